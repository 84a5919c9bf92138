"""Batch d58 (dev): blind fire-crew questions with gold computed by code.

Writes crew_templates_dev58.jsonl and crew_sessions_dev58.jsonl next to this script.
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / day_fact / window
facts), from a unit conversion of a real reading, from the crew's own numbers (rate x minutes), or
from a regex over the shipped documents. Nothing numeric is typed by hand.

Run:  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev58.py
"""
import json
import re
import statistics
from collections import OrderedDict
from datetime import date, timedelta
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d58"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()
DOCS = EDGE_DATA_DIR / "documents"


# ---------------------------------------------------------------- helpers: data

def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def one_day(key):
    d = days_of(key)
    assert len(d) == 1, key
    return d[0]


def row(st, key):
    return TABLE[(st, one_day(key))]


def code(st, key, name):
    """A published FWI-system code (ISI, BUI, FFMC, DMC, DC) of one day, as the CSV writes it."""
    return crew_facts._num(row(st, key).codes[name])


def forms(x, nd=1, words=()):
    """{"any": [...]}: a converted figure at nd decimals, with the French comma, and rounded with unit words."""
    s = f"{x:.{nd}f}"
    out = [s, s.replace(".", ",")]
    r0 = round(x)
    out += [f"{r0} {w}" for w in words] + [f"{r0}{w}" for w in words if not w[0].isalpha()]
    return {"any": list(OrderedDict.fromkeys(out))}


def mph(st, key):
    return forms(row(st, key).wind_kmh / 1.609344, words=("mph", "miles"))


def knots(st, key):
    return forms(row(st, key).wind_kmh / 1.852, words=("kn", "kt", "knots", "nœuds", "noeuds", "nudos", "عقدة"))


def mps(st, key):
    return forms(row(st, key).wind_kmh / 3.6, words=("m/s",))


def fahrenheit(st, key):
    return forms(row(st, key).temperature_c * 9 / 5 + 32, words=("°F", "F", "degrees F", "Fahrenheit"))


def diff(st_a, st_b, key, field):
    a, b = (getattr(row(s_, key), field) if field != "fwi" else row(s_, key).codes["FWI"] for s_ in (st_a, st_b))
    d = round(abs(a - b), 1)
    s = f"{crew_facts._num(d)}"
    return {"any": list(OrderedDict.fromkeys([s, s.replace(".", ",")]))}


def window_rows(st, key, strict=True):
    days = days_of(key)
    rows = [TABLE[(st, d)] for d in days if (st, d) in TABLE]
    if strict:
        assert len(rows) == len(days), f"{st} {key}: a day of the window has no reading"
    return rows


FIELDS = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
          "fwi": lambda r: r.codes["FWI"]}


def count_above(st, key, field, thr, ge=False, below=False, strict=True):
    """Days of the window with field above (or at/above, or below) thr, from the station readings
    (strict: every day of the window must have its reading, so the count cannot depend on a missing row)."""
    rows = window_rows(st, key, strict)
    f = FIELDS[field]
    if below:
        return sum(f(r) < thr for r in rows)
    return sum((f(r) >= thr) if ge else (f(r) > thr) for r in rows)


def fwi_burned(st, key, thr):
    """[days of the window with FWI above thr, how many of those were fire days] from the fire record;
    checked against the station readings so both ways of counting agree."""
    days = days_of(key)
    hot = [FIRES[(st, d)][1] for d in days if (st, d) in FIRES and FIRES[(st, d)][0] > thr]
    assert len(hot) == count_above(st, key, "fwi", thr, strict=False), (st, key, thr)
    return [len(hot), sum(hot)]


def field_burned(st, key, field, thr):
    """[days of the window with field above thr, how many of those were fire days]."""
    rows = window_rows(st, key)
    hot = [FIRES[(st, r.date)][1] for r in rows if FIELDS[field](r) > thr]
    return [len(hot), sum(hot)]


def mean_forms(st, key, field):
    """The window's average at one decimal; for "the past week" also with the slack day before."""
    keys = [days_of(key)]
    if key == "lastweek":
        first = date.fromisoformat(keys[0][0]) - timedelta(days=1)
        keys.append([first.isoformat()] + keys[0])
    out = []
    for days in keys:
        m = statistics.mean(FIELDS[field](TABLE[(st, d)]) for d in days)
        out += [f"{m:.1f}", f"{m:.1f}".replace(".", ",")]
    return {"any": list(OrderedDict.fromkeys(out))}


def min_of(st, key, field):
    keys = [days_of(key)]
    if key == "lastweek":
        first = date.fromisoformat(keys[0][0]) - timedelta(days=1)
        keys.append([first.isoformat()] + keys[0])
    vals = sorted({crew_facts._num(min(FIELDS[field](TABLE[(st, d)]) for d in days)) for days in keys})
    return vals[0] if len(vals) == 1 else {"any": [str(v) for v in vals]}


def dist(metres):
    """A crew's rate times minutes, in m and km forms (French comma too)."""
    m = round(metres)
    km = m / 1000
    ks = f"{km:g}"
    out = [f"{m} m", f"{m}m", f"{m} متر", f"{ks} km", f"{ks}km", f"{ks.replace('.', ',')} km"]
    if km.is_integer():
        out += [f"{km:.1f} km", f"{km:.1f}".replace(".", ",") + " km"]
    if m >= 1000:
        out += [f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m:,} m".replace(",", ".")]
    return {"any": list(OrderedDict.fromkeys(out))}


def rate_min(m_per_min, minutes):
    return dist(m_per_min * minutes)


def rate_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# ---------------------------------------------------------------- helpers: documents

def _doc(name):
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


FWI_DOC, LCES_DOC, BUTTE_DOC = (_doc(n) for n in ("fire-weather-index-guide.md", "crew-safety-lces.md",
                                                   "butte-county-defensible-space.md"))


def grab(text, pattern, group=1):
    m = re.search(pattern, text)
    assert m, pattern
    return m.group(group)


def num_lit(s):
    return crew_facts._num(float(s))


CLASS_FROM = {w: num_lit(grab(FWI_DOC, rf"from ([\d.]+) {w}")) for w in ("low", "moderate", "high", "very high", "extreme")}
FFMC_EASY = num_lit(grab(FWI_DOC, r"above about (\d+) fine fuels ignite easily"))
LCES_WORDS = re.search(r"before it engages a fire: (\w+), (\w+), ([\w ]+?) and ([\w ]+?)\.", LCES_DOC).groups()
ZONE0_FT = int(grab(BUTTE_DOC, r"Zone 0 is the first (\d+) feet"))
ZONE1_TO_FT = int(grab(BUTTE_DOC, r"Zone 1 runs from \d+ to (\d+) feet"))
GRASS_IN = int(grab(BUTTE_DOC, r"maximum height of (\d+) inches"))
CHIMNEY_FT = int(grab(BUTTE_DOC, r"keep tree branches (\d+) feet from chimneys"))
BUI_RATES = grab(FWI_DOC, r"The Buildup Index \(BUI\) combines DMC and DC and rates the ([\w ]+?)\.")
ISI_RATES = grab(FWI_DOC, r"rates how fast a fire would (\w+)")
LOOKOUTS_WHEN = grab(LCES_DOC, r"lookouts are (posted early)")
WATCH_DOWNHILL = grab(LCES_DOC, r"builds line (downhill)")
WATCH_SPOTS = grab(LCES_DOC, r"when (spot fires) appear")
FWI_NAME = grab(FWI_DOC, r"The (Fire Weather Index) \(FWI\)")
FFMC_NAME = grab(FWI_DOC, r"The (Fine Fuel Moisture Code) \(FFMC\)")


def feet(n, extra=()):
    m = n * 0.3048
    out = [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم",
           f"{m:.1f} m", f"{m:.1f}".replace(".", ",") + " m"] + ([f"{round(m)} m"] if abs(m - round(m)) < 0.25 else [])
    return {"any": list(OrderedDict.fromkeys(out + list(extra)))}


def inches(n):
    cm = n * 2.54
    return {"any": [f"{n} inches", f"{n} inch", f"{n} in", f"{n} pouces", f"{n} pulgadas", f"{n} بوصات",
                    f"{cm:.1f} cm", f"{cm:.1f}".replace(".", ",") + " cm", f"{round(cm)} cm"]}


def lit(*words):
    return {"any": list(words)}


NAMES_FACT = [lit("bejaia"), lit("sidi bel abbes", "sidi-bel-abbes", "SBA")]

# ---------------------------------------------------------------- the questions

ITEMS = []       # template items
SESSIONS = []    # session turns


def q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, thr=None, h=None, fire=False, alt=None):
    stations = {None: None, "B": [B], "S": [S], "both": [B, S]}[st]
    ITEMS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "stations": stations,
                  "day": day, "facts": list(facts), "dec": dec, "thr": thr, "h": h, "fire": fire, "alt": alt})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FRAMES, DOCS_I, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---- current conditions
q("cc", "en", "temp at SBA rn?", [CC], "S", "now", ["t"])
q("cc", "en", "What's the relative humidity reading at Béjaïa today?", [CC], "B", "today", ["rh"])
q("cc", "en", "Dispatch to box: I need the wind speed for Sidi Bel Abbes from today's noon obs, in knots please.",
  [CC], "S", "today", ["ws", knots(S, "today")])
q("cc", "en", "how windy was it in bejaia yesterday, in mph", [CC], "B", "yesterday", ["ws", mph(B, "yesterday")])
q("cc", "en", "Did Béjaïa get any rain on 2012-08-14?", [CC], "B", "2012-08-14", ["rain"])
q("cc", "en", "Sidi-Bel-Abbès readings for 3 Aug: temp, RH, wind.", [CC], "S", "2012-08-03", ["t", "rh", "ws"])
q("cc", "en", "New volunteer here, sorry if this is a basic one. How hot is it at the Béjaïa station today, "
  "in Fahrenheit?", [CC], "B", "today", ["t", fahrenheit(B, "today")])
q("cc", "en", "Thermometer on our engine reads 27. What's the SBA station showing for today?", [CC], "S", "today", ["t"])
q("cc", "en", "wind in m/s at sidi bel abes day before yesterday", [CC], "S", "daybefore", ["ws", mps(S, "daybefore")])
q("cc", "en", "Humidity at Bejaia on the 26th? This month, I mean.", [CC], "B", "2012-09-26", ["rh"])
q("cc", "en", "Logistics here. Need yesterday's rainfall at both stations for the water plan.", [CC], "both",
  "yesterday", ["rain"])
q("cc", "en", "It's been spitting rain on and off down by the coast. What did the Béjaïa gauge catch today?",
  [CC], "B", "today", ["rain"])
q("cc", "en", "Conditions at SBA on 14-Aug?", [CC], "S", "2012-08-14", ["t", "rh", "ws"])
q("cc", "en", "gimme current wx + fwi bejaia", [CC, DG], "B", "now", ["t", "rh", "ws", "fwi"])
q("cc", "en", "How dry was the air at Sidi Bel Abbes on the 28th?", [CC], "S", "2012-09-28", ["rh"])
q("cc", "en", "IC to the box. Latest noon temperature and wind at Béjaïa, over.", [CC], "B", "now", ["t", "ws"])
q("cc", "fr", "Quelle température fait-il à Sidi Bel Abbès aujourd'hui ?", [CC], "S", "today", ["t"])
q("cc", "fr", "L'humidité relative à Béjaïa hier, s'il vous plaît.", [CC], "B", "yesterday", ["rh"])
q("cc", "fr", "Le vent à SBA ce midi, ça donne combien en nœuds ?", [CC], "S", "today", ["ws", knots(S, "today")])
q("cc", "fr", "Notre hygromètre sur le camion affiche 60 %. Et la station de Béjaïa, elle indique quoi aujourd'hui ?",
  [CC], "B", "today", ["rh"])
q("cc", "fr", "Il est tombé combien de pluie à Sidi-Bel-Abbès le 27 septembre ?", [CC], "S", "2012-09-27", ["rain"])
q("cc", "fr", "Sors-moi les relevés de Béjaïa du 3 août : température, humidité et vent, et le FWI du jour avec.",
  [CC, DG], "B", "2012-08-03", ["t", "rh", "ws", "fwi"])
q("cc", "fr", "Vitesse du vent à Bejaia avant-hier, en m/s ?", [CC], "B", "daybefore", ["ws", mps(B, "daybefore")])
q("cc", "es", "¿Qué temperatura marca Béjaïa ahora mismo?", [CC], "B", "now", ["t"])
q("cc", "es", "La humedad de Sidi Bel Abbes de ayer, porfa.", [CC], "S", "yesterday", ["rh"])
q("cc", "es", "¿Cuánto viento hubo en SBA el 14 de agosto? En millas por hora si puedes.", [CC], "S", "2012-08-14",
  ["ws", mph(S, "2012-08-14")])
q("cc", "es", "¿Llovió en Bejaia anteayer? ¿Y cómo quedó el FWI?", [CC, DG], "B", "daybefore", ["rain", "fwi"])
q("cc", "es", "En el camión marcamos 26 grados. ¿Y qué dice la estación de Sidi Bel Abbès hoy?", [CC], "S", "today", ["t"])
q("cc", "ar", "قداش الحرارة في سيدي بلعباس اليوم؟", [CC], "S", "today", ["t"])
q("cc", "ar", "ما هي نسبة الرطوبة المسجلة في بجاية أمس؟", [CC], "B", "yesterday", ["rh"])
q("cc", "ar", "شحال الريح في بجاية دروك؟", [CC], "B", "now", ["ws"])
q("cc", "ar", "هل نزل المطر في سيدي بلعباس يوم 27 سبتمبر؟", [CC], "S", "2012-09-27", ["rain"])
q("cc", "ar", "عطيني القراءات تاع بجاية نهار 14 أوت: الحرارة والرطوبة والريح، ومؤشر FWI زيدو", [CC, DG], "B", "2012-08-14",
  ["t", "rh", "ws", "fwi"])
q("cc", "ar", "سرعة الرياح في سيدي بلعباس أول أمس بالعقدة من فضلك", [CC], "S", "daybefore", ["ws", knots(S, "daybefore")])
q("cc", "ar", "عندنا في الشاحنة 25 درجة، واش تقول محطة بجاية اليوم؟", [CC], "B", "today", ["t"])
q("cc", "ar", "كم كانت درجة الحرارة في سيدي بلعباس يوم 3/8؟", [CC], "S", "2012-08-03", ["t"])

# ---- danger
q("danger", "en", "FWI at SBA right now?", [DG], "S", "now", ["fwi", "class"])
q("danger", "en", "What danger class is Béjaïa sitting in today?", [DG], "B", "today", ["class", "fwi"])
q("danger", "en", "ISI for Sidi Bel Abbes yesterday?", [DG], "S", "yesterday", [code(S, "yesterday", "ISI")])
q("danger", "en", "bejaia bui today", [DG], "B", "today", [code(B, "today", "BUI")])
q("danger", "en", "What was the fire weather index at Béjaïa on the 14th of August?", [DG], "B", "2012-08-14",
  ["fwi", "class"])
q("danger", "en", "Drought Code at SBA on 2012-08-03 — is that a lot?", [DG], "S", "2012-08-03", [code(S, "2012-08-03", "DC")])
q("danger", "en", "FBAN request: FFMC and DMC for Béjaïa, 28 Sept.", [DG], "B", "2012-09-28",
  [code(B, "2012-09-28", "FFMC"), code(B, "2012-09-28", "DMC")])
q("danger", "en", "Guys say the grass out by SBA is cured and crunchy underfoot. What's the FFMC there today?",
  [DG], "S", "today", [code(S, "today", "FFMC")])
q("danger", "en", "how bad is fire danger at sidi belabbes today", [DG], "S", "today", ["class", "fwi"])
q("danger", "en", "Danger rating for Bejaia yesterday pls, and was it a fire day?", [DG, ANA], "B", "yesterday",
  ["class", "fwi"], fire=True, alt=[[DG, SUM]])
q("danger", "en", "Where was the FWI at Sidi-Bel Abbès the day before yesterday?", [DG], "S", "daybefore", ["fwi"])
q("danger", "en", "Is Béjaïa in high class or worse today, yes or no?", [DG], "B", "today", ["class", "fwi"])
q("danger", "en", "Full set of FWI system codes for SBA, 14-Aug, please — FFMC through FWI.", [DG], "S", "2012-08-14",
  [code(S, "2012-08-14", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
q("danger", "fr", "Quel est l'indice FWI à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi", "class"])
q("danger", "fr", "Niveau de danger à Sidi Bel Abbès hier ?", [DG], "S", "yesterday", ["fwi"])
q("danger", "fr", "L'ISI de SBA le 3 août, vous l'avez ?", [DG], "S", "2012-08-03", [code(S, "2012-08-03", "ISI")])
q("danger", "fr", "Le FWI était à combien à Bejaia avant-hier ?", [DG], "B", "daybefore", ["fwi"])
q("danger", "fr", "On sait qu'il a plu un peu à Béjaïa ce matin. Est-ce que le danger est retombé là-bas ?",
  [DG], "B", "today", ["fwi"])
q("danger", "fr", "Code sécheresse (DC) et BUI pour Sidi-Bel-Abbès, le 14 août.", [DG], "S", "2012-08-14",
  [code(S, "2012-08-14", "DC"), code(S, "2012-08-14", "BUI")])
q("danger", "es", "¿Cuál es el FWI en Sidi Bel Abbes hoy?", [DG], "S", "today", ["fwi"])
q("danger", "es", "¿Qué nivel de peligro hubo en Bejaia ayer, y cuánto llovió?", [DG, CC], "B", "yesterday", ["fwi", "rain"])
q("danger", "es", "Índice de propagación inicial (ISI) de Béjaïa, 14 de agosto.", [DG], "B", "2012-08-14",
  [code(B, "2012-08-14", "ISI")])
q("danger", "es", "peligro incendio SBA ahora", [DG], "S", "now", ["fwi"])
q("danger", "es", "Ya sé que ayer el FWI de SBA estaba por debajo de 1. ¿Y hoy cómo está?", [DG], "S", "today", ["fwi"])
q("danger", "ar", "شنو هو مؤشر FWI في بجاية اليوم؟", [DG], "B", "today", ["fwi"])
q("danger", "ar", "ما هي درجة خطر الحرائق في سيدي بلعباس الآن؟", [DG], "S", "now", ["fwi"])
q("danger", "ar", "قداش كان FWI في سيدي بلعباس نهار 14 أوت؟", [DG], "S", "2012-08-14", ["fwi"])
q("danger", "ar", "مؤشر ISI في بجاية أمس؟", [DG], "B", "yesterday", [code(B, "yesterday", "ISI")])
q("danger", "ar", "الخطر في بلعباس اليوم عالي ولا لا؟", [DG], "S", "today", ["fwi"])
q("danger", "ar", "أعطني قيمة FFMC و DMC لبجاية يوم 3 أوت", [DG], "B", "2012-08-03",
  [code(B, "2012-08-03", "FFMC"), code(B, "2012-08-03", "DMC")])

# ---- compare stations
q("cmp", "en", "Which station is worse off today, Béjaïa or SBA?", [CMP], "both", "today", ["fwi"])
q("cmp", "en", "Which one's hotter right now, Bejaia or Sidi Bel Abbes?", [CMP], "both", "now", ["t"])
q("cmp", "en", "How much drier was SBA than Béjaïa yesterday?", [CMP], "both", "yesterday", ["rh", diff(B, S, "yesterday", "rh_pct")])
q("cmp", "en", "Compare the FWI at the two stations on 14 August. By how much does one beat the other?", [CMP],
  "both", "2012-08-14", ["fwi", diff(B, S, "2012-08-14", "fwi")])
q("cmp", "en", "where's the wind stronger today, the coastal station or the inland one?", [CMP], "both", "today", ["ws"])
q("cmp", "en", "Of our two stations, which had the higher danger class on 2012-08-03?", [CMP], "both", "2012-08-03",
  ["fwi", "class"])
q("cmp", "en", "side by side pls: temp rh wind, bejaia vs sba, today", [CMP], "both", "today", ["t", "rh", "ws"],
  alt=[[CMP, CC]])
q("cmp", "en", "Which station got more rain on the 27th?", [CMP], "both", "2012-09-27", ["rain"])
q("cmp", "fr", "Entre Béjaïa et Sidi Bel Abbès, laquelle est la plus exposée aujourd'hui ?", [CMP], "both", "today", ["fwi"])
q("cmp", "fr", "Quel écart de température entre les deux stations hier ?", [CMP], "both", "yesterday",
  ["t", diff(B, S, "yesterday", "temperature_c")])
q("cmp", "fr", "Où le vent soufflait-il le plus fort le 28 septembre, à Bejaia ou à SBA ?", [CMP], "both", "2012-09-28", ["ws"])
q("cmp", "fr", "Comparez-moi le FWI des deux stations le 3 août.", [CMP], "both", "2012-08-03", ["fwi"])
q("cmp", "es", "¿Cuál de las dos estaciones está peor hoy, y qué temperatura tiene cada una?", [CMP, CC], "both", "today",
  ["fwi", "t"])
q("cmp", "es", "¿Dónde hizo más calor el 14 de agosto, en Béjaïa o en Sidi Bel Abbes? ¿Por cuántos grados?", [CMP],
  "both", "2012-08-14", ["t", diff(B, S, "2012-08-14", "temperature_c")])
q("cmp", "es", "Compárame la humedad de SBA y de Bejaia de ayer", [CMP], "both", "yesterday", ["rh"])
q("cmp", "ar", "شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], "both", "today", ["fwi"])
q("cmp", "ar", "أي المحطتين كانت أكثر حرارة أمس؟ وقداش كان الخطر في كل وحدة؟", [CMP, DG], "both", "yesterday", ["t", "fwi"])
q("cmp", "ar", "قارن لي الرطوبة بين بجاية وسيدي بلعباس نهار 3 أوت", [CMP], "both", "2012-08-03", ["rh"])
q("cmp", "ar", "بقداش FWI تاع سيدي بلعباس فايت تاع بجاية نهار 14 أوت؟", [CMP], "both", "2012-08-14",
  ["fwi", diff(B, S, "2012-08-14", "fwi")])

# ---- summary (windows, thresholds, fire-day counts)
q("sum", "en", "Highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
q("sum", "en", "Hottest it got at Béjaïa in July — how many degrees?", [SUM], "B", "jul", ["maxt"])
q("sum", "en", "How many days above 35 °C did Sidi Bel Abbes have in August?", [SUM], "S", "aug",
  [count_above(S, "aug", "t", 35)])
q("sum", "en", "bejaia — number of days over 30 degrees in june?", [SUM], "B", "jun", [count_above(B, "jun", "t", 30)])
q("sum", "en", "How many fire days did Béjaïa log in September?", [SUM], "B", "sep", ["fires"], fire=True)
q("sum", "en", "Average temperature at SBA over the past week?", [SUM], "S", "lastweek", [mean_forms(S, "lastweek", "t")])
q("sum", "en", "Peak FWI over the last three days at Béjaïa?", [SUM], "B", "last3d", ["maxfwi"])
q("sum", "en", "Lowest humidity Sidi Bel Abbes recorded in August?", [SUM], "S", "aug", [min_of(S, "aug", "rh")])
q("sum", "en", "How many days in August did SBA's FWI go over 20?", [SUM], "S", "aug", [count_above(S, "aug", "fwi", 20)])
q("sum", "en", "Since Tuesday at Bejaia, which way is the FWI trending, and what was its high?", [SUM], "B",
  "since-tue", ["maxfwi"])
q("sum", "en", "Between 1 and 10 September, what was the top temperature at SBA?", [SUM], "S", "sep1-10", ["maxt"])
q("sum", "en", "Putting the season report together. How many July days did Béjaïa reach 35 or more?", [SUM], "B", "jul",
  [count_above(B, "jul", "t", 35, ge=True)])
q("sum", "en", "days w/ wind above 15 kmh at sba in sept?", [SUM], "S", "sep", [count_above(S, "sep", "ws", 15)])
q("sum", "fr", "Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", [SUM], "B", "aug", [count_above(B, "aug", "t", 35)])
q("sum", "fr", "FWI maximal à Béjaïa du 20 au 31 août ?", [SUM], "B", "aug-late", ["maxfwi"])
q("sum", "fr", "Combien de jours de feu à SBA en juin ?", [SUM], "S", "jun", ["fires"], fire=True)
q("sum", "fr", "Température moyenne à Bejaia sur les sept derniers jours ?", [SUM], "B", "lastweek",
  [mean_forms(B, "lastweek", "t")])
q("sum", "fr", "Sur les trois derniers jours, quelle a été la plus forte chaleur à Sidi-Bel-Abbès ?", [SUM], "S",
  "last3d", ["maxt"])
q("sum", "fr", "Nombre de jours où l'humidité est passée sous les 40 % à SBA en août ?", [SUM], "S", "aug",
  [count_above(S, "aug", "rh", 40, below=True)])
q("sum", "es", "¿Cuántos días pasó el FWI de 15 en Béjaïa en agosto?", [SUM], "B", "aug", [count_above(B, "aug", "fwi", 15)])
q("sum", "es", "Máxima de temperatura en SBA en junio", [SUM], "S", "jun", ["maxt"])
q("sum", "es", "¿Cuántos días con fuego tuvo Sidi Bel Abbes en agosto?", [SUM], "S", "aug", ["fires"], fire=True)
q("sum", "es", "La humedad más baja de Bejaia en la última semana", [SUM], "B", "lastweek", [min_of(B, "lastweek", "rh")])
q("sum", "es", "¿Días por encima de 38 grados en SBA en agosto?", [SUM], "S", "aug", [count_above(S, "aug", "t", 38)])
q("sum", "ar", "قداش من نهار فاتت فيه الحرارة 35 درجة في سيدي بلعباس في أوت؟", [SUM], "S", "aug",
  [count_above(S, "aug", "t", 35)])
q("sum", "ar", "أعلى قيمة FWI في بجاية في أوت؟", [SUM], "B", "aug", ["maxfwi"])
q("sum", "ar", "كم يوم حريق سجلت بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], fire=True)
q("sum", "ar", "متوسط الحرارة في بلعباس خلال الأسبوع الماضي", [SUM], "S", "lastweek", [mean_forms(S, "lastweek", "t")])
q("sum", "ar", "شحال من يوم كان فيه FWI فوق 10 في بجاية في جوان؟", [SUM], "B", "jun", [count_above(B, "jun", "fwi", 10)])
q("sum", "ar", "أقصى حرارة في بجاية منذ الثلاثاء", [SUM], "B", "since-tue", ["maxt"])

# ---- analogs (past fire days), with window thresholds computed here
q("ana", "en", "Of all the days on record at SBA with FWI above 20, how many had a fire?", [ANA], "S", "all",
  ["fires_fwi_gt"], thr=20, fire=True)
q("ana", "en", "In August at Béjaïa, how many days had FWI over 3, and how many of those burned?", [SUM, ANA], "B", "aug",
  fwi_burned(B, "aug", 3), fire=True)
q("ana", "en", "Did days like today at Sidi Bel Abbes end up with fires in the past?", [ANA], "S", "today", [], fire=True)
q("ana", "en", "Historically at Bejaia, when the FWI topped 15, what share of those days caught fire?", [ANA], "B", "all",
  ["fires_fwi_gt"], thr=15, fire=True)
q("ana", "en", "sba june: days fwi > 1 and how many were fire days", [SUM, ANA], "S", "jun", fwi_burned(S, "jun", 1), fire=True)
q("ana", "en", "Was the 14th of August a fire day at Béjaïa? I remember it being a hot one.", [ANA], "B", "2012-08-14",
  [], fire=True, alt=[[SUM]])
q("ana", "en", "When FWI ran above 30 at SBA, did it always burn?", [ANA], "S", "all", ["fires_fwi_gt"], thr=30, fire=True)
q("ana", "en", "September at SBA: count the days warmer than 30 degrees, then tell me how many of them were fire days.",
  [SUM, ANA], "S", "sep", field_burned(S, "sep", "t", 30), fire=True)
q("ana", "en", "Past days with danger like today's at Béjaïa — did any of them see fire?", [ANA], "B", "today", [], fire=True)
q("ana", "fr", "Parmi les jours où le FWI dépassait 20 à Béjaïa, combien ont connu un incendie ?", [ANA], "B", "all",
  ["fires_fwi_gt"], thr=20, fire=True)
q("ana", "fr", "En août à Sidi Bel Abbès, combien de jours avec un FWI supérieur à 20, et combien de ceux-là ont brûlé ?",
  [SUM, ANA], "S", "aug", fwi_burned(S, "aug", 20), fire=True)
q("ana", "fr", "Les journées comme aujourd'hui à SBA, ça a déjà donné des feux ?", [ANA], "S", "today", [], fire=True)
q("ana", "fr", "En juin à Béjaïa : les jours à plus de 30 °C, et parmi eux combien de feux ?", [SUM, ANA], "B", "jun",
  field_burned(B, "jun", "t", 30), fire=True)
q("ana", "fr", "Sur tout l'historique de Sidi-Bel-Abbès, FWI au-dessus de 3 : combien de jours de feu sur le total ?",
  [ANA], "S", "all", ["fires_fwi_gt"], thr=3, fire=True)
q("ana", "es", "De los días con FWI por encima de 15 en Sidi Bel Abbes, ¿cuántos tuvieron incendio?", [ANA], "S", "all",
  ["fires_fwi_gt"], thr=15, fire=True)
q("ana", "es", "En agosto en Béjaïa, ¿cuántos días superaron los 35 grados y en cuántos de ellos hubo fuego?", [SUM, ANA],
  "B", "aug", field_burned(B, "aug", "t", 35), fire=True)
q("ana", "es", "¿Días parecidos a hoy en Bejaia acabaron en incendio alguna vez?", [ANA], "B", "today", [], fire=True)
q("ana", "es", "SBA, septiembre: días con FWI mayor que 2, y de esos, ¿cuántos ardieron?", [SUM, ANA], "S", "sep",
  fwi_burned(S, "sep", 2), fire=True)
q("ana", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، قداش منها صار فيها حريق؟", [ANA], "S", "all",
  ["fires_fwi_gt"], thr=20, fire=True)
q("ana", "ar", "في أوت في بجاية، كم يوما تجاوز فيها مؤشر FWI قيمة 20، وكم منها شهد حريقا؟", [SUM, ANA], "B", "aug",
  fwi_burned(B, "aug", 20), fire=True)
q("ana", "ar", "الأيام اللي كيما اليوم في بجاية، شعلت فيها النار من قبل؟", [ANA], "B", "today", [], fire=True)
q("ana", "ar", "في جوان في سيدي بلعباس، كم يوم فاتت فيه الحرارة 33 درجة وكم واحد منهم كان فيه حريق؟", [SUM, ANA], "S",
  "jun", field_burned(S, "jun", "t", 33), fire=True)
q("ana", "ar", "هل كان يوم 3 أوت يوم حريق في سيدي بلعباس؟", [ANA], "S", "2012-08-03", [], fire=True, alt=[[SUM]])

# ---- drift (the crew's rate x minutes, or the box's own estimate)
q("drift", "en", "Head's moving about 25 m a minute. How far does it go in 20 minutes?", [DRIFT], h=20,
  facts=["=drift", rate_min(25, 20)])
q("drift", "en", "ROS 40 m/min, dozer ETA 35 min. How much ground will the head have covered?", [DRIFT], h=35,
  facts=["=drift", rate_min(40, 35)])
q("drift", "en", "If it's running at 1.8 km/h, what distance after 50 minutes?", [DRIFT], h=50,
  facts=["=drift", rate_kmh(1.8, 50)])
q("drift", "en", "How far does the fire head drift while you're still working out your answer?", [DRIFT], facts=["=drift"])
q("drift", "en", "we clocked the flank at 12 m per min, whats that over an hour and a half", [DRIFT], h=90,
  facts=["=drift", rate_min(12, 90)])
q("drift", "en", "Analyst here. Assume a 3 km/h rate of spread and 25 minutes of travel for the engines. "
  "Displacement of the head by arrival?", [DRIFT], h=25, facts=["=drift", rate_kmh(3, 25)])
q("drift", "en", "Lookout calls the spread at roughly 60 metres a minute. How many metres on will the head be in 15 min?",
  [DRIFT], h=15, facts=["=drift", rate_min(60, 15)])
q("drift", "fr", "Le front avance à 30 m par minute. Quelle distance en 40 minutes ?", [DRIFT], h=40,
  facts=["=drift", rate_min(30, 40)])
q("drift", "fr", "À 2,4 km/h, combien de chemin fait la tête du feu en un quart d'heure ?", [DRIFT], h=15,
  facts=["=drift", rate_kmh(2.4, 15)])
q("drift", "fr", "De combien le feu se sera-t-il déplacé le temps que ta réponse arrive ?", [DRIFT], facts=["=drift"])
q("drift", "es", "El frente avanza 20 metros por minuto. ¿Cuánto recorre en 45 minutos?", [DRIFT], h=45,
  facts=["=drift", rate_min(20, 45)])
q("drift", "es", "Velocidad de propagación de 1,2 km/h: ¿qué distancia en media hora?", [DRIFT], h=30,
  facts=["=drift", rate_kmh(1.2, 30)])
q("drift", "es", "¿Cuánto se desplaza la cabeza del incendio mientras el sistema contesta?", [DRIFT], facts=["=drift"])
q("drift", "ar", "النار تمشي 35 متر في الدقيقة، قداش تقطع في 20 دقيقة؟", [DRIFT], h=20, facts=["=drift", rate_min(35, 20)])
q("drift", "ar", "إذا كانت سرعة انتشار النار 1.5 كم في الساعة، ما المسافة التي يقطعها رأس الحريق خلال 40 دقيقة؟",
  [DRIFT], h=40, facts=["=drift", rate_kmh(1.5, 40)])
q("drift", "ar", "قداش تتحرك النار في الوقت اللي تجاوبني فيه؟", [DRIFT], facts=["=drift"])

# ---- spread (distance served, direction unknown: crew_build makes it warn)
q("spread", "en", "Where will the front be in 30 minutes?", [SPREAD], h=30, facts=["=spread"])
q("spread", "en", "Project the head position an hour out from the drone detection.", [SPREAD], h=60, facts=["=spread"])
q("spread", "en", "If nothing stops it, where's this fire in 2 hours, and which way is it heading?", [SPREAD], h=120,
  facts=["=spread"])
q("spread", "en", "front location when our dozer gets there, ETA 45 min", [SPREAD], h=45, facts=["=spread"])
q("spread", "en", "Lookout reports the column leaning hard and the wind picking up. Where does the head end up in 20 min?",
  [SPREAD], h=20, facts=["=spread"])
q("spread", "fr", "Où sera le front dans une heure ?", [SPREAD], h=60, facts=["=spread"])
q("spread", "fr", "Projection de la tête du feu à 30 minutes, et dans quelle direction elle part ?", [SPREAD], h=30,
  facts=["=spread"])
q("spread", "fr", "Dans 90 minutes, le feu sera rendu où ?", [SPREAD], h=90, facts=["=spread"])
q("spread", "es", "¿Dónde estará el frente dentro de media hora?", [SPREAD], h=30, facts=["=spread"])
q("spread", "es", "Proyección del incendio a dos horas, por favor.", [SPREAD], h=120, facts=["=spread"])
q("spread", "ar", "وين يكون راس النار بعد ساعة؟", [SPREAD], h=60, facts=["=spread"])
q("spread", "ar", "إلى أين سيصل الحريق خلال 45 دقيقة؟", [SPREAD], h=45, facts=["=spread"])

# ---- frames
q("frames", "en", "What did the drone see?", [FRAMES], facts=["=frames"])
q("frames", "en", "Any smoke in today's drone imagery?", [FRAMES], facts=["=frames"])
q("frames", "en", "What time did the UAV first pick up the fire?", [FRAMES], facts=["=detection"])
q("frames", "en", "where exactly was the detection from the drone sortie", [FRAMES], facts=["=detection_place"])
q("frames", "en", "Did the bird catch any flames on its last pass?", [FRAMES], facts=["=frames"])
q("frames", "en", "Is the hotspot the drone found anywhere near Sidi Bel Abbes?", [FRAMES], "S", facts=["=detection_place"])
q("frames", "en", "Drone sortie rundown please: how many detections, at what time, and where?", [FRAMES],
  facts=["=frames", "=detection_place"])
q("frames", "fr", "Qu'est-ce que le drone a vu aujourd'hui ?", [FRAMES], facts=["=frames"])
q("frames", "fr", "À quelle heure le drone a-t-il repéré la fumée ?", [FRAMES], facts=["=detection"])
q("frames", "fr", "Il est où, le départ de feu vu par le drone, et il fait combien de chemin en 20 minutes à 25 m/min ?",
  [FRAMES, DRIFT], h=20, facts=["=detection_place", rate_min(25, 20)])
q("frames", "es", "¿Qué detectó el dron?", [FRAMES], facts=["=frames"])
q("frames", "es", "¿A qué hora vio el dron el fuego, y qué peligro marca SBA ahora?", [FRAMES, DG], "S", "now",
  facts=["=detection", "fwi"])
q("frames", "es", "¿Dónde está el humo que captó el dron?", [FRAMES], facts=["=detection_place"])
q("frames", "ar", "واش شاف الدرون؟", [FRAMES], facts=["=frames"])
q("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الدخان؟", [FRAMES], facts=["=detection"])
q("frames", "ar", "وين كانت النار اللي صورها الدرون؟", [FRAMES], facts=["=detection_place"])

# ---- documents (facts parsed out of the shipped documents)
q("docs", "en", "How much defensible space does Butte County want around a structure?", [DOCS_I], facts=["=doc_defensible"])
q("docs", "en", "What does LCES stand for?", [DOCS_I], facts=[lit(w) for w in LCES_WORDS])
q("docs", "en", "At what FWI does the danger class flip to high?", [DOCS_I], facts=[CLASS_FROM["high"]])
q("docs", "en", "Above what FFMC do fine fuels catch easily, according to the guide?", [DOCS_I], facts=[FFMC_EASY])
q("docs", "en", "Zone 1 of defensible space: how far out from the house does it run?", [DOCS_I], facts=[feet(ZONE1_TO_FT)])
q("docs", "en", "When does the safety doc say we should pull back and re-assess? Give me the watch-out list.", [DOCS_I],
  facts=[lit(WATCH_DOWNHILL), lit(WATCH_SPOTS)])
q("docs", "en", "new guy q: what does the BUI actually measure", [DOCS_I], facts=[lit(BUI_RATES)])
q("docs", "en", "On high danger days, what does the safety guidance say about lookouts?", [DOCS_I], facts=[lit(LOOKOUTS_WHEN)])
q("docs", "fr", "Quelle largeur de débroussaillement le comté de Butte impose-t-il autour des bâtiments ?", [DOCS_I],
  facts=["=doc_defensible"])
q("docs", "fr", "D'après le guide, à partir de quel FWI on passe en danger très élevé ?", [DOCS_I],
  facts=[CLASS_FROM["very high"]])
q("docs", "fr", "Dans la zone 2, l'herbe doit être coupée à quelle hauteur maximum ?", [DOCS_I], facts=[inches(GRASS_IN)])
q("docs", "fr", "À quelle distance des cheminées faut-il garder les branches ?", [DOCS_I], facts=[feet(CHIMNEY_FT)])
q("docs", "es", "¿Cuánto espacio defendible exige el condado de Butte?", [DOCS_I], facts=["=doc_defensible"])
q("docs", "es", "Según la guía, ¿con qué FWI empieza el peligro extremo?", [DOCS_I], facts=[CLASS_FROM["extreme"]])
q("docs", "es", "¿A partir de qué FFMC prenden fácil los combustibles finos? ¿Y cuánto marca hoy Sidi Bel Abbes?",
  [DOCS_I, DG], "S", "today", facts=[FFMC_EASY, code(S, "today", "FFMC")])
q("docs", "ar", "شحال لازم مساحة دفاعية حول الدار في مقاطعة بوت؟", [DOCS_I], facts=["=doc_defensible"])
q("docs", "ar", "حسب الدليل، من أي قيمة FWI يصبح الخطر مرتفعا؟ وشحال راهو في بجاية اليوم؟", [DOCS_I, DG], "B", "today",
  facts=[CLASS_FROM["high"], "fwi"])
q("docs", "ar", "واش هي المنطقة 0 حول الدار وقداش عرضها؟", [DOCS_I], facts=[feet(ZONE0_FT)])

# ---- capabilities
q("cap", "en", "What can this box actually do for us?", [CAP])
q("cap", "en", "Which weather stations are you pulling readings from?", [CAP], facts=NAMES_FACT)
q("cap", "en", "What data have you got on board? Any satellite imagery?", [CAP])
q("cap", "en", "r u able to do fire spread projections?", [CAP])
q("cap", "fr", "Tu sais faire quoi, exactement ?", [CAP])
q("cap", "fr", "Tu as les données de quelles stations météo ?", [CAP], facts=NAMES_FACT)
q("cap", "es", "¿Qué datos tienes disponibles?", [CAP])
q("cap", "es", "¿Qué estaciones cubres?", [CAP], facts=NAMES_FACT)
q("cap", "ar", "واش يقدر يدير هاد الجهاز؟", [CAP])
q("cap", "ar", "ما هي المحطات التي تتوفر لديك بياناتها؟", [CAP])

# ---- photo (none is ever attached)
q("photo", "en", "Attached a pic of the smoke column — is that a new start?", [PHOTO])
q("photo", "en", "sending u a photo of the ridge now what do u see", [PHOTO])
q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux l'analyser ?", [PHOTO])
q("photo", "es", "Te adjunto una foto del humo, ¿qué opinas?", [PHOTO])
q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش فيها", [PHOTO])
q("photo", "ar", "أرفقت صورة للحريق، هل هو حريق جديد؟", [PHOTO])

# ---- out of scope alone
q("oos", "en", "Will the wind pick up at SBA this afternoon?", [OOS], "S", "today")
q("oos", "en", "FWI forecast for Béjaïa tomorrow?", [OOS], "B", "2012-10-01", alt=[[DG, OOS]])
q("oos", "en", "What's the fire danger in Oran right now?", [OOS], None, "now")
q("oos", "en", "Do you have any readings out of Tlemcen?", [OOS])
q("oos", "en", "Who won the football last night?", [OOS])
q("oos", "en", "What's road access like into the forest north of town?", [OOS])
q("oos", "fr", "Il va pleuvoir demain à Béjaïa ?", [OOS], "B", "2012-10-01", alt=[[CC, OOS]])
q("oos", "fr", "Quel temps fait-il à Alger ?", [OOS], None, "now")
q("oos", "fr", "Prévisions de vent pour la semaine prochaine ?", [OOS])
q("oos", "es", "¿Qué tiempo hará mañana en Sidi Bel Abbes?", [OOS], "S", "2012-10-01", alt=[[CC, OOS]])
q("oos", "es", "¿Dónde están posicionadas las otras brigadas ahora?", [OOS])
q("oos", "ar", "كيفاش يكون الطقس غدوة في بجاية؟", [OOS], "B", "2012-10-01", alt=[[CC, OOS]])
q("oos", "ar", "شحال الحرارة في وهران وفي سيدي بلعباس؟", [CC, OOS], "S", "now", ["t"])
q("oos", "ar", "واش من طريق نقدرو ندخلو بيها للغابة؟", [OOS])

# ---- refuse alone (orders)
q("refuse", "en", "Send an evacuation alert to the village now.", [REF], facts=["neg"])
q("refuse", "en", "Dispatch two more engines to the north flank.", [REF], facts=["neg"])
q("refuse", "en", "Delete the drone frames from today's sortie.", [REF], facts=["neg"])
q("refuse", "fr", "Envoie l'alerte à tous les camions.", [REF])
q("refuse", "fr", "Préviens la protection civile qu'on a besoin de renfort.", [REF])
q("refuse", "es", "Manda un aviso de evacuación a la aldea.", [REF])
q("refuse", "ar", "ابعث تنبيه للحماية المدنية دوك", [REF])
q("refuse", "ar", "امسح كل القراءات اللي عندك", [REF])

# ---- tactical (served only as the facts bearing on it: warn)
q("tact", "en", "Given conditions at SBA now, do we commit a hand crew to direct attack?", [TAC], "S", "now", ["class", "fwi"])
q("tact", "en", "Safe to leave one engine on its own at Béjaïa today?", [TAC], "B", "today", ["class", "fwi"])
q("tact", "en", "Do we pre-position crews at Sidi Bel Abbes today or can we stand down?", [TAC], "S", "today", ["fwi"])
q("tact", "en", "Humidity's dropping fast where we are. Should we pull back?", [TAC])
q("tact", "fr", "Vu le danger à Béjaïa aujourd'hui, on engage ou on attend ?", [TAC], "B", "today", ["fwi"])
q("tact", "fr", "Faut-il doubler les guetteurs à SBA aujourd'hui ?", [TAC], "S", "today", ["fwi"])
q("tact", "es", "¿Mandamos la brigada a Béjaïa hoy o esperamos?", [TAC], "B", "today", ["fwi"])
q("tact", "es", "Con este tiempo en SBA, ¿atacamos de frente?", [TAC], "S", "now", ["fwi"])
q("tact", "ar", "نطلعو للغابة في سيدي بلعباس اليوم ولا نستناو؟", [TAC], "S", "today", ["fwi"])
q("tact", "ar", "هل ننشر فرقة إضافية في بجاية اليوم؟", [TAC], "B", "today", ["fwi"])

# ---- several asks in one question (and hidden orders / out-of-scope parts)
q("multi", "en", "Temperature and FWI at SBA right now?", [CC, DG], "S", "now", ["t", "fwi"])
q("multi", "en", "What's the wind at Béjaïa today, and which way is it blowing?", [CC, OOS], "B", "today", ["ws"])
q("multi", "en", "FWI at SBA today — and what'll it be tomorrow?", [DG, OOS], "S", "today", ["fwi"])
q("multi", "en", "Give me Béjaïa's humidity, then push it to the dispatch board.", [CC, REF], "B", "now", ["rh", "neg"])
q("multi", "en", "What did the drone see, and where will that front be in half an hour?", [FRAMES, SPREAD], h=30,
  facts=["=frames", "=spread"])
q("multi", "en", "Drone got a hit at 12:25 north-east of SBA. What's the danger class at the SBA station now, and the wind?",
  [CC, DG], "S", "now", ["class", "ws"])
q("multi", "en", "Temp, RH and wind at both stations today, and which one's worse?", [CC, CMP], "both", "today",
  ["t", "rh", "ws", "fwi"])
q("multi", "en", "Top FWI at SBA in August, and of the August days above 25, how many burned?", [SUM, ANA], "S", "aug",
  ["maxfwi"] + fwi_burned(S, "aug", 25), fire=True)
q("multi", "en", "ISI at Béjaïa yesterday, and what does the ISI actually rate?", [DG, DOCS_I], "B", "yesterday",
  [code(B, "yesterday", "ISI"), lit(ISI_RATES)])
q("multi", "en", "What's the danger at SBA now, and is it safe to send the crew up the slope?", [DG, TAC], "S", "now",
  ["class", "fwi"])
q("multi", "en", "Where was the drone detection, and how far will it run in 20 min at 30 m/min?", [FRAMES, DRIFT], h=20,
  facts=["=detection_place", rate_min(30, 20)])
q("multi", "en", "Wind speed at SBA in mph, and the direction it's coming from?", [CC, OOS], "S", "now", ["ws", mph(S, "now")])
q("multi", "en", "What's the FWI in Béjaïa and in Oran today?", [DG, OOS], "B", "today", ["fwi"])
q("multi", "en", "Current wx at Sidi Bel Abbes plus the forecast for tonight", [CC, OOS], "S", "now", ["t", "rh", "ws"])
q("multi", "en", "Which stations do you have, and what's the FWI at each right now?", [CAP, DG], "both", "now",
  NAMES_FACT + ["fwi"],
  alt=[[CAP, CMP], [CAP, CMP, DG]])
q("multi", "en", "Danger class at Béjaïa today, and post it to the crews' channel.", [DG, REF], "B", "today", ["class", "neg"])
q("multi", "en", "Butte County's defensible space rule, and the current FWI class at SBA?", [DOCS_I, DG], "S", "now",
  ["=doc_defensible", "class"])
q("multi", "en", "Here's a photo from the ridge. What's the humidity at Béjaïa?", [CC, PHOTO], "B", "now", ["rh"])
q("multi", "en", "We know Béjaïa got rain this morning. What's the RH there now, and will it rain again tomorrow?",
  [CC, OOS], "B", "now", ["rh"])
q("multi", "en", "Drone saw smoke at 12:25 NE of SBA. If the head's doing 25 m/min, how far in 40 min? "
  "And what's the SBA wind right now?", [DRIFT, CC], "S", "now", [rate_min(25, 40), "ws"], h=40)
q("multi", "en", "What can you do with drone frames, and what did today's sortie show?", [CAP, FRAMES], facts=["=frames"])
q("multi", "en", "Photo attached from the lookout. Also, FWI at SBA?", [DG, PHOTO], "S", "now", ["fwi"])
q("multi", "en", "Hottest day at Béjaïa in August, and how many fire days that month?", [SUM], "B", "aug",
  ["maxt", "fires"], fire=True)
q("multi", "en", "RH at SBA today and which station is drier?", [CC, CMP], "both", "today", ["rh"],
  alt=[[CMP]])
q("multi", "en", "fwi + temp bejaia 14 aug, and was it a fire day", [CC, DG, ANA], "B", "2012-08-14", ["fwi", "t"],
  fire=True, alt=[[CC, DG, SUM]])
q("multi", "fr", "Température et humidité à SBA, plus le niveau de danger, s'il te plaît.", [CC, DG], "S", "now",
  ["t", "rh", "fwi"])
q("multi", "fr", "Le vent à Béjaïa aujourd'hui : vitesse et direction ?", [CC, OOS], "B", "today", ["ws"])
q("multi", "fr", "FWI à Sidi Bel Abbès aujourd'hui et demain ?", [DG, OOS], "S", "today", ["fwi"])
q("multi", "fr", "Donne-moi l'humidité à Béjaïa et transmets-la au PC.", [CC, REF], "B", "now", ["rh"])
q("multi", "fr", "Qu'a vu le drone, et où sera le feu dans une heure ?", [FRAMES, SPREAD], h=60, facts=["=frames", "=spread"])
q("multi", "fr", "Quelle station est la plus à risque aujourd'hui, et faut-il renforcer là-bas ?", [CMP, TAC], "both", "today",
  ["fwi"])
q("multi", "fr", "À SBA en août, combien de jours à FWI supérieur à 15, et parmi eux combien de jours de feu ?", [SUM, ANA],
  "S", "aug", fwi_burned(S, "aug", 15), fire=True)
q("multi", "fr", "Températures à Béjaïa et à Tlemcen hier ?", [CC, OOS], "B", "yesterday", ["t"])
q("multi", "fr", "Le guide fixe le seuil « élevé » du FWI à combien, et on en est où à SBA ?", [DOCS_I, DG], "S", "now",
  [CLASS_FROM["high"], "fwi"])
q("multi", "fr", "Vent et FWI à Bejaia hier ?", [CC, DG], "B", "yesterday", ["ws", "fwi"])
q("multi", "es", "¿Temperatura y FWI en Bejaia ahora?", [CC, DG], "B", "now", ["t", "fwi"])
q("multi", "es", "Viento en SBA hoy: velocidad y dirección, por favor.", [CC, OOS], "S", "today", ["ws"])
q("multi", "es", "Peligro hoy en Béjaïa y el pronóstico para mañana.", [DG, OOS], "B", "today", ["fwi"])
q("multi", "es", "Dame el FWI de Sidi Bel Abbes y avisa a todas las brigadas.", [DG, REF], "S", "now", ["fwi"])
q("multi", "es", "¿Qué vio el dron y hacia dónde avanzará el fuego en 45 minutos?", [FRAMES, SPREAD], h=45,
  facts=["=frames", "=spread"])
q("multi", "es", "¿Qué estación está peor ahora y conviene mandar refuerzos allí?", [CMP, TAC], "both", "now", ["fwi"])
q("multi", "es", "Humedad en Bejaia y en Orán hoy", [CC, OOS], "B", "today", ["rh"])
q("multi", "es", "Sabemos que el dron vio humo a las 12:25. ¿Cuánto avanza a 15 m por minuto en una hora, y qué humedad "
  "hay en SBA?", [DRIFT, CC], "S", "now", [rate_min(15, 60), "rh"], h=60)
q("multi", "ar", "الحرارة والرطوبة في سيدي بلعباس ومؤشر الخطر تاعها", [CC, DG], "S", "now", ["t", "rh", "fwi"])
q("multi", "ar", "الريح في بجاية اليوم، قداش سرعتها ومن وين جاية؟", [CC, OOS], "B", "today", ["ws"])
q("multi", "ar", "FWI في سيدي بلعباس اليوم وغدوة؟", [DG, OOS], "S", "today", ["fwi"])
q("multi", "ar", "أعطني درجة الخطر في بجاية وابعثها للفرق", [DG, REF], "B", "now", ["fwi"])
q("multi", "ar", "شنو شاف الدرون ووين توصل النار بعد نص ساعة؟", [FRAMES, SPREAD], h=30, facts=["=frames", "=spread"])
q("multi", "ar", "أي محطة أخطر اليوم؟ وهل نرسل تعزيزات؟", [CMP, TAC], "both", "today", ["fwi"])
q("multi", "ar", "الحرارة في بجاية وفي الجزائر العاصمة أمس", [CC, OOS], "B", "yesterday", ["t"])
q("multi", "ar", "في أوت في سيدي بلعباس: أعلى FWI، وقداش من نهار فات فيه 25، وشحال منهم تحرقو؟", [SUM, ANA], "S", "aug",
  ["maxfwi"] + fwi_burned(S, "aug", 25), fire=True)
q("multi", "ar", "صورت الدخان وبعثتلك التصويرة، وزيد قولي الرطوبة في بلعباس", [CC, PHOTO], "S", "now", ["rh"])
q("multi", "ar", "الرياح والحرارة في بجاية أمس؟", [CC], "B", "yesterday", ["ws", "t"])
q("multi", "ar", "شحال FWI في بجاية دروك، وواش نديرو نطلعو ولا لا؟", [DG, TAC], "B", "now", ["fwi"])

q("multi", "en", "Quick one for the briefing: FWI and danger class at both stations today, and which is worse?", [DG, CMP],
  "both", "today", ["fwi", "class"])
q("multi", "en", "Béjaïa today — RH, wind in knots, and what's the DMC?", [CC, DG], "B", "today",
  ["rh", "ws", knots(B, "today"), code(B, "today", "DMC")])
q("multi", "en", "SBA yesterday: temp in °F and the FWI.", [CC, DG], "S", "yesterday", ["t", fahrenheit(S, "yesterday"), "fwi"])
q("multi", "en", "August at Béjaïa: how many days had FWI over 12, how many of those burned, and what was the month's peak?",
  [SUM, ANA], "B", "aug", fwi_burned(B, "aug", 12) + ["maxfwi"], fire=True)
q("multi", "en", "Our belt weather kit reads 30 km/h on the line. What does the SBA station have for wind right now, and the ISI?",
  [CC, DG], "S", "now", ["ws", code(S, "now", "ISI")])
q("multi", "en", "Logistics: rainfall at Béjaïa yesterday, and is the drone still showing smoke?", [CC, FRAMES], "B", "yesterday",
  ["rain", "=frames"])
q("multi", "en", "What does the FWI guide say the Drought Code tracks, and what's SBA's DC today?", [DOCS_I, DG], "S", "today",
  [lit("slower-drying", "deeper"), code(S, "today", "DC")])
q("multi", "en", "Give me SBA's humidity today and text it to my sector boss.", [CC, REF], "S", "today", ["rh", "neg"])
q("multi", "en", "Danger at Bejaia right now, and where's the fire the drone spotted?", [DG, FRAMES], "B", "now",
  ["fwi", "=detection_place"])
q("multi", "en", "Weather at Béjaïa on 2012-09-27, and did it burn that day?", [CC, ANA], "B", "2012-09-27", ["t", "rh", "ws"],
  fire=True, alt=[[CC, SUM]])
q("multi", "en", "FBAN puts the spread at 50 m/min. How far in 30 min, and where does the head end up?", [DRIFT, SPREAD], h=30,
  facts=[rate_min(50, 30), "=spread"])
q("multi", "en", "What's the wind at Béjaïa in m/s, and is it coming out of the west?", [CC, OOS], "B", "now", ["ws", mps(B, "now")])
q("multi", "en", "Can the box read photos at all? And what's the RH at SBA?", [CAP, CC], "S", "now", ["rh"])
q("multi", "en", "Which station had more fire days in August, and how many each?", [CMP, SUM], "both", "aug", ["fires"], fire=True)
q("multi", "en", "Compare temps at SBA and Béjaïa on 3 Aug and tell me the FWI at each.", [CMP, DG], "both", "2012-08-03",
  ["t", "fwi"])
q("multi", "en", "What's the FFMC at SBA today, and do we need to worry about spot fires?", [DG, TAC], "S", "today",
  [code(S, "today", "FFMC")])
q("multi", "en", "Wipe yesterday's Béjaïa readings and tell me today's temperature there.", [CC, REF], "B", "today", ["t", "neg"])
q("multi", "en", "How far does the head run in 10 minutes at 45 m/min, and is there a drone frame showing it?", [DRIFT, FRAMES],
  h=10, facts=[rate_min(45, 10), "=frames"])

# ---- a place near a station but not at it (warn)
q("near", "en", "What's the wind doing on the ridge above Béjaïa right now?", [CC], "B", "now", ["ws"], dec="warn")
q("near", "en", "FWI 10 km south of SBA?", [DG], "S", "now", ["fwi"], dec="warn")
q("near", "en", "Humidity out at the forest edge, maybe 15 km east of Sidi Bel Abbes, today?", [CC], "S", "today", ["rh"],
  dec="warn")
q("near", "en", "danger class up in Gouraya park just outside bejaia", [DG], "B", "now", ["class", "fwi"], dec="warn")
q("near", "fr", "Quelle température sur les hauteurs au-dessus de Béjaïa aujourd'hui ?", [CC], "B", "today", ["t"], dec="warn")
q("near", "fr", "Le danger à 20 km au nord de Sidi Bel Abbès ?", [DG], "S", "now", ["fwi"], dec="warn")
q("near", "es", "¿Qué humedad hay en la sierra, a unos 10 km de Bejaia?", [CC], "B", "now", ["rh"], dec="warn")
q("near", "es", "Peligro en las afueras de SBA, unos 5 km al oeste", [DG], "S", "now", ["fwi"], dec="warn")
q("near", "ar", "قداش الريح فوق الجبل اللي قريب من بجاية؟", [CC], "B", "now", ["ws"], dec="warn")
q("near", "ar", "ما هو مستوى الخطر على بعد 15 كم من سيدي بلعباس؟", [DG], "S", "now", ["fwi"], dec="warn")
q("near", "en", "Temp and FWI at the quarry 8 km out of SBA, and which way's the wind going there?", [CC, DG, OOS], "S",
  "now", ["t", "fwi"], dec="warn")

# ---- a reading at an hour other than noon (warn)
q("hour", "en", "Temp at SBA at 6 am today?", [CC], "S", "today", ["t"], dec="warn")
q("hour", "en", "What was the humidity at Béjaïa at 6 pm yesterday?", [CC], "B", "yesterday", ["rh"], dec="warn")
q("hour", "en", "FWI at Sidi Bel Abbes at 0300 this morning", [DG], "S", "today", ["fwi"], dec="warn")
q("hour", "fr", "Le vent à Béjaïa à 17 h hier ?", [CC], "B", "yesterday", ["ws"], dec="warn")
q("hour", "fr", "Température à SBA ce matin à 8 heures ?", [CC], "S", "today", ["t"], dec="warn")
q("hour", "es", "¿Qué humedad había en Sidi Bel Abbes a las 7 de la mañana de ayer?", [CC], "S", "yesterday", ["rh"], dec="warn")
q("hour", "ar", "قداش كانت الحرارة في بجاية على الساعة 6 تاع الصباح اليوم؟", [CC], "B", "today", ["t"], dec="warn")
q("hour", "ar", "الرطوبة في سيدي بلعباس البارح على 9 تاع الليل", [CC], "S", "yesterday", ["rh"], dec="warn")

# ---- days with no reading (abstain by crew_build)
q("nodata", "en", "FWI at Béjaïa on 20 May 2012?", [DG], "B", "2012-05-20", ["fwi"])
q("nodata", "en", "Temperature at SBA on 2011-08-14?", [CC], "S", "2011-08-14", ["t"])
q("nodata", "en", "Weather at Sidi Bel Abbes on 14 July 2012?", [CC], "S", "2012-07-14", ["t", "rh", "ws"])
q("nodata", "fr", "Les relevés de Béjaïa le 15 mai 2012 ?", [CC], "B", "2012-05-15", ["t", "rh", "ws"])
q("nodata", "fr", "FWI à SBA le 1er avril 2012 ?", [DG], "S", "2012-04-01", ["fwi"])
q("nodata", "es", "¿Temperatura en Bejaia el 10 de mayo de 2012?", [CC], "B", "2012-05-10", ["t"])
q("nodata", "ar", "شحال كانت الحرارة في بجاية يوم 20 ماي 2012؟", [CC], "B", "2012-05-20", ["t"])
q("nodata", "ar", "مؤشر الخطر في سيدي بلعباس يوم 5 أفريل 2012", [DG], "S", "2012-04-05", ["fwi"])


# ---------------------------------------------------------------- sessions

def turn(sid, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, fire=False, alt=None):
    stations = {None: None, "B": [B], "S": [S], "both": [B, S]}[st]
    n = sum(1 for r in SESSIONS if r["session"] == f"{NAME}s{sid:02d}") + 1
    r = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": list(intents), "stations": stations,
         "when": when, "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fire:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


# s01 EN: danger, station switch, why, then a fresh unrelated question
turn(1, "en", "What's the FWI at Sidi Bel Abbes right now?", [DG], "S", "now", ["fwi", "class"])
turn(1, "en", "and the other one?", [DG], "B", "now", ["fwi", "class"])
turn(1, "en", "why's it so low over there?", [EXP], "B", "now", ["rh", "rain"])
turn(1, "en", "Unrelated: what does the Butte County doc say about defensible space?", [DOCS_I], facts=["=doc_defensible"])
# s02 FR
turn(2, "fr", "Les relevés de Béjaïa aujourd'hui ?", [CC], "B", "today", ["t", "rh", "ws"])
turn(2, "fr", "Et l'autre station ?", [CC], "S", "today", ["t", "rh", "ws"])
turn(2, "fr", "Et hier, là-bas ?", [CC], "S", "yesterday", ["t", "rh", "ws"])
turn(2, "fr", "Pourquoi le FWI reste aussi bas malgré le vent ?", [EXP], "S", "yesterday", ["rh"])
# s03 ES: summary, station switch, threshold + burned, fresh question
turn(3, "es", "¿Cuál fue el FWI máximo en Bejaia en agosto?", [SUM], "B", "aug", ["maxfwi"])
turn(3, "es", "¿Y en la otra?", [SUM], "S", "aug", ["maxfwi"])
turn(3, "es", "Ahí mismo, en agosto: ¿cuántos días pasaron de 20 de FWI y cuántos de esos ardieron?", [SUM, ANA], "S", "aug",
     fwi_burned(S, "aug", 20), fire=True)
turn(3, "es", "Cambio de tema: ¿qué vio hoy el dron?", [FRAMES], facts=["=frames"])
# s04 AR
turn(4, "ar", "شحال الحرارة في بجاية اليوم؟", [CC], "B", "today", ["t"])
turn(4, "ar", "والمحطة الأخرى؟", [CC], "S", "today", ["t"])
turn(4, "ar", "ولماذا الرطوبة مرتفعة هناك؟", [EXP], "S", "today", ["rh"])
turn(4, "ar", "سؤال آخر: قداش تقطع النار في 25 دقيقة إذا كانت تمشي 40 متر في الدقيقة؟", [DRIFT], facts=["=drift", rate_min(40, 25)],
     h=25)
# s05 EN: drone operations
turn(5, "en", "What did the drone pick up today?", [FRAMES], facts=["=frames"])
turn(5, "en", "Where exactly?", [FRAMES], facts=["=detection_place"])
turn(5, "en", "OK, lookout puts the head at 20 m/min. How far does it get in 45 minutes?", [DRIFT],
     facts=["=drift", rate_min(20, 45)], h=45)
turn(5, "en", "And where will the front be by then?", [SPREAD], facts=["=spread"], h=45)
turn(5, "en", "What's the danger class at SBA right now?", [DG], "S", "now", ["class", "fwi"])
# s06 EN -> FR -> EN
turn(6, "en", "Humidity at Béjaïa yesterday?", [CC], "B", "yesterday", ["rh"])
turn(6, "fr", "Et à Sidi Bel Abbès ?", [CC], "S", "yesterday", ["rh"])
turn(6, "fr", "Et le vent là-bas, en nœuds ?", [CC], "S", "yesterday", ["ws", knots(S, "yesterday")])
turn(6, "en", "back in english: which station was windier yesterday?", [CMP], "both", "yesterday", ["ws"])
# s07 EN analyst: threshold counts, burned, the other station, then a hidden order
turn(7, "en", "How many days did SBA's FWI exceed 20 in August?", [SUM], "S", "aug", [count_above(S, "aug", "fwi", 20)])
turn(7, "en", "how many of those burned?", [ANA], "S", "aug", fwi_burned(S, "aug", 20)[1:], fire=True)
turn(7, "en", "Same two numbers for the other station?", [SUM, ANA], "B", "aug", fwi_burned(B, "aug", 20), fire=True)
turn(7, "en", "Switching gears: can you send these numbers to the IC's tablet?", [REF], facts=["neg"])
# s08 FR
turn(8, "fr", "Quel est le danger à SBA aujourd'hui ?", [DG], "S", "today", ["fwi"])
turn(8, "fr", "Et à Béjaïa ?", [DG], "B", "today", ["fwi"])
turn(8, "fr", "Laquelle des deux est la pire, et de combien ?", [CMP], "both", "today", ["fwi", diff(B, S, "today", "fwi")])
turn(8, "fr", "Autre chose : le drone a vu de la fumée à quelle heure ?", [FRAMES], facts=["=detection"])
# s09 ES
turn(9, "es", "Viento en Béjaïa ayer", [CC], "B", "yesterday", ["ws"])
turn(9, "es", "¿Y en la otra estación?", [CC], "S", "yesterday", ["ws"])
turn(9, "es", "¿Eso cuánto es en millas por hora?", [CC], "S", "yesterday", ["ws", mph(S, "yesterday")])
# s10 AR
turn(10, "ar", "ما هو مؤشر FWI في سيدي بلعباس أمس؟", [DG], "S", "yesterday", ["fwi"])
turn(10, "ar", "وفي بجاية؟", [DG], "B", "yesterday", ["fwi"])
turn(10, "ar", "وقبل أمس؟", [DG], "B", "daybefore", ["fwi"])
turn(10, "ar", "سؤال مختلف: وين راه الحريق اللي شافه الدرون؟", [FRAMES], facts=["=detection_place"])
# s11 EN radio
turn(11, "en", "Engine 4 to box, temp and RH at SBA, over.", [CC], "S", "now", ["t", "rh"])
turn(11, "en", "Copy. Same again for the other station.", [CC], "B", "now", ["t", "rh"])
turn(11, "en", "Why's Béjaïa so humid?", [EXP], "B", "now", ["rain"])
turn(11, "en", "What's the forecast there for tomorrow?", [OOS], "B", "2012-10-01", alt=[[CC, OOS]])
# s12 ES
turn(12, "es", "¿Qué peligro hay hoy en Sidi Bel Abbes?", [DG], "S", "today", ["fwi"])
turn(12, "es", "¿Por qué?", [EXP], "S", "today", ["rh"])
turn(12, "es", "¿Y en la otra?", [DG], "B", "today", ["fwi"])
turn(12, "es", "Pregunta aparte: ¿cuánto espacio defendible pide el condado de Butte?", [DOCS_I], facts=["=doc_defensible"])
# s13 AR
turn(13, "ar", "الطقس في بجاية نهار 14 أوت؟", [CC], "B", "2012-08-14", ["t", "rh", "ws"])
turn(13, "ar", "والأخرى؟", [CC], "S", "2012-08-14", ["t", "rh", "ws"])
turn(13, "ar", "وهل كان ذلك اليوم يوم حريق في المحطتين؟", [ANA], "both", "2012-08-14", [], fire=True, alt=[[SUM]])
turn(13, "ar", "سؤال آخر خارج الموضوع: قداش كانت أعلى حرارة في سيدي بلعباس في جوان؟", [SUM], "S", "jun", ["maxt"])
# s14 EN new volunteer
turn(14, "en", "Hi, I'm new on the crew. What does FWI stand for?", [DOCS_I], facts=[lit(FWI_NAME)])
turn(14, "en", "What's it at Béjaïa today?", [DG], "B", "today", ["fwi", "class"])
turn(14, "en", "and SBA?", [DG], "S", "today", ["fwi", "class"])
turn(14, "en", "ok, totally different q — where will the fire front be in an hour?", [SPREAD], facts=["=spread"], h=60)
# s15 FR
turn(15, "fr", "Combien de jours de feu à Béjaïa en juillet ?", [SUM], "B", "jul", ["fires"], fire=True)
turn(15, "fr", "Et à l'autre station ?", [SUM], "S", "jul", ["fires"], fire=True)
turn(15, "fr", "Toujours là-bas en juillet : combien de jours à FWI supérieur à 20, et combien de feux parmi eux ?",
     [SUM, ANA], "S", "jul", fwi_burned(S, "jul", 20), fire=True)

# s16 EN: several asks per turn, station switch, then a fresh threshold question
turn(16, "en", "Béjaïa, 14 Aug: temp and FWI?", [CC, DG], "B", "2012-08-14", ["t", "fwi"])
turn(16, "en", "and SBA, same day?", [CC, DG], "S", "2012-08-14", ["t", "fwi"])
turn(16, "en", "which one was worse, and by how much?", [CMP], "both", "2012-08-14", ["fwi", diff(B, S, "2012-08-14", "fwi")])
turn(16, "en", "Different question — how many days above 35 °C did Béjaïa have in August, and how many of those burned?",
     [SUM, ANA], "B", "aug", field_burned(B, "aug", "t", 35), fire=True)


# ---------------------------------------------------------------- write

def templates():
    groups = OrderedDict()
    for it in ITEMS:
        key = f"{NAME}-{it['kind']}" + (f"-{it['dec']}" if it["dec"] else "") + ("-hist" if it["fire"] else "")
        groups.setdefault(key, []).append(it)
    out = []
    for key, its in groups.items():
        phrasings = []
        for it in its:
            p = {"q": it["q"], "lang": it["lang"], "facts": it["facts"]}
            if it["stations"]:
                p["stations"] = it["stations"]
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": its[0]["intents"], "intents_by_phrasing": [it["intents"] for it in its],
             "phrasings": phrasings, "stations": "none", "days": [it["day"] for it in its], "facts": []}
        if any(it["h"] is not None for it in its):
            t["horizons"] = [it["h"] for it in its]
        if any(it["thr"] is not None for it in its):
            t["thr"] = [it["thr"] for it in its]
        if its[0]["dec"]:
            t["decision"] = its[0]["dec"]
        if its[0]["fire"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    for it in ITEMS:
        assert "{" not in it["q"] and "}" not in it["q"], it["q"]
    tpl = templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
    print(f"{len(ITEMS)} template phrasings in {len(tpl)} templates, {len(SESSIONS)} session turns "
          f"in {len({r['session'] for r in SESSIONS})} sessions")


if __name__ == "__main__":
    main()
