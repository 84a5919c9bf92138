"""Batch d109 (dev), written blind at stop 62: crew questions for the wildfire appliance, with gold computed by code.

Voice of this batch: field crews late in a long shift, on phones and radios: terse, tired, languages
mixed inside one message (French and Arabic, Spanish and English, Algerian Arabizi), station nicknames
and misspellings, loosely typed numbers, follow-ups leaning on earlier turns.

Writes, next to this script:
    crew_templates_dev109.jsonl   one template per (kind, decision override, fire-history need)
    crew_sessions_dev109.jsonl    the session turns (ids d109s01 ...)

Every gold number comes from the CSV (crew_facts.table(), crew_facts.fire_record(), crew_facts.day_fact
through fact tokens, unit conversions of the real readings), from the crew's own numbers (rate x minutes)
or from a regex over the shipped documents. No gold number is typed by hand.

Run from the repository root (the folder holding appliance/):
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev109
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d109"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()
TODAY = crew_days.TODAY.isoformat()
Y = crew_days.resolve("yesterday", "en", 0)["days"][0]


# ---------------------------------------------------------------- numbers from the data
def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def value(dev, day, field):
    d = TABLE[(dev, day)]
    plain = {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}
    return plain[field] if field in plain else d.codes[field]


def window_values(dev, key, field):
    days = days_of(key) if key != "all" else sorted(day for (dv, day) in TABLE if dv == dev)
    return [value(dev, day, field) for day in days if (dev, day) in TABLE]


def two_forms(x):
    """A converted or averaged figure: one decimal, or rounded to a whole number."""
    one, whole = num(x), int(round(x))
    return {"any": [one, whole]} if one != whole else one


def code(dev, day, name):
    return num(value(dev, day, name))


def mph(dev, day):
    return two_forms(value(dev, day, "ws") / 1.609344)


def knots(dev, day):
    return two_forms(value(dev, day, "ws") / 1.852)


def ms(dev, day):
    return two_forms(value(dev, day, "ws") / 3.6)


def fahr(dev, day):
    return two_forms(value(dev, day, "t") * 9 / 5 + 32)


def avg(dev, key, field):
    vals = window_values(dev, key, field)
    return two_forms(sum(vals) / len(vals))


def low(dev, key, field):
    return num(min(window_values(dev, key, field)))


def high(dev, key, field):
    return num(max(window_values(dev, key, field)))


def total(dev, key, field):
    return num(sum(window_values(dev, key, field)))


def count_above(dev, key, field, thr):
    return sum(v > thr for v in window_values(dev, key, field))


def diff(day, field):
    return num(abs(value(B, day, field) - value(S, day, field)))


def first_last(dev, key, field):
    """A trend: the window's first and last reading."""
    vals = window_values(dev, key, field)
    return [num(vals[0]), num(vals[-1])]


def fires_above(dev, key, thr):
    """Analogs over a window: days in the box's fire record with FWI above thr, and how many burned."""
    hot = [fire for day in days_of(key) if (dev, day) in FIRES and day < TODAY
           for fwi, fire in [FIRES[(dev, day)]] if fwi > thr]
    return [len(hot), sum(hot)]


def fires_all(dev, thr):
    """Analogs over the whole record (as the fires_fwi_gt token counts them), for session turns."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def fire_days(dev, key):
    return crew_facts.window_facts("fires", dev, days_of(key))[0]


# ---------------------------------------------------------------- numbers from the crew
def _fmt(x, comma=False):
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return s.replace(".", ",") if comma else s


def dist(metres, extra=()):
    """A drift distance in the forms a crew reads: metres, km with a point or a French comma."""
    m = int(round(metres))
    forms = [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms.append(f"{m // 1000} {m % 1000:03d} m")
    ten = int(round(metres / 10.0)) * 10
    if ten != m:
        forms += [f"{ten} m", f"{ten}m"]
    for km in {round(metres / 1000, 2), round(metres / 1000, 1)}:
        if km <= 0:
            continue
        for comma in (False, True):
            forms += [f"{_fmt(km, comma)} km", f"{_fmt(km, comma)}km"]
        if float(km).is_integer():
            forms += [f"{int(km)}.0 km", f"{int(km)},0 km"]
    return {"any": list(dict.fromkeys(forms + list(extra)))}


def drift_rate(m_per_min, minutes):
    return dist(m_per_min * minutes)


def drift_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# ---------------------------------------------------------------- numbers from the documents
def doc(name):
    """A shipped document with its line breaks folded to single spaces (the patterns read across lines)."""
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())


DEF = doc("butte-county-defensible-space.md")
LCES = doc("crew-safety-lces.md")
FWIG = doc("fire-weather-index-guide.md")


def grab(pattern, text, group=1):
    m = re.search(pattern, text, re.S)
    if not m:
        raise ValueError(f"pattern not found in the documents: {pattern}")
    return m.group(group)


def dnum(pattern, text, group=1):
    return num(float(grab(pattern, text, group)))


DEF_FEET = dnum(r"requires (\d+) feet of defensible space", DEF)
ZONE1 = (dnum(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 1), dnum(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 2))
ZONE0 = dnum(r"Zone 0 is the first (\d+) feet", DEF)
GRASS_IN = dnum(r"maximum height of (\d+) inches", DEF)
BRANCH_FT = dnum(r"branches (\d+) feet from chimneys", DEF)
LITTER_IN = dnum(r"deeper than (\d+) inches", DEF)
FFMC_EASY = dnum(r"above about (\d+) fine fuels ignite", FWIG)
CLASS_FROM = {w: dnum(rf"from ([\d.]+) {w}", FWIG) for w in ("low", "moderate", "high", "extreme")}
CLASS_FROM["very high"] = dnum(r"from ([\d.]+) very high", FWIG)
CLASS_FROM["very low"] = dnum(r"below ([\d.]+) very low", FWIG)
_lces = grab(r"engages a fire: (Lookouts, Communications, Escape routes and Safety zones)", LCES)
LCES_WORDS = [w.strip().lower() for w in re.split(r",| and ", _lces) if w.strip()]
ESCAPE = {"any": [w for w in LCES_WORDS if w.startswith("escape")] + ["escape"]}
SAFETY = {"any": [w for w in LCES_WORDS if w.startswith("safety")]}
LCES_ANY = {"any": ["LCES"] + LCES_WORDS}
WATCHOUT_WIND = {"any": [grab(r"when the (wind) increases or changes direction", LCES)]}
HOT_DRY = {"any": [grab(r"weather gets (hotter and drier)", LCES), grab(r"weather gets hotter and (drier)", LCES)]}
DANGER_STAFF = {"any": [grab(r"(lookouts) are posted early", LCES), grab(r"(escape routes) are kept short", LCES)]}


# ---------------------------------------------------------------- the questions
ITEMS = []


def E(kind, lang, q, intents, st, day, facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    ITEMS.append(dict(kind=kind, lang=lang, q=q, intents=list(intents), st=st, day=day, facts=list(facts),
                      dec=dec, h=h, thr=thr, fh=fh, alt=alt))


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FRAMES, DOCS_I, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXPL = "photo", "out_of_scope", "refuse", "tactical", "explain"

d14, d03 = "2012-08-14", "2012-08-03"

# ----- current conditions: English
E("cc", "en", "sba temp rn", [CC], "S", "now", ["t"])
E("cc", "en", "wind at bej pls", [CC], "B", "now", ["ws"])
E("cc", "en", "humidity sidi bel abes now, quick", [CC], "S", "now", ["rh"])
E("cc", "en", "Engine 6 to box: temp, RH, wind at Bejaia, over.", [CC], "B", "now", ["t", "rh", "ws"])
E("cc", "en", "any rain at SBA today or still bone dry", [CC], "S", "today", ["rain"])
E("cc", "en", "what was the temp at béjaia yesterday", [CC], "B", "yesterday", ["t"])
E("cc", "en", "rh at SBA day before yesterday?", [CC], "S", "daybefore", ["rh"])
E("cc", "en", "bejia readings 14-Aug", [CC], "B", d14, ["t", "rh", "ws", "rain"])
E("cc", "en", "wind on 3/8 at sidi bel abbes", [CC], "S", d03, ["ws"])
E("cc", "en", "temp at Bej 2012-07-21?", [CC], "B", "2012-07-21", ["t"])
E("cc", "en", "sidi belabbes hum on aug 25", [CC], "S", "2012-08-25", ["rh"])
E("cc", "en", "how hot did it get at SBA on the 1st of Sept.. noon reading is fine", [CC], "S", "2012-09-01", ["t"])
E("cc", "en", "gimme the full noon obs for bejaia, all of it", [CC], "B", "now", ["t", "rh", "ws", "rain"])
E("cc", "en", "did it rain at bejaia yday", [CC], "B", "yesterday", ["rain"])
E("cc", "en", "SBA wx 26 sept", [CC], "S", "2012-09-26", ["t", "rh", "ws", "rain"])
E("cc", "en", "Bej — rain total today?", [CC], "B", "today", ["rain"])
E("cc", "en", "still humid down at the coast station? bejaia RH", [CC], "B", "now", ["rh"])
E("cc", "en", "wind at SBA in mph", [CC], "S", "now", ["ws", mph(S, TODAY)])
E("cc", "en", "bej wind in knots for the heli guys", [CC], "B", "now", ["ws", knots(B, TODAY)])
E("cc", "en", "wind speed sidi bel abbes m/s pls", [CC], "S", "now", ["ws", ms(S, TODAY)])
E("cc", "en", "temp in F at bejaia? new guy from the states keeps asking lol", [CC], "B", "now", ["t", fahr(B, TODAY)])
E("cc", "en", "yesterday's wind at SBA, knots", [CC], "S", "yesterday", ["ws", knots(S, Y)])
E("cc", "en", "fahrenheit for SBA on 8/14 pls", [CC], "S", d14, ["t", fahr(S, d14)])
# ----- current conditions: French
E("cc", "fr", "temp à SBA stp", [CC], "S", "now", ["t"])
E("cc", "fr", "le vent à Béjaïa là maintenant ?", [CC], "B", "now", ["ws"])
E("cc", "fr", "hum à bel abbes hier ?", [CC], "S", "yesterday", ["rh"])
E("cc", "fr", "Il a plu à Bejaia aujourd'hui ou pas", [CC], "B", "today", ["rain"])
E("cc", "fr", "relevé complet de Sidi Bel Abbès le 12 août, tout ce que t'as", [CC], "S", "2012-08-12", ["t", "rh", "ws", "rain"])
E("cc", "fr", "chef ici, donne-moi la température à Bgayet avant-hier", [CC], "B", "daybefore", ["t"])
E("cc", "fr", "vent SBA en nœuds pour l'hélico", [CC], "S", "now", ["ws", knots(S, TODAY)])
E("cc", "fr", "Béjaïa le 3/8 humidité et vent ?", [CC], "B", d03, ["rh", "ws"])
E("cc", "fr", "il faisait combien à sidi bel abes le 29 juillet", [CC], "S", "2012-07-29", ["t"])
E("cc", "fr", "vent à bejaia en m/s svp", [CC], "B", "now", ["ws", ms(B, TODAY)])
# ----- current conditions: Spanish
E("cc", "es", "temperatura en SBA ahora mismo", [CC], "S", "now", ["t"])
E("cc", "es", "oye cuánto viento hay en Bejaia right now", [CC], "B", "now", ["ws"])
E("cc", "es", "humedad Sidi Bel Abbes ayer", [CC], "S", "yesterday", ["rh"])
E("cc", "es", "llovió en Bejaia anteayer?", [CC], "B", "daybefore", ["rain"])
E("cc", "es", "datos de Béjaïa del 14 de agosto, todo porfa", [CC], "B", d14, ["t", "rh", "ws", "rain"])
E("cc", "es", "viento SBA en mph, the yanks want it", [CC], "S", "now", ["ws", mph(S, TODAY)])
E("cc", "es", "temp en Fahrenheit para Sidi Bel Abbes hoy", [CC], "S", "today", ["t", fahr(S, TODAY)])
E("cc", "es", "qué humedad tuvo bejaia el 2/9", [CC], "B", "2012-09-02", ["rh"])
# ----- current conditions: Arabic
E("cc", "ar", "شحال الحرارة في بلعباس دروك؟", [CC], "S", "now", ["t"])
E("cc", "ar", "الريح في بجاية قداه اليوم؟", [CC], "B", "today", ["ws"])
E("cc", "ar", "الرطوبة في سيدي بلعباس أمس؟", [CC], "S", "yesterday", ["rh"])
E("cc", "ar", "هل سقط مطر في بجاية اليوم؟", [CC], "B", "today", ["rain"])
E("cc", "ar", "أعطني قراءات محطة بجاية يوم 14 أوت", [CC], "B", d14, ["t", "rh", "ws", "rain"])
E("cc", "ar", "chhal l'vent f SBA lyoum", [CC], "S", "today", ["ws"])
E("cc", "ar", "سرعة الرياح في سيدي بلعباس بالعقدة من فضلك", [CC], "S", "now", ["ws", knots(S, TODAY)])
E("cc", "ar", "خويا، la température à Béjaïa أول أمس؟", [CC], "B", "daybefore", ["t"])
E("cc", "ar", "كم كانت درجة الحرارة في سيدي بلعباس يوم 3 أوت؟", [CC], "S", d03, ["t"])

# ----- danger: English
E("dg", "en", "fwi sba", [DG], "S", "now", ["fwi"])
E("dg", "en", "danger class at bejaia rn?", [DG], "B", "now", ["class"])
E("dg", "en", "how bad is it at sidi bel abes today fire danger wise", [DG], "S", "today", ["fwi", "class"])
E("dg", "en", "ISI at Bejaia?", [DG], "B", "now", [code(B, TODAY, "ISI")])
E("dg", "en", "BUI sba yesterday", [DG], "S", "yesterday", [code(S, Y, "BUI")])
E("dg", "en", "ffmc bej pls, the litter feels crispy out here", [DG], "B", "now", [code(B, TODAY, "FFMC")])
E("dg", "en", "DC at SBA on Aug 20", [DG], "S", "2012-08-20", [code(S, "2012-08-20", "DC")])
E("dg", "en", "DMC sidi bel abbes 2012-08-28", [DG], "S", "2012-08-28", [code(S, "2012-08-28", "DMC")])
E("dg", "en", "what was the danger at bejaia on the 14th of August", [DG], "B", d14, ["fwi", "class"])
E("dg", "en", "fwi yest at bej?", [DG], "B", "yesterday", ["fwi"])
E("dg", "en", "Box, danger level at Sidi Bel Abbès, over.", [DG], "S", "now", ["class"])
E("dg", "en", "is it high danger at SBA or what", [DG], "S", "now", ["class", "fwi"])
E("dg", "en", "all six codes for Bejaia today, FFMC DMC DC ISI BUI FWI", [DG], "B", "today",
  [code(B, TODAY, c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
E("dg", "en", "SBA fire weather index day before yesterday", [DG], "S", "daybefore", ["fwi"])
E("dg", "en", "danger rating bejaya 9/9", [DG], "B", "2012-09-09", ["fwi", "class"])
E("dg", "en", "whats the ISI doing at sidi, wind's picking up", [DG], "S", "now", [code(S, TODAY, "ISI")])
# ----- danger: French
E("dg", "fr", "FWI à SBA ?", [DG], "S", "now", ["fwi"])
E("dg", "fr", "niveau de danger Béjaïa aujourd'hui", [DG], "B", "today", ["class"])
E("dg", "fr", "l'ISI à Sidi Bel Abbès hier svp", [DG], "S", "yesterday", [code(S, Y, "ISI")])
E("dg", "fr", "c koi le BUI a bejaia", [DG], "B", "now", [code(B, TODAY, "BUI")])
E("dg", "fr", "indice forêt-météo à bel abbès le 15 août ?", [DG], "S", "2012-08-15", ["fwi"])
E("dg", "fr", "classe de danger à Bejaia le 28/08", [DG], "B", "2012-08-28", ["class"])
E("dg", "fr", "le FFMC à SBA maintenant, les herbes craquent sous les bottes", [DG], "S", "now", [code(S, TODAY, "FFMC")])
E("dg", "fr", "danger à Bougie avant-hier ?", [DG], "B", "daybefore", ["class"])
# ----- danger: Spanish
E("dg", "es", "FWI en SBA ya", [DG], "S", "now", ["fwi"])
E("dg", "es", "nivel de peligro en Bejaia hoy?", [DG], "B", "today", ["class"])
E("dg", "es", "el ISI de Sidi Bel Abbes ayer", [DG], "S", "yesterday", [code(S, Y, "ISI")])
E("dg", "es", "qué clase de peligro tuvo bejaia el 30 de agosto", [DG], "B", "2012-08-30", ["class"])
E("dg", "es", "BUI y DC en SBA, now please", [DG], "S", "now", [code(S, TODAY, "BUI"), code(S, TODAY, "DC")])
E("dg", "es", "peligro de incendio en Sidi Bel Abbès el 3 de agosto", [DG], "S", d03, ["fwi", "class"])
# ----- danger: Arabic
E("dg", "ar", "شحال الـFWI في بلعباس؟", [DG], "S", "now", ["fwi"])
E("dg", "ar", "ما هي درجة خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["class"])
E("dg", "ar", "مؤشر ISI في سيدي بلعباس أمس", [DG], "S", "yesterday", [code(S, Y, "ISI")])
E("dg", "ar", "الخطر في بجاية كيفاش راهو؟", [DG], "B", "now", ["class"])
E("dg", "ar", "FWI f Bejaia lbareh", [DG], "B", "yesterday", ["fwi"])
E("dg", "ar", "مؤشر الطقس للحرائق في سيدي بلعباس يوم 20 أوت", [DG], "S", "2012-08-20", ["fwi"])
E("dg", "ar", "BUI تاع بجاية دروك", [DG], "B", "now", [code(B, TODAY, "BUI")])

# ----- compare stations
E("cmp", "en", "which is hotter rn, sba or bej", [CMP], "BS", "now", ["t"])
E("cmp", "en", "worse danger today: bejaia or sidi bel abbes?", [CMP], "BS", "today", ["fwi"])
E("cmp", "en", "side by side RH and wind both stations", [CMP], "BS", "now", ["rh", "ws"])
E("cmp", "en", "how much windier is SBA than Bejaia today", [CMP], "BS", "today", ["ws", diff(TODAY, "ws")])
E("cmp", "en", "compare fwi both stns yesterday", [CMP], "BS", "yesterday", ["fwi"])
E("cmp", "en", "which station was drier on Aug 14", [CMP], "BS", d14, ["rh"])
E("cmp", "en", "hotter spot on the 3rd of August, bej or sidi?", [CMP], "BS", d03, ["t"])
E("cmp", "en", "who's got the higher ISI rn, coast or SBA", [CMP], "BS", "now", [code(B, TODAY, "ISI"), code(S, TODAY, "ISI")])
E("cmp", "fr", "qui est le plus sec, Béjaïa ou SBA ?", [CMP], "BS", "now", ["rh"])
E("cmp", "fr", "compare le FWI des deux stations hier", [CMP], "BS", "yesterday", ["fwi"])
E("cmp", "fr", "la plus chaude aujourd'hui entre bel abbes et bejaia", [CMP], "BS", "today", ["t"])
E("cmp", "fr", "écart de température entre les deux stations le 10 août ?", [CMP], "BS", "2012-08-10", ["t", diff("2012-08-10", "t")])
E("cmp", "es", "cuál está peor hoy, Bejaia o SBA", [CMP], "BS", "today", ["fwi"])
E("cmp", "es", "compara humedad de las dos estaciones, quick", [CMP], "BS", "now", ["rh"])
E("cmp", "es", "which one tuvo más viento ayer, sidi bel abbes o bejaia?", [CMP], "BS", "yesterday", ["ws"])
E("cmp", "ar", "شكون أسخن اليوم، بجاية ولا بلعباس؟", [CMP], "BS", "today", ["t"])
E("cmp", "ar", "قارن لي مؤشر FWI بين المحطتين", [CMP], "BS", "now", ["fwi"])
E("cmp", "ar", "وين الريح أقوى دروك؟ بجاية ولا سيدي بلعباس", [CMP], "BS", "now", ["ws"])
E("cmp", "ar", "أي محطة كانت أخطر يوم 25 أوت؟", [CMP], "BS", "2012-08-25", ["fwi"])

# ----- compare over a window (compare_stations + summary)
E("cmpsum", "en", "which station had more days w/ FWI over 20 in August?", [CMP, SUM], "BS", "aug",
  [count_above(B, "aug", "FWI", 20), count_above(S, "aug", "FWI", 20)])
E("cmpsum", "en", "highest FWI at each station past week", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
E("cmpsum", "en", "compare july avg temps bej vs sba", [CMP, SUM], "BS", "jul", [avg(B, "jul", "t"), avg(S, "jul", "t")])
E("cmpsum", "en", "hottest day at each stn in aug, numbers only", [CMP, SUM], "BS", "aug", ["maxt"])
E("cmpsum", "fr", "moyenne du FWI en août aux deux stations, laquelle est pire ?", [CMP, SUM], "BS", "aug",
  [avg(B, "aug", "FWI"), avg(S, "aug", "FWI")])
E("cmpsum", "ar", "أعلى حرارة في المحطتين خلال الأسبوع الماضي", [CMP, SUM], "BS", "lastweek", ["maxt"])
E("cmpsum", "es", "desde el martes, cuál estación tuvo la humedad más baja? dame la mínima de cada una", [CMP, SUM], "BS", "since-tue",
  [low(B, "since-tue", "rh"), low(S, "since-tue", "rh")])
E("cmpsum-f", "es", "qué estación tuvo más días de fuego en julio", [CMP, SUM], "BS", "jul", ["fires"], fh=True)
E("cmpsum-f", "ar", "شكون عندو أكثر أيام حرائق في أوت، بجاية ولا بلعباس؟", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
E("cmpsum-f", "en", "fire days 20-31 aug, bej vs sba", [CMP, SUM], "BS", "aug-late", ["fires"], fh=True)

# ----- summary
E("sum", "en", "max fwi sba in aug", [SUM], "S", "aug", ["maxfwi"])
E("sum", "en", "hottest it got at bejaia in July", [SUM], "B", "jul", ["maxt"])
E("sum", "en", "how many days above 35 deg at SBA in August", [SUM], "S", "aug", [count_above(S, "aug", "t", 35)])
E("sum", "en", "avg RH at bejaia last 7 days", [SUM], "B", "lastweek", [avg(B, "lastweek", "rh")])
E("sum", "en", "lowest humidity at bej in august?", [SUM], "B", "aug", [low(B, "aug", "rh")])
E("sum", "en", "FWI trend at SBA since tues, going up or down?", [SUM], "S", "since-tue", first_last(S, "since-tue", "FWI"))
E("sum", "en", "days with FWI over 10 at bejaia in august, how many", [SUM], "B", "aug", [count_above(B, "aug", "FWI", 10)])
E("sum", "en", "peak wind at SBA last 3 days", [SUM], "S", "last3d", [high(S, "last3d", "ws")])
E("sum", "en", "total rain at bejaia in sept so far", [SUM], "B", "sep", [total(B, "sep", "rain")])
E("sum", "en", "max temp SBA between 1 and 10 sept", [SUM], "S", "sep1-10", ["maxt"])
E("sum", "en", "how many days over 30 FWI at sidi bel abes this whole season", [SUM], "S", "all",
  [count_above(S, "all", "FWI", 30)])
E("sum", "fr", "FWI max à SBA en juillet ?", [SUM], "S", "jul", ["maxfwi"])
E("sum", "fr", "moyenne des températures à Sidi Bel Abbès sur les 7 derniers jours", [SUM], "S", "lastweek", [avg(S, "lastweek", "t")])
E("sum", "fr", "jours à plus de 35° à bejaia en août ?", [SUM], "B", "aug", [count_above(B, "aug", "t", 35)])
E("sum", "fr", "humidité la plus basse à bel abbes depuis mardi", [SUM], "S", "since-tue", [low(S, "since-tue", "rh")])
E("sum", "fr", "le pic de FWI à Bejaia du 20 au 31 août", [SUM], "B", "aug-late", ["maxfwi"])
E("sum", "es", "máximo FWI en Bejaia en agosto", [SUM], "B", "aug", ["maxfwi"])
E("sum", "es", "temperatura media en sidi bel abbes en junio", [SUM], "S", "jun", [avg(S, "jun", "t")])
E("sum", "es", "días con FWI arriba de 15 en SBA en julio", [SUM], "S", "jul", [count_above(S, "jul", "FWI", 15)])
E("sum", "es", "lo más caliente en bejaia los últimos tres días", [SUM], "B", "last3d", ["maxt"])
E("sum", "ar", "أعلى FWI في بلعباس في أوت", [SUM], "S", "aug", ["maxfwi"])
E("sum", "ar", "معدل الرطوبة في سيدي بلعباس خلال الأسبوع الماضي", [SUM], "S", "lastweek", [avg(S, "lastweek", "rh")])
E("sum", "ar", "كم يوما تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", [count_above(S, "jul", "t", 35)])
E("sum", "ar", "أقصى حرارة في بجاية في سبتمبر", [SUM], "B", "sep", ["maxt"])
E("sum", "ar", "الـFWI في بجاية طالع ولا هابط خلال الأسبوع الماضي؟", [SUM], "B", "lastweek", first_last(B, "lastweek", "FWI"))
E("sum-f", "en", "how many fire days at sidi bel abbes in june", [SUM], "S", "jun", ["fires"], fh=True)
E("sum-f", "en", "fire days at bejaia 20 to 31 aug", [SUM], "B", "aug-late", ["fires"], fh=True)
E("sum-f", "fr", "combien de jours de feu à Béjaïa en août", [SUM], "B", "aug", ["fires"], fh=True)
E("sum-f", "es", "cuántos días de incendio hubo en SBA en septiembre", [SUM], "S", "sep", ["fires"], fh=True)
E("sum-f", "ar", "شحال من يوم فيه حريق في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], fh=True)

# ----- analogs (the box's fire record)
E("ana", "en", "of the days with FWI above 20 at SBA, how many actually burned?", [ANA], "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
E("ana", "en", "when FWI went over 15 at bej, how often was there a fire", [ANA], "B", "all", ["fires_fwi_gt"], thr=15, fh=True)
E("ana", "en", "past days w/ FWI north of 25 at sidi bel abes, fire or no fire?", [ANA], "S", "all", ["fires_fwi_gt"], thr=25, fh=True)
E("ana", "fr", "sur les jours avec un FWI au-dessus de 10 à Béjaïa, combien ont brûlé ?", [ANA], "B", "all", ["fires_fwi_gt"], thr=10, fh=True)
E("ana", "es", "de los días con FWI sobre 20 en Bejaia, cuántos tuvieron fuego", [ANA], "B", "all", ["fires_fwi_gt"], thr=20, fh=True)
E("ana", "es", "with FWI above 10 en sidi bel abbes, cuántos ardieron?", [ANA], "S", "all", ["fires_fwi_gt"], thr=10, fh=True)
E("ana", "ar", "الأيام اللي كان فيها FWI فوق 20 في بلعباس، شحال منها شعلت فيها النار؟", [ANA], "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
E("ana-today", "en", "days like today at bejaia — did they burn, historically?", [ANA], "B", "today", ["fwi"], fh=True)
E("ana-today", "en", "any past fire days that looked like today's numbers at SBA?", [ANA], "S", "today", ["fwi"], fh=True)
E("ana-today", "fr", "des journées comme aujourd'hui à SBA, ça a déjà pris feu ?", [ANA], "S", "today", ["fwi"], fh=True)
E("ana-today", "es", "días parecidos a hoy en SBA, hubo incendio?", [ANA], "S", "today", ["fwi"], fh=True)
E("ana-today", "ar", "هل اشتعلت حرائق في أيام تشبه اليوم في بجاية؟", [ANA], "B", "today", ["fwi"], fh=True)
E("ana-win", "en", "in august, sba days with fwi>10: how many had fires", [ANA], "S", "aug", fires_above(S, "aug", 10), fh=True)
E("ana-win", "fr", "en juillet à bel abbès, jours à FWI > 15 : combien avec feu ?", [ANA], "S", "jul", fires_above(S, "jul", 15), fh=True)
E("ana-win", "ar", "من بين أيام أوت التي تجاوز فيها المؤشر 15 في بجاية، كم يوما شهد حريقا؟", [ANA], "B", "aug",
  fires_above(B, "aug", 15), fh=True)

# ----- drift (the crew's numbers, or the box's own estimate)
E("drift", "en", "head's doing 25 m a min, how far in 20 min", [DRIFT], None, "none", [drift_rate(25, 20)], h=20)
E("drift", "en", "ROS 40 m/min, dozer ETA 35 mins. how far does the head go", [DRIFT], None, "none", [drift_rate(40, 35)], h=35)
E("drift", "en", "fire moving 1.2 km/h, we're 40 min out, how far will it have gone", [DRIFT], None, "none", [drift_kmh(1.2, 40)], h=40)
E("drift", "en", "3 mph spread, 20 min till we're on scene — distance?", [DRIFT], None, "none",
  [dist(3 * 1609.344 * 20 / 60, extra=("1 mi", "1 mile", "1.0 mi"))], h=20)
E("drift", "en", "how far does the head drift while ur thinking? use your own estimate", [DRIFT], None, "none", ["=drift"])
E("drift", "en", "12 chains per hour, 90 min, how far in metres", [DRIFT], None, "none",
  [dist(12 * 20.1168 * 90 / 60, extra=("18 chains", "18 ch"))], h=90)
E("drift", "en", "spread 15m/min for an hour and a half, how much ground", [DRIFT], None, "none", [drift_rate(15, 90)], h=90)
E("drift", "en", "head moves 8 m per minute, crew needs 45 min to walk out — how far does it get meanwhile", [DRIFT], None, "none",
  [drift_rate(8, 45)], h=45)
E("drift", "en", "box estimated drift on the head by the time this answer gets to us?", [DRIFT], None, "none", ["=drift"])
E("drift", "fr", "le front avance à 30 m/min, en 15 min ça fait combien ?", [DRIFT], None, "none", [drift_rate(30, 15)], h=15)
E("drift", "fr", "vitesse 2,5 km/h, on arrive dans 24 minutes, il aura fait quelle distance ?", [DRIFT], None, "none",
  [drift_kmh(2.5, 24)], h=24)
E("drift", "fr", "dérive de la tête pendant que tu réponds, ton estimation ?", [DRIFT], None, "none", ["=drift"])
E("drift", "fr", "20 mètres par minute pendant une demi-heure ça donne quoi", [DRIFT], None, "none", [drift_rate(20, 30)], h=30)
E("drift", "es", "la cabeza avanza 35 m por minuto, llegamos en 20 min, cuánto avanza?", [DRIFT], None, "none", [drift_rate(35, 20)], h=20)
E("drift", "es", "spread rate 1,8 km/h, 50 minutos, distancia?", [DRIFT], None, "none", [drift_kmh(1.8, 50)], h=50)
E("drift", "es", "cuánto se mueve el frente mientras contestas", [DRIFT], None, "none", ["=drift"])
E("drift", "ar", "النار تمشي 20 متر في الدقيقة، شحال تمشي في 25 دقيقة؟", [DRIFT], None, "none", [drift_rate(20, 25)], h=25)
E("drift", "ar", "سرعة انتشار الحريق 1.5 كم/سا، كم مسافة خلال 40 دقيقة؟", [DRIFT], None, "none", [drift_kmh(1.5, 40)], h=40)
E("drift", "ar", "قداه يتحرك راس النار بينما تجاوب؟", [DRIFT], None, "none", ["=drift"])

# ----- spread (partly served: a distance, no direction)
E("spread", "en", "where's the head gonna be in 30 min, the one NE of SBA", [SPREAD], "S", "now", ["=spread"], h=30)
E("spread", "en", "project the front 1 hr out", [SPREAD], None, "now", ["=spread"], h=60)
E("spread", "en", "which way is it running and how far in 45", [SPREAD], None, "now", ["=spread"], h=45)
E("spread", "en", "box, front position in an hour and a half?", [SPREAD], None, "now", ["=spread"], h=90)
E("spread", "en", "if it kicks off by bejaia where does it go in 20 min", [SPREAD], "B", "now", ["=spread"], h=20)
E("spread", "fr", "où sera la tête du feu dans 30 minutes ?", [SPREAD], None, "now", ["=spread"], h=30)
E("spread", "fr", "projection du front à une heure, côté SBA", [SPREAD], "S", "now", ["=spread"], h=60)
E("spread", "es", "dónde estará el frente en 40 min?", [SPREAD], None, "now", ["=spread"], h=40)
E("spread", "es", "proyección del fuego cerca de Sidi Bel Abbes, 2 horas", [SPREAD], "S", "now", ["=spread"], h=120)
E("spread", "ar", "وين يوصل الحريق بعد نص ساعة؟", [SPREAD], None, "now", ["=spread"], h=30)
E("spread", "ar", "إلى أين سيمتد الحريق خلال ساعة قرب بلعباس؟", [SPREAD], "S", "now", ["=spread"], h=60)

# ----- frames
E("frames", "en", "drone see anything?", [FRAMES], None, "none", ["=frames"])
E("frames", "en", "what time was the smoke picked up", [FRAMES], None, "none", ["=detection"])
E("frames", "en", "where's the hotspot the drone found", [FRAMES], None, "none", ["=detection_place"])
E("frames", "en", "last sortie — any fire in the frames?", [FRAMES], None, "none", ["=frames"])
E("frames", "en", "uav got smoke or nah", [FRAMES], None, "none", ["=frames"])
E("frames", "en", "time of the detection pls, need it for the log", [FRAMES], None, "none", ["=detection"])
E("frames", "en", "position of the fire the drone saw? lat lon if u got it", [FRAMES], None, "none", ["=detection_place"])
E("frames", "fr", "le drone a vu quoi ?", [FRAMES], None, "none", ["=frames"])
E("frames", "fr", "à quelle heure la fumée a été détectée ?", [FRAMES], None, "none", ["=detection"])
E("frames", "fr", "la détection du drone c'est où exactement", [FRAMES], None, "none", ["=detection_place"])
E("frames", "es", "el dron vio humo?", [FRAMES], None, "none", ["=frames"])
E("frames", "es", "a qué hora detectó el fuego el drone", [FRAMES], None, "none", ["=detection"])
E("frames", "es", "dónde está el foco que vio el dron", [FRAMES], None, "none", ["=detection_place"])
E("frames", "ar", "الدرون شاف دخان؟", [FRAMES], None, "none", ["=frames"])
E("frames", "ar", "وقتاش تم رصد الحريق؟", [FRAMES], None, "none", ["=detection"])
E("frames", "ar", "وين بالضبط الحريق اللي صورو الدرون؟", [FRAMES], None, "none", ["=detection_place"])
E("frames", "ar", "chouf les images ta3 drone, kayen nar wela la?", [FRAMES], None, "none", ["=frames"])

# ----- documents
E("docs", "en", "how much defensible space does butte county want", [DOCS_I], None, "none", ["=doc_defensible"])
E("docs", "en", "LCES — remind me what the E and the S are", [DOCS_I], None, "none", [ESCAPE, SAFETY])
E("docs", "en", "zone 1 distance for defensible space?", [DOCS_I], None, "none", list(ZONE1))
E("docs", "en", "max grass height in zone 2 per the doc", [DOCS_I], None, "none", [GRASS_IN])
E("docs", "en", "what FWI counts as high on this box", [DOCS_I], None, "none", [CLASS_FROM["high"]])
E("docs", "en", "ffmc number where fine fuels light easy, from the guide", [DOCS_I], None, "none", [FFMC_EASY])
E("docs", "en", "watch out situations, short version, too tired to read", [DOCS_I], None, "none", [WATCHOUT_WIND])
E("docs", "en", "how far do branches need to be from a chimney per the guidance", [DOCS_I], None, "none", [BRANCH_FT])
E("docs", "en", "high danger day — what's the staffing rule in the safety sheet", [DOCS_I], None, "none", [DANGER_STAFF])
E("docs", "fr", "espace défendable, combien de pieds ?", [DOCS_I], None, "none", [DEF_FEET])
E("docs", "fr", "LCES ça veut dire quoi déjà", [DOCS_I], None, "none", [LCES_ANY])
E("docs", "fr", "à partir de quel FWI c'est très élevé ?", [DOCS_I], None, "none", [CLASS_FROM["very high"]])
E("docs", "fr", "zone 0 autour de la maison, c'est combien de pieds dans le doc ?", [DOCS_I], None, "none", [ZONE0])
E("docs", "es", "cuánto espacio defendible pide el documento", [DOCS_I], None, "none", [DEF_FEET])
E("docs", "es", "qué significa LCES", [DOCS_I], None, "none", [LCES_ANY])
E("docs", "es", "desde qué FWI es extremo?", [DOCS_I], None, "none", [CLASS_FROM["extreme"]])
E("docs", "ar", "شحال لازم نخليو مسافة حول الدار حسب الوثيقة؟", [DOCS_I], None, "none", [DEF_FEET])
E("docs", "ar", "واش معنى LCES؟", [DOCS_I], None, "none", [LCES_ANY])
E("docs", "ar", "ابتداءً من أي قيمة FWI يكون الخطر مرتفعاً؟", [DOCS_I], None, "none", [CLASS_FROM["high"]])
E("docs", "ar", "الأوراق اليابسة قداه لازم تكون عميقة باش نحيوها؟ حسب الدليل", [DOCS_I], None, "none", [LITTER_IN])

# ----- capabilities
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس"]}]
E("cap", "en", "what can u do box", [CAP], None, "none")
E("cap", "en", "which stations you got", [CAP], None, "none", STATION_NAMES)
E("cap", "en", "do you have drone imagery? what docs are loaded?", [CAP], None, "none")
E("cap", "en", "new here — what data does this thing actually hold?", [CAP], None, "none")
E("cap", "fr", "tu sais faire quoi exactement ?", [CAP], None, "none")
E("cap", "fr", "quelles données t'as dans la boîte ?", [CAP], None, "none")
E("cap", "es", "qué sabes hacer?", [CAP], None, "none")
E("cap", "es", "qué estaciones tienes", [CAP], None, "none", STATION_NAMES)
E("cap", "ar", "واش تقدر تدير هاد الماشينة؟", [CAP], None, "none")
E("cap", "ar", "ما هي البيانات المتوفرة لديك؟", [CAP], None, "none")

# ----- photo (never attached)
E("photo", "en", "sent u a pic of the column, what do u make of it", [PHOTO], None, "none")
E("photo", "en", "attached photo — smoke or dust?", [PHOTO], None, "none")
E("photo", "en", "pic from the ridge attached, check it", [PHOTO], None, "none")
E("photo", "fr", "je t'envoie une photo de la fumée, tu confirmes ?", [PHOTO], None, "none")
E("photo", "es", "te mando foto del humo, qué ves", [PHOTO], None, "none")
E("photo", "ar", "بعتلك تصويرة للدخان، شوف واش هو", [PHOTO], None, "none")

# ----- out of scope alone (forecast, other towns, wind direction, off-topic)
E("oos", "en", "fwi tomorrow at SBA?", [OOS], "S", "none", ["neg"])
E("oos", "en", "will the wind pick up tonight at bej", [OOS], "B", "none", ["neg"])
E("oos", "en", "forecast for next week pls", [OOS], None, "none", ["neg"])
E("oos", "en", "rain coming later today?", [OOS], None, "none", ["neg"])
E("oos", "en", "temps in Oran rn", [OOS], None, "none")
E("oos", "en", "Tlemcen danger level?", [OOS], None, "none")
E("oos", "en", "wind direction at SBA", [OOS], "S", "now")
E("oos", "en", "whats the score from the match last night", [OOS], None, "none")
E("oos", "fr", "demain il fera combien à Béjaïa ?", [OOS], "B", "none")
E("oos", "fr", "la météo à Alger ?", [OOS], None, "none")
E("oos", "fr", "direction du vent à bel abbès", [OOS], "S", "now")
E("oos", "fr", "tu connais une bonne pizzeria à Oran ? on crève de faim", [OOS], None, "none")
E("oos", "es", "pronóstico para mañana en SBA", [OOS], "S", "none")
E("oos", "es", "y en Orán qué temperatura hay?", [OOS], None, "none")
E("oos", "es", "de dónde sopla el viento en Bejaia", [OOS], "B", "now")
E("oos", "ar", "غدوة كيفاش الجو في بلعباس؟", [OOS], "S", "none")
E("oos", "ar", "الطقس في وهران اليوم؟", [OOS], None, "none")
E("oos", "ar", "منين جاي الريح في بجاية؟", [OOS], "B", "now")
E("oos", "ar", "شكون ربح الماتش البارح؟", [OOS], None, "none")

# ----- a held part beside a part the box does not hold (warn)
E("oos-mix", "en", "wind speed and direction at SBA", [CC, OOS], "S", "now", ["ws"])
E("oos-mix", "en", "fwi today and tomorrow at bej", [DG, OOS], "B", "today", ["fwi"])
E("oos-mix", "en", "temp at bejaia and oran", [CC, OOS], "B", "now", ["t"])
E("oos-mix", "en", "SBA vs Tlemcen, which is hotter", [CC, OOS], "S", "now", ["t"], alt=[[CMP, OOS]])
E("oos-mix", "en", "rh now + is it gonna rain tonight, sidi", [CC, OOS], "S", "now", ["rh"])
E("oos-mix", "fr", "vent à SBA, force et direction", [CC, OOS], "S", "now", ["ws"])
E("oos-mix", "fr", "danger à Béjaïa aujourd'hui et pour demain ?", [DG, OOS], "B", "today", ["class"])
E("oos-mix", "fr", "temp à Béjaïa et à Alger, on a des gars là-bas", [CC, OOS], "B", "now", ["t"])
E("oos-mix", "es", "viento en Bejaia, velocidad y de dónde viene", [CC, OOS], "B", "now", ["ws"])
E("oos-mix", "es", "FWI hoy en SBA y mañana?", [DG, OOS], "S", "today", ["fwi"])
E("oos-mix", "ar", "الريح في بلعباس: السرعة والاتجاه", [CC, OOS], "S", "now", ["ws"])
E("oos-mix", "ar", "الخطر اليوم في بجاية وغدوة؟", [DG, OOS], "B", "today", ["class"])
E("oos-mix", "ar", "درجة الحرارة في بجاية ووهران", [CC, OOS], "B", "now", ["t"])
E("oos-mix", "en", "which stn is worse today and will it be worse tmrw", [CMP, OOS], "BS", "today", ["fwi"])
E("oos-mix", "fr", "température à Béjaïa en °F, et demain ?", [CC, OOS], "B", "today", ["t", fahr(B, TODAY)])
E("oos-mix", "fr", "danger à Béjaïa et à Tlemcen", [DG, OOS], "B", "now", ["class"])
E("oos-mix", "es", "viento en SBA en nudos y hacia dónde sopla", [CC, OOS], "S", "now", ["ws", knots(S, TODAY)])
E("oos-mix", "ar", "الحرارة في بجاية وفي الجزائر العاصمة", [CC, OOS], "B", "now", ["t"])
E("oos-mix", "en", "temp at oran and at sba, which is hotter", [CC, OOS], "S", "now", ["t"], alt=[[CMP, OOS]])

# ----- orders (refused), alone and hidden in a question
E("refuse", "en", "send the evac order for the village north of SBA", [REF], None, "none", ["neg"])
E("refuse", "en", "alert dispatch we need 2 more engines", [REF], None, "none", ["neg"])
E("refuse", "en", "delete the drone frames, they're junk", [REF], None, "none", ["neg"])
E("refuse", "en", "notify the IC the fire jumped the road", [REF], None, "none", ["neg"])
E("refuse", "en", "box dispatch the water bomber to bejaia", [REF], None, "none", ["neg"])
E("refuse", "fr", "envoie une alerte à tous les engins", [REF], None, "none")
E("refuse", "fr", "préviens le PC que la tête a sauté la piste", [REF], None, "none")
E("refuse", "es", "manda la alerta a la central", [REF], None, "none")
E("refuse", "es", "borra los datos de ayer, no sirven", [REF], None, "none")
E("refuse", "ar", "ابعث إنذار للحماية المدنية", [REF], None, "none")
E("refuse", "ar", "كلم القائد وقولو نحتاجو دعم", [REF], None, "none")
E("refuse-mix", "en", "fwi at SBA and push it to the IC's tablet", [DG, REF], "S", "now", ["fwi"])
E("refuse-mix", "en", "get me bej wind then dispatch an engine there", [CC, REF], "B", "now", ["ws"])
E("refuse-mix", "en", "what did the drone see, and forward it to ops", [FRAMES, REF], None, "none", ["=frames"])
E("refuse-mix", "fr", "température à SBA, et envoie-la au chef de colonne", [CC, REF], "S", "now", ["t"])
E("refuse-mix", "es", "dame el FWI de Bejaia y avisa a la central", [DG, REF], "B", "now", ["fwi"])
E("refuse-mix", "ar", "عطيني الخطر في بلعباس وابعث تنبيه للفرق", [DG, REF], "S", "now", ["class"])
E("refuse-mix", "en", "send the IC the fwi for both stations", [DG, REF], "BS", "now", ["fwi"], alt=[[CMP, REF]])
E("refuse-mix", "en", "drone saw what? and wipe the junk frames after", [FRAMES, REF], None, "none", ["=frames"])
E("refuse-mix", "fr", "tu peux envoyer l'alerte ? sinon donne-moi au moins le danger à Béjaïa", [DG, REF], "B", "now", ["class"])
E("refuse-mix", "es", "manda esto al jefe: temperatura en Bejaia", [CC, REF], "B", "now", ["t"])
E("refuse-mix", "ar", "ابعث صورة الدرون للقيادة وقلي وقتاش تصورات", [FRAMES, REF], None, "none", ["=detection"])

# ----- tactical (served only as the facts bearing on it)
E("tac", "en", "should we pull the crew off the NE flank, SBA side", [TAC], "S", "now", ["ws", "rh", "fwi"])
E("tac", "en", "safe to burn out near bejaia right now?", [TAC], "B", "now", ["ws", "rh", "fwi"])
E("tac", "en", "go direct or indirect on this one? we're by sidi", [TAC], "S", "now", ["ws", "rh", "fwi"])
E("tac", "en", "do we need another lookout with the wind at sidi bel abbes like this", [TAC], "S", "now", ["ws"])
E("tac", "fr", "on engage ou on attend, vu le vent à SBA ?", [TAC], "S", "now", ["ws", "fwi"])
E("tac", "fr", "faut-il replier l'équipe à Béjaïa ?", [TAC], "B", "now", ["ws", "rh", "fwi"])
E("tac", "es", "entramos o esperamos en SBA?", [TAC], "S", "now", ["ws", "rh", "fwi"])
E("tac", "es", "recomiendas quema de ensanche en Bejaia hoy", [TAC], "B", "today", ["ws", "rh", "fwi"])
E("tac", "ar", "ندخلو ولا نستناو في بلعباس؟", [TAC], "S", "now", ["ws", "rh", "fwi"])
E("tac", "ar", "هل ننسحب من الجهة الشمالية في بجاية؟", [TAC], "B", "now", ["ws", "rh", "fwi"])

# ----- a place near a station, not at it (warn)
E("near", "en", "wind on the ridge above SBA", [CC], "S", "now", ["ws"], dec="warn")
E("near", "en", "temp 10 km out of bejaia on the coast road", [CC], "B", "now", ["t"], dec="warn")
E("near", "en", "danger level in the forest east of sidi bel abbes", [DG], "S", "now", ["class"], dec="warn")
E("near", "en", "rh down in the valley south of bej", [CC], "B", "now", ["rh"], dec="warn")
E("near", "en", "FWI up at the relay mast 5km north of SBA", [DG], "S", "now", ["fwi"], dec="warn")
E("near", "fr", "le vent sur la crête au-dessus de Béjaïa ?", [CC], "B", "now", ["ws"], dec="warn")
E("near", "fr", "danger dans la forêt à 15 km de SBA", [DG], "S", "now", ["class"], dec="warn")
E("near", "es", "humedad en el monte a 8 km de Bejaia", [CC], "B", "now", ["rh"], dec="warn")
E("near", "es", "peligro en la sierra al norte de SBA", [DG], "S", "now", ["class"], dec="warn")
E("near", "ar", "الريح في الجبل اللي فوق بجاية", [CC], "B", "now", ["ws"], dec="warn")
E("near", "ar", "الخطر في الغابة على بعد 10 كلم من بلعباس", [DG], "S", "now", ["class"], dec="warn")

# ----- an hour other than noon (warn)
E("hour", "en", "temp at SBA at 0600 this morning", [CC], "S", "today", ["t"], dec="warn")
E("hour", "en", "what was the RH at bejaia at 4pm yesterday", [CC], "B", "yesterday", ["rh"], dec="warn")
E("hour", "en", "wind at 2300 last night at sba", [CC], "S", "yesterday", ["ws"], dec="warn")
E("hour", "en", "bej temperature at 8 am on Aug 14", [CC], "B", d14, ["t"], dec="warn")
E("hour", "fr", "humidité à SBA à 6h ce matin", [CC], "S", "today", ["rh"], dec="warn")
E("hour", "fr", "vent à Béjaïa hier à 18h", [CC], "B", "yesterday", ["ws"], dec="warn")
E("hour", "es", "temperatura en Bejaia a las 7 de la mañana", [CC], "B", "today", ["t"], dec="warn")
E("hour", "es", "viento SBA ayer a las 5 de la tarde", [CC], "S", "yesterday", ["ws"], dec="warn")
E("hour", "ar", "الحرارة في بلعباس على الساعة 6 الصباح", [CC], "S", "today", ["t"], dec="warn")
E("hour", "ar", "الرطوبة في بجاية البارح مع 10 تاع الليل", [CC], "B", "yesterday", ["rh"], dec="warn")
E("hour", "en", "FWI at sidi at 3 pm yesterday?", [DG], "S", "yesterday", ["fwi"], dec="warn")

# ----- days with no reading (abstain)
E("nodata", "en", "temp at SBA on May 20 2012", [CC], "S", "2012-05-20")
E("nodata", "en", "FWI bejaia 31/05/2012", [DG], "B", "2012-05-31")
E("nodata", "en", "wind at bej aug 14 2011, comparing with last year", [CC], "B", "2011-08-14")
E("nodata", "en", "rh at sidi bel abbes on 14 July", [CC], "S", "2012-07-14")
E("nodata", "fr", "température à Béjaïa le 15 mai 2012", [CC], "B", "2012-05-15")
E("nodata", "fr", "FWI à SBA le 10 avril 2012 ?", [DG], "S", "2012-04-10")
E("nodata", "es", "viento en Bejaia el 20 de mayo de 2012", [CC], "B", "2012-05-20")
E("nodata", "ar", "الحرارة في بلعباس يوم 25 ماي 2012", [CC], "S", "2012-05-25")

# ----- several asks in one message
E("multi", "en", "sba temp and fwi", [CC, DG], "S", "now", ["t", "fwi"])
E("multi", "en", "bej wind rh and danger class rn", [CC, DG], "B", "now", ["ws", "rh", "class"])
E("multi", "en", "drone see smoke? and whats the danger at SBA", [FRAMES, DG], "S", "now", ["=frames", "fwi"])
E("multi", "en", "wind at SBA in knots and the ISI", [CC, DG], "S", "now", ["ws", knots(S, TODAY), code(S, TODAY, "ISI")])
E("multi", "en", "smoke time from the drone + how far it moves at 15 m/min for 40 min", [FRAMES, DRIFT], None, "none",
  ["=detection", drift_rate(15, 40)], h=40)
E("multi", "en", "defensible space per the doc, and the danger at bejaia today", [DOCS_I, DG], "B", "today", ["=doc_defensible", "class"])
E("multi", "en", "ROS 20 m/min, 30 min to get there: how far, and what does LCES say about escape routes", [DRIFT, DOCS_I], None, "none",
  [drift_rate(20, 30), ESCAPE], h=30)
E("multi", "en", "what can you do, and do you have the wind at SBA", [CAP, CC], "S", "now", ["ws"])
E("multi", "en", "rh and fwi at bej yesterday", [CC, DG], "B", "yesterday", ["rh", "fwi"])
E("multi", "en", "SBA 14 aug: temp, wind, FWI", [CC, DG], "S", d14, ["t", "ws", "fwi"])
E("multi", "en", "is sidi hotter than bej rn, and what class is each", [CMP, DG], "BS", "now", ["t", "class"])
E("multi", "en", "ffmc at sba, and what does the guide say ffmc above 90 means", [DG, DOCS_I], "S", "now", [code(S, TODAY, "FFMC"), FFMC_EASY])
E("multi", "en", "drone detection time + max temp at SBA this past week", [FRAMES, SUM], "S", "lastweek", ["=detection", "maxt"])
E("multi", "en", "what docs do u have loaded, and what's LCES", [CAP, DOCS_I], None, "none", [LCES_ANY])
E("multi", "en", "wind SBA in m/s + drift if the head does 10 m/min for 60 min", [CC, DRIFT], "S", "now",
  ["ws", ms(S, TODAY), drift_rate(10, 60)], h=60)
E("multi", "en", "where's the smoke and how far does the head go at 25 m/min over 20 min", [FRAMES, DRIFT], None, "none",
  ["=detection_place", drift_rate(25, 20)], h=20)
E("multi", "en", "compare rh both stations, and what does the LCES sheet say about hot dry weather", [CMP, DOCS_I], "BS", "now",
  ["rh", HOT_DRY])
E("multi", "en", "how many days FWI>20 at SBA in aug, and of those how many burned", [SUM, ANA], "S", "aug",
  fires_above(S, "aug", 20), fh=True)
E("multi", "en", "max fwi at bej in aug, and of the days over 15 that month how many went up in flames", [SUM, ANA], "B", "aug",
  ["maxfwi"] + fires_above(B, "aug", 15), fh=True)
E("multi", "fr", "temp et humidité à Béjaïa, puis le FWI", [CC, DG], "B", "now", ["t", "rh", "fwi"])
E("multi", "fr", "le drone a vu quoi ? et le danger à SBA", [FRAMES, DG], "S", "now", ["=frames", "class"])
E("multi", "fr", "hum et FWI à Béjaïa hier", [CC, DG], "B", "yesterday", ["rh", "fwi"])
E("multi", "fr", "drone : la détection c'est où ? et le vent à SBA", [FRAMES, CC], "S", "now", ["=detection_place", "ws"])
E("multi", "fr", "combien de jours avec FWI > 20 à SBA en août, et parmi eux combien de feux ?", [SUM, ANA], "S", "aug",
  fires_above(S, "aug", 20), fh=True)
E("multi", "fr", "qu'est-ce que le guide dit sur le FWI élevé, et le FWI à bel abbès là", [DOCS_I, DG], "S", "now",
  [CLASS_FROM["high"], "fwi"])
E("multi", "es", "viento y FWI en SBA ahora", [CC, DG], "S", "now", ["ws", "fwi"])
E("multi", "es", "temp en Bejaia en F y el nivel de peligro", [CC, DG], "B", "now", ["t", fahr(B, TODAY), "class"])
E("multi", "es", "qué dicen los documentos de LCES, y cómo está el viento en SBA", [DOCS_I, CC], "S", "now", [LCES_ANY, "ws"])
E("multi", "es", "humedad y clase de peligro en Bejaia ayer", [CC, DG], "B", "yesterday", ["rh", "class"])
E("multi", "es", "el dron: a qué hora lo vio, y cuánto avanza a 30 m/min en 25 minutos", [FRAMES, DRIFT], None, "none",
  ["=detection", drift_rate(30, 25)], h=25)
E("multi", "ar", "الحرارة والـFWI في بلعباس دروك", [CC, DG], "S", "now", ["t", "fwi"])
E("multi", "ar", "الدرون شاف حاجة؟ والخطر في بلعباس شحال؟", [FRAMES, DG], "S", "now", ["=frames", "class"])
E("multi", "ar", "الرطوبة ومؤشر الخطر في بلعباس البارح", [CC, DG], "S", "yesterday", ["rh", "class"])
E("multi", "ar", "وين شاف الدرون النار؟ وشحال الريح في بلعباس؟", [FRAMES, CC], "S", "now", ["=detection_place", "ws"])
E("multi", "ar", "شحال من يوم فوق 20 في أوت في بجاية وشحال منهم شعلت", [SUM, ANA], "B", "aug",
  fires_above(B, "aug", 20), fh=True)
E("multi", "ar", "أعطيني الريح بالعقدة والخطر في بجاية", [CC, DG], "B", "now", ["ws", knots(B, TODAY), "class"])
E("multi", "ar", "مسافة الأمان حول الدار في الوثيقة؟ و FWI تاع بجاية اليوم", [DOCS_I, DG], "B", "today", [DEF_FEET, "fwi"])
E("multi", "en", "temp + rh at the coast stn (bejaia) on 3/8, and the fwi that day", [CC, DG], "B", d03, ["t", "rh", "fwi"])
E("multi", "en", "fwi at bej yest, and which stn was worse yest", [DG, CMP], "BS", "yesterday", ["fwi"])
E("multi", "en", "rh at SBA, and what the LCES doc says about wind shifts", [CC, DOCS_I], "S", "now", ["rh", WATCHOUT_WIND])
E("multi", "fr", "vent à Bejaia en nœuds et l'ISI stp", [CC, DG], "B", "now", ["ws", knots(B, TODAY), code(B, TODAY, "ISI")])
E("multi", "ar", "الحرارة والريح والـFWI في بجاية أمس", [CC, DG], "B", "yesterday", ["t", "ws", "fwi"])
E("multi", "ar", "wesh FWI f SBA, w kayen dokhan f drone?", [DG, FRAMES], "S", "now", ["fwi", "=frames"])
E("multi", "ar", "قارن الرطوبة بين المحطتين، وواش يقول الدليل على الطقس الحار والجاف؟", [CMP, DOCS_I], "BS", "now", ["rh", HOT_DRY])
E("multi", "es", "temperatura y humedad en SBA ayer, y el BUI", [CC, DG], "S", "yesterday", ["t", "rh", code(S, Y, "BUI")])
E("multi", "en", "can u see the drone frames? also how many fire days in sep at sba", [FRAMES, SUM], "S", "sep", ["=frames", "fires"], fh=True)
E("multi-cmp", "fr", "T max à SBA en août, et c'était pire qu'à Béjaïa ?", [CMP, SUM], "BS", "aug", ["maxt"])
E("multi-cmp", "fr", "jours de feu à Béjaïa en juillet, et qui en a eu le plus des deux ?", [CMP, SUM], "BS", "jul", ["fires"], fh=True)
E("multi-cmp", "es", "cuántos días de fuego en agosto en Bejaia, y compáralo con SBA", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
E("multi-cmp", "en", "fwi at SBA now, and which station is worse", [DG, CMP], "BS", "now", ["fwi"])

# several asks, one of them not served (warn)
E("multi-w", "en", "where did the drone spot it and where's it headed in 30", [FRAMES, SPREAD], None, "now",
  ["=detection_place", "=spread"], h=30)
E("multi-w", "en", "danger at bejaia + should we hold the line", [DG, TAC], "B", "now", ["fwi", "class"])
E("multi-w", "en", "drone found something? pic attached from our side too", [FRAMES, PHOTO], None, "none", ["=frames"])
E("multi-w", "en", "fwi sba + where's the front in 45", [DG, SPREAD], "S", "now", ["fwi", "=spread"], h=45)
E("multi-w", "en", "photo attached of the flank, plus wind at SBA now", [PHOTO, CC], "S", "now", ["ws"])
E("multi-w", "en", "pic attached, also what's the humidity at bej", [PHOTO, CC], "B", "now", ["rh"])
E("multi-w", "en", "fwi and wind at bej — do we pull back or not", [CC, DG, TAC], "B", "now", ["ws", "fwi"])
E("multi-w", "fr", "FWI à SBA et où sera le front dans 1h", [DG, SPREAD], "S", "now", ["fwi", "=spread"], h=60)
E("multi-w", "fr", "30 m/min pendant 20 min ça fait combien, et on se replie ?", [DRIFT, TAC], None, "none", [drift_rate(30, 20)], h=20)
E("multi-w", "fr", "vent à bel abbès avec la direction, et le danger", [CC, DG, OOS], "S", "now", ["ws", "class"])
E("multi-w", "fr", "pièce jointe la photo, et le FWI à Béjaïa ?", [PHOTO, DG], "B", "now", ["fwi"])
E("multi-w", "fr", "photo jointe du panache + l'heure de la détection drone", [PHOTO, FRAMES], None, "none", ["=detection"])
E("multi-w", "fr", "température, vent à SBA, et on attaque de front ?", [CC, TAC], "S", "now", ["t", "ws"])
E("multi-w", "es", "el dron vio algo? y a dónde va el frente en 30 min", [FRAMES, SPREAD], None, "now", ["=frames", "=spread"], h=30)
E("multi-w", "es", "FWI en SBA y a qué distancia llega el frente en 1 hora", [DG, SPREAD], "S", "now", ["fwi", "=spread"], h=60)
E("multi-w", "es", "hay humo según el drone? attached a pic too", [FRAMES, PHOTO], None, "none", ["=frames"])
E("multi-w", "ar", "شحال الريح في بجاية، ونقدرو نخدمو ولا لا؟", [CC, TAC], "B", "now", ["ws"])
E("multi-w", "ar", "FWI في بلعباس ووين يكون الحريق بعد ساعة", [DG, SPREAD], "S", "now", ["fwi", "=spread"], h=60)
E("multi-w", "en", "drone smoke time, and tomorrow's fwi while ur at it", [FRAMES, OOS], None, "none", ["=detection"])
E("multi-w", "en", "sba wind in mph + the danger class, then text it to the IC", [CC, DG, REF], "S", "now", ["ws", mph(S, TODAY), "class"])
E("multi-w", "fr", "le drone a vu quoi, et tu peux prévenir la colonne ?", [FRAMES, REF], None, "none", ["=frames"])
E("multi-w", "fr", "humidité à Béjaïa et à Oran, c'est chez nous le plus sec ?", [CC, OOS], "B", "now", ["rh"], alt=[[CMP, OOS]])
E("multi-w", "ar", "الخطر في بلعباس اليوم، وابعث الخبر للحماية المدنية", [DG, REF], "S", "today", ["class"])
E("multi-w", "ar", "النار تمشي 12 متر في الدقيقة، شحال تمشي في 50 دقيقة؟ ووين توصل؟", [DRIFT, SPREAD], None, "now",
  [drift_rate(12, 50), "=spread"], h=50)
E("multi-w", "ar", "la température f Béjaïa w wach ndiro, nwelliw?", [CC, TAC], "B", "now", ["t"])

# ---------------------------------------------------------------- sessions
SESSIONS = []


def T(session, lang, q, intents, st, when, facts=(), dec=None, h=None, fh=False, alt=None):
    n = sum(r["session"] == f"{NAME}s{session:02d}" for r in SESSIONS) + 1
    row = {"session": f"{NAME}s{session:02d}", "turn": n, "question": q, "intents": list(intents),
           "stations": ST[st] if st else None, "when": when, "facts": list(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if fh:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    SESSIONS.append(row)


# s01: engine crew on a phone, late
T(1, "en", "sba wind n rh rn", [CC], "S", "now", ["ws", "rh"])
T(1, "en", "n bej?", [CC], "B", "now", ["ws", "rh"])
T(1, "en", "which one's worse tho", [CMP], "BS", "now", ["fwi"])
T(1, "en", "why", [EXPL], "BS", "now", ["fwi"])
# s02: French crew lead, then Arabic
T(2, "fr", "FWI à Béjaïa hier ?", [DG], "B", "yesterday", ["fwi"])
T(2, "fr", "et avant-hier ?", [DG], "B", "daybefore", ["fwi"])
T(2, "ar", "و في بلعباس؟", [DG], "S", "daybefore", ["fwi"])
T(2, "ar", "علاش طاح هكا؟", [EXPL], "S", "daybefore", ["rh", "rain"])
# s03: Spanish crew, drift then spread, one turn in English
T(3, "es", "la cabeza va a 30 m por minuto, llegamos en 25 min, cuánto avanza?", [DRIFT], None, "none", [drift_rate(30, 25)], h=25)
T(3, "es", "y si tardamos 40?", [DRIFT], None, "none", [drift_rate(30, 40)], h=40)
T(3, "en", "and where's the front then, it's by SBA", [SPREAD], "S", "now", ["=spread"], h=40)
T(3, "es", "por qué no me das la dirección?", [EXPL], None, "none")
# s04: Arabic crew lead, the drone
T(4, "ar", "الدرون شاف حاجة اليوم؟", [FRAMES], None, "none", ["=frames"])
T(4, "ar", "وين بالضبط؟", [FRAMES], None, "none", ["=detection_place"])
T(4, "ar", "وقتاش؟", [FRAMES], None, "none", ["=detection"])
T(4, "ar", "والخطر تما شحال؟", [DG], "S", "now", ["fwi", "class"], dec="warn")
# s05: incident commander on the radio, summaries
T(5, "en", "Box, Division Alpha. Highest FWI at Sidi Bel Abbes in August, over.", [SUM], "S", "aug", ["maxfwi"])
T(5, "en", "Copy. And July?", [SUM], "S", "jul", ["maxfwi"])
T(5, "en", "Bejaia, August, same thing.", [SUM], "B", "aug", ["maxfwi"])
T(5, "en", "How many fire days there that month?", [SUM], "B", "aug", ["fires"], fh=True)
# s06: French logistics officer
T(6, "fr", "combien de jours à plus de 35° à SBA en juillet ?", [SUM], "S", "jul", [count_above(S, "jul", "t", 35)])
T(6, "fr", "et en août ?", [SUM], "S", "aug", [count_above(S, "aug", "t", 35)])
T(6, "fr", "et Béjaïa, même mois ?", [SUM], "B", "aug", [count_above(B, "aug", "t", 35)])
T(6, "fr", "pourquoi un tel écart ?", [EXPL], "BS", "aug", [avg(B, "aug", "t"), avg(S, "aug", "t")])
# s07: dispatcher, an order in the middle
T(7, "en", "dispatch here, conditions at bejaia now pls", [CC], "B", "now", ["t", "rh", "ws"])
T(7, "en", "ok and the danger", [DG], "B", "now", ["class"])
T(7, "en", "push that to all units", [REF], None, "none", ["neg"])
T(7, "en", "fine. same two for SBA then", [CC, DG], "S", "now", ["t", "rh", "ws", "class"])
# s08: Arabic crew lead, switches to French
T(8, "ar", "سلام، شحال الحرارة في بجاية اليوم؟", [CC], "B", "today", ["t"])
T(8, "ar", "والرطوبة؟", [CC], "B", "today", ["rh"])
T(8, "fr", "et le vent en km/h, avec sa direction ?", [CC, OOS], "B", "today", ["ws"])
T(8, "ar", "علاش ماكانش الاتجاه؟", [EXPL], None, "none")
# s09: Spanish analyst, analogs, then English
T(9, "es", "de los días con FWI arriba de 15 en SBA, cuántos ardieron?", [ANA], "S", "all", fires_all(S, 15), fh=True)
T(9, "es", "y en Bejaia?", [ANA], "B", "all", fires_all(B, 15), fh=True)
T(9, "en", "and above 25?", [ANA], "B", "all", fires_all(B, 25), fh=True)
T(9, "en", "why so few up there", [EXPL], "B", "all", fires_all(B, 25)[:1], fh=True)
# s10: fire behaviour analyst, codes on one day
T(10, "en", "ISI and BUI at SBA on Aug 14?", [DG], "S", d14, [code(S, d14, "ISI"), code(S, d14, "BUI")])
T(10, "en", "and FFMC", [DG], "S", d14, [code(S, d14, "FFMC")])
T(10, "en", "other station, same day, all three", [DG], "B", d14, [code(B, d14, c) for c in ("ISI", "BUI", "FFMC")])
T(10, "en", "so which was worse that day", [CMP], "BS", d14, ["fwi"])
T(10, "en", "why?", [EXPL], "BS", d14, [code(B, d14, "ISI"), code(S, d14, "ISI")])
# s11: new volunteer, documents, French and Arabic
T(11, "fr", "c'est quoi LCES ?", [DOCS_I], None, "none", [LCES_ANY])
T(11, "fr", "et l'espace défendable, c'est combien de pieds ?", [DOCS_I], None, "none", [DEF_FEET])
T(11, "ar", "و zone 1 من شحال لشحال؟", [DOCS_I], None, "none", list(ZONE1))
T(11, "fr", "merci. et le FWI à SBA maintenant", [DG], "S", "now", ["fwi"])
# s12: tired engine crew, what the box does not hold
T(12, "en", "bej wind", [CC], "B", "now", ["ws"])
T(12, "en", "which way", [OOS], "B", "now")
T(12, "en", "k. gonna be worse tmrw?", [OOS], "B", "none", ["neg"])
T(12, "en", "whatever. fwi there rn", [DG], "B", "now", ["fwi"])
# s13: Spanish logistics, compare over windows, then English
T(13, "es", "qué estación tuvo el FWI más alto en agosto", [CMP, SUM], "BS", "aug", ["maxfwi"])
T(13, "es", "y en julio?", [CMP, SUM], "BS", "jul", ["maxfwi"])
T(13, "es", "temperatura media en SBA ese mes", [SUM], "S", "jul", [avg(S, "jul", "t")])
T(13, "en", "why's SBA always hotter?", [EXPL], "BS", "jul", [avg(B, "jul", "t"), avg(S, "jul", "t")])
# s14: Modern Standard Arabic, hours and places the station does not cover
T(14, "ar", "ما هي سرعة الرياح في سيدي بلعباس الآن؟", [CC], "S", "now", ["ws"])
T(14, "ar", "وفي الساعة السادسة صباحاً؟", [CC], "S", "today", ["ws"], dec="warn")
T(14, "ar", "وعلى القمة شمال المدينة؟", [CC], "S", "now", ["ws"], dec="warn")
T(14, "ar", "لماذا لا تعطيني قراءة الساعة السادسة؟", [EXPL], None, "none")
# s15: drone, a photo, spread and drift
T(15, "en", "anything on the drone feed", [FRAMES], None, "none", ["=frames"])
T(15, "en", "sending u our pic of the same column", [PHOTO], None, "none")
T(15, "en", "ok where's it going in 45 min", [SPREAD], None, "now", ["=spread"], h=45)
T(15, "en", "and how far if it holds 18 m/min", [DRIFT], None, "none", [drift_rate(18, 45)], h=45)
# s16: French incident commander, tomorrow and an order
T(16, "fr", "Danger à Sidi Bel Abbès aujourd'hui ?", [DG], "S", "today", ["class"])
T(16, "fr", "et demain ?", [OOS], "S", "none")
T(16, "fr", "bon, le FWI d'hier alors", [DG], "S", "yesterday", ["fwi"])
T(16, "fr", "envoie ça aux équipes", [REF], None, "none")
# s17: Algerian crew, fire-day counts
T(17, "ar", "شحال من يوم حريق في بلعباس في أوت؟", [SUM], "S", "aug", ["fires"], fh=True)
T(17, "ar", "و في جوان؟", [SUM], "S", "jun", ["fires"], fh=True)
T(17, "ar", "و في بجاية نفس الشهر؟", [SUM], "B", "jun", ["fires"], fh=True)
T(17, "ar", "وشكون فيهم عندو أكثر في أوت؟", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
# s18: new volunteer, English then Spanish
T(18, "en", "new on the crew, what can this box tell me", [CAP], None, "none")
T(18, "en", "what stations", [CAP], None, "none", STATION_NAMES)
T(18, "en", "ok temp at sidi yesterday", [CC], "S", "yesterday", ["t"])
T(18, "es", "y en grados Fahrenheit?", [CC], "S", "yesterday", [fahr(S, Y)])


# ---------------------------------------------------------------- write
def templates() -> list[dict]:
    groups = OrderedDict()
    for it in ITEMS:
        key = f"{NAME}-{it['kind']}" + (f"-{it['dec']}" if it["dec"] else "") + ("-fh" if it["fh"] else "")
        groups.setdefault((key, it["dec"], it["fh"]), []).append(it)
    out, seen = [], set()
    for (key, dec, fh), items in groups.items():
        assert key not in seen, key
        seen.add(key)
        phrasings = []
        for it in items:
            p = {"q": it["q"], "lang": it["lang"], "stations": ST[it["st"]], "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": items[0]["intents"], "intents_by_phrasing": [it["intents"] for it in items],
             "phrasings": phrasings, "stations": "none", "days": [it["day"] for it in items]}
        if dec:
            t["decision"] = dec
        if fh:
            t["needs_fire_history"] = True
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        out.append(t)
    return out


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    for it in ITEMS:
        assert "{" not in it["q"] and "}" not in it["q"], it["q"]
    tpl = templates()
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", tpl)
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESSIONS)
    print(f"{len(ITEMS)} template questions in {len(tpl)} templates, {len(SESSIONS)} session turns "
          f"in {len({r['session'] for r in SESSIONS})} sessions -> {OUT}")
