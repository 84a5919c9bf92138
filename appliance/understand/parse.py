"""Question -> Frame: deterministic entity parsers plus IntentMatch, then a few typed rules.

Rules applied after IntentMatch, each because the entities settle what the wording leaves open:
- a photo sent with the question turns "frames" into "photo"; no photo sent leaves "photo" to
  abstain honestly ("no photo came with the question");
- two or more stations (or "both stations") with "which / compare / than / versus" add compare_stations;
- a horizon ("in 30 minutes") with no spread or drift intent adds spread;
- a follow-up ("and at the other station?", "what about yesterday?", "what was it on 14 August?")
  keeps the previous frame's intents, stations and time unless it names its own;
- an intent whose answer holds another's facts covers it (data/intents.json "covers": a comparison
  gives each station's danger, so "compare the danger" is a comparison alone);
- places (gazetteer) outside every station's place chain make a data question out_of_scope.
"""
import re
import unicodedata

from appliance.understand import intents as I
from appliance.understand import stations as S
from appliance.understand.frame import Frame
from appliance.understand.thresholds import threshold
from appliance.understand.when import coordinates, horizon_minutes, parse_time
from appliance.understand.zones import zone

FOLLOW_UP = re.compile(r"^[¿¡\"'(\s]*(and|what about|how about|same (for|at)|also|et|y|and what about|and at|and for|and in|et a|et pour|y en|y para|then)\b")
COMPARE_WORDS = re.compile(r"\b(which|compare|comparer|compara|versus|vs|than|que|quelle|cual|worse|better|rank|or|ou|o|more|plus|mas)\b")
TREND = re.compile(r"\b(trend|trending|changed?|changes|evolution|evolved?|picking up|rising|falling|dropping|over the (last|past)|tendance|tendencia)\b")
DATA_INTENTS = {"current_conditions", "danger", "compare_stations", "summary", "analogs", "spread", "drift", "tactical"}
FIRE_COUNT = re.compile(r"\b(how many|number of|count|combien|cuantos|cuantas)\b.*\b(fires?|burn(ed|t)?|incendies?|incendios?|brule|"
                        r"feux?)\b|\bfire days?\b|\bdays with (a )?fires?\b")
# What makes a two-station question a comparison rather than one figure at each ("the danger at both stations").
COMPARISON = re.compile(r"\b(which|compare[sd]?|comparing|comparison|comparer|comparaison|compara|comparar|versus|vs|than|"
                        r"worse|worst|better|best|rank|ranking|more|most|less|least|higher|highest|lower|lowest|hotter|"
                        r"hottest|drier|driest|windier|windiest|wetter|colder|warmer|riskier|safer|differ|difference|"
                        r"plus|moins|pire|meilleure?|laquelle|quelle station|mas|menos|peor|mejor|cual de|cual estacion|"
                        r"or|ou|o|watch|surveiller|vigilar)\b")
FOLLOW_UP_MAX_WORDS = 9
WEAK_MATCH = 0.5
STRONG_OWN = 0.7         # a follow-up's own intent counts only when it matches this well (not "¿Y ayer?")
STATION_FIGURES = {"current_conditions", "danger"}
SUBJECTS = {"current_conditions", "danger", "summary", "analogs", "frames", "spread", "drift", "documents", "tactical"}
NOW_WORDS = re.compile(r"\b(now|right now|currently|current|today|tonight|this (morning|afternoon|evening)|at the moment|"
                       r"maintenant|actuellement|aujourd'hui|ahora|hoy|actualmente)\b")
# "days like today", "past days similar to 14 August", "jours semblables", "días parecidos a hoy": a reference
# day to find analogs of (a typed construct: the day is the thing compared, not a window to summarize).
SIMILAR_DAYS = re.compile(r"\b(days?|jours?|dias?)\b[^.?!]{0,25}\b(like|similar|resembl\w*|semblables?|comme|parecid[oa]s?|"
                          r"similares|como)\b|\b(like|similar to|resembl\w*|semblables? a|parecid[oa]s? a|como)\b[^.?!]{0,20}"
                          r"\b(past|previous|earlier|historical|historic|fire|passes|anteriores|pasados)\b[^.?!]{0,12}\b(days?|jours?|dias?)\b")
# A request to act on the world or the box (publish, evacuate, change a setting) at the start of the
# question, or anywhere as a verb; without one, "any alerts in the last 6 hours?" is no request to refuse.
ACT_FIRST = re.compile(r"^\W*(please\s+|can you\s+|could you\s+|go\s+)?(publish|send(?! (me|us)\b)|post|broadcast|notify|alert|"
                       r"evacuate|order|issue|change|set(?! up\b)|raise|lower|increase|decrease|delete|remove|erase|wipe|"
                       r"disable|enable|turn (off|on)|switch (off|on)|shut|stop|reset|override|modify|edit|cancel|sound|"
                       r"dispatch|publie|envoie|evacue|supprime|modifie|desactive|augmente|publica|envia|evacua|borra|"
                       r"elimina|cambia|desactiva|apaga|sube)\b")
ACT_ANY = re.compile(r"\b(publish|publishing|send|sending|post|broadcast|notify|evacuate|evacuation order|issue|change|"
                     r"delete|erase|wipe|disable|turn off|switch off|shut|reset|override|reveal|ignore|forget|disregard|"
                     r"sound the|alert (the|all|every)|publie|envoie|evacue|supprime|modifie|desactive|oublie|ignore|"
                     r"publica|envia|evacua|borra|elimina|cambia|desactiva|apaga|olvida|ignora)\b")
# "there" / "that station": the station the previous answer singled out.
THERE = re.compile(r"\b(there|that station|that one|la-bas|cette station|alli|alla|ahi|esa estacion)\b")
# "What was it on 14 August?", "and what was that yesterday?": a pronoun for the previous question's subject.
ANAPHORA = re.compile(r"\b(it|that|this|there|those|these|them|ca|cela|celle-ci|eso|esa|ese|alli|ahi)\b")


def simplify(text: str) -> str:
    """Lower case without accents, punctuation kept (clock times need their colon)."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower().replace("’", "'")


def _places(question: str, station_devices: list[str], stations: list[S.Station], notes: list) -> tuple[list[str], bool]:
    """(gazetteer place names that are not station names, whether any lies outside every station's chain)."""
    try:
        from appliance.geo import relate, tag_places

        tagged = tag_places(question)
    except Exception as exc:  # no gazetteer built: places are not read, and the audit says so
        notes.append(f"places not read: {type(exc).__name__}")
        return [], False
    forms = {f for s in stations for f in s.forms}
    names, outside = [], False
    for p in tagged:
        if S.fold(p["name"]) in forms or not _mentioned(p["name"], question):
            continue
        names.append(p["name"])
        covered = False
        for s in stations:
            sp = _station_places(s.name)
            if sp and relate([p], sp)["relation"] in ("exact", "broader", "narrower"):
                covered = True
        outside = outside or (not covered and bool(stations))
    return names, outside


def _mentioned(place: str, question: str) -> bool:
    """A place counts when the question capitalises a word that starts like its name ("Lisbon" for
    Lisboa, "Butte County"); a lower-case common word the gazetteer also knows ("act", "est") does not.
    The first word of a sentence is capitalised by grammar, so it only counts when it is the name itself."""
    head = S.fold(place)[:3]
    if len(S.fold(place).replace(" ", "")) < 3:
        return False      # "Hå" (Norway) is the Spanish "Ha": a two-letter name is never read as a place
    first = {m.start() for m in re.finditer(r"(?:^|[.!?¿¡]\s*)\s*([^\W\d_])", question)}
    for m in re.finditer(r"\b([A-ZÀ-Þ][\w'-]+)", question):
        word = S.fold(m.group(1))
        if word.startswith(head) and (m.start() not in first or f" {S.fold(place)} ".startswith(f" {word}")):
            return True
    return False


_station_place_cache: dict[str, list] = {}


def _station_places(name: str) -> list:
    if name not in _station_place_cache:
        from appliance.geo import tag_places

        try:
            _station_place_cache[name] = [p for p in tag_places(name) if p.get("id")]
        except Exception:
            _station_place_cache[name] = []
    return _station_place_cache[name]


def parse_question(question: str, *, now: float, stations: list[S.Station], embedder=None, previous: Frame | None = None,
                   has_images: bool = False, model=None, read_places: bool = True) -> Frame:
    """The frame of one question. `now` is the answer's clock (unix s); `stations` the box's stations
    (stations.known_stations(db)); `previous` the session's last frame, for follow-ups; `model`
    (optional) confirms or corrects the intent set through a constrained choice (confirm.py)."""
    text = simplify(question)
    f = Frame(question=question)
    f.stations = S.find_stations(question, stations)
    f.all_stations = (S.wants_all(question) or (S.asks_which(question) and not S.find_stations(question, stations))) \
        and len(stations) > 1
    if f.all_stations and len(f.stations) < 2:
        f.stations = [s.device for s in stations]
    if S.wants_other(question) and previous is not None and not f.stations:
        f.stations = [s.device for s in stations if s.device not in previous.stations][:1]
    if THERE.search(text) and previous is not None and previous.focus and not f.stations:
        f.stations = list(previous.focus)         # "watch Sidi-Bel Abbes" -> "if a fire starts there"
    by_device = {s.device: s for s in stations}
    first = by_device.get(f.stations[0]) if f.stations else (stations[0] if stations else None)
    tz = zone(first.lat, first.lon) if first else zone(None, None)
    f.time = parse_time(text, now, tz, previous.time if previous is not None else None)
    if previous is not None and (f.time.kind, f.time.start_ts, f.time.end_ts) == \
            (previous.time.kind, previous.time.start_ts, previous.time.end_ts):
        f.time = previous.time          # "that day": the previous question's day, as it was named
    f.horizon_min = horizon_minutes(text)
    f.coords = coordinates(question)
    thr = threshold(text)
    f.threshold = thr.to_json() if thr else None
    if read_places:
        f.places, outside = _places(question, f.stations, stations, f.notes)
    else:
        outside = False

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
    top = max(f.intent_scores.values()) if f.intent_scores else 1.0

    # Follow-ups lean on the previous frame.
    short = len(question.split()) <= FOLLOW_UP_MAX_WORDS
    anaphoric = short and not f.stations and bool(ANAPHORA.search(text))
    explains = bool(f.intents) and f.intents[0] == "explain"     # "Why?" is about the last answer, not a new subject
    if previous is not None and previous.intents and not explains and \
            (FOLLOW_UP.match(text) or (short and top < WEAK_MATCH) or anaphoric):
        strong = [i for i in f.intents if f.intent_scores.get(i, 0) >= STRONG_OWN and i not in ("capabilities", "out_of_scope")]
        if not strong:
            # "and the danger?", "what about the wind?": too short for a clear match, but a cue word
            # names the new subject (the best-matching of the intents it cues); "and yesterday?" names none.
            cued = [i for i in I.cue_intents(question, fallback=False) if i in SUBJECTS]
            strong = [max(cued, key=lambda i: f.intent_scores.get(i, 0))] if cued else []
        if not strong or S.wants_other(question) or FOLLOW_UP.match(text):
            f.follow_up, f.intent_by = True, "follow-up"
            f.intents = list(previous.intents) if not strong else strong
            if not f.stations:
                f.stations, f.all_stations = list(previous.stations), previous.all_stations
            if f.time.kind == "now" and previous.time.kind != "now":
                f.time = previous.time
            f.horizon_min = f.horizon_min or previous.horizon_min
            f.coords = f.coords or previous.coords

    if model is not None and f.intent_by == "embedding":
        from appliance.understand.confirm import confirm_intents

        f.intents, how = confirm_intents(model, question, f.intents, f.intent_scores)
        if how:
            f.intent_by, f.notes = how, f.notes + [f"model {how} the intent set"]

    intents = list(f.intents)
    # Exclusive intents: they make sense only as the whole question, never as a companion.
    for only in ("out_of_scope", "capabilities", "explain"):
        if only in intents and (intents[0] != only or (only == "out_of_scope" and (f.stations or f.coords))):
            intents.remove(only)
    if not intents:
        ranked = sorted(f.intent_scores, key=lambda k: -f.intent_scores[k])
        intents = [next((k for k in ranked if k not in ("out_of_scope", "capabilities", "explain")), "capabilities")]
    if has_images and "frames" in intents and "photo" not in intents:
        intents[intents.index("frames")] = "photo"
    if (len(f.stations) >= 2 or f.all_stations) and COMPARE_WORDS.search(text) and "compare_stations" not in intents \
            and any(i in intents for i in ("danger", "current_conditions", "summary")):
        intents.insert(0, "compare_stations")
    if "compare_stations" in intents and len(f.stations) == 1 and not f.all_stations:
        # One station named: there is nothing to compare it with; the next reading stands.
        ranked = sorted(f.intent_scores, key=lambda k: -f.intent_scores[k])
        nxt = next((k for k in ranked if k not in ("compare_stations", "out_of_scope", "capabilities", "explain")), "danger")
        intents = [nxt if i == "compare_stations" else i for i in intents]
        intents = list(dict.fromkeys(intents))
    if "compare_stations" in intents and not COMPARISON.search(text) and not f.follow_up:
        # "The danger at both stations": one figure at each, not a comparison (no word compares them).
        figure = max(("danger", "current_conditions"), key=lambda k: f.intent_scores.get(k, 0))
        intents = [figure if i == "compare_stations" else i for i in intents]
        intents = list(dict.fromkeys(intents))
    if "compare_stations" in intents and "current_conditions" in intents:
        intents.remove("current_conditions")      # the comparison gives each station's readings
    if SIMILAR_DAYS.search(text) and f.time.kind not in ("last", "range") and intents[0] != "analogs" \
            and not {"refuse", "documents"} & set(intents):
        # Days like a given day, with no window named: analogs of it, not a summary or today's figure.
        # The whole question's reading gives way; a part read from a clause of its own stays.
        intents = ["analogs"] + [i for i in intents[1:] if i not in ("analogs", "summary")]
    if "compare_stations" in intents and len(f.stations) < 2 and not f.all_stations and len(intents) > 1:
        intents.remove("compare_stations")         # nothing to compare: another intent carries the question
    if f.threshold and FIRE_COUNT.search(text) and "analogs" not in intents:
        # Counting the days beyond a code threshold that burned is a count over the fire record.
        intents = ["analogs"] + [i for i in intents if i not in ("summary", "danger", "current_conditions")]
    elif f.time.kind in ("last", "range") and FIRE_COUNT.search(text) and "analogs" not in intents:
        # Counting fire days over a window is a summary of it (from the box's past-fire record).
        intents = ["summary"] + [i for i in intents if i not in ("summary", "danger", "current_conditions")]
    if f.time.kind in ("last", "range") and TREND.search(text) and intents[0] in ("danger", "current_conditions"):
        intents[0] = "summary"                     # a trend over a window is a summary of it
    if f.horizon_min and not {"spread", "drift"} & set(intents) and not {"refuse", "documents", "capabilities"} & set(intents):
        intents.append("spread")
    if "refuse" in intents and not ACT_ANY.search(text) and not ACT_FIRST.search(text) and len(intents) == 1:
        # Nothing in it asks the box to act: a question about alerts or orders, read by its next best intent.
        ranked = sorted(f.intent_scores, key=lambda k: -f.intent_scores[k])
        intents = [next(k for k in ranked if k not in ("refuse", "capabilities", "explain"))]
    elif "refuse" not in intents and ACT_FIRST.search(text) and "explain" not in intents:
        # A one-part order is the order alone; a part of its own ("..., and what is the wind?") stays.
        intents = ["refuse"] + ([i for i in intents if i not in ("out_of_scope", "capabilities")] if I.clauses(text) else [])
    if outside and "documents" in intents:
        intents = [i for i in intents if i not in DATA_INTENTS]     # the documents' own geography check decides
    if outside and not f.stations and not f.coords and set(intents) & DATA_INTENTS:
        intents = ["out_of_scope"]
        f.notes.append("the places named lie outside every station's area")
    # An intent whose answer already holds another's facts makes that one redundant (data/intents.json).
    intents = [i for i in intents if not any(i in I.COVERS.get(j, ()) for j in intents if j != i)] or intents
    f.intents = list(dict.fromkeys(intents))
    if embedder is not None and not f.follow_up and not {"refuse", "out_of_scope"} & set(f.intents):
        single = len(f.stations) < 2 and not f.all_stations
        f.unread = I.unread_parts(question, embedder, f.intents, S.mask_stations(question, stations),
                                  ruled_out=("compare_stations",) if single else ())
    return f


def _anchored(text: str, f: Frame) -> bool:
    """Whether the question points at a station's data: a station, every station, a time or coordinates."""
    return bool(f.stations or f.all_stations or f.coords or f.time.kind != "now" or NOW_WORDS.search(text))
