"""Generator for batch d25 (written blind as the sealed batch, scored once on 73cc339, then moved to dev):
writes crew_templates_dev25.jsonl and crew_sessions_dev25.jsonl here.

Run:  cd /work/main && PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev25.py
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record), from the crew's own
numbers in the question (rate x minutes), or from a regex over the shipped documents.
"""
import json
from decimal import Decimal, ROUND_HALF_UP
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_facts as cf
from appliance.evaluation import crew_days

OUT = Path(__file__).resolve().parent
NAME = "d25"
DOCS = Path("/work/main/edge_data/documents")

B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}
T = cf.table()
FR = cf.fire_record()
TODAY = crew_days.TODAY.isoformat()


def _num(x):
    return int(x) if float(x).is_integer() else x


def rd(x, n=1):
    return _num(round(x, n))


def anyn(*xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return {"any": out} if len(out) > 1 else out[0]


def day(st, d):
    return T[(st, d)]


def code(st, d, c):
    return _num(day(st, d).codes[c])


# ---------- unit conversions of the real reading ----------
def mph(st, d):
    x = day(st, d).wind_kmh / 1.609344
    return anyn(rd(x), round(x))


def knots(st, d):
    x = day(st, d).wind_kmh / 1.852
    return anyn(rd(x), round(x))


def ms(st, d):
    x = day(st, d).wind_kmh / 3.6
    return anyn(rd(x), round(x))


def fahr(st, d):
    x = day(st, d).temperature_c * 9 / 5 + 32
    return anyn(rd(x), round(x))


# ---------- crew-given drift: metres written the ways an answer may write them ----------
def dist(m):
    m = round(m, 1)
    mi = int(round(m))
    forms = [f"{mi} m", f"{mi}m", f"{mi} metres", f"{mi} meters", f"{mi} متر"]
    if mi >= 1000:
        forms += [f"{mi:,} m", f"{mi:,}".replace(",", " ") + " m"]
    k = round(m / 1000, 3)
    kms = [f"{k:g}"]
    if m >= 1000:
        kms.append(str(Decimal(str(k)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)))
    for s in kms:
        forms += [f"{s} km", f"{s}km", f"{s.replace('.', ',')} km"]
    seen = []
    for f in forms:
        if f not in seen:
            seen.append(f)
    return {"any": seen}


def drift_rate(rate_m_min, minutes):
    return dist(rate_m_min * minutes)


def drift_kmh(kmh, minutes):
    return dist(kmh * 1000 / 60 * minutes)


def drift_ft(ft_min, minutes):
    ft = ft_min * minutes
    m = ft * 0.3048
    f = dist(m)
    f["any"] = [f"{ft} ft", f"{ft:,} ft", f"{ft} feet", f"{ft:,} feet"] + f["any"]
    return f


# ---------- window facts computed here ----------
def window_days(key):
    return crew_days.resolve(key, "en", 0)["days"]


def rows(st, key):
    return [T[(st, d)] for d in window_days(key) if (st, d) in T]


def count_t_above(st, key, thr):
    rs = rows(st, key)
    return sum(r.temperature_c > thr for r in rs)


def count_fwi_above(st, key, thr):
    rs = rows(st, key)
    return sum(r.codes["FWI"] > thr for r in rs)


def count_rh_below(st, key, thr):
    rs = rows(st, key)
    return sum(r.rh_pct < thr for r in rs)


def avg(st, key, what):
    rs = rows(st, key)
    vals = [getattr(r, what) if what != "FWI" else r.codes["FWI"] for r in rs]
    x = sum(vals) / len(vals)
    return anyn(rd(x), round(x))


def minv(st, key, what):
    rs = rows(st, key)
    return _num(min(getattr(r, what) if what != "FWI" else r.codes["FWI"] for r in rs))


def rain_total(st, key):
    return anyn(rd(sum(r.rain_mm for r in rows(st, key))))


def rain_days(st, key):
    return sum(r.rain_mm > 0 for r in rows(st, key))


def diff_t(d):
    return rd(abs(day(B, d).temperature_c - day(S, d).temperature_c))


def diff_fwi(d):
    return rd(abs(day(B, d).codes["FWI"] - day(S, d).codes["FWI"]))


# ---------- documents, parsed ----------
DEF = (DOCS / "butte-county-defensible-space.md").read_text()
LCES = (DOCS / "crew-safety-lces.md").read_text()
FWIG = (DOCS / "fire-weather-index-guide.md").read_text()
DEF_FEET = int(re.search(r"requires (\d+) feet of defensible space", DEF).group(1))
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", DEF).group(1))
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEF).groups()
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
CHIMNEY_FT = int(re.search(r"branches (\d+) feet\s+from chimneys", DEF).group(1))
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite", FWIG).group(1))
HIGH_FROM = float(re.search(r"from ([\d.]+)\s+high", FWIG).group(1))
VHIGH_FROM = _num(float(re.search(r"from ([\d.]+)\s+very\s+high", FWIG).group(1)))
EXTREME_FROM = _num(float(re.search(r"from ([\d.]+)\s+extreme", FWIG).group(1)))
VLOW_BELOW = float(re.search(r"below ([\d.]+)\s+very\s+low", FWIG).group(1))
LCES_WORDS = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes) and (Safety zones)", LCES).groups()
SYSTEM_YEAR = int(re.search(r"Van Wagner (\d{4})", FWIG).group(1))
PRC = re.search(r"section (\d{4})", DEF).group(1)

SEEDED = cf.SEEDED
# non-English answers may not carry the English fire word: keep only the seeded time / place
FRAMES_T = SEEDED["frames"][1]
DET_T = SEEDED["detection"][1]
PLACE_ANY = {"any": list(SEEDED["detection_place"][1]["any"]) + ["بلعباس", "بل عباس"]}
STATION_WORDS = {"any": ["bejaia", "sidi bel abbes", "sidi-bel-abbes"]}

# ---------- the questions ----------
KINDS = {}
QS = []


def kind(k, intents, decision=None, nfh=False):
    KINDS[k] = {"intents": intents, "decision": decision, "nfh": nfh}


def add(k, lang, q, st, dk, facts, thr=None, h=None, alt=None):
    QS.append({"kind": k, "lang": lang, "q": q, "st": st, "day": dk, "facts": facts, "thr": thr, "h": h,
               "alt": alt})


kind("cur", ["current_conditions"])
kind("units", ["current_conditions"])
kind("hour", ["current_conditions"], decision="warn")
kind("hourdg", ["danger"], decision="warn")
kind("near", ["current_conditions"], decision="warn")
kind("neardg", ["danger"], decision="warn")
kind("danger", ["danger"])
kind("codes", ["danger"])
kind("curdg", ["current_conditions", "danger"])
kind("cmp", ["compare_stations"])
kind("cmpdg", ["compare_stations", "danger"])
kind("sum", ["summary"])
kind("sumfires", ["summary"], nfh=True)
kind("sumcmp", ["summary", "compare_stations"])
kind("analogs", ["analogs"], nfh=True)
kind("analogsdg", ["analogs", "danger"], nfh=True)
kind("drift", ["drift"])
kind("driftbox", ["drift"])
kind("driftcur", ["drift", "current_conditions"])
kind("driftspread", ["drift", "spread"])
kind("spread", ["spread"])
kind("frames", ["frames"])
kind("framesspread", ["frames", "spread"])
kind("framesdg", ["frames", "danger"])
kind("docs", ["documents"])
kind("docsdg", ["documents", "danger"])
kind("caps", ["capabilities"])
kind("photo", ["photo"])
kind("photodg", ["photo", "danger"])
kind("photocur", ["photo", "current_conditions"])
kind("fcast", ["out_of_scope"])
kind("town", ["out_of_scope"])
kind("winddir", ["out_of_scope"])
kind("offtopic", ["out_of_scope"])
kind("curoos", ["current_conditions", "out_of_scope"])
kind("dgoos", ["danger", "out_of_scope"])
kind("refuse", ["refuse"])
kind("hiddendg", ["danger", "refuse"])
kind("hiddencur", ["current_conditions", "refuse"])
kind("hiddenframes", ["frames", "refuse"])
kind("tactical", ["tactical"])
kind("tacdg", ["tactical", "danger"])
kind("taccur", ["tactical", "current_conditions"])
kind("nodata", ["current_conditions"])
kind("nodatadg", ["danger"])
kind("nodatacmp", ["compare_stations"])

CC = ["t", "rh", "ws", "rain"]
DG = ["fwi", "class"]
Y, DB, TD, NOW = "yesterday", "daybefore", "today", "now"

# ======================= ENGLISH =======================
E = "en"
D1, D2 = "2012-08-14", "2012-08-03"
# --- current conditions: dispatcher / volunteer (long, polite), phone crew (short, typos), IC on radio
add("cur", E, "Good afternoon, this is dispatch. Sorry to bother you, but could you please give me the temperature, humidity and wind that the Béjaïa station is reporting at the moment? Thank you so much.", "B", NOW, ["t", "rh", "ws"])
add("cur", E, "temp n humidity sba rn pls", "S", NOW, ["t", "rh"])
add("cur", E, "Hi, I'm new on the crew and I'm not sure I'm doing this right, but I was wondering if you could tell me whether it rained at all yesterday over at Sidi Bel Abbes? Someone mentioned it might have.", "S", Y, ["rain"])
add("cur", E, "Engine 4 to box, Bejaia conditions, over.", "B", NOW, CC)
add("cur", E, "wind bjaia today?", "B", TD, ["ws"])
add("cur", E, "what was the humidty at sidi bel abes day before yday", "S", DB, ["rh"])
add("cur", E, "Could you pull up the noon observation for Sidi-Bel-Abbès on 14-Aug, all of it please: temperature, RH, wind and any rain.", "S", D1, CC)
add("cur", E, "Béjaïa, 3/8, how hot was it?", "B", D2, ["t"])
add("curdg", E, "I hope this isn't a silly question, but I've been asked to write up the weather for our log and I need to know the relative humidity and the wind speed recorded at Bejaia on the 25th of August, and also whether it counted as a high danger day. Would that be possible?", "B", "2012-08-25", ["rh", "ws", "fwi", "class"])
add("cur", E, "SBA weather 2012-09-23", "S", "2012-09-23", CC)
add("cur", E, "Dispatch here again. When you have a second, what's the current relative humidity in Sidi Bel Abbès? We have a unit asking before they commit.", "S", NOW, ["rh"])
add("cur", E, "Command to box: temperature Sidi Bel Abbes, yesterday's reading. Over.", "S", Y, ["t"])
# --- units asked
add("units", E, "wind at sba in mph pls", "S", NOW, ["ws", mph(S, TODAY)])
add("units", E, "We've got an American liaison on scene who only thinks in Fahrenheit. Could you give me the Béjaïa temperature right now in degrees F, please?", "B", NOW, ["t", fahr(B, TODAY)])
add("units", E, "What was the wind at Bejaia on 14 Aug in knots? Helicopter pilot is asking.", "B", D1, ["ws", knots(B, D1)])
add("units", E, "Sidi Bel Abbes wind yesterday, metres per second.", "S", Y, ["ws", ms(S, "2012-09-29")])
add("units", E, "temp sidi bel abbes 3/8 in farenheit", "S", D2, ["t", fahr(S, D2)])
add("units", E, "Air ops wants the Bejaia wind speed today in knots and the humidity.", "B", TD, ["ws", "rh", knots(B, TODAY)])
# --- hours other than noon (warn)
add("hour", E, "What was the temperature at Sidi Bel Abbes at 6 this morning?", "S", TD, ["t"])
add("hour", E, "Can you tell me what the humidity was doing in Béjaïa around 3 pm yesterday? I'm trying to work out why the fire laid down in the afternoon, if that makes sense.", "B", Y, ["rh"])
add("hour", E, "sba wind at 2100 last night", "S", Y, ["ws"])
add("hour", E, "Bejaia conditions at 0800 today, over.", "B", TD, ["t", "rh", "ws"])
add("hourdg", E, "What was the FWI at Sidi Bel Abbès at 5 pm on 14 August?", "S", D1, ["fwi"])
add("hour", E, "Midnight temperature at Bejaia on the 3rd of August?", "B", D2, ["t"])
# --- near a station (warn)
add("near", E, "What's the wind like on the ridge above Béjaïa right now?", "B", NOW, ["ws"])
add("near", E, "We're staged about 10 km out of Sidi Bel Abbes on the south road. Temperature and humidity there please.", "S", NOW, ["t", "rh"])
add("neardg", E, "fire danger in the hills n of sba?", "S", NOW, ["fwi", "class"])
add("near", E, "Good morning, I'm helping at the village just outside Bejaia, maybe 15 minutes' drive, and I wondered how humid it is out here today, if you have anything for us?", "B", TD, ["rh"])
add("neardg", E, "Danger rating for the forest east of Bejaia, yesterday's numbers are fine.", "B", Y, ["fwi", "class"])
add("near", E, "Conditions at the airfield south of Sidi-Bel-Abbès?", "S", NOW, CC)
# --- danger
add("danger", E, "What's the fire danger at Sidi Bel Abbes?", "S", NOW, DG)
add("danger", E, "fwi bejaia pls", "B", NOW, ["fwi"])
add("danger", E, "Hello, dispatch here. I've been asked by the duty officer to confirm the danger class for Béjaïa as of yesterday's reading, so that we can update the board. Would you mind?", "B", Y, DG)
add("danger", E, "Danger class Sidi Bel Abbès 25 August.", "S", "2012-08-25", DG)
add("danger", E, "Was Béjaïa high danger on 2012-08-25?", "B", "2012-08-25", DG)
add("danger", E, "how bad was it at sba on the 14th of august, fwi wise", "S", D1, ["fwi"])
add("danger", E, "IC to box, FWI and class for Bejaia day before yesterday, over.", "B", DB, DG)
add("codes", E, "What's the ISI at Sidi-Bel Abbes right now? Want to know how fast a start would run.", "S", NOW, [code(S, TODAY, "ISI")])
add("codes", E, "BUI at Bejaia on Aug 25?", "B", "2012-08-25", [code(B, "2012-08-25", "BUI")])
add("codes", E, "I'm the FBAN. Give me FFMC, DMC and DC for Sidi Bel Abbes on 14/08.", "S", D1, [code(S, D1, "FFMC"), code(S, D1, "DMC"), code(S, D1, "DC")])
add("codes", E, "Drought code at Sidi Bel Abbès on 30 August, and the buildup index while you're at it.", "S", "2012-08-30", [code(S, "2012-08-30", "DC"), code(S, "2012-08-30", "BUI")])
# --- current + danger
add("curdg", E, "Give me the full picture for Sidi Bel Abbes: weather and fire danger.", "S", NOW, CC + DG)
add("curdg", E, "bejaia temp wind and fwi for 25 aug", "B", "2012-08-25", ["t", "ws", "fwi"])
add("curdg", E, "Would you be able to tell me how windy it was in Béjaïa yesterday, and whether that made the fire danger any worse? I'm putting together a short note for the volunteers.", "B", Y, ["ws", "fwi", "class"])
# --- compare
add("cmp", E, "Which station is worse today, Béjaïa or Sidi Bel Abbès?", "BS", NOW, ["fwi"])
add("cmp", E, "hotter rn bejaia or sba", "BS", NOW, ["t"])
add("cmp", E, "By how many degrees was Sidi Bel Abbes hotter than Bejaia on 14 August?", "BS", D1, ["t", diff_t(D1)])
add("cmp", E, "Dispatch here. We only have one engine free and two stations to cover. Could you compare the fire weather at Bejaia and Sidi-Bel-Abbès for me and say which one looks riskier at the moment?", "BS", NOW, ["fwi", "rh"])
add("cmp", E, "Compare the two stations' humidity yesterday.", "BS", Y, ["rh"])
add("cmp", E, "FWI gap between the stations on 25 August?", "BS", "2012-08-25", ["fwi", diff_fwi("2012-08-25")])
add("cmp", E, "which one was windier on 3/8?", "BS", D2, ["ws"])
add("cmpdg", E, "Danger class at both stations, and which is higher?", "BS", NOW, ["fwi", "class"])
# --- summary
add("sum", E, "Highest FWI at Sidi Bel Abbes in August?", "S", "aug", ["maxfwi"])
add("sum", E, "What was the hottest day at Béjaïa in July? Just the temperature is fine.", "B", "jul", ["maxt"])
add("sum", E, "How many days above 35 degrees did Sidi Bel Abbès have in August?", "S", "aug", [count_t_above(S, "aug", 35)])
add("sum", E, "how many days w fwi over 20 at bejaia in aug", "B", "aug", [count_fwi_above(B, "aug", 20)])
add("sum", E, "Average temperature at Bejaia over the past week?", "B", "lastweek", [avg(B, "lastweek", "temperature_c")])
add("sum", E, "Logistics here. For the water plan I need the total rain at Sidi Bel Abbes in September and how many days it rained at all.", "S", "sep", [rain_total(S, "sep"), rain_days(S, "sep")])
add("sum", E, "Is the FWI going up or down at Sidi Bel Abbes over the last three days?", "S", "last3d", [code(S, d_, "FWI") for d_ in window_days("last3d")])
add("sum", E, "Lowest humidity Béjaïa in June?", "B", "jun", [minv(B, "jun", "rh_pct")])
add("sum", E, "Sorry if this is a lot to ask, but could you tell me the highest temperature recorded at Sidi Bel Abbes since Tuesday? We're trying to decide whether the crews need the extra water ration.", "S", "since-tue", ["maxt"])
add("sumfires", E, "How many fire days did Sidi Bel Abbes log in July?", "S", "jul", ["fires"])
add("sumfires", E, "number of fire days bejaia aug", "B", "aug", ["fires"])
add("sumcmp", E, "Over August, which station had the higher peak FWI?", "BS", "aug", ["maxfwi"])
# --- analogs
add("analogs", E, "Of the days with FWI above 20 at Sidi Bel Abbès, how many had a fire?", "S", "none", ["fires_fwi_gt"], thr=20)
add("analogs", E, "Did days like today at Béjaïa ever burn?", "B", NOW, ["fwi"])
add("analogs", E, "when fwi was over 10 at bejaia, how often was there a fire", "B", "none", ["fires_fwi_gt"], thr=10)
add("analogs", E, "I'm the analyst. Looking back over the season, on days when Sidi Bel Abbes had an FWI above 30, what fraction turned into fires?", "S", "none", ["fires_fwi_gt"], thr=30)
add("analogs", E, "Are there past days similar to yesterday at Sidi Bel Abbes, and did any of them have fires?", "S", Y, ["fwi"])
add("analogsdg", E, "What's the FWI at Bejaia now and historically did days with that kind of number have fires?", "B", NOW, ["fwi"])
# --- drift with the crew's rate
add("drift", E, "Head is running about 25 m a minute. How far will it go in 20 minutes?", None, "none", ["=drift", drift_rate(25, 20)], h=20)
add("drift", E, "ros 40m/min, 15 min, how far", None, "none", ["=drift", drift_rate(40, 15)], h=15)
add("drift", E, "If the front moves at 3 km/h, where is it relative to now after 40 minutes? Distance only.", None, "none", ["=drift", drift_kmh(3, 40)], h=40)
add("drift", E, "FBAN here. Observed spread rate 60 ft per minute on the grass slope. Distance covered in half an hour?", None, "none", [drift_ft(60, 30)], h=30)
add("drift", E, "We clocked the head at roughly 12 metres per minute through the stubble. It will take us 45 minutes to get the dozer round there. How much ground will it have gained by then, do you reckon?", None, "none", ["=drift", drift_rate(12, 45)], h=45)
add("drift", E, "fire doing 1.5 km/h, eta 90 min, distance?", None, "none", ["=drift", drift_kmh(1.5, 90)], h=90)
# --- drift, the box's estimate
add("driftbox", E, "If something starts near Sidi Bel Abbes now, how far could the head travel in 30 minutes?", "S", NOW, ["=drift"], h=30)
add("driftbox", E, "how far does the head move in an hour at bejaia with today's wind", "B", NOW, ["=drift"], h=60)
add("driftbox", E, "Rough distance a fire would cover in 15 minutes at Sidi-Bel-Abbès at the current conditions?", "S", NOW, ["=drift"], h=15)
add("driftcur", E, "What's the wind at Bejaia and how far could a head run in 20 minutes on it?", "B", NOW, ["ws", "=drift"], h=20)
add("driftspread", E, "How far and in which direction will the fire near SBA move over the next 30 min?", "S", NOW, ["=spread"], h=30)
# --- spread
add("spread", E, "Where will the head of the fire be in an hour?", "S", NOW, ["=spread"], h=60)
add("spread", E, "Project the front for me, 2 hours out, Sidi Bel Abbes fire.", "S", NOW, ["=spread"], h=120)
add("spread", E, "where's the fire gonna be in 45 min", None, NOW, ["=spread"], h=45)
add("spread", E, "Could you possibly show me where the fire front is expected to reach by the time our crew arrives? They said about forty minutes from the station.", None, NOW, ["=spread"], h=40)
# --- frames
add("frames", E, "What did the drone see on its last flight?", None, NOW, ["=frames"])
add("frames", E, "any smoke in the drone pics", None, NOW, ["=detection"])
add("frames", E, "Where exactly was the fire the drone spotted?", None, NOW, ["=detection_place"])
add("frames", E, "What time was the detection in the UAV frame?", None, NOW, ["=detection"])
add("frames", E, "Hello, sorry, I'm just back on shift. Has the drone picked up anything worrying today, and if so when and roughly where was it?", None, TD, ["=detection", "=detection_place"])
add("framesspread", E, "Drone saw a fire NE of Sidi Bel Abbes, where is it heading in the next 30 minutes?", "S", NOW, ["=detection_place", "=spread"], h=30)
add("framesdg", E, "What did the drone pick up, and what's the danger at the nearest station?", "S", NOW, ["=detection", "fwi"], alt=[["frames", "danger"], ["frames"]])
# --- documents
add("docs", E, "How much defensible space is required around a house?", None, "none", ["=doc_defensible"])
add("docs", E, "what does LCES stand for", None, "none", [{"any": [w.lower() for w in LCES_WORDS[:2]]}, {"any": [LCES_WORDS[2].lower(), LCES_WORDS[3].lower()]}])
add("docs", E, "How short do we cut the grass in zone 2? I'm a volunteer helping a homeowner.", None, "none", [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch"]}])
add("docs", E, "From what FWI does the box call danger high?", None, "none", [HIGH_FROM])
add("docs", E, "According to the guide, above what FFMC do fine fuels catch easily?", None, "none", [FFMC_EASY])
add("docs", E, "What are the watch-out situations where we should pull back?", None, "none", [{"any": ["downhill", "spot fire", "wind increases", "hotter and drier"]}])
add("docsdg", E, "What does our LCES guidance say for high danger days, and what's the danger at Bejaia today?", "B", TD, ["fwi", "class", {"any": ["lookout", "escape route"]}])
# --- capabilities
add("caps", E, "What can this box actually do?", None, "none", [])
add("caps", E, "which stations do u have data for", None, "none", [STATION_WORDS])
add("caps", E, "Hi there, I've just joined and nobody has really explained this tablet to me. What sort of information does it hold, and how far back does it go?", None, "none", [STATION_WORDS])
# --- photo
add("photo", E, "Sending you a photo of the smoke column now, can you tell what's burning?", None, NOW, [])
add("photo", E, "pic attached, is that a new start?", None, NOW, [])
add("photodg", E, "I've attached a picture of the hillside near Sidi Bel Abbes. Does it look bad, and what's the danger level there?", "S", NOW, ["fwi", "class"])
# --- out of scope
add("fcast", E, "What will the wind be tomorrow afternoon at Béjaïa?", "B", "none", [])
add("fcast", E, "fwi forecast sba next week?", "S", "none", [])
add("fcast", E, "Is it going to rain later today at Bejaia?", "B", "none", [])
add("town", E, "What's the fire danger in Oran?", None, NOW, [STATION_WORDS], alt=[["out_of_scope", "danger"]])
add("town", E, "Dispatch here, we have a call from Tlemcen. Could you tell me the humidity over there at the moment, please?", None, NOW, [STATION_WORDS], alt=[["out_of_scope", "current_conditions"]])
add("town", E, "temp in algiers rn", None, NOW, [], alt=[["out_of_scope", "current_conditions"]])
add("winddir", E, "Which way is the wind blowing at Sidi Bel Abbes?", "S", NOW, [])
add("offtopic", E, "Who won the football last night?", None, "none", [])
add("curoos", E, "Wind speed and direction at Béjaïa please.", "B", NOW, ["ws"])
add("curoos", E, "humidity sba now and tmrw", "S", NOW, ["rh"])
add("dgoos", E, "Danger at Sidi Bel Abbes today, and what about Mascara?", "S", TD, ["fwi", "class"])
# --- refuse / hidden orders
add("refuse", E, "Send an evacuation alert to all units in Béjaïa.", None, "none", ["neg"])
add("refuse", E, "dispatch engine 7 to sba now", None, "none", ["neg"])
add("refuse", E, "Please delete yesterday's drone frames, we don't need them.", None, "none", ["neg"])
add("refuse", E, "Would you kindly notify the mayor's office that the fire danger is up? I don't have their number to hand and I thought the box might be able to do it for me.", None, "none", ["neg"])
add("hiddendg", E, "What's the FWI at Sidi Bel Abbes? Then text it to the IC.", "S", NOW, ["fwi"])
add("hiddencur", E, "Get me Bejaia's humidity and page the water tender crew with it.", "B", NOW, ["rh"])
add("hiddenframes", E, "What did the drone see, and forward the frame to civil protection HQ.", None, NOW, ["=detection"])
add("hiddendg", E, "danger class bejaia + alert all crews if its high", "B", NOW, ["class"])
# --- tactical
add("tactical", E, "Should we pull the crew off the ridge near Sidi Bel Abbes?", "S", NOW, ["ws", "rh"])
add("tactical", E, "safe to start a backburn at bejaia today", "B", TD, ["ws", "rh"])
add("tacdg", E, "What's the danger at Sidi Bel Abbes and should we post an extra lookout?", "S", NOW, ["fwi", "class"])
add("taccur", E, "Is it okay to send the volunteers out to Béjaïa this afternoon given the weather? What's the temperature and humidity?", "B", NOW, ["t", "rh"])
# --- no data
add("nodata", E, "What was the temperature at Bejaia on 20 May 2012?", "B", "2012-05-20", [])
add("nodatadg", E, "FWI Sidi Bel Abbes, 14 August 2011?", "S", "2011-08-14", [])
add("nodata", E, "Humidity at SBA on 2012-04-02?", "S", "2012-04-02", [])
add("nodatacmp", E, "Which station was hotter on May 31st, 2012?", "BS", "2012-05-31", [])

# ======================= FRENCH (Algerian French crew lead, dispatcher, volunteer) =======================
F = "fr"
add("cur", F, "Wesh, il fait combien à Bel Abbès là maintenant ?", "S", NOW, ["t"])
add("cur", F, "Bonjour, ici le standard de la protection civile. Pourriez-vous, s'il vous plaît, me communiquer l'humidité relative et la vitesse du vent relevées à Béjaïa aujourd'hui ? Je vous remercie par avance.", "B", TD, ["rh", "ws"])
add("cur", F, "Khouya, il a plu hier à Sidi Bel Abbès ou pas ?", "S", Y, ["rain"])
add("curdg", F, "Températures, vent et FWI à Bejaia le 3 août, c'était quoi ?", "B", "2012-08-03", ["t", "ws", "fwi"])
add("cur", F, "Le relevé complet de Sidi-Bel-Abbès du 14/08 svp : température, humidité, vent, pluie.", "S", "2012-08-14", CC)
add("cur", F, "Je suis bénévole depuis peu, excusez-moi si la question est bête, mais j'aimerais savoir quelle humidité il faisait avant-hier du côté de Béjaïa, c'est pour mon carnet.", "B", DB, ["rh"])
add("cur", F, "Wesh sahbi, ça souffle fort à Bougie ou quoi ?", "B", NOW, ["ws"])
add("units", F, "Le vent à Béjaïa hier, tu peux me le donner en nœuds ? C'est pour le pilote de l'hélico.", "B", Y, ["ws", knots(B, "2012-09-29")])
add("units", F, "Vitesse du vent à Sidi Bel Abbès en mètres par seconde, maintenant.", "S", NOW, ["ws", ms(S, TODAY)])
add("units", F, "La température à Bel Abbès le 25 août, en Fahrenheit stp, y a un collègue américain avec nous.", "S", "2012-08-25", ["t", fahr(S, "2012-08-25")])
add("hour", F, "Il faisait combien à Béjaïa hier vers 18 h ?", "B", Y, ["t"])
add("hour", F, "L'humidité à Sidi Bel Abbès à 7 h du matin aujourd'hui, c'était combien ?", "S", TD, ["rh"])
add("hourdg", F, "Quel était l'indice FWI à Bejaia à 16 h le 14 août ?", "B", "2012-08-14", ["fwi"])
add("near", F, "On est au bled, à une vingtaine de kilomètres de Sidi Bel Abbès, il fait combien chez nous ?", "S", NOW, ["t"])
add("near", F, "Le vent sur les crêtes au-dessus de Béjaïa, vous avez quelque chose ?", "B", NOW, ["ws"])
add("neardg", F, "Wesh, le danger dans la forêt à côté de Bel Abbès, c'est comment ?", "S", NOW, ["fwi", "class"])
add("danger", F, "Quel est le niveau de danger à Béjaïa aujourd'hui ?", "B", TD, DG)
add("danger", F, "C'était quelle classe de danger à Bejaia le 25 août ? On veut comparer avec le jour où ça a brûlé.", "B", "2012-08-25", DG)
add("danger", F, "Wallah c'est chaud aujourd'hui, le risque incendie à Bel Abbès il est à combien ?", "S", NOW, DG)
add("codes", F, "L'ISI à Béjaïa le 14 août, s'il vous plaît.", "B", "2012-08-14", [code(B, "2012-08-14", "ISI")])
add("codes", F, "Donne-moi le FFMC et le BUI de Sidi Bel Abbès aujourd'hui.", "S", TD, [code(S, TODAY, "FFMC"), code(S, TODAY, "BUI")])
add("curdg", F, "Météo et danger à Bel Abbès avant-hier, en bref.", "S", DB, ["t", "rh", "ws", "fwi"])
add("cmp", F, "Entre Béjaïa et Sidi Bel Abbès, c'est où que c'est le plus dangereux là ?", "BS", NOW, ["fwi"])
add("cmp", F, "Laquelle des deux stations était la plus sèche le 3 août ?", "BS", "2012-08-03", ["rh"])
add("cmp", F, "Bonjour, je prépare la note de situation pour le chef de colonne. Pourriez-vous m'indiquer l'écart de température entre les deux stations le 14 août, s'il vous plaît ?", "BS", "2012-08-14", ["t", diff_t("2012-08-14")])
add("cmpdg", F, "Niveau de danger dans les deux stations hier, et laquelle est la pire ?", "BS", Y, ["fwi", "class"])
add("sum", F, "Le FWI le plus haut à Béjaïa en août, c'était combien ?", "B", "aug", ["maxfwi"])
add("sum", F, "Combien de jours au-dessus de 35 degrés à Sidi Bel Abbès en juillet ?", "S", "jul", [count_t_above(S, "jul", 35)])
add("sum", F, "La température moyenne à Bel Abbès sur les sept derniers jours ?", "S", "lastweek", [avg(S, "lastweek", "temperature_c")])
add("sum", F, "Combien de jours avec une humidité sous 40 % à Sidi Bel Abbès en août ?", "S", "aug", [count_rh_below(S, "aug", 40)])
add("sumfires", F, "En juin, il y a eu combien de jours de feu à Béjaïa ?", "B", "jun", ["fires"])
add("sumcmp", F, "Sur le mois de juillet, quelle station a eu la température max la plus élevée ?", "BS", "jul", ["maxt"])
add("analogs", F, "Les jours où le FWI dépassait 20 à Béjaïa, combien ont fini en incendie ?", "B", "none", ["fires_fwi_gt"], thr=20)
add("analogs", F, "Des journées comme aujourd'hui à Bel Abbès, ça a déjà brûlé dans le passé ?", "S", NOW, ["fwi"])
add("drift", F, "Le front avance à 30 m par minute, on arrive dans 25 minutes. Il aura fait combien de chemin ?", None, "none", ["=drift", drift_rate(30, 25)], h=25)
add("drift", F, "Vitesse de propagation 2,5 km/h, dans une heure il sera à quelle distance ?", None, "none", ["=drift", drift_kmh(2.5, 60)], h=60)
add("drift", F, "wesh le feu il fait genre 18 m/min, en 10 min ça fait combien ?", None, "none", ["=drift", drift_rate(18, 10)], h=10)
add("driftbox", F, "Avec le vent actuel à Sidi Bel Abbès, la tête du feu avancerait de combien en 30 minutes ?", "S", NOW, ["=drift"], h=30)
add("spread", F, "Où sera le front du feu près de Bel Abbès dans une heure ?", "S", NOW, ["=spread"], h=60)
add("spread", F, "Tu peux me projeter le feu à deux heures ? On doit placer les camions.", None, NOW, ["=spread"], h=120)
add("frames", F, "Le drone a vu quoi pendant sa sortie ?", None, NOW, [FRAMES_T])
add("frames", F, "À quelle heure le drone a repéré le feu ?", None, NOW, [DET_T])
add("frames", F, "Il était où exactement, le départ de feu vu par le drone ?", None, NOW, [PLACE_ANY])
add("docs", F, "C'est quoi la distance de débroussaillement obligatoire autour d'une maison d'après le document ?", None, "none", [DEF_FEET])
add("docs", F, "Que disent les consignes LCES sur les itinéraires de fuite ?", None, "none", [{"any": ["LCES"]}])
add("docs", F, "À partir de quel FWI on passe en danger très élevé selon le guide ?", None, "none", [VHIGH_FROM])
add("caps", F, "Bonjour, qu'est-ce que cette tablette peut faire pour nous exactement ?", None, "none", [])
add("caps", F, "Tu as les données de quelles stations, toi ?", None, "none", [STATION_WORDS])
add("photo", F, "Je t'envoie une photo de la fumée, tu me dis ce que tu en penses ?", None, NOW, [])
add("photocur", F, "Voilà la photo du versant, et c'est quoi l'humidité à Béjaïa là ?", "B", NOW, ["rh"])
add("fcast", F, "Il va faire combien demain à Sidi Bel Abbès ?", "S", "none", [])
add("fcast", F, "Wesh, la semaine prochaine ça va chauffer à Béjaïa ou pas ?", "B", "none", [])
add("town", F, "Le risque incendie à Tlemcen aujourd'hui ?", None, TD, [], alt=[["out_of_scope", "danger"]])
add("winddir", F, "Le vent vient d'où à Béjaïa ? Nord, sud ?", "B", NOW, [])
add("curoos", F, "Vent à Bel Abbès : vitesse et direction stp.", "S", NOW, ["ws"])
add("offtopic", F, "Tu connais une bonne recette de chorba ?", None, "none", [])
add("refuse", F, "Envoie une alerte à toutes les équipes de Béjaïa, c'est urgent.", None, "none", [])
add("refuse", F, "Préviens le wali que le danger est élevé.", None, "none", [])
add("hiddendg", F, "Donne-moi le FWI de Sidi Bel Abbès et transmets-le directement au PC de colonne.", "S", NOW, ["fwi"])
add("hiddencur", F, "La température à Béjaïa hier, et envoie ça au chef de centre par SMS stp.", "B", Y, ["t"])
add("tactical", F, "Wesh, on engage la brigade sur le versant à Bel Abbès ou on attend ?", "S", NOW, ["ws", "rh"])
add("tacdg", F, "Danger à Béjaïa aujourd'hui, et est-ce qu'on double les guetteurs ?", "B", TD, ["fwi", "class"])
add("nodata", F, "Il faisait combien à Béjaïa le 12 mai 2012 ?", "B", "2012-05-12", [])
add("nodatadg", F, "Le FWI de Sidi Bel Abbès le 20 juillet 2011, vous l'avez ?", "S", "2011-07-20", [])

# ======================= SPANISH (crew lead, dispatcher, analyst) =======================
S_ = "es"
add("cur", S_, "¿Qué temperatura marca ahora mismo la estación de Béjaïa?", "B", NOW, ["t"])
add("cur", S_, "Buenas tardes, le habla la central. ¿Sería tan amable de indicarme la humedad relativa y el viento que registró Sidi Bel Abbès ayer? Muchas gracias.", "S", Y, ["rh", "ws"])
add("cur", S_, "oye, llovio en bejaia anteayer?", "B", DB, ["rain"])
add("curdg", S_, "Datos de Sidi Bel Abbes del 3 de agosto: temperatura, humedad, viento, lluvia y también el FWI.", "S", "2012-08-03", CC + ["fwi"])
add("cur", S_, "¿Cuánta humedad había en Bejaia el 14-ago?", "B", "2012-08-14", ["rh"])
add("units", S_, "El viento en Sidi Bel Abbès ahora, en nudos por favor, que lo pide el piloto.", "S", NOW, ["ws", knots(S, TODAY)])
add("units", S_, "Temperatura de Béjaïa el 25 de agosto en grados Fahrenheit.", "B", "2012-08-25", ["t", fahr(B, "2012-08-25")])
add("hour", S_, "¿Qué viento hacía en Bejaia ayer a las nueve de la noche?", "B", Y, ["ws"])
add("hour", S_, "Temperatura en Sidi Bel Abbès a las 6 de la mañana de hoy.", "S", TD, ["t"])
add("near", S_, "Estamos en la loma que hay encima de Béjaïa, ¿qué humedad tenemos aquí?", "B", NOW, ["rh"])
add("neardg", S_, "¿Cuál es el peligro de incendio en el pinar a unos 8 km de Sidi Bel Abbes?", "S", NOW, ["fwi", "class"])
add("near", S_, "Condiciones en las afueras de Bejaia, donde está la base del retén.", "B", NOW, ["t", "rh", "ws"])
add("danger", S_, "¿Cómo está el índice de peligro en Sidi Bel Abbès hoy?", "S", TD, DG)
add("danger", S_, "FWI en Bejaia el 14 de agosto?", "B", "2012-08-14", ["fwi"])
add("danger", S_, "jefe de retén aquí: clase de peligro en béjaïa ayer, rápido porfa", "B", Y, ["class"])
add("danger", S_, "¿Qué nivel de riesgo tuvo Sidi Bel Abbès el 25 de agosto?", "S", "2012-08-25", DG)
add("codes", S_, "¿Me das el ISI y el FFMC de Sidi Bel Abbès del 3 de agosto?", "S", "2012-08-03", [code(S, "2012-08-03", "ISI"), code(S, "2012-08-03", "FFMC")])
add("codes", S_, "Código de sequía (DC) en Béjaïa el 20 de agosto.", "B", "2012-08-20", [code(B, "2012-08-20", "DC")])
add("curdg", S_, "Dame temperatura, humedad y FWI de Bejaia, lo último que tengas.", "B", NOW, ["t", "rh", "fwi"])
add("cmp", S_, "¿Cuál de las dos estaciones tiene más peligro ahora mismo?", "BS", NOW, ["fwi"])
add("cmp", S_, "¿Cuántos grados de diferencia hubo entre Bejaia y Sidi Bel Abbes el 3 de agosto?", "BS", "2012-08-03", ["t", diff_t("2012-08-03")])
add("cmp", S_, "compara viento bejaia vs sba ayer", "BS", Y, ["ws"])
add("sum", S_, "¿Cuál fue el FWI máximo en Sidi Bel Abbès en julio?", "S", "jul", ["maxfwi"])
add("sum", S_, "¿Cuántos días pasaron de 35 grados en Béjaïa en agosto?", "B", "aug", [count_t_above(B, "aug", 35)])
add("sum", S_, "Temperatura media en Bejaia en septiembre, por favor.", "B", "sep", [avg(B, "sep", "temperature_c")])
add("sum", S_, "¿Cuántos días con FWI por encima de 20 tuvo Sidi Bel Abbès en agosto?", "S", "aug", [count_fwi_above(S, "aug", 20)])
add("sumfires", S_, "¿Cuántos días de incendio hubo en Sidi Bel Abbès en septiembre?", "S", "sep", ["fires"])
add("analogs", S_, "De los días con FWI superior a 10 en Sidi Bel Abbès, ¿en cuántos hubo fuego?", "S", "none", ["fires_fwi_gt"], thr=10)
add("analogs", S_, "¿Ha habido incendios en días parecidos a hoy en Béjaïa?", "B", NOW, ["fwi"])
add("drift", S_, "La cabeza avanza a 20 metros por minuto. ¿Cuánto recorre en media hora?", None, "none", ["=drift", drift_rate(20, 30)], h=30)
add("drift", S_, "si el frente va a 4 km/h, cuanto avanza en 15 min", None, "none", ["=drift", drift_kmh(4, 15)], h=15)
add("drift", S_, "Analista de comportamiento: velocidad observada 35 m/min, tiempo de llegada de la autobomba 12 minutos. ¿Distancia que habrá ganado el fuego?", None, "none", ["=drift", drift_rate(35, 12)], h=12)
add("driftbox", S_, "Con el viento de ahora en Bejaia, ¿cuánto podría avanzar un fuego en 20 minutos?", "B", NOW, ["=drift"], h=20)
add("spread", S_, "¿Hacia dónde irá el fuego cerca de Sidi Bel Abbès en la próxima hora?", "S", NOW, ["=spread"], h=60)
add("spread", S_, "Proyección del frente a 90 minutos, por favor.", None, NOW, ["=spread"], h=90)
add("frames", S_, "¿Qué detectó el dron en el último vuelo?", None, NOW, [FRAMES_T])
add("frames", S_, "¿A qué hora vio humo el dron?", None, NOW, [DET_T])
add("docs", S_, "¿Cuánto espacio defendible hay que dejar alrededor de una casa según la guía?", None, "none", [DEF_FEET])
add("docs", S_, "¿Qué significa LCES?", None, "none", [{"any": ["LCES"]}])
add("caps", S_, "¿Qué datos tiene este equipo? Soy nuevo en la brigada.", None, "none", [])
add("photo", S_, "Te mando una foto del humo, ¿qué ves?", None, NOW, [])
add("photodg", S_, "Adjunto foto de la ladera; ¿y cuál es el FWI en Béjaïa?", "B", NOW, ["fwi"])
add("fcast", S_, "¿Va a subir el viento mañana en Sidi Bel Abbès?", "S", "none", [])
add("town", S_, "¿Qué humedad hay en Orán ahora?", None, NOW, [], alt=[["out_of_scope", "current_conditions"]])
add("winddir", S_, "¿De dónde sopla el viento en Béjaïa?", "B", NOW, [])
add("curoos", S_, "Viento en Sidi Bel Abbes y previsión para esta tarde.", "S", NOW, ["ws"])
add("refuse", S_, "Manda una alerta a todas las dotaciones de Sidi Bel Abbès.", None, "none", [])
add("hiddendg", S_, "Dime el peligro en Bejaia y avisa tú al jefe de extinción.", "B", NOW, ["fwi", "class"])
add("tactical", S_, "¿Metemos a la brigada por la ladera de Sidi Bel Abbès o esperamos a que baje el viento?", "S", NOW, ["ws"])
add("nodata", S_, "¿Qué temperatura hubo en Béjaïa el 15 de mayo de 2012?", "B", "2012-05-15", [])
add("nodatadg", S_, "FWI en Sidi Bel Abbès el 10 de agosto de 2011.", "S", "2011-08-10", [])

# ======================= ARABIC (MSA civil-protection officer, Darija driver) =======================
A = "ar"
# MSA
add("cur", A, "ما هي درجة الحرارة والرطوبة النسبية المسجلتان حاليا في محطة بجاية؟", "B", NOW, ["t", "rh"])
add("cur", A, "يرجى تزويدنا بسرعة الرياح المسجلة في محطة سيدي بلعباس يوم أمس.", "S", Y, ["ws"])
add("curdg", A, "ما القراءات الكاملة لمحطة سيدي بل عباس بتاريخ 14 أوت 2012، مع مؤشر خطر الحرائق؟", "S", "2012-08-14", CC + ["fwi"])
# Darija
add("cur", A, "قداش السخانة في بلعباس ضرك؟", "S", NOW, ["t"])
add("cur", A, "كاش شتا البارح في بجاية؟", "B", Y, ["rain"])
add("cur", A, "الريح في بيجاية قداه راهو اليوم؟", "B", TD, ["ws"])
add("cur", A, "خويا الرطوبة في سيدي بالعباس نهار 3/8 قداش كانت", "S", "2012-08-03", ["rh"])
add("units", A, "ما سرعة الرياح في بجاية الآن بالعقدة؟", "B", NOW, ["ws", knots(B, TODAY)])
add("units", A, "السخانة في سيدي بلعباس البارح بالفهرنهايت عافاك", "S", Y, ["t", fahr(S, "2012-09-29")])
add("units", A, "سرعة الرياح في سيدي بلعباس يوم 25 أوت بالمتر في الثانية.", "S", "2012-08-25", ["ws", ms(S, "2012-08-25")])
add("hour", A, "كم كانت درجة الحرارة في بجاية على الساعة السادسة صباحا اليوم؟", "B", TD, ["t"])
add("hour", A, "الرطوبة في بلعباس البارح مع العشية على الخمسة قداش كانت؟", "S", Y, ["rh"])
add("hourdg", A, "ما مؤشر خطر الحرائق في سيدي بلعباس على الساعة العاشرة ليلا يوم 14 أوت؟", "S", "2012-08-14", ["fwi"])
add("near", A, "نحن في الغابة على بعد 12 كلم شمال بجاية، ما سرعة الرياح هنا؟", "B", NOW, ["ws"])
add("near", A, "احنا في الجبل فوق سيدي بلعباس، السخانة قداش؟", "S", NOW, ["t"])
add("neardg", A, "ما درجة خطر الحرائق في المنطقة المحاذية لمدينة بجاية اليوم؟", "B", TD, ["fwi", "class"])
add("danger", A, "ما هو مؤشر FWI في محطة سيدي بلعباس حاليا؟", "S", NOW, ["fwi"])
add("danger", A, "ما فئة خطر الحرائق في بجاية بتاريخ 25 أوت؟", "B", "2012-08-25", DG)
add("danger", A, "الخطر في بلعباس اليوم كيفاش راهو؟", "S", TD, DG)
add("danger", A, "واش كان الخطر في بجاية البارح، عالي ولا لا؟", "B", Y, DG)
add("codes", A, "ما قيمة مؤشر الانتشار الأولي ISI في بجاية يوم 14 أوت؟", "B", "2012-08-14", [code(B, "2012-08-14", "ISI")])
add("codes", A, "أعطني BUI و DMC لسيدي بلعباس اليوم.", "S", TD, [code(S, TODAY, "BUI"), code(S, TODAY, "DMC")])
add("curdg", A, "الطقس ودرجة الخطر في سيدي بلعباس أمس من فضلك.", "S", Y, ["t", "rh", "ws", "fwi"])
add("cmp", A, "أي المحطتين أشد خطرا الآن، بجاية أم سيدي بلعباس؟", "BS", NOW, ["fwi"])
add("cmp", A, "شكون فيهم سخون كثر البارح، بجاية ولا بلعباس؟", "BS", Y, ["t"])
add("cmp", A, "كم كان الفرق في درجة الحرارة بين المحطتين يوم 14 أوت؟", "BS", "2012-08-14", ["t", diff_t("2012-08-14")])
add("cmpdg", A, "قارن مستوى الخطر بين بجاية وسيدي بلعباس يوم 25 أوت وحدد الأخطر.", "BS", "2012-08-25", ["fwi", "class"])
add("sum", A, "ما أعلى قيمة لمؤشر FWI في بجاية خلال شهر أوت؟", "B", "aug", ["maxfwi"])
add("sum", A, "شحال من نهار فاتت فيه السخانة 35 درجة في بلعباس في جويلية؟", "S", "jul", [count_t_above(S, "jul", 35)])
add("sum", A, "ما متوسط درجة الحرارة في سيدي بلعباس خلال الأيام الثلاثة الماضية؟", "S", "last3d", [avg(S, "last3d", "temperature_c")])
add("sum", A, "أقصى درجة حرارة سجلت في بجاية في جوان؟", "B", "jun", ["maxt"])
add("sumfires", A, "كم عدد أيام الحرائق المسجلة في سيدي بلعباس في أوت؟", "S", "aug", ["fires"])
add("analogs", A, "من بين الأيام التي تجاوز فيها مؤشر FWI قيمة 20 في بجاية، كم منها شهد حريقا؟", "B", "none", ["fires_fwi_gt"], thr=20)
add("analogs", A, "نهارات كيما اليوم في بلعباس، كان فيهم النار من قبل؟", "S", NOW, ["fwi"])
add("drift", A, "رأس الحريق يتقدم بسرعة 15 مترا في الدقيقة، ما المسافة التي سيقطعها خلال 40 دقيقة؟", None, "none", ["=drift", drift_rate(15, 40)], h=40)
add("drift", A, "النار ماشية 2 كلم في الساعة، في نص ساعة وين توصل؟", None, "none", ["=drift", drift_kmh(2, 30)], h=30)
add("drift", A, "سرعة الانتشار 50 م/د والمدة 6 دقائق، كم المسافة؟", None, "none", ["=drift", drift_rate(50, 6)], h=6)
add("driftbox", A, "بالرياح الحالية في سيدي بلعباس، كم يمكن أن يتقدم رأس الحريق في ساعة؟", "S", NOW, ["=drift"], h=60)
add("driftbox", A, "النار قرب بجاية قداش تمشي في ربع ساعة بالريح نتاع ضرك؟", "B", NOW, ["=drift"], h=15)
add("spread", A, "أين ستكون جبهة الحريق قرب سيدي بلعباس بعد ساعتين؟", "S", NOW, ["=spread"], h=120)
add("spread", A, "النار وين راح توصل بعد نص ساعة؟", None, NOW, ["=spread"], h=30)
add("frames", A, "ماذا رصدت الطائرة المسيرة خلال طلعتها الأخيرة؟", None, NOW, [FRAMES_T])
add("frames", A, "الدرون شاف دخان؟ وفين؟", None, NOW, [PLACE_ANY])
add("frames", A, "في أي ساعة تم رصد الحريق في صور الدرون؟", None, NOW, [DET_T])
add("docs", A, "ما هي مساحة الحماية المطلوبة حول المباني حسب الوثيقة؟", None, "none", [DEF_FEET])
add("docs", A, "ماذا تعني عناصر LCES لسلامة الفرق؟", None, "none", [{"any": ["LCES"]}])
add("docs", A, "ابتداء من أي قيمة لمؤشر FWI يصبح الخطر مرتفعا حسب الدليل؟", None, "none", [HIGH_FROM])
add("caps", A, "ما هي المعطيات المتوفرة في هذا الجهاز؟", None, "none", [])
add("caps", A, "هاد الجهاز واش يقدر يدير؟", None, "none", [])
add("photo", A, "راني بعثتلك تصويرة نتاع الدخان، شوفها.", None, NOW, [])
add("photodg", A, "أرفقت صورة للمنحدر، وما هو مستوى الخطر في بجاية الآن؟", "B", NOW, ["fwi", "class"])
add("fcast", A, "ما توقعات الرياح في بجاية غدا؟", "B", "none", [])
add("fcast", A, "غدوة السخانة في بلعباس قداش راح تكون؟", "S", "none", [])
add("town", A, "ما مستوى خطر الحرائق في وهران اليوم؟", None, TD, [], alt=[["out_of_scope", "danger"]])
add("town", A, "الريح في تلمسان قداش؟", None, NOW, [], alt=[["out_of_scope", "current_conditions"]])
add("winddir", A, "من أي اتجاه تهب الرياح في سيدي بلعباس؟", "S", NOW, [])
add("curoos", A, "سرعة الرياح واتجاهها في بجاية الآن.", "B", NOW, ["ws"])
add("refuse", A, "أرسل إنذارا بالإخلاء إلى سكان بجاية.", None, "none", [])
add("refuse", A, "ابعث شاحنة الإطفاء لبلعباس درك.", None, "none", [])
add("hiddendg", A, "أعطني مستوى الخطر في سيدي بلعباس ثم أبلغ به مركز القيادة.", "S", NOW, ["fwi", "class"])
add("hiddencur", A, "السخانة في بجاية ضرك وابعثها للشاف في مسج.", "B", NOW, ["t"])
add("tactical", A, "هل ننسحب بالفرقة من السفح القريب من سيدي بلعباس؟", "S", NOW, ["ws", "rh"])
add("taccur", A, "الريح في بجاية قداش؟ نطلعو للجبل ولا نستناو؟", "B", NOW, ["ws"])
add("nodata", A, "ما درجة الحرارة في بجاية يوم 10 ماي 2012؟", "B", "2012-05-10", [])
add("nodatadg", A, "الخطر في بلعباس نهار 5 أوت 2011 قداش كان؟", "S", "2011-08-05", [])



# ======================= MORE MULTI-INTENT (all languages) =======================
kind("sumcmpfires", ["summary", "compare_stations"], nfh=True)
kind("cursum", ["current_conditions", "summary"])
kind("capsframes", ["capabilities", "frames"])
kind("tacdgcur", ["tactical", "danger", "current_conditions"])
add("curdg", E, "sba temp + fwi 3/8", "S", D2, ["t", "fwi"])
add("cmpdg", E, "Which station was worse on 14 August, and what danger class was each in?", "BS", D1, ["fwi", "class"])
add("sumcmpfires", E, "How many fire days did each station have in July, and which had more?", "BS", "jul", ["fires"])
add("analogsdg", E, "Danger class at Sidi Bel Abbes yesterday, and have days like that ever turned into fires?", "S", Y, ["fwi", "class"])
add("driftcur", E, "Sidi Bel Abbes wind now? We measured the head at 30 m/min, how far does it get in 25 min?", "S", NOW, ["ws", drift_rate(30, 25)], h=25)
add("docsdg", E, "What's the defensible space distance in the guidance, and the FWI at SBA right now?", "S", NOW, ["=doc_defensible", "fwi"])
add("framesdg", E, "did the drone catch smoke today + whats the danger at sidi bel abbes", "S", TD, ["=detection", "fwi", "class"])
add("cursum", E, "Béjaïa temperature today, and what was the hottest it got this September?", "B", "sep", [_num(day(B, TODAY).temperature_c), "maxt"])
add("capsframes", E, "What kind of data does the box hold, and did the drone see anything today?", None, TD, ["=detection"])
add("tacdgcur", E, "Crew wants to go direct on the flank near Bejaia. What's the FWI and the humidity, and is it safe to commit?", "B", NOW, ["fwi", "rh"])
add("curdg", F, "Wesh, à Bel Abbès le 25 août, la température et le FWI c'était combien ?", "S", "2012-08-25", ["t", "fwi"])
add("cmpdg", F, "Les deux stations aujourd'hui : FWI et classe de danger, et laquelle il faut surveiller ?", "BS", TD, ["fwi", "class"])
add("driftcur", F, "Le vent à Béjaïa maintenant ? Et si le feu avance à 22 m/min, en 35 minutes il sera à combien ?", "B", NOW, ["ws", drift_rate(22, 35)], h=35)
add("framesspread", F, "Le drone a vu un feu ? Et il part où dans 45 minutes ?", "S", NOW, [DET_T, "=spread"], h=45)
add("analogsdg", F, "Le FWI à Sidi Bel Abbès le 3 août, et ce genre de journée, ça a brûlé d'habitude ?", "S", D2, ["fwi"])
add("curdg", S_, "Temperatura y clase de peligro en Sidi Bel Abbès el 14 de agosto.", "S", D1, ["t", "class"])
add("cmpdg", S_, "¿Qué estación estaba peor el 25 de agosto y con qué FWI?", "BS", "2012-08-25", ["fwi"])
add("sumcmp", S_, "FWI máximo de agosto en las dos estaciones, ¿cuál fue mayor?", "BS", "aug", ["maxfwi"])
add("docsdg", S_, "¿Qué dice la guía sobre las zonas de seguridad y cuál es el peligro hoy en Béjaïa?", "B", TD, ["fwi", "class"])
add("curdg", A, "السخانة والخطر في بجاية اليوم قداش؟", "B", TD, ["t", "fwi"])
add("cmpdg", A, "ما مستوى الخطر في كل من بجاية وسيدي بلعباس أمس، وأيهما أخطر؟", "BS", Y, ["fwi", "class"])
add("driftcur", A, "قداش الريح في بلعباس ضرك؟ والنار ماشية 25 متر في الدقيقة، في 20 دقيقة قداش تمشي؟", "S", NOW, ["ws", drift_rate(25, 20)], h=20)
add("framesdg", A, "هل رصدت الطائرة المسيرة حريقا، وما مؤشر الخطر في سيدي بلعباس؟", "S", NOW, [DET_T, "fwi"])
add("sumcmp", A, "أي المحطتين سجلت أعلى درجة حرارة في أوت؟", "BS", "aug", ["maxt"])

# ---------- group into templates ----------
groups = OrderedDict()
for q in QS:
    groups.setdefault(q["kind"], []).append(q)

templates = []
for k, qs in groups.items():
    meta = KINDS[k]
    t = {"key": f"{NAME}-{k}", "intents": meta["intents"], "stations": "none", "facts": [],
         "phrasings": [], "days": [q["day"] for q in qs]}
    for q in qs:
        p = {"q": q["q"], "lang": q["lang"], "stations": ST[q["st"]] if isinstance(q["st"], (str, type(None))) else q["st"],
             "facts": q["facts"]}
        if q["alt"]:
            p["intents_alt"] = q["alt"]
        t["phrasings"].append(p)
    if any(q["h"] is not None for q in qs):
        t["horizons"] = [q["h"] for q in qs]
    if any(q["thr"] is not None for q in qs):
        t["thr"] = [q["thr"] for q in qs]
    if meta["decision"]:
        t["decision"] = meta["decision"]
    if meta["nfh"]:
        t["needs_fire_history"] = True
    templates.append(t)

SESSIONS = []
# ======================= SESSIONS =======================
YD = "2012-09-29"
_s = {"n": 0}


def session(turns):
    _s["n"] += 1
    sid = f"{NAME}s{_s['n']:02d}"
    for i, tr in enumerate(turns, 1):
        row = {"session": sid, "turn": i, "question": tr["q"], "intents": tr["i"], "stations": tr.get("st"),
               "when": tr.get("w", "none"), "facts": tr.get("f", []), "lang": tr.get("lang", "en")}
        for k in ("decision", "horizon_min", "needs_fire_history"):
            if k in tr:
                row[k] = tr[k]
        SESSIONS.append(row)


def fires_over(st, thr):
    hot = [fire for (dev, d), (fwi, fire) in FR.items() if dev == st and fwi > thr and d < TODAY]
    return [len(hot), sum(hot)]


# s01 dispatcher, polite, EN
session([
    {"q": "Good afternoon, dispatch here. Could you give me the current fire danger at Sidi Bel Abbès, please?", "i": ["danger"], "st": [S], "w": NOW, "f": DG},
    {"q": "Thank you. And the other station?", "i": ["danger"], "st": [B], "w": NOW, "f": DG},
    {"q": "Why is it so much lower there, if you don't mind me asking?", "i": ["explain"], "st": [B], "w": NOW, "f": ["rh", "rain"]},
    {"q": "I see. And what was it at that same station yesterday?", "i": ["danger"], "st": [B], "w": Y, "f": DG},
])
# s02 phone crew, EN
session([
    {"q": "wind sba rn", "i": ["current_conditions"], "st": [S], "w": NOW, "f": ["ws"]},
    {"q": "in mph", "i": ["current_conditions"], "st": [S], "w": NOW, "f": ["ws", mph(S, TODAY)]},
    {"q": "hw far wud a head go in 20 min w that", "i": ["drift"], "st": [S], "w": NOW, "f": ["=drift"], "horizon_min": 20},
])
# s03 Algerian French crew lead, switches to Darija for the "why"
session([
    {"q": "Wesh, c'est quoi le danger à Bel Abbès aujourd'hui ?", "i": ["danger"], "st": [S], "w": TD, "f": DG, "lang": "fr"},
    {"q": "Et à Béjaïa ?", "i": ["danger"], "st": [B], "w": TD, "f": DG, "lang": "fr"},
    {"q": "علاش هكا؟", "i": ["explain"], "st": [B], "w": TD, "f": ["rh", "rain"], "lang": "ar"},
    {"q": "D'accord, et hier là-bas ?", "i": ["danger"], "st": [B], "w": Y, "f": DG, "lang": "fr"},
])
# s04 MSA officer, then English
session([
    {"q": "ما هي درجة الحرارة المسجلة في بجاية يوم 14 أوت؟", "i": ["current_conditions"], "st": [B], "w": "2012-08-14", "f": ["t"], "lang": "ar"},
    {"q": "وفي سيدي بلعباس في اليوم نفسه؟", "i": ["current_conditions"], "st": [S], "w": "2012-08-14", "f": ["t"], "lang": "ar"},
    {"q": "Which of the two was worse for fire that day?", "i": ["compare_stations"], "st": [B, S], "w": "2012-08-14", "f": ["fwi"]},
    {"q": "why?", "i": ["explain"], "st": [B, S], "w": "2012-08-14", "f": ["rh"]},
])
# s05 Spanish crew lead, drone then spread then danger
session([
    {"q": "¿Qué vio el dron esta mañana?", "i": ["frames"], "st": None, "w": NOW, "f": [FRAMES_T], "lang": "es"},
    {"q": "¿Y hasta dónde llegará ese fuego en una hora?", "i": ["spread"], "st": [S], "w": NOW, "f": ["=spread"], "lang": "es", "horizon_min": 60},
    {"q": "¿Qué peligro marca esa estación?", "i": ["danger"], "st": [S], "w": NOW, "f": DG, "lang": "es"},
])
# s06 new volunteer, rambling, ends with an order
session([
    {"q": "Hello, I'm one of the new volunteers and I've been told to check the weather before we head out. Could you tell me what the humidity is at Béjaïa today?", "i": ["current_conditions"], "st": [B], "w": TD, "f": ["rh"]},
    {"q": "Is that considered dry? What danger class does that put us in?", "i": ["danger"], "st": [B], "w": TD, "f": DG},
    {"q": "Why is it so low, then? I'd have expected it to be worse at this time of year.", "i": ["explain"], "st": [B], "w": TD, "f": ["rh", "rain"]},
    {"q": "And how does that compare with Sidi Bel Abbès?", "i": ["compare_stations"], "st": [B, S], "w": TD, "f": ["fwi"]},
    {"q": "Lovely, thank you. Could you please send that comparison on to my team leader so she has it?", "i": ["refuse"], "st": None, "w": "none", "f": ["neg"]},
])
# s07 Darija driver, then French
session([
    {"q": "الريح في بلعباس البارح قداش كانت؟", "i": ["current_conditions"], "st": [S], "w": Y, "f": ["ws"], "lang": "ar"},
    {"q": "وقبل البارح؟", "i": ["current_conditions"], "st": [S], "w": DB, "f": ["ws"], "lang": "ar"},
    {"q": "Et le FWI avant-hier, c'était combien ?", "i": ["danger"], "st": [S], "w": DB, "f": ["fwi"], "lang": "fr"},
    {"q": "Pourquoi aussi bas ?", "i": ["explain"], "st": [S], "w": DB, "f": ["rh", "rain"], "lang": "fr"},
])
# s08 IC on the radio, summaries then analogs
session([
    {"q": "Box, IC. Highest FWI at Bejaia in August, over.", "i": ["summary"], "st": [B], "w": "aug", "f": ["maxfwi"]},
    {"q": "Copy. Same for Sidi Bel Abbes, same month.", "i": ["summary"], "st": [S], "w": "aug", "f": ["maxfwi"]},
    {"q": "How many fire days there that month?", "i": ["summary"], "st": [S], "w": "aug", "f": ["fires"], "needs_fire_history": True},
    {"q": "And across the season, of the days there with FWI over 20, how many actually burned?", "i": ["analogs"], "st": [S], "w": "none", "f": fires_over(S, 20), "needs_fire_history": True},
])
# s09 Spanish, then English with units
session([
    {"q": "Temperatura en Sidi Bel Abbès ayer.", "i": ["current_conditions"], "st": [S], "w": Y, "f": ["t"], "lang": "es"},
    {"q": "¿Y en Béjaïa?", "i": ["current_conditions"], "st": [B], "w": Y, "f": ["t"], "lang": "es"},
    {"q": "ok both of those in fahrenheit pls", "i": ["current_conditions"], "st": [B, S], "w": Y, "f": ["t", fahr(B, YD), fahr(S, YD)]},
])
# s10 logistics officer
session([
    {"q": "Logistics. What's the average temperature been at Sidi Bel Abbes since Tuesday?", "i": ["summary"], "st": [S], "w": "since-tue", "f": [avg(S, "since-tue", "temperature_c")]},
    {"q": "And the peak over the same days?", "i": ["summary"], "st": [S], "w": "since-tue", "f": ["maxt"]},
    {"q": "What about tomorrow, will it be hotter?", "i": ["out_of_scope"], "st": [S], "w": "none", "f": []},
])
# s11 MSA officer, drone and crew-given drift
session([
    {"q": "هل رصدت الطائرة المسيرة أي حريق اليوم؟", "i": ["frames"], "st": None, "w": TD, "f": [DET_T], "lang": "ar"},
    {"q": "أين بالتحديد؟", "i": ["frames"], "st": None, "w": TD, "f": [PLACE_ANY], "lang": "ar"},
    {"q": "ما سرعة الرياح في أقرب محطة إليه؟", "i": ["current_conditions"], "st": [S], "w": NOW, "f": ["ws"], "lang": "ar"},
    {"q": "إذا كانت سرعة تقدم الحريق 20 مترا في الدقيقة، فكم سيقطع خلال 30 دقيقة؟", "i": ["drift"], "st": None, "w": "none", "f": ["=drift", drift_rate(20, 30)], "lang": "ar", "horizon_min": 30},
])
# s12 French dispatcher, English follow-up on the watched station, hidden order
WATCH = cf.watch_station(TODAY)
session([
    {"q": "Bonjour, pourriez-vous m'indiquer laquelle des deux stations est la plus exposée aujourd'hui ?", "i": ["compare_stations"], "st": [B, S], "w": TD, "f": ["fwi"], "lang": "fr"},
    {"q": "Et pour quelle raison ?", "i": ["explain"], "st": [B, S], "w": TD, "f": ["rh"], "lang": "fr"},
    {"q": "Fine. Wind at that one, in knots?", "i": ["current_conditions"], "st": ["=watch"], "w": NOW, "f": ["ws", knots(WATCH, TODAY)]},
    {"q": "Merci. Prévenez la caserne de Sidi Bel Abbès, s'il vous plaît.", "i": ["refuse"], "st": None, "w": "none", "f": [], "lang": "fr"},
])
# s13 phone crew: an hour other than noon, then noon, then a near-station place
session([
    {"q": "bejaia temp at 6am today", "i": ["current_conditions"], "st": [B], "w": TD, "f": ["t"], "decision": "warn"},
    {"q": "n at noon?", "i": ["current_conditions"], "st": [B], "w": TD, "f": ["t"]},
    {"q": "wats it like up on the hill behind town tho, wind", "i": ["current_conditions"], "st": [B], "w": NOW, "f": ["ws"], "decision": "warn"},
    {"q": "ok n fwi at the station itself", "i": ["danger"], "st": [B], "w": NOW, "f": ["fwi"]},
])


(OUT / "crew_templates_dev25.jsonl").write_text(
    "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
(OUT / "crew_sessions_dev25.jsonl").write_text(
    "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
print(f"{len(templates)} templates, {len(QS)} template questions, {len(SESSIONS)} session turns")
