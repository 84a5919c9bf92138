"""Question -> Frame: deterministic entity parsers (stations, places, time, horizon, coordinates,
code thresholds), then IntentMatch (intents.py) with cue words for a part its one embedding can
miss, then follow-ups (followup.py) and the typed rules (rules.py); finally the parts no intent
reads are kept as unread, so an answer never claims a part it did not serve.
"""
import re
import unicodedata

from appliance.understand import intents as I
from appliance.understand import stations as S
from appliance.understand.constructs import PLAN_ASK, PLAN_PLACE, construct_reads
from appliance.understand.unheld import WEATHER_TO_COME, is_whole, same_day, unheld_part
from appliance.understand.followup import (SUBJECTS, asks_about_last_answer, figure_of, keep_stations, lean_on_previous,
                                           there_stations)
from appliance.understand.frame import Frame
from appliance.understand.hours import hour_asked
from appliance.understand.nearby import near_part
from appliance.understand.places import read_places as _places
from appliance.understand.record import without_norm_class
from appliance.understand.rules import COMPARISON, DATA_INTENTS, apply_rules
from appliance.understand.thresholds import threshold
from appliance.understand.typos import fix_typos
from appliance.understand.when import coordinates, horizon_minutes, parse_time
from appliance.understand.zones import zone

PLAN_WORDS = re.compile(f"{PLAN_PLACE.pattern}|{PLAN_ASK.pattern}")
UNITS = re.compile(r"\b(crews?|engines?|units?|dozers?|tankers?|trucks?|resources)\b", re.IGNORECASE)
STATION_FIGURES = {"current_conditions", "danger"}
AND_PARTS = re.compile(r"\s*(?:[,;&+]|\s(?:and|plus|et|y)\s)\s*")
AT_PLACE = re.compile(r"^\W*(?:at|in|near|around|for|a|à|en|pour|para|cerca de|pres de)\s+\w", re.IGNORECASE)
NOW_WORDS = re.compile(r"\b(now|right now|currently|current|today|tonight|this (morning|afternoon|evening)|at the moment|"
                       r"maintenant|actuellement|aujourd'hui|ahora|hoy|actualmente)\b")


def simplify(text: str) -> str:
    """Lower case without accents, punctuation kept (clock times need their colon)."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower().replace("’", "'")


def parse_question(question: str, *, now: float, stations: list[S.Station], embedder=None, previous: Frame | None = None,
                   has_images: bool = False, model=None, read_places: bool = True) -> Frame:
    """The frame of one question. `now` is the answer's clock (unix s); `stations` the box's stations
    (stations.known_stations(db)); `previous` the session's last frame, for follow-ups; `model`
    (optional) confirms or corrects the intent set through a constrained choice (confirm.py)."""
    asked, question = question, fix_typos(question)
    text = simplify(question)
    f = Frame(question=asked)
    f.stations = S.find_stations(question, stations)
    plain = I.expand_shorthand(question)          # "which stn" -> "which station"
    f.all_stations = (S.wants_all(plain) or (S.asks_which(plain) and not S.find_stations(question, stations))) \
        and len(stations) > 1
    if f.all_stations and len(f.stations) < 2:
        f.stations = [s.device for s in stations]
    if S.wants_other(question) and previous is not None and not f.stations:
        f.stations = [s.device for s in stations if s.device not in previous.stations][:1]
    at_detection = False
    if not f.stations:
        f.stations = there_stations(text, previous)   # "watch Sidi-Bel Abbes" -> "if a fire starts there"
        # "what's the wind there" after the drone's detection: the nearest station's, not measured at the fire
        at_detection = bool(f.stations) and previous is not None and "frames" in previous.intents
    by_device = {s.device: s for s in stations}
    first = by_device.get(f.stations[0]) if f.stations else (stations[0] if stations else None)
    tz = zone(first.lat, first.lon) if first else zone(None, None)
    f.time = parse_time(without_norm_class(text), now, tz, previous.time if previous is not None else None)
    f.time.tz = "UTC" if f.time.utc else tz.key
    if previous is not None and (f.time.kind, f.time.start_ts, f.time.end_ts) == \
            (previous.time.kind, previous.time.start_ts, previous.time.end_ts):
        f.time = previous.time          # "that day": the previous question's day, as it was named
    f.horizon_min = horizon_minutes(text)
    f.at_hour = hour_asked(text)
    f.coords = coordinates(question)
    thr = threshold(text)
    f.threshold = thr.to_json() if thr else None
    if read_places:
        near: list[tuple[str, str]] = []
        f.places, outside = _places(question, f.stations, stations, f.notes, near)
        f.near = list(dict.fromkeys(name for name, _ in near))
        if near and not f.stations:
            f.stations = list(dict.fromkeys(device for _, device in near))     # "wind at Tichy": Béjaïa's station, warned
    else:
        outside = False
    if outside and f.stations and (part := _outside_part(question, stations)):
        # "The danger at X now, and what's the weather in Algiers?": the part about a place the box
        # holds nothing for is out of scope and named; the rest is read on its own.
        rest = parse_question(_without(question, part), now=now, stations=stations, embedder=embedder, previous=previous,
                              has_images=has_images, model=model, read_places=read_places)
        rest.question, rest.places = asked, list(dict.fromkeys(f.places + rest.places))
        rest.intents = list(dict.fromkeys(rest.intents + ["out_of_scope"]))
        rest.unread = rest.unread + [part]
        rest.notes.append(f"a part about a place outside every station's area: {part}")
        return rest

    # Intents: IntentMatch, else cue words.
    if embedder is not None:
        f.intents, f.intent_scores = I.match_intents(question, embedder, S.mask_stations(question, stations),
                                                     comparison=bool(COMPARISON.search(text)))
        f.intent_by = "embedding"
        # One embedding for the whole question can miss its second clause ("... and publish an
        # alert", "... and where should we stage"): a specific cue word adds that intent, so an
        # answer never claims a part it did not serve.
        cues = [i for i in I.cue_intents(question, fallback=False)
                if i not in f.intents and i not in ("capabilities", "out_of_scope", "explain")]
        if f.intents[0] not in DATA_INTENTS and not _anchored(text, f):
            # "What FWI counts as extreme in the guide?": a code named in a question about a document
            # asks what the document says, not for a station's figure.
            cues = [i for i in cues if i not in STATION_FIGURES]
        f.intents += cues
        # A cue-word intent whose facts another intent's answer already holds is redundant.
        f.intents = [i for i in f.intents if i not in cues or not any(i in I.COVERS_CUED.get(j, ()) for j in f.intents)]
    else:
        f.intents, f.intent_by = I.cue_intents(question), "cues"
    if f.intents == ["out_of_scope"] and max(f.intent_scores.values(), default=1.0) < I.NOTHING:
        # Nothing matched well, but a cue word names something the box holds ("the LCES doc"): that, not out of scope.
        cued = [i for i in I.cue_intents(question, fallback=False) if i in SUBJECTS]
        if cued:
            f.intents, f.intent_by = cued[:1], "cues"

    bare = re.findall(r"\w+", S.mask_stations(question, stations, mask=" "))
    if len(bare) <= 2 and (cued := [i for i in I.cue_intents(question, fallback=False) if i in SUBJECTS]):
        # "danger?", "wind?", "FWI Béjaïa": a word or two that name their subject say what they ask (the
        # embedding of one word and a question mark is noise: "danger?" read as a summary).
        f.intents, f.intent_by = cued[:1], "cues"
    if previous is None and asks_about_last_answer(text):
        f.intents, f.intent_by = ["explain"], "cues"      # "walk me through your last call": there is none to explain
    lean_on_previous(f, question, text, previous, bare)
    if outside and f.follow_up and not f.coords and not S.find_stations(question, stations) \
            and any(re.search(rf"(?:\b(?:about|at|in|for|near|around|a|à|en|pour|para)|^\W*(?:and|et|y))\s+{re.escape(p)}\b", question, re.IGNORECASE)
                    for p in f.places):
        f.stations = []      # "ok, what about Tizi Ouzou": the place named, not the session's station

    if model is not None and f.intent_by == "embedding":
        from appliance.understand.confirm import confirm_intents

        f.intents, how = confirm_intents(model, question, f.intents, f.intent_scores)
        if how:
            f.intent_by, f.notes = how, f.notes + [f"model {how} the intent set"]

    f.intents = apply_rules(f, text, has_images=has_images, outside=outside)
    keep_stations(f, previous)
    if embedder is not None and not f.follow_up and not {"refuse", "out_of_scope"} & set(f.intents):
        single = len(f.stations) < 2 and not f.all_stations
        f.unread = [u for u in I.unread_parts(question, embedder, f.intents, S.mask_stations(question, stations),
                                              ruled_out=("compare_stations",) if single else ())
                    if not construct_reads(simplify(u), f.intents)]
    _unheld(f, question)
    if (part := near_part(question)) and set(f.intents) & (STATION_FIGURES | {"compare_stations", "summary"}) and part not in f.near:
        f.near.append(part)
    if previous is not None and previous.near and f.follow_up and not S.find_stations(question, stations) \
            and re.search(r"\b(there|up there|out there|la-bas|alla|alli|ahi)\b", text):
        f.near = list(dict.fromkeys(f.near + previous.near))     # "Danger up there?": still the place near the station
    if previous is not None and f.follow_up and f.at_hour is None and previous.at_hour is not None \
            and re.search(r"\b(same time|same hour|a la meme heure|a la misma hora)\b", text):
        f.at_hour = previous.at_hour          # "yesterday same time?": the hour asked before
    if at_detection and set(f.intents) & STATION_FIGURES:
        f.near.append("where the drone saw the fire")
    if f.near and not set(f.intents) & (STATION_FIGURES | {"compare_stations", "summary", "analogs", "tactical", "spread"}):
        f.near = []        # a place named for a plan, a document or a drone frame: no station figure to warn about
    known = (previous.session_stations or previous.stations) if previous is not None else []
    f.session_stations = list(dict.fromkeys(known + f.stations))
    f.figure = figure_of(f, previous)
    return f


def _unheld(f: Frame, question: str) -> None:
    """A part asking for what the box does not hold (a forecast, lightning, the wind's direction) is kept
    unread and named; a question asking nothing else is out of scope (in place)."""
    found = unheld_part(question)
    kind = found[1] if found else None
    plain = simplify(question)
    plan = bool(PLAN_WORDS.search(plain))
    # "Outlook for X over the next 48 hours": a forecast, not a projection to that horizon.
    outlook = bool(kind == "forecast" and re.search(r"forecast|outlook|prevision|pronostico", found[0], re.IGNORECASE)
                   and not re.search(r"\b(head|front|fire|spread|projection|run|move)\b", plain))
    if outlook:
        f.intents = [i for i in f.intents if i != "spread"] or ["out_of_scope"]
    busy = {"refuse", "spread", "drift", "capabilities"} | ({"out_of_scope"} if not outlook else set())
    if kind == "forecast" and plan and not WEATHER_TO_COME.search(plain):
        busy |= {"tactical", "documents", "frames"}      # "where do we stage tonight": a time in a plan, no forecast asked
    if kind == "direction":
        busy |= {"tactical"}
    if kind == "red flag" and "refuse" not in f.intents:
        # "Is it a red flag day at X?": the box's danger class with the warning named as not held.
        f.intents = ["danger"] + [i for i in f.intents if i not in ("danger", "current_conditions", "summary", "documents",
                                                                    "out_of_scope", "capabilities")]
        busy = busy - {"out_of_scope"}
    if kind == "direction" and "tactical" in f.intents and not plan:
        # "which way is the wind blowing there": the readings (and the direction named as not reported), no plan
        f.intents = list(dict.fromkeys("current_conditions" if i == "tactical" else i for i in f.intents))
        busy = busy - {"tactical"}
    if found and not busy & set(f.intents) and not any(found[0] in u or u in found[0] for u in f.unread):
        part, kind, why = found
        f.notes.append(f"not held: {why}")
        if kind not in ("direction", "red flag") and is_whole(part, question) and not same_day(part):
            f.intents, f.unread = ["out_of_scope"], [part]
            return
        if kind == "forecast" and same_day(part) and not set(f.intents) & STATION_FIGURES:
            f.intents = ["danger"] + [i for i in f.intents if i not in ("summary", "out_of_scope", "capabilities")]
        f.unread.append(part)
        if kind == "not held" and UNITS.search(part):
            f.intents = [i for i in f.intents if i != "tactical"] or ["out_of_scope"]   # where the units are: not held, no plan asked
    if any(unheld_part(u) and unheld_part(u)[1] not in ("direction", "red flag") for u in f.unread) and not {"refuse", "out_of_scope"} & set(f.intents):
        f.intents.append("out_of_scope")     # a subject the box holds no data for


def _anchored(text: str, f: Frame) -> bool:
    """Whether the question points at a station's data: a station, every station, a time or coordinates."""
    return bool(f.stations or f.all_stations or f.coords or f.time.kind != "now" or NOW_WORDS.search(text))


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


def _without(question: str, part: str) -> str:
    rest = question.replace(part, " ")
    return re.sub(r"\s*,?\s*(?:and|et|y)\s*([?.!]?)\s*$", r"\1", re.sub(r"\s+", " ", rest)).strip(" ,;") or question
