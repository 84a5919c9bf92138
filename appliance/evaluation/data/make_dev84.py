"""Batch d84 (dev; sealed until stop 59): blind fire-crew questions for the appliance's question reader.

Writes crew_templates_dev84.jsonl and crew_sessions_dev84.jsonl next to this file.
Every number in a gold fact is computed here: from the Algerian CSV through crew_facts / crew_days,
from unit conversions of the real reading, from the crew's own rates and times, or parsed out of the
shipped documents with a regex. Run:
    python -m appliance.evaluation.data.make_dev84
"""
import json
import re
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d84"
OUT = Path(__file__).resolve().parent
TEMPLATES = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SESSIONS = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
DOCS = EDGE_DATA_DIR / "documents"

DEV = {"B": "bejaia", "S": "sidi-bel-abbes"}
TBL = cf.table()
TODAY = cd.TODAY.isoformat()

CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"


# ---------------------------------------------------------------- facts computed from the data
def days_of(key):
    return cd.resolve(key, "en", 0)["days"]


def rec(st, key):
    days = days_of(key)
    assert len(days) == 1, key
    return TBL[(DEV[st], days[0])]


def code(st, key, name):
    """A fire-weather code of a station's day, as the CSV writes it."""
    return cf._num(rec(st, key).codes[name])


def cls(st, key):
    return {"class": cf.danger_class(rec(st, key).codes["FWI"])}


def reading(st, key, field):
    r = rec(st, key)
    return cf._num({"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm,
                    "fwi": r.codes["FWI"]}[field])


def dec(v, nd=1):
    s = f"{v:.{nd}f}"
    return [s, s.replace(".", ",")]


UNIT_WORDS = {"mph": ["mph", "miles"], "kn": ["kn", "kt", "knot", "nœud", "noeud", "nudo", "عقد", "عقدة"],
              "ms": ["m/s", "m s"], "F": ["°F", "ºF", "F", "degrees F"]}


def conv(st, key, unit):
    """A station's reading converted to the unit the crew asked for (one decimal, and whole)."""
    r = rec(st, key)
    v = {"mph": r.wind_kmh / 1.609344, "kn": r.wind_kmh / 1.852, "ms": r.wind_kmh / 3.6,
         "F": r.temperature_c * 9 / 5 + 32}[unit]
    forms = dec(v) + [f"{round(v)} {w}" for w in UNIT_WORDS[unit]] + [f"{round(v)}{w}" for w in UNIT_WORDS[unit]]
    return {"any": list(dict.fromkeys(forms))}


def wrows(st, key):
    return [TBL[(DEV[st], d)] for d in days_of(key) if (DEV[st], d) in TBL]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def count_gt(st, key, field, thr):
    """How many recorded days of the window had the figure strictly above thr."""
    return sum(FIELD[field](r) > thr for r in wrows(st, key))


def avg(st, key, field):
    rows = wrows(st, key)
    return {"any": dec(sum(FIELD[field](r) for r in rows) / len(rows))}


def wmin(st, key, field):
    return cf._num(min(FIELD[field](r) for r in wrows(st, key)))


def total(st, key, field):
    s = round(sum(FIELD[field](r) for r in wrows(st, key)), 1)
    return {"any": dec(s) + ([str(int(s))] if float(s).is_integer() else [])}


def fires_gt(st, thr):
    """Past days (before the clock's day) with FWI above thr, and how many of them burned."""
    return cf.window_facts("fires_fwi_gt", DEV[st], [TODAY], thr)


def fires_in(st, key):
    return cf.window_facts("fires", DEV[st], days_of(key))


def stations_named():
    return list(cf.STATIONS)


# ---------------------------------------------------------------- the crew's own numbers
def km_forms(m):
    km = m / 1000
    out = []
    for nd in (2, 1):
        s = f"{km:.{nd}f}".rstrip("0").rstrip(".")
        out += [f"{s} km", f"{s}km", f"{s.replace('.', ',')} km"]
    return out


def dist(m, extra=()):
    """A distance the head covers: rate x time, in metres and kilometres (French comma too)."""
    r = round(m)
    forms = [f"{r} m", f"{r}m", f"{r} متر"] + km_forms(m) + list(extra)
    return {"any": list(dict.fromkeys(forms))}


def by_rate(m_per_min, minutes):
    return dist(m_per_min * minutes)


def by_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


CHAIN_M = 20.1168


def by_chains(ch_per_h, minutes):
    chains = ch_per_h * minutes / 60
    return dist(chains * CHAIN_M, extra=[f"{chains:g} chains", f"{chains:g} ch"])


# ---------------------------------------------------------------- facts parsed from the shipped documents
BUTTE = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def feet(n):
    n = str(n)
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


DEFENSIBLE_FT = re.search(r"requires (\d+) feet of defensible space", BUTTE).group(1)
ZONE0_FT = re.search(r"Zone 0 is the first (\d+) feet", BUTTE).group(1)
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE).groups()
GRASS_IN = re.search(r"maximum height of (\d+) inches", BUTTE).group(1)
GRASS = {"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} pouces", f"{GRASS_IN} pulgadas"]}
LCES_WORDS = [w.strip().lower() for w in
              re.split(r",\s*|\s+and\s+", re.search(r"before it engages a fire: ([^.]+)\.", LCES).group(1))]
WATCH_OUT = [re.search(r"builds line (downhill)", LCES).group(1), re.search(r"when (spot fires) appear", LCES).group(1)]
ESCAPE_PACE = re.search(r"at the (slowest) member's pace", LCES).group(1)
FFMC_EASY = re.search(r"above about (\d+)\s+fine fuels ignite easily", FWIG).group(1)
CLASS_FROM = {w: v for v, w in re.findall(r"from ([\d.]+)\s+(very high|high|moderate|low|extreme)", FWIG)}
BUI_PARTS = re.search(r"\(BUI\) combines (\w+) and (\w+)", FWIG).groups()
FWI_PARTS = re.search(r"\(FWI\) combines (\w+) and (\w+)", FWIG).groups()


def num_str(s):
    return {"any": list(dict.fromkeys([s, s.replace(".", ",")]))}


# ---------------------------------------------------------------- the questions
QS = []


def add(kind, intents, rows, decision=None, fh=False):
    """rows: (lang, stations B/S/BS/None, day key, facts, text[, options])"""
    for r in rows:
        lang, st, day, facts, text = r[:5]
        opts = r[5] if len(r) > 5 else {}
        QS.append({"kind": kind, "intents": opts.get("intents", intents), "lang": lang, "st": st, "day": day,
                   "facts": facts, "q": text, "h": opts.get("h"), "thr": opts.get("thr"), "alt": opts.get("alt"),
                   "decision": decision, "fh": fh or opts.get("fh", False)})


# --- current conditions, now / today
add("cc-now", [CC], [
    ("en", "S", "now", ["ws"], "wind at SBA rn?"),
    ("en", "B", "now", ["rh"], "Béjaïa humidity right now please"),
    ("en", "B", "now", ["t", "rh"], "temp + rh bejaia"),
    ("en", "S", "now", ["t", "rh", "ws", "rain"], "whats it doing at sidi bel abbes weather wise"),
    ("en", "B", "today", ["rain"], "Engine 4 to base, any rain at Bejaia today?"),
    ("en", "S", "now", ["t"], "how hot is it in sidi bel abbes atm"),
    ("en", "S", "now", ["rh"], "Current RH at Sidi Bel Abbès?"),
    ("en", "B", "now", ["rain"], "is it raining at bej"),
    ("en", "S", "today", ["t", "rh", "ws", "rain"], "gimme the noon obs for SBA today"),
    ("en", "B", "now", ["ws"], "How windy is it over at Bejaia?"),
    ("en", "B", "now", ["t", "ws", "rh"], "Béjaïa: temperature, wind, humidity. Go."),
    ("en", "S", "now", ["t", "rh", "ws", "rain"], "latest reading off the sidi bel abes station"),
    ("en", "B", "now", ["rh"], "hmdty at bejaya now"),
    ("en", "S", "today", ["ws"], "Quick one, what's the wind speed in Sidi-Bel-Abbès today? km/h is fine"),
    ("en", "S", "now", ["t", "ws"], "Division Alpha needs temp and wind for Sidi Bel Abbes, current"),
    ("fr", "B", "now", ["ws"], "Vent à Béjaïa actuellement ?"),
    ("fr", "S", "now", ["t"], "c quoi la température à SBA là maintenant"),
    ("fr", "S", "today", ["rh"], "Bonjour, pouvez-vous me donner l'humidité relative à Sidi Bel Abbès aujourd'hui ?"),
    ("fr", "B", "now", ["rain"], "il pleut sur bejaia ou pas"),
    ("fr", "B", "today", ["t", "rh", "ws"], "Relevé de midi à Béjaïa stp : T°, HR, vent"),
    ("fr", "S", "now", ["t", "rh", "ws", "rain"], "meteo sidi bel abbes"),
    ("fr", "B", "now", ["t"], "Il fait combien à Bougie en ce moment ?"),
    ("es", "B", "now", ["ws"], "¿Cuánto viento hay ahora en Béjaïa?"),
    ("es", "S", "today", ["rh"], "humedad relativa en SBA hoy porfa"),
    ("es", "S", "now", ["t", "rh", "ws"], "Dame las condiciones actuales de Sidi Bel Abbès: temperatura, humedad y viento."),
    ("ar", "B", "now", ["t"], "شحال الحرارة في بجاية ضرك؟"),
    ("ar", "S", "now", ["rh"], "ما هي نسبة الرطوبة في سيدي بلعباس الآن؟"),
    ("ar", "S", "today", ["ws"], "كاين الريح في سيدي بلعباس اليوم؟ قداش السرعة"),
    ("ar", "B", "now", ["t", "rh"], "شو الطقس هلق ببجاية؟ حرارة ورطوبة"),
])

# --- current conditions, a past day in the crews' own date formats
add("cc-past", [CC], [
    ("en", "S", "yesterday", ["t"], "what was the temp at SBA yesterday"),
    ("en", "B", "2012-08-14", ["ws"], "Bejaia wind on 14-Aug?"),
    ("en", "S", "2012-07-03", ["rh"], "RH at sidi bel abbes on 2012-07-03"),
    ("en", "B", "daybefore", ["rain"], "rain at bejaia the day before yesterday?"),
    ("en", "B", "2012-08-25", ["t", "rh", "ws", "rain"], "Need the noon readings for Béjaïa, Aug 25th, for the after-action report."),
    ("en", "S", "2012-09-03", ["t"], "temp sba 3 sept"),
    ("en", "B", "2012-07-19", ["rh"], "How humid was it at Bejaia on July 19?"),
    ("en", "S", "2012-06-12", ["t", "rh", "ws", "rain"], "Sidi Bel Abbes weather June 12"),
    ("en", "B", "yesterday", ["ws"], "wind yday bej"),
    ("en", "S", "2012-08-28", ["t"], "was it hot in SBA on the 28th of August"),
    ("fr", "B", "2012-08-03", ["t"], "Quelle température à Béjaïa le 3 août ?"),
    ("fr", "S", "yesterday", ["rh"], "HR à SBA hier ?"),
    ("fr", "S", "2012-07-22", ["ws"], "le vent à sidi bel abbès le 22/07 svp"),
    ("fr", "B", "daybefore", ["rain"], "Il a plu combien à Béjaïa avant-hier ?"),
    ("fr", "B", "2012-09-01", ["t", "rh", "ws", "rain"], "conditions a bejaia le 1er septembre"),
    ("es", "S", "yesterday", ["t"], "¿Qué temperatura hizo ayer en Sidi Bel Abbès?"),
    ("es", "B", "2012-08-10", ["ws"], "viento en Béjaïa el 10 de agosto"),
    ("es", "S", "2012-09-05", ["rh"], "humedad en SBA el 5/9"),
    ("es", "B", "2012-06-15", ["rain"], "llovio en bejaia el 15 de junio?"),
    ("ar", "S", "yesterday", ["t"], "قداش كانت الحرارة في سيدي بلعباس البارح؟"),
    ("ar", "B", "2012-08-14", ["ws"], "ما سرعة الرياح في بجاية يوم 14 أوت؟"),
    ("ar", "B", "2012-07-02", ["rh"], "الرطوبة ف بجاية نهار 2 جويلية"),
    ("ar", "S", "daybefore", ["rain"], "هل سقط مطر في سيدي بلعباس أول أمس؟"),
    ("ar", "S", "2012-08-20", ["t", "rh", "ws", "rain"], "بدي قراءات سيدي بلعباس يوم 20 آب"),
])

# --- units the crew asks for
add("cc-units", [CC], [
    ("en", "S", "now", ["ws", conv("S", "now", "mph")], "wind at SBA in mph"),
    ("en", "B", "now", ["t", conv("B", "now", "F")], "Béjaïa temp in fahrenheit pls, the tanker crew wants °F"),
    ("en", "B", "now", ["ws", conv("B", "now", "kn")], "what's the wind in knots at bejaia? heli pilot asking"),
    ("en", "S", "yesterday", ["ws", conv("S", "yesterday", "ms")], "SBA wind in m/s yesterday"),
    ("en", "S", "2012-08-14", ["t", conv("S", "2012-08-14", "F")], "temperature at Sidi Bel Abbes on 8/14 in F"),
    ("en", "B", "2012-08-25", ["ws", conv("B", "2012-08-25", "mph")], "convert bejaia wind to mph, 2012-08-25"),
    ("fr", "S", "now", ["ws", conv("S", "now", "kn")], "Le vent à Sidi Bel Abbès en nœuds, pour le pilote de l'hélico ?"),
    ("fr", "B", "now", ["ws", conv("B", "now", "ms")], "vent bejaia en m/s stp"),
    ("es", "B", "now", ["ws", conv("B", "now", "kn")], "viento en Béjaïa en nudos"),
    ("es", "S", "now", ["t", conv("S", "now", "F")], "¿Temperatura de SBA en Fahrenheit? La pide el equipo americano"),
    ("ar", "S", "now", ["ws", conv("S", "now", "kn")], "سرعة الرياح في سيدي بلعباس بالعقدة من فضلك"),
    ("ar", "B", "now", ["ws", conv("B", "now", "ms")], "الريح في بجاية بالمتر في الثانية"),
])

# --- a reading asked at an hour other than noon: the noon reading, with a warning
add("cc-hour", [CC], [
    ("en", "S", "today", ["t"], "temp at SBA at 6am today?"),
    ("en", "B", "yesterday", ["ws"], "what was the wind at bejaia around 4 pm yesterday"),
    ("en", "S", "2012-08-14", ["rh"], "RH at Sidi Bel Abbes at 21h on 2012-08-14"),
    ("en", "B", "today", ["rh"], "Béjaïa humidity this morning at 8"),
    ("en", "B", "today", ["t", "fwi"], "temp at bejaia at 3pm today and the fwi", {"intents": [CC, DG]}),
    ("fr", "B", "yesterday", ["t"], "Température à Béjaïa à 17h hier ?"),
    ("fr", "S", "today", ["ws"], "le vent à SBA ce matin vers 7h"),
    ("es", "S", "today", ["rh"], "¿Qué humedad había en Sidi Bel Abbès a las 6 de la mañana de hoy?"),
    ("es", "B", "2012-08-03", ["ws"], "viento en bejaia a las 18:00 del 3 de agosto"),
    ("ar", "S", "yesterday", ["t"], "قداش كانت الحرارة في سيدي بلعباس على الساعة 5 تاع العشية البارح؟"),
    ("ar", "B", "today", ["rh"], "ما نسبة الرطوبة في بجاية عند الساعة السادسة صباحا اليوم؟"),
], decision="warn")

# --- a place near a station but not at it
add("near", [CC], [
    ("en", "B", "now", ["ws"], "wind up on the ridge above bejaia?"),
    ("en", "S", "now", ["fwi"], "what's the FWI 10 km south of SBA", {"intents": [DG]}),
    ("en", "S", "now", ["rh"], "humidity at the tree farm just outside Sidi Bel Abbes, about 5 km east"),
    ("en", "B", "today", ["class"], "Danger class for the valley 15 km out of Béjaïa today?", {"intents": [DG]}),
    ("fr", "B", "now", ["ws"], "Le vent sur les crêtes au-dessus de Béjaïa ?"),
    ("fr", "S", "now", ["fwi"], "indice forêt météo à 20 km au nord de sidi bel abbès", {"intents": [DG]}),
    ("es", "S", "now", ["rh"], "¿Cómo está la humedad en el monte a unos 8 km de Sidi Bel Abbès?"),
    ("ar", "B", "now", ["ws"], "كيفاش الريح في الجبل اللي فوق بجاية؟"),
    ("ar", "S", "now", ["class"], "ما درجة الخطر على بعد 12 كم جنوب سيدي بلعباس؟", {"intents": [DG]}),
], decision="warn")

# --- days the box holds no reading for (before June 2012)
add("nodata", [CC], [
    ("en", "S", "2012-05-20", ["t"], "temp at SBA on 20 May 2012"),
    ("en", "B", "2011-08-14", ["fwi"], "FWI at bejaia on 2011-08-14", {"intents": [DG]}),
    ("en", "B", "2012-04-03", ["ws"], "wind at Béjaïa April 3rd 2012?"),
    ("en", "S", "2012-05-15", ["class"], "what was the danger class in SBA on 15/05/2012", {"intents": [DG]}),
    ("fr", "B", "2012-05-25", ["rh"], "Humidité à Béjaïa le 25 mai 2012 ?"),
    ("fr", "S", "2012-03-10", ["fwi"], "le FWI à SBA le 10 mars 2012", {"intents": [DG]}),
    ("es", "S", "2012-05-31", ["t"], "¿Qué temperatura hubo en Sidi Bel Abbès el 31 de mayo de 2012?"),
    ("ar", "B", "2012-05-12", ["t"], "شحال كانت الحرارة في بجاية يوم 12 ماي 2012؟"),
    ("ar", "S", "2012-04-01", ["fwi"], "ما هو مؤشر FWI في سيدي بلعباس يوم 1 أفريل 2012؟", {"intents": [DG]}),
])

# --- danger: FWI and class
add("danger", [DG], [
    ("en", "S", "now", ["fwi"], "fwi sba"),
    ("en", "B", "today", ["fwi", "class"], "What's the fire danger at Béjaïa today?"),
    ("en", "B", "now", ["class"], "danger class bejaia rn"),
    ("en", "S", "now", ["fwi", "class"], "how bad is the fire danger in sidi bel abbes"),
    ("en", "S", "yesterday", ["fwi"], "FWI at SBA yesterday?"),
    ("en", "B", "2012-08-14", ["fwi"], "Fire weather index for Bejaia on Aug 14"),
    ("en", "S", "2012-08-28", ["class"], "what class were we in at sidi bel abbes on 2012-08-28"),
    ("en", "B", "now", ["class"], "is Béjaïa in high danger or what"),
    ("en", "S", "2012-07-03", ["fwi", "class"], "danger rating SBA on 3 July"),
    ("en", "B", "daybefore", ["fwi", "class"], "fwi + class for bejaya the day before yesterday"),
    ("fr", "S", "today", ["fwi", "class"], "Niveau de danger à Sidi Bel Abbès aujourd'hui ?"),
    ("fr", "B", "now", ["fwi"], "IFM à béjaïa ?"),
    ("fr", "S", "yesterday", ["fwi", "class"], "le risque feu à SBA hier c'était quoi"),
    ("fr", "B", "2012-08-26", ["fwi"], "Quel était le FWI à Béjaïa le 26 août ?"),
    ("fr", "S", "2012-08-12", ["class"], "classe de danger sba 12/08"),
    ("es", "B", "now", ["fwi"], "¿Cuál es el índice FWI en Béjaïa ahora?"),
    ("es", "S", "today", ["fwi", "class"], "peligro de incendio en sidi bel abbes hoy"),
    ("es", "S", "2012-08-14", ["class"], "¿Qué nivel de peligro tenía SBA el 14 de agosto?"),
    ("es", "B", "yesterday", ["fwi"], "fwi bejaia ayer"),
    ("ar", "S", "today", ["fwi", "class"], "واش هو مستوى الخطر في سيدي بلعباس اليوم؟"),
    ("ar", "B", "now", ["fwi"], "ما قيمة مؤشر طقس الحرائق في بجاية الآن؟"),
    ("ar", "B", "yesterday", ["class"], "الخطر في بجاية البارح كان عالي؟"),
    ("ar", "S", "yesterday", ["fwi"], "شو مؤشر FWI بسيدي بلعباس مبارح؟"),
    ("ar", "S", "2012-08-28", ["fwi", "class"], "ما هي درجة خطر الحرائق في سيدي بلعباس يوم 28 أوت؟"),
])

# --- danger: the other codes (read from the CSV row)
add("codes", [DG], [
    ("en", "S", "now", [code("S", "now", "ISI")], "ISI at SBA?"),
    ("en", "B", "today", [code("B", "today", "BUI")], "BUI bejaia today"),
    ("en", "S", "now", [code("S", "now", "FFMC")], "what's the FFMC at Sidi Bel Abbes, need to know if the fines will take"),
    ("en", "B", "2012-08-20", [code("B", "2012-08-20", "DMC"), code("B", "2012-08-20", "DC")], "DMC and DC for Béjaïa on August 20th"),
    ("en", "S", "yesterday", [code("S", "yesterday", "ISI"), code("S", "yesterday", "BUI")], "FBAN here, need ISI and BUI for SBA yesterday"),
    ("en", "B", "now", [code("B", "now", "DC")], "drought code bej"),
    ("fr", "B", "yesterday", [code("B", "yesterday", "ISI")], "L'ISI à Béjaïa hier ?"),
    ("fr", "S", "2012-08-14", [code("S", "2012-08-14", "FFMC")], "indice d'humidité des combustibles fins (FFMC) à SBA le 14 août"),
    ("fr", "S", "today", [code("S", "today", "BUI")], "Donne-moi le BUI de Sidi Bel Abbès aujourd'hui"),
    ("es", "B", "now", [code("B", "now", "FFMC")], "¿Cuánto marca el FFMC en Béjaïa?"),
    ("es", "S", "2012-08-25", [code("S", "2012-08-25", "DC")], "codigo de sequia (DC) en SBA el 25 de agosto"),
    ("ar", "S", "today", [code("S", "today", "ISI")], "قداش الـ ISI في سيدي بلعباس اليوم؟"),
    ("ar", "B", "2012-08-14", [code("B", "2012-08-14", "BUI")], "ما قيمة مؤشر التراكم BUI في بجاية يوم 14 أوت؟"),
])

# --- the two stations side by side (one day)
assert reading("S", "today", "rh") < reading("B", "today", "rh"), "wording says SBA is the drier station today"
add("compare", [CMP], [
    ("en", "BS", "now", ["t"], "which station is hotter rn"),
    ("en", "BS", "today", ["fwi"], "Compare FWI at Bejaia and SBA today"),
    ("en", "BS", "now", ["ws"], "where's it windier, bejaia or sidi bel abbes"),
    ("en", "BS", "now", ["rh", "fwi"], "side by side pls: RH and FWI both stations"),
    ("en", "BS", "yesterday", ["fwi"], "Which station was worse yesterday, danger-wise?"),
    ("en", "BS", "today", ["rh"], "how much drier is SBA than Béjaïa today"),
    ("en", "BS", "2012-08-14", ["t"], "bej vs sba temps on 14 aug"),
    ("en", "BS", "2012-08-28", ["fwi"], "On 2012-08-28 which of the two stations had the higher fire weather index?"),
    ("fr", "BS", "today", ["fwi"], "Lequel est le plus à risque aujourd'hui, Béjaïa ou Sidi Bel Abbès ?"),
    ("fr", "BS", "now", ["rh"], "compare l'humidité entre les deux stations"),
    ("fr", "BS", "yesterday", ["t"], "Il faisait plus chaud où hier, à SBA ou à Béjaïa ?"),
    ("fr", "BS", "2012-08-03", ["ws"], "vent béjaïa vs SBA le 3 août"),
    ("es", "BS", "now", ["fwi"], "¿Qué estación tiene más peligro ahora, Béjaïa o Sidi Bel Abbès?"),
    ("es", "BS", "now", ["t", "rh"], "compara temperatura y humedad de las dos estaciones"),
    ("es", "BS", "yesterday", ["ws"], "donde soplo mas fuerte el viento ayer, en SBA o en Bejaia"),
    ("ar", "BS", "today", ["fwi"], "أي محطة أخطر اليوم، بجاية أو سيدي بلعباس؟"),
    ("ar", "BS", "now", ["rh"], "قارن لي الرطوبة بين بجاية وسيدي بلعباس"),
    ("ar", "BS", "now", ["t"], "وين السخانة أكثر ضرك، بجاية ولا سيدي بلعباس؟"),
    ("ar", "BS", "2012-08-20", ["fwi"], "قارن مؤشر FWI في المحطتين يوم 20 أوت"),
])

# --- the two stations over a window
add("cmpwin", [CMP, SUM], [
    ("en", "BS", "lastweek", ["maxfwi"], "highest FWI at each station over the past week"),
    ("en", "BS", "jul", ["maxt"], "compare July max temps SBA vs bejaia"),
    ("en", "BS", "aug", [count_gt("B", "aug", "fwi", 20), count_gt("S", "aug", "fwi", 20)],
     "Which station racked up more days over FWI 20 in August?"),
    ("fr", "BS", "jul", ["maxfwi"], "Quelle station a eu le FWI le plus haut en juillet ?"),
    ("es", "BS", "last3d", ["maxt"], "compara la temperatura maxima de las dos estaciones en los ultimos tres dias"),
    ("ar", "BS", "since-tue", ["maxfwi"], "قارن أعلى مؤشر FWI بين المحطتين منذ الثلاثاء"),
])
add("cmpwin-fire", [CMP, SUM], [
    ("en", "BS", "aug", ["fires"], "which station had more fire days in August"),
    ("fr", "BS", "jun", ["fires"], "nb de jours de feu en juin, Béjaïa contre SBA"),
    ("ar", "BS", "aug", ["fires"], "أي محطة سجلت أيام حرائق أكثر في أوت؟"),
], fh=True)

# --- summaries over a window
add("summary", [SUM], [
    ("en", "S", "aug", ["maxfwi"], "highest FWI at SBA in August?"),
    ("en", "B", "jul", ["maxt"], "hottest it got at bejaia in july"),
    ("en", "S", "aug", [count_gt("S", "aug", "t", 35)], "days above 35 degrees in August at SBA?"),
    ("en", "B", "lastweek", [avg("B", "lastweek", "t")], "avg temp Béjaïa last 7 days"),
    ("en", "S", "sep", [wmin("S", "sep", "rh")], "lowest RH at sidi bel abbes in September"),
    ("en", "B", "jun", [total("B", "jun", "rain")], "total rain at Bejaia in June"),
    ("en", "S", "since-tue", [reading("S", "today", "fwi")], "FWI trend at SBA since Tuesday, going up or down?"),
    ("en", "B", "aug", [count_gt("B", "aug", "fwi", 20)], "how many days with FWI over 20 at bejaia in aug"),
    ("en", "S", "last3d", ["maxt"], "peak temp at SBA over the last 3 days"),
    ("fr", "B", "aug", ["maxfwi"], "FWI max à Béjaïa en août ?"),
    ("fr", "S", "lastweek", [avg("S", "lastweek", "rh")], "Moyenne d'humidité à Sidi Bel Abbès sur les 7 derniers jours ?"),
    ("fr", "B", "aug", [count_gt("B", "aug", "t", 35)], "nombre de jours à plus de 35° à béjaïa en août"),
    ("fr", "S", "lastweek", ["maxfwi"], "Sur la semaine écoulée, le FWI le plus haut à SBA ?"),
    ("es", "S", "jun", ["maxt"], "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en junio?"),
    ("es", "S", "jul", [count_gt("S", "jul", "fwi", 20)], "cuantos dias con FWI por encima de 20 tuvo SBA en julio"),
    ("es", "B", "sep", [total("B", "sep", "rain")], "lluvia acumulada en Béjaïa en septiembre"),
    ("ar", "S", "jul", ["maxfwi"], "أعلى مؤشر FWI في سيدي بلعباس في جويلية؟"),
    ("ar", "B", "jun", [avg("B", "jun", "t")], "ما هو متوسط درجة الحرارة في بجاية خلال شهر جوان؟"),
    ("ar", "S", "aug", [count_gt("S", "aug", "t", 35)], "كم يوم تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في أوت؟"),
])
add("summary-fire", [SUM], [
    ("en", "S", "aug", ["fires"], "how many fire days did Sidi Bel Abbes log in August"),
    ("fr", "S", "jul", ["fires"], "combien de jours de feu à SBA en juillet"),
    ("ar", "B", "aug", ["fires"], "شحال من يوم فيه حريق في بجاية في أوت؟"),
], fh=True)

# --- analogs: the record of past fire days
add("analogs", [AN], [
    ("en", "S", "none", ["fires_fwi_gt"], "of the days with FWI above 20 at SBA, how many had a fire?", {"thr": 20}),
    ("en", "B", "now", [], "did days like today burn at bejaia?"),
    ("en", "B", "none", ["fires_fwi_gt"], "historically at Béjaïa, when FWI went over 15 did we get fires?", {"thr": 15}),
    ("en", "S", "none", ["fires_fwi_gt"], "FWI > 30 at sidi bel abbes, how often did that end in a fire", {"thr": 30}),
    ("en", "S", "now", [], "any past fire days at SBA that looked like today's weather?"),
    ("en", "B", "none", ["fires_fwi_gt"], "Analyst request: at Bejaia, days with FWI over 10, what share had a recorded fire?", {"thr": 10}),
    ("fr", "B", "none", ["fires_fwi_gt"], "Les jours où le FWI dépassait 20 à Béjaïa, combien ont brûlé ?", {"thr": 20}),
    ("fr", "S", "now", [], "des journées comme aujourd'hui à SBA, ça a déjà donné des feux ?"),
    ("fr", "S", "none", ["fires_fwi_gt"], "Sur la saison, à Sidi Bel Abbès, quand l'indice passait 15, il y a eu le feu combien de fois ?", {"thr": 15}),
    ("es", "S", "none", ["fires_fwi_gt"], "De los días con FWI mayor de 10 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", {"thr": 10}),
    ("es", "B", "now", [], "¿Días parecidos a hoy en Béjaïa acabaron en incendio?"),
    ("ar", "S", "none", ["fires_fwi_gt"], "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صار فيها حريق؟", {"thr": 20}),
    ("ar", "B", "now", [], "هل الأيام المشابهة لليوم في بجاية شهدت حرائق؟"),
    ("ar", "B", "none", ["fires_fwi_gt"], "في بجاية، كي يفوت المؤشر 30، يكون حريق ولا لا؟", {"thr": 30}),
], fh=True)

# --- drift: how far the head moves (the crew's rate x time, or the box's own estimate)
add("drift", [DR], [
    ("en", None, "none", ["=drift", by_rate(25, 20)], "head's moving 25 m a minute, how far in 20 min?", {"h": 20}),
    ("en", None, "none", ["=drift", by_rate(40, 35)], "ROS about 40 m/min, dozer ETA 35 mins. how much ground does the head cover", {"h": 35}),
    ("en", None, "none", ["=drift", by_kmh(1.5, 40)], "fire running 1.5 km/h, how far does it get in 40 minutes", {"h": 40}),
    ("en", None, "none", ["=drift"], "how far will the head drift while I wait for your answer?"),
    ("en", None, "none", ["=drift", by_chains(30, 120)], "FBAN: ROS 30 ch/h, distance covered in 2 hrs?", {"h": 120}),
    ("en", None, "none", ["=drift", by_rate(12, 90)], "if it keeps going 12 metres per minute for an hour and a half how far is that", {"h": 90}),
    ("fr", None, "none", ["=drift", by_rate(20, 45)], "Le front avance à 20 m/min, quelle distance en 45 minutes ?", {"h": 45}),
    ("fr", None, "none", ["=drift", by_kmh(0.8, 30)], "vitesse 0,8 km/h, distance parcourue en une demi-heure ?", {"h": 30}),
    ("fr", None, "none", ["=drift"], "De combien la tête du feu se déplace pendant le temps de réponse de la boîte ?"),
    ("es", None, "none", ["=drift", by_rate(35, 15)], "avanza 35 metros por minuto, cuanto recorre en 15 min?", {"h": 15}),
    ("es", None, "none", ["=drift", by_kmh(2, 25)], "El frente va a 2 km/h. ¿Qué distancia hace en 25 minutos?", {"h": 25}),
    ("ar", None, "none", ["=drift", by_rate(15, 40)], "النار تتقدم 15 متر في الدقيقة، شحال تقطع في 40 دقيقة؟", {"h": 40}),
    ("ar", None, "none", ["=drift", by_kmh(3, 20)], "إذا كانت سرعة انتشار الحريق 3 كم/سا، ما المسافة التي يقطعها رأس الحريق خلال 20 دقيقة؟", {"h": 20}),
    ("ar", None, "none", ["=drift", by_rate(50, 30)], "قديش بتمشي راس النار بنص ساعة إذا سرعتها 50 متر بالدقيقة؟", {"h": 30}),
])

# --- spread: where the front will be (distance, direction unknown)
add("spread", [SP], [
    ("en", None, "none", ["=spread"], "where will the head be in 30 min", {"h": 30}),
    ("en", None, "none", ["=spread"], "project the fire front an hour out", {"h": 60}),
    ("en", None, "none", ["=spread"], "where's the fire gonna be when the dozer gets there, 45 min", {"h": 45}),
    ("en", None, "none", ["=spread"], "which way is the front running and where will it be in 2 hours", {"h": 120}),
    ("en", "S", "none", ["=spread"], "Give me a projected perimeter at +90 min for the fire NE of sidi bel abbes", {"h": 90}),
    ("fr", None, "none", ["=spread"], "Où sera le front du feu dans une heure ?", {"h": 60}),
    ("fr", None, "none", ["=spread"], "projection de la tête du feu à +30 min, direction et distance", {"h": 30}),
    ("es", None, "none", ["=spread"], "¿Dónde va a estar el frente en 45 minutos?", {"h": 45}),
    ("es", "S", "none", ["=spread"], "proyeccion del incendio cerca de SBA para dentro de 2 horas", {"h": 120}),
    ("ar", None, "none", ["=spread"], "وين راح تكون جبهة النار بعد نص ساعة؟", {"h": 30}),
    ("ar", None, "none", ["=spread"], "ما هو الموقع المتوقع لرأس الحريق بعد ساعتين؟", {"h": 120}),
])

# --- frames: what the drone saw
add("frames", [FR], [
    ("en", None, "today", ["=frames"], "did the drone see anything today"),
    ("en", None, "none", ["=detection"], "what time did the drone pick up the fire?"),
    ("en", None, "none", ["=detection_place"], "where was the smoke the UAV spotted"),
    ("en", None, "none", ["=frames"], "latest drone frame, anything in it?"),
    ("en", None, "none", ["=detection"], "any detections from the sortie?"),
    ("en", None, "none", ["=detection", "=detection_place"], "uav saw flames or just smoke? and where"),
    ("en", None, "none", ["=detection", "=detection_place"], "Dispatch wants to know when and where the drone caught the fire."),
    ("fr", None, "none", ["=frames"], "Le drone a repéré quelque chose ?"),
    ("fr", None, "none", ["=detection"], "à quelle heure le drone a vu la fumée"),
    ("fr", None, "none", ["=detection_place"], "Où se trouvait le feu détecté par le drone ?"),
    ("es", None, "today", ["=detection"], "¿El dron detectó humo hoy?"),
    ("es", None, "none", ["=detection_place"], "donde vio el fuego el dron?"),
    ("ar", None, "today", ["=frames"], "واش شافت الدرون اليوم؟"),
    ("ar", None, "none", ["=detection"], "في أي ساعة رصدت الطائرة بدون طيار الحريق؟"),
    ("ar", None, "none", ["=detection_place"], "وين كان الدخان اللي صورتو الدرون؟"),
])

# --- documents shipped on the box
add("docs", [DOC], [
    ("en", None, "none", ["=doc_defensible"], "how much defensible space does butte county want around a house"),
    ("en", None, "none", [{"any": [w]} for w in LCES_WORDS], "what does LCES stand for"),
    ("en", None, "none", [num_str(FFMC_EASY)], "ffmc over what number means fine fuels light easy?"),
    ("en", None, "none", [feet(ZONE0_FT)], "zone 0, how many feet is that?"),
    ("en", None, "none", [num_str(CLASS_FROM["high"])], "at what FWI does it become high danger per the guide"),
    ("en", None, "none", [{"any": [w]} for w in WATCH_OUT], "watch out situations, when are we supposed to pull back?"),
    ("en", None, "none", [GRASS], "grass height limit in zone 2?"),
    ("en", None, "none", [{"any": [ESCAPE_PACE]}], "how do I time an escape route properly"),
    ("fr", None, "none", [feet(DEFENSIBLE_FT)], "Quelle distance de débroussaillement le comté de Butte exige autour des maisons ?"),
    ("fr", None, "none", [num_str(FFMC_EASY)], "c quoi le seuil de FFMC où les combustibles fins s'enflamment facilement"),
    ("fr", None, "none", [num_str(CLASS_FROM["very high"])], "à partir de quel FWI on passe en danger très élevé ?"),
    ("es", None, "none", [], "¿Qué significa LCES?"),
    ("es", None, "none", [feet(DEFENSIBLE_FT)], "cuantos pies de espacio defendible pide Butte County?"),
    ("es", None, "none", [{"any": [p]} for p in BUI_PARTS], "¿Qué mide el BUI según la guía?"),
    ("ar", None, "none", [feet(DEFENSIBLE_FT)], "شحال لازم تكون المسافة الآمنة حول الدار حسب دليل مقاطعة بوت؟"),
    ("ar", None, "none", [num_str(FFMC_EASY)], "ما معنى مؤشر FFMC وما القيمة التي تشتعل عندها الوقود الدقيقة بسهولة؟"),
    ("ar", None, "none", [], "متى يجب على الفرقة الانسحاب وإعادة التقييم حسب دليل السلامة؟"),
])

# --- capabilities
NAMES = [{"any": [s]} for s in stations_named()]
add("caps", [CAP], [
    ("en", None, "none", [], "what can this box actually do"),
    ("en", None, "none", NAMES, "which weather stations do you have data from?"),
    ("en", None, "none", [], "do you get drone video or just stills", {"alt": [[CAP, FR]]}),
    ("en", None, "none", [], "new here, what kind of questions can I ask you?"),
    ("en", None, "none", NAMES, "do you have stations in Oran or just the two?", {"alt": [[CAP, OOS]]}),
    ("fr", None, "none", NAMES, "Tu as quelles données exactement ?"),
    ("fr", None, "none", [], "qu'est-ce que tu sais faire ?"),
    ("fr", None, "none", [], "Tu as des prévisions, ou seulement les relevés des stations ?", {"alt": [[CAP, OOS]]}),
    ("es", None, "none", NAMES, "¿Qué estaciones meteorológicas tienes?"),
    ("es", None, "none", [], "para que sirve este aparato?"),
    ("ar", None, "none", [], "شنو تقدر تدير هاد الجهاز؟"),
    ("ar", None, "none", NAMES, "ما هي المحطات التي تتوفر بياناتها لديك؟"),
    ("ar", None, "none", [], "عندك معلومات على اتجاه الريح ولا غير السرعة؟", {"alt": [[CAP, OOS]]}),
])

# --- a photo the crew says is attached (none ever is)
add("photo", [PH], [
    ("en", None, "none", [], "sending you a pic of the column from our side, what do you make of it?"),
    ("en", None, "none", [], "attached photo. is that smoke or dust?"),
    ("en", None, "none", [], "pic attached of the left flank, how big do you reckon it is"),
    ("fr", None, "none", [], "Je t'envoie une photo de la fumée, tu peux l'analyser ?"),
    ("es", None, "none", [], "te mando foto del humo, que ves?"),
    ("ar", None, "none", [], "بعثتلك صورة للدخان، شوف واش راهو"),
])

# --- subjects the box does not hold
add("oos", [OOS], [
    ("en", "S", "none", [], "forecast for SBA tomorrow?"),
    ("en", None, "none", [], "whats the weather in Oran"),
    ("en", "B", "now", [], "wind direction at bejaia rn"),
    ("en", "S", "none", [], "will it rain later today at sidi bel abbes"),
    ("en", None, "none", [], "who's playing in the match tonight lol"),
    ("en", None, "now", [], "conditions in Tlemcen right now"),
    ("fr", "B", "none", [], "Prévisions météo pour demain à Béjaïa ?"),
    ("fr", None, "now", [], "Il fait combien à Alger ?"),
    ("fr", "S", "now", [], "d'où vient le vent à SBA ?"),
    ("es", "S", "none", [], "¿Qué tiempo va a hacer la semana que viene en Sidi Bel Abbès?"),
    ("es", None, "now", [], "viento en Oran ahora?"),
    ("ar", "B", "none", [], "كيفاش راح يكون الطقس غدوة في بجاية؟"),
    ("ar", None, "now", [], "ما هي درجة الحرارة في تلمسان الآن؟"),
    ("ar", "S", "now", [], "منين جاية الريح في سيدي بلعباس؟"),
])

# --- orders the box cannot carry out
add("refuse", [REF], [
    ("en", "S", "none", ["neg"], "send an evac alert to everyone in SBA"),
    ("en", None, "none", ["neg"], "dispatch the water bomber to the drone fire"),
    ("en", None, "none", ["neg"], "delete the old drone frames, disk is full"),
    ("fr", "B", "none", [], "Préviens la protection civile de Béjaïa"),
    ("es", None, "none", [], "manda una alerta a todas las unidades"),
    ("ar", "S", "none", [], "أرسل تنبيها لجميع الفرق في سيدي بلعباس"),
    ("ar", None, "none", [], "بلغ الوالي بلي كاين حريق"),
])

# --- tactical: served only as the facts bearing on it
add("tactical", [TAC], [
    ("en", "S", "now", ["ws"], "should we pull crews back at sidi bel abbes with this wind"),
    ("en", "B", "today", ["fwi", "ws", "rh"], "is it safe to run a burnout at Béjaïa today"),
    ("en", "S", "today", ["fwi", "class"], "do we need extra lookouts posted at SBA today"),
    ("en", "BS", "now", ["fwi"], "Should I stage the second engine at Bejaia or SBA?", {"alt": [[TAC, CMP]]}),
    ("fr", "S", "now", ["ws"], "On engage ou pas sur le feu de SBA avec ce vent ?"),
    ("fr", "B", "today", ["fwi", "class"], "Faut-il doubler les équipes à Béjaïa aujourd'hui ?"),
    ("es", "S", "now", ["fwi", "ws"], "¿Mandamos la brigada al frente en Sidi Bel Abbès o esperamos?"),
    ("ar", "S", "now", ["fwi", "ws"], "واش نبعثو الفرقة للجبهة في سيدي بلعباس ولا نستناو؟"),
    ("ar", "B", "now", ["ws"], "هل يجب سحب الطواقم من بجاية بسبب الرياح؟"),
])

# ================================================================ two or three asks
# --- a reading beside a part the box does not hold (wind direction, tomorrow, another town)
add("cc-oos", [CC, OOS], [
    ("en", "S", "now", ["ws"], "wind speed and direction at SBA"),
    ("en", "B", "today", ["t"], "temp at bejaia today and what's it looking like tmrw"),
    ("en", "B", "now", ["rh"], "RH in Béjaïa and in Oran?"),
    ("en", "S", "now", ["ws"], "SBA wind now + forecast for this arvo"),
    ("en", "B", "now", ["ws"], "what's the wind doing at bejaia, speed and which way is it blowing"),
    ("en", "S", "now", ["t"], "temps at Sidi Bel Abbes and Tlemcen pls"),
    ("fr", "B", "now", ["ws"], "Vent à Béjaïa : force et direction ?"),
    ("fr", "S", "today", ["rh"], "humidité à SBA aujourd'hui et demain"),
    ("fr", "S", "now", ["t"], "Température à Sidi Bel Abbès et à Mascara ?"),
    ("es", "S", "now", ["ws"], "¿velocidad y dirección del viento en SBA?"),
    ("es", "B", "today", ["t"], "temperatura hoy en Béjaïa y la previsión para mañana"),
    ("ar", "B", "now", ["ws"], "سرعة الريح واتجاهها في بجاية ضرك"),
    ("ar", "S", "today", ["t"], "الحرارة في سيدي بلعباس اليوم وغدوة"),
    ("ar", "B", "now", ["rh"], "ما هي الرطوبة في بجاية وفي وهران؟"),
    ("en", "S", "today", ["t", "fwi"], "SBA: temp, FWI, and is the wind picking up tomorrow?", {"intents": [CC, DG, OOS]}),
    ("fr", "S", "now", ["ws", "fwi", "class"], "Vent et direction à SBA, et le niveau de danger ?", {"intents": [CC, OOS, DG]}),
    ("es", "S", "now", ["t"], "Temperatura en SBA y hacia donde sopla el viento?"),
    ("en", "S", "now", ["ws", conv("S", "now", "kn")], "SBA wind in kts and which way its going"),
    ("ar", "S", "now", ["ws", "fwi"], "الريح في سيدي بلعباس قداش ومنين جاية؟ وشحال الخطر؟", {"intents": [CC, OOS, DG]}),
])

# --- readings and danger in one question
add("cc-danger", [CC, DG], [
    ("en", "S", "now", ["ws", "fwi"], "wind and fwi at SBA"),
    ("en", "B", "now", ["t", "rh", "class"], "bejaia temp, rh and danger class"),
    ("en", "S", "yesterday", ["rh", "class"], "What was the humidity at Sidi Bel Abbes yesterday, and what class did that put us in?"),
    ("en", "B", "2012-08-14", ["t", "fwi"], "Béjaïa 14 aug: temp and FWI"),
    ("en", "S", "now", ["ws", code("S", "now", "ISI")], "need wind + ISI at sba for the briefing"),
    ("en", "B", "today", ["rain", "fwi", "class"], "gimme rain and danger for bejaya today"),
    ("fr", "S", "now", ["t", "fwi", "class"], "Température et niveau de danger à SBA ?"),
    ("fr", "B", "yesterday", ["rh", "fwi"], "HR + FWI à Béjaïa hier"),
    ("fr", "S", "2012-08-28", ["ws", "class"], "le vent à sidi bel abbès le 28 août et la classe de danger ce jour-là"),
    ("es", "B", "now", ["ws", "fwi"], "viento y FWI en Béjaïa ahora"),
    ("es", "S", "yesterday", ["t", "fwi", "class"], "¿temperatura y peligro en SBA ayer?"),
    ("ar", "S", "today", ["t", "fwi", "class"], "الحرارة ومستوى الخطر في سيدي بلعباس اليوم"),
    ("ar", "B", "now", ["ws", "fwi"], "قداش الريح في بجاية وشحال FWI؟"),
    ("ar", "S", "2012-08-14", ["rh", "fwi"], "ما الرطوبة ومؤشر الخطر في سيدي بلعباس يوم 14 أوت؟"),
])

# --- one station's figure plus a comparison
add("one-and-compare", [DG, CMP], [
    ("en", "BS", "now", [reading("S", "now", "fwi"), "t"], "FWI at SBA, and which station is hotter right now?"),
    ("en", "BS", "now", [cls("B", "now"), "ws"], "bejaia danger class + which of the two is windier"),
    ("en", "BS", "now", ["rh"], "whats the rh at bejaia and is sba drier or wetter", {"intents": [CC, CMP]}),
    ("fr", "BS", "now", [reading("B", "now", "fwi"), "rh"], "Le FWI à Béjaïa, et laquelle des deux stations est la plus sèche ?"),
    ("es", "BS", "now", [reading("S", "now", "fwi"), "ws"], "FWI en Sidi Bel Abbès, y cuál de las dos tiene más viento?"),
    ("ar", "BS", "now", [reading("B", "now", "fwi"), "ws"], "شحال FWI في بجاية؟ وأي محطة فيها ريح أكثر؟"),
    ("en", "BS", "now", ["rh"], "which station is drier right now and what's the wind direction there", {"intents": [CMP, OOS]}),
    ("en", "BS", "today", ["t"], "compare temps both stations today and give me a 2-day outlook", {"intents": [CMP, OOS]}),
    ("fr", "BS", "now", ["ws"], "Quelle station est la plus ventée, et il pleut à Oran ?", {"intents": [CMP, OOS]}),
    ("es", "BS", "now", ["fwi", num_str(CLASS_FROM["high"])], "FWI en las dos estaciones y ¿qué dice la guía del nivel alto?", {"intents": [CMP, DOC]}),
    ("ar", "BS", "today", ["fwi"], "أي محطة أخطر اليوم؟ وواش نحطو مراقبين زيادة؟", {"intents": [CMP, TAC]}),
])

# --- a hidden order inside a question
add("hidden-order", [DG, REF], [
    ("en", "S", "now", ["fwi", "neg"], "FWI at SBA and push it to the dispatch board"),
    ("en", "B", "now", ["ws", "neg"], "grab the wind at bejaia then text it to the IC", {"intents": [CC, REF]}),
    ("en", None, "none", ["=frames", "neg"], "whats the drone got, and alert all engines if its a fire", {"intents": [FR, REF]}),
    ("en", None, "none", ["=detection", "=spread", "neg"], "drone detection time + where will the head be in an hour + send that to dispatch",
     {"intents": [FR, SP, REF], "h": 60}),
    ("fr", "B", "now", ["fwi", "class"], "Donne le niveau de danger à Béjaïa et envoie-le à toutes les équipes"),
    ("fr", "S", "now", ["t"], "Température à SBA, et préviens le chef de colonne", {"intents": [CC, REF]}),
    ("fr", None, "none", ["=frames"], "Le drone a vu quoi ? Et transmets l'image au PC", {"intents": [FR, REF]}),
    ("es", "S", "now", ["rh"], "Humedad en SBA? y mandasela al jefe de incendio", {"intents": [CC, REF]}),
    ("es", "B", "now", ["ws"], "Dame el viento en Béjaïa y avisa a la brigada", {"intents": [CC, REF]}),
    ("ar", "S", "now", ["fwi", "class"], "عطيني مستوى الخطر في سيدي بلعباس وابعثو للحماية المدنية"),
    ("ar", None, "none", ["=frames"], "شافت الدرون حريق؟ أرسل الصورة لقائد العمليات", {"intents": [FR, REF]}),
])

# --- drone plus spread / drift / danger
add("frames-plus", [FR, SP], [
    ("en", None, "none", ["=detection", "=spread"], "drone saw smoke? where's it headed in the next hour", {"h": 60}),
    ("en", "S", "now", ["=frames", "fwi", "class"], "what did the uav catch and how bad is the danger at SBA", {"intents": [FR, DG]}),
    ("en", None, "none", ["=detection_place", by_rate(20, 30)], "where did the drone spot it and how far will the head go in 30 min at 20 m/min",
     {"intents": [FR, DR], "h": 30}),
    ("en", None, "none", ["=detection", "=spread"], "time of detection, and project the front +45", {"h": 45}),
    ("fr", None, "none", ["=frames", "=spread"], "Le drone a vu quoi, et le front sera où dans une heure ?", {"h": 60}),
    ("fr", "S", "now", ["=detection", "fwi"], "heure de la détection drone + FWI à Sidi Bel Abbès", {"intents": [FR, DG]}),
    ("es", None, "none", ["=detection_place", "=spread"], "¿Dónde detectó el dron el fuego y hacia dónde irá en 30 minutos?", {"h": 30}),
    ("es", None, "none", ["=frames", by_rate(25, 20)], "¿Qué vio el dron? ¿Y cuánto avanza el fuego en 20 minutos a 25 m por minuto?",
     {"intents": [FR, DR], "h": 20}),
    ("ar", None, "none", ["=detection_place", "=spread"], "الدرون شافت الدخان وين؟ ووين توصل النار بعد ساعة؟", {"h": 60}),
    ("ar", "S", "now", ["=detection", "fwi"], "متى رصدت الطائرة الحريق وما مستوى الخطر في سيدي بلعباس؟", {"intents": [FR, DG]}),
    ("ar", None, "none", [by_rate(40, 15), "=spread"], "شحال من متر يقطع الحريق في ربع ساعة إذا كان يمشي 40 متر في الدقيقة، ووين راح يكون؟",
     {"intents": [DR, SP], "h": 15}),
])

# --- a figure plus a tactical call
add("tactical-plus", [DG, TAC], [
    ("en", "S", "now", ["fwi"], "FWI at SBA and should we call in a second crew"),
    ("en", "B", "now", ["ws"], "wind at bejaia, ok to fly the drone again or hold?", {"intents": [CC, TAC]}),
    ("en", "S", "today", ["class"], "whats the class at sidi bel abbes today, do we keep the crew on the line overnight?"),
    ("fr", "B", "now", ["rh"], "Humidité à Béjaïa, et on fait le brûlage dirigé ou pas ?", {"intents": [CC, TAC]}),
    ("es", "B", "now", ["fwi", "class"], "que peligro hay en Béjaïa? sacamos las autobombas?"),
    ("ar", "S", "now", ["ws"], "شحال الريح في سيدي بلعباس؟ نخرجو الفرقة ولا لا؟", {"intents": [CC, TAC]}),
])

# --- a photo beside something the box holds
add("photo-plus", [PH, CC], [
    ("en", None, "none", ["=frames"], "see photo, same fire the drone got?", {"intents": [PH, FR]}),
    ("en", "S", "now", ["rh"], "attaching a pic of the sky over SBA, also what's the RH there"),
    ("fr", "S", "now", ["ws"], "Photo jointe de la colonne. Et le vent à Sidi Bel Abbès ?"),
    ("es", None, "none", ["=frames"], "te paso una foto del humo; coincide con lo que vio el dron?", {"intents": [PH, FR]}),
    ("ar", "B", "now", ["t"], "بعثت صورة من الميدان، وقداش الحرارة في بجاية؟"),
])

# --- danger plus the guide
add("docs-plus", [DG, DOC], [
    ("en", "S", "now", [code("S", "now", "FFMC"), num_str(FFMC_EASY)], "FFMC at SBA now, and what does the guide say that number means"),
    ("en", "B", "now", ["fwi", num_str(CLASS_FROM["high"])], "bejaia fwi + whats the threshold for high in the guide"),
    ("fr", "S", "now", ["fwi", num_str(CLASS_FROM["moderate"]), num_str(CLASS_FROM["high"])], "FWI à SBA, et les seuils des classes selon le guide ?"),
    ("es", "B", "now", [code("B", "now", "FFMC"), num_str(FFMC_EASY)], "cual es el FFMC en Béjaïa y a partir de qué valor prende fácil el combustible fino?"),
    ("ar", "S", "now", ["fwi"], "ما هو الـ FWI في سيدي بلعباس، وماذا يقول الدليل عن درجات الخطر؟"),
    ("en", "B", "now", ["=doc_defensible", "fwi"], "whats the defensible space rule and whats the danger at bejaia now"),
    ("en", "S", "now", ["rh"] + [{"any": [w]} for w in LCES_WORDS], "rh at SBA now and run me through LCES pls", {"intents": [CC, DOC]}),
    ("en", "S", "now", ["fwi"], "what can you do offline, and whats the FWI at SBA", {"intents": [CAP, DG]}),
    ("en", "B", "yesterday", [code("B", "yesterday", "BUI")] + [{"any": [p]} for p in BUI_PARTS],
     "BUI at bejaia yesterday, and what does BUI even measure"),
])

# --- a window plus another ask
add("summary-plus", [SUM, AN], [
    ("en", "S", "aug", ["maxfwi", *fires_gt("S", 20)], "highest FWI SBA hit in August, and across the season how many days over 20 turned into fires?"),
    ("en", "B", "jul", ["fires"], "how many fire days at bejaia in july and did days like today burn"),
    ("fr", "S", "aug", ["fires", *fires_gt("S", 15)], "Nombre de jours de feu à SBA en août, et sur la saison, parmi les jours à FWI > 15, combien ont brûlé ?"),
    ("en", "B", "yesterday", ["rain", "t"], "Bejaia yesterday: rain and temp. Also did days like that ever burn?", {"intents": [CC, AN]}),
    ("fr", "B", "yesterday", ["t"], "Température à Béjaïa hier, et les jours comme ça ont déjà brûlé ?", {"intents": [CC, AN]}),
    ("en", "S", "aug", ["fires", reading("S", "now", "fwi")], "fire days in aug at SBA and the FWI there today", {"intents": [SUM, DG]}),
    ("en", "S", "since-tue", ["fires", reading("S", "now", "fwi")], "how many fire days at SBA since tuesday and whats the FWI now",
     {"intents": [SUM, DG]}),
], fh=True)
add("summary-cc", [CC, SUM], [
    ("en", "B", "sep", [reading("B", "now", "t"), "maxt"], "temp at bejaia today and the hottest day this month"),
    ("es", "S", "sep", [reading("S", "now", "rh"), wmin("S", "sep", "rh")], "humedad ahora en SBA y la minima de septiembre"),
    ("ar", "B", "aug", ["maxt", reading("B", "now", "t")], "أعلى حرارة في بجاية في أوت، وقداش كانت اليوم؟"),
    ("fr", "B", "aug", ["maxfwi", reading("B", "now", "fwi")], "FWI max en août à Béjaïa et aujourd'hui ?", {"intents": [SUM, DG]}),
    ("ar", "B", "lastweek", [reading("B", "now", "t"), avg("B", "lastweek", "t")], "الحرارة في بجاية اليوم ومتوسطها خلال الأسبوع الماضي"),
    ("en", "B", "now", ["ws", by_rate(30, 20)], "wind at bejaia and how far does the head go in 20 min at 30 m/min", {"intents": [CC, DR], "h": 20}),
    ("en", "S", "now", ["ws", "=spread"], "fire NE of SBA: what's the wind at SBA and where will the head be in 30 min",
     {"intents": [CC, SP], "h": 30}),
])


# ---------------------------------------------------------------- sessions
def aug14_worse():
    return max(cf.STATIONS, key=lambda d: TBL[(d, "2012-08-14")].codes["FWI"])


assert TBL[("sidi-bel-abbes", TODAY)].rh_pct < TBL[("bejaia", TODAY)].rh_pct   # session 9 says SBA is drier
SESS = []


def turn(s, lang, q, intents, st, when, facts, **kw):
    stations = sorted(DEV[c] for c in st) if isinstance(st, str) else st
    SESS.append({"session": f"{NAME}s{s:02d}", "lang": lang, "question": q, "intents": intents, "stations": stations,
                 "when": when, "facts": facts, **kw})


# s01: engine crew, fast typing
turn(1, "en", "wind at SBA rn", [CC], "S", "now", ["ws"])
turn(1, "en", "and bejaia?", [CC], "B", "now", ["ws"])
turn(1, "en", "which ones drier", [CMP], "BS", "now", ["rh"])
turn(1, "en", "why so damp over at bej", [EXP], "B", "now", ["rh", "rain"])
# s02: French crew lead, switches to English
turn(2, "fr", "Niveau de danger à Sidi Bel Abbès aujourd'hui ?", [DG], "S", "today", ["fwi", "class"])
turn(2, "fr", "et hier ?", [DG], "S", "yesterday", ["fwi", "class"])
turn(2, "fr", "pourquoi c'est si bas ?", [EXP], "S", "yesterday", ["fwi", "rh"])
turn(2, "en", "ok and the ISI at SBA today", [DG], "S", "today", [code("S", "today", "ISI")])
# s03: Spanish crew, drift then spread
turn(3, "es", "el frente avanza unos 30 m por minuto, ¿cuánto recorre en 20 min?", [DR], None, "none", ["=drift", by_rate(30, 20)], horizon_min=20)
turn(3, "es", "¿y en 45?", [DR], None, "none", ["=drift", by_rate(30, 45)], horizon_min=45)
turn(3, "es", "¿y hacia dónde va el frente?", [SP], None, "none", ["=spread"], horizon_min=45)
turn(3, "es", "por que no sabes la direccion?", [EXP], None, "none", [])
# s04: Algerian crew in darja
turn(4, "ar", "شحال الحرارة في سيدي بلعباس ضرك؟", [CC], "S", "now", ["t"])
turn(4, "ar", "والرطوبة؟", [CC], "S", "now", ["rh"])
turn(4, "ar", "وفي بجاية؟", [CC], "B", "now", ["t", "rh"])
turn(4, "ar", "علاش بجاية مبلولة هكا؟", [EXP], "B", "now", ["rh", "rain"])
# s05: fire behaviour analyst
turn(5, "en", "highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
turn(5, "en", "how many fire days that month", [SUM], "S", "aug", ["fires"], needs_fire_history=True)
turn(5, "en", "same for bejaia", [SUM], "B", "aug", ["maxfwi", "fires"], needs_fire_history=True)
turn(5, "en", "so which one had the nastier August overall", [CMP, SUM], "BS", "aug", ["maxfwi"])
# s06: logistics officer, drone and photo
turn(6, "en", "does the box get the drone feed?", [CAP], None, "none", [], intents_alt=[[CAP, FR]])
turn(6, "en", "what did it see today", [FR], None, "today", ["=frames"])
turn(6, "en", "sending you a photo from the ridge, is it the same smoke?", [PH, FR], None, "none", ["=frames"])
turn(6, "en", "where exactly was the detection", [FR], None, "none", ["=detection_place"])
# s07: French then Arabic
turn(7, "fr", "Le FWI à Béjaïa le 14 août ?", [DG], "B", "2012-08-14", ["fwi"])
turn(7, "fr", "Et à Sidi Bel Abbès le même jour ?", [DG], "S", "2012-08-14", ["fwi"])
turn(7, "ar", "أيهما كان أخطر في ذلك اليوم؟", [CMP], "BS", "2012-08-14", ["fwi"])
turn(7, "ar", "علاش؟", [EXP], [aug14_worse()], "2012-08-14", ["fwi", "rh"])
# s08: a new volunteer
turn(8, "en", "sorry im new, what does FWI actually mean?", [DOC], None, "none", [{"any": [p]} for p in FWI_PARTS])
turn(8, "en", "ok whats the fwi at bejaia now", [DG], "B", "now", ["fwi"])
turn(8, "en", "is that bad?", [DG], "B", "now", ["class"])
turn(8, "en", "what should i be watching out for on the line then", [DOC], None, "none", [{"any": [w]} for w in WATCH_OUT],
     intents_alt=[[DOC, TAC]])
# s09: Spanish incident commander
turn(9, "es", "compará la humedad de las dos estaciones hoy", [CMP], "BS", "today", ["rh"])
turn(9, "es", "¿y el viento, en nudos?", [CMP], "BS", "today", ["ws", conv("B", "today", "kn"), conv("S", "today", "kn")])
turn(9, "es", "pasale eso al puesto de mando avanzado", [REF], None, "none", [])
turn(9, "es", "¿por qué SBA está más seca?", [EXP], "S", "today", ["rh"])
# s10: MSA, drone then spread
turn(10, "ar", "هل رصدت الطائرة المسيرة دخانا اليوم؟", [FR], None, "today", ["=detection"])
turn(10, "ar", "أين بالضبط؟", [FR], None, "none", ["=detection_place"])
turn(10, "ar", "أين ستكون جبهة النار بعد ساعة؟", [SP], None, "none", ["=spread"], horizon_min=60)
turn(10, "ar", "وما اتجاه الرياح هناك؟", [OOS], "S", "now", [])
# s11: dispatcher
turn(11, "en", "temp at SBA at 3pm yesterday?", [CC], "S", "yesterday", ["t"], decision="warn")
turn(11, "en", "and the FWI that day", [DG], "S", "yesterday", ["fwi"])
turn(11, "en", "what about tomorrow", [OOS], "S", "none", [])
turn(11, "en", "fine. this season at SBA, days with FWI over 20, how many burned", [AN], "S", "none", fires_gt("S", 20),
     needs_fire_history=True)
# s12: French logistics officer
turn(12, "fr", "combien de jours au-dessus de 35° en août à SBA ?", [SUM], "S", "aug", [count_gt("S", "aug", "t", 35)])
turn(12, "fr", "et à Béjaïa ?", [SUM], "B", "aug", [count_gt("B", "aug", "t", 35)])
turn(12, "fr", "et en juillet ?", [SUM], "B", "jul", [count_gt("B", "jul", "t", 35)])
turn(12, "fr", "la température moyenne en juillet là-bas ?", [SUM], "B", "jul", [avg("B", "jul", "t")])
# s13: English then Spanish
turn(13, "en", "highest FWI at each station over the last 3 days", [CMP, SUM], "BS", "last3d", ["maxfwi"])
turn(13, "es", "¿y cuánta lluvia cayó en Béjaïa esos días?", [SUM], "B", "last3d", [total("B", "last3d", "rain")])
turn(13, "es", "¿por qué bajó tanto el peligro?", [EXP], "B", "last3d", [])
# s14: Levantine Arabic
turn(14, "ar", "قديش سرعة الريح ببجاية هلق؟", [CC], "B", "now", ["ws"])
turn(14, "ar", "بالعقدة؟", [CC], "B", "now", ["ws", conv("B", "now", "kn")])
turn(14, "ar", "وبكرا؟", [OOS], "B", "none", [])
turn(14, "ar", "طيب شو لازم نعمل مع الفرقة؟", [TAC], "B", "now", ["fwi", "ws"])
# s15: incident commander on the radio
turn(15, "en", "Command to box, Béjaïa Aug 25, FWI and class", [DG], "B", "2012-08-25", ["fwi", "class"])
turn(15, "en", "what about the day before", [DG], "B", "2012-08-24", ["fwi", "class"])
turn(15, "en", "how many fire days 20 to 31 Aug there", [SUM], "B", "aug-late", ["fires"], needs_fire_history=True)
turn(15, "en", "and at SBA, same stretch", [SUM], "S", "aug-late", ["fires"], needs_fire_history=True)


# ---------------------------------------------------------------- write
def station_mode(st):
    if st is None:
        return "none"
    if st == "BS":
        return "both"
    return [DEV[st]]


def templates():
    groups = {}
    for q in QS:
        assert "{" not in q["q"] and "}" not in q["q"], q["q"]
        key = f"{NAME}-{q['kind']}"
        g = groups.setdefault(key, {"decision": q["decision"], "fh": q["fh"], "rows": []})
        assert g["decision"] == q["decision"] and g["fh"] == q["fh"], key
        g["rows"].append(q)
    out = []
    for key, g in groups.items():
        rows = g["rows"]
        t = {"key": key, "intents": rows[0]["intents"], "stations": "none", "days": [r["day"] for r in rows],
             "phrasings": []}
        if any(r["intents"] != rows[0]["intents"] for r in rows):
            t["intents_by_phrasing"] = [r["intents"] for r in rows]
        for r in rows:
            p = {"q": r["q"], "lang": r["lang"], "stations": station_mode(r["st"]), "facts": r["facts"]}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            t["phrasings"].append(p)
        if any(r["h"] is not None for r in rows):
            t["horizons"] = [r["h"] for r in rows]
        if any(r["thr"] is not None for r in rows):
            t["thr"] = [r["thr"] for r in rows]
        if g["fh"]:
            t["needs_fire_history"] = True
        if g["decision"]:
            t["decision"] = g["decision"]
        out.append(t)
    return out


def sessions():
    turns = Counter()
    out = []
    for row in SESS:
        turns[row["session"]] += 1
        out.append({"session": row["session"], "turn": turns[row["session"]],
                    **{k: v for k, v in row.items() if k != "session"}})
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def check():
    """Expand through the gold machinery and check the batch's shape."""
    from appliance.evaluation.crew_build import expand
    items = expand(TEMPLATES, SESSIONS)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    langs = Counter(i["lang"] for i in items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    n_sessions = len({i["session"] for i in items if i["session"]})
    for lang, share in (("en", 0.45), ("fr", 0.20), ("es", 0.15), ("ar", 0.20)):
        assert langs[lang] >= share * n - 1e-9, (lang, langs[lang], n)
    assert n >= 340 and multi >= 0.22 * n and n_sessions >= 12, (n, multi, n_sessions)
    assert all(len(i["intents"]) <= 3 for i in items)
    for i in items:       # a data question on a recorded day must carry its figures
        if i["decision"] == "answer" and set(i["intents"]) & {CC, DG, CMP} and not i["facts"]:
            raise AssertionError(f"no facts: {i['id']}")
    print(f"{n} questions, {n_sessions} sessions ({sum(1 for i in items if i['session'])} turns), "
          f"multi-ask {multi} ({multi / n:.1%}), languages {dict(langs)}")
    print("decisions", dict(Counter(i["decision"] for i in items)))
    print("intent sets", dict(Counter("+".join(i["intents"]) for i in items).most_common()))
    return items


if __name__ == "__main__":
    dump(templates(), TEMPLATES)
    dump(sessions(), SESSIONS)
    check()
