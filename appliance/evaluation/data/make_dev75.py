#!/usr/bin/env python3
"""Batch d75 (dev): blind fire-crew questions for the offline wildfire appliance.

Writes crew_templates_dev75.jsonl and crew_sessions_dev75.jsonl next to this script.
Every number in a gold fact is computed here: from the CSV through crew_facts (table(), fire_record(),
day_fact, window tokens), from unit conversions of the real reading, from the crew's own numbers
(rate x minutes), or parsed out of the shipped documents with a regex. No gold number is typed by hand.

Run:  python -m appliance.evaluation.data.make_dev75
"""
import json
import re
import statistics
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d75"
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TODAY = crew_days.TODAY.isoformat()
T = crew_facts.table()
R = crew_facts.fire_record()
DOCS = EDGE_DATA_DIR / "documents"


# ----------------------------------------------------------------------------- helpers: numbers from data
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def row(dev, day):
    return T[(dev, day)]


def rows(dev, key, strict=True):
    """Rows of a window; refuse (strict) a window where the box's table lacks a day the fire record has
    (the one broken row, SBA 14 July): a literal computed there could disagree with what the box holds."""
    ds = days_of(key)
    if strict:
        missing = [d for d in ds if (dev, d) in R and (dev, d) not in T]
        if missing:
            raise ValueError(f"window {key} at {dev} misses {missing}: pick another window")
    return [T[(dev, d)] for d in ds if (dev, d) in T]


def lastweek_safe(dev, fn):
    """A 'past week' figure must not change if the box also takes the slack day before the window."""
    ds = days_of("lastweek")
    first = crew_days.date.fromisoformat(ds[0]) - crew_days.timedelta(days=1)
    with_slack = [T[(dev, first.isoformat())]] + [T[(dev, d)] for d in ds]
    plain = [T[(dev, d)] for d in ds]
    if fn(plain) != fn(with_slack):
        raise ValueError(f"past-week figure at {dev} depends on the slack day")
    return fn(plain)


def num(x):
    return crew_facts._num(x)


def code(dev, day, c):
    return num(row(dev, day).codes[c])


def dfact(tok, dev, day):
    return crew_facts.day_fact(tok, dev, day)


def dec_forms(v, places=(1, 2)):
    out = []
    if abs(v - round(v)) < 1e-9:
        out.append(str(int(round(v))))
    for p in places:
        s = f"{v:.{p}f}"
        out += [s, s.replace(".", ",")]
    return list(OrderedDict.fromkeys(out))


def any_of(forms):
    return {"any": list(OrderedDict.fromkeys(forms))}


def unit_forms(v, units):
    """A converted reading: one and two decimals (French comma too); a whole number only with its unit."""
    if abs(v - round(v)) < 1e-9:
        n = int(round(v))
        return any_of([f"{n} {u}" for u in units] + [f"{n}{u}" for u in units] + [f"{n}.0", f"{n},0"])
    return any_of(dec_forms(v))


def mph(dev, day):
    return unit_forms(row(dev, day).wind_kmh / 1.609344, ["mph", "miles"])


def knots(dev, day):
    return unit_forms(row(dev, day).wind_kmh / 1.852, ["kn", "kt", "knots", "nœuds", "noeuds", "nudos", "عقدة"])


def mps(dev, day):
    return unit_forms(row(dev, day).wind_kmh / 3.6, ["m/s", "م/ث"])


def fahr(dev, day):
    return any_of(dec_forms(row(dev, day).temperature_c * 9 / 5 + 32, (1,)))


def diff(tok, day):
    a, b = (crew_facts.day_fact(tok, dev, day) for dev in BOTH)
    return num(round(abs(a - b), 1))


def count(dev, key, pred):
    return sum(1 for r in rows(dev, key) if pred(r))


def mean_any(values):
    return any_of(dec_forms(statistics.mean(values)))


def fires_in(dev, key):
    return sum(R[(dev, d)][1] for d in days_of(key) if (dev, d) in R)


def fires_all(dev):
    return sum(fire for (d, _), (_, fire) in R.items() if d == dev)


def fwi_gt_in(dev, key, thr):
    """[days with FWI above thr, how many of them burned] over a window, from the box's fire record."""
    hot = [R[(dev, d)][1] for d in days_of(key) if (dev, d) in R and R[(dev, d)][0] > thr]
    return [len(hot), sum(hot)]


def fwi_gt_all(dev, thr):
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def fmt(x):
    x = round(x, 2)
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def dist(metres):
    """Gold distance forms for a crew-given rate x time: metres and km, French comma, Arabic units."""
    m = round(metres, 1)
    km = metres / 1000
    ms, kms = fmt(m), fmt(km)
    forms = [f"{ms} m", f"{ms}m", f"{kms} km", f"{kms}km", f"{kms.replace('.', ',')} km", f"{ms} م",
             f"{kms} كم", f"{kms.replace('.', ',')} كم"]
    if m >= 1000 and float(m).is_integer():
        forms += [f"{int(m):,} m", f"{int(m):,} m".replace(",", " ")]
    return any_of(forms)


def dist_ft(feet):
    metres = feet * 0.3048
    f = fmt(feet)
    return any_of([f"{f} ft", f"{f} feet", f"{int(feet):,} ft", f"{fmt(round(metres))} m", f"{fmt(round(metres, 1))} m",
                   f"{fmt(round(metres / 1000, 2))} km"])


# ----------------------------------------------------------------------------- helpers: the documents
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


DEF = doc("butte-county-defensible-space.md")
LCES = doc("crew-safety-lces.md")
FWIG = doc("fire-weather-index-guide.md")


def grab(text, pattern, group=1, conv=float):
    m = re.search(pattern, re.sub(r"\s+", " ", text))     # the documents wrap lines mid-sentence
    if not m:
        raise ValueError(f"pattern not in document: {pattern}")
    return num(conv(m.group(group))) if conv else m.group(group)


FEET_DEF = grab(DEF, r"requires (\d+) feet of defensible space")
ZONE0 = grab(DEF, r"Zone 0 is the first (\d+) feet")
ZONE1 = (grab(DEF, r"Zone 1 runs from (\d+) to (\d+) feet", 1), grab(DEF, r"Zone 1 runs from (\d+) to (\d+) feet", 2))
ZONE2 = (grab(DEF, r"Zone 2 runs from (\d+) to (\d+) feet", 1), grab(DEF, r"Zone 2 runs from (\d+) to (\d+) feet", 2))
GRASS_IN = grab(DEF, r"maximum height of (\d+) inches")
BRANCH_FT = grab(DEF, r"keep tree branches (\d+) feet from chimneys")
LEAVES_IN = grab(DEF, r"deeper than (\d+) inches")
L_WORDS = [grab(LCES, r"(Lookouts),\s+(Communications),\s+(Escape routes) and (Safety zones)", g, None) for g in (1, 2, 3, 4)]
FFMC_EASY = grab(FWIG, r"above about (\d+)\s+fine fuels ignite")
CL_HIGH = grab(FWIG, r"from ([\d.]+) high")
CL_VHIGH = grab(FWIG, r"from ([\d.]+)\s+very high")
CL_EXT = grab(FWIG, r"from ([\d.]+) extreme")
CL_VLOW = grab(FWIG, r"below ([\d.]+) very low")
CL_MOD = grab(FWIG, r"from ([\d.]+) moderate")
BUI_PARTS = [grab(FWIG, r"The Buildup Index \(BUI\) combines (\w+) and (\w+)", g, None) for g in (1, 2)]
FWI_PARTS = [grab(FWIG, r"The Fire Weather Index \(FWI\) combines (\w+) and (\w+)", g, None) for g in (1, 2)]
ISI_WITH = grab(FWIG, r"The Initial Spread Index \(ISI\) combines (\w+) with (\w+)", 2, None)
VW_YEAR = grab(FWIG, r"Van Wagner (\d{4})")
DOWNHILL = grab(LCES, r"builds line (downhill)", 1, None)
SPOTS = grab(LCES, r"when (spot fires) appear", 1, None)
SLOWEST = grab(LCES, r"at the (slowest) member", 1, None)


def lit(v):
    """A number parsed from a document, with its French-comma twin when it has decimals."""
    return any_of(dec_forms(v, (1,))) if not float(v).is_integer() else v


DEF_ANY = any_of([f"{FEET_DEF} feet", f"{FEET_DEF} ft", f"{FEET_DEF}-foot", f"{FEET_DEF} foot", f"{FEET_DEF} pieds",
                  f"{FEET_DEF} pies", f"{FEET_DEF} قدم", f"{fmt(round(FEET_DEF * 0.3048))} m",
                  f"{fmt(round(FEET_DEF * 0.3048, 1))} m", f"{fmt(round(FEET_DEF * 0.3048, 1)).replace('.', ',')} m"])
LCES_FACTS = [any_of([w.split()[0], w.split()[0].rstrip("s")]) for w in L_WORDS]

# ----------------------------------------------------------------------------- the questions
QS = []


def q(kind, lang, text, intents, st=None, day="now", facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    QS.append(dict(kind=kind, lang=lang, text=text, intents=list(intents), st=st, day=day, facts=list(facts), dec=dec,
                   h=h, thr=thr, fh=fh, alt=alt))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
W = "warn"
Y, DB = crew_days.resolve("yesterday", "en", 0)["days"][0], crew_days.resolve("daybefore", "en", 0)["days"][0]

# ============================== ENGLISH ==============================
# --- current conditions
q("mix", "en", "temp + RH at SBA rn? and whats the fwi", [CC, DG], [S], "now", ["t", "rh", "fwi"])
q("cur", "en", "Hey, new on the crew here, sorry if this is a dumb one. When the guys say 'check the station at Bejaia', "
  "what would it actually be showing me at the moment, like the temperature and the humidity and whatever wind it's logging?",
  [CC], [B], "now", ["t", "rh", "ws"])
q("cur", "en", "wind at sidi bel abbes in mph please, the div sup only thinks in mph", [CC], [S], "now", ["ws", mph(S, TODAY)])
q("mix", "en", "Engine 4 to the box: how many knots is the Bejaia station reading today, and which way is it blowing from?", [CC, OOS],
  [B], "today", ["ws", knots(B, TODAY)])
q("cur", "en", "Sidi Bel Abbès wind yesterday in metres per second? the helitack folks want m/s", [CC], [S], "yesterday",
  ["ws", mps(S, Y)])
q("cur", "en", "what's the temp at Bejaya in fahrenheit, our US liaison keeps asking", [CC], [B], "now", ["t", fahr(B, TODAY)])
q("mix", "en", "did it actually rain at SBA yesterday and how much, and did that knock the FWI down any", [CC, DG], [S],
  "yesterday", ["rain", "fwi"])
q("cur", "en", "Bejaia noon obs for 14-Aug: temp / rh / wind / rain", [CC], [B], "2012-08-14", ["t", "rh", "ws", "rain"])
q("cur", "en", "humidity sidi-bel-abbes 3/8 ?", [CC], [S], "2012-08-03", ["rh"])
q("cur", "en", "Logistics here. I'm back-filling the daily sheet for the day before yesterday and I need the Béjaïa "
  "temperature and wind as the station logged them, nothing fancy.", [CC], [B], "daybefore", ["t", "ws"])
q("cur", "en", "What was the temperature at SBA at 6 this morning?", [CC], [S], "today", ["t"], dec=W)
q("cur", "en", "humidity at bejaia around 9pm last night??", [CC], [B], "yesterday", ["rh"], dec=W)
q("cur", "en", "We're staged up on the ridge above Bejaia. What's the wind doing up here?", [CC], [B], "now", ["ws"], dec=W)
q("cur", "en", "conditions 10 km south of sidi bel abbes right now, temp and rh", [CC], [S], "now", ["t", "rh"], dec=W)
q("cur", "en", "What was the temperature in Bejaia on 20 May 2012?", [CC], [B], "2012-05-20")
q("cur", "en", "Need RH and wind for Sidi Bel Abbes on 2011-07-04 for an old after-action report", [CC], [S], "2011-07-04")
q("mix", "en", "is it raining at bejaia today or nah, and is it gonna keep up tonight", [CC, OOS], [B], "today", ["rain"])
q("mix", "en", "June 21st, Sidi Bel Abbes, how hot was it at the noon reading, and what was the FWI", [CC, DG], [S],
  "2012-06-21", ["t", "fwi"])
q("cur", "en", "Morning. Could I trouble you for the relative humidity in Béjaïa on the 2nd of September? Writing up a training "
  "scenario and I'd rather use real numbers than make them up.", [CC], [B], "2012-09-02", ["rh"])
q("cur", "en", "SBA wx pls", [CC], [S], "now", ["t", "rh", "ws", "rain"])
q("cur", "en", "What did the Bejaia sensor put the wind at on Sept 28, and was there any rain that day?", [CC], [B],
  "2012-09-28", ["ws", "rain"])
q("cur", "en", "temp at sba at midnight on the 27th?", [CC], [S], "2012-09-27", ["t"], dec=W)
q("cur", "en", "how humid is it in the olive groves a few km outside sidi bel abbes", [CC], [S], "now", ["rh"], dec=W)
q("mix", "en", "we were told the humidity at Sidi-Bel-Abbès on 12 July was super low. What did the station actually record, "
  "and what danger class did that work out to?", [CC, DG], [S], "2012-07-12", ["rh", "fwi", "class"])
q("cur", "en", "Quick one from dispatch: current temperature at both stations?", [CC], BOTH, "now", ["t"], alt=[[CMP]])

# --- danger
q("dgr", "en", "FWI SBA now", [DG], [S], "now", ["fwi"])
q("dgr", "en", "What danger class is Bejaia sitting in today?", [DG], [B], "today", ["class", "fwi"])
q("dgr", "en", "ISI at sidi bel abbes today?", [DG], [S], "today", [code(S, TODAY, "ISI")])
q("mix", "en", "Give me the buildup index for Béjaïa off the latest reading, and remind me what BUI is built from",
  [DG, DOC], [B], "now", [code(B, TODAY, "BUI")] + [any_of([p]) for p in BUI_PARTS])
q("dgr", "en", "FFMC at SBA yesterday? trying to figure if the fine fuels were primed", [DG], [S], "yesterday",
  [code(S, Y, "FFMC")])
q("dgr", "en", "I'm a volunteer, first season, so bear with me. Someone on the radio said the danger at Sidi Bel Abbes was "
  "'very low' today but it still feels pretty warm out. What does the box actually have for fire danger over there, "
  "and what's the FWI number behind it?", [DG], [S], "today", ["fwi", "class"])
q("dgr", "en", "DMC and DC at bejaia, 21 Sept", [DG], [B], "2012-09-21", [code(B, "2012-09-21", "DMC"), code(B, "2012-09-21", "DC")])
q("dgr", "en", "how bad was the fire danger at SBA on 2012-08-14", [DG], [S], "2012-08-14", ["fwi", "class"])
q("dgr", "en", "FBAN request: the whole FWI system for Sidi Bel Abbes on 29 Sep. FFMC, DMC, DC, ISI, BUI and FWI.", [DG], [S],
  "yesterday", [code(S, Y, c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
q("dgr", "en", "fire danger in the valley just east of Bejaia town?", [DG], [B], "now", ["fwi"], dec=W)
q("dgr", "en", "danger lvl bejia", [DG], [B], "now", ["class", "fwi"])
q("dgr", "en", "FWI at SBA on 1 June 2011?", [DG], [S], "2011-06-01")
q("dgr", "en", "What's the fire weather index at Sidi Belabbes, and what class does that land it in?", [DG], [S], "now",
  ["fwi", "class"])
q("dgr", "en", "Was Bejaia's danger up in the high range on Aug 25 or am I misremembering", [DG], [B], "2012-08-25",
  ["class", "fwi"])
q("dgr", "en", "what was the FWI at SBA at 4 pm yesterday", [DG], [S], "yesterday", ["fwi"], dec=W)
q("dgr", "en", "Initial spread index, Béjaïa, the day before yesterday. Go.", [DG], [B], "daybefore", [code(B, DB, "ISI")])
q("dgr", "en", "danger rating on the plateau 15 km north of SBA", [DG], [S], "now", ["fwi", "class"], dec=W)
q("mix", "en", "Can you pull the drought code for Sidi Bel Abbes on the 8th of August? Working on a deep-burn briefing. "
  "Also how many fire days did SBA rack up that month?", [DG, SUM], [S], "aug",
  [code(S, "2012-08-08", "DC"), fires_in(S, "aug")], fh=True)
q("dgr", "en", "whats the danger at bejaia on 31/08/2012", [DG], [B], "2012-08-31", ["fwi", "class"])
q("dgr", "en", "fwi at sba back on 30 april 2012?", [DG], [S], "2012-04-30")

# --- compare stations
q("cmp", "en", "Which station is worse right now, Bejaia or SBA?", [CMP], BOTH, "now", ["fwi"])
q("cmp", "en", "Planning question: on 14 August, which of our two stations was hotter, and by how many degrees?", [CMP], BOTH,
  "2012-08-14", ["t", diff("t", "2012-08-14")])
q("cmp", "en", "side by side pls, RH and wind, Bejaia vs Sidi Bel Abbes, today", [CMP], BOTH, "today", ["rh", "ws"])
q("cmp", "en", "which one had more fire days in August, bejaia or sba", [CMP], BOTH, "aug", ["fires"], fh=True)
q("cmp", "en", "Compare the hottest reading in July at the two stations.", [CMP], BOTH, "jul", ["maxt"])
q("mix", "en", "who was drier yesterday, SBA or bejaia? and forward that to the IC", [CMP, REF], BOTH, "yesterday",
  ["rh", "neg"])
q("cmp", "en", "Is SBA windier than Bejaia today? by how many km/h", [CMP], BOTH, "today", ["ws", diff("ws", TODAY)])
q("cmp", "en", "For the weekly brief I need the peak FWI over the last three days at each station and which one came out on top.",
  [CMP], BOTH, "last3d", ["maxfwi"])
q("mix", "en", "how do the two stations stack up on fire danger for 2012-09-21? and what was the temp at SBA that day",
  [CMP, CC], BOTH, "2012-09-21", [dfact("fwi", B, "2012-09-21"), dfact("fwi", S, "2012-09-21"), dfact("t", S, "2012-09-21")])
q("cmp", "en", "Béjaïa versus Sidi-Bel-Abbès across August: which reached the higher FWI?", [CMP], BOTH, "aug", ["maxfwi"])
q("cmp", "en", "compare ISI both stns today", [CMP], BOTH, "today", [code(B, TODAY, "ISI"), code(S, TODAY, "ISI")])
q("cmp", "en", "Since Tuesday, which station has been the higher-risk one going by max FWI?", [CMP], BOTH, "since-tue", ["maxfwi"])
q("cmp", "en", "I'm doing the staffing plan for next season and trying to understand the two stations. Looking at June, "
  "which of them got hotter at its peak, Béjaïa or Sidi Bel Abbès?", [CMP], BOTH, "jun", ["maxt"])
q("cmp", "en", "between bejaia and sba on the 2nd of july who had the worse danger", [CMP], BOTH, "2012-07-02", ["fwi"])
q("cmp", "en", "Fire days Sept, SBA vs Bejaia, which one's busier", [CMP], BOTH, "sep", ["fires"], fh=True)
q("cmp", "en", "On 5 August which station had the lower humidity, and how big was the gap?", [CMP], BOTH, "2012-08-05",
  ["rh", diff("rh", "2012-08-05")])

# --- summary
q("mix", "en", "highest FWI at SBA in August? and what's it sitting at right now", [SUM, DG], [S], "all",
  [num(max(r.codes["FWI"] for r in rows(S, "aug"))), dfact("fwi", S, TODAY)])
q("sum", "en", "how many fire days did bejaia log in july", [SUM], [B], "jul", ["fires"], fh=True)
q("sum", "en", "How many days above 35 degrees at Sidi Bel Abbes in August?", [SUM], [S], "aug",
  [count(S, "aug", lambda r: r.temperature_c > 35)])
q("sum", "en", "number of days with FWI over 20 at SBA in aug", [SUM], [S], "aug", [count(S, "aug", lambda r: r.codes["FWI"] > 20)])
q("sum", "en", "Average noon temperature at Bejaia since Tuesday?", [SUM], [B], "since-tue",
  [mean_any([r.temperature_c for r in rows(B, "since-tue")])])
q("sum", "en", "Trend check: has the FWI at SBA been climbing or dropping since Tuesday?", [SUM], [S], "since-tue",
  [code(S, days_of("since-tue")[0], "FWI"), code(S, days_of("since-tue")[-1], "FWI")])
q("sum", "en", "Hottest it got at Bejaia in June?", [SUM], [B], "jun", ["maxt"])
q("sum", "en", "lowest humidity SBA recorded in august", [SUM], [S], "aug", [num(min(r.rh_pct for r in rows(S, "aug")))])
q("sum", "en", "In the last three days how many days had rain at Bejaia?", [SUM], [B], "last3d",
  [count(B, "last3d", lambda r: r.rain_mm > 0)])
q("sum", "en", "max temp at Sidi-Bel-Abbès between 1 and 10 September", [SUM], [S], "sep1-10", ["maxt"])
q("sum", "en", "How many days in September did Bejaia reach moderate danger or worse?", [SUM], [B], "sep",
  [count(B, "sep", lambda r: crew_facts.danger_class(r.codes["FWI"]) not in ("very low", "low"))])
q("sum", "en", "Planner here. Comparing July and August at SBA: which month peaked higher on FWI, and what were the two peaks?",
  [SUM], [S], "all", [num(max(r.codes["FWI"] for r in rows(S, "aug"))),
                      num(max(R[(S, d)][0] for d in days_of("jul") if (S, d) in R))])
q("sum", "en", "was august hotter than june at bejaia? give me each month's max", [SUM], [B], "all",
  [num(max(r.temperature_c for r in rows(B, "jun"))), num(max(r.temperature_c for r in rows(B, "aug")))])
q("sum", "en", "How many days did SBA get any rain at all in June?", [SUM], [S], "jun", [count(S, "jun", lambda r: r.rain_mm > 0)])
q("sum", "en", "avg FWI bejaia aug", [SUM], [B], "aug", [mean_any([r.codes["FWI"] for r in rows(B, "aug")])])
q("sum", "en", "Total fire days over the whole season at Béjaïa, June through September?", [SUM], [B], "all", [fires_all(B)],
  fh=True)
q("sum", "en", "I've been asked to put together a short summary for the district: what was the single highest temperature "
  "Sidi Bel Abbès recorded in September, and how many fire days did it have that month?", [SUM], [S], "sep",
  ["maxt", "fires"], fh=True)
q("mix", "en", "over the past week at bejaia whats the top FWI, and whats the outlook for the week ahead", [SUM, OOS], [B],
  "lastweek", [lastweek_safe(B, lambda rs: num(max(r.codes["FWI"] for r in rs)))])
q("mix", "en", "how many 30+ degree days did Bejaia get between 1 and 10 Sept, and how many of those hot days were fire days",
  [SUM, AN], [B], "sep1-10", [count(B, "sep1-10", lambda r: r.temperature_c >= 30),
                              sum(R[(B, r.date)][1] for r in rows(B, "sep1-10") if r.temperature_c >= 30)], fh=True)
q("sum", "en", "Rain total at SBA since Tuesday, in mm", [SUM], [S], "since-tue",
  [any_of(dec_forms(sum(r.rain_mm for r in rows(S, "since-tue")), (1,)))])

# --- analogs
q("ana", "en", "Of the days SBA logged an FWI above 20, how many actually turned into a fire?", [AN], [S], "now",
  ["fires_fwi_gt"], thr=20, fh=True)
q("mix", "en", "did days like today at bejaia ever burn? and what's today's FWI there anyway", [AN, DG], [B], "now", ["fwi"],
  fh=True)
q("ana", "en", "Looking back through the record: when the FWI at Bejaia got above 10, how often was there a fire?", [AN], [B],
  "now", ["fires_fwi_gt"], thr=10, fh=True)
q("ana", "en", "FBAN: historical hit rate for FWI > 30 at both stations, days and fire days please", [AN], BOTH, "now",
  ["fires_fwi_gt"], thr=30, fh=True)
q("ana", "en", "In August at SBA, of the days with FWI over 15, how many burned?", [AN], [S], "aug",
  fwi_gt_in(S, "aug", 15), fh=True)
q("ana", "en", "Today's numbers at Sidi Bel Abbes, have we seen days like this that turned into fires?", [AN], [S], "now",
  ["fwi"], fh=True)

# --- drift
q("drf", "en", "Head's running about 25 m a minute. How far does it go in 20 min?", [DR], None, "none", ["=drift", dist(25 * 20)], h=20)
q("drf", "en", "if the fire moves 1.2 km/h how far does it get in 40 minutes", [DR], None, "none",
  ["=drift", dist(1.2 * 1000 * 40 / 60)], h=40)
q("drf", "en", "ROS is 40 m/min and the dozer needs 15 min to walk in. How much ground does the head cover by then?", [DR], None,
  "none", ["=drift", dist(40 * 15)], h=15)
q("drf", "en", "Using your own spread estimate, how far will the head move in the next half hour by SBA?", [DR], [S], "now",
  ["=drift"], h=30)
q("drf", "en", "we clocked the flank at 8 m per min, 45 mins till relief gets here, how far will it have crept", [DR], None,
  "none", ["=drift", dist(8 * 45)], h=45)
q("drf", "en", "50 ft/min rate of spread, 30 minutes out. distance?", [DR], None, "none", ["=drift", dist_ft(50 * 30)], h=30)
q("mix", "en", "3 km/h head fire and a 20 min ETA, how far has it gone when we arrive? and what's the wind at SBA doing",
  [DR, CC], [S], "now", [dist(3 * 1000 * 20 / 60), "ws"], h=20)
q("drf", "en", "How far does the fire head drift in the time it takes you to answer me?", [DR], None, "none", ["=drift"])

# --- spread
q("spr", "en", "Where will the front be in 30 minutes if it starts by SBA?", [SP], [S], "now", ["=spread"], h=30)
q("mix", "en", "project the head for the next hour at Bejaia and give me the wind speed there", [SP, CC], [B], "now",
  ["=spread", "ws"], h=60)
q("spr", "en", "Which way's it gonna run and how far in 45 min?", [SP], None, "now", ["=spread"], h=45)
q("spr", "en", "Fire just NE of Sidi Bel Abbes. Where's the head gonna be in an hour and a half?", [SP], [S], "now", ["=spread"], h=90)
q("spr", "en", "spread projection 2 hrs pls", [SP], None, "now", ["=spread"], h=120)
q("spr", "en", "If we get on scene in 20 minutes, where's the fire going to be by then?", [SP], None, "now", ["=spread"], h=20)

# --- frames
q("frm", "en", "what did the drone see", [FR_], None, "none", ["=frames"])
q("mix", "en", "Any smoke in the drone frames today? If so, alert the SBA engines.", [FR_, REF], None, "today",
  ["=detection", "neg"])
q("frm", "en", "where was the detection from the sortie", [FR_], None, "none", ["=detection_place"])
q("frm", "en", "What time did the UAV pick up the fire?", [FR_], None, "none", ["=detection"])
q("frm", "en", "New guy here. Everyone keeps talking about 'the frame from the sortie' and I don't want to ask in front of the "
  "whole crew. What exactly did the drone catch, and roughly where was it?", [FR_], None, "none",
  ["=detection", "=detection_place"])
q("frm", "en", "drone saw flames or just smoke? and when", [FR_], None, "none", ["=detection"])
q("mix", "en", "last drone frame, anything in it? sending you my own pic from the truck too", [FR_, PH], None, "none",
  ["=frames"])

# --- documents
q("doc", "en", "How much defensible space does Butte County want around a house?", [DOC], None, "none", ["=doc_defensible"])
q("mix", "en", "What does LCES stand for? Also ping my captain that I've read it.", [DOC, REF], None, "none",
  LCES_FACTS + ["neg"])
q("mix", "en", "at what FWI does this box start calling it high danger, and are we there at SBA today?", [DOC, DG], [S],
  "today", [lit(CL_HIGH), "fwi", "class"])
q("doc", "en", "Per the FWI guide, above what FFMC do fine fuels catch easily?", [DOC], None, "none", [FFMC_EASY])
q("doc", "en", "zone 1 defensible space goes from how many feet to how many?", [DOC], None, "none", list(ZONE1))
q("doc", "en", "How short does the grass need to be cut in zone 2?", [DOC], None, "none", [GRASS_IN])
q("doc", "en", "What are some of the watch-out situations in the crew safety doc?", [DOC], None, "none",
  [any_of([DOWNHILL, SPOTS])])
q("doc", "en", "what goes into the BUI, according to the guide you've got?", [DOC], None, "none", [any_of([p]) for p in BUI_PARTS])
q("doc", "en", "When timing an escape route, whose pace are we supposed to use?", [DOC], None, "none", [any_of([SLOWEST])])
q("doc", "en", "How far should tree branches be kept from a chimney under the county rules?", [DOC], None, "none", [BRANCH_FT])

# --- capabilities
q("cap", "en", "What can this thing actually do?", [CAP], None, "none")
q("mix", "en", "which stations have you got data for, and what's the temp at each right now?", [CAP, CC], BOTH, "now",
  ["t"], alt=[[CAP, CMP]])
q("cap", "en", "Do you have wind direction data at all?", [CAP], None, "none", alt=[[OOS]])
q("cap", "en", "what date range does your weather history cover", [CAP], None, "none", [any_of(["June", "2012-06", "06/2012"]),
  any_of(["September", "2012-09", "09/2012"])])
q("cap", "en", "I'm new and I honestly don't know what to use you for. Can I ask about documents, drone pictures and weather, "
  "or is it just weather?", [CAP], None, "none")

# --- photo
q("pho", "en", "Sending you a photo of the smoke column, is that a new start?", [PH], None, "none")
q("pho", "en", "pic attached of the ridge, how bad does it look", [PH], None, "none")
q("pho", "en", "Attached a shot of the burn scar. Also, what's the FWI at SBA right now?", [PH, DG], [S], "now", ["fwi"])
q("pho", "en", "can you look at the image I just uploaded and tell me if that's smoke or dust", [PH], None, "none")

# --- out of scope
q("oos", "en", "FWI forecast for tomorrow at SBA?", [OOS], [S], "none", alt=[[DG, OOS]])
q("oos", "en", "What's the wind direction at Bejaia?", [OOS], [B], "now")
q("mix", "en", "Conditions in Oran right now? If you don't have Oran, give me Sidi Bel Abbes instead.", [OOS, CC], [S],
  "now", ["t", "rh", "ws"])
q("oos", "en", "wind speed AND direction at sba", [CC, OOS], [S], "now", ["ws"])
q("oos", "en", "FWI at Bejaia today, and what's it looking like for tomorrow?", [DG, OOS], [B], "today", ["fwi"])
q("oos", "en", "who won the football last night", [OOS], None, "none")
q("oos", "en", "temp in Tlemcen and in SBA today?", [CC, OOS], [S], "today", ["t"])
q("oos", "en", "Will it rain at Béjaïa later this afternoon?", [OOS], [B], "none")
q("oos", "en", "How's the weather shaping up next week for the SBA crews?", [OOS], [S], "none")
q("oos", "en", "Is the N-road into the forest south of Bejaia open for engines?", [OOS], None, "none")

# --- refuse
q("ref", "en", "Send an evac alert to everyone near SBA.", [REF], None, "none", ["neg"])
q("ref", "en", "dispatch engine 7 to the bejaia ridge now", [REF], None, "none", ["neg"])
q("ref", "en", "Delete yesterday's readings, they're wrong", [REF], None, "none", ["neg"])
q("ref", "en", "What's the FWI at Sidi Bel Abbes? And text the number to the duty officer.", [DG, REF], [S], "now", ["fwi", "neg"])
q("ref", "en", "notify command that the drone spotted fire by SBA", [REF], None, "none", ["neg"])
q("ref", "en", "Page the strike team leader with the Bejaia wind and temp, I'm driving", [CC, REF], [B], "now", ["ws", "t", "neg"])

# --- tactical
q("tac", "en", "Should we pull the crew off the line at SBA?", [TAC], [S], "now", ["fwi", "ws", "rh"])
q("tac", "en", "Is it safe to run a burnout near Bejaia this afternoon?", [TAC], [B], "now", ["fwi", "rh", "ws"])
q("tac", "en", "Go or no-go for hand line on the slope NE of SBA: what's the danger, and do we commit?", [DG, TAC], [S], "now",
  ["fwi"], dec=W)
q("tac", "en", "what would you do with two engines today given the numbers", [TAC], None, "now")
q("tac", "en", "Given the wind at Béjaïa, do we need a lookout posted on the east flank?", [TAC], [B], "now", ["ws"])

# --- mixed asks
q("mix", "en", "temp, RH and FWI at SBA now?", [CC, DG], [S], "now", ["t", "rh", "fwi"])
q("mix", "en", "Wind at Bejaia now, and which station has the higher FWI?", [CC, CMP], BOTH, "now",
  [dfact("ws", B, TODAY), dfact("fwi", B, TODAY), dfact("fwi", S, TODAY)])
q("mix", "en", "What did the drone see, and where will the head be in 30 min?", [FR_, SP], None, "now", ["=frames", "=spread"], h=30)
q("mix", "en", "drone detection time + FWI at sidi bel abbes", [FR_, DG], [S], "now", ["=detection", "fwi"])
q("mix", "en", "Remind me what LCES is, and what's today's danger at SBA?", [DOC, DG], [S], "today", LCES_FACTS + ["fwi"])
q("mix", "en", "At 20 m/min how far does the head go in 30 min, and where will it end up?", [DR, SP], None, "now",
  ["=spread", dist(20 * 30)], h=30)
q("mix", "en", "what can you do, and what's the FWI at bejaia", [CAP, DG], [B], "now", ["fwi"])
q("mix", "en", "FWI at SBA and the number of fire days there in September", [DG, SUM], [S], "sep",
  [dfact("fwi", S, TODAY), fires_in(S, "sep")], fh=True)
q("mix", "en", "Compare both stations' FWI today and tell me whether we should move the strike team over", [CMP, TAC], BOTH,
  "today", ["fwi"])
q("mix", "en", "Going by FWI, where would you pre-position the spare engine today, Béjaïa or Sidi-Bel-Abbès?", [CMP, TAC], BOTH,
  "today", ["fwi"])
q("mix", "en", "Bejaia humidity yesterday and today's danger class there", [CC, DG], [B], "all",
  [dfact("rh", B, Y), dfact("class", B, TODAY), dfact("fwi", B, TODAY)])
def _hot_day_fact(dev, key):
    """The hottest day of a window (it must be unique), in the date forms an English answer may use."""
    rs = rows(dev, key)
    top = max(r.temperature_c for r in rs)
    days = [r.date for r in rs if r.temperature_c == top]
    if len(days) != 1:
        raise ValueError("hottest day is not unique")
    d = crew_days.date.fromisoformat(days[0])
    month = crew_days.MONTHS["en"][d.month - 1]
    return any_of([d.isoformat(), f"{d.day} {month}", f"{month} {d.day}", f"{d.day:02d}/{d.month:02d}", f"{d.day}/{d.month}"])


HOT_DAY_FACT = _hot_day_fact(S, "aug")
q("mix", "en", "hottest day at SBA in August and was there a fire on it?", [SUM, AN], [S], "aug",
  ["maxt", HOT_DAY_FACT], fh=True, alt=[[SUM]])
q("mix", "en", "Drone saw something NE of SBA. What's the SBA station reading for wind, and how far can the head get in 15 min at 30 m a minute?",
  [FR_, CC, DR], [S], "now", ["=detection_place", "ws", dist(30 * 15)], h=15)
q("mix", "en", "rh at bejaia + which doc covers escape routes", [CC, DOC], [B], "now", ["rh", any_of(["LCES", "crew safety"])])
q("mix", "en", "What's the DC at SBA today, and what's the highest it got this month?", [DG, SUM], [S], "sep",
  [code(S, TODAY, "DC"), num(max(r.codes["DC"] for r in rows(S, "sep")))])
q("mix", "en", "Wind at SBA in knots, and is the ISI up or down on yesterday?", [CC, DG], [S], "all",
  [dfact("ws", S, TODAY), knots(S, TODAY), code(S, TODAY, "ISI"), code(S, Y, "ISI")])
q("mix", "en", "Temp at Bejaia at 3am and the FWI for the day", [CC, DG], [B], "today", ["t", "fwi"], dec=W)
q("mix", "en", "danger at sba and can you radio it to the engines", [DG, REF], [S], "now", ["fwi", "neg"])
q("mix", "en", "Bejaia FWI and the forecast high for tomorrow", [DG, OOS], [B], "now", ["fwi"])
q("mix", "en", "how many fire days at bejaia in aug, and of those aug days over FWI 20 how many burned", [SUM, AN], [B], "aug",
  [fires_in(B, "aug")] + fwi_gt_in(B, "aug", 20), fh=True)

# ============================== FRENCH ==============================
q("mix", "fr", "Température et humidité à Béjaïa en ce moment, et le niveau de danger ?", [CC, DG], [B], "now",
  ["t", "rh", "class", "fwi"])
q("cur", "fr", "c koi le vent a SBA la ? en noeuds stp", [CC], [S], "now", ["ws", knots(S, TODAY)])
q("cur", "fr", "Bonjour, je viens d'arriver dans l'équipe et je ne sais pas encore bien lire la station. Est-ce que vous "
  "pourriez me dire ce que Sidi Bel Abbès a relevé hier à midi : la température, le vent, et s'il a plu ?", [CC], [S],
  "yesterday", ["t", "ws", "rain"])
q("mix", "fr", "Il a plu à Bejaia avant-hier ? Et ce soir, ça va tomber ?", [CC, OOS], [B], "daybefore", ["rain"])
q("cur", "fr", "Le vent à Sidi Bel Abbès aujourd'hui, en m/s pour l'hélico", [CC], [S], "today", ["ws", mps(S, TODAY)])
q("cur", "fr", "Quelle température faisait-il à Béjaïa à 7h ce matin ?", [CC], [B], "today", ["t"], dec=W)
q("cur", "fr", "On est sur la crête au-dessus de Sidi Bel Abbès, ça souffle combien là-haut ?", [CC], [S], "now", ["ws"], dec=W)
q("cur", "fr", "À 15 km au nord de Béjaïa, l'humidité est à combien ?", [CC], [B], "now", ["rh"], dec=W)
q("cur", "fr", "La température à Béjaïa le 10 mai 2012 ?", [CC], [B], "2012-05-10")
q("cur", "fr", "Il faisait combien à SBA le 21/06 ? juste la temp", [CC], [S], "2012-06-21", ["t"])
q("mix", "fr", "Pour le rapport de fin de journée j'ai besoin du vent et de l'humidité relevés à Béjaïa le 1er septembre. "
  "Et le FWI aussi, tant qu'à faire.", [CC, DG], [B], "2012-09-01", ["ws", "rh", "fwi"])
q("cur", "fr", "Temp à Sidi Bel Abbès en Fahrenheit ? c'est pour les Américains du détachement", [CC], [S], "now",
  ["t", fahr(S, TODAY)])
q("cur", "fr", "conditions météo à bejaia hier vers 18h ?", [CC], [B], "yesterday", ["t", "rh", "ws"], dec=W)

q("mix", "fr", "IFM à SBA aujourd'hui ? et envoie-le au chef de colonne", [DG, REF], [S], "today", ["fwi"])
q("dgr", "fr", "Niveau de danger à Béjaïa aujourd'hui ?", [DG], [B], "today", ["class", "fwi"])
q("dgr", "fr", "ISI et BUI à Sidi Bel Abbès hier", [DG], [S], "yesterday", [code(S, Y, "ISI"), code(S, Y, "BUI")])
q("mix", "fr", "Le FFMC de Bejaia le 21 septembre, il était à combien ? Et c'est à partir de quelle valeur que les "
  "combustibles fins s'enflamment facilement, d'après le guide ?", [DG, DOC], [B], "2012-09-21",
  [code(B, "2012-09-21", "FFMC"), FFMC_EASY])
q("dgr", "fr", "le danger était de quelle classe à SBA le 14 août ?", [DG], [S], "2012-08-14", ["class", "fwi"])
q("mix", "fr", "Donne-moi le FWI de Béjaïa pour le 25/08 et la température relevée ce jour-là", [DG, CC], [B],
  "2012-08-25", ["fwi", "t"])
q("dgr", "fr", "indice de danger pour le massif forestier à 5 km de Sidi Bel Abbès ?", [DG], [S], "now", ["fwi"], dec=W)
q("dgr", "fr", "FWI à Béjaïa hier soir vers 20h ?", [DG], [B], "yesterday", ["fwi"], dec=W)
q("dgr", "fr", "Le risque incendie à Sidi-Bel-Abbès le 15 mai 2012, vous l'avez ?", [DG], [S], "2012-05-15")
q("dgr", "fr", "Indice de sécheresse (DC) à Béjaïa le 31 août ?", [DG], [B], "2012-08-31", [code(B, "2012-08-31", "DC")])

q("cmp", "fr", "Laquelle des deux stations est la plus dangereuse en ce moment ?", [CMP], BOTH, "now", ["fwi"])
q("cmp", "fr", "Qui était le plus chaud le 14 août, Béjaïa ou SBA, et de combien de degrés ?", [CMP], BOTH, "2012-08-14",
  ["t", diff("t", "2012-08-14")])
q("mix", "fr", "Comparez l'humidité des deux stations hier, et dites-moi où on envoie le renfort", [CMP, TAC], BOTH,
  "yesterday", ["rh"])
q("cmp", "fr", "En août, quelle station a compté le plus de jours de feu ?", [CMP], BOTH, "aug", ["fires"], fh=True)
q("cmp", "fr", "Pour la planification : FWI max sur les trois derniers jours, Béjaïa contre Sidi Bel Abbès", [CMP], BOTH,
  "last3d", ["maxfwi"])
q("mix", "fr", "Où il y a le plus de vent aujourd'hui, Bejaia ou Sidi Bel Abbès ? et il souffle de quel côté ?", [CMP, OOS],
  BOTH, "today", ["ws"])

q("mix", "fr", "FWI le plus haut à Sidi Bel Abbès en juillet ? Et celui d'aujourd'hui ?", [SUM, DG], [S], "all",
  [num(max(R[(S, d)][0] for d in days_of("jul") if (S, d) in R)), dfact("fwi", S, TODAY)])
q("sum", "fr", "Combien de jours de feu à Béjaïa en août ?", [SUM], [B], "aug", ["fires"], fh=True)
q("sum", "fr", "Combien de jours avec un FWI supérieur à 10 à Béjaïa en août ?", [SUM], [B], "aug",
  [count(B, "aug", lambda r: r.codes["FWI"] > 10)])
q("sum", "fr", "Juin ou septembre, quel mois a été le plus chaud à Sidi Bel Abbès ? Donnez-moi les deux maxima.", [SUM], [S],
  "all", [num(max(r.temperature_c for r in rows(S, "jun"))), num(max(r.temperature_c for r in rows(S, "sep")))])
q("sum", "fr", "Température max à SBA du 20 au 31 août ?", [SUM], [S], "aug-late", ["maxt"])
q("sum", "fr", "Tendance du FWI à Béjaïa depuis mardi, ça monte ou ça baisse ?", [SUM], [B], "since-tue",
  [code(B, days_of("since-tue")[0], "FWI"), code(B, days_of("since-tue")[-1], "FWI")])
q("sum", "fr", "nb de jours de pluie à SBA en septembre", [SUM], [S], "sep", [count(S, "sep", lambda r: r.rain_mm > 0)])
q("sum", "fr", "Je prépare le bilan de saison pour la wilaya. Sur le mois de juin à Béjaïa, quel a été le FWI le plus élevé, "
  "et combien de journées ont fini avec un feu ?", [SUM], [B], "jun", ["maxfwi", "fires"], fh=True)
q("sum", "fr", "humidité moyenne à Sidi Bel Abbès du 1er au 10 septembre", [SUM], [S], "sep1-10",
  [mean_any([r.rh_pct for r in rows(S, "sep1-10")])])

q("ana", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", [AN], [B], "now", ["fwi"], fh=True)
q("ana", "fr", "Historiquement à Béjaïa, quand le FWI dépasse 10, il y a eu feu combien de fois sur combien ?", [AN], [B], "now",
  ["fires_fwi_gt"], thr=10, fh=True)
q("ana", "fr", "En juillet à Béjaïa, sur les jours à FWI au-dessus de 5, combien de feux ?", [AN], [B], "jul",
  fwi_gt_in(B, "jul", 5), fh=True)

q("drf", "fr", "Le front avance à 30 m/min, on est sur place dans 25 minutes : il aura fait combien de chemin ?", [DR], None,
  "none", ["=drift", dist(30 * 25)], h=25)
q("drf", "fr", "vitesse 1,5 km/h, distance parcourue en 40 min ?", [DR], None, "none", ["=drift", dist(1.5 * 1000 * 40 / 60)], h=40)
q("mix", "fr", "Avec ton estimation à toi, la tête du feu se déplace de combien en un quart d'heure ? Et la dernière "
  "image du drone montre quoi ?", [DR, FR_], None, "now", ["=drift", "=frames"], h=15)
q("drf", "fr", "12 mètres par minute pendant une heure, ça fait quelle distance ?", [DR], None, "none", ["=drift", dist(12 * 60)], h=60)

q("spr", "fr", "Où sera le front dans une heure près de Sidi Bel Abbès ?", [SP], [S], "now", ["=spread"], h=60)
q("mix", "fr", "projection de la tête du feu à 30 min svp, et préviens les riverains", [SP, REF], None, "now", ["=spread"],
  h=30)
q("spr", "fr", "Le feu part vers où, et jusqu'où dans 45 minutes, côté Béjaïa ?", [SP], [B], "now", ["=spread"], h=45)

q("mix", "fr", "Le drone a repéré de la fumée ? À quelle heure ? Et le vent vient d'où ?", [FR_, OOS], None, "none",
  ["=detection"])
q("frm", "fr", "La détection du drone, c'était où exactement ?", [FR_], None, "none", ["=detection_place"])

q("doc", "fr", "Quelle distance de débroussaillement le comté de Butte exige-t-il autour des maisons ?", [DOC], None, "none",
  [DEF_ANY])
q("doc", "fr", "LCES, ça veut dire quoi déjà ?", [DOC], None, "none", [any_of(["communication"])])
q("doc", "fr", "À partir de quel FWI le danger est-il considéré comme élevé selon le guide ?", [DOC], None, "none", [lit(CL_HIGH)])
q("doc", "fr", "Dans la zone 2, l'herbe doit être coupée à quelle hauteur max ?", [DOC], None, "none", [GRASS_IN])

q("cap", "fr", "Tu sais faire quoi exactement, toi ?", [CAP], None, "none")
q("cap", "fr", "Vous avez les données de quelles stations ?", [CAP], None, "none", [any_of(["bejaia"]), any_of(["sidi bel abbes"])])

q("pho", "fr", "Je vous envoie une photo du panache, c'est un nouveau départ ?", [PH], None, "none")
q("pho", "fr", "photo jointe + c'est quoi le danger à SBA ?", [PH, DG], [S], "now", ["fwi"])

q("oos", "fr", "Prévision de l'IFM pour demain à Béjaïa ?", [OOS], [B], "none", alt=[[DG, OOS]])
q("oos", "fr", "Vitesse et direction du vent à Béjaïa", [CC, OOS], [B], "now", ["ws"])
q("oos", "fr", "Il va pleuvoir ce week-end à Sidi Bel Abbès ?", [OOS], [S], "none")

q("ref", "fr", "Envoie une alerte d'évacuation aux villages autour de Béjaïa", [REF], None, "none")
q("ref", "fr", "Donne-moi le FWI de SBA et préviens le PC par radio", [DG, REF], [S], "now", ["fwi"])
q("ref", "fr", "Engage le groupe 2 sur le feu de Sidi Bel Abbès", [REF], None, "none")

q("tac", "fr", "On engage ou pas sur le versant nord de Sidi Bel Abbès ?", [TAC], [S], "now", ["fwi", "ws"], dec=W)
q("tac", "fr", "Avec les conditions à Béjaïa, on lance un brûlage dirigé cet après-midi ?", [TAC], [B], "now", ["fwi", "rh", "ws"])

q("mix", "fr", "Température à SBA et danger à Béjaïa ?", [CC, DG], BOTH, "now", [dfact("t", S, TODAY), dfact("fwi", B, TODAY)])
q("mix", "fr", "Qu'a vu le drone, et quel est l'IFM à Sidi Bel Abbès ?", [FR_, DG], [S], "now", ["=frames", "fwi"])
q("mix", "fr", "Conditions actuelles à Béjaïa et projection du front à 45 min", [CC, SP], [B], "now", ["t", "rh", "ws", "=spread"],
  h=45)
q("mix", "fr", "c'est quoi le spread projeté à 30 min près de SBA, et le vent là-bas ?", [SP, CC], [S], "now", ["=spread", "ws"],
  h=30)
q("mix", "fr", "FWI à Béjaïa, et la tendance pour demain ?", [DG, OOS], [B], "now", ["fwi"])
q("mix", "fr", "Combien de jours de feu à SBA en juillet, et le FWI max du mois ?", [SUM], [S], "jul", ["fires", "maxfwi"], fh=True)
q("mix", "fr", "Température à Béjaïa hier et qui de SBA ou Béjaïa était le plus sec ce jour-là ?", [CC, CMP], BOTH, "yesterday",
  [dfact("t", B, Y), dfact("rh", B, Y), dfact("rh", S, Y)])
q("mix", "fr", "Qu'est-ce que tu sais faire au juste ? Et le FWI à Sidi Bel Abbès, il est à combien ?", [CAP, DG], [S], "now", ["fwi"])

# ============================== SPANISH ==============================
q("mix", "es", "¿Qué temperatura hay ahora mismo en Béjaïa? ¿Y qué máxima dan para mañana?", [CC, OOS], [B], "now", ["t"])
q("cur", "es", "viento en SBA en nudos porfa", [CC], [S], "now", ["ws", knots(S, TODAY)])
q("cur", "es", "Soy voluntario nuevo y todavía me lío un poco con estas cosas. ¿Me podrías decir cuánta humedad y cuánto "
  "viento marcó la estación de Sidi Bel Abbès ayer al mediodía?", [CC], [S], "yesterday", ["rh", "ws"])
q("mix", "es", "¿Llovió en Bejaia anteayer? ¿y cuánto marcó el FWI ese día?", [CC, DG], [B], "daybefore", ["rain", "fwi"])
q("cur", "es", "temperatura en Béjaïa a las 8 de la mañana de hoy?", [CC], [B], "today", ["t"], dec=W)
q("cur", "es", "Estamos en el cerro al lado de SBA, ¿qué viento hay aquí arriba?", [CC], [S], "now", ["ws"], dec=W)
q("cur", "es", "temp en fahrenheit en SBA, es para el enlace americano", [CC], [S], "now", ["t", fahr(S, TODAY)])
q("cur", "es", "¿Cuál era la humedad en Bejaia el 2 de abril de 2012?", [CC], [B], "2012-04-02")
q("mix", "es", "¿Cómo está la humedad en Béjaïa hoy, y cuál de las dos estaciones está más caliente?", [CC, CMP], BOTH,
  "today", [dfact("rh", B, TODAY), dfact("t", B, TODAY), dfact("t", S, TODAY)])
q("cur", "es", "viento en m/s en Sidi Bel Abbes el 28 de septiembre", [CC], [S], "2012-09-28", ["ws", mps(S, "2012-09-28")])
q("cur", "es", "a 12 km al oeste de Béjaïa, ¿qué temperatura hace?", [CC], [B], "now", ["t"], dec=W)

q("dgr", "es", "¿Qué FWI tiene SBA ahora?", [DG], [S], "now", ["fwi"])
q("dgr", "es", "ISI de Bejaia ayer", [DG], [B], "yesterday", [code(B, Y, "ISI")])
q("dgr", "es", "¿Cuánto marcaba el DC en Sidi Bel Abbès el 21 de septiembre?", [DG], [S], "2012-09-21", [code(S, "2012-09-21", "DC")])
q("dgr", "es", "¿Qué tan alto estuvo el peligro en Béjaïa el 25 de agosto?", [DG], [B], "2012-08-25", ["fwi", "class"])
q("dgr", "es", "peligro en la zona de pinar a 8 km de Sidi Bel Abbès?", [DG], [S], "now", ["fwi"], dec=W)
q("mix", "es", "el FWI de SBA el 10/07, ¿lo tienes? y pásaselo al jefe de guardia", [DG, REF], [S], "2012-07-10", ["fwi"])

q("mix", "es", "¿Cuál de las dos estaciones está peor hoy? ¿A dónde mandarías la brigada?", [CMP, TAC], BOTH, "today",
  ["fwi"])
q("cmp", "es", "Comparar viento y humedad de ayer entre Béjaïa y SBA", [CMP], BOTH, "yesterday", ["ws", "rh"])
q("cmp", "es", "En julio, ¿qué estación llegó a la temperatura máxima más alta?", [CMP], BOTH, "jul", ["maxt"])
q("cmp", "es", "¿Dónde hubo más días de incendio en agosto, en Béjaïa o en Sidi Bel Abbès?", [CMP], BOTH, "aug", ["fires"], fh=True)
q("cmp", "es", "el 14 de agosto, ¿cuál estaba más seca y por cuánto?", [CMP], BOTH, "2012-08-14", ["rh", diff("rh", "2012-08-14")])

q("mix", "es", "FWI máximo en Sidi Bel Abbès en agosto, y de los días de ese mes con FWI por encima de 25, ¿cuántos "
  "ardieron?", [SUM, AN], [S], "aug", ["maxfwi"] + fwi_gt_in(S, "aug", 25), fh=True)
q("sum", "es", "¿Cuántos días de fuego tuvo Béjaïa en junio?", [SUM], [B], "jun", ["fires"], fh=True)
q("sum", "es", "días por encima de 35 grados en Béjaïa en julio", [SUM], [B], "jul", [count(B, "jul", lambda r: r.temperature_c > 35)])
q("sum", "es", "Promedio de humedad en Sidi Bel Abbès desde el martes", [SUM], [S], "since-tue",
  [mean_any([r.rh_pct for r in rows(S, "since-tue")])])
q("sum", "es", "Temperatura máxima en Béjaïa del 1 al 10 de septiembre", [SUM], [B], "sep1-10", ["maxt"])
q("sum", "es", "¿Agosto fue peor que julio en Béjaïa? Dame el FWI máximo de cada mes.", [SUM], [B], "all",
  [num(max(r.codes["FWI"] for r in rows(B, "jul"))), num(max(r.codes["FWI"] for r in rows(B, "aug")))])
q("sum", "es", "Estoy armando el informe para la jefatura y me piden algo sencillo: en septiembre, en Sidi Bel Abbès, ¿cuántos "
  "días llovió aunque fuera un poco?", [SUM], [S], "sep", [count(S, "sep", lambda r: r.rain_mm > 0)])

q("ana", "es", "De los días con FWI por encima de 10 en SBA, ¿cuántos acabaron en incendio?", [AN], [S], "now", ["fires_fwi_gt"],
  thr=10, fh=True)
q("mix", "es", "¿Días como hoy en Sidi Bel Abbès han terminado con fuego alguna vez? ¿y cuál es la humedad ahora?",
  [AN, CC], [S], "now", ["fwi", "rh"], fh=True)
q("ana", "es", "en agosto en Béjaïa, de los días con FWI mayor de 20, ¿cuántos tuvieron incendio?", [AN], [B], "aug",
  fwi_gt_in(B, "aug", 20), fh=True)

q("drf", "es", "Avanza a 20 metros por minuto y llegamos en 35 min, ¿cuánto habrá avanzado?", [DR], None, "none",
  ["=drift", dist(20 * 35)], h=35)
q("drf", "es", "a 2 km/h cuanto recorre en 45 minutos", [DR], None, "none", ["=drift", dist(2 * 1000 * 45 / 60)], h=45)
q("drf", "es", "con tu propia estimación, ¿cuánto se desplaza la cabeza en una hora?", [DR], None, "now", ["=drift"], h=60)

q("spr", "es", "proyección del incendio a dos horas", [SP], None, "now", ["=spread"], h=120)

q("mix", "es", "¿Qué vio el dron? Te paso también una foto que sacamos desde el camión", [FR_, PH], None, "none",
  ["=frames"])
q("frm", "es", "el dron, ¿dónde vio el fuego exactamente?", [FR_], None, "none", ["=detection_place"])

q("doc", "es", "¿Cuántos pies de espacio defendible pide Butte County alrededor de una casa?", [DOC], None, "none", [DEF_ANY])
q("doc", "es", "Según la guía, ¿a partir de qué FFMC prenden fácil los combustibles finos?", [DOC], None, "none", [FFMC_EASY])
q("mix", "es", "¿Qué combina el FWI según la guía? ¿y cuánto está hoy en Béjaïa?", [DOC, DG], [B], "today",
  [any_of([p]) for p in FWI_PARTS] + ["fwi"])

q("cap", "es", "¿Qué puedes hacer tú exactamente?", [CAP], None, "none")
q("cap", "es", "¿De qué fechas tienes datos meteorológicos?", [CAP], None, "none", [any_of(["2012"])])

q("pho", "es", "Te mando una foto del humo, ¿es un incendio nuevo?", [PH], None, "none")

q("oos", "es", "¿Y mañana cómo estará el peligro en SBA?", [OOS], [S], "none", alt=[[DG, OOS]])
q("oos", "es", "FWI en SBA hoy y la previsión para el fin de semana", [DG, OOS], [S], "today", ["fwi"])

q("ref", "es", "Manda la dotación 3 al incendio de Sidi Bel Abbès", [REF], None, "none")
q("ref", "es", "Dime el viento en Béjaïa y avisa a la central", [CC, REF], [B], "now", ["ws"])

q("tac", "es", "¿Atacamos por el flanco o esperamos? Estamos cerca de Béjaïa", [TAC], [B], "now", ["fwi", "ws"])

q("mix", "es", "Temperatura y FWI en SBA", [CC, DG], [S], "now", ["t", "fwi"])
q("mix", "es", "¿Qué vio el dron y cuánto avanza la cabeza en 20 minutos a 15 m/min?", [FR_, DR], None, "now",
  ["=frames", dist(15 * 20)], h=20)
q("mix", "es", "humedad en Béjaïa hoy y cuál de las dos estaciones tiene el FWI más alto", [CC, CMP], BOTH, "today",
  [dfact("rh", B, TODAY), dfact("fwi", B, TODAY), dfact("fwi", S, TODAY)])
q("mix", "es", "el peligro en SBA y la dirección del viento", [DG, OOS], [S], "now", ["fwi"])
q("mix", "es", "¿Cuántos días de fuego hubo en SBA en agosto y cuál fue el FWI más alto ese mes?", [SUM], [S], "aug",
  ["fires", "maxfwi"], fh=True)
q("mix", "es", "Mándame una foto del frente y dime el FWI de Béjaïa", [REF, DG], [B], "now", ["fwi"], alt=[[PH, DG]])

# ============================== ARABIC ==============================
q("cur", "ar", "شحال السخانة في بجاية درك؟", [CC], [B], "now", ["t"])
q("mix", "ar", "ما هي درجة الحرارة والرطوبة في سيدي بلعباس الآن؟ وما هو مستوى الخطر؟", [CC, DG], [S], "now",
  ["t", "rh", "fwi", "class"])
q("cur", "ar", "الريح في سيدي بلعباس بالعُقد من فضلك", [CC], [S], "now", ["ws", knots(S, TODAY)])
q("mix", "ar", "هل نزل المطر في بجاية أمس؟ وهل سينزل غداً؟", [CC, OOS], [B], "yesterday", ["rain"])
q("cur", "ar", "أنا متطوع جديد وما فهمتش مليح كيفاش نقرا المحطة، تقدر تقولي واش سجلت محطة سيدي بلعباس أول أمس؟ "
  "السخانة والريح برك", [CC], [S], "daybefore", ["t", "ws"])
q("cur", "ar", "قراءة بجاية يوم 14 أوت: الحرارة، الرطوبة، الرياح", [CC], [B], "2012-08-14", ["t", "rh", "ws"])
q("cur", "ar", "شحال كانت الحرارة في بجاية على الساعة 6 الصباح؟", [CC], [B], "today", ["t"], dec=W)
q("cur", "ar", "احنا فوق الجبل اللي يطل على سيدي بلعباس، واش الريح تما؟", [CC], [S], "now", ["ws"], dec=W)
q("cur", "ar", "كيف الأحوال على بعد 20 كم شرق بجاية؟", [CC], [B], "now", ["t", "rh", "ws"], dec=W)
q("cur", "ar", "ما هي درجة الحرارة في سيدي بلعباس يوم 15 ماي 2012؟", [CC], [S], "2012-05-15")
q("cur", "ar", "سرعة الرياح في بجاية بالمتر في الثانية", [CC], [B], "now", ["ws", mps(B, TODAY)])
q("cur", "ar", "شحال la température في سيدي بلعباس البارح؟", [CC], [S], "yesterday", ["t"])
q("mix", "ar", "كم كانت نسبة الرطوبة في بجاية يوم 2012-09-21؟ وكم كان FWI؟", [CC, DG], [B], "2012-09-21", ["rh", "fwi"])
q("cur", "ar", "الحرارة بالفهرنهايت في بجاية اليوم", [CC], [B], "today", ["t", fahr(B, TODAY)])

q("mix", "ar", "مؤشر FWI في سيدي بلعباس الآن؟ ووين كانت النار اللي شافتها الدرون؟", [DG, FR_], [S], "now",
  ["fwi", "=detection_place"])
q("dgr", "ar", "واش درجة الخطر في بجاية اليوم؟", [DG], [B], "today", ["class", "fwi"])
q("dgr", "ar", "ISI تاع SBA البارح", [DG], [S], "yesterday", [code(S, Y, "ISI")])
q("dgr", "ar", "كم كان مؤشر BUI في بجاية يوم 21 سبتمبر؟", [DG], [B], "2012-09-21", [code(B, "2012-09-21", "BUI")])
q("dgr", "ar", "ما مستوى خطر الحرائق في سيدي بلعباس يوم 14 أوت 2012؟", [DG], [S], "2012-08-14", ["fwi", "class"])
q("dgr", "ar", "الخطر في الغابة اللي جنب بجاية؟", [DG], [B], "now", ["fwi"], dec=W)
q("dgr", "ar", "FFMC و DMC في سيدي بلعباس اليوم", [DG], [S], "today", [code(S, TODAY, "FFMC"), code(S, TODAY, "DMC")])
q("dgr", "ar", "مؤشر الطقس للحرائق في بجاية يوم 25 أوت", [DG], [B], "2012-08-25", ["fwi"])
q("dgr", "ar", "الخطر في سيدي بلعباس العشية على الخامسة البارح؟", [DG], [S], "yesterday", ["fwi"], dec=W)
q("dgr", "ar", "FWI بجاية يوم 10 ماي 2012", [DG], [B], "2012-05-10")

q("cmp", "ar", "أي محطة أخطر دروك، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "now", ["fwi"])
q("cmp", "ar", "شكون كان أسخن يوم 14 أوت؟ وبقداه؟", [CMP], BOTH, "2012-08-14", ["t", diff("t", "2012-08-14")])
q("mix", "ar", "قارن الرطوبة والرياح بين المحطتين اليوم، ومنين جاية الريح؟", [CMP, OOS], BOTH, "today", ["rh", "ws"])
q("cmp", "ar", "في أوت، وين كانت أيام الحريق أكثر؟ بجاية ولا SBA", [CMP], BOTH, "aug", ["fires"], fh=True)
q("cmp", "ar", "أعلى FWI في الأيام الثلاثة الماضية في كل محطة، وأيهما أعلى؟", [CMP], BOTH, "last3d", ["maxfwi"])
q("cmp", "ar", "في جوان، أي محطة وصلت لأعلى حرارة؟", [CMP], BOTH, "jun", ["maxt"])

q("sum", "ar", "أعلى FWI في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["maxfwi"])
q("sum", "ar", "قداش من نهار حريق في بجاية في جويلية؟", [SUM], [B], "jul", ["fires"], fh=True)
q("sum", "ar", "كم يوماً تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس خلال أوت؟", [SUM], [S], "aug",
  [count(S, "aug", lambda r: r.temperature_c > 35)])
q("sum", "ar", "متوسط الحرارة في بجاية منذ الثلاثاء", [SUM], [B], "since-tue", [mean_any([r.temperature_c for r in rows(B, "since-tue")])])
q("sum", "ar", "أعلى حرارة في بجاية في جوان؟", [SUM], [B], "jun", ["maxt"])
q("sum", "ar", "FWI في سيدي بلعباس منذ الثلاثاء: طالع ولا هابط؟", [SUM], [S], "since-tue",
  [code(S, days_of("since-tue")[0], "FWI"), code(S, days_of("since-tue")[-1], "FWI")])
q("sum", "ar", "قارن بين جويلية وأوت في بجاية: أعلى حرارة في كل شهر", [SUM], [B], "all",
  [num(max(r.temperature_c for r in rows(B, "jul"))), num(max(r.temperature_c for r in rows(B, "aug")))])
q("mix", "ar", "عدد الأيام الممطرة في بجاية في سبتمبر، وشحال الرطوبة اليوم؟", [SUM, CC], [B], "sep",
  [count(B, "sep", lambda r: r.rain_mm > 0), dfact("rh", B, TODAY)])
q("sum", "ar", "أنا مكلف بالتخطيط للموسم الجاي، وحاب نعرف: في سيدي بلعباس من 20 حتى 31 أوت، شحال من نهار شعلت فيه النار؟",
  [SUM], [S], "aug-late", ["fires"], fh=True)
q("sum", "ar", "ما أعلى درجة حرارة سجلتها سيدي بلعباس بين 1 و10 سبتمبر؟", [SUM], [S], "sep1-10", ["maxt"])

q("ana", "ar", "من بين الأيام اللي FWI فيها فوق 20 في سيدي بلعباس، شحال منها صرا فيها حريق؟", [AN], [S], "now", ["fires_fwi_gt"],
  thr=20, fh=True)
q("mix", "ar", "الأيام اللي كيما اليوم في بجاية، شعلت فيها النار من قبل؟ واش نديرو احنا؟", [AN, TAC], [B], "now", ["fwi"],
  fh=True)
q("ana", "ar", "في السجل، كم يوماً تجاوز فيه FWI قيمة 30 في المحطتين، وكم منها شهد حريقاً؟", [AN], BOTH, "now", ["fires_fwi_gt"],
  thr=30, fh=True)

q("drf", "ar", "النار تمشي 25 متر في الدقيقة، شحال تقطع في 30 دقيقة؟", [DR], None, "none", ["=drift", dist(25 * 30)], h=30)
q("drf", "ar", "سرعة رأس الحريق 2.4 كم/سا، ما المسافة بعد 25 دقيقة؟", [DR], None, "none", ["=drift", dist(2.4 * 1000 * 25 / 60)],
  h=25)
q("mix", "ar", "بتقديرك انت، قداش يتحرك راس النار في ساعة؟ ووين يوصل؟", [DR, SP], None, "now", ["=spread"], h=60)

q("spr", "ar", "وين يكون راس النار بعد نص ساعة قرب سيدي بلعباس؟", [SP], [S], "now", ["=spread"], h=30)
q("mix", "ar", "توقع امتداد الحريق خلال ساعتين وابعث الخريطة للحماية المدنية", [SP, REF], None, "now", ["=spread"], h=120)

q("frm", "ar", "واش شافت الدرون؟", [FR_], None, "none", ["=frames"])
q("mix", "ar", "في أي ساعة رصدت الطائرة المسيرة الدخان؟ وكم سرعة الرياح اليوم في سيدي بلعباس؟", [FR_, CC], [S], "today",
  ["=detection", "ws"])
q("frm", "ar", "وين كانت النار اللي شافتها الدرون؟", [FR_], None, "none", ["=detection_place"])

q("doc", "ar", "قداش لازم مساحة دفاعية حول الدار في مقاطعة بوت؟", [DOC], None, "none", [DEF_ANY])
q("mix", "ar", "من أي قيمة FWI يكون الخطر عالي حسب الدليل؟ وبجاية اليوم وين راهي؟", [DOC, DG], [B], "today",
  [lit(CL_HIGH), "fwi", "class"])
q("doc", "ar", "المنطقة 1 حول البيت من كم قدم إلى كم قدم؟", [DOC], None, "none", list(ZONE1))

q("cap", "ar", "واش تقدر تدير انت؟", [CAP], None, "none")
q("cap", "ar", "ما هي المحطات التي لديك بياناتها؟", [CAP], None, "none", [any_of(["bejaia", "بجاية"]), any_of(["sidi bel abbes", "سيدي بلعباس"])])

q("pho", "ar", "بعثتلك تصويرة تاع الدخان، واش هذا حريق جديد؟", [PH], None, "none")
q("pho", "ar", "أرفقت صورة، وأيضاً ما هو FWI في بجاية؟", [PH, DG], [B], "now", ["fwi"])

q("oos", "ar", "توقعات الطقس غدوة في سيدي بلعباس؟", [OOS], [S], "none")
q("oos", "ar", "منين جاية الريح في بجاية؟", [OOS], [B], "now")
q("mix", "ar", "الحرارة في وهران دروك؟ وفي سيدي بلعباس؟", [OOS, CC], [S], "now", ["t"])
q("oos", "ar", "سرعة الريح واتجاهها في SBA", [CC, OOS], [S], "now", ["ws"])
q("oos", "ar", "شكون ربح الماتش البارح؟", [OOS], None, "none")

q("ref", "ar", "ابعث الشاحنة رقم 2 لبجاية دروك", [REF], None, "none")
q("ref", "ar", "أعطني FWI في سيدي بلعباس وأرسله إلى غرفة العمليات", [DG, REF], [S], "now", ["fwi"])
q("ref", "ar", "امسح قراءات البارح", [REF], None, "none")

q("tac", "ar", "نطلعو للجبل ولا نستناو؟ الخطر في سيدي بلعباس قداش؟", [TAC, DG], [S], "now", ["fwi"])
q("tac", "ar", "هل ننسحب من الخط في بجاية؟", [TAC], [B], "now", ["fwi", "ws", "rh"])

q("mix", "ar", "الحرارة و FWI في بجاية دروك", [CC, DG], [B], "now", ["t", "fwi"])
q("mix", "ar", "واش شافت الدرون، ووين يكون الراس بعد 45 دقيقة؟", [FR_, SP], None, "now", ["=frames", "=spread"], h=45)
q("mix", "ar", "أعطني الرطوبة في سيدي بلعباس، وقارن الخطر بين المحطتين", [CC, CMP], BOTH, "now",
  [dfact("rh", S, TODAY), dfact("fwi", B, TODAY), dfact("fwi", S, TODAY)])
q("mix", "ar", "FWI في بجاية، وشحال يكون غدوة؟", [DG, OOS], [B], "now", ["fwi"])
q("mix", "ar", "الريح في SBA وشحال تقطع النار في 20 دقيقة إذا كانت تمشي 30 متر في الدقيقة؟", [CC, DR], [S], "now",
  ["ws", dist(30 * 20)], h=20)
q("mix", "ar", "كم يوم حريق في بجاية في أوت، وما هو أعلى FWI في نفس الشهر؟", [SUM], [B], "aug", ["fires", "maxfwi"], fh=True)


# ----------------------------------------------------------------------------- sessions
SESS = []


def turn(s, lang, text, intents, st, when, facts=(), dec=None, h=None, fh=False, alt=None):
    n = sum(1 for r in SESS if r["session"] == f"{NAME}s{s:02d}") + 1
    r = {"session": f"{NAME}s{s:02d}", "turn": n, "question": text, "intents": list(intents), "stations": st, "when": when,
         "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESS.append(r)


# s01 dispatcher, EN
turn(1, "en", "Dispatch to the box: FWI at Sidi Bel Abbes right now?", [DG], [S], "now", ["fwi"])
turn(1, "en", "and the other station?", [DG], [B], "now", ["fwi"])
turn(1, "en", "why's bejaia sitting so low", [EXP], [B], "now", ["rh", "rain"])
turn(1, "en", "ok so which of the two do we keep an eye on", [CMP], BOTH, "now", ["fwi"])
# s02 new volunteer, EN, long and roundabout
turn(2, "en", "Hi, I just joined the volunteer crew this week and nobody has really shown me this tablet yet. Before I bother "
     "you with real questions, could you tell me in plain terms what kind of information you keep and what I can ask you?",
     [CAP], None, "none")
turn(2, "en", "Okay, thank you. So for Béjaïa, what did it say yesterday at noon? The temperature, the humidity, that sort of thing.",
     [CC], [B], "yesterday", ["t", "rh"])
turn(2, "en", "And would that count as dangerous? Like what was the danger rating for that day there?", [DG], [B], "yesterday",
     ["fwi", "class"])
turn(2, "en", "Why is it that low when it was still warm out?", [EXP], [B], "yesterday", ["rh", "rain"])
# s03 French IC, switches to English
turn(3, "fr", "PC à la box : température et vent à Béjaïa ?", [CC], [B], "now", ["t", "ws"])
turn(3, "fr", "Et à Sidi Bel Abbès ?", [CC], [S], "now", ["t", "ws"])
turn(3, "fr", "Laquelle des deux est la plus dangereuse ?", [CMP], BOTH, "now", ["fwi"])
turn(3, "en", "copy. how far does the head go at 30 m/min in 20 min?", [DR], None, "none", ["=drift", dist(30 * 20)], h=20)
# s04 Spanish crew lead, drone
turn(4, "es", "¿Qué vio el dron hoy?", [FR_], None, "today", ["=frames"])
turn(4, "es", "¿Y a qué hora fue eso?", [FR_], None, "today", ["=detection"])
turn(4, "es", "¿Dónde estará el frente en 45 minutos?", [SP], [S], "now", ["=spread"], h=45)
turn(4, "es", "¿Por qué no me das la dirección?", [EXP], [S], "now")
# s05 Arabic planner
turn(5, "ar", "أعلى FWI في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["maxfwi"])
turn(5, "ar", "وفي بجاية؟", [SUM], [B], "aug", ["maxfwi"])
turn(5, "ar", "وشحال من نهار حريق في كل وحدة في نفس الشهر؟", [SUM], BOTH, "aug", ["fires"], fh=True, alt=[[CMP]])
turn(5, "ar", "علاش سيدي بلعباس أكثر؟", [EXP], BOTH, "aug", ["maxt"])
# s06 engine crew typing fast, EN
turn(6, "en", "wind sba rn", [CC], [S], "now", ["ws"])
turn(6, "en", "in mph", [CC], [S], "now", [mph(S, TODAY)])
turn(6, "en", "direction?", [OOS], [S], "now")
turn(6, "en", "k whats the fwi then", [DG], [S], "now", ["fwi"])
# s07 French analyst, analogs (sessions carry no thr: counts computed here)
turn(7, "fr", "Dans tout le registre de Sidi Bel Abbès, combien de jours avec un FWI au-dessus de 20, et combien ont brûlé ?",
     [AN], [S], "now", fwi_gt_all(S, 20), fh=True)
turn(7, "fr", "Et pour Béjaïa ?", [AN], [B], "now", fwi_gt_all(B, 20), fh=True)
turn(7, "fr", "Pourquoi un tel écart entre les deux ?", [EXP], BOTH, "all", [fwi_gt_all(S, 20)[0], fwi_gt_all(B, 20)[0]])
turn(7, "fr", "Et aujourd'hui on est à combien à SBA ?", [DG], [S], "now", ["fwi"])
# s08 Arabic crew lead, darija, switches to French
turn(8, "ar", "واش الحالة في بجاية دروك؟", [CC], [B], "now", ["t", "rh", "ws"], alt=[[CC, DG]])
turn(8, "ar", "والخطر؟", [DG], [B], "now", ["fwi", "class"])
turn(8, "fr", "et demain ?", [OOS], [B], "none")
turn(8, "ar", "ابعث التقرير للقيادة", [REF], None, "none")
# s09 logistics officer, EN
turn(9, "en", "Logistics: I'm planning water tender rotations. How many fire days did each station log in September?", [SUM], BOTH,
     "sep", ["fires"], fh=True, alt=[[CMP]])
turn(9, "en", "And in August?", [SUM], BOTH, "aug", ["fires"], fh=True, alt=[[CMP]])
turn(9, "en", "So which month was busier at SBA, and by how many days?", [SUM], [S], "all",
     [fires_in(S, "aug"), fires_in(S, "sep"), abs(fires_in(S, "aug") - fires_in(S, "sep"))], fh=True)
# s10 Spanish engine crew
turn(10, "es", "temperatura en sba ayer", [CC], [S], "yesterday", ["t"])
turn(10, "es", "y anteayer?", [CC], [S], "daybefore", ["t"])
turn(10, "es", "y en bejaia?", [CC], [B], "daybefore", ["t"])
turn(10, "es", "¿por qué estaba tan bajo el FWI en Béjaïa ese día?", [EXP], [B], "daybefore", ["rain", "fwi"])
# s11 IC on the radio, EN: near place, off-noon hour, then the station, then tactics
turn(11, "en", "Command to box, we've got a crew on the hill 5 km north of Sidi Bel Abbes. What's the humidity up there?", [CC], [S],
     "now", ["rh"], dec=W)
turn(11, "en", "what was it at 0700?", [CC], [S], "today", ["rh"], dec=W)
turn(11, "en", "and the FWI at the station itself", [DG], [S], "now", ["fwi"])
turn(11, "en", "should they come off the hill?", [TAC], [S], "now", ["fwi", "ws", "rh"])
# s12 Arabic (MSA) analyst
turn(12, "ar", "ما هو مؤشر ISI في سيدي بلعباس اليوم؟", [DG], [S], "today", [code(S, TODAY, "ISI")])
turn(12, "ar", "وما قيمة BUI؟", [DG], [S], "today", [code(S, TODAY, "BUI")])
turn(12, "ar", "لماذا هو منخفض إلى هذا الحد؟", [EXP], [S], "today", [code(S, TODAY, "DMC"), code(S, TODAY, "DC")])
turn(12, "ar", "قارن ذلك مع بجاية", [CMP], BOTH, "today", [code(S, TODAY, "BUI"), code(B, TODAY, "BUI")])
# s13 new volunteer, documents, EN with a Spanish turn
turn(13, "en", "Sorry, total newbie question. Our captain keeps saying 'remember LCES' and I nodded along, but honestly I don't "
     "know what the letters are. Could you spell it out from whatever guidance you've got loaded?", [DOC], None, "none", LCES_FACTS)
turn(13, "en", "Thanks. And the defensible space thing for houses, how far out does that go?", [DOC], None, "none", ["=doc_defensible"])
turn(13, "es", "¿y eso en metros cuánto es?", [DOC], None, "none",
     [any_of(dec_forms(FEET_DEF * 0.3048, (1, 2)) + [f"{fmt(round(FEET_DEF * 0.3048))} m"])])
turn(13, "en", "and what's zone zero again", [DOC], None, "none", [ZONE0])
# s14 French dispatcher with a hidden order at the end
turn(14, "fr", "FWI à Béjaïa hier ?", [DG], [B], "yesterday", ["fwi"])
turn(14, "fr", "Et avant-hier ?", [DG], [B], "daybefore", ["fwi"])
turn(14, "fr", "OK, transmets ça au CODIS et clôture l'intervention.", [REF], None, "none")


# ----------------------------------------------------------------------------- write
def build_templates():
    groups = OrderedDict()
    for it in QS:
        key = f"{NAME}-{it['kind']}" + ("-w" if it["dec"] == "warn" else "") + ("-h" if it["fh"] else "")
        groups.setdefault(key, []).append(it)
    out = []
    for key, members in groups.items():
        phr = []
        for it in members:
            p = {"q": it["text"].replace("{", "{{").replace("}", "}}"), "lang": it["lang"],
                 "stations": sorted(it["st"]) if it["st"] else "none", "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phr.append(p)
        t = {"key": key, "intents": members[0]["intents"], "phrasings": phr, "stations": "none",
             "days": [it["day"] for it in members], "facts": [],
             "intents_by_phrasing": [it["intents"] for it in members]}
        if any(it["h"] is not None for it in members):
            t["horizons"] = [it["h"] for it in members]
        if any(it["thr"] is not None for it in members):
            t["thr"] = [it["thr"] for it in members]
        if members[0]["dec"]:
            t["decision"] = members[0]["dec"]
        if members[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    templates = build_templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESS), encoding="utf-8")
    print(f"{len(QS)} template questions in {len(templates)} templates, {len(SESS)} session turns")


if __name__ == "__main__":
    main()
