"""A question in a session leans on the one before (DESIGN §8b): "and yesterday?", "the other one?", "is that
bad?", "compare them", "if a fire starts there". The trained reader decides what is asked (it sees the
previous turn's intents); this carries over what the question does not name itself: its stations, its time,
its horizon. "There" is the station the previous answer singled out (its focus)."""
import re

from appliance.understand.frame import Frame

# A question that opens on "and", "what about", "et", "y" continues the previous one.
FOLLOW_UP = re.compile(r"^[¿¡\"'(\s]*(?:(?:ok|okay|so|right|alright|bon|vale)\W+)?(and|what about|how about|same (for|at)|also|"
                       r"et|y|and what about|and at|and for|and in|et a|et pour|y en|y para|then)\b")
SHORT = 4                # words: "rh?", "and yesterday?", "the other one?" lean on the previous question whole
# "for that day", "over those same days", "is that bad": the previous question's time and stations.
SAME_CONTEXT = re.compile(r"\b(that day|that date|those days|those same days|the same days?|same period|same time|that period|"
                          r"that week|that month|ce jour-la|ces jours-la|ese dia|esos dias|ese mismo dia)\b")
ANAPHORA = re.compile(r"\b(it|that|this|those|these|them|ca|cela|celle-ci|eso|esa|ese)\b")
THERE = re.compile(r"\b(there|that station|that one|la-bas|cette station|alli|alla|ahi|esa estacion)\b")
EXISTENTIAL = re.compile(r"\b(is|are|was|were|has|have|had|will|any(thing)?) there\b|\bthere (is|are|was|were|has|have|s)\b")
NAMES_NOW = re.compile(r"\b(now|today|right now|currently|maintenant|aujourd'hui|ahora|hoy)\b")
# Intents whose answer is a station's: a session's question with one of them and no place of its own is about
# the session's stations ("Where should I put the engines?" after a question about Béjaïa).
STATION_BOUND = {"current_conditions", "danger", "summary", "analogs", "spread", "tactical", "compare_stations"}
TIMED = STATION_BOUND | {"frames"}


def there_stations(text: str, previous: Frame | None) -> list[str]:
    """"If a fire starts there now": the stations the previous answer singled out ("watch X")."""
    if previous is not None and previous.focus and THERE.search(EXISTENTIAL.sub(" ", text)):
        return list(previous.focus)
    return []


def leans_on(text: str, question: str, f: Frame) -> bool:
    """Whether the question continues the previous one rather than starting afresh."""
    words = re.findall(r"\w+", text)
    return bool(FOLLOW_UP.match(text) or SAME_CONTEXT.search(text) or len(words) <= SHORT
                or (len(words) <= 9 and not f.stations and ANAPHORA.search(EXISTENTIAL.sub(" ", text))))


def carry_over(f: Frame, previous: Frame | None, text: str) -> None:
    """Stations, time and horizon the question leaves out, from the session's previous question (in place)."""
    if previous is None:
        return
    intents = set(f.intents)
    if intents <= {"refuse", "out_of_scope", "capabilities"}:
        return
    if intents == {"explain"}:        # "why?": about the answer just given, its stations and time
        f.stations, f.all_stations, f.time, f.focus = list(previous.stations), previous.all_stations, previous.time, list(previous.focus)
        f.follow_up = True
        return
    leans = leans_on(text, f.question, f)
    sessions = previous.session_stations or previous.stations
    named = bool(f.stations or f.all_stations or f.coords or f.outside)
    if "compare_stations" in intents and len(f.stations) < 2 and not f.all_stations and len(set(sessions) | set(f.stations)) >= 2:
        f.stations = list(dict.fromkeys(list(sessions) + f.stations))      # "compare them", "compare with X that day"
        f.follow_up = leans = True
    elif not named and previous.stations and intents & STATION_BOUND:
        f.stations = list(previous.stations)
        f.all_stations = previous.all_stations and leans
        f.follow_up = f.follow_up or leans
        f.notes.append("stations from the session's previous question")
    if leans and intents & TIMED and f.time.kind == "now" and previous.time.kind != "now" and not NAMES_NOW.search(text):
        f.time, f.follow_up = previous.time, True
    if f.at_hour is None and previous.at_hour is not None and re.search(r"\b(same time|same hour|a la meme heure|a la misma hora)\b", text):
        f.at_hour = previous.at_hour          # "yesterday same time?": the hour asked before
    if leans and intents & {"spread", "drift"}:
        f.horizon_min = f.horizon_min or previous.horizon_min
        f.coords = f.coords or previous.coords
