"""Batch d28 (written blind as the sealed batch, scored once on cacd421, then moved to dev): blind fire-crew questions
with gold computed by code.

Writes crew_templates_dev28.jsonl and crew_sessions_dev28.jsonl next to this script
(PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev28.py).
Every number in a gold fact comes from the CSV (through crew_facts), from the crew's own numbers
in the question (rate x minutes), or from the shipped documents (regex). Nothing typed by hand.
"""
import json
import re
import statistics
import sys
from collections import OrderedDict
from pathlib import Path

sys.dont_write_bytecode = True       # write nothing outside this folder
MAIN = Path("/work/main")
sys.path.insert(0, str(MAIN))
from appliance.evaluation import crew_days as cd  # noqa: E402
from appliance.evaluation import crew_facts as cf  # noqa: E402

OUT = Path(__file__).resolve().parent
NAME = "d28"
B, S = "bejaia", "sidi-bel-abbes"
BS = [B, S]
T = cf.table()
FR = cf.fire_record()
num = cf._num
LOCAL_NOW_HOUR = cd.CLOCK.hour + 1          # Algeria is UTC+1: the box's "now" is 13:00 local

# ---------------------------------------------------------------- documents (parsed, never typed)
DOCS = MAIN / "edge_data" / "documents"
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


DEF, LCES, FWIG = (re.sub(r"\s+", " ", d) for d in (DEF, LCES, FWIG))     # one line each: phrases cross line ends


def rx(pattern, text, group=1):
    m = re.search(pattern, text, re.S)
    assert m, pattern
    return m.group(group)


def n(x):
    return num(float(x))


DEF_FEET = n(rx(r"requires (\d+) feet of defensible space", DEF))
ZONE0_FEET = n(rx(r"Zone 0 is the first (\d+) feet", DEF))
ZONE1_FROM = n(rx(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 1))
ZONE1_TO = n(rx(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 2))
ZONE2_GRASS_IN = n(rx(r"maximum height of (\d+) inches", DEF))
FWI_HIGH = n(rx(r"from ([\d.]+)\s+high", FWIG))
FWI_VHIGH = n(rx(r"from ([\d.]+)\s+very\s+high", FWIG))
FWI_EXTREME = n(rx(r"from ([\d.]+)\s+extreme", FWIG))
FFMC_EASY = n(rx(r"above about (\d+)\s+fine fuels ignite", FWIG))
LCES_WORDS = list(re.search(r"engages a fire: (\w+), (\w+), ([\w ]+?) and ([\w ]+?)\.", LCES).groups())
ESCAPE_TO = rx(r"Escape routes lead to a (\w+ \w+)", LCES)
WATCHOUT_DOWNHILL = rx(r"builds line (\w+) toward", LCES)
WATCHOUT_SPOTS = rx(r"when (spot fires) appear", LCES)
BUI_PARTS = re.search(r"\(BUI\) combines (\w+) and (\w+)", FWIG).groups()
ISI_WIND = rx(r"\(ISI\) combines FFMC with (\w+)", FWIG)
FWI_PARTS = re.search(r"\(FWI\) combines (\w+) and (\w+)", FWIG).groups()
assert LCES_WORDS[0] == "Lookouts" and len(LCES_WORDS) == 4


def anyof(*words):
    return {"any": [str(w) for w in words]}


# ---------------------------------------------------------------- fact helpers
def days_of(key):
    return cd.resolve(key, "en", 0)["days"] or []


def one_dec(x, unit_word=None):
    """x at one decimal (dot and comma); a whole number also bare with its unit ("5 m/s"), never alone."""
    a = f"{x:.1f}"
    out = [a, a.replace(".", ",")]
    if a.endswith(".0") and unit_word:
        out += [f"{a[:-2]} {unit_word}", f"{a[:-2]}{unit_word}"]
    return out


def _field(r, f):
    weather = {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}
    return weather[f] if f in weather else r.codes[f]


def code(c):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC) of the item's stations on its (single) day."""
    def f(st, ds):
        return [num(T[(d, ds[0])].codes[c]) for d in st if len(ds) == 1 and (d, ds[0]) in T]
    return f


def unit(kind):
    """The real reading converted to the unit the crew asked for."""
    def f(st, ds):
        out = []
        for d in st:
            if len(ds) != 1 or (d, ds[0]) not in T:
                continue
            r = T[(d, ds[0])]
            if kind == "mph":
                x = r.wind_kmh * 0.621371
                out.append({"any": one_dec(x) + [f"{round(x)} mph"]})
            elif kind == "kn":
                x = r.wind_kmh / 1.852
                out.append({"any": one_dec(x) + [f"{round(x)} kn", f"{round(x)} kt", f"{round(x)} knots"]})
            elif kind == "ms":
                x = r.wind_kmh / 3.6
                out.append({"any": one_dec(x, "m/s") + [f"{x:.2f}", f"{x:.2f}".replace(".", ",")]})
            elif kind == "F":
                x = r.temperature_c * 9 / 5 + 32
                out.append({"any": one_dec(x, "°F") + [f"{round(x)} °F", f"{round(x)}°F", f"{round(x)} F"]})
        return out
    return f


def diff(fld):
    """How far apart the two stations are on one day (the 'by how much' of a compare)."""
    def f(st, ds):
        a, b = (_field(T[(d, ds[0])], fld) for d in BS)
        return [num(round(abs(a - b), 1))]
    return f


def hotter_class():
    def f(st, ds):
        dev = max(BS, key=lambda d: T[(d, ds[0])].temperature_c)
        return [{"class": cf.danger_class(T[(dev, ds[0])].codes["FWI"])}]
    return f


def hotter_fwi():
    def f(st, ds):
        dev = max(BS, key=lambda d: T[(d, ds[0])].temperature_c)
        return [num(T[(dev, ds[0])].codes["FWI"])]
    return f


def win_rows(d, ds):
    return [T[(d, x)] for x in ds if (d, x) in T]


def wmin(fld):
    return lambda st, ds: [num(min(_field(r, fld) for r in win_rows(d, ds))) for d in st]


def wmax(fld):
    return lambda st, ds: [num(max(_field(r, fld) for r in win_rows(d, ds))) for d in st]


def wavg(fld):
    def f(st, ds):
        out = []
        for d in st:
            m = statistics.mean(_field(r, fld) for r in win_rows(d, ds))
            out.append({"any": one_dec(m) + [f"{m:.2f}", f"{m:.2f}".replace(".", ",")]})
        return out
    return f


def wsum(fld):
    return lambda st, ds: [num(round(sum(_field(r, fld) for r in win_rows(d, ds)), 1)) for d in st]


def wcount_above(fld, thr, at_least=False):
    """Days over thr ("above", "over": strictly), or at thr and over ("or more", "at least")."""
    return lambda st, ds: [sum((_field(r, fld) >= thr) if at_least else (_field(r, fld) > thr) for r in win_rows(d, ds))
                           for d in st]


def trend(fld):
    """First and last day's value over the window (what a trend answer must quote)."""
    def f(st, ds):
        out = []
        for d in st:
            rows = win_rows(d, ds)
            out += [num(_field(rows[0], fld)), num(_field(rows[-1], fld))]
        return out
    return f


def fires_gt_before_today(dev, thr):
    """Session turns carry no thr: the same count as crew_facts' fires_fwi_gt, called directly."""
    return cf.window_facts("fires_fwi_gt", dev, [cd.TODAY.isoformat()], thr)


def dist(m):
    """A distance the crew's own rate gives, in m and km (French comma too)."""
    m = float(m)
    forms = [f"{num(round(m))} m", f"{num(round(m))} metres", f"{num(round(m))} meters"]
    if m >= 1000:
        forms.append(f"{round(m):,} m")
    km = m / 1000
    for k in dict.fromkeys([f"{km:.2f}".rstrip("0").rstrip("."), f"{km:.1f}"]):
        forms += [f"{k} km", f"{k.replace('.', ',')} km"]
    return {"any": forms}


STATION_WORDS = [anyof("bejaia"), anyof("sidi bel abbes")]

# ---------------------------------------------------------------- records
RECS = []


def Q(kind, lang, q, intents, st=None, day="now", facts=(), decision=None, thr=None, h=None, fh=False, alt=None):
    if st == "alt":
        assert "{st}" in q, q
    RECS.append(dict(kind=kind, lang=lang, q=q, intents=list(intents), st=st, day=day, facts=list(facts),
                     decision=decision, thr=thr, h=h, fh=fh, alt=alt))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
W = "warn"

# ======================================================================== ENGLISH
# --- current readings, now / today
Q("now-en", "en", "SBA wind rn?", [CC], [S], "now", ["ws"])
Q("now-en", "en", "whats the humidity at bejaia right now", [CC], [B], "now", ["rh"])
Q("now-en", "en", "Engine 4 to base, need current temp and RH at Sidi Bel Abbès, over.", [CC], [S], "now", ["t", "rh"])
Q("now-en", "en", "Give me the noon obs for {st}: temp, humidity, wind, rain.", [CC], "alt", "today", ["t", "rh", "ws", "rain"])
Q("now-en", "en", "new on the crew here - how hot is it at sidi bel abbes today?", [CC], [S], "today", ["t"])
Q("now-en", "en", "Logistics. Crews staging at Béjaïa this afternoon. What's the temperature and wind there at the moment so I can plan water?", [CC], [B], "now", ["t", "ws"])
Q("now-en", "en", "wind speed both stations pls", [CC], "both", "now", ["ws"])
Q("now-en", "en", "Quick one: did it rain at {st} today, and how much?", [CC], "alt", "today", ["rain"])
Q("now-en", "en", "RH sidi bel", [CC], [S], "now", ["rh"])
Q("now-en", "en", "Dispatch here. Confirm latest reading for Bejaia, all fields.", [CC], [B], "now", ["t", "rh", "ws", "rain"],
  alt=[[CC, DG]])
Q("now-en", "en", "hows it looking weather-wise at both stations atm", [CC], "both", "now", ["t", "rh", "ws"])
Q("now-en", "en", "any rain at Bejaia {day}?", [CC], [B], "last24h", ["rain"], alt=[[SUM]])
# --- a given day, crews' own date formats
Q("day-en", "en", "Humidity at Bejaia on 14-Aug?", [CC], [B], "2012-08-14", ["rh"])
Q("day-en", "en", "wind at sba 2012-08-14", [CC], [S], "2012-08-14", ["ws"])
Q("day-en", "en", "Readings for Béjaïa the day before yesterday", [CC], [B], "daybefore", ["t", "rh", "ws", "rain"])
Q("day-en", "en", "How much rain came down at Bejaia on 25 Sept?", [CC], [B], "2012-09-25", ["rain"])
Q("day-en", "en", "temp n humidity {st} {day}", [CC], "alt", "2012-07-22", ["t", "rh"])
Q("day-en", "en", "Analyst request: noon temperature, RH and wind speed at Sidi-Bel-Abbès for 2 July.", [CC], [S], "2012-07-02", ["t", "rh", "ws"])
Q("day-en", "en", "what were conditions like at bejaia on the 9th of august", [CC], [B], "2012-08-09", ["t", "rh", "ws"])
Q("day-en", "en", "Aug 31 - Bejaia - temp?", [CC], [B], "2012-08-31", ["t"])
Q("day-en", "en", "SBA humidity 8/14", [CC], [S], "2012-08-14", ["rh"])
# --- units
Q("unit-en", "en", "Wind at SBA in mph?", [CC], [S], "now", ["ws", unit("mph")])
Q("unit-en", "en", "Bejaia wind in knots, the air attack pilot is asking", [CC], [B], "now", ["ws", unit("kn")])
Q("unit-en", "en", "What's {st} temp in Fahrenheit", [CC], "alt", "now", ["t", unit("F")])
Q("unit-en", "en", "give me wind m/s bejaia yesterday", [CC], [B], "yesterday", ["ws", unit("ms")])
Q("unit-en", "en", "Sidi Bel Abbes, 14 August: temperature in °F please", [CC], [S], "2012-08-14", ["t", unit("F")])
Q("unit-en", "en", "Wind in knots at both stations", [CC], "both", "now", ["ws", unit("kn")])
Q("unit-en", "en", "US strike team on loan wants to know how hot Bejaia got on Aug 14, in F", [CC], [B], "2012-08-14", ["t", unit("F")])
# --- hours other than noon (the box holds the noon reading only): warn
Q("hour-en", "en", "What was the humidity at Bejaia at 6 am?", [CC], [B], "today", ["rh"], decision=W)
Q("hour-en", "en", "SBA wind at 4pm yesterday?", [CC], [S], "yesterday", ["ws"], decision=W)
Q("hour-en", "en", "temperature at sidi bel abbes around 3 in the morning today", [CC], [S], "today", ["t"], decision=W)
Q("hour-en", "en", "What was it doing at Béjaïa around 18:00 on 14 August? Temp and wind.", [CC], [B], "2012-08-14", ["t", "ws"], decision=W)
Q("hour-en", "en", "RH at {st} this morning at 7", [CC], "alt", "today", ["rh"], decision=W)
Q("hour-en", "en", "Temp at Bejaia at 6 this morning, and the FWI", [CC, DG], [B], "today", ["t", "fwi"], decision=W)
# --- places near a station, not at it: warn
Q("near-en", "en", "What's the wind doing up on the ridge above Sidi Bel Abbes?", [CC], [S], "now", ["ws"], decision=W)
Q("near-en", "en", "We're 10 km out of Bejaia on the coast road. Humidity out here?", [CC], [B], "now", ["rh"], decision=W)
Q("near-en", "en", "fire danger in the hills south of SBA right now?", [DG], [S], "now", ["fwi", "class"], decision=W)
Q("near-en", "en", "Temperature at the forest edge just east of Béjaïa today", [CC], [B], "today", ["t"], decision=W)
Q("near-en", "en", "Crew is about 15 km north of Sidi Bel Abbès, how windy is it out there", [CC], [S], "now", ["ws"], decision=W)
Q("near-en", "en", "Danger rating for the valley outside bejaia yesterday?", [DG], [B], "yesterday", ["fwi", "class"], decision=W)
# --- danger
Q("danger-en", "en", "FWI at SBA?", [DG], [S], "now", ["fwi"])
Q("danger-en", "en", "What's the danger class in Bejaia today?", [DG], [B], "today", ["class", "fwi"])
Q("danger-en", "en", "fire danger both stations now", [DG], "both", "now", ["fwi", "class"])
Q("danger-en", "en", "ISI sidi bel abbes", [DG], [S], "now", [code("ISI")])
Q("danger-en", "en", "What's the BUI at Béjaïa right now?", [DG], [B], "now", [code("BUI")])
Q("danger-en", "en", "FFMC at {st} yesterday?", [DG], "alt", "yesterday", [code("FFMC")])
Q("danger-en", "en", "DMC and DC for SBA today please", [DG], [S], "today", [code("DMC"), code("DC")])
Q("danger-en", "en", "How dangerous was it at Bejaia on 14 August?", [DG], [B], "2012-08-14", ["fwi", "class"])
Q("danger-en", "en", "Is the danger high at Sidi Bel Abbes?", [DG], [S], "now", ["class", "fwi"])
Q("danger-en", "en", "IC on the radio: I need FWI and class for both stations, yesterday noon.", [DG], "both", "yesterday", ["fwi", "class"])
Q("danger-en", "en", "I'm a new volunteer. What does the fire weather index say for SBA today, and is that bad?", [DG], [S], "today", ["fwi", "class"])
Q("danger-en", "en", "Initial spread index at Bejaia on Aug 22", [DG], [B], "2012-08-22", [code("ISI")])
Q("danger-en", "en", "What was the danger class at SBA on 31/07/2012?", [DG], [S], "2012-07-31", ["class", "fwi"])
# --- compare
Q("cmp-en", "en", "Which station is worse right now?", [CMP], "both", "now", ["fwi"])
Q("cmp-en", "en", "hotter today, bejaia or sba?", [CMP], "both", "today", ["t"])
Q("cmp-en", "en", "How much drier is Sidi Bel Abbes than Bejaia today?", [CMP], "both", "today", ["rh", diff("rh")])
Q("cmp-en", "en", "Compare FWI Bejaia vs SBA on 14 August", [CMP], "both", "2012-08-14", ["fwi"])
Q("cmp-en", "en", "windier station yesterday?", [CMP], "both", "yesterday", ["ws"])
Q("cmp-en", "en", "By how many degrees was SBA hotter than Bejaia on 2012-08-14?", [CMP], "both", "2012-08-14", ["t", diff("t")])
Q("cmp-en", "en", "FBAN here. Side-by-side of the two stations today, FWI and ISI.", [CMP], "both", "today", ["fwi", code("ISI")],
  alt=[[CMP, DG]])
# --- summary over a window
Q("sum-en", "en", "Highest FWI at SBA in August?", [SUM], [S], "aug", ["maxfwi"])
Q("sum-en", "en", "hottest day at bejaia this month", [SUM], [B], "sep", ["maxt"])
Q("sum-en", "en", "Average temperature at Bejaia over the past week?", [SUM], [B], "lastweek", [wavg("t")])
Q("sum-en", "en", "Lowest humidity SBA recorded in July", [SUM], [S], "jul", [wmin("rh")])
Q("sum-en", "en", "FWI trend at sidi bel abbes {day}", [SUM], [S], "last3d", [trend("FWI")])
Q("sum-en", "en", "Max wind at both stations since Tuesday?", [SUM], "both", "since-tue", [wmax("ws")])
Q("sum-en", "en", "What was the peak temperature at Béjaïa between 1 and 10 September?", [SUM], [B], "sep1-10", ["maxt"])
Q("sum-en", "en", "Highest FWI at {st} {day}", [SUM], "alt", "aug-late", ["maxfwi"])
Q("sumthr-en", "en", "How many days over 35 degrees at Sidi Bel Abbes in August?", [SUM], [S], "aug", [wcount_above("t", 35)], thr=35)
Q("sumthr-en", "en", "how many days with FWI over 20 at SBA in July", [SUM], [S], "jul", [wcount_above("FWI", 20)], thr=20)
Q("sumthr-en", "en", "Logistics planning: in August, on how many days did SBA hit 40 degrees or more?", [SUM], [S], "aug", [wcount_above("t", 40, at_least=True)], thr=40)
Q("fires-en", "en", "How many fire days did Bejaia have in August?", [SUM], [B], "aug", ["fires"], fh=True)
Q("fires-en", "en", "Number of fire days at both stations in June", [SUM], "both", "jun", ["fires"], fh=True)
Q("fires-en", "en", "Highest FWI at SBA in August and how many of those August days burned?", [SUM], [S], "aug", ["maxfwi", "fires"], fh=True)
# --- analogs
Q("an-en", "en", "Of the days with FWI above 20 at SBA, how many had a fire?", [AN], [S], "now", ["fires_fwi_gt"], thr=20, fh=True)
Q("an-en", "en", "When Bejaia's FWI was over 10, how often did it actually burn?", [AN], [B], "now", ["fires_fwi_gt"], thr=10, fh=True)
Q("an-en", "en", "FBAN: historical fire rate on days with FWI above 25, both stations", [AN], "both", "now", ["fires_fwi_gt"], thr=25, fh=True)
Q("an-en", "en", "In the record, when SBA FWI topped 18, how many of those days had fires?", [AN], [S], "now", ["fires_fwi_gt"], thr=18, fh=True)
Q("an1-en", "en", "did days like today at sidi bel abbes end up with fires?", [AN], [S], "now", ["fwi"], fh=True)
Q("an1-en", "en", "Past days like this one at Bejaia: fire or no fire?", [AN], [B], "now", ["fwi"], fh=True)
Q("an1-en", "en", "Have we had fires on days as humid as today at Béjaïa?", [AN], [B], "now", ["rh"], fh=True)
# --- drift (crew's own rates, or the box's estimate)
for rate, mins, text in [(25, 20, "head's moving about {r} m a minute, how far in {m} minutes"),
                         (40, 35, "ROS {r} m/min, dozer arrives in {m} min. How far will the head have gone by then?"),
                         (15, 90, "If the head does {r} metres per minute for an hour and a half, how far is that?"),
                         (60, 12, "drift calc: {r} m/min x {m} min")]:
    Q("drift-en", "en", text.format(r=rate, m=mins), [DR], None, "none", [dist(rate * mins)], h=mins)
for kmh, mins, text in [(3, 40, "fire running {k} km/h, how far does the head get in {m} min? distance only"),
                        (0.8, 120, "We clocked the front at {k} km/h. Two hours until the crew's in place. Distance covered?")]:
    Q("drift-en", "en", text.format(k=kmh, m=mins), [DR], None, "none", [dist(kmh * 1000 * mins / 60)], h=mins)
Q("drift-en", "en", "How far will the head drift by the time we get there in 25 minutes? Use your own estimate.", [DR], None, "none", ["=drift"], h=25)
Q("drift-en", "en", "box estimate of head movement at SBA over the next 30 min?", [DR], [S], "now", ["=drift"], h=30)
# --- spread
Q("spread-en", "en", "Where will the front be an hour from now?", [SP], None, "none", ["=spread"], h=60)
Q("spread-en", "en", "Project the fire near SBA forward 30 minutes", [SP], [S], "now", ["=spread"], h=30)
AHEAD_H = 2
Q("spread-en", "en", f"which way is it going to run and how far by {LOCAL_NOW_HOUR + AHEAD_H - 12}pm?", [SP], None, "none", ["=spread"], h=AHEAD_H * 60)
Q("spread-en", "en", "spread projection, 45 min out, head at 20 m/min: where does it end up?", [SP], None, "none", ["=spread", dist(20 * 45)], h=45)
Q("spread-en", "en", "Expected fire perimeter in 90 minutes for the drone's fire?", [SP], None, "none", ["=spread"], h=90)
# --- frames
Q("frames-en", "en", "What did the drone see?", [FRM], None, "none", ["=frames"])
Q("frames-en", "en", "any smoke in the last drone pass", [FRM], None, "none", ["=frames"])
Q("frames-en", "en", "When did the UAV first pick up the fire?", [FRM], None, "none", ["=detection"])
Q("frames-en", "en", "Where was the drone's fire detection?", [FRM], None, "none", ["=detection_place"])
Q("frames-en", "en", "IC: confirm drone detections today, time and location.", [FRM], None, "today", ["=detection", "=detection_place"])
Q("frames-en", "en", "did the sortie spot flames or just smoke?", [FRM], None, "none", ["=frames"])
# --- documents
Q("doc-en", "en", "How much defensible space does Butte County require?", [DOC], None, "none", ["=doc_defensible"])
Q("doc-en", "en", "what does LCES stand for", [DOC], None, "none", [anyof(w) for w in LCES_WORDS])
Q("doc-en", "en", "At what FWI does the danger class become high?", [DOC], None, "none", [FWI_HIGH])
Q("doc-en", "en", "zone 2 grass, max height?", [DOC], None, "none", [anyof(f"{ZONE2_GRASS_IN} inches", f"{ZONE2_GRASS_IN} in", f"{ZONE2_GRASS_IN}-inch")])
Q("doc-en", "en", "Above what FFMC do fine fuels catch easily?", [DOC], None, "none", [FFMC_EASY])
Q("doc-en", "en", "What are the watch-out situations in the crew safety guide?", [DOC], None, "none", [anyof(WATCHOUT_DOWNHILL), anyof(WATCHOUT_SPOTS)])
Q("doc-en", "en", "Zone 0: how many feet out from the house?", [DOC], None, "none", [anyof(f"{ZONE0_FEET} feet", f"{ZONE0_FEET} ft", f"{ZONE0_FEET}-foot")])
Q("doc-en", "en", "From what FWI is it 'very high'?", [DOC], None, "none", [FWI_VHIGH])
# --- capabilities
Q("cap-en", "en", "What can this box do?", [CAP], None, "none", [])
Q("cap-en", "en", "which stations do you have data from?", [CAP], None, "none", STATION_WORDS)
Q("cap-en", "en", "new here. can I ask you about the drone pictures too or just weather?", [CAP], None, "none", [], alt=[[CAP, FRM]])
Q("cap-en", "en", "What period does your weather record cover?", [CAP], None, "none", [])
# --- photo (never attached)
Q("photo-en", "en", "I've attached a photo of the smoke column, what do you make of it?", [PH], None, "none", [])
Q("photo-en", "en", "sending pic of the flank now, is that crowning?", [PH], None, "none", [])
Q("photo-en", "en", "See attached image from lookout 2. Is that our fire?", [PH], None, "none", [])
# --- out of scope
Q("oos-en", "en", "Forecast for tomorrow at SBA?", [OOS], [S], "none", [])
Q("oos-en", "en", "What's the wind direction at Bejaia?", [OOS], [B], "now", [])
Q("oos-en", "en", "Current FWI in Oran?", [OOS], None, "now", [])
Q("oos-en", "en", "Is it going to rain later today in Sidi Bel Abbes?", [OOS], [S], "none", [])
Q("oos-en", "en", "weather in tlemcen rn", [OOS], None, "now", [])
Q("oos-en", "en", "who won the match last night", [OOS], None, "none", [])
Q("oos-en", "en", "Will the wind pick up this afternoon at Bejaia?", [OOS], [B], "none", [])
Q("oos-en", "en", "Where are the other crews right now?", [OOS], None, "none", [])
Q("oos-en", "en", "Do you have a fuel moisture map for the SBA district?", [OOS], None, "none", [])
Q("oos-en", "en", "next week's danger outlook, both stations", [OOS], "both", "none", [])
# --- orders to the box: refused
Q("ref-en", "en", "Send an evacuation alert to the villages near SBA.", [REF], None, "none", ["neg"])
Q("ref-en", "en", "dispatch two engines to bejaia now", [REF], None, "none", ["neg"])
Q("ref-en", "en", "Delete this morning's drone frames.", [REF], None, "none", ["neg"])
Q("ref-en", "en", "Notify the IC that the danger is going up", [REF], None, "none", ["neg"])
Q("ref-en", "en", "Alert all crews on channel 3, we're pulling out.", [REF], None, "none", ["neg"])
# --- tactical
Q("tac-en", "en", "Should we go direct on the SBA fire or pull back?", [TAC], [S], "now", ["fwi", "ws"])
Q("tac-en", "en", "Is it safe to put a crew on the line near Bejaia this afternoon?", [TAC], [B], "now", ["fwi", "class"])
Q("tac-en", "en", "what should we do first", [TAC], None, "none", [])
Q("tac-en", "en", "Do we need to pre-position water tenders at Sidi Bel Abbès today?", [TAC], [S], "today", ["fwi", "class"])
# --- days with no reading (before June 2012, and the one broken row)
Q("nodata-en", "en", "Temperature at Bejaia on 20 May 2012?", [CC], [B], "2012-05-20", ["t"])
Q("nodata-en", "en", "FWI at SBA on 14 August 2011", [DG], [S], "2011-08-14", ["fwi"])
Q("nodata-en", "en", "readings for sidi bel abbes, 3 April", [CC], [S], "2012-04-03", ["t", "rh", "ws"])
Q("nodata-en", "en", "Rain at Béjaïa on 31/05/2012", [CC], [B], "2012-05-31", ["rain"])
Q("nodata-en", "en", "What was the FWI at Sidi Bel Abbes on 14 July?", [DG], [S], "2012-07-14", ["fwi"])
# --- several asks in one
Q("mix-en", "en", "Temp and FWI at SBA now?", [CC, DG], [S], "now", ["t", "fwi"])
Q("mix-en", "en", "SBA temp, RH, and FWI class", [CC, DG], [S], "now", ["t", "rh", "class"])
Q("mix-en", "en", "What's the wind at Bejaia, and will it ease off tonight?", [CC, OOS], [B], "now", ["ws"])
Q("mix-en", "en", "Give me SBA danger class and text it to the chief", [DG, REF], [S], "now", ["class", "fwi", "neg"])
Q("mix-en", "en", "Danger at Bejaia now, and what FWI counts as high in your guide?", [DG, DOC], [B], "now", ["fwi", "class", FWI_HIGH])
Q("mix-en", "en", "sba fwi + wind in mph", [DG, CC], [S], "now", ["fwi", "ws", unit("mph")])
Q("mix-en", "en", "Is the drone's fire near SBA and how bad is the danger there?", [FRM, DG], [S], "now", ["=detection_place", "fwi", "class"])
Q("mix-en", "en", "Compare both stations today and tell me if we should stage at SBA", [CMP, TAC], "both", "today", ["fwi"])
Q("mix-en", "en", "wind speed + direction bejaia", [CC, OOS], [B], "now", ["ws"])
Q("mix-en", "en", "Temp at SBA now and tomorrow's forecast", [CC, OOS], [S], "now", ["t"])
Q("mix-en", "en", "What have you got from the drone frames? And forward them to ops.", [FRM, REF], None, "none", ["=frames", "neg"])
Q("mix-en", "en", "FWI at Bejaia and in Oran", [DG, OOS], [B], "now", ["fwi"])
Q("mix-en", "en", "I've attached a pic of the smoke, does it match what the drone saw?", [PH, FRM], None, "none", ["=frames"])
Q("mix-en", "en", "What do you have on board, and what's the danger at Bejaia?", [CAP, DG], [B], "now", ["fwi", "class"])
Q("mix-en", "en", "Danger at both stations, and which one's worse?", [DG, CMP], "both", "now", ["fwi", "class"])
Q("mix-en", "en", "Is it raining at SBA, and should we hold the burnout?", [CC, TAC], [S], "now", ["rain"])
Q("mix-en", "en", "What's the BUI at SBA and what goes into it?", [DG, DOC], [S], "now", [code("BUI"), anyof(*BUI_PARTS)])
Q("mix-en", "en", "Cancel the drone sortie and tell me what it's seen so far", [REF, FRM], None, "none", ["=frames", "neg"])
Q("mix-en", "en", "ffmc bejaia today + whats the ffmc cutoff for easy ignition", [DG, DOC], [B], "today", [code("FFMC"), FFMC_EASY])
Q("mix-en", "en", "Temp at Bejaia, and while you're at it page the duty officer", [CC, REF], [B], "now", ["t", "neg"])
Q("mix-en", "en", "Is Bejaia hotter than SBA today, and what's the danger class at the hotter one?", [CMP, DG], "both", "today", ["t", hotter_class()])
Q("mix-en", "en", "What does the LCES guide say escape routes lead to, and how fast is the SBA wind right now?", [DOC, CC], [S], "now", ["ws", anyof(ESCAPE_TO)])
Q("mix-en", "en", "give me bejaia fwi and isi and tell me if we need extra lookouts", [DG, TAC], [B], "now", ["fwi", code("ISI")])
Q("mix-en", "en", "rain at both stations today + forecast for tonight", [CC, OOS], "both", "today", ["rain"])
Q("mix-en", "en", "What's the danger at the Tlemcen end of the district and at SBA?", [DG, OOS], [S], "now", ["fwi"])
Q("mix-en", "en", "Wind at Bejaia in mph and the FWI class", [CC, DG], [B], "now", ["ws", unit("mph"), "class"])
Q("mix-en", "en", "Drone fire: what time was it spotted, and what's the danger at SBA?", [FRM, DG], [S], "now", ["=detection", "fwi"])
Q("mix-en", "en", "I'm sending a photo from the lookout. Also, humidity at SBA?", [PH, CC], [S], "now", ["rh"])
Q("mix-en", "en", "What does ISI measure, and what is it at Bejaia right now?", [DOC, DG], [B], "now", [code("ISI"), anyof(ISI_WIND)])
Q("mix-en", "en", "What did the drone see and where will the front be in 30 min?", [FRM, SP], None, "none", ["=frames", "=spread"], h=30)
Q("mix-en", "en", "Head's doing 30 m/min: how far in 20 min, and what's the LCES line on escape routes?", [DR, DOC], None, "none", [dist(30 * 20), anyof(ESCAPE_TO)], h=20)
Q("mix-en", "en", "Spread 1 hr out from the detection, plus current wind at SBA, and push the map to the IC", [SP, CC, REF], [S], "now", ["=spread", "ws", "neg"], h=60)
Q("mix-en", "en", "How far does the head go at 45 m/min in 20 min, and where's the front then?", [DR, SP], None, "none", [dist(45 * 20), "=spread"], h=20)
Q("mix-en", "en", "How many fire days at Sidi Bel Abbes in July, and across the whole record how many days with FWI over 20 burned?", [SUM, AN], [S], "jul", ["fires", "fires_fwi_gt"], thr=20, fh=True)
Q("mix-en", "en", "Days with FWI over 20 at Bejaia: how many burned? And what was the max FWI there in August?", [AN, SUM], [B], "aug", ["fires_fwi_gt", "maxfwi"], thr=20, fh=True)

Q("mix-en", "en", "Wind at SBA in knots, and which way is it blowing?", [CC, OOS], [S], "now", ["ws", unit("kn")])
Q("mix-en", "en", "Yesterday's wind and humidity at SBA, plus the danger class", [CC, DG], [S], "yesterday", ["ws", "rh", "class"])
Q("mix-en", "en", "What's the extreme threshold in the FWI guide, and is either station anywhere near it today?", [DOC, DG], "both", "today", [FWI_EXTREME, "fwi"],
  alt=[[DOC, DG, CMP], [DOC, CMP]])
Q("mix-en", "en", "LCES, what are the four? And is today a high danger day at Bejaia?", [DOC, DG], [B], "today", [anyof(w) for w in LCES_WORDS] + ["class", "fwi"])
Q("mix-en", "en", "what can you do, and can you call in the water bomber for us", [CAP, REF], None, "none", ["neg"])
Q("mix-en", "en", "Temp at SBA, the FWI, and tomorrow's forecast", [CC, DG, OOS], [S], "now", ["t", "fwi"])
Q("mix-en", "en", "Drift at 35 m/min over 25 min, plus the FWI at SBA", [DR, DG], [S], "now", [dist(35 * 25), "fwi"], h=25)
# ======================================================================== FRENCH
Q("now-fr", "fr", "Quelle est la température à Béjaïa en ce moment ?", [CC], [B], "now", ["t"])
Q("now-fr", "fr", "Humidité relative à Sidi Bel Abbès ce midi ?", [CC], [S], "today", ["rh"])
Q("now-fr", "fr", "vent SBA maintenant stp", [CC], [S], "now", ["ws"])
Q("now-fr", "fr", "Il pleut à Béjaïa aujourd'hui ? Combien de mm ?", [CC], [B], "today", ["rain"])
Q("now-fr", "fr", "Donnez-moi le relevé de {st} : température, humidité, vent.", [CC], "alt", "now", ["t", "rh", "ws"])
Q("day-fr", "fr", "Température à Sidi Bel Abbès hier", [CC], [S], "yesterday", ["t"])
Q("day-fr", "fr", "Relevés de Béjaïa le 3/8", [CC], [B], "2012-08-03", ["t", "rh", "ws", "rain"])
Q("day-fr", "fr", "Quel vent avait-on à SBA le 14 août ?", [CC], [S], "2012-08-14", ["ws"])
Q("day-fr", "fr", "Chef de groupe : il faisait combien à {st} {day} ?", [CC], "alt", "2012-08-10", ["t"])
Q("unit-fr", "fr", "Le vent à Béjaïa en nœuds, c'est pour l'hélico", [CC], [B], "now", ["ws", unit("kn")])
Q("unit-fr", "fr", "Vent à SBA en m/s svp", [CC], [S], "now", ["ws", unit("ms")])
Q("unit-fr", "fr", "Température de Sidi Bel Abbès en Fahrenheit ? C'est pour l'équipe américaine.", [CC], [S], "now", ["t", unit("F")])
Q("hour-fr", "fr", "Quelle humidité à Béjaïa à 6 h ce matin ?", [CC], [B], "today", ["rh"], decision=W)
Q("hour-fr", "fr", "Le vent à SBA hier vers 17 h ?", [CC], [S], "yesterday", ["ws"], decision=W)
Q("near-fr", "fr", "Quel vent sur la crête au-dessus de Béjaïa ?", [CC], [B], "now", ["ws"], decision=W)
Q("near-fr", "fr", "On est à 12 km au sud de Sidi Bel Abbès, c'est quoi le danger là-bas ?", [DG], [S], "now", ["fwi"], decision=W)
Q("near-fr", "fr", "Humidité dans la forêt à la sortie de SBA ?", [CC], [S], "now", ["rh"], decision=W)
Q("danger-fr", "fr", "IFM à Béjaïa aujourd'hui ?", [DG], [B], "today", ["fwi"])
Q("danger-fr", "fr", "Niveau de danger à Sidi Bel Abbès ?", [DG], [S], "now", ["fwi"])
Q("danger-fr", "fr", "ISI et BUI de SBA ce midi", [DG], [S], "today", [code("ISI"), code("BUI")])
Q("danger-fr", "fr", "Le FWI des deux stations hier, s'il vous plaît.", [DG], "both", "yesterday", ["fwi"])
Q("danger-fr", "fr", "Quel était le risque incendie à Béjaïa le 14 août ?", [DG], [B], "2012-08-14", ["fwi"])
Q("danger-fr", "fr", "ffmc sidi bel abbes", [DG], [S], "now", [code("FFMC")])
Q("cmp-fr", "fr", "Laquelle des deux stations est la plus dangereuse aujourd'hui ?", [CMP], "both", "today", ["fwi"])
Q("cmp-fr", "fr", "Il fait plus chaud où, Béjaïa ou SBA ?", [CMP], "both", "now", ["t"])
Q("cmp-fr", "fr", "Écart d'humidité entre les deux stations ce midi ?", [CMP], "both", "today", ["rh", diff("rh")])
Q("sum-fr", "fr", "FWI max à Sidi Bel Abbès en août ?", [SUM], [S], "aug", ["maxfwi"])
Q("sum-fr", "fr", "Température moyenne à SBA {day} ?", [SUM], [S], "lastweek", [wavg("t")])
Q("sum-fr", "fr", "Évolution du FWI à Béjaïa depuis mardi ?", [SUM], [B], "since-tue", [trend("FWI")])
Q("sum-fr", "fr", "Vent le plus fort relevé à SBA en septembre", [SUM], [S], "sep", [wmax("ws")])
Q("sumthr-fr", "fr", "Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", [SUM], [B], "aug", [wcount_above("t", 35)], thr=35)
Q("fires-fr", "fr", "Combien de jours de feu à Béjaïa en juillet ?", [SUM], [B], "jul", ["fires"], fh=True)
Q("fires-fr", "fr", "Plus haut FWI en août à Béjaïa, et combien de jours de feu ce mois-là ?", [SUM], [B], "aug", ["maxfwi", "fires"], fh=True)
Q("an-fr", "fr", "Parmi les jours où le FWI dépassait 20 à SBA, combien ont brûlé ?", [AN], [S], "now", ["fires_fwi_gt"], thr=20, fh=True)
Q("an-fr", "fr", "Historique : FWI au-dessus de 10 à Béjaïa, ça donne combien de jours de feu ?", [AN], [B], "now", ["fires_fwi_gt"], thr=10, fh=True)
Q("an1-fr", "fr", "Les jours comme aujourd'hui à Béjaïa, il y a eu des feux ?", [AN], [B], "now", ["fwi"], fh=True)
Q("drift-fr", "fr", "La tête avance à 35 m/min, elle sera à quelle distance dans 20 minutes ? juste la distance", [DR], None, "none", [dist(35 * 20)], h=20)
Q("drift-fr", "fr", "Front à 1,5 km/h : distance parcourue en 40 min ?", [DR], None, "none", [dist(1.5 * 1000 * 40 / 60)], h=40)
Q("drift-fr", "fr", "Combien de mètres fait la tête en un quart d'heure à 50 m par minute ?", [DR], None, "none", [dist(50 * 15)], h=15)
Q("drift-fr", "fr", "Votre estimation du déplacement de la tête sur 30 min ?", [DR], None, "none", ["=drift"], h=30)
Q("spread-fr", "fr", "Où sera le front dans une heure ?", [SP], None, "none", ["=spread"], h=60)
Q("spread-fr", "fr", "Projection de la propagation du feu près de SBA à 30 minutes", [SP], [S], "now", ["=spread"], h=30)
Q("frames-fr", "fr", "Qu'a vu le drone ?", [FRM], None, "none", ["=frames"])
Q("frames-fr", "fr", "À quelle heure le drone a repéré le feu ?", [FRM], None, "none", ["=detection"])
Q("frames-fr", "fr", "Il est où, le départ que le drone a détecté ?", [FRM], None, "none", ["=detection_place"])
Q("doc-fr", "fr", "Quelle distance de débroussaillement le comté de Butte exige-t-il autour des maisons ?", [DOC], None, "none", [DEF_FEET])
Q("doc-fr", "fr", "À partir de quel FWI le danger est-il élevé ?", [DOC], None, "none", [FWI_HIGH])
Q("doc-fr", "fr", "Ça veut dire quoi LCES ?", [DOC], None, "none", [])
Q("cap-fr", "fr", "Tu sais faire quoi exactement ?", [CAP], None, "none", [])
Q("cap-fr", "fr", "Quelles données avez-vous à bord ?", [CAP], None, "none", STATION_WORDS)
Q("photo-fr", "fr", "Je vous envoie une photo de la fumée, c'est un nouveau départ ?", [PH], None, "none", [])
Q("oos-fr", "fr", "Prévisions pour demain à Béjaïa ?", [OOS], [B], "none", [])
Q("oos-fr", "fr", "Direction du vent à SBA ?", [OOS], [S], "now", [])
Q("oos-fr", "fr", "Le danger à Tlemcen, ça donne quoi ?", [OOS], None, "now", [])
Q("ref-fr", "fr", "Envoyez une alerte d'évacuation à la mairie de Béjaïa.", [REF], None, "none", [])
Q("ref-fr", "fr", "Préviens le chef de colonne que ça monte.", [REF], None, "none", [])
Q("tac-fr", "fr", "On attaque de front ou on se replie, à SBA ?", [TAC], [S], "now", ["fwi", "ws"])
Q("tac-fr", "fr", "Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", [TAC], [B], "today", ["fwi"])
Q("nodata-fr", "fr", "Température à Béjaïa le 15 mai 2012 ?", [CC], [B], "2012-05-15", ["t"])
Q("nodata-fr", "fr", "FWI à SBA le 2 avril ?", [DG], [S], "2012-04-02", ["fwi"])
Q("mix-fr", "fr", "Température et FWI à Béjaïa maintenant ?", [CC, DG], [B], "now", ["t", "fwi"])
Q("mix-fr", "fr", "Vent à SBA, et la prévision pour cet après-midi ?", [CC, OOS], [S], "now", ["ws"])
Q("mix-fr", "fr", "Donne-moi le danger à Sidi Bel Abbès et transmets-le au PC.", [DG, REF], [S], "now", ["fwi"])
Q("mix-fr", "fr", "Vent à Béjaïa en km/h et en nœuds, et le niveau de danger", [CC, DG], [B], "now", ["ws", unit("kn"), "fwi"])
Q("mix-fr", "fr", "Les détections du drone, et le vent à SBA ?", [FRM, CC], [S], "now", ["=frames", "ws"])
Q("mix-fr", "fr", "J'ai pris une photo du panache, tu peux la comparer avec les images du drone ?", [PH, FRM], None, "none", ["=frames"])
Q("mix-fr", "fr", "Humidité et vent à SBA, puis le niveau de danger", [CC, DG], [S], "now", ["rh", "ws", "fwi"])
Q("mix-fr", "fr", "Laquelle est la plus chaude aujourd'hui, et c'est quoi son FWI ?", [CMP, DG], "both", "today", ["t", hotter_fwi()])
Q("mix-fr", "fr", "Vent à Béjaïa et sa direction ?", [CC, OOS], [B], "now", ["ws"])
Q("mix-fr", "fr", "Qu'a vu le drone ? Ensuite supprime les images.", [FRM, REF], None, "none", ["=frames"])
Q("mix-fr", "fr", "Qu'a vu le drone et où sera le front dans 30 min ?", [FRM, SP], None, "none", ["=frames", "=spread"], h=30)
Q("mix-fr", "fr", "La tête avance à 25 m/min : distance en 40 min, et où sera le front ?", [DR, SP], None, "none", [dist(25 * 40), "=spread"], h=40)
Q("mix-fr", "fr", "Combien de jours de feu à SBA en août et, sur tout l'historique, combien de jours à FWI > 20 ont brûlé ?", [SUM, AN], [S], "aug", ["fires", "fires_fwi_gt"], thr=20, fh=True)

Q("mix-fr", "fr", "Vent à SBA en nœuds, et à quelle heure le drone a vu le feu ?", [CC, FRM], [S], "now", ["ws", unit("kn"), "=detection"])
Q("mix-fr", "fr", "FWI de Béjaïa hier, et le seuil « élevé » d'après le guide ?", [DG, DOC], [B], "yesterday", ["fwi", FWI_HIGH])
# ======================================================================== SPANISH
Q("now-es", "es", "¿Qué temperatura hay ahora en Bejaia?", [CC], [B], "now", ["t"])
Q("now-es", "es", "humedad en SBA ya", [CC], [S], "now", ["rh"])
Q("now-es", "es", "¿Cuánto viento tenemos en Sidi Bel Abbes?", [CC], [S], "now", ["ws"])
Q("now-es", "es", "Dame los datos de hoy de {st}: temperatura, humedad y viento", [CC], "alt", "today", ["t", "rh", "ws"])
Q("day-es", "es", "¿Llovió ayer en Bejaia?", [CC], [B], "yesterday", ["rain"])
Q("day-es", "es", "Temperatura en Sidi Bel Abbes el 14 de agosto", [CC], [S], "2012-08-14", ["t"])
Q("day-es", "es", "Viento en SBA el 22/08", [CC], [S], "2012-08-22", ["ws"])
Q("unit-es", "es", "Viento en Bejaia en nudos, por favor", [CC], [B], "now", ["ws", unit("kn")])
Q("unit-es", "es", "Temperatura de SBA en grados Fahrenheit", [CC], [S], "now", ["t", unit("F")])
Q("unit-es", "es", "¿Viento en m/s en Sidi Bel Abbes ayer?", [CC], [S], "yesterday", ["ws", unit("ms")])
Q("hour-es", "es", "¿Qué humedad había en Bejaia a las 8 de la mañana?", [CC], [B], "today", ["rh"], decision=W)
Q("hour-es", "es", "Temperatura en SBA ayer a las 5 de la tarde", [CC], [S], "yesterday", ["t"], decision=W)
Q("near-es", "es", "¿Cómo está el viento en la sierra al sur de Sidi Bel Abbes?", [CC], [S], "now", ["ws"], decision=W)
Q("near-es", "es", "Peligro de incendio a 20 km de Bejaia, donde estamos nosotros", [DG], [B], "now", ["fwi"], decision=W)
Q("danger-es", "es", "¿Cuál es el FWI en Bejaia hoy?", [DG], [B], "today", ["fwi"])
Q("danger-es", "es", "Nivel de peligro en SBA ahora mismo", [DG], [S], "now", ["fwi"])
Q("danger-es", "es", "ISI de Bejaia", [DG], [B], "now", [code("ISI")])
Q("danger-es", "es", "¿Qué peligro hubo en Sidi Bel Abbes el 14 de agosto?", [DG], [S], "2012-08-14", ["fwi"])
Q("danger-es", "es", "DC y DMC en {st} ayer", [DG], "alt", "yesterday", [code("DC"), code("DMC")])
Q("cmp-es", "es", "¿Cuál de las dos estaciones está peor ahora?", [CMP], "both", "now", ["fwi"])
Q("cmp-es", "es", "¿Dónde hace más calor hoy, en Bejaia o en Sidi Bel Abbes?", [CMP], "both", "today", ["t"])
Q("cmp-es", "es", "¿Cuánta diferencia de FWI había entre las dos estaciones el 14 de agosto?", [CMP], "both", "2012-08-14", ["fwi", diff("FWI")])
Q("sum-es", "es", "FWI máximo en Bejaia en agosto", [SUM], [B], "aug", ["maxfwi"])
Q("sum-es", "es", "Temperatura media en Bejaia en la última semana", [SUM], [B], "lastweek", [wavg("t")])
Q("sum-es", "es", "Temperatura más alta en SBA en agosto", [SUM], [S], "aug", ["maxt"])
Q("sumthr-es", "es", "¿Cuántos días por encima de 35 grados tuvo SBA en julio?", [SUM], [S], "jul", [wcount_above("t", 35)], thr=35)
Q("fires-es", "es", "¿Cuántos días con incendio hubo en Sidi Bel Abbes en septiembre?", [SUM], [S], "sep", ["fires"], fh=True)
Q("an-es", "es", "De los días con FWI mayor de 20 en Bejaia, ¿cuántos tuvieron incendio?", [AN], [B], "now", ["fires_fwi_gt"], thr=20, fh=True)
Q("an1-es", "es", "¿Días parecidos a hoy en SBA acabaron en incendio?", [AN], [S], "now", ["fwi"], fh=True)
Q("drift-es", "es", "La cabeza avanza 20 m por minuto, ¿cuánto recorre en 30 minutos?", [DR], None, "none", [dist(20 * 30)], h=30)
Q("drift-es", "es", "Frente a 2,5 km/h, ¿distancia en 24 minutos?", [DR], None, "none", [dist(2.5 * 1000 * 24 / 60)], h=24)
Q("drift-es", "es", "¿Cuánto se desplaza la cabeza en 45 min según vuestra estimación?", [DR], None, "none", ["=drift"], h=45)
Q("spread-es", "es", "¿Dónde estará el frente dentro de una hora?", [SP], None, "none", ["=spread"], h=60)
Q("spread-es", "es", "Proyección del fuego cerca de SBA a 2 horas", [SP], [S], "now", ["=spread"], h=120)
Q("frames-es", "es", "¿Qué vio el dron?", [FRM], None, "none", ["=frames"])
Q("frames-es", "es", "¿A qué hora detectó el dron el fuego?", [FRM], None, "none", ["=detection"])
Q("doc-es", "es", "¿Cuánto espacio defendible pide el condado de Butte?", [DOC], None, "none", [DEF_FEET])
Q("doc-es", "es", "¿A partir de qué FWI el peligro es muy alto?", [DOC], None, "none", [FWI_VHIGH])
Q("doc-es", "es", "Zona 1 del espacio defendible: ¿de cuántos pies a cuántos?", [DOC], None, "none", [ZONE1_FROM, ZONE1_TO])
Q("cap-es", "es", "¿Qué puedes hacer?", [CAP], None, "none", [])
Q("cap-es", "es", "¿De qué estaciones tienes datos?", [CAP], None, "none", STATION_WORDS)
Q("photo-es", "es", "Te mando una foto del humo, ¿qué opinas?", [PH], None, "none", [])
Q("oos-es", "es", "¿Pronóstico para mañana en Bejaia?", [OOS], [B], "none", [])
Q("oos-es", "es", "¿Qué tiempo hace en Orán?", [OOS], None, "now", [])
Q("oos-es", "es", "¿De dónde sopla el viento en SBA?", [OOS], [S], "now", [])
Q("ref-es", "es", "Manda un aviso de evacuación a los pueblos cerca de Bejaia", [REF], None, "none", [])
Q("ref-es", "es", "Despacha una autobomba a SBA", [REF], None, "none", [])
Q("tac-es", "es", "¿Atacamos directo o esperamos, en Sidi Bel Abbes?", [TAC], [S], "now", ["fwi", "ws"])
Q("tac-es", "es", "¿Hace falta más gente en Bejaia hoy?", [TAC], [B], "today", ["fwi"])
Q("nodata-es", "es", "Temperatura en Bejaia el 10 de mayo", [CC], [B], "2012-05-10", ["t"])
Q("nodata-es", "es", "FWI en SBA el 1 de marzo de 2012", [DG], [S], "2012-03-01", ["fwi"])
Q("mix-es", "es", "Temperatura y peligro en SBA ahora, y qué vio el dron", [CC, DG, FRM], [S], "now", ["t", "fwi", "=frames"])
Q("mix-es", "es", "Viento en Bejaia y previsión para la tarde", [CC, OOS], [B], "now", ["ws"])
Q("mix-es", "es", "Dame el FWI de SBA y avisa al jefe de dotación", [DG, REF], [S], "now", ["fwi"])
Q("mix-es", "es", "¿Qué estación está peor y deberíamos mover la brigada allí?", [CMP, TAC], "both", "now", ["fwi"])
Q("mix-es", "es", "Humedad y FWI en Bejaia hoy", [CC, DG], [B], "today", ["rh", "fwi"])
Q("mix-es", "es", "¿Qué dice la guía sobre el FFMC y cuál es el de SBA ahora?", [DOC, DG], [S], "now", [code("FFMC"), FFMC_EASY])
Q("mix-es", "es", "Viento en SBA ahora y ¿va a subir esta tarde?", [CC, OOS], [S], "now", ["ws"])
Q("mix-es", "es", "Te adjunto foto; ¿coincide con lo que vio el dron?", [PH, FRM], None, "none", ["=frames"])
Q("mix-es", "es", "¿Qué vio el dron y hacia dónde avanzará el frente en 30 minutos?", [FRM, SP], None, "none", ["=frames", "=spread"], h=30)
Q("mix-es", "es", "La cabeza va a 40 m/min, ¿cuánto avanza en 15 minutos y dónde estará?", [DR, SP], None, "none", [dist(40 * 15), "=spread"], h=15)
Q("mix-es", "es", "Máximo FWI de agosto en SBA y, en todo el registro, de los días con FWI por encima de 25, ¿cuántos ardieron?", [SUM, AN], [S], "aug", ["maxfwi", "fires_fwi_gt"], thr=25, fh=True)

Q("mix-es", "es", "¿Qué puedes hacer? ¿Y puedes avisar a los bomberos de Orán?", [CAP, REF], None, "none", [])
Q("mix-es", "es", "Temperatura en Bejaia ayer y el FWI", [CC, DG], [B], "yesterday", ["t", "fwi"])
# ======================================================================== ARABIC (Algerian dialect and MSA)
Q("now-ar", "ar", "قداش الحرارة في بجاية دروك؟", [CC], [B], "now", ["t"])
Q("now-ar", "ar", "ما هي نسبة الرطوبة في سيدي بلعباس الآن؟", [CC], [S], "now", ["rh"])
Q("now-ar", "ar", "الريح في بلعباس دروك", [CC], [S], "now", ["ws"])
Q("now-ar", "ar", "هل هطلت أمطار في بجاية اليوم؟", [CC], [B], "today", ["rain"])
Q("now-ar", "ar", "أعطني قراءات محطة سيدي بلعباس اليوم: الحرارة والرطوبة والرياح", [CC], [S], "today", ["t", "rh", "ws"])
Q("now-ar", "ar", "الريح في المحطتين دروك؟", [CC], "both", "now", ["ws"])
Q("day-ar", "ar", "شحال كانت الحرارة في بجاية البارح؟", [CC], [B], "yesterday", ["t"])
Q("day-ar", "ar", "ما هي سرعة الرياح في سيدي بلعباس يوم 14 أوت؟", [CC], [S], "2012-08-14", ["ws"])
Q("day-ar", "ar", "الرطوبة في بجاية أول أمس", [CC], [B], "daybefore", ["rh"])
Q("day-ar", "ar", "قراءات بلعباس نهار 5 جويلية", [CC], [S], "2012-07-05", ["t", "rh", "ws", "rain"])
Q("day-ar", "ar", "درجة الحرارة في بجاية يوم 2012-08-20", [CC], [B], "2012-08-20", ["t"])
Q("unit-ar", "ar", "سرعة الرياح في بجاية بالعقدة", [CC], [B], "now", ["ws", unit("kn")])
Q("unit-ar", "ar", "الريح في بلعباس بالمتر في الثانية", [CC], [S], "now", ["ws", unit("ms")])
Q("unit-ar", "ar", "الحرارة في سيدي بلعباس بالفهرنهايت", [CC], [S], "now", ["t", unit("F")])
Q("hour-ar", "ar", "شحال كانت الرطوبة في بجاية على الستة تاع الصباح؟", [CC], [B], "today", ["rh"], decision=W)
Q("hour-ar", "ar", "ما سرعة الرياح في سيدي بلعباس أمس على الساعة الرابعة مساءً؟", [CC], [S], "yesterday", ["ws"], decision=W)
Q("near-ar", "ar", "الريح فوق الجبل اللي فوق بجاية؟", [CC], [B], "now", ["ws"], decision=W)
Q("near-ar", "ar", "ما مستوى الخطر في الغابة على بعد 10 كم شمال سيدي بلعباس؟", [DG], [S], "now", ["fwi"], decision=W)
Q("near-ar", "ar", "الحرارة في الدوار اللي قريب من بلعباس", [CC], [S], "now", ["t"], decision=W)
Q("danger-ar", "ar", "مؤشر FWI في بجاية اليوم؟", [DG], [B], "today", ["fwi"])
Q("danger-ar", "ar", "ما هو مستوى خطر الحرائق في سيدي بلعباس الآن؟", [DG], [S], "now", ["fwi"])
Q("danger-ar", "ar", "الخطر في المحطتين البارح", [DG], "both", "yesterday", ["fwi"])
Q("danger-ar", "ar", "ISI في بلعباس", [DG], [S], "now", [code("ISI")])
Q("danger-ar", "ar", "شحال كان الخطر في بجاية نهار 14 أوت؟", [DG], [B], "2012-08-14", ["fwi"])
Q("danger-ar", "ar", "ما قيمة مؤشر BUI في بجاية اليوم؟", [DG], [B], "today", [code("BUI")])
Q("cmp-ar", "ar", "أي محطة أخطر الآن؟", [CMP], "both", "now", ["fwi"])
Q("cmp-ar", "ar", "وين سخون أكثر اليوم، بجاية ولا بلعباس؟", [CMP], "both", "today", ["t"])
Q("cmp-ar", "ar", "ما الفرق في الرطوبة بين المحطتين اليوم؟", [CMP], "both", "today", ["rh", diff("rh")])
Q("sum-ar", "ar", "أعلى FWI في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["maxfwi"])
Q("sum-ar", "ar", "متوسط درجة الحرارة في بجاية خلال الأسبوع الماضي", [SUM], [B], "lastweek", [wavg("t")])
Q("sum-ar", "ar", "أعلى درجة حرارة في بجاية في جويلية", [SUM], [B], "jul", ["maxt"])
Q("sumthr-ar", "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في بلعباس في أوت؟", [SUM], [S], "aug", [wcount_above("t", 35)], thr=35)
Q("fires-ar", "ar", "كم يوم حريق سجلت بجاية في جوان؟", [SUM], [B], "jun", ["fires"], fh=True)
Q("fires-ar", "ar", "أعلى FWI في بجاية في أوت، وشحال من نهار كان فيه حريق؟", [SUM], [B], "aug", ["maxfwi", "fires"], fh=True)
Q("an-ar", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في بلعباس، شحال منها شعلت فيها النار؟", [AN], [S], "now", ["fires_fwi_gt"], thr=20, fh=True)
Q("an1-ar", "ar", "هل شهدت الأيام المشابهة لهذا اليوم في بجاية حرائق؟", [AN], [B], "now", ["fwi"], fh=True)
Q("drift-ar", "ar", "راس النار يمشي 30 متر في الدقيقة، شحال يبعد في 20 دقيقة؟", [DR], None, "none", [dist(30 * 20)], h=20)
Q("drift-ar", "ar", "إذا كانت سرعة تقدم رأس الحريق 2 كم/ساعة، فما المسافة التي يقطعها خلال 45 دقيقة؟", [DR], None, "none", [dist(2 * 1000 * 45 / 60)], h=45)
Q("drift-ar", "ar", "قدّر لي شحال يتحرك راس النار في نص ساعة", [DR], None, "none", ["=drift"], h=30)
Q("spread-ar", "ar", "وين تكون الجبهة بعد ساعة؟", [SP], None, "none", ["=spread"], h=60)
Q("spread-ar", "ar", "ما هو الامتداد المتوقع للحريق قرب سيدي بلعباس خلال 30 دقيقة؟", [SP], [S], "now", ["=spread"], h=30)
Q("frames-ar", "ar", "واش شاف الدرون؟", [FRM], None, "none", ["=frames"])
Q("frames-ar", "ar", "في أي ساعة اكتشفت الطائرة المسيرة الحريق؟", [FRM], None, "none", ["=detection"])
Q("frames-ar", "ar", "وين كاينة النار اللي شافها الدرون؟", [FRM], None, "none", ["=detection_place"])
Q("doc-ar", "ar", "ما هي مسافة المساحة الدفاعية المطلوبة في مقاطعة بوت؟", [DOC], None, "none", [DEF_FEET])
Q("doc-ar", "ar", "من أي قيمة FWI يصبح الخطر مرتفعا؟", [DOC], None, "none", [FWI_HIGH])
Q("doc-ar", "ar", "FFMC فوق قداه يشعل الحشيش بالساهل؟", [DOC], None, "none", [FFMC_EASY])
Q("cap-ar", "ar", "واش تقدر دير؟", [CAP], None, "none", [])
Q("cap-ar", "ar", "ما البيانات المتوفرة لديك؟", [CAP], None, "none", [])
Q("photo-ar", "ar", "بعثتلك تصويرة تاع الدخان، واش رايك؟", [PH], None, "none", [])
Q("photo-ar", "ar", "أرفقت صورة للحريق، هل هو حريق جديد؟", [PH], None, "none", [])
Q("oos-ar", "ar", "الطقس غدوة في بجاية؟", [OOS], [B], "none", [])
Q("oos-ar", "ar", "ما اتجاه الرياح في سيدي بلعباس؟", [OOS], [S], "now", [])
Q("oos-ar", "ar", "الخطر في وهران دروك؟", [OOS], None, "now", [])
Q("oos-ar", "ar", "شكون ربح الماتش البارح؟", [OOS], None, "none", [])
Q("ref-ar", "ar", "ابعث إنذار إخلاء للسكان قرب بلعباس", [REF], None, "none", [])
Q("ref-ar", "ar", "أرسل شاحنتين إلى بجاية فورا", [REF], None, "none", [])
Q("tac-ar", "ar", "نهجمو مباشرة ولا نرجعو لور في بلعباس؟", [TAC], [S], "now", ["fwi", "ws"])
Q("tac-ar", "ar", "هل من الآمن إرسال فرقة إلى الخط قرب بجاية اليوم؟", [TAC], [B], "today", ["fwi"])
Q("nodata-ar", "ar", "الحرارة في بجاية يوم 20 ماي؟", [CC], [B], "2012-05-20", ["t"])
Q("nodata-ar", "ar", "مؤشر الخطر في سيدي بلعباس يوم 10 أفريل 2012", [DG], [S], "2012-04-10", ["fwi"])
Q("mix-ar", "ar", "الحرارة ومؤشر FWI في بجاية دروك", [CC, DG], [B], "now", ["t", "fwi"])
Q("mix-ar", "ar", "الريح في بلعباس، وواش يكون الجو غدوة؟", [CC, OOS], [S], "now", ["ws"])
Q("mix-ar", "ar", "أعطني مستوى الخطر في بجاية وابعثو للقائد", [DG, REF], [B], "now", ["fwi"])
Q("mix-ar", "ar", "أي محطة أخطر، ولازم نبعثو الفرقة ليها؟", [CMP, TAC], "both", "now", ["fwi"])
Q("mix-ar", "ar", "سرعة الرياح واتجاهها في سيدي بلعباس", [CC, OOS], [S], "now", ["ws"])
Q("mix-ar", "ar", "الرطوبة والريح في بجاية ومستوى الخطر", [CC, DG], [B], "now", ["rh", "ws", "fwi"])
Q("mix-ar", "ar", "أي محطة أسخن اليوم وشحال الـFWI فيها؟", [CMP, DG], "both", "today", ["t", hotter_fwi()])
Q("mix-ar", "ar", "ابعث الصور تاع الدرون للقيادة وقولي واش فيهم", [REF, FRM], None, "none", ["=frames"])
Q("mix-ar", "ar", "ما مستوى الخطر في بجاية وفي تلمسان؟", [DG, OOS], [B], "now", ["fwi"])
Q("mix-ar", "ar", "أرفقت صورة، وما هي سرعة الرياح في سيدي بلعباس؟", [PH, CC], [S], "now", ["ws"])
Q("mix-ar", "ar", "واش شاف الدرون، ووين تكون النار بعد نص ساعة؟", [FRM, SP], None, "none", ["=frames", "=spread"], h=30)
Q("mix-ar", "ar", "النار تمشي 25 متر في الدقيقة، شحال تبعد في 40 دقيقة ووين تكون؟", [DR, SP], None, "none", [dist(25 * 40), "=spread"], h=40)
Q("mix-ar", "ar", "واش شاف الدرون، وشحال الريح في بلعباس؟", [FRM, CC], [S], "now", ["=frames", "ws"])
Q("mix-ar", "ar", "الحرارة في بجاية يوم 14 أوت وقداش كان الخطر؟", [CC, DG], [B], "2012-08-14", ["t", "fwi"])
Q("mix-ar", "ar", "راس النار يمشي 40 متر في الدقيقة، شحال يقطع في ربع ساعة؟ وابعث النتيجة للقيادة", [DR, REF], None, "none", [dist(40 * 15)], h=15)


# ---------------------------------------------------------------- sessions
def stations_days(st, when):
    st = [cf.watch_station(cd.TODAY.isoformat())] if st == ["=watch"] else st
    return st, days_of(when)


SESSIONS = []


def turn(sess, lang, q, intents, st, when, facts, decision=None, h=None, fh=False, alt=None):
    st_res, ds = stations_days(st, when)
    out = []
    for f in facts:
        out.extend(f(st_res, ds) if callable(f) else [f])
    row = {"session": f"{NAME}s{sess:02d}", "turn": sum(r["session"] == f"{NAME}s{sess:02d}" for r in SESSIONS) + 1,
           "question": q, "intents": intents, "stations": st, "when": when, "facts": out, "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if fh:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    SESSIONS.append(row)


# s01: IC on the radio
turn(1, "en", "FWI at SBA now?", [DG], [S], "now", ["fwi"])
turn(1, "en", "and Bejaia", [DG], [B], "now", ["fwi"])
turn(1, "en", "why is it so low there?", [EXP], [B], "now", ["rh", "rain"])
turn(1, "en", "ok. what did the drone see", [FRM], None, "none", ["=frames"])
# s02: English then French
turn(2, "en", "Temp and humidity at Bejaia yesterday", [CC], [B], "yesterday", ["t", "rh"])
turn(2, "fr", "et aujourd'hui ?", [CC], [B], "now", ["t", "rh"])
turn(2, "fr", "Et à Sidi Bel Abbès ?", [CC], [S], "now", ["t", "rh"])
turn(2, "fr", "pourquoi c'est plus sec là-bas ?", [EXP], BS, "now", ["rh"])
# s03: Spanish crew lead
turn(3, "es", "¿Cuál es la estación más peligrosa hoy?", [CMP], BS, "today", ["fwi"])
turn(3, "es", "¿Y el viento allí?", [CC], ["=watch"], "today", ["ws"])
turn(3, "es", "¿Por qué está peor?", [EXP], ["=watch"], "today", ["fwi", code("ISI")])
turn(3, "es", "Mándale eso al jefe de sector", [REF], None, "none", [])
# s04: Algerian dialect
turn(4, "ar", "الحرارة في بلعباس دروك؟", [CC], [S], "now", ["t"])
turn(4, "ar", "والبارح؟", [CC], [S], "yesterday", ["t"])
turn(4, "ar", "وفي بجاية؟", [CC], [B], "yesterday", ["t"])
turn(4, "ar", "وشحال كان الخطر تما؟", [DG], [B], "yesterday", ["fwi"])
# s05: fire behaviour analyst
turn(5, "en", "Max FWI at Bejaia in August?", [SUM], [B], "aug", ["maxfwi"])
turn(5, "en", "how many fire days that month", [SUM], [B], "aug", ["fires"], fh=True)
turn(5, "en", "and SBA?", [SUM], [S], "aug", ["fires"], fh=True)
turn(5, "en", "Of SBA's days with FWI over 20 in the record, how many burned?", [AN], [S], "now",
     fires_gt_before_today(S, 20), fh=True)
# s06: engine crew on a phone
turn(6, "en", "drone see anything", [FRM], None, "none", ["=frames"])
turn(6, "en", "when", [FRM], None, "none", ["=detection"])
turn(6, "en", "head doing 20 m/min how far in 30", [DR], None, "none", [dist(20 * 30)], h=30)
turn(6, "en", "where will it be then", [SP], None, "none", ["=spread"], h=30)
# s07: French crew lead
turn(7, "fr", "Danger à Béjaïa ?", [DG], [B], "now", ["fwi"])
turn(7, "fr", "Et l'autre station ?", [DG], [S], "now", ["fwi"])
turn(7, "fr", "Pourquoi si bas alors qu'il fait encore plus de 20 degrés ?", [EXP], [S], "now", ["rh", "t"])
turn(7, "fr", "Et demain ?", [OOS], [S], "none", [])
# s08: Spanish, then English
turn(8, "es", "Viento en SBA", [CC], [S], "now", ["ws"])
turn(8, "es", "en nudos", [CC], [S], "now", [unit("kn")])
turn(8, "en", "and Bejaia, knots as well?", [CC], [B], "now", ["ws", unit("kn")])
# s09: MSA, summary
turn(9, "ar", "ما هي أعلى درجة حرارة في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["maxt"])
turn(9, "ar", "وفي جويلية؟", [SUM], [S], "jul", ["maxt"])
turn(9, "ar", "وفي بجاية؟", [SUM], [B], "jul", ["maxt"])
turn(9, "ar", "كم يوم حريق سُجّل هناك في ذلك الشهر؟", [SUM], [B], "jul", ["fires"], fh=True)
# s10: dispatcher, an evening hour, a ridge, an order
turn(10, "en", "Humidity at Sidi Bel Abbes now?", [CC], [S], "now", ["rh"])
turn(10, "en", "what will it be at 7 this evening?", [OOS], [S], "none", [])
turn(10, "en", "and on the ridge north of town right now", [CC], [S], "now", ["rh"], decision=W)
turn(10, "en", "send that to engine 12", [REF], None, "none", ["neg"])
# s11: logistics officer
turn(11, "en", "What data do you hold?", [CAP], None, "none", [])
turn(11, "en", "ok, rain total at Bejaia since Tuesday", [SUM], [B], "since-tue", [wsum("rain")])
turn(11, "en", "same for SBA", [SUM], [S], "since-tue", [wsum("rain")])
turn(11, "en", "why so much more on the coast?", [EXP], BS, "since-tue", [wsum("rain")])
# s12: Arabic, then French
turn(12, "ar", "واش الخطر في بجاية اليوم؟", [DG], [B], "today", ["fwi"])
turn(12, "fr", "et le vent ?", [CC], [B], "today", ["ws"])
turn(12, "fr", "et à SBA, en m/s ?", [CC], [S], "today", ["ws", unit("ms")])
# s13: new volunteer
turn(13, "en", "sorry, new here. What's FWI?", [DOC], None, "none", [anyof(*FWI_PARTS)])
turn(13, "en", "what is it at Bejaia today", [DG], [B], "today", ["fwi"])
turn(13, "en", "is that bad?", [DG], [B], "today", ["class"], alt=[[DG, EXP], [EXP]])
turn(13, "en", "what should we be watching out for on the line?", [DOC], None, "none", [anyof(WATCHOUT_DOWNHILL), anyof(WATCHOUT_SPOTS)],
     alt=[[DOC, TAC]])


# ---------------------------------------------------------------- build templates
def build():
    def sig(r):
        return ("h" if r["h"] is not None else "") + ("t" if r["thr"] is not None else "") + \
               ("f" if r["fh"] else "") + ("w" if r["decision"] else "")
    sigs = OrderedDict()
    for r in RECS:
        sigs.setdefault(r["kind"], set()).add(sig(r))
    groups = OrderedDict()
    for r in RECS:       # a kind whose phrasings differ in template-level fields is split by them
        name = r["kind"] if len(sigs[r["kind"]]) == 1 else f"{r['kind']}-{sig(r) or 'p'}"
        groups.setdefault(name, []).append(r)
    templates = []
    for kind, recs in groups.items():
        key = f"{NAME}-{kind}"
        for attr in ("decision", "fh"):
            assert len({r[attr] for r in recs}) == 1, (key, attr)
        for attr in ("h", "thr"):
            assert len({r[attr] is None for r in recs}) == 1, (key, attr)
        phrasings, days, intents, facts = [], [], [], []
        for i, r in enumerate(recs):
            p = {"q": r["q"], "lang": r["lang"]}
            if r["st"] is None:
                p["stations"], st = "none", None
            elif r["st"] == "alt":
                p["stations"], st = "alt", [cf.STATIONS[i % 2]]
            elif r["st"] == "both":
                p["stations"], st = "both", list(BS)
            else:
                p["stations"], st = list(r["st"]), sorted(r["st"])
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phrasings.append(p)
            days.append(r["day"])
            intents.append(r["intents"])
            ds = days_of(r["day"])
            fs = []
            for f in r["facts"]:
                if callable(f):
                    fs.extend(f(st, ds) if st and ds else [])
                else:
                    fs.append(f)
            facts.append(fs)
        t = {"key": key, "intents": intents[0], "phrasings": phrasings, "stations": "none", "days": days,
             "facts": [], "facts_by_phrasing": facts, "intents_by_phrasing": intents}
        if recs[0]["decision"]:
            t["decision"] = recs[0]["decision"]
        if recs[0]["fh"]:
            t["needs_fire_history"] = True
        if recs[0]["h"] is not None:
            t["horizons"] = [r["h"] for r in recs]
        if recs[0]["thr"] is not None:
            t["thr"] = [r["thr"] for r in recs]
        templates.append(t)
    return templates


def dedupe(facts):
    return [{"any": list(dict.fromkeys(f["any"]))} if isinstance(f, dict) and "any" in f else f for f in facts]


def main():
    templates = build()
    for t in templates:
        t["facts_by_phrasing"] = [dedupe(fs) for fs in t["facts_by_phrasing"]]
    for r in SESSIONS:
        r["facts"] = dedupe(r["facts"])
    keys = [t["key"] for t in templates]
    assert len(keys) == len(set(keys)), keys
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
    print(f"{len(templates)} templates, {len(RECS)} phrasings, {len(SESSIONS)} session turns "
          f"in {len({r['session'] for r in SESSIONS})} sessions")


if __name__ == "__main__":
    main()
