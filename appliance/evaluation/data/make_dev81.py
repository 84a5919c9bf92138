"""Batch d81 (dev): blind crew questions for the wildfire appliance, with gold computed by code.

Run:  python -m appliance.evaluation.data.make_dev81
Writes crew_templates_dev81.jsonl and crew_sessions_dev81.jsonl next to this file.

Every gold number comes from the CSV (crew_facts.table / day_fact / window_facts and unit conversions of
the real reading), from the crew's own numbers written into the question (rate x minutes), or from the
shipped documents by regex. No gold number is typed by hand.
"""
import json
import re
import sys
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d81"
TAB = CF.table()
B, S = "bejaia", "sidi-bel-abbes"
TODAY = CD.TODAY.isoformat()
DOCS = EDGE_DATA_DIR / "documents"


# ----------------------------------------------------------------------------------------- helpers
def days_of(key):
    return CD.resolve(key, "en", 0)["days"]


def one_day(key):
    d = days_of(key)
    assert len(d) == 1, key
    return d[0]


def rec(st, key):
    return TAB[(st, one_day(key))]


def val(st, key, field):
    """A day's figure as the gold writes it: day tokens through crew_facts.day_fact, codes from the CSV."""
    if field in CF.DAY_TOKENS:
        return CF.day_fact(field, st, one_day(key))
    return CF._num(rec(st, key).codes[field])


def rows(st, key):
    return [TAB[(st, d)] for d in days_of(key) if (st, d) in TAB]


def field_of(r, field):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(field) \
        if field in ("t", "rh", "ws", "rain") else r.codes[field]


def wmax(st, key, field):
    return CF._num(max(field_of(r, field) for r in rows(st, key)))


def wmin(st, key, field):
    return CF._num(min(field_of(r, field) for r in rows(st, key)))


def count_above(st, key, field, thr):
    return sum(1 for r in rows(st, key) if field_of(r, field) > thr)


def dec_forms(v, nd=1):
    s = f"{v:.{nd}f}"
    return [s, s.replace(".", ",")]


def avg_fact(st, key, field):
    xs = [field_of(r, field) for r in rows(st, key)]
    a = sum(xs) / len(xs)
    return {"any": dec_forms(a, 1)}


def conv_fact(v, units):
    forms = dec_forms(v, 1)
    r = round(v)
    forms += [f"{r} {u}" for u in units] + [f"{r}{u}" for u in units]
    if abs(v - r) < 0.05:
        forms.append(str(r))
    return {"any": list(OrderedDict.fromkeys(forms))}


MPH = ["mph"]
KN = ["kn", "knots", "kt", "noeuds", "nœuds", "nudos", "عقدة"]
MS = ["m/s"]
FDEG = ["°F", "F", "degrees F", "Fahrenheit"]
INCH = ["in", "inch", "inches"]


def mph(st, key):
    return conv_fact(rec(st, key).wind_kmh / 1.609344, MPH)


def knots(st, key):
    return conv_fact(rec(st, key).wind_kmh / 1.852, KN)


def mps(st, key):
    return conv_fact(rec(st, key).wind_kmh / 3.6, MS)


def fahr_c(c):
    return conv_fact(c * 9 / 5 + 32, FDEG)


def fahr(st, key):
    return fahr_c(rec(st, key).temperature_c)


def inches(st, key):
    v = rec(st, key).rain_mm / 25.4
    return {"any": [f"{v:.2f}", f"{v:.2f}".replace(".", ","), f"{v:.3f}"]}


def diff(st_a, st_b, key, field):
    a, b = field_of(rec(st_a, key), field), field_of(rec(st_b, key), field)
    return CF._num(round(abs(a - b), 1))


def worse(key):
    """The station with the higher FWI on a day."""
    return max((B, S), key=lambda s: rec(s, key).codes["FWI"])


def windier(key):
    return max((B, S), key=lambda s: rec(s, key).wind_kmh)


def fires(st, key):
    return CF.window_facts("fires", st, days_of(key))[0]


def analog(st, thr):
    return CF.window_facts("fires_fwi_gt", st, [TODAY], thr)


# --- the crew's own rates -> distance
FT = 0.3048
MILE = 1609.344
CHAIN = 20.1168


def dist_fact(m, extra=()):
    r = round(m)
    out = [str(r)]
    if r >= 1000:
        out += [f"{r:,}", f"{r:,}".replace(",", " ")]
    r10 = int(round(m, -1))
    if r10 != r:
        out.append(str(r10))
    km = m / 1000
    out += dec_forms(km, 2)
    if abs(round(km, 1) - km) < 1e-9:
        out += [f"{km:.1f} km", f"{km:.1f} km".replace(".", ",")]
    if abs(km - round(km)) < 1e-9 and round(km) >= 1:
        out.append(f"{round(km)} km")
    out += list(extra)
    return {"any": list(OrderedDict.fromkeys(out))}


def drift_m_per_min(rate, minutes):
    return dist_fact(rate * minutes)


def drift_kmh(rate, minutes):
    return dist_fact(rate * 1000 * minutes / 60)


def drift_ft_min(rate, minutes):
    ft = rate * minutes
    return dist_fact(ft * FT, extra=[f"{ft} ft", f"{ft:,} ft", f"{ft} feet", f"{ft:,} feet"])


def drift_mph(rate, minutes):
    return dist_fact(rate * MILE * minutes / 60)


def drift_ms(rate, minutes):
    return dist_fact(rate * 60 * minutes)


def drift_chains_h(rate, hours):
    ch = rate * hours
    return dist_fact(ch * CHAIN, extra=[f"{ch:g} chains"])


def comma(x):
    return f"{x:g}".replace(".", ",")


# --- the shipped documents, parsed
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def grab(pattern, text, group=1):
    m = re.search(pattern, " ".join(text.split()))
    assert m, pattern
    return m.group(group)


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


def inch_forms(n):
    return {"any": [f"{n} inches", f"{n} inch", f"{n} in", f"{n}-inch", f"{n} pouces", f"{n} pulgadas", f"{n} بوصات"]}


ZONE0 = feet(grab(r"Zone 0 is the first (\d+) feet", DEF))
ZONE1_LO, ZONE1_HI = grab(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 1), grab(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 2)
ZONE1 = feet(ZONE1_HI)
GRASS = inch_forms(grab(r"maximum height of (\d+) inches", DEF))
BRANCH = feet(grab(r"branches (\d+) feet from chimneys", DEF))
LCES_PARTS = [re.sub(r"s$", "", p.strip().lower()) for p in
              re.split(r",|\band\b", grab(r"engages a fire: (.+?)\.", LCES))]
LCES_FACTS = [{"any": [p]} for p in LCES_PARTS if p]
assert len(LCES_FACTS) == 4, LCES_PARTS
SLOWEST = {"any": [grab(r"at the (\w+) member", LCES)]}
SHELTER = {"any": [grab(r"without a fire (\w+)", LCES)]}
EARLY = {"any": [grab(r"lookouts are posted (\w+)", LCES)]}
DOWNHILL = {"any": [grab(r"builds line (\w+)", LCES)]}
SPOT = {"any": [grab(r"when (spot fire)s appear", LCES)]}
FFMC_IGN = {"any": [grab(r"above about (\d+) fine fuels ignite", FWIG)]}
FFMC_WHAT = {"any": [grab(r"moisture of (litter) and fine", FWIG), grab(r"moisture of litter and (fine fuel)s", FWIG)]}
ISI_PARTS = [{"any": [grab(r"ISI\) combines (\w+) with (\w+)", FWIG, 1)]}, {"any": [grab(r"ISI\) combines (\w+) with (\w+)", FWIG, 2)]}]
DC_WHAT = {"any": [grab(r"follow (deeper) and slower-drying", FWIG), grab(r"follow deeper and (slower)-drying", FWIG)]}
BUI_PARTS = [{"any": [grab(r"BUI\) combines (\w+) and (\w+)", FWIG, 1)]}, {"any": [grab(r"BUI\) combines (\w+) and (\w+)", FWIG, 2)]}]
CLASS_FROM = {name: x for x, name in re.findall(r"from ([\d.]+) (very high|high|moderate|low|extreme)", " ".join(FWIG.split()))}


def thr_fact(name):
    x = CLASS_FROM[name]
    return {"any": list(OrderedDict.fromkeys([x, x.replace(".", ","), f"{float(x):g}"]))}


PHOTO = {"any": ["photo", "image", "picture", "attach"]}
STNAMES = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
DOCNAMES = [{"any": ["defensible"]}, {"any": ["lces", "crew safety"]}, {"any": ["fire weather index"]}]

# ----------------------------------------------------------------------------------------- questions
QS = []   # template phrasings
ST = {"B": [B], "S": [S], "BS": "both", None: "none"}


def Q(kind, lang, text, intents, st, day, facts=(), thr=None, h=None, alt=None):
    QS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "st": st, "day": day,
               "facts": list(facts), "thr": thr, "h": h, "alt": alt})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- current conditions -----------------------------------------------------------------------
k = "cond"
Q(k, "en", "temp at SBA rn", [CC], "S", "now", ["t"])
Q(k, "en", "What's the relative humidity in Bejaia at the moment?", [CC], "B", "now", ["rh"])
Q(k, "en", "bejaia wind speed pls", [CC], "B", "now", ["ws"])
Q(k, "en", "Did it rain at Sidi Bel Abbes yesterday?", [CC], "S", "yesterday", ["rain"])
Q(k, "en", "Dispatch here. Need the noon obs for Béjaïa on 14-Aug: temp, RH, wind.", [CC], "B", "2012-08-14", ["t", "rh", "ws"])
Q(k, "en", "sba humidity day before yesterday?", [CC], "S", "daybefore", ["rh"])
Q(k, "en", "Give me the weather at Sidi-Bel-Abbès on 3/7", [CC], "S", "2012-07-03", ["t", "rh", "ws", "rain"])
Q(k, "en", "how much rain fell in Bejaia Aug 27", [CC], "B", "2012-08-27", ["rain"])
Q(k, "en", "Current temperature and humidity, Sidi Bel Abbes.", [CC], "S", "now", ["t", "rh"])
Q(k, "en", "yo whats the wind doing at bejaia", [CC], "B", "now", ["ws"])
Q(k, "en", "Can you pull up yesterday's readings for both stations?", [CC], "BS", "yesterday", ["t", "rh", "ws", "rain"])
Q(k, "en", "RH at SBA on 2012-09-12?", [CC], "S", "2012-09-12", ["rh"])
Q(k, "en", "Was it windy at Bejaia on the 5th of September?", [CC], "B", "2012-09-05", ["ws"])
Q(k, "en", "new on the crew - how hot is it at sidi bel abbes today?", [CC], "S", "today", ["t"])
Q(k, "fr", "il fait combien a SBA la ?", [CC], "S", "now", ["t"])
Q(k, "fr", "Humidité relevée à Béjaïa hier midi ?", [CC], "B", "yesterday", ["rh"])
Q(k, "fr", "vent a bejaia le 14 aout stp", [CC], "B", "2012-08-14", ["ws"])
Q(k, "fr", "est ce qu'il a plu sur Sidi Bel Abbès avant-hier", [CC], "S", "daybefore", ["rain"])
Q(k, "fr", "donne moi les releves de Bejaia du 21/07", [CC], "B", "2012-07-21", ["t", "rh", "ws", "rain"])
Q(k, "fr", "temp + humidite a sidi bel abbes aujourd'hui", [CC], "S", "today", ["t", "rh"])
Q(k, "es", "cuanto viento hay ahora en Sidi Bel Abbes", [CC], "S", "now", ["ws"])
Q(k, "es", "Qué humedad tenía Bejaia ayer?", [CC], "B", "yesterday", ["rh"])
Q(k, "es", "temperatura en SBA el 12 de septiembre", [CC], "S", "2012-09-12", ["t"])
Q(k, "es", "llovio hoy en bejaia?", [CC], "B", "today", ["rain"])
Q(k, "es", "Necesito las lecturas del 25/06 en Sidi Bel Abbes, temperatura, humedad, viento y lluvia", [CC], "S", "2012-06-25", ["t", "rh", "ws", "rain"])
Q(k, "ar", "شحال الحرارة في سيدي بلعباس درك؟", [CC], "S", "now", ["t"])
Q(k, "ar", "قداش الرطوبة في بجاية توا؟", [CC], "B", "now", ["rh"])
Q(k, "ar", "ما هي سرعة الرياح المسجلة في بجاية أمس؟", [CC], "B", "yesterday", ["ws"])
Q(k, "ar", "صبات الشتا البارح في سيدي بلعباس؟", [CC], "S", "yesterday", ["rain"])
Q(k, "ar", "شو كانت الحرارة ببجاية يوم 14 أوت؟", [CC], "B", "2012-08-14", ["t"])
Q(k, "ar", "عطيني القراءات تاع سيدي بلعباس نهار 3 أوت", [CC], "S", "2012-08-03", ["t", "rh", "ws", "rain"])

# --- units asked -------------------------------------------------------------------------------
k = "units"
Q(k, "en", "wind at SBA in mph?", [CC], "S", "now", [mph(S, "now")])
Q(k, "en", "Bejaia temperature in Fahrenheit please, it's for the US liaison", [CC], "B", "now", [fahr(B, "now")])
Q(k, "en", "What was the wind at Bejaia yesterday in knots? Helo pilot asking.", [CC], "B", "yesterday", [knots(B, "yesterday")])
Q(k, "en", "sba wind m/s", [CC], "S", "now", [mps(S, "now")])
Q(k, "en", "Temp at Sidi Bel Abbes on Aug 14 in °F?", [CC], "S", "2012-08-14", [fahr(S, "2012-08-14")])
Q(k, "en", "convert todays wind at both stations to knots", [CC], "BS", "today", [knots(B, "today"), knots(S, "today")])
Q(k, "en", "rain at Bejaia yesterday in inches?", [CC], "B", "yesterday", [inches(B, "yesterday")])
Q(k, "fr", "le vent a SBA en noeuds svp, c'est pour l'helico", [CC], "S", "now", [knots(S, "now")])
Q(k, "fr", "vent à Béjaïa en m/s ?", [CC], "B", "now", [mps(B, "now")])
Q(k, "es", "velocidad del viento en Bejaia en nudos", [CC], "B", "now", [knots(B, "now")])
Q(k, "es", "viento en SBA ayer en m/s?", [CC], "S", "yesterday", [mps(S, "yesterday")])
Q(k, "es", "cuantos grados Fahrenheit hay en Sidi Bel Abbes", [CC], "S", "now", [fahr(S, "now")])
Q(k, "ar", "الريح في سيدي بلعباس بالعقدة كم؟", [CC], "S", "now", [knots(S, "now")])
Q(k, "ar", "سرعة الرياح في بجاية بالمتر في الثانية من فضلك", [CC], "B", "now", [mps(B, "now")])
k = "units-sum"
Q(k, "en", "max temp in August at Bejaia, in F", [SUM], "B", "aug",
  [fahr_c(max(r.temperature_c for r in rows(B, "aug")))])

# --- danger and codes ------------------------------------------------------------------------------
k = "danger"
Q(k, "en", "FWI SBA", [DG], "S", "now", ["fwi", "class"])
Q(k, "en", "What's the fire danger class at Bejaia today?", [DG], "B", "today", ["class", "fwi"])
Q(k, "en", "ISI at Sidi Bel Abbes right now?", [DG], "S", "now", [val(S, "now", "ISI")])
Q(k, "en", "bejaia BUI yesterday", [DG], "B", "yesterday", [val(B, "yesterday", "BUI")])
Q(k, "en", "How dry are the fine fuels at SBA? FFMC pls", [DG], "S", "now", [val(S, "now", "FFMC")])
Q(k, "en", "Drought code at Bejaia on 27 August", [DG], "B", "2012-08-27", [val(B, "2012-08-27", "DC")])
Q(k, "en", "Was the danger high at SBA on Aug 14?", [DG], "S", "2012-08-14", ["fwi", "class"])
Q(k, "en", "DMC for sidi bel abes, day before yesterday", [DG], "S", "daybefore", [val(S, "daybefore", "DMC")])
Q(k, "en", "give me all six codes for bejaia today", [DG], "B", "today",
  [val(B, "today", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
Q(k, "en", "what's the danger rating over at Bejaia", [DG], "B", "now", ["class", "fwi"])
Q(k, "en", "FWI and class for both stations, latest", [DG], "BS", "now", ["fwi", "class"])
Q(k, "en", "was yesterday a high danger day at SBA or not", [DG], "S", "yesterday", ["class", "fwi"])
Q(k, "fr", "c quoi le FWI a Bejaia en ce moment", [DG], "B", "now", ["fwi", "class"])
Q(k, "fr", "Niveau de danger à Sidi-Bel-Abbès hier ?", [DG], "S", "yesterday", ["class", "fwi"])
Q(k, "fr", "ISI a SBA le 14 aout ?", [DG], "S", "2012-08-14", [val(S, "2012-08-14", "ISI")])
Q(k, "fr", "l'indice des combustibles fins (FFMC) a bejaia aujourd'hui", [DG], "B", "today", [val(B, "today", "FFMC")])
Q(k, "fr", "danger incendie sur les deux stations, vite", [DG], "BS", "now", ["class", "fwi"])
Q(k, "fr", "BUI à Béjaïa le 3 août", [DG], "B", "2012-08-03", [val(B, "2012-08-03", "BUI")])
Q(k, "es", "cual es el indice FWI en Sidi Bel Abbes hoy", [DG], "S", "today", ["fwi", "class"])
Q(k, "es", "peligro de incendio en Bejaia ayer?", [DG], "B", "yesterday", ["class", "fwi"])
Q(k, "es", "ISI en bejaia ahora mismo", [DG], "B", "now", [val(B, "now", "ISI")])
Q(k, "es", "DC de SBA el 27 de agosto", [DG], "S", "2012-08-27", [val(S, "2012-08-27", "DC")])
Q(k, "ar", "واش هو مستوى الخطر في بجاية اليوم؟", [DG], "B", "today", ["class", "fwi"])
Q(k, "ar", "قديش مؤشر FWI بسيدي بلعباس هلق؟", [DG], "S", "now", ["fwi", "class"])
Q(k, "ar", "ما قيمة مؤشر الانتشار الأولي ISI في سيدي بلعباس أمس؟", [DG], "S", "yesterday", [val(S, "yesterday", "ISI")])
Q(k, "ar", "الخطر كان عالي في بجاية نهار 14 أوت؟", [DG], "B", "2012-08-14", ["class", "fwi"])
Q(k, "ar", "عطيني BUI و FWI تاع سيدي بلعباس", [DG], "S", "now", [val(S, "now", "BUI"), "fwi"])
Q(k, "ar", "شنوة الـ FFMC في بجاية البارح؟", [DG], "B", "yesterday", [val(B, "yesterday", "FFMC")])

# --- compare stations ----------------------------------------------------------------------------
k = "cmp"
Q(k, "en", "which station is hotter right now", [CMP], "BS", "now", ["t"])
Q(k, "en", "SBA vs Bejaia FWI today, which one's worse", [CMP], "BS", "today", ["fwi"])
Q(k, "en", "Where is it drier at the moment, Bejaia or Sidi Bel Abbes, and by how many points of RH?", [CMP], "BS", "now",
  ["rh", diff(B, S, "now", "rh")])
Q(k, "en", "compare wind at both stations yesterday", [CMP], "BS", "yesterday", ["ws"])
Q(k, "en", "Side by side please: RH and FWI for both stations on 14 August.", [CMP], "BS", "2012-08-14", ["rh", "fwi"])
Q(k, "en", "Who had the higher danger on the 3rd of August, SBA or Bejaia?", [CMP], "BS", "2012-08-03", ["fwi"])
Q(k, "en", "how much hotter was sba than bejaia on 8/14", [CMP], "BS", "2012-08-14", ["t", diff(S, B, "2012-08-14", "t")])
Q(k, "en", "Which of the two stations should I be watching today?", [CMP], "BS", "today", ["fwi"])
Q(k, "fr", "laquelle des deux stations est la plus seche aujourd'hui ?", [CMP], "BS", "today", ["rh"])
Q(k, "fr", "compare le vent entre Béjaïa et SBA hier", [CMP], "BS", "yesterday", ["ws"])
Q(k, "fr", "FWI Bejaia vs Sidi Bel Abbes le 27 aout, c'est qui le pire ?", [CMP], "BS", "2012-08-27", ["fwi"])
Q(k, "fr", "il fait plus chaud ou la, a Bejaia ou a SBA ?", [CMP], "BS", "now", ["t"])
Q(k, "es", "donde hace mas calor ahora, Bejaia o Sidi Bel Abbes?", [CMP], "BS", "now", ["t"])
Q(k, "es", "compara el FWI de las dos estaciones ayer", [CMP], "BS", "yesterday", ["fwi"])
Q(k, "es", "cual estacion tiene mas viento hoy y por cuanto", [CMP], "BS", "today", ["ws", diff(B, S, "today", "ws")])
Q(k, "ar", "وين الحالة أخطر درك، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["fwi"])
Q(k, "ar", "قارن بين الرطوبة في المحطتين اليوم", [CMP], "BS", "today", ["rh"])
Q(k, "ar", "شكون كانت أسخن البارح، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "yesterday", ["t"])
Q(k, "ar", "أي المحطتين سجلت رياحاً أقوى يوم 14 أوت؟", [CMP], "BS", "2012-08-14", ["ws"])

# --- summaries over a window -------------------------------------------------------------------------
k = "sum"
Q(k, "en", "Highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
Q(k, "en", "How many days above 35 degrees in August at Sidi Bel Abbes?", [SUM], "S", "aug", [count_above(S, "aug", "t", 35)])
Q(k, "en", "hottest day at Bejaia in September", [SUM], "B", "sep", ["maxt"])
Q(k, "en", "Average RH at SBA since Tuesday?", [SUM], "S", "since-tue", [avg_fact(S, "since-tue", "rh")])
Q(k, "en", "Number of days with FWI over 10 at Bejaia in July", [SUM], "B", "jul", [count_above(B, "jul", "FWI", 10)])
Q(k, "en", "has the FWI been going up or down at sba the last three days", [SUM], "S", "last3d",
  [CF._num(r.codes["FWI"]) for r in rows(S, "last3d")])
Q(k, "en", "lowest humidity recorded at Bejaia between 1 and 10 September", [SUM], "B", "sep1-10", [wmin(B, "sep1-10", "rh")])
Q(k, "en", "Peak temperature for both stations over the past week", [SUM], "BS", "lastweek", ["maxt"])
Q(k, "en", "Max wind speed in Bejaia from 20 to 31 August?", [SUM], "B", "aug-late", [wmax(B, "aug-late", "ws")])
Q(k, "en", "summary of the last 24h at Sidi Bel Abbes", [SUM], "S", "last24h", ["t", "rh", "ws", "fwi"])
Q(k, "fr", "FWI max a Béjaïa en septembre ?", [SUM], "B", "sep", ["maxfwi"])
Q(k, "fr", "nombre de jours au-dessus de 30 degres a bejaia en juin", [SUM], "B", "jun", [count_above(B, "jun", "t", 30)])
Q(k, "fr", "moyenne de temperature a Sidi Bel Abbes sur les 7 derniers jours", [SUM], "S", "lastweek", [avg_fact(S, "lastweek", "t")])
Q(k, "fr", "la journee la plus chaude de juillet a SBA c'etait combien", [SUM], "S", "jul", ["maxt"])
Q(k, "es", "temperatura maxima en Sidi Bel Abbes en julio", [SUM], "S", "jul", ["maxt"])
Q(k, "es", "cuantos dias con FWI por encima de 10 en agosto en SBA", [SUM], "S", "aug", [count_above(S, "aug", "FWI", 10)])
Q(k, "es", "media de humedad en Bejaia desde el martes", [SUM], "B", "since-tue", [avg_fact(B, "since-tue", "rh")])
Q(k, "ar", "أعلى FWI في بجاية في أوت قداش كان؟", [SUM], "B", "aug", ["maxfwi"])
Q(k, "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في بجاية في أوت؟", [SUM], "B", "aug", [count_above(B, "aug", "t", 35)])
Q(k, "ar", "معدل الرطوبة بسيدي بلعباس خلال الأسبوع الماضي؟", [SUM], "S", "lastweek", [avg_fact(S, "lastweek", "rh")])
Q(k, "ar", "شنوة أقصى سرعة ريح في بجاية من 20 إلى 31 أوت؟", [SUM], "B", "aug-late", [wmax(B, "aug-late", "ws")])
k = "sum-fires"      # counts of fire days: the box's fire record
Q(k, "en", "how many fire days did bejaia have in july", [SUM], "B", "jul", ["fires"])
Q(k, "en", "How many fire days in total at SBA in June?", [SUM], "S", "jun", ["fires"])
Q(k, "fr", "combien de jours de feu a SBA en aout ?", [SUM], "S", "aug", ["fires"])
Q(k, "es", "cuantos dias con incendio hubo en Bejaia en septiembre", [SUM], "B", "sep", ["fires"])
Q(k, "ar", "كم يوماً شهد حرائق في سيدي بلعباس خلال جويلية؟", [SUM], "S", "jul", ["fires"])

# --- analogs -------------------------------------------------------------------------------------
k = "ana"
Q(k, "en", "Of the days this season with FWI above 20 at SBA, how many actually had a fire?", [ANA], "S", "now", ["fires_fwi_gt"], thr=20)
Q(k, "en", "bejaia: days with fwi > 10 so far, how many burned", [ANA], "B", "now", ["fires_fwi_gt"], thr=10)
Q(k, "en", "Did days like today at Sidi Bel Abbes end up with fires in the past?", [ANA], "S", "now", ["class"])
Q(k, "en", "When FWI went over 30 at Bejaia this summer, did it usually burn?", [ANA], "B", "now", ["fires_fwi_gt"], thr=30)
Q(k, "en", "Past fire record: how often did a day with FWI above 15 at SBA turn into an actual fire?", [ANA], "S", "now", ["fires_fwi_gt"], thr=15)
Q(k, "en", "any history of fires on days that look like today's weather at bejaia?", [ANA], "B", "now", ["class"])
Q(k, "fr", "parmi les jours avec un FWI superieur a 20 a Bejaia, combien ont eu un feu ?", [ANA], "B", "now", ["fires_fwi_gt"], thr=20)
Q(k, "fr", "les jours comme aujourd'hui a SBA, ca a brule ?", [ANA], "S", "now", ["class"])
Q(k, "fr", "historique : FWI au-dessus de 5 à Sidi Bel Abbès, combien de feux derriere ?", [ANA], "S", "now", ["fires_fwi_gt"], thr=5)
Q(k, "es", "de los dias con FWI mayor que 25 en Sidi Bel Abbes, cuantos tuvieron fuego?", [ANA], "S", "now", ["fires_fwi_gt"], thr=25)
Q(k, "es", "dias parecidos a hoy en Bejaia, hubo incendio?", [ANA], "B", "now", ["class"])
Q(k, "ar", "من بين الأيام اللي فاتها FWI 20 في سيدي بلعباس، شحال فيهم صرات نار؟", [ANA], "S", "now", ["fires_fwi_gt"], thr=20)
Q(k, "ar", "الأيام اللي كانت كيما اليوم في بجاية، شعلت فيها النار؟", [ANA], "B", "now", ["class"])
Q(k, "ar", "كم يوماً تجاوز فيه المؤشر 10 في بجاية هذا الموسم، وكم منها شهد حريقاً؟", [ANA], "B", "now", ["fires_fwi_gt"], thr=10)

# --- drift with the crew's own rates ------------------------------------------------------------------
k = "drift"
r, m = 25, 20
Q(k, "en", f"head's running about {r} m a minute, dozer is {m} min out. how far does it get", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, m = 1.2, 40
Q(k, "en", f"ROS {r} km/h, we need {m} minutes to get the line in. Distance the head covers?", [DR], None, "now", ["=drift", drift_kmh(r, m)], h=m)
r, m = 60, 30
Q(k, "en", f"Fire moving {r} ft/min, how far in half an hour?", [DR], None, "now", ["=drift", drift_ft_min(r, m)], h=m)
r, m = 0.5, 45
Q(k, "en", f"if its spreading at {r} mph how far will it go in {m} min", [DR], None, "now", ["=drift", drift_mph(r, m)], h=m)
r, m = 14, 90
Q(k, "en", f"FBAN: assume {r} m/min rate of spread, {m} minute window. Head displacement?", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, hh = 3, 2
Q(k, "en", f"at {r} chains per hour how far does the head go in {hh} hours", [DR], None, "now", ["=drift", drift_chains_h(r, hh)], h=hh * 60)
Q(k, "en", "how far does the head move during your own answer delay, using your own estimate", [DR], None, "now", ["=drift"])
r, m = 0.8, 12
Q(k, "en", f"spread rate {r} m/s, crew ETA {m} min, how far", [DR], None, "now", ["=drift", drift_ms(r, m)], h=m)
r, m = 40, 15
Q(k, "en", f"it's doing {r} metres per minute, engine 3 arrives in {m}. how much ground does it take", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, m = 2.5, 25
Q(k, "en", f"drift in {m} min at {r} km/h?", [DR], None, "now", ["=drift", drift_kmh(r, m)], h=m)
r, m = 30, 25
Q(k, "fr", f"le front avance a {r} m/min, on arrive dans {m} min, il aura fait combien ?", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, m = 1.8, 40
Q(k, "fr", f"vitesse {comma(r)} km/h pendant {m} minutes ca fait quelle distance", [DR], None, "now", ["=drift", drift_kmh(r, m)], h=m)
r, m = 12, 75
Q(k, "fr", f"si le feu progresse de {r} metres par minute, en une heure et quart il fait combien", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, m = 0.6, 20
Q(k, "fr", f"avec {comma(r)} m/s de propagation, distance parcourue en {m} min ?", [DR], None, "now", ["=drift", drift_ms(r, m)], h=m)
Q(k, "fr", "Quelle distance parcourt la tête du feu pendant le temps de calcul de la box ?", [DR], None, "now", ["=drift"])
r, m = 20, 35
Q(k, "es", f"el frente va a {r} metros por minuto, cuanto avanza en {m} minutos", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, m = 1.5, 90
Q(k, "es", f"a {comma(r)} km/h, que distancia recorre en hora y media?", [DR], None, "now", ["=drift", drift_kmh(r, m)], h=m)
r, m = 50, 20
Q(k, "es", f"velocidad de propagacion {r} pies por minuto, {m} minutos, cuantos metros son", [DR], None, "now", ["=drift", drift_ft_min(r, m)], h=m)
r, m = 0.9, 10
Q(k, "es", f"cuanto se desplaza la cabeza en {m} min si va a {comma(r)} m/s", [DR], None, "now", ["=drift", drift_ms(r, m)], h=m)
r, m = 15, 40
Q(k, "ar", f"النار ماشية {r} متر في الدقيقة، نوصلو بعد {m} دقيقة، شحال تكون مشات؟", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, m = 2, 30
Q(k, "ar", f"إذا كانت سرعة انتشار الحريق {r} كم/ساعة، فما المسافة التي يقطعها رأس الحريق خلال {m} دقيقة؟", [DR], None, "now", ["=drift", drift_kmh(r, m)], h=m)
r, m = 18, 15
Q(k, "ar", f"السرعة {r} م/د والوقت ربع ساعة، قداش المسافة؟", [DR], None, "now", ["=drift", drift_m_per_min(r, m)], h=m)
r, m = 0.7, 20
Q(k, "ar", f"النار عم تمشي {r} متر بالثانية، قديش بتقطع بعشرين دقيقة؟", [DR], None, "now", ["=drift", drift_ms(r, m)], h=m)
Q(k, "ar", "قداش يتحرك راس الحريق في الوقت اللي تاخذو انت باش تجاوب؟", [DR], None, "now", ["=drift"])

# --- spread (no wind direction: partly served) -------------------------------------------------------
k = "spread"
Q(k, "en", "Where will the head be 30 min from the drone detection?", [SP], None, "now", ["=spread"], h=30)
Q(k, "en", "projected fire front in an hour, the one NE of SBA?", [SP], "S", "now", ["=spread"], h=60)
Q(k, "en", "which way is the fire going to run and how far in 45 min", [SP], None, "now", ["=spread"], h=45)
Q(k, "en", "where's the front gonna be when the strike team lands, ~20 min", [SP], None, "now", ["=spread"], h=20)
Q(k, "en", "Give me a spread projection for the detected fire, 2 hour horizon.", [SP], None, "now", ["=spread"], h=120)
Q(k, "fr", "ou sera le front dans une demi-heure ?", [SP], None, "now", ["=spread"], h=30)
Q(k, "fr", "projection de la tete du feu a 1h, elle part dans quelle direction ?", [SP], None, "now", ["=spread"], h=60)
Q(k, "es", "donde va a estar el frente en 40 minutos", [SP], None, "now", ["=spread"], h=40)
Q(k, "es", "proyeccion del incendio que detecto el dron para la proxima hora", [SP], None, "now", ["=spread"], h=60)
Q(k, "ar", "وين رح يوصل راس الحريق بعد نص ساعة؟", [SP], None, "now", ["=spread"], h=30)
Q(k, "ar", "إلى أين سيصل خط النار خلال ساعة؟", [SP], None, "now", ["=spread"], h=60)

# --- frames ----------------------------------------------------------------------------------------
k = "frames"
Q(k, "en", "Did the drone pick up anything?", [FR_], None, "now", ["=frames"])
Q(k, "en", "what time was the smoke spotted by the uav", [FR_], None, "now", ["=detection"])
Q(k, "en", "where was the fire in the drone frame", [FR_], None, "now", ["=detection_place"])
Q(k, "en", "any flames in the last sortie's images?", [FR_], None, "now", ["=frames"])
Q(k, "en", "Drone detections today - list them with times.", [FR_], None, "today", ["=detection"])
Q(k, "en", "uav saw smoke where exactly? coords", [FR_], None, "now", ["=detection_place"])
Q(k, "en", "last frame from the drone, whats in it", [FR_], None, "now", ["=frames"])
Q(k, "en", "Is there a detection near Sidi Bel Abbes from the drone?", [FR_], "S", "now", ["=detection_place"])
Q(k, "en", "how many frames did the drone send back and did any of them show fire", [FR_], None, "now", ["=frames"])
Q(k, "en", "when did the drone last fly?", [FR_], None, "now", ["=frames"])
Q(k, "fr", "le drone a vu quelque chose ?", [FR_], None, "now", ["=frames"])
Q(k, "fr", "a quelle heure la fumee a ete detectee par le drone", [FR_], None, "now", ["=detection"])
Q(k, "fr", "la detection du drone, c'est ou exactement ?", [FR_], None, "now", ["=detection_place"])
Q(k, "fr", "y a des flammes sur les images du drone ce midi ?", [FR_], None, "today", ["=frames"])
Q(k, "es", "el dron detecto humo?", [FR_], None, "now", ["=frames"])
Q(k, "es", "a que hora fue la deteccion del dron", [FR_], None, "now", ["=detection"])
Q(k, "es", "donde vio el dron el fuego", [FR_], None, "now", ["=detection_place"])
Q(k, "ar", "الدرون شاف حاجة؟", [FR_], None, "now", ["=frames"])
Q(k, "ar", "وقتاش الدرون شاف الدخان؟", [FR_], None, "now", ["=detection"])
Q(k, "ar", "وين شاف الدرون النار بالضبط؟", [FR_], None, "now", ["=detection_place"])
Q(k, "ar", "هل رصدت الطائرة المسيرة أي حريق في آخر طلعة؟", [FR_], None, "now", ["=frames"])

# --- documents -------------------------------------------------------------------------------------
k = "doc"
Q(k, "en", "How much defensible space does Butte County require around a house?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "en", "what does LCES stand for", [DOC], None, "none", LCES_FACTS)
Q(k, "en", "max grass height in zone 2?", [DOC], None, "none", [GRASS])
Q(k, "en", "how far should tree branches be from a chimney per the defensible space doc", [DOC], None, "none", [BRANCH])
Q(k, "en", "Which FWI value marks the start of the high class?", [DOC], None, "none", [thr_fact("high")])
Q(k, "en", "at what FFMC do fine fuels start igniting easily", [DOC], None, "none", [FFMC_IGN])
Q(k, "en", "watch out situations - what are they again?", [DOC], None, "none", [DOWNHILL, SPOT])
Q(k, "en", "What's Zone 0 in the defensible space guide?", [DOC], None, "none", [ZONE0])
Q(k, "en", "what goes into the ISI", [DOC], None, "none", ISI_PARTS)
Q(k, "en", "How should we time an escape route according to the safety doc?", [DOC], None, "none", [SLOWEST])
Q(k, "en", "what is a safety zone supposed to be big enough for", [DOC], None, "none", [SHELTER])
Q(k, "en", "On high danger days what changes for lookouts and staffing, per the crew safety guide?", [DOC], None, "none", [EARLY])
Q(k, "fr", "c'est quoi le BUI selon le guide ?", [DOC], None, "none", BUI_PARTS)
Q(k, "fr", "les 4 points LCES svp", [DOC], None, "none", LCES_FACTS)
Q(k, "fr", "A partir de quel FWI on passe en danger tres eleve ?", [DOC], None, "none", [thr_fact("very high")])
Q(k, "fr", "distance de debroussaillement exigee autour des maisons dans le doc Butte County ?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "fr", "la zone 1 ca va de combien a combien de pieds ?", [DOC], None, "none", [ZONE1])
Q(k, "es", "que dice el documento de seguridad sobre las zonas de seguridad", [DOC], None, "none", [SHELTER])
Q(k, "es", "cuantos pies de espacio defendible pide Butte County", [DOC], None, "none", ["=doc_defensible"])
Q(k, "es", "desde que valor de FWI el peligro es extremo", [DOC], None, "none", [thr_fact("extreme")])
Q(k, "es", "altura maxima del pasto en la zona 2 segun la guia?", [DOC], None, "none", [GRASS])
Q(k, "ar", "شنو معنى LCES؟", [DOC], None, "none", LCES_FACTS)
Q(k, "ar", "ما هي مسافة المساحة الدفاعية المطلوبة حول المباني في مقاطعة بيوت؟", [DOC], None, "none", ["=doc_defensible"])
Q(k, "ar", "من أي قيمة FWI يبدا الخطر المرتفع؟", [DOC], None, "none", [thr_fact("high")])
Q(k, "ar", "واش يقول الدليل على طرق الهروب؟", [DOC], None, "none", [SLOWEST])
Q(k, "ar", "شنوة يعني FFMC؟", [DOC], None, "none", [FFMC_WHAT])

# --- capabilities ---------------------------------------------------------------------------------
k = "cap"
Q(k, "en", "what can you actually do", [CAP], None, "none", [])
Q(k, "en", "Which weather stations do you have data from?", [CAP], None, "none", STNAMES)
Q(k, "en", "do you even have wind direction data?", [CAP], None, "none", [], alt=[[OOS]])
Q(k, "en", "what documents are loaded on this box", [CAP], None, "none", DOCNAMES)
Q(k, "fr", "tu sais faire quoi exactement ?", [CAP], None, "none", [])
Q(k, "fr", "t'as quelles donnees, quelles stations ?", [CAP], None, "none", STNAMES)
Q(k, "es", "que informacion tienes disponible?", [CAP], None, "none", [])
Q(k, "ar", "شنو تقدر تعاونا فيه؟", [CAP], None, "none", [])
Q(k, "ar", "أي محطات أرصاد عندك؟", [CAP], None, "none", STNAMES)

# --- photo -------------------------------------------------------------------------------------------
k = "photo"
Q(k, "en", "Attached a photo of the column, how big is it?", [PH], None, "none", [PHOTO])
Q(k, "en", "just sent u a pic from the ridge, smoke or dust?", [PH], None, "none", [PHOTO])
Q(k, "en", "See picture. Is this fuel bed going to carry fire?", [PH], None, "none", [PHOTO])
Q(k, "fr", "je t'envoie une photo de la fumee, tu peux me dire ce que c'est", [PH], None, "none", [PHOTO])
Q(k, "es", "te mando foto del humo, que ves?", [PH], None, "none", [PHOTO])
Q(k, "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", [PH], None, "none", [PHOTO])
k = "photo-mix"
Q(k, "en", "pic attached of the smoke. also whats the FWI at SBA", [PH, DG], "S", "now", [PHOTO, "fwi", "class"])
Q(k, "en", "I'm uploading a photo from my phone - compare it with what your drone saw", [PH, FR_], None, "now", [PHOTO, "=frames"])
Q(k, "fr", "photo ci-jointe du versant, et l'humidité à Béjaïa ?", [PH, CC], "B", "now", [PHOTO, "rh"])
Q(k, "es", "adjunto foto. cual es el viento en SBA ahora?", [PH, CC], "S", "now", [PHOTO, "ws"])
Q(k, "ar", "صورت الحريق وبعثتها لك، وشحال الخطر في بجاية؟", [PH, DG], "B", "now", [PHOTO, "class", "fwi"])

# --- out of scope alone ---------------------------------------------------------------------------
k = "oos"
Q(k, "en", "forecast for tomorrow at SBA?", [OOS], "S", "none", [])
Q(k, "en", "what's the FWI in Oran today", [OOS], None, "none", [])
Q(k, "en", "which direction is the wind blowing at bejaia", [OOS], "B", "none", [])
Q(k, "en", "Will the wind pick up this afternoon?", [OOS], None, "none", [])
Q(k, "en", "Tlemcen humidity now?", [OOS], None, "none", [])
Q(k, "fr", "prévisions météo pour demain à Béjaïa ?", [OOS], "B", "none", [])
Q(k, "fr", "le vent vient d'ou a SBA ?", [OOS], "S", "none", [])
Q(k, "es", "va a llover la semana que viene en Bejaia?", [OOS], "B", "none", [])
Q(k, "es", "que temperatura hace en Argel?", [OOS], None, "none", [])
Q(k, "ar", "كيفاش راح يكون الطقس غدوة في سيدي بلعباس؟", [OOS], "S", "none", [])
Q(k, "ar", "شحال الحرارة في وهران؟", [OOS], None, "none", [])

# --- orders alone -------------------------------------------------------------------------------------
k = "ref"
Q(k, "en", "Send an evacuation alert to all units in the SBA sector.", [REF], None, "none", ["neg"])
Q(k, "en", "notify the mayor of bejaia that danger is high", [REF], None, "none", ["neg"])
Q(k, "en", "dispatch two engines to the drone detection", [REF], None, "none", ["neg"])
Q(k, "en", "delete the drone frames from today", [REF], None, "none", ["neg"])
Q(k, "fr", "préviens la protection civile tout de suite", [REF], None, "none", ["neg"])
Q(k, "fr", "envoie une alerte a toutes les equipes", [REF], None, "none", ["neg"])
Q(k, "es", "manda un aviso de evacuacion al pueblo", [REF], None, "none", ["neg"])
Q(k, "ar", "ابعث إنذار لكل الفرق في سيدي بلعباس", [REF], None, "none", ["neg"])
Q(k, "ar", "امسح الصور تاع الدرون", [REF], None, "none", ["neg"])

# --- tactical -------------------------------------------------------------------------------------
k = "tac"
Q(k, "en", "should we pull the crew off the line at SBA?", [TAC], "S", "now", ["fwi", "ws", "rh"])
Q(k, "en", "Is it safe to start a backburn at Bejaia today?", [TAC], "B", "today", ["fwi", "ws", "rh"])
Q(k, "en", "where should we stage the engines", [TAC], None, "none", [])
Q(k, "en", "do we need extra lookouts today given the weather at SBA", [TAC], "S", "today", ["fwi", "class"])
Q(k, "fr", "on attaque de front ou on se replie, a SBA ?", [TAC], "S", "now", ["fwi", "ws"])
Q(k, "fr", "faut-il renforcer les equipes a Bejaia aujourd'hui ?", [TAC], "B", "today", ["fwi", "class"])
Q(k, "es", "atacamos directo o esperamos? estamos en Sidi Bel Abbes", [TAC], "S", "now", ["fwi", "ws"])
Q(k, "es", "conviene hacer quema de ensanche hoy en Bejaia?", [TAC], "B", "today", ["fwi", "rh", "ws"])
Q(k, "ar", "نهجمو ولا نستناو؟ والريح في سيدي بلعباس كيفاش راهي؟", [TAC, CC], "S", "now", ["ws"])
Q(k, "ar", "هل يجب سحب الفرق من الميدان في بجاية الآن؟", [TAC], "B", "now", ["fwi", "ws"])

# --- near a station, not at it: warn -------------------------------------------------------------------
k = "near"
Q(k, "en", "temp up on the ridge above Bejaia?", [CC], "B", "now", ["t"])
Q(k, "en", "fire danger 10 km out of SBA along the highway", [DG], "S", "now", ["fwi", "class"])
Q(k, "en", "humidity in the valley just south of Sidi Bel Abbes", [CC], "S", "now", ["rh"])
Q(k, "en", "what's the wind like at the forest edge 5 km east of bejaia", [CC], "B", "now", ["ws"])
Q(k, "fr", "humidite sur les hauteurs de Bejaia ?", [CC], "B", "now", ["rh"])
Q(k, "fr", "danger au col a 15 km de SBA", [DG], "S", "now", ["fwi", "class"])
Q(k, "es", "temperatura en el monte a 8 km de Bejaia", [CC], "B", "now", ["t"])
Q(k, "ar", "شحال الرطوبة في الغابة اللي فوق بجاية؟", [CC], "B", "now", ["rh"])
Q(k, "ar", "ما مستوى الخطر على بعد 20 كم شمال سيدي بلعباس؟", [DG], "S", "now", ["fwi", "class"])
Q(k, "en", "danger 10 km north of SBA and will it be worse tomorrow", [DG, OOS], "S", "now", ["fwi", "class"])
Q(k, "fr", "danger et vent sur la crete au-dessus de Bejaia ?", [DG, CC], "B", "now", ["fwi", "class", "ws"])

# --- an hour other than noon: warn --------------------------------------------------------------------
k = "hour"
Q(k, "en", "temp at SBA at 6 am today?", [CC], "S", "today", ["t"])
Q(k, "en", "What was the humidity in Bejaia at 4 pm yesterday?", [CC], "B", "yesterday", ["rh"])
Q(k, "en", "wind at sba around 9 this morning", [CC], "S", "today", ["ws"])
Q(k, "fr", "il faisait combien à Béjaïa à 18h hier ?", [CC], "B", "yesterday", ["t"])
Q(k, "es", "humedad en SBA a las 7 de la mañana de hoy", [CC], "S", "today", ["rh"])
Q(k, "ar", "شحال كانت الريح في بجاية على الثلاثة العشية البارح؟", [CC], "B", "yesterday", ["ws"])

# --- days with no reading: abstain -----------------------------------------------------------------------
k = "nodata"
Q(k, "en", "temperature at Bejaia on 20 May 2012?", [CC], "B", "2012-05-20", ["t"])
Q(k, "en", "FWI at SBA on 2011-08-10", [DG], "S", "2011-08-10", ["fwi"])
Q(k, "en", "readings for sidi bel abbes 14 July 2012", [CC], "S", "2012-07-14", ["t", "rh", "ws"])
Q(k, "fr", "humidité à Béjaïa le 15 mai 2012 ?", [CC], "B", "2012-05-15", ["rh"])
Q(k, "es", "que peligro habia en Bejaia el 30 de abril de 2012", [DG], "B", "2012-04-30", ["fwi", "class"])
Q(k, "ar", "شحال كانت الحرارة في سيدي بلعباس يوم 10 ماي 2012؟", [CC], "S", "2012-05-10", ["t"])

# --- several asks, all served ---------------------------------------------------------------------
k = "mix"
Q(k, "en", "FWI at SBA and temp at Bejaia, now", [DG, CC], "BS", "now", [val(S, "now", "fwi"), val(B, "now", "t")])
Q(k, "en", "What did the drone see, and what's the danger class at Sidi Bel Abbes right now?", [FR_, DG], "S", "now", ["=frames", "class", "fwi"])
Q("mixf", "en", "RH at Bejaia now, and how many fire days did it have in August?", [CC, SUM], "B", "now", ["rh", fires(B, "aug")])
Q(k, "en", "hottest station today? and remind me the defensible space rule", [CMP, DOC], "BS", "today", ["t", "=doc_defensible"])
r, m = 20, 30
Q(k, "en", f"drone detection time + how far would the head go in {m} min at {r} m/min", [FR_, DR], None, "now", ["=detection", drift_m_per_min(r, m)], h=m)
Q(k, "en", "give me SBA's wind in knots and the ISI", [CC, DG], "S", "now", [knots(S, "now"), val(S, "now", "ISI")])
Q("mixf", "en", "Max FWI in July at Bejaia, and of the days with FWI over 20 this season there, how many burned?", [SUM, ANA], "B", "jul",
  [wmax(B, "jul", "FWI")] + analog(B, 20))
Q(k, "en", "Temp and RH at SBA yesterday, and what does LCES mean?", [CC, DOC], "S", "yesterday", ["t", "rh"] + LCES_FACTS)
Q(k, "en", "Danger at both stations now and where was the drone fire?", [DG, FR_], "BS", "now", ["fwi", "=detection_place"])
Q(k, "en", "What's the FFMC at Bejaia and what does the guide say that number means?", [DG, DOC], "B", "now", [val(B, "now", "FFMC"), FFMC_IGN])
r, m = 35, 15
Q(k, "en", f"Wind at SBA now, and what's the drift at {r} m/min over {m} minutes?", [CC, DR], "S", "now", ["ws", drift_m_per_min(r, m)], h=m)
Q(k, "en", "Which is windier today, and what's the max temp this past week at SBA?", [CMP, SUM], "BS", "today",
  ["ws", wmax(S, "lastweek", "t")])
Q(k, "fr", "FWI a Bejaia et le drone a vu quoi ?", [DG, FR_], "B", "now", ["fwi", "=frames"])
Q("mixf", "fr", "temperature a SBA hier et combien de jours de feu en juillet la-bas ?", [CC, SUM], "S", "yesterday", ["t", fires(S, "jul")])
Q(k, "fr", "les zones de debroussaillement c'est quoi, et le danger aujourd'hui à Béjaïa ?", [DOC, DG], "B", "today", [ZONE0, ZONE1, "class", "fwi"])
r, m = 25, 40
Q(k, "fr", f"vent a SBA en km/h et distance parcourue en {m} min a {r} m/min ?", [CC, DR], "S", "now", ["ws", drift_m_per_min(r, m)], h=m)
Q(k, "es", "humedad en Bejaia y peligro en Sidi Bel Abbes ahora", [CC, DG], "BS", "now", [val(B, "now", "rh"), val(S, "now", "fwi"), val(S, "now", "class")])
r, m = 30, 20
Q(k, "es", f"que vio el dron y hasta donde llega el frente en {m} min a {r} m/min?", [FR_, DR], None, "now", ["=frames", drift_m_per_min(r, m)], h=m)
Q(k, "es", "temperatura de hoy en SBA y la maxima de agosto", [CC, SUM], "S", "today", ["t", wmax(S, "aug", "t")])
Q(k, "ar", "شحال الحرارة في بجاية وواش شاف الدرون؟", [CC, FR_], "B", "now", ["t", "=frames"])
Q(k, "ar", "أعطني مؤشر FWI في المحطتين واشرح لي معنى BUI حسب الدليل", [DG, DOC], "BS", "now", ["fwi"] + BUI_PARTS)
r, m = 10, 30
Q(k, "ar", f"قديش الريح بسيدي بلعباس هلق، وقديش بتمشي النار بنص ساعة إذا سرعتها {r} متر بالدقيقة؟", [CC, DR], "S", "now", ["ws", drift_m_per_min(r, m)], h=m)
Q(k, "ar", "مستوى الخطر في بجاية اليوم، ومن أي قيمة يبدا الخطر العالي؟", [DG, DOC], "B", "today", ["class", "fwi", thr_fact("high")])
Q(k, "en", "Temp in F and RH at SBA right now, plus the BUI", [CC, DG], "S", "now", [fahr(S, "now"), "rh", val(S, "now", "BUI")])
Q(k, "en", "Hottest day in July at Bejaia, and how hot is it there now?", [SUM, CC], "B", "now", [wmax(B, "jul", "t"), "t"])
Q(k, "en", "Detection time from the drone and the nearest station's RH", [FR_, CC], "S", "now", ["=detection", "rh"])
Q(k, "en", "What does the BUI measure, and what was it at Bejaia yesterday?", [DOC, DG], "B", "yesterday", BUI_PARTS + [val(B, "yesterday", "BUI")])
Q(k, "en", "Bejaia vs SBA wind today in knots, and the ISI at whichever is windier", [CMP, DG], "BS", "today",
  [knots(B, "today"), knots(S, "today"), val(windier("today"), "today", "ISI")])
Q("mixf", "en", "Which station is worse right now and how many fire days did that one have in September?", [CMP, SUM], "BS", "now",
  ["fwi", fires(worse("now"), "sep")])
r, m = 1, 50
Q(k, "en", f"Drift at {r} km/h over {m} min, and what does the safety doc say about timing escape routes?", [DR, DOC], None, "now",
  [drift_kmh(r, m), SLOWEST], h=m)
Q(k, "fr", "FWI max en août à SBA et le FWI aujourd'hui ?", [SUM, DG], "S", "today", [wmax(S, "aug", "FWI"), "fwi"])
Q(k, "fr", "le drone a detecte quoi et a quelle heure, et il fait combien a Sidi Bel Abbes ?", [FR_, CC], "S", "now", ["=detection", "t"])
Q(k, "fr", "compare l'humidite des deux stations et dis moi ce que mesure l'ISI", [CMP, DOC], "BS", "now", ["rh"] + ISI_PARTS)
Q("mixf", "es", "cuantos dias de fuego en julio en Bejaia y en Sidi Bel Abbes? cual fue peor", [SUM, CMP], "BS", "jul", ["fires"])
Q(k, "es", "temperatura y viento en Bejaia ahora, y que es el FFMC?", [CC, DOC], "B", "now", ["t", "ws", FFMC_WHAT])
Q(k, "ar", "قداش الرطوبة في سيدي بلعباس، وقداش كانت أعلى FWI في سبتمبر؟", [CC, SUM], "S", "now", ["rh", wmax(S, "sep", "FWI")])
Q(k, "ar", "شكون أسخن اليوم؟ وعطيني الـ DC تاع بجاية", [CMP, DG], "BS", "today", ["t", val(B, "today", "DC")])

# --- several asks, a part not served (order / out of scope / tactical): warn by the rules ----------------------
k = "mixw"
Q(k, "en", "FWI at SBA now and tomorrow?", [DG, OOS], "S", "now", ["fwi", "class"])
Q(k, "en", "Bejaia wind speed and direction", [CC, OOS], "B", "now", ["ws"])
Q(k, "en", "what's the temp in Bejaia and in Oran", [CC, OOS], "B", "now", ["t"])
Q(k, "en", "Give me the danger class at SBA and text it to the district chief", [DG, REF], "S", "now", ["class", "fwi", "neg"])
Q(k, "en", "drone saw smoke? if so dispatch engine 12 to it", [FR_, REF], None, "now", ["=frames", "neg"])
Q(k, "en", "humidity at SBA and is it going to drop this afternoon", [CC, OOS], "S", "now", ["rh"])
r, m = 18, 25
Q(k, "en", f"how far will the head go in {m} min at {r} m/min and which way is the wind", [DR, OOS], None, "now", [drift_m_per_min(r, m)], h=m)
Q(k, "en", "danger at Bejaia today - and should we evacuate the campsite?", [DG, TAC], "B", "today", ["class", "fwi"])
Q(k, "en", "What's the max FWI in August at SBA, and what about Tlemcen?", [SUM, OOS], "S", "aug", ["maxfwi"])
Q(k, "en", "Compare both stations' FWI and log an alert for the worse one", [CMP, REF], "BS", "now", ["fwi", "neg"])
Q(k, "en", "where will the front be in an hour, and will it rain tonight?", [SP, OOS], None, "now", ["=spread"], h=60)
Q(k, "en", "check the LCES guidance and then notify all crew leaders", [DOC, REF], None, "none", LCES_FACTS + ["neg"])
Q(k, "fr", "vent a Bejaia, vitesse et direction stp", [CC, OOS], "B", "now", ["ws"])
Q(k, "fr", "FWI a SBA et les previsions pour demain", [DG, OOS], "S", "now", ["fwi", "class"])
Q(k, "fr", "le drone a vu la fumee ? envoie les coordonnees au CODIS", [FR_, REF], None, "now", ["=detection_place", "neg"])
Q(k, "fr", "humidite a Sidi Bel Abbes et a Tlemcen ?", [CC, OOS], "S", "now", ["rh"])
Q(k, "es", "viento en SBA y de donde viene", [CC, OOS], "S", "now", ["ws"])
Q(k, "es", "FWI de Bejaia hoy y el pronostico para mañana", [DG, OOS], "B", "today", ["fwi", "class"])
Q(k, "es", "dame el peligro en Sidi Bel Abbes y manda alerta a los bomberos", [DG, REF], "S", "now", ["class", "fwi", "neg"])
Q(k, "ar", "الريح في بجاية شحال ومن وين جاية؟", [CC, OOS], "B", "now", ["ws"])
Q(k, "ar", "الخطر في سيدي بلعباس اليوم وكيفاش غدوة؟", [DG, OOS], "S", "today", ["class", "fwi"])
Q(k, "ar", "شوف الصور تاع الدرون وابعث التنبيه للحماية المدنية", [FR_, REF], None, "now", ["=frames", "neg"])
Q(k, "ar", "شحال الحرارة في بجاية وفي وهران؟", [CC, OOS], "B", "now", ["t"])
Q(k, "en", "Is it safe to send the crew down the north slope? whats the wind at bejaia", [TAC, CC], "B", "now", ["ws"])
Q(k, "en", "FWI at Bejaia, FWI at Oran, and send both to my phone", [DG, OOS, REF], "B", "now", ["fwi", "neg"])
Q(k, "en", "Drone fire: where will it be in 30 min, and ping the air tanker base", [SP, REF], None, "now", ["=spread", "neg"], h=30)
Q(k, "fr", "Danger à SBA, et la direction du vent pour les 3 prochaines heures ?", [DG, OOS], "S", "now", ["class", "fwi"])
Q(k, "fr", "on doit faire evacuer le camping ? le FWI de Bejaia c'est combien", [TAC, DG], "B", "now", ["fwi", "class"])
Q(k, "es", "mostrame lo que vio el dron y borra las fotos viejas", [FR_, REF], None, "now", ["=frames", "neg"])
Q(k, "es", "humedad relativa en Bejaia y en Oran", [CC, OOS], "B", "now", ["rh"])
Q(k, "ar", "عطيني الحرارة في بجاية وابعثها للقائد", [CC, REF], "B", "now", ["t", "neg"])
Q(k, "ar", "وين رح تكون النار بعد ساعة، وشو الطقس بكرا؟", [SP, OOS], None, "now", ["=spread"], h=60)

# --- more asks in one line ------------------------------------------------------------------------
k = "mix3"
Q(k, "fr", "vent et FWI a SBA, et est-ce que le drone a vu des flammes ?", [CC, DG, FR_], "S", "now", ["ws", "fwi", "=frames"])
Q(k, "fr", "le FWI d'hier a Bejaia, et le DC ca mesure quoi d'apres le guide ?", [DG, DOC], "B", "yesterday", ["fwi", DC_WHAT])
r, m = 20, 35
Q(k, "fr", f"on a un front a {r} m/min sur {m} min ca fait combien, et le vent a SBA il est a combien ?", [DR, CC], "S", "now",
  [drift_m_per_min(r, m), "ws"], h=m)
Q(k, "fr", "humidite a Bejaia + a quelle heure le drone a vu la fumee", [CC, FR_], "B", "now", ["rh", "=detection"])
Q(k, "fr", "compare la temperature des deux stations et envoie le resultat au PC", [CMP, REF], "BS", "now", ["t", "neg"])
Q(k, "fr", "c'est quoi la zone 0, et il fait combien a Sidi Bel Abbes maintenant ?", [DOC, CC], "S", "now", [ZONE0, "t"])
Q(k, "es", "que tan fuerte es el viento en Bejaia y cual es su ISI?", [CC, DG], "B", "now", ["ws", val(B, "now", "ISI")])
Q(k, "es", "el dron vio algo? y la humedad en SBA cuanto esta?", [FR_, CC], "S", "now", ["=frames", "rh"])
Q(k, "es", "los 100 pies de espacio defendible cuantos metros son, y que estacion esta mas seca hoy?", [DOC, CMP], "BS", "today",
  ["=doc_defensible", conv_fact(int(grab(r"requires (\d+) feet of defensible space", DEF)) * FT, ["m", "metres", "meters", "metros"]), "rh"])
Q(k, "es", "viento en SBA en nudos y el pronostico para la tarde", [CC, OOS], "S", "now", [knots(S, "now")])
Q(k, "ar", "شحال الحرارة والرطوبة في سيدي بلعباس، وواش قال الدرون؟", [CC, FR_], "S", "now", ["t", "rh", "=frames"])
Q(k, "ar", "قداش الـ FWI في بجاية، وشنوة الفرق مع سيدي بلعباس؟", [DG, CMP], "BS", "now", ["fwi", diff(B, S, "now", "FWI")])
Q(k, "ar", "ابعثلي الحرارة في المحطتين على التلفون وقولي وين أسخن", [CMP, REF], "BS", "now", ["t", "neg"])
Q(k, "ar", "ما معنى مؤشر ISI، وكم قيمته اليوم في سيدي بلعباس؟", [DOC, DG], "S", "today", ISI_PARTS + [val(S, "today", "ISI")])
Q(k, "ar", "الريح بسيدي بلعباس بالعقدة، ومن أي جهة جاية؟", [CC, OOS], "S", "now", [knots(S, "now")])
r, m = 1, 50
Q(k, "ar", f"نار ماشية {r} كم في الساعة، شحال تقطع في {m} دقيقة؟ وشنوة الخطر في بجاية درك؟", [DR, DG], "B", "now",
  [drift_kmh(r, m), "fwi", "class"], h=m)
Q(k, "ar", "الدرون وين شاف النار؟ وشحال كانت الحرارة في سيدي بلعباس البارح؟", [FR_, CC], "S", "yesterday", ["=detection_place", "t"])
Q(k, "en", "RH at SBA today, and the DMC and DC while you're at it", [CC, DG], "S", "today", ["rh", val(S, "today", "DMC"), val(S, "today", "DC")])
r, m = 28, 20
Q(k, "en", f"what did the drone see, how far does that head go at {r} m/min in {m} min, and can you alert the chief", [FR_, DR, REF], None, "now",
  ["=frames", drift_m_per_min(r, m), "neg"], h=m)
Q(k, "en", "Yesterday's FWI at both stations and the defensible space distance for the cabins", [DG, DOC], "BS", "yesterday", ["fwi", "=doc_defensible"])
Q(k, "en", "hottest station right now, by how much, and whats the wind there", [CMP, CC], "BS", "now",
  ["t", diff(B, S, "now", "t"), val(max((B, S), key=lambda s_: rec(s_, "now").temperature_c), "now", "ws")])
Q(k, "en", "Max FWI since Tuesday at Bejaia and today's class there", [SUM, DG], "B", "now", [wmax(B, "since-tue", "FWI"), "class"])
k = "mixf"
Q(k, "fr", "les jours avec FWI > 20 a SBA, combien ont brule, et le FWI aujourd'hui c'est quoi ?", [ANA, DG], "S", "now", ["fires_fwi_gt", "fwi"], thr=20)

DECISION = {"near": "warn", "hour": "warn"}
NEEDS_FIRE_HISTORY = {"ana", "sum-fires", "mixf"}

# ----------------------------------------------------------------------------------------- sessions
SESS = []


def T(sid, lang, text, intents, st, when, facts, decision=None, h=None, alt=None, nfh=False):
    row = {"session": f"{NAME}s{sid:02d}", "turn": sum(1 for r in SESS if r["session"] == f"{NAME}s{sid:02d}") + 1,
           "question": text, "intents": list(intents),
           "stations": {"B": [B], "S": [S], "BS": [B, S], None: None}[st], "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if nfh:
        row["needs_fire_history"] = True
    SESS.append(row)


# s01 dispatcher, English
T(1, "en", "Dispatch to box: FWI at SBA right now?", [DG], "S", "now", ["fwi", "class"])
T(1, "en", "and bejaia", [DG], "B", "now", ["fwi", "class"])
T(1, "en", "why is sba the higher one", [EXP], "BS", "now", ["rh"])
T(1, "en", "ok which of the two gets the spare engine then", [TAC], "BS", "now", ["fwi"])
# s02 French crew lead, switches to Arabic
T(2, "fr", "temp et humidite a Bejaia hier ?", [CC], "B", "yesterday", ["t", "rh"])
T(2, "fr", "et avant-hier ?", [CC], "B", "daybefore", ["t", "rh"])
T(2, "fr", "le vent ce jour-la, en noeuds", [CC], "B", "daybefore", [knots(B, "daybefore")])
T(2, "ar", "ونفس النهار في سيدي بلعباس؟", [CC], "S", "daybefore", ["t", "rh", "ws"])
# s03 drone, English
T(3, "en", "anything on the drone feed?", [FR_], None, "now", ["=frames"])
T(3, "en", "what time", [FR_], None, "now", ["=detection"])
T(3, "en", "where", [FR_], None, "now", ["=detection_place"])
T(3, "en", "danger at the station closest to it?", [DG], "S", "now", ["fwi", "class"])
T(3, "en", "forward that frame to ops", [REF], None, "none", ["neg"])
# s04 Spanish summaries
T(4, "es", "cuantos dias con fuego tuvo Bejaia en agosto?", [SUM], "B", "aug", ["fires"], nfh=True)
T(4, "es", "y Sidi Bel Abbes?", [SUM], "S", "aug", ["fires"], nfh=True)
T(4, "es", "y el FWI maximo de ese mes en las dos?", [SUM], "BS", "aug", ["maxfwi"])
T(4, "es", "y cual de las dos tuvo el dia mas caliente ese mes?", [CMP], "BS", "aug", ["maxt"])
# s05 Algerian Darija
T(5, "ar", "واش راه الخطر في سيدي بلعباس اليوم؟", [DG], "S", "today", ["class", "fwi"])
T(5, "ar", "علاش؟", [EXP], "S", "today", ["rh", "fwi"])
T(5, "ar", "والريح شحال؟", [CC], "S", "today", ["ws"])
T(5, "ar", "ومن وين جاية؟", [OOS], "S", "none", [])
# s06 fire behaviour analyst
r1, m1 = 35, 25
T(6, "en", f"ROS is {r1} m/min and the crew needs {m1} min to reach the ridge. How far does the head travel?", [DR], None, "now",
  ["=drift", drift_m_per_min(r1, m1)], h=m1)
T(6, "en", "what if the rate doubles", [DR], None, "now", ["=drift", drift_m_per_min(2 * r1, m1)], h=m1)
T(6, "en", "and where does that put the head", [SP], None, "now", ["=spread"], h=m1)
T(6, "en", "what does the safety guide say about timing escape routes", [DOC], None, "none", [SLOWEST])
# s07 French, documents then an order
T(7, "fr", "c'est quoi LCES deja", [DOC], None, "none", LCES_FACTS)
T(7, "fr", "et une zone de sécurité, elle doit etre comment ?", [DOC], None, "none", [SHELTER])
T(7, "fr", "et autour des maisons, on debroussaille sur combien de pieds ?", [DOC], None, "none", ["=doc_defensible"])
T(7, "fr", "envoie ca a la mairie de Bejaia", [REF], None, "none", ["neg"])
# s08 logistics officer
T(8, "en", "hottest day in August at Bejaia?", [SUM], "B", "aug", ["maxt"])
T(8, "en", "and July?", [SUM], "B", "jul", ["maxt"])
T(8, "en", "how many days over 35 in July there", [SUM], "B", "jul", [count_above(B, "jul", "t", 35)])
T(8, "en", "same for SBA", [SUM], "S", "jul", [count_above(S, "jul", "t", 35)])
# s09 Spanish, switches to English
T(9, "es", "hay algo en las imagenes del dron?", [FR_], None, "now", ["=frames"])
T(9, "es", "a que hora?", [FR_], None, "now", ["=detection"])
T(9, "en", "ok and humidity at SBA now?", [CC], "S", "now", ["rh"])
# s10 Levantine
T(10, "ar", "شو كان الـ FWI ببجاية مبارح؟", [DG], "B", "yesterday", ["fwi", "class"])
T(10, "ar", "وقبلها بيوم؟", [DG], "B", "daybefore", ["fwi", "class"])
T(10, "ar", "قارنلي ياه مع سيدي بلعباس", [CMP], "BS", "daybefore", ["fwi"])
# s11 new volunteer
T(11, "en", "sorry new guy - what does FFMC mean?", [DOC], None, "none", [FFMC_WHAT])
T(11, "en", "what is it at SBA right now?", [DG], "S", "now", [val(S, "now", "FFMC")])
T(11, "en", "is that high?", [EXP], "S", "now", [val(S, "now", "FFMC"), FFMC_IGN], alt=[[DG], [DG, DOC]])
T(11, "en", "so should we be worried today?", [TAC], "S", "today", ["fwi", "class"])
# s12 incident commander with a photo
T(12, "en", "sending you a pic of the smoke column, what is it", [PH], None, "none", [PHOTO])
T(12, "en", "ok then what did the drone see", [FR_], None, "now", ["=frames"])
r2, m2 = 20, 40
T(12, "en", f"how far would that fire move in {m2} min at {r2} m a minute", [DR], None, "now", ["=drift", drift_m_per_min(r2, m2)], h=m2)
T(12, "en", "and push that to the tanker base", [REF], None, "none", ["neg"])
# s13 French analogs (the thresholds the crew gives, counted by crew_facts)
T(13, "fr", "les jours ou le FWI depassait 20 cette saison a SBA, combien ont brule ?", [ANA], "S", "now", analog(S, 20), nfh=True)
T(13, "fr", "et a Bejaia ?", [ANA], "B", "now", analog(B, 20), nfh=True)
T(13, "fr", "et au-dessus de 30 ?", [ANA], "B", "now", analog(B, 30), nfh=True)
# s14 Spanish drift, then tactical and an order
r3, m3 = 2, 45
T(14, "es", f"el frente avanza a {r3} km/h, cuanto recorre en {m3} min?", [DR], None, "now", ["=drift", drift_kmh(r3, m3)], h=m3)
T(14, "es", "y en hora y media?", [DR], None, "now", ["=drift", drift_kmh(r3, 90)], h=90)
T(14, "es", "nos da tiempo a salir por la pista norte?", [TAC], None, "none", [])
T(14, "es", "avisa a la brigada 3 que se retire", [REF], None, "none", ["neg"])
# s15 Modern Standard Arabic summaries, then a forecast
T(15, "ar", "ما متوسط درجة الحرارة في سيدي بلعباس خلال الأسبوع الماضي؟", [SUM], "S", "lastweek", [avg_fact(S, "lastweek", "t")])
T(15, "ar", "وما أعلى قيمة لمؤشر FWI خلال الفترة نفسها؟", [SUM], "S", "lastweek", ["maxfwi"])
T(15, "ar", "وهل سيكون الغد أسوأ؟", [OOS], "S", "none", [])
# s16 engine crew typing fast
T(16, "en", "wind + RH bejaia rn", [CC], "B", "now", ["ws", "rh"])
T(16, "en", "same at sba, and which is worse", [CC, CMP], "BS", "now",
  [val(S, "now", "ws"), val(S, "now", "rh"), val(B, "now", "fwi"), val(S, "now", "fwi")])
T(16, "en", "why", [EXP], "BS", "now", ["rh"])
# s17 Tunisian crew lead, frames then drift, then French
T(17, "ar", "الدرون لقى حاجة توا؟", [FR_], None, "now", ["=frames"])
T(17, "ar", "وين بالضبط؟", [FR_], None, "now", ["=detection_place"])
r4, m4 = 22, 30
T(17, "ar", f"كان تمشي {r4} متر في الدقيقة، قداش تعمل في {m4} دقيقة؟", [DR], None, "now", ["=drift", drift_m_per_min(r4, m4)], h=m4)
T(17, "fr", "et le danger a SBA la ?", [DG], "S", "now", ["fwi", "class"])
# s18 incident commander on the radio, multi asks
T(18, "en", "IC here. Temp and FWI at Bejaia, and anything from the drone?", [CC, DG, FR_], "B", "now",
  [val(B, "now", "t"), val(B, "now", "fwi"), "=frames"])
T(18, "en", "other station same numbers", [CC, DG], "S", "now", ["t", "fwi"])
T(18, "en", "and forecast for this evening?", [OOS], None, "none", [])


# ----------------------------------------------------------------------------------------- write
def build_templates():
    groups = OrderedDict()
    for q in QS:
        groups.setdefault(q["kind"], []).append(q)
    out = []
    for kind, qs in groups.items():
        t = {"key": f"{NAME}-{kind}", "intents": qs[0]["intents"],
             "intents_by_phrasing": [q["intents"] for q in qs],
             "stations": "none", "days": [q["day"] for q in qs], "phrasings": []}
        for q in qs:
            p = {"q": q["q"], "lang": q["lang"], "stations": ST[q["st"]], "facts": q["facts"]}
            if q["alt"]:
                p["intents_alt"] = q["alt"]
            t["phrasings"].append(p)
        if any(q["thr"] is not None for q in qs):
            t["thr"] = [q["thr"] for q in qs]
        if any(q["h"] is not None for q in qs):
            t["horizons"] = [q["h"] for q in qs]
        if kind in DECISION:
            t["decision"] = DECISION[kind]
        if kind in NEEDS_FIRE_HISTORY:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows_, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


def main():
    for q in QS:
        assert "{" not in q["q"] and "}" not in q["q"], q["q"]
    templates = build_templates()
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    dump(templates, tpath)
    dump(SESS, spath)
    from appliance.evaluation.crew_build import expand
    items = expand(tpath, spath)
    ids = [it["id"] for it in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi = sum(len(it["intents"]) >= 2 for it in items)
    sessions = {it["session"] for it in items if it["session"]}
    print(f"{n} questions ({sum(1 for it in items if not it['session'])} template, {n - sum(1 for it in items if not it['session'])} session turns, "
          f"{len(sessions)} sessions); multi-ask {multi} ({100 * multi / n:.1f} %)")
    print("languages:", {k: f"{v} ({100 * v / n:.1f} %)" for k, v in langs.most_common()})
    print("decisions:", dict(Counter(it["decision"] for it in items)))
    if "-v" in sys.argv:
        for it in items:
            print(it["id"], it["lang"], it["decision"], it["intents"], it["entities"]["stations"], it["entities"]["time"],
                  "|", it["question"], "|", json.dumps(it["facts"], ensure_ascii=False))


if __name__ == "__main__":
    main()
