"""Batch d53 (sealed, scored once on b66dae3, then moved to dev as dev53): crew questions written blind, gold computed from the data by code.

Run from the repository root:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev53.py
Writes crew_templates_dev53.jsonl and crew_sessions_dev53.jsonl next to this script.

Every number in a gold fact comes from the Algerian CSV (crew_facts.table / fire_record / window_facts),
from a unit conversion of a real reading, from the crew's own rate x minutes, or from a regex over the
shipped documents. Names of stations are written in the crews' own spellings, so every phrasing names
its stations as a list.
"""
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d53"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
BS = [B, S]
NONE = "none"

T = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()


# ---------------------------------------------------------------- data helpers (all gold numbers here)
def days_of(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def day1(key: str) -> str:
    return days_of(key)[0]


def row(dev: str, key: str):
    return T[(dev, day1(key))]


def code(dev: str, key: str, name: str):
    """A published code (FFMC, DMC, DC, ISI, BUI, FWI) of one day, as the CSV writes it."""
    return crew_facts._num(row(dev, key).codes[name])


def field(r, name: str) -> float:
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm,
            "fwi": r.codes["FWI"]}[name]


def rows_in(dev: str, key: str) -> list:
    return [T[(dev, d)] for d in days_of(key) if (dev, d) in T]


def _forms(x: float, units: list[str]) -> dict:
    r1 = round(x, 1)
    r0 = int(round(x))
    s1 = f"{r1:.1f}"
    return {"any": [s1, s1.replace(".", ","), *[f"{r0}{u}" for u in units]]}


def mph(dev, key):
    return _forms(row(dev, key).wind_kmh / 1.609344, [" mph", "mph"])


def knots(dev, key):
    return _forms(row(dev, key).wind_kmh / 1.852, [" kn", "kn", " kt", "kt", " knot", " noeud", " nœud", " nudo", " عقدة"])


def mps(dev, key):
    return _forms(row(dev, key).wind_kmh / 3.6, [" m/s", "m/s", " م/ث"])


def fahr(dev, key):
    return _forms(row(dev, key).temperature_c * 9 / 5 + 32, [" °F", "°F", " F", " ºF", " degrees F", " degrés F"])


def diff(name: str, key: str):
    """How far apart the two stations are on one reading."""
    a, b = (field(row(dev, key), name) for dev in BS)
    return crew_facts._num(round(abs(a - b), 1))


def count_over(dev, key, name, thr, strict=True):
    return sum((field(r, name) > thr) if strict else (field(r, name) >= thr) for r in rows_in(dev, key))


def mean(dev, key, name):
    vals = [field(r, name) for r in rows_in(dev, key)]
    return crew_facts._num(round(sum(vals) / len(vals), 1))


def total(dev, key, name):
    return crew_facts._num(round(sum(field(r, name) for r in rows_in(dev, key)), 1))


def minimum(dev, key, name):
    return crew_facts._num(min(field(r, name) for r in rows_in(dev, key)))


def maximum(dev, key, name):
    return crew_facts._num(max(field(r, name) for r in rows_in(dev, key)))


def series(dev, key, name):
    """The first and the last reading of a window (a trend's two ends)."""
    rs = rows_in(dev, key)
    return [crew_facts._num(field(rs[0], name)), crew_facts._num(field(rs[-1], name))]


def klass(dev, key):
    return {"class": crew_facts.danger_class(row(dev, key).codes["FWI"])}


def fires_over(dev, thr):
    """Past days above an FWI threshold and how many of them burned (the box's fire record)."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def fires_in(dev, key):
    return crew_facts.window_facts("fires", dev, days_of(key))[0]


def fires_among_hot(dev, key, thr):
    """Of a window's days hotter than thr, how many the record marks as fire days."""
    rec = crew_facts.fire_record()
    hot = [d for d in days_of(key) if (dev, d) in T and T[(dev, d)].temperature_c > thr]
    return sum(rec[(dev, d)][1] for d in hot if (dev, d) in rec)


def dist(metres: float) -> dict:
    """A distance the crew's own rate gives, in the forms an answer may write it."""
    m = round(metres)
    km = m / 1000
    kms = [f"{km:g}", f"{round(km, 1):g}"]
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m:,} m".replace(",", " "), f"{m:,} m", f"{m:,} m".replace(",", ".")]
    for k in dict.fromkeys(kms):
        forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km", f"{k.replace('.', ',')}km"]
    return {"any": list(dict.fromkeys(forms))}


def drift(rate_m_per_min: float = None, minutes: float = None, kmh: float = None) -> dict:
    if kmh is not None:
        rate_m_per_min = kmh * 1000 / 60
    return dist(rate_m_per_min * minutes)


# ---------------------------------------------------------------- the shipped documents, parsed
DOCS = EDGE_DATA_DIR / "documents"
_def = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
_lces = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
_fwi = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def _grab(pattern, text, conv=float):
    m = re.search(pattern, text, re.S)
    if not m:
        raise SystemExit(f"document pattern not found: {pattern}")
    return crew_facts._num(conv(m.group(1)))


ZONE0_FT = _grab(r"Zone 0 is the first (\d+) feet", _def)
ZONE1_TO_FT = _grab(r"Zone 1 runs from \d+ to (\d+) feet", _def)
ZONE2_TO_FT = _grab(r"Zone 2 runs from \d+ to (\d+) feet", _def)
GRASS_IN = _grab(r"maximum\s+height of (\d+) inches", _def)
BRANCH_FT = _grab(r"tree\s+branches (\d+) feet", _def)
LEAF_IN = _grab(r"deeper\s+than (\d+) inches", _def)
FFMC_EASY = _grab(r"above about (\d+)", _fwi)
HIGH_FROM = _grab(r"from ([\d.]+)\s+high", _fwi)
VHIGH_FROM = _grab(r"from ([\d.]+)\s+very high", _fwi)
EXTREME_FROM = _grab(r"from ([\d.]+)\s+extreme", _fwi)
_l = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes) and (Safety zones)", _lces)
if not _l:
    raise SystemExit("LCES words not found")
LCES = [{"any": [w.lower()]} for w in _l.groups()]
LCES_MULTI = [{"any": ["lookout", "guet", "vigie", "vigía", "vigia", "مراقب", "مراقبة"]},
              {"any": ["escape", "fuite", "repli", "ruta", "rutas de escape", "هروب", "انسحاب", "نجاة"]}]
DOWNHILL = {"any": [w for w in ("downhill",) if w in _lces]}
SPOT = {"any": [w for w in ("spot fires",) if w in _lces]}
ISI_SPREAD = {"any": [w for w in ("spread",) if re.search(r"how fast\s+a fire would spread", _fwi)]}
FINE_FUEL = {"any": [w for w in ("fine fuel", "litter") if w in _fwi.lower()]}
if not all(f["any"] for f in (DOWNHILL, SPOT, ISI_SPREAD, FINE_FUEL)):
    raise SystemExit("document wording not found")
STATION_NAMES = [{"any": ["bejaia", "bejaïa", "béjaïa"]},
                 {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi-bel abbes", "sidi bel abbès", "sidi-bel-abbès"]}]
SEASON = [{"any": ["june", "2012-06-01", "juin", "junio", "جوان"]}, {"any": ["september", "2012-09-30", "septembre", "septiembre", "سبتمبر"]}]


# ---------------------------------------------------------------- the questions
QUESTIONS: list[dict] = []


def Q(kind, lang, text, intents, st=NONE, day="none", facts=(), dec=None, thr=None, h=None, fh=False, alt=None):
    if "{" in text or "}" in text:
        raise SystemExit(f"braces in a question: {text}")
    QUESTIONS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "st": st, "day": day,
                      "facts": list(facts), "dec": dec, "thr": thr, "h": h, "fh": fh, "alt": alt})


def neg(lang):
    return ["neg"] if lang == "en" else []


# ======== current conditions ========
Q("cond", "en", "temp at SBA rn", ["current_conditions"], [S], "now", ["t"])
Q("cond", "en", "Béjaïa, what's the humidity looking like right now? we're about to start mopping up the east flank",
  ["current_conditions"], [B], "now", ["rh"])
Q("cond", "en", "Need current wind speed for Sidi Bel Abbes in mph please, half the crew are ex-US and don't think in km/h",
  ["current_conditions"], [S], "now", ["ws", mph(S, "now")])
Q("cond", "en", "What did the Bejaia station read on 14-Aug? temp, RH, wind, rain, all of it",
  ["current_conditions"], [B], "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cond", "en", "Engine 12 to base, request Bejaya weather for 3/8, over.", ["current_conditions"], [B], "2012-08-03",
  ["t", "rh", "ws"])
Q("cond", "en", "temperature in fahrenheit at Sidi-Bel-Abbès today? briefing the american liaison in 10",
  ["current_conditions"], [S], "today", ["t", fahr(S, "today")])
Q("cond", "en", "how windy was it at bejaia on the 29th of August? knots if you can, the pilot wants it",
  ["current_conditions"], [B], "2012-08-29", ["ws", knots(B, "2012-08-29")])
Q("cond", "en", "Hi, I'm brand new on the volunteer crew, sorry if this is a dumb question... how hot is it at the Béjaïa station at the moment, and is the air dry or not?",
  ["current_conditions"], [B], "now", ["t", "rh"])
Q("cond", "en", "SBA readings 2012-09-16", ["current_conditions"], [S], "2012-09-16", ["t", "rh", "ws", "rain"])
Q("cond", "en", "wind m/s bejaia now", ["current_conditions"], [B], "now", ["ws", mps(B, "now")])
Q("cond", "en", "Logistics here. Was any rainfall recorded in Béjaïa on Sept 2nd? I'm planning a water run and need to know if the dirt tracks got soaked.",
  ["current_conditions"], [B], "2012-09-02", ["rain"])
Q("cond", "en", "relative humidity sidi bel abes noon reading pls", ["current_conditions"], [S], "now", ["rh"])
Q("cond", "en", "bejaia the day before yesterday - humidity + wind?", ["current_conditions"], [B], "daybefore", ["rh", "ws"])
Q("cond", "en", "Give me the full weather line for Sidi-Bel Abbes, 21 Sep.", ["current_conditions"], [S], "2012-09-21",
  ["t", "rh", "ws", "rain"])

Q("cond", "fr", "Il fait combien à Sidi Bel Abbès là maintenant ?", ["current_conditions"], [S], "now", ["t"])
Q("cond", "fr", "Humidité relative à Béjaïa hier midi svp", ["current_conditions"], [B], "yesterday", ["rh"])
Q("cond", "fr", "c quoi le vent à SBA en noeuds, on a l'hélico qui va décoller", ["current_conditions"], [S], "now",
  ["ws", knots(S, "now")])
Q("cond", "fr", "Bonjour, pourriez-vous me donner les relevés complets de Béjaïa pour le 14 août ?", ["current_conditions"], [B],
  "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cond", "fr", "Chef d'agrès. Le vent à Béjaïa le 27/08, c'était combien ?", ["current_conditions"], [B], "2012-08-27", ["ws"])
Q("cond", "fr", "La température à SBA avant-hier, en Fahrenheit pour le rapport des Américains", ["current_conditions"], [S],
  "daybefore", ["t", fahr(S, "daybefore")])

Q("cond", "es", "¿Qué temperatura hay ahora en Sidi Bel Abbès?", ["current_conditions"], [S], "now", ["t"])
Q("cond", "es", "humedad bejaia ayer??", ["current_conditions"], [B], "yesterday", ["rh"])
Q("cond", "es", "Necesito el viento de Béjaïa en millas por hora, el de hoy", ["current_conditions"], [B], "today",
  ["ws", mph(B, "today")])
Q("cond", "es", "Pásame todo lo de Bejaia del 29/08: temperatura, humedad, viento y lluvia", ["current_conditions"], [B],
  "2012-08-29", ["t", "rh", "ws", "rain"])

Q("cond", "ar", "شحال السخانة في سيدي بلعباس ضرك؟", ["current_conditions"], [S], "now", ["t"])
Q("cond", "ar", "ما هي الرطوبة النسبية في بجاية اليوم؟", ["current_conditions"], [B], "today", ["rh"])
Q("cond", "ar", "واش طاح الشتا في سيدي بلعباس يوم 6 سبتمبر؟", ["current_conditions"], [S], "2012-09-06", ["rain"])
Q("cond", "ar", "أعطني قراءات محطة بجاية ليوم 14 أوت: الحرارة والرطوبة والرياح", ["current_conditions"], [B], "2012-08-14",
  ["t", "rh", "ws"])
Q("cond", "ar", "سرعة الرياح في سيدي بلعباس بالمتر في الثانية من فضلك", ["current_conditions"], [S], "now", ["ws", mps(S, "now")])
Q("cond", "ar", "SBA درجة الحرارة والرطوبة 17/08", ["current_conditions"], [S], "2012-08-17", ["t", "rh"])

# ======== danger ========
Q("danger", "en", "FWI at SBA?", ["danger"], [S], "now", ["fwi", "class"])
Q("danger", "en", "What's the fire danger class for Béjaïa today", ["danger"], [B], "today", ["class", "fwi"])
Q("danger", "en", "ISI bejaia now", ["danger"], [B], "now", [code(B, "now", "ISI")])
Q("danger", "en", "How bad was the danger at Sidi-Bel Abbes on Aug 25? rating plus the number", ["danger"], [S], "2012-08-25",
  ["fwi", "class"])
Q("danger", "en", "is it high danger in bejaia or are we good", ["danger"], [B], "now", ["class", "fwi"])
Q("danger", "en", "FFMC at SBA on 16 Sept - are the fine fuels primed?", ["danger"], [S], "2012-09-16",
  [code(S, "2012-09-16", "FFMC")])
Q("danger", "en", "Analyst request: DMC and DC for Béjaïa, 2012-08-29.", ["danger"], [B], "2012-08-29",
  [code(B, "2012-08-29", "DMC"), code(B, "2012-08-29", "DC")])
Q("danger", "en", "danger lvl sidi belabbes", ["danger"], [S], "now", ["class", "fwi"])
Q("danger", "en", "Initial spread index at SBA on 17/08?", ["danger"], [S], "2012-08-17", [code(S, "2012-08-17", "ISI")])
Q("danger", "en", "In plain words, how dangerous is it at Béjaïa right now? I've got to explain it to a farmer who wants to burn stubble.",
  ["danger"], [B], "now", ["class"])
Q("danger", "en", "fwi+class bejaia 23 aug", ["danger"], [B], "2012-08-23", ["fwi", "class"])

Q("danger", "fr", "Indice FWI à Béjaïa maintenant ?", ["danger"], [B], "now", ["fwi", "class"])
Q("danger", "fr", "Quel est le niveau de danger à Sidi Bel Abbès aujourd'hui ?", ["danger"], [S], "today", ["class", "fwi"])
Q("danger", "fr", "l'ISI de SBA le 25 août c'était combien", ["danger"], [S], "2012-08-25", [code(S, "2012-08-25", "ISI")])
Q("danger", "fr", "Le FFMC à Béjaïa hier ? On se demande si la litière est sèche.", ["danger"], [B], "yesterday",
  [code(B, "yesterday", "FFMC")])
Q("danger", "fr", "Danger feu Béjaïa 29/08 ?", ["danger"], [B], "2012-08-29", ["fwi", "class"])
Q("danger", "fr", "Analyste comportement : BUI et DC pour Sidi-Bel-Abbès, avant-hier.", ["danger"], [S], "daybefore",
  [code(S, "daybefore", "BUI"), code(S, "daybefore", "DC")])

Q("danger", "es", "¿Cuál es el FWI en Sidi Bel Abbès ahora mismo?", ["danger"], [S], "now", ["fwi", "class"])
Q("danger", "es", "nivel de peligro bejaia hoy", ["danger"], [B], "today", ["class", "fwi"])
Q("danger", "es", "¿Qué ISI tenía Béjaïa el 23 de agosto?", ["danger"], [B], "2012-08-23", [code(B, "2012-08-23", "ISI")])
Q("danger", "es", "¿Qué tan peligroso está Bejaia ahorita?", ["danger"], [B], "now", ["class", "fwi"])

Q("danger", "ar", "واش هو مؤشر FWI في سيدي بلعباس ضرك؟", ["danger"], [S], "now", ["fwi", "class"])
Q("danger", "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", ["danger"], [B], "today", ["class", "fwi"])
Q("danger", "ar", "مؤشر الانتشار الأولي ISI في سيدي بلعباس يوم 17 أوت", ["danger"], [S], "2012-08-17",
  [code(S, "2012-08-17", "ISI")])
Q("danger", "ar", "قيمة FFMC في بجاية ضرك من فضلك", ["danger"], [B], "now", [code(B, "now", "FFMC")])
Q("danger", "ar", "درجة خطر الحريق في سيدي بلعباس يوم 25/08؟", ["danger"], [S], "2012-08-25", ["fwi", "class"])
Q("danger", "ar", "كيفاش راهو الخطر في SBA؟", ["danger"], [S], "now", ["class", "fwi"])

# ======== compare stations ========
Q("compare", "en", "Which station is hotter right now?", ["compare_stations"], BS, "now", ["t"])
Q("compare", "en", "SBA vs Bejaia FWI today, which one's worse and by how much", ["compare_stations"], BS, "today",
  ["fwi", diff("fwi", "today")], alt=[["compare_stations", "danger"]])
Q("compare", "en", "Where's it drier at the moment, Béjaïa or Sidi Bel Abbès?", ["compare_stations"], BS, "now", ["rh"])
Q("compare", "en", "Which of the two stations had the higher fire danger on August 25th?", ["compare_stations"], BS, "2012-08-25",
  ["fwi"], alt=[["compare_stations", "danger"]])
Q("compare", "en", "How much hotter was Sidi-Bel Abbes than Bejaia on 2 Aug?", ["compare_stations"], BS, "2012-08-02",
  ["t", diff("t", "2012-08-02")])
Q("compare", "en", "Which station should I keep an eye on today?", ["compare_stations"], BS, "today", ["fwi"])
Q("compare", "en", "Which one racked up more fire days in August, SBA or Béjaïa?", ["compare_stations"], BS, "aug", ["fires"],
  fh=True, alt=[["compare_stations", "summary"]])
Q("compare", "en", "Béjaïa and SBA side by side for 17 Aug please: temp, RH, FWI", ["compare_stations"], BS, "2012-08-17",
  ["t", "rh", "fwi"], alt=[["current_conditions", "danger"], ["compare_stations", "current_conditions", "danger"]])

Q("compare", "fr", "Laquelle des deux stations est la plus dangereuse aujourd'hui ?", ["compare_stations"], BS, "today", ["fwi"],
  alt=[["compare_stations", "danger"]])
Q("compare", "fr", "Écart de température entre Béjaïa et Sidi Bel Abbès le 11 août ?", ["compare_stations"], BS, "2012-08-11",
  ["t", diff("t", "2012-08-11")])
Q("compare", "fr", "Où est-ce que c'est le plus humide en ce moment, SBA ou Béjaïa ?", ["compare_stations"], BS, "now", ["rh"])
Q("compare", "fr", "comparer le FWI des deux stations hier", ["compare_stations"], BS, "yesterday", ["fwi"],
  alt=[["compare_stations", "danger"]])

Q("compare", "es", "¿Cuál de las dos estaciones está peor ahora?", ["compare_stations"], BS, "now", ["fwi"],
  alt=[["compare_stations", "danger"]])
Q("compare", "es", "¿Dónde hizo más calor el 17 de agosto, en Béjaïa o en Sidi Bel Abbès? ¿Cuántos grados de diferencia?",
  ["compare_stations"], BS, "2012-08-17", ["t", diff("t", "2012-08-17")])

Q("compare", "ar", "شكون فيهم أسخن ضرك، بجاية ولا سيدي بلعباس؟", ["compare_stations"], BS, "now", ["t"])
Q("compare", "ar", "أي محطة كان فيها الخطر أكبر يوم 29 أوت؟", ["compare_stations"], BS, "2012-08-29", ["fwi"],
  alt=[["compare_stations", "danger"]])
Q("compare", "ar", "الفرق في الرطوبة بين المحطتين اليوم قداش؟", ["compare_stations"], BS, "today", ["rh", diff("rh", "today")])

# ======== summary ========
Q("summary", "en", "Highest FWI at SBA in August?", ["summary"], [S], "aug", ["maxfwi"])
Q("summary", "en", "how many days over 35 degrees at Béjaïa in August", ["summary"], [B], "aug", [count_over(B, "aug", "t", 35)])
Q("summary", "en", "Average RH at Sidi Bel Abbès over the last three days?", ["summary"], [S], "last3d", [mean(S, "last3d", "rh")])
Q("summary", "en", "How many fire days did Sidi-Bel Abbes log in September?", ["summary"], [S], "sep", ["fires"], fh=True)
Q("summary", "en", "count the days with FWI above 20 at SBA in august", ["summary"], [S], "aug", [count_over(S, "aug", "fwi", 20)])
Q("summary", "en", "Trend at SBA since Tuesday - is the danger climbing or easing off?", ["summary"], [S], "since-tue",
  series(S, "since-tue", "fwi"))
Q("summary", "en", "max temp bejaia between 1 and 10 sept", ["summary"], [B], "sep1-10", ["maxt"])
Q("summary", "en", "Total rain at Béjaïa in September, roughly?", ["summary"], [B], "sep", [total(B, "sep", "rain")])
Q("summary", "en", "How many days from the 20th to the end of August did Béjaïa hit FWI 20 or more?", ["summary"], [B], "aug-late",
  [count_over(B, "aug-late", "fwi", 20, strict=False)])
Q("summary", "en", "Average noon temperature at Sidi-Bel-Abbès in June?", ["summary"], [S], "jun", [mean(S, "jun", "t")])

Q("summary", "fr", "FWI max à Béjaïa en août ?", ["summary"], [B], "aug", ["maxfwi"])
Q("summary", "fr", "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en août ?", ["summary"], [S], "aug",
  [count_over(S, "aug", "t", 35)])
Q("summary", "fr", "Moyenne d'humidité à Béjaïa sur les trois derniers jours ?", ["summary"], [B], "last3d", [mean(B, "last3d", "rh")])
Q("summary", "fr", "Combien de jours de feu à SBA en juillet ?", ["summary"], [S], "jul", ["fires"], fh=True)

Q("summary", "es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en julio?", ["summary"], [S], "jul", ["maxt"])
Q("summary", "es", "días con FWI mayor de 15 en Béjaïa en agosto, cuántos", ["summary"], [B], "aug", [count_over(B, "aug", "fwi", 15)])
Q("summary", "es", "¿Cuántos días de incendio hubo en Béjaïa en septiembre?", ["summary"], [B], "sep", ["fires"], fh=True)

Q("summary", "ar", "أعلى قيمة FWI في سيدي بلعباس في سبتمبر؟", ["summary"], [S], "sep", ["maxfwi"])
Q("summary", "ar", "شحال من نهار فاتت فيه السخانة 35 درجة في بجاية في أوت؟", ["summary"], [B], "aug", [count_over(B, "aug", "t", 35)])
Q("summary", "ar", "كم يوم حريق سُجّل في سيدي بلعباس في أوت؟", ["summary"], [S], "aug", ["fires"], fh=True)
Q("summary", "ar", "أعلى حرارة في بجاية خلال الأسبوع الماضي", ["summary"], [B], "lastweek", ["maxt"])

# ======== analogs (the box's fire record) ========
Q("analogs", "en", "Of the days with FWI above 20 at SBA, how many had a fire?", ["analogs"], [S], "none", ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "en", "did days like today burn at bejaia?", ["analogs"], [B], "today", ["fwi"], fh=True)
Q("analogs", "en", "When Béjaïa ran an FWI over 10 in the past, how often did it actually go up in flames?", ["analogs"], [B], "none",
  ["fires_fwi_gt"], thr=10, fh=True)
Q("analogs", "en", "historically, SBA days with FWI > 15 - what share ended up as fire days?", ["analogs"], [S], "none",
  ["fires_fwi_gt"], thr=15, fh=True)
Q("analogs", "en", "Has a day like this one ever burned at Béjaïa? FWI's basically nothing", ["analogs"], [B], "now", ["fwi"], fh=True)
Q("analogs", "en", "FWI above 5 at Béjaïa: how many such days on record, and how many saw a fire?", ["analogs"], [B], "none",
  ["fires_fwi_gt"], thr=5, fh=True)

Q("analogs", "fr", "Parmi les jours où le FWI dépassait 20 à Sidi Bel Abbès, combien ont connu un feu ?", ["analogs"], [S], "none",
  ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", ["analogs"], [B], "today", ["fwi"], fh=True)
Q("analogs", "fr", "Historique SBA : FWI au-dessus de 10, combien de jours et combien de feux ?", ["analogs"], [S], "none",
  ["fires_fwi_gt"], thr=10, fh=True)

Q("analogs", "es", "De los días con FWI por encima de 15 en Béjaïa, ¿cuántos tuvieron fuego?", ["analogs"], [B], "none",
  ["fires_fwi_gt"], thr=15, fh=True)
Q("analogs", "es", "dias con fwi>25 en SBA cuantos se quemaron", ["analogs"], [S], "none", ["fires_fwi_gt"], thr=25, fh=True)

Q("analogs", "ar", "الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صرا فيها حريق؟", ["analogs"], [S], "none",
  ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "ar", "هل احترقت أيام مشابهة لهذا اليوم في بجاية؟", ["analogs"], [B], "today", ["fwi"], fh=True)
Q("analogs", "ar", "من بين الأيام التي تجاوز فيها مؤشر FWI عشرة في بجاية، كم يوماً شهد حريقاً؟", ["analogs"], [B], "none",
  ["fires_fwi_gt"], thr=10, fh=True)

# ======== drift (crew's rates, or the box's own estimate) ========
Q("drift", "en", "head's moving about 25 m a minute, we need 20 minutes to get there. how far will it have gone?", ["drift"],
  facts=[drift(25, 20), "=drift"], h=20)
Q("drift", "en", "If the front runs 1.8 km/h and the dozer takes 40 min to walk in, how far does it move", ["drift"],
  facts=[drift(kmh=1.8, minutes=40), "=drift"], h=40)
Q("drift", "en", "ROS 100 m/min and your answer takes about 3 minutes - how much has the fire moved by the time we read it?", ["drift"],
  facts=[drift(100, 3), "=drift"], h=3)
Q("drift", "en", "how far does the head drift in the time it takes you to answer me?", ["drift"], facts=["=drift"])
Q("drift", "en", "We clocked the head at 0.6 km an hour. Hour and a half to get the tankers round - how much ground does it cover?",
  ["drift"], facts=[drift(kmh=0.6, minutes=90), "=drift"], h=90)
Q("drift", "en", "drift calc: 40 m/min x 15 min", ["drift"], facts=[drift(40, 15), "=drift"], h=15)

Q("drift", "fr", "Le front avance à 30 m/min, on arrive dans 25 minutes : il aura fait combien ?", ["drift"],
  facts=[drift(30, 25), "=drift"], h=25)
Q("drift", "fr", "vitesse de propagation 2,4 km/h, délai d'intervention 35 min, distance parcourue ?", ["drift"],
  facts=[drift(kmh=2.4, minutes=35), "=drift"], h=35)
Q("drift", "fr", "De combien la tête du feu se déplace pendant que tu réponds ?", ["drift"], facts=["=drift"])

Q("drift", "es", "El frente avanza 20 metros por minuto y tardamos media hora en llegar. ¿Cuánto habrá avanzado?", ["drift"],
  facts=[drift(20, 30), "=drift"], h=30)
Q("drift", "es", "si va a 3 km/h en 50 minutos cuanto recorre", ["drift"], facts=[drift(kmh=3, minutes=50), "=drift"], h=50)

Q("drift", "ar", "النار تمشي 25 متر في الدقيقة وحنا نوصلو بعد 40 دقيقة، شحال تكون مشات؟", ["drift"],
  facts=[drift(25, 40), "=drift"], h=40)
Q("drift", "ar", "إذا كانت سرعة انتشار الجبهة 1.2 كم في الساعة، فكم ستقطع خلال 50 دقيقة؟", ["drift"],
  facts=[drift(kmh=1.2, minutes=50), "=drift"], h=50)
Q("drift", "ar", "شحال تتحرك راس النار في الوقت اللي تجاوبني فيه؟", ["drift"], facts=["=drift"])

# ======== spread (no wind direction: partly served) ========
Q("spread", "en", "Where will the head be in 30 minutes?", ["spread"], facts=["=spread"], h=30)
Q("spread", "en", "project the front an hour out from the drone detection near SBA", ["spread"], [S], facts=["=spread"], h=60)
Q("spread", "en", "which way is it gonna run and how far in 2 hrs", ["spread"], facts=["=spread"], h=120)
Q("spread", "en", "FBAN here: give me the projected head position at plus 45 minutes for the Sidi-Bel-Abbès start.", ["spread"], [S],
  facts=["=spread"], h=45)
Q("spread", "en", "wheres the front gonna be when we roll up in 20 min", ["spread"], facts=["=spread"], h=20)
Q("spread", "en", "If the fire north-east of Sidi Bel Abbes keeps going, how far will it have spread in 90 minutes, and toward what?",
  ["spread"], [S], facts=["=spread"], h=90)

Q("spread", "fr", "Où sera le front du feu dans une demi-heure ?", ["spread"], facts=["=spread"], h=30)
Q("spread", "fr", "Projection de la tête du feu près de SBA à +1 h, direction et distance", ["spread"], [S], facts=["=spread"], h=60)
Q("spread", "fr", "Il va partir de quel côté le feu d'ici un quart d'heure ?", ["spread"], facts=["=spread"], h=15)

Q("spread", "es", "¿Dónde va a estar la cabeza del incendio en 40 minutos?", ["spread"], facts=["=spread"], h=40)
Q("spread", "es", "proyección del frente cerca de Sidi Bel Abbès a dos horas vista", ["spread"], [S], facts=["=spread"], h=120)

Q("spread", "ar", "وين راح تكون جبهة النار بعد نص ساعة؟", ["spread"], facts=["=spread"], h=30)
Q("spread", "ar", "إلى أين سيمتد الحريق قرب سيدي بلعباس خلال ساعة؟", ["spread"], [S], facts=["=spread"], h=60)

# ======== frames (the drone sortie) ========
Q("frames", "en", "Did the drone see anything?", ["frames"], facts=["=frames"])
Q("frames", "en", "what time was the smoke picked up", ["frames"], facts=["=detection"])
Q("frames", "en", "Where exactly was the fire in the drone frame?", ["frames"], facts=["=detection_place"])
Q("frames", "en", "Any detections off today's UAV sortie?", ["frames"], day="today", facts=["=frames"])
Q("frames", "en", "drone spot fire y/n, what time", ["frames"], facts=["=detection"])
Q("frames", "en", "The smoke the UAV flagged - near which town is it?", ["frames"], facts=["=detection_place"])

Q("frames", "fr", "Le drone a repéré quelque chose ?", ["frames"], facts=["=frames"])
Q("frames", "fr", "À quelle heure la fumée a-t-elle été détectée par le drone ?", ["frames"], facts=["=detection"])
Q("frames", "fr", "Elle est où, la détection du drone ?", ["frames"], facts=["=detection_place"])

Q("frames", "es", "¿El dron detectó humo? ¿a qué hora?", ["frames"], facts=["=detection"])
Q("frames", "es", "¿Dónde vio el fuego el dron?", ["frames"], facts=["=detection_place"])

Q("frames", "ar", "واش شاف الدرون؟", ["frames"], facts=["=frames"])
Q("frames", "ar", "في أي ساعة تم رصد الدخان من طرف الطائرة المسيّرة؟", ["frames"], facts=["=detection"])
Q("frames", "ar", "وين كانت النار اللي صوّرها الدرون؟", ["frames"], facts=["=detection_place"])

# ======== documents ========
Q("docs", "en", "How much defensible space does Butte County want around a house?", ["documents"], facts=["=doc_defensible"])
Q("docs", "en", "what does LCES stand for", ["documents"], facts=LCES)
Q("docs", "en", "In the defensible space guide, how tall can the grass be in zone 2?", ["documents"], facts=[GRASS_IN])
Q("docs", "en", "Per the FWI guide, at what FFMC do fine fuels start catching easily?", ["documents"], facts=[FFMC_EASY])
Q("docs", "en", "watch out situations list pls", ["documents"], facts=[DOWNHILL, SPOT])
Q("docs", "en", "New volunteer question: what's 'zone 0' in the defensible space doc?", ["documents"], facts=[ZONE0_FT])

Q("docs", "fr", "Combien de pieds d'espace défendable autour d'une maison d'après le document de Butte County ?", ["documents"],
  facts=["=doc_defensible"])
Q("docs", "fr", "À partir de quel FWI on passe en « très élevé » ?", ["documents"], facts=[VHIGH_FROM])
Q("docs", "fr", "C'est quoi LCES exactement ?", ["documents"], facts=LCES_MULTI)

Q("docs", "es", "¿Cuánto espacio defendible exige el condado de Butte?", ["documents"], facts=["=doc_defensible"])
Q("docs", "es", "¿A partir de qué FWI el peligro pasa a extremo?", ["documents"], facts=[EXTREME_FROM])

Q("docs", "ar", "شحال لازم مساحة دفاعية حول الدار حسب وثيقة Butte County؟", ["documents"], facts=["=doc_defensible"])
Q("docs", "ar", "ما معنى LCES في سلامة الطاقم؟", ["documents"], facts=LCES_MULTI)
Q("docs", "ar", "من أي قيمة FFMC يولي الوقود الرقيق يشعل بالساهل؟", ["documents"], facts=[FFMC_EASY])

# ======== capabilities ========
Q("cap", "en", "what can you actually do", ["capabilities"])
Q("cap", "en", "Which weather stations have you got data from?", ["capabilities"], facts=STATION_NAMES)
Q("cap", "en", "hey new here. how does this box work, what kind of stuff can I ask it?", ["capabilities"])
Q("cap", "en", "What date range does your weather record cover?", ["capabilities"], facts=SEASON)

Q("cap", "fr", "Tu sais faire quoi, exactement ?", ["capabilities"])
Q("cap", "fr", "Vous avez quelles données à bord ?", ["capabilities"])
Q("cap", "es", "¿Qué cosas le puedo preguntar a esta caja?", ["capabilities"])
Q("cap", "ar", "واش تقدر تدير هاد الماكينة؟", ["capabilities"])

# ======== photo (none is ever attached) ========
Q("photo", "en", "sending you a photo of the column, what do you make of it?", ["photo"])
Q("photo", "en", "Pic attached. Smoke or just dust?", ["photo"])
Q("photo", "en", "I just uploaded a picture from the lookout tower - can you check it for flames?", ["photo"])
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est un départ de feu ?", ["photo"])
Q("photo", "es", "Te mando foto del humo, ¿qué ves?", ["photo"])
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", ["photo"])
Q("photo", "ar", "أرفقت صورة للحريق، هل يمكنك تحليلها؟", ["photo"])

# ======== out of scope alone ========
Q("oos", "en", "forecast for tomorrow at SBA?", ["out_of_scope"], [S])
Q("oos", "en", "What's the wind direction at Béjaïa?", ["out_of_scope"], [B], "now")
Q("oos", "en", "Temperature in Oran right now?", ["out_of_scope"], NONE, "now")
Q("oos", "en", "who won the match last night lol", ["out_of_scope"])
Q("oos", "en", "Where's engine 7 right now?", ["out_of_scope"], NONE, "now")
Q("oos", "en", "Is the road up to the Tlemcen forest still open?", ["out_of_scope"])
Q("oos", "fr", "Prévisions pour demain à Béjaïa ?", ["out_of_scope"], [B])
Q("oos", "fr", "Il fait combien à Alger ?", ["out_of_scope"], NONE, "now")
Q("oos", "fr", "Le vent vient d'où à SBA ?", ["out_of_scope"], [S], "now")
Q("oos", "es", "¿Va a llover mañana en Sidi Bel Abbès?", ["out_of_scope"], [S])
Q("oos", "es", "¿Qué tiempo hace en Tlemcen?", ["out_of_scope"], NONE, "now")
Q("oos", "ar", "واش راح يكون الطقس غدوة في بجاية؟", ["out_of_scope"], [B])
Q("oos", "ar", "الريح من وين جاية في سيدي بلعباس؟", ["out_of_scope"], [S], "now")
Q("oos", "ar", "شحال الحرارة في وهران؟", ["out_of_scope"], NONE, "now")

# ======== orders alone (refused) ========
Q("refuse", "en", "Send an evacuation alert to everyone in Béjaïa", ["refuse"], [B], facts=neg("en"))
Q("refuse", "en", "dispatch two tankers to SBA now", ["refuse"], [S], facts=neg("en"))
Q("refuse", "en", "Delete the drone frames from this morning.", ["refuse"], facts=neg("en"))
Q("refuse", "en", "notify the prefecture that the danger is low, thanks", ["refuse"], facts=neg("en"))
Q("refuse", "fr", "Envoie une alerte à toutes les équipes.", ["refuse"], facts=neg("fr"))
Q("refuse", "fr", "supprime les vieilles lectures de la base", ["refuse"], facts=neg("fr"))
Q("refuse", "es", "Manda un mensaje al jefe de brigada diciendo que vamos en camino", ["refuse"], facts=neg("es"))
Q("refuse", "ar", "ابعث تنبيه لكل الفرق في سيدي بلعباس", ["refuse"], [S], facts=neg("ar"))
Q("refuse", "ar", "احذف صور الدرون", ["refuse"], facts=neg("ar"))

# ======== tactical alone (the facts bearing on it) ========
Q("tactical", "en", "Should we put crews on the line at SBA today?", ["tactical"], [S], "today", ["fwi", "class", "ws"])
Q("tactical", "en", "is it safe to run a burnout at Béjaïa right now", ["tactical"], [B], "now", ["class", "fwi", "rh", "ws"])
Q("tactical", "en", "What do we do about the start north-east of Sidi Bel Abbes?", ["tactical"], [S], "now", ["class", "ws"],
  alt=[["tactical", "frames"]])
Q("tactical", "en", "Do we need to pull the crew back at Bejaia given the conditions?", ["tactical"], [B], "now", ["class", "ws"])
Q("tactical", "fr", "On engage ou pas à Sidi Bel Abbès ?", ["tactical"], [S], "now", ["class", "fwi", "ws"])
Q("tactical", "fr", "Faut-il renforcer le dispositif à Béjaïa aujourd'hui ?", ["tactical"], [B], "today", ["class", "fwi"])
Q("tactical", "es", "¿Mandamos a la cuadrilla a la línea en Béjaïa o esperamos?", ["tactical"], [B], "now", ["class", "fwi", "ws"])
Q("tactical", "es", "¿Es seguro hacer una quema en SBA hoy?", ["tactical"], [S], "today", ["class", "fwi", "ws"])
Q("tactical", "ar", "نطلعو للخط ولا نستناو في سيدي بلعباس؟", ["tactical"], [S], "now", ["class", "fwi", "ws"])
Q("tactical", "ar", "هل يجب سحب الفريق من بجاية الآن؟", ["tactical"], [B], "now", ["class", "fwi", "ws"])

# ======== near a station, or an hour other than noon (warn) ========
W = "warn"
Q("near", "en", "What's the humidity up on the ridge above Béjaïa?", ["current_conditions"], [B], "now", ["rh"], dec=W)
Q("near", "en", "temp at 6am today at SBA", ["current_conditions"], [S], "today", ["t"], dec=W)
Q("near", "en", "Danger rating for the forest about 15 km south of Sidi Bel Abbès?", ["danger"], [S], "now", ["fwi", "class"], dec=W)
Q("near", "en", "wind at bejaia yesterday around 5pm", ["current_conditions"], [B], "yesterday", ["ws"], dec=W)
Q("near", "en", "We're staging at a farm 10 km out of SBA on the Tlemcen road, what's the RH out here?", ["current_conditions"], [S],
  "now", ["rh"], dec=W)
Q("near", "en", "What was the temperature at Béjaïa at 3 in the morning on 14 August?", ["current_conditions"], [B], "2012-08-14",
  ["t"], dec=W)
Q("near", "en", "Fire danger in the hills behind Bejaia, this morning at 9?", ["danger"], [B], "today", ["fwi", "class"], dec=W)
Q("near", "fr", "L'humidité sur les hauteurs de Béjaïa, ça donne combien ?", ["current_conditions"], [B], "now", ["rh"], dec=W)
Q("near", "fr", "Température à SBA ce matin à 7 h ?", ["current_conditions"], [S], "today", ["t"], dec=W)
Q("near", "fr", "Danger à 20 km au nord de Sidi Bel Abbès ?", ["danger"], [S], "now", ["fwi", "class"], dec=W)
Q("near", "es", "¿Qué viento hay en la sierra, a unos 12 km de Béjaïa?", ["current_conditions"], [B], "now", ["ws"], dec=W)
Q("near", "es", "temperatura en SBA ayer a las 8 de la mañana", ["current_conditions"], [S], "yesterday", ["t"], dec=W)
Q("near", "es", "¿Cuál es el peligro en el monte a las afueras de Sidi Bel Abbès?", ["danger"], [S], "now", ["fwi", "class"], dec=W)
Q("near", "ar", "الرطوبة في الجبل اللي فوق بجاية قداش؟", ["current_conditions"], [B], "now", ["rh"], dec=W)
Q("near", "ar", "شحال كانت الحرارة في سيدي بلعباس البارح على 6 تاع الصباح؟", ["current_conditions"], [S], "yesterday", ["t"], dec=W)
Q("near", "ar", "خطر الحرائق على بعد 10 كم من بجاية", ["danger"], [B], "now", ["fwi", "class"], dec=W)

# ======== a day with no reading (abstain by the data) ========
Q("nodata", "en", "What was the FWI at SBA on 20 May 2012?", ["danger"], [S], "2012-05-20", ["fwi", "class"])
Q("nodata", "en", "Béjaïa temperature on 2011-08-14?", ["current_conditions"], [B], "2011-08-14", ["t"])
Q("nodata", "en", "bejaia humidity 15/05", ["current_conditions"], [B], "2012-05-15", ["rh"])
Q("nodata", "en", "Did it rain at Sidi Bel Abbès on April 3rd?", ["current_conditions"], [S], "2012-04-03", ["rain"])
Q("nodata", "fr", "Le danger à Béjaïa le 3 mai ?", ["danger"], [B], "2012-05-03", ["fwi", "class"])
Q("nodata", "fr", "Relevés SBA du 12 août 2011", ["current_conditions"], [S], "2011-08-12", ["t", "rh", "ws"])
Q("nodata", "es", "FWI de Béjaïa del 1 de agosto de 2011", ["danger"], [B], "2011-08-01", ["fwi"])
Q("nodata", "ar", "الحرارة في بجاية يوم 10 ماي؟", ["current_conditions"], [B], "2012-05-10", ["t"])
Q("nodata", "ar", "مؤشر الخطر في سيدي بلعباس يوم 20 أفريل", ["danger"], [S], "2012-04-20", ["fwi", "class"])

# ======== two or three asks in one ========
CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC = "photo", "out_of_scope", "refuse", "tactical"

Q("multi", "en", "temp and FWI at SBA", [CC, DG], [S], "now", ["t", "fwi", "class"])
Q("multi", "en", "Béjaïa wind speed and direction?", [CC, OOS], [B], "now", ["ws"])
Q("multi", "en", "What's the danger today at Bejaia, and what's it going to be tomorrow?", [DG, OOS], [B], "today", ["fwi", "class"])
Q("multi", "en", "humidity in Béjaïa and Oran pls", [CC, OOS], [B], "now", ["rh"])
Q("multi", "en", "Give me the FWI at SBA and then push it out to all the engine tablets", [DG, REF], [S], "now", ["fwi", "class"])
Q("multi", "en", "Did the drone pick up smoke, and where will it be in 30 min?", [FR_, SP], facts=["=detection", "=spread"], h=30)
Q("multi", "en", "SBA conditions, and remind me what LCES means", [CC, DOC], [S], "now", ["t", "rh", "ws", *LCES])
Q("multi", "en", "did the drone really see fire near SBA? whats the danger there and how far does the head go in 20 min at 30 m/min?",
  [FR_, DG, DR], [S], "now", ["=frames", "fwi", "class", drift(30, 20)], h=20)
Q("multi", "en", "Which station is worse right now, and should we move the strike team over?", [CMP, TAC], BS, "now", ["fwi"])
Q("multi", "en", "FWI in Béjaïa on 14 Aug - and did days like that usually burn?", [DG, AN], [B], "2012-08-14", ["fwi", "class"], fh=True)
Q("multi", "en", "photo attached of the smoke by the ridge. also what's the RH at SBA now", [PH, CC], [S], "now", ["rh"])
Q("multi", "en", "what can you do, and do you know which way the wind's blowing?", [CAP, OOS])
Q("multi", "en", "Conditions at SBA now, plus a forecast for tonight", [CC, OOS], [S], "now", ["t", "rh", "ws"])
Q("multi", "en", "Temp at Bejaia and at Tlemcen?", [CC, OOS], [B], "now", ["t"])
Q("multi", "en", "How windy is SBA in knots and which direction is it coming from?", [CC, OOS], [S], "now", ["ws", knots(S, "now")])
Q("multi", "en", "Compare FWI at both stations today and give me the class for each", [CMP, DG], BS, "today", ["fwi", "class"])
Q("multi", "en", "max FWI at SBA in Aug, and of days over 20 there how many burned", [SUM, AN], [S], "aug", ["maxfwi", "fires_fwi_gt"],
  thr=20, fh=True)
Q("multi", "en", "Danger at Béjaïa now - and alert the mayor if it's high", [DG, REF], [B], "now", ["fwi", "class"])
Q("multi", "en", "Where will the front be in an hour, and what does the defensible space guide say about clearance round houses?",
  [SP, DOC], facts=["=spread", "=doc_defensible"], h=60)
Q("multi", "en", "what time did the drone see smoke + wind speed at SBA today", [FR_, CC], [S], "today", ["=detection", "ws"])
Q("multi", "en", "Current wind at SBA, and how far does a head running 1.5 km/h travel in 40 min?", [CC, DR], [S], "now",
  ["ws", drift(kmh=1.5, minutes=40)], h=40)
Q("multi", "en", "is it high danger at Sidi Bel Abbes? if so send two units", [DG, REF], [S], "now", ["class", "fwi"])
Q("multi", "en", "What does the FWI guide say ISI is, and what's the ISI at Béjaïa right now?", [DOC, DG], [B], "now",
  [ISI_SPREAD, code(B, "now", "ISI")])
Q("multi", "en", "How many fire days at Béjaïa in August, and which station was worse that month overall?", [SUM, CMP], BS, "aug",
  [fires_in(B, "aug"), "maxfwi"], fh=True)
Q("multi", "en", "temp at SBA now in °F and °C, plus tomorrow's high", [CC, OOS], [S], "now", ["t", fahr(S, "now")])
Q("multi", "en", "What did the drone see? And forward the frame to the command post.", [FR_, REF], facts=["=frames"])
Q("multi", "en", "RH at both stations, which is drier?", [CC, CMP], BS, "now", ["rh"], alt=[[CMP]])
Q("multi", "en", "FWI at Sidi Bel Abbes over the last 3 days, and what class is it today?", [SUM, DG], [S], "last3d",
  [*[crew_facts._num(T[(S, d)].codes["FWI"]) for d in days_of("last3d")], klass(S, "today")])
Q("multi", "en", "New guy question - what is FFMC, and what's it at SBA today?", [DOC, DG], [S], "today",
  [FINE_FUEL, code(S, "today", "FFMC")])
Q("multi", "en", "Any smoke on the drone feed, and what's the danger at SBA?", [FR_, DG], [S], "now", ["=frames", "fwi", "class"])
Q("multi", "en", "wind at bejaia, tomorrow's too if u have it, and wipe yesterday's log", [CC, OOS, REF], [B], "now", ["ws"])
Q("multi", "en", "Bejaia FWI please, photo of the smoke coming through in a sec", [DG, PH], [B], "now", ["fwi", "class"])
Q("multi", "en", "SBA temp in fahrenheit and what's the danger class", [CC, DG], [S], "now", ["t", fahr(S, "now"), "class"])
Q("multi", "en", "Did it rain at Béjaïa yesterday, and have days like yesterday ever burned there?", [CC, AN], [B], "yesterday",
  ["rain"], fh=True)
Q("multi", "en", "Which station had the higher FWI on Aug 17, and what was the humidity at each?", [CMP, CC], BS, "2012-08-17",
  ["fwi", "rh"], alt=[[CMP]])
Q("multi", "en", "The fire the drone spotted near SBA - what's it doing, and what should we do about it?", [FR_, TAC], [S], "now",
  ["=detection_place", "class"])
Q("multi", "en", "Spread projection for 30 minutes, and for comparison how far at 50 m/min over the same time?", [SP, DR],
  facts=["=spread", drift(50, 30)], h=30)
Q("multi", "en", "tell me what you can do and also send a test alert to dispatch", [CAP, REF], facts=["neg"])
Q("multi", "en", "Béjaïa danger right now plus the peak FWI over the past week", [DG, SUM], [B], "lastweek",
  [code(B, "now", "FWI"), klass(B, "now"), "maxfwi"])
Q("multi", "en", "SBA humidity now, and what will it be tomorrow morning?", [CC, OOS], [S], "now", ["rh"])

Q("multi", "fr", "Température et humidité à Béjaïa, et le vent vient d'où ?", [CC, OOS], [B], "now", ["t", "rh"])
Q("multi", "fr", "Danger à SBA aujourd'hui et demain ?", [DG, OOS], [S], "today", ["fwi", "class"])
Q("multi", "fr", "Le drone a vu de la fumée ? Et elle sera où la tête dans 45 minutes ?", [FR_, SP], facts=["=detection", "=spread"], h=45)
Q("multi", "fr", "Donne-moi le FWI de Béjaïa et transmets-le au PC", [DG, REF], [B], "now", ["fwi", "class"])
Q("multi", "fr", "Humidité à Sidi Bel Abbès et à Oran ?", [CC, OOS], [S], "now", ["rh"])
Q("multi", "fr", "Laquelle est la plus chaude maintenant, et on doit déplacer l'engin ou pas ?", [CMP, TAC], BS, "now", ["t"])
Q("multi", "fr", "FWI max à SBA en août, et parmi les jours au-dessus de 20 combien ont brûlé ?", [SUM, AN], [S], "aug",
  ["maxfwi", "fires_fwi_gt"], thr=20, fh=True)
Q("multi", "fr", "Vent à Béjaïa en km/h et l'ISI ?", [CC, DG], [B], "now", ["ws", code(B, "now", "ISI")])
Q("multi", "fr", "La tête avance à 40 m/min, on met 20 min : distance ? Et le danger à Sidi Bel Abbès ?", [DR, DG], [S], "now",
  [drift(40, 20), "fwi", "class"], h=20)
Q("multi", "fr", "Photo jointe du panache. Et l'humidité à Béjaïa ?", [PH, CC], [B], "now", ["rh"])
Q("multi", "fr", "Tu peux faire quoi, et est-ce que tu as la direction du vent ?", [CAP, OOS])
Q("multi", "fr", "Relevés de Béjaïa le 29 août, et est-ce que des jours pareils ont brûlé ?", [CC, AN], [B], "2012-08-29",
  ["t", "rh", "ws"], fh=True)
Q("multi", "fr", "Classe de danger aux deux stations, et laquelle surveiller ?", [DG, CMP], BS, "now", ["class", "fwi"])
Q("multi", "fr", "vent SBA + supprime les photos du drone d'hier", [CC, REF], [S], "now", ["ws"])
Q("multi", "fr", "Ça donne quoi à Béjaïa en ce moment, et il va pleuvoir ce soir ?", [CC, OOS], [B], "now", ["t", "rh", "ws"])
Q("multi", "fr", "Où est la fumée vue par le drone, et on y va avec combien d'engins ?", [FR_, TAC], facts=["=detection_place"])

Q("multi", "es", "Temperatura y FWI en Béjaïa ahora", [CC, DG], [B], "now", ["t", "fwi", "class"])
Q("multi", "es", "Viento en SBA y de dónde sopla", [CC, OOS], [S], "now", ["ws"])
Q("multi", "es", "¿Qué vio el dron, y cuánto avanza el frente a 25 m/min en 20 minutos?", [FR_, DR], facts=["=frames", drift(25, 20)], h=20)
Q("multi", "es", "Peligro en Sidi Bel Abbès hoy y el pronóstico para mañana", [DG, OOS], [S], "today", ["fwi", "class"])
Q("multi", "es", "Dame el FWI de Béjaïa y avisa a todas las cuadrillas", [DG, REF], [B], "now", ["fwi", "class"])
Q("multi", "es", "¿Qué estación está peor y qué hacemos con la brigada?", [CMP, TAC], BS, "now", ["fwi"])
Q("multi", "es", "humedad en Béjaïa y en Orán", [CC, OOS], [B], "now", ["rh"])
Q("multi", "es", "¿El dron vio humo? ¿Dónde estará el fuego en una hora?", [FR_, SP], facts=["=detection", "=spread"], h=60)
Q("multi", "es", "¿Cuántos días de incendio hubo en Sidi Bel Abbès en agosto, y qué estación tuvo más?", [SUM, CMP], BS, "aug",
  ["fires"], fh=True)
Q("multi", "es", "Te paso foto del humo. ¿Y la temperatura en SBA?", [PH, CC], [S], "now", ["t"])
Q("multi", "es", "¿Qué dice la guía del FFMC y cuánto marca hoy en Béjaïa?", [DOC, DG], [B], "today",
  [FFMC_EASY, code(B, "today", "FFMC")], alt=[[DG]])
Q("multi", "es", "temperatura en Sidi Bel Abbès en grados Fahrenheit, y el nivel de peligro", [CC, DG], [S], "now",
  ["t", fahr(S, "now"), "class"])

Q("multi", "ar", "الحرارة والرطوبة في سيدي بلعباس، ومن وين جاية الريح؟", [CC, OOS], [S], "now", ["t", "rh"])
Q("multi", "ar", "مؤشر الخطر في بجاية اليوم وغدوة؟", [DG, OOS], [B], "today", ["fwi", "class"])
Q("multi", "ar", "واش شاف الدرون، ووين تكون النار بعد ساعة؟", [FR_, SP], facts=["=frames", "=spread"], h=60)
Q("multi", "ar", "أعطيني FWI تاع سيدي بلعباس وابعثو للحماية المدنية", [DG, REF], [S], "now", ["fwi", "class"])
Q("multi", "ar", "الحرارة في بجاية وفي تلمسان", [CC, OOS], [B], "now", ["t"])
Q("multi", "ar", "شكون المحطة الأخطر ضرك، ونبعثو الفرقة لوين؟", [CMP, TAC], BS, "now", ["fwi"])
Q("multi", "ar", "راس النار يمشي 30 متر في الدقيقة ونوصلو في 25 دقيقة، شحال تمشي؟ والخطر في بجاية؟", [DR, DG], [B], "now",
  [drift(30, 25), "fwi", "class"], h=25)
Q("multi", "ar", "صورت الدخان وبعثتلك التصويرة، والرطوبة في سيدي بلعباس قداش؟", [PH, CC], [S], "now", ["rh"])
Q("multi", "ar", "أعلى FWI في بجاية في أوت، والأيام اللي فات فيها 20 شحال منها تحرقت؟", [SUM, AN], [B], "aug",
  ["maxfwi", "fires_fwi_gt"], thr=20, fh=True)
Q("multi", "ar", "ما هي قراءات بجاية يوم 14 أوت وما هو مستوى الخطر؟", [CC, DG], [B], "2012-08-14", ["t", "rh", "ws", "fwi", "class"])
Q("multi", "ar", "واش تقدر تدير، وعندك اتجاه الريح؟", [CAP, OOS])
Q("multi", "ar", "سرعة الريح في سيدي بلعباس بالعقدة، وقارنها مع بجاية", [CC, CMP], BS, "now", ["ws", knots(S, "now")], alt=[[CMP]])
Q("multi", "ar", "حسب وثيقة LCES واش هي مناطق الأمان، وشحال الخطر في سيدي بلعباس اليوم؟", [DOC, DG], [S], "today", ["fwi", "class"])
Q("multi", "ar", "الريح في بجاية ضرك، واحذف القراءات القديمة", [CC, REF], [B], "now", ["ws"])
Q("multi", "ar", "وين شاف الدرون الدخان، ونديرو واش؟", [FR_, TAC], facts=["=detection_place"])
Q("multi", "ar", "الحرارة في سيدي بلعباس ضرك وشحال راح تكون العشية؟", [CC, OOS], [S], "now", ["t"])

Q("multi", "en", "give me yesterday's wind at SBA in mph, and the drought code while you're at it", [CC, DG], [S], "yesterday",
  ["ws", mph(S, "yesterday"), code(S, "yesterday", "DC")])
Q("multi", "en", "Which of our two is hotter today - and is Constantine any worse?", [CMP, OOS], BS, "today", ["t"])
Q("multi", "en", "Days with FWI over 30 at SBA in August - how many, and how many days above 30 ended up burning?", [SUM, AN], [S],
  "aug", [count_over(S, "aug", "fwi", 30), "fires_fwi_gt"], thr=30, fh=True)
Q("multi", "fr", "Quelle station a eu le plus de jours au-dessus de 35 °C en août ? Et préviens le préfet dans la foulée.",
  [CMP, REF], BS, "aug", [count_over(B, "aug", "t", 35), count_over(S, "aug", "t", 35)], alt=[[CMP, SUM, REF]])
Q("multi", "ar", "الرطوبة في بجاية يوم 3/8 وشحال كان FWI؟", [CC, DG], [B], "2012-08-03", ["rh", "fwi", "class"])
Q("multi", "ar", "واش شاف الدرون؟ وأعطيني الريح في سيدي بلعباس", [FR_, CC], [S], "now", ["=frames", "ws"])

# ---------------------------------------------------------------- sessions (follow-ups)
SESSIONS: list[dict] = []
_turns = Counter()


def R(sid, lang, text, intents, st=None, when="now", facts=(), dec=None, h=None, fh=False, alt=None):
    _turns[sid] += 1
    r = {"session": f"{NAME}s{sid:02d}", "turn": _turns[sid], "question": text, "intents": list(intents), "stations": st,
         "when": when, "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


# s01: incident commander on the radio
R(1, "en", "IC to the box, danger rating Sidi Bel Abbès, now.", [DG], [S], "now", ["fwi", "class"])
R(1, "en", "Copy. And Béjaïa?", [DG], [B], "now", ["fwi", "class"])
R(1, "en", "Why is Béjaïa sitting that low?", ["explain"], [B], "now", ["rh", "rain"])
R(1, "en", "Roger. Béjaïa wind in knots, over.", [CC], [B], "now", ["ws", knots(B, "now")])

# s02: French crew lead, then an Arabic-speaking colleague takes the tablet
R(2, "fr", "Les relevés de Béjaïa d'hier, s'il vous plaît.", [CC], [B], "yesterday", ["t", "rh", "ws", "rain"])
R(2, "fr", "Et avant-hier ?", [CC], [B], "daybefore", ["t", "rh", "ws", "rain"])
R(2, "fr", "Pourquoi l'humidité a bondi comme ça entre les deux ?", ["explain"], [B], "yesterday",
  [crew_facts._num(row(B, "daybefore").rh_pct), crew_facts._num(row(B, "yesterday").rh_pct)])
R(2, "ar", "وفي سيدي بلعباس أمس؟", [CC], [S], "yesterday", ["t", "rh", "ws", "rain"])

# s03: Spanish drone session
R(3, "es", "¿El dron vio algo hoy?", [FR_], None, "today", ["=frames"])
R(3, "es", "¿A qué hora fue eso?", [FR_], None, "today", ["=detection"])
R(3, "es", "Si el frente va a 30 m por minuto, ¿cuánto avanza en 25 minutos?", [DR], None, "none", [drift(30, 25), "=drift"], h=25)
R(3, "es", "¿Y hacia dónde va?", [SP], None, "none", ["=spread"], h=25)

# s04: Arabic crew lead choosing where to go
R(4, "ar", "شكون أخطر ضرك، بجاية ولا سيدي بلعباس؟", [CMP], BS, "now", ["fwi"], alt=[[CMP, DG]])
R(4, "ar", "علاش؟", ["explain"], BS, "now", ["rh", "rain"])
R(4, "ar", "نبعثو الفرقة لتماك؟", [TAC], ["=watch"], "now", ["class", "fwi", "ws"])
R(4, "ar", "وشحال الريح تماك بالمتر في الثانية؟", [CC], [S], "now", ["ws", mps(S, "now")])

# s05: analyst digging into August
R(5, "en", "how many days over 35 at SBA in august", [SUM], [S], "aug", [count_over(S, "aug", "t", 35)])
R(5, "en", "and july?", [SUM], [S], "jul", [count_over(S, "jul", "t", 35)])
R(5, "en", "ok how many of the august ones turned into fire days", [AN], [S], "aug", [fires_among_hot(S, "aug", 35)], fh=True,
  alt=[[SUM]])
R(5, "en", "why was august that bad out there?", ["explain"], [S], "aug", ["maxfwi"])

# s06: dispatcher with an order in the middle
R(6, "en", "Dispatch: FWI at both stations, today.", [DG], BS, "today", ["fwi"], alt=[[DG, CMP]])
R(6, "en", "Send that to all units.", [REF], None, "none", ["neg"])
R(6, "en", "Fine. Which one is worse then?", [CMP], BS, "today", ["fwi"])
R(6, "en", "By how much, in FWI points?", [CMP], BS, "today", [diff("fwi", "today")])

# s07: French, then English
R(7, "fr", "Jours de feu à Béjaïa en août ?", [SUM], [B], "aug", ["fires"], fh=True)
R(7, "fr", "Et parmi les jours avec un FWI au-dessus de 15 là-bas, combien ont brûlé ?", [AN], [B], "none", fires_over(B, 15), fh=True)
R(7, "en", "english pls - same thing for Sidi Bel Abbes", [AN], [S], "none", fires_over(S, 15), fh=True)
R(7, "en", "why is the record so different between the two?", ["explain"], BS, "none", [])

# s08: Arabic, a photo that never arrives
R(8, "ar", "بعثتلك تصويرة تاع الدخان اللي شفناه فوق الغابة", [PH], None, "none")
R(8, "ar", "ما وصلتكش؟ مليح، واش شاف الدرون؟", [FR_], None, "none", ["=frames"])
R(8, "ar", "وين بالضبط؟", [FR_], None, "none", ["=detection_place"])

# s09: Spanish, a day before the record starts
R(9, "es", "¿Qué temperatura hubo en Béjaïa el 10 de mayo?", [CC], [B], "2012-05-10", ["t"])
R(9, "es", "¿Y el 10 de agosto?", [CC], [B], "2012-08-10", ["t"])
R(9, "es", "¿Y el peligro ese día?", [DG], [B], "2012-08-10", ["fwi", "class"])
R(9, "es", "¿Por qué salió así?", ["explain"], [B], "2012-08-10", ["rh", "ws"])

# s10: new volunteer reading the guidance
R(10, "en", "What's LCES?", [DOC], None, "none", LCES)
R(10, "en", "why does that matter on a day like today at SBA?", ["explain"], [S], "today", ["class"], alt=[["explain", DG]])
R(10, "en", "ok and how far out do the zones go in the defensible space thing", [DOC], None, "none",
  ["=doc_defensible", ZONE1_TO_FT])

# s11: engine crew typing fast
R(11, "en", "bejia temp rh rn", [CC], [B], "now", ["t", "rh"])
R(11, "en", "n tmrw?", [OOS], [B], "none", [])
R(11, "en", "ok wat about yday", [CC], [B], "yesterday", ["t", "rh"])
R(11, "en", "fwi 2", [DG], [B], "yesterday", ["fwi", "class"])

# s12: French analyst on the drone start
R(12, "fr", "Le drone a détecté un feu du côté de SBA ?", [FR_], [S], "none", ["=detection_place"])
R(12, "fr", "Il sera où dans 30 minutes ?", [SP], [S], "none", ["=spread"], h=30)
R(12, "fr", "Et si on compte 35 m/min pendant ces 30 minutes ?", [DR], None, "none", [drift(35, 30), "=drift"], h=30)
R(12, "fr", "Le vent là-bas fait combien ?", [CC], [S], "now", ["ws"])

# s13: Arabic, then English
R(13, "ar", "شحال الرطوبة في سيدي بلعباس ضرك؟", [CC], [S], "now", ["rh"])
R(13, "ar", "والمحطة الأخرى؟", [CC], [B], "now", ["rh"])
R(13, "en", "ok in english - which one's more humid and by how much?", [CMP], BS, "now", ["rh", diff("rh", "now")])
R(13, "en", "and the forecast for tonight?", [OOS], None, "none", [])

# s14: Spanish crew lead with an order tucked in
R(14, "es", "¿Cómo está el viento en Sidi Bel Abbès?", [CC], [S], "now", ["ws"])
R(14, "es", "¿Y la humedad? De paso avisa a la brigada 3 que se retire.", [CC, REF], [S], "now", ["rh"])
R(14, "es", "¿Nos conviene entrar por el flanco?", [TAC], [S], "now", ["class", "ws"])


# ---------------------------------------------------------------- write
def build_templates() -> list[dict]:
    groups: "OrderedDict[str, list[dict]]" = OrderedDict()
    for qd in QUESTIONS:
        key = f"{NAME}-{qd['kind']}" + ("-w" if qd["dec"] else "") + ("-fh" if qd["fh"] else "")
        groups.setdefault(key, []).append(qd)
    out = []
    for key, qs in groups.items():
        phrasings = []
        for qd in qs:
            p = {"q": qd["q"], "lang": qd["lang"], "stations": qd["st"] if isinstance(qd["st"], list) else NONE}
            if qd["alt"]:
                p["intents_alt"] = qd["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": qs[0]["intents"], "phrasings": phrasings, "stations": NONE,
             "days": [qd["day"] for qd in qs], "intents_by_phrasing": [qd["intents"] for qd in qs],
             "facts_by_phrasing": [qd["facts"] for qd in qs]}
        if any(qd["thr"] is not None for qd in qs):
            t["thr"] = [qd["thr"] for qd in qs]
        if any(qd["h"] is not None for qd in qs):
            t["horizons"] = [qd["h"] for qd in qs]
        if qs[0]["dec"]:
            t["decision"] = qs[0]["dec"]
        if qs[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    texts = [q["q"] for q in QUESTIONS] + [r["question"] for r in SESSIONS]
    dupes = [t for t, n in Counter(texts).items() if n > 1]
    if dupes:
        raise SystemExit(f"duplicate question texts: {len(dupes)}")
    tpl_path, ses_path = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    dump(build_templates(), tpl_path)
    dump(SESSIONS, ses_path)
    langs = Counter(q["lang"] for q in QUESTIONS) + Counter(r["lang"] for r in SESSIONS)
    n = len(texts)
    multi = sum(len(q["intents"]) >= 2 for q in QUESTIONS) + sum(len(r["intents"]) >= 2 for r in SESSIONS)
    print(f"{n} questions ({len(QUESTIONS)} template phrasings, {len(SESSIONS)} session turns in "
          f"{len({r['session'] for r in SESSIONS})} sessions); two or three asks: {multi} ({multi / n:.1%}); "
          f"languages {dict(langs)}")
