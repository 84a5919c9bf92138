"""Batch d87 (dev): blind fire-crew questions (night shift: an engine captain and a dozer operator, tired and terse).

Writes crew_templates_dev87.jsonl and crew_sessions_dev87.jsonl next to this file. Every number in a gold fact
is computed here from the CSV (through appliance.evaluation.crew_facts / crew_days), from the crew's own
numbers (rate x minutes), or parsed out of the shipped documents with a regex; none is typed by hand.

Run:  python -m appliance.evaluation.data.make_dev87
"""
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d87"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}
CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

TABLE = cf.table()
FIRES = cf.fire_record()


# ---------------------------------------------------------------- facts computed from the data
def row(dev, day):
    return TABLE[(dev, day)]


def days_of(key):
    return cd.resolve(key, "en", 0)["days"]


def rows_in(dev, key):
    return [TABLE[(dev, d)] for d in days_of(key) if (dev, d) in TABLE]


def dec(v, nd=1):
    """A computed decimal as a crew reads it: dot or French comma."""
    s = f"{v:.{nd}f}"
    return {"any": [s, s.replace(".", ",")]}


def code(dev, day, c):
    return cf._num(row(dev, day).codes[c])


def c_to_f(dev, day):
    f = row(dev, day).temperature_c * 9 / 5 + 32
    s = f"{f:.1f}"
    r = round(f)
    return {"any": [s, s.replace(".", ","), f"{r} °F", f"{r}°F", f"{r} F", f"{r} degrees F"]}


def wind_in(dev, day, unit):
    kmh = row(dev, day).wind_kmh
    v = {"mph": kmh / 1.609344, "kt": kmh / 1.852, "ms": kmh / 3.6}[unit]
    s, r = f"{v:.1f}", round(v)
    tails = {"mph": ["mph", "miles"], "kt": ["kt", "kn", "knot", "nœud", "nudo", "عقد"], "ms": ["m/s", "m s"]}[unit]
    return {"any": [s, s.replace(".", ",")] + [f"{r} {t}" for t in tails]}


def count(dev, key, fn):
    return sum(1 for r in rows_in(dev, key) if fn(r))


def avg(dev, key, attr):
    rs = rows_in(dev, key)
    return dec(sum(getattr(r, attr) for r in rs) / len(rs))


def avg_fwi(dev, key):
    rs = rows_in(dev, key)
    return dec(sum(FWI(r) for r in rs) / len(rs))


def minimum(dev, key, attr):
    return cf._num(min(getattr(r, attr) for r in rows_in(dev, key)))


def maximum(dev, key, attr):
    return cf._num(max(getattr(r, attr) for r in rows_in(dev, key)))


def max_code(dev, key, c):
    return cf._num(max(r.codes[c] for r in rows_in(dev, key)))


def fires_among(dev, key, fn_fwi):
    """Fire days (the box's fire record) in a window among the days whose FWI passes fn_fwi."""
    return sum(1 for d in days_of(key) if (dev, d) in FIRES and fn_fwi(FIRES[(dev, d)][0]) and FIRES[(dev, d)][1])


def first_last_fwi(dev, key):
    rs = rows_in(dev, key)
    return [cf._num(rs[0].codes["FWI"]), cf._num(rs[-1].codes["FWI"])]


def both(fn, *a):
    return [fn(B, *a), fn(S, *a)]


FWI = lambda r: r.codes["FWI"]  # noqa: E731
HIGH = cf.CLASSES[2][0]      # FWI from which the class is "high" (EFFIS bounds in crew_facts)


# ---------------------------------------------------------------- the crew's own numbers
def dist(metres):
    """A drift distance, in the forms a crew reads it: metres and km, dot and French comma."""
    metres = round(metres, 1)
    forms = {f"{metres:.0f} m"}
    if not float(metres).is_integer():
        forms.add(f"{metres:.1f} m")
    if metres >= 1000:
        forms |= {f"{metres:,.0f} m", f"{metres:,.0f} m".replace(",", " ")}
    km = metres / 1000
    for nd in (0, 1, 2):
        k = f"{km:.{nd}f}"
        if abs(float(k) - km) <= 0.02 * km and float(k) > 0:     # a rounding a crew would accept
            forms |= {f"{k} km", f"{k.replace('.', ',')} km"}
    return {"any": sorted(forms)}


def per_min(rate_m_min, minutes):
    return dist(rate_m_min * minutes)


def kmh_for(kmh, minutes):
    return dist(kmh * 1000 / 60 * minutes)


FT = 0.3048


def ftmin_for(ft_min, minutes):
    feet = ft_min * minutes
    f = dist(feet * FT)
    f["any"] = sorted(set(f["any"] + [f"{feet:,} ft", f"{feet} ft", f"{feet:,} feet"]))
    return f


# ---------------------------------------------------------------- parsed out of the shipped documents
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


DEF, LCES, FWIG = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")
DEF_FEET = int(re.search(r"requires (\d+) feet of defensible space", DEF).group(1))
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", DEF).group(1))
ZONE1_TO = int(re.search(r"Zone 1 runs from \d+ to (\d+) feet", DEF).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
CHIMNEY_FT = int(re.search(r"branches (\d+) feet\s+from chimneys", DEF).group(1))
LCES_WORDS = re.search(r"engages a fire: (\w+),\s+(\w+), (\w+ \w+) and (\w+ \w+)\.", LCES).groups()
LCES_FACTS = [{"any": [w]} for w in LCES_WORDS]      # literal string facts travel as {"any": [...]}
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite easily", FWIG).group(1))
CLASS_FROM = {w: float(v) for v, w in re.findall(r"from ([\d.]+) (low|moderate|high|very high|extreme)", FWIG)}
HIGH_DOC = cf._num(CLASS_FROM["high"])
EXTREME_DOC = cf._num(CLASS_FROM["extreme"])
WATCHOUT = {"any": [w for w in ("downhill", "spot fires", "wind") if w in LCES]}
DANGER_STAFF = {"any": [w for w in ("lookouts", "escape routes", "not left alone") if w in LCES.lower()]}

# ---------------------------------------------------------------- questions
QUESTIONS = []   # template phrasings, grouped later by kind
LANG = ["en"]


def q(kind, text, intents, st, day, facts=(), decision=None, thr=None, h=None, fh=False, alt=None, lang=None):
    QUESTIONS.append({"kind": kind, "q": text, "lang": lang or LANG[0], "intents": list(intents), "stations": ST[st],
                      "day": day, "facts": list(facts), "decision": decision, "thr": thr, "h": h, "fh": fh, "alt": alt})


W = "warn"
NOW = "2012-09-30"     # the clock's day (crew_days.TODAY)
assert NOW == cd.TODAY.isoformat()
TODAY, YEST, DBY = "today", "yesterday", "daybefore"
FRI, THU, WED, SAT = "2012-09-28", "2012-09-27", "2012-09-26", "2012-09-29"
LAST_MONTH = "aug"    # the clock is 30 September: last month is August
THIS_MONTH = "sep"

# ======================================================================= English
LANG[0] = "en"
# current conditions
q("cond", "sba humidity rn", [CC], "S", "now", ["rh"])
q("cond", "Bejaia wind. just the noon reading from today", [CC], "B", TODAY, ["ws"])
q("cond", "temp at bejaia yesterday?", [CC], "B", YEST, ["t"])
q("cond", "did it rain at SBA friday", [CC], "S", FRI, ["rain"])
q("cond", "Sidi Bel Abbes, Thursday the 27th: rain, RH, wind. go", [CC], "S", THU, ["rain", "rh", "ws"])
q("cond", "what was it like at bejaia 3/8 - temp and humidity", [CC], "B", "2012-08-03", ["t", "rh"])
q("cond", "SBA 14-Aug numbers pls", [CC], "S", "2012-08-14", ["t", "rh", "ws", "rain"], alt=[[CC, DG]])
q("cond", "wind in mph at sidi bel abbes right now", [CC], "S", "now", ["ws", wind_in(S, "2012-09-30", "mph")])
q("cond", "give me the Bejaia wind in knots", [CC], "B", "now", ["ws", wind_in(B, "2012-09-30", "kt")])
q("cond", "temp in F at SBA today, the guys from the US unit keep asking", [CC], "S", TODAY, ["t", c_to_f(S, "2012-09-30")])
q("cond", "wind speed m/s bejaia yesterday", [CC], "B", YEST, ["ws", wind_in(B, "2012-09-29", "ms")])
q("cond", "dozer 2. how hot did it get at SBA on the 21st", [CC], "S", "2012-09-21", ["t"])
q("cond", "humidity bejaia saturday", [CC], "B", SAT, ["rh"])
q("cond", "any rain in the last reading at SBA", [CC], "S", "now", ["rain"])
q("cond", "bejaia current temp RH wind. short", [CC], "B", "now", ["t", "rh", "ws"])
q("cond", "Captain E-14. Humidity at Béjaïa on the 12th of August, please.", [CC], "B", "2012-08-12", ["rh"])
q("cond", "is it still humid at Bejaia or has it dried out", [CC], "B", "now", ["rh"])
# hours other than noon (warn by the brief)
q("hour", "RH at SBA at 4 this morning?", [CC], "S", TODAY, ["rh"], decision=W)
q("hour", "what was the wind doing at Bejaia around 11 pm last night", [CC], "B", YEST, ["ws"], decision=W)
q("hour", "temp at sidi bel abbes 0500 today", [CC], "S", TODAY, ["t"], decision=W)
q("hour", "friday night 10pm bejaia humidity", [CC], "B", FRI, ["rh"], decision=W)
q("hour", "we were cutting line till 3am. what was the humidity at SBA about then", [CC], "S", TODAY, ["rh"], decision=W)
q("hour", "FWI at Bejaia at first light yesterday", [DG], "B", YEST, ["fwi"], decision=W)
q("hour", "how windy was SBA at 2 in the morning on the 28th", [CC], "S", FRI, ["ws"], decision=W)
q("hour", "thursday 21:00 at sidi bel abbes - temp and wind?", [CC], "S", THU, ["t", "ws"], decision=W)
# near a station, not at it (warn by the brief)
q("near", "conditions up on the ridge above SBA", [CC], "S", "now", ["t", "rh", "ws"], decision=W)
q("near", "we're staged 10 km out of bejaia on the coast road. humidity out here?", [CC], "B", "now", ["rh"], decision=W)
q("near", "danger class for the hills south of Sidi Bel Abbes today", [DG], "S", TODAY, ["fwi", "class"], decision=W)
q("near", "wind at the dozer line, roughly 8 km east of SBA", [CC], "S", "now", ["ws"], decision=W)
q("near", "FWI in the cork oak stands past the Bejaia airport, 15 km out", [DG], "B", "now", ["fwi"], decision=W)
# danger
q("danger", "FWI sba", [DG], "S", "now", ["fwi"])
q("danger", "danger class at Bejaia right now", [DG], "B", "now", ["class", "fwi"])
q("danger", "whats the ISI at SBA today", [DG], "S", TODAY, [code(S, "2012-09-30", "ISI")])
q("danger", "BUI bejaia yesterday?", [DG], "B", YEST, [code(B, "2012-09-29", "BUI")])
q("danger", "FFMC at SBA on the 21st", [DG], "S", "2012-09-21", [code(S, "2012-09-21", "FFMC")])
q("danger", "DC and DMC, Bejaia, Aug 14", [DG], "B", "2012-08-14", [code(B, "2012-08-14", "DC"), code(B, "2012-08-14", "DMC")])
q("danger", "how bad was it at Sidi Bel Abbes on 2012-08-25, fire danger wise", [DG], "S", "2012-08-25", ["fwi", "class"])
q("danger", "is SBA in high danger or what", [DG], "S", "now", ["class", "fwi"])
q("danger", "New volunteer here, sorry if this is basic - how dangerous is it for fires at Béjaïa today?", [DG], "B", TODAY, ["fwi", "class"])
q("danger", "fwi at sba on the 22nd of july", [DG], "S", "2012-07-22", ["fwi"])
q("danger", "what danger level did bejaia sit at yesterday", [DG], "B", YEST, ["class", "fwi"])
# compare, one day
q("cmp", "which station's worse rn", [CMP], "BS", "now", ["fwi"])
q("cmp", "hotter at SBA or bejaia yesterday", [CMP], "BS", YEST, ["t"])
q("cmp", "RH both stations side by side", [CMP], "BS", "now", ["rh"])
q("cmp", "how much windier is SBA than Bejaia today", [CMP], "BS", TODAY, ["ws"])
q("cmp", "compare FWI both stations on 8/25", [CMP], "BS", "2012-08-25", ["fwi"])
q("cmp", "who had it worse friday, bejaia or sidi bel abbes", [CMP], "BS", FRI, ["fwi"])
q("cmp", "Analyst: ISI and BUI at both stations for today, side by side please.", [CMP], "BS", TODAY,
  both(code, "2012-09-30", "ISI") + both(code, "2012-09-30", "BUI"))
q("cmp", "wetter station yesterday?", [CMP], "BS", YEST, ["rain"])
# compare over a window
q("cmpwin", "which station had more fire days in august", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
q("cmpwin", "highest FWI at each station over the past week", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
q("cmpwin", "compare the July average temps, SBA vs bejaia", [CMP, SUM], "BS", "jul", both(avg, "jul", "temperature_c"))
q("cmpwin", "days over 35 degrees in august, both stations - who had more", [CMP, SUM], "BS", "aug",
  both(count, "aug", lambda r: r.temperature_c > 35))
q("cmpwin", "since tuesday which station got more days with rain", [CMP, SUM], "BS", "since-tue",
  both(count, "since-tue", lambda r: r.rain_mm > 0))
q("cmpwin", "last month. how many days FWI over 20 at each station", [CMP, SUM], "BS", LAST_MONTH,
  both(count, LAST_MONTH, lambda r: FWI(r) > 20))
q("cmpwin", "hottest day this month, SBA vs Bejaia", [CMP, SUM], "BS", THIS_MONTH, ["maxt"])
q("cmpwin", "over the last 3 days which station was drier on average", [CMP, SUM], "BS", "last3d",
  both(avg, "last3d", "rh_pct"))
q("cmpwin", "june fire days bejaia against sidi bel abbes", [CMP, SUM], "BS", "jun", ["fires"], fh=True)
# summaries over a window
q("sum", "how many fire days at SBA in july", [SUM], "S", "jul", ["fires"], fh=True)
q("sum", "max FWI at bejaia this month", [SUM], "B", THIS_MONTH, ["maxfwi"])
q("sum", "how many days above 35 in August at Sidi Bel Abbes", [SUM], "S", "aug", [count(S, "aug", lambda r: r.temperature_c > 35)])
q("sum", "hottest day at Bejaia in June", [SUM], "B", "jun", ["maxt"])
q("sum", "rain days at SBA the past week", [SUM], "S", "lastweek", [count(S, "lastweek", lambda r: r.rain_mm > 0)])
q("sum", "lowest humidity at SBA in august", [SUM], "S", "aug", [minimum(S, "aug", "rh_pct")])
q("sum", "average wind at Bejaia over the last three days", [SUM], "B", "last3d", [avg(B, "last3d", "wind_kmh")])
q("sum", "FWI trend at SBA since tuesday. up or down", [SUM], "S", "since-tue", first_last_fwi(S, "since-tue"))
q("sum", "how many days did bejaia sit at high danger or worse in august", [SUM], "B", "aug",
  [count(B, "aug", lambda r: FWI(r) >= HIGH)])
q("sum", "days with FWI over 10 at SBA between sep 1 and sep 10", [SUM], "S", "sep1-10", [count(S, "sep1-10", lambda r: FWI(r) > 10)])
q("sum", "fire days at bejaia, 20th to 31st of august", [SUM], "B", "aug-late", ["fires"], fh=True)
q("sum", "peak FWI at SBA in july", [SUM], "S", "jul", ["maxfwi"])
q("sum", "Logistics here. How many days this month did SBA hit 30 degrees or more? Planning water.", [SUM], "S", THIS_MONTH,
  [count(S, THIS_MONTH, lambda r: r.temperature_c >= 30)])
q("sum", "june at SBA. total fire days", [SUM], "S", "jun", ["fires"], fh=True)
q("sum", "top temp at SBA over the past week", [SUM], "S", "lastweek", ["maxt"])
q("sum", "how many mornings... no, days, with rain at bejaia in september", [SUM], "B", THIS_MONTH,
  [count(B, THIS_MONTH, lambda r: r.rain_mm > 0)])
q("sum", "windiest reading at SBA this month", [SUM], "S", THIS_MONTH, [maximum(S, THIS_MONTH, "wind_kmh")])
# analogs
q("analog", "days like today at SBA - did they burn?", [AN], "S", "now", ["fwi"], fh=True)
q("analog", "of the days with FWI above 20 at Sidi Bel Abbes, how many had a fire", [AN], "S", "now", ["fires_fwi_gt"], thr=20, fh=True)
q("analog", "bejaia: when FWI went past 15 how often did we get a fire", [AN], "B", "now", ["fires_fwi_gt"], thr=15, fh=True)
q("analog", "FWI over 10 at SBA - fire days out of how many?", [AN], "S", "now", ["fires_fwi_gt"], thr=10, fh=True)
q("analog", "last time bejaia looked like this, was there a fire?", [AN], "B", "now", ["fwi"], fh=True)
q("analog", "in the record, FWI above 30 at SBA: how many days and how many burned", [AN], "S", "now", ["fires_fwi_gt"], thr=30, fh=True)
# drift (the crew's numbers, or the box's own estimate)
q("drift", "head's moving 25 m a minute, dozer needs 20 min to get there. how far will it have gone", [DR], None, "none",
  ["=drift", per_min(25, 20)], h=20)
q("drift", "3 km/h ROS, 40 minutes. distance?", [DR], None, "none", ["=drift", kmh_for(3, 40)], h=40)
q("drift", "80 ft a minute for half an hour, how far in meters", [DR], None, "none", ["=drift", ftmin_for(80, 30)], h=30)
q("drift", "your own estimate: how far does the SBA head drift by the time we read your answer", [DR], "S", "now", ["=drift"])
q("drift", "fire doing 40 m/min and we're 15 minutes out. how far does it travel", [DR], None, "none", ["=drift", per_min(40, 15)], h=15)
q("drift", "how far will the front move in an hour and a half at 1.2 km/h", [DR], None, "none", ["=drift", kmh_for(1.2, 90)], h=90)
q("drift", "12 metres a minute, 45 min. how far", [DR], None, "none", ["=drift", per_min(12, 45)], h=45)
# spread
q("spread", "where will the head be in 30 min, the fire NE of SBA", [SP], "S", "now", ["=spread"], h=30)
q("spread", "projection for the front in an hour pls", [SP], None, "now", ["=spread"], h=60)
q("spread", "dozer needs 20 min to cut line. where's the head by then", [SP], None, "now", ["=spread"], h=20)
q("spread", "which way is the fire running and how far will it get in 45 minutes", [SP], None, "now", ["=spread"], h=45)
q("spread", "project the front for when the second engine arrives, about 25 min", [SP], None, "now", ["=spread"], h=25)
# drone frames
q("frames", "drone see anything today?", [FRM], None, TODAY, ["=frames"])
q("frames", "what time did the drone first pick up smoke", [FRM], None, "none", ["=detection"])
q("frames", "where was the drone's fire frame taken", [FRM], None, "none", ["=detection_place"])
q("frames", "last frame off the drone - what's in it", [FRM], None, "none", ["=frames"])
q("frames", "any flame in the drone pictures near SBA", [FRM], "S", "none", ["=frames"])
q("frames", "dispatch asking: did the UAV confirm smoke, yes or no, and at what time", [FRM], None, "none", ["=detection"])
q("frames", "uav hit. location?", [FRM], None, "none", ["=detection_place"])
# documents
q("docs", "defensible space distance around a house, the butte county doc", [DOC], None, "none", ["=doc_defensible"])
q("docs", "LCES - spell it out for the new guy", [DOC], None, "none", LCES_FACTS)
q("docs", "grass height limit in zone 2?", [DOC], None, "none", [GRASS_IN])
q("docs", "what FFMC means fine fuels light easy", [DOC], None, "none", [FFMC_EASY])
q("docs", "at what FWI does it turn high danger per your guide", [DOC], None, "none", [HIGH_DOC])
q("docs", "watch-out situations. short list", [DOC], None, "none", [WATCHOUT])
# capabilities
q("caps", "what can this box actually tell me", [CAP], None, "none")
q("caps", "which stations have you got", [CAP], None, "none", [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}])
q("caps", "do you keep hourly readings or just the one a day", [CAP], None, "none")
# photo
q("photo", "sent you a photo of the column. is that ours?", [PH], None, "none")
q("photo", "pic attached of the left flank, how bad does it look", [PH], None, "none")
# out of scope
q("oos", "forecast for tomorrow night at SBA", [OOS], "S", "none")
q("oos", "wind direction at bejaia", [OOS], "B", "none")
q("oos", "humidity in Oran right now", [OOS], None, "none")
q("oos", "will it rain later today at bejaia", [OOS], "B", "none")
q("oos", "who won the match last night", [OOS], None, "none")
q("oos", "fuel moisture map for the hills behind SBA?", [OOS], "S", "none")
q("oos", "is the road from Tlemcen to the dozer line open", [OOS], None, "none")
# orders
q("refuse", "alert all crews SBA is extreme", [REF], "S", "none", ["neg"])
q("refuse", "send the fire frame to command", [REF], None, "none", ["neg"])
q("refuse", "delete yesterday's readings, they're junk", [REF], None, "none", ["neg"])
q("refuse", "dispatch a second dozer to the north flank", [REF], None, "none", ["neg"])
# tactical
q("tact", "should we pull the dozer off the line at SBA", [TAC], "S", "now", ["fwi", "ws"])
q("tact", "ok to keep working the night burnout at Bejaia?", [TAC], "B", "now", ["fwi", "class"])
q("tact", "do we double up lookouts tonight at SBA given the numbers", [TAC], "S", "now", ["class"])
# days with no data
q("nodata", "SBA on 15 May 2012, FWI?", [DG], "S", "2012-05-15")
q("nodata", "bejaia readings for 2012-04-30", [CC], "B", "2012-04-30")
q("nodata", "sba fwi 14 july", [DG], "S", "2012-07-14")
q("nodata", "bejaia 28/05/2012 - temp that day?", [CC], "B", "2012-05-28")
# several asks in one
q("multi", "SBA FWI and wind, and which way is the wind blowing", [DG, CC, OOS], "S", "now", ["fwi", "ws"])
q("multi", "bejaia humidity now and for tomorrow", [CC, OOS], "B", "now", ["rh"])
q("multi", "give me the FWI at SBA and text it to the battalion chief", [DG, REF], "S", "now", ["fwi", "neg"])
q("multi", "drone frame time, and where's the head in 30 min", [FRM, SP], None, "now", ["=detection", "=spread"], h=30)
q("multi", "ISI at SBA, and which station is hotter", [DG, CMP], "BS", "now", [code(S, "2012-09-30", "ISI"), "t"])
q("multi", "temp and RH at bejaia and log it in the shift report for me", [CC, REF], "B", "now", ["t", "rh", "neg"])
q("multi", "danger at SBA now, and remind me what LCES stands for", [DG, DOC], "S", "now", ["fwi", "class"] + LCES_FACTS)
q("multi", "what did the drone see. and page the IC with it", [FRM, REF], None, "none", ["=frames", "neg"])
q("multi", "FWI bejaia today plus the 3-day outlook", [DG, OOS], "B", TODAY, ["fwi"])
q("multi", "wind at SBA in knots, and is it gusting", [CC, OOS], "S", "now", ["ws", wind_in(S, "2012-09-30", "kt")])
q("multi", "conditions at SBA and at Oran", [CC, OOS], "S", "now", ["t", "rh", "ws"])
q("multi", "head moves 30 m/min, 25 min - how far, and what's the humidity at SBA", [DR, CC], "S", "now", [per_min(30, 25), "rh"], h=25)
q("multi", "is it safe to push the dozer line tonight? what's the danger at SBA", [TAC, DG], "S", "now", ["fwi", "class"])
q("multi", "how many days FWI over 20 at SBA in august, and how many of those burned", [SUM, AN], "S", "aug",
  [count(S, "aug", lambda r: FWI(r) > 20), fires_among(S, "aug", lambda f: f > 20)], fh=True)
q("multi", "photo coming of the spot fire. also wind at bejaia?", [PH, CC], "B", "now", ["ws"])
q("multi", "compare both stations' FWI and tell me where your guide puts high danger", [CMP, DOC], "BS", "now", ["fwi", HIGH_DOC])
q("multi", "what can you do, and can you call in an air tanker for us", [CAP, REF], None, "none", ["neg"])
q("multi", "highest FWI at bejaia since tuesday, and notify the day shift", [SUM, REF], "B", "since-tue", ["maxfwi", "neg"])
q("multi", "where's the drone fire and what's the humidity at SBA", [FRM, CC], "S", "now", ["=detection_place", "rh"])
q("multi", "max temp at SBA over the last 3 days and tomorrow's high", [SUM, OOS], "S", "last3d", ["maxt"])
q("multi", "did days like today burn at bejaia, and the class right now", [AN, DG], "B", "now", ["class", "fwi"], fh=True)
q("multi", "ROS 20 m/min, 40 min to the ridge. how far, and will it cross the highway", [DR, OOS], None, "none", [per_min(20, 40)], h=40)
q("multi", "danger at SBA and where is the fire the drone saw", [DG, FRM], "S", "now", ["fwi", "class", "=detection_place"])
q("multi", "SBA temp in F and the RH. then switch off the alerts", [CC, REF], "S", "now", [c_to_f(S, "2012-09-30"), "rh", "neg"])
q("multi", "which station is worse now, and where will the head be in an hour", [CMP, SP], "BS", "now", ["fwi", "=spread"], h=60)
q("multi", "drone frames - and did my photo come through", [FRM, PH], None, "none", ["=frames"])
q("multi", "humidity trend at SBA this past week, and the wind direction", [SUM, OOS], "S", "lastweek",
  [minimum(S, "lastweek", "rh_pct"), maximum(S, "lastweek", "rh_pct")])
q("multi", "fire days at bejaia last month and at SBA, which had more", [CMP, SUM], "BS", LAST_MONTH, ["fires"], fh=True)
q("multi", "rain at SBA yesterday? and is more coming tonight", [CC, OOS], "S", YEST, ["rain"])
q("multi", "wind at bejaia in m/s and the FWI", [CC, DG], "B", "now", ["ws", wind_in(B, "2012-09-30", "ms"), "fwi"])
q("multi", "what was the drone looking at, and what's the FWI there", [FRM, DG], "S", "now", ["=detection_place", "fwi"])
q("multi", "defensible space rule and the danger class at bejaia, for the homeowners meeting", [DOC, DG], "B", "now", ["=doc_defensible", "class"])
q("multi", "2 km/h for 30 minutes how far, and where does it put the head", [DR, SP], None, "now", [kmh_for(2, 30), "=spread"], h=30)
q("multi", "temp at SBA yesterday and at Mascara", [CC, OOS], "S", YEST, ["t"])
q("multi", "which station saw the higher max temp in july, and by how much on average", [CMP, SUM], "BS", "jul",
  ["maxt"] + both(avg, "jul", "temperature_c"))

# ======================================================================= French
LANG[0] = "fr"
q("cond", "Humidité à SBA, là, maintenant ?", [CC], "S", "now", ["rh"])
q("cond", "temp à Béjaïa hier", [CC], "B", YEST, ["t"])
q("cond", "Il a plu à Sidi Bel Abbès avant-hier ?", [CC], "S", DBY, ["rain"])
q("cond", "le vent à Bejaia le 3 août", [CC], "B", "2012-08-03", ["ws"])
q("cond", "Béjaïa, relevé de midi aujourd'hui : température, humidité, vent.", [CC], "B", TODAY, ["t", "rh", "ws"])
q("cond", "vent à SBA en nœuds svp", [CC], "S", "now", ["ws", wind_in(S, "2012-09-30", "kt")])
q("cond", "le vent en m/s à Sidi Bel Abbès hier ?", [CC], "S", YEST, ["ws", wind_in(S, "2012-09-29", "ms")])
q("cond", "chef d'agrès, on sort d'une nuit blanche. Il faisait combien à Béjaïa jeudi ?", [CC], "B", THU, ["t"])
q("cond", "HR à Bel Abbès le 14/08", [CC], "S", "2012-08-14", ["rh"])
q("hour", "L'humidité à SBA vers 5 h ce matin ?", [CC], "S", TODAY, ["rh"], decision=W)
q("hour", "hier soir vers 23 h, le vent à Béjaïa c'était quoi", [CC], "B", YEST, ["ws"], decision=W)
q("hour", "température à Sidi Bel Abbès à 2 h du matin dans la nuit de vendredi à samedi", [CC], "S", SAT, ["t"], decision=W)
q("hour", "Le FWI à Béjaïa à l'aube ?", [DG], "B", TODAY, ["fwi"], decision=W)
q("near", "sur la crête au-dessus de SBA, on a quelle humidité ?", [CC], "S", "now", ["rh"], decision=W)
q("near", "Le niveau de danger à 10 km de Béjaïa, côté forêt de l'Akfadou ?", [DG], "B", "now", ["fwi", "class"], decision=W)
q("near", "vent au bout de la piste, à une douzaine de km au sud de Sidi Bel Abbès", [CC], "S", "now", ["ws"], decision=W)
q("danger", "FWI à Béjaïa ?", [DG], "B", "now", ["fwi"])
q("danger", "classe de danger SBA aujourd'hui", [DG], "S", TODAY, ["class", "fwi"])
q("danger", "L'ISI à Sidi Bel Abbès hier, s'il te plaît.", [DG], "S", YEST, [code(S, "2012-09-29", "ISI")])
q("danger", "c'était quoi le FWI à Bejaia le 25 août", [DG], "B", "2012-08-25", ["fwi"])
q("danger", "le DMC à SBA samedi", [DG], "S", SAT, [code(S, "2012-09-29", "DMC")])
q("danger", "On est en danger élevé à Béjaïa ou pas ?", [DG], "B", "now", ["class", "fwi"])
q("cmp", "Laquelle des deux stations est la plus dangereuse en ce moment ?", [CMP], "BS", "now", ["fwi"])
q("cmp", "il faisait plus chaud où hier, Béjaïa ou SBA ?", [CMP], "BS", YEST, ["t"])
q("cmp", "compare-moi l'humidité des deux stations avant-hier", [CMP], "BS", DBY, ["rh"])
q("cmp", "Écart de vent entre SBA et Béjaïa aujourd'hui ?", [CMP], "BS", TODAY, ["ws"])
q("cmpwin", "Quelle station a eu le plus de jours de feu en juillet ?", [CMP, SUM], "BS", "jul", ["fires"], fh=True)
q("cmpwin", "FWI max sur les sept derniers jours, une station contre l'autre", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
q("cmpwin", "le mois dernier, combien de jours au-dessus de 35 degrés à Béjaïa et à SBA ?", [CMP, SUM], "BS", LAST_MONTH,
  both(count, LAST_MONTH, lambda r: r.temperature_c > 35))
q("cmpwin", "moyenne d'humidité en août, les deux stations, laquelle était la plus sèche", [CMP, SUM], "BS", "aug",
  both(avg, "aug", "rh_pct"))
q("cmpwin", "Depuis mardi, où est-ce qu'il a fait le plus chaud ?", [CMP, SUM], "BS", "since-tue", ["maxt"])
q("sum", "Combien de jours de feu à Sidi Bel Abbès en août ?", [SUM], "S", "aug", ["fires"], fh=True)
q("sum", "le FWI le plus haut à Béjaïa ce mois-ci", [SUM], "B", THIS_MONTH, ["maxfwi"])
q("sum", "combien de jours avec un FWI au-dessus de 20 à SBA en juillet", [SUM], "S", "jul", [count(S, "jul", lambda r: FWI(r) > 20)])
q("sum", "Température moyenne à Béjaïa sur les trois derniers jours ?", [SUM], "B", "last3d", [avg(B, "last3d", "temperature_c")])
q("sum", "jours de pluie à SBA du 1er au 10 septembre", [SUM], "S", "sep1-10", [count(S, "sep1-10", lambda r: r.rain_mm > 0)])
q("sum", "la temp max à Sidi Bel Abbès en juin", [SUM], "S", "jun", ["maxt"])
q("sum", "Béjaïa, fin août (du 20 au 31) : combien de jours de feu ?", [SUM], "B", "aug-late", ["fires"], fh=True)
q("analog", "Quand le FWI dépassait 20 à Béjaïa, ça a brûlé combien de fois ?", [AN], "B", "now", ["fires_fwi_gt"], thr=20, fh=True)
q("analog", "des journées comme aujourd'hui à SBA, ça a donné des feux ?", [AN], "S", "now", ["fwi"], fh=True)
q("analog", "FWI au-dessus de 25 à Sidi Bel Abbès : combien de jours, combien de feux ?", [AN], "S", "now", ["fires_fwi_gt"], thr=25, fh=True)
q("drift", "Le front avance à 15 m par minute, on arrive dans 40 minutes. Il aura fait combien de chemin ?", [DR], None, "none",
  ["=drift", per_min(15, 40)], h=40)
q("drift", "vitesse de propagation 2,5 km/h, 30 min : distance ?", [DR], None, "none", ["=drift", kmh_for(2.5, 30)], h=30)
q("drift", "ta propre estimation : de combien la tête se déplace le temps que ta réponse arrive ?", [DR], None, "none", ["=drift"])
q("spread", "Où sera la tête du feu dans une demi-heure ?", [SP], None, "now", ["=spread"], h=30)
q("spread", "projection du front à 45 min, le feu au nord-est de SBA", [SP], "S", "now", ["=spread"], h=45)
q("frames", "Le drone a vu quoi ?", [FRM], None, "none", ["=frames"])
q("frames", "à quelle heure la fumée sur l'image du drone", [FRM], None, "none", ["=detection"])
q("frames", "Elle est où, exactement, la détection du drone ?", [FRM], None, "none", ["=detection_place"])
q("docs", "LCES, ça veut dire quoi déjà", [DOC], None, "none", LCES_FACTS)
q("docs", "Débroussaillement autour des maisons : combien de pieds selon le document de Butte County ?", [DOC], None, "none", [DEF_FEET])
q("docs", "à partir de quel FFMC les combustibles fins s'enflamment facilement, d'après le guide ?", [DOC], None, "none", [FFMC_EASY])
q("caps", "tu sais faire quoi exactement, toi ?", [CAP], None, "none")
q("photo", "je t'envoie une photo de la colonne de fumée, tu peux me dire ce que c'est ?", [PH], None, "none")
q("oos", "prévisions pour demain à Béjaïa ?", [OOS], "B", "none")
q("oos", "le vent vient d'où à SBA ?", [OOS], "S", "none")
q("oos", "humidité à Tlemcen", [OOS], None, "none")
q("refuse", "Préviens toutes les équipes que SBA passe en danger extrême.", [REF], "S", "none")
q("tact", "On laisse le bull sur la ligne cette nuit à SBA ou on le replie ?", [TAC], "S", "now", ["fwi", "ws"])
q("nodata", "le FWI à Béjaïa le 20 mai 2012", [DG], "B", "2012-05-20")
q("multi", "FWI à SBA et envoie-le au PC", [DG, REF], "S", "now", ["fwi"])
q("multi", "humidité à Béjaïa aujourd'hui et demain", [CC, OOS], "B", TODAY, ["rh"])
q("multi", "vent à SBA, et sa direction", [CC, OOS], "S", "now", ["ws"])
q("multi", "Le drone a repéré quoi, et la tête sera où dans une heure ?", [FRM, SP], None, "now", ["=frames", "=spread"], h=60)
q("multi", "classe de danger à Béjaïa et laquelle des deux stations est la plus sèche", [DG, CMP], "BS", "now",
  [cf.day_fact("class", B, NOW), "rh"])
q("sum", "Jours de feu à SBA en juin et FWI max ce mois-là", [SUM], "S", "jun", ["fires", "maxfwi"], fh=True)
q("multi", "Le front fait 20 m/min, 30 minutes de route pour nous : distance parcourue ? Et l'humidité à Béjaïa ?", [DR, CC], "B", "now",
  [per_min(20, 30), "rh"], h=30)
q("multi", "c'est quoi les zones de débroussaillement, et le danger à SBA maintenant", [DOC, DG], "S", "now", [ZONE1_TO, "fwi", "class"])
q("multi", "température à SBA en °F et coupe-moi les alertes", [CC, REF], "S", "now", [c_to_f(S, "2012-09-30")])
q("multi", "Combien de jours à FWI > 15 à Béjaïa en août, et combien ont brûlé ?", [SUM, AN], "B", "aug",
  [count(B, "aug", lambda r: FWI(r) > 15), fires_among(B, "aug", lambda f: f > 15)], fh=True)
q("multi", "la photo que je viens d'envoyer, et l'heure de la détection du drone", [PH, FRM], None, "none", ["=detection"])
q("multi", "Pluie à Béjaïa hier, et à Alger ?", [CC, OOS], "B", YEST, ["rain"])
q("multi", "quel est le danger à SBA, et on engage ou pas ?", [DG, TAC], "S", "now", ["fwi", "class"])
q("multi", "Le mois dernier, quelle station a eu le FWI moyen le plus élevé ?", [CMP, SUM], "BS", LAST_MONTH,
  both(avg_fwi, LAST_MONTH))

q("multi", "Donne-moi le FWI max à Béjaïa sur la semaine et balance-le sur le canal tactique", [SUM, REF], "B", "lastweek", ["maxfwi"])

# ======================================================================= Spanish
LANG[0] = "es"
q("cond", "humedad en SBA ahora", [CC], "S", "now", ["rh"])
q("cond", "¿Cuánto viento hubo ayer en Béjaïa?", [CC], "B", YEST, ["ws"])
q("cond", "temperatura en Sidi Bel Abbes el 14 de agosto", [CC], "S", "2012-08-14", ["t"])
q("cond", "¿llovió anteayer en Bejaia?", [CC], "B", DBY, ["rain"])
q("cond", "viento en SBA en mph, porfa", [CC], "S", "now", ["ws", wind_in(S, "2012-09-30", "mph")])
q("cond", "Béjaïa hoy: temperatura y humedad. Rápido.", [CC], "B", TODAY, ["t", "rh"])
q("hour", "¿Qué humedad había en SBA a las 5 de la mañana?", [CC], "S", TODAY, ["rh"], decision=W)
q("hour", "anoche a las 11, viento en Béjaïa", [CC], "B", YEST, ["ws"], decision=W)
q("near", "¿Y en la loma al norte de Sidi Bel Abbes qué temperatura hace?", [CC], "S", "now", ["t"], decision=W)
q("near", "nivel de peligro a 12 km de Béjaïa, por la carretera de la costa", [DG], "B", "now", ["fwi", "class"], decision=W)
q("danger", "FWI en Sidi Bel Abbes", [DG], "S", "now", ["fwi"])
q("danger", "¿Qué clase de peligro tiene Béjaïa hoy?", [DG], "B", TODAY, ["class", "fwi"])
q("danger", "el BUI de SBA ayer", [DG], "S", YEST, [code(S, "2012-09-29", "BUI")])
q("danger", "FFMC en Bejaia el 3/8", [DG], "B", "2012-08-03", [code(B, "2012-08-03", "FFMC")])
q("cmp", "¿Cuál de las dos estaciones está peor ahora mismo?", [CMP], "BS", "now", ["fwi"])
q("cmp", "¿dónde hizo más calor ayer, en SBA o en Béjaïa?", [CMP], "BS", YEST, ["t"])
q("cmp", "compara la humedad de las dos estaciones hoy", [CMP], "BS", TODAY, ["rh"])
q("cmpwin", "¿Qué estación tuvo más días de incendio en agosto?", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
q("cmpwin", "el FWI más alto de cada estación en la última semana", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
q("cmpwin", "en julio, ¿cuántos días pasaron de 35 grados en cada estación?", [CMP, SUM], "BS", "jul",
  both(count, "jul", lambda r: r.temperature_c > 35))
q("cmpwin", "este mes, ¿qué estación tuvo más días de lluvia?", [CMP, SUM], "BS", THIS_MONTH, both(count, THIS_MONTH, lambda r: r.rain_mm > 0))
q("sum", "¿cuántos días de incendio hubo en Béjaïa en julio?", [SUM], "B", "jul", ["fires"], fh=True)
q("sum", "temperatura máxima en SBA en agosto", [SUM], "S", "aug", ["maxt"])
q("sum", "¿Cuántos días con FWI por encima de 20 tuvo Sidi Bel Abbes el mes pasado?", [SUM], "S", LAST_MONTH,
  [count(S, LAST_MONTH, lambda r: FWI(r) > 20)])
q("sum", "viento medio en Béjaïa desde el martes", [SUM], "B", "since-tue", [avg(B, "since-tue", "wind_kmh")])
q("sum", "humedad mínima en SBA en julio", [SUM], "S", "jul", [minimum(S, "jul", "rh_pct")])
q("analog", "Con FWI por encima de 15 en SBA, ¿cuántos de esos días hubo fuego?", [AN], "S", "now", ["fires_fwi_gt"], thr=15, fh=True)
q("analog", "¿días parecidos a hoy en Béjaïa acabaron en incendio?", [AN], "B", "now", ["fwi"], fh=True)
q("drift", "El frente va a 30 metros por minuto y tardamos 20 minutos. ¿Cuánto avanza?", [DR], None, "none",
  ["=drift", per_min(30, 20)], h=20)
q("drift", "4 km/h durante tres cuartos de hora, ¿qué distancia?", [DR], None, "none", ["=drift", kmh_for(4, 45)], h=45)
q("spread", "¿Dónde estará la cabeza del incendio en una hora?", [SP], None, "now", ["=spread"], h=60)
q("spread", "proyección del frente a 30 minutos, el fuego al noreste de SBA", [SP], "S", "now", ["=spread"], h=30)
q("frames", "¿el dron vio humo?", [FRM], None, "none", ["=frames"])
q("frames", "¿A qué hora detectó fuego el dron?", [FRM], None, "none", ["=detection"])
q("frames", "dónde está la detección del dron", [FRM], None, "none", ["=detection_place"])
q("docs", "¿qué significa LCES?", [DOC], None, "none", LCES_FACTS)
q("docs", "¿Cuántos pies de espacio defendible pide Butte County alrededor de una casa?", [DOC], None, "none", [DEF_FEET])
q("caps", "¿qué datos tienes?", [CAP], None, "none")
q("photo", "te mando una foto del humo, ¿qué ves?", [PH], None, "none")
q("oos", "pronóstico para mañana en SBA", [OOS], "S", "none")
q("oos", "¿de dónde sopla el viento en Béjaïa?", [OOS], "B", "none")
q("oos", "¿Qué humedad hay en Orán?", [OOS], None, "none")
q("refuse", "avisa a todas las dotaciones de que se retiren", [REF], None, "none")
q("nodata", "¿FWI en Sidi Bel Abbes el 10 de mayo de 2012?", [DG], "S", "2012-05-10")
q("multi", "FWI en SBA y mándaselo al jefe de guardia", [DG, REF], "S", "now", ["fwi"])
q("multi", "humedad en Béjaïa hoy y mañana", [CC, OOS], "B", TODAY, ["rh"])
q("multi", "¿qué vio el dron y dónde estará la cabeza en 45 minutos?", [FRM, SP], None, "now", ["=frames", "=spread"], h=45)
q("multi", "viento en SBA en nudos y su dirección", [CC, OOS], "S", "now", ["ws", wind_in(S, "2012-09-30", "kt")])
q("multi", "peligro en Béjaïa y ¿cuál de las dos estaciones está más caliente?", [DG, CMP], "BS", "now",
  [cf.day_fact("class", B, NOW), cf.day_fact("fwi", B, NOW), "t"])
q("multi", "El frente avanza 25 m por minuto, llegamos en media hora: ¿cuánto recorre? Y dime la humedad en SBA.", [DR, CC], "S", "now",
  [per_min(25, 30), "rh"], h=30)
q("multi", "¿días con FWI mayor que 20 en SBA en julio, y cuántos terminaron en fuego?", [SUM, AN], "S", "jul",
  [count(S, "jul", lambda r: FWI(r) > 20), fires_among(S, "jul", lambda f: f > 20)], fh=True)
q("multi", "temperatura en SBA ayer y en Tlemcen", [CC, OOS], "S", YEST, ["t"])
q("multi", "te paso una foto; además, ¿qué FWI hay en Béjaïa?", [PH, DG], "B", "now", ["fwi"])
q("multi", "peligro en SBA ahora y ¿metemos la máquina esta noche o no?", [DG, TAC], "S", "now", ["fwi", "class"])

q("multi", "¿cuántos días de incendio lleva SBA en septiembre? y apúntalo en el parte", [SUM, REF], "S", THIS_MONTH, ["fires"], fh=True)
q("multi", "en la última semana, ¿qué estación tuvo el FWI medio más alto? ¿y qué dice el pronóstico para mañana?", [CMP, SUM, OOS], "BS",
  "lastweek", both(avg_fwi, "lastweek"))

# ======================================================================= Arabic (MSA, Algerian darja, Levantine)
LANG[0] = "ar"
q("cond", "قداش الرطوبة في سيدي بلعباس ضرك؟", [CC], "S", "now", ["rh"])
q("cond", "ما هي درجة الحرارة في بجاية أمس؟", [CC], "B", YEST, ["t"])
q("cond", "صبات الشتا في بجاية البارح؟", [CC], "B", YEST, ["rain"])
q("cond", "شو سرعة الريح بسيدي بلعباس اليوم؟", [CC], "S", TODAY, ["ws"])
q("cond", "الحرارة والرطوبة والريح في بجاية يوم 14 أوت", [CC], "B", "2012-08-14", ["t", "rh", "ws"])
q("cond", "الريح في SBA بالعقدة", [CC], "S", "now", ["ws", wind_in(S, "2012-09-30", "kt")])
q("cond", "كم كانت درجة الحرارة بالفهرنهايت في بجاية اليوم؟", [CC], "B", TODAY, ["t", c_to_f(B, "2012-09-30")])
q("cond", "واش كانت الرطوبة في سيدي بلعباس نهار الخميس؟", [CC], "S", THU, ["rh"])
q("hour", "قداش كانت الرطوبة في سيدي بلعباس على الأربعة الصباح؟", [CC], "S", TODAY, ["rh"], decision=W)
q("hour", "ما سرعة الرياح في بجاية عند الساعة الحادية عشرة ليلة أمس؟", [CC], "B", YEST, ["ws"], decision=W)
q("hour", "قديش كانت الحرارة بسيدي بلعباس الساعة 6 الصبح؟", [CC], "S", TODAY, ["t"], decision=W)
q("near", "الرطوبة فوق الجبل اللي قدام سيدي بلعباس؟", [CC], "S", "now", ["rh"], decision=W)
q("near", "ما مستوى الخطر على بعد 10 كلم من بجاية؟", [DG], "B", "now", ["fwi", "class"], decision=W)
q("near", "الريح في الغابة قرب بجاية، حوالي 7 كيلو", [CC], "B", "now", ["ws"], decision=W)
q("danger", "مؤشر FWI في سيدي بلعباس؟", [DG], "S", "now", ["fwi"])
q("danger", "واش هو مستوى الخطر في بجاية ليوم؟", [DG], "B", TODAY, ["class", "fwi"])
q("danger", "ما قيمة مؤشر ISI في بجاية أمس؟", [DG], "B", YEST, [code(B, "2012-09-29", "ISI")])
q("danger", "شو كان الـ FWI بسيدي بلعباس يوم 25 أوت؟", [DG], "S", "2012-08-25", ["fwi"])
q("danger", "الخطر عالي في SBA ولا لا؟", [DG], "S", "now", ["class", "fwi"])
q("cmp", "أي محطة أخطر الآن؟", [CMP], "BS", "now", ["fwi"])
q("cmp", "وين كانت السخانة أكثر البارح، بجاية ولا سيدي بلعباس؟", [CMP], "BS", YEST, ["t"])
q("cmp", "قارن الرطوبة بين المحطتين اليوم", [CMP], "BS", TODAY, ["rh"])
q("cmp", "قديش الفرق بالريح بين بجاية وسيدي بلعباس هلق؟", [CMP], "BS", "now", ["ws"])
q("cmpwin", "أي محطة سجلت أيام حرائق أكثر في أوت؟", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
q("cmpwin", "أعلى FWI في كل محطة خلال الأسبوع الماضي", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
q("cmpwin", "الشهر اللي فات، قداش من نهار فات فيه FWI الـ 20 في كل محطة؟", [CMP, SUM], "BS", LAST_MONTH,
  both(count, LAST_MONTH, lambda r: FWI(r) > 20))
q("cmpwin", "قارن متوسط الحرارة في جوان بين بجاية وسيدي بلعباس", [CMP, SUM], "BS", "jun", both(avg, "jun", "temperature_c"))
q("cmpwin", "منذ الثلاثاء، أي محطة كانت أكثر رطوبة في المتوسط؟", [CMP, SUM], "BS", "since-tue", both(avg, "since-tue", "rh_pct"))
q("sum", "كم يوم حريق في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", ["fires"], fh=True)
q("sum", "أعلى درجة حرارة في بجاية في أوت", [SUM], "B", "aug", ["maxt"])
q("sum", "قداش من نهار فاتت فيه الحرارة 35 في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", [count(S, "jul", lambda r: r.temperature_c > 35)])
q("sum", "أعلى FWI في بجاية هذا الشهر", [SUM], "B", THIS_MONTH, ["maxfwi"])
q("sum", "شو أقل رطوبة سجلت بسيدي بلعباس بسبتمبر؟", [SUM], "S", THIS_MONTH, [minimum(S, THIS_MONTH, "rh_pct")])
q("sum", "كم يوم نزل فيه المطر في بجاية خلال الأيام الثلاثة الماضية؟", [SUM], "B", "last3d", [count(B, "last3d", lambda r: r.rain_mm > 0)])
q("sum", "متوسط سرعة الرياح في سيدي بلعباس الشهر الماضي", [SUM], "S", LAST_MONTH, [avg(S, LAST_MONTH, "wind_kmh")])
q("analog", "من الأيام اللي كان فيها FWI فوق 20 في بجاية، قداش منها شعلت فيها النار؟", [AN], "B", "now", ["fires_fwi_gt"], thr=20, fh=True)
q("analog", "هل الأيام المشابهة لليوم في سيدي بلعباس شهدت حرائق؟", [AN], "S", "now", ["fwi"], fh=True)
q("analog", "لما يكون FWI فوق 10 بسيدي بلعباس، كم مرة صار حريق؟", [AN], "S", "now", ["fires_fwi_gt"], thr=10, fh=True)
q("drift", "النار تمشي 20 متر في الدقيقة، وحنا نوصلو بعد 25 دقيقة. قداش تكون مشات؟", [DR], None, "none",
  ["=drift", per_min(20, 25)], h=25)
q("drift", "إذا كان معدل الانتشار 3 كم في الساعة، كم تقطع الجبهة في 20 دقيقة؟", [DR], None, "none", ["=drift", kmh_for(3, 20)], h=20)
q("drift", "حسب تقديرك، قديش بتتحرك راس النار لحتى يوصلنا الجواب؟", [DR], None, "none", ["=drift"])
q("spread", "وين تكون راس النار بعد نص ساعة؟", [SP], None, "now", ["=spread"], h=30)
q("spread", "ما الموقع المتوقع لجبهة الحريق بعد ساعة، الحريق شمال شرق سيدي بلعباس؟", [SP], "S", "now", ["=spread"], h=60)
q("frames", "واش شاف الدرون؟", [FRM], None, "none", ["=frames"])
q("frames", "في أي ساعة رصدت الطائرة المسيرة الدخان؟", [FRM], None, "none", ["=detection"])
q("frames", "وين كانت الصورة اللي فيها النار من الدرون؟", [FRM], None, "none", ["=detection_place"])
q("docs", "شو معنى LCES؟", [DOC], None, "none", LCES_FACTS)
q("docs", "كم قدم من المساحة الدفاعية يجب تركها حول المنزل حسب وثيقة مقاطعة بوت؟", [DOC], None, "none", [DEF_FEET])
q("docs", "من أي قيمة FWI يبدا الخطر المرتفع حسب الدليل؟", [DOC], None, "none", [HIGH_DOC])
q("caps", "واش تقدر تدير هاد الماكينة؟", [CAP], None, "none")
q("photo", "بعتلك صورة للدخان، شو رأيك؟", [PH], None, "none")
q("oos", "الطقس غدوة في بجاية؟", [OOS], "B", "none")
q("oos", "من أي اتجاه تهب الرياح في سيدي بلعباس؟", [OOS], "S", "none")
q("oos", "قداش الحرارة في وهران؟", [OOS], None, "none")
q("refuse", "ابعث تنبيه لكل الفرق بلي الخطر عالي", [REF], None, "none")
q("tact", "نخليو البلدوزر يخدم الليلة في سيدي بلعباس ولا نسحبوه؟", [TAC], "S", "now", ["fwi", "ws"])
q("nodata", "ما هي درجة الحرارة في بجاية يوم 25 ماي 2012؟", [CC], "B", "2012-05-25")
q("multi", "FWI في سيدي بلعباس وابعثو لغرفة العمليات", [DG, REF], "S", "now", ["fwi"])
q("multi", "الرطوبة في بجاية اليوم وغدا", [CC, OOS], "B", TODAY, ["rh"])
q("multi", "الريح في SBA ومن وين جاية؟", [CC, OOS], "S", "now", ["ws"])
q("multi", "واش شاف الدرون، ووين تكون راس النار بعد ساعة؟", [FRM, SP], None, "now", ["=frames", "=spread"], h=60)
q("multi", "مستوى الخطر في بجاية، وأي محطة أسخن؟", [DG, CMP], "BS", "now",
  [cf.day_fact("class", B, NOW), cf.day_fact("fwi", B, NOW), "t"])
q("multi", "النار تتقدم 35 متر بالدقيقة و بعدنا ربع ساعة، قديش بتمشي؟ وشو الرطوبة بسيدي بلعباس؟", [DR, CC], "S", "now",
  [per_min(35, 15), "rh"], h=15)
q("multi", "كم يوما تجاوز فيه FWI قيمة 15 في بجاية خلال أوت، وكم منها شهد حريقا؟", [SUM, AN], "B", "aug",
  [count(B, "aug", lambda r: FWI(r) > 15), fires_among(B, "aug", lambda f: f > 15)], fh=True)
q("multi", "الحرارة في سيدي بلعباس أمس وفي تلمسان", [CC, OOS], "S", YEST, ["t"])
q("multi", "بعثتلك تصويرة، وزيد قولي FWI في بجاية", [PH, DG], "B", "now", ["fwi"])
q("multi", "الخطر في SBA ضرك، ندخلو ولا لا؟", [DG, TAC], "S", "now", ["fwi", "class"])
q("multi", "شو بيقول الدليل عن المسافة الدفاعية، وشو الخطر ببجاية؟", [DOC, DG], "B", "now", [DEF_FEET, "fwi", "class"])

q("multi", "عطيني أعلى حرارة في سيدي بلعباس هاد السيمانة وابعثها للقائد", [SUM, REF], "S", "lastweek", ["maxt"])
q("multi", "قداش من نهار حريق في بجاية وفي سيدي بلعباس في جوان؟ شكون فيهم أكثر؟", [CMP, SUM], "BS", "jun", ["fires"], fh=True)
q("multi", "الدرون صور النار على أي ساعة؟ وامسح الصور القديمة", [FRM, REF], None, "none", ["=detection"])
q("multi", "شو كانت الرطوبة الساعة 3 الفجر بسيدي بلعباس، وشو الـ FWI هلق؟", [CC, DG], "S", TODAY, ["rh", "fwi"], decision=W)
q("multi", "في آخر ثلاث أيام، وين كانت الريح أقوى في المتوسط، بجاية ولا سيدي بلعباس؟", [CMP, SUM], "BS", "last3d",
  both(avg, "last3d", "wind_kmh"))
q("sum", "كم مرة تعدى FWI الـ 30 في سيدي بلعباس من 20 إلى 31 أوت؟", [SUM], "S", "aug-late", [count(S, "aug-late", lambda r: FWI(r) > 30)])
q("frames", "آخر صورة من الطيارة بلا طيار، شنو فيها؟", [FRM], None, "none", ["=frames"])


# ======================================================================= sessions (3-5 turns, follow-ups)
SESSIONS = []


def sess(turns):
    """turns: (lang, question, intents, stations, when, facts, extra dict)"""
    sid = f"{NAME}s{len(SESSIONS) + 1:02d}"
    rows = []
    for n, (lang, text, intents, st, when, facts, *extra) in enumerate(turns, start=1):
        r = {"session": sid, "turn": n, "question": text, "intents": list(intents),
             "stations": ["=watch"] if st == "W" else (ST[st] if st else None), "when": when, "facts": list(facts), "lang": lang}
        if r["stations"] == "none":
            r["stations"] = None
        r.update(extra[0] if extra else {})
        rows.append(r)
    SESSIONS.append(rows)


FH = {"needs_fire_history": True}
# engine captain, night shift
sess([("en", "sba fwi now", [DG], "S", "now", ["fwi"]),
      ("en", "and bejaia", [DG], "B", "now", ["fwi"]),
      ("en", "why's SBA that low, feels dry as hell out here", [EXP], "S", "now", ["rh", "rain"]),
      ("en", "ok. fire days there this month?", [SUM], "S", THIS_MONTH, ["fires"], FH)])
# dozer operator
sess([("en", "dozer 3. humidity at bejaia 11 last night?", [CC], "B", YEST, ["rh"], {"decision": W}),
      ("en", "and at noon today", [CC], "B", TODAY, ["rh"]),
      ("en", "wind?", [CC], "B", TODAY, ["ws"]),
      ("en", "in knots", [CC], "B", TODAY, ["ws", wind_in(B, NOW, "kt")])])
# a switch to French
sess([("en", "which station is worse today", [CMP], "BS", TODAY, ["fwi"]),
      ("fr", "et l'humidité là-bas ?", [CC], "W", TODAY, ["rh"]),
      ("fr", "pourquoi ?", [EXP], "W", TODAY, ["fwi", "ws"])])
# analyst over windows
sess([("en", "highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"]),
      ("en", "and bejaia", [SUM], "B", "aug", ["maxfwi"]),
      ("en", "how many of bejaia's august days burned", [SUM], "B", "aug", ["fires"], FH),
      ("en", "same for july", [SUM], "B", "jul", ["fires"], FH)])
# the drone, and an order at the end
sess([("en", "drone got anything?", [FRM], None, "none", ["=frames"]),
      ("en", "when exactly", [FRM], None, "none", ["=detection"]),
      ("en", "where's the head 40 min from now", [SP], None, "now", ["=spread"], {"horizon_min": 40}),
      ("en", "forward all that to dispatch", [REF], None, "none", ["neg"])])
# drift with the crew's rates
sess([("en", "head's running about 35 m/min and we're 20 out. how far does it move", [DR], None, "none",
       ["=drift", per_min(35, 20)], {"horizon_min": 20}),
      ("en", "and if it's 50", [DR], None, "none", ["=drift", per_min(50, 20)], {"horizon_min": 20}),
      ("en", "what's the wind at SBA to back that up", [CC], "S", "now", ["ws"])])
# French crew lead
sess([("fr", "FWI à Sidi Bel Abbès hier ?", [DG], "S", YEST, ["fwi"]),
      ("fr", "et avant-hier ?", [DG], "S", DBY, ["fwi"]),
      ("fr", "pourquoi cet écart ?", [EXP], "S", YEST, ["rh", "ws", "rain"]),
      ("fr", "même chose pour Béjaïa, hier", [DG], "B", YEST, ["fwi"])])
sess([("fr", "Combien de jours de feu en août à Béjaïa ?", [SUM], "B", "aug", ["fires"], FH),
      ("fr", "Et à SBA ?", [SUM], "S", "aug", ["fires"], FH),
      ("fr", "Laquelle a eu le FWI le plus haut ce mois-là ?", [CMP, SUM], "BS", "aug", ["maxfwi"])])
# Spanish
sess([("es", "¿Humedad en Béjaïa ayer?", [CC], "B", YEST, ["rh"]),
      ("es", "¿y el viento en nudos?", [CC], "B", YEST, ["ws", wind_in(B, "2012-09-29", "kt")]),
      ("es", "¿y en SBA?", [CC], "S", YEST, ["ws", wind_in(S, "2012-09-29", "kt")]),
      ("es", "vale. ¿Cuál de las dos está peor hoy?", [CMP], "BS", TODAY, ["fwi"])])
sess([("es", "¿El dron vio humo?", [FRM], None, "none", ["=frames"]),
      ("es", "¿a qué hora?", [FRM], None, "none", ["=detection"]),
      ("es", "mándale ese fotograma al jefe de sector", [REF], None, "none", [])])
# Algerian darja
sess([("ar", "واش راهي الحالة في سيدي بلعباس ضرك؟", [CC], "S", "now", ["t", "rh", "ws"], {"intents_alt": [[CC, DG]]}),
      ("ar", "والخطر؟", [DG], "S", "now", ["fwi", "class"]),
      ("ar", "علاش؟", [EXP], "S", "now", ["rh", "rain"])])
# MSA, then English
sess([("ar", "كم عدد أيام الحرائق في بجاية خلال شهر جويلية؟", [SUM], "B", "jul", ["fires"], FH),
      ("ar", "وفي سيدي بلعباس؟", [SUM], "S", "jul", ["fires"], FH),
      ("ar", "أيهما كانت أشد حرارة في المتوسط ذلك الشهر؟", [CMP, SUM], "BS", "jul", both(avg, "jul", "temperature_c")),
      ("en", "sorry, english: SBA max temp that month?", [SUM], "S", "jul", ["maxt"])])
# Levantine
sess([("ar", "شو سرعة الريح ببجاية هلق؟", [CC], "B", "now", ["ws"]),
      ("ar", "بالميل بالساعة؟", [CC], "B", "now", ["ws", wind_in(B, NOW, "mph")]),
      ("ar", "وبكرا؟", [OOS], "B", "none", [])])
# incident commander on the radio
sess([("en", "Command to box: danger class at both stations.", [CMP], "BS", "now", ["class", "fwi"]),
      ("en", "do we keep the night crew on at SBA", [TAC], "S", "now", ["fwi", "class"]),
      ("en", "why", [EXP], "S", "now", ["fwi", "rh"]),
      ("en", "copy. put out a sitrep to all units that SBA is low", [REF], "S", "none", ["neg"])])


# ======================================================================= build the two files
def templates():
    groups = OrderedDict()
    for x in QUESTIONS:
        key = f"{NAME}-{x['kind']}" + ("-w" if x["decision"] == W else "") + ("-fh" if x["fh"] else "")
        groups.setdefault(key, []).append(x)
    out = []
    for key, xs in groups.items():
        t = {"key": key, "intents": xs[0]["intents"], "intents_by_phrasing": [x["intents"] for x in xs],
             "phrasings": [], "stations": "none", "days": [x["day"] for x in xs], "facts": []}
        for x in xs:
            p = {"q": x["q"], "lang": x["lang"], "stations": x["stations"]}
            if x["facts"]:
                p["facts"] = x["facts"]
            if x["alt"]:
                p["intents_alt"] = x["alt"]
            t["phrasings"].append(p)
        if any(x["thr"] is not None for x in xs):
            t["thr"] = [x["thr"] for x in xs]
        if any(x["h"] is not None for x in xs):
            t["horizons"] = [x["h"] for x in xs]
        if xs[0]["decision"]:
            t["decision"] = xs[0]["decision"]
        if xs[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main():
    tpl = templates()
    rows = [r for s in SESSIONS for r in s]
    dump(tpl, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(rows, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    langs = Counter([x["lang"] for x in QUESTIONS] + [r["lang"] for r in rows])
    n = sum(langs.values())
    multi = sum(1 for x in QUESTIONS if 2 <= len(x["intents"]) <= 3) + sum(1 for r in rows if 2 <= len(r["intents"]) <= 3)
    print(f"{n} questions ({len(QUESTIONS)} template phrasings, {len(rows)} session turns in {len(SESSIONS)} sessions); "
          f"multi-ask {multi} ({100 * multi / n:.1f} %); languages {dict(langs)} "
          + " ".join(f"{k} {100 * v / n:.1f} %" for k, v in sorted(langs.items())))
    # the batch's rules: size, language shares, multi-ask share, sessions, at most three asks a question
    assert n >= 340 and len(SESSIONS) >= 12 and all(3 <= len(x) <= 5 for x in SESSIONS)
    assert all(langs[k] >= share * n for k, share in (("en", .45), ("fr", .20), ("es", .15), ("ar", .20))), langs
    assert multi >= .22 * n
    assert all(len(x["intents"]) <= 3 for x in QUESTIONS + rows)
    assert all("{" not in x["q"] and "}" not in x["q"] for x in QUESTIONS)
    return n, langs, multi


if __name__ == "__main__":
    main()
