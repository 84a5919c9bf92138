#!/usr/bin/env python3
"""Batch d34: blind crew questions for the wildfire appliance, with gold computed by code.

Run from anywhere with the repository on the path (no bytecode written into it):
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main /work/main/.venv/bin/python make_dev34.py
Writes crew_templates_dev34.jsonl and crew_sessions_dev34.jsonl next to this script.

Every gold number comes from the CSV (crew_facts.table / fire_record, crew_days windows), from the
crew's own numbers (rate x minutes, unit conversions of the real reading), or from the shipped
documents by regex. No gold number is typed by hand.
"""
import json
import re
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf

NAME, FILE = "d34", "dev34"
OUT = Path(__file__).resolve().parent
DOCS = Path("/work/main/edge_data/documents")

T = cf.table()
FIRES = cf.fire_record()
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], "none": "none"}
TODAY = cd.TODAY.isoformat()
YDAY = cd.resolve("yesterday", "en", 0)["days"][0]
DBY = cd.resolve("daybefore", "en", 0)["days"][0]


# ---------------------------------------------------------------- numbers from the data
def rd(st, day):
    return T[(st, day)]


def num(x):
    """As the CSV writes it (25 not 25.0), at one decimal."""
    return cf._num(round(float(x), 1))


def code(st, day, name):
    return num(rd(st, day).codes[name])


def field(r, name):
    plain = {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}
    return plain[name] if name in plain else r.codes[name.upper()]


def window_rows(st, key):
    return [T[(st, d)] for d in cd.resolve(key, "en", 0)["days"] if (st, d) in T]


def count_where(st, key, name, pred):
    return sum(1 for r in window_rows(st, key) if pred(field(r, name)))


def dec_forms(v, extra_units=()):
    """One-decimal string forms (dot and comma) and, when whole, the integer with units."""
    s = f"{v:.1f}"
    forms = {s, s.replace(".", ",")}
    if float(s).is_integer():
        forms |= {f"{int(float(s))}{u}" for u in extra_units}
    return forms


def mean_fact(st, key, name, units=(" %", "%", " °C", "°C", " mm", " km/h")):
    vals = [field(r, name) for r in window_rows(st, key)]
    m = sum(vals) / len(vals)
    return {"any": sorted(dec_forms(m, units))}


def minmax(st, key, name, fn):
    return num(fn(field(r, name) for r in window_rows(st, key)))


def total(st, key, name):
    return num(sum(field(r, name) for r in window_rows(st, key)))


def diff(name, day, a=B, b=S):
    return num(abs(field(rd(a, day), name) - field(rd(b, day), name)))


def fires_over(st, thr):
    """Past days (before the clock's day) in the box's fire record with FWI above thr: [days, fire days]."""
    hot = [fire for (dev, day), (fwi, fire) in FIRES.items() if dev == st and fwi > thr and day < TODAY]
    return [len(hot), sum(hot)]


def conv(v, units):
    """A converted figure: its one-decimal forms and its rounded integer with the unit words."""
    forms = dec_forms(v)
    r = round(v)
    for u in units:
        forms |= {f"{r} {u}", f"{r}{u}"}
    return {"any": sorted(forms)}


MPH_U = ("mph", "mi/h", "miles")
KN_U = ("kn", "kt", "knots", "noeuds", "nœuds", "nudos", "عقدة")
MS_U = ("m/s",)
F_U = ("°F", "F", "degrees F", "fahrenheit")


def mph(st, day=TODAY):
    return conv(rd(st, day).wind_kmh / 1.609344, MPH_U)


def knots(st, day=TODAY):
    return conv(rd(st, day).wind_kmh / 1.852, KN_U)


def ms(st, day=TODAY):
    return conv(rd(st, day).wind_kmh / 3.6, MS_U)


def fahr(st, day=TODAY):
    return conv(rd(st, day).temperature_c * 9 / 5 + 32, F_U)


def dist(m):
    """A distance from the crew's own numbers, in the forms a crew reads: m, km, French comma."""
    forms = set()
    whole = abs(m - round(m)) < 1e-9
    metres = {round(m)} if whole else {round(m), int(round(m / 10.0) * 10)}
    for mm in metres:
        for ms_ in {str(mm), f"{mm:,}", f"{mm:,}".replace(",", " ")}:
            for u in (" m", "m", " metres", " meters", " mètres", " metros", " متر"):
                forms.add(ms_ + u)
    km = m / 1000
    kss = {f"{km:g}"} if abs(km * 100 - round(km * 100)) < 1e-9 else {f"{km:g}", f"{km:.2f}"}
    for k in kss | {x.replace(".", ",") for x in kss}:
        for u in (" km", "km", " كم"):
            forms.add(k + u)
    return {"any": sorted(forms)}


def feet(ft):
    f = dist(ft * 0.3048)
    f["any"] = sorted(set(f["any"]) | {f"{ft} ft", f"{ft:,} ft", f"{ft} feet", f"{ft:,} feet"})
    return f


# ---------------------------------------------------------------- numbers from the documents
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def rx(text, pattern, group=1):
    m = re.search(pattern, " ".join(text.split()))
    if not m:
        raise SystemExit(f"document pattern not found: {pattern}")
    return num(m.group(group))


ZONE0_FT = rx(DEF, r"Zone 0 is the first (\d+) feet")
ZONE1_LO, ZONE1_HI = rx(DEF, r"Zone 1 runs from (\d+) to (\d+) feet"), rx(DEF, r"Zone 1 runs from (\d+) to (\d+) feet", 2)
ZONE2_GRASS_IN = rx(DEF, r"maximum height of (\d+) inches")
BRANCH_FT = rx(DEF, r"tree branches (\d+) feet from chimneys")
G_HIGH = rx(FWIG, r"from ([\d.]+) high")
G_VHIGH = rx(FWIG, r"from ([\d.]+)\s+very high")
G_EXT = rx(FWIG, r"from ([\d.]+) extreme")
G_FFMC = rx(FWIG, r"above about (\d+)\s+fine fuels ignite")
LCES_WORDS = re.search(r"before it engages a fire: (.*?)\.", " ".join(LCES.split())).group(1)
LCES_PARTS = [w.strip().lower() for w in re.split(r",|\band\b", LCES_WORDS.replace("\n", " ")) if w.strip()]
assert len(LCES_PARTS) == 4, LCES_PARTS
LCES_FACTS = [{"any": [p.rstrip("s"), p]} for p in LCES_PARTS]          # lookout(s), communication(s), ...
LCES_FLAT = " ".join(LCES.split())
PULLBACK = {"any": ["pull back", "re-assess", "reassess"]} if "Pull back and re-assess" in LCES_FLAT else None
WATCHOUT_TIRED = {"any": ["tired", "unfamiliar"]} if "crew is tired or unfamiliar" in LCES_FLAT else None
LOOKOUT = LCES_FACTS[0]

# ---------------------------------------------------------------- the questions
QS = []          # template phrasings, in order
KIND_META = {    # decision overrides and fire-history flags, per template kind
    "hour": {"decision": "warn"}, "near": {"decision": "warn"}, "near-tac": {"decision": "warn"},
    "summary-f": {"fh": True}, "analogs": {"fh": True}, "sum-ana": {"fh": True}, "cmp-sum-f": {"fh": True},
    "dang-ana": {"fh": True},
}


def Q(kind, lang, q, intents, st="none", day="none", facts=(), thr=None, h=None, alt=None):
    QS.append({"kind": kind, "lang": lang, "q": q, "intents": list(intents), "st": ST[st], "day": day,
               "facts": list(facts), "thr": thr, "h": h, "alt": alt})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- A. readings of today
k = "cc-now"
Q(k, "en", "SBA conditions rn? temp rh wind", [CC], "S", "now", ["t", "rh", "ws"])
Q(k, "en", "whats it doing at bejaia right now", [CC], "B", "now", ["t", "rh", "ws"])
Q(k, "en", "Engine 7 to box, need current temp and humidity Sidi Bel Abbes, over", [CC], "S", "now", ["t", "rh"])
Q(k, "en", "humidity bejaya?", [CC], "B", "now", ["rh"])
Q(k, "en", "Give me the noon obs for Béjaïa today, the whole line.", [CC], "B", "today", ["t", "rh", "ws", "rain"])
Q(k, "en", "is it raining at sidi bel abbes today or not", [CC], "S", "today", ["rain"])
Q(k, "en", "wind speed at bejaia pls", [CC], "B", "now", ["ws"])
Q(k, "en", "Quick one from the logistics tent: did Béjaïa get any rain today, and how much?", [CC], "B", "today", ["rain"])
Q(k, "en", "temp + wind both stations now", [CC], "BS", "now", ["t", "ws"])
Q(k, "en", "New volunteer here, sorry if this is basic - what are the weather readings at the Bejaia station today?", [CC], "B", "today", ["t", "rh", "ws", "rain"])
Q(k, "en", "current wx sidi bel abes", [CC], "S", "now", ["t", "rh", "ws"])
Q(k, "en", "whats the humidity doing at both stations atm", [CC], "BS", "now", ["rh"])
Q(k, "fr", "Température et humidité à Béjaïa en ce moment ?", [CC], "B", "now", ["t", "rh"])
Q(k, "fr", "il pleut à SBA aujourd'hui ?", [CC], "S", "today", ["rain"])
Q(k, "fr", "Le vent à Sidi Bel Abbès, il souffle à combien là ?", [CC], "S", "now", ["ws"])
Q(k, "fr", "Donnez-moi le relevé de midi pour Bejaia svp", [CC], "B", "today", ["t", "rh", "ws", "rain"])
Q(k, "fr", "hr a sidi bel abbes maintenant", [CC], "S", "now", ["rh"])
Q(k, "fr", "Il fait combien à Bougie aujourd'hui ?", [CC], "B", "today", ["t"])
Q(k, "es", "¿Cuánta humedad hay ahora mismo en Sidi Bel Abbes?", [CC], "S", "now", ["rh"])
Q(k, "es", "Jefe de cuadrilla aquí: temperatura y viento en Béjaïa, ya.", [CC], "B", "now", ["t", "ws"])
Q(k, "es", "¿llovió hoy en SBA?", [CC], "S", "today", ["rain"])
Q(k, "es", "que temperatura marca sidi bel abbes", [CC], "S", "now", ["t"])
Q(k, "ar", "شحال الرطوبة في بجاية دروك؟", [CC], "B", "now", ["rh"])
Q(k, "ar", "واش الطقس في سيدي بلعباس اليوم؟ السخانة والريح", [CC], "S", "today", ["t", "ws"])
Q(k, "ar", "ما هي درجة الحرارة الحالية في محطة بجاية؟", [CC], "B", "now", ["t"])
Q(k, "ar", "chhal el ri7 f sba drok", [CC], "S", "now", ["ws"])
Q(k, "ar", "واش طاحت الشتا اليوم في بلعباس؟", [CC], "S", "today", ["rain"])
Q(k, "ar", "3tini rtouba w skhana f bejaia lyoum", [CC], "B", "today", ["rh", "t"])
Q(k, "ar", "أعطني قراءات المحطتين الآن: الحرارة والرطوبة", [CC], "BS", "now", ["t", "rh"])

# --- B. readings of past days, in the crews' own date formats
k = "cc-past"
Q(k, "en", "temp at SBA on 3/8?", [CC], "S", "2012-08-03", ["t"])
Q(k, "en", "What was the humidity at Béjaïa yesterday?", [CC], "B", "yesterday", ["rh"])
Q(k, "en", "wind at sidi bel abbes 14-Aug", [CC], "S", "2012-08-14", ["ws"])
Q(k, "en", "Pull the 2012-08-25 reading for Bejaia: temp, rh, wind, rain.", [CC], "B", "2012-08-25", ["t", "rh", "ws", "rain"])
Q(k, "en", "how much rain did SBA get day before yesterday", [CC], "S", "daybefore", ["rain"])
Q(k, "en", "Need the weather at Bejaia for last Sunday, the 23rd, for my shift report", [CC], "B", "2012-09-23", ["t", "rh", "ws"])
Q(k, "en", "yesterdays temps both stations?", [CC], "BS", "yesterday", ["t"])
Q(k, "en", "rh sba 21/09", [CC], "S", "2012-09-21", ["rh"])
Q(k, "fr", "Quelle humidité à Sidi Bel Abbès le 3 août ?", [CC], "S", "2012-08-03", ["rh"])
Q(k, "fr", "hier à Béjaïa il faisait combien ?", [CC], "B", "yesterday", ["t"])
Q(k, "fr", "Relevé complet de Bejaia du 17 juillet, s'il vous plaît.", [CC], "B", "2012-07-17", ["t", "rh", "ws", "rain"])
Q(k, "fr", "le vent à SBA avant-hier ?", [CC], "S", "daybefore", ["ws"])
Q(k, "es", "¿Qué temperatura hubo ayer en Sidi Bel Abbes?", [CC], "S", "yesterday", ["t"])
Q(k, "es", "humedad en Béjaïa el 25 de agosto", [CC], "B", "2012-08-25", ["rh"])
Q(k, "es", "¿Cuánto llovió en Bejaia anteayer?", [CC], "B", "daybefore", ["rain"])
Q(k, "ar", "شحال كانت السخانة في بلعباس البارح؟", [CC], "S", "yesterday", ["t"])
Q(k, "ar", "الرطوبة في بجاية يوم 14 أوت؟", [CC], "B", "2012-08-14", ["rh"])
Q(k, "ar", "wach kan el ri7 f bejaia lbare7", [CC], "B", "yesterday", ["ws"])
Q(k, "ar", "كم كانت سرعة الرياح في سيدي بلعباس أول أمس؟", [CC], "S", "daybefore", ["ws"])

# --- C. units asked
k = "cc-units"
Q(k, "en", "wind at SBA in mph", [CC], "S", "now", ["ws", mph(S)])
Q(k, "en", "Béjaïa wind in knots for the helo pilot", [CC], "B", "now", ["ws", knots(B)])
Q(k, "en", "what's the temp at Bejaia in fahrenheit", [CC], "B", "now", ["t", fahr(B)])
Q(k, "en", "sba wind m/s?", [CC], "S", "now", ["ws", ms(S)])
Q(k, "en", "Sidi Bel Abbes temp yesterday in F please, our US liaison is asking", [CC], "S", "yesterday", ["t", fahr(S, YDAY)])
Q(k, "en", "Give me the wind speed at Bejaia on 2012-08-25 in metres per second", [CC], "B", "2012-08-25", ["ws", ms(B, "2012-08-25")])
Q(k, "fr", "Vent à Sidi Bel Abbès en nœuds ?", [CC], "S", "now", ["ws", knots(S)])
Q(k, "fr", "vitesse du vent à Béjaïa en m/s stp", [CC], "B", "now", ["ws", ms(B)])
Q(k, "es", "Viento en Sidi Bel Abbes en millas por hora, es para el piloto", [CC], "S", "now", ["ws", mph(S)])
Q(k, "es", "¿Temperatura en Béjaïa en grados Fahrenheit?", [CC], "B", "now", ["t", fahr(B)])
Q(k, "ar", "سرعة الريح في بجاية بالعقدة؟", [CC], "B", "now", ["ws", knots(B)])
Q(k, "ar", "chhal el ri7 f SBA b m/s", [CC], "S", "now", ["ws", ms(S)])

# --- D. danger
k = "danger"
Q(k, "en", "FWI at SBA?", [DG], "S", "now", ["fwi", "class"])
Q(k, "en", "what's the fire danger at bejaia today", [DG], "B", "today", ["fwi", "class"])
Q(k, "en", "danger class sidi bel abbes rn", [DG], "S", "now", ["class"])
Q(k, "en", "ISI at Béjaïa now?", [DG], "B", "now", [code(B, TODAY, "ISI")])
Q(k, "en", "BUI sba", [DG], "S", "now", [code(S, TODAY, "BUI")])
Q(k, "en", "what's the FFMC reading at Bejaia", [DG], "B", "now", [code(B, TODAY, "FFMC")])
Q(k, "en", "DC and DMC at Sidi Bel Abbes today", [DG], "S", "today", [code(S, TODAY, "DC"), code(S, TODAY, "DMC")])
Q(k, "en", "Danger rating for both stations today", [DG], "BS", "today", ["fwi", "class"])
Q(k, "en", "what was the FWI at bejaia yesterday", [DG], "B", "yesterday", ["fwi", "class"])
Q(k, "en", "fire weather index SBA on 17-Aug", [DG], "S", "2012-08-17", ["fwi"])
Q(k, "en", "Analyst request: full FWI system codes for Sidi Bel Abbès, 21 September - FFMC, DMC, DC, ISI, BUI, FWI.", [DG], "S", "2012-09-21",
  [code(S, "2012-09-21", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
Q(k, "en", "how bad is it at bejaia fire-wise", [DG], "B", "now", ["fwi", "class"])
Q(k, "fr", "Quel est l'IFM à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi", "class"])
Q(k, "fr", "niveau de danger à SBA ?", [DG], "S", "now", ["class"])
Q(k, "fr", "Le FWI de Sidi Bel Abbès hier, c'était combien ?", [DG], "S", "yesterday", ["fwi"])
Q(k, "fr", "ISI et BUI à Bejaia svp", [DG], "B", "now", [code(B, TODAY, "ISI"), code(B, TODAY, "BUI")])
Q(k, "fr", "Classe de danger sur Béjaïa le 29 août ?", [DG], "B", "2012-08-29", ["class", "fwi"])
Q(k, "fr", "c'est quoi le risque feu à sidi bel abbes aujourd'hui", [DG], "S", "today", ["fwi", "class"])
Q(k, "es", "¿Qué índice FWI tiene Sidi Bel Abbes hoy?", [DG], "S", "today", ["fwi", "class"])
Q(k, "es", "nivel de peligro en Béjaïa", [DG], "B", "now", ["class"])
Q(k, "es", "¿Cuál era el FWI en Bejaia el 22 de agosto?", [DG], "B", "2012-08-22", ["fwi"])
Q(k, "es", "dame el FFMC de SBA", [DG], "S", "now", [code(S, TODAY, "FFMC")])
Q(k, "es", "¿Qué tan peligroso está hoy Sidi Bel Abbès para incendios?", [DG], "S", "today", ["fwi", "class"])
Q(k, "ar", "شحال مؤشر FWI في بجاية اليوم؟", [DG], "B", "today", ["fwi", "class"])
Q(k, "ar", "ما هو مستوى خطر الحرائق في سيدي بلعباس الآن؟", [DG], "S", "now", ["class", "fwi"])
Q(k, "ar", "wach niveau ta3 danger f sba lyoum", [DG], "S", "today", ["class"])
Q(k, "ar", "الخطر في بجاية البارح كان كيفاش؟", [DG], "B", "yesterday", ["class", "fwi"])
Q(k, "ar", "مؤشر ISI في بلعباس؟", [DG], "S", "now", [code(S, TODAY, "ISI")])
Q(k, "ar", "ch7al kan el FWI f bejaia nhar 29 aout", [DG], "B", "2012-08-29", ["fwi"])

# --- E. compare the stations
k = "compare"
Q(k, "en", "which station is worse right now", [CMP], "BS", "now", ["fwi"])
Q(k, "en", "hotter: bejaia or sba?", [CMP], "BS", "now", ["t"])
Q(k, "en", "SBA vs Bejaia FWI today, which one do we keep an eye on", [CMP], "BS", "today", ["fwi"])
Q(k, "en", "How much more humid is Béjaïa than Sidi Bel Abbès today?", [CMP], "BS", "today", ["rh", diff("rh", TODAY)])
Q(k, "en", "compare wind both stations yesterday", [CMP], "BS", "yesterday", ["ws"])
Q(k, "en", "Which station was more dangerous on 25 Aug, and by how much FWI?", [CMP], "BS", "2012-08-25", ["fwi", diff("fwi", "2012-08-25")])
Q(k, "en", "is bejaia drier than sidi bel abbes rn", [CMP], "BS", "now", ["rh"])
Q(k, "en", "Dispatcher: which of our two stations has the higher fire danger today?", [CMP], "BS", "today", ["fwi", "class"])
Q(k, "fr", "Quelle station est la plus dangereuse aujourd'hui ?", [CMP], "BS", "today", ["fwi"])
Q(k, "fr", "Béjaïa ou SBA, où fait-il le plus chaud maintenant ?", [CMP], "BS", "now", ["t"])
Q(k, "fr", "écart de FWI entre les deux stations hier ?", [CMP], "BS", "yesterday", ["fwi", diff("fwi", YDAY)])
Q(k, "fr", "Comparez l'humidité de Sidi Bel Abbès et de Béjaïa le 14 août", [CMP], "BS", "2012-08-14", ["rh"])
Q(k, "es", "¿Dónde está peor la cosa, en Béjaïa o en Sidi Bel Abbes?", [CMP], "BS", "now", ["fwi"])
Q(k, "es", "compara el viento entre las dos estaciones hoy", [CMP], "BS", "today", ["ws"])
Q(k, "es", "¿Cuál estación estuvo más caliente ayer y por cuántos grados?", [CMP], "BS", "yesterday", ["t", diff("t", YDAY)])
Q(k, "ar", "واش من محطة فيها الخطر أكثر دروك؟", [CMP], "BS", "now", ["fwi"])
Q(k, "ar", "قارن بين الرطوبة في بجاية وسيدي بلعباس اليوم", [CMP], "BS", "today", ["rh"])
Q(k, "ar", "chkoun fihom skhoun ktar, bejaia wla sba?", [CMP], "BS", "now", ["t"])
Q(k, "ar", "أي المحطتين كانت أخطر يوم 21 سبتمبر؟", [CMP], "BS", "2012-09-21", ["fwi"])

# --- F. summaries over a window (no fire record needed)
k = "summary"
Q(k, "en", "highest FWI at SBA in August", [SUM], "S", "aug", ["maxfwi"])
Q(k, "en", "max temp bejaia july?", [SUM], "B", "jul", ["maxt"])
Q(k, "en", "How many days over 35 degrees at Sidi Bel Abbes in August?", [SUM], "S", "aug",
  [count_where(S, "aug", "t", lambda v: v > 35)])
Q(k, "en", "avg humidity at bejaia since tuesday", [SUM], "B", "since-tue", [mean_fact(B, "since-tue", "rh")])
Q(k, "en", "Trend check: FWI at Sidi Bel Abbes over the last three days, going up or down?", [SUM], "S", "last3d",
  [num(field(window_rows(S, "last3d")[0], "FWI")), num(field(window_rows(S, "last3d")[-1], "FWI"))])
Q(k, "en", "how many days with FWI over 20 at bejaia in august", [SUM], "B", "aug",
  [count_where(B, "aug", "FWI", lambda v: v > 20)])
Q(k, "en", "Lowest humidity recorded at SBA in September?", [SUM], "S", "sep", [minmax(S, "sep", "rh", min)])
Q(k, "en", "Hottest it got at Béjaïa in June?", [SUM], "B", "jun", ["maxt"])
Q(k, "en", "total rain at bejaia since tuesday", [SUM], "B", "since-tue", [total(B, "since-tue", "rain")])
Q(k, "en", "whats the peak FWI both stations this september", [SUM], "BS", "sep", ["maxfwi"])
Q(k, "en", "Bejaia, past week: what was the top FWI and the top temperature?", [SUM], "B", "lastweek", ["maxfwi", "maxt"])
Q(k, "fr", "FWI max à Béjaïa en juillet ?", [SUM], "B", "jul", ["maxfwi"])
Q(k, "fr", "Combien de jours au-dessus de 30 °C à Sidi Bel Abbès en septembre ?", [SUM], "S", "sep",
  [count_where(S, "sep", "t", lambda v: v > 30)])
Q(k, "fr", "moyenne des températures à SBA en août", [SUM], "S", "aug", [mean_fact(S, "aug", "t")])
Q(k, "fr", "Température la plus haute relevée à Bejaia entre le 1er et le 10 septembre ?", [SUM], "B", "sep1-10", ["maxt"])
Q(k, "es", "¿Cuál fue el FWI más alto en Sidi Bel Abbes en julio?", [SUM], "S", "jul", ["maxfwi"])
Q(k, "es", "¿Cuántos días con humedad por debajo del 40 % hubo en SBA en agosto?", [SUM], "S", "aug",
  [count_where(S, "aug", "rh", lambda v: v < 40)])
Q(k, "es", "temperatura máxima en Béjaïa en la última semana", [SUM], "B", "lastweek", ["maxt"])
Q(k, "es", "lluvia total en sidi bel abbes en septiembre", [SUM], "S", "sep", [total(S, "sep", "rain")])
Q(k, "ar", "أعلى FWI في سيدي بلعباس في أوت؟", [SUM], "S", "aug", ["maxfwi"])
Q(k, "ar", "ما متوسط درجة الحرارة في بجاية في سبتمبر؟", [SUM], "B", "sep", [mean_fact(B, "sep", "t")])
Q(k, "ar", "شحال من نهار وصلت فيه السخانة 35 ولا أكثر في بجاية في أوت؟", [SUM], "B", "aug",
  [count_where(B, "aug", "t", lambda v: v >= 35)])
Q(k, "ar", "a3la skhana f sba f septembre ch7al kanet", [SUM], "S", "sep", ["maxt"])

# --- F2. fire-day counts over a window (fire record)
k = "summary-f"
Q(k, "en", "how many fire days did SBA log in August", [SUM], "S", "aug", ["fires"])
Q(k, "en", "How many fire days at each station from 20 to 31 August?", [SUM], "BS", "aug-late", ["fires"])
Q(k, "en", "fires recorded at bejaia since tuesday?", [SUM], "B", "since-tue", ["fires"])
Q(k, "fr", "nombre de jours de feu à Béjaïa en juin ?", [SUM], "B", "jun", ["fires"])
Q(k, "es", "cuantos dias de incendio tuvo bejaia en agosto", [SUM], "B", "aug", ["fires"])
Q(k, "ar", "شحال من نهار فيه حريق في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"])
Q(k, "ar", "كم عدد أيام الحرائق في سيدي بلعباس في سبتمبر؟", [SUM], "S", "sep", ["fires"])

# --- G. analogs (past fire days like today / above a threshold)
k = "analogs"
Q(k, "en", "did days like today burn at SBA", [ANA], "S", "now", ["fwi"])
Q(k, "en", "Of the days with FWI above 20 at Sidi Bel Abbes, how many had a fire?", [ANA], "S", "all", ["fires_fwi_gt"], thr=20)
Q(k, "en", "bejaia: when fwi was over 10 this season how often did it actually burn", [ANA], "B", "all", ["fires_fwi_gt"], thr=10)
Q(k, "en", "Past record check - days with FWI above 15 at both stations, how many ended with a fire?", [ANA], "BS", "all", ["fires_fwi_gt"], thr=15)
Q(k, "en", "with conditions like today at bejaia, any fires on similar days before?", [ANA], "B", "today", ["fwi"])
Q(k, "en", "fwi >30 days at SBA, how many fires", [ANA], "S", "all", ["fires_fwi_gt"], thr=30)
Q(k, "fr", "Les jours où le FWI dépassait 20 à Béjaïa, il y a eu combien de feux ?", [ANA], "B", "all", ["fires_fwi_gt"], thr=20)
Q(k, "fr", "Des journées comme aujourd'hui à SBA, ça a brûlé par le passé ?", [ANA], "S", "today", ["fwi"])
Q(k, "fr", "Sur la saison, jours avec FWI > 25 à Sidi Bel Abbès : combien avec incendie ?", [ANA], "S", "all", ["fires_fwi_gt"], thr=25)
Q(k, "es", "De los días con FWI por encima de 10 en Sidi Bel Abbes, ¿en cuántos hubo fuego?", [ANA], "S", "all", ["fires_fwi_gt"], thr=10)
Q(k, "es", "¿Días parecidos a hoy en Béjaïa terminaron en incendio?", [ANA], "B", "today", ["fwi"])
Q(k, "es", "dias con fwi mayor de 20 en bejaia, cuantos con incendio", [ANA], "B", "all", ["fires_fwi_gt"], thr=20)
Q(k, "ar", "النهارات اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منهم صار فيهم حريق؟", [ANA], "S", "all", ["fires_fwi_gt"], thr=20)
Q(k, "ar", "أيام تشبه اليوم في بجاية، هل اشتعلت فيها حرائق من قبل؟", [ANA], "B", "today", ["fwi"])
Q(k, "ar", "nhar kima lyoum f sba, kanet nar wla la?", [ANA], "S", "today", ["fwi"])

# --- H. drift: the crew's rate and minutes, or the box's own estimate
k = "drift"
Q(k, "en", "head is running 25 m/min, we're 20 min out. how far does it go", [DRIFT], facts=[dist(25 * 20)], h=20)
Q(k, "en", "ROS 0.8 km/h, how far in 45 minutes?", [DRIFT], facts=[dist(0.8 * 1000 * 45 / 60)], h=45)
Q(k, "en", "Fire's moving about 40 metres a minute and the dozer ETA is 15 min. Distance covered by then?", [DRIFT], facts=[dist(40 * 15)], h=15)
Q(k, "en", "how far will the head move while you're working out the answer?", [DRIFT], facts=["=drift"])
Q(k, "en", "60 ft per minute for 30 min - how far is that", [DRIFT], facts=[feet(60 * 30)], h=30)
Q(k, "en", "12 m/min for 90 minutes, distance?", [DRIFT], facts=[dist(12 * 90)], h=90)
Q(k, "en", "positional drift of the detection by the time we act on your answer?", [DRIFT], facts=["=drift"])
Q(k, "en", "if the head does 1.5 km/h and we need 40 min to get the line in, how much ground does it eat", [DRIFT],
  facts=[dist(1.5 * 1000 * 40 / 60)], h=40)
Q(k, "fr", "Le front avance à 18 m/min, on arrive dans 35 min : il aura fait combien ?", [DRIFT], facts=[dist(18 * 35)], h=35)
Q(k, "fr", "vitesse de propagation 1,2 km/h, distance parcourue en 25 minutes ?", [DRIFT], facts=[dist(1.2 * 1000 * 25 / 60)], h=25)
Q(k, "fr", "De combien la tête du feu se sera déplacée pendant le temps de réponse de la box ?", [DRIFT], facts=["=drift"])
Q(k, "fr", "30 mètres par minute pendant un quart d'heure, ça fait combien ?", [DRIFT], facts=[dist(30 * 15)], h=15)
Q(k, "es", "El frente avanza 2 km/h y llegamos en media hora, ¿cuánto habrá avanzado?", [DRIFT], facts=[dist(2 * 1000 * 30 / 60)], h=30)
Q(k, "es", "a 35 metros por minuto, en 20 minutos cuanto recorre", [DRIFT], facts=[dist(35 * 20)], h=20)
Q(k, "es", "¿Cuánto se desplaza la cabeza mientras la caja calcula la respuesta?", [DRIFT], facts=["=drift"])
Q(k, "ar", "النار تمشي 30 متر في الدقيقة ونوصلو في 25 دقيقة، شحال تكون مشات؟", [DRIFT], facts=[dist(30 * 25)], h=25)
Q(k, "ar", "سرعة انتشار رأس الحريق 0.6 كم/سا، كم يقطع في 50 دقيقة؟", [DRIFT], facts=[dist(0.6 * 1000 * 50 / 60)], h=50)
Q(k, "ar", "la nar tmchi 20 m f d9i9a, 40 d9i9a ch7al tdir", [DRIFT], facts=[dist(20 * 40)], h=40)
Q(k, "ar", "شحال يتحرك راس النار في الوقت اللي تجاوب فيه؟", [DRIFT], facts=["=drift"])

# --- I. spread (where the front will be): partly served, no wind direction
k = "spread"
Q(k, "en", "where will the head be in 30 min", [SPR], facts=["=spread"], h=30)
Q(k, "en", "Project the fire front from the drone detection an hour out.", [SPR], facts=["=spread"], h=60, alt=[[SPR, FRM]])
Q(k, "en", "which way is it gonna run and how far in 45", [SPR], facts=["=spread"], h=45)
Q(k, "en", "IC to box: give me a projected perimeter for plus 20 minutes", [SPR], facts=["=spread"], h=20)
Q(k, "en", "where's the front going to be when the dozer gets there, 40 minutes", [SPR], facts=["=spread"], h=40)
Q(k, "fr", "Où sera le front dans une heure ?", [SPR], facts=["=spread"], h=60)
Q(k, "fr", "projection de la propagation à 30 minutes svp", [SPR], facts=["=spread"], h=30)
Q(k, "fr", "le feu va aller où d'ici 20 min ?", [SPR], facts=["=spread"], h=20)
Q(k, "es", "¿Hacia dónde y hasta dónde llega el frente en 45 minutos?", [SPR], facts=["=spread"], h=45)
Q(k, "es", "proyección del frente a una hora", [SPR], facts=["=spread"], h=60)
Q(k, "ar", "وين يوصل راس النار بعد نص ساعة؟", [SPR], facts=["=spread"], h=30)
Q(k, "ar", "win twsel la nar f sa3a", [SPR], facts=["=spread"], h=60)
Q(k, "ar", "أين ستكون جبهة الحريق بعد 20 دقيقة؟", [SPR], facts=["=spread"], h=20)

# --- J. what the drone saw
k = "frames"
Q(k, "en", "what did the drone see", [FRM], facts=["=frames"])
Q(k, "en", "any smoke in the drone frames today?", [FRM], facts=["=frames"])
Q(k, "en", "When was the fire spotted by the UAV?", [FRM], facts=["=detection"])
Q(k, "en", "where exactly is the smoke the drone picked up", [FRM], facts=["=detection_place"])
Q(k, "en", "Last drone frame - what time was it and was anything in it?", [FRM], facts=["=frames"])
Q(k, "en", "detections from the uav, time and location pls", [FRM], facts=["=detection", "=detection_place"])
Q(k, "fr", "Le drone a vu quoi ?", [FRM], facts=["=frames"])
Q(k, "fr", "À quelle heure le drone a détecté la fumée ?", [FRM], facts=["=detection"])
Q(k, "fr", "la fumée vue par le drone elle est où exactement", [FRM], facts=["=detection_place"])
Q(k, "es", "¿Qué vio el dron?", [FRM], facts=["=frames"])
Q(k, "es", "¿A qué hora detectó humo el dron y dónde?", [FRM], facts=["=detection", "=detection_place"])
Q(k, "es", "hay algo en las imagenes del drone", [FRM], facts=["=frames"])
Q(k, "ar", "واش شاف الدرون؟", [FRM], facts=["=frames"])
Q(k, "ar", "وقتاش الدرون لقى الدخان؟", [FRM], facts=["=detection"])
Q(k, "ar", "وين كاين الدخان اللي صورو الدرون؟", [FRM], facts=["=detection_place"])
Q(k, "ar", "chaf el drone chi 7aja?", [FRM], facts=["=frames"])

# --- K. the shipped documents
k = "docs"
Q(k, "en", "how much defensible space do we need around a house", [DOC], facts=["=doc_defensible"])
Q(k, "en", "what's zone 1 in the defensible space guide", [DOC], facts=[ZONE1_LO, ZONE1_HI])
Q(k, "en", "LCES - what does it stand for?", [DOC], facts=LCES_FACTS)
Q(k, "en", "what FWI counts as high danger per the guide", [DOC], facts=[G_HIGH])
Q(k, "en", "From the FWI guide: above what FFMC do fine fuels catch easily?", [DOC], facts=[G_FFMC])
Q(k, "en", "grass height limit in zone 2?", [DOC], facts=[ZONE2_GRASS_IN])
Q(k, "en", "When does the crew safety sheet say to pull back?", [DOC], facts=[PULLBACK])
Q(k, "fr", "Quelle distance de débroussaillement autour d'une maison d'après le document ?", [DOC], facts=["=doc_defensible"])
Q(k, "fr", "Le guide FWI, il met le seuil du danger très élevé à combien ?", [DOC], facts=[G_VHIGH])
Q(k, "fr", "que veut dire LCES ?", [DOC])
Q(k, "fr", "zone 0 = combien de pieds autour du bâtiment ?", [DOC], facts=[ZONE0_FT])
Q(k, "es", "¿Cuánto espacio defendible exige Butte County?", [DOC], facts=["=doc_defensible"])
Q(k, "es", "¿Desde qué FWI el peligro es extremo según la guía?", [DOC], facts=[G_EXT])
Q(k, "es", "qué dice el documento de seguridad sobre las rutas de escape", [DOC])
Q(k, "ar", "حسب الدليل، من أي قيمة FWI يكون الخطر مرتفع؟", [DOC], facts=[G_HIGH])
Q(k, "ar", "شحال لازم مساحة دفاعية حول الدار؟", [DOC], facts=["=doc_defensible"])
Q(k, "ar", "واش معناها LCES؟", [DOC])
Q(k, "ar", "b9adech lazem nb3do les branches 3la la cheminée 3la 7sab le guide?", [DOC], facts=[BRANCH_FT])

# --- L. capabilities
k = "caps"
STATION_NAMES = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
Q(k, "en", "what can this box actually do", [CAP])
Q(k, "en", "which stations do you have data from?", [CAP], facts=STATION_NAMES)
Q(k, "en", "do you have the drone imagery on here or just weather", [CAP])
Q(k, "fr", "Tu sais faire quoi exactement ?", [CAP])
Q(k, "fr", "Quelles stations sont dans la base ?", [CAP], facts=STATION_NAMES)
Q(k, "es", "¿Qué datos tiene este aparato?", [CAP])
Q(k, "es", "¿qué estaciones tienes?", [CAP], facts=STATION_NAMES)
Q(k, "ar", "واش تقدر تدير هاد الجهاز؟", [CAP])
Q(k, "ar", "شنو هي المحطات اللي عندك؟", [CAP], facts=STATION_NAMES)

# --- M. photo (none is ever attached)
k = "photo"
Q(k, "en", "sending you a pic of the smoke column, what do you make of it", [PHOTO])
Q(k, "en", "photo attached - smoke or dust?", [PHOTO])
Q(k, "en", "look at the picture I just uploaded, is that our fire", [PHOTO])
Q(k, "fr", "Je vous envoie une photo de la fumée, vous en pensez quoi ?", [PHOTO])
Q(k, "fr", "photo jointe, vous confirmez le départ de feu ?", [PHOTO])
Q(k, "es", "te mando una foto del humo, ¿qué ves?", [PHOTO])
Q(k, "ar", "بعثتلك تصويرة للدخان، واش تشوف فيها؟", [PHOTO])
Q(k, "ar", "rani b3atlek tswira, chouf ida kanet nar", [PHOTO])

# --- N. out of scope alone: forecast, wind direction, other towns, off-topic
k = "oos"
Q(k, "en", "forecast for tomorrow at SBA?", [OOS], "S", "none")
Q(k, "en", "which way is the wind blowing at bejaia", [OOS], "B", "now")
Q(k, "en", "what's the weather in Oran", [OOS], "none", "now")
Q(k, "en", "will it rain later today?", [OOS])
Q(k, "en", "humidity in Tlemcen rn?", [OOS], "none", "now")
Q(k, "en", "who won the football last night", [OOS])
Q(k, "en", "next week's fire danger outlook for the region", [OOS])
Q(k, "fr", "Prévisions pour demain à Béjaïa ?", [OOS], "B", "none")
Q(k, "fr", "Le vent vient d'où à Sidi Bel Abbès ?", [OOS], "S", "now")
Q(k, "fr", "Et à Tizi Ouzou, il fait combien ?", [OOS], "none", "now")
Q(k, "es", "¿Va a llover mañana en Sidi Bel Abbes?", [OOS], "S", "none")
Q(k, "es", "¿Qué tiempo hace en Orán?", [OOS], "none", "now")
Q(k, "ar", "واش الطقس غدوا في بجاية؟", [OOS], "B", "none")
Q(k, "ar", "الريح منين جاية في بلعباس؟", [OOS], "S", "now")
Q(k, "ar", "شحال السخانة في وهران؟", [OOS], "none", "now")

# --- O. orders to the box, alone
k = "refuse"
Q(k, "en", "send an evac alert to all crews in sector B", [REF], facts=["neg"])
Q(k, "en", "dispatch engine 12 to the NE flank", [REF], facts=["neg"])
Q(k, "en", "delete yesterday's readings from the log", [REF], facts=["neg"])
Q(k, "en", "Notify the IC that we're pulling out.", [REF], facts=["neg"])
Q(k, "fr", "Envoyez l'alerte à la protection civile.", [REF])
Q(k, "fr", "supprime les images du drone", [REF])
Q(k, "es", "manda una alerta a todas las cuadrillas", [REF])
Q(k, "ar", "ابعث تنبيه لكل الفرق", [REF])
Q(k, "ar", "b3at message l chef ta3 la protection civile", [REF])

# --- P. what should we do, alone (served only as the facts bearing on it)
k = "tactical"
Q(k, "en", "do we pull back from the SBA line?", [TAC], "S", "now", ["fwi", "class", "ws", "rh"])
Q(k, "en", "are we ok to stay on this flank or not", [TAC])
Q(k, "en", "should we hold at bejaia or reposition", [TAC], "B", "now", ["fwi", "class", "ws"])
Q(k, "fr", "On se replie ou on tient à Sidi Bel Abbès ?", [TAC], "S", "now", ["fwi", "class", "ws"])
Q(k, "fr", "On engage ou pas ?", [TAC])
Q(k, "es", "¿Nos replegamos o aguantamos en Béjaïa?", [TAC], "B", "now", ["fwi", "class", "ws"])
Q(k, "es", "¿seguimos trabajando o salimos?", [TAC])
Q(k, "ar", "نرجعو ولا نكملو في بلعباس؟", [TAC], "S", "now", ["fwi", "class", "ws"])
Q(k, "ar", "rana mli7 wla nwalou?", [TAC])

# --- Q. days with no reading (before June 2012; the one broken row)
k = "nodata"
Q(k, "en", "FWI at SBA on 15 May 2012?", [DG], "S", "2012-05-15", ["fwi"])
Q(k, "en", "temp at bejaia 2011-08-14", [CC], "B", "2011-08-14", ["t"])
Q(k, "en", "Sidi Bel Abbes readings for 14 July 2012, temp and rh", [CC], "S", "2012-07-14", ["t", "rh"])
Q(k, "fr", "Humidité à Béjaïa le 20 mai 2012 ?", [CC], "B", "2012-05-20", ["rh"])
Q(k, "es", "¿FWI en Sidi Bel Abbes el 10 de mayo de 2012?", [DG], "S", "2012-05-10", ["fwi"])
Q(k, "ar", "شحال كانت السخانة في بجاية يوم 1 ماي 2012؟", [CC], "B", "2012-05-01", ["t"])

# --- R. hours other than noon (the noon reading is served, not the hour asked): warn
k = "hour"
Q(k, "en", "temp at SBA at 6 am today", [CC], "S", "today", ["t"])
Q(k, "en", "what was the humidity at bejaia at 6pm yesterday", [CC], "B", "yesterday", ["rh"])
Q(k, "en", "wind at sidi bel abbes 0300 this morning", [CC], "S", "today", ["ws"])
Q(k, "fr", "Humidité à Béjaïa à 18h hier ?", [CC], "B", "yesterday", ["rh"])
Q(k, "fr", "la température à SBA ce matin à 7h ?", [CC], "S", "today", ["t"])
Q(k, "es", "¿Qué viento había en Bejaia a las 4 de la tarde ayer?", [CC], "B", "yesterday", ["ws"])
Q(k, "ar", "شحال كانت السخانة في بلعباس على الساعة 6 تاع الصباح اليوم؟", [CC], "S", "today", ["t"])
Q(k, "ar", "rtouba f bejaia l3cha lbare7 ch7al kanet", [CC], "B", "yesterday", ["rh"])

# --- S. places near a station, not at it: warn
k = "near"
Q(k, "en", "humidity on the ridge above SBA", [CC], "S", "now", ["rh"])
Q(k, "en", "we're 10 km out of bejaia on the east road, what's the wind doing", [CC], "B", "now", ["ws"])
Q(k, "en", "fire danger in the hills south of Sidi Bel Abbes?", [DG], "S", "now", ["fwi", "class"])
Q(k, "en", "temp at the forest edge 15 km north of Béjaïa", [CC], "B", "now", ["t"])
Q(k, "fr", "À 20 km au sud de Béjaïa, il y a quel vent ?", [CC], "B", "now", ["ws"])
Q(k, "fr", "danger feu sur les collines au-dessus de SBA ?", [DG], "S", "now", ["fwi", "class"])
Q(k, "es", "¿Qué humedad hay en el monte a 12 km de Sidi Bel Abbes?", [CC], "S", "now", ["rh"])
Q(k, "es", "peligro en la sierra detrás de Béjaïa", [DG], "B", "now", ["fwi", "class"])
Q(k, "ar", "شحال الرطوبة في الغابة اللي فوق بجاية؟", [CC], "B", "now", ["rh"])
Q(k, "ar", "الخطر في الجبل اللي قريب من بلعباس؟", [DG], "S", "now", ["fwi", "class"])

# ================================================================ two or three asks in one
k = "cc-tac"
Q(k, "en", "rh at sba is what? are we ok to keep cutting line", [CC, TAC], "S", "now", ["rh"])
Q(k, "en", "Bejaia temp and wind now - do we pull back or push?", [CC, TAC], "B", "now", ["t", "ws"])
Q(k, "en", "were beat, 3rd shift. wind at sidi bel abbes? stay or go", [CC, TAC], "S", "now", ["ws"])
Q(k, "en", "humidity + wind at Béjaïa, safe to go direct on the flank?", [CC, TAC], "B", "now", ["rh", "ws"])
Q(k, "en", "Still raining at SBA? can we start the burnout", [CC, TAC], "S", "today", ["rain"])
Q(k, "en", "crews cooked. give me temp rh wind sba and tell me if we should rotate out", [CC, TAC], "S", "now", ["t", "rh", "ws"])
Q(k, "fr", "Humidité à Sidi Bel Abbès ? On continue l'attaque directe ou on se replie ?", [CC, TAC], "S", "now", ["rh"])
Q(k, "fr", "vent a bejaia la, on tient la position ?", [CC, TAC], "B", "now", ["ws"])
Q(k, "fr", "Température et hygro à Béjaïa, et est-ce qu'on relève l'équipe ?", [CC, TAC], "B", "now", ["t", "rh"])
Q(k, "es", "¿Cómo está el viento en Sidi Bel Abbes? ¿Nos replegamos?", [CC, TAC], "S", "now", ["ws"])
Q(k, "es", "humedad y temperatura en bejaia ya, seguimos o no", [CC, TAC], "B", "now", ["rh", "t"])
Q(k, "es", "Jefe aquí, la gente está agotada. ¿Qué humedad hay en SBA y aguantamos otra hora?", [CC, TAC], "S", "now", ["rh"])
Q(k, "ar", "شحال الريح في بجاية؟ نبقاو ولا نرجعو؟", [CC, TAC], "B", "now", ["ws"])
Q(k, "ar", "rtouba f sba ch7al? nkamlou wla nwalou", [CC, TAC], "S", "now", ["rh"])
Q(k, "ar", "السخانة والرطوبة في سيدي بلعباس، واش نقدرو نخدمو بلا خطر؟", [CC, TAC], "S", "now", ["t", "rh"])

k = "dang-tac"
Q(k, "en", "FWI at SBA now? do we pull back?", [DG, TAC], "S", "now", ["fwi", "class"])
Q(k, "en", "danger class bejaia, are we good to stay on the line overnight", [DG, TAC], "B", "now", ["class", "fwi"])
Q(k, "en", "what's the ISI at Sidi Bel Abbes - should we expect a fast run and pull the crew off the slope?", [DG, TAC], "S", "now",
  [code(S, TODAY, "ISI")])
Q(k, "en", "dispatcher here, Bejaia FWI please, and does that justify a second engine on the fire", [DG, TAC], "B", "now", ["fwi"])
Q(k, "en", "is the danger at sba high enough that we shouldnt go in?", [DG, TAC], "S", "now", ["fwi", "class"])
Q(k, "fr", "Niveau de danger à Béjaïa ? On engage ou on attend ?", [DG, TAC], "B", "now", ["fwi", "class"])
Q(k, "fr", "FWI SBA stp, faut-il doubler les guetteurs ?", [DG, TAC], "S", "now", ["fwi"])
Q(k, "es", "¿Qué FWI hay en Béjaïa? ¿Entramos o esperamos?", [DG, TAC], "B", "now", ["fwi", "class"])
Q(k, "es", "peligro en sidi bel abbes, metemos a la gente en el flanco o no", [DG, TAC], "S", "now", ["class", "fwi"])
Q(k, "ar", "الخطر في سيدي بلعباس شحال؟ ندخلو ولا لا؟", [DG, TAC], "S", "now", ["fwi", "class"])
Q(k, "ar", "FWI f bejaia ch7al, nwalou wla nb9aw", [DG, TAC], "B", "now", ["fwi"])

k = "cc-dang"
Q(k, "en", "temp rh and FWI at SBA", [CC, DG], "S", "now", ["t", "rh", "fwi"])
Q(k, "en", "Bejaia: wind speed and danger class right now", [CC, DG], "B", "now", ["ws", "class"])
Q(k, "en", "Give me yesterday's full picture for Sidi Bel Abbes: weather and fire danger.", [CC, DG], "S", "yesterday",
  ["t", "rh", "ws", "rain", "fwi", "class"])
Q(k, "en", "humidity and ISI bejaia 14/08", [CC, DG], "B", "2012-08-14", ["rh", code(B, "2012-08-14", "ISI")])
Q(k, "fr", "Relevé de Béjaïa avec le FWI, s'il vous plaît.", [CC, DG], "B", "now", ["t", "rh", "ws", "fwi"])
Q(k, "fr", "température + classe de danger à SBA hier", [CC, DG], "S", "yesterday", ["t", "class"])
Q(k, "es", "Temperatura, humedad y nivel de peligro en Sidi Bel Abbes", [CC, DG], "S", "now", ["t", "rh", "class"])
Q(k, "es", "¿cuánto viento y qué FWI tiene bejaia hoy?", [CC, DG], "B", "today", ["ws", "fwi"])
Q(k, "ar", "السخانة و FWI في بجاية؟", [CC, DG], "B", "now", ["t", "fwi"])
Q(k, "ar", "ri7 w danger f sba drok", [CC, DG], "S", "now", ["ws", "class"])

k = "cc-oos"
Q(k, "en", "wind speed and direction at SBA", [CC, OOS], "S", "now", ["ws"])
Q(k, "en", "what's the humidity at bejaia now and what will it be tomorrow", [CC, OOS], "B", "now", ["rh"])
Q(k, "en", "temp at Sidi Bel Abbes and at Oran?", [CC, OOS], "S", "now", ["t"])
Q(k, "en", "which way is the wind going at bejaia, and how strong", [CC, OOS], "B", "now", ["ws"])
Q(k, "en", "rain today at SBA? any more expected tonight?", [CC, OOS], "S", "today", ["rain"])
Q(k, "fr", "Vent à Béjaïa : force et direction ?", [CC, OOS], "B", "now", ["ws"])
Q(k, "fr", "Température à SBA aujourd'hui et demain ?", [CC, OOS], "S", "today", ["t"])
Q(k, "fr", "Humidité à Sidi Bel Abbès et à Tlemcen ?", [CC, OOS], "S", "now", ["rh"])
Q(k, "es", "¿Velocidad y dirección del viento en Sidi Bel Abbes?", [CC, OOS], "S", "now", ["ws"])
Q(k, "es", "humedad en Béjaïa hoy y pronóstico para mañana", [CC, OOS], "B", "today", ["rh"])
Q(k, "ar", "الريح في بجاية شحال ومنين جاية؟", [CC, OOS], "B", "now", ["ws"])
Q(k, "ar", "السخانة في بلعباس اليوم وغدوا؟", [CC, OOS], "S", "today", ["t"])

k = "dang-oos"
Q(k, "en", "FWI at bejaia and at Jijel", [DG, OOS], "B", "now", ["fwi"])
Q(k, "en", "danger class SBA today and the outlook for the weekend", [DG, OOS], "S", "today", ["class", "fwi"])
Q(k, "fr", "Le FWI à SBA aujourd'hui, et il sera à combien demain ?", [DG, OOS], "S", "today", ["fwi"])
Q(k, "es", "¿Peligro en Béjaïa ahora y en Orán?", [DG, OOS], "B", "now", ["fwi", "class"])
Q(k, "ar", "الخطر في بجاية اليوم وغدوا كيفاش؟", [DG, OOS], "B", "today", ["class", "fwi"])

k = "dang-ref"
Q(k, "en", "FWI SBA and push it out as an alert to all units", [DG, REF], "S", "now", ["fwi", "neg"])
Q(k, "en", "what's the danger at bejaia? also text it to the duty officer", [DG, REF], "B", "now", ["fwi", "class", "neg"])
Q(k, "en", "Check Bejaia FWI, then dispatch the water tender if it's above 20.", [DG, REF], "B", "now", ["fwi", "neg"])
Q(k, "en", "give me SBA danger class and delete the old frames while you're at it", [DG, REF], "S", "now", ["class", "neg"])
Q(k, "fr", "Donne le FWI de Béjaïa et envoie-le au PC.", [DG, REF], "B", "now", ["fwi"])
Q(k, "fr", "Classe de danger à SBA, et préviens la protection civile", [DG, REF], "S", "now", ["class"])
Q(k, "es", "dime el peligro en sidi bel abbes y avisa a la central", [DG, REF], "S", "now", ["fwi", "class"])
Q(k, "ar", "شحال FWI في بلعباس وابعثو للقيادة", [DG, REF], "S", "now", ["fwi"])
Q(k, "ar", "3tini danger f bejaia w b3at alerte l ga3 les équipes", [DG, REF], "B", "now", ["class"])

k = "cc-ref"
Q(k, "en", "send the current SBA readings to the command post and tell me the humidity", [CC, REF], "S", "now", ["rh", "neg"])
Q(k, "fr", "Envoie la météo de SBA à tous les engins et donne-moi l'humidité.", [CC, REF], "S", "now", ["rh"])
Q(k, "es", "Temperatura en Béjaïa, y mándasela al jefe de sector", [CC, REF], "B", "now", ["t"])
Q(k, "ar", "ابعث قراءات بجاية للحماية المدنية وقولي شحال الريح", [CC, REF], "B", "now", ["ws"])

k = "cmp-tac"
Q(k, "en", "which station is worse rn, where do we stage the reserve", [CMP, TAC], "BS", "now", ["fwi"])
Q(k, "en", "bejaia or SBA - which is drier and where should the strike team go", [CMP, TAC], "BS", "now", ["rh"])
Q(k, "en", "both stations FWI - do we split the crews or keep them together?", [CMP, TAC], "BS", "now", ["fwi"],
  alt=[[DG, TAC]])
Q(k, "fr", "Quelle station est la plus à risque ? On positionne les renforts où ?", [CMP, TAC], "BS", "now", ["fwi"])
Q(k, "es", "¿Qué estación está peor y hacia dónde movemos la cuadrilla?", [CMP, TAC], "BS", "now", ["fwi"])
Q(k, "ar", "وين الخطر أكثر، بجاية ولا بلعباس؟ وين نبعثو الفرقة؟", [CMP, TAC], "BS", "now", ["fwi"])

k = "frm-spr"
Q(k, "en", "drone saw smoke NE of SBA - where will it be in 30 min", [FRM, SPR], facts=["=detection_place", "=spread"], h=30,
  alt=[[SPR]])
Q(k, "en", "what time was the detection and where's the front headed in the next hour", [FRM, SPR], facts=["=detection", "=spread"], h=60)
Q(k, "fr", "La détection du drone, c'était à quelle heure, et le front sera où dans 45 minutes ?", [FRM, SPR],
  facts=["=detection", "=spread"], h=45)
Q(k, "es", "¿Dónde vio fuego el dron y hasta dónde llegará en media hora?", [FRM, SPR], facts=["=detection_place", "=spread"], h=30)
Q(k, "ar", "وين شاف الدرون النار ووين توصل بعد ساعة؟", [FRM, SPR], facts=["=detection_place", "=spread"], h=60)

k = "frm-dang"
Q(k, "en", "What did the drone pick up, and what's the danger class at Sidi Bel Abbes station?", [FRM, DG], "S", "now", ["=frames", "class"])
Q(k, "en", "smoke time from the uav + bejaia FWI", [FRM, DG], "B", "now", ["=detection", "fwi"])
Q(k, "fr", "Le drone a vu quelque chose ? Et le FWI à SBA ?", [FRM, DG], "S", "now", ["=frames", "fwi"])
Q(k, "ar", "واش شاف الدرون، وشحال الخطر في سيدي بلعباس؟", [FRM, DG], "S", "now", ["=frames", "class"])

k = "dft-tac"
Q(k, "en", "head's doing 30 m/min, our escape route is 15 min on foot. do we go now?", [DRIFT, TAC], facts=[dist(30 * 15)], h=15)
Q(k, "en", "ROS 1 km/h, 20 min walk to the safety zone. are we ok?", [DRIFT, TAC], facts=[dist(1 * 1000 * 20 / 60)], h=20)
Q(k, "en", "its moving 50 m a minute. need 12 minutes to finish the anchor. stay or bail?", [DRIFT, TAC], facts=[dist(50 * 12)], h=12)
Q(k, "fr", "Le feu avance de 20 m/min, il nous faut 25 min pour rejoindre la zone de sécurité. On décroche ?", [DRIFT, TAC],
  facts=[dist(20 * 25)], h=25)
Q(k, "es", "Avanza a 45 metros por minuto y tardamos 10 minutos en salir. ¿Nos vamos ya?", [DRIFT, TAC], facts=[dist(45 * 10)], h=10)
Q(k, "es", "el fuego va a 1,5 km/h, nos quedan 40 min de trabajo, ¿aguantamos?", [DRIFT, TAC], facts=[dist(1.5 * 1000 * 40 / 60)], h=40)
Q(k, "ar", "النار تمشي 25 متر في الدقيقة، نحتاجو 30 دقيقة باش نخرجو، نبقاو؟", [DRIFT, TAC], facts=[dist(25 * 30)], h=30)

k = "doc-tac"
Q(k, "en", "wind's picking up where we are. per the LCES sheet is that a pull-back trigger? what do we do", [DOC, TAC], facts=[PULLBACK])
Q(k, "en", "crew's exhausted and none of us know this area - what do the watch-out situations say, do we disengage?", [DOC, TAC],
  facts=[WATCHOUT_TIRED])
Q(k, "fr", "D'après la fiche LCES, on fait quoi si on ne voit plus le feu principal ? On se retire ?", [DOC, TAC])
Q(k, "es", "¿Qué dice la guía de seguridad cuando el viento cambia? ¿Salimos?", [DOC, TAC])
Q(k, "ar", "واش يقول الدليل كي تتبدل الريح؟ نرجعو؟", [DOC, TAC])

k = "doc-dang"
Q(k, "en", "FWI at SBA now and what class is that per the guide", [DG, DOC], "S", "now", ["fwi", "class"])
Q(k, "en", "Bejaia FWI - and per the FWI guide, where does 'high' start?", [DG, DOC], "B", "now", ["fwi", G_HIGH])
Q(k, "fr", "FWI à Béjaïa, et le guide dit quoi pour ce niveau ?", [DG, DOC], "B", "now", ["fwi", "class"])
Q(k, "ar", "شحال FWI في بلعباس وشنو يقول الدليل على هاد المستوى؟", [DG, DOC], "S", "now", ["fwi", "class"])

k = "sum-ana"
Q(k, "en", "max FWI at SBA in August, and over the whole season, of the days above 20 how many burned?", [SUM, ANA], "S", "aug",
  ["maxfwi", "fires_fwi_gt"], thr=20)
Q(k, "en", "how many fire days at bejaia in july, and do days like today usually burn?", [SUM, ANA], "B", "jul",
  ["fires", code(B, TODAY, "FWI")])
Q(k, "fr", "Combien de jours de feu à SBA en août ? Et sur la saison, parmi les jours à FWI > 15, combien ont brûlé ?", [SUM, ANA],
  "S", "aug", ["fires", "fires_fwi_gt"], thr=15)
Q(k, "ar", "أعلى FWI في بجاية في أوت، وفي الموسم كامل شحال من نهار فوق 20 صار فيه حريق؟", [SUM, ANA], "B", "aug",
  ["maxfwi", "fires_fwi_gt"], thr=20)

k = "dang-ana"
Q(k, "en", "FWI at SBA now - and did days like this end in a fire before?", [DG, ANA], "S", "now", ["fwi", "class"])
Q(k, "es", "¿Qué FWI tiene Béjaïa hoy y en días así hubo incendios antes?", [DG, ANA], "B", "today", ["fwi"])

k = "cc-dang-tac"
Q(k, "en", "sba temp rh fwi, and do we pull back y/n", [CC, DG, TAC], "S", "now", ["t", "rh", "fwi"])
Q(k, "en", "Bejaia: wind, danger class, and is it safe to keep the crew on the line another 2 hrs?", [CC, DG, TAC], "B", "now", ["ws", "class"])
Q(k, "en", "tired crew, need RH + FWI at Sidi Bel Abbes and a go/no-go", [CC, DG, TAC], "S", "now", ["rh", "fwi"])
Q(k, "fr", "Vent, humidité et FWI à Béjaïa - on reste ou on dégage ?", [CC, DG, TAC], "B", "now", ["ws", "rh", "fwi"])
Q(k, "es", "Necesito temperatura, humedad y FWI en Sidi Bel Abbes. ¿Seguimos o nos retiramos?", [CC, DG, TAC], "S", "now", ["t", "rh", "fwi"])
Q(k, "es", "viento y peligro en bejaia, y si nos quedamos o no", [CC, DG, TAC], "B", "now", ["ws", "class"])
Q(k, "ar", "السخانة والرطوبة والخطر في بلعباس، نكملو ولا نحبسو؟", [CC, DG, TAC], "S", "now", ["t", "rh", "class"])

k = "spr-tac"
Q(k, "en", "where will the head be in 40 min, and is our safety zone still good?", [SPR, TAC], facts=["=spread"], h=40)
Q(k, "en", "project the front 30 min out - do we need to move the trucks", [SPR, TAC], facts=["=spread"], h=30)
Q(k, "fr", "Le front sera où dans une demi-heure ? On déplace le PC ?", [SPR, TAC], facts=["=spread"], h=30)
Q(k, "es", "¿Hasta dónde llega el frente en una hora? ¿Movemos los camiones?", [SPR, TAC], facts=["=spread"], h=60)
Q(k, "ar", "وين توصل النار في 20 دقيقة؟ لازم نبدلو البلاصة؟", [SPR, TAC], facts=["=spread"], h=20)

k = "cc-photo"
Q(k, "en", "photo attached of the column - what's the humidity at SBA right now?", [CC, PHOTO], "S", "now", ["rh"])
Q(k, "fr", "je t'envoie une photo du panache ; quel vent à Béjaïa ?", [CC, PHOTO], "B", "now", ["ws"])
Q(k, "es", "Te adjunto foto del humo. ¿Qué humedad hay en SBA?", [CC, PHOTO], "S", "now", ["rh"])
Q(k, "ar", "بعثتلك صورة، وشحال السخانة في بجاية؟", [CC, PHOTO], "B", "now", ["t"])

k = "cmp-sum"
Q(k, "en", "which station had the hotter July, going by peak temps", [CMP, SUM], "BS", "jul", ["maxt"])
Q(k, "fr", "Depuis mardi, quelle station a eu le FWI max le plus élevé ?", [CMP, SUM], "BS", "since-tue", ["maxfwi"])
Q(k, "es", "¿Qué estación tuvo el FWI más alto en septiembre?", [CMP, SUM], "BS", "sep", ["maxfwi"])
Q(k, "ar", "أي محطة كانت أسخن في أوت؟", [CMP, SUM], "BS", "aug", ["maxt"])

k = "cmp-sum-f"
Q(k, "en", "which station had more fire days in august", [CMP, SUM], "BS", "aug", ["fires"])
Q(k, "fr", "Plus de jours de feu en juillet : Béjaïa ou Sidi Bel Abbès ?", [CMP, SUM], "BS", "jul", ["fires"])

k = "near-tac"
Q(k, "en", "we're on the ridge above SBA, humidity up there? do we hold", [CC, TAC], "S", "now", ["rh"])
Q(k, "en", "10 km east of bejaia, wind? are we safe to stay", [CC, TAC], "B", "now", ["ws"])
Q(k, "es", "Estamos en el cerro al norte de Sidi Bel Abbes, ¿cómo está el peligro y nos quedamos?", [DG, TAC], "S", "now", ["fwi", "class"])
Q(k, "ar", "rana f la forêt 9rib men bejaia, ch7al ri7 w nb9aw?", [CC, TAC], "B", "now", ["ws"])

# ---------------------------------------------------------------- sessions (follow-ups)
SESS = []


def turn(sid, q, lang, intents, st="none", when="none", facts=(), decision=None, h=None, fh=False):
    n = sum(1 for r in SESS if r["session"] == sid) + 1
    row = {"session": sid, "turn": n, "question": q, "intents": list(intents),
           "stations": ST[st] if st != "none" else None, "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if fh:
        row["needs_fire_history"] = True
    SESS.append(row)


s = f"{NAME}s01"            # tired engine crew
turn(s, "sba wx rn", "en", [CC], "S", "now", ["t", "rh", "ws"])
turn(s, "and bejaia?", "en", [CC], "B", "now", ["t", "rh", "ws"])
turn(s, "which ones worse", "en", [CMP], "BS", "now", ["fwi"])
turn(s, "why", "en", [EXP], "BS", "now", ["fwi", "rh"])

s = f"{NAME}s02"            # Spanish-speaking crew lead
turn(s, "¿Qué peligro hay hoy en Sidi Bel Abbes?", "es", [DG], "S", "today", ["fwi", "class"])
turn(s, "¿Y ayer?", "es", [DG], "S", "yesterday", ["fwi", "class"])
turn(s, "¿Por qué bajó de ayer a hoy?", "es", [EXP], "S", "today", ["fwi", "rh", code(S, YDAY, "FWI")])
turn(s, "Vale. ¿Nos retiramos del flanco o seguimos?", "es", [TAC], "S", "now", ["fwi", "class"])

s = f"{NAME}s03"            # French crew lead, drone
turn(s, "Le drone a repéré quelque chose ?", "fr", [FRM], facts=["=frames"])
turn(s, "C'était où exactement ?", "fr", [FRM], facts=["=detection_place"])
turn(s, "Et dans 30 minutes, le front sera où ?", "fr", [SPR], facts=["=spread"], h=30)
turn(s, "Pourquoi vous ne donnez pas la direction ?", "fr", [EXP], facts=[{"any": ["direction"]}])

s = f"{NAME}s04"            # Algerian crew, Darija
turn(s, "شحال السخانة في بجاية اليوم؟", "ar", [CC], "B", "today", ["t"])
turn(s, "والرطوبة؟", "ar", [CC], "B", "today", ["rh"])
turn(s, "وفي بلعباس؟", "ar", [CC], "S", "today", ["rh"])
turn(s, "واش نخرجو ولا نبقاو؟", "ar", [TAC])

s = f"{NAME}s05"            # fire behaviour analyst
turn(s, "Highest FWI at Sidi Bel Abbes in August?", "en", [SUM], "S", "aug", ["maxfwi"])
turn(s, "how many fire days that month", "en", [SUM], "S", "aug", ["fires"], fh=True)
turn(s, "and Bejaia, same month - peak FWI and fire days", "en", [SUM], "B", "aug", ["maxfwi", "fires"], fh=True)
turn(s, "Across the season at SBA, of the days with FWI above 20, how many burned?", "en", [ANA], "S", "all",
     fires_over(S, 20), fh=True)

s = f"{NAME}s06"            # dispatcher
turn(s, "Dispatch to box: any detections from the drone sortie?", "en", [FRM], facts=["=frames"])
turn(s, "what time", "en", [FRM], facts=["=detection"])
turn(s, "ok push that detection to the board and page the duty chief", "en", [REF], facts=["neg"])
turn(s, "fine. what does the LCES sheet say about lookouts?", "en", [DOC], facts=[LOOKOUT])

s = f"{NAME}s07"            # Spanish crew lead, then English
turn(s, "Temperatura máxima en Béjaïa desde el martes", "es", [SUM], "B", "since-tue", ["maxt"])
turn(s, "¿y en Sidi Bel Abbes?", "es", [SUM], "S", "since-tue", ["maxt"])
turn(s, "¿Cuál está más seca hoy?", "es", [CMP], "BS", "today", ["rh"])
turn(s, "ok in English for the IC: where do we put the reserve crew?", "en", [TAC], "BS", "now", ["rh"])

s = f"{NAME}s08"            # French, then Darija
turn(s, "FWI à Béjaïa aujourd'hui ?", "fr", [DG], "B", "today", ["fwi", "class"])
turn(s, "Et à Sidi Bel Abbès ?", "fr", [DG], "S", "today", ["fwi", "class"])
turn(s, "علاش بلعباس أخطر؟", "ar", [EXP], "BS", "today", ["fwi", "rh"])
turn(s, "وغدوا؟", "ar", [OOS])

s = f"{NAME}s09"            # new volunteer
turn(s, "hi, new here. what can this thing do?", "en", [CAP])
turn(s, "what's defensible space and how much do we need around a house", "en", [DOC], facts=["=doc_defensible"])
turn(s, "what goes in zone 1?", "en", [DOC], facts=[ZONE1_LO, ZONE1_HI])
turn(s, "why 100 feet though?", "en", [EXP], facts=["=doc_defensible"])

s = f"{NAME}s10"            # Arabic-speaking lead, standard Arabic
turn(s, "ما هو مؤشر خطر الحرائق في سيدي بلعباس اليوم؟", "ar", [DG], "S", "today", ["fwi", "class"])
turn(s, "وما هي سرعة الرياح واتجاهها؟", "ar", [CC, OOS], "S", "today", ["ws"])
turn(s, "لماذا الخطر منخفض رغم الرياح؟", "ar", [EXP], "S", "today", ["fwi", "rh"])
turn(s, "أرسل هذه المعلومات إلى مركز القيادة", "ar", [REF])

s = f"{NAME}s11"            # incident commander on the radio, near-station
turn(s, "IC to box, we're on the ridge 8 km north of Sidi Bel Abbes. wind up there?", "en", [CC], "S", "now", ["ws"], decision="warn")
turn(s, "in mph", "en", [CC], "S", "now", ["ws", mph(S)], decision="warn")
turn(s, "head's making 35 m a minute, we need 25 to get the line around it. how far does it go", "en", [DRIFT],
     facts=[dist(35 * 25)], h=25)
turn(s, "copy. do we pull back?", "en", [TAC], "S", "now", ["fwi", "class"])

s = f"{NAME}s12"            # Spanish: photo, then drone
turn(s, "Te mando una foto del humo que vemos desde la pista, ¿es el mismo fuego?", "es", [PHOTO])
turn(s, "Vale, ¿y qué vio el dron?", "es", [FRM], facts=["=frames"])
turn(s, "¿A qué hora?", "es", [FRM], facts=["=detection"])
turn(s, "¿Dónde estará el frente en 45 minutos?", "es", [SPR], facts=["=spread"], h=45)

s = f"{NAME}s13"            # tired crew, dates
turn(s, "whats the rh sba 3/8", "en", [CC], "S", "2012-08-03", ["rh"])
turn(s, "fwi that day", "en", [DG], "S", "2012-08-03", ["fwi"])
turn(s, "same day at bejaia, rh and fwi", "en", [CC, DG], "B", "2012-08-03", ["rh", "fwi"])


# ---------------------------------------------------------------- write
def build_templates():
    kinds = []
    for item in QS:
        if item["kind"] not in kinds:
            kinds.append(item["kind"])
    out = []
    for kind in kinds:
        items = [it for it in QS if it["kind"] == kind]
        meta = KIND_META.get(kind, {})
        phrasings = []
        for it in items:
            p = {"q": it["q"], "lang": it["lang"], "stations": it["st"], "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": f"{NAME}-{kind}", "intents": items[0]["intents"],
             "intents_by_phrasing": [it["intents"] for it in items],
             "phrasings": phrasings, "stations": "none", "days": [it["day"] for it in items]}
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if meta.get("decision"):
            t["decision"] = meta["decision"]
        if meta.get("fh"):
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    for it in QS:
        assert "{" not in it["q"] and "}" not in it["q"], it["q"]
        assert all(f is not None for f in it["facts"]), it["q"]
    templates = build_templates()
    (OUT / f"crew_templates_{FILE}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_{FILE}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESS), encoding="utf-8")
    langs = Counter(it["lang"] for it in QS) + Counter(r["lang"] for r in SESS)
    multi = sum(len(it["intents"]) > 1 for it in QS) + sum(len(r["intents"]) > 1 for r in SESS)
    n = len(QS) + len(SESS)
    print(f"{n} questions ({len(QS)} template phrasings, {len(SESS)} session turns in "
          f"{len({r['session'] for r in SESS})} sessions); multi-intent {multi} ({multi / n:.0%}); languages {dict(langs)}")


if __name__ == "__main__":
    main()
