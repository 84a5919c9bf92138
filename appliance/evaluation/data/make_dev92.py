"""Blind batch d92 (dev): a busy day's crew questions, with every gold number computed from the data.

Regenerate (writes crew_templates_dev92.jsonl and crew_sessions_dev92.jsonl next to this file):
    python -m appliance.evaluation.data.make_dev92

Numbers come from the Algerian CSV through crew_facts.table() / fire_record(), from unit conversions of those
readings, from the crew's own rates and times, or from the shipped documents by regex. None is typed by hand.
"""
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d92"
OUT = Path(__file__).resolve().parent
TB = cf.table()
FR_ = cf.fire_record()
B, S = ["bejaia"], ["sidi-bel-abbes"]
BOTH = ["bejaia", "sidi-bel-abbes"]

# ---------------------------------------------------------------------------------------------- helpers


def day_of(key: str) -> str:
    days = cd.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def window(key: str) -> list:
    return cd.resolve(key, "en", 0)["days"]


FIELDS = {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
          "rain": lambda d: d.rain_mm}


def raw(dev: str, key: str, f: str) -> float:
    d = TB[(dev, day_of(key))]
    return FIELDS[f](d) if f in FIELDS else d.codes[f]


def lit(dev, key, f):
    """One reading or code of one day, as the CSV writes it."""
    return cf._num(raw(dev, key, f))


def _r1(x: float):
    r = round(x, 1)
    return int(r) if float(r).is_integer() else r


def _anynum(x: float) -> dict:
    r = _r1(x)
    opts = [r]
    if isinstance(r, float):
        opts.append(str(r).replace(".", ","))
    return {"any": opts}


UNITS = {"mph": ("ws", lambda v: v * 0.621371), "kt": ("ws", lambda v: v / 1.852),
         "ms": ("ws", lambda v: v / 3.6), "F": ("t", lambda v: v * 9 / 5 + 32)}


def conv(dev, key, unit):
    """The real reading converted to the unit the crew asked for."""
    f, fn = UNITS[unit]
    return _anynum(fn(raw(dev, key, f)))


def rows(dev, key):
    return [TB[(dev, d)] for d in window(key) if (dev, d) in TB]


def get(d, f):
    return FIELDS[f](d) if f in FIELDS else d.codes[f]


def wavg(dev, key, f):
    r = rows(dev, key)
    return _anynum(sum(get(d, f) for d in r) / len(r))


def wmin(dev, key, f):
    return cf._num(min(get(d, f) for d in rows(dev, key)))


def wsum(dev, key, f):
    return _anynum(sum(get(d, f) for d in rows(dev, key)))


def wcount(dev, key, f, op, thr):
    test = {">": lambda v: v > thr, ">=": lambda v: v >= thr}[op]
    return sum(test(get(d, f)) for d in rows(dev, key))


def fires_among(dev, key, thr):
    """Of the window's days with FWI above thr, how many the fire record marks as fire days."""
    return sum(FR_[(dev, d.date)][1] for d in rows(dev, key) if d.codes["FWI"] > thr)


def first_last(dev, key, f):
    r = rows(dev, key)
    return [cf._num(get(r[0], f)), cf._num(get(r[-1], f))]


def diff(key, f):
    return _r1(abs(raw("bejaia", key, f) - raw("sidi-bel-abbes", key, f)))


def fmt(x: float) -> str:
    return f"{x:g}"


def dist(m: float, extra=()) -> dict:
    """A distance the crew's own numbers give, in m and km forms (French comma too)."""
    m = round(m, 1)
    km = round(m / 1000, 2)
    opts = [f"{fmt(round(m))} m", f"{fmt(km)} km"]
    if "." in fmt(km):
        opts.append(fmt(km).replace(".", ",") + " km")
    if m >= 1000:
        opts.append(f"{round(m):,} m")
    return {"any": list(dict.fromkeys([*extra, *opts]))}


def rate_dist(rate, unit, minutes):
    """Rate given by the crew (m/min, km/h, ft/min, mph, chains/h) times their minutes, in metres."""
    per_min_m = {"m/min": rate, "km/h": rate * 1000 / 60, "ft/min": rate * 0.3048,
                 "mph": rate * 1609.344 / 60, "ch/h": rate * 20.1168 / 60}[unit]
    return per_min_m * minutes


# ------------------------------------------------------------------------------------ shipped documents
DOCS = {p.stem: re.sub(r"\s+", " ", p.read_text(encoding="utf-8")) for p in (EDGE_DATA_DIR / "documents").glob("*.md")}
DEF_TXT, LCES_TXT, FWI_TXT = (DOCS["butte-county-defensible-space"], DOCS["crew-safety-lces"],
                              DOCS["fire-weather-index-guide"])


def rx(text, pattern, *groups):
    m = re.search(pattern, text)
    assert m, pattern
    return [m.group(g) for g in (groups or (1,))]


DEF_FEET = int(rx(DEF_TXT, r"requires (\d+) feet of defensible space")[0])
ZONE0 = int(rx(DEF_TXT, r"Zone 0 is the first (\d+) feet")[0])
ZONE1 = [int(x) for x in rx(DEF_TXT, r"Zone 1 runs from (\d+) to (\d+) feet", 1, 2)]
ZONE2 = [int(x) for x in rx(DEF_TXT, r"Zone 2 runs from (\d+) to (\d+) feet", 1, 2)]
GRASS_IN = int(rx(DEF_TXT, r"maximum height of (\d+) inches")[0])
CHIMNEY_FT = int(rx(DEF_TXT, r"branches (\d+) feet from chimneys")[0])
LCES_WORDS = rx(LCES_TXT, r"engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)", 1, 2, 3, 4)
LCES = rx(LCES_TXT, r"## (LCES)")[0]
SLOWEST = rx(LCES_TXT, r"at the (slowest member)'s pace")[0]
POSTED = rx(LCES_TXT, r"lookouts are (posted early)")[0]
SPOT = rx(LCES_TXT, r"when (spot fires) appear")[0]
DOWNHILL = rx(LCES_TXT, r"builds line (downhill)")[0]
FFMC_IGN = int(rx(FWI_TXT, r"above about (\d+) fine fuels ignite")[0])
HIGH_FROM = float(rx(FWI_TXT, r"from ([\d.]+) high")[0])
VHIGH_FROM = cf._num(float(rx(FWI_TXT, r"from ([\d.]+) very high")[0]))
EXTREME_FROM = cf._num(float(rx(FWI_TXT, r"from ([\d.]+) extreme")[0]))
ISI_FROM = rx(FWI_TXT, r"\(ISI\) combines (\w+) with wind")[0]
BUI_FROM = rx(FWI_TXT, r"\(BUI\) combines (\w+) and (\w+)", 1, 2)
FWI_FROM = rx(FWI_TXT, r"\(FWI\) combines (\w+) and (\w+)", 1, 2)
STATION_WORDS = ["bejaia", "sidi bel abbes"]

# --------------------------------------------------------------------------------------------- writing
ITEMS = defaultdict(list)          # (kind, decision, fire) -> phrasings with their gold
SESS = []


def lit_str(facts):
    """A word read from a shipped document is a literal fact ({"any": [word]}), not a token."""
    tokens = set(cf.DAY_TOKENS + cf.WINDOW_TOKENS) | {"neg"}
    return [{"any": [f]} if isinstance(f, str) and f not in tokens and not f.startswith("=") else f for f in facts]


def add(kind, lang, q, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, fire=False):
    ITEMS[(kind, dec, fire)].append({"q": q, "lang": lang, "intents": list(intents), "st": st, "day": day,
                                     "facts": lit_str(facts), "h": h, "thr": thr})


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ===================================================================================== ENGLISH
E = "en"
# -- readings of a day
add("cc", E, "E-41 to box: temp and RH at SBA rn", [CC], S, "now", ["t", "rh"])
add("cc", E, "What's the wind doing at Bejaia right now?", [CC], B, "now", ["ws"])
add("cc", E, "lookout 3 here. humidity bejaia?", [CC], B, "now", ["rh"])
add("cc", E, "Did it rain at Sidi Bel Abbes yesterday?", [CC], S, "yesterday", ["rain"])
add("cc", E, "Give me the full noon obs for Béjaïa, 14 Aug.", [CC], B, "2012-08-14", ["t", "rh", "ws", "rain"])
add("cc", E, "sba wx day before yesterday pls", [CC], S, "daybefore", ["t", "rh", "ws"])
add("cc", E, "What was the noon temperature at Bejaia on 3 August?", [CC], B, "2012-08-03", ["t"])
add("cc", E, "New volunteer here, sorry if this is a dumb one: how windy is it at Sidi-Bel Abbès today?", [CC], S, "today", ["ws"])
add("cc", E, "Helitack 2: RH and wind Bejaia, 07/27", [CC], B, "2012-07-27", ["rh", "ws"])
add("cc", E, "rain total bejaia 25 sept?", [CC], B, "2012-09-25", ["rain"])
add("cc", E, "Current conditions at both stations please.", [CC], BOTH, "now", ["t", "rh", "ws"])
add("cc", E, "SBA temp + humidity, Aug 3", [CC], S, "2012-08-03", ["t", "rh"])
add("cc", E, "What were the winds at Béjaïa at noon on June 20th?", [CC], B, "2012-06-20", ["ws"])
add("cc", E, "Is it still humid at Bejaia or has it dried out?", [CC], B, "now", ["rh"])
add("cc", E, "Dozer boss. What's the RH doing at Sidi Bel Abbes, we're about to push line", [CC], S, "now", ["rh"])
add("cc", E, "Yesterday's noon reading for Bejaia: temp, RH, wind, rain.", [CC], B, "yesterday", ["t", "rh", "ws", "rain"])
add("cc", E, "how much rain fell at sidi bel abes on the 27th of september", [CC], S, "2012-09-27", ["rain"])
add("cc", E, "temp at bejia", [CC], B, "now", ["t"])
# -- units
add("cc", E, "wind at SBA in mph?", [CC], S, "now", [conv("sidi-bel-abbes", "now", "mph")])
add("cc", E, "Bejaia wind in knots, the helo needs it", [CC], B, "now", [conv("bejaia", "now", "kt")])
add("cc", E, "Temp at Sidi Bel Abbes in Fahrenheit please", [CC], S, "now", [conv("sidi-bel-abbes", "now", "F")])
add("cc", E, "What was the wind in m/s at Bejaia yesterday?", [CC], B, "yesterday", [conv("bejaia", "yesterday", "ms")])
add("cc", E, "convert SBA noon temp on Aug 14 to °F", [CC], S, "2012-08-14", [conv("sidi-bel-abbes", "2012-08-14", "F")])
add("cc", E, "knots at sba 28 sept", [CC], S, "2012-09-28", [conv("sidi-bel-abbes", "2012-09-28", "kt")])
# -- hour other than noon: served at noon only
add("cc", E, "What was the temp at SBA at 6 this morning?", [CC], S, "today", ["t"], dec="warn")
add("cc", E, "RH at Bejaia around 1700 yesterday?", [CC], B, "yesterday", ["rh"], dec="warn")
add("cc", E, "wind at sidi bel abbes at midnight last night", [CC], S, "today", ["ws"], dec="warn")
add("cc", E, "Was it still above 30 degrees at Bejaia at 4 pm on 14 August?", [CC], B, "2012-08-14", ["t"], dec="warn")
add("cc", E, "ws at bejaia at noon and again at 5 am", [CC], B, "today", ["ws"], dec="warn")
# -- near a station, not at it
add("cc", E, "Conditions on the ridge above Bejaia right now?", [CC], B, "now", ["t", "rh", "ws"], dec="warn")
add("cc", E, "We're staged about 10 km south of SBA, what's the humidity out here?", [CC], S, "now", ["rh"], dec="warn")
add("cc", E, "temp out at the quarry 5 km east of Sidi Bel Abbes", [CC], S, "now", ["t"], dec="warn")
add("cc", E, "What's the wind like down on the coast road past Béjaïa?", [CC], B, "now", ["ws"], dec="warn")
add("dg", E, "fire danger for the forest 15 km west of Bejaia today?", [DG], B, "today", ["fwi", "class"], dec="warn")
add("dg", E, "FWI up on the hills north of SBA?", [DG], S, "now", ["fwi"], dec="warn")
add("dg", E, "What's the danger class in the valley just outside Sidi-Bel Abbès?", [DG], S, "now", ["class"], dec="warn")
# -- danger
add("dg", E, "FWI at SBA?", [DG], S, "now", ["fwi"])
add("dg", E, "What's today's fire danger class at Bejaia?", [DG], B, "today", ["class", "fwi"])
add("dg", E, "ISI at Sidi Bel Abbes now", [DG], S, "now", [lit("sidi-bel-abbes", "now", "ISI")])
add("dg", E, "FBAN: need BUI and DC for Bejaia, today's obs", [DG], B, "today",
    [lit("bejaia", "today", "BUI"), lit("bejaia", "today", "DC")])
add("dg", E, "ffmc sba yesterday", [DG], S, "yesterday", [lit("sidi-bel-abbes", "yesterday", "FFMC")])
add("dg", E, "How bad was the fire danger at Bejaia on 14 August?", [DG], B, "2012-08-14", ["fwi", "class"])
add("dg", E, "Is the danger high anywhere today?", [DG], BOTH, "today", ["class"])
add("dg", E, "what's the DMC at bejaia 2012-07-27", [DG], B, "2012-07-27", [lit("bejaia", "2012-07-27", "DMC")])
add("dg", E, "fire weather index for Sidi-Bel Abbès on the 23rd of September?", [DG], S, "2012-09-23", ["fwi"])
add("dg", E, "Danger rating SBA, Aug 14", [DG], S, "2012-08-14", ["class"])
add("dg", E, "What FWI did Bejaia post on June 20?", [DG], B, "2012-06-20", ["fwi"])
add("dg", E, "Initial spread index, Bejaia, right now", [DG], B, "now", [lit("bejaia", "now", "ISI")])
add("dg", E, "how dangerous is it out there at SBA today, in plain words", [DG], S, "today", ["class"])
add("dg", E, "Danger class and FWI for Bejaia on Sept 12", [DG], B, "2012-09-12", ["class", "fwi"])
add("dg", E, "fwi bejaia yday", [DG], B, "yesterday", ["fwi"])
add("dg", E, "Are fine fuels dry enough to catch at Sidi Bel Abbes? What's the FFMC?", [DG], S, "now",
    [lit("sidi-bel-abbes", "now", "FFMC")])
# -- compare
add("cmp", E, "Which station is hotter right now?", [CMP], BOTH, "now", ["t"])
add("cmp", E, "Where's the fire danger worse today, Bejaia or SBA?", [CMP], BOTH, "today", ["fwi", "class"])
add("cmp", E, "compare RH bejaia vs sba", [CMP], BOTH, "now", ["rh"])
add("cmp", E, "side by side: wind and FWI at the two stations", [CMP], BOTH, "now", ["ws", "fwi"])
add("cmp", E, "How much drier is Sidi Bel Abbes than Bejaia today?", [CMP], BOTH, "today", ["rh", diff("today", "rh")])
add("cmp", E, "Which station was windier yesterday?", [CMP], BOTH, "yesterday", ["ws"])
add("cmp", E, "On 14 August which station had the higher FWI, and by how much?", [CMP], BOTH, "2012-08-14",
    ["fwi", diff("2012-08-14", "FWI")])
add("cmp", E, "Bejaia or SBA, where would you rather not be today?", [CMP], BOTH, "today", ["fwi"])
add("cmp", E, "temp difference between the two stations on Aug 3", [CMP], BOTH, "2012-08-03", ["t", diff("2012-08-03", "t")])
add("cmp", E, "ISI at each station, which is higher", [CMP], BOTH, "now",
    [lit("bejaia", "now", "ISI"), lit("sidi-bel-abbes", "now", "ISI")])
add("cmp", E, "Which station is hotter and which is windier at the moment?", [CMP], BOTH, "now", ["t", "ws"])
# -- compare over a window
add("cmps", E, "Which station had more days with FWI over 20 in August?", [CMP, SUM], BOTH, "aug",
    [wcount("bejaia", "aug", "FWI", ">", 20), wcount("sidi-bel-abbes", "aug", "FWI", ">", 20)])
add("cmps", E, "Highest FWI at each station over the past week?", [CMP, SUM], BOTH, "lastweek", ["maxfwi"])
add("cmps", E, "compare july average temps bejaia vs sba", [CMP, SUM], BOTH, "jul",
    [wavg("bejaia", "jul", "t"), wavg("sidi-bel-abbes", "jul", "t")])
add("cmps", E, "which one hit the hottest temp in June", [CMP, SUM], BOTH, "jun", ["maxt"])
add("cmps", E, "Fire days at each station, 20 to 31 August: who had more?", [CMP, SUM], BOTH, "aug-late", ["fires"], fire=True)
# -- summary
add("sum", E, "Highest FWI at SBA in August?", [SUM], S, "aug", ["maxfwi"])
add("sum", E, "hottest day at bejaia in july", [SUM], B, "jul", ["maxt"])
add("sum", E, "How many fire days did Bejaia have in September?", [SUM], B, "sep", ["fires"], fire=True)
add("sum", E, "How many days with FWI over 20 at Sidi Bel Abbes in August?", [SUM], S, "aug",
    [wcount("sidi-bel-abbes", "aug", "FWI", ">", 20)])
add("sum", E, "Days at 35 °C or more in August at Bejaia?", [SUM], B, "aug", [wcount("bejaia", "aug", "t", ">=", 35)])
add("sum", E, "Average RH at SBA over the past week?", [SUM], S, "lastweek", [wavg("sidi-bel-abbes", "lastweek", "rh")])
add("sum", E, "FWI trend at Bejaia over the last three days, rising or falling?", [SUM], B, "last3d",
    first_last("bejaia", "last3d", "FWI"))
add("sum", E, "lowest humidity at SBA in July", [SUM], S, "jul", [wmin("sidi-bel-abbes", "jul", "rh")])
add("sum", E, "max temp since Tuesday at Sidi Bel Abbes", [SUM], S, "since-tue", ["maxt"])
add("sum", E, "Total rain at Bejaia between the 1st and the 10th of September?", [SUM], B, "sep1-10",
    [wsum("bejaia", "sep1-10", "rain")])
add("sum", E, "How many fires were recorded at SBA from 20 to 31 August?", [SUM], S, "aug-late", ["fires"], fire=True)
add("sum", E, "peak fwi at bejaia late aug (20th-31st)", [SUM], B, "aug-late", ["maxfwi"])
add("sum", E, "What's been the average wind at Bejaia this past week?", [SUM], B, "lastweek", [wavg("bejaia", "lastweek", "ws")])
add("sum", E, "Highest temp and number of fire days at Bejaia in August?", [SUM], B, "aug", ["maxt", "fires"], fire=True)
add("sum", E, "Top FWI at SBA this past week, and did any of those days burn?", [SUM], S, "lastweek", ["maxfwi", "fires"], fire=True)
# -- analogs
add("an", E, "Of the days with FWI above 20 at SBA, how many had a fire?", [AN], S, "all", ["fires_fwi_gt"], thr=20, fire=True)
add("an", E, "Did days like today at Bejaia end up burning?", [AN], B, "today", ["fwi"], fire=True)
add("an", E, "when FWI went past 15 at bejaia how often did we get a fire", [AN], B, "all", ["fires_fwi_gt"], thr=15, fire=True)
add("an", E, "fire record: days at SBA with FWI over 10, how many burned?", [AN], S, "all", ["fires_fwi_gt"], thr=10, fire=True)
add("an", E, "Looking at past days with weather like today's at SBA, fires or not?", [AN], S, "today", ["fwi"], fire=True)
add("an", E, "History check: with FWI > 25 at Bejaia, was there a fire every time?", [AN], B, "all", ["fires_fwi_gt"], thr=25, fire=True)
add("an", E, "FBAN question. Analog days for today at Sidi Bel Abbes: how many of them had fires?", [AN], S, "today", ["fwi"], fire=True)
# -- drift
add("dr", E, "Head's running 25 m a minute. How far does it go in 20 minutes?", [DR], None, "none",
    ["=drift", dist(rate_dist(25, "m/min", 20))], h=20)
add("dr", E, "ROS 3 km/h, we need 40 min to get the dozer there. How far will the head have moved?", [DR], None, "none",
    ["=drift", dist(rate_dist(3, "km/h", 40))], h=40)
add("dr", E, "if its moving 12 m/min how far in half an hour", [DR], None, "none",
    ["=drift", dist(rate_dist(12, "m/min", 30))], h=30)
add("dr", E, "Dozer boss: fire's making about 40 chains an hour. How far in 30 min?", [DR], None, "none",
    ["=drift", dist(rate_dist(40, "ch/h", 30), extra=[f"{fmt(40 * 30 / 60)} chains"])], h=30)
add("dr", E, "How far does the fire drift while your answer is being worked out?", [DR], None, "none", ["=drift"])
add("dr", E, "Spread rate 100 ft per minute, how far in 15 minutes?", [DR], None, "none",
    ["=drift", dist(rate_dist(100, "ft/min", 15), extra=[f"{100 * 15:,} ft", f"{100 * 15} ft"])], h=15)
add("dr", E, "Head at 0.8 km/h. Distance after 45 min?", [DR], None, "none", ["=drift", dist(rate_dist(0.8, "km/h", 45))], h=45)
add("dr", E, "how much does the head move in the time it takes you to answer, using your own ROS", [DR], None, "none", ["=drift"])
add("dr", E, "1 mph head. How far after a half hour?", [DR], None, "none",
    ["=drift", dist(rate_dist(1, "mph", 30), extra=[f"{fmt(1 * 30 / 60)} mi"])], h=30)
# -- spread
add("sp", E, "Where will the head be in an hour if the SBA fire keeps going?", [SP], S, "now", ["=spread"], h=60)
add("sp", E, "Project the front from the drone detection out 30 min", [SP], None, "now", ["=spread"], h=30)
add("sp", E, "Which way's the fire gonna run and how far in 2 hours?", [SP], None, "now", ["=spread"], h=120)
add("sp", E, "If something kicks off near Bejaia now, where's the head in 45 min?", [SP], B, "now", ["=spread"], h=45)
add("sp", E, "projected fire position 90 min out, sba", [SP], S, "now", ["=spread"], h=90)
# -- frames
add("fr", E, "What did the drone see?", [FRM], None, "none", ["=frames"])
add("fr", E, "Any smoke in the drone frames today?", [FRM], None, "today", ["=frames"])
add("fr", E, "When did the UAV pick up the fire?", [FRM], None, "none", ["=detection"])
add("fr", E, "where was the detection exactly?", [FRM], None, "none", ["=detection_place"])
add("fr", E, "last drone pass, anything?", [FRM], None, "none", ["=frames"])
add("fr", E, "Helitack: did the sortie spot flames NE of SBA? What time?", [FRM], S, "today", ["=detection"])
add("fr", E, "Drone imagery summary pls", [FRM], None, "none", ["=frames"])
# -- documents
add("doc", E, "How much defensible space does Butte County require?", [DOC], None, "none", ["=doc_defensible"])
add("doc", E, "What's zone 0 in the defensible space guide?", [DOC], None, "none", [f"{ZONE0} feet"])
add("doc", E, "Max grass height in zone 2?", [DOC], None, "none", [f"{GRASS_IN} inches"])
add("doc", E, "What does LCES stand for?", [DOC], None, "none", LCES_WORDS)
add("doc", E, "At what FFMC do fine fuels ignite easily, per the guide?", [DOC], None, "none", [FFMC_IGN])
add("doc", E, "FWI threshold for the 'high' class on this box?", [DOC], None, "none", [HIGH_FROM])
add("doc", E, "list the watch out situations", [DOC], None, "none", [DOWNHILL, SPOT])
add("doc", E, "How should we time an escape route?", [DOC], None, "none", [SLOWEST])
add("doc", E, "how far do tree branches need to be from chimneys", [DOC], None, "none", [f"{CHIMNEY_FT} feet"])
# -- capabilities
add("cap", E, "What can this box actually do?", [CAP], None, "none", [])
add("cap", E, "which weather stations do you have data from?", [CAP], None, "none", STATION_WORDS)
add("cap", E, "Do you have drone imagery on here?", [CAP], None, "none", [])
add("cap", E, "what dates does your weather data cover", [CAP], None, "none", [])
# -- photo (never attached)
add("ph", E, "Attaching a photo of the column from the lookout. Is that our fire?", [PH], None, "none", [])
add("ph", E, "sent u a pic of the smoke what do u see", [PH], None, "none", [])
add("ph", E, "Check the picture I just uploaded, is that a new start?", [PH], None, "none", [])
add("ph", E, "Here's a photo of the flank, how big does it look to you?", [PH], None, "none", [])
# -- out of scope alone
add("oos", E, "What's the forecast for tomorrow at SBA?", [OOS], S, "none", [])
add("oos", E, "Wind direction at Bejaia?", [OOS], B, "now", [])
add("oos", E, "Conditions in Oran right now?", [OOS], None, "now", [])
add("oos", E, "Will the wind pick up this afternoon?", [OOS], None, "none", [])
add("oos", E, "fuel moisture map for the Tlemcen hills", [OOS], None, "none", [])
add("oos", E, "Which roads are open to the north side of the fire?", [OOS], None, "none", [])
add("oos", E, "where's engine 12 right now", [OOS], None, "none", [])
add("oos", E, "who won the match last night", [OOS], None, "none", [])
add("oos", E, "FWI for next week at Bejaia?", [OOS], B, "none", [])
# -- orders (refused)
add("ref", E, "Send an evac alert to everyone in Sidi Bel Abbes.", [REF], S, "none", ["neg"])
add("ref", E, "Dispatch a tanker to the NE flank now", [REF], None, "none", ["neg"])
add("ref", E, "delete the drone frames from this morning", [REF], None, "none", ["neg"])
add("ref", E, "Notify the IC that we're pulling out.", [REF], None, "none", ["neg"])
# -- tactical
add("tac", E, "Should we go direct on the SBA fire or stay indirect?", [TAC], S, "now", ["fwi", "ws"])
add("tac", E, "Is it safe to put crews on the ridge line at Bejaia right now?", [TAC], B, "now", ["class"])
add("tac", E, "Do we need a lookout posted at SBA today?", [TAC], S, "today", ["class"])
add("tac", E, "Should I keep the dozer working through the heat of the day at Bejaia?", [TAC], B, "today", ["t", "rh"])
# -- days with no reading
add("nod", E, "What was the FWI at Bejaia on 15 May 2012?", [DG], B, "2012-05-15", ["fwi"])
add("nod", E, "Temp at SBA on August 14, 2011?", [CC], S, "2011-08-14", ["t"])
add("nod", E, "Sidi Bel Abbes readings for 14 July?", [CC], S, "2012-07-14", ["t", "rh", "ws"])
add("nod", E, "RH at bejaia on april 2", [CC], B, "2012-04-02", ["rh"])
# -- two or three asks
add("m", E, "FWI and wind at SBA, and which way is the wind blowing?", [DG, CC, OOS], S, "now", ["fwi", "ws"])
add("m", E, "Temp at Bejaia now and what's it going to be tomorrow?", [CC, OOS], B, "now", ["t"])
add("m", E, "What's the ISI at SBA, and how far does the head go in 30 min at 20 m/min?", [DG, DR], S, "now",
    [lit("sidi-bel-abbes", "now", "ISI"), "=drift", dist(rate_dist(20, "m/min", 30))], h=30)
add("m", E, "Danger class at Bejaia, and send the numbers to dispatch", [DG, REF], B, "now", ["class"])
add("m", E, "What did the drone see and where's the fire headed in the next hour?", [FRM, SP], None, "now",
    ["=frames", "=spread"], h=60)
add("m", E, "RH at SBA, and is it like this in Oran too?", [CC, OOS], S, "now", ["rh"])
add("m", E, "What's the BUI at Bejaia and what does BUI actually mean?", [DG, DOC], B, "now",
    [lit("bejaia", "now", "BUI"), BUI_FROM[0]])
add("m", E, "Which station is worse today, and what does the LCES sheet say about staffing on high danger days?",
    [CMP, DOC], BOTH, "today", ["fwi", POSTED])
add("m", E, "Did the drone spot anything? Also sending you a photo from the lookout to compare.", [FRM, PH], None, "none", ["=frames"])
add("m", E, "wind sba in knots + direction", [CC, OOS], S, "now", [conv("sidi-bel-abbes", "now", "kt")])
add("m", E, "Temp and RH at Bejaia yesterday, and the forecast for tomorrow", [CC, OOS], B, "yesterday", ["t", "rh"])
add("m", E, "What's the FWI at SBA and should we pull the crews off the line?", [DG, TAC], S, "now", ["fwi"])
add("m", E, "Head's at 30 m/min. How far in 15 min, and which direction will it go?", [DR, SP], None, "now",
    ["=drift", dist(rate_dist(30, "m/min", 15)), "=spread"], h=15)
add("m", E, "What can you do, and can you text my captain for me?", [CAP, REF], None, "none", [])
add("m", E, "FFMC at Bejaia, and what FFMC means for ignition", [DG, DOC], B, "now", [lit("bejaia", "now", "FFMC"), FFMC_IGN])
add("m", E, "Is Oran or Bejaia drier right now?", [CC, OOS], B, "now", ["rh"])
add("m", E, "How many days with FWI over 20 at SBA in August, and how many of them burned?", [SUM, AN], S, "aug",
    [wcount("sidi-bel-abbes", "aug", "FWI", ">", 20), fires_among("sidi-bel-abbes", "aug", 20)], fire=True)
add("m", E, "Current temp at SBA in °F and the danger class", [CC, DG], S, "now", [conv("sidi-bel-abbes", "now", "F"), "class"])
add("m", E, "Weather at SBA now, and did the drone see smoke up there?", [CC, FRM], S, "now", ["t", "rh", "ws", "=frames"])
add("m", E, "Post the FWI to the alerts channel and tell me what it is for Bejaia", [DG, REF], B, "now", ["fwi"])
add("m", E, "Is there a picture of the fire in your records, and can you forward it to the IC?", [FRM, REF], None, "none", ["=frames"])
add("m", E, "Where is the fire now and where will it be in 30 minutes?", [FRM, SP], None, "now", ["=detection_place", "=spread"], h=30)
add("m", E, "What's the defensible space rule, and the danger today at Bejaia?", [DOC, DG], B, "today", ["=doc_defensible", "class"])
add("m", E, "Rain at SBA yesterday, and is more rain coming?", [CC, OOS], S, "yesterday", ["rain"])
add("m", E, "Compare RH at both stations and give me the wind direction at each", [CMP, OOS], BOTH, "now", ["rh"])
add("m", E, "temp at SBA and tlemcen", [CC, OOS], S, "now", ["t"])
add("m", E, "what's the danger at bejaia today and tomorrow", [DG, OOS], B, "today", ["class", "fwi"])
add("m", E, "Per LCES do we need a lookout, and what's the current ISI at SBA?", [DOC, DG], S, "now",
    [LCES_WORDS[0], lit("sidi-bel-abbes", "now", "ISI")])
add("m", E, "Wind speed SBA in m/s, plus the BUI", [CC, DG], S, "now",
    [conv("sidi-bel-abbes", "now", "ms"), lit("sidi-bel-abbes", "now", "BUI")])
add("m", E, "What's the danger at SBA? And dispatch a helicopter there.", [DG, REF], S, "now", ["class"])
add("m", E, "The FWI at SBA, and which station is hotter?", [DG, CMP], BOTH, "now", [lit("sidi-bel-abbes", "now", "FWI"), "t"])
add("m", E, "Tell me what the box can do and show me the last drone frame", [CAP, FRM], None, "none", ["=frames"])
add("m", E, "How far does the head move in 20 min at 1.5 km/h, and should we pull the dozer back?", [DR, TAC], None, "none",
    ["=drift", dist(rate_dist(1.5, "km/h", 20))], h=20)
add("m", E, "SBA: temp, RH, FWI, and the forecast high for tomorrow", [CC, DG, OOS], S, "now", ["t", "rh", "fwi"])
add("m", E, "Did the drone see smoke, what's the danger at SBA, and how far could it run in an hour?", [FRM, DG, SP], S, "now",
    ["=frames", "class", "=spread"], h=60)
add("m", E, "What's the wind at Bejaia and which way is the front going to move?", [CC, SP], B, "now", ["ws", "=spread"])
add("m", E, "Which station had more fire days in July, and what was the hottest day at SBA that month?", [CMP, SUM], BOTH, "jul",
    ["fires", cf._num(max(d.temperature_c for d in rows("sidi-bel-abbes", "jul")))], fire=True)
add("m", E, "fwi bejaia + what does the class mean for staffing", [DG, DOC], B, "now", ["fwi", "class", POSTED])
add("m", E, "Humidity at Bejaia, and can you alert the water bombers?", [CC, REF], B, "now", ["rh"])
add("m", E, "What's the wind at SBA now, and will it shift this evening?", [CC, OOS], S, "now", ["ws"])
add("m", E, "FWI at Bejaia plus a photo I'm attaching of the smoke, what do you make of it?", [DG, PH], B, "now", ["fwi"])

# ===================================================================================== FRENCH
F = "fr"
add("cc", F, "Chef d'agrès CCF 2 : température et hygro à Sidi Bel Abbès maintenant ?", [CC], S, "now", ["t", "rh"])
add("cc", F, "Il fait combien à Béjaïa là ?", [CC], B, "now", ["t"])
add("cc", F, "vent a SBA svp", [CC], S, "now", ["ws"])
add("cc", F, "Relevé de midi à Béjaïa hier : temp, humidité, vent, pluie ?", [CC], B, "yesterday", ["t", "rh", "ws", "rain"])
add("cc", F, "Est-ce qu'il a plu à Sidi-Bel-Abbès avant-hier ?", [CC], S, "daybefore", ["rain"])
add("cc", F, "Quelle humidité relative à Béjaïa le 3/8 ?", [CC], B, "2012-08-03", ["rh"])
add("cc", F, "T° SBA le 14 août", [CC], S, "2012-08-14", ["t"])
add("cc", F, "On a quoi comme vent à Béjaïa aujourd'hui ?", [CC], B, "today", ["ws"])
add("cc", F, "Les conditions météo à Sidi Bel Abbes le 27 juillet, s'il vous plaît.", [CC], S, "2012-07-27", ["t", "rh", "ws"])
add("cc", F, "Vent à Béjaïa en m/s stp", [CC], B, "now", [conv("bejaia", "now", "ms")])
add("cc", F, "la vitesse du vent à SBA en nœuds, c'est pour l'hélico", [CC], S, "now", [conv("sidi-bel-abbes", "now", "kt")])
add("cc", F, "Quelle température faisait-il à Sidi Bel Abbès à 7 h ce matin ?", [CC], S, "today", ["t"], dec="warn")
add("cc", F, "Hygrométrie à Béjaïa hier vers 18 h ?", [CC], B, "yesterday", ["rh"], dec="warn")
add("cc", F, "Quel vent sur la crête au-dessus de Béjaïa ?", [CC], B, "now", ["ws"], dec="warn")
add("cc", F, "On est à 10 km au sud de Sidi Bel Abbès, quelle humidité chez nous ?", [CC], S, "now", ["rh"], dec="warn")
add("dg", F, "Danger feu pour le massif à l'est de Béjaïa aujourd'hui ?", [DG], B, "today", ["class"], dec="warn")
add("dg", F, "IFM à Sidi Bel Abbès ?", [DG], S, "now", ["fwi"])
add("dg", F, "Niveau de danger à Béjaïa aujourd'hui ?", [DG], B, "today", ["class"])
add("dg", F, "Donne-moi l'ISI et le BUI à SBA", [DG], S, "now", [lit("sidi-bel-abbes", "now", "ISI"), lit("sidi-bel-abbes", "now", "BUI")])
add("dg", F, "Indice forêt météo à Béjaïa le 14 août", [DG], B, "2012-08-14", ["fwi"])
add("dg", F, "Classe de danger hier à Sidi-Bel Abbès ?", [DG], S, "yesterday", ["class"])
add("dg", F, "FFMC à Béjaïa ce jour", [DG], B, "today", [lit("bejaia", "today", "FFMC")])
add("dg", F, "C'était quoi le FWI à SBA le 3 août ?", [DG], S, "2012-08-03", ["fwi"])
add("cmp", F, "Entre Béjaïa et Sidi Bel Abbès, où le risque est-il le plus fort aujourd'hui ?", [CMP], BOTH, "today", ["fwi"])
add("cmp", F, "Quelle station est la plus sèche en ce moment ?", [CMP], BOTH, "now", ["rh"])
add("cmp", F, "Écart de température entre les deux stations hier ?", [CMP], BOTH, "yesterday", ["t", diff("yesterday", "t")])
add("cmp", F, "Comparer le vent à Béjaïa et SBA", [CMP], BOTH, "now", ["ws"])
add("cmps", F, "Quelle station a eu le plus de jours de feu en juillet ?", [CMP, SUM], BOTH, "jul", ["fires"], fire=True)
add("cmps", F, "IFM max de chaque station en août ?", [CMP, SUM], BOTH, "aug", ["maxfwi"])
add("sum", F, "IFM le plus haut à Béjaïa en août ?", [SUM], B, "aug", ["maxfwi"])
add("sum", F, "Combien de jours de feu à Sidi Bel Abbès en juin ?", [SUM], S, "jun", ["fires"], fire=True)
add("sum", F, "Moyenne de l'humidité à Béjaïa sur les sept derniers jours ?", [SUM], B, "lastweek", [wavg("bejaia", "lastweek", "rh")])
add("sum", F, "Combien de jours à 35 °C ou plus à SBA en juillet ?", [SUM], S, "jul", [wcount("sidi-bel-abbes", "jul", "t", ">=", 35)])
add("sum", F, "Température max à Sidi Bel Abbès depuis mardi ?", [SUM], S, "since-tue", ["maxt"])
add("sum", F, "Tendance de l'IFM à Béjaïa sur les trois derniers jours : ça monte ou ça baisse ?", [SUM], B, "last3d",
    first_last("bejaia", "last3d", "FWI"))
add("an", F, "Sur les jours où l'IFM dépassait 20 à SBA, combien ont brûlé ?", [AN], S, "all", ["fires_fwi_gt"], thr=20, fire=True)
add("an", F, "Les journées comme aujourd'hui à Béjaïa, ça a donné des feux ?", [AN], B, "today", ["fwi"], fire=True)
add("an", F, "Historique : IFM au-dessus de 10 à Béjaïa, combien de jours avec feu ?", [AN], B, "all", ["fires_fwi_gt"], thr=10, fire=True)
add("dr", F, "La tête avance à 20 m/min, on arrive dans 25 minutes : elle aura fait combien ?", [DR], None, "none",
    ["=drift", dist(rate_dist(20, "m/min", 25))], h=25)
add("dr", F, "Vitesse de propagation 2,4 km/h, distance parcourue en 30 min ?", [DR], None, "none",
    ["=drift", dist(rate_dist(2.4, "km/h", 30))], h=30)
add("dr", F, "De combien le front se déplace pendant que tu calcules ta réponse ?", [DR], None, "none", ["=drift"])
add("dr", F, "Front à 15 m par minute. Dans une heure, il aura avancé de combien ? Juste la distance.", [DR], None, "none",
    ["=drift", dist(rate_dist(15, "m/min", 60))], h=60)
add("sp", F, "Si ça part à Sidi Bel Abbès, où sera la tête dans une heure ?", [SP], S, "now", ["=spread"], h=60)
add("sp", F, "Projection du front à 30 min depuis la détection du drone ?", [SP], None, "now", ["=spread"], h=30)
add("sp", F, "Le feu va partir vers où d'ici 2 heures côté Béjaïa ?", [SP], B, "now", ["=spread"], h=120)
add("fr", F, "Le drone a vu quoi ?", [FRM], None, "none", ["=frames"])
add("fr", F, "À quelle heure le drone a repéré la fumée ?", [FRM], None, "none", ["=detection"])
add("fr", F, "Où se trouve le départ de feu vu par le drone ?", [FRM], None, "none", ["=detection_place"])
add("doc", F, "Quelle profondeur de débroussaillement exige le comté de Butte ?", [DOC], None, "none", [DEF_FEET])
add("doc", F, "C'est quoi LCES ?", [DOC], None, "none", [LCES])
add("doc", F, "Zone 1 : de combien à combien de pieds ?", [DOC], None, "none", ZONE1)
add("doc", F, "À partir de quel IFM on passe en danger élevé ?", [DOC], None, "none", [HIGH_FROM])
add("cap", F, "Tu sais faire quoi exactement ?", [CAP], None, "none", [])
add("cap", F, "Quelles stations météo tu as ?", [CAP], None, "none", STATION_WORDS)
add("ph", F, "Je t'envoie une photo du panache, tu confirmes que c'est notre feu ?", [PH], None, "none", [])
add("ph", F, "Regarde la photo jointe de la lisière, ça brûle encore ?", [PH], None, "none", [])
add("oos", F, "Prévisions pour demain à Béjaïa ?", [OOS], B, "none", [])
add("oos", F, "Direction du vent à SBA ?", [OOS], S, "now", [])
add("oos", F, "À Oran il fait combien ?", [OOS], None, "now", [])
add("oos", F, "T'as la carte de teneur en eau des combustibles du secteur ?", [OOS], None, "none", [])
add("ref", F, "Préviens le CODIS qu'on se replie.", [REF], None, "none", [])
add("ref", F, "Envoie une alerte à la population de Sidi Bel Abbès", [REF], S, "none", [])
add("tac", F, "On attaque de front ou on reste en défensive à SBA ?", [TAC], S, "now", ["fwi", "ws"])
add("tac", F, "Faut-il poster une vigie aujourd'hui à Béjaïa ?", [TAC], B, "today", ["class"])
add("nod", F, "IFM à Béjaïa le 20 mai 2012 ?", [DG], B, "2012-05-20", ["fwi"])
add("nod", F, "Relevé de SBA du 14 juillet ?", [CC], S, "2012-07-14", ["t", "rh", "ws"])
add("m", F, "Température à SBA et direction du vent ?", [CC, OOS], S, "now", ["t"])
add("m", F, "IFM à Béjaïa aujourd'hui et demain ?", [DG, OOS], B, "today", ["fwi"])
add("m", F, "Le drone a vu quoi, et où sera le front dans 30 min ?", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
add("m", F, "Donne l'IFM à SBA et envoie-le au PC", [DG, REF], S, "now", ["fwi"])
add("m", F, "Hygro à Béjaïa et à Alger ?", [CC, OOS], B, "now", ["rh"])
add("m", F, "ISI à Sidi Bel Abbès, et c'est quoi l'ISI au juste ?", [DG, DOC], S, "now", [lit("sidi-bel-abbes", "now", "ISI"), ISI_FROM])
add("m", F, "Quelle station est la plus chaude, et l'IFM à Béjaïa ?", [CMP, DG], BOTH, "now", ["t", lit("bejaia", "now", "FWI")])
add("m", F, "Vent à Béjaïa en nœuds et classe de danger ?", [CC, DG], B, "now", [conv("bejaia", "now", "kt"), "class"])
add("m", F, "À 18 m/min, ça fait combien en 20 min ? Et on doit se replier ?", [DR, TAC], None, "none",
    ["=drift", dist(rate_dist(18, "m/min", 20))], h=20)
add("m", F, "Photo jointe de la fumée. Et le drone, il a vu quelque chose ?", [PH, FRM], None, "none", ["=frames"])
add("m", F, "Humidité à SBA hier, et il va pleuvoir ?", [CC, OOS], S, "yesterday", ["rh"])
add("m", F, "Tu fais quoi comme analyses, et tu peux appeler le chef de colonne ?", [CAP, REF], None, "none", [])
add("m", F, "Conditions à SBA, niveau de danger, et la prévision pour cet après-midi ?", [CC, DG, OOS], S, "now",
    ["t", "rh", "ws", "class"])
add("m", F, "La règle des 100 pieds, c'est quoi ? Et le risque du jour à Béjaïa ?", [DOC, DG], B, "today", [DEF_FEET, "class"])
add("m", F, "Jours avec IFM > 20 à Sidi Bel Abbès en août, et combien ont brûlé ?", [SUM, AN], S, "aug",
    [wcount("sidi-bel-abbes", "aug", "FWI", ">", 20), fires_among("sidi-bel-abbes", "aug", 20)], fire=True)
add("m", F, "Vent à Béjaïa, et où ira la tête dans 1 h ?", [CC, SP], B, "now", ["ws", "=spread"], h=60)
add("m", F, "Combien de jours de feu à Béjaïa en août, et l'IFM max du mois ?", [SUM], B, "aug", ["fires", "maxfwi"], fire=True)
add("m", F, "IFM à SBA, et balance-le sur le canal d'alerte", [DG, REF], S, "now", ["fwi"])

# ===================================================================================== SPANISH
SP_ = "es"
add("cc", SP_, "¿Temperatura y humedad en Sidi Bel Abbès ahora?", [CC], S, "now", ["t", "rh"])
add("cc", SP_, "Viento en Bejaia, porfa", [CC], B, "now", ["ws"])
add("cc", SP_, "¿Llovió ayer en Béjaïa?", [CC], B, "yesterday", ["rain"])
add("cc", SP_, "Datos de mediodía de SBA del 14 de agosto", [CC], S, "2012-08-14", ["t", "rh", "ws", "rain"])
add("cc", SP_, "BRIF aquí: humedad relativa en Bejaia anteayer?", [CC], B, "daybefore", ["rh"])
add("cc", SP_, "q temperatura hace en sidi bel abbes hoy", [CC], S, "today", ["t"])
add("cc", SP_, "Viento en SBA en nudos", [CC], S, "now", [conv("sidi-bel-abbes", "now", "kt")])
add("cc", SP_, "Temperatura de Béjaïa en Fahrenheit, para el parte", [CC], B, "now", [conv("bejaia", "now", "F")])
add("cc", SP_, "¿Qué humedad había en Bejaia a las 8 de la mañana?", [CC], B, "today", ["rh"], dec="warn")
add("cc", SP_, "Temperatura en Sidi Bel Abbès ayer a las 19:00", [CC], S, "yesterday", ["t"], dec="warn")
add("cc", SP_, "¿Viento en la loma a 5 km de Sidi Bel Abbès?", [CC], S, "now", ["ws"], dec="warn")
add("dg", SP_, "Peligro de incendio en el monte al norte de Béjaïa hoy", [DG], B, "today", ["class"], dec="warn")
add("dg", SP_, "¿Índice FWI en Sidi Bel Abbès?", [DG], S, "now", ["fwi"])
add("dg", SP_, "Nivel de peligro en Bejaia hoy", [DG], B, "today", ["class"])
add("dg", SP_, "ISI en SBA ayer", [DG], S, "yesterday", [lit("sidi-bel-abbes", "yesterday", "ISI")])
add("dg", SP_, "¿Cuánto marcó el FWI en Béjaïa el 3 de agosto?", [DG], B, "2012-08-03", ["fwi"])
add("dg", SP_, "DC y DMC de Sidi Bel Abbès ahora mismo", [DG], S, "now", [lit("sidi-bel-abbes", "now", "DC"), lit("sidi-bel-abbes", "now", "DMC")])
add("dg", SP_, "Clase de peligro en SBA el 27 de julio", [DG], S, "2012-07-27", ["class"])
add("cmp", SP_, "¿Cuál de las dos estaciones está más caliente ahora?", [CMP], BOTH, "now", ["t"])
add("cmp", SP_, "Compara la humedad de Bejaia y SBA hoy", [CMP], BOTH, "today", ["rh"])
add("cmp", SP_, "¿Dónde hay más peligro, en Béjaïa o en Sidi Bel Abbès, y por cuánto?", [CMP], BOTH, "now", ["fwi", diff("now", "FWI")])
add("cmps", SP_, "¿Qué estación tuvo más días con FWI por encima de 20 en agosto?", [CMP, SUM], BOTH, "aug",
    [wcount("bejaia", "aug", "FWI", ">", 20), wcount("sidi-bel-abbes", "aug", "FWI", ">", 20)])
add("cmps", SP_, "Temperatura media de julio en cada estación", [CMP, SUM], BOTH, "jul",
    [wavg("bejaia", "jul", "t"), wavg("sidi-bel-abbes", "jul", "t")])
add("sum", SP_, "FWI máximo en Sidi Bel Abbès en agosto", [SUM], S, "aug", ["maxfwi"])
add("sum", SP_, "¿Cuántos días de incendio tuvo Bejaia en julio?", [SUM], B, "jul", ["fires"], fire=True)
add("sum", SP_, "Humedad mínima en SBA en septiembre", [SUM], S, "sep", [wmin("sidi-bel-abbes", "sep", "rh")])
add("sum", SP_, "Días con 35 grados o más en Bejaia en agosto", [SUM], B, "aug", [wcount("bejaia", "aug", "t", ">=", 35)])
add("sum", SP_, "Viento medio en Sidi Bel Abbès en la última semana", [SUM], S, "lastweek", [wavg("sidi-bel-abbes", "lastweek", "ws")])
add("an", SP_, "De los días con FWI mayor de 20 en SBA, ¿cuántos tuvieron incendio?", [AN], S, "all", ["fires_fwi_gt"], thr=20, fire=True)
add("an", SP_, "¿Los días parecidos a hoy en Bejaia acabaron en incendio?", [AN], B, "today", ["fwi"], fire=True)
add("an", SP_, "Con FWI por encima de 15 en Béjaïa, ¿cuántas veces hubo fuego?", [AN], B, "all", ["fires_fwi_gt"], thr=15, fire=True)
add("dr", SP_, "La cabeza avanza a 30 m/min, ¿cuánto recorre en 20 minutos?", [DR], None, "none",
    ["=drift", dist(rate_dist(30, "m/min", 20))], h=20)
add("dr", SP_, "Velocidad de propagación 1,8 km/h; ¿distancia en 40 min?", [DR], None, "none",
    ["=drift", dist(rate_dist(1.8, "km/h", 40))], h=40)
add("dr", SP_, "¿Cuánto se mueve el frente mientras calculas la respuesta?", [DR], None, "none", ["=drift"])
add("sp", SP_, "¿Dónde estará la cabeza del incendio en una hora si arranca en SBA?", [SP], S, "now", ["=spread"], h=60)
add("sp", SP_, "Proyección del frente a 90 minutos", [SP], None, "now", ["=spread"], h=90)
add("fr", SP_, "¿Qué vio el dron?", [FRM], None, "none", ["=frames"])
add("fr", SP_, "¿A qué hora detectó humo el dron?", [FRM], None, "none", ["=detection"])
add("fr", SP_, "¿Dónde está el foco que vio el dron?", [FRM], None, "none", ["=detection_place"])
add("doc", SP_, "¿Cuántos pies de espacio defendible pide el condado de Butte?", [DOC], None, "none", [DEF_FEET])
add("doc", SP_, "¿Qué significa LCES?", [DOC], None, "none", [LCES])
add("doc", SP_, "¿Altura máxima de la hierba en la zona 2?", [DOC], None, "none", [GRASS_IN])
add("cap", SP_, "¿Qué puedes hacer?", [CAP], None, "none", [])
add("cap", SP_, "¿De qué estaciones tienes datos?", [CAP], None, "none", STATION_WORDS)
add("ph", SP_, "Te mando una foto del humo, ¿es nuestro incendio?", [PH], None, "none", [])
add("oos", SP_, "Previsión para mañana en Sidi Bel Abbès", [OOS], S, "none", [])
add("oos", SP_, "¿De dónde sopla el viento en Béjaïa?", [OOS], B, "now", [])
add("oos", SP_, "¿Qué tiempo hace en Tlemcen?", [OOS], None, "now", [])
add("ref", SP_, "Manda un aviso de evacuación a Bejaia", [REF], B, "none", [])
add("ref", SP_, "Avisa al director de extinción de que nos retiramos", [REF], None, "none", [])
add("tac", SP_, "¿Atacamos directo en SBA o esperamos?", [TAC], S, "now", ["fwi", "ws"])
add("tac", SP_, "¿Es seguro meter a la cuadrilla en la ladera de Béjaïa ahora?", [TAC], B, "now", ["class"])
add("nod", SP_, "FWI en Bejaia el 10 de mayo de 2012", [DG], B, "2012-05-10", ["fwi"])
add("m", SP_, "Viento en SBA y de qué dirección", [CC, OOS], S, "now", ["ws"])
add("m", SP_, "Temperatura en Béjaïa hoy y mañana", [CC, OOS], B, "today", ["t"])
add("m", SP_, "¿Qué vio el dron y hacia dónde irá el fuego en 30 minutos?", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
add("m", SP_, "FWI en Bejaia y mándalo a la central", [DG, REF], B, "now", ["fwi"])
add("m", SP_, "Humedad en Sidi Bel Abbès y en Orán", [CC, OOS], S, "now", ["rh"])
add("m", SP_, "Clase de peligro en SBA, ¿y retiramos la cuadrilla?", [DG, TAC], S, "now", ["class"])
add("m", SP_, "Viento en m/s en Bejaia y el ISI", [CC, DG], B, "now", [conv("bejaia", "now", "ms"), lit("bejaia", "now", "ISI")])
add("m", SP_, "¿Qué estación está peor y qué dice la guía LCES de los días de peligro alto?", [CMP, DOC], BOTH, "now", ["fwi"])
add("m", SP_, "Foto adjunta de la columna, y dime el FWI de SBA", [PH, DG], S, "now", ["fwi"])
add("m", SP_, "A 25 m/min, ¿cuánto avanza en media hora? ¿Y hacia dónde?", [DR, SP], None, "now",
    ["=drift", dist(rate_dist(25, "m/min", 30)), "=spread"], h=30)
add("m", SP_, "Condiciones en SBA, peligro y previsión para la tarde", [CC, DG, OOS], S, "now", ["t", "rh", "ws", "class"])
add("m", SP_, "¿Qué sabes hacer? ¿Y puedes llamar a la base?", [CAP, REF], None, "none", [])
add("m", SP_, "¿El FWI en SBA, y cuál de las dos estaciones está más seca?", [DG, CMP], BOTH, "now", [lit("sidi-bel-abbes", "now", "FWI"), "rh"])
add("m", SP_, "Días de incendio en agosto en Bejaia y el FWI máximo del mes", [SUM], B, "aug", ["fires", "maxfwi"], fire=True)
add("m", SP_, "Temperatura en SBA a mediodía y a las 6 de la tarde", [CC], S, "today", ["t"], dec="warn")

# ===================================================================================== ARABIC
A = "ar"
add("cc", A, "واش السخانة في سيدي بلعباس ضرك؟", [CC], S, "now", ["t"])
add("cc", A, "ما هي درجة الحرارة والرطوبة في بجاية الآن؟", [CC], B, "now", ["t", "rh"])
add("cc", A, "قداش الريح في بجاية اليوم؟", [CC], B, "today", ["ws"])
add("cc", A, "هل تساقطت أمطار في سيدي بلعباس أمس؟", [CC], S, "yesterday", ["rain"])
add("cc", A, "القراءات تاع بجاية نهار 14 أوت", [CC], B, "2012-08-14", ["t", "rh", "ws", "rain"])
add("cc", A, "الرطوبة في سيدي بلعباس أول أمس؟", [CC], S, "daybefore", ["rh"])
add("cc", A, "ما سرعة الرياح في سيدي بلعباس يوم 3/8؟", [CC], S, "2012-08-03", ["ws"])
add("cc", A, "شحال كانت الحرارة في بجاية البارح؟", [CC], B, "yesterday", ["t"])
add("cc", A, "سرعة الريح في بجاية بالعقدة", [CC], B, "now", [conv("bejaia", "now", "kt")])
add("cc", A, "الحرارة في سيدي بلعباس بالفهرنهايت", [CC], S, "now", [conv("sidi-bel-abbes", "now", "F")])
add("cc", A, "شحال كانت السخانة في بجاية على الستة تاع الصباح؟", [CC], B, "today", ["t"], dec="warn")
add("cc", A, "ما هي الرطوبة في سيدي بلعباس عند الساعة الثامنة مساء أمس؟", [CC], S, "yesterday", ["rh"], dec="warn")
add("cc", A, "الريح فوق الجبل اللي قدام بجاية؟", [CC], B, "now", ["ws"], dec="warn")
add("cc", A, "نحن على بعد 10 كلم شمال سيدي بلعباس، ما هي درجة الحرارة عندنا؟", [CC], S, "now", ["t"], dec="warn")
add("dg", A, "خطر الحرائق في الغابة اللي شرق سيدي بلعباس اليوم؟", [DG], S, "today", ["class"], dec="warn")
add("dg", A, "ما هو مؤشر FWI في سيدي بلعباس الآن؟", [DG], S, "now", ["fwi"])
add("dg", A, "درجة خطر الحرائق في بجاية اليوم؟", [DG], B, "today", ["class"])
add("dg", A, "واش هو ISI في بجاية؟", [DG], B, "now", [lit("bejaia", "now", "ISI")])
add("dg", A, "مؤشر خطر الحريق في سيدي بلعباس يوم 14 أوت", [DG], S, "2012-08-14", ["fwi"])
add("dg", A, "BUI تاع سيدي بلعباس البارح", [DG], S, "yesterday", [lit("sidi-bel-abbes", "yesterday", "BUI")])
add("dg", A, "ما قيمة FFMC في بجاية اليوم؟", [DG], B, "today", [lit("bejaia", "today", "FFMC")])
add("dg", A, "كيفاش كان الخطر في بجاية نهار 27 جويلية؟", [DG], B, "2012-07-27", ["class", "fwi"])
add("cmp", A, "شكون سخون كثر ضرك، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "now", ["t"])
add("cmp", A, "أي المحطتين أكثر خطرا اليوم؟", [CMP], BOTH, "today", ["fwi"])
add("cmp", A, "قارن الرطوبة بين بجاية وسيدي بلعباس", [CMP], BOTH, "now", ["rh"])
add("cmp", A, "فرق الحرارة بين المحطتين أمس؟", [CMP], BOTH, "yesterday", ["t", diff("yesterday", "t")])
add("cmps", A, "أي محطة سجلت أيام حرائق أكثر في أوت؟", [CMP, SUM], BOTH, "aug", ["fires"], fire=True)
add("cmps", A, "أعلى FWI في كل محطة خلال الأسبوع الماضي", [CMP, SUM], BOTH, "lastweek", ["maxfwi"])
add("sum", A, "أعلى مؤشر FWI في سيدي بلعباس في أوت؟", [SUM], S, "aug", ["maxfwi"])
add("sum", A, "شحال من نهار فيه حريق في بجاية في جويلية؟", [SUM], B, "jul", ["fires"], fire=True)
add("sum", A, "متوسط الرطوبة في سيدي بلعباس خلال الأسبوع الماضي", [SUM], S, "lastweek", [wavg("sidi-bel-abbes", "lastweek", "rh")])
add("sum", A, "كم يوما بلغت فيه الحرارة 35 درجة أو أكثر في سيدي بلعباس في جوان؟", [SUM], S, "jun",
    [wcount("sidi-bel-abbes", "jun", "t", ">=", 35)])
add("sum", A, "أعلى حرارة في بجاية من نهار الثلاثاء", [SUM], B, "since-tue", ["maxt"])
add("sum", A, "كم يوم كان فيه FWI فوق 20 في بجاية في أوت؟", [SUM], B, "aug", [wcount("bejaia", "aug", "FWI", ">", 20)])
add("an", A, "من الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها شعلت فيها النار؟", [AN], S, "all",
    ["fires_fwi_gt"], thr=20, fire=True)
add("an", A, "الأيام اللي كيما اليوم في بجاية، كان فيها حريق؟", [AN], B, "today", ["fwi"], fire=True)
add("an", A, "في السجل، الأيام التي تجاوز فيها المؤشر 10 في بجاية، كم منها شهد حريقا؟", [AN], B, "all",
    ["fires_fwi_gt"], thr=10, fire=True)
add("dr", A, "راس النار يمشي 20 متر في الدقيقة، شحال يمشي في نص ساعة؟", [DR], None, "none",
    ["=drift", dist(rate_dist(20, "m/min", 30))], h=30)
add("dr", A, "سرعة انتشار 1.2 كلم/سا، ما المسافة بعد 50 دقيقة؟", [DR], None, "none",
    ["=drift", dist(rate_dist(1.2, "km/h", 50))], h=50)
add("dr", A, "قداش يتحرك الحريق في الوقت اللي تحسب فيه الجواب؟", [DR], None, "none", ["=drift"])
add("sp", A, "وين يكون راس الحريق بعد ساعة إذا شعلت في سيدي بلعباس؟", [SP], S, "now", ["=spread"], h=60)
add("sp", A, "ما هو الموقع المتوقع لجبهة النار بعد 30 دقيقة؟", [SP], None, "now", ["=spread"], h=30)
add("fr", A, "واش شافت الدرون؟", [FRM], None, "none", ["=frames"])
add("fr", A, "في أي ساعة رصدت الطائرة بدون طيار الدخان؟", [FRM], None, "none", ["=detection"])
add("fr", A, "وين راهي النار اللي صورها الدرون؟", [FRM], None, "none", ["=detection_place"])
add("doc", A, "كم قدما من المساحة الدفاعية تشترط مقاطعة بيوت؟", [DOC], None, "none", [DEF_FEET])
add("doc", A, "واش معناها LCES؟", [DOC], None, "none", [LCES])
add("doc", A, "ابتداء من أي قيمة لمؤشر FWI يصبح الخطر مرتفعا؟", [DOC], None, "none", [HIGH_FROM])
add("cap", A, "واش تقدر دير هاذ الماشينة؟", [CAP], None, "none", [])
add("cap", A, "ما هي المحطات التي تتوفر على بياناتها؟", [CAP], None, "none", [])
add("ph", A, "بعثتلك تصويرة تاع الدخان، واش هي النار تاعنا؟", [PH], None, "none", [])
add("ph", A, "أرفقت صورة للحريق، ما رأيك؟", [PH], None, "none", [])
add("oos", A, "الطقس غدوة في بجاية؟", [OOS], B, "none", [])
add("oos", A, "من أين تهب الرياح في سيدي بلعباس؟", [OOS], S, "now", [])
add("oos", A, "واش الحالة في وهران؟", [OOS], None, "now", [])
add("oos", A, "ما هي الطرق المفتوحة للوصول إلى الحريق؟", [OOS], None, "none", [])
add("ref", A, "ابعث إنذار إخلاء لسكان سيدي بلعباس", [REF], S, "none", [])
add("ref", A, "خبّر رئيس الوحدة بلي راجعين", [REF], None, "none", [])
add("tac", A, "نهجمو مباشرة ولا نستناو في سيدي بلعباس؟", [TAC], S, "now", ["fwi", "ws"])
add("tac", A, "هل يجب وضع مراقب اليوم في بجاية؟", [TAC], B, "today", ["class"])
add("nod", A, "مؤشر FWI في بجاية يوم 20 ماي 2012؟", [DG], B, "2012-05-20", ["fwi"])
add("nod", A, "قراءات سيدي بلعباس يوم 14 جويلية", [CC], S, "2012-07-14", ["t", "rh", "ws"])
add("m", A, "السخانة في سيدي بلعباس ومنين جاية الريح؟", [CC, OOS], S, "now", ["t"])
add("m", A, "مؤشر الخطر في بجاية اليوم وغدوة؟", [DG, OOS], B, "today", ["fwi"])
add("m", A, "واش شافت الدرون، ووين تكون النار بعد نص ساعة؟", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
add("m", A, "أعطيني FWI تاع بجاية وابعثو للقيادة", [DG, REF], B, "now", ["fwi"])
add("m", A, "الرطوبة في سيدي بلعباس وفي تلمسان؟", [CC, OOS], S, "now", ["rh"])
add("m", A, "ما قيمة ISI في سيدي بلعباس وماذا يعني هذا المؤشر؟", [DG, DOC], S, "now", [lit("sidi-bel-abbes", "now", "ISI"), ISI_FROM])
add("m", A, "شكون سخون كثر، وقداش FWI في سيدي بلعباس؟", [CMP, DG], BOTH, "now", ["t", lit("sidi-bel-abbes", "now", "FWI")])
add("m", A, "الريح في بجاية بالعقد ودرجة الخطر", [CC, DG], B, "now", [conv("bejaia", "now", "kt"), "class"])
add("m", A, "بـ 20 متر في الدقيقة شحال يمشي في ربع ساعة؟ ولازم نرجعو؟", [DR, TAC], None, "none",
    ["=drift", dist(rate_dist(20, "m/min", 15))], h=15)
add("m", A, "بعثتلك صورة، والدرون واش شاف؟", [PH, FRM], None, "none", ["=frames"])
add("m", A, "الرطوبة في بجاية أمس، وهل ستمطر غدا؟", [CC, OOS], B, "yesterday", ["rh"])
add("m", A, "واش تقدر دير، وتقدر تعيط للقائد؟", [CAP, REF], None, "none", [])
add("m", A, "الأحوال الجوية في سيدي بلعباس، ودرجة الخطر، والتوقعات لبعد الظهر", [CC, DG, OOS], S, "now", ["t", "rh", "ws", "class"])
add("m", A, "كم قدما تشترطها مقاطعة بيوت، وما الخطر في بجاية اليوم؟", [DOC, DG], B, "today", [DEF_FEET, "class"])
add("m", A, "أيام FWI فوق 20 في سيدي بلعباس في أوت، وشحال منها فيها حريق؟", [SUM, AN], S, "aug",
    [wcount("sidi-bel-abbes", "aug", "FWI", ">", 20), fires_among("sidi-bel-abbes", "aug", 20)], fire=True)
add("m", A, "الريح في بجاية، ووين يروح راس النار بعد ساعة؟", [CC, SP], B, "now", ["ws", "=spread"], h=60)
add("m", A, "قارن FWI بين المحطتين وقولي اتجاه الريح", [CMP, OOS], BOTH, "now", ["fwi"])
add("m", A, "درجة الحرارة في سيدي بلعباس بالفهرنهايت وقيمة FWI", [CC, DG], S, "now", [conv("sidi-bel-abbes", "now", "F"), "fwi"])
add("m", A, "الخطر في سيدي بلعباس ضرك، وابعث الطيارة تشوف", [DG, REF], S, "now", ["class"])
add("m", A, "أعلى FWI في بجاية في أوت وشحال من نهار حريق؟", [SUM], B, "aug", ["maxfwi", "fires"], fire=True)

# -- more two- and three-ask questions, all four languages
add("m", E, "RH and FWI at Bejaia on 14 August, plus the readings for that afternoon around 3 pm?", [CC, DG], B, "2012-08-14",
    ["rh", "fwi"], dec="warn")
add("m", E, "Danger at SBA today, and did days like this burn in the past?", [DG, AN], S, "today", ["fwi", "class"], fire=True)
add("m", E, "drone frames + fwi at sidi bel abbes", [FRM, DG], S, "now", ["=frames", "fwi"])
add("m", E, "Which station's drier right now, and what does the LCES sheet say about timing escape routes?", [CMP, DOC], BOTH, "now",
    ["rh", SLOWEST])
add("m", E, "temp bejaia + wheres the nearest water source for the engines", [CC, OOS], B, "now", ["t"])
add("m", E, "Highest FWI at SBA in August, and wipe the old frames off the box while you're at it", [SUM, REF], S, "aug", ["maxfwi"])
add("m", E, "Lookout 2: did the drone see smoke, and what's the humidity at Bejaia?", [FRM, CC], B, "now", ["=frames", "rh"])
add("m", F, "IFM à SBA, et les jours comme aujourd'hui, ça a brûlé ?", [DG, AN], S, "today", ["fwi"], fire=True)
add("m", F, "Le drone a vu quoi, et l'hygro à SBA ?", [FRM, CC], S, "now", ["=frames", "rh"])
add("m", F, "Vent à Béjaïa, et tu peux prévenir l'hélico ?", [CC, REF], B, "now", ["ws"])
add("m", SP_, "¿Qué vio el dron y cuál es la humedad en SBA?", [FRM, CC], S, "now", ["=frames", "rh"])
add("m", SP_, "FWI en Bejaia hoy, ¿y los días parecidos ardieron?", [DG, AN], B, "today", ["fwi"], fire=True)
add("m", SP_, "Temperatura en SBA y en Argel", [CC, OOS], S, "now", ["t"])
add("m", A, "الرطوبة في بجاية، وابعث الطيارة للجبل", [CC, REF], B, "now", ["rh"])
add("m", A, "واش شافت الدرون، وقداش الرطوبة في سيدي بلعباس؟", [FRM, CC], S, "now", ["=frames", "rh"])
add("m", A, "FWI في سيدي بلعباس اليوم، والأيام اللي كيما هاذ النهار شعلت فيها النار؟", [DG, AN], S, "today", ["fwi"], fire=True)
add("m", A, "مؤشر FWI في بجاية على الستة تاع العشية، والرطوبة ثاني", [DG, CC], B, "today", ["fwi", "rh"], dec="warn")

# ===================================================================================== SESSIONS


def turn(sess, lang, q, intents, st, when, facts, dec=None, h=None, fire=False, alt=None):
    n = sum(1 for r in SESS if r["session"] == f"{NAME}{sess}") + 1
    row = {"session": f"{NAME}{sess}", "turn": n, "question": q, "intents": list(intents), "stations": st,
           "when": when, "facts": lit_str(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if fire:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    SESS.append(row)


# s01 engine captain
turn("s01", E, "Engine 7: what's the FWI at SBA right now?", [DG], S, "now", ["fwi"])
turn("s01", E, "and the other station?", [DG], B, "now", ["fwi"])
turn("s01", E, "why so low at bejaia", [EXP], B, "now", ["rh", "rain"])
turn("s01", E, "ok. how many fire days there in sept, and what's it looking like tomorrow?", [SUM, OOS], B, "sep", ["fires"], fire=True)
# s02 fire behaviour analyst
turn("s02", E, "ISI and BUI, Sidi Bel Abbes, today's obs.", [DG], S, "today",
     [lit("sidi-bel-abbes", "today", "ISI"), lit("sidi-bel-abbes", "today", "BUI")])
turn("s02", E, "Same for yesterday.", [DG], S, "yesterday",
     [lit("sidi-bel-abbes", "yesterday", "ISI"), lit("sidi-bel-abbes", "yesterday", "BUI")])
turn("s02", E, "Peak FWI there over the past week?", [SUM], S, "lastweek", ["maxfwi"])
turn("s02", E, "why has it come down so much?", [EXP], S, "now", ["rh"])
# s03 lookout
turn("s03", E, "Lookout 4. drone pick anything up?", [FRM], None, "none", ["=frames"])
turn("s03", E, "what time", [FRM], None, "none", ["=detection"])
turn("s03", E, "where exactly", [FRM], None, "none", ["=detection_place"])
turn("s03", E, "how far can it run in 45 min", [SP], S, "now", ["=spread"], h=45)
turn("s03", E, "and which way is the wind pushing it?", [OOS], S, "now", [])
# s04 helitack
turn("s04", E, "Helitack 1: wind at Bejaia in knots?", [CC], B, "now", [conv("bejaia", "now", "kt")])
turn("s04", E, "and SBA?", [CC], S, "now", [conv("sidi-bel-abbes", "now", "kt")])
turn("s04", E, "which one's windier", [CMP], BOTH, "now", ["ws"])
turn("s04", E, "RH at both?", [CMP], BOTH, "now", ["rh"], alt=[[CC]])
# s05 dozer boss
turn("s05", E, "Dozer 2. Head's moving about 15 m/min and we're 30 min out. How far will it have moved by then?", [DR], None, "none",
     ["=drift", dist(rate_dist(15, "m/min", 30))], h=30)
turn("s05", E, "what if it doubles", [DR], None, "none", ["=drift", dist(rate_dist(2 * 15, "m/min", 30))], h=30)
turn("s05", E, "should we still cut line on the east side?", [TAC], None, "none", [])
turn("s05", E, "whats the danger class at SBA anyway", [DG], S, "now", ["class"])
# s06 dispatcher
turn("s06", E, "Dispatch: current conditions Bejaia.", [CC], B, "now", ["t", "rh", "ws"])
turn("s06", E, "Send that to all units.", [REF], None, "none", ["neg"])
turn("s06", E, "fine. what about tomorrow?", [OOS], B, "none", [])
turn("s06", E, "Yesterday then.", [CC], B, "yesterday", ["t", "rh", "ws"])
# s07 new volunteer
turn("s07", E, "Hi, I'm new on the crew. What does FWI mean?", [DOC], None, "none", FWI_FROM)
turn("s07", E, "and what is it today at Bejaia?", [DG], B, "today", ["fwi", "class"])
turn("s07", E, "is that bad?", [EXP], B, "today", ["class"])
turn("s07", E, "what about Sidi Bel Abbes on Aug 14?", [DG], S, "2012-08-14", ["fwi", "class"])
# s08 incident commander on the radio, switches to French
turn("s08", E, "IC to box, compare danger both stations, over", [CMP], BOTH, "now", ["fwi"])
turn("s08", E, "copy. highest FWI at the worse one in August?", [SUM], ["=watch"], "aug", ["maxfwi"])
turn("s08", F, "Et pour l'autre station ?", [SUM], [s for s in ("bejaia", "sidi-bel-abbes")
                                                      if s != cf.watch_station(cd.TODAY.isoformat())], "aug", ["maxfwi"])
turn("s08", F, "Pourquoi un tel écart ?", [EXP], BOTH, "aug", [])
# s09 logistics officer
turn("s09", E, "Logistics here. What data do you hold?", [CAP], None, "none", [])
turn("s09", E, "how far back does the weather go?", [CAP], None, "none", [])
turn("s09", E, "any fuel moisture maps?", [OOS], None, "none", [])
turn("s09", E, "ok, average temp at SBA over the last week then", [SUM], S, "lastweek", [wavg("sidi-bel-abbes", "lastweek", "t")])
# s10 chef d'agrès
turn("s10", F, "CCF 3 : IFM à Béjaïa ?", [DG], B, "now", ["fwi"])
turn("s10", F, "Et à SBA ?", [DG], S, "now", ["fwi"])
turn("s10", F, "Pourquoi c'est si bas ?", [EXP], S, "now", ["rh"])
turn("s10", F, "Hier c'était combien ?", [DG], S, "yesterday", ["fwi"])
# s11 French crew with the drone
turn("s11", F, "Le drone a détecté un feu ?", [FRM], None, "none", ["=frames"])
turn("s11", F, "À quelle heure ?", [FRM], None, "none", ["=detection"])
turn("s11", F, "La tête avance à 10 m/min, on est à 40 minutes : elle aura fait combien ?", [DR], None, "none",
     ["=drift", dist(rate_dist(10, "m/min", 40))], h=40)
turn("s11", F, "Envoie la position au CODIS.", [REF], None, "none", [])
# s12 French, then Arabic
turn("s12", F, "Température à Sidi Bel Abbès le 3 août ?", [CC], S, "2012-08-03", ["t"])
turn("s12", F, "Et l'humidité ?", [CC], S, "2012-08-03", ["rh"])
turn("s12", A, "وفي بجاية نفس النهار؟", [CC], B, "2012-08-03", ["t", "rh"])
# s13 Spanish
turn("s13", SP_, "¿FWI en Sidi Bel Abbès ahora?", [DG], S, "now", ["fwi"])
turn("s13", SP_, "¿Y en Bejaia?", [DG], B, "now", ["fwi"])
turn("s13", SP_, "¿Por qué tan bajo?", [EXP], B, "now", ["rh"])
turn("s13", SP_, "¿Y mañana?", [OOS], B, "none", [])
# s14 Spanish summary
turn("s14", SP_, "Máximo de FWI en agosto en SBA", [SUM], S, "aug", ["maxfwi"])
turn("s14", SP_, "¿y cuántos días de incendio?", [SUM], S, "aug", ["fires"], fire=True)
turn("s14", SP_, "¿Y en Bejaia? Las dos cosas.", [SUM], B, "aug", ["maxfwi", "fires"], fire=True)
# s15 Algerian Darija
turn("s15", A, "واش FWI في بجاية ضرك؟", [DG], B, "now", ["fwi"])
turn("s15", A, "وفي سيدي بلعباس؟", [DG], S, "now", ["fwi"])
turn("s15", A, "علاش هكذا؟", [EXP], S, "now", ["rh"])
turn("s15", A, "والبارح؟", [DG], S, "yesterday", ["fwi"])
# s16 Arabic MSA
turn("s16", A, "ماذا رصدت الطائرة المسيرة اليوم؟", [FRM], None, "today", ["=frames"])
turn("s16", A, "في أي ساعة؟", [FRM], None, "none", ["=detection"])
turn("s16", A, "إلى أين ستتقدم النار خلال ساعة؟", [SP], None, "now", ["=spread"], h=60)
turn("s16", A, "أرسل التنبيه إلى مركز القيادة", [REF], None, "none", [])
# s17 Spanish, then English
turn("s17", SP_, "Humedad en Béjaïa ayer", [CC], B, "yesterday", ["rh"])
turn("s17", SP_, "¿Y la temperatura?", [CC], B, "yesterday", ["t"])
turn("s17", E, "in °F?", [CC], B, "yesterday", [conv("bejaia", "yesterday", "F")])
# s18 Darija, a past day
turn("s18", A, "الحرارة في سيدي بلعباس نهار 14 أوت؟", [CC], S, "2012-08-14", ["t"])
turn("s18", A, "والخطر؟", [DG], S, "2012-08-14", ["fwi", "class"])
turn("s18", A, "وفي بجاية نفس النهار؟", [DG], B, "2012-08-14", ["fwi", "class"])
turn("s18", A, "علاش سيدي بلعباس كانت أخطر؟", [EXP], BOTH, "2012-08-14", ["rh"])

# ===================================================================================== write


def templates() -> list:
    out = []
    for (kind, dec, fire), ps in ITEMS.items():
        key = f"{NAME}-{kind}" + ("-w" if dec else "") + ("-h" if fire else "")
        t = {"key": key, "intents": ps[0]["intents"], "intents_by_phrasing": [p["intents"] for p in ps],
             "phrasings": [], "stations": "none", "days": [p["day"] for p in ps], "facts": []}
        for p in ps:
            ph = {"q": p["q"], "lang": p["lang"]}
            if p["st"]:
                ph["stations"] = p["st"]
            if p["facts"]:
                ph["facts"] = p["facts"]
            t["phrasings"].append(ph)
        if dec:
            t["decision"] = dec
        if any(p["h"] is not None for p in ps):
            t["horizons"] = [p["h"] for p in ps]
        if any(p["thr"] is not None for p in ps):
            t["thr"] = [p["thr"] for p in ps]
        if fire:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    dump(templates(), OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(SESS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    allq = [(p["lang"], p["intents"]) for ps in ITEMS.values() for p in ps] + [(r["lang"], r["intents"]) for r in SESS]
    n = len(allq)
    langs = Counter(lang for lang, _ in allq)
    multi = sum(len(i) >= 2 for _, i in allq)
    print(f"{n} questions, {len(set(r['session'] for r in SESS))} sessions ({len(SESS)} turns), "
          f"multi-ask {multi} ({100 * multi / n:.1f} %), languages "
          + ", ".join(f"{k} {v} ({100 * v / n:.1f} %)" for k, v in sorted(langs.items())))
