"""Constructs of crew wording that settle an intent whatever the embedding's nearest reading:
read on the simplified question (lower case, no accents), after the typed rules of rules.py.

- the front's move by the time a crew arrives ("the dozer is 25 minutes out, how far will it have
  gone") is drift, even with a horizon named: the horizon is the crew's delay, not a projection's;
- a drone detection named as the start of a projection or a plan ("where will the fire the drone
  spotted be in 30 minutes") is that projection's or plan's start point, not a request for frames;
- "what does FFMC mean", "que veut dire LCES": a term's meaning is what the guidance documents say;
- a situation report that also asks for the drone's findings is both;
- "where do we put the ICP", "zona de seguridad": choosing a place for people or equipment is a plan;
- "can you do spread projections? what else?" asks what the box can do;
- the record against today: past days and likeness ("similar past weather"), likeness and an outcome
  ("have conditions like these ever led to a fire"), or a code threshold and an outcome ("when the FWI
  went over 12, was there a fire") ask for analogs;
- the box holds no forecast: a part asking for one ("and the forecast for tomorrow?") is kept unread,
  so the answer says it is not available instead of passing today's figures off as tomorrow's.
"""
import re

from appliance.understand.frame import Frame
from appliance.understand.intents import clauses

DANGER_WORDS = re.compile(r"\b(danger|risk|fwi|isi|ffmc|class|how bad|dangerous|risque|riesgo|peligro)\b")
LIKENESS = re.compile(r"\b(like (?:this|these|today|that|any day)|today like|similar|matching|match(?:es)?|resembl\w*|"
                      r"ressembl\w*|parecid\w*|semblables?|same (?:conditions|weather|numbers|readings|codes)|"
                      r"(?:nearest|closest) to today|this (?:high|bad|dry|hot|windy|extreme|severe))\b")
HISTORY = re.compile(r"\b(past|previous|earlier|before|history|historical|historically|archive|record|ever|"
                     r"last (?:few )?times?|historique|passes|anteriores|pasados|historico|deja|antes)\b")
OUTCOME = re.compile(r"\b(fires?|burn(?:ed|t|s|ing)?|brule\w*|feux?|incendios?|incendies?|fuego)\b")
ANALOG = re.compile(r"\b(analogs?|analogues?|analogos?)\b")
# The crew's delay before acting: arrival, travel, "N minutes out".
ARRIVAL = re.compile(r"\b(arrives?|arrival|arriving|get(?:s)? (?:there|to it|on scene)|be there|on scene|"
                     r"\d+ ?(?:min|mins|minutes|hours?|h) (?:out|away|drive)|drive|en route|by the time|"
                     r"llegue|lleguemos|llegar|llegada|arrivent|arrivera|arriveront|arrivee|le temps que)\b")
FRONT_MOVES = re.compile(r"\b(how far|where will|where'?s? (?:the )?(?:front|head|fire|it) (?:going|gonna)|"
                         r"have (?:moved|advanced|gone|spread|travell?ed)|moved|advanced|gone|avanzado|avance|avancera|"
                         r"progresse|where (?:is|will) the (?:front|head))\b")
# A place chosen for people or equipment, or the way in and out.
PLAN_PLACE = re.compile(r"\b(stage|staging|approach (?:the|it|from)|direct attack|indirect attack|attack (?:the|it|from)|flanks?|safety zones?|escape routes?|dozer line|anchor|icp|command post|helibase|"
                        r"helispot|drop point|water source|zona de seguridad|zonas de seguridad|ruta de escape|"
                        r"zone de securite|itineraire|where (?:do|should|can) (?:we|i) (?:put|place|park|position|set up|"
                        r"stage|locate)|good spot|best (?:place|spot|location)|ponemos|situamos|colocamos|placer|mettre)\b")
# The detection as a thing named: "the fire the drone spotted", "the drone detection", "the hotspot".
DETECTION_NAMED = re.compile(r"\bthe (?:fire|smoke|hotspot|detection|ignition)s? (?:that )?(?:the )?(?:drone|uav)\b|"
                             r"\bthe (?:drone|uav)(?:'s)? (?:detection|hotspot|fire|sighting)s?\b|\bthe detection\b")
FRAME_REQUEST = re.compile(r"\b(any|show|latest|last|newest|see|saw|seen|frames?|images?|pictures?|photos?)\b")
TERMS = r"ffmc|dmc|dc|isi|bui|fwi|lces|ifm|idh|ros|red flag|watch ?outs?|standard orders"
DEFINITION = re.compile(rf"\b(what (?:does|do|is|are|'s)|whats|what's|meaning of|define|definition of|stand for|"
                        rf"que veut dire|que signifie|c'est quoi|que significa|que es)\b[^?]{{0,20}}\b({TERMS})\b|"
                        rf"\b({TERMS})\b[^?]{{0,12}}\b(mean|means|stand for|veut dire|signifie|significa)\b")
SITREP = re.compile(r"\b(sitrep|situation report|brief(?:ing)?|rundown|overview|summary|summari[sz]e|recap|"
                    r"point de situation|resumen|bilan)\b")
DRONE = re.compile(r"\b(drones?|uav|sortie|detections?|frames?)\b")
# A projection looks ahead; "where exactly was the fire", "detections last 60 min?" ask what was seen.
PROJECTS = re.compile(r"\b(will|going to|gonna|project\w*|spread|in \d|reach|'ll|head be|front be|grow|dans|en \d|sera|estara)\b")
SEEN = re.compile(r"\b(detections?|detected|spotted|sighting|drone|uav|frames?|where (?:exactly )?(?:was|were|did))\b")
DOCTRINE = re.compile(r"\b(watch ?-?outs?(?: situations?)?|lces|standard (?:fire(?:fighting)? )?orders|escape time)\b")
# Words that point a plan-like question at the guidance ("how do we time an escape route", "per the SOP").
DOC_WORDS = re.compile(r"\b(doc|docs|document|documento|documentos|says|say|dice|dit|selon|segun|guidance|guide|sop|manual|"
                       r"policy|rules|regulations?|ordinance|lces|watch ?out|standard orders|how do we time)\b")
CAN_YOU = re.compile(r"^\W*(?:can|could) you (?:do|make|run|handle|produce)\b|\bwhat else\b")


def asks_the_record(f: Frame, text: str) -> bool:
    """Today (or a day) held against the past days' record and their fires."""
    likeness, history, outcome = LIKENESS.search(text), HISTORY.search(text), OUTCOME.search(text)
    return bool((likeness and (history or outcome)) or (f.threshold and outcome) or ANALOG.search(text))


def apply_constructs(f: Frame, text: str, intents: list[str]) -> list[str]:
    """The intents after the wording's constructs (`text`: the simplified question)."""
    if asks_the_record(f, text) and f.time.kind not in ("last", "range") \
            and ("analogs" not in intents or len(clauses(text)) < 2) \
            and not {"refuse", "documents", "tactical", "spread", "drift", "frames", "photo"} & set(intents):
        intents = ["analogs"] + [i for i in intents if i not in ("analogs", "summary", "current_conditions", "danger",
                                                                  "compare_stations")]
    if ARRIVAL.search(text) and FRONT_MOVES.search(text) and {"spread", "drift", "tactical"} & set(intents) \
            and not PLAN_PLACE.search(text) and "refuse" not in intents:
        intents = list(dict.fromkeys("drift" if i in ("spread", "tactical", "drift") else i for i in intents))
    if "frames" in intents and {"spread", "tactical", "drift"} & set(intents) and DETECTION_NAMED.search(text) \
            and not FRAME_REQUEST.search(DETECTION_NAMED.sub(" ", text)):
        intents = [i for i in intents if i != "frames"]
    if DEFINITION.search(text) and not (f.stations or f.all_stations or f.coords) and "refuse" not in intents:
        intents = ["documents"]
    if SITREP.search(text) and DRONE.search(text) and (f.stations or f.all_stations or f.time.kind != "now") \
            and {"frames", "summary"} & set(intents) and "refuse" not in intents:
        intents = ["summary", "frames"] + [i for i in intents if i not in ("summary", "frames", "danger", "current_conditions")]
    if "spread" in intents and not f.horizon_min and not f.coords and not PROJECTS.search(text) and SEEN.search(text):
        intents = list(dict.fromkeys("frames" if i == "spread" else i for i in intents))
    if PLAN_PLACE.search(text) and "tactical" not in intents and not {"refuse", "drift"} & set(intents) \
            and not DOC_WORDS.search(text):
        intents = ["tactical"] + [i for i in intents if i not in ("current_conditions", "compare_stations", "summary", "documents")
                                  and not (i == "danger" and not DANGER_WORDS.search(text))]
    if "tactical" in intents and "spread" in intents and not f.horizon_min and not PROJECTS.search(text):
        intents = [i for i in intents if i != "spread"]      # "which way do we approach it from": the plan's facts
    if DOCTRINE.search(text) and "documents" not in intents and "refuse" not in intents:
        # The watch-out situations, LCES, the standard orders: what the guidance says, as a part of its own.
        keep = [i for i in intents if i not in ("capabilities", "out_of_scope", "tactical", "explain")]
        intents = keep + ["documents"]
    if CAN_YOU.search(text) and "?" in text and not (f.stations or f.coords or f.horizon_min or f.all_stations) \
            and not {"refuse"} & set(intents):
        intents = ["capabilities"]
    return list(dict.fromkeys(intents))


FORECAST = re.compile(r"\b(forecast\w*|tomorrow|tonight's outlook|next (?:week|few days)|outlook|prevision\w*|pronostico\w*|"
                      r"demain|manana|la semaine prochaine|la semana que viene|la proxima semana)\b", re.IGNORECASE)


def forecast_part(question: str) -> str | None:
    """The words of a question that ask for a forecast, which the box does not hold (None when none do)."""
    m = FORECAST.search(question)
    if not m:
        return None
    start = max(question.rfind(sep, 0, m.start()) for sep in (",", ";", ".", "?", " and ", " et ", " y ")) + 1
    end = min([i for i in (question.find(sep, m.end()) for sep in (",", ";", ".", "?")) if i >= 0] or [len(question)])
    part = question[start:end].strip(" ,;.?")
    return part.removeprefix("and ").removeprefix("nd ").strip() or m.group(0)
