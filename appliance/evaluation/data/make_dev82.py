"""Batch d82 (dev): blind crew questions for the wildfire appliance, gold computed by code.

Run:  python -m appliance.evaluation.data.make_dev82

Writes crew_templates_dev82.jsonl and crew_sessions_dev82.jsonl next to this file, then expands them
with crew_build.expand and prints counts. Every gold number comes from the CSV (crew_facts.table,
crew_facts.day_fact, window facts), from the crew's own numbers (rate x minutes), or from a regex over
the shipped documents; none is typed by hand.
"""
import json
import re
import sys
from collections import Counter
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d82"
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TODAY = crew_days.TODAY

# ---------------------------------------------------------------- gold helpers (all from data)


def iso(key: str) -> str:
    if key in ("now", "today"):
        return TODAY.isoformat()
    if key in crew_days.RELATIVE:
        return (TODAY - timedelta(days=crew_days.RELATIVE[key])).isoformat()
    return date.fromisoformat(key).isoformat()


def window(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def _get(day, attr):
    plain = {"t": day.temperature_c, "rh": day.rh_pct, "ws": day.wind_kmh, "rain": day.rain_mm}
    return plain[attr] if attr in plain else day.codes[attr]


def value(dev, key, attr):
    return _get(crew_facts.table()[(dev, iso(key))], attr)


def reading(dev, key, attr):
    """A reading of a day as the CSV writes it (t, rh, ws, rain)."""
    return crew_facts._num(value(dev, key, attr))


def code(dev, key, name):
    """A fire-weather code of a day as the CSV writes it (FFMC, DMC, DC, ISI, BUI, FWI)."""
    return crew_facts._num(value(dev, key, name))


def _one(x: float) -> list[str]:
    """x at one decimal, both roundings where they differ, dot and comma."""
    a = f"{x:.1f}"
    b = str(Decimal(repr(x)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
    forms = []
    for s in dict.fromkeys([a, b]):
        forms += [s, s.replace(".", ",")]
        if s.endswith(".0"):
            forms.append(s[:-2])
    return list(dict.fromkeys(forms))


def conv(dev, key, unit):
    """The real reading in another unit: mph, kt, m/s from km/h; °F from °C."""
    if unit == "F":
        x = value(dev, key, "t") * 9 / 5 + 32
        tail = ["°F", "° F", " F", "F"]
    else:
        k = value(dev, key, "ws")
        x = {"mph": k / 1.609344, "kt": k / 1.852, "ms": k / 3.6}[unit]
        tail = {"mph": [" mph", "mph"], "kt": [" kt", " knots", " kn", " nœuds", " nudos"],
                "ms": [" m/s", "m/s"]}[unit]
    forms = _one(x)
    r = int(Decimal(repr(x)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))
    forms += [f"{r}{t}" if not t.startswith(" ") else f"{r}{t}" for t in tail]
    if float(x).is_integer():
        forms.insert(0, str(int(x)))
    return {"any": list(dict.fromkeys(forms))}


def rows(dev, wkey):
    t = crew_facts.table()
    return [t[(dev, d)] for d in window(wkey) if (dev, d) in t]


def avg(dev, wkey, attr):
    vals = [_get(r, attr) for r in rows(dev, wkey)]
    return {"any": _one(sum(vals) / len(vals))}


def low(dev, wkey, attr):
    return crew_facts._num(min(_get(r, attr) for r in rows(dev, wkey)))


def count_above(dev, wkey, attr, thr):
    return sum(_get(r, attr) > thr for r in rows(dev, wkey))


def diff(attr, key):
    return crew_facts._num(round(abs(value(S, key, attr) - value(B, key, attr)), 1))


def trend_words(dev, wkey):
    r = rows(dev, wkey)
    down = r[-1].codes["FWI"] < r[0].codes["FWI"]
    return {"any": ["down", "fall", "drop", "decreas", "lower"] if down else ["up", "rising", "rose", "increas", "higher"]}


def dist(metres: float, extra=()) -> dict:
    """A crew-given rate times minutes, in m and km forms (dot and French comma)."""
    m = int(Decimal(repr(metres)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))
    forms = [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,}".replace(",", " ") + " m", f"{m:,}".replace(",", ".") + " m"]
    for nd in (2, 1):
        k = f"{metres / 1000:.{nd}f}".rstrip("0").rstrip(".")
        forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km"]
    return {"any": list(dict.fromkeys(forms + list(extra)))}


CHAIN_M = 20.1168          # one surveyor's chain
FOOT_M = 0.3048

# ---------------------------------------------------------------- facts parsed from the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
_def = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
_lces = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
_fwi = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def _rx(pattern, text, group=1):
    m = re.search(pattern, " ".join(text.split()))
    if not m:
        raise SystemExit(f"document pattern not found: {pattern}")
    return m.group(group)


DEF_FEET = int(_rx(r"requires (\d+) feet of defensible space", _def))
ZONE0_FT = _rx(r"Zone 0 is the first (\d+) feet", _def)
ZONE1_FT = _rx(r"Zone 1 runs from \d+ to (\d+) feet", _def)
GRASS_IN = _rx(r"maximum height of (\d+) inches", _def)
CHIMNEY_FT = _rx(r"keep tree branches (\d+) feet from chimneys", _def)
FFMC_EASY = int(_rx(r"above about (\d+) fine fuels ignite easily", _fwi))
HIGH_FROM = _rx(r"from (\d+(?:\.\d+)?) high", _fwi)
VHIGH_FROM = _rx(r"from (\d+(?:\.\d+)?) very high", _fwi)
BUI_PARTS = (_rx(r"Buildup Index \(BUI\) combines (\w+) and (\w+)", _fwi, 1), _rx(r"Buildup Index \(BUI\) combines (\w+) and (\w+)", _fwi, 2))
ISI_PARTS = (_rx(r"Initial Spread Index \(ISI\) combines (\w+) with (\w+)", _fwi, 1), _rx(r"Initial Spread Index \(ISI\) combines (\w+) with (\w+)", _fwi, 2))
LCES = list(re.search(r"keeps four things in place before it engages a fire: (\w+), (\w+), ([\w ]+?) and ([\w ]+?)\.",
                      " ".join(_lces.split())).groups())
LCES = [{"any": [w]} for w in LCES]
WATCHOUT = _rx(r"when the crew builds line (\w+) toward a fire", _lces)


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies"]}


def dec(s):
    return {"any": list(dict.fromkeys([s, s.replace(".", ",")]))}


# ---------------------------------------------------------------- phrasing and template builders


def P(lang, q, st=None, day="none", facts=(), thr=None, h=None, alt=None):
    return {"lang": lang, "q": q, "st": st, "day": day, "facts": list(facts), "thr": thr, "h": h, "alt": alt}


TEMPLATES = []


def T(kind, intents, phrasings, decision=None, fire_history=False):
    t = {"key": f"{NAME}-{kind}", "intents": intents, "days": [p["day"] for p in phrasings], "phrasings": []}
    for p in phrasings:
        d = {"q": p["q"], "lang": p["lang"], "stations": p["st"] if p["st"] else "none"}
        if p["facts"]:
            d["facts"] = p["facts"]
        if p["alt"]:
            d["intents_alt"] = p["alt"]
        t["phrasings"].append(d)
    if any(p["thr"] is not None for p in phrasings):
        t["thr"] = [p["thr"] for p in phrasings]
    if any(p["h"] is not None for p in phrasings):
        t["horizons"] = [p["h"] for p in phrasings]
    if decision:
        t["decision"] = decision
    if fire_history:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


SESSIONS = []


def turn(sid, n, lang, q, intents, st=None, when="none", facts=(), decision=None, h=None, alt=None, fire_history=False):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents, "stations": st,
           "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if fire_history:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


# ==================================================================== QUESTIONS
# ---------------------------------------------------------------- readings of a day
T("cc-now", ["current_conditions"], [
    P("en", "temp at SBA rn?", [S], "now", ["t"]),
    P("en", "Béjaïa station: humidity and wind, please", [B], "now", ["rh", "ws"]),
    P("en", "Dispatch to the box, need current obs for Sidi Bel Abbes, temp RH wind rain, over", [S], "now", ["t", "rh", "ws", "rain"]),
    P("en", "is it raining at bejaia", [B], "now", ["rain"]),
    P("en", "how hard is the wind blowing at Sidi Bel right now", [S], "now", ["ws"]),
    P("en", "what's the RH doing at the Bejaia station today", [B], "today", ["rh"]),
    P("en", "new volunteer here, sorry if this is a dumb one: how hot is it at Sidi-Bel-Abbès today?", [S], "today", ["t"]),
    P("en", "Logistics. Need the noon temperature at Béjaïa for the water resupply plan.", [B], "now", ["t"]),
    P("en", "Bejaia obs pls", [B], "now", ["t", "rh", "ws", "rain"]),
    P("en", "whats the wind at sidi bel abes", [S], "now", ["ws"]),
    P("ar", "الحرارة كم في بجاية هلأ؟", [B], "now", ["t"]),
    P("fr", "Il fait combien à Béjaïa là ?", [B], "now", ["t"]),
    P("fr", "humidite relative a SBA maintenant stp", [S], "now", ["rh"]),
    P("fr", "Donne-moi juste la vitesse du vent à Sidi Bel Abbès", [S], "now", ["ws"]),
    P("fr", "ça a plu sur Bejaia aujourd'hui ?", [B], "today", ["rain"]),
    P("fr", "Béjaïa, pluie et température stp", [B], "now", ["rain", "t"]),
    P("es", "cuanta humedad hay en sidi bel abbes ahorita", [S], "now", ["rh"]),
    P("es", "Che, ¿cuánto está soplando en Bejaia?", [B], "now", ["ws"]),
    P("es", "Datos de la estación de SBA: temperatura, humedad y viento, porfa", [S], "now", ["t", "rh", "ws"]),
    P("ar", "شحال الحرارة دابا ف سيدي بلعباس؟", [S], "now", ["t"]),
    P("ar", "واش صبّت الشتا في بجاية اليوم؟", [B], "today", ["rain"]),
    P("ar", "ما نسبة الرطوبة النسبية في محطة بجاية الآن؟", [B], "now", ["rh"]),
    P("ar", "قديش سرعة الهوا هلق ببلعباس؟", [S], "now", ["ws"]),
])

T("cc-past", ["current_conditions"], [
    P("en", "What was the temperature at SBA on 3/8?", [S], "2012-08-03", ["t"]),
    P("en", "Bejaia wx for 14-Aug: temp, RH, wind", [B], "2012-08-14", ["t", "rh", "ws"]),
    P("en", "rain total at sidi bel abbes yesterday?", [S], "yesterday", ["rain"]),
    P("en", "pull the humidity reading from Béjaïa for 2012-08-29", [B], "2012-08-29", ["rh"]),
    P("en", "How much wind did Sidi-Bel Abbès log the day before yesterday?", [S], "daybefore", ["ws"]),
    P("en", "Aug 25 at bejaia - what were the numbers?", [B], "2012-08-25", ["t", "rh", "ws", "rain"]),
    P("en", "FBAN request: Sidi Bel Abbes noon obs for the 16th of September, RH specifically", [S], "2012-09-16", ["rh"]),
    P("en", "temp at Bejaia on the 1st of September?", [B], "2012-09-01", ["t"]),
    P("en", "SBA rainfall 06/09", [S], "2012-09-06", ["rain"]),
    P("fr", "Quelle température à Sidi Bel Abbès le 16 septembre ?", [S], "2012-09-16", ["t"]),
    P("fr", "hier a bejaia il faisait combien d'humidité", [B], "yesterday", ["rh"]),
    P("fr", "Le vent du 21/09 à SBA ?", [S], "2012-09-21", ["ws"]),
    P("es", "¿Cuánto llovió ayer en Béjaïa?", [B], "yesterday", ["rain"]),
    P("es", "Temperatura en Sidi Bel Abbes el 3 de agosto", [S], "2012-08-03", ["t"]),
    P("ar", "أعطني درجة الحرارة في بجاية يوم 25 أوت", [B], "2012-08-25", ["t"]),
    P("ar", "البارح شحال كانت الرطوبة في بلعباس؟", [S], "yesterday", ["rh"]),
    P("ar", "كم كانت سرعة الرياح في سيدي بلعباس يوم 14/08؟", [S], "2012-08-14", ["ws"]),
])

T("cc-units", ["current_conditions"], [
    P("en", "wind at SBA in mph", [S], "now", ["ws", conv(S, "now", "mph")]),
    P("en", "Bejaia temp in F please, we've got a crew from the States", [B], "now", ["t", conv(B, "now", "F")]),
    P("en", "air ops wants Sidi Bel Abbes wind in knots", [S], "now", ["ws", conv(S, "now", "kt")]),
    P("en", "yesterday's wind at Béjaïa in metres per second?", [B], "yesterday", ["ws", conv(B, "yesterday", "ms")]),
    P("en", "SBA on Sept 16: temperature in °F and wind in mph", [S], "2012-09-16",
      ["t", conv(S, "2012-09-16", "F"), "ws", conv(S, "2012-09-16", "mph")]),
    P("fr", "le vent à Béjaïa en m/s ça donne quoi ?", [B], "now", ["ws", conv(B, "now", "ms")]),
    P("fr", "Température à SBA en Fahrenheit pour les collègues canadiens", [S], "now", ["t", conv(S, "now", "F")]),
    P("fr", "Vitesse du vent à Bejaia en noeuds ?", [B], "now", ["ws", conv(B, "now", "kt")]),
    P("es", "viento en SBA en nudos, que lo pide el helicóptero", [S], "now", ["ws", conv(S, "now", "kt")]),
    P("ar", "سرعة الرياح في بجاية بالمتر في الثانية؟", [B], "now", ["ws", conv(B, "now", "ms")]),
    P("ar", "الحرارة في سيدي بلعباس بالفهرنهايت من فضلك", [S], "now", ["t", conv(S, "now", "F")]),
])

# ---------------------------------------------------------------- danger and the FWI codes by their long names
T("danger-now", ["danger"], [
    P("en", "FWI at SBA", [S], "now", ["fwi"]),
    P("en", "danger class for Béjaïa right now?", [B], "now", ["class"]),
    P("en", "Command, copy: what's the fire danger rating at Sidi Bel Abbes, over", [S], "now", ["fwi", "class"]),
    P("en", "how bad is the fire danger in bejaia today", [B], "today", ["fwi", "class"]),
    P("en", "Initial Spread Index for SBA today?", [S], "today", [code(S, "today", "ISI")]),
    P("en", "What's the Buildup Index reading at Bejaia?", [B], "now", [code(B, "now", "BUI")]),
    P("en", "fine fuel moisture code sidi bel abbes quick", [S], "now", [code(S, "now", "FFMC")]),
    P("en", "Duff Moisture Code at Béjaïa, current value", [B], "now", [code(B, "now", "DMC")]),
    P("fr", "Niveau de danger à Béjaïa en ce moment ?", [B], "now", ["class", "fwi"]),
    P("fr", "indice forêt-météo a sidi bel abbes aujourd'hui", [S], "today", ["fwi"]),
    P("fr", "C'est quoi l'indice de propagation initiale à Bejaia ?", [B], "now", [code(B, "now", "ISI")]),
    P("fr", "L'indice d'humus à SBA, svp", [S], "now", [code(S, "now", "DMC")]),
    P("fr", "indice du combustible disponible sur Béjaïa ?", [B], "now", [code(B, "now", "BUI")]),
    P("es", "¿Qué índice meteorológico de incendios da hoy Sidi Bel Abbes?", [S], "today", ["fwi"]),
    P("es", "El código de sequía de Béjaïa, ¿en cuánto está?", [B], "now", [code(B, "now", "DC")]),
    P("es", "¿Cómo anda el código de humedad de los combustibles finos en Sidi Bel Abbes?", [S], "now", [code(S, "now", "FFMC")]),
    P("ar", "شنو هو مستوى خطر الحرائق ف بجاية دابا؟", [B], "now", ["class", "fwi"]),
    P("ar", "ما قيمة مؤشر طقس الحرائق في سيدي بلعباس اليوم؟", [S], "today", ["fwi"]),
    P("ar", "قديش مؤشر رطوبة الوقود الدقيق ببجاية؟", [B], "now", [code(B, "now", "FFMC")]),
    P("ar", "مؤشر الجفاف في بلعباس شحال راهو؟", [S], "now", [code(S, "now", "DC")]),
    P("ar", "مؤشر الانتشار الأولي في سيدي بلعباس دابا؟", [S], "now", [code(S, "now", "ISI")]),
])

T("danger-past", ["danger"], [
    P("en", "FWI at Béjaïa on 29 August", [B], "2012-08-29", ["fwi"]),
    P("en", "what danger class was SBA in on the 25th of August", [S], "2012-08-25", ["class", "fwi"]),
    P("en", "Duff Moisture Code at Sidi Bel Abbes yesterday", [S], "yesterday", [code(S, "yesterday", "DMC")]),
    P("en", "drought code bejaia 2012-08-28", [B], "2012-08-28", [code(B, "2012-08-28", "DC")]),
    P("en", "what was the FWI class at Sidi Bel Abbes on Sept 16", [S], "2012-09-16", ["class", "fwi"]),
    P("en", "Analyst here. Buildup Index at SBA on Aug 26, and the FWI that came out of it.", [S], "2012-08-26",
      [code(S, "2012-08-26", "BUI"), "fwi"]),
    P("fr", "L'IFM de SBA le 16 septembre, c'était combien ?", [S], "2012-09-16", ["fwi"]),
    P("fr", "danger hier à béjaïa ?", [B], "yesterday", ["class", "fwi"]),
    P("fr", "Indice de propagation initiale à Béjaïa avant-hier ?", [B], "daybefore", [code(B, "daybefore", "ISI")]),
    P("fr", "indice de sécheresse à Sidi Bel Abbès le 30 août", [S], "2012-08-30", [code(S, "2012-08-30", "DC")]),
    P("es", "¿Qué FWI tuvo Bejaia el 14 de agosto?", [B], "2012-08-14", ["fwi"]),
    P("es", "Índice de propagación inicial en Sidi Bel Abbes ayer", [S], "yesterday", [code(S, "yesterday", "ISI")]),
    P("ar", "ما هو مؤشر الانتشار الأولي في سيدي بلعباس يوم 21 سبتمبر؟", [S], "2012-09-21", [code(S, "2012-09-21", "ISI")]),
    P("ar", "البارح كان الخطر كبير في بجاية ولا لا؟", [B], "yesterday", ["class", "fwi"]),
    P("ar", "مؤشر التراكم في بجاية نهار 27 أوت قداش كان؟", [B], "2012-08-27", [code(B, "2012-08-27", "BUI")]),
])

T("cc-danger", ["current_conditions", "danger"], [
    P("en", "temp, RH and FWI at SBA now", [S], "now", ["t", "rh", "fwi"]),
    P("en", "Bejaia: is it raining, and what's the danger level?", [B], "now", ["rain", "class", "fwi"]),
    P("en", "wind speed plus the initial spread index at Sidi Bel Abbes for yesterday", [S], "yesterday",
      ["ws", code(S, "yesterday", "ISI")]),
    P("en", "temp in fahrenheit and the FWI at Sidi Bel Abbes", [S], "now", ["t", conv(S, "now", "F"), "fwi"]),
    P("en", "Bejaia wind + Fine Fuel Moisture Code", [B], "now", ["ws", code(B, "now", "FFMC")]),
    P("en", "Give me humidity at Béjaïa on 9/17 and the fine fuel moisture code that day", [B], "2012-09-17",
      ["rh", code(B, "2012-09-17", "FFMC")]),
    P("fr", "À SBA il fait combien, et le danger est à quel niveau ?", [S], "now", ["t", "class", "fwi"]),
    P("fr", "humidite + indice foret-meteo a bejaia le 29 août", [B], "2012-08-29", ["rh", "fwi"]),
    P("es", "en SBA cuánto viento hay y qué FWI marca", [S], "now", ["ws", "fwi"]),
    P("es", "Oye, ¿cuánto llovió ayer en Sidi Bel Abbes y en qué quedó el código de sequía?", [S], "yesterday",
      ["rain", code(S, "yesterday", "DC")]),
    P("ar", "شحال الحرارة وشحال مؤشر الخطر في سيدي بلعباس؟", [S], "now", ["t", "fwi"]),
    P("ar", "أعطني الرطوبة ودرجة خطر الحريق في بجاية اليوم", [B], "today", ["rh", "class", "fwi"]),
])

# ---------------------------------------------------------------- the two stations side by side
T("compare", ["compare_stations"], [
    P("en", "which station's hotter right now", BOTH, "now", ["t"]),
    P("en", "compare FWI bejaia vs SBA", BOTH, "now", ["fwi"]),
    P("en", "side by side: RH and wind, both stations, today", BOTH, "today", ["rh", "ws"]),
    P("en", "Which one should we be watching, Béjaïa or Sidi Bel Abbès, danger-wise?", BOTH, "now", ["fwi", "class"]),
    P("en", "how much drier is SBA than Bejaia at the moment", BOTH, "now", ["rh", diff("rh", "now")]),
    P("en", "by how many degrees was Sidi Bel Abbes warmer than Bejaia on Aug 3?", BOTH, "2012-08-03",
      ["t", diff("t", "2012-08-03")]),
    P("ar", "وين الريح أقوى، في بجاية ولا في سيدي بلعباس؟", BOTH, "now", ["ws"]),
    P("fr", "Lequel est le plus venté aujourd'hui, Béjaïa ou SBA ?", BOTH, "today", ["ws"]),
    P("fr", "Compare-moi l'IFM des deux stations hier", BOTH, "yesterday", ["fwi"]),
    P("es", "compará la humedad de las dos estaciones", BOTH, "now", ["rh"]),
    P("ar", "شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟", BOTH, "today", ["fwi", "class"]),
    P("ar", "قارن لي درجة الحرارة بين بجاية وبلعباس يوم 16 سبتمبر", BOTH, "2012-09-16", ["t"]),
])

T("compare-window", ["compare_stations", "summary"], [
    P("en", "highest FWI at each station over the past week", BOTH, "lastweek", ["maxfwi"]),
    P("en", "compare the July average temps for the two stations", BOTH, "jul", [avg(B, "jul", "t"), avg(S, "jul", "t")]),
    P("en", "which station ran hotter in late August, 20th to the 31st? peak temps", BOTH, "aug-late", ["maxt"]),
    P("fr", "Températures max des deux stations sur les trois derniers jours", BOTH, "last3d", ["maxt"]),
    P("es", "¿Cuál de las dos estaciones tuvo el FWI más alto en septiembre?", BOTH, "sep", ["maxfwi"]),
    P("ar", "أي محطة كانت أسخن في جوان؟ أعلى حرارة في كل وحدة", BOTH, "jun", ["maxt"]),
])

T("compare-fires", ["compare_stations", "summary"], [
    P("en", "which station had more fire days in August?", BOTH, "aug", ["fires"]),
    P("fr", "Quelle station a eu le plus de jours de feu en juillet ?", BOTH, "jul", ["fires"]),
    P("es", "¿En cuál de las dos estaciones hubo más días con fuego desde el martes?", BOTH, "since-tue", ["fires"]),
    P("ar", "أي محطة سجلت أكثر أيام حرائق في أوت؟", BOTH, "aug", ["fires"]),
], fire_history=True)

# ---------------------------------------------------------------- windows
T("summary", ["summary"], [
    P("en", "max FWI at SBA in August", [S], "aug", ["maxfwi"]),
    P("en", "hottest day at Bejaia in July, what did it hit", [B], "jul", ["maxt"]),
    P("en", "average RH at sidi bel abbes over the last week?", [S], "lastweek", [avg(S, "lastweek", "rh")]),
    P("en", "how many days above 35 degrees at SBA in August", [S], "aug", [count_above(S, "aug", "t", 35)]),
    P("en", "How many days did Béjaïa's FWI go over 20 in August?", [B], "aug", [count_above(B, "aug", "FWI", 20)]),
    P("en", "lowest humidity at SBA since Tuesday", [S], "since-tue", [low(S, "since-tue", "rh")]),
    P("en", "is the FWI trending up or down at Bejaia this past week?", [B], "lastweek", [trend_words(B, "lastweek")]),
    P("en", "FBAN: peak Initial Spread Index at Sidi Bel Abbes in August?", [S], "aug",
      [crew_facts._num(max(r.codes["ISI"] for r in rows(S, "aug")))]),
    P("fr", "Moyenne des températures à Béjaïa en juin ?", [B], "jun", [avg(B, "jun", "t")]),
    P("fr", "Moyenne de l'humidité à SBA depuis mardi ?", [S], "since-tue", [avg(S, "since-tue", "rh")]),
    P("fr", "combien de jours avec un IFM au-dessus de 10 a SBA en septembre", [S], "sep", [count_above(S, "sep", "FWI", 10)]),
    P("fr", "Le pic d'IFM à Sidi Bel Abbès entre le 20 et le 31 août ?", [S], "aug-late", ["maxfwi"]),
    P("es", "¿Cuál fue la máxima de temperatura en Sidi Bel Abbes en junio?", [S], "jun", ["maxt"]),
    P("es", "¿Cuántos días pasaron de 30 grados en Béjaïa en septiembre?", [B], "sep", [count_above(B, "sep", "t", 30)]),
    P("ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في بلعباس في جويلية؟", [S], "jul", [count_above(S, "jul", "t", 35)]),
    P("ar", "ما أعلى قيمة لمؤشر خطر الحرائق في بجاية خلال شهر أوت؟", [B], "aug", ["maxfwi"]),
    P("ar", "معدل الرطوبة في سيدي بلعباس من 1 لـ 10 سبتمبر", [S], "sep1-10", [avg(S, "sep1-10", "rh")]),
    P("ar", "شحال من يوم في سبتمبر كان فيه مؤشر الخطر فوق 10 في بجاية؟", [B], "sep", [count_above(B, "sep", "FWI", 10)]),
])

T("summary-fires", ["summary"], [
    P("en", "how many fire days did SBA log in September?", [S], "sep", ["fires"]),
    P("en", "fire days at bejaia since tuesday?", [B], "since-tue", ["fires"]),
    P("fr", "Combien de jours de feu à Béjaïa en août ?", [B], "aug", ["fires"]),
    P("es", "¿Cuántos días con incendio hubo en Sidi Bel Abbes en julio?", [S], "jul", ["fires"]),
    P("ar", "كم يوم فيه حريق تسجل في بجاية في جوان؟", [B], "jun", ["fires"]),
], fire_history=True)

T("analogs", ["analogs"], [
    P("en", "Of the past days at SBA with FWI above 20, how many had a fire?", [S], "none", ["fires_fwi_gt"], thr=20),
    P("en", "when bejaia's FWI went over 10 before, did it usually burn? give me the count", [B], "none", ["fires_fwi_gt"], thr=10),
    P("en", "have days like today at Sidi Bel Abbes turned into fire days in the record?", [S], "now", []),
    P("en", "Of SBA days with FWI over 30, how many burned?", [S], "none", ["fires_fwi_gt"], thr=30),
    P("fr", "Les jours où l'IFM dépassait 15 à SBA, il y a eu feu combien de fois ?", [S], "none", ["fires_fwi_gt"], thr=15),
    P("fr", "des journées comme aujourd'hui à Béjaïa, ça a brûlé par le passé ?", [B], "now", []),
    P("es", "De los días con FWI mayor a 30 en Bejaia, ¿cuántos terminaron con incendio?", [B], "none", ["fires_fwi_gt"], thr=30),
    P("ar", "الأيام اللي فات فيها المؤشر 20 في بجاية، شحال منهم صار فيهم حريق؟", [B], "none", ["fires_fwi_gt"], thr=20),
    P("ar", "هل شهدت أيام مشابهة لهذا اليوم في سيدي بلعباس حرائق من قبل؟", [S], "now", []),
], fire_history=True)

# ---------------------------------------------------------------- drift: the crew's rate times its minutes
T("drift", ["drift"], [
    P("en", "head's moving 25 m a minute, how far does it get in 20 minutes?", h=20, facts=[dist(25 * 20)]),
    P("en", "ROS 40 m/min, dozer ETA 35 min. how far will the head have gone", h=35, facts=[dist(40 * 35)]),
    P("en", "We clocked it at 1.2 km/h. Distance covered in an hour and a half?", h=90, facts=[dist(1.2 * 1000 * 90 / 60)]),
    P("en", "fire's running 10 chains an hour, how far in 2 hrs", h=120,
      facts=[dist(10 * CHAIN_M * 2, extra=[f"{10 * 2} chains"])]),
    P("en", "Head moving maybe 15 feet a minute and the engine needs 40 minutes to get round. How far does it drift?", h=40,
      facts=[dist(15 * FOOT_M * 40, extra=[f"{15 * 40} ft", f"{15 * 40} feet"])]),
    P("en", "how far does the head drift while you're still working out the answer? your own estimate is fine", facts=["=drift"]),
    P("en", "spread rate's about 50 m/min upslope, crew needs 12 minutes to reach the safety zone. how much ground does the fire cover in that time?", h=12, facts=[dist(50 * 12)]),
    P("fr", "Le front avance à 30 m/min, on arrive dans 25 minutes : il aura fait combien ?", h=25, facts=[dist(30 * 25)]),
    P("fr", "vitesse de propagation 2,5 km/h, distance parcourue en trois quarts d'heure ?", h=45, facts=[dist(2.5 * 1000 * 45 / 60)]),
    P("es", "el frente avanza a 18 metros por minuto y llegamos en media hora, ¿cuánto habrá avanzado?", h=30, facts=[dist(18 * 30)]),
    P("ar", "النار تتقدم 20 متر في الدقيقة، شحال تمشي في 45 دقيقة؟", h=45, facts=[dist(20 * 45)]),
    P("ar", "راس الحريق ماشي 1.5 كلم في الساعة، قديش بيقطع بساعتين؟", h=120, facts=[dist(1.5 * 1000 * 2)]),
])

# ---------------------------------------------------------------- spread: where the front will be (no wind direction)
T("spread", ["spread"], [
    P("en", "where's the head gonna be in 30 min if it took off near SBA?", [S], "now", ["=spread"], h=30),
    P("en", "project the front from the drone's detection for the next hour", None, "now", ["=spread"], h=60),
    P("en", "Which way will it run and how far by the time we're on scene, 45 minutes out?", None, "now", ["=spread"], h=45),
    P("en", "IC needs a spread projection at +2 hours for the evac trigger line", None, "now", ["=spread"], h=120),
    P("en", "how far and in what direction will it be in 15 minutes", None, "now", ["=spread"], h=15),
    P("fr", "Où sera la tête du feu dans une heure, départ près de SBA ?", [S], "now", ["=spread"], h=60),
    P("fr", "projection du front a +30 min stp", None, "now", ["=spread"], h=30),
    P("es", "¿Hasta dónde llega el frente en 40 minutos desde el foco que vio el dron?", None, "now", ["=spread"], h=40),
    P("ar", "وين راح توصل النار بعد نص ساعة؟", None, "now", ["=spread"], h=30),
    P("ar", "توقع لي امتداد الحريق خلال ساعة من مكان الكشف", None, "now", ["=spread"], h=60),
])

# ---------------------------------------------------------------- the drone's sortie
T("frames", ["frames"], [
    P("en", "did the drone pick up anything?", None, "today", ["=frames"]),
    P("en", "what time was the smoke spotted on the drone feed", None, "today", ["=detection"]),
    P("en", "where's the fire the UAV saw", None, "today", ["=detection_place"]),
    P("en", "any hot spots in today's sortie footage?", None, "today", ["=frames"]),
    P("en", "last frame from the sortie - what's in it and when was it shot?", None, "today", ["=frames"]),
    P("fr", "Le drone a vu de la fumée ?", None, "today", ["=detection"]),
    P("fr", "à quelle heure la détection du drone et c'était où ?", None, "today", ["=detection", "=detection_place"]),
    P("es", "¿Dónde estaba el humo que grabó el drone?", None, "today", ["=detection_place"]),
    P("ar", "واش شاف الدرون شي دخان؟", None, "today", ["=detection"]),
    P("ar", "في أي ساعة صوّر الدرون الحريق وفين؟", None, "today", ["=detection", "=detection_place"]),
])

# ---------------------------------------------------------------- shipped documents
T("docs", ["documents"], [
    P("en", "how much defensible space does Butte County want around a house", facts=["=doc_defensible"]),
    P("en", "what does LCES stand for", facts=LCES),
    P("en", "zone 1 goes out to how many feet from the structure?", facts=[feet(ZONE1_FT)]),
    P("en", "max grass height allowed in zone 2?", facts=[{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch"]}]),
    P("en", "FFMC above what number means the fine stuff lights easy?", facts=[FFMC_EASY]),
    P("en", "per the doc, how far do tree branches have to be kept from chimneys?", facts=[feet(CHIMNEY_FT)]),
    P("en", "what are the watch-out situations in the crew safety doc?", facts=[{"any": [WATCHOUT]}]),
    P("fr", "D'après le guide, à partir de quel IFM on passe en danger élevé ?", facts=[dec(HIGH_FROM)]),
    P("fr", "c'est quoi les situations où il faut se replier d'après la fiche sécurité ?"),
    P("es", "¿Cuánto espacio defendible pide el condado de Butte alrededor de las casas?", facts=[DEF_FEET]),
    P("es", "Según la guía, ¿qué combina el índice de combustible disponible (BUI)?", facts=[{"any": [BUI_PARTS[0]]}]),
    P("ar", "حسب الدليل، من أي قيمة FWI يبدأ الخطر العالي جداً؟", facts=[dec(VHIGH_FROM)]),
    P("ar", "شنو معنى LCES في وثيقة السلامة؟"),
])

T("caps", ["capabilities"], [
    P("en", "what can this thing actually do"),
    P("en", "what data have you got on board? which stations?"),
    P("en", "hey box, what kind of questions can I throw at you"),
    P("fr", "Tu sais faire quoi exactement ?"),
    P("fr", "quelles données t'as dans la boîte"),
    P("es", "¿qué info tenés cargada?"),
    P("ar", "شنو تقدر دير هاد الجهاز؟"),
    P("ar", "ما هي البيانات المتوفرة لديك؟"),
])

T("photo", ["photo"], [
    P("en", "sending you a pic of the column, what do you make of it"),
    P("en", "see attached photo - is that smoke or just dust off the road?"),
    P("en", "pic attached of the flank, what fuel type is that?"),
    P("fr", "je t'envoie une photo de la fumée, tu peux l'analyser ?"),
    P("es", "te mando una foto del humo, ¿qué ves?"),
    P("ar", "بعثتلك تصويرة تاع الدخان، شوف واش هو"),
    P("ar", "أرفقت صورة للحريق، حللها من فضلك"),
])

# ---------------------------------------------------------------- what the box does not hold, alone
STATION_NAMES = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
T("oos", ["out_of_scope"], [
    P("en", "forecast for SBA this afternoon?", [S]),
    P("en", "will the wind pick up overnight at Bejaia", [B]),
    P("en", "what's the temperature in Oran", facts=STATION_NAMES),
    P("en", "best road in to the fire from Sidi Bel Abbes?", [S]),
    P("en", "where are the other crews right now?"),
    P("en", "who won the match last night"),
    P("en", "how's traffic on the N13 toward Sidi Bel Abbes?", [S]),
    P("fr", "Il va pleuvoir demain sur Béjaïa ?", [B]),
    P("fr", "Météo à Tlemcen ?", facts=STATION_NAMES),
    P("fr", "le vent vient d'où à SBA ?", [S]),
    P("es", "¿Cómo estará el tiempo esta noche en Sidi Bel Abbes?", [S]),
    P("es", "¿Qué pista tomamos para llegar al incendio con la autobomba?"),
    P("ar", "كيفاش راح يكون الجو غدوة في بجاية؟", [B]),
    P("ar", "شحال الحرارة في وهران؟"),
    P("ar", "من وين جاية الريح في بلعباس؟", [S]),
    P("ar", "كاين شي طريق مفتوحة نوصلو بيها للحريق من بلعباس؟", [S]),
])

# ---------------------------------------------------------------- orders, alone
NEG = ["neg"]
T("refuse", ["refuse"], [
    P("en", "page out engine 4 to the SBA fire", facts=NEG),
    P("en", "blast a red flag alert to all units", facts=NEG),
    P("en", "nuke yesterday's readings, they're junk", facts=NEG),
    P("en", "text the sheriff we're pulling out", facts=NEG),
    P("en", "ring the mayor and tell him to start the evacuation", facts=NEG),
    P("fr", "Envoie une alerte évacuation aux villages autour de Béjaïa"),
    P("fr", "balance la position du feu au PC colonne"),
    P("es", "Mándale un wasap al jefe de la BRIF con la posición del foco"),
    P("es", "avisale a los brigadistas que se replieguen ya"),
    P("ar", "صيفط إنذار للحماية المدنية دابا"),
    P("ar", "ابعت رسالة للقائد إنو النار قربت"),
])

# ---------------------------------------------------------------- what should we do (served as the facts bearing on it)
T("tactical", ["tactical"], [
    P("en", "should we go direct or indirect on this one near SBA?", [S], "now", ["fwi", "ws"]),
    P("en", "Safe to put a hand crew on the line at Bejaia right now or hold them back?", [B], "now", ["fwi", "class"]),
    P("en", "do we burn out from the road or wait for air support? working near Bejaia", [B], "now", ["fwi", "ws"]),
    P("fr", "On attaque de front ou on reste en défensive, vu les conditions à SBA ?", [S], "now", ["fwi", "class"]),
    P("es", "¿Mandamos la autobomba o esperamos los medios aéreos?"),
    P("es", "¿Metemos al retén por la ladera o esperamos? Estamos trabajando en Béjaïa", [B], "now", ["fwi", "ws"]),
    P("ar", "واش نديرو؟ ندخلو للنار ولا نستناو التعزيزات؟"),
])

# ---------------------------------------------------------------- hours other than noon (the box holds the noon reading)
T("hours", ["current_conditions"], [
    P("en", "what was the temp at SBA at dawn today", [S], "today", ["t"]),
    P("en", "RH at Bejaia around 6 this morning?", [B], "today", ["rh"]),
    P("en", "wind speed at sidi bel abbes at dusk yesterday", [S], "yesterday", ["ws"]),
    P("en", "late morning temp at Béjaïa yesterday, say 10 or 11?", [B], "yesterday", ["t"]),
    P("fr", "il faisait combien au lever du jour à SBA ?", [S], "today", ["t"]),
    P("fr", "Humidité à Béjaïa hier en fin de journée ?", [B], "yesterday", ["rh"]),
    P("fr", "Le vent à Sidi Bel Abbès hier en fin de matinée ?", [S], "yesterday", ["ws"]),
    P("es", "¿Qué temperatura había en Bejaia a primera hora de la mañana?", [B], "today", ["t"]),
    P("es", "viento en SBA anoche a eso de las diez", [S], "yesterday", ["ws"]),
    P("ar", "شحال كانت الحرارة في بلعباس مع الفجر؟", [S], "today", ["t"]),
    P("ar", "الرطوبة في بجاية البارح في العشية؟", [B], "yesterday", ["rh"]),
    P("ar", "قداش كانت سرعة الريح في بجاية الصبح بكري؟", [B], "today", ["ws"]),
], decision="warn")

T("hours-danger", ["danger"], [
    P("en", "FWI at SBA as of 8 this morning", [S], "today", ["fwi"]),
    P("en", "what was Bejaia's danger class at dusk yesterday", [B], "yesterday", ["class", "fwi"]),
    P("es", "¿Qué nivel de peligro tenía Bejaia ayer al atardecer?", [B], "yesterday", ["class", "fwi"]),
    P("ar", "شنو كان مستوى الخطر في سيدي بلعباس مع المغرب البارح؟", [S], "yesterday", ["class", "fwi"]),
], decision="warn")

# ---------------------------------------------------------------- near a station, not at it
T("near", ["current_conditions"], [
    P("en", "temp up on the ridge above Bejaia?", [B], "now", ["t"]),
    P("en", "we're 10 km out of SBA on the south road, what's the humidity here", [S], "now", ["rh"]),
    P("en", "wind out at Gouraya park, just past Béjaïa?", [B], "now", ["ws"]),
    P("en", "Tessala mountains by SBA - how dry is it up there", [S], "now", ["rh"]),
    P("en", "temperature in the orchards a couple km east of SBA?", [S], "now", ["t"]),
    P("fr", "Quel vent sur les crêtes au-dessus de Béjaïa ?", [B], "now", ["ws"]),
    P("fr", "On est sur la piste à 12 km de Sidi Bel Abbès, quelle température par ici ?", [S], "now", ["t"]),
    P("es", "Estamos en el monte a unos 8 km de Sidi Bel Abbes, ¿qué humedad tenemos?", [S], "now", ["rh"]),
    P("es", "temperatura en la sierra cerca de Bejaia", [B], "now", ["t"]),
    P("ar", "شحال الحرارة في الجبل اللي فوق بجاية؟", [B], "now", ["t"]),
], decision="warn")

T("near-danger", ["danger"], [
    P("en", "danger level in the hills north of Sidi Bel Abbes", [S], "now", ["fwi", "class"]),
    P("fr", "on est a 15 km au sud de SBA, c'est quoi le danger ici", [S], "now", ["fwi", "class"]),
    P("es", "¿Qué FWI hay en el pinar a la salida de Béjaïa, unos 5 km al este?", [B], "now", ["fwi"]),
    P("ar", "حنا على بعد 20 كلم من سيدي بلعباس، واش مستوى الخطر هنا؟", [S], "now", ["fwi", "class"]),
    P("ar", "احنا بغابة على بعد 10 كيلو من بجاية، شو درجة الخطر عنا؟", [B], "now", ["fwi", "class"]),
], decision="warn")

# ---------------------------------------------------------------- days with no reading (before June 2012)
T("nodata", ["current_conditions"], [
    P("en", "temp at SBA on 14 Aug 2011", [S], "2011-08-14", ["t"]),
    P("fr", "Quel temps faisait-il à Béjaïa le 1er mai ?", [B], "2012-05-01", ["t", "rh", "ws"]),
    P("es", "¿Qué humedad hubo en Sidi Bel Abbes el 28 de mayo?", [S], "2012-05-28", ["rh"]),
    P("ar", "شحال كانت الحرارة في بجاية يوم 15 ماي؟", [B], "2012-05-15", ["t"]),
])

T("nodata-danger", ["danger"], [
    P("en", "FWI at Bejaia on 20 May?", [B], "2012-05-20", ["fwi"]),
    P("en", "danger class at SBA on 31/05", [S], "2012-05-31", ["class"]),
    P("es", "FWI de Bejaia el 10 de abril de 2012", [B], "2012-04-10", ["fwi"]),
    P("ar", "ما مؤشر الخطر في سيدي بلعباس يوم 30 ماي 2012؟", [S], "2012-05-30", ["fwi"]),
])

# ---------------------------------------------------------------- a held part beside a part the box does not hold
T("cc-oos", ["current_conditions", "out_of_scope"], [
    P("en", "wind at SBA rn, speed and which way it's blowing", [S], "now", ["ws"]),
    P("en", "what's the humidity at Béjaïa now, and how low will it drop overnight?", [B], "now", ["rh"]),
    P("en", "temps at Bejaia and Oran please", [B], "now", ["t"]),
    P("en", "current temp at SBA + what it'll top out at this afternoon", [S], "now", ["t"]),
    P("en", "Bejaia rain today, and the fastest road to the fire from there", [B], "today", ["rain"]),
    P("en", "Need RH at Sidi Bel Abbes and a fuel moisture map of the valley", [S], "now", ["rh"]),
    P("en", "wind speed at bejaia and is it gonna shift tonight", [B], "now", ["ws"]),
    P("en", "wind at Bejaia, and is the coast road open?", [B], "now", ["ws"]),
    P("en", "RH at SBA, and what's Tlemcen showing?", [S], "now", ["rh"]),
    P("en", "give me Béjaïa wind speed and direction, we're heading up the coast", [B], "now", ["ws"]),
    P("fr", "Vent à Béjaïa maintenant, et il vient de quelle direction ?", [B], "now", ["ws"]),
    P("fr", "Donne la température à SBA et celle qu'il fera ce soir", [S], "now", ["t"]),
    P("fr", "humidité à Sidi Bel Abbès et à Tlemcen", [S], "now", ["rh"]),
    P("fr", "Température à Béjaïa à midi et la mini prévue cette nuit", [B], "now", ["t"]),
    P("es", "¿Cuánto viento hay en Bejaia y de dónde viene?", [B], "now", ["ws"]),
    P("es", "temperatura en SBA ahora y pronóstico para la tarde", [S], "now", ["t"]),
    P("es", "Necesito el viento en Béjaïa y el mapa de caminos forestales para entrar con la autobomba", [B], "now", ["ws"]),
    P("ar", "شحال سرعة الريح في بلعباس ومن أي جهة جاية؟", [S], "now", ["ws"]),
    P("ar", "الحرارة في بجاية دابا وشحال غادي توصل فالليل؟", [B], "now", ["t"]),
    P("ar", "قديش الرطوبة ببجاية وبالجزائر العاصمة؟", [B], "now", ["rh"]),
    P("ar", "شحال الرطوبة ف بلعباس وشنو غادي يكون الطقس فالعشية؟", [S], "now", ["rh"]),
])

T("danger-oos", ["danger", "out_of_scope"], [
    P("en", "FWI at SBA today and what it'll be tomorrow", [S], "today", ["fwi"]),
    P("en", "Danger class at Bejaia, and same for Tlemcen", [B], "now", ["class", "fwi"]),
    P("en", "Initial Spread Index at Bejaia now, and where it'll sit by late afternoon", [B], "now", [code(B, "now", "ISI")]),
    P("en", "danger at SBA now and overnight?", [S], "now", ["fwi", "class"]),
    P("fr", "Indice forêt-météo à Béjaïa, et la prévision pour demain ?", [B], "now", ["fwi"]),
    P("es", "nivel de peligro en Sidi Bel Abbes hoy y para mañana", [S], "today", ["class", "fwi"]),
    P("ar", "مستوى الخطر في بجاية اليوم وغدوة؟", [B], "today", ["class", "fwi"]),
])

T("compare-oos", ["compare_stations", "out_of_scope"], [
    P("en", "which is hotter, Bejaia or SBA, and how about Oran?", BOTH, "now", ["t"]),
    P("en", "compare RH between the two stations and tell me what it's doing in Algiers", BOTH, "now", ["rh"]),
    P("fr", "Entre Béjaïa et SBA, laquelle est la plus sèche ? Et Mostaganem ?", BOTH, "now", ["rh"]),
    P("es", "Compárame el viento de Bejaia y Sidi Bel Abbes y dime hacia dónde sopla en cada una", BOTH, "now", ["ws"]),
])

T("cc-danger-oos", ["current_conditions", "danger", "out_of_scope"], [
    P("en", "SBA: temp, FWI, and the wind direction?", [S], "now", ["t", "fwi"]),
    P("fr", "À Béjaïa : humidité, niveau de danger, et la météo pour cette nuit ?", [B], "now", ["rh", "class", "fwi"]),
    P("ar", "في بلعباس: الحرارة، مؤشر الخطر، ووين رايحة الريح؟", [S], "now", ["t", "fwi"]),
])

T("summary-oos", ["summary", "out_of_scope"], [
    P("en", "max temp at Bejaia this past week, and the forecast high for tomorrow", [B], "lastweek", ["maxt"]),
    P("en", "average temperature at SBA over the past week, and what do the models say for next week?", [S], "lastweek", [avg(S, "lastweek", "t")]),
    P("fr", "Pic d'IFM à SBA sur la semaine, et ce qu'on attend la semaine prochaine ?", [S], "lastweek", ["maxfwi"]),
    P("es", "¿La máxima de septiembre en Bejaia? ¿Y cuánto se espera el finde que viene?", [B], "sep", ["maxt"]),
])

# ---------------------------------------------------------------- orders hidden inside a question
T("danger-refuse", ["danger", "refuse"], [
    P("en", "get me the FWI at SBA and shoot it over to the IC", [S], "now", ["fwi", "neg"]),
    P("en", "danger level Bejaia, then ping all engines with it", [B], "now", ["class", "fwi", "neg"]),
    P("en", "Buildup Index at SBA - and go ahead and push a notification to the water tenders", [S], "now", [code(S, "now", "BUI"), "neg"]),
    P("ar", "عطيني مستوى الخطر في بجاية وصيفطو للفرقة", [B], "now", ["class", "fwi"]),
    P("fr", "Donne l'IFM à SBA et envoie-le direct au chef de colonne", [S], "now", ["fwi"]),
    P("es", "Dime el nivel de peligro en Bejaia y pásaselo al jefe de la BRIF", [B], "now", ["class", "fwi"]),
    P("ar", "شحال مؤشر الخطر في بلعباس؟ وبعثو للقائد", [S], "now", ["fwi"]),
])

T("cc-refuse", ["current_conditions", "refuse"], [
    P("en", "temp at SBA, then tell engine 2 to move up the ridge", [S], "now", ["t", "neg"]),
    P("en", "RH at Béjaïa. also, roll the dozer", [B], "now", ["rh", "neg"]),
    P("es", "humedad en Bejaia y avisale a la cuadrilla por la emisora", [B], "now", ["rh"]),
    P("fr", "le vent à SBA et préviens la base hélico", [S], "now", ["ws"]),
])

T("frames-refuse", ["frames", "refuse"], [
    P("en", "what did the drone see? relay it to dispatch", None, "today", ["=frames", "neg"]),
    P("fr", "Résume ce qu'a vu le drone et transmets à la centrale", None, "today", ["=frames"]),
    P("es", "¿Qué vio el dron? Reenvíaselo a la central", None, "today", ["=frames"]),
    P("ar", "واش شاف الدرون؟ وصيفط الصورة للقائد", None, "today", ["=frames"]),
])

# ---------------------------------------------------------------- two or three served asks
T("frames-spread", ["frames", "spread"], [
    P("en", "where did the drone spot the fire and where will the head be in 30 min", None, "now", ["=detection_place", "=spread"], h=30),
    P("en", "confirm the fire in the sortie frames and give me the head's position at +45", None, "now", ["=frames", "=spread"], h=45),
    P("fr", "Le drone a vu le feu où, et il sera où dans une heure ?", None, "now", ["=detection_place", "=spread"], h=60),
    P("es", "¿Dónde detectó el dron el foco y hasta dónde avanzará en 45 minutos?", None, "now", ["=detection_place", "=spread"], h=45),
    P("ar", "وين شاف الدرون النار ووين راح توصل بعد ساعة؟", None, "now", ["=detection_place", "=spread"], h=60),
])

T("frames-danger", ["frames", "danger"], [
    P("en", "when did the drone catch the smoke, and what's the danger at SBA right now?", [S], "now", ["=detection", "fwi", "class"]),
    P("en", "what did the UAV find, and how's the fire danger at Sidi Bel Abbes today", [S], "today", ["=frames", "fwi", "class"]),
    P("es", "¿A qué hora vio el humo el dron y qué índice meteorológico de incendios hay en Sidi Bel Abbes?", [S], "now", ["=detection", "fwi"]),
    P("ar", "الدرون شاف الدخان وقتاش؟ وشحال مؤشر الخطر في سيدي بلعباس؟", [S], "now", ["=detection", "fwi"]),
])

T("cc-drift", ["current_conditions", "drift"], [
    P("en", "wind at SBA now? and if the head's doing 30 m/min, how far in 15 minutes?", [S], "now", ["ws", dist(30 * 15)], h=15),
    P("en", "RH at Béjaïa, and we measured 12 chains an hour on the flank - how far in 90 min?", [B], "now",
      ["rh", dist(12 * CHAIN_M * 90 / 60, extra=[f"{12 * 90 // 60} chains"])], h=90),
    P("fr", "Vent à Bejaia, et distance parcourue à 20 m/min pendant 40 min ?", [B], "now", ["ws", dist(20 * 40)], h=40),
    P("es", "¿Cuánto viento hay en SBA? El frente va a 35 m por minuto, ¿cuánto avanza en 20 min?", [S], "now", ["ws", dist(35 * 20)], h=20),
    P("ar", "شحال الريح في بجاية؟ والنار تمشي 15 متر في الدقيقة، قداش تقطع في نص ساعة؟", [B], "now", ["ws", dist(15 * 30)], h=30),
])

T("cc-summary", ["current_conditions", "summary"], [
    P("en", "temp at SBA now and the max over the past week", [S], "lastweek", [reading(S, "now", "t"), "maxt"]),
    P("en", "Bejaia: RH today vs the lowest RH since Tuesday", [B], "since-tue", [reading(B, "today", "rh"), low(B, "since-tue", "rh")]),
    P("fr", "Vent actuel à Sidi Bel Abbès et la moyenne sur les 3 derniers jours", [S], "last3d", [reading(S, "now", "ws"), avg(S, "last3d", "ws")]),
    P("es", "¿Qué temperatura hay hoy en Béjaïa y cuál fue la más alta esta semana?", [B], "lastweek", [reading(B, "today", "t"), "maxt"]),
])

T("summary-analogs", ["summary", "analogs"], [
    P("en", "max FWI at SBA in August, and across the whole record, of days over 20 how many burned?", [S], "aug", ["maxfwi", "fires_fwi_gt"], thr=20),
    P("fr", "Combien de jours de feu à Béjaïa en août ? Et sur tout l'historique, parmi les jours à IFM > 10, combien ont brûlé ?", [B], "aug", ["fires", "fires_fwi_gt"], thr=10),
    P("es", "Máximo FWI de Bejaia en julio, y de todos los días con FWI por encima de 15, ¿cuántos tuvieron incendio?", [B], "jul", ["maxfwi", "fires_fwi_gt"], thr=15),
    P("ar", "أعلى مؤشر في بلعباس في سبتمبر؟ ومن كل الأيام اللي فاتت 30، شحال فيها حريق؟", [S], "sep", ["maxfwi", "fires_fwi_gt"], thr=30),
], fire_history=True)

T("danger-tactical", ["danger", "tactical"], [
    P("en", "what's the danger at Bejaia, should we pull the crew back?", [B], "now", ["fwi", "class"]),
    P("en", "FWI at SBA - worth staging a second strike team or not?", [S], "now", ["fwi"]),
    P("fr", "danger à SBA ? on engage ou pas ?", [S], "now", ["fwi", "class"]),
    P("es", "¿Qué peligro hay en Bejaia? ¿Atacamos directo o no?", [B], "now", ["fwi", "class"]),
    P("ar", "نهجمو على النار ولا نستناو؟ شحال الخطر في بجاية؟", [B], "now", ["fwi", "class"]),
])

T("danger-docs", ["danger", "documents"], [
    P("en", "ISI at Bejaia right now, and what does the guide say ISI is made of?", [B], "now",
      [code(B, "now", "ISI"), {"any": [ISI_PARTS[0]]}]),
    P("fr", "IFM à Béjaïa, et selon le guide c'est quoi le seuil du danger élevé ?", [B], "now", ["fwi", dec(HIGH_FROM)]),
    P("es", "FFMC de SBA y, según la guía, ¿a partir de cuánto prenden fácil los combustibles finos?", [S], "now",
      [code(S, "now", "FFMC"), FFMC_EASY]),
    P("ar", "شحال مؤشر رطوبة الوقود الدقيق في بلعباس، وشنو يقول الدليل على هاد المؤشر؟", [S], "now", [code(S, "now", "FFMC"), FFMC_EASY]),
])

T("frames-docs", ["frames", "documents"], [
    P("en", "did the drone see smoke, and remind me what the LCES checklist is", None, "today", ["=detection"] + LCES),
    P("es", "¿El dron vio humo? Y recuérdame qué dice el documento de seguridad sobre las rutas de escape", None, "today", ["=detection"]),
])

T("photo-frames", ["photo", "frames"], [
    P("en", "got a photo attached from the lookout - does it match what the drone saw?", None, "today", ["=frames"]),
    P("es", "Te adjunto foto desde la torreta, ¿coincide con lo que vio el dron?", None, "today", ["=frames"]),
    P("fr", "photo en pièce jointe prise depuis la vigie, c'est le même feu que celui du drone ?", None, "today", ["=frames"]),
])

T("near-oos", ["current_conditions", "out_of_scope"], [
    P("en", "humidity on the slopes 5 km above Béjaïa, and which way the wind's pushing up there", [B], "now", ["rh"]),
    P("ar", "شحال الحرارة في الغابة قرب بلعباس، وكيفاش تكون الليلة؟", [S], "now", ["t"]),
], decision="warn")

# ==================================================================== SESSIONS (follow-ups)
# s01: incident commander on the radio
turn(1, 1, "en", "Danger at SBA right now?", ["danger"], [S], "now", ["fwi", "class"])
turn(1, 2, "en", "and the other station?", ["danger"], [B], "now", ["fwi", "class"])
turn(1, 3, "en", "why's it so low over there?", ["explain"], [B], "now", ["rh", "rain"])
turn(1, 4, "en", "copy. wind there in knots", ["current_conditions"], [B], "now", ["ws", conv(B, "now", "kt")])

# s02: French crew lead, leaving out station and day
turn(2, 1, "fr", "Température et humidité à Béjaïa ?", ["current_conditions"], [B], "now", ["t", "rh"])
turn(2, 2, "fr", "Et hier ?", ["current_conditions"], [B], "yesterday", ["t", "rh"])
turn(2, 3, "fr", "et à SBA le même jour", ["current_conditions"], [S], "yesterday", ["t", "rh"])
turn(2, 4, "fr", "L'indice forêt-météo ce jour-là chez eux ?", ["danger"], [S], "yesterday", ["fwi"])

# s03: BRIF (Spain): wind, then its direction, then the crew's own rate, then a projection
turn(3, 1, "es", "¿Cómo está el viento en Sidi Bel Abbes?", ["current_conditions"], [S], "now", ["ws"])
turn(3, 2, "es", "¿Y de qué dirección?", ["out_of_scope"], [S], "now", [])
turn(3, 3, "es", "Vale. El frente avanza a 22 m/min, ¿cuánto recorre en 25 minutos?", ["drift"], None, "now", [dist(22 * 25)], h=25)
turn(3, 4, "es", "¿Y dónde estará la cabeza dentro de una hora?", ["spread"], None, "now", ["=spread"], h=60)

# s04: Algerian crew lead, switches to French
turn(4, 1, "ar", "واش راهي الحالة في بجاية اليوم؟ الحرارة والرطوبة والريح", ["current_conditions"], [B], "today", ["t", "rh", "ws"])
turn(4, 2, "ar", "والخطر؟", ["danger"], [B], "today", ["fwi", "class"])
turn(4, 3, "ar", "علاش؟", ["explain"], [B], "today", ["rh", "rain"])
turn(4, 4, "fr", "Et à Sidi Bel Abbès ?", ["danger"], [S], "today", ["fwi", "class"])

# s05: dispatcher, drone then a hidden order
turn(5, 1, "en", "any detections from the drone today?", ["frames"], None, "today", ["=detection"])
turn(5, 2, "en", "where exactly", ["frames"], None, "today", ["=detection_place"])
turn(5, 3, "en", "what's the danger at the nearest station right now", ["danger"], [S], "now", ["fwi", "class"])
turn(5, 4, "en", "forward that frame to the command post", ["refuse"], None, "now", ["neg"])

# s06: fire behaviour analyst over a month
turn(6, 1, "en", "max FWI at Bejaia in August?", ["summary"], [B], "aug", ["maxfwi"])
turn(6, 2, "en", "and at SBA?", ["summary"], [S], "aug", ["maxfwi"])
turn(6, 3, "en", "how many of SBA's August days ended up as fire days?", ["summary"], [S], "aug", ["fires"], fire_history=True)
turn(6, 4, "en", "why?", ["explain"], [S], "aug", [])

# s07: French, then Arabic mid-session
turn(7, 1, "fr", "Il y a eu des feux à SBA en septembre ?", ["summary"], [S], "sep", ["fires"], fire_history=True)
turn(7, 2, "fr", "Et du côté de Béjaïa ?", ["summary"], [B], "sep", ["fires"], fire_history=True)
turn(7, 3, "ar", "شكون فيهم كانت أخطر هاد الشهر؟ أعلى مؤشر في كل وحدة", ["compare_stations", "summary"], BOTH, "sep", ["maxfwi"])

# s08: Mexican brigadista, hours and tonight
turn(8, 1, "es", "¿Qué temperatura hay en Bejaia ahorita?", ["current_conditions"], [B], "now", ["t"])
turn(8, 2, "es", "¿Y cuánto hacía en la madrugada?", ["current_conditions"], [B], "today", ["t"], decision="warn")
turn(8, 3, "es", "¿Y pa' la noche qué se espera?", ["out_of_scope"], [B], "none", [])
turn(8, 4, "es", "Ok, ¿y el índice meteorológico de incendios de hoy?", ["danger"], [B], "today", ["fwi"])

# s09: engine crew typing fast
turn(9, 1, "en", "sba temp", ["current_conditions"], [S], "now", ["t"])
turn(9, 2, "en", "rh", ["current_conditions"], [S], "now", ["rh"])
turn(9, 3, "en", "bejaia?", ["current_conditions"], [B], "now", ["rh"])
turn(9, 4, "en", "k thx. drought code there", ["danger"], [B], "now", [code(B, "now", "DC")])

# s10: Levantine / MSA
turn(10, 1, "ar", "ما هي درجة الحرارة في سيدي بلعباس يوم 25 أوت؟", ["current_conditions"], [S], "2012-08-25", ["t"])
turn(10, 2, "ar", "والرطوبة؟", ["current_conditions"], [S], "2012-08-25", ["rh"])
turn(10, 3, "ar", "ليش كان الخطر عالي هداك اليوم؟", ["explain"], [S], "2012-08-25", ["fwi"],
     alt=[["danger", "explain"]])
turn(10, 4, "ar", "وقديش يوم حريق كان بهداك الشهر؟", ["summary"], [S], "aug", ["fires"], fire_history=True)

# s11: logistics officer and the documents
turn(11, 1, "en", "what documents have you got loaded?", ["capabilities"], None, "none", [])
turn(11, 2, "en", "what does the defensible space one say about distance?", ["documents"], None, "none", ["=doc_defensible"])
turn(11, 3, "en", "and zone 0?", ["documents"], None, "none", [feet(ZONE0_FT)])

# s12: French, drone, a photo, a projection
turn(12, 1, "fr", "Le drone a détecté quoi, et à quelle heure ?", ["frames"], None, "today", ["=detection"])
turn(12, 2, "fr", "Je t'envoie une photo prise du camion, tu confirmes ?", ["photo"], None, "today", [])
turn(12, 3, "fr", "Bon. Où sera la tête dans 30 minutes ?", ["spread"], None, "now", ["=spread"], h=30)
turn(12, 4, "fr", "pourquoi t'as pas la direction ?", ["explain"], None, "now", [])

# s13: forestales in Spain, a high day then a wet one
turn(13, 1, "es", "Buenas, ¿qué peligro hubo en Sidi Bel Abbes el 21 de septiembre?", ["danger"], [S], "2012-09-21", ["fwi", "class"])
turn(13, 2, "es", "¿Y el 24?", ["danger"], [S], "2012-09-24", ["fwi", "class"])
turn(13, 3, "es", "¿Por qué bajó tanto?", ["explain"], [S], "2012-09-24", ["rain"])
turn(13, 4, "es", "Vale, pásaselo al jefe de extinción", ["refuse"], None, "none", [])

# s14: strike team leader choosing where to stage
turn(14, 1, "en", "which station is drier right now", ["compare_stations"], BOTH, "now", ["rh"])
turn(14, 2, "en", "what about wind", ["compare_stations"], BOTH, "now", ["ws"])
turn(14, 3, "en", "so where do we stage the strike team?", ["tactical"], BOTH, "now", ["fwi"])

# s15: new volunteer, one thing at a time
turn(15, 1, "en", "sorry, new here - what is this Fire Weather Index thing, and what is it at Béjaïa today?", ["documents", "danger"], [B], "today", ["fwi"])
turn(15, 2, "en", "is that a lot?", ["danger"], [B], "today", ["class"])
turn(15, 3, "en", "what about yesterday", ["danger"], [B], "yesterday", ["fwi", "class"])
turn(15, 4, "en", "ok and what's LCES, my captain keeps saying it", ["documents"], None, "none", LCES)

# s16: fire behaviour analyst, the whole code stack
SIX = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
turn(16, 1, "en", "Full code stack for SBA on 25 Aug please: FFMC, DMC, DC, ISI, BUI, FWI", ["danger"], [S], "2012-08-25",
     [code(S, "2012-08-25", c) for c in SIX])
turn(16, 2, "en", "same day at Bejaia", ["danger"], [B], "2012-08-25", [code(B, "2012-08-25", c) for c in SIX])
turn(16, 3, "en", "which of the two ran the higher Buildup Index that day?", ["compare_stations"], BOTH, "2012-08-25",
     [code(B, "2012-08-25", "BUI"), code(S, "2012-08-25", "BUI")])
turn(16, 4, "en", "how many August days did SBA's BUI top 50?", ["summary"], [S], "aug", [count_above(S, "aug", "BUI", 50)])


def write():
    for name, rows_ in (("templates", TEMPLATES), ("sessions", SESSIONS)):
        path = OUT / f"crew_{name}_dev{NAME[1:]}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


def check():
    from appliance.evaluation.crew_build import expand
    items = expand(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i.startswith(NAME) for i in ids)
    n = len(items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    langs = Counter(i["lang"] for i in items)
    sessions = {i["session"] for i in items if i["session"]}
    print(f"{n} questions; multi-ask {multi} ({multi / n:.1%}); sessions {len(sessions)} "
          f"({sum(1 for i in items if i['session'])} turns)")
    print("languages", {k: f"{v} ({v / n:.1%})" for k, v in langs.most_common()})
    print("decisions", dict(Counter(i["decision"] for i in items)))
    print("intent sets", dict(Counter("+".join(i["intents"]) for i in items).most_common()))
    if "-v" in sys.argv:
        for i in items:
            print(json.dumps({k: i[k] for k in ("id", "lang", "question", "intents", "decision", "facts")},
                             ensure_ascii=False))
    return items


if __name__ == "__main__":
    write()
    check()
