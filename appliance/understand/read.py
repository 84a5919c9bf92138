"""Reading a question (DESIGN §8b, issue 26): the typed slot parsers (parse.py), what the crew stated
(rates.py), the trained reader (reader.py) over the embedding and those features, then a few typed rules
over the slots and the reader's probabilities.

The reader decides the intent set. When it is unsure (its calibrated confidence under the threshold fitted
on a held-back fold) the frame is marked unsure: the answer is at most a warning that starts with the
read-back, never a plain answer (issue 26 item 5). Without the reader (switched off, or its embedder not
provisioned) the nearest reference question gives one intent and the frame is always unsure.

The typed rules below never re-read the question's wording for an intent; each acts on a typed slot: an
order found by the order parser (orders.py) is refused whatever else is asked, a photo attached is read
as the photo, a place outside every station's area is out of scope, a comparison needs two stations, a
part asking for what the box does not hold (unheld.py) is named as unread, a "why" naming a station with no
answer before it asks for the danger there and what drove it, and a follow-up carries the session's stations and
time (followup.py). Last, a clause the settled set does not explain (where the clause's own words back
that reading, backed()), a stay-or-go asked with no plan in the set, or a clause asking a station figure for a
time wholly outside the frame's, leaves the reading unsure (mark_unexplained): an ask the reader missed is
warned, quoted.
"""
import re

from appliance.understand import dates_lang as L
from appliance.understand import stations as S
from appliance.understand.apart import asked_apart, place_point, read_apart
from appliance.understand.crew_figures import crew_figures
from appliance.understand.features import figures_named, language, lexicon, lexicon_text, question_features
from appliance.understand.followup import NAMES_NOW, SPEED_ASKED, carry_over
from appliance.understand.frame import POINT_FIGURES, Frame, TimeSpec
from appliance.understand.hours import elapsed_minutes
from appliance.understand.intents import CLAUSE_RULES, HOLDS, REQUEST_START, clauses, nearest_intent, split_clauses
from appliance.understand.nearby import at_the_station, compass_part, detection_part, near_part
from appliance.understand.orders import asks_ability, asks_to_act, is_order
from appliance.understand.parse import parse_question, simplify
from appliance.understand.places import DOCUMENT_PLACES, DOCUMENT_WORDS, any_of
from appliance.understand.rates import PLAN_KINDS, decision_asked, distance_to_cover, rate_given, travel_minutes, units_asked
from appliance.understand.readback import read_back
from appliance.understand.sites import asks_across_incident
from appliance.understand.thresholds import (CODES, codes_named, counts_days, danger_ranked, day_named, extreme_asked, like_days,
                                              fire_named, rain_named, reading_compared, readings_named, that_day_named,
                                              this_season, whole_record, without_that_day)
from appliance.understand.today_too import asked_today_too
from appliance.understand.typos import fix_typos
from appliance.understand.unheld import unheld_part
from appliance.understand.when import horizon_minutes

DATA_INTENTS = {"current_conditions", "danger", "compare_stations", "summary", "analogs", "spread", "drift", "tactical"}
STATION_FIGURES = {"current_conditions", "danger", "compare_stations", "summary"}
# Intents that already say what the box does not hold, or do not answer from the stations: an unheld part is theirs.
# The words that set a place against a station ("compare danger SBA vs Tlemcen", "plus chaud qu'à Oran"), and those
# before a place asked about (the same, and "at", "near", "with", ...).
AGAINST_WORDS = r"vs\.?|versus|than|contre"
AT_WORDS = rf"(?:about|at|in|for|near|around|a|à|en|pour|para|{AGAINST_WORDS}|with|avec|con|que|qu'a)"
# A question's sentences: split after a sentence's end.
SENTENCE_END = re.compile(r"(?<=[.?!؟])\s+")
# The lexicon's concepts whose words name what the box does not hold or is not about (data/lexicon.json).
OUT_OF_SCOPE_WORDS = ("forecast", "unheld", "off_topic")
UNHELD_OWNERS = {"refuse", "spread", "drift", "capabilities", "tactical"}
# A station figure and the lexicon concept whose words name it in a question.
# "¿Y cuánto marca hoy?": how much asked in a clause of its own (data/clauses.json "how_much_now"); Arabic's "and" joins it
def _clause_words(key: str, waw: str = "و?") -> re.Pattern:
    """A data/clauses.json list as whole words, Arabic's "and" glued before where `waw` says so."""
    return re.compile(rf"(?<!\w){waw}(?:" + "|".join(re.escape(w) for w in CLAUSE_RULES[key]) + r")(?!\w)")


THAT_MONTH = _clause_words("that_month", waw="")
FIRE_ON_THOSE_DAYS = _clause_words("fire_on_those_days")
HOW_MUCH_NOW = _clause_words("how_much_now")
RANKS_THE_STATIONS = _clause_words("ranks_the_stations")
# Turns a session passes through without leaving its figure: a document, the box itself, an order, an unheld subject.
DETOURS = {"documents", "capabilities", "refuse", "out_of_scope"}
RECORD_DAYS = 366      # "over the whole record": the window a summary of the whole record reads (the box keeps a season)
FIGURE_WORDS = {"compare_stations": "compare", "danger": "danger", "current_conditions": "conditions", "summary": "summary"}


def read_question(question: str, *, now: float, stations, embedder=None, previous: Frame | None = None,
                  has_images: bool = False, model=None, reader=None, reader_embedder=None) -> Frame:
    frame, ran_between_clocks = read_slots(question, now=now, stations=stations, previous=previous)
    clause_readings = []
    if reader is not None and embedder is not None:
        clause_readings = apply_reader(frame, question, previous, reader, reader_embedder or embedder, now=now,
                                       stations=stations)
    elif embedder is not None:
        intent, frame.intent_scores = nearest_intent(question, embedder)
        frame.intents, frame.intent_by, frame.unsure = [intent], "nearest example", True
        if model is not None:
            from appliance.understand.confirm import confirm_intents

            frame.intents, how = confirm_intents(model, question, frame.intents, frame.intent_scores)
            frame.intent_by = f"nearest example, {how} by the model" if how else frame.intent_by
    else:
        frame.intents, frame.intent_by, frame.unsure = ["capabilities"], "none", True
    settle(frame, question, previous, has_images, stations)
    # "temperature at Béjaïa yesterday, and the FWI at SBA the day before": each station asked apart, no comparison
    apart = asked_apart(question, frame, clause_readings, stated=lambda: stated_sentences(question),
                        read_part=lambda p: read_alone(p, reader, reader_embedder or embedder, now, stations)) \
        if frame.intent_by.startswith("reader") else []
    read_apart(frame, apart)
    today = asked_today_too(question, frame, now, stations) if frame.intent_by.startswith("reader") else None
    if today and today not in frame.intents:
        # "the FWI's peak this past week, and where it is today": the window's figure today too
        frame.intents.append(today)
        frame.notes.append(f"{today} asked today beside the window")
    if frame.intent_by.startswith("reader"):
        mark_unexplained(frame, question, clause_readings)
    if ran_between_clocks:
        frame.at_hour = None       # the clock times say how long the rate ran, not an hour whose reading is asked
    text = simplify(question)
    # "who's hottest, and what's the RH at Bejaia?": a comparison joined from a clause of its own compares what that
    # clause names (the temperature), not the figures the other ask names
    compared = simplify((frame.reading or {}).get("compared_in") or question)
    if "compare_stations" in frame.intents and not lexicon()["danger"].search(compared):
        # "Compare humidity at both stations now." then "and yesterday?": the humidity again, on the other day
        frame.reading_compared = reading_compared(compared) or (
            previous.reading_compared if previous is not None and frame.follow_up and "compare_stations" in previous.intents
            and not figures_named(text) else None)
        frame.danger_ranked = frame.reading_compared is not None and danger_ranked(compared)
    # "Same for BUI." names its code; "And at Béjaïa?" keeps the one asked before.
    frame.codes_named = codes_named(text) or (list(previous.codes_named) if previous is not None and frame.follow_up else [])
    if "analogs" in frame.intents and (frame.threshold or frame.reading_threshold) and counts_days(text) \
            and not fire_named(lexicon_text(text)):
        # "SBA - number of days the FWI topped 20 over the whole record?": a count of days past a mark that asks
        # nothing of fire is the record's count (a summary), not the days like one and their fires (every such
        # labelled question but one is a summary)
        frame.intents = list(dict.fromkeys("summary" if i == "analogs" else i for i in frame.intents))
    elif frame.intents == ["analogs"] and not (frame.threshold or frame.reading_threshold) and frame.time.kind in ("range", "last") \
            and counts_days(text) and fire_named(lexicon_text(text)) and not like_days(text) \
            and not FIRE_ON_THOSE_DAYS.search(text):       # "¿Cuántos de esos días hubo incendio?": the days counted before
        # "Volviendo a SBA: ¿cuántos días de incendio hubo ese mes?": the record's count of fire days over a window (a
        # summary), no day to find the like of
        frame.intents = ["summary"]
    elif "analogs" in frame.intents and "summary" not in frame.intents and (frame.threshold or frame.reading_threshold) \
            and _count_then_fires(question):
        # "Between Aug 20 and 31 at Bejaia: how many days had FWI above 10, and how many of those saw a fire?": the
        # count of days past the mark (the summary's) and how many of them burned (the record's), two asks
        # the FWI the mark is set on is no danger asked of its own ("days had FWI above 10")
        uncoded = re.sub(rf"(?<!\w)(?:{_CODES})(?!\w)", " ", lexicon_text(text))
        own_code = any(codes_named(simplify(p)) and not counts_days(simplify(p)) and not fire_named(lexicon_text(simplify(p)))
                       for _, p in _time_parts(question))      # "…, and what is the FWI there today?": asked of its own
        frame.intents = [i for i in frame.intents if i != "danger" or own_code or lexicon()["danger"].search(uncoded)] \
            + ["summary"]
    whole = whole_record(text) or this_season(text) and not names_its_time(frame, text)
    frame.whole_record = bool(set(frame.intents) & {"analogs", "summary"}) and whole \
        or {"analogs", "summary"} <= set(frame.intents) and fires_past_a_mark_apart(frame, question, now, stations)
    if frame.whole_record and "summary" in frame.intents and frame.time.kind == "now":
        # the summary's window is then the whole record (every day the box holds, a year at most)
        end = frame.time.end_ts or now       # None for a date that cannot exist
        frame.time = TimeSpec("last", end - RECORD_DAYS * 86400, end, "over the whole record", frame.time.utc, frame.time.tz)
    if "summary" in frame.intents:
        frame.fire_days_asked = bool(lexicon()["analogs"].search(text))     # "n how many fire days": the record's count
        frame.extreme = extreme_asked(text, frame.codes_named)
        if (frame.extreme is None and previous is not None and frame.follow_up and "summary" in previous.intents
                and len(re.findall(r"\w+", text)) <= 6 and not (frame.threshold or frame.reading_threshold)
                and not frame.fire_days_asked):       # "n how many fire days" asks the count, not the top
            frame.extreme = previous.extreme       # "and at Sidi-Bel-Abbès?" after "the highest temperature at X"
            frame.fire_days_asked = frame.fire_days_asked or previous.fire_days_asked    # "same for bejaia"
    if "summary" in frame.intents and (found := extreme_of_day(question, now)):
        # the day is the evidence's (orchestrator/decay.py); the figure the "that day" clause names is asked there
        window = frame.time
        if window.kind not in ("range", "last"):
            # "Hottest day at SBA in the last week, and the wind that day?" after a question about today: "that day" is
            # the extreme's, so the window is the one the question names without it
            window = parse_question(without_that_day(text), now=now, stations=stations, read_places=False).time
        # with no window to find the extreme in ("the hottest day at SBA, and the humidity that day?"), the figure is
        # not read on a day the box would have to guess
        if window.kind in ("range", "last"):
            (frame.extreme, figure), frame.point_at_extreme, frame.time = found, True, window
            if figure == "danger" and "current_conditions" in frame.intents \
                    and set(readings_named(text)) <= {frame.extreme.get("reading")}:
                frame.intents.remove("current_conditions")     # the reading topped is the summary's, asked of no day
            frame.intents += [figure] if not set(POINT_FIGURES) & set(frame.intents) or figure == "analogs" else []
            frame.intents += ["analogs"] if fire_beside_extreme_day(question) else []
            frame.intents = list(dict.fromkeys(frame.intents))
    frame.point_time = point_time(frame, question, now, stations)
    if today and frame.point_time is None:
        # "…, et humidité de ce midi": today's noon reading, the latest
        frame.point_time = TimeSpec("now", None, now, "now", frame.time.utc, frame.time.tz)
    place_point(frame, apart, now)
    if "summary" in frame.intents and frame.time.kind == "day" and set(POINT_FIGURES) & set(frame.intents) \
            and frame.point_time is None and THAT_MONTH.search(text) and frame.time.start_ts is not None:
        # "Danger at Bejaia on 14/08/2012 and how many fire days that month?": the figure on its day, the count over
        # that day's month
        frame.point_time, frame.time = frame.time, month_of(frame.time, now, stations)
    frame.notes.append(read_back(frame))
    return frame


def extreme_of_day(question: str, now: float) -> tuple[dict, str] | None:
    """"Max temp at SBA in August, and what was the FWI on that day?", "Hottest day at SBA in August: what was the
    humidity?": the extreme one part asks and the figure (danger or reading) another part asks on its day, or None.
    Read per part: the FWI named beside is not the reading topped."""
    # the clause splitter keeps "Humedad mínima en junio, ¿y el viento ese día?" whole: its commas, colons, dashes and
    # "¿" part it too
    parts = [simplify(q) for p in split_clauses(question)
             for q in re.split(r"(?<=[,;:.?!؟])\s+|\s+[-–—]\s+|\s*(?=¿)", p) if q.strip()]
    found = [(p, extreme_asked(p, codes_named(p))) for p in parts]
    # "…, and did that one end in a fire?": whether the extreme's day burned, from the record of past fires
    on_day = next((p for p in parts if that_day_named(p) or fire_on_those_days(p)), None)
    if on_day is None:
        # the extreme asked as a day, and another part that names a figure of its own, no end and no "now" of its own
        day = next(((p, e) for p, e in found if e and day_named(p)), None)
        # "Hottest day at Bejaia in July - what temp?" asks the extreme's own figure, nothing else on its day
        # "Hottest day at SBA in August, and the humidity yesterday?" names the figure's own time: not on that day
        on_day = next((p for p, e in found if day and p != day[0] and not e and not NAMES_NOW.search(p)
                       and parse_question(p, now=now, stations=[], read_places=False).time.kind == "now"
                       and (set(codes_named(p) + readings_named(p)) - {day[1]["reading"]} or fire_asked(p))), None)
    # "le jour le plus chaud" is parted at its "plus" (a joiner): the extreme is then read on the question without
    # the "that day" part
    rest = simplify(question).replace(on_day or "", " ")
    extreme = next((e for p, e in found if p != on_day and e), None) or (extreme_asked(rest, codes_named(rest))
                                                                          if on_day is not None else None)
    if on_day is None or extreme is None:
        return None
    danger = codes_named(on_day) or lexicon()["danger"].search(on_day)
    if not (danger or readings_named(on_day)):
        return (extreme, "analogs") if fire_asked(on_day) else None
    return extreme, "danger" if danger else "current_conditions"


def _count_then_fires(question: str) -> bool:
    """Whether one part asks how many days (no fire named) and a later one how many of them burned."""
    parts = [simplify(p) for _, p in _time_parts(question)]
    first = next((k for k, p in enumerate(parts) if counts_days(p) and not fire_named(lexicon_text(p))), None)
    return first is not None and any(fire_named(lexicon_text(p)) for p in parts[first + 1:])


def fires_past_a_mark_apart(f: Frame, question: str, now: float, stations) -> bool:
    """"Combien de jours de feu à Béjaïa en juillet, et sur les jours à FWI > 5, combien ont brûlé ?": the clause asking
    how many days past a mark burned names no time of its own beside a clause naming the window, so it counts the
    whole record (as every labelled question so written is counted), not the window's days."""
    if f.time.kind not in ("range", "last"):
        return False
    clauses = split_clauses(question)
    # the mark and the count may be split apart ("ومن بين الأيام اللي فات فيها FWI 10 هاد الموسم، شحال شعلت فيها النار؟"):
    # a clause naming the season or the record of its own is read with the one after it too
    joined = clauses + [f"{a} {b}" for a, b in zip(clauses, clauses[1:]) if this_season(simplify(a)) or whole_record(simplify(a))]
    parts = [(simplify(p), parse_question(p, now=now, stations=stations, read_places=False)) for p in joined]
    mark = f.threshold or f.reading_threshold
    return mark is not None and any(
        fire_named(lexicon_text(text)) and not names_its_time(f, text)
        and (own.threshold or own.reading_threshold or re.search(rf"(?<![\d.]){mark['value']:g}(?![\d.])", text))     # "above 20"
        and own.time.kind not in ("range", "last") and not THAT_MONTH.search(text)     # "the June days", "ese mes"
        for text, own in parts) and any(names_its_time(f, text) for text, _ in parts)


def month_of(day: TimeSpec, now: float, stations) -> TimeSpec:
    """The calendar month holding a day, as the window a question naming that month would be read at."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    local_day = datetime.fromtimestamp(day.start_ts, tz=ZoneInfo(day.tz or "UTC"))
    return parse_question(f"in {local_day:%B %Y}", now=now, stations=stations, read_places=False).time


# a fire asked over a month or a week ("were there any fires that month?") or now ("is there any fire now?") is no one
# day's record
OVER_A_WINDOW = re.compile(r"(?<!\w)(?:month|months|week|weeks|mois|semaine|semaines|mes|meses|semana|semanas)(?!\w)|شهر|سيمانة|اسبوع")


def fire_asked(text: str) -> bool:
    """Whether a clause (simplified) asks if there was a fire, not how many ("and did it burn?", "et feu ou pas ?",
    "¿y hubo incendio?", "وهل كان فيه حريق؟")."""
    return fire_named(lexicon_text(text)) and not counts_days(text) and not OVER_A_WINDOW.search(text) \
        and not NAMES_NOW.search(text)


def fire_beside_extreme_day(question: str) -> bool:
    """"Windiest day at SBA in September. Wind speed that day, and did anything burn?": beside the figure asked on the
    extreme's day, a clause of its own asks whether that day burned."""
    return any(fire_asked(simplify(p)) for p in split_clauses(question)[1:])


def fire_on_those_days(text: str) -> bool:
    """Whether a clause (simplified) asks if the days named before it had a fire ("and did that one end in a fire?",
    "وشحال منهم كان فيهم حريق؟")."""
    return fire_named(lexicon_text(text)) and bool(FIRE_ON_THOSE_DAYS.search(text))


def point_time(f: Frame, question: str, now: float, stations) -> TimeSpec | None:
    """The time of a reading or the danger asked in a clause of its own beside the time the frame is read at, or None:
    beside a window ("What's the FWI at Bejaia now, and what was the highest in August?": the FWI now, the highest
    over August), or beside another day when the question asks only readings or the danger ("How much rain at SBA
    yesterday, and any today?": yesterday's rain and today's). The clause names its own day or "now"."""
    window = "summary" in f.intents and f.time.kind in ("range", "last")
    second = bool(f.intents) and set(f.intents) <= set(POINT_FIGURES) and f.time.kind in ("day", "now")
    if f.point_at_extreme or not (set(POINT_FIGURES) & set(f.intents) and (window or second)):
        return None
    for clause, part in _time_parts(question) if second else [(c, c) for c in split_clauses(question)]:
        text = simplify(part)
        own_frame = parse_question(part, now=now, stations=stations, read_places=False)
        if second and f.time.kind == "day" and f.time.start_ts is not None and _bare_day_number(text):
            # "FWI at SBA on the 3rd and the 17th of August?": the bare day is in the month the other part names
            month = month_of(f.time, now, stations).text.removeprefix("in ")
            own_frame = parse_question(f"{part} of {month}", now=now, stations=stations, read_places=False)
            text = simplify(f"{part} of {month}")
        own = own_frame.time
        if window and (own.kind == "now" and NAMES_NOW.search(text) or own.kind == "day" and own.start_ts != f.time.start_ts):
            return own
        # beside another day, today and "now" are one time ("the FWI now, and rain today?" asks one reading); the
        # clause names a figure or only its time ("and any today?"): "We had a flare-up at SBA yesterday." sets the
        # scene, and a day to come is a forecast, not a second time
        # ("…for today, it's for the shift report", "puis aujourd'hui, s'il vous plaît": a short clause naming no station)
        words = len(re.findall(r"\w+", text))
        asks = figures_named(text) or readings_named(text) or codes_named(text) or rain_named(text) \
            or words <= 4 or words <= 8 and not own_frame.stations
        # "Is a fire likely on 12 July? Use today's readings." tells the box how: where the question asks with a
        # question mark, a clause without one asks nothing of its own, unless it is the crew's report of that figure
        # the ask after it leans on ("I know it rained at SBA yesterday. How many mm was it, and any today?")
        # (the clause's sentence: "What is it today, and is the wind any stronger?" is parted at its "and")
        sentence = next((x for x in re.split(r"(?<=[.?!؟])\s+", question) if clause in x), clause)
        asks = asks and (bool(re.search(r"[?؟]", sentence)) or not re.search(r"[?؟]", question)
                         or any(clause in sentence for sentence in stated_sentences(question)))
        # two past days ("Temp at SBA on 3 Aug and on 17 Aug?", "FWI à Béjaïa avant-hier et hier ?") as much as a past
        # day beside today
        past_days = own.kind == f.time.kind == "day" and None not in (own.start_ts, f.time.start_ts) \
            and own.start_ts != f.time.start_ts and not _holds_now(own, now) and not _holds_now(f.time, now) \
            and not _bare_day_number(text)
        if not window and asks and (own.kind == "now" and NAMES_NOW.search(text)
                                    or own.kind == "day" and own.start_ts is not None and own.start_ts <= now) \
                and (_holds_now(own, now) != _holds_now(f.time, now) or past_days):
            return own
    return None


# The joiners between two days named in one clause ("on 3 Aug and on 17 Aug", "yesterday vs today", "anteayer o ayer",
# "يوم 17 أوت ويوم 25 أوت"): each side is read for its own day.
TIME_JOINERS = re.compile(r"(?<=[,;:.?!؟])\s+|\s+[-–—]\s+|\s*(?=¿)|\s+(?:and|vs\.?|versus|then|or|et|puis|ou|y|o|e)\s+"
                          r"|\s+(?=و(?:يوم|نهار|البارح|اليوم|امس|أمس))")


def _bare_day_number(text: str) -> bool:
    """"on the 3rd", "le 3", "el 3": a day number with no month or date of its own, whose month is the other part's
    ("the 3rd and the 17th of August"), never the clock's."""
    return bool(re.search(r"\d", text)) and not (L.BARE_MONTH.search(text) or L.NUMERIC_DAY.search(text)
                                                 or L.ISO_DAY.search(text))


def _time_parts(question: str) -> list[tuple[str, str]]:
    """(clause, part) for the question's clauses, each parted again at its joiners, so two days in one clause are read
    one by one (whether a part asks is its clause's: its question mark)."""
    return [(p, q) for p in split_clauses(question) for q in TIME_JOINERS.split(p) if q and q.strip()]


def _holds_now(t: TimeSpec, now: float) -> bool:
    """Whether a time is now or today's day."""
    return t.kind == "now" or t.start_ts is not None and t.start_ts <= now <= (t.end_ts or t.start_ts + 86400)


def read_slots(question: str, *, now: float, stations, previous: Frame | None = None) -> tuple[Frame, bool]:
    """Every typed slot the reader's features see: the parsers' (parse.py) and what the crew stated (a rate and how
    long it runs, units, a decision asked). Training reads its questions through this same function, so the
    reader sees the same features it learnt from (True with the frame: the clock times said how long a rate ran)."""
    frame = parse_question(question, now=now, stations=stations, previous=previous)
    if stated := stated_sentences(question):
        # "Ya sé que ayer el FWI en Bejaia estuvo por debajo de 1. ¿Y hoy cómo anda?": the crew's own report sets the
        # scene; a mark in it is no count asked, and the day asked is the asking sentence's where it names one
        asked = " ".join(x for x in SENTENCE_END.split(question) if x not in stated)
        own = parse_question(asked, now=now, stations=stations, previous=previous, read_places=False)
        frame.threshold, frame.reading_threshold = own.threshold, own.reading_threshold
        if own.time.kind != "now" or NAMES_NOW.search(simplify(asked)):
            frame.time = own.time
    frame.rate_given = rate_given(question)
    frame.crew_figures = crew_figures(question, skip=(frame.rate_given or {}).get("text"))
    if frame.rate_given:
        # the rate's own "per hour" ("3 km f sa3a", "2 km en una hora") is no horizon, and the rate's words between
        # the fire and its minutes ("the head at 15 m a minute, how far in 40") hide them: read it without the rate
        frame.horizon_min = horizon_minutes(simplify(fix_typos(question)).replace(frame.rate_given["text"], " "))
    ran_between_clocks = False
    if frame.horizon_min is None and frame.rate_given:
        frame.horizon_min = elapsed_minutes(simplify(question))   # "12 m/min at 14:10, it's 14:55": how long it ran
        ran_between_clocks = frame.horizon_min is not None
    if frame.horizon_min is None:
        frame.horizon_min = travel_minutes(question)      # "12 km out at 40 km/h": the crew's own travel time
    if frame.rate_given and frame.horizon_min is None:
        frame.distance_m = distance_to_cover(question)    # "10 m/min, 2 km out: how long?": the fire's own time
    frame.units = units_asked(question)
    # "Kestrel's giving me 18 mph. What's the official wind?": the station's figure in the crew's own unit too
    frame.units = list(dict.fromkeys(frame.units + [f["in_units"] for f in frame.crew_figures if f.get("in_units")]))
    frame.language = language(question)
    frame.decision_kind = decision_asked(question)
    frame.all_sites_incident = asks_across_incident(question)
    return frame, ran_between_clocks


def apply_reader(frame: Frame, question: str, previous: Frame | None, reader, embedder, *, now: float,
                 stations) -> list[tuple[str, object]]:
    feats = question_features(question, frame, previous)
    emb = embedder.embed([question])[0]
    reading = reader.read(emb, feats, question)
    frame.intents, frame.intent_by, frame.unsure = list(reading.intents), "reader", reading.unsure
    frame.intent_scores = dict(reading.probs)
    frame.reading = {"intents": reading.intents, "confidence": reading.confidence,
                     "threshold": round(reader.threshold, 4), "unsure": reading.unsure,
                     "probs": {k: v for k, v in sorted(reading.probs.items(), key=lambda kv: -kv[1])[:4]}}
    # An ask that stands alone in a clause of its own and that the reader is sure of there joins the set
    # (data/clauses.json, read once by intents.py).
    readings = []
    stated = stated_sentences(question)
    for part in clauses(question):
        # read as a question of its own: a short clause would lean on the previous turn's intents
        slots, _ = read_slots(part, now=now, stations=stations)
        if any(part in sentence for sentence in stated) or asks_nothing(part, question, slots):
            # "Drone got a hit at 12:25 NE of SBA. What's the danger there?": the crew's own report sets the scene
            frame.reading.setdefault("clauses", []).append({"text": part, "added": [], "stated": True})
            continue
        got = reader.read(embedder.embed([part])[0], question_features(part, slots, None), part)
        readings.append((part, got, slots))
        # beside an order the whole question was read as, the ask of a clause that is no order itself
        folded = simplify(part)
        beside = reading.intents == ["refuse"] and got.probs.get("refuse", 0.0) < 0.5 and not is_order(folded)
        joinable = CLAUSE_RULES["standalone_intents"] + (CLAUSE_RULES["beside_an_order"] if beside else [])
        # Any data ask joins where the clause alone is sure of it and the whole question leans to it too (two
        # readings agree: "قارن الرطوبة بين المحطتين، وشنو يقول الدليل على ISI؟", compare 0.93 alone and 0.49
        # whole), and a clause that names its own station and its own figure asks that figure ("Wind in knots at
        # SBA, and how far could a fire travel in 30 min?"); neither where the set already holds it ("stage engines
        # at Bejaia given the wind": the plan reads the wind; a comparison holds both figures).
        held = held_by(frame.intents)
        if "compare_stations" in frame.intents:
            held |= set(CLAUSE_RULES["figures_named_at_a_station"])
        joinable += [i for i, p in reading.probs.items()
                     if p >= CLAUSE_RULES["whole_question_support"] and i in CLAUSE_RULES["support_joins"] and i not in held]
        if slots.stations and not ({"drift", "spread"} & set(frame.intents) and figure_as_input(question, part)):
            # a count over past days gives today's figure as context only: "FWI à SBA maintenant, et parmi les jours
            # au-dessus de 20, combien ont brûlé ?" asks today's figure beside the days like it, as an ask of its own
            named_held = held_by([i for i in frame.intents if i not in PAST_COUNTS]) | set(frame.intents) \
                if "compare_stations" not in frame.intents else held
            if "compare_stations" in frame.intents and figure_of_its_own(part, question, slots, got):
                # "Compara el FWI de las dos estaciones hoy y dime la temperatura en Béjaïa": the comparison holds its own
                # figure, not another one asked at one station
                named_held = named_held - set(CLAUSE_RULES["figures_named_at_a_station"])
            joinable += [i for i in CLAUSE_RULES["figures_named_at_a_station"]
                         if i not in named_held and lexicon()[FIGURE_WORDS[i]].search(lexicon_text(folded))]
        own_now = []
        window = frame.time.kind in ("range", "last") or whole_record(simplify(question))    # "over the whole record"
        if not slots.stations and window and NAMES_NOW.search(folded):
            # a clause that names its own "now" and a figure beside a window asks that figure now ("Combien de jours
            # de feu en août à SBA, et le FWI du jour ?": August's count and today's FWI; read.point_time)
            own_now = [i for i in POINT_FIGURES if i not in frame.intents
                       and got.probs.get(i, 0.0) >= CLAUSE_RULES["own_now_min_probability"]
                       and lexicon()[FIGURE_WORDS[i]].search(lexicon_text(folded))]
            counted = "danger" if frame.threshold else "current_conditions" if frame.reading_threshold else None
            if not own_now and counted and counted not in frame.intents and not figures_named(folded) \
                    and HOW_MUCH_NOW.search(folded):
                own_now = [counted]     # "¿Cuántos días de agosto pasó de 34 grados? ¿Y cuánto marca hoy?": that reading now
        alone = [i for i in dict.fromkeys(joinable) if got.probs.get(i, 0.0) >= CLAUSE_RULES["min_probability"]
                 and i not in frame.intents and backed(i, part, slots)] + own_now
        if beside and not alone and (named := [i for i in CLAUSE_RULES["named_beside_an_order"]
                                               if lexicon()[i].search(lexicon_text(folded))]):
            # "Dis-moi ce que montre la dernière image, puis supprime-la": beside the order, the clause that is none
            # asks what its own words name (a drone's image, a document), though alone it is too short for the reader
            # to be sure; "fire days" or "how many" name no one ask, and the reader's doubt stands there
            alone = [max(named, key=lambda i: got.probs.get(i, 0.0))]
        if "summary" not in frame.intents + alone and frame.time.kind == "day" and set(frame.intents) & set(POINT_FIGURES) \
                and THAT_MONTH.search(folded) and (counts_days(folded) and fire_named(lexicon_text(folded))
                                                   or extreme_asked(folded, codes_named(simplify(question)))
                                                   and not fire_named(lexicon_text(folded))):     # "the largest fire that month"
            # "Danger at Bejaia on 14/08/2012 and how many fire days that month?", "FWI at SBA on 27 Aug, and what was
            # the peak that month?" (the code named in the other clause)
            alone.append("summary")
        if "summary" in frame.intents and "analogs" not in frame.intents + alone and simplify(question) != folded \
                and fire_on_those_days(folded):
            alone.append("analogs")     # "hottest day in aug at bejaia and did that one end in a fire?": its fire record
        if "documents" not in frame.intents + alone and (MEANING_OF_A_CODE.search(folded) or (
                ASKS_MEANING.search(folded) and folded != simplify(question) and codes_named(simplify(question)))):
            # "ما معنى مؤشر ISI وما قيمته في بجاية اليوم؟": the guide beside the figure; "ISI en Béjaïa y qué
            # significa", "…, and remind me what BUI is built from": the code named in another clause
            alone.append("documents")
        if "spread" not in frame.intents and ("spread" in got.intents or got.probs.get("spread", 0.0) >= 0.5) \
                and HEADING_WORDS.search(folded) and not asks_direction(question, part):
            # "..., and which way is it headed?" beside the crew's rate (data/clauses.json); "which way it was coming
            # from" asks the wind's direction, which no station reports, not where the head goes
            alone.append("spread")
        frame.reading.setdefault("clauses", []).append({"text": part, "added": alone})
        if "compare_stations" in frame.intents and "compared_in" not in frame.reading and len(slots.stations) != 1 \
                and got.probs.get("compare_stations", 0.0) >= CLAUSE_RULES["min_probability"] \
                and backed("compare_stations", part, slots) and not (
                    frame.time.kind in ("range", "last") and (slots.time.kind == "day" or NAMES_NOW.search(folded))):
            # the whole question read as a comparison too ("who's hottest, and what's the RH at Bejaia?"): what it
            # compares, and that it ranks every station, are still the clause's that asks it
            frame.reading["compared_in"] = part
        if "compare_stations" in alone and "compare_stations" not in frame.intents:
            if frame.time.kind in ("range", "last") and (slots.time.kind == "day"
                                                         or slots.time.kind == "now" and NAMES_NOW.search(folded)):
                # "hotter station now + max FWI at SBA in August": the comparison is asked now (or on a day of its own),
                # the rest over August; the box compares the stations over the frame's one window, so the comparison is
                # left out and the reading stays unsure, its clause quoted as not answered (mark_unexplained), rather
                # than August's passed off as now's; a clause naming no time ("…, and which station was drier?") is
                # August's
                alone.remove("compare_stations")
            else:
                # what the comparison compares, and that it ranks every station (settle), are its clause's
                frame.reading["compared_in"] = part
        if set(alone) - set(frame.intents):
            frame.intents = list(dict.fromkeys(frame.intents + alone))     # each ask once, whichever rule found it
            frame.intent_by = "reader, and a clause of its own"
    return readings


# The lexicon's concepts a sentence of the crew's own may name (a greeting, who is asking, its language, a question
# word inside a statement: "sorry if this is a dumb one."); whatever else it names is asked (data/lexicon.json), and
# so is a sentence adding to another ("Weekly average too.").
SCENE_CONCEPTS = {"_doc", "greeting", "capabilities", "lang_fr", "lang_es", "question_word"}
ADDS_TO_ANOTHER = re.compile(r"\b(?:too|also|as well|same|other|aussi|meme|autre|tambien|mismo|otra|otro)\b|ايضا|كذلك|نفس|الاخرى")


def read_alone(part: str, reader, embedder, now: float, stations):
    """(the reader's reading, the slots) of a part read as a question of its own, as apply_reader reads a clause."""
    slots, _ = read_slots(part, now=now, stations=stations)
    return reader.read(embedder.embed([part])[0], question_features(part, slots, None), part), slots


def asks_nothing(part: str, question: str, slots: Frame) -> bool:
    """A whole sentence of the crew's own beside others ("Hi, I'm new on the crew.", "Ici PC colonne."): it ends as a
    statement, opens with no question word, adds to no other sentence and names no station, place, time, number,
    request nor any concept of the lexicon but a greeting, who is asking, its language and a question word inside it
    ("sorry if this is a dumb one.") (`slots`: the clause read alone). Whether the question asks is the other
    sentences' part."""
    sentences = [x.strip() for x in SENTENCE_END.split(question.strip()) if x.strip()]
    if len(sentences) < 2 or part.strip() not in sentences or not part.rstrip().endswith((".", "!")):
        return False
    text = simplify(part)
    words = lexicon_text(text)
    opening = lexicon()["question_word"].match(words.lstrip(" ,.;:!-"))      # "واش نبقاو هنا." asks, a "." or not
    if re.search(r"\d", text) or REQUEST_START.match(part) or opening or ASKS_IN_A_STATEMENT.search(text) or is_order(text) \
            or ADDS_TO_ANOTHER.search(text) or unheld_part(part) \
            or any(rx.search(words) for k, rx in lexicon().items() if k not in SCENE_CONCEPTS):
        return False
    return not (slots.stations or slots.all_stations or slots.places or slots.outside or slots.near or slots.coords
                or slots.time.kind != "now")


def figure_of_its_own(part: str, question: str, slots: Frame, got) -> bool:
    """Beside a comparison of both stations, a clause at one station that is no comparison itself and names a figure the
    rest of the question does not (the rest naming the one compared) asks that figure of its own."""
    if len(slots.stations) != 1 or slots.all_stations or got.probs.get("compare_stations", 0.0) >= 0.5:
        return False
    folded = simplify(part)
    rest = simplify(question).replace(folded, " ")
    mine = set(readings_named(folded)) | set(codes_named(folded))
    theirs = set(readings_named(rest)) | set(codes_named(rest))
    # the rest names both stations as one ("de las dos estaciones", "بين المحطتين"): "Compare Béjaïa et SBA : FWI,
    # humidité, …" lists the compared figures in its next clause
    return bool(mine and theirs and not mine & theirs and S.wants_all(rest))


STATED = any_of(CLAUSE_RULES["stated_context"])
ASKS_IN_A_STATEMENT = any_of(CLAUSE_RULES["asks_in_a_statement"])
CALL_SIGN = re.compile(rf"^\W*(?:(?:box|dispatch|weather box|base)\W+)?(?:{'|'.join(CLAUSE_RULES['call_sign'])})(?!\w)")


def stated_sentences(question: str) -> list[str]:
    """The sentences that give the crew's own report beside one that asks (data/clauses.json "stated_context"): one
    ending as a statement, with a reporting word, asking for nothing ("tell me ...")."""
    if not re.search(r"[?؟]", question):
        return []
    return [x for x in SENTENCE_END.split(question) if x.rstrip().endswith((".", "!")) and not REQUEST_START.match(x)
            and (STATED.search(simplify(x)) or CALL_SIGN.match(simplify(x))) and not ASKS_IN_A_STATEMENT.search(simplify(x))]


def settle(f: Frame, question: str, previous: Frame | None, has_images: bool, stations) -> None:
    """The typed rules over the slots and the reader's set (in place); see the module's docstring."""
    text = simplify(question)
    intents = list(f.intents)
    if asks_to_act(text) and not asks_ability(text) and "refuse" not in intents:
        intents = ["refuse"] + [i for i in intents if i not in ("out_of_scope", "capabilities")]
    if "refuse" in intents and "capabilities" not in intents and not asks_ability(text) \
            and any(asks_ability(x) for x in SENTENCE_END.split(text)):
        # "Tu peux envoyer des alertes SMS ? Si oui, envoie-en une aux pompiers": what the box can do is asked too
        intents.append("capabilities")
    sentences = [x for x in SENTENCE_END.split(text) if x.strip()]
    if "capabilities" not in intents and any(ABILITY_ASKED.search(a) and IF_SO.search(b) for a, b in zip(sentences, sentences[1:])):
        # "Can you project the fire front? If so, where'll it be in 15 min?": whether the box can is asked too
        intents.append("capabilities")
    if (held := DOCUMENTS_HELD.search(text)) and not text[:held.start()].strip(" ,.;:!?¿¡؟،"):
        # "what docs have you got loaded?" as the whole question: the box's own list of documents, whatever a session
        # before it leans the reader to (after a projection it read "شنو الوثائق لي عندك؟" as the projection again)
        intents = ["capabilities"]
    elif "documents" in intents and held:
        # "..., and what docs have you got loaded?": that part is the list, not a passage of one
        intents = list(dict.fromkeys("capabilities" if i == "documents" else i for i in intents))
    if intents == ["spread"] and previous is not None and "drift" in previous.intents and previous.rate_given \
            and f.horizon_min and not (f.stations or f.coords or f.places) and not HEADING_WORDS.search(text):
        # "what if it's 30 min" after "Head running 35 m/min, we're 20 min out. How far?": the distance again at the
        # crew's rate, with the new time, not where the head goes
        intents = ["drift"]
    elif intents == ["drift"] and previous is not None and {"drift", "spread"} & set(previous.intents) \
            and previous.rate_given and HEADING_WORDS.search(text) and not HOW_LONG_OR_FAR.search(text):
        # "and where will it be in 45?", "where's the head in an hour at that rate": where it goes, not how far
        intents = ["spread"]
    if has_images:
        # No labelled question came with a photo: what one is attached to is a question about it.
        intents = ["photo"] + [i for i in intents if i not in ("photo", "frames", "out_of_scope", "capabilities")]
    if f.outside and previous is not None and not any(re.search(rf"(?:\b{AT_WORDS}|^\W*(?:and|et|y))\s+{re.escape(p)}\b", question, re.I)
                                                     for p in f.places):
        f.outside = False    # "Same thing for August": a capitalised word that is a town somewhere, not where it asks about
    if f.outside and "documents" in intents and (named := [u for u in f.unread if DOCUMENT_WORDS.search(simplify(u))
                                                                 or DOCUMENT_PLACES.search(simplify(u))
                                                                 and not _other_places(f, stations)]):
        # "¿... según la guía de Butte?": the place names the guidance asked of, not a part out of scope (the
        # document search still leaves out passages about another place)
        f.unread = [u for u in f.unread if u not in named]
        f.outside = bool(f.unread)
    if f.outside and not f.stations and not f.coords and set(intents) & DATA_INTENTS and not {"documents", "refuse"} & set(intents):
        intents = ["out_of_scope"]
        f.notes.append("the places named lie outside every station's area")
    elif f.outside and (f.stations and (f.unread or _compared_places(f, question)) and set(intents) & DATA_INTENTS
                        or intents == ["capabilities"]) \
            and "out_of_scope" not in intents:
        # "danger at SBA, and in Tlemcen?", "which stations do you have, do you have Tlemcen?": the part about
        # Tlemcen is out of scope
        intents.append("out_of_scope")
    if "explain" in intents and previous is None and f.stations:
        # "Why was the ISI so high at SBA on 17 August?" with no answer before it to explain: the danger there, with
        # what it was computed from (compose reads drivers_asked)
        intents = list(dict.fromkeys("danger" if i == "explain" else i for i in intents))
    if intents == ["out_of_scope"] and f.stations and f.outside and unheld_part(question) is None:
        # "compare danger SBA vs Tlemcen": the place outside is out of scope, the station held still answers its part
        # (the reader's likelier figure, when the question's own words name it; a comparison gives the station's likelier
        # figure). Before the carry-over, so the day is the question's own.
        asked = max(FIGURE_WORDS, key=lambda k: f.intent_scores.get(k, 0.0))
        if f.intent_scores.get(asked, 0.0) >= 0.1 and lexicon()[FIGURE_WORDS[asked]].search(lexicon_text(text)):
            if asked == "compare_stations":      # one station held: nothing to compare it with here or from the session
                asked = max(("danger", "current_conditions"), key=lambda k: f.intent_scores.get(k, 0.0))
            intents = [asked, "out_of_scope"]
    f.drivers_asked = bool(f.stations or f.all_stations or previous is not None) and bool(lexicon()["explain"].search(text))
    f.intents = intents
    carry_over(f, previous, text, figures_named(text))
    if previous is not None and previous.intents == ["out_of_scope"] and f.follow_up \
            and f.intents and set(f.intents) <= set(POINT_FIGURES) and not figures_named(text) \
            and len(asked := figures_named(simplify(previous.question))
                    or (["current_conditions"] if readings_named(simplify(previous.question)) else [])) == 1 \
            and (unheld_part(previous.question) or ("", ""))[1] == "forecast":
        # "What's the danger going to look like tomorrow at Bejaia?" (no forecast held), then "Fine, today then.": the
        # figure asked before, at the time the follow-up gives
        f.intents = asked
    elif previous is not None and set(previous.intents) <= DETOURS and previous.figures_asked \
            and (f.follow_up or len(re.findall(r"\w+", text)) <= 12) and not figures_named(text) \
            and not readings_named(text) and not SPEED_ASKED.search(text) \
            and (f.intents and set(f.intents) <= set(POINT_FIGURES)
                 # "And yesterday?" read as nothing the box holds, or as the detour itself ("What can this box do?",
                 # then "And yesterday?" read as the box's abilities): a time or a station, and nothing unheld, named
                 or f.intents in (["out_of_scope"], previous.intents) and len(re.findall(r"\w+", text)) <= 4
                 and (f.time.kind != "now" or f.stations) and unheld_part(question) is None
                 and not (f.outside or f.places or f.near)):
        # "Any rain today at SBA?", "Also, how much defensible space does Butte County want?", "Sorry, back to SBA:
        # what about at 4 in the morning?": the figure asked before the detour
        carried = not set(f.intents) <= set(POINT_FIGURES)
        f.intents = list(previous.figures_asked)
        if carried:
            carry_over(f, previous, text, [])      # its stations and time, now that it asks a station's figure
    # the station figures the session last asked, carried through a detour (a document, the box, an order); a forecast
    # refused asks a figure of its own ("Will it be hotter tomorrow?"), the one the next "today then" asks
    forecast = (unheld_part(question) or ("", ""))[1] == "forecast"
    f.figures_asked = [i for i in f.intents if i in POINT_FIGURES] or (
        list(previous.figures_asked) if previous is not None and set(f.intents) <= DETOURS and not forecast else [])
    if "compare_stations" in f.intents and not f.stations and not f.all_stations and not f.outside:
        f.all_stations = True      # "which station is worse now?" naming none: every station the box has
    if "compare_stations" in f.intents and len(f.stations) == 1 and not f.all_stations and not f.outside \
            and (RANKS_THE_STATIONS.search(simplify(question)) or "compared_in" in f.reading) and len(stations or []) > 1:
        # "FWI at SBA, and which station is hotter?", "hotter station now + max FWI at SBA": SBA's own figure, and every
        # station ranked (the one named first); a comparison joined from its clause names no station there (backed)
        f.stations = f.stations + [s.device for s in stations if s.device not in f.stations]
    if "compare_stations" in f.intents and "summary" not in f.intents and f.time.kind in ("range", "last") \
            and (f.all_stations or len(f.stations) > 1) and not f.outside:
        # "Which station had more fire days in August?", "over the last week which one ran hotter": the stations
        # compared over a window, each station's summary of it (the batch brief's convention since stop 58; on the
        # labelled questions read by reader 23389a01 it makes 23 of d79-d90 right and 1 wrong; of the older batches,
        # written before the convention, 3 right and 26 wrong)
        f.intents = f.intents + ["summary"]
    if "compare_stations" in f.intents and len(f.stations) < 2 and not f.all_stations:
        # One station: nothing to compare it with; its likelier figure stands.
        figure = max(("danger", "current_conditions"), key=lambda k: f.intent_scores.get(k, 0.0))
        f.intents = list(dict.fromkeys(figure if i == "compare_stations" else i for i in f.intents))
    if "current_conditions" in f.intents and "danger" not in f.intents and codes_named(text) \
            and not set(f.intents) & {"summary", "compare_stations", "documents", "analogs", "explain"}:
        # "Vent à SBA hier à 16h, et l'IFM du coup ?": a fire-weather code named beside a reading is asked too (every
        # labelled question naming a code with a reading and nothing else that could hold it asks the danger).
        f.intents = f.intents + ["danger"]
    found = unheld_part(question)
    if found and not UNHELD_OWNERS & set(f.intents) and not any(found[0] in u or u in found[0] for u in f.unread):
        f.notes.append(f"not held: {found[2]}")
        f.unread.append(found[0])
        if found[1] == "direction" and set(f.intents) & DATA_INTENTS and "out_of_scope" not in f.intents:
            # "need wind dir + speed for SBA": the speed is held, the direction no station reports; the part not held
            # is out of scope beside the reading (the batch brief's one convention; the reader reads a question that
            # asks only the direction as out of scope alone)
            f.intents = f.intents + ["out_of_scope"]
        elif found[1] == "forecast" and (f.time.kind in ("now", "last") or f.time.text == "today") \
                and set(f.intents) & DATA_INTENTS:
            # "What will the humidity be at SBA tonight?" is all forecast: out of scope; "RH at SBA now, and tonight?"
            # asks a reading beside it: the reading, and the part out of scope ("yesterday at six in the evening"
            # names a past day: no forecast).
            whole = found[0].strip(" ?؟.!¿") == question.strip(" ?؟.!¿")
            f.intents = ["out_of_scope"] if whole else list(dict.fromkeys(f.intents + ["out_of_scope"]))
        elif found[1] == "forecast" and f.intents == ["out_of_scope"] and f.stations:
            # "¿Viento en SBA ahora y cómo estará mañana?", read as the forecast alone: the rest of the question names
            # a reading at a station and says now; that reading is asked beside the forecast out of scope.
            rest = simplify(question.replace(found[0], " "))
            asked = figures_named(rest)
            # ... or names the reading's own day ("Il est tombé combien hier à Béjaïa ? Et demain, on aura de la flotte ?")
            # (a day named outside the forecast's words: "hier", not "demain")
            named_day = f.time.kind == "day" and names_its_time(f, rest)
            if asked and (NAMES_NOW.search(rest) or named_day):
                f.intents = asked + ["out_of_scope"]
    if (part := near_part(question) or _arabic_compass(question, stations)) \
            and set(f.intents) & (STATION_FIGURES | {"analogs", "frames"}) and part not in f.near:
        f.near.append(part)
    if ("frames" in f.intents and set(f.intents) & STATION_FIGURES and not f.near and not S.find_stations(question, stations)
            and (part := detection_part(question))):
        f.near.append(part)       # "¿Dónde fue la detección del dron y qué peligro hay en esa zona?": where the frame was taken
    if previous is not None and previous.near and (f.follow_up or detection_part(question)) \
            and not S.find_stations(question, stations) and not at_the_station(question):
        # "What did the drone see out there?" after "FWI for the slope 8 km north-east of SBA?": still that place
        f.near = list(dict.fromkeys(f.near + previous.near))     # "Danger up there?": still the place near the station
    if previous is not None and previous.crew_figures and not f.crew_figures and f.follow_up \
            and {"drift", "spread"} & set(f.intents) and {"drift", "spread"} & set(previous.intents):
        # "Wind on our kestrel is 30 km/h. How far in 15 min?" then "And in 45?": still the crew's wind
        f.crew_figures = [c for c in previous.crew_figures if c["reading"] == "wind_kmh"]
    if f.near and not set(f.intents) & (STATION_FIGURES | {"analogs", "tactical", "spread", "frames"}):
        f.near = []        # a place named for a plan or a document: no figure or frame to warn about
    known = (previous.session_stations or previous.stations) if previous is not None else []
    f.session_stations = list(dict.fromkeys(known + f.stations))


def _arabic_compass(question: str, stations: list) -> str | None:
    """"شمال شرق سيدي بلعباس": a compass point off a station, kept only when the words after it name one."""
    part = compass_part(question)
    return part if part and S.find_stations(part, stations) else None


def names_its_time(f: Frame, text: str) -> bool:
    """Whether `text` (simplified) holds the words the frame's time was read from ("hier", "in August"), not a time
    carried over from the session. A day in words is read as its figure, as the time was ("the first of June": "1st of
    june")."""
    return bool(f.time.text) and bool(re.search(rf"(?<!\w){re.escape(simplify(f.time.text))}(?!\w)", L.ordinal_days(text)))


def held_by(intents) -> set[str]:
    """The asks a set answers: its own, those its answers hold (data/intents.json "holds") and those it explains
    (data/clauses.json "explained_by": a drift explains a spread clause)."""
    held = set(intents).union(*(HOLDS.get(i, set()) for i in intents))
    return held | {i for k, v in CLAUSE_RULES["explained_by"].items() if k in intents for i in v}


def asks_direction(question: str, part: str) -> bool:
    """Whether the clause lies in the part of the question asking the wind's direction (read on the whole question:
    "which way it was coming from" says the wind only in the clause before it)."""
    unheld = unheld_part(question)
    return bool(unheld and unheld[1] == "direction" and part.strip(" .?!¿؟") in unheld[0])


def figure_as_input(question: str, part: str) -> bool:
    """Whether a clause is the wind a projection runs on ("drift in 20 min w current wind at SBA", "بالرياح الحالية في
    سيدي بلعباس، كم يتقدم ...؟"). Read on the clause and the few characters before it: the splitter consumed the joiner
    ("w", "with the") that says so."""
    start = max(question.find(part), 0)
    return bool(FIGURE_AS_INPUT.search(simplify(question[max(0, start - LOOK_BACK):start + len(part)])))


def _other_places(f: Frame, stations) -> list[str]:
    """Places the question names that are neither a shipped document's own place nor a station ("the rule in Butte
    County and in Tlemcen": Tlemcen, though the part found outside quotes Butte County alone)."""
    return [p for p in f.places if not DOCUMENT_PLACES.search(simplify(p)) and not S.find_stations(p, stations)]


def _compared_places(f: Frame, question: str) -> list[str]:
    """Places outside set against a station ("compare danger SBA vs Tlemcen", "plus chaud qu'à Oran"): asked about,
    though the reader read only the station's figure."""
    return [p for p in f.places if re.search(rf"\b(?:{AGAINST_WORDS}|qu'[aà]|que en|or|ou|o) {re.escape(p)}\b", question)]


def backed(intent: str, part: str, slots: Frame) -> bool:
    """Whether a clause's own words back the reader's reading of it alone. A short clause is far from the
    questions the reader learnt from, and it reads a call sign ("Engine 4 here.") or a bare "give both
    classes" as out of scope, "requesting FWI" as a document: a document is backed only by a document
    named, out of scope only by something the box does not hold (a subject, a forecast, a place that is
    no station, off-topic words). Other readings stand on the reader's word."""
    text = simplify(part)
    if intent == "documents":
        return bool(lexicon()["documents"].search(text) or DOCUMENT_WORDS.search(text) or ASKS_MEANING.search(text)
                    or DOCUMENT_SUBJECTS.search(text))
    if intent == "compare_stations":
        # "hotter station now", "¿Cuál está más seca ahora?", "أي محطة أخطر دروك؟": the stations set against each
        # other in a comparative, a superlative or a ranking (data/clauses.json "ranking_words"); a clause naming one
        # station asks that station's figure, one naming another place ("how does that compare with Oran") asks what
        # the box does not hold, and "para comparar" or "near which station?" rank nothing
        return len(slots.stations) != 1 and not (slots.places or slots.outside or slots.near) \
            and bool(RANKING_WORDS.search(text))
    if intent == "out_of_scope":
        return bool(slots.places or slots.outside or slots.near or unheld_part(part) or near_part(part)
                    or any(lexicon()[k].search(lexicon_text(text)) for k in OUT_OF_SCOPE_WORDS))
    return True


DOCUMENT_SUBJECTS = re.compile("|".join(CLAUSE_RULES["document_subjects"]))
# Arabic glues "and" and the article to the word: "وأي محطة الأخطر؟", "وشكون الأسخن؟"
RANKING_WORDS = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) if w.isascii() else rf"(?:و)?(?:ال)?{re.escape(w)}"
                                                    for w in CLAUSE_RULES["ranking_words"]) + r")(?!\w)")
FIGURE_AS_INPUT = re.compile(CLAUSE_RULES["figure_as_input"])
DOCUMENTS_HELD = re.compile("|".join(CLAUSE_RULES["documents_held"]))
ABILITY_ASKED = re.compile(CLAUSE_RULES["ability_asked"])
IF_SO = re.compile(CLAUSE_RULES["if_so"])
A_CONDITION = re.compile(CLAUSE_RULES["a_condition"])
_MEANING = "|".join(re.escape(simplify(w)) for w in CLAUSE_RULES["meaning_words"])
_CODES = "|".join(re.escape(c) for c in sorted(CODES, key=len, reverse=True))
MEANING_OF_A_CODE = re.compile(rf"(?<!\w)(?:{_MEANING})(?:\W+\w+){{0,2}}?\W+(?:{_CODES})(?!\w)|"
                               rf"(?<!\w)(?:{_CODES})(?:\W+\w+){{0,2}}?\W+(?:{_MEANING})\W*$")
PAST_COUNTS = ("analogs", "summary")
LOOK_BACK = 12      # characters before a clause: "with the " and a space
HEADING_WORDS = re.compile("|".join(rf"(?<!\w){re.escape(simplify(w))}(?!\w)" if w.isascii() else re.escape(w)
                                     for w in CLAUSE_RULES["heading_words"]))
# How long or how far, asked beside "where the head is": a distance or a time, not where it goes.
HOW_LONG_OR_FAR = re.compile(r"\bhow (?:long|far|soon|much time)\b|\bcombien de temps\b|\bquelle distance\b|"
                             r"\bcuanto (?:tiempo|tarda|falta|recorre)\b|\ba que distancia\b|قداش من وقت|شحال من وقت|قداش يبعد")
# A meaning asked ("what does BUI measure", "que signifie le FFMC"; data/clauses.json "definition_words").
ASKS_MEANING = any_of(CLAUSE_RULES["definition_words"])


def document_query(question: str) -> str:
    """What to search the documents with: the parts of the question that ask a document ("Temperatura y FWI en SBA
    hoy, y ¿qué dice la guía sobre LCES?" searches "¿qué dice la guía sobre LCES?", where the whole question found
    the FWI guide); without such a part, the question less its orders ("... and email it to the homeowner")."""
    # the clause splitter keeps "FWI en SBA hoy, y ¿qué dice...?" whole: its sentences and "¿" open parts too
    parts = [q for p in split_clauses(question) for q in re.split(r"(?<=[,;.?!؟])\s+|\s*(?=¿)", p) if q.strip()]
    asking = [p for p in parts if backed("documents", p, None)]
    for k, p in enumerate(parts[:-1]):
        if p in asking and p.rstrip().endswith(",") and len(p.split()) <= 4 and parts[k + 1] not in asking:
            # "..., según la guía, a partir de cuánto prende fácil el combustible fino": the document named, then its ask
            asking.insert(asking.index(p) + 1, parts[k + 1])
    if asking and len(asking) < len(parts):
        return " ".join(asking).strip()
    kept = [p for p in parts if not is_order(p)]
    return " ".join(kept).strip() if kept and len(kept) < len(parts) else question


def mark_unexplained(f: Frame, question: str, clause_readings) -> None:
    """A clause the settled set does not explain: read alone, the reader labels it (p >= 0.5, its own labelling
    line) with an ask the set neither names nor holds (data/intents.json "holds"), nor a part already warned of
    (a place not held, near a station or outside them). Part of the question may be unread, so the reading is
    unsure: at most a warning that quotes the clause, never a plain answer (issue 26 item 5)."""
    if f.decision_kind in PLAN_KINDS and "tactical" not in f.intents:
        # "stay or go?", "on décroche ?", "worth a second engine?": a call asked of the box that the set does not hold
        # (data/decisions.json, "plan").
        # "When does the LCES sheet say to pull back?" asks the document: the call named in a part that names a
        # document too is the document's subject; "what does the guide say? نرجعو؟" still asks for the call.
        asked = [p for p in split_clauses(question) if p and decision_asked(p) in PLAN_KINDS] or [question]
        # "When should a crew pull back, according to the safety doc?": a document named in each sentence asking the
        # call, and the reader not leaning to a call, asks the document's rule ("What does the guide say? نرجعو؟" asks both).
        sentences = [x for x in SENTENCE_END.split(question) if decision_asked(x) in PLAN_KINDS] or [question]
        rule = all(lexicon()["documents"].search(simplify(x)) or DOCUMENT_WORDS.search(simplify(x)) for x in sentences) \
            and f.intent_scores.get("tactical", 0.0) < 0.5
        if "documents" not in f.intents or not (rule or all(lexicon()["documents"].search(simplify(p)) for p in asked)):
            f.unsure = True
            f.reading["unexplained"] = {"text": asked[0].strip(), "read_as": ["tactical"]}
            return
    held = held_by(f.intents)
    if f.drivers_asked and "danger" in f.intents:
        held.add("explain")     # "explain the high rating at SBA on 21 July. What drove it?": the drivers are given
    if f.unread or f.near or f.outside:
        held.add("out_of_scope")
    for part, got, slots in clause_readings:
        if "spread" in f.intents and HEADING_WORDS.search(simplify(part)):
            continue    # "..., et dans quelle direction ?": the spread answer says which way the head goes (or that it cannot)
        other = [i for i, p in got.probs.items() if p >= 0.5 and i not in held and backed(i, part, slots)]
        if other == ["out_of_scope"] and {"spread", "drift"} & set(f.intents) and _only_future(part, slots):
            if figures_named(simplify(part)) and "out_of_scope" not in f.intents \
                    and not (figure_as_input(question, part) or A_CONDITION.search(simplify(part))):
                # "where will the front be in an hour, and will it rain tonight?": the weather's own future asked beside
                # the projection is a forecast, which the box does not hold: out of scope beside it ("if the wind holds
                # at 20 km/h" is the wind the projection runs on)
                f.intents, held = f.intents + ["out_of_scope"], held | {"out_of_scope"}
                f.unread.append(part)
            other = []   # "¿Cuánto se habrá movido?" beside a rate: the projection's own future, no forecast asked
        if other:
            f.unsure = True
            f.reading["unexplained"] = {"text": part, "read_as": other}
            return
    for part, got, slots in clause_readings:
        # "Hottest day in August ...? And which had more rain yesterday?": the frame holds one time, and a clause
        # asking a station figure for a time wholly outside it is not served by the answer. Only a clause that asks
        # (its question mark): "Is a fire likely on 12 July? Use today's readings." tells the box how, asks nothing.
        asks = [i for i, p in got.probs.items() if p >= 0.5 and i in STATION_FIGURES]
        if ("summary" in f.intents or set(f.intents) <= set(POINT_FIGURES)) and set(asks) <= set(POINT_FIGURES) & set(f.intents) \
                and NAMES_NOW.search(simplify(part)):
            continue    # "..., and the FWI today?" beside a window or another day: the figure is read now (point_time)
        if asks and re.search(r"[?؟]", part) and _apart(slots.time, f.time):
            f.unsure = True
            f.reading["unexplained"] = {"text": part, "read_as": asks, "time": slots.time.text}
            return


def _only_future(part: str, slots: Frame) -> bool:
    """Whether all that makes a clause out of scope is its future tense (no place, no subject the box lacks)."""
    found = unheld_part(part)
    return bool(found and found[1] == "forecast" and not (slots.places or slots.outside or slots.near or near_part(part)))


def _apart(a, b) -> bool:
    """Two times the question names, neither overlapping the other (a day outside a month asked)."""
    spans = []
    for t in (a, b):
        if t.kind not in ("day", "range", "last") or t.start_ts is None:
            return False
        spans.append((t.start_ts, t.end_ts if t.end_ts is not None else t.start_ts))
    (s1, e1), (s2, e2) = spans
    return e1 <= s2 or e2 <= s1
