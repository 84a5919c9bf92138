"""Batch d63 (dev; sealed at stop 51, scored once at stop 52): blind fire-crew questions for the offline wildfire appliance.

Writes crew_templates_dev63.jsonl and crew_sessions_dev63.jsonl next to this script.
Every gold number is computed here from the CSV (crew_facts.table / fire_record / window_facts),
from the crew's own figures (rate x minutes), or parsed out of the shipped documents by regex.
Run:  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev63.py
"""
import json
import re
import statistics
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d63"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TODAY = crew_days.TODAY.isoformat()
T = crew_facts.table()
num = crew_facts._num


# ----------------------------------------------------------------------------------------------------
# fact helpers (all numbers come from the data, the crew's own figures, or the documents)
# ----------------------------------------------------------------------------------------------------
def row(st, day):
    return T[(st, day)]


def days_of(key):
    if key == "now":
        return [TODAY]
    return crew_days.resolve(key, "en", 0)["days"]


def code(st, day, name):
    """A fire-weather code (FFMC, DMC, DC, ISI, BUI, FWI) as recorded."""
    return num(row(st, day).codes[name])


def dec_forms(x, units=()):
    """A derived decimal number: one decimal (dot and comma), and the rounded integer with its unit."""
    s1 = f"{x:.1f}"
    if s1.endswith(".0"):
        n = s1[:-2]
        forms = [f"{n} {u}" for u in units] + [f"{n}{u}" for u in units] + [s1] if units else [n]
    else:
        forms = [s1, s1.replace(".", ",")]
        forms += [f"{round(x)} {u}" for u in units]
    return {"any": forms}


def conv(st, day, unit):
    r = row(st, day)
    if unit == "mph":
        return dec_forms(r.wind_kmh / 1.609344, ["mph"])
    if unit == "kn":
        return dec_forms(r.wind_kmh / 1.852, ["kn", "knots", "kt"])
    if unit == "ms":
        return dec_forms(r.wind_kmh / 3.6, ["m/s"])
    if unit == "F":
        return dec_forms(r.temperature_c * 9 / 5 + 32, ["°F", "F"])
    raise ValueError(unit)


def _fmt(x):
    x = round(x, 3)
    return f"{x:g}"


def dist_m(metres):
    """A distance the crew's own figures give, in m and km, dot and comma."""
    m = round(metres, 1)
    km = m / 1000
    ms, kms = _fmt(m), _fmt(km)
    forms = [f"{ms} m", f"{ms}m", f"{kms} km", f"{kms}km", f"{kms.replace('.', ',')} km"]
    if not float(m).is_integer():
        forms += [f"{round(m)} m", f"{round(km, 2):g} km", f"{round(km, 2):g} km".replace(".", ",")]
    if m >= 1000 and float(m).is_integer():
        forms += [f"{int(m):,} m".replace(",", " "), f"{int(m):,} m"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def drift(rate_m_min, minutes):
    return dist_m(rate_m_min * minutes)


def drift_kmh(kmh, minutes):
    return dist_m(kmh * 1000 * minutes / 60)


def drift_ft(ft_min, minutes):
    ft = ft_min * minutes
    m = ft * 0.3048
    return {"any": [f"{_fmt(ft)} ft", f"{_fmt(ft)} feet", f"{round(m)} m", f"{_fmt(round(m, 1))} m"]}


def rows_in(st, key):
    return [T[(st, d)] for d in days_of(key) if (st, d) in T] if key != "all" else \
        [r for (dev, _), r in sorted(T.items()) if dev == st]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"], "isi": lambda r: r.codes["ISI"],
         "ffmc": lambda r: r.codes["FFMC"]}


def count(st, key, field, op, thr):
    f = FIELD[field]
    test = {">": lambda v: v > thr, ">=": lambda v: v >= thr, "<": lambda v: v < thr}[op]
    return sum(test(f(r)) for r in rows_in(st, key))


def mean(st, key, field):
    return dec_forms(statistics.mean(FIELD[field](r) for r in rows_in(st, key)))


def lowest(st, key, field):
    return num(min(FIELD[field](r) for r in rows_in(st, key)))


def highest(st, key, field):
    return num(max(FIELD[field](r) for r in rows_in(st, key)))


def total(st, key, field):
    return dec_forms(sum(FIELD[field](r) for r in rows_in(st, key)))


def diff(a, b):
    return num(round(abs(a - b), 1))


def fires_gt(st, thr):
    """[days with FWI above thr before today, of which fire days] from the box's fire record."""
    return crew_facts.window_facts("fires_fwi_gt", st, [TODAY], thr)


def fire_days_all(st):
    return sum(fire for (dev, _), (_, fire) in crew_facts.fire_record().items() if dev == st)


# documents, parsed by regex
DOC = {p.stem: re.sub(r"\s+", " ", p.read_text(encoding="utf-8")) for p in DOCS.glob("*.md")}
DEF, LCES, FWIG = DOC["butte-county-defensible-space"], DOC["crew-safety-lces"], DOC["fire-weather-index-guide"]


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot"]}


ZONE0 = int(re.search(r"Zone 0 is the first (\d+) feet", DEF).group(1))
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEF).groups()
ZONE2 = re.search(r"Zone 2 runs from (\d+) to (\d+) feet", DEF).groups()
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
BRANCH_FT = int(re.search(r"keep tree branches (\d+) feet from chimneys", DEF).group(1))
LEAF_IN = int(re.search(r"deeper than (\d+) inches", DEF).group(1))
PRC = int(re.search(r"section (\d{4})", DEF).group(1))
FFMC_EASY = int(re.search(r"above about (\d+) fine fuels ignite", FWIG).group(1))
CLASS_FROM = {w: num(float(v)) for v, w in re.findall(r"from (\d+(?:\.\d+)?) (very high|high|moderate|low|extreme)", FWIG)}
VERY_LOW_BELOW = num(float(re.search(r"below (\d+(?:\.\d+)?) very low", FWIG).group(1)))
LCES_WORDS = [w.lower() for w in re.search(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", LCES).groups()]
LCES_FACTS = [{"any": [w.rstrip("s")]} for w in LCES_WORDS]
DANGER_STAFF = re.search(r"On days of (high), (very high) or (extreme) fire danger", LCES).groups()
SLOWEST = {"any": ["slowest"]} if re.search(r"slowest member", LCES) else None
INCH = lambda n: {"any": [f"{n} inches", f"{n} inch", f"{n}-inch", f"{n} in"]}


# ----------------------------------------------------------------------------------------------------
# the questions
# ----------------------------------------------------------------------------------------------------
QS = []


def q(kind, lang, text, intents, st=None, day="now", f=(), dec=None, h=None, nfh=False, alt=None):
    QS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "st": st, "day": day,
               "facts": list(f), "dec": dec, "h": h, "nfh": nfh, "alt": alt})


Y, DB = "2012-09-29", "2012-09-28"      # yesterday, the day before (for literal facts)
NEG = ["neg"]
CD = ["current_conditions", "danger"]

# --- current conditions ---------------------------------------------------------------------------
k = "cc"
q(k, "en", "whats the temp at sba rn", ["current_conditions"], [S], "now", ["t"])
q(k, "en", "Bejaia - humidity please", ["current_conditions"], [B], "now", ["rh"])
q(k, "en", "Engine 12 to base, need current wind speed at Sidi Bel Abbes, over.", ["current_conditions"], [S], "now", ["ws"])
q(k, "en", "did it rain in bejaya yesterday and what was the fwi", CD, [B], "yesterday", ["rain", "fwi"])
q(k, "en", "Hi, new volunteer here. Could you tell me what the weather is like at the Béjaïa station today? Sorry if this is a silly question.",
  ["current_conditions"], [B], "today", ["t", "rh", "ws"])
q(k, "en", "noon obs + danger class SBA 14-Aug?", CD, [S], "2012-08-14", ["t", "rh", "ws", "class"])
q(k, "en", "RH at Bejaia on 3/8", ["current_conditions"], [B], "2012-08-03", ["rh"])
q(k, "en", "how hot was it in sidi bel abes the day before yesterday", ["current_conditions"], [S], "daybefore", ["t"])
q(k, "en", "Give me the full noon reading for Sidi-Bel-Abbès, 2012-08-17, with the FWI.", CD, [S], "2012-08-17", ["t", "rh", "ws", "rain", "fwi"])
q(k, "en", "wind bejaia", ["current_conditions"], [B], "now", ["ws"])
q(k, "en", "Any rainfall recorded at SBA on the 27th of September?", ["current_conditions"], [S], "2012-09-27", ["rain"])
q(k, "en", "temprature and humidty at bejaia on july 22 pls", ["current_conditions"], [B], "2012-07-22", ["t", "rh"])
q(k, "en", "Logistics here. What were conditions like at Sidi Bel Abbes on 1 June, the first day you've got?", ["current_conditions"], [S], "2012-06-01", ["t", "rh", "ws"])
q(k, "en", "how windy was it at bejaia yesterday noon, and which way was it blowing", ["current_conditions", "out_of_scope"], [B], "yesterday", ["ws"])
q(k, "en", "Current obs for Bejia?", ["current_conditions"], [B], "now", ["t", "rh", "ws"])
q(k, "en", "Is it still raining at Sidi Bel Abbes? What did the gauge show today?", ["current_conditions"], [S], "today", ["rain"])
q(k, "fr", "Il fait combien à Sidi-Bel-Abbès là ?", ["current_conditions"], [S], "now", ["t"])
q(k, "fr", "humidité et FWI à Béjaïa hier stp", CD, [B], "yesterday", ["rh", "fwi"])
q(k, "fr", "Bonjour, pourriez-vous me donner le relevé complet de Bejaia du 22 août ?", ["current_conditions"], [B], "2012-08-22", ["t", "rh", "ws", "rain"])
q(k, "fr", "vent a SBA aujourd'hui, force et direction", ["current_conditions", "out_of_scope"], [S], "today", ["ws"])
q(k, "fr", "Est-ce qu'il a plu à Béjaïa avant-hier ?", ["current_conditions"], [B], "daybefore", ["rain"])
q(k, "fr", "Température relevée à Sidi Bel Abbès le 3 août ?", ["current_conditions"], [S], "2012-08-03", ["t"])
q(k, "fr", "Les conditions météo actuelles à Bejaia, s'il vous plaît.", ["current_conditions"], [B], "now", ["t", "rh", "ws"])
q(k, "es", "¿Qué temperatura marca ahora mismo Bejaia?", ["current_conditions"], [B], "now", ["t"])
q(k, "es", "humedad en SBA ayer y el índice de peligro porfa", CD, [S], "yesterday", ["rh", "fwi"])
q(k, "es", "Necesito el parte del 14 de agosto en Sidi Bel Abbès: temperatura, humedad y viento.", ["current_conditions"], [S], "2012-08-14", ["t", "rh", "ws"])
q(k, "es", "¿llovió en Béjaïa anteayer?", ["current_conditions"], [B], "daybefore", ["rain"])
q(k, "es", "Viento en Bejaia hoy, velocidad y rumbo, cambio.", ["current_conditions", "out_of_scope"], [B], "today", ["ws"])
q(k, "ar", "واش راهي الحرارة في بجاية دروك؟", ["current_conditions"], [B], "now", ["t"])
q(k, "ar", "شحال كانت الرطوبة والخطر في سيدي بلعباس البارح؟", CD, [S], "yesterday", ["rh", "fwi"])
q(k, "ar", "ما هي سرعة الرياح في بجاية اليوم؟ ومن أين تهب؟", ["current_conditions", "out_of_scope"], [B], "today", ["ws"])
q(k, "ar", "كاش مطر طاحت في بلعباس أول أمس؟", ["current_conditions"], [S], "daybefore", ["rain"])
q(k, "ar", "أعطني قراءة محطة سيدي بلعباس يوم 17 أوت: الحرارة والرطوبة والرياح", ["current_conditions"], [S], "2012-08-17", ["t", "rh", "ws"])
q(k, "ar", "الطقس في بجاية يوم 22/7؟", ["current_conditions"], [B], "2012-07-22", ["t", "rh", "ws"])
q(k, "ar", "من فضلك، كم كانت درجة الحرارة في بجاية يوم 29 أوت؟", ["current_conditions"], [B], "2012-08-29", ["t"])

# --- units asked ----------------------------------------------------------------------------------
k = "unit"
q(k, "en", "wind at SBA in mph?", ["current_conditions"], [S], "now", ["ws", conv(S, TODAY, "mph")])
q(k, "en", "Air ops asking: Bejaia wind in knots please.", ["current_conditions"], [B], "now", ["ws", conv(B, TODAY, "kn")])
q(k, "en", "what's the temp in fahrenheit at bejaia today, my guys are from the US team", ["current_conditions"], [B], "today", ["t", conv(B, TODAY, "F")])
q(k, "en", "Sidi Bel Abbes wind yesterday in m/s", ["current_conditions"], [S], "yesterday", ["ws", conv(S, Y, "ms")])
q(k, "en", "Need °F and the danger class for SBA on Aug 17 - the hot one.", CD, [S], "2012-08-17", ["t", conv(S, "2012-08-17", "F"), "class"])
q(k, "en", "bejaia wind mph 29 aug", ["current_conditions"], [B], "2012-08-29", ["ws", conv(B, "2012-08-29", "mph")])
q(k, "fr", "Le vent à Béjaïa en nœuds, pour l'hélico ?", ["current_conditions"], [B], "now", ["ws", conv(B, TODAY, "kn")])
q(k, "fr", "vent SBA en m/s svp", ["current_conditions"], [S], "now", ["ws", conv(S, TODAY, "ms")])
q(k, "es", "¿Cuánto viento hay en Sidi Bel Abbès en nudos?", ["current_conditions"], [S], "now", ["ws", conv(S, TODAY, "kn")])
q(k, "es", "temperatura de Bejaia ayer en grados Fahrenheit", ["current_conditions"], [B], "yesterday", ["t", conv(B, Y, "F")])
q(k, "ar", "سرعة الريح في بجاية بالمتر في الثانية؟", ["current_conditions"], [B], "now", ["ws", conv(B, TODAY, "ms")])
q(k, "ar", "شحال الريح في سيدي بلعباس بالعقدة؟ الطيار يسقسي", ["current_conditions"], [S], "now", ["ws", conv(S, TODAY, "kn")])

# --- danger ---------------------------------------------------------------------------------------
k = "danger"
q(k, "en", "fwi sba", ["danger"], [S], "now", ["fwi"])
q(k, "en", "What's the fire danger class at Bejaia right now?", ["danger"], [B], "now", ["class", "fwi"])
q(k, "en", "IC to appliance: danger rating Sidi Bel Abbes, today. Over.", ["danger"], [S], "today", ["class", "fwi"])
q(k, "en", "ISI at bejaia today? want to know how fast it'd run", ["danger"], [B], "today", [code(B, TODAY, "ISI")])
q(k, "en", "BUI for SBA yesterday", ["danger"], [S], "yesterday", [code(S, Y, "BUI")])
q(k, "en", "What was the FFMC at Sidi Bel Abbes on August 17? Fine fuels were crazy dry that week.", ["danger"], [S], "2012-08-17", [code(S, "2012-08-17", "FFMC")])
q(k, "en", "drought code bejaia 2012-08-29", ["danger"], [B], "2012-08-29", [code(B, "2012-08-29", "DC")])
q(k, "en", "Could you give me the DMC for Béjaïa from the day before yesterday, please?", ["danger"], [B], "daybefore", [code(B, DB, "DMC")])
q(k, "en", "how bad was fire danger at SBA on 25 Aug, and how did Bejaia compare", ["danger", "compare_stations"], BOTH, "2012-08-25", ["fwi", "class"])
q(k, "en", "FBAN request: full FWI system codes for Sidi-Bel Abbes on 21 July (FFMC through FWI).", ["danger"], [S], "2012-07-21",
  [code(S, "2012-07-21", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
q(k, "en", "is bejaia in high danger today or nah, and hows the humidity", CD, [B], "today", ["class", "fwi", "rh"])
q(k, "en", "danger level yesterday at Sidi Bel Abbes?", ["danger"], [S], "yesterday", ["class", "fwi"])
q(k, "en", "What FWI did Bejaia hit on 23 August?", ["danger"], [B], "2012-08-23", ["fwi"])
q(k, "en", "Sidi Belabbes fire weather index now", ["danger"], [S], "now", ["fwi"])
q(k, "fr", "Quel est l'indice FWI à Béjaïa en ce moment ?", ["danger"], [B], "now", ["fwi"])
q(k, "fr", "niveau de danger SBA hier ?", ["danger"], [S], "yesterday", ["fwi"])
q(k, "fr", "Donne-moi l'ISI de Sidi Bel Abbès pour le 21 septembre.", ["danger"], [S], "2012-09-21", [code(S, "2012-09-21", "ISI")])
q(k, "fr", "Le risque incendie à Bejaia aujourd'hui, et les jours comme ça ont déjà brûlé ?", ["danger", "analogs"], [B], "today", ["fwi"], nfh=True)
q(k, "fr", "FFMC de Béjaïa le 29 août, svp", ["danger"], [B], "2012-08-29", [code(B, "2012-08-29", "FFMC")])
q(k, "fr", "Indice de danger à Sidi-Bel-Abbès le 11 août 2012 ?", ["danger"], [S], "2012-08-11", ["fwi"])
q(k, "es", "¿Qué índice FWI tiene Sidi Bel Abbès ahora?", ["danger"], [S], "now", ["fwi"])
q(k, "es", "nivel de peligro en Bejaia ayer y comparado con SBA", ["danger", "compare_stations"], BOTH, "yesterday", ["fwi"])
q(k, "es", "El BUI de SBA del 26 de agosto, por favor.", ["danger"], [S], "2012-08-26", [code(S, "2012-08-26", "BUI")])
q(k, "es", "¿Cómo está el riesgo de incendio hoy en Béjaïa?", ["danger"], [B], "today", ["fwi"])
q(k, "es", "ISI en Sidi Bel Abbès el 3 de agosto?", ["danger"], [S], "2012-08-03", [code(S, "2012-08-03", "ISI")])
q(k, "ar", "شحال مؤشر FWI في سيدي بلعباس دروك؟", ["danger"], [S], "now", ["fwi"])
q(k, "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", ["danger"], [B], "today", ["fwi"])
q(k, "ar", "الخطر في بلعباس البارح كان قداش؟ وكيفاش مقارنة مع بجاية؟", ["danger", "compare_stations"], BOTH, "yesterday", ["fwi"])
q(k, "ar", "أعطيني ISI تاع بجاية يوم 29 أوت", ["danger"], [B], "2012-08-29", [code(B, "2012-08-29", "ISI")])
q(k, "ar", "ما قيمة مؤشر الجفاف DC في سيدي بلعباس يوم 25 أوت؟", ["danger"], [S], "2012-08-25", [code(S, "2012-08-25", "DC")])
q(k, "ar", "مؤشر الطقس الناري في بجاية أول أمس؟", ["danger"], [B], "daybefore", ["fwi"])

# --- compare stations -----------------------------------------------------------------------------
k = "cmp"
q(k, "en", "which station is worse right now", ["compare_stations"], BOTH, "now", ["fwi"])
q(k, "en", "Bejaia vs SBA - who's hotter today?", ["compare_stations"], BOTH, "today", ["t"])
q(k, "en", "How much higher was the FWI at Sidi Bel Abbes than at Bejaia on 14 August?", ["compare_stations"], BOTH, "2012-08-14",
  ["fwi", diff(code(S, "2012-08-14", "FWI"), code(B, "2012-08-14", "FWI"))])
q(k, "en", "Compare humidity between the two stations yesterday.", ["compare_stations"], BOTH, "yesterday", ["rh"])
q(k, "en", "where's it windier, bejaia or sidi bel abbes, and from what direction", ["compare_stations", "out_of_scope"], BOTH, "now", ["ws"])
q(k, "en", "Dispatch: I've got one spare engine. Which of the two stations had the higher danger on 25 August?", ["compare_stations"], BOTH, "2012-08-25", ["fwi"])
q(k, "en", "temp difference SBA minus Bejaia on 3/8?", ["compare_stations"], BOTH, "2012-08-03",
  ["t", diff(row(S, "2012-08-03").temperature_c, row(B, "2012-08-03").temperature_c)])
q(k, "en", "Side by side please: Bejaia and Sidi Bel Abbes, FWI and class, the day before yesterday.", ["compare_stations"], BOTH, "daybefore", ["fwi", "class"])
q(k, "en", "which one's drier today RH wise, and pls text the answer to my captain", ["compare_stations", "refuse"], BOTH, "today", ["rh", "neg"])
q(k, "fr", "Quelle station est la plus dangereuse aujourd'hui, Béjaïa ou Sidi-Bel-Abbès ?", ["compare_stations"], BOTH, "today", ["fwi"])
q(k, "fr", "écart de température entre SBA et Bejaia hier ?", ["compare_stations"], BOTH, "yesterday",
  ["t", diff(row(S, Y).temperature_c, row(B, Y).temperature_c)])
q(k, "fr", "Comparez le vent des deux stations le 29 août.", ["compare_stations"], BOTH, "2012-08-29", ["ws"])
q(k, "fr", "Où c'est le plus sec maintenant ?", ["compare_stations"], BOTH, "now", ["rh"])
q(k, "es", "¿Dónde hace más calor ahora, en Bejaia o en Sidi Bel Abbès?", ["compare_stations"], BOTH, "now", ["t"])
q(k, "es", "compara el FWI de las dos estaciones el 23 de agosto", ["compare_stations"], BOTH, "2012-08-23", ["fwi"])
q(k, "es", "¿Cuántos puntos de humedad separan a SBA de Bejaia hoy?", ["compare_stations"], BOTH, "today",
  ["rh", diff(row(S, TODAY).rh_pct, row(B, TODAY).rh_pct)])
q(k, "ar", "وين الخطر أكثر دروك، بجاية ولا سيدي بلعباس؟", ["compare_stations"], BOTH, "now", ["fwi"])
q(k, "ar", "قارن بين درجة الحرارة في المحطتين يوم 17 أوت", ["compare_stations"], BOTH, "2012-08-17", ["t"])
q(k, "ar", "أي محطة كانت فيها الريح أقوى البارح؟", ["compare_stations"], BOTH, "yesterday", ["ws"])
q(k, "ar", "بقداش يفوت FWI تاع بلعباس على بجاية يوم 25 أوت؟", ["compare_stations"], BOTH, "2012-08-25",
  ["fwi", diff(code(S, "2012-08-25", "FWI"), code(B, "2012-08-25", "FWI"))])

# --- summaries ------------------------------------------------------------------------------------
k = "sum"
q(k, "en", "highest FWI at bejaia in august", ["summary"], [B], "aug", ["maxfwi"])
q(k, "en", "What was the hottest it got at Sidi Bel Abbes in July?", ["summary"], [S], "jul", ["maxt"])
q(k, "en", "how many days above 35 degrees in august at SBA", ["summary"], [S], "aug", [count(S, "aug", "t", ">", 35)])
q(k, "en", "Average RH at Bejaia over September?", ["summary"], [B], "sep", [mean(B, "sep", "rh")])
q(k, "en", "lowest humidity at Sidi Bel Abbes over the past week", ["summary"], [S], "lastweek", [lowest(S, "lastweek", "rh")])
q(k, "en", "Total rain at Béjaïa in June, please.", ["summary"], [B], "jun", [total(B, "jun", "rain")])
q(k, "en", "Is the FWI at SBA trending up or down since Tuesday?", ["summary"], [S], "since-tue", [code(S, TODAY, "FWI")])
q(k, "en", "how many days with FWI over 20 did sidi bel abbes have in august", ["summary"], [S], "aug", [count(S, "aug", "fwi", ">", 20)])
q(k, "en", "Number of fire days at Bejaia in August, and how does SBA compare?", ["summary", "compare_stations"], BOTH, "aug", ["fires"], nfh=True)
q(k, "en", "Peak FWI at both stations from 20 to 31 August - which one ran hotter?", ["summary", "compare_stations"], BOTH, "aug-late", ["maxfwi", "maxt"])
q(k, "en", "max temp last 3 days bejaia", ["summary"], [B], "last3d", ["maxt"])
q(k, "en", "Planning section: how many days in June did the wind at SBA exceed 20 km/h?", ["summary"], [S], "jun", [count(S, "jun", "ws", ">", 20)])
q(k, "en", "What's the average temperature at Sidi Bel Abbes for August?", ["summary"], [S], "aug", [mean(S, "aug", "t")])
q(k, "en", "any fires recorded around bejaia over the past week?", ["summary"], [B], "lastweek", ["fires"], nfh=True)
q(k, "en", "Highest FWI recorded at SBA across the whole season?", ["summary"], [S], "all", [highest(S, "all", "fwi")])
q(k, "en", "How many days at 40 degrees or more in Sidi Bel Abbes this summer?", ["summary"], [S], "all", [count(S, "all", "t", ">=", 40)])
q(k, "fr", "FWI max à Sidi-Bel-Abbès en juillet ?", ["summary"], [S], "jul", ["maxfwi"])
q(k, "fr", "Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", ["summary"], [B], "aug", [count(B, "aug", "t", ">", 35)])
q(k, "fr", "Humidité moyenne à SBA sur les sept derniers jours", ["summary"], [S], "lastweek", [mean(S, "lastweek", "rh")])
q(k, "fr", "Il est tombé combien de pluie à Bejaia en septembre au total ?", ["summary"], [B], "sep", [total(B, "sep", "rain")])
q(k, "fr", "Combien de jours de feu à Sidi Bel Abbès en juin ?", ["summary"], [S], "jun", ["fires"], nfh=True)
q(k, "fr", "La température la plus élevée à Béjaïa du 20 au 31 août ?", ["summary"], [B], "aug-late", ["maxt"])
q(k, "es", "¿Cuántos días pasó de 35 grados en Sidi Bel Abbès en julio?", ["summary"], [S], "jul", [count(S, "jul", "t", ">", 35)])
q(k, "es", "FWI máximo en Bejaia en septiembre", ["summary"], [B], "sep", ["maxfwi"])
q(k, "es", "humedad mínima en SBA en agosto?", ["summary"], [S], "aug", [lowest(S, "aug", "rh")])
q(k, "es", "¿Cuántos días con incendio hubo en Bejaia en julio?", ["summary"], [B], "jul", ["fires"], nfh=True)
q(k, "es", "Temperatura media en Béjaïa en junio, por favor.", ["summary"], [B], "jun", [mean(B, "jun", "t")])
q(k, "ar", "أعلى FWI في سيدي بلعباس في أوت؟", ["summary"], [S], "aug", ["maxfwi"])
q(k, "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في بلعباس في جوان؟", ["summary"], [S], "jun", [count(S, "jun", "t", ">", 35)])
q(k, "ar", "ما هو متوسط الرطوبة في بجاية في جويلية؟", ["summary"], [B], "jul", [mean(B, "jul", "rh")])
q(k, "ar", "كم يوم حريق تسجل في سيدي بلعباس في سبتمبر؟", ["summary"], [S], "sep", ["fires"], nfh=True)
q(k, "ar", "أعلى درجة حرارة في بجاية خلال الأسبوع الماضي", ["summary"], [B], "lastweek", ["maxt"])
q(k, "ar", "الخطر في بلعباس راهو طالع ولا هابط هاد الأيام الثلاثة؟", ["summary"], [S], "last3d", [code(S, TODAY, "FWI")])

# --- analogs (the box's record of past fire days) -------------------------------------------------
k = "analog"
q(k, "en", "of the days with FWI above 20 at SBA, how many had a fire?", ["analogs"], [S], "now", fires_gt(S, 20), nfh=True)
q(k, "en", "Did days like today at Bejaia end up burning in the past?", ["analogs"], [B], "today", [], nfh=True)
q(k, "en", "When Bejaia's FWI went over 10, how often was there a fire that day?", ["analogs"], [B], "now", fires_gt(B, 10), nfh=True)
q(k, "en", "fba question - past days at sidi bel abbes with fwi > 30: fire or no fire?", ["analogs"], [S], "now", fires_gt(S, 30), nfh=True)
q(k, "en", "What's SBA's FWI today, and have we had fires on days like it?", ["danger", "analogs"], [S], "today", ["fwi"], nfh=True)
q(k, "en", "Looking at history: Bejaia days with an FWI above 20, how many of those turned into fire days?", ["analogs"], [B], "now", fires_gt(B, 20), nfh=True)
q(k, "en", "are today's numbers at bejaia the kind that historically go with a fire?", ["analogs"], [B], "today", [], nfh=True)
q(k, "fr", "Parmi les jours où le FWI dépassait 20 à Sidi-Bel-Abbès, combien ont connu un feu ?", ["analogs"], [S], "now", fires_gt(S, 20), nfh=True)
q(k, "fr", "Des jours comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", ["analogs"], [B], "today", [], nfh=True)
q(k, "fr", "Historique SBA : jours avec FWI > 10, combien avec incendie ?", ["analogs"], [S], "now", fires_gt(S, 10), nfh=True)
q(k, "es", "De los días con FWI por encima de 30 en Bejaia, ¿cuántos tuvieron incendio?", ["analogs"], [B], "now", fires_gt(B, 30), nfh=True)
q(k, "es", "¿Cómo está hoy el FWI en Sidi Bel Abbès y en días parecidos hubo fuego?", ["danger", "analogs"], [S], "today", ["fwi"], nfh=True)
q(k, "ar", "الأيام اللي كان فيها FWI فوق 20 في بجاية، شحال منها صرات فيها نار؟", ["analogs"], [B], "now", fires_gt(B, 20), nfh=True)
q(k, "ar", "ما هو FWI اليوم في سيدي بلعباس؟ وهل احترقت أيام تشبهه من قبل؟", ["danger", "analogs"], [S], "today", ["fwi"], nfh=True)
q(k, "ar", "في بلعباس، الأيام اللي فاتها FWI 30، كانت فيها حرائق؟", ["analogs"], [S], "now", fires_gt(S, 30), nfh=True)

# --- drift ----------------------------------------------------------------------------------------
k = "drift"
q(k, "en", "head's running about 25 m a minute, how far in 20 minutes?", ["drift"], None, "now", ["=drift", drift(25, 20)], h=20)
q(k, "en", "If the front moves 1.2 km/h, how much ground does it cover in 40 min?", ["drift"], None, "now", ["=drift", drift_kmh(1.2, 40)], h=40)
q(k, "en", "By the time I read your answer, how far will the head have moved?", ["drift"], None, "now", ["=drift"])
q(k, "en", "ROS 100 m/min, your answer takes 3 minutes - how far off is the position you give me?", ["drift"], None, "now", ["=drift", drift(100, 3)], h=3)
q(k, "en", "fire doing 30 ft a min, dozer 15 min out. how far does it go", ["drift"], None, "now", ["=drift", drift_ft(30, 15)], h=15)
q(k, "en", "We clocked the head at 8 metres per minute. Distance after an hour and a half?", ["drift"], None, "now", ["=drift", drift(8, 90)], h=90)
q(k, "en", "how much does the fire move during your processing delay", ["drift"], None, "now", ["=drift"])
q(k, "en", "Spread rate 3.6 km/h, crew needs 25 minutes to reach the anchor. How far will the head travel meanwhile?", ["drift"], None, "now",
  ["=drift", drift_kmh(3.6, 25)], h=25)
q(k, "fr", "Le front avance à 40 m par minute, ça fait combien en un quart d'heure ?", ["drift"], None, "now", ["=drift", drift(40, 15)], h=15)
q(k, "fr", "Vitesse de propagation 2 km/h, on arrive dans 45 minutes : de combien la tête aura avancé ?", ["drift"], None, "now",
  ["=drift", drift_kmh(2, 45)], h=45)
q(k, "fr", "De combien le feu se déplace pendant le temps que tu mets à répondre ?", ["drift"], None, "now", ["=drift"])
q(k, "es", "La cabeza avanza 12 metros por minuto. ¿Cuánto en 35 minutos?", ["drift"], None, "now", ["=drift", drift(12, 35)], h=35)
q(k, "es", "si va a 0,8 km/h, en dos horas cuánto avanza?", ["drift"], None, "now", ["=drift", drift_kmh(0.8, 120)], h=120)
q(k, "es", "¿Cuánto se habrá movido el frente mientras me contestas?", ["drift"], None, "now", ["=drift"])
q(k, "ar", "راس النار يمشي 50 متر في الدقيقة، شحال يقطع في 10 دقايق؟", ["drift"], None, "now", ["=drift", drift(50, 10)], h=10)
q(k, "ar", "إذا كانت سرعة الانتشار 1.5 كم/ساعة، كم يتقدم الحريق خلال 20 دقيقة؟", ["drift"], None, "now", ["=drift", drift_kmh(1.5, 20)], h=20)
q(k, "ar", "قداش يتحرك الحريق في الوقت اللي تاخذه باش تجاوب؟", ["drift"], None, "now", ["=drift"])

# --- spread (partly served: distance, no wind direction) ------------------------------------------
k = "spread"
q(k, "en", "where will the head be in 30 min", ["spread"], None, "now", ["=spread"], h=30)
q(k, "en", "Project the front for the next hour from the drone detection near Sidi Bel Abbes.", ["spread"], [S], "now", ["=spread"], h=60)
q(k, "en", "Which way is the fire going to run and how far by 14:00?", ["spread"], None, "now", ["=spread"], h=60)
q(k, "en", "dozer gets there in 45, where's the fire gonna be? and tell the dozer boss", ["spread", "refuse"], None, "now", ["=spread", "neg"], h=45)
q(k, "en", "Give me a projected perimeter for two hours out, assuming no suppression.", ["spread"], None, "now", ["=spread"], h=120)
q(k, "en", "If a fire started at Bejaia now, where would its head be in 20 minutes, and what's the wind there?", ["spread", "current_conditions"], [B], "now", ["=spread", "ws"], h=20)
q(k, "fr", "Où sera la tête du feu dans une demi-heure ?", ["spread"], None, "now", ["=spread"], h=30)
q(k, "fr", "projection du front à 1h près de SBA stp, et envoie-la aux équipes au sol", ["spread", "refuse"], [S], "now", ["=spread"], h=60)
q(k, "fr", "Dans quelle direction le feu va progresser d'ici 15 minutes, et jusqu'où ?", ["spread"], None, "now", ["=spread"], h=15)
q(k, "es", "¿Dónde estará el frente en 40 minutos?", ["spread"], None, "now", ["=spread"], h=40)
q(k, "es", "proyección del incendio cerca de Sidi Bel Abbès para la próxima hora", ["spread"], [S], "now", ["=spread"], h=60)
q(k, "ar", "وين راح يوصل راس النار في نص ساعة؟", ["spread"], None, "now", ["=spread"], h=30)
q(k, "ar", "توقع امتداد الحريق قرب سيدي بلعباس خلال ساعة", ["spread"], [S], "now", ["=spread"], h=60)
q(k, "ar", "لوين رايحة النار في 20 دقيقة الجاية؟ وشحال الريح في بلعباس؟", ["spread", "current_conditions"], [S], "now", ["=spread", "ws"], h=20)

# --- frames (the drone sortie) --------------------------------------------------------------------
k = "frames"
q(k, "en", "what did the drone see", ["frames"], None, "now", ["=frames"])
q(k, "en", "Any smoke in the UAV frames today?", ["frames"], None, "today", ["=frames"])
q(k, "en", "what time was the fire detected by the drone", ["frames"], None, "now", ["=detection"])
q(k, "en", "Where exactly was the detection? Near which station?", ["frames"], None, "now", ["=detection_place"])
q(k, "en", "uav feed - any flames near SBA? whats the danger there", ["frames", "danger"], [S], "now", ["=detection_place", "fwi"])
q(k, "en", "Show me the last drone frame and tell me when it was taken.", ["frames"], None, "now", ["=frames"])
q(k, "en", "how many drone frames showed fire, and what time was the last frame?", ["frames"], None, "now", ["=frames"])
q(k, "fr", "Le drone a vu quoi ce midi, et quel danger à Sidi Bel Abbès ?", ["frames", "danger"], [S], "today", ["=frames", "fwi"])
q(k, "fr", "À quelle heure la fumée a été détectée par le drone ?", ["frames"], None, "now", ["=detection"])
q(k, "fr", "Elle est où, la détection du drone ?", ["frames"], None, "now", ["=detection_place"])
q(k, "es", "¿Qué detectó el dron hoy? Y mándale la imagen al jefe de sector.", ["frames", "refuse"], None, "today", ["=frames"])
q(k, "es", "hora y lugar de la detección del dron", ["frames"], None, "now", ["=detection", "=detection_place"])
q(k, "ar", "واش شاف الدرون اليوم؟ وابعث الصور للقيادة", ["frames", "refuse"], None, "today", ["=frames"])
q(k, "ar", "في أي ساعة اكتشفت الطائرة المسيرة الدخان؟", ["frames"], None, "now", ["=detection"])
q(k, "ar", "وين بالضبط كانت النار اللي صورها الدرون؟", ["frames"], None, "now", ["=detection_place"])

# --- documents ------------------------------------------------------------------------------------
k = "docs"
q(k, "en", "how much defensible space do we need around a house", ["documents"], None, "none", ["=doc_defensible"])
q(k, "en", "What does LCES stand for?", ["documents"], None, "none", LCES_FACTS)
q(k, "en", "Per the guidance, how tall can annual grass be in Zone 2?", ["documents"], None, "none", [INCH(GRASS_IN)])
q(k, "en", "zone 0 - how many feet from the structure", ["documents"], None, "none", [feet(ZONE0)])
q(k, "en", "Above what FFMC do fine fuels catch easily, according to your FWI guide?", ["documents"], None, "none", [FFMC_EASY])
q(k, "en", "What FWI value starts the very high class, and where's SBA at today?", ["documents", "danger"], [S], "today", [CLASS_FROM["very high"], "fwi"])
q(k, "en", "When should a crew pull back and re-assess? The watch-out list please.", ["documents"], None, "none", [{"any": [w for w in ("downhill", "spot fire", "wind") if w in LCES.lower()]}])
q(k, "en", "how far should branches be kept from chimneys", ["documents"], None, "none", [feet(BRANCH_FT)])
q(k, "fr", "Il faut combien de débroussaillement autour des maisons d'après le document ?", ["documents"], None, "none", ["=doc_defensible"])
q(k, "fr", "C'est quoi les quatre éléments de LCES ?", ["documents"], None, "none", [{"any": ["LCES"] + LCES_WORDS}])
q(k, "fr", "À partir de quel FWI on passe en danger élevé selon le guide, et Béjaïa en est où aujourd'hui ?", ["documents", "danger"], [B], "today", [CLASS_FROM["high"], "fwi"])
q(k, "es", "¿Qué distancia de espacio defendible pide la guía de Butte County?", ["documents"], None, "none", ["=doc_defensible"])
q(k, "es", "según el documento, ¿hasta dónde llega la Zona 1?", ["documents"], None, "none", [feet(ZONE1[1])])
q(k, "es", "¿Qué mide el índice BUI según la guía?", ["documents"], None, "none", [{"any": [w for w in ("DMC", "DC", "fuel") if re.search(r"\bBUI\b.*" + w, FWIG)]}])
q(k, "ar", "شحال لازم تكون المساحة الدفاعية حول البيت حسب الوثيقة؟", ["documents"], None, "none", ["=doc_defensible"])
q(k, "ar", "واش معنى LCES؟", ["documents"], None, "none", [{"any": ["LCES"] + LCES_WORDS}])
q(k, "ar", "حسب الدليل، من أي قيمة FWI يبدأ الخطر الشديد جدا؟ وبجاية وين راهي اليوم؟", ["documents", "danger"], [B], "today", [CLASS_FROM["very high"], "fwi"])

# --- capabilities ---------------------------------------------------------------------------------
k = "cap"
q(k, "en", "what can you do", ["capabilities"], None, "none", [])
q(k, "en", "Which weather stations are you connected to?", ["capabilities"], None, "none", [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}])
q(k, "en", "hey box what data have you got, and can you call the station chief for me", ["capabilities", "refuse"], None, "none", NEG)
q(k, "en", "Do you have forecasts on this thing or only observations?", ["capabilities"], None, "none", [], alt=[["out_of_scope"], ["capabilities", "out_of_scope"]])
q(k, "en", "How often do the stations report?", ["capabilities"], None, "none", [{"any": ["noon", "12:00", "once a day", "daily"]}])
q(k, "fr", "Tu sais faire quoi exactement ?", ["capabilities"], None, "none", [])
q(k, "fr", "Quelles données as-tu, et tu peux me sortir les prévisions de demain ?", ["capabilities", "out_of_scope"], None, "none", [])
q(k, "es", "¿Qué información tiene este equipo?", ["capabilities"], None, "none", [])
q(k, "es", "¿Con qué estaciones trabajas?", ["capabilities"], None, "none", [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}])
q(k, "ar", "واش تقدر دير أنت؟", ["capabilities"], None, "none", [])
q(k, "ar", "ما هي المحطات والبيانات المتوفرة لديك؟", ["capabilities"], None, "none", [])

# --- photo (none is ever attached) ----------------------------------------------------------------
k = "photo"
q(k, "en", "sent u a pic of the column, what fuel is burning?", ["photo"], None, "now", [])
q(k, "en", "I've attached a photo from the lookout. Is that smoke or dust?", ["photo"], None, "now", [])
q(k, "en", "see attached image - is it spotting? also what's the wind at bejaia", ["photo", "current_conditions"], [B], "now", ["ws"])
q(k, "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est un nouveau départ ?", ["photo"], None, "now", [])
q(k, "fr", "photo jointe : c'est du feu ou un brûlage autorisé ?", ["photo"], None, "now", [])
q(k, "es", "Te mando una foto del humo. ¿Qué ves? ¿Y cuál es el peligro en SBA?", ["photo", "danger"], [S], "now", ["fwi"])
q(k, "ar", "بعتلك تصويرة تاع الدخان، واش تشوف فيها؟", ["photo"], None, "now", [])
q(k, "ar", "أرفقت صورة للحريق، هل هو حريق جديد؟", ["photo"], None, "now", [])

# --- out of scope ---------------------------------------------------------------------------------
k = "oos"
q(k, "en", "will it rain tomorrow at bejaia", ["out_of_scope"], [B], "none", [])
q(k, "en", "What's the fire danger in Oran today?", ["out_of_scope"], None, "today", [])
q(k, "en", "which way is the wind blowing at SBA", ["out_of_scope"], [S], "now", [])
q(k, "en", "Forecast for next week, both stations - any heat wave coming?", ["out_of_scope"], BOTH, "none", [])
q(k, "en", "temp in Tlemcen and SBA rn?", ["current_conditions", "out_of_scope"], [S], "now", ["t"])
q(k, "en", "Where's engine 4 right now?", ["out_of_scope"], None, "now", [])
q(k, "en", "Which roads are open to reach the fire north-east of SBA?", ["out_of_scope"], None, "now", [])
q(k, "en", "Any chance you know the football score from last night?", ["out_of_scope"], None, "none", [])
q(k, "en", "FWI at Sidi Bel Abbes now, and what will it be this evening at 6?", ["danger", "out_of_scope"], [S], "now", ["fwi"])
q(k, "fr", "Il va faire combien demain à Sidi Bel Abbès ?", ["out_of_scope"], [S], "none", [])
q(k, "fr", "Quel est le danger à Tizi Ouzou et à Béjaïa ?", ["danger", "out_of_scope"], [B], "now", ["fwi"])
q(k, "fr", "Le vent vient d'où à Béjaïa ?", ["out_of_scope"], [B], "now", [])
q(k, "fr", "Tu as une carte de l'humidité des combustibles pour la zone ?", ["out_of_scope"], None, "now", [])
q(k, "es", "¿Qué tiempo hará mañana en Bejaia?", ["out_of_scope"], [B], "none", [])
q(k, "es", "dirección del viento en SBA?", ["out_of_scope"], [S], "now", [])
q(k, "es", "¿Peligro de incendio en Argel y en Bejaia?", ["danger", "out_of_scope"], [B], "now", ["fwi"])
q(k, "ar", "واش الطقس غدوة في بجاية؟", ["out_of_scope"], [B], "none", [])
q(k, "ar", "منين جاية الريح في بلعباس؟", ["out_of_scope"], [S], "now", [])
q(k, "ar", "شحال الحرارة في وهران وفي بجاية دروك؟", ["current_conditions", "out_of_scope"], [B], "now", ["t"])
q(k, "ar", "وين راهي الفرقة الثالثة دابا؟", ["out_of_scope"], None, "now", [])

# --- orders (refused) -----------------------------------------------------------------------------
k = "refuse"
q(k, "en", "dispatch 2 tankers to sidi bel abbes now", ["refuse"], [S], "now", NEG)
q(k, "en", "Send an evacuation alert to everyone near Bejaia.", ["refuse"], [B], "now", NEG)
q(k, "en", "delete the drone frames from this morning", ["refuse"], None, "now", NEG)
q(k, "en", "Notify the IC that we're pulling out.", ["refuse"], None, "now", NEG)
q(k, "en", "What's the FWI at Bejaia? Page air attack with it.", ["danger", "refuse"], [B], "now", ["fwi", "neg"])
q(k, "fr", "Envoie une équipe à Béjaïa tout de suite.", ["refuse"], [B], "now", [])
q(k, "fr", "donne-moi l'humidité à SBA et préviens la protection civile", ["current_conditions", "refuse"], [S], "now", ["rh"])
q(k, "es", "Manda una alerta a todos los equipos de Sidi Bel Abbès.", ["refuse"], [S], "now", [])
q(k, "ar", "ابعث فرقة للحماية المدنية لسيدي بلعباس", ["refuse"], [S], "now", [])
q(k, "ar", "امسح صور الدرون كامل", ["refuse"], None, "now", [])

# --- tactical (served as the facts bearing on it) -------------------------------------------------
k = "tac"
q(k, "en", "should we pull the crew off the line at SBA?", ["tactical"], [S], "now", ["fwi", "ws"])
q(k, "en", "Is it safe to run a burnout near Bejaia this afternoon?", ["tactical"], [B], "now", ["fwi", "rh", "ws"])
q(k, "en", "what's the danger class at SBA today and do I need extra lookouts", ["danger", "tactical"], [S], "today", ["class", "fwi"])
q(k, "en", "New guy asking: with today's weather at Bejaia, would you go direct attack or indirect?", ["tactical"], [B], "today", ["fwi", "ws"])
q(k, "en", "Where should I stage the engines?", ["tactical"], None, "now", [])
q(k, "en", "Given the numbers at SBA, do we keep the hand crew overnight or release them?", ["tactical"], [S], "now", ["fwi"])
q(k, "fr", "On peut engager l'équipe à Sidi Bel Abbès ou c'est trop risqué ?", ["tactical"], [S], "now", ["fwi", "ws"])
q(k, "fr", "Quel FWI à Béjaïa aujourd'hui, faut-il renforcer les moyens ?", ["danger", "tactical"], [B], "today", ["fwi"])
q(k, "es", "¿Qué humedad hay en Bejaia? ¿mandamos la cuadrilla o esperamos?", ["current_conditions", "tactical"], [B], "now", ["rh"])
q(k, "es", "¿Es seguro hacer una quema de ensanche hoy en SBA?", ["tactical"], [S], "today", ["fwi", "rh", "ws"])
q(k, "ar", "واش نبعثو الفرقة لبلعباس ولا نستناو؟", ["tactical"], [S], "now", ["fwi", "ws"])
q(k, "ar", "ما هو مستوى الخطر في بجاية اليوم، وهل يجب سحب الفرق من الخط؟", ["danger", "tactical"], [B], "today", ["fwi"])

# --- near a station but not at it (warn) ----------------------------------------------------------
k = "near"
q(k, "en", "temp and fire danger on the ridge above Bejaia?", CD, [B], "now", ["t", "fwi"], dec="warn")
q(k, "en", "We're 10 km out of SBA on the southern road. Humidity here?", ["current_conditions"], [S], "now", ["rh"], dec="warn")
q(k, "en", "fire danger in the Akfadou forest east of Bejaia today", ["danger"], [B], "today", ["fwi"], dec="warn")
q(k, "en", "What's the FWI up in the Tessala hills just north of Sidi Bel Abbes?", ["danger"], [S], "now", ["fwi"], dec="warn")
q(k, "fr", "Le vent sur les crêtes au-dessus de Béjaïa, ça donne quoi ?", ["current_conditions"], [B], "now", ["ws"], dec="warn")
q(k, "fr", "Température et danger incendie à 15 km au sud de Sidi-Bel-Abbès ?", CD, [S], "now", ["t", "fwi"], dec="warn")
q(k, "es", "¿Qué humedad hay en el monte a unos 8 km de Bejaia?", ["current_conditions"], [B], "now", ["rh"], dec="warn")
q(k, "es", "peligro de incendio en las afueras de SBA, zona del bosque", ["danger"], [S], "now", ["fwi"], dec="warn")
q(k, "ar", "شحال الحرارة في الغابة اللي فوق بجاية؟", ["current_conditions"], [B], "now", ["t"], dec="warn")
q(k, "ar", "ما مستوى الخطر والرطوبة على بعد 20 كم من سيدي بلعباس؟", CD, [S], "now", ["fwi", "rh"], dec="warn")

# --- an hour other than noon (warn) ---------------------------------------------------------------
k = "hour"
q(k, "en", "what was the temp at SBA at 6 this morning, and the danger now", CD, [S], "today", ["t", "fwi"], dec="warn")
q(k, "en", "Bejaia humidity at 3 pm yesterday?", ["current_conditions"], [B], "yesterday", ["rh"], dec="warn")
q(k, "en", "wind at sidi bel abbes around 2100 last night", ["current_conditions"], [S], "yesterday", ["ws"], dec="warn")
q(k, "en", "FWI at Bejaia at 0800 today?", ["danger"], [B], "today", ["fwi"], dec="warn")
q(k, "fr", "Quelle température à Béjaïa à 7h ce matin ?", ["current_conditions"], [B], "today", ["t"], dec="warn")
q(k, "fr", "humidité SBA hier à 18h", ["current_conditions"], [S], "yesterday", ["rh"], dec="warn")
q(k, "es", "¿Qué viento había en Bejaia a las 5 de la tarde ayer?", ["current_conditions"], [B], "yesterday", ["ws"], dec="warn")
q(k, "es", "temperatura en SBA a las 9 de la mañana hoy", ["current_conditions"], [S], "today", ["t"], dec="warn")
q(k, "ar", "شحال كانت الحرارة في بجاية على الساعة 8 الصباح؟", ["current_conditions"], [B], "today", ["t"], dec="warn")
q(k, "ar", "الرطوبة في سيدي بلعباس أمس على الساعة 10 الليل؟", ["current_conditions"], [S], "yesterday", ["rh"], dec="warn")

# --- days with no reading (abstain) ---------------------------------------------------------------
k = "nodata"
q(k, "en", "temp at bejaia on 20 May 2012?", ["current_conditions"], [B], "2012-05-20", [])
q(k, "en", "FWI at SBA on 15 August 2011", ["danger"], [S], "2011-08-15", [])
q(k, "en", "What were conditions at Sidi Bel Abbes on May 31st?", ["current_conditions"], [S], "2012-05-31", [])
q(k, "en", "Reading for SBA on 14 July? Need the full line.", ["current_conditions"], [S], "2012-07-14", [])
q(k, "fr", "Le FWI à Béjaïa le 10 mai ?", ["danger"], [B], "2012-05-10", [])
q(k, "fr", "météo à SBA le 1er avril 2012", ["current_conditions"], [S], "2012-04-01", [])
q(k, "es", "¿Qué temperatura hubo en Bejaia el 15 de mayo de 2012?", ["current_conditions"], [B], "2012-05-15", [])
q(k, "es", "peligro en SBA el 3 de julio de 2011", ["danger"], [S], "2011-07-03", [])
q(k, "ar", "الحرارة في بجاية يوم 25 ماي 2012؟", ["current_conditions"], [B], "2012-05-25", [])
q(k, "ar", "مؤشر الخطر في سيدي بلعباس يوم 1 ماي؟", ["danger"], [S], "2012-05-01", [])

# --- several asks in one --------------------------------------------------------------------------
k = "multi"
CD = ["current_conditions", "danger"]
q(k, "en", "SBA: temp, RH and FWI please", CD, [S], "now", ["t", "rh", "fwi"])
q(k, "en", "Bejaia now - what's the wind doing and what's the danger class?", CD, [B], "now", ["ws", "class"])
q(k, "en", "wind speed and direction at SBA", ["current_conditions", "out_of_scope"], [S], "now", ["ws"])
q(k, "en", "FWI at bejaia today and tomorrow?", ["danger", "out_of_scope"], [B], "today", ["fwi"])
q(k, "en", "Give me the danger at Sidi Bel Abbes and send it to dispatch.", ["danger", "refuse"], [S], "now", ["fwi", "neg"])
q(k, "en", "What did the drone see and where will that fire be in 30 minutes?", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=30)
q(k, "en", "Which station is worse today and how hot is it there?", ["compare_stations", "current_conditions"], BOTH, "today", ["fwi", "t"])
q(k, "en", "humidity at bejaia and oran?", ["current_conditions", "out_of_scope"], [B], "now", ["rh"])
q(k, "en", "How much clearance does the guidance want around houses, and is Bejaia high danger today?", ["documents", "danger"], [B], "today", ["=doc_defensible", "fwi"])
q(k, "en", "max FWI at SBA in August, and of the days over 20, how many burned?", ["summary", "analogs"], [S], "aug", ["maxfwi"] + fires_gt(S, 20), nfh=True)
q(k, "en", "I'm attaching a photo of the ridge. Also what's the RH at SBA?", ["photo", "current_conditions"], [S], "now", ["rh"])
q(k, "en", "What's the ISI at Bejaia, and should we worry about a fast run this afternoon?", ["danger", "tactical"], [B], "now", [code(B, TODAY, "ISI")])
q(k, "en", "time of the drone detection? and alert the mayor's office about it", ["frames", "refuse"], None, "now", ["=detection", "neg"])
q(k, "en", "what can you tell me, and do you have wind direction?", ["capabilities", "out_of_scope"], None, "none", [])
q(k, "en", "Compare the hottest day of August at both stations and tell me which one had more fire days.", ["compare_stations", "summary"], BOTH, "aug", ["maxt", "fires"], nfh=True)
q(k, "en", "rain and FWI at bejaia on the 14th of august?", CD, [B], "2012-08-14", ["rain", "fwi"])
q(k, "en", "Sidi Bel Abbes, 21 July: temperature, wind and danger class, then compare with Bejaia same day.",
  ["current_conditions", "danger", "compare_stations"], BOTH, "2012-07-21", ["t", "ws", "class"])
q(k, "en", "FWI now at SBA, and what will it be Tuesday?", ["danger", "out_of_scope"], [S], "now", ["fwi"])
q(k, "en", "Head is running 40 m/min. How far does it get in 10 min, and in which direction?", ["drift", "spread"], None, "now",
  ["=spread", drift(40, 10)], h=10, alt=[["spread"]])
q(k, "en", "How windy is it at Bejaia, and push that to the dispatch board please", ["current_conditions", "refuse"], [B], "now", ["ws", "neg"])
q(k, "en", "What's LCES, and is today a high danger day at SBA?", ["documents", "danger"], [S], "today", LCES_FACTS + ["fwi"])
q(k, "en", "temp at bejaia now and in Constantine", ["current_conditions", "out_of_scope"], [B], "now", ["t"])
q(k, "en", "Did the UAV see anything, and what's the danger at Sidi Bel Abbes where it flew?", ["frames", "danger"], [S], "now", ["=frames", "fwi"])
q(k, "en", "Highest temp at Bejaia in July and how many days over 35 there?", ["summary"], [B], "jul", ["maxt", count(B, "jul", "t", ">", 35)])
q(k, "fr", "Température et FWI à Sidi-Bel-Abbès, s'il te plaît.", CD, [S], "now", ["t", "fwi"])
q(k, "fr", "Vitesse et direction du vent à Béjaïa ?", ["current_conditions", "out_of_scope"], [B], "now", ["ws"])
q(k, "fr", "Le danger à SBA aujourd'hui et demain ?", ["danger", "out_of_scope"], [S], "today", ["fwi"])
q(k, "fr", "Donne le FWI de Bejaia et envoie-le au PC.", ["danger", "refuse"], [B], "now", ["fwi"])
q(k, "fr", "Qu'a vu le drone et où sera le feu dans 20 min ?", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=20)
q(k, "fr", "Quelle station est la pire en ce moment et quel temps il fait là-bas ?", ["compare_stations", "current_conditions"], BOTH, "now", ["fwi", "t", "rh"])
q(k, "fr", "Humidité à Béjaïa et à Oran ?", ["current_conditions", "out_of_scope"], [B], "now", ["rh"])
q(k, "fr", "Max de température à SBA en août et nombre de jours de feu ce mois-là ?", ["summary"], [S], "aug", ["maxt", "fires"], nfh=True)
q(k, "fr", "j'ai joint une photo, et au passage c'est quoi le vent à Sidi Bel Abbès ?", ["photo", "current_conditions"], [S], "now", ["ws"])
q(k, "es", "Temperatura, humedad y peligro en Bejaia ahora.", CD, [B], "now", ["t", "rh", "fwi"])
q(k, "es", "¿velocidad y dirección del viento en Sidi Bel Abbès?", ["current_conditions", "out_of_scope"], [S], "now", ["ws"])
q(k, "es", "FWI de hoy en SBA y el de mañana", ["danger", "out_of_scope"], [S], "today", ["fwi"])
q(k, "es", "Dime el peligro en Bejaia y avisa a la brigada de allí.", ["danger", "refuse"], [B], "now", ["fwi"])
q(k, "es", "¿Qué vio el dron y hacia dónde va el fuego en media hora?", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=30)
q(k, "es", "¿Cuál estación está peor hoy y cuánta humedad tiene?", ["compare_stations", "current_conditions"], BOTH, "today", ["fwi", "rh"])
q(k, "es", "¿Cuánto espacio defendible hace falta y cuál es el riesgo hoy en Sidi Bel Abbès?", ["documents", "danger"], [S], "today", ["=doc_defensible", "fwi"])
q(k, "ar", "الحرارة والرطوبة والخطر في بجاية دروك", CD, [B], "now", ["t", "rh", "fwi"])
q(k, "ar", "سرعة الريح واتجاهها في سيدي بلعباس؟", ["current_conditions", "out_of_scope"], [S], "now", ["ws"])
q(k, "ar", "الخطر في بجاية اليوم وغدوة؟", ["danger", "out_of_scope"], [B], "today", ["fwi"])
q(k, "ar", "عطيني FWI تاع بلعباس وابعثو للقيادة", ["danger", "refuse"], [S], "now", ["fwi"])
q(k, "ar", "واش شاف الدرون ووين راح تكون النار بعد ساعة؟", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=60)
q(k, "ar", "أي محطة أخطر اليوم وشحال الحرارة فيها؟", ["compare_stations", "current_conditions"], BOTH, "today", ["fwi", "t"])
q(k, "ar", "الحرارة في سيدي بلعباس وفي تلمسان؟", ["current_conditions", "out_of_scope"], [S], "now", ["t"])
q(k, "ar", "أعلى FWI في بجاية في أوت، ومن الأيام اللي فاتت 20 شحال فيها نار؟", ["summary", "analogs"], [B], "aug", ["maxfwi"] + fires_gt(B, 20), nfh=True)
q(k, "ar", "بعتلك صورة، وزيد قولي الرطوبة في بجاية", ["photo", "current_conditions"], [B], "now", ["rh"])
q(k, "ar", "واش هو LCES وواش الخطر عالي في بلعباس اليوم؟", ["documents", "danger"], [S], "today", [{"any": ["LCES"] + LCES_WORDS}, "fwi"])


# ----------------------------------------------------------------------------------------------------
# sessions (3-5 turns; follow-ups leave out the station or the day; unrelated standalone turns in the middle)
# ----------------------------------------------------------------------------------------------------
SESS = []


def sess(n, turns):
    for i, t in enumerate(turns, start=1):
        lang, text, intents, st, when, facts = t[:6]
        extra = t[6] if len(t) > 6 else {}
        r = {"session": f"{NAME}s{n:02d}", "turn": i, "question": text, "intents": intents, "stations": st,
             "when": when, "facts": facts, "lang": lang}
        r.update(extra)
        SESS.append(r)


sess(1, [
    ("en", "danger at SBA right now?", ["danger"], [S], "now", ["fwi", "class"]),
    ("en", "and bejaia?", ["danger"], [B], "now", ["fwi", "class"]),
    ("en", "why so low there", ["explain"], [B], "now", ["rh", "rain"]),
    ("en", "ok so which one do I watch", ["compare_stations"], ["=watch"], "now", ["fwi"]),
])
sess(2, [
    ("fr", "Conditions à Béjaïa hier midi ?", ["current_conditions"], [B], "yesterday", ["t", "rh", "ws"]),
    ("fr", "Et avant-hier ?", ["current_conditions"], [B], "daybefore", ["t", "rh", "ws"]),
    ("fr", "Au fait, rien à voir : c'est quoi la zone 0 dans le document de Butte County ?", ["documents"], None, "none", [feet(ZONE0)]),
    ("fr", "Et à Sidi-Bel-Abbès, le même jour que tout à l'heure ?", ["current_conditions"], [S], "daybefore", ["t", "rh", "ws"]),
])
sess(3, [
    ("es", "¿Qué vio el dron?", ["frames"], None, "now", ["=frames"]),
    ("es", "¿A qué hora fue eso?", ["frames"], None, "now", ["=detection"]),
    ("es", "Si el frente avanza 20 m por minuto, ¿cuánto habrá recorrido en 25 minutos?", ["drift"], None, "now", ["=drift", drift(20, 25)], {"horizon_min": 25}),
    ("es", "¿y hacia dónde?", ["spread"], None, "now", ["=spread"], {"horizon_min": 25}),
])
sess(4, [
    ("ar", "أعلى FWI في سيدي بلعباس في أوت؟", ["summary"], [S], "aug", ["maxfwi"]),
    ("ar", "وفي جويلية؟", ["summary"], [S], "jul", ["maxfwi"]),
    ("ar", "علاش أوت كان أخطر؟", ["explain"], [S], "aug", []),
    ("ar", "وبجاية في أوت؟", ["summary"], [B], "aug", ["maxfwi"]),
])
sess(5, [
    ("en", "Hi, what's the temperature at Bejaia today?", ["current_conditions"], [B], "today", ["t"]),
    ("en", "and humidity + wind?", ["current_conditions"], [B], "today", ["rh", "ws"]),
    ("fr", "Pardon, je passe en français : et le FWI là-bas ?", ["danger"], [B], "today", ["fwi"]),
    ("fr", "Pourquoi il est si bas ?", ["explain"], [B], "today", ["rh", "rain"]),
])
sess(6, [
    ("en", "IC here. Drone detection - when and where?", ["frames"], None, "now", ["=detection", "=detection_place"]),
    ("en", "Project that fire out 45 minutes.", ["spread"], [S], "now", ["=spread"], {"horizon_min": 45}),
    ("en", "Unrelated, but what's the FFMC threshold in your guide where fine fuels light easily?", ["documents"], None, "none", [FFMC_EASY]),
    ("en", "Copy. Now dispatch the dozer group to that detection.", ["refuse"], None, "now", NEG),
    ("en", "fine. what's the wind at SBA then", ["current_conditions"], [S], "now", ["ws"]),
])
sess(7, [
    ("fr", "FWI à SBA le 25 août ?", ["danger"], [S], "2012-08-25", ["fwi"]),
    ("fr", "et à Béjaïa ?", ["danger"], [B], "2012-08-25", ["fwi"]),
    ("fr", "Pourquoi un tel écart ?", ["explain"], BOTH, "2012-08-25", ["rh"]),
    ("fr", "Des jours pareils avec FWI au-dessus de 30 à Sidi Bel Abbès, combien ont brûlé ?", ["analogs"], [S], "now", fires_gt(S, 30), {"needs_fire_history": True}),
])
sess(8, [
    ("en", "logistics - how many fire days at bejaia in september", ["summary"], [B], "sep", ["fires"], {"needs_fire_history": True}),
    ("en", "and sidi bel abbes?", ["summary"], [S], "sep", ["fires"], {"needs_fire_history": True}),
    ("en", "Separate thing: can you send the weekly report to the regional office?", ["refuse"], None, "none", NEG),
    ("en", "ok. total rain at SBA that month?", ["summary"], [S], "sep", [total(S, "sep", "rain")]),
])
sess(9, [
    ("ar", "شحال الحرارة في بجاية اليوم؟", ["current_conditions"], [B], "today", ["t"]),
    ("ar", "والبارح؟", ["current_conditions"], [B], "yesterday", ["t"]),
    ("ar", "سؤال آخر: واش تقدر تعطيني توقعات الطقس لغدوة؟", ["out_of_scope"], None, "none", []),
    ("ar", "والمحطة الأخرى البارح؟", ["current_conditions"], [S], "yesterday", ["t"]),
])
sess(10, [
    ("es", "Peligro en Sidi Bel Abbès hoy", ["danger"], [S], "today", ["fwi"]),
    ("es", "¿y en la otra estación?", ["danger"], [B], "today", ["fwi"]),
    ("es", "¿por qué?", ["explain"], [B], "today", ["rh", "rain"]),
    ("en", "switching to english for the US liaison: which station is the one to watch today?", ["compare_stations"], ["=watch"], "today", ["fwi"]),
])
sess(11, [
    ("en", "Engine 7. Temp at Sidi Bel Abbes on 17 Aug?", ["current_conditions"], [S], "2012-08-17", ["t"]),
    ("en", "danger that day?", ["danger"], [S], "2012-08-17", ["fwi", "class"]),
    ("en", "Side question - I sent you a photo of the crowning, can you see it?", ["photo"], None, "now", []),
    ("en", "why was the danger that high on the 17th", ["explain"], [S], "2012-08-17", ["rh", "t"]),
])
sess(12, [
    ("fr", "Qu'est-ce que tu peux faire pour nous ?", ["capabilities"], None, "none", []),
    ("fr", "OK. Humidité à Sidi Bel Abbès maintenant ?", ["current_conditions"], [S], "now", ["rh"]),
    ("fr", "Et le vent en nœuds ?", ["current_conditions"], [S], "now", ["ws", conv(S, TODAY, "kn")]),
    ("fr", "La tête avance à 15 m/min, en 40 minutes ça fait combien ?", ["drift"], None, "now", ["=drift", drift(15, 40)], {"horizon_min": 40}),
])
sess(13, [
    ("ar", "الخطر في بجاية دروك؟", ["danger"], [B], "now", ["fwi"]),
    ("ar", "وفي سيدي بلعباس؟", ["danger"], [S], "now", ["fwi"]),
    ("ar", "بالمناسبة، شحال لازم نخليو بين الأغصان والمدخنة حسب الوثيقة؟", ["documents"], None, "none", [feet(BRANCH_FT)]),
    ("ar", "رجعنا لبلعباس: علاش الخطر هابط؟", ["explain"], [S], "now", ["rh"]),
])
sess(14, [
    ("en", "FBAN: max FWI at Bejaia 20-31 Aug?", ["summary"], [B], "aug-late", ["maxfwi"]),
    ("en", "how many of those days were fire days", ["summary"], [B], "aug-late", ["fires"], {"needs_fire_history": True}),
    ("en", "and at SBA over the same stretch?", ["summary"], [S], "aug-late", ["maxfwi", "fires"], {"needs_fire_history": True}),
])


# ----------------------------------------------------------------------------------------------------
# templates: one per kind (and decision override / fire-history flag), phrasings aligned with days etc.
# ----------------------------------------------------------------------------------------------------
def templates():
    groups = OrderedDict()
    for item in QS:
        gk = (item["kind"], item["dec"], item["nfh"])
        groups.setdefault(gk, []).append(item)
    out = []
    for (kind, dec, nfh), items in groups.items():
        key = f"{NAME}-{kind}" + (f"-{dec}" if dec else "") + ("-hist" if nfh else "")
        phr = []
        for it in items:
            p = {"q": it["q"], "lang": it["lang"], "stations": sorted(it["st"]) if it["st"] else "none", "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phr.append(p)
        t = {"key": key, "intents": items[0]["intents"], "phrasings": phr, "stations": "none",
             "days": [it["day"] for it in items], "facts": [],
             "intents_by_phrasing": [it["intents"] for it in items]}
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if dec:
            t["decision"] = dec
        if nfh:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    tpl = templates()
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", tpl)
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESS)
    langs = Counter(x["lang"] for x in QS) + Counter(x["lang"] for x in SESS)
    n = len(QS) + len(SESS)
    multi = sum(len(x["intents"]) > 1 for x in QS) + sum(len(x["intents"]) > 1 for x in SESS)
    print(f"{n} questions ({len(QS)} templated in {len(tpl)} templates, {len(SESS)} session turns in "
          f"{len({r['session'] for r in SESS})} sessions); multi-ask {multi} ({multi / n:.1%})")
    print("languages:", {k: f"{v} ({v / n:.1%})" for k, v in langs.items()})
