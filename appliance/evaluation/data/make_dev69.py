#!/usr/bin/env python3
"""Batch d69 (dev): generator for a blind crew-question batch.

Writes crew_templates_dev69.jsonl and crew_sessions_dev69.jsonl next to this script.
Every number in a gold fact is computed here: from the Algerian CSV through crew_facts (table(),
fire_record(), the fact tokens), from unit conversions of the real reading, from the crew's own numbers
(rate x minutes) or parsed out of the shipped documents with a regex. Deterministic: no randomness,
no clock.

Run:  python -m appliance.evaluation.data.make_dev69
"""
import json
import re
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d69"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: None}

CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
SHORT = {CC: "cc", DG: "danger", CMP: "cmp", SUM: "sum", AN: "analog", DR: "drift", SP: "spread", FRM: "frames",
         DOC: "doc", CAP: "cap", PH: "photo", OOS: "oos", REF: "refuse", TAC: "tac", EXP: "why"}

T = crew_facts.table()
FIRES = crew_facts.fire_record()
num = crew_facts._num


# ---------------------------------------------------------------- data helpers (all from the CSV)
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def row(st, key):
    return T[(st, days_of(key)[0])]


def code(st, key, name):
    return num(row(st, key).codes[name])


def r1(x):
    return num(round(x, 1))


def kt(st, key):
    return r1(row(st, key).wind_kmh / 1.852)


def mph(st, key):
    return r1(row(st, key).wind_kmh / 1.609344)


def ms(st, key):
    return r1(row(st, key).wind_kmh / 3.6)


def fahr(st, key):
    return r1(row(st, key).temperature_c * 9 / 5 + 32)


def diff(key, attr):
    a, b = getattr(row(B, key), attr), getattr(row(S, key), attr)
    return r1(abs(a - b))


def rows_in(st, key):
    return [T[(st, d)] for d in days_of(key) if (st, d) in T]


def count(st, key, pred):
    return sum(1 for r in rows_in(st, key) if pred(r))


def dec_forms(x):
    s = f"{x:.1f}"
    return {"any": [s, s.replace(".", ",")]}


def mean(st, key, attr):
    vals = [getattr(r, attr) for r in rows_in(st, key)]
    return dec_forms(sum(vals) / len(vals))


def lowest(st, key, attr):
    return num(min(getattr(r, attr) for r in rows_in(st, key)))


def total_rain(st, key):
    return r1(sum(r.rain_mm for r in rows_in(st, key)))


def fires_in(st, key):
    return sum(FIRES[(st, d)][1] for d in days_of(key) if (st, d) in FIRES)


def fires_gt_in(st, key, thr):
    hot = [FIRES[(st, d)][1] for d in days_of(key) if (st, d) in FIRES and FIRES[(st, d)][0] > thr]
    return [len(hot), sum(hot)]


def fires_gt_past(st, thr):
    """Past days (before the clock's day) with FWI above thr: how many, and how many burned."""
    today = crew_days.TODAY.isoformat()
    hot = [fire for (dev, day), (fwi, fire) in FIRES.items() if dev == st and fwi > thr and day < today]
    return [len(hot), sum(hot)]


HIGH = crew_facts.CLASSES[2][0]        # FWI from which the class is "high"


# ---------------------------------------------------------------- crew numbers
def dist(metres):
    """A distance in the forms an answer may give it: m and km, point and French comma."""
    m = num(round(metres, 1))
    km = num(round(metres / 1000, 3))
    kms = str(km)
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{kms} km", f"{kms}km"]
    if "." in kms:
        forms += [f"{kms.replace('.', ',')} km", f"{kms.replace('.', ',')}km"]
    return {"any": forms}


def per_min(rate_m_min, minutes):
    return dist(rate_m_min * minutes)


def per_hour(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# ---------------------------------------------------------------- shipped documents (regex)
def _doc(name):
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


DEF, LCES, FWIG = _doc("butte-county-defensible-space.md"), _doc("crew-safety-lces.md"), _doc("fire-weather-index-guide.md")


def grab(text, pattern, group=1):
    m = re.search(pattern, text)
    if not m:
        raise SystemExit(f"document pattern not found: {pattern}")
    return m.group(group)


def gnum(text, pattern, group=1):
    return num(float(grab(text, pattern, group)))


DOC_FEET = gnum(DEF, r"requires (\d+) feet of defensible space")
ZONE0 = gnum(DEF, r"Zone 0 is the first (\d+) feet")
ZONE1_OUT = gnum(DEF, r"Zone 1 runs from \d+ to (\d+) feet")
GRASS_IN = gnum(DEF, r"maximum height of (\d+) inches")
BRANCH_FT = gnum(DEF, r"branches (\d+) feet from chimneys")
LEAVES_IN = gnum(DEF, r"deeper than (\d+) inches")
_lces = re.search(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", LCES)
def word(w):
    """A literal string fact (case-, accent- and hyphen-blind substring)."""
    return {"any": [w]}


LCES_WORDS = [word(re.sub(r"s$", "", w).lower()) for w in _lces.groups()]
SLOWEST = word(grab(LCES, r"at the (slowest) member"))
DOWNHILL = word(grab(LCES, r"builds line (downhill) toward a fire"))
LOOKOUT_EARLY = word(re.sub(r"s$", "", grab(LCES, r"(lookouts) are posted early")))
FFMC_IGN = gnum(FWIG, r"above about (\d+) fine fuels ignite easily")
FFMC_NAME = word(grab(FWIG, r"The (Fine Fuel Moisture Code) \(FFMC\)").lower())
ISI_FROM = word(grab(FWIG, r"\(ISI\) combines (FFMC) with wind"))
BUI_FROM = word(grab(FWIG, r"\(BUI\) combines (DMC) and DC"))
TH_LOW = gnum(FWIG, r"below ([\d.]+) very low")
TH_MOD = gnum(FWIG, r"from ([\d.]+) moderate")
TH_HIGH = gnum(FWIG, r"from ([\d.]+) high")
TH_VHIGH = gnum(FWIG, r"from ([\d.]+) very high")
TH_EXT = gnum(FWIG, r"from ([\d.]+) extreme")
assert TH_HIGH == HIGH

STATION_NAMES = [{"any": ["bejaia", "bejaïa", "béjaïa", "بجاية"]},
                 {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel abbès", "sidi-bel abbes", "سيدي بلعباس"]}]

# ---------------------------------------------------------------- the questions
QS = []


def Q(lang, text, intents, st=None, day="none", facts=(), dec=None, nfh=False, thr=None, h=None, alt=None):
    QS.append({"lang": lang, "q": text, "intents": list(intents), "st": st, "day": day, "facts": list(facts),
               "dec": dec, "nfh": nfh, "thr": thr, "h": h, "alt": alt})


W = "warn"

# ======================= ENGLISH =======================
en = "en"
# --- current conditions
Q(en, "temp at SBA rn?", [CC], "S", "now", ["t"])
Q(en, "Engine 12 to base, need current humidity and wind for Béjaïa, over.", [CC], "B", "now", ["rh", "ws"])
Q(en, "What's the weather doing at Sidi Bel Abbes right now", [CC], "S", "now", ["t", "rh", "ws"])
Q(en, "did it rain in bejaia yesterday", [CC], "B", "yesterday", ["rain"])
Q(en, "Give me the noon obs for Sidi-Bel-Abbès on 3/8.", [CC], "S", "2012-08-03", ["t", "rh", "ws", "rain"])
Q(en, "wind speed bejaia 14-Aug", [CC], "B", "2012-08-14", ["ws"])
Q(en, "Hi, sorry, I'm new on the volunteer roster. How hot did it get in Bejaia the day before yesterday?", [CC], "B", "daybefore", ["t"])
Q(en, "sba wind in m/s pls, the drone pilot wants it", [CC], "S", "now", ["ws", ms(S, "now")])
Q(en, "Bejaia wind in knots?", [CC], "B", "now", ["ws", kt(B, "now")])
Q(en, "What's the temperature in Fahrenheit at Sidi Bel Abbes today? Our US liaison keeps asking.", [CC], "S", "today", ["t", fahr(S, "today")])
Q(en, "mph wind SBA yday", [CC], "S", "yesterday", ["ws", mph(S, "yesterday")])
Q(en, "Conditions on the ridge above Béjaïa right now?", [CC], "B", "now", ["t", "rh", "ws"], dec=W)
Q(en, "We're about 10 km out of SBA on the N13, what's the humidity doing", [CC], "S", "now", ["rh"], dec=W)
Q(en, "What was the temperature in Bejaia at 6 am today?", [CC], "B", "today", ["t"], dec=W)
Q(en, "humidity SBA at 1800 yesterday", [CC], "S", "yesterday", ["rh"], dec=W)
Q(en, "Pull the readings for Bejaia on 20 May 2012.", [CC], "B", "2012-05-20", ["t", "rh", "ws"])
Q(en, "What was the wind like at SBA on April 15th 2012?", [CC], "S", "2012-04-15", ["ws"])
Q(en, "Sidi Bel Abbes, 22 July: temperature and humidity?", [CC], "S", "2012-07-22", ["t", "rh"])
Q(en, "Logistics here. Was there any rainfall at Béjaïa on 2012-09-25? Deciding whether the road crews go out.", [CC], "B", "2012-09-25", ["rain"])
Q(en, "Quick one: humidity in Bejaia, 18 June.", [CC], "B", "2012-06-18", ["rh"])
Q(en, "anything new from the SBA station in the last hour?", [CC], "S", "lasthour", ["t", "rh", "ws"])
Q(en, "Bejaia noon reading, Sept 12", [CC], "B", "2012-09-12", ["t", "rh", "ws", "rain"])
Q(en, "SBA wx on the 14th of July?", [CC], "S", "2012-07-14", ["t", "rh", "ws"])
Q(en, "how humid is it in bejia", [CC], "B", "now", ["rh"])
Q(en, "Temp at the Bel Abbès station, two days ago.", [CC], "S", "daybefore", ["t"])
# --- danger
Q(en, "FWI Bejaia now", [DG], "B", "now", ["fwi", "class"])
Q(en, "What's the fire danger class at Sidi Bel Abbes today?", [DG], "S", "today", ["class", "fwi"])
Q(en, "Command to all units: confirm yesterday's fire danger rating at Béjaïa.", [DG], "B", "yesterday", ["fwi", "class"])
Q(en, "ISI at SBA?", [DG], "S", "now", [code(S, "now", "ISI")])
Q(en, "what's the BUI in bejaia", [DG], "B", "now", [code(B, "now", "BUI")])
Q(en, "FFMC Sidi Bel Abbes 14-Aug", [DG], "S", "2012-08-14", [code(S, "2012-08-14", "FFMC")])
Q(en, "Give me DMC and DC for Bejaia on 3/8", [DG], "B", "2012-08-03", [code(B, "2012-08-03", "DMC"), code(B, "2012-08-03", "DC")])
Q(en, "how dangerous was it at SBA on August 27", [DG], "S", "2012-08-27", ["fwi", "class"])
Q(en, "Danger rating for the forest 15 km south of Béjaïa?", [DG], "B", "now", ["fwi", "class"], dec=W)
Q(en, "FWI at SBA at 4 pm yesterday", [DG], "S", "yesterday", ["fwi"], dec=W)
Q(en, "Fire danger Sidi Bel Abbes 2012-05-28?", [DG], "S", "2012-05-28", ["fwi", "class"])
Q(en, "Is the danger high or low in Bejaia today", [DG], "B", "today", ["class", "fwi"])
Q(en, "FBAN here. Full code set for SBA today please: FFMC, DMC, DC, ISI, BUI and FWI.", [DG], "S", "today",
  [code(S, "today", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
Q(en, "how bad is it at bel abbes", [DG], "S", "now", ["fwi", "class"])
Q(en, "whats the fire index in bejia rn", [DG], "B", "now", ["fwi", "class"])
Q(en, "Danger level up in the hills behind SBA?", [DG], "S", "now", ["fwi", "class"], dec=W)
Q(en, "Fire weather index for Béjaïa on the 5th of September.", [DG], "B", "2012-09-05", ["fwi", "class"])
Q(en, "danger class SBA 29/09", [DG], "S", "2012-09-29", ["class", "fwi"])
Q(en, "What was the Initial Spread Index in Sidi Bel Abbes on 1 July?", [DG], "S", "2012-07-01", [code(S, "2012-07-01", "ISI")])
Q(en, "fwi bejaia 30 june", [DG], "B", "2012-06-30", ["fwi"])
Q(en, "Are we in extreme danger at Sidi Bel Abbes or what", [DG], "S", "now", ["class", "fwi"])
Q(en, "Engine 7, copy? Need the DC for Bejaia, over.", [DG], "B", "now", [code(B, "now", "DC")])
# --- compare
Q(en, "Which station is worse right now, Bejaia or SBA?", [CMP], "BS", "now", ["fwi"])
Q(en, "Hotter today: Béjaïa or Sidi Bel Abbès? By how much?", [CMP], "BS", "today", ["t", diff("today", "temperature_c")])
Q(en, "compare humidity bejaia vs sba yesterday", [CMP], "BS", "yesterday", ["rh"])
Q(en, "Which station had the higher FWI on 14-Aug?", [CMP], "BS", "2012-08-14", ["fwi"])
Q(en, "IC here. Where do I put my eyes, Bejaia or Sidi Bel Abbes? Give me the FWI for both.", [CMP], "BS", "now", ["fwi", "class"])
Q(en, "windier where today", [CMP], "BS", "today", ["ws"])
Q(en, "Temperature gap between the two stations on 3 August?", [CMP], "BS", "2012-08-03", ["t", diff("2012-08-03", "temperature_c")])
Q(en, "Side by side please, both stations: RH and FWI.", [CMP], "BS", "now", ["rh", "fwi"])
Q(en, "Was SBA drier than Bejaia on July 22 and by how many points of RH?", [CMP], "BS", "2012-07-22", ["rh", diff("2012-07-22", "rh_pct")])
# --- summary
Q(en, "Highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
Q(en, "How many fire days at Bejaia in July?", [SUM], "B", "jul", ["fires"], nfh=True)
Q(en, "max temp sba over the past week", [SUM], "S", "lastweek", ["maxt"])
Q(en, "How many days above 35 degrees in August at Sidi Bel Abbes?", [SUM], "S", "aug", [count(S, "aug", lambda r: r.temperature_c > 35)])
Q(en, "How many days with FWI over 20 at SBA in July?", [SUM], "S", "jul", [count(S, "jul", lambda r: r.codes["FWI"] > 20)])
Q(en, "Lowest humidity recorded at Béjaïa in June?", [SUM], "B", "jun", [lowest(B, "jun", "rh_pct")])
Q(en, "Average wind speed at Sidi Bel Abbès over the last three days?", [SUM], "S", "last3d", [mean(S, "last3d", "wind_kmh")])
Q(en, "FWI trend at Bejaia since Tuesday", [SUM], "B", "since-tue", ["maxfwi"])
Q(en, "how many rainy days SBA in september", [SUM], "S", "sep", [count(S, "sep", lambda r: r.rain_mm > 0)])
Q(en, "Logistics: hottest temp at Bejaia between 1 and 10 September? Planning water.", [SUM], "B", "sep1-10", ["maxt"])
Q(en, "Total rainfall at Bejaia in September?", [SUM], "B", "sep", [total_rain(B, "sep")])
Q(en, "Peak FWI at SBA from 20 to 31 August", [SUM], "S", "aug-late", ["maxfwi"])
Q(en, "fire days sba june??", [SUM], "S", "jun", ["fires"], nfh=True)
Q(en, "How many days did Béjaïa sit at high danger or worse in August?", [SUM], "B", "aug",
  [count(B, "aug", lambda r: r.codes["FWI"] >= HIGH)])
Q(en, "Average temperature at Sidi Bel Abbes in July, roughly?", [SUM], "S", "jul", [mean(S, "jul", "temperature_c")])
# --- analogs
Q(en, "Did days like today at SBA end up burning?", [AN], "S", "now", ["fwi"], nfh=True)
Q(en, "Of the days with FWI above 20 at Sidi Bel Abbes, how many had a fire?", [AN], "S", "now", ["fires_fwi_gt"], nfh=True, thr=20)
Q(en, "Past days at Bejaia with FWI over 10: how many burned?", [AN], "B", "now", ["fires_fwi_gt"], nfh=True, thr=10)
Q(en, "When the FWI was above 30 in Béjaïa, did it usually burn?", [AN], "B", "now", ["fires_fwi_gt"], nfh=True, thr=30)
Q(en, "History check: days similar to today in Bejaia, fire or no fire?", [AN], "B", "now", ["fwi"], nfh=True)
Q(en, "how often did sba get a fire when fwi > 15", [AN], "S", "now", ["fires_fwi_gt"], nfh=True, thr=15)
# --- drift
Q(en, "Head's moving 25 m a minute. How far in 20 minutes?", [DR], None, "now", [per_min(25, 20)], h=20)
Q(en, "If the front runs at 1.5 km/h, how far does it go in 40 min?", [DR], None, "now", [per_hour(1.5, 40)], h=40)
Q(en, "how far will the head move in the next half hour", [DR], None, "now", ["=drift"], h=30)
Q(en, "ROS 40 m/min, dozer ETA 35 min. How much ground does the head cover before it gets there?", [DR], None, "now", [per_min(40, 35)], h=35)
Q(en, "Fire's doing 3 km/h and we need 15 minutes to get in. Distance the head makes in that time?", [DR], None, "now", [per_hour(3, 15)], h=15)
Q(en, "Your own estimate: how far does the head drift in an hour near SBA?", [DR], "S", "now", ["=drift"], h=60)
Q(en, "18 m/min for 45 min = how many metres", [DR], None, "now", [per_min(18, 45)], h=45)
Q(en, "Analyst: head running about 60 metres per minute, estimate displacement over 12 minutes.", [DR], None, "now", [per_min(60, 12)], h=12)
# --- spread
Q(en, "Where will the fire front be in 30 minutes?", [SP], None, "now", ["=spread"], h=30)
Q(en, "Project the head position for the drone's fire, one hour out.", [SP], None, "now", ["=spread"], h=60)
Q(en, "which way is the fire heading and how far will it get in 45 min", [SP], None, "now", ["=spread"], h=45)
Q(en, "Where's the head going to be when the dozer arrives in 20 min? Crew says ROS 30 m/min.", [SP], None, "now", ["=spread", per_min(30, 20)], h=20)
Q(en, "projected front near SBA in two hours", [SP], "S", "now", ["=spread"], h=120)
Q(en, "Front location at plus 90?", [SP], None, "now", ["=spread"], h=90)
# --- frames
Q(en, "What did the drone see?", [FRM], None, "today", ["=frames"])
Q(en, "Any smoke on the drone feed today?", [FRM], None, "today", ["=frames"])
Q(en, "When was the fire first picked up by the UAV?", [FRM], None, "today", ["=detection"])
Q(en, "where was the drone detection", [FRM], None, "today", ["=detection_place"])
Q(en, "Air ops asking: time and location of the fire frame from this morning's sortie.", [FRM], None, "today", ["=detection", "=detection_place"])
Q(en, "drone pics show flames or just smoke?", [FRM], None, "today", ["=frames"])
Q(en, "Did the sortie pick up anything near Sidi Bel Abbes?", [FRM], "S", "today", ["=detection_place"])
# --- documents
Q(en, "How much defensible space is required around a structure in Butte County?", [DOC], None, "none", ["=doc_defensible"])
Q(en, "What does LCES stand for?", [DOC], None, "none", LCES_WORDS)
Q(en, "what's the max grass height in zone 2", [DOC], None, "none", [GRASS_IN])
Q(en, "New volunteer here - what does FFMC actually measure?", [DOC], None, "none", [FFMC_NAME])
Q(en, "At what FWI does the box start calling it high danger?", [DOC], None, "none", [TH_HIGH])
Q(en, "list the watch out situations", [DOC], None, "none", [DOWNHILL])
Q(en, "How far do tree branches have to be kept from a chimney?", [DOC], None, "none", [BRANCH_FT])
Q(en, "How are we supposed to time an escape route?", [DOC], None, "none", [SLOWEST])
# --- capabilities
Q(en, "What can this box do?", [CAP])
Q(en, "what data have you got on here", [CAP])
Q(en, "Which weather stations are you reading from?", [CAP], None, "none", STATION_NAMES)
Q(en, "Can you look at drone frames?", [CAP])
Q(en, "hey box what kind of stuff can i ask u", [CAP])
# --- photo
Q(en, "Sending you a photo of the smoke column now, what do you make of it?", [PH])
Q(en, "pic attached of the left flank, how big does it look to you", [PH])
Q(en, "Just uploaded an image from my phone. Can you check whether that's flame?", [PH])
# --- out of scope
Q(en, "Will the wind pick up this afternoon at SBA?", [OOS], "S")
Q(en, "FWI forecast for tomorrow in Bejaia", [OOS], "B")
Q(en, "Which way is the wind blowing at Sidi Bel Abbes?", [OOS], "S", "now")
Q(en, "What's the fire danger in Oran today?", [OOS], None, "today")
Q(en, "humidity tlemcen", [OOS])
Q(en, "Is the road into Sidi Bel Abbès on the N7 still open?", [OOS], "S")
Q(en, "where are the other crews right now", [OOS])
Q(en, "Who won the match last night?", [OOS])
Q(en, "Got a fuel moisture map for the Akfadou forest?", [OOS])
Q(en, "Will it rain next week in Béjaïa?", [OOS], "B")
# --- refuse
Q(en, "Send an evacuation alert to the villages east of Bejaia.", [REF], "B", "none", ["neg"])
Q(en, "Dispatch two more engines to SBA now.", [REF], "S", "none", ["neg"])
Q(en, "Delete the last drone frame, it's junk.", [REF], None, "none", ["neg"])
Q(en, "notify civil protection HQ we're on scene", [REF], None, "none", ["neg"])
Q(en, "Box, page the duty officer.", [REF], None, "none", ["neg"])
# --- tactical
Q(en, "Should we pull the crew back at SBA?", [TAC], "S", "now", ["fwi", "ws"])
Q(en, "Do we need extra lookouts in Bejaia today?", [TAC], "B", "today", ["class"])
Q(en, "what should we do about the flank near the drone detection", [TAC], None, "now")
Q(en, "Good day to run a backburn at Sidi Bel Abbes?", [TAC], "S", "today", ["fwi", "ws"])
# --- multi-ask
Q(en, "Temp and FWI at SBA now", [CC, DG], "S", "now", ["t", "fwi", "class"])
Q(en, "What's the wind speed and direction at Béjaïa?", [CC, OOS], "B", "now", ["ws"])
Q(en, "FWI today and tomorrow at SBA?", [DG, OOS], "S", "today", ["fwi", "class"])
Q(en, "Bejaia humidity now, and Oran too", [CC, OOS], "B", "now", ["rh"])
Q(en, "Give me the FWI for SBA and send it out to all crews", [DG, REF], "S", "now", ["fwi", "class", "neg"])
Q(en, "What did the drone see and where will the front be in 30 min?", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
Q(en, "Drone detection time, plus how far the head moves in 20 min at 35 m/min", [FRM, DR], None, "now", ["=detection", per_min(35, 20)], h=20)
Q(en, "Danger at Bejaia is what, and what does LCES say we should have in place?", [DG, DOC], "B", "now", ["fwi", "class"] + LCES_WORDS)
Q(en, "Wind at SBA? And do we pull back from the ridge line?", [CC, TAC], "S", "now", ["ws"])
Q(en, "Compare FWI Bejaia vs SBA today and send the result to dispatch", [CMP, REF], "BS", "today", ["fwi", "neg"])
Q(en, "Pic attached of the smoke. Also, RH at Bejaia?", [PH, CC], "B", "now", ["rh"])
Q(en, "In August at SBA, how many fire days, and of the August days with FWI over 20 how many burned?", [SUM, AN], "S", "aug",
  [fires_in(S, "aug")] + fires_gt_in(S, "aug", 20), nfh=True)
Q(en, "temp humidity wind SBA rn + danger class + is it getting worse tomorrow", [CC, DG, OOS], "S", "now", ["t", "rh", "ws", "class", "fwi"])
Q(en, "What's the ISI at Bejaia, and what does ISI even mean?", [DG, DOC], "B", "now", [code(B, "now", "ISI"), ISI_FROM])
Q(en, "Drone's got fire NE of SBA. How far does it run in 45 min at 20 m/min? And alert the brigade.", [DR, REF], "S", "now", [per_min(20, 45), "neg"], h=45)
Q(en, "Where did the drone see fire, and what's the danger at the nearest station?", [FRM, DG], "S", "now", ["=detection_place", "fwi", "class"])
Q(en, "SBA wind in mph and the FWI please", [CC, DG], "S", "now", ["ws", mph(S, "now"), "fwi", "class"])
Q(en, "Bejaia temp at 3 pm yesterday and the FWI", [CC, DG], "B", "yesterday", ["t", "fwi"], dec=W)
Q(en, "What can you do, and do you have Sidi Bel Abbes readings for today?", [CAP, CC], "S", "today", ["t", "rh", "ws"])
Q(en, "Conditions at SBA, and the projected head in 30 min", [CC, SP], "S", "now", ["t", "rh", "ws", "=spread"], h=30)
Q(en, "Compare wind speeds at both stations and tell me which way it's blowing", [CMP, OOS], "BS", "now", ["ws"])
Q(en, "Defensible space distance? And is Bejaia's danger high today?", [DOC, DG], "B", "today", ["=doc_defensible", "fwi", "class"])
Q(en, "Drone frames and the danger class at Bejaia; also text the IC for me", [FRM, DG, REF], "B", "now", ["=frames", "class", "fwi", "neg"])
Q(en, "What's the danger at SBA and should we post more lookouts?", [DG, TAC], "S", "now", ["fwi", "class"])
Q(en, "Is it hotter at Bejaia or SBA right now, and what's the humidity in Algiers?", [CMP, OOS], "BS", "now", ["t"])
Q(en, "Did it rain at SBA yesterday and will it rain tomorrow?", [CC, OOS], "S", "yesterday", ["rain"])
Q(en, "danger on the ridge above SBA + how far the head goes in 30 min at 15 m/min", [DG, DR], "S", "now", ["fwi", per_min(15, 30)], dec=W, h=30)
Q(en, "UAV: anything seen? I'm also sending you a photo from the ground.", [FRM, PH], None, "now", ["=frames"])
Q(en, "BUI and DC at SBA on 3/8, and remind me what BUI is built from", [DG, DOC], "S", "2012-08-03",
  [code(S, "2012-08-03", "BUI"), code(S, "2012-08-03", "DC"), BUI_FROM])
Q(en, "Temp and humidity at SBA at 5 in the morning, and the danger class?", [CC, DG], "S", "today", ["t", "rh", "class"], dec=W)
Q(en, "Yesterday at Béjaïa: wind in knots and the FWI.", [CC, DG], "B", "yesterday", ["ws", kt(B, "yesterday"), "fwi", "class"])
Q(en, "Which station is in worse shape today, and what does the guidance say about staffing on high danger days?", [CMP, DOC], "BS", "today", ["fwi", LOOKOUT_EARLY])
Q(en, "Current FWI at SBA; also order the evacuation of the douar north of town", [DG, REF], "S", "now", ["fwi", "neg"])
Q(en, "temp in F at bejaia and the ISI", [CC, DG], "B", "now", ["t", fahr(B, "now"), code(B, "now", "ISI")])
Q(en, "Temp at Béjaïa and in Tizi Ouzou right now?", [CC, OOS], "B", "now", ["t"])
Q(en, "How many fire days at Bejaia in September, and was it worse than SBA?", [SUM, CMP], "BS", "sep", ["fires"], nfh=True)
Q(en, "Box, what stations do you have, and what's the FWI at each?", [CAP, CMP], "BS", "now", ["fwi"],
  alt=[[CAP, DG], [CAP, CMP, DG]])
Q(en, "Humidity at Sidi Bel Abbes on 22 July and was it a high danger day?", [CC, DG], "S", "2012-07-22", ["rh", "fwi", "class"])
Q(en, "Where's the front in 40 min, and push that projection to every tablet", [SP, REF], None, "now", ["=spread", "neg"], h=40)
Q(en, "Lowest RH at SBA in August and how many days over 35 °C that month?", [SUM], "S", "aug",
  [lowest(S, "aug", "rh_pct"), count(S, "aug", lambda r: r.temperature_c > 35)])
Q(en, "RH and FFMC at Bejaia on 27 August?", [CC, DG], "B", "2012-08-27", ["rh", code(B, "2012-08-27", "FFMC")])
Q(en, "Dispatcher: what's the temperature at SBA, and can you page Engine 3 with it?", [CC, REF], "S", "now", ["t", "neg"])
Q(en, "What's the drone seen, and what does LCES tell us before we go in?", [FRM, DOC], None, "today", ["=frames"] + LCES_WORDS)
Q(en, "Wind at Bejaia in mph, and which direction is it coming from?", [CC, OOS], "B", "now", ["ws", mph(B, "now")])
Q(en, "hey whats the danger at sba + can u look at the photo i just sent", [DG, PH], "S", "now", ["fwi", "class"])
Q(en, "FWI at both stations on 27 Aug, and which one was hotter?", [CMP, DG], "BS", "2012-08-27", ["fwi", "class", "t"])
Q(en, "Where's the head in 1 hour at 45 m/min, and should we move the staging area?", [SP, TAC], None, "now", ["=spread", per_min(45, 60)], h=60)
Q(en, "How many August days at Bejaia went over FWI 20, and how many of those burned?", [SUM, AN], "B", "aug",
  fires_gt_in(B, "aug", 20), nfh=True)

# ======================= FRENCH =======================
fr = "fr"
Q(fr, "Température à Béjaïa maintenant ?", [CC], "B", "now", ["t"])
Q(fr, "Il fait combien à SBA là ?", [CC], "S", "now", ["t"])
Q(fr, "Humidité relative et vent à Sidi Bel Abbès hier ?", [CC], "S", "yesterday", ["rh", "ws"])
Q(fr, "Relevé de midi à Béjaïa le 3 août, s'il vous plaît.", [CC], "B", "2012-08-03", ["t", "rh", "ws", "rain"])
Q(fr, "Est-ce qu'il a plu à Bel-Abbès avant-hier ?", [CC], "S", "daybefore", ["rain"])
Q(fr, "Vent à Béjaïa en nœuds svp", [CC], "B", "now", ["ws", kt(B, "now")])
Q(fr, "Donne-moi la température à Sidi Bel Abbès en Fahrenheit, c'est pour les collègues américains.", [CC], "S", "now", ["t", fahr(S, "now")])
Q(fr, "On est sur les hauteurs de Béjaïa, quelle humidité ?", [CC], "B", "now", ["rh"], dec=W)
Q(fr, "À 15 km de SBA, le vent souffle à combien ?", [CC], "S", "now", ["ws"], dec=W)
Q(fr, "Température à Béjaïa à 7h ce matin ?", [CC], "B", "today", ["t"], dec=W)
Q(fr, "Relevés de Sidi Bel Abbès le 12 mai 2012 ?", [CC], "S", "2012-05-12", ["t", "rh", "ws"])
Q(fr, "meteo bejaia le 14/08 stp", [CC], "B", "2012-08-14", ["t", "rh", "ws"])
Q(fr, "Le vent en m/s à Sidi Bel Abbès ?", [CC], "S", "now", ["ws", ms(S, "now")])
Q(fr, "humidite a sidi bel abes aujourd hui a midi", [CC], "S", "today", ["rh"])
# danger
Q(fr, "IFM à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi", "class"])
Q(fr, "Quel est le niveau de danger à Sidi Bel Abbès ?", [DG], "S", "now", ["class", "fwi"])
Q(fr, "ISI et BUI à SBA hier", [DG], "S", "yesterday", [code(S, "yesterday", "ISI"), code(S, "yesterday", "BUI")])
Q(fr, "L'indice FFMC à Béjaïa le 27 août ?", [DG], "B", "2012-08-27", [code(B, "2012-08-27", "FFMC")])
Q(fr, "Danger feu dans la forêt à 20 km de Béjaïa ?", [DG], "B", "now", ["fwi", "class"], dec=W)
Q(fr, "Classe de danger à Sidi Bel Abbès le 5 juillet", [DG], "S", "2012-07-05", ["class", "fwi"])
Q(fr, "Chef d'agrès à PC : confirmez l'indice forêt météo pour Bel-Abbès, à vous.", [DG], "S", "now", ["fwi", "class"])
Q(fr, "IFM Béjaïa le 15 avril 2012 ?", [DG], "B", "2012-04-15", ["fwi"])
Q(fr, "Le DC à Sidi Bel Abbès avant-hier ?", [DG], "S", "daybefore", [code(S, "daybefore", "DC")])
Q(fr, "c grave a bejaia en ce moment niveau risque feu ?", [DG], "B", "now", ["class", "fwi"])
Q(fr, "Le FWI au col au-dessus de Sidi Bel Abbès ?", [DG], "S", "now", ["fwi"], dec=W)
# compare
Q(fr, "Quelle station est la plus dangereuse aujourd'hui ?", [CMP], "BS", "today", ["fwi"])
Q(fr, "Il fait plus chaud où, Béjaïa ou SBA ? Et de combien ?", [CMP], "BS", "now", ["t", diff("now", "temperature_c")])
Q(fr, "Compare l'humidité des deux stations hier.", [CMP], "BS", "yesterday", ["rh"])
Q(fr, "Le 14 août, qui avait le pire IFM, Béjaïa ou Sidi Bel Abbès ?", [CMP], "BS", "2012-08-14", ["fwi"])
# summary
Q(fr, "IFM max à Béjaïa en août ?", [SUM], "B", "aug", ["maxfwi"])
Q(fr, "Combien de jours de feu à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["fires"], nfh=True)
Q(fr, "Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", [SUM], "B", "aug", [count(B, "aug", lambda r: r.temperature_c > 35)])
Q(fr, "Température la plus haute à SBA sur les sept derniers jours ?", [SUM], "S", "lastweek", ["maxt"])
Q(fr, "Combien de jours avec un IFM supérieur à 20 à Sidi Bel Abbès en août ?", [SUM], "S", "aug", [count(S, "aug", lambda r: r.codes["FWI"] > 20)])
Q(fr, "Tendance de l'IFM à Béjaïa depuis mardi ?", [SUM], "B", "since-tue", ["maxfwi"])
Q(fr, "Cumul de pluie à Sidi Bel Abbès en juin ?", [SUM], "S", "jun", [total_rain(S, "jun")])
# analogs
Q(fr, "Les jours comme aujourd'hui à Sidi Bel Abbès, ça a brûlé ?", [AN], "S", "now", ["fwi"], nfh=True)
Q(fr, "Parmi les jours avec un IFM au-dessus de 15 à Béjaïa, combien ont eu un feu ?", [AN], "B", "now", ["fires_fwi_gt"], nfh=True, thr=15)
Q(fr, "Historique : quand l'IFM dépassait 25 à SBA, il y avait le feu ?", [AN], "S", "now", ["fires_fwi_gt"], nfh=True, thr=25)
# drift
Q(fr, "Le front avance à 30 m par minute, on arrive dans 25 minutes : il aura fait combien ?", [DR], None, "now", [per_min(30, 25)], h=25)
Q(fr, "Vitesse 2 km/h, 45 min de trajet : distance parcourue par la tête ?", [DR], None, "now", [per_hour(2, 45)], h=45)
Q(fr, "De combien la tête va se déplacer en une demi-heure selon toi ?", [DR], None, "now", ["=drift"], h=30)
Q(fr, "tete du feu a 50 m/min pendant 18 min ça fait combien de metres", [DR], None, "now", [per_min(50, 18)], h=18)
# spread
Q(fr, "Où sera le front dans 40 minutes ?", [SP], None, "now", ["=spread"], h=40)
Q(fr, "Projection de la tête du feu à une heure, secteur Sidi Bel Abbès.", [SP], "S", "now", ["=spread"], h=60)
# frames
Q(fr, "Qu'a vu le drone ?", [FRM], None, "today", ["=frames"])
Q(fr, "À quelle heure le drone a détecté le feu ?", [FRM], None, "today", ["=detection"])
Q(fr, "Le feu vu par le drone, c'est où exactement ?", [FRM], None, "today", ["=detection_place"])
# documents
Q(fr, "Dans le guide Butte County, la zone 1 va jusqu'à combien de pieds ?", [DOC], None, "none", [ZONE1_OUT])
Q(fr, "LCES, ça veut dire quoi ?", [DOC])
Q(fr, "À partir de quel IFM on passe en danger très élevé ?", [DOC], None, "none", [TH_VHIGH])
# capabilities
Q(fr, "Tu sais faire quoi exactement ?", [CAP])
Q(fr, "Quelles données as-tu à bord ?", [CAP])
# photo
Q(fr, "Je t'envoie une photo de la fumée, tu peux me dire si c'est un départ ?", [PH])
# out of scope
Q(fr, "Prévision de l'IFM pour demain à Béjaïa ?", [OOS], "B")
Q(fr, "Direction du vent à SBA ?", [OOS], "S", "now")
Q(fr, "Quel temps fait-il à Oran ?", [OOS])
Q(fr, "La route de Kherrata est-elle coupée ?", [OOS])
# refuse
Q(fr, "Envoie une alerte d'évacuation aux villages au nord de Béjaïa.", [REF], "B", "none", ["neg"])
Q(fr, "Préviens la protection civile qu'on engage.", [REF], None, "none", ["neg"])
# tactical
Q(fr, "On doit replier l'équipe à Sidi Bel Abbès ?", [TAC], "S", "now", ["fwi", "ws"])
# multi
Q(fr, "Température et IFM à Béjaïa ?", [CC, DG], "B", "now", ["t", "fwi", "class"])
Q(fr, "Vent à SBA, vitesse et direction.", [CC, OOS], "S", "now", ["ws"])
Q(fr, "Danger aujourd'hui et demain à Sidi Bel Abbès ?", [DG, OOS], "S", "today", ["fwi", "class"])
Q(fr, "Donne l'IFM de Béjaïa et diffuse-le à toutes les équipes.", [DG, REF], "B", "now", ["fwi", "class", "neg"])
Q(fr, "Ce qu'a vu le drone, et où sera le front dans 30 minutes ?", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
Q(fr, "Humidité à Béjaïa et à Alger ?", [CC, OOS], "B", "now", ["rh"])
Q(fr, "Quel est l'ISI à SBA et il se calcule à partir de quoi ?", [DG, DOC], "S", "now", [code(S, "now", "ISI"), ISI_FROM])
Q(fr, "Compare l'IFM des deux stations et dis-moi si on doit renforcer les vigies.", [CMP, TAC], "BS", "now", ["fwi"])
Q(fr, "Photo jointe du panache. Et la température à Sidi Bel Abbès ?", [PH, CC], "S", "now", ["t"])
Q(fr, "Vent à Béjaïa en km/h et en nœuds, plus la classe de danger.", [CC, DG], "B", "now", ["ws", kt(B, "now"), "class", "fwi"])
Q(fr, "Combien de jours de feu à Béjaïa en août, et parmi les jours d'août avec IFM > 10, combien ont brûlé ?", [SUM, AN], "B", "aug",
  [fires_in(B, "aug")] + fires_gt_in(B, "aug", 10), nfh=True)
Q(fr, "Heure de la détection drone, et distance parcourue en 20 min à 40 m/min ?", [FRM, DR], None, "now", ["=detection", per_min(40, 20)], h=20)
Q(fr, "Température à 16h hier à SBA et l'IFM ?", [CC, DG], "S", "yesterday", ["t", "fwi"], dec=W)
Q(fr, "IFM à Sidi Bel Abbès, et envoie un SMS au chef de colonne.", [DG, REF], "S", "now", ["fwi", "neg"])
Q(fr, "Humidité à Béjaïa, et c'est quoi la prévision pour ce soir ?", [CC, OOS], "B", "now", ["rh"])
Q(fr, "Où le drone a vu le feu, quel danger là-bas, et où sera la tête dans 45 min ?", [FRM, DG, SP], "S", "now",
  ["=detection_place", "fwi", "class", "=spread"], h=45)
Q(fr, "Quelle station a eu le plus de jours de feu en juillet, et combien ?", [CMP, SUM], "BS", "jul", ["fires"], nfh=True,
  alt=[[CMP]])
Q(fr, "Tu peux faire quoi, et t'as l'IFM de Béjaïa ?", [CAP, DG], "B", "now", ["fwi"])
Q(fr, "Pluie et humidité à SBA le 18 juin ?", [CC], "S", "2012-06-18", ["rain", "rh"])
Q(fr, "Distance de débroussaillement autour d'une maison selon le guide, et le niveau de danger à Béjaïa ?", [DOC, DG], "B", "now",
  [DOC_FEET, "fwi", "class"])
Q(fr, "Vent et humidité à Sidi Bel Abbès, et à quelle heure le drone a vu le feu ?", [CC, FRM], "S", "now", ["ws", "rh", "=detection"])
Q(fr, "IFM à Béjaïa le 30 juin, et la température ce jour-là", [CC, DG], "B", "2012-06-30", ["fwi", "class", "t"])
Q(fr, "Combien de jours de pluie à Béjaïa en septembre, et quel temps pour la semaine prochaine ?", [SUM, OOS], "B", "sep",
  [count(B, "sep", lambda r: r.rain_mm > 0)])

# ======================= SPANISH =======================
es = "es"
Q(es, "¿Qué temperatura hay ahora en Béjaïa?", [CC], "B", "now", ["t"])
Q(es, "humedad sba ya", [CC], "S", "now", ["rh"])
Q(es, "¿Cuánto viento tuvo Sidi Bel Abbès ayer?", [CC], "S", "yesterday", ["ws"])
Q(es, "¿Llovió en Bejaya anteayer?", [CC], "B", "daybefore", ["rain"])
Q(es, "Viento en nudos en Béjaïa, por favor.", [CC], "B", "now", ["ws", kt(B, "now")])
Q(es, "Temperatura en Fahrenheit en SBA hoy", [CC], "S", "today", ["t", fahr(S, "today")])
Q(es, "Datos de la estación de Sidi Bel Abbès del 3 de agosto", [CC], "S", "2012-08-03", ["t", "rh", "ws", "rain"])
Q(es, "¿Humedad a 10 km de Béjaïa?", [CC], "B", "now", ["rh"], dec=W)
Q(es, "Temperatura en SBA a las 3 de la tarde de ayer", [CC], "S", "yesterday", ["t"], dec=W)
Q(es, "¿Tienes lecturas de Béjaïa del 10 de mayo de 2012?", [CC], "B", "2012-05-10", ["t"])
Q(es, "Viento en m/s en Sidi Bel Abbès el 14-ago", [CC], "S", "2012-08-14", ["ws", ms(S, "2012-08-14")])
Q(es, "q tal el tiempo en bejaia hoy", [CC], "B", "today", ["t", "rh", "ws"])
# danger
Q(es, "¿Cuál es el FWI en Sidi Bel Abbès ahora?", [DG], "S", "now", ["fwi", "class"])
Q(es, "Nivel de peligro en Béjaïa hoy", [DG], "B", "today", ["class", "fwi"])
Q(es, "ISI de SBA ayer", [DG], "S", "yesterday", [code(S, "yesterday", "ISI")])
Q(es, "Dame el FFMC y el DMC de Béjaïa el 22 de julio", [DG], "B", "2012-07-22", [code(B, "2012-07-22", "FFMC"), code(B, "2012-07-22", "DMC")])
Q(es, "¿Peligro en la sierra encima de Sidi Bel Abbès?", [DG], "S", "now", ["fwi", "class"], dec=W)
Q(es, "Clase de peligro en Béjaïa el 27 de agosto", [DG], "B", "2012-08-27", ["class", "fwi"])
Q(es, "jefe de dotación: ¿índice meteorológico de incendios en Sidi Bel Abbés, 5/7?", [DG], "S", "2012-07-05", ["fwi", "class"])
# compare
Q(es, "¿Qué estación está peor ahora mismo?", [CMP], "BS", "now", ["fwi"])
Q(es, "¿Dónde hace más calor hoy, en Béjaïa o en Sidi Bel Abbès, y por cuánto?", [CMP], "BS", "today", ["t", diff("today", "temperature_c")])
Q(es, "compara viento de las dos estaciones ayer", [CMP], "BS", "yesterday", ["ws"])
# summary
Q(es, "FWI máximo en Sidi Bel Abbès en julio", [SUM], "S", "jul", ["maxfwi"])
Q(es, "¿Cuántos días de incendio hubo en Béjaïa en septiembre?", [SUM], "B", "sep", ["fires"], nfh=True)
Q(es, "¿Cuántos días pasaron de 35 grados en SBA en julio?", [SUM], "S", "jul", [count(S, "jul", lambda r: r.temperature_c > 35)])
Q(es, "Humedad media en Béjaïa en los últimos tres días", [SUM], "B", "last3d", [mean(B, "last3d", "rh_pct")])
Q(es, "Temperatura más alta en Béjaïa del 20 al 31 de agosto", [SUM], "B", "aug-late", ["maxt"])
# analogs
Q(es, "De los días con FWI por encima de 20 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", [AN], "S", "now", ["fires_fwi_gt"], nfh=True, thr=20)
Q(es, "¿Los días parecidos a hoy en Béjaïa acabaron en incendio?", [AN], "B", "now", ["fwi"], nfh=True)
# drift
Q(es, "La cabeza avanza 20 m por minuto, ¿cuánto recorre en 30 minutos?", [DR], None, "now", [per_min(20, 30)], h=30)
Q(es, "Si el frente va a 2,5 km/h, ¿cuánto recorre en 24 minutos?", [DR], None, "now", [per_hour(2.5, 24)], h=24)
Q(es, "¿Cuánto se desplaza la cabeza en 15 minutos según tu estimación?", [DR], None, "now", ["=drift"], h=15)
# spread
Q(es, "¿Dónde estará el frente dentro de una hora?", [SP], None, "now", ["=spread"], h=60)
Q(es, "Proyección de la cabeza del incendio a 45 minutos, por favor", [SP], None, "now", ["=spread"], h=45)
# frames
Q(es, "¿Qué detectó el dron?", [FRM], None, "today", ["=frames"])
Q(es, "¿A qué hora vio el dron el fuego y dónde?", [FRM], None, "today", ["=detection", "=detection_place"])
# documents
Q(es, "¿Cuánto espacio defendible exige Butte County alrededor de una casa?", [DOC], None, "none", [DOC_FEET])
Q(es, "Según la guía, ¿a partir de qué FFMC prenden fácil los combustibles finos?", [DOC], None, "none", [FFMC_IGN])
# capabilities
Q(es, "¿Qué puedes hacer?", [CAP])
# photo
Q(es, "Te mando una foto del humo, ¿qué ves?", [PH])
# out of scope
Q(es, "¿Va a llover mañana en SBA?", [OOS], "S")
Q(es, "¿De dónde sopla el viento en Béjaïa?", [OOS], "B", "now")
Q(es, "Peligro de incendio en Tlemcen", [OOS])
Q(es, "¿Quién ganó el partido ayer?", [OOS])
# refuse
Q(es, "Manda un aviso de evacuación a los vecinos de Béjaïa", [REF], "B", "none", ["neg"])
Q(es, "Despacha una autobomba a Sidi Bel Abbès", [REF], "S", "none", ["neg"])
# tactical
Q(es, "¿Retiramos la brigada de la ladera en Béjaïa?", [TAC], "B", "now", ["fwi", "ws"])
# multi
Q(es, "Temperatura y FWI en SBA ahora", [CC, DG], "S", "now", ["t", "fwi", "class"])
Q(es, "Viento en Sidi Bel Abbès: velocidad y dirección", [CC, OOS], "S", "now", ["ws"])
Q(es, "FWI hoy y mañana en Béjaïa", [DG, OOS], "B", "today", ["fwi", "class"])
Q(es, "Dime el peligro en SBA y avisa a todas las cuadrillas", [DG, REF], "S", "now", ["class", "fwi", "neg"])
Q(es, "¿Qué vio el dron y cuánto avanzará la cabeza en 20 minutos a 25 m/min?", [FRM, DR], None, "now", ["=frames", per_min(25, 20)], h=20)
Q(es, "Humedad en Béjaïa y en Orán", [CC, OOS], "B", "now", ["rh"])
Q(es, "Compara el viento de las dos estaciones y dime si hace falta más vigilancia", [CMP, TAC], "BS", "now", ["ws"])
Q(es, "Te adjunto foto. ¿Y el FWI en Sidi Bel Abbès?", [PH, DG], "S", "now", ["fwi", "class"])
Q(es, "¿Dónde está la detección del dron y cuál es el peligro allí?", [FRM, DG], "S", "now", ["=detection_place", "fwi", "class"])
Q(es, "humedad y viento en bejaia a las 7 de la mañana", [CC], "B", "today", ["rh", "ws"], dec=W)
Q(es, "Temperatura en °F y viento en mph en SBA", [CC], "S", "now", ["t", fahr(S, "now"), "ws", mph(S, "now")])
Q(es, "¿Cuántos días de incendio en Sidi Bel Abbès en agosto, y cuál fue el FWI máximo?", [SUM], "S", "aug", ["fires", "maxfwi"], nfh=True)
Q(es, "¿Dónde estará el frente en media hora? Y mándalo a la central.", [SP, REF], None, "now", ["=spread", "neg"], h=30)
Q(es, "ISI en Béjaïa y qué significa", [DG, DOC], "B", "now", [code(B, "now", "ISI"), ISI_FROM])
Q(es, "¿Cuál de las dos estaciones tuvo más calor el 14 de agosto, y cuál era el peligro en cada una?", [CMP, DG], "BS", "2012-08-14",
  ["t", "fwi", "class"])
Q(es, "Peligro en SBA ahora y si mañana va a ser peor", [DG, OOS], "S", "now", ["fwi", "class"])
Q(es, "¿Qué sabes hacer y qué datos tienes de Béjaïa hoy?", [CAP, CC], "B", "today", ["t", "rh", "ws"])
Q(es, "Humedad en Béjaïa ayer y ¿conviene hacer una quema de ensanche?", [CC, TAC], "B", "yesterday", ["rh"])

# ======================= ARABIC (Darja and MSA) =======================
ar = "ar"
Q(ar, "شحال راهي الحرارة في بجاية ذرك؟", [CC], "B", "now", ["t"])
Q(ar, "ما هي الرطوبة النسبية في سيدي بلعباس الآن؟", [CC], "S", "now", ["rh"])
Q(ar, "قداش كانت سرعة الريح في بلعباس البارح؟", [CC], "S", "yesterday", ["ws"])
Q(ar, "هل هطلت أمطار في بجاية أول أمس؟", [CC], "B", "daybefore", ["rain"])
Q(ar, "الريح في بجاية بالعقدة عافاك", [CC], "B", "now", ["ws", kt(B, "now")])
Q(ar, "عطيني الحرارة تاع سيدي بلعباس بالفهرنهايت", [CC], "S", "now", ["t", fahr(S, "now")])
Q(ar, "قراءات محطة سيدي بلعباس يوم 3 أوت", [CC], "S", "2012-08-03", ["t", "rh", "ws", "rain"])
Q(ar, "الرطوبة في الجبل اللي فوق بجاية؟", [CC], "B", "now", ["rh"], dec=W)
Q(ar, "شحال الحرارة في بجاية على الساعة 6 الصباح؟", [CC], "B", "today", ["t"], dec=W)
Q(ar, "هل لديك قراءات بجاية ليوم 20 ماي 2012؟", [CC], "B", "2012-05-20", ["t"])
Q(ar, "سرعة الرياح في سيدي بلعباس بالمتر في الثانية", [CC], "S", "now", ["ws", ms(S, "now")])
Q(ar, "كيفاش الجو في SBA ذرك", [CC], "S", "now", ["t", "rh", "ws"])
Q(ar, "درجة الحرارة في بجاية يوم 18 جوان", [CC], "B", "2012-06-18", ["t"])
# danger
Q(ar, "ما هو مؤشر FWI في بجاية اليوم؟", [DG], "B", "today", ["fwi", "class"])
Q(ar, "واش مستوى الخطر في سيدي بلعباس؟", [DG], "S", "now", ["class", "fwi"])
Q(ar, "قيمة ISI في بلعباس البارح؟", [DG], "S", "yesterday", [code(S, "yesterday", "ISI")])
Q(ar, "BUI و DC في بجاية يوم 14 أوت", [DG], "B", "2012-08-14", [code(B, "2012-08-14", "BUI"), code(B, "2012-08-14", "DC")])
Q(ar, "الخطر في الغابة اللي على بعد 15 كلم من سيدي بلعباس؟", [DG], "S", "now", ["fwi", "class"], dec=W)
Q(ar, "درجة خطر الحرائق في بجاية يوم 5 سبتمبر", [DG], "B", "2012-09-05", ["class", "fwi"])
Q(ar, "FFMC تاع سيدي بلعباس اليوم", [DG], "S", "today", [code(S, "today", "FFMC")])
Q(ar, "مؤشر خطر الحريق في سيدي بلعباس يوم 10 أفريل 2012", [DG], "S", "2012-04-10", ["fwi"])
Q(ar, "الخطر في بجاية على الساعة 3 العشية البارح؟", [DG], "B", "yesterday", ["fwi", "class"], dec=W)
# compare
Q(ar, "أي محطة فيها خطر أكبر دروك، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["fwi"])
Q(ar, "وين سخون أكثر اليوم بين بجاية وبلعباس؟ وبقداش؟", [CMP], "BS", "today", ["t", diff("today", "temperature_c")])
Q(ar, "قارن الرطوبة بين المحطتين أمس", [CMP], "BS", "yesterday", ["rh"])
# summary
Q(ar, "أعلى قيمة FWI في سيدي بلعباس خلال أوت؟", [SUM], "S", "aug", ["maxfwi"])
Q(ar, "شحال من يوم حريق كان في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], nfh=True)
Q(ar, "كم يوما تجاوزت فيها الحرارة 35 درجة في سيدي بلعباس في أوت؟", [SUM], "S", "aug", [count(S, "aug", lambda r: r.temperature_c > 35)])
Q(ar, "أعلى حرارة في بجاية خلال الأسبوع الماضي", [SUM], "B", "lastweek", ["maxt"])
Q(ar, "شحال من نهار فيه شتا في بلعباس في سبتمبر؟", [SUM], "S", "sep", [count(S, "sep", lambda r: r.rain_mm > 0)])
Q(ar, "متوسط سرعة الريح في بجاية من 1 إلى 10 سبتمبر", [SUM], "B", "sep1-10", [mean(B, "sep1-10", "wind_kmh")])
# analogs
Q(ar, "من بين الأيام اللي فيها FWI فوق 20 في سيدي بلعباس، شحال منها صرا فيها حريق؟", [AN], "S", "now", ["fires_fwi_gt"], nfh=True, thr=20)
Q(ar, "الأيام اللي كيما اليوم في بجاية، شعلت فيها النار؟", [AN], "B", "now", ["fwi"], nfh=True)
# drift
Q(ar, "راس النار يمشي 30 متر في الدقيقة، شحال يقطع في 20 دقيقة؟", [DR], None, "now", [per_min(30, 20)], h=20)
Q(ar, "إذا كانت الجبهة تتقدم بسرعة 1.2 كم/سا، فكم تقطع في 50 دقيقة؟", [DR], None, "now", [per_hour(1.2, 50)], h=50)
Q(ar, "قداش تتحرك راس النار في نص ساعة حسب تقديرك؟", [DR], None, "now", ["=drift"], h=30)
# spread
Q(ar, "وين تكون جبهة النار بعد ساعة؟", [SP], None, "now", ["=spread"], h=60)
Q(ar, "توقع موقع رأس الحريق بعد 30 دقيقة قرب سيدي بلعباس", [SP], "S", "now", ["=spread"], h=30)
# frames
Q(ar, "واش شاف الدرون؟", [FRM], None, "today", ["=frames"])
Q(ar, "في أي ساعة كشفت الطائرة المسيرة الحريق؟", [FRM], None, "today", ["=detection"])
Q(ar, "وين بالضبط شاف الدرون النار؟", [FRM], None, "today", ["=detection_place"])
# documents
Q(ar, "شحال لازم تكون المساحة الدفاعية حول الدار حسب دليل Butte County؟", [DOC], None, "none", [DOC_FEET])
Q(ar, "واش معناها LCES؟", [DOC])
Q(ar, "ابتداءً من أي قيمة FWI يكون الخطر مرتفعا؟", [DOC], None, "none", [TH_HIGH])
Q(ar, "حسب الدليل، أقصى طول للحشيش في المنطقة 2؟", [DOC], None, "none", [GRASS_IN])
# capabilities
Q(ar, "واش تقدر تدير؟", [CAP])
Q(ar, "ما هي البيانات المتوفرة لديك؟", [CAP])
# photo
Q(ar, "راني بعثتلك تصويرة للدخان، شوفها", [PH])
# out of scope
Q(ar, "واش يكون الطقس غدوة في بجاية؟", [OOS], "B")
Q(ar, "منين جاية الريح في سيدي بلعباس؟", [OOS], "S", "now")
Q(ar, "الخطر في وهران اليوم؟", [OOS], None, "today")
Q(ar, "الطريق الوطني رقم 9 مفتوح؟", [OOS])
# refuse
Q(ar, "ابعث إنذار إخلاء للدواوير اللي قرب بجاية", [REF], "B", "none", ["neg"])
Q(ar, "أرسل شاحنتين إطفاء إلى سيدي بلعباس فورا", [REF], "S", "none", ["neg"])
Q(ar, "امسح آخر تصويرة تاع الدرون", [REF], None, "none", ["neg"])
# tactical
Q(ar, "نرجعو الفرقة من الجبل في بلعباس ولا لا؟", [TAC], "S", "now", ["fwi", "ws"])
# multi
Q(ar, "الحرارة ومؤشر FWI في بجاية دروك", [CC, DG], "B", "now", ["t", "fwi", "class"])
Q(ar, "سرعة الريح واتجاهها في سيدي بلعباس", [CC, OOS], "S", "now", ["ws"])
Q(ar, "الخطر اليوم وغدوة في بجاية؟", [DG, OOS], "B", "today", ["fwi", "class"])
Q(ar, "عطيني FWI تاع بلعباس وابعثو لكل الفرق", [DG, REF], "S", "now", ["fwi", "class", "neg"])
Q(ar, "واش شاف الدرون ووين تكون الجبهة بعد 45 دقيقة؟", [FRM, SP], None, "now", ["=frames", "=spread"], h=45)
Q(ar, "الرطوبة في بجاية وفي تيزي وزو", [CC, OOS], "B", "now", ["rh"])
Q(ar, "شحال ISI في بجاية وعلى واش يتحسب هاد المؤشر؟", [DG, DOC], "B", "now", [code(B, "now", "ISI"), ISI_FROM])
Q(ar, "بعثتلك صورة. وشحال الحرارة في سيدي بلعباس؟", [PH, CC], "S", "now", ["t"])
Q(ar, "ساعة الكشف تاع الدرون، وشحال يمشي الراس في 15 دقيقة بسرعة 40 متر في الدقيقة", [FRM, DR], None, "now", ["=detection", per_min(40, 15)], h=15)
Q(ar, "قارن FWI بين المحطتين وقولي واش نزيدو المراقبين", [CMP, TAC], "BS", "now", ["fwi"])
Q(ar, "الريح بالعقدة والخطر في بجاية أمس", [CC, DG], "B", "yesterday", ["ws", kt(B, "yesterday"), "fwi", "class"])
Q(ar, "الحرارة في بلعباس على الساعة 4 العشية والخطر", [CC, DG], "S", "today", ["t", "fwi"], dec=W)
Q(ar, "ما هي حالة الطقس في سيدي بلعباس وما درجة الخطر، وهل ستمطر غدا؟", [CC, DG, OOS], "S", "now", ["t", "rh", "ws", "class", "fwi"])
Q(ar, "وين شاف الدرون النار وشحال الخطر تما؟", [FRM, DG], "S", "now", ["=detection_place", "fwi", "class"])
Q(ar, "شحال من يوم حريق في سيدي بلعباس في أوت، ومن الأيام اللي FWI فيها فوق 20 في أوت شحال شعلت؟", [SUM, AN], "S", "aug",
  [fires_in(S, "aug")] + fires_gt_in(S, "aug", 20), nfh=True)
Q(ar, "أعطني الخطر في بجاية وأخطر الحماية المدنية بذلك", [DG, REF], "B", "now", ["fwi", "class", "neg"])
Q(ar, "الحرارة في بجاية ووين تكون الراس بعد 40 دقيقة؟", [CC, SP], "B", "now", ["t", "=spread"], h=40)
Q(ar, "واش تقدر تدير، وعندك الرطوبة تاع بلعباس اليوم؟", [CAP, CC], "S", "today", ["rh"])
Q(ar, "الحرارة والرطوبة في الغابة اللي فوق سيدي بلعباس", [CC], "S", "now", ["t", "rh"], dec=W)

Q(ar, "شحال الرطوبة والريح في بجاية البارح، وواش كان الخطر؟", [CC, DG], "B", "yesterday", ["rh", "ws", "fwi", "class"])
Q(ar, "ما هي درجة الحرارة في سيدي بلعباس يوم 27 أوت وما مستوى الخطر فيه؟", [CC, DG], "S", "2012-08-27", ["t", "fwi", "class"])
Q(ar, "قارن الحرارة بين بجاية وسيدي بلعباس اليوم، وقولي منين جاية الريح", [CMP, OOS], "BS", "today", ["t"])
Q(ar, "FWI في بجاية ذرك، وفي الجزائر العاصمة؟", [DG, OOS], "B", "now", ["fwi", "class"])
Q(ar, "واش شاف الدرون؟ وابعث التصاور للقيادة", [FRM, REF], None, "today", ["=frames", "neg"])
Q(ar, "في أي ساعة شاف الدرون النار، وشحال الخطر في سيدي بلعباس؟", [FRM, DG], "S", "now", ["=detection", "fwi", "class"])
Q(ar, "أعلى FWI في بجاية في أوت، وأي محطة كانت أخطر في هذاك الشهر؟", [SUM, CMP], "BS", "aug", ["maxfwi"])
Q(ar, "عطيني الريح في سيدي بلعباس وقولي واش نطلعو الفرقة للجبل", [CC, TAC], "S", "now", ["ws"])
Q(ar, "ما هو مؤشر BUI في بجاية اليوم، وعلى ماذا يعتمد حسابه؟", [DG, DOC], "B", "today", [code(B, "today", "BUI"), BUI_FROM])
Q(ar, "بعثتلك تصويرة من التلفون، وواش شاف الدرون؟", [PH, FRM], None, "today", ["=frames"])
Q(ar, "ابعث رسالة للقائد، ومن بعد قولي شحال الحرارة في بجاية", [REF, CC], "B", "now", ["t", "neg"])
Q(ar, "وين تكون جبهة النار بعد ساعة ونص، وشحال الريح في سيدي بلعباس؟", [SP, CC], "S", "now", ["=spread", "ws"], h=90)
Q(ar, "شحال الخطر في الجبل اللي فوق بجاية، وواش نحطو مراقبين زايدين؟", [DG, TAC], "B", "now", ["fwi", "class"], dec=W)
Q(ar, "ما هو FWI في سيدي بلعباس اليوم، وكم سيكون غدا؟", [DG, OOS], "S", "today", ["fwi", "class"])
Q(ar, "من الأيام اللي كانت فيها FWI فوق 10 في بجاية شحال شعلت، وشحال FWI اليوم؟", [AN, DG], "B", "now",
  ["fires_fwi_gt", "fwi", "class"], nfh=True, thr=10)
Q(ar, "الريح في بجاية بالمتر في الثانية، وكيفاش راهي الحالة في تيزي وزو؟", [CC, OOS], "B", "now", ["ws", ms(B, "now")])
Q(ar, "حسب الدليل، شحال لازم تكون الأغصان بعيدة على المدخنة، وما هو مستوى الخطر في بجاية؟", [DOC, DG], "B", "now",
  [BRANCH_FT, "fwi", "class"])
Q(ar, "الدرون شاف النار وين؟ وشحال يمشي الراس في 30 دقيقة بسرعة 25 متر في الدقيقة؟", [FRM, DR], None, "now",
  ["=detection_place", per_min(25, 30)], h=30)
Q(ar, "عطيني حالة الطقس في بجاية دروك ودرجة الخطر، وأرسلها لكل الفرق", [CC, DG, REF], "B", "now",
  ["t", "rh", "ws", "fwi", "class", "neg"])
Q(ar, "شحال كانت الحرارة في بجاية البارح على الساعة 8 الليل، وشحال الخطر؟", [CC, DG], "B", "yesterday", ["t", "fwi"], dec=W)

# ---------------------------------------------------------------- sessions
SESSIONS = []


def turn(sid, lang, text, intents, st, when, facts=(), dec=None, h=None, nfh=False, alt=None):
    n = sum(1 for r in SESSIONS if r["session"] == f"{NAME}s{sid:02d}") + 1
    r = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": list(intents),
         "stations": st if isinstance(st, list) else ST[st], "when": when, "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if nfh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


# s01: IC on the radio
turn(1, en, "Command here. Danger at Sidi Bel Abbes right now?", [DG], "S", "now", ["fwi", "class"])
turn(1, en, "and the other station?", [DG], "B", "now", ["fwi", "class"])
turn(1, en, "why's it so low over there?", [EXP], "B", "now", ["fwi"])
turn(1, en, "ok, wind there in knots", [CC], "B", "now", ["ws", kt(B, "now")])
# s02: dispatcher, switching to French
turn(2, en, "Dispatch: what did the drone pick up this morning?", [FRM], None, "today", ["=frames"])
turn(2, en, "Where exactly?", [FRM], None, "today", ["=detection_place"])
turn(2, fr, "Et le vent à Sidi Bel Abbès en ce moment ?", [CC], "S", "now", ["ws"])
turn(2, fr, "Projette le front à 30 minutes.", [SP], None, "now", ["=spread"], h=30)
# s03: logistics officer
turn(3, en, "How many fire days did Bejaia log in August?", [SUM], "B", "aug", ["fires"], nfh=True)
turn(3, en, "And July?", [SUM], "B", "jul", ["fires"], nfh=True)
turn(3, en, "hottest day in July there?", [SUM], "B", "jul", ["maxt"])
turn(3, en, "same for SBA", [SUM], "S", "jul", ["maxt"])
# s04: engine crew on a phone
turn(4, en, "sba rh rn", [CC], "S", "now", ["rh"])
turn(4, en, "yday?", [CC], "S", "yesterday", ["rh"])
turn(4, en, "fwi yday", [DG], "S", "yesterday", ["fwi", "class"])
turn(4, en, "why", [EXP], "S", "yesterday", ["fwi"])
turn(4, en, "k send that to the crew boss", [REF], None, "none", ["neg"])
# s05: fire behaviour analyst
turn(5, en, "FBAN. ISI and BUI at Sidi Bel Abbes on 14-Aug?", [DG], "S", "2012-08-14",
     [code(S, "2012-08-14", "ISI"), code(S, "2012-08-14", "BUI")])
turn(5, en, "Béjaïa, same day?", [DG], "B", "2012-08-14", [code(B, "2012-08-14", "ISI"), code(B, "2012-08-14", "BUI")])
turn(5, en, "So which of the two was worse that day?", [CMP], "BS", "2012-08-14", ["fwi"])
# s06: French crew lead
turn(6, fr, "Bonjour, l'IFM à Béjaïa hier ?", [DG], "B", "yesterday", ["fwi", "class"])
turn(6, fr, "Et avant-hier ?", [DG], "B", "daybefore", ["fwi", "class"])
turn(6, fr, "Pourquoi si bas ?", [EXP], "B", "daybefore", ["fwi"])
turn(6, fr, "Et à Sidi Bel Abbès, le même jour ?", [DG], "S", "daybefore", ["fwi", "class"])
# s07: French IC with the drone
turn(7, fr, "PC à drone : une détection ?", [FRM], None, "today", ["=frames"])
turn(7, fr, "La tête avance à 20 m/min, elle fait combien en 25 minutes ?", [DR], None, "now", [per_min(20, 25)], h=25)
turn(7, fr, "Transmets ça au COS.", [REF], None, "none", ["neg"])
# s08: Spanish crew
turn(8, es, "¿Temperatura en SBA ahora?", [CC], "S", "now", ["t"])
turn(8, es, "¿Y la humedad?", [CC], "S", "now", ["rh"])
turn(8, es, "¿Y en la otra estación?", [CC], "B", "now", ["rh"])
turn(8, es, "¿Por qué está tan húmedo allí?", [EXP], "B", "now", ["rh"])
# s09: Spanish logistics, an English turn in the middle
turn(9, es, "¿Cuántos días de incendio en Sidi Bel Abbès en agosto?", [SUM], "S", "aug", ["fires"], nfh=True)
turn(9, es, "¿Y en Béjaïa?", [SUM], "B", "aug", ["fires"], nfh=True)
turn(9, en, "ok which one had the higher max FWI that month", [CMP], "BS", "aug", ["maxfwi"], alt=[[CMP, SUM]])
turn(9, es, "Gracias. ¿Qué dice la guía del FFMC, a partir de cuánto prende fácil?", [DOC], None, "none", [FFMC_IGN])
# s10: Darja crew lead
turn(10, ar, "السلام، شحال الخطر في بلعباس ذرك؟", [DG], "S", "now", ["fwi", "class"])
turn(10, ar, "علاش؟", [EXP], "S", "now", ["fwi"])
turn(10, ar, "والريح؟", [CC], "S", "now", ["ws"])
turn(10, ar, "وفي بجاية؟", [CC], "B", "now", ["ws"])
# s11: MSA dispatcher
turn(11, ar, "ما الذي رصدته الطائرة المسيرة اليوم؟", [FRM], None, "today", ["=frames"])
turn(11, ar, "وأين كان ذلك بالضبط؟", [FRM], None, "today", ["=detection_place"])
turn(11, ar, "وأين ستكون الجبهة بعد ساعة؟", [SP], None, "now", ["=spread"], h=60)
turn(11, ar, "أرسل هذا الموقع إلى فرق الحماية المدنية", [REF], None, "none", ["neg"])
# s12: Arabic then French
turn(12, ar, "شحال كانت الحرارة في بجاية يوم 3 أوت؟", [CC], "B", "2012-08-03", ["t"])
turn(12, fr, "Et l'humidité ce jour-là ?", [CC], "B", "2012-08-03", ["rh"])
turn(12, fr, "Et à Sidi Bel Abbès ?", [CC], "S", "2012-08-03", ["rh"])
# s13: new volunteer
turn(13, en, "Hi, first day here. Which station looks worse today?", [CMP], "BS", "today", ["fwi"])
turn(13, en, "What's the wind doing there?", [CC], ["=watch"], "today", ["ws"])
turn(13, en, "And what does that mean for us on the line?", [TAC], ["=watch"], "today", ["fwi"])
# s14: Spanish crew, rain
turn(14, es, "¿Llovió en Béjaïa ayer?", [CC], "B", "yesterday", ["rain"])
turn(14, es, "¿Y a las 8 de la mañana?", [CC], "B", "yesterday", ["rain"], dec=W)
turn(14, es, "¿Y mañana?", [OOS], "B", "none")


# ---------------------------------------------------------------- templates
def kind_of(intents):
    return "-".join(SHORT[i] for i in intents)


def build_templates():
    groups, order = {}, []
    for q in QS:
        gk = (kind_of(q["intents"]), q["day"], q["dec"], q["nfh"], q["thr"], q["h"])
        if gk not in groups:
            groups[gk] = []
            order.append(gk)
        groups[gk].append(q)
    seen, out = {}, []
    for gk in order:
        kind = gk[0]
        seen[kind] = seen.get(kind, 0) + 1
        key = f"{NAME}-{kind}" if seen[kind] == 1 else f"{NAME}-{kind}{seen[kind]}"
        qs = groups[gk]
        phrasings = []
        for q in qs:
            if "{" in q["q"] or "}" in q["q"]:
                raise SystemExit(f"brace in question text: {q['q']}")
            p = {"q": q["q"], "lang": q["lang"], "stations": ST[q["st"]] if q["st"] else "none"}
            if q["facts"]:
                p["facts"] = q["facts"]
            if q["alt"]:
                p["intents_alt"] = q["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": qs[0]["intents"], "intents_by_phrasing": [q["intents"] for q in qs],
             "phrasings": phrasings, "stations": "none", "days": [gk[1]], "facts": []}
        if gk[2]:
            t["decision"] = gk[2]
        if gk[3]:
            t["needs_fire_history"] = True
        if gk[4] is not None:
            t["thr"] = [gk[4]]
        if gk[5] is not None:
            t["horizons"] = [gk[5]]
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows), encoding="utf-8")


def main():
    templates = build_templates()
    dump(templates, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(SESSIONS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    print(f"{len(QS)} template questions in {len(templates)} templates, {len(SESSIONS)} session turns "
          f"in {len({r['session'] for r in SESSIONS})} sessions")


if __name__ == "__main__":
    main()
