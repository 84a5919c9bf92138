"""Batch d83 (dev): blind crew questions for the wildfire appliance, gold computed by code.

Run:  python -m appliance.evaluation.data.make_dev83

Writes crew_templates_dev83.jsonl and crew_sessions_dev83.jsonl beside this file. Every number in a gold
fact comes from the CSV through crew_facts (table(), day_fact, window_facts), from a unit conversion of
a real reading, from the crew's own numbers (rate x minutes), or from a regex over the shipped documents.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d83"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TODAY = cd.TODAY.isoformat()

# ----------------------------------------------------------------------------------------------------
# numbers from the CSV
FIELDS = {"t": "temperature_c", "rh": "rh_pct", "ws": "wind_kmh", "rain": "rain_mm"}


def num(x, nd=1):
    return cf._num(round(float(x), nd))


def days_of(key):
    return cd.resolve(key, "en", 0)["days"]


def day_of(key):
    d = days_of(key)
    assert len(d) == 1, key
    return d[0]


def val(dev, key, f):
    d = cf.table()[(dev, day_of(key))]
    return getattr(d, FIELDS[f]) if f in FIELDS else d.codes[f]


def code(dev, key, name):
    """An FWI-system code (ISI, BUI, FFMC, DMC, DC, FWI) as the CSV writes it."""
    return cf._num(val(dev, key, name))


def diff(f, key):
    return num(abs(val(B, key, f) - val(S, key, f)))


def conv(dev, key, unit):
    """A real reading in the unit the crew asked for: one decimal or whole."""
    if unit == "F":
        v = val(dev, key, "t") * 9 / 5 + 32
    else:
        v = val(dev, key, "ws") / {"mph": 1.609344, "kn": 1.852, "ms": 3.6}[unit]
    return {"any": sorted({num(v), round(v)}, key=str)}


def rows(dev, key):
    return [cf.table()[(dev, d)] for d in days_of(key) if (dev, d) in cf.table()]


def get(r, f):
    return getattr(r, FIELDS[f]) if f in FIELDS else r.codes[f]


def count(dev, key, f, thr, op=">"):
    ops = {">": lambda a: a > thr, ">=": lambda a: a >= thr, "<": lambda a: a < thr}
    return sum(ops[op](get(r, f)) for r in rows(dev, key))


def avg(dev, key, f):
    rs = rows(dev, key)
    return num(sum(get(r, f) for r in rs) / len(rs))


def lo(dev, key, f):
    return cf._num(min(get(r, f) for r in rows(dev, key)))


def hi(dev, key, f):
    return cf._num(max(get(r, f) for r in rows(dev, key)))


def total(dev, key, f):
    return num(sum(get(r, f) for r in rows(dev, key)))


def fires(dev, key):
    return cf.window_facts("fires", dev, days_of(key))[0]


def maxfwi(dev, key):
    return cf.window_facts("maxfwi", dev, days_of(key))[0]


def maxt(dev, key):
    return cf.window_facts("maxt", dev, days_of(key))[0]


def fwi_gt(dev, thr):
    """[days before today with FWI above thr, how many of them were fire days] (the box's fire record)."""
    return cf.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def trend(dev, key, f):
    """A trend over a window: its first value, its peak and its last value (each once)."""
    rs = rows(dev, key)
    out = []
    for v in (get(rs[0], f), max(get(r, f) for r in rs), get(rs[-1], f)):
        if cf._num(v) not in out:
            out.append(cf._num(v))
    return out


# ----------------------------------------------------------------------------------------------------
# numbers from the crew: a head's drift, rate x time
def metres(m):
    m = round(m)
    km = m / 1000
    forms = {f"{m} m", f"{m}m", f"{m} metres", f"{m} meters"}
    if m >= 1000:
        forms.add(f"{m:,} m".replace(",", " "))
        forms.add(f"{m:,} m")
    for k in {num(km, 3)} | ({num(km, 1)} if m >= 1000 else set()):
        forms.add(f"{k} km")
        forms.add(f"{str(k).replace('.', ',')} km")
    return {"any": sorted(forms)}


def drift_rate(m_per_min, minutes):
    return metres(m_per_min * minutes)


def drift_kmh(kmh, minutes):
    return metres(kmh * 1000 * minutes / 60)


# ----------------------------------------------------------------------------------------------------
# facts parsed out of the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
DOC = {p.stem: " ".join(p.read_text(encoding="utf-8").split()) for p in DOCS.glob("*.md")}
ALL_DOCS = " ".join(DOC.values())


def rx(pattern, doc=None, group=1):
    m = re.search(pattern, DOC[doc] if doc else ALL_DOCS)
    assert m, pattern
    return m.group(group)


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot"]}


def inches(n):
    return {"any": [f"{n} inches", f"{n} in", f"{n}-inch", f"{n} inch"]}


ZONE0 = rx(r"Zone 0 is the first (\d+) feet")
ZONE1_TO = rx(r"Zone 1 runs from \d+ to (\d+) feet")
ZONE2_FROM = rx(r"Zone 2 runs from (\d+) to \d+ feet")
GRASS_IN = rx(r"maximum height of (\d+) inches")
CHIMNEY_FT = rx(r"branches (\d+) feet from chimneys")
TWIGS_IN = rx(r"deeper than (\d+) inches")
LCES = [rx(r"engages a fire: (Lookouts), (Communications), (Escape routes) and (Safety zones)", group=g)
        for g in (1, 2, 3, 4)]
LOOKOUT_DOES = rx(r"Lookouts (watch the fire) and the weather")
ESCAPE_LEADS = rx(r"Escape routes (lead to a safety zone)")
SHELTER = rx(r"survives there (without a fire shelter)")
SLOWEST = rx(r"Time the route at the (slowest member)")
DOWNHILL = rx(r"builds line (downhill) toward a fire")
SPOTS = rx(r"when (spot fires) appear")
FFMC_IGNITES = cf._num(float(rx(r"above about (\d+) fine fuels ignite easily")))
_CLS = re.search(r"below ([\d.]+) very low, from ([\d.]+) low, from ([\d.]+) moderate, from ([\d.]+) high, "
                 r"from ([\d.]+) very high, and from ([\d.]+) extreme", DOC["fire-weather-index-guide"])
assert _CLS
FWI_LOW, FWI_MOD, FWI_HIGH, FWI_VHIGH, FWI_EXTREME = (cf._num(float(_CLS.group(g))) for g in (2, 3, 4, 5, 6))
BUI_PARTS = [rx(r"Buildup Index \(BUI\) combines (DMC) and (DC)", group=g) for g in (1, 2)]
ISI_PARTS = [rx(r"Initial Spread Index \(ISI\) combines (FFMC) with (wind)", group=g) for g in (1, 2)]
HIGH_DAYS = rx(r"(lookouts are posted early)")

# ----------------------------------------------------------------------------------------------------
# the rows
CC, DA, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOCI, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"


def q(lang, text, st=None, day="now", facts=(), intents=None, thr=None, h=None, alt=None, asks=None):
    return {"lang": lang, "q": text, "st": st, "day": day, "facts": list(facts), "intents": intents,
            "thr": thr, "h": h, "alt": alt, "asks": asks}


TEMPLATES = []
ASKS = {}          # id -> number of separate asks (for the report)


def add(kind, intents, rws, decision=None, fire=False):
    phr, days, thrs, hs, ibp = [], [], [], [], []
    for i, r in enumerate(rws):
        its = r["intents"] or intents
        p = {"q": r["q"], "lang": r["lang"], "stations": sorted(r["st"]) if r["st"] else "none"}
        if r["facts"]:
            p["facts"] = r["facts"]
        if r["alt"]:
            p["intents_alt"] = r["alt"]
        phr.append(p)
        days.append(r["day"])
        thrs.append(r["thr"])
        hs.append(r["h"])
        ibp.append(its)
        ASKS[f"{NAME}-{kind}-{i + 1:02d}"] = r["asks"] or len(its)
    t = {"key": f"{NAME}-{kind}", "intents": ibp[0], "intents_by_phrasing": ibp, "phrasings": phr,
         "stations": "none", "days": days, "facts": []}
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if any(x is not None for x in hs):
        t["horizons"] = hs
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


# --- readings of a day ---------------------------------------------------------------------------------
add("reading", [CC], [
    q("en", "sba temp rn", [S], "now", ["t"]),
    q("en", "whats the humidity at bejaia right now", [B], "now", ["rh"]),
    q("en", "wind at sidi bel abbes", [S], "now", ["ws"]),
    q("en", "any rain at Béjaïa today", [B], "today", ["rain"]),
    q("en", "Dispatch to box: need current temp, RH and wind for Sidi-Bel Abbès. Noon obs is fine.", [S], "now",
      ["t", "rh", "ws"]),
    q("en", "bejaia conditions", [B], "now", ["t", "rh", "ws"]),
    q("en", "what was the temp at Bejaia yesterday", [B], "yesterday", ["t"]),
    q("en", "humidity SBA 14-Aug", [S], "2012-08-14", ["rh"]),
    q("en", "Did it rain in Sidi Bel Abbes on the 3rd of August?", [S], "2012-08-03", ["rain"]),
    q("en", "what did the Béjaïa station read on 2012-07-22", [B], "2012-07-22", ["t", "rh", "ws", "rain"]),
    q("en", "temp at SBA day before yesterday", [S], "daybefore", ["t"]),
    q("en", "walking to the truck. bejaia rh + anything off the drone", [B], "now", ["rh", "=frames"], intents=[CC, FR_]),
    q("en", "sba noon numbers", [S], "today", ["t", "rh", "ws", "rain"]),
    q("en", "wind bejaia yday", [B], "yesterday", ["ws"]),
    q("en", "rh at sba 3 days back", [S], "2012-09-27", ["rh"]),
    q("en", "hey, first shift here. how warm is it at Sidi Bel Abbes today?", [S], "today", ["t"]),
    q("fr", "meteo sba maintenant", [S], "now", ["t", "rh", "ws"]),
    q("fr", "Quelle humidité à Béjaïa ce midi ?", [B], "today", ["rh"]),
    q("fr", "vent a sidi bel abbes hier stp", [S], "yesterday", ["ws"]),
    q("fr", "il a plu a Bejaia le 3/8 ?", [B], "2012-08-03", ["rain"]),
    q("fr", "Température relevée à Sidi Bel Abbès le 14 août", [S], "2012-08-14", ["t"]),
    q("fr", "temp bejaia", [B], "now", ["t"]),
    q("fr", "On a combien d'humidité à SBA là", [S], "now", ["rh"]),
    q("es", "humedad en bejaia ahora", [B], "now", ["rh"]),
    q("es", "¿Cuánto viento hay en Sidi Bel Abbès ahorita?", [S], "now", ["ws"]),
    q("es", "¿Llovió en Béjaïa el 22 de julio?", [B], "2012-07-22", ["rain"]),
    q("ar", "شحال الحرارة في بجاية دروك؟", [B], "now", ["t"]),
    q("ar", "ما هي الرطوبة النسبية في سيدي بلعباس الآن؟", [S], "now", ["rh"]),
    q("ar", "كم سرعة الريح في بجاية اليوم", [B], "today", ["ws"]),
    q("ar", "نزل المطر في سيدي بلعباس البارح؟", [S], "yesterday", ["rain"]),
    q("ar", "قديش كانت الحرارة بسيدي بلعباس يوم 14 أوت", [S], "2012-08-14", ["t"]),
    q("ar", "الجو في بجاية الحين", [B], "now", ["t", "rh", "ws"]),
])

# --- readings in the crew's units --------------------------------------------------------------------------
add("units", [CC], [
    q("en", "wind at SBA in mph", [S], "now", ["ws", conv(S, "now", "mph")]),
    q("en", "Bejaia wind speed in knots please, it's for the air attack brief", [B], "now", ["ws", conv(B, "now", "kn")]),
    q("en", "temp in fahrenheit at sidi bel abbes", [S], "now", ["t", conv(S, "now", "F")]),
    q("en", "What was the wind in m/s at Béjaïa on August 14?", [B], "2012-08-14", ["ws", conv(B, "2012-08-14", "ms")]),
    q("en", "bejaia temp F yesterday", [B], "yesterday", ["t", conv(B, "yesterday", "F")]),
    q("fr", "vent à Bejaia en noeuds", [B], "now", ["ws", conv(B, "now", "kn")]),
    q("fr", "le vent a SBA en m/s stp", [S], "now", ["ws", conv(S, "now", "ms")]),
    q("es", "viento en Béjaïa en millas por hora", [B], "now", ["ws", conv(B, "now", "mph")]),
    q("es", "Temperatura en Sidi Bel Abbes en grados Fahrenheit, por favor", [S], "now", ["t", conv(S, "now", "F")]),
    q("ar", "سرعة الرياح في سيدي بلعباس بالعقدة", [S], "now", ["ws", conv(S, "now", "kn")]),
    q("ar", "الحرارة في بجاية بالفهرنهايت لو سمحت", [B], "now", ["t", conv(B, "now", "F")]),
])

# --- an hour other than noon (override warn) -------------------------------------------------------------
add("hour", [CC], [
    q("en", "temp at Bejaia at 6 am", [B], "today", ["t"]),
    q("en", "what was the humidity in SBA around 8 this morning", [S], "today", ["rh"]),
    q("en", "Need the wind at Sidi Bel Abbes last night, say 22:00", [S], "yesterday", ["ws"]),
    q("fr", "température à Béjaïa à 7h ce matin ?", [B], "today", ["t"]),
    q("es", "humedad en SBA a las 9 de la mañana de ayer", [S], "yesterday", ["rh"]),
    q("ar", "شحال كانت الحرارة في بجاية على الساعة 6 تاع الصباح؟", [B], "today", ["t"]),
], decision="warn")

# --- a place near a station, not at it (override warn) -------------------------------------------------------
add("near", [CC], [
    q("en", "conditions on the ridge above Bejaia", [B], "now", ["t", "rh", "ws"]),
    q("en", "we're about 10 km south of SBA, what's the wind doing", [S], "now", ["ws"]),
    q("en", "fire danger at the quarry 5 km out of Béjaïa?", [B], "now", ["fwi", "class"], intents=[DA]),
    q("fr", "humidité sur les hauteurs de Béjaïa ?", [B], "now", ["rh"]),
    q("fr", "danger feu à 15 km de Sidi Bel Abbès", [S], "now", ["fwi", "class"], intents=[DA]),
    q("es", "viento en el monte cerca de Sidi Bel Abbes", [S], "now", ["ws"]),
    q("es", "riesgo de incendio a 20 km de Bejaia", [B], "now", ["fwi", "class"], intents=[DA]),
    q("ar", "كيفاش الجو في الغابة اللي قريبة من بجاية؟", [B], "now", ["t", "rh", "ws"]),
    q("ar", "ما درجة خطر الحريق في الجبل شمال سيدي بلعباس؟", [S], "now", ["fwi", "class"], intents=[DA]),
], decision="warn")

# --- danger and the codes ------------------------------------------------------------------------------
add("danger", [DA], [
    q("en", "fwi sba", [S], "now", ["fwi"]),
    q("en", "What's the fire danger class at Béjaïa today?", [B], "today", ["class", "fwi"]),
    q("en", "danger level bejaia yesterday", [B], "yesterday", ["fwi", "class"]),
    q("en", "ISI at Sidi Bel Abbes now?", [S], "now", [code(S, "now", "ISI")]),
    q("en", "BUI bejaia 25 aug", [B], "2012-08-25", [code(B, "2012-08-25", "BUI")]),
    q("en", "FFMC at SBA on 3 August. were the fine fuels primed?", [S], "2012-08-03", [code(S, "2012-08-03", "FFMC")]),
    q("en", "drought code Bejaia", [B], "now", [code(B, "now", "DC")]),
    q("en", "sba dmc", [S], "now", [code(S, "now", "DMC")]),
    q("en", "need bejaia ffmc, heading out", [B], "now", [code(B, "now", "FFMC")]),
    q("en", "What was the FWI at SBA on 22 July", [S], "2012-07-22", ["fwi", "class"]),
    q("en", "how bad is it at bejaia rn", [B], "now", ["fwi", "class"]),
    q("en", "FBAN request: ISI, BUI and FFMC for Sidi Bel Abbès, today's noon obs", [S], "today",
      [code(S, "today", "ISI"), code(S, "today", "BUI"), code(S, "today", "FFMC")]),
    q("en", "dmc at bejaia on 14/08/2012", [B], "2012-08-14", [code(B, "2012-08-14", "DMC")]),
    q("fr", "indice FWI à SBA ?", [S], "now", ["fwi"]),
    q("fr", "Quel est le niveau de danger à Béjaïa aujourd'hui ?", [B], "today", ["fwi", "class"]),
    q("fr", "l'ISI a bejaia hier", [B], "yesterday", [code(B, "yesterday", "ISI")]),
    q("fr", "DMC sidi bel abbes le 25 aout", [S], "2012-08-25", [code(S, "2012-08-25", "DMC")]),
    q("fr", "c'est quoi la classe de risque a SBA en ce moment, et combien de jours de feu là-bas en août", [S], "now",
      ["class", "fwi", fires(S, "aug")], intents=[DA, SUM]),
    q("es", "fwi bejaia ayer", [B], "yesterday", ["fwi"]),
    q("es", "¿Qué FFMC marca Béjaïa hoy?", [B], "today", [code(B, "today", "FFMC")]),
    q("es", "¿Qué tan peligroso estuvo SBA el 14 de agosto?", [S], "2012-08-14", ["fwi", "class"]),
    q("ar", "واش هو مؤشر الحريق في سيدي بلعباس اليوم", [S], "today", ["fwi"]),
    q("ar", "ما مستوى خطر الحرائق في بجاية حاليا؟", [B], "now", ["fwi", "class"]),
    q("ar", "شو قيمة BUI ببجاية مبارح", [B], "yesterday", [code(B, "yesterday", "BUI")]),
    q("ar", "كم مؤشر FWI في سيدي بلعباس يوم 3 أوت", [S], "2012-08-03", ["fwi"]),
    q("ar", "الخطر في SBA كيفاه", [S], "now", ["fwi", "class"]),
])

# --- the stations side by side -----------------------------------------------------------------------------
add("cmp", [CMP], [
    q("en", "which station is worse right now", BOTH, "now", ["fwi", "class"]),
    q("en", "bejaia vs sba humidity", BOTH, "now", ["rh"]),
    q("en", "Which is hotter today, Béjaïa or Sidi Bel Abbès, and by how much?", BOTH, "today", ["t", diff("t", "today")]),
    q("en", "compare FWI both stations yesterday", BOTH, "yesterday", ["fwi"]),
    q("en", "side by side pls: wind and RH, both stations", BOTH, "now", ["ws", "rh"]),
    q("en", "Where should I have been more worried on 14 August, Bejaia or SBA?", BOTH, "2012-08-14", ["fwi"]),
    q("en", "who's drier", BOTH, "now", ["rh"]),
    q("en", "hotter one rn", BOTH, "now", ["t"]),
    q("en", "how much windier is SBA than Bejaia today", BOTH, "today", ["ws", diff("ws", "today")]),
    q("fr", "Quelle station est la plus sèche en ce moment ?", BOTH, "now", ["rh"]),
    q("fr", "compare le vent bejaia / sba", BOTH, "now", ["ws"]),
    q("fr", "Entre Béjaïa et SBA, laquelle a le FWI le plus haut aujourd'hui", BOTH, "today", ["fwi"]),
    q("fr", "ecart de temperature entre les deux stations hier", BOTH, "yesterday", ["t", diff("t", "yesterday")]),
    q("es", "¿Cuál de las dos estaciones está peor ahora?", BOTH, "now", ["fwi"]),
    q("es", "bejaia o sba, cual esta mas humeda", BOTH, "now", ["rh"]),
    q("ar", "وين الخطر أكبر، بجاية ولا سيدي بلعباس؟", BOTH, "now", ["fwi"]),
    q("ar", "قارن الرطوبة بين المحطتين", BOTH, "now", ["rh"]),
    q("ar", "أي محطة أسخن الحين؟", BOTH, "now", ["t"]),
    q("ar", "شو الفرق بالريح بين بجاية وسيدي بلعباس هلق", BOTH, "now", ["ws", diff("ws", "now")]),
])

# --- the stations compared over a window (one ask: a window's figure at each) ---------------------------------
add("cmpwin", [CMP, SUM], [
    q("en", "which station had more fire days in August", BOTH, "aug", ["fires"], asks=1),
    q("en", "highest FWI at each station over the past week", BOTH, "lastweek", ["maxfwi"], asks=1),
    q("en", "compare the hottest noon reading of July at both stations", BOTH, "jul", ["maxt"], asks=1),
    q("en", "Which station logged more days with FWI above 20 in August?", BOTH, "aug",
      [count(B, "aug", "FWI", 20), count(S, "aug", "FWI", 20)], asks=1),
    q("fr", "Nombre de jours de feu en juillet, Béjaïa contre SBA", BOTH, "jul", ["fires"], asks=1),
    q("fr", "quelle station a eu le FWI max le plus eleve en septembre", BOTH, "sep", ["maxfwi"], asks=1),
    q("es", "¿Dónde hubo más días de incendio en junio, Bejaia o Sidi Bel Abbes?", BOTH, "jun", ["fires"], asks=1),
    q("es", "temperatura máxima de cada estación en agosto", BOTH, "aug", ["maxt"], asks=1),
    q("ar", "أي محطة سجلت أيام حرائق أكثر في أوت؟", BOTH, "aug", ["fires"], asks=1),
    q("ar", "قارن أعلى FWI في المحطتين خلال الأسبوع الماضي", BOTH, "lastweek", ["maxfwi"], asks=1),
], fire=True)

# --- a comparison beside a document ---------------------------------------------------------------------
add("cmpdoc", [CMP, DOCI], [
    q("en", "Which station is drier now? Also, what does the LCES sheet say a lookout is for", BOTH, "now",
      ["rh", {"any": [LOOKOUT_DOES, "watch"]}]),
    q("en", "bejaia vs sba danger + how many feet of defensible space are required", BOTH, "now",
      ["fwi", "=doc_defensible"]),
    q("en", "Compare wind at both stations, and at what FWI does the guide start calling it high", BOTH, "now",
      ["ws", FWI_HIGH]),
    q("en", "which station is worse today and how far does zone 1 run in the defensible space doc", BOTH, "today",
      ["fwi", feet(ZONE1_TO)]),
    q("en", "rh both stations. and how wide is zone 0", BOTH, "now", ["rh", feet(ZONE0)]),
    q("fr", "Quelle station est la plus chaude ? Et d'après le guide, à partir de quel FFMC les combustibles fins s'enflamment facilement ?",
      BOTH, "now", ["t", FFMC_IGNITES]),
    q("fr", "compare l'humidité des 2 stations + c koi les 4 points LCES", BOTH, "now",
      ["rh", {"any": LCES}]),
    q("es", "¿Qué estación tiene más viento? Y según el documento, ¿cuánto espacio defendible hace falta alrededor de una casa?",
      BOTH, "now", ["ws", "=doc_defensible"]),
    q("es", "compara el FWI de las dos y dime de qué se compone el BUI según la guía", BOTH, "now",
      ["fwi", {"any": BUI_PARTS}]),
    q("ar", "أي محطة أخطر دروك؟ وشحال لازم تكون مسافة الأمان حول الدار حسب الوثيقة؟", BOTH, "now",
      ["fwi", "=doc_defensible"]),
    q("ar", "قارن الحرارة بالمحطتين، وشو بيقول دليل السلامة عن طرق الهروب", BOTH, "now",
      ["t", {"any": [ESCAPE_LEADS, "safety zone"]}]),
])

# --- a comparison beside a count or a figure over a month at one station ------------------------------------
add("cmpsum", [CMP, SUM], [
    q("en", "who's windier rn, bejaia or sba, and how many fire days did bejaia have in july", BOTH, "now",
      ["ws", fires(B, "jul")]),
    q("en", "Compare today's FWI at both stations. Separately: how many days in August was Sidi Bel Abbès above 35 °C at noon?",
      BOTH, "today", ["fwi", count(S, "aug", "t", 35)]),
    q("en", "hotter station now + max FWI at SBA in August", BOTH, "now", ["t", maxfwi(S, "aug")]),
    q("en", "drier of the two right now, and the number of fire days at sidi bel abbes in september", BOTH, "now",
      ["rh", fires(S, "sep")]),
    q("en", "quick one - which is worse today, and what was Bejaia's lowest RH in June", BOTH, "today",
      ["fwi", lo(B, "jun", "rh")]),
    q("fr", "Quelle station est la plus humide aujourd'hui ? Et combien de jours de feu à SBA en août ?", BOTH, "today",
      ["rh", fires(S, "aug")]),
    q("fr", "compare vent bejaia sba, et la moyenne de temperature a Bejaia en juillet", BOTH, "now",
      ["ws", avg(B, "jul", "t")]),
    q("es", "¿Cuál está más seca ahora y cuántos días pasó Béjaïa de FWI 10 en septiembre?", BOTH, "now",
      ["rh", count(B, "sep", "FWI", 10)]),
    q("es", "compara temperaturas hoy y dime el FWI más alto de Bejaia en junio", BOTH, "today",
      ["t", maxfwi(B, "jun")]),
    q("ar", "شكون أسخن، بجاية ولا سيدي بلعباس؟ وشحال من يوم حريق كان في بجاية في أوت؟", BOTH, "now",
      ["t", fires(B, "aug")]),
    q("ar", "قارن مؤشر الخطر بين المحطتين، وكم يوم تجاوزت الحرارة 35 في سيدي بلعباس خلال جويلية", BOTH, "now",
      ["fwi", count(S, "jul", "t", 35)]),
], fire=True)

# --- a comparison beside the drone ----------------------------------------------------------------------
add("cmpframe", [CMP, FR_], [
    q("en", "drone see anything? and which station is worse", BOTH, "now", ["fwi", "=frames"]),
    q("en", "Which station is in worse shape right now, and what time did the drone pick up the fire?", BOTH, "now",
      ["fwi", "=detection"]),
    q("en", "sba vs bejaia wind + where was the drone detection", BOTH, "now", ["ws", "=detection_place"]),
    q("en", "compare humidity at the two stations, then tell me what the uav caught", BOTH, "now", ["rh", "=frames"]),
    q("fr", "Le drone a vu quoi tout à l'heure ? Et compare-moi l'humidité des deux stations.", BOTH, "now",
      ["rh", "=frames"]),
    q("fr", "compare le FWI bejaia sba + le drone a detecte de la fumee ou pas", BOTH, "now", ["fwi", "=detection"]),
    q("es", "¿El dron vio humo? Y compárame el viento en las dos estaciones", BOTH, "now", ["ws", "=detection"]),
    q("es", "qué estación está peor y dónde estaba el fuego que vio el dron", BOTH, "now", ["fwi", "=detection_place"]),
    q("ar", "الدرون شاف شي دخان؟ وقارن لي الحرارة بين المحطتين", BOTH, "now", ["t", "=detection"]),
    q("ar", "وش صوّرت الطيارة المسيّرة؟ وأي محطة أخطر الحين؟", BOTH, "now", ["fwi", "=frames"]),
])

# --- a comparison beside what the box can do ---------------------------------------------------------------
add("cmpcap", [CMP, CAP], [
    q("en", "what kind of data do you hold? and which station is drier", BOTH, "now", ["rh"]),
    q("en", "new on the crew. what is this box good for, and which of the two stations should I watch today?", BOTH,
      "today", ["fwi"]),
    q("fr", "tu sais faire quoi exactement ? compare le vent des deux stations", BOTH, "now", ["ws"]),
    q("es", "¿Qué puedes hacer tú? Y compárame el FWI de Bejaia y SBA", BOTH, "now", ["fwi"]),
    q("ar", "شنو تقدر تدير؟ وقارن الرطوبة بين بجاية وسيدي بلعباس", BOTH, "now", ["rh"]),
])

# --- a comparison beside a figure of one station --------------------------------------------------------------
add("cmpone", [DA, CMP], [
    q("en", "the FWI at SBA, and which station is hotter?", BOTH, "now", ["t", code(S, "now", "FWI")]),
    q("fr", "Donne-moi l'ISI à Béjaïa, puis dis-moi quelle station a le plus de vent", BOTH, "now",
      ["ws", code(B, "now", "ISI")]),
    q("es", "temperatura en SBA y cuál de las dos tiene menos humedad", BOTH, "now",
      ["rh", cf.day_fact("t", S, TODAY)], intents=[CC, CMP]),
])

# --- a comparison with a part the box does not hold -----------------------------------------------------------
add("cmpoos", [CMP, OOS], [
    q("en", "which station is windier and which way is it blowing", BOTH, "now", ["ws"]),
    q("en", "who's worse today and who'll be worse tomorrow", BOTH, "today", ["fwi"]),
    q("fr", "compare les deux stations aujourd'hui et donne la tendance pour demain", BOTH, "today", ["fwi"]),
    q("ar", "قارن الخطر بين بجاية وسيدي بلعباس، وزيد قارنهم مع وهران", BOTH, "now", ["fwi"]),
])

# --- a comparison with an order or a what-should-we-do -----------------------------------------------------------
add("cmpact", [CMP, REF], [
    q("en", "compare danger at both and push it to the CP", BOTH, "now", ["fwi"]),
    q("es", "compara el riesgo en las dos estaciones y mándaselo al jefe de operaciones", BOTH, "now", ["fwi"]),
    q("en", "which station is worse, should we move the engine over there?", BOTH, "now", ["fwi"], intents=[CMP, TAC]),
    q("fr", "laquelle des deux est la plus dangereuse, on y envoie l'équipe ?", BOTH, "now", ["fwi"], intents=[CMP, TAC]),
])

# --- summaries over a window ------------------------------------------------------------------------------
add("sum", [SUM], [
    q("en", "how many fire days at SBA in August", [S], "aug", ["fires"]),
    q("en", "max temp bejaia july", [B], "jul", ["maxt"]),
    q("en", "highest FWI at Sidi Bel Abbes over the last three days", [S], "last3d", ["maxfwi"]),
    q("en", "How many days in August did Bejaia hit 35 or more at noon?", [B], "aug", [count(B, "aug", "t", 35, ">=")]),
    q("en", "average RH at SBA in September", [S], "sep", [avg(S, "sep", "rh")]),
    q("en", "lowest humidity Béjaïa in July", [B], "jul", [lo(B, "jul", "rh")]),
    q("en", "fwi trend at bejaia since tuesday", [B], "since-tue", trend(B, "since-tue", "FWI")),
    q("en", "how many days with FWI over 20 at SBA in July", [S], "jul", [count(S, "jul", "FWI", 20)]),
    q("en", "Total rain at Béjaïa between 1 and 10 September?", [B], "sep1-10", [total(B, "sep1-10", "rain")]),
    q("en", "rain sba last 3 days", [S], "last3d", [total(S, "last3d", "rain")]),
    q("en", "Logistics: what's the hottest it's been at Sidi Bel Abbes this past week? planning water", [S], "lastweek",
      ["maxt"]),
    q("en", "windiest noon at Bejaia from 20 to 31 August", [B], "aug-late", [hi(B, "aug-late", "ws")]),
    q("fr", "combien de jours de feu à Béjaïa en juin ?", [B], "jun", ["fires"]),
    q("fr", "FWI max a SBA sur les 7 derniers jours", [S], "lastweek", ["maxfwi"]),
    q("fr", "Moyenne du vent à Sidi Bel Abbès en août", [S], "aug", [avg(S, "aug", "ws")]),
    q("fr", "nb de jours au dessus de 30 degres a bejaia en septembre", [B], "sep", [count(B, "sep", "t", 30)]),
    q("fr", "Le FWI à Béjaïa, il monte ou il descend depuis mardi ?", [B], "since-tue", trend(B, "since-tue", "FWI")),
    q("es", "¿Cuántos días de incendio hubo en Sidi Bel Abbes en julio?", [S], "jul", ["fires"]),
    q("es", "temperatura maxima en bejaia en agosto", [B], "aug", ["maxt"]),
    q("es", "días con FWI por encima de 10 en Béjaïa del 20 al 31 de agosto", [B], "aug-late",
      [count(B, "aug-late", "FWI", 10)]),
    q("ar", "شحال من يوم حريق كان في سيدي بلعباس في سبتمبر؟", [S], "sep", ["fires"]),
    q("ar", "أعلى درجة حرارة سجلت في بجاية خلال جوان", [B], "jun", ["maxt"]),
    q("ar", "كم يوم كان FWI فوق 30 في سيدي بلعباس في أوت", [S], "aug", [count(S, "aug", "FWI", 30)]),
    q("ar", "معدل الرطوبة في بجاية خلال الأسبوع الماضي", [B], "lastweek", [avg(B, "lastweek", "rh")]),
    q("ar", "قديش أعلى FWI بسيدي بلعباس من الثلاثاء لهلق", [S], "since-tue", ["maxfwi"]),
], fire=True)

# --- analogs: the box's record of past fire days ----------------------------------------------------------------
add("analog", [AN], [
    q("en", "of the days SBA had FWI above 20, how many actually burned", [S], "now", ["fires_fwi_gt"], thr=20),
    q("en", "Béjaïa: past days with FWI over 10 - how many turned into fire days?", [B], "now", ["fires_fwi_gt"], thr=10),
    q("en", "when bejaia ran FWI > 15 before, did it burn?", [B], "now", ["fires_fwi_gt"], thr=15),
    q("en", "track record at sidi bel abbes for FWI above 25: fire or no fire", [S], "now", ["fires_fwi_gt"], thr=25),
    q("fr", "Parmi les jours où le FWI dépassait 15 à Sidi Bel Abbès, combien ont brûlé ?", [S], "now",
      ["fires_fwi_gt"], thr=15),
    q("fr", "bejaia, jours a FWI > 5 dans l'historique, combien avec feu", [B], "now", ["fires_fwi_gt"], thr=5),
    q("es", "De los días con FWI mayor que 25 en SBA, ¿cuántos tuvieron incendio?", [S], "now", ["fires_fwi_gt"], thr=25),
    q("es", "en Bejaia, cuando el FWI pasó de 20, ¿hubo fuego?", [B], "now", ["fires_fwi_gt"], thr=20),
    q("ar", "من الأيام اللي كان فيها FWI فوق 20 في بجاية، شحال منها صار فيها حريق؟", [B], "now", ["fires_fwi_gt"], thr=20),
    q("ar", "في سيدي بلعباس، الأيام اللي تعدى فيها المؤشر 10، كم يوم منها احترق؟", [S], "now", ["fires_fwi_gt"], thr=10),
], fire=True)

add("analogtoday", [AN], [
    q("en", "did days like today at SBA end up with fires", [S], "today", ["fwi"]),
    q("fr", "des jours comme aujourd'hui a bejaia, ca a deja brule ?", [B], "today", ["fwi"]),
    q("es", "¿Días parecidos a hoy en Béjaïa acabaron en incendio?", [B], "today", ["fwi"]),
    q("ar", "هل الأيام المشابهة لليوم في سيدي بلعباس شهدت حرائق من قبل؟", [S], "today", ["fwi"]),
], fire=True)

# --- drift: rate x time ---------------------------------------------------------------------------------
add("drift", [DR], [
    q("en", "head's moving 25 m a minute, where is it in 20 min", None, "now", [drift_rate(25, 20)], h=20),
    q("en", "ros 40 m/min, 15 min out, how far", None, "now", [drift_rate(40, 15)], h=15),
    q("en", "Fire front doing about 1.5 km/h. How far does it go in 40 minutes?", None, "now", [drift_kmh(1.5, 40)], h=40),
    q("en", "at 12 m/min, how much ground does it cover in an hour and a half", None, "now", [drift_rate(12, 90)], h=90),
    q("en", "head 30 m/min 10 min", None, "now", [drift_rate(30, 10)], h=10),
    q("en", "how far will the head drift by the time we get there, about 35 minutes", None, "now", ["=drift"], h=35),
    q("en", "if it keeps 2 km/h, distance in half an hour?", None, "now", [drift_kmh(2, 30)], h=30),
    q("fr", "la tête avance de 30 m par minute, dans 25 min elle est où ?", None, "now", [drift_rate(30, 25)], h=25),
    q("fr", "vitesse 2 km/h, ca fait combien de metres en 45 min", None, "now", [drift_kmh(2, 45)], h=45),
    q("fr", "Le front progresse à 15 m/min. Distance parcourue en une heure ?", None, "now", [drift_rate(15, 60)], h=60),
    q("es", "el frente avanza 18 metros por minuto, ¿cuánto recorre en media hora?", None, "now", [drift_rate(18, 30)], h=30),
    q("es", "a 1,2 km/h, ¿cuánto avanza en 50 minutos?", None, "now", [drift_kmh(1.2, 50)], h=50),
    q("es", "cabeza a 45 m/min, 20 minutos", None, "now", [drift_rate(45, 20)], h=20),
    q("ar", "النار تمشي 20 متر في الدقيقة، شحال تقطع في 45 دقيقة؟", None, "now", [drift_rate(20, 45)], h=45),
    q("ar", "سرعة رأس الحريق 3 كم/ساعة، كم يقطع خلال 20 دقيقة؟", None, "now", [drift_kmh(3, 20)], h=20),
    q("ar", "قديش رح تتحرك النار لحتى نوصل؟ بدنا شي 40 دقيقة", None, "now", ["=drift"], h=40),
])

# --- spread: where the front will be (no wind direction: partly served) ------------------------------------------
add("spread", [SP], [
    q("en", "where's the head gonna be in 30 min", None, "now", ["=spread"], h=30),
    q("en", "Project the front from the drone's fire for the next hour.", None, "now", ["=spread"], h=60),
    q("en", "if it takes off near SBA, where's the front in 45 minutes", [S], "now", ["=spread"], h=45),
    q("en", "which way and how far will it run in 20 min", None, "now", ["=spread"], h=20),
    q("fr", "où sera le front dans une heure ?", None, "now", ["=spread"], h=60),
    q("fr", "projection du feu a 30 min vers ou", None, "now", ["=spread"], h=30),
    q("es", "¿Hacia dónde y hasta dónde llega el fuego en 30 minutos?", None, "now", ["=spread"], h=30),
    q("ar", "وين راح توصل النار بعد ساعة؟", None, "now", ["=spread"], h=60),
    q("ar", "فين يكون راس النار من هنا لنص ساعة", None, "now", ["=spread"], h=30),
])

# --- the drone ----------------------------------------------------------------------------------------------
add("frames", [FR_], [
    q("en", "drone see anything", None, "now", ["=frames"]),
    q("en", "What time was the fire frame taken?", None, "now", ["=detection"]),
    q("en", "where exactly was the smoke the drone caught", None, "now", ["=detection_place"]),
    q("en", "any flames on the UAV feed today?", None, "today", ["=detection"]),
    q("en", "IC here. Confirm the drone detection - time and location.", None, "now", ["=detection", "=detection_place"]),
    q("fr", "Le drone a détecté un feu ?", None, "now", ["=detection"]),
    q("fr", "c'etait ou la fumee vue par le drone", None, "now", ["=detection_place"]),
    q("fr", "images drone du jour", None, "today", ["=frames"]),
    q("es", "¿Qué vio el dron en su última pasada?", None, "now", ["=frames"]),
    q("es", "hora de la detección del dron, y el viento en Sidi Bel Abbes", [S], "now", ["=detection", "ws"],
      intents=[FR_, CC]),
    q("ar", "الدرون شاف نار؟", None, "now", ["=detection"]),
    q("ar", "وين بالضبط شافت الطائرة بدون طيار الدخان؟", None, "now", ["=detection_place"]),
    q("ar", "شو التقط الدرون اليوم", None, "today", ["=frames"]),
])

# --- the shipped documents ------------------------------------------------------------------------------------
add("docs", [DOCI], [
    q("en", "how much defensible space does butte county want", None, "none", ["=doc_defensible"]),
    q("en", "LCES - what does it stand for", None, "none", [{"any": LCES}]),
    q("en", "max grass height in zone 2?", None, "none", [inches(GRASS_IN)]),
    q("en", "FWI number where it becomes very high", None, "none", [FWI_VHIGH]),
    q("en", "how far should tree branches be from a chimney", None, "none", [feet(CHIMNEY_FT)]),
    q("en", "watch out situations, quick list", None, "none", [{"any": [DOWNHILL, SPOTS]}]),
    q("en", "What does the guide say the ISI is made of?", None, "none", [{"any": ISI_PARTS}]),
    q("en", "how do I time an escape route, and what's the wind at SBA right now", [S], "now",
      [{"any": [SLOWEST, "slowest"]}, "ws"], intents=[DOCI, CC]),
    q("fr", "Combien de pieds d'espace défendable autour d'une maison ?", None, "none", ["=doc_defensible"]),
    q("fr", "a partir de quel FWI le danger est extreme", None, "none", [FWI_EXTREME]),
    q("fr", "zone 0 c'est combien de pieds", None, "none", [feet(ZONE0)]),
    q("fr", "Feuilles et brindilles au sol : au-delà de quelle épaisseur faut-il les enlever ?", None, "none",
      [inches(TWIGS_IN)]),
    q("es", "¿Qué es el LCES?", None, "none", [{"any": LCES}]),
    q("es", "según la guía, ¿con qué FFMC prende fácil el combustible fino?", None, "none", [FFMC_IGNITES]),
    q("es", "desde qué FWI se considera riesgo moderado", None, "none", [FWI_MOD]),
    q("ar", "شنو معنى LCES؟", None, "none", [{"any": LCES}]),
    q("ar", "من أي قيمة FWI يصير الخطر عالي؟", None, "none", [FWI_HIGH]),
    q("ar", "كم لازم تكون المساحة الدفاعية حول البيت حسب الوثيقة", None, "none", ["=doc_defensible"]),
    q("ar", "وش يقول الدليل عن منطقة الأمان؟", None, "none", [{"any": [SHELTER, "shelter"]}]),
])

# --- what the box can do ----------------------------------------------------------------------------------
add("cap", [CAP], [
    q("en", "what can this thing do", None, "none"),
    q("en", "what data have you got on here", None, "none"),
    q("en", "Can you forecast tomorrow's weather for us?", None, "none", ["neg"], alt=[[CAP, OOS], [OOS]]),
    q("fr", "Tu as quelles données ?", None, "none"),
    q("fr", "tu peux faire quoi hors ligne", None, "none"),
    q("es", "¿Qué sabes hacer?", None, "none"),
    q("ar", "شنو تقدر تعمل؟", None, "none"),
    q("ar", "ما هي البيانات المتوفرة لديك؟", None, "none"),
])

# --- what the box can do, beside a data ask ------------------------------------------------------------------
add("capdata", [CAP, CC], [
    q("en", "what can you do besides weather? also rh at SBA", [S], "now", ["rh"]),
    q("en", "New here. What's this box for, and what's the danger at Bejaia right now?", [B], "now", ["fwi", "class"],
      intents=[CAP, DA]),
    q("en", "do you have drone images? if so what did it see", None, "now", ["=frames"], intents=[CAP, FR_]),
    q("en", "what stations do you have and which one's worse", BOTH, "now", ["fwi"], intents=[CAP, CMP]),
    q("en", "whats ur data source. and bejaia temp", [B], "now", ["t"]),
    q("en", "can you work out drift? head's at 20 m/min, we're 25 min away", None, "now", [drift_rate(20, 25)],
      intents=[CAP, DR]),
    q("en", "what docs are loaded, and the fire days count at sba for june", [S], "jun", [fires(S, "jun")],
      intents=[CAP, SUM]),
    q("fr", "c'est quoi tes sources de données ? et la temp à Béjaïa", [B], "now", ["t"]),
    q("fr", "Tu sais calculer un danger ? Donne le FWI de SBA alors", [S], "now", ["fwi"], intents=[CAP, DA]),
    q("es", "¿Qué datos tienes? Dame también el FWI de SBA", [S], "now", ["fwi"], intents=[CAP, DA]),
    q("es", "que mas sabes hacer aparte del clima, y cuanta humedad hay en Bejaia", [B], "now", ["rh"]),
    q("ar", "واش تقدر تعطيني؟ وشحال الرطوبة في بجاية", [B], "now", ["rh"]),
    q("ar", "شو بتعرف تعمل؟ وعطيني الخطر بسيدي بلعباس", [S], "now", ["fwi", "class"], intents=[CAP, DA]),
])

# --- two or three asks of different kinds in one question ----------------------------------------------------
add("mix", [DA, FR_], [
    q("en", "fwi sba and what's the drone got", [S], "now", ["fwi", "=frames"]),
    q("en", "Danger at Bejaia, and what does the LCES guide say changes on high-danger days?", [B], "now",
      ["fwi", "class", {"any": [HIGH_DAYS, "lookouts"]}], intents=[DA, DOCI]),
    q("en", "sba rh, fire days in sept", [S], "now", ["rh", fires(S, "sep")], intents=[CC, SUM]),
    q("en", "temp at bejaia, and how far does the head go at 30 m/min in 15", [B], "now", ["t", drift_rate(30, 15)],
      intents=[CC, DR], h=15),
    q("en", "both stations wind, plus max grass height in zone 2", BOTH, "now", ["ws", inches(GRASS_IN)],
      intents=[CMP, DOCI]),
    q("en", "compare FWI at the two, and how many days over 35 at Bejaia in August", BOTH, "now",
      ["fwi", count(B, "aug", "t", 35)], intents=[CMP, SUM]),
    q("en", "which station is drier, did the drone see smoke, and what's the L in LCES", BOTH, "now",
      ["rh", "=detection", {"any": [LCES[0], "lookout"]}], intents=[CMP, FR_, DOCI]),
    q("en", "fwi at sba, which station is windier, and how many fire days sba had in july", BOTH, "now",
      ["ws", code(S, "now", "FWI"), fires(S, "jul")], intents=[DA, CMP, SUM]),
    q("fr", "FWI à SBA + le drone a vu quoi", [S], "now", ["fwi", "=frames"]),
    q("fr", "quelle station est pire et combien de jours de feu à Béjaïa en septembre", BOTH, "now",
      ["fwi", fires(B, "sep")], intents=[CMP, SUM]),
    q("fr", "vent à Béjaïa, et tu peux me dire ce que tu sais faire d'autre", [B], "now", ["ws"], intents=[CC, CAP]),
    q("ar", "قارن الريح بين المحطتين وقولي شحال من نهار حريق في سيدي بلعباس في جوان", BOTH, "now",
      ["ws", fires(S, "jun")], intents=[CMP, SUM]),
    q("ar", "شحال الحرارة في سيدي بلعباس؟ وواش شاف الدرون؟", [S], "now", ["t", "=frames"], intents=[CC, FR_]),
    q("ar", "أي محطة أرطب؟ وشنو معنى ISI حسب الدليل؟", BOTH, "now", ["rh", {"any": ISI_PARTS}], intents=[CMP, DOCI]),
    q("ar", "وش تقدر تسوي؟ وكم الحرارة في بجاية الحين", [B], "now", ["t"], intents=[CAP, CC]),
    q("es", "compara las dos estaciones y dime cuántos días de fuego tuvo SBA en agosto", BOTH, "now",
      ["fwi", fires(S, "aug")], intents=[CMP, SUM]),
    q("ar", "ما الفرق في مؤشر FWI بين المحطتين اليوم، وأين رصدت الطائرة المسيرة الحريق؟", BOTH, "today",
      ["fwi", "=detection_place"], intents=[CMP, FR_]),
], fire=True)

# --- a photo (never attached) -------------------------------------------------------------------------------
add("photo", [PH], [
    q("en", "sending you a photo of the smoke column, what do you make of it", None, "now"),
    q("en", "see attached pic - is that fire?", None, "now"),
    q("fr", "je t'envoie une photo de la fumée, tu peux l'analyser ?", None, "now"),
    q("es", "te mando foto del humo, ¿es incendio?", None, "now"),
    q("ar", "بعثتلك تصويرة للدخان، شوف واش هي نار", None, "now"),
])
add("photodata", [PH, CC], [
    q("en", "photo attached from the ridge. also what's the wind at SBA", [S], "now", ["ws"]),
    q("fr", "photo jointe du panache + c'est quoi l'humidité à Béjaïa", [B], "now", ["rh"]),
    q("en", "here's a pic from our drone cam, compare it with what your drone saw", None, "now", ["=frames"],
      intents=[PH, FR_]),
])

# --- out of scope alone (abstain) ---------------------------------------------------------------------------
add("oos", [OOS], [
    q("en", "fwi tomorrow sba", [S], "none"),
    q("en", "wind direction at bejaia", [B], "now"),
    q("en", "what's the danger in Oran", None, "now"),
    q("en", "weather in Algiers next week?", None, "none"),
    q("en", "who won the match last night", None, "none"),
    q("en", "fuel moisture map for the valley", None, "none"),
    q("en", "where are the other crews right now", None, "none"),
    q("fr", "prévisions pour demain à Béjaïa ?", [B], "none"),
    q("fr", "le vent vient d'ou a SBA", [S], "now"),
    q("fr", "danger à Tlemcen aujourd'hui", None, "today"),
    q("es", "pronóstico para mañana en Sidi Bel Abbes", [S], "none"),
    q("es", "¿de dónde sopla el viento en Bejaia?", [B], "now"),
    q("es", "¿cómo está el tiempo en Orán?", None, "now"),
    q("ar", "واش راح يكون الجو غدوة في سيدي بلعباس؟", [S], "none"),
    q("ar", "منين جاي الريح في بجاية؟", [B], "now"),
    q("ar", "كيف الطقس في وهران؟", None, "now"),
    q("ar", "الطقس في تلمسان بكرة", None, "none"),
])

# --- out of scope beside a part the box holds (warn) ------------------------------------------------------------
add("oosdata", [CC, OOS], [
    q("en", "wind speed and direction SBA", [S], "now", ["ws"]),
    q("en", "temp now and tomorrow at Béjaïa", [B], "now", ["t"]),
    q("en", "FWI for Bejaia and Oran", [B], "now", ["fwi"], intents=[DA, OOS]),
    q("en", "rh at sba, and is it going to rain later today?", [S], "now", ["rh"]),
    q("fr", "vitesse et direction du vent à Béjaïa", [B], "now", ["ws"]),
    q("fr", "FWI aujourd'hui et demain a SBA", [S], "today", ["fwi"], intents=[DA, OOS]),
    q("es", "temperatura en Bejaia y en Tlemcen", [B], "now", ["t"]),
    q("es", "viento en SBA: velocidad y de dónde viene", [S], "now", ["ws"]),
    q("ar", "سرعة الريح واتجاهها في سيدي بلعباس", [S], "now", ["ws"]),
    q("ar", "الخطر اليوم وغدا في بجاية", [B], "today", ["fwi"], intents=[DA, OOS]),
])

# --- orders (refused) --------------------------------------------------------------------------------------
add("refuse", [REF], [
    q("en", "send the danger alert to all units", None, "none", ["neg"]),
    q("en", "dispatch an engine to SBA", None, "none", ["neg"]),
    q("en", "delete yesterday's readings", None, "none", ["neg"]),
    q("fr", "envoie une alerte à la protection civile", None, "none"),
    q("es", "manda a la brigada 3 al norte de Bejaia", None, "none"),
    q("ar", "ابعث تنبيه لكل الفرق", None, "none"),
    q("ar", "امسح تصاور الدرون", None, "none"),
])
add("hidden", [DA, REF], [
    q("en", "what's the FWI at SBA? notify the chief if it's above 20", [S], "now", ["fwi"]),
    q("en", "get me bejaia conditions and text them to the engine boss", [B], "now", ["t", "rh", "ws"], intents=[CC, REF]),
    q("fr", "donne le FWI à Béjaïa et préviens le PC", [B], "now", ["fwi"]),
    q("es", "dame la humedad de SBA y avisa al jefe de brigada", [S], "now", ["rh"], intents=[CC, REF]),
    q("ar", "عطيني الحرارة في بجاية وابعثها للقائد", [B], "now", ["t"], intents=[CC, REF]),
])

# --- what should we do (served as the facts bearing on it) ---------------------------------------------------------
add("tactical", [TAC], [
    q("en", "should we pull back from the SBA side", [S], "now", ["fwi", "class"]),
    q("en", "is it safe to light a burnout near Bejaia today", [B], "today", ["fwi", "class"]),
    q("en", "do we stage at sidi bel abbes or hold", [S], "now", ["fwi"]),
    q("fr", "on engage ou pas à Sidi Bel Abbès ?", [S], "now", ["fwi", "class"]),
    q("es", "¿Es seguro mandar a la gente al frente en Bejaia?", [B], "now", ["fwi", "class"]),
    q("ar", "نطلعو ولا نستناو؟ الوضع في سيدي بلعباس", [S], "now", ["fwi", "class"]),
])

# --- days with no reading (abstain) -------------------------------------------------------------------------
add("nodata", [CC], [
    q("en", "temp at bejaia on 20 May 2012", [B], "2012-05-20", ["t"]),
    q("en", "FWI at SBA on 2011-08-14", [S], "2011-08-14", ["fwi"], intents=[DA]),
    q("fr", "humidité à Béjaïa le 15 mai 2012", [B], "2012-05-15", ["rh"]),
    q("es", "viento en SBA el 10 de agosto de 2011", [S], "2011-08-10", ["ws"]),
    q("ar", "الحرارة في سيدي بلعباس يوم 20 ماي 2012", [S], "2012-05-20", ["t"]),
])


# ----------------------------------------------------------------------------------------------------
# sessions
SESSIONS = []


def turn(sid, n, lang, text, intents, stations, when, facts=(), decision=None, h=None, alt=None, fire=False, asks=None):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": intents, "stations": stations,
           "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if fire:
        row["needs_fire_history"] = True
    SESSIONS.append(row)
    ASKS[f"{row['session']}-t{n}"] = asks or len(intents)


# s01: danger, detour to the FWI guide, back to the other station, why
turn(1, 1, "en", "bejaia danger rn", [DA], [B], "now", ["fwi", "class"])
turn(1, 2, "en", "what does the guide say about FFMC over 90", [DOCI], None, "none", [FFMC_IGNITES])
turn(1, 3, "en", "ok and the other station", [DA], [S], "now", ["fwi", "class"])
turn(1, 4, "en", "why so low", [EXP], [S], "now", ["fwi"])

# s02: French, detour to the box's abilities, then the day and the station change
turn(2, 1, "fr", "humidité à SBA ce midi ?", [CC], [S], "today", ["rh"])
turn(2, 2, "fr", "tu peux faire quoi d'autre au juste", [CAP], None, "none")
turn(2, 3, "fr", "ok. et hier ?", [CC], [S], "yesterday", ["rh"])
turn(2, 4, "fr", "et à Béjaïa", [CC], [B], "yesterday", ["rh"])

# s03: Spanish to English switch
turn(3, 1, "es", "¿qué estación está peor hoy?", [CMP], BOTH, "today", ["fwi"])
turn(3, 2, "es", "¿por qué?", [EXP], ["=watch"], "today", ["fwi"])
turn(3, 3, "en", "ok what did the drone see out that way", [FR_], None, "now", ["=detection_place"])
turn(3, 4, "en", "head at 20 m/min, how far in 30", [DR], None, "now", [drift_rate(20, 30)], h=30)

# s04: Algerian Darija, detour to the safety guide, back to the station
turn(4, 1, "ar", "شحال الريح في سيدي بلعباس دروك", [CC], [S], "now", ["ws"])
turn(4, 2, "ar", "شنو يقول الدليل على طرق الهروب؟", [DOCI], None, "none", [{"any": [ESCAPE_LEADS, "safety zone"]}])
turn(4, 3, "ar", "نرجعو لسيدي بلعباس، والرطوبة؟", [CC], [S], "now", ["rh"])
turn(4, 4, "ar", "وفي بجاية؟", [CC], [B], "now", ["rh"])

# s05: dispatcher on fire-day counts
turn(5, 1, "en", "how many fire days at SBA in August", [SUM], [S], "aug", ["fires"], fire=True)
turn(5, 2, "en", "and Bejaia", [SUM], [B], "aug", ["fires"], fire=True)
turn(5, 3, "en", "which of them had the higher max FWI that month", [CMP, SUM], BOTH, "aug", ["maxfwi"], asks=1)
turn(5, 4, "en", "what else can you pull out of your records for me", [CAP], None, "none")

# s06: French analyst, a day in August
turn(6, 1, "fr", "FWI et ISI à Béjaïa le 25 août", [DA], [B], "2012-08-25", ["fwi", code(B, "2012-08-25", "ISI")])
turn(6, 2, "fr", "pourquoi si haut ?", [EXP], [B], "2012-08-25", ["fwi"])
turn(6, 3, "fr", "et à SBA le même jour ?", [DA], [S], "2012-08-25", ["fwi", code(S, "2012-08-25", "ISI")])
turn(6, 4, "fr", "combien de jours de feu à SBA sur tout le mois d'août alors", [SUM], [S], "aug", ["fires"], fire=True)

# s07: walking, wind direction, abilities, back to the data
turn(7, 1, "en", "sba wind", [CC], [S], "now", ["ws"])
turn(7, 2, "en", "u got direction", [OOS], [S], "now", alt=[[CAP, OOS]])
turn(7, 3, "en", "what do u have then", [CAP], None, "none")
turn(7, 4, "en", "ok rh same place", [CC], [S], "now", ["rh"])

# s08: Spanish, an order in the middle
turn(8, 1, "es", "¿cómo está Béjaïa ahora?", [CC], [B], "now", ["t", "rh", "ws"])
turn(8, 2, "es", "¿y el peligro?", [DA], [B], "now", ["fwi", "class"])
turn(8, 3, "es", "manda eso al puesto de mando", [REF], None, "none")
turn(8, 4, "es", "vale, ¿y en Sidi Bel Abbes?", [DA], [S], "now", ["fwi", "class"])

# s09: MSA to English
turn(9, 1, "ar", "ما هو مؤشر FWI في بجاية أمس؟", [DA], [B], "yesterday", ["fwi"])
turn(9, 2, "ar", "وقبل أمس؟", [DA], [B], "daybefore", ["fwi"])
turn(9, 3, "en", "and SBA yesterday", [DA], [S], "yesterday", ["fwi"])
turn(9, 4, "en", "why are they different", [EXP], BOTH, "yesterday", ["fwi"])

# s10: incident commander on the radio, the drone and the front
turn(10, 1, "en", "IC to box: drone picked anything up?", [FR_], None, "now", ["=frames"])
turn(10, 2, "en", "where", [FR_], None, "now", ["=detection_place"])
turn(10, 3, "en", "nearest station conditions", [CC], [S], "now", ["t", "rh", "ws"])
turn(10, 4, "en", "where's the head in 45 min", [SP], [S], "now", ["=spread"], h=45)
turn(10, 5, "en", "why no direction on that", [EXP], [S], "now", [{"any": ["direction"]}])

# s11: Levantine, detour to LCES, back to the other station
turn(11, 1, "ar", "شو الوضع بسيدي بلعباس هلق؟", [CC], [S], "now", ["t", "rh", "ws"], alt=[[CC, DA]])
turn(11, 2, "ar", "وقديش الخطر؟", [DA], [S], "now", ["fwi", "class"])
turn(11, 3, "ar", "طيب شو لازم يعمل الطاقم حسب دليل LCES؟", [DOCI], None, "none", [{"any": LCES}])
turn(11, 4, "ar", "وببجاية؟", [DA], [B], "now", ["fwi", "class"])

# s12: French to Darija and back, July at the stations
turn(12, 1, "fr", "T max à Béjaïa en juillet ?", [SUM], [B], "jul", ["maxt"])
turn(12, 2, "fr", "et à SBA ?", [SUM], [S], "jul", ["maxt"])
turn(12, 3, "ar", "وشحال من نهار فاتت 35 درجة تما؟", [SUM], [S], "jul", [count(S, "jul", "t", 35)])
turn(12, 4, "fr", "et combien de jours de feu ce mois-là ?", [SUM], [S], "jul", ["fires"], fire=True)

# s13: logistics officer, roads not held, abilities, then readings at both stations
turn(13, 1, "en", "Logistics here. Can the box give me road access for the water tenders?", [OOS], None, "none",
     alt=[[CAP, OOS]])
turn(13, 2, "en", "what can it give me then", [CAP], None, "none")
turn(13, 3, "en", "fine. temp and wind at both stations at noon today", [CC], BOTH, "today", ["t", "ws"],
     alt=[[CMP]])
turn(13, 4, "en", "and yesterday", [CC], BOTH, "yesterday", ["t", "ws"], alt=[[CMP]])

# s14: Spanish, drift, detour to a document, back to the drift
turn(14, 1, "es", "el frente va a 35 m por minuto, ¿dónde está en 20 minutos?", [DR], None, "now", [drift_rate(35, 20)], h=20)
turn(14, 2, "es", "oye, ¿y cuánto espacio defendible piden en Butte?", [DOCI], None, "none", ["=doc_defensible"])
turn(14, 3, "es", "volviendo al frente: ¿y en 40 minutos?", [DR], None, "now", [drift_rate(35, 40)], h=40)
turn(14, 4, "es", "¿y hacia dónde va?", [SP], None, "now", ["=spread"], h=40)

# s15: a new volunteer, danger and the fire record
turn(15, 1, "en", "is SBA dangerous today", [DA], [S], "today", ["fwi", "class"])
turn(15, 2, "en", "have days like this burned before there", [AN], [S], "today", ["fwi"], fire=True)
turn(15, 3, "en", "what about days with FWI over 20 there, how many of those burned",
     [AN], [S], "now", fwi_gt(S, 20), fire=True)


# ----------------------------------------------------------------------------------------------------
def write():
    t_path = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
    s_path = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    t_path.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    s_path.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")
    return t_path, s_path


def check(t_path, s_path):
    from appliance.evaluation.crew_build import expand
    items = expand(t_path, s_path)
    ids = [it["id"] for it in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert set(ids) == set(ASKS), "ask table out of step"
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi_intent = sum(len(it["intents"]) >= 2 for it in items)
    multi_ask = sum(ASKS[it["id"]] >= 2 for it in items)
    sessions = {it["session"] for it in items if it["session"]}
    print(f"{n} questions ({n - len([i for i in items if i['session']])} from templates, "
          f"{len([i for i in items if i['session']])} session turns in {len(sessions)} sessions)")
    print("languages:", {k: f"{v} ({v / n:.0%})" for k, v in sorted(langs.items())})
    print(f"two or three asks: {multi_ask} ({multi_ask / n:.1%}); two or more intents: {multi_intent} ({multi_intent / n:.1%})")
    print("decisions:", dict(Counter(it["decision"] for it in items)))
    return items


if __name__ == "__main__":
    items = check(*write())
    if "-v" in sys.argv:
        for it in items:
            print(json.dumps({k: it[k] for k in ("id", "lang", "question", "intents", "decision", "facts")},
                             ensure_ascii=False))
