"""Batch d85 (dev): blind fire-crew questions for the appliance's question reader.

Writes crew_templates_dev85.jsonl and crew_sessions_dev85.jsonl next to this file. Every number in a gold
fact comes from the CSV through appliance.evaluation.crew_facts (its fact tokens, or values read from
crew_facts.table() / fire_record() and converted here), from the crew's own numbers (rate x minutes),
or from the shipped documents by a regex. Nothing numeric is typed by hand into a fact.

Run:  python -m appliance.evaluation.data.make_dev85
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d85"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
T = cf.table()
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: None}
ABBR = {"cc": "current_conditions", "dg": "danger", "cmp": "compare_stations", "sum": "summary",
        "an": "analogs", "dr": "drift", "sp": "spread", "fr": "frames", "doc": "documents",
        "cap": "capabilities", "ph": "photo", "oos": "out_of_scope", "ref": "refuse", "tac": "tactical",
        "ex": "explain"}


# ----------------------------------------------------------------------------- facts computed from data
def days_of(key):
    return cd.resolve(key, "en", 0)["days"]


def rec(dev, key):
    (day,) = days_of(key)
    return T[(dev, day)]


def val(r, f):
    if f in r.codes:
        return r.codes[f]
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}[f]


def dec_forms(x, nd=1, units=()):
    """A computed value written as a crew would read it: one decimal (point or comma), or a rounded
    whole number with its unit."""
    s = f"{x:.{nd}f}"
    out = [s, s.replace(".", ",")]
    if s.endswith(".0"):
        out.append(s[:-2])
    out += [f"{round(x)} {u}" for u in units] + [f"{round(x)}{u}" for u in units if not u[0].isalpha()]
    return {"any": list(dict.fromkeys(out))}


def code(st, key, name):
    """A fire-weather code (FFMC, DMC, DC, ISI, BUI, FWI) as recorded, for each named station."""
    return [cf._num(rec(dev, key).codes[name]) for dev in ST[st]]


def FIELD(st, key, f):
    """A day's reading (t, rh, ws, rain) as recorded, for each named station, when a question mixes stations."""
    return [cf._num(val(rec(dev, key), f)) for dev in ST[st]]


def conv(st, key, unit):
    """The real reading converted to the unit the crew asked for."""
    out = []
    for dev in ST[st]:
        r = rec(dev, key)
        if unit == "mph":
            out.append(dec_forms(r.wind_kmh / 1.609344, units=("mph",)))
        elif unit == "kn":
            out.append(dec_forms(r.wind_kmh / 1.852, units=("kn", "knots", "kt", "nœuds", "nudos")))
        elif unit == "ms":
            out.append(dec_forms(r.wind_kmh / 3.6, units=("m/s",)))
        elif unit == "F":
            out.append(dec_forms(r.temperature_c * 9 / 5 + 32, units=("°F", "F")))
        else:
            raise ValueError(unit)
    return out


def wrecs(dev, key):
    return [T[(dev, d)] for d in days_of(key) if (dev, d) in T]


def AVG(st, key, f):
    return [dec_forms(sum(val(r, f) for r in wrecs(dev, key)) / len(wrecs(dev, key))) for dev in ST[st]]


def COUNT(st, key, f, thr):
    return [sum(val(r, f) > thr for r in wrecs(dev, key)) for dev in ST[st]]


def MIN(st, key, f):
    return [cf._num(min(val(r, f) for r in wrecs(dev, key))) for dev in ST[st]]


def TOTAL(st, key, f):
    return [dec_forms(sum(val(r, f) for r in wrecs(dev, key))) for dev in ST[st]]


def TREND(st, key):
    out = []
    for dev in ST[st]:
        rows = sorted(wrecs(dev, key), key=lambda r: r.date)
        out += [cf._num(rows[0].codes["FWI"]), cf._num(rows[-1].codes["FWI"])]
    return out


def DIFF(key, f):
    return [cf._num(round(abs(val(rec(B, key), f) - val(rec(S, key), f)), 1))]


def ANALOG(st, thr):
    """Past days above an FWI threshold and how many of them burned, from the box's fire record."""
    out = []
    for dev in ST[st]:
        out += cf.window_facts("fires_fwi_gt", dev, [cd.TODAY.isoformat()], thr)
    return out


def CLASS(st, key):
    return [{"class": cf.danger_class(rec(dev, key).codes["FWI"])} for dev in ST[st]]


def DATES():
    days = sorted(d for (_, d) in T)
    out = []
    for iso in (days[0], days[-1]):
        y, m, d = (int(x) for x in iso.split("-"))
        mon = cd.MONTHS["en"][m - 1]
        out.append({"any": [iso, f"{d} {mon}", f"{mon} {d}"]})
    return out


# ----------------------------------------------------------------------------- the crew's own numbers
def _trim(x, nd):
    return f"{x:.{nd}f}".rstrip("0").rstrip(".")


def dist_forms(m, feet=None):
    out = []
    mr = round(m)
    out += [f"{mr} m", f"{mr}m", f"{mr} metres", f"{mr} meters", f"{mr} mètres", f"{mr} metros"]
    if mr >= 1000:
        out += [f"{mr:,} m", f"{mr:,} m".replace(",", " "), f"{mr:,} m".replace(",", ".")]
    km = m / 1000
    for nd in (2, 1):
        k = _trim(km, nd)
        out += [f"{k} km", f"{k.replace('.', ',')} km"]
    if feet is not None:
        fr = round(feet)
        out += [f"{fr} ft", f"{fr} feet", f"{fr:,} ft"]
    return {"any": list(dict.fromkeys(out))}


def DRIFT(rate, minutes, unit="m/min"):
    """Head travel from a crew-given rate and time."""
    per_min = {"m/min": rate, "km/h": rate * 1000 / 60, "ft/min": rate * 0.3048}[unit]
    feet = rate * minutes if unit == "ft/min" else None
    return ["=drift", dist_forms(per_min * minutes, feet)]


# ----------------------------------------------------------------------------- the shipped documents
def doc(name, pattern, group=1):
    text = " ".join((DOCS / name).read_text(encoding="utf-8").split())
    m = re.search(pattern, text, re.S)
    if not m:
        raise ValueError(f"{pattern!r} not in {name}")
    return m.group(group)


FWI_GUIDE, LCES, BUTTE = "fire-weather-index-guide.md", "crew-safety-lces.md", "butte-county-defensible-space.md"
FFMC_EASY = cf._num(float(doc(FWI_GUIDE, r"above about (\d+)\s+fine fuels ignite easily")))
HIGH_FROM = cf._num(float(doc(FWI_GUIDE, r"from ([\d.]+)\s+high")))
VHIGH_FROM = cf._num(float(doc(FWI_GUIDE, r"from ([\d.]+)\s+very\s+high")))
GRASS_IN = doc(BUTTE, r"maximum height of (\d+) inches")
GRASS = {"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch",
                 f"{GRASS_IN} pouces", f"{GRASS_IN} pulgadas"]}
ZONE1 = [cf._num(float(doc(BUTTE, r"Zone 1 runs from (\d+) to (\d+) feet", g))) for g in (1, 2)]
_lces = [doc(LCES, r"engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)", g) for g in (1, 2, 3, 4)]
LCES_WORDS = [
    {"any": [_lces[0], "guetteur", "vigía", "vigia", "مراقب"]},
    {"any": [_lces[1], "communication", "comunicaci", "اتصال"]},
    {"any": [_lces[2], "itinéraire", "chemin de fuite", "ruta", "rutas de escape", "هروب"]},
    {"any": [_lces[3], "zone de sécurité", "zonas de seguridad", "zona de seguridad", "أمان"]},
]
PULL_BACK = {"any": [doc(LCES, r"(Pull back) and re-assess"), doc(LCES, r"Pull back and (re-assess)"), "reassess"]}
SLOWEST = {"any": [doc(LCES, r"at the (slowest) member"), "plus lent", "más lento", "أبطأ"]}
SHELTER = {"any": [doc(LCES, r"without a (fire shelter)"), doc(LCES, r"are (large enough)")]}
POSTED = {"any": [doc(LCES, r"(lookouts are posted early)"), "lookouts", "lookout"]}
ISI_WIND = {"any": [doc(FWI_GUIDE, r"combines FFMC with (wind)"), "vent", "viento", "رياح", "ريح"]}
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس"]}]
DIRECTION = {"any": ["direction", "dirección", "اتجاه"]}


# ----------------------------------------------------------------------------- questions
QS = []


def Q(lang, q, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, fire=False, alt=None):
    assert "{" not in q and "}" not in q, q
    QS.append({"lang": lang, "q": q, "intents": [ABBR[i] for i in intents.split("+")], "st": st, "day": day,
               "facts": list(facts), "dec": dec, "h": h, "thr": thr, "fire": fire,
               "alt": [[ABBR[i] for i in a.split("+")] for a in alt] if alt else None})


# ============================================================================= English
E = "en"
# -- readings of a day
Q(E, "whats temp + RH at SBA rn", "cc", "S", "now", ["t", "rh"])
Q(E, "Béjaïa readings for yesterday please - temp, humidity, wind.", "cc", "B", "yesterday", ["t", "rh", "ws"])
Q(E, "Dispatch to box: current wind speed at Sidi Bel Abbes, in knots for the helitack pilot.", "cc", "S", "now",
  ["ws"] + conv("S", "now", "kn"))
Q(E, "wind at bejaia in mph?", "cc", "B", "now", ["ws"] + conv("B", "now", "mph"))
Q(E, "Need the noon obs for Sidi-Bel-Abbès on 14-Aug: temp and RH.", "cc", "S", "2012-08-14", ["t", "rh"])
Q(E, "Any rain at Bejaia on Aug 3rd?", "cc", "B", "2012-08-03", ["rain"])
Q(E, "temp in fahrenheit at SBA today", "cc", "S", "today", ["t"] + conv("S", "today", "F"))
Q(E, "Give me the wind in metres per second for Béjaïa, 2012-08-28.", "cc", "B", "2012-08-28",
  ["ws"] + conv("B", "2012-08-28", "ms"))
Q(E, "New on the crew, sorry if this is basic: how humid is it at Sidi Bel Abbes right now?", "cc", "S", "now", ["rh"])
Q(E, "Bejaia day before yesterday: temp / RH / wind / rain", "cc", "B", "daybefore", ["t", "rh", "ws", "rain"])
Q(E, "How much rain fell at SBA on the 12th of September?", "cc", "S", "2012-09-12", ["rain"])
Q(E, "Sidi Bel Abes conditions 07/07", "cc", "S", "2012-07-07", ["t", "rh", "ws", "rain"])
Q(E, "Latest reading off the Bejaya station?", "cc", "B", "now", ["t", "rh", "ws", "rain"])
Q(E, "Is it still damp over in Béjaïa today or has it dried out?", "cc", "B", "today", ["rh", "rain"])
# -- an hour other than noon (warn: the box holds the noon reading only)
Q(E, "What was the humidity at Béjaïa at first light this morning?", "cc", "B", "today", ["rh"], dec="warn")
Q(E, "Temp at SBA as of 9 this morning?", "cc", "S", "today", ["t"], dec="warn")
Q(E, "What was the wind doing at Bejaia around 2300 last night?", "cc", "B", "yesterday", ["ws"], dec="warn")
Q(E, "SBA temperature yesterday after lunch, say 3 pm?", "cc", "S", "yesterday", ["t"], dec="warn")
Q(E, "RH at Sidi Bel Abbes at 0600 on 3 Aug?", "cc", "S", "2012-08-03", ["rh"], dec="warn")
Q(E, "What were temp and wind like at Bejaia late in the evening, day before yesterday?", "cc", "B", "daybefore",
  ["t", "ws"], dec="warn")
# -- a place near a station, not at it (warn)
Q(E, "What's the wind doing up on the ridge above Béjaïa?", "cc", "B", "now", ["ws"], dec="warn")
Q(E, "Danger rating about 10 km south of SBA, where we're staged?", "dg", "S", "now", ["fwi", "class"], dec="warn")
Q(E, "humidity in the valley just east of sidi bel abbes", "cc", "S", "now", ["rh"], dec="warn")
Q(E, "FWI for the hills behind Bejaia, our hand crew is up there", "dg", "B", "now", ["fwi", "class"], dec="warn")
Q(E, "Temp at the airstrip outside Sidi Bel Abbès yesterday?", "cc", "S", "yesterday", ["t"], dec="warn")
# -- danger and the codes by their long names
Q(E, "FWI at SBA?", "dg", "S", "now", ["fwi", "class"])
Q(E, "Fire danger class for Béjaïa today", "dg", "B", "today", ["class", "fwi"])
Q(E, "What's the Initial Spread Index at Sidi-Bel Abbes right now?", "dg", "S", "now", code("S", "now", "ISI"))
Q(E, "Buildup Index, Béjaïa, yesterday.", "dg", "B", "yesterday", code("B", "yesterday", "BUI"))
Q(E, "Fine Fuel Moisture Code at SBA on 3 Aug - were the fine fuels ready to go?", "dg", "S", "2012-08-03",
  code("S", "2012-08-03", "FFMC"))
Q(E, "Duff Moisture Code and Drought Code for Bejaia please", "dg", "B", "now",
  code("B", "now", "DMC") + code("B", "now", "DC"))
Q(E, "danger lvl bejaia 14/8", "dg", "B", "2012-08-14", ["fwi", "class"])
Q(E, "is SBA in high danger today?", "dg", "S", "today", ["class", "fwi"])
Q(E, "Fire Weather Index for Sidi Belabbes, September 12th", "dg", "S", "2012-09-12", ["fwi", "class"])
Q(E, "Give me all six codes for Béjaïa today, FFMC through FWI.", "dg", "B", "today",
  sum((code("B", "today", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")), []) + ["fwi"])
Q(E, "ISI and BUI at SBA yesterday", "dg", "S", "yesterday", code("S", "yesterday", "ISI") + code("S", "yesterday", "BUI"))
Q(E, "how bad is the fire danger at bejaia rn", "dg", "B", "now", ["fwi", "class"])
# -- comparisons
Q(E, "Which station is hotter right now?", "cmp", "BS", "now", ["t"])
Q(E, "Compare the FWI at both stations today.", "cmp", "BS", "today", ["fwi"])
Q(E, "Side by side please: RH and wind, Bejaia vs SBA, yesterday", "cmp", "BS", "yesterday", ["rh", "ws"])
Q(E, "Where's the danger worse today, Béjaïa or Sidi Bel Abbès?", "cmp", "BS", "today", ["fwi", "class"])
Q(E, "Which of the two was drier on 14 Aug?", "cmp", "BS", "2012-08-14", ["rh"])
Q(E, "How much hotter was SBA than Bejaia on Aug 3?", "cmp", "BS", "2012-08-03", ["t"] + DIFF("2012-08-03", "t"))
Q(E, "windier station rn?", "cmp", "BS", "now", ["ws"])
# -- comparisons over a window
Q(E, "Which station had more fire days in August?", "cmp+sum", "BS", "aug", ["fires"], fire=True)
Q(E, "Highest FWI at each station over the past week?", "cmp+sum", "BS", "lastweek", ["maxfwi"])
Q(E, "Compare the July average temperatures at the two stations.", "cmp+sum", "BS", "jul", AVG("BS", "jul", "t"))
Q(E, "Which station logged more days with FWI above 20 in August?", "cmp+sum", "BS", "aug", COUNT("BS", "aug", "FWI", 20))
# -- summaries
Q(E, "Highest FWI at SBA in August?", "sum", "S", "aug", ["maxfwi"])
Q(E, "hottest day at bejaia in july - what temp", "sum", "B", "jul", ["maxt"])
Q(E, "How many fire days did Sidi Bel Abbes record in July?", "sum", "S", "jul", ["fires"], fire=True)
Q(E, "Average RH at Béjaïa over the last three days?", "sum", "B", "last3d", AVG("B", "last3d", "rh"))
Q(E, "How many days above 35 degrees at SBA in August?", "sum", "S", "aug", COUNT("S", "aug", "t", 35), thr=35)
Q(E, "Is the FWI at Bejaia trending up or down since Tuesday?", "sum", "B", "since-tue", TREND("B", "since-tue"))
Q(E, "Total rain at SBA between the 1st and the 10th of September?", "sum", "S", "sep1-10", TOTAL("S", "sep1-10", "rain"))
Q(E, "Lowest humidity at Béjaïa from 20 to 31 August?", "sum", "B", "aug-late", MIN("B", "aug-late", "rh"))
Q(E, "Peak temp at Sidi Bel Abbes in June", "sum", "S", "jun", ["maxt"])
Q(E, "how many fire days bejaia in september so far", "sum", "B", "sep", ["fires"], fire=True)
Q(E, "Days with wind over 20 km/h at SBA in the last week?", "sum", "S", "lastweek", COUNT("S", "lastweek", "ws", 20), thr=20)
# -- analogs
Q(E, "Of the days with FWI above 20 at SBA, how many had a fire?", "an", "S", "now", ["fires_fwi_gt"], thr=20, fire=True)
Q(E, "Did days like today at Béjaïa end up burning?", "an", "B", "now", ["fwi"], fire=True)
Q(E, "Bejaia: past days with FWI over 10, how many of those had fires?", "an", "B", "now", ["fires_fwi_gt"], thr=10, fire=True)
Q(E, "When the FWI went above 30 at Sidi Bel Abbes, how often was there a fire that day?", "an", "S", "now",
  ["fires_fwi_gt"], thr=30, fire=True)
Q(E, "FBAN here. Historical fire rate on days with FWI > 15, at both stations?", "an", "BS", "now", ["fires_fwi_gt"],
  thr=15, fire=True, alt=["an+cmp"])
# -- drift from the crew's numbers or the box's estimate
Q(E, "Head's moving about 25 m a minute and the crew needs 20 minutes to reach the road. How far will it have gone?",
  "dr", None, "none", DRIFT(25, 20), h=20)
Q(E, "ROS 1.8 km/h, how far in 40 min?", "dr", None, "none", DRIFT(1.8, 40, "km/h"), h=40)
Q(E, "If the head runs 60 ft per minute, how far does it get in 15 minutes?", "dr", None, "none", DRIFT(60, 15, "ft/min"), h=15)
Q(E, "How far will the head move in half an hour with the wind SBA has now?", "dr", "S", "now", ["=drift"], h=30)
Q(E, "spread rate 12 m/min, dozer needs 45 min to get there - distance?", "dr", None, "none", DRIFT(12, 45), h=45)
Q(E, "Using your own estimate, how far could a fire near Bejaia travel in the next hour?", "dr", "B", "now", ["=drift"], h=60)
# -- spread
Q(E, "Where will the front of the drone's fire be in 30 minutes?", "sp", None, "now", ["=spread"], h=30)
Q(E, "Project the head for the SBA fire 45 min out, and which direction it's running.", "sp", "S", "now", ["=spread"], h=45)
Q(E, "Where will the fire edge be in an hour and a half?", "sp", None, "now", ["=spread"], h=90)
Q(E, "Which way is the fire going to run and how far will it get by 1400?", "sp", None, "now", ["=spread"], h=60)
Q(E, "IC here: front position in 20 minutes, Béjaïa sector.", "sp", "B", "now", ["=spread"], h=20)
# -- frames
Q(E, "What did the drone see on its last sortie?", "fr", None, "now", ["=frames"])
Q(E, "Any fire detections from the UAV today?", "fr", None, "today", ["=detection"])
Q(E, "Where was the smoke the drone picked up?", "fr", None, "now", ["=detection_place"])
Q(E, "drone frames - anything hot near SBA?", "fr", "S", "now", ["=detection_place"])
Q(E, "What time did the drone spot the fire?", "fr", None, "now", ["=detection"])
# -- documents
Q(E, "How much defensible space does Butte County want around a structure?", "doc", None, "none", ["=doc_defensible"])
Q(E, "What does LCES stand for?", "doc", None, "none", LCES_WORDS)
Q(E, "Per the guide, above what FFMC do fine fuels ignite easily?", "doc", None, "none", [FFMC_EASY])
Q(E, "In zone 2 of the defensible space, how short should annual grass be cut?", "doc", None, "none", [GRASS])
Q(E, "At what FWI does the high danger class start?", "doc", None, "none", [HIGH_FROM])
Q(E, "What's the watch-out guidance when we're building line downhill toward the fire?", "doc", None, "none", [PULL_BACK])
Q(E, "Zone 1 in the Butte rules, from how many feet to how many?", "doc", None, "none", ZONE1)
# -- capabilities
Q(E, "What can this box actually do?", "cap", None, "none", [])
Q(E, "Which weather stations do you have data from?", "cap", None, "none", STATION_NAMES)
Q(E, "what dates does your weather data cover", "cap", None, "none", DATES())
Q(E, "Can you read photos off my phone?", "cap", None, "none", [])
# -- photo
Q(E, "Sending you a photo of the column now, is that smoke or dust?", "ph", None, "none", [])
Q(E, "pic attached what fuel type is that", "ph", None, "none", [])
Q(E, "I've attached a shot from the lookout. Does it match what the drone saw?", "ph+fr", None, "now", ["=frames"])
# -- out of scope alone
Q(E, "What's the high going to be this afternoon at SBA?", "oos", "S", "none", [])
Q(E, "Forecast for tomorrow at Béjaïa?", "oos", "B", "none", [])
Q(E, "Conditions in Oran right now?", "oos", None, "none", [])
Q(E, "Which way is the wind blowing at Sidi Bel Abbes?", "oos", "S", "now", [])
Q(E, "Will it rain overnight tonight in Bejaia?", "oos", "B", "none", [])
Q(E, "Who won the match last night?", "oos", None, "none", [])
Q(E, "Pull up the road map from SBA out to the fire.", "oos", "S", "none", [])
# -- held beside not held
Q(E, "Current temp at SBA, and what's the high this afternoon?", "cc+oos", "S", "now", ["t"])
Q(E, "Wind speed and direction at Béjaïa", "cc+oos", "B", "now", ["ws"])
Q(E, "FWI at Bejaia today and tomorrow", "dg+oos", "B", "today", ["fwi", "class"])
Q(E, "RH at SBA, and over in Tlemcen?", "cc+oos", "S", "now", ["rh"])
Q(E, "How many air tankers are available, and what's the danger class at SBA?", "dg+oos", "S", "now", ["class", "fwi"])
Q(E, "Fuel moisture map for the Béjaïa district, plus the station's FFMC", "dg+oos", "B", "now", code("B", "now", "FFMC"))
Q(E, "Where are the other engines, and what did the drone see?", "fr+oos", None, "now", ["=frames"])
Q(E, "Temp at Bejaia now and the overnight low?", "cc+oos", "B", "now", ["t"])
Q(E, "Compare the two stations' FWI and tell me what Algiers looks like.", "cmp+oos", "BS", "now", ["fwi"])
Q(E, "Highest FWI at SBA last week and the outlook for next week", "sum+oos", "S", "lastweek", ["maxfwi"])
# -- orders
Q(E, "Send an evacuation alert to the villages north of SBA.", "ref", None, "none", ["neg"])
Q(E, "Dispatch two engines to Béjaïa.", "ref", None, "none", ["neg"])
Q(E, "Delete the drone frames from this morning.", "ref", None, "none", ["neg"])
Q(E, "Give me the FWI at Sidi Bel Abbes and notify the duty officer.", "dg+ref", "S", "now", ["fwi", "class", "neg"])
Q(E, "whats the wind at bejaia - also text it to the IC", "cc+ref", "B", "now", ["ws", "neg"])
Q(E, "Tell the air base to launch, and give me the current RH at SBA", "cc+ref", "S", "now", ["rh", "neg"])
Q(E, "Log the drone's fire as confirmed and tell me what time it was seen.", "fr+ref", None, "now", ["=detection", "neg"])
# -- tactical
Q(E, "Should we pull the crew off the line at SBA?", "tac", "S", "now", ["fwi", "class", "ws", "rh"])
Q(E, "Is it safe to light a burnout at Béjaïa this afternoon?", "tac", "B", "now", ["fwi", "class", "ws", "rh"])
Q(E, "Do we need extra lookouts today given the conditions at SBA?", "tac", "S", "today", ["fwi", "class"],
  alt=["tac+dg"])
Q(E, "What's the FWI at Bejaia, and should we stage an extra engine there?", "dg+tac", "B", "now", ["fwi", "class"])
# -- days with no reading
Q(E, "FWI at SBA on 15 May 2012?", "dg", "S", "2012-05-15", ["fwi", "class"])
Q(E, "What was the temp at Béjaïa on 14 Aug 2011?", "cc", "B", "2011-08-14", ["t"])
Q(E, "Rain at SBA on 14 July?", "cc", "S", "2012-07-14", ["rain"])
# -- two or three asks
Q(E, "Temp and FWI at SBA rn", "cc+dg", "S", "now", ["t", "fwi", "class"])
Q(E, "Danger class at Béjaïa, and what does the LCES sheet say about staffing on high-danger days?", "dg+doc", "B", "now",
  ["class", "fwi", POSTED])
Q(E, "What did the drone see, and how far does that head travel in 25 min at 18 m/min?", "fr+dr", None, "now",
  ["=frames"] + DRIFT(18, 25), h=25)
Q(E, "the FWI at SBA, and which station is hotter?", "dg+cmp", "BS", "now", code("S", "now", "FWI") + ["t"])
Q(E, "wind at SBA in knots, and is the danger high?", "cc+dg", "S", "now", ["ws"] + conv("S", "now", "kn") + ["fwi", "class"])
Q(E, "Where's the fire the drone found, and where will its head be in 30 min?", "fr+sp", None, "now",
  ["=detection_place", "=spread"], h=30)
Q(E, "What does the guide say the ISI measures, and what's the ISI at SBA now?", "doc+dg", "S", "now",
  [ISI_WIND] + code("S", "now", "ISI"))
Q(E, "RH and rain at Bejaia yesterday, and the FWI?", "cc+dg", "B", "yesterday", ["rh", "rain", "fwi", "class"])
Q(E, "Is SBA in the high class today, and of the days with FWI above 20 there, how many burned?", "dg+an", "S", "now",
  ["fwi", "class", "fires_fwi_gt"], thr=20, fire=True)
Q(E, "Pic of the smoke is attached. Also what's the RH at SBA?", "ph+cc", "S", "now", ["rh"])
Q(E, "What data do you hold, and what's the latest FWI at Béjaïa?", "cap+dg", "B", "now", ["fwi", "class"])
Q(E, "What time did the drone see smoke, and what's the FWI at Sidi Bel Abbes?", "fr+dg", "S", "now",
  ["=detection", "fwi", "class"])
Q(E, "Current wind at SBA, and how far does the head move in 40 min in that wind?", "cc+dr", "S", "now", ["ws", "=drift"], h=40)
Q(E, "Danger at SBA now, plus the defensible space distance in the Butte doc", "dg+doc", "S", "now",
  ["fwi", "class", "=doc_defensible"])
Q(E, "temp rh wind at sba + is it safe to put a crew on the ridge?", "cc+tac", "S", "now", ["t", "rh", "ws"])
Q(E, "How many fire days at Béjaïa in August, and how many past days there had FWI over 25 and burned?", "sum+an", "B", "aug",
  ["fires"] + ANALOG("B", 25), fire=True)
Q(E, "Yesterday at Bejaia: the temperature in °F and the Initial Spread Index.", "cc+dg", "B", "yesterday",
  ["t"] + conv("B", "yesterday", "F") + code("B", "yesterday", "ISI"))
Q(E, "Did the drone catch anything, and can it tell me the wind direction out there?", "fr+oos", None, "now", ["=detection"])
Q(E, "Wind at SBA now, the gusts we'll get after 3, and the Drought Code", "cc+dg+oos", "S", "now",
  ["ws"] + code("S", "now", "DC"))
# ============================================================================= French
F = "fr"
Q(F, "Température et HR à Béjaïa, là maintenant ?", "cc", "B", "now", ["t", "rh"])
Q(F, "Le vent à SBA hier, en nœuds stp", "cc", "S", "yesterday", ["ws"] + conv("S", "yesterday", "kn"))
Q(F, "Relevé de Sidi-Bel-Abbès du 3 août : température, humidité, vent, pluie.", "cc", "S", "2012-08-03",
  ["t", "rh", "ws", "rain"])
Q(F, "Il a plu à Béjaïa avant-hier ?", "cc", "B", "daybefore", ["rain"])
Q(F, "CCF 2 au boîtier : il fait combien à Sidi Bel Abbès aujourd'hui ?", "cc", "S", "today", ["t"])
Q(F, "vent en m/s a bejaia le 14/08", "cc", "B", "2012-08-14", ["ws"] + conv("B", "2012-08-14", "ms"))
Q(F, "Quelle humidité relevée à Béjaïa au lever du jour ?", "cc", "B", "today", ["rh"], dec="warn")
Q(F, "La température à SBA hier vers 17 h ?", "cc", "S", "yesterday", ["t"], dec="warn")
Q(F, "Le vent à Sidi Bel Abbès ce matin à 9 heures, tu l'as ?", "cc", "S", "today", ["ws"], dec="warn")
Q(F, "Quel vent sur la crête au-dessus de Béjaïa ?", "cc", "B", "now", ["ws"], dec="warn")
Q(F, "IFM à une quinzaine de km au sud de SBA, là où la colonne est positionnée ?", "dg", "S", "now", ["fwi", "class"],
  dec="warn")
Q(F, "IFM à Sidi Bel Abbès ?", "dg", "S", "now", ["fwi", "class"])
Q(F, "Classe de danger à Béjaïa aujourd'hui ?", "dg", "B", "today", ["class", "fwi"])
Q(F, "Donne-moi l'indice de propagation initiale à SBA.", "dg", "S", "now", code("S", "now", "ISI"))
Q(F, "Indice du combustible disponible et indice de sécheresse pour Béjaïa hier", "dg", "B", "yesterday",
  code("B", "yesterday", "BUI") + code("B", "yesterday", "DC"))
Q(F, "Indice du combustible léger à Sidi Bel Abbès le 12 septembre ?", "dg", "S", "2012-09-12",
  code("S", "2012-09-12", "FFMC"))
Q(F, "L'indice d'humus à Béjaïa, il est à combien ?", "dg", "B", "now", code("B", "now", "DMC"))
Q(F, "Niveau de risque feux de forêts à SBA le 3 août ?", "dg", "S", "2012-08-03", ["fwi", "class"])
Q(F, "Quelle station est la plus sèche en ce moment ?", "cmp", "BS", "now", ["rh"])
Q(F, "Compare l'indice forêt-météo des deux stations aujourd'hui.", "cmp", "BS", "today", ["fwi"])
Q(F, "Béjaïa ou Sidi Bel Abbès, où faisait-il le plus chaud hier, et de combien ?", "cmp", "BS", "yesterday",
  ["t"] + DIFF("yesterday", "t"))
Q(F, "Quelle station a eu le plus de journées de feu en juillet ?", "cmp+sum", "BS", "jul", ["fires"], fire=True)
Q(F, "L'IFM max de chaque station sur les sept derniers jours ?", "cmp+sum", "BS", "lastweek", ["maxfwi"])
Q(F, "Combien de jours de feu à Béjaïa en août ?", "sum", "B", "aug", ["fires"], fire=True)
Q(F, "Température maximale relevée à SBA en juillet ?", "sum", "S", "jul", ["maxt"])
Q(F, "Moyenne d'humidité à Sidi Bel Abbès du 20 au 31 août ?", "sum", "S", "aug-late", AVG("S", "aug-late", "rh"))
Q(F, "Combien de jours au-dessus de 30 °C à Béjaïa en juin ?", "sum", "B", "jun", COUNT("B", "jun", "t", 30), thr=30)
Q(F, "L'IFM à SBA, il monte ou il baisse depuis mardi ?", "sum", "S", "since-tue", TREND("S", "since-tue"))
Q(F, "IFM le plus élevé à Béjaïa en septembre", "sum", "B", "sep", ["maxfwi"])
Q(F, "Parmi les jours où l'IFM dépassait 20 à Béjaïa, combien ont vu un feu ?", "an", "B", "now", ["fires_fwi_gt"],
  thr=20, fire=True)
Q(F, "Des journées comme aujourd'hui à SBA, ça a déjà donné des feux ?", "an", "S", "now", ["fwi"], fire=True)
Q(F, "Le front avance de 30 m par minute, il nous faut 25 minutes pour dégager la piste. Il aura fait combien ?", "dr",
  None, "none", DRIFT(30, 25), h=25)
Q(F, "Vitesse de propagation 2,4 km/h : quelle distance en 35 minutes ?", "dr", None, "none", DRIFT(2.4, 35, "km/h"), h=35)
Q(F, "De combien la tête va progresser en un quart d'heure avec le vent actuel à SBA ?", "dr", "S", "now", ["=drift"], h=15)
Q(F, "Où sera la tête du feu vu par le drone dans 40 minutes ?", "sp", None, "now", ["=spread"], h=40)
Q(F, "Projection du front à une heure, avec la direction, secteur Sidi Bel Abbès", "sp", "S", "now", ["=spread"], h=60)
Q(F, "Le drone a vu quoi ?", "fr", None, "now", ["=frames"])
Q(F, "À quelle heure le drone a détecté la fumée ?", "fr", None, "now", ["=detection"])
Q(F, "Elle est où, la fumée repérée par le drone ?", "fr", None, "now", ["=detection_place"])
Q(F, "Débroussaillement : combien de pieds autour des bâtiments dans le comté de Butte ?", "doc", None, "none",
  ["=doc_defensible"])
Q(F, "LCES, ça veut dire quoi déjà ?", "doc", None, "none", LCES_WORDS)
Q(F, "À partir de quel IFM on passe en danger très élevé ?", "doc", None, "none", [VHIGH_FROM])
Q(F, "Qu'est-ce que tu sais faire, exactement ?", "cap", None, "none", [])
Q(F, "Tu as les données de quelles stations ?", "cap", None, "none", STATION_NAMES)
Q(F, "Je t'envoie une photo du panache, tu me dis si c'est une reprise ?", "ph", None, "none", [])
Q(F, "Prévisions pour demain à Béjaïa ?", "oos", "B", "none", [])
Q(F, "Le vent vient d'où à SBA ?", "oos", "S", "now", [])
Q(F, "Le maxi de température cet après-midi à Sidi Bel Abbès ?", "oos", "S", "none", [])
Q(F, "Et à Tizi Ouzou, ça donne quoi ?", "oos", None, "none", [])
Q(F, "HR à SBA maintenant, et ce qu'on attend pour cette nuit ?", "cc+oos", "S", "now", ["rh"])
Q(F, "Vent à Béjaïa, force et direction.", "cc+oos", "B", "now", ["ws"])
Q(F, "IFM à Béjaïa et à Jijel ?", "dg+oos", "B", "now", ["fwi", "class"])
Q(F, "Combien de CCF disponibles sur le secteur, et l'IFM à SBA ?", "dg+oos", "S", "now", ["fwi", "class"])
Q(F, "La carte des pistes DFCI, et la température à Sidi Bel Abbès", "cc+oos", "S", "now", ["t"])
Q(F, "Envoie une alerte à la préfecture.", "ref", None, "none", ["neg"])
Q(F, "Donne l'IFM à SBA et préviens le COS.", "dg+ref", "S", "now", ["fwi", "class", "neg"])
Q(F, "On peut engager le groupe sur le flanc à SBA, vu la météo ?", "tac", "S", "now", ["fwi", "class", "ws", "rh"])
Q(F, "Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", "tac", "B", "today", ["fwi", "class"], alt=["tac+dg"])
Q(F, "IFM à Béjaïa le 20 mai ?", "dg", "B", "2012-05-20", ["fwi", "class"])
Q(F, "Température à SBA le 1er août 2011 ?", "cc", "S", "2011-08-01", ["t"])
Q(F, "Température et IFM à Béjaïa maintenant ?", "cc+dg", "B", "now", ["t", "fwi", "class"])
Q(F, "Qu'a vu le drone, et où sera la tête dans 30 minutes ?", "fr+sp", None, "now", ["=frames", "=spread"], h=30)
Q(F, "Vent à SBA, et de combien avance le front en 20 min à 25 m/min ?", "cc+dr", "S", "now", ["ws"] + DRIFT(25, 20), h=20)
Q(F, "L'IFM à SBA, et selon le guide, au-dessus de quel indice du combustible léger ça s'enflamme facilement ?", "dg+doc",
  "S", "now", ["fwi", "class", FFMC_EASY])
Q(F, "HR à Sidi Bel Abbès hier, et l'IFM ?", "cc+dg", "S", "yesterday", ["rh", "fwi", "class"])
Q(F, "L'IFM à Béjaïa, et laquelle des deux stations a le plus de vent ?", "dg+cmp", "BS", "now",
  code("B", "now", "FWI") + ["ws"])
Q(F, "Tu peux lire mes photos ? Et le vent à SBA ?", "cap+cc", "S", "now", ["ws"])
Q(F, "Quelle station était la plus chaude le 3 août, et l'IFM de SBA ce jour-là ?", "cmp+dg", "BS", "2012-08-03",
  ["t"] + code("S", "2012-08-03", "FWI"))
Q(F, "Température à Béjaïa à l'aube, et le vent prévu en fin d'après-midi ?", "cc+oos", "B", "today", ["t"], dec="warn")
Q(F, "Le pic de chaleur de la journée à SBA il sera à quelle heure, et il fait combien maintenant ?", "cc+oos", "S", "now",
  ["t"])
Q(F, "Indice de sécheresse et humidité relative à SBA aujourd'hui", "dg+cc", "S", "today",
  code("S", "today", "DC") + ["rh"])
# ============================================================================= Spanish (Spain and Latin America)
X = "es"
Q(X, "Oye, ¿cómo anda la humedad relativa en Béjaïa ahora mismo?", "cc", "B", "now", ["rh"])
Q(X, "Retén 4 a la central: temperatura y viento en SBA, porfa.", "cc", "S", "now", ["t", "ws"])
Q(X, "¿Cuánto llovió en Sidi Bel Abbès anteayer?", "cc", "S", "daybefore", ["rain"])
Q(X, "Dame el viento de Béjaïa en nudos, que lo pide el piloto del helibalde.", "cc", "B", "now",
  ["ws"] + conv("B", "now", "kn"))
Q(X, "¿Qué temperatura marcó Sidi Bel Abbes el 3/8?", "cc", "S", "2012-08-03", ["t"])
Q(X, "ayer en bejaia temp hr viento", "cc", "B", "yesterday", ["t", "rh", "ws"])
Q(X, "Compa, ¿cuántos grados Fahrenheit hay ahorita en Sidi Bel Abbès?", "cc", "S", "now", ["t"] + conv("S", "now", "F"))
Q(X, "Los datos de la estación de Béjaïa del 14 de agosto, todo lo que tengas.", "cc", "B", "2012-08-14",
  ["t", "rh", "ws", "rain"])
Q(X, "¿Qué humedad había en Béjaïa al amanecer?", "cc", "B", "today", ["rh"], dec="warn")
Q(X, "La temperatura en SBA a las 9 de la mañana de hoy, ¿la tienes?", "cc", "S", "today", ["t"], dec="warn")
Q(X, "¿Y cómo sopló el viento en Sidi Bel Abbès ayer a la hora de la siesta?", "cc", "S", "yesterday", ["ws"], dec="warn")
Q(X, "Che, ¿qué temperatura había en Bejaia anoche tipo once?", "cc", "B", "yesterday", ["t"], dec="warn")
Q(X, "HR en Sidi Bel Abbès ayer a media tarde", "cc", "S", "yesterday", ["rh"], dec="warn")
Q(X, "¿Qué viento hay en la loma encima de Béjaïa, donde está la cuadrilla?", "cc", "B", "now", ["ws"], dec="warn")
Q(X, "Estamos a unos 8 km al norte de SBA, ¿qué índice FWI tenemos aquí?", "dg", "S", "now", ["fwi", "class"], dec="warn")
Q(X, "Temperatura en el monte a las afueras de Sidi Bel Abbès", "cc", "S", "now", ["t"], dec="warn")
Q(X, "¿Índice Meteorológico de Incendios en Sidi Bel Abbès?", "dg", "S", "now", ["fwi", "class"])
Q(X, "¿Qué nivel de peligro tenemos hoy en Béjaïa?", "dg", "B", "today", ["class", "fwi"])
Q(X, "Código de Humedad de los Combustibles Finos en SBA, ¿cuánto da?", "dg", "S", "now", code("S", "now", "FFMC"))
Q(X, "Índice de Propagación Inicial y Código de Sequía de Béjaïa, ayer", "dg", "B", "yesterday",
  code("B", "yesterday", "ISI") + code("B", "yesterday", "DC"))
Q(X, "El Índice de Combustible Disponible de Sidi Bel Abbès del 12 de septiembre", "dg", "S", "2012-09-12",
  code("S", "2012-09-12", "BUI"))
Q(X, "¿Cuánto marca el Código de Humedad del Mantillo en Bejaia?", "dg", "B", "now", code("B", "now", "DMC"))
Q(X, "¿Qué tan alto estaba el FWI en Béjaïa el 28/08?", "dg", "B", "2012-08-28", ["fwi", "class"])
Q(X, "¿Cuál de las dos estaciones está más caliente ahorita?", "cmp", "BS", "now", ["t"])
Q(X, "Comparame el FWI de Béjaïa y Sidi Bel Abbès de hoy, dale", "cmp", "BS", "today", ["fwi"])
Q(X, "¿Dónde pega más el viento, en Béjaïa o en SBA? ¿Por cuánto?", "cmp", "BS", "now", ["ws"] + DIFF("now", "ws"))
Q(X, "¿Qué estación tuvo más días con incendio en agosto?", "cmp+sum", "BS", "aug", ["fires"], fire=True)
Q(X, "La media de temperatura de junio en las dos estaciones, para compararlas", "cmp+sum", "BS", "jun",
  AVG("BS", "jun", "t"))
Q(X, "¿FWI máximo en SBA en la última semana?", "sum", "S", "lastweek", ["maxfwi"])
Q(X, "¿Cuántos días de incendio tuvo Béjaïa en julio?", "sum", "B", "jul", ["fires"], fire=True)
Q(X, "¿Cuántos días se pasó de 35 grados en Sidi Bel Abbès en agosto?", "sum", "S", "aug", COUNT("S", "aug", "t", 35), thr=35)
Q(X, "Humedad mínima en Béjaïa entre el 1 y el 10 de septiembre", "sum", "B", "sep1-10", MIN("B", "sep1-10", "rh"))
Q(X, "¿El FWI de SBA va para arriba o para abajo en los últimos tres días?", "sum", "S", "last3d", TREND("S", "last3d"))
Q(X, "¿Cuántos días de septiembre pasó Sidi Bel Abbès de los 30 °C?", "sum", "S", "sep", COUNT("S", "sep", "t", 30), thr=30)
Q(X, "De los días con FWI por encima de 20 en SBA, ¿cuántos acabaron con incendio?", "an", "S", "now", ["fires_fwi_gt"],
  thr=20, fire=True)
Q(X, "¿Días parecidos a hoy en Béjaïa han terminado en fuego?", "an", "B", "now", ["fwi"], fire=True)
Q(X, "Con el FWI arriba de 10 en Béjaïa, ¿cuántas veces hubo incendio?", "an", "B", "now", ["fires_fwi_gt"], thr=10,
  fire=True)
Q(X, "La cabeza avanza unos 20 m por minuto y la autobomba tarda 30 minutos en llegar, ¿cuánto habrá corrido?", "dr",
  None, "none", DRIFT(20, 30), h=30)
Q(X, "Velocidad de propagación 1,5 km/h. ¿Cuántos metros en 50 minutos?", "dr", None, "none", DRIFT(1.5, 50, "km/h"), h=50)
Q(X, "¿Cuánto se desplaza el frente en una hora con el viento que hay en SBA?", "dr", "S", "now", ["=drift"], h=60)
Q(X, "¿Hacia dónde y hasta dónde llegará la cabeza del incendio del dron en 45 minutos?", "sp", None, "now", ["=spread"], h=45)
Q(X, "Proyección del frente para dentro de media hora, sector Sidi Bel Abbès", "sp", "S", "now", ["=spread"], h=30)
Q(X, "¿A qué hora detectó el dron la columna de humo?", "fr", None, "now", ["=detection"])
Q(X, "Según la guía, ¿a partir de qué FFMC prenden fácil los combustibles finos?", "doc", None, "none", [FFMC_EASY])
Q(X, "¿Qué significan las siglas LCES?", "doc", None, "none", LCES_WORDS)
Q(X, "¿Cuánto espacio defendible exige el condado de Butte alrededor de las casas?", "doc", None, "none", ["=doc_defensible"])
Q(X, "¿Qué datos tienes tú exactamente?", "cap", None, "none", STATION_NAMES)
Q(X, "Te mando una foto de la columna, ¿es humo o polvo?", "ph", None, "none", [])
Q(X, "¿Cuál va a ser la máxima esta tarde en Béjaïa?", "oos", "B", "none", [])
Q(X, "¿De dónde viene el viento en SBA?", "oos", "S", "now", [])
Q(X, "¿Y en la Comunidad Valenciana cómo está el índice?", "oos", None, "none", [])
Q(X, "Temperatura ahora en Sidi Bel Abbès y la previsión para mañana", "cc+oos", "S", "now", ["t"])
Q(X, "¿Cuántos medios aéreos hay disponibles y qué FWI tiene Béjaïa?", "dg+oos", "B", "now", ["fwi", "class"])
Q(X, "Viento en Béjaïa, fuerza y dirección, que vamos a meter un contrafuego", "cc+oos", "B", "now", ["ws"])
Q(X, "Pásame el mapa de pistas de acceso y la humedad de SBA", "cc+oos", "S", "now", ["rh"])
Q(X, "¿Qué FWI hay en SBA y cómo está la cosa en Orán?", "dg+oos", "S", "now", ["fwi", "class"])
Q(X, "FWI máximo de Béjaïa en agosto y la tendencia para la semana que viene", "sum+oos", "B", "aug", ["maxfwi"])
Q(X, "Manda a la BRIF al flanco derecho.", "ref", None, "none", ["neg"])
Q(X, "Avisa al DEX y dime el viento en Sidi Bel Abbès", "cc+ref", "S", "now", ["ws", "neg"])
Q(X, "¿Metemos a la cuadrilla por el flanco en SBA o esperamos?", "tac", "S", "now", ["fwi", "class", "ws", "rh"])
Q(X, "¿Nos conviene hacer la quema de ensanche hoy en Béjaïa?", "tac", "B", "today", ["fwi", "class", "rh", "ws"])
Q(X, "¿Qué FWI hubo en Béjaïa el 15 de mayo?", "dg", "B", "2012-05-15", ["fwi", "class"])
Q(X, "Temperatura en SBA el 20 de agosto de 2011", "cc", "S", "2011-08-20", ["t"])
Q(X, "Temperatura, HR y FWI de Sidi Bel Abbès ahora", "cc+dg", "S", "now", ["t", "rh", "fwi", "class"])
Q(X, "¿Qué vio el dron, y cuánto avanza esa cabeza en 20 minutos a 30 m/min?", "fr+dr", None, "now",
  ["=frames"] + DRIFT(30, 20), h=20)
Q(X, "¿Dónde está el foco del dron y dónde estará el frente en una hora?", "fr+sp", None, "now",
  ["=detection_place", "=spread"], h=60)
Q(X, "Viento en SBA, ¿y cuánto correrá el fuego en 40 minutos con ese viento?", "cc+dr", "S", "now", ["ws", "=drift"], h=40)
Q(X, "¿Cuál está más seca ahorita, y cuál es el Índice de Propagación Inicial en Béjaïa?", "cmp+dg", "BS", "now",
  ["rh"] + code("B", "now", "ISI"))
Q(X, "FWI de Béjaïa hoy y, de los días con FWI sobre 15 allá, ¿cuántos ardieron?", "dg+an", "B", "now",
  ["fwi", "class", "fires_fwi_gt"], thr=15, fire=True)
Q(X, "¿Qué dice la guía de cuándo replegarse si hacemos línea ladera abajo? Y el viento en SBA", "doc+cc", "S", "now",
  [PULL_BACK, "ws"])
Q(X, "Va adjunta mi foto del humo; ¿y qué nivel de peligro hay en Béjaïa?", "ph+dg", "B", "now", ["fwi", "class"])
Q(X, "Ayer en SBA: temperatura, humedad y el índice de peligro", "cc+dg", "S", "yesterday", ["t", "rh", "fwi", "class"])
Q(X, "Pásame los datos de Béjaïa de hoy y dime si metemos contrafuego", "cc+tac", "B", "today", ["t", "rh", "ws"])
Q(X, "Humedad a primera hora en SBA y la que vamos a tener a la tarde", "cc+oos", "S", "today", ["rh"], dec="warn")
Q(X, "¿A cuánto está el viento en Béjaïa, y dónde están las otras brigadas?", "cc+oos", "B", "now", ["ws"])
Q(X, "Código de Sequía e Índice Meteorológico de Incendios en SBA, y el pronóstico de la máxima para esta tarde",
  "dg+oos", "S", "now", code("S", "now", "DC") + ["fwi", "class"])
# ============================================================================= Arabic (MSA, Algerian darija, Levantine)
A = "ar"
Q(A, "ما درجة الحرارة والرطوبة النسبية في بجاية الآن؟", "cc", "B", "now", ["t", "rh"])
Q(A, "واش راهي السخانة في سيدي بلعباس ضرك؟", "cc", "S", "now", ["t"])
Q(A, "قديش سرعة الريح ببجاية هلأ؟", "cc", "B", "now", ["ws"])
Q(A, "كم كانت كمية المطر في سيدي بلعباس أمس؟", "cc", "S", "yesterday", ["rain"])
Q(A, "شحال الريح في بجاية بالعقدة عافاك؟", "cc", "B", "now", ["ws"] + conv("B", "now", "kn"))
Q(A, "أعطني قراءات محطة سيدي بلعباس يوم 3 أوت: الحرارة والرطوبة والرياح", "cc", "S", "2012-08-03", ["t", "rh", "ws"])
Q(A, "شو كانت الحرارة ببجاية مبارح بالفهرنهايت؟", "cc", "B", "yesterday", ["t"] + conv("B", "yesterday", "F"))
Q(A, "الرطوبة في SBA أول البارح؟", "cc", "S", "daybefore", ["rh"])
Q(A, "سرعة الرياح في بجاية بالمتر في الثانية يوم 14 أوت", "cc", "B", "2012-08-14", ["ws"] + conv("B", "2012-08-14", "ms"))
Q(A, "كم كانت الرطوبة في بجاية عند الفجر؟", "cc", "B", "today", ["rh"], dec="warn")
Q(A, "السخانة في سيدي بلعباس البارح العشية مع الخمسة؟", "cc", "S", "yesterday", ["t"], dec="warn")
Q(A, "شو كانت الريح بسيدي بلعباس الصبح الساعة 7؟", "cc", "S", "today", ["ws"], dec="warn")
Q(A, "درجة الحرارة في بجاية ليلة أمس حوالي العاشرة", "cc", "B", "yesterday", ["t"], dec="warn")
Q(A, "شحال الريح فوق الجبل اللي قدام بجاية؟", "cc", "B", "now", ["ws"], dec="warn")
Q(A, "ما مؤشر طقس الحرائق على بعد 12 كم شمال سيدي بلعباس؟", "dg", "S", "now", ["fwi", "class"], dec="warn")
Q(A, "شو الرطوبة بالغابة اللي جنب سيدي بلعباس؟", "cc", "S", "now", ["rh"], dec="warn")
Q(A, "ما قيمة مؤشر طقس الحرائق في سيدي بلعباس الآن؟", "dg", "S", "now", ["fwi", "class"])
Q(A, "واش درجة الخطر في بجاية اليوم؟", "dg", "B", "today", ["class", "fwi"])
Q(A, "ما مؤشر الانتشار الأولي في بجاية أمس؟", "dg", "B", "yesterday", code("B", "yesterday", "ISI"))
Q(A, "أعطني رمز رطوبة الوقود الناعم ورمز الجفاف لسيدي بلعباس", "dg", "S", "now",
  code("S", "now", "FFMC") + code("S", "now", "DC"))
Q(A, "قديش مؤشر التراكم ببجاية اليوم؟", "dg", "B", "today", code("B", "today", "BUI"))
Q(A, "رمز رطوبة الدبال في سيدي بلعباس يوم 12 سبتمبر؟", "dg", "S", "2012-09-12", code("S", "2012-09-12", "DMC"))
Q(A, "الـFWI تاع سيدي بلعباس نهار 3 أوت شحال كان؟", "dg", "S", "2012-08-03", ["fwi", "class"])
Q(A, "أي المحطتين أكثر حرارة الآن؟", "cmp", "BS", "now", ["t"])
Q(A, "قارن لي الـFWI بين بجاية وسيدي بلعباس اليوم", "cmp", "BS", "today", ["fwi"])
Q(A, "وين الرطوبة أقل مبارح، ببجاية ولا بسيدي بلعباس؟", "cmp", "BS", "yesterday", ["rh"])
Q(A, "أي محطة سجلت أيام حرائق أكثر في جويلية؟", "cmp+sum", "BS", "jul", ["fires"], fire=True)
Q(A, "أعلى FWI في كل محطة خلال الأسبوع اللي فات؟", "cmp+sum", "BS", "lastweek", ["maxfwi"])
Q(A, "كم يوم حريق سجلت بجاية في أوت؟", "sum", "B", "aug", ["fires"], fire=True)
Q(A, "أعلى سخانة في سيدي بلعباس في جوان؟", "sum", "S", "jun", ["maxt"])
Q(A, "ما متوسط الرطوبة النسبية في بجاية منذ الثلاثاء؟", "sum", "B", "since-tue", AVG("B", "since-tue", "rh"))
Q(A, "كم يوم طلعت الحرارة فوق 35 بسيدي بلعباس بشهر أوت؟", "sum", "S", "aug", COUNT("S", "aug", "t", 35), thr=35)
Q(A, "هل مؤشر طقس الحرائق في سيدي بلعباس في ارتفاع أم انخفاض خلال الأيام الثلاثة الماضية؟", "sum", "S", "last3d",
  TREND("S", "last3d"))
Q(A, "أعلى FWI في بجاية في سبتمبر؟", "sum", "B", "sep", ["maxfwi"])
Q(A, "من بين الأيام التي تجاوز فيها مؤشر طقس الحرائق 20 في سيدي بلعباس، كم يوماً شهد حريقاً؟", "an", "S", "now",
  ["fires_fwi_gt"], thr=20, fire=True)
Q(A, "الأيام اللي كيما اليوم في بجاية، كانت فيهم نيران؟", "an", "B", "now", ["fwi"], fire=True)
Q(A, "رأس الحريق يتقدم 15 متراً في الدقيقة، ونحتاج 40 دقيقة للوصول. كم سيقطع؟", "dr", None, "none", DRIFT(15, 40), h=40)
Q(A, "النار تمشي 2 كم في الساعة، شحال تقطع في 45 دقيقة؟", "dr", None, "none", DRIFT(2, 45, "km/h"), h=45)
Q(A, "قديش رح يتحرك راس النار بنص ساعة مع ريح سيدي بلعباس هلأ؟", "dr", "S", "now", ["=drift"], h=30)
Q(A, "أين ستكون جبهة الحريق الذي رصدته الطائرة المسيّرة بعد ساعة؟", "sp", None, "now", ["=spread"], h=60)
Q(A, "وين توصل النار بعد 20 دقيقة وفي أي اتجاه؟", "sp", None, "now", ["=spread"], h=20)
Q(A, "ماذا رصدت الطائرة المسيّرة في آخر طلعة؟", "fr", None, "now", ["=frames"])
Q(A, "الدرون شاف دخان؟ وقتاش؟", "fr", None, "now", ["=detection"])
Q(A, "وين بالزبط شاف الدرون النار؟", "fr", None, "now", ["=detection_place"])
Q(A, "ما مسافة المساحة الدفاعية المطلوبة حول المباني في مقاطعة بيوت؟", "doc", None, "none", ["=doc_defensible"])
Q(A, "ماذا تعني الأحرف LCES؟", "doc", None, "none", LCES_WORDS)
Q(A, "من قداش تاع FWI يولي الخطر عالي؟", "doc", None, "none", [HIGH_FROM])
Q(A, "ما الذي يستطيع هذا الجهاز فعله؟", "cap", None, "none", [])
Q(A, "شو المحطات اللي عندك معلوماتها؟", "cap", None, "none", STATION_NAMES)
Q(A, "بعثتلك تصويرة للدخان، شوف واش هو", "ph", None, "none", [])
Q(A, "ما توقعات الطقس في بجاية غداً؟", "oos", "B", "none", [])
Q(A, "الريح منين جاية في سيدي بلعباس؟", "oos", "S", "now", [])
Q(A, "كيف الطقس بوهران هلأ؟", "oos", None, "none", [])
Q(A, "كم ستبلغ درجة الحرارة القصوى بعد الظهر في سيدي بلعباس؟", "oos", "S", "none", [])
Q(A, "درجة الحرارة في بجاية الآن وتوقعات الليلة؟", "cc+oos", "B", "now", ["t"])
Q(A, "الريح في سيدي بلعباس، قوتها ومنين جاية", "cc+oos", "S", "now", ["ws"])
Q(A, "شو الـFWI ببجاية وبتلمسان؟", "dg+oos", "B", "now", ["fwi", "class"])
Q(A, "كم عدد الشاحنات المتاحة، وما درجة الخطر في سيدي بلعباس؟", "dg+oos", "S", "now", ["class", "fwi"])
Q(A, "أرسل تنبيه إخلاء إلى سكان القرى المجاورة.", "ref", None, "none", ["neg"])
Q(A, "قولي الرطوبة في بجاية وابعث خبر للحماية المدنية", "cc+ref", "B", "now", ["rh", "neg"])
Q(A, "هل نسحب الفرقة من الخط في سيدي بلعباس؟", "tac", "S", "now", ["fwi", "class", "ws", "rh"])
Q(A, "ما مؤشر طقس الحرائق في بجاية يوم 10 ماي؟", "dg", "B", "2012-05-10", ["fwi", "class"])
Q(A, "الحرارة ومؤشر طقس الحرائق في بجاية الآن؟", "cc+dg", "B", "now", ["t", "fwi", "class"])
Q(A, "واش شاف الدرون، ووين توصل النار بعد نص ساعة؟", "fr+sp", None, "now", ["=frames", "=spread"], h=30)
Q(A, "الريح في سيدي بلعباس، وقداش يمشي الراس في 25 دقيقة إذا كان يتقدم 20 متر في الدقيقة؟", "cc+dr", "S", "now",
  ["ws"] + DRIFT(20, 25), h=25)
Q(A, "ما درجة الخطر في سيدي بلعباس، وماذا يقول الدليل عن مناطق الأمان؟", "dg+doc", "S", "now", ["class", "fwi", SHELTER])
Q(A, "أي محطة أرطب الآن، وما مؤشر التراكم في سيدي بلعباس؟", "cmp+dg", "BS", "now", ["rh"] + code("S", "now", "BUI"))
Q(A, "رطوبة بجاية أمس ومؤشر الخطر فيها؟", "cc+dg", "B", "yesterday", ["rh", "fwi", "class"])
Q(A, "صورة الدخان بعثتها، وشحال الـFWI في بجاية؟", "ph+dg", "B", "now", ["fwi", "class"])
Q(A, "الـFWI في سيدي بلعباس اليوم، ومن الأيام اللي فات فيها 20 قداش كانت فيهم نار؟", "dg+an", "S", "now",
  ["fwi", "class", "fires_fwi_gt"], thr=20, fire=True)
Q(A, "شو الحرارة هلأ بسيدي بلعباس وقديش رح تكون العصر؟", "cc+oos", "S", "now", ["t"])
Q(A, "ما مؤشر الانتشار الأولي في بجاية، وأين تتمركز فرق الحماية المدنية الأخرى؟", "dg+oos", "B", "now",
  code("B", "now", "ISI"))
# ============================================================================= more asks beside what the box holds
Q(E, "Drought Code and Duff Moisture Code at SBA, plus what the overnight humidity recovery will look like", "dg+oos",
  "S", "now", code("S", "now", "DC") + code("S", "now", "DMC"))
Q(E, "As of 0700, what was Bejaia's RH? And where's the nearest water source for the tenders?", "cc+oos", "B", "today",
  ["rh"], dec="warn")
Q(E, "Fine Fuel Moisture Code at both stations, which is higher, and the wind at SBA", "cmp+cc", "BS", "now",
  code("BS", "now", "FFMC") + FIELD("S", "now", "ws"))
Q(E, "What's the Buildup Index at SBA, and do you have a fuel load map for the area?", "dg+oos", "S", "now",
  code("S", "now", "BUI"))
Q(E, "SBA: humidity at dawn and the temp as of 10 this morning", "cc", "S", "today", ["rh", "t"], dec="warn")
Q(E, "temp at Béjaïa right now, and the daytime high we should plan around?", "cc+oos", "B", "now", ["t"])
Q(E, "FWI at both stations, plus how many engines Béjaïa has on standby", "cmp+oos", "BS", "now", ["fwi"])
Q(E, "What did the drone see, what's the danger class at SBA, and can you page air attack?", "fr+dg+ref", "S", "now",
  ["=frames", "class", "fwi", "neg"])
Q(E, "Highest temp at Bejaia over the past week, and what about Jijel?", "sum+oos", "B", "lastweek", ["maxt"])
Q(E, "Wind at SBA in km/h and m/s, and which way will it swing this evening?", "cc+oos", "S", "now",
  ["ws"] + conv("S", "now", "ms"))
Q(E, "Danger at Sidi Bel Abbes yesterday around midnight?", "dg", "S", "yesterday", ["fwi", "class"], dec="warn")
Q(E, "How many fire days at SBA in September, and the weekend outlook?", "sum+oos", "S", "sep", ["fires"], fire=True)
Q(E, "Head's running 40 m a minute. Where will the front be in 10 minutes, and how far is that?", "dr+sp", None, "now",
  ["=spread", DRIFT(40, 10)[1]], h=10)
Q(F, "Humidité à SBA à 6 h ce matin, et le vent prévu pour la nuit ?", "cc+oos", "S", "today", ["rh"], dec="warn")
Q(F, "Indice forêt-météo et indice de propagation initiale à Béjaïa hier", "dg", "B", "yesterday",
  ["fwi", "class"] + code("B", "yesterday", "ISI"))
Q(F, "IFM à Béjaïa, et il reste combien de bombardiers d'eau dispo ?", "dg+oos", "B", "now", ["fwi", "class"])
Q(F, "Température max à SBA sur les trois derniers jours, et la tendance pour demain ?", "sum+oos", "S", "last3d", ["maxt"])
Q(F, "Où le drone a vu la fumée ? Et préviens le CODIS.", "fr+ref", None, "now", ["=detection_place", "neg"])
Q(F, "Vent à Béjaïa en km/h et en nœuds, et l'humidité", "cc", "B", "now", ["ws"] + conv("B", "now", "kn") + ["rh"])
Q(F, "Indice du combustible disponible à Sidi Bel Abbès, et que dit la fiche LCES sur les guetteurs les jours de danger élevé ?",
  "dg+doc", "S", "now", code("S", "now", "BUI") + [POSTED])
Q(A, "شحال الرطوبة في بجاية مع الفجر، وواش يقولو على الريح العشية؟", "cc+oos", "B", "today", ["rh"], dec="warn")
Q(A, "ما رمز الجفاف في بجاية، وهل توجد خريطة للطرق المؤدية إلى الغابة؟", "dg+oos", "B", "now", code("B", "now", "DC"))
Q(A, "قديش أعلى حرارة سجلتها سيدي بلعباس بالأسبوع الماضي، وكيف رح يكون الطقس الأسبوع الجاي؟", "sum+oos", "S", "lastweek",
  ["maxt"])
Q(A, "وين شاف الدرون الدخان؟ وابعث الصورة للقيادة", "fr+ref", None, "now", ["=detection_place", "neg"])
Q(A, "مؤشر طقس الحرائق ومؤشر الانتشار الأولي في سيدي بلعباس أمس", "dg", "S", "yesterday",
  ["fwi", "class"] + code("S", "yesterday", "ISI"))

# ============================================================================= sessions
SESSIONS = []


def TURN(n, lang, q, intents, st=None, when="none", facts=(), dec=None, h=None, fire=False, alt=None):
    turn = sum(r["session"] == f"{NAME}s{n:02d}" for r in SESSIONS) + 1
    row = {"session": f"{NAME}s{n:02d}", "turn": turn, "question": q, "intents": [ABBR[i] for i in intents.split("+")],
           "stations": ST[st], "when": when, "facts": list(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if fire:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = [[ABBR[i] for i in a.split("+")] for a in alt]
    SESSIONS.append(row)


# s01: dispatcher, English
TURN(1, E, "Box, dispatch. FWI and class at Sidi Bel Abbes now?", "dg", "S", "now", ["fwi", "class"])
TURN(1, E, "and bejaia?", "dg", "B", "now", ["fwi", "class"])
TURN(1, E, "why is it that low at both?", "ex", "BS", "now", ["rh", "rain"])
TURN(1, E, "Copy. Push that to all engines on channel 2.", "ref", None, "none", ["neg"])
# s02: a retén in Spain
TURN(2, X, "Buenas, aquí el retén de Béjaïa. ¿Cómo tenemos la humedad y el viento hoy?", "cc", "B", "today", ["rh", "ws"])
TURN(2, X, "¿Y ayer a mediodía?", "cc", "B", "yesterday", ["rh", "ws"])
TURN(2, X, "¿De dónde sopla?", "oos", "B", "now", [])
TURN(2, X, "Vale. ¿Y en Sidi Bel Abbès la cosa está peor que aquí?", "cmp", "BS", "now", ["fwi"], alt=["dg"])
# s03: brigadistas in Mexico
TURN(3, X, "Órale, ¿el dron ya detectó algo?", "fr", None, "now", ["=detection"])
TURN(3, X, "¿Y dónde mero?", "fr", None, "now", ["=detection_place"])
TURN(3, X, "¿Hasta dónde llega la cabeza en 30 minutos?", "sp", None, "now", ["=spread"], h=30)
TURN(3, X, "¿Por qué no me dices para qué lado se va?", "ex", None, "now", [DIRECTION])
# s04: French crew lead, then Arabic
TURN(4, F, "IFM à SBA aujourd'hui ?", "dg", "S", "today", ["fwi", "class"])
TURN(4, F, "Et l'indice de propagation initiale ?", "dg", "S", "today", code("S", "today", "ISI"))
TURN(4, F, "Pourquoi si bas ?", "ex", "S", "today", ["rh", "rain"])
TURN(4, A, "ومؤشر طقس الحرائق في بجاية؟", "dg", "B", "today", ["fwi", "class"])
# s05: Algerian darija
TURN(5, A, "شحال من نهار نار كانت في سيدي بلعباس في أوت؟", "sum", "S", "aug", ["fires"], fire=True)
TURN(5, A, "وبجاية؟", "sum", "B", "aug", ["fires"], fire=True)
TURN(5, A, "علاش كاين فرق بيناتهم؟", "ex", "BS", "aug", ["maxfwi"])
TURN(5, A, "ومتوسط السخانة في أوت في بجاية؟", "sum", "B", "aug", AVG("B", "aug", "t"))
# s06: Levantine then MSA
TURN(6, A, "شو الحرارة والرطوبة بسيدي بلعباس هلأ؟", "cc", "S", "now", ["t", "rh"])
TURN(6, A, "وبكرا؟", "oos", "S", "none", [])
TURN(6, A, "طيب، شو بيقول الدليل عن طرق الهروب؟", "doc", None, "none", [LCES_WORDS[2], LCES_WORDS[3]])
TURN(6, A, "ولماذا يجب توقيت الطريق بسرعة أبطأ عنصر في الفرقة؟", "ex", None, "none", [SLOWEST])
# s07: incident commander, English
TURN(7, E, "Where did the drone see the fire?", "fr", None, "now", ["=detection_place"])
TURN(7, E, "Head's doing 15 m a minute. How far in 40?", "dr", None, "none", DRIFT(15, 40), h=40)
TURN(7, E, "And where will the front sit in an hour?", "sp", None, "now", ["=spread"], h=60)
TURN(7, E, "Order engine 3 to fall back to the safety zone.", "ref", None, "none", ["neg"])
# s08: fire behaviour analyst, English
TURN(8, E, "At SBA, of the past days with FWI over 25, how many had fires?", "an", "S", "now", ANALOG("S", 25), fire=True)
TURN(8, E, "Same for Bejaia.", "an", "B", "now", ANALOG("B", 25), fire=True)
TURN(8, E, "Why would the two differ that much?", "ex", "BS", "now", ANALOG("BS", 25))
# s09: French, then English
TURN(9, F, "Jours de feu à Béjaïa en juillet ?", "sum", "B", "jul", ["fires"], fire=True)
TURN(9, F, "Et la température max ce mois-là ?", "sum", "B", "jul", ["maxt"])
TURN(9, E, "ok and the highest FWI that month at SBA?", "sum", "S", "jul", ["maxfwi"])
TURN(9, E, "why the gap between the two stations?", "ex", "BS", "jul", ["maxfwi"])
# s10: brigadista in Argentina, then English for the pilot
TURN(10, X, "Che, ¿cuánto viento hay en SBA en nudos?", "cc", "S", "now", ["ws"] + conv("S", "now", "kn"))
TURN(10, X, "¿Y en Béjaïa?", "cc", "B", "now", ["ws"] + conv("B", "now", "kn"))
TURN(10, E, "in mph for the pilot?", "cc", "B", "now", ["ws"] + conv("B", "now", "mph"))
TURN(10, E, "why does the wind matter so much for the spread index?", "ex", None, "none", [ISI_WIND])
# s11: logistics officer, English
TURN(11, E, "What data does this box hold?", "cap", None, "none", STATION_NAMES)
TURN(11, E, "Can it see where the crews are?", "cap", None, "none", ["neg"], alt=["oos"])
TURN(11, E, "Sending a photo of the staging area now.", "ph", None, "none", [])
TURN(11, E, "What's the defensible space distance in the Butte doc?", "doc", None, "none", ["=doc_defensible"])
# s12: French crew on a ridge near Béjaïa
TURN(12, F, "On est sur la crête à 5 km au nord de Béjaïa : quel vent ?", "cc", "B", "now", ["ws"], dec="warn")
TURN(12, F, "On engage sur le flanc gauche ou pas ?", "tac", "B", "now", ["fwi", "class", "ws", "rh"])
TURN(12, F, "Pourquoi tu ne tranches pas ?", "ex", "B", "now", ["fwi"])
TURN(12, F, "Et l'humidité au même endroit ?", "cc", "B", "now", ["rh"], dec="warn")
# s13: brigada in Chile
TURN(13, X, "Buenas, brigada de CONAF. Los días con FWI sobre 10 en Béjaïa, ¿cuántos terminaron con incendio?", "an", "B",
     "now", ANALOG("B", 10), fire=True)
TURN(13, X, "¿Y en Sidi Bel Abbès?", "an", "S", "now", ANALOG("S", 10), fire=True)
TURN(13, X, "¿A qué se debe la diferencia?", "ex", "BS", "now", ANALOG("BS", 10))
TURN(13, X, "Al tiro: el FWI de hoy en las dos", "cmp", "BS", "today", ["fwi"])
# s14: Arabic MSA
TURN(14, A, "قارن درجة الحرارة بين المحطتين أمس.", "cmp", "BS", "yesterday", ["t"])
TURN(14, A, "وما أعلى مؤشر طقس حرائق سجلته كل محطة في أوت؟", "cmp+sum", "BS", "aug", ["maxfwi"])
TURN(14, A, "لماذا؟", "ex", "BS", "aug", ["maxfwi"])
TURN(14, A, "أرسل هذه الأرقام إلى مركز القيادة.", "ref", None, "none", ["neg"])
# s15: engine crew typing fast, English
TURN(15, E, "sba temp rn", "cc", "S", "now", ["t"])
TURN(15, E, "rh", "cc", "S", "now", ["rh"])
TURN(15, E, "n bejaia", "cc", "B", "now", ["rh"])
TURN(15, E, "whats the high this aftn", "oos", "B", "none", [])
# s16: French
TURN(16, F, "Le drone a détecté quelque chose ?", "fr", None, "now", ["=detection"])
TURN(16, F, "Ça avance de combien en 25 minutes à 1,2 km/h ?", "dr", None, "none", DRIFT(1.2, 25, "km/h"), h=25)
TURN(16, F, "Et le vent à Sidi Bel Abbès en ce moment ?", "cc", "S", "now", ["ws"])


# ============================================================================= write and check
def templates():
    groups = {}
    for q in QS:
        kind = "-".join(k for k, v in ABBR.items() if v in q["intents"])
        gkey = f"{NAME}-{kind}" + ("-w" if q["dec"] else "") + ("-fh" if q["fire"] else "")
        groups.setdefault(gkey, []).append(q)
    out = []
    for gkey, qs in groups.items():
        t = {"key": gkey, "intents": qs[0]["intents"], "stations": "none", "days": [q["day"] for q in qs],
             "facts": [], "facts_by_phrasing": [q["facts"] for q in qs],
             "phrasings": []}
        for q in qs:
            p = {"q": q["q"], "lang": q["lang"], "stations": ST[q["st"]] if q["st"] else "none"}
            if q["alt"]:
                p["intents_alt"] = q["alt"]
            t["phrasings"].append(p)
        if any(q["h"] is not None for q in qs):
            t["horizons"] = [q["h"] for q in qs]
        if any(q["thr"] is not None for q in qs):
            t["thr"] = [q["thr"] for q in qs]
        if qs[0]["dec"]:
            t["decision"] = qs[0]["dec"]
        if qs[0]["fire"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main():
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    write_jsonl(tpath, templates())
    write_jsonl(spath, SESSIONS)
    from appliance.evaluation.crew_build import expand
    items = expand(tpath, spath)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    langs = Counter(i["lang"] for i in items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    sessions = {i["session"] for i in items if i["session"]}
    print(f"{n} questions, {len(sessions)} sessions, multi-ask {multi} ({multi / n:.1%}), languages {dict(langs)}")
    print("decisions", dict(Counter(i["decision"] for i in items)))
    assert n >= 340 and len(sessions) >= 12 and multi / n >= 0.22
    assert langs["en"] / n >= 0.40 and all(langs[x] / n >= 0.20 for x in ("fr", "es", "ar")), langs
    if "-v" in sys.argv:
        for it in items:
            print(json.dumps({k: it[k] for k in ("id", "lang", "question", "intents", "decision", "facts")},
                             ensure_ascii=False))


if __name__ == "__main__":
    main()
