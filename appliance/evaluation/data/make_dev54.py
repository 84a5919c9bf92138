"""Batch d54 (dev): blind crew questions for the wildfire appliance, gold computed by code.

Run from the repository root:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev54.py
Writes crew_templates_dev54.jsonl and crew_sessions_dev54.jsonl next to this script.

Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / window_facts, and unit
conversions of the real reading), from the crew's own numbers (rate x minutes), or from the shipped
documents by regex. Nothing numeric is typed by hand into a fact.
"""
import json
import re
from collections import Counter
from datetime import timedelta
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d54"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TODAY = crew_days.TODAY

# ----------------------------------------------------------------------------------------------------------
# Fact helpers (all computed)
# ----------------------------------------------------------------------------------------------------------


def _day(key: str) -> str:
    if key in ("now", "today"):
        return TODAY.isoformat()
    if key in crew_days.RELATIVE:
        return (TODAY - timedelta(days=crew_days.RELATIVE[key])).isoformat()
    return key


def _days(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def row(st: str, key: str):
    return crew_facts.table()[(st, _day(key))]


def num(x: float):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def code(st: str, key: str, name: str):
    """One FWI-system code (FFMC, DMC, DC, ISI, BUI, FWI) as recorded."""
    return num(row(st, key).codes[name])


def _dec(v: float) -> list[str]:
    s = f"{v:.1f}"
    return [s, s.replace(".", ",")]


def mph(st, key):
    v = row(st, key).wind_kmh / 1.609344
    return {"any": _dec(v) + [f"{round(v)} mph"]}


def knots(st, key):
    v = row(st, key).wind_kmh / 1.852
    r = round(v)
    return {"any": _dec(v) + [f"{r} kt", f"{r} knot", f"{r} nœud", f"{r} noeud", f"{r} nudo", f"{r} عقد"]}


def mps(st, key):
    v = row(st, key).wind_kmh / 3.6
    return {"any": _dec(v) + [f"{round(v)} m/s"]}


def fahr(st, key):
    v = row(st, key).temperature_c * 9 / 5 + 32
    r = round(v)
    return {"any": _dec(v) + [f"{r} °F", f"{r}°F", f"{r} F", f"{r} degrees F"]}


def diff(key: str, field: str):
    """Absolute difference between the two stations on a day (temperature, rh, wind or a code)."""
    def val(st):
        r = row(st, key)
        return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh}.get(field, r.codes.get(field))
    return num(abs(val(B) - val(S)))


def _g(x: float) -> str:
    return f"{x:g}"


def dist_m(m: float) -> dict:
    km = m / 1000
    forms = [f"{_g(m)} m", f"{_g(km)} km", f"{_g(km).replace('.', ',')} km", f"{_g(m)} metres", f"{_g(m)} meters"]
    if m >= 1000:
        forms += [f"{int(m):,} m", f"{int(m):,} m".replace(",", " ")]
    return {"any": list(dict.fromkeys(forms))}


def rate_drift(rate_m_min: float, minutes: float) -> dict:
    return dist_m(rate_m_min * minutes)


def kmh_drift(kmh: float, minutes: float) -> dict:
    return dist_m(round(kmh * 1000 * minutes / 60, 1))


def ft_drift(ft_min: float, minutes: float) -> dict:
    ft = ft_min * minutes
    m = ft * 0.3048
    return {"any": [f"{_g(ft)} ft", f"{int(ft):,} ft", f"{_g(ft)} feet", f"{int(ft):,} feet",
                    f"{round(m)} m", f"{m / 1000:.2f} km", f"{m / 1000:.2f} km".replace(".", ",")]}


def _rows(st: str, key: str):
    return [crew_facts.table()[(st, d)] for d in _days(key) if (st, d) in crew_facts.table()]


def _field(r, field):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(field, r.codes.get(field))


def count_above(st: str, key: str, field: str, thr: float) -> int:
    return sum(_field(r, field) > thr for r in _rows(st, key))


def avg(st: str, key: str, field: str) -> dict:
    vals = [_field(r, field) for r in _rows(st, key)]
    return {"any": _dec(sum(vals) / len(vals))}


def low(st: str, key: str, field: str):
    return num(min(_field(r, field) for r in _rows(st, key)))


def total(st: str, key: str, field: str):
    return num(sum(_field(r, field) for r in _rows(st, key)))


def fires_over(st: str, thr: float) -> list:
    """Past days (before today) at a station with FWI above thr: [how many, how many had a fire]."""
    return crew_facts.window_facts("fires_fwi_gt", st, [TODAY.isoformat()], thr)


# Shipped documents, parsed by regex
DOCS = EDGE_DATA_DIR / "documents"
_DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
_LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
_FWI = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def _re(pattern: str, text: str, group: int = 1) -> str:
    m = re.search(pattern, text, re.S)
    if not m:
        raise ValueError(f"document no longer says {pattern!r}")
    return m.group(group)


def _n(s: str):
    return num(float(s))


DEF_FEET = _n(_re(r"requires (\d+) feet of defensible space", _DEF))
ZONE0_FEET = _n(_re(r"Zone 0 is the first (\d+) feet", _DEF))
ZONE1_OUTER = _n(_re(r"Zone 1 runs from \d+ to (\d+) feet", _DEF))
BRANCH_FEET = _n(_re(r"branches (\d+) feet\s+from chimneys", _DEF))
GRASS_INCHES = _n(_re(r"maximum height of (\d+) inches", _DEF))
FFMC_IGNITE = _n(_re(r"above about (\d+)\s+fine fuels ignite", _FWI))
FWI_HIGH = _n(_re(r"from ([\d.]+) high", _FWI))
FWI_VHIGH = _n(_re(r"from ([\d.]+)\s+very high", _FWI))
FWI_EXTREME = _n(_re(r"from ([\d.]+) extreme", _FWI))
LCES_WORDS = [w.lower().rstrip("s") for w in
              re.search(r"(Lookouts),\s*(Communications),\s*(Escape routes) and (Safety zones)", _LCES).groups()]
LCES_FACTS = [{"any": [w]} for w in LCES_WORDS]
WATCHOUT = {"any": [_re(r"builds line (downhill)", _LCES), _re(r"when (spot fires) appear", _LCES)[:-1]]}
STAFFING = {"any": [_re(r"(lookouts) are posted early", _LCES)[:-1]]}
ESCAPE = {"any": [_re(r"(slowest member)", _LCES), _re(r"(safety zone) before the fire", _LCES)]}
BUI_MEANS = {"any": [_re(r"\(BUI\) combines (DMC) and", _FWI), "duff"]}
FFMC_MEANS = {"any": [_re(r"\(FFMC\) follows the moisture of litter and (fine fuel)s", _FWI), "litter"]}


def feet(n) -> dict:
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot"]}


NAMES_EN = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
NAMES_AR = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "بلعباس"]}]

# ----------------------------------------------------------------------------------------------------------
# Questions
# ----------------------------------------------------------------------------------------------------------
CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

ENTRIES: list[dict] = []


def add(kind, lang, q, intents, st=None, day="none", facts=(), dec=None, thr=None, h=None, fh=False, alt=None):
    stations = {None: "none", "B": [B], "S": [S], "BS": list(BOTH)}[st]
    ENTRIES.append({"kind": kind, "lang": lang, "q": q, "intents": list(intents), "st": stations, "day": day,
                    "facts": list(facts), "dec": dec, "thr": thr, "h": h, "fh": fh, "alt": alt})


# ---- current conditions ---------------------------------------------------------------------------------
add("cond", "en", "Bejaia temp rn?", [CC], "B", "now", ["t"])
add("cond", "en", "What's the relative humidity at Sidi Bel Abbès right now?", [CC], "S", "now", ["rh"])
add("cond", "en", "Dispatch to appliance, request current wind speed Béjaïa, over.", [CC], "B", "now", ["ws"])
add("cond", "en", "sba wind in mph pls", [CC], "S", "now", ["ws", mph(S, "now")])
add("cond", "en", "How much rain did Bejaia get yesterday?", [CC], "B", "yesterday", ["rain"])
add("cond", "en", "Need the noon obs for SBA on 14-Aug: temp, RH, wind.", [CC], "S", "2012-08-14", ["t", "rh", "ws"])
add("cond", "en", "What was the temperature in Fahrenheit at Sidi-Bel-Abbes on Aug 3rd? Our US liaison keeps asking",
    [CC], "S", "2012-08-03", ["t", fahr(S, "2012-08-03")])
add("cond", "en", "give me the wind at bejaia in knots for the day before yesterday", [CC], "B", "daybefore",
    ["ws", knots(B, "daybefore")])
add("cond", "en", "hi, I just joined the crew. How humid is it in Sidi Bel Abbes today? Is that a lot?", [CC], "S",
    "today", ["rh"])
add("cond", "en", "Readings for Bejaia 2012-07-22", [CC], "B", "2012-07-22", ["t", "rh", "ws", "rain"])
add("cond", "en", "wind m/s sidi belabes yday", [CC], "S", "yesterday", ["ws", mps(S, "yesterday")])
add("cond", "en", "Logistics here. Did it rain at all in SBA on 25 September? Planning water runs.", [CC], "S",
    "2012-09-25", ["rain"])
add("cond", "en", "What's it like in Sidi Bel Abbès at the moment... hot, dry, windy?", [CC], "S", "now",
    ["t", "rh", "ws"])
add("cond", "en", "current conditions at both stations", [CC], "BS", "now", ["t", "rh", "ws"],
    alt=[[CC, CMP]])
add("cond", "en", "how windy was it at bejaya on the 10th of septmber", [CC], "B", "2012-09-10", ["ws"])

add("cond", "fr", "Il fait combien à Béjaïa là ?", [CC], "B", "now", ["t"])
add("cond", "fr", "Humidité relative à Sidi Bel Abbès hier ?", [CC], "S", "yesterday", ["rh"])
add("cond", "fr", "donne moi le vent a SBA en noeuds stp", [CC], "S", "now", ["ws", knots(S, "now")])
add("cond", "fr", "Relevé complet de Béjaïa pour le 3/8 svp (temp, hygro, vent, pluie)", [CC], "B", "2012-08-03",
    ["t", "rh", "ws", "rain"])
add("cond", "fr", "Est-ce qu'il a plu à Sidi-Bel-Abbès avant-hier ?", [CC], "S", "daybefore", ["rain"])
add("cond", "fr", "quelle température faisait-il à Bejaia le 14 août", [CC], "B", "2012-08-14", ["t"])
add("cond", "fr", "Le pilote drone veut le vent en m/s à Béjaïa aujourd'hui.", [CC], "B", "today",
    ["ws", mps(B, "today")])

add("cond", "es", "¿Qué temperatura hay ahora mismo en Sidi Bel Abbès?", [CC], "S", "now", ["t"])
add("cond", "es", "humedad bejaia ayer", [CC], "B", "yesterday", ["rh"])
add("cond", "es", "¿A cuántos km/h sopla hoy en SBA? y pásamelo en nudos porfa", [CC], "S", "today",
    ["ws", knots(S, "today")])
add("cond", "es", "Necesito los datos de Béjaïa del 20 de agosto: temperatura, humedad y lluvia.", [CC], "B",
    "2012-08-20", ["t", "rh", "rain"])
add("cond", "es", "¿Cuánta lluvia cayó en Sidi Bel Abbès anteayer?", [CC], "S", "daybefore", ["rain"])

add("cond", "ar", "قداش الحرارة في بجاية ضرك؟", [CC], "B", "now", ["t"])
add("cond", "ar", "واش كاين الريح في سيدي بلعباس اليوم؟ قداش سرعتو؟", [CC], "S", "today", ["ws"])
add("cond", "ar", "ما هي نسبة الرطوبة في بجاية أمس؟", [CC], "B", "yesterday", ["rh"])
add("cond", "ar", "عطيني الحرارة بالفهرنهايت في سيدي بلعباس", [CC], "S", "now", ["t", fahr(S, "now")])
add("cond", "ar", "هل هطل المطر في بجاية يوم 25 سبتمبر؟", [CC], "B", "2012-09-25", ["rain"])
add("cond", "ar", "درجة الحرارة والرطوبة وسرعة الرياح في سيدي بلعباس نهار 03/08", [CC], "S", "2012-08-03",
    ["t", "rh", "ws"])
add("cond", "ar", "شحال كانت السخانة في بلعباس البارح", [CC], "S", "yesterday", ["t"])

# ---- danger -----------------------------------------------------------------------------------------------
add("danger", "en", "FWI SBA now", [DG], "S", "now", ["fwi"])
add("danger", "en", "What's the fire danger class at Béjaïa today?", [DG], "B", "today", ["class", "fwi"])
add("danger", "en", "Is it high danger in Sidi Bel Abbes right now or are we ok?", [DG], "S", "now", ["class", "fwi"])
add("danger", "en", "ISI at bejaia?", [DG], "B", "now", [code(B, "now", "ISI")])
add("danger", "en", "Need the BUI and DC for Sidi Bel Abbès from yesterday", [DG], "S", "yesterday",
    [code(S, "yesterday", "BUI"), code(S, "yesterday", "DC")])
add("danger", "en", "FFMC sba today - fine fuels primed or not?", [DG], "S", "today", [code(S, "today", "FFMC")])
add("danger", "en", "Analyst request: full FWI system codes for Bejaia on 2012-08-14 (FFMC, DMC, DC, ISI, BUI, FWI).",
    [DG], "B", "2012-08-14", [code(B, "2012-08-14", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
add("danger", "en", "how dangerous was it in sidi bel abbes on the 3rd of August", [DG], "S", "2012-08-03",
    ["fwi", "class"])
add("danger", "en", "dnager rating bejaia day b4 yesterday?", [DG], "B", "daybefore", ["fwi", "class"])
add("danger", "en", "Quick one: fire weather index, Sidi-Bel-Abbès, 1 Sept.", [DG], "S", "2012-09-01", ["fwi"])

add("danger", "fr", "C'est quoi le niveau de danger à SBA aujourd'hui ?", [DG], "S", "today", ["fwi", "class"])
add("danger", "fr", "L'indice FWI de Béjaïa, maintenant.", [DG], "B", "now", ["fwi"])
add("danger", "fr", "L'ISI et le BUI à Sidi Bel Abbès hier, s'il vous plaît", [DG], "S", "yesterday",
    [code(S, "yesterday", "ISI"), code(S, "yesterday", "BUI")])
add("danger", "fr", "Le FFMC à Béjaïa le 14 août, c'était combien ?", [DG], "B", "2012-08-14",
    [code(B, "2012-08-14", "FFMC")])
add("danger", "fr", "risque incendie a bejaia avant hier ??", [DG], "B", "daybefore", ["fwi", "class"])
add("danger", "fr", "Classe de danger à Sidi-Bel-Abbès le 3 août ?", [DG], "S", "2012-08-03", ["class", "fwi"])

add("danger", "es", "¿Cuál es el índice FWI en Béjaïa ahora?", [DG], "B", "now", ["fwi"])
add("danger", "es", "nivel de peligro en SBA hoy", [DG], "S", "today", ["class", "fwi"])
add("danger", "es", "¿El DC de Sidi Bel Abbès de ayer? Quiero ver cuánta sequía acumulada llevamos.", [DG], "S",
    "yesterday", [code(S, "yesterday", "DC")])
add("danger", "es", "¿Qué peligro de incendio hubo en Bejaia el 14 de agosto?", [DG], "B", "2012-08-14",
    ["fwi", "class"])
add("danger", "es", "ISI en Sidi Bel Abbès ahorita, xfa", [DG], "S", "now", [code(S, "now", "ISI")])

add("danger", "ar", "واش هو مستوى الخطر في سيدي بلعباس ضرك؟", [DG], "S", "now", ["class", "fwi"])
add("danger", "ar", "ما قيمة مؤشر FWI في بجاية اليوم؟", [DG], "B", "today", ["fwi"])
add("danger", "ar", "قداش كان الـ ISI في بلعباس البارح؟", [DG], "S", "yesterday", [code(S, "yesterday", "ISI")])
add("danger", "ar", "ما هي فئة خطر الحرائق في بجاية يوم 14 أوت؟", [DG], "B", "2012-08-14", ["class", "fwi"])
add("danger", "ar", "عطيني BUI و DMC تاع بجاية", [DG], "B", "now", [code(B, "now", "BUI"), code(B, "now", "DMC")])
add("danger", "ar", "كيفاش كان الخطر في سيدي بلعباس أول أمس؟", [DG], "S", "daybefore", ["fwi", "class"])

# ---- compare ----------------------------------------------------------------------------------------------
add("cmp", "en", "Which station's worse right now, Bejaia or SBA?", [CMP], "BS", "now", ["fwi"])
add("cmp", "en", "Where's it hotter today, Béjaïa or Sidi Bel Abbès, and by how much?", [CMP], "BS", "today",
    ["t", diff("today", "t")])
add("cmp", "en", "compare humidity between the two stations yesterday", [CMP], "BS", "yesterday", ["rh"])
add("cmp", "en", "On 14 Aug which of the two had the higher FWI?", [CMP], "BS", "2012-08-14", ["fwi"])
add("cmp", "en", "Which station was windier on the 28th of September?", [CMP], "BS", "2012-09-28", ["ws"])
add("cmp", "en", "bejaia vs sba fwi diff rn", [CMP], "BS", "now", ["fwi", diff("now", "FWI")])
add("cmp", "en", "Over the last week, which station topped out at the higher FWI?", [CMP], "BS", "lastweek",
    ["maxfwi"], alt=[[CMP, SUM]])
add("cmp", "en", "Is Sidi Bel Abbès drier than Bejaia today?", [CMP], "BS", "today", ["rh"])

add("cmp", "fr", "Quelle station est la plus à risque en ce moment ?", [CMP], "BS", "now", ["fwi"])
add("cmp", "fr", "Entre Béjaïa et SBA, où fait-il le plus chaud aujourd'hui, et de combien ?", [CMP], "BS", "today",
    ["t", diff("today", "t")])
add("cmp", "fr", "Comparez l'humidité des deux stations le 3 août.", [CMP], "BS", "2012-08-03", ["rh"])
add("cmp", "fr", "c'est où le plus venté hier, béjaïa ou sidi bel abbès", [CMP], "BS", "yesterday", ["ws"])

add("cmp", "es", "¿Qué estación tiene más peligro ahora, Béjaïa o Sidi Bel Abbès?", [CMP], "BS", "now", ["fwi"])
add("cmp", "es", "¿Dónde hizo más calor ayer? ¿Cuántos grados de diferencia?", [CMP], "BS", "yesterday",
    ["t", diff("yesterday", "t")])
add("cmp", "es", "compara el FWI de las dos estaciones el 14 de agosto", [CMP], "BS", "2012-08-14", ["fwi"])

add("cmp", "ar", "وين الخطر أكثر ضرك، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["fwi"])
add("cmp", "ar", "أيهما أكثر حرارة اليوم: بجاية أم سيدي بلعباس؟ وبكم درجة؟", [CMP], "BS", "today",
    ["t", diff("today", "t")])
add("cmp", "ar", "قارن لي الرطوبة بين المحطتين البارح", [CMP], "BS", "yesterday", ["rh"])
add("cmp", "ar", "شكون فيهم كانت الريح فيه قوية نهار 28 سبتمبر؟", [CMP], "BS", "2012-09-28", ["ws"])

# ---- summary ----------------------------------------------------------------------------------------------
add("sum", "en", "Highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
add("sum", "en", "What was the max temperature in Bejaia over the past week?", [SUM], "B", "lastweek", ["maxt"])
add("sum", "en", "Days above 35 degrees in Bejaia in August, how many?", [SUM], "B", "aug",
    [count_above(B, "aug", "t", 35)])
add("sum", "en", "Average RH at SBA over the last three days?", [SUM], "S", "last3d", [avg(S, "last3d", "rh")])
add("sum", "en", "Lowest humidity recorded at Bejaia in September", [SUM], "B", "sep", [low(B, "sep", "rh")])
add("sum", "en", "How many days in August did the FWI go over 20 at Sidi Bel Abbès?", [SUM], "S", "aug",
    [count_above(S, "aug", "FWI", 20)])
add("sum", "en", "Trend check: has SBA's FWI been climbing or dropping since Tuesday? What was the peak?", [SUM], "S",
    "since-tue", ["maxfwi"])
add("sum", "en", "total rainfal at SBA in sept?", [SUM], "S", "sep", [total(S, "sep", "rain")])
add("sum", "en", "Between 1 and 10 Sept, what's the top FWI for Bejaia?", [SUM], "B", "sep1-10", ["maxfwi"])
add("sum", "en", "How many days with FWI over 10 did Bejaia log in June?", [SUM], "B", "jun",
    [count_above(B, "jun", "FWI", 10)])
add("sum", "fr", "FWI max à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["maxfwi"])
add("sum", "fr", "Température moyenne à SBA sur les sept derniers jours ?", [SUM], "S", "lastweek",
    [avg(S, "lastweek", "t")])
add("sum", "fr", "Combien de jours au-dessus de 35 °C à Sidi-Bel-Abbès en août ?", [SUM], "S", "aug",
    [count_above(S, "aug", "t", 35)])
add("sum", "fr", "La plus forte chaleur à Béjaïa depuis mardi ?", [SUM], "B", "since-tue", ["maxt"])
add("sum", "es", "¿Cuál fue el FWI más alto en Béjaïa en agosto?", [SUM], "B", "aug", ["maxfwi"])
add("sum", "es", "temperatura maxima en SBA en los ultimos tres dias", [SUM], "S", "last3d", ["maxt"])
add("sum", "es", "¿Cuántos días pasó el FWI de 15 en Sidi Bel Abbès en julio?", [SUM], "S", "jul",
    [count_above(S, "jul", "FWI", 15)])
add("sum", "ar", "ما هو أعلى مؤشر FWI في سيدي بلعباس خلال شهر أوت؟", [SUM], "S", "aug", ["maxfwi"])
add("sum", "ar", "شحال من يوم فاتت فيه الحرارة 35 درجة في سيدي بلعباس في أوت؟", [SUM], "S", "aug",
    [count_above(S, "aug", "t", 35)])
add("sum", "ar", "أعلى درجة حرارة في بجاية خلال الأسبوع الماضي", [SUM], "B", "lastweek", ["maxt"])
add("sum", "ar", "معدل الرطوبة في سيدي بلعباس في سبتمبر", [SUM], "S", "sep", [avg(S, "sep", "rh")])

# fire-day counts over a window: summary, from the fire record
add("sumfire", "en", "how many fire days did sidi bel abbes have in july", [SUM], "S", "jul", ["fires"], fh=True)
add("sumfire", "en", "fire days bejaia from 20 to 31 aug?", [SUM], "B", "aug-late", ["fires"], fh=True)
add("sumfire", "en", "For the season report: number of days with a recorded fire at Bejaia in September.", [SUM],
    "B", "sep", ["fires"], fh=True)
add("sumfire", "fr", "Combien de jours de feu à Béjaïa en août ?", [SUM], "B", "aug", ["fires"], fh=True)
add("sumfire", "es", "¿Cuántos días con incendio tuvo Sidi Bel Abbès en junio?", [SUM], "S", "jun", ["fires"],
    fh=True)
add("sumfire", "ar", "قداش من نهار فيه حريق في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], fh=True)

# ---- analogs ----------------------------------------------------------------------------------------------
add("analog", "en", "Did days like today at SBA end up burning?", [ANA], "S", "now", ["fwi"], fh=True)
add("analog", "en", "Historically, do days like this one at bejaia see fires?", [ANA], "B", "now", ["fwi"], fh=True)
add("analog", "en", "any past fires on days that lookd like todays numbers in sba", [ANA], "S", "now", ["fwi"],
    fh=True)
add("analog", "fr", "Les jours comme aujourd'hui à Béjaïa, il y a eu des feux ?", [ANA], "B", "now", ["fwi"], fh=True)
add("analog", "fr", "Des journées semblables à celle-ci à SBA ont-elles connu des départs de feu par le passé ?",
    [ANA], "S", "now", ["fwi"], fh=True)
add("analog", "es", "¿Los días parecidos a hoy en Sidi Bel Abbès tuvieron fuego?", [ANA], "S", "now", ["fwi"],
    fh=True)
add("analog", "es", "hay antecedentes de incendio en dias asi en Bejaia?", [ANA], "B", "now", ["fwi"], fh=True)
add("analog", "ar", "الأيام اللي كانت كيما اليوم في سيدي بلعباس، شعلت فيها النار؟", [ANA], "S", "now", ["fwi"],
    fh=True)

add("analogthr", "en", "Of the days this season with FWI above 20 at Sidi Bel Abbès, how many had a fire?", [ANA],
    "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
add("analogthr", "en", "When Bejaia's FWI went over 10 this summer, how often did a fire follow?", [ANA], "B", "all",
    ["fires_fwi_gt"], thr=10, fh=True)
add("analogthr", "en", "FBAN q: fire occurrence on days with FWI > 30 at SBA, season to date?", [ANA], "S", "all",
    ["fires_fwi_gt"], thr=30, fh=True)
add("analogthr", "en", "bejaia, days with fwi above 5 - how many of them burned", [ANA], "B", "all",
    ["fires_fwi_gt"], thr=5, fh=True)
add("analogthr", "fr", "Sur les jours où le FWI dépassait 20 à Sidi Bel Abbès, combien ont brûlé ?", [ANA], "S",
    "all", ["fires_fwi_gt"], thr=20, fh=True)
add("analogthr", "es", "De los días con FWI mayor de 10 en Béjaïa, ¿cuántos tuvieron incendio?", [ANA], "B", "all",
    ["fires_fwi_gt"], thr=10, fh=True)
add("analogthr", "ar", "من بين الأيام التي تجاوز فيها مؤشر FWI قيمة 20 في سيدي بلعباس، كم يوماً شهد حريقاً؟", [ANA],
    "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
add("analogthr", "ar", "في بجاية، النهارات اللي فات فيهم الـ FWI عشرة، قداش منهم كان فيهم حريق؟", [ANA], "B", "all",
    ["fires_fwi_gt"], thr=10, fh=True)

# ---- drift ------------------------------------------------------------------------------------------------
add("drift", "en", "Head's running about 25 m a minute. How far in 20 minutes?", [DR], h=20, facts=[rate_drift(25, 20)])
add("drift", "en", "if the fire moves 1.5 km/h how far will it get in 40 min", [DR], h=40, facts=[kmh_drift(1.5, 40)])
add("drift", "en", "We're 15 min out. How far will the head have moved by the time we roll up?", [DR], h=15,
    facts=["=drift"])
add("drift", "en", "rate 40 m/min, 45 min ETA. distance?", [DR], h=45, facts=[rate_drift(40, 45)])
add("drift", "en", "Dozer ETA is half an hour. Fire's doing maybe 10 metres a minute. How much ground does it cover "
    "before the dozer gets there?", [DR], h=30, facts=[rate_drift(10, 30)])
add("drift", "en", "How much does the front drift while the box is still working out its answer?", [DR],
    facts=["=drift"])
add("drift", "en", "lookout says 80 ft per minute. how far in 15 minutes", [DR], h=15, facts=[ft_drift(80, 15)])
add("drift", "fr", "Le front avance de 30 m par minute, on arrive dans 25 minutes : il aura fait combien ?", [DR],
    h=25, facts=[rate_drift(30, 25)])
add("drift", "fr", "À 2 km/h, la tête du feu parcourt combien en une heure et demie ?", [DR], h=90,
    facts=[kmh_drift(2, 90)])
add("drift", "fr", "On est à 20 min. De combien le feu se sera déplacé d'après toi ?", [DR], h=20, facts=["=drift"])
add("drift", "es", "El frente avanza 15 metros por minuto. ¿Cuánto habrá recorrido en 40 minutos?", [DR], h=40,
    facts=[rate_drift(15, 40)])
add("drift", "es", "si va a 3 km/h q distancia hace en 10 min", [DR], h=10, facts=[kmh_drift(3, 10)])
add("drift", "ar", "النار تمشي 20 متر في الدقيقة، قداش تقطع في نص ساعة؟", [DR], h=30, facts=[rate_drift(20, 30)])
add("drift", "ar", "إذا كانت سرعة انتشار الحريق 1.2 كم/ساعة، فكم يقطع في 50 دقيقة؟", [DR], h=50,
    facts=[kmh_drift(1.2, 50)])
add("drift", "ar", "حنا على بعد ربع ساعة، قداش يكون تحرك راس النار كي نوصلو؟", [DR], h=15, facts=["=drift"])

# ---- spread -----------------------------------------------------------------------------------------------
add("spread", "en", "Where will the head of the fire be in 30 minutes?", [SP], h=30, facts=["=spread"])
add("spread", "en", "Project the front an hour out from the drone detection.", [SP], h=60, facts=["=spread"])
add("spread", "en", "which way's it gonna run and how far by the top of the hour", [SP], h=60, facts=["=spread"])
add("spread", "en", "Spread projection for the fire NE of SBA, 45 min.", [SP], "S", "now", h=45, facts=["=spread"])
add("spread", "en", "If the fire near Sidi Bel Abbes keeps going, where's it at in 2 hours?", [SP], "S", "now", h=120,
    facts=["=spread"])
add("spread", "en", "Give me a projected perimeter for 15 minutes from now.", [SP], h=15, facts=["=spread"])
add("spread", "fr", "Où sera la tête du feu dans une demi-heure ?", [SP], h=30, facts=["=spread"])
add("spread", "fr", "Projection du front à 1 h : direction et distance ?", [SP], h=60, facts=["=spread"])
add("spread", "fr", "le feu au nord-est de SBA il va où dans 45 minutes", [SP], "S", "now", h=45, facts=["=spread"])
add("spread", "es", "¿Dónde va a estar el frente dentro de una hora?", [SP], h=60, facts=["=spread"])
add("spread", "es", "¿Hacia dónde avanza el incendio y cuánto en 30 minutos?", [SP], h=30, facts=["=spread"])
add("spread", "ar", "وين توصل راس النار بعد نص ساعة؟", [SP], h=30, facts=["=spread"])
add("spread", "ar", "ما هو الموقع المتوقع لجبهة الحريق بعد ساعة؟", [SP], h=60, facts=["=spread"])
add("spread", "ar", "النار اللي شافها الدرون، لوين رايحة في 20 دقيقة؟", [SP], h=20, facts=["=spread"])

# ---- frames -----------------------------------------------------------------------------------------------
add("frames", "en", "What did the drone see?", [FR_], facts=["=frames"])
add("frames", "en", "Any smoke in the UAV frames today?", [FR_], facts=["=detection"])
add("frames", "en", "Where exactly was the fire spotted by the drone?", [FR_], facts=["=detection_place"])
add("frames", "en", "what time was the detection", [FR_], facts=["=detection"])
add("frames", "en", "Drone sortie summary for this afternoon please: how many frames, any hits?", [FR_],
    facts=["=frames"])
add("frames", "fr", "Le drone a vu quelque chose ?", [FR_], facts=["=frames"])
add("frames", "fr", "À quelle heure la fumée a été détectée, et où ?", [FR_], facts=["=detection", "=detection_place"])
add("frames", "fr", "Dernière image du drone : feu ou pas ?", [FR_], facts=["=detection"])
add("frames", "es", "¿Qué detectó el dron?", [FR_], facts=["=frames"])
add("frames", "es", "¿Dónde vio el dron el humo?", [FR_], facts=["=detection_place"])
add("frames", "ar", "واش شاف الدرون؟", [FR_], facts=["=frames"])
add("frames", "ar", "في أي ساعة اكتشفت الطائرة المسيّرة الدخان؟", [FR_], facts=["=detection"])
add("frames", "ar", "وين كانت النار في التصويرة تاع الدرون؟", [FR_], facts=["=detection_place"])

# ---- documents --------------------------------------------------------------------------------------------
add("docs", "en", "How much defensible space does Butte County want around a house?", [DOC],
    facts=["=doc_defensible"])
add("docs", "en", "What does LCES stand for again?", [DOC], facts=LCES_FACTS)
add("docs", "en", "What's zone 0 in the defensible space guide?", [DOC], facts=[feet(ZONE0_FEET)])
add("docs", "en", "Per the index guide, at what FFMC do fine fuels start igniting easily?", [DOC],
    facts=[FFMC_IGNITE])
add("docs", "en", "what FWI counts as 'high' per your guide", [DOC], facts=[FWI_HIGH])
add("docs", "en", "watch out situations list pls", [DOC], facts=[WATCHOUT])
add("docs", "en", "In zone 2, how short do we need to keep the grass?", [DOC],
    facts=[{"any": [f"{GRASS_INCHES} inches", f"{GRASS_INCHES} in", f"{GRASS_INCHES}-inch", f"{GRASS_INCHES} inch"]}])
add("docs", "en", "New volunteer question: what is the BUI actually measuring?", [DOC], facts=[BUI_MEANS])
add("docs", "fr", "Quelle distance de débroussaillement autour des maisons dans le document de Butte County ?", [DOC],
    facts=[DEF_FEET])
add("docs", "fr", "LCES, ça veut dire quoi ?", [DOC])
add("docs", "fr", "À partir de quel FWI on passe en danger très élevé d'après le guide ?", [DOC], facts=[FWI_VHIGH])
add("docs", "es", "¿Cuántos pies de espacio defendible exige el condado de Butte?", [DOC], facts=[DEF_FEET])
add("docs", "es", "Según el documento, ¿a partir de qué FFMC el combustible fino prende fácil?", [DOC], facts=[FFMC_IGNITE])
add("docs", "es", "¿Qué hay que hacer en la zona 1, la de 5 a 30 pies?", [DOC], facts=[BRANCH_FEET])
add("docs", "ar", "ما هي مسافة المساحة الدفاعية المطلوبة حول المنازل في مقاطعة بات؟", [DOC], facts=[DEF_FEET])
add("docs", "ar", "واش معناها LCES؟", [DOC])
add("docs", "ar", "حسب دليل المؤشر، من أي قيمة FWI يبدأ الخطر المرتفع؟", [DOC], facts=[FWI_HIGH])

# ---- capabilities -----------------------------------------------------------------------------------------
add("caps", "en", "What can this box actually do?", [CAP])
add("caps", "en", "which weather stations are you hooked up to", [CAP], facts=NAMES_EN)
add("caps", "en", "Do you have drone imagery on here?", [CAP])
add("caps", "en", "What data do you hold, and how far back does it go?", [CAP])
add("caps", "en", "new guy here, what kind of stuff can I ask you?", [CAP])
add("caps", "fr", "Tu sais faire quoi exactement ?", [CAP])
add("caps", "fr", "Quelles stations météo tu as ?", [CAP], facts=NAMES_EN)
add("caps", "es", "¿Qué datos tienes disponibles?", [CAP])
add("caps", "es", "¿Con qué estaciones trabajas?", [CAP], facts=NAMES_EN)
add("caps", "ar", "واش تقدر تدير هاد الماشينة؟", [CAP])
add("caps", "ar", "ما هي المحطات التي تتوفر بياناتها لديك؟", [CAP], facts=NAMES_AR)

# ---- photo ------------------------------------------------------------------------------------------------
add("photo", "en", "Sending you a photo of the smoke column now, what do you make of it?", [PH])
add("photo", "en", "see attached pic - new start or not?", [PH])
add("photo", "en", "I uploaded an image from the lookout tower, can you check it for flames", [PH])
add("photo", "fr", "Je t'envoie une photo de la colonne, tu peux me dire si c'est un nouveau départ ?", [PH])
add("photo", "es", "Te mando una foto del humo, ¿qué ves?", [PH])
add("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش فيها", [PH])

# ---- out of scope alone -----------------------------------------------------------------------------------
add("oos", "en", "FWI forecast for SBA tomorrow?", [OOS], "S")
add("oos", "en", "What's the wind direction at Bejaia?", [OOS], "B")
add("oos", "en", "Current temp in Oran?", [OOS])
add("oos", "en", "will it rain next week in bejaia", [OOS], "B")
add("oos", "en", "Who won the match last night?", [OOS])
add("oos", "fr", "Prévisions pour demain à Béjaïa ?", [OOS], "B")
add("oos", "fr", "Il fait combien à Alger ?", [OOS])
add("oos", "fr", "Le vent vient d'où à Sidi Bel Abbès ?", [OOS], "S")
add("oos", "es", "¿Va a llover mañana en Sidi Bel Abbès?", [OOS], "S")
add("oos", "es", "¿Cuál es el peligro de incendio en Orán?", [OOS])
add("oos", "ar", "واش راح يكون الطقس غدوة في بجاية؟", [OOS], "B")
add("oos", "ar", "قداش الحرارة في تلمسان؟", [OOS])
add("oos", "ar", "من وين جاية الريح في سيدي بلعباس؟", [OOS], "S")

# ---- refuse alone -----------------------------------------------------------------------------------------
add("refuse", "en", "Send an evacuation alert to the village north of SBA.", [REF], facts=["neg"])
add("refuse", "en", "dispatch engine 12 to bejaia now", [REF], facts=["neg"])
add("refuse", "en", "Delete all the drone frames from this morning.", [REF], facts=["neg"])
add("refuse", "en", "Notify regional command that danger is low, they're waiting on it.", [REF], facts=["neg"])
add("refuse", "fr", "Envoie une alerte à tous les postes de Béjaïa.", [REF])
add("refuse", "fr", "Supprime les relevés d'hier, ils sont faux.", [REF])
add("refuse", "es", "Manda un aviso de evacuación a la gente de Sidi Bel Abbès.", [REF])
add("refuse", "ar", "ابعث تنبيه للحماية المدنية في بجاية", [REF])
add("refuse", "ar", "امسح التصاور تاع الدرون", [REF])

# ---- tactical alone ---------------------------------------------------------------------------------------
add("tact", "en", "Should we go direct on the fire near SBA or hold back?", [TAC], "S", "now", ["fwi", "ws", "rh"])
add("tact", "en", "Is it safe to run a burnout near Bejaia this afternoon?", [TAC], "B", "now", ["fwi", "rh", "ws"])
add("tact", "en", "Do we need extra lookouts today at SBA?", [TAC], "S", "today", ["class", "fwi"],
    alt=[[TAC, DG]])
add("tact", "en", "Where should I stage the water tender?", [TAC])
add("tact", "fr", "On attaque de front ou on attend, à Sidi Bel Abbès ?", [TAC], "S", "now", ["fwi", "ws"])
add("tact", "fr", "Faut-il renforcer les équipes à Béjaïa aujourd'hui ?", [TAC], "B", "today", ["class", "fwi"])
add("tact", "es", "¿Conviene hacer una quema de ensanche hoy en Béjaïa?", [TAC], "B", "today", ["fwi", "rh"])
add("tact", "es", "¿Mandamos la brigada al frente o nos quedamos?", [TAC])
add("tact", "ar", "نهجمو على النار ولا نستناو؟ واش تنصحنا في سيدي بلعباس؟", [TAC], "S", "now", ["fwi", "ws"])
add("tact", "ar", "هل يجب أن نزيد عدد الفرق في بجاية اليوم؟", [TAC], "B", "today", ["class", "fwi"])

# ---- near-station places (warn) ---------------------------------------------------------------------------
add("near", "en", "What's the temperature on the ridge above Bejaia?", [CC], "B", "now", ["t"], dec="warn")
add("near", "en", "Humidity 10 km out of SBA, toward the forest?", [CC], "S", "now", ["rh"], dec="warn")
add("near", "en", "danger level on the plateau just south of Sidi Bel Abbès", [DG], "S", "now", ["fwi", "class"],
    dec="warn")
add("near", "en", "wind on the coast road 5 km east of bejaia", [CC], "B", "now", ["ws"], dec="warn")
add("near", "en", "FWI for the valley outside SBA yesterday?", [DG], "S", "yesterday", ["fwi"], dec="warn")
add("near", "fr", "Quelle humidité sur les crêtes au-dessus de Béjaïa ?", [CC], "B", "now", ["rh"], dec="warn")
add("near", "fr", "Le danger à 15 km de Sidi Bel Abbès, côté forêt ?", [DG], "S", "now", ["fwi", "class"], dec="warn")
add("near", "es", "¿Qué viento hay en el monte a 8 km de Béjaïa?", [CC], "B", "now", ["ws"], dec="warn")
add("near", "es", "Temperatura en las afueras de Sidi Bel Abbès", [CC], "S", "now", ["t"], dec="warn")
add("near", "ar", "قداش الحرارة في الجبل اللي فوق بجاية؟", [CC], "B", "now", ["t"], dec="warn")
add("near", "ar", "ما مستوى الخطر على بعد 10 كم من سيدي بلعباس؟", [DG], "S", "now", ["fwi", "class"], dec="warn")

# ---- hours other than noon (warn) -------------------------------------------------------------------------
add("hour", "en", "What was the temp at Bejaia at 6 this morning?", [CC], "B", "today", ["t"], dec="warn")
add("hour", "en", "RH in SBA at 3 pm yesterday?", [CC], "S", "yesterday", ["rh"], dec="warn")
add("hour", "en", "wind at sidi bel abbes around midnight", [CC], "S", "today", ["ws"], dec="warn")
add("hour", "en", "Bejaia temperature at 18:00 on 14 Aug", [CC], "B", "2012-08-14", ["t"], dec="warn")
add("hour", "fr", "Température à Sidi Bel Abbès à 8 h ce matin ?", [CC], "S", "today", ["t"], dec="warn")
add("hour", "fr", "Le vent à Béjaïa hier vers 17 h ?", [CC], "B", "yesterday", ["ws"], dec="warn")
add("hour", "es", "¿Qué humedad había en Béjaïa a las 7 de la mañana?", [CC], "B", "today", ["rh"], dec="warn")
add("hour", "ar", "قداش كانت الحرارة في سيدي بلعباس على الستة تاع الصباح؟", [CC], "S", "today", ["t"], dec="warn")
add("hour", "ar", "ما هي سرعة الرياح في بجاية على الساعة الرابعة مساءً أمس؟", [CC], "B", "yesterday", ["ws"],
    dec="warn")

# ---- days with no reading ---------------------------------------------------------------------------------
add("nodays", "en", "What was the FWI at Bejaia on 15 May 2012?", [DG], "B", "2012-05-15", ["fwi"])
add("nodays", "en", "temps at SBA 2011-08-10?", [CC], "S", "2011-08-10", ["t"])
add("nodays", "en", "Readings for Bejaia, March 3rd 2012", [CC], "B", "2012-03-03", ["t", "rh", "ws"])
add("nodays", "en", "Conditions at Sidi Bel Abbes on 14 July?", [CC], "S", "2012-07-14", ["t", "rh", "ws"])
add("nodays", "fr", "Le FWI à Sidi Bel Abbès le 20 mai 2012 ?", [DG], "S", "2012-05-20", ["fwi"])
add("nodays", "fr", "Relevés de Béjaïa pour le 1er avril 2012", [CC], "B", "2012-04-01", ["t", "rh", "ws"])
add("nodays", "es", "¿Qué temperatura hubo en Béjaïa el 31 de mayo de 2012?", [CC], "B", "2012-05-31", ["t"])
add("nodays", "es", "Datos de Sidi Bel Abbès del 10 de agosto de 2011", [CC], "S", "2011-08-10", ["t", "rh", "ws"])
add("nodays", "ar", "قداش كان مؤشر الخطر في بجاية يوم 20 ماي 2012؟", [DG], "B", "2012-05-20", ["fwi"])
add("nodays", "ar", "ما هي درجة الحرارة في سيدي بلعباس يوم 5 أفريل 2012؟", [CC], "S", "2012-04-05", ["t"])

# ---- several asks in one ----------------------------------------------------------------------------------
M = "multi"
add(M, "en", "Temp and FWI at Bejaia right now?", [CC, DG], "B", "now", ["t", "fwi"])
add(M, "en", "wind sba, speed + direction", [CC, OOS], "S", "now", ["ws"])
add(M, "en", "FWI at SBA today, and what's it looking like tomorrow?", [DG, OOS], "S", "today", ["fwi"])
add(M, "en", "Danger class for Bejaia and for Oran please", [DG, OOS], "B", "now", ["class", "fwi"])
add(M, "en", "Get me the RH at Sidi Bel Abbès and forward it to Engine 7.", [CC, REF], "S", "now", ["rh"])
add(M, "en", "Did the drone catch smoke, and what's the FWI at the nearest station?", [FR_, DG], "S", "now",
    ["=detection", "fwi"])
add(M, "en", "Over the past week which station ran hotter, and what was the top temp?", [CMP, SUM], "BS", "lastweek",
    ["maxt"])
add(M, "en", "Head's doing 30 m/min. How far in 20 min and where's it going to end up?", [DR, SP], h=20,
    facts=["=spread", rate_drift(30, 20)])
add(M, "en", "What's the defensible space rule in Butte County, and what's the danger at Bejaia today?", [DOC, DG],
    "B", "today", ["=doc_defensible", "fwi", "class"])
add(M, "en", "What can you do, and do you have forecasts?", [CAP, OOS])
add(M, "en", "Pic attached from the lookout. Also what's the FWI at SBA?", [PH, DG], "S", "now", ["fwi"])
add(M, "en", "Should we pull back? What's the wind doing at Sidi Bel Abbes?", [TAC, CC], "S", "now", ["ws"])
add(M, "en", "compare rh at both stations and give me each one's danger class", [CMP, DG], "BS", "now", ["rh", "class"])
add(M, "en", "Did days like today burn at SBA? And what's the FWI there now?", [ANA, DG], "S", "now", ["fwi"], fh=True)
add(M, "en", "What's LCES, and did the drone see anything?", [DOC, FR_], facts=LCES_FACTS + ["=frames"])
add(M, "en", "Fire's moving 2 km/h. Distance in 15 minutes? And FWI at Bejaia.", [DR, DG], "B", "now", h=15,
    facts=[kmh_drift(2, 15), "fwi"])
add(M, "en", "Wind in knots at SBA, and how far could a fire travel in 30 min?", [CC, DR], "S", "now", h=30,
    facts=["ws", knots(S, "now"), "=drift"])
add(M, "en", "rain at bejaia yesterday? going to rain tmrw?", [CC, OOS], "B", "yesterday", ["rain"])
add(M, "en", "Tell me what was in the last frame and then delete it.", [FR_, REF], facts=["=frames"])
add(M, "en", "Temps at Tlemcen and SBA", [CC, OOS], "S", "now", ["t"])
add(M, "en", "How many days had FWI over 20 at SBA this season, and how many of those burned?", [ANA, SUM], "S", "all",
    ["fires_fwi_gt"], thr=20, fh=True, alt=[[ANA]])
add(M, "en", "Where's the fire the drone saw and where will it be in an hour?", [FR_, SP], h=60,
    facts=["=detection_place", "=spread"])
add(M, "en", "Give me the FFMC at SBA and remind me what FFMC means", [DG, DOC], "S", "now",
    [code(S, "now", "FFMC"), FFMC_MEANS])
add(M, "en", "Danger at SBA? and should we stage on the north flank", [DG, TAC], "S", "now", ["fwi", "class"])
add(M, "en", "what's the temperature and humidity at bejaia and what's the wind direction", [CC, OOS], "B", "now",
    ["t", "rh"])
add(M, "en", "Max FWI in August at both stations, and which one was worse?", [SUM, CMP], "BS", "aug", ["maxfwi"])
add(M, "en", "Is Bejaia hotter than SBA today? Text the result to the chief.", [CMP, REF], "BS", "today", ["t"])
add(M, "en", "How far will the head move in 45 min at 12 m a minute, and what's the humidity at SBA?", [DR, CC], "S",
    "now", h=45, facts=[rate_drift(12, 45), "rh"])
add(M, "en", "Any smoke on the drone, and should we send a crew up to check it?", [FR_, TAC], facts=["=detection"])
add(M, "en", "FWI Bejaia, ISI too, and the outlook for the weekend", [DG, OOS], "B", "now",
    ["fwi", code(B, "now", "ISI")])
add(M, "en", "Send engine 3 to the detection and tell me where it is.", [REF, FR_], facts=["=detection_place"])
add(M, "en", "Current conditions SBA + spread projection 30 min", [CC, SP], "S", "now", h=30,
    facts=["t", "rh", "ws", "=spread"])
add(M, "en", "What does the LCES doc say about escape routes, and what's the wind at Bejaia now?", [DOC, CC], "B",
    "now", [ESCAPE, "ws"])
add(M, "en", "What stations have you got, and which one is worse right now?", [CAP, CMP], "BS", "now",
    NAMES_EN + ["fwi"])
add(M, "en", "Temperature at SBA on 3 August in F, and the danger that day?", [CC, DG], "S", "2012-08-03",
    ["t", fahr(S, "2012-08-03"), "fwi", "class"])
add(M, "en", "Sidi Bel Abbès vs Oran, which is hotter today?", [CMP, OOS], "S", "today", ["t"])
add(M, "en", "How has the danger at SBA moved since Tuesday, and what about next week?", [SUM, OOS], "S", "since-tue",
    ["maxfwi"])
add(M, "en", "I'm sending a pic of the flank. What's the RH at Bejaia?", [PH, CC], "B", "now", ["rh"])
add(M, "en", "What's the BUI at both stations right now, and which is higher?", [DG, CMP], "BS", "now",
    [code(B, "now", "BUI"), code(S, "now", "BUI")])
add(M, "en", "What's the fire danger at Bejaia right now? Alert the mayor if it's high.", [DG, REF], "B", "now",
    ["fwi", "class"])
add(M, "en", "the days with FWI over 10 at bejaia, how many had fire? and what's today's FWI there", [ANA, DG], "B",
    "now", ["fires_fwi_gt", "fwi"], thr=10, fh=True)
add(M, "en", "What's zone 1 in the defensible space doc, and the wind in mph at SBA?", [DOC, CC], "S", "now",
    [feet(ZONE1_OUTER), "ws", mph(S, "now")])
add(M, "en", "Drone frames, anything? + rain and temp at SBA today", [FR_, CC], "S", "today", ["=frames", "rain", "t"])
add(M, "en", "ok two things: danger class at bejaia on 14 aug, and how many fire days there that month", [DG, SUM],
    "B", "2012-08-14", ["class", "fwi"] + crew_facts.window_facts("fires", B, _days("aug")), fh=True,
    alt=[[DG, ANA]])
add(M, "en", "ok so we just got back from the east sector, radio was patchy the whole time. can someone tell me what "
    "the humidity and wind were doing at Bejaia at noon today, and whether the danger went up since yesterday?",
    [CC, DG], "B", "today", ["rh", "ws", "fwi", code(B, "yesterday", "FWI")], alt=[[CC, DG, SUM]])
add(M, "en", "Logistics again, sorry. Planning fuel and water for the next few days and the chief wants to know how "
    "many days over 35 °C Sidi Bel Abbès had in August and what the hottest one was, plus whatever you have on next "
    "week's heat.", [SUM, OOS], "S", "aug", [count_above(S, "aug", "t", 35), "maxt"])

add("multinear", "en", "FWI on the hill 5 km from SBA, and the drone's last detection?", [DG, FR_], "S", "now",
    ["fwi", "=detection"], dec="warn")
add("multihour", "en", "At 4pm, how hot was SBA and which way was the wind blowing?", [CC, OOS], "S", "today", ["t"],
    dec="warn")

add(M, "fr", "Chef d'agrès ici : à SBA il fait combien, et l'indice FWI donne quoi en ce moment ?", [CC, DG], "S", "now", ["t", "fwi"])
add(M, "fr", "Il nous faut le vent à Béjaïa pour le largage : vitesse, et d'où il souffle.", [CC, OOS], "B", "now", ["ws"])
add(M, "fr", "Pour la relève de demain matin : le danger à SBA aujourd'hui, et ce que ça donnera demain ?", [DG, OOS], "S", "today", ["fwi", "class"])
add(M, "fr", "Balance l'hygro de Béjaïa au PC colonne, et donne-la-moi aussi.", [CC, REF], "B", "now", ["rh"])
add(M, "fr", "Le drone a vu de la fumée ? Et c'est quoi le FWI à la station la plus proche ?", [FR_, DG], "S", "now",
    ["=detection", "fwi"])
add(M, "fr", "Le front avance à 20 m/min : il sera où dans 30 minutes, et il aura fait combien ?", [DR, SP], h=30,
    facts=["=spread", rate_drift(20, 30)])
add(M, "fr", "Quelle station est la plus chaude aujourd'hui, et quel est le niveau de danger de chacune ?", [CMP, DG],
    "BS", "today", ["t", "class"])
add(M, "fr", "Un collègue à Oran demande : le FWI chez lui, et chez nous à Béjaïa ?", [DG, OOS], "B", "now", ["fwi"])
add(M, "fr", "Photo jointe du flanc gauche. Et tant que j'y suis, l'humidité à SBA ?", [PH, CC], "S", "now", ["rh"])
add(M, "fr", "Le vent forcit à Béjaïa ? On se replie ou pas ?", [TAC, CC], "B", "now", ["ws"])
add(M, "fr", "FWI max en août à SBA, et parmi les jours au-dessus de 20, combien ont brûlé ?", [SUM, ANA], "S", "aug",
    ["maxfwi", "fires_fwi_gt"], thr=20, fh=True)
add(M, "fr", "C'est quoi le LCES, et est-ce que le drone a détecté quelque chose ?", [DOC, FR_], facts=["=detection"])
add(M, "fr", "À 1,5 km/h, combien en 20 minutes ? Et l'humidité à Béjaïa ?", [DR, CC], "B", "now", h=20,
    facts=[kmh_drift(1.5, 20), "rh"])
add(M, "fr", "L'ISI à SBA, et ça veut dire quoi concrètement ?", [DG, DOC], "S", "now", [code(S, "now", "ISI")])
add(M, "fr", "Tu peux faire quoi ? Et t'as la direction du vent ?", [CAP, OOS])
add(M, "fr", "Dis-moi ce que montre la dernière image, puis supprime-la.", [FR_, REF], facts=["=frames"])
add(M, "fr", "Conditions à Sidi Bel Abbès et projection du feu à 45 min", [CC, SP], "S", "now", h=45,
    facts=["t", "rh", "ws", "=spread"])
add(M, "fr", "Les journées comme aujourd'hui à SBA, ça a brûlé ? et le FWI là maintenant ?", [ANA, DG], "S", "now",
    ["fwi"], fh=True)
add(M, "fr", "Il est tombé combien hier à Béjaïa ? Et demain, on aura de la flotte ?", [CC, OOS], "B", "yesterday", ["rain"])
add("multinear", "fr", "Le danger sur la colline à 5 km de Béjaïa, et faut-il poster des guetteurs ?", [DG, TAC], "B",
    "now", ["fwi", "class"], dec="warn")

add(M, "es", "¿Temperatura y humedad en Béjaïa ahora? ¿Y de dónde viene el viento?", [CC, OOS], "B", "now", ["t", "rh"])
add(M, "es", "El jefe pregunta: ¿el FWI de hoy en SBA, y si mañana va a subir?", [DG, OOS], "S", "today", ["fwi"])
add(M, "es", "¿Vio humo el dron? ¿Y cómo está el peligro en SBA?", [FR_, DG], "S", "now", ["=detection", "fwi", "class"])
add(M, "es", "Dame la humedad de Béjaïa y mándasela al jefe de brigada", [CC, REF], "B", "now", ["rh"])
add(M, "es", "¿Qué estación está peor hoy y cuál es su FWI?", [CMP, DG], "BS", "today", ["fwi"])
add(M, "es", "El fuego corre a 25 m por minuto; ¿cuánto avanza en 12 minutos y hacia dónde va?", [DR, SP], h=12,
    facts=["=spread", rate_drift(25, 12)])
add(M, "es", "¿Cuánto espacio defendible hay que dejar y qué peligro hay hoy en Sidi Bel Abbès?", [DOC, DG], "S",
    "today", [DEF_FEET, "fwi", "class"])
add(M, "es", "Te paso una foto del humo; ¿qué viento hay en SBA?", [PH, CC], "S", "now", ["ws"])
add(M, "es", "¿Atacamos o no? ¿Cuál es el nivel de peligro en Béjaïa?", [TAC, DG], "B", "now", ["fwi", "class"])
add(M, "es", "¿Qué datos tienes? ¿Y me puedes dar el pronóstico?", [CAP, OOS])
add(M, "es", "Estoy entre Orán y SBA, ¿qué temperatura marca cada una?", [CC, OOS], "S", "now", ["t"])
add(M, "es", "¿Dónde está el fuego que vio el dron y dónde estará en media hora?", [FR_, SP], h=30,
    facts=["=detection_place", "=spread"])
add(M, "es", "viento en nudos en bejaia y cuanto se mueve un fuego en 20 min", [CC, DR], "B", "now", h=20,
    facts=["ws", knots(B, "now"), "=drift"])
add(M, "es", "Máximo FWI de julio en SBA y en Béjaïa, ¿cuál estuvo peor ese mes?", [SUM, CMP], "BS", "jul", ["maxfwi"])

add(M, "ar", "قداش الحرارة والخطر في بجاية ضرك؟", [CC, DG], "B", "now", ["t", "fwi"])
add(M, "ar", "الريح في سيدي بلعباس، قداش سرعتها ومن وين جاية؟", [CC, OOS], "S", "now", ["ws"])
add(M, "ar", "ما هو مؤشر الخطر في بجاية اليوم وغداً؟", [DG, OOS], "B", "today", ["fwi"])
add(M, "ar", "عطيني الرطوبة في بلعباس وابعثها للقيادة", [CC, REF], "S", "now", ["rh"])
add(M, "ar", "واش الدرون شاف دخان؟ وقداش الخطر في سيدي بلعباس؟", [FR_, DG], "S", "now", ["=detection", "fwi"])
add(M, "ar", "أي محطة أسخن اليوم؟ وما هي فئة الخطر في كل منهما؟", [CMP, DG], "BS", "today", ["t", "class"])
add(M, "ar", "النار تمشي 30 متر في الدقيقة، قداش تقطع في 10 دقايق ووين توصل؟", [DR, SP], h=10,
    facts=["=spread", rate_drift(30, 10)])
add(M, "ar", "ما هي مسافة المساحة الدفاعية المطلوبة؟ وما مستوى الخطر في بجاية الآن؟", [DOC, DG], "B", "now",
    [DEF_FEET, "fwi", "class"])
add(M, "ar", "بعثتلك تصويرة، وقولي قداش الريح في بجاية", [PH, CC], "B", "now", ["ws"])
add(M, "ar", "نزيدو فرقة ولا لا؟ قداش الخطر في سيدي بلعباس؟", [TAC, DG], "S", "now", ["fwi", "class"])
add(M, "ar", "خويا في وهران يسقسي: قداش السخانة عندهم، وقداش عندنا في بجاية؟", [CC, OOS], "B", "now", ["t"])
add(M, "ar", "وين النار اللي شافها الدرون ووين تكون بعد ساعة؟", [FR_, SP], h=60, facts=["=detection_place", "=spread"])
add(M, "ar", "سرعة الرياح بالعقدة في سيدي بلعباس، وقداش يتحرك الحريق في ربع ساعة؟", [CC, DR], "S", "now", h=15,
    facts=["ws", knots(S, "now"), "=drift"])
add(M, "ar", "النهارات اللي كيما اليوم في بجاية شعلت؟ وقداش الـ FWI ضرك؟", [ANA, DG], "B", "now", ["fwi"], fh=True)
add(M, "ar", "ما هي المحطات المتوفرة لديك؟ وأيها أخطر الآن؟", [CAP, CMP], "BS", "now", NAMES_AR + ["fwi"])
add(M, "ar", "قولي واش كاين في التصاور ومن بعد امسحهم", [FR_, REF], facts=["=frames"])
add(M, "ar", "المطر في سيدي بلعباس البارح، وواش راح تصب غدوة؟", [CC, OOS], "S", "yesterday", ["rain"])
add(M, "ar", "ما هو أعلى FWI في بجاية في أوت؟ ومن الأيام التي تجاوز فيها 20، كم يوماً اشتعل فيه حريق؟", [SUM, ANA],
    "B", "aug", ["maxfwi", "fires_fwi_gt"], thr=20, fh=True)
add(M, "ar", "الحالة الجوية في بلعباس وتوقع انتشار النار بعد 45 دقيقة", [CC, SP], "S", "now", h=45,
    facts=["t", "rh", "ws", "=spread"])
add("multinear", "ar", "الخطر في الغابة على بعد 10 كلم من بجاية، وواش نحطو مراقبين؟", [DG, TAC], "B", "now",
    ["fwi", "class"], dec="warn")

# ----------------------------------------------------------------------------------------------------------
# Sessions (follow-ups, "why?", language switches)
# ----------------------------------------------------------------------------------------------------------
SESSIONS: list[dict] = []


def turn(sess, lang, q, intents, st=None, when="none", facts=(), dec=None, h=None, fh=False, alt=None):
    n = sum(1 for r in SESSIONS if r["session"] == f"{NAME}s{sess:02d}") + 1
    r = {"session": f"{NAME}s{sess:02d}", "turn": n, "question": q, "intents": list(intents),
         "stations": {None: None, "B": [B], "S": [S], "BS": list(BOTH), "watch": ["=watch"]}[st], "when": when,
         "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


turn(1, "en", "Engine 4 to the box: fire danger at SBA, current, over.", [DG], "S", "now", ["fwi", "class"])
turn(1, "en", "Copy. Same for Bejaia.", [DG], "B", "now", ["fwi", "class"])
turn(1, "en", "Why's SBA so low with 24 degrees out?", [EXP], "S", "now", ["rh", code(S, "now", "FFMC")])
turn(1, "en", "Roger. What did the drone pick up this afternoon?", [FR_], facts=["=frames"])

turn(2, "fr", "Température et humidité à Béjaïa hier ?", [CC], "B", "yesterday", ["t", "rh"])
turn(2, "fr", "Et à Sidi Bel Abbès ?", [CC], "S", "yesterday", ["t", "rh"])
turn(2, "fr", "Laquelle des deux était la plus dangereuse ce jour-là ?", [CMP], "BS", "yesterday", ["fwi"])
turn(2, "fr", "Pourquoi ?", [EXP], "BS", "yesterday", ["rh"])

turn(3, "es", "¿Cómo va el viento en Sidi Bel Abbès ahora?", [CC], "S", "now", ["ws"])
turn(3, "es", "¿y la dirección?", [OOS], "S", "now")
turn(3, "en", "ok, english: what's the max FWI there in August?", [SUM], "S", "aug", ["maxfwi"])
turn(3, "en", "and how many fire days that month", [SUM], "S", "aug", ["fires"], fh=True)

turn(4, "ar", "واش راهي الحالة في بجاية اليوم؟ الحرارة والريح", [CC], "B", "today", ["t", "ws"])
turn(4, "ar", "والخطر؟", [DG], "B", "today", ["fwi", "class"])
turn(4, "ar", "علاش هكا؟", [EXP], "B", "today", ["rh", "rain"])
turn(4, "ar", "وفي سيدي بلعباس؟", [DG], "S", "today", ["fwi", "class"])

turn(5, "en", "Highest FWI at Bejaia over the past week?", [SUM], "B", "lastweek", ["maxfwi"])
turn(5, "en", "And of every day this season there with FWI above 20, how many ended up as fire days?", [ANA], "B",
     "all", fires_over(B, 20), fh=True)
turn(5, "en", "Same question for Sidi Bel Abbès.", [ANA], "S", "all", fires_over(S, 20), fh=True)

turn(6, "en", "hey um is there a fire anywhere?? did the drone see one", [FR_], facts=["=detection"])
turn(6, "en", "where is it exactly", [FR_], facts=["=detection_place"])
turn(6, "en", "how far could it move in the next 30 min", [DR], facts=["=drift"], h=30)
turn(6, "en", "which way is it heading tho", [SP], facts=["=spread"], h=30)

turn(7, "fr", "Quel est le FWI à Sidi Bel Abbès aujourd'hui ?", [DG], "S", "today", ["fwi"])
turn(7, "ar", "وفي بجاية؟", [DG], "B", "today", ["fwi"])
turn(7, "fr", "Et hier, pour les deux stations ?", [DG], "BS", "yesterday", ["fwi"], alt=[[DG, CMP]])

turn(8, "en", "Can you push the FWI numbers to the dispatch board?", [REF], facts=["neg"])
turn(8, "en", "Fine. Just read them out for both stations then.", [DG], "BS", "now", ["fwi"])
turn(8, "en", "Which one gets the second engine?", [TAC, CMP], "BS", "now", ["fwi"])

turn(9, "es", "¿Cuántos días de incendio hubo en Béjaïa en julio?", [SUM], "B", "jul", ["fires"], fh=True)
turn(9, "es", "¿Y en Sidi Bel Abbès?", [SUM], "S", "jul", ["fires"], fh=True)
turn(9, "es", "¿Cuál fue la temperatura máxima allí ese mes?", [SUM], "S", "jul", ["maxt"])
turn(9, "es", "¿Y por qué tantos más incendios en Sidi Bel Abbès?", [EXP], "BS", "jul", ["maxfwi"])

turn(10, "en", "wind sba rn", [CC], "S", "now", ["ws"])
turn(10, "en", "knots?", [CC], "S", "now", ["ws", knots(S, "now")])
turn(10, "en", "rh too", [CC], "S", "now", ["rh"])
turn(10, "en", "gonna be windier tmrw or nah", [OOS], "S")

turn(11, "ar", "ما هي درجة الحرارة في سيدي بلعباس يوم 14 أوت؟", [CC], "S", "2012-08-14", ["t"])
turn(11, "ar", "وكم كانت الرطوبة النسبية في ذلك اليوم؟", [CC], "S", "2012-08-14", ["rh"])
turn(11, "ar", "هل سُجّل حريق في ذلك اليوم؟", [ANA], "S", "2012-08-14", fh=True, alt=[[SUM]])

turn(12, "en", "What's LCES?", [DOC], facts=LCES_FACTS)
turn(12, "en", "With today's danger at Bejaia, does any of that change?", [DOC, DG], "B", "today", ["class", "fwi"])
turn(12, "en", "why does the danger class matter for staffing", [EXP], facts=[STAFFING])

turn(13, "en", "Which station is hotter today?", [CMP], "BS", "today", ["t"])
turn(13, "fr", "de combien ?", [CMP], "BS", "today", [diff("today", "t")])
turn(13, "en", "and what were they at 4 pm?", [CMP], "BS", "today", ["t"], dec="warn", alt=[[CC]])

turn(14, "ar", "السلام، قداش من نهار شعلت فيه النار في سيدي بلعباس في أوت؟", [SUM], "S", "aug", ["fires"], fh=True)
turn(14, "ar", "وفي بجاية؟", [SUM], "B", "aug", ["fires"], fh=True)
turn(14, "ar", "وأعلى سخانة في بجاية هداك الشهر؟", [SUM], "B", "aug", ["maxt"])
turn(14, "ar", "ابعث هاد الأرقام للحماية المدنية", [REF])


# ----------------------------------------------------------------------------------------------------------
# Templates and files
# ----------------------------------------------------------------------------------------------------------
def templates() -> list[dict]:
    groups: dict = {}
    for e in ENTRIES:
        groups.setdefault((e["kind"], e["dec"], e["fh"]), []).append(e)
    out, used = [], set()
    for (kind, dec, fh), es in groups.items():
        key, k = f"{NAME}-{kind}", 1
        while key in used:
            k += 1
            key = f"{NAME}-{kind}{k}"
        used.add(key)
        phrasings = []
        for e in es:
            if "{" in e["q"] or "}" in e["q"]:
                raise ValueError(f"braces in {e['q']!r}")
            p = {"q": e["q"], "lang": e["lang"], "stations": e["st"], "facts": e["facts"]}
            if e["alt"]:
                p["intents_alt"] = e["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": es[0]["intents"], "stations": "none", "phrasings": phrasings,
             "days": [e["day"] for e in es], "intents_by_phrasing": [e["intents"] for e in es], "facts": [],
             "thr": [e["thr"] for e in es], "horizons": [e["h"] for e in es]}
        if dec:
            t["decision"] = dec
        if fh:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    write_jsonl(tpath, templates())
    write_jsonl(spath, SESSIONS)
    from appliance.evaluation.crew_build import expand
    items = expand(tpath, spath)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    langs = Counter(i["lang"] for i in items)
    multi = sum(len(i["intents"]) in (2, 3) for i in items)
    print(f"{len(items)} questions ({len(SESSIONS)} session turns in {len({r['session'] for r in SESSIONS})} sessions)")
    print("languages:", {k: f"{v} ({100 * v / len(items):.1f} %)" for k, v in langs.items()})
    print(f"two or three asks: {multi} ({100 * multi / len(items):.1f} %)")
    print("decisions:", dict(Counter(i["decision"] for i in items)))


if __name__ == "__main__":
    main()
