"""Batch d31 (FILE dev31): blind crew questions for the wildfire appliance, with gold computed by code.

Written blind as the sealed batch, scored once on d0635f4 (arrivals.jsonl, sealed: true), then moved to dev.
Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev31.py
Writes crew_templates_dev31.jsonl and crew_sessions_dev31.jsonl next to this file.

Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / window_facts), from a
unit conversion of a real reading, from the crew's own numbers (rate x minutes), or from a regex over the
shipped documents. Nothing is typed by hand.
"""
import json
import re
import statistics
import sys
from collections import Counter, OrderedDict
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, "/work/main")

from appliance.evaluation import crew_days as cd  # noqa: E402
from appliance.evaluation import crew_facts as cf  # noqa: E402

OUT = Path(__file__).resolve().parent
NAME = "d31"
DOCS = Path("/work/main/edge_data/documents")
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
NOW = cd.TODAY.isoformat()
YDAY = "2012-09-29"
DBY = "2012-09-28"
T = cf.table()


# ---------------------------------------------------------------- facts computed from the data
def day_of(key: str) -> str:
    r = cd.resolve(key, "en", 0)
    assert r["days"] and len(r["days"]) == 1, key
    return r["days"][0]


def reading(dev, key):
    return T[(dev, day_of(key))]


def code(dev, key, name):
    """A fire-weather code (FFMC, DMC, DC, ISI, BUI) as the CSV writes it."""
    return cf._num(reading(dev, key).codes[name])


def _forms(x: float, units: list[str]) -> dict:
    one = f"{x:.1f}"
    forms = {one, one.replace(".", ",")}
    if one.endswith(".0"):
        forms.add(one[:-2])
    forms |= {f"{round(x)} {u}" for u in units} | {f"{round(x)}{u}" for u in units}
    return {"any": sorted(forms)}


def mph(dev, key):
    return _forms(reading(dev, key).wind_kmh / 1.609344, ["mph"])


def knots(dev, key):
    return _forms(reading(dev, key).wind_kmh / 1.852, ["kt", "knots", "kn"])


def mps(dev, key):
    return _forms(reading(dev, key).wind_kmh / 3.6, ["m/s"])


def fahr(dev, key):
    return _forms(reading(dev, key).temperature_c * 9 / 5 + 32, ["°F", "F"])


def diff(field, key):
    """The gap between the two stations on a day, as the CSV's rounding allows."""
    a, b = (reading(d, key) for d in BOTH)
    get = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
           "fwi": lambda r: r.codes["FWI"]}[field]
    return cf._num(round(abs(get(a) - get(b)), 1))


def window_days(key):
    return cd.resolve(key, "en", 0)["days"]


def window_rows(dev, key):
    return [T[(dev, d)] for d in window_days(key) if (dev, d) in T]


def count_above(dev, key, field, thr):
    get = {"t": lambda r: r.temperature_c, "fwi": lambda r: r.codes["FWI"]}[field]
    return sum(get(r) > thr for r in window_rows(dev, key))


def mean_forms(dev, key, field):
    get = {"rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh, "t": lambda r: r.temperature_c}[field]
    m = statistics.mean(get(r) for r in window_rows(dev, key))
    one = f"{m:.1f}"
    return {"any": sorted({one, one.replace(".", ",")})}


def min_of(dev, key, field):
    get = {"rh": lambda r: r.rh_pct, "t": lambda r: r.temperature_c}[field]
    return cf._num(min(get(r) for r in window_rows(dev, key)))


def fwi_trend_words(dev, key):
    rows = window_rows(dev, key)
    first, last = rows[0].codes["FWI"], rows[-1].codes["FWI"]
    if last < first:
        return {"any": ["down", "fall", "drop", "decreas", "lower", "eas"]}
    if last > first:
        return {"any": ["up", "ris", "increas", "higher", "climb"]}
    return {"any": ["flat", "steady", "same", "unchanged"]}


def fires_over(dev, thr):
    """Past days (before the clock's day) with FWI above thr, and how many of them burned."""
    return cf.window_facts("fires_fwi_gt", dev, [NOW], thr)


def fires_in(dev, key):
    return cf.window_facts("fires", dev, window_days(key))


def dist(metres: float) -> dict:
    """A crew-given rate times a time: metres and kilometres, dot and comma."""
    forms = set()
    for mi in {cf._num(round(metres, 1)), round(metres)} if metres < 100 else {round(metres)}:
        forms |= {f"{mi} m", f"{mi}m", f"{mi} metres", f"{mi} meters", f"{mi} mètres", f"{mi} metros", f"{mi} متر"}
    if metres >= 1000:
        forms |= {f"{round(metres):,} m", f"{round(metres):,} m".replace(",", " ")}
    km = f"{metres / 1000:.2f}".rstrip("0").rstrip(".")
    for k in {km, f"{metres / 1000:.1f}"}:
        forms |= {f"{k} km", f"{k.replace('.', ',')} km", f"{k}km", f"{k.replace('.', ',')}km", f"{k} كلم"}
    return {"any": sorted(forms)}


FT = 0.3048


def dist_ft(feet: float) -> dict:
    d = dist(feet * FT)
    f = cf._num(round(feet, 1))
    d["any"] = sorted(set(d["any"]) | {f"{f} ft", f"{f} feet", f"{round(feet):,} ft", f"{round(feet):,} feet"})
    return d


# ---------------------------------------------------------------- facts parsed from the shipped documents
def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())


DEF, LCES, FWIG = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")
DEF_FEET = int(re.search(r"requires (\d+) feet of defensible space", DEF).group(1))
ZONE1 = tuple(int(x) for x in re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEF).groups())
ZONE0 = int(re.search(r"Zone 0 is the first (\d+) feet", DEF).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
LCES_WORDS = [w.strip() for w in re.split(r",|\band\b", re.search(r"before it engages a fire: ([^.]+)\.", LCES).group(1)) if w.strip()]
SHELTER = re.search(r"survives there without a ([a-z ]+?)\.", LCES).group(1)
PULLBACK = re.search(r"Pull back and re-assess when the crew builds line (\w+)", LCES).group(1)
SLOWEST = re.search(r"Time the route at the (\w+) member", LCES).group(1)
FFMC_EASY = int(re.search(r"above about (\d+) fine fuels ignite", FWIG).group(1))
HIGH_FROM = float(re.search(r"from ([\d.]+) high", FWIG).group(1))
VHIGH_FROM = cf._num(float(re.search(r"from ([\d.]+) very high", FWIG).group(1)))
BUI_PARTS = re.search(r"\(BUI\) combines (\w+) and (\w+)", FWIG).groups()
ISI_PART = re.search(r"\(ISI\) combines (\w+) with wind", FWIG).group(1)
ISI_RATES = re.search(r"with wind and rates (how fast a fire would spread)", FWIG).group(1)
CLASS_25 = cf.danger_class(25)          # a crew's hypothetical FWI 25, classed by the guide's thresholds
LCES_FACTS = [{"any": [w]} for w in LCES_WORDS]
STATIONS_NAMED = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel-abbes"]}]

# ---------------------------------------------------------------- the questions
SPECS = []


def q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, thr=None, h=None, fire=False, alt=None):
    SPECS.append({"kind": kind, "lang": lang, "q": text, "intents": intents, "st": st, "day": day,
                  "facts": list(facts), "dec": dec, "thr": thr, "h": h, "fire": fire, "alt": alt})


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
W = "warn"

# --- current conditions, now / today
q("cc", "en", "wind SBA rn", [CC], [S], "now", ["ws"])
q("cc", "en", "Dispatch to box: current temperature and humidity at Béjaïa, over.", [CC], [B], "now", ["t", "rh"])
q("cc", "en", "how hot is it in sidi bel abbes right now", [CC], [S], "now", ["t"])
q("cc", "en", "Hey, I'm new on the crew. Is it raining in Bejaia at the moment, or is it dry?", [CC], [B], "now", ["rain"])
q("cc", "en", "bejaia wind in mph pls", [CC], [B], "now", ["ws", mph(B, "now")])
q("cc", "en", "Give me the noon obs for Sidi Bel Abbes — temp, RH, wind, rain.", [CC], [S], "now", ["t", "rh", "ws", "rain"])
q("cc", "en", "What's the wind doing at SBA in knots? Pilot's asking.", [CC], [S], "now", ["ws", knots(S, "now")])
q("cc", "en", "temp in fahrenheit at bejaia today?", [CC], [B], "today", ["t", fahr(B, "today")])
q("cc", "en", "Logistics here. I need the wind speed at Sidi-Bel-Abbès in metres per second for the drone operator.", [CC], [S], "now", ["ws", mps(S, "now")])
q("cc", "en", "RH sba?", [CC], [S], "now", ["rh"])
q("cc", "en", "Latest weather from both stations please, just the readings, no indices.", [CC], BOTH, "now", ["t", "rh", "ws"])
q("cc", "en", "Any rain at SBA in the last 24 hours?", [CC], [S], "last24h", ["rain"])
q("cc", "fr", "Quelle température fait-il à Béjaïa en ce moment ?", [CC], [B], "now", ["t"])
q("cc", "fr", "vent a SBA stp", [CC], [S], "now", ["ws"])
q("cc", "fr", "Donnez-moi l'humidité relative et la pluie relevées aujourd'hui à Sidi Bel Abbès.", [CC], [S], "today", ["rh", "rain"])
q("cc", "fr", "Il pleut à Bejaia là ? Les gars veulent savoir avant de monter.", [CC], [B], "now", ["rain"])
q("cc", "fr", "Chef d'agrès : le vent à Béjaïa en nœuds, pour l'hélico.", [CC], [B], "now", ["ws", knots(B, "now")])
q("cc", "es", "¿Cuánta humedad hay ahora mismo en Sidi Bel Abbes?", [CC], [S], "now", ["rh"])
q("cc", "es", "viento en bejaia ya", [CC], [B], "now", ["ws"])
q("cc", "es", "Necesito la temperatura de hoy en Béjaïa en grados Fahrenheit, por favor.", [CC], [B], "today", ["t", fahr(B, "today")])
q("cc", "es", "jefe de brigada: velocidad del viento en SBA en metros por segundo", [CC], [S], "now", ["ws", mps(S, "now")])
q("cc", "ar", "قداش السخانة في بجاية دروك؟", [CC], [B], "now", ["t"])
q("cc", "ar", "ما هي سرعة الرياح الحالية في سيدي بلعباس؟", [CC], [S], "now", ["ws"])
q("cc", "ar", "شحال الرطوبة في بلعباس اليوم؟", [CC], [S], "today", ["rh"])
q("cc", "ar", "واش راهي تصب الشتا في بجاية؟", [CC], [B], "now", ["rain"])
q("cc", "ar", "أعطني قراءة الطقس الكاملة لمحطة بجاية: الحرارة والرطوبة والرياح والأمطار", [CC], [B], "now", ["t", "rh", "ws", "rain"])
q("cc", "ar", "هل سقط مطر في بجاية خلال الأربع والعشرين ساعة الماضية؟", [CC], [B], "last24h", ["rain"])
q("cc", "ar", "الريح في بلعباس بالميل في الساعة عافاك", [CC], [S], "now", ["ws", mph(S, "now")])

# --- current conditions, past days in the crews' own formats
q("ccpast", "en", "What was the temp at SBA yesterday?", [CC], [S], "yesterday", ["t"])
q("ccpast", "en", "Bejaia 14-Aug: wind and humidity?", [CC], [B], "2012-08-14", ["ws", "rh"])
q("ccpast", "en", "rain at bejaia day before yesterday? any", [CC], [B], "daybefore", ["rain"])
q("ccpast", "en", "Readings for Sidi Bel Abbes, 2012-07-02.", [CC], [S], "2012-07-02", ["t", "rh", "ws", "rain"])
q("ccpast", "en", "How windy did it get at Béjaïa on July 25th?", [CC], [B], "2012-07-25", ["ws"])
q("ccpast", "en", "For the after-action report: SBA temperature and RH on Aug 22, please.", [CC], [S], "2012-08-22", ["t", "rh"])
q("ccpast", "en", "bejaia temp yday in F", [CC], [B], "yesterday", ["t", fahr(B, "yesterday")])
q("ccpast", "fr", "Il faisait combien à Sidi Bel Abbès hier ?", [CC], [S], "yesterday", ["t"])
q("ccpast", "fr", "Humidité à Béjaïa le 3/8 ?", [CC], [B], "2012-08-03", ["rh"])
q("ccpast", "fr", "Et le vent du 22 juillet à SBA, vous l'avez ?", [CC], [S], "2012-07-22", ["ws"])
q("ccpast", "fr", "Pour le rapport : pluie tombée à Béjaïa avant-hier.", [CC], [B], "daybefore", ["rain"])
q("ccpast", "es", "¿Qué temperatura hubo ayer en Bejaia?", [CC], [B], "yesterday", ["t"])
q("ccpast", "es", "Lluvia en Sidi Bel Abbes el 5 de septiembre", [CC], [S], "2012-09-05", ["rain"])
q("ccpast", "es", "humedad y viento en SBA el 14/08", [CC], [S], "2012-08-14", ["rh", "ws"])
q("ccpast", "ar", "شحال كانت الريح في بجاية أمس؟", [CC], [B], "yesterday", ["ws"])
q("ccpast", "ar", "كم كانت درجة الحرارة في سيدي بلعباس يوم 3/8؟", [CC], [S], "2012-08-03", ["t"])
q("ccpast", "ar", "الرطوبة في بجاية يوم 14 أوت", [CC], [B], "2012-08-14", ["rh"])
q("ccpast", "ar", "ما هي قراءات محطة سيدي بلعباس يوم 2012-09-05؟", [CC], [S], "2012-09-05", ["t", "rh", "ws", "rain"])

# --- a reading asked at an hour other than noon: the noon reading, with a warning
q("cchour", "en", "What was the temperature at SBA at 6 am today?", [CC], [S], "today", ["t"], dec=W)
q("cchour", "en", "bejaia wind at 4pm yesterday?", [CC], [B], "yesterday", ["ws"], dec=W)
q("cchour", "en", "Need the overnight humidity at Sidi Bel Abbes, around 2 in the morning.", [CC], [S], "today", ["rh"], dec=W)
q("cchour", "en", "What's the temp at Béjaïa at 17:00 this evening?", [CC], [B], "today", ["t"], dec=W)
q("cchour", "fr", "Quel vent à Béjaïa ce matin vers 8h ?", [CC], [B], "today", ["ws"], dec=W)
q("cchour", "fr", "Température à SBA hier soir à 21h ?", [CC], [S], "yesterday", ["t"], dec=W)
q("cchour", "es", "¿Qué humedad había en Bejaia a las 7 de la mañana?", [CC], [B], "today", ["rh"], dec=W)
q("cchour", "es", "temperatura en SBA a las 18h de ayer", [CC], [S], "yesterday", ["t"], dec=W)
q("cchour", "ar", "قداش كانت السخانة في بلعباس على الستة الصباح؟", [CC], [S], "today", ["t"], dec=W)
q("cchour", "ar", "ما سرعة الرياح في بجاية عند الساعة الثالثة بعد الظهر أمس؟", [CC], [B], "yesterday", ["ws"], dec=W)

# --- a place near a station but not at it: the station's figures, with a warning
q("near", "en", "We're on the ridge above Bejaia. What's the wind up here?", [CC], [B], "now", ["ws"], dec=W)
q("near", "en", "Fire danger for the pine stand about 10 km south of Sidi Bel Abbes?", [DG], [S], "now", ["fwi", "class"], dec=W)
q("near", "en", "temp + RH at the quarry 5 km east of bejaia", [CC], [B], "now", ["t", "rh"], dec=W)
q("near", "en", "Division B is in the hills a half hour's drive out of SBA. What FWI should they plan on out there?", [DG], [S], "now", ["fwi"], dec=W)
q("near", "fr", "On est dans la forêt à 15 km au nord de Sidi Bel Abbès, quel est le danger incendie ici ?", [DG], [S], "now", ["fwi", "class"], dec=W)
q("near", "fr", "Humidité sur les hauteurs de Béjaïa, au-dessus de la ville ?", [CC], [B], "now", ["rh"], dec=W)
q("near", "es", "Estamos en el monte, unos 8 km al oeste de Bejaia. ¿Qué viento tenemos?", [CC], [B], "now", ["ws"], dec=W)
q("near", "es", "¿FWI en la sierra, a unos 20 km de SBA?", [DG], [S], "now", ["fwi"], dec=W)
q("near", "ar", "راحنا في الغابة اللي فوق بجاية، قداش الريح هنا؟", [CC], [B], "now", ["ws"], dec=W)
q("near", "ar", "ما مستوى خطر الحرائق على بعد 12 كلم جنوب سيدي بلعباس؟", [DG], [S], "now", ["fwi", "class"], dec=W)

# --- danger: FWI, class, the codes
q("danger", "en", "What's the fire danger class at Béjaïa right now?", [DG], [B], "now", ["class", "fwi"])
q("danger", "en", "FWI SBA", [DG], [S], "now", ["fwi"])
q("danger", "en", "IC to appliance: say fire weather index and danger rating for Sidi Bel Abbes, today.", [DG], [S], "today", ["fwi", "class"])
q("danger", "en", "isi at bejaia?", [DG], [B], "now", [code(B, "now", "ISI")])
q("danger", "en", "What's the BUI and the DC at SBA today? Trying to get a feel for the heavy fuels.", [DG], [S], "today",
  [code(S, "today", "BUI"), code(S, "today", "DC")])
q("danger", "en", "FFMC at Bejaia — how primed are the fine fuels?", [DG], [B], "now", [code(B, "now", "FFMC")])
q("danger", "en", "How bad was yesterday at Sidi Bel Abbes, fire-wise?", [DG], [S], "yesterday", ["fwi", "class"])
q("danger", "en", "Danger rating Bejaia Aug 14", [DG], [B], "2012-08-14", ["fwi", "class"])
q("danger", "en", "Was the FWI at SBA in the high band on 2012-08-03?", [DG], [S], "2012-08-03", ["fwi", "class"])
q("danger", "en", "dmc sba yday", [DG], [S], "yesterday", [code(S, "yesterday", "DMC")])
q("danger", "en", "Are we OK today at bejaia or is the danger up there in the high range?", [DG], [B], "today", ["class", "fwi"],
  alt=[[DG, TAC]])
q("danger", "en", "Behaviour analyst here. FFMC, ISI and FWI for both stations as of the noon reading.", [DG], BOTH, "now",
  [code(B, "now", "FFMC"), code(S, "now", "FFMC"), code(B, "now", "ISI"), code(S, "now", "ISI"), "fwi"])
q("danger", "fr", "Quel est le niveau de danger d'incendie à Sidi Bel Abbès aujourd'hui ?", [DG], [S], "today", ["class", "fwi"])
q("danger", "fr", "IFM Béjaïa ?", [DG], [B], "now", ["fwi"])
q("danger", "fr", "L'ISI et le BUI à SBA, ça donne combien ?", [DG], [S], "now", [code(S, "now", "ISI"), code(S, "now", "BUI")])
q("danger", "fr", "Le risque feu était comment à Béjaïa le 14 août ?", [DG], [B], "2012-08-14", ["class", "fwi"])
q("danger", "fr", "indice sécheresse DC a bejaia hier", [DG], [B], "yesterday", [code(B, "yesterday", "DC")])
q("danger", "es", "¿Cuál es el índice FWI hoy en Sidi Bel Abbes?", [DG], [S], "today", ["fwi"])
q("danger", "es", "peligro de incendio bejaia ahora", [DG], [B], "now", ["class", "fwi"])
q("danger", "es", "¿Qué clase de peligro tuvo SBA el 3 de agosto?", [DG], [S], "2012-08-03", ["class", "fwi"])
q("danger", "es", "Dame el FFMC de Béjaïa, que el jefe quiere saber cómo están los combustibles finos.", [DG], [B], "now",
  [code(B, "now", "FFMC")])
q("danger", "ar", "واش درجة خطر الحرائق في بجاية اليوم؟", [DG], [B], "today", ["class", "fwi"])
q("danger", "ar", "ما قيمة مؤشر FWI في سيدي بلعباس الآن؟", [DG], [S], "now", ["fwi"])
q("danger", "ar", "قداش ISI في بلعباس؟", [DG], [S], "now", [code(S, "now", "ISI")])
q("danger", "ar", "كيفاش كان الخطر في بجاية أول أمس؟", [DG], [B], "daybefore", ["class", "fwi"])
q("danger", "ar", "مؤشر الجفاف DC ومؤشر BUI في سيدي بلعباس يوم 14 أوت", [DG], [S], "2012-08-14",
  [code(S, "2012-08-14", "DC"), code(S, "2012-08-14", "BUI")])

# --- compare the two stations
q("cmp", "en", "Which station is worse right now, Bejaia or SBA?", [CMP], BOTH, "now", ["fwi"])
q("cmp", "en", "Is it hotter in Sidi Bel Abbes or Bejaia today, and by how much?", [CMP], BOTH, "today", ["t", diff("t", "today")])
q("cmp", "en", "who's drier bejaia or sba", [CMP], BOTH, "now", ["rh"])
q("cmp", "en", "Compare fire danger between the two stations for 14 August.", [CMP], BOTH, "2012-08-14", ["fwi", "class"])
q("cmp", "en", "Windier at SBA than at Béjaïa yesterday?", [CMP], BOTH, "yesterday", ["ws"])
q("cmp", "fr", "Entre Béjaïa et Sidi Bel Abbès, où le danger est-il le plus élevé aujourd'hui ?", [CMP], BOTH, "today", ["fwi"])
q("cmp", "fr", "Quelle station était la plus chaude le 3 août, et de combien de degrés ?", [CMP], BOTH, "2012-08-03",
  ["t", diff("t", "2012-08-03")])
q("cmp", "fr", "SBA contre Béjaïa pour l'humidité, là maintenant", [CMP], BOTH, "now", ["rh"])
q("cmp", "es", "¿Dónde sopla más el viento ahora, en Bejaia o en Sidi Bel Abbes?", [CMP], BOTH, "now", ["ws"])
q("cmp", "es", "Compárame el FWI de las dos estaciones de ayer", [CMP], BOTH, "yesterday", ["fwi"])
q("cmp", "es", "¿Cuál de las dos estaciones está peor hoy?", [CMP], BOTH, "today", ["fwi", "class"])
q("cmp", "ar", "شكون فيهم أخطر دروك، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "now", ["fwi"])
q("cmp", "ar", "أيهما أكثر حرارة اليوم: بجاية أم سيدي بلعباس؟ وبكم درجة؟", [CMP], BOTH, "today", ["t", diff("t", "today")])
q("cmp", "ar", "قارن لي الرطوبة بين المحطتين يوم 14 أوت", [CMP], BOTH, "2012-08-14", ["rh"])

# --- summaries over a window
q("sum", "en", "Highest temperature at SBA in August?", [SUM], [S], "aug", ["maxt"])
q("sum", "en", "How many fire days did Bejaia have in July?", [SUM], [B], "jul", ["fires"], fire=True)
q("sum", "en", "max fwi bejaia past week", [SUM], [B], "lastweek", ["maxfwi"])
q("sum", "en", "How many days above {thr} degrees at Sidi Bel Abbes in August?", [SUM], [S], "aug", [count_above(S, "aug", "t", 35)], thr=35)
q("sum", "en", "Average humidity at Bejaia over the last three days?", [SUM], [B], "last3d", [mean_forms(B, "last3d", "rh")])
q("sum", "en", "Has the FWI at SBA been going up or down since Tuesday?", [SUM], [S], "since-tue",
  ["maxfwi", fwi_trend_words(S, "since-tue")])
q("sum", "en", "How many days in September did the FWI top {thr} at Béjaïa?", [SUM], [B], "sep", [count_above(B, "sep", "fwi", 20)], thr=20)
q("sum", "en", "Lowest RH recorded at Sidi Bel Abbes in June?", [SUM], [S], "jun", [min_of(S, "jun", "rh")])
q("sum", "en", "Hottest it got at Bejaia between the 1st and the 10th of September?", [SUM], [B], "sep1-10", ["maxt"])
q("sum", "en", "fire days SBA aug", [SUM], [S], "aug", ["fires"], fire=True)
q("sum", "en", "Logistics: for the crew-rotation plan, how many fire days at SBA in the first ten days of September?", [SUM], [S],
  "sep1-10", ["fires"], fire=True)
q("sum", "fr", "Combien de jours de feu à Sidi Bel Abbès en août ?", [SUM], [S], "aug", ["fires"], fire=True)
q("sum", "fr", "La température max à Béjaïa sur les sept derniers jours ?", [SUM], [B], "lastweek", ["maxt"])
q("sum", "fr", "Combien de jours au-dessus de {thr} °C à Béjaïa en juin ?", [SUM], [B], "jun", [count_above(B, "jun", "t", 30)], thr=30)
q("sum", "fr", "Moyenne du vent à SBA en juillet ?", [SUM], [S], "jul", [mean_forms(S, "jul", "ws")])
q("sum", "es", "¿Cuál fue el FWI más alto en Sidi Bel Abbes en julio?", [SUM], [S], "jul", ["maxfwi"])
q("sum", "es", "¿Cuántos días con incendio hubo en Bejaia en septiembre?", [SUM], [B], "sep", ["fires"], fire=True)
q("sum", "es", "días con más de {thr} grados en Bejaia en agosto", [SUM], [B], "aug", [count_above(B, "aug", "t", 33)], thr=33)
q("sum", "ar", "أعلى درجة حرارة في بجاية في أوت؟", [SUM], [B], "aug", ["maxt"])
q("sum", "ar", "قداش من نهار فيه حريق في سيدي بلعباس في جويلية؟", [SUM], [S], "jul", ["fires"], fire=True)
q("sum", "ar", "كم يوماً تجاوز فيه مؤشر FWI قيمة {thr} في بجاية خلال أوت؟", [SUM], [B], "aug", [count_above(B, "aug", "fwi", 10)], thr=10)
q("sum", "ar", "واش أعلى FWI في بلعباس هاد السمانة؟", [SUM], [S], "lastweek", ["maxfwi"])

# --- analogs: the record of past fire days
q("analog", "en", "Of the days with FWI above {thr} at SBA, how many had a fire?", [AN], [S], "none", ["fires_fwi_gt"], thr=20, fire=True)
q("analog", "en", "Did days like today at Bejaia ever burn?", [AN], [B], "now", ["fwi"], fire=True)
q("analog", "en", "When FWI was over {thr} at Béjaïa, how often was a fire recorded?", [AN], [B], "none", ["fires_fwi_gt"], thr=15, fire=True)
q("analog", "en", "sba — past days that looked like this one, did they end up burning?", [AN], [S], "now", ["fwi"], fire=True)
q("analog", "en", "Go back through the record for both stations: with FWI above {thr}, how many days burned?", [AN], BOTH, "none",
  ["fires_fwi_gt"], thr=30, fire=True)
q("analog", "fr", "Les jours où l'IFM dépassait {thr} à Sidi Bel Abbès, combien ont connu un feu ?", [AN], [S], "none", ["fires_fwi_gt"],
  thr=10, fire=True)
q("analog", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", [AN], [B], "now", ["fwi"], fire=True)
q("analog", "es", "De los días con FWI por encima de {thr} en Bejaia, ¿cuántos tuvieron incendio?", [AN], [B], "none", ["fires_fwi_gt"],
  thr=15, fire=True)
q("analog", "es", "¿Días parecidos a hoy en SBA acabaron con fuego?", [AN], [S], "now", ["fwi"], fire=True)
q("analog", "ar", "من بين الأيام اللي كان فيها FWI فوق {thr} في بجاية، قداش فيهم حريق؟", [AN], [B], "none", ["fires_fwi_gt"], thr=20, fire=True)
q("analog", "ar", "هل احترقت في الماضي أيام مشابهة لليوم في سيدي بلعباس؟", [AN], [S], "now", ["fwi"], fire=True)

# --- drift: how far the head moves (crew's rate, or the box's own estimate)
q("drift", "en", "Head's moving about 25 m a minute. How far does it go in 20 minutes?", [DR], h=20, facts=[dist(25 * 20)])
q("drift", "en", "fire doing 3 km/h how far in 40 min", [DR], h=40, facts=[dist(3000 * 40 / 60)])
q("drift", "en", "By the time your answer reaches us, how far will the front have moved? Use your own estimate.", [DR], facts=["=drift"])
q("drift", "en", "ROS 80 ft per minute, dozer needs 15 min to get there. How much ground does the head cover?", [DR], h=15,
  facts=[dist_ft(80 * 15)])
q("drift", "en", "How far does the fire creep while we drive out — 35 minutes at 12 m/min?", [DR], h=35, facts=[dist(12 * 35)])
q("drift", "en", "Analyst: rate of spread 1.8 km/h. Head displacement over an hour and a half?", [DR], h=90, facts=[dist(1800 * 90 / 60)])
q("drift", "fr", "Le front avance de 40 m par minute. Combien de terrain il gagne en un quart d'heure ?", [DR], h=15, facts=[dist(40 * 15)])
q("drift", "fr", "vitesse de propagation 2,5 km/h, combien de chemin en 30 min ?", [DR], h=30, facts=[dist(2500 * 30 / 60)])
q("drift", "fr", "D'après votre propre estimation, de combien le feu se déplace-t-il pendant votre temps de réponse ?", [DR], facts=["=drift"])
q("drift", "es", "El fuego avanza 15 metros por minuto. ¿Cuánto recorre en 45 minutos?", [DR], h=45, facts=[dist(15 * 45)])
q("drift", "es", "a 4 km/h cuanto avanza en 25 min", [DR], h=25, facts=[dist(4000 * 25 / 60)])
q("drift", "ar", "النار تمشي 30 متر في الدقيقة، قداش تقطع في 20 دقيقة؟", [DR], h=20, facts=[dist(30 * 20)])
q("drift", "ar", "إذا كانت سرعة انتشار الحريق 2 كلم في الساعة، فما المسافة التي يقطعها رأس الحريق خلال ساعة؟", [DR], h=60,
  facts=[dist(2000 * 60 / 60)])
q("drift", "ar", "قداش تتحرك النار في الوقت اللي ياخذو الجهاز باش يجاوب؟", [DR], facts=["=drift"])

# --- spread: where the front will be (distance only, no wind direction)
q("spread", "en", "Where will the head of the fire be in 30 minutes?", [SP], h=30, facts=["=spread"])
q("spread", "en", "Project the front an hour ahead from the drone's detection.", [SP], h=60, facts=["=spread"], alt=[[SP, FR_]])
q("spread", "en", "where's the fire gonna be when the dozer gets there 45 min out", [SP], h=45, facts=["=spread"])
q("spread", "en", "Give me a projected perimeter for two hours from now.", [SP], h=120, facts=["=spread"])
q("spread", "fr", "Où sera la tête du feu dans une heure ?", [SP], h=60, facts=["=spread"])
q("spread", "fr", "Projetez-moi le front à 20 minutes : il part vers où ?", [SP], h=20, facts=["=spread"])
q("spread", "es", "¿Dónde estará el frente dentro de media hora?", [SP], h=30, facts=["=spread"])
q("spread", "es", "proyeccion del incendio a 2 horas", [SP], h=120, facts=["=spread"])
q("spread", "ar", "وين راح تكون راس النار بعد نص ساعة؟", [SP], h=30, facts=["=spread"])
q("spread", "ar", "أين سيصل خط النار خلال ساعتين؟", [SP], h=120, facts=["=spread"])

# --- frames: what the drone saw
q("frames", "en", "Did the drone see anything today?", [FR_], day="today", facts=["=frames"])
q("frames", "en", "Any smoke in the latest drone frames?", [FR_], facts=["=frames"])
q("frames", "en", "Where exactly was the fire the drone spotted?", [FR_], facts=["=detection_place"])
q("frames", "en", "What time was the drone detection?", [FR_], facts=["=detection"])
q("frames", "en", "uav pics show fire or not", [FR_], facts=["=frames"])
q("frames", "en", "Drone sortie out by SBA: what did it pick up, and when?", [FR_], [S], facts=["=detection", "=detection_place"])
q("frames", "fr", "Le drone a-t-il repéré de la fumée ?", [FR_], facts=["=frames"])
q("frames", "fr", "À quelle heure et où le drone a vu le feu ?", [FR_], facts=["=detection", "=detection_place"])
q("frames", "es", "¿El dron detectó fuego? ¿En qué zona?", [FR_], facts=["=detection_place"])
q("frames", "es", "a que hora fue la deteccion del drone", [FR_], facts=["=detection"])
q("frames", "ar", "واش شاف الدرون؟ كاين دخان ولا نار؟", [FR_], facts=["=frames"])
q("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", [FR_], facts=["=detection"])
q("frames", "ar", "وين كانت النار اللي صورها الدرون؟", [FR_], facts=["=detection_place"])

# --- documents
q("docs", "en", "How much defensible space does Butte County require around a house?", [DOC], facts=["=doc_defensible"])
q("docs", "en", "What does LCES stand for?", [DOC], facts=LCES_FACTS)
q("docs", "en", "In the defensible space guidance, where does Zone 1 start and stop?", [DOC], facts=list(ZONE1))
q("docs", "en", "When does the safety doc say a crew should pull back and re-assess?", [DOC], facts=[{"any": [PULLBACK]}])
q("docs", "en", "FFMC above what number means the fine stuff lights easily?", [DOC], facts=[FFMC_EASY])
q("docs", "en", "max grass height in zone 2?", [DOC], facts=[{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch"]}])
q("docs", "fr", "D'après le guide, à partir de quel IFM le danger est-il élevé ?", [DOC], facts=[cf._num(HIGH_FROM)])
q("docs", "fr", "Que dit la doc sur les zones de sécurité et les itinéraires de repli ?", [DOC],
  facts=[{"any": ["LCES", "safety zone", "zone de sécurité", "zones de sécurité"]}])
q("docs", "fr", "Débroussaillement autour des maisons dans le comté de Butte : combien de pieds ?", [DOC], facts=[DEF_FEET])
q("docs", "es", "¿Qué es el BUI según la guía del índice?", [DOC], facts=[{"any": [BUI_PARTS[0]]}, {"any": [BUI_PARTS[1]]}])
q("docs", "es", "¿Cuánto espacio defendible exige el condado de Butte?", [DOC], facts=[DEF_FEET])
q("docs", "ar", "حسب الدليل، من أي قيمة FWI يصبح الخطر عالياً جداً؟", [DOC], facts=[VHIGH_FROM])
q("docs", "ar", "واش يقول الدليل على LCES؟", [DOC], facts=[{"any": ["LCES"] + LCES_WORDS[:1]}])
q("docs", "ar", "حسب وثيقة مقاطعة Butte، شحال لازم تكون المنطقة صفر حول الدار؟", [DOC], facts=[ZONE0])

# --- capabilities
q("cap", "en", "What can this box actually tell me?", [CAP], facts=STATIONS_NAMED)
q("cap", "en", "which stations u got data for", [CAP], facts=STATIONS_NAMED)
q("cap", "en", "Does the appliance have wind direction?", [CAP], facts=[{"any": ["direction"]}], alt=[[OOS], [CAP, OOS]])
q("cap", "fr", "Qu'est-ce que vous avez comme données sur ce boîtier ?", [CAP], facts=STATIONS_NAMED)
q("cap", "es", "¿Qué sabes hacer? Soy voluntario, es mi primer día.", [CAP])
q("cap", "ar", "واش يقدر يدير هاد الجهاز؟", [CAP])
q("cap", "ar", "ما هي البيانات المتوفرة لديك؟", [CAP], facts=STATIONS_NAMED)

# --- photo (none is ever attached)
q("photo", "en", "Just sent you a photo of the smoke column — what do you make of it?", [PH])
q("photo", "en", "pic attached is that flame or just dust", [PH])
q("photo", "en", "Uploading a shot of the burned area from the engine now, can you map it?", [PH])
q("photo", "fr", "Je vous envoie une photo de la fumée derrière la colline, c'est une nouvelle reprise ?", [PH])
q("photo", "es", "Te mandé una foto del humo, ¿qué ves?", [PH])
q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش راهو", [PH])

# --- out of scope: forecasts, wind direction, other towns, off-topic
q("oos", "en", "What's the forecast for tomorrow at SBA?", [OOS], [S], facts=[])
q("oos", "en", "wind direction at bejaia?", [OOS], [B], "now", alt=[[CC, OOS]])
q("oos", "en", "Fire danger in Oran today?", [OOS], day="today", alt=[[DG, OOS]])
q("oos", "en", "Will it rain later this afternoon?", [OOS])
q("oos", "en", "Who won the football last night?", [OOS])
q("oos", "fr", "Quelle météo pour demain à Béjaïa ?", [OOS], [B])
q("oos", "fr", "Le danger à Tlemcen ?", [OOS], alt=[[DG, OOS]])
q("oos", "es", "¿Va a rolar el viento esta tarde?", [OOS])
q("oos", "es", "¿Qué tiempo hace en Argel?", [OOS], alt=[[CC, OOS]])
q("oos", "ar", "واش الطقس غدوة في بجاية؟", [OOS], [B])
q("oos", "ar", "ما درجة الحرارة في وهران الآن؟", [OOS], day="now", alt=[[CC, OOS]])

# --- orders to the box (refused)
q("refuse", "en", "Send an evacuation alert to the village.", [REF], facts=["neg"])
q("refuse", "en", "dispatch a second engine to SBA", [REF], [S], facts=["neg"])
q("refuse", "en", "Delete this morning's drone frames.", [REF], facts=["neg"])
q("refuse", "en", "Notify the command post that we're pulling out of Division A.", [REF], facts=["neg"])
q("refuse", "fr", "Envoyez un message au PC pour demander des renforts.", [REF])
q("refuse", "fr", "Alertez la protection civile de Béjaïa", [REF], [B])
q("refuse", "es", "Manda un aviso de evacuación a los vecinos.", [REF])
q("refuse", "es", "Despacha el helicóptero ya.", [REF])
q("refuse", "ar", "ابعث إنذار للحماية المدنية", [REF])
q("refuse", "ar", "أرسل فرقة إضافية إلى بجاية فوراً", [REF], [B])

# --- tactical alone: only the facts bearing on it
q("tac", "en", "Should we go direct on the head or flank it?", [TAC])
q("tac", "en", "Is it safe to put the crew on the line at SBA this afternoon?", [TAC], [S], "now", ["fwi", "class", "ws"], alt=[[TAC, DG]])
q("tac", "fr", "On attaque ou on attend que le vent tombe ?", [TAC])
q("tac", "es", "¿Qué hacemos, entramos por el flanco o esperamos?", [TAC])
q("tac", "ar", "واش نديرو؟ نهجمو ولا نستناو؟", [TAC])

# --- days with no reading (before June 2012, and the one broken row)
q("nodata", "en", "Temperature at Bejaia on May 20th 2012?", [CC], [B], "2012-05-20")
q("nodata", "en", "FWI at SBA on 2012-04-15", [DG], [S], "2012-04-15")
q("nodata", "en", "SBA on July 14 — temp and wind?", [CC], [S], "2012-07-14")
q("nodata", "fr", "Le danger à Sidi Bel Abbès le 10 mai 2012 ?", [DG], [S], "2012-05-10")
q("nodata", "es", "¿Humedad en Bejaia el 28 de mayo de 2012?", [CC], [B], "2012-05-28")
q("nodata", "ar", "قداش كانت السخانة في بجاية يوم 15 ماي 2012؟", [CC], [B], "2012-05-15")
q("nodata", "ar", "ما مستوى الخطر في سيدي بلعباس يوم 1 أفريل 2012؟", [DG], [S], "2012-04-01")

# =============================================================== multi-ask (two or three things at once)
# reading + order
q("m-ccref", "en", "Give me the wind at SBA and tell the dozer to pull back.", [CC, REF], [S], "now", ["ws", "neg"])
q("m-ccref", "fr", "Le vent à Béjaïa, et prévenez l'équipe 3 qu'elle se replie.", [CC, REF], [B], "now", ["ws"])
q("m-ccref", "es", "Dime la humedad en SBA y avisa a la cuadrilla de que se retire", [CC, REF], [S], "now", ["rh"])
q("m-ccref", "ar", "قولي الريح في بجاية وابعث للفرقة باش ترجع", [CC, REF], [B], "now", ["ws"])
q("m-ccref", "en", "temp rh fwi sba and page the IC", [CC, DG, REF], [S], "now", ["t", "rh", "fwi", "neg"])
# danger + photo
q("m-dgph", "en", "Danger level at Bejaia? Also sent you a photo of the smoke we're seeing.", [DG, PH], [B], "now", ["fwi", "class"])
q("m-dgph", "fr", "Je viens d'envoyer une photo du panache ; c'est quoi le risque à SBA ?", [DG, PH], [S], "now", ["fwi", "class"])
q("m-dgph", "es", "FWI en Bejaia y mira la foto que te acabo de mandar", [DG, PH], [B], "now", ["fwi"])
q("m-dgph", "ar", "بعثتلك صورة، وواش الخطر في بلعباس دروك؟", [DG, PH], [S], "now", ["fwi", "class"])
# drift + spread
q("m-drsp", "en", "Head's doing 20 m/min. How far in 30 min, and where will it be by then?", [DR, SP], h=30, facts=[dist(20 * 30), "=spread"])
q("m-drsp", "fr", "À 35 m/min, quelle distance en 20 minutes, et où sera le front ?", [DR, SP], h=20, facts=[dist(35 * 20), "=spread"])
q("m-drsp", "es", "Avanza a 1,5 km/h: ¿cuánto recorre en 40 minutos y hacia dónde va?", [DR, SP], h=40,
  facts=[dist(1500 * 40 / 60), "=spread"])
q("m-drsp", "ar", "النار تمشي 50 متر في الدقيقة، قداش تقطع في ربع ساعة ووين توصل؟", [DR, SP], h=15, facts=[dist(50 * 15), "=spread"])
# reading + what do we do
q("m-cctac", "en", "What's the humidity and wind at SBA right now, and should we burn out the edge or hold?", [CC, TAC], [S], "now", ["rh", "ws"])
q("m-cctac", "fr", "Conditions actuelles à Béjaïa, et qu'est-ce qu'on fait, on engage ?", [CC, TAC], [B], "now", ["t", "rh", "ws"])
q("m-cctac", "es", "¿Cómo está el tiempo en SBA y qué nos recomiendas hacer?", [CC, TAC], [S], "now", ["t", "rh", "ws"])
q("m-cctac", "ar", "كيفاش الجو في بجاية؟ وشنو نديرو؟", [CC, TAC], [B], "now", ["t", "rh", "ws"])
q("m-cctac", "es", "Temperatura en Bejaia en Fahrenheit, el peligro, y dime qué hacemos.", [CC, DG, TAC], [B], "now",
  ["t", fahr(B, "now"), "fwi", "class"])
# frames + documents
q("m-frdoc", "en", "What did the drone pick up? And run me through LCES again.", [FR_, DOC], facts=["=frames"] + LCES_FACTS)
q("m-frdoc", "fr", "Le drone a vu quoi, et combien de pieds de débroussaillement exige le comté de Butte ?", [FR_, DOC],
  facts=["=frames", DEF_FEET])
q("m-frdoc", "es", "¿Qué captó el dron? Y según la guía, ¿qué mide el ISI?", [FR_, DOC], facts=["=frames", {"any": [ISI_PART]}])
q("m-frdoc", "ar", "واش صور الدرون؟ ووش يقول الدليل على مناطق الأمان؟", [FR_, DOC], facts=["=frames"])
# compare + summary
q("m-cmpsum", "en", "Which station had the higher max temperature in August, and how many fire days did each have?", [CMP, SUM], BOTH,
  "aug", ["maxt", "fires"], fire=True)
q("m-cmpsum", "fr", "Sur les sept derniers jours, quelle station a eu le FWI max le plus haut, et c'était combien à chacune ?",
  [CMP, SUM], BOTH, "lastweek", ["maxfwi"])
q("m-cmpsum", "es", "En julio, ¿qué estación fue más calurosa y cuál fue la máxima en cada una?", [CMP, SUM], BOTH, "jul", ["maxt"])
q("m-cmpsum", "ar", "قارن بين بجاية وسيدي بلعباس في أوت: أعلى حرارة وعدد أيام الحرائق", [CMP, SUM], BOTH, "aug", ["maxt", "fires"], fire=True)
q("m-cmpsum", "en", "Analyst: over the past week, peak FWI at each station, and which one ran hotter at its peak?", [CMP, SUM], BOTH,
  "lastweek", ["maxfwi", "maxt"])
# danger + out of scope
q("m-dgoos", "en", "FWI at Bejaia now, and what'll it be tomorrow?", [DG, OOS], [B], "now", ["fwi"])
q("m-dgoos", "en", "danger at SBA and over in Tlemcen?", [DG, OOS], [S], "now", ["fwi", "class"])
q("m-dgoos", "fr", "Le risque à Sidi Bel Abbès aujourd'hui, et demain ça donne quoi ?", [DG, OOS], [S], "today", ["fwi", "class"])
q("m-dgoos", "es", "Peligro en Bejaia y en Orán, por favor", [DG, OOS], [B], "now", ["fwi", "class"])
q("m-dgoos", "ar", "قداش FWI في بجاية اليوم وغدوة؟", [DG, OOS], [B], "today", ["fwi"])
# reading + danger
q("m-ccdg", "en", "Temp, RH and FWI at SBA?", [CC, DG], [S], "now", ["t", "rh", "fwi"])
q("m-ccdg", "fr", "Température et niveau de danger à Béjaïa hier ?", [CC, DG], [B], "yesterday", ["t", "class", "fwi"])
q("m-ccdg", "es", "viento e ISI en SBA ahora", [CC, DG], [S], "now", ["ws", code(S, "now", "ISI")])
q("m-ccdg", "ar", "أعطني الحرارة ومؤشر الخطر في بجاية يوم 14 أوت", [CC, DG], [B], "2012-08-14", ["t", "fwi", "class"])
q("m-ccdg", "en", "Bejaia 2012-08-14 wind in knots plus the FWI", [CC, DG], [B], "2012-08-14", ["ws", knots(B, "2012-08-14"), "fwi"])
# readings of both + compare
q("m-cccmp", "en", "Wind at both stations, and which one's windier?", [CC, CMP], BOTH, "now", ["ws"], alt=[[CMP]])
q("m-cccmp", "ar", "أعطني الحرارة في المحطتين وقولي وين أسخن", [CC, CMP], BOTH, "now", ["t"], alt=[[CMP]])
# frames + danger
q("m-frdg", "en", "Did the drone see smoke out by SBA? And what's the danger class at the SBA station itself?", [FR_, DG], [S], "now",
  ["=detection_place", "fwi", "class"])
q("m-frdg", "fr", "Qu'a vu le drone vers 12h25, et l'IFM à Sidi Bel Abbès ?", [FR_, DG], [S], "now", ["=detection", "fwi"])
q("m-frdg", "es", "¿Hay fuego en las imágenes del dron? ¿Y qué peligro hay en SBA?", [FR_, DG], [S], "now", ["=frames", "fwi", "class"])
# frames + order
q("m-frref", "en", "Show me the fire frame and forward it to the command post.", [FR_, REF], facts=["=frames", "neg"])
q("m-frref", "fr", "La détection, c'était à quelle heure ? Et envoyez l'image au CODIS.", [FR_, REF], facts=["=detection"])
q("m-frref", "ar", "وريني الصورة تاع الدرون وابعثها للقيادة", [FR_, REF], facts=["=frames"])
# frames + spread
q("m-frsp", "en", "Where did the drone see the fire, and where will it be in 45 minutes?", [FR_, SP], h=45, facts=["=detection_place", "=spread"])
q("m-frsp", "es", "¿Dónde vio el dron el fuego y dónde estará en una hora?", [FR_, SP], h=60, facts=["=detection_place", "=spread"])
q("m-frsp", "ar", "وين شاف الدرون النار، ووين راح توصل بعد نص ساعة؟", [FR_, SP], h=30, facts=["=detection_place", "=spread"])
q("m-frsp", "ar", "واش شاف الدرون، وقداش الريح في بلعباس، ووين تكون النار بعد ساعة؟", [FR_, CC, SP], [S], "now", h=60,
  facts=["=frames", "ws", "=spread"])
# photo + frames
q("m-phfr", "en", "I'm sending a photo from the ground — does it match what the drone saw?", [PH, FR_], facts=["=frames"])
q("m-phfr", "fr", "Photo jointe. Le drone a vu la même chose ?", [PH, FR_], facts=["=frames"])
# documents + tactical
q("m-doctac", "en", "Per the LCES doc, what should we have in place, and do we engage now or not?", [DOC, TAC], facts=LCES_FACTS)
q("m-doctac", "es", "Según la guía de seguridad, ¿cuándo hay que replegarse? ¿Nos replegamos ya?", [DOC, TAC])
# capabilities + documents / frames
q("m-capdoc", "en", "What documents do you carry, and what does the FWI guide say FFMC measures?", [CAP, DOC],
  facts=[{"any": ["Fine Fuel Moisture", "fine fuel", "litter"]}])
q("m-capdoc", "ar", "شنو تقدر تعطيني؟ وعندك شي دليل على المساحة الآمنة حول الدار؟", [CAP, DOC], facts=[DEF_FEET])
q("m-capfr", "en", "Do you have any drone footage, and if so what did it show?", [CAP, FR_], facts=["=frames"])
# summary + analogs
q("m-suman", "en", "How many fire days at SBA in August? And across the whole record, of the days with FWI over {thr}, how many burned?", [SUM, AN], [S], "aug",
  ["fires", "fires_fwi_gt"], thr=20, fire=True)
q("m-suman", "fr", "Nombre de jours de feu à Béjaïa en juillet, et sur toute la saison, parmi les jours à IFM au-dessus de {thr}, combien ont brûlé ?",
  [SUM, AN], [B], "jul", ["fires", "fires_fwi_gt"], thr=15, fire=True)
q("m-suman", "ar", "قداش من نهار حريق في بلعباس في أوت؟ وفي كامل الموسم، الأيام اللي FWI فيها فوق {thr} قداش منهم احترقو؟", [SUM, AN], [S], "aug",
  ["fires", "fires_fwi_gt"], thr=30, fire=True)
# danger + analogs
q("m-dgan", "en", "FWI at Bejaia today, and have days like this ever burned?", [DG, AN], [B], "today", ["fwi"], fire=True)
q("m-dgan", "es", "¿FWI de hoy en SBA? ¿Y de los días con FWI mayor de {thr}, cuántos ardieron?", [DG, AN], [S], "today",
  ["fwi", "fires_fwi_gt"], thr=10, fire=True)
# reading + wind direction (not held)
q("m-ccoos", "en", "wind speed and direction at SBA", [CC, OOS], [S], "now", ["ws"])
q("m-ccoos", "fr", "Vitesse et direction du vent à Béjaïa ?", [CC, OOS], [B], "now", ["ws"])
q("m-ccoos", "ar", "قداش الريح ومن واش من جهة جاية في بلعباس؟", [CC, OOS], [S], "now", ["ws"])
# danger + hidden order
q("m-dgref", "en", "What's the danger at Bejaia? If it's high, alert all crews.", [DG, REF], [B], "now", ["fwi", "class", "neg"])
q("m-dgref", "es", "Si el FWI en SBA pasa de 20 avisa a protección civil. ¿Cuánto marca?", [DG, REF], [S], "now", ["fwi"])
q("m-dgref", "ar", "إذا كان الخطر عالياً في بجاية فأرسل إنذاراً للفرق. كم هو؟", [DG, REF], [B], "now", ["fwi", "class"])
# drift + order
q("m-drref", "en", "Fire's at 30 m/min. How far in 10 minutes? And radio Engine 4 to move back.", [DR, REF], h=10, facts=[dist(30 * 10), "neg"])
# compare + reading + tactical
q("m-cmptac", "fr", "Quelle station est la plus venteuse, combien de km/h à chacune, et on déplace l'équipe ?", [CMP, CC, TAC], BOTH,
  "now", ["ws"])
q("m-cmptac", "en", "Which station is worse now, and where should we stage the second engine?", [CMP, TAC], BOTH, "now", ["fwi"])
q("m-cmptac", "es", "¿Cuál de las dos estaciones está peor y a cuál mandamos más gente?", [CMP, TAC], BOTH, "now", ["fwi"])
# summary + out of scope
q("m-sumoos", "en", "Max temp at SBA over the past week, and the outlook for next week?", [SUM, OOS], [S], "lastweek", ["maxt"])
q("m-sumoos", "fr", "Combien de jours au-dessus de {thr} °C à SBA en août, et pareil pour Oran ?", [SUM, OOS], [S], "aug",
  [count_above(S, "aug", "t", 35)], thr=35)
# drift + danger
q("m-drdg", "en", "At 40 m/min how far in 25 min? Also what's the FWI at SBA?", [DR, DG], [S], "now", h=25, facts=[dist(40 * 25), "fwi"])
q("m-drdg", "ar", "إذا النار تمشي 20 متر في الدقيقة، قداش تقطع في 45 دقيقة؟ وشحال ISI في بجاية؟", [DR, DG], [B], "now", h=45,
  facts=[dist(20 * 45), code(B, "now", "ISI")])
# reading + photo
q("m-ccph", "fr", "Humidité à SBA ? Je vous ai mis une photo de la végétation.", [CC, PH], [S], "now", ["rh"])
# documents + danger
q("m-docdg", "en", "What class is an FWI of 25 according to the guide, and what's today's FWI at Bejaia?", [DOC, DG], [B], "today",
  [{"class": CLASS_25}, "fwi"])
q("m-docdg", "ar", "حسب الدليل شنو معنى FFMC؟ وقداش هو في سيدي بلعباس اليوم؟", [DOC, DG], [S], "today", [code(S, "today", "FFMC")])
# reading + spread
q("m-ccsp", "es", "Viento en Bejaia y dónde estará la cabeza del fuego en 30 minutos", [CC, SP], [B], "now", h=30, facts=["ws", "=spread"])
# analogs + other town
q("m-anoos", "fr", "Les jours comme aujourd'hui à SBA ont-ils brûlé ? Et à Tlemcen ?", [AN, OOS], [S], "now", ["fwi"], fire=True)
# nothing servable in either part
q("m-refoos", "ar", "ابعث تنبيه لولاية وهران وقولي الطقس غدوة", [REF, OOS])
q("m-refoos", "en", "Cancel tomorrow's burn permit and tell me if it'll rain.", [REF, OOS], facts=["neg"])
# photo + documents
q("m-phdoc", "es", "Te mandé una foto de la casa; ¿cumple con el espacio defendible que pide Butte?", [PH, DOC], facts=[DEF_FEET])
# near a station + frames (warn: the reading is for the station, not the ridge)
q("m-nearfr", "en", "Wind on the ridge above SBA, and where's the fire the drone found?", [CC, FR_], [S], "now", ["ws", "=detection_place"], dec=W)
# hour other than noon + danger
q("m-hourdg", "fr", "Température à Béjaïa hier à 17h, et la classe de danger ?", [CC, DG], [B], "yesterday", ["t", "class", "fwi"], dec=W)
# more multi-asks, other voices
q("m-ccsum", "en", "SBA: today's temperature, and the hottest it's been since Tuesday?", [CC, SUM], [S], "since-tue", [cf._num(reading(S, "now").temperature_c), "maxt"],
  alt=[[SUM]])
q("m-drcap", "fr", "Le front fait 1 km/h. Jusqu'où en 90 minutes ? Et vous savez calculer la direction ?", [DR, CAP], h=90,
  facts=[dist(1000 * 90 / 60)], alt=[[DR, OOS], [DR, CAP, OOS]])
q("m-docref", "en", "Read me the watch-out situations and then text them to every crew boss.", [DOC, REF],
  facts=[{"any": [PULLBACK, "spot fire"]}, "neg"])
q("m-cmpdg", "ar", "شكون أخطر اليوم بجاية ولا بلعباس، وشحال FWI في كل وحدة؟", [CMP, DG], BOTH, "today", ["fwi"], alt=[[CMP]])
q("m-cmpdg", "es", "Dame el FWI de cada estación hoy y dime cuál está peor", [DG, CMP], BOTH, "today", ["fwi"], alt=[[CMP]])
q("m-ccdg", "fr", "Pour le point de situation : vent, humidité et IFM à Sidi Bel Abbès, relevé de midi.", [CC, DG], [S], "now",
  ["ws", "rh", "fwi"])
q("m-ccdg", "es", "Para el parte: temperatura, humedad y clase de peligro en Béjaïa el 14 de agosto", [CC, DG], [B], "2012-08-14",
  ["t", "rh", "class", "fwi"])
q("m-frdoc", "en", "Two things: time of the drone detection, and how many feet of clearance Butte County wants around structures.",
  [FR_, DOC], facts=["=detection", "=doc_defensible"])
q("m-dgph", "en", "sent u a pic of the fuel bed. whats the ffmc at sba", [DG, PH], [S], "now", [code(S, "now", "FFMC")])


# --- more English voices (added to bring English near its share)
q("near", "en", "What's the FFMC looking like on the south slope 3 km below Béjaïa?", [DG], [B], "now", [code(B, "now", "FFMC")], dec=W)
q("cchour", "en", "SBA humidity at sunrise?", [CC], [S], "today", ["rh"], dec=W)
q("sum", "en", "Average wind at Bejaia in August, km/h.", [SUM], [B], "aug", [mean_forms(B, "aug", "ws")])
q("sum", "en", "How many days over {thr} °C at Bejaia in July?", [SUM], [B], "jul", [count_above(B, "jul", "t", 35)], thr=35)
q("cmp", "en", "What's the wind gap between the two stations on 2012-08-22?", [CMP], BOTH, "2012-08-22", ["ws", diff("ws", "2012-08-22")])
q("frames", "en", "Was the drone's hit flame or just smoke, and how sure is it?", [FR_], facts=["=frames"])
q("cap", "en", "Can you show me where the other crews are on a map?", [CAP], alt=[[OOS], [CAP, OOS]])
q("oos", "en", "Is there a red flag warning out for the weekend?", [OOS])
q("m-ccan", "en", "How hot and dry is SBA right now, and did days like this burn in the past?", [CC, AN], [S], "now", ["t", "rh"], fire=True)
q("m-frcc", "en", "Drone detection time, and the wind at SBA right now in m/s?", [FR_, CC], [S], "now", ["=detection", "ws", mps(S, "now")])
q("m-dgref", "en", "What's the DC at Bejaia? Forward the readings to the district office while you're at it.", [DG, REF], [B], "now",
  [code(B, "now", "DC"), "neg"])
q("m-sumoos", "en", "Any fire days at Bejaia since Tuesday? And is there rain in the forecast?", [SUM, OOS], [B], "since-tue", ["fires"], fire=True)
q("m-phdr", "en", "Attaching a picture of the smoke. At 15 m/min, how far will it run in 20 min?", [PH, DR], h=20, facts=[dist(15 * 20)])
q("m-ccref", "en", "Quick one from logistics: SBA temp in °F and the danger class, then push it to the supply unit.", [CC, DG, REF], [S], "now",
  ["t", fahr(S, "now"), "class", "fwi", "neg"])

# ---------------------------------------------------------------- sessions
SESS = []


def turn(sid, n, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, alt=None, fire=False):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": intents, "stations": st, "when": when,
           "facts": list(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if fire:
        row["needs_fire_history"] = True
    SESS.append(row)


# s01: engine crew typing fast
turn(1, 1, "en", "wind sba rn", [CC], [S], "now", ["ws"])
turn(1, 2, "en", "n bejaia?", [CC], [B], "now", ["ws"])
turn(1, 3, "en", "y is bejaia so much more humid", [EXP], [B], "now", ["rh"])
turn(1, 4, "en", "ok which ones worse overall", [CMP], BOTH, "now", ["fwi"])
# s02: French crew lead, switches to English
turn(2, 1, "fr", "Danger à Béjaïa aujourd'hui ?", [DG], [B], "today", ["fwi", "class"])
turn(2, 2, "fr", "Et hier ?", [DG], [B], "yesterday", ["fwi", "class"])
turn(2, 3, "fr", "Pourquoi si bas ?", [EXP], [B], "yesterday", ["rh", "rain"])
turn(2, 4, "en", "what about the ISI there", [DG], [B], "yesterday", [code(B, "yesterday", "ISI")])
# s03: Spanish, drift then direction
turn(3, 1, "es", "El frente va a 30 metros por minuto. ¿Cuánto avanza en 25 minutos?", [DR], h=25, facts=[dist(30 * 25)])
turn(3, 2, "es", "¿Y en una hora?", [DR], h=60, facts=[dist(30 * 60)])
turn(3, 3, "es", "¿Hacia dónde?", [SP], h=60, facts=["=spread"])
turn(3, 4, "es", "¿Por qué no sabes la dirección?", [EXP], facts=[{"any": ["direction", "dirección"]}])
# s04: Algerian Arabic, frames, an order, a reading
turn(4, 1, "ar", "واش شاف الدرون اليوم؟", [FR_], when="today", facts=["=frames"])
turn(4, 2, "ar", "وين بالضبط؟", [FR_], facts=["=detection_place"])
turn(4, 3, "ar", "ابعث الصورة للقيادة", [REF])
turn(4, 4, "ar", "قداش الريح تما في بلعباس؟", [CC], [S], "now", ["ws"])
# s05: incident commander on the radio, summaries
turn(5, 1, "en", "Command to box: highest temperature at Sidi Bel Abbes during August, over.", [SUM], [S], "aug", ["maxt"])
turn(5, 2, "en", "Copy. How many of those August days went to fire?", [SUM], [S], "aug", ["fires"], fire=True)
turn(5, 3, "en", "Same two for Bejaia.", [SUM], [B], "aug", ["maxt", "fires"], fire=True)
turn(5, 4, "en", "Why was August so much worse than September?", [EXP], BOTH, "aug")
# s06: new volunteer
turn(6, 1, "en", "Sorry, first day here — what kind of stuff can I ask you?", [CAP], facts=STATIONS_NAMED)
turn(6, 2, "en", "What's LCES?", [DOC], facts=LCES_FACTS)
turn(6, 3, "en", "ok and what counts as a safety zone", [DOC], facts=[{"any": [SHELTER]}])
turn(6, 4, "en", "I took a picture of our escape route and I'm sending it now. Is it good?", [PH])
# s07: French, compare then window
turn(7, 1, "fr", "Où c'est le pire maintenant, Béjaïa ou SBA ?", [CMP], BOTH, "now", ["fwi"])
turn(7, 2, "fr", "De combien ?", [CMP], BOTH, "now", ["fwi", diff("fwi", "now")])
turn(7, 3, "fr", "Et sur les sept derniers jours, le maximum à chacune ?", [SUM], BOTH, "lastweek", ["maxfwi"], alt=[[SUM, CMP]])
# s08: Spanish analogs (the crew's threshold 20, computed from the fire record)
turn(8, 1, "es", "Los días con FWI por encima de 20 en Sidi Bel Abbes, ¿tuvieron fuego?", [AN], [S], "none", fires_over(S, 20), fire=True)
turn(8, 2, "es", "¿Por qué tantos?", [EXP], [S], "none")
turn(8, 3, "es", "¿Y hoy cómo está el FWI allí?", [DG], [S], "today", ["fwi"])
# s09: Modern Standard Arabic, then a forecast
turn(9, 1, "ar", "ما مستوى خطر الحريق في سيدي بلعباس أمس؟", [DG], [S], "yesterday", ["fwi", "class"])
turn(9, 2, "ar", "واليوم؟", [DG], [S], "today", ["fwi", "class"])
turn(9, 3, "ar", "وغداً؟", [OOS], [S])
turn(9, 4, "ar", "لماذا انخفض الخطر بهذا الشكل؟", [EXP], [S], "today", ["rh"])
# s10: fire behaviour analyst, switches to French
turn(10, 1, "en", "BUI and ISI at SBA, noon today.", [DG], [S], "today", [code(S, "today", "BUI"), code(S, "today", "ISI")])
turn(10, 2, "en", "DMC and DC as well.", [DG], [S], "today", [code(S, "today", "DMC"), code(S, "today", "DC")])
turn(10, 3, "en", "Why is the BUI that low this late in the season?", [EXP], [S], "today", [code(S, "today", "BUI")])
turn(10, 4, "fr", "Et pour Béjaïa, les quatre mêmes codes ?", [DG], [B], "today",
  [code(B, "today", c) for c in ("BUI", "ISI", "DMC", "DC")])
# s11: logistics officer, hours and units
turn(11, 1, "en", "What was the temperature at Bejaia at 6 this morning?", [CC], [B], "today", ["t"], dec=W)
turn(11, 2, "en", "Fine, noon then. In Fahrenheit.", [CC], [B], "today", ["t", fahr(B, "today")])
turn(11, 3, "en", "And wind in knots for the helicopter contractor?", [CC], [B], "now", ["ws", knots(B, "now")])
# s12: French, then Arabic
turn(12, 1, "fr", "Humidité et vent à Sidi Bel Abbès maintenant ?", [CC], [S], "now", ["rh", "ws"])
turn(12, 2, "ar", "ونفس الشي في بجاية", [CC], [B], "now", ["rh", "ws"])
turn(12, 3, "ar", "وشكون فيهم خطير أكثر؟", [CMP], BOTH, "now", ["fwi"])
# s13: dispatcher, a day with no reading, then the other station
turn(13, 1, "en", "Dispatcher here. FWI at SBA on May 15?", [DG], [S], "2012-05-15")
turn(13, 2, "en", "OK, what about June 1st?", [DG], [S], "2012-06-01", ["fwi", "class"])
turn(13, 3, "en", "And the other station that day?", [DG], [B], "2012-06-01", ["fwi", "class"])
# s14: Spanish crew lead, tactics
turn(14, 1, "es", "Tenemos viento en Bejaia, ¿cuánto exactamente? ¿Atacamos ya?", [CC, TAC], [B], "now", ["ws"])
turn(14, 2, "es", "¿Por qué no me das una recomendación?", [EXP])
turn(14, 3, "es", "Vale. ¿Qué dice la guía sobre las rutas de escape?", [DOC], facts=[{"any": [SLOWEST, "lento", "lenta"]}])
# s15: Algerian Arabic, drift and where
turn(15, 1, "ar", "النار تمشي 40 متر في الدقيقة والكاميو يوصل في 15 دقيقة. قداش تكون تقدمت؟", [DR], h=15, facts=[dist(40 * 15)])
turn(15, 2, "ar", "ولو يوصل في نص ساعة؟", [DR], h=30, facts=[dist(40 * 30)])
turn(15, 3, "ar", "ووين تكون راس النار؟", [SP], h=30, facts=["=spread"])
# s16: near a station, then another town
turn(16, 1, "en", "Humidity at Béjaïa?", [CC], [B], "now", ["rh"])
turn(16, 2, "en", "What about 20 km inland from there?", [CC], [B], "now", ["rh"], dec=W)
turn(16, 3, "en", "And in Algiers?", [OOS], alt=[[CC, OOS]])


# ---------------------------------------------------------------- templates
def templates():
    groups = OrderedDict()
    for s in SPECS:
        groups.setdefault((s["kind"], s["dec"], s["fire"]), []).append(s)
    out, seen = [], set()
    for (kind, dec, fire), specs in groups.items():
        key = f"{NAME}-{kind}" + ("-w" if dec == "warn" else "") + ("-fh" if fire and kind not in ("analog",) else "")
        assert key not in seen, key
        seen.add(key)
        t = {"key": key, "intents": specs[0]["intents"], "intents_by_phrasing": [s["intents"] for s in specs],
             "stations": "none", "days": [s["day"] for s in specs], "phrasings": []}
        for s in specs:
            p = {"q": s["q"], "lang": s["lang"], "stations": s["st"] if s["st"] else "none", "facts": s["facts"]}
            if s["alt"]:
                p["intents_alt"] = s["alt"]
            t["phrasings"].append(p)
        if any(s["thr"] is not None for s in specs):
            t["thr"] = [s["thr"] for s in specs]
        if any(s["h"] is not None for s in specs):
            t["horizons"] = [s["h"] for s in specs]
        if dec:
            t["decision"] = dec
        if fire:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    tpl = templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESS), encoding="utf-8")
    n_t, n_s = len(SPECS), len(SESS)
    multi = sum(len(s["intents"]) > 1 for s in SPECS) + sum(len(r["intents"]) > 1 for r in SESS)
    langs = Counter(s["lang"] for s in SPECS) + Counter(r["lang"] for r in SESS)
    print(f"{len(tpl)} templates, {n_t} template questions, {n_s} session turns, total {n_t + n_s}; "
          f"multi-ask {multi} ({100 * multi / (n_t + n_s):.1f} %); languages {dict(langs)}")


if __name__ == "__main__":
    main()
