#!/usr/bin/env python3
"""Batch d66 (dev): a blind DEV batch of fire-crew questions for the offline wildfire appliance.

Writes crew_templates_dev66.jsonl and crew_sessions_dev66.jsonl next to this file.
Every gold number is computed here: from the Algerian CSV through crew_facts (table, fire_record),
from unit conversions of the real readings, from the crew's own numbers (rate x minutes), or parsed
out of the shipped documents with a regex. Deterministic (fixed seed, fixed order).

    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev66.py
"""
import json
import random
import re
from collections import Counter, defaultdict
from pathlib import Path

from appliance.evaluation import crew_days as CD  # noqa: E402
from appliance.evaluation import crew_facts as CF  # noqa: E402
from appliance.paths import EDGE_DATA_DIR  # noqa: E402

NAME = "d66"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
SEED = 66
RNG = random.Random(SEED)

BJ, SB = "bejaia", "sidi-bel-abbes"
ST = {"bj": [BJ], "sb": [SB], "both": [BJ, SB], None: "none"}
TODAY = CD.TODAY.isoformat()
TAB = CF.table()
REC = CF.fire_record()


# ----------------------------------------------------------------------------- facts from the data
def row(dev, day):
    return TAB[(dev, day)]


def days_of(key, dev):
    if key == "all":
        return sorted(d for (v, d) in TAB if v == dev)
    if key in ("now", "today"):
        return [TODAY]
    return CD.resolve(key, "en", 0)["days"]


def day_of(key):
    return days_of(key, BJ)[-1] if key not in ("now", "today") else TODAY


def dec_forms(v, suffixes=()):
    s = f"{v:.1f}"
    forms = [s, s.replace(".", ",")]
    r = round(v)
    for u in suffixes:
        forms += [f"{r} {u}", f"{r}{u}"]
    return {"any": list(dict.fromkeys(forms))}


def mph(dev, key):
    return dec_forms(row(dev, day_of(key)).wind_kmh / 1.609344, ["mph"])


def knots(dev, key):
    return dec_forms(row(dev, day_of(key)).wind_kmh / 1.852, ["kn", "kt", "knots", "nœuds", "nudos"])


def mps(dev, key):
    return dec_forms(row(dev, day_of(key)).wind_kmh / 3.6, ["m/s"])


def fahr(dev, key):
    return dec_forms(row(dev, day_of(key)).temperature_c * 9 / 5 + 32, ["°F", "F"])


def code(dev, key, c):
    return CF._num(row(dev, day_of(key)).codes[c])


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}
NAMES_ANY = {BJ: {"any": ["bejaia", "bejaïa", "bgayet", "بجاية"]},
             SB: {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel abbès", "سيدي بلعباس", "بلعباس"]}}
SAME = {"any": ["same", "equal", "both", "même", "égal", "igual", "mismo", "نفس", "متساوي"]}


def higher(field, key, low=False):
    """The station with the higher (or lower) value that day, as a name fact; a tie says so."""
    day = day_of(key)
    a, b = FIELD[field](row(BJ, day)), FIELD[field](row(SB, day))
    if a == b:
        return SAME
    pick = (BJ if a > b else SB) if not low else (BJ if a < b else SB)
    return NAMES_ANY[pick]


def diff(field, key):
    day = day_of(key)
    return CF._num(round(abs(FIELD[field](row(BJ, day)) - FIELD[field](row(SB, day))), 1))


def watch(key):
    return NAMES_ANY[CF.watch_station(day_of(key))]


def mean(dev, key, field):
    vals = [FIELD[field](row(dev, d)) for d in days_of(key, dev) if (dev, d) in TAB]
    return dec_forms(sum(vals) / len(vals))


def count_if(dev, key, field, op, thr):
    ops = {">": lambda x: x > thr, ">=": lambda x: x >= thr, "<": lambda x: x < thr}
    return sum(1 for d in days_of(key, dev) if (dev, d) in TAB and ops[op](FIELD[field](row(dev, d))))


def fire_days(dev, key):
    return sum(REC[(dev, d)][1] for d in days_of(key, dev) if (dev, d) in REC)


MONTHS_EN = CD.MONTHS["en"]


def date_forms(day):
    y, m, d = (int(x) for x in day.split("-"))
    en = MONTHS_EN[m - 1]
    forms = [day, f"{d} {en}", f"{en} {d}", f"{d} {en[:3]}", f"{en[:3]} {d}", f"{d:02d}/{m:02d}", f"{d}/{m}",
             f"{d} {CD.MONTHS['fr'][m - 1]}", f"{d} de {CD.MONTHS['es'][m - 1]}", f"{d} {CD.MONTHS['ar'][m - 1]}"]
    return list(dict.fromkeys(forms))


# yes / no forms chosen so that no yes-form sits inside a usual negation ("no fire was recorded")
FIRE_YES = {"any": ["yes,", "yes.", "yes:", "yes -", "yes —", "was a fire day", "a fire was recorded", "recorded a fire",
                    "there was a fire", "oui", "il y a eu un feu", "il y a eu le feu", "sí,", "sí.", "sí hubo", "نعم",
                    "وقع حريق"]}
FIRE_NO = {"any": ["no fire", "not a fire", "no recorded fire", "without a fire", "without fire", "pas de feu",
                   "aucun feu", "sans feu", "pas d'incendie", "aucun incendie", "sin incendio", "sin fuego",
                   "no hubo", "لا حريق", "لم يسجل", "بدون حريق", "ما كانش", "لم يكن"]}


def extreme(dev, key, field, mode):
    """Hottest / windiest / driest ... day of a window: [value, its date, fire that day or not].
    The value must be unique in the window (checked), so the day is one."""
    days = [d for d in days_of(key, dev) if (dev, d) in TAB]
    fn = max if mode == "max" else min
    v = fn(FIELD[field](row(dev, d)) for d in days)
    hits = [d for d in days if FIELD[field](row(dev, d)) == v]
    assert len(hits) == 1, (dev, key, field, mode, hits)
    day = hits[0]
    return [CF._num(v), {"any": date_forms(day)}, FIRE_YES if REC[(dev, day)][1] else FIRE_NO]


def low_burned(dev):
    """'FWI now, and have days that low ever burned?': the past days at or below today's FWI (the count,
    strict or not) and how many of them were fire days."""
    now = row(dev, TODAY).codes["FWI"]
    le = [(d, v) for (dv, d), v in REC.items() if dv == dev and d < TODAY and v[0] <= now]
    lt = [(d, v) for (dv, d), v in REC.items() if dv == dev and d < TODAY and v[0] < now]
    fires_le, fires_lt = sum(v[1] for _, v in le), sum(v[1] for _, v in lt)
    counts = {"any": list(dict.fromkeys([str(len(le)), str(len(lt))]))}
    fires = fires_le if fires_le == fires_lt else {"any": [str(fires_le), str(fires_lt)]}
    return [counts, fires]


def dist(meters):
    m = round(meters)
    km = meters / 1000
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m // 1000} {m % 1000:03d} m", f"{m // 1000},{m % 1000:03d} m"]
    for k in dict.fromkeys([f"{km:g}", f"{round(km, 2):g}", f"{round(km, 1):g}"]):
        forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km", f"{k.replace('.', ',')}km"]
    return {"any": list(dict.fromkeys(forms))}


def rate(m_per_min, minutes):
    return dist(m_per_min * minutes)


def rate_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# ----------------------------------------------------------------------------- facts from the documents
def _doc(name):
    """A shipped document with its line breaks folded to spaces (the regexes read sentences)."""
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


FWI_DOC = _doc("fire-weather-index-guide.md")
LCES_DOC = _doc("crew-safety-lces.md")
DEF_DOC = _doc("butte-county-defensible-space.md")

_m = re.search(r"below\s+([\d.]+)\s+very low,\s+from\s+([\d.]+)\s+low,\s+from\s+([\d.]+)\s+moderate,\s+from\s+([\d.]+)"
               r"\s+high,\s+from\s+([\d.]+)\s+very high,\s+and\s+from\s+([\d.]+)\s+extreme", FWI_DOC)
_b = [CF._num(float(x)) for x in _m.groups()]
CLASS_BOUNDS = {"very low": [_b[0]], "low": [_b[1], _b[2]], "moderate": [_b[2], _b[3]], "high": [_b[3], _b[4]],
                "very high": [_b[4], _b[5]], "extreme": [_b[5]]}
FFMC_EASY = CF._num(float(re.search(r"above about (\d+) fine fuels ignite easily", FWI_DOC).group(1)))
ISI_PARTS = {"any": [re.search(r"ISI\) combines (\w+) with wind", FWI_DOC).group(1)]}
BUI_PARTS = {"any": [re.search(r"BUI\) combines (\w+) and (\w+)", FWI_DOC).group(1)]}
_l = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", LCES_DOC)
LCES = [{"any": [w.rstrip("s")]} for w in _l.groups()]
DOWNHILL = {"any": [re.search(r"builds line (\w+) toward a fire", LCES_DOC).group(1)]}
SLOWEST = {"any": [re.search(r"at the (\w+) member's pace", LCES_DOC).group(1)]}
_g = int(re.search(r"maximum height of (\d+) inches", DEF_DOC).group(1))
GRASS = {"any": [f"{_g} inches", f"{_g} inch", f"{_g}-inch", f"{_g} in", f"{_g} pouces", f"{_g} pulgadas",
                 f"{_g} بوصات"]}
_z = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEF_DOC)
ZONE1 = [CF._num(float(_z.group(1))), CF._num(float(_z.group(2)))]
_c = int(re.search(r"branches (\d+) feet from chimneys", DEF_DOC).group(1))
CHIMNEY = {"any": [f"{_c} feet", f"{_c} ft", f"{_c}-foot", f"{_c} foot", f"{_c} pieds", f"{_c} pies"]}


def class_meaning(dev_or_class, key="now"):
    cls = dev_or_class if dev_or_class in CLASS_BOUNDS else CF.danger_class(row(dev_or_class, day_of(key)).codes["FWI"])
    return list(CLASS_BOUNDS[cls])


# ----------------------------------------------------------------------------- the questions
QS = []


def Q(kind, lang, text, intents, st=None, day="now", facts=(), decision=None, h=None, thr=None, fire=False, alt=None):
    QS.append(dict(kind=kind, lang=lang, q=text, intents=list(intents), st=ST[st], day=day, facts=list(facts),
                   decision=decision, h=h, thr=thr, fire=fire, alt=alt))


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRI, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---- A. readings of a day (units asked, crews' date formats)
Q("cond", "en", "temp + RH at SBA rn", [CC], "sb", "now", ["t", "rh"])
Q("cond", "en", "bejaia wind speed pls, in mph", [CC], "bj", "now", ["ws", mph(BJ, "now")])
Q("cond", "en", "whats the humdity at sidi bel abes", [CC], "sb", "now", ["rh"])
Q("cond", "en", "Dispatch to box: current obs for Béjaïa, the lot. temp, RH, wind, rain.", [CC], "bj", "now",
  ["t", "rh", "ws", "rain"])
Q("cond", "en", "wind in knots at Bejaia yesterday?", [CC], "bj", "yesterday", ["ws", knots(BJ, "yesterday")])
Q("cond", "en", "SBA temp on 3/8 in F? US liaison wants it", [CC], "sb", "2012-08-03", ["t", fahr(SB, "2012-08-03")])
Q("cond", "en", "any rain at bel abbes 14-Aug", [CC], "sb", "2012-08-14", ["rain"])
Q("cond", "en", "drone pilot needs the wind in m/s, Sidi Bel Abbes, now", [CC], "sb", "now", ["ws", mps(SB, "now")])
Q("cond", "en", "new volunteer here, sorry if dumb q - how hot did it get in Bejaia on the 2nd of July?", [CC],
  "bj", "2012-07-02", ["t"])
Q("cond", "fr", "Température et humidité à Béjaïa, là maintenant ?", [CC], "bj", "now", ["t", "rh"])
Q("cond", "fr", "vent à SBA en nœuds svp", [CC], "sb", "now", ["ws", knots(SB, "now")])
Q("cond", "fr", "Il a plu à Sidi Bel Abbès le 3 août ?", [CC], "sb", "2012-08-03", ["rain"])
Q("cond", "fr", "La météo d'hier à Bejaia, tout le détail, merci", [CC], "bj", "yesterday", ["t", "rh", "ws", "rain"])
Q("cond", "es", "viento en SBA en nudos", [CC], "sb", "now", ["ws", knots(SB, "now")])
Q("cond", "es", "¿Cuánta humedad había ayer en Sidi Bel Abbes?", [CC], "sb", "yesterday", ["rh"])
Q("cond", "ar", "شحال السخانة في بجاية ضرك؟", [CC], "bj", "now", ["t"])
Q("cond", "ar", "قداش كانت سرعة الريح في بلعباس البارح؟", [CC], "sb", "yesterday", ["ws"])
Q("cond", "ar", "أعطني درجة الحرارة بالفهرنهايت في سيدي بلعباس الآن", [CC], "sb", "now", ["t", fahr(SB, "now")])
# two asks: readings + danger
Q("conddg", "en", "temp and FWI at SBA, go", [CC, DG], "sb", "now", ["t", "fwi"])
Q("conddg", "fr", "Béjaïa : vent + classe de danger ?", [CC, DG], "bj", "now", ["ws", "class"])
Q("conddg", "es", "humedad y FWI en Sidi Bel Abbes hoy", [CC, DG], "sb", "today", ["rh", "fwi"])
Q("conddg", "ar", "الحرارة و مستوى الخطر في بجاية يوم 14 أوت", [CC, DG], "bj", "2012-08-14", ["t", "class"])
Q("conddg", "en", "RH, wind and danger class for Bejaia on 25/8", [CC, DG], "bj", "2012-08-25", ["rh", "ws", "class"])

# ---- B. danger: FWI, class, the codes
Q("danger", "en", "FWI SBA?", [DG], "sb", "now", ["fwi"])
Q("danger", "en", "danger class at Bejaia right now", [DG], "bj", "now", ["class"])
Q("danger", "en", "ISI and BUI for Sidi Bel Abbes today pls", [DG], "sb", "today",
  [code(SB, "today", "ISI"), code(SB, "today", "BUI")])
Q("danger", "en", "what was the fire danger at bejaya on Aug 25", [DG], "bj", "2012-08-25", ["fwi", "class"])
Q("danger", "en", "FFMC at SBA yesterday? are the fines dry", [DG], "sb", "yesterday", [code(SB, "yesterday", "FFMC")])
Q("danger", "en", "IC to box: danger rating both stations, go", [DG], "both", "now", ["class"])
Q("danger", "en", "how bad is it out there today at sidi bel abbes, fire-danger wise", [DG], "sb", "today",
  ["fwi", "class"])
Q("danger", "en", "DMC Béjaïa", [DG], "bj", "now", [code(BJ, "now", "DMC")])
Q("danger", "fr", "Niveau de danger à Sidi Bel Abbès ?", [DG], "sb", "now", ["class"])
Q("danger", "fr", "L'IFM à Béjaïa hier, c'était combien ?", [DG], "bj", "yesterday", ["fwi"])
Q("danger", "fr", "le danger feu était à combien le 21 juillet à SBA", [DG], "sb", "2012-07-21", ["fwi", "class"])
Q("danger", "es", "¿Nivel de peligro en Bejaia?", [DG], "bj", "now", ["class"])
Q("danger", "es", "FWI de Sidi Bel Abbes ayer", [DG], "sb", "yesterday", ["fwi"])
Q("danger", "es", "¿qué clase de peligro hubo el 17 de agosto en Béjaïa?", [DG], "bj", "2012-08-17", ["class"])
Q("danger", "ar", "واش هو مستوى الخطر في بلعباس ضرك؟", [DG], "sb", "now", ["class"])
Q("danger", "ar", "درجة خطر الحرائق في بجاية يوم 29 أوت", [DG], "bj", "2012-08-29", ["class", "fwi"])
Q("danger", "ar", "ISI و BUI تاع بلعباس اليوم", [DG], "sb", "today", [code(SB, "today", "ISI"), code(SB, "today", "BUI")])

# ---- C. compare the two stations
Q("compare", "en", "which station is worse rn, bejaia or SBA", [CMP], "both", "now", ["fwi", watch("now")])
Q("compare", "en", "hotter today: Bejaia or Sidi Bel Abbes? by how much", [CMP], "both", "today",
  ["t", higher("t", "today"), diff("t", "today")])
Q("compare", "en", "compare RH between the two stations yesterday", [CMP], "both", "yesterday", ["rh"])
Q("compare", "en", "where's the wind stronger now, SBA or Bejaia?", [CMP], "both", "now", ["ws", higher("ws", "now")])
Q("compare", "en", "FWI gap between SBA and Bejaia on 25/8?", [CMP], "both", "2012-08-25", ["fwi", diff("fwi", "2012-08-25")])
Q("compare", "en", "FBAN: which site was drier on Aug 12, and what were the two RH values", [CMP], "both",
  "2012-08-12", ["rh", higher("rh", "2012-08-12", low=True)])
Q("compare", "fr", "Quelle station est la plus dangereuse aujourd'hui ?", [CMP], "both", "today", ["fwi", watch("today")])
Q("compare", "fr", "Écart de température entre Béjaïa et SBA hier ?", [CMP], "both", "yesterday", ["t", diff("t", "yesterday")])
Q("compare", "fr", "Qui a le plus de vent là, Béjaïa ou Sidi Bel Abbès ?", [CMP], "both", "now", ["ws", higher("ws", "now")])
Q("compare", "es", "¿Cuál de las dos estaciones está peor ahora?", [CMP], "both", "now", ["fwi", watch("now")])
Q("compare", "es", "humedad Bejaia vs Sidi Bel Abbes el 3 de agosto, ¿cuál más seca?", [CMP], "both", "2012-08-03",
  ["rh", higher("rh", "2012-08-03", low=True)])
Q("compare", "ar", "شكون فيهم أخطر ضرك، بجاية ولا بلعباس؟", [CMP], "both", "now", ["fwi", watch("now")])
Q("compare", "ar", "وين الريح أقوى اليوم؟ بجاية ولا سيدي بلعباس", [CMP], "both", "today", ["ws", higher("ws", "today")])

# ---- D. summaries over a window
Q("window", "en", "max FWI at SBA over the last week?", [SUM], "sb", "lastweek", ["maxfwi"])
Q("window", "en", "hottest it got in Bejaia in July?", [SUM], "bj", "jul", ["maxt"])
Q("window", "en", "avg temp bejaia last 3 days", [SUM], "bj", "last3d", [mean(BJ, "last3d", "t")])
Q("window", "en", "Highest FWI at Sidi Bel Abbes since Tuesday?", [SUM], "sb", "since-tue", ["maxfwi"])
Q("window", "en", "peak temp SBA 1-10 Sept", [SUM], "sb", "sep1-10", ["maxt"])
Q("window", "en", "logistics here - mean RH at Bejaia for September, need it for the water plan", [SUM], "bj", "sep",
  [mean(BJ, "sep", "rh")])
Q("window", "fr", "FWI max à Béjaïa en août ?", [SUM], "bj", "aug", ["maxfwi"])
Q("window", "fr", "température moyenne à SBA sur la semaine écoulée", [SUM], "sb", "lastweek", [mean(SB, "lastweek", "t")])
Q("window", "fr", "La plus forte température à Sidi Bel Abbès du 20 au 31 août ?", [SUM], "sb", "aug-late", ["maxt"])
Q("window", "es", "¿FWI máximo en Sidi Bel Abbes en julio?", [SUM], "sb", "jul", ["maxfwi"])
Q("window", "es", "temperatura media en Bejaia en junio", [SUM], "bj", "jun", [mean(BJ, "jun", "t")])
Q("window", "ar", "شحال كانت أعلى حرارة في بلعباس في أوت؟", [SUM], "sb", "aug", ["maxt"])

# ---- E. counts of fire days over a period (fire record)
Q("firedays", "en", "how many fire days at SBA in August", [SUM], "sb", "aug", ["fires"], fire=True)
Q("firedays", "en", "# of fire days bejaia june?", [SUM], "bj", "jun", ["fires"], fire=True)
Q("firedays", "en", "fire days this past week, both stations?", [SUM], "both", "lastweek", ["fires"], fire=True)
Q("firedays", "en", "How many days had a fire at Sidi Bel Abbes since Tuesday?", [SUM], "sb", "since-tue", ["fires"], fire=True)
Q("firedays", "en", "count of fire days Bejaia 1-10 Sept", [SUM], "bj", "sep1-10", ["fires"], fire=True)
Q("firedays", "en", "whole season, June thru Sept: total fire days at SBA?", [SUM], "sb", "all", [fire_days(SB, "all")],
  fire=True)
Q("firedays", "en", "Late August (20th to 31st), how many fire days at bejaia", [SUM], "bj", "aug-late", ["fires"], fire=True)
Q("firedays", "fr", "Combien de jours de feu à Béjaïa en juillet ?", [SUM], "bj", "jul", ["fires"], fire=True)
Q("firedays", "fr", "nb de jours avec incendie à SBA en septembre", [SUM], "sb", "sep", ["fires"], fire=True)
Q("firedays", "fr", "Il y a eu combien de jours de feu sur les sept derniers jours à Sidi Bel Abbès ?", [SUM], "sb",
  "lastweek", ["fires"], fire=True)
Q("firedays", "fr", "jours de feu du 20 au 31 août, pour les deux stations", [SUM], "both", "aug-late", ["fires"], fire=True)
Q("firedays", "es", "¿Cuántos días con incendio hubo en Bejaia en agosto?", [SUM], "bj", "aug", ["fires"], fire=True)
Q("firedays", "es", "dias de fuego en SBA en junio??", [SUM], "sb", "jun", ["fires"], fire=True)
Q("firedays", "ar", "شحال من يوم حريق كان في بجاية في أوت؟", [SUM], "bj", "aug", ["fires"], fire=True)
Q("firedays", "ar", "عدد أيام الحرائق في سيدي بلعباس في جويلية", [SUM], "sb", "jul", ["fires"], fire=True)
Q("firedays", "ar", "قداش من نهار فيه حريق في بلعباس منذ الثلاثاء؟", [SUM], "sb", "since-tue", ["fires"], fire=True)
Q("firedays", "ar", "كم يوم حريق سُجّل في بجاية في سبتمبر", [SUM], "bj", "sep", ["fires"], fire=True)
Q("firedays2", "en", "fire days in July, Béjaïa vs SBA - who had more?", [CMP, SUM], "both", "jul", ["fires"], fire=True)

# ---- F. thresholds
Q("thresh", "en", "days above 35 degrees in August at SBA?", [SUM], "sb", "aug", [count_if(SB, "aug", "t", ">", 35)])
Q("thresh", "en", "number of days with wind 20 km/h or more at Bejaia in Sept", [SUM], "bj", "sep",
  [count_if(BJ, "sep", "ws", ">=", 20)])
Q("thresh", "fr", "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en juillet ?", [SUM], "sb", "jul",
  [count_if(SB, "jul", "t", ">", 35)])
Q("thresh", "es", "¿cuántos días con humedad por debajo del 40 % en SBA en agosto?", [SUM], "sb", "aug",
  [count_if(SB, "aug", "rh", "<", 40)])
Q("thresh", "ar", "شحال من نهار فاتت فيه الحرارة 38 درجة في بلعباس في أوت؟", [SUM], "sb", "aug",
  [count_if(SB, "aug", "t", ">", 38)])
Q("fwigt", "en", "how many days FWI over 20 at SBA, and how many of those burned", [ANA], "sb", "now", ["fires_fwi_gt"],
  thr=20, fire=True)
Q("fwigt", "en", "of the days with FWI above 10 at Bejaia, how many had a fire?", [ANA], "bj", "now", ["fires_fwi_gt"],
  thr=10, fire=True)
Q("fwigt", "fr", "Parmi les jours où l'IFM dépassait 15 à SBA, combien ont brûlé ?", [ANA], "sb", "now", ["fires_fwi_gt"],
  thr=15, fire=True)
Q("fwigt", "es", "de los días con FWI mayor a 30 en Sidi Bel Abbes, ¿cuántos tuvieron incendio?", [ANA], "sb", "now",
  ["fires_fwi_gt"], thr=30, fire=True)
Q("fwigt", "ar", "من الأيام اللي كان فيها FWI فوق 20 في بجاية، قداش منها كان فيها حريق؟", [ANA], "bj", "now",
  ["fires_fwi_gt"], thr=20, fire=True)

# ---- G. an extreme day plus whether there was a fire that day
EXT_ALT = [[SUM]]
Q("extreme", "en", "hottest day at SBA in August — was there a fire that day?", [ANA, SUM], "sb", "aug",
  extreme(SB, "aug", "t", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "en", "windiest day at bejaia all season, did anything burn that day", [ANA, SUM], "bj", "all",
  extreme(BJ, "all", "ws", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "en", "Driest day in Sept at Sidi Bel Abbes (lowest RH)? And was it a fire day?", [ANA, SUM], "sb", "sep",
  extreme(SB, "sep", "rh", "min"), fire=True, alt=EXT_ALT)
Q("extreme", "en", "highest FWI bejaia in aug + did it burn", [ANA, SUM], "bj", "aug", extreme(BJ, "aug", "fwi", "max"),
  fire=True, alt=EXT_ALT)
Q("extreme", "en", "wettest day at SBA in June; fire or no fire that day?", [ANA, SUM], "sb", "jun",
  extreme(SB, "jun", "rain", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "en", "Which day was hottest in June at Bejaia, and was a fire recorded on it?", [ANA, SUM], "bj", "jun",
  extreme(BJ, "jun", "t", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "en", "lowest humidity day at Bejaia in August. fire that day y/n", [ANA, SUM], "bj", "aug",
  extreme(BJ, "aug", "rh", "min"), fire=True, alt=EXT_ALT)
Q("extreme", "fr", "Le jour le plus chaud à Béjaïa en août, il y a eu le feu ?", [ANA, SUM], "bj", "aug",
  extreme(BJ, "aug", "t", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "fr", "Journée la plus venteuse à SBA en septembre : incendie ou pas ?", [ANA, SUM], "sb", "sep",
  extreme(SB, "sep", "ws", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "fr", "la journée la plus sèche à Sidi Bel Abbès en juillet et y a-t-il eu un feu ce jour-là", [ANA, SUM],
  "sb", "jul", extreme(SB, "jul", "rh", "min"), fire=True, alt=EXT_ALT)
Q("extreme", "es", "el día más caluroso de toda la temporada en SBA, ¿hubo incendio?", [ANA, SUM], "sb", "all",
  extreme(SB, "all", "t", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "es", "¿el día con más viento en Bejaia en julio tuvo fuego?", [ANA, SUM], "bj", "jul",
  extreme(BJ, "jul", "ws", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "es", "día con el FWI más alto en SBA en julio: ¿se quemó algo?", [ANA, SUM], "sb", "jul",
  extreme(SB, "jul", "fwi", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "ar", "أسخن نهار في بلعباس في سبتمبر، كان فيه حريق؟", [ANA, SUM], "sb", "sep",
  extreme(SB, "sep", "t", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "ar", "أكثر يوم فيه ريح في بجاية في سبتمبر، هل اشتعلت النار ذلك اليوم؟", [ANA, SUM], "bj", "sep",
  extreme(BJ, "sep", "ws", "max"), fire=True, alt=EXT_ALT)
Q("extreme", "ar", "أعلى مؤشر FWI في سيدي بلعباس في أوت و واش كان حريق ذاك النهار؟", [ANA, SUM], "sb", "aug",
  extreme(SB, "aug", "fwi", "max"), fire=True, alt=EXT_ALT)

# ---- H. FWI now, and have days that low ever burned?
Q("lowburn", "en", "FWI now at Bejaia, and have days that low ever burned?", [DG, ANA], "bj", "now",
  ["fwi"] + low_burned(BJ), fire=True)
Q("lowburn", "en", "sba fwi rn + any fire ever on days this low?", [DG, ANA], "sb", "now", ["fwi"] + low_burned(SB), fire=True)
Q("lowburn", "en", "What's the index at Sidi Bel Abbes at the moment? And historically, has a day with an FWI like "
  "that ever had a fire?", [DG, ANA], "sb", "now", ["fwi"] + low_burned(SB), fire=True)
Q("lowburn", "en", "Bejaia FWI today. ever had a fire with numbers that low", [DG, ANA], "bj", "today",
  ["fwi"] + low_burned(BJ), fire=True)
Q("lowburn", "en", "FBAN: current FWI at SBA, and of the past days at or below it, how many recorded a fire?", [DG, ANA],
  "sb", "now", ["fwi"] + low_burned(SB), fire=True)
Q("lowburn", "fr", "IFM actuel à Béjaïa, et est-ce qu'il y a déjà eu des feux avec un indice aussi bas ?", [DG, ANA],
  "bj", "now", ["fwi"] + low_burned(BJ), fire=True)
Q("lowburn", "fr", "FWI à SBA là ? des jours aussi bas ont déjà brûlé ou jamais ?", [DG, ANA], "sb", "now",
  ["fwi"] + low_burned(SB), fire=True)
Q("lowburn", "fr", "Le FWI de Sidi Bel Abbès aujourd'hui... ça a déjà pris feu avec si peu ?", [DG, ANA], "sb", "today",
  ["fwi"] + low_burned(SB), fire=True)
Q("lowburn", "es", "FWI ahora en Bejaia, ¿y alguna vez ardió algo con un índice tan bajo?", [DG, ANA], "bj", "now",
  ["fwi"] + low_burned(BJ), fire=True)
Q("lowburn", "es", "¿FWI actual en SBA? ¿hubo incendios en días así de bajos?", [DG, ANA], "sb", "now",
  ["fwi"] + low_burned(SB), fire=True)
Q("lowburn", "ar", "شحال FWI في بجاية ضرك؟ و واش عمرها شعلت في نهار منخفض هكذا؟", [DG, ANA], "bj", "now",
  ["fwi"] + low_burned(BJ), fire=True)
Q("lowburn", "ar", "مؤشر FWI الحالي في سيدي بلعباس، وهل سبق أن وقع حريق في أيام بمؤشر منخفض مثله؟", [DG, ANA], "sb", "now",
  ["fwi"] + low_burned(SB), fire=True)
Q("lowburn", "ar", "FWI بلعباس اليوم، و كاش نهار بهاد المستوى صرا فيه حريق؟", [DG, ANA], "sb", "today",
  ["fwi"] + low_burned(SB), fire=True)

# ---- I. analogs: did days like today burn
Q("analog", "en", "did days like today burn at SBA?", [ANA], "sb", "now", ["fwi"], fire=True)
Q("analog", "en", "past fire days with weather similar to today's at Bejaia — any?", [ANA], "bj", "now", ["fwi"], fire=True)
Q("analog", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", [ANA], "bj", "now", ["fwi"], fire=True)
Q("analog", "es", "¿Días parecidos a hoy en SBA tuvieron incendio?", [ANA], "sb", "now", ["fwi"], fire=True)
Q("analog", "ar", "أيام كيما اليوم في بلعباس، كان فيها حرائق؟", [ANA], "sb", "now", ["fwi"], fire=True)

# ---- J. prescribed / controlled burns: is it a good time to burn
BURN_ALT = [[DG, TAC]]
BURN = ["fwi", "class", "ws", "rh"]
Q("burn", "en", "good time to burn at SBA?", [TAC], "sb", "now", BURN, alt=BURN_ALT)
Q("burn", "en", "Controlled burn window today at Sidi Bel Abbes — yes or no?", [TAC], "sb", "today", BURN, alt=BURN_ALT)
Q("burn", "en", "burn boss asking: is FWI low enough to do the pile burn at bejaia", [DG, TAC], "bj", "now", ["fwi", "class"])
Q("burn", "en", "prescribed fire unit: RH and wind at SBA now? we want under 20 km/h and RH over 30 to light", [CC, TAC],
  "sb", "now", ["rh", "ws"])
Q("burn", "en", "is it a good day for a controlled burn at both stations", [TAC], "both", "today", BURN, alt=BURN_ALT)
Q("burn", "en", "burn permit audit — was yesterday a decent burn day at Bejaia, danger wise?", [DG, TAC], "bj", "yesterday",
  ["fwi", "class"])
Q("burn", "en", "can we light the backburn now? whats the wind at SBA", [CC, TAC], "sb", "now", ["ws"])
Q("burn", "en", "Rx burn at Bejaia: give me temp, RH, FWI and say if we're in prescription", [CC, DG, TAC], "bj", "now",
  ["t", "rh", "fwi"])
Q("burn", "fr", "Brûlage dirigé à Béjaïa, on peut allumer maintenant ?", [TAC], "bj", "now", BURN, alt=BURN_ALT)
Q("burn", "fr", "C'est un bon moment pour un écobuage à SBA ? Donne-moi le vent et l'humidité", [CC, TAC], "sb", "now",
  ["ws", "rh"])
Q("burn", "fr", "On veut brûler des andains à Béjaïa, l'IFM le permet aujourd'hui ?", [DG, TAC], "bj", "today",
  ["fwi", "class"])
Q("burn", "es", "¿Es buen momento para quemar en Bejaia?", [TAC], "bj", "now", BURN, alt=BURN_ALT)
Q("burn", "es", "quema prescrita en SBA, ¿se puede hoy? dame viento y humedad", [CC, TAC], "sb", "today", ["ws", "rh"])
Q("burn", "ar", "نقدرو نحرقو ضرك في بلعباس؟ حرق مراقب", [TAC], "sb", "now", BURN, alt=BURN_ALT)
Q("burn", "ar", "هل الوقت مناسب لحرق موجه في بجاية اليوم؟ وشحال مؤشر الخطر؟", [DG, TAC], "bj", "today", ["fwi", "class"])
Q("burn", "ar", "حاب نعمل حرق متحكم فيه في بلعباس، شحال الريح و الرطوبة؟", [CC, TAC], "sb", "now", ["ws", "rh"])
# a burn asked for a day the box cannot see (forecast): nothing asked is served
Q("burnfc", "en", "ok to burn tomorrow morning at SBA?", [OOS, TAC], "sb", "now", ["neg"])
Q("burnfc", "fr", "feu tactique prévu demain à Sidi Bel Abbès, les conditions seront bonnes ?", [OOS, TAC], "sb", "now")
Q("burnfc", "es", "¿Pasado mañana se podrá hacer la quema en Sidi Bel Abbes?", [OOS, TAC], "sb", "now")
Q("burnfc", "ar", "الحرق المبرمج غدوة في بجاية، الجو يسمح؟", [OOS, TAC], "bj", "now")

# ---- K. drift: the crew's own rate and minutes
Q("drift", "en", "head's moving about 25 m a minute, how far in 20 min?", [DRI], None, "now", [rate(25, 20)], h=20)
Q("drift", "en", "ROS 1.2 km/h, how far does it get in 40 mins", [DRI], None, "now", [rate_kmh(1.2, 40)], h=40)
Q("drift", "en", "we clocked the head at 40 m/min. distance it covers before the dozer arrives, ETA 35 min?", [DRI], None,
  "now", [rate(40, 35)], h=35)
Q("drift", "en", "if it holds 18 m per min, how many metres in an hour and a half", [DRI], None, "now", [rate(18, 90)], h=90)
Q("drift", "en", "fire creeping 0.5 km/h. 2 hrs. how far", [DRI], None, "now", [rate_kmh(0.5, 120)], h=120)
Q("drift", "en", "box, your own drift estimate for the fire NE of SBA over the next 30 min?", [DRI], "sb", "now", ["=drift"],
  h=30)
Q("drift", "fr", "Le front avance à 30 m/min, ça fait combien en 25 minutes ?", [DRI], None, "now", [rate(30, 25)], h=25)
Q("drift", "fr", "vitesse de propagation 2 km/h, distance parcourue en 45 min ?", [DRI], None, "now", [rate_kmh(2, 45)], h=45)
Q("drift", "fr", "Il avance de 12 mètres par minute. En une heure il aura fait combien ?", [DRI], None, "now",
  [rate(12, 60)], h=60)
Q("drift", "es", "el frente avanza 20 m por minuto, ¿cuánto en 15 minutos?", [DRI], None, "now", [rate(20, 15)], h=15)
Q("drift", "es", "va a 1,5 km/h, ¿qué distancia recorre en 40 minutos?", [DRI], None, "now", [rate_kmh(1.5, 40)], h=40)
Q("drift", "ar", "النار تمشي 35 متر في الدقيقة، قداش تقطع في 20 دقيقة؟", [DRI], None, "now", [rate(35, 20)], h=20)
Q("drift", "ar", "سرعة الانتشار 3 كم/سا، شحال المسافة في نص ساعة؟", [DRI], None, "now", [rate_kmh(3, 30)], h=30)
Q("drift", "ar", "رأس الحريق يتقدم 15 م/د، كم يقطع في 50 دقيقة؟", [DRI], None, "now", [rate(15, 50)], h=50)

# ---- L. spread (projection: distance, direction unknown)
Q("spread", "en", "where will the head be in 30 min?", [SPR], None, "now", ["=spread"], h=30)
Q("spread", "en", "projected front in an hour for the fire NE of Sidi Bel Abbes — which way is it heading?", [SPR], "sb",
  "now", ["=spread"], h=60)
Q("spread", "en", "spread projection, next 45", [SPR], None, "now", ["=spread"], h=45)
Q("spread", "en", "where's this thing gonna be when we roll up, ETA 25 min", [SPR], None, "now", ["=spread"], h=25)
Q("spread", "en", "where will the head be in 20 minutes if it keeps 30 m/min", [SPR], None, "now", ["=spread", rate(30, 20)],
  h=20)
Q("spread", "fr", "Où sera la tête du feu dans 40 minutes ?", [SPR], None, "now", ["=spread"], h=40)
Q("spread", "fr", "Projection du front dans une heure et demie, feu au NE de SBA", [SPR], "sb", "now", ["=spread"], h=90)
Q("spread", "es", "¿Dónde estará el frente en media hora?", [SPR], None, "now", ["=spread"], h=30)
Q("spread", "es", "proyección del incendio a 1 hora, ¿hacia dónde va?", [SPR], None, "now", ["=spread"], h=60)
Q("spread", "ar", "وين يكون راس النار بعد ساعة؟", [SPR], None, "now", ["=spread"], h=60)
Q("spread", "ar", "توقع انتشار الحريق بعد 45 دقيقة", [SPR], None, "now", ["=spread"], h=45)

# ---- M. what the drone saw
Q("frames", "en", "what did the drone see", [FRM], None, "now", ["=frames"])
Q("frames", "en", "any smoke in the drone frames today?", [FRM], None, "today", ["=detection"])
Q("frames", "en", "where was the fire the UAV spotted", [FRM], None, "now", ["=detection_place"])
Q("frames", "en", "time of the drone detection?", [FRM], None, "now", ["=detection"])
Q("frames", "en", "last frame from the sortie — fire or not?", [FRM], None, "now", ["=frames"])
Q("frames", "fr", "Le drone a repéré quoi ?", [FRM], None, "now", ["=frames"])
Q("frames", "fr", "La détection du drone, c'est où ?", [FRM], None, "now", ["=detection_place"])
Q("frames", "es", "¿Qué vio el dron?", [FRM], None, "now", ["=frames"])
Q("frames", "es", "¿A qué hora detectó humo el dron?", [FRM], None, "now", ["=detection"])
Q("frames", "ar", "واش شاف الدرون؟", [FRM], None, "now", ["=frames"])
Q("frames", "ar", "وين كانت النار اللي شافها الدرون؟", [FRM], None, "now", ["=detection_place"])
Q("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الدخان؟", [FRM], None, "now", ["=detection"])

# ---- N. the shipped documents (danger-class meanings included)
Q("docs", "en", "how much defensible space does butte county want around a house", [DOC], None, "none", ["=doc_defensible"])
Q("docs", "en", "what's LCES stand for", [DOC], None, "none", LCES)
Q("docs", "en", "what does 'moderate' danger actually mean in FWI numbers?", [DOC], None, "none", class_meaning("moderate"))
Q("docs", "en", "FFMC above what = fine fuels light easy?", [DOC], None, "none", [FFMC_EASY])
Q("docs", "en", "zone 2 grass height max?", [DOC], None, "none", [GRASS])
Q("docs", "en", "new volunteer: what does 'very high' danger mean on this box?", [DOC], None, "none",
  class_meaning("very high"))
Q("docs", "en", "watch out situations - when do we pull back?", [DOC], None, "none", [DOWNHILL])
Q("docs", "fr", "Ça veut dire quoi, la classe 'élevée' ? c'est quelles valeurs d'IFM", [DOC], None, "none",
  class_meaning("high"))
Q("docs", "fr", "Débroussaillement dans le comté de Butte : combien de pieds autour des maisons ?", [DOC], None, "none",
  ["=doc_defensible"])
Q("docs", "fr", "L'ISI c'est quoi exactement, il est calculé à partir de quoi ?", [DOC], None, "none", [ISI_PARTS])
Q("docs", "es", "¿qué significa la clase 'muy baja'?", [DOC], None, "none", class_meaning("very low"))
Q("docs", "es", "¿Qué es el BUI? ¿de qué se calcula?", [DOC], None, "none", [BUI_PARTS])
Q("docs", "ar", "واش معناها درجة خطر extreme؟ من شحال تبدا؟", [DOC], None, "none", class_meaning("extreme"))
Q("docs", "ar", "شحال من قدم لازم نقيو حول الدار في مقاطعة بيوت؟", [DOC], None, "none", ["=doc_defensible"])
Q("docs", "ar", "شنو معنى FFMC فوق 90؟", [DOC], None, "none", [FFMC_EASY])

# ---- O. capabilities
Q("caps", "en", "what can this thing actually do", [CAP], None, "none")
Q("caps", "en", "what data have you got on board? which stations?", [CAP], None, "none", [NAMES_ANY[BJ], NAMES_ANY[SB]])
Q("caps", "en", "can u do forecasts or just what's happened?", [CAP], None, "none")
Q("caps", "fr", "Tu sais faire quoi, toi ?", [CAP], None, "none")
Q("caps", "es", "¿Qué datos tienes cargados?", [CAP], None, "none")
Q("caps", "ar", "شنو تقدر دير هاد الآلة؟", [CAP], None, "none")

# ---- P. photos (none is ever attached)
Q("photo", "en", "sending you a pic of the smoke column, what do you make of it", [PHO], None, "none")
Q("photo", "en", "photo attached - is that our fire or a new start?", [PHO], None, "none")
Q("photo", "en", "see attached img from the lookout tower", [PHO], None, "none")
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu en penses quoi ?", [PHO], None, "none")
Q("photo", "es", "te mando foto del humo, ¿es el mismo incendio?", [PHO], None, "none")
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوفها", [PHO], None, "none")

# ---- Q. what the box does not hold, alone
Q("oos", "en", "forecast for tomorrow at SBA?", [OOS], "sb", "now", ["neg"])
Q("oos", "en", "FWI in Oran?", [OOS], None, "now", ["neg"])
Q("oos", "en", "wind direction at bejaia", [OOS], "bj", "now", ["neg"])
Q("oos", "en", "barometric pressure at SBA now", [OOS], "sb", "now", ["neg"])
Q("oos", "en", "any lightning strikes last night around bejaia?", [OOS], "bj", "now", ["neg"])
Q("oos", "en", "PM2.5 at Bejaia?", [OOS], "bj", "now", ["neg"])
Q("oos", "en", "who won the match last night lol", [OOS], None, "none")
Q("oos", "fr", "Prévisions météo pour demain à Béjaïa ?", [OOS], "bj", "now")
Q("oos", "fr", "Danger à Tlemcen ?", [OOS], None, "now")
Q("oos", "fr", "d'où vient le vent à SBA ?", [OOS], "sb", "now")
Q("oos", "es", "¿pronóstico para la semana que viene en Sidi Bel Abbes?", [OOS], "sb", "now")
Q("oos", "es", "¿humedad del suelo en Bejaia?", [OOS], "bj", "now")
Q("oos", "ar", "الطقس غدوة في بلعباس كيفاش؟", [OOS], "sb", "now")
Q("oos", "ar", "واش الحالة في وهران؟", [OOS], None, "now")
Q("oos", "ar", "منين جاية الريح في بجاية؟", [OOS], "bj", "now")

# ---- R. a part held beside a part not held
Q("partoos", "en", "wind speed and direction at SBA", [CC, OOS], "sb", "now", ["ws"])
Q("partoos", "en", "FWI today and tomorrow at Bejaia", [DG, OOS], "bj", "today", ["fwi"])
Q("partoos", "en", "RH at Bejaia, and at Oran while you're at it", [CC, OOS], "bj", "now", ["rh"])
Q("partoos", "en", "temp at SBA now + what's the pressure doing", [CC, OOS], "sb", "now", ["t"])
Q("partoos", "en", "danger class at SBA and the lightning risk tonight", [DG, OOS], "sb", "now", ["class"])
Q("partoos", "en", "gusts at Bejaia? and the mean wind", [CC, OOS], "bj", "now", ["ws"])
Q("partoos", "fr", "Vent à Béjaïa : force et direction ?", [CC, OOS], "bj", "now", ["ws"])
Q("partoos", "fr", "IFM à SBA aujourd'hui et la prévi pour demain", [DG, OOS], "sb", "today", ["fwi"])
Q("partoos", "fr", "Humidité à Sidi Bel Abbès et à Tlemcen", [CC, OOS], "sb", "now", ["rh"])
Q("partoos", "es", "viento en SBA: velocidad y dirección", [CC, OOS], "sb", "now", ["ws"])
Q("partoos", "es", "peligro hoy en Bejaia, ¿y mañana?", [DG, OOS], "bj", "today", ["class"])
Q("partoos", "ar", "سرعة الريح و اتجاهها في بلعباس", [CC, OOS], "sb", "now", ["ws"])
Q("partoos", "ar", "الحرارة في بجاية و في الجزائر العاصمة", [CC, OOS], "bj", "now", ["t"])
Q("partoos", "ar", "خطر الحريق اليوم و غدوة في سيدي بلعباس", [DG, OOS], "sb", "today", ["fwi"])

# ---- S. orders (send, show, export): refused; "show me" the box's own data is served
Q("order", "en", "send an evac alert to the village below the ridge", [REF], None, "none", ["neg"])
Q("order", "en", "delete yesterday's readings, they're junk", [REF], None, "none", ["neg"])
Q("order", "en", "export all the Sept readings to the usb stick", [REF], None, "none", ["neg"])
Q("order", "fr", "Envoie une alerte à la protection civile.", [REF], None, "none")
Q("order", "fr", "Exporte les relevés de SBA d'hier en CSV", [REF], None, "none")
Q("order", "es", "manda la alerta a los bomberos de Bejaia", [REF], None, "none")
Q("order", "ar", "صيفط تنبيه للحماية المدنية", [REF], None, "none")
Q("order", "ar", "صدّر قراءات بجاية تاع شهر أوت في ملف", [REF], None, "none")
Q("orderpart", "en", "FWI at SBA and text it to the chief", [DG, REF], "sb", "now", ["fwi"])
Q("orderpart", "en", "Show me the drone frame and push it to the dispatch board", [FRM, REF], None, "now", ["=frames"])
Q("orderpart", "en", "export last week's max FWI for SBA as a pdf", [SUM, REF], "sb", "lastweek", ["maxfwi"])
Q("orderpart", "en", "get me the temp at Bejaia and notify the mayor it's hot", [CC, REF], "bj", "now", ["t"])
Q("orderpart", "en", "what's the danger class at bejaia — also dispatch engine 4 up there", [DG, REF], "bj", "now", ["class"])
Q("orderpart", "fr", "Donne-moi l'IFM de Béjaïa et transmets-le au CODIS", [DG, REF], "bj", "now", ["fwi"])
Q("orderpart", "fr", "le vent à SBA, et préviens le chef de groupe", [CC, REF], "sb", "now", ["ws"])
Q("orderpart", "es", "dime el viento en SBA y mándaselo al jefe de brigada", [CC, REF], "sb", "now", ["ws"])
Q("orderpart", "ar", "عطيني FWI تاع بلعباس و ابعثو لغرفة العمليات", [DG, REF], "sb", "now", ["fwi"])
Q("orderpart", "ar", "الحرارة في بجاية و بلّغ الوالي", [CC, REF], "bj", "now", ["t"])
Q("show", "en", "show me today's readings for SBA", [CC], "sb", "today", ["t", "rh", "ws"])
Q("show", "fr", "Montre-moi la dernière image du drone", [FRM], None, "now", ["=frames"])
Q("show", "es", "enséñame las lecturas de hoy de Bejaia", [CC], "bj", "today", ["t", "rh", "ws"])
Q("show", "ar", "وريني آخر صورة تاع الدرون", [FRM], None, "now", ["=frames"])

# ---- T. places near a station, not at it (warn)
W = "warn"
Q("near", "en", "RH on the ridge above Bejaia?", [CC], "bj", "now", ["rh"], decision=W)
Q("near", "en", "we're 10 km out of SBA on the north road, wind?", [CC], "sb", "now", ["ws"], decision=W)
Q("near", "en", "danger for the valley 15 km south of sidi bel abbes", [DG], "sb", "now", ["fwi", "class"], decision=W)
Q("near", "en", "temp at the forest edge just outside Bejaia, 5 km or so", [CC], "bj", "now", ["t"], decision=W)
Q("near", "en", "FWI yesterday for the hills 20 km east of SBA", [DG], "sb", "yesterday", ["fwi"], decision=W)
Q("near", "en", "whats the wind doing up on the Gouraya ridge over Bejaia", [CC], "bj", "now", ["ws"], decision=W)
Q("near", "fr", "Humidité sur la crête au-dessus de Béjaïa ?", [CC], "bj", "now", ["rh"], decision=W)
Q("near", "fr", "danger à 12 km au nord de Sidi Bel Abbès", [DG], "sb", "now", ["fwi", "class"], decision=W)
Q("near", "fr", "Température dans la forêt à une dizaine de km de SBA", [CC], "sb", "now", ["t"], decision=W)
Q("near", "es", "viento a 8 km al oeste de Bejaia", [CC], "bj", "now", ["ws"], decision=W)
Q("near", "es", "peligro en la sierra a 15 km de Sidi Bel Abbes", [DG], "sb", "now", ["fwi", "class"], decision=W)
Q("near", "ar", "الرطوبة في الجبل اللي فوق بجاية", [CC], "bj", "now", ["rh"], decision=W)
Q("near", "ar", "الخطر على بعد 10 كم شمال بلعباس", [DG], "sb", "now", ["fwi", "class"], decision=W)
Q("near", "ar", "شحال الريح في الغابة اللي بعيدة على سيدي بلعباس بـ 15 كيلو؟", [CC], "sb", "now", ["ws"], decision=W)

# ---- U. an hour other than noon (warn)
Q("hour", "en", "RH at SBA at 6 am today", [CC], "sb", "today", ["rh"], decision=W)
Q("hour", "en", "temp at bejaia at 5pm yesterday", [CC], "bj", "yesterday", ["t"], decision=W)
Q("hour", "en", "wind at 0800 this morning, SBA", [CC], "sb", "today", ["ws"], decision=W)
Q("hour", "en", "what was the FWI at Bejaia around 3 in the morning", [DG], "bj", "today", ["fwi"], decision=W)
Q("hour", "fr", "Humidité à Béjaïa à 6h ce matin ?", [CC], "bj", "today", ["rh"], decision=W)
Q("hour", "fr", "Température à SBA hier à 18h", [CC], "sb", "yesterday", ["t"], decision=W)
Q("hour", "es", "¿Viento en Bejaia a las 8 de la mañana?", [CC], "bj", "today", ["ws"], decision=W)
Q("hour", "es", "humedad en SBA anoche a las 22h", [CC], "sb", "yesterday", ["rh"], decision=W)
Q("hour", "ar", "الرطوبة في بلعباس على 6 تاع الصباح", [CC], "sb", "today", ["rh"], decision=W)
Q("hour", "ar", "السخانة في بجاية البارح على 5 تاع العشية", [CC], "bj", "yesterday", ["t"], decision=W)

# ---- V. the crew's own instrument readings beside the station's
Q("kit", "en", "our kestrel reads 27C and 40% RH in the SBA station yard. what's the station itself got?", [CC], "sb", "now",
  ["t", "rh"])
Q("kit", "en", "belt weather kit: 18 mph wind here at the Bejaia station. what does the station say, mph too", [CC], "bj",
  "now", ["ws", mph(BJ, "now")])
Q("kit", "en", "handheld says RH 35 percent at SBA, does the station agree?", [CC], "sb", "now", ["rh"])
Q("kit", "en", "we measured 31 degrees at the Bejaia station mast. box reading higher or lower?", [CC], "bj", "now", ["t"])
Q("kit", "en", "our anemometer's at 9 knots. SBA station wind in knots?", [CC], "sb", "now", ["ws", knots(SB, "now")])
Q("kit", "fr", "Notre thermomètre affiche 28 °C à la station de Béjaïa, et la station elle-même ?", [CC], "bj", "now", ["t"])
Q("kit", "fr", "On mesure 15 nœuds de vent à SBA, la station dit quoi ?", [CC], "sb", "now", ["ws", knots(SB, "now")])
Q("kit", "es", "medimos 20 km/h de viento en SBA, ¿coincide con la estación?", [CC], "sb", "now", ["ws"])
Q("kit", "ar", "الجهاز تاعنا يقرا 30 درجة في بلعباس، و المحطة واش تقول؟", [CC], "sb", "now", ["t"])
Q("kit", "ar", "قسنا الرطوبة 60% في بجاية، شحال عند المحطة؟", [CC], "bj", "now", ["rh"])

# ---- W. tactical (served as the facts bearing on it)
Q("tactical", "en", "should we pull back from the east flank at SBA? conditions?", [TAC], "sb", "now", ["fwi", "class", "ws"])
Q("tactical", "en", "do we need extra lookouts today at bejaia given the conditions", [TAC], "bj", "today",
  ["fwi", "class", "ws"])
Q("tactical", "en", "what should the crew do next", [TAC], None, "none")
Q("tactical", "fr", "On engage ou on attend à Sidi Bel Abbès ?", [TAC], "sb", "now", ["fwi", "class", "ws"])
Q("tactical", "es", "¿Mandamos la brigada al flanco o esperamos? Bejaia", [TAC], "bj", "now", ["fwi", "class", "ws"])
Q("tactical", "ar", "واش ندخلو ولا نستناو؟ بلعباس", [TAC], "sb", "now", ["fwi", "class", "ws"])

# ---- X. days with no reading (before June 2012)
Q("nodata", "en", "temp at SBA on May 20, 2012", [CC], "sb", "2012-05-20", ["t"])
Q("nodata", "en", "FWI bejaia 2012-05-28?", [DG], "bj", "2012-05-28", ["fwi"])
Q("nodata", "en", "conditions at Bejaia 10/08/2011, need it for the report", [CC], "bj", "2011-08-10", ["t", "rh", "ws"])
Q("nodata", "fr", "Humidité à Béjaïa le 28 mai 2012 ?", [CC], "bj", "2012-05-28", ["rh"])
Q("nodata", "es", "¿viento en SBA el 15 de mayo de 2012?", [CC], "sb", "2012-05-15", ["ws"])
Q("nodata", "ar", "الحرارة في بلعباس يوم 10 ماي 2012", [CC], "sb", "2012-05-10", ["t"])
Q("nodata", "ar", "FWI تاع بجاية نهار 20 ماي 2012", [DG], "bj", "2012-05-20", ["fwi"])

# ---- Y. two or three asks in one message
Q("multi", "en", "FWI at SBA and what did the drone see?", [DG, FRM], "sb", "now", ["fwi", "=frames"])
Q("multi", "en", "temp + danger at Bejaia now, and the max FWI there over the last week", [CC, DG, SUM], "bj", "now",
  ["t", "fwi", CF._num(max(row(BJ, d).codes["FWI"] for d in days_of("lastweek", BJ)))])
Q("multi", "en", "head at 20 m/min, how far in 30? and what does LCES say about timing escape routes", [DRI, DOC], None,
  "now", [rate(20, 30), SLOWEST], h=30)
Q("multi", "en", "which station is worse, and how many fire days there this month?", [CMP, SUM], "both", "now",
  ["fwi", watch("now"), fire_days(CF.watch_station(TODAY), "sep")], fire=True)
Q("multi", "en", "RH at bejaia now and is it a good time to burn", [CC, TAC], "bj", "now", ["rh", "fwi", "class"])
Q("multi", "en", "danger class SBA, the defensible space rule, and when the drone saw the fire", [DG, DOC, FRM], "sb", "now",
  ["class", "=doc_defensible", "=detection"])
Q("multi", "fr", "IFM à SBA et qu'est-ce qu'a vu le drone ?", [DG, FRM], "sb", "now", ["fwi", "=frames"])
Q("multi", "fr", "Vent à Béjaïa et combien de jours de feu en août là-bas ?", [CC, SUM], "bj", "now",
  ["ws", fire_days(BJ, "aug")], fire=True)
Q("multi", "fr", "Quelle station est la pire, et ça veut dire quoi la classe 'très faible' ?", [CMP, DOC], "both", "now",
  ["fwi", watch("now")] + class_meaning("very low"))
Q("multi", "es", "temperatura en SBA y ¿dónde está el incendio que vio el dron?", [CC, FRM], "sb", "now",
  ["t", "=detection_place"])
Q("multi", "es", "FWI en Bejaia hoy y días de incendio en la última semana", [DG, SUM], "bj", "today",
  ["fwi", fire_days(BJ, "lastweek")], fire=True)
Q("multi", "ar", "الحرارة في بلعباس و واش شاف الدرون؟", [CC, FRM], "sb", "now", ["t", "=frames"])
Q("multi", "ar", "FWI في بجاية و شحال من يوم حريق في جويلية؟", [DG, SUM], "bj", "now", ["fwi", fire_days(BJ, "jul")],
  fire=True)
Q("multi", "ar", "شكون أخطر محطة ضرك؟ و النار تمشي 20 متر في الدقيقة قداش تقطع في ربع ساعة؟", [CMP, DRI], "both", "now",
  ["fwi", watch("now"), rate(20, 15)], h=15)

# ----------------------------------------------------------------------------- sessions
SESS = []


def S(n, turn, lang, text, intents, st=None, when="now", facts=(), decision=None, h=None, fire=False, alt=None):
    r = {"session": f"{NAME}s{n:02d}", "turn": turn, "question": text, "intents": list(intents),
         "stations": ST[st] if st else None, "when": when, "facts": list(facts), "lang": lang}
    if decision:
        r["decision"] = decision
    if h is not None:
        r["horizon_min"] = h
    if fire:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESS.append(r)


# s01: a multi-part question, then "and yesterday at the same time?", the other station, why
S(1, 1, "en", "sba temp, wind and fwi rn", [CC, DG], "sb", "now", ["t", "ws", "fwi"])
S(1, 2, "en", "and yesterday at the same time?", [CC, DG], "sb", "yesterday", ["t", "ws", "fwi"])
S(1, 3, "en", "other station?", [CC, DG], "bj", "yesterday", ["t", "ws", "fwi"])
S(1, 4, "en", "why's the fwi so low there", [EXP], "bj", "yesterday", ["rh", "rain"])
# s02: a burn at Béjaïa, what the class means, yesterday same time
S(2, 1, "fr", "On a un brûlage dirigé prévu à Béjaïa. On peut y aller maintenant ? IFM et vent stp", [CC, DG, TAC], "bj",
  "now", ["ws", "fwi", "class"])
S(2, 2, "fr", "'très faible', ça correspond à quelles valeurs ?", [DOC], None, "none", class_meaning(BJ, "now"))
S(2, 3, "fr", "et hier à la même heure, c'était pareil ?", [CC, DG], "bj", "yesterday", ["ws", "fwi"],
  alt=[[CC, DG, TAC]])
# s03: the crew's rate, "and in 45?", where the head will be, then an order
S(3, 1, "en", "head's running ~30 m/min on the east flank. how far in 20 min", [DRI], None, "now", [rate(30, 20)], h=20)
S(3, 2, "en", "and in 45?", [DRI], None, "now", [rate(30, 45)], h=45)
S(3, 3, "en", "ok so where's the head in an hour at that rate", [SPR], None, "now", ["=spread", rate(30, 60)], h=60)
S(3, 4, "en", "send that projection to div B", [REF], None, "none", ["neg"])
# s04: Spanish drift follow-ups
S(4, 1, "es", "el frente avanza unos 15 m por minuto, ¿cuánto recorre en media hora?", [DRI], None, "now", [rate(15, 30)],
  h=30)
S(4, 2, "es", "¿y en 45?", [DRI], None, "now", [rate(15, 45)], h=45)
S(4, 3, "es", "¿y en una hora y cuarto?", [DRI], None, "now", [rate(15, 75)], h=75)
# s05: FWI now and low days, the other station, what very low means
S(5, 1, "ar", "شحال راهو FWI في بجاية دروك؟ وكاش ما صرا حريق في نهار كان فيه المؤشر هابط كيما هكا؟", [DG, ANA], "bj", "now", ["fwi"] + low_burned(BJ),
  fire=True)
S(5, 2, "ar", "و في بلعباس؟", [DG, ANA], "sb", "now", ["fwi"] + low_burned(SB), fire=True)
S(5, 3, "ar", "أشنو معناها very low بالضبط؟", [DOC], None, "none", class_meaning("very low"))
# s06: an extreme day and its fire, the other station, fire-day counts
S(6, 1, "en", "SBA, August: which day topped out hottest, and was it a fire day?", [ANA, SUM], "sb", "aug", extreme(SB, "aug", "t", "max"),
  fire=True, alt=EXT_ALT)
S(6, 2, "en", "and at bejaia?", [ANA, SUM], "bj", "aug", extreme(BJ, "aug", "t", "max"), fire=True, alt=EXT_ALT)
S(6, 3, "en", "how many fire days that month there", [SUM], "bj", "aug", ["fires"], fire=True)
S(6, 4, "en", "and july?", [SUM], "bj", "jul", ["fires"], fire=True)
# s07: the drone, where, when, then an order
S(7, 1, "fr", "Le drone a vu quoi pendant la sortie ?", [FRM], None, "now", ["=frames"])
S(7, 2, "fr", "C'est où exactement ?", [FRM], None, "now", ["=detection_place"])
S(7, 3, "fr", "Et à quelle heure ?", [FRM], None, "now", ["=detection"])
S(7, 4, "fr", "Envoie l'image au PC de colonne.", [REF], None, "none")
# s08: compare, "and yesterday same time?", then French
S(8, 1, "en", "which station is worse rn and by how much, FWI wise?", [CMP], "both", "now",
  ["fwi", watch("now"), diff("fwi", "now")])
S(8, 2, "en", "and yesterday same time?", [CMP], "both", "yesterday", ["fwi", watch("yesterday"), diff("fwi", "yesterday")])
S(8, 3, "fr", "et l'humidité hier, des deux côtés ?", [CMP], "both", "yesterday", ["rh"], alt=[[CC]])
# s09: Darija, multi-part, yesterday same time, the FWI, why
S(9, 1, "ar", "السخانة و الريح و الخطر في بلعباس ضرك؟", [CC, DG], "sb", "now", ["t", "ws", "class"])
S(9, 2, "ar", "و البارح فنفس الوقت؟", [CC, DG], "sb", "yesterday", ["t", "ws", "class"])
S(9, 3, "ar", "و شحال كان FWI بالضبط؟", [DG], "sb", "yesterday", ["fwi"])
S(9, 4, "ar", "علاش طاح هكا؟", [EXP], "sb", "yesterday", ["rh"])
# s10: a controlled burn, what the class means, tomorrow
S(10, 1, "es", "¿buen momento para una quema controlada en SBA?", [TAC], "sb", "now", BURN, alt=BURN_ALT)
S(10, 2, "es", "¿qué significa exactamente clase muy baja?", [DOC], None, "none", class_meaning(SB, "now"))
S(10, 3, "es", "¿y mañana?", [OOS, TAC], "sb", "now", [], alt=[[OOS]])
# s11: the crew's own kestrel, units, what the class means
S(11, 1, "en", "our kestrel reads 29 C, RH 35, wind 20 at the Bejaia station. what's the station showing", [CC], "bj", "now",
  ["t", "rh", "ws"])
S(11, 2, "en", "that wind in knots?", [CC], "bj", "now", [knots(BJ, "now")])
S(11, 3, "en", "fwi + class there?", [DG], "bj", "now", ["fwi", "class"])
S(11, 4, "en", "what does that class mean anyway", [DOC], None, "none", class_meaning(BJ, "now"))
# s12: fire-day counts, another month, the other station in Arabic
S(12, 1, "fr", "Combien de jours de feu à Béjaïa en août ?", [SUM], "bj", "aug", ["fires"], fire=True)
S(12, 2, "fr", "et en septembre ?", [SUM], "bj", "sep", ["fires"], fire=True)
S(12, 3, "ar", "و في سيدي بلعباس؟", [SUM], "sb", "sep", ["fires"], fire=True)
# s13: danger, a detour to the documents, the drone, a reading at 6 am
S(13, 1, "en", "danger at SBA?", [DG], "sb", "now", ["fwi", "class"])
S(13, 2, "en", "btw what does LCES stand for", [DOC], None, "none", LCES)
S(13, 3, "en", "any smoke on the drone footage?", [FRM], None, "now", ["=detection"])
S(13, 4, "en", "back to SBA - what was the RH at 6am yesterday", [CC], "sb", "yesterday", ["rh"], decision=W)
# s14: a ridge near Béjaïa
S(14, 1, "en", "we're on the ridge 8 km north of Bejaia. RH?", [CC], "bj", "now", ["rh"], decision=W)
S(14, 2, "en", "and fwi up here?", [DG], "bj", "now", ["fwi"], decision=W)
S(14, 3, "en", "ok to burn off the slash pile up there?", [TAC], "bj", "now", ["fwi", "class"], decision=W)
# s15: Arabic multi-part, yesterday same time, what the class means, an order
S(15, 1, "ar", "FWI و سرعة الريح في بجاية؟", [CC, DG], "bj", "now", ["ws", "fwi"])
S(15, 2, "ar", "و أمس في نفس الوقت؟", [CC, DG], "bj", "yesterday", ["ws", "fwi"])
S(15, 3, "ar", "شنو معنى الصنف هذا؟", [DOC], None, "none", class_meaning(BJ, "yesterday"))
S(15, 4, "ar", "ابعث هاد المعلومات لقائد الفرقة", [REF], None, "none")
# s16: Spanish fire-day count, the other station, then English: the windiest day and the low FWI now
S(16, 1, "es", "¿cuántos días de incendio en SBA desde el martes?", [SUM], "sb", "since-tue", ["fires"], fire=True)
S(16, 2, "es", "¿y en Bejaia?", [SUM], "bj", "since-tue", ["fires"], fire=True)
S(16, 3, "en", "windiest of those days there, any fire that day?", [ANA, SUM], "bj", "since-tue",
  extreme(BJ, "since-tue", "ws", "max"), fire=True, alt=EXT_ALT)
S(16, 4, "en", "ok and fwi now - have days that low ever gone up?", [DG, ANA], "bj", "now", ["fwi"] + low_burned(BJ),
  fire=True)


# ----------------------------------------------------------------------------- write
def templates():
    groups = defaultdict(list)
    order = []
    for q in QS:
        g = (q["kind"], q["decision"], q["fire"])
        if g not in groups:
            order.append(g)
        groups[g].append(q)
    kinds = Counter(g[0] for g in order)
    out = []
    for g in order:
        kind, decision, fire = g
        qs = groups[g]
        RNG.shuffle(qs)     # fixed seed: the order of phrasings inside a template
        suffix = "" if kinds[kind] == 1 else ("-w" if decision else "") + ("-f" if fire else "")
        t = {"key": f"{NAME}-{kind}{suffix}", "intents": qs[0]["intents"], "stations": "none",
             "days": [q["day"] for q in qs],
             "phrasings": [dict({"q": q["q"], "lang": q["lang"], "stations": q["st"], "facts": q["facts"]},
                                **({"intents_alt": q["alt"]} if q["alt"] else {})) for q in qs],
             "intents_by_phrasing": [q["intents"] for q in qs], "facts": []}
        if any(q["h"] is not None for q in qs):
            t["horizons"] = [q["h"] for q in qs]
        if any(q["thr"] is not None for q in qs):
            t["thr"] = [q["thr"] for q in qs]
        if decision:
            t["decision"] = decision
        if fire:
            t["needs_fire_history"] = True
        out.append(t)
    keys = [t["key"] for t in out]
    assert len(keys) == len(set(keys)), keys
    return out


def main():
    for q in QS + SESS:
        text = q.get("q") or q.get("question")
        assert "{" not in text and "}" not in text, text
    tpl = templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False, sort_keys=True) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in SESS), encoding="utf-8")
    rows = [(q["lang"], q["intents"]) for q in QS] + [(r["lang"], r["intents"]) for r in SESS]
    n = len(rows)
    langs = Counter(lang for lang, _ in rows)
    multi = sum(1 for _, i in rows if len(i) >= 2)
    print(f"{n} questions ({len(QS)} template phrasings in {len(tpl)} templates, {len(SESS)} session turns in "
          f"{len({r['session'] for r in SESS})} sessions)")
    print("languages", dict(langs), {k: round(v / n, 3) for k, v in langs.items()})
    print(f"two/three asks: {multi} ({multi / n:.1%})")


if __name__ == "__main__":
    main()
