"""Blind batch d59 (dev since its one scoring): fire-crew questions for the wildfire appliance, gold computed from the
data by code. The order of the accepted spellings inside a fact's "any" list follows Python's string hashing
(PYTHONHASHSEED), so a regeneration may differ from the committed templates in that order only; the committed
files are the ones scored (sha256 e4a4f5ff… templates, a858d900… sessions).

Run from the repository root:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev59.py
Writes crew_templates_dev59.jsonl and crew_sessions_dev59.jsonl next to this file and prints counts only
(never the questions: the batch was sealed).

Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / window_facts, unit
conversions of the real reading), from the crew's own numbers in the question (rate x minutes), or from
the shipped documents by regex. Nothing is typed by hand.
"""
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d59"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
ST = {None: "none", "B": [B], "S": [S], "BS": [B, S]}
T = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()

# ----------------------------------------------------------------------------------------------- facts
def num(x):
    return crew_facts._num(round(float(x), 1))


def sep(s):
    """A decimal string in both separators."""
    return [s, s.replace(".", ",")] if "." in s else [s]


def dec1(v):
    return f"{round(v, 1):.1f}"


def R(st, day):
    return T[(st, day)]


def CODE(st, day, code):
    return num(R(st, day).codes[code])


def _unit(v, units):
    out = sep(dec1(v))
    for u in units:
        out += [f"{round(v)} {u}", f"{round(v)}{u}"]
    return {"any": out}


def MPH(st, day):
    return _unit(R(st, day).wind_kmh / 1.609344, ["mph"])


def KN(st, day):
    return _unit(R(st, day).wind_kmh / 1.852, ["kn", "kt", "knot", "nœud", "nudo", "عقدة"])


def MS(st, day):
    return _unit(R(st, day).wind_kmh / 3.6, ["m/s"])


def FAH(st, day):
    f = R(st, day).temperature_c * 9 / 5 + 32
    forms = ([str(int(f))] if float(f).is_integer() else sep(dec1(f))) + [f"{round(f)} °F", f"{round(f)}°F", f"{round(f)} F"]
    return {"any": forms}


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def DIFF(day, field):
    return num(abs(FIELD[field](R(B, day)) - FIELD[field](R(S, day))))


def wdays(key):
    return crew_days.resolve(key, "en", 0)["days"]


def rows(st, key):
    return [T[(st, d)] for d in wdays(key) if (st, d) in T]


OPS = {">": lambda v, thr: v > thr, ">=": lambda v, thr: v >= thr, "<": lambda v, thr: v < thr}


def CNT(st, key, field, thr, op=">"):
    """Days of the window whose field is above ("over", "more than": strict), at least, or under thr."""
    return sum(OPS[op](FIELD[field](r), thr) for r in rows(st, key))


def RAINY(st, key):
    return sum(r.rain_mm > 0 for r in rows(st, key))


def AVG(st, key, field):
    vals = [FIELD[field](r) for r in rows(st, key)]
    return num(sum(vals) / len(vals))


def MIN(st, key, field):
    return num(min(FIELD[field](r) for r in rows(st, key)))


def FIRES(st, key):
    return crew_facts.window_facts("fires", st, wdays(key))[0]


def FIRES_AMONG(st, key, field, thr):
    """[days of the window above thr, of which fire days] from the box's fire record."""
    rec = crew_facts.fire_record()
    vals = [(FIELD[field](r), rec[(st, r.date)][1]) for r in rows(st, key)]
    hot = [fire for v, fire in vals if v > thr]
    return counts([len(hot), sum(hot)])


NONE_FORMS = ["none", "never", "no fire", "zero", "aucun", "jamais", "ningun", "nunca", "لم", "ولا"]


def counts(values):
    """Counts as gold facts: a zero may be said in words, so it takes its word forms too."""
    return [{"any": ["0 "] + NONE_FORMS} if v == 0 else v for v in values]


def FGT(st, thr):
    """Past days (before today) with FWI above thr, and how many of them had a fire."""
    assert thr not in [fwi for (dev, _), (fwi, _) in crew_facts.fire_record().items() if dev == st]
    return counts(crew_facts.window_facts("fires_fwi_gt", st, [TODAY], thr))


def FLE(st, day):
    """Past days with an FWI no higher than that day's, and how many of them had a fire."""
    ref = R(st, day).codes["FWI"]
    low = [fire for (dev, d), (fwi, fire) in crew_facts.fire_record().items() if dev == st and d < TODAY and fwi <= ref]
    return counts([len(low), sum(low)])


def FIRE_ON(st, day):
    return {"any": ["fire", "feu", "incendio", "حريق"]} if crew_facts.fire_record()[(st, day)][1] else \
        {"any": ["no fire", "not fire", "pas de feu", "sin incendio", "ماكانش", "لم يسجل"]}


def HOTTEST_FIRE(st, key):
    """Whether the window's hottest day had a fire (the hottest day must be unique)."""
    top = max(r.temperature_c for r in rows(st, key))
    hot = [r for r in rows(st, key) if r.temperature_c == top]
    assert len(hot) == 1, (st, key, [r.date for r in hot])
    return FIRE_ON(st, hot[0].date)


def _km(km):
    return f"{km:.2f}".rstrip("0").rstrip(".")


def DIST(meters, extra=()):
    """A crew-given displacement in m and km forms, dot and comma."""
    m = round(meters)
    km = meters / 1000
    forms = [f"{m} m", f"{m}m", f"{m} متر"]
    for k in {_km(km), _km(round(km, 1))}:
        for s in sep(k):
            forms += [f"{s} km", f"{s}km", f"{s} كلم"]
    return {"any": forms + list(extra)}


def DRIFT_RATE(m_per_min, minutes):
    return DIST(m_per_min * minutes)


def DRIFT_KMH(kmh, minutes):
    return DIST(kmh * 1000 * minutes / 60)


def DRIFT_MPH(mph, minutes):
    miles = mph * minutes / 60
    return DIST(miles * 1609.344, [f"{_km(miles)} mile", f"{_km(miles)} mi"])


def DRIFT_FTMIN(ft, minutes):
    feet = ft * minutes
    return DIST(feet * 0.3048, [f"{feet} ft", f"{feet} feet"])


def DRIFT_CHH(chains_per_hour, minutes):
    return DIST(chains_per_hour * 20.1168 * minutes / 60)


def SAID(value, unit):
    """A figure the crew states, echoed back beside the box's own."""
    return {"any": [f"{value} {unit}", f"{value}{unit}"]}


# Documents: facts parsed out of the shipped text, never typed.
DOCS = {p.stem: p.read_text(encoding="utf-8") for p in (EDGE_DATA_DIR / "documents").glob("*.md")}
ALLDOC = "\n".join(DOCS.values()).replace("\n", " ")


def _rx(pattern):
    m = re.search(pattern, ALLDOC)
    assert m, pattern
    return m


def _feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


ZONE0 = _feet(_rx(r"Zone 0 is the first (\d+) feet").group(1))
ZONE1 = _feet(_rx(r"Zone 1 runs from \d+ to (\d+) feet").group(1))
ZONE2_FROM = _feet(_rx(r"Zone 2 runs from (\d+) to \d+ feet").group(1))
GRASS = int(_rx(r"maximum height of (\d+) inches").group(1))
BRANCH = _feet(_rx(r"branches (\d+) feet from chimneys").group(1))
LEAVES = int(_rx(r"deeper than (\d+) inches").group(1))
HIGH = float(_rx(r"from ([\d.]+) high").group(1))
VHIGH = int(_rx(r"from (\d+) very high").group(1))
EXTREME = int(_rx(r"from (\d+) extreme").group(1))
FFMC_EASY = int(_rx(r"above about (\d+) fine fuels").group(1))
LCES_WORDS = [w.strip().lower().rstrip("s") for w in
              re.split(r",| and ", _rx(r"engages a fire: ([A-Za-z ,]+)\.").group(1)) if w.strip()]
LOOKOUT, COMMS, ESCAPE, SAFETY = ({"any": [w]} for w in LCES_WORDS)
DOWNHILL = {"any": [_rx(r"builds line (downhill)").group(1)]}
SPOTS = {"any": [_rx(r"when (spot fire)s appear").group(1)]}
VW_YEAR = int(_rx(r"Van Wagner (\d{4})").group(1))
LOOKOUT_ML = {"any": [LCES_WORDS[0], "guetteur", "vigie", "vigía", "مراقب"]}
SAFETY_ML = {"any": [LCES_WORDS[3], "zone de sécurité", "zona de seguridad", "منطقة أمان", "مناطق الأمان", "منطقة آمنة"]}
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس"]}]

# ------------------------------------------------------------------------------------------ templates
TEMPLATES = OrderedDict()
KIND_OWNER = {}
FIRE_INTENTS = {"analogs"}


def Q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, alt=None, fire=False):
    fire = fire or bool(FIRE_INTENTS & set(intents)) or "fires" in facts
    group = (kind, dec, fire)
    key = f"{NAME}-{kind}" + ("-w" if dec == "warn" else "-a" if dec == "abstain" else "") + ("-fh" if fire else "")
    assert KIND_OWNER.setdefault(key, group) == group, key
    t = TEMPLATES.setdefault(key, {"key": key, "intents": intents, "phrasings": [], "stations": "none", "days": [],
                                   "horizons": [], "intents_by_phrasing": []})
    p = {"q": text, "lang": lang, "stations": ST[st], "facts": list(facts)}
    if alt:
        p["intents_alt"] = alt
    t["phrasings"].append(p)
    t["days"].append(day)
    t["horizons"].append(h)
    t["intents_by_phrasing"].append(list(intents))
    if dec:
        t["decision"] = dec
    if fire:
        t["needs_fire_history"] = True


D83, D148, D2025, D2809, D0107, D1506, D2008, D1009 = ("2012-08-03", "2012-08-14", "2012-09-25", "2012-09-28",
                                                       "2012-07-01", "2012-06-15", "2012-08-20", "2012-09-10")
OOS, REF, NEG = "out_of_scope", "refuse", "neg"
CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRI, SPR, FRM, DOC, CAP, PHO, TAC, EXP = "drift", "spread", "frames", "documents", "capabilities", "photo", "tactical", "explain"

# ============================================================ English (engine crews, IC, dispatch, analyst)
en = "en"
Q("cond", en, "temp at bejaia rn?", [CC], "B", "now", ["t"])
Q("cond", en, "Dispatch to appliance: current RH and wind for Sidi Bel Abbes, over.", [CC], "S", "now", ["rh", "ws"])
Q("cond", en, "whats it doing at SBA right now. hot? windy?", [CC], "S", "now", ["t", "ws"])
Q("cond", en, "Bejaia station, any rain today", [CC], "B", "today", ["rain"])
Q("cond", en, "Need the full noon obs for Béjaïa please: temp, humidity, wind, rain.", [CC], "B", "today", ["t", "rh", "ws", "rain"])
Q("cond", en, "how humid is it at sidi bel abes today", [CC], "S", "today", ["rh"])
Q("cond", en, "Hi, sorry, I'm new on the crew. How hot is it in Sidi Bel Abbes today? Nobody's told me how to read the board yet.", [CC], "S", "today", ["t"])
Q("units", en, "wind at SBA in mph pls", [CC], "S", "now", ["ws", MPH(S, TODAY)])
Q("units", en, "Give me the Bejaia wind in knots, the heli pilot is asking.", [CC], "B", "now", ["ws", KN(B, TODAY)])
Q("units", en, "temp in fahrenheit at bejaia?? our US liaison doesnt do celsius", [CC], "B", "now", ["t", FAH(B, TODAY)])
Q("units", en, "SBA wind m/s", [CC], "S", "now", ["ws", MS(S, TODAY)])
Q("past", en, "what was the humidity in bejaia on 3/8", [CC], "B", D83, ["rh"])
Q("past", en, "Sidi Bel Abbes, 14-Aug: temp and wind?", [CC], "S", D148, ["t", "ws"])
Q("condanger", en, "Did it rain at Bejaia on 2012-09-25, and what was the danger class?", [CC, DG], "B", D2025, ["rain", "fwi", "class"])
Q("condanger", en, "yesterdays noon reading at SBA + the FWI", [CC, DG], "S", "yesterday", ["t", "rh", "ws", "fwi"])
Q("past", en, "conditions at bejaia the day before yesterday?", [CC], "B", "daybefore", ["t", "rh", "ws"])
Q("past", en, "Temperature at Sidi Bel Abbes on the 1st of July.", [CC], "S", D0107, ["t"])
Q("past", en, "Bejia june 15 humidity + wind", [CC], "B", D1506, ["rh", "ws"])
Q("crewsaid", en, "We're reading 31 degrees on the engine thermometer in Bejaia. What does the station have?", [CC], "B", "now", ["t", SAID(31, "°")])
Q("crewsaid", en, "kestrel says RH 40% at our spot in SBA town, station agree?", [CC], "S", "now", ["rh", SAID(40, "%")])

Q("danger", en, "FWI at SBA now", [DG], "S", "now", ["fwi", "class"])
Q("danger", en, "what's the fire danger class at bejaia today", [DG], "B", "today", ["class", "fwi"])
Q("danger", en, "Engine 4 to box, danger level Sidi Bel Abbes, how copy?", [DG], "S", "now", ["class", "fwi"])
Q("danger", en, "ISI at bejaia?", [DG], "B", "now", [CODE(B, TODAY, "ISI")])
Q("danger", en, "BUI for SBA today pls", [DG], "S", "today", [CODE(S, TODAY, "BUI")])
Q("danger", en, "FBAN here. Need FFMC, DMC and DC for Sidi-Bel-Abbès off today's noon obs.", [DG], "S", "today",
  [CODE(S, TODAY, "FFMC"), CODE(S, TODAY, "DMC"), CODE(S, TODAY, "DC")])
Q("danger", en, "how bad was the danger at SBA on Aug 14", [DG], "S", D148, ["fwi", "class"])
Q("danger", en, "fwi yesterday bejaia", [DG], "B", "yesterday", ["fwi"])
Q("danger", en, "Was Bejaia in high danger on 2012-08-28?", [DG], "B", "2012-08-28", ["fwi", "class"])
Q("danger", en, "fine fuel moisture code at sba on 03/08/2012", [DG], "S", D83, [CODE(S, D83, "FFMC")])
Q("danger", en, "danger rating?? bejaia. quick", [DG], "B", "now", ["class", "fwi"])
Q("condanger", en, "temp, RH and FWI at Bejaia right now", [CC, DG], "B", "now", ["t", "rh", "fwi"])
Q("condanger", en, "SBA: is it windy, and what's the danger class?", [CC, DG], "S", "now", ["ws", "class", "fwi"])
Q("condanger", en, "gimme wind + ISI for sidi bel abbes yesterday", [CC, DG], "S", "yesterday", ["ws", CODE(S, "2012-09-29", "ISI")])
Q("condanger", en, "Temp and RH at SBA on 3/8, plus the FWI for that day", [CC, DG], "S", D83, ["t", "rh", "fwi"])
Q("condanger", en, "Bejaia knots + danger class, heli wants both", [CC, DG], "B", "now", ["ws", KN(B, TODAY), "class", "fwi"])

Q("compare", en, "which station is worse right now, bejaia or sba?", [CMP], "BS", "now", ["fwi"])
Q("compare", en, "Where's it hotter today, Béjaïa or Sidi Bel Abbès, and by how much?", [CMP], "BS", "today", ["t", DIFF(TODAY, "t")])
Q("cmpsum", en, "compare fwi both stations 3 aug, and how many fire days did each have that month", [CMP, SUM], "BS", D83, ["fwi", FIRES(B, "aug"), FIRES(S, "aug")], fire=True)
Q("compare", en, "Of the two stations, which one was drier yesterday?", [CMP], "BS", "yesterday", ["rh"])
Q("compare", en, "Logistics. We can only pre-position one tanker today. Which of the two stations has the higher danger?", [CMP], "BS", "today", ["fwi"])
Q("compare", en, "windier where, SBA or Bejaia, 28 sept?", [CMP], "BS", D2809, ["ws"])
Q("compare", en, "How much higher was the FWI at SBA than at Bejaia on 14 August?", [CMP], "BS", D148, ["fwi", DIFF(D148, "fwi")])
Q("cmpdanger", en, "Which station is hotter now, and what's the FWI at that one?", [CMP, DG], "BS", "now", ["t", "fwi"])

Q("sumcmp", en, "highest temp at SBA in August, and which station had more fire days that month?", [SUM, CMP], "BS", "aug", [crew_facts.window_facts("maxt", S, wdays("aug"))[0], FIRES(B, "aug"), FIRES(S, "aug")], fire=True)
Q("summary", en, "max FWI at bejaia in july", [SUM], "B", "jul", ["maxfwi"])
Q("summary", en, "How many days above 35 degrees at Sidi Bel Abbes in August?", [SUM], "S", "aug", [CNT(S, "aug", "t", 35)])
Q("summary", en, "Number of days with FWI over 20 at Bejaia in August?", [SUM], "B", "aug", [CNT(B, "aug", "fwi", 20)])
Q("summary", en, "How many fire days did SBA log in September?", [SUM], "S", "sep", ["fires"])
Q("sumcond", en, "lowest humidity at bejaia over the past week, and today's reading?", [SUM, CC], "B", "lastweek", [MIN(B, "lastweek", "rh"), num(R(B, TODAY).rh_pct)])
Q("summary", en, "average temp at SBA last 3 days?", [SUM], "S", "last3d", [AVG(S, "last3d", "t")])
Q("summary", en, "Is the FWI trending up or down at SBA this past week?", [SUM], "S", "lastweek", ["maxfwi"])
Q("summary", en, "how many rainy days at bejaia since tuesday", [SUM], "B", "since-tue", [RAINY(B, "since-tue")])
Q("summary", en, "Hottest it got in Bejaia in June?", [SUM], "B", "jun", ["maxt"])
Q("summary", en, "days with wind above 20 km/h at SBA in September?", [SUM], "S", "sep", [CNT(S, "sep", "ws", 20)])
Q("summary", en, "fire days in August, both stations", [SUM], "BS", "aug", ["fires"])
Q("summary", en, "Peak FWI between 1 and 10 Sept at Sidi Bel Abbes", [SUM], "S", "sep1-10", ["maxfwi"])
Q("summary", en, "How many days did SBA hit 40 degrees or more in August?", [SUM], "S", "aug", [CNT(S, "aug", "t", 40, ">=")])
Q("summary", en, "Avg RH at Bejaia in July?", [SUM], "B", "jul", [AVG(B, "jul", "rh")])
Q("summary", en, "count of days under 40% humidity at SBA in august", [SUM], "S", "aug", [CNT(S, "aug", "rh", 40, "<")])
Q("sumana", en, "how many days in Aug at SBA had FWI over 20, and how many of those burned?", [SUM, ANA], "S", "aug",
  FIRES_AMONG(S, "aug", "fwi", 20))
Q("sumana", en, "hottest day in aug at bejaia and did that one end in a fire?", [SUM, ANA], "B", "aug", ["maxt", HOTTEST_FIRE(B, "aug")])
Q("condsum", en, "SBA now: temp, and how many fire days there in Sept so far?", [CC, SUM], "S", "now", ["t", FIRES(S, "sep")])
Q("dgsum", en, "Danger at Bejaia on 14/08/2012 and how many fire days that month?", [DG, SUM], "B", D148, ["fwi", FIRES(B, "aug")])

Q("analogs", en, "Of the days with FWI above 20 at SBA, how many had a fire?", [ANA], "S", "all", FGT(S, 20))
Q("analogs", en, "Bejaia: past days with FWI over 10, how many ended with a fire?", [ANA], "B", "all", FGT(B, 10))
Q("analogs", en, "did days like today at sidi bel abbes burn in the past?", [ANA], "S", "now", ["fwi"])
Q("analogs", en, "Box, historically when the FWI went past 25 at either station, did we get fires?", [ANA], "BS", "all", FGT(B, 25) + FGT(S, 25))
Q("analogs", en, "analog check bejaia, FWI above 5, how many of those days had fire", [ANA], "B", "all", FGT(B, 5))
Q("analogs", en, "Anything in the record like today's weather at Bejaia that turned into a fire?", [ANA], "B", "today", ["fwi"])
Q("dgana", en, "What's the FWI at SBA now, and have days that low ever had a fire?", [DG, ANA], "S", "now", ["fwi"] + FLE(S, TODAY))

Q("drift", en, "head's running ~25 m/min, how far in 20 min?", [DRI], None, "none", [DRIFT_RATE(25, 20)], h=20)
Q("drift", en, "ROS 12 m a minute, crew needs 35 min to reach the road. How far does the head go in that time?", [DRI], None, "none", [DRIFT_RATE(12, 35)], h=35)
Q("drift", en, "If the fire's doing 2 km/h, how far does it get in 45 minutes?", [DRI], None, "none", [DRIFT_KMH(2, 45)], h=45)
Q("drift", en, "3 mph head, 20 min, how far", [DRI], None, "none", [DRIFT_MPH(3, 20)], h=20)
Q("drift", en, "FBAN: ROS 20 ch/h, dozer is 45 min out. Head displacement by the time it arrives?", [DRI], None, "none", [DRIFT_CHH(20, 45)], h=45)
Q("drift", en, "fire moving 40 ft per min, we need half an hour to get there, how far will it have gone", [DRI], None, "none", [DRIFT_FTMIN(40, 30)], h=30)
Q("conddrift", en, "We measured 8 m/min on the flank. Relief is 90 minutes away. Distance? And what's the wind at Bejaia doing?", [DRI, CC], "B", "now", [DRIFT_RATE(8, 90), "ws"], h=90)
Q("drift", en, "How far does the head move while we wait for your answer?", [DRI], None, "none", ["=drift"])
Q("drift", en, "your own estimate pls: how much does the front drift during answer latency", [DRI], None, "none", ["=drift"])
Q("drift", en, "Wind on our kestrel is 30 km/h. How far does the head get in 15 min?", [DRI], None, "none", ["=drift", SAID(30, "km/h")], h=15)

Q("spread", en, "where will the head be in 30 min?", [SPR], None, "none", ["=spread"], h=30)
Q("spread", en, "Project the front off the drone fire, one hour from now.", [SPR], None, "none", ["=spread"], h=60)
Q("spread", en, "which way's it gonna run and how far by 14:00", [SPR], None, "none", ["=spread"], h=60)
Q("spread", en, "Projected position of the fire NE of SBA in 2 hours?", [SPR], "S", "none", ["=spread"], h=120)
Q("frmspr", en, "drone spotted smoke. where will it be in 45 min?", [FRM, SPR], None, "none", ["=detection", "=spread"], h=45)
Q("condspr", en, "Wind at SBA in m/s, and where would the head be in 30 minutes?", [CC, SPR], "S", "now", ["ws", MS(S, TODAY), "=spread"], h=30)

Q("frames", en, "what did the drone see?", [FRM], None, "none", ["=frames"])
Q("frames", en, "any smoke in the last drone frames", [FRM], None, "none", ["=frames"])
Q("frmcc", en, "When exactly did the UAV pick up the fire, and how fast is the wind at SBA?", [FRM, CC], "S", "now", ["=detection", "ws"])
Q("frames", en, "Where was the drone's detection? lat/lon if you have it", [FRM], None, "none", ["=detection_place"])
Q("frames", en, "did the sortie find anything near sidi bel abbes", [FRM], "S", "none", ["=detection_place"])
Q("frames", en, "drone fire frame: time + location pls", [FRM], None, "none", ["=detection", "=detection_place"])
Q("frmdg", en, "What did the drone pick up, and what's the ISI at SBA?", [FRM, DG], "S", "now", ["=frames", CODE(S, TODAY, "ISI")])
Q("frmdgnear", en, "Drone saw smoke NE of SBA. What's the danger out there right now?", [FRM, DG], "S", "now", ["=detection", "fwi"], dec="warn")
Q("capfrm", en, "Status check: what data do you hold, and was there any drone detection today?", [CAP, FRM], None, "today", ["=detection"])

Q("docs", en, "how much defensible space does butte county want around a house?", [DOC], None, "none", ["=doc_defensible"])
Q("docs", en, "What does LCES stand for?", [DOC], None, "none", [LOOKOUT, COMMS, ESCAPE, SAFETY])
Q("docs", en, "zone 1 goes out how far in the defensible space guide", [DOC], None, "none", [ZONE1])
Q("docs", en, "max grass height in zone 2?", [DOC], None, "none", [GRASS])
Q("docs", en, "At what FWI does this box start calling it high?", [DOC], None, "none", [HIGH], alt=[[DG], [DOC, DG]])
Q("docs", en, "FFMC above what number do fine fuels catch easy?", [DOC], None, "none", [FFMC_EASY])
Q("docs", en, "Watch-out situations, when do we pull back? short list", [DOC], None, "none", [DOWNHILL, SPOTS])
Q("docs", en, "zone 2 starts at what distance from the house, and how deep can leaf litter get there?", [DOC], None, "none", [ZONE2_FROM, LEAVES])
Q("docs", en, "how far do tree branches have to be from a chimney", [DOC], None, "none", [BRANCH])
Q("docs", en, "who came up with the FWI system, per the guide?", [DOC], None, "none", [VW_YEAR])
Q("dgdoc", en, "Danger at SBA now? And what does the LCES sheet say about staffing on high-danger days?", [DG, DOC], "S", "now", ["fwi", LOOKOUT])
Q("dgdoc", en, "new guy here, what's LCES and is today a high danger day at SBA?", [DOC, DG], "S", "today", ["fwi", LOOKOUT])
Q("conddoc", en, "LCES reminder for the crew, plus current wind at Sidi Bel Abbes", [DOC, CC], "S", "now", ["ws", LOOKOUT])

Q("caps", en, "what can this box actually do?", [CAP])
Q("capcc", en, "which stations have you got data for, and what's the temp at each right now", [CAP, CC], "BS", "now", STATION_NAMES + ["t"])
Q("caps", en, "Do you have drone imagery or only weather data?", [CAP])
Q("caps", en, "new here, what sort of questions am I allowed to ask you?", [CAP])
Q("capdg", en, "What's the danger at Bejaia, and what else can you do besides weather?", [DG, CAP], "B", "now", ["fwi"])

Q("photo", en, "sending a pic of the column, what fuel is burning?", [PHO])
Q("photo", en, "See attached photo. Smoke or dust?", [PHO])
Q("photomix", en, "Attached a shot from the ridge. How big is it, and what's the FWI at SBA?", [PHO, DG], "S", "now", ["fwi"])
Q("photomix", en, "uploading a photo of the flank now, compare it with the drone frame", [PHO, FRM], None, "none", ["=frames"])

Q("oos", en, "forecast for tomorrow at bejaia?", [OOS], "B")
Q("oos", en, "Will the wind pick up this afternoon at SBA?", [OOS], "S")
Q("oos", en, "what's the FWI in Oran", [OOS])
Q("oosmix", en, "Tlemcen humidity now, and SBA's?", [OOS, CC], "S", "now", ["rh"])
Q("oos", en, "wind direction at SBA?", [OOS], "S")
Q("oos", en, "who won the match last night lol", [OOS])
Q("oos", en, "Where are the other crews positioned right now?", [OOS])
Q("oos", en, "Got a fuel moisture map for the Sidi Bel Abbes sector?", [OOS], "S")
Q("oos", en, "next week's danger outlook for both stations", [OOS], "BS")
Q("oosmix", en, "Wind speed and direction at Bejaia now?", [CC, OOS], "B", "now", ["ws"])
Q("oosmix", en, "FWI today and tomorrow at SBA", [DG, OOS], "S", "now", ["fwi"])
Q("oosmix", en, "temps at Bejaia and Oran right now", [CC, OOS], "B", "now", ["t"])
Q("oosmix", en, "is it gonna rain later today at bejaia? whats the RH now", [CC, OOS], "B", "now", ["rh"])
Q("oosmix", en, "How does SBA compare with Tlemcen on danger today?", [DG, OOS], "S", "now", ["fwi"], alt=[[CMP, OOS]])
Q("oosmix", en, "Rain at SBA yesterday? also forecast for tonight", [CC, OOS], "S", "yesterday", ["rain"])
Q("oosmix", en, "FWI and wind direction at Bejaia", [DG, OOS], "B", "now", ["fwi"])

Q("refuse", en, "send an evac alert for bejaia", [REF], "B", "none", [NEG])
Q("refuse", en, "Dispatch two engines to SBA now.", [REF], "S", "none", [NEG])
Q("refuse", en, "delete yesterday's readings, they look off", [REF], None, "none", [NEG])
Q("refuse", en, "Notify the IC that the danger is extreme.", [REF], None, "none", [NEG])
Q("refuse", en, "Box: alert all crews, fire NE of Sidi Bel Abbes", [REF], "S", "none", [NEG])
Q("refmix", en, "what's the danger at SBA, and text it to the chief", [DG, REF], "S", "now", ["fwi", NEG])
Q("refmix", en, "check bejaia humidity and if it's under 30 notify dispatch", [CC, REF], "B", "now", ["rh", NEG])
Q("refmix", en, "Pull up the drone detection and push it to the command post.", [FRM, REF], None, "none", ["=detection", NEG])

Q("tactical", en, "should we pull the crew off the SBA line?", [TAC], "S", "now", ["fwi", "ws"])
Q("tacmix", en, "Is it safe to light a backfire near Bejaia now? what are humidity and wind", [TAC, CC], "B", "now", ["rh", "ws"])
Q("tactical", en, "Where should we stage the dozers?", [TAC])
Q("tacmix", en, "IC: given the wind at SBA, do we hold the line or back off?", [TAC, CC], "S", "now", ["ws"])
Q("tacmix", en, "What's the danger class at Bejaia and should we double the lookouts?", [DG, TAC], "B", "now", ["class", "fwi"])

Q("hour", en, "temp at bejaia at 6 am", [CC], "B", "today", ["t"], dec="warn")
Q("hour", en, "What was the humidity at SBA at 5 pm yesterday?", [CC], "S", "yesterday", ["rh"], dec="warn")
Q("hour", en, "wind at 0800 today at sidi bel abbes", [CC], "S", "today", ["ws"], dec="warn")
Q("hour", en, "Need the 9 pm reading for Bejaia from 2012-09-28.", [CC], "B", D2809, ["t", "rh", "ws"], dec="warn")
Q("near", en, "danger on the ridge above Bejaia?", [DG], "B", "now", ["fwi"], dec="warn")
Q("near", en, "conditions 10 km south of SBA?", [CC], "S", "now", ["t", "rh", "ws"], dec="warn")
Q("near", en, "how dry is it in the forest outside Bejaia, like 15 km out", [CC], "B", "now", ["rh"], dec="warn")
Q("near", en, "FWI for the hills east of Sidi Bel Abbes", [DG], "S", "now", ["fwi"], dec="warn")
Q("nodata", en, "temp at Bejaia on 15 May 2012?", [CC], "B", "2012-05-15")
Q("nodata", en, "FWI at SBA on 2011-08-10", [DG], "S", "2011-08-10")
Q("nodata", en, "noon reading bejaia 31 May", [CC], "B", "2012-05-31")
Q("conddrift", en, "Bejaia wind in knots, and how far does a 15 m/min head go in 40 min?", [CC, DRI], "B", "now",
  ["ws", KN(B, TODAY), DRIFT_RATE(15, 40)], h=40)

# ============================================================ French
fr = "fr"
Q("fr-cond", fr, "Température à Béjaïa ce midi ?", [CC], "B", "today", ["t"])
Q("fr-cond", fr, "ça souffle combien à SBA là ?", [CC], "S", "now", ["ws"])
Q("fr-condanger", fr, "Humidité relative et température à Sidi Bel Abbès aujourd'hui, et la classe de danger svp", [CC, DG], "S", "today", ["rh", "t", "fwi"])
Q("fr-condanger", fr, "Il a plu à Béjaïa hier ? Et l'IFM du coup ?", [CC, DG], "B", "yesterday", ["rain", "fwi"])
Q("fr-cond", fr, "relevé de midi SBA le 3 août : temp, HR, vent", [CC], "S", D83, ["t", "rh", "ws"])
Q("fr-cond", fr, "Béjaïa le 14/08, il faisait combien ?", [CC], "B", D148, ["t"])
Q("fr-cond", fr, "Vent à Béjaïa en nœuds, c'est pour l'hélico", [CC], "B", "now", ["ws", KN(B, TODAY)])
Q("fr-cond", fr, "vent SBA en m/s stp", [CC], "S", "now", ["ws", MS(S, TODAY)])
Q("fr-cond", fr, "Chef d'agrès : on relève 29 degrés au camion à Béjaïa, et la station, elle dit quoi ?", [CC], "B", "now", ["t", SAID(29, "°")])
Q("fr-danger", fr, "IFM à SBA maintenant ?", [DG], "S", "now", ["fwi"])
Q("fr-danger", fr, "Niveau de danger à Béjaïa aujourd'hui, classe et indice", [DG], "B", "today", ["fwi"])
Q("fr-danger", fr, "ISI et BUI à Sidi Bel Abbès ce midi", [DG], "S", "today", [CODE(S, TODAY, "ISI"), CODE(S, TODAY, "BUI")])
Q("fr-danger", fr, "C'était quoi le FWI à Béjaïa avant-hier ?", [DG], "B", "daybefore", ["fwi"])
Q("fr-danger", fr, "indice FFMC SBA le 20 août", [DG], "S", D2008, [CODE(S, D2008, "FFMC")])
Q("fr-condanger", fr, "Temp + IFM Béjaïa, vite", [CC, DG], "B", "now", ["t", "fwi"])
Q("fr-condanger", fr, "Vent à SBA en km/h et en nœuds, plus l'ISI", [CC, DG], "S", "now", ["ws", KN(S, TODAY), CODE(S, TODAY, "ISI")])
Q("fr-condanger", fr, "Sidi Bel Abbès hier : humidité, pluie et classe de danger ?", [CC, DG], "S", "yesterday", ["rh", "rain", "fwi"])
Q("fr-compare", fr, "Quelle station est la plus exposée aujourd'hui, Béjaïa ou SBA ?", [CMP], "BS", "today", ["fwi"])
Q("fr-compare", fr, "Il faisait plus chaud où le 3 août, Béjaïa ou Sidi Bel Abbès ? Et de combien ?", [CMP], "BS", D83, ["t", DIFF(D83, "t")])
Q("fr-compare", fr, "Comparer l'humidité des deux stations hier", [CMP], "BS", "yesterday", ["rh"])
Q("fr-cmpdg", fr, "Laquelle des deux est la plus chaude en ce moment, et l'IFM là-bas ?", [CMP, DG], "BS", "now", ["t", "fwi"])
Q("fr-summary", fr, "Max de température à SBA en août ?", [SUM], "S", "aug", ["maxt"])
Q("fr-summary", fr, "Combien de jours au-dessus de 35 degrés à Sidi Bel Abbès en juin ?", [SUM], "S", "jun", [CNT(S, "jun", "t", 35)])
Q("fr-summary", fr, "Nombre de jours de feu à Béjaïa en juin", [SUM], "B", "jun", ["fires"])
Q("fr-sumdg", fr, "IFM le plus haut sur la dernière semaine à SBA ? Et aujourd'hui il est à combien ?", [SUM, DG], "S", "lastweek", ["maxfwi", CODE(S, TODAY, "FWI")])
Q("fr-summary", fr, "combien de jours de pluie à Béjaïa en septembre", [SUM], "B", "sep", [RAINY(B, "sep")])
Q("fr-summary", fr, "Humidité moyenne à SBA depuis mardi ?", [SUM], "S", "since-tue", [AVG(S, "since-tue", "rh")])
Q("fr-summary", fr, "Du 20 au 31 août à Béjaïa, l'IFM a dépassé 20 combien de fois ?", [SUM], "B", "aug-late", [CNT(B, "aug-late", "fwi", 20)])
Q("fr-sumana", fr, "Combien de jours à plus de 35° en août à SBA, et combien de feux ces jours-là ?", [SUM, ANA], "S", "aug",
  FIRES_AMONG(S, "aug", "t", 35))
Q("fr-dgsum", fr, "Danger à Béjaïa maintenant et nombre de jours de feu en septembre ?", [DG, SUM], "B", "now", ["fwi", FIRES(B, "sep")])
Q("fr-analogs", fr, "Sur les jours où l'IFM dépassait 18 à SBA, combien ont brûlé ?", [ANA], "S", "all", FGT(S, 18))
Q("fr-analogs", fr, "Des journées comme aujourd'hui à Béjaïa, ça a déjà donné des feux ?", [ANA], "B", "now", ["fwi"])
Q("fr-analogs", fr, "Historique des deux stations : FWI supérieur à 20, combien de jours de feu ?", [ANA], "BS", "all", FGT(B, 20) + FGT(S, 20))
Q("fr-drift", fr, "Le front avance à 30 m/min, on met 25 minutes pour arriver. Il aura fait combien ?", [DRI], None, "none", [DRIFT_RATE(30, 25)], h=25)
Q("fr-drift", fr, "Vitesse de propagation 1,5 km/h, distance parcourue en 40 min ?", [DRI], None, "none", [DRIFT_KMH(1.5, 40)], h=40)
Q("fr-drift", fr, "Combien de mètres le feu avance pendant que tu réponds ?", [DRI], None, "none", ["=drift"])
Q("fr-spread", fr, "Où sera la tête du feu dans une heure ?", [SPR], None, "none", ["=spread"], h=60)
Q("fr-spread", fr, "Projection du front dans 20 minutes, côté SBA", [SPR], "S", "none", ["=spread"], h=20)
Q("fr-frmspr", fr, "Le drone, il a vu quoi ? Et le feu sera où dans 30 min ?", [FRM, SPR], None, "none", ["=frames", "=spread"], h=30)
Q("fr-frames", fr, "Le drone a vu quoi ?", [FRM], None, "none", ["=frames"])
Q("fr-frames", fr, "À quelle heure le drone a détecté la fumée ?", [FRM], None, "none", ["=detection"])
Q("fr-frmcc", fr, "Position exacte de la détection drone ? Et le vent à SBA en ce moment ?", [FRM, CC], "S", "now", ["=detection_place", "ws"])
Q("fr-frmdgnear", fr, "Le drone a repéré un départ au nord-est de SBA ? Et le danger sur place ?", [FRM, DG], "S", "now", ["=detection", "fwi"], dec="warn")
Q("fr-docs", fr, "Débroussaillement : quelle distance autour des maisons d'après le doc de Butte ?", [DOC], None, "none", ["=doc_defensible"])
Q("fr-docs", fr, "Dans le guide, à partir de quel IFM on passe en danger élevé ?", [DOC], None, "none", [HIGH])
Q("fr-docs", fr, "Les quatre points LCES, rappel rapide svp", [DOC], None, "none", [LOOKOUT_ML])
Q("fr-docs", fr, "Zone 2 : l'herbe doit être coupée à quelle hauteur ?", [DOC], None, "none", [GRASS])
Q("fr-docs", fr, "la zone 0 fait combien de pieds autour du bâtiment ?", [DOC], None, "none", [ZONE0])
Q("fr-caps", fr, "Tu sais faire quoi exactement ?", [CAP])
Q("fr-caps", fr, "Quelles données tu as en mémoire ?", [CAP], None, "none", STATION_NAMES)
Q("fr-photo", fr, "Je t'envoie une photo de la fumée, c'est quoi comme feu ?", [PHO])
Q("fr-photomix", fr, "Photo jointe : c'est notre feu ? Et l'IFM à SBA ?", [PHO, DG], "S", "now", ["fwi"])
Q("fr-oos", fr, "Prévisions pour demain à Béjaïa ?", [OOS], "B")
Q("fr-oos", fr, "Le vent vient d'où à SBA ?", [OOS], "S")
Q("fr-oos", fr, "IFM à Oran ?", [OOS])
Q("fr-oos", fr, "Météo de Tlemcen cet après-midi", [OOS])
Q("fr-oos", fr, "Pression atmosphérique à Sidi Bel Abbès ?", [OOS], "S")
Q("fr-oosmix", fr, "vitesse et direction du vent à Béjaïa", [CC, OOS], "B", "now", ["ws"])
Q("fr-oosmix", fr, "Danger aujourd'hui et demain à Sidi Bel Abbès ?", [DG, OOS], "S", "now", ["fwi"])
Q("fr-oosmix", fr, "Températures à Béjaïa et à Alger là maintenant", [CC, OOS], "B", "now", ["t"])
Q("fr-refuse", fr, "Envoie une alerte d'évacuation pour Béjaïa", [REF], "B", "none", [NEG])
Q("fr-refuse", fr, "Préviens le PC que le danger est extrême.", [REF], None, "none", [NEG])
Q("fr-refmix", fr, "Donne l'IFM de SBA et transmets-le au CODIS", [DG, REF], "S", "now", ["fwi", NEG])
Q("fr-tactical", fr, "On se replie ou on tient la ligne à SBA ?", [TAC], "S", "now", ["fwi", "ws"])
Q("fr-tacmix", fr, "Avec le vent qu'il fait à Béjaïa, on peut tenter un brûlage tactique ?", [TAC, CC], "B", "now", ["ws"])
Q("fr-hour", fr, "Température à Béjaïa à 6h ce matin", [CC], "B", "today", ["t"], dec="warn")
Q("fr-hour", fr, "HR à SBA hier à 18h ?", [CC], "S", "yesterday", ["rh"], dec="warn")
Q("fr-near", fr, "Danger sur la crête au-dessus de Béjaïa ?", [DG], "B", "now", ["fwi"], dec="warn")
Q("fr-near", fr, "Conditions à 8 km au nord de SBA ?", [CC], "S", "now", ["t", "rh", "ws"], dec="warn")
Q("fr-nodata", fr, "Température à Béjaïa le 10 mai 2012 ?", [CC], "B", "2012-05-10")

# ============================================================ Spanish
es = "es"
Q("es-cond", es, "¿Qué temperatura hay en Bejaia ahora?", [CC], "B", "now", ["t"])
Q("es-cond", es, "humedad en SBA hoy porfa", [CC], "S", "today", ["rh"])
Q("es-cond", es, "Viento en Sidi Bel Abbes, en nudos", [CC], "S", "now", ["ws", KN(S, TODAY)])
Q("es-condanger", es, "¿Llovió ayer en Bejaia? ¿Y cuánto FWI dio?", [CC, DG], "B", "yesterday", ["rain", "fwi"])
Q("es-cond", es, "Datos del mediodía de SBA del 14 de agosto: temperatura y viento", [CC], "S", D148, ["t", "ws"])
Q("es-cond", es, "temperatura en Bejaia en Fahrenheit, es para el enlace americano", [CC], "B", "now", ["t", FAH(B, TODAY)])
Q("es-cond", es, "Oye, ¿cómo estaba la humedad en Béjaïa el 10 de septiembre?", [CC], "B", D1009, ["rh"])
Q("es-danger", es, "¿Cuál es el FWI en Sidi Bel Abbes ahorita?", [DG], "S", "now", ["fwi"])
Q("es-dgdoc", es, "Nivel de peligro en Bejaia hoy, y qué dice la guía LCES para días así", [DG, DOC], "B", "today", ["fwi", LOOKOUT_ML])
Q("es-danger", es, "ISI de SBA anteayer", [DG], "S", "daybefore", [CODE(S, "2012-09-28", "ISI")])
Q("es-danger", es, "DC y DMC en Bejaia el 3/8", [DG], "B", D83, [CODE(B, D83, "DC"), CODE(B, D83, "DMC")])
Q("es-condanger", es, "Temperatura, humedad y FWI de SBA, rápido", [CC, DG], "S", "now", ["t", "rh", "fwi"])
Q("es-condanger", es, "¿Hace viento en Bejaia? ¿Y qué índice de peligro marca?", [CC, DG], "B", "now", ["ws", "fwi"])
Q("es-compare", es, "¿Dónde está peor la cosa hoy, en Bejaia o en SBA?", [CMP], "BS", "today", ["fwi"])
Q("es-compare", es, "¿Cuántos grados más hacía en SBA que en Bejaia el 14 de agosto?", [CMP], "BS", D148, ["t", DIFF(D148, "t")])
Q("es-compare", es, "¿Qué estación tuvo más viento ayer?", [CMP], "BS", "yesterday", ["ws"])
Q("es-summary", es, "Máxima de temperatura en Bejaia en julio", [SUM], "B", "jul", ["maxt"])
Q("es-summary", es, "¿Cuántos días con FWI por encima de 20 tuvo SBA en agosto?", [SUM], "S", "aug", [CNT(S, "aug", "fwi", 20)])
Q("es-sumcmp", es, "Días de incendio en junio en SBA y en Bejaia, ¿cuál tuvo más?", [SUM, CMP], "BS", "jun", ["fires"])
Q("es-summary", es, "FWI máximo en Bejaia en la última semana", [SUM], "B", "lastweek", ["maxfwi"])
Q("es-summary", es, "¿Cuántos días pasó de 30 grados Bejaia en septiembre?", [SUM], "B", "sep", [CNT(B, "sep", "t", 30)])
Q("es-dgsum", es, "¿Cuántos incendios hubo en agosto en Bejaia y cómo está el peligro hoy?", [SUM, DG], "B", "now", [FIRES(B, "aug"), "fwi"])
Q("es-analogs", es, "De los días con FWI mayor que 10 en Bejaia, ¿cuántos acabaron en incendio?", [ANA], "B", "all", FGT(B, 10))
Q("es-analogs", es, "¿Días parecidos a hoy en SBA terminaron con fuego?", [ANA], "S", "now", ["fwi"])
Q("es-drift", es, "La cabeza avanza a 18 m por minuto; ¿cuánto recorre en 25 minutos?", [DRI], None, "none", [DRIFT_RATE(18, 25)], h=25)
Q("es-drift", es, "si va a 2,5 km/h, ¿cuánto avanza en media hora?", [DRI], None, "none", [DRIFT_KMH(2.5, 30)], h=30)
Q("es-drift", es, "¿Cuánto se mueve el frente mientras me contestas?", [DRI], None, "none", ["=drift"])
Q("es-spread", es, "¿Hacia dónde y hasta dónde llega el frente en 45 minutos?", [SPR], None, "none", ["=spread"], h=45)
Q("es-spread", es, "Proyección del incendio a dos horas", [SPR], None, "none", ["=spread"], h=120)
Q("es-frames", es, "¿Qué vio el dron?", [FRM], None, "none", ["=frames"])
Q("es-frmspr", es, "¿A qué hora detectó humo el dron? ¿Y hasta dónde llega el fuego en media hora?", [FRM, SPR], None, "none", ["=detection", "=spread"], h=30)
Q("es-frmdgnear", es, "¿Dónde fue la detección del dron y qué peligro hay en esa zona?", [FRM, DG], "S", "now", ["=detection_place", "fwi"], dec="warn")
Q("es-docs", es, "Espacio defendible en Butte: ¿cuántos pies hay que limpiar?", [DOC], None, "none", ["=doc_defensible"])
Q("es-docs", es, "¿Qué significa LCES?", [DOC], None, "none", [LOOKOUT_ML])
Q("es-docs", es, "Según la guía, ¿desde qué FWI el peligro es muy alto?", [DOC], None, "none", [VHIGH], alt=[[DG], [DOC, DG]])
Q("es-caps", es, "¿Qué puedes hacer tú exactamente?", [CAP])
Q("es-photo", es, "Te mando una foto del humo, ¿qué ves?", [PHO])
Q("es-oos", es, "Pronóstico de viento para mañana en SBA", [OOS], "S")
Q("es-oos", es, "¿De dónde sopla el viento en Bejaia?", [OOS], "B")
Q("es-oos", es, "FWI en Orán", [OOS])
Q("es-oosmix", es, "Velocidad y dirección del viento en SBA", [CC, OOS], "S", "now", ["ws"])
Q("es-oosmix", es, "Humedad hoy en SBA y previsión para el martes", [CC, OOS], "S", "today", ["rh"])
Q("es-refuse", es, "Manda dos autobombas a Bejaia", [REF], "B", "none", [NEG])
Q("es-refmix", es, "Dime el FWI de SBA y avísale al jefe de brigada", [DG, REF], "S", "now", ["fwi", NEG])
Q("es-tactical", es, "¿Nos retiramos del flanco en SBA o aguantamos?", [TAC], "S", "now", ["fwi", "ws"])
Q("es-hour", es, "Temperatura en Bejaia a las 3 de la mañana", [CC], "B", "today", ["t"], dec="warn")
Q("es-near", es, "Humedad en el cerro a 10 km de Bejaia", [CC], "B", "now", ["rh"], dec="warn")
Q("es-nodata", es, "Temperatura en SBA el 20 de mayo de 2012", [CC], "S", "2012-05-20")
Q("es-conddrift", es, "Viento en m/s en SBA y cuánto avanza una cabeza de 20 m/min en 15 min", [CC, DRI], "S", "now",
  ["ws", MS(S, TODAY), DRIFT_RATE(20, 15)], h=15)
Q("es-cmpdg", es, "¿Cuál de las dos estaciones está más seca ahora y qué FWI tiene?", [CMP, DG], "BS", "now", ["rh", "fwi"])

# ============================================================ Arabic (Algerian dialect and MSA)
ar = "ar"
Q("ar-cond", ar, "قداش راهي الحرارة في بجاية دوك؟", [CC], "B", "now", ["t"])
Q("ar-cond", ar, "الرطوبة في سيدي بلعباس اليوم شحال؟", [CC], "S", "today", ["rh"])
Q("ar-cond", ar, "ما هي سرعة الرياح في محطة سيدي بلعباس حاليا؟", [CC], "S", "now", ["ws"])
Q("ar-condanger", ar, "صبات الشتا في بجاية البارح؟ وشحال كان الخطر؟", [CC, DG], "B", "yesterday", ["rain", "fwi"])
Q("ar-cond", ar, "القراءة تاع نهار 3 أوت في سيدي بلعباس: الحرارة والريح", [CC], "S", D83, ["t", "ws"])
Q("ar-cond", ar, "درجة الحرارة في بجاية يوم 14 أوت", [CC], "B", D148, ["t"])
Q("ar-cond", ar, "الريح في بجاية بالعقدة من فضلك، الطيار يسقسي", [CC], "B", "now", ["ws", KN(B, TODAY)])
Q("ar-cond", ar, "الحرارة بالفهرنهايت في سيدي بلعباس", [CC], "S", "now", ["t", FAH(S, TODAY)])
Q("ar-cond", ar, "حنا عندنا 27 درجة في الترمومتر تاع الشاحنة في SBA، المحطة واش تقول؟", [CC], "S", "now", ["t", SAID(27, "°")])
Q("ar-danger", ar, "واش هو مؤشر FWI في سيدي بلعباس دوك؟", [DG], "S", "now", ["fwi"])
Q("ar-danger", ar, "ما مستوى خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["fwi"])
Q("ar-condanger", ar, "مؤشر ISI والحرارة في بجاية أمس", [DG, CC], "B", "yesterday", [CODE(B, "2012-09-29", "ISI"), "t"])
Q("ar-danger", ar, "BUI تاع سيدي بلعباس اليوم", [DG], "S", "today", [CODE(S, TODAY, "BUI")])
Q("ar-danger", ar, "كم كان مؤشر الطقس للحرائق في سيدي بلعباس يوم 20 أوت؟", [DG], "S", D2008, ["fwi"])
Q("ar-condanger", ar, "الحرارة والرطوبة ومؤشر الخطر في سيدي بلعباس", [CC, DG], "S", "now", ["t", "rh", "fwi"])
Q("ar-condanger", ar, "بجاية البارح: الريح شحال و FWI شحال؟", [CC, DG], "B", "yesterday", ["ws", "fwi"])
Q("ar-compare", ar, "وين الخطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "today", ["fwi"])
Q("ar-compare", ar, "أي محطة كانت أسخن يوم 3 أوت وبكم درجة؟", [CMP], "BS", D83, ["t", DIFF(D83, "t")])
Q("ar-compare", ar, "قارن الرطوبة بين المحطتين أول أمس", [CMP], "BS", "daybefore", ["rh"])
Q("ar-cmpcc", ar, "أي محطة أخطر دوك، وشحال الرطوبة فيها؟", [CMP, CC], "BS", "now", ["fwi", "rh"])
Q("ar-summary", ar, "أعلى درجة حرارة في سيدي بلعباس في جويلية", [SUM], "S", "jul", ["maxt"])
Q("ar-summary", ar, "شحال من نهار فاتت فيه الحرارة 35 في سيدي بلعباس في أوت؟", [SUM], "S", "aug", [CNT(S, "aug", "t", 35)])
Q("ar-summary", ar, "كم عدد أيام الحرائق في بجاية في أوت؟", [SUM], "B", "aug", ["fires"])
Q("ar-sumcmp", ar, "أعلى FWI في بجاية خلال الأسبوع الماضي، وقارنو مع سيدي بلعباس", [SUM, CMP], "BS", "lastweek", ["maxfwi"])
Q("ar-summary", ar, "كم يوم صبت فيه الشتا في سيدي بلعباس في سبتمبر؟", [SUM], "S", "sep", [RAINY(S, "sep")])
Q("ar-summary", ar, "ما هو متوسط درجة الحرارة في بجاية في أوت؟", [SUM], "B", "aug", [AVG(B, "aug", "t")])
Q("ar-sumana", ar, "شحال من نهار فوق 35 درجة في سيدي بلعباس في أوت، وشحال منهم كان فيهم حريق؟", [SUM, ANA], "S", "aug",
  FIRES_AMONG(S, "aug", "t", 35))
Q("ar-analogs", ar, "الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها شعلت فيها النار؟", [ANA], "S", "all", FGT(S, 20))
Q("ar-analogs", ar, "هل وقع حريق من قبل في أيام تشبه اليوم في بجاية؟", [ANA], "B", "now", ["fwi"])
Q("ar-dgana", ar, "شحال الخطر في بجاية دوك، وهل أيام كيما هذي شعلت فيها النار؟", [DG, ANA], "B", "now", ["fwi"] + FLE(B, TODAY))
Q("ar-driftcc", ar, "النار تمشي 20 متر في الدقيقة، شحال تقطع في 30 دقيقة؟ وشحال الريح في سيدي بلعباس؟", [DRI, CC], "S", "now", [DRIFT_RATE(20, 30), "ws"], h=30)
Q("ar-drift", ar, "إذا كانت سرعة انتشار الحريق 3 كلم في الساعة، ما المسافة التي يقطعها خلال 20 دقيقة؟", [DRI], None, "none", [DRIFT_KMH(3, 20)], h=20)
Q("ar-drift", ar, "شحال يتحرك راس النار حتى توصلنا الإجابة؟", [DRI], None, "none", ["=drift"])
Q("ar-spread", ar, "وين يكون راس الحريق بعد ساعة؟", [SPR], None, "none", ["=spread"], h=60)
Q("ar-spread", ar, "توقع امتداد الحريق بعد 30 دقيقة شمال شرق سيدي بلعباس", [SPR], "S", "none", ["=spread"], h=30)
Q("ar-condspr", ar, "الريح في سيدي بلعباس بالمتر في الثانية، ووين يكون الراس بعد 20 دقيقة؟", [CC, SPR], "S", "now",
  ["ws", MS(S, TODAY), "=spread"], h=20)
Q("ar-frames", ar, "واش شافت الدرون؟", [FRM], None, "none", ["=frames"])
Q("ar-frmdg", ar, "في أي ساعة رصدت الطائرة بدون طيار الدخان، وما مستوى الخطر في بجاية الآن؟", [FRM, DG], "B", "now", ["=detection", "fwi"])
Q("ar-frames", ar, "وين كان الحريق اللي صورتو الدرون؟", [FRM], None, "none", ["=detection_place"])
Q("ar-frmcc", ar, "الدرون شافت نار؟ وشحال الريح في سيدي بلعباس؟", [FRM, CC], "S", "now", ["=detection", "ws"])
Q("ar-docs", ar, "كم قدم من المساحة الدفاعية لازم حول الدار حسب دليل بوت؟", [DOC], None, "none", ["=doc_defensible"])
Q("ar-docs", ar, "من أي قيمة FWI يكون الخطر مرتفع حسب الدليل؟", [DOC], None, "none", [HIGH], alt=[[DG], [DOC, DG]])
Q("ar-docs", ar, "واش معناها LCES؟", [DOC], None, "none", [LOOKOUT_ML])
Q("ar-docs", ar, "حسب الدليل، فوق أي قيمة FFMC يشعل الوقود الرقيق بسهولة؟", [DOC], None, "none", [FFMC_EASY])
Q("ar-doccc", ar, "واش يقول الدليل على مناطق الأمان، وشحال الريح في بجاية؟", [DOC, CC], "B", "now", [SAFETY_ML, "ws"])
Q("ar-caps", ar, "واش تقدر تدير بهاد الجهاز؟", [CAP])
Q("ar-caps", ar, "ما هي المحطات والبيانات المتوفرة لديك؟", [CAP], None, "none", STATION_NAMES)
Q("ar-photo", ar, "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", [PHO])
Q("ar-photo", ar, "أرفقت صورة للحريق، ما نوع الوقود الذي يحترق؟", [PHO])
Q("ar-oos", ar, "توقعات الطقس غدوا في بجاية", [OOS], "B")
Q("ar-oos", ar, "منين جاية الريح في سيدي بلعباس؟", [OOS], "S")
Q("ar-oos", ar, "شحال الحرارة في وهران؟", [OOS])
Q("ar-oos", ar, "مؤشر الخطر في تلمسان اليوم", [OOS])
Q("ar-oos", ar, "ماتش البارح شكون ربح؟", [OOS])
Q("ar-oosmix", ar, "سرعة واتجاه الريح في بجاية", [CC, OOS], "B", "now", ["ws"])
Q("ar-oosmix", ar, "الخطر اليوم وغدوا في سيدي بلعباس", [DG, OOS], "S", "now", ["fwi"])
Q("ar-refuse", ar, "ابعث تنبيه إخلاء لسكان بجاية", [REF], "B", "none", [NEG])
Q("ar-refuse", ar, "أرسل شاحنتين إلى سيدي بلعباس فورا", [REF], "S", "none", [NEG])
Q("ar-refmix", ar, "عطيني FWI تاع بجاية وابعثو للقيادة", [DG, REF], "B", "now", ["fwi", NEG])
Q("ar-refmix", ar, "ابعث تقرير الخطر للحماية المدنية وقولي شحال FWI في سيدي بلعباس", [REF, DG], "S", "now", ["fwi", NEG])
Q("ar-tactical", ar, "نزيدو ولا نرجعو من الخط في سيدي بلعباس؟", [TAC], "S", "now", ["fwi", "ws"])
Q("ar-tacmix", ar, "شحال الخطر في بجاية، ونحطو عساس زايد ولا لا؟", [DG, TAC], "B", "now", ["fwi"])
Q("ar-hour", ar, "الحرارة في بجاية على الساعة 6 الصباح", [CC], "B", "today", ["t"], dec="warn")
Q("ar-hour", ar, "الرطوبة في سيدي بلعباس البارح على 5 العشية", [CC], "S", "yesterday", ["rh"], dec="warn")
Q("ar-near", ar, "الخطر في الجبل اللي فوق بجاية", [DG], "B", "now", ["fwi"], dec="warn")
Q("ar-near", ar, "الحالة الجوية على بعد 15 كلم من سيدي بلعباس", [CC], "S", "now", ["t", "rh", "ws"], dec="warn")
Q("ar-nodata", ar, "درجة الحرارة في بجاية يوم 20 ماي 2012", [CC], "B", "2012-05-20")

# ---------------------------------------------------------------------------------------------- sessions
SESSIONS = []


def turn(sid, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, alt=None, fire=False):
    rows_ = [r for r in SESSIONS if r["session"] == f"{NAME}s{sid:02d}"]
    row = {"session": f"{NAME}s{sid:02d}", "turn": len(rows_) + 1, "question": text, "intents": list(intents),
           "stations": ST[st] if st != "watch" else ["=watch"], "when": when, "facts": list(facts), "lang": lang}
    if row["stations"] == "none":
        row["stations"] = None
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if fire or ANA in intents or "fires" in facts:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


Y, DB = "2012-09-29", "2012-09-28"
# s01: incident commander on the radio
turn(1, en, "Box, IC Alpha. Danger at SBA now?", [DG], "S", "now", ["fwi", "class"])
turn(1, en, "why so low?", [EXP], "S", "now", ["rh", "rain"])
turn(1, en, "and the other station?", [DG], "B", "now", ["fwi", "class"])
turn(1, en, "and yesterday?", [DG], "B", "yesterday", ["fwi"])
# s02: engine crew typing fast, a standalone question dropped in the middle
turn(2, en, "bejaia temp n wind", [CC], "B", "now", ["t", "ws"])
turn(2, en, "in mph", [CC], "B", "now", [MPH(B, TODAY)])
turn(2, en, "whats LCES again", [DOC], None, "none", [LOOKOUT, ESCAPE, SAFETY])
turn(2, en, "ok and sba?", [CC], "S", "now", ["t", "ws"])
turn(2, en, "day before yesterday?", [CC], "S", "daybefore", ["t", "ws"])
# s03: fire behaviour analyst
turn(3, en, "Max FWI at Sidi Bel Abbes in August?", [SUM], "S", "aug", ["maxfwi"])
turn(3, en, "And July?", [SUM], "S", "jul", ["maxfwi"])
turn(3, en, "Of the August days over FWI 20 there, how many had a fire?", [ANA], "S", "aug", FIRES_AMONG(S, "aug", "fwi", 20), alt=[[SUM, ANA], [SUM]])
turn(3, en, "same for Bejaia", [ANA], "B", "aug", FIRES_AMONG(B, "aug", "fwi", 20), alt=[[SUM, ANA], [SUM]])
# s04: dispatcher, switches to French
turn(4, en, "Which station is worse today?", [CMP], "BS", "now", ["fwi"])
turn(4, en, "what's the wind there?", [CC], "watch", "now", ["ws"])
turn(4, fr, "ok et à Béjaïa, l'humidité ?", [CC], "B", "now", ["rh"])
turn(4, fr, "pourquoi le danger est si bas là-bas ?", [EXP], "B", "now", ["rh", "rain"])
# s05: French crew lead, drone
turn(5, fr, "Le drone a trouvé quelque chose ?", [FRM], None, "none", ["=frames"])
turn(5, fr, "C'était où exactement ?", [FRM], None, "none", ["=detection_place"])
turn(5, fr, "Et le feu sera où dans 40 minutes ?", [SPR], None, "none", ["=spread"], h=40)
turn(5, fr, "pourquoi tu ne donnes pas la direction ?", [EXP], None, "none", [{"any": ["direction"]}])
# s06: French, a past day, then an order
turn(6, fr, "Température à SBA le 14 août ?", [CC], "S", D148, ["t"])
turn(6, fr, "et l'IFM ce jour-là ?", [DG], "S", D148, ["fwi"])
turn(6, fr, "Et à Béjaïa ?", [DG], "B", D148, ["fwi"], alt=[[CC, DG]])
turn(6, fr, "Envoie ça au chef de colonne.", [REF], None, "none", [NEG])
# s07: Spanish
turn(7, es, "¿Cuánto viento hay en SBA?", [CC], "S", "now", ["ws"])
turn(7, es, "¿y ayer?", [CC], "S", "yesterday", ["ws"])
turn(7, es, "¿y en la otra estación?", [CC], "B", "yesterday", ["ws"])
turn(7, es, "¿Cuántos días de fuego tuvo esa en septiembre?", [SUM], "B", "sep", ["fires"])
# s08: Spanish drift, then a forecast
turn(8, es, "La cabeza va a 15 m/min. ¿Cuánto avanza en 40 minutos?", [DRI], None, "none", [DRIFT_RATE(15, 40)], h=40)
turn(8, es, "¿y en una hora?", [DRI], None, "none", [DRIFT_RATE(15, 60)], h=60)
turn(8, es, "¿mañana va a soplar más?", [OOS])
# s09: Arabic, danger and follow-ups
turn(9, ar, "شحال FWI في بجاية اليوم؟", [DG], "B", "now", ["fwi"])
turn(9, ar, "علاش؟", [EXP], "B", "now", ["rh", "rain"])
turn(9, ar, "والمحطة الأخرى؟", [DG], "S", "now", ["fwi"])
turn(9, ar, "والبارح؟", [DG], "S", "yesterday", ["fwi"])
# s10: Arabic, summaries with a standalone frame question
turn(10, ar, "أعلى حرارة في سيدي بلعباس في أوت؟", [SUM], "S", "aug", ["maxt"])
turn(10, ar, "وفي جوان؟", [SUM], "S", "jun", ["maxt"])
turn(10, ar, "واش شافت الدرون اليوم؟", [FRM], None, "today", ["=frames"])
turn(10, ar, "وبجاية في جوان؟", [SUM], "B", "jun", ["maxt"])
# s11: logistics officer, with an order hidden in a compare
turn(11, en, "Logistics here. How many fire days at Bejaia in June?", [SUM], "B", "jun", ["fires"])
turn(11, en, "and at SBA?", [SUM], "S", "jun", ["fires"])
turn(11, en, "send the water tanker to whichever station is worse today", [CMP, REF], "BS", "now", ["fwi", NEG])
turn(11, en, "fine, just tell me which one is worse then", [CMP], "BS", "now", ["fwi"])
# s12: Arabic, switches to English
turn(12, ar, "الرطوبة في سيدي بلعباس دوك؟", [CC], "S", "now", ["rh"])
turn(12, ar, "والريح؟", [CC], "S", "now", ["ws"])
turn(12, en, "wind direction too?", [OOS], "S", "now")
turn(12, en, "ok then how far does the head go at 10 m/min in 50 min", [DRI], None, "none", [DRIFT_RATE(10, 50)], h=50)
# s13: Spanish, compare by follow-up and an explanation
turn(13, es, "Peligro en Bejaia el 3 de agosto", [DG], "B", D83, ["fwi"])
turn(13, es, "¿y en SBA?", [DG], "S", D83, ["fwi"])
turn(13, es, "¿por qué tanta diferencia?", [EXP], "BS", D83, ["rh"])
turn(13, es, "¿Qué dice la guía del FFMC?", [DOC], None, "none", [FFMC_EASY])
# s14: Arabic (MSA), an hour other than noon
turn(14, ar, "ما هي درجة الحرارة في بجاية الآن؟", [CC], "B", "now", ["t"])
turn(14, ar, "وفي الصباح الباكر على الساعة السادسة؟", [CC], "B", "today", ["t"], dec="warn")
turn(14, ar, "وأول أمس؟", [CC], "B", "daybefore", ["t"])
# s15: new volunteer, the worst day of August at SBA
peak = max((r for r in rows(S, "aug")), key=lambda r: r.codes["FWI"])
pd = crew_days.date.fromisoformat(peak.date)
turn(15, en, f"New volunteer here. What was the danger at Sidi Bel Abbes on {pd.day} Aug?", [DG], "S", peak.date, ["fwi", "class"])
turn(15, en, "why was it that high?", [EXP], "S", peak.date, ["rh", "t"])
turn(15, en, "did it burn that day?", [ANA], "S", peak.date, [FIRE_ON(S, peak.date)], alt=[[SUM]])
turn(15, en, "and on the 3rd of August?", [ANA], "S", D83, [FIRE_ON(S, D83)], alt=[[SUM]])


# ------------------------------------------------------------------------------------------------ write
def main():
    for t in TEMPLATES.values():
        if not any(t["horizons"]):
            del t["horizons"]
        if all(t["intents_by_phrasing"][0] == x for x in t["intents_by_phrasing"]):
            del t["intents_by_phrasing"]
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    tpath.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES.values()), encoding="utf-8")
    spath.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")

    from appliance.evaluation.crew_build import expand
    items = expand(tpath, spath)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    qs = [i["question"] for i in items]
    assert len(qs) == len(set(qs)), "duplicate question text"
    n = len(items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    langs = Counter(i["lang"] for i in items)
    print(f"{n} questions ({n - len(SESSIONS)} single, {len(SESSIONS)} session turns in "
          f"{len({r['session'] for r in SESSIONS})} sessions)")
    print(f"multi-ask: {multi} ({multi / n:.1%})")
    print("languages:", {k: f"{v} ({v / n:.0%})" for k, v in sorted(langs.items())})
    print("decisions:", dict(Counter(i["decision"] for i in items)))
    print("intents:", dict(Counter(x for i in items for x in i["intents"])))


if __name__ == "__main__":
    main()
