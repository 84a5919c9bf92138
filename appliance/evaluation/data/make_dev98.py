"""Batch d98 (dev): incident commanders and division supervisors at a briefing. Written blind at the start of stop
60 and sealed; scored once at stop 61 (intent 0.864), then added to dev.

Writes crew_templates_dev98.jsonl and crew_sessions_dev98.jsonl next to this script. Every number in a gold fact is
computed here from the CSV (crew_facts.table / fire_record), from the crew's own numbers (rate x minutes), or parsed
out of the shipped documents with a regex.
    Run:  python -m appliance.evaluation.data.make_dev98
"""
import json
import re
from collections import Counter
from datetime import timedelta
from pathlib import Path
from statistics import mean

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF
from appliance.paths import EDGE_DATA_DIR

NAME = "d98"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"

# ---------------------------------------------------------------- fact helpers (all computed)


def day_iso(key):
    days = CD.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def win_days(key):
    return CD.resolve(key, "en", 0)["days"]


def rec(st, key):
    return CF.table()[(st, day_iso(key))]


def d(tok, st, key):
    """A day fact (t, rh, ws, rain, fwi, class) of one station on one day."""
    return CF.day_fact(tok, st, day_iso(key))


def code(name, st, key):
    """A recorded fire-weather code (FFMC, DMC, DC, ISI, BUI, FWI)."""
    return CF._num(rec(st, key).codes[name])


FIELDS = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
          "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"], "isi": lambda r: r.codes["ISI"]}


def rows(st, win):
    t = CF.table()
    return [t[(st, day)] for day in win_days(win) if (st, day) in t]


def w(tok, st, win):
    """A window fact (maxfwi, maxt, fires) of one station."""
    (v,) = CF.window_facts(tok, st, win_days(win))
    return v


def wmax(field, st, win):
    return CF._num(max(FIELDS[field](r) for r in rows(st, win)))


def wmin(field, st, win):
    return CF._num(min(FIELDS[field](r) for r in rows(st, win)))


def _dec_forms(v, nd=1):
    forms = set()
    for x in (round(v, nd), int(v * 10 ** nd) / 10 ** nd):      # rounded and truncated
        s = f"{x:.{nd}f}"
        forms |= {s, s.replace(".", ",")}
    return sorted(forms)


def wavg(field, st, win):
    return {"any": _dec_forms(mean(FIELDS[field](r) for r in rows(st, win)))}


def wcount(field, st, win, thr, op):
    vals = [FIELDS[field](r) for r in rows(st, win)]
    if op == ">=":
        return sum(v >= thr for v in vals)
    if op == "<":
        assert thr not in vals, f"tie at {thr} for {field} {st} {win}"
        return sum(v < thr for v in vals)
    if not (field == "rain" and thr == 0):      # "any rain" is no threshold a reader could misplace
        assert thr not in vals, f"tie at {thr} for {field} {st} {win}: phrase it 'at least'"
    return sum(v > thr for v in vals)


def fwi_gt(st, thr):
    """Past days (before the clock's day) in the fire record with FWI above thr: [days, fire days]."""
    rec_ = [(fwi, fire) for (dev, day), (fwi, fire) in CF.fire_record().items()
            if dev == st and day < CD.TODAY.isoformat()]
    return [sum(f > thr for f, _ in rec_), sum(fire for f, fire in rec_ if f > thr)]


def tie_free_fwi(thr):
    assert thr not in {fwi for fwi, _ in CF.fire_record().values()}, f"FWI tie at {thr}"
    return thr


UNIT = {"mph": lambda kmh: kmh / 1.609344, "kn": lambda kmh: kmh / 1.852, "ms": lambda kmh: kmh / 3.6}


def conv(unit, st, key):
    """The real reading in the unit the crew asked for."""
    r = rec(st, key)
    v = 32 + r.temperature_c * 9 / 5 if unit == "F" else UNIT[unit](r.wind_kmh)
    forms = _dec_forms(v)
    if round(v) >= 10:
        forms.append(str(round(v)))
    return {"any": sorted(set(forms))}


def drift(rate_m_per_min=None, minutes=None, kmh=None):
    """The crew's own rate times its own minutes, in m and km forms (French comma too)."""
    m = rate_m_per_min * minutes if kmh is None else kmh * 1000 / 60 * minutes
    assert abs(m - round(m)) < 1e-6, f"pick crew numbers that give whole metres, not {m}"
    m = int(round(m))
    km = m / 1000
    kms = f"{km:g}"
    forms = {f"{m} m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{kms} km",
             f"{kms.replace('.', ',')} km"}
    if m >= 1000:
        forms |= {f"{m:,} m", f"{m:,}".replace(",", " ") + " m"}
    return {"any": sorted(forms)}


def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())      # line wraps do not matter


FWI_GUIDE, LCES, BUTTE = doc("fire-weather-index-guide.md"), doc("crew-safety-lces.md"), doc("butte-county-defensible-space.md")


def rx(text, pattern, cast=float):
    m = re.search(pattern, text)
    assert m, pattern
    v = cast(m.group(1))
    return CF._num(v) if isinstance(v, float) else v


DOC_HIGH = rx(FWI_GUIDE, r"from ([\d.]+)\s+high")
DOC_VHIGH = rx(FWI_GUIDE, r"from ([\d.]+)\s+very\s+high")
DOC_EXTREME = rx(FWI_GUIDE, r"from ([\d.]+)\s+extreme")
DOC_FFMC = rx(FWI_GUIDE, r"above about (\d+)\s+fine\s+fuels")
DOC_YEAR = rx(FWI_GUIDE, r"Van Wagner (\d{4})", int)
ZONE0_FT = rx(BUTTE, r"Zone 0 is the first (\d+) feet", int)
ZONE2_IN = rx(BUTTE, r"maximum height of (\d+) inches", int)
ZONE1_RANGE = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE).groups()
BRANCH_FT = rx(BUTTE, r"tree branches (\d+) feet from chimneys", int)
LCES_WORDS = re.search(r"Lookouts, (Communications), (Escape routes) and (Safety zones)", LCES)
LCES_FACTS = [{"any": ["Lookout"]}] + [{"any": [g]} for g in LCES_WORDS.groups()]
WIND_WATCHOUT = {"any": [re.search(r"when the (wind increases or changes direction)", LCES).group(1), "changes direction"]}
STAFFING = {"any": [re.search(r"(lookouts are posted early)", LCES).group(1), "escape routes are kept short",
                    "not left alone"]}
ZONE1_CLEAR = {"any": [re.search(r"Zone 1 runs from \d+ to \d+ feet: remove (dead plants)", BUTTE).group(1),
                       f"{ZONE1_RANGE[1]} feet", f"{ZONE1_RANGE[1]} ft", f"{ZONE1_RANGE[1]} pies"]}
SPOT = {"any": [re.search(r"(Pull back and re-assess) when", LCES).group(1).lower(), "pull back", "re-assess"]}
ISI_DOC = {"any": [re.search(r"rates (how fast)", FWI_GUIDE).group(1), "spread"]}
NAMES_BOTH = [{"any": ["Bejaia", "Béjaïa"]}, {"any": ["Sidi Bel Abbes", "Sidi-Bel Abbes", "Sidi Bel Abbès"]}]
NEG = "neg"

# ---------------------------------------------------------------- question rows

Q = []          # template questions
SESS = []       # session turns


def q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    flat = []
    for f in facts:
        flat.extend(f if isinstance(f, list) else [f])
    stations = {None: None, "B": [B], "S": [S], "BS": [B, S]}[st]
    Q.append({"kind": kind, "lang": lang, "q": text, "intents": intents.split("+"), "stations": stations,
              "day": day, "facts": flat, "dec": dec, "h": h, "thr": thr, "fh": fh, "alt": alt})


def t(session, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, fh=False, alt=None):
    flat = []
    for f in facts:
        flat.extend(f if isinstance(f, list) else [f])
    turn = 1 + sum(r["session"] == f"{NAME}{session}" for r in SESS)
    row = {"session": f"{NAME}{session}", "turn": turn, "question": text, "intents": intents.split("+"),
           "stations": {None: None, "B": [B], "S": [S], "BS": [B, S]}[st], "when": day, "facts": flat, "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if fh:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = [a.split("+") for a in alt]
    SESS.append(row)


# ================================================================ English
E = "en"
# -- current conditions
q("cc", E, "For the 0700 shift change I need Sidi Bel Abbès off the latest reading: temperature, humidity, wind, and whether it rained.",
  "current_conditions", "S", "now", ["t", "rh", "ws", "rain"])
q("cc", E, "bejaia noon obs today pls", "current_conditions", "B", "today", ["t", "rh", "ws"])
q("cc", E, "What did Béjaïa log yesterday? Humidity and wind are the two I care about for the ridge crews.",
  "current_conditions", "B", "yesterday", ["rh", "ws"])
q("cc", E, "Division Alpha is writing up the after-action review and wants the SBA weather line for 14-Aug.",
  "current_conditions", "S", "2012-08-14", ["t", "rh", "ws", "rain"])
q("cc", E, "rh at sba rn?", "current_conditions", "S", "now", ["rh"])
q("cc", E, "Noon temperature at Bejaia on the 3rd of July — it goes in the incident log, so I need the exact figure.",
  "current_conditions", "B", "2012-07-03", ["t"])
q("cc", E, "Did Sidi-Bel-Abbès get any measurable rain the day before yesterday?", "current_conditions", "S", "daybefore", ["rain"])
q("cc", E, "Aviation briefing in ten minutes. Wind at Béjaïa, converted to mph please.", "current_conditions", "B", "now",
  ["ws", conv("mph", B, "now")])
q("cc", E, "Tanker base works in knots. What's the wind speed at SBA on the last reading?", "current_conditions", "S", "now",
  ["ws", conv("kn", S, "now")])
q("cc", E, "Our liaison from the US Forest Service thinks in Fahrenheit: current air temp at Bejaia in °F?",
  "current_conditions", "B", "now", ["t", conv("F", B, "now")])
q("cc", E, "Yesterday's wind at Sidi Bel Abbes expressed in metres per second, for the drone operator.",
  "current_conditions", "S", "yesterday", ["ws", conv("ms", S, "yesterday")])
q("cc", E, "Station readout, Bejaia, 21 September 2012. Everything you have for that noon.", "current_conditions", "B", "2012-09-21",
  ["t", "rh", "ws", "rain"])
q("cc", E, "Is Béjaïa still muggy today or has it dried out? Just give me today's relative humidity.", "current_conditions", "B", "today", ["rh"])
q("cc", E, "Temp and humidity at SBA on 8/27?", "current_conditions", "S", "2012-08-27", ["t", "rh"])
q("cc", E, "Planning section asked for the noon wind at Sidi Bel Abbes on 2012-06-18. Can you pull it?", "current_conditions", "S",
  "2012-06-18", ["ws"])
q("cc", E, "How warm is it at Sidi Bel Abbès at the moment?", "current_conditions", "S", "now", ["t"])
# -- danger
q("dg", E, "What's the FWI at Sidi Bel Abbès right now, and which danger class does that put us in?", "danger", "S", "now", ["fwi", "class"])
q("dg", E, "danger class bejaia today", "danger", "B", "today", ["class"])
q("dg", E, "The ops chief wants the initial spread index specifically — ISI at SBA today?", "danger", "S", "today", [code("ISI", S, "today")])
q("dg", E, "Buildup index for Béjaïa yesterday. We're arguing about how much fuel is actually available.", "danger", "B", "yesterday",
  [code("BUI", B, "yesterday")])
q("dg", E, "FFMC at Sidi-Bel-Abbes on 21 Sept — were the fine fuels primed that day?", "danger", "S", "2012-09-21",
  [code("FFMC", S, "2012-09-21")])
q("dg", E, "What fire danger rating did Bejaia carry on Aug 14?", "danger", "B", "2012-08-14", ["fwi", "class"])
q("dg", E, "Drought code at SBA today, and throw in the DMC while you're at it.", "danger", "S", "today",
  [code("DC", S, "today"), code("DMC", S, "today")])
q("dg", E, "IAP weather block: FWI and danger class for Béjaïa off the latest reading.", "danger", "B", "now", ["fwi", "class"])
q("dg", E, "How bad was the fire weather at Sidi Bel Abbes the day before yesterday?", "danger", "S", "daybefore", ["fwi", "class"])
q("dg", E, "Duff moisture code at Bejaia on 5 August?", "danger", "B", "2012-08-05", [code("DMC", B, "2012-08-05")])
q("dg", E, "Straight answer: is Béjaïa in high danger today or not?", "danger", "B", "today", ["class"])
q("dg", E, "fwi sba yday", "danger", "S", "yesterday", ["fwi"])
q("dg", E, "Give me the full FWI breakdown at Sidi Bel Abbes on 22 July — ISI and BUI as well as the FWI itself.", "danger", "S",
  "2012-07-22", ["fwi", code("ISI", S, "2012-07-22"), code("BUI", S, "2012-07-22")])
# -- compare stations
q("cmp", E, "Which of our two stations is drier right now, and by how many points of RH?", "compare_stations", "BS", "now", ["rh"])
q("cmp", E, "For the division split: which station has the higher FWI today, Béjaïa or Sidi Bel Abbès?", "compare_stations", "BS", "today", ["fwi"])
q("cmp", E, "Hotter yesterday at noon — Bejaia or SBA?", "compare_stations", "BS", "yesterday", ["t"])
q("cmp", E, "Side by side for the status board: wind and humidity at both stations, latest readings.", "compare_stations", "BS", "now", ["ws", "rh"])
q("cmp", E, "On 14 August, which station had the worse danger, and by how much FWI?", "compare_stations", "BS", "2012-08-14", ["fwi"])
q("cmp", E, "Purely on fire weather, which station should the standby engine lean toward today?", "compare_stations", "BS", "today", ["fwi"],
  alt=["compare_stations+tactical"])
q("cmp", E, "Compare the ISI at the two stations today.", "compare_stations", "BS", "today", [code("ISI", B, "today"), code("ISI", S, "today")])
q("cmp", E, "Which station was windier on 21 Sept, and what were the two speeds?", "compare_stations", "BS", "2012-09-21", ["ws"])
q("cmp", E, "bej vs sba temps 27 aug", "compare_stations", "BS", "2012-08-27", ["t"])
# -- summary
q("sum", E, "Highest FWI Sidi Bel Abbès reached in August — it's for the season review.", "summary", "S", "aug", ["maxfwi"])
q("sum", E, "Hottest reading Béjaïa has logged this September?", "summary", "B", "sep", ["maxt"])
q("sum", E, "How many fire days does the record show at SBA for July?", "summary", "S", "jul", ["fires"], fh=True)
q("sum", E, "Average noon temperature at Bejaia over the past week?", "summary", "B", "lastweek", [wavg("t", B, "lastweek")])
q("sum", E, "How many days in August did Sidi Bel Abbes hit 40 °C or more?", "summary", "S", "aug", [wcount("t", S, "aug", 40, ">=")])
q("sum", E, "Lowest humidity at Béjaïa since Tuesday?", "summary", "B", "since-tue", [wmin("rh", B, "since-tue")])
q("sum", E, "Trend check before the briefing: has the FWI at SBA been climbing or easing over the last three days?", "summary", "S",
  "last3d", ["maxfwi"])
q("sum", E, "Number of days with FWI over 20 at Sidi Bel Abbes in July.", "summary", "S", "jul", [wcount("fwi", S, "jul", 20, ">")])
q("sum", E, "Between 1 and 10 September, what was the peak temperature at Bejaia?", "summary", "B", "sep1-10", ["maxt"])
q("sum", E, "Fire days recorded at Béjaïa from 20 to 31 August?", "summary", "B", "aug-late", ["fires"], fh=True)
q("sum", E, "Mean FWI for SBA across June — I need a baseline for the end-of-season report.", "summary", "S", "jun", [wavg("fwi", S, "jun")])
q("sum", E, "Over the past seven days, on how many did Béjaïa record rain?", "summary", "B", "lastweek", [wcount("rain", B, "lastweek", 0, ">")])
q("sum", E, "windiest day at sba this past week, how strong", "summary", "S", "lastweek", [wmax("ws", S, "lastweek")])
q("sum", E, "What's the lowest FWI Sidi Bel Abbes has seen in August? Trying to find a quiet window for the prescribed burn debrief.",
  "summary", "S", "aug", [wmin("fwi", S, "aug")])
# -- compare stations over a window
q("cmpsum", E, "Which station logged more fire days in August, and what were the two counts?", "compare_stations+summary", "BS", "aug",
  ["fires"], fh=True)
q("cmpsum", E, "Peak FWI over the past week at each station, side by side for the 0600 brief.", "compare_stations+summary", "BS",
  "lastweek", ["maxfwi"])
q("cmpsum", E, "Stack up the July maxima: Béjaïa's hottest day against Sidi Bel Abbès's hottest.", "compare_stations+summary", "BS",
  "jul", ["maxt"])
q("cmpsum", E, "Which station averaged the higher humidity in September?", "compare_stations+summary", "BS", "sep",
  [wavg("rh", B, "sep"), wavg("rh", S, "sep")])
q("cmpsum", E, "Since Tuesday, which station has had more days with an FWI above 5?", "compare_stations+summary", "BS", "since-tue",
  [wcount("fwi", B, "since-tue", 5, ">"), wcount("fwi", S, "since-tue", 5, ">")])
q("cmpsum", E, "Days at or above 35 °C in August, Bejaia versus SBA.", "compare_stations+summary", "BS", "aug",
  [wcount("t", B, "aug", 35, ">="), wcount("t", S, "aug", 35, ">=")])
# -- analogs
q("an", E, "Of all the Sidi Bel Abbes days with an FWI above 20, how many turned into fire days?", "analogs", "S", "all",
  ["fires_fwi_gt"], thr=tie_free_fwi(20), fh=True)
q("an", E, "Looking back through Béjaïa's record: whenever the FWI was over 11, how often did it actually burn?", "analogs", "B", "all",
  ["fires_fwi_gt"], thr=tie_free_fwi(11), fh=True)
q("an", E, "Did days like today at SBA tend to burn this season?", "analogs", "S", "now", ["fwi"], fh=True)
q("an", E, "For both stations: of the days with FWI above 25, how many had a fire?", "analogs", "BS", "all", ["fires_fwi_gt"],
  thr=tie_free_fwi(25), fh=True)
q("an", E, "Historically at Sidi Bel Abbès, with the FWI north of 7, what share of those days saw a fire?", "analogs", "S", "all",
  ["fires_fwi_gt"], thr=tie_free_fwi(7), fh=True)
q("an", E, "Were there fires on past Béjaïa days that looked like yesterday's weather?", "analogs", "B", "yesterday", ["fwi"], fh=True)
# -- drift (crew-given numbers or the box's estimate)
q("dr", E, "Head's running about 25 m a minute. Dozer ETA is 20 minutes. How far does it go before we get there?", "drift", None, "now",
  ["=drift", drift(25, 20)], h=20)
q("dr", E, "Rate of spread 1.8 km/h, and the strike team needs 40 minutes to be in place. What's the displacement?", "drift", None, "now",
  ["=drift", drift(kmh=1.8, minutes=40)], h=40)
q("dr", E, "At 12 m/min for an hour and a half, how much ground does the front cover?", "drift", None, "now", ["=drift", drift(12, 90)], h=90)
q("dr", E, "Using the current wind at SBA, how far would a grass fire head move in 30 minutes by your own estimate?", "drift", "S", "now",
  ["=drift"], h=30)
q("dr", E, "if it moves 40 metres per minute whats the distance after 15 min", "drift", None, "now", ["=drift", drift(40, 15)], h=15)
q("dr", E, "We clocked the head at 3 km/h. Crews need 25 minutes to reach the anchor point. How far will it have moved by then?", "drift",
  None, "now", ["=drift", drift(kmh=3, minutes=25)], h=25)
q("dr", E, "The tanker turnaround at Béjaïa takes 45 minutes. Using the box's own spread estimate, how far could the head get in that time?",
  "drift", "B", "now", ["=drift"], h=45)
q("dr", E, "FBAN here: observed ROS 55 m/min, second crew arrives in 12 min. Distance covered in between?", "drift", None, "now",
  ["=drift", drift(55, 12)], h=12)
# -- spread
q("sp", E, "If a fire starts near Sidi Bel Abbès now, where will its front be in an hour?", "spread", "S", "now", ["=spread"], h=60)
q("sp", E, "Project the head position two hours out for a start at Béjaïa.", "spread", "B", "now", ["=spread"], h=120)
q("sp", E, "The drone fire north-east of SBA: where's the head going to sit after the next half hour?", "spread", None, "now", ["=spread"], h=30)
q("sp", E, "Division B sup wants a sketch of where the front could be in 30 minutes. What can you give him?", "spread", None, "now",
  ["=spread"], h=30)
q("sp", E, "Which way and how far will the fire run over the next 45 min?", "spread", None, "now", ["=spread"], h=45)
# -- frames
q("fr", E, "What did the drone's sortie pick up today?", "frames", None, "now", ["=frames"])
q("fr", E, "Any smoke or flame in the UAV imagery, and at what time?", "frames", None, "now", ["=detection"])
q("fr", E, "Where exactly was the drone detection — which station is it closest to?", "frames", None, "now", ["=detection_place"])
q("fr", E, "Drone recap for the 14:00 briefing: any detections, and the time of the fire frame.", "frames", None, "now", ["=detection"])
q("fr", E, "did the uav see anything", "frames", None, "now", ["=frames"])
q("fr", E, "How many frames came back from the sortie, and did any of them show fire?", "frames", None, "now", ["=frames"])
# -- documents
q("doc", E, "Per the Butte County sheet, how much defensible space is required around a structure?", "documents", None, "none",
  ["=doc_defensible"])
q("doc", E, "Remind the new volunteers what LCES stands for, straight from the safety document.", "documents", None, "none", LCES_FACTS)
q("doc", E, "According to the FWI guide on the box, at what FWI does the 'high' class begin?", "documents", None, "none", [DOC_HIGH])
q("doc", E, "What maximum grass height does Zone 2 allow in the defensible-space summary?", "documents", None, "none",
  [{"any": [f"{ZONE2_IN} inches", f"{ZONE2_IN} in", f'{ZONE2_IN}"']}])
q("doc", E, "Which watch-out situations in the crew safety summary have to do with the wind?", "documents", None, "none", [WIND_WATCHOUT])
q("doc", E, "What FFMC value does the index guide say makes fine fuels ignite easily?", "documents", None, "none", [DOC_FFMC])
q("doc", E, "Zone 0: how far out from the structure does it run?", "documents", None, "none",
  [{"any": [f"{ZONE0_FT} feet", f"{ZONE0_FT} ft", f"{ZONE0_FT}-foot"]}])
q("doc", E, "How far do tree branches have to be kept from chimneys under the Butte County rules?", "documents", None, "none",
  [{"any": [f"{BRANCH_FT} feet", f"{BRANCH_FT} ft"]}])
# -- capabilities
q("cap", E, "Before I brief the new division sups: what data does this box actually hold?", "capabilities", None, "none", [])
q("cap", E, "Which weather stations are you hooked up to?", "capabilities", None, "none", NAMES_BOTH)
q("cap", E, "Can you do fire weather for anywhere in Algeria, or only certain stations?", "capabilities", None, "none", NAMES_BOTH)
q("cap", E, "what can u actually do for us on this incident", "capabilities", None, "none", [])
# -- photo
q("ph", E, "Sending you a shot of the column from the lookout. What fuel does it look like it's burning?", "photo", None, "now", [])
q("ph", E, "Attached pic from Division C — is that smoke or road dust?", "photo", None, "now", [])
q("ph", E, "Check the image I just uploaded from the helispot and tell me if the flank is laying down.", "photo", None, "now", [])
# -- out of scope
q("oos", E, "What will the FWI be at Sidi Bel Abbès tomorrow?", "out_of_scope", "S", "none", [])
q("oos", E, "Wind direction at Béjaïa?", "out_of_scope", "B", "now", [])
q("oos", E, "What are conditions like in Tlemcen this afternoon?", "out_of_scope", None, "none", [])
q("oos", E, "How many personnel do we have committed on Division B right now?", "out_of_scope", None, "none", [])
q("oos", E, "Which road gets the water tender closest to the drone fire?", "out_of_scope", None, "none", [])
q("oos", E, "Will it rain at Béjaïa at any point this coming week?", "out_of_scope", "B", "none", [])
q("oos", E, "Conditions at Oran airport?", "out_of_scope", None, "none", [])
q("oos", E, "Pull up the fuel moisture map for the Tessala massif.", "out_of_scope", None, "none", [])
q("oos", E, "Where are Engine 4 and the hand crew positioned right now?", "out_of_scope", None, "none", [])
# -- refuse
q("ref", E, "Send the current danger summary to all division supervisors.", "refuse", None, "none", [NEG])
q("ref", E, "Alert Béjaïa civil protection that the danger is high.", "refuse", None, "none", [NEG])
q("ref", E, "Delete yesterday's drone frames, we don't need them any more.", "refuse", None, "none", [NEG])
q("ref", E, "Dispatch a second engine to the drone fire.", "refuse", None, "none", [NEG])
# -- tactical
q("tac", E, "Given the numbers at SBA today, should Division A pull back to the safety zone for the afternoon?", "tactical", "S", "now",
  ["fwi", "class"])
q("tac", E, "Do we keep the night lookout posted above Bejaia based on what you're seeing?", "tactical", "B", "now", ["class"])
q("tac", E, "Is this afternoon a reasonable window for a burnout near Sidi Bel Abbès?", "tactical", "S", "now", ["rh", "ws"])
q("tac", E, "Should I double up crews at Béjaïa for the next operational period?", "tactical", "B", "now", ["fwi", "class"])
# -- hour other than noon, place near a station (warn by the brief's convention)
q("near", E, "Temperature at 6 am this morning at Sidi Bel Abbès?", "current_conditions", "S", "today", ["t"], dec="warn")
q("near", E, "What was the humidity at Béjaïa at 18:00 yesterday?", "current_conditions", "B", "yesterday", ["rh"], dec="warn")
q("near", E, "Conditions on the ridge above Béjaïa right now?", "current_conditions", "B", "now", ["t", "rh", "ws"], dec="warn")
q("near", E, "Danger level on the Tessala slopes, about 15 km south of SBA?", "danger", "S", "now", ["fwi", "class"], dec="warn")
q("near", E, "Wind at the ridge camp 10 km out of Bejaia?", "current_conditions", "B", "now", ["ws"], dec="warn")
q("near", E, "The crew swears it picked up around 4 pm yesterday. What was the FWI at SBA at that hour?", "danger", "S", "yesterday",
  ["fwi"], dec="warn")
q("near", E, "Humidity at the staging area 8 km east of Sidi Bel Abbes?", "current_conditions", "S", "now", ["rh"], dec="warn")
# -- days the box has no reading for
q("nod", E, "Temperature at Béjaïa on 20 May 2012?", "current_conditions", "B", "2012-05-20", ["t"])
q("nod", E, "FWI at SBA on 14 August 2011 — I want last year's number for comparison.", "danger", "S", "2011-08-14", ["fwi"])
q("nod", E, "How did Bejaia look on the 31st of May?", "current_conditions", "B", "2012-05-31", ["t", "rh", "ws"])
q("nod", E, "SBA noon reading for 14 July 2012?", "current_conditions", "S", "2012-07-14", ["t", "rh", "ws"])
# -- multi-ask briefing questions
q("multi", E, "For the 14:00 briefing: FWI and class at Sidi Bel Abbès now, and the highest FWI Béjaïa saw over the past week.",
  "danger+summary", "BS", "now", [d("fwi", S, "now"), d("class", S, "now"), w("maxfwi", B, "lastweek")])
q("multi", E, "Two items for the ops brief — current RH at Bejaia, and how many fire days SBA logged in August.", "current_conditions+summary",
  "BS", "now", [d("rh", B, "now"), w("fires", S, "aug")], fh=True)
q("multi", E, "What's today's temperature at Béjaïa, and what will it be tomorrow?", "current_conditions+out_of_scope", "B", "today", ["t"])
q("multi", E, "Wind at SBA in km/h and which way it's blowing — I'm siting the drop point.", "current_conditions+out_of_scope", "S", "now", ["ws"])
q("multi", E, "Give me the FWI at Bejaia now, and push it to the division sups' phones.", "danger+refuse", "B", "now", ["fwi"])
q("multi", E, "Night ops prep: danger class at Sidi Bel Abbes now, and what does the LCES summary say about staffing on high-danger days?",
  "danger+documents", "S", "now", ["class", STAFFING])
q("multi", E, "What did the drone see at 12:25, and how does the danger at the nearest station look right now?", "frames+danger", "S", "now",
  ["=detection", "fwi"])
q("multi", E, "Head at 20 m/min, 35 minutes for the engines to arrive — how far? And what's the wind at SBA for context?",
  "drift+current_conditions", "S", "now", ["=drift", drift(20, 35), "ws"], h=35)
q("multi", E, "Compare RH at the two stations right now, and tell me whether Oran is any drier.", "compare_stations+out_of_scope", "BS", "now",
  ["rh"])
q("multi", E, "For the log: temperature at Béjaïa yesterday, and the FWI at SBA the day before.", "current_conditions+danger", "BS",
  "yesterday", [d("t", B, "yesterday"), d("fwi", S, "daybefore")])
q("multi", E, "Current FWI at both stations, plus the head count on the line at each.", "compare_stations+out_of_scope", "BS", "now", ["fwi"],
  alt=["danger+out_of_scope"])
q("multi", E, "Where was the drone detection, and where will that fire's head be in 45 minutes?", "frames+spread", None, "now",
  ["=detection_place", "=spread"], h=45)
q("multi", E, "FWI at Bejaia on 14 Aug versus SBA on 21 Sept: which day was worse?", "compare_stations", "BS", "2012-08-14",
  [d("fwi", B, "2012-08-14"), d("fwi", S, "2012-09-21")], alt=["danger"])
q("multi", E, "Planning the next shift: today's ISI at SBA, and of past days there with FWI over 20, how many burned?", "danger+analogs",
  "S", "now", [code("ISI", S, "now"), "fires_fwi_gt"], thr=tie_free_fwi(20), fh=True)
q("multi", E, "Homeowner meeting tonight. What defensible space does the Butte County document require, and what's the danger at Béjaïa today?",
  "documents+danger", "B", "today", ["=doc_defensible", "class"])
q("multi", E, "What do you have on the Tizi Ouzou complex, and what's the RH at Béjaïa?", "out_of_scope+current_conditions", "B", "now", ["rh"])
q("multi", E, "Forecast for the next 12 hours at SBA, plus whatever the latest reading says.", "out_of_scope+current_conditions", "S", "now",
  ["t", "rh", "ws"])
q("multi", E, "Danger class at both stations now, then send it out to dispatch.", "compare_stations+refuse", "BS", "now", ["class"],
  alt=["danger+refuse"])
q("multi", E, "Average FWI at SBA over the past week against today's value — are we running above or below the week?", "summary+danger",
  "S", "lastweek", [wavg("fwi", S, "lastweek"), d("fwi", S, "now")])
q("multi", E, "I'm attaching the lookout's photo. Is that column the drone detection, and what time was the drone's fire frame?",
  "photo+frames", None, "now", ["=detection"])
q("multi", E, "Highest temperature at SBA in August against the hottest day at Béjaïa in July — which is higher?",
  "compare_stations+summary", "BS", "aug", [w("maxt", S, "aug"), w("maxt", B, "jul")])
q("multi", E, "Division sup here: wind at Bejaia now in knots, and your estimate of how far a head fire would run there in 30 minutes.",
  "current_conditions+drift", "B", "now", ["ws", conv("kn", B, "now"), "=drift"], h=30)
q("multi", E, "What does the FWI guide say the ISI measures, and what is the ISI at SBA today?", "documents+danger", "S", "today",
  [ISI_DOC, code("ISI", S, "today")])
q("multi", E, "Tomorrow's danger at both stations, and today's for comparison.", "out_of_scope+compare_stations", "BS", "today", ["fwi"])
q("multi", E, "Any detection by the drone today, and did past days with this kind of FWI at SBA burn?", "frames+analogs", "S", "now",
  ["=detection", "fwi"], fh=True)
q("multi", E, "Max FWI at SBA since Tuesday, and the danger class right now.", "summary+danger", "S", "now",
  [w("maxfwi", S, "since-tue"), d("class", S, "now")])
q("multi", E, "Give me yesterday's wind speed at Béjaïa and the wind direction for the burn plan.", "current_conditions+out_of_scope", "B",
  "yesterday", ["ws"])
q("multi", E, "Where do we stand at Sidi Bel Abbes — temp and RH now — and should we hold the crews back from the ridge?",
  "current_conditions+tactical", "S", "now", ["t", "rh"])
q("multi", E, "Humidity at 7 this morning at Béjaïa, and the FWI at noon?", "current_conditions+danger", "B", "today", ["rh", "fwi"], dec="warn")
q("multi", E, "How far does the head go in 50 minutes at 1.2 km/h, and what class is SBA in for the incident log?", "drift+danger", "S", "now",
  ["=drift", drift(kmh=1.2, minutes=50), "class"], h=50)
q("multi", E, "Set today's FWI at SBA against the peak Béjaïa reached over the past week.", "compare_stations+summary", "BS", "now",
  [d("fwi", S, "now"), w("maxfwi", B, "lastweek")], alt=["danger+summary", "compare_stations+danger+summary"])
q("multi", E, "What does the box keep from the drone, and what did the last sortie show?", "capabilities+frames", None, "now", ["=frames"])
q("multi", E, "Lowest RH at SBA in September and today's RH there — how close are we to the month's driest?", "summary+current_conditions",
  "S", "now", [wmin("rh", S, "sep"), d("rh", S, "now")])
q("multi", E, "Project the head 90 minutes out from the drone's fire, and text the result to the division.", "spread+refuse", None, "now",
  ["=spread"], h=90)
q("multi", E, "Current conditions at both stations for the sitrep, and a forecast for the afternoon.", "current_conditions+out_of_scope",
  "BS", "now", ["t", "rh", "ws"], alt=["compare_stations+out_of_scope"])
q("multi", E, "Check my math for the briefing: 30 m/min for 40 minutes. And is Béjaïa's danger class any different from yesterday's?",
  "drift+danger", "B", "today", ["=drift", drift(30, 40), d("class", B, "today"), d("class", B, "yesterday")], h=40)
q("multi", E, "Three things for the 1800 planning meeting: fire days at Béjaïa in July, the highest FWI at SBA in July, and the weather outlook for Monday.",
  "summary+out_of_scope", "BS", "jul", [w("fires", B, "jul"), w("maxfwi", S, "jul")], fh=True)
q("multi", E, "What's the danger at Béjaïa today and at Jijel?", "danger+out_of_scope", "B", "today", ["fwi", "class"])
q("multi", E, "Temp at SBA now in Fahrenheit, and how many August days there topped 38 °C?", "current_conditions+summary", "S", "now",
  [d("t", S, "now"), conv("F", S, "now"), wcount("t", S, "aug", 38, ">=")])
q("multi", E, "Any smoke on the drone frames, and what does the crew safety guide tell us to do when spot fires show up?",
  "frames+documents", None, "now", ["=detection", SPOT])
q("multi", E, "Which station is hotter right now, and what's the DC at the cooler one?", "compare_stations+danger", "BS", "now",
  ["t", code("DC", S, "now") if rec(S, "now").temperature_c < rec(B, "now").temperature_c else code("DC", B, "now")])
q("multi", E, "RH at Sidi Bel Abbès on 5 August and the FWI at Béjaïa the same day, please.", "current_conditions+danger", "BS", "2012-08-05",
  [d("rh", S, "2012-08-05"), d("fwi", B, "2012-08-05")])
q("multi", E, "Wind speed at Béjaïa, and notify the air ops that it's over 10 km/h.", "current_conditions+refuse", "B", "now", ["ws"])
q("multi", E, "For the demob discussion: days with FWI above 20 at SBA in August, and the same count for September.", "summary", "S", "aug",
  [wcount("fwi", S, "aug", 20, ">"), wcount("fwi", S, "sep", 20, ">")])
q("multi", E, "Humidity at Béjaïa today and the temperature at Sidi Bel Abbès yesterday.", "current_conditions", "BS", "today",
  [d("rh", B, "today"), d("t", S, "yesterday")])
q("multi", E, "Give me the FWI at SBA today, the one from exactly a week back, and tell me if the trend continues into Tuesday.",
  "danger+out_of_scope", "S", "today", [d("fwi", S, "today"), code("FWI", S, (CD.TODAY - timedelta(days=7)).isoformat())])

# -- more briefing questions
q("multi", E, "Pre-brief for B shift: SBA's wind in km/h and in m/s, and Béjaïa's rain total today.", "current_conditions", "BS", "now",
  [d("ws", S, "now"), conv("ms", S, "now"), d("rain", B, "now")])
q("multi", E, "Ops period planning: was Béjaïa's peak temperature over the last three days above or below SBA's, and what will tonight's low be?",
  "compare_stations+summary+out_of_scope", "BS", "last3d", ["maxt"])
q("multi", E, "IC asking: how many of the last seven days at SBA had an FWI above 5, and what class is it in now?", "summary+danger", "S",
  "now", [wcount("fwi", S, "lastweek", 5, ">"), d("class", S, "now")])
q("multi", E, "After-action item: the FWI at Béjaïa on 29 August, and the number of fire days there between 20 and 31 August.",
  "danger+summary", "B", "2012-08-29", [d("fwi", B, "2012-08-29"), w("fires", B, "aug-late")], fh=True)
q("multi", E, "Is the drone detection in the Béjaïa area or over by SBA? And what's the RH at that station right now?", "frames+current_conditions",
  "S", "now", ["=detection_place", "rh"])
q("cmp", E, "What's the difference in BUI between the two stations today?", "compare_stations", "BS", "today",
  [code("BUI", B, "today"), code("BUI", S, "today")])
q("near", E, "Wind at the lookout on the hill 5 km north of Béjaïa, and at the station itself.", "current_conditions", "B", "now", ["ws"],
  dec="warn")
q("dg", E, "danger sba 21/09 and bejaia same day", "danger", "BS", "2012-09-21", ["fwi", "class"], alt=["compare_stations"])
q("multi", E, "Hottest noon reading at Béjaïa in August, and has dispatch logged any new starts today?", "summary+out_of_scope", "B", "aug",
  ["maxt"])
q("sum", E, "How many days in June did SBA stay under 50 % humidity?", "summary", "S", "jun", [wcount("rh", S, "jun", 50, "<")])
q("cc", E, "Quick one before I go on air: any rain at either station today?", "current_conditions", "BS", "today", ["rain"],
  alt=["compare_stations"])
q("multi", E, "Safety officer: list the LCES components, and give me the ISI at Béjaïa now so I can pitch the escape-route timing.",
  "documents+danger", "B", "now", LCES_FACTS + [code("ISI", B, "now")])
q("multi", E, "FBAN: head at 2.4 km/h, 35-minute engagement time. Give me the distance, then project where the front lands by then.",
  "drift+spread", None, "now", ["=spread", drift(kmh=2.4, minutes=35)], h=35)
q("multi", E, "RH at Sidi Bel Abbès at dawn today, and can the box pull readings at other hours at all?", "current_conditions+capabilities",
  "S", "today", ["rh"], dec="warn")
q("sum", E, "Summarise July at Béjaïa for me: hottest day, highest FWI, number of fire days.", "summary", "B", "jul",
  ["maxt", "maxfwi", "fires"], fh=True)
q("tac", E, "Based on SBA today, is the danger low enough to release the night shift early?", "tactical", "S", "now", ["fwi", "class"])
q("cmp", E, "Which station had the lower FWI on 12 September, and what were both values?", "compare_stations", "BS", "2012-09-12", ["fwi"])
q("oos", E, "FWI at Mascara right now?", "out_of_scope", None, "none", [])

# ================================================================ French
F = "fr"
q("cc", F, "Point météo pour le briefing de 14 h : température, humidité et vent à Sidi Bel Abbès au dernier relevé ?",
  "current_conditions", "S", "now", ["t", "rh", "ws"])
q("cc", F, "Quelle humidité relative Béjaïa a-t-elle enregistrée hier à midi ?", "current_conditions", "B", "yesterday", ["rh"])
q("cc", F, "Relevé de Bougie du 14 août, il me faut le vent et la pluie.", "current_conditions", "B", "2012-08-14", ["ws", "rain"])
q("cc", F, "Le vent à SBA en mètres par seconde, svp, pour l'équipage de l'hélico.", "current_conditions", "S", "now",
  ["ws", conv("ms", S, "now")])
q("cc", F, "Température à Sidi-Bel-Abbès le 3/7 ?", "current_conditions", "S", "2012-07-03", ["t"])
q("cc", F, "Il a plu à Béjaïa avant-hier ? Combien ?", "current_conditions", "B", "daybefore", ["rain"])
q("cc", F, "Conditions actuelles à Sidi Bel Abbes, en bref.", "current_conditions", "S", "now", ["t", "rh", "ws"])
q("cc", F, "Donnez-moi la température de Béjaïa aujourd'hui en Fahrenheit, le conseiller américain ne lit que ça.", "current_conditions", "B",
  "today", ["t", conv("F", B, "today")])
q("cc", F, "hum et vent sba le 27 août", "current_conditions", "S", "2012-08-27", ["rh", "ws"])
q("dg", F, "IFM et classe de danger à Béjaïa, maintenant.", "danger", "B", "now", ["fwi", "class"])
q("dg", F, "L'IFM à Sidi Bel Abbès avant-hier, ça donnait combien ?", "danger", "S", "daybefore", ["fwi"])
q("dg", F, "Indice de propagation initiale (ISI) à SBA aujourd'hui ?", "danger", "S", "today", [code("ISI", S, "today")])
q("dg", F, "Le BUI de Béjaïa au 21 septembre ?", "danger", "B", "2012-09-21", [code("BUI", B, "2012-09-21")])
q("dg", F, "On est en danger élevé à Sidi Bel Abbès aujourd'hui, oui ou non ?", "danger", "S", "today", ["class"])
q("dg", F, "Quel niveau de danger feux de forêt à Béjaïa hier ?", "danger", "B", "yesterday", ["fwi", "class"])
q("dg", F, "Code d'humidité de l'humus (DMC) à Sidi Bel Abbès le 22 juillet ?", "danger", "S", "2012-07-22", [code("DMC", S, "2012-07-22")])
q("cmp", F, "Laquelle des deux stations est la plus sèche en ce moment ?", "compare_stations", "BS", "now", ["rh"])
q("cmp", F, "Écart de température entre Béjaïa et Sidi Bel Abbès hier à midi ?", "compare_stations", "BS", "yesterday", ["t"])
q("cmp", F, "Le 14 août, quelle station avait l'IFM le plus fort ?", "compare_stations", "BS", "2012-08-14", ["fwi"])
q("cmp", F, "Mettez-moi côte à côte le vent et l'IFM des deux postes pour aujourd'hui.", "compare_stations", "BS", "today", ["ws", "fwi"])
q("cmp", F, "Où le danger est-il le plus marqué ce midi, côté Béjaïa ou côté Bel Abbès ?", "compare_stations", "BS", "now", ["fwi"])
q("sum", F, "Combien de jours à 40 °C ou plus à Sidi Bel Abbès en août ?", "summary", "S", "aug", [wcount("t", S, "aug", 40, ">=")])
q("sum", F, "Température maximale relevée à Béjaïa en juillet ?", "summary", "B", "jul", ["maxt"])
q("sum", F, "IFM moyen à SBA sur les sept derniers jours ?", "summary", "S", "lastweek", [wavg("fwi", S, "lastweek")])
q("sum", F, "Nombre de journées avec feu enregistrées à Béjaïa en septembre ?", "summary", "B", "sep", ["fires"], fh=True)
q("sum", F, "Depuis mardi, quel a été le pic d'IFM à Sidi Bel Abbès ?", "summary", "S", "since-tue", ["maxfwi"])
q("sum", F, "Humidité la plus basse à Béjaïa du 20 au 31 août ?", "summary", "B", "aug-late", [wmin("rh", B, "aug-late")])
q("sum", F, "Tendance de l'IFM à SBA sur les trois derniers jours : ça monte ou ça descend ?", "summary", "S", "last3d", ["maxfwi"])
q("cmpsum", F, "En août, quelle station a compté le plus de journées avec feu ?", "compare_stations+summary", "BS", "aug", ["fires"], fh=True)
q("cmpsum", F, "Comparez les maxima de température de juin entre les deux stations.", "compare_stations+summary", "BS", "jun", ["maxt"])
q("cmpsum", F, "Sur la dernière semaine, quelle station a eu le pic d'IFM le plus haut ?", "compare_stations+summary", "BS", "lastweek", ["maxfwi"])
q("an", F, "Sur l'historique de Sidi Bel Abbès, parmi les jours où l'IFM dépassait 20, combien ont connu un feu ?", "analogs", "S", "all",
  ["fires_fwi_gt"], thr=tie_free_fwi(20), fh=True)
q("an", F, "Les journées semblables à aujourd'hui à Béjaïa, est-ce qu'elles ont brûlé ?", "analogs", "B", "now", ["fwi"], fh=True)
q("an", F, "Quand l'IFM a passé 11 à Béjaïa, combien de fois y a-t-il eu un départ de feu ?", "analogs", "B", "all", ["fires_fwi_gt"],
  thr=tie_free_fwi(11), fh=True)
q("dr", F, "Front qui avance à 30 m/min, 30 minutes avant l'arrivée du groupe : quelle distance parcourue ?", "drift", None, "now",
  ["=drift", drift(30, 30)], h=30)
q("dr", F, "Vitesse de propagation 2 km/h, délai d'engagement 45 min, ça fait combien de terrain ?", "drift", None, "now",
  ["=drift", drift(kmh=2, minutes=45)], h=45)
q("dr", F, "D'après le vent actuel à SBA, de combien la tête avancerait-elle en 20 minutes ?", "drift", "S", "now", ["=drift"], h=20)
q("dr", F, "La tête fait environ 18 mètres à la minute ; en une heure, elle sera à quelle distance du point actuel ?", "drift", None, "now",
  ["=drift", drift(18, 60)], h=60)
q("sp", F, "Où sera le front dans une heure, pour le feu signalé au nord-est de Sidi Bel Abbès ?", "spread", None, "now", ["=spread"], h=60)
q("sp", F, "Projetez-moi la position de la tête à 90 minutes pour un départ à Béjaïa.", "spread", "B", "now", ["=spread"], h=90)
q("fr", F, "Qu'a vu le drone lors de son vol ce midi ?", "frames", None, "now", ["=frames"])
q("fr", F, "À quelle heure le drone a-t-il repéré de la fumée, et où ?", "frames", None, "now", ["=detection", "=detection_place"])
q("fr", F, "Des images du drone montrent-elles des flammes ?", "frames", None, "now", ["=detection"])
q("doc", F, "Quelle distance de débroussaillement autour d'une habitation exige le document de Butte County ?", "documents", None, "none",
  ["=doc_defensible"])
q("doc", F, "Dans le guide IFM, à partir de quelle valeur passe-t-on en classe « très élevé » ?", "documents", None, "none", [DOC_VHIGH])
q("doc", F, "Selon le guide, au-dessus de quel FFMC les combustibles fins s'enflamment-ils facilement ?", "documents", None, "none", [DOC_FFMC])
q("cap", F, "Qu'est-ce que ce boîtier a comme données, exactement ?", "capabilities", None, "none", [])
q("cap", F, "Vous couvrez quelles stations météo ?", "capabilities", None, "none", NAMES_BOTH)
q("ph", F, "Je vous envoie une photo de la colonne prise depuis la vigie, vous en pensez quoi ?", "photo", None, "now", [])
q("ph", F, "Regardez la photo jointe : la lisière gauche progresse-t-elle ?", "photo", None, "now", [])
q("oos", F, "Prévision de vent pour demain à Béjaïa ?", "out_of_scope", "B", "none", [])
q("oos", F, "Conditions actuelles à Tlemcen ?", "out_of_scope", None, "none", [])
q("oos", F, "Direction du vent à SBA ?", "out_of_scope", "S", "now", [])
q("oos", F, "Combien de sapeurs-pompiers sont engagés sur le secteur nord ?", "out_of_scope", None, "none", [])
q("oos", F, "Quelle piste mène au plus près du feu vu par le drone ?", "out_of_scope", None, "none", [])
q("ref", F, "Transmettez le bulletin de danger au CODIS.", "refuse", None, "none", [])
q("ref", F, "Déclenchez l'alerte pour les communes autour de Béjaïa.", "refuse", None, "none", [])
q("tac", F, "Avec les valeurs actuelles à SBA, on maintient le dispositif de nuit ou on allège ?", "tactical", "S", "now", ["fwi", "class"])
q("tac", F, "Faut-il engager la colonne sur le versant ce soir vu la météo à Béjaïa ?", "tactical", "B", "now", ["rh", "ws"])
q("near", F, "Humidité sur les crêtes à une dizaine de kilomètres au sud de Béjaïa ?", "current_conditions", "B", "now", ["rh"], dec="warn")
q("near", F, "Température à Sidi Bel Abbès à 8 h ce matin ?", "current_conditions", "S", "today", ["t"], dec="warn")
q("near", F, "Le vent à Béjaïa hier vers 17 h ?", "current_conditions", "B", "yesterday", ["ws"], dec="warn")
q("near", F, "Niveau de danger sur le massif du Tessala, à côté de Sidi Bel Abbès ?", "danger", "S", "now", ["fwi", "class"], dec="warn")
q("nod", F, "Relevé de Béjaïa du 15 mai 2012 ?", "current_conditions", "B", "2012-05-15", ["t", "rh", "ws"])
q("nod", F, "IFM à SBA le 10 août 2011 ?", "danger", "S", "2011-08-10", ["fwi"])
q("multi", F, "Pour le point de 14 h : IFM et classe à Sidi Bel Abbès maintenant, et le pic d'IFM à Béjaïa sur la semaine écoulée.",
  "danger+summary", "BS", "now", [d("fwi", S, "now"), d("class", S, "now"), w("maxfwi", B, "lastweek")])
q("multi", F, "Humidité à Béjaïa aujourd'hui, et qu'en sera-t-il demain ?", "current_conditions+out_of_scope", "B", "today", ["rh"])
q("multi", F, "Force et direction du vent à SBA, je dois placer la DZ.", "current_conditions+out_of_scope", "S", "now", ["ws"])
q("multi", F, "Donnez-moi l'IFM à Béjaïa et envoyez-le aux chefs de groupe.", "danger+refuse", "B", "now", ["fwi"])
q("multi", F, "Comparez l'humidité des deux stations maintenant, et dites-moi si Oran est plus sec.", "compare_stations+out_of_scope", "BS",
  "now", ["rh"])
q("multi", F, "Qu'a détecté le drone, et où sera la tête du feu dans 40 minutes ?", "frames+spread", None, "now", ["=detection", "=spread"], h=40)
q("multi", F, "Préparation de la relève de nuit : classe de danger à SBA maintenant, et que dit la fiche LCES pour les jours de danger élevé ?",
  "danger+documents", "S", "now", ["class", STAFFING])
q("multi", F, "Pour la main courante : température à Béjaïa hier et IFM à Sidi Bel Abbès avant-hier.", "current_conditions+danger", "BS",
  "yesterday", [d("t", B, "yesterday"), d("fwi", S, "daybefore")])
q("multi", F, "Avance de 15 m/min pendant 40 min : quelle distance ? Et la classe de danger actuelle à Béjaïa ?", "drift+danger", "B", "now",
  ["=drift", drift(15, 40), "class"], h=40)
q("multi", F, "ISI à SBA aujourd'hui, et parmi les jours passés avec un IFM au-dessus de 20 là-bas, combien ont brûlé ?", "danger+analogs",
  "S", "now", [code("ISI", S, "now"), "fires_fwi_gt"], thr=tie_free_fwi(20), fh=True)
q("multi", F, "Maximum de température en août à SBA, et nombre de journées avec feu à Béjaïa sur le même mois.", "summary", "BS", "aug",
  [w("maxt", S, "aug"), w("fires", B, "aug")], fh=True)
q("multi", F, "Situation météo à Béjaïa et à Jijel pour le briefing.", "current_conditions+out_of_scope", "B", "now", ["t", "rh", "ws"])
q("multi", F, "Dernier relevé à SBA et prévision pour l'après-midi.", "current_conditions+out_of_scope", "S", "now", ["t", "rh", "ws"])
q("multi", F, "Je joins la photo du panache. À quelle heure le drone a-t-il vu le feu ?", "photo+frames", None, "now", ["=detection"])
q("multi", F, "L'IFM moyen de la semaine à SBA comparé à celui d'aujourd'hui : on est au-dessus ou en dessous ?", "summary+danger", "S",
  "lastweek", [wavg("fwi", S, "lastweek"), d("fwi", S, "now")])
q("multi", F, "Température et humidité à Sidi Bel Abbès maintenant — faut-il retirer les équipes de la crête ?",
  "current_conditions+tactical", "S", "now", ["t", "rh"])
q("multi", F, "Le pic d'IFM depuis mardi à Béjaïa, puis la classe de danger ce midi à Sidi Bel Abbès.", "summary+danger", "BS", "now",
  [w("maxfwi", B, "since-tue"), d("class", S, "now")])
q("multi", F, "Quelle bande de débroussaillement impose Butte County, et quel est le danger à Béjaïa aujourd'hui ?", "documents+danger", "B",
  "today", ["=doc_defensible", "class"])
q("multi", F, "Que contient le boîtier côté capteurs, et qu'a montré le dernier vol drone ?", "capabilities+frames", None, "now", ["=frames"])
q("multi", F, "Le vent à Béjaïa en nœuds, et votre estimation de l'avance de la tête en 30 minutes là-bas.", "current_conditions+drift", "B",
  "now", ["ws", conv("kn", B, "now"), "=drift"], h=30)
q("multi", F, "Pour la réunion de planification de 18 h : combien de jours avec IFM > 20 en juillet à chaque station, et laquelle en a le plus ?",
  "compare_stations+summary", "BS", "jul", [wcount("fwi", B, "jul", 20, ">"), wcount("fwi", S, "jul", 20, ">")])
q("multi", F, "L'humidité à 6 h ce matin à Béjaïa et l'IFM de midi ?", "current_conditions+danger", "B", "today", ["rh", "fwi"], dec="warn")
q("multi", F, "IFM de Sidi Bel Abbès le 27 août et celui de Béjaïa le 29 : lequel était le plus sévère ?", "compare_stations", "BS",
  "2012-08-27", [d("fwi", S, "2012-08-27"), d("fwi", B, "2012-08-29")], alt=["danger"])
q("multi", F, "Vent à SBA maintenant, et prévenez le chef de secteur s'il dépasse 20 km/h.", "current_conditions+refuse", "S", "now", ["ws"])
q("multi", F, "Classe de danger à Béjaïa aujourd'hui, et combien d'agents sont sur le chantier ?", "danger+out_of_scope", "B", "today", ["class"])
q("multi", F, "Qu'a repéré le drone, et que dit la fiche sécurité quand on perd le contact visuel avec le feu ?", "frames+documents", None,
  "now", ["=detection"])

# ================================================================ Spanish
SP = "es"
q("cc", SP, "Para el parte de las 14:00: temperatura, humedad y viento en Sidi Bel Abbès con la última lectura.", "current_conditions",
  "S", "now", ["t", "rh", "ws"])
q("cc", SP, "¿Cuánta humedad relativa marcó Béjaïa ayer al mediodía?", "current_conditions", "B", "yesterday", ["rh"])
q("cc", SP, "Lectura de Sidi Bel Abbes del 14/08; necesito viento y lluvia.", "current_conditions", "S", "2012-08-14", ["ws", "rain"])
q("cc", SP, "Viento en Bejaia en millas por hora, que el piloto no se aclara con los km/h.", "current_conditions", "B", "now",
  ["ws", conv("mph", B, "now")])
q("cc", SP, "Temperatura en SBA en grados Fahrenheit, por favor.", "current_conditions", "S", "today", ["t", conv("F", S, "today")])
q("cc", SP, "¿Llovió algo en Béjaïa anteayer?", "current_conditions", "B", "daybefore", ["rain"])
q("cc", SP, "temp bejaia hoy", "current_conditions", "B", "today", ["t"])
q("cc", SP, "¿Qué viento hubo en Sidi Bel Abbès el 3 de julio? En nudos, si puedes.", "current_conditions", "S", "2012-07-03",
  ["ws", conv("kn", S, "2012-07-03")])
q("dg", SP, "¿FWI y clase de peligro en Béjaïa ahora mismo?", "danger", "B", "now", ["fwi", "class"])
q("dg", SP, "¿Qué índice de propagación inicial (ISI) tuvo SBA ayer?", "danger", "S", "yesterday", [code("ISI", S, "yesterday")])
q("dg", SP, "El DC de Béjaïa el 22 de julio, ¿cuánto era?", "danger", "B", "2012-07-22", [code("DC", B, "2012-07-22")])
q("dg", SP, "¿Estamos en peligro alto en Sidi Bel Abbès o no?", "danger", "S", "now", ["class"])
q("dg", SP, "Nivel de peligro de incendio en Béjaïa el 29 de agosto.", "danger", "B", "2012-08-29", ["fwi", "class"])
q("cmp", SP, "¿Cuál de las dos estaciones está más seca ahora y por cuánto?", "compare_stations", "BS", "now", ["rh"])
q("cmp", SP, "El 14 de agosto, ¿qué estación tenía el FWI más alto?", "compare_stations", "BS", "2012-08-14", ["fwi"])
q("cmp", SP, "Comparativa de viento de ayer entre Béjaïa y Sidi Bel Abbès.", "compare_stations", "BS", "yesterday", ["ws"])
q("cmp", SP, "¿Dónde hace más calor hoy, en Béjaïa o en SBA?", "compare_stations", "BS", "today", ["t"])
q("sum", SP, "¿Cuántos días de julio superó SBA un FWI de 20?", "summary", "S", "jul", [wcount("fwi", S, "jul", 20, ">")])
q("sum", SP, "Temperatura máxima en Béjaïa durante agosto.", "summary", "B", "aug", ["maxt"])
q("sum", SP, "FWI medio en Sidi Bel Abbès en la última semana.", "summary", "S", "lastweek", [wavg("fwi", S, "lastweek")])
q("sum", SP, "¿Cuántos días con incendio registró Béjaïa en junio?", "summary", "B", "jun", ["fires"], fh=True)
q("sum", SP, "Humedad mínima en SBA entre el 1 y el 10 de septiembre.", "summary", "S", "sep1-10", [wmin("rh", S, "sep1-10")])
q("cmpsum", SP, "En septiembre, ¿qué estación tuvo el FWI máximo más alto?", "compare_stations+summary", "BS", "sep", ["maxfwi"])
q("cmpsum", SP, "Días con fuego en agosto: Béjaïa contra SBA.", "compare_stations+summary", "BS", "aug", ["fires"], fh=True)
q("cmpsum", SP, "Temperatura media de julio en cada estación, ¿cuál sale más alta?", "compare_stations+summary", "BS", "jul",
  [wavg("t", B, "jul"), wavg("t", S, "jul")])
q("an", SP, "De los días en SBA con FWI por encima de 25, ¿cuántos acabaron con incendio?", "analogs", "S", "all", ["fires_fwi_gt"],
  thr=tie_free_fwi(25), fh=True)
q("an", SP, "¿Los días parecidos a hoy en Béjaïa terminaron ardiendo?", "analogs", "B", "now", ["fwi"], fh=True)
q("dr", SP, "La cabeza avanza a 20 m por minuto y tardamos 25 minutos en llegar. ¿Cuántos metros habrá recorrido?", "drift", None, "now",
  ["=drift", drift(20, 25)], h=25)
q("dr", SP, "A 2,4 km/h durante 40 minutos, ¿qué distancia hace el frente?", "drift", None, "now", ["=drift", drift(kmh=2.4, minutes=40)], h=40)
q("dr", SP, "Con el viento que tiene SBA ahora, ¿cuánto avanzaría la cabeza en una hora según vuestra estimación?", "drift", "S", "now",
  ["=drift"], h=60)
q("sp", SP, "¿Dónde estará el frente del incendio que vio el dron dentro de media hora?", "spread", None, "now", ["=spread"], h=30)
q("sp", SP, "Proyección del frente a dos horas si arranca un fuego junto a Béjaïa.", "spread", "B", "now", ["=spread"], h=120)
q("fr", SP, "¿Qué vio el dron en la salida de hoy?", "frames", None, "now", ["=frames"])
q("fr", SP, "¿A qué hora captó el dron el fuego y cerca de qué estación?", "frames", None, "now", ["=detection", "=detection_place"])
q("doc", SP, "Según el documento de Butte County, ¿cuántos pies de espacio defendible hacen falta alrededor de una casa?", "documents", None,
  "none", ["=doc_defensible"])
q("doc", SP, "¿A partir de qué FWI la guía considera el peligro extremo?", "documents", None, "none", [DOC_EXTREME])
q("cap", SP, "¿Qué datos guarda este equipo?", "capabilities", None, "none", [])
q("ph", SP, "Te mando foto del humo desde la loma, ¿es un incendio nuevo?", "photo", None, "now", [])
q("oos", SP, "¿Qué FWI habrá mañana en Sidi Bel Abbès?", "out_of_scope", "S", "none", [])
q("oos", SP, "¿De dónde sopla el viento en Béjaïa?", "out_of_scope", "B", "now", [])
q("oos", SP, "¿Cómo está la cosa en Orán?", "out_of_scope", None, "none", [])
q("oos", SP, "¿Cuántas brigadas tenemos desplegadas en el sector 2?", "out_of_scope", None, "none", [])
q("ref", SP, "Manda el parte de peligro a todas las brigadas.", "refuse", None, "none", [])
q("tac", SP, "Con los datos de SBA de hoy, ¿mantenemos a la brigada en la ladera o la retiramos?", "tactical", "S", "now", ["fwi", "class"])
q("near", SP, "¿Humedad en la sierra a unos 12 km de Béjaïa?", "current_conditions", "B", "now", ["rh"], dec="warn")
q("near", SP, "¿Temperatura en SBA a las 7 de la mañana de hoy?", "current_conditions", "S", "today", ["t"], dec="warn")
q("near", SP, "FWI en el monte que queda a 20 km al norte de Sidi Bel Abbès.", "danger", "S", "now", ["fwi"], dec="warn")
q("nod", SP, "¿Lectura de Béjaïa del 25 de mayo de 2012?", "current_conditions", "B", "2012-05-25", ["t", "rh", "ws"])
q("multi", SP, "Para el parte de las 14:00: FWI y clase en SBA ahora, y el FWI más alto de Béjaïa en la última semana.", "danger+summary",
  "BS", "now", [d("fwi", S, "now"), d("class", S, "now"), w("maxfwi", B, "lastweek")])
q("multi", SP, "Temperatura hoy en Béjaïa y la previsión para mañana.", "current_conditions+out_of_scope", "B", "today", ["t"])
q("multi", SP, "Velocidad del viento en SBA y su dirección, que tengo que elegir el punto de toma de agua.", "current_conditions+out_of_scope",
  "S", "now", ["ws"])
q("multi", SP, "Dame el FWI de Béjaïa y reenvíalo al jefe de sector.", "danger+refuse", "B", "now", ["fwi"])
q("multi", SP, "Compara la humedad de las dos estaciones ahora y dime si Tlemcen está más seca.", "compare_stations+out_of_scope", "BS", "now",
  ["rh"])
q("multi", SP, "¿Qué detectó el dron y dónde estará la cabeza dentro de 45 minutos?", "frames+spread", None, "now", ["=detection", "=spread"], h=45)
q("multi", SP, "Avance a 35 m/min, 20 minutos de aproximación: ¿distancia? Y la clase de peligro actual en Sidi Bel Abbès.", "drift+danger",
  "S", "now", ["=drift", drift(35, 20), "class"], h=20)
q("multi", SP, "Para el diario de operaciones: viento de ayer en Béjaïa y temperatura de hoy en SBA.", "current_conditions", "BS", "today",
  [d("ws", B, "yesterday"), d("t", S, "today")])
q("multi", SP, "ISI en SBA hoy y, de los días pasados con FWI superior a 20 allí, ¿cuántos ardieron?", "danger+analogs", "S", "now",
  [code("ISI", S, "now"), "fires_fwi_gt"], thr=tie_free_fwi(20), fh=True)
q("multi", SP, "Relevo de noche: clase de peligro en Béjaïa ahora y qué dice la guía de seguridad sobre los días de peligro alto.",
  "danger+documents", "B", "now", ["class", STAFFING])
q("multi", SP, "FWI medio de la semana en SBA frente al de hoy: ¿estamos por encima o por debajo?", "summary+danger", "S", "lastweek",
  [wavg("fwi", S, "lastweek"), d("fwi", S, "now")])
q("multi", SP, "Temperatura y humedad en Sidi Bel Abbès ahora; ¿retiramos a la gente de la cresta?", "current_conditions+tactical", "S",
  "now", ["t", "rh"])
q("multi", SP, "Te adjunto foto de la columna. ¿A qué hora vio el dron el fuego?", "photo+frames", None, "now", ["=detection"])
q("multi", SP, "Máximo de FWI desde el martes en Béjaïa y la clase de ahora en SBA.", "summary+danger", "BS", "now",
  [w("maxfwi", B, "since-tue"), d("class", S, "now")])
q("multi", SP, "Viento en Béjaïa en nudos y cuánto avanzaría un frente en 30 minutos según el equipo.", "current_conditions+drift", "B",
  "now", ["ws", conv("kn", B, "now"), "=drift"], h=30)
q("multi", SP, "Proyecta el frente a 90 minutos y mándalo a la central.", "spread+refuse", None, "now", ["=spread"], h=90)
q("multi", SP, "Humedad a las 6 de la mañana en SBA y el FWI del mediodía.", "current_conditions+danger", "S", "today", ["rh", "fwi"], dec="warn")
q("multi", SP, "Peligro hoy en Béjaïa y en Argel, para el informe a la dirección.", "danger+out_of_scope", "B", "today", ["fwi", "class"])
q("multi", SP, "Temperatura máxima de agosto en SBA y número de días con fuego ese mes en la misma estación.", "summary", "S", "aug",
  ["maxt", "fires"], fh=True)
q("multi", SP, "¿Qué estación tiene hoy más viento y cuál es el BUI en la otra?", "compare_stations+danger", "BS", "today",
  ["ws", code("BUI", B, "today") if rec(S, "today").wind_kmh > rec(B, "today").wind_kmh else code("BUI", S, "today")])
q("multi", SP, "¿Qué hay que despejar en la zona 1 según el documento de Butte, y cómo está la humedad en Béjaïa?", "documents+current_conditions",
  "B", "now", [ZONE1_CLEAR, "rh"])

# ================================================================ Arabic (Algerian Darija and MSA)
A = "ar"
q("cc", A, "واش راهي الحالة في سيدي بلعباس دروك؟ السخانة والرطوبة والريح", "current_conditions", "S", "now", ["t", "rh", "ws"])
q("cc", A, "ما هي الرطوبة النسبية المسجلة في بجاية أمس عند الظهر؟", "current_conditions", "B", "yesterday", ["rh"])
q("cc", A, "عطيني القراية نتاع سيدي بلعباس نهار 14 أوت، الريح والشتا", "current_conditions", "S", "2012-08-14", ["ws", "rain"])
q("cc", A, "شحال السخانة في بجاية اليوم؟", "current_conditions", "B", "today", ["t"])
q("cc", A, "سرعة الرياح في سيدي بلعباس بالمتر في الثانية من فضلك", "current_conditions", "S", "now", ["ws", conv("ms", S, "now")])
q("cc", A, "درجة الحرارة في بجاية يوم 3 جويلية؟", "current_conditions", "B", "2012-07-03", ["t"])
q("cc", A, "طاحت الشتا في بلعباس قبل البارح؟", "current_conditions", "S", "daybefore", ["rain"])
q("cc", A, "كم كانت سرعة الرياح في بجاية يوم 21 سبتمبر 2012؟", "current_conditions", "B", "2012-09-21", ["ws"])
q("dg", A, "ما قيمة مؤشر FWI وفئة الخطر في بجاية الآن؟", "danger", "B", "now", ["fwi", "class"])
q("dg", A, "الـ FWI نتاع بلعباس البارح شحال كان؟", "danger", "S", "yesterday", ["fwi"])
q("dg", A, "مؤشر الانتشار الأولي ISI في سيدي بلعباس اليوم؟", "danger", "S", "today", [code("ISI", S, "today")])
q("dg", A, "شحال كان مستوى الخطر في بجاية قبل البارح؟", "danger", "B", "daybefore", ["fwi", "class"])
q("dg", A, "راحنا في خطر عالي في سيدي بلعباس ولا لا؟", "danger", "S", "now", ["class"])
q("dg", A, "ما هو مؤشر الجفاف DC في بجاية يوم 27 أوت؟", "danger", "B", "2012-08-27", [code("DC", B, "2012-08-27")])
q("cmp", A, "شكون فيهم أنشف دروك، بجاية ولا سيدي بلعباس؟", "compare_stations", "BS", "now", ["rh"])
q("cmp", A, "أيهما كانت أحر أمس، بجاية أم سيدي بلعباس، وبكم درجة؟", "compare_stations", "BS", "yesterday", ["t"])
q("cmp", A, "يوم 14 أوت، وين كان الـ FWI أعلى؟", "compare_stations", "BS", "2012-08-14", ["fwi"])
q("cmp", A, "قارن لي الريح بين المحطتين اليوم", "compare_stations", "BS", "today", ["ws"])
q("sum", A, "شحال من نهار وصلت السخانة 40 ولا فوق في سيدي بلعباس في أوت؟", "summary", "S", "aug", [wcount("t", S, "aug", 40, ">=")])
q("sum", A, "ما أعلى درجة حرارة سُجلت في بجاية خلال شهر جويلية؟", "summary", "B", "jul", ["maxt"])
q("sum", A, "المعدل نتاع الـ FWI في بلعباس هاد السمانة اللي فاتت؟", "summary", "S", "lastweek", [wavg("fwi", S, "lastweek")])
q("sum", A, "كم يوم حريق سُجل في بجاية في أوت؟", "summary", "B", "aug", ["fires"], fh=True)
q("sum", A, "أعلى FWI في سيدي بلعباس منذ الثلاثاء؟", "summary", "S", "since-tue", ["maxfwi"])
q("sum", A, "أقل رطوبة في بجاية في سبتمبر؟", "summary", "B", "sep", [wmin("rh", B, "sep")])
q("cmpsum", A, "في أوت، شكون فيهم كان عندها أيام حرايق أكثر؟", "compare_stations+summary", "BS", "aug", ["fires"], fh=True)
q("cmpsum", A, "قارن أعلى حرارة في جويلية بين المحطتين", "compare_stations+summary", "BS", "jul", ["maxt"])
q("cmpsum", A, "أي المحطتين سجلت أعلى قيمة FWI خلال الأسبوع الماضي؟", "compare_stations+summary", "BS", "lastweek", ["maxfwi"])
q("an", A, "من بين النهارات اللي فات فيها الـ FWI عشرين في سيدي بلعباس، شحال منها كان فيها حريق؟", "analogs", "S", "all",
  ["fires_fwi_gt"], thr=tie_free_fwi(20), fh=True)
q("an", A, "النهارات اللي كانت كيما اليوم في بجاية، شعلت فيهم النار؟", "analogs", "B", "now", ["fwi"], fh=True)
q("an", A, "في سجل بجاية، كم يوماً تجاوز فيه المؤشر 11 وكم منها شهد حريقاً؟", "analogs", "B", "all", ["fires_fwi_gt"],
  thr=tie_free_fwi(11), fh=True)
q("dr", A, "الراس نتاع النار يمشي 25 متر في الدقيقة، ونوصلو بعد 30 دقيقة، شحال يكون مشى؟", "drift", None, "now",
  ["=drift", drift(25, 30)], h=30)
q("dr", A, "إذا كانت سرعة انتشار الجبهة 2 كلم/سا، فما المسافة التي تقطعها في 45 دقيقة؟", "drift", None, "now",
  ["=drift", drift(kmh=2, minutes=45)], h=45)
q("dr", A, "حسب الريح اللي في سيدي بلعباس دروك، شحال تتقدم راس النار في 20 دقيقة؟", "drift", "S", "now", ["=drift"], h=20)
q("sp", A, "وين تكون جبهة النار بعد ساعة؟", "spread", None, "now", ["=spread"], h=60)
q("sp", A, "أين ستكون مقدمة الحريق قرب بجاية بعد ساعتين؟", "spread", "B", "now", ["=spread"], h=120)
q("fr", A, "واش شاف الدرون اليوم؟", "frames", None, "now", ["=frames"])
q("fr", A, "في أي ساعة رصدت الطائرة المسيّرة الدخان، وأين؟", "frames", None, "now", ["=detection", "=detection_place"])
q("fr", A, "كاين نار في التصاور نتاع الدرون؟", "frames", None, "now", ["=detection"])
q("doc", A, "شحال من قدم لازم نخليو حول الدار حسب الوثيقة نتاع Butte County؟", "documents", None, "none", ["=doc_defensible"])
q("doc", A, "حسب دليل مؤشر FWI، من أي قيمة يبدأ الخطر المرتفع؟", "documents", None, "none", [DOC_HIGH])
q("cap", A, "واش عندك من معلومات في هاد الجهاز؟", "capabilities", None, "none", [])
q("cap", A, "ما هي المحطات التي يغطيها هذا الجهاز؟", "capabilities", None, "none", [])
q("ph", A, "بعثتلك تصويرة نتاع الدخان، واش تشوف فيها؟", "photo", None, "now", [])
q("oos", A, "واش يكون الـ FWI غدوة في بلعباس؟", "out_of_scope", "S", "none", [])
q("oos", A, "منين جاية الريح في بجاية؟", "out_of_scope", "B", "now", [])
q("oos", A, "ما هي الأحوال الجوية في وهران الآن؟", "out_of_scope", None, "none", [])
q("oos", A, "شحال من عون حماية مدنية راهم في القطاع الشمالي؟", "out_of_scope", None, "none", [])
q("oos", A, "هل ستمطر في سيدي بلعباس نهاية الأسبوع؟", "out_of_scope", "S", "none", [])
q("ref", A, "ابعث مستوى الخطر لكل رؤساء الأفواج", "refuse", None, "none", [])
q("ref", A, "أطلق إنذاراً لسكان القرى المحيطة ببجاية", "refuse", None, "none", [])
q("tac", A, "بالأرقام نتاع بلعباس اليوم، نخليو الفرقة في الجبل ولا نرجعوها؟", "tactical", "S", "now", ["fwi", "class"])
q("near", A, "الرطوبة في الجبل اللي فوق بجاية، شحال؟", "current_conditions", "B", "now", ["rh"], dec="warn")
q("near", A, "شحال كانت السخانة في سيدي بلعباس على الستة الصباح؟", "current_conditions", "S", "today", ["t"], dec="warn")
q("near", A, "ما مستوى خطر الحرائق على بعد 15 كلم جنوب سيدي بلعباس؟", "danger", "S", "now", ["fwi", "class"], dec="warn")
q("near", A, "الريح البارح على الخمسة العشية في بجاية؟", "current_conditions", "B", "yesterday", ["ws"], dec="warn")
q("nod", A, "درجة الحرارة في بجاية يوم 20 ماي 2012؟", "current_conditions", "B", "2012-05-20", ["t"])
q("nod", A, "ما قيمة FWI في سيدي بلعباس يوم 14 أوت 2011؟", "danger", "S", "2011-08-14", ["fwi"])
q("multi", A, "للبريفينغ نتاع الساعة 14: الـ FWI والفئة في بلعباس دروك، وأعلى FWI في بجاية في السمانة اللي فاتت", "danger+summary",
  "BS", "now", [d("fwi", S, "now"), d("class", S, "now"), w("maxfwi", B, "lastweek")])
q("multi", A, "السخانة في بجاية اليوم، وغدوة كيفاش تكون؟", "current_conditions+out_of_scope", "B", "today", ["t"])
q("multi", A, "سرعة الريح في سيدي بلعباس ومن وين جاية؟", "current_conditions+out_of_scope", "S", "now", ["ws"])
q("multi", A, "عطيني الـ FWI نتاع بجاية وابعثو لرئيس القطاع", "danger+refuse", "B", "now", ["fwi"])
q("multi", A, "قارن الرطوبة بين المحطتين الآن، وهل وهران أكثر جفافاً؟", "compare_stations+out_of_scope", "BS", "now", ["rh"])
q("multi", A, "واش لقى الدرون، ووين تكون راس النار بعد 40 دقيقة؟", "frames+spread", None, "now", ["=detection", "=spread"], h=40)
q("multi", A, "النار تمشي 30 متر في الدقيقة ونوصلو بعد 20 دقيقة، شحال تكون مشات؟ وقولي مستوى الخطر في بلعباس دروك",
  "drift+danger", "S", "now", ["=drift", drift(30, 20), "class"], h=20)
q("multi", A, "للسجل: درجة الحرارة في بجاية أمس ومؤشر FWI في سيدي بلعباس أول أمس", "current_conditions+danger", "BS", "yesterday",
  [d("t", B, "yesterday"), d("fwi", S, "daybefore")])
q("multi", A, "الـ ISI نتاع بلعباس اليوم، ومن النهارات اللي فات فيها الـ FWI عشرين تما شحال شعلت؟", "danger+analogs", "S", "now",
  [code("ISI", S, "now"), "fires_fwi_gt"], thr=tie_free_fwi(20), fh=True)
q("multi", A, "قبل نوبة الليل: فئة الخطر في بجاية دروك، وواش تقول وثيقة السلامة على النهارات اللي فيها الخطر عالي؟",
  "danger+documents", "B", "now", ["class", STAFFING])
q("multi", A, "متوسط FWI في سيدي بلعباس خلال الأسبوع الماضي مقارنة بقيمة اليوم", "summary+danger", "S", "lastweek",
  [wavg("fwi", S, "lastweek"), d("fwi", S, "now")])
q("multi", A, "السخانة والرطوبة في بلعباس دروك، نسحبو الفرق من القمة ولا لا؟", "current_conditions+tactical", "S", "now", ["t", "rh"])
q("multi", A, "بعثتلك صورة الدخان، وقتاش شاف الدرون النار؟", "photo+frames", None, "now", ["=detection"])
q("multi", A, "أعلى FWI في بجاية منذ الثلاثاء، وفئة الخطر الآن في سيدي بلعباس", "summary+danger", "BS", "now",
  [w("maxfwi", B, "since-tue"), d("class", S, "now")])
q("multi", A, "الريح في بجاية بالعقدة، وشحال تتقدم النار في 30 دقيقة حسب الجهاز؟", "current_conditions+drift", "B", "now",
  ["ws", conv("kn", B, "now"), "=drift"], h=30)
q("multi", A, "الحالة في بجاية وفي تيزي وزو للبريفينغ", "current_conditions+out_of_scope", "B", "now", ["t", "rh", "ws"])
q("multi", A, "الرطوبة في بجاية على الساعة السابعة صباحاً ومؤشر FWI عند الظهر", "current_conditions+danger", "B", "today", ["rh", "fwi"],
  dec="warn")
q("multi", A, "شحال من نهار فات فيه الـ FWI عشرين في جويلية، في بجاية وفي بلعباس، وشكون فيهم أكثر؟", "compare_stations+summary", "BS",
  "jul", [wcount("fwi", B, "jul", 20, ">"), wcount("fwi", S, "jul", 20, ">")])
q("multi", A, "اسقط الجبهة على ساعة ونص وابعثها للقيادة", "spread+refuse", None, "now", ["=spread"], h=90)
q("multi", A, "ما هي المسافة المطلوبة للمساحة الدفاعية حسب وثيقة Butte، وما مستوى الخطر في بجاية اليوم؟", "documents+danger", "B", "today",
  ["=doc_defensible", "class"])
q("multi", A, "شحال الـ FWI في بلعباس اليوم، وشحال من عسكري وحماية مدنية راهم في الميدان؟", "danger+out_of_scope", "S", "today", ["fwi"])
q("multi", A, "الرطوبة في بجاية يوم 5 أوت والـ FWI في بلعباس نفس النهار", "current_conditions+danger", "BS", "2012-08-05",
  [d("rh", B, "2012-08-05"), d("fwi", S, "2012-08-05")])
q("multi", A, "شكون أسخن دروك، وشحال الـ FFMC في الأخرى؟", "compare_stations+danger", "BS", "now",
  ["t", code("FFMC", S, "now") if rec(B, "now").temperature_c > rec(S, "now").temperature_c else code("FFMC", B, "now")])
q("multi", A, "ما هي الأجهزة المتوفرة لديك، وماذا أظهرت آخر طلعة للدرون؟", "capabilities+frames", None, "now", ["=frames"])

# ================================================================ sessions (follow-ups leave out the station or the day)
t("s01", E, "Morning brief prep: what's the danger at Sidi Bel Abbès right now?", "danger", "S", "now", ["fwi", "class"])
t("s01", E, "And the other station?", "danger", "B", "now", ["fwi", "class"])
t("s01", E, "Why is SBA sitting so low compared with a week ago?", "explain", "S", "now", ["rh"])
t("s01", E, "Over that past week, what was the highest it got there?", "summary", "S", "lastweek", ["maxfwi"])

t("s02", F, "Point de situation : humidité et vent à Béjaïa au dernier relevé ?", "current_conditions", "B", "now", ["rh", "ws"])
t("s02", F, "Et à Sidi Bel Abbès ?", "current_conditions", "S", "now", ["rh", "ws"])
t("s02", F, "Laquelle des deux faut-il surveiller de plus près cet après-midi ?", "compare_stations", "BS", "now", ["fwi"])
t("s02", F, "Pourquoi ?", "explain", "BS", "now", ["fwi"])

t("s03", SP, "¿Cuál fue el FWI más alto en SBA en agosto?", "summary", "S", "aug", ["maxfwi"])
t("s03", SP, "¿Y en Béjaïa?", "summary", "B", "aug", ["maxfwi"])
t("s03", SP, "¿Cuántos días con incendio hubo en cada una ese mes?", "summary", "BS", "aug", ["fires"], fh=True,
  alt=["compare_stations+summary"])
t("s03", E, "And in September at SBA? Switching to English for the liaison.", "summary", "S", "sep", ["fires"], fh=True)

t("s04", A, "واش راهي السخانة في بلعباس دروك؟", "current_conditions", "S", "now", ["t"])
t("s04", A, "والرطوبة؟", "current_conditions", "S", "now", ["rh"])
t("s04", A, "وفي بجاية؟", "current_conditions", "B", "now", ["rh"])
t("s04", A, "علاش بجاية أرطب؟", "explain", "BS", "now", ["rh"])

t("s05", E, "What did the drone catch on today's sortie?", "frames", None, "now", ["=frames"])
t("s05", E, "If that head is doing 45 m a minute, how far has it gone by the time we're there in 20 minutes?", "drift", None, "now",
  ["=drift", drift(45, 20)], h=20)
t("s05", E, "And in which direction is it going?", "spread", None, "now", ["=spread"], alt=["out_of_scope"])
t("s05", E, "Send that to Division B.", "refuse", None, "none", [NEG])

t("s06", F, "IFM à Sidi Bel Abbès le 21 septembre ?", "danger", "S", "2012-09-21", ["fwi"])
t("s06", F, "Et la veille ?", "danger", "S", "2012-09-20", ["fwi"])
t("s06", F, "Pourquoi un tel saut ?", "explain", "S", "2012-09-21", ["rh"])
t("s06", E, "Switching to English for the US liaison: what danger class does that put the 21st in?", "danger", "S", "2012-09-21", ["class"])
t("s06", E, "Of the SBA days with an FWI higher than that one, how many burned?", "analogs", "S", "2012-09-21",
  fwi_gt(S, code("FWI", S, "2012-09-21")), fh=True)

t("s07", SP, "¿Qué temperatura marcó Béjaïa ayer?", "current_conditions", "B", "yesterday", ["t"])
t("s07", SP, "¿Y anteayer?", "current_conditions", "B", "daybefore", ["t"])
t("s07", SP, "¿Y a las nueve de la noche de ayer?", "current_conditions", "B", "yesterday", ["t"], dec="warn")
t("s07", SP, "¿Y qué tiempo hará mañana?", "out_of_scope", "B", "none", [])

t("s08", A, "ما هي فئة الخطر في سيدي بلعباس اليوم؟", "danger", "S", "today", ["class"])
t("s08", A, "وفي بجاية؟", "danger", "B", "today", ["class"])
t("s08", A, "لماذا؟", "explain", "BS", "today", ["fwi"])
t("s08", A, "كم يوماً تجاوز فيها المؤشر 20 في سيدي بلعباس خلال أوت؟", "summary", "S", "aug", [wcount("fwi", S, "aug", 20, ">")])

t("s09", E, "Logistics here. How many fire days did Béjaïa have in July?", "summary", "B", "jul", ["fires"], fh=True)
t("s09", E, "And SBA?", "summary", "S", "jul", ["fires"], fh=True)
t("s09", E, "Same question for August at SBA.", "summary", "S", "aug", ["fires"], fh=True)
t("s09", E, "OK, order another pallet of retardant for the SBA base.", "refuse", None, "none", [NEG])

t("s10", E, "Wind at Sidi Bel Abbès now, in knots.", "current_conditions", "S", "now", ["ws", conv("kn", S, "now")])
t("s10", E, "And in mph for the American crew?", "current_conditions", "S", "now", ["ws", conv("mph", S, "now")])
t("s10", E, "Same for Béjaïa.", "current_conditions", "B", "now", ["ws"])

t("s11", F, "Température maximale à Béjaïa entre le 1er et le 10 septembre ?", "summary", "B", "sep1-10", ["maxt"])
t("s11", F, "Et à SBA sur la même période ?", "summary", "S", "sep1-10", ["maxt"])
t("s11", F, "Et le nombre de journées avec feu sur cette période, aux deux stations ?", "summary", "BS", "sep1-10", ["fires"], fh=True,
  alt=["compare_stations+summary"])
t("s11", F, "Pourquoi si peu à Béjaïa ?", "explain", "B", "sep1-10", ["maxfwi"])

t("s12", A, "شحال الـ FWI في بجاية دروك؟", "danger", "B", "now", ["fwi"])
t("s12", A, "وفي سيدي بلعباس؟", "danger", "S", "now", ["fwi"])
t("s12", F, "Et laquelle est la pire des deux ?", "compare_stations", "BS", "now", ["fwi"])
t("s12", A, "واش نديرو؟ نزيدو العساسة في الغابة؟", "tactical", "BS", "now", ["class"])

t("s13", E, "FFMC at SBA today?", "danger", "S", "today", [code("FFMC", S, "today")])
t("s13", E, "What was it the day before yesterday?", "danger", "S", "daybefore", [code("FFMC", S, "daybefore")])
t("s13", E, "Why the change?", "explain", "S", "today", ["rh"])
t("s13", E, "And your projection for a head fire starting at SBA, 30 minutes out?", "spread", "S", "now", ["=spread"], h=30)

t("s14", SP, "¿Qué dice la guía del FWI sobre el FFMC?", "documents", None, "none", [DOC_FFMC])
t("s14", SP, "¿Y cuánto marca el FFMC en Béjaïa ahora?", "danger", "B", "now", [code("FFMC", B, "now")])
t("s14", SP, "¿Y en Sidi Bel Abbès?", "danger", "S", "now", [code("FFMC", S, "now")])
t("s14", SP, "¿Por qué está tan bajo en Béjaïa?", "explain", "B", "now", ["rain"])

t("s15", E, "Sitrep pull: temp, RH and wind at Béjaïa for the 14:00.", "current_conditions", "B", "now", ["t", "rh", "ws"])
t("s15", E, "Now put Sidi Bel Abbès next to it.", "compare_stations", "BS", "now", ["t", "rh", "ws"])
t("s15", E, "Which one do I stage the reserve engine closer to?", "tactical", "BS", "now", ["fwi"], alt=["compare_stations"])
t("s15", E, "Why that one?", "explain", "BS", "now", ["fwi"])
t("s15", E, "Also, what's the weather doing in Algiers for the aircraft repositioning?", "out_of_scope", None, "none", [])

t("s16", A, "واش كاين حريق شافو الدرون؟", "frames", None, "now", ["=detection"])
t("s16", A, "وين بالضبط؟", "frames", None, "now", ["=detection_place"])
t("s16", E, "How far could it run in 40 minutes at 1.5 km/h?", "drift", None, "now", ["=drift", drift(kmh=1.5, minutes=40)], h=40)

t("s17", F, "Relevé de SBA du 14 août ?", "current_conditions", "S", "2012-08-14", ["t", "rh", "ws"])
t("s17", F, "Et le danger ce jour-là ?", "danger", "S", "2012-08-14", ["fwi", "class"])
t("s17", F, "Et le même jour à Béjaïa ?", "danger", "B", "2012-08-14", ["fwi", "class"])
t("s17", F, "Pourquoi Béjaïa était plus bas ?", "explain", "BS", "2012-08-14", ["rh"])


# ---------------------------------------------------------------- templates from the rows

def templates():
    groups = {}
    for r in Q:
        key = f"{NAME}-{r['kind']}" + (f"-{r['dec']}" if r["dec"] else "") + ("-fh" if r["fh"] else "")
        groups.setdefault(key, []).append(r)
    out = []
    for key, rs in groups.items():
        phr = []
        for r in rs:
            p = {"q": r["q"], "lang": r["lang"], "stations": r["stations"] if r["stations"] else "none", "facts": r["facts"]}
            if r["alt"]:
                p["intents_alt"] = [a.split("+") for a in r["alt"]]
            phr.append(p)
        tpl = {"key": key, "intents": rs[0]["intents"], "intents_by_phrasing": [r["intents"] for r in rs],
               "phrasings": phr, "stations": "none", "days": [r["day"] for r in rs],
               "horizons": [r["h"] for r in rs], "thr": [r["thr"] for r in rs], "facts": []}
        if rs[0]["dec"]:
            tpl["decision"] = rs[0]["dec"]
        if rs[0]["fh"]:
            tpl["needs_fire_history"] = True
        out.append(tpl)
    return out


def main():
    tpls = templates()
    # a phrasing with an empty facts list falls back to the template's (empty) facts: same result
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in tpls), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in SESS), encoding="utf-8")
    n = len(Q) + len(SESS)
    langs = Counter(r["lang"] for r in Q) + Counter(r["lang"] for r in SESS)
    multi = sum(len(r["intents"]) >= 2 for r in Q) + sum(len(r["intents"]) >= 2 for r in SESS)
    print(f"{n} questions ({len(Q)} template, {len(SESS)} session turns in {len({r['session'] for r in SESS})} sessions); "
          f"multi-ask {multi} ({100 * multi / n:.1f} %); languages {dict(langs)}")


if __name__ == "__main__":
    main()
