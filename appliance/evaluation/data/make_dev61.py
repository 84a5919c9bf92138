"""Batch d61 (dev; the sealed batch of stop 50, scored once at stop 51, then added to dev): blind fire-crew questions
with gold computed by code.

Run:  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev61.py
Writes crew_templates_dev61.jsonl and crew_sessions_dev61.jsonl next to this file.
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record), from the crew's own
numbers in the question (rate x minutes) or from the shipped documents (regex).
"""
import json
import re
from decimal import ROUND_HALF_UP, Decimal
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d61"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"

DEV = {"B": "bejaia", "S": "sidi-bel-abbes"}


# ----------------------------------------------------------------------------------------------
# fact helpers (all numbers computed)
# ----------------------------------------------------------------------------------------------
def _days(key):
    return crew_days.resolve(key, "en", 0)["days"]


def _row(st, day):
    return crew_facts.table()[(DEV[st], _days(day)[0])]


def _fmt1(v):
    s = f"{v:.1f}"
    return [s, s.replace(".", ",")]


def conv(st, day, unit):
    """A reading in the unit the crew asked for: forms at one decimal (point and comma) and whole units."""
    r = _row(st, day)
    if unit == "F":
        v = r.temperature_c * 9 / 5 + 32
        n = round(v)
        return {"any": _fmt1(v) + [f"{n} °F", f"{n}°F", f"{n} F", f"{n} degrees F", f"{n} fahrenheit"]}
    v = {"mph": r.wind_kmh / 1.609344, "kn": r.wind_kmh / 1.852, "ms": r.wind_kmh / 3.6}[unit]
    n = round(v)
    tails = {"mph": ["mph", "mi/h", "miles"], "kn": ["kn", "kt", "knot", "nœud", "noeud", "nudo", "عقد"],
             "ms": ["m/s", "m s", "metres per second", "meters per second"]}[unit]
    return {"any": _fmt1(v) + [f"{n} {t}" for t in tails] + [f"{n}{t}" for t in tails[:2]]}


def code(st, day, name):
    return crew_facts._num(_row(st, day).codes[name])


def diff(field, day):
    a, b = (getattr(_row(s, day), field) for s in ("B", "S"))
    return crew_facts._num(round(abs(a - b), 1))


def _rows(st, window):
    t = crew_facts.table()
    return [t[(DEV[st], d)] for d in _days(window) if (DEV[st], d) in t]


def wstat(st, window, field, how):
    get = (lambda r: r.codes[field]) if field in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI") else (lambda r: getattr(r, field))
    vals = [get(r) for r in _rows(st, window)]
    if how == "min":
        return crew_facts._num(min(vals))
    if how == "max":
        return crew_facts._num(max(vals))
    if how == "sum":
        return {"any": _fmt1(sum(vals))}
    if how == "avg":
        return {"any": _fmt1(sum(vals) / len(vals))}
    raise ValueError(how)


def count_above(st, window, field, thr, strict=True):
    get = (lambda r: r.codes[field]) if field == "FWI" else (lambda r: getattr(r, field))
    return sum((get(r) > thr) if strict else (get(r) >= thr) for r in _rows(st, window))


def fires_over(st, thr):
    """Past days (before the clock's day) with FWI above thr, and how many of them burned."""
    return crew_facts.window_facts("fires_fwi_gt", DEV[st], [crew_days.TODAY.isoformat()], thr)


def dist(metres):
    """A distance the crew's own numbers give: metre and kilometre forms, point and comma."""
    m = round(metres)
    km = metres / 1000
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m:,}".replace(",", " ") + " m", f"{m:,} m"]
    exact = {f"{km:g}"} if abs(km * 1000 - m) < 1e-6 and len(f"{km:g}") <= 5 else set()
    shown = exact | {str(Decimal(str(metres / 1000)).quantize(Decimal("0.01"), ROUND_HALF_UP)).rstrip("0").rstrip(".")}
    if m >= 1000:
        shown.add(str(Decimal(str(metres / 1000)).quantize(Decimal("0.1"), ROUND_HALF_UP)))
    for k in shown:
        forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km", f"{k.replace('.', ',')}km"]
    return {"any": sorted(set(forms))}


def drift(rate_m_min=None, minutes=None, kmh=None):
    if kmh is not None:
        return dist(kmh * 1000 / 60 * minutes)
    return dist(rate_m_min * minutes)


# documents: numbers and words parsed out of the shipped text
_DEF = " ".join((DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8").split())
_LCES = " ".join((DOCS / "crew-safety-lces.md").read_text(encoding="utf-8").split())
_FWI = " ".join((DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8").split())


def _feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


DOC_ZONE0 = _feet(re.search(r"Zone 0 is the first (\d+) feet", _DEF).group(1))
DOC_ZONE1_OUT = _feet(re.search(r"Zone 1 runs from \d+ to (\d+) feet", _DEF).group(1))
_g = re.search(r"maximum height of (\d+) inches", _DEF).group(1)
DOC_GRASS = {"any": [f"{_g} inches", f"{_g} inch", f"{_g} in", f"{_g}-inch", f"{_g} pouces", f"{_g} pulgadas"]}
DOC_BRANCH = _feet(re.search(r"branches (\d+) feet from chimneys", _DEF).group(1))
DOC_FFMC = int(re.search(r"above about (\d+)", _FWI).group(1))
_cls = dict((w, float(v)) for v, w in re.findall(r"from ([\d.]+) (very high|high|moderate|low|extreme)", _FWI))
DOC_HIGH = crew_facts._num(_cls["high"])
DOC_VHIGH = crew_facts._num(_cls["very high"])
DOC_EXTREME = crew_facts._num(_cls["extreme"])
_l = re.search(r"engages a fire: (\w+),\s+(\w+),\s+(\w+\s+\w+) and (\w+\s+\w+)\.", _LCES).groups()
DOC_LCES = [{"any": [" ".join(w.lower().split()).rstrip("s")]} for w in _l]
DOC_SLOWEST = {"any": [re.search(r"at the (\w+) member's pace", _LCES).group(1)]}
DOC_WATCHOUT = {"any": [w for w in ("downhill", "spot fire", "wind") if w in _LCES]}
DOC_ISI = {"any": ["spread"]} if re.search(r"ISI\).*?how fast\s+a fire would spread", _FWI, re.S) else None
DOC_BUI = {"any": ["fuel"]} if re.search(r"BUI\).*?fuel available", _FWI, re.S) else None
NAMES_BOTH = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
DIRECTION = crew_facts.SEEDED["spread"][1]

# ----------------------------------------------------------------------------------------------
# the questions
# ----------------------------------------------------------------------------------------------
Q = []


def q(kind, lang, text, intents, st=None, day="now", facts=(), *, decision=None, h=None, thr=None,
      hist=False, alt=None):
    assert "{" not in text and "}" not in text, text
    Q.append(dict(kind=kind, lang=lang, text=text, intents=list(intents), st=st, day=day, facts=list(facts),
                  decision=decision, h=h, thr=thr, hist=hist, alt=alt))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- readings now -------------------------------------------------------------------------------
k = "wx-now"
q(k, "en", "wind at SBA rn?", [CC], "S", "now", ["ws"])
q(k, "en", "Dispatch for Engine 7 — need the current temp, humidity and danger class at Béjaïa for the unit log.", [CC, DG], "B", "now", ["t", "rh", "class", "fwi"])
q(k, "en", "whats the humidity doing in bejaia right now", [CC], "B", "now", ["rh"])
q(k, "en", "Box, this is Division Alpha. Request latest weather at Sidi Bel Abbes station, over.", [CC], "S", "now", ["t", "rh", "ws", "rain"])
q(k, "en", "Is it raining at Bejaia at the moment, and what danger class are they in?", [CC, DG], "B", "now", ["rain", "class", "fwi"])
q(k, "en", "temp sidi bel abes now pls, and tmrw?", [CC, OOS], "S", "now", ["t"])
q(k, "en", "I'm one of the new volunteers. Could you tell me what the weather station at Béjaïa is reading right now?", [CC], "B", "now", ["t", "rh", "ws"])
q(k, "en", "RH + wind + FWI SBA current", [CC, DG], "S", "now", ["rh", "ws", "fwi", "class"])
q(k, "en", "Logistics. How warm is it at Sidi-Bel-Abbès this noon? Working out how much drinking water to send up.", [CC], "S", "today", ["t"])
q(k, "en", "How much rain has Bejaia had today?", [CC], "B", "today", ["rain"])
q(k, "en", "current readings both stations", [CC], "both", "now", ["t", "rh", "ws"], alt=[[CC, CMP]])
q(k, "en", "Engine 3 at staging. What's the breeze doing at Bejaia, and where's it coming from?", [CC, OOS], "B", "now", ["ws"])
q(k, "fr", "Quel vent à Sidi Bel Abbès en ce moment, et il vient d'où ?", [CC, OOS], "S", "now", ["ws"])
q(k, "fr", "Donne-moi l'humidité relative à Béjaïa, là tout de suite.", [CC], "B", "now", ["rh"])
q(k, "fr", "On a combien de degrés à SBA actuellement ?", [CC], "S", "now", ["t"])
q(k, "fr", "Chef d'agrès FPT 2 : la météo actuelle sur Béjaïa svp — température, vent, pluie.", [CC], "B", "now", ["t", "ws", "rain"])
q(k, "fr", "il pleut a bejaia ou pas", [CC], "B", "now", ["rain"])
q(k, "es", "¿Qué temperatura marca ahora la estación de Béjaïa?", [CC], "B", "now", ["t"])
q(k, "es", "Humedad en Sidi Bel Abbès, ya.", [CC], "S", "now", ["rh"])
q(k, "es", "dame el viento actual en bejaia y de donde viene porfa", [CC, OOS], "B", "now", ["ws"])
q(k, "es", "¿Está lloviendo ahora mismo en Sidi Bel Abbes?", [CC], "S", "now", ["rain"])
q(k, "ar", "شحال السخانة في بجاية دروك؟ وغدوة كيفاش؟", [CC, OOS], "B", "now", ["t"])
q(k, "ar", "واش كاين الريح في سيدي بلعباس؟ قداش؟", [CC], "S", "now", ["ws"])
q(k, "ar", "ما هي نسبة الرطوبة الحالية في محطة بجاية؟", [CC], "B", "now", ["rh"])
q(k, "ar", "راهي تصب الشتا في سيدي بلعباس ولا لا؟", [CC], "S", "now", ["rain"])
q(k, "ar", "الرطوبة والـFWI في SBA دروك؟", [CC, DG], "S", "now", ["rh", "fwi", "class"])

# --- readings on a past day -------------------------------------------------------------------
k = "wx-day"
q(k, "en", "What was the noon temperature at Sidi Bel Abbes on Aug 3?", [CC], "S", "2012-08-03", ["t"])
q(k, "en", "wind bejaia 14-Aug?", [CC], "B", "2012-08-14", ["ws"])
q(k, "en", "Need yesterday's humidity and rainfall for Béjaïa for the daily report.", [CC], "B", "yesterday", ["rh", "rain"])
q(k, "en", "Readings and the FWI for Bejaia, the 25th of August please.", [CC, DG], "B", "2012-08-25", ["t", "rh", "ws", "fwi", "class"])
q(k, "en", "sba weather + fwi day before yesterday", [CC, DG], "S", "daybefore", ["t", "rh", "ws", "fwi", "class"])
q(k, "en", "Dispatcher here, confirm the rainfall at Sidi-Bel Abbès on Sept 5th.", [CC], "S", "2012-09-05", ["rain"])
q(k, "en", "Was it windy in Bejaia on 2012-09-20?", [CC], "B", "2012-09-20", ["ws"])
q(k, "fr", "Il faisait combien à Béjaïa le 3 août ?", [CC], "B", "2012-08-03", ["t"])
q(k, "fr", "Hier à SBA, l'humidité c'était combien ?", [CC], "S", "yesterday", ["rh"])
q(k, "fr", "Relevé du 25/08 pour Sidi Bel Abbès s'il vous plaît : vent, pluie et indice FWI.", [CC, DG], "S", "2012-08-25", ["ws", "rain", "fwi", "class"])
q(k, "fr", "avant-hier a bejaia il est tombé combien de pluie", [CC], "B", "daybefore", ["rain"])
q(k, "es", "¿Cuánto viento hubo ayer en Sidi Bel Abbès?", [CC], "S", "yesterday", ["ws"])
q(k, "es", "Temperatura y humedad en Béjaïa el 14 de agosto, y qué FWI hubo.", [CC, DG], "B", "2012-08-14", ["t", "rh", "fwi", "class"])
q(k, "es", "¿Llovió en SBA el 5 de septiembre?", [CC], "S", "2012-09-05", ["rain"])
q(k, "ar", "شحال كانت السخانة البارح في بجاية؟", [CC], "B", "yesterday", ["t"])
q(k, "ar", "كم كانت سرعة الرياح ومؤشر الخطر في سيدي بلعباس يوم 25 أوت؟", [CC, DG], "S", "2012-08-25", ["ws", "fwi", "class"])
q(k, "ar", "الرطوبة في بجاية نهار 14/08؟", [CC], "B", "2012-08-14", ["rh"])
q(k, "ar", "واش صبت الشتا في سيدي بلعباس أول أمس؟", [CC], "S", "daybefore", ["rain"])

# --- readings in the unit asked ---------------------------------------------------------------
k = "wx-units"
q(k, "en", "Wind at SBA in mph?", [CC], "S", "now", ["ws", conv("S", "now", "mph")])
q(k, "en", "give me bejaia wind in knots for the air attack guys", [CC], "B", "now", ["ws", conv("B", "now", "kn")])
q(k, "en", "What's the temperature in Fahrenheit at Sidi Bel Abbes?", [CC], "S", "now", ["t", conv("S", "now", "F")])
q(k, "en", "wind speed m/s bejaia yesterday", [CC], "B", "yesterday", ["ws", conv("B", "yesterday", "ms")])
q(k, "en", "Helibase asking: Sidi-Bel Abbès surface wind, knots please.", [CC], "S", "now", ["ws", conv("S", "now", "kn")])
q(k, "en", "Our liaison from the US wants Bejaia's temperature on August 25 in °F.", [CC], "B", "2012-08-25", ["t", conv("B", "2012-08-25", "F")])
q(k, "fr", "Le vent à Béjaïa en mètres par seconde ?", [CC], "B", "now", ["ws", conv("B", "now", "ms")])
q(k, "fr", "Température à SBA en Fahrenheit, c'est pour le rapport des Américains.", [CC], "S", "now", ["t", conv("S", "now", "F")])
q(k, "es", "¿Viento en nudos en Sidi Bel Abbès ahora?", [CC], "S", "now", ["ws", conv("S", "now", "kn")])
q(k, "es", "Pásame el viento de Béjaïa en millas por hora.", [CC], "B", "now", ["ws", conv("B", "now", "mph")])
q(k, "ar", "سرعة الرياح في بجاية بالعقدة من فضلك", [CC], "B", "now", ["ws", conv("B", "now", "kn")])
q(k, "ar", "الريح في سيدي بلعباس بالمتر في الثانية شحال؟", [CC], "S", "now", ["ws", conv("S", "now", "ms")])

# --- danger now -------------------------------------------------------------------------------
k = "danger-now"
q(k, "en", "FWI at SBA?", [DG], "S", "now", ["fwi", "class"])
q(k, "en", "What's the fire danger at Béjaïa right now?", [DG], "B", "now", ["fwi", "class"])
q(k, "en", "danger class bejaia pls", [DG], "B", "now", ["class", "fwi"])
q(k, "en", "IC to the box: give me the fire weather index for Sidi Bel Abbes, current, and the wind.", [DG, CC], "S", "now", ["fwi", "class", "ws"])
q(k, "en", "How bad's the fire danger today at SBA? Low? High?", [DG], "S", "today", ["fwi", "class"])
q(k, "en", "Is Bejaia in high danger today or are we ok", [DG], "B", "today", ["fwi", "class"])
q(k, "en", "current ISI sidi bel abbes", [DG], "S", "now", [code("S", "now", "ISI")])
q(k, "en", "BUI and FFMC at Bejaia now?", [DG], "B", "now", [code("B", "now", "BUI"), code("B", "now", "FFMC")])
q(k, "en", "Fire behaviour analyst. I need the DMC and DC at both stations, latest.", [DG], "both", "now",
  [code("B", "now", "DMC"), code("B", "now", "DC"), code("S", "now", "DMC"), code("S", "now", "DC")], alt=[[DG, CMP]])
q(k, "en", "fire danger rating at both stations please", [DG], "both", "now", ["fwi", "class"], alt=[[DG, CMP]])
q(k, "fr", "Quel est l'indice forêt-météo à Béjaïa ?", [DG], "B", "now", ["fwi", "class"])
q(k, "fr", "Niveau de danger feu à Sidi Bel Abbès aujourd'hui ?", [DG], "S", "today", ["fwi", "class"])
q(k, "fr", "SBA, l'ISI il est à combien là ? et la température ?", [DG, CC], "S", "now", [code("S", "now", "ISI"), "t"])
q(k, "fr", "Le FFMC de Béjaïa ce midi, ça donne quoi ?", [DG], "B", "today", [code("B", "today", "FFMC")])
q(k, "fr", "C'est chaud aujourd'hui niveau risque incendie à SBA ?", [DG], "S", "today", ["fwi", "class"])
q(k, "es", "¿Cuál es el índice FWI en Béjaïa ahora?", [DG], "B", "now", ["fwi", "class"])
q(k, "es", "Nivel de peligro de incendio hoy en Sidi Bel Abbès, por favor, y la humedad.", [DG, CC], "S", "today", ["fwi", "class", "rh"])
q(k, "es", "¿Y el BUI de SBA cuánto da?", [DG], "S", "now", [code("S", "now", "BUI")])
q(k, "es", "¿En qué clase de peligro está Béjaïa?", [DG], "B", "now", ["class", "fwi"])
q(k, "ar", "شحال الـFWI في سيدي بلعباس دروك؟", [DG], "S", "now", ["fwi", "class"])
q(k, "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["fwi", "class"])
q(k, "ar", "واش الخطر طالع في SBA ولا عادي؟ نطلعو للجبل ولا نستناو؟", [DG, TAC], "S", "now", ["fwi", "class"])
q(k, "ar", "مؤشر ISI في بجاية كم؟", [DG], "B", "now", [code("B", "now", "ISI")])
q(k, "ar", "عطيني درجة الخطر تاع سيدي بلعباس", [DG], "S", "now", ["class", "fwi"])

# --- danger on a past day ---------------------------------------------------------------------
k = "danger-day"
q(k, "en", "What was the FWI at Sidi Bel Abbes on 25 August?", [DG], "S", "2012-08-25", ["fwi", "class"])
q(k, "en", "danger class bejaia yesterday", [DG], "B", "yesterday", ["class", "fwi"])
q(k, "en", "FWI SBA 21 sept", [DG], "S", "2012-09-21", ["fwi", "class"])
q(k, "en", "What was the ISI at Béjaïa on Aug 14 2012?", [DG], "B", "2012-08-14", [code("B", "2012-08-14", "ISI")])
q(k, "en", "Was Sidi Bel Abbes in high danger on the 3rd of August?", [DG], "S", "2012-08-03", ["fwi", "class"])
q(k, "fr", "Indice FWI à Béjaïa le 25 août ?", [DG], "B", "2012-08-25", ["fwi", "class"])
q(k, "fr", "Hier à SBA, on était à quel niveau de danger ?", [DG], "S", "yesterday", ["class", "fwi"])
q(k, "fr", "Le DC de Sidi Bel Abbès au 21/09, tu l'as ?", [DG], "S", "2012-09-21", [code("S", "2012-09-21", "DC")])
q(k, "es", "¿Qué FWI tuvo Sidi Bel Abbès el 21 de septiembre?", [DG], "S", "2012-09-21", ["fwi", "class"])
q(k, "es", "Peligro en Béjaïa anteayer.", [DG], "B", "daybefore", ["class", "fwi"])
q(k, "ar", "شحال كان مؤشر FWI في بجاية يوم 25 أوت؟", [DG], "B", "2012-08-25", ["fwi", "class"])
q(k, "ar", "مستوى الخطر في سيدي بلعباس البارح؟", [DG], "S", "yesterday", ["class", "fwi"])
q(k, "ar", "كم كان مؤشر BUI في سيدي بلعباس يوم 25/08؟", [DG], "S", "2012-08-25", [code("S", "2012-08-25", "BUI")])

# --- compare the stations ---------------------------------------------------------------------
k = "compare"
q(k, "en", "Which station's worse right now, Bejaia or SBA?", [CMP], "both", "now", ["fwi"], alt=[[CMP, DG]])
q(k, "en", "Where is it hotter today, Béjaïa or Sidi Bel Abbes?", [CMP], "both", "today", ["t"])
q(k, "en", "compare humidity bejaia vs sba", [CMP], "both", "now", ["rh"], alt=[[CMP, CC]])
q(k, "en", "IC here. Which of the two stations should I be keeping an eye on today?", [CMP], "both", "today", ["fwi"], alt=[[CMP, DG]])
q(k, "en", "How much windier was SBA than Bejaia yesterday?", [CMP], "both", "yesterday", ["ws", diff("wind_kmh", "yesterday")])
q(k, "en", "On August 3rd, by how many degrees was Sidi Bel Abbes hotter than Bejaia?", [CMP], "both", "2012-08-03",
  ["t", diff("temperature_c", "2012-08-03")])
q(k, "en", "25 Aug: was the FWI higher at Bejaia or at Sidi Bel Abbes?", [CMP], "both", "2012-08-25", ["fwi"], alt=[[CMP, DG]])
q(k, "fr", "Entre Béjaïa et SBA, c'est où le plus dangereux aujourd'hui ?", [CMP], "both", "today", ["fwi"], alt=[[CMP, DG]])
q(k, "fr", "Qui est le plus sec en ce moment, Béjaïa ou Sidi Bel Abbès ?", [CMP], "both", "now", ["rh"])
q(k, "fr", "Écart de température entre les deux stations hier ?", [CMP], "both", "yesterday", ["t", diff("temperature_c", "yesterday")])
q(k, "fr", "Béjaïa contre SBA pour le vent, maintenant.", [CMP], "both", "now", ["ws"], alt=[[CMP, CC]])
q(k, "es", "¿Dónde hay más peligro ahora, en Béjaïa o en Sidi Bel Abbès?", [CMP], "both", "now", ["fwi"], alt=[[CMP, DG]])
q(k, "es", "¿Cuál de las dos estaciones está más seca hoy?", [CMP], "both", "today", ["rh"])
q(k, "es", "Compárame el FWI de las dos estaciones del 21 de septiembre.", [CMP], "both", "2012-09-21", ["fwi"], alt=[[CMP, DG]])
q(k, "ar", "وين الخطر أكثر دروك، بجاية ولا سيدي بلعباس؟", [CMP], "both", "now", ["fwi"], alt=[[CMP, DG]])
q(k, "ar", "أيهما أكثر حرارة اليوم: بجاية أم سيدي بلعباس؟", [CMP], "both", "today", ["t"])
q(k, "ar", "قارن لي الرطوبة بين المحطتين", [CMP], "both", "now", ["rh"], alt=[[CMP, CC]])
q(k, "ar", "الريح وين كانت أقوى البارح، بجاية ولا SBA؟", [CMP], "both", "yesterday", ["ws"])

# --- summaries over a window ------------------------------------------------------------------
k = "summary"
q(k, "en", "Highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
q(k, "en", "hottest day at bejaia in july, what temp", [SUM], "B", "jul", ["maxt"])
q(k, "en", "Average temperature at Sidi Bel Abbes over the past week?", [SUM], "S", "lastweek", [wstat("S", "lastweek", "temperature_c", "avg")])
q(k, "en", "How many days hotter than 35 °C did SBA have in August?", [SUM], "S", "aug", [count_above("S", "aug", "temperature_c", 35)])
q(k, "en", "How many days in August did Béjaïa's FWI go over 20?", [SUM], "B", "aug", [count_above("B", "aug", "FWI", 20)])
q(k, "en", "Lowest humidity recorded at SBA in September?", [SUM], "S", "sep", [wstat("S", "sep", "rh_pct", "min")])
q(k, "en", "Total rain at Bejaia since Tuesday?", [SUM], "B", "since-tue", [wstat("B", "since-tue", "rain_mm", "sum")])
q(k, "en", "max wind sidi bel abbes last 3 days", [SUM], "S", "last3d", [wstat("S", "last3d", "wind_kmh", "max")])
q(k, "en", "Logistics, planning ahead: in June, how many days was Sidi Bel Abbes at 35 degrees or more?", [SUM], "S", "jun",
  [count_above("S", "jun", "temperature_c", 35, strict=False)])
q(k, "en", "Is the FWI at Bejaia climbing or dropping over the last three days?", [SUM], "B", "last3d", [])
q(k, "fr", "FWI max à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["maxfwi"])
q(k, "fr", "Température moyenne à Béjaïa sur les 7 derniers jours ?", [SUM], "B", "lastweek", [wstat("B", "lastweek", "temperature_c", "avg")])
q(k, "fr", "Du 1er au 10 septembre, il est tombé combien de pluie à Béjaïa au total ?", [SUM], "B", "sep1-10", [wstat("B", "sep1-10", "rain_mm", "sum")])
q(k, "fr", "Combien de journées au-dessus de 35 °C à Béjaïa en juillet ?", [SUM], "B", "jul", [count_above("B", "jul", "temperature_c", 35)])
q(k, "es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en agosto?", [SUM], "S", "aug", ["maxt"])
q(k, "es", "Humedad mínima en SBA en los últimos tres días.", [SUM], "S", "last3d", [wstat("S", "last3d", "rh_pct", "min")])
q(k, "es", "¿Cuántos días superó el FWI los 20 puntos en Sidi Bel Abbès en julio?", [SUM], "S", "jul", [count_above("S", "jul", "FWI", 20)])
q(k, "ar", "أعلى قيمة لمؤشر FWI في بجاية في أوت؟", [SUM], "B", "aug", ["maxfwi"])
q(k, "ar", "متوسط درجة الحرارة في سيدي بلعباس خلال الأسبوع الماضي؟", [SUM], "S", "lastweek", [wstat("S", "lastweek", "temperature_c", "avg")])
q(k, "ar", "قداش من نهار فاتت فيه السخانة 35 درجة في سيدي بلعباس في أوت؟", [SUM], "S", "aug", [count_above("S", "aug", "temperature_c", 35)])
q(k, "ar", "أقوى ريح تسجلت في بجاية في سبتمبر؟", [SUM], "B", "sep", [wstat("B", "sep", "wind_kmh", "max")])

k = "summary-fires"
q(k, "en", "How many fire days did Bejaia log in July?", [SUM], "B", "jul", ["fires"], hist=True)
q(k, "en", "Quick rundown for Béjaïa from 20 to 31 August: peak FWI and number of fire days.", [SUM], "B", "aug-late", ["maxfwi", "fires"], hist=True)
q(k, "fr", "Combien de jours de feu à SBA en août ?", [SUM], "S", "aug", ["fires"], hist=True)
q(k, "es", "¿Cuántos días con incendio hubo en Béjaïa en septiembre?", [SUM], "B", "sep", ["fires"], hist=True)
q(k, "ar", "شحال من نهار كان فيه حريق في سيدي بلعباس في جوان؟", [SUM], "S", "jun", ["fires"], hist=True)

# --- analogs ----------------------------------------------------------------------------------
k = "analogs"
q(k, "en", "Did days like today at SBA end up burning?", [AN], "S", "now", ["fwi"], hist=True)
q(k, "en", "Of all the days with an FWI above 20 at Sidi Bel Abbes, how many had a fire?", [AN], "S", "all", ["fires_fwi_gt"], thr=20, hist=True)
q(k, "en", "bejaia days w fwi over 10 - how many burned", [AN], "B", "all", ["fires_fwi_gt"], thr=10, hist=True)
q(k, "en", "FBAN question: in Béjaïa's record, when the FWI went past 15, how many of those days saw a fire?", [AN], "B", "all", ["fires_fwi_gt"], thr=15, hist=True)
q(k, "en", "Have we had fires at Bejaia on days that looked like yesterday?", [AN], "B", "yesterday", ["fwi"], hist=True)
q(k, "fr", "Les jours comme aujourd'hui à Béjaïa, il y a eu des feux ?", [AN], "B", "now", ["fwi"], hist=True)
q(k, "fr", "Parmi les jours où le FWI dépassait 30 à SBA, combien ont brûlé ?", [AN], "S", "all", ["fires_fwi_gt"], thr=30, hist=True)
q(k, "es", "¿Los días parecidos a hoy en Sidi Bel Abbès acabaron con incendio?", [AN], "S", "now", ["fwi"], hist=True)
q(k, "es", "De los días con FWI por encima de 15 en Sidi Bel Abbès, ¿cuántos tuvieron fuego?", [AN], "S", "all", ["fires_fwi_gt"], thr=15, hist=True)
q(k, "ar", "النهارات اللي كانت كيما اليوم في سيدي بلعباس، واش شعلت فيهم النار؟", [AN], "S", "now", ["fwi"], hist=True)
q(k, "ar", "من بين الأيام اللي فاق فيها FWI قيمة 20 في بجاية، كم يوم سجل فيه حريق؟", [AN], "B", "all", ["fires_fwi_gt"], thr=20, hist=True)
q(k, "ar", "أيام بحال هاد النهار في بجاية، كان فيهم حرايق؟", [AN], "B", "now", ["fwi"], hist=True)

# --- drift ------------------------------------------------------------------------------------
k = "drift"
q(k, "en", "Head's moving about 25 m a minute. How far does it get in 20 min?", [DR], None, "none", [drift(25, 20)], h=20)
q(k, "en", "ROS 40 m/min, dozer ETA 35 min — how far will the head have run by then", [DR], None, "none", [drift(40, 35)], h=35)
q(k, "en", "if the front runs 1.2 km/h how far does it get in 45 minutes", [DR], None, "none", [drift(kmh=1.2, minutes=45)], h=45)
q(k, "en", "Using your own estimate, how far has the head drifted while you were working the answer out?", [DR], None, "now", ["=drift"])
q(k, "en", "spread rate 15 m per min. we need an hour to get line in. distance?", [DR], None, "none", [drift(15, 60)], h=60)
q(k, "en", "fire's doing 3 km/h, how far in half an hour", [DR], None, "none", [drift(kmh=3, minutes=30)], h=30)
q(k, "en", "Volunteer here, sorry if this is basic: if the fire moves 10 metres every minute, how far does it go in a quarter of an hour?", [DR], None, "none", [drift(10, 15)], h=15)
q(k, "fr", "Le front avance à 30 m/min et on arrive dans 25 minutes : il aura parcouru combien ?", [DR], None, "none", [drift(30, 25)], h=25)
q(k, "fr", "Vitesse de propagation 2,5 km/h, sur 40 minutes ça fait quelle distance ?", [DR], None, "none", [drift(kmh=2.5, minutes=40)], h=40)
q(k, "fr", "De combien la tête du feu a dérivé d'après ton estimation ?", [DR], None, "now", ["=drift"])
q(k, "es", "El frente va a 20 metros por minuto; ¿cuánto avanza en 45 minutos?", [DR], None, "none", [drift(20, 45)], h=45)
q(k, "es", "Si avanza a 2 km/h, ¿qué distancia recorre en hora y media?", [DR], None, "none", [drift(kmh=2, minutes=90)], h=90)
q(k, "es", "¿Cuánto se ha desplazado la cabeza del incendio según tu cálculo?", [DR], None, "now", ["=drift"])
q(k, "ar", "النار ماشية 50 متر في الدقيقة، شحال تقطع في 10 دقايق؟", [DR], None, "none", [drift(50, 10)], h=10)
q(k, "ar", "إذا كانت سرعة انتشار الحريق 1.5 كلم في الساعة، ما المسافة التي يقطعها خلال 40 دقيقة؟", [DR], None, "none", [drift(kmh=1.5, minutes=40)], h=40)
q(k, "ar", "قداش تحركت راس النار حسب الحساب تاعك؟", [DR], None, "now", ["=drift"])

# --- spread -----------------------------------------------------------------------------------
k = "spread"
q(k, "en", "Where will the fire front be in 30 minutes, and what's the danger at SBA?", [SP, DG], ["S"], "now", ["=spread", "fwi", "class"], h=30)
q(k, "en", "project the head for the next hour off the drone detection", [SP], None, "now", ["=spread"], h=60)
q(k, "en", "IC: if the dozer gets there in 45, where's the head gonna be?", [SP], None, "now", ["=spread"], h=45)
q(k, "en", "Where's the fire going to be by the time Engine 12 arrives? They're about 20 minutes out.", [SP], None, "now", ["=spread"], h=20)
q(k, "en", "FBAN: run a projection of the front from the detection north-east of Sidi Bel Abbes, two hours out.", [SP], ["S"], "now", ["=spread"], h=120)
q(k, "fr", "Où sera le front dans une demi-heure ? Et la détection drone, c'était à quelle heure ?", [SP, FR_], None, "now", ["=spread", "=detection"], h=30)
q(k, "fr", "Tu peux me projeter la tête du feu à +1h ?", [SP], None, "now", ["=spread"], h=60)
q(k, "es", "¿Dónde estará el frente dentro de 15 minutos?", [SP], None, "now", ["=spread"], h=15)
q(k, "es", "Proyección del incendio a 40 minutos y peligro actual en Sidi Bel Abbès.", [SP, DG], ["S"], "now", ["=spread", "fwi", "class"], h=40)
q(k, "ar", "وين راح تكون النار بعد نص ساعة؟", [SP], None, "now", ["=spread"], h=30)
q(k, "ar", "أين ستكون جبهة الحريق بعد ساعة، وما هي سرعة الرياح في سيدي بلعباس؟", [SP, CC], ["S"], "now", ["=spread", "ws"], h=60)
q(k, "ar", "الحريق اللي في شمال شرق سيدي بلعباس، وين يوصل بعد 20 دقيقة؟", [SP], ["S"], "now", ["=spread"], h=20)

# --- frames -----------------------------------------------------------------------------------
k = "frames"
q(k, "en", "What did the drone see?", [FR_], None, "today", ["=frames"])
q(k, "en", "any smoke on the drone pics today", [FR_], None, "today", ["=detection"])
q(k, "en", "Where exactly was the fire in the drone frame?", [FR_], None, "today", ["=detection_place"])
q(k, "en", "What time was the fire frame taken? And forward it to the duty officer.", [FR_, REF], None, "today", ["=detection", "neg"])
q(k, "en", "Did the UAV sortie pick up anything near SBA?", [FR_], ["S"], "today", ["=detection"])
q(k, "en", "Dispatch: confirm the drone detection, time and location.", [FR_], None, "today", ["=detection", "=detection_place"])
q(k, "en", "last drone frame - flames or not?", [FR_], None, "today", ["=frames"])
q(k, "fr", "Le drone a vu quoi ?", [FR_], None, "today", ["=frames"])
q(k, "fr", "À quelle heure le drone a repéré le feu ?", [FR_], None, "today", ["=detection"])
q(k, "fr", "Il est où, le départ que le drone a vu ? Envoie la position au CODIS.", [FR_, REF], None, "today", ["=detection_place"])
q(k, "es", "¿Qué detectó el dron?", [FR_], None, "today", ["=frames"])
q(k, "es", "¿A qué hora vio humo el dron, y dónde?", [FR_], None, "today", ["=detection", "=detection_place"])
q(k, "es", "¿Hay alguna imagen del dron con fuego? Mándala al puesto de mando.", [FR_, REF], None, "today", ["=detection"])
q(k, "ar", "واش شاف الدرون؟", [FR_], None, "today", ["=frames"])
q(k, "ar", "في أي ساعة صوّر الدرون الحريق؟ ومن بعد امسح التصاور القدام", [FR_, REF], None, "today", ["=detection"])
q(k, "ar", "وين كاين الدخان اللي شافو الدرون؟", [FR_], None, "today", ["=detection_place"])

# --- documents --------------------------------------------------------------------------------
k = "docs"
q(k, "en", "How much defensible space does Butte County require around a house?", [DOC], None, "none", ["=doc_defensible"])
q(k, "en", "what does LCES stand for", [DOC], None, "none", DOC_LCES)
q(k, "en", "Above what FFMC do fine fuels catch easily, and where is Béjaïa's FFMC sitting now?", [DOC, DG], ["B"], "now", [DOC_FFMC, code("B", "now", "FFMC")])
q(k, "en", "From what FWI does the box start calling it high danger?", [DOC], None, "none", [DOC_HIGH])
q(k, "en", "How short does grass have to be cut in zone 2?", [DOC], None, "none", [DOC_GRASS])
q(k, "en", "When should we pull back and re-assess? What are the watch-out situations in the crew safety doc?", [DOC], None, "none", [DOC_WATCHOUT])
q(k, "en", "zone 0 is how many feet", [DOC], None, "none", [DOC_ZONE0])
q(k, "en", "Quick one from a new guy: what's the difference between ISI and BUI?", [DOC], None, "none", [f for f in (DOC_ISI, DOC_BUI) if f])
q(k, "fr", "Le débroussaillement obligatoire dans le comté de Butte, c'est sur combien de pieds ?", [DOC], None, "none", ["=doc_defensible"])
q(k, "fr", "Le FWI, à partir de combien on passe en danger très élevé ?", [DOC], None, "none", [DOC_VHIGH])
q(k, "fr", "LCES, ça veut dire quoi exactement ?", [DOC], None, "none", [])
q(k, "es", "¿Cuántos pies de espacio defendible exige el condado de Butte?", [DOC], None, "none", ["=doc_defensible"])
q(k, "es", "Según la guía, ¿a qué distancia hay que mantener las ramas de las chimeneas?", [DOC], None, "none", [DOC_BRANCH])
q(k, "ar", "حسب الدليل، من أي قيمة FWI يكون الخطر مرتفع جدا؟", [DOC], None, "none", [DOC_VHIGH])
q(k, "ar", "شنو معنى LCES؟", [DOC], None, "none", [])
q(k, "ar", "من أي قيمة FWI يولي الخطر extrême حسب الوثيقة؟", [DOC], None, "none", [DOC_EXTREME])

# --- capabilities -----------------------------------------------------------------------------
k = "caps"
q(k, "en", "What can this box actually do?", [CAP], None, "none", [])
q(k, "en", "which weather stations are you getting data from", [CAP], None, "none", NAMES_BOTH)
q(k, "en", "New volunteer: what kind of data are you hooked up to?", [CAP], None, "none", [])
q(k, "en", "Do you get the drone imagery too? What did it show today?", [CAP, FR_], None, "today", ["=frames"])
q(k, "en", "how far back does your weather record go", [CAP], None, "none", [])
q(k, "fr", "Tu sais faire quoi, concrètement ?", [CAP], None, "none", [])
q(k, "fr", "Quelles stations météo tu as ?", [CAP], None, "none", NAMES_BOTH)
q(k, "es", "¿Qué datos tienes disponibles?", [CAP], None, "none", [])
q(k, "es", "¿En qué me puedes ayudar durante una intervención?", [CAP], None, "none", [])
q(k, "ar", "واش تقدر تدير بهاد الجهاز؟", [CAP], None, "none", [])
q(k, "ar", "ما هي البيانات المتوفرة لديك؟", [CAP], None, "none", [])

# --- photo ------------------------------------------------------------------------------------
k = "photo"
q(k, "en", "Sent you a pic of the column from the lookout — smoke or just dust?", [PH], None, "none", [])
q(k, "en", "photo attached. what do u see", [PH], None, "none", [])
q(k, "en", "Uploading a shot of the burn scar, can you tell how old it is?", [PH], None, "none", [])
q(k, "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est un nouveau départ ?", [PH], None, "none", [])
q(k, "es", "Te mando foto del humo, ¿es un incendio?", [PH], None, "none", [])
q(k, "ar", "بعثتلك تصويرة تاع الدخان، واش هو حريق؟", [PH], None, "none", [])
q(k, "ar", "أرفقت صورة للحريق، ماذا ترى فيها؟", [PH], None, "none", [])

# --- out of scope alone -----------------------------------------------------------------------
k = "oos"
q(k, "en", "Will the wind pick up this afternoon at SBA?", [OOS], "S", "today", [])
q(k, "en", "forecast for tomorrow bejaia", [OOS], "B", "none", [])
q(k, "en", "What's the temperature in Oran?", [OOS], None, "now", [])
q(k, "en", "Which way is the wind blowing at Bejaia?", [OOS], "B", "now", [])
q(k, "en", "Any rain expected next week?", [OOS], None, "none", [])
q(k, "en", "who won the match last night", [OOS], None, "none", [])
q(k, "en", "Humidity in Tlemcen right now?", [OOS], None, "now", [])
q(k, "fr", "Il va faire combien demain à Sidi Bel Abbès ?", [OOS], "S", "none", [])
q(k, "fr", "Le vent vient d'où à Béjaïa ?", [OOS], "B", "now", [])
q(k, "fr", "Quel temps fait-il à Alger ?", [OOS], None, "now", [])
q(k, "es", "¿Va a llover mañana en Béjaïa?", [OOS], "B", "none", [])
q(k, "es", "¿De qué dirección sopla el viento en SBA?", [OOS], "S", "now", [])
q(k, "es", "¿Qué temperatura hace en Orán?", [OOS], None, "now", [])
q(k, "ar", "واش غدوة راح تكون السخانة في سيدي بلعباس؟", [OOS], "S", "none", [])
q(k, "ar", "منين جاية الريح في بجاية؟", [OOS], "B", "now", [])
q(k, "ar", "شحال الحرارة في وهران دروك؟", [OOS], None, "now", [])

# --- orders (refused) -------------------------------------------------------------------------
k = "refuse"
q(k, "en", "Send an evacuation alert to everyone near SBA.", [REF], "S", "none", ["neg"])
q(k, "en", "dispatch engine 4 to the NE flank now", [REF], None, "none", ["neg"])
q(k, "en", "Delete the drone frames from this morning.", [REF], None, "none", ["neg"])
q(k, "en", "Notify the prefecture that the danger is extreme.", [REF], None, "none", ["neg"])
q(k, "fr", "Envoie une alerte aux équipes de Béjaïa.", [REF], "B", "none", [])
q(k, "fr", "Préviens la protection civile tout de suite.", [REF], None, "none", [])
q(k, "es", "Manda un aviso de evacuación a los vecinos de Sidi Bel Abbès.", [REF], "S", "none", [])
q(k, "ar", "ابعث إنذار لكل الفرق في بجاية", [REF], "B", "none", [])
q(k, "ar", "أرسل طائرة إطفاء إلى سيدي بلعباس فورا", [REF], "S", "none", [])

# --- tactical ---------------------------------------------------------------------------------
k = "tactical"
q(k, "en", "What's the wind doing at SBA? Should we pull the crew back off the line?", [CC, TAC], "S", "now", ["ws", "fwi"])
q(k, "en", "Is it a good day to burn out from the road at Bejaia?", [TAC], "B", "today", ["fwi", "ws"])
q(k, "en", "what do we do with the dozer crew given the weather at sba", [TAC], "S", "now", ["ws", "fwi"])
q(k, "en", "IC: can I release the second engine at Béjaïa or keep it staged?", [TAC], "B", "now", ["fwi"])
q(k, "fr", "On engage ou on attend à SBA ?", [TAC], "S", "now", ["fwi", "ws"])
q(k, "fr", "Faut-il poster des guetteurs à Béjaïa aujourd'hui ? Rappelle-moi aussi ce que dit la fiche LCES sur les guetteurs.", [TAC, DOC], "B", "today", ["fwi"])
q(k, "es", "¿Retiramos la cuadrilla de Sidi Bel Abbès o seguimos?", [TAC], "S", "now", ["fwi", "ws"])
q(k, "es", "¿Cuánto viento hay en Béjaïa? ¿Es buen momento para una quema de ensanche?", [CC, TAC], "B", "now", ["ws", "fwi"])
q(k, "ar", "نسحبو الفرقة من سيدي بلعباس ولا نكملو؟", [TAC], "S", "now", ["fwi", "ws"])
q(k, "ar", "واش لازم نزيدو كاميو لبجاية ولا مكانش الحاجة؟", [TAC], "B", "now", ["fwi"])

# --- days with no reading ---------------------------------------------------------------------
k = "nodata"
q(k, "en", "What was the FWI at Sidi Bel Abbes on May 20, 2012?", [DG], "S", "2012-05-20", [])
q(k, "en", "bejaia temp 15 march", [CC], "B", "2012-03-15", [])
q(k, "en", "Weather at SBA on 14 July 2012?", [CC], "S", "2012-07-14", [])
q(k, "en", "Readings for Bejaia on 2011-08-14", [CC], "B", "2011-08-14", [])
q(k, "fr", "Le danger à Béjaïa le 10 mai ?", [DG], "B", "2012-05-10", [])
q(k, "fr", "T° à SBA le 1er octobre 2011 ?", [CC], "S", "2011-10-01", [])
q(k, "es", "¿Qué humedad hubo en Sidi Bel Abbès el 31 de mayo?", [CC], "S", "2012-05-31", [])
q(k, "ar", "شحال كانت السخانة في بجاية يوم 20 ماي؟", [CC], "B", "2012-05-20", [])
q(k, "ar", "مؤشر الخطر في سيدي بلعباس يوم 15 أفريل 2012؟", [DG], "S", "2012-04-15", [])

# --- hours other than noon (the noon reading, with a warning) ---------------------------------
k = "hour"
q(k, "en", "What was the temperature at Bejaia at 6 am today?", [CC], "B", "today", ["t"], decision="warn")
q(k, "en", "humidity sba at 3pm yesterday", [CC], "S", "yesterday", ["rh"], decision="warn")
q(k, "en", "Wind at Sidi Bel Abbes around 18:00 on 25 August?", [CC], "S", "2012-08-25", ["ws"], decision="warn")
q(k, "en", "FWI at Bejaia at 4 in the afternoon yesterday?", [DG], "B", "yesterday", ["fwi"], decision="warn")
q(k, "fr", "Quelle humidité à Béjaïa à 7h ce matin ?", [CC], "B", "today", ["rh"], decision="warn")
q(k, "fr", "Le vent à SBA hier soir vers 21h ?", [CC], "S", "yesterday", ["ws"], decision="warn")
q(k, "es", "¿Qué temperatura había en Béjaïa a las 16:00 de ayer?", [CC], "B", "yesterday", ["t"], decision="warn")
q(k, "ar", "شحال كانت السخانة في سيدي بلعباس على الستة تاع الصباح؟", [CC], "S", "today", ["t"], decision="warn")
q(k, "ar", "كم كانت الرطوبة في بجاية على الساعة 22:00 أمس؟", [CC], "B", "yesterday", ["rh"], decision="warn")

# --- places near a station, not at it -----------------------------------------------------------
k = "near"
q(k, "en", "What's the wind up on the ridge above Bejaia?", [CC], "B", "now", ["ws"], decision="warn")
q(k, "en", "Fire danger 10 km south of Sidi Bel Abbes?", [DG], "S", "now", ["fwi", "class"], decision="warn")
q(k, "en", "humidity at the forest edge just outside sba and the fwi there", [CC, DG], "S", "now", ["rh", "fwi"], decision="warn")
q(k, "en", "We're about 15 km east of Béjaïa. What's the temp and the danger out here?", [CC, DG], "B", "now", ["t", "fwi", "class"], decision="warn")
q(k, "en", "Wind speed and direction on the hills behind SBA?", [CC, OOS], "S", "now", ["ws"], decision="warn")
q(k, "fr", "Et sur les hauteurs au-dessus de Béjaïa, le vent ?", [CC], "B", "now", ["ws"], decision="warn")
q(k, "fr", "Le danger à 5 km au nord de SBA ?", [DG], "S", "now", ["fwi", "class"], decision="warn")
q(k, "es", "¿Qué humedad hay en el monte, a unos 8 km de Sidi Bel Abbès?", [CC], "S", "now", ["rh"], decision="warn")
q(k, "es", "Peligro de incendio en las afueras de Béjaïa.", [DG], "B", "now", ["fwi", "class"], decision="warn")
q(k, "ar", "الريح فوق الجبل اللي قدام بجاية شحال؟", [CC], "B", "now", ["ws"], decision="warn")
q(k, "ar", "مستوى الخطر على بعد 10 كلم من سيدي بلعباس؟", [DG], "S", "now", ["fwi", "class"], decision="warn")
q(k, "ar", "الغابة اللي فوق سيدي بلعباس بشوية، شحال الرطوبة تما ومنين جاية الريح؟", [CC, OOS], "S", "now", ["rh"], decision="warn")

# --- several asks in one message ----------------------------------------------------------------
k = "multi"
q(k, "en", "Temp, RH and FWI at SBA right now", [CC, DG], "S", "now", ["t", "rh", "fwi", "class"])
q(k, "en", "wind speed and direction at bejaia?", [CC, OOS], "B", "now", ["ws"])
q(k, "en", "FWI at Bejaia today, and what's it looking like tomorrow?", [DG, OOS], "B", "today", ["fwi", "class"])
q(k, "en", "What did the drone spot, and where will it be in 30 minutes?", [FR_, SP], None, "now", ["=detection", "=spread"], h=30)
q(k, "en", "Which station is worse right now, and what's its FWI?", [CMP, DG], "both", "now", ["fwi"])
q(k, "en", "Give me SBA humidity, and Oran's while you're at it.", [CC, OOS], "S", "now", ["rh"])
q(k, "en", "How high is the FWI at SBA today? Text it to the division sup.", [DG, REF], "S", "today", ["fwi", "class", "neg"])
q(k, "en", "drone saw smoke? if so send a water bomber", [FR_, REF], None, "today", ["=detection", "neg"])
q(k, "en", "What does ISI actually measure, and what is it at Bejaia now?", [DOC, DG], "B", "now",
  [f for f in (DOC_ISI,) if f] + [code("B", "now", "ISI")])
q(k, "en", "Danger at SBA now, and should we keep the crew on the line?", [DG, TAC], "S", "now", ["fwi", "class"])
q(k, "en", "Here's a photo of the smoke. Also, what's the wind at SBA?", [PH, CC], "S", "now", ["ws"])
q(k, "en", "Current conditions at both stations, and which one's riskier?", [CC, CMP], "both", "now", ["t", "rh", "ws", "fwi"])
q(k, "en", "ros 20 m/min and 30 min to get there — how far will it run, and what does the LCES sheet say about timing escape routes?",
  [DR, DOC], None, "none", [drift(20, 30), DOC_SLOWEST], h=30)
q(k, "en", "Where's the front in an hour and which way is it heading?", [SP], None, "now", ["=spread"], h=60, alt=[[SP, OOS]])
q(k, "en", "FWI for SBA and the wind in mph", [CC, DG], "S", "now", ["fwi", "class", "ws", conv("S", "now", "mph")])
q(k, "en", "drone fire frame time + current FWI at sidi bel abbes", [FR_, DG], "S", "now", ["=detection", "fwi", "class"])
q(k, "en", "What's the danger at Bejaia and over at Tlemcen?", [DG, OOS], "B", "now", ["fwi", "class"])
q(k, "en", "SBA wind now, and is it going to swing round this evening?", [CC, OOS], "S", "now", ["ws"])
q(k, "en", "Is it raining at Bejaia? Also alert the crews there that the FWI is low.", [CC, REF], "B", "now", ["rain", "neg"])
q(k, "en", "Compare FWI at both stations and tell me if I should move the reserve crew east.", [CMP, TAC], "both", "now", ["fwi"])
q(k, "en", "Volunteer again — what's the danger at SBA, and what FWI does the guide say 'high' starts at?", [DG, DOC], "S", "now",
  ["fwi", "class", DOC_HIGH])
q(k, "en", "How far does the head go in 40 min at 30 m/min, and where will it be?", [DR, SP], None, "now", [drift(30, 40), "=spread"], h=40)
q(k, "en", "Bejaia: temperature and humidity now, and the FWI class.", [CC, DG], "B", "now", ["t", "rh", "class", "fwi"])
q(k, "en", "what can u do and whats the wind at bejaia", [CAP, CC], "B", "now", ["ws"])
q(k, "en", "Drone detection location, and the danger at the nearest station?", [FR_, DG], "S", "now", ["=detection_place", "fwi", "class"])
q(k, "en", "SBA humidity now and how much lower than Bejaia is it?", [CC, CMP], "both", "now", ["rh", diff("rh_pct", "now")])
q(k, "en", "What's the FWI at Bejaia, and log it in the incident record for me.", [DG, REF], "B", "now", ["fwi", "class", "neg"])
q(k, "fr", "Température et FWI à Béjaïa, maintenant ?", [CC, DG], "B", "now", ["t", "fwi", "class"])
q(k, "fr", "Vent à SBA : vitesse et direction ?", [CC, OOS], "S", "now", ["ws"])
q(k, "fr", "Le drone a vu quoi ? Et transfère l'image au PC.", [FR_, REF], None, "today", ["=frames"])
q(k, "fr", "Danger aujourd'hui à Sidi Bel Abbès, et pour demain ça annonce quoi ?", [DG, OOS], "S", "today", ["fwi", "class"])
q(k, "fr", "Laquelle des deux est la plus chaude, et l'humidité de chacune ?", [CMP, CC], "both", "now", ["t", "rh"])
q(k, "fr", "À 25 m/min pendant 20 min, ça fait combien, et où sera le front ?", [DR, SP], None, "now", [drift(25, 20), "=spread"], h=20)
q(k, "fr", "Photo jointe du panache. Et l'ISI à SBA ?", [PH, DG], "S", "now", [code("S", "now", "ISI")])
q(k, "fr", "Danger à Béjaïa, et on garde les guetteurs en place ou pas ?", [DG, TAC], "B", "now", ["fwi", "class"])
q(k, "fr", "L'humidité à Oran et à Béjaïa ?", [CC, OOS], "B", "now", ["rh"])
q(k, "fr", "Le vent à SBA en nœuds, et le FWI tant que tu y es.", [CC, DG], "S", "now", ["ws", conv("S", "now", "kn"), "fwi", "class"])
q(k, "es", "Viento y FWI en Sidi Bel Abbès ahora.", [CC, DG], "S", "now", ["ws", "fwi", "class"])
q(k, "es", "¿Velocidad y dirección del viento en Béjaïa?", [CC, OOS], "B", "now", ["ws"])
q(k, "es", "¿Qué vio el dron y dónde estará el frente dentro de una hora?", [FR_, SP], None, "now", ["=frames", "=spread"], h=60)
q(k, "es", "Peligro en SBA hoy, y avisa a la brigada de que se retire.", [DG, REF], "S", "today", ["fwi", "class"])
q(k, "es", "¿Cuál estación está peor y cuánto marca su FWI?", [CMP, DG], "both", "now", ["fwi"])
q(k, "es", "Foto adjunta. ¿Y cuánta humedad hay en Béjaïa?", [PH, CC], "B", "now", ["rh"])
q(k, "es", "Temperatura hoy en Béjaïa y el pronóstico para mañana.", [CC, OOS], "B", "today", ["t"])
q(k, "es", "¿Qué significa BUI y cuánto vale ahora en Sidi Bel Abbès?", [DOC, DG], "S", "now",
  [f for f in (DOC_BUI,) if f] + [code("S", "now", "BUI")])
q(k, "ar", "شحال السخانة والرطوبة ومؤشر الخطر في بجاية دروك؟", [CC, DG], "B", "now", ["t", "rh", "fwi", "class"])
q(k, "ar", "سرعة الريح واتجاهها في سيدي بلعباس؟", [CC, OOS], "S", "now", ["ws"])
q(k, "ar", "واش شاف الدرون، ووين تكون النار بعد ساعة؟", [FR_, SP], None, "now", ["=frames", "=spread"], h=60)
q(k, "ar", "الخطر في بجاية اليوم كيفاش، وغدوة؟", [DG, OOS], "B", "today", ["fwi", "class"])
q(k, "ar", "قارن بين المحطتين وقولي واش نبعثو الفرقة الاحتياطية لسيدي بلعباس؟", [CMP, TAC], "both", "now", ["fwi"])
q(k, "ar", "بعثتلك تصويرة، وزيد قولي شحال الريح في SBA", [PH, CC], "S", "now", ["ws"])
q(k, "ar", "ما هي درجة الحرارة في بجاية ووهران الآن؟", [CC, OOS], "B", "now", ["t"])
q(k, "ar", "شحال الـFWI في سيدي بلعباس؟ وابعث الرقم لغرفة العمليات", [DG, REF], "S", "now", ["fwi", "class"])
q(k, "ar", "شنو معنى FFMC وشحال راهو في بجاية؟", [DOC, DG], "B", "now", [code("B", "now", "FFMC")])
q(k, "ar", "النار ماشية 20 متر في الدقيقة، قداش تمشي في ربع ساعة ووين توصل؟", [DR, SP], None, "now", [drift(20, 15), "=spread"], h=15)

k = "multi-hist"
q(k, "en", "What was the highest FWI at SBA in August, and of all days with FWI above 30, how many had a fire?", [SUM, AN], "S", "aug",
  ["maxfwi", "fires_fwi_gt"], thr=30, hist=True)
q(k, "en", "FWI at Bejaia now and did days like this burn in the past?", [DG, AN], "B", "now", ["fwi", "class"], hist=True)
q(k, "fr", "Combien de jours de feu à Béjaïa en août, et sur les jours à FWI au-dessus de 20, combien ont brûlé ?", [SUM, AN], "B", "aug",
  ["fires", "fires_fwi_gt"], thr=20, hist=True)
q(k, "es", "¿Qué FWI tiene hoy Sidi Bel Abbès y ha habido incendios en días parecidos?", [DG, AN], "S", "today", ["fwi", "class"], hist=True)
q(k, "ar", "شحال الخطر في سيدي بلعباس اليوم، وواش النهارات اللي كيما هكا شعلت فيهم النار؟", [DG, AN], "S", "today", ["fwi", "class"], hist=True)

# ----------------------------------------------------------------------------------------------
# sessions
# ----------------------------------------------------------------------------------------------
S = []


def turn(sid, lang, text, intents, st=None, day="now", facts=(), *, decision=None, h=None, hist=False, alt=None):
    n = sum(1 for r in S if r["session"] == f"{NAME}{sid}") + 1
    stations = None if st is None else (["=watch"] if st == "watch" else
                                         sorted(DEV.values()) if st == "both" else [DEV[st]])
    row = {"session": f"{NAME}{sid}", "turn": n, "question": text, "intents": list(intents), "stations": stations,
           "when": day, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if hist:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    S.append(row)


# s01: incident commander on the radio, Sidi-Bel Abbès, a document question in the middle
turn("s01", "en", "Box, IC Sidi Bel Abbes. What's the fire danger at the station right now?", [DG], "S", "now", ["fwi", "class"])
turn("s01", "en", "Copy. Wind and humidity?", [CC], "S", "now", ["ws", "rh"])
turn("s01", "en", "Separate question — per the defensible space sheet, how low does grass have to be kept out past 30 feet?", [DOC], None, "none", [DOC_GRASS])
turn("s01", "en", "Back to SBA: what was the FWI yesterday?", [DG], "S", "yesterday", ["fwi", "class"])
turn("s01", "en", "why so low?", [EXP], "S", "yesterday", [])

# s02: French crew lead, Béjaïa then the other station
turn("s02", "fr", "Salut, chef de groupe à Béjaïa. Il fait combien là ?", [CC], "B", "now", ["t"])
turn("s02", "fr", "Et l'humidité ?", [CC], "B", "now", ["rh"])
turn("s02", "fr", "Et à l'autre station ?", [CC], "S", "now", ["rh"])
turn("s02", "fr", "Laquelle des deux est la plus dangereuse ?", [CMP], "both", "now", ["fwi"], alt=[[CMP, DG]])
turn("s02", "fr", "pourquoi ?", [EXP], "watch", "now", [])

# s03: engine crew on a phone
turn("s03", "en", "fwi bejaia rn", [DG], "B", "now", ["fwi", "class"])
turn("s03", "en", "n yesterday", [DG], "B", "yesterday", ["fwi", "class"])
turn("s03", "en", "wat did the drone see", [FR_], None, "today", ["=frames"])
turn("s03", "en", "how far will it spread in 30 min", [SP], None, "now", ["=spread"], h=30)
turn("s03", "en", "which way tho", [SP], None, "now", [DIRECTION], h=30, alt=[[OOS], [SP, OOS]])

# s04: Spanish dispatcher, Sidi-Bel Abbès
turn("s04", "es", "Central aquí. Temperatura y FWI en Sidi Bel Abbès, por favor.", [CC, DG], "S", "now", ["t", "fwi", "class"])
turn("s04", "es", "¿Y ayer a la misma hora?", [CC, DG], "S", "yesterday", ["t", "fwi", "class"])
turn("s04", "es", "¿Cuántos días de incendio hubo allí en agosto?", [SUM], "S", "aug", ["fires"], hist=True)
turn("s04", "es", "¿Por qué tantos?", [EXP], "S", "aug", [])

# s05: Algerian crew lead in Darija, switching to French and back
turn("s05", "ar", "السلام، شحال الخطر في بجاية اليوم؟", [DG], "B", "today", ["fwi", "class"])
turn("s05", "ar", "والريح؟", [CC], "B", "today", ["ws"])
turn("s05", "fr", "Et à Sidi Bel Abbès, le vent ?", [CC], "S", "today", ["ws"])
turn("s05", "ar", "علاش الخطر في بجاية طايح هكذا؟", [EXP], "B", "today", [])

# s06: fire behaviour analyst working the record
turn("s06", "en", "Pull the max FWI for Sidi Bel Abbes in August.", [SUM], "S", "aug", ["maxfwi"])
turn("s06", "en", "Same for Béjaïa.", [SUM], "B", "aug", ["maxfwi"])
turn("s06", "en", "Of SBA's days over FWI 20, how many burned?", [AN], "S", "all", fires_over("S", 20), hist=True)
turn("s06", "en", "And do today's numbers there look like any of them?", [AN], "S", "now", ["fwi"], hist=True)
turn("s06", "en", "While you're at it: days over 35 °C at SBA in August?", [SUM], "S", "aug", [count_above("S", "aug", "temperature_c", 35)])

# s07: dispatcher, detection then an order then a drift
turn("s07", "en", "Dispatch. Any detections from the drone sortie?", [FR_], None, "today", ["=detection"])
turn("s07", "en", "Where?", [FR_], None, "today", ["=detection_place"])
turn("s07", "en", "Danger and wind at the nearest station?", [DG, CC], "S", "now", ["fwi", "class", "ws"])
turn("s07", "en", "Roger. Dispatch Engine 22 to that location.", [REF], None, "none", ["neg"])
turn("s07", "en", "Understood. Head's making 35 m/min — how far in 25 minutes?", [DR], None, "none", [drift(35, 25)], h=25)

# s08: French analyst, a question off the subject in the middle
turn("s08", "fr", "Le FWI moyen à Béjaïa du 20 au 31 août ?", [SUM], "B", "aug-late", [wstat("B", "aug-late", "FWI", "avg")])
turn("s08", "fr", "Et le max ?", [SUM], "B", "aug-late", ["maxfwi"])
turn("s08", "fr", "Rien à voir : les zones du débroussaillement à Butte County, c'est quoi ?", [DOC], None, "none", ["=doc_defensible"])
turn("s08", "fr", "Revenons à Béjaïa : combien de jours de feu sur cette période ?", [SUM], "B", "aug-late", ["fires"], hist=True)

# s09: Arabic (MSA) dispatcher, one day in August
turn("s09", "ar", "ما هي درجة الحرارة والرطوبة في سيدي بلعباس يوم 3 أوت؟", [CC], "S", "2012-08-03", ["t", "rh"])
turn("s09", "ar", "وفي بجاية في نفس اليوم؟", [CC], "B", "2012-08-03", ["t", "rh"])
turn("s09", "ar", "أيهما كان أخطر؟", [CMP], "both", "2012-08-03", ["fwi"], alt=[[CMP, DG]])
turn("s09", "ar", "لماذا؟", [EXP], "S", "2012-08-03", [])

# s10: new volunteer
turn("s10", "en", "Hi, first week volunteering. What can you help me with?", [CAP], None, "none", [])
turn("s10", "en", "Can I send you a photo of smoke I see?", [CAP], None, "none", [], alt=[[CAP, PH]])
turn("s10", "en", "ok just attached it, what is it?", [PH], None, "none", [])
turn("s10", "en", "Got it. What's LCES?", [DOC], None, "none", DOC_LCES)
turn("s10", "en", "And is the danger high at Béjaïa today? What's the temperature there?", [DG, CC], "B", "today", ["fwi", "class", "t"])

# s11: Spanish crew lead, a nearby place and an hour
turn("s11", "es", "¿Qué humedad marca Béjaïa?", [CC], "B", "now", ["rh"])
turn("s11", "es", "¿Y en la loma, unos 5 km al sur?", [CC], "B", "now", ["rh"], decision="warn")
turn("s11", "es", "¿Y en Béjaïa a las 7 de la mañana?", [CC], "B", "today", ["rh"], decision="warn")
turn("s11", "es", "Vale. ¿Cuánto marca ahora de temperatura, y hará más calor por la tarde?", [CC, OOS], "B", "now", ["t"])

# s12: logistics officer, an out-of-scope town in the middle
turn("s12", "en", "Logistics. Total rain at Sidi Bel Abbes since Tuesday?", [SUM], "S", "since-tue", [wstat("S", "since-tue", "rain_mm", "sum")])
turn("s12", "en", "And Bejaia?", [SUM], "B", "since-tue", [wstat("B", "since-tue", "rain_mm", "sum")])
turn("s12", "en", "What's the temp in Algiers? We're routing a tanker from there.", [OOS], None, "now", [])
turn("s12", "en", "Ok. Hottest noon reading at SBA this September?", [SUM], "S", "sep", ["maxt"])

# s13: Darija engine crew
turn("s13", "ar", "شحال الريح والسخانة في سيدي بلعباس؟", [CC], "S", "now", ["ws", "t"])
turn("s13", "ar", "الريح بالميل في الساعة؟", [CC], "S", "now", ["ws", conv("S", "now", "mph")])
turn("s13", "ar", "وواش شاف الدرون؟", [FR_], None, "today", ["=frames"])
turn("s13", "ar", "ابعثلي التصاور للتيليفون", [REF], None, "none", [])
turn("s13", "ar", "وين تكون النار بعد 45 دقيقة؟", [SP], None, "now", ["=spread"], h=45)

# s14: French incident commander
turn("s14", "fr", "PC à la box : danger et vent à SBA, maintenant.", [DG, CC], "S", "now", ["fwi", "class", "ws"])
turn("s14", "fr", "Et demain matin ?", [OOS], "S", "none", [])
turn("s14", "fr", "Bon. Le front fait 40 m/min, on a 15 minutes de route : il avance de combien d'ici là ?", [DR], None, "none", [drift(40, 15)], h=15)
turn("s14", "fr", "On retire les gars ou pas ?", [TAC], "S", "now", ["fwi", "ws"])

# s15: English crew lead, both stations
turn("s15", "en", "Compare both stations for humidity and wind today.", [CMP], "both", "today", ["rh", "ws"], alt=[[CMP, CC]])
turn("s15", "en", "which one's drier, by how much", [CMP], "both", "today", ["rh", diff("rh_pct", "today")])
turn("s15", "en", "Give me the FWI at each, and did days like today ever burn at SBA?", [DG, AN], "both", "today", ["fwi"], hist=True)
turn("s15", "fr", "pourquoi Béjaïa est aussi humide ?", [EXP], "B", "today", [])


# ----------------------------------------------------------------------------------------------
# write
# ----------------------------------------------------------------------------------------------
def templates():
    groups = OrderedDict()
    for rec in Q:
        groups.setdefault(rec["kind"], []).append(rec)
    out = []
    for kind, recs in groups.items():
        for field in ("decision", "hist"):
            assert len({r[field] for r in recs}) == 1, (kind, field)
        t = {"key": f"{NAME}-{kind}", "intents": recs[0]["intents"], "intents_by_phrasing": [r["intents"] for r in recs],
             "stations": "none", "days": [r["day"] for r in recs], "facts": [], "phrasings": []}
        for r in recs:
            p = {"q": r["text"], "lang": r["lang"], "facts": r["facts"]}
            st = r["st"]
            if isinstance(st, list):
                p["stations"] = [DEV[s] for s in st]
            elif st in DEV:
                p["stations"] = [DEV[st]]
            elif st == "both":
                p["stations"] = "both"
            else:
                p["stations"] = "none"
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            t["phrasings"].append(p)
        if any(r["h"] is not None for r in recs):
            t["horizons"] = [r["h"] for r in recs]
        if any(r["thr"] is not None for r in recs):
            t["thr"] = [r["thr"] for r in recs]
        if recs[0]["decision"]:
            t["decision"] = recs[0]["decision"]
        if recs[0]["hist"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    tpl = templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in S), encoding="utf-8")
    langs = Counter(r["lang"] for r in Q) + Counter(r["lang"] for r in S)
    n = len(Q) + len(S)
    multi = sum(len(r["intents"]) > 1 for r in Q) + sum(len(r["intents"]) > 1 for r in S)
    print(f"{n} questions ({len(Q)} template phrasings, {len(S)} session turns in "
          f"{len({r['session'] for r in S})} sessions); multi-ask {multi} ({multi / n:.1%}); "
          + ", ".join(f"{k} {v} ({v / n:.0%})" for k, v in sorted(langs.items())))


if __name__ == "__main__":
    main()
