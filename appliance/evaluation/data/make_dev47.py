"""Batch d47 (sealed, scored once on 08228c7, then moved to dev as dev47): blind crew questions with gold computed by code (never typed by hand).

Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev47.py
Writes crew_templates_dev47.jsonl and crew_sessions_dev47.jsonl next to this file.
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record), from the crew's own
numbers in the question (rate x minutes), or from the shipped documents (regex).
"""
import json
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d47"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
N = None
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()
num = crew_facts._num

# ----------------------------------------------------------------------------------------------- helpers
def iso(key):
    """A single-day key -> its ISO day."""
    return crew_days.resolve(key, "en", 0)["days"][0]


def wdays(key):
    return crew_days.resolve(key, "en", 0)["days"]


def R(st, key):
    return TABLE[(st, iso(key))]


def code(name, st, key):
    return num(R(st, key).codes[name])


def dec_forms(x, units=()):
    s = f"{x:.1f}"
    forms = [s, s.replace(".", ",")]
    r = round(x)
    forms += [f"{r} {u}" for u in units] + [f"{r}{u}" for u in units]
    return {"any": forms}


def mph(st, key):
    return dec_forms(R(st, key).wind_kmh / 1.609344, ["mph"])


def knots(st, key):
    return dec_forms(R(st, key).wind_kmh / 1.852, ["kn", "knots", "kt", "nœuds", "noeuds", "nudos", "عقدة"])


def mps(st, key):
    return dec_forms(R(st, key).wind_kmh / 3.6, ["m/s"])


def fahr(st, key):
    return dec_forms(R(st, key).temperature_c * 9 / 5 + 32, ["°F", "F", "degrees F"])


def dist(m):
    """A distance the crew's own numbers give, in metres and kilometres, dot and comma."""
    forms = []
    mi = round(m)
    for s in {f"{mi}", f"{mi:,}", f"{mi:,}".replace(",", " "), f"{round(m, -1):.0f}"}:
        forms += [f"{s} m", f"{s}m", f"{s} متر", f"{s} م"]
    k = m / 1000
    half_up = Decimal(str(k)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    ks = {f"{k:g}", f"{k:.1f}", str(half_up), f"{k:.2f}".rstrip("0").rstrip(".")}
    for s in ks:
        for v in (s, s.replace(".", ",")):
            forms += [f"{v} km", f"{v}km", f"{v} كم", f"{v} كلم"]
    return {"any": sorted(set(forms))}


STNAME = {B: {"any": ["bejaia", "béjaïa", "بجاية"]},
          S: {"any": ["sidi bel abbes", "sidi-bel abbes", "sidi-bel-abbes", "sidibel abbes", "SBA", "سيدي بلعباس"]}}


def leader(attr, key, lowest=False):
    """The station name fact for the higher (or lower) value that day; nothing on a tie."""
    vals = {st: attr(R(st, key)) for st in BOTH}
    if vals[B] == vals[S]:
        return []
    pick = (min if lowest else max)(vals, key=vals.get)
    return [STNAME[pick]]


def watch(key):
    return leader(lambda r: r.codes["FWI"], key)


def diff(attr, key):
    return num(round(abs(attr(R(B, key)) - attr(R(S, key))), 1))


def rows_in(st, key):
    return [TABLE[(st, d)] for d in wdays(key) if (st, d) in TABLE]


def count_gt(st, key, attr, thr, ge=False):
    return sum((attr(r) >= thr) if ge else (attr(r) > thr) for r in rows_in(st, key))


def avg(st, key, attr):
    rs = rows_in(st, key)
    return dec_forms(sum(attr(r) for r in rs) / len(rs))


def wmin(st, key, attr):
    return num(min(attr(r) for r in rows_in(st, key)))


def wmax(st, key, attr):
    return num(max(attr(r) for r in rows_in(st, key)))


def fires_in(st, key):
    return sum(FIRES[(st, d)][1] for d in wdays(key) if (st, d) in FIRES)


def fires_fwi_in(st, key, thr):
    """Of the window's days with FWI above thr, how many were fire days: [days, fires]."""
    hot = [FIRES[(st, d)][1] for d in wdays(key) if (st, d) in FIRES and FIRES[(st, d)][0] > thr]
    return [len(hot), sum(hot)]


def fires_fwi_past(st, thr):
    return crew_facts.window_facts("fires_fwi_gt", st, [crew_days.TODAY.isoformat()], thr)


def trend(st, key):
    """A trend answer names where the FWI peaked in the window and where it stands on its last day."""
    rs = rows_in(st, key)
    return [num(max(x.codes["FWI"] for x in rs)), num(rs[-1].codes["FWI"])]


T_ = lambda r: r.temperature_c
RH_ = lambda r: r.rh_pct
WS_ = lambda r: r.wind_kmh
FWI_ = lambda r: r.codes["FWI"]

# multilingual literal facts (supersets of the English seeded words, so an answer in the crew's language counts)
NEG_ML = {"any": crew_facts.NEGATION["any"] + ["ne peux pas", "ne peut pas", "impossible", "pas possible",
                                               "pas en mesure", "no puedo", "no puede", "no es posible",
                                               "لا يمكن", "لا أستطيع", "لا يستطيع", "لا أقدر", "ما نقدرش",
                                               "ما يقدرش", "غير قادر"]}
FIRE_ML = {"any": ["fire", "smoke", "flame", "feu", "fumée", "incendie", "flamme", "fuego", "humo", "incendio",
                   "llama", "حريق", "دخان", "نار", "لهب", "حرائق"]}
FRAMES_ML = [FIRE_ML, {"any": ["12:25", "12:27"]}]
DETECT_ML = [FIRE_ML, {"any": ["12:25"]}]
PLACE_ML = [FIRE_ML, {"any": ["sidi bel abbes", "sidi-bel abbes", "35.2", "35,2", "سيدي بلعباس"]}]
DIR_ML = {"any": ["direction", "dirección", "direccion", "اتجاه"]}


def NEG(lang):
    return "neg" if lang == "en" else NEG_ML


def FR_(lang):
    return ["=frames"] if lang == "en" else FRAMES_ML


def DET(lang):
    return ["=detection"] if lang == "en" else DETECT_ML


def PLACE(lang):
    return ["=detection_place"] if lang == "en" else PLACE_ML


# ------------------------------------------------------------------------------------- shipped documents
DOCS = EDGE_DATA_DIR / "documents"
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def rx(pattern, text, cast=float):
    m = re.search(pattern.replace(" ", r"\s+"), text, re.S)
    assert m, pattern
    return num(cast(m.group(1)))


FEET_DEF = rx(r"requires (\d+) feet of defensible space", DEF)
ZONE0_FT = rx(r"Zone 0 is the first (\d+) feet", DEF)
GRASS_IN = rx(r"maximum height of (\d+) inches", DEF)
BRANCH_FT = rx(r"branches (\d+) feet from chimneys", DEF)
FFMC_EASY = rx(r"above about (\d+)\s+fine fuels ignite easily", FWIG)
HIGH_FROM = rx(r"from ([\d.]+) high", FWIG)
VHIGH_FROM = rx(r"from ([\d.]+)\s+very high", FWIG)
EXTREME_FROM = rx(r"from ([\d.]+) extreme", FWIG)
_l = re.search(r"engages a fire: (\w+),\s+(\w+),\s+(\w+\s+\w+)\s+and\s+(\w+\s+\w+)\.", LCES, re.S)
LCES_WORDS = [{"any": [re.sub(r"\s+", " ", w.lower())]} for w in _l.groups()]
LCES_ML = {"any": ["LCES", LCES_WORDS[0]["any"][0].rstrip("s"), "guetteur", "vigie", "vigía", "vigia", "مراقب"]}
DEF_ML = {"any": [f"{FEET_DEF} feet", f"{FEET_DEF} ft", f"{FEET_DEF} pieds", f"{FEET_DEF} pies", f"{FEET_DEF} قدم",
                  f"{FEET_DEF}-foot", f"{FEET_DEF} foot"]}
ISI_WHAT = {"any": list(re.findall(r"\((ISI)\)\s+combines\s+(FFMC)\s+with\s+(wind)", FWIG)[0][1:])}   # FFMC, wind
BUI_WHAT = {"any": list(re.findall(r"\((BUI)\)\s+combines\s+(DMC)\s+and\s+(DC)", FWIG)[0][1:])}  # DMC, DC
assert re.search(r"slowest\s+member", LCES) and re.search(r"downhill", LCES) and re.search(r"spot\s+fires", LCES)
SLOWEST = {"any": ["slowest", "plus lent", "más lento", "mas lento", "الأبطأ", "أبطأ"]}
WATCHOUT = [{"any": ["downhill", "en descente", "cuesta abajo", "pendiente abajo", "منحدر"]},
            {"any": ["spot fire", "sautes de feu", "foyers secondaires", "focos secundarios", "بؤر"]}]
HIGH_DAY = {"any": ["alone", "seul", "solo", "وحد", "lookout", "guetteur", "vigía", "مراقب", "escape route",
                    "short", "court", "corta", "قصير"]}
assert re.search(r"crews\s+are\s+not\s+left\s+alone", LCES) and re.search(r"lookouts\s+are\s+posted\s+early", LCES)
NOON = {"any": ["noon", "12:00", "midday", "midi", "mediodía", "الظهر", "12h"]}
DOCNAMES = {"any": ["defensible", "LCES", "fire weather index", "FWI"]}


# ------------------------------------------------------------------------------------------- rows / templates
def r(lang, q, st=N, d="none", f=(), i=None, h=None, thr=None, alt=None):
    return dict(lang=lang, q=q, st=st, d=d, f=list(f), i=i, h=h, thr=thr, alt=alt)


TEMPLATES = []


def T(kind, intents, rows, decision=None, nfh=False):
    phr, days, ibp, hs, thrs = [], [], [], [], []
    for row in rows:
        st = row["st"]
        p = {"q": row["q"], "lang": row["lang"], "stations": "none" if st is None else sorted(st if isinstance(st, list) else [st])}
        if row["f"]:
            p["facts"] = row["f"]
        if row["alt"]:
            p["intents_alt"] = row["alt"]
        assert "{" not in row["q"] and "}" not in row["q"], row["q"]
        phr.append(p)
        days.append(row["d"])
        ibp.append(sorted(row["i"] or intents))
        hs.append(row["h"])
        thrs.append(row["thr"])
    t = {"key": f"{NAME}-{kind}", "intents": sorted(intents), "phrasings": phr, "stations": "none", "days": days,
         "facts": [], "intents_by_phrasing": ibp}
    if any(h is not None for h in hs):
        t["horizons"] = hs
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if decision:
        t["decision"] = decision
    if nfh:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


WX = ["t", "rh", "ws", "rain"]
DG = ["fwi", "class"]

# ---------------------------------------------------------------- current conditions (one ask)
T("cond", ["current_conditions"], [
    r("en", "whats the temp at SBA rn", S, "now", ["t"]),
    r("en", "Bejaia conditions please: temp, RH, wind, rain.", B, "now", WX),
    r("en", "Dispatch to box - current relative humidity Sidi Bel Abbes?", S, "now", ["rh"]),
    r("en", "how windy is it in bejaia right now", B, "now", ["ws"]),
    r("en", "Did it rain at Sidi-Bel-Abbès yesterday?", S, "yesterday", ["rain"]),
    r("en", "Give me yesterday's noon numbers for Bejaia.", B, "yesterday", WX),
    r("en", "temp + humidity SBA 14/8", S, "2012-08-14", ["t", "rh"]),
    r("en", "What was the wind at Bejaia on Aug 23rd?", B, "2012-08-23", ["ws"]),
    r("en", "new here, sorry - what temperature did the Sidi Bel Abbes station log on the 17th of August?", S, "2012-08-17", ["t"]),
    r("en", "engine 6, need latest wx for sidi bel abes, over", S, "now", WX),
    r("en", "humdity in bejia on 8/29?", B, "2012-08-29", ["rh"]),
    r("fr", "Température et humidité à Béjaïa maintenant svp", B, "now", ["t", "rh"]),
    r("fr", "il a plu hier à Sidi Bel Abbès ?", S, "yesterday", ["rain"]),
    r("fr", "c quoi le vent à SBA là", S, "now", ["ws"]),
    r("fr", "Relevé de midi à Béjaïa le 3 août ?", B, "2012-08-03", WX),
    r("fr", "HR à sidi bel abbes avant-hier", S, "daybefore", ["rh"]),
    r("es", "¿Cuánta humedad hay ahora en Béjaïa?", B, "now", ["rh"]),
    r("es", "temperatura en SBA ayer", S, "yesterday", ["t"]),
    r("es", "Oye, ¿qué viento marcó Sidi Bel Abbes el 25 de agosto?", S, "2012-08-25", ["ws"]),
    r("es", "Datos de hoy de la estación de Bejaia: temperatura, humedad, viento y lluvia", B, "today", WX),
    r("ar", "شحال السخانة في سيدي بلعباس دروك؟", S, "now", ["t"]),
    r("ar", "ما هي الرطوبة النسبية في بجاية اليوم؟", B, "today", ["rh"]),
    r("ar", "واش طاحت الشتا في بجاية البارح؟", B, "yesterday", ["rain"]),
    r("ar", "wach rahi la température f SBA dork?", S, "now", ["t"]),
    r("ar", "أعطني قراءات محطة سيدي بلعباس يوم 11 أوت", S, "2012-08-11", WX),
])

# ---------------------------------------------------------------- units asked
T("units", ["current_conditions"], [
    r("en", "wind at SBA in mph?", S, "now", ["ws", mph(S, "now")]),
    r("en", "Bejaia temp in Fahrenheit pls, the contractor crew only thinks in F", B, "now", ["t", fahr(B, "now")]),
    r("en", "What's the wind speed at Sidi Bel Abbes in knots? Air attack is asking.", S, "now", ["ws", knots(S, "now")]),
    r("en", "Bejaia wind yesterday, metres per second", B, "yesterday", ["ws", mps(B, "yesterday")]),
    r("en", "°F at sidi bel abbes on Aug 17", S, "2012-08-17", ["t", fahr(S, "2012-08-17")]),
    r("fr", "Vent à Béjaïa en nœuds svp, c'est pour l'hélico", B, "now", ["ws", knots(B, "now")]),
    r("fr", "le vent à SBA hier, en m/s ?", S, "yesterday", ["ws", mps(S, "yesterday")]),
    r("es", "¿Viento en Sidi Bel Abbes en millas por hora?", S, "now", ["ws", mph(S, "now")]),
    r("es", "Temperatura de ayer en Bejaia pero en grados Fahrenheit", B, "yesterday", ["t", fahr(B, "yesterday")]),
    r("ar", "سرعة الريح في بجاية بالعقدة", B, "now", ["ws", knots(B, "now")]),
    r("ar", "الحرارة تاع سيدي بلعباس بالفهرنهايت", S, "now", ["t", fahr(S, "now")]),
])

# ---------------------------------------------------------------- danger (FWI, class, codes)
T("danger", ["danger"], [
    r("en", "fire danger SBA now?", S, "now", DG),
    r("en", "What's the FWI at Bejaia today", B, "today", ["fwi"]),
    r("en", "danger class at bejaia yesterday", B, "yesterday", DG),
    r("en", "ISI at Sidi Bel Abbes right now? FBAN needs it for the ROS calc", S, "now", [code("ISI", S, "now")]),
    r("en", "BUI bejaia", B, "now", [code("BUI", B, "now")]),
    r("en", "What was the FFMC at SBA on 2012-08-25?", S, "2012-08-25", [code("FFMC", S, "2012-08-25")]),
    r("en", "DC and DMC at Bejaia this noon", B, "today", [code("DC", B, "today"), code("DMC", B, "today")]),
    r("en", "IC to box: give me the danger rating for Bejaia on the 29th of August", B, "2012-08-29", DG),
    r("en", "Was SBA in high danger on 21 Sept?", S, "2012-09-21", DG),
    r("en", "fwi sba yday", S, "yesterday", ["fwi"]),
    r("en", "Is Béjaïa extreme today or what", B, "today", DG),
    r("en", "danger level for both stations now", BOTH, "now", DG, alt=[["danger"], ["compare_stations", "danger"]]),
    r("en", "what fire weather index did Sidi-Bel-Abbes have on Aug 4 2012", S, "2012-08-04", ["fwi"]),
    r("fr", "Niveau de danger à SBA aujourd'hui ?", S, "today", DG),
    r("fr", "le FWI de Béjaïa hier stp", B, "yesterday", ["fwi"]),
    r("fr", "ISI à Béjaïa en ce moment ?", B, "now", [code("ISI", B, "now")]),
    r("fr", "Quel était le risque feu à Sidi Bel Abbès le 18 août ?", S, "2012-08-18", DG),
    r("fr", "indice BUI SBA svp", S, "now", [code("BUI", S, "now")]),
    r("fr", "classe de danger bejaia avant hier", B, "daybefore", DG),
    r("es", "¿Nivel de peligro en Bejaia ahora mismo?", B, "now", DG),
    r("es", "FWI de Sidi Bel Abbes ayer", S, "yesterday", ["fwi"]),
    r("es", "¿Cuál es el ISI hoy en SBA?", S, "today", [code("ISI", S, "today")]),
    r("es", "el DMC de sidi bel abbes hoy cuanto da", S, "today", [code("DMC", S, "today")]),
    r("ar", "واش هو مستوى الخطر في بجاية دروك؟", B, "now", DG),
    r("ar", "مؤشر FWI في سيدي بلعباس اليوم", S, "today", ["fwi"]),
    r("ar", "شحال كان الخطر في SBA البارح؟", S, "yesterday", DG),
    r("ar", "ما قيمة مؤشر ISI في بجاية الآن؟", B, "now", [code("ISI", B, "now")]),
    r("ar", "الخطر تاع الحرايق في سيدي بلعباس يوم 25 أوت", S, "2012-08-25", DG),
    r("ar", "chhal el FWI f Bejaia lyoum?", B, "today", ["fwi"]),
    r("ar", "درجة خطر الحريق في بجاية يوم 22 أغسطس 2012", B, "2012-08-22", DG),
])

# ---------------------------------------------------------------- compare stations
T("compare", ["compare_stations"], [
    r("en", "which station is worse right now", BOTH, "now", ["fwi"] + watch("now")),
    r("en", "Bejaia or SBA - which is hotter today?", BOTH, "today", ["t"] + leader(T_, "today")),
    r("en", "Compare RH at the two stations this noon", BOTH, "today", ["rh"]),
    r("en", "by how much is SBA's FWI above Bejaia's now?", BOTH, "now", ["fwi", diff(FWI_, "now")]),
    r("en", "compare danger Bejaia vs Sidi Bel Abbes on Aug 25", BOTH, "2012-08-25", DG + watch("2012-08-25")),
    r("en", "Which one was windier yesterday, Béjaïa or Sidi-Bel-Abbès?", BOTH, "yesterday", ["ws"] + leader(WS_, "yesterday")),
    r("en", "who's drier rn, sba or bejaia", BOTH, "now", ["rh"] + leader(RH_, "now", lowest=True)),
    r("fr", "Quelle station est la plus à risque aujourd'hui ?", BOTH, "today", ["fwi"] + watch("today")),
    r("fr", "Écart de température entre Béjaïa et SBA hier ?", BOTH, "yesterday", ["t", diff(T_, "yesterday")]),
    r("fr", "Béjaïa vs Sidi Bel Abbès côté humidité, laquelle est la plus sèche là ?", BOTH, "now", ["rh"] + leader(RH_, "now", lowest=True)),
    r("es", "¿Cuál de las dos estaciones tiene más peligro ahora?", BOTH, "now", ["fwi"] + watch("now")),
    r("es", "Compárame el viento de Bejaia y SBA del 23 de agosto", BOTH, "2012-08-23", ["ws"]),
    r("es", "¿Dónde hace más calor hoy, en Sidi Bel Abbes o en Béjaïa?", BOTH, "today", ["t"] + leader(T_, "today")),
    r("ar", "وين الخطر أكبر دروك، بجاية ولا سيدي بلعباس؟", BOTH, "now", ["fwi"] + watch("now")),
    r("ar", "قارن بين الرطوبة في المحطتين اليوم", BOTH, "today", ["rh"]),
    r("ar", "شحال الفرق في الحرارة بين بجاية و SBA البارح؟", BOTH, "yesterday", ["t", diff(T_, "yesterday")]),
])

# ---------------------------------------------------------------- summaries over a window
T("summary", ["summary"], [
    r("en", "max FWI at SBA in August?", S, "aug", ["maxfwi"]),
    r("en", "Highest temp recorded at Bejaia over the past week", B, "lastweek", ["maxt"]),
    r("en", "how many days above 35 degrees in August at Sidi Bel Abbes", S, "aug", [count_gt(S, "aug", T_, 35)]),
    r("en", "Number of days with FWI over 20 at Bejaia in August?", B, "aug", [count_gt(B, "aug", FWI_, 20)]),
    r("en", "average RH at SBA in July", S, "jul", [avg(S, "jul", RH_)]),
    r("en", "Lowest humidity Bejaia saw in June", B, "jun", [wmin(B, "jun", RH_)]),
    r("en", "trend of the FWI at bejaia since tuesday? going up or down", B, "since-tue", trend(B, "since-tue")),
    r("en", "What was the hottest it got at SBA between the 1st and 10th of September?", S, "sep1-10", ["maxt"]),
    r("en", "logistics: strongest wind at Sidi Bel Abbes from 20 to 31 August, need it for the report", S, "aug-late", [wmax(S, "aug-late", WS_)]),
    r("en", "days at 40 C or more in sba in august??", S, "aug", [count_gt(S, "aug", T_, 40, ge=True)]),
    r("fr", "FWI max à Béjaïa en juillet ?", B, "jul", ["maxfwi"]),
    r("fr", "Combien de jours au-dessus de 35 °C à SBA en juillet ?", S, "jul", [count_gt(S, "jul", T_, 35)]),
    r("fr", "moyenne des températures à Bejaia en août", B, "aug", [avg(B, "aug", T_)]),
    r("fr", "Température la plus haute à Sidi Bel Abbès sur les sept derniers jours ?", S, "lastweek", ["maxt"]),
    r("es", "¿Cuál fue el FWI más alto en Sidi Bel Abbes en septiembre?", S, "sep", ["maxfwi"]),
    r("es", "¿Cuántos días pasó el FWI de 10 en Bejaia en julio?", B, "jul", [count_gt(B, "jul", FWI_, 10)]),
    r("es", "humedad mínima en SBA en agosto", S, "aug", [wmin(S, "aug", RH_)]),
    r("es", "temp máxima en bejaia del 20 al 31 de agosto", B, "aug-late", ["maxt"]),
    r("ar", "أعلى قيمة FWI في بجاية في أوت", B, "aug", ["maxfwi"]),
    r("ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في سيدي بلعباس في أوت؟", S, "aug", [count_gt(S, "aug", T_, 35)]),
    r("ar", "متوسط الرطوبة في بجاية خلال شهر سبتمبر", B, "sep", [avg(B, "sep", RH_)]),
    r("ar", "أعلى حرارة في SBA منذ الثلاثاء", S, "since-tue", ["maxt"]),
    r("ar", "الخطر في بجاية منذ الثلاثاء، راهو طالع ولا هابط؟", B, "since-tue", trend(B, "since-tue")),
])

# fire-day counts over a month: summary, from the fire record
T("firecount", ["summary"], [
    r("en", "How many fire days did Sidi Bel Abbes have in September?", S, "sep", ["fires"]),
    r("en", "bejaia - number of days with a fire recorded in july", B, "jul", ["fires"]),
    r("fr", "nb de jours de feu à Béjaïa en août", B, "aug", ["fires"]),
    r("es", "¿Cuántos días con incendio registró Béjaïa en junio?", B, "jun", ["fires"]),
    r("ar", "كم يوم حريق سجلت محطة سيدي بلعباس في جويلية؟", S, "jul", ["fires"]),
], nfh=True)

# ---------------------------------------------------------------- analogs
T("analog", ["analogs"], [
    r("en", "Of the days with FWI above 20 at SBA, how many had a fire?", S, "now", ["fires_fwi_gt"], thr=20),
    r("en", "did days like today at Bejaia end up burning?", B, "now", ["fwi"]),
    r("en", "past days at sidi bel abbes with FWI > 15: how many were fire days", S, "now", ["fires_fwi_gt"], thr=15),
    r("en", "Looking at Bejaia's record - when FWI ran over 10, how often did it turn into a fire day?", B, "now", ["fires_fwi_gt"], thr=10),
    r("en", "have we ever had a fire at SBA on a day as damp as this one?", S, "now", ["rh"]),
    r("fr", "Sur les jours où le FWI dépassait 20 à Béjaïa, combien ont brûlé ?", B, "now", ["fires_fwi_gt"], thr=20),
    r("fr", "Des journées comme aujourd'hui à SBA, ça a déjà donné des feux ?", S, "now", ["fwi"]),
    r("fr", "jours avec FWI > 5 à sidi bel abbes : combien avec feu ?", S, "now", ["fires_fwi_gt"], thr=5),
    r("es", "De los días con FWI por encima de 15 en Bejaia, ¿cuántos tuvieron fuego?", B, "now", ["fires_fwi_gt"], thr=15),
    r("es", "¿Días parecidos a hoy en Sidi Bel Abbes acabaron en incendio?", S, "now", ["fwi"]),
    r("ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صار فيها حريق؟", S, "now", ["fires_fwi_gt"], thr=20),
    r("ar", "هل شهدت الأيام المشابهة لليوم في بجاية حرائق؟", B, "now", ["fwi"]),
    r("ar", "النهارات اللي فات فيها المؤشر 10 في بجاية، قداه منهم شعلت فيهم النار؟", B, "now", ["fires_fwi_gt"], thr=10),
], nfh=True)

# ---------------------------------------------------------------- drift (crew-given rates, or the box's own)
T("drift", ["drift"], [
    r("en", "head's running about 25 m a minute, dozer is 20 min out - how far will it have moved", f=[dist(25 * 20)], h=20),
    r("en", "ROS 40 m/min, 35 minutes travel. distance?", f=[dist(40 * 35)], h=35),
    r("en", "If the head moves at 3 km/h, how far does it get in 40 min?", f=[dist(3000 * 40 / 60)], h=40),
    r("en", "Fire front pushing 12 metres per minute. We need an hour and a half to get line in. How much ground does it cover by then?", f=[dist(12 * 90)], h=90),
    r("en", "how far will the head drift while we wait on your answer?", f=["=drift"]),
    r("en", "drift check: 60 m/min for a quarter of an hour", f=[dist(60 * 15)], h=15),
    r("en", "crew reports 1.5 km/h spread, tanker ETA 50 min, how far does the head go", f=[dist(1500 * 50 / 60)], h=50),
    r("fr", "Le front avance de 30 m par minute, on arrive dans 25 minutes : il aura fait combien ?", f=[dist(30 * 25)], h=25),
    r("fr", "vitesse de propagation 2 km/h, distance parcourue en 45 min ?", f=[dist(2000 * 45 / 60)], h=45),
    r("fr", "La tête avance à 18 m/min. En une heure ça fait quoi ?", f=[dist(18 * 60)], h=60),
    r("es", "El frente va a 20 metros por minuto y la autobomba llega en 30 minutos, ¿cuánto habrá avanzado?", f=[dist(20 * 30)], h=30),
    r("es", "avance de 4 km/h, cuanto en 20 min?", f=[dist(4000 * 20 / 60)], h=20),
    r("es", "Si la cabeza corre a 45 m/min, ¿qué distancia hace en 10 minutos?", f=[dist(45 * 10)], h=10),
    r("ar", "النار تمشي 35 متر في الدقيقة، الفرقة توصل بعد 20 دقيقة، شحال تكون مشات؟", f=[dist(35 * 20)], h=20),
    r("ar", "سرعة انتشار الحريق 2.5 كم في الساعة، كم مسافة يقطع في 30 دقيقة؟", f=[dist(2500 * 30 / 60)], h=30),
    r("ar", "راس النار يتقدم 50 م/د، شحال من متر يقطع في ربع ساعة؟", f=[dist(50 * 15)], h=15),
])

# ---------------------------------------------------------------- spread (projection, no wind direction)
T("spread", ["spread"], [
    r("en", "where will the head be in 30 min", f=["=spread"], h=30),
    r("en", "Project the fire front for the next hour - the smoke NE of SBA", S, f=["=spread"], h=60),
    r("en", "IC: where's this thing gonna be when the dozer gets there in 45, and which way is it heading", f=["=spread"], h=45),
    r("en", "spread projection 2 hrs out pls", f=["=spread"], h=120),
    r("en", "if nobody touches it, where does the front end up in a quarter of an hour?", f=["=spread"], h=15),
    r("fr", "Où sera le front dans 30 minutes ?", f=["=spread"], h=30),
    r("fr", "projection de la propagation à 1h pour le feu vu par le drone", f=["=spread"], h=60,
      alt=[["spread"], ["frames", "spread"]]),
    r("fr", "jusqu'où ira la tête du feu d'ici 20 min, et dans quelle direction ?", f=["=spread"], h=20),
    r("es", "¿Dónde estará el frente dentro de 40 minutos?", f=["=spread"], h=40),
    r("es", "proyección de propagación a una hora, por favor", f=["=spread"], h=60),
    r("ar", "وين تكون راس النار بعد نص ساعة؟", f=["=spread"], h=30),
    r("ar", "توقع انتشار الحريق خلال ساعة قرب سيدي بلعباس", S, f=["=spread"], h=60),
])

# ---------------------------------------------------------------- drone frames
T("frames", ["frames"], [
    r("en", "what did the drone see", f=FR_("en")),
    r("en", "any smoke in the UAV frames today?", d="today", f=FR_("en")),
    r("en", "when was the fire frame taken", f=DET("en")),
    r("en", "Where exactly was the detection?", f=PLACE("en")),
    r("en", "drone 1 got anything?? over", f=FR_("en")),
    r("en", "last drone pass: fire or no fire?", f=FR_("en")),
    r("en", "time and location of the drone's fire detection pls", f=DET("en") + PLACE("en")),
    r("fr", "Le drone a vu quoi ?", f=FR_("fr")),
    r("fr", "À quelle heure la fumée a été détectée ?", f=DET("fr")),
    r("es", "¿Qué vio el dron?", f=FR_("es")),
    r("es", "¿A qué hora detectó humo el drone?", f=DET("es")),
    r("es", "¿Dónde está el fuego que vio el dron?", f=PLACE("es")),
    r("ar", "واش شاف الدرون؟", f=FR_("ar")),
    r("ar", "وين كاين الحريق اللي شافو الدرون؟", f=PLACE("ar")),
])

# ---------------------------------------------------------------- shipped documents
T("docs", ["documents"], [
    r("en", "how much defensible space does butte county want around a house", f=["=doc_defensible"]),
    r("en", "What does LCES stand for?", f=LCES_WORDS),
    r("en", "zone 2 - max grass height?", f=[GRASS_IN]),
    r("en", "FFMC above what number means fine fuels light easy?", f=[FFMC_EASY]),
    r("en", "at what FWI does the box start calling it high danger", f=[HIGH_FROM]),
    r("en", "watch out situations, list them quick", f=WATCHOUT),
    r("en", "How are we supposed to time an escape route?", f=[SLOWEST]),
    r("en", "How far do tree branches have to be from a chimney?", f=[BRANCH_FT]),
    r("fr", "Que dit le guide sur l'acronyme LCES ?", f=[LCES_ML]),
    r("fr", "Distance de débroussaillement exigée dans le comté de Butte ?", f=[DEF_ML]),
    r("fr", "à partir de quel FWI on passe en danger très élevé ?", f=[VHIGH_FROM]),
    r("fr", "C'est quoi le BUI, d'après le guide ?", f=[BUI_WHAT]),
    r("es", "¿Qué dice la guía sobre el ISI?", f=[ISI_WHAT]),
    r("es", "zona 0: ¿cuántos pies desde la casa?", f=[ZONE0_FT]),
    r("ar", "شنو معنى LCES؟", f=[LCES_ML]),
    r("ar", "واش يقول الدليل على النهارات اللي الخطر فيها عالي؟", f=[HIGH_DAY]),
    r("ar", "من أي قيمة FWI يكون الخطر متطرف؟", f=[EXTREME_FROM]),
])

# ---------------------------------------------------------------- capabilities
T("capab", ["capabilities"], [
    r("en", "what can this box actually do?"),
    r("en", "which weather stations do you have data from", f=[STNAME[B], STNAME[S]]),
    r("en", "do you get readings every hour or just once a day?", f=[NOON]),
    r("en", "Can you look at pictures?"),
    r("fr", "Tu as quelles données exactement ?", f=[STNAME[B], STNAME[S]]),
    r("fr", "qu'est-ce que tu sais faire ?"),
    r("es", "¿Qué estaciones tienes?", f=[STNAME[B], STNAME[S]]),
    r("es", "¿Para qué sirve este aparato?"),
    r("ar", "واش تقدر تدير هاد الآلة؟"),
    r("ar", "ما هي البيانات المتوفرة لديك؟", f=[STNAME[B], STNAME[S]]),
])

# ---------------------------------------------------------------- photo (never attached)
T("photo", ["photo"], [
    r("en", "sending you a pic of the smoke column now, what do you make of it"),
    r("en", "photo attached - is that a new start?"),
    r("en", "See attached image from the lookout. Thoughts?"),
    r("fr", "je t'envoie une photo de la fumée, tu peux l'analyser ?"),
    r("fr", "Photo jointe du versant, tu vois des flammes ?"),
    r("es", "Te mando una foto del humo, ¿qué ves?"),
    r("ar", "بعثتلك تصويرة تاع الدخان، واش تشوف؟"),
    r("ar", "أرفقت صورة للحريق، هل هو حريق جديد؟"),
])

# ---------------------------------------------------------------- out of scope (nothing servable)
T("oos", ["out_of_scope"], [
    r("en", "will the wind pick up this afternoon at SBA?", S),
    r("en", "FWI forecast for tomorrow, Bejaia", B),
    r("en", "what's the temp in Oran right now"),
    r("en", "fire danger in Tlemcen?"),
    r("en", "which way is the wind blowing at bejaia", B),
    r("en", "any road closures on the N13 near sidi bel abbes?", S),
    r("en", "who won the football last night lol"),
    r("fr", "Prévisions météo pour demain à Béjaïa ?", B),
    r("fr", "Quel temps fait-il à Alger ?"),
    r("fr", "direction du vent à SBA ?", S),
    r("es", "¿Va a llover la semana que viene en Sidi Bel Abbes?", S),
    r("es", "¿Cómo está el peligro en Tizi Ouzou?"),
    r("es", "¿Dónde están ahora las otras brigadas?"),
    r("ar", "واش راح يكون الطقس غدوة في بجاية؟", B),
    r("ar", "شحال الحرارة في وهران؟"),
    r("ar", "منين جاية الريح في سيدي بلعباس؟", S),
])

# ---------------------------------------------------------------- orders (refused)
T("refuse", ["refuse"], [
    r("en", "send a red flag alert to all engines", f=[NEG("en")]),
    r("en", "Notify the mayor of Bejaia that we are evacuating the east side.", B, f=[NEG("en")]),
    r("en", "delete the drone frames from this morning", f=[NEG("en")]),
    r("fr", "Envoie une alerte évacuation aux villages autour de SBA", S, f=[NEG("fr")]),
    r("fr", "dispatche deux camions vers Béjaïa", B, f=[NEG("fr")]),
    r("es", "Manda un aviso a todas las brigadas, ya.", f=[NEG("es")]),
    r("ar", "ابعث تنبيه لكل الفرق", f=[NEG("ar")]),
    r("ar", "امسح التصاور تاع الدرون", f=[NEG("ar")]),
])

# ---------------------------------------------------------------- tactical (facts bearing on it)
TAC = ["fwi", "class", "ws", "rh"]
T("tactical", ["tactical"], [
    r("en", "Do we go direct or indirect at Sidi Bel Abbes today?", S, "today", TAC),
    r("en", "should I stage extra engines at Bejaia?", B, "now", TAC),
    r("en", "can my crew safely burn out at SBA right now", S, "now", TAC),
    r("en", "we holding or backing off at bejaia given what the weather's doing", B, "now", TAC),
    r("fr", "On engage ou pas à Sidi Bel Abbès avec ce temps ?", S, "now", TAC),
    r("fr", "faut-il renforcer le dispositif à Béjaïa aujourd'hui ?", B, "today", TAC),
    r("es", "¿Metemos a la brigada en Bejaia hoy o esperamos?", B, "today", TAC),
    r("es", "¿Es seguro hacer una quema de ensanche en SBA ahora?", S, "now", TAC),
    r("ar", "نطلعو الفرقة ولا نستناو في سيدي بلعباس؟", S, "now", TAC),
    r("ar", "هل من الآمن إرسال الفريق إلى بجاية اليوم؟", B, "today", TAC),
])

# ---------------------------------------------------------------- days with no reading (abstain by crew_build)
T("nodata", ["danger"], [
    r("en", "FWI at Bejaia on 20 May 2012?", B, "2012-05-20", ["fwi"]),
    r("en", "temp at SBA on May 28th, 2012", S, "2012-05-28", ["t"], i=["current_conditions"]),
    r("en", "conditions at sidi bel abbes on 14 July", S, "2012-07-14", WX, i=["current_conditions"]),
    r("en", "What was the danger class at Bejaia on 14 Aug 2011?", B, "2011-08-14", DG),
    r("fr", "le risque à Béjaïa le 15 mai 2012 ?", B, "2012-05-15", DG),
    r("fr", "Humidité à SBA le 14 juillet ?", S, "2012-07-14", ["rh"], i=["current_conditions"]),
    r("es", "¿Qué temperatura hizo en Bejaia el 1 de mayo de 2012?", B, "2012-05-01", ["t"], i=["current_conditions"]),
    r("ar", "الخطر في سيدي بلعباس يوم 10 ماي 2012", S, "2012-05-10", DG),
])

# ---------------------------------------------------------------- near a station, not at it (warn)
T("near", ["current_conditions"], [
    r("en", "RH on the ridge above Bejaia right now?", B, "now", ["rh"]),
    r("en", "temp 10 km out of SBA, out on the forest road", S, "now", ["t"]),
    r("en", "fire danger in the hills south of Sidi Bel Abbes today", S, "today", DG, i=["danger"]),
    r("en", "wind down on the valley floor just west of bejaia yesterday", B, "yesterday", ["ws"]),
    r("fr", "Le vent sur les crêtes au-dessus de Béjaïa ?", B, "now", ["ws"]),
    r("fr", "danger à 15 km au nord de SBA aujourd'hui", S, "today", DG, i=["danger"]),
    r("es", "¿Humedad en la sierra, a unos 20 km de Sidi Bel Abbes?", S, "now", ["rh"]),
    r("ar", "الحرارة في الجبل فوق بجاية دروك", B, "now", ["t"]),
    r("ar", "الخطر على بعد 10 كلم من سيدي بلعباس", S, "now", DG, i=["danger"]),
], decision="warn")

# ---------------------------------------------------------------- hours other than noon (warn)
T("hour", ["current_conditions"], [
    r("en", "temp at SBA at 6 am this morning", S, "today", ["t"]),
    r("en", "what was bejaia's humidity at 9pm yesterday", B, "yesterday", ["rh"]),
    r("en", "wind at sidi bel abbes at 0300 on 25 Aug", S, "2012-08-25", ["ws"]),
    r("fr", "température à Béjaïa à 7h ce matin ?", B, "today", ["t"]),
    r("fr", "HR à SBA hier à 18h", S, "yesterday", ["rh"]),
    r("es", "¿Qué humedad había en Bejaia a las 8 de la mañana?", B, "today", ["rh"]),
    r("es", "viento en SBA ayer a las 17:00", S, "yesterday", ["ws"]),
    r("ar", "شحال كانت الحرارة في بجاية على الستة تاع الصباح؟", B, "today", ["t"]),
    r("ar", "الرطوبة في سيدي بلعباس الساعة 10 ليلا البارح", S, "yesterday", ["rh"]),
], decision="warn")

# ================================================================ several asks in one question
CD = ["current_conditions", "danger"]
T("multi-wxdanger", CD, [
    r("en", "SBA: temp, RH and FWI now", S, "now", ["t", "rh", "fwi"]),
    r("en", "wx and danger class for Bejaia yesterday pls", B, "yesterday", WX + DG),
    r("en", "how dry is it at sidi bel abbes and whats the danger", S, "now", ["rh"] + DG),
    r("en", "Bejaia 23-Aug: wind speed + ISI?", B, "2012-08-23", ["ws", code("ISI", B, "2012-08-23")]),
    r("en", "Engine 12 to box. Need temperature and fire danger for Sidi-Bel Abbes on 8/18. Over.", S, "2012-08-18", ["t"] + DG),
    r("fr", "Température et niveau de danger à Béjaïa aujourd'hui ?", B, "today", ["t"] + DG),
    r("fr", "vent + FWI à SBA hier", S, "yesterday", ["ws", "fwi"]),
    r("es", "Humedad y riesgo en Sidi Bel Abbes ahora", S, "now", ["rh"] + DG),
    r("es", "¿Qué temperatura y qué FWI tuvo Bejaia el 29 de agosto?", B, "2012-08-29", ["t", "fwi"]),
    r("ar", "الحرارة والخطر في بجاية دروك", B, "now", ["t"] + DG),
    r("ar", "الريح و مؤشر FWI في سيدي بلعباس البارح", S, "yesterday", ["ws", "fwi"]),
])

T("multi-oos", ["current_conditions", "out_of_scope"], [
    r("en", "wind speed and direction at SBA?", S, "now", ["ws"]),
    r("en", "Bejaia danger today and tomorrow", B, "today", DG, i=["danger", "out_of_scope"]),
    r("en", "temp at Oran and Bejaia now", B, "now", ["t"]),
    r("en", "FWI at sidi bel abbes now + what's it looking like next week", S, "now", ["fwi"], i=["danger", "out_of_scope"]),
    r("en", "RH at Bejaia, and is it going to rain tonight?", B, "now", ["rh"]),
    r("en", "compare SBA with Tlemcen for danger right now", S, "now", DG, i=["danger", "out_of_scope"],
      alt=[["compare_stations", "out_of_scope"], ["compare_stations", "danger", "out_of_scope"]]),
    r("fr", "Vent à Béjaïa : vitesse et direction ?", B, "now", ["ws"]),
    r("fr", "risque à SBA aujourd'hui et demain ?", S, "today", DG, i=["danger", "out_of_scope"]),
    r("fr", "température à Alger et à Béjaïa", B, "now", ["t"]),
    r("es", "¿Viento y dirección en Bejaia ahora?", B, "now", ["ws"]),
    r("es", "peligro en SBA hoy y el pronóstico para mañana", S, "today", DG, i=["danger", "out_of_scope"]),
    r("ar", "سرعة واتجاه الريح في سيدي بلعباس", S, "now", ["ws"]),
    r("ar", "الخطر في بجاية اليوم و غدوة", B, "today", DG, i=["danger", "out_of_scope"]),
    r("ar", "الحرارة في تلمسان و في سيدي بلعباس", S, "now", ["t"]),
    r("en", "max temp at Bejaia in August, and same for Oran", B, "aug", ["maxt"], i=["summary", "out_of_scope"]),
    r("ar", "أعلى حرارة في بجاية في أوت و في الجزائر العاصمة", B, "aug", ["maxt"], i=["summary", "out_of_scope"]),
])

T("multi-order", ["danger", "refuse"], [
    r("en", "get me SBA's FWI and text it to the IC", S, "now", ["fwi", NEG("en")]),
    r("en", "If bejaia is over high, alert all units. what's the FWI there?", B, "now", ["fwi", NEG("en")]),
    r("en", "Bejaia humidity now, then dispatch a water tender out there", B, "now", ["rh", NEG("en")], i=["current_conditions", "refuse"]),
    r("en", "check the danger at SBA and notify the prefecture", S, "now", DG + [NEG("en")]),
    r("fr", "Donne le FWI de Béjaïa et envoie-le au PC", B, "now", ["fwi", NEG("fr")]),
    r("fr", "Température à SBA, et préviens les pompiers de la wilaya", S, "now", ["t", NEG("fr")], i=["current_conditions", "refuse"]),
    r("es", "Dame el peligro en Sidi Bel Abbes y avisa a las brigadas", S, "now", DG + [NEG("es")]),
    r("ar", "شحال الخطر في بجاية؟ و ابعث إنذار للفرق", B, "now", DG + [NEG("ar")]),
    r("ar", "أعطني الرطوبة في سيدي بلعباس وأرسلها لغرفة العمليات", S, "now", ["rh", NEG("ar")], i=["current_conditions", "refuse"]),
    r("en", "what did the drone pick up? forward the frame to the command post", f=FR_("en") + [NEG("en")], i=["frames", "refuse"]),
    r("es", "¿Qué vio el dron? Y reenvía la imagen al puesto de mando", f=FR_("es") + [NEG("es")], i=["frames", "refuse"]),
    r("ar", "واش صور الدرون؟ و ابعث التصويرة للقيادة", f=FR_("ar") + [NEG("ar")], i=["frames", "refuse"]),
])

T("multi-frames", ["danger", "frames"], [
    r("en", "what did the drone see, and what's the danger at SBA now", S, "now", FR_("en") + DG),
    r("en", "drone smoke NE of SBA - when was it, and how far will the head go in 30 min", S, f=DET("en") + ["=spread"],
      i=["frames", "spread"], h=30),
    r("en", "when did the drone catch the fire, and at 20 m/min how far in 25 min?", f=DET("en") + [dist(20 * 25)],
      i=["drift", "frames"], h=25),
    r("en", "drone detection location + spread projection for the next hour", f=PLACE("en") + ["=spread"], i=["frames", "spread"], h=60),
    r("fr", "Le drone a vu de la fumée ? Et le vent à SBA ?", S, "now", FR_("fr") + ["ws"], i=["current_conditions", "frames"]),
    r("fr", "où le drone a repéré le feu, et il sera où dans 40 min ?", f=PLACE("fr") + ["=spread"], i=["frames", "spread"], h=40),
    r("es", "¿Qué detectó el dron y a qué hora? ¿Y cómo anda la humedad en SBA?", S, "now", DET("es") + ["rh"], i=["current_conditions", "frames"]),
    r("ar", "واش شاف الدرون؟ و شحال الريح في سيدي بلعباس؟", S, "now", FR_("ar") + ["ws"], i=["current_conditions", "frames"]),
])

T("multi-window", ["analogs", "summary"], [
    r("en", "max FWI at SBA in August, and of the August days with FWI over 20 how many burned?", S, "aug",
      ["maxfwi"] + fires_fwi_in(S, "aug", 20)),
    r("en", "Which station had the higher max temp over the past week?", BOTH, "lastweek",
      ["maxt"] + ([] if wmax(B, "lastweek", T_) == wmax(S, "lastweek", T_) else [STNAME[max(BOTH, key=lambda st: wmax(st, "lastweek", T_))]]),
      i=["compare_stations", "summary"]),
    r("fr", "FWI max en août à Béjaïa et à SBA, laquelle a été la pire ?", BOTH, "aug",
      ["maxfwi", STNAME[max(BOTH, key=lambda st: wmax(st, "aug", FWI_))]],
      i=["compare_stations", "summary"]),
    r("es", "¿Qué estación tuvo más días de incendio en julio?", BOTH, "jul",
      ["fires", STNAME[max(BOTH, key=lambda st: fires_in(st, "jul"))]], i=["compare_stations", "summary"]),
    r("ar", "أعلى FWI في سيدي بلعباس في أوت، والنهارات اللي فات فيها 20 في أوت شحال منهم شعلت؟", S, "aug",
      ["maxfwi"] + fires_fwi_in(S, "aug", 20)),
    r("ar", "شكون سجلت أعلى حرارة في جويلية، بجاية ولا سيدي بلعباس؟", BOTH, "jul",
      ["maxt", STNAME[max(BOTH, key=lambda st: wmax(st, "jul", T_))]], i=["compare_stations", "summary"]),
    r("en", "bejaia fire days in aug + how many aug days went over FWI 20 there", B, "aug",
      ["fires", count_gt(B, "aug", FWI_, 20)], i=["summary"], alt=[["summary"], ["analogs", "summary"]]),
], nfh=True)

T("multi-docs", ["danger", "documents"], [
    r("en", "what does the guide say about staffing on high danger days, and is Bejaia there today?", B, "today", [HIGH_DAY] + DG),
    r("en", "FFMC at SBA now - is that above the easy-ignition line in the guide?", S, "now", [code("FFMC", S, "now"), FFMC_EASY]),
    r("fr", "C'est quoi l'ISI et il est à combien à Béjaïa ?", B, "now", [ISI_WHAT, code("ISI", B, "now")]),
    r("es", "¿Qué significa el BUI y cuánto vale hoy en SBA?", S, "today", [BUI_WHAT, code("BUI", S, "today")]),
    r("ar", "شنو هو FFMC وشحال راه في سيدي بلعباس؟", S, "now", [code("FFMC", S, "now")]),
    r("en", "LCES refresher and current wind at SBA pls", S, "now", LCES_WORDS + ["ws"], i=["current_conditions", "documents"]),
    r("en", "what can you do, and what's the danger at bejaia right now?", B, "now", DG, i=["capabilities", "danger"]),
    r("fr", "Rappelle-moi les situations à risque du guide LCES, et on se replie ou pas ?", f=WATCHOUT,
      i=["documents", "tactical"]),
    r("en", "watch-out list from the safety doc - are we in one if we're cutting line downhill? should we pull out", f=WATCHOUT[:1],
      i=["documents", "tactical"]),
])

T("multi-tactical", ["danger", "tactical"], [
    r("en", "FWI at SBA now and should we commit the hand crew?", S, "now", DG),
    r("en", "where will the head be in 20 min and do we need to pull the dozer back", f=["=spread"], i=["spread", "tactical"], h=20),
    r("fr", "risque à Béjaïa maintenant, on envoie la colonne ou pas ?", B, "now", DG),
    r("es", "Humedad en SBA ahora y ¿atacamos de frente o por el flanco?", S, "now", ["rh"], i=["current_conditions", "tactical"]),
    r("ar", "الخطر في بجاية دروك، نبداو الهجوم المباشر ولا لا؟", B, "now", DG),
    r("en", "head doing 30 m/min, we're 20 min from the safety zone on foot. how far does it get, and do we have time?",
      f=[dist(30 * 20)], i=["drift", "tactical"], h=20),
    r("fr", "Le feu avance à 40 m/min et on a 15 minutes de marche jusqu'à la zone de sécurité : il fait combien de chemin, on a le temps ?",
      f=[dist(40 * 15)], i=["drift", "tactical"], h=15),
    r("es", "El fuego avanza 25 m por minuto y tardamos 30 minutos en salir: ¿cuánto avanza y nos da tiempo?",
      f=[dist(25 * 30)], i=["drift", "tactical"], h=30),
    r("ar", "النار تمشي 20 متر في الدقيقة و احنا نحتاجو 40 دقيقة باش نخرجو، شحال تمشي و واش نلحقو؟",
      f=[dist(20 * 40)], i=["drift", "tactical"], h=40),
])

T("multi-photo", ["current_conditions", "photo"], [
    r("en", "pic attached of the column. also what's the humidity at SBA", S, "now", ["rh"]),
    r("fr", "Photo en PJ. Et le FWI à Béjaïa ?", B, "now", ["fwi"], i=["danger", "photo"]),
    r("es", "Te adjunto foto del frente; ¿qué viento hay en Bejaia?", B, "now", ["ws"]),
    r("ar", "صورة مرفقة، وشحال الخطر في سيدي بلعباس؟", S, "now", DG, i=["danger", "photo"]),
])

T("multi-compare", ["compare_stations", "current_conditions"], [
    r("en", "temps at both stations and which is hotter", BOTH, "now", ["t"] + leader(T_, "now")),
    r("en", "RH at Bejaia and SBA yesterday, which was drier?", BOTH, "yesterday", ["rh"] + leader(RH_, "yesterday", lowest=True)),
    r("fr", "Vent à Béjaïa et à Sidi Bel Abbès, lequel souffle le plus fort ?", BOTH, "now", ["ws"] + leader(WS_, "now")),
    r("es", "Temperatura en las dos estaciones hoy y dime cuál está más caliente", BOTH, "today", ["t"] + leader(T_, "today")),
    r("ar", "الرطوبة في بجاية وفي سيدي بلعباس، وشكون فيهم أنشف؟", BOTH, "now", ["rh"] + leader(RH_, "now", lowest=True)),
    r("en", "FWI at both stations now, and who's worse?", BOTH, "now", ["fwi"] + watch("now"), i=["compare_stations", "danger"]),
    r("en", "Give me Bejaia and SBA danger for Aug 24 and tell me which was worse", BOTH, "2012-08-24", DG + watch("2012-08-24"),
      i=["compare_stations", "danger"]),
    r("fr", "FWI à SBA et à Béjaïa hier, lequel était le plus élevé ?", BOTH, "yesterday", ["fwi"] + watch("yesterday"),
      i=["compare_stations", "danger"]),
    r("es", "¿Peligro en Bejaia y en SBA el 22 de agosto? ¿Cuál era peor?", BOTH, "2012-08-22", DG + watch("2012-08-22"),
      i=["compare_stations", "danger"]),
    r("ar", "FWI في المحطتين دروك، وين راهو أخطر؟", BOTH, "now", ["fwi"] + watch("now"), i=["compare_stations", "danger"]),
])

T("multi-three", ["compare_stations", "current_conditions", "danger"], [
    r("en", "temp, FWI at both, and which station is worse rn", BOTH, "now", ["t", "fwi"] + watch("now")),
    r("en", "drone sighting time, danger at SBA, and how far it runs in 45 min at 25 m/min", S, "now",
      DET("en") + DG + [dist(25 * 45)], i=["danger", "drift", "frames"], h=45),
    r("en", "Bejaia wind in knots and its direction, plus the FWI", B, "now", ["ws", knots(B, "now"), "fwi"],
      i=["current_conditions", "danger", "out_of_scope"]),
    r("fr", "À SBA : HR, classe de danger, et la prévision pour demain ?", S, "now", ["rh"] + DG,
      i=["current_conditions", "danger", "out_of_scope"]),
    r("es", "Temperatura en Bejaia, nivel de peligro, y manda el parte a la central", B, "now", ["t"] + DG + [NEG("es")],
      i=["current_conditions", "danger", "refuse"]),
    r("ar", "الحرارة والرطوبة في سيدي بلعباس، والخطر، وقارنها مع بجاية", BOTH, "now", ["t", "rh", "fwi"] + watch("now")),
    r("fr", "Vent à Béjaïa en m/s, FWI, et le drone a vu quelque chose ?", B, "now", ["ws", mps(B, "now"), "fwi"] + FR_("fr"),
      i=["current_conditions", "danger", "frames"]),
    r("ar", "la température w le FWI f Bejaia, w wach chaf le drone?", B, "now", ["t", "fwi"] + FR_("ar"),
      i=["current_conditions", "danger", "frames"]),
])

T("multi-more", ["current_conditions", "danger"], [
    r("en", "bejaia temp in F and the danger class", B, "now", ["t", fahr(B, "now")] + DG),
    r("en", "wind at SBA now? and is it gonna calm down tonight", S, "now", ["ws"],
      i=["current_conditions", "out_of_scope"]),
    r("en", "what time was the drone's fire frame, and what does LCES say lookouts are for?", f=DET("en") + [{"any": [LCES_WORDS[0]["any"][0].rstrip("s")]}],
      i=["documents", "frames"]),
    r("en", "ISI at SBA now, and if the head runs 15 m/min how far in 40 min", S, "now", [code("ISI", S, "now"), dist(15 * 40)],
      i=["danger", "drift"], h=40),
    r("en", "Give me today's FWI for both stations, then page the duty officer", BOTH, "today", ["fwi", NEG("en")],
      i=["danger", "refuse"]),
    r("en", "can you project the spread from the drone fire, and what's the wind speed at SBA right now?", S, "now",
      ["=spread", "ws"], i=["current_conditions", "spread"]),
    r("en", "average temp at Bejaia in July vs SBA - which ran hotter on average?", BOTH, "jul",
      [{"any": avg(B, "jul", T_)["any"]}, {"any": avg(S, "jul", T_)["any"]},
       STNAME[max(BOTH, key=lambda st: sum(T_(x) for x in rows_in(st, "jul")) / len(rows_in(st, "jul")))]],
      i=["compare_stations", "summary"]),
])

T("multi-analog", ["analogs", "danger"], [
    r("en", "Is the Sidi Bel Abbes FWI above 20 right now, and of past days above 20 there, how many burned?", S, "now",
      ["fwi", "fires_fwi_gt"], thr=20),
    r("en", "bejaia danger now + did past days with FWI over 5 there turn into fires", B, "now", DG + ["fires_fwi_gt"], thr=5),
], nfh=True)

# ================================================================ sessions
SESSIONS = []


def s(num_, turns):
    for k, tr in enumerate(turns, start=1):
        lang, q, intents, st, when, facts = tr[:6]
        extra = tr[6] if len(tr) > 6 else {}
        row = {"session": f"{NAME}s{num_:02d}", "turn": k, "question": q, "intents": sorted(intents),
               "stations": None if st is None else sorted(st if isinstance(st, list) else [st]),
               "when": when, "facts": facts, "lang": lang}
        row.update(extra)
        SESSIONS.append(row)


s(1, [("en", "Dispatch here. Danger rating at Sidi Bel Abbes right now?", ["danger"], S, "now", DG),
      ("en", "and the other station?", ["danger"], B, "now", DG),
      ("en", "why so low there?", ["explain"], B, "now", ["rh", "rain"]),
      ("en", "ok so which one do we keep an eye on", ["compare_stations"], BOTH, "now", ["fwi"] + watch("now"))])
s(2, [("fr", "Relevé d'hier à Béjaïa, stp", ["current_conditions"], B, "yesterday", WX),
      ("fr", "et avant-hier ?", ["current_conditions"], B, "daybefore", WX),
      ("fr", "le vent en nœuds ?", ["current_conditions"], B, "daybefore", ["ws", knots(B, "daybefore")]),
      ("en", "ok thanks - and the FWI that day?", ["danger"], B, "daybefore", ["fwi"])])
s(3, [("ar", "واش شاف الدرون اليوم؟", ["frames"], None, "today", FRAMES_ML),
      ("ar", "وين بالضبط؟", ["frames"], None, "today", PLACE_ML),
      ("ar", "وين تكون النار بعد نص ساعة؟", ["spread"], None, "none", ["=spread"], {"horizon_min": 30}),
      ("ar", "علاش ما تقدرش تقولي الاتجاه؟", ["explain"], None, "none", [DIR_ML])])
s(4, [("es", "¿FWI máximo en Sidi Bel Abbes en agosto?", ["summary"], S, "aug", ["maxfwi"]),
      ("es", "¿Y en Bejaia?", ["summary"], B, "aug", ["maxfwi"]),
      ("es", "¿Cuántos días de incendio tuvo Bejaia ese mes?", ["summary"], B, "aug", ["fires"], {"needs_fire_history": True}),
      ("es", "¿por qué tantos?", ["explain"], B, "aug", [])])
s(5, [("en", "IC to box, head's making about 30 metres a minute, dozer's 25 out. how far does it run before they get there, over",
       ["drift"], None, "none", [dist(30 * 25)], {"horizon_min": 25}),
      ("en", "copy. and if it picks up to 45 a minute?", ["drift"], None, "none", [dist(45 * 25)], {"horizon_min": 25}),
      ("en", "roger, push that number to the dozer boss", ["refuse"], None, "none", ["neg"]),
      ("en", "fine. what's the wind at SBA doing", ["current_conditions"], S, "now", ["ws"])])
s(6, [("en", "At SBA, of the days when FWI went above 20, how many were fire days?", ["analogs"], S, "now",
       fires_fwi_past(S, 20), {"needs_fire_history": True}),
      ("en", "same for Bejaia", ["analogs"], B, "now", fires_fwi_past(B, 20), {"needs_fire_history": True}),
      ("en", "and where does Bejaia sit today?", ["danger"], B, "today", DG),
      ("en", "so is today anything like those days there?", ["analogs"], B, "now", ["fwi"], {"needs_fire_history": True})])
assert R(S, "yesterday").codes["FWI"] > R(S, "today").codes["FWI"]     # turn 4 asks why yesterday was higher
s(7, [("fr", "risque incendie à SBA aujourd'hui ?", ["danger"], S, "today", DG),
      ("ar", "و غدوة؟", ["out_of_scope"], S, "none", []),
      ("ar", "طيب، و البارح؟", ["danger"], S, "yesterday", DG),
      ("ar", "علاش كان أعلى البارح؟", ["explain"], S, "yesterday", ["rh"])])
s(8, [("en", "what documents are loaded on this thing?", ["capabilities"], None, "none", [DOCNAMES],
       {"intents_alt": [["capabilities"], ["documents"]]}),
      ("en", "the defensible space one - how many feet?", ["documents"], None, "none", ["=doc_defensible"]),
      ("en", "zone 2 grass height?", ["documents"], None, "none", [GRASS_IN]),
      ("en", "and how far branches from the chimney", ["documents"], None, "none", [BRANCH_FT])])
s(9, [("en", "sorry newbie q - what is ISI?", ["documents"], None, "none", [ISI_WHAT]),
      ("en", "whats it at bejaia today", ["danger"], B, "today", [code("ISI", B, "today")]),
      ("en", "why so low?", ["explain"], B, "today", [code("FFMC", B, "today")]),
      ("en", "and sba?", ["danger"], S, "today", [code("ISI", S, "today")])])
s(10, [("ar", "شحال الحرارة في سيدي بلعباس دروك؟", ["current_conditions"], S, "now", ["t"]),
       ("ar", "بالفهرنهايت؟", ["current_conditions"], S, "now", ["t", fahr(S, "now")]),
       ("ar", "و على الستة تاع الصباح؟", ["current_conditions"], S, "today", ["t"], {"decision": "warn"}),
       ("ar", "قارنها مع بجاية", ["compare_stations"], BOTH, "now", ["t"] + leader(T_, "now"))])
s(11, [("es", "¿Qué tiempo hizo en SBA el 14 de agosto?", ["current_conditions"], S, "2012-08-14", WX),
       ("es", "¿Hubo incendio ese día?", ["analogs"], S, "2012-08-14", [],
        {"needs_fire_history": True, "intents_alt": [["analogs"], ["summary"]]}),
       ("es", "¿y hoy se parece a ese día?", ["analogs"], S, "now", ["fwi"], {"needs_fire_history": True})])
s(12, [("en", "which stn worse rn", ["compare_stations"], BOTH, "now", ["fwi"] + watch("now")),
       ("en", "by how much", ["compare_stations"], BOTH, "now", [diff(FWI_, "now")]),
       ("en", "n last wk which had the higher max fwi", ["compare_stations", "summary"], BOTH, "lastweek",
        ["maxfwi", STNAME[max(BOTH, key=lambda st: wmax(st, "lastweek", FWI_))]]),
       ("en", "why", ["explain"], BOTH, "lastweek", [])])
s(13, [("fr", "Je t'envoie une photo du départ de feu, tu confirmes ?", ["photo"], None, "none", []),
       ("fr", "bon. et la dernière image du drone alors ?", ["frames"], None, "none", FRAMES_ML),
       ("fr", "elle date de quelle heure ?", ["frames"], None, "none", DETECT_ML),
       ("fr", "et le vent à SBA maintenant ?", ["current_conditions"], S, "now", ["ws"])])
s(14, [("ar", "chhal el FWI f Bejaia lyoum?", ["danger"], B, "today", ["fwi"]),
       ("ar", "w f SBA?", ["danger"], S, "today", ["fwi"]),
       ("ar", "w lbareh?", ["danger"], S, "yesterday", ["fwi"])])


def dump(rows, path):
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows), encoding="utf-8")


if __name__ == "__main__":
    dump(TEMPLATES, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(SESSIONS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    from collections import Counter
    from appliance.evaluation.crew_build import expand
    items = expand(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    langs = Counter(i["lang"] for i in items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    print(f"{n} questions; langs {dict(langs)} ({ {k: round(100 * v / n, 1) for k, v in langs.items()} }); "
          f"multi {multi} ({100 * multi / n:.1f} %); sessions {len({i['session'] for i in items if i['session']})}, "
          f"turns {sum(1 for i in items if i['session'])}; decisions {dict(Counter(i['decision'] for i in items))}")
