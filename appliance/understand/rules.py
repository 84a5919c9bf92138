"""Typed rules after IntentMatch: what the frame's entities settle that the wording leaves open.

- exclusive intents (out of scope, capabilities, explain) stand only as the whole question;
- a photo sent with the question turns "frames" into "photo";
- two stations make a comparison only when a word compares them ("which", "than", "or", "vs");
- days like a given day are analogs; a code threshold with a fire count is a count over the fire
  record; a window of days, or a trend over one, is a summary;
- a horizon ("in 30 minutes") adds spread; an order (orders.py) is refused, and nothing else is;
- a question that points at a document, with no station, asks what the document says;
- places outside every station's place chain make a data question out of scope;
- an intent whose answer holds another's facts covers it (data/intents.json "covers").
"""
import re

from appliance.understand import intents as I
from appliance.understand import orders as O
from appliance.understand.record import FIRE_COUNT, SIMILAR_DAYS, SIMILAR_NOW, asks_for_analogs as _asks_for_analogs
from appliance.understand.constructs import DRONE, PLAN_PLACE, READINGS, SITREP, apply_constructs, figure_parts
from appliance.understand.figures import CODES, DANGER_WORDS, WEATHER_WORDS
from appliance.understand.frame import Frame

TREND = re.compile(r"\b(trend|trending|changed?|changes|evolution|evolved?|picking up|rising|falling|dropping|over the (last|past)|tendance|tendencia|"
                   r"cambi\w*|evolucion\w*|a change|qu'est-ce qui a change|evolu\w*)\b")
DATA_INTENTS = {"current_conditions", "danger", "compare_stations", "summary", "analogs", "spread", "drift", "tactical"}
# What makes a two-station question a comparison rather than one figure at each ("the danger at both stations").
COMPARISON = re.compile(r"\b(which|compare[sd]?|comparing|comparison|comparer|comparaison|compara|comparar|versus|vs|than|"
                        r"against|stack up|stacks up|side by side|side-by-side|contre|frente a|"
                        r"worse|worst|better|best|rank|ranking|more|most|less|least|higher|highest|lower|lowest|hotter|"
                        r"hottest|drier|driest|windier|windiest|wetter|colder|warmer|riskier|safer|differ|difference|"
                        r"plus|moins|pire|meilleure?|laquelle|quelle station|mas|menos|peor|mejor|cual de|cual estacion|"
                        r"or|ou|o|v|watch|surveiller|vigilar)\b")
PHOTO_WORDS = re.compile(r"\b(photos?|photographs?|pictures?|pics?|images?|snaps?|fotos?|imagen(?:es)?|shot|attached|upload\w*)\b")
WINDOW_DAYS = 1.5             # a window longer than this is a period to summarize, not a day's figure
# A question that points at a document ("per the defensible space doc", "the escape-time guidance").
DOC_REF = re.compile(r"\b(doc|docs|document|documents|guide|guidance|guideline|guidelines|sop|sops|manual|policy|"
                     r"procedure|ordinance|regulation|plan says|according to|per the|consigne|procedure|normativa|guia)\b")


# What the guidance says ("under the Butte County rules", "per the SOP"): the document, even when the
# embedding reads a projection or a plan into "how far" and "route".
DOC_STRONG = re.compile(r"\b(doc|docs|document|guidance|guide|guideline|guidelines|sop|sops|manual|policy|rules|"
                        r"needs? to be (?:from|away|cleared|kept)|have to be (?:from|away)|clearance|"
                        r"regulation|regulations|ordinance|code says|plan says|requirements?|consigne|normativa|guia)\b")
# Drift is the front's move by the time an answer is acted on; a horizon named without any of this is a projection.
ACT_TIME = re.compile(r"\b(by the time|by then|\d+ (?:out|away)|delay|latency|act on|acts? on|arrive|reaches|gets? there|drift\w*|out of date|"
                      r"while you|since (?:the|it|you|detection)|already)\b")


# "What does FWI stand for?": what a code means is the guidance's to say.
MEANING = re.compile(r"\b(stand for|stands for|mean|means|meaning|definition|define|defined|calculated|computed|veut dire|signifie|"
                     r"significa|quiere decir)\b")


def _days(f: Frame) -> float:
    t = f.time
    return (t.end_ts - t.start_ts) / 86400 if t.start_ts is not None and t.end_ts is not None else 0.0


def apply_rules(f: Frame, text: str, *, has_images: bool, outside: bool) -> list[str]:
    """The frame's intents after the typed rules (`text`: the simplified question)."""
    intents = list(f.intents)
    # Exclusive intents: they make sense only as the whole question, never as a companion.
    for only in ("out_of_scope", "capabilities", "explain"):
        if only in intents and (intents[0] != only or (only == "out_of_scope" and (f.stations or f.coords))):
            intents.remove(only)
    if intents[:1] == ["out_of_scope"] and len(intents) > 1:
        intents = intents[1:]      # a cue names something the box holds ("What does LCES stand for?")
    if not intents:
        ranked = sorted(f.intent_scores, key=lambda k: -f.intent_scores[k])
        intents = [next((k for k in ranked if k not in ("out_of_scope", "capabilities", "explain")), "capabilities")]
    if "photo" in intents and not has_images and not PHOTO_WORDS.search(text) and len(intents) > 1:
        intents.remove("photo")     # no photo sent and none named: "... et combien avec un feu ?" is no photo
    if has_images and "frames" in intents and "photo" not in intents:
        intents[intents.index("frames")] = "photo"
    if (len(f.stations) >= 2 or f.all_stations) and COMPARISON.search(text) and "compare_stations" not in intents \
            and any(i in intents for i in ("danger", "current_conditions", "summary")):
        intents.insert(0, "compare_stations")
    if "compare_stations" in intents and len(f.stations) == 1 and not f.all_stations:
        # One station named: there is nothing to compare it with; the next reading stands.
        ranked = sorted(f.intent_scores, key=lambda k: -f.intent_scores[k])
        nxt = next((k for k in ranked if k not in ("compare_stations", "out_of_scope", "capabilities", "explain")), "danger")
        intents = [nxt if i == "compare_stations" else i for i in intents]
        intents = list(dict.fromkeys(intents))
    if "compare_stations" in intents and not COMPARISON.search(text) and not (f.follow_up and (len(f.stations) > 1 or f.all_stations)):
        # "The danger at both stations": one figure at each, not a comparison (no word compares them).
        figure = max(("danger", "current_conditions"), key=lambda k: f.intent_scores.get(k, 0))
        intents = [figure if i == "compare_stations" else i for i in intents]
        intents = list(dict.fromkeys(intents))
    if "compare_stations" in intents and "current_conditions" in intents:
        intents.remove("current_conditions")      # the comparison gives each station's readings
    if (SIMILAR_DAYS.search(text) or SIMILAR_NOW.search(text)) and f.time.kind not in ("last", "range") \
            and not {"refuse", "documents"} & set(intents):
        # Days like a given day, with no window named: analogs of it, not a summary or today's figure.
        # The whole question's reading gives way; a part read from a clause of its own stays.
        # "Like this" is today's conditions: the part that reads as them is the reference day, not a request.
        intents = ["analogs"] + [i for i in intents[1:] if i not in ("analogs", "summary", "current_conditions")]
    if "compare_stations" in intents and len(f.stations) < 2 and not f.all_stations and len(intents) > 1:
        intents.remove("compare_stations")         # nothing to compare: another intent carries the question
    if "analogs" in intents and not f.follow_up and not _asks_for_analogs(f, text):
        # Analogs are past days like a given one, or days beyond a threshold: a date alone
        # ("How hot was it on 14 August?") asks for that day's figures.
        figures = [k for k in ("current_conditions", "danger") if k not in intents] or ["danger"]
        figure = max(figures, key=lambda k: f.intent_scores.get(k, 0))
        intents = list(dict.fromkeys(figure if i == "analogs" else i for i in intents))
    if f.threshold and FIRE_COUNT.search(text):
        # Counting the days beyond a code threshold that burned is a count over the fire record.
        intents = ["analogs"] + [i for i in intents if i not in ("summary", "danger", "current_conditions")]
    elif f.time.kind in ("last", "range") and FIRE_COUNT.search(text) and not SIMILAR_DAYS.search(text):
        # Counting fire days over a window is a summary of it (from the box's past-fire record).
        intents = ["summary"] + [i for i in intents if i not in ("summary", "danger", "current_conditions", "analogs")]
    if f.time.kind in ("last", "range") and (TREND.search(text) or _days(f) > WINDOW_DAYS or (f.time.kind == "last" and _days(f) >= 0.5)) \
            and (intents[0] in ("danger", "current_conditions", "analogs") or (intents[0] == "tactical" and TREND.search(text)
                                                                               and not PLAN_PLACE.search(text))) \
            and not f.threshold and not SIMILAR_DAYS.search(text):
        # A window of days ("in June", "the past week", "between 1 and 10 September") or a trend: a summary of it.
        intents = ["summary"] + [i for i in intents[1:] if i not in ("summary", "danger", "current_conditions")]
    if "compare_stations" in intents and "summary" in intents and f.time.kind in ("last", "range") and not SITREP.search(text):
        intents = [i for i in intents if i != "summary"]      # the comparison ranks the window's peaks
    if intents == ["summary"] and f.time.kind == "now" and READINGS.search(text) and re.search(r"\b(latest|current|newest|last|now|right now)\b", text) \
            and not (TREND.search(text) or SITREP.search(text) or FIRE_COUNT.search(text) or DRONE.search(text)):
        intents = ["current_conditions"]      # "latest observation at X": the readings, not a report over a window
    if "summary" in intents and f.time.kind == "day" and READINGS.search(text) and not (TREND.search(text) or SITREP.search(text)
                                                                                    or FIRE_COUNT.search(text) or DRONE.search(text)):
        # "What were conditions like at X yesterday?": one day's readings, not a report over a window.
        intents = list(dict.fromkeys("current_conditions" if i == "summary" else i for i in intents))
    if "summary" in intents and f.time.kind in ("now", "day") and DANGER_WORDS.search(text) and not WEATHER_WORDS.search(text) \
            and not (TREND.search(text) or SITREP.search(text) or FIRE_COUNT.search(text) or DRONE.search(text)):
        # "Which looks more dangerous today?": one day's danger, not a report over a window.
        intents = list(dict.fromkeys("danger" if i == "summary" else i for i in intents))
    if f.horizon_min and not {"spread", "drift"} & set(intents) and not {"refuse", "documents", "capabilities"} & set(intents):
        intents.append("spread")
    acts = O.asks_to_act(text)
    if "refuse" in intents and not acts and not O.mentions_acting(text) and len(intents) == 1:
        # Nothing in it asks the box to act: a question about alerts or orders, read by its next best intent.
        ranked = sorted(f.intent_scores, key=lambda k: -f.intent_scores[k])
        nxt = next(k for k in ranked if k not in ("refuse", "capabilities", "explain"))
        intents = [nxt if f.intent_scores[nxt] >= I.NOTHING else "out_of_scope"]
    elif "refuse" in intents and not acts and not O.mentions_acting(text):
        intents.remove("refuse")      # "what does the guidance say crews should do": no order in it, only its other parts
    elif acts and ("explain" not in intents or O.only_orders(text)):
        # A one-part order is the order alone; a part of its own ("What's the FWI? If it's high, post
        # an alert") stays, read from its own clause (intents.py leaves order clauses out).
        rest = [i for i in intents if i not in ("refuse", "out_of_scope", "capabilities")]
        asks_too = (len(I.clauses(text)) > 1 or O.order_after_first_part(text)) and not O.only_orders(text)
        intents = ["refuse"] + (rest if asks_too else [])
    if DOC_STRONG.search(text) and "documents" not in intents and not (f.stations or f.coords or f.all_stations) \
            and not {"refuse", "explain"} & set(intents):
        intents = ["documents"] + [i for i in intents if i not in ("spread", "tactical", "danger", "current_conditions", "out_of_scope")]
    if f.horizon_min and "drift" in intents and not ACT_TIME.search(text):
        intents = list(dict.fromkeys("spread" if i == "drift" else i for i in intents))
    if "documents" in intents and CODES.search(text) and not (DOC_REF.search(text) or DOC_STRONG.search(text) or MEANING.search(text)) \
            and (f.stations or f.all_stations or f.follow_up or f.time.kind != "now" or re.search(r"\b(now|today|current\w*|actual)\b", text)):
        # "What's the FWI at X?", "¿Cuál es el índice FWI en X?", "and the actual FWI then?": a station's figure, not a definition.
        intents = list(dict.fromkeys("danger" if i == "documents" else i for i in intents))
    if "documents" in intents and DOC_REF.search(text) and not (f.stations or f.coords or f.all_stations):
        # "How far from chimneys ..., per the defensible space doc?": what the document says, not a projection.
        intents = [i for i in intents if i in ("documents", "refuse")]
    if O.asks_ability(text):
        intents = ["capabilities"]        # "can you send alerts?": no order, a question about the box
    intents = apply_constructs(f, text, intents)
    if outside and "documents" in intents:
        intents = [i for i in intents if i not in DATA_INTENTS]     # the documents' own geography check decides
    if outside and not f.stations and not f.coords and (set(intents) & DATA_INTENTS
                                                        or (f.follow_up and not {"documents", "refuse"} & set(intents))):
        f.elsewhere_intents = [i for i in intents if i in DATA_INTENTS]     # "ok, and at X then?" asks it of X
        intents = ["out_of_scope"]
        f.notes.append("the places named lie outside every station's area")
    # An intent whose answer already holds another's facts makes that one redundant (data/intents.json).
    intents = [i for i in intents if not any(i in I.COVERS.get(j, ()) for j in intents if j != i)] or intents
    # ... except today's figures asked in a part of their own beside the record: a part of the question.
    return figure_parts(f, text, list(dict.fromkeys(intents)))
