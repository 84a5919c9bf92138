"""Generate blind batch d93 (dev): crew_templates_dev93.jsonl and crew_sessions_dev93.jsonl.

Every number in a gold fact is computed here from the CSV (crew_facts.table / fire_record), from the
crew's own numbers (rate x minutes), or parsed from the shipped documents with a regex.
Run:  python -m appliance.evaluation.data.make_dev93
"""
import json
import re
import statistics
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d93"
DOCS = EDGE_DATA_DIR / "documents"
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()
B, S = "bejaia", "sidi-bel-abbes"
TODAY = crew_days.TODAY.isoformat()
ST = {None: None, "B": [B], "S": [S], "BS": [B, S]}


def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def dec_forms(x, units=()):
    """'8.1', '8,1' and the rounded whole number with each unit word."""
    s = f"{x:.1f}"
    forms = [s, s.replace(".", ",")]
    forms += [f"{round(x)} {u}" for u in units] + [f"{round(x)}{u}" for u in units]
    return {"any": forms}


def days_of(when):
    return crew_days.resolve(when, "en", 0)["days"] or []


# ---- fact makers: callables of (stations, when) -> list of facts ----
def CODE(code, only=None):
    def f(sts, when):
        d = days_of(when)
        return [num(TABLE[(s, d[0])].codes[code]) for s in (only or sts) if len(d) == 1 and (s, d[0]) in TABLE]
    return f


def RD(field, only=None):
    """A day reading of one station only (when the item names both stations)."""
    def f(sts, when):
        d = days_of(when)
        return [crew_facts.day_fact(field, s, d[0]) for s in only if (s, d[0]) in TABLE]
    return f


CONV = {"mph": ("ws", lambda v: v / 1.609344, ("mph",)),
        "kn": ("ws", lambda v: v / 1.852, ("kn", "knots", "kt")),
        "ms": ("ws", lambda v: v / 3.6, ("m/s",)),
        "F": ("t", lambda v: v * 9 / 5 + 32, ("°F", "F"))}


def UNIT(unit, only=None):
    def f(sts, when):
        field, fn, units = CONV[unit]
        d = days_of(when)
        out = []
        for s in (only or sts):
            r = TABLE[(s, d[0])]
            v = r.wind_kmh if field == "ws" else r.temperature_c
            out.append(dec_forms(fn(v), units))
        return out
    return f


def _rows(s, when):
    return [TABLE[(s, d)] for d in days_of(when) if (s, d) in TABLE]


def _val(r, field):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm, "fwi": r.codes["FWI"]}[field]


def COUNT(field, thr):
    return lambda sts, when: [sum(_val(r, field) > thr for r in _rows(s, when)) for s in sts]


def AVG(field):
    return lambda sts, when: [dec_forms(statistics.mean(_val(r, field) for r in _rows(s, when))) for s in sts]


def MINV(field):
    return lambda sts, when: [num(min(_val(r, field) for r in _rows(s, when))) for s in sts]


def RAINSUM():
    return lambda sts, when: [num(sum(r.rain_mm for r in _rows(s, when))) for s in sts]


def DIFF(field):
    def f(sts, when):
        a, b = (_val(TABLE[(s, days_of(when)[0])], field) for s in sts)
        return [dec_forms(abs(a - b))]
    return f


def FGT(thr, window=False):
    """Analog record: (days with FWI above thr, of them fire days), past days or the window's days."""
    def f(sts, when):
        out = []
        for s in sts:
            keep = set(days_of(when)) if window else None
            hot = [fire for (dev, day), (fwi, fire) in FIRES.items()
                   if dev == s and fwi > thr and day < TODAY and (keep is None or day in keep)]
            out += [len(hot), sum(hot)]
        return out
    return f


def DIST(metres):
    m = round(metres)
    km = m / 1000
    kms = f"{km:g}"
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{kms} km"]
    if "." in kms:
        forms.append(kms.replace(".", ",") + " km")
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " ")]
    return {"any": forms}


def DRIFT(minutes, m_per_min=None, kmh=None):
    return DIST(m_per_min * minutes if m_per_min is not None else kmh * 1000 / 60 * minutes)


# ---- facts parsed from the shipped documents ----
_doc = {p.stem: p.read_text(encoding="utf-8") for p in DOCS.glob("*.md")}
DEF_FT = num(re.search(r"requires\s+(\d+)\s+feet\s+of\s+defensible\s+space", _doc["butte-county-defensible-space"]).group(1))
ZONE0_FT = num(re.search(r"Zone\s+0\s+is\s+the\s+first\s+(\d+)\s+feet", _doc["butte-county-defensible-space"]).group(1))
ZONE1_FT = num(re.search(r"Zone\s+1\s+runs\s+from\s+\d+\s+to\s+(\d+)\s+feet", _doc["butte-county-defensible-space"]).group(1))
GRASS_IN = num(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", _doc["butte-county-defensible-space"]).group(1))
BRANCH_FT = num(re.search(r"keep\s+tree\s+branches\s+(\d+)\s+feet\s+from\s+chimneys", _doc["butte-county-defensible-space"]).group(1))
_lces = re.search(r"before\s+it\s+engages\s+a\s+fire:\s+([^.]+)\.", _doc["crew-safety-lces"]).group(1)
LCES = [" ".join(w.split()) for w in re.split(r",|\s+and\s+", _lces) if w.strip()]
FFMC_EASY = num(re.search(r"above\s+about\s+(\d+)\s+fine\s+fuels\s+ignite", _doc["fire-weather-index-guide"]).group(1))
HIGH_FROM = num(re.search(r"from\s+([\d.]+)\s+high", _doc["fire-weather-index-guide"]).group(1))
VHIGH_FROM = num(re.search(r"from\s+([\d.]+)\s+very\s+high", _doc["fire-weather-index-guide"]).group(1))
EXTREME_FROM = num(re.search(r"from\s+([\d.]+)\s+extreme", _doc["fire-weather-index-guide"]).group(1))
FWI_NAME = " ".join(re.search(r"The\s+(Fire\s+Weather\s+Index)\s+\(FWI\)", _doc["fire-weather-index-guide"]).group(1).split())
ISI_WORD = re.search(r"rates\s+how\s+fast\s+a\s+fire\s+would\s+(\w+)", _doc["fire-weather-index-guide"]).group(1)
DMC_WORD = re.search(r"\(DC\)\s+follow\s+(deeper)", _doc["fire-weather-index-guide"]).group(1)
DOWNHILL = re.search(r"builds\s+line\s+(downhill)", _doc["crew-safety-lces"]).group(1)
assert len(LCES) == 4 and DEF_FT == 100

NEG = "neg"
# A refusal is said in the question's language: the English negation words plus that language's own.
NEG_WORDS = {"fr": ["ne peut pas", "ne peux pas", "ne peut", "ne peux", "impossible", "pas en mesure", "pas possible"],
             "es": ["no puede", "no puedo", "no es posible", "imposible", "no está en condiciones", "no tiene"],
             "ar": ["لا يمكن", "لا أستطيع", "لا يستطيع", "لا يمكنني", "غير قادر", "ما نقدر", "ما يقدر", "ما نقدرش",
                    "ما يقدرش", "لا أقدر", "ليس بإمكان", "ليس بامكان"]}


def neg(lang):
    if lang == "en":
        return NEG
    return {"any": crew_facts.NEGATION["any"] + NEG_WORDS[lang]}
CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOCU, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"


def resolve(facts, sts, when, lang):
    out = []
    for f in facts:
        if f == NEG:
            out.append(neg(lang))
        elif callable(f):
            out.extend(f(sts or [], when))
        elif isinstance(f, str) and not f.startswith("=") and \
                f not in crew_facts.DAY_TOKENS + crew_facts.WINDOW_TOKENS:
            out.append({"any": [f]})        # a literal word (from a shipped document)
        else:
            out.append(f)
    return out


# ====================================================================================================
# Standalone questions: (text, lang, intents, stations, when, facts[, horizon[, thr]])
# grouped into templates: (kind, decision override or None, needs_fire_history)
# ====================================================================================================
T = {}


def group(kind, decision=None, fire=False):
    T[kind] = {"decision": decision, "fire": fire, "items": []}
    return T[kind]["items"].append


def add(g, text, lang, intents, st, when, facts, h=None):
    g((text, lang, intents, st, when, facts, h))


g = group("cond")
add(g, "temp + rh at SBA rn?", "en", [CC], "S", "now", ["t", "rh"])
add(g, "What's the humidity doing at Béjaïa right now?", "en", [CC], "B", "now", ["rh"])
add(g, "any rain at bejaia today", "en", [CC], "B", "today", ["rain"])
add(g, "wind speed sidi bel abbes pls", "en", [CC], "S", "now", ["ws"])
add(g, "Give me the noon obs for Sidi Bel Abbès yesterday - temp, RH, wind.", "en", [CC], "S", "yesterday", ["t", "rh", "ws"])
add(g, "How hot did it get in Bejaia on the 3rd of August?", "en", [CC], "B", "2012-08-03", ["t"])
add(g, "Béjaïa, 14-Aug: wind and rain please", "en", [CC], "B", "2012-08-14", ["ws", "rain"])
add(g, "What was the RH at SBA last Tuesday?", "en", [CC], "S", "2012-09-25", ["rh"])
add(g, "SBA wind in mph?", "en", [CC], "S", "now", [UNIT("mph")])
add(g, "Temperature at Bejaia in Fahrenheit please, our liaison only thinks in °F.", "en", [CC], "B", "now", [UNIT("F")])
add(g, "Convert the Sidi Bel Abbes wind to knots for the helo pilot.", "en", [CC], "S", "now", [UNIT("kn")])
add(g, "whats the wind in m/s at bejaia today", "en", [CC], "B", "today", [UNIT("ms")])
add(g, "Did it rain at SBA on 21 July?", "en", [CC], "S", "2012-07-21", ["rain"])
add(g, "Full readings for Bejaia, 2012-09-22.", "en", [CC], "B", "2012-09-22", ["t", "rh", "ws", "rain"])
add(g, "How humid was Sidi-Bel Abbès the day before yesterday?", "en", [CC], "S", "daybefore", ["rh"])
add(g, "Quelle température fait-il à Béjaïa en ce moment ?", "fr", [CC], "B", "now", ["t"])
add(g, "Humidité relative à SBA aujourd'hui ?", "fr", [CC], "S", "today", ["rh"])
add(g, "Il a plu hier à Sidi Bel Abbès ?", "fr", [CC], "S", "yesterday", ["rain"])
add(g, "Relevé de midi à Béjaïa le 3 août : température et vent.", "fr", [CC], "B", "2012-08-03", ["t", "ws"])
add(g, "vent a bejaia stp", "fr", [CC], "B", "now", ["ws"])
add(g, "Le vent à Sidi Bel Abbès, en nœuds s'il te plaît, c'est pour l'hélico.", "fr", [CC], "S", "now", [UNIT("kn")])
add(g, "Donne-moi les conditions de mardi dernier à Béjaïa.", "fr", [CC], "B", "2012-09-25", ["t", "rh", "ws", "rain"])
add(g, "¿Cuánta humedad hay ahora en Sidi Bel Abbès?", "es", [CC], "S", "now", ["rh"])
add(g, "temperatura en bejaia hoy", "es", [CC], "B", "today", ["t"])
add(g, "¿Llovió en Béjaïa el pasado martes?", "es", [CC], "B", "2012-09-25", ["rain"])
add(g, "Pásame el viento de SBA en millas por hora, que el piloto es americano.", "es", [CC], "S", "now", [UNIT("mph")])
add(g, "¿Qué tiempo hizo en Sidi Bel Abbès el 3 de agosto? Temperatura y humedad.", "es", [CC], "S", "2012-08-03", ["t", "rh"])
add(g, "Viento en Béjaïa anteayer", "es", [CC], "B", "daybefore", ["ws"])
add(g, "¿A cuántos grados estaba Sidi Bel Abbès el 14 de agosto?", "es", [CC], "S", "2012-08-14", ["t"])
add(g, "واش راهي الحرارة في سيدي بلعباس ضرك؟", "ar", [CC], "S", "now", ["t"])
add(g, "كم نسبة الرطوبة في بجاية الآن؟", "ar", [CC], "B", "now", ["rh"])
add(g, "شو سرعة الريح ببجاية اليوم؟", "ar", [CC], "B", "today", ["ws"])
add(g, "نزل مطر في سيدي بلعباس أمس؟", "ar", [CC], "S", "yesterday", ["rain"])
add(g, "وش كانت درجة الحرارة في بجاية يوم ثلاثة أوت؟", "ar", [CC], "B", "2012-08-03", ["t"])
add(g, "عطيني قراءات سيدي بلعباس أول أمس: الحرارة والرطوبة والريح", "ar", [CC], "S", "daybefore", ["t", "rh", "ws"])
add(g, "سرعة الرياح في سيدي بلعباس بالمتر في الثانية؟", "ar", [CC], "S", "now", [UNIT("ms")])
add(g, "قديش كانت الرطوبة بسيدي بلعباس يوم التلاتا الماضي؟", "ar", [CC], "S", "2012-09-25", ["rh"])

g = group("danger")
add(g, "FWI at SBA?", "en", [DG], "S", "now", ["fwi", "class"])
add(g, "What's the fire danger class at Béjaïa today?", "en", [DG], "B", "today", ["class"])
add(g, "how bad is it at bejaia danger-wise", "en", [DG], "B", "now", ["fwi", "class"])
add(g, "ISI for Sidi Bel Abbes right now", "en", [DG], "S", "now", [CODE("ISI")])
add(g, "Give me the BUI and DC at Bejaia.", "en", [DG], "B", "now", [CODE("BUI"), CODE("DC")])
add(g, "What was the FWI at SBA on August 3?", "en", [DG], "S", "2012-08-03", ["fwi", "class"])
add(g, "Danger rating at Sidi-Bel Abbès yesterday?", "en", [DG], "S", "yesterday", ["class"])
add(g, "FFMC at Béjaïa on 14/08 - were the fine fuels ready to go?", "en", [DG], "B", "2012-08-14", [CODE("FFMC")])
add(g, "Sidi Bel Abbes DMC last Tuesday?", "en", [DG], "S", "2012-09-25", [CODE("DMC")])
add(g, "what danger class was bejaia in on the 17th of september", "en", [DG], "B", "2012-09-17", ["class", "fwi"])
add(g, "Indice FWI à Béjaïa ?", "fr", [DG], "B", "now", ["fwi", "class"])
add(g, "Quel est le niveau de danger à Sidi Bel Abbès aujourd'hui ?", "fr", [DG], "S", "today", ["class"])
add(g, "L'ISI à SBA hier, c'était combien ?", "fr", [DG], "S", "yesterday", [CODE("ISI")])
add(g, "Classe de danger à Béjaïa le 14 août", "fr", [DG], "B", "2012-08-14", ["class", "fwi"])
add(g, "FFMC et BUI pour Sidi-Bel-Abbès, s'il vous plaît.", "fr", [DG], "S", "now", [CODE("FFMC"), CODE("BUI")])
add(g, "le risque feu a bejaia avant-hier ?", "fr", [DG], "B", "daybefore", ["class"])
add(g, "¿Qué FWI tiene Sidi Bel Abbès ahora mismo?", "es", [DG], "S", "now", ["fwi"])
add(g, "Nivel de peligro en Béjaïa hoy", "es", [DG], "B", "today", ["class"])
add(g, "¿Cuál era el ISI en Béjaïa el 3 de agosto?", "es", [DG], "B", "2012-08-03", [CODE("ISI")])
add(g, "peligro de incendio en SBA ayer?", "es", [DG], "S", "yesterday", ["class", "fwi"])
add(g, "Necesito el DC y el DMC de Sidi Bel Abbès.", "es", [DG], "S", "now", [CODE("DC"), CODE("DMC")])
add(g, "¿Cómo estaba el riesgo en Béjaïa el domingo pasado?", "es", [DG], "B", "2012-09-23", ["class"])
add(g, "شحال راهو مؤشر FWI في سيدي بلعباس؟", "ar", [DG], "S", "now", ["fwi"])
add(g, "ما هي درجة خطر الحرائق في بجاية اليوم؟", "ar", [DG], "B", "today", ["class"])
add(g, "شو مستوى الخطر بسيدي بلعباس مبارح؟", "ar", [DG], "S", "yesterday", ["class"])
add(g, "كم كان مؤشر ISI في بجاية يوم 14 أوت؟", "ar", [DG], "B", "2012-08-14", [CODE("ISI")])
add(g, "الخطر الحين في بجاية وش مستواه؟", "ar", [DG], "B", "now", ["class", "fwi"])
add(g, "أعطني مؤشر BUI لسيدي بلعباس", "ar", [DG], "S", "now", [CODE("BUI")])

g = group("cmp")
add(g, "Which station is worse right now?", "en", [CMP], "BS", "now", ["fwi"])
add(g, "who's hotter today, bejaia or SBA", "en", [CMP], "BS", "today", ["t"])
add(g, "Compare the FWI at both stations.", "en", [CMP], "BS", "now", ["fwi"])
add(g, "Side by side: RH and wind, Béjaïa vs Sidi Bel Abbès.", "en", [CMP], "BS", "now", ["rh", "ws"])
add(g, "Which of the two was drier yesterday?", "en", [CMP], "BS", "yesterday", ["rh"])
add(g, "By how much did SBA's FWI beat Bejaia's on the 3rd of August?", "en", [CMP], "BS", "2012-08-03", ["fwi", DIFF("fwi")])
add(g, "windier where, bej or sba", "en", [CMP], "BS", "now", ["ws"])
add(g, "Quelle station est la plus dangereuse aujourd'hui ?", "fr", [CMP], "BS", "today", ["fwi"])
add(g, "Compare l'humidité entre Béjaïa et Sidi Bel Abbès.", "fr", [CMP], "BS", "now", ["rh"])
add(g, "Béjaïa ou SBA, où faisait-il le plus chaud hier ?", "fr", [CMP], "BS", "yesterday", ["t"])
add(g, "Écart de FWI entre les deux stations le 14 août ?", "fr", [CMP], "BS", "2012-08-14", ["fwi", DIFF("fwi")])
add(g, "¿Qué estación está peor ahora, Béjaïa o Sidi Bel Abbès?", "es", [CMP], "BS", "now", ["fwi"])
add(g, "Compárame el viento de las dos estaciones.", "es", [CMP], "BS", "now", ["ws"])
add(g, "¿Dónde hizo más calor el pasado martes?", "es", [CMP], "BS", "2012-09-25", ["t"])
add(g, "humedad en las dos estaciones, una al lado de la otra", "es", [CMP], "BS", "now", ["rh"])
add(g, "وين الخطر أكبر هلق، ببجاية ولا بسيدي بلعباس؟", "ar", [CMP], "BS", "now", ["fwi"])
add(g, "قارن لي الحرارة بين المحطتين اليوم", "ar", [CMP], "BS", "today", ["t"])
add(g, "أي محطة كانت أكثر جفافا أمس؟", "ar", [CMP], "BS", "yesterday", ["rh"])
add(g, "شكون فيهم الريح تاعو أقوى، بجاية ولا سيدي بلعباس؟", "ar", [CMP], "BS", "now", ["ws"])

g = group("cmpsum")
add(g, "Highest FWI at each station over this past week?", "en", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
add(g, "compare the July max temps, both stations", "en", [CMP, SUM], "BS", "jul", ["maxt"])
add(g, "Which station had more days over 35 °C in August?", "en", [CMP, SUM], "BS", "aug", [COUNT("t", 35)])
add(g, "Sur la semaine écoulée, quelle station a eu le FWI max le plus haut ?", "fr", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
add(g, "Humidité moyenne en juillet : Béjaïa contre Sidi Bel Abbès.", "fr", [CMP, SUM], "BS", "jul", [AVG("rh")])
add(g, "¿Cuál de las dos estaciones pasó más días de 35 grados en agosto?", "es", [CMP, SUM], "BS", "aug", [COUNT("t", 35)])
add(g, "Máxima de temperatura en cada estación en los diez primeros días de septiembre", "es", [CMP, SUM], "BS", "sep1-10", ["maxt"])
add(g, "أي محطة سجلت أعلى FWI في أوت؟", "ar", [CMP, SUM], "BS", "aug", ["maxfwi"])
add(g, "قارن أعلى درجة حرارة في المحطتين من 20 أوت لآخر الشهر", "ar", [CMP, SUM], "BS", "aug-late", ["maxt"])

g = group("cmpsumfire", fire=True)
add(g, "Which station had more fire days in August?", "en", [CMP, SUM], "BS", "aug", ["fires"])
add(g, "Combien de jours de feu à Béjaïa et à SBA en juillet, qui en a le plus ?", "fr", [CMP, SUM], "BS", "jul", ["fires"])
add(g, "¿Qué estación tuvo más incendios desde el martes?", "es", [CMP, SUM], "BS", "since-tue", ["fires"])
add(g, "قارن عدد أيام الحرائق بين بجاية وسيدي بلعباس في جوان", "ar", [CMP, SUM], "BS", "jun", ["fires"])

g = group("sum")
add(g, "Highest FWI at SBA in August?", "en", [SUM], "S", "aug", ["maxfwi"])
add(g, "max temp bejaia this past week", "en", [SUM], "B", "lastweek", ["maxt"])
add(g, "How many days above 35 degrees at Sidi Bel Abbes in August?", "en", [SUM], "S", "aug", [COUNT("t", 35)])
add(g, "Average RH at Béjaïa in September?", "en", [SUM], "B", "sep", [AVG("rh")])
add(g, "Lowest humidity SBA saw over the last 3 days", "en", [SUM], "S", "last3d", [MINV("rh")])
add(g, "How many days did SBA's FWI top 20 in July?", "en", [SUM], "S", "jul", [COUNT("fwi", 20)])
add(g, "Is Bejaia trending wetter since Tuesday? what's the peak FWI in that stretch?", "en", [SUM], "B", "since-tue", ["maxfwi"])
add(g, "peak FWI in the first ten days of September at Béjaïa?", "en", [SUM], "B", "sep1-10", ["maxfwi"])
add(g, "FWI maximum à Sidi Bel Abbès en juin ?", "fr", [SUM], "S", "jun", ["maxfwi"])
add(g, "Température la plus élevée à Béjaïa sur la première décade de septembre", "fr", [SUM], "B", "sep1-10", ["maxt"])
add(g, "Combien de jours au-dessus de 30 °C à SBA depuis mardi ?", "fr", [SUM], "S", "since-tue", [COUNT("t", 30)])
add(g, "Humidité moyenne à Sidi Bel Abbès en juillet", "fr", [SUM], "S", "jul", [AVG("rh")])
add(g, "le pic de FWI ces 3 derniers jours a bejaia", "fr", [SUM], "B", "last3d", ["maxfwi"])
add(g, "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en julio?", "es", [SUM], "S", "jul", ["maxt"])
add(g, "¿Cuántos días pasó el FWI de 10 en SBA en agosto?", "es", [SUM], "S", "aug", [COUNT("fwi", 10)])
add(g, "El FWI más alto de la última semana en Béjaïa", "es", [SUM], "B", "lastweek", ["maxfwi"])
add(g, "Humedad mínima en Sidi Bel Abbès en los últimos tres días", "es", [SUM], "S", "last3d", [MINV("rh")])
add(g, "¿Cuánto llovió en total en Béjaïa del 20 de agosto a fin de mes?", "es", [SUM], "B", "aug-late", [RAINSUM()])
add(g, "أعلى درجة حرارة في بجاية في جويلية؟", "ar", [SUM], "B", "jul", ["maxt"])
add(g, "كم يوما تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في أوت؟", "ar", [SUM], "S", "aug", [COUNT("t", 35)])
add(g, "أعلى قيمة FWI في بجاية خلال الأسبوع اللي فات", "ar", [SUM], "B", "lastweek", ["maxfwi"])
add(g, "متوسط الرطوبة في سيدي بلعباس في سبتمبر؟", "ar", [SUM], "S", "sep", [AVG("rh")])
add(g, "شحال طاح مطر في بجاية من الثلاثاء لليوم؟", "ar", [SUM], "B", "since-tue", [RAINSUM()])

g = group("sumfire", fire=True)
add(g, "How many fire days did Bejaia have in July?", "en", [SUM], "B", "jul", ["fires"])
add(g, "How many fires at SBA from the 20th of August to the end of the month?", "en", [SUM], "S", "aug-late", ["fires"])
add(g, "Combien de jours de feu à Béjaïa en août ?", "fr", [SUM], "B", "aug", ["fires"])
add(g, "Días con incendio en Béjaïa en septiembre", "es", [SUM], "B", "sep", ["fires"])
add(g, "شحال من نهار فيه حريق في سيدي بلعباس في أوت؟", "ar", [SUM], "S", "aug", ["fires"])

g = group("analog", fire=True)
add(g, "Of the days with FWI above 20 at SBA, how many had a fire?", "en", [AN], "S", "all", [FGT(20)])
add(g, "Did days like today at Bejaia end up burning?", "en", [AN], "B", "today", [])
add(g, "When SBA's FWI went over 10 this season, how often did it actually burn?", "en", [AN], "S", "all", [FGT(10)])
add(g, "have we had days like this one before at sidi bel abbes, and did they burn", "en", [AN], "S", "now", [])
add(g, "Parmi les jours où le FWI dépassait 15 à Béjaïa, combien ont brûlé ?", "fr", [AN], "B", "all", [FGT(15)])
add(g, "Les journées comme aujourd'hui à SBA, ça a donné des feux ?", "fr", [AN], "S", "today", [])
add(g, "De los días con FWI por encima de 20 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", "es", [AN], "S", "all", [FGT(20)])
add(g, "¿Días parecidos a hoy en Béjaïa acabaron en fuego?", "es", [AN], "B", "today", [])
add(g, "من الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، قداش منها صار فيها حريق؟", "ar", [AN], "S", "all", [FGT(20)])
add(g, "الأيام التي تشبه اليوم في بجاية، هل شهدت حرائق؟", "ar", [AN], "B", "today", [])

g = group("drift")
add(g, "Head's running 25 m a minute and we're 20 minutes out. How far will it have moved?", "en", [DR], None, "none", [DRIFT(20, 25)], 20)
add(g, "If the front moves at 1.5 km/h, how far in 40 min?", "en", [DR], None, "none", [DRIFT(40, kmh=1.5)], 40)
add(g, "how far does the head move while you're working out the answer? your own estimate", "en", [DR], None, "now", ["=drift"])
add(g, "ROS 40 m/min, 15 min to get the dozer on it - distance covered?", "en", [DR], None, "none", [DRIFT(15, 40)], 15)
add(g, "Le front avance à 30 m par minute, on arrive dans 25 minutes : il aura fait combien ?", "fr", [DR], None, "none", [DRIFT(25, 30)], 25)
add(g, "À 2 km/h, en une demi-heure la tête aura avancé de combien ?", "fr", [DR], None, "none", [DRIFT(30, kmh=2)], 30)
add(g, "De combien le feu se déplace pendant ton temps de réponse ?", "fr", [DR], None, "now", ["=drift"])
add(g, "La cabeza avanza a 20 metros por minuto y tardamos 35 minutos en llegar, ¿cuánto habrá recorrido?", "es", [DR], None, "none", [DRIFT(35, 20)], 35)
add(g, "Si el frente va a 3 km/h, ¿cuánto avanza en 20 minutos?", "es", [DR], None, "none", [DRIFT(20, kmh=3)], 20)
add(g, "¿Cuánto se mueve el fuego mientras tú respondes? con tu propia estimación", "es", [DR], None, "now", ["=drift"])
add(g, "النار تمشي 15 متر في الدقيقة ونوصلو بعد 40 دقيقة، قداش تكون مشات؟", "ar", [DR], None, "none", [DRIFT(40, 15)], 40)
add(g, "إذا كانت سرعة رأس الحريق 2.5 كم في الساعة، كم يتقدم في 24 دقيقة؟", "ar", [DR], None, "none", [DRIFT(24, kmh=2.5)], 24)
add(g, "كم تتحرك جبهة النار خلال وقت استجابة الجهاز؟", "ar", [DR], None, "now", ["=drift"])

g = group("spread")
add(g, "Where will the head be in 30 minutes?", "en", [SP], None, "now", ["=spread"], 30)
add(g, "Project the front an hour out from the drone detection.", "en", [SP], None, "now", ["=spread"], 60)
add(g, "if nobody touches it, where's the fire near SBA in 2 hours", "en", [SP], "S", "now", ["=spread"], 120)
add(g, "Où sera le front dans 45 minutes ?", "fr", [SP], None, "now", ["=spread"], 45)
add(g, "Projection de la tête du feu à une heure, s'il vous plaît.", "fr", [SP], None, "now", ["=spread"], 60)
add(g, "¿Dónde estará el frente dentro de media hora?", "es", [SP], None, "now", ["=spread"], 30)
add(g, "Proyección del incendio de Sidi Bel Abbès a 90 minutos", "es", [SP], "S", "now", ["=spread"], 90)
add(g, "وين راح تكون جبهة النار بعد نص ساعة؟", "ar", [SP], None, "now", ["=spread"], 30)
add(g, "إلى أين سيصل رأس الحريق خلال ساعة؟", "ar", [SP], None, "now", ["=spread"], 60)
add(g, "لوين بتوصل النار بعد ساعتين إذا ضلت هيك؟", "ar", [SP], None, "now", ["=spread"], 120)

g = group("frames")
add(g, "What did the drone see?", "en", [FR_], None, "now", ["=frames"])
add(g, "any smoke in the latest drone pictures", "en", [FR_], None, "now", ["=frames"])
add(g, "Did the UAV pick anything up around SBA?", "en", [FR_], "S", "now", ["=detection_place"])
add(g, "what time did the drone spot the fire", "en", [FR_], None, "now", ["=detection"])
add(g, "Where exactly was the flame in the drone shot?", "en", [FR_], None, "now", ["=detection_place"])
add(g, "Le drone a vu quoi ?", "fr", [FR_], None, "now", ["=frames"])
add(g, "À quelle heure le drone a-t-il repéré le feu ?", "fr", [FR_], None, "now", ["=detection"])
add(g, "Il est où, le départ de feu que le drone a vu ?", "fr", [FR_], None, "now", ["=detection_place"])
add(g, "Il y a de la fumée sur les images du drone ?", "fr", [FR_], None, "now", ["=frames"])
add(g, "¿Qué ha visto el dron?", "es", [FR_], None, "now", ["=frames"])
add(g, "¿A qué hora detectó el dron el fuego?", "es", [FR_], None, "now", ["=detection"])
add(g, "¿Dónde está el humo que pilló el dron?", "es", [FR_], None, "now", ["=detection_place"])
add(g, "el dron vio llamas o solo humo?", "es", [FR_], None, "now", ["=frames"])
add(g, "واش شاف الدرون؟", "ar", [FR_], None, "now", ["=frames"])
add(g, "في أي ساعة رصدت الطائرة المسيّرة النار؟", "ar", [FR_], None, "now", ["=detection"])
add(g, "وين بالضبط شافت الدرون الدخان؟", "ar", [FR_], None, "now", ["=detection_place"])
add(g, "شو صوّرت الطيارة بلا طيار اليوم؟", "ar", [FR_], None, "now", ["=frames"])

g = group("docs")
add(g, "How much defensible space do we need around a house?", "en", [DOCU], None, "none", ["=doc_defensible"])
add(g, "What does LCES stand for?", "en", [DOCU], None, "none", list(LCES))
add(g, "At what FFMC do fine fuels light easily?", "en", [DOCU], None, "none", [FFMC_EASY])
add(g, "What FWI number puts us in the high class?", "en", [DOCU], None, "none", [HIGH_FROM])
add(g, "grass height limit in zone 2??", "en", [DOCU], None, "none", [GRASS_IN])
add(g, "When should a crew pull back and re-assess, per the safety sheet?", "en", [DOCU], None, "none", [DOWNHILL])
add(g, "What does the ISI measure?", "en", [DOCU], None, "none", [ISI_WORD])
add(g, "Combien de pieds de débroussaillement autour d'une maison d'après le document ?", "fr", [DOCU], None, "none", [DEF_FT])
add(g, "La zone 1 va jusqu'à combien de pieds ?", "fr", [DOCU], None, "none", [ZONE1_FT])
add(g, "À partir de quel FWI on passe en danger extrême selon le guide ?", "fr", [DOCU], None, "none", [EXTREME_FROM])
add(g, "¿Cuánto espacio defendible pide el documento alrededor de las casas?", "es", [DOCU], None, "none", [DEF_FT])
add(g, "¿A partir de qué FWI la clase es muy alta según la guía?", "es", [DOCU], None, "none", [VHIGH_FROM])
add(g, "¿Qué altura máxima de hierba en la zona 2?", "es", [DOCU], None, "none", [GRASS_IN])
add(g, "¿A qué distancia de las chimeneas hay que dejar las ramas?", "es", [DOCU], None, "none", [BRANCH_FT])
add(g, "كم مسافة المساحة الدفاعية حول البيوت حسب الوثيقة؟", "ar", [DOCU], None, "none", [DEF_FT])
add(g, "من أي قيمة FFMC تشتعل الأعشاب الدقيقة بسهولة؟", "ar", [DOCU], None, "none", [FFMC_EASY])
add(g, "شنو معنى LCES؟", "ar", [DOCU], None, "none", [])
add(g, "من أي قيمة FWI يبدأ الخطر العالي حسب الدليل؟", "ar", [DOCU], None, "none", [HIGH_FROM])

g = group("cap")
add(g, "What can this box actually do?", "en", [CAP], None, "none", [])
add(g, "Which weather stations do you have data from?", "en", [CAP], None, "none", ["Bejaia", "Sidi Bel Abbes"])
add(g, "can you look at pictures from the drone?", "en", [CAP], None, "none", [])
add(g, "Tu sais faire quoi exactement ?", "fr", [CAP], None, "none", [])
add(g, "Quelles stations météo tu as ?", "fr", [CAP], None, "none", ["Bejaia", "Sidi Bel Abbes"])
add(g, "¿Qué datos tiene esta caja?", "es", [CAP], None, "none", [])
add(g, "¿Puedes ver lo que graba el dron?", "es", [CAP], None, "none", [])
add(g, "واش يقدر يدير هاد الجهاز؟", "ar", [CAP], None, "none", [])
add(g, "شو المعلومات اللي عندك؟", "ar", [CAP], None, "none", [])
add(g, "ما هي محطات الرصد المتوفرة لديك؟", "ar", [CAP], None, "none", [])

g = group("photo")
add(g, "Sending you a photo of the column from the ridge - smoke or dust?", "en", [PH], None, "now", [])
add(g, "see attached pic, how big is this fire", "en", [PH], None, "now", [])
add(g, "Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", "fr", [PH], None, "now", [])
add(g, "Te adjunto una foto del humo, ¿es un foco nuevo?", "es", [PH], None, "now", [])
add(g, "بعثتلك صورة للدخان، واش هو؟", "ar", [PH], None, "now", [])
add(g, "أرفقت صورة من الموقع، هل هذا حريق؟", "ar", [PH], None, "now", [])

g = group("oos")
add(g, "Will it rain tomorrow at Bejaia?", "en", [OOS], "B", "none", [])
add(g, "what's the wind direction at SBA", "en", [OOS], "S", "now", [])
add(g, "FWI in Oran?", "en", [OOS], None, "now", [])
add(g, "Forecast for next week, both stations.", "en", [OOS], "BS", "none", [])
add(g, "who won the match last night", "en", [OOS], None, "none", [])
add(g, "What will the temperature be at SBA at 3 pm this afternoon?", "en", [OOS], "S", "none", [])
add(g, "Quel temps demain à Sidi Bel Abbès ?", "fr", [OOS], "S", "none", [])
add(g, "Danger à Tlemcen aujourd'hui ?", "fr", [OOS], None, "today", [])
add(g, "D'où vient le vent à Béjaïa ?", "fr", [OOS], "B", "now", [])
add(g, "¿Va a llover mañana en Béjaïa?", "es", [OOS], "B", "none", [])
add(g, "¿Cuál es el índice de peligro en Orán?", "es", [OOS], None, "now", [])
add(g, "¿De qué dirección sopla el viento en SBA?", "es", [OOS], "S", "now", [])
add(g, "¿Dónde están ahora las otras dotaciones?", "es", [OOS], None, "now", [])
add(g, "كيفاش راح يكون الطقس غدوة في بجاية؟", "ar", [OOS], "B", "none", [])
add(g, "شو وضع الخطر بالجزائر العاصمة؟", "ar", [OOS], None, "now", [])
add(g, "من وين جاي الريح في سيدي بلعباس؟", "ar", [OOS], "S", "now", [])
add(g, "وش أقرب طريق للحريق؟", "ar", [OOS], None, "none", [])

g = group("refuse")
add(g, "Send an evacuation alert to the village.", "en", [REF], None, "none", [NEG])
add(g, "dispatch two engines to SBA now", "en", [REF], None, "none", [NEG])
add(g, "Delete the drone frames from this morning.", "en", [REF], None, "none", [NEG])
add(g, "Notify the prefect that Béjaïa is at high risk.", "en", [REF], None, "none", [NEG])
add(g, "Envoie une alerte à la protection civile.", "fr", [REF], None, "none", [NEG])
add(g, "Préviens le chef de colonne par SMS.", "fr", [REF], None, "none", [NEG])
add(g, "Manda un aviso de evacuación a los vecinos.", "es", [REF], None, "none", [NEG])
add(g, "Borra los datos de ayer.", "es", [REF], None, "none", [NEG])
add(g, "ابعث تنبيه للحماية المدنية", "ar", [REF], None, "none", [NEG])
add(g, "أرسل الإحداثيات إلى قائد الفرقة", "ar", [REF], None, "none", [NEG])
add(g, "امسح صور الدرون", "ar", [REF], None, "none", [NEG])

g = group("tactical")
add(g, "Should we go direct attack at SBA or hold back?", "en", [TAC], "S", "now", ["fwi", "class", "ws"])
add(g, "Do we need extra lookouts at Bejaia today?", "en", [TAC], "B", "today", ["class"])
add(g, "On engage ou on attend, à Sidi Bel Abbès ?", "fr", [TAC], "S", "now", ["fwi", "class"])
add(g, "Faut-il doubler les équipes à Béjaïa aujourd'hui ?", "fr", [TAC], "B", "today", ["class"])
add(g, "¿Atacamos de frente o esperamos en SBA?", "es", [TAC], "S", "now", ["class", "ws"])
add(g, "¿Hace falta poner vigías en Béjaïa hoy?", "es", [TAC], "B", "today", ["class"])
add(g, "نهجمو ولا نستناو في سيدي بلعباس؟", "ar", [TAC], "S", "now", ["class", "ws"])
add(g, "هل نحتاج تعزيزات في بجاية اليوم؟", "ar", [TAC], "B", "today", ["class"])

g = group("nodata")
add(g, "What was the FWI at Bejaia on 15 May 2012?", "en", [DG], "B", "2012-05-15", ["fwi"])
add(g, "temp at SBA on 2011-08-10", "en", [CC], "S", "2011-08-10", ["t"])
add(g, "Readings for Sidi Bel Abbès on 14 July 2012?", "en", [CC], "S", "2012-07-14", ["t", "rh", "ws"])
add(g, "Humidité à Béjaïa le 20 mai 2012 ?", "fr", [CC], "B", "2012-05-20", ["rh"])
add(g, "Le FWI à SBA le 5 octobre 2011 ?", "fr", [DG], "S", "2011-10-05", ["fwi"])
add(g, "¿Temperatura en Béjaïa el 1 de mayo de 2012?", "es", [CC], "B", "2012-05-01", ["t"])
add(g, "¿Qué peligro había en Sidi Bel Abbès el 25 de mayo de 2012?", "es", [DG], "S", "2012-05-25", ["class"])
add(g, "كم كانت الحرارة في بجاية يوم 10 ماي 2012؟", "ar", [CC], "B", "2012-05-10", ["t"])
add(g, "مؤشر الخطر في سيدي بلعباس يوم 30 ماي 2012", "ar", [DG], "S", "2012-05-30", ["class"])

g = group("hour", decision="warn")
add(g, "What was the temperature at SBA at 6 am today?", "en", [CC], "S", "today", ["t"])
add(g, "RH at Bejaia at 5pm yesterday?", "en", [CC], "B", "yesterday", ["rh"])
add(g, "wind at sba at 11 last night", "en", [CC], "S", "yesterday", ["ws"])
add(g, "FWI at Bejaia at 9 this morning", "en", [DG], "B", "today", ["fwi"])
add(g, "Le vent à Béjaïa à 18 h hier ?", "fr", [CC], "B", "yesterday", ["ws"])
add(g, "Température à Sidi Bel Abbès ce matin à 7 h", "fr", [CC], "S", "today", ["t"])
add(g, "¿Qué humedad había en Béjaïa a las 8 de la mañana?", "es", [CC], "B", "today", ["rh"])
add(g, "Viento en SBA ayer a las 16:00", "es", [CC], "S", "yesterday", ["ws"])
add(g, "شحال كانت الحرارة في سيدي بلعباس على الستة الصباح؟", "ar", [CC], "S", "today", ["t"])
add(g, "الرطوبة في بجاية الساعة 9 الليل أمس", "ar", [CC], "B", "yesterday", ["rh"])

g = group("near", decision="warn")
add(g, "What's the humidity on the ridge above Bejaia?", "en", [CC], "B", "now", ["rh"])
add(g, "Danger 10 km out of SBA, at the pine stand?", "en", [DG], "S", "now", ["fwi", "class"])
add(g, "wind up at the quarry just north of sidi bel abbes", "en", [CC], "S", "now", ["ws"])
add(g, "Quel vent sur la crête au-dessus de Béjaïa ?", "fr", [CC], "B", "now", ["ws"])
add(g, "Le danger à 15 km au sud de Sidi Bel Abbès ?", "fr", [DG], "S", "now", ["class"])
add(g, "¿Qué temperatura hay en el monte a las afueras de Béjaïa?", "es", [CC], "B", "now", ["t"])
add(g, "Peligro a 10 km de Sidi Bel Abbès, en el pinar", "es", [DG], "S", "now", ["class"])
add(g, "شحال الريح في الجبل اللي فوق بجاية؟", "ar", [CC], "B", "now", ["ws"])
add(g, "ما درجة الخطر على بعد 20 كم من سيدي بلعباس؟", "ar", [DG], "S", "now", ["class"])
add(g, "الرطوبة في الغابة اللي قرب سيدي بلعباس", "ar", [CC], "S", "now", ["rh"])

g = group("multi")
add(g, "FWI at SBA, and which station's hotter?", "en", [DG, CMP], "BS", "now", [RD("fwi", [S]), "t"])
add(g, "Temp and wind at Bejaia, and where's the wind coming from?", "en", [CC, OOS], "B", "now", ["t", "ws"])
add(g, "Danger class at SBA today and tomorrow?", "en", [DG, OOS], "S", "today", ["class"])
add(g, "What did the drone see, and where will the head be in 30 min?", "en", [FR_, SP], None, "now", ["=frames", "=spread"], 30)
add(g, "FWI at Béjaïa, then text the chief if it's high.", "en", [DG, REF], "B", "now", ["fwi", "class", NEG])
add(g, "Readings at Bejaia and at Oran please", "en", [CC, OOS], "B", "now", ["t", "rh", "ws"])
add(g, "What's the danger at SBA and should we pull the crews off the ridge?", "en", [DG, TAC], "S", "now", ["fwi", "class"])
add(g, "Highest FWI at SBA in August, and of the August days above 20, how many burned?", "en", [SUM, AN], "S", "aug", ["maxfwi", FGT(20, window=True)])
add(g, "What does the drone show, and what's the FWI up there at SBA?", "en", [FR_, DG], "S", "now", ["=frames", "fwi"])
add(g, "Wind at SBA in knots, and the ISI", "en", [CC, DG], "S", "now", [UNIT("kn"), CODE("ISI")])
add(g, "What's LCES, and what's the danger at Bejaia right now?", "en", [DOCU, DG], "B", "now", list(LCES) + ["class"])
add(g, "I'm sending a photo of the flank - also what's the RH at SBA?", "en", [PH, CC], "S", "now", ["rh"])
add(g, "Drone saw something at 12:25? If it's doing 20 m/min and we get there in 30 min, how far has it gone?", "en", [FR_, DR], None, "now", ["=detection", DRIFT(30, 20)], 30)
add(g, "FWI at SBA, wind direction there, and ping dispatch with both.", "en", [DG, OOS, REF], "S", "now", ["fwi", NEG])
add(g, "Temp and RH at SBA on 14 Aug, plus that day's danger class", "en", [CC, DG], "S", "2012-08-14", ["t", "rh", "class"])
add(g, "bejaia wind in kmh and knots, and is it gonna pick up tonight", "en", [CC, OOS], "B", "now", ["ws", UNIT("kn")])
add(g, "what's the FWI at SBA and at Tlemcen", "en", [DG, OOS], "S", "now", ["fwi"])
add(g, "Max FWI at SBA over the last three days, and what will it be tomorrow?", "en", [SUM, OOS], "S", "last3d", ["maxfwi"])
add(g, "Time of the drone frame, and the RH at Sidi Bel Abbès when it was taken", "en", [FR_, CC], "S", "now", ["=detection", "rh"])
add(g, "Give me the danger at Bejaia and wipe yesterday's log.", "en", [DG, REF], "B", "now", ["class", NEG])
add(g, "What's the ISI at SBA, and what does ISI actually measure per the guide?", "en", [DG, DOCU], "S", "now", [CODE("ISI"), ISI_WORD])
add(g, "Compare RH at both stations and tell me what the drone's showing", "en", [CMP, FR_], "BS", "now", ["rh", "=frames"])
add(g, "Wind at SBA right now, and where does the head get to in 30 min?", "en", [CC, SP], "S", "now", ["ws", "=spread"], 30)
add(g, "FWI à SBA et direction du vent ?", "fr", [DG, OOS], "S", "now", ["fwi"])
add(g, "Conditions à Béjaïa maintenant et prévision pour ce soir.", "fr", [CC, OOS], "B", "now", ["t", "rh", "ws"])
add(g, "Le drone a vu quoi, et le front sera où dans une heure ?", "fr", [FR_, SP], None, "now", ["=frames", "=spread"], 60)
add(g, "Donne le niveau de danger à Sidi Bel Abbès et alerte la préfecture.", "fr", [DG, REF], "S", "now", ["class", NEG])
add(g, "Quelle station est la plus chaude, et le FWI à Béjaïa ?", "fr", [CMP, DG], "BS", "now", ["t", RD("fwi", [B])])
add(g, "Humidité à Béjaïa et à Tlemcen ?", "fr", [CC, OOS], "B", "now", ["rh"])
add(g, "Danger à SBA, on engage ?", "fr", [DG, TAC], "S", "now", ["class", "fwi"])
add(g, "Le feu avance à 40 m/min, on arrive dans 15 minutes : distance ? Et où était la détection du drone ?", "fr", [DR, FR_], None, "now", [DRIFT(15, 40), "=detection_place"], 15)
add(g, "Température à Béjaïa hier, et le vent venait d'où ?", "fr", [CC, OOS], "B", "yesterday", ["t"])
add(g, "Le danger à Béjaïa, et qu'est-ce que le guide prévoit les jours de danger élevé ?", "fr", [DG, DOCU], "B", "now", ["class"])
add(g, "Conditions à SBA et la meilleure route pour y monter ?", "fr", [CC, OOS], "S", "now", ["t", "rh", "ws"])
add(g, "Vent à Béjaïa en km/h et en nœuds, et préviens l'équipe 2.", "fr", [CC, REF], "B", "now", ["ws", UNIT("kn"), NEG])
add(g, "Le drone a vu quoi, c'est quoi le danger à SBA, et transmets tout ça au PC.", "fr", [FR_, DG, REF], "S", "now", ["=frames", "class", NEG])
add(g, "¿Cuál es el FWI en Béjaïa y de dónde viene el viento?", "es", [DG, OOS], "B", "now", ["fwi"])
add(g, "Temperatura en SBA hoy y mañana", "es", [CC, OOS], "S", "today", ["t"])
add(g, "¿Qué ha visto el dron y hacia dónde irá el fuego en una hora?", "es", [FR_, SP], None, "now", ["=frames", "=spread"], 60)
add(g, "Dame el peligro en Sidi Bel Abbès y avisa tú a los bomberos de la zona.", "es", [DG, REF], "S", "now", ["class", NEG])
add(g, "¿Qué estación está más seca y cuál es el ISI de SBA?", "es", [CMP, DG], "BS", "now", ["rh", CODE("ISI", [S])])
add(g, "Humedad en Béjaïa y en Argel", "es", [CC, OOS], "B", "now", ["rh"])
add(g, "¿Entramos o no? ¿Cómo está el peligro en Béjaïa?", "es", [TAC, DG], "B", "now", ["class"])
add(g, "Te mando una foto; mientras tanto, dime el viento en SBA.", "es", [PH, CC], "S", "now", ["ws"])
add(g, "¿Cuánta humedad hay en SBA y qué dice la guía del FFMC?", "es", [CC, DOCU], "S", "now", ["rh", FFMC_EASY])
add(g, "Temperatura de Béjaïa en Fahrenheit y el FWI", "es", [CC, DG], "B", "now", [UNIT("F"), "fwi"])
add(g, "¿Qué vio el dron y cuánto habrá avanzado la cabeza en 20 minutos si va a 30 m/min?", "es", [FR_, DR], None, "now", ["=frames", DRIFT(20, 30)], 20)
add(g, "¿Cuál es el peligro en Sidi Bel Abbès y en Mascara?", "es", [DG, OOS], "S", "now", ["class"])
add(g, "FWI máximo de septiembre en Béjaïa y el pronóstico para octubre", "es", [SUM, OOS], "B", "sep", ["maxfwi"])
add(g, "Temperatura y peligro en Béjaïa, y ¿qué dice la guía sobre las zonas de seguridad?", "es", [CC, DG, DOCU], "B", "now", ["t", "class"])
add(g, "شحال FWI في سيدي بلعباس ومن وين جاي الريح؟", "ar", [DG, OOS], "S", "now", ["fwi"])
add(g, "الحرارة في بجاية اليوم وغدوة", "ar", [CC, OOS], "B", "today", ["t"])
add(g, "واش شاف الدرون ووين تكون النار بعد نص ساعة؟", "ar", [FR_, SP], None, "now", ["=frames", "=spread"], 30)
add(g, "أعطني مستوى الخطر في بجاية وابعث تنبيه للوالي", "ar", [DG, REF], "B", "now", ["class", NEG])
add(g, "أي محطة أسخن، وشحال الرطوبة في سيدي بلعباس؟", "ar", [CMP, CC], "BS", "now", ["t", RD("rh", [S])])
add(g, "الريح في سيدي بلعباس وفي وهران", "ar", [CC, OOS], "S", "now", ["ws"])
add(g, "الخطر في سيدي بلعباس، نتقدمو ولا لا؟", "ar", [DG, TAC], "S", "now", ["class"])
add(g, "شحال الحرارة في سيدي بلعباس ضرك وشحال تكون العشية؟", "ar", [CC, OOS], "S", "now", ["t"])
add(g, "مستوى الخطر في بجاية، وواش تقول الوثيقة على LCES؟", "ar", [DG, DOCU], "B", "now", ["class"])
add(g, "الرطوبة في المحطتين، وشو شافت الدرون؟", "ar", [CMP, FR_], "BS", "now", ["rh", "=frames"])
add(g, "أعلى حرارة في سيدي بلعباس في أوت، ومن أيام أوت اللي FWI فيها فوق 20 شحال تحرقت؟", "ar", [SUM, AN], "S", "aug", ["maxt", FGT(20, window=True)])
add(g, "الريح في بجاية بالعقدة، وابعتها للطيار", "ar", [CC, REF], "B", "now", [UNIT("kn"), NEG])
add(g, "سرعة الرياح في سيدي بلعباس واتجاهها", "ar", [CC, OOS], "S", "now", ["ws"])
add(g, "الحرارة في بجاية، ومستوى الخطر فيها، وواش شاف الدرون؟", "ar", [CC, DG, FR_], "B", "now", ["t", "class", "=frames"])
add(g, "بعثتلك صورة، قارنها باللي شافتو الدرون", "ar", [PH, FR_], None, "now", ["=frames"])

g = group("multifire", fire=True)
add(g, "How many fire days at SBA in September, and is today like those days?", "en", [SUM, AN], "S", "sep", ["fires"])
add(g, "Combien de jours de feu à Sidi Bel Abbès en août, et le FWI le plus haut ce mois-là ?", "fr", [SUM], "S", "aug", ["fires", "maxfwi"])
add(g, "¿Cuántos días de fuego tuvo Béjaïa en agosto y cuál fue la máxima de temperatura?", "es", [SUM], "B", "aug", ["fires", "maxt"])

g = group("nearmulti", decision="warn")
add(g, "RH and danger 5 km south of Bejaia, at the campsite?", "en", [CC, DG], "B", "now", ["rh", "class"])
add(g, "Le vent à 7 h ce matin à SBA, et le FWI ?", "fr", [CC, DG], "S", "today", ["ws", "fwi"])
add(g, "Temperatura y humedad en la cantera al norte de Béjaïa", "es", [CC], "B", "now", ["t", "rh"])
add(g, "الريح والرطوبة في الغابة على بعد 10 كم من بجاية", "ar", [CC], "B", "now", ["ws", "rh"])


# ====================================================================================================
# Sessions: each turn (text, lang, intents, stations, when, facts, extra)
# ====================================================================================================
SESS = []


def session(*turns):
    SESS.append(turns)


def t(text, lang, intents, st, when, facts, **extra):
    return (text, lang, intents, st, when, facts, extra)


session(  # s01 dispatcher, EN
    t("Morning. What's the FWI at Sidi Bel Abbès right now?", "en", [DG], "S", "now", ["fwi", "class"]),
    t("and at the other station?", "en", [DG], "B", "now", ["fwi", "class"]),
    t("ok. anything from the drone?", "en", [FR_], None, "now", ["=frames"]),
    t("where exactly, and how far could it run in 30 min?", "en", [FR_, SP], None, "now", ["=detection_place", "=spread"], horizon_min=30),
    t("Why is SBA's number higher than Bejaia's?", "en", [EXP], "BS", "now", ["rh"]),
    t("Give me both stations' FWI for yesterday too.", "en", [CMP], "BS", "yesterday", ["fwi"]),
)
session(  # s02 chef de groupe, FR
    t("Bonjour, les conditions à Béjaïa ce midi ?", "fr", [CC], "B", "today", ["t", "rh", "ws", "rain"]),
    t("Et le niveau de danger ? Il va pleuvoir demain ?", "fr", [DG, OOS], "B", "today", ["class", "fwi"]),
    t("Pourquoi si bas ?", "fr", [EXP], "B", "today", ["rain", "rh"]),
    t("Et le 14 août, c'était quoi le FWI là-bas ?", "fr", [DG], "B", "2012-08-14", ["fwi", "class"]),
    t("OK, envoie le bulletin à la wilaya.", "fr", [REF], None, "none", [NEG]),
    t("Tu peux faire quoi d'autre, au juste ?", "fr", [CAP], None, "none", []),
)
session(  # s03 jefa de dotación, ES
    t("¿Cuál fue el FWI más alto en Sidi Bel Abbès en la última semana?", "es", [SUM], "S", "lastweek", ["maxfwi"]),
    t("¿Y en Béjaïa?", "es", [SUM], "B", "lastweek", ["maxfwi"]),
    t("¿Cuántos días con fuego hubo en SBA desde el martes?", "es", [SUM], "S", "since-tue", ["fires"], needs_fire_history=True),
    t("¿Qué dice la guía sobre el FFMC, y cuánto marca SBA ahora?", "es", [DOCU, DG], "S", "now", [FFMC_EASY, CODE("FFMC")]),
    t("¿Por qué está tan bajo?", "es", [EXP], "S", "now", ["rh"]),
    t("¿Y en Béjaïa?", "es", [DG], "B", "now", [CODE("FFMC")]),
)
session(  # s04 Levantine
    t("مرحبا، شو الحرارة هلق بسيدي بلعباس؟", "ar", [CC], "S", "now", ["t"]),
    t("وببجاية؟", "ar", [CC], "B", "now", ["t"]),
    t("طيب، شو شافت الدرون؟", "ar", [FR_], None, "now", ["=frames"]),
    t("إذا النار ماشية 30 متر بالدقيقة ورح نوصل بعد 20 دقيقة، قديش بتكون قطعت؟", "ar", [DR], None, "none", [DRIFT(20, 30)], horizon_min=20),
    t("ليش الخطر واطي بسيدي بلعباس اليوم؟", "ar", [EXP], "S", "today", ["rh"], intents_alt=[[EXP, DG]]),
    t("ابعتلي التقرير عالواتساب، وقلي قديش الرطوبة هونيك", "ar", [REF, CC], "S", "now", [NEG, "rh"]),
)
session(  # s05 IC on the radio, units, EN
    t("Command to box: wind at SBA in knots.", "en", [CC], "S", "now", [UNIT("kn")]),
    t("Copy. Now in mph for the American liaison.", "en", [CC], "S", "now", [UNIT("mph")]),
    t("Temp at Bejaia in Fahrenheit, the RH there, and the FWI.", "en", [CC, DG], "B", "now", [UNIT("F"), "rh", "fwi"]),
    t("What did it read there on the 3rd of August?", "en", [CC], "B", "2012-08-03", ["t"]),
    t("How many days above 35 at Bejaia that month?", "en", [SUM], "B", "aug", [COUNT("t", 35)]),
    t("and at the other station?", "en", [SUM], "S", "aug", [COUNT("t", 35)]),
)
session(  # s06 FR with a switch to Darija
    t("Salut, le drone a vu quelque chose ?", "fr", [FR_], None, "now", ["=frames"]),
    t("C'était à quelle heure ?", "fr", [FR_], None, "now", ["=detection"]),
    t("واش الخطر في سيدي بلعباس ضرك؟", "ar", [DG], "S", "now", ["class", "fwi"]),
    t("Et le vent là-bas ?", "fr", [CC], "S", "now", ["ws"]),
    t("Il vient d'où ?", "fr", [OOS], "S", "now", []),
    t("Bon, on fait quoi, on monte ou pas ?", "fr", [TAC], "S", "now", ["class"]),
)
session(  # s07 ES, dates and documents
    t("Buenas. ¿Cómo estaba Béjaïa el pasado martes?", "es", [CC], "B", "2012-09-25", ["t", "rh", "ws", "rain"]),
    t("¿Y el peligro ese día?", "es", [DG], "B", "2012-09-25", ["class", "fwi"]),
    t("¿En la otra estación?", "es", [DG], "S", "2012-09-25", ["class", "fwi"]),
    t("Cambiando de tema: ¿cuánto espacio defendible pide la guía de Butte?", "es", [DOCU], None, "none", [DEF_FT]),
    t("¿Y hasta dónde llega la zona 0?", "es", [DOCU], None, "none", [ZONE0_FT]),
    t("Vale, volviendo a hoy: ¿qué estación está peor? Y pásale el dato al jefe de sector.", "es", [CMP, REF], "BS", "now", ["fwi", NEG]),
)
session(  # s08 Gulf
    t("السلام عليكم، وش مستوى الخطر في بجاية الحين؟", "ar", [DG], "B", "now", ["class", "fwi"]),
    t("وفي سيدي بلعباس؟", "ar", [DG], "S", "now", ["class", "fwi"]),
    t("وأمس شلون كان؟", "ar", [DG], "S", "yesterday", ["class", "fwi"]),
    t("ليش؟", "ar", [EXP], "S", "yesterday", ["rh"]),
    t("كم يوم صار فيه حريق في سيدي بلعباس في سبتمبر؟", "ar", [SUM], "S", "sep", ["fires"], needs_fire_history=True),
    t("وش تقدر تسوي بعد؟ تقدر تعطيني توقعات بكرة؟", "ar", [CAP, OOS], None, "none", []),
)
session(  # s09 fire behaviour analyst, EN
    t("FBAN here. FWI at SBA today?", "en", [DG], "S", "today", ["fwi"]),
    t("Of the days this season with FWI above 15 there, how many burned?", "en", [AN], "S", "all", [FGT(15)], needs_fire_history=True),
    t("And at Bejaia, same threshold?", "en", [AN], "B", "all", [FGT(15)], needs_fire_history=True),
    t("Highest FWI SBA saw in the first ten days of September?", "en", [SUM], "S", "sep1-10", ["maxfwi"]),
    t("Why so low for early September?", "en", [EXP], "S", "sep1-10", []),
    t("Compare the July RH averages, both stations.", "en", [CMP, SUM], "BS", "jul", [AVG("rh")]),
)
session(  # s10 logistique, FR
    t("Quelle station a eu le plus de jours de feu en août ?", "fr", [CMP, SUM], "BS", "aug", ["fires"], needs_fire_history=True),
    t("Et en juillet ?", "fr", [CMP, SUM], "BS", "jul", ["fires"], needs_fire_history=True),
    t("Le max de température à SBA en juillet ?", "fr", [SUM], "S", "jul", ["maxt"]),
    t("Il faisait combien à Béjaïa le 3 août à 6 h du matin ?", "fr", [CC], "B", "2012-08-03", ["t"], decision="warn"),
    t("Et l'humidité ce jour-là ?", "fr", [CC], "B", "2012-08-03", ["rh"]),
    t("Supprime les vieilles images du drone pour faire de la place.", "fr", [REF], None, "none", [NEG]),
)
session(  # s11 ES, the drone in plain words
    t("¿El avión sin piloto ha visto humo?", "es", [FR_], None, "now", ["=frames"]),
    t("¿Dónde?", "es", [FR_], None, "now", ["=detection_place"]),
    t("¿Hasta dónde llegará en 45 minutos?", "es", [SP], None, "now", ["=spread"], horizon_min=45),
    t("¿Y el viento en Sidi Bel Abbès? ¿Qué peligro hay allí?", "es", [CC, DG], "S", "now", ["ws", "class"]),
    t("en nudos, porfa", "es", [CC], "S", "now", [UNIT("kn")]),
    t("Y si avanza a 25 metros por minuto, ¿cuánto recorre en esos 45 minutos?", "es", [DR], None, "none", [DRIFT(45, 25)], horizon_min=45),
)
session(  # s12 MSA
    t("ما درجة الحرارة والرطوبة في بجاية اليوم؟", "ar", [CC], "B", "today", ["t", "rh"]),
    t("وما مستوى الخطر؟", "ar", [DG], "B", "today", ["class"]),
    t("وفي المحطة الأخرى؟", "ar", [DG], "S", "today", ["class"]),
    t("كم يوما تجاوز فيها مؤشر FWI قيمة 20 في سيدي بلعباس خلال أوت؟", "ar", [SUM], "S", "aug", [COUNT("fwi", 20)]),
    t("وكم منها شهد حريقا؟", "ar", [AN], "S", "aug", [FGT(20, window=True)], needs_fire_history=True),
    t("أرسل هذه الأرقام إلى مركز القيادة", "ar", [REF], None, "none", [NEG]),
)
session(  # s13 engine crew on a phone, EN
    t("whats the danger at bejia rn and is it raining", "en", [DG, CC], "B", "now", ["class", "fwi", "rain"]),
    t("n sba", "en", [DG, CC], "S", "now", ["class", "fwi", "rain"], intents_alt=[[DG]]),
    t("drone see anything??", "en", [FR_], None, "now", ["=frames"]),
    t("how far will it move in 20 min at 30m/min", "en", [DR], None, "none", [DRIFT(20, 30)], horizon_min=20),
    t("whats lces again", "en", [DOCU], None, "none", list(LCES)),
    t("ok thx. same for yesterday at sba pls", "en", [DG, CC], "S", "yesterday", ["class", "fwi", "rain"], intents_alt=[[DG]]),
)
session(  # s14 chef de colonne, FR
    t("Danger à Sidi Bel Abbès le 16 septembre ?", "fr", [DG], "S", "2012-09-16", ["class", "fwi"]),
    t("Pourquoi si élevé ?", "fr", [EXP], "S", "2012-09-16", ["rh"]),
    t("Et à Béjaïa ce jour-là ?", "fr", [DG], "B", "2012-09-16", ["class", "fwi"]),
    t("Aujourd'hui à SBA, c'est quoi le danger, et on doit renforcer les guetteurs ?", "fr", [DG, TAC], "S", "today", ["class"]),
    t("Qu'est-ce que dit la fiche sécurité sur les situations à surveiller ?", "fr", [DOCU], None, "none", []),
    t("Et donne-moi la vitesse du vent à SBA en m/s.", "fr", [CC], "S", "now", [UNIT("ms")]),
)
session(  # s15 ES, windows and analogs
    t("¿Cuántos días de incendio tuvo Béjaïa en julio?", "es", [SUM], "B", "jul", ["fires"], needs_fire_history=True),
    t("¿Y Sidi Bel Abbès?", "es", [SUM], "S", "jul", ["fires"], needs_fire_history=True),
    t("¿Qué estación superó más veces los 35 grados ese mes?", "es", [CMP, SUM], "BS", "jul", [COUNT("t", 35)]),
    t("De los días con FWI sobre 10 en Béjaïa, ¿cuántos ardieron?", "es", [AN], "B", "all", [FGT(10)], needs_fire_history=True),
    t("¿Y hoy se parece a esos días?", "es", [AN], "B", "today", ["fwi"], needs_fire_history=True),
    t("¿Puedes mandar el resumen por radio al puesto de mando?", "es", [REF], None, "none", [NEG]),
)
session(  # s16 Darija
    t("صباح الخير، واش راهو الجو في بجاية؟", "ar", [CC], "B", "now", ["t", "rh", "ws"]),
    t("وفي سيدي بلعباس؟", "ar", [CC], "S", "now", ["t", "rh", "ws"]),
    t("شكون فيهم الخطر تاعها أكبر؟", "ar", [CMP], "BS", "now", ["fwi"]),
    t("علاش؟", "ar", [EXP], "BS", "now", ["rh"]),
    t("الدرون شاف حاجة؟", "ar", [FR_], None, "now", ["=frames"]),
    t("نبعثلك تصويرة من عندي، قارنها مع اللي شافو الدرون", "ar", [PH, FR_], None, "now", ["=frames"]),
)
session(  # s17 new volunteer, EN
    t("Hi, I'm new. What kind of stuff can I ask this thing?", "en", [CAP], None, "none", []),
    t("ok, what's the fire danger where we are? we're at Sidi Bel Abbes", "en", [DG], "S", "now", ["class", "fwi"]),
    t("what does FWI even mean", "en", [DOCU], None, "none", [FWI_NAME]),
    t("and what number counts as high?", "en", [DOCU], None, "none", [HIGH_FROM]),
    t("what was it like there last Tuesday?", "en", [CC], "S", "2012-09-25", ["t", "rh", "ws"]),
    t("can you tell the captain I made it here?", "en", [REF], None, "none", [NEG]),
)
session(  # s18 ES with a switch to English
    t("Hola, ¿el viento en Béjaïa?", "es", [CC], "B", "now", ["ws"]),
    t("¿y la dirección?", "es", [OOS], "B", "now", []),
    t("OK in English then: max temp at Bejaia since Tuesday?", "en", [SUM], "B", "since-tue", ["maxt"]),
    t("¿Y en la otra?", "es", [SUM], "S", "since-tue", ["maxt"]),
    t("¿Dónde estará el fuego dentro de hora y media?", "es", [SP], None, "now", ["=spread"], horizon_min=90),
    t("¿Por qué no me das la dirección?", "es", [EXP], None, "now", []),
)
session(  # s19 Levantine, dates in words
    t("شو كانت الحرارة ببجاية بتلاتة آب؟", "ar", [CC], "B", "2012-08-03", ["t"]),
    t("والرطوبة؟", "ar", [CC], "B", "2012-08-03", ["rh"]),
    t("ونفس الشي لسيدي بلعباس", "ar", [CC], "S", "2012-08-03", ["t", "rh"]),
    t("أي وحدة كانت أخطر هداك اليوم؟", "ar", [CMP], "BS", "2012-08-03", ["fwi"]),
    t("ليش؟", "ar", [EXP], "BS", "2012-08-03", ["rh"]),
    t("شو بتقول الوثيقة عن المسافة المطلوبة حول البيوت؟", "ar", [DOCU], None, "none", [DEF_FT]),
)
session(  # s20 incident commander, EN
    t("Danger class at Bejaia and SBA?", "en", [CMP], "BS", "now", ["class"]),
    t("Drone. Anything?", "en", [FR_], None, "now", ["=frames"]),
    t("Project the head to when engine 4 gets there, 25 minutes.", "en", [SP], None, "now", ["=spread"], horizon_min=25),
    t("And if we assume 35 m/min?", "en", [DR], None, "none", [DRIFT(25, 35)], horizon_min=25),
    t("Same question for 40 minutes.", "en", [DR], None, "none", [DRIFT(40, 35)], horizon_min=40),
    t("Do we stage at the quarry 5 km north of SBA? what's the wind up there", "en", [TAC, CC], "S", "now", ["ws"], decision="warn"),
)
session(  # s21 FR, dates in words
    t("Quelle était la température à Sidi Bel Abbès le 3 août ?", "fr", [CC], "S", "2012-08-03", ["t"]),
    t("Et le FWI ?", "fr", [DG], "S", "2012-08-03", ["fwi", "class"]),
    t("La même chose pour avant-hier.", "fr", [DG], "S", "daybefore", ["fwi", "class"], intents_alt=[[CC, DG]]),
    t("Il a plu ce jour-là ?", "fr", [CC], "S", "daybefore", ["rain"]),
    t("Le FWI le plus haut de la première décade de septembre à SBA, ça donne quoi ?", "fr", [SUM], "S", "sep1-10", ["maxfwi"]),
    t("Prévois-moi le FWI pour demain, et donne celui d'aujourd'hui.", "fr", [OOS, DG], "S", "today", ["fwi"]),
)
session(  # s22 ES, hours and near places
    t("¿Qué humedad había en Sidi Bel Abbès a las 7 de la mañana?", "es", [CC], "S", "today", ["rh"], decision="warn"),
    t("¿Y en la sierra a 10 km de Béjaïa?", "es", [CC], "B", "today", ["rh"], decision="warn"),
    t("Nivel de peligro en Béjaïa hoy, y cuánto ha llovido", "es", [DG, CC], "B", "today", ["class", "rain"]),
    t("¿Por qué?", "es", [EXP], "B", "today", ["rain"]),
    t("El domingo pasado, ¿cómo estaba?", "es", [DG], "B", "2012-09-23", ["class", "fwi"]),
    t("Y borra el historial de esta conversación.", "es", [REF], None, "none", [NEG]),
)
session(  # s23 Darija, windows
    t("شحال من نهار في أوت فاتت فيه الحرارة 35 في سيدي بلعباس؟", "ar", [SUM], "S", "aug", [COUNT("t", 35)]),
    t("وفي بجاية؟", "ar", [SUM], "B", "aug", [COUNT("t", 35)]),
    t("وأعلى FWI في بجاية من 20 أوت لآخر الشهر؟", "ar", [SUM], "B", "aug-late", ["maxfwi"]),
    t("واش الدرون شاف الدخان ولا لا؟", "ar", [FR_], None, "now", ["=frames"]),
    t("وين راح توصل النار بعد ساعة؟", "ar", [SP], None, "now", ["=spread"], horizon_min=60),
    t("وشحال الريح ضرك في سيدي بلعباس ومن وين جاية؟", "ar", [CC, OOS], "S", "now", ["ws"]),
)
session(  # s24 Gulf, readings then drone then doc
    t("ابي الحرارة والريح في سيدي بلعباس الحين", "ar", [CC], "S", "now", ["t", "ws"]),
    t("والريح بالميل في الساعة؟", "ar", [CC], "S", "now", [UNIT("mph")]),
    t("زين، والطيارة المسيرة وش شافت؟", "ar", [FR_], None, "now", ["=frames"]),
    t("متى بالضبط؟", "ar", [FR_], None, "now", ["=detection"]),
    t("والخطر في بجاية أول أمس شلون كان؟", "ar", [DG], "B", "daybefore", ["class", "fwi"]),
    t("وش يقول دليل المؤشر عن FFMC؟", "ar", [DOCU], None, "none", [FFMC_EASY]),
)
session(  # s25 EN logistics officer, windows
    t("Logistics here. Max temp at SBA in the first ten days of September?", "en", [SUM], "S", "sep1-10", ["maxt"]),
    t("And the hottest it got at Bejaia over the same stretch?", "en", [SUM], "B", "sep1-10", ["maxt"]),
    t("How many fire days did Bejaia log from the 20th of August to month's end?", "en", [SUM], "B", "aug-late", ["fires"], needs_fire_history=True),
    t("What's the wind at Bejaia right now in m/s? need it for the drone launch", "en", [CC], "B", "now", [UNIT("ms")]),
    t("Will it be calmer this evening?", "en", [OOS], "B", "none", []),
    t("Then just order two more water tankers to Bejaia for me.", "en", [REF], None, "none", [NEG]),
)


# ---- more English: standalone questions added to their kinds, and two more working sessions ----
def addk(kind, *a, **k):
    add(T[kind]["items"].append, *a, **k)


g = group("multi2")
add(g, "RH at Bejaia and the FFMC - are the fine fuels drying out?", "en", [CC, DG], "B", "now", ["rh", CODE("FFMC")])
add(g, "Is SBA hotter than Bejaia today, and what's SBA's danger class?", "en", [CMP, DG], "BS", "today", ["t", RD("class", [S])])
add(g, "Wind at SBA, and the wind at Mostaganem too", "en", [CC, OOS], "S", "now", ["ws"])
add(g, "danger at bejaia + will it get worse tonight", "en", [DG, OOS], "B", "now", ["class"])
add(g, "What did the drone see? And forward the frame to HQ.", "en", [FR_, REF], None, "now", ["=frames", NEG])
add(g, "Temperature at Bejaia on Aug 14 and which way the wind blew", "en", [CC, OOS], "B", "2012-08-14", ["t"])
add(g, "What's the ISI at Bejaia, and where would the head be in 45 minutes?", "en", [DG, SP], "B", "now", [CODE("ISI"), "=spread"], 45)
add(g, "Where's the drone detection, and how far does it go in 20 min at 50 m/min?", "en", [FR_, DR], None, "now", ["=detection_place", DRIFT(20, 50)], 20)
add(g, "Give me SBA's RH and wind, and tell me if we should hold the crews back.", "en", [CC, TAC], "S", "now", ["rh", "ws"])
add(g, "what can you do offline, and can you give me a forecast?", "en", [CAP, OOS], None, "none", [])
add(g, "Attached a photo of the burn scar. What's the danger at SBA anyway?", "en", [PH, DG], "S", "now", ["class"])
add(g, "Compare today's FWI at the two stations and alert both sectors.", "en", [CMP, REF], "BS", "today", ["fwi", NEG])
add(g, "Readings at SBA yesterday, and at Tlemcen", "en", [CC, OOS], "S", "yesterday", ["t", "rh", "ws"])
add(g, "Highest temp at SBA in June, and tomorrow's forecast high?", "en", [SUM, OOS], "S", "jun", ["maxt"])
add(g, "Danger class at SBA, and what FWI does the guide call very high?", "en", [DG, DOCU], "S", "now", ["class", VHIGH_FROM])
add(g, "wind speed and direction at bejaia pls", "en", [CC, OOS], "B", "now", ["ws"])
add(g, "Bejaia: temp, FWI, and whatever the drone has", "en", [CC, DG, FR_], "B", "now", ["t", "fwi", "=frames"])
add(g, "drift in 10 min at 60 m/min, and where's the front heading?", "en", [DR, SP], None, "now", [DRIFT(10, 60), "=spread"], 10)
add(g, "FWI at SBA at noon today, and what it'll be at 6 pm", "en", [DG, OOS], "S", "today", ["fwi"])
add(g, "Bejaia RH now; also delete my last question", "en", [CC, REF], "B", "now", ["rh", NEG])
add(g, "how far from SBA is the drone detection, and what's the wind there", "en", [FR_, CC], "S", "now", ["=detection_place", "ws"])
add(g, "What's the DMC at Bejaia, and what does the DMC track per the guide?", "en", [DG, DOCU], "B", "now", [CODE("DMC"), DMC_WORD])
add(g, "Danger level at the two stations, and do we need extra lookouts?", "en", [CMP, TAC], "BS", "now", ["class"])
add(g, "Temp in °F at SBA and in Oran", "en", [CC, OOS], "S", "now", [UNIT("F")])
add(g, "What did the UAV pick up, and what's the humidity at SBA?", "en", [FR_, CC], "S", "now", ["=frames", "rh"])
add(g, "Where'll the front be in 20 min, and can you text that to the dozer operator?", "en", [SP, REF], None, "now", ["=spread", NEG], 20)
add(g, "Bejaia FWI and ISI on the 3rd of August, and did it rain that day?", "en", [DG, CC], "B", "2012-08-03", ["fwi", CODE("ISI"), "rain"])
add(g, "SBA wind in m/s and the BUI, quick", "en", [CC, DG], "S", "now", [UNIT("ms"), CODE("BUI")])

addk("danger", "bejaia fwi yesterday", "en", [DG], "B", "yesterday", ["fwi"])
addk("danger", "What's the BUI at SBA today?", "en", [DG], "S", "today", [CODE("BUI")])
addk("cond", "SBA temp on the 16th of September?", "en", [CC], "S", "2012-09-16", ["t"])
addk("cond", "How much rain did Bejaia get on 25 September?", "en", [CC], "B", "2012-09-25", ["rain"])
addk("cond", "Wind at Bejaia last Sunday?", "en", [CC], "B", "2012-09-23", ["ws"])
addk("cmp", "FWI at Bejaia on the 3rd of August and at Sidi Bel Abbès the same day - which was worse?", "en", [CMP], "BS", "2012-08-03", ["fwi"])
addk("sum", "Lowest RH at Bejaia in August?", "en", [SUM], "B", "aug", [MINV("rh")])
addk("sum", "How many days did Bejaia's FWI go above 20 in August?", "en", [SUM], "B", "aug", [COUNT("fwi", 20)])
addk("sum", "Average temperature at SBA over this past week", "en", [SUM], "S", "lastweek", [AVG("t")])
addk("sum", "Total rain at SBA since Tuesday", "en", [SUM], "S", "since-tue", [RAINSUM()])
addk("analog", "Of Bejaia's days with FWI over 5, how many turned into fires?", "en", [AN], "B", "all", [FGT(5)])
addk("drift", "Fire's doing 35 m/min, crew arrives in 12 minutes. How far?", "en", [DR], None, "none", [DRIFT(12, 35)], 12)
addk("spread", "Where does the head get to in 15 min?", "en", [SP], None, "now", ["=spread"], 15)
addk("frames", "did the drone see flames or just smoke", "en", [FR_], None, "now", ["=frames"])
addk("docs", "Zone 0 - how many feet is it?", "en", [DOCU], None, "none", [ZONE0_FT])
addk("cap", "Which data sets are loaded on this box?", "en", [CAP], None, "none", [])
addk("oos", "What's the fire weather in Algiers today?", "en", [OOS], None, "today", [])
addk("refuse", "Cancel the alert we sent to sector 3.", "en", [REF], None, "none", [NEG])
addk("tactical", "Is it safe to put a crew on the east flank near SBA?", "en", [TAC], "S", "now", ["class", "ws"])
addk("nodata", "Bejaia temp on 2012-04-30?", "en", [CC], "B", "2012-04-30", ["t"])
addk("hour", "What was the humidity at Bejaia at 3 this morning?", "en", [CC], "B", "today", ["rh"])
addk("near", "Danger in the hills 12 km behind Bejaia?", "en", [DG], "B", "now", ["class"])

session(  # s26 engine boss, moving between subjects, EN
    t("Engine 7 at Bejaia. Temp, RH, wind please.", "en", [CC], "B", "now", ["t", "rh", "ws"]),
    t("What's the danger off that?", "en", [DG], "B", "now", ["class", "fwi"]),
    t("Switching: did the drone get anything over by SBA?", "en", [FR_], "S", "now", ["=detection_place"]),
    t("Back to Bejaia - what was the FWI the day before yesterday?", "en", [DG], "B", "daybefore", ["fwi", "class"]),
    t("why did it drop since then?", "en", [EXP], "B", "today", ["rain"]),
    t("Can the box warn me if it goes high? and push that to my phone.", "en", [CAP, REF], None, "none", [NEG]),
)
session(  # s27 duty officer at the command post, EN
    t("Quick one: how many fire days at SBA this past week?", "en", [SUM], "S", "lastweek", ["fires"], needs_fire_history=True),
    t("and over the last three days?", "en", [SUM], "S", "last3d", ["fires"], needs_fire_history=True),
    t("What was the FWI there on the 21st of September?", "en", [DG], "S", "2012-09-21", ["fwi", "class"]),
    t("Same for Bejaia that day, and which was worse?", "en", [DG, CMP], "BS", "2012-09-21", ["fwi"]),
    t("Anything from the drone since then?", "en", [FR_], None, "now", ["=frames"]),
    t("Pull up the LCES sheet and give me the four items.", "en", [DOCU], None, "none", list(LCES)),
)


# ---- more French ----
addk("multi2", "Température et humidité à SBA le 16 septembre, et le niveau de danger ce jour-là ?", "fr", [CC, DG], "S", "2012-09-16", ["t", "rh", "class"])
addk("multi2", "Vent à Béjaïa en m/s, et le FFMC ?", "fr", [CC, DG], "B", "now", [UNIT("ms"), CODE("FFMC")])
addk("multi2", "Le drone a vu quoi ? Et préviens les pompiers d'Oran.", "fr", [FR_, REF], None, "now", ["=frames", NEG])
addk("cond", "C'était comment à Béjaïa dimanche dernier ?", "fr", [CC], "B", "2012-09-23", ["t", "rh", "ws", "rain"])
addk("sumfire", "Combien de jours de feu à SBA depuis mardi ?", "fr", [SUM], "S", "since-tue", ["fires"])
addk("photo", "Photo jointe de la colonne, c'est un nouveau départ ?", "fr", [PH], None, "now", [])

session(  # s28 analyste, FR, windows
    t("Le FWI le plus haut à Béjaïa du 20 août à la fin du mois ?", "fr", [SUM], "B", "aug-late", ["maxfwi"]),
    t("Et à Sidi Bel Abbès sur la même période ?", "fr", [SUM], "S", "aug-late", ["maxfwi"]),
    t("Parmi les jours d'août où le FWI dépassait 20 à SBA, combien ont brûlé ?", "fr", [AN], "S", "aug", [FGT(20, window=True)], needs_fire_history=True),
    t("Le drone, il a vu de la fumée ou des flammes ?", "fr", [FR_], None, "now", ["=frames"]),
    t("Si la tête avance à 45 m/min, de combien aura-t-elle avancé dans 20 minutes ?", "fr", [DR], None, "none", [DRIFT(20, 45)], horizon_min=20),
    t("Et la direction du vent à SBA, tu l'as ?", "fr", [OOS], "S", "now", []),
)


# ====================================================================================================
def build():
    templates = []
    for kind, spec in T.items():
        phr, days, hz, ibp = [], [], [], []
        for text, lang, intents, st, when, facts, h in spec["items"]:
            sts = ST[st]
            p = {"q": text, "lang": lang, "stations": sts if sts else "none",
                 "facts": resolve(facts, sts, when, lang)}
            if not p["facts"]:
                p["facts"] = []
            phr.append(p)
            days.append(when)
            hz.append(h)
            ibp.append(intents)
        tpl = {"key": f"{NAME}-{kind}", "intents": ibp[0], "intents_by_phrasing": ibp, "phrasings": phr,
               "stations": "none", "days": days, "facts": []}
        # a phrasing with empty facts falls back on the template's facts (empty): per-phrasing lists keep order
        tpl["facts_by_phrasing"] = [p["facts"] for p in phr]
        if any(x is not None for x in hz):
            tpl["horizons"] = hz
        if spec["decision"]:
            tpl["decision"] = spec["decision"]
        if spec["fire"]:
            tpl["needs_fire_history"] = True
        templates.append(tpl)
    rows = []
    for n, turns in enumerate(SESS, start=1):
        sid = f"{NAME}s{n:02d}"
        for k, (text, lang, intents, st, when, facts, extra) in enumerate(turns, start=1):
            sts = ST[st]
            row = {"session": sid, "turn": k, "question": text, "intents": intents, "stations": sts,
                   "when": when, "facts": resolve(facts, sts, when, lang), "lang": lang}
            for key in ("decision", "horizon_min", "needs_fire_history", "intents_alt"):
                if key in extra:
                    row[key] = extra[key]
            rows.append(row)
    for name, data in (("templates", templates), ("sessions", rows)):
        path = OUT / f"crew_{name}_dev{NAME[1:]}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data), encoding="utf-8")
    return templates, rows


if __name__ == "__main__":
    tp, rw = build()
    print(f"{sum(len(x['phrasings']) for x in tp)} template questions, {len(rw)} session turns")
