"""Question -> Frame: the typed slot parsers (DESIGN §8b, issue 26 item 2): stations ("Sidi", "SBA", every
station, the other one, "there"), places near or outside a station, the time (station-local days), a horizon,
an hour, coordinates and a code threshold. They never choose the intents: the trained reader does (read.py),
and what follows from the intents (a part left unread, what a follow-up carries over) is settled there.
"""
import re

from appliance.understand import intents as I
from appliance.understand import stations as S
from appliance.understand.dates_lang import spelt_as_digits
from appliance.understand.followup import there_stations
from appliance.understand.frame import Frame
from appliance.understand.hours import hour_asked
from appliance.understand.places import read_places as _places
from appliance.understand.thresholds import Threshold, bare_mark, codes_named, days_as_asked, reading_threshold, threshold
from appliance.understand.typos import fix_typos
from appliance.understand.when import coordinates, horizon_minutes, parse_time, without_norm_class
from appliance.understand.wordlists import simplify
from appliance.understand.zones import zone

# Darija in Latin letters joins with "w" and places with "f"/"fi" ("lkhatar f bjaya w f wahran").
AND_PARTS = re.compile(r"\s*(?:[,;&+]|\s(?:and|plus|et|y|w)\s)\s*")
AT_PLACE = re.compile(r"^\W*(?:at|in|near|around|for|a|à|en|pour|para|cerca de|pres de|f|fi)\s+\w", re.IGNORECASE)


def parse_question(question: str, *, now: float, stations: list[S.Station], previous: Frame | None = None,
                   read_places: bool = True, **_ignored) -> Frame:
    """The typed slots of one question. `now` is the answer's clock (unix s); `stations` the box's stations
    (stations.known_stations(db)); `previous` the session's last frame ("the other one", "there", "that day")."""
    asked, question = question, fix_typos(question)
    text = simplify(question)
    f = Frame(question=asked)
    f.stations = S.find_stations(question, stations)
    plain = I.expand_shorthand(question)          # "which stn" -> "which station"
    f.all_stations = (S.wants_all(plain) or (S.asks_which(plain) and not f.stations)) and len(stations) > 1
    if f.all_stations and len(f.stations) < 2:
        f.stations = [s.device for s in stations]
    f.horizon_min, f.at_hour, f.coords = horizon_minutes(text), hour_asked(text), coordinates(question)
    marks = spelt_as_digits(text)           # "days the FWI passed twenty"
    thr = threshold(marks)
    counted = reading_threshold(marks) if thr is None else None
    if thr is None and counted is None and (mark := bare_mark(marks)) and len(named := codes_named(text)) == 1:
        # "Max FWI in July, and of past days above 20 how many burned?": the one code the question names, its mark
        thr = Threshold(named[0], *mark)
    f.threshold = thr.to_json() if thr else None
    f.reading_threshold = counted.to_json() if counted else None
    if thr is None and counted is None:
        f.days_as_asked = days_as_asked(text)        # "have days that low ever burned?": the day's own figure the mark
    if read_places:
        near: list[tuple[str, str]] = []
        f.places, f.outside = _places(question, f.stations, stations, f.notes, near)
        f.near = list(dict.fromkeys(name for name, _ in near))
        if near and not f.stations:
            f.stations = list(dict.fromkeys(device for _, device in near))     # "wind at Tichy": Béjaïa's station, warned
    if f.outside and f.stations and (part := _outside_part(question, stations)):
        # "The danger at X now, and what's the weather in Algiers?": that part is named as not answered.
        f.unread.append(part)
        f.notes.append(f"a part about a place outside every station's area: {part}")
    if S.wants_other(question) and previous is not None and not f.stations:
        # "والمحطة الأخرى البارح؟" after a detour (a forecast asked) that named none: the other one than the session's
        held = previous.stations or previous.session_stations
        f.stations = [s.device for s in stations if s.device not in held][:1]
    if not f.stations and (there := there_stations(text, previous)):
        f.stations = there           # "watch Sidi-Bel Abbes" -> "if a fire starts there"
        if "frames" in previous.intents:
            f.near.append("where the drone saw the fire")   # the nearest station's figures, not measured at the fire
    by_device = {s.device: s for s in stations}
    first = by_device.get(f.stations[0]) if f.stations else (stations[0] if stations else None)
    tz = zone(first.lat, first.lon) if first else zone(None, None)
    f.time = parse_time(without_norm_class(text), now, tz, previous.time if previous is not None else None)
    if f.time.text == "overnight" and f.at_hour is not None and f.at_hour >= 12:
        f.time = parse_time("yesterday", now, tz)   # "at 10 pm last night", "anoche a las 22 h": yesterday evening
    f.time.tz = "UTC" if f.time.utc else tz.key
    if previous is not None and (f.time.kind, f.time.start_ts, f.time.end_ts) == \
            (previous.time.kind, previous.time.start_ts, previous.time.end_ts):
        f.time = previous.time          # "that day": the previous question's day, as it was named
    return f


def _outside_part(question: str, stations: list[S.Station]) -> str | None:
    """The clause that names no station and a place outside every station's area (None when none does)."""
    # "wind at X and at Oran?": a place added with "and" is a part of its own, though no clause of its own.
    parts = I.clauses(question) or [p for p in AND_PARTS.split(question) if AT_PLACE.match(p)] \
        or [p for p in AND_PARTS.split(question)[1:] if re.search(r"\b(?:at|in|for|à|en|a)\s+[A-Z]", p)]
    for part in parts:
        if I._asks_nothing_new(part, question):
            continue        # "Many thanks." asks nothing (and Many is a town in Moselle)
        if not S.find_stations(part, stations) and _places(part, [], stations, [])[1]:
            return part
    return None
