"""Generate the crew-question batch d108 (written blind at stop 62, sealed until it was scored once at stop 63, then dev) (templates and sessions) with gold computed from the data.

Run from the repository root:
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev108
It writes, next to itself, crew_templates_dev108.jsonl and crew_sessions_dev108.jsonl, and prints counts only
(written while the batch was sealed: its questions are never printed).

Every number in a gold fact comes from code: crew_facts tokens (resolved by crew_build from the CSV), readings
read through crew_facts.table() and converted (mph, knots, m/s, degrees F), window aggregates over
crew_days windows, the crews' own rates times minutes, and numbers parsed out of the shipped documents with
regular expressions. Nothing is typed by hand but the wording of the questions.
"""
import json
import re
from datetime import date
from collections import Counter
from pathlib import Path

from appliance import paths
from appliance.evaluation import crew_days, crew_facts

NAME = "d108"
OUT = Path(__file__).resolve().parent
DOCS = paths.EDGE_DATA_DIR / "documents"

CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
ALL_INTENTS = {CC, DG, CMP, SUM, AN, DR, SP, FRM, DOC, CAP, PH, OOS, REF, TAC, EXP}

DEV = {"B": "bejaia", "S": "sidi-bel-abbes"}
ST = {"B": ["bejaia"], "S": ["sidi-bel-abbes"], "BS": ["bejaia", "sidi-bel-abbes"], None: None}
T = crew_facts.table()
FR = crew_facts.fire_record()
TODAY = crew_days.TODAY.isoformat()

# ----------------------------------------------------------------------------------------------- helpers


def days_of(key: str) -> list[str]:
    if key == "all":
        return sorted({d for (_, d) in T})
    return crew_days.resolve(key, "en", 0)["days"]


def day1(key: str) -> str:
    d = days_of(key)
    assert d and len(d) == 1, key
    return d[0]


def rec(st: str, key: str):
    return T[(DEV[st], day1(key))]


def field(r, f: str) -> float:
    if f == "t":
        return r.temperature_c
    if f == "rh":
        return r.rh_pct
    if f == "ws":
        return r.wind_kmh
    if f == "rain":
        return r.rain_mm
    if f == "fwi":
        return r.codes["FWI"]
    return r.codes[f]


def num(x):
    return crew_facts._num(round(x, 1))


def dec_forms(x: float) -> list[str]:
    s = f"{x:.1f}"
    return [s[:-2]] if s.endswith(".0") else [s, s.replace(".", ",")]


def day(tok: str, st: str, key: str):
    """A reading of one station on one day, as crew_facts states it (literal: for asks that differ by station)."""
    return crew_facts.day_fact(tok, DEV[st], day1(key))


def code(st: str, key: str, name: str):
    return crew_facts._num(rec(st, key).codes[name])


def mph(st, key):
    x = rec(st, key).wind_kmh / 1.609344
    return {"any": dec_forms(x) + [f"{round(x)} mph"]}


def knots(st, key):
    x = rec(st, key).wind_kmh / 1.852
    return {"any": dec_forms(x) + [f"{round(x)} kn", f"{round(x)} kt"]}


def mps(st, key):
    x = rec(st, key).wind_kmh / 3.6
    return {"any": dec_forms(x) + [f"{round(x)} m/s"]}


def fahr(st, key):
    x = rec(st, key).temperature_c * 9 / 5 + 32
    r = round(x)
    return {"any": dec_forms(x) + [f"{r} °F", f"{r}°F", f"{r} F", f"{r} degrees"]}


def diff(st_a, st_b, key, f):
    return num(abs(field(rec(st_a, key), f) - field(rec(st_b, key), f)))


def _rows(st: str, days: list[str]):
    return [T[(DEV[st], d)] for d in days if (DEV[st], d) in T]


def _variants(key: str) -> list[list[str]]:
    """The window's days; "over the past week" may also take in its slack day (the day before its first)."""
    days = days_of(key)
    if key == "lastweek":
        w = crew_days.WINDOWS[key]
        first = crew_days.TODAY.toordinal() - len(days) + 1
        extra = [date.fromordinal(first - k - 1).isoformat() for k in range(w.get("slack_days", 0))]
        return [days, sorted(extra) + days]
    return [days]


def _window(key, compute, forms):
    vals = []
    for days in _variants(key):
        for f in forms(compute(days)):
            if f not in vals:
                vals.append(f)
    return vals


def w_max(st, key, f):
    vals = _window(key, lambda days: max(field(r, f) for r in _rows(st, days)), lambda x: [num(x)])
    return vals[0] if len(vals) == 1 else {"any": [str(v) for v in vals]}


def w_min(st, key, f):
    vals = _window(key, lambda days: min(field(r, f) for r in _rows(st, days)), lambda x: [num(x)])
    return vals[0] if len(vals) == 1 else {"any": [str(v) for v in vals]}


def w_avg(st, key, f):
    return {"any": _window(key, lambda days: sum(field(r, f) for r in _rows(st, days)) / len(_rows(st, days)),
                           dec_forms)}


def w_sum(st, key, f):
    return {"any": _window(key, lambda days: round(sum(field(r, f) for r in _rows(st, days)), 1), dec_forms)}


def w_count(st, key, f, thr, strict=True):
    """Days whose reading is above thr (strictly unless asked "at least")."""
    vals = _window(key, lambda days: sum((field(r, f) > thr) if strict else (field(r, f) >= thr)
                                         for r in _rows(st, days)), lambda x: [x])
    return vals[0] if len(vals) == 1 else {"any": [str(v) for v in vals]}


def w_rain_days(st, key):
    return w_count(st, key, "rain", 0)


def date_forms(iso: str) -> list[str]:
    y, m, d = (int(x) for x in iso.split("-"))
    return [f"{d} {crew_days.MONTHS['en'][m - 1]}", f"{crew_days.MONTHS['en'][m - 1]} {d}", iso, f"{d:02d}/{m:02d}",
            f"{d}/{m}", f"{d} {crew_days.MONTHS['fr'][m - 1]}", f"{d} de {crew_days.MONTHS['es'][m - 1]}",
            f"{d} {crew_days.MONTHS['ar'][m - 1]}"]


def w_argmax_date(st, key, f):
    """The day of a window's extreme, when one day holds it alone."""
    days = days_of(key)
    rows = [(d, field(T[(DEV[st], d)], f)) for d in days if (DEV[st], d) in T]
    top = max(v for _, v in rows)
    hits = [d for d, v in rows if v == top]
    assert len(hits) == 1, (st, key, f, hits)
    return {"any": date_forms(hits[0])}


def analog(st: str, thr: float) -> list:
    """Past days (before the clock's day) whose FWI was above thr: how many, and how many were fire days."""
    hot = [fire for (dev, d), (fwi, fire) in FR.items() if dev == DEV[st] and fwi > thr and d < TODAY]
    return [len(hot), sum(hot)]


def fires_in(st: str, key: str) -> int:
    return sum(FR[(DEV[st], d)][1] for d in days_of(key) if (DEV[st], d) in FR)


def dist(metres: float) -> dict:
    """A distance the crew's own numbers give, in the forms an answer may write it."""
    m = round(metres)
    km = m / 1000
    forms = [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " ")]
    for k in (f"{km:g}", f"{km:.1f}"):
        for s in (f"{k} km", f"{k} km".replace(".", ",")):
            if s not in forms:
                forms.append(s)
    return {"any": forms}


def ros(rate_m_min: float, minutes: float) -> dict:
    return dist(rate_m_min * minutes)


def kmh(rate_kmh: float, minutes: float) -> dict:
    return dist(rate_kmh * 1000 / 60 * minutes)


def miles_h(rate_mph: float, minutes: float) -> dict:
    return dist(rate_mph * 1609.344 / 60 * minutes)


# ----------------------------------------------------------------------------------------------- documents

def _doc(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def _rx(pattern: str, text: str) -> re.Match:
    m = re.search(pattern.replace(" ", r"\s+"), text)
    assert m, pattern
    return m


BUTTE, LCES, FWIDOC = (_doc(n) for n in ("butte-county-defensible-space.md", "crew-safety-lces.md",
                                         "fire-weather-index-guide.md"))
REQ_FT = int(_rx(r"requires (\d+) feet of defensible space", BUTTE).group(1))
ZONE0_FT = int(_rx(r"Zone 0 is the first (\d+) feet", BUTTE).group(1))
ZONE1 = tuple(int(x) for x in _rx(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE).groups())
ZONE2 = tuple(int(x) for x in _rx(r"Zone 2 runs from (\d+) to (\d+) feet", BUTTE).groups())
GRASS_IN = int(_rx(r"maximum height of (\d+) inches", BUTTE).group(1))
BRANCH_FT = int(_rx(r"branches (\d+) feet from chimneys", BUTTE).group(1))
TWIG_IN = int(_rx(r"twigs deeper than (\d+) inches", BUTTE).group(1))
LCES_WORDS = [w.lower() for w in _rx(r"engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)", LCES).groups()]
LCES_WORDS = [re.sub(r"\s+", " ", w) for w in LCES_WORDS]
SLOWEST = _rx(r"the route at the (slowest) member", LCES).group(1)
DOWNHILL = _rx(r"builds line (downhill)", LCES).group(1)
SPOTS = re.sub(r"\s+", " ", _rx(r"when (spot fires) appear", LCES).group(1))
STAFFING = {"any": [re.sub(r"\s+", " ", g) for g in
                    _rx(r"lookouts are (posted early), escape routes are (kept short), and crews are (not left alone)", LCES).groups()]}
SHELTER = _rx(r"without a fire (shelter)", LCES).group(1)
FFMC_EASY = int(_rx(r"above about (\d+) fine fuels ignite easily", FWIDOC).group(1))
_cls = _rx(r"below ([\d.]+) very low, from ([\d.]+) low, from ([\d.]+) moderate, from ([\d.]+) high, "
           r"from ([\d.]+) very high, and from ([\d.]+) extreme", FWIDOC).groups()
CLS = {k: crew_facts._num(float(v)) for k, v in zip(("verylow", "low", "moderate", "high", "veryhigh", "extreme"), _cls)}
ISI_WORD = _rx(r"rates how fast a fire would (spread)", FWIDOC).group(1)
BUI_PARTS = _rx(r"The Buildup Index \(BUI\) combines (DMC) and (DC)", FWIDOC).groups()
FFMC_WHAT = re.sub(r"\s+", " ", _rx(r"moisture of (litter) and (fine fuels)", FWIDOC).group(2))


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies"]}


def inches(n):
    return {"any": [f"{n} inches", f"{n} in", f"{n}-inch", f"{n} inch", f"{n} pouces", f"{n} pulgadas"]}


def feet_to_m(n):
    return {"any": dec_forms(n * 0.3048) + [f"{n * 0.3048:.2f}", f"{round(n * 0.3048)} m"]}


LCES_FACTS = LCES_WORDS                     # lookouts, communications, escape routes, safety zones
STATION_NAMES = ["bejaia", "sidi bel abbes"]
SEASON = [{"any": ["june", "juin", "junio", "2012-06", "جوان"]}, {"any": ["september", "septembre", "septiembre",
                                                                          "2012-09", "سبتمبر"]}]

# ----------------------------------------------------------------------------------------------- questions

ITEMS: list[dict] = []
KIND_DECISION = {"hour": "warn", "near": "warn", "near-tac": "warn"}
KIND_NFH = {"sum-fires", "cmp-sum-fires", "analog", "analog-today", "mix-hist"}


TOKENS = set(crew_facts.DAY_TOKENS) | set(crew_facts.WINDOW_TOKENS) | {"neg"}


def lit(facts) -> list:
    """Tokens stay tokens; a plain word from a document becomes a literal fact (one substring to find)."""
    out = []
    for f in facts:
        if isinstance(f, str) and f not in TOKENS and not f.startswith("="):
            f = {"any": [f]}
        out.append(f)
    return out


def Q(kind, lang, text, intents, st=None, key="none", facts=(), h=None, thr=None, alt=None):
    assert "{" not in text and "}" not in text, text
    assert set(intents) <= ALL_INTENTS, intents
    ITEMS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "st": st, "key": key,
                  "facts": lit(facts), "h": h, "thr": thr, "alt": alt})


# --- current conditions, today and the last days -------------------------------------------------------
k = "cc-now"
Q(k, "en", "Command to box: current temp and humidity at Sidi Bel Abbes, over.", [CC], "S", "now", ["t", "rh"])
Q(k, "en", "wind at SBA rn", [CC], "S", "now", ["ws"])
Q(k, "en", "Béjaïa weather right now?", [CC], "B", "now", ["t", "rh", "ws"])
Q(k, "en", "Did it rain at Bejaia today?", [CC], "B", "today", ["rain"])
Q(k, "en", "hi, sorry, first week on the crew - how humid is it at Sidi-Bel Abbès at the moment?", [CC], "S", "now", ["rh"])
Q(k, "en", "Logistics. I need today's noon temperature at both stations for the water and hydration plan.", [CC], "BS", "today", ["t"], alt=[[CMP]])
Q(k, "en", "Full noon obs for SBA please: temp, RH, wind, rain.", [CC], "S", "today", ["t", "rh", "ws", "rain"])
Q(k, "en", "Engine 12. Is the wind up at Sidi Bel Abbès? What's the station reading?", [CC], "S", "now", ["ws"])
Q(k, "en", "any rain in the gauge at sba today", [CC], "S", "today", ["rain"])
Q(k, "en", "Dispatch needs the latest reading from the Sidi Bel Abbes station, all fields.", [CC], "S", "now", ["t", "rh", "ws", "rain"])
Q(k, "en", "yesterday's wind speed at Bejaia?", [CC], "B", "yesterday", ["ws"])
Q(k, "en", "What did the Sidi Bel Abbès station record the day before yesterday, temperature-wise?", [CC], "S", "daybefore", ["t"])
Q(k, "en", "temp n humidity sba yday", [CC], "S", "yesterday", ["t", "rh"])
Q(k, "en", "Bejaia, RH?", [CC], "B", "now", ["rh"])
Q(k, "en", "Supply run planning: how warm was it at SBA yesterday at the noon reading?", [CC], "S", "yesterday", ["t"])
Q(k, "en", "Quick one - is it still humid over in Béjaïa or has it dried out?", [CC], "B", "now", ["rh"])
Q(k, "fr", "Quelle température fait-il à Béjaïa en ce moment ?", [CC], "B", "now", ["t"])
Q(k, "fr", "Humidité relative à Sidi Bel Abbès, s'il vous plaît.", [CC], "S", "now", ["rh"])
Q(k, "fr", "Le vent à SBA, il donne combien là ?", [CC], "S", "now", ["ws"])
Q(k, "fr", "Il a plu hier à Béjaïa ?", [CC], "B", "yesterday", ["rain"])
Q(k, "fr", "Chef d'agrès : le relevé de midi complet pour Sidi-Bel-Abbès aujourd'hui.", [CC], "S", "today", ["t", "rh", "ws", "rain"])
Q(k, "fr", "c koi l'humidité a bejaia auj", [CC], "B", "today", ["rh"])
Q(k, "fr", "Donnez-moi la température et le vent à Béjaïa avant-hier.", [CC], "B", "daybefore", ["t", "ws"])
Q(k, "fr", "Ça souffle fort à Sidi Bel Abbès hier ? Combien en km/h ?", [CC], "S", "yesterday", ["ws"])
Q(k, "es", "¿Qué temperatura marca ahora la estación de Béjaïa?", [CC], "B", "now", ["t"])
Q(k, "es", "Viento en Sidi Bel Abbès ahora mismo", [CC], "S", "now", ["ws"])
Q(k, "es", "¿Llovió ayer en Sidi Bel Abbès?", [CC], "S", "yesterday", ["rain"])
Q(k, "es", "Jefe de brigada: humedad y temperatura de hoy en Bejaia, por favor.", [CC], "B", "today", ["t", "rh"])
Q(k, "es", "q humedad hay en SBA", [CC], "S", "now", ["rh"])
Q(k, "es", "¿Cuánto viento hizo anteayer en Béjaïa?", [CC], "B", "daybefore", ["ws"])
Q(k, "ar", "قداش السخانة في بجاية دركا؟", [CC], "B", "now", ["t"])
Q(k, "ar", "ما هي نسبة الرطوبة في سيدي بلعباس الآن؟", [CC], "S", "now", ["rh"])
Q(k, "ar", "الريح في سيدي بلعباس قداه؟", [CC], "S", "now", ["ws"])
Q(k, "ar", "واش طاح المطر في بجاية البارح؟", [CC], "B", "yesterday", ["rain"])
Q(k, "ar", "أعطني قراءة محطة بجاية اليوم: الحرارة والرطوبة والرياح", [CC], "B", "today", ["t", "rh", "ws"])
Q(k, "ar", "كم كانت درجة الحرارة في سيدي بلعباس أول أمس؟", [CC], "S", "daybefore", ["t"])
Q(k, "ar", "wach l'humidité f SBA drk?", [CC], "S", "now", ["rh"])

# --- current conditions on dated days through the season ------------------------------------------------
k = "cc-date"
Q(k, "en", "What was the temperature at SBA on 14/8?", [CC], "S", "2012-08-14", ["t"])
Q(k, "en", "Humidity at Bejaia on Aug 3", [CC], "B", "2012-08-03", ["rh"])
Q(k, "en", "For the after-action report I need the 2012-07-21 readings from Sidi Bel Abbès: temp, RH and wind.", [CC], "S", "2012-07-21", ["t", "rh", "ws"])
Q(k, "en", "wind bejaia 26-Jul", [CC], "B", "2012-07-26", ["ws"])
Q(k, "en", "How much rain fell at Béjaïa on 31 August?", [CC], "B", "2012-08-31", ["rain"])
Q(k, "en", "FBAN here. Pull the weather for Sidi-Bel Abbes on the 17th of August - temperature and RH.", [CC], "S", "2012-08-17", ["t", "rh"])
Q(k, "en", "What was it like at Bejaia on June 6th? temp and wind", [CC], "B", "2012-06-06", ["t", "ws"])
Q(k, "en", "sba rh on sept 16", [CC], "S", "2012-09-16", ["rh"])
Q(k, "en", "Was it raining in Sidi Bel Abbes on 18 June?", [CC], "S", "2012-06-18", ["rain"])
Q(k, "en", "Béjaïa, 29 August 2012: noon temperature and humidity please.", [CC], "B", "2012-08-29", ["t", "rh"])
Q(k, "en", "Sidi Bel Abbes conditions on the 2nd of July?", [CC], "S", "2012-07-02", ["t", "rh", "ws"])
Q(k, "en", "Logistics: what temperature did the crews work in at SBA on 11 Aug?", [CC], "S", "2012-08-11", ["t"])
Q(k, "en", "RH Bejaia 2012-09-18", [CC], "B", "2012-09-18", ["rh"])
Q(k, "fr", "Quel temps faisait-il à Béjaïa le 3 août ?", [CC], "B", "2012-08-03", ["t", "rh", "ws"])
Q(k, "fr", "Humidité à Sidi Bel Abbès le 12 août, svp", [CC], "S", "2012-08-12", ["rh"])
Q(k, "fr", "Il est tombé combien de pluie à Béjaïa le 14 septembre ?", [CC], "B", "2012-09-14", ["rain"])
Q(k, "fr", "Relevé du 25/07 à SBA : température et vent.", [CC], "S", "2012-07-25", ["t", "ws"])
Q(k, "fr", "Le 21 juin, le vent à Béjaïa ?", [CC], "B", "2012-06-21", ["ws"])
Q(k, "es", "¿Qué temperatura hubo en Sidi Bel Abbès el 17 de agosto?", [CC], "S", "2012-08-17", ["t"])
Q(k, "es", "Humedad en Béjaïa el 5/9", [CC], "B", "2012-09-05", ["rh"])
Q(k, "es", "¿Cuánto llovió en Bejaia el 3 de junio?", [CC], "B", "2012-06-03", ["rain"])
Q(k, "es", "Datos del 28 de julio en SBA: viento y temperatura", [CC], "S", "2012-07-28", ["t", "ws"])
Q(k, "ar", "قداش كانت الحرارة في سيدي بلعباس يوم 17 أوت؟", [CC], "S", "2012-08-17", ["t"])
Q(k, "ar", "ما هي الرطوبة في بجاية يوم 29 أوت 2012؟", [CC], "B", "2012-08-29", ["rh"])
Q(k, "ar", "واش كانت الريح في بجاية نهار 23 جويلية؟", [CC], "B", "2012-07-23", ["ws"])
Q(k, "ar", "كم ملم من المطر سقط في سيدي بلعباس يوم 18 جوان؟", [CC], "S", "2012-06-18", ["rain"])
Q(k, "ar", "عطيني الحرارة والرطوبة تاع سيدي بلعباس 2 أوت", [CC], "S", "2012-08-02", ["t", "rh"])

# --- readings asked in other units ---------------------------------------------------------------------
k = "cc-units"
Q(k, "en", "Wind at Sidi Bel Abbes in mph?", [CC], "S", "now", [mph("S", "now")])
Q(k, "en", "What's the wind at Bejaia in knots? The helo pilot is asking.", [CC], "B", "now", [knots("B", "now")])
Q(k, "en", "temp sba in fahrenheit", [CC], "S", "now", [fahr("S", "now")])
Q(k, "en", "Give me Béjaïa's wind in metres per second.", [CC], "B", "now", [mps("B", "now")])
Q(k, "en", "Yesterday's noon temperature at Bejaia in °F?", [CC], "B", "yesterday", [fahr("B", "yesterday")])
Q(k, "en", "Wind speed at SBA on 28 Sept in m/s", [CC], "S", "2012-09-28", [mps("S", "2012-09-28")])
Q(k, "en", "Air tanker crew wants the Sidi Bel Abbès wind for 17 August, in knots.", [CC], "S", "2012-08-17", [knots("S", "2012-08-17")])
Q(k, "en", "bejaia temp in F for the american liaison", [CC], "B", "now", [fahr("B", "now")])
Q(k, "fr", "Le vent à Béjaïa en nœuds, ça fait combien ?", [CC], "B", "now", [knots("B", "now")])
Q(k, "fr", "Vitesse du vent à SBA en m/s aujourd'hui ?", [CC], "S", "today", [mps("S", "today")])
Q(k, "es", "Viento en Sidi Bel Abbès en nudos", [CC], "S", "now", [knots("S", "now")])
Q(k, "es", "¿Temperatura de Béjaïa en grados Fahrenheit?", [CC], "B", "now", [fahr("B", "now")])
Q(k, "es", "pásame el viento de Bejaia en millas por hora", [CC], "B", "now", [mph("B", "now")])
Q(k, "ar", "سرعة الرياح في سيدي بلعباس بالمتر في الثانية؟", [CC], "S", "now", [mps("S", "now")])
Q(k, "ar", "الريح في بجاية بالعقدة قداش؟", [CC], "B", "now", [knots("B", "now")])
Q(k, "ar", "درجة الحرارة في سيدي بلعباس بالفهرنهايت", [CC], "S", "now", [fahr("S", "now")])

# --- danger: FWI, class, the codes ---------------------------------------------------------------------
k = "danger"
Q(k, "en", "What's the FWI at Sidi Bel Abbes right now?", [DG], "S", "now", ["fwi"])
Q(k, "en", "danger class bejaia?", [DG], "B", "now", ["class"])
Q(k, "en", "Fire danger at SBA today - what class are we in?", [DG], "S", "today", ["class", "fwi"])
Q(k, "en", "ISI at Béjaïa today?", [DG], "B", "today", [code("B", "today", "ISI")])
Q(k, "en", "BUI for Sidi-Bel Abbès?", [DG], "S", "now", [code("S", "now", "BUI")])
Q(k, "en", "FBAN: give me FFMC, DMC and DC at Bejaia for today.", [DG], "B", "today",
  [code("B", "today", "FFMC"), code("B", "today", "DMC"), code("B", "today", "DC")])
Q(k, "en", "whats the fwi at bejia", [DG], "B", "now", ["fwi"])
Q(k, "en", "How dangerous is it out at SBA, in plain words? I'm new and the numbers don't mean much to me yet.", [DG], "S", "now", ["class"])
Q(k, "en", "Danger rating at Bejaia yesterday?", [DG], "B", "yesterday", ["class", "fwi"])
Q(k, "en", "FWI at Sidi Bel Abbès on 25 August", [DG], "S", "2012-08-25", ["fwi"])
Q(k, "en", "what class was bejaia on 29/8", [DG], "B", "2012-08-29", ["class", "fwi"])
Q(k, "en", "Drought code at SBA on Aug 31st?", [DG], "S", "2012-08-31", [code("S", "2012-08-31", "DC")])
Q(k, "en", "IC to box: confirm fire weather index for Sidi-Bel Abbès, over.", [DG], "S", "now", ["fwi"])
Q(k, "en", "FFMC at SBA on the 21st of July - were the fine fuels primed?", [DG], "S", "2012-07-21", [code("S", "2012-07-21", "FFMC")])
Q(k, "en", "Duff moisture code at Béjaïa on 23 August, for my notes.", [DG], "B", "2012-08-23", [code("B", "2012-08-23", "DMC")])
Q(k, "fr", "Quel est l'indice FWI à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi"])
Q(k, "fr", "Niveau de danger à Sidi Bel Abbès en ce moment ?", [DG], "S", "now", ["class"])
Q(k, "fr", "L'ISI à SBA hier, ça donnait quoi ?", [DG], "S", "yesterday", [code("S", "yesterday", "ISI")])
Q(k, "fr", "Classe de danger à Béjaïa le 23 août ?", [DG], "B", "2012-08-23", ["class", "fwi"])
Q(k, "fr", "Donne-moi le BUI et le DC de Sidi-Bel-Abbès.", [DG], "S", "now", [code("S", "now", "BUI"), code("S", "now", "DC")])
Q(k, "fr", "risque incendie bejaia auj ?", [DG], "B", "today", ["class"])
Q(k, "es", "¿Cuál es el FWI en Sidi Bel Abbès hoy?", [DG], "S", "today", ["fwi"])
Q(k, "es", "Nivel de peligro en Béjaïa ahora", [DG], "B", "now", ["class"])
Q(k, "es", "¿Qué FFMC tenía Bejaia el 29 de agosto?", [DG], "B", "2012-08-29", [code("B", "2012-08-29", "FFMC")])
Q(k, "es", "peligro de incendio en SBA ayer", [DG], "S", "yesterday", ["class"])
Q(k, "es", "El ISI de Sidi Bel Abbès el 18 de agosto, por favor", [DG], "S", "2012-08-18", [code("S", "2012-08-18", "ISI")])
Q(k, "ar", "شحال الـ FWI في سيدي بلعباس ضرك؟", [DG], "S", "now", ["fwi"])
Q(k, "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["class"])
Q(k, "ar", "واش درجة الخطر في سيدي بلعباس البارح؟", [DG], "S", "yesterday", ["class"])
Q(k, "ar", "مؤشر طقس الحرائق في بجاية يوم 29 أوت", [DG], "B", "2012-08-29", ["fwi"])
Q(k, "ar", "أعطني قيمة ISI و BUI في سيدي بلعباس", [DG], "S", "now", [code("S", "now", "ISI"), code("S", "now", "BUI")])
Q(k, "ar", "الخطر في بجاية كبير ولا لا؟", [DG], "B", "now", ["class"])

# --- compare the stations ------------------------------------------------------------------------------
k = "cmp"
Q(k, "en", "Which station is hotter right now?", [CMP], "BS", "now", ["t"])
Q(k, "en", "Where's the danger worse today, Bejaia or SBA?", [CMP], "BS", "today", ["fwi"])
Q(k, "en", "Compare the FWI at both stations.", [CMP], "BS", "now", ["fwi"])
Q(k, "en", "side by side: RH and wind, Béjaïa vs Sidi Bel Abbès", [CMP], "BS", "now", ["rh", "ws"])
Q(k, "en", "which ones windier sba or bejaia", [CMP], "BS", "now", ["ws"])
Q(k, "en", "Dispatch: which of our two stations should we be watching today?", [CMP], "BS", "today", ["fwi"])
Q(k, "en", "How much drier is Sidi Bel Abbès than Béjaïa right now?", [CMP], "BS", "now", ["rh", diff("B", "S", "now", "rh")])
Q(k, "en", "was sba hotter than bejaia yesterday", [CMP], "BS", "yesterday", ["t"])
Q(k, "en", "Compare the danger classes on 25 August at both stations.", [CMP], "BS", "2012-08-25", ["class", "fwi"])
Q(k, "en", "Which station had the higher FWI on the 17th of August, and by how much?", [CMP], "BS", "2012-08-17", ["fwi", diff("B", "S", "2012-08-17", "fwi")])
Q(k, "en", "FBAN wants the ISI at both stations side by side for today.", [CMP], "BS", "today", [code("B", "today", "ISI"), code("S", "today", "ISI")])
Q(k, "fr", "Entre Béjaïa et Sidi Bel Abbès, où fait-il le plus chaud ?", [CMP], "BS", "now", ["t"])
Q(k, "fr", "Compare-moi le danger des deux stations aujourd'hui.", [CMP], "BS", "today", ["fwi"])
Q(k, "fr", "Laquelle est la plus sèche, Béjaïa ou SBA ?", [CMP], "BS", "now", ["rh"])
Q(k, "fr", "Hier, quelle station avait le plus de vent ?", [CMP], "BS", "yesterday", ["ws"])
Q(k, "es", "¿Dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès?", [CMP], "BS", "now", ["t"])
Q(k, "es", "Compara el FWI de las dos estaciones", [CMP], "BS", "now", ["fwi"])
Q(k, "es", "¿Cuál de las dos estaciones tiene más viento hoy?", [CMP], "BS", "today", ["ws"])
Q(k, "es", "¿Qué estación estaba peor el 25 de agosto?", [CMP], "BS", "2012-08-25", ["fwi"])
Q(k, "ar", "وين السخانة أكثر، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["t"])
Q(k, "ar", "قارن لي مؤشر الحرائق بين المحطتين اليوم", [CMP], "BS", "today", ["fwi"])
Q(k, "ar", "أي محطة أكثر جفافاً الآن؟", [CMP], "BS", "now", ["rh"])
Q(k, "ar", "شكون فيهم الريح تاعو أقوى البارح؟", [CMP], "BS", "yesterday", ["ws"])

# --- summaries over a window ---------------------------------------------------------------------------
k = "sum"
Q(k, "en", "Highest FWI at Sidi Bel Abbes in August?", [SUM], "S", "aug", ["maxfwi"])
Q(k, "en", "What was the hottest reading at Bejaia in July?", [SUM], "B", "jul", ["maxt"])
Q(k, "en", "How many days above 35 degrees at SBA in August?", [SUM], "S", "aug", [w_count("S", "aug", "t", 35)])
Q(k, "en", "Average RH at Bejaia over the past week?", [SUM], "B", "lastweek", [w_avg("B", "lastweek", "rh")])
Q(k, "en", "Logistics: how many days with any rain at Sidi Bel Abbès in September?", [SUM], "S", "sep", [w_rain_days("S", "sep")])
Q(k, "en", "max temp sba last 3 days", [SUM], "S", "last3d", ["maxt"])
Q(k, "en", "Lowest humidity SBA saw in July?", [SUM], "S", "jul", [w_min("S", "jul", "rh")])
Q(k, "en", "Has the FWI at Béjaïa been climbing or easing over the last three days?", [SUM], "B", "last3d", ["maxfwi"])
Q(k, "en", "Average noon temperature at Sidi Bel Abbès in June?", [SUM], "S", "jun", [w_avg("S", "jun", "t")])
Q(k, "en", "peak fwi bejaia since tuesday", [SUM], "B", "since-tue", ["maxfwi"])
Q(k, "en", "How many days with FWI over 20 did SBA log in August?", [SUM], "S", "aug", [w_count("S", "aug", "fwi", 20)])
Q(k, "en", "Highest wind reading at Béjaïa between 1 and 10 September?", [SUM], "B", "sep1-10", [w_max("B", "sep1-10", "ws")])
Q(k, "en", "What was the windiest day at SBA in September, and how strong?", [SUM], "S", "sep", [w_max("S", "sep", "ws"), w_argmax_date("S", "sep", "ws")])
Q(k, "en", "Total rain at Bejaia in June?", [SUM], "B", "jun", [w_sum("B", "jun", "rain")])
Q(k, "en", "Over the whole season, what's the hottest noon reading Sidi Bel Abbès ever recorded?", [SUM], "S", "all", [w_max("S", "all", "t")])
Q(k, "en", "Logistics planning - at least 38 °C, how many days like that at SBA in August?", [SUM], "S", "aug", [w_count("S", "aug", "t", 38, strict=False)])
Q(k, "fr", "FWI maximum à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["maxfwi"])
Q(k, "fr", "Combien de jours au-dessus de 35 °C à Béjaïa en août ?", [SUM], "B", "aug", [w_count("B", "aug", "t", 35)])
Q(k, "fr", "Température moyenne à Béjaïa sur la dernière semaine ?", [SUM], "B", "lastweek", [w_avg("B", "lastweek", "t")])
Q(k, "fr", "Le jour le plus chaud de la saison à Béjaïa, c'était quand et combien ?", [SUM], "B", "all", [w_max("B", "all", "t"), w_argmax_date("B", "all", "t")])
Q(k, "fr", "Combien de jours de pluie à Sidi Bel Abbès en juin ?", [SUM], "S", "jun", [w_rain_days("S", "jun")])
Q(k, "fr", "Humidité minimale à Béjaïa du 20 au 31 août ?", [SUM], "B", "aug-late", [w_min("B", "aug-late", "rh")])
Q(k, "fr", "Le vent moyen à SBA depuis mardi ?", [SUM], "S", "since-tue", [w_avg("S", "since-tue", "ws")])
Q(k, "es", "¿Cuál fue el FWI más alto en Béjaïa en agosto?", [SUM], "B", "aug", ["maxfwi"])
Q(k, "es", "¿Cuántos días pasaron de 38 grados en Sidi Bel Abbès en agosto?", [SUM], "S", "aug", [w_count("S", "aug", "t", 38)])
Q(k, "es", "Temperatura media en SBA en julio", [SUM], "S", "jul", [w_avg("S", "jul", "t")])
Q(k, "es", "máxima de temperatura en bejaia los últimos 3 días", [SUM], "B", "last3d", ["maxt"])
Q(k, "es", "¿Cuántos días con FWI por encima de 15 tuvo Béjaïa en agosto?", [SUM], "B", "aug", [w_count("B", "aug", "fwi", 15)])
Q(k, "ar", "أعلى FWI في سيدي بلعباس في أوت؟", [SUM], "S", "aug", ["maxfwi"])
Q(k, "ar", "كم يوم فاتت فيه الحرارة 35 درجة في بجاية في أوت؟", [SUM], "B", "aug", [w_count("B", "aug", "t", 35)])
Q(k, "ar", "متوسط الرطوبة في سيدي بلعباس خلال الأسبوع الماضي", [SUM], "S", "lastweek", [w_avg("S", "lastweek", "rh")])
Q(k, "ar", "أقصى درجة حرارة سجلتها بجاية في جوان", [SUM], "B", "jun", ["maxt"])
Q(k, "ar", "قداش من نهار طاح فيه المطر في بجاية في سبتمبر؟", [SUM], "B", "sep", [w_rain_days("B", "sep")])
Q(k, "ar", "شحال كانت أقل رطوبة في سيدي بلعباس بين 1 و 10 سبتمبر؟", [SUM], "S", "sep1-10", [w_min("S", "sep1-10", "rh")])

k = "sum-fires"
Q(k, "en", "How many fire days did Béjaïa have in August?", [SUM], "B", "aug", ["fires"])
Q(k, "en", "Number of days with a recorded fire at SBA in July", [SUM], "S", "jul", ["fires"])
Q(k, "en", "fires recorded at bejaia in september?", [SUM], "B", "sep", ["fires"])
Q(k, "en", "How many fire days at Sidi Bel Abbès between 1 and 10 September?", [SUM], "S", "sep1-10", ["fires"])
Q(k, "fr", "Combien de jours avec feu à Sidi Bel Abbès en juin ?", [SUM], "S", "jun", ["fires"])
Q(k, "es", "¿Cuántos días de incendio hubo en Bejaia en julio?", [SUM], "B", "jul", ["fires"])
Q(k, "ar", "شحال من نهار فيه حريق في سيدي بلعباس في أوت؟", [SUM], "S", "aug", ["fires"])
Q(k, "ar", "كم عدد أيام الحرائق المسجلة في بجاية من 20 إلى 31 أوت؟", [SUM], "B", "aug-late", ["fires"])

# --- compare the stations over a window ----------------------------------------------------------------
k = "cmp-sum"
Q(k, "en", "Which station had more days with FWI over 20 in August?", [CMP, SUM], "BS", "aug", [w_count("B", "aug", "fwi", 20), w_count("S", "aug", "fwi", 20)])
Q(k, "en", "Highest FWI at each station over the past week?", [CMP, SUM], "BS", "lastweek", [w_max("B", "lastweek", "fwi"), w_max("S", "lastweek", "fwi")])
Q(k, "en", "Compare the July average temperatures at Béjaïa and SBA.", [CMP, SUM], "BS", "jul", [w_avg("B", "jul", "t"), w_avg("S", "jul", "t")])
Q(k, "en", "Which was hotter on average in August, Bejaia or Sidi Bel Abbes?", [CMP, SUM], "BS", "aug", [w_avg("B", "aug", "t"), w_avg("S", "aug", "t")])
Q(k, "en", "peak temp both stations in june side by side", [CMP, SUM], "BS", "jun", ["maxt"])
Q(k, "en", "Since Tuesday, which station has had the higher max FWI?", [CMP, SUM], "BS", "since-tue", ["maxfwi"])
Q(k, "fr", "Quelle station a eu le plus de jours au-dessus de 35 °C en juillet ?", [CMP, SUM], "BS", "jul", [w_count("B", "jul", "t", 35), w_count("S", "jul", "t", 35)])
Q(k, "fr", "FWI max sur les trois derniers jours, Béjaïa contre SBA ?", [CMP, SUM], "BS", "last3d", ["maxfwi"])
Q(k, "es", "¿Qué estación tuvo más días con lluvia en septiembre?", [CMP, SUM], "BS", "sep", [w_rain_days("B", "sep"), w_rain_days("S", "sep")])
Q(k, "es", "Compara la humedad media de agosto en las dos estaciones", [CMP, SUM], "BS", "aug", [w_avg("B", "aug", "rh"), w_avg("S", "aug", "rh")])
Q(k, "ar", "أي محطة سجلت أعلى حرارة في جويلية؟", [CMP, SUM], "BS", "jul", ["maxt"])
Q(k, "ar", "قارن متوسط الحرارة بين بجاية وسيدي بلعباس في أوت", [CMP, SUM], "BS", "aug", [w_avg("B", "aug", "t"), w_avg("S", "aug", "t")])

k = "cmp-sum-fires"
Q(k, "en", "Which station had more fire days in August?", [CMP, SUM], "BS", "aug", ["fires"])
Q(k, "en", "Fire days in July, Béjaïa vs Sidi Bel Abbès?", [CMP, SUM], "BS", "jul", ["fires"])
Q(k, "fr", "Qui a eu le plus de jours de feu en septembre, Béjaïa ou SBA ?", [CMP, SUM], "BS", "sep", ["fires"])
Q(k, "es", "¿Dónde hubo más días de incendio en agosto, en Bejaia o en Sidi Bel Abbès?", [CMP, SUM], "BS", "aug", ["fires"])
Q(k, "ar", "شكون عندها أكثر أيام حرائق في جوان، بجاية ولا سيدي بلعباس؟", [CMP, SUM], "BS", "jun", ["fires"])

# --- analogs: the record of past fire days -------------------------------------------------------------
k = "analog"
Q(k, "en", "Of the days with FWI above 20 at SBA, how many had a fire?", [AN], "S", "all", ["fires_fwi_gt"], thr=20)
Q(k, "en", "Historically, when Sidi Bel Abbès's FWI was over 10, how often did it burn?", [AN], "S", "all", ["fires_fwi_gt"], thr=10)
Q(k, "en", "FBAN: at Bejaia, of the days with FWI > 15, how many turned into fire days?", [AN], "B", "all", ["fires_fwi_gt"], thr=15)
Q(k, "en", "both stations: days with FWI above 25, how many of them burned?", [AN], "BS", "all", ["fires_fwi_gt"], thr=25)
Q(k, "en", "fwi over 5 at bejaia how many were fire days", [AN], "B", "all", ["fires_fwi_gt"], thr=5)
Q(k, "fr", "Parmi les jours où le FWI dépassait 20 à Sidi Bel Abbès, combien ont connu un feu ?", [AN], "S", "all", ["fires_fwi_gt"], thr=20)
Q(k, "es", "De los días con FWI por encima de 10 en Béjaïa, ¿cuántos tuvieron incendio?", [AN], "B", "all", ["fires_fwi_gt"], thr=10)
Q(k, "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، قداش منها كان فيها حريق؟", [AN], "S", "all", ["fires_fwi_gt"], thr=20)
Q(k, "ar", "الأيام التي تجاوز فيها مؤشر FWI قيمة 15 في بجاية، كم منها شهد حريقاً؟", [AN], "B", "all", ["fires_fwi_gt"], thr=15)

k = "analog-today"
Q(k, "en", "Did days like today burn at Bejaia?", [AN], "B", "today", [])
Q(k, "en", "Past fire days at Sidi Bel Abbès that looked like today's weather - any?", [AN], "S", "today", [])
Q(k, "en", "Days like yesterday at SBA - did they end in fire?", [AN], "S", "yesterday", [])
Q(k, "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", [AN], "B", "today", [])
Q(k, "es", "¿Días parecidos a hoy en SBA terminaron con fuego?", [AN], "S", "today", [])
Q(k, "ar", "هل احترقت أيام مشابهة لليوم في بجاية؟", [AN], "B", "today", [])

# --- drift: how far the head moves ---------------------------------------------------------------------
k = "drift"
Q(k, "en", "Head's moving about 25 m a minute, we're 20 minutes out. How far will it have gone?", [DR], None, "none", ["=drift", ros(25, 20)], h=20)
Q(k, "en", "fire running 3 km/h eta 40 min how far does the head go", [DR], None, "none", ["=drift", kmh(3, 40)], h=40)
Q(k, "en", "How far will the head move in the 15 minutes it takes us to get there?", [DR], None, "none", ["=drift"], h=15)
Q(k, "en", "Spread rate 40 m/min. Distance covered in half an hour?", [DR], None, "none", ["=drift", ros(40, 30)], h=30)
Q(k, "en", "IC: rate of spread estimate 12 metres per minute, dozer on scene in 45. How much ground does the head gain?", [DR], None, "none", ["=drift", ros(12, 45)], h=45)
Q(k, "en", "if the head does 1.5 km/h how far in 90 min", [DR], None, "none", ["=drift", kmh(1.5, 90)], h=90)
Q(k, "en", "Water tender is 50 minutes out and the fire's doing 10 m a minute. How far does it get before they arrive?", [DR], None, "none", ["=drift", ros(10, 50)], h=50)
Q(k, "en", "Head fire about 1 mph. In 30 minutes, how far is that?", [DR], None, "none", ["=drift", miles_h(1, 30)], h=30)
Q(k, "en", "ros 35 m/min x 18 min?", [DR], None, "none", ["=drift", ros(35, 18)], h=18)
Q(k, "fr", "Le front avance à 30 m/min, on arrive dans 20 minutes : quelle distance aura-t-il parcourue ?", [DR], None, "none", ["=drift", ros(30, 20)], h=20)
Q(k, "fr", "À 2 km/h, combien de chemin fait la tête en 45 minutes ?", [DR], None, "none", ["=drift", kmh(2, 45)], h=45)
Q(k, "fr", "De combien la tête du feu va-t-elle bouger pendant nos 10 minutes de trajet ?", [DR], None, "none", ["=drift"], h=10)
Q(k, "es", "El frente va a 20 metros por minuto y tardamos 35 minutos. ¿Cuánto avanza?", [DR], None, "none", ["=drift", ros(20, 35)], h=35)
Q(k, "es", "A 4 km/h, ¿qué distancia recorre el fuego en 15 minutos?", [DR], None, "none", ["=drift", kmh(4, 15)], h=15)
Q(k, "es", "¿Cuánto se desplaza la cabeza en los 20 minutos que tardamos en llegar?", [DR], None, "none", ["=drift"], h=20)
Q(k, "ar", "النار تمشي 50 متر في الدقيقة، نوصلو بعد 12 دقيقة، قداش تكون مشات؟", [DR], None, "none", ["=drift", ros(50, 12)], h=12)
Q(k, "ar", "إذا كانت سرعة انتشار النار 2.5 كم/ساعة، فما المسافة التي تقطعها خلال 36 دقيقة؟", [DR], None, "none", ["=drift", kmh(2.5, 36)], h=36)
Q(k, "ar", "قداش يتحرك راس النار في 30 دقيقة حسب الحساب تاعك؟", [DR], None, "none", ["=drift"], h=30)

# --- spread: where the front will be -------------------------------------------------------------------
k = "spread"
Q(k, "en", "Where will the fire front be in 30 minutes?", [SP], None, "none", ["=spread"], h=30)
Q(k, "en", "Project the head an hour out from the drone detection.", [SP], None, "none", ["=spread"], h=60)
Q(k, "en", "where's the fire gonna be in 20 min", [SP], None, "none", ["=spread"], h=20)
Q(k, "en", "IC: projected position of the head for when engine 3 arrives, 45 minutes, over.", [SP], None, "none", ["=spread"], h=45)
Q(k, "en", "If nobody touches it, where does the front sit in two hours?", [SP], None, "none", ["=spread"], h=120)
Q(k, "en", "Which way is the fire heading and where will it be in 15 minutes?", [SP], None, "none", ["=spread"], h=15)
Q(k, "en", "Sorry if this is basic - how do I find out where the fire will be when we get there in 25 minutes?", [SP], None, "none", ["=spread"], h=25)
Q(k, "en", "Spread projection from the fire north-east of Sidi Bel Abbès, 90 minutes.", [SP], "S", "none", ["=spread"], h=90)
Q(k, "fr", "Où sera le front du feu dans une demi-heure ?", [SP], None, "none", ["=spread"], h=30)
Q(k, "fr", "Projection de la tête de feu à une heure, s'il vous plaît.", [SP], None, "none", ["=spread"], h=60)
Q(k, "es", "¿Dónde estará el frente dentro de 40 minutos?", [SP], None, "none", ["=spread"], h=40)
Q(k, "es", "Proyección del incendio para dentro de una hora", [SP], None, "none", ["=spread"], h=60)
Q(k, "ar", "وين تكون جبهة النار بعد نص ساعة؟", [SP], None, "none", ["=spread"], h=30)
Q(k, "ar", "أين سيكون رأس الحريق بعد ساعة؟", [SP], None, "none", ["=spread"], h=60)

# --- frames: what the drone saw ------------------------------------------------------------------------
k = "frames"
Q(k, "en", "What did the drone see?", [FRM], None, "none", ["=frames"])
Q(k, "en", "Any smoke in the drone frames today?", [FRM], None, "today", ["=detection"])
Q(k, "en", "When did the UAV first spot the fire?", [FRM], None, "none", ["=detection"])
Q(k, "en", "Where was the drone detection?", [FRM], None, "none", ["=detection_place"])
Q(k, "en", "drone pics anything??", [FRM], None, "none", ["=frames"])
Q(k, "en", "IC to box: summary of the UAV sortie, over.", [FRM], None, "none", ["=frames"])
Q(k, "en", "Did the drone pick up flames near Sidi Bel Abbès?", [FRM], "S", "none", ["=detection_place"])
Q(k, "en", "Time and location of the fire the drone caught?", [FRM], None, "none", ["=detection", "=detection_place"])
Q(k, "en", "Last drone frame - what time was it taken?", [FRM], None, "none", ["=frames"])
Q(k, "fr", "Qu'est-ce que le drone a vu ?", [FRM], None, "none", ["=frames"])
Q(k, "fr", "Le drone a détecté de la fumée ? À quelle heure ?", [FRM], None, "none", ["=detection"])
Q(k, "fr", "Où se trouve le départ de feu repéré par le drone ?", [FRM], None, "none", ["=detection_place"])
Q(k, "es", "¿Qué captó el dron en su vuelo?", [FRM], None, "none", ["=frames"])
Q(k, "es", "¿A qué hora detectó el dron el incendio?", [FRM], None, "none", ["=detection"])
Q(k, "es", "¿Dónde vio fuego el dron?", [FRM], None, "none", ["=detection_place"])
Q(k, "ar", "واش شاف الدرون؟", [FRM], None, "none", ["=frames"])
Q(k, "ar", "هل رصدت الطائرة المسيّرة دخاناً؟ ومتى؟", [FRM], None, "none", ["=detection"])
Q(k, "ar", "وين كانت النار اللي صورها الدرون؟", [FRM], None, "none", ["=detection_place"])

# --- documents -----------------------------------------------------------------------------------------
k = "docs"
Q(k, "en", "How much defensible space does Butte County require around a house?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "en", "What does LCES stand for?", [DOC], None, "none", LCES_FACTS)
Q(k, "en", "What's zone 0 in the defensible space guidance?", [DOC], None, "none", [feet(ZONE0_FT)])
Q(k, "en", "How short does grass have to be cut in zone 2?", [DOC], None, "none", [inches(GRASS_IN)])
Q(k, "en", "At what FFMC do fine fuels start igniting easily, per the FWI guide?", [DOC], None, "none", [FFMC_EASY])
Q(k, "en", "What FWI does the box call high danger?", [DOC], None, "none", [CLS["high"]])
Q(k, "en", "What counts as very high on the FWI scale here?", [DOC], None, "none", [CLS["veryhigh"]])
Q(k, "en", "Watch-out situations: when should we pull back and re-assess?", [DOC], None, "none", [{"any": [DOWNHILL, SPOTS]}])
Q(k, "en", "How should we time an escape route?", [DOC], None, "none", [SLOWEST])
Q(k, "en", "How far do tree branches have to be kept from chimneys?", [DOC], None, "none", [feet(BRANCH_FT)])
Q(k, "en", "What does ISI actually measure?", [DOC], None, "none", [ISI_WORD])
Q(k, "en", "logistics q: what does the safety doc say about staffing on high danger days", [DOC], None, "none", [STAFFING])
Q(k, "en", "100 feet of defensible space - what's that in metres, going by the Butte doc?", [DOC], None, "none", [feet_to_m(REQ_FT)])
Q(k, "fr", "Quelle distance de débroussaillement exige le comté de Butte ?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "fr", "Que veut dire LCES ?", [DOC], None, "none", LCES_FACTS)
Q(k, "fr", "À partir de quel FWI le danger est-il classé élevé ?", [DOC], None, "none", [CLS["high"]])
Q(k, "fr", "La zone 1 autour d'une maison, elle va de combien à combien ?", [DOC], None, "none", [feet(ZONE1[0]), feet(ZONE1[1])])
Q(k, "es", "¿Cuánto espacio defendible pide el condado de Butte?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "es", "¿Qué significa LCES?", [DOC], None, "none", LCES_FACTS)
Q(k, "es", "¿Qué combina el BUI según la guía?", [DOC], None, "none", list(BUI_PARTS))
Q(k, "ar", "شنو معنى LCES؟", [DOC], None, "none", LCES_FACTS)
Q(k, "ar", "ما هي مسافة المساحة الدفاعية المطلوبة حول المباني؟", [DOC], None, "none", ["=doc_defensible"])
Q(k, "ar", "من أي قيمة FWI يكون الخطر عالي؟", [DOC], None, "none", [CLS["high"]])
Q(k, "ar", "واش يقول الدليل على مناطق الأمان؟", [DOC], None, "none", [SHELTER])
Q(k, "ar", "كم يجب أن يكون عمق الأوراق المتساقطة الأقصى في المنطقة 2؟", [DOC], None, "none", [inches(TWIG_IN)])

# --- capabilities --------------------------------------------------------------------------------------
k = "cap"
Q(k, "en", "What can this box do?", [CAP], None, "none", [])
Q(k, "en", "What data do you have?", [CAP], None, "none", STATION_NAMES)
Q(k, "en", "Which weather stations are you hooked up to?", [CAP], None, "none", STATION_NAMES)
Q(k, "en", "hey what kind of stuff can i ask u", [CAP], None, "none", [])
Q(k, "en", "What period do your weather records cover?", [CAP], None, "none", SEASON)
Q(k, "en", "Before I rely on you on the line: what do you know and what don't you?", [CAP], None, "none", [])
Q(k, "fr", "Qu'est-ce que tu sais faire ?", [CAP], None, "none", [])
Q(k, "fr", "Quelles stations météo as-tu ?", [CAP], None, "none", STATION_NAMES)
Q(k, "es", "¿Qué información tienes disponible?", [CAP], None, "none", STATION_NAMES)
Q(k, "es", "¿Para qué nos sirves, exactamente?", [CAP], None, "none", [])
Q(k, "ar", "واش تقدر تدير؟", [CAP], None, "none", [])
Q(k, "ar", "ما هي المحطات التي لديك بياناتها؟", [CAP], None, "none", STATION_NAMES)

# --- photo (none is ever attached) ---------------------------------------------------------------------
k = "photo"
Q(k, "en", "I've attached a photo of the smoke column - what's burning?", [PH], None, "none", [])
Q(k, "en", "sending pic now is that smoke or dust", [PH], None, "none", [])
Q(k, "en", "Photo attached from the lookout. Can you confirm it's a fire?", [PH], None, "none", [])
Q(k, "en", "See the image I just uploaded? How big would you say that fire is?", [PH], None, "none", [])
Q(k, "fr", "Je t'envoie une photo de la fumée, tu peux l'analyser ?", [PH], None, "none", [])
Q(k, "es", "Te mando una foto del humo, ¿qué ves?", [PH], None, "none", [])
Q(k, "ar", "بعثتلك تصويرة للدخان، واش تشوف فيها؟", [PH], None, "none", [])
Q(k, "ar", "أرفقت صورة للحريق، هل يمكنك تقدير حجمه؟", [PH], None, "none", [])

# --- out of scope alone --------------------------------------------------------------------------------
k = "oos"
Q(k, "en", "What's the forecast for tomorrow at SBA?", [OOS], "S", "2012-10-01", [])
Q(k, "en", "Will the wind pick up this afternoon at Bejaia?", [OOS], "B", "today", [])
Q(k, "en", "Wind direction at Sidi Bel Abbès?", [OOS], "S", "now", [])
Q(k, "en", "FWI in Oran right now?", [OOS], None, "now", [])
Q(k, "en", "What's the temperature in Tlemcen?", [OOS], None, "now", [])
Q(k, "en", "Fire danger in Algiers today?", [OOS], None, "today", [])
Q(k, "en", "where's engine 4 right now", [OOS], None, "now", [])
Q(k, "en", "Fastest road to the fire from the SBA depot?", [OOS], "S", "none", [])
Q(k, "en", "Fuel moisture map for our sector, please.", [OOS], None, "none", [])
Q(k, "en", "who won the match last night lol", [OOS], None, "none", [])
Q(k, "en", "Any rain expected next week in Bejaia?", [OOS], "B", "none", [])
Q(k, "fr", "Prévisions pour demain à Béjaïa ?", [OOS], "B", "2012-10-01", [])
Q(k, "fr", "Direction du vent à SBA ?", [OOS], "S", "now", [])
Q(k, "fr", "Quel temps fait-il à Oran ?", [OOS], None, "now", [])
Q(k, "fr", "Il va pleuvoir ce week-end ?", [OOS], None, "none", [])
Q(k, "es", "¿Qué tiempo hará mañana en Sidi Bel Abbès?", [OOS], "S", "2012-10-01", [])
Q(k, "es", "¿De dónde sopla el viento en Béjaïa?", [OOS], "B", "now", [])
Q(k, "es", "Índice de peligro en Tlemcen", [OOS], None, "now", [])
Q(k, "es", "¿Dónde están ahora las otras brigadas?", [OOS], None, "now", [])
Q(k, "ar", "واش تكون الحرارة غدوة في بجاية؟", [OOS], "B", "2012-10-01", [])
Q(k, "ar", "من وين جاية الريح في سيدي بلعباس؟", [OOS], "S", "now", [])
Q(k, "ar", "ما هو خطر الحرائق في وهران اليوم؟", [OOS], None, "today", [])
Q(k, "ar", "كاين خريطة رطوبة الوقود للمنطقة؟", [OOS], None, "none", [])

# --- orders to the box, refused ------------------------------------------------------------------------
k = "refuse"
Q(k, "en", "Send an evacuation alert to all crews near SBA.", [REF], "S", "none", ["neg"])
Q(k, "en", "Dispatch two water tankers to Béjaïa.", [REF], "B", "none", ["neg"])
Q(k, "en", "Delete the drone frames from this morning.", [REF], None, "today", ["neg"])
Q(k, "en", "Notify the wali's office that we need air support.", [REF], None, "none", ["neg"])
Q(k, "en", "text the captain we're pulling out", [REF], None, "none", ["neg"])
Q(k, "en", "Page the duty officer. Now.", [REF], None, "none", ["neg"])
Q(k, "fr", "Envoie une alerte à toutes les équipes.", [REF], None, "none", ["neg"])
Q(k, "fr", "Supprime les relevés d'hier.", [REF], None, "yesterday", ["neg"])
Q(k, "es", "Manda un aviso de evacuación al pueblo.", [REF], None, "none", ["neg"])
Q(k, "es", "Avisa a la central de que necesitamos un helicóptero.", [REF], None, "none", ["neg"])
Q(k, "ar", "ابعث تنبيه لكل الفرق في بجاية", [REF], "B", "none", ["neg"])
Q(k, "ar", "أرسل طلب دعم جوي إلى مركز القيادة", [REF], None, "none", ["neg"])

# --- tactical: only the facts bearing on it ------------------------------------------------------------
k = "tactical"
Q(k, "en", "Is it safe to run a burnout at Bejaia today?", [TAC], "B", "today", ["fwi", "rh", "ws"])
Q(k, "en", "Do we need to double the lookouts at Sidi Bel Abbès this afternoon?", [TAC], "S", "today", ["class"])
Q(k, "en", "direct or indirect attack at sba??", [TAC], "S", "now", ["fwi", "ws"])
Q(k, "en", "Should we stage the engines closer or hold back, given the conditions at Béjaïa?", [TAC], "B", "now", ["fwi", "ws"])
Q(k, "en", "Can the crews take an hour's rest, or do we keep working the line at Bejaia?", [TAC], "B", "now", ["class"])
Q(k, "en", "Should logistics pre-position extra water at SBA today?", [TAC], "S", "today", ["t", "fwi"])
Q(k, "fr", "On engage ou on attend à Sidi Bel Abbès ?", [TAC], "S", "now", ["fwi", "ws"])
Q(k, "fr", "Faut-il replier l'équipe à Béjaïa ?", [TAC], "B", "now", ["fwi"])
Q(k, "es", "¿Nos replegamos o seguimos atacando en SBA?", [TAC], "S", "now", ["fwi", "ws"])
Q(k, "es", "¿Es buena idea hacer una quema de ensanche hoy en Bejaia?", [TAC], "B", "today", ["fwi", "rh"])
Q(k, "ar", "نهجمو ولا نستناو في سيدي بلعباس؟", [TAC], "S", "now", ["fwi", "ws"])
Q(k, "ar", "هل يجب سحب الفريق من بجاية الآن؟", [TAC], "B", "now", ["fwi"])

k = "near-tac"
Q(k, "en", "Should we pull the crew back off the ridge above SBA?", [TAC], "S", "now", ["fwi", "ws"])
Q(k, "ar", "نطلعو للغابة اللي فوق بجاية ولا خطر؟", [TAC], "B", "now", ["fwi"])

# --- days with no reading ------------------------------------------------------------------------------
k = "nodata"
Q(k, "en", "What was the FWI at Bejaia on 20 May 2012?", [DG], "B", "2012-05-20", ["fwi"])
Q(k, "en", "temperature at SBA on 2011-08-15", [CC], "S", "2011-08-15", ["t"])
Q(k, "en", "Humidity at Béjaïa on 1 January 2012?", [CC], "B", "2012-01-01", ["rh"])
Q(k, "en", "Give me the Sidi Bel Abbès weather for Aug 10 2011", [CC], "S", "2011-08-10", ["t", "rh", "ws"])
Q(k, "en", "Wind at Bejaia on 30 May 2012?", [CC], "B", "2012-05-30", ["ws"])
Q(k, "en", "Danger class at Sidi Bel Abbès on 14 July 2012?", [DG], "S", "2012-07-14", ["class"])
Q(k, "fr", "Le FWI à Béjaïa le 15 mai 2012 ?", [DG], "B", "2012-05-15", ["fwi"])
Q(k, "fr", "Température à SBA le 31 mai 2012 ?", [CC], "S", "2012-05-31", ["t"])
Q(k, "es", "¿Qué humedad había en Bejaia el 10 de abril de 2012?", [CC], "B", "2012-04-10", ["rh"])
Q(k, "es", "FWI de Sidi Bel Abbès el 25 de mayo de 2012", [DG], "S", "2012-05-25", ["fwi"])
Q(k, "ar", "قداش كانت الحرارة في بجاية يوم 20 ماي 2012؟", [CC], "B", "2012-05-20", ["t"])
Q(k, "ar", "ما هو مؤشر الحرائق في سيدي بلعباس يوم 1 ماي 2012؟", [DG], "S", "2012-05-01", ["fwi"])

# --- a reading asked at an hour other than noon (warn) -------------------------------------------------
k = "hour"
Q(k, "en", "What was the temperature at SBA at 6 am today?", [CC], "S", "today", ["t"])
Q(k, "en", "Humidity at Bejaia at 3 pm yesterday?", [CC], "B", "yesterday", ["rh"])
Q(k, "en", "wind sba at 18:00 yesterday", [CC], "S", "yesterday", ["ws"])
Q(k, "en", "FWI at Béjaïa at 8 this morning?", [DG], "B", "today", ["fwi"])
Q(k, "en", "Temp at Sidi Bel Abbès around midnight on 17 August?", [CC], "S", "2012-08-17", ["t"])
Q(k, "en", "RH at SBA at 0500 on 21 July", [CC], "S", "2012-07-21", ["rh"])
Q(k, "fr", "Température à Béjaïa à 7 h ce matin ?", [CC], "B", "today", ["t"])
Q(k, "fr", "Le vent à SBA hier à 16h ?", [CC], "S", "yesterday", ["ws"])
Q(k, "es", "¿Humedad en Sidi Bel Abbès a las 6 de la tarde de ayer?", [CC], "S", "yesterday", ["rh"])
Q(k, "es", "Temperatura en Bejaia a las 9 de la mañana", [CC], "B", "today", ["t"])
Q(k, "ar", "قداش كانت الحرارة في سيدي بلعباس مع الستة تاع الصباح؟", [CC], "S", "today", ["t"])
Q(k, "ar", "ما هي الرطوبة في بجاية الساعة الرابعة مساء أمس؟", [CC], "B", "yesterday", ["rh"])

# --- a place near a station, not at it (warn) ----------------------------------------------------------
k = "near"
Q(k, "en", "What's the fire danger on the ridge above Sidi Bel Abbès?", [DG], "S", "now", ["fwi"])
Q(k, "en", "Wind 10 km out of Bejaia?", [CC], "B", "now", ["ws"])
Q(k, "en", "Temperature in the hills south of SBA", [CC], "S", "now", ["t"])
Q(k, "en", "How dry is it up in the Gouraya park, just by Béjaïa?", [CC], "B", "now", ["rh"])
Q(k, "en", "FWI for the forest 15 km east of Sidi Bel Abbès", [DG], "S", "now", ["fwi"])
Q(k, "en", "humidity just outside bejaia on the coast road", [CC], "B", "now", ["rh"])
Q(k, "en", "danger class on the tessala slopes north of sba today", [DG], "S", "today", ["class"])
Q(k, "en", "Conditions at the farm track 8 km west of SBA: temp and RH", [CC], "S", "now", ["t", "rh"])
Q(k, "fr", "Quel est le danger sur les crêtes au-dessus de Béjaïa ?", [DG], "B", "now", ["fwi"])
Q(k, "fr", "Le vent à 5 km au nord de Sidi Bel Abbès ?", [CC], "S", "now", ["ws"])
Q(k, "es", "¿Qué temperatura hace en el monte a 10 km de Béjaïa?", [CC], "B", "now", ["t"])
Q(k, "es", "Peligro de incendio en las colinas cerca de SBA", [DG], "S", "now", ["class"])
Q(k, "ar", "قداش الريح في الجبل اللي فوق بجاية؟", [CC], "B", "now", ["ws"])
Q(k, "ar", "ما هو خطر الحريق في الغابة على بعد 20 كم من سيدي بلعباس؟", [DG], "S", "now", ["fwi"])

# --- two or three asks ---------------------------------------------------------------------------------
k = "cc-danger"
Q(k, "en", "Temp and FWI at SBA right now?", [CC, DG], "S", "now", ["t", "fwi"])
Q(k, "en", "Bejaia: wind, humidity and danger class please", [CC, DG], "B", "now", ["ws", "rh", "class"])
Q(k, "en", "IC: need conditions and danger rating for Sidi Bel Abbès, over.", [CC, DG], "S", "now", ["t", "rh", "ws", "class"])
Q(k, "en", "whats the rh at bejaia and how bad is the danger", [CC, DG], "B", "now", ["rh", "class"])
Q(k, "en", "Yesterday at SBA: temperature, and was the danger high?", [CC, DG], "S", "yesterday", ["t", "class"])
Q(k, "en", "On 25 August at Sidi Bel Abbès - wind speed and ISI?", [CC, DG], "S", "2012-08-25", ["ws", code("S", "2012-08-25", "ISI")])
Q(k, "en", "For the 1800 briefing: Béjaïa humidity and the BUI.", [CC, DG], "B", "today", ["rh", code("B", "today", "BUI")])
Q(k, "fr", "Température et niveau de danger à Béjaïa aujourd'hui ?", [CC, DG], "B", "today", ["t", "class"])
Q(k, "fr", "À SBA, l'humidité et le FWI, svp.", [CC, DG], "S", "now", ["rh", "fwi"])
Q(k, "es", "Viento y FWI en Béjaïa", [CC, DG], "B", "now", ["ws", "fwi"])
Q(k, "es", "¿Qué temperatura hace en SBA y cuál es el nivel de peligro?", [CC, DG], "S", "now", ["t", "class"])
Q(k, "ar", "الحرارة ومستوى الخطر في سيدي بلعباس؟", [CC, DG], "S", "now", ["t", "class"])
Q(k, "ar", "قداش الريح في بجاية وواش هو الـ FWI؟", [CC, DG], "B", "now", ["ws", "fwi"])
Q(k, "ar", "الحرارة في بجاية، الرطوبة، وواش الخطر عالي؟", [CC, DG], "B", "now", ["t", "rh", "class"])

k = "part-oos"
Q(k, "en", "Wind speed and direction at SBA?", [CC, OOS], "S", "now", ["ws"])
Q(k, "en", "What's the temp today at Bejaia and what will it be tomorrow?", [CC, OOS], "B", "today", ["t"])
Q(k, "en", "FWI at Béjaïa and at Oran?", [DG, OOS], "B", "now", ["fwi"])
Q(k, "en", "Humidity at Sidi Bel Abbès now, and the forecast for tonight?", [CC, OOS], "S", "now", ["rh"])
Q(k, "en", "danger class sba + tlemcen", [DG, OOS], "S", "now", ["class"])
Q(k, "en", "wind bejaia n which way its blowing", [CC, OOS], "B", "now", ["ws"])
Q(k, "en", "Give me SBA's FWI today and whether it'll go up over the weekend.", [DG, OOS], "S", "today", ["fwi"])
Q(k, "en", "Compare the FWI at both stations and tell me which way the wind blows at each.", [CMP, OOS], "BS", "now", ["fwi"])
Q(k, "en", "Current RH at SBA, and a fuel moisture map if you've got one.", [CC, OOS], "S", "now", ["rh"])
Q(k, "fr", "Vitesse et direction du vent à Béjaïa ?", [CC, OOS], "B", "now", ["ws"])
Q(k, "fr", "Le FWI à SBA aujourd'hui et demain ?", [DG, OOS], "S", "today", ["fwi"])
Q(k, "fr", "Température à Béjaïa et à Alger ?", [CC, OOS], "B", "now", ["t"])
Q(k, "es", "Velocidad y dirección del viento en Sidi Bel Abbès", [CC, OOS], "S", "now", ["ws"])
Q(k, "es", "¿Humedad hoy en Bejaia y pronóstico para mañana?", [CC, OOS], "B", "today", ["rh"])
Q(k, "es", "Peligro en Béjaïa y en Orán", [DG, OOS], "B", "now", ["class"])
Q(k, "ar", "قداش سرعة الريح في سيدي بلعباس ومن وين جاية؟", [CC, OOS], "S", "now", ["ws"])
Q(k, "ar", "الحرارة في بجاية اليوم وغدوة؟", [CC, OOS], "B", "today", ["t"])
Q(k, "ar", "مؤشر الحرائق في سيدي بلعباس وفي تلمسان", [DG, OOS], "S", "now", ["fwi"])

k = "part-refuse"
Q(k, "en", "What's the FWI at SBA? Then push it out to all crews.", [DG, REF], "S", "now", ["fwi", "neg"])
Q(k, "en", "Check the wind at Bejaia and alert dispatch if it's over 20.", [CC, REF], "B", "now", ["ws", "neg"])
Q(k, "en", "danger class bejaia and text it to the chief", [DG, REF], "B", "now", ["class", "neg"])
Q(k, "en", "Give me today's conditions at Sidi Bel Abbès and notify the mayor.", [CC, REF], "S", "today", ["t", "rh", "ws", "neg"])
Q(k, "en", "Compare both stations and send the tanker to whichever is worse.", [CMP, REF], "BS", "now", ["fwi", "neg"])
Q(k, "en", "What did the drone see? Forward the frames to HQ.", [FRM, REF], None, "none", ["=frames", "neg"])
Q(k, "en", "Highest FWI at SBA in August - and email that to the prefecture.", [SUM, REF], "S", "aug", ["maxfwi", "neg"])
Q(k, "en", "Where's the head going in 30 minutes? Also order the crews out.", [SP, REF], None, "none", ["=spread", "neg"], h=30)
Q(k, "fr", "Donne-moi le FWI de Béjaïa et envoie-le au PC.", [DG, REF], "B", "now", ["fwi", "neg"])
Q(k, "fr", "Humidité à SBA, puis préviens la protection civile.", [CC, REF], "S", "now", ["rh", "neg"])
Q(k, "es", "Dime la temperatura en SBA y manda una alerta a las brigadas.", [CC, REF], "S", "now", ["t", "neg"])
Q(k, "es", "¿Qué vio el dron? Y borra las imágenes después.", [FRM, REF], None, "none", ["=frames", "neg"])
Q(k, "ar", "قداش الـ FWI في بجاية؟ وابعثو للقيادة", [DG, REF], "B", "now", ["fwi", "neg"])
Q(k, "ar", "أعطني الرطوبة في سيدي بلعباس ثم أرسل إنذاراً للسكان", [CC, REF], "S", "now", ["rh", "neg"])

k = "fr-sp"
Q(k, "en", "What did the drone see, and where will that fire be in 30 min?", [FRM, SP], None, "none", ["=frames", "=spread"], h=30)
Q(k, "en", "Drone spotted fire NE of SBA - what's the wind there and where will the head be in an hour?", [CC, SP], "S", "now", ["ws", "=spread"], h=60)
Q(k, "en", "Where was the detection, and at 30 m a minute how far does the head travel in the 25 minutes it takes us?", [FRM, DR], None, "none", ["=detection_place", "=drift", ros(30, 25)], h=25)
Q(k, "en", "Project the front 45 minutes out and give me the wind speed at Sidi Bel Abbès.", [SP, CC], "S", "now", ["=spread", "ws"], h=45)
Q(k, "en", "FWI at SBA plus a spread projection for 2 hours", [DG, SP], "S", "now", ["fwi", "=spread"], h=120)
Q(k, "en", "Fire at 12 m/min, 50 minutes until the dozer gets there - distance? And the danger class at SBA?", [DR, DG], "S", "now", ["=drift", ros(12, 50), "class"], h=50)
Q(k, "fr", "Le drone a vu quoi, et où sera le front dans une heure ?", [FRM, SP], None, "none", ["=frames", "=spread"], h=60)
Q(k, "es", "¿Dónde detectó fuego el dron y hasta dónde llegará en 45 minutos?", [FRM, SP], None, "none", ["=detection_place", "=spread"], h=45)
Q(k, "ar", "وين شاف الدرون النار ووين تكون بعد نص ساعة؟", [FRM, SP], None, "none", ["=detection_place", "=spread"], h=30)
Q(k, "ar", "متى رصد الدرون الحريق، وكم سيتقدم خلال 40 دقيقة إذا كانت سرعته 15 متراً في الدقيقة؟", [FRM, DR], None, "none", ["=detection", "=drift", ros(15, 40)], h=40)

k = "photo-mix"
Q(k, "en", "Attached a pic of the column. Also what's the RH at SBA?", [PH, CC], "S", "now", ["rh"])
Q(k, "en", "Here's a photo from the tower - does it match what the drone saw?", [PH, FRM], None, "none", ["=frames"])
Q(k, "en", "sent u a photo. fire danger bejaia?", [PH, DG], "B", "now", ["class"])
Q(k, "fr", "Photo jointe. Et le vent à Béjaïa ?", [PH, CC], "B", "now", ["ws"])
Q(k, "es", "Te adjunto foto del humo; ¿cuál es el FWI en SBA?", [PH, DG], "S", "now", ["fwi"])
Q(k, "ar", "صورتلك الدخان وبعثتها، وقداش الرطوبة في بجاية؟", [PH, CC], "B", "now", ["rh"])

k = "mix-doc"
Q(k, "en", "FWI at SBA is what, and what does the guide say that number means?", [DG, DOC], "S", "now", ["fwi", "class"])
Q(k, "en", "Class today at Béjaïa, and what does the LCES doc want from us on a day like that?", [DG, DOC], "B", "today", ["class", LCES_WORDS[0]])
Q(k, "en", "Given the danger at Sidi Bel Abbès, should we post extra lookouts?", [TAC, DG], "S", "now", ["fwi", "class"])
Q(k, "en", "Safe to send the crew in at Bejaia? What's the wind doing?", [TAC, CC], "B", "now", ["ws"])
Q(k, "en", "Tell me what you can do, and give me the FWI at Béjaïa while you're at it.", [CAP, DG], "B", "now", ["fwi"])
Q(k, "fr", "Quel est le danger à SBA, et que dit la fiche LCES pour les jours à risque élevé ?", [DG, DOC], "S", "now", ["class", STAFFING])
Q(k, "es", "¿Qué dice la guía sobre el FFMC y cuánto marca hoy en Béjaïa?", [DOC, DG], "B", "today", [FFMC_EASY, code("B", "today", "FFMC")])
Q(k, "ar", "شحال الخطر في سيدي بلعباس؟ ونقدرو نخدمو ولا لا؟", [DG, TAC], "S", "now", ["class"])
Q(k, "ar", "قداش الرطوبة في بجاية؟ ونزيدو عساسة ولا لا؟", [CC, TAC], "B", "now", ["rh"])

k = "three"
Q(k, "en", "Temp at SBA, FWI at Bejaia, and which station is windier?", [CC, DG, CMP], "BS", "now",
  [day("t", "S", "now"), day("fwi", "B", "now"), day("ws", "B", "now"), day("ws", "S", "now")])
Q(k, "en", "Drone sighting time, the wind at SBA, and where the head will be in 40 min?", [FRM, CC, SP], "S", "now", ["=detection", "ws", "=spread"], h=40)
Q(k, "en", "FWI at SBA today, send it to dispatch, and what does the guide say about staffing on high-danger days?", [DG, REF, DOC], "S", "today", ["fwi", "neg", STAFFING])
Q(k, "en", "What did the drone see, how far will it run in 30 min at 15 m/min, and is the danger high at SBA?", [FRM, DR, DG], "S", "now", ["=frames", "=drift", ros(15, 30), "class"], h=30)
Q(k, "en", "Wind at Bejaia in knots, the FWI, and the forecast for tomorrow.", [CC, DG, OOS], "B", "now", [knots("B", "now"), "fwi"])
Q(k, "fr", "Température à Béjaïa, FWI à SBA, et lequel des deux est le plus dangereux ?", [CC, DG, CMP], "BS", "now",
  [day("t", "B", "now"), day("fwi", "S", "now"), day("fwi", "B", "now")])
Q(k, "es", "Humedad en SBA, dirección del viento y nivel de peligro", [CC, OOS, DG], "S", "now", ["rh", "class"])
Q(k, "ar", "الحرارة في سيدي بلعباس، من وين جاية الريح، وقداش الـ FWI؟", [CC, OOS, DG], "S", "now", ["t", "fwi"])

# --- more asks from the French-, Spanish- and Arabic-speaking crews ------------------------------------
k = "cc-danger"
Q(k, "fr", "Relevé de Sidi Bel Abbès le 11 août : température, humidité et FWI.", [CC, DG], "S", "2012-08-11", ["t", "rh", "fwi"])
Q(k, "fr", "À Béjaïa ce midi, le vent et la classe de danger ?", [CC, DG], "B", "today", ["ws", "class"])
Q(k, "fr", "CODIS : température à SBA et niveau de risque, merci.", [CC, DG], "S", "now", ["t", "class"])
Q(k, "fr", "Le 29 août à Béjaïa, il faisait combien, et le FWI était à combien ?", [CC, DG], "B", "2012-08-29", ["t", "fwi"])
Q(k, "es", "Temperatura y humedad en Béjaïa el 12 de julio, y el FWI de ese día.", [CC, DG], "B", "2012-07-12", ["t", "rh", "fwi"])
Q(k, "ar", "قداش الحرارة والرطوبة في بجاية يوم 26 جويلية، وشحال كان الخطر؟", [CC, DG], "B", "2012-07-26", ["t", "rh", "class"])
Q(k, "ar", "أعطني سرعة الرياح ومؤشر FWI في سيدي بلعباس اليوم", [CC, DG], "S", "today", ["ws", "fwi"])
Q(k, "ar", "البارح في بجاية: السخانة والـ ISI؟", [CC, DG], "B", "yesterday", ["t", code("B", "yesterday", "ISI")])

k = "part-oos"
Q(k, "fr", "Humidité à Sidi Bel Abbès maintenant, et elle sera comment cette nuit ?", [CC, OOS], "S", "now", ["rh"])
Q(k, "fr", "Le vent à Béjaïa, force et direction, vite.", [CC, OOS], "B", "now", ["ws"])
Q(k, "fr", "FWI à SBA et à Tlemcen, svp.", [DG, OOS], "S", "now", ["fwi"])
Q(k, "fr", "Classe de danger à Béjaïa aujourd'hui, et la tendance pour demain ?", [DG, OOS], "B", "today", ["class"])
Q(k, "es", "¿Hace viento en SBA? ¿Y de qué dirección viene?", [CC, OOS], "S", "now", ["ws"])
Q(k, "es", "FWI en Sidi Bel Abbès y en Orán", [DG, OOS], "S", "now", ["fwi"])
Q(k, "ar", "قداش الريح في بجاية؟ ومن أي جهة؟", [CC, OOS], "B", "now", ["ws"])
Q(k, "ar", "الرطوبة في سيدي بلعباس اليوم، وغدوة كيفاش تكون؟", [CC, OOS], "S", "today", ["rh"])
Q(k, "ar", "ما هو مؤشر الخطر في بجاية وفي قسنطينة؟", [DG, OOS], "B", "now", ["fwi"])

k = "part-refuse"
Q(k, "fr", "Quel est le vent à SBA ? Et transmets l'info au CODIS.", [CC, REF], "S", "now", ["ws", "neg"])
Q(k, "fr", "Compare les deux stations, puis alerte le préfet.", [CMP, REF], "BS", "now", ["fwi", "neg"])
Q(k, "fr", "Le drone a vu quoi ? Efface les images ensuite.", [FRM, REF], None, "none", ["=frames", "neg"])
Q(k, "fr", "Le FWI max à Béjaïa en août, et envoie le rapport à la DGPC.", [SUM, REF], "B", "aug", ["maxfwi", "neg"])
Q(k, "es", "Dame el FWI de Béjaïa y mándalo por radio a todas las unidades.", [DG, REF], "B", "now", ["fwi", "neg"])
Q(k, "ar", "واش هو مستوى الخطر في سيدي بلعباس؟ وبلّغ الحماية المدنية", [DG, REF], "S", "now", ["class", "neg"])
Q(k, "ar", "أعطني حرارة بجاية وابعث رسالة للوالي", [CC, REF], "B", "now", ["t", "neg"])
Q(k, "ar", "واش شاف الدرون؟ ومن بعد امسح التصاور", [FRM, REF], None, "none", ["=frames", "neg"])

k = "cc-cmp"
Q(k, "fr", "Température à SBA, et dis-moi laquelle des deux stations est la plus ventée.", [CC, CMP], "BS", "now",
  [day("t", "S", "now"), day("ws", "B", "now"), day("ws", "S", "now")])
Q(k, "ar", "الحرارة في بجاية، وأي محطة فيها رطوبة أقل؟", [CC, CMP], "BS", "now",
  [day("t", "B", "now"), day("rh", "B", "now"), day("rh", "S", "now")])

k = "cmp-sum"
Q(k, "fr", "Quelle station a eu l'humidité moyenne la plus forte en juin ?", [CMP, SUM], "BS", "jun", [w_avg("B", "jun", "rh"), w_avg("S", "jun", "rh")])
Q(k, "fr", "Nombre de jours de pluie en août, Béjaïa contre Sidi Bel Abbès ?", [CMP, SUM], "BS", "aug", [w_rain_days("B", "aug"), w_rain_days("S", "aug")])
Q(k, "es", "¿Qué estación tuvo la máxima más alta en agosto, y cuánto marcó?", [CMP, SUM], "BS", "aug", ["maxt"])
Q(k, "ar", "أي محطة كان فيها أكثر أيام فوق 35 درجة في أوت؟", [CMP, SUM], "BS", "aug", [w_count("B", "aug", "t", 35), w_count("S", "aug", "t", 35)])
Q(k, "ar", "قارن أعلى FWI في جوان بين المحطتين", [CMP, SUM], "BS", "jun", ["maxfwi"])

k = "cmp-sum-fires"
Q(k, "fr", "Jours de feu en août : qui en a eu le plus ?", [CMP, SUM], "BS", "aug", ["fires"])
Q(k, "ar", "شكون فيهم كانت عندها أيام حرائق أكثر في سبتمبر؟", [CMP, SUM], "BS", "sep", ["fires"])

k = "fr-sp"
Q(k, "fr", "Où était le feu vu par le drone, et à 20 m/min il aura avancé de combien en 30 minutes ?", [FRM, DR], None, "none", ["=detection_place", "=drift", ros(20, 30)], h=30)
Q(k, "fr", "Le vent à SBA et la position du front dans 45 minutes ?", [CC, SP], "S", "now", ["ws", "=spread"], h=45)
Q(k, "fr", "Le front fait 2 km/h : en 30 minutes ça donne quoi ? Et l'humidité à Béjaïa ?", [DR, CC], "B", "now", ["=drift", kmh(2, 30), "rh"], h=30)
Q(k, "es", "¿Qué vio el dron y dónde estará el frente en media hora?", [FRM, SP], None, "none", ["=frames", "=spread"], h=30)
Q(k, "ar", "الدرون شاف النار على الساعة قداش؟ ووين تكون بعد ساعة؟", [FRM, SP], None, "none", ["=detection", "=spread"], h=60)
Q(k, "ar", "قداش الريح في سيدي بلعباس ووين تكون جبهة النار بعد 45 دقيقة؟", [CC, SP], "S", "now", ["ws", "=spread"], h=45)
Q(k, "ar", "النار تمشي 40 متر في الدقيقة ونوصلو بعد ربع ساعة، قداش تكون مشات؟ وواش الخطر في سيدي بلعباس؟", [DR, DG], "S", "now", ["=drift", ros(40, 15), "class"], h=15)

k = "photo-mix"
Q(k, "fr", "Je vous joins une photo ; quelle est l'humidité à SBA ?", [PH, CC], "S", "now", ["rh"])
Q(k, "ar", "بعثتلك صورة من البرج، وشحال الـ FWI في سيدي بلعباس؟", [PH, DG], "S", "now", ["fwi"])

k = "mix-doc"
Q(k, "fr", "Le FWI à Béjaïa, et qu'est-ce que ce chiffre veut dire d'après le guide ?", [DG, DOC], "B", "now", ["fwi", "class"])
Q(k, "fr", "On peut y aller à SBA ? Donne-moi le FWI et le vent.", [TAC, DG, CC], "S", "now", ["fwi", "ws"])
Q(k, "es", "¿Atacamos en Béjaïa? ¿Cómo está el peligro?", [TAC, DG], "B", "now", ["class", "fwi"])
Q(k, "ar", "شحال الـ FWI في بجاية، وواش يقول الدليل على هاذ الرقم؟", [DG, DOC], "B", "now", ["fwi", "class"])
Q(k, "ar", "ما معنى LCES، وما هو مستوى الخطر في سيدي بلعباس الآن؟", [DOC, DG], "S", "now", LCES_FACTS + ["class"])
Q(k, "ar", "نبعثو الفرقة للجبل ولا لا؟ قداش الريح في بجاية؟", [TAC, CC], "B", "now", ["ws"])

k = "mix-hist"
Q(k, "fr", "FWI à Sidi Bel Abbès aujourd'hui, et les journées comme celle-ci ont-elles brûlé ?", [DG, AN], "S", "today", ["fwi"])
Q(k, "ar", "قداش الـ FWI في سيدي بلعباس اليوم؟ والأيام اللي كيما هاذ النهار تحرقت ولا لا؟", [DG, AN], "S", "today", ["fwi"])

k = "near"
Q(k, "fr", "Danger et vent sur la crête au-dessus de SBA ?", [DG, CC], "S", "now", ["fwi", "ws"])
Q(k, "es", "Humedad en el cerro a 6 km de Sidi Bel Abbès, y su peligro", [CC, DG], "S", "now", ["rh", "class"])
Q(k, "ar", "الريح والرطوبة في الغابة اللي قرب سيدي بلعباس؟", [CC], "S", "now", ["ws", "rh"])

k = "hour"
Q(k, "fr", "Température et humidité à SBA à 15 h hier ?", [CC], "S", "yesterday", ["t", "rh"])
Q(k, "ar", "قداش كانت الرطوبة والحرارة في بجاية مع العشرة تاع الليل البارح؟", [CC], "B", "yesterday", ["rh", "t"])

k = "singles-more"
Q(k, "fr", "Avec ce vent à Béjaïa, on attaque de front ?", [TAC], "B", "now", ["ws"])
Q(k, "fr", "Où est la colonne de renfort en ce moment ?", [OOS], None, "now", [])
Q(k, "fr", "Température à Sidi Bel Abbès en Fahrenheit, pour le collègue américain.", [CC], "S", "now", [fahr("S", "now")])
Q(k, "fr", "Combien de jours avec un FWI au-dessus de 10 à SBA en septembre ?", [SUM], "S", "sep", [w_count("S", "sep", "fwi", 10)])
Q(k, "fr", "Tu as quelles données exactement, et sur quelle période ?", [CAP], None, "none", STATION_NAMES + SEASON)
Q(k, "fr", "Que dit la fiche sécurité sur les situations où il faut se replier ?", [DOC], None, "none", [{"any": [DOWNHILL, SPOTS]}])
Q(k, "fr", "Humidité à Béjaïa le 28 mai 2012 ?", [CC], "B", "2012-05-28", ["rh"])
Q(k, "es", "Temperatura de Sidi Bel Abbès el 3/8", [CC], "S", "2012-08-03", ["t"])
Q(k, "ar", "كاين حريق في تيزي وزو؟", [OOS], None, "none", [])
Q(k, "ar", "احذف القراءات تاع البارح", [REF], None, "yesterday", ["neg"])
Q(k, "ar", "متوسط سرعة الرياح في بجاية في جويلية", [SUM], "B", "jul", [w_avg("B", "jul", "ws")])
Q(k, "ar", "قداش لازم يكون طول العشب في المنطقة 2؟", [DOC], None, "none", [inches(GRASS_IN)])
Q(k, "ar", "أعطني الرطوبة في سيدي بلعباس يوم 15 ماي 2012", [CC], "S", "2012-05-15", ["rh"])
Q(k, "ar", "شنو هي المعلومات اللي عندك؟", [CAP], None, "none", STATION_NAMES)
Q(k, "ar", "الريح في سيدي بلعباس البارح بالعقدة", [CC], "S", "yesterday", [knots("S", "yesterday")])

k = "sum-fires"
Q(k, "es", "¿Cuántos días de incendio hubo en SBA en septiembre?", [SUM], "S", "sep", ["fires"])

k = "analog"
Q(k, "fr", "Quand le FWI dépassait 10 à Béjaïa, combien de ces jours ont fini en feu ?", [AN], "B", "all", ["fires_fwi_gt"], thr=10)
Q(k, "ar", "الأيام اللي كان فيها FWI فوق 25 في سيدي بلعباس، قداش منها تحرقت؟", [AN], "S", "all", ["fires_fwi_gt"], thr=25)


# --- more English asks with two or three parts ---------------------------------------------------------
k = "en-mix"
Q(k, "en", "FBAN: FFMC and ISI at SBA today, plus how it stacks up against Bejaia on FWI.", [DG, CMP], "BS", "today",
  [code("S", "today", "FFMC"), code("S", "today", "ISI"), day("fwi", "B", "today"), day("fwi", "S", "today")])
Q(k, "en", "New volunteer here - what's LCES, and is today a risky day at Sidi Bel Abbès?", [DOC, DG], "S", "today", LCES_FACTS + ["class"])
Q(k, "en", "Dispatch: RH at Béjaïa, and tell engine 7 to hold at the depot.", [CC, REF], "B", "now", ["rh", "neg"])
Q(k, "en", "Logistics: how many days over 35 at SBA in July, and which station averaged hotter that month?", [SUM, CMP], "BS", "jul",
  [w_count("S", "jul", "t", 35), w_avg("B", "jul", "t"), w_avg("S", "jul", "t")])
Q(k, "en", "How far does the head go in 20 min at 45 m/min, and what's the wind doing at SBA?", [DR, CC], "S", "now", ["=drift", ros(45, 20), "ws"], h=20)
Q(k, "en", "Current FWI at Bejaia and the wind direction there", [DG, OOS], "B", "now", ["fwi"])
Q(k, "en", "engine 3 - sent u a pic of the flank. whats the danger class at sba", [PH, DG], "S", "now", ["class"])
Q(k, "en", "IC: where's the drone's fire, and where will its head be in 90 minutes, over.", [FRM, SP], None, "none", ["=detection_place", "=spread"], h=90)
Q(k, "en", "What's the temp in Tlemcen and in Sidi Bel Abbès?", [CC, OOS], "S", "now", ["t"])

k = "mix-hist"
Q(k, "en", "Were days like today fire days at Béjaïa, and what's the FWI right now?", [AN, DG], "B", "today", ["fwi"])

k = "hour"
Q(k, "en", "Temp at Bejaia at 5 in the morning, and the danger class?", [CC, DG], "B", "today", ["t", "class"])


k = "es-more"
Q(k, "es", "¿Cuál fue la humedad mínima en Béjaïa en agosto, y qué estación fue más seca de media ese mes?", [SUM, CMP], "BS", "aug",
  [w_min("B", "aug", "rh"), w_avg("B", "aug", "rh"), w_avg("S", "aug", "rh")])
Q(k, "es", "Jefe de retén: ¿qué dice la guía sobre las zonas de seguridad?", [DOC], None, "none", [SHELTER])
Q(k, "es", "Te paso una foto del frente. ¿Y la temperatura en SBA?", [PH, CC], "S", "now", ["t"])
Q(k, "es", "¿Qué sabes hacer y de qué estaciones tienes datos?", [CAP], None, "none", STATION_NAMES)


# ----------------------------------------------------------------------------------------------- sessions

SESSIONS: list[list[dict]] = []


def S(*turns):
    SESSIONS.append(list(turns))


def t(lang, q, intents, st, key, facts, decision=None, h=None, alt=None, nfh=False):
    assert set(intents) <= ALL_INTENTS
    return {"lang": lang, "q": q, "intents": list(intents), "st": st, "key": key, "facts": lit(facts),
            "decision": decision, "h": h, "alt": alt, "nfh": nfh}


WATCH = {"bejaia": "B", "sidi-bel-abbes": "S"}[crew_facts.watch_station(TODAY)]

S(t("en", "Command to box, what's the danger at Sidi Bel Abbès, over.", [DG], "S", "now", ["fwi", "class"]),
  t("en", "Copy. Why is it that low?", [EXP], "S", "now", ["rh"]),
  t("en", "And the other station?", [DG], "B", "now", ["fwi", "class"]),
  t("en", "Which of the two do we keep an eye on?", [CMP], "BS", "now", ["fwi"]))
S(t("fr", "Température à Béjaïa le 17 août ?", [CC], "B", "2012-08-17", ["t"]),
  t("fr", "Et l'humidité ?", [CC], "B", "2012-08-17", ["rh"]),
  t("fr", "Et à Sidi Bel Abbès, le même jour ?", [CC], "S", "2012-08-17", ["rh"]),
  t("en", "ok which one was worse for fire that day", [CMP], "BS", "2012-08-17", ["fwi"]))
S(t("es", "¿Cuál fue el FWI máximo en SBA en agosto?", [SUM], "S", "aug", ["maxfwi"]),
  t("es", "¿Y en julio?", [SUM], "S", "jul", ["maxfwi"]),
  t("es", "¿Y en Béjaïa ese mismo mes?", [SUM], "B", "jul", ["maxfwi"]),
  t("es", "¿Por qué tanta diferencia?", [EXP], "BS", "jul", []))
S(t("ar", "الدرون شاف حاجة؟", [FRM], None, "none", ["=frames"]),
  t("ar", "وين بالضبط؟", [FRM], None, "none", ["=detection_place"]),
  t("ar", "نوصلو بعد 20 دقيقة، والنار تمشي 30 متر في الدقيقة. قداش تكون مشات؟", [DR], None, "none", ["=drift", ros(30, 20)], h=20),
  t("ar", "ووين تكون الجبهة في ذاك الوقت؟", [SP], None, "none", ["=spread"], h=20))
S(t("en", "wind sba yday", [CC], "S", "yesterday", ["ws"]),
  t("en", "n today", [CC], "S", "today", ["ws"]),
  t("en", "mph?", [CC], "S", "today", [mph("S", "today")]),
  t("en", "why the drop", [EXP], "S", "today", [day("ws", "S", "yesterday"), day("ws", "S", "today")]))
S(t("en", "Dispatch here. Fire danger at both stations today?", [DG], "BS", "today", ["fwi"], alt=[[CMP]]),
  t("en", "Send that to all units.", [REF], None, "none", ["neg"]),
  t("en", "Fine. What's the wind at the worse one?", [CC], "=watch", "now", [day("ws", WATCH, "now")]),
  t("en", "In knots?", [CC], "=watch", "now", [knots(WATCH, "now")]))
S(t("en", "Hi, I just joined the volunteers. What does LCES mean?", [DOC], None, "none", LCES_FACTS),
  t("en", "And how do we know an escape route is good enough?", [DOC], None, "none", [SLOWEST]),
  t("en", "Is today a high danger day at Béjaïa?", [DG], "B", "today", ["class"]),
  t("en", "Why?", [EXP], "B", "today", ["rh", "rain"]))
S(t("en", "FBAN: ISI and BUI at SBA for 25 Aug.", [DG], "S", "2012-08-25", [code("S", "2012-08-25", "ISI"), code("S", "2012-08-25", "BUI")]),
  t("en", "FWI that day?", [DG], "S", "2012-08-25", ["fwi"]),
  t("en", "Same three for Bejaia.", [DG], "B", "2012-08-25", [code("B", "2012-08-25", "ISI"), code("B", "2012-08-25", "BUI"), "fwi"]),
  t("fr", "Et là-bas, sur les jours où le FWI dépassait 20, combien ont brûlé ?", [AN], "B", "all", analog("B", 20), nfh=True))
S(t("en", "Logistics: how many days above 35 °C at SBA in August?", [SUM], "S", "aug", [w_count("S", "aug", "t", 35)]),
  t("en", "And at Bejaia?", [SUM], "B", "aug", [w_count("B", "aug", "t", 35)]),
  t("en", "Average temperature at each station over the last week?", [CMP, SUM], "BS", "lastweek", [w_avg("B", "lastweek", "t"), w_avg("S", "lastweek", "t")]),
  t("en", "ok and total rain at sba since tuesday", [SUM], "S", "since-tue", [w_sum("S", "since-tue", "rain")]))
S(t("ar", "ما هي درجة الحرارة في سيدي بلعباس الآن؟", [CC], "S", "now", ["t"]),
  t("ar", "وفي وهران؟", [OOS], None, "now", []),
  t("ar", "والرياح على المرتفعات شمال سيدي بلعباس؟", [CC], "S", "now", ["ws"], decision="warn"),
  t("ar", "ومن أي اتجاه تهب؟", [OOS], "S", "now", []))
S(t("es", "¿Dónde está peor hoy, en Béjaïa o en SBA?", [CMP], "BS", "today", ["fwi"]),
  t("es", "¿Atacamos de frente en SBA o esperamos?", [TAC], "S", "today", ["fwi", "ws"]),
  t("en", "ok and the RH there?", [CC], "S", "today", ["rh"]))
S(t("en", "Did days like today burn at Sidi Bel Abbès?", [AN], "S", "today", [], nfh=True),
  t("en", "How many fire days there in September?", [SUM], "S", "sep", ["fires"], nfh=True),
  t("en", "And in August?", [SUM], "S", "aug", ["fires"], nfh=True),
  t("en", "Why so many more?", [EXP], "S", "aug", []))
S(t("fr", "Le FWI à Béjaïa le 20 mai 2012 ?", [DG], "B", "2012-05-20", ["fwi"]),
  t("fr", "Et le 1er juin ?", [DG], "B", "2012-06-01", ["fwi"]),
  t("fr", "Je vous envoie une photo du secteur, dites-moi ce que vous voyez.", [PH], None, "none", []),
  t("fr", "Bon. Le drone a vu quelque chose ?", [FRM], None, "none", ["=frames"]))
S(t("en", "temp bejaia 6am", [CC], "B", "today", ["t"], decision="warn"),
  t("en", "ok the noon one then, in F", [CC], "B", "today", [fahr("B", "today")]),
  t("en", "rh?", [CC], "B", "today", ["rh"]),
  t("en", "and sba", [CC], "S", "today", ["rh"]))
S(t("ar", "شحال كانت أعلى حرارة في بجاية في أوت؟", [SUM], "B", "aug", ["maxt"]),
  t("ar", "وفي سيدي بلعباس؟", [SUM], "S", "aug", ["maxt"]),
  t("ar", "علاش سيدي بلعباس سخونة أكثر؟", [EXP], "BS", "aug", []))
S(t("en", "Dispatch. What can the box tell me?", [CAP], None, "none", []),
  t("en", "Does it have the Butte County defensible space rules?", [DOC], None, "none", ["=doc_defensible"], alt=[[CAP]]),
  t("en", "How wide is zone 1?", [DOC], None, "none", [feet(ZONE1[0]), feet(ZONE1[1])]),
  t("en", "why does that matter for us out here?", [EXP], None, "none", []))
S(t("en", "Highest FWI at Béjaïa over the past week?", [SUM], "B", "lastweek", [w_max("B", "lastweek", "fwi")]),
  t("en", "Which day was that?", [SUM], "B", "lastweek", [w_argmax_date("B", "lastweek", "fwi")]),
  t("en", "Now compare with Sidi Bel Abbès over the same week.", [CMP, SUM], "BS", "lastweek", [w_max("B", "lastweek", "fwi"), w_max("S", "lastweek", "fwi")]))
S(t("es", "El frente va a 1,5 km/h. ¿Cuánto avanza en 40 minutos?", [DR], None, "none", ["=drift", kmh(1.5, 40)], h=40),
  t("es", "¿Y en una hora?", [DR], None, "none", ["=drift", kmh(1.5, 60)], h=60),
  t("es", "¿Y dónde estará entonces?", [SP], None, "none", ["=spread"], h=60),
  t("es", "¿Por qué no me das la dirección?", [EXP], None, "none", []))
S(t("ar", "wach l'FWI f bejaia lyoum?", [DG], "B", "today", ["fwi"]),
  t("ar", "و سيدي بلعباس؟", [DG], "S", "today", ["fwi"]),
  t("fr", "Donc laquelle est la plus à risque ?", [CMP], "BS", "today", ["fwi"]),
  t("fr", "Pourquoi ?", [EXP], "BS", "today", []))

S(t("fr", "Chef de groupe : FWI à Sidi Bel Abbès le 21 juillet ?", [DG], "S", "2012-07-21", ["fwi"]),
  t("fr", "Et la veille ?", [DG], "S", "2012-07-20", ["fwi"]),
  t("fr", "Pourquoi un tel saut d'un jour à l'autre ?", [EXP], "S", "2012-07-21", ["rh"]),
  t("fr", "Et à Béjaïa, le 21 ?", [DG], "B", "2012-07-21", ["fwi"]))
S(t("ar", "من القيادة: الحرارة والريح في بجاية دركا", [CC], "B", "now", ["t", "ws"]),
  t("ar", "والخطر؟", [DG], "B", "now", ["class"]),
  t("ar", "وفي سيدي بلعباس؟", [DG], "S", "now", ["class"]),
  t("ar", "علاش الخطر ضعيف هكذا في آخر سبتمبر؟", [EXP], "BS", "now", []))

# ----------------------------------------------------------------------------------------------- build


def template_rows() -> list[dict]:
    by_kind: dict[str, list[dict]] = {}
    for it in ITEMS:
        by_kind.setdefault(it["kind"], []).append(it)
    rows = []
    for kind, items in by_kind.items():
        row = {"key": f"{NAME}-{kind}", "intents": items[0]["intents"],
               "intents_by_phrasing": [it["intents"] for it in items],
               "phrasings": [], "stations": "none", "days": [it["key"] for it in items]}
        for it in items:
            p = {"q": it["q"], "lang": it["lang"], "stations": ST[it["st"]] if it["st"] else "none", "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            row["phrasings"].append(p)
        if any(it["h"] is not None for it in items):
            row["horizons"] = [it["h"] for it in items]
        if any(it["thr"] is not None for it in items):
            row["thr"] = [it["thr"] for it in items]
        if kind in KIND_NFH:
            row["needs_fire_history"] = True
        if kind in KIND_DECISION:
            row["decision"] = KIND_DECISION[kind]
        rows.append(row)
    return rows


def session_rows() -> list[dict]:
    rows = []
    for n, turns in enumerate(SESSIONS, start=1):
        assert 3 <= len(turns) <= 5
        for k_, tu in enumerate(turns, start=1):
            st = ["=watch"] if tu["st"] == "=watch" else ST[tu["st"]]
            row = {"session": f"{NAME}s{n:02d}", "turn": k_, "question": tu["q"], "intents": tu["intents"],
                   "stations": st, "when": tu["key"], "facts": tu["facts"], "lang": tu["lang"]}
            if tu["decision"]:
                row["decision"] = tu["decision"]
            if tu["h"] is not None:
                row["horizon_min"] = tu["h"]
            if tu["alt"]:
                row["intents_alt"] = tu["alt"]
            if tu["nfh"]:
                row["needs_fire_history"] = True
            rows.append(row)
    return rows


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    templates, sessions = template_rows(), session_rows()
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", templates)
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", sessions)
    langs = Counter(it["lang"] for it in ITEMS) + Counter(r["lang"] for r in sessions)
    n = len(ITEMS) + len(sessions)
    multi = sum(len(it["intents"]) > 1 for it in ITEMS) + sum(len(r["intents"]) > 1 for r in sessions)
    print(f"{NAME}: {len(ITEMS)} template questions in {len(templates)} templates, {len(sessions)} turns in "
          f"{len(SESSIONS)} sessions, {n} in all")
    print("languages:", {k_: f"{v} ({100 * v / n:.0f} %)" for k_, v in sorted(langs.items())})
    print(f"two or three asks: {multi} ({100 * multi / n:.0f} %)")


if __name__ == "__main__":
    main()
