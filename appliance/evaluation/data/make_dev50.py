"""Batch d50: blind fire-crew questions with gold computed by code.

Writes crew_templates_dev50.jsonl and crew_sessions_dev50.jsonl next to this script, then expands them with
crew_build.expand and prints counts and a sample. Every number in a gold fact is computed here: from the
Algerian CSV (crew_facts.table, fire_record through the fact tokens), from the crew's own figures (rate x
minutes), or parsed with a regex out of the shipped documents.

Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev50.py
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.evaluation.crew_build import expand
from appliance.paths import EDGE_DATA_DIR

NAME = "d50"
OUT = Path(__file__).resolve().parent
TEMPLATES = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SESSIONS = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"

B, S = "bejaia", "sidi-bel-abbes"
TODAY = crew_days.TODAY.isoformat()                     # 2012-09-30, the box's clock
YDAY = crew_days.resolve("yesterday", "en", 0)["days"][0]
DBY = crew_days.resolve("daybefore", "en", 0)["days"][0]
TAB = crew_facts.table()


# ---------------------------------------------------------------- numbers from the CSV
def num(x, nd=1):
    x = round(float(x), nd)
    return int(x) if x.is_integer() else x


def any_num(x):
    """A converted or averaged figure: one decimal, or rounded to a whole number."""
    vals = []
    for v in (num(x, 1), num(x, 0)):
        if v not in vals:
            vals.append(v)
    return {"any": vals}


def row(dev, day):
    return TAB[(dev, day)]


def code(dev, day, name):
    return num(row(dev, day).codes[name], 1)


def fahrenheit(dev, day):
    return any_num(row(dev, day).temperature_c * 9 / 5 + 32)


def mph(dev, day):
    return any_num(row(dev, day).wind_kmh / 1.609344)


def knots(dev, day):
    return any_num(row(dev, day).wind_kmh / 1.852)


def mps(dev, day):
    return any_num(row(dev, day).wind_kmh / 3.6)


def window(key):
    return crew_days.resolve(key, "en", 0)["days"]


def wrows(dev, key, extra_first_day=False):
    days = window(key)
    if extra_first_day:         # "past week" may be read with one more day at its start (slack_days)
        days = [(crew_days.date.fromisoformat(days[0]) - crew_days.timedelta(days=1)).isoformat()] + days
    return [TAB[(dev, d)] for d in days if (dev, d) in TAB]


def wvals(dev, key, get, extra_first_day=False):
    return [get(r) for r in wrows(dev, key, extra_first_day)]


def count(dev, key, get, thr):
    """Days in the window whose value is strictly above thr."""
    return sum(1 for v in wvals(dev, key, get) if v > thr)


def mean_fact(dev, key, get):
    out = []
    variants = [False, True] if crew_days.WINDOWS[key].get("slack_days") else [False]
    for extra in variants:
        vals = wvals(dev, key, get, extra)
        for v in any_num(sum(vals) / len(vals))["any"]:
            if v not in out:
                out.append(v)
    return {"any": out}


def min_fact(dev, key, get):
    out = []
    variants = [False, True] if crew_days.WINDOWS[key].get("slack_days") else [False]
    for extra in variants:
        v = num(min(wvals(dev, key, get, extra)))
        if v not in out:
            out.append(v)
    return out[0] if len(out) == 1 else {"any": out}


def max_of(dev, key, get):
    return num(max(wvals(dev, key, get)))


def trend(dev, key):
    """A trend answer names the window's peak FWI and where it stands at the window's end."""
    vals = wvals(dev, key, lambda r: r.codes["FWI"])
    out = [num(max(vals)), num(vals[-1])]
    return out[:1] if out[0] == out[1] else out


def diff(day, get):
    return num(abs(get(row(B, day)) - get(row(S, day))))


T_ = lambda r: r.temperature_c
RH_ = lambda r: r.rh_pct
WS_ = lambda r: r.wind_kmh
RAIN_ = lambda r: r.rain_mm
FWI_ = lambda r: r.codes["FWI"]


# ---------------------------------------------------------------- numbers from the crew
def drift_m(metres):
    """A drift the crew can compute: metres, and km with a point or a French comma."""
    m = round(metres)
    out = [m]
    for nd in (2, 1):
        km = num(metres / 1000, nd)
        for s in (f"{km} km", f"{km} km".replace(".", ",")):
            if s not in out:
                out.append(s)
    return {"any": out}


def per_min(rate_m_min, minutes):
    return drift_m(rate_m_min * minutes)


def per_hour_km(rate_kmh, minutes):
    return drift_m(rate_kmh * 1000 * minutes / 60)


def feet_per_min(rate_ft_min, minutes):
    ft = rate_ft_min * minutes
    f = drift_m(ft * 0.3048)
    f["any"].insert(1, num(ft))
    return f


# ---------------------------------------------------------------- numbers from the shipped documents
DOCS = {p.stem: p.read_text(encoding="utf-8") for p in (EDGE_DATA_DIR / "documents").glob("*.md")}
FWIG, LCES, BUTTE = DOCS["fire-weather-index-guide"], DOCS["crew-safety-lces"], DOCS["butte-county-defensible-space"]


def rx(text, pattern, group=1):
    m = re.search(pattern, text, re.S)
    if not m:
        raise SystemExit(f"pattern not found in document: {pattern}")
    return m.group(group)


CLASS_FROM = {" ".join(w.split()): num(float(v)) for v, w in re.findall(r"from ([\d.]+)\s+(very\s+high|high|moderate|low|extreme)", FWIG)}
VERY_LOW_BELOW = num(float(rx(FWIG, r"below ([\d.]+) very low")))
FFMC_EASY = num(float(rx(FWIG, r"above about (\d+)\s+fine fuels")))
LCES_WORDS = [w.strip().lower() for w in re.split(r",|\band\b", rx(LCES, r"before it engages a fire: ([^.]+)\."))]
LCES_FACTS = [{"any": [w]} for w in LCES_WORDS if w]
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE)
ZONE1_OUTER = num(float(ZONE1.group(2)))
GRASS_IN = num(float(rx(BUTTE, r"maximum height of (\d+) inches")))
ZONE0_FT = num(float(rx(BUTTE, r"Zone 0 is the first (\d+) feet")))
ZONE0_FACT = {"any": [rx(BUTTE, r"keep it (ember)-resistant"), f"{ZONE0_FT} feet", f"{ZONE0_FT} ft"]}
SLOWEST = {"any": [rx(LCES, r"at the (slowest) member")]}
WATCHOUT = {"any": [rx(LCES, r"builds line (downhill)"), rx(LCES, r"when (spot fires) appear"),
                    rx(LCES, r"when the (wind increases)")]}
STAFFING = {"any": [rx(LCES, r"(lookouts) are posted early"), rx(LCES, r"(escape routes) are kept short")]}
BUI_WHAT = {"any": [rx(FWIG, r"\(BUI\) combines (DMC)"), rx(FWIG, r"rates the (fuel available)")]}
FFMC_WHAT = {"any": [rx(FWIG, r"moisture of litter and (fine fuels)"), rx(FWIG, r"moisture of (litter)")]}
ISI_WHAT = {"any": [rx(FWIG, r"rates how fast\s+a fire would (spread)")]}
FWI_WHAT = {"any": [rx(FWIG, r"\(FWI\) combines (ISI)"), rx(FWIG, r"\(FWI\) combines ISI and (BUI)")]}
STATION_WORDS = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]


def band(fwi):
    """The guide's bounds of the class a FWI falls in (the guide's own numbers): [lower, upper] where they exist."""
    bounds = sorted(set(CLASS_FROM.values()) | {VERY_LOW_BELOW})
    lower = [b for b in bounds if b <= fwi]
    upper = [b for b in bounds if b > fwi]
    return ([max(lower)] if lower else []) + ([min(upper)] if upper else [])


def danger_literal(dev, day):
    """FWI and class of a day written as literal facts (for a question whose day key is a window)."""
    fwi = row(dev, day).codes["FWI"]
    return [num(fwi), {"class": crew_facts.danger_class(fwi)}]

ALL_W = ["t", "rh", "ws", "rain"]
DNG = ["fwi", "class"]

# ---------------------------------------------------------------- the questions
# Q(kind, lang, text, stations, day, facts, intents=None, h=None, thr=None)
# stations: B / S / "both" / None; a kind fixes the template: its default intents, decision override, fire flag.
KINDS = {
    "cur": (["current_conditions"], None, False),
    "units": (["current_conditions"], None, False),
    "hour": (["current_conditions"], "warn", False),
    "near": (["current_conditions"], "warn", False),
    "nodata": (["current_conditions"], None, False),
    "danger": (["danger"], None, False),
    "codes": (["danger"], None, False),
    "compare": (["compare_stations"], None, False),
    "summary": (["summary"], None, False),
    "firecount": (["summary"], None, True),
    "analogs": (["analogs"], None, True),
    "drift": (["drift"], None, False),
    "spread": (["spread"], None, False),
    "frames": (["frames"], None, False),
    "docs": (["documents"], None, False),
    "caps": (["capabilities"], None, False),
    "photo": (["photo"], None, False),
    "oos": (["out_of_scope"], None, False),
    "refuse": (["refuse"], None, False),
    "tactical": (["tactical"], None, False),
    "mix-now": (["danger", "current_conditions"], None, False),
    "mix-oos": (["current_conditions", "out_of_scope"], None, False),
    "mix-order": (["danger", "refuse"], None, False),
    "mix-drone": (["frames", "spread"], None, False),
    "mix-window": (["compare_stations", "summary"], None, False),
    "mix-window-fire": (["compare_stations", "summary"], None, True),
    "mix-guide": (["danger", "documents"], None, False),
    "mix-act": (["tactical", "danger"], None, False),
    "mix-misc": (["frames", "drift"], None, False),
    "mix-past": (["danger", "analogs"], None, True),
}
ITEMS = []


def Q(kind, lang, text, st=None, day="none", facts=(), intents=None, h=None, thr=None):
    ITEMS.append({"kind": kind, "lang": lang, "q": text, "st": st, "day": day, "facts": list(facts),
                  "intents": intents or KINDS[kind][0], "h": h, "thr": thr})


# -- current conditions -------------------------------------------------------------------------------
Q("cur", "en", "Bejaia, what are you reading right now?", B, "now", ALL_W)
Q("cur", "en", "temp + humidity sba rn", S, "now", ["t", "rh"])
Q("cur", "en", "Engine 12 to the box: wind speed at Sidi Bel Abbes, go ahead.", S, "now", ["ws"])
Q("cur", "en", "Did it rain at Béjaïa today?", B, "today", ["rain"])
Q("cur", "en", "yesterdays wind bejaia??", B, "yesterday", ["ws"])
Q("cur", "en", "Give me the full weather line for SBA, 14-Aug.", S, "2012-08-14", ALL_W)
Q("cur", "en", "What was the temperature at Bejaia {day}?", B, "2012-08-03", ["t"])
Q("cur", "en", "New volunteer here, sorry if this is basic. How humid is it at Bejaia today?", B, "today", ["rh"])
Q("cur", "en", "readings sidi bel abes from the day before yesterday pls", S, "daybefore", ALL_W)
Q("cur", "en", "Logistics: was there any rainfall at SBA on 2012-09-27? Trying to judge whether the track will be soft.", S, "2012-09-27", ["rain"])
Q("cur", "en", "bejaia conditions 07/22", B, "2012-07-22", ALL_W)
Q("cur", "en", "IC on channel 3, current RH and wind at Béjaia, over.", B, "now", ["rh", "ws"])
Q("cur", "en", "Analyst request: Sidi-Bel Abbès noon obs for 5 September, every weather field you have.", S, "2012-09-05", ALL_W)
Q("cur", "fr", "Quelle température fait-il à Béjaïa en ce moment ?", B, "now", ["t"])
Q("cur", "fr", "Donne-moi le vent à SBA le 3/8", S, "2012-08-03", ["ws"])
Q("cur", "fr", "Il a plu sur Bougie aujourd'hui ?", B, "today", ["rain"])
Q("cur", "fr", "Les relevés complets de Sidi-Bel-Abbès pour le 12 juillet, s'il te plaît.", S, "2012-07-12", ALL_W)
Q("cur", "fr", "C'était comment, la météo à Béjaïa avant-hier ?", B, "daybefore", ALL_W)
Q("cur", "es", "¿Cuánta humedad hay ahora mismo en Bejaia?", B, "now", ["rh"])
Q("cur", "es", "¿Llovió en Béjaïa el 25 de septiembre?", B, "2012-09-25", ["rain"])
Q("cur", "es", "dame viento y temperatura de SBA hoy", S, "today", ["ws", "t"])
Q("cur", "es", "Jefe de cuadrilla: necesito la lectura de Bejaia {day}, completa.", B, "2012-08-10", ALL_W)
Q("cur", "ar", "شحال الحرارة في بجاية دروك؟", B, "now", ["t"])
Q("cur", "ar", "واش كانت الرطوبة في سيدي بلعباس البارح؟", S, "yesterday", ["rh"])
Q("cur", "ar", "هل نزل المطر في سيدي بلعباس يوم 27 سبتمبر؟", S, "2012-09-27", ["rain"])
Q("cur", "ar", "عطيني القراءات تاع سيدي بل عباس اليوم كاملين", S, "today", ALL_W)
Q("cur", "ar", "الطقس في بجاية نهار 3/8؟", B, "2012-08-03", ALL_W)

# -- units asked ---------------------------------------------------------------------------------------
Q("units", "en", "Wind at Bejaia in mph?", B, "now", ["ws", mph(B, TODAY)])
Q("units", "en", "What's SBA's temp in Fahrenheit right now? Our US liaison keeps asking.", S, "now", ["t", fahrenheit(S, TODAY)])
Q("units", "en", "knots pls, wind speed sidi bel abbes today, helo pilot wants it", S, "today", ["ws", knots(S, TODAY)])
Q("units", "en", "Give me Bejaia's wind in metres per second, yesterday noon.", B, "yesterday", ["ws", mps(B, YDAY)])
Q("units", "en", "temp in °F at bejaia on 14 Aug", B, "2012-08-14", ["t", fahrenheit(B, "2012-08-14")])
Q("units", "en", "m/s wind sidi bel abbes 28 sept", S, "2012-09-28", ["ws", mps(S, "2012-09-28")])
Q("units", "fr", "Le vent à Béjaïa en nœuds, pour le pilote ?", B, "now", ["ws", knots(B, TODAY)])
Q("units", "es", "Pásame la velocidad del viento de Sidi Bel Abbes en nudos.", S, "now", ["ws", knots(S, TODAY)])
Q("units", "ar", "سرعة الريح في بجاية بالعقدة؟", B, "now", ["ws", knots(B, TODAY)])
Q("units", "ar", "الحرارة في سيدي بلعباس بالفهرنهايت من فضلك", S, "now", ["t", fahrenheit(S, TODAY)])

# -- hours other than noon (warn: the box holds the noon reading only) --------------------------------
Q("hour", "en", "What was the temperature at Bejaia at 6 am today?", B, "today", ["t"])
Q("hour", "en", "SBA humidity at 1800 yesterday?", S, "yesterday", ["rh"])
Q("hour", "en", "Need the 0900 reading for Béjaïa from 14 August.", B, "2012-08-14", ALL_W)
Q("hour", "en", "What did the thermometer at Bejaia say around 2 this morning?", B, "today", ["t"])
Q("hour", "en", "FWI at SBA at 4pm yesterday?", S, "yesterday", DNG, intents=["danger"])
Q("hour", "fr", "Quelle humidité à Béjaïa à 7h ce matin ?", B, "today", ["rh"])
Q("hour", "fr", "Le vent à Sidi Bel Abbès hier soir vers 21 h ?", S, "yesterday", ["ws"])
Q("hour", "es", "¿Qué temperatura había en Bejaia a las 8 de la mañana?", B, "today", ["t"])
Q("hour", "es", "Humedad en Sidi Bel Abbes ayer a las 17:00", S, "yesterday", ["rh"])
Q("hour", "ar", "شحال كانت الحرارة في سيدي بلعباس على الساعة السادسة صباحا اليوم؟", S, "today", ["t"])
Q("hour", "ar", "الرطوبة في بجاية البارح على 10 تاع الليل؟", B, "yesterday", ["rh"])

# -- places near a station but not at it (warn) --------------------------------------------------------
Q("near", "en", "We're up on the ridge above Bejaia. What's the humidity up here?", B, "now", ["rh"])
Q("near", "en", "Danger level 10 km south of SBA?", S, "now", DNG, intents=["danger"])
Q("near", "en", "Crew staging at the quarry 5 km east of Sidi Bel Abbes, temp and wind there?", S, "now", ["t", "ws"])
Q("near", "en", "Fire danger in the hills behind Béjaïa today?", B, "today", DNG, intents=["danger"])
Q("near", "en", "whats the wind doing on the coast road just outside bejaia", B, "now", ["ws"])
Q("near", "en", "valley north of sba, how dry is it and what's the danger class", S, "now", ["rh"] + DNG,
  intents=["current_conditions", "danger"])
Q("near", "fr", "On est sur la crête au-dessus de Béjaïa, quel vent on a ?", B, "now", ["ws"])
Q("near", "fr", "Danger feu à 15 km au sud de Sidi Bel Abbès ?", S, "now", DNG, intents=["danger"])
Q("near", "fr", "Quelle température dans la forêt à la sortie de Béjaïa ?", B, "now", ["t"])
Q("near", "es", "Estamos a unos 8 km de Sidi Bel Abbes, ¿qué humedad hay aquí?", S, "now", ["rh"])
Q("near", "es", "¿Peligro de incendio en el monte encima de Bejaia?", B, "now", DNG, intents=["danger"])
Q("near", "ar", "احنا في الجبل فوق بجاية، شحال الريح؟", B, "now", ["ws"])
Q("near", "ar", "خطر الحريق على بعد 20 كلم من سيدي بلعباس؟", S, "now", DNG, intents=["danger"])
Q("near", "ar", "الحرارة في الغابة اللي قريبة من سيدي بلعباس", S, "now", ["t"])

# -- days with no reading (before June 2012) -------------------------------------------------------------
Q("nodata", "en", "What was the FWI at Bejaia on 15 May 2012?", B, "2012-05-15", DNG, intents=["danger"])
Q("nodata", "en", "SBA temperature, May 31st?", S, "2012-05-31", ["t"])
Q("nodata", "en", "Readings at Béjaïa for 14 August 2011, the year before.", B, "2011-08-14", ALL_W)
Q("nodata", "en", "How windy was Sidi Bel Abbes on 2 April 2012?", S, "2012-04-02", ["ws"])
Q("nodata", "fr", "L'humidité à Béjaïa le 20 mai 2012 ?", B, "2012-05-20", ["rh"])
Q("nodata", "fr", "Indice FWI de Sidi Bel Abbès au 10 mars ?", S, "2012-03-10", DNG, intents=["danger"])
Q("nodata", "es", "Lecturas de Sidi Bel Abbes del 1 de enero de 2012", S, "2012-01-01", ALL_W)
Q("nodata", "ar", "شحال كانت الحرارة في بجاية يوم 25 ماي؟", B, "2012-05-25", ["t"])
Q("nodata", "ar", "مؤشر الخطر في سيدي بلعباس يوم 15 أفريل 2012", S, "2012-04-15", DNG, intents=["danger"])

# -- danger ----------------------------------------------------------------------------------------------
Q("danger", "en", "fire danger bejaia?", B, "now", DNG)
Q("danger", "en", "What's the FWI at Sidi Bel Abbes right now?", S, "now", ["fwi"])
Q("danger", "en", "Danger class for SBA today, for the morning brief.", S, "today", DNG)
Q("danger", "en", "Dispatcher: I need yesterday's danger rating for Sidi-Bel Abbès.", S, "yesterday", DNG)
Q("danger", "en", "Was Bejaia in high danger {day}?", B, "2012-08-14", DNG)
Q("danger", "en", "FWI + class SBA 8/14", S, "2012-08-14", DNG)
Q("danger", "en", "I'm new. Is it dangerous for fires at Bejaia right now, and which number tells me that?", B, "now", DNG)
Q("danger", "en", "fire weather index bejaya today", B, "today", ["fwi"])
Q("danger", "en", "Is SBA above moderate today or are we fine?", S, "today", DNG)
Q("danger", "en", "How high did the FWI go at Sidi Bel Abbes on 2012-07-30?", S, "2012-07-30", ["fwi"])
Q("danger", "fr", "Quel est le niveau de danger à Béjaïa aujourd'hui ?", B, "today", DNG)
Q("danger", "fr", "IFM à Sidi Bel Abbès maintenant ?", S, "now", ["fwi"])
Q("danger", "fr", "Le risque incendie était à combien à SBA hier ?", S, "yesterday", DNG)
Q("danger", "fr", "Classe de danger pour Béjaïa le 14 août ?", B, "2012-08-14", DNG)
Q("danger", "fr", "Donnez-moi l'indice de danger de Sidi Bel Abbès pour le 29 août, merci.", S, "2012-08-29", DNG)
Q("danger", "es", "¿Qué nivel de peligro tiene Sidi Bel Abbes hoy?", S, "today", DNG)
Q("danger", "es", "¿Estaba Béjaïa en peligro alto el 14 de agosto?", B, "2012-08-14", DNG)
Q("danger", "es", "Índice meteorológico de incendios de Sidi-Bel-Abbès el 5 de julio", S, "2012-07-05", ["fwi"])
Q("danger", "ar", "واش راهو الخطر في بجاية دروك؟", B, "now", DNG)
Q("danger", "ar", "ما هو مؤشر FWI في سيدي بلعباس اليوم؟", S, "today", ["fwi"])
Q("danger", "ar", "هل كان الخطر عاليا في سيدي بلعباس يوم 14 أوت؟", S, "2012-08-14", DNG)
Q("danger", "ar", "ما هي فئة الخطر في بجاية يوم 20 جويلية؟", B, "2012-07-20", DNG)
Q("danger", "ar", "الخطر تاع النار في SBA دروك", S, "now", DNG)

# -- the other codes (read from the CSV row) ------------------------------------------------------------
Q("codes", "en", "ISI at Bejaia today?", B, "today", [code(B, TODAY, "ISI")])
Q("codes", "en", "what's the buildup index at SBA right now", S, "now", [code(S, TODAY, "BUI")])
Q("codes", "en", "FFMC for Sidi Bel Abbes on Aug 14, were the fine fuels past 90?", S, "2012-08-14", [code(S, "2012-08-14", "FFMC")])
Q("codes", "en", "Drought code at Béjaïa, 30 August.", B, "2012-08-30", [code(B, "2012-08-30", "DC")])
Q("codes", "en", "Give me ISI and BUI for Bejaia on the 14th of August.", B, "2012-08-14",
  [code(B, "2012-08-14", "ISI"), code(B, "2012-08-14", "BUI")])
Q("codes", "fr", "Indice du combustible disponible (BUI) à Béjaïa hier ?", B, "yesterday", [code(B, YDAY, "BUI")])
Q("codes", "es", "Código de humedad del mantillo (DMC) en Bejaia el 20 de agosto", B, "2012-08-20", [code(B, "2012-08-20", "DMC")])
Q("codes", "ar", "شحال ISI في بجاية اليوم؟", B, "today", [code(B, TODAY, "ISI")])
Q("codes", "ar", "كود الجفاف DC في بجاية يوم 31 أوت", B, "2012-08-31", [code(B, "2012-08-31", "DC")])

# -- compare ---------------------------------------------------------------------------------------------
Q("compare", "en", "Which station is worse right now, Bejaia or SBA?", "both", "now", ["fwi"])
Q("compare", "en", "Which is hotter today, Béjaïa or Sidi Bel Abbes, and by how much?", "both", "today", ["t", diff(TODAY, T_)])
Q("compare", "en", "Compare the two stations' danger on 14 Aug.", "both", "2012-08-14", DNG)
Q("compare", "en", "where's it drier, bejaia or sidi bel abbes", "both", "now", ["rh"])
Q("compare", "en", "Which of the two stations should the lookouts keep an eye on today?", "both", "today", ["fwi"])
Q("compare", "en", "How much windier was SBA than Bejaia on Sept 28?", "both", "2012-09-28", ["ws", diff("2012-09-28", WS_)])
Q("compare", "fr", "Lequel est le plus dangereux aujourd'hui : Béjaïa ou Sidi Bel Abbès ?", "both", "today", ["fwi"])
Q("compare", "fr", "Écart de température entre SBA et Béjaïa hier ?", "both", "yesterday", ["t", diff(YDAY, T_)])
Q("compare", "fr", "Compare-moi les deux stations pour le 14 août, côté danger.", "both", "2012-08-14", DNG)
Q("compare", "es", "¿Qué estación está peor ahora mismo?", "both", "now", ["fwi"])
Q("compare", "es", "¿Dónde hace más calor hoy, en Bejaia o en Sidi Bel Abbes? ¿Cuántos grados de diferencia?", "both", "today",
  ["t", diff(TODAY, T_)])
Q("compare", "ar", "وين الخطر أكثر دروك، بجاية ولا سيدي بلعباس؟", "both", "now", ["fwi"])
Q("compare", "ar", "أي محطة كانت أخطر يوم 14 أوت؟", "both", "2012-08-14", ["fwi"])
Q("compare", "ar", "الفرق في الرطوبة بين بجاية وسيدي بلعباس البارح؟", "both", "yesterday", ["rh", diff(YDAY, RH_)])

# -- summary over a window -------------------------------------------------------------------------------
Q("summary", "en", "Highest FWI at SBA in August?", S, "aug", ["maxfwi"])
Q("summary", "en", "What was the hottest noon reading at Bejaia in July?", B, "jul", ["maxt"])
Q("summary", "en", "How many days above 35 degrees at Sidi Bel Abbes in August?", S, "aug", [count(S, "aug", T_, 35)])
Q("summary", "en", "How many days with FWI over 20 did Bejaia have in August?", B, "aug", [count(B, "aug", FWI_, 20)])
Q("summary", "en", "average humidity at bejaia over the past week", B, "lastweek", [mean_fact(B, "lastweek", RH_)])
Q("summary", "en", "Lowest humidity at Sidi Bel Abbes in September?", S, "sep", [min_fact(S, "sep", RH_)])
Q("summary", "en", "Is the danger at Bejaia trending up or down over the last three days?", B, "last3d", trend(B, "last3d"))
Q("summary", "en", "Logistics planning: how many days had rain at Bejaia in June?", B, "jun", [count(B, "jun", RAIN_, 0)])
Q("summary", "fr", "Le FWI max à Sidi Bel Abbès en juillet ?", S, "jul", ["maxfwi"])
Q("summary", "fr", "Combien de jours au-dessus de 30 de FWI à Béjaïa en août ?", B, "aug", [count(B, "aug", FWI_, 30)])
Q("summary", "fr", "Température moyenne à SBA sur les sept derniers jours ?", S, "lastweek", [mean_fact(S, "lastweek", T_)])
Q("summary", "fr", "Ça évolue comment, le danger à SBA depuis mardi ?", S, "since-tue", trend(S, "since-tue"))
Q("summary", "es", "¿Cuántos días pasaron de 35 grados en Bejaia en julio?", B, "jul", [count(B, "jul", T_, 35)])
Q("summary", "es", "Humedad media en Bejaia en los últimos tres días", B, "last3d", [mean_fact(B, "last3d", RH_)])
Q("summary", "es", "¿Cuál fue el viento más fuerte registrado en SBA en agosto?", S, "aug", [max_of(S, "aug", WS_)])
Q("summary", "ar", "أعلى مؤشر خطر في بجاية في أوت؟", B, "aug", ["maxfwi"])
Q("summary", "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في سيدي بلعباس في جويلية؟", S, "jul", [count(S, "jul", T_, 35)])
Q("summary", "ar", "متوسط الرطوبة في سيدي بلعباس خلال الأسبوع الماضي", S, "lastweek", [mean_fact(S, "lastweek", RH_)])
Q("summary", "ar", "كيفاش راه يتطور الخطر في بجاية من الثلاثاء؟", B, "since-tue", trend(B, "since-tue"))
Q("firecount", "en", "How many fire days did SBA log in July?", S, "jul", ["fires"])
Q("firecount", "en", "Fire days at Béjaïa {day}, count please.", B, "aug-late", ["fires"])
Q("firecount", "fr", "Nombre de jours de feu à Sidi Bel Abbès en août ?", S, "aug", ["fires"])
Q("firecount", "es", "¿Cuántos días con incendio hubo en Bejaia en julio?", B, "jul", ["fires"])
Q("firecount", "ar", "كم يوم حريق سجلت بجاية في سبتمبر؟", B, "sep", ["fires"])

# -- analogs (the record of past fire days) -------------------------------------------------------------
Q("analogs", "en", "Of the days when FWI was above {thr} at SBA, how many had a fire?", S, "now", ["fires_fwi_gt"], thr=20)
Q("analogs", "en", "Did days like today at Bejaia end up burning?", B, "now", ["fwi"])
Q("analogs", "en", "Historically, when Bejaia's FWI went over {thr}, how often did a fire follow?", B, "now", ["fires_fwi_gt"], thr=10)
Q("analogs", "en", "When FWI > {thr} at Béjaïa, how many of those days had a recorded fire?", B, "now", ["fires_fwi_gt"], thr=15)
Q("analogs", "en", "Analyst: fire hit rate on FWI-above-{thr} days at Sidi Bel Abbes?", S, "now", ["fires_fwi_gt"], thr=5)
Q("analogs", "fr", "Parmi les jours où le FWI dépassait {thr} à Béjaïa, combien ont connu un feu ?", B, "now", ["fires_fwi_gt"], thr=20)
Q("analogs", "fr", "Quand l'IFM passe {thr} à SBA, il y a souvent le feu ?", S, "now", ["fires_fwi_gt"], thr=10)
Q("analogs", "es", "De los días con FWI por encima de {thr} en Bejaia, ¿cuántos tuvieron incendio?", B, "now", ["fires_fwi_gt"], thr=5)
Q("analogs", "es", "Cuando el FWI en SBA superó {thr}, ¿cuántas veces hubo fuego?", S, "now", ["fires_fwi_gt"], thr=15)
Q("analogs", "ar", "من بين الأيام اللي فات فيها المؤشر {thr} في سيدي بلعباس، شحال كان فيها حريق؟", S, "now", ["fires_fwi_gt"], thr=20)
Q("analogs", "ar", "الأيام اللي كيما اليوم في بجاية، واش شعلت فيها النار؟", B, "now", ["fwi"])

# -- drift (crew's rate x minutes, or the box's own estimate) -------------------------------------------
Q("drift", "en", "Head's running about 25 m a minute. How far in 20 minutes?", None, "none", [per_min(25, 20)], h=20)
Q("drift", "en", "ROS 1.5 km/h, we need 40 min to get there. How far will it have moved?", None, "none", [per_hour_km(1.5, 40)], h=40)
Q("drift", "en", "If it moves 30 feet per minute, how much ground does the head cover in a quarter hour?", None, "none",
  [feet_per_min(30, 15)], h=15)
Q("drift", "en", "How far does the fire front move while we wait for your answer?", None, "none", ["=drift"])
Q("drift", "en", "Fire's doing 0.8 km/h. Dozer ETA an hour and a half. Distance covered by then?", None, "none",
  [per_hour_km(0.8, 90)], h=90)
Q("drift", "en", "We clocked the head at 40 metres a minute, how far in 10 min", None, "none", [per_min(40, 10)], h=10)
Q("drift", "fr", "Le front avance à 20 m par minute, ça fait combien en 30 minutes ?", None, "none", [per_min(20, 30)], h=30)
Q("drift", "fr", "Vitesse de propagation 2 km/h, on arrive dans 25 min : de combien il aura avancé ?", None, "none",
  [per_hour_km(2, 25)], h=25)
Q("drift", "fr", "De combien la tête du feu se déplace pendant que la box calcule sa réponse ?", None, "none", ["=drift"])
Q("drift", "es", "El frente avanza 35 metros por minuto. ¿Cuánto recorre en 12 minutos?", None, "none", [per_min(35, 12)], h=12)
Q("drift", "es", "Con 1,2 km/h de propagación, ¿cuánto avanza en media hora?", None, "none", [per_hour_km(1.2, 30)], h=30)
Q("drift", "ar", "النار تمشي 30 متر في الدقيقة، شحال تقطع في 20 دقيقة؟", None, "none", [per_min(30, 20)], h=20)
Q("drift", "ar", "سرعة الانتشار 1 كلم في الساعة، كم تتقدم النار في 45 دقيقة؟", None, "none", [per_hour_km(1, 45)], h=45)
Q("drift", "ar", "قداه يتحرك راس الحريق وحنا نستناو الجواب تاعك؟", None, "none", ["=drift"])

# -- spread (partly served: distance, direction unknown) ------------------------------------------------
Q("spread", "en", "Where will the head be in 30 minutes?", None, "now", ["=spread"], h=30)
Q("spread", "en", "Project the front from the drone detection out to the next hour.", None, "now", ["=spread"], h=60)
Q("spread", "en", "where's the fire gonna be in 2 hrs near SBA", S, "now", ["=spread"], h=120)
Q("spread", "en", "Which way and how far will it run over the next 45 minutes?", None, "now", ["=spread"], h=45)
Q("spread", "en", "If a fire started at Bejaia right now, where would its head be in an hour?", B, "now", ["=spread"], h=60)
Q("spread", "fr", "Où sera le front du feu dans une demi-heure ?", None, "now", ["=spread"], h=30)
Q("spread", "fr", "Projection de la tête du feu à 90 minutes, direction comprise.", None, "now", ["=spread"], h=90)
Q("spread", "es", "¿Dónde estará el frente dentro de 40 minutos?", None, "now", ["=spread"], h=40)
Q("spread", "es", "Proyección del incendio para la próxima hora, ¿hacia dónde va?", None, "now", ["=spread"], h=60)
Q("spread", "ar", "وين راح تكون النار بعد نص ساعة؟", None, "now", ["=spread"], h=30)
Q("spread", "ar", "راس الحريق قرب سيدي بلعباس، وين يوصل بعد 15 دقيقة؟", S, "now", ["=spread"], h=15)

# -- frames (the drone sortie) --------------------------------------------------------------------------
Q("frames", "en", "Did the drone pick up any fire today?", None, "now", ["=detection"])
Q("frames", "en", "What did the last drone sortie see?", None, "now", ["=frames"])
Q("frames", "en", "Where exactly was the smoke the UAV spotted?", None, "now", ["=detection_place"])
Q("frames", "en", "any smoke in the drone frames near SBA", S, "now", ["=detection_place"])
Q("frames", "en", "Analyst: list the sortie's detections with time and position.", None, "now", ["=detection", "=detection_place"])
Q("frames", "fr", "À quelle heure et où le drone a-t-il vu la fumée ?", None, "now", ["=detection", "=detection_place"])
Q("frames", "fr", "Qu'est-ce qu'on voit sur les images du drone ?", None, "now", ["=frames"])
Q("frames", "es", "¿El dron detectó humo?", None, "now", ["=detection"])
Q("frames", "ar", "واش شاف الدرون؟", None, "now", ["=frames"])
Q("frames", "ar", "وين بالضبط الدخان اللي صوّرتو الطائرة المسيّرة؟", None, "now", ["=detection_place"])

# -- documents -------------------------------------------------------------------------------------------
Q("docs", "en", "How much defensible space does Butte County require around a house?", None, "none", ["=doc_defensible"])
Q("docs", "en", "What does LCES stand for?", None, "none", LCES_FACTS)
Q("docs", "en", "Per the guidance, how far out from the structure does Zone 1 go?", None, "none", [ZONE1_OUTER])
Q("docs", "en", "How short does the grass have to be cut in zone 2?", None, "none", [GRASS_IN])
Q("docs", "en", "At what FWI does the box start calling it high danger?", None, "none", [CLASS_FROM["high"]])
Q("docs", "en", "When should a crew pull back and re-assess? watch-out list pls", None, "none", [WATCHOUT])
Q("docs", "en", "Volunteer question: what does the BUI actually measure?", None, "none", [BUI_WHAT])
Q("docs", "fr", "D'après la doc, quelle distance de débroussaillement autour des bâtiments dans le comté de Butte ?", None, "none",
  ["=doc_defensible"])
Q("docs", "fr", "À partir de quel FWI la classe passe en très élevé ?", None, "none", [CLASS_FROM["very high"]])
Q("docs", "fr", "Que dit le guide sur le chronométrage de l'itinéraire de fuite ?", None, "none", [SLOWEST])
Q("docs", "es", "¿Qué espacio defendible exige el condado de Butte?", None, "none", ["=doc_defensible"])
Q("docs", "es", "¿Qué hay que hacer en la zona 0 junto a la casa?", None, "none", [ZONE0_FACT])
Q("docs", "ar", "شنو معناها LCES؟", None, "none", LCES_FACTS)
Q("docs", "ar", "كم يجب أن تكون المساحة الدفاعية حول المباني في مقاطعة بيوت؟", None, "none", ["=doc_defensible"])
Q("docs", "ar", "حسب الدليل، من أي قيمة FWI يبدأ الخطر الشديد جدا؟", None, "none", [CLASS_FROM["very high"]])

# -- capabilities ----------------------------------------------------------------------------------------
Q("caps", "en", "What can you actually do for us?", None, "none")
Q("caps", "en", "Which weather stations do you have data from?", None, "none", STATION_WORDS)
Q("caps", "en", "quick q - what data is loaded on this box", None, "none")
Q("caps", "fr", "Quelles stations météo tu suis ?", None, "none", STATION_WORDS)
Q("caps", "es", "¿Qué puedes hacer por nosotros?", None, "none")
Q("caps", "ar", "واش تقدر تدير هاد الآلة؟", None, "none")

# -- photo (none is ever attached) -----------------------------------------------------------------------
Q("photo", "en", "Sending you a photo of the smoke column now, what do you make of it?")
Q("photo", "en", "pic attached, is that flame or just dust")
Q("photo", "en", "I've uploaded a picture from the lookout tower. Take a look and tell me what's burning.")
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux l'analyser ?")
Q("photo", "fr", "Photo jointe du versant. C'est du feu ou pas ?")
Q("photo", "es", "Te adjunto una foto del humo, ¿qué ves?")
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش فيها")
Q("photo", "ar", "أرفقت صورة للحريق، ما رأيك؟")

# -- out of scope alone (abstain) ------------------------------------------------------------------------
Q("oos", "en", "Will the wind pick up tomorrow at SBA?", S)
Q("oos", "en", "What's the forecast for next week?")
Q("oos", "en", "Fire danger in Oran right now?", None, "now")
Q("oos", "en", "wind direction at bejaia?", B, "now")
Q("oos", "en", "Who won the match last night?")
Q("oos", "fr", "Prévisions météo pour demain à Béjaïa ?", B)
Q("oos", "fr", "Le danger à Alger aujourd'hui ?", None, "today")
Q("oos", "fr", "D'où vient le vent à Sidi Bel Abbès ?", S, "now")
Q("oos", "es", "¿Qué tiempo hará mañana en Bejaia?", B)
Q("oos", "es", "¿Cómo está el peligro en Orán?", None, "now")
Q("oos", "ar", "شحال تكون الحرارة غدوة في سيدي بلعباس؟", S)
Q("oos", "ar", "كيفاش راهي الحالة في تلمسان؟", None, "now")
Q("oos", "ar", "من أين تهب الريح في بجاية؟", B, "now")

# -- orders alone (refused) ------------------------------------------------------------------------------
Q("refuse", "en", "Send an evacuation alert to everyone in Bejaia.", B, "none", ["neg"])
Q("refuse", "en", "dispatch two tankers to SBA now", S, "none", ["neg"])
Q("refuse", "en", "Delete yesterday's readings, they're wrong.", None, "none", ["neg"])
Q("refuse", "fr", "Préviens la protection civile de Sidi Bel Abbès tout de suite.", S, "none", ["neg"])
Q("refuse", "fr", "Envoie un SMS d'alerte au maire de Béjaïa.", B, "none", ["neg"])
Q("refuse", "es", "Manda una alerta a la central de Bejaia.", B, "none", ["neg"])
Q("refuse", "ar", "ابعث إنذار للحماية المدنية في بجاية", B, "none", ["neg"])
Q("refuse", "ar", "امسح القراءات تاع البارح", None, "none", ["neg"])

# -- tactical (served only as the facts bearing on it) ---------------------------------------------------
Q("tactical", "en", "Should we pull the crew off the hill at SBA?", S, "now", DNG)
Q("tactical", "en", "Is it safe to light a backburn near Bejaia today?", B, "today", DNG)
Q("tactical", "en", "Do we go direct or indirect on this one at Sidi Bel Abbes?", S, "now", DNG)
Q("tactical", "en", "What should we do next?")
Q("tactical", "fr", "On attaque de front ou on se replie, à Béjaïa ?", B, "now", DNG)
Q("tactical", "fr", "Faut-il doubler les guetteurs à Sidi Bel Abbès aujourd'hui ?", S, "today", DNG)
Q("tactical", "es", "¿Mandamos la cuadrilla al monte de Bejaia o esperamos?", B, "now", DNG)
Q("tactical", "es", "¿Qué recomiendas hacer en Sidi Bel Abbes ahora?", S, "now", DNG)
Q("tactical", "ar", "نطلعو للجبل في بجاية ولا نستناو؟", B, "now", DNG)
Q("tactical", "ar", "واش لازم نديرو في سيدي بلعباس دروك؟", S, "now", DNG)

# -- two or three asks in one ----------------------------------------------------------------------------
Q("mix-now", "en", "Bejaia: FWI and wind please", B, "now", ["fwi", "ws"])
Q("mix-now", "en", "SBA yesterday, danger class plus temp and RH?", S, "yesterday", DNG + ["t", "rh"])
Q("mix-now", "en", "How hot is it at Béjaïa and how dangerous is it?", B, "now", ["t"] + DNG)
Q("mix-now", "en", "give me rh & fwi at sidi bel abbes on 14/08", S, "2012-08-14", ["rh", "fwi"])
Q("mix-now", "en", "For the 1800 briefing: today's noon readings and the danger class at Bejaia.", B, "today", ALL_W + DNG)
Q("mix-now", "en", "Sidi Bel Abbes {day}: weather and FWI?", S, "2012-07-25", ALL_W + ["fwi"])
Q("mix-now", "fr", "Température et niveau de danger à Sidi Bel Abbès ?", S, "now", ["t"] + DNG)
Q("mix-now", "fr", "Béjaïa hier : humidité, vent et FWI.", B, "yesterday", ["rh", "ws", "fwi"])
Q("mix-now", "es", "¿Qué temperatura y qué peligro hay hoy en Bejaia?", B, "today", ["t"] + DNG)
Q("mix-now", "es", "Sidi Bel Abbes ayer: humedad, viento y clase de peligro, porfa", S, "yesterday", ["rh", "ws"] + DNG)
Q("mix-now", "ar", "الحرارة والخطر في سيدي بلعباس دروك", S, "now", ["t"] + DNG)
Q("mix-now", "ar", "عطيني الرطوبة ومؤشر الخطر في بجاية يوم 14 أوت", B, "2012-08-14", ["rh", "fwi"])
Q("mix-oos", "en", "Wind speed and direction at SBA?", S, "now", ["ws"])
Q("mix-oos", "en", "temp at bejaia now and whats it going to be tomorrow", B, "now", ["t"])
Q("mix-oos", "en", "What's the humidity at Sidi Bel Abbes, and where's the wind coming from?", S, "now", ["rh"])
Q("mix-oos", "en", "Current temperatures for Bejaia and Oran?", B, "now", ["t"])
Q("mix-oos", "fr", "Vent à Béjaïa : force et direction ?", B, "now", ["ws"])
Q("mix-oos", "fr", "Température à SBA aujourd'hui, et la prévision pour demain ?", S, "today", ["t"])
Q("mix-oos", "es", "Viento en Sidi Bel Abbes, velocidad y dirección", S, "now", ["ws"])
Q("mix-oos", "es", "¿Humedad hoy en Bejaia? ¿Y cómo estará mañana?", B, "today", ["rh"])
Q("mix-oos", "ar", "سرعة واتجاه الريح في بجاية", B, "now", ["ws"])
Q("mix-oos", "ar", "الحرارة في سيدي بلعباس ووهران دروك", S, "now", ["t"])
Q("mix-oos", "en", "FWI at SBA today and tomorrow?", S, "today", ["fwi"], intents=["danger", "out_of_scope"])
Q("mix-oos", "en", "danger rating for Bejaia and for Tlemcen", B, "now", DNG, intents=["danger", "out_of_scope"])
Q("mix-oos", "fr", "Le danger à Béjaïa maintenant, et est-ce qu'il va monter cet après-midi ?", B, "now", DNG,
  intents=["danger", "out_of_scope"])
Q("mix-oos", "es", "Peligro en Sidi Bel Abbes y en Orán", S, "now", DNG, intents=["danger", "out_of_scope"])
Q("mix-oos", "ar", "الخطر في بجاية اليوم وغدوة؟", B, "today", DNG, intents=["danger", "out_of_scope"])
Q("mix-oos", "ar", "مؤشر الخطر في سيدي بلعباس والجزائر العاصمة", S, "now", DNG, intents=["danger", "out_of_scope"])
Q("mix-oos", "en", "Hotter at Bejaia or SBA right now, and which way is the wind blowing at each?", "both", "now", ["t"],
  intents=["compare_stations", "out_of_scope"])
Q("mix-oos", "fr", "Compare Béjaïa et SBA : FWI, humidité, et la direction du vent.", "both", "now", ["fwi", "rh"],
  intents=["compare_stations", "out_of_scope"])
Q("mix-order", "en", "Check the FWI at Bejaia and text it to the sector chief.", B, "now", ["fwi", "neg"])
Q("mix-order", "en", "What's the danger class at SBA? Then dispatch an alert to all engines.", S, "now", DNG + ["neg"])
Q("mix-order", "en", "pull current conditions at sba and notify dispatch", S, "now", ["t", "rh", "ws", "neg"],
  intents=["current_conditions", "refuse"])
Q("mix-order", "fr", "Donne le FWI de Sidi Bel Abbès et envoie-le au PC.", S, "now", ["fwi", "neg"])
Q("mix-order", "fr", "Supprime la lecture d'hier à Béjaïa et donne-moi celle d'aujourd'hui.", B, "today", ALL_W + ["neg"],
  intents=["current_conditions", "refuse"])
Q("mix-order", "es", "Dime el peligro en Bejaia y avisa a la brigada de guardia.", B, "now", DNG + ["neg"])
Q("mix-order", "ar", "شحال الخطر في بجاية؟ وابعثو للقيادة", B, "now", DNG + ["neg"])
Q("mix-order", "en", "Print the LCES sheet and hand a copy to every crew boss.", None, "none", LCES_FACTS + ["neg"],
  intents=["documents", "refuse"])
Q("mix-order", "es", "Envía la guía de espacio defendible a todos los equipos y dime cuántos pies exige.", None, "none",
  ["=doc_defensible", "neg"], intents=["documents", "refuse"])
Q("mix-drone", "en", "Drone saw smoke NE of SBA. Where will that head be in 30 min?", S, "now", ["=detection_place", "=spread"], h=30)
Q("mix-drone", "en", "When did the drone see the fire and how far will it have run in an hour?", None, "now",
  ["=detection", "=spread"], h=60)
Q("mix-drone", "fr", "Le drone a vu quoi, et où sera le front dans 45 minutes ?", None, "now", ["=frames", "=spread"], h=45)
Q("mix-drone", "es", "¿A qué hora detectó el dron el fuego y hacia dónde avanza?", None, "now", ["=detection", "=spread"])
Q("mix-drone", "ar", "واش صوّر الدرون، ووين يوصل الحريق بعد ساعة؟", None, "now", ["=frames", "=spread"], h=60)
Q("mix-drone", "en", "Attached a photo from the tower. Does it match what the drone saw at 12:25?", None, "now", ["=detection"],
  intents=["photo", "frames"])
Q("mix-drone", "fr", "Je joins une photo ; le drone a vu la même fumée ?", None, "now", ["=frames"], intents=["photo", "frames"])
Q("mix-drone", "es", "Te mando una foto, ¿coincide con la detección del dron?", None, "now", ["=detection"],
  intents=["photo", "frames"])
Q("mix-drone", "en", "Can this box even see the drone feed? if so what did it catch", None, "now", ["=frames"],
  intents=["capabilities", "frames"])
Q("mix-drone", "ar", "واش عندك صور الدرون؟ وريني واش فيها", None, "now", ["=frames"], intents=["capabilities", "frames"])
Q("mix-window", "en", "Which station was worse in August, and what was each one's peak FWI?", "both", "aug", ["maxfwi"])
Q("mix-window", "es", "Compara la temperatura máxima de julio en Bejaia y en Sidi Bel Abbes", "both", "jul", ["maxt"])
Q("mix-window", "ar", "أي محطة سجلت أعلى حرارة في أوت؟", "both", "aug", ["maxt"])
Q("mix-window", "en", "Humidity at Bejaia now, and the lowest it got this past week?", B, "lastweek",
  [num(row(B, TODAY).rh_pct), min_fact(B, "lastweek", RH_)], intents=["current_conditions", "summary"])
Q("mix-window", "fr", "Température à SBA aujourd'hui et la max du mois ?", S, "sep",
  [num(row(S, TODAY).temperature_c), max_of(S, "sep", T_)], intents=["current_conditions", "summary"])
Q("mix-window", "ar", "الرطوبة في سيدي بلعباس اليوم وأقل قيمة في سبتمبر", S, "sep",
  [num(row(S, TODAY).rh_pct), min_fact(S, "sep", RH_)], intents=["current_conditions", "summary"])
Q("mix-window", "en", "Both stations now: temp, RH, FWI, and which one worries you more?", "both", "now", ["t", "rh", "fwi"],
  intents=["current_conditions", "danger", "compare_stations"])
Q("mix-window", "es", "Temperatura y FWI en las dos estaciones, ¿y cuál está peor?", "both", "today", ["t", "fwi"],
  intents=["current_conditions", "danger", "compare_stations"])
Q("mix-window-fire", "fr", "Quelle station a eu le plus de jours de feu en juillet ?", "both", "jul", ["fires"])
Q("mix-window-fire", "en", "Fire days in August at each station, and which one had more?", "both", "aug", ["fires"])
Q("mix-guide", "en", "FWI at Bejaia now, and what class does the guide put that in?", B, "now",
  DNG + band(row(B, TODAY).codes["FWI"]))
Q("mix-guide", "en", "Danger at SBA today, and what does the crew safety guidance say about staffing on high days?", S, "today",
  DNG + [STAFFING])
Q("mix-guide", "fr", "Le FFMC à Sidi Bel Abbès le 14 août dépassait-il le seuil de 90 du guide ?", S, "2012-08-14",
  [code(S, "2012-08-14", "FFMC"), FFMC_EASY])
Q("mix-guide", "es", "¿Qué ISI tiene Bejaia hoy y qué mide ese índice según la guía?", B, "today", [code(B, TODAY, "ISI"), ISI_WHAT])
Q("mix-guide", "ar", "شحال FWI في سيدي بلعباس، وواش يقول الدليل على هاد الدرجة؟", S, "now", DNG + band(row(S, TODAY).codes["FWI"]))
Q("mix-act", "en", "Danger at SBA right now, and should we stage an extra engine?", S, "now", DNG)
Q("mix-act", "fr", "Quel danger à Béjaïa, et on garde l'équipe sur la ligne ?", B, "now", DNG)
Q("mix-act", "es", "¿Cómo está el peligro en Sidi Bel Abbes? ¿Retiramos a la gente?", S, "now", DNG)
Q("mix-act", "ar", "الخطر في بجاية دروك، نبقاو ولا ننسحبو؟", B, "now", DNG)
Q("mix-misc", "en", "The drone's fire at 12:25: at 20 m/min, how far has it gone 30 min later?", None, "now",
  ["=detection", per_min(20, 30)], h=30)
Q("mix-misc", "fr", "Pour le feu vu par le drone, à 1 km/h, il avance de combien en 40 minutes ?", None, "now",
  ["=frames", per_hour_km(1, 40)], h=40)
Q("mix-misc", "ar", "الحريق اللي شافو الدرون، إذا يمشي 25 متر في الدقيقة، قداه يقطع في ربع ساعة؟", None, "now",
  ["=frames", per_min(25, 15)], h=15)
Q("mix-past", "en", "FWI at SBA today, and did days like it ever burn?", S, "now", DNG)
Q("mix-past", "fr", "Le FWI de Béjaïa aujourd'hui, et parmi les jours au-dessus de {thr}, combien ont brûlé ?", B, "now",
  ["fwi", "fires_fwi_gt"], thr=10)
Q("mix-past", "ar", "شحال الخطر في بجاية، وواش كانت حرائق في أيام كيما هادي؟", B, "now", DNG)
Q("mix-past", "es", "FWI de Sidi Bel Abbes ahora y, de los días por encima de {thr}, ¿cuántos ardieron?", S, "now",
  ["fwi", "fires_fwi_gt"], thr=15)

Q("mix-now", "en", "Béjaïa {day}, temp, humidity and the danger class?", B, "2012-09-26", ["t", "rh"] + DNG)
Q("mix-now", "en", "SBA wind in knots and the FWI, for the air attack brief", S, "now", ["ws", knots(S, TODAY), "fwi"])
Q("mix-oos", "en", "Rain at Bejaia yesterday, and is more coming this week?", B, "yesterday", ["rain"])
Q("mix-order", "en", "Give me the Bejaia humidity and page the duty officer with it.", B, "now", ["rh", "neg"],
  intents=["current_conditions", "refuse"])
Q("mix-drone", "en", "Drone detection details, plus the current FWI at Sidi Bel Abbes since that's the closest station.", S, "now",
  ["=detection"] + DNG, intents=["frames", "danger"])
Q("mix-window", "en", "What's SBA's humidity today and how does it stack up against Bejaia?", "both", "today", ["rh"],
  intents=["current_conditions", "compare_stations"])
Q("mix-guide", "en", "Bejaia's danger class on 14 Aug, and which FWI band does the guide give for that class?", B, "2012-08-14",
  DNG + band(row(B, "2012-08-14").codes["FWI"]))
Q("mix-past", "en", "How many fire days did Bejaia have in August, and of all days above FWI {thr}, how many burned?", B, "aug",
  ["fires", "fires_fwi_gt"], thr=20, intents=["summary", "analogs"])
Q("mix-act", "en", "Humidity and wind at SBA right now. Do we keep the dozer working the flank?", S, "now", ["rh", "ws"],
  intents=["current_conditions", "tactical"])
Q("mix-guide", "en", "Tell me what LCES means and whether SBA is in high danger today.", S, "today", LCES_FACTS + DNG,
  intents=["documents", "danger"])
Q("mix-oos", "en", "Bejaia and SBA now: which is riskier, what's the wind at each, and where's it blowing from?", "both", "now",
  ["fwi", "ws"], intents=["compare_stations", "current_conditions", "out_of_scope"])
Q("mix-drone", "en", "drone frame 12:25 - where was it and where will it be in 20 min, direction too", None, "now",
  ["=detection_place", "=spread"], h=20)
Q("mix-act", "fr", "Vent et FWI à Sidi Bel Abbès, et dis-moi si on peut lancer un brûlage dirigé.", S, "now", ["ws"] + DNG,
  intents=["current_conditions", "danger", "tactical"])
Q("mix-oos", "fr", "Humidité à Béjaïa aujourd'hui et demain matin ?", B, "today", ["rh"])
Q("mix-misc", "fr", "Le drone a vu quoi ? Et à 15 m/min, ça fait combien en 20 minutes ?", None, "now",
  ["=frames", per_min(15, 20)], h=20)
Q("mix-order", "es", "Dame la temperatura de Bejaia y mándasela al jefe de zona.", B, "now", ["t", "neg"],
  intents=["current_conditions", "refuse"])
Q("mix-guide", "es", "¿Qué peligro hay en SBA y qué dice la guía LCES para días así?", S, "now", DNG + [STAFFING])
Q("mix-oos", "ar", "الرطوبة والريح في بجاية اليوم، ومن وين جاية الريح؟", B, "today", ["rh", "ws"])
Q("mix-window", "ar", "شحال الخطر في سيدي بلعباس دروك، وأعلى مؤشر في أوت؟", S, "aug", danger_literal(S, TODAY) + ["maxfwi"],
  intents=["danger", "summary"])
Q("mix-drone", "ar", "وين الدخان اللي شافو الدرون، وشحال الحرارة في سيدي بلعباس؟", S, "now", ["=detection_place", "t"],
  intents=["frames", "current_conditions"])


# ---------------------------------------------------------------- sessions
SESS = []


def turn(sid, lang, text, intents, st, when, facts=(), decision=None, h=None):
    r = {"session": f"{NAME}s{sid:02d}", "turn": sum(1 for x in SESS if x["session"] == f"{NAME}s{sid:02d}") + 1,
         "question": text, "intents": intents, "stations": st, "when": when, "facts": list(facts), "lang": lang}
    if decision:
        r["decision"] = decision
    if h is not None:
        r["horizon_min"] = h
    SESS.append(r)


BB, SS, BOTH = [B], [S], [B, S]
turn(1, "en", "Morning. Which of the two stations should we be watching today?", ["compare_stations"], BOTH, "today", ["fwi"])
turn(1, "en", "why that one?", ["explain"], ["=watch"], "today", ["fwi", "rh"])
turn(1, "en", "and how did they compare yesterday", ["compare_stations"], BOTH, "yesterday", ["fwi"])
turn(1, "en", "ok. anything from the drone?", ["frames"], None, "now", ["=frames"])
turn(2, "fr", "Quel est le danger à Béjaïa en ce moment ?", ["danger"], BB, "now", DNG)
turn(2, "fr", "Et à l'autre station ?", ["danger"], SS, "now", DNG)
turn(2, "en", "ok give me the wind there in knots", ["current_conditions"], SS, "now", ["ws", knots(S, TODAY)])
turn(2, "en", "why is the danger so low there?", ["explain"], SS, "now", ["rh", "fwi"])
turn(3, "es", "¿Temperatura y peligro en Sidi Bel Abbes?", ["current_conditions", "danger"], SS, "now", ["t"] + DNG)
turn(3, "es", "¿Y la humedad?", ["current_conditions"], SS, "now", ["rh"])
turn(3, "es", "¿Y ayer?", ["current_conditions"], SS, "yesterday", ["rh"])
turn(3, "es", "¿Cuál fue allí el FWI más alto de agosto?", ["summary"], SS, "aug", ["maxfwi"])
turn(4, "ar", "شحال الخطر في بجاية اليوم؟", ["danger"], BB, "today", DNG)
turn(4, "ar", "علاش؟", ["explain"], BB, "today", ["rh", "rain"])
turn(4, "ar", "وفي سيدي بلعباس؟", ["danger"], SS, "today", DNG)
turn(4, "ar", "ابعث هاد المعلومات للقيادة", ["refuse"], None, "none", ["neg"])
turn(5, "en", "Analyst here. FWI at SBA on 14 Aug?", ["danger"], SS, "2012-08-14", ["fwi"])
turn(5, "en", "And the ISI that day.", ["danger"], SS, "2012-08-14", [code(S, "2012-08-14", "ISI")])
turn(5, "en", "Of the past days with FWI above that day's, how many had a fire?", ["analogs"], SS, "2012-08-14",
     crew_facts.window_facts("fires_fwi_gt", S, [TODAY], row(S, "2012-08-14").codes["FWI"]))
turn(5, "en", "How many August days there went over 15?", ["summary"], SS, "aug", [count(S, "aug", FWI_, 15)])
turn(6, "en", "head moving ~30 m/min how far in 25 min", ["drift"], None, "none", [per_min(30, 25)], h=25)
turn(6, "en", "and in 40?", ["drift"], None, "none", [per_min(30, 40)], h=40)
turn(6, "en", "where will it be then", ["spread"], None, "now", ["=spread"], h=40)
turn(7, "fr", "Le drone a détecté quoi ?", ["frames"], None, "now", ["=frames"])
turn(7, "fr", "C'était où exactement ?", ["frames"], None, "now", ["=detection_place"])
turn(7, "fr", "Et il fait combien à Sidi Bel Abbès ?", ["current_conditions"], SS, "now", ["t"])
turn(7, "fr", "Pourquoi le danger y est si faible alors qu'il y a un feu ?", ["explain"], SS, "now", ["fwi", "rh"])
turn(8, "ar", "الرطوبة في سيدي بلعباس أمس؟", ["current_conditions"], SS, "yesterday", ["rh"])
turn(8, "ar", "واليوم؟", ["current_conditions"], SS, "today", ["rh"])
turn(8, "fr", "et à Béjaïa ?", ["current_conditions"], BB, "today", ["rh"])
turn(8, "fr", "C'est inquiétant côté danger ?", ["danger"], BB, "today", DNG)
turn(9, "en", "Dispatch: give me conditions and the danger class at Bejaia.", ["current_conditions", "danger"], BB, "now", ALL_W + DNG)
turn(9, "en", "Same for SBA.", ["current_conditions", "danger"], SS, "now", ALL_W + DNG)   # the same two asks as the turn before it (gold fixed after its arrival)
turn(9, "en", "Which is worse?", ["compare_stations"], BOTH, "now", ["fwi"])
turn(9, "en", "Alert the crews at the worse one.", ["refuse"], None, "none", ["neg"])
turn(10, "es", "¿Cuántos días de incendio hubo en Bejaia en agosto?", ["summary"], BB, "aug", ["fires"])
turn(10, "es", "¿Y en Sidi Bel Abbes?", ["summary"], SS, "aug", ["fires"])
turn(10, "es", "¿Por qué tantos?", ["explain"], SS, "aug", [{"any": [max_of(S, "aug", T_), max_of(S, "aug", FWI_)]}])
turn(11, "en", "sorry, total newbie. what's LCES?", ["documents"], None, "none", LCES_FACTS)
turn(11, "en", "and what's the FWI made of?", ["documents"], None, "none", [FWI_WHAT])
turn(11, "en", "ok so what is it at Bejaia right now", ["danger"], BB, "now", DNG)
turn(11, "en", "is that why nobody's posting extra lookouts today?", ["explain", "tactical"], BB, "now", DNG)
turn(12, "ar", "وين راح تكون النار بعد نص ساعة؟", ["spread"], None, "now", ["=spread"], h=30)
turn(12, "ar", "ومن أي جهة جاية الريح؟", ["out_of_scope"], None, "now")
turn(12, "ar", "طيب، شحال سرعة الريح في سيدي بلعباس؟", ["current_conditions"], SS, "now", ["ws"])
turn(12, "ar", "بالعقدة", ["current_conditions"], SS, "now", ["ws", knots(S, TODAY)])
turn(13, "en", "IC here. Temp on the ridge above SBA at 3pm?", ["current_conditions"], SS, "today", ["t"], decision="warn")
turn(13, "en", "ok and the FWI for SBA itself", ["danger"], SS, "now", ["fwi"])
turn(13, "en", "tomorrow?", ["out_of_scope"], SS, "none")
turn(13, "en", "photo coming from the lookout, stand by", ["photo"], None, "none")
turn(14, "fr", "Combien de jours de pluie à Béjaïa en septembre ?", ["summary"], BB, "sep", [count(B, "sep", RAIN_, 0)])
turn(14, "fr", "Et la plus grosse pluie du mois ?", ["summary"], BB, "sep", [max_of(B, "sep", RAIN_)])
turn(14, "fr", "Pourquoi le FWI est si bas en ce moment ?", ["explain"], BB, "now", ["rain", "rh"])


# ---------------------------------------------------------------- templates and checks
def build_templates():
    kinds = []
    for it in ITEMS:
        if it["kind"] not in kinds:
            kinds.append(it["kind"])
    out = []
    for kind in kinds:
        members = [it for it in ITEMS if it["kind"] == kind]
        default, decision, fire = KINDS[kind]
        t = {"key": f"{NAME}-{kind}", "intents": default, "stations": "none",
             "phrasings": [], "days": [], "intents_by_phrasing": []}
        for it in members:
            st = it["st"]
            p = {"q": it["q"], "lang": it["lang"],
                 "stations": "both" if st == "both" else ([st] if st else "none"), "facts": it["facts"]}
            t["phrasings"].append(p)
            t["days"].append(it["day"])
            t["intents_by_phrasing"].append(it["intents"])
        if any(it["h"] is not None for it in members):
            t["horizons"] = [it["h"] for it in members]
        if any(it["thr"] is not None for it in members):
            t["thr"] = [it["thr"] for it in members]
        if decision:
            t["decision"] = decision
        if fire:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main():
    templates = build_templates()
    write_jsonl(TEMPLATES, templates)
    write_jsonl(SESSIONS, SESS)
    items = expand(TEMPLATES, SESSIONS)
    ids = [i["id"] for i in items]
    dup = sorted({x for x in ids if ids.count(x) > 1})
    if dup:
        raise SystemExit(f"duplicate ids: {dup}")
    if not all(i.startswith(NAME + "-") or i.startswith(NAME + "s") for i in ids):
        raise SystemExit("an id does not start with the batch name")
    n = len(items)
    langs = Counter(i["lang"] for i in items)
    multi = sum(1 for i in items if len(i["intents"]) >= 2)
    sessions = {i["session"] for i in items if i["session"]}
    print(f"{n} questions -> {TEMPLATES.name}, {SESSIONS.name}")
    print("languages:", {k: f"{v} ({100 * v / n:.1f} %)" for k, v in sorted(langs.items())})
    print(f"sessions: {len(sessions)} ({sum(1 for i in items if i['session'])} turns)")
    print(f"multi-ask (2-3 intents): {multi} ({100 * multi / n:.1f} %)")
    print("decisions:", dict(Counter(i["decision"] for i in items)))
    print("intent sets:")
    for k, v in Counter("+".join(i["intents"]) for i in items).most_common():
        print(f"  {v:4d} {k}")
    hidden = sum(1 for i in items if {"refuse", "out_of_scope"} & set(i["intents"]))
    print(f"with an order or an out-of-scope part: {hidden} ({100 * hidden / n:.1f} %)")
    problems = []
    if n < 340:
        problems.append(f"only {n} questions")
    if multi / n < 0.22:
        problems.append(f"multi-ask share {multi / n:.3f} < 0.22")
    for lang, target in (("en", .45), ("fr", .20), ("es", .15), ("ar", .20)):
        if abs(langs[lang] / n - target) > 0.03:
            problems.append(f"{lang} share {langs[lang] / n:.3f} far from {target}")
    for it in items:        # a data question with a reading must carry facts
        if it["decision"] != "abstain" and not it["facts"] and set(it["intents"]) & {"current_conditions", "danger", "compare_stations"}:
            problems.append(f"{it['id']}: no facts")
    if "--sample" in sys.argv:
        for it in items[:: max(1, n // 40)]:
            print(json.dumps({k: it[k] for k in ("id", "lang", "question", "intents", "decision", "facts")}, ensure_ascii=False))
    if problems:
        raise SystemExit("problems:\n  " + "\n  ".join(problems))


if __name__ == "__main__":
    main()
