"""Batch d88 (dev): fire-crew questions written blind, with gold computed by code.

Voice lean: a sapeurs-pompiers column leader and a forest-fire prevention officer planning the next
days (measured weather beside the weather to come, what the box can and cannot do, the shipped
guidance in their own words, drift and spread with their own rates in mixed units, results to be
sent to their command post), beside dispatchers, engine crews, analysts and volunteers.

Every number in a gold fact comes from the Algerian CSV (crew_facts.table / day_fact / window_facts
and unit conversions of the real reading), from the crew's own numbers (rate x minutes, computed here)
or from the shipped documents (parsed with regular expressions). Nothing is typed by hand.

Run:  python -m appliance.evaluation.data.make_dev88
Writes crew_templates_dev88.jsonl and crew_sessions_dev88.jsonl next to this file.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d88"
OUT = Path(__file__).resolve().parent
TEMPLATES = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SESSIONS = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"
TABLE = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
num = crew_facts._num


# ----------------------------------------------------------------------------------------------
# Gold helpers: every figure below is read or derived by code.
# ----------------------------------------------------------------------------------------------
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"] or []


def one_day(key):
    days = days_of(key)
    assert len(days) == 1, key
    return days[0]


def reading(dev, day):
    return TABLE[(dev, day)]


def forms(x, units=(), decimals=(1,)):
    """Ways a crew-facing answer may write a derived figure: 1 decimal (dot or comma), or rounded with its unit."""
    out = []
    for d in decimals:
        s = f"{x:.{d}f}"
        out += [s, s.replace(".", ",")]
    r = round(x)
    for u in units:
        out += [f"{r} {u}", f"{r}{u}"]
    return list(dict.fromkeys(out))


WIND_UNITS = {"kn": (0.539957, ("kn", "kt", "knots", "nœuds", "noeuds", "nudos", "عقدة")),
              "mph": (0.621371, ("mph",)),
              "ms": (1 / 3.6, ("m/s",))}


def wind_in(unit):
    factor, units = WIND_UNITS[unit]
    return lambda sts, key: [{"any": forms(reading(d, one_day(key)).wind_kmh * factor, units)} for d in sts]


def temp_f():
    return lambda sts, key: [{"any": forms(reading(d, one_day(key)).temperature_c * 9 / 5 + 32, ("°F", "F"))}
                             for d in sts]


def code(name):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC, FWI) as the CSV records it."""
    return lambda sts, key: [num(reading(d, one_day(key)).codes[name]) for d in sts]


def fwi_on(day):
    """The FWI of a named day, whatever the question's window."""
    return lambda sts, key: [crew_facts.day_fact("fwi", d, day) for d in sts]


FIELDS = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
          "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def count_above(field, thr):
    """How many recorded days of the window had the field above thr."""
    def f(sts, key):
        return [sum(FIELDS[field](TABLE[(d, day)]) > thr for day in days_of(key) if (d, day) in TABLE) for d in sts]
    return f


def average(field):
    def f(sts, key):
        out = []
        for d in sts:
            vals = [FIELDS[field](TABLE[(d, day)]) for day in days_of(key) if (d, day) in TABLE]
            out.append({"any": forms(sum(vals) / len(vals), decimals=(1, 2))})
        return out
    return f


def max_code(name):
    """The highest value of a fire-weather code over the question's window."""
    return lambda sts, key: [num(max(TABLE[(d, day)].codes[name] for day in days_of(key) if (d, day) in TABLE))
                             for d in sts]


def min_field(field):
    """The lowest value of a reading over the question's window."""
    return lambda sts, key: [num(min(FIELDS[field](TABLE[(d, day)]) for day in days_of(key) if (d, day) in TABLE))
                             for d in sts]


def window(token, key2):
    """A window fact (maxfwi, maxt, fires) over another window than the question's key."""
    return lambda sts, key: [x for d in sts for x in crew_facts.window_facts(token, d, days_of(key2))]


def fires_above(thr):
    """Past days with FWI above thr, and how many of them burned (session rows carry no thr)."""
    return lambda sts, key: [x for d in sts for x in crew_facts.window_facts("fires_fwi_gt", d, [TODAY], thr)]


def dist(metres, feet=None):
    """A distance the crew's own numbers give: metres (and to the nearest 10 m), kilometres (dot / comma; one
    decimal only where it is exact), feet when the crew gave feet."""
    m = round(metres)
    out = [str(m), f"{m:,}".replace(",", " "), f"{m:,}"]
    if abs(metres - m) > 1e-6 or m % 10:
        out.append(str(int(round(metres, -1))))
    km2 = f"{metres / 1000:.2f}"
    out += [km2, km2.replace(".", ",")]
    if abs(metres / 100 - round(metres / 100)) < 1e-6:
        km1 = f"{metres / 1000:.1f}"
        out += [km1, km1.replace(".", ",")]
    if abs(metres / 1000 - round(metres / 1000)) < 1e-6:
        out.append(f"{round(metres / 1000)} km")
    if feet is not None:
        out += [str(round(feet)), f"{round(feet):,}", f"{round(feet):,}".replace(",", " ")]
    return {"any": list(dict.fromkeys(out))}


M_PER_FT = 0.3048
M_PER_MILE = 1609.344
M_PER_CHAIN = 20.1168


def run_m(rate, per, minutes):
    """Distance in metres the head covers at a crew-given rate for a crew-given time.
    per: 'm/min', 'km/h', 'm/h', 'ft/min', 'mph', 'm/s', 'ch/h'."""
    to_m_per_min = {"m/min": 1, "km/h": 1000 / 60, "m/h": 1 / 60, "ft/min": M_PER_FT, "mph": M_PER_MILE / 60,
                    "m/s": 60, "ch/h": M_PER_CHAIN / 60}[per]
    return rate * to_m_per_min * minutes


def drift(rate, per, minutes):
    m = run_m(rate, per, minutes)
    feet = rate * minutes if per == "ft/min" else None
    return dist(m, feet)


# The shipped documents, parsed.
def _doc(name):
    """A shipped document with its line breaks folded into spaces (sentences run across lines)."""
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


BUTTE = _doc("butte-county-defensible-space.md")
LCES = _doc("crew-safety-lces.md")
GUIDE = _doc("fire-weather-index-guide.md")
DS_FT = int(re.search(r"requires (\d+) feet of defensible space", BUTTE).group(1))
Z0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", BUTTE).group(1))
Z1 = tuple(int(x) for x in re.search(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE).groups())
Z2 = tuple(int(x) for x in re.search(r"Zone 2 runs from (\d+) to (\d+) feet", BUTTE).groups())
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", BUTTE).group(1))
BRANCH_FT = int(re.search(r"branches (\d+) feet\s+from chimneys", BUTTE).group(1))
LEAVES_IN = int(re.search(r"deeper than (\d+) inches", BUTTE).group(1))
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite easily", GUIDE).group(1))
_cls = re.search(r"below ([\d.]+) very low, from ([\d.]+) low, from ([\d.]+) moderate, from ([\d.]+) high, "
                 r"from ([\d.]+)\s+very high, and from ([\d.]+) extreme", GUIDE)
CLASS_FROM = {name: num(float(v)) for name, v in zip(("very low", "low", "moderate", "high", "very high", "extreme"),
                                                    _cls.groups())}
LCES_WORDS = list(re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", LCES).groups())
ESCAPE_PACE = re.search(r"Time the route at the (\w+) member's pace", LCES).group(1)
STAFFING = list(re.search(r"(lookouts) are posted early, (escape routes) are kept short", LCES).groups())
WATCHOUT_WIND = re.search(r"when the (wind) increases or changes direction", LCES).group(1)
ISI_WORD = re.search(r"rates how fast a fire would (spread)", GUIDE).group(1)
BUI_WORD = re.search(r"rates the (fuel) available", GUIDE).group(1)
DOWNHILL = re.search(r"builds line (downhill) toward a fire", LCES).group(1)
NEG = "neg"


def ds_metres():
    return {"any": forms(DS_FT * M_PER_FT, ("m",), decimals=(1,))}


DS_ANY = {"any": [f"{DS_FT} feet", f"{DS_FT} ft", f"{DS_FT} pieds", f"{DS_FT} pies", f"{DS_FT} قدم"]}
STATION_NAMES = [{"any": [dev.replace("-", " ")]} for dev in crew_facts.STATIONS]
_first = min(day for _, day in TABLE)
_m = int(_first[5:7])
FIRST_DAY = {"any": [_first] + [crew_days.MONTHS[lang][_m - 1] for lang in ("en", "fr", "es", "ar")]}
_last = max(day for _, day in TABLE)
_lm, _ld = int(_last[5:7]), int(_last[8:10])
LAST_DAY = {"any": [_last, f"{_ld} {crew_days.MONTHS['en'][_lm - 1]}", f"{crew_days.MONTHS['en'][_lm - 1]} {_ld}",
                    f"{_ld:02d}/{_lm:02d}"]}

# ----------------------------------------------------------------------------------------------
# Questions. q(category, lang, text, intents, stations, day key, facts, decision override, ...)
# ----------------------------------------------------------------------------------------------
ITEMS = []


def q(cat, lang, text, intents, st=None, day="none", facts=(), dec=None, thr=None, h=None, hist=False, alt=None):
    ITEMS.append({"cat": cat, "lang": lang, "text": text, "intents": list(intents), "st": st, "day": day,
                  "facts": list(facts), "dec": dec, "thr": thr, "h": h, "hist": hist, "alt": alt})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRI, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
BOTH = "both"

# --- current conditions ------------------------------------------------------------------------
q("cc", "en", "SBA temp and RH rn pls", [CC], [S], "now", ["t", "rh"])
q("cc", "en", "What did the Béjaïa station log for wind yesterday? Give it in knots as well, air ops only talk knots.",
  [CC], [B], "yesterday", ["ws", wind_in("kn")])
q("cc", "en", "Column leader. I need the temperature at Sidi Bel Abbes today in Fahrenheit, the US liaison can't read Celsius.",
  [CC], [S], "today", ["t", temp_f()])
q("cc", "en", "humidity at bejaya 14-Aug", [CC], [B], "2012-08-14", ["rh"])
q("cc", "en", "Any rain recorded at Sidi-Bel-Abbès on the 27th?", [CC], [S], "2012-09-27", ["rain"])
q("cc", "en", "wind speed SBA noon reading today in m/s", [CC], [S], "today", ["ws", wind_in("ms")])
q("cc", "en", "Prevention office, for the log: full noon obs at Bejaia on 03-Aug, temp, humidity, wind and rain.",
  [CC], [B], "2012-08-03", ["t", "rh", "ws", "rain"])
q("cc", "en", "how windy was it at sidi bel abbes the day before yesterday, mph please", [CC], [S], "daybefore",
  ["ws", wind_in("mph")])
q("cc", "en", "Give me Béjaïa's relative humidity for the 21st of August.", [CC], [B], "2012-08-21", ["rh"])
q("cc", "en", "New volunteer here, sorry if this is basic: how hot is it in Bejaia right now?", [CC], [B], "now", ["t"])
q("cc", "en", "Logistics. Was it a wet noon at SBA {day}? Deciding whether the tracks are passable.", [CC], [S],
  "2012-09-25", ["rain"])
q("cc", "fr", "Chef de colonne, secteur SBA : température et hygrométrie relevées ce midi ?", [CC], [S], "now", ["t", "rh"])
q("cc", "fr", "Il est tombé combien de pluie à Béjaïa hier ?", [CC], [B], "yesterday", ["rain"])
q("cc", "fr", "Vent à Sidi Bel Abbès le 26 septembre, en nœuds svp.", [CC], [S], "2012-09-26", ["ws", wind_in("kn")])
q("cc", "fr", "Pour le point de situation de 18h je veux l'hygro de Béjaïa aujourd'hui.", [CC], [B], "today", ["rh"])
q("cc", "fr", "Y fait-tu chaud à Sidi-Bel-Abbès aujourd'hui? Mets-le en Fahrenheit aussi, le gars de l'USFS comprend rien aux Celsius.",
  [CC], [S], "today", ["t", temp_f()])
q("cc", "fr", "Khouya, la température à Bel Abbès aujourd'hui, c'est combien ?", [CC], [S], "today", ["t"])
q("cc", "fr", "La protection civile de Bougie demande l'humidité relative et le vent d'hier.", [CC], [B], "yesterday",
  ["rh", "ws"])
q("cc", "fr", "Ça dit quoi la station de Sidi-Bel-Abbès pour l'humidité, là, astheure?", [CC], [S], "now", ["rh"])
q("cc", "es", "¿Qué temperatura marcó Sidi Bel Abbes ayer a mediodía?", [CC], [S], "yesterday", ["t"])
q("cc", "es", "Humedad relativa en Bejaia hoy, porfa", [CC], [B], "today", ["rh"])
q("cc", "es", "Viento en Béjaïa el 14 de agosto, en m/s.", [CC], [B], "2012-08-14", ["ws", wind_in("ms")])
q("cc", "es", "¿Llovió en SBA anteayer?", [CC], [S], "daybefore", ["rain"])
q("cc", "ar", "قداش الحرارة في بجاية اليوم؟", [CC], [B], "today", ["t"])
q("cc", "ar", "ما هي الرطوبة النسبية المسجلة في سيدي بلعباس أمس؟", [CC], [S], "yesterday", ["rh"])
q("cc", "ar", "شحال ديال الريح فبجاية دابا؟", [CC], [B], "now", ["ws"])
q("cc", "ar", "واش طاحت الشتا في بلعباس يوم 27 سبتمبر؟", [CC], [S], "2012-09-27", ["rain"])
q("cc", "ar", "أعطني سرعة الرياح في سيدي بلعباس اليوم بالعقدة", [CC], [S], "today", ["ws", wind_in("kn")])
q("cc", "ar", "كم كانت درجة الحرارة في بجاية يوم 20 أوت؟", [CC], [B], "2012-08-20", ["t"])

# --- danger -------------------------------------------------------------------------------------
q("dg", "en", "FWI SBA now", [DG], [S], "now", ["fwi"])
q("dg", "en", "What danger class is Béjaïa sitting in today?", [DG], [B], "today", ["fwi", "class"])
q("dg", "en", "ISI at Sidi Bel Abbes yesterday? The analyst wants the spread index on its own.", [DG], [S], "yesterday",
  [code("ISI")])
q("dg", "en", "BUI for bejaia aug 14", [DG], [B], "2012-08-14", [code("BUI")])
q("dg", "en", "Fine fuel moisture code at SBA today, please.", [DG], [S], "today", [code("FFMC")])
q("dg", "en", "drought code bejaia 2012-08-25", [DG], [B], "2012-08-25", [code("DC")])
q("dg", "en", "How high did the fire weather index get at Sidi-Bel-Abbès on the 26th, and what class is that?", [DG], [S],
  "2012-09-26", ["fwi", "class"])
q("dg", "en", "DMC at Bejaia yesterday?", [DG], [B], "yesterday", [code("DMC")])
q("dg", "en", "Battalion asking: fire danger rating at Sidi Bel Abbes as of the noon reading.", [DG], [S], "now",
  ["fwi", "class"])
q("dg", "fr", "Quel est l'IFM à SBA aujourd'hui ?", [DG], [S], "today", ["fwi"])
q("dg", "fr", "Niveau de risque feux de forêt sur Béjaïa ce midi ?", [DG], [B], "now", ["fwi", "class"])
q("dg", "fr", "L'ISI à Bel-Abbès hier, ça donnait combien ?", [DG], [S], "yesterday", [code("ISI")])
q("dg", "fr", "Le FWI à Béjaïa, y était rendu à combien le 20 août?", [DG], [B], "2012-08-20", ["fwi"])
q("dg", "fr", "C'est quoi l'indice d'accumulation, le BUI, à Sidi-Bel-Abbès aujourd'hui?", [DG], [S], "today", [code("BUI")])
q("dg", "fr", "Le danger, il est comment à Sidi Bel Abbès aujourd'hui ? Les gars de la wilaya veulent savoir.", [DG], [S],
  "today", ["fwi", "class"])
q("dg", "es", "¿Índice FWI en Bejaia hoy?", [DG], [B], "today", ["fwi"])
q("dg", "es", "Nivel de peligro en Sidi Bel Abbes ayer", [DG], [S], "yesterday", ["fwi", "class"])
q("dg", "es", "ISI de SBA {day}", [DG], [S], "2012-09-26", [code("ISI")])
q("dg", "es", "¿Qué FFMC tenía Béjaïa anteayer?", [DG], [B], "daybefore", [code("FFMC")])
q("dg", "ar", "واش هو مستوى الخطر في سيدي بلعباس اليوم؟", [DG], [S], "today", ["fwi", "class"])
q("dg", "ar", "ما قيمة مؤشر طقس الحرائق FWI في بجاية أمس؟", [DG], [B], "yesterday", ["fwi"])
q("dg", "ar", "شنو هو ISI فبلعباس اليوم؟", [DG], [S], "today", [code("ISI")])
q("dg", "ar", "قداش كان BUI في بجاية نهار 14 أوت؟", [DG], [B], "2012-08-14", [code("BUI")])
q("dg", "ar", "ما مؤشر الجفاف DC في سيدي بلعباس يوم 30 أوت؟", [DG], [S], "2012-08-30", [code("DC")])

# --- compare stations ---------------------------------------------------------------------------
q("cmp", "en", "Which station is drier right now, Bejaia or SBA?", [CMP], BOTH, "now", ["rh"])
q("cmp", "en", "Where's the FWI worse today, Béjaïa or Sidi Bel Abbes, and by how much?", [CMP], BOTH, "today", ["fwi"])
q("cmp", "en", "hotter yesterday bejaia or sba", [CMP], BOTH, "yesterday", ["t"])
q("cmp", "en", "Side by side for the 14th of August: wind and FWI at the two stations.", [CMP], BOTH, "2012-08-14",
  ["ws", "fwi"])
q("cmp", "fr", "Entre Béjaïa et SBA, qui a le risque le plus élevé aujourd'hui ?", [CMP], BOTH, "today", ["fwi"])
q("cmp", "fr", "Laquelle des deux stations vente le plus à midi?", [CMP], BOTH, "now", ["ws"])
q("cmp", "fr", "Bougie ou Bel Abbès, c'est où le plus sec hier ?", [CMP], BOTH, "yesterday", ["rh"])
q("cmp", "es", "¿Dónde hace más calor hoy, en Bejaia o en Sidi Bel Abbes?", [CMP], BOTH, "today", ["t"])
q("cmp", "ar", "شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "today", ["fwi"])
q("cmp", "ar", "قارن لي الرطوبة بين المحطتين أمس", [CMP], BOTH, "yesterday", ["rh"])
q("cmp", "ar", "فين كان الريح قوي كثر نهار 26 سبتمبر، بجاية ولا بلعباس؟", [CMP], BOTH, "2012-09-26", ["ws"])
q("cmpsum", "en", "Compare the July FWI peaks at both stations.", [CMP, SUM], BOTH, "jul", ["maxfwi"])
q("cmpsum", "fr", "Compare-moi les températures max d'août entre les deux postes.", [CMP, SUM], BOTH, "aug", ["maxt"])
q("cmpsum", "es", "Compara el FWI máximo de septiembre en las dos estaciones", [CMP, SUM], BOTH, "sep", ["maxfwi"])
q("cmpsum", "ar", "أي محطة سجلت أعلى حرارة في أوت؟", [CMP, SUM], BOTH, "aug", ["maxt"])
q("cmpsum", "en", "Over the last three days, which station peaked higher on FWI?", [CMP, SUM], BOTH, "last3d", ["maxfwi"])
q("cmpsum", "en", "Which station racked up more fire days in August?", [CMP, SUM], BOTH, "aug", ["fires"], hist=True)
q("cmpsum", "es", "¿Qué estación tuvo más días de incendio en julio?", [CMP, SUM], BOTH, "jul", ["fires"], hist=True)
q("cmpsum", "fr", "Sur les sept derniers jours, qui a eu le plus de départs de feu, Béjaïa ou Sidi-Bel-Abbès ?",
  [CMP, SUM], BOTH, "lastweek", ["fires"], hist=True)

# --- summary ------------------------------------------------------------------------------------
q("sum", "en", "Highest FWI at SBA over the past week?", [SUM], [S], "lastweek", ["maxfwi"])
q("sum", "en", "max temp in bejaia in August", [SUM], [B], "aug", ["maxt"])
q("sum", "en", "Days above 35 degrees at SBA in August: how many?", [SUM], [S], "aug", [count_above("t", 35)], thr=35)
q("sum", "en", "Average FWI at Béjaïa in September?", [SUM], [B], "sep", [average("fwi")])
q("sum", "en", "Prevention planning: how many days with an FWI over 20 did Sidi-Bel-Abbès have in August?", [SUM], [S],
  "aug", [count_above("fwi", 20)], thr=20)
q("sum", "en", "Trend at Bejaia since Tuesday, is the FWI coming down?", [SUM], [B], "since-tue",
  ["maxfwi", fwi_on(TODAY)])
q("sum", "en", "peak fwi last 3 days sba", [SUM], [S], "last3d", ["maxfwi"])
q("sum", "en", "How many days did it rain at Béjaïa between 1 and 10 September?", [SUM], [B], "sep1-10",
  [count_above("rain", 0)], thr=0)
q("sum", "fr", "Pis la température la plus haute à Sidi-Bel-Abbès en juillet, c'était quoi?", [SUM], [S], "jul", ["maxt"])
q("sum", "fr", "Moyenne de l'hygrométrie à Béjaïa du 20 au 31 août ?", [SUM], [B], "aug-late", [average("rh")])
q("sum", "fr", "Combien de journées au-dessus de 30 de FWI à Bel Abbès en août ?", [SUM], [S], "aug",
  [count_above("fwi", 30)], thr=30)
q("sum", "es", "¿Cuál fue el FWI más alto en Bejaia en agosto?", [SUM], [B], "aug", ["maxfwi"])
q("sum", "es", "Días con más de 35 °C en SBA en julio", [SUM], [S], "jul", [count_above("t", 35)], thr=35)
q("sum", "es", "Temperatura media en Béjaïa en junio", [SUM], [B], "jun", [average("t")])
q("sum", "ar", "ما أعلى قيمة FWI في بجاية خلال الأسبوع الماضي؟", [SUM], [B], "lastweek", ["maxfwi"])
q("sum", "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة فبلعباس في جويلية؟", [SUM], [S], "jul", [count_above("t", 35)], thr=35)
q("sum", "ar", "ما متوسط مؤشر FWI في سيدي بلعباس في سبتمبر؟", [SUM], [S], "sep", [average("fwi")])
q("sum", "ar", "أعلى حرارة في بجاية من 20 إلى 31 أوت", [SUM], [B], "aug-late", ["maxt"])
q("sum", "en", "How many fire days did Sidi Bel Abbes log in July?", [SUM], [S], "jul", ["fires"], hist=True)
q("sum", "fr", "Combien de jours de feu à Béjaïa en juin ?", [SUM], [B], "jun", ["fires"], hist=True)
q("sum", "es", "¿Cuántos días de incendio hubo en Sidi Bel Abbes en septiembre?", [SUM], [S], "sep", ["fires"], hist=True)
q("sum", "ar", "قداش من نهار فيه حريق في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["fires"], hist=True)
q("sum", "en", "fire days at bejaia between the 20th and the 31st of august?", [SUM], [B], "aug-late", ["fires"], hist=True)

# --- analogs ------------------------------------------------------------------------------------
q("ana", "en", "Of the days at SBA with FWI above 20, how many actually burned?", [ANA], [S], "all", ["fires_fwi_gt"],
  thr=20, hist=True)
q("ana", "en", "when FWI went past 15 at bejaia this season how often was there a fire", [ANA], [B], "all",
  ["fires_fwi_gt"], thr=15, hist=True)
q("ana", "en", "Looking back at Sidi Bel Abbes days with an FWI over 10: how many were fire days, out of how many?", [ANA],
  [S], "all", ["fires_fwi_gt"], thr=10, hist=True)
q("ana", "en", "Did days like today at Béjaïa end in a fire, historically?", [ANA], [B], "today", ["fwi"], hist=True)
q("ana", "fr", "Sur les jours où l'IFM dépassait 20 à Béjaïa, combien ont vu un feu ?", [ANA], [B], "all",
  ["fires_fwi_gt"], thr=20, hist=True)
q("ana", "fr", "Les journées comme aujourd'hui à SBA, ça brûlait-tu d'habitude?", [ANA], [S], "today", ["fwi"], hist=True)
q("ana", "es", "De los días con FWI por encima de 15 en Sidi Bel Abbes, ¿cuántos tuvieron incendio?", [ANA], [S], "all",
  ["fires_fwi_gt"], thr=15, hist=True)
q("ana", "es", "¿Los días parecidos a hoy en Bejaia acabaron en fuego?", [ANA], [B], "today", ["fwi"], hist=True)
q("ana", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في بجاية، قداش منها صرا فيها حريق؟", [ANA], [B], "all",
  ["fires_fwi_gt"], thr=20, hist=True)
q("ana", "ar", "هل شهدت الأيام المشابهة لهذا اليوم في سيدي بلعباس حرائق؟", [ANA], [S], "today", ["fwi"], hist=True)
q("ana", "ar", "النهارات اللي فات فيها FWI عشرة فبلعباس، شحال منها كانت فيها العافية؟", [ANA], [S], "all",
  ["fires_fwi_gt"], thr=10, hist=True)

# --- drift (crew rates, mixed units) --------------------------------------------------------------
q("dri", "en", "Head's doing about 25 m a minute. How far does it get in 40 minutes?", [DRI], facts=[drift(25, "m/min", 40)], h=40)
q("dri", "en", "ROS 1.5 km/h, dozer ETA 50 min. Distance the head covers before it arrives?", [DRI],
  facts=[drift(1.5, "km/h", 50)], h=50)
q("dri", "en", "If it's moving 40 ft/min, how much ground does it eat in half an hour?", [DRI], facts=[drift(40, "ft/min", 30)], h=30)
q("dri", "en", "fire running 0.8 mph how far in 75 min", [DRI], facts=[drift(0.8, "mph", 75)], h=75)
q("dri", "en", "Drift at 12 chains per hour over 2 hours?", [DRI], facts=[drift(12, "ch/h", 120)], h=120)
q("dri", "en", "Using your own estimate, how far will the head move in 20 minutes?", [DRI], facts=["=drift"], h=20)
q("dri", "en", "FBAN: spread 0.3 m/s, 45 min to get the line in. Head displacement?", [DRI], facts=[drift(0.3, "m/s", 45)], h=45)
q("dri", "en", "we're 35 min out, fire doing roughly 900 m an hour, how far will it have run", [DRI],
  facts=[drift(900, "m/h", 35)], h=35)
q("dri", "fr", "Le front avance de 18 m/min, on arrive dans 35 minutes : il aura fait combien ?", [DRI],
  facts=[drift(18, "m/min", 35)], h=35)
q("dri", "fr", "Ça avance à 2 km/h, on est là dans trois quarts d'heure. Ça fait quelle distance?", [DRI],
  facts=[drift(2, "km/h", 45)], h=45)
q("dri", "fr", "Vitesse de propagation 600 m/h, délai d'engagement 1h20 : distance parcourue par la tête ?", [DRI],
  facts=[drift(600, "m/h", 80)], h=80)
q("dri", "fr", "Le feu il marche à 30 mètres la minute, dans 25 minutes il aura avancé de combien ?", [DRI],
  facts=[drift(30, "m/min", 25)], h=25)
q("dri", "fr", "Sans vitesse de ma part : ton estimation du déplacement de la tête en 15 min ?", [DRI], facts=["=drift"], h=15)
q("dri", "es", "Avanza a 20 m por minuto, ¿cuánto recorre en 50 minutos?", [DRI], facts=[drift(20, "m/min", 50)], h=50)
q("dri", "es", "ROS de 1,2 km/h y llegamos en 40 min, ¿distancia?", [DRI], facts=[drift(1.2, "km/h", 40)], h=40)
q("dri", "es", "Con 50 pies por minuto, ¿cuántos metros en 20 minutos?", [DRI], facts=[drift(50, "ft/min", 20)], h=20)
q("dri", "es", "Según tu propio cálculo, ¿cuánto se mueve la cabeza en media hora?", [DRI], facts=["=drift"], h=30)
q("dri", "ar", "النار ماشية 15 متر في الدقيقة، قداش تقطع في ساعة؟", [DRI], facts=[drift(15, "m/min", 60)], h=60)
q("dri", "ar", "إذا كانت سرعة انتشار الجبهة 1.8 كم/سا، كم تقطع في 50 دقيقة؟", [DRI], facts=[drift(1.8, "km/h", 50)], h=50)
q("dri", "ar", "حسب تقديرك أنت، قداش تتحرك راس النار في نص ساعة؟", [DRI], facts=["=drift"], h=30)
q("dri", "ar", "الحريق كيمشي 0.5 متر فالثانية، شحال غادي يقطع ف 20 دقيقة؟", [DRI], facts=[drift(0.5, "m/s", 20)], h=20)

# --- spread -------------------------------------------------------------------------------------
q("spr", "en", "Where will the front be in an hour, going off the drone detection?", [SPR], facts=["=spread"], h=60)
q("spr", "en", "ROS 20 m/min. Where's the head in 90 minutes?", [SPR], facts=["=spread", drift(20, "m/min", 90)], h=90)
q("spr", "en", "project the fire position 2 hours out pls", [SPR], facts=["=spread"], h=120)
q("spr", "fr", "Où sera le front dans 45 minutes ?", [SPR], facts=["=spread"], h=45)
q("spr", "fr", "Le feu au nord-est de SBA, y va être rendu où dans une heure et demie à 1 km/h?", [SPR], [S], "now",
  ["=spread", drift(1, "km/h", 90)], h=90)
q("spr", "fr", "Projection de la tête à +30 min, vitesse 15 m/min.", [SPR], facts=["=spread", drift(15, "m/min", 30)], h=30)
q("spr", "es", "¿Dónde estará el frente dentro de una hora?", [SPR], facts=["=spread"], h=60)
q("spr", "es", "Proyección del frente a 40 minutos con 25 m/min", [SPR], facts=["=spread", drift(25, "m/min", 40)], h=40)
q("spr", "ar", "وين غادي تكون جبهة النار من هنا لساعة؟", [SPR], facts=["=spread"], h=60)
q("spr", "ar", "أين سيكون رأس الحريق بعد 30 دقيقة إذا كانت السرعة 20 م/د؟", [SPR], facts=["=spread", drift(20, "m/min", 30)], h=30)

# --- frames -------------------------------------------------------------------------------------
q("frm", "en", "What did the drone pick up on today's sortie?", [FRM], facts=["=frames"])
q("frm", "en", "When was the fire frame taken?", [FRM], facts=["=detection"])
q("frm", "en", "where exactly was the smoke the uav saw", [FRM], facts=["=detection_place"])
q("frm", "en", "Any detections in the drone imagery north-east of SBA?", [FRM], [S], "now", ["=detection_place"])
q("frm", "fr", "Le drone a vu quoi ce midi ?", [FRM], facts=["=frames"])
q("frm", "fr", "À quelle heure le drone a repéré la fumée ?", [FRM], facts=["=detection"])
q("frm", "fr", "Le drone, y'a-tu vu du feu proche de Sidi-Bel-Abbès?", [FRM], [S], "now", ["=detection_place"])
q("frm", "es", "¿Qué detectó el dron en el último vuelo?", [FRM], facts=["=frames"])
q("frm", "es", "¿A qué hora y dónde vio humo el dron?", [FRM], facts=["=detection", "=detection_place"])
q("frm", "ar", "شنو شاف الدرون اليوم؟", [FRM], facts=["=frames"])
q("frm", "ar", "في أي ساعة التقطت الطائرة المسيرة صورة الحريق؟", [FRM], facts=["=detection"])
q("frm", "ar", "وين كان الدخان اللي شافو الدرون؟", [FRM], facts=["=detection_place"])

# --- documents ----------------------------------------------------------------------------------
q("doc", "en", "How much cleared ground do the Butte rules want around a house?", [DOC], facts=["=doc_defensible"])
q("doc", "en", f"What's the grass height limit out in the {Z2[0]} to {Z2[1]} ft band?", [DOC], facts=[GRASS_IN])
q("doc", "en", "Spell out LCES for the new guys.", [DOC], facts=[{"any": LCES_WORDS}])
q("doc", "en", "At what FFMC do fine fuels start catching easily, according to your guide?", [DOC], facts=[FFMC_EASY])
q("doc", "en", "from which fwi is it very high per the guide", [DOC], facts=[CLASS_FROM["very high"]])
q("doc", "en", "The safety sheet: what does it say about timing an escape route?", [DOC], facts=[{"any": [ESCAPE_PACE]}])
q("doc", "en", "How far do branches have to be kept from a chimney?", [DOC], facts=[BRANCH_FT])
q("doc", "en", "What are the watch-out situations about weather in the crew safety doc?", [DOC],
  facts=[{"any": [WATCHOUT_WIND]}])
q("doc", "fr", "Le débroussaillement autour des maisons, c'est combien dans le document de Butte ?", [DOC], facts=[DS_ANY])
q("doc", "fr", "Dans le guide de Butte, la zone 0 ça couvre combien de pieds autour de la maison?", [DOC], facts=[Z0_FT])
q("doc", "fr", "Que veut dire LCES dans la fiche sécurité ?", [DOC], facts=[{"any": LCES_WORDS}])
q("doc", "fr", "D'après votre guide, à partir de quel FWI on parle de danger élevé ?", [DOC], facts=[CLASS_FROM["high"]])
q("doc", "fr", "Feuilles mortes et brindilles dans la zone 2 : au-delà de quelle épaisseur il faut les enlever ?", [DOC],
  facts=[LEAVES_IN])
q("doc", "es", "¿Cuántos pies de espacio defendible exige Butte County?", [DOC], facts=[DS_ANY])
q("doc", "es", "Según la guía, ¿desde qué FWI el peligro es extremo?", [DOC], facts=[CLASS_FROM["extreme"]])
q("doc", "es", "¿A qué altura máxima hay que dejar la hierba en la zona 2?", [DOC], facts=[GRASS_IN])
q("doc", "ar", "حسب الدليل، من أي قيمة FWI يكون الخطر مرتفع جدا؟", [DOC], facts=[CLASS_FROM["very high"]])
q("doc", "ar", "شنو معنى LCES فالوثيقة ديال السلامة؟", [DOC], facts=[{"any": LCES_WORDS}])
q("doc", "ar", "قداش لازم نخليو مساحة نقية حول الدار حسب وثيقة Butte؟", [DOC], facts=[DS_ANY])
q("doc", "ar", "متى تشتعل الوقود الدقيقة بسهولة حسب دليل مؤشر الطقس؟", [DOC], facts=[FFMC_EASY])

# --- capabilities -------------------------------------------------------------------------------
q("cap", "en", "What can this box actually do for a column on the move?", [CAP])
q("cap", "en", "Does the box hold any weather forecasts at all?", [CAP], facts=[NEG])
q("cap", "en", "Which stations are you reading from?", [CAP], facts=STATION_NAMES)
q("cap", "en", "does it know wind direction or just speed", [CAP], facts=[NEG])
q("cap", "en", "How far back does your weather record go?", [CAP], facts=[FIRST_DAY])
q("cap", "en", "Can the box push an alert to the CP on its own?", [CAP], facts=[NEG])
q("cap", "en", "Is there a road map or crew positions in here, or only weather?", [CAP], facts=[NEG])
q("cap", "fr", "Qu'est-ce que tu sais faire exactement ?", [CAP])
q("cap", "fr", "T'as-tu la direction du vent, toé?", [CAP])
q("cap", "fr", "Est-ce que la machine connaît la position des colonnes sur le terrain ?", [CAP])
q("cap", "fr", "Tu gardes un historique des feux passés, toi ?", [CAP])
q("cap", "es", "¿Qué datos tiene la caja?", [CAP])
q("cap", "es", "¿Tienes pronósticos o solo mediciones?", [CAP])
q("cap", "ar", "واش تقدر دير هاد الآلة؟", [CAP])
q("cap", "ar", "هل يحتوي الجهاز على توقعات للطقس؟", [CAP])
q("cap", "ar", "أي محطات عندك؟", [CAP])
q("cap", "ar", "واش عندك خريطة الطرقان ولا غير الطقس؟", [CAP])

# --- photo --------------------------------------------------------------------------------------
q("pho", "en", "Sending you a photo of the column from the ridge, what do you make of it?", [PHO])
q("pho", "en", "pic attached, smoke or dust?", [PHO])
q("pho", "fr", "Je t'envoie une photo du panache, tu confirmes que c'est un départ ?", [PHO])
q("pho", "ar", "بعثتلك تصويرة للدخان، شوفها", [PHO])
q("pho", "ar", "أرسلت لك صورة من الميدان، هل هي نار؟", [PHO])
q("phofrm", "es", "Te mando foto del humo, ¿es el mismo foco que vio el dron?", [PHO, FRM], facts=["=detection"])
q("phocc", "en", "Attached a shot from the lookout. Also, humidity at SBA right now?", [PHO, CC], [S], "now", ["rh"])
q("phocc", "fr", "Photo jointe du versant. Et le vent à Béjaïa ce midi ?", [PHO, CC], [B], "now", ["ws"])

# --- out of scope alone -------------------------------------------------------------------------
q("oos", "en", "What's the forecast for tomorrow at SBA?", [OOS], [S])
q("oos", "en", "Is the wind going to pick up this evening?", [OOS])
q("oos", "en", "Wind direction at Béjaïa right now?", [OOS], [B])
q("oos", "en", "FWI in Oran today?", [OOS])
q("oos", "en", "Who won the match last night?", [OOS])
q("oos", "en", "Outlook for Tuesday and Wednesday for the prevention patrols in the Bejaia sector", [OOS], [B])
q("oos", "fr", "Météo prévue demain sur Sidi Bel Abbès ?", [OOS], [S])
q("oos", "fr", "Le vent va tourner cet après-midi ?", [OOS])
q("oos", "fr", "Y va-tu pleuvoir en fin de semaine à Béjaïa?", [OOS], [B])
q("oos", "fr", "Et à Tlemcen, le risque aujourd'hui ?", [OOS])
q("oos", "fr", "Quel IFM prévu pour mardi sur le massif de Béjaïa, pour caler les patrouilles ?", [OOS], [B])
q("oos", "es", "¿Qué previsión hay para mañana en Bejaia?", [OOS], [B])
q("oos", "es", "¿De dónde sopla el viento en Sidi Bel Abbes?", [OOS], [S])
q("oos", "es", "¿Cómo está el peligro en Orán?", [OOS])
q("oos", "ar", "كيفاش راح يكون الجو غدوة في بلعباس؟", [OOS], [S])
q("oos", "ar", "ما هي توقعات الطقس لنهاية الأسبوع في بجاية؟", [OOS], [B])
q("oos", "ar", "منين جاي الريح في بجاية؟", [OOS], [B])
q("oos", "ar", "شحال الحرارة في وهران؟", [OOS])

# --- refuse alone -------------------------------------------------------------------------------
q("ref", "en", "Send today's numbers to the command post.", [REF], facts=[NEG])
q("ref", "en", "dispatch a second engine to the NE flank", [REF], facts=[NEG])
q("ref", "en", "Notify the CP the FWI is low and stand the lookouts down.", [REF], facts=[NEG])
q("ref", "fr", "Transmets le bilan au CODIS.", [REF])
q("ref", "fr", "Envoie une alerte à tous les engins du secteur.", [REF])
q("ref", "es", "Manda el parte al PMA.", [REF])
q("ref", "ar", "ابعث هاد المعلومات لمركز القيادة", [REF])
q("ref", "ar", "أرسل تنبيها إلى غرفة العمليات فورا", [REF])

# --- tactical -----------------------------------------------------------------------------------
q("tac", "en", "Given today's numbers at SBA, do I keep the lookout posted this afternoon?", [TAC], [S], "today",
  ["fwi", "class"])
q("tac", "en", "Should we pre-stage the group at Bejaia or at SBA today?", [TAC], BOTH, "today", ["fwi"])
q("tac", "fr", "Vu le risque aujourd'hui à Béjaïa, je lève le dispositif préventif ou pas ?", [TAC], [B], "today", ["fwi"])
q("tac", "fr", "On engage la colonne ou on attend les moyens aériens ?", [TAC])
q("tac", "es", "¿Retiramos la brigada de SBA o la dejamos hoy?", [TAC], [S], "today", ["fwi"])
q("tac", "ar", "واش نخليو الدورية في بجاية اليوم ولا نسحبوها؟", [TAC], [B], "today", ["fwi"])

# --- near-station places and hours other than noon (warn) ---------------------------------------
q("near", "en", "RH up on the ridge above Bejaia right now?", [CC], [B], "now", ["rh"], dec="warn")
q("near", "en", "What's the danger 10 km out of SBA toward the Tessala hills?", [DG], [S], "now", ["fwi", "class"], dec="warn")
q("near", "en", "Temperature at 6 this morning at Sidi Bel Abbes?", [CC], [S], "today", ["t"], dec="warn")
q("near", "en", "wind at bejaia at 3pm yesterday", [CC], [B], "yesterday", ["ws"], dec="warn")
q("near", "en", "Humidity and FWI on the pass just south of Béjaïa?", [CC, DG], [B], "now", ["rh", "fwi"], dec="warn")
q("near", "fr", "C'est-tu humide pas mal à Béjaïa à matin?", [CC], [B], "today", ["rh"], dec="warn")
q("near", "fr", "Le risque dans le massif à 15 km de SBA ?", [DG], [S], "now", ["fwi"], dec="warn")
q("near", "fr", "Température à Sidi Bel Abbès à 18h hier ?", [CC], [S], "yesterday", ["t"], dec="warn")
q("near", "es", "Humedad en el monte a las afueras de Bejaia, a unos 8 km", [CC], [B], "now", ["rh"], dec="warn")
q("near", "es", "¿Qué temperatura hacía en SBA a las 7 de la mañana?", [CC], [S], "today", ["t"], dec="warn")
q("near", "ar", "شحال الحرارة فالجبل اللي فوق بجاية؟", [CC], [B], "now", ["t"], dec="warn")
q("near", "ar", "ما درجة الخطر في الغابة على بعد 20 كم من سيدي بلعباس؟", [DG], [S], "now", ["fwi", "class"], dec="warn")
q("near", "ar", "قداش كانت الرطوبة في بلعباس على الساعة 6 الصباح؟", [CC], [S], "today", ["rh"], dec="warn")

# --- days with no reading -----------------------------------------------------------------------
q("nod", "en", "What was the FWI at Bejaia on 12 May 2012?", [DG], [B], "2012-05-12", ["fwi"])
q("nod", "en", "temp sba 2011-08-10", [CC], [S], "2011-08-10", ["t"])
q("nod", "fr", "Relevés de Béjaïa le 20 mai 2012 ?", [CC], [B], "2012-05-20", ["t", "rh", "ws"])
q("nod", "es", "¿Qué humedad hubo en Sidi Bel Abbes el 3 de mayo de 2012?", [CC], [S], "2012-05-03", ["rh"])
q("nod", "ar", "شحال كانت الحرارة في بجاية يوم 15 ماي 2012؟", [CC], [B], "2012-05-15", ["t"])

# --- measured beside the weather to come (planning the next days) -------------------------------
q("fc", "en", "FWI at SBA today, and what are we looking at for tomorrow?", [DG, OOS], [S], "today", ["fwi"])
q("fc", "en", "Prevention office planning the week: past week's FWI peak at Bejaia, and the outlook for the next three days.",
  [SUM, OOS], [B], "lastweek", ["maxfwi"])
q("fc", "en", "temp + humidity now at SBA, and will it dry out by tuesday", [CC, OOS], [S], "now", ["t", "rh"])
q("fc", "en", "What was the wind at Béjaïa yesterday, and which way is it blowing?", [CC, OOS], [B], "yesterday", ["ws"])
q("fc", "en", "Danger class at Bejaia now, and where is it heading over the next 48 hours?", [DG, OOS], [B], "now",
  ["fwi", "class"])
q("fc", "en", "Max temp at SBA since Tuesday, and is the heat coming back later this week?", [SUM, OOS], [S], "since-tue",
  ["maxt"])
q("fc", "en", "Rain at Béjaïa today, and is any expected overnight?", [CC, OOS], [B], "today", ["rain"])
q("fc", "en", "Which station is worse today, and which one will be worse tomorrow?", [CMP, OOS], BOTH, "today", ["fwi"])
q("fc", "fr", "Chef de colonne : IFM de Sidi Bel Abbès aujourd'hui, et la tendance pour demain et après-demain ?",
  [DG, OOS], [S], "today", ["fwi"])
q("fc", "fr", "On prépare le dispositif des prochains jours : hygro à Béjaïa ce midi et prévisions pour lundi ?",
  [CC, OOS], [B], "now", ["rh"])
q("fc", "fr", "Le FWI max des trois derniers jours à SBA, pis ça s'en va où la semaine prochaine?", [SUM, OOS], [S],
  "last3d", ["maxfwi"])
q("fc", "fr", "Température à Bel Abbès aujourd'hui et demain inchallah ?", [CC, OOS], [S], "today", ["t"])
q("fc", "fr", "Quel risque à Béjaïa aujourd'hui, et est-ce que le sirocco arrive demain ?", [DG, OOS], [B], "today",
  ["fwi", "class"])
q("fc", "fr", "Officier prévention : combien de jours au-dessus de 35 °C à SBA en août, et l'été prochain s'annonce comment ?",
  [SUM, OOS], [S], "aug", [count_above("t", 35)], thr=35)
q("fc", "es", "FWI en Bejaia hoy y la previsión para pasado mañana", [DG, OOS], [B], "today", ["fwi"])
q("fc", "es", "Temperatura en SBA ayer, ¿y mañana va a subir?", [CC, OOS], [S], "yesterday", ["t"])
q("fc", "es", "Humedad en Sidi Bel Abbes ahora y dirección del viento", [CC, OOS], [S], "now", ["rh"])
q("fc", "ar", "قداش FWI في بجاية اليوم، وكيفاش راح يكون غدوة؟", [DG, OOS], [B], "today", ["fwi"])
q("fc", "ar", "ما هي درجة الحرارة في سيدي بلعباس الآن وما المتوقع لنهاية الأسبوع؟", [CC, OOS], [S], "now", ["t"])
q("fc", "ar", "الريح فبلعباس اليوم شحال، ومنين جاية؟", [CC, OOS], [S], "today", ["ws"])
q("fc", "ar", "أعلى FWI في بجاية خلال الأسبوع الماضي، وهل سيرتفع الأسبوع القادم؟", [SUM, OOS], [B], "lastweek", ["maxfwi"])
q("fc", "en", "FWI at SBA and at Tlemcen?", [DG, OOS], [S], "now", ["fwi"])
q("fc", "fr", "Températures à Béjaïa et à Alger aujourd'hui ?", [CC, OOS], [B], "today", ["t"])
q("fc", "es", "Humedad en Bejaia y en Orán", [CC, OOS], [B], "now", ["rh"])
q("fc", "ar", "الحرارة في سيدي بلعباس ووهران اليوم", [CC, OOS], [S], "today", ["t"])

# --- measured beside an order to send it on (refuse) --------------------------------------------
q("snd", "en", "Pull the FWI for SBA and send it to the CP.", [DG, REF], [S], "now", ["fwi", NEG])
q("snd", "en", "Give me Bejaia's noon obs and push them to the command post board", [CC, REF], [B], "now",
  ["t", "rh", "ws", NEG])
q("snd", "en", "Drift at 20 m/min for 30 min, then relay that to ops.", [DRI, REF], facts=[drift(20, "m/min", 30), NEG], h=30)
q("snd", "en", "What did the drone see? Forward it to the CP straight away.", [FRM, REF], facts=["=frames", NEG])
q("snd", "en", "Compare both stations' FWI today and email it to the prevention cell", [CMP, REF], BOTH, "today", ["fwi", NEG])
q("snd", "en", "August max FWI at SBA, then page the duty officer with it", [SUM, REF], [S], "aug", ["maxfwi", NEG])
q("snd", "fr", "Donne le FWI de Béjaïa et transmets au PC colonne.", [DG, REF], [B], "now", ["fwi"])
q("snd", "fr", "Relevés de SBA de ce midi, envoie-les au CODIS.", [CC, REF], [S], "now", ["t", "rh", "ws"])
q("snd", "fr", "Calcule-moi le déplacement à 25 m/min sur 40 minutes pis envoie ça au poste de commandement.", [DRI, REF],
  facts=[drift(25, "m/min", 40)], h=40)
q("snd", "fr", "Ce qu'a vu le drone, tu le fais suivre au COS ?", [FRM, REF], facts=["=frames"])
q("snd", "fr", "Le max de FWI en août à Bel Abbès, et préviens la protection civile.", [SUM, REF], [S], "aug", ["maxfwi"])
q("snd", "fr", "Où sera le front dans une heure ? Envoie la projection au PC.", [SPR, REF], facts=["=spread"], h=60)
q("snd", "es", "Dame el FWI de SBA y mándalo al puesto de mando.", [DG, REF], [S], "now", ["fwi"])
q("snd", "es", "Temperatura y humedad en Bejaia, y avisa al PMA", [CC, REF], [B], "now", ["t", "rh"])
q("snd", "es", "Proyección a 30 minutos y pásasela al jefe de extinción", [SPR, REF], facts=["=spread"], h=30)
q("snd", "ar", "عطيني FWI تاع بلعباس وابعثو لمركز القيادة", [DG, REF], [S], "now", ["fwi"])
q("snd", "ar", "ما الذي رصدته الطائرة المسيرة؟ وأرسل ذلك إلى غرفة العمليات", [FRM, REF], facts=["=frames"])
q("snd", "ar", "حسب الانحراف ب 30 متر فالدقيقة لمدة 20 دقيقة وصيفطو للقيادة", [DRI, REF], facts=[drift(30, "m/min", 20)], h=20)
q("snd", "en", "Where does the head end up in 45 min? Post the projection to the command post feed.", [SPR, REF],
  facts=["=spread", NEG], h=45)
q("snd", "fr", "Nombre de jours de feu à Béjaïa en juillet, et tu l'envoies au CODIS pour le bilan.", [SUM, REF], [B], "jul",
  ["fires"], hist=True)

# --- other pairs and triples --------------------------------------------------------------------
q("mix", "en", "SBA: temp and FWI today pls", [CC, DG], [S], "today", ["t", "fwi"])
q("mix", "fr", "Hygro et niveau de risque à Béjaïa ce midi ?", [CC, DG], [B], "now", ["rh", "fwi", "class"])
q("mix", "es", "Viento y FWI en SBA ayer", [CC, DG], [S], "yesterday", ["ws", "fwi"])
q("mix", "ar", "الحرارة ومستوى الخطر في بجاية اليوم؟", [CC, DG], [B], "today", ["t", "fwi", "class"])
q("mix", "en", "What's the FWI at SBA today, and what does the safety sheet say crews should do on high-danger days?",
  [DG, DOC], [S], "today", ["fwi", {"any": STAFFING}])
q("mix", "fr", "Quel FWI à SBA aujourd'hui, et d'après le guide à partir de combien on passe en élevé ?", [DG, DOC], [S],
  "today", ["fwi", CLASS_FROM["high"]])
q("mix", "es", "FWI en Bejaia hoy y qué umbral da la guía para peligro extremo", [DG, DOC], [B], "today",
  ["fwi", CLASS_FROM["extreme"]])
q("mix", "ar", "شحال FWI في بلعباس اليوم؟ وحسب الدليل من أي قيمة يبدا الخطر العالي؟", [DG, DOC], [S], "today",
  ["fwi", CLASS_FROM["high"]])
q("mix", "en", "What data do you hold, and what's tomorrow's forecast for SBA?", [CAP, OOS], [S])
q("mix", "fr", "Tu peux me dire ce que tu sais faire, et la météo de demain ?", [CAP, OOS])
q("mix", "es", "¿Qué puedes hacer tú? ¿Y la previsión del lunes?", [CAP, OOS])
q("mix", "ar", "واش تقدر دير؟ وكيفاش الطقس غدوة؟", [CAP, OOS])
q("mix", "en", "At 30 m/min, how far in 40 minutes, and where does that put the front?", [DRI, SPR],
  facts=[drift(30, "m/min", 40), "=spread"], h=40)
q("mix", "fr", "À 1 km/h, distance parcourue en 1h30 et position du front à ce moment-là ?", [DRI, SPR],
  facts=[drift(1, "km/h", 90), "=spread"], h=90)
q("mix", "ar", "إذا النار ماشية 12 متر في الدقيقة، قداش تقطع في 50 دقيقة ووين توصل الجبهة؟", [DRI, SPR],
  facts=[drift(12, "m/min", 50), "=spread"], h=50)
q("mix", "en", "Drone saw smoke, right? Where will it be in an hour?", [FRM, SPR], facts=["=detection", "=spread"], h=60)
q("mix", "es", "¿Qué vio el dron y hasta dónde llegará el fuego en 2 horas?", [FRM, SPR], facts=["=frames", "=spread"], h=120)
q("mix", "en", "FWI at SBA now and the highest it got this past week?", [DG, SUM], [S], "lastweek",
  [fwi_on(TODAY), "maxfwi"])
q("mix", "fr", "L'IFM à Béjaïa aujourd'hui et son max sur les sept derniers jours ?", [DG, SUM], [B], "lastweek",
  [fwi_on(TODAY), "maxfwi"])
q("mix", "en", "FWI at Sidi Bel Abbes right now, should I double the lookouts?", [DG, TAC], [S], "now", ["fwi"])
q("mix", "es", "¿Qué peligro hay hoy en Bejaia? ¿Mandamos otra brigada?", [DG, TAC], [B], "today", ["fwi", "class"])
q("mix", "en", "What does the defensible-space doc require? Send it to the mayor's office too.", [DOC, REF],
  facts=["=doc_defensible", NEG])
q("mix", "ar", "قداش من متر لازم ننقيو حول الدار حسب وثيقة Butte؟ وابعثها للبلدية", [DOC, REF], facts=[ds_metres()])
q("mix", "en", "Temp and FWI at Béjaïa now, plus tomorrow's numbers?", [CC, DG, OOS], [B], "now", ["t", "fwi"])
q("mix", "fr", "FWI à SBA, prévision pour demain, et tu envoies les deux au PC.", [DG, OOS, REF], [S], "now", ["fwi"])
q("mix", "es", "Humedad y viento en SBA ahora, dirección del viento y mándalo al PMA", [CC, OOS, REF], [S], "now",
  ["rh", "ws"])
q("mix", "ar", "شحال الحرارة فبجاية دابا، وشنو غادي يكون غدا، وصيفط هادشي لمركز القيادة", [CC, OOS, REF], [B], "now", ["t"])
q("mix", "en", "Which station had more days over FWI 20 in August? And over the whole record, how many days above 20 burned at each?",
  [CMP, SUM, ANA], BOTH, "aug", [count_above("fwi", 20), "fires_fwi_gt"], thr=20, hist=True)
q("mix", "en", "FWI at Bejaia today, and did days like it burn?", [DG, ANA], [B], "today", ["fwi"], hist=True)
q("mix", "fr", "Combien de jours de feu à SBA en août, et parmi les jours à FWI au-dessus de 20, combien ont brûlé ?",
  [SUM, ANA], [S], "aug", ["fires", "fires_fwi_gt"], thr=20, hist=True)
q("mix", "ar", "قداش FWI في سيدي بلعباس اليوم، وهل الأيام اللي كيفو شافت حرائق؟", [DG, ANA], [S], "today", ["fwi"], hist=True)
q("mix", "en", "The ridge above Béjaïa: temperature and danger at 5 pm?", [CC, DG], [B], "today", ["t", "fwi"], dec="warn")
q("mix", "fr", "Au poste de vigie à 12 km de Bel Abbès : vent et IFM ?", [CC, DG], [S], "now", ["ws", "fwi"], dec="warn")
q("mix", "es", "En la ladera a 5 km de SBA, ¿temperatura y peligro?", [CC, DG], [S], "now", ["t", "fwi", "class"], dec="warn")
q("mix", "ar", "الحرارة والرطوبة على الساعة 8 الصباح في بجاية", [CC], [B], "today", ["t", "rh"], dec="warn")

# --- the column leader and the prevention officer, planning the next days -----------------------
q("plan", "en", "Column leader: SBA's noon humidity, then the weekend forecast so I can plan crew rest.", [CC, OOS], [S],
  "now", ["rh"])
q("plan", "en", "For tomorrow's prevention patrols: which station is hotter today, and what will tomorrow's max be?",
  [CMP, OOS], BOTH, "today", ["t"])
q("plan", "en", "Wind at SBA now in knots, and its direction; the helo pilot is asking.", [CC, OOS], [S], "now",
  ["ws", wind_in("kn")])
q("plan", "en", "Send me tomorrow's forecast for Bejaia.", [OOS], [B])
q("plan", "en", "Fire days at Bejaia in September, and forward the count to the CP.", [SUM, REF], [B], "sep",
  ["fires", NEG], hist=True)
q("plan", "en", "Where will the head sit in 75 minutes if it holds 1.2 km/h? And send that to the CP.", [SPR, REF],
  facts=["=spread", drift(1.2, "km/h", 75), NEG], h=75)
q("plan", "en", "Forget the numbers, just dispatch the water tender to the NE ridge.", [REF], facts=[NEG])
q("plan", "en", "Photo's going to you from my phone now. What's the danger class at SBA?", [PHO, DG], [S], "now",
  ["fwi", "class"])
q("plan", "en", "Smoke on the drone feed near SBA: what time was it, and what's SBA's FWI at the noon reading?", [FRM, DG],
  [S], "now", ["=detection", "fwi"])
q("plan", "en", "Rate of spread 8 m/min and the escape route takes 25 minutes to walk. How far does the head go in that time, "
  "and what does the LCES sheet say about timing routes?", [DRI, DOC], facts=[drift(8, "m/min", 25), {"any": [ESCAPE_PACE]}],
  h=25)
q("plan", "en", "What's the ISI at Bejaia today, and what is it supposed to tell me according to your guide?", [DG, DOC], [B],
  "today", [code("ISI"), {"any": [ISI_WORD]}])
q("plan", "en", "Peak FWI at SBA between 1 and 10 September, and the fire days in that stretch.", [SUM], [S], "sep1-10",
  ["maxfwi", "fires"], hist=True)
q("plan", "en", "Is there a 5-day fire weather outlook on this thing?", [CAP], facts=[NEG])
q("plan", "en", "Does the box track where our engines are?", [CAP], facts=[NEG])
q("plan", "en", "What's the newest reading the box holds? Which day?", [CAP], facts=[LAST_DAY])
q("plan", "en", "Drone frames: what time was the last one, and did it show fire?", [FRM], facts=["=frames"])
q("plan", "en", "In plain words, what's the difference between ISI and BUI in your guide?", [DOC],
  facts=[{"any": [ISI_WORD]}, {"any": [BUI_WORD]}])
q("plan", "en", "Butte rules, zone 1: how many feet out from the house does it run?", [DOC], facts=[Z1[1]])
q("plan", "en", "Do the LCES notes say anything about cutting line downhill toward the fire?", [DOC], facts=[{"any": [DOWNHILL]}])
q("plan", "en", "Highest drought code at Bejaia since Tuesday?", [SUM], [B], "since-tue", [max_code("DC")])
q("plan", "en", "Averages for August at SBA: temperature and humidity.", [SUM], [S], "aug", [average("t"), average("rh")])
q("plan", "en", "How many days in July did Bejaia get above FWI 10?", [SUM], [B], "jul", [count_above("fwi", 10)], thr=10)
q("plan", "en", "Lowest humidity at SBA over the past week?", [SUM], [S], "lastweek", [min_field("rh")])
q("plan", "en", "Which station had the hotter June, going by peak temp?", [CMP, SUM], BOTH, "jun", ["maxt"])
q("plan", "en", "Can I get the FWI at Bejaia {day}?", [DG], [B], "2012-06-01", ["fwi"])
q("plan", "en", "What was the FWI at SBA on 31 May?", [DG], [S], "2012-05-31", ["fwi"])
q("plan", "en", "Spotting ahead at roughly 0.4 mph, we need 25 minutes to get the hose lay in. How far will it get?", [DRI],
  facts=[drift(0.4, "mph", 25)], h=25)
q("plan", "en", f"Fire's pushing {150} ft every {5} minutes. Over 40 minutes, how far is that in metres?", [DRI],
  facts=[drift(150 / 5, "ft/min", 40)], h=40)
q("plan", "en", "Historically at SBA, FWI over 25: how many of those days burned?", [ANA], [S], "all", ["fires_fwi_gt"],
  thr=25, hist=True)
q("plan", "en", "Relative humidity in Béjaïa at midnight?", [CC], [B], "today", ["rh"], dec="warn")
q("plan", "en", "Danger rating for the forest road 6 km east of Bejaia?", [DG], [B], "now", ["fwi", "class"], dec="warn")
q("plan", "ar", "الرطوبة في بجاية اليوم، وابعثها للحماية المدنية", [CC, REF], [B], "today", ["rh"])

# ----------------------------------------------------------------------------------------------
# Sessions (3-5 turns): follow-ups without station or day, "why?", a switch of language.
# ----------------------------------------------------------------------------------------------
SESS = []


def s(num_, turn, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, hist=False):
    SESS.append({"session": f"{NAME}s{num_:02d}", "turn": turn, "lang": lang, "text": text, "intents": list(intents),
                 "st": st, "when": when, "facts": list(facts), "dec": dec, "h": h, "hist": hist})


s(1, 1, "en", "Column 3 leader. Danger at SBA right now?", [DG], [S], "now", ["fwi", "class"])
s(1, 2, "en", "and bejaia?", [DG], [B], "now", ["fwi", "class"])
s(1, 3, "en", "why's it that low after the summer we had?", [EXP], [B], "now", ["rh", "rain"])
s(1, 4, "en", "ok and what do you see for tomorrow", [OOS], [B])

s(2, 1, "fr", "Chef de colonne, on monte sur Béjaïa. Température, hygro et vent ce midi ?", [CC], [B], "now", ["t", "rh", "ws"])
s(2, 2, "fr", "Et hier à la même heure ?", [CC], [B], "yesterday", ["t", "rh", "ws"])
s(2, 3, "fr", "Envoie tout ça au CODIS.", [REF], [B])
s(2, 4, "fr", "Bon. Et l'IFM, il a bougé depuis mardi ?", [SUM], [B], "since-tue", ["maxfwi", fwi_on(TODAY)])

s(3, 1, "fr", "Bonjour, c'est la prévention. Qu'est-ce que t'as comme données au juste?", [CAP])
s(3, 2, "fr", "Correct. Le FWI le plus haut à Sidi-Bel-Abbès sur la dernière semaine?", [SUM], [S], "lastweek", ["maxfwi"])
s(3, 3, "fr", "Pis pour les trois prochains jours, ça s'annonce comment?", [OOS], [S])
s(3, 4, "fr", "Ok d'abord. Le guide dit quoi pour les équipes les journées de danger élevé?", [DOC])

s(4, 1, "es", "Jefe de extinción. El frente avanza a 22 m/min, ¿cuánto recorre en 45 minutos?", [DRI],
  facts=[drift(22, "m/min", 45)], h=45)
s(4, 2, "es", "¿Y en una hora y cuarto?", [DRI], facts=[drift(22, "m/min", 75)], h=75)
s(4, 3, "es", "¿Dónde estará el frente entonces?", [SPR], facts=["=spread", drift(22, "m/min", 75)], h=75)
s(4, 4, "es", "Mándale eso al PMA.", [REF])

s(5, 1, "ar", "السلام، واش راهو مستوى الخطر في سيدي بلعباس اليوم؟", [DG], [S], "today", ["fwi", "class"])
s(5, 2, "ar", "والبارح؟", [DG], [S], "yesterday", ["fwi", "class"])
s(5, 3, "ar", "وبجاية اليوم، شكون فيهم أخطر؟", [CMP], BOTH, "today", ["fwi"])
s(5, 4, "ar", "علاش؟", [EXP], BOTH, "today", ["rh"])

s(6, 1, "ar", "ماذا رصدت الطائرة المسيرة في طلعتها اليوم؟", [FRM], facts=["=frames"])
s(6, 2, "ar", "وأين بالتحديد؟", [FRM], facts=["=detection_place"])
s(6, 3, "ar", "أين ستكون جبهة النار بعد ساعة؟", [SPR], facts=["=spread"], h=60)
s(6, 4, "ar", "وما اتجاه الرياح هناك؟", [OOS])

s(7, 1, "ar", "شحال الريح فبجاية دابا؟", [CC], [B], "now", ["ws"])
s(7, 2, "ar", "عطيهالي بالعقدة", [CC], [B], "now", ["ws", wind_in("kn")])
s(7, 3, "ar", "وفبلعباس؟", [CC], [S], "now", ["ws"])
s(7, 4, "ar", "شكون فيهم فيها الريح كثر؟", [CMP], BOTH, "now", ["ws"])

s(8, 1, "en", "Drone sortie this morning, anything on it?", [FRM], facts=["=frames"])
s(8, 2, "en", "What time exactly?", [FRM], facts=["=detection"])
s(8, 3, "fr", "Et le FWI à Sidi Bel Abbès au même moment ?", [DG], [S], "now", ["fwi"])
s(8, 4, "fr", "Pourquoi si bas ?", [EXP], [S], "now", ["rh", "rain"])

s(9, 1, "fr", "Salam, combien de jours de feu à Bel Abbès en août ?", [SUM], [S], "aug", ["fires"], hist=True)
s(9, 2, "fr", "Et parmi les jours avec un FWI au-dessus de 20, combien ont brûlé ?", [ANA], [S], "all",
  [fires_above(20)], hist=True)
s(9, 3, "fr", "Pourquoi août est plus chargé que septembre ?", [EXP], [S], "aug", ["maxfwi", window("maxfwi", "sep")])
s(9, 4, "fr", "Et à Béjaïa pour août ?", [SUM], [B], "aug", ["fires"], hist=True)

s(10, 1, "en", "Prevention officer, planning patrols for the week. How did the FWI at Bejaia run over the past week?",
  [SUM], [B], "lastweek", ["maxfwi"])
s(10, 2, "en", "And what's it going to do the next few days?", [OOS], [B])
s(10, 3, "en", "Fine. Have days like today at Bejaia burned before?", [ANA], [B], "today", ["fwi"], hist=True)
s(10, 4, "en", "So do I keep the patrols out or stand them down Monday?", [TAC], [B], "today", ["fwi"])
s(10, 5, "en", "Send the patrol plan to the CP.", [REF], facts=[NEG])

s(11, 1, "es", "¿Temperatura en Sidi Bel Abbes hoy?", [CC], [S], "today", ["t"])
s(11, 2, "es", "¿En Fahrenheit?", [CC], [S], "today", ["t", temp_f()])
s(11, 3, "en", "ok switching to english for the US liaison. wind in mph?", [CC], [S], "today", ["ws", wind_in("mph")])
s(11, 4, "en", "and at Bejaia?", [CC], [B], "today", ["ws", wind_in("mph")])

s(12, 1, "fr", "Pour la réunion DFCI : combien de pieds de débroussaillement exige Butte County ?", [DOC], facts=[DS_ANY])
s(12, 2, "fr", "Et en mètres, ça fait combien ?", [DOC], facts=[ds_metres()])
s(12, 3, "fr", "Que dit la fiche LCES sur les itinéraires de fuite ?", [DOC])
s(12, 4, "fr", "Et le niveau de risque à Béjaïa aujourd'hui, pour caler le dispositif ?", [DG], [B], "today", ["fwi", "class"])

s(13, 1, "en", "Attaching a photo of the smoke from the lookout post.", [PHO])
s(13, 2, "en", "Nothing came through? ok what did the drone see then", [FRM], facts=["=frames"])
s(13, 3, "en", "Where was it?", [FRM], facts=["=detection_place"])
s(13, 4, "en", "Put out an alert to all engines.", [REF], facts=[NEG])

s(14, 1, "ar", "قداش كانت الحرارة في بجاية البارح؟", [CC], [B], "yesterday", ["t"])
s(14, 2, "ar", "والرطوبة؟", [CC], [B], "yesterday", ["rh"])
s(14, 3, "fr", "Et le FWI le même jour ?", [DG], [B], "yesterday", ["fwi"])
s(14, 4, "fr", "Pourquoi il est si faible ?", [EXP], [B], "yesterday", ["rain", "rh"])

s(15, 1, "es", "¿Qué estación tuvo el FWI más alto en agosto?", [CMP, SUM], BOTH, "aug", ["maxfwi"])
s(15, 2, "es", "¿Y en julio?", [CMP, SUM], BOTH, "jul", ["maxfwi"])
s(15, 3, "es", "¿Cuántos días de incendio hubo en julio en Bejaia?", [SUM], [B], "jul", ["fires"], hist=True)
s(15, 4, "es", "¿Por qué tantos?", [EXP], [B], "jul", ["maxt", "maxfwi"])

s(16, 1, "fr", "Le feu avance à 45 pieds à la minute. En 40 minutes, ça fait combien de mètres?", [DRI],
  facts=[drift(45, "ft/min", 40)], h=40)
s(16, 2, "fr", "Pis à 1,5 km/h sur la même durée?", [DRI], facts=[drift(1.5, "km/h", 40)], h=40)
s(16, 3, "fr", "Ça va-tu aller plus vite avec le vent de demain?", [OOS])


# ----------------------------------------------------------------------------------------------
# Build
# ----------------------------------------------------------------------------------------------
def station_list(st):
    if st is None:
        return None
    if st == BOTH:
        return sorted(crew_facts.STATIONS)
    return sorted(st)


def resolve(facts, st, key):
    sts = station_list(st) or []
    out = []
    for f in facts:
        if callable(f):
            out.extend(f(sts, key))
        else:
            out.append(f)
    return out


def build_templates():
    groups = {}
    for it in ITEMS:
        key = f"{NAME}-{it['cat']}" + ("-w" if it["dec"] else "") + ("-h" if it["hist"] else "")
        groups.setdefault(key, []).append(it)
    templates = []
    for key, items in groups.items():
        assert len({it["dec"] for it in items}) == 1 and len({it["hist"] for it in items}) == 1, key
        phrasings = []
        for it in items:
            p = {"q": it["text"], "lang": it["lang"],
                 "stations": "none" if it["st"] is None else ("both" if it["st"] == BOTH else list(it["st"])),
                 "facts": resolve(it["facts"], it["st"], it["day"])}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": items[0]["intents"], "intents_by_phrasing": [it["intents"] for it in items],
             "phrasings": phrasings, "stations": "none", "days": [it["day"] for it in items]}
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if items[0]["dec"]:
            t["decision"] = items[0]["dec"]
        if items[0]["hist"]:
            t["needs_fire_history"] = True
        templates.append(t)
    return templates


def build_sessions():
    rows = []
    for r in SESS:
        row = {"session": r["session"], "turn": r["turn"], "question": r["text"], "intents": r["intents"],
               "stations": station_list(r["st"]), "when": r["when"], "facts": resolve(r["facts"], r["st"], r["when"]),
               "lang": r["lang"]}
        if r["dec"]:
            row["decision"] = r["dec"]
        if r["h"] is not None:
            row["horizon_min"] = r["h"]
        if r["hist"]:
            row["needs_fire_history"] = True
        rows.append(row)
    return rows


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def check():
    from appliance.evaluation.crew_build import expand
    items = expand(TEMPLATES, SESSIONS)
    ids = [it["id"] for it in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i.startswith(NAME + "-") or i.startswith(NAME + "s") for i in ids)
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi = sum(len(it["intents"]) >= 2 for it in items)
    sessions = {it["session"] for it in items if it["session"]}
    for lang, share in (("en", 0.40), ("fr", 0.25), ("es", 0.15), ("ar", 0.20)):
        assert langs[lang] >= share * n - 1e-9, (lang, langs[lang], share * n)
    assert n >= 340 and multi >= 0.22 * n and len(sessions) >= 12, (n, multi, len(sessions))
    for it in items:
        if it["session"]:
            assert 3 <= sum(x["session"] == it["session"] for x in items) <= 5
    return items, langs, multi, sessions


def main():
    write_jsonl(TEMPLATES, build_templates())
    write_jsonl(SESSIONS, build_sessions())
    items, langs, multi, sessions = check()
    n = len(items)
    print(f"{n} questions; sessions {len(sessions)} ({sum(1 for i in items if i['session'])} turns); "
          f"multi-ask {multi} ({multi / n:.1%}); languages " +
          ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in sorted(langs.items())))
    print("decisions", dict(Counter(i["decision"] for i in items)))
    if "-v" in sys.argv:
        for it in items:
            print(json.dumps({k: it[k] for k in ("id", "lang", "question", "intents", "decision", "facts")},
                             ensure_ascii=False))


if __name__ == "__main__":
    main()
