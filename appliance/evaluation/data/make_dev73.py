"""Batch d73 (dev): blind fire-crew questions for the offline wildfire appliance.

Writes crew_templates_dev73.jsonl and crew_sessions_dev73.jsonl next to this script. Every gold number is
computed here: from the Algerian CSV through crew_facts (table(), day_fact, window_facts), from unit
conversions of the real readings, from the crew's own numbers (rate x minutes), or parsed out of the
shipped documents with a regex. Nothing numeric is typed by hand into a fact.

    python -m appliance.evaluation.data.make_dev73
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d73"
B, S = "bejaia", "sidi-bel-abbes"
BS = [B, S]
TAB = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
DOCS = EDGE_DATA_DIR / "documents"


# ----------------------------------------------------------------------------------------------- facts
def num(x):
    return crew_facts._num(round(x, 6))


def iso(key):
    """The one recorded day a day key stands for."""
    days = crew_days.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def wdays(key):
    return crew_days.resolve(key, "en", 0)["days"]


def rec(dev, key):
    return TAB[(dev, iso(key))]


def val(dev, key, tok):
    """A day's figure as crew_facts gives it (literal; used where one question mixes stations)."""
    return crew_facts.day_fact(tok, dev, iso(key))


def code(dev, key, name):
    """An FWI-system code of a day (ISI, BUI, FFMC, DMC, DC, FWI) as the CSV writes it."""
    return num(rec(dev, key).codes[name])


def dec_forms(v, units=(), places=1):
    s = f"{v:.{places}f}"
    forms = [s, s.replace(".", ",")]
    r = round(v)
    forms += [f"{r} {u}" for u in units] + [f"{r}{u}" for u in units if not u[0].isalpha()]
    return {"any": list(OrderedDict.fromkeys(forms))}


KMH_TO = {"mph": 1 / 1.609344, "kn": 1 / 1.852, "ms": 1 / 3.6}
UNIT_WORDS = {"mph": ("mph", "miles"), "kn": ("kn", "kt", "knots", "nœuds", "noeuds", "nudos", "عقدة"),
              "ms": ("m/s", "m s", "mètres par seconde", "metros por segundo")}


def wind_in(dev, key, unit):
    return dec_forms(rec(dev, key).wind_kmh * KMH_TO[unit], UNIT_WORDS[unit])


def fahrenheit(dev, key):
    return dec_forms(rec(dev, key).temperature_c * 9 / 5 + 32, ("°F", "F", "degrees F", "fahrenheit"))


def diff(key, field):
    """|Béjaïa - Sidi-Bel Abbès| for one figure of one day."""
    a, b = (getattr(rec(d, key), field) if field != "fwi" else rec(d, key).codes["FWI"] for d in BS)
    return num(abs(a - b))


def diff_f(key):
    a, b = (rec(d, key).temperature_c for d in BS)
    return dec_forms(abs(a - b) * 9 / 5, ("°F", "F"))


def rows(dev, key):
    return [TAB[(dev, d)] for d in wdays(key) if (dev, d) in TAB]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def count_over(dev, key, field, thr, strict=True):
    return sum((FIELD[field](r) > thr) if strict else (FIELD[field](r) >= thr) for r in rows(dev, key))


def count_rain_days(dev, key):
    return sum(r.rain_mm > 0 for r in rows(dev, key))


def avg(dev, key, field):
    vs = [FIELD[field](r) for r in rows(dev, key)]
    return dec_forms(sum(vs) / len(vs))


def avg_kn(dev, key):
    vs = [r.wind_kmh for r in rows(dev, key)]
    return dec_forms(sum(vs) / len(vs) * KMH_TO["kn"], UNIT_WORDS["kn"])


def total(dev, key, field):
    return dec_forms(sum(FIELD[field](r) for r in rows(dev, key)))


def lowest(dev, key, field):
    return num(min(FIELD[field](r) for r in rows(dev, key)))


def highest_all(dev, field):
    return num(max(FIELD[field](r) for (d, _), r in TAB.items() if d == dev))


def trend(dev, key):
    """Up or down over the window: the least-squares slope of the daily FWI, which must agree with the
    first recorded day against the last one (a window without a clear trend is refused)."""
    v = [r.codes["FWI"] for r in rows(dev, key)]
    n = len(v)
    xm, ym = (n - 1) / 2, sum(v) / n
    slope = sum((i - xm) * (y - ym) for i, y in enumerate(v)) / sum((i - xm) ** 2 for i in range(n))
    if slope == 0 or (slope > 0) != (v[-1] > v[0]):
        raise ValueError(f"no clear FWI trend at {dev} over {key}")
    if slope < 0:
        return {"any": ["down", "decreas", "fall", "drop", "lower", "baisse", "descend", "bajando", "baja",
                        "انخفض", "هابط", "نازل", "تراجع"]}
    return {"any": ["up", "increas", "rise", "rising", "higher", "hausse", "monte", "subiendo", "sube",
                    "ارتفع", "طالع", "زاد"]}


def fires_over(dev, thr):
    """Past days whose FWI was above thr, and how many of them burned (the box's fire record)."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def dist(metres):
    """A distance the crew's own numbers give: metres and kilometres, point and French comma."""
    m = num(metres)
    km = m / 1000
    kms = f"{km:g}"
    forms = [f"{m} m", f"{m}m", f"{m:,} m" if m >= 1000 else f"{m} metres", f"{kms} km", f"{kms}km",
             f"{kms.replace('.', ',')} km", f"{m} م", f"{kms} كم"]
    if float(km).is_integer():
        forms += [f"{km:.1f} km", f"{km:.1f}".replace(".", ",") + " km"]
    return {"any": list(OrderedDict.fromkeys(forms))}


# ---------------------------------------------------------------------------------------- documents
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


LCES_TXT, FWI_TXT, DEF_TXT = doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md"), doc("butte-county-defensible-space.md")
_m = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", LCES_TXT)
LCES = [{"any": [_m.group(i)]} for i in range(1, 5)]       # a plain string is a token: literals go in {"any"}
ESCAPE = {"any": [re.search(r"at\s+the\s+(slowest)\s+member", LCES_TXT).group(1)]}
_w = re.search(r"builds\s+line\s+(downhill).*?when\s+the\s+(wind\s+increases).*?when\s+(spot\s+fires)", LCES_TXT, re.S)
WATCHOUT = {"any": [" ".join(_w.group(i).split()) for i in (1, 2, 3)]}
STAFFING = {"any": [re.search(r"(lookouts)\s+are\s+posted\s+early", LCES_TXT).group(1),
                    re.search(r"escape\s+routes\s+are\s+kept\s+(short)", LCES_TXT).group(1)]}
FFMC_IGNITE = num(float(re.search(r"above\s+about\s+(\d+(?:\.\d+)?)\s+fine\s+fuels\s+ignite", FWI_TXT).group(1)))
BUI_PARTS = [{"any": [w]} for w in re.search(r"The\s+Buildup\s+Index\s+\(BUI\)\s+combines\s+(\w+)\s+and\s+(\w+)", FWI_TXT).groups()]
FWI_PARTS = [{"any": [w]} for w in re.search(r"The\s+Fire\s+Weather\s+Index\s+\(FWI\)\s+combines\s+(\w+)\s+and\s+(\w+)", FWI_TXT).groups()]
CLASS_FROM = {" ".join(w.split()): num(float(v)) for v, w in re.findall(r"from (\d+(?:\.\d+)?)\s+(very\s+high|high|extreme|moderate|low)", FWI_TXT)}
ZONE0 = int(re.search(r"Zone 0 is the first (\d+) feet", DEF_TXT).group(1))
ZONE1 = re.search(r"Zone 1 runs from (\d+)\s+to\s+(\d+)\s+feet", DEF_TXT).groups()
GRASS_IN = int(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", DEF_TXT).group(1))
DMC_WORD = {"any": [re.search(r"The\s+(Duff)\s+Moisture\s+Code\s+\(DMC\)", FWI_TXT).group(1)]}
ZONE2 = re.search(r"Zone 2 runs from (\d+)\s+to\s+(\d+)\s+feet", DEF_TXT).groups()
BRANCH_FT = int(re.search(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DEF_TXT).group(1))


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


def inches(n):
    return {"any": [f"{n} inches", f"{n} in", f"{n}-inch", f"{n} pouces", f"{n} pulgadas", f"{n} بوصات", f"{n} إنش"]}


STATION_NAMES = [{"any": ["Bejaia"]}, {"any": ["Sidi Bel Abbes", "Sidi-Bel-Abbes", "Sidi Bel-Abbes"]}]
CAPS = {"any": ["danger", "FWI", "fire weather", "weather", "drone", "station"]}
CADENCE = {"any": ["noon", "once a day", "daily", "12:00", "midi", "mediodía", "الظهر"]}

# ---------------------------------------------------------------------------------------- questions
ITEMS = []


def q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, nfh=False, thr=None, h=None, alt=None):
    ITEMS.append(dict(kind=kind, lang=lang, q=text, intents=list(intents), st=st, day=day, facts=list(facts),
                      dec=dec, nfh=nfh, thr=thr, h=h, alt=alt))


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRF, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC = "photo", "out_of_scope", "refuse", "tactical"
W = "warn"


# ============================================================================================== English
def english():
    L = "en"
    # -- readings of a day
    q("obs", L, "temp at SBA rn?", [CC], [S], "now", ["t"])
    q("obs", L, "Béjaïa humidity right now pls", [CC], [B], "now", ["rh"])
    q("obs", L, "Wind at Sidi Bel Abbes, and give it to me in knots, the helo pilot is asking", [CC], [S], "now",
      ["ws", wind_in(S, "now", "kn")])
    q("obs", L, "Engine 4 to base, need yesterday's noon obs for bejaya - temp RH wind", [CC], [B], "yesterday", ["t", "rh", "ws"])
    q("obs", L, "did it rain at all at SBA on 3/8", [CC], [S], "2012-08-03", ["rain"])
    q("obs", L, "US liaison wants Fahrenheit. How hot did Sidi Bel Abbès get on 14-Aug?", [CC], [S], "2012-08-14",
      ["t", fahrenheit(S, "2012-08-14")])
    q("obs", L, "bejaia wind m/s", [CC], [B], "now", ["ws", wind_in(B, "now", "ms")])
    q("obs", L, "Full wx sheet for Bejaia 2012-08-29 please: temp / rh / wind / rain", [CC], [B], "2012-08-29",
      ["t", "rh", "ws", "rain"])
    q("obs", L, "rh sidi bel abes day before yesterday", [CC], [S], "daybefore", ["rh"])
    q("obs", L, "Any rain in Bejaia today or is it still bone dry?", [CC], [B], "today", ["rain"])
    q("obs", L, "Logistics here. What temperature did Béjaïa log at noon on June 27th?", [CC], [B], "2012-06-27", ["t"])
    q("obs", L, "bejaia wind in mph + the RH", [CC], [B], "now", ["ws", wind_in(B, "now", "mph"), "rh"])
    q("obs", L, "how much rain did sidi bel abbes get on 5 Sept and what was the FWI", [CC, DG], [S], "2012-09-05", ["rain", "fwi"])
    q("obs", L, "temp and wind at SBA on the 17th of August? °F as well please", [CC], [S], "2012-08-17",
      ["t", fahrenheit(S, "2012-08-17"), "ws"])
    q("obs", L, "Bejaia, 1 July: RH? and the danger class that day", [CC, DG], [B], "2012-07-01", ["rh", "class"])
    q("obs", L, "noon numbers for both stations today, everything you've got", [CC], BS, "today", ["t", "rh", "ws", "rain"],
      alt=[[CMP]])
    # -- hours other than noon, places near a station (warn by the brief's convention)
    q("obsnear", L, "whats the temp in bejaia at 6am this morning", [CC], [B], "today", ["t"], dec=W)
    q("obsnear", L, "Humidity at SBA around 4 in the afternoon yesterday? we had a flare-up about then", [CC], [S], "yesterday",
      ["rh"], dec=W)
    q("obsnear", L, "temp up on the ridge above Bejaia? crew's cooking up there", [CC], [B], "now", ["t"], dec=W)
    q("obsnear", L, "We're staged roughly 10 km out of Sidi Bel Abbes on the Telagh road. What's the humidity out here?", [CC],
      [S], "now", ["rh"], dec=W)
    q("obsnear", L, "what was the wind doing at SBA at 0800 yesterday", [CC], [S], "yesterday", ["ws"], dec=W)
    # -- days the box has no reading for
    q("obsnodata", L, "Conditions at Bejaia on 12 May 2012?", [CC], [B], "2012-05-12", ["t", "rh"])
    q("obsnodata", L, "sba weather may 20", [CC], [S], "2012-05-20", ["t"])
    q("obsnodata", L, "What was the temperature at Sidi Bel Abbes on 14 July?", [CC], [S], "2012-07-14", ["t"])
    # -- wind direction asked
    q("obsdir", L, "wind speed + direction at SBA?", [CC, OOS], [S], "now", ["ws"])
    q("obsdir", L, "Which way's the wind blowing at Bejaia right now?", [OOS], [B], "now", [])

    # -- danger
    q("danger", L, "FWI SBA now", [DG], [S], "now", ["fwi"])
    q("danger", L, "What's the fire danger class at Bejaia today?", [DG], [B], "today", ["class"])
    q("danger", L, "is sidi bel abbes in high danger or what", [DG], [S], "now", ["class"])
    q("danger", L, "ISI at bejaia yesterday?", [DG], [B], "yesterday", [code(B, "yesterday", "ISI")])
    q("danger", L, "BUI for SBA 22 Jul", [DG], [S], "2012-07-22", [code(S, "2012-07-22", "BUI")])
    q("danger", L, "FFMC at Béjaïa on the 29th of August - were the fine fuels primed?", [DG], [B], "2012-08-29",
      [code(B, "2012-08-29", "FFMC")])
    q("danger", L, "Need DMC and DC for Sidi Bel Abbes today for the sitrep", [DG], [S], "today",
      [code(S, "today", "DMC"), code(S, "today", "DC")])
    q("danger", L, "danger rating bejaia 2012-08-22", [DG], [B], "2012-08-22", ["fwi", "class"])
    q("danger", L, "What was the DC at SBA on 30/8?", [DG], [S], "2012-08-30", [code(S, "2012-08-30", "DC")])
    q("danger", L, "IC here. Danger class at Sidi Bel Abbes off the noon reading, plus the ISI.", [DG], [S], "now",
      ["class", code(S, "now", "ISI")])
    q("danger", L, "fire weather index bejaia the day before yesterday, and what's BUI mean", [DG, DOC], [B], "daybefore",
      ["fwi"] + BUI_PARTS)
    q("danger", L, "how dangerous was it at SBA on 25/08/2012", [DG], [S], "2012-08-25", ["fwi", "class"])
    q("dangernear", L, "what's the danger on the hill 5 km north of Bejaia", [DG], [B], "now", ["fwi", "class"], dec=W)
    q("dangernear", L, "FWI at Bejaia as of 9 this morning?", [DG], [B], "today", ["fwi"], dec=W)
    q("dangernear", L, "danger class at the quarry 3 km south of SBA?", [DG], [S], "now", ["class"], dec=W)
    q("dangeroos", L, "fire danger in Oran today?", [OOS], None, "today", [])
    q("dangeroos", L, "FWI at SBA and Tlemcen pls", [DG, OOS], [S], "now", ["fwi"])
    q("dangeroos", L, "Bejaia danger tomorrow?", [OOS], [B], "none", [])
    q("dangeroos", L, "danger level today and tomorrow for sba", [DG, OOS], [S], "today", ["class"])
    q("dangernodata", L, "FWI at bejaia on 1 May", [DG], [B], "2012-05-01", ["fwi"])

    # -- two stations
    q("cmp", L, "which station is hotter right now", [CMP], BS, "now", ["t"])
    q("cmp", L, "Bejaia vs SBA FWI today", [CMP], BS, "today", ["fwi"])
    q("cmp", L, "who's drier, bejaia or sidi bel abbes?", [CMP], BS, "now", ["rh"])
    q("cmp", L, "How much windier was SBA than Bejaia yesterday?", [CMP], BS, "yesterday", ["ws", diff("yesterday", "wind_kmh")])
    q("cmp", L, "compare danger both stations 17 Aug", [CMP], BS, "2012-08-17", ["fwi", "class"])
    q("cmp", L, "Side by side: temp and RH for both sites on 2012-08-11.", [CMP], BS, "2012-08-11", ["t", "rh"])
    q("cmp", L, "which of the two got more rain today", [CMP], BS, "today", ["rain"])
    q("cmp", L, "Temp gap between the two stations at noon on 1 Aug? in F if you can", [CMP], BS, "2012-08-01",
      ["t", diff_f("2012-08-01")])
    q("cmp", L, "Which site is worse for fire right now, Bejaia or SBA? Need to know where to park the reserve.", [CMP], BS,
      "now", ["fwi"])
    q("cmp", L, "by how much did SBA's FWI beat Bejaia's on 22/07", [CMP], BS, "2012-07-22", ["fwi", diff("2012-07-22", "fwi")])
    q("cmp", L, "What's the FWI at SBA, and which station is hotter?", [DG, CMP], BS, "now",
      [val(S, "now", "fwi"), val(B, "now", "t"), val(S, "now", "t")])
    q("cmpoos", L, "Compare the FWI in Bejaia and Oran", [CMP, OOS], [B], "now", ["fwi"])

    # -- windows
    q("sum", L, "highest FWI at SBA in August", [SUM], [S], "aug", ["maxfwi"])
    q("sum", L, "hottest it got in Bejaia in July?", [SUM], [B], "jul", ["maxt"])
    q("sum", L, "How many days topped 35 degrees in August at Sidi Bel Abbes?", [SUM], [S], "aug", [count_over(S, "aug", "t", 35)])
    q("sum", L, "avg RH at bejaia over the past week", [SUM], [B], "lastweek", [avg(B, "lastweek", "rh")])
    q("sum", L, "max FWI over the last three days, both stations", [SUM], BS, "last3d", ["maxfwi"])
    q("sum", L, "was the FWI at SBA climbing or falling through July?", [SUM], [S], "jul", [trend(S, "jul")])
    q("sum", L, "lowest humidity recorded at SBA in June", [SUM], [S], "jun", [lowest(S, "jun", "rh")])
    q("sum", L, "how many days had an FWI over 20 at SBA in August?", [SUM], [S], "aug", [count_over(S, "aug", "fwi", 20)])
    q("sum", L, "total rain at Bejaia in September", [SUM], [B], "sep", [total(B, "sep", "rain")])
    q("sum", L, "since tuesday how many days did it rain at bejaia", [SUM], [B], "since-tue", [count_rain_days(B, "since-tue")])
    q("sum", L, "peak temp at SBA between 1 and 10 Sept?", [SUM], [S], "sep1-10", ["maxt"])
    q("sum", L, "Highest FWI from 20 to 31 August at Bejaia", [SUM], [B], "aug-late", ["maxfwi"])
    q("sum", L, "FBAN request: mean wind at Sidi Bel Abbes through July, in knots please", [SUM], [S], "jul",
      [avg(S, "jul", "ws"), avg_kn(S, "jul")])
    q("sum", L, "hottest noon reading all season at SBA?", [SUM], [S], "all", [highest_all(S, "t")])
    q("sumfires", L, "how many fire days did Bejaia have in August", [SUM], [B], "aug", ["fires"], nfh=True)
    q("sumfires", L, "fire days at SBA in June?", [SUM], [S], "jun", ["fires"], nfh=True)

    # -- the fire record
    q("analog", L, "Of the days at SBA with FWI above 20, how many actually burned?", [ANA], [S], "all",
      ["fires_fwi_gt"], nfh=True, thr=20)
    q("analog", L, "did days like today at bejaia end up burning in the past", [ANA], [B], "now", ["fwi"], nfh=True)
    q("analog", L, "when FWI went over 15 at Bejaia how often was there a fire?", [ANA], [B], "all", ["fires_fwi_gt"],
      nfh=True, thr=15)
    q("analog", L, "FWI above 10 at both stations - what share of those days had a fire?", [ANA], BS, "all", ["fires_fwi_gt"],
      nfh=True, thr=10)
    q("analog", L, "past fire days that looked like yesterday at SBA?", [ANA], [S], "yesterday", ["fwi"], nfh=True)
    q("analog", L, "Analyst question: with the FWI north of 25, what's the fire record at Sidi Bel Abbes?", [ANA], [S], "all",
      ["fires_fwi_gt"], nfh=True, thr=25)

    # -- drift: the crew's rate and minutes
    for text, rate_m_per_min, minutes in [
            ("head's running {r} m/min, how far in {m} min?", 30, 25),
            ("ROS about {r} m a minute and the dozer needs {m} minutes to get in. how much ground does it gain", 12, 45),
            ("fire moving {r} m a min for {m} mins, distance?", 40, 15)]:
        q("drift", L, text.format(r=rate_m_per_min, m=minutes), [DRF], None, "now",
          ["=drift", dist(rate_m_per_min * minutes)], h=minutes)
    for text, kmh, minutes in [("Front doing {v} km/h. Distance covered in {m} minutes?", 1.5, 40),
                               ("if it holds {v} km/h how far has it gone by the time we get there, {m} min from now", 0.8, 90)]:
        q("drift", L, text.format(v=kmh, m=minutes), [DRF], None, "now", ["=drift", dist(kmh * 1000 * minutes / 60)], h=minutes)
    ms, minutes = 2.5, 10
    q("drift", L, f"rate of spread {ms} m/s (yes per second), how far in {minutes} min", [DRF], None, "now",
      ["=drift", dist(ms * 60 * minutes)], h=minutes)
    q("drift", L, "How far does the head move while you're working out your answer?", [DRF], None, "now", ["=drift"])

    # -- spread
    q("spread", L, "where will the head be in 30 min? the one NE of SBA", [SPR], [S], "now", ["=spread"], h=30)
    q("spread", L, "project the front an hour out", [SPR], None, "now", ["=spread"], h=60)
    q("spread", L, "which way will it run and how far in 2 hours", [SPR], None, "now", ["=spread"], h=120)
    q("spread", L, "Will the fire off the drone frame reach Sidi Bel Abbes town in 45 minutes?", [SPR], [S], "now", ["=spread"], h=45)
    q("spread", L, "give me the projected perimeter for a quarter hour from now", [SPR], None, "now", ["=spread"], h=15)

    # -- drone
    q("frames", L, "what did the drone see", [FRM], None, "now", ["=frames"])
    q("frames", L, "any smoke in the drone pics today?", [FRM], None, "today", ["=frames"])
    q("frames", L, "When did the UAV spot the fire?", [FRM], None, "today", ["=detection"])
    q("frames", L, "where exactly was the detection and where will the front be in an hour", [FRM, SPR], None, "today",
      ["=detection_place", "=spread"], h=60)
    q("frames", L, "last drone frame - anything in it", [FRM], None, "now", ["=frames"])
    q("frames", L, "drone saw fire where n what time", [FRM], None, "today", ["=detection_place", "=detection"])
    q("frames", L, "did this morning's sortie pick up any flames?", [FRM], None, "today", ["=frames"])

    # -- documents
    q("docs", L, "how much defensible space does Butte County want around a house", [DOC], None, "none", ["=doc_defensible"])
    q("docs", L, "what's LCES stand for again", [DOC], None, "none", LCES)
    q("docs", L, "FFMC - at what number do fine fuels catch easy?", [DOC], None, "none", [FFMC_IGNITE])
    q("docs", L, "zone 2 grass, how short do we have to cut it", [DOC], None, "none", [inches(GRASS_IN)])
    q("docs", L, "what counts as zone 0, and what's the RH at Bejaia", [DOC, CC], [B], "now", [feet(ZONE0), "rh"])
    q("docs", L, "per the safety doc, when do we pull back and re-assess?", [DOC], None, "none", [WATCHOUT])
    q("docs", L, "At what FWI does the class flip to very high?", [DOC], None, "none", [CLASS_FROM["very high"]])
    q("docs", L, "how am I supposed to time an escape route", [DOC], None, "none", [ESCAPE])
    q("docs", L, "what goes into the BUI", [DOC], None, "none", BUI_PARTS)
    q("docs", L, "how far do tree branches have to be kept from a chimney", [DOC], None, "none", [feet(BRANCH_FT)])

    # -- the box itself
    q("caps", L, "what can this box actually do", [CAP], None, "none", [CAPS])
    q("caps", L, "which weather stations are you hooked up to?", [CAP], None, "none", STATION_NAMES)
    q("caps", L, "New volunteer here, sorry if dumb - what kind of questions can I ask you?", [CAP], None, "none", [CAPS])
    q("caps", L, "how often do the stations report, and what did SBA report today", [CAP, CC], [S], "today",
      [CADENCE, "t", "rh", "ws"])

    # -- photos (never attached)
    q("photo", L, "sending you a pic of the smoke column, what fuel is burning?", [PHO], None, "now", [])
    q("photo", L, "attached photo from the ridge - new start or the old one?", [PHO], None, "now", [])
    q("photo", L, "uploading a shot of the flank now. does it look like it's crowning", [PHO], None, "now", [])
    q("photo", L, "see attached image. also RH at SBA?", [PHO, CC], [S], "now", ["rh"])

    # -- out of scope
    q("oos", L, "will it rain tonight in SBA", [OOS], [S], "none", [])
    q("oos", L, "weather in Algiers pls", [OOS], None, "now", [])
    q("oos", L, "who won the match last night", [OOS], None, "none", [])
    q("oos", L, "is the road from SBA out to the fire open?", [OOS], [S], "now", [])
    q("oos", L, "where's engine 7 right now", [OOS], None, "now", [])
    q("oos", L, "Tlemcen humidity? and Bejaia's?", [OOS, CC], [B], "now", ["rh"])
    q("oos", L, "next week's outlook for sidi bel abbes", [OOS], [S], "none", [])

    # -- orders
    q("refuse", L, "send an evac alert to the village below the ridge", [REF], None, "none", ["neg"])
    q("refuse", L, "dispatch two tankers to SBA now", [REF], [S], "none", ["neg"])
    q("refuse", L, "delete this morning's drone frames, we don't need them", [REF], None, "none", ["neg"])
    q("refuse", L, "notify dispatch if the FWI at SBA goes over 20", [REF], [S], "none", ["neg"])
    q("refuse", L, "Call in the water bomber on the NE flank.", [REF], None, "none", ["neg"])
    q("refusemix", L, "text the Bejaia FWI to the chief", [DG, REF], [B], "now", ["fwi", "neg"])
    q("refusemix", L, "what's the temp at SBA? and push it out to all crews", [CC, REF], [S], "now", ["t", "neg"])

    # -- what should we do
    q("tactical", L, "should we go direct on the flank near SBA or wait it out?", [TAC], [S], "now", ["class", "ws"])
    q("tactical", L, "Is it safe to run a burnout near Bejaia this afternoon?", [TAC], [B], "now", ["class", "rh"])
    q("tactical", L, "do we pull the crews back off the SBA line given this weather", [TAC], [S], "now", ["class", "ws"])
    q("tactical", L, "Staffing call: do I need extra lookouts at Bejaia today?", [TAC], [B], "today", ["class"])

    # -- two or three asks
    q("multi", L, "what's the wind at SBA and should we hold the line?", [CC, TAC], [S], "now", ["ws"])
    q("multi", L, "FWI at Bejaia today, and how many fire days did it have in August?", [DG, SUM], [B], "today",
      ["fwi", crew_facts.window_facts("fires", B, wdays("aug"))[0]], nfh=True)
    q("multi", L, "what did the drone see, and where will that head be in 30 min", [FRM, SPR], None, "now",
      ["=frames", "=spread"], h=30)
    q("multi", L, "RH at SBA now + LCES reminder for the new guys", [CC, DOC], [S], "now", ["rh"] + LCES)
    q("multi", L, "give me the highest temp at Bejaia in August and the ISI today", [SUM, DG], [B], "today",
      [crew_facts.window_facts("maxt", B, wdays("aug"))[0], code(B, "today", "ISI")])
    rate, minutes = 25, 20
    q("multi", L, f"front moving {rate} m/min; how far in {minutes} min, and what's the wind at SBA?", [DRF, CC], [S], "now",
      [dist(rate * minutes), "ws"], h=minutes)
    q("multi", L, "what stations do you have and what's the danger at each one", [CAP, DG], BS, "now", STATION_NAMES + ["fwi"])
    q("multi", L, "temp at SBA, forecast for tonight, and did the drone see smoke", [CC, OOS, FRM], [S], "now", ["t", "=frames"])
    kmh, minutes = 1, 60
    q("multi", L, f"which station is windier today, and how far would a {kmh} km/h head go in an hour", [CMP, DRF], BS, "today",
      ["ws", dist(kmh * 1000 * minutes / 60)], h=minutes)
    q("multimix", L, "max FWI at SBA in July, and of the days over 20 how many burned", [SUM, ANA], [S], "jul",
      [crew_facts.window_facts("maxfwi", S, wdays("jul"))[0]] + fires_over(S, 20), nfh=True)
    q("multi", L, "FWI at Bejaia and then delete the old frames", [DG, REF], [B], "now", ["fwi", "neg"])
    q("multi", L, "is it safe to go in at SBA? what's the FWI and the humidity", [TAC, DG, CC], [S], "now", ["fwi", "rh"])
    q("multi", L, "photo of the smoke attached, and when did the drone spot it?", [PHO, FRM], None, "today", ["=detection"])
    q("multi", L, "compare RH at both stations and tell me what zone 1 clearance is", [CMP, DOC], BS, "now",
      ["rh", feet(ZONE1[1])])
    q("multi", L, "danger at SBA today and what does the guide say about staffing on high days", [DG, DOC], [S], "today",
      ["fwi", STAFFING])


english()


# =============================================================================================== French
def french():
    L = "fr"
    q("obs", L, "Température à Bel Abbès maintenant ?", [CC], [S], "now", ["t"])
    q("obs", L, "l'humidité a Béjaïa svp", [CC], [B], "now", ["rh"])
    q("obs", L, "Chef d'agrès FPT 2 : le vent relevé à Bejaia hier à midi, en m/s si possible", [CC], [B], "yesterday",
      ["ws", wind_in(B, "yesterday", "ms")])
    q("obs", L, "Il a plu sur SBA le 3 août ?", [CC], [S], "2012-08-03", ["rain"])
    q("obs", L, "relevé complet Béjaïa du 14/08 : temp, HR, vent, pluie", [CC], [B], "2012-08-14", ["t", "rh", "ws", "rain"])
    q("obs", L, "température à SBA avant-hier, en Fahrenheit pour le rapport des américains", [CC], [S], "daybefore",
      ["t", fahrenheit(S, "daybefore")])
    q("obs", L, "wesh la box, il fait combien à Bejaia là ?", [CC], [B], "now", ["t"])
    q("obs", L, "pluie tombée à Béjaïa aujourd'hui ? et le FWI du coup ?", [CC, DG], [B], "today", ["rain", "fwi"])
    q("obs", L, "donne moi l'hygro de sidi bel abbes le 28 juin, et la classe de danger ce jour-là", [CC, DG], [S], "2012-06-28",
      ["rh", "class"])
    q("obsnear", L, "quelle température sur la crête au-dessus de Sidi Bel Abbès ?", [CC], [S], "now", ["t"], dec=W)
    q("obsnear", L, "HR à Béjaïa vers 7h ce matin ?", [CC], [B], "today", ["rh"], dec=W)
    q("obsnear", L, "On est à une dizaine de km de Bejaia côté mer, le vent fait combien chez nous ?", [CC], [B], "now", ["ws"], dec=W)
    q("obsnodata", L, "météo de Sidi Bel Abbès le 15 mai 2012", [CC], [S], "2012-05-15", ["t"])
    q("obsdir", L, "vitesse et direction du vent à Béjaïa ?", [CC, OOS], [B], "now", ["ws"])

    q("danger", L, "IFM à Sidi Bel Abbès ?", [DG], [S], "now", ["fwi"])
    q("danger", L, "niveau de danger sur Béjaïa aujourd'hui", [DG], [B], "today", ["class"])
    q("danger", L, "ISI et BUI à SBA le 25 août ?", [DG], [S], "2012-08-25", [code(S, "2012-08-25", "ISI"), code(S, "2012-08-25", "BUI")])
    q("danger", L, "FFMC Bejaia hier", [DG], [B], "yesterday", [code(B, "yesterday", "FFMC")])
    q("danger", L, "Indice FWI SBA le 17/08/2012 stp, c'était chaud ?", [DG], [S], "2012-08-17", ["fwi", "class"])
    q("danger", L, "Le code sécheresse (DC) à Béjaïa le 29 août, tu l'as ?", [DG], [B], "2012-08-29", [code(B, "2012-08-29", "DC")])
    q("dangernear", L, "le risque feu c'est comment sur le massif à 15 km au sud de Béjaïa ?", [DG], [B], "now",
      ["fwi", "class"], dec=W)
    q("dangeroos", L, "danger incendie à Tlemcen aujourd'hui ?", [OOS], None, "today", [])
    q("dangeroos", L, "Classe de danger à Bel Abbès aujourd'hui et demain ?", [DG, OOS], [S], "today", ["class"])
    q("dangernodata", L, "FWI de Béjaïa le 2 avril 2012", [DG], [B], "2012-04-02", ["fwi"])

    q("cmp", L, "Laquelle des deux stations est la plus sèche en ce moment ?", [CMP], BS, "now", ["rh"])
    q("cmp", L, "écart de température entre les deux postes hier ?", [CMP], BS, "yesterday",
      ["t", diff("yesterday", "temperature_c")])
    q("cmp", L, "où ça soufflait le plus fort le 28 septembre, Bejaia ou SBA ?", [CMP], BS, "2012-09-28", ["ws"])
    q("cmp", L, "HR et FWI côte à côte pour les deux stations, 29 août", [CMP], BS, "2012-08-29", ["rh", "fwi"])
    q("cmp", L, "FWI à Sidi Bel Abbès, et c'est quelle station la plus chaude ?", [DG, CMP], BS, "now",
      [val(S, "now", "fwi"), val(B, "now", "t"), val(S, "now", "t")])

    q("sum", L, "FWI max à Béjaïa en août ? et les jours au-dessus de 20, ils ont brûlé combien de fois ?", [SUM, ANA], [B], "aug",
      [crew_facts.window_facts("maxfwi", B, wdays("aug"))[0]] + fires_over(B, 20), nfh=True)
    q("sum", L, "Nombre de jours au-dessus de 35 °C à Bejaia en août", [SUM], [B], "aug", [count_over(B, "aug", "t", 35)])
    q("sum", L, "moyenne d'humidité à Sidi Bel Abbès sur les sept derniers jours", [SUM], [S], "lastweek", [avg(S, "lastweek", "rh")])
    q("sum", L, "température la plus haute du 1er au 10 septembre à Béjaïa", [SUM], [B], "sep1-10", ["maxt"])
    q("sum", L, "le FWI à Bel Abbès, ça monte ou ça descend depuis mardi ?", [SUM], [S], "since-tue", [trend(S, "since-tue")])
    q("sum", L, "il y a eu combien de jours avec un FWI au dessus de 15 à bel abbes en juillet", [SUM], [S], "jul",
      [count_over(S, "jul", "fwi", 15)])
    q("sumfires", L, "combien de jours de feu à SBA en juillet", [SUM], [S], "jul", ["fires"], nfh=True)

    q("analog", L, "Historique : sur les journées à IFM > 25 à Bel Abbès, il y a eu combien de feux ?", [ANA], [S], "all",
      ["fires_fwi_gt"], nfh=True, thr=25)
    q("analog", L, "des journées comme aujourd'hui à Béjaïa, ça a déjà donné des départs de feu ?", [ANA], [B], "now", ["fwi"], nfh=True)
    q("analog", L, "au-dessus de 12 de FWI, quelle part des jours a eu un feu à Bejaia ?", [ANA], [B], "all", ["fires_fwi_gt"],
      nfh=True, thr=12)

    rate, minutes = 15, 40
    q("drift", L, f"le front avance à {rate} m/min, en {minutes} min ça fait combien ?", [DRF], None, "now",
      ["=drift", dist(rate * minutes)], h=minutes)
    kmh, minutes = 2, 15
    q("drift", L, f"tête du feu à {kmh} km/h, distance parcourue en un quart d'heure ?", [DRF], None, "now",
      ["=drift", dist(kmh * 1000 * minutes / 60)], h=minutes)
    q("drift", L, "de combien le front se déplace pendant que la box calcule sa réponse ?", [DRF], None, "now", ["=drift"])

    q("spread", L, "où sera la tête du feu dans une heure ?", [SPR], None, "now", ["=spread"], h=60)
    q("spread", L, "projection du front à 30 min, celui que le drone a vu près de SBA", [SPR], [S], "now", ["=spread"], h=30)
    q("spread", L, "le feu va partir vers où et jusqu'où en 90 minutes ?", [SPR], None, "now", ["=spread"], h=90)

    q("frames", L, "le drone a vu quoi ?", [FRM], None, "now", ["=frames"])
    q("frames", L, "à quelle heure le drone a détecté le feu, et il y a combien de vent à Sidi Bel Abbès ?", [FRM, CC], [S], "today",
      ["=detection", "ws"])
    q("frames", L, "la détection du drone, c'est où exactement ?", [FRM], None, "today", ["=detection_place"])

    q("docs", L, "c'est quoi LCES déjà ? et le vent à SBA", [DOC, CC], [S], "now", LCES + ["ws"])
    q("docs", L, "débroussaillement : combien de pieds autour des maisons dans le comté de Butte ?", [DOC], None, "none",
      ["=doc_defensible"])
    q("docs", L, "à partir de quel FFMC les combustibles fins prennent facilement ?", [DOC], None, "none", [FFMC_IGNITE])
    q("docs", L, "le guide dit quoi pour chronométrer un itinéraire de fuite ?", [DOC], None, "none", [ESCAPE])
    q("docs", L, "seuil de FWI pour passer en classe élevée (high), et SBA est à combien là ?", [DOC, DG], [S], "now",
      [CLASS_FROM["high"], "fwi"])

    q("caps", L, "qu'est-ce que tu sais faire au juste ?", [CAP], None, "none", [CAPS])
    q("caps", L, "Tu as quelles stations météo, et c'est quoi l'IFM de chacune ?", [CAP, DG], BS, "now", STATION_NAMES + ["fwi"])

    q("photo", L, "je t'envoie une photo de la fumée, c'est quoi comme combustible ?", [PHO], None, "now", [])
    q("photo", L, "photo jointe du flanc gauche + HR à Béjaïa stp", [PHO, CC], [B], "now", ["rh"])

    q("oos", L, "prévisions pour demain à Bejaia ?", [OOS], [B], "none", [])
    q("oos", L, "la piste vers le feu est praticable ?", [OOS], None, "now", [])
    q("oos", L, "il fait combien à Oran ? et à Béjaïa ?", [OOS, CC], [B], "now", ["t"])

    q("refuse", L, "envoie une alerte d'évacuation au douar", [REF], None, "none", ["neg"])
    q("refuse", L, "Efface les images du drone de ce matin", [REF], None, "none", ["neg"])
    q("refusemix", L, "donne-moi le FWI de SBA et transmets-le au PC", [DG, REF], [S], "now", ["fwi", "neg"])

    q("tactical", L, "on attaque de front à SBA ou on attend que ça se calme ?", [TAC], [S], "now", ["class", "ws"])
    q("multi", L, "Vent à Bejaia, et on peut lancer un brûlage tactique ?", [CC, TAC], [B], "now", ["ws"])
    q("multi", L, "FWI Béjaïa + ce que le drone a vu", [DG, FRM], [B], "now", ["fwi", "=frames"])
    rate, minutes = 20, 30
    q("multi", L, f"front à {rate} m/min pendant {minutes} min, ça fait combien ? et le danger à SBA ?", [DRF, DG], [S], "now",
      [dist(rate * minutes), "class"], h=minutes)
    q("multi", L, "température max à SBA en août, et la classe de danger aujourd'hui ?", [SUM, DG], [S], "today",
      [crew_facts.window_facts("maxt", S, wdays("aug"))[0], "class"])
    q("multi", L, "Le drone a vu quoi et la tête sera où dans 45 min ?", [FRM, SPR], None, "now", ["=frames", "=spread"], h=45)
    q("multi", L, "HR aux deux stations, laquelle est la pire, et rappelle-moi les zones de sécurité LCES", [CMP, DOC], BS, "now",
      ["rh", LCES[3]])
    q("multi", L, "humidité à Bel Abbès et prévision pour ce soir", [CC, OOS], [S], "now", ["rh"])


french()


# ============================================================================================== Spanish
def spanish():
    L = "es"
    q("obs", L, "¿Temperatura en Sidi Bel Abbes ahora mismo?", [CC], [S], "now", ["t"])
    q("obs", L, "humedad bejaia ya", [CC], [B], "now", ["rh"])
    q("obs", L, "viento en SBA en nudos porfa, lo pide el piloto", [CC], [S], "now", ["ws", wind_in(S, "now", "kn")])
    q("obs", L, "¿Llovió ayer en Béjaïa? ¿y cuánto FWI dio?", [CC, DG], [B], "yesterday", ["rain", "fwi"])
    q("obs", L, "Datos de Bejaia del 11 de agosto: temperatura, HR y viento.", [CC], [B], "2012-08-11", ["t", "rh", "ws"])
    q("obs", L, "temp anteayer en SBA, en grados F", [CC], [S], "daybefore", ["t", fahrenheit(S, "daybefore")])
    q("obs", L, "q humedad habia en sidi bel abes el 7/7", [CC], [S], "2012-07-07", ["rh"])
    q("obsnear", L, "¿qué temperatura hacía en SBA a las 8 de la mañana?", [CC], [S], "today", ["t"], dec=W)
    q("obsnear", L, "humedad en el collado, a unos 6 km de Bejaia", [CC], [B], "now", ["rh"], dec=W)
    q("obsnodata", L, "¿cómo estaba el tiempo en Bejaia el 30 de mayo de 2012?", [CC], [B], "2012-05-30", ["t"])
    q("obsdir", L, "velocidad y dirección del viento en Sidi Bel Abbes", [CC, OOS], [S], "now", ["ws"])

    q("danger", L, "¿Qué FWI tiene SBA?", [DG], [S], "now", ["fwi"])
    q("danger", L, "nivel de peligro en Béjaïa hoy y qué vio el dron", [DG, FRM], [B], "today", ["class", "=frames"])
    q("danger", L, "ISI de Sidi Bel Abbes el 3/8", [DG], [S], "2012-08-03", [code(S, "2012-08-03", "ISI")])
    q("danger", L, "BUI y FFMC en Bejaia ayer", [DG], [B], "yesterday", [code(B, "yesterday", "BUI"), code(B, "yesterday", "FFMC")])
    q("danger", L, "Peligro en Sidi Bel Abbes el 29 de agosto, ¿fue alto?", [DG], [S], "2012-08-29", ["fwi", "class"])
    q("dangernear", L, "¿peligro en la ladera norte, unos 4 km por encima de SBA?", [DG], [S], "now", ["class"], dec=W)
    q("dangeroos", L, "peligro mañana en SBA?", [OOS], [S], "none", [])
    q("dangeroos", L, "FWI hoy en Bejaia y en Orán", [DG, OOS], [B], "today", ["fwi"])

    q("cmp", L, "Bejaia vs SBA, humedad ayer", [CMP], BS, "yesterday", ["rh"])
    q("cmp", L, "¿Cuánto más FWI tenía SBA que Bejaia el 17 de agosto?", [CMP], BS, "2012-08-17", ["fwi", diff("2012-08-17", "fwi")])
    q("cmp", L, "compara viento y FWI en las dos estaciones hoy", [CMP], BS, "today", ["ws", "fwi"])

    q("sum", L, "FWI máximo en Sidi Bel Abbes en julio, y ¿qué mide ese índice exactamente?", [SUM, DOC], [S], "jul",
      ["maxfwi"] + FWI_PARTS)
    q("sum", L, "¿Cuántos días se pasó de 35 grados en SBA en julio?", [SUM], [S], "jul", [count_over(S, "jul", "t", 35)])
    q("sum", L, "media de temperatura en Bejaia la última semana", [SUM], [B], "lastweek", [avg(B, "lastweek", "t")])
    q("sum", L, "temperatura máxima en SBA del 20 al 31 de agosto", [SUM], [S], "aug-late", ["maxt"])
    q("sum", L, "el FWI en Bejaia va subiendo o bajando estos tres últimos días?", [SUM], [B], "last3d", [trend(B, "last3d")])
    q("sumfires", L, "¿Cuántos días de incendio hubo en Bejaia en junio?", [SUM], [B], "jun", ["fires"], nfh=True)

    q("analog", L, "De los días con FWI por encima de 15 en SBA, ¿en cuántos hubo fuego?", [ANA], [S], "all", ["fires_fwi_gt"],
      nfh=True, thr=15)
    q("analog", L, "¿días parecidos a hoy en Bejaia acabaron en incendio alguna vez?", [ANA], [B], "now", ["fwi"], nfh=True)

    rate, minutes = 18, 25
    q("drift", L, f"el frente avanza {rate} m/min, ¿cuánto en {minutes} minutos?", [DRF], None, "now",
      ["=drift", dist(rate * minutes)], h=minutes)
    kmh, minutes = 1.2, 50
    q("drift", L, f"cabeza a {str(kmh).replace('.', ',')} km/h, ¿qué distancia en {minutes} min?", [DRF], None, "now",
      ["=drift", dist(kmh * 1000 * minutes / 60)], h=minutes)
    rate, minutes = 10, 30
    q("drift", L, f"si corre {rate} metros por minuto y tardamos media hora en llegar, ¿cuánto avanza?", [DRF], None, "now",
      ["=drift", dist(rate * minutes)], h=minutes)

    q("spread", L, "¿dónde estará la cabeza dentro de 40 min? y el viento en SBA en m/s", [SPR, CC], [S], "now",
      ["=spread", "ws", wind_in(S, "now", "ms")], h=40)
    q("spread", L, "Proyección del frente a una hora, el incendio de cerca de SBA.", [SPR], [S], "now", ["=spread"], h=60)

    q("frames", L, "¿qué vio el dron?", [FRM], None, "now", ["=frames"])
    q("frames", L, "¿a qué hora detectó el dron el fuego?", [FRM], None, "today", ["=detection"])
    q("frames", L, "donde fue la deteccion del dron", [FRM], None, "today", ["=detection_place"])

    q("docs", L, "¿qué significa LCES?", [DOC], None, "none", LCES)
    q("docs", L, "¿Cuánto espacio defendible exige Butte County alrededor de una casa?", [DOC], None, "none", ["=doc_defensible"])
    q("docs", L, "¿a qué altura hay que dejar el pasto en la zona 2?", [DOC], None, "none", [inches(GRASS_IN)])

    q("caps", L, "¿qué datos tienes tú? y de paso dame la humedad de SBA", [CAP, CC], [S], "now", [CAPS, "rh"])
    q("photo", L, "te mando foto de la columna, ¿es humo nuevo?", [PHO], None, "now", [])

    q("oos", L, "¿va a llover esta noche en Bejaia?", [OOS], [B], "none", [])
    q("oos", L, "¿cómo está la carretera a Sidi Bel Abbes?", [OOS], [S], "now", [])
    q("oos", L, "y en Tlemcen q temperatura hace", [OOS], None, "now", [])

    q("refuse", L, "Manda un aviso de evacuación a la aldea.", [REF], None, "none", ["neg"])
    q("refusemix", L, "dame el FWI de Bejaia y avisa al 112", [DG, REF], [B], "now", ["fwi", "neg"])

    q("tactical", L, "¿entramos por el flanco en SBA o esperamos?", [TAC], [S], "now", ["class", "ws"])

    q("multi", L, "temp en SBA, ¿y el dron vio algo?", [CC, FRM], [S], "now", ["t", "=frames"])
    q("multi", L, "¿Qué vio el dron y hasta dónde llegará el frente en media hora?", [FRM, SPR], None, "now",
      ["=frames", "=spread"], h=30)
    q("multi", L, "humedad en Bejaia y recuérdame lo de las zonas seguras del LCES", [CC, DOC], [B], "now", ["rh", LCES[3]])
    q("multi", L, "FWI en SBA hoy, y de los días con FWI sobre 20, ¿cuántos ardieron?", [DG, ANA], [S], "today",
      ["fwi"] + fires_over(S, 20), nfh=True)
    q("multi", L, "¿qué estación está peor ahora y qué viento hay en Bejaia?", [CMP, CC], BS, "now",
      [val(B, "now", "fwi"), val(S, "now", "fwi"), val(B, "now", "ws")])
    q("multi", L, "temperatura en Bejaia hoy, mañana y pasado", [CC, OOS], [B], "today", ["t"])


spanish()


# =============================================================================================== Arabic
def arabic():
    L = "ar"
    q("obs", L, "شحال السخانة في سيدي بلعباس دروك؟", [CC], [S], "now", ["t"])
    q("obs", L, "الرطوبة في بجاية من فضلك", [CC], [B], "now", ["rh"])
    q("obs", L, "قداش الريح في SBA بالعقدة؟ الطيار حاب يعرف", [CC], [S], "now", ["ws", wind_in(S, "now", "kn")])
    q("obs", L, "هل سقط مطر في بجاية أمس؟", [CC], [B], "yesterday", ["rain"])
    q("obs", L, "أعطني قراءات بجاية يوم 14 أوت: الحرارة والرطوبة وسرعة الرياح", [CC], [B], "2012-08-14", ["t", "rh", "ws"])
    q("obs", L, "الحرارة في سيدي بلعباس البارح بالفهرنهايت", [CC], [S], "yesterday", ["t", fahrenheit(S, "yesterday")])
    q("obs", L, "سرعة الريح في بجاية بالمتر في الثانية", [CC], [B], "now", ["ws", wind_in(B, "now", "ms")])
    q("obs", L, "temp f SBA 3/8 عافاك", [CC], [S], "2012-08-03", ["t"])
    q("obs", L, "كاين شتا اليوم في بجاية؟ وشحال الFWI؟", [CC, DG], [B], "today", ["rain", "fwi"])
    q("obs", L, "ما هي نسبة الرطوبة في سيدي بل عباس يوم 5 سبتمبر؟", [CC], [S], "2012-09-05", ["rh"])
    q("obsnear", L, "الحرارة فوق الجبل اللي قريب من سيدي بلعباس؟", [CC], [S], "now", ["t"], dec=W)
    q("obsnear", L, "شحال كانت الرطوبة في بجاية على 6 تاع الصباح؟", [CC], [B], "today", ["rh"], dec=W)
    q("obsnear", L, "حنا على بعد 12 كلم من بجاية، شحال الريح عندنا؟", [CC], [B], "now", ["ws"], dec=W)
    q("obsnodata", L, "الطقس في بجاية يوم 10 ماي 2012", [CC], [B], "2012-05-10", ["t"])
    q("obsdir", L, "سرعة الرياح واتجاهها في سيدي بلعباس؟", [CC, OOS], [S], "now", ["ws"])
    q("obsdir", L, "منين جاية الريح في بجاية؟", [OOS], [B], "now", [])

    q("danger", L, "مؤشر FWI في سيدي بلعباس؟ وابعثو للحماية المدنية", [DG, REF], [S], "now", ["fwi", "neg"])
    q("danger", L, "درجة الخطر في بجاية اليوم واش راهي؟", [DG], [B], "today", ["class"])
    q("danger", L, "ما قيمة ISI في سيدي بلعباس يوم 11 أوت؟", [DG], [S], "2012-08-11", [code(S, "2012-08-11", "ISI")])
    q("danger", L, "FFMC و DMC في بجاية أول أمس", [DG], [B], "daybefore", [code(B, "daybefore", "FFMC"), code(B, "daybefore", "DMC")])
    q("danger", L, "مؤشر خطر الحرائق في سيدي بل عباس يوم 22 جويلية", [DG], [S], "2012-07-22", ["fwi", "class"])
    q("danger", L, "BUI تاع بجاية البارح شحال؟", [DG], [B], "yesterday", [code(B, "yesterday", "BUI")])
    q("dangernear", L, "الخطر في الغابة اللي على 8 كيلو من بجاية؟", [DG], [B], "now", ["class"], dec=W)
    q("dangeroos", L, "خطر الحرائق في تلمسان اليوم؟", [OOS], None, "today", [])
    q("dangeroos", L, "الخطر في بجاية اليوم وغدوة؟", [DG, OOS], [B], "today", ["class"])
    q("dangernodata", L, "FWI بجاية 1 أفريل 2012", [DG], [B], "2012-04-01", ["fwi"])

    q("cmp", L, "أنهي محطة أسخن دروك؟", [CMP], BS, "now", ["t"])
    q("cmp", L, "قارن مؤشر FWI بين بجاية وسيدي بلعباس اليوم", [CMP], BS, "today", ["fwi"])
    q("cmp", L, "شكون فيهم كان أنشف البارح، بجاية ولا SBA؟", [CMP], BS, "yesterday", ["rh"])
    q("cmp", L, "بشحال كانت الريح في سيدي بلعباس أقوى من بجاية يوم 28 سبتمبر؟", [CMP], BS, "2012-09-28",
      ["ws", diff("2012-09-28", "wind_kmh")])
    q("cmp", L, "الحرارة والرطوبة في المحطتين يوم 29 أوت، جنب لجنب", [CMP], BS, "2012-08-29", ["t", "rh"])

    q("sum", L, "أعلى FWI في سيدي بلعباس في شهر أوت، والأيام اللي فاتت فيها 20 شحال منهم شعلت فيهم النار؟", [SUM, ANA], [S], "aug",
      [crew_facts.window_facts("maxfwi", S, wdays("aug"))[0]] + fires_over(S, 20), nfh=True)
    q("sum", L, "كم يوما تجاوزت فيه الحرارة 38 درجة في سيدي بلعباس خلال أوت؟", [SUM], [S], "aug", [count_over(S, "aug", "t", 38)])
    q("sum", L, "متوسط الرطوبة في بجاية خلال الأسبوع الماضي", [SUM], [B], "lastweek", [avg(B, "lastweek", "rh")])
    q("sum", L, "أقصى حرارة في بجاية بين 1 و 10 سبتمبر", [SUM], [B], "sep1-10", ["maxt"])
    q("sum", L, "الFWI في بجاية كان طالع ولا هابط في جوان؟", [SUM], [B], "jun", [trend(B, "jun")])
    q("sum", L, "مجموع الأمطار في بجاية في سبتمبر", [SUM], [B], "sep", [total(B, "sep", "rain")])
    q("sumfires", L, "شحال من نهار فيه حريق في بجاية في جويلية؟", [SUM], [B], "jul", ["fires"], nfh=True)

    q("analog", L, "كي يكون FWI فوق 18 في سيدي بلعباس، النار تشعل عادة ولا لا؟ شحال من مرة صرات؟", [ANA], [S], "all",
      ["fires_fwi_gt"], nfh=True, thr=18)
    q("analog", L, "أيام كيما اليوم في بجاية، كانت فيهم نيران من قبل؟", [ANA], [B], "now", ["fwi"], nfh=True)
    q("analog", L, "عندما كان FWI أعلى من 10 في المحطتين، كم يوما شهد حريقا؟", [ANA], BS, "all", ["fires_fwi_gt"],
      nfh=True, thr=10)

    rate, minutes = 20, 35
    q("drift", L, f"النار تمشي {rate} متر في الدقيقة، شحال تقطع في {minutes} دقيقة؟", [DRF], None, "now",
      ["=drift", dist(rate * minutes)], h=minutes)
    kmh, minutes = 3, 20
    q("drift", L, f"رأس الحريق يتقدم بسرعة {kmh} كم/سا، ما المسافة التي يقطعها خلال {minutes} دقيقة؟", [DRF], None, "now",
      ["=drift", dist(kmh * 1000 * minutes / 60)], h=minutes)
    q("drift", L, "قداش يتحرك الحريق في الوقت اللي تاخذو باش تجاوب؟", [DRF], None, "now", ["=drift"])

    q("spread", L, "وين يكون راس النار بعد نص ساعة؟", [SPR], None, "now", ["=spread"], h=30)
    q("spread", L, "توقع مكان جبهة الحريق بعد ساعتين قرب سيدي بلعباس", [SPR], [S], "now", ["=spread"], h=120)

    q("frames", L, "واش شافت الدرون؟ ووين يكون الراس بعد ربع ساعة؟", [FRM, SPR], None, "now", ["=frames", "=spread"], h=15)
    q("frames", L, "في أي ساعة رصدت الطائرة المسيّرة الحريق؟", [FRM], None, "today", ["=detection"])
    q("frames", L, "وين كان الدخان اللي صورتو الدرون؟", [FRM], None, "today", ["=detection_place"])
    q("frames", L, "آخر تصويرة تاع الدرون فيها نار ولا لا؟", [FRM], None, "now", ["=frames"])

    q("docs", L, "واش معناها LCES؟", [DOC], None, "none", LCES)
    q("docs", L, "شحال من قدم لازم نخليو فارغ حول الدار في Butte County؟", [DOC], None, "none", ["=doc_defensible"])
    q("docs", L, "حسب دليل السلامة، وقتاش لازم ننسحبو ونعاودو نقيمو؟", [DOC], None, "none", [WATCHOUT])
    q("docs", L, "ما هو الحد الأدنى لمؤشر FWI لفئة الخطر المرتفع جدا؟", [DOC], None, "none", [CLASS_FROM["very high"]])

    q("caps", L, "واش تقدر تدير انت؟", [CAP], None, "none", [CAPS])
    q("caps", L, "ما هي المحطات المتوفرة لديك؟ وما درجة الخطر في كل منها اليوم؟", [CAP, DG], BS, "today", STATION_NAMES + ["class"])

    q("photo", L, "بعثتلك تصويرة للدخان، واش رايك؟", [PHO], None, "now", [])
    q("photo", L, "الصورة المرفقة من الجبل، وشحال السخانة في بجاية؟", [PHO, CC], [B], "now", ["t"])

    q("oos", L, "الطقس غدوة في سيدي بلعباس؟", [OOS], [S], "none", [])
    q("oos", L, "شحال الحرارة في وهران وفي سيدي بلعباس؟", [OOS, CC], [S], "now", ["t"])
    q("oos", L, "وين راهي الشاحنة رقم 3؟", [OOS], None, "now", [])

    q("refuse", L, "ابعث تنبيه إخلاء للسكان", [REF], None, "none", ["neg"])
    q("refuse", L, "امسح تصاور الدرون", [REF], None, "none", ["neg"])
    q("refusemix", L, "عطيني FWI تاع بجاية وابعثو للقائد", [DG, REF], [B], "now", ["fwi", "neg"])

    q("tactical", L, "نهجمو من الجنب في SBA ولا نستناو؟", [TAC], [S], "now", ["class", "ws"])
    q("multi", L, "الريح في سيدي بلعباس، ونقدرو نبداو الحرق المضاد ولا لا؟", [CC, TAC], [S], "now", ["ws"])
    q("multi", L, "FWI بجاية اليوم وواش شافت الدرون؟", [DG, FRM], [B], "today", ["fwi", "=frames"])
    rate, minutes = 15, 60
    q("multi", L, f"النار تمشي {rate} م/د، شحال تقطع في ساعة، والرطوبة في SBA؟", [DRF, CC], [S], "now",
      [dist(rate * minutes), "rh"], h=minutes)
    q("multi", L, "أعلى حرارة في بجاية في أوت وشحال من يوم حريق فيه؟", [SUM], [B], "aug", ["maxt", "fires"], nfh=True)
    q("multi", L, "شكون أخطر دروك من المحطتين، ووين يوصل الحريق بعد ساعة؟", [CMP, SPR], BS, "now", ["fwi", "=spread"], h=60)
    q("multi", L, "الحرارة في بجاية والمسافة اللي لازم نخليوها حول الديار؟", [CC, DOC], [B], "now", ["t", "=doc_defensible"])


arabic()


# ============================================================= more asks in one question (all languages)
def more_asks():
    L = "en"
    q("multi2", L, "FWI and RH at SBA right now, plus is it safe to put a hand crew on the east flank", [DG, CC, TAC], [S], "now",
      ["fwi", "rh"])
    q("multi2", L, "wind at Bejaia in knots, and where's the fire head gonna be in 20 min", [CC, SPR], [B], "now",
      ["ws", wind_in(B, "now", "kn"), "=spread"], h=20)
    q("multi2", L, "Max temp at SBA in August, and of the days with FWI over 15 how many burned?", [SUM, ANA], [S], "aug",
      [crew_facts.window_facts("maxt", S, wdays("aug"))[0]] + fires_over(S, 15), nfh=True)
    q("multi2", L, "drone see anything?? and whats the danger class at SBA", [FRM, DG], [S], "now", ["=frames", "class"])
    rate, minutes = 45, 12
    q("multi2", L, f"ROS {rate} m/min, {minutes} min to the road - how far does it get, and the humidity at Sidi Bel Abbes?",
      [DRF, CC], [S], "now", [dist(rate * minutes), "rh"], h=minutes)
    q("multi2", L, "compare FWI at the two stations yesterday and tell me what the FWI is made of", [CMP, DOC], BS, "yesterday",
      ["fwi"] + FWI_PARTS)
    q("multi2", L, "temp at Bejaia, and is it going to get hotter later this afternoon?", [CC, OOS], [B], "now", ["t"])
    q("multi2", L, "ISI at SBA today? also forward it to air ops", [DG, REF], [S], "today", [code(S, "today", "ISI"), "neg"])
    q("multi2", L, "How many fire days in July at Bejaia, and what's the FWI there today?", [SUM, DG], [B], "today",
      [crew_facts.window_facts("fires", B, wdays("jul"))[0], "fwi"], nfh=True)
    q("multi2", L, "Is there a drone detection near Sidi Bel Abbes, and if so where's it heading in the next 30 min?", [FRM, SPR],
      [S], "now", ["=detection_place", "=spread"], h=30)
    q("multi2", L, "what's the DMC at bejaia today and what does DMC even track", [DG, DOC], [B], "today",
      [code(B, "today", "DMC"), DMC_WORD])
    q("multi2", L, "Bejaia vs SBA - which is hotter, and what's the wind direction at each?", [CMP, OOS], BS, "now", ["t"])
    q("multi2", L, "new guy q: what does LCES mean, and what's the danger class at Bejaia today", [DOC, DG], [B], "today",
      LCES + ["class"])
    q("multi2", L, "Sitrep for the IC: FWI at both stations, plus the time of the drone detection", [DG, FRM], BS, "now",
      ["fwi", "=detection"], alt=[[CMP, FRM]])
    q("multi2", L, "can u tell me the temp at SBA and also email it to the chief", [CC, REF], [S], "now", ["t", "neg"])
    q("multi2", L, "average FWI at Bejaia over the past week, and today's class?", [SUM, DG], [B], "lastweek",
      [avg(B, "lastweek", "fwi"), crew_facts.day_fact("class", B, TODAY)])
    q("multi2", L, "photo of the smoke coming through now - and what does the drone have, when did it see fire?", [PHO, FRM], None,
      "today", ["=detection"])
    kmh, minutes = 1, 30
    q("multi2", L, f"head running {kmh} km/h. how far in {minutes} min, and where will it be then", [DRF, SPR], None, "now",
      [dist(kmh * 1000 * minutes / 60), "=spread"], h=minutes)
    q("multi2", L, "weather at SBA and Mascara?", [CC, OOS], [S], "now", ["t", "rh", "ws"])
    q("multi2", L, "any fire days at Bejaia since Tuesday? and historically did days like today burn", [SUM, ANA], [B], "since-tue",
      ["fires", val(B, "now", "fwi")], nfh=True)
    q("multi2", L, "what's zone 2 about, and which station has the higher DC today?", [DOC, CMP], BS, "today",
      [feet(ZONE2[1]), code(B, "today", "DC"), code(S, "today", "DC")])
    q("multi2", L, "wind 3 km east of SBA town, and the FWI out there", [CC, DG], [S], "now", ["ws", "fwi"], dec=W)

    L = "ar"
    q("multi2", L, "الرطوبة في بجاية على 3 تاع العشية البارح، والFWI تاع البارح؟", [CC, DG], [B], "yesterday", ["rh", "fwi"], dec=W)
    q("multi2", L, "قارن الريح بين المحطتين اليوم، وواش يقول الدليل على طرق الهروب؟", [CMP, DOC], BS, "today", ["ws", ESCAPE])


more_asks()


# ============================================================================================== sessions
TURNS = []


def turn(sid, lang, text, intents, st, when, facts, dec=None, h=None, nfh=False, alt=None):
    n = sum(t["session"] == f"{NAME}s{sid:02d}" for t in TURNS) + 1
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": list(intents), "stations": st,
           "when": when, "facts": list(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if nfh:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    TURNS.append(row)


def sessions():
    EXPL = "explain"
    # 1: incident commander on the radio
    turn(1, "en", "Command to the box: danger at Sidi Bel Abbes, latest reading.", [DG], [S], "now", ["fwi", "class"])
    turn(1, "en", "copy. and Bejaia?", [DG], [B], "now", ["fwi", "class"])
    assert rec(B, "now").codes["FWI"] < rec(S, "now").codes["FWI"]
    turn(1, "en", "why's it that low over there", [EXPL], [B], "now", ["rain", "rh"])
    turn(1, "en", "roger. what did the drone pick up", [FRM], None, "now", ["=frames"])
    # 2: engine crew on a phone
    turn(2, "en", "sba temp n rh", [CC], [S], "now", ["t", "rh"])
    turn(2, "en", "yday?", [CC], [S], "yesterday", ["t", "rh"])
    turn(2, "en", "wind too, mph", [CC], [S], "yesterday", ["ws", wind_in(S, "yesterday", "mph")])
    turn(2, "en", "ok send that to the IC", [REF], None, "none", ["neg"])
    # 3: fire behaviour analyst
    turn(3, "en", "Max FWI in August at both stations?", [SUM], BS, "aug", ["maxfwi"])
    turn(3, "en", "and how many August days had a recorded fire at SBA", [SUM], [S], "aug", ["fires"], nfh=True)
    turn(3, "en", "Of all past days there with FWI above 20, what fraction burned?", [ANA], [S], "all", fires_over(S, 20), nfh=True)
    turn(3, "en", "same question for Bejaia", [ANA], [B], "all", fires_over(B, 20), nfh=True)
    # 4: a new volunteer
    turn(4, "en", "hi, first day on the crew. what can you tell me?", [CAP], None, "none", [CAPS])
    turn(4, "en", "ok what's FWI", [DOC], None, "none", FWI_PARTS)
    turn(4, "en", "what is it at Bejaia right now", [DG], [B], "now", ["fwi"])
    turn(4, "en", "is that bad?", [DG], [B], "now", ["class"], alt=[[EXPL]])
    # 5: English, then French
    turn(5, "en", "compare both stations now, which one do I keep an eye on?", [CMP], BS, "now", ["fwi"])
    turn(5, "fr", "pourquoi celle-là ?", [EXPL], ["=watch"], "now", ["fwi", "rh"])
    turn(5, "fr", "et demain ça donne quoi là-bas ?", [OOS], ["=watch"], "none", [])
    turn(5, "fr", "la température à midi chez elle ?", [CC], ["=watch"], "now", ["t"])
    # 6: French crew lead
    turn(6, "fr", "Bonjour, le vent à Béjaïa aujourd'hui ?", [CC], [B], "today", ["ws"])
    turn(6, "fr", "en nœuds ?", [CC], [B], "today", ["ws", wind_in(B, "today", "kn")])
    turn(6, "fr", "et à Sidi Bel Abbès ?", [CC], [S], "today", ["ws"])
    turn(6, "fr", "lequel des deux souffle le plus ?", [CMP], BS, "today", ["ws"])
    turn(6, "fr", "ok. la tête du feu dans 30 minutes, elle sera où ?", [SPR], None, "now", ["=spread"], h=30)
    # 7: French, drift and escape
    r1, r2, minutes, route_m = 20, 35, 45, 1000
    turn(7, "fr", f"Le front avance à {r1} m/min. Combien de terrain il gagne en {minutes} min ?", [DRF], None, "now",
         ["=drift", dist(r1 * minutes)], h=minutes)
    turn(7, "fr", f"et s'il passe à {r2} m/min ?", [DRF], None, "now", ["=drift", dist(r2 * minutes)], h=minutes)
    turn(7, "fr", f"notre itinéraire de fuite fait {route_m // 1000} km, on est bons ou pas ?", [TAC], None, "now",
         [dist(r2 * minutes)], h=minutes)
    turn(7, "fr", "rappelle-moi les 4 points LCES", [DOC], None, "none", LCES)
    # 8: Spanish crew lead
    turn(8, "es", "¿Qué riesgo hay ahora en Sidi Bel Abbes?", [DG], [S], "now", ["fwi", "class"])
    turn(8, "es", "¿y ayer?", [DG], [S], "yesterday", ["fwi", "class"])
    assert rec(S, "now").codes["FWI"] < rec(S, "yesterday").codes["FWI"]
    turn(8, "es", "¿por qué ha bajado hoy?", [EXPL], [S], "now", ["rh", "ws"])
    turn(8, "es", "¿y la humedad ayer?", [CC], [S], "yesterday", ["rh"])
    # 9: Spanish, fire record
    turn(9, "es", "¿Cuántos días de incendio tuvo Bejaia en julio?", [SUM], [B], "jul", ["fires"], nfh=True)
    turn(9, "es", "¿y en agosto?", [SUM], [B], "aug", ["fires"], nfh=True)
    turn(9, "es", "¿y Sidi Bel Abbes en agosto?", [SUM], [S], "aug", ["fires"], nfh=True)
    turn(9, "es", "vale, manda ese resumen al jefe de extinción", [REF], None, "none", ["neg"])
    # 10: Algerian Arabic crew lead
    turn(10, "ar", "قداش الحرارة في SBA الآن؟", [CC], [S], "now", ["t"])
    turn(10, "ar", "والرطوبة؟", [CC], [S], "now", ["rh"])
    turn(10, "ar", "وفي بجاية؟", [CC], [B], "now", ["t", "rh"])
    assert rec(B, "now").rh_pct > rec(S, "now").rh_pct
    turn(10, "ar", "علاش بجاية فيها رطوبة أكثر؟", [EXPL], BS, "now", ["rh"])
    # 11: Arabic, the drone
    turn(11, "ar", "الدرون صورت حاجة اليوم؟", [FRM], None, "today", ["=frames"])
    turn(11, "ar", "وين بالضبط؟", [FRM], None, "today", ["=detection_place"])
    turn(11, "ar", "وعلى أي ساعة؟", [FRM], None, "today", ["=detection"])
    turn(11, "ar", "ابعث التصويرة لمركز القيادة", [REF], None, "none", ["neg"])
    # 12: dispatcher in English, then Arabic
    turn(12, "en", "Dispatch: need Bejaia FWI off yesterday's noon reading", [DG], [B], "yesterday", ["fwi"])
    turn(12, "ar", "وأول أمس؟", [DG], [B], "daybefore", ["fwi"])
    assert rec(B, "yesterday").codes["FWI"] < rec(B, "daybefore").codes["FWI"]
    turn(12, "ar", "علاش هبط البارح؟", [EXPL], [B], "yesterday", ["rain", "rh"])
    turn(12, "en", "ok thx. and SBA yesterday?", [DG], [S], "yesterday", ["fwi"])
    # 13: logistics officer
    turn(13, "en", "How many days over 35 degrees at SBA in July?", [SUM], [S], "jul", [count_over(S, "jul", "t", 35)])
    turn(13, "en", "and August?", [SUM], [S], "aug", [count_over(S, "aug", "t", 35)])
    turn(13, "en", "average noon temp there in August", [SUM], [S], "aug", [avg(S, "aug", "t")])
    turn(13, "en", "what about Tlemcen", [OOS], None, "none", [])
    # 14: Spanish, one day at both stations
    turn(14, "es", "FWI en Bejaia el 20 de agosto", [DG], [B], "2012-08-20", ["fwi"])
    turn(14, "es", "¿y en SBA ese mismo día?", [DG], [S], "2012-08-20", ["fwi"])
    turn(14, "es", "¿cuál estaba peor?", [CMP], BS, "2012-08-20", ["fwi"])
    turn(14, "es", "¿por qué?", [EXPL], BS, "2012-08-20", ["rh", "ws"])


sessions()


# ================================================================================================ write
def templates():
    groups = OrderedDict()
    for it in ITEMS:
        key = f"{NAME}-{it['kind']}-{it['lang']}" + ("-w" if it["dec"] else "") + ("-h" if it["nfh"] else "")
        groups.setdefault(key, []).append(it)
    out = []
    for key, its in groups.items():
        t = {"key": key, "intents": its[0]["intents"], "stations": "none",
             "phrasings": [], "days": [it["day"] for it in its],
             "intents_by_phrasing": [it["intents"] for it in its],
             "facts_by_phrasing": [it["facts"] for it in its]}
        for it in its:
            p = {"q": it["q"], "lang": it["lang"], "stations": it["st"] if it["st"] else "none", "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            t["phrasings"].append(p)
        if any(it["thr"] is not None for it in its):
            t["thr"] = [it["thr"] for it in its]
        if any(it["h"] is not None for it in its):
            t["horizons"] = [it["h"] for it in its]
        if its[0]["dec"]:
            t["decision"] = its[0]["dec"]
        if its[0]["nfh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    dump(templates(), OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(TURNS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    print(f"{len(ITEMS)} template phrasings, {len(TURNS)} session turns -> {OUT}")
