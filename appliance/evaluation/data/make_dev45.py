"""Batch d45 (sealed, scored once on 8595203, then moved to dev as dev45): blind fire-crew questions with gold computed by code.

Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev45.py
Writes crew_templates_dev45.jsonl and crew_sessions_dev45.jsonl next to this script.
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / day_fact), from a unit
conversion of the real reading, from the crew's own numbers, or from a regex over the shipped documents.
"""
import json
import re
from collections import Counter, OrderedDict
from datetime import timedelta
from pathlib import Path

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d45"
B, S = "bejaia", "sidi-bel-abbes"
TAB = CF.table()
TODAY = CD.TODAY.isoformat()
DOC_DIR = EDGE_DATA_DIR / "documents"


# ---------------------------------------------------------------- helpers: days and readings
def dday(key: str) -> str:
    if key in ("now", "today"):
        return TODAY
    if key in CD.RELATIVE:
        return (CD.TODAY - timedelta(days=CD.RELATIVE[key])).isoformat()
    return key


def row(dev, key):
    return TAB[(dev, dday(key))]


def num(x, nd=1):
    x = round(float(x), nd)
    return int(x) if x.is_integer() else x


def field(dev, key, f):
    r = row(dev, key)
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(f, r.codes.get(f))


def code(dev, key, c):
    """A fire-weather code as recorded (FFMC, DMC, DC, ISI, BUI, FWI)."""
    return CF._num(row(dev, key).codes[c])


def forms(v, unit_words, nd=1):
    """A converted figure: one decimal (dot and comma) and the rounded whole number with its unit."""
    s = f"{v:.{nd}f}"
    out = [s, s.replace(".", ",")]
    out += [f"{round(v)} {u}" for u in unit_words] + [f"{round(v)}{u}" for u in unit_words]
    return {"any": list(OrderedDict.fromkeys(out))}


def mph(dev, key):
    return forms(row(dev, key).wind_kmh / 1.609344, ["mph"])


def knots(dev, key):
    return forms(row(dev, key).wind_kmh / 1.852, ["kn", "kt", "knots", "nœuds", "nudos", "عقدة"])


def mps(dev, key):
    return forms(row(dev, key).wind_kmh / 3.6, ["m/s"])


def fahr(dev, key):
    f = row(dev, key).temperature_c * 9 / 5 + 32
    if float(f).is_integer():
        return {"any": [f"{int(f)} °F", f"{int(f)}°F", f"{int(f)} F", f"{int(f)}°", f"{int(f)} degrees F", f"{int(f)} fahrenheit"]}
    return forms(f, ["°F", "F"])


NAMEF = {B: {"any": ["bejaia", "بجاية"]}, S: {"any": ["sidi bel abbes", "سيدي بلعباس", "بلعباس"]}}


def higher(key, f, lower=False):
    """Name of the station with the higher (or lower) value that day; ties are refused."""
    a, b = field(B, key, f), field(S, key, f)
    assert a != b, (key, f)
    top = B if (a > b) != lower else S
    return NAMEF[top]


def diff(key, f):
    return num(abs(field(B, key, f) - field(S, key, f)))


# ---------------------------------------------------------------- helpers: windows
def wdays(wkey):
    return CD.resolve(wkey, "en", 0)["days"]


def wrows(dev, wkey):
    return [TAB[(dev, d)] for d in wdays(wkey) if (dev, d) in TAB]


def wval(r, f):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(f, r.codes.get(f))


def count_over(dev, wkey, f, thr, inclusive=False):
    vals = [wval(r, f) for r in wrows(dev, wkey)]
    if not inclusive:
        return sum(v > thr for v in vals)
    return sum(v >= thr for v in vals)


def fwi_count_safe(dev, wkey, thr):
    """Days with FWI over thr; the readings table and the fire record must agree (the repaired row)."""
    a = count_over(dev, wkey, "FWI", thr)
    rec = [fwi for (d, day), (fwi, _) in CF.fire_record().items() if d == dev and day in wdays(wkey)]
    assert a == sum(v > thr for v in rec), (dev, wkey, thr)
    assert thr not in [wval(r, "FWI") for r in wrows(dev, wkey)]
    return a


def avg(dev, wkey, f):
    v = sum(wval(r, f) for r in wrows(dev, wkey)) / len(wrows(dev, wkey))
    return forms(v, [])


def low(dev, wkey, f):
    return CF._num(min(wval(r, f) for r in wrows(dev, wkey)))


def total(dev, wkey, f):
    return num(sum(wval(r, f) for r in wrows(dev, wkey)))


def wmax(dev, wkey, f):
    return max(wval(r, f) for r in wrows(dev, wkey))


def peak_name(wkey, f):
    a, b = wmax(B, wkey, f), wmax(S, wkey, f)
    assert a != b
    return NAMEF[B if a > b else S]


def analog(dev, thr):
    """Past days (before the clock's day) with FWI above thr, and how many of them burned."""
    return CF.window_facts("fires_fwi_gt", dev, [TODAY], thr)


# ---------------------------------------------------------------- helpers: crew numbers (drift)
def _trim(x, nd):
    s = f"{x:.{nd}f}"
    return s.rstrip("0").rstrip(".") if "." in s else s


def dist(metres):
    """A distance in m and km forms (French comma too)."""
    m = _trim(round(metres), 0)
    kms = OrderedDict.fromkeys([_trim(metres / 1000, 2), _trim(metres / 1000, 1)])
    out = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر"]
    for k in kms:
        if k in ("0", ""):
            continue
        for kk in OrderedDict.fromkeys([k, k.replace(".", ",")]):
            out += [f"{kk} km", f"{kk}km", f"{kk} كم"]
    return {"any": list(OrderedDict.fromkeys(out))}


def rate_min(m_per_min, minutes):
    return dist(m_per_min * minutes)


def rate_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


def rate_ftmin(ft_per_min, minutes):
    ft = ft_per_min * minutes
    d = dist(ft * 0.3048)
    return {"any": [f"{ft} ft", f"{ft} feet", f"{ft}ft"] + d["any"]}


# ---------------------------------------------------------------- helpers: shipped documents
def doc(name):
    return " ".join((DOC_DIR / name).read_text(encoding="utf-8").split())     # one space between words


DEF, LCES, FWIG = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")


def rx(text, pattern, cast=str):
    m = re.search(pattern, text, re.S)
    assert m, pattern
    return cast(m.group(1))


def fnum(s):
    return CF._num(float(s))


DEF_FEET = rx(DEF, r"requires (\d+) feet of defensible space", int)
ZONE0 = rx(DEF, r"Zone 0 is the first (\d+) feet", int)
ZONE1_END = rx(DEF, r"Zone 1 runs from \d+ to (\d+) feet", int)
GRASS_IN = rx(DEF, r"maximum height of (\d+) inches", int)
CHIMNEY_FT = rx(DEF, r"branches (\d+) feet from chimneys", int)
LEAF_IN = rx(DEF, r"twigs\s+deeper than (\d+) inches", int)
PRC = rx(DEF, r"Public Resources Code section (\d+)", int)
LCES_WORDS = rx(LCES, r"four things in place before it engages a fire: ([^.]+)\.")
LCES_TERMS = [w.strip().lower().rstrip("s") for w in re.split(r",| and ", LCES_WORDS)]   # lookout ... safety zone
LCES_FIRST = LCES_TERMS[0]
WATCHOUT = rx(LCES, r"Pull back and re-assess when the crew builds line (\w+)")
HIGH_FROM = rx(FWIG, r"from ([\d.]+) high", fnum)
VHIGH_FROM = rx(FWIG, r"from ([\d.]+)\s+very high", fnum)
EXTREME_FROM = rx(FWIG, r"from ([\d.]+) extreme", fnum)
FFMC_EASY = rx(FWIG, r"above about (\d+)\s+fine fuels ignite", int)
FWI_AUTHOR = rx(FWIG, r"\(([A-Z][a-z]+ [A-Z][a-z]+) \d{4}\)")
BUI_PARTS = rx(FWIG, r"Buildup Index \(BUI\) combines (\w+)")           # "DMC"
FWI_WHAT = rx(FWIG, r"combines ISI and BUI into one rating of fire (\w+)")  # "intensity"

DEF_ML = {"any": [f"{DEF_FEET} feet", f"{DEF_FEET} ft", f"{DEF_FEET}-foot", f"{DEF_FEET} foot", f"{DEF_FEET} pieds",
                  f"{DEF_FEET} pies", f"{DEF_FEET} قدم"]}
LCES_ML = {"any": [LCES_FIRST, "guetteur", "vigie", "vigía", "vigia", "مراقب", "LCES"]}
NEG_ML = {"any": CF.NEGATION["any"] + ["ne peut pas", "ne peux pas", "pas en mesure", "impossible", "no puede", "no puedo",
                                      "no es posible", "لا يمكن", "لا أستطيع", "لا يستطيع", "ما نقدرش", "ما يقدرش"]}
PHOTO_ML = {"any": ["photo", "image", "picture", "foto", "imagen", "صورة", "تصويرة"]}
STATIONS_ML = [NAMEF[B], NAMEF[S]]


# ---------------------------------------------------------------- the questions
QS = []          # template items
SESS = []        # session turns


TOKENS = set(CF.DAY_TOKENS + CF.WINDOW_TOKENS) | {"neg"}


def lit(facts):
    """A plain string that is no crew_facts token is a literal (a word out of a document): wrap it."""
    return [f if not isinstance(f, str) or f in TOKENS or f.startswith("=") else {"any": [f]} for f in facts]


def Q(kind, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, thr=None, alt=None):
    if isinstance(st, str) and st in (B, S):
        st = [st]
    QS.append(dict(kind=kind, lang=lang, text=text, intents=list(intents), st=st, when=when, facts=lit(facts),
                   dec=dec, h=h, thr=thr, alt=alt))


def T(session, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, alt=None):
    if isinstance(st, str) and st in (B, S):
        st = [st]
    elif st == "both":
        st = sorted([B, S])
    turn = 1 + sum(r["session"] == session for r in SESS)
    r = {"session": session, "turn": turn, "question": text, "intents": list(intents), "stations": st, "when": when,
         "facts": lit(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h:
        r["horizon_min"] = h
    if alt:
        r["intents_alt"] = alt
    if {"analogs"} & set(intents) or any(f in ("fires", "fires_fwi_gt") for f in facts if isinstance(f, str)):
        r["needs_fire_history"] = True
    SESS.append(r)


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRF, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
BOTH = "both"

# ---- current conditions -------------------------------------------------------------------------
Q("cond", "en", "temp at {st} rn?", [CC], "alt", "now", ["t"])
Q("cond", "en", "What's the relative humidity reading at {st} today?", [CC], "alt", "today", ["rh"])
Q("cond", "en", "Béjaïa: did it rain there yesterday? How much if so.", [CC], B, "yesterday", ["rain"])
Q("cond", "en", "Need the noon obs for SBA on 29 Sept. Temp, RH and wind.", [CC], S, "2012-09-29", ["t", "rh", "ws"])
Q("cond", "en", "sba wind speed pls", [CC], S, "now", ["ws"])
Q("cond", "en", "Can you read me the weather at Sidi Bel Abbes for 14-Aug?", [CC], S, "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cond", "en", "What was the thermometer showing in Bejaia on Aug 3?", [CC], B, "2012-08-03", ["t"])
Q("cond", "en", "bejaia humidity day before yesterday", [CC], B, "daybefore", ["rh"])
Q("cond", "en", "Copy that. What's the wind doing at {st} at the moment?", [CC], "alt", "now", ["ws"])
Q("cond", "en", "Everything you've got for weather at Sidi-Bel Abbès on 2012-07-05 please: temp, humidity, wind, rain.",
  [CC], S, "2012-07-05", ["t", "rh", "ws", "rain"])
Q("cond", "en", "Was there any rain at {st} {day}?", [CC], "alt", "2012-09-27", ["rain"])
Q("cond", "en", "weather check bejaia june 22", [CC], B, "2012-06-22", ["t", "rh", "ws", "rain"])
Q("cond", "en", "How dry is the air at SBA today? Just the RH.", [CC], S, "today", ["rh"])
Q("cond", "fr", "Il fait combien à {st} aujourd'hui ?", [CC], "alt", "today", ["t"])
Q("cond", "fr", "Il a plu hier sur Béjaïa ?", [CC], B, "yesterday", ["rain"])
Q("cond", "fr", "Donne-moi l'humidité et le vent à Sidi Bel Abbès le 3/8.", [CC], S, "2012-08-03", ["rh", "ws"])
Q("cond", "fr", "Relevé de midi à Bejaia pour le 14 août, svp.", [CC], B, "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cond", "fr", "Combien de millimètres sont tombés à SBA avant-hier ?", [CC], S, "daybefore", ["rain"])
Q("cond", "fr", "Le vent est à combien à {st} en ce moment ?", [CC], "alt", "now", ["ws"])
Q("cond", "fr", "Quelle était l'humidité relative à Sidi-Bel-Abbès le 27 septembre ?", [CC], S, "2012-09-27", ["rh"])
Q("cond", "fr", "temp et HR bejaia maintenant", [CC], B, "now", ["t", "rh"])
Q("cond", "es", "¿Qué temperatura marca ahora mismo {st}?", [CC], "alt", "now", ["t"])
Q("cond", "es", "¿Llovió ayer en Sidi Bel Abbes?", [CC], S, "yesterday", ["rain"])
Q("cond", "es", "Humedad relativa en Bejaia el 5 de julio, por favor.", [CC], B, "2012-07-05", ["rh"])
Q("cond", "es", "viento en SBA hoy??", [CC], S, "today", ["ws"])
Q("cond", "es", "Necesito los datos de mediodía de Béjaïa del 12 de agosto: temperatura, humedad y viento.", [CC], B,
  "2012-08-12", ["t", "rh", "ws"])
Q("cond", "es", "¿Cuánta lluvia cayó en {st} anteayer?", [CC], "alt", "daybefore", ["rain"])
Q("cond", "ar", "شحال السخانة في بجاية دروك؟", [CC], B, "now", ["t"])
Q("cond", "ar", "ما هي درجة الحرارة في سيدي بلعباس اليوم؟", [CC], S, "today", ["t"])
Q("cond", "ar", "كاش ما طاحت الشتا البارح في بلعباس؟", [CC], S, "yesterday", ["rain"])
Q("cond", "ar", "الرطوبة في بجاية يوم 14 أوت", [CC], B, "2012-08-14", ["rh"])
Q("cond", "ar", "قداش الريح في {st} ضرك؟", [CC], "alt", "now", ["ws"])
Q("cond", "ar", "أعطني قراءات منتصف النهار لسيدي بلعباس يوم 29 سبتمبر: الحرارة والرطوبة والرياح.", [CC], S, "2012-09-29",
  ["t", "rh", "ws"])
Q("cond", "ar", "واش كانت الرطوبة في بجاية قبل البارح؟", [CC], B, "daybefore", ["rh"])
Q("cond", "ar", "كم كانت سرعة الرياح في بجاية يوم 3 أوت؟", [CC], B, "2012-08-03", ["ws"])
Q("cond", "ar", "هل سقطت أمطار في سيدي بلعباس أمس؟", [CC], S, "yesterday", ["rain"])

# ---- units ------------------------------------------------------------------------------------------
Q("units", "en", "Wind at SBA in mph?", [CC], S, "now", ["ws", mph(S, "now")])
Q("units", "en", "bejaia temp in F pls", [CC], B, "now", ["t", fahr(B, "now")])
Q("units", "en", "Give me Béjaïa's wind in knots for yesterday, the air attack pilot wants it.", [CC], B, "yesterday",
  ["ws", knots(B, "yesterday")])
Q("units", "en", "Sidi Bel Abbes wind in metres per second today?", [CC], S, "today", ["ws", mps(S, "today")])
Q("units", "en", "Temperature in Fahrenheit at Sidi Bel Abbes on Aug 14?", [CC], S, "2012-08-14", ["t", fahr(S, "2012-08-14")])
Q("units", "en", "mph wind at bejaia aug 3", [CC], B, "2012-08-03", ["ws", mph(B, "2012-08-03")])
Q("units", "fr", "Le vent à Béjaïa en nœuds, s'il vous plaît.", [CC], B, "now", ["ws", knots(B, "now")])
Q("units", "fr", "Température à SBA hier, mais en Fahrenheit pour nos collègues américains ?", [CC], S, "yesterday",
  ["t", fahr(S, "yesterday")])
Q("units", "es", "¿Viento en Sidi Bel Abbes en metros por segundo?", [CC], S, "now", ["ws", mps(S, "now")])
Q("units", "es", "Pásame la temperatura de Béjaïa en grados Fahrenheit, la de hoy.", [CC], B, "today", ["t", fahr(B, "today")])
Q("units", "ar", "سرعة الريح في سيدي بلعباس بالعقدة من فضلك", [CC], S, "now", ["ws", knots(S, "now")])
Q("units", "ar", "شحال الريح في بجاية بالمتر في الثانية؟", [CC], B, "now", ["ws", mps(B, "now")])

# ---- danger ----------------------------------------------------------------------------------------
Q("danger", "en", "What's the fire danger class at {st} right now?", [DG], "alt", "now", ["class", "fwi"])
Q("danger", "en", "FWI for Béjaïa yesterday?", [DG], B, "yesterday", ["fwi"])
Q("danger", "en", "ISI at SBA today, please.", [DG], S, "today", [code(S, "today", "ISI")])
Q("danger", "en", "FBAN here. I need the BUI and the DC at Sidi-Bel Abbès for 14 August.", [DG], S, "2012-08-14",
  [code(S, "2012-08-14", "BUI"), code(S, "2012-08-14", "DC")])
Q("danger", "en", "how bad's the danger at bejaia today", [DG], B, "today", ["class", "fwi"])
Q("danger", "en", "FFMC at Bejaia on 3 August?", [DG], B, "2012-08-03", [code(B, "2012-08-03", "FFMC")])
Q("danger", "en", "Danger rating, Sidi Bel Abbes, 5 July.", [DG], S, "2012-07-05", ["class", "fwi"])
Q("danger", "en", "Is the fire weather index above 10 at either station today?", [DG], BOTH, "today", ["fwi"],
  alt=[[CMP, DG], [CMP]])
Q("danger", "en", "Are the fine fuels at SBA ready to carry fire? What does today's FFMC say?", [DG], S, "today",
  [code(S, "today", "FFMC")])
Q("danger", "en", "What class was Béjaïa in on Aug 14?", [DG], B, "2012-08-14", ["class", "fwi"])
Q("danger", "en", "Full FWI breakdown for SBA yesterday: FFMC, DMC, DC, ISI, BUI, FWI.", [DG], S, "yesterday",
  [code(S, "yesterday", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
Q("danger", "fr", "Quel est l'indice FWI à Béjaïa aujourd'hui ?", [DG], B, "today", ["fwi"])
Q("danger", "fr", "Niveau de danger à {st} maintenant ?", [DG], "alt", "now", ["class", "fwi"])
Q("danger", "fr", "L'ISI et le BUI à Sidi Bel Abbès le 3 août, svp", [DG], S, "2012-08-03",
  [code(S, "2012-08-03", "ISI"), code(S, "2012-08-03", "BUI")])
Q("danger", "fr", "Classe de danger hier à SBA ?", [DG], S, "yesterday", ["class", "fwi"])
Q("danger", "fr", "C'est quoi le FFMC à Bejaia le 14 août ?", [DG], B, "2012-08-14", [code(B, "2012-08-14", "FFMC")])
Q("danger", "es", "¿Cuál es el índice FWI en Sidi Bel Abbes hoy?", [DG], S, "today", ["fwi"])
Q("danger", "es", "Nivel de peligro en Béjaïa ayer", [DG], B, "yesterday", ["class", "fwi"])
Q("danger", "es", "¿Qué ISI tenía Sidi Bel Abbes el 5 de julio?", [DG], S, "2012-07-05", [code(S, "2012-07-05", "ISI")])
Q("danger", "es", "peligro de incendio SBA ahora mismo?", [DG], S, "now", ["class", "fwi"])
Q("danger", "ar", "شحال مؤشر FWI في بجاية اليوم؟", [DG], B, "today", ["fwi"])
Q("danger", "ar", "ما هي درجة خطر الحرائق في سيدي بلعباس الآن؟", [DG], S, "now", ["class", "fwi"])
Q("danger", "ar", "واش كان الخطر في بلعباس البارح؟", [DG], S, "yesterday", ["class", "fwi"])
Q("danger", "ar", "أعطني قيمة ISI و BUI في بجاية يوم 14 أوت", [DG], B, "2012-08-14",
  [code(B, "2012-08-14", "ISI"), code(B, "2012-08-14", "BUI")])
Q("danger", "ar", "مؤشر FFMC في سيدي بلعباس اليوم من فضلك", [DG], S, "today", [code(S, "today", "FFMC")])

# ---- compare stations ----------------------------------------------------------------------------
Q("compare", "en", "Which station is worse off today?", [CMP], BOTH, "today", [higher("today", "FWI"), "fwi"])
Q("compare", "en", "Where's it hotter right now, Béjaïa or SBA, and by how much?", [CMP], BOTH, "now",
  [higher("now", "t"), diff("now", "t"), "t"])
Q("compare", "en", "Compare danger at the two stations for yesterday.", [CMP], BOTH, "yesterday", ["fwi", "class"],
  alt=[[CMP, DG]])
Q("compare", "en", "bejaia vs sba humidity today", [CMP], BOTH, "today", ["rh"], alt=[[CC, CMP], [CC]])
Q("compare", "en", "On 14 August, which of the two had the higher FWI?", [CMP], BOTH, "2012-08-14",
  [higher("2012-08-14", "FWI"), "fwi"])
Q("compare", "en", "Windier where today, Bejaia or Sidi Bel Abbes?", [CMP], BOTH, "today", [higher("today", "ws"), "ws"])
Q("compare", "en", "IC to appliance, which station should I be watching danger-wise right now, over.", [CMP], BOTH, "now",
  [higher("now", "FWI"), "fwi"])
Q("compare", "en", "What's the FWI gap between SBA and Béjaïa on Aug 3?", [CMP], BOTH, "2012-08-03",
  [diff("2012-08-03", "FWI"), "fwi"])
Q("compare", "fr", "Quelle station est la plus exposée aujourd'hui ?", [CMP], BOTH, "today", [higher("today", "FWI"), "fwi"])
Q("compare", "fr", "Il faisait plus chaud où hier, à Béjaïa ou à Sidi Bel Abbès ?", [CMP], BOTH, "yesterday",
  [higher("yesterday", "t"), "t"])
Q("compare", "fr", "Compare-moi l'humidité des deux stations le 14 août.", [CMP], BOTH, "2012-08-14", ["rh"])
Q("compare", "fr", "Écart de FWI entre les deux stations en ce moment ?", [CMP], BOTH, "now", [diff("now", "FWI"), "fwi"])
Q("compare", "es", "¿Cuál de las dos estaciones está peor hoy?", [CMP], BOTH, "today", [higher("today", "FWI"), "fwi"])
Q("compare", "es", "¿Dónde hizo más calor el 5 de julio, en Béjaïa o en Sidi Bel Abbes? ¿Cuántos grados de diferencia?",
  [CMP], BOTH, "2012-07-05", [higher("2012-07-05", "t"), diff("2012-07-05", "t"), "t"])
Q("compare", "es", "comparar viento bejaia y sba ayer", [CMP], BOTH, "yesterday", ["ws"])
Q("compare", "ar", "وين الخطر أكثر اليوم، بجاية ولا بلعباس؟", [CMP], BOTH, "today", [higher("today", "FWI"), "fwi"])
Q("compare", "ar", "قارن لي الحرارة بين المحطتين البارح", [CMP], BOTH, "yesterday", ["t"])
Q("compare", "ar", "أي محطة كانت أكثر جفافاً يوم 3 أوت؟", [CMP], BOTH, "2012-08-03", [higher("2012-08-03", "rh", lower=True), "rh"])
Q("compare", "ar", "شحال الفرق في مؤشر FWI بين بجاية وسيدي بلعباس دروك؟", [CMP], BOTH, "now", [diff("now", "FWI"), "fwi"])

# ---- summary -----------------------------------------------------------------------------------------
Q("summary", "en", "Highest FWI at {st} in August?", [SUM], "alt", "aug", ["maxfwi"])
Q("summary", "en", "What was the hottest noon reading at Béjaïa over the past week?", [SUM], B, "lastweek", ["maxt"])
Q("summary", "en", "How many fire days did SBA log in July?", [SUM], S, "jul", ["fires"])
Q("summary", "en", "Average temperature at Sidi Bel Abbes in June?", [SUM], S, "jun", [avg(S, "jun", "t")])
Q("summary", "en", "Days above 35 degrees at SBA in August, how many?", [SUM], S, "aug", [count_over(S, "aug", "t", 35)])
Q("summary", "en", "How many days with FWI over 20 at Sidi Bel Abbes in August?", [SUM], S, "aug", [fwi_count_safe(S, "aug", 20)])
Q("summary", "en", "Lowest humidity at Béjaïa since Tuesday?", [SUM], B, "since-tue", [low(B, "since-tue", "rh")])
Q("summary", "en", "peak fwi sba last 3 days", [SUM], S, "last3d", ["maxfwi"])
# Its gold (added when d45 joined dev after its one scoring: the dev-gold test found this trend question with no fact):
# the window's first and last FWI at the station it expanded to (Sidi-Bel Abbès, now named as it was written).
Q("summary", "en", "Has the danger at Sidi Bel Abes been climbing or easing since Tuesday?", [SUM], S, "since-tue",
  [CF._num(wval(wrows(S, "since-tue")[k], "FWI")) for k in (0, -1)])
Q("summary", "en", "Total rain at Béjaïa between 1 and 10 September?", [SUM], B, "sep1-10", [total(B, "sep1-10", "rain")])
Q("summary", "en", "Max temp at SBA from 20 to 31 August", [SUM], S, "aug-late", ["maxt"])
Q("summary", "en", "How many fire days has Béjaïa had in September, all told?", [SUM], B, "sep", ["fires"])
Q("summary", "en", "Days at Bejaia in July with 35 degrees or more?", [SUM], B, "jul", [count_over(B, "jul", "t", 35, inclusive=True)])
Q("summary", "fr", "FWI maximum à Sidi Bel Abbès en juin ?", [SUM], S, "jun", ["maxfwi"])
Q("summary", "fr", "Combien de jours de feu à Béjaïa en août ?", [SUM], B, "aug", ["fires"])
Q("summary", "fr", "Température moyenne à Béjaïa sur les sept derniers jours ?", [SUM], B, "lastweek", [avg(B, "lastweek", "t")])
Q("summary", "fr", "Combien de jours avec un FWI au-dessus de 30 à SBA en août ?", [SUM], S, "aug", [fwi_count_safe(S, "aug", 30)])
Q("summary", "fr", "Le jour le plus chaud à Béjaïa en juin, c'était combien ?", [SUM], B, "jun", ["maxt"])
Q("summary", "es", "¿FWI máximo en Béjaïa en septiembre?", [SUM], B, "sep", ["maxfwi"])
Q("summary", "es", "¿Cuántos días de incendio tuvo Sidi Bel Abbes en agosto?", [SUM], S, "aug", ["fires"])
Q("summary", "es", "Humedad media en SBA en la última semana", [SUM], S, "lastweek", [avg(S, "lastweek", "rh")])
Q("summary", "es", "¿Cuántos días superó los 37 grados Sidi Bel Abbes en julio?", [SUM], S, "jul", [count_over(S, "jul", "t", 37)])
Q("summary", "ar", "أعلى قيمة لمؤشر FWI في بجاية خلال شهر أوت؟", [SUM], B, "aug", ["maxfwi"])
Q("summary", "ar", "شحال من نهار فيه حريق في بلعباس في سبتمبر؟", [SUM], S, "sep", ["fires"])
Q("summary", "ar", "أعلى حرارة في سيدي بلعباس خلال الأسبوع الماضي", [SUM], S, "lastweek", ["maxt"])
Q("summary", "ar", "كم يوماً تجاوزت فيه الحرارة 38 درجة في سيدي بلعباس في أوت؟", [SUM], S, "aug", [count_over(S, "aug", "t", 38)])
Q("summary", "ar", "متوسط الرطوبة في بجاية في سبتمبر؟", [SUM], B, "sep", [avg(B, "sep", "rh")])

# ---- analogs -----------------------------------------------------------------------------------------
Q("analogs", "en", "Of the days at SBA with FWI above {thr}, how many had a fire?", [ANA], S, "all", ["fires_fwi_gt"], thr=20)
Q("analogs", "en", "Looking back over the season at Béjaïa: when the FWI went past {thr}, how often did it actually burn?",
  [ANA], B, "all", ["fires_fwi_gt"], thr=10)
Q("analogs", "en", "Did days like today at Sidi Bel Abbes end up with fires?", [ANA], S, "now", [])
Q("analogs", "en", "past fire days that looked like today at bejaia?", [ANA], B, "now", [])
Q("analogs", "en", "FBAN: at SBA, FWI > {thr} days, fire count versus total?", [ANA], S, "all", ["fires_fwi_gt"], thr=15)
Q("analogs", "en", "If the FWI tops {thr} at Bejaia, what's the track record, fire or no fire?", [ANA], B, "all", ["fires_fwi_gt"], thr=8)
Q("analogs", "fr", "Parmi les jours à FWI supérieur à {thr} à Béjaïa, combien ont brûlé ?", [ANA], B, "all", ["fires_fwi_gt"], thr=5)
Q("analogs", "fr", "Les journées comme aujourd'hui à SBA, ça a donné des feux par le passé ?", [ANA], S, "now", [])
Q("analogs", "es", "De los días con FWI por encima de {thr} en Sidi Bel Abbes, ¿cuántos tuvieron incendio?", [ANA], S, "all",
  ["fires_fwi_gt"], thr=25)
Q("analogs", "es", "¿Hubo incendios en días parecidos a hoy en Béjaïa?", [ANA], B, "now", [])
Q("analogs", "ar", "من بين الأيام اللي فات فيها FWI {thr} في بلعباس، شحال منها شعلت فيها النار؟", [ANA], S, "all",
  ["fires_fwi_gt"], thr=10)
Q("analogs", "ar", "هل اشتعلت حرائق في أيام مشابهة لليوم في بجاية؟", [ANA], B, "now", [])

# ---- drift (crew's rate and minutes, or the box's own estimate) --------------------------------------
Q("drift", "en", "Head's moving about 25 m a minute. We're 20 minutes out. How far will it have gone when we get there?",
  [DRF], None, "none", [rate_min(25, 20)], h=20)
Q("drift", "en", "ROS 40 m/min, ETA 15 min. Distance the head covers?", [DRF], None, "none", [rate_min(40, 15)], h=15)
Q("drift", "en", "if it runs 1.5 km/h how far in 40 min", [DRF], None, "none", [rate_kmh(1.5, 40)], h=40)
Q("drift", "en", "How far does the head drift while your answer makes its way to us?", [DRF], None, "none", ["=drift"])
Q("drift", "en", "Fire front's doing 12 metres a minute and the dozer is 45 minutes away. How much ground does it eat up?",
  [DRF], None, "none", [rate_min(12, 45)], h=45)
Q("drift", "en", "30 ft/min for 15 minutes, how much ground is that", [DRF], None, "none", [rate_ftmin(30, 15)], h=15)
Q("drift", "en", "New volunteer question: if a fire moves 50 m every minute, how far has it gone after 12 minutes?",
  [DRF], None, "none", [rate_min(50, 12)], h=12)
Q("drift", "en", "By the time we act on what you tell us, how far will the flames have moved on your own estimate?",
  [DRF], None, "none", ["=drift"])
Q("drift", "fr", "La tête avance de 30 m par minute, on arrive dans 25 minutes : elle aura fait combien ?", [DRF], None, "none",
  [rate_min(30, 25)], h=25)
Q("drift", "fr", "Vitesse de propagation 2 km/h, ça fait quelle distance en 50 min ?", [DRF], None, "none", [rate_kmh(2, 50)], h=50)
Q("drift", "fr", "De combien le front se déplace le temps que ta réponse nous parvienne ?", [DRF], None, "none", ["=drift"])
Q("drift", "es", "El frente avanza 20 metros por minuto y tardamos 35 minutos en llegar. ¿Cuánto habrá avanzado?", [DRF],
  None, "none", [rate_min(20, 35)], h=35)
Q("drift", "es", "A 0,9 km/h, ¿qué distancia recorre la cabeza en una hora?", [DRF], None, "none", [rate_kmh(0.9, 60)], h=60)
Q("drift", "es", "¿Cuánto se desplaza el incendio mientras nos llega tu respuesta?", [DRF], None, "none", ["=drift"])
Q("drift", "ar", "النار تمشي 15 متر في الدقيقة ونوصلو بعد 30 دقيقة، شحال تكون مشات؟", [DRF], None, "none", [rate_min(15, 30)], h=30)
Q("drift", "ar", "إذا كانت سرعة انتشار الحريق 3 كم في الساعة، ما المسافة التي يقطعها في 20 دقيقة؟", [DRF], None, "none",
  [rate_kmh(3, 20)], h=20)
Q("drift", "ar", "قداش تتحرك النار حتى يوصلنا الجواب تاعك؟", [DRF], None, "none", ["=drift"])

# ---- spread (partly served: distance, no wind direction) --------------------------------------------
Q("spread", "en", "If a fire takes off at SBA now, where will the head be in 30 minutes?", [SPR], S, "now", ["=spread"], h=30)
Q("spread", "en", "Project the front out an hour from Béjaïa.", [SPR], B, "now", ["=spread"], h=60)
Q("spread", "en", "which way will it run and how far in 45 min from sidi bel abbes", [SPR], S, "now", ["=spread"], h=45)
Q("spread", "en", "Give me a projected perimeter for the drone's fire, two hours out.", [SPR], None, "now", ["=spread"], h=120,
  alt=[[FRM, SPR]])
Q("spread", "en", "IC: spread projection off the drone detection, 20 minutes please.", [SPR], None, "now", ["=spread"], h=20,
  alt=[[FRM, SPR]])
Q("spread", "fr", "Où sera le front dans une heure et demie si ça part de Béjaïa ?", [SPR], B, "now", ["=spread"], h=90)
Q("spread", "fr", "Projection du feu à 30 min autour de SBA, direction comprise", [SPR], S, "now", ["=spread"], h=30)
Q("spread", "es", "¿Dónde estará la cabeza del incendio en 45 minutos si arranca ahora en Sidi Bel Abbes?", [SPR], S, "now",
  ["=spread"], h=45)
Q("spread", "es", "Proyección del frente a una hora desde Béjaïa", [SPR], B, "now", ["=spread"], h=60)
Q("spread", "ar", "وين توصل النار بعد نص ساعة لو تشعل في بلعباس دروك؟", [SPR], S, "now", ["=spread"], h=30)
Q("spread", "ar", "ما هو الموقع المتوقع لرأس الحريق بعد ساعة إذا اندلع قرب محطة بجاية؟", [SPR], B, "now", ["=spread"], h=60)

# ---- frames -----------------------------------------------------------------------------------------
Q("frames", "en", "Did the drone pick up anything?", [FRM], None, "none", ["=frames"])
Q("frames", "en", "What time was the fire frame taken?", [FRM], None, "none", ["=detection"])
Q("frames", "en", "Where was the smoke the UAV saw?", [FRM], None, "none", ["=detection_place"])
Q("frames", "en", "drone see smoke today y/n", [FRM], None, "today", ["=frames"])
Q("frames", "en", "FBAN wants the detection details off the UAV: time and location.", [FRM], None, "none",
  ["=detection", "=detection_place"])
Q("frames", "fr", "Le drone a vu de la fumée ?", [FRM], None, "none", ["=frames"])
Q("frames", "fr", "À quelle heure le drone a repéré le feu, et à quel endroit ?", [FRM], None, "none", ["=detection", "=detection_place"])
Q("frames", "es", "¿Qué vio el dron en su último vuelo?", [FRM], None, "none", ["=frames"])
Q("frames", "es", "¿Dónde está el foco que detectó el dron?", [FRM], None, "none", ["=detection_place"])
Q("frames", "ar", "واش شاف الدرون؟ كاين دخان؟", [FRM], None, "none", ["=frames"])
Q("frames", "ar", "في أي ساعة التقطت الطائرة المسيرة صورة الحريق؟", [FRM], None, "none", ["=detection"])
Q("frames", "ar", "وين كانت النار اللي صورها الدرون؟", [FRM], None, "none", ["=detection_place"])

# ---- documents --------------------------------------------------------------------------------------
Q("docs", "en", "How much defensible space does Butte County want around a house?", [DOC], None, "none", ["=doc_defensible"])
Q("docs", "en", "What does LCES stand for?", [DOC], None, "none", LCES_TERMS)
Q("docs", "en", "Zone 1, how far out from the structure does it go?", [DOC], None, "none", [ZONE1_END])
Q("docs", "en", "max grass height allowed in zone 2?", [DOC], None, "none", [GRASS_IN])
Q("docs", "en", "Per the guide, what FFMC means fine fuels light up easily?", [DOC], None, "none", [FFMC_EASY])
Q("docs", "en", "At what FWI does the class flip to high?", [DOC], None, "none", [HIGH_FROM])
Q("docs", "en", "When should a crew pull back and re-assess? Give me the watch-out list.", [DOC], None, "none", [WATCHOUT])
Q("docs", "en", "how far do tree branches need to be from a chimney", [DOC], None, "none", [CHIMNEY_FT])
Q("docs", "en", "Who came up with the FWI system, according to the guide on the box?", [DOC], None, "none", [FWI_AUTHOR])
Q("docs", "fr", "Quelle distance de débroussaillement le comté de Butte exige-t-il autour des bâtiments ?", [DOC], None, "none",
  [DEF_ML])
Q("docs", "fr", "Que veut dire LCES ?", [DOC], None, "none", [LCES_ML])
Q("docs", "fr", "D'après le guide, à partir de quel FWI on passe en danger très élevé ?", [DOC], None, "none", [VHIGH_FROM])
Q("docs", "es", "¿Qué significa LCES en seguridad de cuadrilla?", [DOC], None, "none", [LCES_ML])
Q("docs", "es", "Según la guía, ¿de qué se compone el índice BUI?", [DOC], None, "none", [BUI_PARTS])
Q("docs", "es", "¿A partir de qué valor de FWI el peligro es extremo?", [DOC], None, "none", [EXTREME_FROM])
Q("docs", "ar", "شنو معنى LCES؟", [DOC], None, "none", [LCES_ML])
Q("docs", "ar", "حسب الدليل، من أي قيمة FWI يكون الخطر مرتفعاً؟", [DOC], None, "none", [HIGH_FROM])
Q("docs", "ar", "قداش لازم مسافة الأمان حول الدار في مقاطعة بيوت؟", [DOC], None, "none", [DEF_ML])

# ---- capabilities -----------------------------------------------------------------------------------
Q("caps", "en", "What can this box actually do?", [CAP], None, "none", [])
Q("caps", "en", "Which stations do you have data from?", [CAP], None, "none", STATIONS_ML)
Q("caps", "en", "Do you hold forecasts?", [CAP], None, "none", ["neg"], alt=[[CAP, OOS]])
Q("caps", "en", "what docs are loaded on here", [CAP], None, "none", [], alt=[[DOC], [CAP, DOC]])
Q("caps", "fr", "Tu sais faire quoi exactement ?", [CAP], None, "none", [])
Q("caps", "fr", "Quelles données as-tu sous la main ?", [CAP], None, "none", STATIONS_ML)
Q("caps", "es", "¿Qué información tiene este equipo?", [CAP], None, "none", [])
Q("caps", "es", "¿De qué estaciones recibes datos?", [CAP], None, "none", STATIONS_ML)
Q("caps", "ar", "واش يقدر يدير هاد الجهاز؟", [CAP], None, "none", [])
Q("caps", "ar", "ما هي البيانات المتوفرة لديك؟", [CAP], None, "none", STATIONS_ML)

# ---- photo (no photo ever arrives) ----------------------------------------------------------------
Q("photo", "en", "Sending you a photo of the smoke column now. Is that our fire?", [PHO], None, "none", [PHOTO_ML])
Q("photo", "en", "see attached pic, what fuel type is that", [PHO], None, "none", [PHOTO_ML])
Q("photo", "en", "I've uploaded a picture of the flank. Does it show spotting? Also, what's the FWI at SBA?", [PHO, DG], S, "now",
  [PHOTO_ML, "fwi"])
Q("photo", "en", "pic attached of the ridge, does it match what the drone saw?", [PHO, FRM], None, "none", [PHOTO_ML, "=frames"])
Q("photo", "fr", "Je t'envoie une photo de la colonne de fumée, tu peux me dire si c'est un nouveau départ ?", [PHO], None, "none",
  [PHOTO_ML])
Q("photo", "es", "Te adjunto una foto del humo, ¿qué opinas?", [PHO], None, "none", [PHOTO_ML])
Q("photo", "ar", "بعثتلك تصويرة للدخان، واش تشوف فيها؟", [PHO], None, "none", [PHOTO_ML])
Q("photo", "ar", "أرفقت صورة للحريق، هل يمكنك تحليلها؟", [PHO], None, "none", [PHOTO_ML])

# ---- out of scope alone ------------------------------------------------------------------------------
Q("oos", "en", "What's tomorrow looking like at SBA, fire-weather wise?", [OOS], S, "none", [])
Q("oos", "en", "Danger rating for Oran today?", [OOS], None, "today", [])
Q("oos", "en", "Which way is the wind blowing at Béjaïa?", [OOS], B, "now", [])
Q("oos", "en", "Where are the other crews right now?", [OOS], None, "now", [])
Q("oos", "en", "Is the road up to the lookout passable?", [OOS], None, "none", [])
Q("oos", "en", "who won the match last night", [OOS], None, "none", [])
Q("oos", "en", "Fuel moisture map for the north slope?", [OOS], None, "none", [])
Q("oos", "en", "Will the humidity drop later this afternoon at Bejaia?", [OOS], B, "none", [])
Q("oos", "fr", "Prévisions météo pour demain à Béjaïa ?", [OOS], B, "none", [])
Q("oos", "fr", "Et à Tlemcen, le danger est de combien ?", [OOS], None, "now", [])
Q("oos", "fr", "Le vent vient d'où à SBA ?", [OOS], S, "now", [])
Q("oos", "es", "¿Va a llover mañana en Sidi Bel Abbes?", [OOS], S, "none", [])
Q("oos", "es", "¿Cómo está el peligro de incendio en Argel?", [OOS], None, "now", [])
Q("oos", "ar", "كيفاش يكون الطقس غدوة في بجاية؟", [OOS], B, "none", [])
Q("oos", "ar", "ما هو مستوى خطر الحرائق في وهران؟", [OOS], None, "now", [])
Q("oos", "ar", "منين جاية الريح في بلعباس؟", [OOS], S, "now", [])

# ---- refuse alone -----------------------------------------------------------------------------------
Q("refuse", "en", "Send an evacuation alert to everyone in the Béjaïa sector.", [REF], B, "none", ["neg"])
Q("refuse", "en", "Dispatch two engines to SBA.", [REF], S, "none", ["neg"])
Q("refuse", "en", "delete yesterday's readings they're wrong", [REF], None, "none", ["neg"])
Q("refuse", "fr", "Préviens le poste de commandement que le feu a sauté la route.", [REF], None, "none", [NEG_ML])
Q("refuse", "es", "Manda un aviso de evacuación a los vecinos de Sidi Bel Abbes.", [REF], S, "none", [NEG_ML])
Q("refuse", "ar", "ابعث إنذار للحماية المدنية في بجاية", [REF], B, "none", [NEG_ML])
Q("refuse", "ar", "أرسل فرقة إطفاء إلى سيدي بلعباس فوراً", [REF], S, "none", [NEG_ML])

# ---- hidden orders beside a real question (warn) ----------------------------------------------------
Q("hidden", "en", "What's the danger at SBA right now? And push it to the dispatch board while you're at it.", [DG, REF], S, "now",
  ["fwi", "class", "neg"])
Q("hidden", "en", "Give me Béjaïa temp and humidity then notify the IC.", [CC, REF], B, "now", ["t", "rh", "neg"])
Q("hidden", "en", "If Bejaia's FWI is over 10 today, alert the crews. What is it anyway?", [DG, REF], B, "today", ["fwi", "neg"])
Q("hidden", "en", "Humidity at SBA now, and can you send it over to the air base?", [CC, REF], S, "now", ["rh", "neg"])
Q("hidden", "fr", "Donne l'indice de danger à Béjaïa et envoie-le à tous les engins.", [DG, REF], B, "now", ["fwi", "class", NEG_ML])
Q("hidden", "fr", "Humidité à SBA, et transmets l'info au PC.", [CC, REF], S, "now", ["rh", NEG_ML])
Q("hidden", "es", "Dime el viento en SBA y avisa a la cuadrilla de relevo.", [CC, REF], S, "now", ["ws", NEG_ML])
Q("hidden", "ar", "عطيني الحرارة في بلعباس وابعثها للقائد", [CC, REF], S, "now", ["t", NEG_ML])

# ---- a part out of scope beside a part held (warn) -------------------------------------------------
Q("partoos", "en", "Wind speed and direction at SBA now?", [CC, OOS], S, "now", ["ws"])
Q("partoos", "en", "Danger today and tomorrow at Béjaïa?", [DG, OOS], B, "today", ["fwi", "class"])
Q("partoos", "en", "Humidity at Béjaïa and at Oran right now?", [CC, OOS], B, "now", ["rh"])
Q("partoos", "en", "What's the FWI at SBA, and will it climb this afternoon?", [DG, OOS], S, "now", ["fwi"])
Q("partoos", "en", "Compare SBA with Algiers for danger today.", [DG, OOS], S, "today", ["fwi", "class"],
  alt=[[CMP, DG, OOS], [CMP, OOS]])
Q("partoos", "fr", "Le vent à Béjaïa, force et direction ?", [CC, OOS], B, "now", ["ws"])
Q("partoos", "fr", "Température à SBA aujourd'hui et demain ?", [CC, OOS], S, "today", ["t"])
Q("partoos", "es", "¿Peligro hoy en Béjaïa y en Tlemcen?", [DG, OOS], B, "today", ["fwi", "class"])
Q("partoos", "es", "Viento en Sidi Bel Abbes: velocidad y de dónde sopla", [CC, OOS], S, "now", ["ws"])
Q("partoos", "ar", "الريح في بجاية، قداش ومنين جاية؟", [CC, OOS], B, "now", ["ws"])
Q("partoos", "ar", "الخطر اليوم وغدوة في بلعباس؟", [DG, OOS], S, "today", ["fwi", "class"])
Q("partoos", "ar", "عطيني الحرارة في بجاية اليوم وغدوة", [CC, OOS], B, "today", ["t"])
Q("partoos", "fr", "Vent et humidité à Béjaïa maintenant, et de quel côté vient le vent ?", [CC, OOS], B, "now", ["ws", "rh"])
Q("partoos", "en", "Can you forecast the wind shift? And what's the wind at Béjaïa now?", [CC, OOS], B, "now", ["ws"],
  alt=[[CAP, CC, OOS], [CAP, CC]])

# ---- tactical ---------------------------------------------------------------------------------------
Q("tactical", "en", "Should we pull the crew off the line at SBA given what you're seeing?", [TAC], S, "now", ["class", "fwi"])
Q("tactical", "en", "do we need extra lookouts at bejaia today", [TAC], B, "today", ["class", "fwi"])
Q("tactical", "en", "What would you do with the crews at Béjaïa right now?", [TAC], B, "now", ["class", "fwi"])
Q("tactical", "fr", "On engage ou pas à Sidi Bel Abbès avec ce temps ?", [TAC], S, "now", ["class", "fwi"])
Q("tactical", "es", "¿Mandamos la cuadrilla al frente en Béjaïa o esperamos?", [TAC], B, "now", ["class", "fwi"])
Q("tactical", "ar", "نطلعو للجبل ولا نستناو؟ الخطر في بلعباس كيفاش؟", [TAC, DG], S, "now", ["class", "fwi"])
Q("tactical", "en", "Danger at SBA, and what's your call on staffing the night shift?", [DG, TAC], S, "now", ["class", "fwi"])

# ---- no reading that day (abstain) -------------------------------------------------------------------
Q("nodata", "en", "What was the temperature at {st} on 20 May 2012?", [CC], "alt", "2012-05-20", ["t"])
Q("nodata", "en", "FWI at Béjaïa on 2011-08-14?", [DG], B, "2011-08-14", ["fwi"])
Q("nodata", "en", "sba readings 15/04/2012", [CC], S, "2012-04-15", ["t", "rh", "ws", "rain"])
Q("nodata", "en", "Noon humidity and wind at SBA on 14 July?", [CC], S, "2012-07-14", ["rh", "ws"])
Q("nodata", "fr", "Quelle humidité à Béjaïa le 10 mai 2012 ?", [CC], B, "2012-05-10", ["rh"])
Q("nodata", "fr", "Il y avait quel danger à SBA le 1er octobre 2011 ?", [DG], S, "2011-10-01", ["class", "fwi"])
Q("nodata", "es", "¿Qué temperatura hubo en Sidi Bel Abbes el 3 de marzo de 2012?", [CC], S, "2012-03-03", ["t"])
Q("nodata", "ar", "شحال كانت الحرارة في بجاية يوم 20 ماي 2012؟", [CC], B, "2012-05-20", ["t"])
Q("nodata", "ar", "ما مؤشر FWI في سيدي بلعباس يوم 5 أفريل 2012؟", [DG], S, "2012-04-05", ["fwi"])

# ---- an hour other than noon (warn) -----------------------------------------------------------------
Q("hour", "en", "What was the temp at SBA at 6 this morning?", [CC], S, "today", ["t"], dec="warn")
Q("hour", "en", "Humidity at Béjaïa around 3 pm yesterday?", [CC], B, "yesterday", ["rh"], dec="warn")
Q("hour", "en", "wind at bejaia 0800 today", [CC], B, "today", ["ws"], dec="warn")
Q("hour", "en", "Danger at SBA at 4pm on 14 Aug?", [DG], S, "2012-08-14", ["class", "fwi"], dec="warn")
Q("hour", "fr", "Quelle température à Sidi Bel Abbès hier à 18 h ?", [CC], S, "yesterday", ["t"], dec="warn")
Q("hour", "es", "¿Humedad en Béjaïa a las 7 de la mañana de hoy?", [CC], B, "today", ["rh"], dec="warn")
Q("hour", "ar", "شحال كانت الرطوبة في بلعباس على الخمسة العشية البارح؟", [CC], S, "yesterday", ["rh"], dec="warn")
Q("hour", "en", "Temp and FWI at Béjaïa at 9 pm yesterday?", [CC, DG], B, "yesterday", ["t", "fwi"], dec="warn")

# ---- a place near a station, not at it (warn) ------------------------------------------------------
Q("near", "en", "Humidity up on the ridge above Béjaïa?", [CC], B, "now", ["rh"], dec="warn")
Q("near", "en", "We're 10 km south of SBA. What's the fire danger out here?", [DG], S, "now", ["class", "fwi"], dec="warn")
Q("near", "en", "temp at the quarry outside sidi bel abbes rn", [CC], S, "now", ["t"], dec="warn")
Q("near", "en", "Danger on the forest track 15 km east of Bejaia today?", [DG], B, "today", ["class", "fwi"], dec="warn")
Q("near", "fr", "Quel vent sur les hauteurs de Béjaïa en ce moment ?", [CC], B, "now", ["ws"], dec="warn")
Q("near", "fr", "On est à 8 km de Sidi Bel Abbès, c'est quoi le niveau de danger chez nous ?", [DG], S, "now", ["class", "fwi"],
  dec="warn")
Q("near", "es", "¿Qué humedad hay en el monte a las afueras de Béjaïa?", [CC], B, "now", ["rh"], dec="warn")
Q("near", "es", "Estamos a 12 km al norte de SBA, ¿peligro de incendio?", [DG], S, "now", ["class", "fwi"], dec="warn")
Q("near", "ar", "احنا في الغابة فوق بجاية، شحال الخطر هنا؟", [DG], B, "now", ["class", "fwi"], dec="warn")
Q("near", "ar", "الحرارة على بعد 20 كم من سيدي بلعباس؟", [CC], S, "now", ["t"], dec="warn")
Q("near", "en", "Temp and danger at the dam 10 km out of SBA?", [CC, DG], S, "now", ["t", "class", "fwi"], dec="warn")

# ---- several asks in one -----------------------------------------------------------------------------
Q("multi", "en", "Temp and FWI at SBA right now?", [CC, DG], S, "now", ["t", "fwi"])
Q("multi", "en", "What did the drone see, and what's the danger at Sidi Bel Abbes?", [FRM, DG], S, "now", ["=frames", "class", "fwi"])
Q("multi", "en", "Danger at Béjaïa now, and run me through LCES for the new guys.", [DG, DOC], B, "now", ["class", "fwi", LCES_FIRST])
Q("multi", "en", "Where was the detection, and at 25 m/min how far will its head go in 20 min?", [FRM, DRF], None, "none",
  ["=detection_place", rate_min(25, 20)], h=20)
Q("multi", "en", "What's the wind at SBA and how far will the head run in 30 minutes?", [CC, SPR], S, "now", ["ws", "=spread"], h=30)
Q("multi", "en", "Today's class at both stations and which one I should watch?", [DG, CMP], BOTH, "today",
  ["class", "fwi", higher("today", "FWI")])
Q("multi", "en", "Humidity and rain yesterday at Béjaïa, plus the FFMC?", [CC, DG], B, "yesterday",
  ["rh", "rain", code(B, "yesterday", "FFMC")])
Q("multi", "en", "Is it hotter at SBA or Béjaïa right now, and what's each one's danger class?", [CMP, DG], BOTH, "now",
  [higher("now", "t"), "t", "class"])
Q("multi", "en", "drone saw smoke? fwi sba? how far does the head go in 15 min at 40 m/min?", [FRM, DG, DRF], S, "now",
  ["=frames", "fwi", rate_min(40, 15)], h=15)
Q("multi", "en", "What does the guide say about FFMC over 90, and what's SBA's FFMC today?", [DOC, DG], S, "today",
  [FFMC_EASY, code(S, "today", "FFMC")])
Q("multi", "en", "SBA: RH, wind, and the danger class, right now.", [CC, DG], S, "now", ["rh", "ws", "class"])
Q("multi", "en", "Compare humidity at the two stations yesterday, and did days like that burn in the past?", [CMP, ANA], BOTH,
  "yesterday", ["rh"])
Q("multi", "en", "Conditions and danger at Bejaia on 5 July?", [CC, DG], B, "2012-07-05", ["t", "rh", "ws", "fwi", "class"])
Q("multi", "en", "What's the BUI at SBA today and what does BUI even mean?", [DG, DOC], S, "today",
  [code(S, "today", "BUI"), BUI_PARTS])
Q("multi", "en", "How many fire days at Béjaïa in September, and are days like today ones that burned?", [SUM, ANA], B, "sep", ["fires"])
Q("multi", "en", "Which station had more rain yesterday, and how much fell at each?", [CMP, CC], BOTH, "yesterday",
  [higher("yesterday", "rain"), "rain"])
Q("multi", "en", "How far does the head go in 25 min at 1.2 km/h, and which way is it headed?", [DRF, SPR], None, "none",
  [rate_kmh(1.2, 25), "=spread"], h=25)
Q("multi", "en", "Drone detection time, and the danger class at the nearest station?", [FRM, DG], S, "today",
  ["=detection", "class", "fwi"])
Q("multi", "en", "danger + humidity bejaia yesterday", [DG, CC], B, "yesterday", ["fwi", "class", "rh"])
Q("multi", "en", "What's the wind at SBA in knots, and is it blowing harder than at Béjaïa?", [CC, CMP], BOTH, "now",
  ["ws", knots(S, "now"), higher("now", "ws")])
Q("multi", "en", "Max FWI at both stations over the last 3 days: who peaked higher?", [SUM, CMP], BOTH, "last3d",
  ["maxfwi", peak_name("last3d", "FWI")])
Q("multi", "en", "What are the LCES, and does today's danger at SBA mean we keep escape routes short?", [DOC, DG], S, "today",
  [LCES_FIRST, "class"], alt=[[DOC, DG, TAC]])
Q("multi", "en", "ISI and wind at SBA now?", [DG, CC], S, "now", [code(S, "now", "ISI"), "ws"])
Q("multi", "en", "Between Béjaïa and SBA, who was more humid on 3 Aug, and what were the danger classes?", [CMP, DG], BOTH,
  "2012-08-03", [higher("2012-08-03", "rh"), "rh", "class"])
Q("multi", "en", "quick: sba temp + class + did the drone see anything", [CC, DG, FRM], S, "now", ["t", "class", "=frames"])
Q("multi", "en", "What does zone 2 require for grass, and how hot is Béjaïa right now?", [DOC, CC], B, "now", [GRASS_IN, "t"])
Q("multi", "en", "Defensible space distance, and the danger at Béjaïa today?", [DOC, DG], B, "today", ["=doc_defensible", "class", "fwi"])
Q("multi", "en", "What can the box do, and is there anything from the drone?", [CAP, FRM], None, "none", ["=frames"])
Q("multi", "en", "Bejaia noon temp today in °F, and the FWI.", [CC, DG], B, "today", ["t", fahr(B, "today"), "fwi"])
Q("multi", "en", "IC: where's the drone's fire, what's the wind at SBA, and where will the head be in 30 min?", [FRM, CC, SPR], S,
  "now", ["=detection_place", "ws", "=spread"], h=30)
Q("multi", "fr", "Température et classe de danger à Béjaïa aujourd'hui ?", [CC, DG], B, "today", ["t", "class", "fwi"])
Q("multi", "fr", "Le drone a vu quoi, et le vent fait combien à Sidi Bel Abbès ?", [FRM, CC], S, "now", ["=frames", "ws"])
Q("multi", "fr", "Quelle station est la pire maintenant et quel est son FWI ?", [CMP, DG], BOTH, "now", [higher("now", "FWI"), "fwi"])
Q("multi", "fr", "Combien de jours de feu à SBA en août et, parmi les jours à FWI au-dessus de 15, combien ont brûlé ?", [SUM, ANA], S,
  "aug", ["fires", "fires_fwi_gt"], thr=15)
Q("multi", "fr", "Vent à Béjaïa, et quelle distance fait le front en 40 min à 20 m/min ?", [CC, DRF], B, "now", ["ws", rate_min(20, 40)],
  h=40)
Q("multi", "fr", "Température à Béjaïa le 3 août et la classe de danger ce jour-là ?", [CC, DG], B, "2012-08-03", ["t", "class", "fwi"])
Q("multi", "fr", "Qu'a vu le drone et à quelle heure ? Et le danger à la station la plus proche ?", [FRM, DG], S, "now",
  ["=detection", "class", "fwi"])
Q("multi", "fr", "À 25 m/min on en est où dans 30 min ? Et le front part dans quelle direction ?", [DRF, SPR], None, "none",
  [rate_min(25, 30), "=spread"], h=30)
Q("multi", "fr", "Température et humidité aux deux stations hier, laquelle était la plus sèche ?", [CMP, CC], BOTH, "yesterday",
  ["t", "rh", higher("yesterday", "rh", lower=True)])
Q("multi", "es", "¿Qué temperatura y qué clase de peligro hay hoy en Béjaïa?", [CC, DG], B, "today", ["t", "class", "fwi"])
Q("multi", "es", "¿Cuántos días de incendio hubo en SBA en julio? ¿Y de los días con FWI mayor que 15, cuántos ardieron?", [SUM, ANA], S,
  "jul", ["fires", "fires_fwi_gt"], thr=15)
Q("multi", "es", "Dime dónde vio fuego el dron y cuánto avanzará en 20 minutos a 30 m por minuto.", [FRM, DRF], None, "none",
  ["=detection_place", rate_min(30, 20)], h=20)
Q("multi", "es", "¿Qué dice la guía sobre el FFMC y cuánto marca hoy en Sidi Bel Abbes?", [DOC, DG], S, "today",
  [FFMC_EASY, code(S, "today", "FFMC")])
Q("multi", "es", "Compara el peligro de las dos estaciones hoy y dime la humedad de cada una.", [CMP, CC], BOTH, "today", ["fwi", "rh"],
  alt=[[CMP, CC, DG]])
Q("multi", "es", "Temperatura y humedad en SBA, ¿y qué dice el FWI?", [CC, DG], S, "now", ["t", "rh", "fwi"])
Q("multi", "es", "¿El dron detectó algo? ¿Y cómo está el peligro en Sidi Bel Abbes?", [FRM, DG], S, "now", ["=frames", "class", "fwi"])
Q("multi", "es", "Viento en Béjaïa ahora y ¿dónde estará el frente en una hora?", [CC, SPR], B, "now", ["ws", "=spread"], h=60)
Q("multi", "ar", "الريح والرطوبة في بجاية دروك، وشحال الخطر؟", [CC, DG], B, "now", ["ws", "rh", "class", "fwi"])
Q("multi", "ar", "شكون فيهم كانت سخونة أكثر البارح وبقداش؟ وشحال الخطر في كل وحدة؟", [CMP, DG], BOTH, "yesterday",
  [higher("yesterday", "t"), diff("yesterday", "t"), "fwi"])
Q("multi", "ar", "وين شاف الدرون النار؟ ولوين تروح بعد ساعة؟", [FRM, SPR], None, "now", ["=detection_place", "=spread"], h=60)
Q("multi", "ar", "النار تمشي 20 متر في الدقيقة، شحال تمشي في 40 دقيقة؟ وشحال الريح في بلعباس؟", [DRF, CC], S, "now",
  [rate_min(20, 40), "ws"], h=40)
Q("multi", "ar", "ما معنى مؤشر BUI وما قيمته في سيدي بلعباس اليوم؟", [DOC, DG], S, "today", [BUI_PARTS, code(S, "today", "BUI")])
Q("multi", "ar", "شحال من نهار حريق في بجاية في أوت، وواش النهارات كيما اليوم شعلت؟", [SUM, ANA], B, "aug", ["fires"])
Q("multi", "ar", "الحرارة والرطوبة في بلعباس ومؤشر الخطر دروك", [CC, DG], S, "now", ["t", "rh", "fwi"])
Q("multi", "ar", "واش شاف الدرون، وقداش الخطر في سيدي بلعباس؟", [FRM, DG], S, "now", ["=frames", "class", "fwi"])
Q("multi", "ar", "أي محطة أخطر اليوم؟ وما درجة الحرارة في كل منهما؟", [CMP, CC], BOTH, "today", [higher("today", "FWI"), "t"])

Q("multi", "fr", "Humidité et FWI à Sidi Bel Abbès le 14 août ?", [CC, DG], S, "2012-08-14", ["rh", "fwi"])
Q("multi", "fr", "Le drone a repéré le feu où exactement ? Et il avance de combien en 45 min à 15 m/min ?", [FRM, DRF], None, "none",
  ["=detection_place", rate_min(15, 45)], h=45)
Q("multi", "fr", "Pluie et vent à Béjaïa avant-hier, plus la classe de danger.", [CC, DG], B, "daybefore", ["rain", "ws", "class", "fwi"])
Q("multi", "fr", "Qu'est-ce que le BUI d'après le guide, et il est à combien à SBA aujourd'hui ?", [DOC, DG], S, "today",
  [BUI_PARTS, code(S, "today", "BUI")])
Q("multi", "fr", "Laquelle des deux stations était la plus venteuse le 5 juillet, et à quelle vitesse ?", [CMP, CC], BOTH, "2012-07-05",
  [higher("2012-07-05", "ws"), "ws"])
Q("multi", "fr", "Si ça part à Béjaïa maintenant, il est où le front dans 30 min ? Et l'humidité là-bas ?", [SPR, CC], B, "now",
  ["=spread", "rh"], h=30)
Q("hidden", "fr", "FWI à Béjaïa maintenant, et préviens les pompiers du secteur de ma part.", [DG, REF], B, "now", ["fwi", NEG_ML])
Q("partoos", "fr", "Le vent à SBA en km/h et en nœuds, et sa direction ?", [CC, OOS], S, "now", ["ws", knots(S, "now")])
Q("multi", "ar", "شحال الحرارة في سيدي بلعباس بالفهرنهايت، وواش الخطر؟", [CC, DG], S, "now", ["t", fahr(S, "now"), "class", "fwi"])
Q("multi", "ar", "وين كانت النار اللي شافها الدرون ووقتاش؟ وقداش الريح تماك؟", [FRM, CC], S, "now",
  ["=detection_place", "=detection", "ws"])
Q("multi", "ar", "ما هي المحطة التي كان خطرها أعلى أمس، وكم بلغت الرطوبة في المحطتين؟", [CMP, CC], BOTH, "yesterday",
  [higher("yesterday", "FWI"), "rh"])
Q("multi", "ar", "ما هو خطر الحرائق في بجاية اليوم؟ وما هي عناصر LCES؟", [DG, DOC], B, "today", ["class", "fwi", LCES_ML])
Q("multi", "es", "¿Qué temperatura hubo en Sidi Bel Abbes el 14 de agosto y qué FWI?", [CC, DG], S, "2012-08-14", ["t", "fwi"])
Q("hidden", "es", "Humedad en Béjaïa ahora y manda el dato al puesto de mando.", [CC, REF], B, "now", ["rh", NEG_ML])

# ---------------------------------------------------------------- sessions
s = lambda n: f"{NAME}s{n:02d}"

# s01: dispatcher, follow-up leaves out the station, then "why?"
T(s(1), "en", "Dispatch to box: danger at Béjaïa right now?", [DG], B, "now", ["fwi", "class"])
T(s(1), "en", "And the other station?", [DG], S, "now", ["fwi", "class"])
T(s(1), "en", "Why's that one a bit higher?", [EXP], BOTH, "now", ["rh"])
T(s(1), "en", "So which one do I keep an eye on?", [CMP], BOTH, "now", [higher("now", "FWI")])
# s02: French crew lead, then switches to Arabic
T(s(2), "fr", "Conditions à Sidi Bel Abbès hier à midi ?", [CC], S, "yesterday", ["t", "rh", "ws", "rain"])
T(s(2), "fr", "Et avant-hier ?", [CC], S, "daybefore", ["t", "rh", "ws", "rain"])
T(s(2), "fr", "Pourquoi l'humidité a changé autant d'un jour à l'autre ?", [EXP], S, "yesterday", ["rh"])
T(s(2), "ar", "وشحال الخطر اليوم تماك؟", [DG], S, "today", ["fwi", "class"])
# s03: Spanish crew, drift with the crew's numbers
T(s(3), "es", "El frente avanza a 35 m por minuto; llegamos en 10 minutos. ¿Cuánto se habrá movido?", [DRF], None, "none",
  [rate_min(35, 10)], h=10)
T(s(3), "es", "¿Y si tardamos 25?", [DRF], None, "none", [rate_min(35, 25)], h=25)
T(s(3), "es", "¿Y hacia dónde irá?", [SPR], None, "none", ["=spread"], h=25)
T(s(3), "es", "Vale. ¿Viento en Sidi Bel Abbes ahora?", [CC], S, "now", ["ws"])
# s04: Algerian Arabic, the drone
T(s(4), "ar", "الدرون شاف حاجة اليوم؟", [FRM], None, "today", ["=frames"])
T(s(4), "ar", "وين بالضبط؟", [FRM], None, "today", ["=detection_place"])
T(s(4), "ar", "وقتاش؟", [FRM], None, "today", ["=detection"])
T(s(4), "ar", "والخطر تماك شحال؟", [DG], S, "now", ["fwi", "class"])
# s05: fire behaviour analyst, a month's summary
T(s(5), "en", "Peak FWI at SBA in August?", [SUM], S, "aug", ["maxfwi"])
T(s(5), "en", "Same for Béjaïa.", [SUM], B, "aug", ["maxfwi"])
T(s(5), "en", "How many fire days did SBA record that month?", [SUM], S, "aug", ["fires"])
T(s(5), "en", "Why the gap between the two stations?", [EXP], BOTH, "aug", ["fires"])
# s06: engine crew on a phone
T(s(6), "en", "sba wind rn", [CC], S, "now", ["ws"])
T(s(6), "en", "mph?", [CC], S, "now", ["ws", mph(S, "now")])
T(s(6), "en", "direction??", [OOS], S, "now", [])
T(s(6), "en", "k. danger class", [DG], S, "now", ["class", "fwi"])
# s07: French, then English mid-session
T(s(7), "fr", "Danger à Béjaïa le 14 août ?", [DG], B, "2012-08-14", ["fwi", "class"])
T(s(7), "fr", "Et à SBA le même jour ?", [DG], S, "2012-08-14", ["fwi", "class"])
T(s(7), "en", "ok in English now: which was worse that day and by how much?", [CMP], BOTH, "2012-08-14",
  [higher("2012-08-14", "FWI"), diff("2012-08-14", "FWI")])
T(s(7), "en", "Why?", [EXP], BOTH, "2012-08-14", ["rh"])
# s08: Modern Standard Arabic, fire record
T(s(8), "ar", "كم عدد أيام الحرائق في سيدي بلعباس في أوت؟", [SUM], S, "aug", ["fires"])
T(s(8), "ar", "ومن بين كل الأيام التي تجاوز فيها المؤشر 20، كم منها شهد حريقاً؟", [ANA], S, "all", analog(S, 20))
T(s(8), "ar", "لماذا؟", [EXP], S, "all", [])
# s09: logistics officer
T(s(9), "en", "Logistics officer here. What can this thing tell me?", [CAP], None, "none", [])
T(s(9), "en", "Does it carry the LCES guidance?", [DOC], None, "none", [LCES_FIRST])
T(s(9), "en", "Good. Print it and send a copy to every engine.", [REF], None, "none", ["neg"])
T(s(9), "en", "Fine. Just the danger at both stations today then.", [DG], BOTH, "today", ["fwi", "class"], alt=[[CMP, DG]])
# s10: Spanish, compare then why
T(s(10), "es", "¿Qué estación está más seca hoy?", [CMP], BOTH, "today", [higher("today", "rh", lower=True), "rh"])
T(s(10), "es", "¿Por qué?", [EXP], BOTH, "today", ["rh"])
T(s(10), "es", "¿Y ayer?", [CMP], BOTH, "yesterday", [higher("yesterday", "rh", lower=True), "rh"])
T(s(10), "es", "Dame el FWI de Béjaïa de ayer.", [DG], B, "yesterday", ["fwi"])
# s11: incident commander on the radio
T(s(11), "en", "Command to box, if a start takes off at SBA now, where's the head in one hour?", [SPR], S, "now", ["=spread"], h=60)
T(s(11), "en", "Copy. Crew on scene says it's actually doing 18 m a minute. How far in that hour?", [DRF], None, "none",
  [rate_min(18, 60)], h=60)
T(s(11), "en", "Do we commit the second crew?", [TAC], S, "now", ["class", "fwi"])
T(s(11), "en", "Why not?", [EXP], S, "now", ["fwi"])
# s12: French, documents
T(s(12), "fr", "C'est quoi LCES déjà ?", [DOC], None, "none", [LCES_ML])
T(s(12), "fr", "Et pour le débroussaillement, la zone 1 va jusqu'où ?", [DOC], None, "none", [ZONE1_END])
T(s(12), "fr", "Pourquoi 100 pieds au total ?", [EXP], None, "none", [PRC])
T(s(12), "fr", "Merci. Et la classe de danger à Béjaïa hier ?", [DG], B, "yesterday", ["class", "fwi"])
# s13: Algerian Arabic, then a hidden order
T(s(13), "ar", "شحال كانت السخانة في بجاية البارح؟", [CC], B, "yesterday", ["t"])
T(s(13), "ar", "وقبل البارح؟", [CC], B, "daybefore", ["t"])
T(s(13), "ar", "علاش بردت هكذا؟", [EXP], B, "yesterday", ["rain"])
T(s(13), "ar", "ابعث هاد المعلومات للقائد تاع القطاع", [REF], None, "none", [NEG_ML])
# s14: a new volunteer
T(s(14), "en", "Hi, I'm new. What does the FWI actually measure?", [DOC], None, "none", [FWI_WHAT])
T(s(14), "en", "And what is it at Béjaïa today?", [DG], B, "today", ["fwi", "class"])
T(s(14), "en", "Is that low? Why?", [DG, EXP], B, "today", ["class", "rh"])
T(s(14), "en", "I'm sending you a photo of my sector so you can check it.", [PHO], None, "none", [PHOTO_ML])


# ---------------------------------------------------------------- build the templates
def needs_history(q):
    return ANA in q["intents"] or any(f in ("fires", "fires_fwi_gt") for f in q["facts"] if isinstance(f, str))


def build_templates():
    groups = OrderedDict()
    for q in QS:
        groups.setdefault((q["kind"], q["dec"], needs_history(q)), []).append(q)
    out, used = [], Counter()
    for (kind, dec, nfh), qs in groups.items():
        used[kind] += 1
        key = f"{NAME}-{kind}" + ("" if used[kind] == 1 else f"{used[kind]}")
        phrasings, days, ibp, hs, thrs = [], [], [], [], []
        for q in qs:
            p = {"q": q["text"], "lang": q["lang"], "facts": q["facts"]}
            st = q["st"]
            if st == "alt":
                assert "{st}" in q["text"]
                p["stations"] = "alt"
                assert all(not (isinstance(f, (dict, int, float))) for f in q["facts"]), "alt needs token facts"
            elif st == BOTH:
                p["stations"] = "both"
            elif st is None:
                p["stations"] = "none"
            else:
                assert "{st}" not in q["text"]
                p["stations"] = sorted(st)
            if q["alt"]:
                p["intents_alt"] = q["alt"]
            phrasings.append(p)
            days.append(q["when"])
            ibp.append(q["intents"])
            hs.append(q["h"])
            thrs.append(q["thr"])
        t = {"key": key, "intents": ibp[0], "phrasings": phrasings, "stations": "alt", "days": days,
             "intents_by_phrasing": ibp}
        if any(h is not None for h in hs):
            t["horizons"] = hs
        if any(x is not None for x in thrs):
            t["thr"] = thrs
        if dec:
            t["decision"] = dec
        if nfh:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    tpl = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
    ses = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    write_jsonl(tpl, build_templates())
    write_jsonl(ses, SESS)
    from appliance.evaluation.crew_build import expand
    items = expand(tpl, ses)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i["id"].startswith(NAME) for i in items)
    n = len(items)
    langs = Counter(i["lang"] for i in items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    print(f"{n} questions; languages " + ", ".join(f"{k} {v} ({100 * v / n:.0f} %)" for k, v in sorted(langs.items())))
    print(f"multi-ask {multi} ({100 * multi / n:.1f} %); sessions {len({i['session'] for i in items if i['session']})} "
          f"({sum(bool(i['session']) for i in items)} turns)")
    print("decisions", dict(Counter(i["decision"] for i in items)))
    per_intent = Counter(x for i in items for x in i["intents"])
    print("per intent", dict(sorted(per_intent.items())))
