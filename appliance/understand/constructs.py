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

from appliance.understand.figures import DANGER_WORDS, apply_figures
from appliance.understand.frame import Frame
from appliance.understand.intents import clauses
from appliance.understand.record import (ANALOG, COUNTS, HISTORY, LIKENESS, EVER, NORMALCY, OUTCOME, RANK, TODAY, WORSE,
                                          asks_the_record)
from appliance.understand.unheld import NOT_HELD, is_whole, unheld_part
from appliance.understand.thresholds import threshold

# The crew's delay before acting: arrival, travel, "N minutes out".
ARRIVAL = re.compile(r"\b(\d+ (?:out|away)|by then|on arrive|nous arrivons|on sera la|arrives?|arrival|arriving|get(?:s)? (?:there|to it|on scene)|be there|on scene|"
                     r"\d+ ?(?:min|mins|minutes|hours?|h) (?:out|away|drive)|drive|en route|by the time|"
                     r"llegue|lleguemos|llegamos|llegaremos|llegan|llegar|llegada|arrivent|arrivera|arriveront|arrivee|le temps que)\b")
FRONT_MOVES = re.compile(r"\b(how far|(?:fire|front|head) travel\w*|how much ground|where will|where'?s? (?:the )?(?:front|head|fire|it) (?:going|gonna)|"
                         r"have (?:moved|advanced|gone|spread|travell?ed)|moved|advanced|gone|avanzado|avance|avancera|"
                         r"progresse|bouge\w*|aura bouge|where (?:is|will) the (?:front|head))\b")
# A place chosen for people or equipment, or the way in and out.
PLAN_PLACE = re.compile(r"\b(stage|staging|go (?:in )?(?:direct|indirect)|back off|burn(?:ing)? out|burnout|hold the line|pull (?:back|out)|"
                        r"how many (?:crews|engines|dozers|tankers|resources|firefighters|people|hand ?crews|aircraft) (?:do|should|will|would)|"
                        r"approach (?:the|it|from)|direct attack|indirect attack|attack (?:the|it|from)|flanks?|safety zones?|escape routes?|dozer line|anchor|icp|command post|helibase|"
                        r"helispot|drop point|water source|zona de seguridad|zonas de seguridad|ruta de escape|"
                        r"zone de securite|itineraire|where (?:do|should|can) (?:we|i) (?:put|place|park|position|set up|"
                        r"stage|locate)|good spot|best (?:place|spot|location)|safest (?:place|spot)|safe (?:place|spot) (?:to|for)|"
                        r"ponemos|situamos|colocamos|placer|mettre)\b")
WHICH_YOU = re.compile(r"\b(?:which|what) (?:stations?|places?|areas?) (?:can|do|does|could) (?:you|the box|this box)\b|"
                       r"\bque (?:estaciones|datos) (?:tienes|tiene|hay)\b|\bque sabes hacer\b|\bquelles stations (?:as-tu|avez-vous|a la)\b|"
                       r"\bhow far back (?:does|do|can) (?:your|the|this box's|its) (?:data|record|readings|history)\b|"
                       r"\bsince when (?:do|does) (?:you|the box) have\b")
PLAN_ASK = re.compile(r"\b(should we|do we|can we|shall we|plan|where to|route|evacuat\w*|devrions|debemos|deberiamos)\b")
# The detection as a thing named: "the fire the drone spotted", "the drone detection", "the hotspot".
DETECTION_NAMED = re.compile(r"\bthe (?:fire|smoke|hotspot|detection|ignition)s? (?:that )?(?:the )?(?:drone|uav)\b|"
                             r"\bthe (?:drone|uav)(?:'s)? (?:detection|hotspot|fire|sighting)s?\b|\bthe detection\b")
FRAME_REQUEST = re.compile(r"\b(any|show|latest|last|newest|see|saw|seen|frames?|images?|pictures?|photos?)\b")
TERMS = r"ffmc|dmc|dc|isi|bui|fwi|lces|ifm|idh|ros|red flag|watch ?outs?|standard orders"
DEFINITION = re.compile(rf"\bwhat (?:{TERMS}) (?:number|value|level|reading|score)s? (?:makes|make|counts|count|is|means|gets)\b|"
                        rf"\b(?:danger class|class|{TERMS}|danger)(?:es)? (?:thresholds?|cut-?offs?|bands?|scale|ranges?|limits?|boundaries|seuils?|umbrales?)\b|"
                        rf"\b(?:seuils?|umbrales?|thresholds?) (?:des |de las |de los |of the |for the )?(?:classes?|clases?|danger|{TERMS})\b|"
                        rf"\b(?:a partir de|des|desde|a partir del?) (?:quel|quelle|que|cual|qué) (?:valeur de |valor de |nivel de )?(?:{TERMS})\b|"
                        rf"\b(?:at|from|above) what (?:{TERMS})\b(?! (?:at|in|is it|now|today))|"
                        rf"\b(what (?:does|do|is|are|'s)|whats|what's|meaning of|define|definition of|stand for|"
                        rf"que veut dire|que signifie|c'est quoi|que significa|que es)\b[^?]{{0,20}}\b({TERMS})\b|"
                        rf"\b({TERMS})\b[^?]{{0,12}}\b(mean|means|stand for|veut dire|signifie|significa)\b")
# "What's the actual FWI?", "what's the FWI right now": a figure of today, not what the code means.
FIGURE_NOW = re.compile(r"\b(actual|current|currently|now|today|latest|at the moment|right now|this morning|ahora|hoy|maintenant|"
                        r"aujourd'hui|actuel\w*)\b")
SITREP = re.compile(r"\b(sitrep|situation report|brief(?:ing)?|rundown|overview|summary|summari[sz]e|recap|"
                    r"point de situation|resumen|bilan)\b")
DRONE = re.compile(r"\b(drones?|uav|sortie|detections?|frames?)\b")
# A projection looks ahead; "where exactly was the fire", "detections last 60 min?" ask what was seen.
PROJECTS = re.compile(r"\b(will|going to|gonna|project\w*|spread|in \d|reach|'ll|head be|front be|grow|dans|en \d|sera|estara)\b")
SEEN = re.compile(r"\b(detections?|detected|spotted|sighting|drone|uav|frames?|where (?:exactly )?(?:was|were|did))\b")
DOCTRINE = re.compile(r"\b(watch ?-?outs?(?: situations?)?|lces|standard (?:fire(?:fighting)? )?orders|escape time|"
                      # what crews are told to do when things change: what the guidance says
                      r"what (?:are|am) (?:we|i|crews|the crews?) supposed to do|what (?:do|should|must) (?:we|i|crews) do (?:if|when)|"
                      r"how (?:do|should|can|would) (?:we|i|crews) time)\b")
# Words that point a plan-like question at the guidance ("how do we time an escape route", "per the SOP").
DOC_WORDS = re.compile(r"\b(doc|docs|document|documento|documentos|says|say|dice|dit|selon|segun|guidance|guide|sop|manual|"
                       r"policy|rules|regulations?|ordinance|lces|watch ?out|standard orders|how (?:do|should|can|would) (?:we|i|crews) time)\b")
CAN_YOU = re.compile(r"^\W*(?:can|could) you (?:do|make|run|handle|produce)\b|\bwhat else\b|"
                     # "do you do danger forecasts or only the latest readings?": what kinds of answer the box gives
                     r"\bwhat (?:else )?can you (?:give|do|tell|offer|show|provide)\b|^\W*(?:can|do) you do forecasts?\b|"
                     r"\bwhat (?:\w+ )?(?:information|info|outputs?|data|products?) (?:you |the box )?(?:can|could|do)(?: you| the box)?"
                     r" (?:provide|give|offer|produce|supply)\b|"
                     r"\bque (?:tipo de )?informacion (?:me )?(?:puede|puedes)|\bquelles? (?:informations?|donnees) (?:pouvez|peux|pouvait)|"
                     r"^\W*(?:tu as|vous avez|avez-vous|as-tu|tienes|tiene usted|tenes) (?:la |le |les |des |el |los |las )?"
                     r"(?:direction du vent|previsions?|direccion del viento|pronosticos?|foudre|rayos)\b|"
                     r"^\W*do you (?:have|hold|keep|get|record|measure) (?:the |any )?(?:wind direction|direction|forecasts?|lightning|"
                     r"fuel moisture|radar|satellite|hourly|history|records?)\b|"
                     r"^\W*(?:do|can|could|does) (?:you|the box|this box) (?:do|give|provide|have|offer|keep|hold|support|make)\b"
                     r"(?: \w+){0,3} (?:forecasts?|predictions?|outlooks?|projections?)\b|"
                     # a kind of data asked about in general ("can you look at drone imagery?"), no frame named
                     r"^\W*(?:can|could|do) you (?:look at|see|read|handle|process|analy[sz]e|use|work with|understand) "
                     r"(?:drone |uav |aerial |thermal )?(?:imagery|images|photos|pictures|frames|video|footage)\W*$|"
                     r"\b(?:tu sais|vous savez|tu peux|vous pouvez) faire quoi\b|\b(?:que|qu'est-ce que) (?:sais-tu|tu sais|peux-tu|tu peux|"
                     r"vous savez|vous pouvez) faire\b|\bque (?:puedes|sabes|puede|sabe) hacer\b")


# What only the drone's frames can show: without one of these, "did it burn?" asks the fire record.
SEEN_BY_DRONE = re.compile(r"\b(drones?|uav|frames?|images?|pictures?|photos?|camera|smoke|detect\w*|spotted|sortie|feed|"
                           r"thermal|hotspots?|footage|video)\b")


READINGS = re.compile(r"\b(temp\w*|humid\w*|dry|hot|cold|warm|rh|hr|wind\w*|sec|seco|chaud|rain\w*|weather|wx|conditions|readings|obs|meteo|"
                      r"observations?|observed|recorded|record(?= yesterday| on| today| that day)|logged|measured|"
                      r"viento|lluvia|vent|pluie)\b")


# Parts of a question a figure may be asked in: "FWI at X now, plus any past days like it that had fires".
FIGURE_SPLIT = re.compile(r"\s*(?:[,;?+]|\s-\s|\band\b|\bplus\b|\bet\b|\by\b)\s*")
COMPARES = re.compile(r"\b(which (?:station|one)|worse|worst|better|compare\w*|versus|vs|riskier|safer|cual estacion|quelle station)\b")


def figure_parts(f: Frame, text: str, intents: list[str]) -> list[str]:
    """Today's figures asked in a part of their own beside the record ("Danger at X today, and has it
    been this bad before?"): the record's answer does not give them, so they are intents of their own."""
    if "analogs" not in intents or f.time.kind in ("last", "range"):
        return intents
    added = []
    for part in FIGURE_SPLIT.split(text):
        if LIKENESS.search(part) or HISTORY.search(part) or OUTCOME.search(part) or ANALOG.search(part) or RANK.search(part) \
                or NORMALCY.search(part) or WORSE.search(part) \
                or COUNTS.search(part) or threshold(part):
            continue
        if COMPARES.search(part) and (len(f.stations) > 1 or f.all_stations):
            added.append("compare_stations")
        elif DANGER_WORDS.search(part):
            added.append("danger")
        elif READINGS.search(part):
            added.append("current_conditions")
    return list(dict.fromkeys(intents + added))


# A photo the crew took or sent: asked about, even when none is attached (then nothing can read it).
PHOTO_REF = re.compile(r"\b(?:photo|picture|pic|image|snap|shot)s? (?:i|we) (?:just )?(?:took|sent|attached|uploaded|shared|snapped)\b|"
                       r"\b(?:my|our|this|attached|the attached) (?:photo|picture|pic|snap)s?\b|\bma photo\b|\bmi foto\b|"
                       r"\b(?:sent|transmitted|forwarded|uploaded|given) (?:you |to you )?(?:a |the |this |one )?(?:photo|photograph|picture|pic|image)s?\b|"
                       r"\b(?:a |the |this )?(?:photo|photograph|picture|pic|image)s? (?:to you|for you)\b")
def construct_reads(part: str, intents: list[str]) -> bool:
    """Whether a construct of the frame's intents reads this clause (`part` simplified): "and did it
    burn?" beside analogs is the record's outcome, whatever intent its few words embed nearest."""
    return bool(("analogs" in intents and (LIKENESS.search(part) or OUTCOME.search(part) or ANALOG.search(part)
                                           or NORMALCY.search(part) or WORSE.search(part)
                                           or COUNTS.search(part) or threshold(part)))
                or ("drift" in intents and ARRIVAL.search(part) and FRONT_MOVES.search(part))
                or ("documents" in intents and (DEFINITION.search(part) or DOCTRINE.search(part)))
                or ("tactical" in intents and PLAN_PLACE.search(part))
                or ("danger" in intents and DANGER_WORDS.search(part))
                or ("current_conditions" in intents and READINGS.search(part)))


def _a_past_day(f: Frame, text: str) -> bool:
    """"Is there a past day that looks like this one": a day of the record, not the last 24 hours."""
    t = f.time
    return bool(LIKENESS.search(text)) and t.start_ts is not None and t.end_ts is not None and t.end_ts - t.start_ts <= 1.5 * 86400


def apply_constructs(f: Frame, text: str, intents: list[str]) -> list[str]:
    """The intents after the wording's constructs (`text`: the simplified question)."""
    if asks_the_record(f, text) and "frames" in intents and not SEEN_BY_DRONE.search(text):
        intents = [i for i in intents if i != "frames"]     # "... and did it burn?": the record's outcome
    if asks_the_record(f, text) and (f.time.kind not in ("last", "range") or (RANK.search(text) and TODAY.search(text))
                                     or _a_past_day(f, text)
                                     or NORMALCY.search(text) or (WORSE.search(text) and (TODAY.search(text) or EVER.search(text)))) \
            and not {"refuse", "documents", "tactical", "spread", "drift", "frames", "photo"} & set(intents):
        # Today's figures asked in a part of their own come back through figure_parts.
        intents = ["analogs"] + [i for i in intents if i not in ("analogs", "summary", "current_conditions", "danger",
                                                                  "compare_stations")]
    if ARRIVAL.search(text) and FRONT_MOVES.search(text) and {"spread", "drift", "tactical"} & set(intents) \
            and not PLAN_PLACE.search(text) and "refuse" not in intents:
        intents = list(dict.fromkeys("drift" if i in ("spread", "tactical", "drift") else i for i in intents))
    if DEFINITION.search(text) and not (f.stations or f.all_stations or f.coords or FIGURE_NOW.search(text)) \
            and "refuse" not in intents:
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
    if "analogs" in intents and "spread" in intents and not (f.horizon_min or f.coords) and not PROJECTS.search(text):
        intents = [i for i in intents if i != "spread"]      # "how often does a day like this go to fire": the record
    if "tactical" in intents and "spread" in intents and not f.horizon_min and not PROJECTS.search(text):
        intents = [i for i in intents if i != "spread"]      # "which way do we approach it from": the plan's facts
    if "tactical" in intents and "spread" in intents and f.horizon_min and not PLAN_PLACE.search(text) \
            and not PLAN_ASK.search(text):
        intents = [i for i in intents if i != "tactical"]    # "project spread from X for an hour": no plan asked
    if "frames" in intents and {"spread", "tactical", "drift"} & set(intents) and DETECTION_NAMED.search(text) \
            and not FRAME_REQUEST.search(DETECTION_NAMED.sub(" ", text)):
        intents = [i for i in intents if i != "frames"]
    if DOCTRINE.search(text) and not ((f.stations and not f.follow_up) or f.all_stations or f.coords or f.horizon_min) \
            and "refuse" not in intents \
            and not CAN_YOU.search(text):
        intents = ["documents"]        # "list the watch-out situations": what the guidance says, nothing else
    if DOCTRINE.search(text) and "documents" not in intents and "refuse" not in intents:
        # The watch-out situations, LCES, the standard orders: what the guidance says, as a part of its own.
        keep = [i for i in intents if i not in ("capabilities", "out_of_scope", "tactical", "explain")]
        intents = keep + ["documents"]
    if PHOTO_REF.search(text) and "photo" not in intents and "refuse" not in intents:
        # a crew's own photo, not the drone's frames
        intents = [i for i in intents if i != "frames" or DRONE.search(text)] + ["photo"]
    if NOT_HELD.search(text) and len(clauses(text)) < 2 and not {"refuse", "documents"} & set(intents) \
            and not (f.stations or f.coords) and (held := unheld_part(text)) and is_whole(held[0], text):
        intents = ["out_of_scope"]
    intents = apply_figures(f, text, intents, plan_asked=bool(PLAN_PLACE.search(text) or PLAN_ASK.search(text)))
    if intents == ["capabilities"] and f.stations and not f.all_stations and not CAN_YOU.search(text) \
            and not re.search(r"\bwhat (?:can|could|do) you\b", text):
        intents = ["current_conditions"]      # "give me the numbers for X": the station's readings
    if CAN_YOU.search(text) and ("?" in text or re.match(r"\W*(?:can|do) you do\b", text) or re.search(r"\b(?:provide|offer)\b", text)) \
            and not (f.stations or f.coords or f.horizon_min or f.all_stations) \
            and not {"refuse"} & set(intents):
        intents = ["capabilities"]
    if WHICH_YOU.search(text) and "refuse" not in intents:
        intents = ["capabilities"]       # "which stations can you give me the danger for": what the box holds
    return list(dict.fromkeys(intents))
