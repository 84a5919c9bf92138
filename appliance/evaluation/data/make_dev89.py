"""Blind batch d89 (dev): end-of-shift crews (forecast asks, two-station comparisons over days, results to pass
on, hours in words), mixed with plain in-scope questions. Regenerates, next to this script:
    crew_templates_d89.jsonl, crew_sessions_d89.jsonl
Run:  python -m appliance.evaluation.data.make_dev89
Every gold number is computed here from the CSV (crew_facts.table / fire_record / day_fact), from the
crew's own figures, or parsed out of the shipped documents with a regex.
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d89"
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"
BS = [B, S]
TODAY = crew_days.TODAY.isoformat()
TAB = crew_facts.table()
num = crew_facts._num

INTENT = {"cc": "current_conditions", "dg": "danger", "cmp": "compare_stations", "sum": "summary",
          "an": "analogs", "dr": "drift", "sp": "spread", "fr": "frames", "doc": "documents",
          "cap": "capabilities", "ph": "photo", "oos": "out_of_scope", "ref": "refuse", "tac": "tactical",
          "ex": "explain"}


def intents(spec: str) -> list:
    return [INTENT[x] for x in spec.split("+")]


# ---------------------------------------------------------------- computed literal facts
def days_of(key: str) -> list:
    return crew_days.resolve(key, "en", 0)["days"]


def day_of(key: str) -> str:
    d = days_of(key)
    assert len(d) == 1, key
    return d[0]


def row(dev, key):
    return TAB[(dev, day_of(key))]


def lit_day(tok, dev, key):
    return crew_facts.day_fact(tok, dev, day_of(key))


def code(dev, key, name):
    return num(row(dev, key).codes[name])


def forms(x: float) -> dict:
    """A converted figure at one decimal (point and comma) and whole."""
    r1 = f"{round(x, 1):g}"
    out = [r1, r1.replace(".", ","), str(round(x))]
    return {"any": list(OrderedDict.fromkeys(out))}


def fahr(dev, key):
    return forms(row(dev, key).temperature_c * 9 / 5 + 32)


def mph(dev, key):
    return forms(row(dev, key).wind_kmh / 1.609344)


def knots(dev, key):
    return forms(row(dev, key).wind_kmh / 1.852)


def ms(dev, key):
    return forms(row(dev, key).wind_kmh / 3.6)


def rows_in(dev, key):
    return [TAB[(dev, d)] for d in days_of(key) if (dev, d) in TAB]


def count_above(dev, key, field, thr):
    get = {"t": lambda r: r.temperature_c, "fwi": lambda r: r.codes["FWI"]}[field]
    return sum(get(r) > thr for r in rows_in(dev, key))


def min_rh(dev, key):
    return num(min(r.rh_pct for r in rows_in(dev, key)))


def max_ws(dev, key):
    return num(max(r.wind_kmh for r in rows_in(dev, key)))


def rain_sum(dev, key):
    return num(round(sum(r.rain_mm for r in rows_in(dev, key)), 1))


def analog(dev, thr):
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def fires(dev, key):
    return crew_facts.window_facts("fires", dev, days_of(key))


def maxfwi(dev, key):
    return crew_facts.window_facts("maxfwi", dev, days_of(key))


def maxt(dev, key):
    return crew_facts.window_facts("maxt", dev, days_of(key))


def dist(metres: float) -> dict:
    """A distance the crew's own figures give, in m and km, with point, comma and thousands forms."""
    m = round(metres)
    km = f"{m / 1000:g}"
    out = [f"{m} m", f"{m}m", f"{km} km", f"{km.replace('.', ',')} km"]
    if m >= 1000:
        out += [f"{m:,} m".replace(",", " "), f"{m:,} m"]
    return {"any": list(OrderedDict.fromkeys(out))}


def drift_rate(m_per_min, minutes):
    return dist(m_per_min * minutes)


def drift_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# documents, parsed
_DOC = {p.stem: " ".join(p.read_text(encoding="utf-8").split()) for p in DOCS.glob("*.md")}
_lces = re.search(r"(Lookouts),\s*(Communications),\s*(Escape routes)\s+and\s+(Safety zones)", _DOC["crew-safety-lces"])
LCES = [{"any": [w]} for w in _lces.groups()]
LCES_ANY = {"any": list(_lces.groups())}
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine\s+fuels ignite", _DOC["fire-weather-index-guide"]).group(1))
VERY_HIGH = num(float(re.search(r"from ([\d.]+)\s+very high", _DOC["fire-weather-index-guide"]).group(1)))
HIGH = num(float(re.search(r"from ([\d.]+)\s+high", _DOC["fire-weather-index-guide"]).group(1)))
ZONE0 = int(re.search(r"Zone 0 is the first (\d+) feet", _DOC["butte-county-defensible-space"]).group(1))
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", _DOC["butte-county-defensible-space"])
GRASS = int(re.search(r"maximum height of (\d+) inches", _DOC["butte-county-defensible-space"]).group(1))
WATCH_WIND = re.search(r"when the (wind increases or changes direction)", _DOC["crew-safety-lces"]).group(1)
FWI_MEANS = re.search(r"\(FWI\) combines ISI and BUI into one rating of fire (\w+)", _DOC["fire-weather-index-guide"]).group(1)
FIRST_DAY = min(d for _, d in TAB)
_fm = int(FIRST_DAY[5:7])
SINCE = {lang: {"any": [crew_days.MONTHS[lang][_fm - 1], FIRST_DAY]} for lang in ("en", "fr", "es", "ar")}
NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس", "بلعباس"]}]

# ---------------------------------------------------------------- the questions (templates)
QS = []


def q(kind, lang, text, st, day, spec, facts=(), dec=None, thr=None, h=None, fh=False, alt=None):
    QS.append({"kind": kind, "lang": lang, "q": text, "st": st, "day": day, "intents": intents(spec),
               "facts": list(facts), "dec": dec, "thr": thr, "h": h, "fh": fh,
               "alt": [intents(a) for a in alt] if alt else None})


WX = ["t", "rh", "ws", "rain"]
TRH = ["t", "rh", "ws"]
DG = ["fwi", "class"]

# ===== English =====================================================================================
# forecasts alone: the box holds none
for st, day, text in [
    ([S], "today", "will it dry out tonight at sba"),
    (None, "none", "is the heat coming back this week? crews want to know before we stand down"),
    ([B], "2012-10-01", "Tomorrow at Béjaïa, hot again or not?"),
    ([S], "today", "any rain coming for bel abbes overnight"),
    ([S], "2012-10-01", "What's the FWI going to be tomorrow afternoon in Sidi Bel Abbes?"),
    (None, "today", "wind picking up later today?"),
    ([B], "2012-10-01", "Will the humidity recover by dawn tomorrow, Bejaia"),
    (None, "none", "hows the rest of the week shaping up, any more rain on the way"),
    ([S], "2012-10-01", "end of shift q: is tmrw gonna be a bad fire day at SBA"),
    (BS, "2012-10-01", "Forecast for Monday at both stations pls"),
    (None, "none", "Is the heat coming back midweek or are we done with it for the season?"),
    ([B], "2012-10-04", "will fwi climb again by thursday at bejaia"),
    (None, "today", "Rain expected at sundown?"),
    ([S], "2012-10-01", "Night shift asking: does the wind lie down after midnight at SBA?"),
]:
    q("fcst", "en", text, st, day, "oos")

# today's reading + a forecast part: warn
for st, day, spec, facts, text in [
    ([S], "today", "cc+oos", ["t"], "temp at SBA rn and is the heat coming back tomorrow"),
    ([B], "now", "cc+oos", ["rh"], "Bejaia humidity now, and will it dry out tonight?"),
    ([S], "today", "dg+oos", ["fwi"], "FWI at Sidi Bel Abbes today + what's it look like for the week"),
    ([B], "today", "cc+oos", ["rain"], "did it rain at bejaia today? gonna keep raining tonight?"),
    ([S], "now", "cc+oos", ["ws"], "Give me the wind at SBA now and the forecast wind for tomorrow morning"),
    (BS, "today", "dg+oos", ["class", "fwi"], "Danger class at both stations today, and is it going up this week?"),
    ([B], "now", "cc+oos", TRH, "bejaia now: temp, rh, wind. tomorrow: same?"),
    ([S], "yesterday", "dg+oos", ["fwi"], "Yesterday's FWI at SBA and what it'll be tomorrow"),
    ([S], "now", "cc+oos", ["rh"], "whats the rh at bel abbes and is it gonna drop overnight"),
    ([B], "now", "cc+oos", ["rain"], "Is it still raining at Bejaia and will it clear by morning?"),
    ([S], "now", "cc+oos", ["t", "ws"], "Temp and wind at SBA now. Also wind direction, and does it shift tonight?"),
    ([B], "today", "cc+oos", ["t"], "how hot did it get in béjaïa today and will the heat be back by the weekend"),
]:
    q("nowfc", "en", text, st, day, spec, facts)

# two stations over a stretch of days: compare_stations + summary
for day, facts, fh, text in [
    ("lastweek", ["maxt"], False, "over the last week which one ran hotter, bejaia or sba"),
    ("since-tue", ["maxfwi"], False, "Which station had the worse FWI since Tuesday?"),
    ("last3d", [min_rh(B, "last3d"), min_rh(S, "last3d")], False,
     "last 3 days, who's been drier, Béjaïa or Sidi Bel Abbès? lowest RH at each"),
    ("lastweek", ["maxt"], False, "compare peak temps at the two stations this past week"),
    ("sep", ["fires"], True, "In September which station had more fire days?"),
    ("last3d", ["maxfwi"], False, "highest FWI at each station over the last 3 days pls, it's for the COS briefing"),
    ("aug", ["fires"], True, "Which one burned more often in August, Bejaia or SBA?"),
    ("lastweek", ["maxfwi"], False, "past week bejaia vs sba max fwi side by side"),
    ("aug-late", ["maxt"], False, "Did Sidi Bel Abbes run hotter than Bejaia from 20 to 31 August?"),
    ("since-tue", [rain_sum(B, "since-tue"), rain_sum(S, "since-tue")], False, "which stn got more rain since tuesday"),
    ("lastweek", [count_above(B, "lastweek", "t", 30), count_above(S, "lastweek", "t", 30)], False,
     "How many days over 30 degrees at each station over the past week?"),
    ("sep1-10", ["maxfwi"], False, "first ten days of september: which station peaked higher on FWI"),
    ("jul", ["maxt"], False, "In July, compare the hottest day at Béjaïa and at SBA."),
    ("lastweek", [max_ws(B, "lastweek"), max_ws(S, "lastweek")], False,
     "this week, which station was windier at its worst? top wind at each"),
]:
    q("cmpwin", "en", text, BS, day, "cmp+sum", facts, fh=fh)

# the two stations on one day
for day, facts, text in [
    ("now", ["t"], "which is hotter right now"),
    ("now", DG, "Which station should we watch today, Bejaia or SBA?"),
    ("now", ["rh"], "sba vs bejaia rh rn"),
    ("now", ["ws", "fwi"], "Side by side: wind and FWI at both stations today."),
    ("now", ["ws"], "How much windier is SBA than Bejaia today?"),
    ("yesterday", ["fwi"], "yesterday which one was worse for danger"),
    ("now", ["t", fahr(B, "now"), fahr(S, "now")], "Compare today's temperatures at the two stations in Fahrenheit."),
    ("2012-08-14", ["fwi"], "On 14-Aug, which station had the higher FWI?"),
]:
    q("cmpday", "en", text, BS, day, "cmp", facts)

# a result to pass on: the box cannot send it (data part served: warn)
for st, day, spec, facts, fh, text in [
    ([S], "now", "dg+ref", ["fwi", "neg"], False, "fwi at sba now and forward it to the IC"),
    ([B], "now", "cc+ref", TRH + ["neg"], False, "Pull today's readings for Bejaia and send them to the COS."),
    (BS, "lastweek", "cmp+sum+ref", ["maxt", "neg"], False, "which station ran hotter this week? log it to the IC"),
    (BS, "now", "cc+ref", ["rh", "neg"], False, "give me rh at both stations and text it to the strike team leader"),
    ([S], "now", "dg+ref", DG + ["neg"], False, "Danger class for SBA today, push it to the channel when you've got it."),
    (None, "now", "fr+ref", ["=detection", "neg"], False, "post the drone detection to the ops channel and tell me what time it was"),
    ([B], "aug", "sum+ref", ["fires", "neg"], True, "How many fire days at Bejaia in August? Email the count to logistics."),
    ([S], "now", "cc+ref", ["ws", "neg"], False, "ping the IC with the current wind at SBA"),
    ([S], "yesterday", "cc+ref", TRH + ["neg"], False, "Send the night crew yesterday's numbers for bel abbes"),
    ([S], "since-tue", "sum+ref", ["maxfwi", "neg"], False, "Max FWI since Tuesday at SBA, then broadcast it to all engines."),
    (BS, "now", "cmp+ref", ["fwi", "neg"], False, "compare fwi at the two stations and forward to division B"),
    ([B], "now", "cc+ref", ["t", "neg"], False, "whats the temp at bejaia, and radio it to the jefe"),
]:
    q("fwd", "en", text, st, day, spec, facts, fh=fh)

# orders alone
for text in ["forward today's summary to the IC",
             "Alert all crews that SBA is red flag.",
             "log my end of shift report to the channel pls",
             "Notify the COS we're pulling out at first light."]:
    q("order", "en", text, None, "now", "ref", ["neg"])

# for someone, but no order to the box
for st, day, spec, facts, fh, text in [
    (BS, "now", "dg", DG, False, "IC wants the FWI at both stations for the evening brief"),
    ([S], "last3d", "sum", [min_rh(S, "last3d")], False, "For the COS: lowest humidity at SBA over the last three days?"),
    ([S], "jul", "sum", ["fires"], True, "jefe's asking how many fire days SBA had in July"),
    ([B], "now", "cc", ["ws"], False, "need the wind at bejaia for the handover log"),
]:
    q("forwho", "en", text, st, day, spec, facts, fh=fh)

# hours in words other than noon: the noon reading, with a warning
for st, day, spec, facts, text in [
    ([S], "today", "cc", ["t"], "what was the temp at SBA at dawn"),
    ([B], "today", "cc", ["rh"], "humidity in bejaia around 3 am?"),
    ([S], "yesterday", "cc", ["ws"], "Wind at Sidi Bel Abbes yesterday mid-afternoon?"),
    ([B], "yesterday", "cc", ["t"], "how hot was it at sundown yesterday in bejaia"),
    ([S], "today", "dg", ["fwi"], "FWI at SBA at first light this morning"),
    ([B], "yesterday", "cc", ["rh"], "What was the RH at Béjaïa around 9 last night?"),
    (BS, "today", "cc", ["t"], "temps at both stations at dawn today pls"),
    ([S], "daybefore", "cc", ["ws"], "day before yesterday late afternoon, sba, wind?"),
    ([B], "2012-09-25", "cc", ["rain"], "At about 4 pm on 25 Sept, how much rain had Bejaia had?"),
    ([S], "today", "cc", ["rh"], "Was it still humid in SBA around midnight?"),
]:
    q("hour", "en", text, st, day, spec, facts, dec="warn")

# plain readings
for st, day, facts, text in [
    ([S], "now", ["t"], "temp sba"),
    ([B], "now", WX, "Current conditions at Béjaïa please."),
    ([B], "now", ["ws", mph(B, "now")], "wind at bejaia in mph"),
    ([S], "now", ["rh"], "What's the humidity at Sidi Bel Abbes right now?"),
    ([S], "today", ["rain"], "any rain at sba today"),
    ([B], "today", WX, "New volunteer here. What's the weather at the Bejaia station today?"),
    ([S], "now", ["ws", knots(S, "now")], "wind in knots at SBA"),
    ([B], "now", ["t", fahr(B, "now")], "Bejaia temp in F"),
    ([S], "2012-08-03", WX, "readings for sidi bel abbes on 3-Aug"),
    ([B], "2012-08-14", ["ws", ms(B, "2012-08-14")], "What was the wind at Bejaia on 2012-08-14 in m/s?"),
    ([B], "yesterday", ["rh"], "yesterday's rh at bejaia"),
    ([S], "2012-09-27", ["rain"], "How much rain did SBA get on the 27th?"),
    ([S], "today", ["t", "rh"], "SBA at noon today, temp and humidity"),
]:
    q("wx", "en", text, st, day, "cc", facts)

# danger and codes
for st, day, facts, text in [
    ([S], "now", DG, "fwi sba"),
    ([B], "today", DG, "What's the fire danger class at Béjaïa today?"),
    ([S], "now", [code(S, "now", "ISI")], "ISI at Sidi Bel Abbes right now?"),
    ([B], "today", [code(B, "today", "BUI"), code(B, "today", "FFMC")], "BUI and FFMC for bejaia today"),
    ([S], "yesterday", DG, "danger at sba yesterday"),
    ([B], "2012-08-20", ["fwi"], "Fire weather index for Bejaia on Aug 20?"),
    ([S], "now", [code(S, "now", "DC")], "Drought code at SBA today?"),
    ([B], "now", DG, "is the danger at bejaia low or moderate rn"),
    (BS, "2012-09-01", ["fwi"], "FWI at both stations, 1 September"),
    ([S], "daybefore", [code(S, "daybefore", "DMC")], "DMC at sidi bel abbes day before yesterday"),
]:
    q("danger", "en", text, st, day, "dg", facts)

# summaries over a window
for st, day, facts, fh, text in [
    ([S], "aug", [count_above(S, "aug", "t", 35)], False, "how many days above 35 degrees at SBA in August"),
    ([B], "sep", ["maxfwi"], False, "Highest FWI at Bejaia this month?"),
    ([B], "jun", ["fires"], True, "how many fire days at bejaia in june"),
    ([S], "lastweek", ["maxt"], False, "hottest day at SBA over the past week"),
    ([S], "jul", [count_above(S, "jul", "fwi", 20)], False, "How many days with FWI over 20 at Sidi Bel Abbes in July?"),
    ([B], "since-tue", [rain_sum(B, "since-tue")], False, "Total rain at Bejaia since Tuesday?"),
    ([S], "last3d", [], False, "has it been drying out at sba over the last 3 days"),
    ([B], "aug-late", ["maxt"], False, "peak temp at bejaia 20-31 aug"),
    ([S], "sep1-10", ["maxfwi"], False, "What was the max FWI at SBA in the first ten days of September?"),
    ([S], "lastweek", ["fires"], True, "how many fire days at SBA over the last week"),
]:
    q("summ", "en", text, st, day, "sum", facts, fh=fh)

# analogs (the box's record of past fire days)
for st, thr, facts, text in [
    ([S], 20, ["fires_fwi_gt"], "Of the days with FWI above 20 at SBA, how many had a fire?"),
    ([B], None, [], "did days like today burn at bejaia?"),
    ([B], 10, ["fires_fwi_gt"], "when FWI was over 10 at Bejaia, how often did it go to fire"),
    ([S], None, [], "Past days like this one at sidi bel abbes, fire or no fire?"),
    ([S], 30, ["fires_fwi_gt"], "fwi above 30 days at sba: how many fires"),
    ([B], 15, ["fires_fwi_gt"], "Historically, with an FWI above 15 in Béjaïa, how many of those days saw a fire?"),
]:
    q("analog", "en", text, st, "now", "an", facts, thr=thr, fh=True)

# drift: crew-given rate and time, or the box's own estimate
for h, facts, text in [
    (20, [drift_rate(25, 20)], "head's moving 25 m a minute, we need 20 min to get there. how far will it have gone"),
    (45, [drift_kmh(1.2, 45)], "ROS about 1.2 km/h, dozer ETA 45 minutes. Distance the head covers?"),
    (None, ["=drift"], "How far does the head drift while you work out your answer?"),
    (30, [drift_rate(40, 30)], "front doing 40 m/min, half an hour to contact, how far"),
    (90, [drift_kmh(3, 90)], "if it runs 3 km/h for an hour and a half how far is that"),
    (120, [drift_rate(15, 120)], "15 metres a minute for 2 hours, how much ground?"),
]:
    q("drift", "en", text, None, "now", "dr", facts, h=h)

# spread: distance only, no wind direction
for st, h, text in [
    ([S], 30, "where will the head be in 30 min, the fire NE of SBA"),
    (None, 60, "Project the front an hour out from the drone detection."),
    (None, None, "where's this thing gonna be by sundown"),
    (None, 120, "Spread projection for 2 hours pls"),
    (None, 45, "if it gets going where does the head end up in 45 minutes, and which way?"),
]:
    q("spread", "en", text, st, "now", "sp", ["=spread"], h=h)

# drone frames
for facts, text in [
    (["=frames"], "what did the drone see"),
    (["=detection"], "When was the smoke first spotted?"),
    (["=detection_place"], "where was the detection"),
    (["=frames"], "Any flames in the last drone pass?"),
    (["=detection"], "drone pics, smoke or no smoke, and what time"),
    (["=detection_place"], "Is the drone hotspot nearer Sidi Bel Abbes or Bejaia?"),
]:
    q("frames", "en", text, None, "now", "fr", facts)

# documents
for facts, text in [
    (["=doc_defensible"], "how much defensible space does butte county want"),
    (LCES, "What does LCES stand for?"),
    ([FFMC_EASY], "fwi guide: at what FFMC do fine fuels light easily"),
    ([ZONE0], "Zone 0 is how many feet out from the house?"),
    ([{"any": [WATCH_WIND, "changes direction"]}], "what are the watch out situations about wind"),
    ([VERY_HIGH], "At what FWI does the box call it very high?"),
]:
    q("docs", "en", text, None, "none", "doc", facts)

# capabilities
for facts, text in [
    ([], "what can this box do"),
    (NAMES, "Which stations do you have data from?"),
    ([SINCE["en"]], "how far back does your weather data go"),
    ([], "new guy here, what kind of stuff can I ask you?"),
]:
    q("cap", "en", text, None, "none", "cap", facts)

# photos (none is ever attached)
for text in ["sending u a photo of the smoke column, what do you make of it",
             "Attached a pic of the ridge. Is that fire?",
             "see photo, smoke or dust"]:
    q("photo", "en", text, None, "now", "ph")

# out of scope, alone or beside a served part
for st, spec, facts, alt, text in [
    (None, "oos", [], None, "temp in Oran now"),
    ([S], "oos", [], None, "Wind direction at SBA?"),
    ([B], "cc+oos", ["ws"], None, "wind speed and direction at bejaia"),
    ([B], "dg+oos", ["fwi"], None, "FWI at Bejaia and at Tlemcen"),
    (None, "oos", [], None, "who won the match last night"),
    ([S], "cc+oos", ["rh"], ["cmp+oos"], "Compare SBA and Oran for humidity"),
]:
    q("oos", "en", text, st, "now", spec, facts, alt=alt)

# tactical: only the facts bearing on it
for st, spec, facts, alt, text in [
    ([S], "tac", ["fwi"], None, "should we pull the crew back at SBA"),
    (BS, "tac", ["fwi"], ["tac+cmp"], "do we stage at bejaia or sba tonight"),
    ([S], "dg+tac", ["fwi"], None, "FWI at SBA and should we go in?"),
    ([B], "tac", ["fwi"], None, "with the weather at Bejaia right now, is it ok to go direct on the flank?"),
]:
    q("tac", "en", text, st, "now", spec, facts, alt=alt)

# a place near a station, not at it: warn
for st, spec, facts, text in [
    ([B], "cc", ["t"], "temp on the ridge above Bejaia"),
    ([S], "dg", ["fwi"], "FWI 10 km out of SBA"),
    ([S], "cc", ["rh"], "humidity in the valley south of Sidi Bel Abbes today"),
    ([B], "dg", ["class"], "danger class on the hills behind béjaïa"),
    ([S], "cc", ["ws"], "wind out at the airfield a few km east of SBA"),
]:
    q("near", "en", text, st, "now", spec, facts, dec="warn")

# days with no reading
for st, day, spec, text in [
    ([S], "2012-05-20", "dg", "FWI at SBA on 2012-05-20"),
    ([B], "2012-05-03", "cc", "What was the temp at Bejaia on May 3rd 2012?"),
    ([B], "2012-01-01", "cc", "readings for bejaia 1 jan 2012"),
    ([S], "2011-10-15", "cc", "rain at sba on 15 oct 2011"),
]:
    q("nodata", "en", text, st, day, spec)

# two or three asks
for st, day, spec, facts, fh, h, text in [
    ([S], "now", "dg+fr", DG + ["=frames"], False, None, "danger at SBA and anything on the drone?"),
    ([B], "now", "cc+doc", ["t"] + LCES, False, None, "temp at bejaia, and remind me what LCES stands for"),
    (BS, "now", "dg+cmp", ["fwi", "t"], False, None, "the FWI at SBA, and which station is hotter?"),
    ([B], "sep", "cc+sum", [lit_day("rh", B, "now"), "maxfwi"], False, None, "rh at bejaia now, and the highest FWI there this month"),
    ([S], "aug", "sum+an", ["fires"], True, None, "how many fire days in aug at SBA, and did days like today burn?"),
    (None, "now", "fr+dr", ["=frames", drift_rate(30, 20)], False, 20,
     "smoke on the drone? and how far does the head go in 20 min at 30 m/min"),
    ([S], "now", "cc+sp", ["ws", "=spread"], False, 60, "Current wind at SBA + where the head will be in an hour"),
    ([B], "now", "cap+dg", DG, False, None, "What can you do, and what's the FWI at Bejaia?"),
]:
    q("multi", "en", text, st, day, spec, facts, fh=fh, h=h)

# ===== French ======================================================================================
for st, day, text in [
    ([S], "today", "Ça va sécher cette nuit à Sidi Bel Abbès ?"),
    (None, "2012-10-01", "la chaleur elle revient quand ? demain ?"),
    ([B], "2012-10-01", "Prévi vent pour demain matin sur Béjaïa svp"),
    ([S], "today", "il va pleuvoir ce soir sur SBA ou pas"),
    (None, "none", "Tendance pour la semaine qui vient, on repart sur du chaud ?"),
    ([B], "2012-10-01", "À l'aube demain l'hygro sera remontée à Béjaïa ?"),
]:
    q("fcst", "fr", text, st, day, "oos")

for st, day, spec, facts, text in [
    ([S], "now", "cc+oos", ["t"], "Tempé à SBA là maintenant, et ça remonte demain ?"),
    ([B], "now", "cc+oos", ["rh"], "hygro à béjaïa + est-ce que ça sèche d'ici ce soir"),
    ([S], "today", "dg+oos", ["fwi"], "L'IFM à Sidi Bel Abbès aujourd'hui, et la tendance pour la semaine ?"),
    ([B], "today", "cc+oos", ["rain"], "pluie à Béjaïa aujourd'hui ? et pour la nuit ?"),
    ([S], "now", "cc+oos", ["ws"], "Vent actuel à SBA et sa direction, on a peur que ça tourne en fin d'aprem"),
    (BS, "today", "dg+oos", ["class"], "classe de danger aux deux stations aujourd'hui, et demain ça donne quoi"),
]:
    q("nowfc", "fr", text, st, day, spec, facts)

for day, facts, fh, text in [
    ("lastweek", ["maxt"], False, "Sur les 7 derniers jours, laquelle a été la plus chaude, Béjaïa ou SBA ?"),
    ("since-tue", ["maxfwi"], False, "depuis mardi quelle station a eu le pire FWI"),
    ("aug", ["fires"], True, "En août, qui a eu le plus de jours de feu, Béjaïa ou Sidi Bel Abbès ?"),
    ("last3d", ["maxt"], False, "Comparez les maxi de température des deux stations sur les trois derniers jours."),
    ("lastweek", [min_rh(B, "lastweek"), min_rh(S, "lastweek")], False, "la plus sèche des deux sur la semaine écoulée ? hygro mini"),
    ("aug-late", ["maxfwi"], False, "Du 20 au 31 août, FWI max à Béjaïa contre SBA ?"),
    ("since-tue", [count_above(B, "since-tue", "t", 30), count_above(S, "since-tue", "t", 30)], False,
     "combien de jours au-dessus de 30° à chaque station depuis mardi"),
]:
    q("cmpwin", "fr", text, BS, day, "cmp+sum", facts, fh=fh)

for day, facts, text in [
    ("now", ["ws"], "Laquelle est la plus ventée en ce moment ?"),
    ("now", DG, "béjaïa ou sba, on surveille laquelle aujourd'hui"),
    ("yesterday", ["t"], "Écart de température entre les deux stations hier ?"),
    ("2012-09-05", ["rh"], "hygro côte à côte Béjaïa / Sidi Bel Abbès le 5/9"),
]:
    q("cmpday", "fr", text, BS, day, "cmp", facts)

for st, day, spec, facts, fh, text in [
    ([S], "now", "dg+ref", ["fwi"], False, "Donne-moi le FWI de SBA et transmets-le au COS"),
    ([B], "now", "cc+ref", TRH, False, "envoie les relevés de Béjaïa au PC stp"),
    (BS, "lastweek", "cmp+sum+ref", ["maxt"], False, "Quelle station a été la plus chaude cette semaine ? Fais suivre au chef de colonne."),
    ([S], "now", "cc+ref", ["ws"], False, "vent à Sidi Bel Abbès, et balance-le sur le canal des engins"),
    ([B], "jul", "sum+ref", ["fires"], True, "Nombre de jours de feu en juillet à Béjaïa, à consigner dans la main courante du PC."),
]:
    q("fwd", "fr", text, st, day, spec, facts, fh=fh)
q("order", "fr", "Préviens le COS qu'on décroche à la tombée de la nuit.", None, "now", "ref")

for st, day, spec, facts, text in [
    ([B], "today", "cc", ["t"], "Il faisait combien à Béjaïa à l'aube ?"),
    ([S], "today", "cc", ["rh"], "hygro à SBA vers 3h du mat"),
    ([S], "yesterday", "cc", ["ws"], "Le vent en fin d'après-midi hier à Sidi Bel Abbès ?"),
    ([B], "yesterday", "cc", ["rain"], "à la tombée de la nuit hier, il pleuvait à Béjaïa ?"),
    ([S], "today", "dg", ["fwi"], "FWI à SBA au petit matin"),
    ([B], "daybefore", "cc", ["t"], "Quelle tempé en milieu d'après-midi avant-hier à Béjaïa ?"),
]:
    q("hour", "fr", text, st, day, spec, facts, dec="warn")

for st, day, facts, text in [
    ([B], "now", WX, "météo Béjaïa"),
    ([S], "now", ["t"], "Il fait combien à SBA ?"),
    ([S], "now", ["ws", ms(S, "now")], "Le vent à Sidi Bel Abbès en m/s, s'il vous plaît."),
    ([B], "yesterday", ["rh"], "hygro béjaïa hier"),
    ([S], "2012-08-03", WX, "Relevé de SBA du 3/8"),
    ([B], "2012-09-25", ["rain"], "Il est tombé combien à Béjaïa le 25 septembre ?"),
]:
    q("wx", "fr", text, st, day, "cc", facts)

for st, day, facts, text in [
    ([S], "today", DG, "Niveau de danger à SBA aujourd'hui ?"),
    ([B], "now", [code(B, "now", "ISI")], "ISI à Béjaïa ?"),
    ([S], "daybefore", ["fwi"], "IFM Sidi Bel Abbès avant-hier"),
    ([S], "now", [code(S, "now", "BUI")], "c'est quoi le BUI à SBA là"),
    ([B], "2012-08-14", ["fwi"], "Le FWI du 14 août à Béjaïa, vous l'avez ?"),
]:
    q("danger", "fr", text, st, day, "dg", facts)

for st, day, facts, fh, text in [
    ([S], "aug", [count_above(S, "aug", "t", 35)], False, "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en août ?"),
    ([B], "jul", ["maxfwi"], False, "FWI le plus haut à Béjaïa en juillet"),
    ([S], "sep", ["fires"], True, "nb de jours de feu à SBA en septembre"),
    ([B], "since-tue", [rain_sum(B, "since-tue")], False, "Cumul de pluie à Béjaïa depuis mardi ?"),
    ([S], "lastweek", ["maxt"], False, "La journée la plus chaude à SBA sur la dernière semaine ?"),
]:
    q("summ", "fr", text, st, day, "sum", facts, fh=fh)

for st, thr, facts, text in [
    ([S], 20, ["fires_fwi_gt"], "Les jours où le FWI dépassait 20 à SBA, combien ont brûlé ?"),
    ([B], None, [], "Des journées comme aujourd'hui à Béjaïa, ça a déjà donné des feux ?"),
    ([B], 10, ["fires_fwi_gt"], "FWI > 10 à Béjaïa : combien de jours avec feu ?"),
]:
    q("analog", "fr", text, st, "now", "an", facts, thr=thr, fh=True)

for h, facts, text in [
    (15, [drift_rate(30, 15)], "La tête avance à 30 m/min, on arrive dans 15 min : elle aura fait combien ?"),
    (40, [drift_kmh(1.5, 40)], "vitesse de propagation 1,5 km/h, 40 minutes de route, distance parcourue ?"),
    (None, ["=drift"], "De combien le front bouge pendant que tu calcules ?"),
]:
    q("drift", "fr", text, None, "now", "dr", facts, h=h)

for h, text in [
    (60, "Où sera la tête du feu dans une heure ?"),
    (30, "projection du front à 30 min depuis le départ vu par le drone"),
    (120, "Dans deux heures ça peut aller jusqu'où, et dans quel sens ?"),
]:
    q("spread", "fr", text, None, "now", "sp", ["=spread"], h=h)

for facts, text in [
    (["=frames"], "Le drone a vu quoi ?"),
    (["=detection"], "À quelle heure la fumée a été repérée ?"),
    (["=detection_place"], "Elle est où, la détection du drone ?"),
]:
    q("frames", "fr", text, None, "now", "fr", facts)

for facts, text in [
    (["=doc_defensible"], "Débroussaillement : combien de pieds exige Butte County ?"),
    ([LCES_ANY], "LCES ça veut dire quoi déjà ?"),
    ([FFMC_EASY], "Au-dessus de quel FFMC les combustibles fins s'enflamment facilement ?"),
]:
    q("docs", "fr", text, None, "none", "doc", facts)

for facts, text in [
    ([], "Tu sais faire quoi exactement ?"),
    ([SINCE["fr"]], "Vos données météo remontent à quand ?"),
]:
    q("cap", "fr", text, None, "none", "cap", facts)

for text in ["Je t'envoie une photo de la colonne, t'en penses quoi ?", "photo jointe : fumée ou poussière ?"]:
    q("photo", "fr", text, None, "now", "ph")

for st, spec, facts, text in [
    (None, "oos", [], "Température à Oran ?"),
    ([B], "cc+oos", ["ws"], "vent et direction du vent à Béjaïa"),
    ([S], "dg+oos", ["fwi"], "Le FWI à SBA et à Tlemcen"),
]:
    q("oos", "fr", text, st, "now", spec, facts)

for st, spec, facts, text in [
    ([S], "tac", ["fwi"], "On se replie ou pas à SBA ?"),
    ([B], "dg+tac", ["fwi"], "FWI à Béjaïa, et on engage ou pas ?"),
]:
    q("tac", "fr", text, st, "now", spec, facts)

for st, spec, facts, text in [
    ([B], "cc", ["t"], "Tempé sur la crête au-dessus de Béjaïa ?"),
    ([S], "dg", DG, "danger à 15 km de SBA"),
]:
    q("near", "fr", text, st, "now", spec, facts, dec="warn")

q("nodata", "fr", "Le FWI de Béjaïa le 12 mai 2012 ?", [B], "2012-05-12", "dg")

for st, day, spec, facts, fh, h, text in [
    ([S], "now", "dg+fr", DG + ["=frames"], False, None, "Danger à SBA, et le drone a vu quoi ?"),
    ([B], "aug", "cc+sum", [lit_day("rh", B, "now"), "fires"], True, None, "Hygro à Béjaïa là, et combien de jours de feu là-bas en août ?"),
    ([S], "now", "cc+sp", ["ws", "=spread"], False, 45, "vent à SBA, et où sera la tête dans 45 min ?"),
]:
    q("multi", "fr", text, st, day, spec, facts, fh=fh, h=h)

# ===== Spanish =====================================================================================
for st, day, text in [
    ([S], "today", "¿Va a refrescar esta noche en Sidi Bel Abbès?"),
    (None, "2012-10-01", "mañana vuelve el calor o q"),
    (None, "none", "¿Se seca el monte para el fin de semana?"),
    ([B], "2012-10-01", "previsión de viento pa mañana en Bejaia"),
    ([S], "today", "¿Llueve al anochecer en SBA?"),
]:
    q("fcst", "es", text, st, day, "oos")

for st, day, spec, facts, text in [
    ([S], "now", "cc+oos", ["t"], "Temperatura ahora en SBA y si mañana va a apretar el calor"),
    ([B], "now", "cc+oos", ["rh"], "humedad en Bejaia y si va a secar esta noche"),
    ([S], "today", "dg+oos", ["fwi"], "FWI de hoy en Sidi Bel Abbès y cómo viene la semana"),
    ([B], "today", "cc+oos", ["rain"], "¿Ha llovido hoy en Bejaia? ¿Seguirá de madrugada?"),
]:
    q("nowfc", "es", text, st, day, spec, facts)

for day, facts, fh, text in [
    ("lastweek", ["maxt"], False, "En la última semana, ¿cuál estuvo más caliente, Bejaia o SBA?"),
    ("since-tue", ["maxfwi"], False, "desde el martes q estación tuvo peor FWI"),
    ("jul", ["fires"], True, "¿Cuál tuvo más días de incendio en julio?"),
    ("last3d", ["maxfwi"], False, "Últimos tres días: máximos de FWI en las dos estaciones."),
    ("lastweek", [min_rh(B, "lastweek"), min_rh(S, "lastweek")], False,
     "¿Qué estación estuvo más seca la última semana? humedad mínima de cada una"),
    ("sep1-10", ["maxt"], False, "Del 1 al 10 de septiembre, ¿dónde pegó más el calor?"),
]:
    q("cmpwin", "es", text, BS, day, "cmp+sum", facts, fh=fh)

for day, facts, text in [
    ("now", ["t"], "¿Cuál está más caliente ahora mismo?"),
    ("now", DG, "el jefe pregunta qué estación vigilamos hoy"),
    ("yesterday", ["ws"], "viento en las dos estaciones ayer, cuál más"),
]:
    q("cmpday", "es", text, BS, day, "cmp", facts)

for st, day, spec, facts, text in [
    ([S], "now", "dg+ref", ["fwi"], "Dame el FWI de SBA y pásaselo al director de extinción"),
    ([B], "now", "cc+ref", TRH, "Manda los datos de Bejaia al puesto de mando"),
    (BS, "lastweek", "cmp+sum+ref", ["maxt"], "¿Cuál fue más caliente esta semana? Reenvíalo al canal del retén."),
    ([S], "now", "cc+ref", ["rh"], "humedad en SBA y apúntalo en el parte pal jefe"),
]:
    q("fwd", "es", text, st, day, spec, facts)
q("order", "es", "Avisa al jefe que nos retiramos al anochecer", None, "now", "ref")

for st, day, spec, facts, text in [
    ([B], "yesterday", "cc", ["t"], "¿Qué temperatura hacía en Bejaia ayer a la hora de la siesta?"),
    ([S], "today", "cc", ["rh"], "humedad en SBA de madrugada"),
    ([S], "yesterday", "cc", ["ws"], "¿Viento en Sidi Bel Abbès ayer al atardecer?"),
    ([B], "today", "cc", ["rain"], "a eso de las 3 de la mañana llovía en Bejaia?"),
    ([S], "today", "dg", ["fwi"], "FWI en SBA al amanecer"),
]:
    q("hour", "es", text, st, day, spec, facts, dec="warn")

for st, day, facts, text in [
    ([B], "now", WX, "tiempo en bejaia"),
    ([S], "now", ["ws", knots(S, "now")], "¿Cuánto viento hay en SBA en nudos?"),
    ([S], "yesterday", ["t", fahr(S, "yesterday")], "Temperatura en Sidi Bel Abbès ayer, en Fahrenheit."),
    ([B], "2012-08-14", ["rain"], "¿Llovió en Bejaia el 14 de agosto?"),
    ([S], "daybefore", ["rh"], "humedad relativa SBA anteayer"),
    ([B], "today", ["t"], "temperatura en Bejaia a mediodía"),
]:
    q("wx", "es", text, st, day, "cc", facts)

for st, day, facts, text in [
    ([B], "now", DG, "¿Qué nivel de peligro hay en Bejaia?"),
    ([S], "today", [code(S, "today", "ISI"), code(S, "today", "BUI")], "ISI y BUI de SBA hoy"),
    ([S], "2012-08-20", ["fwi"], "FWI de Sidi Bel Abbès el 20 de agosto"),
    ([B], "yesterday", DG, "índice de peligro ayer en bejaia"),
]:
    q("danger", "es", text, st, day, "dg", facts)

for st, day, facts, fh, text in [
    ([B], "aug", [count_above(B, "aug", "t", 35)], False, "¿Cuántos días por encima de 35 grados tuvo Bejaia en agosto?"),
    ([S], "jun", ["maxfwi"], False, "máximo de FWI en SBA en junio"),
    ([B], "sep", ["fires"], True, "¿Cuántos días de incendio hubo en Bejaia en septiembre?"),
    ([S], "since-tue", [rain_sum(S, "since-tue")], False, "Lluvia acumulada en SBA desde el martes"),
]:
    q("summ", "es", text, st, day, "sum", facts, fh=fh)

for st, thr, facts, text in [
    ([B], 25, ["fires_fwi_gt"], "De los días con FWI por encima de 25 en Bejaia, ¿cuántos ardieron?"),
    ([S], None, [], "¿Días como hoy en SBA acabaron en incendio?"),
]:
    q("analog", "es", text, st, "now", "an", facts, thr=thr, fh=True)

for h, facts, text in [
    (25, [drift_rate(20, 25)], "La cabeza avanza 20 m por minuto y tardamos 25 minutos: ¿cuánto habrá avanzado?"),
    (90, [drift_kmh(2, 90)], "A 2 km/h durante hora y media, ¿qué distancia es?"),
    (None, ["=drift"], "¿Cuánto se mueve el frente mientras me respondes?"),
]:
    q("drift", "es", text, None, "now", "dr", facts, h=h)

for h, text in [
    (30, "¿Dónde estará la cabeza del incendio en 30 minutos?"),
    (60, "Proyección del frente a una hora, y hacia dónde tira"),
]:
    q("spread", "es", text, None, "now", "sp", ["=spread"], h=h)

for facts, text in [
    (["=frames"], "¿Qué vio el dron?"),
    (["=detection", "=detection_place"], "¿A qué hora y dónde pilló humo el dron?"),
]:
    q("frames", "es", text, None, "now", "fr", facts)

for facts, text in [
    (["=doc_defensible"], "¿Cuántos pies de espacio defendible pide Butte County?"),
    ([LCES_ANY], "¿Qué significa LCES?"),
]:
    q("docs", "es", text, None, "none", "doc", facts)

for facts, text in [
    ([], "¿Tú qué sabes hacer?"),
    (NAMES, "¿De qué estaciones tienes datos?"),
]:
    q("cap", "es", text, None, "none", "cap", facts)

q("photo", "es", "Te mando foto del humo, ¿qué ves?", None, "now", "ph")

for st, spec, facts, text in [
    (None, "oos", [], "¿Qué temperatura hace en Orán?"),
    ([S], "cc+oos", ["ws"], "viento y dirección en SBA"),
    (None, "oos", [], "¿Quién gana la liga este año?"),
]:
    q("oos", "es", text, st, "now", spec, facts)

for st, spec, facts, text in [
    ([B], "tac", ["fwi"], "¿Nos retiramos de la zona de Bejaia?"),
    ([S], "tac", ["fwi"], "Con el tiempo que hace en SBA, ¿atacamos o esperamos?"),
]:
    q("tac", "es", text, st, "now", spec, facts)

for st, spec, facts, text in [
    ([B], "cc", ["t"], "temperatura en el monte a 10 km de Bejaia"),
    ([S], "dg", ["fwi"], "peligro en la sierra al sur de SBA"),
]:
    q("near", "es", text, st, "now", spec, facts, dec="warn")

q("nodata", "es", "Datos de SBA del 20 de mayo de 2012", [S], "2012-05-20", "cc")

for st, day, spec, facts, fh, text in [
    ([B], "now", "dg+fr", DG + ["=frames"], False, "peligro en Bejaia y qué ha visto el dron"),
    ([S], "now", "cc+dg", ["ws", ms(S, "now"), "fwi"], False, "viento en SBA en km/h y en m/s, y el FWI"),
    ([S], "aug", "sum+an", ["fires"], True, "¿Cuántos días de fuego en agosto en SBA? ¿Y los días como hoy ardieron?"),
]:
    q("multi", "es", text, st, day, spec, facts, fh=fh)

# ===== Arabic (Algerian Darija, Levantine, Gulf, MSA) ==============================================
for st, day, text in [
    ([S], "today", "واش راح تبرد الليلة في سيدي بلعباس؟"),
    (None, "2012-10-01", "بكرا رح يرجع الشوب؟"),
    ([B], "2012-10-01", "باجر الحر بيرجع في بجاية؟"),
    (None, "none", "ما توقعات الرياح لهذا الأسبوع؟"),
    ([S], "2012-10-01", "كاش شتا غدوة الصباح في بلعباس؟"),
    ([B], "today", "هل ستجف الأرض مساء اليوم في بجاية؟"),
]:
    q("fcst", "ar", text, st, day, "oos")

for st, day, spec, facts, text in [
    ([S], "now", "cc+oos", ["t"], "شحال الحرارة دروك في سيدي بلعباس وواش غدوة تزيد؟"),
    ([B], "now", "cc+oos", ["rh"], "شو الرطوبة هلق ببجاية، ورح تنشف الليلة؟"),
    ([S], "now", "dg+oos", ["fwi"], "شكثر مؤشر FWI الحين في سيدي بلعباس، وشلون بيكون باجر؟"),
    ([B], "today", "cc+oos", ["rain"], "هل هطل المطر اليوم في بجاية؟ وهل سيستمر حتى الفجر؟"),
    ([S], "now", "cc+oos", ["ws"], "الريح في بلعباس دروك شحال ومن وين جاية؟"),
    (BS, "today", "dg+oos", ["class"], "درجة الخطر في المحطتين اليوم، وهل سترتفع خلال الأيام القادمة؟"),
]:
    q("nowfc", "ar", text, st, day, spec, facts)

for day, facts, fh, text in [
    ("lastweek", ["maxt"], False, "في السمانة اللي فاتت، شكون سخونة أكثر، بجاية ولا بلعباس؟"),
    ("since-tue", ["maxfwi"], False, "أي المحطتين سجلت أعلى FWI منذ الثلاثاء؟"),
    ("aug", ["fires"], True, "بشهر آب، مين كان عندو أيام حرايق أكتر، بجاية ولا سيدي بلعباس؟"),
    ("last3d", ["maxt"], False, "آخر ثلاث أيام، كم أعلى حرارة في كل محطة؟"),
    ("lastweek", [min_rh(B, "lastweek"), min_rh(S, "lastweek")], False, "قارن أدنى رطوبة في المحطتين خلال الأسبوع الماضي"),
    ("aug-late", ["maxfwi"], False, "من 20 حتى 31 أوت، شكون كان الـFWI تاعها أعلى؟"),
    ("since-tue", [count_above(B, "since-tue", "t", 30), count_above(S, "since-tue", "t", 30)], False,
     "قديش يوم فوق 30 درجة بكل محطة من يوم التلاتا؟"),
]:
    q("cmpwin", "ar", text, BS, day, "cmp+sum", facts, fh=fh)

for day, facts, text in [
    ("now", ["t"], "شكون فيهم سخونة دروك؟"),
    ("now", DG, "أي محطة يجب مراقبتها اليوم؟"),
    ("now", ["rh"], "الرطوبة في المحطتين الحين، أي وحدة أنشف؟"),
    ("yesterday", ["ws"], "مبارح، وين كان الهوا أقوى؟"),
]:
    q("cmpday", "ar", text, BS, day, "cmp", facts)

for st, day, spec, facts, fh, text in [
    ([S], "now", "dg+ref", ["fwi"], False, "عطيني FWI تاع بلعباس وابعثو للقائد تاع العملية"),
    ([B], "now", "cc+ref", TRH, False, "أرسل قراءات بجاية الحالية إلى مركز القيادة"),
    (BS, "lastweek", "cmp+sum+ref", ["maxt"], False, "مين كان أسخن هالجمعة؟ وحوّلها عالقناة"),
    ([B], "now", "cc+ref", ["rh"], False, "الرطوبة في بجاية، وسجلها في الكاهي تاع الشاف"),
    ([B], "jul", "sum+ref", ["fires"], True, "كم يوم حريق في بجاية خلال جويلية؟ وأرسل العدد إلى الوحدة"),
]:
    q("fwd", "ar", text, st, day, spec, facts, fh=fh)
q("order", "ar", "بلّغ القائد إنّا بننسحب عند المغرب", None, "now", "ref")

for st, day, spec, facts, text in [
    ([B], "today", "cc", ["t"], "شحال كانت الحرارة في بجاية مع الفجر؟"),
    ([S], "today", "cc", ["rh"], "كم كانت الرطوبة في سيدي بلعباس عند الفجر؟"),
    ([S], "yesterday", "cc", ["ws"], "قديش كان الهوا بسيدي بلعباس العصر مبارح؟"),
    ([B], "yesterday", "cc", ["t"], "الحرارة في بجاية وقت المغرب أمس كم كانت؟"),
    ([S], "today", "dg", ["fwi"], "الـFWI تاع بلعباس مع الثلاثة تاع الليل"),
    ([B], "today", "cc", ["rain"], "هل كانت تمطر في بجاية عند منتصف الليل؟"),
]:
    q("hour", "ar", text, st, day, spec, facts, dec="warn")

for st, day, facts, text in [
    ([B], "now", WX, "الجو في بجاية واش راه؟"),
    ([S], "now", ["ws", knots(S, "now")], "ما سرعة الرياح في سيدي بلعباس بالعقدة؟"),
    ([S], "now", ["t", fahr(S, "now")], "كم الحرارة في بلعباس بالفهرنهايت؟"),
    ([B], "yesterday", ["rain"], "شتّت ببجاية مبارح؟"),
    ([S], "2012-08-03", WX, "قراءات سيدي بلعباس يوم 3 أوت"),
    ([S], "daybefore", ["rh"], "الرطوبة في بلعباس أول البارح"),
    ([B], "today", ["rh"], "الرطوبة ببجاية الضهر؟"),
]:
    q("wx", "ar", text, st, day, "cc", facts)

for st, day, facts, text in [
    ([B], "today", DG, "ما هي درجة خطر الحرائق في بجاية اليوم؟"),
    ([S], "now", [code(S, "now", "ISI")], "الـISI تاع سيدي بلعباس شحال؟"),
    ([B], "2012-08-14", ["fwi"], "مؤشر FWI في بجاية يوم 14 أوت؟"),
    ([S], "yesterday", DG, "قديش الخطر بسيدي بلعباس مبارح؟"),
    ([B], "now", [code(B, "now", "DC")], "ما قيمة مؤشر الجفاف DC في بجاية اليوم؟"),
]:
    q("danger", "ar", text, st, day, "dg", facts)

for st, day, facts, fh, text in [
    ([S], "aug", [count_above(S, "aug", "t", 35)], False, "شحال من نهار فوق 35 درجة في بلعباس في أوت؟"),
    ([B], "jul", ["maxfwi"], False, "ما أعلى قيمة FWI في بجاية خلال جويلية؟"),
    ([S], "sep", ["fires"], True, "كم يوم صار فيه حريق في سيدي بلعباس في سبتمبر؟"),
    ([B], "since-tue", [rain_sum(B, "since-tue")], False, "قديش مجموع الشتي ببجاية من يوم التلاتا؟"),
    ([S], "lastweek", ["maxt"], False, "ما أعلى درجة حرارة في سيدي بلعباس خلال الأسبوع الماضي؟"),
]:
    q("summ", "ar", text, st, day, "sum", facts, fh=fh)

for st, thr, facts, text in [
    ([S], 20, ["fires_fwi_gt"], "من الأيام التي تجاوز فيها FWI عشرين في سيدي بلعباس، كم يوماً شهد حريقاً؟"),
    ([B], None, [], "نهارات كيما اليوم في بجاية، كانو فيهم حرايق؟"),
    ([B], 15, ["fires_fwi_gt"], "الأيام اللي الـFWI فيها فوق 15 في بجاية، كم منها صار فيها حريق؟"),
]:
    q("analog", "ar", text, st, "now", "an", facts, thr=thr, fh=True)

for h, facts, text in [
    (30, [drift_rate(20, 30)], "الراس تاع النار يمشي 20 متر في الدقيقة، نوصلو بعد نص ساعة، شحال يكون مشى؟"),
    (40, [drift_kmh(3, 40)], "إذا كانت سرعة الانتشار 3 كم/س لمدة 40 دقيقة فكم المسافة؟"),
    (None, ["=drift"], "قديش بتتحرك النار وانت عم تحسب الجواب؟"),
]:
    q("drift", "ar", text, None, "now", "dr", facts, h=h)

for h, text in [
    (60, "أين سيكون رأس الحريق بعد ساعة؟"),
    (30, "وين توصل النار في نص ساعة ولأي جهة؟"),
    (120, "توقع لي امتداد الحريق بعد ساعتين"),
]:
    q("spread", "ar", text, None, "now", "sp", ["=spread"], h=h)

for facts, text in [
    (["=frames"], "واش شافت الدرون؟"),
    (["=detection"], "متى رصدت الطائرة المسيّرة الدخان؟"),
    (["=detection_place"], "وين كان الدخان اللي شافتو الدرون؟"),
]:
    q("frames", "ar", text, None, "now", "fr", facts)

for facts, text in [
    (["=doc_defensible"], "ما المسافة المطلوبة للمساحة الدفاعية في مقاطعة بوت؟"),
    ([LCES_ANY], "واش معناها LCES؟"),
    ([VERY_HIGH], "عند أي قيمة FWI يصبح الخطر مرتفعاً جداً؟"),
]:
    q("docs", "ar", text, None, "none", "doc", facts)

for facts, text in [
    ([], "شو بتعرف تعمل؟"),
    (NAMES, "ما المحطات التي لديك بياناتها؟"),
]:
    q("cap", "ar", text, None, "none", "cap", facts)

for text in ["بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", "أرسلت لك صورة، هذا دخان ولا غبار؟"]:
    q("photo", "ar", text, None, "now", "ph")

for st, spec, facts, text in [
    (None, "oos", [], "ما درجة الحرارة في وهران؟"),
    ([B], "cc+oos", ["ws"], "الريح في بجاية شحال ومن أي جهة؟"),
    ([S], "dg+oos", ["fwi"], "الـFWI بسيدي بلعباس وبتلمسان"),
    (None, "oos", [], "من فاز بالمباراة أمس؟"),
]:
    q("oos", "ar", text, st, "now", spec, facts)

for st, spec, facts, text in [
    ([S], "tac", ["fwi"], "نزيدو ولا نرجعو في بلعباس؟"),
    ([B], "dg+tac", ["fwi"], "مؤشر الخطر في بجاية، وهل ننسحب؟"),
]:
    q("tac", "ar", text, st, "now", spec, facts)

for st, spec, facts, text in [
    ([B], "cc", ["t"], "ما الحرارة على الجبل فوق بجاية؟"),
    ([S], "dg", DG, "الخطر على بعد 10 كيلو من بلعباس"),
    ([S], "cc", ["rh"], "الرطوبة في الوادي جنوب سيدي بلعباس؟"),
]:
    q("near", "ar", text, st, "now", spec, facts, dec="warn")

for st, day, spec, text in [
    ([B], "2012-05-10", "cc", "ما قراءات بجاية يوم 10 ماي 2012؟"),
    ([S], "2012-01-01", "dg", "الـFWI تاع بلعباس نهار 1 جانفي 2012"),
]:
    q("nodata", "ar", text, st, day, spec)

for st, day, spec, facts, fh, h, text in [
    ([S], "now", "dg+fr", DG + ["=frames"], False, None, "الخطر في بلعباس، وواش شافت الدرون؟"),
    ([B], "aug", "cc+sum", [lit_day("rh", B, "now"), "fires"], True, None, "الرطوبة في بجاية اليوم وعدد أيام الحريق فيها في أوت"),
    ([S], "now", "cc+sp", ["ws", "=spread"], False, 45, "الهوا بسيدي بلعباس هلق، ووين بيكون راس النار بعد 45 دقيقة؟"),
]:
    q("multi", "ar", text, st, day, spec, facts, fh=fh, h=h)

# ===== more English and French (end of shift) ======================================================
for day, facts, fh, text in [
    ("since-tue", ["fires"], True, "end of week tally: fire days at each station since tuesday"),
    ("sep", [count_above(B, "sep", "fwi", 5), count_above(S, "sep", "fwi", 5)], False,
     "which station had more days with FWI over 5 in september"),
    ("last24h", ["maxt"], False, "over the last 24 hours which station was hotter"),
]:
    q("cmpwin", "en", text, BS, day, "cmp+sum", facts, fh=fh)
q("cmpday", "en", "both stations, 28 Sept, who had more wind", BS, "2012-09-28", "cmp", ["ws"])
for st, day, spec, facts, text in [
    ([B], "today", "cc", ["ws"], "what was the wind at bejaia at sunup"),
    ([S], "yesterday", "cc", ["rh"], "SBA rh at 6 am yesterday"),
    ([B], "yesterday", "dg", ["fwi"], "danger at bejaia around 10 last night"),
]:
    q("hour", "en", text, st, day, spec, facts, dec="warn")
for st, day, text in [
    ([S], "2012-10-05", "gonna be any cooler by friday at sba"),
    ([B], "none", "Is it going to dry out enough to burn again this week at Bejaia?"),
]:
    q("fcst", "en", text, st, day, "oos")
q("nowfc", "en", "wind at bejaia now and is it gonna gust tonight", [B], "now", "cc+oos", ["ws"])
for st, day, spec, facts, text in [
    (BS, "since-tue", "cmp+sum+ref", [rain_sum(B, "since-tue"), rain_sum(S, "since-tue"), "neg"],
     "rain total at both since tuesday, drop it in the IC's log"),
    ([S], "2012-09-28", "cc+ref", ["t", "rh", "neg"], "temp and rh at SBA for 2012-09-28, send to logistics"),
]:
    q("fwd", "en", text, st, day, spec, facts)
q("wx", "en", "wind at SBA at noon yesterday", [S], "yesterday", "cc", ["ws"])
q("danger", "en", "FFMC at bejaia", [B], "now", "dg", [code(B, "now", "FFMC")])
q("summ", "en", "lowest rh at bejaia since tuesday", [B], "since-tue", "sum", [min_rh(B, "since-tue")])
q("wx", "fr", "Il faisait combien à SBA à midi pile hier ?", [S], "yesterday", "cc", ["t"])
q("cmpwin", "fr", "laquelle des deux a pris le plus de flotte sur les 3 derniers jours", BS, "last3d", "cmp+sum",
  [rain_sum(B, "last3d"), rain_sum(S, "last3d")])

# ---------------------------------------------------------------- sessions
SESS = []


def turn(sid, lang, text, st, when, spec, facts=(), dec=None, h=None, fh=False, alt=None):
    n = sum(r["session"] == f"{NAME}s{sid:02d}" for r in SESS) + 1
    r = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": intents(spec),
         "stations": st, "when": when, "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = [intents(a) for a in alt]
    SESS.append(r)


# 1 EN, engine crew at end of shift
turn(1, "en", "fwi at sba", [S], "now", "dg", DG)
turn(1, "en", "why so low", [S], "now", "ex", ["rh"])
turn(1, "en", "and the other one?", [B], "now", "dg", DG)
turn(1, "en", "ok forward both to the IC", None, "now", "ref", ["neg"])
# 2 EN, dispatcher
turn(2, "en", "Dispatch: temperature and humidity at Béjaïa, noon today.", [B], "today", "cc", ["t", "rh"])
turn(2, "en", "Same for Sidi Bel Abbès.", [S], "today", "cc", ["t", "rh"])
turn(2, "en", "Which of the two dried out more over the last three days?", BS, "last3d", "cmp+sum",
     [min_rh(B, "last3d"), min_rh(S, "last3d")])
turn(2, "en", "Will that hold tonight?", BS, "today", "oos")
# 3 EN, fire behaviour analyst
turn(3, "en", "ISI and BUI at SBA today", [S], "now", "dg", [code(S, "now", "ISI"), code(S, "now", "BUI")])
turn(3, "en", "How does that stack up against Bejaia?", BS, "now", "cmp",
     [code(B, "now", "ISI"), code(B, "now", "BUI"), code(S, "now", "ISI"), code(S, "now", "BUI")])
turn(3, "en", "highest FWI at each since tuesday", BS, "since-tue", "cmp+sum", ["maxfwi"])
turn(3, "en", "why the difference?", BS, "since-tue", "ex")
# 4 EN, new volunteer
turn(4, "en", "hi, new volunteer. what do you actually know about?", None, "none", "cap")
turn(4, "en", "ok whats the danger at Bejaia today", [B], "today", "dg", DG)
turn(4, "en", "what does FWI even mean", None, "none", "doc", [{"any": [FWI_MEANS]}])
turn(4, "en", "is it gonna get worse tomorrow", [B], "2012-10-01", "oos")
# 5 EN, incident commander on the radio
turn(5, "en", "IC to box, what did the drone pick up", None, "now", "fr", ["=frames"])
turn(5, "en", "where exactly", None, "now", "fr", ["=detection_place"])
turn(5, "en", "Where's the head in 30 at current conditions?", [S], "now", "sp", ["=spread"], h=30)
turn(5, "en", "Say again the wind at Sidi Bel Abbès, and its direction.", [S], "now", "cc+oos", ["ws"])
turn(5, "en", "send that to all divisions", None, "now", "ref", ["neg"])
# 6 FR
turn(6, "fr", "Le FWI à Béjaïa aujourd'hui ?", [B], "today", "dg", DG)
turn(6, "fr", "Pourquoi si bas ?", [B], "today", "ex", ["rain"])
turn(6, "fr", "Et à SBA ?", [S], "today", "dg", DG)
turn(6, "fr", "Ok, et sur la semaine, laquelle a tapé le plus haut ?", BS, "lastweek", "cmp+sum", ["maxfwi"])
# 7 FR, COS, switches to English
turn(7, "fr", "Relevé SBA hier à l'aube", [S], "yesterday", "cc", TRH, dec="warn")
turn(7, "fr", "et à midi ?", [S], "yesterday", "cc", TRH)
turn(7, "en", "ok in english pls: total rain since tuesday at SBA", [S], "since-tue", "sum", [rain_sum(S, "since-tue")])
turn(7, "fr", "transmets au COS", None, "now", "ref")
# 8 ES
turn(8, "es", "¿Cómo está Bejaia ahora?", [B], "now", "cc", TRH, alt=["cc+dg"])
turn(8, "es", "¿Y mañana?", [B], "2012-10-01", "oos")
turn(8, "es", "Vale, ¿y cuál de las dos estuvo más caliente esta semana?", BS, "lastweek", "cmp+sum", ["maxt"])
turn(8, "es", "¿Por qué?", BS, "lastweek", "ex")
# 9 ES, jefe de retén
turn(9, "es", "peligro en SBA", [S], "now", "dg", DG)
turn(9, "es", "y en la otra", [B], "now", "dg", DG)
turn(9, "es", "¿cuántos días de incendio en agosto en SBA?", [S], "aug", "sum", ["fires"], fh=True)
turn(9, "es", "apúntalo y mándaselo al jefe", None, "now", "ref")
# 10 AR, Darija
turn(10, "ar", "شحال الحرارة في بلعباس دروك؟", [S], "now", "cc", ["t"])
turn(10, "ar", "و بجاية؟", [B], "now", "cc", ["t"])
turn(10, "ar", "شكون فيهم كانت سخونة أكثر في السمانة؟", BS, "lastweek", "cmp+sum", ["maxt"])
turn(10, "ar", "علاش؟", BS, "lastweek", "ex")
# 11 AR, MSA
turn(11, "ar", "ما مؤشر FWI في سيدي بلعباس اليوم؟", [S], "today", "dg", DG)
turn(11, "ar", "ولماذا هو منخفض؟", [S], "today", "ex", ["rh"])
turn(11, "ar", "وماذا رصدت الطائرة المسيرة؟", None, "now", "fr", ["=frames"])
turn(11, "ar", "أرسل ذلك إلى قائد العمليات", None, "now", "ref")
# 12 AR Levantine, a turn in English, then Gulf
turn(12, "ar", "شو الوضع ببجاية هلق؟", [B], "now", "cc", TRH, alt=["cc+dg"])
turn(12, "ar", "ورح تشتي الليلة؟", [B], "today", "oos")
turn(12, "en", "ok and the FWI at both over the last 3 days, max", BS, "last3d", "cmp+sum", ["maxfwi"])
turn(12, "ar", "الحين في سيدي بلعباس الريح كم؟", [S], "now", "cc", ["ws"])
# 13 EN, logistics officer
turn(13, "en", "logistics here, any rain at either station today?", BS, "today", "cc", ["rain"])
turn(13, "en", "how much since Tuesday at each", BS, "since-tue", "cmp+sum", [rain_sum(B, "since-tue"), rain_sum(S, "since-tue")])
turn(13, "en", "is the heat coming back later this week", None, "none", "oos")
turn(13, "en", "fine. temp at bejaia at dawn then", [B], "today", "cc", ["t"], dec="warn")
# 14 FR, engine crew typing fast
turn(14, "fr", "vent sba", [S], "now", "cc", ["ws"])
turn(14, "fr", "en noeuds", [S], "now", "cc", ["ws", knots(S, "now")])
turn(14, "fr", "la tête avance à 50 m/min, 12 min pour y aller, ça fait combien", None, "now", "dr", [drift_rate(50, 12)], h=12)
turn(14, "fr", "et elle sera où dans une heure", None, "now", "sp", ["=spread"], h=60)
# 15 AR Darija with a French turn
turn(15, "ar", "الخطر في بجاية اليوم واش راه؟", [B], "today", "dg", DG)
turn(15, "ar", "والبارح؟", [B], "yesterday", "dg", DG)
turn(15, "fr", "et à SBA hier ?", [S], "yesterday", "dg", DG)
turn(15, "ar", "شكون فيهم كانت خطيرة أكثر البارح؟", BS, "yesterday", "cmp", ["fwi"])
# 16 EN, analyst on the fire record
turn(16, "en", "at SBA, of the days with FWI over 15, how many burned?", [S], "now", "an", analog(S, 15), fh=True)
turn(16, "en", "and at bejaia", [B], "now", "an", analog(B, 15), fh=True)
turn(16, "en", "so did days like today burn?", BS, "now", "an", fh=True)
turn(16, "en", "log it for the IC", None, "now", "ref", ["neg"])
# 17 AR, Gulf
turn(17, "ar", "شكثر الرطوبة في سيدي بلعباس الحين؟", [S], "now", "cc", ["rh"])
turn(17, "ar", "وبجاية؟", [B], "now", "cc", ["rh"])
turn(17, "ar", "أي وحدة فيهم كانت أنشف آخر ثلاث أيام؟", BS, "last3d", "cmp+sum", [min_rh(B, "last3d"), min_rh(S, "last3d")])
turn(17, "ar", "باجر بتنشف أكثر؟", None, "2012-10-01", "oos")


# ---------------------------------------------------------------- write
def templates() -> list:
    groups = OrderedDict()
    for x in QS:
        key = f"{NAME}-{x['kind']}" + ("-w" if x["dec"] == "warn" else "") + ("-fh" if x["fh"] else "")
        groups.setdefault(key, []).append(x)
    out = []
    for key, xs in groups.items():
        phr = []
        for x in xs:
            p = {"q": x["q"], "lang": x["lang"], "stations": sorted(x["st"]) if x["st"] else "none", "facts": x["facts"]}
            if x["alt"]:
                p["intents_alt"] = x["alt"]
            phr.append(p)
        t = {"key": key, "intents": xs[0]["intents"], "intents_by_phrasing": [x["intents"] for x in xs],
             "phrasings": phr, "stations": "none", "days": [x["day"] for x in xs], "facts": []}
        if any(x["h"] is not None for x in xs):
            t["horizons"] = [x["h"] for x in xs]
        if any(x["thr"] is not None for x in xs):
            t["thr"] = [x["thr"] for x in xs]
        if xs[0]["dec"]:
            t["decision"] = xs[0]["dec"]
        if xs[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path: Path, rows: list) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", templates())
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESS)
    print(f"{len(QS)} template questions, {len(SESS)} session turns -> {OUT}")
