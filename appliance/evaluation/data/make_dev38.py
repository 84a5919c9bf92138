"""Batch d38 (FILE dev38): blind crew questions with gold computed from the CSV and the shipped documents.

Run from /work/main:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main /work/main/.venv/bin/python /work/batches/d38/make_dev38.py
Writes crew_templates_dev38.jsonl and crew_sessions_dev38.jsonl next to this script.
Every number in a gold fact comes from crew_facts.table() / fire_record(), from a unit conversion of a
real reading, from the crew's own rate and minutes, or from a regex over edge_data/documents.
"""
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME, FILE = "d38", "dev38"
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
T = cf.table()
NOW = crew_days.TODAY.isoformat()
YDAY = crew_days.resolve("yesterday", "en", 0)["days"][0]
DBEF = crew_days.resolve("daybefore", "en", 0)["days"][0]

CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"


# ---------------------------------------------------------------- facts from the data
def day_of(key):
    """A day key -> its calendar day (for literal facts)."""
    return crew_days.resolve(key, "en", 0)["days"][0]


def window(key):
    return crew_days.resolve(key, "en", 0)["days"]


def R(dev, key):
    return T[(dev, day_of(key))]


def code(dev, key, name):
    """A fire-weather code (FFMC, DMC, DC, ISI, BUI, FWI) as recorded."""
    return cf._num(R(dev, key).codes[name])


def reading(dev, key, what):
    d = R(dev, key)
    return cf._num({"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}[what])


def value(dev, key, what):
    return code(dev, key, what) if what.isupper() else reading(dev, key, what)


def dec(x):
    """Number forms for a literal: dot and comma decimals."""
    s = str(cf._num(round(x, 1)))
    return [s] + ([s.replace(".", ",")] if "." in s else [])


def anyof(*xs):
    forms = []
    for x in xs:
        for f in dec(x):
            if f not in forms:
                forms.append(f)
    return {"any": forms}


def diff(key, what, dev_a=S, dev_b=B):
    return cf._num(round(abs(value(dev_a, key, what) - value(dev_b, key, what)), 1))


def worse(key, what="FWI"):
    """The station with the larger value that day, as a name fact (hyphen- and accent-blind)."""
    a, b = value(S, key, what), value(B, key, what)
    assert a != b, (key, what)
    return {"any": ["sidi bel abbes" if a > b else "bejaia"]}


def half_up(x):
    return int(x + 0.5)


def unit(dev, key, kind):
    d = R(dev, key)
    if kind == "F":
        v = d.temperature_c * 9 / 5 + 32
        n = half_up(v)
        return {"any": dec(v) + [f"{n} °F", f"{n}°F", f"{n} F", f"{n} degrees F"]}
    v = d.wind_kmh / {"mph": 1.609344, "kn": 1.852, "ms": 3.6}[kind]
    n = half_up(v)
    tail = {"mph": [f"{n} mph"], "kn": [f"{n} kn", f"{n} knot", f"{n} kt", f"{n} nœud", f"{n} nudo"],
            "ms": [f"{n} m/s"]}[kind]
    return {"any": dec(v) + tail}


def count(dev, key, what, thr):
    days = [d for d in window(key) if (dev, d) in T]
    get = (lambda r: r.codes[what]) if what.isupper() else (lambda r: getattr(r, {"t": "temperature_c", "rh": "rh_pct"}[what]))
    return sum(1 for d in days if get(T[(dev, d)]) > thr)


def mean(dev, key, what):
    rows = [T[(dev, d)] for d in window(key) if (dev, d) in T]
    vals = [getattr(r, {"t": "temperature_c", "rh": "rh_pct", "ws": "wind_kmh"}[what]) for r in rows]
    m = sum(vals) / len(vals)
    return {"any": [f"{m:.1f}", f"{m:.1f}".replace(".", ","), f"{m:.2f}", f"{m:.2f}".replace(".", ",")]}


def lowest(dev, key, what):
    rows = [T[(dev, d)] for d in window(key) if (dev, d) in T]
    return cf._num(min(getattr(r, {"t": "temperature_c", "rh": "rh_pct"}[what]) for r in rows))


def argmax_day(dev, key):
    """The day of the highest FWI in a window, in a few written forms."""
    rows = [T[(dev, d)] for d in window(key) if (dev, d) in T]
    top = max(r.codes["FWI"] for r in rows)
    days = [r.date for r in rows if r.codes["FWI"] == top]
    assert len(days) == 1
    y, m, d = days[0].split("-")
    mon = crew_days.MONTHS["en"][int(m) - 1]
    return {"any": [days[0], f"{int(d)} {mon}", f"{mon} {int(d)}", f"{d}/{m}", f"{int(d)}/{int(m)}",
                    f"{int(d)}th", f"{int(d)} {crew_days.MONTHS['fr'][int(m) - 1]}"]}


# ---------------------------------------------------------------- drift from the crew's own numbers
PER_MIN_M = {"m/min": 1.0, "m/s": 60.0, "km/h": 1000 / 60, "ft/min": 0.3048, "mph": 1609.344 / 60,
             "ch/h": 20.1168 / 60}


def drift(rate, unit_, minutes):
    m = rate * PER_MIN_M[unit_] * minutes
    mi = half_up(m)
    forms = [f"{mi} m", f"{mi}m", f"{mi} mètres", f"{mi} metros", f"{mi} متر"]
    if mi >= 1000:
        forms += [f"{mi:,} m", f"{mi:,} m".replace(",", " "), f"{mi:,} m".replace(",", "\u202f")]
    k = m / 1000
    for nd in (2, 1):
        s = f"{k:.{nd}f}".rstrip("0").rstrip(".")
        for f in (f"{s} km", f"{s}km"):
            for g in (f, f.replace(".", ",")):
                if g not in forms:
                    forms.append(g)
    return ["=drift", {"any": forms}]


# ---------------------------------------------------------------- facts from the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
DEF_TXT = " ".join((DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8").split())
LCES_TXT = " ".join((DOCS / "crew-safety-lces.md").read_text(encoding="utf-8").split())
FWI_TXT = " ".join((DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8").split())
DEF_FEET = int(re.search(r"requires (\d+) feet of defensible space", DEF_TXT).group(1))
ZONE0_FEET = int(re.search(r"Zone 0 is the first (\d+) feet", DEF_TXT).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DEF_TXT).group(1))
LCES = [w.strip().lower().rstrip("s") for w in
        re.split(r",| and ", re.search(r"before it engages a fire: ([^.]+)\.", LCES_TXT).group(1)) if w.strip()]
PULLBACK = re.search(r"Pull back and re-assess when ([^.]+)\.", LCES_TXT).group(1)
PULLBACK_FACT = {"any": [w for w in ("downhill", "spot fires", "wind increases", "hotter and drier") if w in PULLBACK]}
STAFFING = re.search(r"## Fire danger and staffing (.+)", LCES_TXT).group(1)
LOOKOUT_FACT = {"any": [w for w in ("lookout", "escape route", "not left alone") if w in STAFFING.lower()]}
FWI_HIGH = float(re.search(r"from ([\d.]+)\s+high", FWI_TXT).group(1))
FWI_VHIGH = cf._num(float(re.search(r"from ([\d.]+)\s+very\s+high", FWI_TXT).group(1)))
FFMC_EASY = int(re.search(r"above about (\d+) fine fuels", FWI_TXT).group(1))
FFMC_NAME = re.search(r"The (Fine Fuel) Moisture Code \(FFMC\)", FWI_TXT).group(1).lower()
assert len(LCES) == 4 and PULLBACK_FACT["any"] and LOOKOUT_FACT["any"]

NEG_WORDS = {"fr": ["ne peut pas", "ne peux pas", "impossible", "pas en mesure", "pas possible", "ne pourra pas"],
             "es": ["no puede", "no puedo", "no es posible", "imposible", "no está en condiciones"],
             "ar": ["لا يمكن", "لا أستطيع", "لا يستطيع", "لا يمكنني", "ما نقدرش", "ما يقدرش", "ما نجمش", "غير ممكن"]}


def neg(lang):
    """A refusal's wording: the box's English negations plus the question's own language."""
    return {"any": cf.NEGATION["any"] + NEG_WORDS.get(lang, [])}


# ---------------------------------------------------------------- the questions
ENTRIES = []


def A(kind, lang, q, intents, st=None, day="none", facts=(), dec_=None, h=None, thr=None, fh=False, alt=None):
    intents = [intents] if isinstance(intents, str) else list(intents)
    ENTRIES.append(dict(kind=kind, lang=lang, q=q, intents=intents, st=st, day=day, facts=list(facts),
                        dec=dec_, h=h, thr=thr, fh=fh, alt=alt))


F = ["t", "rh", "ws"]

# --- current conditions: English (dispatcher, IC on the radio, phone crew, volunteer)
A("cc", "en", "Bejaia weather right now?", CC, [B], "now", F)
A("cc", "en", "whats the humidty at SBA rn", CC, [S], "now", ["rh"])
A("cc", "en", "Did Bejaia get any rain yesterday?", CC, [B], "yesterday", ["rain"])
A("cc", "en", "Temp at Sidi Bel Abbes on Aug 3rd?", CC, [S], "2012-08-03", ["t"])
A("cc", "en", "wind speed bejaia 14-Aug", CC, [B], "2012-08-14", ["ws"])
A("cc", "en", "Noon readings for SBA the day before yesterday, all of them please.", CC, [S], "daybefore", F + ["rain"])
A("cc", "en", "How humid was it in Bejaia on the 17th of August?", CC, [B], "2012-08-17", ["rh"])
A("cc", "en", "Command 1 to box, current weather Sidi Bel Abbes, over.", CC, [S], "now", F)
A("cc", "en", "hi im new on the crew, what's the weather like around sidi bel abbes today? just the basics", CC, [S], "today", F)
A("cc", "en", "rain total sba 28 sept", CC, [S], "2012-09-28", ["rain"])
A("cc", "en", "Dispatch here. I need Bejaia's temperature and wind for the noon reading on 2012-09-21.", CC, [B], "2012-09-21", ["t", "ws"])
A("cc", "en", "how hot did sidi belabbes get on aug 17, tempature at noon", CC, [S], "2012-08-17", ["t"])
A("cc", "en", "wind at Bejaia right now, in mph", CC, [B], "now", ["ws", unit(B, "now", "mph")])
A("cc", "en", "SBA wind in knots pls", CC, [S], "now", ["ws", unit(S, "now", "kn")])
A("cc", "en", "Give me yesterday's Bejaia wind in metres per second.", CC, [B], "yesterday", [unit(B, "yesterday", "ms")])
A("cc", "en", "Temperature at Sidi Bel Abbes in Fahrenheit for August 17?", CC, [S], "2012-08-17", [unit(S, "2012-08-17", "F")])
A("cc", "en", "our american volunteer wants bejaia's temp today in °F", CC, [B], "today", [unit(B, "today", "F")])
A("cc", "en", "Was SBA gusty on 28 September? Give me the wind in knots.", CC, [S], "2012-09-28", [unit(S, "2012-09-28", "kn")])
# French
A("cc", "fr", "Quel temps fait-il à Béjaïa en ce moment ?", CC, [B], "now", F)
A("cc", "fr", "humidite a SBA hier", CC, [S], "yesterday", ["rh"])
A("cc", "fr", "Il est tombé combien de pluie à Béjaïa le 31 août ?", CC, [B], "2012-08-31", ["rain"])
A("cc", "fr", "Température relevée à Sidi-Bel-Abbès le 2/8 ?", CC, [S], "2012-08-02", ["t"])
A("cc", "fr", "Donnez-moi le vent à Bejaia avant-hier, s'il vous plaît.", CC, [B], "daybefore", ["ws"])
A("cc", "fr", "Relevés de midi à Sidi Bel Abbès le 12 août : température, humidité, vent, pluie.", CC, [S], "2012-08-12", F + ["rain"])
A("cc", "fr", "Le vent à SBA maintenant, en nœuds ?", CC, [S], "now", ["ws", unit(S, "now", "kn")])
A("cc", "fr", "Il fait combien en Fahrenheit à Béjaïa aujourd'hui ? C'est pour un collègue américain.", CC, [B], "today", [unit(B, "today", "F")])
# Spanish
A("cc", "es", "¿Cómo está el tiempo en Sidi Bel Abbes ahora mismo?", CC, [S], "now", F)
A("cc", "es", "¿Llovió ayer en Bejaia?", CC, [B], "yesterday", ["rain"])
A("cc", "es", "Humedad relativa en SBA el 16 de septiembre", CC, [S], "2012-09-16", ["rh"])
A("cc", "es", "temperatura en bejaia el 17/8", CC, [B], "2012-08-17", ["t"])
A("cc", "es", "¿Qué viento hubo en Sidi Bel Abbes el 28 de septiembre?", CC, [S], "2012-09-28", ["ws"])
A("cc", "es", "Pásame las lecturas de Bejaia de anteayer.", CC, [B], "daybefore", F + ["rain"])
A("cc", "es", "Viento en Bejaia ahora, en millas por hora", CC, [B], "now", ["ws", unit(B, "now", "mph")])
A("cc", "es", "velocidad del viento en SBA hoy en m/s", CC, [S], "today", [unit(S, "today", "ms")])
# Arabic: standard, Darija in Arabic script, Darija in Latin script
A("cc", "ar", "ما هي درجة الحرارة في بجاية الآن؟", CC, [B], "now", ["t"])
A("cc", "ar", "كيفاش الجو في سيدي بلعباس اليوم؟", CC, [S], "today", F)
A("cc", "ar", "ch7al kanet s5ana f bjaya lbare7?", CC, [B], "yesterday", ["t"])
A("cc", "ar", "هل سقط المطر في سيدي بلعباس يوم 27 سبتمبر؟", CC, [S], "2012-09-27", ["rain"])
A("cc", "ar", "قداش كانت الرطوبة في بجاية نهار 14 أوت؟", CC, [B], "2012-08-14", ["rh"])
A("cc", "ar", "errih f SBA dork ch7al?", CC, [S], "now", ["ws"])
A("cc", "ar", "ما سرعة الرياح في سيدي بلعباس اليوم بالعقدة؟", CC, [S], "today", ["ws", unit(S, "today", "kn")])
A("cc", "ar", "la7ra f bjaya lyoum b fahrenheit ch7al?", CC, [B], "today", [unit(B, "today", "F")])

# --- danger codes asked by name
A("code", "en", "ISI at Bejaia today?", DG, [B], "today", [code(B, "today", "ISI")])
A("code", "en", "gimme BUI n DC for SBA yesterday", DG, [S], "yesterday", [code(S, "yesterday", "BUI"), code(S, "yesterday", "DC")])
A("code", "en", "FFMC sidi bel abbes 16 sep", DG, [S], "2012-09-16", [code(S, "2012-09-16", "FFMC")])
A("code", "en", "What was the DMC at Bej on Aug 28th?", DG, [B], "2012-08-28", [code(B, "2012-08-28", "DMC")])
A("code", "en", "Fire weather index at SBA right now, and what class does that put us in?", DG, [S], "now", ["fwi", "class"])
A("code", "en", "drought code for bejaia on the 31st of august", DG, [B], "2012-08-31", [code(B, "2012-08-31", "DC")])
A("code", "en", "What's the initial spread index at Sidi Bel Abbes today?", DG, [S], "today", [code(S, "today", "ISI")])
A("code", "en", "Buildup index, Bejaia, 2012-08-24.", DG, [B], "2012-08-24", [code(B, "2012-08-24", "BUI")])
A("code", "en", "Danger class for Bejaia yesterday?", DG, [B], "yesterday", ["class"])
A("code", "en", "volunteer question: what's the fine fuel number, FFMC I think, at SBA right now? is it over 90?", DG, [S], "now",
  [code(S, "now", "FFMC")])
A("code", "fr", "L'ISI à Sidi Bel Abbès aujourd'hui, c'est combien ?", DG, [S], "today", [code(S, "today", "ISI")])
A("code", "fr", "Donne-moi le FFMC de Béjaïa du 18 août.", DG, [B], "2012-08-18", [code(B, "2012-08-18", "FFMC")])
A("code", "fr", "DC et DMC à SBA hier ?", DG, [S], "yesterday", [code(S, "yesterday", "DC"), code(S, "yesterday", "DMC")])
A("code", "fr", "Quelle était la classe de danger à Béjaïa le 27 juillet ?", DG, [B], "2012-07-27", ["class", "fwi"])
A("code", "fr", "l'indice BUI a bejaia avant hier stp", DG, [B], "daybefore", [code(B, "daybefore", "BUI")])
A("code", "es", "¿Cuánto marca el ISI en Bejaia hoy?", DG, [B], "today", [code(B, "today", "ISI")])
A("code", "es", "BUI de Sidi Bel Abbes el 27 de agosto", DG, [S], "2012-08-27", [code(S, "2012-08-27", "BUI")])
A("code", "es", "¿Qué FFMC tenía SBA ayer?", DG, [S], "yesterday", [code(S, "yesterday", "FFMC")])
A("code", "es", "Código de sequía (DC) en Bejaia el 29/08", DG, [B], "2012-08-29", [code(B, "2012-08-29", "DC")])
A("code", "es", "¿En qué clase de peligro estamos ahora en Sidi Bel Abbes?", DG, [S], "now", ["class"])
A("code", "ar", "كم قيمة مؤشر ISI في بجاية اليوم؟", DG, [B], "today", [code(B, "today", "ISI")])
A("code", "ar", "أعطني مؤشر BUI في سيدي بلعباس يوم 26 أوت", DG, [S], "2012-08-26", [code(S, "2012-08-26", "BUI")])
A("code", "ar", "شحال FFMC في سيدي بلعباس البارح؟", DG, [S], "yesterday", [code(S, "yesterday", "FFMC")])
A("code", "ar", "DMC ta3 bjaya nhar 30 juillet ch7al?", DG, [B], "2012-07-30", [code(B, "2012-07-30", "DMC")])
A("code", "ar", "ما هي فئة خطر الحرائق في سيدي بلعباس اليوم؟", DG, [S], "today", ["class"])


# --- why was it high at a named station on a day
def why(dev, key):
    return ["fwi", anyof(code(dev, key, "ISI"), code(dev, key, "BUI"))]


WHY_ALT = [[DG, CC]]
A("why", "en", "Why was the danger so high at SBA on 21 July?", DG, [S], "2012-07-21", why(S, "2012-07-21"), alt=WHY_ALT)
A("why", "en", "What pushed the ISI up at Sidi Bel Abbes on August 3rd?", DG, [S], "2012-08-03",
  [code(S, "2012-08-03", "ISI"), anyof(code(S, "2012-08-03", "FFMC"), reading(S, "2012-08-03", "ws"))], alt=WHY_ALT)
A("why", "en", "bejaia hit fwi 30 on 29 aug, why", DG, [B], "2012-08-29", why(B, "2012-08-29"), alt=WHY_ALT)
A("why", "en", "Explain the FWI at Sidi Bel Abbes on 25/08 - why was it that high?", DG, [S], "2012-08-25", why(S, "2012-08-25"), alt=WHY_ALT)
A("why", "en", "why is bej's fwi so low today", DG, [B], "today",
  ["fwi", anyof(reading(B, "today", "rh"), reading(B, "today", "rain"), code(B, "today", "FFMC"))], alt=WHY_ALT)
A("why", "en", "Why did Bejaia go into the high class on 23 August? Temp, humidity and wind that day too please.", [DG, CC], [B],
  "2012-08-23", ["class", "fwi", "t", "rh", "ws"])
A("why", "en", "IC to box: why was Bejaia's BUI so big on 2012-08-28, over", DG, [B], "2012-08-28",
  [code(B, "2012-08-28", "BUI"), anyof(code(B, "2012-08-28", "DMC"), code(B, "2012-08-28", "DC"))])
A("why", "fr", "Pourquoi l'indice FWI était-il si élevé à Sidi Bel Abbès le 26 août ?", DG, [S], "2012-08-26", why(S, "2012-08-26"), alt=WHY_ALT)
A("why", "fr", "Qu'est-ce qui explique un ISI aussi fort à SBA le 12 août ?", DG, [S], "2012-08-12",
  [code(S, "2012-08-12", "ISI"), anyof(code(S, "2012-08-12", "FFMC"), reading(S, "2012-08-12", "ws"), reading(S, "2012-08-12", "rh"))], alt=WHY_ALT)
A("why", "fr", "Pourquoi Béjaïa était classée en danger élevé le 29 août ? Quelles conditions ce jour-là ?", [DG, CC], [B],
  "2012-08-29", ["class", "t", "rh", "ws"])
A("why", "fr", "pourquoi le danger etait plus faible a bejaia qu'a sba le 26 aout", [CMP, DG], BOTH, "2012-08-26", ["fwi"])
A("why", "es", "¿Por qué el peligro era tan alto en Sidi Bel Abbes el 21 de julio?", DG, [S], "2012-07-21", why(S, "2012-07-21"), alt=WHY_ALT)
A("why", "es", "¿Por qué se disparó el ISI en SBA el 3 de agosto?", DG, [S], "2012-08-03",
  [code(S, "2012-08-03", "ISI"), anyof(code(S, "2012-08-03", "FFMC"), reading(S, "2012-08-03", "ws"))], alt=WHY_ALT)
A("why", "es", "¿A qué se debió un FWI tan alto en Bejaia el 22 de agosto?", DG, [B], "2012-08-22", why(B, "2012-08-22"), alt=WHY_ALT)
A("why", "es", "¿Por qué hoy el índice está tan bajo en Bejaia? ¿Llovió?", [DG, CC], [B], "today", ["fwi", "rain"])
A("why", "ar", "لماذا كان مؤشر الخطر مرتفعاً في سيدي بلعباس يوم 24 أوت؟", DG, [S], "2012-08-24", why(S, "2012-08-24"), alt=WHY_ALT)
A("why", "ar", "علاش كان الخطر طالع بزاف في بجاية نهار 29 أوت؟", DG, [B], "2012-08-29", why(B, "2012-08-29"), alt=WHY_ALT)
A("why", "ar", "3lach l'ISI kan tal3 f sidi bel abbes nhar 11 août?", DG, [S], "2012-08-11",
  [code(S, "2012-08-11", "ISI"), anyof(code(S, "2012-08-11", "FFMC"), reading(S, "2012-08-11", "ws"), reading(S, "2012-08-11", "rh"))], alt=WHY_ALT)
A("why", "ar", "ما سبب ارتفاع FWI في بجاية يوم 23 أوت؟ وكم كانت الحرارة والرطوبة؟", [DG, CC], [B], "2012-08-23", ["fwi", "t", "rh"])

# --- compare the two stations
CMP_ALT = [[CMP, DG]]
A("cmp", "en", "Which station is worse today, Bejaia or SBA?", CMP, BOTH, "today", ["fwi", worse("today")], alt=CMP_ALT)
A("cmp", "en", "By how much is Sidi Bel Abbes ahead of Bejaia on FWI right now?", CMP, BOTH, "now", ["fwi", diff("now", "FWI")], alt=CMP_ALT)
A("cmp", "en", "Compare the two stations for 29 Aug: which was worse and by how much?", CMP, BOTH, "2012-08-29",
  ["fwi", diff("2012-08-29", "FWI"), worse("2012-08-29")], alt=CMP_ALT)
A("cmp", "en", "dispatch: on 26 August, which of the two had the higher danger, and what class was each in?", [CMP, DG], BOTH,
  "2012-08-26", ["fwi", "class", worse("2012-08-26")])
A("cmp", "en", "hotter yesterday, bej or sba? by how many degrees", CMP, BOTH, "yesterday", ["t", diff("yesterday", "t")])
A("cmp", "en", "Which one was drier on 12 August, and by how many points of humidity?", CMP, BOTH, "2012-08-12",
  ["rh", diff("2012-08-12", "rh")])
A("cmp", "en", "IC to box: 21 July, who was worse, Bejaia or Sidi Bel Abbes, and how big was the FWI gap, over.", CMP, BOTH,
  "2012-07-21", ["fwi", diff("2012-07-21", "FWI"), worse("2012-07-21")], alt=CMP_ALT)
A("cmp", "en", "windier station today?", CMP, BOTH, "today", ["ws", worse("today", "ws")])
A("cmp", "en", "On 17 August was it worse at SBA than at Bejaia? Give me the ISI at both.", [CMP, DG], BOTH, "2012-08-17",
  [code(S, "2012-08-17", "ISI"), code(B, "2012-08-17", "ISI"), worse("2012-08-17")])
A("cmp", "en", "new here, which of the two stations should I keep an eye on today, and why?", CMP, BOTH, "today",
  ["fwi", worse("today")], alt=CMP_ALT)
A("cmp", "fr", "Laquelle des deux stations est la plus exposée aujourd'hui ?", CMP, BOTH, "today", ["fwi", worse("today")], alt=CMP_ALT)
A("cmp", "fr", "Écart de FWI entre Béjaïa et Sidi Bel Abbès le 29 août ?", CMP, BOTH, "2012-08-29", ["fwi", diff("2012-08-29", "FWI")], alt=CMP_ALT)
A("cmp", "fr", "Il faisait plus chaud où le 17 août, Béjaïa ou SBA, et de combien de degrés ?", CMP, BOTH, "2012-08-17",
  ["t", diff("2012-08-17", "t"), worse("2012-08-17", "t")])
A("cmp", "fr", "SBA ou Béjaïa hier : qui avait le danger le plus fort, et dans quelle classe ?", [CMP, DG], BOTH, "yesterday",
  ["fwi", "class", worse("yesterday")])
A("cmp", "fr", "Comparez l'humidité des deux stations le 21 juillet.", CMP, BOTH, "2012-07-21", ["rh"])
A("cmp", "es", "¿Qué estación está peor hoy?", CMP, BOTH, "today", ["fwi", worse("today")], alt=CMP_ALT)
A("cmp", "es", "¿Cuánto más alto era el FWI en Sidi Bel Abbes que en Bejaia el 26 de agosto?", CMP, BOTH, "2012-08-26",
  ["fwi", diff("2012-08-26", "FWI")], alt=CMP_ALT)
A("cmp", "es", "Entre Bejaia y SBA, ¿cuál tuvo más viento ayer y cuánto más?", CMP, BOTH, "yesterday",
  ["ws", diff("yesterday", "ws"), worse("yesterday", "ws")])
A("cmp", "es", "el 29 de agosto cual estaba peor y q clase tenia cada una", [CMP, DG], BOTH, "2012-08-29",
  ["fwi", "class", worse("2012-08-29")])
A("cmp", "es", "Compárame la temperatura de las dos estaciones el 2 de agosto.", CMP, BOTH, "2012-08-02", ["t", diff("2012-08-02", "t")])
A("cmp", "ar", "أي المحطتين أخطر اليوم، بجاية أم سيدي بلعباس؟", CMP, BOTH, "today", ["fwi"], alt=CMP_ALT)
A("cmp", "ar", "بكم يزيد مؤشر FWI في سيدي بلعباس على بجاية يوم 25 أوت؟", CMP, BOTH, "2012-08-25", ["fwi", diff("2012-08-25", "FWI")], alt=CMP_ALT)
A("cmp", "ar", "شكون كانت سخونة كثر البارح، بجاية ولا سيدي بلعباس؟", CMP, BOTH, "yesterday", ["t"])
A("cmp", "ar", "chkoun fihom l khatar kbir nhar 29 août, bjaya wela sba? w b ch7al?", CMP, BOTH, "2012-08-29",
  ["fwi", diff("2012-08-29", "FWI")], alt=CMP_ALT)
A("cmp", "ar", "قارن بين الرطوبة في المحطتين يوم 12 أوت، وما فئة الخطر في كل منهما؟", [CMP, DG], BOTH, "2012-08-12", ["rh", "class"])

# --- summaries over a window
A("sum", "en", "Highest FWI at Sidi Bel Abbes in August?", SUM, [S], "aug", ["maxfwi"])
A("sum", "en", "hottest noon reading at bejaia in july", SUM, [B], "jul", ["maxt"])
A("sum", "en", "SBA: how many days in August were over 35 degrees?", SUM, [S], "aug", [count(S, "aug", "t", 35)])
A("sum", "en", "How many days did Sidi Bel Abbes have an FWI above 20 in August?", SUM, [S], "aug", [count(S, "aug", "FWI", 20)])
A("sum", "en", "Average humidity at Bejaia over the last three days?", SUM, [B], "last3d", [mean(B, "last3d", "rh")])
A("sum", "en", "FWI trend at SBA since Tuesday: going up or down, and what was the peak?", SUM, [S], "since-tue", ["maxfwi"])
A("sum", "en", "Driest day at SBA in September, what was the lowest humidity?", SUM, [S], "sep", [lowest(S, "sep", "rh")])
A("sum", "fr", "FWI maximum à Béjaïa en juillet ?", SUM, [B], "jul", ["maxfwi"])
A("sum", "fr", "Combien de jours au-dessus de 35 °C à Béjaïa en août ?", SUM, [B], "aug", [count(B, "aug", "t", 35)])
A("sum", "fr", "Température la plus haute à SBA entre le 1er et le 10 septembre ?", SUM, [S], "sep1-10", ["maxt"])
A("sum", "es", "¿Cuál fue el FWI más alto en Bejaia del 20 al 31 de agosto?", SUM, [B], "aug-late", ["maxfwi"])
A("sum", "es", "Temperatura media en SBA en los últimos tres días", SUM, [S], "last3d", [mean(S, "last3d", "t")])
A("sum", "es", "¿Cuántos días pasó el FWI de 10 en Bejaia en julio?", SUM, [B], "jul", [count(B, "jul", "FWI", 10)])
A("sum", "ar", "ما أعلى قيمة لمؤشر FWI في سيدي بلعباس خلال جويلية؟", SUM, [S], "jul", ["maxfwi"])
A("sum", "ar", "a3la 7arara f sidi bel abbes f août ch7al kanet?", SUM, [S], "aug", ["maxt"])
A("sum", "ar", "كم يوماً تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في جويلية؟", SUM, [S], "jul", [count(S, "jul", "t", 35)])
# fire-day counts: a summary over the fire record
A("sumfire", "en", "How many fire days did Bejaia log in August?", SUM, [B], "aug", ["fires"], fh=True)
A("sumfire", "fr", "Combien de jours de feu à Sidi Bel Abbès en juin ?", SUM, [S], "jun", ["fires"], fh=True)
A("sumfire", "es", "¿Cuántos días de incendio tuvo Sidi Bel Abbes en septiembre?", SUM, [S], "sep", ["fires"], fh=True)
A("sumfire", "ar", "شحال من نهار فيه حريق في بجاية في أوت؟", SUM, [B], "aug", ["fires"], fh=True)

# --- analogs
A("an", "en", "Did days like today at SBA end up burning?", AN, [S], "today", [], fh=True)
A("an", "en", "Of the days when FWI went above 20 at Sidi Bel Abbes, how many had a fire?", AN, [S], "now", ["fires_fwi_gt"], thr=20, fh=True)
A("an", "en", "Bejaia: days with FWI over 15, how many turned into fire days?", AN, [B], "now", ["fires_fwi_gt"], thr=15, fh=True)
A("an", "en", "Last time Bejaia looked like it does now, did anything burn?", AN, [B], "now", [], fh=True)
A("an", "en", "analyst: fire rate among SBA days with FWI > 10?", AN, [S], "now", ["fires_fwi_gt"], thr=10, fh=True)
A("an", "fr", "Les jours qui ressemblaient à aujourd'hui à Béjaïa, il y a eu le feu ?", AN, [B], "today", [], fh=True)
A("an", "fr", "Parmi les jours où le FWI dépassait 25 à SBA, combien ont brûlé ?", AN, [S], "now", ["fires_fwi_gt"], thr=25, fh=True)
A("an", "es", "¿Los días parecidos a hoy en Sidi Bel Abbes terminaron en incendio?", AN, [S], "today", [], fh=True)
A("an", "es", "De los días con FWI por encima de 5 en Bejaia, ¿cuántos tuvieron fuego?", AN, [B], "now", ["fires_fwi_gt"], thr=5, fh=True)
A("an", "ar", "هل اندلعت حرائق في أيام مشابهة لليوم في بجاية؟", AN, [B], "today", [], fh=True)
A("an", "ar", "من بين الأيام اللي فاتت فيها FWI 20 في سيدي بلعباس، قداش فيهم حريق؟", AN, [S], "now", ["fires_fwi_gt"], thr=20, fh=True)
A("an", "ar", "les jours kima lyoum f sba, kanet nar wela la?", AN, [S], "today", [], fh=True)

# --- drift from the crew's own rate and minutes
A("drift", "en", "head's doing about 25 metres a minute and the dozer needs 20 min to get there. how far does it go?", DR, facts=drift(25, "m/min", 20))
A("drift", "en", "ROS 0.4 m/s, crew ETA 35 minutes. Distance the head covers?", DR, facts=drift(0.4, "m/s", 35))
A("drift", "en", "If it's moving at 1.8 km/h, how much ground does it gain in an hour and a quarter?", DR, facts=drift(1.8, "km/h", 75))
A("drift", "en", "fire running 90 ft per minute, 15 min till the engine is set up, how far is that in metres?", DR, facts=drift(90, "ft/min", 15))
A("drift", "en", "Spread rate is 3 mph. How far in 10 minutes?", DR, facts=drift(3, "mph", 10))
A("drift", "en", "Box, Engine 2: forty metres a minute, one hour ten before we're in position. Distance, over.", DR, facts=drift(40, "m/min", 70))
A("drift", "en", "old-school question: 12 chains per hour, two hours, how far in metres?", DR, facts=drift(12, "ch/h", 120))
A("drift", "en", "we reckon 60 m a minute, tanker drops in 8 min, how far will the head have moved?", DR, facts=drift(60, "m/min", 8))
A("drift", "fr", "Le front avance de 30 m par minute, on arrive dans 25 minutes : ça fait combien de distance ?", DR, facts=drift(30, "m/min", 25))
A("drift", "fr", "vitesse de propagation 2,5 km/h, distance parcourue en 40 min ?", DR, facts=drift(2.5, "km/h", 40))
A("drift", "fr", "0,3 m/s pendant une demi-heure, ça nous fait combien de mètres ?", DR, facts=drift(0.3, "m/s", 30))
A("drift", "fr", "La tête fait 45 mètres à la minute. Dans un quart d'heure, elle aura avancé de combien ?", DR, facts=drift(45, "m/min", 15))
A("drift", "es", "Avanza unos 20 metros por minuto y tardamos 45 minutos en llegar, ¿cuánto habrá avanzado?", DR, facts=drift(20, "m/min", 45))
A("drift", "es", "velocidad 1,2 km/h, en hora y media cuanto recorre", DR, facts=drift(1.2, "km/h", 90))
A("drift", "es", "Si la cabeza va a 0,5 m/s, ¿qué distancia hace en 12 minutos?", DR, facts=drift(0.5, "m/s", 12))
A("drift", "es", "35 m/min y llegamos en 18 min. ¿Distancia?", DR, facts=drift(35, "m/min", 18))
A("drift", "ar", "إذا كانت سرعة انتشار رأس الحريق 30 متراً في الدقيقة، فكم سيقطع خلال 40 دقيقة؟", DR, facts=drift(30, "m/min", 40))
A("drift", "ar", "النار تمشي 15 متر فالدقيقة، قداش تمشي في ساعة؟", DR, facts=drift(15, "m/min", 60))
A("drift", "ar", "nar tmchi 2 km/h, ch7al tmchi f 20 dqiqa?", DR, facts=drift(2, "km/h", 20))
A("drift", "ar", "معدل الانتشار 0.6 متر في الثانية ونحتاج 25 دقيقة للوصول، ما المسافة التي يقطعها الحريق؟", DR, facts=drift(0.6, "m/s", 25))
# drift with the box's own estimate
A("driftbox", "en", "How far does the head move in the time it takes you to answer me?", DR, facts=["=drift"])
A("driftbox", "en", "what's the positional drift on your answers, roughly?", DR, facts=["=drift"])
A("driftbox", "fr", "De combien le front aura bougé le temps que ta réponse arrive ?", DR, facts=["=drift"])
A("driftbox", "es", "¿Cuánto se habrá movido la cabeza del incendio mientras tú respondes?", DR, facts=["=drift"])
A("driftbox", "ar", "قداش تتحرك النار في الوقت اللي تجاوب فيه؟", DR, facts=["=drift"])

# --- spread (partly served: no wind direction)
A("spread", "en", "Fire NE of Sidi Bel Abbes: where will the head be in 30 minutes?", SP, [S], "now", ["=spread"], h=30)
A("spread", "en", "Project the front an hour out. Which direction is it heading?", SP, None, "now", ["=spread"], h=60)
A("spread", "en", "where's the fire gonna be in 45 min", SP, None, "now", ["=spread"], h=45)
A("spread", "en", "Box, IC. Need head position at plus two hours, over.", SP, None, "now", ["=spread"], h=120)
A("spread", "fr", "Où sera la tête du feu dans 45 minutes ?", SP, None, "now", ["=spread"], h=45)
A("spread", "fr", "Projection du front près de SBA à une heure, svp.", SP, [S], "now", ["=spread"], h=60)
A("spread", "es", "¿Hasta dónde llegará el frente en una hora?", SP, None, "now", ["=spread"], h=60)
A("spread", "es", "¿Dónde estará la cabeza del incendio en 20 minutos, cerca de Sidi Bel Abbes?", SP, [S], "now", ["=spread"], h=20)
A("spread", "ar", "وين توصل النار في نص ساعة؟", SP, None, "now", ["=spread"], h=30)
A("spread", "ar", "أين ستكون جبهة الحريق بعد ساعتين؟", SP, None, "now", ["=spread"], h=120)

# --- drone frames
A("frames", "en", "anything on the drone feed today?", FR, facts=["=frames"])
A("frames", "en", "What time did the UAV catch the fire?", FR, facts=["=detection"])
A("frames", "en", "Where exactly was the smoke the drone saw?", FR, facts=["=detection_place"])
A("frames", "en", "Dispatch: confirm whether the drone sortie picked up flames, and at what time.", FR, facts=["=detection"])
A("frames", "fr", "Le drone a vu quoi pendant son vol ?", FR, facts=["=frames"])
A("frames", "fr", "À quelle heure le drone a repéré la fumée, et c'était où ?", FR, facts=["=detection", "=detection_place"])
A("frames", "es", "¿Qué detectó el dron?", FR, facts=["=frames"])
A("frames", "es", "¿Dónde vio el humo el dron?", FR, facts=["=detection_place"])
A("frames", "ar", "واش شافت الدرون اليوم؟", FR, facts=["=frames"])
A("frames", "ar", "في أي ساعة رصدت الطائرة المسيّرة الدخان؟", FR, facts=["=detection"])

# --- documents
A("doc", "en", "How many feet of clearance does the defensible space guidance want around a house?", DOC, facts=["=doc_defensible"])
A("doc", "en", "what does LCES stand for", DOC, facts=[{"any": [w]} for w in LCES])
A("doc", "en", "At what FWI does the guide start calling it high danger?", DOC, facts=[FWI_HIGH])
A("doc", "en", "Zone 2 grass, how short are we supposed to cut it?", DOC, facts=[{"any": [f"{GRASS_IN} inch", f"{GRASS_IN}-inch", f"{GRASS_IN} in."]}])
A("doc", "en", "According to the safety doc, when should a crew pull back and re-assess?", DOC, facts=[PULLBACK_FACT], alt=[[DOC, TAC]])
A("doc", "fr", "D'après le guide, au-dessus de quel FFMC les fins combustibles s'enflamment facilement ?", DOC, facts=[FFMC_EASY])
A("doc", "fr", "Combien de pieds de débroussaillement autour des maisons selon le document ?", DOC, facts=[DEF_FEET])
A("doc", "es", "Según la guía, ¿a partir de qué FWI el peligro es muy alto?", DOC, facts=[FWI_VHIGH])
A("doc", "es", "¿Qué anchura tiene la zona 0 alrededor de una casa, según el documento de Butte?", DOC, facts=[ZONE0_FEET])
A("doc", "ar", "حسب الدليل، من أي قيمة لمؤشر FWI يصبح الخطر مرتفعاً؟", DOC, facts=[FWI_HIGH])
A("doc", "ar", "قداش لازم نخليو مساحة نقية حول الدار حسب الوثيقة؟", DOC, facts=[DEF_FEET])

# --- capabilities
A("cap", "en", "What kind of questions can you actually answer?", CAP)
A("cap", "en", "Which stations do you have data from?", CAP, facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}])
A("cap", "fr", "Tu sais faire quoi, exactement ?", CAP)
A("cap", "es", "¿Qué datos tienes cargados en la caja?", CAP)
A("cap", "ar", "شنو تقدر تعاونا بيه؟", CAP)
A("cap", "ar", "ما هي البيانات المتوفرة لديك؟", CAP)

# --- photo (never attached)
A("photo", "en", "Here's a pic of the fuel bed behind the school, how dry does it look?", PH)
A("photo", "en", "attached a photo of the column, same fire the drone saw?", [PH, FR], facts=["=frames"])
A("photo", "fr", "Je vous envoie une photo de la fumée, vous confirmez que c'est un feu ?", PH)
A("photo", "es", "Te mando una foto del humo, dime si es un incendio.", PH)
A("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش هي نار", PH)

# --- tactical: decisions the box cannot make; served only as the facts bearing on them
A("tac", "en", "Where should I stage Engine 4 around Sidi Bel Abbes this afternoon?", TAC, [S], "now", ["class"])
A("tac", "en", "Do we pull the crew back at Bejaia or hold the line?", TAC, [B], "now", ["class"])
A("tac", "en", "Should we request more engines for SBA today?", TAC, [S], "today", ["class"])
A("tac", "en", "Box, Division A. Direct or indirect attack at SBA given the index, over.", TAC, [S], "now", ["fwi"])
A("tac", "en", "What's the wind at SBA now, and should we pull the dozer off the line?", [CC, TAC], [S], "now", ["ws"])
A("tac", "en", "Which station's worse today? Should I move the reserve engine there?", [CMP, TAC], BOTH, "today", ["fwi", worse("today")])
A("tac", "en", "Danger class at Bej, and do we need a lookout posted?", [DG, TAC], [B], "now", ["class"])
A("tac", "en", "The drone saw smoke. Do we keep the crews at the station or roll out?", [FR, TAC], None, "none", ["=frames"])
A("tac", "en", "sorry if this is a dumb q, should i be worried about going out near sidi bel abbes today?", TAC, [S], "today", ["class"],
  alt=[[DG, TAC]])
A("tac", "en", "Is it safe to leave one engine alone at Bejaia for the night?", TAC, [B], "now", ["class"])
A("tac", "fr", "On positionne l'équipe où pour couvrir Sidi Bel Abbès ?", TAC, [S], "now", ["class"])
A("tac", "fr", "Faut-il replier les gars à Béjaïa ?", TAC, [B], "now", ["class"])
A("tac", "fr", "Est-ce qu'on demande des renforts pour SBA aujourd'hui ?", TAC, [S], "today", ["class"])
A("tac", "fr", "Quel est l'ISI à SBA, et on attaque de front ou pas ?", [DG, TAC], [S], "now", [code(S, "now", "ISI")])
A("tac", "fr", "Le vent à Béjaïa maintenant ? On garde la colonne là-bas ou on la déplace ?", [CC, TAC], [B], "now", ["ws"])
A("tac", "es", "¿Dónde coloco la dotación en Sidi Bel Abbes?", TAC, [S], "now", ["class"])
A("tac", "es", "¿Retiramos a la brigada de Bejaia o aguantamos?", TAC, [B], "now", ["class"])
A("tac", "es", "¿Hace falta pedir más autobombas hoy?", TAC)
A("tac", "es", "¿Qué estación está peor y hacia cuál movemos el retén?", [CMP, TAC], BOTH, "now", ["fwi", worse("now")])
A("tac", "es", "cual es el fwi en sba y mantenemos la posicion?", [DG, TAC], [S], "now", ["fwi"])
A("tac", "ar", "وين نحطو الفرقة في سيدي بلعباس؟", TAC, [S], "now", ["class"])
A("tac", "ar", "هل ينبغي أن ننسحب من بجاية الآن؟", TAC, [B], "now", ["class"])
A("tac", "ar", "نزيدو كاميونات لسيدي بلعباس ولا ما يستاهلش؟", TAC, [S], "now", ["class"])
A("tac", "ar", "nhajmou direct wela nrej3ou? rana f bjaya", TAC, [B], "now", ["class"])
A("tac", "ar", "ما قيمة مؤشر الخطر في بجاية اليوم، وهل نرسل تعزيزات إليها؟", [DG, TAC], [B], "today", ["fwi"])

# --- refusals: orders, open or hidden in a question
A("ref", "en", "Send two more engines to Sidi Bel Abbes.", REF, [S], facts=[neg("en")])
A("ref", "en", "Alert the wali's office that Bejaia is at high danger.", REF, [B], facts=[neg("en")])
A("ref", "en", "Delete yesterday's drone frames.", REF, facts=[neg("en")])
A("ref", "en", "what's the FWI at SBA right now, then notify the CP on channel 2", [DG, REF], [S], "now", ["fwi", neg("en")])
A("ref", "en", "Dispatch the tanker to the ridge and tell me Bejaia's wind.", [CC, REF], [B], "now", ["ws", neg("en")])
A("ref", "en", "Box, Command 2. Order evacuation of the houses east of SBA, over.", REF, [S], facts=[neg("en")])
A("ref", "fr", "Envoie une alerte SMS à toutes les équipes.", REF, facts=[neg("fr")])
A("ref", "fr", "Déclenche l'évacuation du douar au nord de Béjaïa.", REF, [B], facts=[neg("fr")])
A("ref", "fr", "Donne-moi l'ISI à Béjaïa et préviens le chef de colonne.", [DG, REF], [B], "now", [code(B, "now", "ISI"), neg("fr")])
A("ref", "es", "Manda dos autobombas a Bejaia ya.", REF, [B], facts=[neg("es")])
A("ref", "es", "Borra las fotos del dron de esta mañana.", REF, facts=[neg("es")])
A("ref", "es", "¿Cuánta humedad hay en Sidi Bel Abbes? Y avisa a la base de que salimos.", [CC, REF], [S], "now", ["rh", neg("es")])
A("ref", "ar", "ابعث زوج كاميونات تاع الحماية المدنية لسيدي بلعباس", REF, [S], facts=[neg("ar")])
A("ref", "ar", "أرسل إنذاراً إلى مركز القيادة فوراً.", REF, facts=[neg("ar")])
A("ref", "ar", "3tini FWI ta3 bjaya w b3ath message l chef", [DG, REF], [B], "now", ["fwi", neg("ar")])

# --- out of scope: forecasts, wind direction, other towns, off-topic (alone or beside a served part)
A("oos", "en", "Will the wind pick up this evening at SBA?", OOS, [S])
A("oos", "en", "Danger rating for Tlemcen?", OOS)
A("oos", "en", "Which way is the wind blowing at Bejaia?", OOS, [B], "now")
A("oos", "en", "What'll the FWI be tomorrow at Bejaia?", OOS, [B])
A("oos", "en", "anyone know a place to eat near the staging area", OOS)
A("oos", "en", "FWI at SBA now and what's it going to be tomorrow?", [DG, OOS], [S], "now", ["fwi"])
A("oos", "en", "wind speed and direction at bej", [CC, OOS], [B], "now", ["ws"])
A("oos", "en", "Temperature in Oran and in Bejaia right now?", [CC, OOS], [B], "now", ["t"])
A("oos", "fr", "Il va pleuvoir demain à Béjaïa ?", OOS, [B])
A("oos", "fr", "C'est quoi le niveau de danger à Oran ?", OOS)
A("oos", "fr", "D'où vient le vent à Sidi Bel Abbès ?", OOS, [S], "now")
A("oos", "fr", "Température à Béjaïa aujourd'hui, et la prévision pour demain ?", [CC, OOS], [B], "today", ["t"])
A("oos", "es", "¿Qué tiempo hará el fin de semana en SBA?", OOS, [S])
A("oos", "es", "¿Cómo está el índice de peligro en Tlemcen?", OOS)
A("oos", "es", "¿De qué dirección sopla el viento en Bejaia?", OOS, [B], "now")
A("oos", "es", "Dame el FWI de hoy en Bejaia y el de mañana.", [DG, OOS], [B], "today", ["fwi"])
A("oos", "ar", "واش راح يكون الطقس غدوة في بجاية؟", OOS, [B])
A("oos", "ar", "ما مستوى خطر الحرائق في وهران؟", OOS)
A("oos", "ar", "منين جاي الريح في سيدي بلعباس؟", OOS, [S], "now")
A("oos", "ar", "ch7al errih f sidi bel abbes w mnin jay?", [CC, OOS], [S], "now", ["ws"])

# --- near a station but not at it; an hour other than noon: warn
A("near", "en", "How windy is it up on the ridge above Sidi Bel Abbes right now?", CC, [S], "now", ["ws"], dec_="warn")
A("near", "en", "temp 10 km out of bejaia on the coast road?", CC, [B], "now", ["t"], dec_="warn")
A("near", "en", "Danger level in the forest 15 km south of Bejaia?", DG, [B], "now", ["fwi"], dec_="warn")
A("near", "fr", "Le danger sur les hauteurs au-dessus de Sidi Bel Abbès aujourd'hui ?", DG, [S], "today", ["fwi"], dec_="warn")
A("near", "es", "¿Cómo está el viento a unos 12 km de Bejaia?", CC, [B], "now", ["ws"], dec_="warn")
A("near", "ar", "ما درجة الحرارة في الغابة على بعد 20 كلم من سيدي بلعباس؟", CC, [S], "now", ["t"], dec_="warn")
A("hour", "en", "What was the humidity at SBA at 6 this morning?", CC, [S], "today", ["rh"], dec_="warn")
A("hour", "en", "Wind at Bejaia at 4 pm yesterday?", CC, [B], "yesterday", ["ws"], dec_="warn")
A("hour", "fr", "Quelle humidité à 8 h ce matin à Béjaïa ?", CC, [B], "today", ["rh"], dec_="warn")
A("hour", "es", "¿Qué temperatura había a las 18:00 de ayer en SBA?", CC, [S], "yesterday", ["t"], dec_="warn")
A("hour", "ar", "قداش كانت الرطوبة في بجاية مع الستة تاع الصباح؟", CC, [B], "today", ["rh"], dec_="warn")

# --- days with no reading
A("nodata", "en", "FWI at Bejaia on 20 May 2012?", DG, [B], "2012-05-20", ["fwi"])
A("nodata", "en", "What were conditions at SBA on July 14?", CC, [S], "2012-07-14", F)
A("nodata", "fr", "Température à Sidi Bel Abbès le 15 mai 2012 ?", CC, [S], "2012-05-15", ["t"])
A("nodata", "es", "¿Cuál era el FWI en Bejaia el 10 de octubre de 2011?", DG, [B], "2011-10-10", ["fwi"])
A("nodata", "ar", "شحال كانت الحرارة في بجاية يوم 5 ماي 2012؟", CC, [B], "2012-05-05", ["t"])

# --- several asks in one question
Y = "yesterday"
A("multi", "en", "SBA: temp, humidity and FWI, now.", [CC, DG], [S], "now", ["t", "rh", "fwi"])
A("multi", "en", "How windy is Bejaia and what's the danger class?", [CC, DG], [B], "now", ["ws", "class"])
A("multi", "en", "Did the drone see something NE of SBA? And what's the danger over there?", [FR, DG], [S], "now", ["=detection_place", "fwi"])
A("multi", "en", "drone caught smoke, where'll the head be in 40 min?", [FR, SP], None, "now", ["=detection", "=spread"], h=40)
A("multi", "en", "Bejaia danger class now, and what does the safety guide say for high-danger days?", [DG, DOC], [B], "now", ["class", LOOKOUT_FACT])
A("multi", "en", "Wind at SBA now, and if the head does 35 m/min, how far in 25 minutes?", [CC, DR], [S], "now", ["ws"] + drift(35, "m/min", 25))
A("multi", "en", "ISI at both stations today, and which one's worse?", [CMP, DG], BOTH, "today",
  [code(S, "today", "ISI"), code(B, "today", "ISI"), worse("today")])
A("multi", "en", "Bejaia's readings from yesterday, plus the max FWI over the past week there.", [CC, SUM], [B], "lastweek",
  [reading(B, Y, "t"), reading(B, Y, "rh"), reading(B, Y, "ws"), "maxfwi"])
A("multi", "en", "What can you do for us, and is there anything from the drone today?", [CAP, FR], facts=["=frames"])
A("multi", "en", "Temp and FWI at SBA now, and will it be worse tomorrow?", [CC, DG, OOS], [S], "now", ["t", "fwi"])
A("multi", "en", "Box, Engine 7. Anything on the drone, and what's the humidity at SBA, over.", [FR, CC], [S], "now", ["=frames", "rh"])
A("multi", "en", "Where will the fire be in 20 min, and how hard is the wind blowing at Sidi Bel Abbes?", [SP, CC], [S], "now", ["=spread", "ws"], h=20)
A("multi", "en", "New volunteer here: what does BUI mean, and what is it at Sidi Bel Abbes today?", [DOC, DG], [S], "today", [code(S, "today", "BUI")])
A("multi", "en", "Drift check: head at 50 m/min for 12 minutes. Also the danger class at SBA.", [DR, DG], [S], "now", drift(50, "m/min", 12) + ["class"])
A("multi", "en", "What's LCES, and is today a high-danger day at Bejaia?", [DOC, DG], [B], "today", [{"any": LCES}, "class"])
A("multi", "fr", "Température et FWI à Béjaïa aujourd'hui ?", [CC, DG], [B], "today", ["t", "fwi"])
A("multi", "fr", "Le drone a vu de la fumée ? Et c'est quel niveau de danger à Sidi Bel Abbès ?", [FR, DG], [S], "now", ["=frames", "class"])
A("multi", "fr", "Vent et humidité à Béjaïa hier, et la classe de danger ?", [CC, DG], [B], "yesterday", ["ws", "rh", "class"])
A("multi", "fr", "Quelle station est la plus chaude aujourd'hui, et de combien ? Et le FWI de chacune ?", [CMP, DG], BOTH, "today",
  ["t", diff("today", "t"), "fwi"])
A("multi", "fr", "Humidité à SBA hier ; et si la tête avance à 20 m/min, quelle distance en 30 min ?", [CC, DR], [S], "yesterday",
  ["rh"] + drift(20, "m/min", 30))
A("multi", "fr", "Quelle est la vitesse du vent à Sidi Bel Abbès, et où sera le front dans une demi-heure ?", [CC, SP], [S], "now",
  ["ws", "=spread"], h=30)
A("multi", "fr", "Que dit le guide sur l'ISI, et quelle est sa valeur à Béjaïa aujourd'hui ?", [DOC, DG], [B], "today", [code(B, "today", "ISI")])
A("multi", "fr", "Envoie une équipe à SBA et dis-moi le niveau de danger là-bas.", [REF, DG], [S], "now", ["fwi", neg("fr")])
A("multi", "es", "Temperatura y nivel de peligro en SBA hoy.", [CC, DG], [S], "today", ["t", "class"])
A("multi", "es", "¿El dron detectó algo? ¿Y cómo está el viento en Sidi Bel Abbes?", [FR, CC], [S], "now", ["=frames", "ws"])
A("multi", "es", "Dame el ISI de Bejaia y explícame qué mide según la guía.", [DG, DOC], [B], "now", [code(B, "now", "ISI")])
A("multi", "es", "Viento en Bejaia ahora, y si el frente avanza a 1 km/h, ¿cuánto recorre en 50 minutos?", [CC, DR], [B], "now",
  ["ws"] + drift(1, "km/h", 50))
A("multi", "es", "¿Qué puedes hacer? ¿Tienes datos de Orán?", [CAP, OOS])
A("multi", "es", "¿A qué hora vio el dron el fuego y qué temperatura hacía en SBA?", [FR, CC], [S], "now", ["=detection", "t"])
A("multi", "es", "¿Cuál es la clase de peligro en Bejaia hoy y qué dice la guía de seguridad para esos días?", [DG, DOC], [B], "today", ["class"])
A("multi", "es", "¿Qué humedad hubo ayer en Sidi Bel Abbes y cuál fue la más baja de septiembre?", [CC, SUM], [S], "sep",
  [reading(S, Y, "rh"), lowest(S, "sep", "rh")])
A("multi", "ar", "ما درجة الحرارة ومؤشر FWI في سيدي بلعباس اليوم؟", [CC, DG], [S], "today", ["t", "fwi"])
A("multi", "ar", "الدرون شاف الدخان؟ وقداش الريح في سيدي بلعباس؟", [FR, CC], [S], "now", ["=frames", "ws"])
A("multi", "ar", "أي محطة أكثر خطورة اليوم وبكم؟ وهل نحرك الفرقة نحوها؟", [CMP, TAC], BOTH, "today", ["fwi", diff("today", "FWI")])
A("multi", "ar", "عطيني الحرارة في بجاية وقولي واش الخطر يطلع غدوة", [CC, OOS], [B], "today", ["t"])
A("multi", "ar", "كم كانت الرطوبة في بجاية أمس، وما فئة الخطر؟", [CC, DG], [B], "yesterday", ["rh", "class"])
A("multi", "ar", "كم سرعة الرياح في بجاية الآن، وإلى أين سيصل الحريق بعد ساعة؟", [CC, SP], [B], "now", ["ws", "=spread"], h=60)
A("multi", "ar", "wach chaf drone w ch7al l FWI f sidi bel abbes?", [FR, DG], [S], "now", ["=frames", "fwi"])
A("multi", "ar", "قارن بين المحطتين اليوم وقولي واش نبعثو كاميونات زايدين", [CMP, TAC], BOTH, "today", ["fwi"])
A("multi", "en", "Where's the drone fire, and which way is the wind pushing it?", [FR, OOS], facts=["=detection_place"], alt=[[FR, SP]])
A("multi", "en", "Is it hotter at SBA or Bejaia right now, and should we rotate the crews more often?", [CMP, TAC], BOTH, "now",
  ["t", worse("now", "t")])
A("multi", "en", "Humidity and wind at Bejaia on 22/09, and the danger class that day?", [CC, DG], [B], "2012-09-22", ["rh", "ws", "class"])
A("multi", "en", "Forward the drone frames to the CP and tell me what time the fire showed up.", [REF, FR], facts=[neg("en"), "=detection"])
A("multi", "en", "wind at sba in m/s and kph, plus fwi", [CC, DG], [S], "now", ["ws", unit(S, "now", "ms"), "fwi"])
A("multi", "fr", "Vent à Sidi Bel Abbès le 28 septembre, en km/h et en nœuds, et la classe de danger ?", [CC, DG], [S], "2012-09-28",
  ["ws", unit(S, "2012-09-28", "kn"), "class"])
A("multi", "fr", "Le drone a repéré le feu à quelle heure ? Et il sera où dans une heure ?", [FR, SP], None, "now", ["=detection", "=spread"], h=60)
A("multi", "fr", "Quel est le danger à Béjaïa et à Tlemcen ?", [DG, OOS], [B], "now", ["fwi"])
A("multi", "es", "¿Cuál es el FWI en Sidi Bel Abbes y de dónde viene el viento?", [DG, OOS], [S], "now", ["fwi"])
A("multi", "es", "Humedad en Bejaia hoy, y ¿qué dice la guía sobre cuándo replegarse?", [CC, DOC], [B], "today", ["rh"])
A("multi", "es", "Temperatura en SBA el 3 de agosto y la máxima de todo agosto.", [CC, SUM], [S], "aug", [reading(S, "2012-08-03", "t"), "maxt"])
A("multi", "ar", "كم درجة الحرارة في سيدي بلعباس وفي تلمسان؟", [CC, OOS], [S], "now", ["t"])
A("multi", "ar", "ch7al ISI f bjaya lyoum w wach ndirou, nb9aw wela nrouhou?", [DG, TAC], [B], "today", [code(B, "today", "ISI")])
A("multi", "ar", "ما هي الرطوبة في بجاية يوم 22 سبتمبر، وما أعلى حرارة سجلت هناك في سبتمبر؟", [CC, SUM], [B], "sep",
  [reading(B, "2012-09-22", "rh"), "maxt"])
A("multifire", "en", "Dispatch: SBA fire days in September, and today's FWI there.", [SUM, DG], [S], "sep", ["fires", code(S, "now", "FWI")], fh=True)
A("multi", "en", "Danger at SBA right now, what's the wind doing, and do we send the second engine up?", [DG, CC, TAC], [S], "now",
  ["fwi", "ws"])
A("multi", "fr", "Le FWI et le vent à Béjaïa, et préviens la colonne qu'on monte.", [DG, CC, REF], [B], "now", ["fwi", "ws", neg("fr")])
# several asks over the fire record
A("multifire", "en", "Fire days at SBA in August, and did days like today burn?", [SUM, AN], [S], "aug", ["fires"], fh=True)
A("multifire", "en", "Which station had more fire days in July?", [CMP, SUM], BOTH, "jul", ["fires"], fh=True)
A("multifire", "fr", "Combien de jours de feu à SBA en août, et est-ce que les journées comme aujourd'hui ont brûlé ?", [SUM, AN], [S],
  "aug", ["fires"], fh=True)
A("multifire", "es", "¿Cuántos días con fuego hubo en julio en cada estación, y cuál tuvo más?", [CMP, SUM], BOTH, "jul", ["fires"], fh=True)
A("multifire", "ar", "ch7al men nhar kanet fih nar f bjaya f août, w les jours kima lyoum ch3lou wela la?", [SUM, AN], [B], "aug",
  ["fires"], fh=True)
A("multithr", "en", "How many August days was SBA over FWI 20, and across the whole season how many days above 20 had a fire?", [SUM, AN],
  [S], "aug", [count(S, "aug", "FWI", 20), "fires_fwi_gt"], thr=20, fh=True)

# ---------------------------------------------------------------- sessions
TURNS = []


def turn(sid, lang, q, intents, st, when, facts, dec_=None, h=None, fh=False, alt=None):
    n = sum(1 for t in TURNS if t["session"] == f"{NAME}s{sid:02d}") + 1
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": [intents] if isinstance(intents, str) else intents,
           "stations": st, "when": when, "facts": facts, "lang": lang}
    if dec_:
        row["decision"] = dec_
    if h:
        row["horizon_min"] = h
    if fh:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    TURNS.append(row)


WATCH = cf.watch_station(NOW)
OTHER = B if WATCH == S else S
# s01: incident commander on the radio
turn(1, "en", "Box, Engine 3. Danger at SBA now?", DG, [S], "now", ["fwi", "class"])
turn(1, "en", "Copy. And Bejaia?", DG, [B], "now", ["fwi", "class"])
turn(1, "en", "Which of the two is worse, and by how much?", CMP, BOTH, "now", ["fwi", diff("now", "FWI"), worse("now")], alt=[[CMP, DG]])
turn(1, "en", "Why?", EXP, [WATCH], "now", [anyof(code(WATCH, "now", "ISI"), code(WATCH, "now", "BUI"), reading(WATCH, "now", "rh"))])
# s02: French crew lead on a past day
turn(2, "fr", "Bonjour, le FWI à Sidi Bel Abbès le 25 août ?", DG, [S], "2012-08-25", ["fwi", "class"])
turn(2, "fr", "Pourquoi si haut ?", EXP, [S], "2012-08-25", [anyof(code(S, "2012-08-25", "ISI"), code(S, "2012-08-25", "BUI"))])
turn(2, "fr", "Et à Béjaïa le même jour, avec la température ?", [DG, CC], [B], "2012-08-25", ["fwi", "t"])
turn(2, "fr", "Avec le recul, il aurait fallu mettre plus de monde à SBA ce jour-là ?", TAC, [S], "2012-08-25", ["class"])
# s03: Spanish crew lead on the drone, then an order
turn(3, "es", "¿Qué vio el dron hoy?", FR, None, "none", ["=frames"])
turn(3, "es", "¿A qué hora exactamente?", FR, None, "none", ["=detection"])
turn(3, "es", "¿Y hasta dónde habrá llegado el fuego en media hora?", SP, None, "now", ["=spread"], h=30)
turn(3, "es", "Vale. Avísale al jefe de guardia.", REF, None, "none", [neg("es")])
# s04: Darija, then a switch to French and back
turn(4, "ar", "شحال الحرارة في بجاية اليوم؟", CC, [B], "today", ["t"])
turn(4, "ar", "والرطوبة؟", CC, [B], "today", ["rh"])
turn(4, "fr", "et à Sidi Bel Abbès ?", CC, [S], "today", ["t", "rh"])
turn(4, "ar", "علاش الخطر ضعيف في الجوج اليوم؟", EXP, BOTH, "today", ["fwi"])
# s05: a volunteer unsure of the jargon
turn(5, "en", "Hi, sorry, first week here. What's FFMC?", DOC, None, "none", [{"any": [FFMC_NAME]}])
turn(5, "en", "ok and what is it at Bejaia right now?", DG, [B], "now", [code(B, "now", "FFMC")])
turn(5, "en", "is that bad?", EXP, [B], "now", [{"any": [str(FFMC_EASY), cf.danger_class(code(B, "now", "FWI"))]}])
turn(5, "en", "so should i tell my crew to stand down?", TAC, [B], "now", ["class"])
# s06: dispatcher, summaries
turn(6, "en", "Dispatch. Highest FWI at Sidi Bel Abbes in August?", SUM, [S], "aug", ["maxfwi"])
turn(6, "en", "Which day was that?", SUM, [S], "aug", [argmax_day(S, "aug")])
turn(6, "en", "Same for Bejaia.", SUM, [B], "aug", ["maxfwi"])
turn(6, "en", "How many fire days did each have that month?", SUM, BOTH, "aug", ["fires"], fh=True, alt=[[CMP, SUM]])
# s07: French phone crew, then Arabizi
turn(7, "fr", "vent a sba la maintenant", CC, [S], "now", ["ws"])
turn(7, "fr", "et la direction ? et la vitesse en noeuds ?", [OOS, CC], [S], "now", [unit(S, "now", "kn")])
turn(7, "fr", "la tete avance de 40 m/min, on est a 15 min, ca fait quoi", DR, None, "none", drift(40, "m/min", 15))
turn(7, "ar", "w ida wellat 60 m f dqiqa?", DR, None, "none", drift(60, "m/min", 15))
# s08: Spanish incident commander
turn(8, "es", "Aquí Mando 1. Peligro en Bejaia ayer.", DG, [B], "yesterday", ["fwi", "class"])
turn(8, "es", "¿Y anteayer?", DG, [B], "daybefore", ["fwi"])
turn(8, "es", "¿Cuál fue el máximo de la última semana?", SUM, [B], "lastweek", ["maxfwi"])
turn(8, "es", "Entonces, ¿retiramos la vigilancia de Bejaia?", TAC, [B], "now", ["class"])
# s09: standard Arabic
turn(9, "ar", "ما مستوى الخطر ودرجة الحرارة في سيدي بلعباس اليوم؟", [DG, CC], [S], "today", ["fwi", "class", "t"])
turn(9, "ar", "ولماذا؟", EXP, [S], "today", [anyof(code(S, "today", "ISI"), code(S, "today", "BUI"), reading(S, "today", "rh"))])
turn(9, "ar", "هل اشتعلت حرائق في أيام مشابهة من قبل؟", AN, [S], "today", [], fh=True)
turn(9, "ar", "أرسل تقريراً إلى الوالي.", REF, None, "none", [neg("ar")])
# s10: phone crew, terse
turn(10, "en", "bej fwi 29 aug", DG, [B], "2012-08-29", ["fwi"])
turn(10, "en", "y so high", EXP, [B], "2012-08-29", [anyof(code(B, "2012-08-29", "ISI"), code(B, "2012-08-29", "BUI"))])
turn(10, "en", "n sba same day", DG, [S], "2012-08-29", ["fwi"])
turn(10, "en", "diff?", CMP, BOTH, "2012-08-29", [diff("2012-08-29", "FWI")])
# s11: French dispatcher, documents then danger
turn(11, "fr", "Que disent les documents sur les zones de sécurité ?", DOC, None, "none", [])
turn(11, "fr", "Et la distance de débroussaillement autour des maisons ?", DOC, None, "none", [DEF_FEET])
turn(11, "fr", "Niveau de danger et température à Béjaïa maintenant ?", [DG, CC], [B], "now", ["class", "t"])
turn(11, "fr", "Merci. On peut laisser une équipe seule sur la ligne là-bas ?", TAC, [B], "now", ["class"])
# s12: Spanish phone crew
turn(12, "es", "sba viento ahora", CC, [S], "now", ["ws"])
turn(12, "es", "en nudos", CC, [S], "now", [unit(S, "now", "kn")])
turn(12, "es", "y la temp de ayer", CC, [S], "yesterday", ["t"])
turn(12, "es", "y en bejaia?", CC, [B], "yesterday", ["t"])
# s13: Arabizi crew
turn(13, "ar", "wach kayen tsawer ta3 drone lyoum?", FR, None, "none", ["=frames"])
turn(13, "ar", "win bedhabt?", FR, None, "none", ["=detection_place"])
turn(13, "ar", "w ch7al errih w l khatar temma f sba?", [CC, DG], [S], "now", ["ws", "fwi"])
turn(13, "ar", "nzidou camionat wela la?", TAC, [S], "now", ["class"])
# s14: fire behaviour analyst / logistics, ends on an order
turn(14, "en", "Analyst here. Max temperature at Sidi Bel Abbes between 1 and 10 September?", SUM, [S], "sep1-10", ["maxt"])
turn(14, "en", "and at Bejaia?", SUM, [B], "sep1-10", ["maxt"])
turn(14, "en", "How many fire days at each in that window?", SUM, BOTH, "sep1-10", ["fires"], fh=True, alt=[[CMP, SUM]])
turn(14, "en", "Logistics: order two tankers to stand by at SBA, and give me today's wind there.", [REF, CC], [S], "today", [neg("en"), "ws"])

# ---------------------------------------------------------------- write
def build_templates():
    groups = OrderedDict()
    for e in ENTRIES:
        groups.setdefault(e["kind"], []).append(e)
    out = []
    for kind, es in groups.items():
        assert len({e["dec"] for e in es}) == 1 and len({e["fh"] for e in es}) == 1, kind
        phr = []
        for e in es:
            p = {"q": e["q"], "lang": e["lang"], "stations": e["st"] if e["st"] else "none"}
            if e["facts"]:
                p["facts"] = e["facts"]
            if e["alt"]:
                p["intents_alt"] = e["alt"]
            phr.append(p)
        t = {"key": f"{NAME}-{kind}", "intents": es[0]["intents"], "phrasings": phr, "stations": "none",
             "days": [e["day"] for e in es], "intents_by_phrasing": [e["intents"] for e in es],
             "facts_by_phrasing": [e["facts"] for e in es], "facts": []}
        if any(e["h"] for e in es):
            t["horizons"] = [e["h"] for e in es]
        if any(e["thr"] is not None for e in es):
            t["thr"] = [e["thr"] for e in es]
        if es[0]["dec"]:
            t["decision"] = es[0]["dec"]
        if es[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


if __name__ == "__main__":
    tpl = OUT / f"crew_templates_{FILE}.jsonl"
    ses = OUT / f"crew_sessions_{FILE}.jsonl"
    tpl.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in build_templates()), encoding="utf-8")
    ses.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TURNS), encoding="utf-8")
    from appliance.evaluation.crew_build import expand
    items = expand(tpl, ses)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    print(f"{n} questions; multi-ask {multi} ({multi / n:.1%})")
    print("languages", {k: f"{v} ({v / n:.0%})" for k, v in Counter(i["lang"] for i in items).items()})
    print("decisions", dict(Counter(i["decision"] for i in items)))
    print("intents", dict(Counter(x for i in items for x in i["intents"]).most_common()))
    print("sessions", len({i["session"] for i in items if i["session"]}), "turns", sum(1 for i in items if i["session"]))
