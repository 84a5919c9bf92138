"""A question in a session leans on the one before (DESIGN §8b): "and yesterday?", "the other one?", "is that
bad?", "compare them", "if a fire starts there". The trained reader decides what is asked (it sees the
previous turn's intents); this carries over what the question does not name itself: its stations, its time,
its horizon. "There" is the station the previous answer singled out (its focus)."""
import json
import re
from pathlib import Path

from appliance.understand.frame import Frame
from appliance.understand.rates import rate_given, same_unit
from appliance.understand.thresholds import CODES, bare_mark, like_days
from appliance.understand.unheld import unheld_in, unheld_part
from appliance.understand.wordlists import by_script

WORDS = json.loads((Path(__file__).with_name("data") / "followup.json").read_text(encoding="utf-8"))


def _words(key: str, opener: bool = False) -> re.Pattern:
    latin, arabic = by_script(WORDS[key])
    # an opener may follow an acknowledgement: "ok, and at X?", "bon, et hier ?", "dale, ¿y el FWI máximo?"
    acks = "|".join(re.escape(w) for w in sorted(WORDS["acks"], key=len, reverse=True))
    lead = rf"^[¿¡\"'(\s]*(?:(?:{acks})[\W]+)?[¿¡\s]*" if opener else ""
    return re.compile("|".join([rf"{lead}\b(?:{latin})\b"] + ([f"{lead}(?:{arabic})"] if arabic else [])))


FOLLOW_UP, SAME_CONTEXT, SAME_HOUR = _words("openers", opener=True), _words("same_context"), _words("same_hour")
# Set phrases that open with Arabic's "and" and are no "and" ("و عليكم السلام", "و الله"): no follow-up by that alone.
NOT_OPENERS = re.compile(r"^\W*(?:" + "|".join(map(re.escape, WORDS["not_openers"])) + ")")
ANAPHORA, THERE, EXISTENTIAL, NAMES_NOW = _words("anaphora"), _words("there"), _words("existential"), _words("names_now")
DIFFERENCE = _words("difference")
# The wind's speed asked without naming the wind ("how strong is it?", "and the gusts?", "بقداش؟"): a reading asked.
SPEED_ASKED = _words("speed_asked")
SHORT = 4                # words: "rh?", "and yesterday?", "the other one?" lean on the previous question whole
# Intents whose answer is a station's: a session's question with one of them and no place of its own is about
# the session's stations ("Where should I put the engines?" after a question about Béjaïa).
STATION_BOUND = {"current_conditions", "danger", "summary", "analogs", "spread", "tactical", "compare_stations"}
TIMED = STATION_BOUND | {"frames"}
# Turns that ask nothing of a station's day: the session's station and time are seen through them.
PASSING = {"refuse", "out_of_scope", "capabilities", "documents"}


# A number standing alone in a drift follow-up ("and if it picks up to 1.5?", "وإذا ولات 40 متر؟"): the new rate, in
# the unit the crew gave before (a number of minutes is read as the horizon first).
BARE_NUMBER = re.compile(r"(?<![\w.,/])(\d{1,4}(?:[.,]\d+)?)(?![\d.,/])")


def there_stations(text: str, previous: Frame | None) -> list[str]:
    """"If a fire starts there now": the stations the previous answer singled out ("watch X")."""
    if previous is not None and previous.focus and THERE.search(EXISTENTIAL.sub(" ", text)):
        return list(previous.focus)
    return []


def leans_on(text: str, f: Frame) -> bool:
    """Whether the question continues the previous one rather than starting afresh."""
    words = re.findall(r"\w+", text)
    return bool(FOLLOW_UP.match(text) and not NOT_OPENERS.match(text) or SAME_CONTEXT.search(text) or len(words) <= SHORT
                or (len(words) <= 9 and not f.stations and ANAPHORA.search(EXISTENTIAL.sub(" ", text)))
                # "How many days at 40 or above?": a bare mark (no code or reading of its own: "past days with FWI over
                # 25" starts afresh) counted with no station and no time of its own
                or (not f.stations and not f.all_stations and f.time.kind == "now" and not NAMES_NOW.search(text)
                    and f.threshold is None and f.reading_threshold is None and bare_mark(text) is not None))


def explained_of(previous: Frame) -> list[str]:
    """What a "why?" after `previous` explains: its intents, or those a "why?" before it explained ("¿Por qué?" twice)."""
    return list(previous.explained) if previous.intents == ["explain"] else list(previous.intents)


def _through(previous: Frame) -> list[str]:
    """The session's station seen through a turn that named none and asked nothing of it ("what about the wind
    direction?" between "conditions at Béjaïa yesterday" and "ok, temp and wind then"); a session that named two
    leaves the turn after it to name its own (which of them the crew means is not known)."""
    passed = set(previous.intents) <= PASSING
    return list(previous.session_stations) if passed and len(previous.session_stations) == 1 else []


def carry_over(f: Frame, previous: Frame | None, text: str, figures: list[str] | None = None) -> None:
    """Stations, time and horizon the question leaves out, from the session's previous question (in place).
    `figures`: the station figures the question names in its own words (features.figures_named, which reads this
    module's words, so the caller passes them)."""
    if previous is None:
        return
    intents = set(f.intents)
    if intents <= PASSING and f.time.kind == "now" and previous.time.kind != "now" and not NAMES_NOW.search(text):
        # kept for the turn after it: "ok, the day before then" counts from the session's day; "back to Béjaïa: how
        # many fire days over that period?" after a question about the guidance
        f.time = previous.time
    if intents <= {"refuse", "out_of_scope", "capabilities"}:
        return
    if intents == {"explain"}:        # "why?": about the answer just given, its stations and time
        if f.stations or f.all_stations or (DIFFERENCE.search(text) and len(previous.session_stations) > 1):
            # "why so low at both?", "why is SBA higher?", "why so different?": the stations named beside the
            # session's, side by side
            f.stations = list(dict.fromkeys(list(previous.session_stations or previous.stations) + f.stations))
            f.all_stations = f.all_stations or previous.all_stations
        else:
            f.stations, f.all_stations = list(previous.stations), previous.all_stations
        f.time, f.focus = previous.time, list(previous.focus)
        f.follow_up = True
        f.explained = explained_of(previous)
        return
    leans = leans_on(text, f)
    if "compare_stations" in intents and f.time.kind == "now" and not NAMES_NOW.search(text) \
            and (f.all_stations or not f.stations):
        # "which one was worse, and by how much?" names no day and no station of its own: the session's day is
        # compared ("Compare Béjaïa and SBA." names its own stations and starts afresh)
        leans = True
    f.follow_up = f.follow_up or leans
    sessions = previous.session_stations or previous.stations
    named = bool(f.stations or f.all_stations or f.coords or f.outside)
    if "compare_stations" in intents and len(f.stations) < 2 and not f.all_stations and len(set(sessions) | set(f.stations)) >= 2:
        f.stations = list(dict.fromkeys(list(sessions) + f.stations))      # "compare them", "compare with X that day"
        f.follow_up = leans = True
    elif not named and (held := previous.stations or _through(previous)) and intents & STATION_BOUND:
        f.stations = list(held)
        f.all_stations = previous.all_stations and leans
        f.follow_up = f.follow_up or leans
        f.notes.append("stations from the session's previous question")
    if leans and intents & TIMED and f.time.kind == "now" and previous.time.kind != "now" and not NAMES_NOW.search(text):
        f.time, f.follow_up = previous.time, True
    if f.at_hour is None and previous.at_hour is not None and SAME_HOUR.search(text):
        f.at_hour = previous.at_hour          # "yesterday same time?": the hour asked before
    # A drift or spread question that names no place of its own stays on the session's fire: the crew's rate and
    # time given before still outrank the box's model ("Where will the front be by then?").
    if (leans or not named) and intents & {"spread", "drift"}:
        if f.rate_given is None and previous.rate_given:
            f.rate_given = rate_given(text, any_speed=True)   # "and if it picks up to 1.8 km/h?": the fire's new rate
        if f.rate_given is None and previous.rate_given and f.horizon_min is None and (m := BARE_NUMBER.search(text)):
            f.rate_given = same_unit(previous.rate_given, float(m[1].replace(",", ".")))   # "¿Y si sube a 1.5?"
        f.horizon_min = f.horizon_min or previous.horizon_min
        f.coords = f.coords or previous.coords
        f.rate_given = f.rate_given or previous.rate_given     # "and if they take 25 minutes?": the rate given before
    if leans and intents & {"summary", "analogs"} and not (f.threshold or f.reading_threshold):
        f.threshold, f.reading_threshold = previous.threshold, previous.reading_threshold   # "and August?" after a count
        if not (f.threshold or f.reading_threshold) and not like_days(text):
            f.days_as_asked = f.days_as_asked or previous.days_as_asked   # "و في بلعباس؟" after "days that low"
        if (mark := bare_mark(text)) is not None:          # "And above 30?": the same code, the new mark
            if f.threshold:
                f.threshold = {**f.threshold, "op": mark[0], "value": mark[1]}
            elif f.days_as_asked:        # "and above 30?" after "days that low": the code asked, the mark named now
                f.threshold, f.days_as_asked = {"code": f.days_as_asked["code"], "op": mark[0], "value": mark[1]}, None
            elif f.reading_threshold:
                f.reading_threshold = {**f.reading_threshold, "op": mark[0], "value": mark[1]}
            elif previous.extreme:
                # "How many days at 40 or above?" after "how hot did it get in August?": the reading asked before
                code = previous.extreme["reading"]
                counted = {"code": code, "op": mark[0], "value": mark[1]}
                if code in CODES.values():
                    f.threshold = counted
                else:
                    f.reading_threshold = counted
    if leans and (direction := [u for u in previous.unread
                                       if (found := unheld_in(u, previous.question)) and found[1] == "direction"]) \
            and not unheld_part(text) and not figures and not SPEED_ASKED.search(text):
        # "Et à SBA ?", "and yesterday?" after "wind at Béjaïa, speed and direction?": the same ask at another station
        # or day, its direction too, which no station reports (the batch brief: out of scope beside the speed; alone
        # after a question that asked only the direction)
        if set(f.intents) == set(previous.intents) - {"out_of_scope"}:
            f.intents = f.intents + ["out_of_scope"]
        elif previous.intents == ["out_of_scope"] and f.intents == ["current_conditions"] and len(re.findall(r"\w+", text)) <= SHORT:
            f.intents = ["out_of_scope"]
        f.unread = f.unread + [u for u in direction if u not in f.unread and "out_of_scope" in f.intents]
    if leans and not f.units:
        f.units = list(previous.units)                          # "same for sidi" after "wind at Béjaïa in mph"
