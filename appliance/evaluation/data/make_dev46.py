"""Batch d46: blind fire-crew questions (EN/FR/ES/AR) with gold computed by code.

Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / window_facts), from the
crew's own numbers in the question (rate x minutes), or from the shipped documents by regex.
Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev46.py
"""
import json
import re
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.evaluation.crew_build import expand

NAME = "d46"
OUT = Path(__file__).resolve().parent
DOCS = Path("/work/main/edge_data/documents")
B, S = "bejaia", "sidi-bel-abbes"
TAB = crew_facts.table()
FIRES = crew_facts.fire_record()
num = crew_facts._num


# ---------------------------------------------------------------- data helpers (all gold numbers from here)
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def one(key):
    d = days_of(key)
    assert d and len(d) == 1, key
    return d[0]


def R(st, key):
    return TAB[(st, one(key))]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def val(field, st, key):
    r = R(st, key)
    return r.codes[field] if field in r.codes else FIELD[field](r)


def code(c, st, key):
    """A code of the FWI system (ISI, BUI, FFMC, DMC, DC, FWI) as recorded."""
    return num(R(st, key).codes[c])


def codes(cs, st, key):
    return [code(c, st, key) for c in cs]


def rounded(x):
    """A converted figure at one decimal, or the whole number: either is accepted."""
    a, b = round(x, 1), round(x)
    return {"any": sorted({num(a), int(b)}, key=str)}


def conv(field, unit, st, key):
    v = val(field, st, key)
    if unit == "mph":
        return rounded(v / 1.609344)
    if unit == "kn":
        return rounded(v / 1.852)
    if unit == "ms":
        return rounded(v / 3.6)
    if unit == "F":
        return rounded(v * 9 / 5 + 32)
    raise ValueError(unit)


NAMES_ANY = {B: ["bejaia", "بجاية"], S: ["sidi bel abbes", "سيدي بلعباس", "سيدي بلعباس", "sidi bel abbès"]}


def name_of(st):
    return {"any": NAMES_ANY[st]}


def top(field, key, higher=True):
    """The station with the higher (or lower) value that day; the data must not tie."""
    a, b = val(field, B, key), val(field, S, key)
    assert a != b, (field, key)
    return (B if a > b else S) if higher else (B if a < b else S)


def diff(field, key):
    return num(round(abs(val(field, B, key) - val(field, S, key)), 1))


def rows(st, wkey):
    return [TAB[(st, d)] for d in days_of(wkey) if (st, d) in TAB]


def wmin(field, st, wkey):
    return num(min(FIELD[field](r) if field in FIELD else r.codes[field] for r in rows(st, wkey)))


def wmax(field, st, wkey):
    return num(max(FIELD[field](r) if field in FIELD else r.codes[field] for r in rows(st, wkey)))


def wavg(field, st, wkey):
    vals = [FIELD[field](r) for r in rows(st, wkey)]
    return rounded(sum(vals) / len(vals))


def wcount(field, st, wkey, thr, op=">"):
    f = FIELD[field]
    return sum((f(r) > thr) if op == ">" else (f(r) >= thr) if op == ">=" else (f(r) < thr) for r in rows(st, wkey))


def wfirst_last(field, st, wkey):
    rs = rows(st, wkey)
    return [num(FIELD[field](rs[0])), num(FIELD[field](rs[-1]))]


def wettest_day(st, wkey):
    r = max(rows(st, wkey), key=lambda r: r.rain_mm)
    return num(r.rain_mm)


def fire_days(st, wkey):
    return crew_facts.window_facts("fires", st, days_of(wkey))[0]


def analog(st, thr):
    """Past days (before the clock's day) with FWI above thr, and how many of them burned."""
    return crew_facts.window_facts("fires_fwi_gt", st, [crew_days.TODAY.isoformat()], thr)


def first_record_day():
    return min(d for (_, d) in TAB)


def first_record_forms():
    from datetime import date
    d = date.fromisoformat(first_record_day())
    return {"any": [d.isoformat(), f"{d:%B} {d.year}", f"{d.day} {d:%B}", f"{d:%B} {d.day}"]}


def drift(rate, unit, minutes):
    """The crew's own numbers: rate (m/min or km/h) x minutes -> metres and km, dot or comma."""
    metres = rate * minutes if unit == "m/min" else rate * 1000 * minutes / 60
    metres = round(metres, 1)
    m = num(metres)
    km = num(round(metres / 1000, 3))
    forms = [m] + ([km] if isinstance(km, float) else [])      # no bare "1" or "2": a citation [1] is no distance
    for text in (f"{m} m", f"{m}m", f"{km} km", f"{str(km).replace('.', ',')} km"):
        if text not in forms:
            forms.append(text)
    return {"any": forms}


def fmt(x, lang):
    s = f"{num(x)}"
    return s.replace(".", ",") if lang in ("fr", "es", "ar") and "," not in s else s


# ---------------------------------------------------------------- documents (regex over the shipped text)
def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())


DEF, LCES, FWIG = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")
_m = re.search(r"before it engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)\.", LCES)
LCES_WORDS = [w.lower() for w in _m.groups()]
FFMC_IGNITE = num(float(re.search(r"above about (\d+)\s+fine fuels ignite", FWIG).group(1)))
CLASS_FROM = {w: num(float(v)) for v, w in re.findall(r"from ([\d.]+) (very high|high|extreme|low|moderate)", FWIG)}
VERY_LOW_BELOW = num(float(re.search(r"below ([\d.]+) very low", FWIG).group(1)))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
CHIMNEY_FT = int(re.search(r"keep tree branches (\d+) feet from chimneys", DEF).group(1))
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", DEF).group(1))
ZONE2 = [int(x) for x in re.search(r"Zone 2 runs from (\d+) to (\d+) feet", DEF).groups()]
ISI_NAME = re.search(r"The ([A-Z][a-z]+(?: [A-Z][a-z]+)+) \(ISI\)", FWIG).group(1).lower()
BUI_NAME = re.search(r"The ([A-Z][a-z]+(?: [A-Z][a-z]+)*) \(BUI\)", FWIG).group(1).lower()
FWI_NAME = re.search(r"The ([A-Z][a-z]+(?: [A-Z][a-z]+)+) \(FWI\)", FWIG).group(1).lower()
DC_NAME = re.search(r"the ([A-Z][a-z]+(?: [A-Z][a-z]+)+) \(DC\)", FWIG).group(1).lower()
_hd = re.search(r"On days of high, very high or extreme fire danger,[^:]*: (\w+) are posted early, (\w+ \w+) are kept short", LCES)
HIGH_DAY = [w.lower() for w in _hd.groups()]          # lookouts, escape routes
_wo = re.search(r"Pull back and re-assess when the crew builds line (\w+) toward a fire", LCES)
WATCHOUT = [_wo.group(1), "spot fire"]
_zone2_txt = re.search(r"remove fallen leaves and twigs\s+deeper than (\d+) inches", DEF)
LEAF_IN = int(_zone2_txt.group(1))


def ft(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


def inch(n):
    return {"any": [f"{n} inches", f"{n} inch", f"{n}-inch", f"{n} in", f"{n} pouces", f"{n} pulgadas", f"{n} بوصات"]}


# ---------------------------------------------------------------- words for what the box lacks or refuses
NEG = crew_facts.NEGATION["any"] + [
    "ne peut pas", "ne peux pas", "impossible", "pas en mesure", "ne dispose pas", "n'a pas", "aucun", "aucune",
    "no puede", "no puedo", "no es posible", "no dispone", "no tiene", "ningún", "ninguna", "no hay",
    "لا يمكن", "لا أستطيع", "لا يستطيع", "غير متوفر", "لا يتوفر", "لا تتوفر", "ليس", "لا أملك"]
NEG_ANY = {"any": NEG}
DIRECTION = {"any": ["direction", "dirección", "اتجاه"]}
FORECAST = {"any": ["forecast", "prévision", "prevision", "pronóstico", "previsión", "توقع", "تنبؤ", "تنبؤات", "توقعات"]}
PHOTO = {"any": ["photo", "picture", "image", "imagen", "foto", "صورة", "الصورة"]}


def town(*names):
    return {"any": list(names)}


ORAN, TLEMCEN, ALGIERS = town("oran", "وهران"), town("tlemcen", "تلمسان"), town("algiers", "alger", "argel", "الجزائر")
MASCARA, SETIF, TIZI = town("mascara", "معسكر"), town("setif", "sétif", "سطيف"), town("tizi ouzou", "تيزي وزو")


def neg(lang):
    return "neg" if lang == "en" else NEG_ANY


# ---------------------------------------------------------------- items
ITEMS = []
ST = {None: "none", "B": [B], "S": [S], "BS": [B, S]}


def q(kind, lang, text, intents, st=None, day="none", facts=(), thr=None, h=None, fh=False, dec=None, alt=None, sub=None):
    """One question. `sub` fills <x> placeholders from the numbers the gold is computed with."""
    for k, v in (sub or {}).items():
        text = text.replace(f"<{k}>", fmt(v, lang) if isinstance(v, (int, float)) else str(v))
    assert "<" not in text and "{" not in text and "}" not in text, text
    ITEMS.append({"kind": kind, "lang": lang, "q": text, "intents": intents, "stations": ST[st], "day": day,
                  "facts": list(facts), "thr": thr, "h": h, "fh": fh, "dec": dec, "alt": alt})


SESSIONS = []


def turn(sid, lang, text, intents, st, day, facts=(), dec=None, h=None, fh=False):
    n = sum(1 for r in SESSIONS if r["session"] == f"{NAME}{sid}") + 1
    row = {"session": f"{NAME}{sid}", "turn": n, "question": text, "intents": intents, "stations": ST[st] if st else None,
           "when": day, "facts": list(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if fh:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


# ================================================================ ENGLISH
E = "en"
# --- current conditions
q("cond", E, "temp at SBA rn?", ["current_conditions"], "S", "now", ["t"])
q("cond", E, "What's the relative humidity in Béjaïa at the moment?", ["current_conditions"], "B", "now", ["rh"])
q("cond", E, "Dispatch to Engine 4: read me the wind speed at Sidi Bel Abbes off the latest noon report.", ["current_conditions"], "S", "now", ["ws"])
q("cond", E, "any rain at bejaia today", ["current_conditions"], "B", "today", ["rain"])
q("cond", E, "Current weather at Sidi-Bel-Abbès please. Temp, RH, wind, and the danger class.", ["current_conditions", "danger"], "S", "now", ["t", "rh", "ws", "class"])
q("cond", E, "How hot did it get in Bejaia yesterday?", ["current_conditions"], "B", "yesterday", ["t"])
q("cond", E, "humidity sba 14-Aug", ["current_conditions"], "S", "2012-08-14", ["rh"])
q("cond", E, "Need the noon obs for Béjaïa on 3/8, all of it, plus the FWI.", ["current_conditions", "danger"], "B", "2012-08-03", ["t", "rh", "ws", "rain", "fwi"])
q("cond", E, "What did the Béjaïa station log on 2012-07-25? Temperature and rainfall is all I need.", ["current_conditions"], "B", "2012-07-25", ["t", "rain"])
q("cond", E, "wind in knots at SBA", ["current_conditions"], "S", "now", ["ws", conv("ws", "kn", S, "now")])
q("cond", E, "Give me Bejaia's wind in mph and which way it's blowing, the US liaison keeps asking.", ["current_conditions", "out_of_scope"], "B", "now", ["ws", conv("ws", "mph", B, "now"), DIRECTION])
q("cond", E, "What's the temperature at Sidi Bel Abbes today in Fahrenheit?", ["current_conditions"], "S", "today", ["t", conv("t", "F", S, "today")])
q("cond", E, "wind m/s bejaia yday", ["current_conditions"], "B", "yesterday", ["ws", conv("ws", "ms", B, "yesterday")])
q("cond", E, "Was it raining at Sidi Bel Abbes the day before yesterday?", ["current_conditions"], "S", "daybefore", ["rain"])
q("cond", E, "Sorry, first week on the crew. What is the station in Béjaïa showing right now? Is it muggy out there?", ["current_conditions"], "B", "now", ["t", "rh"])
q("cond", E, "Logistics here. I need the temperature at SBA on August 20th to reconcile the water log, and forward it to the finance cell.", ["current_conditions", "refuse"], "S", "2012-08-20", ["t", "neg"])
q("cond", E, "RH and wind for Sidi Belabbes, 1 June", ["current_conditions"], "S", "2012-06-01", ["rh", "ws"])
q("cond", E, "Command to box: Béjaïa numbers for the 28th and the danger class that day, go ahead.", ["current_conditions", "danger"], "B", "2012-09-28", ["t", "rh", "ws", "rain", "class"])
q("cond", E, "temp + humidity bejaia 10/09", ["current_conditions"], "B", "2012-09-10", ["t", "rh"])

# --- danger and the codes
q("dang", E, "FWI at SBA?", ["danger"], "S", "now", ["fwi"])
q("dang", E, "What's the fire danger class in Béjaïa today?", ["danger"], "B", "today", ["class"])
q("dang", E, "how bad is the fire danger in bejaia rn", ["danger"], "B", "now", ["fwi", "class"])
q("dang", E, "ISI for Sidi Bel Abbes right now?", ["danger"], "S", "now", codes(["ISI"], S, "now"))
q("dang", E, "Give me the BUI at Béjaïa for yesterday.", ["danger"], "B", "yesterday", codes(["BUI"], B, "yesterday"))
q("dang", E, "ffmc sba today, are the fine fuels dry enough to catch", ["danger"], "S", "today", codes(["FFMC"], S, "today"))
q("dang", E, "DMC and DC at Bejaia, please.", ["danger"], "B", "now", codes(["DMC", "DC"], B, "now"))
q("dang", E, "FBAN request: full FWI system breakdown for Sidi-Bel Abbes on 2012-08-14 (FFMC, DMC, DC, ISI, BUI, FWI).", ["danger"], "S", "2012-08-14", codes(["FFMC", "DMC", "DC", "ISI", "BUI", "FWI"], S, "2012-08-14"))
q("dang", E, "What danger class was Bejaia in on 20 Aug, and how hot was it?", ["danger", "current_conditions"], "B", "2012-08-20", ["class", "t"])
q("dang", E, "Was SBA in high danger on the 3rd of August?", ["danger"], "S", "2012-08-03", ["class", "fwi"])
q("dang", E, "fire weather index bejaia 14/08", ["danger"], "B", "2012-08-14", ["fwi"])
q("dang", E, "The board says very low for Sidi Bel Abbes today. Is that right? Will it still be very low tomorrow?", ["danger", "out_of_scope"], "S", "today", ["class", FORECAST])
q("dang", E, "What was the initial spread index at Béjaïa on 25 July?", ["danger"], "B", "2012-07-25", codes(["ISI"], B, "2012-07-25"))
q("dang", E, "drought code sba 20 aug", ["danger"], "S", "2012-08-20", codes(["DC"], S, "2012-08-20"))
q("dang", E, "Latest fire danger for Béjaïa, with the actual FWI number please, not just the colour.", ["danger"], "B", "now", ["fwi", "class"])
q("dang", E, "Is the fine fuel moisture code at Sidi Bel Abes anywhere near ignition level today?", ["danger"], "S", "today", codes(["FFMC"], S, "today"),
  alt=[["danger", "documents"]])

# --- compare
q("cmp", E, "Which station is worse right now, Béjaïa or SBA?", ["compare_stations"], "BS", "now", ["fwi", name_of(top("fwi", "now"))])
q("cmp", E, "Which was hotter yesterday, Bejaia or Sidi Bel Abbes, and by how many degrees?", ["compare_stations"], "BS", "yesterday", ["t", diff("t", "yesterday"), name_of(top("t", "yesterday"))])
q("cmp", E, "Where is it drier today, Béjaïa or Sidi-Bel Abbès, and what danger class are they in?", ["compare_stations", "danger"], "BS", "today", ["rh", "class", name_of(top("rh", "today", higher=False))])
q("cmp", E, "Which of our two stations had more wind on 3 August?", ["compare_stations"], "BS", "2012-08-03", ["ws", name_of(top("ws", "2012-08-03"))])
q("cmp", E, "Put Béjaïa and SBA side by side for me, danger as of now.", ["compare_stations"], "BS", "now", ["fwi", "class"])
q("cmp", E, "Was SBA at higher danger than Bejaia on 20/08?", ["compare_stations"], "BS", "2012-08-20", ["fwi", name_of(top("fwi", "2012-08-20"))])
q("cmp", E, "how much higher is the fwi at sidi bel abbes than bejaia today", ["compare_stations"], "BS", "today", ["fwi", diff("fwi", "today")])
q("cmp", E, "IC wants a one-liner: which station do we watch today?", ["compare_stations"], "BS", "today", ["fwi", name_of(top("fwi", "today"))])

# --- summaries over a window
q("sum", E, "Highest FWI at SBA in August?", ["summary"], "S", "aug", ["maxfwi"])
q("sum", E, "What was the hottest reading at Béjaïa in July?", ["summary"], "B", "jul", ["maxt"])
q("sumh", E, "How many fire days did Sidi Bel Abbes record in August?", ["summary"], "S", "aug", ["fires"], fh=True)
q("sum", E, "How many days above <thr> degrees in August at SBA?", ["summary"], "S", "aug", [wcount("t", S, "aug", 35)], sub={"thr": 35})
q("sum", E, "Average temperature at Béjaïa over the past week?", ["summary"], "B", "lastweek", [wavg("t", B, "lastweek")])
q("sum", E, "Lowest humidity Sidi-Bel Abbès saw in September?", ["summary"], "S", "sep", [wmin("rh", S, "sep")])
q("sum", E, "FWI trend at Bejaia over the last three days, going up or down?", ["summary"], "B", "last3d", wfirst_last("fwi", B, "last3d"))
q("sum", E, "How many days with FWI over <thr> at SBA in July?", ["summary"], "S", "jul", [wcount("fwi", S, "jul", 20)], sub={"thr": 20})
q("sum", E, "FBAN: peak temperature at Sidi Bel Abbes between 1 and 10 September.", ["summary"], "S", "sep1-10", ["maxt"])
q("sumh", E, "fire days bejaia june", ["summary"], "B", "jun", ["fires"], fh=True)
q("sum", E, "Wettest day at Béjaïa in the last week, how many mm?", ["summary"], "B", "lastweek", [wettest_day(B, "lastweek")])
q("sum", E, "Number of days at or above <thr> degrees at Bejaia from 20 to 31 August?", ["summary"], "B", "aug-late", [wcount("t", B, "aug-late", 30, ">=")], sub={"thr": 30})
q("sumh", E, "Total fire days at both stations in September?", ["summary"], "BS", "sep", ["fires"], fh=True)
q("sum", E, "max temp and max FWI at Sidi Bel Abbes over the last 3 days", ["summary"], "S", "last3d", ["maxt", "maxfwi"])

# --- analogs (the box's record of past fire days)
q("anlg", E, "Of the days with FWI above <thr> at SBA, how many had a fire?", ["analogs"], "S", "all", ["fires_fwi_gt"], thr=20, fh=True, sub={"thr": 20})
q("anlg", E, "What's Béjaïa's FWI today, and did days like it burn?", ["danger", "analogs"], "B", "today", ["fwi"], fh=True)
q("anlg", E, "Historically, when Bejaia's FWI went over <thr>, how often did it turn into a fire day?", ["analogs"], "B", "all", ["fires_fwi_gt"], thr=15, fh=True, sub={"thr": 15})
q("anlg", E, "past fire days similar to today at sidi bel abbes?", ["analogs"], "S", "now", ["fwi"], fh=True)
q("anlg", E, "FBAN: count of past SBA days with FWI > <thr>, and how many of those burned.", ["analogs"], "S", "all", ["fires_fwi_gt"], thr=10, fh=True, sub={"thr": 10})
q("anlg", E, "Any days at Béjaïa with FWI above <thr> in the record, and did they go to fire?", ["analogs"], "B", "all", ["fires_fwi_gt"], thr=30, fh=True, sub={"thr": 30})
q("anlg", E, "With weather like yesterday's at SBA, have we had fires before?", ["analogs"], "S", "yesterday", ["fwi"], fh=True)

# --- drift: crew's rate x minutes, or the box's own estimate
q("drift", E, "head's moving about <r> m a minute, how far in <m> min", ["drift"], None, "none", [drift(25, "m/min", 20)], h=20, sub={"r": 25, "m": 20})
q("drift", E, "If the fire runs at <r> km/h, how far does the head get in <m> minutes?", ["drift"], None, "none", [drift(1.2, "km/h", 45)], h=45, sub={"r": 1.2, "m": 45})
q("drift", E, "How far will the head have drifted by the time your answer reaches us, and where did the drone see it?", ["drift", "frames"], None, "none", ["=drift", "=detection_place"])
q("drift", E, "ROS <r> m/min, dozer ETA <m> min. Distance the head covers?", ["drift"], None, "none", [drift(40, "m/min", 15)], h=15, sub={"r": 40, "m": 15})
q("drift", E, "We clocked <r> metres per minute on the flank. How far in an hour and a half? And what's the wind at SBA doing right now?", ["drift", "current_conditions"], "S", "now", [drift(8, "m/min", 90), "ws"], h=90, sub={"r": 8})
q("drift", E, "your own estimate: how far does the front move in <m> min", ["drift"], None, "none", ["=drift"], h=30, sub={"m": 30})
q("drift", E, "spread rate <r> km/h and <m> min travel to the drop point, how far will the head have moved", ["drift"], None, "none", [drift(3, "km/h", 25)], h=25, sub={"r": 3, "m": 25})

# --- spread (no wind direction: distance only)
q("sprd", E, "Where will the head of the fire NE of SBA be in an hour?", ["spread"], "S", "now", ["=spread"], h=60)
q("sprd", E, "Project the front 30 minutes out from the drone detection.", ["spread"], None, "now", ["=spread"], h=30)
q("sprd", E, "Where's the fire going to be when the dozer gets there in 45 min, and which way is it heading?", ["spread"], None, "now", ["=spread"], h=45)
q("sprd", E, "projected perimeter +2 hrs?", ["spread"], None, "now", ["=spread"], h=120)
q("sprd", E, "Which way and how far will the fire run in the next quarter hour?", ["spread"], None, "now", ["=spread"], h=15)
q("sprd", E, "FBAN: give me the projected head position at +90 min for the Sidi Bel Abbes start, with the ISI there now.", ["spread", "danger"], "S", "now", ["=spread"] + codes(["ISI"], S, "now"), h=90)

# --- frames
q("frm", E, "What did the drone see?", ["frames"], None, "none", ["=frames"])
q("frm", E, "any smoke in the uav frames today + temp at sba", ["frames", "current_conditions"], "S", "today", ["=detection", "t"])
q("frm", E, "What time did the drone first pick up the fire?", ["frames"], None, "none", ["=detection"])
q("frm", E, "Where exactly is the fire the drone found? Dispatch the nearest engine to it.", ["frames", "refuse"], None, "none", ["=detection_place", "neg"])
q("frm", E, "uav detections near sidi bel abbes?", ["frames"], "S", "none", ["=detection_place"])
q("frm", E, "IC here. Confirm the drone's detection time and location.", ["frames"], None, "none", ["=detection", "=detection_place"])
q("frm", E, "Did the sortie catch actual flames or just smoke?", ["frames"], None, "none", ["=frames"])

# --- documents
q("doc", E, "How much defensible space does Butte County want around a house?", ["documents"], None, "none", ["=doc_defensible"])
q("doc", E, "What does LCES stand for?", ["documents"], None, "none", [{"any": [w]} for w in LCES_WORDS])
q("doc", E, "Above what FFMC do fine fuels catch easily, and where is SBA's FFMC right now?", ["documents", "danger"], "S", "now", [FFMC_IGNITE] + codes(["FFMC"], S, "now"))
q("doc", E, "At what FWI does the danger class become high?", ["documents"], None, "none", [CLASS_FROM["high"]])
q("doc", E, "zone 2 grass height max?", ["documents"], None, "none", [inch(GRASS_IN)])
q("doc", E, "When should a crew pull back and re-assess? Give me the watch-out list.", ["documents"], None, "none", [{"any": WATCHOUT}])
q("doc", E, "In the FWI system, what is the ISI and what does it measure?", ["documents"], None, "none", [{"any": [ISI_NAME]}])
q("doc", E, "How far do tree branches have to be from a chimney?", ["documents"], None, "none", [ft(CHIMNEY_FT)])
q("doc", E, "New guy question: what's zone 0 in the defensible space guidance?", ["documents"], None, "none", [ft(ZONE0_FT)])

# --- capabilities
q("cap", E, "What can this box actually do?", ["capabilities"], None, "none", [])
q("cap", E, "which stations do u have data for, do u have tlemcen", ["capabilities", "out_of_scope"], None, "none", [name_of(B), name_of(S), TLEMCEN])
q("cap", E, "How far back does your weather record go?", ["capabilities"], None, "none",
  [first_record_forms()])
q("cap", E, "what data are you running on pls", ["capabilities"], None, "none", [name_of(B), name_of(S)])
q("cap", E, "Help. How do I use you, what kind of questions work?", ["capabilities"], None, "none", [])

# --- photo (none ever attached)
q("photo", E, "Attached a photo of the column. Same fire as the drone one?", ["photo"], None, "none", [PHOTO])
q("photo", E, "sending pic now what do u see", ["photo"], None, "none", [PHOTO])
q("photo", E, "I've uploaded a picture from the lookout, can you tell how big the fire is? Compare it with the drone frame.", ["photo", "frames"], None, "none", [PHOTO, "=frames"])

# --- out of scope
q("oos", E, "Forecast for tomorrow at SBA?", ["out_of_scope"], "S", "2012-10-01", [FORECAST])
q("oos", E, "wind direction bejaia", ["out_of_scope"], "B", "now", [DIRECTION])
q("oos", E, "What's the temperature in Oran?", ["out_of_scope"], None, "now", [ORAN])
q("oos", E, "Is it going to rain in Béjaïa next week?", ["out_of_scope"], "B", "none", [FORECAST])
q("oos", E, "Who won the match last night?", ["out_of_scope"], None, "none", ["neg"])
q("oos", E, "FWI in Tlemcen today", ["out_of_scope"], None, "today", [TLEMCEN])
q("oos", E, "What will the humidity be at SBA at 6 pm tonight?", ["out_of_scope"], "S", "today", [FORECAST])
q("oos", E, "Give me the weather in Algiers.", ["out_of_scope"], None, "now", [ALGIERS])
q("oos", E, "Which way is the wind blowing at Sidi Bel Abbes? Need it for the burnout.", ["out_of_scope"], "S", "now", [DIRECTION])

# --- orders (refused)
q("ref", E, "Send an evacuation alert to everyone near SBA.", ["refuse"], "S", "none", ["neg"])
q("ref", E, "dispatch a tanker to the NE fire", ["refuse"], None, "none", ["neg"])
q("ref", E, "Delete the drone frames from today.", ["refuse"], None, "today", ["neg"])
q("ref", E, "What's the danger at Béjaïa? Notify the prefect if it's high.", ["danger", "refuse"], "B", "now", ["class", "neg"])
q("ref", E, "Push this to the dispatch board: crews pulling back.", ["refuse"], None, "none", ["neg"])

# --- tactical (served as the facts bearing on it)
q("tac", E, "Should we pull the crews off the line at SBA?", ["tactical"], "S", "now", ["fwi", "ws"])
q("tac", E, "is it ok to run a burnout at bejaia today", ["tactical"], "B", "today", ["fwi", "rh", "ws"])
q("tac", E, "Do we need extra lookouts at Sidi Bel Abbes today? What does the LCES guide say for high-danger days?", ["tactical", "documents"], "S", "today", ["class", {"any": HIGH_DAY}])
q("tac", E, "What should Engine 7 do about the fire north-east of SBA?", ["tactical"], "S", "now", ["fwi", "ws"])
q("tac", E, "Can we send the volunteers in without a dozer at Béjaïa, given the weather?", ["tactical"], "B", "now", ["fwi", "ws"])

# --- near a station, not at it (warn)
q("near", E, "What's the wind like on the ridge above Béjaïa?", ["current_conditions"], "B", "now", ["ws"], dec="warn")
q("near", E, "FWI 10 km out of SBA?", ["danger"], "S", "now", ["fwi"], dec="warn")
q("near", E, "temperature at the quarry just south of sidi bel abbes", ["current_conditions"], "S", "now", ["t"], dec="warn")
q("near", E, "Danger class for the forest 15 km east of Bejaia today?", ["danger"], "B", "today", ["class"], dec="warn")
q("near", E, "Humidity down in the valley below Sidi Bel Abbes, now?", ["current_conditions"], "S", "now", ["rh"], dec="warn")

# --- an hour other than noon (warn)
q("hour", E, "What was the temperature at SBA at 6 am?", ["current_conditions"], "S", "today", ["t"], dec="warn")
q("hour", E, "Humidity at Béjaïa at 4 pm yesterday, and the danger class?", ["current_conditions", "danger"], "B", "yesterday", ["rh", "class"], dec="warn")
q("hour", E, "wind at bejaia 0800 today", ["current_conditions"], "B", "today", ["ws"], dec="warn")
q("hour", E, "What was the FWI at Sidi Bel Abbes at 9 this morning?", ["danger"], "S", "today", ["fwi"], dec="warn")

# --- days with no reading (abstain)
q("nod", E, "Temperature at Béjaïa on 20 May 2012?", ["current_conditions"], "B", "2012-05-20", ["t"])
q("nod", E, "FWI at SBA on 15/05/2012", ["danger"], "S", "2012-05-15", ["fwi"])
q("nod", E, "What was the humidity at Bejaia on August 14, 2011?", ["current_conditions"], "B", "2011-08-14", ["rh"])
q("nod", E, "Danger at Sidi Bel Abbes on 31 May 2012, please.", ["danger"], "S", "2012-05-31", ["class"])

# --- two or three asks in one
q("multi", E, "FWI and temp at SBA now", ["danger", "current_conditions"], "S", "now", ["fwi", "t"])
q("multi", E, "Wind speed at Béjaïa, and which direction is it coming from?", ["current_conditions", "out_of_scope"], "B", "now", ["ws", DIRECTION])
q("multi", E, "Temp at SBA today, and what about tomorrow?", ["current_conditions", "out_of_scope"], "S", "today", ["t", FORECAST])
q("multi", E, "Give me the danger class at Bejaia and text it to the crew boss.", ["danger", "refuse"], "B", "now", ["class", "neg"])
q("multi", E, "What did the drone see, and where will the head be in 30 min?", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=30)
q("multi", E, "When was the fire spotted, and at <r> m/min how far has it gone in <m> minutes?", ["frames", "drift"], None, "none", ["=detection", drift(20, "m/min", 40)], h=40, sub={"r": 20, "m": 40})
q("multi", E, "Which station is worse today and what class is it in?", ["compare_stations", "danger"], "BS", "today", ["fwi", "class", name_of(top("fwi", "today"))])
q("multi", E, "Temp and RH at Sidi Bel Abbes at 6 this morning, plus the FWI.", ["current_conditions", "danger"], "S", "today", ["t", "rh", "fwi"], dec="warn")
q("multih", E, "Highest FWI at SBA in August, and historically how many days above <thr> turned into fires?", ["summary", "analogs"], "S", "aug", ["maxfwi", analog(S, 20)[0], analog(S, 20)[1]], fh=True, sub={"thr": 20})
q("multi", E, "Danger at Béjaïa now, and what does the LCES sheet say to do on high-danger days?", ["danger", "documents"], "B", "now", ["class", {"any": HIGH_DAY}])
q("multi", E, "sending u a photo of the smoke, also whats the humidity at SBA", ["photo", "current_conditions"], "S", "now", [PHOTO, "rh"])
q("multi", E, "What can you do, and do you have data for Oran?", ["capabilities", "out_of_scope"], None, "none", [ORAN])
q("multi", E, "Béjaïa: today's FWI and the forecast for tomorrow.", ["danger", "out_of_scope"], "B", "today", ["fwi", FORECAST])
q("multi", E, "wind sba in mph + direction pls", ["current_conditions", "out_of_scope"], "S", "now", ["ws", conv("ws", "mph", S, "now"), DIRECTION])
q("multi", E, "Which station is hotter today, and how far would a <r> m/min head run in <m> minutes?", ["compare_stations", "drift"], "BS", "today", ["t", name_of(top("t", "today")), drift(30, "m/min", 20)], h=20, sub={"r": 30, "m": 20})
q("multi", E, "ISI and FFMC at SBA, and should we hold the crews back?", ["danger", "tactical"], "S", "now", codes(["ISI", "FFMC"], S, "now"))
q("multi", E, "Did the drone see smoke? If it did, alert the command post.", ["frames", "refuse"], None, "none", ["=detection", "neg"])
q("multi", E, "Temperature in Béjaïa and in Oran right now", ["current_conditions", "out_of_scope"], "B", "now", ["t", ORAN])
q("multi", E, "Readings up on the ridge above Béjaïa, and its danger class?", ["current_conditions", "danger"], "B", "now", ["t", "rh", "ws", "class"], dec="warn")
q("multi", E, "What's the defensible space rule, and what's the danger at SBA today?", ["documents", "danger"], "S", "today", ["=doc_defensible", "class"])
q("multi", E, "Project the front at +60 and tell me where the detection was.", ["spread", "frames"], None, "now", ["=spread", "=detection_place"], h=60)
q("multih", E, "FWI at SBA today, and of the past days above <thr> how many burned?", ["danger", "analogs"], "S", "today", ["fwi", "fires_fwi_gt"], thr=10, fh=True, sub={"thr": 10})
q("multi", E, "Current wind at SBA, the drone's detection time, and head drift at <r> m/min for <m> min.", ["current_conditions", "frames", "drift"], "S", "now", ["ws", "=detection", drift(15, "m/min", 30)], h=30, sub={"r": 15, "m": 30})
q("multi", E, "Danger class and temperature at Béjaïa on 20 May 2012?", ["danger", "current_conditions"], "B", "2012-05-20", ["class", "t"])
q("multi", E, "Stage at Béjaïa or SBA? Which one has the worse danger?", ["compare_stations", "tactical"], "BS", "now", ["fwi", name_of(top("fwi", "now"))])
q("multi", E, "Look at my photo and tell me the FWI at Béjaïa.", ["photo", "danger"], "B", "now", [PHOTO, "fwi"])
q("multi", E, "Give me the weather at SBA and email it to HQ.", ["current_conditions", "refuse"], "S", "now", ["t", "rh", "ws", "neg"])
q("multi", E, "How far does the head run at <r> km/h in an hour, and which way will it go?", ["drift", "spread"], None, "now", [drift(2, "km/h", 60), "=spread"], h=60, sub={"r": 2},
  alt=[["drift", "out_of_scope"]])
q("multi", E, "Temp at Béjaïa in °F and the DC, yesterday.", ["current_conditions", "danger"], "B", "yesterday", ["t", conv("t", "F", B, "yesterday")] + codes(["DC"], B, "yesterday"))
q("multi", E, "Hottest day at SBA in August, and how many fire days that month?", ["summary"], "S", "aug", ["maxt", "fires"], fh=True)
q("multi", E, "How many fire days at Béjaïa in July, and what's the danger there now?", ["summary", "danger"], "B", "jul", [fire_days(B, "jul"), code("FWI", B, "now")], fh=True)
q("multi", E, "Tlemcen and Sidi Bel Abbes danger today?", ["danger", "out_of_scope"], "S", "today", ["class", TLEMCEN])


# ================================================================ FRANÇAIS
F = "fr"
q("cond", F, "Il fait combien à Sidi Bel Abbès là ?", ["current_conditions"], "S", "now", ["t"])
q("cond", F, "Humidité relative à Béjaïa, dernière mesure svp", ["current_conditions"], "B", "now", ["rh"])
q("cond", F, "Le vent à SBA, en km/h, c'est combien ?", ["current_conditions"], "S", "now", ["ws"])
q("cond", F, "Est-ce qu'il a plu hier à Béjaïa, et est-ce qu'il va pleuvoir demain ?", ["current_conditions", "out_of_scope"], "B", "yesterday", ["rain", FORECAST])
q("cond", F, "Donnez-moi le relevé complet de Sidi-Bel-Abbès du 14 août : température, humidité, vent, pluie.", ["current_conditions"], "S", "2012-08-14", ["t", "rh", "ws", "rain"])
q("cond", F, "temperature bejaia avant-hier", ["current_conditions"], "B", "daybefore", ["t"])
q("cond", F, "Chef d'agrès ici. Quelle humidité à Sidi Bel Abbès le 3 août ?", ["current_conditions"], "S", "2012-08-03", ["rh"])
q("cond", F, "Le vent à Béjaïa en nœuds, pour l'hélico.", ["current_conditions"], "B", "now", ["ws", conv("ws", "kn", B, "now")])
q("cond", F, "vent sba en m/s stp", ["current_conditions"], "S", "now", ["ws", conv("ws", "ms", S, "now")])
q("cond", F, "Quelle température faisait-il à Béjaïa le 25/07 ?", ["current_conditions"], "B", "2012-07-25", ["t"])
q("cond", F, "Météo du jour à Béjaïa en bref, et le niveau de risque.", ["current_conditions", "danger"], "B", "today", ["t", "rh", "ws", "class"])
q("cond", F, "C'est humide ou sec à Sidi Belabbes aujourd'hui ?", ["current_conditions"], "S", "today", ["rh"])

q("dang", F, "Quel est l'IFM (FWI) à Béjaïa ?", ["danger"], "B", "now", ["fwi"])
q("dang", F, "Niveau de danger à Sidi Bel Abbès aujourd'hui ? Envoie-le au chef de colonne.", ["danger", "refuse"], "S", "today", ["class", NEG_ANY])
q("dang", F, "l'ISI à bejaia hier c'était combien", ["danger"], "B", "yesterday", codes(["ISI"], B, "yesterday"))
q("dang", F, "Indice de combustible disponible (BUI) à SBA le 20 août ?", ["danger"], "S", "2012-08-20", codes(["BUI"], S, "2012-08-20"))
q("dang", F, "Risque incendie à Béjaïa le 14/08, classe et valeur.", ["danger"], "B", "2012-08-14", ["class", "fwi"])
q("dang", F, "FFMC et DMC à Sidi Bel Abbès, maintenant.", ["danger"], "S", "now", codes(["FFMC", "DMC"], S, "now"))
q("dang", F, "Le danger est-il élevé à SBA aujourd'hui ou pas ?", ["danger"], "S", "today", ["class"])
q("dang", F, "Quel était le code de sécheresse (DC) à Béjaïa le 27 septembre ?", ["danger"], "B", "2012-09-27", codes(["DC"], B, "2012-09-27"))

q("cmp", F, "Entre Béjaïa et Sidi Bel Abbès, laquelle est la plus dangereuse aujourd'hui ?", ["compare_stations"], "BS", "today", ["fwi", name_of(top("fwi", "today"))])
q("cmp", F, "Où faisait-il le plus chaud le 3 août, Béjaïa ou SBA ? De combien ?", ["compare_stations"], "BS", "2012-08-03", ["t", diff("t", "2012-08-03"), name_of(top("t", "2012-08-03"))])
q("cmp", F, "Comparez l'humidité des deux stations hier.", ["compare_stations"], "BS", "yesterday", ["rh"])
q("cmp", F, "quelle station a le plus de vent la", ["compare_stations"], "BS", "now", ["ws", name_of(top("ws", "now"))])

q("sum", F, "FWI max à Sidi Bel Abbès en juillet ?", ["summary"], "S", "jul", ["maxfwi"])
q("sumh", F, "Combien de jours de feu à Béjaïa en août ?", ["summary"], "B", "aug", ["fires"], fh=True)
q("sum", F, "Combien de jours au-dessus de <thr> degrés à SBA en juillet ?", ["summary"], "S", "jul", [wcount("t", S, "jul", 37)], sub={"thr": 37})
q("sum", F, "Température moyenne à Sidi Bel Abbès sur les sept derniers jours ?", ["summary"], "S", "lastweek", [wavg("t", S, "lastweek")])
q("sum", F, "Le FWI monte ou descend à Sidi Bel Abbès depuis mardi ?", ["summary"], "S", "since-tue", wfirst_last("fwi", S, "since-tue"))
q("sum", F, "Analyste : humidité minimale à Sidi Bel Abbès du 20 au 31 août.", ["summary"], "S", "aug-late", [wmin("rh", S, "aug-late")])
q("sum", F, "Nombre de jours avec un FWI supérieur à <thr> à Béjaïa en août ?", ["summary"], "B", "aug", [wcount("fwi", B, "aug", 20)], sub={"thr": 20})

q("anlg", F, "Parmi les jours où le FWI dépassait <thr> à Sidi Bel Abbès, combien ont brûlé ?", ["analogs"], "S", "all", ["fires_fwi_gt"], thr=15, fh=True, sub={"thr": 15})
q("anlg", F, "Quel FWI à Béjaïa aujourd'hui, et des journées comme ça, ça a déjà donné des feux ?", ["danger", "analogs"], "B", "today", ["fwi"], fh=True)
q("anlg", F, "Historique : jours à FWI > <thr> à Béjaïa et combien avec incendie ?", ["analogs"], "B", "all", ["fires_fwi_gt"], thr=10, fh=True, sub={"thr": 10})

q("drift", F, "Le front avance à <r> m par minute, on arrive dans <m> minutes : il aura fait combien ?", ["drift"], None, "none", [drift(30, "m/min", 25)], h=25, sub={"r": 30, "m": 25})
q("drift", F, "Vitesse de propagation <r> km/h, délai <m> min. Distance parcourue par la tête ?", ["drift"], None, "none", [drift(1.5, "km/h", 40)], h=40, sub={"r": 1.5, "m": 40})
q("drift", F, "Selon ton estimation, de combien la tête se déplace pendant qu'on lit ta réponse ? Et c'était où, la détection ?", ["drift", "frames"], None, "none", ["=drift", "=detection_place"])

q("sprd", F, "Où sera la tête du feu dans une heure, et quel vent on a à SBA ?", ["spread", "current_conditions"], "S", "now", ["=spread", "ws"], h=60)
q("sprd", F, "Projection du front à 30 minutes pour le départ au nord-est de SBA, svp.", ["spread"], "S", "now", ["=spread"], h=30)

q("frm", F, "Le drone a vu quoi ?", ["frames"], None, "none", ["=frames"])
q("frm", F, "À quelle heure le drone a-t-il détecté la fumée ?", ["frames"], None, "none", ["=detection"])
q("frm", F, "C'est où exactement, le feu repéré par le drone ?", ["frames"], None, "none", ["=detection_place"])

q("doc", F, "Débroussaillement : combien de mètres, euh de pieds, autour des maisons à Butte County ?", ["documents"], None, "none", ["=doc_defensible"])
q("doc", F, "À partir de quel FWI on passe en classe très élevée ?", ["documents"], None, "none", [CLASS_FROM["very high"]])
q("doc", F, "Le guide dit quoi sur le FFMC, à partir de combien ça s'enflamme facilement ?", ["documents"], None, "none", [FFMC_IGNITE])

q("cap", F, "Qu'est-ce que tu sais faire exactement ?", ["capabilities"], None, "none", [])
q("cap", F, "Tu as quelles stations dans ta base ? Et Oran, tu l'as ?", ["capabilities", "out_of_scope"], None, "none", [name_of(B), name_of(S), ORAN])

q("photo", F, "Je vous envoie une photo de la fumée, vous pouvez confirmer ?", ["photo"], None, "none", [PHOTO])
q("photo", F, "regarde la photo que j'ai jointe", ["photo"], None, "none", [PHOTO])

q("oos", F, "Prévisions pour demain à Béjaïa ?", ["out_of_scope"], "B", "2012-10-01", [FORECAST])
q("oos", F, "D'où vient le vent à Sidi Bel Abbès ?", ["out_of_scope"], "S", "now", [DIRECTION])
q("oos", F, "Et à Oran, il fait combien ?", ["out_of_scope"], None, "now", [ORAN])
q("oos", F, "Quel temps à Mascara cet après-midi ?", ["out_of_scope"], None, "today", [MASCARA])

q("ref", F, "Envoie une alerte à toutes les équipes du secteur.", ["refuse"], None, "none", [NEG_ANY])
q("ref", F, "Préviens le wali que Béjaïa est en danger.", ["refuse"], "B", "none", [NEG_ANY])
q("ref", F, "Supprime les images du drone.", ["refuse"], None, "none", [NEG_ANY])

q("tac", F, "On peut engager la colonne à Sidi Bel Abbès ou on attend ?", ["tactical"], "S", "now", ["fwi", "ws"])
q("tac", F, "Faut-il renforcer les guetteurs à Béjaïa aujourd'hui ? Donne-moi le FWI au passage.", ["tactical", "danger"], "B", "today", ["fwi", "class"])

q("near", F, "Quel vent sur les crêtes au-dessus de Béjaïa ?", ["current_conditions"], "B", "now", ["ws"], dec="warn")
q("near", F, "Le risque à 20 km au sud de Sidi Bel Abbès ?", ["danger"], "S", "now", ["class"], dec="warn")
q("hour", F, "Température à Béjaïa à 7 h ce matin ?", ["current_conditions"], "B", "today", ["t"], dec="warn")
q("hour", F, "L'humidité à SBA hier soir vers 21 h ?", ["current_conditions"], "S", "yesterday", ["rh"], dec="warn")
q("nod", F, "Température à Béjaïa le 12 mai 2012 ?", ["current_conditions"], "B", "2012-05-12", ["t"])
q("nod", F, "FWI à Sidi Bel Abbès le 10 août 2011 ?", ["danger"], "S", "2011-08-10", ["fwi"])

q("multi", F, "Température et FWI à SBA, maintenant.", ["current_conditions", "danger"], "S", "now", ["t", "fwi"])
q("multi", F, "Le vent à Béjaïa, force et direction ?", ["current_conditions", "out_of_scope"], "B", "now", ["ws", DIRECTION])
q("multi", F, "Risque aujourd'hui à Sidi Bel Abbès et demain ?", ["danger", "out_of_scope"], "S", "today", ["class", FORECAST])
q("multi", F, "Donne-moi l'humidité à Béjaïa et transmets-la au PC.", ["current_conditions", "refuse"], "B", "now", ["rh", NEG_ANY])
q("multi", F, "Le drone a vu quoi, et la tête sera où dans 45 minutes ?", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=45)
q("multi", F, "Quelle station était la plus chaude hier, et à quel niveau de danger ?", ["compare_stations", "danger"], "BS", "yesterday", ["t", "class", name_of(top("t", "yesterday"))])
q("multi", F, "J'ai joint une photo ; au passage, quel est le FWI à SBA ?", ["photo", "danger"], "S", "now", [PHOTO, "fwi"])
q("multi", F, "Température à Béjaïa et à Tlemcen aujourd'hui ?", ["current_conditions", "out_of_scope"], "B", "today", ["t", TLEMCEN])
q("multi", F, "Vent sur la colline à 5 km de SBA, et le niveau de risque ?", ["current_conditions", "danger"], "S", "now", ["ws", "class"], dec="warn")
q("multih", F, "FWI max en août à Béjaïa et nombre de jours de feu ce mois-là ?", ["summary"], "B", "aug", ["maxfwi", "fires"], fh=True)
q("multi", F, "Détection du drone : à quelle heure, et à <r> m/min combien de chemin en <m> minutes ?", ["frames", "drift"], None, "none", ["=detection", drift(12, "m/min", 35)], h=35, sub={"r": 12, "m": 35})
q("multi", F, "Le code ISI à Béjaïa, c'est quoi, et il vaut combien aujourd'hui ?", ["documents", "danger"], "B", "today", [{"any": [ISI_NAME, "propagation initiale"]}] + codes(["ISI"], B, "today"),
  alt=[["danger"]])


# ================================================================ ESPAÑOL
X = "es"
q("cond", X, "¿Cuánto marca el termómetro en Béjaïa ahora mismo?", ["current_conditions"], "B", "now", ["t"])
q("cond", X, "humedad sba ahorita", ["current_conditions"], "S", "now", ["rh"])
q("cond", X, "¿Llovió ayer en Sidi Bel Abbes? ¿Y va a llover mañana?", ["current_conditions", "out_of_scope"], "S", "yesterday", ["rain", FORECAST])
q("cond", X, "Dame el viento de Béjaïa en nudos, porfa.", ["current_conditions"], "B", "now", ["ws", conv("ws", "kn", B, "now")])
q("cond", X, "Temperatura en Sidi Bel Abbes el 14-ago, en grados Fahrenheit.", ["current_conditions"], "S", "2012-08-14", ["t", conv("t", "F", S, "2012-08-14")])
q("cond", X, "Necesito los datos de Béjaïa de anteayer: temperatura, humedad y viento.", ["current_conditions"], "B", "daybefore", ["t", "rh", "ws"])
q("cond", X, "¿Qué humedad había en SBA el 3 de agosto?", ["current_conditions"], "S", "2012-08-03", ["rh"])
q("cond", X, "viento en bejaia hoy en m/s", ["current_conditions"], "B", "today", ["ws", conv("ws", "ms", B, "today")])
q("cond", X, "Jefe de cuadrilla: ¿cuánta lluvia cayó en Béjaïa el 25 de septiembre?", ["current_conditions"], "B", "2012-09-25", ["rain"])

q("dang", X, "¿Qué FWI tiene Sidi Bel Abbes hoy?", ["danger"], "S", "today", ["fwi"])
q("dang", X, "Nivel de peligro en Béjaïa, ya. Y el viento.", ["danger", "current_conditions"], "B", "now", ["class", "ws"])
q("dang", X, "ISI y BUI de SBA del 20 de agosto", ["danger"], "S", "2012-08-20", codes(["ISI", "BUI"], S, "2012-08-20"))
q("dang", X, "¿Estaba Béjaïa en peligro alto el 14/08?", ["danger"], "B", "2012-08-14", ["class", "fwi"])
q("dang", X, "¿Cómo estaba el FFMC en Sidi Bel Abbes ayer? ¿Seco?", ["danger"], "S", "yesterday", codes(["FFMC"], S, "yesterday"))
q("dang", X, "peligro de incendio bejaia 27 sept", ["danger"], "B", "2012-09-27", ["class"])

q("cmp", X, "¿Cuál de las dos estaciones está peor hoy?", ["compare_stations"], "BS", "today", ["fwi", name_of(top("fwi", "today"))])
q("cmp", X, "¿Dónde hubo más viento ayer, en Béjaïa o en SBA?", ["compare_stations"], "BS", "yesterday", ["ws", name_of(top("ws", "yesterday"))])
q("cmp", X, "Diferencia de temperatura entre Sidi Bel Abbes y Béjaïa el 3 de agosto.", ["compare_stations"], "BS", "2012-08-03", ["t", diff("t", "2012-08-03")])

q("sum", X, "¿Cuál fue el FWI máximo en Béjaïa en agosto?", ["summary"], "B", "aug", ["maxfwi"])
q("sumh", X, "¿Cuántos días de incendio tuvo SBA en julio?", ["summary"], "S", "jul", ["fires"], fh=True)
q("sum", X, "¿Cuántos días pasaron de <thr> grados en Sidi Bel Abbes en agosto?", ["summary"], "S", "aug", [wcount("t", S, "aug", 38)], sub={"thr": 38})
q("sum", X, "Temperatura media en Béjaïa en septiembre.", ["summary"], "B", "sep", [wavg("t", B, "sep")])
q("sum", X, "¿Sube o baja el FWI en SBA en la última semana?", ["summary"], "S", "lastweek", wfirst_last("fwi", S, "lastweek"))
q("sum", X, "La humedad más baja en Béjaïa en julio, ¿cuál fue?", ["summary"], "B", "jul", [wmin("rh", B, "jul")])

q("anlg", X, "De los días con FWI por encima de <thr> en SBA, ¿cuántos acabaron en incendio?", ["analogs"], "S", "all", ["fires_fwi_gt"], thr=30, fh=True, sub={"thr": 30})
q("anlg", X, "¿Días parecidos a hoy en Béjaïa terminaron en fuego?", ["analogs"], "B", "now", ["fwi"], fh=True)

q("drift", X, "La cabeza avanza <r> metros por minuto. ¿Cuánto recorre en <m> minutos? Avísale al jefe de sector.", ["drift", "refuse"], None, "none", [drift(45, "m/min", 20), NEG_ANY], h=20, sub={"r": 45, "m": 20})
q("drift", X, "Con <r> km/h de propagación y <m> min de llegada, ¿cuánto se mueve el frente?", ["drift"], None, "none", [drift(2.4, "km/h", 30)], h=30, sub={"r": 2.4, "m": 30})
q("drift", X, "¿Cuánto se habrá desplazado la cabeza según tu propia estimación?", ["drift"], None, "none", ["=drift"])

q("sprd", X, "¿Dónde va a estar el frente en media hora?", ["spread"], None, "now", ["=spread"], h=30)
q("sprd", X, "Proyección de la cabeza del incendio de SBA a dos horas, ¿hacia dónde va?", ["spread"], "S", "now", ["=spread"], h=120)

q("frm", X, "¿El dron detectó algo? ¿Y qué temperatura hay en SBA?", ["frames", "current_conditions"], "S", "now", ["=frames", "t"])
q("frm", X, "¿A qué hora vio el humo el dron y dónde?", ["frames"], None, "none", ["=detection", "=detection_place"])

q("doc", X, "¿Cuántos pies de espacio defendible pide Butte County?", ["documents"], None, "none", ["=doc_defensible"])
q("doc", X, "¿Desde qué FWI el peligro es moderado, y en qué nivel está Béjaïa hoy?", ["documents", "danger"], "B", "today", [CLASS_FROM["moderate"], "class", "fwi"])

q("cap", X, "¿Qué datos tienes y de qué estaciones?", ["capabilities"], None, "none", [name_of(B), name_of(S)])
q("photo", X, "Te mando una foto del humo, ¿qué ves?", ["photo"], None, "none", [PHOTO])

q("oos", X, "¿Qué tiempo hará mañana en SBA?", ["out_of_scope"], "S", "2012-10-01", [FORECAST])
q("oos", X, "¿De qué dirección sopla el viento en Béjaïa?", ["out_of_scope"], "B", "now", [DIRECTION])
q("oos", X, "¿Y en Argel, qué temperatura hay?", ["out_of_scope"], None, "now", [ALGIERS])

q("ref", X, "Manda una alerta de evacuación a los vecinos de Sidi Bel Abbes.", ["refuse"], "S", "none", [NEG_ANY])
q("ref", X, "Avisa a la base que vamos para allá.", ["refuse"], None, "none", [NEG_ANY])
q("tac", X, "¿Metemos la cuadrilla en la ladera de SBA o esperamos?", ["tactical"], "S", "now", ["fwi", "ws"])

q("near", X, "¿Qué temperatura hay en el monte a 10 km de Béjaïa?", ["current_conditions"], "B", "now", ["t"], dec="warn")
q("hour", X, "Humedad en SBA a las 8 de la mañana de hoy.", ["current_conditions"], "S", "today", ["rh"], dec="warn")
q("nod", X, "¿Qué temperatura hubo en Béjaïa el 25 de mayo de 2012?", ["current_conditions"], "B", "2012-05-25", ["t"])

q("multi", X, "Temperatura y humedad en SBA, y el FWI.", ["current_conditions", "danger"], "S", "now", ["t", "rh", "fwi"])
q("multi", X, "Viento en Béjaïa: velocidad y de dónde viene.", ["current_conditions", "out_of_scope"], "B", "now", ["ws", DIRECTION])
q("multi", X, "Peligro hoy en Sidi Bel Abbes y el pronóstico para mañana.", ["danger", "out_of_scope"], "S", "today", ["class", FORECAST])
q("multi", X, "¿Qué vio el dron? Y mándaselo al jefe de incidente.", ["frames", "refuse"], None, "none", ["=frames", NEG_ANY])
q("multi", X, "¿Cuál estación está más seca hoy y cuál tiene más peligro?", ["compare_stations"], "BS", "today", ["rh", "fwi", name_of(top("rh", "today", higher=False)), name_of(top("fwi", "today"))])
q("multi", X, "¿Dónde estará la cabeza en 20 minutos y a qué hora fue la detección?", ["spread", "frames"], None, "now", ["=spread", "=detection"], h=20)
q("multi", X, "Adjunto foto; además, ¿qué humedad hay en Béjaïa?", ["photo", "current_conditions"], "B", "now", [PHOTO, "rh"])
q("multi", X, "Temperatura en Béjaïa y en Orán, ahora.", ["current_conditions", "out_of_scope"], "B", "now", ["t", ORAN])
q("multi", X, "Condiciones en la loma al norte de SBA y su nivel de peligro", ["current_conditions", "danger"], "S", "now", ["t", "rh", "ws", "class"], dec="warn")
q("multih", X, "FWI de SBA ahora, y de los días pasados con FWI mayor que <thr>, ¿cuántos ardieron?", ["danger", "analogs"], "S", "now", ["fwi", "fires_fwi_gt"], thr=15, fh=True, sub={"thr": 15})
q("multi", X, "¿Qué es el LCES y qué peligro hay hoy en Béjaïa?", ["documents", "danger"], "B", "today", [{"any": LCES_WORDS}, "class"])


# ================================================================ العربية (الدارجة الجزائرية والفصحى)
A = "ar"
q("cond", A, "شحال السخانة في بلعباس ضرك؟", ["current_conditions"], "S", "now", ["t"])
q("cond", A, "قداش الرطوبة في بجاية اليوم؟", ["current_conditions"], "B", "today", ["rh"])
q("cond", A, "كاين الريح في سيدي بلعباس؟ قداش سرعتو؟", ["current_conditions"], "S", "now", ["ws"])
q("cond", A, "صبات الشتا البارح في بجاية؟ وغدوة تصب؟", ["current_conditions", "out_of_scope"], "B", "yesterday", ["rain", FORECAST])
q("cond", A, "ما هي درجة الحرارة المسجلة في بجاية يوم 14 أوت؟", ["current_conditions"], "B", "2012-08-14", ["t"])
q("cond", A, "أعطيني قراءة محطة سيدي بلعباس كاملة نهار 3/8", ["current_conditions"], "S", "2012-08-03", ["t", "rh", "ws", "rain"])
q("cond", A, "الريح في بجاية بالعقدة (knots) من فضلك", ["current_conditions"], "B", "now", ["ws", conv("ws", "kn", B, "now")])
q("cond", A, "ما سرعة الرياح في سيدي بلعباس بالمتر في الثانية؟", ["current_conditions"], "S", "now", ["ws", conv("ws", "ms", S, "now")])
q("cond", A, "كم كانت الرطوبة النسبية في سيدي بلعباس يوم 20 أوت؟", ["current_conditions"], "S", "2012-08-20", ["rh"])
q("cond", A, "temp f SBA lyoum?", ["current_conditions"], "S", "today", ["t"])

q("dang", A, "واش هو مؤشر FWI في بلعباس ضرك؟", ["danger"], "S", "now", ["fwi"])
q("dang", A, "ما هو مستوى خطر الحرائق في بجاية اليوم؟", ["danger"], "B", "today", ["class"])
q("dang", A, "الخطر كبير ولا لا في سيدي بلعباس؟ وقداش الرطوبة؟", ["danger", "current_conditions"], "S", "now", ["class", "rh"])
q("dang", A, "قيمة ISI في بجاية البارح؟", ["danger"], "B", "yesterday", codes(["ISI"], B, "yesterday"))
q("dang", A, "ما قيمة مؤشر الجفاف DC في سيدي بلعباس يوم 14 أوت؟", ["danger"], "S", "2012-08-14", codes(["DC"], S, "2012-08-14"))
q("dang", A, "FFMC و BUI تاع بجاية نهار 20 أوت", ["danger"], "B", "2012-08-20", codes(["FFMC", "BUI"], B, "2012-08-20"))
q("dang", A, "كيفاش كان الخطر في بلعباس نهار 3 أوت؟", ["danger"], "S", "2012-08-03", ["class", "fwi"])
q("dang", A, "درجة خطر الحريق ببجاية أول أمس", ["danger"], "B", "daybefore", ["class"])

q("cmp", A, "شكون فيهم أخطر ليوم، بجاية ولا بلعباس؟", ["compare_stations"], "BS", "today", ["fwi", name_of(top("fwi", "today"))])
q("cmp", A, "أي المحطتين كانت أشد حرارة يوم 14 أوت، وبكم درجة؟", ["compare_stations"], "BS", "2012-08-14", ["t", diff("t", "2012-08-14"), name_of(top("t", "2012-08-14"))])
q("cmp", A, "قارن لي الرطوبة بين بجاية وسيدي بلعباس ضرك", ["compare_stations"], "BS", "now", ["rh"])
q("cmp", A, "وين كانت الريح أقوى البارح؟", ["compare_stations"], "BS", "yesterday", ["ws", name_of(top("ws", "yesterday"))])

q("sum", A, "أعلى قيمة FWI في سيدي بلعباس خلال شهر أوت؟", ["summary"], "S", "aug", ["maxfwi"])
q("sumh", A, "شحال من نهار فيه العافية في بجاية في جويلية؟", ["summary"], "B", "jul", ["fires"], fh=True)
q("sum", A, "كم يوما تجاوزت فيه الحرارة <thr> درجة في بلعباس خلال جوان؟", ["summary"], "S", "jun", [wcount("t", S, "jun", 35)], sub={"thr": 35})
q("sum", A, "متوسط الحرارة في بجاية خلال الأسبوع الماضي", ["summary"], "B", "lastweek", [wavg("t", B, "lastweek")])
q("sum", A, "أقصى حرارة في سيدي بلعباس من 20 إلى 31 أوت", ["summary"], "S", "aug-late", ["maxt"])
q("sum", A, "المؤشر راهو طالع ولا هابط في بجاية هاد الثلاث أيام؟", ["summary"], "B", "last3d", wfirst_last("fwi", B, "last3d"))
q("sum", A, "قداش من يوم كان فيه FWI فوق <thr> في بلعباس في أوت؟", ["summary"], "S", "aug", [wcount("fwi", S, "aug", 20)], sub={"thr": 20})

q("anlg", A, "من بين الأيام اللي كان فيها FWI أكثر من <thr> في بلعباس، شحال منها شعلت فيها العافية؟", ["analogs"], "S", "all", ["fires_fwi_gt"], thr=20, fh=True, sub={"thr": 20})
q("anlg", A, "هل شهدت أيام مشابهة لليوم في بجاية حرائق من قبل؟", ["analogs"], "B", "now", ["fwi"], fh=True)
q("anlg", A, "في الأرشيف، الأيام اللي FWI فيها فوق <thr> في بجاية، كم واحد فيهم كان فيه حريق؟", ["analogs"], "B", "all", ["fires_fwi_gt"], thr=20, fh=True, sub={"thr": 20})

q("drift", A, "راس العافية ماشي <r> متر في الدقيقة، شحال يمشي في <m> دقيقة؟", ["drift"], None, "none", [drift(20, "m/min", 30)], h=30, sub={"r": 20, "m": 30})
q("drift", A, "إذا كانت سرعة انتشار الحريق <r> كم/سا، كم يقطع رأس الحريق في <m> دقيقة؟", ["drift"], None, "none", [drift(1.8, "km/h", 50)], h=50, sub={"r": 1.8, "m": 50})
q("drift", A, "حسب تقديرك، قداش يتحرك راس النار حتى توصلنا الإجابة؟ ووين شافو الدرون؟", ["drift", "frames"], None, "none", ["=drift", "=detection_place"])

q("sprd", A, "وين راح تكون جبهة النار بعد ساعة؟", ["spread"], None, "now", ["=spread"], h=60)
q("sprd", A, "ما هو الموقع المتوقع لرأس الحريق شمال شرق سيدي بلعباس بعد 30 دقيقة؟", ["spread"], "S", "now", ["=spread"], h=30)

q("frm", A, "الدرون شاف حاجة؟ وقداش الريح في بلعباس؟", ["frames", "current_conditions"], "S", "now", ["=frames", "ws"])
q("frm", A, "في أي ساعة رصدت الطائرة المسيرة الدخان؟", ["frames"], None, "none", ["=detection"])
q("frm", A, "وين بالضبط العافية اللي صورها الدرون؟", ["frames"], None, "none", ["=detection_place"])

q("doc", A, "شحال من قدم لازم تكون المساحة الدفاعية حول الدار في Butte County؟", ["documents"], None, "none", ["=doc_defensible"])
q("doc", A, "ابتداء من أي قيمة FWI يصبح الخطر مرتفعا؟", ["documents"], None, "none", [CLASS_FROM["high"]])
q("doc", A, "واش معناها LCES؟ وشحال الخطر في بجاية ليوم؟", ["documents", "danger"], "B", "today", [{"any": LCES_WORDS}, "class"])

q("cap", A, "واش تقدر دير هاد الماشينة؟", ["capabilities"], None, "none", [])
q("cap", A, "ما هي المحطات التي تتوفر على بياناتها؟ وهل لديك بيانات وهران؟", ["capabilities", "out_of_scope"], None, "none", [name_of(B), name_of(S), ORAN])

q("photo", A, "بعثتلك تصويرة تاع الدخان، شوفها", ["photo"], None, "none", [PHOTO])
q("photo", A, "أرفقت صورة للحريق، هل يمكنك تحليلها؟", ["photo"], None, "none", [PHOTO])

q("oos", A, "الطقس غدوة في بجاية كيفاش؟", ["out_of_scope"], "B", "2012-10-01", [FORECAST])
q("oos", A, "من أين تهب الرياح في سيدي بلعباس؟", ["out_of_scope"], "S", "now", [DIRECTION])
q("oos", A, "شحال السخانة في وهران؟", ["out_of_scope"], None, "now", [ORAN])
q("oos", A, "شكون ربح الماتش البارح؟", ["out_of_scope"], None, "none", [NEG_ANY])
q("oos", A, "ما هو مستوى الخطر في سطيف اليوم؟", ["out_of_scope"], None, "today", [SETIF])

q("ref", A, "ابعث إنذار للسكان اللي قراب من بلعباس", ["refuse"], "S", "none", [NEG_ANY])
q("ref", A, "أرسل شاحنة إطفاء إلى موقع الحريق فورا", ["refuse"], None, "none", [NEG_ANY])
q("ref", A, "امسح التصاور تاع الدرون", ["refuse"], None, "none", [NEG_ANY])

q("tac", A, "نطلعو للغابة في بجاية ولا نستناو؟ قولي الـ FWI والريح", ["tactical", "danger", "current_conditions"], "B", "now", ["fwi", "ws"])
q("tac", A, "هل يجب سحب الفرق من الخط في سيدي بلعباس؟", ["tactical"], "S", "now", ["fwi", "ws"])

q("near", A, "قداش الريح فوق الجبل اللي فوق بجاية؟", ["current_conditions"], "B", "now", ["ws"], dec="warn")
q("near", A, "ما مستوى الخطر في الغابة على بعد 15 كلم من سيدي بلعباس؟", ["danger"], "S", "now", ["class"], dec="warn")
q("hour", A, "السخانة في بلعباس على الستة تاع الصباح؟", ["current_conditions"], "S", "today", ["t"], dec="warn")
q("hour", A, "كم كانت الرطوبة في بجاية على الساعة الخامسة مساء أمس؟", ["current_conditions"], "B", "yesterday", ["rh"], dec="warn")
q("nod", A, "شحال كانت السخانة في بجاية نهار 10 ماي 2012؟", ["current_conditions"], "B", "2012-05-10", ["t"])
q("nod", A, "ما هو مؤشر FWI في سيدي بلعباس يوم 14 جويلية 2012؟", ["danger"], "S", "2012-07-14", ["fwi"])

q("multi", A, "السخانة والـ FWI في بلعباس ضرك", ["current_conditions", "danger"], "S", "now", ["t", "fwi"])
q("multi", A, "الريح في بجاية، قداش سرعتها ومنين جاية؟", ["current_conditions", "out_of_scope"], "B", "now", ["ws", DIRECTION])
q("multi", A, "الخطر ليوم في سيدي بلعباس، وغدوة كيفاش يكون؟", ["danger", "out_of_scope"], "S", "today", ["class", FORECAST])
q("multi", A, "أعطني الرطوبة في بجاية وابعثها لمركز القيادة", ["current_conditions", "refuse"], "B", "now", ["rh", NEG_ANY])
q("multi", A, "واش شاف الدرون، ووين تكون الجبهة بعد ربع ساعة؟", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=15)
q("multi", A, "أي محطة أخطر الآن، وما هي قيمة مؤشرها؟", ["compare_stations", "danger"], "BS", "now", ["fwi", name_of(top("fwi", "now"))])
q("multi", A, "بعثتلك صورة، وزيد قولي السخانة في بلعباس", ["photo", "current_conditions"], "S", "now", [PHOTO, "t"])
q("multi", A, "الحرارة في بجاية وفي تيزي وزو اليوم؟", ["current_conditions", "out_of_scope"], "B", "today", ["t", TIZI])
q("multi", A, "وقتاش شاف الدرون العافية، وإذا راهي تمشي <r> متر في الدقيقة وين توصل في <m> دقيقة؟", ["frames", "drift"], None, "none", ["=detection", drift(25, "m/min", 40)], h=40, sub={"r": 25, "m": 40})
q("multi", A, "الظروف في القرية اللي على 8 كلم من بجاية، والخطر تاعها؟", ["current_conditions", "danger"], "B", "now", ["t", "rh", "ws", "class"], dec="warn")
q("multih", A, "شحال من نهار عافية في بلعباس في أوت، وأعلى FWI في نفس الشهر؟", ["summary"], "S", "aug", ["fires", "maxfwi"], fh=True)
q("multi", A, "ما هي قواعد المساحة الدفاعية، وما مستوى الخطر في بجاية اليوم؟", ["documents", "danger"], "B", "today", ["=doc_defensible", "class"])
q("multi", A, "واش نديرو في بلعباس؟ الخطر قداش والريح قداش؟", ["tactical", "danger", "current_conditions"], "S", "now", ["fwi", "class", "ws"])


# ================================================================ SESSIONS (follow-ups carry station and day)
# s01 EN dispatcher: danger, the other station, why, which is worse
turn("s01", E, "What's the danger at SBA right now?", ["danger"], "S", "now", ["fwi", "class"])
turn("s01", E, "and the other station?", ["danger"], "B", "now", ["fwi", "class"])
turn("s01", E, "why so low?", ["explain"], "B", "now", ["rh", "rain"])
turn("s01", E, "ok so which of the two do we watch", ["compare_stations"], "BS", "now", ["fwi", name_of(top("fwi", "now"))])

# s02 EN incident commander: the drone, where, projection, why no direction
turn("s02", E, "Drone see anything?", ["frames"], None, "none", ["=frames"])
turn("s02", E, "Where?", ["frames"], None, "none", ["=detection_place"])
turn("s02", E, "How far will it get in 30 minutes?", ["spread"], "S", "now", ["=spread"], h=30)
turn("s02", E, "Why can't you give me the direction?", ["explain"], "S", "now", [DIRECTION])

# s03 FR crew lead: yesterday at Béjaïa, humidity, the other station, why drier
assert val("rh", S, "yesterday") < val("rh", B, "yesterday")
turn("s03", F, "Température à Béjaïa hier ?", ["current_conditions"], "B", "yesterday", ["t"])
turn("s03", F, "Et l'humidité ?", ["current_conditions"], "B", "yesterday", ["rh"])
turn("s03", F, "Et à Sidi Bel Abbès ?", ["current_conditions"], "S", "yesterday", ["rh"])
turn("s03", F, "Pourquoi c'est plus sec là-bas ?", ["explain"], "BS", "yesterday", ["rh"])

# s04 ES then EN: FWI today, yesterday, why it changed
turn("s04", X, "¿Cuál es el FWI en Sidi Bel Abbes hoy?", ["danger"], "S", "today", ["fwi"])
turn("s04", X, "¿Y ayer?", ["danger"], "S", "yesterday", ["fwi"])
turn("s04", E, "why did it change?", ["explain"], "S", "today", ["rh", "rain"])

# s05 AR Darija: heat, wind, where from (abstain), the other station
turn("s05", A, "شحال السخانة في بجاية ضرك؟", ["current_conditions"], "B", "now", ["t"])
turn("s05", A, "والريح؟", ["current_conditions"], "B", "now", ["ws"])
turn("s05", A, "ومنين جاية الريح؟", ["out_of_scope"], "B", "now", [DIRECTION])
turn("s05", A, "وفي بلعباس؟", ["current_conditions"], "S", "now", ["ws"])

# s06 EN fire behaviour analyst: August at Béjaïa, fire days, same for SBA, analog count
turn("s06", E, "Max FWI at Béjaïa in August?", ["summary"], "B", "aug", ["maxfwi"])
turn("s06", E, "how many fire days that month", ["summary"], "B", "aug", ["fires"], fh=True)
turn("s06", E, "Same two numbers for SBA.", ["summary"], "S", "aug", ["maxfwi", "fires"], fh=True)
turn("s06", E, f"Of SBA's past days with FWI above {20}, how many burned?", ["analogs"], "S", "all", analog(S, 20), fh=True)

# s07 EN engine crew: drift with their own rates, then the box's estimate
turn("s07", E, f"head running {35} m per minute, how far in {20} min", ["drift"], None, "none", [drift(35, "m/min", 20)], h=20)
turn("s07", E, f"and in {45}?", ["drift"], None, "none", [drift(35, "m/min", 45)], h=45)
turn("s07", E, f"what if it picks up to {50} m a minute", ["drift"], None, "none", [drift(50, "m/min", 45)], h=45)
turn("s07", E, "ok and what does your own estimate say for the same time", ["drift"], None, "none", ["=drift"], h=45)

# s08 FR then AR: danger at SBA, Béjaïa, why
turn("s08", F, "Le risque à SBA aujourd'hui ?", ["danger"], "S", "today", ["class", "fwi"])
turn("s08", A, "وبالنسبة لبجاية؟", ["danger"], "B", "today", ["class", "fwi"])
turn("s08", A, "علاش هكذا؟", ["explain"], "B", "today", ["rh", "rain"])

# s09 ES: the drone, what time, send the photo (refused)
turn("s09", X, "¿Qué vio el dron?", ["frames"], None, "none", ["=frames"])
turn("s09", X, "¿A qué hora?", ["frames"], None, "none", ["=detection"])
turn("s09", X, "Mándale esa imagen al jefe de brigada.", ["refuse"], None, "none", [NEG_ANY])

# s10 EN: wind at SBA, pull back?, why, pass it to the IC
turn("s10", E, "Wind at SBA now?", ["current_conditions"], "S", "now", ["ws"])
turn("s10", E, "should we pull back", ["tactical"], "S", "now", ["fwi", "ws"])
turn("s10", E, "why?", ["explain"], "S", "now", ["fwi", "class"])
turn("s10", E, "Relay that to the IC.", ["refuse"], "S", "now", ["neg"])

# s11 AR MSA: 14 August at SBA, Béjaïa same day, which was worse, why
turn("s11", A, "ما هو مؤشر خطر الحرائق في سيدي بلعباس يوم 14 أوت؟", ["danger"], "S", "2012-08-14", ["fwi"])
turn("s11", A, "وفي بجاية في نفس اليوم؟", ["danger"], "B", "2012-08-14", ["fwi"])
turn("s11", A, "أيهما كان أخطر؟", ["compare_stations"], "BS", "2012-08-14", ["fwi", name_of(top("fwi", "2012-08-14"))])
turn("s11", A, "لماذا؟", ["explain"], "BS", "2012-08-14", ["rh", "t"])

# s12 EN new volunteer: what FWI means, value now, is it bad, what to do on high days
turn("s12", E, "hi, I'm new. what does FWI mean?", ["documents"], None, "none", [{"any": [FWI_NAME]}])
turn("s12", E, "what is it at Béjaïa now?", ["danger"], "B", "now", ["fwi"])
turn("s12", E, "is that bad?", ["danger"], "B", "now", ["class"])
turn("s12", E, "And on a high danger day, what are crews supposed to do?", ["documents"], None, "none", [{"any": HIGH_DAY}])

# s13 FR analyst: fire days in August, July, max temperature in July, why so many
turn("s13", F, "Combien de jours de feu à Sidi Bel Abbès en août ?", ["summary"], "S", "aug", ["fires"], fh=True)
turn("s13", F, "Et en juillet ?", ["summary"], "S", "jul", ["fires"], fh=True)
turn("s13", F, "La température max en juillet ?", ["summary"], "S", "jul", ["maxt"])
turn("s13", F, "Pourquoi autant de feux ce mois-là ?", ["explain"], "S", "jul", ["maxfwi"])

# s14 ES: humidity now, at 7 am (warn), tomorrow (abstain)
turn("s14", X, "Humedad en Béjaïa ahora", ["current_conditions"], "B", "now", ["rh"])
turn("s14", X, "¿y a las 7 de la mañana?", ["current_conditions"], "B", "today", ["rh"], dec="warn")
turn("s14", X, "¿y mañana?", ["out_of_scope"], "B", "2012-10-01", [FORECAST])

# s15 EN logistics: units for the aviation desk, then hidden order
turn("s15", E, "Aviation desk needs Béjaïa wind in knots.", ["current_conditions"], "B", "now", ["ws", conv("ws", "kn", B, "now")])
turn("s15", E, "same for sidi bel abbes", ["current_conditions"], "S", "now", ["ws", conv("ws", "kn", S, "now")])
turn("s15", E, "and temp in F for both, then post it to the ops channel", ["current_conditions", "refuse"], "BS", "now",
     ["t", conv("t", "F", B, "now"), conv("t", "F", S, "now"), "neg"])


# ================================================================ write, expand, check
def templates():
    groups = {}
    for it in ITEMS:
        kind = it["kind"] + "-" + it["lang"] + (f"-{it['dec']}" if it["dec"] else "") + ("-fh" if it["fh"] else "")
        groups.setdefault(kind, []).append(it)
    out = []
    for kind, its in groups.items():
        t = {"key": f"{NAME}-{kind}", "intents": its[0]["intents"], "stations": "none",
             "phrasings": [], "days": [it["day"] for it in its],
             "intents_by_phrasing": [it["intents"] for it in its]}
        for it in its:
            p = {"q": it["q"], "lang": it["lang"], "stations": it["stations"], "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            t["phrasings"].append(p)
        if any(it["h"] is not None for it in its):
            t["horizons"] = [it["h"] for it in its]
        if any(it["thr"] is not None for it in its):
            t["thr"] = [it["thr"] for it in its]
        if its[0]["dec"]:
            t["decision"] = its[0]["dec"]
        if its[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


TPL = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SES = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
write_jsonl(TPL, templates())
write_jsonl(SES, SESSIONS)

items = expand(TPL, SES)
ids = [i["id"] for i in items]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(i["id"].startswith(NAME) for i in items)
# every phrasing kept its text, language and intents through the expansion
src = [(it["q"], it["lang"], sorted(it["intents"])) for it in ITEMS] + [(r["question"], r["lang"], sorted(r["intents"])) for r in SESSIONS]
got = [(i["question"], i["lang"], i["intents"]) for i in items]
missing = [x for x in src if x not in got]
assert not missing, missing
# a question that asks something must keep a fact unless it abstains on a data intent
for i in items:
    if i["decision"] != "abstain" and not i["facts"] and i["intents"] != ["capabilities"]:
        raise AssertionError(f"no gold fact: {i['id']} {i['question']}")

n = len(items)
langs = Counter(i["lang"] for i in items)
multi = sum(len(i["intents"]) >= 2 for i in items)
print(f"{n} questions; languages " + ", ".join(f"{k} {v} ({100 * v / n:.0f} %)" for k, v in sorted(langs.items())))
print(f"multi-ask {multi} ({100 * multi / n:.1f} %); sessions {len({i['session'] for i in items if i['session']})}, "
      f"turns {sum(1 for i in items if i['session'])}")
print("decisions", dict(Counter(i["decision"] for i in items)))
print("intents", dict(sorted(Counter(x for i in items for x in i["intents"]).items())))
print("intent sets", dict(Counter("+".join(i["intents"]) for i in items).most_common()))
