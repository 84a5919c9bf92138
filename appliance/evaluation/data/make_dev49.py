"""Batch d49 (sealed, scored once on 8de66ef, then moved to dev as dev49): blind fire-crew questions, gold facts computed from the CSV, the crews' own numbers and the
shipped documents (never typed by hand).

Run from the repository root:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev49.py
Writes crew_templates_dev49.jsonl and crew_sessions_dev49.jsonl beside this file, expands them with
crew_build.expand and prints counts only (the batch is sealed: no question is printed).
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.evaluation.crew_build import expand
from appliance.paths import EDGE_DATA_DIR

NAME = "d49"
OUT = Path(__file__).resolve().parent
TEMPLATES = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SESSIONS = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
DOCS = EDGE_DATA_DIR / "documents"

B, S = ["bejaia"], ["sidi-bel-abbes"]
BOTH = sorted(cf.STATIONS)
N = None

CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"


# ----------------------------------------------------------------------------------------------------
# Facts computed from the data, the crews' own numbers and the documents
# ----------------------------------------------------------------------------------------------------
def days_of(key: str) -> list[str]:
    return cd.resolve(key, "en", 0)["days"]


def rec(st: list[str], key: str):
    return cf.table()[(st[0], days_of(key)[0])]


FIELD = {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
         "rain": lambda d: d.rain_mm, "fwi": lambda d: d.codes["FWI"]}


def one_dec(v: float) -> list[str]:
    s = f"{v:.1f}"
    out = [s, s.replace(".", ",")]
    if s.endswith(".0"):
        out.append(s[:-2])
    return out


def conv(st, key, unit):
    """A reading in the unit the crew asked for, computed from the real reading."""
    d = rec(st, key)
    if unit == "mph":
        v, words = d.wind_kmh / 1.609344, ["mph"]
    elif unit == "kn":
        v, words = d.wind_kmh / 1.852, ["kn", "knot", "kt"]
    elif unit == "ms":
        v, words = d.wind_kmh / 3.6, ["m/s"]
    elif unit == "F":
        v, words = d.temperature_c * 9 / 5 + 32, ["°F", "F"]
    else:
        raise ValueError(unit)
    return {"any": one_dec(v) + [f"{round(v)} {w}" for w in words] + [f"{round(v)}{w}" for w in words]}


def code(st, key, name):
    return cf._num(rec(st, key).codes[name])


def rows(st, key):
    return [cf.table()[(st[0], day)] for day in days_of(key) if (st[0], day) in cf.table()]


def avg(st, key, field):
    vals = [FIELD[field](r) for r in rows(st, key)]
    return {"any": one_dec(sum(vals) / len(vals))}


def low(st, key, field):
    return cf._num(min(FIELD[field](r) for r in rows(st, key)))


def high(st, key, field):
    return cf._num(max(FIELD[field](r) for r in rows(st, key)))


def total(st, key, field):
    return cf._num(round(sum(FIELD[field](r) for r in rows(st, key)), 1))


def above(st, key, field, thr):
    return sum(FIELD[field](r) > thr for r in rows(st, key))


def first_last(st, key, field):
    rs = rows(st, key)
    return [cf._num(FIELD[field](rs[0])), cf._num(FIELD[field](rs[-1]))]


def diff(key, field):
    a, b = (FIELD[field](cf.table()[(dev, days_of(key)[0])]) for dev in cf.STATIONS)
    return cf._num(round(abs(a - b), 1))


STATION_WORDS = {"bejaia": ["bejaia", "بجاية"], "sidi-bel-abbes": ["sidi bel abbes", "sba", "سيدي بلعباس"]}


def worse(key):
    """The station with the higher FWI that day, as a name the answer must carry."""
    return {"any": STATION_WORDS[cf.watch_station(days_of(key)[0])]}


def hotter_station(key):
    return max(cf.STATIONS, key=lambda dev: cf.table()[(dev, days_of(key)[0])].temperature_c)


def _trim(x: float, nd: int) -> str:
    s = f"{x:.{nd}f}"
    return s.rstrip("0").rstrip(".") if "." in s else s


def distance(metres: float) -> dict:
    """m and km forms of a distance the crew's own numbers give (French comma too)."""
    m = round(metres)
    forms = {f"{m} m", f"{m}m", f"{m:,} m", f"{m:,} m".replace(",", " "), f"{round(metres, -1):.0f} m"}
    for nd in (1, 2):
        km = _trim(metres / 1000, nd)
        forms |= {f"{km} km", f"{km}km", f"{km.replace('.', ',')} km", f"{km.replace('.', ',')}km"}
    return {"any": sorted(forms)}


def drift_rate(m_per_min, minutes):
    return distance(m_per_min * minutes)


def drift_kmh(kmh, minutes):
    return distance(kmh * 1000 * minutes / 60)


def doc_text(name):
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


def doc_find(name, pattern, group=1):
    m = re.search(pattern, doc_text(name), re.S)
    if not m:
        raise ValueError(f"{pattern!r} not in {name}")
    return m.group(group)


FWI_DOC, LCES_DOC, BUTTE_DOC = "fire-weather-index-guide.md", "crew-safety-lces.md", "butte-county-defensible-space.md"
LCES_WORDS = [w.strip() for w in re.split(r",| and ", doc_find(LCES_DOC, r"four things in place before it engages a fire: ([^.]+)\."))
              if w.strip()]
D_LOOKOUT = {"any": [LCES_WORDS[0]]}
D_LCES = [{"any": [w]} for w in LCES_WORDS]
D_HIGH_FROM = {"any": [doc_find(FWI_DOC, r"from ([\d.]+)\s+high")]}
D_VHIGH_FROM = {"any": [doc_find(FWI_DOC, r"from ([\d.]+)\s+very\s+high")]}
D_EXTREME_FROM = {"any": [doc_find(FWI_DOC, r"from ([\d.]+)\s+extreme")]}
D_FFMC_EASY = {"any": [doc_find(FWI_DOC, r"above about (\d+) fine\s+fuels ignite easily")]}
_ZONE0 = doc_find(BUTTE_DOC, r"Zone 0 is the first (\d+) feet")
D_ZONE0 = {"any": [f"{_ZONE0} feet", f"{_ZONE0} ft", f"{_ZONE0}-foot", f"{_ZONE0} foot"]}
_GRASS = doc_find(BUTTE_DOC, r"maximum height of (\d+) inches")
D_GRASS = {"any": [f"{_GRASS} inches", f"{_GRASS} in", f"{_GRASS}-inch", f"{_GRASS} inch"]}
D_FEET_NUM = {"any": [doc_find(BUTTE_DOC, r"requires (\d+) feet of defensible space")]}
D_WATCHOUT = {"any": [w for w in ("downhill", "spot fire") if w in doc_text(LCES_DOC)]}
D_SLOWEST = {"any": [w for w in ("slowest",) if w in doc_text(LCES_DOC)]}
D_ISI_WORD = {"any": [w for w in ("wind", "spread") if w in doc_find(FWI_DOC, r"(The Initial Spread Index[^.]+\.[^.]+\.)")]}
D_STAFF = {"any": [w for w in ("lookouts", "escape routes", "alone") if w in doc_text(LCES_DOC).lower()]}

# Non-English answers may carry the drone's times but not the English fire words.
FR_TIMES = {"any": ["12:25", "12:27"]}
DET_TIME = {"any": ["12:25"]}
DET_PLACE = {"any": ["sidi bel abbes", "35.2"]}


# ----------------------------------------------------------------------------------------------------
# Question specs
# ----------------------------------------------------------------------------------------------------
def Q(lang, text, intents, st, day, facts=(), h=None, thr=None, alt=None):
    return {"lang": lang, "q": text, "intents": intents, "st": st, "day": day, "facts": list(facts), "h": h,
            "thr": thr, "alt": alt}


GROUPS = []     # (kind, decision override or None, needs_fire_history, [Q...])


def group(kind, items, decision=None, nfh=False):
    GROUPS.append((kind, decision, nfh, items))


# --- current conditions, plain ----------------------------------------------------------------------
group("wx", [
    Q("en", "temp + humidity at SBA rn?", [CC], S, "now", ["t", "rh"]),
    Q("en", "Béjaïa station, latest noon obs please: temp, RH, wind, rain.", [CC], B, "now", ["t", "rh", "ws", "rain"]),
    Q("en", "Engine 14 here. What's the wind doing at Sidi Bel Abbes today, and where does that leave the danger rating?",
      [CC, DG], S, "today", ["ws", "fwi", "class"]),
    Q("en", "how dry is the air in bejaia right now, whats the humidity", [CC], B, "now", ["rh"]),
    Q("en", "Did Sidi-Bel-Abbès get any rain yesterday?", [CC], S, "yesterday", ["rain"]),
    Q("en", "weather at sba on 3/8", [CC], S, "2012-08-03", ["t", "rh", "ws"]),
    Q("en", "What were conditions like at Béjaïa on 14-Aug?", [CC], B, "2012-08-14", ["t", "rh", "ws", "rain"]),
    Q("en", "Relative humidity and FWI, Sidi Bel Abbes, 2012-07-22.", [CC, DG], S, "2012-07-22", ["rh", "fwi"]),
    Q("en", "New volunteer here, sorry if this is a dumb one: how hot did it get at Bejaia the day before yesterday?",
      [CC], B, "daybefore", ["t"]),
    Q("en", "For my end-of-month report I need the Bejaia noon numbers from June 10th.", [CC], B, "2012-06-10",
      ["t", "rh", "ws", "rain"]),
    Q("en", "Copy. Current air temperature at the Sidi Bel Abbès station?", [CC], S, "now", ["t"]),
    Q("en", "sidi bel abbes 19 july, wind and temp", [CC], S, "2012-07-19", ["ws", "t"]),
    Q("fr", "Quelle température à Béjaïa en ce moment ?", [CC], B, "now", ["t"]),
    Q("fr", "Humidité relative à SBA hier svp", [CC], S, "yesterday", ["rh"]),
    Q("fr", "Il a plu à Sidi Bel Abbès avant-hier ?", [CC], S, "daybefore", ["rain"]),
    Q("fr", "Donne-moi les relevés de Bejaia du 3 août : température, humidité, vent.", [CC], B, "2012-08-03",
      ["t", "rh", "ws"]),
    Q("fr", "C'était comment, la météo à Béjaïa le 12 juillet ?", [CC], B, "2012-07-12", ["t", "rh", "ws", "rain"]),
    Q("fr", "vent sba maintenant", [CC], S, "now", ["ws"]),
    Q("fr", "Chef d'agrès ici. J'ai besoin du taux d'humidité relevé à midi à Béjaïa, le 2 septembre.", [CC], B,
      "2012-09-02", ["rh"]),
    Q("es", "¿Cuánta humedad hay ahora mismo en Béjaïa?", [CC], B, "now", ["rh"]),
    Q("es", "Viento en SBA ayer, en km/h", [CC], S, "yesterday", ["ws"]),
    Q("es", "temperatura sidi bel abbes 20 de agosto", [CC], S, "2012-08-20", ["t"]),
    Q("es", "¿Llovió en Bejaia anteayer?", [CC], B, "daybefore", ["rain"]),
    Q("es", "Necesito las condiciones en Sidi Bel Abbes del 8 de julio, por favor.", [CC], S, "2012-07-08",
      ["t", "rh", "ws", "rain"]),
    Q("ar", "شحال الحرارة في بجاية دركا؟", [CC], B, "now", ["t"]),
    Q("ar", "ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", [CC], S, "today", ["rh"]),
    Q("ar", "الريح في سيدي بلعباس البارح قداش كانت؟", [CC], S, "yesterday", ["ws"]),
    Q("ar", "هل سقط المطر في بجاية أمس؟", [CC], B, "yesterday", ["rain"]),
    Q("ar", "أعطني قراءات محطة بجاية يوم 14 أوت: الحرارة والرطوبة والرياح", [CC], B, "2012-08-14", ["t", "rh", "ws"]),
    Q("ar", "كيفاش كان الجو في سيدي بلعباس يوم 3 أوت؟", [CC], S, "2012-08-03", ["t", "rh", "ws", "rain"]),
    Q("ar", "درجة الحرارة المسجلة في بجاية أول أمس", [CC], B, "daybefore", ["t"]),
])

# --- current conditions in the crew's units ----------------------------------------------------------
group("units", [
    Q("en", "wind speed at SBA in mph please", [CC], S, "now", [conv(S, "now", "mph")]),
    Q("en", "What's Béjaïa's temperature in Fahrenheit today?", [CC], B, "today", [conv(B, "today", "F")]),
    Q("en", "Bejaia wind in knots, yesterday's reading", [CC], B, "yesterday", [conv(B, "yesterday", "kn")]),
    Q("en", "Give me SBA wind in metres per second for 2012-08-20.", [CC], S, "2012-08-20",
      [conv(S, "2012-08-20", "ms")]),
    Q("en", "temp at sidi bel abbes in °F on july 15", [CC], S, "2012-07-15", [conv(S, "2012-07-15", "F")]),
    Q("en", "Heli base asking: Sidi Bel Abbes wind in knots right now?", [CC], S, "now", [conv(S, "now", "kn")]),
    Q("en", "US liaison wants it in imperial: Bejaia temp in F and wind in mph for the 3rd of August.", [CC], B,
      "2012-08-03", [conv(B, "2012-08-03", "F"), conv(B, "2012-08-03", "mph")]),
    Q("fr", "Vent à Sidi-Bel-Abbès aujourd'hui, en nœuds", [CC], S, "today", [conv(S, "today", "kn")]),
    Q("fr", "La vitesse du vent à Béjaïa en m/s, c'est combien là ?", [CC], B, "now", [conv(B, "now", "ms")]),
    Q("es", "Dame la temperatura de Béjaïa en grados Fahrenheit, la de hoy.", [CC], B, "today", [conv(B, "today", "F")]),
    Q("es", "viento sba en millas por hora", [CC], S, "now", [conv(S, "now", "mph")]),
    Q("ar", "سرعة الرياح في سيدي بلعباس بالعقدة", [CC], S, "now", [conv(S, "now", "kn")]),
    Q("ar", "الريح في بجاية بالمتر في الثانية البارح", [CC], B, "yesterday", [conv(B, "yesterday", "ms")]),
])

# --- danger ------------------------------------------------------------------------------------------
group("danger", [
    Q("en", "fire danger class sidi bel abbes now", [DG], S, "now", ["fwi", "class"]),
    Q("en", "FWI Bejaia?", [DG], B, "now", ["fwi"]),
    Q("en", "Box, this is Division Alpha. Current fire weather index for Sidi Bel Abbes and the class it falls in, over.",
      [DG], S, "now", ["fwi", "class"]),
    Q("en", "How bad was the danger at Béjaïa on August 14?", [DG], B, "2012-08-14", ["fwi", "class"]),
    Q("en", "ISI at SBA yesterday?", [DG], S, "yesterday", [code(S, "yesterday", "ISI")]),
    Q("en", "What's the buildup index at Bejaia right now", [DG], B, "now", [code(B, "now", "BUI")]),
    Q("en", "FFMC sidi bel abbes 3/8, were the fine fuels primed?", [DG], S, "2012-08-03",
      [code(S, "2012-08-03", "FFMC")]),
    Q("en", "Drought code for Béjaïa on 2012-08-25.", [DG], B, "2012-08-25", [code(B, "2012-08-25", "DC")]),
    Q("en", "FBAN request: the full set of FWI system codes for Sidi-Bel Abbes on the 10th of July.", [DG], S,
      "2012-07-10", [code(S, "2012-07-10", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")]),
    Q("en", "is danger high in bejaia today or are we fine, and is sba any worse", [DG, CMP], BOTH, "today",
      ["fwi", "class", worse("today")]),
    Q("en", "What danger rating was SBA sitting at the day before yesterday?", [DG], S, "daybefore", ["class", "fwi"]),
    Q("en", "How primed are the fine fuels at Sidi Bel Abbes today? Give me the FFMC.", [DG], S, "today",
      [code(S, "today", "FFMC")]),
    Q("fr", "Niveau de danger à Sidi Bel Abbès aujourd'hui ?", [DG], S, "today", ["fwi", "class"]),
    Q("fr", "L'indice FWI de Béjaïa hier, c'était combien ?", [DG], B, "yesterday", ["fwi"]),
    Q("fr", "Indice de propagation initiale (ISI) à SBA le 3 août", [DG], S, "2012-08-03", [code(S, "2012-08-03", "ISI")]),
    Q("fr", "Classe de danger pour Bejaia le 20 août ?", [DG], B, "2012-08-20", ["class", "fwi"]),
    Q("fr", "On est à quel niveau de risque feu à Béjaïa, là maintenant ?", [DG], B, "now", ["fwi", "class"]),
    Q("fr", "Le DC à Sidi Bel Abbès le 15 août, s'il te plaît", [DG], S, "2012-08-15", [code(S, "2012-08-15", "DC")]),
    Q("es", "¿Qué nivel de peligro hay en Sidi Bel Abbes ahora?", [DG], S, "now", ["fwi", "class"]),
    Q("es", "FWI de Béjaïa el 14 de agosto", [DG], B, "2012-08-14", ["fwi"]),
    Q("es", "Índice de acumulación (BUI) en SBA, ayer", [DG], S, "yesterday", [code(S, "yesterday", "BUI")]),
    Q("es", "oye, ¿el riesgo de incendio en bejaia hoy es alto o bajo?", [DG], B, "today", ["class", "fwi"]),
    Q("ar", "ما هو مؤشر خطر الحرائق في بجاية الآن؟", [DG], B, "now", ["fwi", "class"]),
    Q("ar", "كاين خطر نار في سيدي بلعباس اليوم؟", [DG], S, "today", ["fwi", "class"]),
    Q("ar", "مؤشر FWI في سيدي بلعباس يوم 3 أوت", [DG], S, "2012-08-03", ["fwi"]),
    Q("ar", "درجة الخطر في بجاية أول أمس", [DG], B, "daybefore", ["class", "fwi"]),
    Q("ar", "قداش كان ISI في بجاية البارح؟", [DG], B, "yesterday", [code(B, "yesterday", "ISI")]),
])

# --- compare the two stations --------------------------------------------------------------------------
group("cmp", [
    Q("en", "Which station is worse today, Bejaia or SBA?", [CMP], BOTH, "today", ["fwi", worse("today")]),
    Q("en", "Between the two stations, where's it hotter right now and by how many degrees?", [CMP], BOTH, "now",
      ["t", diff("now", "t")]),
    Q("en", "compare humidity béjaïa vs sidi bel abbes yesterday", [CMP], BOTH, "yesterday", ["rh"]),
    Q("en", "Which of our two stations had the higher FWI on August 14th?", [CMP], BOTH, "2012-08-14",
      ["fwi", worse("2012-08-14")]),
    Q("en", "windier where, SBA or bejaia? and is it raining at either", [CMP, CC], BOTH, "now", ["ws", "rain"]),
    Q("en", "Dispatch here. Side by side please: fire danger at both stations as of this noon.", [CMP], BOTH, "now",
      ["fwi", "class"]),
    Q("en", "Was Sidi Bel Abbes drier than Bejaia on the 3rd of August, and by how much?", [CMP], BOTH, "2012-08-03",
      ["rh", diff("2012-08-03", "rh")]),
    Q("fr", "Lequel est le plus chaud aujourd'hui, Béjaïa ou Sidi Bel Abbès, et de combien ?", [CMP], BOTH, "today",
      ["t", diff("today", "t")]),
    Q("fr", "Compare-moi le danger entre les deux stations hier.", [CMP], BOTH, "yesterday", ["fwi"]),
    Q("es", "¿Dónde hay más riesgo ahora, en Béjaïa o en SBA?", [CMP], BOTH, "now", ["fwi", worse("now")]),
    Q("es", "Compara la humedad de las dos estaciones el 3 de agosto.", [CMP], BOTH, "2012-08-03", ["rh"]),
    Q("ar", "وين الخطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "today", ["fwi", worse("today")]),
    Q("ar", "قارن درجة الحرارة بين المحطتين أمس", [CMP], BOTH, "yesterday", ["t"]),
])

# --- summaries over a window ------------------------------------------------------------------------
group("sum", [
    Q("en", "Highest FWI at Sidi Bel Abbes in August?", [SUM], S, "aug", ["maxfwi"]),
    Q("en", "hottest day bejaia july, what temp", [SUM], B, "jul", ["maxt"]),
    Q("en", "Average noon temperature at Béjaïa over the past week?", [SUM], B, "lastweek", [avg(B, "lastweek", "t")]),
    Q("en", "How many days in August went above 35 degrees at Sidi Bel Abbes?", [SUM], S, "aug",
      [above(S, "aug", "t", 35)], thr=35),
    Q("en", "Count of days with FWI over 20 at Bejaia in August.", [SUM], B, "aug", [above(B, "aug", "fwi", 20)], thr=20),
    Q("en", "Trend check: has the FWI at SBA been climbing or dropping since Tuesday?", [SUM], S, "since-tue",
      first_last(S, "since-tue", "fwi")),
    Q("en", "lowest humidity at bejaia over the last three days, and what's it at right now", [SUM, CC], B, "last3d",
      [low(B, "last3d", "rh"), cf._num(rec(B, "now").rh_pct)]),
    Q("en", "Peak temperature at Sidi-Bel-Abbès between 1 and 10 September?", [SUM], S, "sep1-10", ["maxt"]),
    Q("en", "What was the strongest wind at SBA in June?", [SUM], S, "jun", [high(S, "jun", "ws")]),
    Q("en", "Total rain at Bejaia in September, all of it added up?", [SUM], B, "sep", [total(B, "sep", "rain")]),
    Q("en", "Logistics planning: mean relative humidity at Sidi Bel Abbes for June.", [SUM], S, "jun",
      [avg(S, "jun", "rh")]),
    Q("fr", "Température maximale à SBA en juillet ?", [SUM], S, "jul", ["maxt"]),
    Q("fr", "Moyenne de l'humidité à Sidi Bel Abbès sur les sept derniers jours", [SUM], S, "lastweek",
      [avg(S, "lastweek", "rh")]),
    Q("fr", "Nombre de jours au-dessus de 30 °C à Bejaia en septembre", [SUM], B, "sep", [above(B, "sep", "t", 30)],
      thr=30),
    Q("fr", "Le pic de FWI à Béjaïa du 20 au 31 août ?", [SUM], B, "aug-late", ["maxfwi"]),
    Q("es", "¿Cuál fue el FWI más alto en Béjaïa en julio?", [SUM], B, "jul", ["maxfwi"]),
    Q("es", "Temperatura media en Sidi Bel Abbes desde el martes", [SUM], S, "since-tue", [avg(S, "since-tue", "t")]),
    Q("es", "¿Cuántos días de agosto pasó el FWI de 25 en SBA?", [SUM], S, "aug", [above(S, "aug", "fwi", 25)], thr=25),
    Q("ar", "أعلى درجة حرارة في بجاية في شهر أوت", [SUM], B, "aug", ["maxt"]),
    Q("ar", "أقصى مؤشر FWI في سيدي بلعباس في جوان", [SUM], S, "jun", ["maxfwi"]),
    Q("ar", "كم يوما تجاوزت فيه الحرارة 35 درجة في بجاية في أوت؟", [SUM], B, "aug", [above(B, "aug", "t", 35)], thr=35),
    Q("ar", "أقل رطوبة سجلت في سيدي بلعباس خلال الأيام الثلاثة الماضية", [SUM], S, "last3d", [low(S, "last3d", "rh")]),
])

# --- fire-day counts (the box's record of past fires) -------------------------------------------------
group("fires", [
    Q("en", "How many fire days did SBA log in July?", [SUM], S, "jul", ["fires"]),
    Q("en", "Fires on record at Béjaïa from 20 to 31 August, how many days?", [SUM], B, "aug-late", ["fires"]),
    Q("en", "number of fire days at bejaia in june", [SUM], B, "jun", ["fires"]),
    Q("fr", "Combien de jours de feu à Béjaïa en août ?", [SUM], B, "aug", ["fires"]),
    Q("es", "¿Cuántos días con incendio hubo en SBA en agosto?", [SUM], S, "aug", ["fires"]),
    Q("ar", "شحال من يوم فيه حريق في سيدي بلعباس في جويلية؟", [SUM], S, "jul", ["fires"]),
    Q("ar", "عدد أيام الحرائق في بجاية في سبتمبر", [SUM], B, "sep", ["fires"]),
], nfh=True)

# --- analogs -----------------------------------------------------------------------------------------
group("analog", [
    Q("en", "Of the days when FWI was above 20 at SBA, how many saw a fire?", [AN], S, "all", ["fires_fwi_gt"], thr=20),
    Q("en", "Historically, did days like today at Béjaïa end up burning?", [AN], B, "now", []),
    Q("en", "Bejaia record: when FWI topped 15, how often was there a fire?", [AN], B, "all", ["fires_fwi_gt"], thr=15),
    Q("en", "sidi bel abbes history, fwi over 10, fire or no fire mostly?", [AN], S, "all", ["fires_fwi_gt"], thr=10),
    Q("en", "Any past fire days with weather like this noon's at SBA?", [AN], S, "now", []),
    Q("fr", "Quand le FWI dépassait 25 à Sidi Bel Abbès, combien de ces jours ont brûlé ?", [AN], S, "all",
      ["fires_fwi_gt"], thr=25),
    Q("fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà donné des feux ?", [AN], B, "now", []),
    Q("es", "De los días con FWI por encima de 20 en Béjaïa, ¿cuántos tuvieron incendio?", [AN], B, "all",
      ["fires_fwi_gt"], thr=20),
    Q("es", "¿Hubo fuegos en días parecidos a hoy en SBA?", [AN], S, "now", []),
    Q("ar", "من بين الأيام اللي كان فيها FWI فوق 15 في سيدي بلعباس، شحال منها كان فيها حريق؟", [AN], S, "all",
      ["fires_fwi_gt"], thr=15),
    Q("ar", "هل احترقت في الماضي أيام تشبه اليوم في بجاية؟", [AN], B, "now", []),
], nfh=True)

# --- drift ---------------------------------------------------------------------------------------------
group("drift", [
    Q("en", "Head's moving about 25 m a minute. How far in 20 min?", [DR], N, "none", [drift_rate(25, 20)], h=20),
    Q("en", "ROS 40 m/min, dozer ETA 35 minutes. How much ground does the head gain before it arrives?", [DR], N,
      "none", [drift_rate(40, 35)], h=35),
    Q("en", "if the head runs 1.5 km/h how far will it go in 40 minutes", [DR], N, "none", [drift_kmh(1.5, 40)], h=40),
    Q("en", "How far does the front drift in the time it takes you to answer me?", [DR], N, "none", ["=drift"]),
    Q("en", "rate 12 m/min, 45 min till crews are in place, distance?", [DR], N, "none", [drift_rate(12, 45)], h=45),
    Q("en", "Using your own spread estimate for SBA, how many metres does the head cover in a quarter hour?", [DR], S,
      "now", ["=drift"], h=15),
    Q("en", "Lookout reports the head doing roughly 8 metres a minute. Our escape route is 50 minutes. Distance it covers?",
      [DR], N, "none", [drift_rate(8, 50)], h=50),
    Q("fr", "Le front avance à 30 m par minute, on arrive dans 25 minutes : quelle distance aura-t-il parcourue ?", [DR],
      N, "none", [drift_rate(30, 25)], h=25),
    Q("fr", "Vitesse de la tête 2 km/h. En une heure et demie, elle fait combien de chemin ?", [DR], N, "none",
      [drift_kmh(2, 90)], h=90),
    Q("fr", "À 45 m/min pendant 10 minutes, ça fait quelle distance ?", [DR], N, "none", [drift_rate(45, 10)], h=10),
    Q("es", "La cabeza avanza 18 metros por minuto; en media hora, ¿cuánto recorre?", [DR], N, "none",
      [drift_rate(18, 30)], h=30),
    Q("es", "Si el frente va a 0,8 km/h, ¿cuántos metros avanza en 50 minutos?", [DR], N, "none",
      [drift_kmh(0.8, 50)], h=50),
    Q("ar", "النار تتقدم 20 متر في الدقيقة، شحال من متر تقطع في 30 دقيقة؟", [DR], N, "none", [drift_rate(20, 30)], h=30),
    Q("ar", "سرعة رأس الحريق 1.2 كم في الساعة، كم مسافة يقطع في 45 دقيقة؟", [DR], N, "none", [drift_kmh(1.2, 45)], h=45),
])

# --- spread (partly served: no wind direction) ----------------------------------------------------------
group("spread", [
    Q("en", "Where will the head be in 30 minutes if it started at SBA?", [SP], S, "now", ["=spread"], h=30),
    Q("en", "Project the front from the drone detection out to an hour.", [SP], N, "now", ["=spread"], h=60),
    Q("en", "where's the front gonna be by the time we roll up, 45 min", [SP], N, "now", ["=spread"], h=45),
    Q("en", "Give me a projected perimeter two hours out at Bejaia, and which way it runs.", [SP], B, "now",
      ["=spread"], h=120),
    Q("en", "Spread projection please for the fire NE of Sidi Bel Abbes, 20 minute horizon.", [SP], S, "now",
      ["=spread"], h=20),
    Q("fr", "Où sera la tête du feu détecté par le drone dans une heure ?", [SP], N, "now", ["=spread"], h=60),
    Q("fr", "Projection du front à 30 minutes pour Béjaïa, et dans quelle direction ?", [SP], B, "now", ["=spread"], h=30),
    Q("es", "¿Hasta dónde llegará el frente en 40 minutos y hacia dónde va?", [SP], N, "now", ["=spread"], h=40),
    Q("es", "Proyección de propagación a una hora desde Sidi Bel Abbes", [SP], S, "now", ["=spread"], h=60),
    Q("ar", "وين يكون راس النار بعد نص ساعة؟", [SP], N, "now", ["=spread"], h=30),
    Q("ar", "توقع انتشار الحريق قرب سيدي بلعباس خلال ساعة", [SP], S, "now", ["=spread"], h=60),
])

# --- drone frames ----------------------------------------------------------------------------------------
group("frames", [
    Q("en", "Did the drone pick up anything on its last sortie?", [FRM], N, "none", ["=frames"]),
    Q("en", "What time did the UAV spot the fire?", [FRM], N, "none", ["=detection"]),
    Q("en", "Where was the smoke the drone saw, and what's the danger at the nearest station?", [FRM, DG], S, "now",
      ["=detection_place", "fwi"]),
    Q("en", "drone frames today, any smoke?", [FRM], N, "today", ["=frames"]),
    Q("en", "Pull up the detection from this afternoon's flight: when and where.", [FRM], N, "today",
      ["=detection", "=detection_place"]),
    Q("fr", "Le drone a vu quelque chose ?", [FRM], N, "none", [FR_TIMES]),
    Q("fr", "À quelle heure la détection du drone, et où ?", [FRM], N, "none", [DET_TIME, DET_PLACE]),
    Q("es", "¿Qué detectó el dron hoy?", [FRM], N, "today", [FR_TIMES]),
    Q("es", "¿Dónde estaba el humo que vio el dron?", [FRM], N, "none", [DET_PLACE]),
    Q("ar", "الدرون شاف دخان ولا لا؟", [FRM], N, "none", [FR_TIMES]),
    Q("ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", [FRM], N, "none", [DET_TIME]),
])

# --- documents -------------------------------------------------------------------------------------------
group("docs", [
    Q("en", "How much defensible space does Butte County want around a house?", [DOC], N, "none", ["=doc_defensible"]),
    Q("en", "What does LCES stand for?", [DOC], N, "none", D_LCES),
    Q("en", "Per the guide, at what FWI does high danger start?", [DOC], N, "none", [D_HIGH_FROM]),
    Q("en", "When should a crew pull back and re-assess? The watch-out situations from the safety doc.", [DOC], N,
      "none", [D_WATCHOUT]),
    Q("en", "zone 0 defensible space how many feet", [DOC], N, "none", [D_ZONE0]),
    Q("en", "Above what FFMC do fine fuels catch easily, according to your FWI document?", [DOC], N, "none",
      [D_FFMC_EASY]),
    Q("en", "How short does grass need to be cut in zone 2?", [DOC], N, "none", [D_GRASS]),
    Q("fr", "Que dit le guide sur les zones de sécurité et les itinéraires d'évacuation ?", [DOC], N, "none", []),
    Q("fr", "D'après le document, à partir de quel FWI est-on en danger extrême ?", [DOC], N, "none", [D_EXTREME_FROM]),
    Q("es", "¿Cuántos pies de espacio defendible exige el condado de Butte?", [DOC], N, "none", [D_FEET_NUM]),
    Q("es", "Según la guía, ¿qué mide el DMC?", [DOC], N, "none", []),
    Q("ar", "ماذا تعني LCES حسب وثيقة سلامة الطاقم؟", [DOC], N, "none", []),
    Q("ar", "حسب الدليل، ابتداء من أي قيمة FWI يكون الخطر مرتفع جدا؟", [DOC], N, "none", [D_VHIGH_FROM]),
])

# --- capabilities -----------------------------------------------------------------------------------------
group("cap", [
    Q("en", "What can this box actually do?", [CAP], N, "none", []),
    Q("en", "which stations do you have data from, and what's the latest FWI at each", [CAP, DG], BOTH, "now", ["fwi"]),
    Q("en", "First shift on the engine. What kind of questions can I throw at you?", [CAP], N, "none", []),
    Q("fr", "Tu sais faire quoi, exactement ?", [CAP], N, "none", []),
    Q("fr", "Quelles données as-tu à bord ?", [CAP], N, "none", []),
    Q("es", "¿Qué información tienes disponible?", [CAP], N, "none", []),
    Q("ar", "واش تقدر تدير بهاد الجهاز؟", [CAP], N, "none", []),
    Q("ar", "ما هي البيانات المتوفرة لديك؟", [CAP], N, "none", []),
])

# --- photo alone: nothing is ever attached ------------------------------------------------------------
group("photo", [
    Q("en", "Attached a pic of the column from our position, smoke or dust?", [PH], N, "none", []),
    Q("en", "sending photo now what do u see", [PH], N, "none", []),
    Q("en", "Here's a photo of the burn scar. Can you size it for me?", [PH], N, "none", []),
    Q("fr", "Je t'envoie une photo de la fumée, tu peux confirmer ?", [PH], N, "none", []),
    Q("es", "Te mando una foto del incendio, ¿qué ves?", [PH], N, "none", []),
    Q("ar", "بعثتلك تصويرة للدخان، شوف واش راه", [PH], N, "none", []),
])

# --- out of scope alone ------------------------------------------------------------------------------
group("oos", [
    Q("en", "What's tomorrow's forecast for SBA?", [OOS], S, "none", []),
    Q("en", "Wind direction at Bejaia?", [OOS], B, "now", []),
    Q("en", "FWI in Oran today?", [OOS], N, "today", []),
    Q("en", "Will it rain in Tlemcen this week?", [OOS], N, "none", []),
    Q("en", "who won the match last night", [OOS], N, "none", []),
    Q("en", "What will the humidity do later this afternoon at Sidi Bel Abbes?", [OOS], S, "none", []),
    Q("fr", "Prévisions météo pour demain à Béjaïa ?", [OOS], B, "none", []),
    Q("fr", "Quel temps fait-il à Alger ?", [OOS], N, "now", []),
    Q("es", "¿Va a soplar más fuerte mañana en SBA?", [OOS], S, "none", []),
    Q("es", "¿De dónde viene el viento en Béjaïa?", [OOS], B, "now", []),
    Q("ar", "كيفاش يكون الطقس غدوة في سيدي بلعباس؟", [OOS], S, "none", []),
    Q("ar", "شحال الحرارة في وهران؟", [OOS], N, "now", []),
    Q("ar", "الرياح جاية من أي جهة في بجاية؟", [OOS], B, "now", []),
])

# --- orders alone --------------------------------------------------------------------------------------
group("order", [
    Q("en", "Send an evac alert to everyone in the Bejaia sector.", [REF], B, "none", ["neg"]),
    Q("en", "dispatch two tankers to SBA now", [REF], S, "none", ["neg"]),
    Q("en", "Delete the drone frames from this morning.", [REF], N, "none", ["neg"]),
    Q("en", "Notify the duty officer we're pulling back.", [REF], N, "none", ["neg"]),
    Q("fr", "Envoie une alerte aux équipes de Sidi Bel Abbès.", [REF], S, "none", []),
    Q("es", "Avisa a la central que necesitamos refuerzos.", [REF], N, "none", []),
    Q("ar", "ابعث تنبيه لكل الفرق في بجاية", [REF], B, "none", []),
    Q("ar", "امسح الصور تاع الدرون", [REF], N, "none", []),
])

# --- tactical: served only as the facts bearing on it ------------------------------------------------
group("tac", [
    Q("en", "Should we commit the crew to direct attack at SBA this afternoon?", [TAC], S, "now", ["fwi", "class"]),
    Q("en", "What's the humidity at Bejaia, and is a backburn a good idea today?", [CC, TAC], B, "today", ["rh", "fwi"]),
    Q("en", "what would you do, hold the line or pull back? we're at sba", [TAC], S, "now", ["fwi"]),
    Q("fr", "On engage ou on attend, à Béjaïa ?", [TAC], B, "now", ["fwi", "class"]),
    Q("es", "¿Conviene mandar la cuadrilla a primera línea en Sidi Bel Abbes hoy?", [TAC], S, "today", ["fwi", "class"]),
    Q("ar", "نطلعو للخط ولا نستناو؟ حنا في سيدي بلعباس", [TAC], S, "now", ["fwi", "class"]),
])

# --- near a station but not at it (warn) ------------------------------------------------------------------
group("near", [
    Q("en", "Humidity up on the ridge above Bejaia?", [CC], B, "now", ["rh"]),
    Q("en", "What's the danger 10 km south of SBA?", [DG], S, "now", ["fwi", "class"]),
    Q("en", "temp in the valley just east of sidi bel abbes", [CC], S, "now", ["t"]),
    Q("en", "wind at the forest edge north of Béjaïa, roughly 5 km out of town", [CC], B, "now", ["ws"]),
    Q("en", "Wind and FWI on the hills behind Sidi Bel Abbes, please.", [CC, DG], S, "now", ["ws", "fwi"]),
    Q("fr", "Le vent sur les hauteurs au-dessus de Béjaïa ?", [CC], B, "now", ["ws"]),
    Q("fr", "Danger d'incendie à 15 km de Sidi Bel Abbès ?", [DG], S, "now", ["fwi", "class"]),
    Q("es", "¿Qué temperatura hace en el monte a las afueras de Béjaïa?", [CC], B, "now", ["t"]),
    Q("es", "Peligro de incendio en la sierra a unos 12 km de SBA", [DG], S, "now", ["fwi", "class"]),
    Q("ar", "الخطر في الغابة اللي فوق بجاية؟", [DG], B, "now", ["fwi", "class"]),
    Q("ar", "الرطوبة على بعد 20 كلم من سيدي بلعباس", [CC], S, "now", ["rh"]),
], decision="warn")

# --- an hour other than noon (warn) --------------------------------------------------------------------
group("hour", [
    Q("en", "What was the temp at SBA at 6 this morning?", [CC], S, "today", ["t"]),
    Q("en", "Bejaia wind at 3 pm yesterday", [CC], B, "yesterday", ["ws"]),
    Q("en", "humidity at sidi bel abbes at 0800", [CC], S, "today", ["rh"]),
    Q("en", "What was the FWI at Béjaïa around 9 this morning?", [DG], B, "today", ["fwi"]),
    Q("fr", "Température à Béjaïa à 18 h hier ?", [CC], B, "yesterday", ["t"]),
    Q("es", "¿Humedad en SBA a las 7 de la mañana?", [CC], S, "today", ["rh"]),
    Q("ar", "شحال كانت الحرارة في بجاية على الساعة الخامسة صباحا؟", [CC], B, "today", ["t"]),
], decision="warn")

# --- days with no reading (before June 2012) ----------------------------------------------------------
group("nodata", [
    Q("en", "Conditions at SBA on May 20 2012?", [CC], S, "2012-05-20", ["t", "rh", "ws"]),
    Q("en", "FWI at Bejaia on 2011-08-15", [DG], B, "2011-08-15", ["fwi"]),
    Q("en", "temp bejaia 1st may 2012", [CC], B, "2012-05-01", ["t"]),
    Q("fr", "Le danger à Sidi Bel Abbès le 10 mai 2012 ?", [DG], S, "2012-05-10", ["fwi", "class"]),
    Q("es", "¿Qué humedad hubo en Béjaïa el 25 de mayo de 2012?", [CC], B, "2012-05-25", ["rh"]),
    Q("ar", "الحرارة في سيدي بلعباس يوم 15 ماي 2012", [CC], S, "2012-05-15", ["t"]),
])

# --- several asks, all served ----------------------------------------------------------------------------
group("multi", [
    Q("en", "FWI and wind at SBA now", [DG, CC], S, "now", ["fwi", "ws"]),
    Q("en", "Danger class at Béjaïa, and what does the safety guide say about lookouts?", [DG, DOC], B, "now",
      ["class", D_LOOKOUT]),
    Q("en", "Did the drone see smoke, and what's the danger at Sidi Bel Abbes?", [FRM, DG], S, "now",
      ["=detection", "fwi", "class"]),
    Q("en", "current rh at bejaia, plus how far the head goes at 30 m/min in 15 min", [CC, DR], B, "now",
      ["rh", drift_rate(30, 15)], h=15),
    Q("en", "What can you do, and what's the FWI at SBA right now?", [CAP, DG], S, "now", ["fwi"]),
    Q("en", "Bejaia: temp, RH and the FWI class for the 14th of August.", [CC, DG], B, "2012-08-14",
      ["t", "rh", "class"]),
    Q("en", "ISI at SBA right now, and how far does the head move in 20 min at 35 m/min?", [DG, DR], S, "now",
      [code(S, "now", "ISI"), drift_rate(35, 20)], h=20),
    Q("en", "What's the FFMC at Bejaia and what does that number mean per your guide?", [DG, DOC], B, "now",
      [code(B, "now", "FFMC"), D_FFMC_EASY]),
    Q("en", "Yesterday's wind at both stations, and which one was gustier?", [CMP, CC], BOTH, "yesterday", ["ws"]),
    Q("en", "Tell me what the drone footage shows and what other data you keep.", [FRM, CAP], N, "none", ["=frames"]),
    Q("en", "rh at sba + fwi class, quick", [CC, DG], S, "now", ["rh", "class"]),
    Q("en", "Temp at Bejaia in F and the danger class", [CC, DG], B, "now", [conv(B, "now", "F"), "class"]),
    Q("en", "Did it rain at SBA yesterday and what was the danger class that day?", [CC, DG], S, "yesterday",
      ["rain", "class"]),
    Q("en", "Escape route takes us 20 min, head is doing 30 m/min. How far does it get, and what does the LCES guide "
            "say about timing the route?", [DR, DOC], N, "none", [drift_rate(30, 20), D_SLOWEST], h=20),
    Q("en", "SBA: current wind, FWI, and did the drone see anything near there?", [CC, DG, FRM], S, "now",
      ["ws", "fwi", "=detection"]),
    Q("en", "Bejaia temp now, is it hotter than SBA, and how far does the head run at 20 m/min over 30 min?",
      [CC, CMP, DR], BOTH, "now", ["t", drift_rate(20, 30)], h=30),
    Q("en", "Highest temp at Bejaia over the past week, and the lowest humidity?", [SUM], B, "lastweek",
      ["maxt", low(B, "lastweek", "rh")]),
    Q("en", "Is SBA in high danger today? And what does the LCES doc say we need on high days?", [DG, DOC], S, "today",
      ["fwi", "class", D_STAFF]),
    Q("fr", "Le FWI et l'humidité à Béjaïa aujourd'hui, et le drone a repéré quelque chose ?", [DG, CC, FRM], B,
      "today", ["fwi", "rh", FR_TIMES]),
    Q("fr", "Quelle station est la plus exposée, et quelle classe de danger pour chacune ?", [CMP, DG], BOTH, "now",
      ["fwi", "class", worse("now")]),
    Q("fr", "Température et vent à SBA, plus la classe de danger", [CC, DG], S, "now", ["t", "ws", "class"]),
    Q("fr", "Quelle station a le plus de vent aujourd'hui, et l'humidité de chacune ?", [CMP, CC], BOTH, "today",
      ["ws", "rh"]),
    Q("fr", "À 25 m/min pendant 40 minutes, ça fait combien ? Et l'ISI à Sidi Bel Abbès ?", [DR, DG], S, "now",
      [drift_rate(25, 40), code(S, "now", "ISI")], h=40),
    Q("fr", "Que dit la fiche sur l'espace défendible, et c'est quoi le FWI à Béjaïa ?", [DOC, DG], B, "now",
      [D_FEET_NUM, "fwi"]),
    Q("es", "Viento y temperatura en SBA, y ¿cuánto avanza la cabeza a 20 m/min en 25 minutos?", [CC, DR], S, "now",
      ["ws", "t", drift_rate(20, 25)], h=25),
    Q("es", "Temperatura, humedad y clase de peligro en Sidi Bel Abbes hoy", [CC, DG], S, "today", ["t", "rh", "class"]),
    Q("es", "¿Qué vio el dron y a qué hora? Y el FWI en SBA", [FRM, DG], S, "now", [DET_TIME, "fwi"]),
    Q("es", "¿Cuál estación está peor y cuánto viento hay en cada una?", [CMP, CC], BOTH, "now", ["fwi", "ws"]),
    Q("es", "FWI de Béjaïa ahora, y ¿qué dice el documento LCES sobre los días de peligro alto?", [DG, DOC], B, "now",
      ["fwi"]),
    Q("ar", "الحرارة والرطوبة في بجاية، وشحال مؤشر الخطر؟", [CC, DG], B, "now", ["t", "rh", "fwi"]),
    Q("ar", "شكون أخطر اليوم بين المحطتين، والدرون شاف حاجة؟", [CMP, FRM], BOTH, "today", ["fwi", FR_TIMES]),
    Q("ar", "شحال الريح والحرارة في سيدي بلعباس، وواش الخطر عالي؟", [CC, DG], S, "now", ["ws", "t", "class"]),
    Q("ar", "قارن الرطوبة بين المحطتين، وشنو يقول الدليل على مؤشر ISI؟", [CMP, DOC], BOTH, "now", ["rh"]),
    Q("ar", "النار تمشي 15 متر في الدقيقة، شحال تقطع في 40 دقيقة؟ والخطر في بجاية قداش؟", [DR, DG], B, "now",
      [drift_rate(15, 40), "fwi"], h=40),
    Q("ar", "واش تقدر تدير، وشحال الحرارة في بجاية؟", [CAP, CC], B, "now", ["t"]),
])

# --- several asks over the box's record of past fires ------------------------------------------------
group("multihist", [
    Q("en", "How many days in August had FWI above 20 at SBA, and over the whole record how many days above 20 burned?",
      [SUM, AN], S, "aug", [above(S, "aug", "fwi", 20), "fires_fwi_gt"], thr=20),
    Q("ar", "أعطني أعلى FWI في سيدي بلعباس في أوت، ومن بين الأيام اللي فاتت فيها 20 شحال منها احترقت؟", [SUM, AN], S,
      "aug", ["maxfwi", "fires_fwi_gt"], thr=20),
], nfh=True)

# --- several asks, one part the box does not hold or cannot do (warn) -----------------------------------
group("part", [
    Q("en", "Wind speed and direction at SBA?", [CC, OOS], S, "now", ["ws"]),
    Q("en", "FWI at Bejaia today and tomorrow", [DG, OOS], B, "today", ["fwi"]),
    Q("en", "temps at sidi bel abbes and oran rn", [CC, OOS], S, "now", ["t"]),
    Q("en", "RH at Béjaïa now, and will it drop this evening?", [CC, OOS], B, "now", ["rh"]),
    Q("en", "Where's the wind coming from at SBA and how hard is it blowing?", [CC, OOS], S, "now", ["ws"]),
    Q("en", "Compare danger at Bejaia, SBA and Tlemcen today", [CMP, OOS], BOTH, "today", ["fwi"]),
    Q("en", "Temp at Sidi Bel Abbes on 3/8 and what's the outlook for next week?", [CC, OOS], S, "2012-08-03", ["t"]),
    Q("en", "Danger class at SBA and Algiers, quick", [DG, OOS], S, "now", ["class"]),
    Q("en", "Pull SBA's FWI and push it to all crews on channel 3.", [DG, REF], S, "now", ["fwi", "neg"]),
    Q("en", "What's the humidity at Bejaia? Also page the IC if it's under 30.", [CC, REF], B, "now", ["rh", "neg"]),
    Q("en", "give me the drone detection and forward it to dispatch", [FRM, REF], N, "none", ["=detection", "neg"]),
    Q("en", "Wind at Béjaïa please, then text it to the water tender crew.", [CC, REF], B, "now", ["ws", "neg"]),
    Q("en", "Photo attached of the smoke. Also, what's the danger at SBA?", [PH, DG], S, "now", ["fwi"]),
    Q("en", "sent u a pic of the flank, whats the rh at bejaia", [PH, CC], B, "now", ["rh"]),
    Q("en", "FWI at SBA, and should we go direct or indirect?", [DG, TAC], S, "now", ["fwi"]),
    Q("en", "Temp and humidity at SBA, and where will the head be in 30 min?", [CC, SP], S, "now",
      ["t", "rh", "=spread"], h=30),
    Q("en", "Spread the drone fire out 45 min, and when was it first detected?", [SP, FRM], N, "now",
      ["=spread", "=detection"], h=45),
    Q("fr", "Vent à Béjaïa : force et direction ?", [CC, OOS], B, "now", ["ws"]),
    Q("fr", "Danger à SBA aujourd'hui et demain ?", [DG, OOS], S, "today", ["fwi"]),
    Q("fr", "Donne le danger à Béjaïa et préviens le chef de groupe.", [DG, REF], B, "now", ["fwi"]),
    Q("fr", "J'ai mis une photo ; et l'humidité à Béjaïa ?", [PH, CC], B, "now", ["rh"]),
    Q("fr", "Le drone a vu de la fumée ? Et le front sera où dans 30 minutes ?", [FRM, SP], N, "now",
      [FR_TIMES, "=spread"], h=30),
    Q("fr", "Humidité à Sidi Bel Abbès et à Mostaganem ?", [CC, OOS], S, "now", ["rh"]),
    Q("fr", "Le FWI à SBA, puis supprime les vieilles images du drone.", [DG, REF], S, "now", ["fwi"]),
    Q("es", "Temperatura en Béjaïa hoy y el pronóstico para mañana", [CC, OOS], B, "today", ["t"]),
    Q("es", "Humedad en SBA y en Orán", [CC, OOS], S, "now", ["rh"]),
    Q("es", "¿Qué viento hay en SBA? Y manda un aviso a las brigadas.", [CC, REF], S, "now", ["ws"]),
    Q("es", "¿Cómo está el peligro en Béjaïa y deberíamos retirar a la gente?", [DG, TAC], B, "now", ["fwi"]),
    Q("es", "Humedad en Béjaïa, peligro y ¿a dónde llegará el frente en media hora?", [CC, DG, SP], B, "now",
      ["rh", "fwi", "=spread"], h=30),
    Q("es", "Velocidad y dirección del viento en Sidi Bel Abbes ayer", [CC, OOS], S, "yesterday", ["ws"]),
    Q("ar", "الريح في سيدي بلعباس: السرعة والاتجاه", [CC, OOS], S, "now", ["ws"]),
    Q("ar", "الخطر في بجاية اليوم وغدوة كيفاش يكون؟", [DG, OOS], B, "today", ["fwi"]),
    Q("ar", "الحرارة في بجاية وفي الجزائر العاصمة", [CC, OOS], B, "now", ["t"]),
    Q("ar", "شحال الخطر في سيدي بلعباس؟ وابعث رسالة للقائد", [DG, REF], S, "now", ["fwi"]),
    Q("ar", "بعثت صورة، وشحال الريح في بجاية؟", [PH, CC], B, "now", ["ws"]),
    Q("ar", "الدرون وين شاف النار، ووين يوصل الراس بعد ساعة؟", [FRM, SP], N, "now", [DET_PLACE, "=spread"], h=60),
    Q("ar", "الرطوبة في سيدي بلعباس دركا وواش راح تطلع العشية؟", [CC, OOS], S, "now", ["rh"]),
])

# --- more asks in one, French, Spanish and Arabic crews ----------------------------------------------------
group("mix", [
    Q("fr", "Tempé et humidité à SBA le 14 août, et c'était quelle classe de danger ?", [CC, DG], S, "2012-08-14",
      ["t", "rh", "class"]),
    Q("fr", "Il fait combien à Béjaïa ? Donne-le aussi en Fahrenheit pour les collègues américains.", [CC], B, "now",
      ["t", conv(B, "now", "F")]),
    Q("fr", "Où le drone a-t-il repéré le feu, et à 20 m/min ça fait combien de mètres en un quart d'heure ?", [FRM, DR],
      N, "none", [DET_PLACE, drift_rate(20, 15)], h=15),
    Q("fr", "Le vent à Béjaïa hier, et à Sidi Bel Abbès ; lequel soufflait le plus fort ?", [CC, CMP], BOTH, "yesterday",
      ["ws"]),
    Q("fr", "Que dit le guide sur les classes de danger, et où en est Sidi Bel Abbès aujourd'hui ?", [DOC, DG], S, "today",
      ["fwi", "class"]),
    Q("fr", "Danger et humidité à Béjaïa ; tu peux aussi transmettre ça au PC ?", [DG, CC, REF], B, "now", ["fwi", "rh"]),
    Q("fr", "Prévision de vent pour cet après-midi à SBA, et le relevé de midi ?", [CC, OOS], S, "now", ["ws"]),
    Q("fr", "Quel vent à Sidi-Bel-Abbès le 3 août, et il venait d'où ?", [CC, OOS], S, "2012-08-03", ["ws"]),
    Q("fr", "Qu'est-ce que tu sais faire avec les images du drone, et il a vu quoi aujourd'hui ?", [CAP, FRM], N, "today",
      [FR_TIMES]),
    Q("fr", "L'ISI et le BUI à Béjaïa, et ça veut dire quoi d'après le guide ?", [DG, DOC], B, "now",
      [code(B, "now", "ISI"), code(B, "now", "BUI")]),
    Q("fr", "Photo jointe du panache. Tu peux me donner le FWI à Sidi Bel Abbès aussi ?", [PH, DG], S, "now", ["fwi"]),
    Q("fr", "Moyenne du FWI à Béjaïa en juillet ?", [SUM], B, "jul", [avg(B, "jul", "fwi")]),
    Q("es", "¿Qué temperatura hay en SBA y cuántos grados más o menos que en Béjaïa?", [CC, CMP], BOTH, "now",
      ["t", diff("now", "t")]),
    Q("es", "Viento en Béjaïa ahora, y ¿de qué dirección sopla?", [CC, OOS], B, "now", ["ws"]),
    Q("es", "¿Cuántos días por encima de 30 grados tuvo Béjaïa en julio?", [SUM], B, "jul", [above(B, "jul", "t", 30)],
      thr=30),
    Q("ar", "شحال الحرارة في سيدي بلعباس بالفهرنهايت، وواش الخطر عالي؟", [CC, DG], S, "now",
      [conv(S, "now", "F"), "class"]),
    Q("ar", "الرياح في بجاية البارح، وقارنها مع سيدي بلعباس", [CC, CMP], BOTH, "yesterday", ["ws"]),
    Q("ar", "أعطني مؤشر الخطر في بجاية واطلب من الحماية المدنية يبعثو شاحنة", [DG, REF], B, "now", ["fwi"]),
    Q("ar", "ما هي الحرارة في بجاية اليوم، وما هي توقعات الغد؟", [CC, OOS], B, "today", ["t"]),
    Q("ar", "الدرون شاف النار على أي ساعة؟ وشحال تقطع النار في 20 دقيقة إذا كانت تمشي 25 متر في الدقيقة؟", [FRM, DR],
      N, "none", [DET_TIME, drift_rate(25, 20)], h=20),
    Q("ar", "ماذا يقول الدليل عن المسافة الآمنة حول المنازل، وما هو الخطر في بجاية الآن؟", [DOC, DG], B, "now",
      [D_FEET_NUM, "fwi"]),
    Q("ar", "شحال الرطوبة في سيدي بلعباس يوم 20 أوت، وقداش كان مؤشر FWI؟", [CC, DG], S, "2012-08-20", ["rh", "fwi"]),
    Q("ar", "الخطر في بجاية وسيدي بلعباس وتلمسان", [DG, OOS], BOTH, "now", ["fwi"],
      alt=[[CMP, OOS], [CMP, DG, OOS]]),
    Q("ar", "متوسط درجة الحرارة في بجاية في جويلية", [SUM], B, "jul", [avg(B, "jul", "t")]),
    Q("ar", "ما هو مؤشر الجفاف DC في سيدي بلعباس أمس؟", [DG], S, "yesterday", [code(S, "yesterday", "DC")]),
])


# ----------------------------------------------------------------------------------------------------
# Sessions: follow-ups without station or day, "why?", the other station, a language switch
# ----------------------------------------------------------------------------------------------------
HOT_NOW = [hotter_station("now")]
SESSIONS_SPEC = [
    # session, lang, question, intents, stations, when, facts, extra
    ("s01", "en", "Box, Division Alpha. Fire danger at Sidi Bel Abbes, current.", [DG], S, "now", ["fwi", "class"], {}),
    ("s01", "en", "And Bejaia?", [DG], B, "now", ["fwi", "class"], {}),
    ("s01", "en", "Why's Bejaia sitting so low?", [EXP], B, "now", ["rh", "rain"], {}),
    ("s01", "en", "Copy. Temperature at whichever of the two is worse?", [CC], ["=watch"], "now", ["t"], {}),

    ("s02", "fr", "Salut, l'humidité à Béjaïa hier ?", [CC], B, "yesterday", ["rh"], {}),
    ("s02", "fr", "Et avant-hier ?", [CC], B, "daybefore", ["rh"], {}),
    ("s02", "fr", "Pourquoi ça a autant bougé ?", [EXP], B, "yesterday", ["rh"], {}),
    ("s02", "fr", "D'accord. Et le vent à Sidi Bel Abbès aujourd'hui ?", [CC], S, "today", ["ws"], {}),

    ("s03", "en", "sba fwi", [DG], S, "now", ["fwi"], {}),
    ("s03", "en", "rh?", [CC], S, "now", ["rh"], {}),
    ("s03", "en", "other station", [CC], B, "now", ["rh"], {}),
    ("s03", "en", "y so humid there", [EXP], B, "now", ["rh", "rain"], {}),

    ("s04", "es", "¿Cuál fue la temperatura máxima en SBA en agosto?", [SUM], S, "aug", ["maxt"], {}),
    ("s04", "es", "¿Y en julio?", [SUM], S, "jul", ["maxt"], {}),
    ("s04", "en", "How many fire days in July there?", [SUM], S, "jul", ["fires"], {"needs_fire_history": True}),
    ("s04", "en", "and at Bejaia?", [SUM], B, "jul", ["fires"], {"needs_fire_history": True}),

    ("s05", "ar", "شحال الحرارة في سيدي بلعباس اليوم؟", [CC], S, "today", ["t"], {}),
    ("s05", "ar", "والرطوبة؟", [CC], S, "today", ["rh"], {}),
    ("s05", "ar", "وفي بجاية؟", [CC], B, "today", ["rh"], {}),
    ("s05", "ar", "علاش الرطوبة عالية تما؟", [EXP], B, "today", ["rh", "rain"], {}),

    ("s06", "en", "Drone picked up a fire. What time and where?", [FRM], N, "none", ["=detection", "=detection_place"], {}),
    ("s06", "en", "Project the head out 30 minutes.", [SP], N, "now", ["=spread"], {"horizon_min": 30}),
    ("s06", "en", "Lookout says it's actually doing 22 m/min. How far in 45 minutes then?", [DR], N, "none",
     [drift_rate(22, 45)], {"horizon_min": 45}),
    ("s06", "en", "why that far?", [EXP], N, "none", [{"any": ["22"]}], {}),

    ("s07", "en", "Which station is running hotter this noon?", [CMP], BOTH, "now", ["t"], {}),
    ("s07", "en", "Send those numbers to Engine 7.", [REF], N, "none", ["neg"], {}),
    ("s07", "en", "Fine. Then what's the FWI at the hotter one?", [DG], HOT_NOW, "now", ["fwi"], {}),

    ("s08", "fr", "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en août ?", [SUM], S, "aug",
     [above(S, "aug", "t", 35)], {}),
    ("s08", "fr", "Et à Béjaïa ?", [SUM], B, "aug", [above(B, "aug", "t", 35)], {}),
    ("s08", "ar", "وشحال من يوم فيه حريق في بجاية في أوت؟", [SUM], B, "aug", ["fires"], {"needs_fire_history": True}),

    ("s09", "en", "What are the watch-out situations I should know about?", [DOC], N, "none", [D_WATCHOUT], {}),
    ("s09", "en", "why does building line downhill matter so much?", [EXP], N, "none", [], {}),
    ("s09", "en", "What's the danger class at SBA today, so I know which staffing rules apply?", [DG], S, "today",
     ["class", "fwi"], {"intents_alt": [[DG, DOC]]}),

    ("s10", "es", "¿El FWI en Béjaïa el 3 de agosto?", [DG], B, "2012-08-03", ["fwi"], {}),
    ("s10", "es", "¿Y en Sidi Bel Abbes ese día?", [DG], S, "2012-08-03", ["fwi"], {}),
    ("s10", "es", "¿Por qué tanta diferencia?", [EXP], BOTH, "2012-08-03", ["rh"], {}),
    ("s10", "es", "¿Y mañana cómo estará?", [OOS], S, "none", [], {}),

    ("s11", "en", "Logistics: wind at SBA in knots for the heli crew.", [CC], S, "now", [conv(S, "now", "kn")], {}),
    ("s11", "en", "same thing in m/s", [CC], S, "now", [conv(S, "now", "ms")], {}),
    ("s11", "en", "and the temp in fahrenheit", [CC], S, "now", [conv(S, "now", "F")], {}),
    ("s11", "en", "What was it at 7 this morning?", [CC], S, "today", ["t"], {"decision": "warn"}),

    ("s12", "ar", "ما هو مستوى الخطر في سيدي بلعباس الآن؟", [DG], S, "now", ["fwi", "class"], {}),
    ("s12", "ar", "وما هي قيمة مؤشر الانتشار الأولي ISI؟", [DG], S, "now", [code(S, "now", "ISI")], {}),
    ("s12", "ar", "لماذا هو منخفض؟", [EXP], S, "now", [code(S, "now", "FFMC"), "ws"], {}),
    ("s12", "ar", "أرسل هذه المعلومات إلى غرفة العمليات", [REF], N, "none", [], {}),

    ("s13", "en", "What was the FWI at Bejaia on 1 June?", [DG], B, "2012-06-01", ["fwi"], {}),
    ("s13", "en", "And a week before that?", [DG], B, "2012-05-25", ["fwi"], {}),
    ("s13", "en", "ok, the highest FWI there in June then", [SUM], B, "jun", ["maxfwi"], {}),

    ("s14", "fr", "On a une équipe engagée à Sidi Bel Abbès, danger actuel ?", [DG], S, "now", ["fwi", "class"], {}),
    ("s14", "fr", "On peut les laisser seuls sur la ligne ?", [TAC], S, "now", ["class"], {"intents_alt": [[TAC, DOC]]}),
    ("s14", "fr", "Pourquoi ?", [EXP], S, "now", ["fwi"], {}),

    ("s15", "es", "El frente avanza a 1 km/h. ¿Cuánto recorre en 25 minutos?", [DR], N, "none", [drift_kmh(1, 25)],
     {"horizon_min": 25}),
    ("s15", "es", "¿Y en una hora?", [DR], N, "none", [drift_kmh(1, 60)], {"horizon_min": 60}),
    ("s15", "en", "And with your own estimate from the SBA wind?", [DR], S, "now", ["=drift"], {}),
]


# ----------------------------------------------------------------------------------------------------
# Write and check
# ----------------------------------------------------------------------------------------------------
def template(kind, decision, nfh, items):
    t = {"key": f"{NAME}-{kind}", "intents": items[0]["intents"], "stations": "none",
         "days": [it["day"] for it in items], "facts": [],
         "intents_by_phrasing": [it["intents"] for it in items],
         "phrasings": []}
    for it in items:
        p = {"q": it["q"], "lang": it["lang"], "stations": it["st"] if it["st"] else "none", "facts": it["facts"]}
        if it["alt"]:
            p["intents_alt"] = it["alt"]
        t["phrasings"].append(p)
    if any(it["h"] is not None for it in items):
        t["horizons"] = [it["h"] for it in items]
    if any(it["thr"] is not None for it in items):
        t["thr"] = [it["thr"] for it in items]
    if decision:
        t["decision"] = decision
    if nfh:
        t["needs_fire_history"] = True
    return t


def session_rows():
    out, turns = [], Counter()
    for sid, lang, q, intents, st, when, facts, extra in SESSIONS_SPEC:
        turns[sid] += 1
        row = {"session": f"{NAME}{sid}", "turn": turns[sid], "question": q, "intents": intents, "stations": st,
               "when": when, "facts": facts, "lang": lang}
        row.update(extra)
        out.append(row)
    return out


def main():
    templates = [template(*g) for g in GROUPS]
    TEMPLATES.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    SESSIONS.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in session_rows()), encoding="utf-8")

    items = expand(TEMPLATES, SESSIONS)
    ids = [it["id"] for it in items]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise SystemExit(f"duplicate ids: {dupes}")
    if not all(i.startswith(NAME + "-") or i.startswith(NAME + "s") for i in ids):
        raise SystemExit("an id does not start with the batch name")
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi = sum(len(it["intents"]) >= 2 for it in items)
    sessions = {it["session"] for it in items if it["session"]}
    print(f"{NAME}: {n} questions")
    print("languages: " + ", ".join(f"{k} {v} ({100 * v / n:.1f} %)" for k, v in sorted(langs.items())))
    print(f"multi-ask (2-3 intents): {multi} ({100 * multi / n:.1f} %)")
    print(f"sessions: {len(sessions)} ({sum(1 for it in items if it['session'])} turns)")
    print("decisions: " + str(dict(Counter(it["decision"] for it in items))))
    print("intent sets: " + str(dict(Counter("+".join(it["intents"]) for it in items).most_common())))
    if n < 340 or multi / n < 0.22:
        raise SystemExit("batch below the required size or multi-ask share")


if __name__ == "__main__":
    sys.exit(main())
