"""Batch d100 (dev): crews in the middle of an active fire (hurried phone typing, their own measurements,
places near the stations, orders mixed with asks, sessions that switch language).

Writes crew_templates_dev100.jsonl and crew_sessions_dev100.jsonl next to this script. Every number in a
gold fact is computed here: from the CSV through crew_facts, from unit conversions of the real reading,
from the crew's own numbers (rate x minutes), or parsed out of the shipped documents with a regex.
    Run:  python -m appliance.evaluation.data.make_dev100
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d100"
B, S = "bejaia", "sidi-bel-abbes"
TODAY_ISO = crew_days.TODAY.isoformat()
T = crew_facts.table()
DOCS = EDGE_DATA_DIR / "documents"

CC, DG, CS, SU, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DO, CA = "drift", "spread", "frames", "documents", "capabilities"
PH, OS, RF, TA, EX = "photo", "out_of_scope", "refuse", "tactical", "explain"


# ---------------------------------------------------------------- facts computed from the data
def num(x):
    return crew_facts._num(round(x, 1))


def rd(dev, day):
    return T[(dev, day)]


def conv(value, factor, add=0.0):
    v = value * factor + add
    opts = []
    for o in (num(v), int(round(v))):
        if o not in opts:
            opts.append(o)
    return {"any": opts}


def unit(field, factor, add=0.0):
    return lambda dev, days, thr: conv(getattr(rd(dev, days[0]), field), factor, add)


MPH = unit("wind_kmh", 1 / 1.609344)
KT = unit("wind_kmh", 1 / 1.852)
MS = unit("wind_kmh", 1 / 3.6)
DEGF = unit("temperature_c", 9 / 5, 32)


def code(c):
    return lambda dev, days, thr: crew_facts._num(rd(dev, days[0]).codes[c])


def rows(dev, days):
    return [T[(dev, d)] for d in days if (dev, d) in T]


def count(getter, op, thr_value=None, both=False):
    """Days of the window whose figure is above (op '>') or below ('<') the threshold."""
    def f(dev, days, thr):
        th = thr if thr_value is None else thr_value
        devs = crew_facts.STATIONS if both else (dev,)
        out = []
        for d in devs:
            vals = [getter(r) for r in rows(d, days)]
            out.append(sum(v > th for v in vals) if op == ">" else sum(v < th for v in vals))
        return out if both else out[0]
    return f


def avg(field):
    def f(dev, days, thr):
        vals = [getattr(r, field) for r in rows(dev, days)]
        return conv(sum(vals) / len(vals), 1)
    return f


def extreme(field, fn):
    return lambda dev, days, thr: crew_facts._num(fn(getattr(r, field) for r in rows(dev, days)))


FWI = lambda r: r.codes["FWI"]
TEMP = lambda r: r.temperature_c
RH = lambda r: r.rh_pct

NAMEFACT = {B: {"any": ["bejaia", "béjaïa", "بجاية"]},
            S: {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel abbès", "sidi-bel abbes", "SBA", "سيدي بلعباس"]}}


def worse(getter, high=True, day="2012-09-30"):
    """Name of the station whose figure is the higher (or lower) that day."""
    def f(dev, days, thr):
        d = days[0] if days else day
        a, b = getter(rd(B, d)), getter(rd(S, d))
        assert a != b, (d, a, b)
        return NAMEFACT[(B if a > b else S) if high else (B if a < b else S)]
    return f


def diff(getter):
    return lambda dev, days, thr: conv(abs(getter(rd(B, days[0])) - getter(rd(S, days[0]))), 1)


def on(day, field):
    """A figure of one named day, whatever window the question's gold time covers."""
    def f(dev, days, thr):
        r = rd(dev, day)
        return crew_facts._num(r.codes[field] if field in r.codes else getattr(r, field))
    return f


def ends(getter):
    """The figure on the first and on the last day of the window (a trend's two ends)."""
    return lambda dev, days, thr: [crew_facts._num(getter(rows(dev, days)[0])), crew_facts._num(getter(rows(dev, days)[-1]))]


def only(dev, token):
    """One station's figure in a question about both (its own ask beside a comparison)."""
    def f(_dev, days, thr):
        if token == "class":
            return {"class": crew_facts.danger_class(rd(dev, days[0]).codes["FWI"])}
        return crew_facts.day_fact(token, dev, days[0])
    return f


def fires_gt(dev, thr):
    """(days before today with FWI above thr, fire days among them) from the box's fire record."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [crew_days.TODAY.isoformat()], thr)


# ---------------------------------------------------------------- the crew's own numbers
def metres(m):
    km = m / 1000
    kms = f"{km:g}"
    opts = [f"{m:g} m", f"{m:g}m", f"{kms} km", f"{kms}km"]
    if "." in kms:
        opts += [kms.replace(".", ",") + " km"]
    return {"any": opts}


def drift_m_per_min(rate, minutes):
    return metres(rate * minutes)


def drift_kmh(kmh, minutes):
    return metres(round(kmh * 1000 * minutes / 60, 1))


def drift_ms(ms, minutes):
    return metres(round(ms * 60 * minutes, 1))


# ---------------------------------------------------------------- the shipped documents
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


FWI_GUIDE = doc("fire-weather-index-guide.md")
LCES = doc("crew-safety-lces.md")
DEFENSIBLE = doc("butte-county-defensible-space.md")


def rx(text, pattern, cast=float):
    m = re.search(pattern, " ".join(text.split()), re.S)
    assert m, pattern
    return crew_facts._num(cast(m.group(1)))


FFMC_IGNITE = rx(FWI_GUIDE, r"above about (\d+)\s+fine fuels ignite")
CLS_HIGH = rx(FWI_GUIDE, r"from ([\d.]+) high")
CLS_VHIGH = rx(FWI_GUIDE, r"from ([\d.]+) very high")
CLS_EXTREME = rx(FWI_GUIDE, r"from ([\d.]+) extreme")
CLS_MOD = rx(FWI_GUIDE, r"from ([\d.]+) moderate")
ZONE0_FT = rx(DEFENSIBLE, r"first (\d+) feet")
ZONE1_HI = rx(DEFENSIBLE, r"Zone 1 runs from \d+ to (\d+) feet")
GRASS_IN = rx(DEFENSIBLE, r"maximum height of (\d+) inches")
CHIMNEY_FT = rx(DEFENSIBLE, r"branches (\d+) feet from chimneys")
LEAVES_IN = rx(DEFENSIBLE, r"deeper than (\d+) inches")
LCES_WORDS = re.search(r"engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)\.", LCES.replace("\n", " ")).groups()
# a literal string fact travels as {"any": [...]} (a bare string would be read as a fact token)
LOOKOUT, COMMS, ESCAPE, SAFETY = ({"any": [w.lower().rstrip("s")]} for w in LCES_WORDS)
DOWNHILL = {"any": ["downhill"]} if re.search(r"line downhill", LCES) else None
SPOT = {"any": ["spot fire"]} if re.search(r"spot fires appear", LCES) else None
LCES_ACR = {"any": ["".join(w[0] for w in LCES_WORDS)]}
SPACING = {"any": ["spacing"]} if re.search(r"Zone 2 runs.*?(spacing)", DEFENSIBLE, re.S) else None
assert DOWNHILL and SPOT and SPACING and LCES_ACR["any"][0] == "LCES"


def inch(n):
    return {"any": [f"{n} inch", f"{n} in", f"{n}-inch", f"{n}\""]}


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot"]}


# ---------------------------------------------------------------- items
ITEMS = []
KIND_OPTS = {}


def Q(kind, lang, q, intents, st="none", day="none", facts=(), h=None, thr=None):
    ITEMS.append({"kind": kind, "lang": lang, "q": q, "intents": list(intents), "st": st, "day": day,
                  "facts": list(facts), "h": h, "thr": thr})


def opts(kind, **kw):
    KIND_OPTS[kind] = kw


NEG = "neg"
R_, W_, F_ = "=frames", "=detection", "=detection_place"
SPR, DRF = "=spread", "=drift"
DEF = "=doc_defensible"

# ---- current conditions: one ask, served
k = "now"
Q(k, "en", "rh at {st} rn??", [CC], "alt", "now", ["rh"])
Q(k, "en", "quick temp n wind {st} now, we're on the line", [CC], "alt", "now", ["t", "ws"])
Q(k, "en", "whats the wind doing at SBA right now getting gusty up here", [CC], [S], "now", ["ws"])
Q(k, "en", "bejaia noon obs pls - temp rh wind", [CC], [B], "now", ["t", "rh", "ws"])
Q(k, "en", "did {st} get any rain {day}", [CC], "alt", "yesterday", ["rain"])
Q(k, "en", "Engine 12 to the box, humidity at Sidi Bel Abbes latest reading", [CC], [S], "now", ["rh"])
Q(k, "en", "our kestrel says 31 and 19% up top. what's {st} station got", [CC], "alt", "now", ["t", "rh"])
Q(k, "en", "need wind at {st} {day} for the unit log", [CC], "alt", "daybefore", ["ws"])
Q(k, "en", "gimme bejaia readings aug 3, all of em", [CC], [B], "2012-08-03", ["t", "rh", "ws", "rain"])
Q(k, "en", "rh sba 2/9?", [CC], [S], "2012-09-02", ["rh"])
Q(k, "en", "temp at {st} {day}?? writing the after action", [CC], "alt", "2012-08-14", ["t"])
Q(k, "en", "conditions sidi bel abbes", [CC], [S], "now", ["t", "rh", "ws"])
Q(k, "en", "was it raining at bejaia the 12th of aug or dry", [CC], [B], "2012-08-12", ["rain"])
Q(k, "en", "Dozer boss here. Current humidity and wind, Bejaia station, when you get a sec.", [CC], [B], "now", ["rh", "ws"])
Q(k, "fr", "HR à {st} maintenant stp", [CC], "alt", "now", ["rh"])
Q(k, "fr", "le vent à Sidi Bel Abbès là tout de suite ? ça rafale sur le flanc", [CC], [S], "now", ["ws"])
Q(k, "fr", "température + humidité Béjaïa hier, vite", [CC], [B], "yesterday", ["t", "rh"])
Q(k, "fr", "notre kestrel affiche 28 degrés, la station de {st} dit quoi ?", [CC], "alt", "now", ["t"])
Q(k, "fr", "il a plu à SBA le 12 août ?", [CC], [S], "2012-08-12", ["rain"])
Q(k, "fr", "relevés de {st} {day} pour le rapport", [CC], "alt", "2012-08-20", ["t", "rh", "ws"])
Q(k, "es", "humedad en {st} ya", [CC], "alt", "now", ["rh"])
Q(k, "es", "cuánto viento marca Bejaia ahora mismo", [CC], [B], "now", ["ws"])
Q(k, "es", "temperatura en Sidi Bel Abbes ayer? rápido", [CC], [S], "yesterday", ["t"])
Q(k, "es", "llovió en Béjaïa el 5/7?", [CC], [B], "2012-07-05", ["rain"])
Q(k, "es", "el kestrel nos da 24 de humedad, qué dice la estación de {st}", [CC], "alt", "now", ["rh"])
Q(k, "ar", "قداش الرطوبة في بجاية دروك؟", [CC], [B], "now", ["rh"])
Q(k, "ar", "واش راهي الريح في سيدي بلعباس؟ بالزربة", [CC], [S], "now", ["ws"])
Q(k, "ar", "ما هي درجة الحرارة في بجاية أمس؟", [CC], [B], "yesterday", ["t"])
Q(k, "ar", "صبات الشتا في سيدي بلعباس اليوم ولا لا؟", [CC], [S], "today", ["rain"])
Q(k, "ar", "chhal rtouba f SBA drok", [CC], [S], "now", ["rh"])
Q(k, "ar", "عطيني قراءات محطة بجاية يوم 14 أوت", [CC], [B], "2012-08-14", ["t", "rh", "ws"])

# ---- units
k = "units"
Q(k, "en", "wind at {st} in mph, half my crew only thinks in mph", [CC], "alt", "now", [MPH])
Q(k, "en", "SBA wind in knots for air attack", [CC], [S], "now", [KT])
Q(k, "en", "temp bejaia in F please, visiting crew from oregon", [CC], [B], "now", [DEGF])
Q(k, "en", "wind speed m/s {st}", [CC], "alt", "now", [MS])
Q(k, "en", "{day} wind at {st} in knots?", [CC], "alt", "yesterday", [KT])
Q(k, "fr", "vent à Béjaïa en nœuds pour l'hélico", [CC], [B], "now", [KT])
Q(k, "fr", "SBA : le vent en m/s stp", [CC], [S], "now", [MS])
Q(k, "es", "viento en Sidi Bel Abbes en millas por hora", [CC], [S], "now", [MPH])
Q(k, "es", "temperatura de Bejaia en Fahrenheit porfa, hay gringos en el equipo", [CC], [B], "now", [DEGF])
Q(k, "ar", "الريح في بجاية بالعقدة؟ الطيار راهو يسقسي", [CC], [B], "now", [KT])
Q(k, "ar", "سرعة الرياح في سيدي بلعباس بالمتر في الثانية", [CC], [S], "now", [MS])

# ---- danger: one ask
k = "danger"
Q(k, "en", "fwi {st}?", [DG], "alt", "now", ["fwi", "class"])
Q(k, "en", "danger class at SBA, briefing in 2 min", [DG], [S], "now", ["class"])
Q(k, "en", "how bad is it at bejaia today fire danger wise", [DG], [B], "today", ["fwi", "class"])
Q(k, "en", "ISI at {st} now? head is running", [DG], "alt", "now", [code("ISI")])
Q(k, "en", "BUI for Sidi Bel Abbes", [DG], [S], "now", [code("BUI")])
Q(k, "en", "ffmc bejaia rn, fine fuels feel crispy as hell", [DG], [B], "now", [code("FFMC")])
Q(k, "en", "what was the FWI at {st} {day}", [DG], "alt", "2012-08-14", ["fwi"])
Q(k, "en", "DC at SBA 20 aug", [DG], [S], "2012-08-20", [code("DC")])
Q(k, "en", "dmc bejaia yday", [DG], [B], "yesterday", [code("DMC")])
Q(k, "en", "Division Z here, rating at {st}?", [DG], "alt", "now", ["fwi", "class"])
Q(k, "fr", "indice FWI à {st} ?", [DG], "alt", "now", ["fwi"])
Q(k, "fr", "niveau de danger à SBA là, vite", [DG], [S], "now", ["class"])
Q(k, "fr", "l'ISI de Béjaïa hier ?", [DG], [B], "yesterday", [code("ISI")])
Q(k, "fr", "FFMC Sidi Bel Abbès le 3 août", [DG], [S], "2012-08-03", [code("FFMC")])
Q(k, "fr", "on en est où côté risque feu à {st} aujourd'hui", [DG], "alt", "today", ["fwi", "class"])
Q(k, "es", "índice de peligro en {st}", [DG], "alt", "now", ["fwi", "class"])
Q(k, "es", "qué clase de peligro hay en SBA hoy", [DG], [S], "today", ["class"])
Q(k, "es", "el BUI de Béjaïa, ya", [DG], [B], "now", [code("BUI")])
Q(k, "es", "FWI de Sidi Bel Abbes el 12 de agosto", [DG], [S], "2012-08-12", ["fwi"])
Q(k, "ar", "شحال الـ FWI في سيدي بلعباس؟", [DG], [S], "now", ["fwi"])
Q(k, "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", [DG], [B], "today", ["class"])
Q(k, "ar", "الـ ISI تاع بجاية البارح قداش كان", [DG], [B], "yesterday", [code("ISI")])
Q(k, "ar", "درجة الخطر في سيدي بلعباس يوم 20 أوت", [DG], [S], "2012-08-20", ["fwi", "class"])
Q(k, "ar", "واش الخطر طالع في بجاية دروك؟", [DG], [B], "now", ["class"])
Q(k, "ar", "mouachir FWI f bejaia chhal", [DG], [B], "now", ["fwi"])

# ---- compare the stations (now / a day)
k = "compare"
Q(k, "en", "which station's hotter rn", [CS], "both", "now", ["t", worse(TEMP)])
Q(k, "en", "sba vs bejaia fwi side by side", [CS], "both", "now", ["fwi"])
Q(k, "en", "who's windier, bejaia or sidi bel abbes", [CS], "both", "now", ["ws", worse(lambda r: r.wind_kmh)])
Q(k, "en", "rh both stations fast", [CS], "both", "now", ["rh"])
Q(k, "en", "how much drier is SBA than bejaia today", [CS], "both", "today", ["rh", diff(RH)])
Q(k, "en", "which station was worse on 14 aug", [CS], "both", "2012-08-14", ["fwi", worse(FWI)])
Q(k, "en", "temp gap between the two stations {day}?", [CS], "both", "yesterday", ["t", diff(TEMP)])
Q(k, "fr", "quelle station est la plus sèche là ?", [CS], "both", "now", ["rh", worse(RH, high=False)])
Q(k, "fr", "compare le FWI de Béjaïa et de SBA hier", [CS], "both", "yesterday", ["fwi"])
Q(k, "fr", "écart de vent entre les deux stations maintenant ?", [CS], "both", "now", ["ws", diff(lambda r: r.wind_kmh)])
Q(k, "es", "dónde hace más calor ahora, Bejaia o Sidi Bel Abbes?", [CS], "both", "now", ["t", worse(TEMP)])
Q(k, "es", "diferencia de viento entre las dos estaciones", [CS], "both", "now", ["ws", diff(lambda r: r.wind_kmh)])
Q(k, "ar", "شكون فيهم أخطر دروك، بجاية ولا سيدي بلعباس؟", [CS], "both", "now", ["fwi", worse(FWI)])
Q(k, "ar", "قارن الرطوبة بين المحطتين اليوم", [CS], "both", "today", ["rh"])
Q(k, "ar", "وين كانت السخانة أكثر يوم 3 أوت، بجاية ولا سيدي بلعباس؟", [CS], "both", "2012-08-03", ["t", worse(TEMP)])

# ---- compare the stations over a window
k = "cmpwin"
Q(k, "en", "highest fwi at each station this past week", [CS, SU], "both", "lastweek", ["maxfwi"])
Q(k, "fr", "températures max de juillet, Béjaïa contre SBA", [CS, SU], "both", "jul", ["maxt"])
Q(k, "es", "cuál estación tuvo más días con FWI sobre {thr} en agosto", [CS, SU], "both", "aug",
  [count(FWI, ">", both=True)], thr=20)
Q(k, "ar", "أعلى حرارة في كل محطة في أوت", [CS, SU], "both", "aug", ["maxt"])
Q(k, "en", "days over {thr}C in august - bejaia vs sba count", [CS, SU], "both", "aug",
  [count(TEMP, ">", both=True)], thr=35)
Q(k, "fr", "FWI le plus haut depuis mardi sur les deux stations ?", [CS, SU], "both", "since-tue", ["maxfwi"])
k = "cmpwin-fires"
opts(k, needs_fire_history=True)
Q(k, "en", "which station had more fire days in august", [CS, SU], "both", "aug", ["fires"])
Q(k, "ar", "قداش من نهار حريق في جوان في كل محطة؟", [CS, SU], "both", "jun", ["fires"])
Q(k, "es", "incendios en julio: Bejaia contra Sidi Bel Abbes, cuántos días cada una", [CS, SU], "both", "jul", ["fires"])

# ---- summary over a window
k = "summary"
Q(k, "en", "max fwi sba in august", [SU], [S], "aug", ["maxfwi"])
Q(k, "en", "hottest it got at bejaia over the last week?", [SU], [B], "lastweek", ["maxt"])
Q(k, "en", "how many days over {thr} degrees at {st} in august", [SU], "alt", "aug", [count(TEMP, ">")], thr=35)
Q(k, "en", "avg rh at SBA first ten days of sept, quick", [SU], [S], "sep1-10", [avg("rh_pct")])
Q(k, "en", "fwi trend at {st} last 3 days, going up or down", [SU], "alt", "last3d", [ends(FWI)])
Q(k, "en", "windiest noon reading at SBA since tuesday", [SU], [S], "since-tue", [extreme("wind_kmh", max)])
Q(k, "en", "lowest rh bejaia 1-10 sept", [SU], [B], "sep1-10", [extreme("rh_pct", min)])
Q(k, "en", "how many days fwi went over {thr} at {st} in july", [SU], "alt", "jul", [count(FWI, ">")], thr=25)
Q(k, "en", "peak temp at sidi bel abbes 20-31 aug", [SU], [S], "aug-late", ["maxt"])
Q(k, "fr", "FWI max à SBA en août ?", [SU], [S], "aug", ["maxfwi"])
Q(k, "fr", "combien de jours au-dessus de {thr} degrés à Béjaïa en juillet", [SU], [B], "jul", [count(TEMP, ">")], thr=33)
Q(k, "fr", "moyenne des températures à {st} entre le 1er et le 10 septembre", [SU], "alt", "sep1-10", [avg("temperature_c")])
Q(k, "fr", "jours avec HR sous {thr} % à SBA en août, combien ?", [SU], [S], "aug", [count(RH, "<")], thr=35)
Q(k, "es", "temperatura máxima en Bejaia en agosto", [SU], [B], "aug", ["maxt"])
Q(k, "es", "cuántos días con humedad bajo {thr}% en SBA en julio", [SU], [S], "jul", [count(RH, "<")], thr=40)
Q(k, "es", "el FWI más alto de los últimos tres días en {st}", [SU], "alt", "last3d", ["maxfwi"])
Q(k, "ar", "أعلى FWI في سيدي بلعباس في جويلية", [SU], [S], "jul", ["maxfwi"])
Q(k, "ar", "متوسط الرطوبة في بجاية من 20 إلى 31 أوت", [SU], [B], "aug-late", [avg("rh_pct")])
Q(k, "ar", "قداش من نهار فاتت فيه الحرارة {thr} درجة في سيدي بلعباس في أوت", [SU], [S], "aug", [count(TEMP, ">")], thr=36)
Q(k, "ar", "أقصى سرعة رياح سجلتها بجاية في سبتمبر", [SU], [B], "sep", [extreme("wind_kmh", max)])
k = "summary-fires"
opts(k, needs_fire_history=True)
Q(k, "en", "fire days at bejaia in july, just the count", [SU], [B], "jul", ["fires"])
Q(k, "fr", "combien de jours de feu à SBA en juin", [SU], [S], "jun", ["fires"])
Q(k, "ar", "شحال من يوم كانت فيه نار في بجاية في أوت", [SU], [B], "aug", ["fires"])
Q(k, "es", "días con incendio en {st} en septiembre?", [SU], "alt", "sep", ["fires"])

# ---- analogs
k = "analogs"
opts(k, needs_fire_history=True)
Q(k, "en", "days like today at {st}, did they burn?", [AN], "alt", "now", [])
Q(k, "en", "of the days sba had fwi over {thr}, how many had a fire", [AN], [S], "none",
  [lambda d, ds, thr: fires_gt(S, thr)], thr=20)
Q(k, "en", "past days at bejaia with fwi above {thr} - how many went up in flames", [AN], [B], "none",
  [lambda d, ds, thr: fires_gt(B, thr)], thr=10)
Q(k, "fr", "parmi les jours avec un FWI au-dessus de {thr} à Béjaïa, combien ont brûlé ?", [AN], [B], "none",
  [lambda d, ds, thr: fires_gt(B, thr)], thr=15)
Q(k, "fr", "des journées comme aujourd'hui à SBA, ça a déjà pris feu ?", [AN], [S], "now", [])
Q(k, "es", "con FWI mayor a {thr} en Sidi Bel Abbes, en cuántos días hubo incendio", [AN], [S], "none",
  [lambda d, ds, thr: fires_gt(S, thr)], thr=25)
Q(k, "es", "días parecidos a hoy en Bejaia: hubo fuego?", [AN], [B], "now", [])
Q(k, "ar", "الأيام اللي كان فيها FWI فوق {thr} في سيدي بلعباس، قداش منها شعلت فيها النار؟", [AN], [S], "none",
  [lambda d, ds, thr: fires_gt(S, thr)], thr=10)
Q(k, "ar", "هل اندلعت حرائق في أيام مشابهة لليوم في بجاية؟", [AN], [B], "now", [])
Q(k, "en", "any record of fires on days this wet at {st}?", [AN], "alt", "now", [])

# ---- drift from the crew's own rate
k = "drift"
r, m = 25, 20
Q(k, "en", f"head's doing about {r} m a minute, how far in {m} min", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
r, m = 40, 15
Q(k, "en", f"we clocked ROS {r} m/min on the east flank. distance after {m}?", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
v, m = 1.5, 40
Q(k, "en", f"fire moving {v} km/h, how far does it get in {m} minutes", [DR], "none", "none", [DRF, drift_kmh(v, m)], h=m)
r, m = 12, 45
Q(k, "en", f"ros {r}m/min x {m}min = ? need it quick", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
v, m = 0.5, 10
Q(k, "en", f"flank's moving ~{v} m/s by our count, distance in {m} min", [DR], "none", "none", [DRF, drift_ms(v, m)], h=m)
r, m = 30, 25
Q(k, "fr", f"la tête avance à {r} m/min, quelle distance en {m} min ?", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
v, m = 0.8, 90
Q(k, "fr", f"on a mesuré {str(v).replace('.', ',')} km/h au front, ça fait combien en une heure et demie ?", [DR], "none", "none",
  [DRF, drift_kmh(v, m)], h=m)
r, m = 18, 35
Q(k, "es", f"avanza {r} metros por minuto, cuánto recorre en {m} minutos", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
v, m = 2.4, 20
Q(k, "es", f"la cabeza va a {str(v).replace('.', ',')} km/h, distancia en {m} min", [DR], "none", "none", [DRF, drift_kmh(v, m)], h=m)
r, m = 20, 30
Q(k, "ar", f"النار تمشي {r} متر في الدقيقة، قداش تقطع في {m} دقيقة؟", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
r, m = 35, 15
Q(k, "ar", f"سرعة انتشار الجبهة {r} م/د، كم مسافة بعد ربع ساعة؟", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
Q(k, "en", "using your own numbers how far does the head travel next 30 min near SBA station", [DR], [S], "now", [DRF], h=30)
Q(k, "fr", "avec ton estimation, la tête fait combien de mètres en 20 minutes à Béjaïa ?", [DR], [B], "now", [DRF], h=20)
r, m = 8, 60
Q(k, "es", f"medimos {r} m/min en el flanco izquierdo, cuánto avanza en una hora", [DR], "none", "none", [DRF, drift_m_per_min(r, m)], h=m)
v, m = 3, 15
Q(k, "ar", f"الجبهة ماشية {v} كلم في الساعة، قداش تمشي في {m} دقيقة", [DR], "none", "none", [DRF, drift_kmh(v, m)], h=m)

# ---- spread (no wind direction: partly served)
k = "spread"
Q(k, "en", "where's the head gonna be in 30 min at SBA", [SP], [S], "now", [SPR], h=30)
Q(k, "en", "project the front {hh} out from {st}", [SP], "alt", "now", [SPR], h=60)
Q(k, "en", "which way's it heading and where'll it be in 20", [SP], "none", "now", [SPR], h=20)
Q(k, "fr", "où sera le front dans 45 min vers SBA ?", [SP], [S], "now", [SPR], h=45)
Q(k, "fr", "projection de la tête du feu à une heure, secteur Béjaïa", [SP], [B], "now", [SPR], h=60)
Q(k, "es", "dónde estará el frente en media hora en Sidi Bel Abbes", [SP], [S], "now", [SPR], h=30)
Q(k, "es", "hacia dónde va el fuego y dónde estará en una hora", [SP], "none", "now", [SPR], h=60)
Q(k, "ar", "وين توصل النار في ساعة في سيدي بلعباس؟", [SP], [S], "now", [SPR], h=60)
Q(k, "ar", "إلى أين ستمتد جبهة الحريق خلال 30 دقيقة في بجاية", [SP], [B], "now", [SPR], h=30)
Q(k, "en", "if a fire kicked off at {st} now, where's its head in {hh}", [SP], "alt", "now", [SPR], h=90)

# ---- drone frames
k = "frames"
Q(k, "en", "drone see anything?", [FR], "none", "none", [R_])
Q(k, "en", "what time did the drone catch smoke", [FR], "none", "none", [W_])
Q(k, "en", "where was the fire in the drone frame", [FR], "none", "none", [F_])
Q(k, "en", "uav sortie results?? smoke or flame", [FR], "none", "today", [R_])
Q(k, "en", "drone picked up heat near sba or what", [FR], "none", "none", [F_])
Q(k, "fr", "le drone a repéré quoi ?", [FR], "none", "none", [R_])
Q(k, "fr", "à quelle heure la fumée sur l'image du drone ?", [FR], "none", "none", [W_])
Q(k, "es", "qué vio el dron", [FR], "none", "none", [R_])
Q(k, "es", "dónde detectó fuego el dron", [FR], "none", "none", [F_])
Q(k, "ar", "واش شاف الدرون؟", [FR], "none", "none", [R_])
Q(k, "ar", "وين لقى الدرون النار؟", [FR], "none", "none", [F_])
Q(k, "ar", "في أي ساعة رصدت الطائرة المسيرة الدخان؟", [FR], "none", "none", [W_])

# ---- documents
k = "docs"
Q(k, "en", "defensible space around the farmhouses how many feet again", [DO], "none", "none", [DEF])
Q(k, "en", "LCES remind me quick", [DO], "none", "none", [LOOKOUT, ESCAPE, SAFETY])
Q(k, "en", "at what ffmc do fine fuels catch easy per the guide", [DO], "none", "none", [FFMC_IGNITE])
Q(k, "en", "grass height in zone 2 max?", [DO], "none", "none", [inch(GRASS_IN)])
Q(k, "en", "watch-out situations, the short list pls", [DO], "none", "none", [DOWNHILL, SPOT])
Q(k, "en", "zone 0 how many feet from the wall", [DO], "none", "none", [feet(ZONE0_FT)])
Q(k, "en", "how far branches from a chimney by the doc", [DO], "none", "none", [feet(CHIMNEY_FT)])
Q(k, "fr", "c'est quoi LCES déjà ?", [DO], "none", "none", [LCES_ACR])
Q(k, "fr", "débroussaillement autour des maisons, ça fait combien selon ton doc ?", [DO], "none", "none", [DEF])
Q(k, "fr", "à partir de quel FWI on passe en danger élevé ?", [DO], "none", "none", [CLS_HIGH])
Q(k, "es", "espacio defendible, cuántos pies pide la guía", [DO], "none", "none", [DEF])
Q(k, "es", "a partir de qué FWI es peligro extremo", [DO], "none", "none", [CLS_EXTREME])
Q(k, "es", "zona 1 hasta cuántos pies llega?", [DO], "none", "none", [feet(ZONE1_HI)])
Q(k, "ar", "المسافة الآمنة حول الديار حسب الوثيقة قداش؟", [DO], "none", "none", [DEF])
Q(k, "ar", "من أي قيمة FWI يصبح الخطر عاليا جدا؟", [DO], "none", "none", [CLS_VHIGH])
Q(k, "ar", "الأوراق اليابسة فوق قداش من إنش لازم نحيوها؟", [DO], "none", "none", [inch(LEAVES_IN)])

# ---- capabilities
k = "caps"
Q(k, "en", "what can this box actually tell us", [CA], "none", "none", [])
Q(k, "en", "which stations u got", [CA], "none", "none", [NAMEFACT[B], NAMEFACT[S]])
Q(k, "fr", "tu sais faire quoi exactement, toi ?", [CA], "none", "none", [])
Q(k, "es", "qué datos tienes cargados?", [CA], "none", "none", [])
Q(k, "ar", "واش تقدر دير هاد الماشينة؟", [CA], "none", "none", [])
Q(k, "ar", "ما هي البيانات المتوفرة لديك؟", [CA], "none", "none", [])
Q(k, "en", "new guy here - what's this tablet for?", [CA], "none", "none", [])

# ---- photo (never attached)
k = "photo"
Q(k, "en", "sent u a pic of the smoke column how big is it", [PH], "none", "none", [])
Q(k, "en", "look at the photo i just attached, is that crowning?", [PH], "none", "none", [])
Q(k, "fr", "je t'envoie une photo du panache, t'en penses quoi", [PH], "none", "none", [])
Q(k, "es", "te mando foto del humo, qué ves", [PH], "none", "none", [])
Q(k, "ar", "بعثتلك تصويرة تاع الدخان، شوف", [PH], "none", "none", [])
Q(k, "ar", "أرفقت صورة للحريق، حللها من فضلك", [PH], "none", "none", [])

# ---- out of scope alone
k = "oos"
Q(k, "en", "forecast for tomorrow afternoon?", [OS], "none", "none", [NEG])
Q(k, "en", "will the wind pick up later today", [OS], "none", "none", [NEG])
Q(k, "en", "fwi in tlemcen rn", [OS], "none", "now", [NEG])
Q(k, "en", "wind direction at SBA? need it bad", [OS], [S], "now", [NEG])
Q(k, "en", "who won the match last night lol", [OS], "none", "none", [NEG])
Q(k, "fr", "prévisions pour demain à Béjaïa ?", [OS], [B], "none", [])
Q(k, "fr", "il fait combien à Alger là ?", [OS], "none", "now", [])
Q(k, "es", "pronóstico de viento para mañana", [OS], "none", "none", [])
Q(k, "es", "cómo está la humedad en Orán", [OS], "none", "now", [])
Q(k, "ar", "كيفاش يكون الطقس غدوة في سيدي بلعباس؟", [OS], [S], "none", [])
Q(k, "ar", "قداش الحرارة في وهران؟", [OS], "none", "now", [])
Q(k, "ar", "من وين جاية الريح؟", [OS], "none", "now", [])

# ---- orders alone
k = "orders"
Q(k, "en", "dispatch a tanker to the north flank now", [RF], "none", "none", [NEG])
Q(k, "en", "alert all units sector 3 to pull back", [RF], "none", "none", [NEG])
Q(k, "en", "text the IC the fwi numbers", [RF], "none", "none", [NEG])
Q(k, "en", "notify command we're bugging out", [RF], "none", "none", [NEG])
Q(k, "fr", "envoie une alerte évacuation au douar", [RF], "none", "none", [])
Q(k, "fr", "préviens le PC qu'on décroche", [RF], "none", "none", [])
Q(k, "es", "manda un helicóptero ya", [RF], "none", "none", [])
Q(k, "es", "avisa a la central que necesitamos relevo", [RF], "none", "none", [])
Q(k, "ar", "ابعث رسالة للحماية المدنية دروك", [RF], "none", "none", [])
Q(k, "ar", "عيط للطيارة تجي تطفي", [RF], "none", "none", [])

# ---- tactical (the facts bearing on it)
k = "tactical"
Q(k, "en", "should we pull back off the ridge", [TA], "none", "none", [])
Q(k, "en", "safe to go direct on the head at SBA?", [TA], [S], "now", ["fwi", "ws"])
Q(k, "fr", "on attaque de front ou on se replie ?", [TA], "none", "none", [])
Q(k, "es", "nos retiramos o aguantamos?", [TA], "none", "none", [])
Q(k, "ar", "نزيدو ولا نرجعو للور؟", [TA], "none", "none", [])
Q(k, "ar", "هل من الآمن إرسال الفرقة إلى الخط الأمامي في بجاية؟", [TA], [B], "now", ["fwi", "ws"])
Q(k, "en", "burn out from the road or wait, bejaia side", [TA], [B], "now", ["ws", "rh"])

# ---- a place near a station (warn)
k = "near"
opts(k, decision="warn")
Q(k, "en", "rh up on the ridge 5 km north of SBA?", [CC], [S], "now", ["rh"])
Q(k, "en", "wind at the quarry outside bejaia, like 10 km east", [CC], [B], "now", ["ws"])
Q(k, "en", "fwi for the olive groves just south of {st}", [DG], "alt", "now", ["fwi"])
Q(k, "en", "temp at the road junction 8 km out of sidi bel abbes", [CC], [S], "now", ["t"])
Q(k, "en", "danger rating on the slopes above bejaia where we're staged", [DG], [B], "now", ["class"])
Q(k, "fr", "humidité sur la crête au-dessus de Béjaïa ?", [CC], [B], "now", ["rh"])
Q(k, "fr", "danger à 15 km au sud de SBA, zone des pins", [DG], [S], "now", ["fwi", "class"])
Q(k, "es", "viento en el cerro a 6 km de Bejaia", [CC], [B], "now", ["ws"])
Q(k, "es", "qué peligro hay en el valle al norte de Sidi Bel Abbes", [DG], [S], "now", ["class"])
Q(k, "ar", "قداش الريح فوق الجبل اللي قريب لبجاية؟", [CC], [B], "now", ["ws"])
Q(k, "ar", "الحرارة في الغابة على بعد 12 كلم من سيدي بلعباس", [CC], [S], "now", ["t"])
Q(k, "ar", "خطر الحريق في الدوار اللي حذا سيدي بلعباس", [DG], [S], "now", ["class"])
Q(k, "en", "we're at the dam 3km west of {st}, humidity there?", [CC], "alt", "now", ["rh"])
Q(k, "fr", "au col à 20 bornes de Béjaïa, il souffle combien ?", [CC], [B], "now", ["ws"])
k = "near-multi"
opts(k, decision="warn")
Q(k, "en", "wind and fwi on the plateau 7km NE of SBA", [CC, DG], [S], "now", ["ws", "fwi"])
Q(k, "es", "humedad y nivel de peligro en la loma al sur de Béjaïa", [CC, DG], [B], "now", ["rh", "class"])
Q(k, "ar", "الحرارة والرطوبة وشحال الخطر في الغابة اللي فوق بجاية", [CC, DG], [B], "now", ["t", "rh", "fwi"])
Q(k, "fr", "vent sur la crête à 4 km de SBA et il va tourner de quel côté ?", [CC, OS], [S], "now", ["ws"])

# ---- an hour other than noon (warn)
k = "hour"
opts(k, decision="warn")
Q(k, "en", "rh at SBA at 6 this morning?", [CC], [S], "today", ["rh"])
Q(k, "en", "what was the temp in bejaia at 4pm yesterday", [CC], [B], "yesterday", ["t"])
Q(k, "en", "wind at {st} around 0300 today", [CC], "alt", "today", ["ws"])
Q(k, "fr", "l'humidité à Béjaïa à 8h ce matin", [CC], [B], "today", ["rh"])
Q(k, "fr", "vent à SBA hier soir vers 20h", [CC], [S], "yesterday", ["ws"])
Q(k, "es", "temperatura en Sidi Bel Abbes a las 7 de la mañana", [CC], [S], "today", ["t"])
Q(k, "es", "humedad de Bejaia anoche a las 22", [CC], [B], "yesterday", ["rh"])
Q(k, "ar", "قداش كانت الحرارة في بجاية على الستة تاع الصباح؟", [CC], [B], "today", ["t"])
Q(k, "ar", "الرطوبة في سيدي بلعباس البارح في الليل", [CC], [S], "yesterday", ["rh"])
Q(k, "en", "fwi at sba at 9am", [DG], [S], "today", ["fwi"])

# ---- a day with no reading (abstain)
k = "nodata"
Q(k, "en", "fwi at bejaia on 20 may 2012", [DG], [B], "2012-05-20", [])
Q(k, "en", "SBA temp 15/05/2012?", [CC], [S], "2012-05-15", [])
Q(k, "en", "readings for {st} 2011-08-14", [CC], "alt", "2011-08-14", [])
Q(k, "fr", "le 28 mai 2012 à Béjaïa, il faisait combien ?", [CC], [B], "2012-05-28", [])
Q(k, "es", "humedad en Sidi Bel Abbes el 10 de mayo de 2012", [CC], [S], "2012-05-10", [])
Q(k, "ar", "شحال كان FWI في بجاية يوم 25 ماي 2012؟", [DG], [B], "2012-05-25", [])
Q(k, "ar", "درجة الحرارة في سيدي بلعباس يوم 30 أفريل 2012", [CC], [S], "2012-04-30", [])
Q(k, "fr", "danger à SBA le 1er mai 2012 ?", [DG], [S], "2012-05-01", [])

# ================================================================ several asks in one
k = "m-ccdg"
Q(k, "en", "temp rh and fwi at sba, go", [CC, DG], [S], "now", ["t", "rh", "fwi"])
Q(k, "en", "{st}: wind + danger class pls", [CC, DG], "alt", "now", ["ws", "class"])
Q(k, "en", "what's the humidity at bejaia and is the danger up", [CC, DG], [B], "now", ["rh", "class"])
Q(k, "en", "SBA {day}: temp, and what was the ISI", [CC, DG], [S], "2012-08-12", ["t", code("ISI")])
Q(k, "fr", "HR et FWI à Béjaïa maintenant", [CC, DG], [B], "now", ["rh", "fwi"])
Q(k, "fr", "le vent à {st} et la classe de danger, on doit décider vite", [CC, DG], "alt", "now", ["ws", "class"])
Q(k, "es", "viento y FWI en Sidi Bel Abbes, rápido", [CC, DG], [S], "now", ["ws", "fwi"])
Q(k, "es", "cuánta humedad hay en Bejaia? y el índice de peligro?", [CC, DG], [B], "now", ["rh", "fwi"])
Q(k, "ar", "الحرارة و الخطر في سيدي بلعباس دروك", [CC, DG], [S], "now", ["t", "class"])
Q(k, "ar", "ما هي سرعة الرياح في بجاية وما قيمة مؤشر FWI؟", [CC, DG], [B], "now", ["ws", "fwi"])
Q(k, "en", "bejaia yesterday - rain? and the FFMC", [CC, DG], [B], "yesterday", ["rain", code("FFMC")])

k = "m-dgcs"
Q(k, "en", "fwi at sba, and which station is hotter?", [DG, CS], "both", "now", [only(S, "fwi"), "t", worse(TEMP)])
Q(k, "fr", "la classe de danger à Béjaïa ? et laquelle des deux est la plus ventée ?", [DG, CS], "both", "now",
  [only(B, "class"), "ws", worse(lambda r: r.wind_kmh)])
Q(k, "ar", "شحال الرطوبة في بجاية، وشكون أسخن فيهم؟", [CC, CS], "both", "now", [only(B, "rh"), "t", worse(TEMP)])
Q(k, "es", "humedad en SBA y cuál de las dos estaciones está peor", [CC, CS], "both", "now", [only(S, "rh"), "fwi", worse(FWI)])

k = "m-oos"
Q(k, "en", "wind at sba and which way is it blowing", [CC, OS], [S], "now", ["ws"])
Q(k, "en", "fwi bejaia today and tomorrow", [DG, OS], [B], "today", ["fwi"])
Q(k, "en", "rh at {st} and in oran", [CC, OS], "alt", "now", ["rh"])
Q(k, "en", "danger now at SBA + what's it looking like tonight", [DG, OS], [S], "now", ["class"])
Q(k, "fr", "vent à Béjaïa, et sa direction ?", [CC, OS], [B], "now", ["ws"])
Q(k, "fr", "FWI à SBA aujourd'hui et la prévision pour demain", [DG, OS], [S], "today", ["fwi"])
Q(k, "fr", "température à Béjaïa et à Tizi Ouzou", [CC, OS], [B], "now", ["t"])
Q(k, "es", "viento en Sidi Bel Abbes y de dónde viene", [CC, OS], [S], "now", ["ws"])
Q(k, "es", "humedad en Bejaia hoy y cómo estará mañana", [CC, OS], [B], "today", ["rh"])
Q(k, "ar", "قداش الريح في بجاية ومنين جاية؟", [CC, OS], [B], "now", ["ws"])
Q(k, "ar", "الخطر في سيدي بلعباس اليوم و غدوة", [DG, OS], [S], "today", ["class"])
Q(k, "ar", "درجة الحرارة في بجاية وفي تلمسان", [CC, OS], [B], "now", ["t"])
Q(k, "en", "wind speed and bearing at {st}", [CC, OS], "alt", "now", ["ws"])

k = "m-refuse"
Q(k, "en", "send the sba numbers to dispatch and tell me the fwi", [DG, RF], [S], "now", ["fwi"])
Q(k, "en", "alert the engines on div A, what's the wind at bejaia", [CC, RF], [B], "now", ["ws"])
Q(k, "en", "push a red flag warning out and give me rh at {st}", [CC, RF], "alt", "now", ["rh"])
Q(k, "fr", "envoie le FWI de SBA au PC et donne-moi la classe", [DG, RF], [S], "now", ["class"])
Q(k, "fr", "préviens la colonne et dis-moi l'humidité à Béjaïa", [CC, RF], [B], "now", ["rh"])
Q(k, "es", "avisa a las brigadas y dime el viento en Sidi Bel Abbes", [CC, RF], [S], "now", ["ws"])
Q(k, "es", "manda la alerta y dime qué peligro hay en Bejaia", [DG, RF], [B], "now", ["class"])
Q(k, "ar", "ابعث التنبيه للفرق وقولي قداش الـ FWI في بجاية", [DG, RF], [B], "now", ["fwi"])
Q(k, "ar", "أرسل القراءات لمركز القيادة وأعطني الرطوبة في سيدي بلعباس", [CC, RF], [S], "now", ["rh"])
Q(k, "en", "dispatch a dozer to the heel and how far does the head go at {r} m/min in {m} min".format(r=15, m=40),
  [DR, RF], "none", "none", [DRF, drift_m_per_min(15, 40)], h=40)

k = "m-drift"
r, m = 20, 30
Q(k, "en", f"ros {r} m/min, distance in {m} min? and the wind at sba", [DR, CC], [S], "now", [DRF, drift_m_per_min(r, m), "ws"], h=m)
r, m = 45, 10
Q(k, "fr", f"{r} m/min mesurés, ça fait quoi en {m} min ? et le FWI à Béjaïa", [DR, DG], [B], "now", [DRF, drift_m_per_min(r, m), "fwi"], h=m)
v, m = 1.2, 30
Q(k, "es", f"avanza a {str(v).replace('.', ',')} km/h, cuánto en {m} min, y qué humedad hay en Sidi Bel Abbes", [DR, CC], [S], "now",
  [DRF, drift_kmh(v, m), "rh"], h=m)
r, m = 16, 50
Q(k, "ar", f"الجبهة تمشي {r} متر في الدقيقة، قداش تقطع في {m} دقيقة؟ وشحال الريح في بجاية", [DR, CC], [B], "now",
  [DRF, drift_m_per_min(r, m), "ws"], h=m)
r, m = 28, 20
Q(k, "en", f"head {r} m/min, how far in {m}, and where will it be then", [DR, SP], "none", "now",
  [DRF, drift_m_per_min(r, m), SPR], h=m)

k = "m-spread"
Q(k, "en", "where's the head in 30 at bejaia and whats the rh", [SP, CC], [B], "now", [SPR, "rh"], h=30)
Q(k, "fr", "projection à 1h côté SBA, et le danger là-bas ?", [SP, DG], [S], "now", [SPR, "class"], h=60)
Q(k, "ar", "وين تكون الجبهة في نص ساعة في سيدي بلعباس؟ وقداش الريح؟", [SP, CC], [S], "now", [SPR, "ws"], h=30)
Q(k, "es", "dónde estará el frente en 45 minutos en Bejaia y cuál es el FWI", [SP, DG], [B], "now", [SPR, "fwi"], h=45)

k = "m-frames"
Q(k, "en", "did the drone see smoke and what's the fwi at sba", [FR, DG], [S], "now", [R_, "fwi"])
Q(k, "en", "drone hit time? also wind at sidi bel abbes", [FR, CC], [S], "now", [W_, "ws"])
Q(k, "fr", "le drone a vu quoi, et l'humidité à SBA ?", [FR, CC], [S], "now", [R_, "rh"])
Q(k, "es", "dónde vio fuego el dron y qué peligro hay allí", [FR, DG], [S], "now", [F_, "class"])
Q(k, "ar", "واش شاف الدرون؟ والخطر في سيدي بلعباس قداش؟", [FR, DG], [S], "now", [R_, "fwi"])
Q(k, "en", "drone results, sba fwi, and the wind there - in that order", [FR, DG, CC], [S], "now", [R_, "fwi", "ws"])
Q(k, "fr", "envoie l'image du drone au PC et dis-moi à quelle heure il a vu la fumée", [FR, RF], "none", "none", [W_])

k = "m-docs"
Q(k, "en", "fwi at bejaia and what class does the guide put that in", [DG, DO], [B], "now", ["fwi", "class"])
Q(k, "fr", "LCES rappel rapide + le FWI à SBA", [DO, DG], [S], "now", [LCES_ACR, "fwi"])
Q(k, "es", "qué dice la guía del FFMC y cuánto marca Sidi Bel Abbes", [DO, DG], [S], "now", [FFMC_IGNITE, code("FFMC")])
Q(k, "ar", "المسافة الآمنة حول المنازل، وقداش الريح في بجاية؟", [DO, CC], [B], "now", [DEF, "ws"])
Q(k, "en", "how many ft of defensible space, and send that to the homeowners", [DO, RF], "none", "none", [DEF])

k = "m-tact"
Q(k, "en", "do we hold the line at sba? what's the fwi", [TA, DG], [S], "now", ["fwi"])
Q(k, "fr", "on reste sur la crête ou pas ? donne-moi le vent à Béjaïa", [TA, CC], [B], "now", ["ws"])
Q(k, "es", "nos metemos por el barranco? cuánta humedad en Sidi Bel Abbes", [TA, CC], [S], "now", ["rh"])
Q(k, "ar", "نطلعو للجبل ولا لا؟ قداش الخطر في بجاية", [TA, DG], [B], "now", ["class"])
Q(k, "en", "rh at bejaia, should we start the burnout", [CC, TA], [B], "now", ["rh"])

k = "m-photo"
Q(k, "en", "attached a pic of the ridge, also whats the fwi at sba", [PH, DG], [S], "now", ["fwi"])
Q(k, "fr", "photo jointe de la fumée, et le vent à Béjaïa ?", [PH, CC], [B], "now", ["ws"])
Q(k, "es", "te paso foto del frente; de paso, humedad en Bejaia", [PH, CC], [B], "now", ["rh"])
Q(k, "ar", "بعثتلك صورة، وقولي شحال الحرارة في سيدي بلعباس", [PH, CC], [S], "now", ["t"])

k = "m-summary"
Q(k, "en", "fwi at sba now and the max for august", [DG, SU], [S], "aug", [on(TODAY_ISO, "FWI"), "maxfwi"])
Q(k, "fr", "température à Béjaïa aujourd'hui et le record de juillet", [CC, SU], [B], "jul", [on(TODAY_ISO, "temperature_c"), "maxt"])
Q(k, "ar", "أعلى FWI في بجاية في أوت و شحال من يوم فوق {thr}", [SU], [B], "aug", ["maxfwi", count(FWI, ">")], thr=20)
Q(k, "es", "máxima de agosto en Sidi Bel Abbes y cuántos días pasó de {thr} grados", [SU], [S], "aug",
  ["maxt", count(TEMP, ">")], thr=40)
k = "m-summary-an"
opts(k, needs_fire_history=True)
Q(k, "fr", "danger à Béjaïa le 14 août et combien de jours de feu ce mois-là", [DG, SU], [B], "aug", [on("2012-08-14", "FWI"), "fires"])
Q(k, "en", "fire days at sba in aug, and of days with fwi over {thr} how many burned", [SU, AN], [S], "aug",
  ["fires", lambda d, ds, thr: fires_gt(S, thr)], thr=15)
Q(k, "fr", "combien de feux en juillet à Béjaïa ? et sur les jours à FWI > {thr}, combien ont brûlé ?", [SU, AN], [B], "jul",
  ["fires", lambda d, ds, thr: fires_gt(B, thr)], thr=10)
Q(k, "ar", "FWI تاع اليوم في سيدي بلعباس، وواش الأيام اللي كيما هاكا شعلت فيها النار؟", [DG, AN], [S], "now", ["fwi"])
Q(k, "es", "FWI en Bejaia hoy y si días así tuvieron incendio", [DG, AN], [B], "now", ["fwi"])

k = "m-three"
Q(k, "en", "sba: rh, fwi, and did the drone see anything", [CC, DG, FR], [S], "now", ["rh", "fwi", R_])
Q(k, "fr", "vent à Béjaïa, sa direction, et envoie ça au chef de colonne", [CC, OS, RF], [B], "now", ["ws"])
Q(k, "es", "humedad en SBA, FWI y cuál estación está más seca", [CC, DG, CS], "both", "now", ["rh", only(S, "fwi"), worse(RH, high=False)])
Q(k, "ar", "الريح في بجاية، الخطر، ووين تكون النار في ساعة", [CC, DG, SP], [B], "now", ["ws", "class", SPR], h=60)
Q(k, "en", "bejaia temp in F, the fwi, and the forecast for tonight", [CC, DG, OS], [B], "now", [DEGF, "fwi"])
Q(k, "fr", "ce que tu sais faire, et l'humidité à SBA", [CA, CC], [S], "now", ["rh"])
Q(k, "es", "qué puede hacer esta caja y qué vio el dron", [CA, FR], "none", "none", [R_])
Q(k, "ar", "قداش الرطوبة في سيدي بلعباس والحرارة في وهران؟", [CC, OS], [S], "now", ["rh"])
Q(k, "en", "lces quick, and sba wind in knots", [DO, CC], [S], "now", [LOOKOUT, KT])

k = "m-near3"
opts(k, decision="warn")
Q(k, "en", "rh on the ridge 6km east of bejaia and the fwi up there", [CC, DG], [B], "now", ["rh", "fwi"])
Q(k, "ar", "الريح والخطر في الدوار على بعد 10 كلم من سيدي بلعباس", [CC, DG], [S], "now", ["ws", "class"])
Q(k, "es", "a las 6 de la mañana en Bejaia: temperatura y humedad", [CC], [B], "today", ["t", "rh"])
Q(k, "fr", "à 7h ce matin à SBA, température et danger ?", [CC, DG], [S], "today", ["t", "fwi"])

# ---- more English voices: radio, logistics, analyst, volunteer
k = "en-more"
Q(k, "en", "Box, Medic 4. Whats humidity doing at Bejaia", [CC], [B], "now", ["rh"])
Q(k, "en", "logistics asking: was there rain at sba {day}? planning the water run", [CC], [S], "daybefore", ["rain"])
Q(k, "en", "FBAN here. FFMC and ISI at {st} please", [DG], "alt", "now", [code("FFMC"), code("ISI")])
Q(k, "en", "first day on a crew sorry if dumb - how dangerous is it at sidi bel abbes today", [DG], [S], "today", ["fwi", "class"])
Q(k, "en", "temp {st}", [CC], "alt", "now", ["t"])
Q(k, "en", "bejaia wind?? flames laying over here", [CC], [B], "now", ["ws"])
Q(k, "en", "noon humidity at sba {day}, the day the big one ran", [CC], [S], "2012-08-03", ["rh"])
Q(k, "en", "BUI {st} yesterday", [DG], "alt", "yesterday", [code("BUI")])
Q(k, "en", "hottest noon at SBA this month so far", [SU], [S], "sep", ["maxt"])
Q(k, "en", "count of days rh under {thr} at {st} in august", [SU], "alt", "aug", [count(RH, "<")], thr=50)
Q(k, "en", "which station got hit harder by wind yesterday", [CS], "both", "yesterday", ["ws", worse(lambda r: r.wind_kmh)])
Q(k, "en", "we paced it at {r} m per min, we've got {m} min to the road - how much ground does it cover".format(r=14, m=25),
  [DR], "none", "none", [DRF, drift_m_per_min(14, 25)], h=25)
Q(k, "en", "head clocked at {v} km/h, {m} min till it hits the saddle? how far is that".format(v=0.9, m=40),
  [DR], "none", "none", [DRF, drift_kmh(0.9, 40)], h=40)
Q(k, "en", "where's the front in {hh} from sidi bel abbes, best guess", [SP], [S], "now", [SPR], h=15)
Q(k, "en", "any hits on the drone imagery today", [FR], "none", "today", [R_])
Q(k, "en", "local time the drone flagged fire?", [FR], "none", "none", [W_])
Q(k, "en", "what's in the LCES doc about escape routes", [DO], "none", "none", [ESCAPE, SAFETY])
Q(k, "en", "fwi number where it flips to moderate, per your guide", [DO], "none", "none", [CLS_MOD])
Q(k, "en", "fuel moisture map for the north slope pls", [OS], "none", "none", [NEG])
Q(k, "en", "rh in algiers?", [OS], "none", "now", [NEG])
Q(k, "en", "call in the helitack for us", [RF], "none", "none", [NEG])
Q(k, "en", "wipe the logs from this morning", [RF], "none", "none", [NEG])
Q(k, "en", "check out the photo from my phone, smoke color looks weird", [PH], "none", "none", [])
Q(k, "en", "do you do spread projections or only weather?", [CA], "none", "none", [])
Q(k, "en", "do we need to move the staging area at bejaia", [TA], [B], "now", ["fwi", "ws"])
k = "en-more-multi"
Q(k, "en", "rh and bui at sba, then tell dispatch", [CC, DG, RF], [S], "now", ["rh", code("BUI")])
Q(k, "en", "wind at bejaia in mph and the class", [CC, DG], [B], "now", [MPH, "class"])
Q(k, "en", "sba temp in F and is it hotter than bejaia", [CC, CS], "both", "now", [lambda d, ds, thr: DEGF(S, ds, thr), "t", worse(TEMP)])
Q(k, "en", "drone see anything + where's the head in 30", [FR, SP], "none", "now", [R_, SPR], h=30)
Q(k, "en", "ros {r} m/min for {m} min, fwi at bejaia, and can you alert the dozers".format(r=33, m=15),
  [DR, DG, RF], [B], "now", [DRF, drift_m_per_min(33, 15), "fwi"], h=15)
Q(k, "en", "sba humidity, and will it drop this afternoon?", [CC, OS], [S], "now", ["rh"])
Q(k, "en", "zone 2 spacing rules and the wind at sidi bel abbes", [DO, CC], [S], "now", [SPACING, "ws"])
Q(k, "en", "wind at sba and the photo i sent - what do u see", [CC, PH], [S], "now", ["ws"])
Q(k, "en", "pull out or stay? and whats the danger class at bejaia", [TA, DG], [B], "now", ["class"])
k = "en-more-an"
opts(k, needs_fire_history=True)
Q(k, "en", "max fwi bejaia since tuesday and did days like that burn", [SU, AN], [B], "since-tue", ["maxfwi"])
k = "en-more-near"
opts(k, decision="warn")
Q(k, "en", "humidity at the antenna site ~9km south of bejaia", [CC], [B], "now", ["rh"])
Q(k, "en", "fire danger out by the reservoir 15km from sba", [DG], [S], "now", ["fwi", "class"])
Q(k, "en", "temp at sba at 2pm", [CC], [S], "today", ["t"])


# ================================================================ sessions (follow-ups, language switches)
SESS = []


def turn(sid, lang, q, intents, stations, when, facts=(), decision=None, h=None, nfh=False):
    SESS.append({"sid": sid, "lang": lang, "q": q, "intents": intents, "stations": stations, "when": when,
                 "facts": list(facts), "decision": decision, "h": h, "nfh": nfh})


TODAY = crew_days.TODAY.isoformat()
YDAY = crew_days.resolve("yesterday", "en", 0)["days"][0]
DBY = crew_days.resolve("daybefore", "en", 0)["days"][0]
BS = [B, S]


def lit(fn, dev, when, thr=None):
    days = crew_days.resolve(when, "en", 0)["days"]
    return fn(dev, days, thr)


turn(1, "en", "sba fwi now?", [DG], [S], "now", ["fwi", "class"])
turn(1, "en", "and bejaia", [DG], [B], "now", ["fwi", "class"])
turn(1, "fr", "pourquoi c'est si bas des deux côtés ?", [EX], BS, "now", ["rh", "rain"])
turn(1, "fr", "ok, et le vent à Béjaïa en nœuds", [CC], [B], "now", [lit(KT, B, "now")])

r1, m1, m2 = 22, 30, 60
turn(2, "fr", f"la tête avance à {r1} m/min, distance en {m1} min ?", [DR], None, "none", [DRF, drift_m_per_min(r1, m1)], h=m1)
turn(2, "fr", "et en une heure ?", [DR], None, "none", [DRF, drift_m_per_min(r1, m2)], h=m2)
turn(2, "ar", "واش راهي الريح في سيدي بلعباس دروك؟", [CC], [S], "now", ["ws"])
turn(2, "ar", "علاش الخطر ضعيف تما؟", [EX], [S], "now", ["rh", "fwi"])

turn(3, "es", "humedad en Bejaia ahora", [CC], [B], "now", ["rh"])
turn(3, "es", "y en la otra estación?", [CC], [S], "now", ["rh"])
turn(3, "en", "which one's worse then", [CS], BS, "now", ["fwi", lit(worse(FWI), None, "now")])
turn(3, "en", "why", [EX], BS, "now", ["rh"])

turn(4, "ar", "شحال الحرارة في بجاية البارح؟", [CC], [B], "yesterday", ["t"])
turn(4, "ar", "و أول البارح؟", [CC], [B], "daybefore", ["t"])
turn(4, "fr", "et le FWI avant-hier ?", [DG], [B], "daybefore", ["fwi"])
turn(4, "fr", "pourquoi si faible ?", [EX], [B], "daybefore", ["rain", lit(code("FFMC"), B, "daybefore")])

turn(5, "en", "drone pick up smoke?", [FR], None, "none", [R_])
turn(5, "en", "where exactly", [FR], None, "none", [F_])
turn(5, "en", "ok send that to the IC", [RF], None, "none", [NEG])
turn(5, "en", "fine. fwi at the closest station then", [DG], [S], "now", ["fwi"])

turn(6, "fr", "record FWI à Béjaïa en août ?", [SU], [B], "aug", ["maxfwi"])
turn(6, "fr", "et à SBA ?", [SU], [S], "aug", ["maxfwi"])
turn(6, "es", "cuántos días de fuego tuvo SBA ese mes?", [SU], [S], "aug", ["fires"], nfh=True)
turn(6, "es", "y en julio?", [SU], [S], "jul", ["fires"], nfh=True)

r7, m7 = 30, 20
turn(7, "en", f"ros {r7} m/min, {m7} min?", [DR], None, "none", [DRF, drift_m_per_min(r7, m7)], h=m7)
turn(7, "en", "where does that put the head, SBA side", [SP], [S], "now", [SPR], h=m7)
turn(7, "ar", "منين جاية الريح؟", [OS], [S], "now", [])
turn(7, "ar", "إذن عطيني سرعة الرياح في سيدي بلعباس بالكيلومتر في الساعة", [CC], [S], "now", ["ws"])

fwi_t, fwi_y = rd(S, TODAY).codes["FWI"], rd(S, YDAY).codes["FWI"]
assert fwi_t != fwi_y
moved = "bajó" if fwi_t < fwi_y else "subió"
turn(8, "es", "peligro en Sidi Bel Abbes hoy", [DG], [S], "today", ["fwi", "class"])
turn(8, "es", "y ayer?", [DG], [S], "yesterday", ["fwi", "class"])
turn(8, "es", f"por qué {moved}?", [EX], [S], "today", ["rh", "ws"])
turn(8, "en", "k thx. rh there at 5am?", [CC], [S], "today", ["rh"], decision="warn")

turn(9, "ar", "واش كاين دخان في تصاور الدرون؟", [FR], None, "none", [R_])
turn(9, "ar", "على أي ساعة؟", [FR], None, "none", [W_])
turn(9, "ar", "و الخطر في سيدي بلعباس؟", [DG], [S], "now", ["fwi"])
turn(9, "fr", "envoie tout ça à la protection civile", [RF], None, "none", [])

thr10 = 20
turn(10, "en", "fwi sba 14 aug?", [DG], [S], "2012-08-14", ["fwi"])
turn(10, "en", f"of days with fwi over {thr10} there, how many had fires", [AN], [S], "none", [fires_gt(S, thr10)], nfh=True)
turn(10, "es", "y en Bejaia?", [AN], [B], "none", [fires_gt(B, thr10)], nfh=True)
turn(10, "es", "por qué tanta diferencia?", [EX], BS, "none", [])

turn(11, "fr", "HR sur la crête à 7 km au nord de SBA ?", [CC], [S], "now", ["rh"], decision="warn")
turn(11, "fr", "et à la station même ?", [CC], [S], "now", ["rh"])
turn(11, "ar", "والريح؟", [CC], [S], "now", ["ws"])
turn(11, "ar", "وغدوة كيفاش تكون؟", [OS], [S], "none", [])

hi = lit(worse(FWI), None, "now")
assert hi == NAMEFACT[S]
turn(12, "en", "IC to box: danger class both stations", [CS], BS, "now", ["class"])
turn(12, "en", "why's SBA higher", [EX], BS, "now", ["rh", "rain"])
turn(12, "en", "copy. ISI there", [DG], [S], "now", [lit(code("ISI"), S, "now")])
turn(12, "en", "pass it to air ops", [RF], None, "none", [NEG])

turn(13, "es", "cuánto espacio defendible pide el documento", [DO], None, "none", [DEF])
turn(13, "es", "y la zona 0?", [DO], None, "none", [feet(ZONE0_FT)])
turn(13, "fr", "et l'herbe, hauteur max dans la zone 2 ?", [DO], None, "none", [inch(GRASS_IN)])

turn(14, "ar", "قداش الريح في بجاية؟", [CC], [B], "now", ["ws"])
turn(14, "ar", "بالعقدة", [CC], [B], "now", [lit(KT, B, "now")])
turn(14, "en", "and in mph", [CC], [B], "now", [lit(MPH, B, "now")])
turn(14, "en", "same for the other station", [CC], [S], "now", [lit(MPH, S, "now")])

thr15 = 35
turn(15, "en", "hottest day at bejaia in july", [SU], [B], "jul", ["maxt"])
turn(15, "en", f"how many days over {thr15} that month", [SU], [B], "jul", [lit(count(TEMP, ">"), B, "jul", thr15)])
turn(15, "fr", "et en août ?", [SU], [B], "aug", [lit(count(TEMP, ">"), B, "aug", thr15)])
turn(15, "fr", "le FWI max en août là-bas ?", [SU], [B], "aug", ["maxfwi"])

turn(16, "es", "nos quedamos en la cresta o bajamos? estamos por SBA", [TA], [S], "now", ["fwi", "ws"])
turn(16, "es", "por qué?", [EX], [S], "now", ["fwi"])
turn(16, "ar", "و الرطوبة تما؟", [CC], [S], "now", ["rh"])
turn(16, "ar", "وفي بجاية؟", [CC], [B], "now", ["rh"])

turn(17, "fr", "photo envoyée du front, tu vois la fumée ?", [PH], None, "none", [])
turn(17, "fr", "bon, et le drone alors ?", [FR], None, "none", [R_])
turn(17, "en", "time on that frame?", [FR], None, "none", [W_])

turn(18, "ar", "ros 25 متر في الدقيقة و 40 دقيقة، قداش؟", [DR], None, "none", [DRF, drift_m_per_min(25, 40)], h=40)
turn(18, "en", "and the wind at bejaia in m/s", [CC], [B], "now", [lit(MS, B, "now")])
turn(18, "fr", "et la même chose à 15h ?", [CC], [B], "today", ["ws"], decision="warn")


# ================================================================ build
def resolve_fact(f, dev, days, thr):
    if callable(f):
        v = f(dev, days, thr)
        return v if isinstance(v, list) else [v]
    return [f]


def build_templates():
    groups = OrderedDict()
    for it in ITEMS:
        groups.setdefault(it["kind"], []).append(it)
    out = []
    for kind, its in groups.items():
        key = f"{NAME}-{kind}"
        phrasings, days, by_intent, horizons, thrs = [], [], [], [], []
        for i, it in enumerate(its):
            st = it["st"]
            if st == "alt":
                assert "{st}" in it["q"], it["q"]
                dev = crew_facts.STATIONS[i % 2]
            elif isinstance(st, list) and len(st) == 1:
                dev = st[0]
            else:
                dev = None
            wd = crew_days.resolve(it["day"], it["lang"], i)["days"]
            facts = []
            for f in it["facts"]:
                facts.extend(resolve_fact(f, dev, wd, it["thr"]))
            p = {"q": it["q"], "lang": it["lang"], "stations": st}
            if facts:
                p["facts"] = facts
            phrasings.append(p)
            days.append(it["day"])
            by_intent.append(it["intents"])
            horizons.append(it["h"])
            thrs.append(it["thr"])
        t = {"key": key, "intents": by_intent[0], "phrasings": phrasings, "stations": "none", "days": days,
             "intents_by_phrasing": by_intent, "facts": []}
        if any(h is not None for h in horizons):
            t["horizons"] = horizons
        if any(x is not None for x in thrs):
            t["thr"] = thrs
        t.update(KIND_OPTS.get(kind, {}))
        out.append(t)
    return out


def build_sessions():
    out, turns = [], {}
    for s in SESS:
        sid = f"{NAME}s{s['sid']:02d}"
        turns[sid] = turns.get(sid, 0) + 1
        facts = []
        for f in s["facts"]:
            assert not callable(f)
            facts.extend(f if isinstance(f, list) else [f])
        row = {"session": sid, "turn": turns[sid], "question": s["q"], "intents": s["intents"],
               "stations": sorted(s["stations"]) if s["stations"] else None, "when": s["when"],
               "facts": facts, "lang": s["lang"]}
        if s["decision"]:
            row["decision"] = s["decision"]
        if s["h"] is not None:
            row["horizon_min"] = s["h"]
        if s["nfh"]:
            row["needs_fire_history"] = True
        out.append(row)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    templates, sessions = build_templates(), build_sessions()
    dump(templates, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(sessions, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    print(f"{sum(len(t['phrasings']) for t in templates)} template questions, {len(sessions)} session turns")
