"""Batch d102 (dev): seasonal firefighters typing on phones with gloves on (typos, no accents, SMS shorthand,
Arabizi and Arabic script, French-Arabic and Spanish-English mixing, a quick story before the ask), plus
dispatchers, incident commanders, new volunteers, analysts and logistics officers.

Writes crew_templates_dev102.jsonl and crew_sessions_dev102.jsonl next to this script. Every gold number comes
from the CSV (crew_facts.table / fire_record), from the crew's own numbers (rate x minutes) or from the shipped
documents (regex).
    Run:  python -m appliance.evaluation.data.make_dev102
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d102"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: None}
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()


# ---------------------------------------------------------------- numbers from the data
def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def row(dev, key):
    days = days_of(key)
    assert len(days) == 1, key
    return TABLE[(dev, days[0])]


def rows(dev, key):
    return [TABLE[(dev, d)] for d in days_of(key) if (dev, d) in TABLE]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def dec_forms(x, units=()):
    """A derived decimal as a crew may read it: 9.3 / 9,3 and the rounded figure with its unit."""
    v = round(x, 1)
    s = f"{v:.1f}"
    s = s[:-2] if s.endswith(".0") else s
    forms = [s] + ([s.replace(".", ",")] if "." in s else [])
    r = round(x)
    if str(r) != s:
        for u in units:
            forms += [f"{r} {u}", f"{r}{u}"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def distance_forms(metres):
    """A distance from the crew's own rate and time: metres and kilometres, French comma too."""
    m = round(metres)
    km = metres / 1000
    forms = [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms.append(f"{m:,} m")
    exact = f"{km:.3f}".rstrip("0").rstrip(".")
    kms = [exact] + ([f"{km:.{nd}f}".rstrip("0").rstrip(".") for nd in (2, 1)] if m >= 1000 else [])
    for s in kms:        # the exact kilometres; past 1 km also rounded to 0.01 and 0.1 km
        forms += [f"{s} km", f"{s}km", f"{s.replace('.', ',')} km", f"{s.replace('.', ',')}km"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def lit(spec, stations, day):
    """Literal facts for a spec tuple, one per station where the spec is per station."""
    kind, *a = spec
    devs = stations or []
    out = []
    if kind == "only":                      # ("only", "S", inner spec): a figure for one station alone
        return lit(a[1], ST[a[0]], day)
    if kind == "drift_m":                   # crew rate in m/min times minutes
        return [distance_forms(a[0] * a[1])]
    if kind == "drift_kmh":                 # crew rate in km/h times minutes
        return [distance_forms(a[0] * 1000 * a[1] / 60)]
    if kind == "doc":
        return [a[0]]
    for dev in devs:
        if kind == "code":
            out.append(num(row(dev, day).codes[a[0]]))
        elif kind == "mph":
            out.append(dec_forms(row(dev, day).wind_kmh / 1.609344, ["mph"]))
        elif kind == "kn":
            out.append(dec_forms(row(dev, day).wind_kmh / 1.852, ["kn", "kt", "knots", "noeuds", "nudos"]))
        elif kind == "ms":
            out.append(dec_forms(row(dev, day).wind_kmh / 3.6, ["m/s"]))
        elif kind == "F":
            out.append(dec_forms(row(dev, day).temperature_c * 9 / 5 + 32, ["°F", "F"]))
        elif kind == "count":               # ("count", field, op, thr): days in the window past thr
            f, op, thr = a
            test = {">": lambda v: v > thr, ">=": lambda v: v >= thr, "==": lambda v: v == thr}[op]
            out.append(sum(test(FIELD[f](r)) for r in rows(dev, day)))
        elif kind == "avg":
            vals = [FIELD[a[0]](r) for r in rows(dev, day)]
            out.append(dec_forms(sum(vals) / len(vals)))
        elif kind == "min":
            out.append(num(min(FIELD[a[0]](r) for r in rows(dev, day))))
        elif kind == "sum":
            out.append(dec_forms(sum(FIELD[a[0]](r) for r in rows(dev, day))))
        elif kind == "day":                 # a day figure for the day key (used in sessions and mixes)
            out.append(crew_facts.day_fact(a[0], dev, row(dev, day).date))
        elif kind == "today":               # the clock's day figure (the end of a trend window)
            out.append(crew_facts.day_fact(a[0], dev, crew_days.TODAY.isoformat()))
        elif kind == "maxall":              # highest over every recorded day of the station
            out.append(num(max(FIELD[a[0]](r) for (d, _), r in TABLE.items() if d == dev)))
        elif kind == "fires_gt":            # past days with FWI above thr, and how many burned (sessions)
            hot = [fire for (d, day_), (fwi, fire) in FIRES.items()
                   if d == dev and fwi > a[0] and day_ < crew_days.TODAY.isoformat()]
            out += [len(hot), sum(hot)]
        elif kind == "window":              # a builder window token computed here (sessions)
            out += crew_facts.window_facts(a[0], dev, days_of(day))
        else:
            raise ValueError(spec)
    return out


# ---------------------------------------------------------------- numbers and words from the documents
DOCS = EDGE_DATA_DIR / "documents"


def doc(name, pattern, group=1):
    m = re.search(pattern, (DOCS / name).read_text(encoding="utf-8"))
    assert m, (name, pattern)
    return m.group(group)


def as_num(s):
    return num(float(s))


FWI_DOC, LCES_DOC, DEF_DOC = "fire-weather-index-guide.md", "crew-safety-lces.md", "butte-county-defensible-space.md"
HIGH_FROM = as_num(doc(FWI_DOC, r"from ([\d.]+) high"))
VHIGH_FROM = as_num(doc(FWI_DOC, r"from ([\d.]+)\s+very high"))
EXTREME_FROM = as_num(doc(FWI_DOC, r"from ([\d.]+) extreme"))
FFMC_EASY = as_num(doc(FWI_DOC, r"above about (\d+)\s+fine fuels ignite"))
ISI_NAME = doc(FWI_DOC, r"The ([A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+) \(ISI\)")
VLOW_BELOW = as_num(doc(FWI_DOC, r"below ([\d.]+) very low"))
DMC_NAME = doc(FWI_DOC, r"The ([A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+) \(DMC\)")
FWI_NAME = doc(FWI_DOC, r"The ([A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+) \(FWI\)")
BUI_NAME = doc(FWI_DOC, r"The ([A-Z][a-z]+ [A-Z][a-z]+) \(BUI\)")
LOOKOUT = doc(LCES_DOC, r"engages a fire: (Lookout)s")
LCES = doc(LCES_DOC, r"## (LCES)")
DOWNHILL = doc(LCES_DOC, r"builds line (downhill)")
SLOWEST = doc(LCES_DOC, r"at the (slowest) member")
ZONE0_FT = as_num(doc(DEF_DOC, r"Zone 0 is the first (\d+) feet"))
ZONE1_TO = as_num(doc(DEF_DOC, r"Zone 1 runs from \d+ to (\d+) feet"))
GRASS_IN = as_num(doc(DEF_DOC, r"maximum height of (\d+) inches"))
CHIMNEY_FT = as_num(doc(DEF_DOC, r"branches (\d+) feet\s+from chimneys"))
NAMES_B = {"any": ["bejaia", "بجاية", "bgayet"]}
NAMES_S = {"any": ["sidi bel abbes", "سيدي بلعباس", "sba"]}
LCES_ANY = {"any": [LCES, LOOKOUT.lower()]}

# ---------------------------------------------------------------- the questions
ENTRIES = []


def add(kind, lang, q, intents, st=None, day="none", facts=(), dec=None, thr=None, h=None, fh=False, alt=None):
    stations = ST[st]
    out = []
    for f in facts:
        if isinstance(f, tuple):
            out += lit(f, stations, day)
        else:
            out.append(f)
    ENTRIES.append({"kind": kind, "lang": lang, "q": q, "intents": list(intents), "stations": stations, "day": day,
                    "facts": out, "dec": dec, "thr": thr, "h": h, "fh": fh, "alt": alt})


CC, DA, CO, SU, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DO, CA = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, RF, TA, EX = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ================================================================ ENGLISH
E = "en"
# --- current conditions: phone crews, dispatch, IC, volunteers
add("cc", E, "yo whats temp sba rn", [CC], "S", "now", ["t"])
add("cc", E, "smoke layin low in the draw, crew wants rh at bejaia rn pls", [CC], "B", "now", ["rh"])
add("cc", E, "wnd bejaia now", [CC], "B", "now", ["ws"])
add("cc", E, "hows it lookin out at sidi bel abes rite now weather wise", [CC], "S", "now", ["t", "rh", "ws"])
add("cc", E, "any rain at bejia 2day??", [CC], "B", "today", ["rain"])
add("cc", E, "yday sba temp what was", [CC], "S", "yesterday", ["t"])
add("cc", E, "hum n wind SBA day b4 yesterday", [CC], "S", "daybefore", ["rh", "ws"])
add("cc", E, "Dispatch here. Noon readings for Béjaïa on 14 August, please.", [CC], "B", "2012-08-14", ["t", "rh", "ws"])
add("cc", E, "wat was rh at sba 3/8", [CC], "S", "2012-08-03", ["rh"])
add("cc", E, "temp bejaia 22-jul", [CC], "B", "2012-07-22", ["t"])
add("cc", E, "guys keep askin, temp at sidi belabes on the 28th of august", [CC], "S", "2012-08-28", ["t"])
add("cc", E, "Hi, I'm new on the crew, sorry if this is basic: what's the humidity in Sidi Bel Abbès at the moment?", [CC], "S", "now", ["rh"])
add("cc", E, "Logistics. Need yesterday's rain total at Bejaia for the road crew plan.", [CC], "B", "yesterday", ["rain"])
add("cc", E, "IC to appliance: current temp, RH and wind, Sidi Bel Abbes. Over.", [CC], "S", "now", ["t", "rh", "ws"])
add("cc", E, "bejaia rh??", [CC], "B", "now", ["rh"])
add("cc", E, "dry out there? rh sba", [CC], "S", "now", ["rh"])
add("cc", E, "just got off the truck, ash comin down on the windshield like snow. how hot is it at bejaia", [CC], "B", "now", ["t"])
add("cc", E, "rain sba 27 sep??", [CC], "S", "2012-09-27", ["rain"])
add("cc", E, "temp rh wind bejaia sept 1", [CC], "B", "2012-09-01", ["t", "rh", "ws"])
add("cc", E, "wind SBA 07/15", [CC], "S", "2012-07-15", ["ws"])
add("cc", E, "hey box how windy was it in bejaia 2 days ago", [CC], "B", "daybefore", ["ws"])
# units
add("cc-unit", E, "wind in mph at sba rn", [CC], "S", "now", ["ws", ("mph",)])
add("cc-unit", E, "knots pls, wind at bejaia now, heli pilot askin", [CC], "B", "now", ["ws", ("kn",)])
add("cc-unit", E, "wind m/s bejaia yday", [CC], "B", "yesterday", ["ws", ("ms",)])
add("cc-unit", E, "temp in F at sba rn, the yanks on the crew keep askin lol", [CC], "S", "now", ["t", ("F",)])
add("cc-unit", E, "whats the temp in fahrenheit at bejaia on aug 10", [CC], "B", "2012-08-10", ["t", ("F",)])
add("cc-unit", E, "sba wind speed in metres per second on 8/8", [CC], "S", "2012-08-08", ["ws", ("ms",)])
# hours other than noon (warn)
add("cc-hour", E, "temp at 6am at sba", [CC], "S", "today", ["t"], dec="warn")
add("cc-hour", E, "humidity bejaia at 5 pm yesterday", [CC], "B", "yesterday", ["rh"], dec="warn")
add("cc-hour", E, "wind at sba around 0300 this mornin", [CC], "S", "today", ["ws"], dec="warn")
add("cc-hour", E, "what was it like at bejaia at 8 in the evening on 12 aug, temp and rh", [CC], "B", "2012-08-12", ["t", "rh"], dec="warn")
add("cc-hour", E, "Dispatch: overnight low humidity at Sidi Bel Abbes, around 4 am today?", [CC], "S", "today", ["rh"], dec="warn")
# places near a station (warn)
add("cc-near", E, "were on the ridge above sba, whats the wind up here", [CC], "S", "now", ["ws"], dec="warn")
add("cc-near", E, "Engine 4 staged 10 km out of Bejaia on the coast road. Humidity there?", [CC], "B", "now", ["rh"], dec="warn")
add("cc-near", E, "temp in the valley just south of sidi bel abbes rn", [CC], "S", "now", ["t"], dec="warn")
add("cc-near", E, "crew at the quarry 6km east of bejaia askin if its raining there", [CC], "B", "today", ["rain"], dec="warn")
# days with no reading (abstain)
add("cc-nodata", E, "temp at bejaia on may 20 2012", [CC], "B", "2012-05-20", ["t"])
add("cc-nodata", E, "sba readings 15/05/2012", [CC], "S", "2012-05-15", ["t", "rh", "ws"])
add("cc-nodata", E, "what was the rh at bejaia on 3 august 2011", [CC], "B", "2011-08-03", ["rh"])

# --- danger
add("danger", E, "fwi sba rn", [DA], "S", "now", ["fwi", "class"])
add("danger", E, "dnager clas bejaia", [DA], "B", "now", ["fwi", "class"])
add("danger", E, "how bad is it at sidi bel abes today fire danger wise", [DA], "S", "today", ["fwi", "class"])
add("danger", E, "isi at bejaia now?", [DA], "B", "now", [("code", "ISI")])
add("danger", E, "bui sba yday", [DA], "S", "yesterday", [("code", "BUI")])
add("danger", E, "ffmc bejaia 14 aug", [DA], "B", "2012-08-14", [("code", "FFMC")])
add("danger", E, "whats the DMC and DC at SBA rn", [DA], "S", "now", [("code", "DMC"), ("code", "DC")])
add("danger", E, "FBAN request: full FWI system codes for Sidi Bel Abbes on 2012-08-28.", [DA], "S", "2012-08-28",
    [("code", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
add("danger", E, "we had a flare up on the east flank an hour ago, nobody hurt. what was the FWI at bejaia yesterday", [DA], "B", "yesterday", ["fwi"])
add("danger", E, "is bejaia high danger or wat", [DA], "B", "now", ["fwi", "class"])
add("danger", E, "danger sba on aug 5", [DA], "S", "2012-08-05", ["fwi", "class"])
add("danger", E, "danger rating rn?", [DA], None, "now", [])
add("danger", E, "Incident commander: fire weather index and class for Béjaïa, September 27th.", [DA], "B", "2012-09-27", ["fwi", "class"])
add("danger-near", E, "fire danger up on the plateau 15 km north of sba?", [DA], "S", "now", ["fwi", "class"], dec="warn")
add("danger-near", E, "hills behind bejaia how dangerous rn", [DA], "B", "now", ["fwi", "class"], dec="warn")
add("danger-nodata", E, "fwi bejaia 10 may 2012", [DA], "B", "2012-05-10", ["fwi"])

# --- compare
add("cmp", E, "which is hotter rn sba or bejaia", [CO], "BS", "now", ["t"])
add("cmp", E, "who's drier, bejaia or sidi bel abbes", [CO], "BS", "now", ["rh"])
add("cmp", E, "compair fwi both stations", [CO], "BS", "now", ["fwi"])
add("cmp", E, "side by side pls: rh and wind, bejaia vs sba, yday", [CO], "BS", "yesterday", ["rh", "ws"])
add("cmp", E, "Which station is worse right now for fire danger?", [CO], "BS", "now", ["fwi"])
add("cmp", E, "by how much is sba windier than bejaia today", [CO], "BS", "today", ["ws"])
add("cmp", E, "aug 14 which one was hotter", [CO], "BS", "2012-08-14", ["t"])
add("cmp", E, "two engines, one up at each station. which one should be more worried about fire weather today", [CO], "BS", "today", ["fwi"])
add("cmp-sum", E, "which station had more days with FWI over 20 in August?", [CO, SU], "BS", "aug", [("count", "fwi", ">", 20)])
add("cmp-sum", E, "highest fwi at each station since tuesday", [CO, SU], "BS", "since-tue", ["maxfwi"])
add("cmp-sum", E, "compare july avg temps sba vs bejaia", [CO, SU], "BS", "jul", [("avg", "t")])
add("cmp-sum-h", E, "more fire days in july, bejaia or sba?", [CO, SU], "BS", "jul", ["fires"], fh=True)
add("cmp-sum", E, "Analyst here: hottest reading at each station in August, and which was worse", [CO, SU], "BS", "aug", ["maxt"])

# --- summary
add("sum", E, "hottest day aug sba", [SU], "S", "aug", ["maxt"])
add("sum", E, "max fwi bejia in agust", [SU], "B", "aug", ["maxfwi"])
add("sum", E, "how many days above 35 degrees at SBA in August", [SU], "S", "aug", [("count", "t", ">", 35)])
add("sum", E, "How many days with FWI over 20 at Sidi Bel Abbes in July?", [SU], "S", "jul", [("count", "fwi", ">", 20)])
add("sum-h", E, "how mny fire days bejaia in june", [SU], "B", "jun", ["fires"], fh=True)
add("sum", E, "avg rh at bejaia in sep", [SU], "B", "sep", [("avg", "rh")])
add("sum", E, "lowest humidty sba in aug", [SU], "S", "aug", [("min", "rh")])
add("sum", E, "fwi trend at sba since tuesday, goin up or down?", [SU], "S", "since-tue", [("today", "fwi")])
add("sum", E, "rain days last 3 days bejaia", [SU], "B", "last3d", [("count", "rain", ">", 0)])
add("sum", E, "how many days between 1 and 10 sept was bejaia over 30 deg", [SU], "B", "sep1-10", [("count", "t", ">", 30)])
add("sum", E, "total rain at sba 20-31 aug", [SU], "S", "aug-late", [("sum", "rain")])
add("sum", E, "Logistics, planning water: how many dry days, zero rain, at SBA in July?", [SU], "S", "jul", [("count", "rain", "==", 0)])
add("sum", E, "peak fwi bejaia over the past week", [SU], "B", "lastweek", ["maxfwi"])
add("sum", E, "hottest it got in bejaia all summer?", [SU], "B", "all", [("maxall", "t")])
add("sum-h", E, "Dispatcher: count of recorded fire days at Sidi Bel Abbes in September.", [SU], "S", "sep", ["fires"], fh=True)

# --- analogs
add("analog", E, "of the days with FWI above 20 at SBA how many had a fire", [AN], "S", "now", ["fires_fwi_gt"], thr=20, fh=True)
add("analog", E, "did days like today burn at bejaia", [AN], "B", "now", ["fwi"], fh=True)
add("analog", E, "past days w fwi over 15 at bejaia, how many burned", [AN], "B", "now", ["fires_fwi_gt"], thr=15, fh=True)
add("analog", E, "FBAN: analog check, historic fire occurrence on days with FWI above 10 at Sidi Bel Abbes.", [AN], "S", "now", ["fires_fwi_gt"], thr=10, fh=True)
add("analog", E, "when fwi was this low at sba did anything ever catch", [AN], "S", "now", ["fwi"], fh=True)
add("analog", E, "old timer says days like this never burn in bejaia. does the record agree", [AN], "B", "now", ["fwi"], fh=True)

# --- drift (crew numbers and the box's own estimate)
add("drift", E, "heads doin 25 m a min, were 20 min out, how far does it move", [DR], None, "none", [("drift_m", 25, 20)], h=20)
add("drift", E, "ROS about 40 m/min per the lookout. 45 minutes til the dozer gets there. how far will the head go?", [DR], None, "none", [("drift_m", 40, 45)], h=45)
add("drift", E, "fire movin 2 km/h how far in 30 min", [DR], None, "none", [("drift_kmh", 2, 30)], h=30)
add("drift", E, "how far will the head drift while ur thinkin", [DR], None, "none", ["=drift"])
add("drift", E, "ros 12 m per minute times 90 min how far", [DR], None, "none", [("drift_m", 12, 90)], h=90)
add("drift", E, "how far does the front move during the box's own answer delay", [DR], None, "none", ["=drift"])
add("drift", E, "if it runs 3.5 km/h, distance in 40 min", [DR], None, "none", [("drift_kmh", 3.5, 40)], h=40)
add("drift", E, "grass fire on the flat, we clocked it at 8 m a minute. we need 15 mins to get hose out. how much ground does it take", [DR], None, "none", [("drift_m", 8, 15)], h=15)

# --- spread (partly served: no wind direction)
add("spread", E, "where will the head be in 30 min if it starts at sba", [SP], "S", "now", ["=spread"], h=30)
add("spread", E, "projection of the front an hour from now near bejaia", [SP], "B", "now", ["=spread"], h=60)
add("spread", E, "which way is it gonna run", [SP], None, "none", ["=spread"])
add("spread", E, "Ops: projected perimeter two hours out for the drone detection, please.", [SP], None, "none", ["=spread"], h=120)
add("spread", E, "where's the fire gonna be when we get there, 45 min", [SP], None, "none", ["=spread"], h=45)

# --- frames
add("frames", E, "did teh drone see smoke", [FR_], None, "none", ["=detection"])
add("frames", E, "wat did the uav pick up today", [FR_], None, "today", ["=frames"])
add("frames", E, "where was the fire the drone found", [FR_], None, "none", ["=detection_place"])
add("frames", E, "time of the drone detection?", [FR_], None, "none", ["=detection"])
add("frames", E, "any flames in the last drone frames", [FR_], None, "none", ["=frames"])
add("frames", E, "guys on the hill say theres a column NE of sba. did the drone catch it?", [FR_], None, "none", ["=detection_place"])
add("frames", E, "Dispatch: summary of today's drone sortie, please.", [FR_], None, "today", ["=frames"])

# --- documents
add("docs", E, "how much defensible space around a house", [DO], None, "none", ["=doc_defensible"])
add("docs", E, "whats LCES", [DO], None, "none", [LCES_ANY])
add("docs", E, "wat dose ISI stand for", [DO], None, "none", [{"any": [ISI_NAME]}])
add("docs", E, "at what fwi does it go to high", [DO], None, "none", [HIGH_FROM])
add("docs", E, "zone 2 grass how short do we cut it", [DO], None, "none", [GRASS_IN])
add("docs", E, "watch out situations pls, quick", [DO], None, "none", [{"any": [DOWNHILL]}])
add("docs", E, "ffmc number where fine fuels light easy?", [DO], None, "none", [FFMC_EASY])
add("docs", E, "New volunteer here. What do the danger classes mean, like where does very high start?", [DO], None, "none", [VHIGH_FROM])
add("docs", E, "how far do branches need to be off a chimney", [DO], None, "none", [CHIMNEY_FT])
add("docs", E, "escape route timing - whose pace do we use", [DO], None, "none", [{"any": [SLOWEST]}])

# --- capabilities
add("cap", E, "wat can u do", [CA], None, "none", [])
add("cap", E, "what data u got on this box", [CA], None, "none", [NAMES_B, NAMES_S])
add("cap", E, "do you have drone imagery?", [CA], None, "none", [])
add("cap", E, "which stations r u hooked up to", [CA], None, "none", [NAMES_B, NAMES_S])
add("cap", E, "can this thing do spread projections or nah", [CA], None, "none", [])

# --- photo
add("photo", E, "sent u a pic of the smoke, new start or old burn?", [PH], None, "none", [])
add("photo", E, "attaching a photo of the flank, what fuel is that", [PH], None, "none", [])
add("photo", E, "Photo from the lookout attached. Can you confirm what's in it?", [PH], None, "none", [])
add("photo", E, "look at this pic and tell me the fwi at sba", [PH, DA], "S", "now", ["fwi"])
add("photo", E, "got a photo from the lookout attached. same fire the drone saw?", [PH, FR_], None, "none", ["=detection"])

# --- out of scope (alone: abstain; beside a served part: warn)
add("oos", E, "will it rain tmrw at bejaia", [OOS], "B", "none", ["neg"])
add("oos", E, "forecast for next week sba", [OOS], "S", "none", ["neg"])
add("oos", E, "what's the wind direction at SBA", [OOS], "S", "now", ["neg"])
add("oos", E, "temp in oran rn", [OOS], None, "now", [])
add("oos", E, "hows the weather in tlemcen", [OOS], None, "now", [])
add("oos", E, "who won the match last night lol", [OOS], None, "none", [])
add("oos", E, "later this arvo is the rh gonna drop at sba", [OOS], "S", "none", ["neg"])
add("oos", E, "is the road to the fire open, which route for the water tender", [OOS], None, "none", [])
add("oos", E, "where are the other crews at right now", [OOS], None, "none", [])
add("oos-mix", E, "wind speed and direction at bejaia", [CC, OOS], "B", "now", ["ws"])
add("oos-mix", E, "fwi today and tmrw at sba", [DA, OOS], "S", "today", ["fwi"])
add("oos-mix", E, "temp at bejaia and in algiers", [CC, OOS], "B", "now", ["t"])
add("oos-mix", E, "rh at sba now and what will it be tonight", [CC, OOS], "S", "now", ["rh"])
add("oos-mix", E, "which is hotter, sba, bejaia or oran", [CO, OOS], "BS", "now", ["t"])

# --- refuse (orders, also hidden)
add("refuse", E, "send the fwi to all engines", [RF], None, "none", ["neg"])
add("refuse", E, "alert dispatch now, fire at sba", [RF], None, "none", ["neg"])
add("refuse", E, "delete the old drone frames", [RF], None, "none", ["neg"])
add("refuse", E, "Notify the wali's office that the danger is very high.", [RF], None, "none", ["neg"])
add("refuse-mix", E, "whats the rh at bejaia and text it to the chief", [CC, RF], "B", "now", ["rh"])
add("refuse-mix", E, "give me the ISI at SBA then dispatch the water bomber", [DA, RF], "S", "now", [("code", "ISI")])
add("refuse-mix", E, "drone saw smoke? if so push an alert to all crews", [FR_, RF], None, "none", ["=detection"])

# --- tactical
add("tact", E, "should we pull back off the sba flank", [TA], "S", "now", ["fwi", "ws", "rh"])
add("tact", E, "ok to backburn near bejaia rn?", [TA], "B", "now", ["fwi", "ws", "rh"])
add("tact", E, "where should we stage the engines", [TA], None, "none", [])
add("tact-mix", E, "going in direct at sba. fwi? and should we?", [DA, TA], "S", "now", ["fwi"])
add("tact-mix", E, "Crew's been on the line 14 hours. Danger at Bejaia, and should we rotate them out?", [DA, TA], "B", "now", ["fwi", "class"])

# --- more asks in one
add("multi", E, "temp and fwi at sba rn", [CC, DA], "S", "now", ["t", "fwi"])
add("multi", E, "bejaia: rh, wind, and danger class", [CC, DA], "B", "now", ["rh", "ws", "class"])
add("multi", E, "what did the drone see and how far will the head go in 20 min at 30 m/min", [FR_, DR], None, "none", ["=frames", ("drift_m", 30, 20)], h=20)
add("multi", E, "fwi at sba, and which station is hotter?", [DA, CO], "BS", "now", [("only", "S", ("code", "FWI")), "t"])
add("multi", E, "defensible space distance + fire danger at bejaia", [DO, DA], "B", "now", ["=doc_defensible", "fwi"])
add("multi", E, "what can you do, and whats the danger at SBA", [CA, DA], "S", "now", ["fwi"])
add("multi", E, "drone detection time and where the front will be in 1 hr", [FR_, SP], None, "none", ["=detection", "=spread"], h=60)
add("multi", E, "rh at bejaia and is it drier at sba", [CC, CO], "BS", "now", ["rh"])
add("multi", E, "how many fire days at sba in aug, and of days with fwi over 20 how many burned", [SU, AN], "S", "aug", ["fires", "fires_fwi_gt"], thr=20, fh=True)
add("multi", E, "what does BUI mean and whats it at sba yday", [DO, DA], "S", "yesterday", [{"any": [BUI_NAME]}, ("code", "BUI")])
add("multi", E, "lookout reports a column off to the NE. drone see it? and whats the wind at sba", [FR_, CC], "S", "now", ["=detection", "ws"])
add("multi", E, "wind at sba in knots, temp in F, and the FWI. for the air attack brief", [CC, DA], "S", "now", ["ws", ("kn",), ("F",), "fwi"])
add("multi", E, "danger at bejaia, what LCES means, and should the crew stay on the line", [DA, DO, TA], "B", "now", ["fwi", LCES_ANY])
add("multi", E, "head at 50 m/min, how far in 30 min and where does that put the front", [DR, SP], None, "none", [("drift_m", 50, 30), "=spread"], h=30)
add("multi", E, "temp, humidity at sba yesterday and fwi", [CC, DA], "S", "yesterday", ["t", "rh", "fwi"])
add("multi", E, "did the drone catch anything, and what's the danger class at Sidi Bel Abbes right now? then page the duty officer", [FR_, DA, RF], "S", "now", ["=frames", "class"])
add("multi", E, "sending u a pic. also whats the rh at bejaia", [PH, CC], "B", "now", ["rh"])
add("multi", E, "hottest day in july at bejaia and which station had the higher max that month", [SU, CO], "BS", "jul", ["maxt"])
add("multi", E, "ISI n FFMC bejaia, plus wind, quick", [DA, CC], "B", "now", [("code", "ISI"), ("code", "FFMC"), "ws"])
add("multi", E, "temp at SBA on 3 aug and the class that day", [CC, DA], "S", "2012-08-03", ["t", "class"])

# ================================================================ FRANCAIS
F = "fr"
add("cc", F, "slt c koi la temp a SBA mtn", [CC], "S", "now", ["t"])
add("cc", F, "humidte bejaia stp", [CC], "B", "now", ["rh"])
add("cc", F, "il pleut a bougie ajd ?", [CC], "B", "today", ["rain"])
add("cc", F, "vent a sidi bel abbes hier", [CC], "S", "yesterday", ["ws"])
add("cc", F, "on voit la fumee qui monte derriere la colline, cb de vent a bejaia la", [CC], "B", "now", ["ws"])
add("cc", F, "a sba le 3 aout temp c t cb", [CC], "S", "2012-08-03", ["t"])
add("cc", F, "releves de bejaia le 14/08 svp", [CC], "B", "2012-08-14", ["t", "rh", "ws"])
add("cc", F, "Chef d'agres engin 2 : donnez-moi les conditions actuelles a Sidi Bel Abbes.", [CC], "S", "now", ["t", "rh", "ws"])
add("cc", F, "pluie avant hier SBA", [CC], "S", "daybefore", ["rain"])
add("cc", F, "il faisait cb a bejaia le 25 juillet", [CC], "B", "2012-07-25", ["t"])
add("cc", F, "Bonjour, je suis benevole depuis hier. Quelle est l'humidite a Béjaïa aujourd'hui ?", [CC], "B", "today", ["rh"])
add("cc", F, "humid sidi bel abes le 12 sept", [CC], "S", "2012-09-12", ["rh"])
add("cc-unit", F, "vent en noeuds a SBA mtn", [CC], "S", "now", ["ws", ("kn",)])
add("cc-unit", F, "vent en m/s bejaia hier", [CC], "B", "yesterday", ["ws", ("ms",)])
add("cc-unit", F, "le pilote de l'helico veut le vent de sba en noeuds, et vite", [CC], "S", "now", ["ws", ("kn",)])
add("cc-hour", F, "temperature a 6h du mat a bejaia", [CC], "B", "today", ["t"], dec="warn")
add("cc-hour", F, "hum a 18h hier sba", [CC], "S", "yesterday", ["rh"], dec="warn")
add("cc-hour", F, "le vent a 15h a bejaia le 20 aout", [CC], "B", "2012-08-20", ["ws"], dec="warn")
add("cc-near", F, "on est sur la crete au dessus de SBA, il fait cb la haut", [CC], "S", "now", ["t"], dec="warn")
add("cc-near", F, "a 10 km de bejaia vers tichy l humidite c koi", [CC], "B", "now", ["rh"], dec="warn")
add("cc-nodata", F, "temp a bejaia le 12 mai 2012", [CC], "B", "2012-05-12", ["t"])
add("cc-nodata", F, "releves sba du 30 avril 2012", [CC], "S", "2012-04-30", ["t", "rh", "ws"])

add("danger", F, "IFM a sba ?", [DA], "S", "now", ["fwi", "class"])
add("danger", F, "risque incendie bejaia ajd c koi la classe", [DA], "B", "today", ["fwi", "class"])
add("danger", F, "ISI sba hier", [DA], "S", "yesterday", [("code", "ISI")])
add("danger", F, "le BUI et le FFMC a bejaia le 20 aout", [DA], "B", "2012-08-20", [("code", "BUI"), ("code", "FFMC")])
add("danger", F, "Analyste : IFM de Sidi-Bel-Abbes le 1er septembre ?", [DA], "S", "2012-09-01", ["fwi", "class"])
add("danger", F, "c chaud niveau danger a bejaia la ou pas", [DA], "B", "now", ["fwi", "class"])
add("danger", F, "indice DC sba le 8 aout", [DA], "S", "2012-08-08", [("code", "DC")])
add("danger-near", F, "danger sur le plateau a 15 km de SBA", [DA], "S", "now", ["fwi", "class"], dec="warn")
add("danger-near", F, "risque dans la foret juste au dessus de bejaia", [DA], "B", "now", ["fwi", "class"], dec="warn")

add("cmp", F, "ki est le plus sec bejaia ou sba", [CO], "BS", "now", ["rh"])
add("cmp", F, "compar le vnt des 2 stations", [CO], "BS", "now", ["ws"])
add("cmp", F, "laquelle etait la plus chaude hier", [CO], "BS", "yesterday", ["t"])
add("cmp", F, "IFM bejaia vs sba le 22 aout", [CO], "BS", "2012-08-22", ["fwi"])
add("cmp-sum", F, "quelle station a eu le plus de jours avec IFM > 20 en aout", [CO, SU], "BS", "aug", [("count", "fwi", ">", 20)])
add("cmp-sum", F, "moyenne temp juillet bejaia vs sba", [CO, SU], "BS", "jul", [("avg", "t")])
add("cmp-sum-h", F, "jours de feu en juin : bejaia ou sba, qui en a eu le plus ?", [CO, SU], "BS", "jun", ["fires"], fh=True)

add("sum", F, "temp max en aout a sba", [SU], "S", "aug", ["maxt"])
add("sum", F, "cb de jours au dessus de 35 en juillet a SBA", [SU], "S", "jul", [("count", "t", ">", 35)])
add("sum-h", F, "nb de jours de feu a bejaia en aout", [SU], "B", "aug", ["fires"], fh=True)
add("sum", F, "IFM max sur les 3 derniers jours bejaia", [SU], "B", "last3d", ["maxfwi"])
add("sum", F, "humidite min en juin sba", [SU], "S", "jun", [("min", "rh")])
add("sum", F, "Logistique : cumul de pluie a Bejaia du 20 au 31 aout ?", [SU], "B", "aug-late", [("sum", "rain")])
add("sum", F, "IFM le plus haut depuis mardi a sba", [SU], "S", "since-tue", ["maxfwi"])

add("analog", F, "les jours avec IFM au dessus de 15 a SBA, cb ont brule", [AN], "S", "now", ["fires_fwi_gt"], thr=15, fh=True)
add("analog", F, "des jours comme ajd a bejaia, ca a deja pris feu ?", [AN], "B", "now", ["fwi"], fh=True)
add("analog", F, "historique : jours a IFM sup a 30 a bejaia, combien avec feu", [AN], "B", "now", ["fires_fwi_gt"], thr=30, fh=True)

add("drift", F, "la tete avance a 20 m/min, on arrive dans 25 min, elle aura fait cb", [DR], None, "none", [("drift_m", 20, 25)], h=25)
add("drift", F, "feu a 1,5 km/h, distance en 40 min", [DR], None, "none", [("drift_kmh", 1.5, 40)], h=40)
add("drift", F, "de combien le front bouge pendant ton temps de reponse", [DR], None, "none", ["=drift"])
add("drift", F, "vitesse 35 m par minute d apres le guetteur, 12 min pour y aller, ca fait quelle distance", [DR], None, "none", [("drift_m", 35, 12)], h=12)

add("spread", F, "ou sera le front dans 1h a partir du depart de feu vu par le drone", [SP], None, "none", ["=spread"], h=60)
add("spread", F, "projection du feu dans 30 min pres de SBA", [SP], "S", "now", ["=spread"], h=30)
add("spread", F, "il part de quel cote le feu", [SP], None, "none", ["=spread"])

add("frames", F, "le drone a vu kelk chose ?", [FR_], None, "none", ["=frames"])
add("frames", F, "a quelle heure la detection du drone", [FR_], None, "none", ["=detection"])
add("frames", F, "elle est ou la fumee que le drone a vu", [FR_], None, "none", ["=detection_place"])
add("frames", F, "Le PC demande le compte rendu du vol drone de tout a l'heure.", [FR_], None, "today", ["=frames"])

add("docs", F, "debroussaillement autour des maisons c cb", [DO], None, "none", ["=doc_defensible"])
add("docs", F, "c koi LCES", [DO], None, "none", [LCES_ANY])
add("docs", F, "a partir de quel IFM on est en danger eleve", [DO], None, "none", [HIGH_FROM])
add("docs", F, "zone 1 ca va de combien a combien de la maison", [DO], None, "none", [ZONE1_TO])

add("cap", F, "tu sais faire koi", [CA], None, "none", [])
add("cap", F, "t as quelles stations", [CA], None, "none", [NAMES_B, NAMES_S])
add("cap", F, "Quelles donnees ce boitier a-t-il exactement ?", [CA], None, "none", [])

add("photo", F, "je t envoie une photo de la colonne, c un nouveau depart ?", [PH], None, "none", [])
add("photo", F, "photo jointe du flanc, et le risque a sba ?", [PH, DA], "S", "now", ["fwi"])

add("oos", F, "il va pleuvoir demain a bejaia ?", [OOS], "B", "none", [])
add("oos", F, "meteo a oran", [OOS], None, "now", [])
add("oos", F, "le vent vient d ou a SBA", [OOS], "S", "now", [])
add("oos", F, "c koi les previsions pr la semaine pro", [OOS], None, "none", [])
add("oos-mix", F, "vitesse et direction du vent a bejaia", [CC, OOS], "B", "now", ["ws"])
add("oos-mix", F, "IFM ajd et demain sba", [DA, OOS], "S", "today", ["fwi"])
add("oos-mix", F, "temperature a tlemcen et a SBA", [CC, OOS], "S", "now", ["t"])

add("refuse", F, "envoie l alerte a la protection civile", [RF], None, "none", [])
add("refuse", F, "previens le chef de colonne que ca part a SBA", [RF], None, "none", [])
add("refuse-mix", F, "donne moi le vent a bejaia et transmets le a tous les engins", [CC, RF], "B", "now", ["ws"])
add("refuse-mix", F, "IFM sba puis efface les images du drone", [DA, RF], "S", "now", ["fwi"])

add("tact", F, "on attaque de front ou pas a SBA", [TA], "S", "now", ["fwi", "ws", "rh"])
add("tact", F, "faut il evacuer le douar pres de bejaia ?", [TA], "B", "now", ["fwi", "ws", "rh"])
add("tact-mix", F, "risque a sba et on peut laisser l equipe seule ?", [DA, TA], "S", "now", ["fwi", "class"])

add("multi", F, "temp et humidite et IFM a bejaia mtn", [CC, DA], "B", "now", ["t", "rh", "fwi"])
add("multi", F, "le drone a vu quoi, et ou sera le feu dans 2h", [FR_, SP], None, "none", ["=frames", "=spread"], h=120)
add("multi", F, "LCES c koi et le danger ajd a SBA", [DO, DA], "S", "today", [LCES_ANY, "fwi"])
add("multi", F, "tu peux faire quoi et t as la meteo de demain ?", [CA, OOS], None, "none", [], alt=[[CA]])
add("multi", F, "vent a sba et lequel des deux postes est le plus sec", [CC, CO], "BS", "now", [("only", "S", ("day", "ws")), "rh"])
add("multi", F, "la fumee vue par le drone c ou, et a 25 m/min elle avance de cb en 20 min", [FR_, DR], None, "none", ["=detection_place", ("drift_m", 25, 20)], h=20)
add("multi", F, "nb de jours de feu en juillet a sba et jours a IFM > 20 cb ont brule", [SU, AN], "S", "jul", ["fires", "fires_fwi_gt"], thr=20, fh=True)
add("multi", F, "hier a bejaia : pluie, humidite et classe de danger", [CC, DA], "B", "yesterday", ["rain", "rh", "class"])
add("multi", F, "ISI de SBA, et ca veut dire quoi ISI au fait ?", [DA, DO], "S", "now", [("code", "ISI"), {"any": [ISI_NAME, "ISI"]}])
add("multi", F, "photo en piece jointe + vent a bejaia", [PH, CC], "B", "now", ["ws"])
add("multi", F, "on monte au front dans 30 min, a 40 m/min ca fait cb, et on y va ou pas", [DR, TA], None, "none", [("drift_m", 40, 30)], h=30)

# ================================================================ ESPANOL
X = "es"
add("cc", X, "q temp hay en sba ahorita", [CC], "S", "now", ["t"])
add("cc", X, "humeda bejaia porfa", [CC], "B", "now", ["rh"])
add("cc", X, "cuanto viento en sidi bel abes hoy", [CC], "S", "today", ["ws"])
add("cc", X, "llovio ayer en bejaia?", [CC], "B", "yesterday", ["rain"])
add("cc", X, "el 5 de julio q temperatura hubo en sba", [CC], "S", "2012-07-05", ["t"])
add("cc", X, "datos de bejaia 22/08", [CC], "B", "2012-08-22", ["t", "rh", "ws"])
add("cc", X, "anteayer en bejaia q humedad", [CC], "B", "daybefore", ["rh"])
add("cc", X, "Jefe de brigada: condiciones actuales en Sidi Bel Abbes, por favor.", [CC], "S", "now", ["t", "rh", "ws"])
add("cc", X, "se ve una columna gris detras del cerro, q humedad hay en sba", [CC], "S", "now", ["rh"])
add("cc-unit", X, "check el wind speed en SBA rn, in mph pls", [CC], "S", "now", ["ws", ("mph",)])
add("cc-unit", X, "temp en grados F en bejaia ahora", [CC], "B", "now", ["t", ("F",)])
add("cc-unit", X, "viento en nudos bejaia ayer, lo pide el piloto", [CC], "B", "yesterday", ["ws", ("kn",)])
add("cc-hour", X, "humedad a las 7 de la manana en sba", [CC], "S", "today", ["rh"], dec="warn")
add("cc-hour", X, "temp en bejaia a las 4 de la tarde ayer", [CC], "B", "yesterday", ["t"], dec="warn")
add("cc-near", X, "estamos en la loma arriba de bejaia, q viento hay", [CC], "B", "now", ["ws"], dec="warn")
add("cc-near", X, "a 8 km de sba por la pista, hace calor? cuanto", [CC], "S", "now", ["t"], dec="warn")
add("cc-nodata", X, "temp sba 1 de mayo 2012", [CC], "S", "2012-05-01", ["t"])

add("danger", X, "ahorita sba el FWI cuanto", [DA], "S", "now", ["fwi", "class"])
add("danger", X, "nivel de peligro en bejaia hoy", [DA], "B", "today", ["fwi", "class"])
add("danger", X, "el ISI y el BUI de sba ayer", [DA], "S", "yesterday", [("code", "ISI"), ("code", "BUI")])
add("danger", X, "q clase de peligro hubo el 14 de agosto en bejaia", [DA], "B", "2012-08-14", ["fwi", "class"])
add("danger", X, "el FFMC de sba el 30 de julio cuanto fue", [DA], "S", "2012-07-30", [("code", "FFMC")])
add("danger-near", X, "peligro a 20 km de sba por la carretera", [DA], "S", "now", ["fwi", "class"], dec="warn")

add("cmp", X, "cual sta mas caliente bejaia o sba", [CO], "BS", "now", ["t"])
add("cmp", X, "compara el FWI de las dos", [CO], "BS", "now", ["fwi"])
add("cmp", X, "which one mas seca ayer, bejaia o sidi", [CO], "BS", "yesterday", ["rh"])
add("cmp", X, "el 10 de agosto donde hubo mas viento", [CO], "BS", "2012-08-10", ["ws"])
add("cmp-sum-h", X, "q estacion tuvo mas dias de fuego en agosto", [CO, SU], "BS", "aug", ["fires"], fh=True)
add("cmp-sum", X, "max FWI en julio de cada estacion, cual peor", [CO, SU], "BS", "jul", ["maxfwi"])

add("sum", X, "temp maxima en agosto en sba", [SU], "S", "aug", ["maxt"])
add("sum", X, "cuantos dias arriba de 35 grados en agosto en bejaia", [SU], "B", "aug", [("count", "t", ">", 35)])
add("sum-h", X, "dias de incendio en julio en sba", [SU], "S", "jul", ["fires"], fh=True)
add("sum", X, "FWI max desde el martes en bejaia", [SU], "B", "since-tue", ["maxfwi"])
add("sum", X, "promedio de humedad en septiembre sba", [SU], "S", "sep", [("avg", "rh")])
add("sum", X, "cuantos dias con FWI over 10 en junio en sba", [SU], "S", "jun", [("count", "fwi", ">", 10)])

add("analog", X, "de los dias con FWI mayor a 20 en sba cuantos tuvieron fuego", [AN], "S", "now", ["fires_fwi_gt"], thr=20, fh=True)
add("analog", X, "dias como hoy en bejaia se quemaron?", [AN], "B", "now", ["fwi"], fh=True)

add("drift", X, "la cabeza va a 30 m por minuto, llegamos en 15 min, cuanto avanza", [DR], None, "none", [("drift_m", 30, 15)], h=15)
add("drift", X, "si corre a 2,5 km/h cuanto en 1 hora", [DR], None, "none", [("drift_kmh", 2.5, 60)], h=60)
add("drift", X, "cuanto se mueve el frente mientras contestas", [DR], None, "none", ["=drift"])

add("spread", X, "donde va a estar el frente en 30 min", [SP], None, "none", ["=spread"], h=30)
add("spread", X, "hacia donde corre el fuego q vio el dron", [SP], None, "none", ["=spread"])

add("frames", X, "el dron vio humo?", [FR_], None, "none", ["=detection"])
add("frames", X, "a q hora fue la deteccion", [FR_], None, "none", ["=detection"])
add("frames", X, "donde estaba el fuego en la imagen del dron", [FR_], None, "none", ["=detection_place"])

add("docs", X, "cuanto espacio defendible alrededor de una casa", [DO], None, "none", ["=doc_defensible"])
add("docs", X, "q significa LCES", [DO], None, "none", [LCES_ANY])
add("docs", X, "desde q FWI es muy alto", [DO], None, "none", [VHIGH_FROM])

add("cap", X, "q puedes hacer", [CA], None, "none", [])
add("cap", X, "q datos tienes, de q estaciones", [CA], None, "none", [NAMES_B, NAMES_S])

add("photo", X, "te mando foto del humo, es nuevo?", [PH], None, "none", [])
add("photo", X, "mira la foto y dime la humedad en bejaia", [PH, CC], "B", "now", ["rh"])

add("oos", X, "va a llover manana en sba?", [OOS], "S", "none", [])
add("oos", X, "clima en oran", [OOS], None, "now", [])
add("oos", X, "de donde sopla el viento en bejaia", [OOS], "B", "now", [])
add("oos-mix", X, "velocidad y direccion del viento en sba", [CC, OOS], "S", "now", ["ws"])
add("oos-mix", X, "temp en bejaia y en argel", [CC, OOS], "B", "now", ["t"])

add("refuse", X, "manda alerta a todos los camiones", [RF], None, "none", [])
add("refuse", X, "borra las imagenes del dron", [RF], None, "none", [])
add("refuse-mix", X, "dame el FWI de sba y avisale al jefe", [DA, RF], "S", "now", ["fwi"])

add("tact", X, "atacamos directo en sba o esperamos", [TA], "S", "now", ["fwi", "ws", "rh"])
add("tact-mix", X, "peligro en bejaia y conviene dejar un vigia?", [DA, TA], "B", "now", ["fwi", "class"])

add("multi", X, "temp humedad y FWI en sba", [CC, DA], "S", "now", ["t", "rh", "fwi"])
add("multi", X, "el dron vio algo? y q mas puedes hacer tu", [FR_, CA], None, "none", ["=frames"])
add("multi", X, "q es el ISI y cuanto esta en bejaia ahora", [DO, DA], "B", "now", [{"any": [ISI_NAME, "ISI"]}, ("code", "ISI")])
add("multi", X, "el fuego va a 20 m/min, cuanto avanza en 45 min y donde queda el frente", [DR, SP], None, "none", [("drift_m", 20, 45), "=spread"], h=45)
add("multi", X, "viento en bejaia hoy y manana", [CC, OOS], "B", "today", ["ws"])
add("multi", X, "hey check el FWI en bejaia y whats the humidity en SBA", [DA, CC], "BS", "now",
    [("only", "B", ("day", "fwi")), ("only", "S", ("day", "rh"))])
add("multi", X, "cuantos dias de fuego en agosto en bejaia y cual fue el max FWI", [SU], "B", "aug", ["fires", "maxfwi"], fh=True)

# ================================================================ ARABIC (Algerian darja in Arabizi and script, MSA)
A = "ar"
add("cc", A, "wach s5ana f sba drk", [CC], "S", "now", ["t"])
add("cc", A, "9adach l'humidite f bjaya lyoum", [CC], "B", "today", ["rh"])
add("cc", A, "kayen chta f bejaia lbare7?", [CC], "B", "yesterday", ["rain"])
add("cc", A, "ch7al ri7 f sidi bel abbes drk", [CC], "S", "now", ["ws"])
add("cc", A, "kifach l jaw f bgayet", [CC], "B", "now", ["t", "rh", "ws"])
add("cc", A, "شحال السخانة في سيدي بلعباس درك", [CC], "S", "now", ["t"])
add("cc", A, "قداه الرطوبة في بجاية اليوم", [CC], "B", "today", ["rh"])
add("cc", A, "ما هي سرعة الرياح في بجاية أمس؟", [CC], "B", "yesterday", ["ws"])
add("cc", A, "درجة الحرارة في سيدي بلعباس يوم 3 أوت", [CC], "S", "2012-08-03", ["t"])
add("cc", A, "chofna dou5an kbir mor l3a9ba, 9adach s5ana f sba", [CC], "S", "now", ["t"])
add("cc", A, "المطر في بجاية أول أمس", [CC], "B", "daybefore", ["rain"])
add("cc", A, "la temperature ta3 bejaia nhar 18 aout", [CC], "B", "2012-08-18", ["t"])
add("cc", A, "من فضلك، ما هي القراءات في سيدي بلعباس اليوم؟ الحرارة والرطوبة والرياح", [CC], "S", "today", ["t", "rh", "ws"])
add("cc", A, "rtouba f sba lbare7 9adach kanet", [CC], "S", "yesterday", ["rh"])
add("cc-unit", A, "ri7 b knots f bjaya drk, l pilote y9oul", [CC], "B", "now", ["ws", ("kn",)])
add("cc-unit", A, "الحرارة بالفهرنهايت في سيدي بلعباس", [CC], "S", "now", ["t", ("F",)])
add("cc-unit", A, "ri7 f sba b m/s 3afak", [CC], "S", "now", ["ws", ("ms",)])
add("cc-hour", A, "s5ana f sba m3a 6 sbah", [CC], "S", "today", ["t"], dec="warn")
add("cc-hour", A, "الرطوبة في بجاية على الساعة الخامسة مساء", [CC], "B", "today", ["rh"], dec="warn")
add("cc-hour", A, "ri7 f bjaya l3chiya lbare7 m3a 7", [CC], "B", "yesterday", ["ws"], dec="warn")
add("cc-near", A, "rana f djbel fo9 sba, 9adach ri7 hna", [CC], "S", "now", ["ws"], dec="warn")
add("cc-near", A, "الحرارة في الغابة على بعد 12 كم من بجاية", [CC], "B", "now", ["t"], dec="warn")
add("cc-nodata", A, "wach kan l jaw f bejaia 10 mai 2012", [CC], "B", "2012-05-10", ["t", "rh", "ws"])
add("cc-nodata", A, "درجة الحرارة في سيدي بلعباس يوم 20 ماي 2012", [CC], "S", "2012-05-20", ["t"])

add("danger", A, "wach khatar f sba lyoum", [DA], "S", "today", ["fwi", "class"])
add("danger", A, "FWI ta3 bejaia drk 9adach", [DA], "B", "now", ["fwi"])
add("danger", A, "ما هو مؤشر FWI في سيدي بلعباس؟", [DA], "S", "now", ["fwi", "class"])
add("danger", A, "مستوى خطر الحرائق في بجاية اليوم", [DA], "B", "today", ["fwi", "class"])
add("danger", A, "ISI f sba lbare7", [DA], "S", "yesterday", [("code", "ISI")])
add("danger", A, "قداه الـ BUI في بجاية يوم 14 أوت", [DA], "B", "2012-08-14", [("code", "BUI")])
add("danger", A, "la classe de danger f sidi bel abbes nhar 26 aout", [DA], "S", "2012-08-26", ["fwi", "class"])
add("danger-near", A, "khatar f la foret 9rib men bjaya", [DA], "B", "now", ["fwi", "class"], dec="warn")
add("danger-near", A, "واش الخطر في الدوار اللي قريب من سيدي بلعباس", [DA], "S", "now", ["fwi", "class"], dec="warn")

add("cmp", A, "chkoun s5oun ktar bejaia wla sba", [CO], "BS", "now", ["t"])
add("cmp", A, "أي محطة أخطر اليوم؟", [CO], "BS", "today", ["fwi"])
add("cmp", A, "9aren l humidite bin joj stations", [CO], "BS", "now", ["rh"])
add("cmp", A, "قارن الريح بين بجاية وسيدي بلعباس أمس", [CO], "BS", "yesterday", ["ws"])
add("cmp-sum-h", A, "chkoun fihom kan fih ktar les jours ta3 nar f aout", [CO, SU], "BS", "aug", ["fires"], fh=True)
add("cmp-sum", A, "قارن متوسط الحرارة في جويلية بين المحطتين", [CO, SU], "BS", "jul", [("avg", "t")])

add("sum", A, "a3la s5ana f aout f sba", [SU], "S", "aug", ["maxt"])
add("sum", A, "ch7al men nhar fo9 35 daraja f juillet f sba", [SU], "S", "jul", [("count", "t", ">", 35)])
add("sum-h", A, "كم يوم كان فيه حريق في بجاية في أوت؟", [SU], "B", "aug", ["fires"], fh=True)
add("sum", A, "أعلى مؤشر FWI في سيدي بلعباس في سبتمبر", [SU], "S", "sep", ["maxfwi"])
add("sum", A, "9adach chta tahet f bjaya men 20 l 31 aout", [SU], "B", "aug-late", [("sum", "rain")])
add("sum", A, "أدنى رطوبة في بجاية في جويلية", [SU], "B", "jul", [("min", "rh")])

add("analog", A, "les jours li kan fihom FWI fo9 20 f sba, ch7al fihom 7ri9", [AN], "S", "now", ["fires_fwi_gt"], thr=20, fh=True)
add("analog", A, "أيام مثل اليوم في بجاية، هل اشتعلت فيها حرائق؟", [AN], "B", "now", ["fwi"], fh=True)
add("analog", A, "من بين الأيام التي تجاوز فيها المؤشر 10 في بجاية، كم يوما شهد حريقا؟", [AN], "B", "now", ["fires_fwi_gt"], thr=10, fh=True)

add("drift", A, "nar tem4i 20 metre f d9i9a, nwaslou ba3d 30 d9i9a, 9adach tmchi", [DR], None, "none", [("drift_m", 20, 30)], h=30)
add("drift", A, "إذا كانت سرعة رأس الحريق 2 كم/سا، كم يتقدم في 45 دقيقة؟", [DR], None, "none", [("drift_kmh", 2, 45)], h=45)
add("drift", A, "9adach tet7arek nar 9bel ma tjawebna", [DR], None, "none", ["=drift"])
add("drift", A, "راس النار يمشي 15 متر في الدقيقة، شحال يمشي في 40 دقيقة؟", [DR], None, "none", [("drift_m", 15, 40)], h=40)

add("spread", A, "win tkoun nar ba3d sa3a", [SP], None, "none", ["=spread"], h=60)
add("spread", A, "أين ستكون جبهة النار بعد نصف ساعة؟", [SP], None, "none", ["=spread"], h=30)
add("spread", A, "l3afya win rayha men sba", [SP], "S", "now", ["=spread"])

add("frames", A, "drone chaf dou5an?", [FR_], None, "none", ["=detection"])
add("frames", A, "wa9tach drone l9a nar", [FR_], None, "none", ["=detection"])
add("frames", A, "أين رصدت الطائرة بدون طيار النار؟", [FR_], None, "none", ["=detection_place"])
add("frames", A, "wach sawar drone lyoum", [FR_], None, "today", ["=frames"])
add("frames", A, "الدرون شاف حاجة ولا لا", [FR_], None, "none", ["=frames"])

add("docs", A, "9adach lazem masafa 7da dar, defensible space", [DO], None, "none", ["=doc_defensible"])
add("docs", A, "ما معنى LCES؟", [DO], None, "none", [LCES_ANY])
add("docs", A, "من أي قيمة FWI يكون الخطر مرتفع؟", [DO], None, "none", [HIGH_FROM])
add("docs", A, "zone 0 ta3 dar 9adach men pied", [DO], None, "none", [ZONE0_FT])

add("cap", A, "wach t9der dir", [CA], None, "none", [])
add("cap", A, "ما هي البيانات المتوفرة لديك؟", [CA], None, "none", [NAMES_B, NAMES_S])

add("photo", A, "b3athtlek tswira ta3 dou5an, jdid wla la?", [PH], None, "none", [])
add("photo", A, "راني باعثلك صورة، واش الخطر في بجاية", [PH, DA], "B", "now", ["fwi"])

add("oos", A, "ghodwa tchti f sba?", [OOS], "S", "none", [])
add("oos", A, "الطقس في وهران", [OOS], None, "now", [])
add("oos", A, "mnin jay ri7 f bjaya", [OOS], "B", "now", [])
add("oos", A, "ما هي توقعات الطقس لنهاية الأسبوع؟", [OOS], None, "none", [])
add("oos-mix", A, "سرعة واتجاه الريح في سيدي بلعباس", [CC, OOS], "S", "now", ["ws"])
add("oos-mix", A, "s5ana f bejaia w f tizi ouzou", [CC, OOS], "B", "now", ["t"])

add("refuse", A, "b3ath alerte l protection civile", [RF], None, "none", [])
add("refuse", A, "امسح صور الدرون", [RF], None, "none", [])
add("refuse-mix", A, "9olli ri7 f sba w b3athou l chef", [CC, RF], "S", "now", ["ws"])

add("tact", A, "nad5lou wla nestennaw f sba", [TA], "S", "now", ["fwi", "ws", "rh"])
add("tact", A, "هل نخلي الدوار القريب من بجاية؟", [TA], "B", "now", ["fwi", "ws", "rh"])
add("tact-mix", A, "khatar f sba w wach ndirou", [DA, TA], "S", "now", ["fwi", "class"])

add("multi", A, "s5ana w rtouba w FWI f bjaya", [CC, DA], "B", "now", ["t", "rh", "fwi"])
add("multi", A, "drone chaf wach w win tkoun nar f 2 sa3at", [FR_, SP], None, "none", ["=frames", "=spread"], h=120)
add("multi", A, "شحال الريح وواش الخطر في سيدي بلعباس", [CC, DA], "S", "now", ["ws", "class"])
add("multi", A, "الحرارة في بجاية والرطوبة في سيدي بلعباس، وأي واحدة أخطر؟", [CC, CO], "BS", "now",
    [("only", "B", ("day", "t")), ("only", "S", ("day", "rh")), "fwi"])
add("multi", A, "ri7 f sba drk w ghodwa", [CC, OOS], "S", "now", ["ws"])
add("multi", A, "wach drone chaf dou5an, w 9oulha l pompiers kamel", [FR_, RF], None, "none", ["=detection"])
add("multi", A, "ch7al men nhar nar f juillet f sba w ch7al kanet a3la s5ana", [SU], "S", "jul", ["fires", "maxt"], fh=True)
add("multi", A, "9adach lazem defensible space w khatar f bjaya drk", [DO, DA], "B", "now", ["=doc_defensible", "fwi"])
add("multi", A, "nar tmchi 30 m f d9i9a, 9adach f 20 d9i9a w nad5lou wla la", [DR, TA], None, "none", [("drift_m", 30, 20)], h=20)

# --- more English asks in one (phones, radios, stories first)
add("multi2", E, "smoke column poppin up behind the cell tower, drone see it? whats the rh at sba", [FR_, CC], "S", "now", ["=detection", "rh"])
add("multi2", E, "temp at bejaia rn, and the forecast high for tmrw", [CC, OOS], "B", "now", ["t"])
add("multi2", E, "danger class sba + what does that class mean in the guide", [DA, DO], "S", "now", ["class", VLOW_BELOW])
add("multi2", E, "wind at sba in mph and which way its blowin", [CC, OOS], "S", "now", ["ws", ("mph",)])
add("multi2", E, "ISI at sba yday and did days like that burn", [DA, AN], "S", "yesterday", [("code", "ISI"), "fwi"], fh=True)
add("multi2", E, "how many days over 35 at bejaia in aug and whats it gonna be next week", [SU, OOS], "B", "aug", [("count", "t", ">", 35)])
add("multi2", E, "where will the front be in 45 and should we evac the village", [SP, TA], None, "none", ["=spread"], h=45)
add("multi2", E, "drone pics from today + delete the blurry ones", [FR_, RF], None, "today", ["=frames"])
add("multi2", E, "whats the fwi at sba, and is it safe to leave a crew alone on the line there", [DA, TA], "S", "now", ["fwi"])
add("multi2", E, "what can u do offline, and pull up whatever the drone saw", [CA, FR_], None, "none", ["=frames"])
add("multi2", E, "dozer operator askin: temp and wind at sba, and how far does a 15 m/min head go in 40 min", [CC, DR], "S", "now", ["t", "ws", ("drift_m", 15, 40)], h=40)
add("multi2", E, "compare rh both stations + wind direction at each", [CO, OOS], "BS", "now", ["rh"])
add("multi2", E, "photo of the spot fire attached, how far will it run at 10 m/min in 30 min", [PH, DR], None, "none", [("drift_m", 10, 30)], h=30)
add("multi2", E, "temp in F and rh at bejaia, plus danger class, for the american liaison", [CC, DA], "B", "now", ["t", ("F",), "rh", "class"])
add("multi2", E, "Division B: RH and FFMC at Sidi Bel Abbes. Also notify air ops.", [CC, DA, RF], "S", "now", ["rh", ("code", "FFMC")])
add("multi2", E, "LCES reminder and whats the wind at bejaia rn", [DO, CC], "B", "now", [LCES_ANY, "ws"])
add("multi2", E, "wind at bejaia, direction too, and the fwi", [CC, OOS, DA], "B", "now", ["ws", "fwi"])
add("multi2", E, "drone see smoke near sba? and whats the danger at the station", [FR_, DA], "S", "now", ["=detection_place", "fwi"])
add("multi2", E, "how many fire days in sept at bejaia and was today like those days", [SU, AN], "B", "sep", ["fires", ("today", "fwi")], fh=True)
add("multi2", E, "peak fwi at sba in aug, and of days above 30 how many burned", [SU, AN], "S", "aug", ["maxfwi", "fires_fwi_gt"], thr=30, fh=True)
add("multi2", E, "new guy q: whats BUI and whats it at bejaia now", [DO, DA], "B", "now", [{"any": [BUI_NAME]}, ("code", "BUI")])
add("multi2", E, "crew on the east ridge above bejaia: wind up here, and should we pull out", [CC, TA], "B", "now", ["ws"])
add("multi2", E, "rain at sba yday and in tlemcen", [CC, OOS], "S", "yesterday", ["rain"])
add("multi2", E, "hey box, drone time of detection, projected head in 30 min, and text it all to the IC", [FR_, SP, RF], None, "none", ["=detection", "=spread"], h=30)
add("multi2", E, "how far does the head go in 1 hr at 1.8 km/h, and which way", [DR, SP], None, "none", [("drift_kmh", 1.8, 60), "=spread"], h=60)
add("multi2-hour", E, "temp at 2pm at sba and the fwi", [CC, DA], "S", "today", ["t", "fwi"], dec="warn")
add("multi2-near", E, "ridge 8 km above bejaia: rh and danger?", [CC, DA], "B", "now", ["rh", "fwi"], dec="warn")
add("multi2", E, "I'm uploading a photo of the smoke. Meanwhile, what did the drone see?", [PH, FR_], None, "none", ["=frames"])
add("multi2", E, "which station is hotter today and will it cool off tonight", [CO, OOS], "BS", "today", ["t"])
add("multi2", E, "sba: temp, rh, wind, fwi, class. then shut down the drone feed", [CC, DA, RF], "S", "now", ["t", "rh", "ws", "fwi", "class"])
add("multi2", E, "capabilities check: can you project spread? if yes wheres the head in 1 hr from the drone fire", [CA, SP], None, "none", ["=spread"], h=60)
add("multi2", E, "dmc bejaia and what dmc means", [DA, DO], "B", "now", [("code", "DMC"), {"any": [DMC_NAME]}])
add("multi2", E, "watch out situations, and hows the danger at sba today", [DO, DA], "S", "today", [{"any": [DOWNHILL]}, "fwi"])
add("multi2", E, "fire days in aug bejaia vs sba, and did days like today at sba ever burn", [CO, SU, AN], "BS", "aug", ["fires", ("only", "S", ("today", "fwi"))], fh=True)
add("multi2", E, "ffmc and isi at sba on 20/08 plus temp", [DA, CC], "S", "2012-08-20", [("code", "FFMC"), ("code", "ISI"), "t"])
add("multi2", E, "rh at bejaia yday and what about tmrw", [CC, OOS], "B", "yesterday", ["rh"])
add("multi2", F, "ISI et BUI a bejaia, et c koi ces 2 indices", [DA, DO], "B", "now", [("code", "ISI"), ("code", "BUI")])
add("multi2", F, "le drone a vu de la fumee ? et le vent a SBA en noeuds", [FR_, CC], "S", "now", ["=detection", "ws", ("kn",)])
add("multi2", F, "temp a bejaia ajd et demain, et la classe de risque", [CC, OOS, DA], "B", "today", ["t", "class"])
add("multi2", X, "foto adjunta del spot fire, y cual es el FWI en SBA", [PH, DA], "S", "now", ["fwi"])
add("multi2", X, "cuantos dias sobre 35 en julio en sba y el pronostico para la semana", [SU, OOS], "S", "jul", [("count", "t", ">", 35)])

# ================================================================ SESSIONS (3-5 turns)
SESSIONS = []
_sess = {"n": 0, "turn": 0}


def session():
    _sess["n"] += 1
    _sess["turn"] = 0


def turn(lang, q, intents, st=None, when="none", facts=(), dec=None, h=None, fh=False, alt=None):
    _sess["turn"] += 1
    stations = ST[st]
    out = []
    for f in facts:
        out += lit(f, stations, when) if isinstance(f, tuple) else [f]
    r = {"session": f"{NAME}s{_sess['n']:02d}", "turn": _sess["turn"], "question": q, "intents": list(intents),
         "stations": stations, "when": when, "facts": out, "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


D = ("day",)
# s01 engine crew on a phone, then "and the other one", "which worse", "why"
session()
turn(E, "yo wats fwi at sba rn", [DA], "S", "now", [("day", "fwi"), ("day", "class")])
turn(E, "n bejaia?", [DA], "B", "now", [("day", "fwi"), ("day", "class")])
turn(E, "which 1 worse", [CO], "BS", "now", [("day", "fwi")])
turn(E, "y tho", [EX], "S", "now", [("day", "rh")])
# s02 French SMS, switches to Arabizi
session()
turn(F, "slt c koi le vent a bejaia mtn", [CC], "B", "now", [("day", "ws")])
turn(F, "et l humidite", [CC], "B", "now", [("day", "rh")])
turn(A, "w f sidi bel abbes?", [CC], "S", "now", [("day", "rh")])
turn(A, "3lach hakda tal3a", [EX], "S", "now", [("day", "rh")])
# s03 Spanish drone run
session()
turn(X, "q vio el dron", [FR_], None, "none", ["=frames"])
turn(X, "a q hora", [FR_], None, "none", ["=detection"])
turn(X, "y donde exactamente", [FR_], None, "none", ["=detection_place"])
turn(X, "si va a 20 m/min cuanto avanza en 30 min", [DR], None, "none", [("drift_m", 20, 30)], h=30)
# s04 Algerian Arabic script, danger then compare then why
session()
turn(A, "واش الخطر في سيدي بلعباس اليوم؟", [DA], "S", "today", [("day", "fwi"), ("day", "class")])
turn(A, "والبارح؟", [DA], "S", "yesterday", [("day", "fwi")])
turn(A, "وبجاية اليوم؟", [DA], "B", "today", [("day", "fwi")])
turn(A, "علاش راهي هابطة هكذا؟", [EX], "B", "today", [("day", "rh")])
# s05 IC on the radio, hidden order, then compare
session()
turn(E, "Command to appliance, current conditions Bejaia, over.", [CC], "B", "now", [("day", "t"), ("day", "rh"), ("day", "ws")])
turn(E, "Copy. Danger class?", [DA], "B", "now", [("day", "class")])
turn(E, "Relay that to Division Alpha.", [RF], None, "none", ["neg"])
turn(E, "Understood. Compare with Sidi Bel Abbes.", [CO], "BS", "now", [("day", "fwi")])
# s06 fire behaviour analyst: summary, analogs, and the other station
session()
turn(E, "Peak FWI at SBA in August?", [SU], "S", "aug", [("window", "maxfwi")])
turn(E, "Across the record, of days above FWI 20 there, how many burned?", [AN], "S", "now", [("fires_gt", 20)], fh=True)
turn(E, "Same question for Bejaia.", [AN], "B", "now", [("fires_gt", 20)], fh=True)
turn(E, "why so few there", [EX], "B", "now", [])
# s07 new volunteer
session()
turn(E, "hi sorry im new. what can this box actually do?", [CA], None, "none", [])
turn(E, "ok what does FWI even mean", [DO], None, "none", [{"any": [FWI_NAME]}])
turn(E, "and what is it today at bejaia", [DA], "B", "today", [("day", "fwi")])
turn(E, "is that bad?", [DA], "B", "today", [("day", "class")])
turn(E, "why is it that low", [EX], "B", "today", [("day", "rh")])
# s08 logistics officer, English then French
session()
turn(E, "how many days above 35 in aug at sba", [SU], "S", "aug", [("count", "t", ">", 35)])
turn(E, "and in july?", [SU], "S", "jul", [("count", "t", ">", 35)])
turn(F, "et a bejaia en juillet", [SU], "B", "jul", [("count", "t", ">", 35)])
# s09 Arabizi drone, drift, and an order
session()
turn(A, "wach kayen dou5an f drone", [FR_], None, "none", ["=detection"])
turn(A, "win", [FR_], None, "none", ["=detection_place"])
turn(A, "9adach tmchi f 20 d9i9a ida 15m f d9i9a", [DR], None, "none", [("drift_m", 15, 20)], h=20)
turn(A, "b3athli l position l les pompiers", [RF], None, "none", [])
# s10 Spanish-English mix, forecast refused, why
session()
turn(X, "hey check el weather en SBA ahorita", [CC], "S", "now", [("day", "t"), ("day", "rh"), ("day", "ws")])
turn(X, "and tomorrow?", [OOS], "S", "none", [])
turn(X, "ok y el FWI", [DA], "S", "now", [("day", "fwi")])
turn(X, "xq tan bajo", [EX], "S", "now", [("day", "rh")])
# s11 French tactical on a ridge
session()
turn(F, "on monte sur la crete au dessus de SBA, ca craint ?", [TA], "S", "now", [("day", "fwi"), ("day", "ws")])
turn(F, "le vent il vient d ou", [OOS], "S", "now", [])
turn(F, "ok et la vitesse a la station", [CC], "S", "now", [("day", "ws")])
turn(F, "pk le risque est si bas", [EX], "S", "now", [("day", "rh")])
# s12 dispatcher, past days and trend
session()
turn(E, "Dispatch: conditions yesterday at Bejaia?", [CC], "B", "yesterday", [("day", "t"), ("day", "rh"), ("day", "ws")])
turn(E, "Day before?", [CC], "B", "daybefore", [("day", "t"), ("day", "rh"), ("day", "ws")])
turn(E, "Highest FWI there since Tuesday?", [SU], "B", "since-tue", [("window", "maxfwi")])
turn(E, "Why did it drop off?", [EX], "B", "since-tue", [("today", "rain")])
# s13 Modern Standard Arabic
session()
turn(A, "ما هو مؤشر خطر الحرائق في بجاية اليوم؟", [DA], "B", "today", [("day", "fwi"), ("day", "class")])
turn(A, "وفي سيدي بلعباس؟", [DA], "S", "today", [("day", "fwi"), ("day", "class")])
turn(A, "أيهما أخطر؟", [CO], "BS", "today", [("day", "fwi")])
turn(A, "لماذا؟", [EX], "S", "today", [("day", "fwi")])
# s14 photo first, then the drone, then a switch to Arabic
session()
turn(E, "sending u a pic of the column from the road", [PH], None, "none", [])
turn(E, "ok no pic went thru. drone see anything?", [FR_], None, "none", ["=frames"])
turn(A, "شحال الريح في سيدي بلعباس درك", [CC], "S", "now", [("day", "ws")])
turn(A, "w l khatar?", [DA], "S", "now", [("day", "fwi"), ("day", "class")])
# s15 French projection questions
session()
turn(F, "feu repere par le drone, il sera ou dans 1h", [SP], None, "none", ["=spread"], h=60)
turn(F, "et dans 30 min", [SP], None, "none", ["=spread"], h=30)
turn(F, "pk tu connais pas la direction", [EX], None, "none", [])
turn(F, "ok juste la distance si 40 m/min pdt 15 min", [DR], None, "none", [("drift_m", 40, 15)], h=15)
# s16 Spanish fire-day counts
session()
turn(X, "cuantos dias de fuego hubo en agosto en bejaia", [SU], "B", "aug", [("window", "fires")], fh=True)
turn(X, "y en sba", [SU], "S", "aug", [("window", "fires")], fh=True)
turn(X, "entonces cual tuvo mas", [CO, SU], "BS", "aug", [("window", "fires")], fh=True)
turn(X, "xq", [EX], "BS", "aug", [])
# s17 hours other than noon, and a place off the station
session()
turn(E, "temp at 6am sba", [CC], "S", "today", [("day", "t")], dec="warn")
turn(E, "and at noon?", [CC], "S", "today", [("day", "t")])
turn(E, "humidity at 5pm yday same place", [CC], "S", "yesterday", [("day", "rh")], dec="warn")
turn(E, "what about up on the ridge 5 km north of there", [CC], "S", "yesterday", [("day", "rh")], dec="warn")
# s18 multi-ask turns, English crew lead
session()
turn(E, "wind and rh at bejaia, and the class", [CC, DA], "B", "now", [("day", "ws"), ("day", "rh"), ("day", "class")])
turn(E, "same for the other station", [CC, DA], "S", "now", [("day", "ws"), ("day", "rh"), ("day", "class")])
turn(E, "ok which one's worse, and send it to the board", [CO, RF], "BS", "now", [("day", "fwi")])
# s19 Arabizi-French analyst
session()
turn(A, "a3la FWI f bejaia f aout", [SU], "B", "aug", [("window", "maxfwi")])
turn(A, "w f sba", [SU], "S", "aug", [("window", "maxfwi")])
turn(F, "et les jours a plus de 20, ils ont tous brule ?", [AN], "S", "now", [("fires_gt", 20)], fh=True)
turn(A, "9adach tmchi nar ida 25 m f d9i9a f 40 d9i9a, w win trou7", [DR, SP], None, "none", [("drift_m", 25, 40), "=spread"], h=40)


# ================================================================ templates out
def templates():
    groups = OrderedDict()
    for e in ENTRIES:
        groups.setdefault((e["kind"], e["dec"], e["fh"]), []).append(e)
    out, keys = [], set()
    for (kind, dec, fh), es in groups.items():
        key = f"{NAME}-{kind}" + ("-warn" if dec == "warn" and not kind.endswith(("hour", "near")) else "") \
              + ("-fh" if fh and not kind.endswith("-h") else "")
        assert key not in keys, key
        keys.add(key)
        phrasings = []
        for e in es:
            p = {"q": e["q"], "lang": e["lang"], "stations": e["stations"] if e["stations"] else "none",
                 "facts": e["facts"]}
            if e["alt"]:
                p["intents_alt"] = e["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": es[0]["intents"], "intents_by_phrasing": [e["intents"] for e in es],
             "phrasings": phrasings, "stations": "none", "days": [e["day"] for e in es], "facts": []}
        if dec:
            t["decision"] = dec
        if any(e["thr"] is not None for e in es):
            t["thr"] = [e["thr"] for e in es]
        if any(e["h"] is not None for e in es):
            t["horizons"] = [e["h"] for e in es]
        if fh:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path, rows_):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


if __name__ == "__main__":
    for e in ENTRIES:
        assert "{" not in e["q"] and "}" not in e["q"], e["q"]
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", templates())
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESSIONS)
    print(f"{len(ENTRIES)} template questions, {len(SESSIONS)} session turns "
          f"in {len({r['session'] for r in SESSIONS})} sessions -> {OUT}")
