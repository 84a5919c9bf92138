"""Batch d48: blind crew questions for the wildfire appliance, gold computed by code.

Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev48.py
Writes crew_templates_dev48.jsonl and crew_sessions_dev48.jsonl next to this file. Every number in a gold
fact comes from the CSV (crew_facts.table / fire_record / window_facts), from unit conversions of those
readings, from the crew's own numbers (rate x minutes), or from a regex over the shipped documents.
"""
import json
import re
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d48"
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S]}
TABLE = crew_facts.table()


# ---------------------------------------------------------------- helpers on the real readings
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def day1(key):
    d = days_of(key)
    assert d and len(d) == 1, key
    return d[0]


def raw(dev, key, field):
    d = TABLE[(dev, day1(key))]
    if field in d.codes:
        return d.codes[field]
    return {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}[field]


def num(x):
    x = round(float(x), 6)
    return int(x) if x.is_integer() else x


def code(dev, key, name):
    """A code of the FWI system (FFMC, DMC, DC, ISI, BUI, FWI) as recorded."""
    return num(raw(dev, key, name))


def half_up(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(repr(x)).quantize(q, rounding=ROUND_HALF_UP))


def dec_forms(v, unit_words=()):
    """A converted figure: one decimal (dot and comma) and the whole number with its unit."""
    one = half_up(v, 1)
    forms = [one, one.replace(".", ",")]
    forms += [f"{half_up(v, 0)} {u}" for u in unit_words]
    return {"any": list(dict.fromkeys(forms))}


def mph(dev, key):
    return dec_forms(raw(dev, key, "ws") / 1.609344, ["mph"])


def knots(dev, key):
    return dec_forms(raw(dev, key, "ws") / 1.852, ["kt", "knots", "kn", "nœuds", "nudos", "عقدة"])


def mps(dev, key):
    return dec_forms(raw(dev, key, "ws") / 3.6, ["m/s"])


def fahr(dev, key):
    return dec_forms(raw(dev, key, "t") * 9 / 5 + 32, ["°F", "F"])


def diff(key, field):
    """Difference between the two stations (absolute), at the data's one-decimal rounding."""
    return num(round(abs(raw(B, key, field) - raw(S, key, field)), 1))


def window_variants(window):
    """The window's recorded days, and (where the window allows slack on its first day, as "the past
    week" does) the same window with the day before it as well: both readings are right."""
    days = days_of(window)
    out = [days]
    slack = crew_days.WINDOWS.get(window, {}).get("slack_days", 0)
    for k in range(1, slack + 1):
        first = date.fromisoformat(days[0]) - timedelta(days=k)
        out.append([first.isoformat()] + days)
    return out


def rows(dev, days):
    return [TABLE[(dev, d)] for d in days if (dev, d) in TABLE]


def getf(r, field):
    return r.codes[field] if field in r.codes else {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh,
                                                     "rain": r.rain_mm}[field]


def over_window(window, compute, forms):
    """One figure over a window; where the slack day changes it, any of the figures."""
    vals = [compute(days) for days in window_variants(window)]
    if all(v == vals[0] for v in vals):
        return vals[0]
    return {"any": list(dict.fromkeys(f for v in vals for f in forms(v)))}


def plain_forms(v):
    return [str(v), str(v).replace(".", ",")]


def mean_forms(a, unit=None):
    one, two = half_up(a, 1), half_up(a, 2)
    forms = [one, one.replace(".", ","), two, two.replace(".", ",")]
    if one.endswith(".0") and unit:             # a whole mean: "68 %" is how it is said
        forms += [f"{one[:-2]} {unit}", f"{one[:-2]}{unit}"]
    return forms


def avg(dev, window, field):
    def mean(days):
        vals = [getf(r, field) for r in rows(dev, days)]
        return sum(vals) / len(vals)
    vals = [mean(days) for days in window_variants(window)]
    unit = {"rh": "%", "t": "°"}.get(field)
    return {"any": list(dict.fromkeys(f for v in vals for f in mean_forms(v, unit)))}


def ends(dev, window, field):
    """A trend's gold (added when d48 joined dev, after its arrival was logged: the dev-gold test found a trend question
    with no fact): the window's first and last reading at the station."""
    rs = rows(dev, days_of(window))
    return [num(getf(rs[0], field)), num(getf(rs[-1], field))]


def lowest(dev, window, field):
    return over_window(window, lambda days: num(min(getf(r, field) for r in rows(dev, days))), plain_forms)


def count(dev, window, field, pred):
    return over_window(window, lambda days: sum(1 for r in rows(dev, days) if pred(getf(r, field))), plain_forms)


def total(dev, window, field):
    return over_window(window, lambda days: num(round(sum(getf(r, field) for r in rows(dev, days)), 1)), plain_forms)


def analog(dev, thr):
    """Past days at the station with FWI above thr, and how many of them were fire days (the box's record)."""
    n, fires = crew_facts.window_facts("fires_fwi_gt", dev, [crew_days.TODAY.isoformat()], thr)
    return [n, fires]


def fires(dev, window):
    return crew_facts.window_facts("fires", dev, days_of(window))[0]


def dist(rate_m_per_min, minutes):
    """A crew-given rate times the crew's minutes: metres and kilometres, dot and comma."""
    m = rate_m_per_min * minutes
    km = m / 1000
    forms = [f"{half_up(m, 0)} m"]
    if m >= 1000:
        forms += [f"{int(half_up(m, 0)):,} m", f"{int(half_up(m, 0)):,} m".replace(",", " ")]
    exact = half_up(km, 3).rstrip("0").rstrip(".")
    kms = [exact]
    if len(exact.partition(".")[2]) > 2:        # 1.575 km, 2.083 km: the usual roundings too
        kms += [half_up(km, 2), half_up(km, 1)]
    for k in kms:
        forms += [f"{k} km", f"{k.replace('.', ',')} km"]
    return {"any": list(dict.fromkeys(forms))}


def kmh_dist(kmh, minutes):
    return dist(kmh * 1000 / 60, minutes)


# ---------------------------------------------------------------- facts parsed out of the shipped documents
DOCS = EDGE_DATA_DIR / "documents"


def doc(name):
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


FWI_GUIDE, LCES_DOC, BUTTE = doc("fire-weather-index-guide.md"), doc("crew-safety-lces.md"), doc("butte-county-defensible-space.md")
_cls = re.search(r"below ([\d.]+) very low, from ([\d.]+) low, from ([\d.]+) moderate, from ([\d.]+) high, "
                 r"from ([\d.]+) very high, and from ([\d.]+) extreme", FWI_GUIDE).groups()
TH_LOW, TH_MOD, TH_HIGH, TH_VHIGH, TH_EXT = (num(x) for x in _cls[1:])
FFMC_EASY = num(re.search(r"above about (\d+) fine fuels ignite easily", FWI_GUIDE).group(1))
_l = re.search(r"before it engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)\.", LCES_DOC).groups()
LCES_WORDS = [{"any": [w]} for w in _l]
SLOWEST = {"any": [re.search(r"at the (slowest) member", LCES_DOC).group(1)]}
SPOT = {"any": [re.search(r"when (spot fires) appear", LCES_DOC).group(1), "spot fire"]}
ZONE0 = re.search(r"Zone 0 is the first (\d+) feet", BUTTE).group(1)
ZONE1_OUT = re.search(r"Zone 1 runs from \d+ to (\d+) feet", BUTTE).group(1)
GRASS_IN = re.search(r"maximum height of (\d+) inches", BUTTE).group(1)
DEF_FT = int(re.search(r"requires (\d+) feet of defensible space", BUTTE).group(1))
DEF_M = DEF_FT * 0.3048
DEF_ANY = {"any": [f"{DEF_FT} feet", f"{DEF_FT} ft", f"{DEF_FT}-foot", f"{DEF_FT} foot", f"{DEF_FT} pieds",
                   f"{DEF_FT} pies", f"{DEF_FT} قدم", f"{round(DEF_M)} m", f"{DEF_M:.1f} m", f"{DEF_M:.1f} m".replace(".", ",")]}
ZONE0_F = {"any": [f"{ZONE0} feet", f"{ZONE0} ft", f"{ZONE0}-foot", f"{ZONE0} foot"]}
ZONE1_F = {"any": [f"{ZONE1_OUT} feet", f"{ZONE1_OUT} ft", f"{ZONE1_OUT}-foot", f"{ZONE1_OUT} foot"]}
GRASS_F = {"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch"]}
LCES_ANY = {"any": ["LCES", _l[0].rstrip("s").lower()]}
FIRE_ML = {"any": ["fire", "smoke", "flame", "feu", "fumée", "incendie", "flamme", "fuego", "humo", "incendio",
                   "llama", "حريق", "دخان", "نار"]}
FRAME_T = {"any": ["12:25", "12:27"]}
DET_T = {"any": ["12:25"]}
PLACE_ML = {"any": ["sidi bel abbes", "35.2", "سيدي بلعباس"]}
FRAMES_ML = [FIRE_ML, FRAME_T]
DETECT_ML = [FIRE_ML, DET_T]
PLACE_ML_F = [FIRE_ML, PLACE_ML]


# ---------------------------------------------------------------- templates
TEMPLATES = []


def r(q, lang="en", st=None, day="now", facts=(), intents=None, h=None, thr=None, alt=None):
    return {"q": q, "lang": lang, "st": st, "day": day, "facts": list(facts), "intents": intents, "h": h,
            "thr": thr, "alt": alt}


def T(kind, intents, items, decision=None, fire_history=False):
    phr, days, hs, thrs, ibp = [], [], [], [], []
    for it in items:
        p = {"q": it["q"], "lang": it["lang"]}
        st = it["st"]
        p["stations"] = "none" if st is None else ("alt" if st == "alt" else ST[st])
        if it["facts"]:
            p["facts"] = it["facts"]
        if it["alt"]:
            p["intents_alt"] = it["alt"]
        phr.append(p)
        days.append(it["day"])
        hs.append(it["h"])
        thrs.append(it["thr"])
        ibp.append(it["intents"] or intents)
    t = {"key": f"{NAME}-{kind}", "intents": intents, "phrasings": phr, "stations": "none", "days": days, "facts": []}
    if any(h is not None for h in hs):
        t["horizons"] = hs
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if any(i != intents for i in ibp):
        t["intents_by_phrasing"] = ibp
    if decision:
        t["decision"] = decision
    if fire_history:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP, PH, OOS, REF, TAC, EXP = ("drift", "spread", "frames", "documents", "capabilities", "photo",
                                                "out_of_scope", "refuse", "tactical", "explain")

# --- current conditions -----------------------------------------------------------------------------
T("cur", [CC], [
    r("temp + rh at SBA rn?", st="S", facts=["t", "rh"]),
    r("Dispatch to box: current wind speed at Bejaia station, over.", st="B", facts=["ws"]),
    r("Did it rain at Sidi Bel Abbes today?", st="S", day="today", facts=["rain"]),
    r("Give me the noon obs for Béjaïa yesterday - temp, RH, wind, rain.", st="B", day="yesterday", facts=["t", "rh", "ws", "rain"]),
    r("SBA wx 14-Aug", st="S", day="2012-08-14", facts=["t", "rh", "ws", "rain"]),
    r("what temp did bejaya log on aug 3", st="B", day="2012-08-03", facts=["t"]),
    r("Sorry if this is a dumb question, I'm new - how windy is it at the Sidi Bel Abbès station at the moment?", st="S", facts=["ws"]),
    r("rh sba yday", st="S", day="yesterday", facts=["rh"]),
    r("Logistics here. Any rainfall recorded at Bejaia on 2012-09-25? Planning a road move on the dirt tracks.", st="B", day="2012-09-25", facts=["rain"]),
    r("Conditions at {st} please", st="alt", facts=["t", "rh", "ws", "rain"]),
    r("what were the readings on 20/07/2012 at SBA", st="S", day="2012-07-20", facts=["t", "rh", "ws", "rain"]),
    r("Was it dry in Bejaia on the 28th? what was the humidity", st="B", day="2012-09-28", facts=["rh"]),
    r("Quelle température à Béjaïa en ce moment ?", "fr", st="B", facts=["t"]),
    r("Il a plu hier à Sidi Bel Abbès ? combien de mm", "fr", st="S", day="yesterday", facts=["rain"]),
    r("Donne-moi les relevés de Bejaia du 14/08 : temp, HR, vent.", "fr", st="B", day="2012-08-14", facts=["t", "rh", "ws"]),
    r("vent a sidi bel abbes le 3 août ??", "fr", st="S", day="2012-08-03", facts=["ws"]),
    r("Chef d'agrès ici. Conditions météo actuelles à Béjaïa, merci.", "fr", st="B", facts=["t", "rh", "ws", "rain"]),
    r("c quoi l'humidité à bejaia avant-hier", "fr", st="B", day="daybefore", facts=["rh"]),
    r("¿Qué temperatura hay ahora en Sidi Bel Abbès?", "es", st="S", facts=["t"]),
    r("Necesito viento y lluvia en SBA hoy, rápido", "es", st="S", day="today", facts=["ws", "rain"]),
    r("¿Cuánta lluvia cayó en Béjaïa el 25 de septiembre?", "es", st="B", day="2012-09-25", facts=["rain"]),
    r("Jefe de cuadrilla: datos de mediodía de Sidi Bel Abbes del 20/7 por favor (temp, HR, viento)", "es", st="S", day="2012-07-20", facts=["t", "rh", "ws"]),
    r("شحال الحرارة في بجاية دروك؟", "ar", st="B", facts=["t"]),
    r("واش طاحت الشتا في بجاية البارح؟", "ar", st="B", day="yesterday", facts=["rain"]),
    r("ما هي سرعة الرياح في محطة سيدي بلعباس الآن؟", "ar", st="S", facts=["ws"]),
    r("رئيس الفرقة هنا: أعطني قراءات بجاية يوم 14 أوت، الحرارة والرطوبة والريح", "ar", st="B", day="2012-08-14", facts=["t", "rh", "ws"]),
    r("SBA الحرارة أول أمس؟", "ar", st="S", day="daybefore", facts=["t"]),
    r("wach kayen chta f bejaia lyoum? ch7al mm", "ar", st="B", day="today", facts=["rain"]),
])

# --- units asked -------------------------------------------------------------------------------------
T("units", [CC], [
    r("wind at SBA in mph?", st="S", facts=["ws", mph(S, "now")]),
    r("Give me Bejaia wind in knots for the heli pilot", st="B", facts=["ws", knots(B, "now")]),
    r("what's the temp at Sidi Bel Abbes right now in fahrenheit", st="S", facts=["t", fahr(S, "now")]),
    r("Bejaia temp yesterday in °F pls", st="B", day="yesterday", facts=["t", fahr(B, "yesterday")]),
    r("wind speed m/s sidi bel abbes 14 Aug", st="S", day="2012-08-14", facts=["ws", mps(S, "2012-08-14")]),
    r("Air ops wants surface wind at Béjaïa in knots, and the temperature in F.", st="B", facts=["ws", knots(B, "now"), "t", fahr(B, "now")]),
    r("vent à SBA en m/s svp", "fr", st="S", facts=["ws", mps(S, "now")]),
    r("Le pilote veut le vent de Béjaïa en nœuds", "fr", st="B", facts=["ws", knots(B, "now")]),
    r("velocidad del viento en Bejaia en millas por hora", "es", st="B", facts=["ws", mph(B, "now")]),
    r("temperatura en SBA en Fahrenheit, ayer", "es", st="S", day="yesterday", facts=["t", fahr(S, "yesterday")]),
    r("سرعة الريح في بجاية بالعقدة؟", "ar", st="B", facts=["ws", knots(B, "now")]),
    r("شحال الريح في سيدي بلعباس بالمتر في الثانية", "ar", st="S", facts=["ws", mps(S, "now")]),
])

# --- danger ------------------------------------------------------------------------------------------
T("danger", [DG], [
    r("FWI SBA now", st="S", facts=["fwi"]),
    r("What's the fire danger class at Bejaia today?", st="B", day="today", facts=["fwi", "class"]),
    r("IC to appliance: fire weather index for Sidi Bel Abbes on August 14, over", st="S", day="2012-08-14", facts=["fwi"]),
    r("how bad is the fire danger at {st} at the moment", st="alt", facts=["fwi", "class"]),
    r("Is Sidi-Bel-Abbès in high danger today or not?", st="S", day="today", facts=["fwi", "class"]),
    r("what class was SBA on 3 aug", st="S", day="2012-08-03", facts=["fwi", "class"]),
    r("Danger at both stations right now?", st="BS", facts=["fwi", "class"], alt=[[DG, CMP]]),
    r("Niveau de danger à Béjaïa aujourd'hui ?", "fr", st="B", day="today", facts=["fwi"]),
    r("IFM SBA maintenant", "fr", st="S", facts=["fwi"]),
    r("c'était quoi la classe de danger à sidi bel abbes le 20 juillet", "fr", st="S", day="2012-07-20", facts=["fwi"]),
    r("indice FWI de Béjaïa le 14 août svp", "fr", st="B", day="2012-08-14", facts=["fwi"]),
    r("¿Nivel de peligro en Sidi Bel Abbès ahora mismo?", "es", st="S", facts=["fwi"]),
    r("¿Qué clase de peligro tenía SBA el 3 de agosto?", "es", st="S", day="2012-08-03", facts=["fwi"]),
    r("شحال مؤشر الحرائق FWI في سيدي بلعباس اليوم؟", "ar", st="S", day="today", facts=["fwi"]),
    r("ما هو مستوى خطر الحريق في بجاية الآن؟", "ar", st="B", facts=["fwi"]),
    r("الخطر في SBA البارح كان عالي ولا لا؟", "ar", st="S", day="yesterday", facts=["fwi"]),
    r("ch7al el FWI f SBA dorka khoya", "ar", st="S", facts=["fwi"]),
    r("درجة الخطورة في بجاية يوم 14 أوت", "ar", st="B", day="2012-08-14", facts=["fwi"]),
])

T("codes", [DG], [
    r("ISI at SBA today?", st="S", day="today", facts=[code(S, "today", "ISI")]),
    r("what's the BUI in bejaia rn", st="B", facts=[code(B, "now", "BUI")]),
    r("FFMC for Sidi Bel Abbes on 14 August - were the fine fuels primed?", st="S", day="2012-08-14", facts=[code(S, "2012-08-14", "FFMC")]),
    r("Analyst request: DMC and DC at Béjaïa yesterday.", st="B", day="yesterday", facts=[code(B, "yesterday", "DMC"), code(B, "yesterday", "DC")]),
    r("Give me all six FWI system codes for Bejaia today", st="B", day="today", facts=[code(B, "today", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")]),
    r("ISI et BUI à SBA aujourd'hui ?", "fr", st="S", day="today", facts=[code(S, "today", "ISI"), code(S, "today", "BUI")]),
    r("¿Cuál es el ISI en Bejaia hoy?", "es", st="B", day="today", facts=[code(B, "today", "ISI")]),
    r("código de sequía DC en Sidi Bel Abbès ayer", "es", st="S", day="yesterday", facts=[code(S, "yesterday", "DC")]),
    r("شحال FFMC في سيدي بلعباس دروك؟", "ar", st="S", facts=[code(S, "now", "FFMC")]),
    r("مؤشر الانتشار الأولي ISI في بجاية أمس", "ar", st="B", day="yesterday", facts=[code(B, "yesterday", "ISI")]),
])

# --- compare stations ----------------------------------------------------------------------------------
T("compare", [CMP], [
    r("which station is worse right now", st="BS", facts=["fwi"], alt=[[CMP, DG]]),
    r("Bejaia vs SBA temps today", st="BS", day="today", facts=["t"]),
    r("Where's it drier at the moment, Béjaïa or Sidi Bel Abbès? and by how much RH?", st="BS", facts=["rh", diff("now", "rh")]),
    r("Compare FWI between the two stations on 14 Aug.", st="BS", day="2012-08-14", facts=["fwi"]),
    r("IC here, which of our two stations do I watch today, over", st="BS", day="today", facts=["fwi"]),
    r("How much hotter was SBA than Bejaia on August 3rd?", st="BS", day="2012-08-03", facts=["t", diff("2012-08-03", "t")]),
    r("Comparer Béjaïa et SBA, l'humidité d'hier", "fr", st="BS", day="yesterday", facts=["rh"]),
    r("Entre Bejaia et Sidi Bel Abbès, où le risque était le plus fort le 20 juillet ?", "fr", st="BS", day="2012-07-20", facts=["fwi"]),
    r("écart de FWI entre les deux stations maintenant ?", "fr", st="BS", facts=["fwi", diff("now", "FWI")]),
    r("¿Qué estación está peor ahora, Bejaia o SBA?", "es", st="BS", facts=["fwi"]),
    r("¿Cuántos grados más hizo en Sidi Bel Abbès que en Béjaïa el 14 de agosto?", "es", st="BS", day="2012-08-14", facts=["t", diff("2012-08-14", "t")]),
    r("أي محطة أخطر اليوم، بجاية ولا سيدي بلعباس؟", "ar", st="BS", day="today", facts=["fwi"]),
    r("وين الريح أقوى دروك؟ بجاية ولا SBA", "ar", st="BS", facts=["ws"]),
])

# --- summary over a window -------------------------------------------------------------------------------
T("summary", [SUM], [
    r("highest FWI at SBA in August?", st="S", day="aug", facts=["maxfwi"]),
    r("Sidi Bel Abbes: how many days over 35 degrees in August?", st="S", day="aug", facts=[count(S, "aug", "t", lambda v: v > 35)]),
    r("avg temperature at Béjaïa in June?", st="B", day="jun", facts=[avg(B, "jun", "t")]),
    r("lowest humidity SBA in july", st="S", day="jul", facts=[lowest(S, "jul", "rh")]),
    r("how many days with FWI over 20 at SBA in August", st="S", day="aug", facts=[count(S, "aug", "FWI", lambda v: v > 20)]),
    r("Trend of the FWI at Bejaia over the last 3 days - going up or down?", st="B", day="last3d", facts=ends(B, "last3d", "FWI")),
    r("Analyst: peak FWI at Bejaia from 20 to 31 August", st="B", day="aug-late", facts=["maxfwi"]),
    r("how many days did it rain at SBA since tuesday", st="S", day="since-tue", facts=[count(S, "since-tue", "rain", lambda v: v > 0)]),
    r("Hottest noon reading in September at Sidi Bel Abbès?", st="S", day="sep", facts=["maxt"]),
    r("total rainfall in bejaia over the past week?", st="B", day="lastweek", facts=[total(B, "lastweek", "rain")]),
    r("FWI max à Sidi Bel Abbès en juillet ?", "fr", st="S", day="jul", facts=["maxfwi"]),
    r("température moyenne à SBA en août", "fr", st="S", day="aug", facts=[avg(S, "aug", "t")]),
    r("combien de jours au-dessus de 35° à Bejaia en août ?", "fr", st="B", day="aug", facts=[count(B, "aug", "t", lambda v: v > 35)]),
    r("Le danger a baissé à SBA depuis mardi ou pas", "fr", st="S", day="since-tue", facts=ends(S, "since-tue", "FWI")),
    r("¿Temperatura máxima en Bejaia en agosto?", "es", st="B", day="aug", facts=["maxt"]),
    r("promedio de humedad en Sidi Bel Abbès la última semana", "es", st="S", day="lastweek", facts=[avg(S, "lastweek", "rh")]),
    r("días con FWI por encima de 20 en Béjaïa en agosto", "es", st="B", day="aug", facts=[count(B, "aug", "FWI", lambda v: v > 20)]),
    r("أعلى درجة حرارة في سيدي بلعباس في أوت؟", "ar", st="S", day="aug", facts=["maxt"]),
    r("كم يوم تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في جويلية؟", "ar", st="S", day="jul", facts=[count(S, "jul", "t", lambda v: v > 35)]),
    r("متوسط مؤشر FWI في بجاية خلال الأسبوع الماضي", "ar", st="B", day="lastweek", facts=[avg(B, "lastweek", "FWI")]),
    r("أعلى FWI في SBA في سبتمبر", "ar", st="S", day="sep", facts=["maxfwi"]),
])

T("firecount", [SUM], [
    r("How many fire days did Bejaia have in July?", st="B", day="jul", facts=["fires"]),
    r("count of fire days at SBA between 1 and 10 Sept", st="S", day="sep1-10", facts=["fires"]),
    r("Combien de jours de feu à Béjaïa en août ?", "fr", st="B", day="aug", facts=["fires"]),
    r("¿Cuántos días de incendio hubo en SBA en junio?", "es", st="S", day="jun", facts=["fires"]),
    r("شحال من نهار كان فيه حريق في بجاية في جويلية؟", "ar", st="B", day="jul", facts=["fires"]),
], fire_history=True)

# --- analogs ----------------------------------------------------------------------------------------------
T("analogs", [AN], [
    r("Of the days at SBA with FWI above {thr}, how many had a fire?", st="S", day="none", thr=20, facts=["fires_fwi_gt"]),
    r("past days like today at bejaia - did they burn?", st="B"),
    r("Analog check: days at Sidi Bel Abbès with FWI over {thr}, how many ended up as fire days?", st="S", day="none", thr=15, facts=["fires_fwi_gt"]),
    r("do days like this one usually see fires at SBA?", st="S"),
    r("Parmi les jours où le FWI dépassait {thr} à Béjaïa, combien ont eu un feu ?", "fr", st="B", day="none", thr=20, facts=["fires_fwi_gt"]),
    r("historique : jours avec IFM > {thr} à Sidi Bel Abbès, combien avec incendie ?", "fr", st="S", day="none", thr=30, facts=["fires_fwi_gt"]),
    r("De los días con FWI mayor de {thr} en Bejaia, ¿cuántos tuvieron fuego?", "es", st="B", day="none", thr=15, facts=["fires_fwi_gt"]),
    r("من الأيام اللي كان فيها FWI فوق {thr} في سيدي بلعباس، شحال منها كان فيها حريق؟", "ar", st="S", day="none", thr=20, facts=["fires_fwi_gt"]),
    r("هل شهدت الأيام المشابهة لليوم في بجاية حرائق في الماضي؟", "ar", st="B", day="today"),
], fire_history=True)

# --- drift ------------------------------------------------------------------------------------------------
T("drift", [DR], [
    r("head's moving about 25 m a minute, how far in 20 minutes?", day="none", h=20, facts=[dist(25, 20)]),
    r("ROS 40 m/min, crew needs 35 min to get there. How far does the head go?", day="none", h=35, facts=[dist(40, 35)]),
    r("fire running 2 km/h how far in 45 min", day="none", h=45, facts=[kmh_dist(2, 45)]),
    r("At 3.5 km/h, distance covered by the front in an hour and a half?", day="none", h=90, facts=[kmh_dist(3.5, 90)]),
    r("how far will the head drift while you're working out your answer?", day="none", facts=["=drift"]),
    r("le front avance à 30 m/min, on arrive dans 15 min, il aura fait combien ?", "fr", day="none", h=15, facts=[dist(30, 15)]),
    r("Vitesse de propagation 1,8 km/h : distance parcourue en 40 minutes ?", "fr", day="none", h=40, facts=[kmh_dist(1.8, 40)]),
    r("de combien la tête du feu bouge pendant le temps de réponse de la box ?", "fr", day="none", facts=["=drift"]),
    r("Si el frente avanza 20 m por minuto, ¿cuánto recorre en media hora?", "es", day="none", h=30, facts=[dist(20, 30)]),
    r("velocidad 2,5 km/h, ¿distancia en 50 minutos?", "es", day="none", h=50, facts=[kmh_dist(2.5, 50)]),
    r("سرعة الانتشار 3 كم/سا، كم تقطع الجبهة في ربع ساعة؟", "ar", day="none", h=15, facts=[kmh_dist(3, 15)]),
    r("شحال يتحرك راس الحريق في الوقت اللي يجاوب فيه الجهاز؟", "ar", day="none", facts=["=drift"]),
])

# --- spread -----------------------------------------------------------------------------------------------
T("spread", [SP], [
    r("if a fire starts at SBA now where's the head in 30 min?", st="S", h=30, facts=["=spread"]),
    r("where will the fire be when the dozer gets there, ~45 min", day="none", h=45, facts=["=spread"]),
    r("FBAN: 2-hour projection of the front off the drone detection please", day="none", h=120, facts=["=spread"], alt=[[SP, FR]]),
    r("which way and how far will a fire run in the next hour at sidi bel abbes", st="S", h=60, facts=["=spread"]),
    r("Où sera la tête du feu dans 30 minutes si ça part à Béjaïa ?", "fr", st="B", h=30, facts=["=spread"]),
    r("projection de propagation à 1h pour SBA", "fr", st="S", h=60, facts=["=spread"]),
    r("¿Dónde estará el frente en 20 minutos en Sidi Bel Abbès?", "es", st="S", h=20, facts=["=spread"]),
    r("وين يوصل راس النار بعد نص ساعة في سيدي بلعباس؟", "ar", st="S", h=30, facts=["=spread"]),
    r("إذا بدأ حريق في بجاية الآن، أين ستكون الجبهة بعد ساعة؟", "ar", st="B", h=60, facts=["=spread"]),
    r("وين تروح النار بعد 45 دقيقة؟", "ar", day="none", h=45, facts=["=spread"]),
])

# --- frames -----------------------------------------------------------------------------------------------
T("frames", [FR], [
    r("what did the drone see", day="none", facts=["=frames"]),
    r("any smoke in the UAV frames today?", day="today", facts=["=frames"]),
    r("When was the fire spotted by the drone?", day="none", facts=["=detection"]),
    r("where exactly was the detection", day="none", facts=["=detection_place"]),
    r("IC: confirm time and location of the drone's fire frame, over", day="none", facts=["=detection", "=detection_place"]),
    r("Le drone a vu quoi ?", "fr", day="none", facts=FRAMES_ML),
    r("À quelle heure la fumée a été repérée par le drone ?", "fr", day="none", facts=DETECT_ML),
    r("Où se trouve le départ vu par le drone ?", "fr", day="none", facts=PLACE_ML_F),
    r("¿Qué detectó el dron?", "es", day="none", facts=FRAMES_ML),
    r("¿A qué hora vio el fuego el dron?", "es", day="none", facts=DETECT_ML),
    r("واش شاف الدرون؟", "ar", day="none", facts=FRAMES_ML),
    r("في أي ساعة رصدت الطائرة المسيرة الحريق؟", "ar", day="none", facts=DETECT_ML),
    r("وين كان الدخان اللي صوّرو الدرون؟", "ar", day="none", facts=PLACE_ML_F),
])

# --- documents --------------------------------------------------------------------------------------------
T("docs", [DOC], [
    r("how much defensible space does Butte County require?", day="none", facts=["=doc_defensible"]),
    r("what goes in zone 0 around a house, how wide is it", day="none", facts=[ZONE0_F]),
    r("LCES stands for what?", day="none", facts=LCES_WORDS),
    r("max grass height in zone 2?", day="none", facts=[GRASS_F]),
    r("At what FWI does the danger class become high, per the guide?", day="none", facts=[TH_HIGH]),
    r("What FFMC means fine fuels light easily?", day="none", facts=[FFMC_EASY]),
    r("how are we supposed to time an escape route", day="none", facts=[SLOWEST]),
    r("Quelle distance de débroussaillement exige le comté de Butte ?", "fr", day="none", facts=[DEF_ANY]),
    r("Que veut dire LCES ?", "fr", day="none", facts=[LCES_ANY]),
    r("seuil FWI pour danger très élevé selon le guide ?", "fr", day="none", facts=[TH_VHIGH]),
    r("¿Qué dice el documento sobre las zonas de seguridad y las rutas de escape?", "es", day="none", facts=[LCES_ANY]),
    r("¿A partir de qué FWI el peligro es extremo?", "es", day="none", facts=[TH_EXT]),
    r("شحال لازم المساحة الدفاعية حول البيوت في مقاطعة بوت؟", "ar", day="none", facts=[DEF_ANY]),
    r("واش معنى LCES؟", "ar", day="none", facts=[LCES_ANY]),
    r("ابتداءً من أي قيمة FWI يكون الخطر مرتفعا؟", "ar", day="none", facts=[TH_HIGH]),
])

# --- capabilities -----------------------------------------------------------------------------------------
T("caps", [CAP], [
    r("what can this box do?", day="none"),
    r("which weather stations do you have data from", day="none", facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    r("Logistics: what data does the appliance actually hold?", day="none"),
    r("Qu'est-ce que tu sais faire ?", "fr", day="none"),
    r("¿Qué información tiene este equipo?", "es", day="none"),
    r("واش تقدر تدير هاد الآلة؟", "ar", day="none"),
])

# --- photo (none is ever attached) ------------------------------------------------------------------------
T("photo", [PH], [
    r("sending you a pic of the smoke column, what do you make of it?", day="none"),
    r("See attached photo - new start or the old one flaring up?", day="none"),
    r("Je t'envoie une photo de la fumée, tu en penses quoi ?", "fr", day="none"),
    r("regarde la photo jointe stp", "fr", day="none"),
    r("Te mando una foto del humo, ¿qué ves?", "es", day="none"),
    r("بعثتلك تصويرة تاع الدخان، شوف واش فيها", "ar", day="none"),
])

# --- out of scope alone -----------------------------------------------------------------------------------
T("oos", [OOS], [
    r("forecast for tomorrow at SBA?", st="S", day="none"),
    r("will the wind pick up this afternoon in bejaia", st="B", day="none"),
    r("what's the FWI in Oran right now", day="none"),
    r("wind direction at SBA?", st="S", day="none"),
    r("any fires in Tlemcen today?", day="none"),
    r("who won the match last night lol", day="none"),
    r("Is next week going to be hotter at Béjaïa?", st="B", day="none"),
    r("météo de demain à Béjaïa ?", "fr", st="B", day="none"),
    r("Quel temps fait-il à Alger ?", "fr", day="none"),
    r("le vent vient d'où à SBA ?", "fr", st="S", day="none"),
    r("¿Pronóstico para mañana en Sidi Bel Abbès?", "es", st="S", day="none"),
    r("¿Qué peligro hay en Tlemcen hoy?", "es", day="none"),
    r("¿De qué dirección sopla el viento en Bejaia?", "es", st="B", day="none"),
    r("واش الطقس غدوة في بجاية؟", "ar", st="B", day="none"),
    r("شحال الحرارة في وهران؟", "ar", day="none"),
    r("الريح منين جاية في سيدي بلعباس؟", "ar", st="S", day="none"),
])

# --- orders (refused) -------------------------------------------------------------------------------------
T("refuse", [REF], [
    r("send an evacuation alert to all crews in SBA", st="S", day="none", facts=["neg"]),
    r("dispatch engine 7 to the drone detection", day="none", facts=["neg"]),
    r("delete the drone frames from this morning", day="none", facts=["neg"]),
    r("Box, notify the IC that danger is high at Bejaia.", st="B", day="none", facts=["neg"]),
    r("Envoie une alerte aux équipes de Béjaïa", "fr", st="B", day="none"),
    r("Préviens le PC que le feu a sauté la piste", "fr", day="none"),
    r("Manda un aviso de evacuación a Sidi Bel Abbès", "es", st="S", day="none"),
    r("ابعث تنبيه لكل الفرق في سيدي بلعباس", "ar", st="S", day="none"),
])

# --- tactical (served only as the facts bearing on it) ---------------------------------------------------
T("tactical", [TAC], [
    r("should we go direct on the flank at SBA or wait it out?", st="S", facts=["fwi", "ws", "rh"]),
    r("Is it OK to put the volunteers on the line at Bejaia today?", st="B", day="today", facts=["fwi", "ws"]),
    r("do we need to pull the crew back at sidi belabes", st="S", facts=["fwi", "ws"]),
    r("BC asking: hold or advance at Bejaia given conditions?", st="B", facts=["fwi", "ws"]),
    r("On attaque de front ou on attend à Béjaïa ?", "fr", st="B", facts=["fwi", "ws"]),
    r("faut-il poster des guetteurs à SBA aujourd'hui ?", "fr", st="S", day="today", facts=["fwi"]),
    r("¿Retiramos la cuadrilla en Sidi Bel Abbès?", "es", st="S", facts=["fwi", "ws"]),
    r("نهجمو ولا نستناو في بجاية؟", "ar", st="B", facts=["fwi", "ws"]),
])

# --- days with no reading (before June 2012) -------------------------------------------------------------
T("nodata", [CC], [
    r("temp at bejaia on 15 May 2012?", st="B", day="2012-05-15", facts=["t"]),
    r("what was the humidity in Sidi Bel Abbes on 3 Oct 2011", st="S", day="2011-10-03", facts=["rh"]),
    r("relevés de SBA le 1er avril", "fr", st="S", day="2012-04-01", facts=["t", "rh", "ws", "rain"]),
    r("¿Qué temperatura hubo en Bejaia el 10 de mayo de 2012?", "es", st="B", day="2012-05-10", facts=["t"]),
    r("الحرارة في سيدي بلعباس يوم 5 ماي 2012", "ar", st="S", day="2012-05-05", facts=["t"]),
])
T("nodata-danger", [DG], [
    r("FWI SBA 2011-08-10", st="S", day="2011-08-10", facts=["fwi"]),
    r("Le FWI à Béjaïa le 20 mai 2012 ?", "fr", st="B", day="2012-05-20", facts=["fwi"]),
    r("مؤشر الخطر في بجاية في 12 مارس 2012", "ar", st="B", day="2012-03-12", facts=["fwi"]),
])

# --- an hour other than noon (warn) ----------------------------------------------------------------------
T("hour", [CC], [
    r("temp at SBA at 6 this morning?", st="S", day="today", facts=["t"]),
    r("what was RH in bejaia yesterday at 18h", st="B", day="yesterday", facts=["rh"]),
    r("wind at sidi bel abbes around 0300 on 14 Aug", st="S", day="2012-08-14", facts=["ws"]),
    r("humidity at Béjaïa at 9am today", st="B", day="today", facts=["rh"]),
    r("température à Béjaïa à 7h ce matin ?", "fr", st="B", day="today", facts=["t"]),
    r("vent à SBA hier soir vers 20h", "fr", st="S", day="yesterday", facts=["ws"]),
    r("¿Humedad en Sidi Bel Abbès a las 8 de la mañana de hoy?", "es", st="S", day="today", facts=["rh"]),
    r("شحال كانت الحرارة في بجاية البارح على 6 تاع العشية؟", "ar", st="B", day="yesterday", facts=["t"]),
    r("temperature at 3pm yesterday at bejaia, and the FWI", st="B", day="yesterday", facts=["t", "fwi"], intents=[CC, DG]),
    r("Vent à SBA hier à 16h, et l'IFM du coup ?", "fr", st="S", day="yesterday", facts=["ws", "fwi"], intents=[CC, DG]),
], decision="warn")

# --- near a station, not at it (warn) --------------------------------------------------------------------
T("near", [CC], [
    r("conditions on the ridge above Bejaia right now?", st="B", facts=["t", "rh", "ws"]),
    r("danger 10 km south of SBA?", st="S", facts=["fwi"], intents=[DG]),
    r("what's the humidity out at the dam 15 km east of Sidi Bel Abbes", st="S", facts=["rh"]),
    r("FWI in the hills behind bejaia today", st="B", day="today", facts=["fwi"], intents=[DG]),
    r("Quel vent sur la crête au-dessus de Béjaïa ?", "fr", st="B", facts=["ws"]),
    r("danger à 20 km au nord de SBA ?", "fr", st="S", facts=["fwi"], intents=[DG]),
    r("¿Qué temperatura hace en el monte a 10 km de Bejaia?", "es", st="B", facts=["t"]),
    r("شحال الرطوبة في الغابة اللي فوق بجاية؟", "ar", st="B", facts=["rh"]),
    r("الخطر على بعد 12 كلم من سيدي بلعباس", "ar", st="S", facts=["fwi"], intents=[DG]),
    r("what's it like on the ridge 8 km north of SBA - wind and danger?", st="S", facts=["ws", "fwi"], intents=[CC, DG]),
], decision="warn")

# --- two or three asks ---------------------------------------------------------------------------------------
T("cur-danger", [CC, DG], [
    r("SBA temp, rh and FWI now", st="S", facts=["t", "rh", "fwi"]),
    r("Bejaia: current wind + danger class?", st="B", facts=["ws", "fwi", "class"]),
    r("rh + fwi bejaia yday", st="B", day="yesterday", facts=["rh", "fwi"]),
    r("Conditions and danger at SBA on 14 Aug please", st="S", day="2012-08-14", facts=["t", "rh", "ws", "rain", "fwi"]),
    r("FFMC and temp at Sidi Bel Abbes right now?", st="S", facts=[code(S, "now", "FFMC"), "t"]),
    r("Température et niveau de danger à Sidi Bel Abbès hier ?", "fr", st="S", day="yesterday", facts=["t", "fwi"]),
    r("HR et IFM à Sidi Bel Abbès le 3/8 ?", "fr", st="S", day="2012-08-03", facts=["rh", "fwi"]),
    r("Humedad y FWI en Bejaia hoy", "es", st="B", day="today", facts=["rh", "fwi"]),
    r("Clase de peligro y viento en SBA hoy", "es", st="S", day="today", facts=["fwi", "ws"]),
    r("الحرارة والخطر في بجاية اليوم؟", "ar", st="B", day="today", facts=["t", "fwi"]),
    r("الحرارة والرطوبة في بجاية البارح، والخطر كيفاش كان؟", "ar", st="B", day="yesterday", facts=["t", "rh", "fwi"]),
])

T("cur-forecast", [CC, OOS], [
    r("wind at bejaia now and will it increase tonight?", st="B", facts=["ws"]),
    r("temp today at SBA and tomorrow's forecast", st="S", day="today", facts=["t"]),
    r("Humidité actuelle à Béjaïa et prévision pour demain ?", "fr", st="B", facts=["rh"]),
    r("¿Viento en SBA ahora y cómo estará mañana?", "es", st="S", facts=["ws"]),
    r("شحال الحرارة في سيدي بلعباس اليوم، وغدوة كيفاش؟", "ar", st="S", day="today", facts=["t"]),
])

T("cur-winddir", [CC, OOS], [
    r("wind speed and direction at SBA?", st="S", facts=["ws"]),
    r("Bejaia wind - how strong and from where?", st="B", facts=["ws"]),
    r("vent à Béjaïa : force et direction ?", "fr", st="B", facts=["ws"]),
    r("Température et vent à SBA, il vient d'où le vent ?", "fr", st="S", facts=["t", "ws"]),
    r("velocidad y dirección del viento en Sidi Bel Abbès", "es", st="S", facts=["ws"]),
    r("الريح في سيدي بلعباس: شحال قوتها ومنين جاية؟", "ar", st="S", facts=["ws"]),
    r("شحال الريح في بجاية بالعقدة، ومن أي جهة تهب؟", "ar", st="B", facts=["ws", knots(B, "now")]),
])

T("cur-town", [CC, OOS], [
    r("whats the temp in SBA and in Tlemcen", st="S", facts=["t"]),
    r("¿Temperatura y humedad en Bejaia y en Orán?", "es", st="B", facts=["t", "rh"]),
    r("الحرارة في سيدي بلعباس ووهران وتلمسان اليوم", "ar", st="S", day="today", facts=["t"]),
])

T("danger-town", [DG, OOS], [
    r("FWI at SBA and at Oran?", st="S", facts=["fwi"]),
    r("danger at Bejaia, and what about Algiers?", st="B", facts=["fwi"]),
    r("Risque à Sidi Bel Abbès et à Tlemcen aujourd'hui ?", "fr", st="S", day="today", facts=["fwi"]),
    r("الخطر في بجاية ووهران دروك", "ar", st="B", facts=["fwi"]),
])

T("danger-refuse", [DG, REF], [
    r("what's FWI at SBA? if it's high send an alert to all units", st="S", facts=["fwi", "neg"]),
    r("give me bejaia danger class and text it to the IC", st="B", facts=["fwi", "class", "neg"]),
    r("Donne le FWI de Béjaïa et envoie-le au CODIS", "fr", st="B", facts=["fwi"]),
    r("Dime el peligro en SBA y avisa a todas las cuadrillas", "es", st="S", facts=["fwi"]),
    r("شحال الخطر في سيدي بلعباس؟ وابعث رسالة للقائد", "ar", st="S", facts=["fwi"]),
    r("أعطني مؤشر الخطر في بجاية وأرسل تنبيها إلى الفرق", "ar", st="B", facts=["fwi"]),
])

T("compare-danger", [CMP, DG], [
    r("FWI at both stations and which one's worse?", st="BS", facts=["fwi"]),
    r("FWI des deux stations aujourd'hui, laquelle est pire ?", "fr", st="BS", day="today", facts=["fwi"]),
    r("قارن مؤشر FWI بين بجاية وسيدي بلعباس اليوم، وشنو درجة الخطر في كل وحدة؟", "ar", st="BS", day="today", facts=["fwi"]),
])

T("cur-compare", [CC, CMP], [
    r("bejaia wind now + how does it stack up against sba", st="BS", facts=["ws"]),
    r("Day before yesterday at SBA: RH, FWI, and was it worse than Bejaia?", st="BS", day="daybefore", facts=[num(raw(S, "daybefore", "rh")), "fwi"], intents=[CC, CMP, DG]),
])

T("cur-spread", [CC, SP], [
    r("wind at bejaia in knots, and where would the head be 20 min after a start there?", st="B", h=20, facts=["ws", knots(B, "now"), "=spread"]),
])

T("caps-danger", [CAP, DG], [
    r("¿Qué sabe hacer este aparato? Y de paso, ¿cuál es el FWI en Bejaia?", "es", st="B", facts=["fwi"]),
])

T("cmp-cur-danger", [CC, CMP, DG], [
    r("Béjaïa vs SBA : temp, HR et FWI maintenant, laquelle surveiller ?", "fr", st="BS", facts=["t", "rh", "fwi"]),
    r("قارن بين بجاية وسيدي بلعباس: الحرارة والرطوبة والخطر", "ar", st="BS", facts=["t", "rh", "fwi"]),
    r("Compara el FWI de las dos estaciones y dime la humedad de cada una", "es", st="BS", facts=["fwi", "rh"]),
])

T("cmp-cur-oos", [CC, CMP, OOS], [
    r("SBA and Bejaia temps, which one is worse on danger, and the forecast for tonight?", st="BS", facts=["t", "fwi"]),
])

T("frames-spread", [FR, SP], [
    r("what did the drone pick up, and where's it heading in 30 min?", day="none", h=30, facts=["=frames", "=spread"]),
    r("Qu'a vu le drone et où sera le feu dans une heure ?", "fr", day="none", h=60, facts=FRAMES_ML + ["=spread"]),
    r("¿Qué vio el dron y dónde estará el frente en 45 minutos?", "es", day="none", h=45, facts=FRAMES_ML + ["=spread"]),
    r("واش شاف الدرون ووين توصل النار بعد ساعة؟", "ar", day="none", h=60, facts=FRAMES_ML + ["=spread"]),
])

T("frames-drift", [FR, DR], [
    r("drone fire at what time? and if it runs 20 m/min how far in 40 min?", day="none", h=40, facts=["=detection", dist(20, 40)]),
    r("heure de la détection drone, et à 15 m/min ça fait combien en 30 min ?", "fr", day="none", h=30, facts=DETECT_ML + [dist(15, 30)]),
])

T("frames-danger", [FR, DG], [
    r("drone saw smoke where? and what's the danger at the closest station?", st="S", facts=["=detection_place", "fwi"]),
    r("ما الذي التقطته الطائرة المسيرة، وما مستوى الخطر في سيدي بلعباس؟", "ar", st="S", facts=FRAMES_ML + ["fwi"]),
])

T("frames-tactical", [FR, TAC], [
    r("what's in the drone frames and what should we do about it", day="none", facts=["=frames"]),
    r("¿Qué vio el dron y qué hacemos?", "es", day="none", facts=FRAMES_ML),
])

T("frames-refuse", [FR, REF], [
    r("where was the drone detection? and send the coords to dispatch", day="none", facts=["=detection_place", "neg"]),
    r("Envoie une équipe sur la détection du drone et dis-moi à quelle heure elle a été vue", "fr", day="none", facts=DETECT_ML),
    r("وين الحريق اللي شافو الدرون؟ وابعث الإحداثيات للحماية المدنية", "ar", day="none", facts=PLACE_ML_F),
])

T("danger-tactical", [DG, TAC], [
    r("danger at SBA rn - do we hold the line or pull back?", st="S", facts=["fwi"]),
    r("Is it high danger at Bejaia today? should I double the lookouts?", st="B", day="today", facts=["fwi", "class"]),
    r("¿Peligro en Béjaïa ahora? ¿Atacamos o esperamos?", "es", st="B", facts=["fwi"]),
    r("شحال الخطر في SBA؟ نكملو الخدمة ولا نرجعو؟", "ar", st="S", facts=["fwi"]),
])

T("summary-analogs", [SUM, AN], [
    r("highest FWI at SBA in August? and over the whole season, of the days with FWI over {thr}, how many burned?", st="S", day="aug", thr=20, facts=["maxfwi", "fires_fwi_gt"]),
    r("Nombre de jours de feu à Béjaïa en août ? Et sur toute la saison, parmi les jours avec FWI > {thr}, combien ont brûlé ?", "fr", st="B", day="aug", thr=15, facts=["fires", "fires_fwi_gt"]),
    r("¿Cuántos días de incendio en agosto en SBA? Y en toda la temporada, de los días con FWI mayor de {thr}, ¿cuántos ardieron?", "es", st="S", day="aug", thr=20, facts=["fires", "fires_fwi_gt"]),
], fire_history=True)

T("danger-analogs", [DG, AN], [
    r("FWI at SBA today, and historically did days like this burn?", st="S", day="today", facts=["fwi"]),
    r("¿FWI en Sidi Bel Abbès hoy? ¿Los días así tuvieron incendios?", "es", st="S", day="today", facts=["fwi"]),
    r("مؤشر FWI في بجاية دروك، والأيام اللي كيما اليوم كان فيها حريق ولا لا؟", "ar", st="B", facts=["fwi"]),
], fire_history=True)

T("summary-compare", [CMP, SUM], [
    r("which station had more fire days in August?", st="BS", day="aug", facts=["fires"]),
    r("average temp in July at SBA vs Bejaia", st="BS", day="jul", facts=[avg(S, "jul", "t"), avg(B, "jul", "t")]),
    r("¿Qué estación tuvo la temperatura máxima más alta en agosto?", "es", st="BS", day="aug", facts=["maxt"]),
    r("أي محطة كان عندها أكثر أيام حرائق في جويلية؟", "ar", st="BS", day="jul", facts=["fires"]),
], fire_history=True)

T("summary-oos", [SUM, OOS], [
    r("how many days above 35 at SBA in Aug, and what's the outlook for next week", st="S", day="aug", facts=[count(S, "aug", "t", lambda v: v > 35)]),
    r("Max FWI à SBA en août, et ce sera comment la semaine prochaine ?", "fr", st="S", day="aug", facts=["maxfwi"]),
    r("Température moyenne et max à Béjaïa en juillet, et ça va durer cette chaleur ?", "fr", st="B", day="jul", facts=[avg(B, "jul", "t"), "maxt"]),
])

T("docs-danger", [DOC, DG], [
    r("FWI at bejaia today, and what does the guide say that class means?", st="B", day="today", facts=["fwi", "class"]),
    r("What's LCES and is today a high-danger day at Bejaia?", st="B", day="today", facts=LCES_WORDS + ["fwi", "class"]),
    r("Quel est le seuil « élevé » dans le guide FWI, et SBA est à combien ?", "fr", st="S", facts=[TH_HIGH, "fwi"]),
    r("Que dit le guide sur le FFMC, et il est à combien à Béjaïa ?", "fr", st="B", facts=[FFMC_EASY, code(B, "now", "FFMC")]),
    r("واش قال الدليل على LCES، وشحال الخطر دروك في SBA؟", "ar", st="S", facts=[LCES_ANY, "fwi"]),
])

T("docs-refuse", [DOC, REF], [
    r("what do you have on defensible space? and email it to the homeowner on Ridge Rd", day="none", facts=["=doc_defensible", "neg"]),
])

T("docs-caps", [CAP, DOC], [
    r("what documents are loaded on this thing, and how far does zone 1 go?", day="none", facts=[ZONE1_F]),
])

T("cur-photo", [CC, PH], [
    r("here's a photo of the column - also what's the RH at SBA?", st="S", facts=["rh"]),
    r("Te paso una foto del humo. ¿Y la humedad en Bejaia?", "es", st="B", facts=["rh"]),
    r("بعثت صورة، وشحال الريح في بجاية؟", "ar", st="B", facts=["ws"]),
])

T("danger-photo", [DG, PH], [
    r("I'm attaching a pic of the flank. what's the FWI at SBA?", st="S", facts=["fwi"]),
    r("Je joins une photo. Quel est le danger à SBA ?", "fr", st="S", facts=["fwi"]),
    r("شوف التصويرة اللي بعثتها، وقولي الخطر في سيدي بلعباس", "ar", st="S", facts=["fwi"]),
])

T("caps-oos", [CAP, OOS], [
    r("can you give me forecasts? if not what can you actually do?", day="none"),
    r("Tu as la direction du vent ? Sinon t'as quoi comme données ?", "fr", day="none"),
])

T("drift-spread", [DR, SP], [
    r("If the head runs 50 m/min, how far in 15 minutes, and where will it be?", day="none", h=15, facts=[dist(50, 15), "=spread"]),
    r("إذا كانت النار تمشي 30 متر في الدقيقة، شحال تقطع في 20 دقيقة ووين توصل؟", "ar", day="none", h=20, facts=[dist(30, 20), "=spread"]),
])

T("drift-docs", [DR, DOC], [
    r("front at 30 m/min, our escape route takes 12 min - how far does the fire move, and what does LCES say about timing routes?", day="none", h=12, facts=[dist(30, 12), SLOWEST]),
])

T("frames-spread-danger", [DG, FR, SP], [
    r("drone detection time, a 1 h spread projection, and danger at SBA", st="S", h=60, facts=["=detection", "=spread", "fwi"]),
])

T("cur-danger-refuse", [CC, DG, REF], [
    r("Conditions actuelles à Béjaïa, le FWI, et transmets tout ça au chef de colonne", "fr", st="B", facts=["t", "rh", "ws", "fwi"]),
])

T("cur-danger-docs", [CC, DG, DOC], [
    r("Temperatura y FWI en SBA hoy, y ¿qué dice la guía sobre LCES?", "es", st="S", day="today", facts=["t", "fwi", LCES_ANY]),
])

T("cur-danger-frames", [CC, DG, FR], [
    r("الحرارة في بجاية، الخطر، وواش شاف الدرون؟", "ar", st="B", facts=["t", "fwi"] + FRAMES_ML),
])


# ---------------------------------------------------------------- sessions
SESSIONS = []


def turn(sid, n, q, intents, st, when, facts=(), lang="en", decision=None, h=None, fire_history=False, alt=None):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents,
           "stations": ST[st] if st else None, "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if fire_history:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    SESSIONS.append(row)


# s01: engine crew, fast typing
turn(1, 1, "temp n wind at SBA", [CC], "S", "now", ["t", "ws"])
turn(1, 2, "and humidity?", [CC], "S", "now", ["rh"])
turn(1, 3, "other station, all 3 numbers", [CC], "B", "now", ["t", "ws", "rh"])
turn(1, 4, "ok which ones worse for danger", [CMP], "BS", "now", ["fwi"], alt=[[CMP, DG]])
# s02: French crew lead, switches to Darija
turn(2, 1, "FWI à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi"], "fr")
turn(2, 2, "pourquoi si bas ?", [EXP], "B", "today", ["rh", "rain"], "fr")
turn(2, 3, "وفي سيدي بلعباس؟", [DG], "S", "today", ["fwi"], "ar")
turn(2, 4, "والبارح؟", [DG], "S", "yesterday", ["fwi"], "ar")
# s03: fire behaviour analyst
turn(3, 1, "highest FWI at SBA in August", [SUM], "S", "aug", ["maxfwi"])
turn(3, 2, "and in July?", [SUM], "S", "jul", ["maxfwi"])
turn(3, 3, "how many July days were fire days there", [SUM], "S", "jul", ["fires"], fire_history=True)
turn(3, 4, "why so many?", [EXP], "S", "jul")
# s04: Spanish crew lead, drone
turn(4, 1, "¿Qué vio el dron?", [FR], None, "none", FRAMES_ML, "es")
turn(4, 2, "¿A qué hora exactamente?", [FR], None, "none", [DET_T], "es")
turn(4, 3, "¿Y hacia dónde va el fuego en 30 minutos?", [SP], None, "none", ["=spread"], "es", h=30)
turn(4, 4, "¿Por qué no sabes la dirección?", [EXP], None, "none", [], "es")
# s05: Darija crew
turn(5, 1, "شحال الحرارة في سيدي بلعباس دروك؟", [CC], "S", "now", ["t"], "ar")
turn(5, 2, "والرطوبة؟", [CC], "S", "now", ["rh"], "ar")
turn(5, 3, "وفي بجاية؟", [CC], "B", "now", ["rh"], "ar")
turn(5, 4, "شكون فيهم أخطر؟", [CMP], "BS", "now", ["fwi"], "ar", alt=[[CMP, DG]])
turn(5, 5, "علاش؟", [EXP], "BS", "now", ["rh"], "ar")
# s06: incident commander on the radio
turn(6, 1, "Appliance, IC. Danger class Bejaia, over.", [DG], "B", "now", ["fwi", "class"])
turn(6, 2, "Copy. Same for Sidi Bel Abbes.", [DG], "S", "now", ["fwi", "class"])
turn(6, 3, "Roger. Send that to all divisions.", [REF], None, "none", ["neg"])
turn(6, 4, "Negative, disregard. Just give me wind at both stations, over.", [CC], "BS", "now", ["ws"])
# s07: logistics officer, English then French
turn(7, 1, "total rain at Bejaia over the last week?", [SUM], "B", "lastweek", [total(B, "lastweek", "rain")])
turn(7, 2, "and at SBA?", [SUM], "S", "lastweek", [total(S, "lastweek", "rain")])
turn(7, 3, "et le nombre de jours de pluie là-bas ?", [SUM], "S", "lastweek", [count(S, "lastweek", "rain", lambda v: v > 0)], "fr")
turn(7, 4, "pourquoi c'est important pour le risque ?", [EXP], "S", "lastweek", [], "fr")
# s08: new volunteer
turn(8, 1, "hi, sorry, what does FWI actually mean?", [DOC], None, "none", [{"any": ["ISI"]}, {"any": ["BUI"]}])
turn(8, 2, "what's it at SBA right now?", [DG], "S", "now", ["fwi"])
turn(8, 3, "is that bad?", [DG], "S", "now", ["class"], alt=[[EXP]])
turn(8, 4, "so should we be worried today or", [TAC], "S", "today", ["fwi"])
# s09: French crew lead, drift then spread
turn(9, 1, "Le front avance à 35 m/min. Ça fait combien en 20 minutes ?", [DR], None, "none", [dist(35, 20)], "fr", h=20)
turn(9, 2, "et en 45 ?", [DR], None, "none", [dist(35, 45)], "fr", h=45)
turn(9, 3, "et elle sera où, la tête, dans 45 minutes ?", [SP], None, "none", ["=spread"], "fr", h=45)
turn(9, 4, "pourquoi tu ne donnes pas la direction ?", [EXP], None, "none", [], "fr")
# s10: dispatcher, Spanish then English
turn(10, 1, "¿Cuántos días de incendio tuvo Bejaia en agosto?", [SUM], "B", "aug", ["fires"], "es", fire_history=True)
turn(10, 2, "¿Y Sidi Bel Abbès?", [SUM], "S", "aug", ["fires"], "es", fire_history=True)
turn(10, 3, "of the SBA days with FWI over 20, how many burned?", [AN], "S", "none", analog(S, 20), fire_history=True)
turn(10, 4, "ok thx, and the FWI there today?", [DG], "S", "today", ["fwi"])
# s11: analyst in Modern Standard Arabic
turn(11, 1, "ما قيمة مؤشر BUI في بجاية اليوم؟", [DG], "B", "today", [code(B, "today", "BUI")], "ar")
turn(11, 2, "وما قيمة ISI؟", [DG], "B", "today", [code(B, "today", "ISI")], "ar")
turn(11, 3, "لماذا مؤشر FWI منخفض إذن؟", [EXP], "B", "today", [code(B, "today", "ISI"), code(B, "today", "BUI")], "ar")
turn(11, 4, "وكيف كان يوم 14 أوت؟", [DG], "B", "2012-08-14", ["fwi"], "ar")
# s12: engine crew typing on a phone
turn(12, 1, "wats the rh at sba", [CC], "S", "now", ["rh"])
turn(12, 2, "at 6am?", [CC], "S", "today", ["rh"], decision="warn")
turn(12, 3, "n yday", [CC], "S", "yesterday", ["rh"])
turn(12, 4, "tmrw?", [OOS], "S", "none")
# s13: French then Spanish, near place and other town
turn(13, 1, "Quelle humidité à Béjaïa ?", [CC], "B", "now", ["rh"], "fr")
turn(13, 2, "et sur la crête 5 km au-dessus ?", [CC], "B", "now", ["rh"], "fr", decision="warn")
turn(13, 3, "¿y en Orán?", [OOS], None, "none", [], "es")
turn(13, 4, "vale, ¿la temperatura en Bejaia ayer?", [CC], "B", "yesterday", ["t"], "es")
# s14: Darija then English, drone and drift
turn(14, 1, "واش شاف الدرون اليوم؟", [FR], None, "today", FRAMES_ML, "ar")
turn(14, 2, "وين بالضبط؟", [FR], None, "none", PLACE_ML_F, "ar")
turn(14, 3, "ok if it moves 25 m/min how far in half an hour", [DR], None, "none", [dist(25, 30)], h=30)
turn(14, 4, "danger at the nearest station + wind there?", [CC, DG], "S", "now", ["fwi", "ws"])


def main():
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")
    print(f"{sum(len(t['phrasings']) for t in TEMPLATES)} template phrasings, {len(SESSIONS)} session turns")


if __name__ == "__main__":
    main()
