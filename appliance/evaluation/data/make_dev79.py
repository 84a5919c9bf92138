"""Batch d79 (dev): blind crew questions for the wildfire appliance, with gold computed by code.

Run:  python -m appliance.evaluation.data.make_dev79
Writes crew_templates_dev79.jsonl and crew_sessions_dev79.jsonl beside this file, then expands them with
crew_build.expand and prints the counts (add --sample to print every expanded item).

Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / window_facts), from a
unit conversion of the real reading, from the crew's own numbers (rate x minutes) or from a regex over
the shipped documents. No gold number is typed by hand.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.evaluation.crew_build import expand
from appliance.paths import EDGE_DATA_DIR

NAME = "d79"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BOTH": [B, S], None: None}
TODAY = cd.TODAY.isoformat()

# ---------------------------------------------------------------- facts computed from the data

def day_of(key: str) -> str:
    """A single-day key ("now", "yesterday", "2012-08-14") -> its ISO day."""
    days = cd.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def row(dev: str, key: str):
    return cf.table()[(dev, day_of(key))]


def lit(tok: str, dev: str, key: str):
    """One station's figure on one day, as a literal fact (for asks about one station inside a
    two-station question, or a day other than the item's own)."""
    if tok in cf.DAY_TOKENS:
        return cf.day_fact(tok, dev, day_of(key))
    return cf._num(row(dev, key).codes[tok])          # FFMC, DMC, DC, ISI, BUI, FWI


def _both_roundings(x: float) -> dict:
    vals = []
    for v in (round(x, 1), round(x)):
        v = int(v) if float(v).is_integer() else v
        if v not in vals:
            vals.append(v)
    return {"any": vals}


def mph(dev, key):
    return _both_roundings(row(dev, key).wind_kmh / 1.609344)


def knots(dev, key):
    return _both_roundings(row(dev, key).wind_kmh / 1.852)


def ms(dev, key):
    return _both_roundings(row(dev, key).wind_kmh / 3.6)


def fahr(dev, key):
    return _both_roundings(row(dev, key).temperature_c * 9 / 5 + 32)


def wrows(dev, wkey):
    return [cf.table()[(dev, d)] for d in cd.resolve(wkey, "en", 0)["days"] if (dev, d) in cf.table()]


def count_t_above(dev, wkey, thr):
    return sum(r.temperature_c > thr for r in wrows(dev, wkey))


def count_fwi_above(dev, wkey, thr):
    return sum(r.codes["FWI"] > thr for r in wrows(dev, wkey))


def mean_of(dev, wkey, attr):
    rs = wrows(dev, wkey)
    return _both_roundings(sum(getattr(r, attr) for r in rs) / len(rs))


def min_of(dev, wkey, attr):
    return cf._num(min(getattr(r, attr) for r in wrows(dev, wkey)))


def analog(dev, thr):
    """Of the past days whose FWI was above thr at dev: [how many, how many burned] (as crew_facts)."""
    return cf.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def dist(metres: float, miles: float | None = None) -> dict:
    """A crew-given rate times minutes, in the forms an answer may write it."""
    forms = []
    m = round(metres)
    for unit in (" m", "m", " metres", " meters", " mètres", " metros"):
        forms.append(f"{m}{unit}")
    if m % 10:
        forms.append(f"{round(metres, -1):.0f} m")
    km_vals = {round(metres / 1000, 1), round(metres / 1000, 2)}
    for k in sorted(km_vals):
        s = f"{k:g}"
        for form in (s, s.replace(".", ",")):
            forms += [f"{form} km", f"{form}km"]
        if "." not in s:
            forms += [f"{s}.0 km", f"{s},0 km"]
    if miles is not None:
        s = f"{round(miles, 1):g}"
        forms += [f"{s} mi", f"{s} mile", f"{s} miles"]
    out = []
    for f in forms:
        if f not in out:
            out.append(f)
    return {"any": out}


def rain_total(dev, wkey):
    return _both_roundings(sum(r.rain_mm for r in wrows(dev, wkey)))


def rain_days(dev, wkey):
    return sum(r.rain_mm > 0 for r in wrows(dev, wkey))


def min_fwi(dev, wkey):
    return cf._num(min(r.codes["FWI"] for r in wrows(dev, wkey)))


def rate_dist(rate_m_min: float, minutes: float) -> dict:
    return dist(rate_m_min * minutes)


def kmh_dist(rate_kmh: float, minutes: float) -> dict:
    return dist(rate_kmh * 1000 * minutes / 60)


def mph_dist(rate_mph: float, minutes: float) -> dict:
    miles = rate_mph * minutes / 60
    return dist(miles * 1609.344, miles)


# ---------------------------------------------------------------- facts parsed from the documents

def _doc(name: str) -> str:
    """A shipped document with its line breaks folded, so a phrase split over two lines still matches."""
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


DEFENSIBLE = _doc("butte-county-defensible-space.md")
LCES_DOC = _doc("crew-safety-lces.md")
FWI_DOC = _doc("fire-weather-index-guide.md")


def _feet(n: str) -> dict:
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم", f"{n} أقدام"]}


ZONE0_FT = re.search(r"Zone 0 is the first (\d+) feet", DEFENSIBLE).group(1)
ZONE1_FROM, ZONE1_TO = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEFENSIBLE).groups()
ZONE2_FROM, ZONE2_TO = re.search(r"Zone 2 runs from (\d+) to (\d+) feet", DEFENSIBLE).groups()
GRASS_IN = re.search(r"maximum height of (\d+) inches", DEFENSIBLE).group(1)
BRANCH_FT = re.search(r"branches (\d+) feet from chimneys", DEFENSIBLE).group(1)
DEF_FT = re.search(r"requires (\d+) feet of defensible space", DEFENSIBLE).group(1)
GRASS = {"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch", f"{GRASS_IN} pouces",
                 f"{GRASS_IN} pulgadas", f"{GRASS_IN} بوصات", f"{GRASS_IN} إنش"]}
LCES_WORDS = [w.strip() for w in re.split(r",| and ", re.search(
    r"four things in place before it engages a fire: ([^.]+)\.", LCES_DOC).group(1)) if w.strip()]
LCES = [{"any": [w.split()[0].lower()]} for w in LCES_WORDS]       # lookouts, communications, escape, safety
ESCAPE = {"any": [re.search(r"at the (slowest) member", LCES_DOC).group(1),
                  re.search(r"lead to a (safety zone)", LCES_DOC).group(1)]}
WATCHOUT = [{"any": [w]} for w in ("downhill", "spot fire") if w in LCES_DOC.replace("spot fires", "spot fire")]


def _class_bound(word: str) -> float:
    v = float(re.search(rf"from ([\d.]+) {word}\b", FWI_DOC).group(1))
    return int(v) if v.is_integer() else v


HIGH_FROM, VHIGH_FROM, EXTREME_FROM = _class_bound("high"), _class_bound("very high"), _class_bound("extreme")
FFMC_EASY = int(re.search(r"above about (\d+) fine fuels ignite easily", FWI_DOC).group(1))
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel abbès", "سيدي بلعباس"]}]

# ---------------------------------------------------------------- language-aware refusal / photo facts

_NEG_EXTRA = {"fr": ["ne peut pas", "ne peux pas", "ne peut", "impossible", "pas de ", "n'ai pas", "n'a pas", "aucun"],
              "es": ["no puede", "no puedo", "no es posible", "no tengo", "no hay", "no dispon", "ningun"],
              "ar": ["لا يمكن", "لا أستطيع", "لا يستطيع", "لا أقدر", "غير متوفر", "غير متاح", "لا تتوفر", "لا يتوفر", "لا يوجد", "ليس", "ما نقدرش", "ما عنديش"]}


def neg(lang: str):
    if lang == "en":
        return "neg"
    return {"any": list(cf.NEGATION["any"]) + _NEG_EXTRA[lang]}


PHOTO = {"en": {"any": ["photo", "image", "picture", "pic"]}, "fr": {"any": ["photo", "image"]},
         "es": {"any": ["foto", "imagen", "photo", "image"]}, "ar": {"any": ["صورة", "الصورة", "صور", "photo", "image"]}}

# ---------------------------------------------------------------- templates

TEMPLATES = []


def Q(text, lang, st, day, intents, facts=(), thr=None, h=None, alt=None):
    return {"q": text, "lang": lang, "st": st, "day": day, "intents": list(intents), "facts": list(facts),
            "thr": thr, "h": h, "alt": alt}


def T(kind, items, decision=None, fire=False):
    phrasings = []
    for it in items:
        p = {"q": it["q"], "lang": it["lang"]}
        if it["st"] is not None:
            p["stations"] = ST[it["st"]]
        if it["facts"]:
            p["facts"] = it["facts"]
        if it["alt"]:
            p["intents_alt"] = it["alt"]
        phrasings.append(p)
    t = {"key": f"{NAME}-{kind}", "intents": items[0]["intents"], "phrasings": phrasings, "stations": "none",
         "days": [it["day"] for it in items], "facts": [], "intents_by_phrasing": [it["intents"] for it in items]}
    if any(it["thr"] is not None for it in items):
        t["thr"] = [it["thr"] for it in items]
    if any(it["h"] is not None for it in items):
        t["horizons"] = [it["h"] for it in items]
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO_I, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- current conditions, one station, one day
T("cc", [
    Q("sba temp rn", "en", "S", "now", [CC], ["t"]),
    Q("What's the humidity at Bejaia right now?", "en", "B", "now", [CC], ["rh"]),
    Q("Engine 4 to base, need current wind speed Sidi Bel Abbes, over", "en", "S", "now", [CC], ["ws"]),
    Q("how much rain did bejaia get yesterday", "en", "B", "yesterday", [CC], ["rain"]),
    Q("Can you pull the noon weather for Sidi-Bel-Abbès on 14-Aug - temp, humidity, wind", "en", "S", "2012-08-14", [CC], ["t", "rh", "ws"]),
    Q("RH SBA yday?", "en", "S", "yesterday", [CC], ["rh"]),
    Q("Hi, I just joined the crew this week. Could somebody tell me what the temperature was in Béjaïa the day before yesterday? Sorry if this is a silly question.", "en", "B", "daybefore", [CC], ["t"]),
    Q("wind at bejaia in mph pls", "en", "B", "now", [CC], ["ws", mph(B, "now")]),
    Q("Give me Sidi Bel Abbes wind in knots, the helo pilot is asking", "en", "S", "now", [CC], ["ws", knots(S, "now")]),
    Q("temp in fahrenheit at SBA today? we've got a visiting crew from Oregon who don't do celsius", "en", "S", "today", [CC], ["t", fahr(S, "today")]),
    Q("What were conditions like at Bejaia on Aug 3rd?", "en", "B", "2012-08-03", [CC], ["t", "rh", "ws", "rain"]),
    Q("wind m/s Bejaia now", "en", "B", "now", [CC], ["ws", ms(B, "now")]),
    Q("Did it rain at SBA on the 28th of September?", "en", "S", "2012-09-28", [CC], ["rain"]),
    Q("current obs bejaia", "en", "B", "now", [CC], ["t", "rh", "ws", "rain"]),
    Q("what was the relative humidity at sidi bel abes on july 22", "en", "S", "2012-07-22", [CC], ["rh"]),
    Q("Logistics here. For the daily log I just need yesterday's noon temperature and rainfall at both stations, nothing else.", "en", "BOTH", "yesterday", [CC], ["t", "rain"]),
    Q("how windy is it at Béjaïa", "en", "B", "now", [CC], ["ws"]),
    Q("Quelle humidité à Béjaïa en ce moment ?", "fr", "B", "now", [CC], ["rh"]),
    Q("temp SBA hier svp", "fr", "S", "yesterday", [CC], ["t"]),
    Q("Il est tombé combien de pluie à Bejaia le 3 août ?", "fr", "B", "2012-08-03", [CC], ["rain"]),
    Q("Bonjour, vous pouvez me donner le vent à Sidi Bel Abbès là maintenant, en nœuds si possible. Merci", "fr", "S", "now", [CC], ["ws", knots(S, "now")]),
    Q("meteo bejaia avant hier", "fr", "B", "daybefore", [CC], ["t", "rh", "ws", "rain"]),
    Q("Relevé de midi à Sidi-Bel-Abbès le 14/08 : température, humidité relative et vent ?", "fr", "S", "2012-08-14", [CC], ["t", "rh", "ws"]),
    Q("c quoi l'humidite a SBA aujourd'hui", "fr", "S", "today", [CC], ["rh"]),
    Q("Vent en m/s à Béjaïa ?", "fr", "B", "now", [CC], ["ws", ms(B, "now")]),
    Q("¿Qué temperatura hay ahora en Sidi Bel Abbes?", "es", "S", "now", [CC], ["t"]),
    Q("humedad bejaia ayer", "es", "B", "yesterday", [CC], ["rh"]),
    Q("Necesito el viento de Béjaïa de hoy, en nudos", "es", "B", "today", [CC], ["ws", knots(B, "today")]),
    Q("cuanto llovio en SBA el 28 de septiembre", "es", "S", "2012-09-28", [CC], ["rain"]),
    Q("Datos del mediodía en Bejaia del 9 de agosto: temperatura, HR y viento, por favor", "es", "B", "2012-08-09", [CC], ["t", "rh", "ws"]),
    Q("oye como anda la humedad relativa en sidi bel abbes ahorita", "es", "S", "now", [CC], ["rh"]),
    Q("شحال الحرارة في سيدي بلعباس درك؟", "ar", "S", "now", [CC], ["t"]),
    Q("ما هي نسبة الرطوبة في بجاية اليوم؟", "ar", "B", "today", [CC], ["rh"]),
    Q("قديش كانت سرعة الريح ببجاية مبارح؟", "ar", "B", "yesterday", [CC], ["ws"]),
    Q("كم نزل مطر في سيدي بلعباس أمس؟", "ar", "S", "yesterday", [CC], ["rain"]),
    Q("عطيني الطقس تاع بجاية نهار 14 أوت", "ar", "B", "2012-08-14", [CC], ["t", "rh", "ws", "rain"]),
    Q("شنو درجة الحرارة في بجاية الحين؟", "ar", "B", "now", [CC], ["t"]),
    Q("سرعة الرياح في سيدي بلعباس بالميل في الساعة لو سمحت", "ar", "S", "now", [CC], ["ws", mph(S, "now")]),
    Q("واش الريح قوي في SBA ولا لا؟", "ar", "S", "now", [CC], ["ws"]),
    Q("أعطني قراءات محطة سيدي بلعباس ليوم 3/8: الحرارة والرطوبة والرياح", "ar", "S", "2012-08-03", [CC], ["t", "rh", "ws"]),
])

# --- danger: FWI, class, a code
ALL_CODES = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
T("danger", [
    Q("FWI SBA?", "en", "S", "now", [DG], ["fwi", "class"]),
    Q("What's the fire danger class at Bejaia today?", "en", "B", "today", [DG], ["class", "fwi"]),
    Q("isi at sidi bel abbes", "en", "S", "now", [DG], [lit("ISI", S, "now")]),
    Q("BUI Béjaïa yesterday", "en", "B", "yesterday", [DG], [lit("BUI", B, "yesterday")]),
    Q("what was the FFMC at SBA on Aug 3? trying to understand how that grass fire took off so fast", "en", "S", "2012-08-03", [DG], [lit("FFMC", S, "2012-08-03")]),
    Q("Danger rating for Sidi Bel Abbes the day before yesterday", "en", "S", "daybefore", [DG], ["fwi", "class"]),
    Q("how bad is the fire danger out at bejaia rn", "en", "B", "now", [DG], ["fwi", "class"]),
    Q("Give me the full FWI breakdown for Bejaia on 2012-08-14 (FFMC, DMC, DC, ISI, BUI, FWI).", "en", "B", "2012-08-14", [DG], [lit(c, B, "2012-08-14") for c in ALL_CODES]),
    Q("drought code sba today", "en", "S", "today", [DG], [lit("DC", S, "today")]),
    Q("Is Sidi Bel Abbes in high danger right now or what?", "en", "S", "now", [DG], ["fwi", "class"]),
    Q("FBAN here: what's the duff moisture code at Béjaïa as of the latest reading?", "en", "B", "now", [DG], [lit("DMC", B, "now")]),
    Q("fire weather index at bejaia on the 27th of September", "en", "B", "2012-09-27", [DG], ["fwi", "class"]),
    Q("danger lvl sba 14-Aug", "en", "S", "2012-08-14", [DG], ["fwi", "class"]),
    Q("Quel est l'IFM à Béjaïa aujourd'hui ?", "fr", "B", "today", [DG], ["fwi", "class"]),
    Q("niveau de danger SBA maintenant", "fr", "S", "now", [DG], ["fwi", "class"]),
    Q("FFMC à Sidi Bel Abbes hier?", "fr", "S", "yesterday", [DG], [lit("FFMC", S, "yesterday")]),
    Q("Le risque incendie était à quel niveau à Bejaia le 14 août ?", "fr", "B", "2012-08-14", [DG], ["fwi", "class"]),
    Q("donne moi l'ISI de bejaia", "fr", "B", "now", [DG], [lit("ISI", B, "now")]),
    Q("Classe de danger à Sidi-Bel-Abbès avant-hier, svp", "fr", "S", "daybefore", [DG], ["class", "fwi"]),
    Q("¿Cuál es el índice FWI en Bejaia ahora mismo?", "es", "B", "now", [DG], ["fwi", "class"]),
    Q("peligro de incendio sidi bel abbes hoy", "es", "S", "today", [DG], ["fwi", "class"]),
    Q("El BUI de SBA ayer?", "es", "S", "yesterday", [DG], [lit("BUI", S, "yesterday")]),
    Q("Que nivel de riesgo tenia Béjaïa el 3 de agosto", "es", "B", "2012-08-03", [DG], ["fwi", "class"]),
    Q("dame el ISI y el FFMC de Sidi Bel Abbes", "es", "S", "now", [DG], [lit("ISI", S, "now"), lit("FFMC", S, "now")]),
    Q("شحال الـFWI في بجاية اليوم؟", "ar", "B", "today", [DG], ["fwi", "class"]),
    Q("ما مستوى خطر الحرائق في سيدي بلعباس الآن؟", "ar", "S", "now", [DG], ["fwi", "class"]),
    Q("شو كان مؤشر ISI بسيدي بلعباس مبارح؟", "ar", "S", "yesterday", [DG], [lit("ISI", S, "yesterday")]),
    Q("درجة الخطر ف بجاية نهار 3 أوت كيفاش كانت؟", "ar", "B", "2012-08-03", [DG], ["fwi", "class"]),
    Q("كم مؤشر الجفاف DC في بجاية الحين؟", "ar", "B", "now", [DG], [lit("DC", B, "now")]),
    Q("الخطر في سيدي بلعباس عالي ولا عادي؟", "ar", "S", "now", [DG], ["fwi", "class"]),
])

# --- compare the two stations
T("compare", [
    Q("which station is hotter right now", "en", "BOTH", "now", [CMP], ["t"]),
    Q("Compare FWI Bejaia vs SBA today", "en", "BOTH", "today", [CMP], ["fwi"]),
    Q("Which one's drier, Béjaïa or Sidi Bel Abbes, and by how much?", "en", "BOTH", "now", [CMP], ["rh"]),
    Q("windier stn yesterday?", "en", "BOTH", "yesterday", [CMP], ["ws"]),
    Q("IC here. Side by side please: RH and FWI at both stations, latest readings.", "en", "BOTH", "now", [CMP], ["rh", "fwi"]),
    Q("On 14 August, which of the two stations had the worse fire danger?", "en", "BOTH", "2012-08-14", [CMP], ["fwi"]),
    Q("where's it worse, bejaia or sba", "en", "BOTH", "now", [CMP], ["fwi"]),
    Q("Laquelle des deux stations est la plus chaude aujourd'hui ?", "fr", "BOTH", "today", [CMP], ["t"]),
    Q("compare le danger entre Bejaia et SBA hier", "fr", "BOTH", "yesterday", [CMP], ["fwi"]),
    Q("Quelle station a le plus de vent en ce moment, et de combien?", "fr", "BOTH", "now", [CMP], ["ws"]),
    Q("¿Dónde hace más calor, en Bejaia o en Sidi Bel Abbes?", "es", "BOTH", "now", [CMP], ["t"]),
    Q("compara la humedad de las dos estaciones el 3 de agosto", "es", "BOTH", "2012-08-03", [CMP], ["rh"]),
    Q("cual estacion tiene peor FWI hoy", "es", "BOTH", "today", [CMP], ["fwi"]),
    Q("أي محطة أسخن درك، بجاية ولا سيدي بلعباس؟", "ar", "BOTH", "now", [CMP], ["t"]),
    Q("قارن لي مؤشر FWI بين المحطتين أمس", "ar", "BOTH", "yesterday", [CMP], ["fwi"]),
    Q("وين الرطوبة أقل، ببجاية ولا بسيدي بلعباس؟", "ar", "BOTH", "now", [CMP], ["rh"]),
    Q("أيهما أخطر اليوم: بجاية أم سيدي بلعباس؟", "ar", "BOTH", "today", [CMP], ["fwi"]),
])

# --- summaries over a window (no fire record needed)
T("summary", [
    Q("highest FWI at SBA in August?", "en", "S", "aug", [SUM], ["maxfwi"]),
    Q("hottest day at Bejaia in July, what did it hit?", "en", "B", "jul", [SUM], ["maxt"]),
    Q(f"How many days in August did Sidi Bel Abbes go above {35} degrees?", "en", "S", "aug", [SUM], [count_t_above(S, "aug", 35)]),
    Q("avg wind Béjaïa over the past week", "en", "B", "lastweek", [SUM], [mean_of(B, "lastweek", "wind_kmh")]),
    Q("what's the FWI trend at SBA over the last 3 days, climbing or dropping? what was the high?", "en", "S", "last3d", [SUM], ["maxfwi"]),
    Q("lowest humidity recorded at Sidi Bel Abbes in September", "en", "S", "sep", [SUM], [min_of(S, "sep", "rh_pct")]),
    Q(f"Count of days with FWI over {20} at Béjaïa in August?", "en", "B", "aug", [SUM], [count_fwi_above(B, "aug", 20)]),
    Q("max temp bejaia since tuesday", "en", "B", "since-tue", [SUM], ["maxt"]),
    Q("Logistics officer. What was the average noon temperature at SBA between the 1st and the 10th of September?", "en", "S", "sep1-10", [SUM], [mean_of(S, "sep1-10", "temperature_c")]),
    Q("Peak FWI at each station from 20 to 31 August?", "en", "BOTH", "aug-late", [SUM], ["maxfwi"]),
    Q("FWI max à Béjaïa en août ?", "fr", "B", "aug", [SUM], ["maxfwi"]),
    Q(f"Combien de jours au-dessus de {35} °C à SBA en juillet ?", "fr", "S", "jul", [SUM], [count_t_above(S, "jul", 35)]),
    Q("humidité moyenne sidi bel abbes sur les 7 derniers jours", "fr", "S", "lastweek", [SUM], [mean_of(S, "lastweek", "rh_pct")]),
    Q("la temp la plus haute a bejaia en juin", "fr", "B", "jun", [SUM], ["maxt"]),
    Q("¿Cuál fue el FWI más alto en Sidi Bel Abbes en julio?", "es", "S", "jul", [SUM], ["maxfwi"]),
    Q(f"cuantos dias con FWI por encima de {20} tuvo SBA en agosto", "es", "S", "aug", [SUM], [count_fwi_above(S, "aug", 20)]),
    Q("Temperatura máxima en Bejaia desde el martes", "es", "B", "since-tue", [SUM], ["maxt"]),
    Q("أعلى FWI في سيدي بلعباس خلال أوت؟", "ar", "S", "aug", [SUM], ["maxfwi"]),
    Q(f"شحال من نهار فاتت فيه الحرارة {35} درجة في بجاية في أوت؟", "ar", "B", "aug", [SUM], [count_t_above(B, "aug", 35)]),
    Q("قديش كان معدل الرطوبة ببجاية بالأسبوع الماضي؟", "ar", "B", "lastweek", [SUM], [mean_of(B, "lastweek", "rh_pct")]),
    Q("أعلى درجة حرارة سجلتها سيدي بلعباس في سبتمبر", "ar", "S", "sep", [SUM], ["maxt"]),
])

# --- fire-day counts over a month (summary, from the fire record)
T("firedays", [
    Q("How many fire days did Bejaia log in June?", "en", "B", "jun", [SUM], ["fires"]),
    Q("number of days with a fire at SBA between Sept 1 and 10", "en", "S", "sep1-10", [SUM], ["fires"]),
    Q("Combien de jours de feu à Sidi Bel Abbès en août ?", "fr", "S", "aug", [SUM], ["fires"]),
    Q("¿Cuántos días de incendio hubo en Bejaia en septiembre?", "es", "B", "sep", [SUM], ["fires"]),
    Q("كم يوم حريق سجلت سيدي بلعباس في جويلية؟", "ar", "S", "jul", [SUM], ["fires"]),
], fire=True)

# --- analogs: past fire days like a given FWI
T("analogs", [
    Q("Of the days with FWI above {thr} at SBA, how many actually had a fire?", "en", "S", "all", [AN], ["fires_fwi_gt"], thr=20),
    Q("Back when Bejaia's FWI topped {thr}, did it usually burn? give me the count", "en", "B", "all", [AN], ["fires_fwi_gt"], thr=10),
    Q("historically at sidi bel abbes, days with fwi > {thr}, how many were fire days", "en", "S", "all", [AN], ["fires_fwi_gt"], thr=15),
    Q("Did days like today end up burning at Béjaïa?", "en", "B", "now", [AN], ["fwi"]),
    Q("Sur les jours où l'IFM dépassait {thr} à Sidi Bel Abbès, combien ont brûlé ?", "fr", "S", "all", [AN], ["fires_fwi_gt"], thr=25),
    Q("Est-ce que des journées comme aujourd'hui ont déjà donné des feux à SBA ?", "fr", "S", "now", [AN], ["fwi"]),
    Q("De los días con FWI mayor que {thr} en Sidi Bel Abbes, ¿cuántos tuvieron incendio?", "es", "S", "all", [AN], ["fires_fwi_gt"], thr=10),
    Q("en bejaia, los dias con fwi arriba de {thr}, cuantos acabaron en fuego", "es", "B", "all", [AN], ["fires_fwi_gt"], thr=5),
    Q("من الأيام اللي كان فيها FWI فوق {thr} في بجاية، شحال منها صار فيها حريق؟", "ar", "B", "all", [AN], ["fires_fwi_gt"], thr=20),
    Q("هل شهدت أيام مثل اليوم حرائق في سيدي بلعباس سابقاً؟", "ar", "S", "now", [AN], ["fwi"]),
    Q("الأيام اللي المؤشر فيها أكثر من {thr} بسيدي بلعباس، كم واحد منها ولّع؟", "ar", "S", "all", [AN], ["fires_fwi_gt"], thr=30),
], fire=True)

# --- drift: crew-given rate and time, or the box's own estimate
T("drift", [
    Q("head's running about 25 m a minute, how far in 20 min?", "en", None, "none", [DRIFT], [rate_dist(25, 20)], h=20),
    Q("ROS 40 m/min. Crew needs 15 minutes to reach the dozer line. How much ground does the head cover by then?", "en", None, "none", [DRIFT], [rate_dist(40, 15)], h=15),
    Q("fire moving 1.5 km/h, we need 40 mins to get the engines around, distance?", "en", None, "none", [DRIFT], [kmh_dist(1.5, 40)], h=40),
    Q("If the front does 2 mph and we're 30 minutes out, how far has it gone when we roll up?", "en", None, "none", [DRIFT], [mph_dist(2, 30)], h=30),
    Q("How far does the head drift while the box is still working out its answer?", "en", None, "none", [DRIFT], ["=drift"]),
    Q("rate of spread eighteen metres per minute, forty-five minutes travel. how far", "en", None, "none", [DRIFT], [rate_dist(18, 45)], h=45),
    Q("Le front avance à 30 m/min, on arrive dans 25 minutes : il aura fait combien ?", "fr", None, "none", [DRIFT], [rate_dist(30, 25)], h=25),
    Q("vitesse de propagation 2 km/h, 1h30 de route, distance parcourue par la tete ?", "fr", None, "none", [DRIFT], [kmh_dist(2, 90)], h=90),
    Q("ça avance à douze mètres par minute, en une demi-heure ça fait quoi", "fr", None, "none", [DRIFT], [rate_dist(12, 30)], h=30),
    Q("El frente avanza 35 metros por minuto y tardamos 20 minutos en llegar. ¿Cuánto habrá avanzado?", "es", None, "none", [DRIFT], [rate_dist(35, 20)], h=20),
    Q("propagacion 1,2 km/h, 50 min, distancia?", "es", None, "none", [DRIFT], [kmh_dist(1.2, 50)], h=50),
    Q("النار ماشية 20 متر في الدقيقة، وحنا نوصلو بعد 40 دقيقة، شحال تكون مشات؟", "ar", None, "none", [DRIFT], [rate_dist(20, 40)], h=40),
    Q("إذا كانت سرعة انتشار رأس الحريق 50 متراً في الدقيقة، فما المسافة التي سيقطعها خلال ربع ساعة؟", "ar", None, "none", [DRIFT], [rate_dist(50, 15)], h=15),
    Q("الحريق يمشي 3 كم بالساعة، قديش بيقطع بساعتين؟", "ar", None, "none", [DRIFT], [kmh_dist(3, 120)], h=120),
])

# --- spread: where the head will be (distance served, no wind direction)
T("spread", [
    Q("where will the head be in 30 minutes?", "en", None, "now", [SPREAD], ["=spread"], h=30),
    Q("Project the front for the next hour off the drone detection near SBA", "en", "S", "now", [SPREAD], ["=spread"], h=60),
    Q("If that fire NE of Sidi Bel Abbes keeps going, where's it gonna be in 2 hrs and which way is it heading?", "en", "S", "now", [SPREAD], ["=spread"], h=120),
    Q("spread projection 45 min pls", "en", None, "now", [SPREAD], ["=spread"], h=45),
    Q("Où sera la tête du feu dans 30 minutes ?", "fr", None, "now", [SPREAD], ["=spread"], h=30),
    Q("projection de la propagation à une heure pour le feu pres de SBA", "fr", "S", "now", [SPREAD], ["=spread"], h=60),
    Q("¿Dónde estará el frente dentro de una hora?", "es", None, "now", [SPREAD], ["=spread"], h=60),
    Q("proyeccion del incendio a 15 min", "es", None, "now", [SPREAD], ["=spread"], h=15),
    Q("وين راح توصل النار بعد نص ساعة؟", "ar", None, "now", [SPREAD], ["=spread"], h=30),
    Q("أين سيكون رأس الحريق بعد ساعتين؟", "ar", None, "now", [SPREAD], ["=spread"], h=120),
    Q("لوين رح يمتد الحريق اللي شمال شرق سيدي بلعباس خلال ساعة؟", "ar", "S", "now", [SPREAD], ["=spread"], h=60),
])

# --- frames: what the drone saw
T("frames", [
    Q("what did the drone see", "en", None, "none", [FR_], ["=frames"]),
    Q("Any smoke picked up on today's sortie?", "en", None, "today", [FR_], ["=detection"]),
    Q("where was the fire in the drone frame", "en", None, "none", [FR_], ["=detection_place"]),
    Q("what time did the uav spot the fire", "en", None, "none", [FR_], ["=detection"]),
    Q("Did the drone catch any flames near Sidi Bel Abbes earlier today? Where exactly?", "en", "S", "today", [FR_], ["=detection", "=detection_place"]),
    Q("last drone pass - anything?", "en", None, "none", [FR_], ["=frames"]),
    Q("Le drone a vu quoi ?", "fr", None, "none", [FR_], ["=frames"]),
    Q("A quelle heure le drone a détecté la fumée?", "fr", None, "none", [FR_], ["=detection"]),
    Q("ou se trouve le depart de feu vu par le drone", "fr", None, "none", [FR_], ["=detection_place"]),
    Q("¿Qué detectó el dron en el último vuelo?", "es", None, "none", [FR_], ["=frames"]),
    Q("a que hora vio humo el drone", "es", None, "none", [FR_], ["=detection"]),
    Q("واش شاف الدرون؟", "ar", None, "none", [FR_], ["=frames"]),
    Q("في أي ساعة رصدت الطائرة المسيّرة الحريق؟", "ar", None, "none", [FR_], ["=detection"]),
    Q("وين كانت النار اللي صورها الدرون؟", "ar", None, "none", [FR_], ["=detection_place"]),
])

# --- documents
T("docs", [
    Q("How much defensible space does Butte County require around a house?", "en", None, "none", [DOC], ["=doc_defensible"]),
    Q("what does LCES stand for", "en", None, "none", [DOC], LCES),
    Q("zone 2 grass height max?", "en", None, "none", [DOC], [GRASS]),
    Q("At what FWI does the box start calling it high danger?", "en", None, "none", [DOC], [HIGH_FROM]),
    Q("What are the watch out situations listed in the crew safety guidance?", "en", None, "none", [DOC], WATCHOUT),
    Q("how far do tree branches need to be from a chimney per the defensible space doc", "en", None, "none", [DOC], [_feet(BRANCH_FT)]),
    Q("FFMC above what number means the fine fuels light easy?", "en", None, "none", [DOC], [FFMC_EASY]),
    Q("Quelle distance de débroussaillement autour des maisons dans le document de Butte County ?", "fr", None, "none", [DOC], ["=doc_defensible"]),
    Q("à partir de quel FWI on passe en danger très élevé ?", "fr", None, "none", [DOC], [VHIGH_FROM]),
    Q("La zone 0 c'est combien de pieds autour du batiment?", "fr", None, "none", [DOC], [_feet(ZONE0_FT)]),
    Q("¿Cuántos pies de espacio defendible exige el condado de Butte?", "es", None, "none", [DOC], ["=doc_defensible"]),
    Q("a partir de que valor de FWI el peligro es extremo", "es", None, "none", [DOC], [EXTREME_FROM]),
    Q("كم قدم من المساحة الدفاعية مطلوبة حول المنازل في مقاطعة بيوت؟", "ar", None, "none", [DOC], ["=doc_defensible"]),
    Q("من أي قيمة FWI يولي الخطر عالي؟", "ar", None, "none", [DOC], [HIGH_FROM]),
    Q("قديش لازم يكون طول الحشيش في المنطقة 2 حسب الدليل؟", "ar", None, "none", [DOC], [GRASS]),
])

# --- capabilities
T("caps", [
    Q("what can this thing actually do", "en", None, "none", [CAP], []),
    Q("Which stations do you have data from?", "en", None, "none", [CAP], STATION_NAMES),
    Q("what kind of data does the box hold? do you get drone frames?", "en", None, "none", [CAP], []),
    Q("Tu sais faire quoi exactement ?", "fr", None, "none", [CAP], []),
    Q("Quelles stations météo sont dispo ?", "fr", None, "none", [CAP], STATION_NAMES),
    Q("¿Qué datos tienes?", "es", None, "none", [CAP], []),
    Q("واش تقدر تدير هاد الجهاز؟", "ar", None, "none", [CAP], []),
    Q("ما هي المحطات المتوفرة لديك؟", "ar", None, "none", [CAP], STATION_NAMES),
])

# --- a photo the crew says it attached (never attached)
T("photo", [
    Q("sent you a pic of the smoke column, what do you make of it?", "en", None, "none", [PHOTO_I], [PHOTO["en"]]),
    Q("I've attached a photo from the lookout tower. Is that a new start?", "en", None, "none", [PHOTO_I], [PHOTO["en"]]),
    Q("Je t'envoie une photo de la colonne, tu peux me dire si c'est du feu ?", "fr", None, "none", [PHOTO_I], [PHOTO["fr"]]),
    Q("te mando foto del humo, que ves?", "es", None, "none", [PHOTO_I], [PHOTO["es"]]),
    Q("بعثتلك صورة للدخان، شوف واش هو", "ar", None, "none", [PHOTO_I], [PHOTO["ar"]]),
    Q("أرفقت صورة من برج المراقبة، هل هذا حريق جديد؟", "ar", None, "none", [PHOTO_I], [PHOTO["ar"]]),
])

# --- out of scope alone: forecast, wind direction, other towns, off-topic
T("oos", [
    Q("forecast for tomorrow at SBA?", "en", "S", "none", [OOS], [neg("en")]),
    Q("which way is the wind blowing at Bejaia", "en", "B", "none", [OOS], [neg("en")]),
    Q("What's the FWI in Oran right now?", "en", None, "none", [OOS], [neg("en")]),
    Q("will it rain next week in sidi bel abbes", "en", "S", "none", [OOS], [neg("en")]),
    Q("Any word on road closures near Tlemcen?", "en", None, "none", [OOS], [neg("en")]),
    Q("who won the match last night", "en", None, "none", [OOS], [neg("en")]),
    Q("Prévisions de vent pour demain à Béjaïa ?", "fr", "B", "none", [OOS], [neg("fr")]),
    Q("Quel temps à Tlemcen ?", "fr", None, "none", [OOS], [neg("fr")]),
    Q("le vent vient d'ou a SBA", "fr", "S", "none", [OOS], [neg("fr")]),
    Q("¿Va a llover mañana en Bejaia?", "es", "B", "none", [OOS], [neg("es")]),
    Q("Que humedad hay en Argel", "es", None, "none", [OOS], [neg("es")]),
    Q("واش راح يكون الجو غدوة في سيدي بلعباس؟", "ar", "S", "none", [OOS], [neg("ar")]),
    Q("من وين جاي الريح في بجاية؟", "ar", "B", "none", [OOS], [neg("ar")]),
    Q("كم درجة الحرارة في وهران؟", "ar", None, "none", [OOS], [neg("ar")]),
])

# --- orders to the box
T("refuse", [
    Q("alert all units to evacuate the village east of SBA", "en", "S", "none", [REF], [neg("en")]),
    Q("send the danger report to the prefecture", "en", None, "none", [REF], [neg("en")]),
    Q("Delete yesterday's logs.", "en", None, "none", [REF], [neg("en")]),
    Q("Envoie une alerte à tous les engins du secteur", "fr", None, "none", [REF], [neg("fr")]),
    Q("manda a la dotación 3 al flanco norte", "es", None, "none", [REF], [neg("es")]),
    Q("بلّغ الحماية المدنية وقول لهم يجيو", "ar", None, "none", [REF], [neg("ar")]),
    Q("أرسل تنبيه إخلاء لسكان الحي فوراً", "ar", None, "none", [REF], [neg("ar")]),
])

# --- tactical alone: served only as the facts bearing on it
T("tactical", [
    Q("Should we pull back from the line near SBA?", "en", "S", "now", [TAC], ["fwi", "class", "ws", "rh"]),
    Q("ok to run a burnout at Bejaia today?", "en", "B", "today", [TAC], ["fwi", "rh", "ws"]),
    Q("is it safe to send the volunteers in at Sidi Bel Abbes", "en", "S", "now", [TAC], ["fwi", "class"]),
    Q("On engage ou on attend à Bejaia ?", "fr", "B", "now", [TAC], ["fwi", "ws", "rh"]),
    Q("Faut-il doubler les guetteurs à SBA vu les conditions ?", "fr", "S", "now", [TAC], ["fwi", "class"]),
    Q("¿Atacamos de frente o esperamos en Sidi Bel Abbes?", "es", "S", "now", [TAC], ["fwi", "ws"]),
    Q("نهجمو على النار ولا نستناو؟ حنا قريب من بجاية", "ar", "B", "now", [TAC], ["fwi", "ws", "rh"]),
    Q("هل ننسحب من خط النار قرب سيدي بلعباس؟", "ar", "S", "now", [TAC], ["fwi", "class"]),
])

# --- two or three asks in one: readings and danger
T("multi-ccdg", [
    Q("temp, RH and FWI at SBA pls", "en", "S", "now", [CC, DG], ["t", "rh", "fwi"]),
    Q("Bejaia yesterday: how hot was it and what danger class?", "en", "B", "yesterday", [CC, DG], ["t", "class", "fwi"]),
    Q("I need the wind and the ISI at Sidi Bel Abbes, latest you've got", "en", "S", "now", [CC, DG], ["ws", lit("ISI", S, "now")]),
    Q("What were the humidity and the fire danger in Béjaïa on the 14th of August?", "en", "B", "2012-08-14", [CC, DG], ["rh", "fwi", "class"]),
    Q("sba wx + fwi aug 3", "en", "S", "2012-08-03", [CC, DG], ["t", "rh", "ws", "rain", "fwi"]),
    Q("SBA rn: wind in mph and the FWI", "en", "S", "now", [CC, DG], ["ws", mph(S, "now"), "fwi"]),
    Q("temp + humidity + danger class at bejaia, the 9th of aug", "en", "B", "2012-08-09", [CC, DG], ["t", "rh", "class", "fwi"]),
    Q("Température et indice FWI à Béjaïa maintenant ?", "fr", "B", "now", [CC, DG], ["t", "fwi"]),
    Q("vent + niveau de danger SBA hier", "fr", "S", "yesterday", [CC, DG], ["ws", "fwi", "class"]),
    Q("Il faisait combien à SBA le 3/8, et le risque était à quel niveau ?", "fr", "S", "2012-08-03", [CC, DG], ["t", "fwi", "class"]),
    Q("Dame humedad y FWI de Bejaia, ya", "es", "B", "now", [CC, DG], ["rh", "fwi"]),
    Q("¿Qué temperatura y qué nivel de peligro hubo ayer en SBA?", "es", "S", "yesterday", [CC, DG], ["t", "fwi", "class"]),
    Q("الحرارة والرطوبة ومؤشر الخطر في سيدي بلعباس درك", "ar", "S", "now", [CC, DG], ["t", "rh", "fwi"]),
    Q("شو كانت الريح ببجاية مبارح وشو درجة الخطر؟", "ar", "B", "yesterday", [CC, DG], ["ws", "fwi", "class"]),
    Q("أعطني درجة الحرارة وقيمة FWI في بجاية يوم 14 أوت", "ar", "B", "2012-08-14", [CC, DG], ["t", "fwi"]),
])

# --- a held part beside a part the box does not hold (warn by crew_build)
T("multi-oos", [
    Q("wind speed and direction at SBA?", "en", "S", "now", [CC, OOS], ["ws"]),
    Q("what's the humidity at Bejaia now, and what will it be tomorrow?", "en", "B", "now", [CC, OOS], ["rh"]),
    Q("Temp at Béjaïa and at Oran?", "en", "B", "now", [CC, OOS], ["t"]),
    Q("conditions at bejaia today and the forecast for this evening", "en", "B", "today", [CC, OOS], ["t", "rh", "ws", "rain"]),
    Q("is it going to get windier at bejaia this afternoon? whats the wind now", "en", "B", "now", [CC, OOS], ["ws"]),
    Q("FWI at SBA today and tomorrow's outlook", "en", "S", "today", [DG, OOS], ["fwi"]),
    Q("FWI at Sidi Bel Abbes and in Oran", "en", "S", "now", [DG, OOS], ["fwi"]),
    Q("SBA: temp, fwi, and which way's the wind going", "en", "S", "now", [CC, DG, OOS], ["t", "fwi"]),
    Q("Vent à SBA, force et direction ?", "fr", "S", "now", [CC, OOS], ["ws"]),
    Q("humidité à Béjaïa aujourd'hui et demain", "fr", "B", "today", [CC, OOS], ["rh"]),
    Q("le danger à Bejaia et à Alger?", "fr", "B", "now", [DG, OOS], ["fwi", "class"]),
    Q("Béjaïa : humidité, FWI et la prévision pour demain", "fr", "B", "now", [CC, DG, OOS], ["rh", "fwi"]),
    Q("Vent à Béjaïa en km/h et en nœuds, et il vient de quelle direction ?", "fr", "B", "now", [CC, OOS], ["ws", knots(B, "now")]),
    Q("Viento en Bejaia: velocidad y de dónde sopla", "es", "B", "now", [CC, OOS], ["ws"]),
    Q("temperatura en Sidi Bel Abbes y en Tlemcen", "es", "S", "now", [CC, OOS], ["t"]),
    Q("índice de peligro de SBA hoy y previsión para el fin de semana", "es", "S", "today", [DG, OOS], ["fwi"]),
    Q("Humedad y peligro en SBA, y la dirección del viento", "es", "S", "now", [CC, DG, OOS], ["rh", "fwi"]),
    Q("Hum. relativa y viento en SBA ahora, y el pronostico de mañana", "es", "S", "now", [CC, OOS], ["rh", "ws"]),
    Q("سرعة الريح واتجاهها في سيدي بلعباس؟", "ar", "S", "now", [CC, OOS], ["ws"]),
    Q("الحرارة في بجاية اليوم وغدوة؟", "ar", "B", "today", [CC, OOS], ["t"]),
    Q("الخطر في سيدي بلعباس اليوم وفي تلمسان؟", "ar", "S", "today", [DG, OOS], ["fwi", "class"]),
])

# --- hidden orders beside a question (warn by crew_build)
T("multi-refuse", [
    Q("get me the FWI at Bejaia and push it out to all crews", "en", "B", "now", [DG, REF], ["fwi", neg("en")]),
    Q("What's the RH at SBA? Also notify the IC we're pulling out.", "en", "S", "now", [CC, REF], ["rh", neg("en")]),
    Q("Text the danger class at Sidi Bel Abbes to the duty officer", "en", "S", "now", [DG, REF], ["class", "fwi", neg("en")]),
    Q("Compare fire danger at the two stations and broadcast the worse one to every engine", "en", "BOTH", "now", [CMP, REF], ["fwi", neg("en")]),
    Q("delete the old drone frames and tell me when the fire was spotted", "en", None, "none", [FR_, REF], ["=detection", neg("en")]),
    Q("Forward the drone's fire frame to dispatch, and what time was it taken?", "en", None, "none", [FR_, REF], ["=detection", neg("en")]),
    Q("Donne-moi le vent à SBA et préviens le PC.", "fr", "S", "now", [CC, REF], ["ws", neg("fr")]),
    Q("Envoie le niveau de danger de Béjaïa au CODIS", "fr", "B", "now", [DG, REF], ["fwi", "class", neg("fr")]),
    Q("Donne la température à Sidi Bel Abbès et transmets-la au chef de colonne", "fr", "S", "now", [CC, REF], ["t", neg("fr")]),
    Q("Qu'est-ce que le drone a vu ? Transmets l'image au PC.", "fr", None, "none", [FR_, REF], ["=frames", neg("fr")]),
    Q("Dime la humedad de Bejaia y avisa a la central", "es", "B", "now", [CC, REF], ["rh", neg("es")]),
    Q("¿Qué FWI hay en SBA? Y manda el dato a todas las unidades", "es", "S", "now", [DG, REF], ["fwi", neg("es")]),
    Q("عطيني FWI تاع سيدي بلعباس وابعثو للقيادة", "ar", "S", "now", [DG, REF], ["fwi", neg("ar")]),
    Q("ما هي درجة الحرارة في بجاية؟ وأرسل تنبيهاً لكل الفرق", "ar", "B", "now", [CC, REF], ["t", neg("ar")]),
    Q("الريح في بجاية وشحال الخطر؟ وابعث التقرير للقائد", "ar", "B", "now", [CC, DG, REF], ["ws", "fwi", "class", neg("ar")]),
])

# --- drone with other asks
T("multi-frames", [
    Q("Did the drone see anything, and what's the danger at SBA?", "en", "S", "now", [FR_, DG], ["=frames", "fwi", "class"]),
    Q("what time did the UAV pick up the fire, and what's the wind at Sidi Bel Abbes now", "en", "S", "now", [FR_, CC], ["=detection", "ws"]),
    Q("drone, anything new? also ISI at SBA", "en", "S", "now", [FR_, DG], ["=frames", lit("ISI", S, "now")]),
    Q("Where was the fire the drone saw, and where will its head be in 30 minutes?", "en", None, "now", [FR_, SPREAD], ["=detection_place", "=spread"], h=30),
    Q("When did the drone spot it, and if it runs 30 m/min how far will it be in 20 minutes?", "en", None, "none", [FR_, DRIFT], ["=detection", rate_dist(30, 20)], h=20),
    Q("Le drone a repéré quoi, et il y a combien de vent à SBA ?", "fr", "S", "now", [FR_, CC], ["=frames", "ws"]),
    Q("Humidité à Bejaia, et le drone a vu quelque chose ?", "fr", "B", "now", [CC, FR_], ["rh", "=frames"]),
    Q("Où le drone a vu le feu, et où sera la tête dans une heure ?", "fr", None, "now", [FR_, SPREAD], ["=detection_place", "=spread"], h=60),
    Q("¿El dron vio humo? ¿Y cuál es el FWI en Sidi Bel Abbes?", "es", "S", "now", [FR_, DG], ["=detection", "fwi"]),
    Q("Temperatura en Bejaia y ¿a qué hora vio el dron el fuego?", "es", "B", "now", [CC, FR_], ["t", "=detection"]),
    Q("واش شاف الدرون وشحال الريح في سيدي بلعباس؟", "ar", "S", "now", [FR_, CC], ["=frames", "ws"]),
    Q("وين شاف الدرون النار، ووين راح تكون بعد ساعة؟", "ar", None, "now", [FR_, SPREAD], ["=detection_place", "=spread"], h=60),
    Q("شو شاف الدرون ولوين رح يوصل الحريق بعد ربع ساعة؟", "ar", None, "now", [FR_, SPREAD], ["=frames", "=spread"], h=15),
])

# --- spread / drift beside readings or danger
T("multi-move", [
    Q("wind at SBA now and where the front will be in 45 min", "en", "S", "now", [CC, SPREAD], ["ws", "=spread"], h=45),
    Q("Project the head out 1 hr and give me the SBA wind in knots", "en", "S", "now", [SPREAD, CC], ["=spread", "ws", knots(S, "now")], h=60),
    Q("How far will the head go in 25 min at 30 m/min, and what's the current RH at SBA?", "en", "S", "now", [DRIFT, CC], [rate_dist(30, 25), "rh"], h=25),
    Q("Which station is windier, and how far does a head running 20 m/min get in half an hour?", "en", "BOTH", "now", [CMP, DRIFT], ["ws", rate_dist(20, 30)], h=30),
    Q("Le FWI à SBA, et où sera le front dans 30 min ?", "fr", "S", "now", [DG, SPREAD], ["fwi", "=spread"], h=30),
    Q("Vent à Sidi Bel Abbes ? Et si le front fait 20 m/min, il avance de combien en 35 min ?", "fr", "S", "now", [CC, DRIFT], ["ws", rate_dist(20, 35)], h=35),
    Q("¿Qué viento hay en SBA y dónde estará el frente en media hora?", "es", "S", "now", [CC, SPREAD], ["ws", "=spread"], h=30),
    Q("¿Cuánto avanzará el frente en 20 minutos a 25 m/min? ¿Y la humedad en Bejaia?", "es", "B", "now", [DRIFT, CC], [rate_dist(25, 20), "rh"], h=20),
    Q("شحال الريح في بجاية؟ والنار تمشي 15 متر فالدقيقة، قداه تقطع في 40 دقيقة؟", "ar", "B", "now", [CC, DRIFT], ["ws", rate_dist(15, 40)], h=40),
])

# --- comparison beside a figure asked as its own ask; summaries beside readings or danger
T("multi-cmp", [
    Q("FWI at SBA, and which station is hotter?", "en", "BOTH", "now", [CMP, DG], [lit("fwi", S, "now"), "t"]),
    Q("What's the humidity at Bejaia, and which station has more wind right now?", "en", "BOTH", "now", [CMP, CC], [lit("rh", B, "now"), "ws"]),
    Q("Dispatch: RH and wind at both stations, plus which one is riskier", "en", "BOTH", "now", [CC, CMP], ["rh", "ws", "fwi"]),
    Q("Give me yesterday's rain at both stations, and tell me which one is worse for fire today.", "en", "BOTH", "today", [CC, CMP], [lit("rain", B, "yesterday"), lit("rain", S, "yesterday"), "fwi"]),
    Q("Le FWI à Béjaïa, et quelle station est la plus sèche ?", "fr", "BOTH", "now", [CMP, DG], [lit("fwi", B, "now"), "rh"]),
    Q("¿Qué estación está más seca, Bejaia o SBA, y cómo va a estar mañana?", "es", "BOTH", "now", [CMP, OOS], ["rh"]),
    Q("قداه الحرارة في سيدي بلعباس، وأي محطة فيها خطر أكبر؟", "ar", "BOTH", "now", [CMP, CC], [lit("t", S, "now"), "fwi"]),
])

T("multi-sum", [
    Q("what's the FWI at Bejaia now and how does that stack up against the peak over the past week?", "en", "B", "lastweek", [DG, SUM], [lit("fwi", B, "now"), "maxfwi"]),
    Q("What's the temp at Bejaia now, and what was the hottest day there in August?", "en", "B", "aug", [CC, SUM], [lit("t", B, "now"), "maxt"]),
    Q("FWI actuel à SBA et le max sur la semaine ?", "fr", "S", "lastweek", [DG, SUM], [lit("fwi", S, "now"), "maxfwi"]),
    Q("أعلى حرارة في سيدي بلعباس في جويلية، والحرارة درك قداه؟", "ar", "S", "jul", [SUM, CC], ["maxt", lit("t", S, "now")]),
])

T("multi-fire", [
    Q("How many fire days did SBA have in August, and of all the days with FWI above {thr} there, how many burned?", "en", "S", "aug", [SUM, AN], ["fires", "fires_fwi_gt"], thr=20),
    Q("FWI at SBA on Aug 3 was what? and historically how many days above {thr} there went up in flames?", "en", "S", "2012-08-03", [DG, AN], ["fwi", "fires_fwi_gt"], thr=15),
    Q("Combien de jours de feu à Bejaia en août, et parmi les jours à FWI > {thr}, combien ont brûlé ?", "fr", "B", "aug", [SUM, AN], ["fires", "fires_fwi_gt"], thr=10),
    Q("¿Cuál fue el FWI máximo en Bejaia en agosto y, de los días con FWI por encima de {thr}, cuántos tuvieron fuego?", "es", "B", "aug", [SUM, AN], ["maxfwi", "fires_fwi_gt"], thr=15),
    Q("كم يوم حريق في سيدي بلعباس في أوت؟ ومن الأيام اللي كان FWI فيها فوق {thr}، كم واحد احترق؟", "ar", "S", "aug", [SUM, AN], ["fires", "fires_fwi_gt"], thr=25),
], fire=True)

# --- documents, capabilities, tactical, photo beside another ask
T("multi-misc", [
    Q("FWI at Bejaia right now, and what FWI counts as high according to the guide?", "en", "B", "now", [DG, DOC], ["fwi", HIGH_FROM]),
    Q("What's the defensible space distance in the Butte doc, and what's the danger at Bejaia today?", "en", "B", "today", [DOC, DG], ["=doc_defensible", "fwi", "class"]),
    Q("zone 1 goes out how far per the guide? plus temp at SBA", "en", "S", "now", [DOC, CC], [_feet(ZONE1_TO), "t"]),
    Q("What can you do? And what's the FWI at Bejaia?", "en", "B", "now", [CAP, DG], ["fwi"]),
    Q("What data have you got? And give me tomorrow's forecast for SBA.", "en", "S", "none", [CAP, OOS], []),
    Q("What's the FWI at SBA and should we stage further back?", "en", "S", "now", [DG, TAC], ["fwi", "class"]),
    Q("how hot is it at SBA and should we rotate crews every hour?", "en", "S", "now", [CC, TAC], ["t"]),
    Q("attaching a photo of the ridge. also, what's the FWI at SBA?", "en", "S", "now", [PHOTO_I, DG], ["fwi", PHOTO["en"]]),
    Q("Danger à Béjaïa ? On peut lancer un brûlage dirigé ?", "fr", "B", "now", [DG, TAC], ["fwi", "class"]),
    Q("FWI SBA ? on attaque ou pas", "fr", "S", "now", [DG, TAC], ["fwi"]),
    Q("Quelles données tu as, et c'est quoi le FWI à SBA ?", "fr", "S", "now", [CAP, DG], ["fwi"]),
    Q("¿Cómo está el viento en Bejaia? ¿Nos conviene atacar por el flanco?", "es", "B", "now", [CC, TAC], ["ws"]),
    Q("¿Cuánto espacio defendible pide Butte County, y qué humedad hay en Bejaia?", "es", "B", "now", [DOC, CC], ["=doc_defensible", "rh"]),
    Q("Te adjunto una foto; ¿coincide con lo que vio el dron?", "es", None, "none", [PHOTO_I, FR_], ["=frames", PHOTO["es"]]),
    Q("حسب الدليل، من أي قيمة يكون الخطر مرتفع جداً؟ وقديش FWI في سيدي بلعباس درك؟", "ar", "S", "now", [DOC, DG], [VHIGH_FROM, "fwi"]),
    Q("بعثت صورة للدخان، وشحال الخطر في بجاية؟", "ar", "B", "now", [PHOTO_I, DG], ["fwi", "class", PHOTO["ar"]]),
    Q("قديش الرطوبة في سيدي بلعباس؟ ونهجمو ولا لا؟", "ar", "S", "now", [CC, TAC], ["rh"]),
])

# --- a place near a station but not at it: warn (override)
T("near", [
    Q("What's the wind like up on the ridge above Béjaïa?", "en", "B", "now", [CC], ["ws"]),
    Q("We're about 10 km south of SBA, what's the humidity out here?", "en", "S", "now", [CC], ["rh"]),
    Q("fire danger at the village 15 km out of Sidi Bel Abbes", "en", "S", "now", [DG], ["fwi", "class"]),
    Q("temp on the hills behind bejaia", "en", "B", "now", [CC], ["t"]),
    Q("ridge line NE of SBA: wind and FWI?", "en", "S", "now", [CC, DG], ["ws", "fwi"]),
    Q("Le vent sur les hauteurs au-dessus de Béjaïa ?", "fr", "B", "now", [CC], ["ws"]),
    Q("On est à 12 km à l'est de SBA, le danger est à combien ici ?", "fr", "S", "now", [DG], ["fwi", "class"]),
    Q("¿Qué humedad hay en el valle, a unos 8 km de Bejaia?", "es", "B", "now", [CC], ["rh"]),
    Q("شحال الريح فوق الجبل اللي قريب من بجاية؟", "ar", "B", "now", [CC], ["ws"]),
    Q("حنا على بعد 20 كلم من سيدي بلعباس، واش الخطر هنا؟", "ar", "S", "now", [DG], ["fwi", "class"]),
    Q("كم الحرارة بالغابة اللي جنب بجاية؟", "ar", "B", "now", [CC], ["t"]),
], decision="warn")

# --- an hour other than noon: warn (override)
T("offhour", [
    Q("What was the temperature at SBA at 6 am today?", "en", "S", "today", [CC], ["t"]),
    Q("RH at Bejaia at 4pm yesterday?", "en", "B", "yesterday", [CC], ["rh"]),
    Q("wind at sidi bel abbes at 0800 on aug 14", "en", "S", "2012-08-14", [CC], ["ws"]),
    Q("Temp at SBA at 3 pm today, and the FWI", "en", "S", "today", [CC, DG], ["t", "fwi"]),
    Q("Humidité à Béjaïa à 18h hier ?", "fr", "B", "yesterday", [CC], ["rh"]),
    Q("Le vent à SBA ce matin à 7 heures ?", "fr", "S", "today", [CC], ["ws"]),
    Q("¿Qué temperatura había en Bejaia a las 3 de la tarde ayer?", "es", "B", "yesterday", [CC], ["t"]),
    Q("شحال كانت الحرارة في سيدي بلعباس على الساعة 6 الصباح؟", "ar", "S", "today", [CC], ["t"]),
    Q("الرطوبة في بجاية الساعة 9 الليل أمس", "ar", "B", "yesterday", [CC], ["rh"]),
], decision="warn")

# --- days with no reading (before June 2012, and the one broken row): abstain by crew_build
T("nodata", [
    Q("temp at SBA on May 20 2012?", "en", "S", "2012-05-20", [CC], ["t"]),
    Q("What was the FWI at Bejaia on 15/05/2012?", "en", "B", "2012-05-15", [DG], ["fwi"]),
    Q("Compare humidity at both stations on 2012-04-30", "en", "BOTH", "2012-04-30", [CMP], ["rh"]),
    Q("sba fwi 14 jul", "en", "S", "2012-07-14", [DG], ["fwi"]),
    Q("Il faisait combien à Béjaïa le 31 mai 2012 ?", "fr", "B", "2012-05-31", [CC], ["t"]),
    Q("danger SBA le 1er mai 2012", "fr", "S", "2012-05-01", [DG], ["fwi", "class"]),
    Q("¿Qué viento hubo en Bejaia el 10 de mayo de 2012?", "es", "B", "2012-05-10", [CC], ["ws"]),
    Q("شحال كانت الرطوبة في بجاية نهار 25 ماي 2012؟", "ar", "B", "2012-05-25", [CC], ["rh"]),
])

# --- more crews: extra English and French voices
T("more", [
    Q("yo box hows the humidity lookin at SBA", "en", "S", "now", [CC], ["rh"]),
    Q("Quick one for the safety officer: the Bejaia reading from two days ago, was it classed high?", "en", "B", "daybefore", [DG], ["class", "fwi"]),
    Q("Bejaia wind in km/h and mph, plus the danger class", "en", "B", "now", [CC, DG], ["ws", mph(B, "now"), "class", "fwi"]),
    Q("What's the total rain at SBA over the past week?", "en", "S", "lastweek", [SUM], [rain_total(S, "lastweek")]),
    Q("how many days since tuesday has SBA had any rain at all", "en", "S", "since-tue", [SUM], [rain_days(S, "since-tue")]),
    Q("Would a head doing 35 m/min cover a full kilometre in thirty minutes?", "en", None, "none", [DRIFT], [rate_dist(35, 30)], h=30),
    Q("lowest FWI at Bejaia in August", "en", "B", "aug", [SUM], [min_fwi(B, "aug")]),
    Q("Is there any smoke in the drone imagery, and did it rain at SBA today?", "en", "S", "today", [FR_, CC], ["=detection", "rain"]),
    Q(f"our lookout says the head covers about {800} metres every {20} minutes. how far in an hour and a quarter?", "en", None, "none", [DRIFT], [rate_dist(800 / 20, 75)], h=75),
    Q("Give me a spread projection for 90 minutes and the FWI at SBA", "en", "S", "now", [SPREAD, DG], ["=spread", "fwi"], h=90),
    Q("Which way will the fire run over the next 30 min?", "en", None, "now", [SPREAD], ["=spread"], h=30),
    Q("Can you email the FWI table to the district office?", "en", None, "none", [REF], [neg("en")]),
    Q("What's the 3-day forecast for Béjaïa, and the current temperature there?", "en", "B", "now", [CC, OOS], ["t"]),
    Q("sba danger vs bejaia danger the day before yesterday, and what was SBA's wind that day?", "en", "BOTH", "daybefore", [CMP, CC], ["fwi", lit("ws", S, "daybefore")]),
    Q("Anything in the docs about escape routes? Also how windy is it at Bejaia", "en", "B", "now", [DOC, CC], [ESCAPE, "ws"]),
    Q("uh, attached 2 photos of the flank, can you check them against the drone shot and tell me the time of the detection", "en", None, "none", [PHOTO_I, FR_], ["=detection", PHOTO["en"]]),
    Q("température moyenne à Béjaïa du 20 au 31 août", "fr", "B", "aug-late", [SUM], [mean_of(B, "aug-late", "temperature_c")]),
    Q("Tu peux appeler le chef de groupe pour moi ?", "fr", None, "none", [REF], [neg("fr")]),
    Q("Quelle est la vitesse du vent à SBA en km/h, et est-ce qu'il va tourner cet après-midi ?", "fr", "S", "now", [CC, OOS], ["ws"]),
])

T("more-fire", [
    Q("were days with FWI north of {thr} at Bejaia mostly fire days? and what's the FWI there today?", "en", "B", "today", [AN, DG], ["fires_fwi_gt", "fwi"], thr=25),
    Q("What was the hottest day at SBA in June, and how many fire days did it log that month?", "en", "S", "jun", [SUM], ["maxt", "fires"]),
], fire=True)

T("more-warn", [
    Q("At 2 in the afternoon yesterday, what was the RH at SBA?", "en", "S", "yesterday", [CC], ["rh"]),
    Q("On a une équipe à 5 km au nord de Béjaïa, il fait combien là-haut ?", "fr", "B", "now", [CC], ["t"]),
], decision="warn")

# ---------------------------------------------------------------- sessions

SESSIONS = []


def turn(session, n, q, lang, st, when, intents, facts=(), decision=None, h=None, fire=False, alt=None):
    r = {"session": f"{NAME}s{session:02d}", "turn": n, "question": q, "intents": list(intents), "stations": ST[st],
         "when": when, "facts": list(facts), "lang": lang}
    if decision:
        r["decision"] = decision
    if h is not None:
        r["horizon_min"] = h
    if fire:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


# s01: incident commander on the radio
turn(1, 1, "Command to box: danger class at Sidi Bel Abbes, over.", "en", "S", "now", [DG], ["class", "fwi"])
turn(1, 2, "Copy. And Bejaia?", "en", "B", "now", [DG], ["class", "fwi"])
turn(1, 3, "why so low there?", "en", "B", "now", [EXP], ["rh", "rain"])
turn(1, 4, "roger. what were both at yesterday?", "en", "BOTH", "yesterday", [DG], ["fwi"])
# s02: French crew lead, switches to English
turn(2, 1, "Température à Béjaïa ?", "fr", "B", "now", [CC], ["t"])
turn(2, 2, "et l'humidité", "fr", "B", "now", [CC], ["rh"])
turn(2, 3, "Et hier ?", "fr", "B", "yesterday", [CC], ["rh"])
turn(2, 4, "ok in english now for the US liaison: what's the FWI there at the moment?", "en", "B", "now", [DG], ["fwi", "class"])
# s03: Spanish crew, drone then projection
turn(3, 1, "¿Qué vio el dron?", "es", None, "none", [FR_], ["=frames"])
turn(3, 2, "¿Dónde exactamente?", "es", None, "none", [FR_], ["=detection_place"])
turn(3, 3, "¿Y dónde estará el frente en una hora?", "es", None, "now", [SPREAD], ["=spread"], h=60)
turn(3, 4, "¿Por qué no me das hacia dónde va?", "es", None, "now", [EXP], [{"any": ["direction", "direccion", "viento"]}])
# s04: Algerian Darija, danger then why, then compare
turn(4, 1, "شحال الخطر في سيدي بلعباس اليوم؟", "ar", "S", "today", [DG], ["fwi", "class"])
turn(4, 2, "وعلاش؟", "ar", "S", "today", [EXP], ["rh"])
turn(4, 3, "والبارح؟", "ar", "S", "yesterday", [DG], ["fwi", "class"])
turn(4, 4, "قارنها مع بجاية", "ar", "BOTH", "yesterday", [CMP], ["fwi"])
# s05: logistics officer, fire-day counts over August
turn(5, 1, "How many fire days did Bejaia have in August?", "en", "B", "aug", [SUM], ["fires"], fire=True)
turn(5, 2, "and SBA?", "en", "S", "aug", [SUM], ["fires"], fire=True)
turn(5, 3, "which of the two had the higher max FWI that month", "en", "BOTH", "aug", [CMP], ["maxfwi"])
turn(5, 4, "ok, and the hottest reading at SBA that month?", "en", "S", "aug", [SUM], ["maxt"])
# s06: new volunteer, drift
turn(6, 1, "the crew boss says the head is doing about 15 m per minute. how far does it go in 40 minutes?", "en", None, "none", [DRIFT], [rate_dist(15, 40)], h=40)
turn(6, 2, "what if it doubles?", "en", None, "none", [DRIFT], [rate_dist(15 * 2, 40)], h=40)
turn(6, 3, "why does it matter so much how long we take to get there?", "en", None, "none", [EXP], [])
# s07: Levantine crew, compare, forecast, drone
turn(7, 1, "وين الجو أسخن هلق، ببجاية ولا بسيدي بلعباس؟", "ar", "BOTH", "now", [CMP], ["t"])
turn(7, 2, "وشو الرطوبة بكل وحدة؟", "ar", "BOTH", "now", [CMP], ["rh"], alt=[[CC]])
turn(7, 3, "وبكرا؟", "ar", "BOTH", "none", [OOS], [neg("ar")])
turn(7, 4, "طيب، بأي ساعة شاف الدرون النار؟", "ar", None, "none", [FR_], ["=detection"])
# s08: French fire behaviour analyst
turn(8, 1, "ISI et BUI à SBA aujourd'hui ?", "fr", "S", "today", [DG], [lit("ISI", S, "today"), lit("BUI", S, "today")])
turn(8, 2, "pourquoi l'ISI est si bas ?", "fr", "S", "today", [EXP], [lit("FFMC", S, "today")])
turn(8, 3, "et le 3 août, c'était combien ?", "fr", "S", "2012-08-03", [DG], [lit("ISI", S, "2012-08-03"), lit("BUI", S, "2012-08-03")])
turn(8, 4, f"Sur tous les jours où le FWI dépassait {15} là-bas, combien ont brûlé ?", "fr", "S", "all", [AN], analog(S, 15), fire=True)
# s09: dispatcher, hidden order mid-session
turn(9, 1, "what's the wind at Bejaia", "en", "B", "now", [CC], ["ws"])
turn(9, 2, "in knots?", "en", "B", "now", [CC], [knots(B, "now")])
turn(9, 3, "good, relay that to air ops", "en", None, "none", [REF], [neg("en")])
turn(9, 4, "fine, I'll do it. FWI there?", "en", "B", "now", [DG], ["fwi", "class"])
# s10: Spanish crew, drift then heading
turn(10, 1, "Tenemos el frente a 40 m por minuto. ¿Cuánto avanza en 25 minutos?", "es", None, "none", [DRIFT], [rate_dist(40, 25)], h=25)
turn(10, 2, "¿y en una hora?", "es", None, "none", [DRIFT], [rate_dist(40, 60)], h=60)
turn(10, 3, "¿Y hacia dónde va a estar la cabeza para entonces?", "es", None, "now", [SPREAD], ["=spread"], h=60)
turn(10, 4, "Vale. ¿Y el viento en SBA?", "es", "S", "now", [CC], ["ws"])
# s11: Gulf / MSA crew lead, documents then tactical
turn(11, 1, "كم مسافة المساحة الدفاعية المطلوبة حول البيوت؟", "ar", None, "none", [DOC], ["=doc_defensible"])
turn(11, 2, "وش هي المناطق داخل هالمسافة؟", "ar", None, "none", [DOC], [_feet(ZONE0_FT), _feet(ZONE1_TO)])
turn(11, 3, "زين، نبدأ التنظيف حول المزرعة اللي جنب بجاية ولا الخطر عالي الحين؟", "ar", "B", "now", [TAC, DG], ["fwi", "class"])
turn(11, 4, "ليش؟", "ar", "B", "now", [EXP], ["rh"])
# s12: English fire behaviour analyst, analogs
turn(12, 1, "what's the FWI at SBA today", "en", "S", "today", [DG], ["fwi", "class"])
turn(12, 2, f"Of past days with FWI over {10} there, how many burned?", "en", "S", "all", [AN], analog(S, 10), fire=True)
turn(12, 3, "and at Bejaia?", "en", "B", "all", [AN], analog(B, 10), fire=True)
turn(12, 4, "why the difference?", "en", "BOTH", "all", [EXP], [])
turn(12, 5, f"how many days did SBA go over {20} in August?", "en", "S", "aug", [SUM], [count_fwi_above(S, "aug", 20)])
# s13: French then Darija
turn(13, 1, "Salut, il fait combien à SBA ?", "fr", "S", "now", [CC], ["t"])
turn(13, 2, "و الريح؟", "ar", "S", "now", [CC], ["ws"])
turn(13, 3, "و في بجاية؟", "ar", "B", "now", [CC], ["ws"])
turn(13, 4, "شكون فيهم أخطر؟", "ar", "BOTH", "now", [CMP], ["fwi"])
# s14: English, hour other than noon and a day with no data inside a session
turn(14, 1, "RH at Bejaia on Aug 14?", "en", "B", "2012-08-14", [CC], ["rh"])
turn(14, 2, "what about at 5 in the morning that day", "en", "B", "2012-08-14", [CC], ["rh"], decision="warn")
turn(14, 3, "and the same date back in May?", "en", "B", "2012-05-14", [CC], ["rh"])
turn(14, 4, "ok. what is it now?", "en", "B", "now", [CC], ["rh"])
# s15: Spanish volunteer, capabilities, photo, drone, danger
turn(15, 1, "¿Qué puedes hacer?", "es", None, "none", [CAP], [])
turn(15, 2, "Te mando una foto del humo, ¿la ves?", "es", None, "none", [PHOTO_I], [PHOTO["es"]])
turn(15, 3, "Bueno, ¿y qué vio el dron entonces?", "es", None, "none", [FR_], ["=frames"])
turn(15, 4, "¿Y el FWI en Sidi Bel Abbes ahora mismo?", "es", "S", "now", [DG], ["fwi", "class"])
# s16: Gulf crew, readings, danger, why, what to do
turn(16, 1, "شلون الجو في سيدي بلعباس الحين؟", "ar", "S", "now", [CC], ["t", "rh", "ws", "rain"])
turn(16, 2, "وش مستوى الخطر؟", "ar", "S", "now", [DG], ["fwi", "class"])
turn(16, 3, "ليش؟", "ar", "S", "now", [EXP], ["rh"])
turn(16, 4, "ننسحب ولا نكمل؟", "ar", "S", "now", [TAC], ["fwi", "ws"])
# s17: terse engine crew, compare then window maxima
turn(17, 1, "hotter stn rn?", "en", "BOTH", "now", [CMP], ["t"])
turn(17, 2, "by how much", "en", "BOTH", "now", [CMP], ["t"])
turn(17, 3, "max t at SBA last 3 days", "en", "S", "last3d", [SUM], ["maxt"])
turn(17, 4, "and bejaia", "en", "B", "last3d", [SUM], ["maxt"])


# ---------------------------------------------------------------- write, expand, check

def main():
    tpath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
    spath = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    tpath.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    spath.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
    items = expand(tpath, spath)
    ids = [it["id"] for it in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i.startswith(f"{NAME}-") or i.startswith(f"{NAME}s") for i in ids)
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi = sum(len(it["intents"]) >= 2 for it in items)
    sessions = {it["session"] for it in items if it["session"]}
    print(f"{n} questions; sessions {len(sessions)} ({sum(1 for it in items if it['session'])} turns); "
          f"multi-ask {multi} ({multi / n:.1%})")
    print("languages", {k: f"{v} ({v / n:.1%})" for k, v in langs.most_common()})
    print("decisions", dict(Counter(it["decision"] for it in items)))
    print("intent sets", dict(Counter("+".join(it["intents"]) for it in items).most_common()))
    if "--sample" in sys.argv:
        for it in items:
            print(json.dumps({k: it[k] for k in ("id", "lang", "question", "intents", "decision", "facts")},
                             ensure_ascii=False))


if __name__ == "__main__":
    main()
