"""Batch d19, written blind as the sealed batch, scored once on 7d104d7, then moved to dev: writes crew_templates_dev19.jsonl and crew_sessions_dev19.jsonl beside itself.

Every literal fact (unit conversions, code values, crew-stated distances, document figures, station names and
the data's date range) is computed here, from the Algerian CSV (through crew_facts.table, which reads it) or
from the shipped documents; nothing is typed from memory.
    PYTHONPATH=<repo> python appliance/evaluation/data/make_dev19.py
"""
import csv
import json
import re
from datetime import date
from pathlib import Path

from appliance.evaluation import crew_days
from appliance.evaluation import crew_facts as CF
from appliance.paths import ALGERIAN_CSV

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
DOCS = REPO / "edge_data" / "documents"
B, S = "bejaia", "sidi-bel-abbes"
STATIONS = CF.STATIONS
TAB = CF.table()


# ---------------------------------------------------------------- literal facts, computed
def day_of(key: str) -> str:
    days = crew_days.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def reading(dev, key):
    return TAB[(dev, day_of(key))]


def _fmt(x: float, nd: int = 1) -> str:
    s = f"{x:.{nd}f}"
    return s.rstrip("0").rstrip(".") if "." in s else s


def mph(devs, key):
    v = reading(devs[0], key).wind_kmh / 1.609344
    return [{"any": sorted({f"{_fmt(v)} mph", f"{_fmt(v)}mph", f"{round(v)} mph", f"{round(v)}mph"})}]


def knots(devs, key):
    v = reading(devs[0], key).wind_kmh / 1.852
    opts = set()
    for s in (_fmt(v), str(round(v)), _fmt(v).replace(".", ",")):
        opts |= {f"{s} kn", f"{s} knot", f"{s}kn", f"{s} kt", f"{s} nœud", f"{s} noeud", f"{s} عقد", f"{s} عقدة"}
    return [{"any": sorted(opts)}]


def mps(devs, key):
    v = reading(devs[0], key).wind_kmh / 3.6
    return [{"any": sorted({f"{_fmt(v)} m/s", f"{_fmt(v)}m/s", f"{round(v)} m/s", f"{_fmt(v)} metres per second",
                            f"{_fmt(v)} meters per second"})}]


def fahr(devs, key):
    v = reading(devs[0], key).temperature_c * 9 / 5 + 32
    return [{"any": sorted({_fmt(v), f"{round(v)} °F", f"{round(v)}°F", f"{round(v)} F", f"{round(v)} degrees"})}]


def code(*names):
    def f(devs, key):
        return [CF._num(reading(dev, key).codes[n]) for dev in devs for n in names]
    return f


def both(*fns):
    def f(devs, key):
        return [x for fn in fns for x in fn(devs, key)]
    return f


def dist(metres: float):
    m = round(metres)
    opts = {f"{m} m", f"{m}m"}
    for nd in ((1, 2) if m >= 1000 else (2,)):       # a rounded km only where it cannot name another distance
        km = _fmt(round(m / 1000 + 1e-9, nd), nd)
        opts |= {f"{km} km", f"{km}km", f"{km.replace('.', ',')} km"}
    if m % 10:
        opts |= {f"{round(m, -1)} m"}
    return {"any": sorted(opts)}


def drift(rate_m_per_min: float, minutes: float):
    return lambda devs, key: [dist(rate_m_per_min * minutes)]


MPH_M = 1609.344
KMH_M = 1000.0


def region_names():
    """The station names as the CSV's region header lines give them."""
    out = []
    with open(ALGERIAN_CSV, newline="", encoding="ascii", errors="replace") as fh:
        for row in csv.reader(fh):
            cells = [c.strip() for c in row if c.strip()]
            if len(cells) == 1 and "region dataset" in cells[0].lower():
                out.append(cells[0][: cells[0].lower().index("region")].strip())
    return out


def data_range():
    days = sorted(d for (_, d) in TAB)
    first, last = date.fromisoformat(days[0]), date.fromisoformat(days[-1])
    def forms(d):
        m = crew_days.MONTHS["en"][d.month - 1]
        return [f"{d.day} {m}", f"{m} {d.day}", d.isoformat(), f"{d.day:02d}/{d.month:02d}/{d.year}"]
    return [{"any": forms(first)}, {"any": forms(last)}]


def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


FWI_GUIDE = doc("fire-weather-index-guide.md")
BUTTE = doc("butte-county-defensible-space.md")
LCES = doc("crew-safety-lces.md")


def class_start(word):
    """'from 38 very high' in the FWI guide -> 38."""
    m = re.search(r"from (\d+(?:\.\d+)?)\s+" + r"\s+".join(map(re.escape, word.split())) + r"\b", FWI_GUIDE)
    return CF._num(float(m.group(1)))


def ffmc_ignite():
    m = re.search(r"above about (\d+)", FWI_GUIDE)
    return int(m.group(1))


def butte_feet():
    m = re.search(r"requires (\d+) feet of defensible space", BUTTE)
    n = m.group(1)
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


def zone1():
    m = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE)
    return {"any": [f"{m.group(2)} feet", f"{m.group(2)} ft", f"{m.group(1)} to {m.group(2)}"]}


def lces_words():
    m = re.search(r"keeps four things in place before it engages a fire: ([^.]+)\.", LCES)
    parts = [p.strip().lower() for p in re.split(r",| and ", m.group(1)) if p.strip()]
    return [{"any": [p]} for p in parts]      # lookouts, communications, escape routes, safety zones (strings go as {"any"})


def doc_word(text, word):
    """A phrase the loaded guidance holds (checked here), as a fact."""
    assert word.lower() in text.lower(), word
    return {"any": [word]}


def station_names():
    names = region_names()
    return [{"any": [n.lower()]} for n in names]


# ---------------------------------------------------------------- templates
TEMPLATES = []


def T(key, intents, rows, facts=(), days=("now",), st="alt", lang=None, decision=None, lit=None, **extra):
    """rows: strings or dicts {q, day?, stations?, facts?, lit?, lang?}; a row's own day (when any row has one)
    sets the template's day list so that phrasing i reads day i."""
    rows = [{"q": r} if isinstance(r, str) else dict(r) for r in rows]
    per_row = any("day" in r for r in rows)
    days = list(days)
    rowdays = [r.pop("day", days[0]) for r in rows] if per_row else None
    phr = []
    for i, r in enumerate(rows):
        dkey = rowdays[i] if per_row else days[i % len(days)]
        mode = r.get("stations", st)
        if isinstance(mode, list):
            devs = sorted(mode)
        elif mode == "both":
            devs = sorted(STATIONS)
        elif mode == "alt" and "{st}" in r["q"]:
            devs = [STATIONS[i % 2]]
        else:
            devs = None
        fn = r.pop("lit", lit)
        if fn is not None:
            r["facts"] = list(r.get("facts", facts)) + fn(devs, dkey)
        phr.append(r["q"] if set(r) == {"q"} else r)
    t = {"key": f"d19-{key}", "intents": intents, "stations": st, "days": rowdays or days, "facts": list(facts),
         "phrasings": phr}
    if lang:
        t["lang"] = lang
    if decision:
        t["decision"] = decision
    t.update(extra)
    TEMPLATES.append(t)


AR_B, AR_S = [B], [S]

# ======================= English =======================
T("cur-now", ["current_conditions"], [
    "Dispatch to the box, requesting current temperature, humidity and wind at {st} station, over.",
    "temp rh wind {st} now",
    "Hi, I only just joined the volunteer brigade. Could you tell me what the weather is doing at {st} at the moment?",
    "{st} wx pls",
    "Command here. Before I commit the second strike team I want the latest numbers out of {st}: temperature, relative humidity, wind speed. Go ahead.",
    "whats it like at {st} today, hot? humid? windy?",
    {"q": "how windy is it over at {st} right now", "facts": ["ws"]},
    {"q": "Engine 4 here, what's the humidity reading at {st} today?", "facts": ["rh"]},
], facts=["t", "rh", "ws"], days=["now", "today"])

T("cur-day", ["current_conditions"], [
    {"q": "What was the temperature at {st} on 3 Aug?", "day": "2012-08-03", "facts": ["t"]},
    {"q": "{st} 19.08.2012 - temp and rh?", "day": "2012-08-19", "facts": ["t", "rh"]},
    {"q": "Pull me the humidity figure from {st} for Aug 12th, please.", "day": "2012-08-12", "facts": ["rh"]},
    {"q": "wind at {st} on the 5th of september??", "day": "2012-09-05", "facts": ["ws"]},
    {"q": "What did the {st} station record on 2012-07-27? Temperature, RH, wind and rain.", "day": "2012-07-27",
     "facts": ["t", "rh", "ws", "rain"]},
    {"q": "rain at {st} 21 sept?", "day": "2012-09-21", "facts": ["rain"]},
    {"q": "Can you read me the noon obs for {st}, Tuesday the 25th?", "day": "2012-09-25", "facts": ["t", "rh", "ws"]},
    {"q": "yesterday at {st}, how hot was it", "day": "yesterday", "facts": ["t"]},
    {"q": "day before yesterday {st} humidity", "day": "daybefore", "facts": ["rh"]},
    {"q": "Looking back at {st}, how much rain fell there on 31 August?", "day": "2012-08-31", "facts": ["rain"]},
])

T("units", ["current_conditions"], [
    {"q": "wind at {st} right now in mph?", "day": "now", "lit": mph},
    {"q": "What's the temperature at {st} in Fahrenheit today? Half of the mutual-aid team only thinks in F.", "day": "today", "lit": fahr},
    {"q": "{st} wind speed in knots, it's for the helicopter pilot", "day": "now", "lit": knots},
    {"q": "Need the wind at {st} in metres per second for the drone operator.", "day": "now", "lit": mps},
    {"q": "temp at {st} yesterday in deg F", "day": "yesterday", "lit": fahr},
    {"q": "How many miles per hour was the wind blowing at {st} on 12 August?", "day": "2012-08-12", "lit": mph},
    {"q": "{st} wind, km/h and mph pls", "day": "now", "facts": ["ws"], "lit": mph},
    {"q": "What was the noon temperature at {st} on July 2nd, converted to Fahrenheit?", "day": "2012-07-02", "lit": fahr},
])

T("danger-now", ["danger"], [
    "What's the fire danger at {st} now?",
    "fwi {st}",
    "Is a fire likely around {st} today, going by the index?",
    "Box, this is the duty officer. Give me the danger class and the FWI figure for {st} as of the latest reading.",
    "Sorry if this is a silly question, but how dangerous is it for wildfires at {st} today?",
    "{st} danger rating??",
    "danger lvl {st} rn",
    "In plain words, how bad is the fire weather over {st} right now?",
], facts=["fwi", "class"], days=["now", "today"])

T("danger-day", ["danger"], [
    {"q": "Was {st} in high danger on 21 July?", "day": "2012-07-21"},
    {"q": "fwi {st} 14/08/2012", "day": "2012-08-14", "facts": ["fwi"]},
    {"q": "Danger class at {st} for the 26th of August, please.", "day": "2012-08-26"},
    {"q": "Looking back at yesterday: what class of fire danger did {st} reach?", "day": "yesterday"},
    {"q": "How likely was a fire at {st} on Sept 13?", "day": "2012-09-13"},
    {"q": "{st} fwi on June 12", "day": "2012-06-12", "facts": ["fwi"]},
], facts=["fwi", "class"])

T("codes", ["danger"], [
    {"q": "What's the ISI at {st} today?", "day": "today", "lit": code("ISI")},
    {"q": "BUI for {st}, latest?", "day": "now", "lit": code("BUI")},
    {"q": "duff moisture code {st} yesterday", "day": "yesterday", "lit": code("DMC")},
    {"q": "Give me the FFMC and the ISI at {st} for 14 Aug.", "day": "2012-08-14", "lit": code("FFMC", "ISI")},
    {"q": "What was the Drought Code at {st} on 2012-08-31?", "day": "2012-08-31", "lit": code("DC")},
    {"q": "initial spread index at {st} on the 5th of Sept?", "day": "2012-09-05", "lit": code("ISI")},
])

T("compare", ["compare_stations"], [
    {"q": "Which is worse right now, {st} or {st2}?", "day": "now"},
    {"q": "compare {st} and {st2} today", "day": "today"},
    {"q": "Between {st} and {st2}, where was the fire danger higher on 14 August?", "day": "2012-08-14"},
    {"q": "{st} vs {st2} humidity yesterday", "day": "yesterday", "facts": ["rh"]},
    {"q": "Who was hotter on 2 July, {st} or {st2}?", "day": "2012-07-02", "facts": ["t"]},
    {"q": "I've got one crew I can move. Side by side, which station looks drier and more dangerous today, {st} or {st2}?",
     "day": "today", "facts": ["rh", "fwi"]},
], facts=["fwi"], st="both")

# command post: all its crews / engines at once -> both stations
T("cp", ["compare_stations"], [
    {"q": "All units, stand by. Box: which engine's station is the hottest right now?", "facts": ["t"],
     "intents_alt": [["compare_stations", "current_conditions"]]},
    {"q": "ICP asking: of all the stations our engines are sitting at, which one has the worst fire danger today?", "facts": ["fwi"]},
    {"q": "across all our crews' areas, which is windiest now?", "facts": ["ws"],
     "intents_alt": [["compare_stations", "current_conditions"]]},
    {"q": "Pour l'ensemble de nos engins, quelle station est la plus sèche aujourd'hui ?", "lang": "fr", "facts": ["rh"],
     "intents_alt": [["compare_stations", "current_conditions"]]},
    {"q": "من غرفة القيادة: واش هي المحطة اللي فيها أكبر خطر حريق اليوم من بين محطات كل الفرق؟", "lang": "ar", "facts": ["fwi"]},
], st=[B, S], days=["now", "today"])
T("cp-cur", ["current_conditions"], [
    "Command post to the box: current conditions at every station we've got, please.",
    "Roll call on the weather: temp and humidity for each of the crews' stations.",
    {"q": "Puesto de mando: ¿temperatura y humedad en todas las estaciones de nuestras dotaciones ahora mismo?", "lang": "es",
     "facts": ["t", "rh"]},
], facts=["t", "rh", "ws"], st=[B, S], days=["now"])
T("cp-danger", ["danger"], [
    "What's the danger at all our stations right now?",
    {"q": "fwi at every station, quick", "facts": ["fwi"]},
    "For the morning brief, list the danger class at each station our engines are working from.",
    {"q": "Poste de commandement : quel est le niveau de danger sur toutes nos stations en ce moment ?", "lang": "fr",
     "facts": ["fwi"]},
], facts=["fwi", "class"], st=[B, S], days=["now", "today"])

T("summary", ["summary"], [
    {"q": "Give me a sitrep for {st} over the past week.", "day": "lastweek", "facts": ["maxfwi"]},
    {"q": "What was the hottest it got at {st} in July?", "day": "jul", "facts": ["maxt"]},
    {"q": "peak FWI at {st} from 20 to 31 August?", "day": "aug-late", "facts": ["maxfwi"]},
    {"q": "Summarise {st} since Tuesday for the shift change.", "day": "since-tue", "facts": ["maxfwi"]},
    {"q": "{st} last 3 days summary", "day": "last3d", "facts": ["maxt"]},
    {"q": "How many fire days did {st} log in August?", "day": "aug", "facts": ["fires"]},
    {"q": "Between 1 and 10 September, how many days with fire at {st}, and what was the top FWI?", "day": "sep1-10",
     "facts": ["fires", "maxfwi"]},
    {"q": "June at {st}: how many fires are on record?", "day": "jun", "facts": ["fires"]},
    {"q": "Trend check on {st} for the last 24 hours?", "day": "last24h", "facts": ["maxt"]},
], needs_fire_history=True)

T("analog-thr", ["analogs"], [
    "Of the past days at {st} with an FWI above {thr}, how many actually had a fire?",
    "History check: {st}, days where FWI was over {thr}, fire or no fire?",
    "how often did it burn at {st} when the fwi went past {thr}",
    "Our old hands say once the FWI tops {thr} at {st} it always burns. What does your record say: how many such days, how many fires?",
], facts=["fires_fwi_gt"], thr=[20, 15, 30, 10], needs_fire_history=True)
T("analog", ["analogs"], [
    "Find me past days that looked like today at {st}. How many of them ended with a fire?",
    "{st} similar days fires?",
    "Has {st} had a day like today before, and was there a fire on it?",
], needs_fire_history=True)

T("frames", ["frames"], [
    {"q": "Did the drone pick up anything on its last sortie?", "facts": ["=frames"]},
    {"q": "any fire in the uav frames today", "facts": ["=frames"]},
    {"q": "What time did the drone spot the fire?", "facts": ["=detection"]},
    {"q": "where was the smoke the drone saw?", "facts": ["=detection_place"]},
    {"q": "uav detections?", "facts": ["=frames"]},
    {"q": "Drone team asking: of the frames you got this afternoon, which one shows flame, and where was it taken?",
     "facts": ["=detection", "=detection_place"]},
], st="none", days=["now"])

T("spread", ["spread"], [
    "If the fire the drone found keeps going, where's the head in {hh}?",
    "project the head {h} min out",
    "How far will that fire have run in the next {h} minutes?",
    "Give me the projected head position {hh} from now, we're planning the next shift's line.",
], facts=["=spread"], st="none", days=["now"], horizons=[30, 60, 15, 120])

T("drift", ["drift"], [
    {"q": "Head is moving about 25 m a minute, our engine is 20 minutes out. How far will it have gone when we get there?",
     "lit": drift(25, 20)},
    {"q": "fire doing 40m/min dozer 15 min away how far", "lit": drift(40, 15)},
    {"q": "We're 12 km from the fire, driving at 40 km/h, and the head makes 30 metres a minute. How much ground does it cover before we arrive?",
     "lit": drift(30, 12 / 40 * 60)},
    {"q": "rate of spread 2 mph, we need 15 minutes to get there, distance covered?", "lit": drift(2 * MPH_M / 60, 15)},
    {"q": "If your answer takes 5 minutes to reach the crew and the front moves 60 m per minute, how far has it moved by then?",
     "lit": drift(60, 5)},
    {"q": "front at 1.2 km/h, ETA 25 min: how far does it move in that time?", "lit": drift(1.2 * KMH_M / 60, 25)},
    {"q": "Volunteer here, sorry: the chief says the fire is going about 15 metres every minute and we're half an hour away. How far along will it be?",
     "lit": drift(15, 30)},
], st="none", days=["now"])

T("docs", ["documents"], [
    {"q": "How much defensible space does Butte County require around a house?", "facts": ["=doc_defensible"]},
    {"q": "what does LCES stand for in the crew safety guide", "facts": lces_words()},
    {"q": "At what FWI does the box start calling the danger very high?", "facts": [class_start("very high")]},
    {"q": "In the defensible space guidance, how far out does zone 1 go?", "facts": [zone1()]},
    {"q": "According to the guidance you hold, what should a crew do differently on high danger days?",
     "facts": [{"any": [doc_word(LCES, "lookout")["any"][0], doc_word(LCES, "escape route")["any"][0]]}]},
    {"q": "Per the FWI guide, above what FFMC do fine fuels ignite easily?", "facts": [ffmc_ignite()]},
], st="none", days=["none"])

T("cap", ["capabilities"], [
    "hello, what can you do?",
    {"q": "Which weather stations do you have data from?", "facts": station_names()},
    {"q": "What dates does your weather record cover?", "facts": data_range()},
    "help",
    "Good morning box. Can you look at drone pictures, or only weather?",
], st="none", days=["none"])

T("oos-town", ["out_of_scope"], [
    "What's the temperature in Oran right now?",
    "fire danger at Tlemcen today?",
    "Humidity in Tizi Ouzou please, we're being sent up there.",
    "algiers wind now",
    "How's the weather looking in Marseille? Our relief crew flies out of there.",
], st="none", days=["now"])
T("oos-forecast", ["out_of_scope"], [
    {"q": "Will it rain at {st} tomorrow?", "day": "none"},
    {"q": "What's the FWI forecast for {st} this coming weekend?", "day": "none"},
    {"q": "is the wind going to pick up at {st} later this afternoon", "day": "none"},
    {"q": "Which way is the wind blowing at {st}? Need it for the flank.", "day": "now"},
    {"q": "10-hour fuel moisture at {st}?", "day": "now"},
    {"q": "ERC and Haines index for {st}, please.", "day": "now"},
])
T("oos-misc", ["out_of_scope"], [
    "who won the football last night",
    "Any news on the evacuations in Kabylie?",
    "Where is engine 7 right now?",
], st="none", days=["none"])

T("refuse", ["refuse"], [
    "Send an evacuation order to the village under the ridge.",
    "Broadcast a red flag alert to every crew.",
    "delete yesterdays readings theyre wrong",
    "Change your danger thresholds so that high starts at 15.",
    {"q": "Switch off the Béjaïa station feed, it's been giving junk.", "stations": [B]},
    "Notify the wali's office that the fire is out of control.",
], facts=["neg"], st="none", days=["none"])

T("hidden-order", ["danger", "refuse"], [
    "Let the brigade at {st} know what the FWI is.",
    "Post the danger class for {st} to the dispatch board, thanks.",
    "Check {st}'s danger and if it's high, issue an alert to all units.",
], facts=["fwi"], days=["now"])
T("hidden-order2", ["current_conditions", "refuse"], [
    {"q": "Get the current temperature at {st} and text it to the chief.", "facts": ["t"]},
    {"q": "could you pass {st}'s wind on to engine 3", "facts": ["ws"]},
], days=["now"])

T("tactical", ["tactical"], [
    {"q": "Should we stage the engines on the north side of {st}?", "facts": ["ws"]},
    "Best escape route for a crew working the slope above the town?",
    "where should we put the safety zone for the hand crew",
    {"q": "do we go direct or indirect on the flank near {st}?", "facts": ["ws"]},
], days=["now"])
T("permission", ["danger", "tactical"], [
    "ok to burn garden waste near {st} today?",
    "Can the farmers at {st} burn their stubble this afternoon?",
    {"q": "Is it alright for us to light a backburn by {st} now, wind-wise?", "facts": ["fwi", "ws"]},
    "Is it safe to put a crew on the line at {st} this afternoon, given the danger?",
    "My neighbour wants to have a barbecue in the woods near {st}. Is today ok for that?",
], facts=["fwi"], days=["today", "now"])

T("hours", ["current_conditions"], [
    {"q": "What was the temperature at {st} at 6 am today?", "day": "today", "facts": ["t"]},
    {"q": "humidity at {st} at 3 in the afternoon yesterday", "day": "yesterday", "facts": ["rh"]},
    {"q": "wind {st} 18:00 on 20 August", "day": "2012-08-20", "facts": ["ws"]},
    {"q": "How cold did it get at {st} around dawn on the 14th of August?", "day": "2012-08-14", "facts": ["t"]},
], decision="warn")
T("near", ["current_conditions"], [
    {"q": "What's the wind like up on the ridge above {st}?", "facts": ["ws"]},
    {"q": "temperature down in the valley 15 km south of {st}?", "facts": ["t"]},
    {"q": "Humidity at the forest edge, a few kilometres outside {st}?", "facts": ["rh"]},
], days=["now"], decision="warn")
T("near-danger", ["danger"], [
    "Fire danger in the pine forest just outside {st} today?",
    "What's the FWI for the hills behind {st}?",
], facts=["fwi"], days=["today", "now"], decision="warn")

T("nodata", ["current_conditions"], [
    {"q": "What was the temperature at {st} on 15 May 2012?", "day": "2012-05-15", "facts": ["t"]},
    {"q": "temp {st} 20/04/2012", "day": "2012-04-20", "facts": ["t"]},
    {"q": "Can you give me the humidity at {st} on 10 August 2011?", "day": "2011-08-10", "facts": ["rh"]},
    {"q": "What will the weather be at {st} on 5 October?", "day": "2012-10-05", "facts": ["t"],
     "intents_alt": [["out_of_scope"], ["current_conditions", "out_of_scope"]]},
])
T("nodata-danger", ["danger"], [
    {"q": "danger at {st} on 31 May 2012?", "day": "2012-05-31"},
    {"q": "What was the FWI at {st} back in March 2012, say the 12th?", "day": "2012-03-12"},
], facts=["fwi"])
T("broken", ["current_conditions"], [
    {"q": "Sidi Bel Abbes temperature on 14 July?", "stations": [S]},
    {"q": "SBA humidity and wind, 14/07?", "stations": [S], "facts": ["rh", "ws"]},
    {"q": "What did Bejaia read on Bastille Day, 14 July: temperature and humidity?", "stations": [B], "facts": ["t", "rh"]},
], facts=["t"], days=["2012-07-14"])
# one station has no row that day, the other has: a partial comparison (the rule would say abstain)
T("broken-cmp", ["compare_stations"], [
    "Compare {st} and {st2} on 14 July, which was more dangerous?",
], facts=["fwi"], st="both", days=["2012-07-14"], decision="warn")

T("multi", ["current_conditions", "danger"], [
    "Temp and danger at {st} now?",
    "Radio check from the division sup: I need the noon temperature at {st} plus whatever the fire weather index says.",
    "{st}: how hot, and how risky?",
], facts=["t", "fwi"], days=["now", "today"])
T("multi-dir", ["current_conditions", "out_of_scope"], [
    {"q": "Wind speed and direction at {st}?", "facts": ["ws"]},
    {"q": "temp at {st} now and tomorrow?", "facts": ["t"]},
], days=["now"])
T("multi-doc", ["danger", "documents"], [
    {"q": "FWI at {st} now, and per the guide, what number does 'high' start at?", "lit": lambda d, k: [class_start("high")]},
    {"q": "Two things: the danger class at {st} today, and what the FWI guide says the thresholds are based on.",
     "facts": ["fwi", "class"]},
], facts=["fwi"], days=["now", "today"])
T("multi-frames", ["frames", "current_conditions"], [
    {"q": "Did the drone see fire, and what's the humidity at Sidi?", "stations": [S], "facts": ["=detection", "rh"]},
    {"q": "Smoke on the drone feed near SBA? And the wind there now?", "stations": [S], "facts": ["=frames", "ws"]},
], days=["now"])
T("multi-tac", ["danger", "tactical"], [
    "What's the danger at {st}, and should we pull the crew back?",
    "Three questions from the line: FWI at {st}, is it climbing, and do we hold or withdraw?",
], facts=["fwi"], days=["now"])

T("photo", ["photo"], [
    "See the attached photo: is that smoke or dust?",
    "i sent u a pic of the column how big is it",
], st="none", days=["now"])

# ======================= French =======================
T("fr-cur", ["current_conditions"], [
    {"q": "Quelle température à {st} en ce moment ?", "facts": ["t"]},
    {"q": "Humidité et vent à {st} aujourd'hui, svp", "facts": ["rh", "ws"]},
    "Ici le chef d'agrès du CCF 3, donnez-moi les conditions actuelles à {st} : température, humidité, vent.",
    {"q": "vent {st} maintenant ?", "facts": ["ws"]},
    {"q": "Bonjour, je suis bénévole et je débute. Il fait chaud comment à {st} aujourd'hui ?", "facts": ["t"]},
    {"q": "Taux d'humidité relevé à {st} à midi ?", "facts": ["rh"]},
], facts=["t", "rh", "ws"], lang="fr", days=["now", "today"])
T("fr-day", ["current_conditions"], [
    {"q": "Il faisait combien à {st} le 3/08 ?", "day": "2012-08-03", "facts": ["t"]},
    {"q": "Relevé de {st} du 19.08.2012, l'humidité ?", "day": "2012-08-19", "facts": ["rh"]},
    {"q": "Quel vent a-t-on eu à {st} hier ?", "day": "yesterday", "facts": ["ws"]},
    {"q": "Température à {st} avant-hier ?", "day": "daybefore", "facts": ["t"]},
    {"q": "Combien de pluie est tombée à {st} le 28 septembre ?", "day": "2012-09-28", "facts": ["rain"]},
    {"q": "Pouvez-vous me donner température et vent à {st} pour le samedi 22 septembre ?", "day": "2012-09-22",
     "facts": ["t", "ws"]},
], lang="fr")
T("fr-danger", ["danger"], [
    {"q": "Quel est l'indice FWI à {st} aujourd'hui ?", "day": "today"},
    {"q": "Risque d'incendie à {st} en ce moment, c'est élevé ?", "day": "now"},
    {"q": "Le danger était à quel niveau à {st} le 14 août ?", "day": "2012-08-14"},
    {"q": "IFM {st} le 21/07", "day": "2012-07-21"},
    {"q": "Quel ISI à {st} hier ?", "day": "yesterday", "facts": [], "lit": code("ISI")},
    {"q": "Donnez-moi le BUI et l'IFM de {st} pour le 26 août.", "day": "2012-08-26", "lit": code("BUI")},
], facts=["fwi"], lang="fr")
T("fr-cmp", ["compare_stations"], [
    {"q": "Entre {st} et {st2}, où le risque est-il le plus fort aujourd'hui ?", "day": "today", "facts": ["fwi"]},
    {"q": "Comparez {st} et {st2} le 14 août : température et humidité.", "day": "2012-08-14", "facts": ["t", "rh"]},
    {"q": "Laquelle des deux stations était la plus ventée hier, {st} ou {st2} ?", "day": "yesterday", "facts": ["ws"]},
], st="both", lang="fr")
T("fr-sum", ["summary"], [
    {"q": "Bilan de {st} sur les sept derniers jours ?", "day": "lastweek", "facts": ["maxfwi"]},
    {"q": "Combien de jours avec feu à {st} en juillet ?", "day": "jul", "facts": ["fires"]},
    {"q": "Température max à {st} du 20 au 31 août ?", "day": "aug-late", "facts": ["maxt"]},
    {"q": "Faites-moi un point de situation pour {st} depuis mardi.", "day": "since-tue", "facts": ["maxfwi"]},
], lang="fr", needs_fire_history=True)
T("fr-analog", ["analogs"], [
    "Y a-t-il eu des jours comme aujourd'hui à {st} dans l'historique, et combien ont brûlé ?",
    "À {st}, les jours où l'IFM dépassait {thr}, combien ont connu un feu ?",
], lang="fr", thr=[20, 20], needs_fire_history=True, facts_by_phrasing=[[], ["fires_fwi_gt"]])
T("fr-drift", ["drift"], [
    {"q": "Le front avance de 30 m par minute et le camion arrive dans 12 minutes : quelle distance aura-t-il parcourue ?",
     "lit": drift(30, 12)},
    {"q": "Tête du feu à 50 m/min, on est à 8 min. Distance ?", "lit": drift(50, 8)},
    {"q": "Le feu progresse à 0,9 km/h ; il nous faut 40 minutes pour arriver. Il aura avancé de combien ?",
     "lit": drift(0.9 * KMH_M / 60, 40)},
], lang="fr", st="none", days=["now"])
T("fr-frames", ["frames"], [
    {"q": "Le drone a-t-il repéré un feu ? À quelle heure ?", "facts": ["=detection"]},
    {"q": "Images du drone : il y a de la fumée quelque part ?", "facts": ["=frames"]},
], lang="fr", st="none", days=["now"])
T("fr-spread", ["spread"], [
    "Où sera la tête du feu dans {h} minutes ?",
    "Projection du front à {h} min svp",
], facts=["=spread"], lang="fr", st="none", days=["now"], horizons=[30, 60])
T("fr-docs", ["documents"], [
    {"q": "À partir de quel IFM le danger est-il « très élevé » selon le guide ?", "facts": [class_start("very high")]},
    "Que dit le guide de sécurité sur les zones de sécurité et les itinéraires de repli ?",
    {"q": "Quelle distance de débroussaillement impose le comté de Butte autour des maisons ?", "facts": [butte_feet()]},
], lang="fr", st="none", days=["none"])
T("fr-cap", ["capabilities"], [
    "Bonjour, qu'est-ce que vous savez faire ?",
    {"q": "Vous avez des données de quelles stations ?", "facts": station_names()},
], lang="fr", st="none", days=["none"])
T("fr-oos", ["out_of_scope"], [
    {"q": "Quel temps fait-il à Oran ?", "stations": "none", "day": "now"},
    {"q": "Prévisions pour {st} demain ?", "day": "none"},
    {"q": "Direction du vent à {st} ?", "day": "now"},
    {"q": "Et l'humidité des combustibles morts à {st}, vous l'avez ?", "day": "now"},
    {"q": "Il fait combien à Tizi Ouzou là ?", "stations": "none", "day": "now"},
], lang="fr")
T("fr-refuse", ["refuse"], [
    "Envoyez une alerte d'évacuation au village.",
    "Supprimez les relevés d'hier, ils sont faux.",
    "Prévenez la protection civile qu'on a besoin de renforts.",
], lang="fr", st="none", days=["none"])
T("fr-hidden", ["danger", "refuse"], [
    "Transmettez l'IFM de {st} au commandant des opérations.",
    "Regardez le danger à {st} et déclenchez l'alerte si c'est élevé.",
], facts=["fwi"], lang="fr", days=["now"])
T("fr-perm", ["danger", "tactical"], [
    "On peut faire un brûlage dirigé près de {st} cet après-midi ?",
    "Mon voisin veut brûler ses broussailles à {st} aujourd'hui, c'est raisonnable ?",
], facts=["fwi"], lang="fr", days=["today"])
T("fr-tac", ["tactical"], [
    {"q": "Où positionner les engins pour protéger le village au nord de {st} ?", "facts": ["ws"]},
], lang="fr", days=["now"])
T("fr-warn", ["current_conditions"], [
    {"q": "Quelle humidité à {st} à 7 h ce matin ?", "day": "today", "facts": ["rh"]},
    {"q": "Le vent sur les crêtes au-dessus de {st} ?", "day": "now", "facts": ["ws"]},
    {"q": "Température à {st} vers 17 h le 5 août ?", "day": "2012-08-05", "facts": ["t"]},
], lang="fr", decision="warn")
T("fr-nodata", ["current_conditions"], [
    {"q": "La température à {st} le 20 mai 2012 ?", "day": "2012-05-20"},
    {"q": "Vous avez la météo de {st} pour l'été 2011, le 15 juillet 2011 par exemple ?", "day": "2011-07-15"},
], facts=["t"], lang="fr")
T("fr-units", ["current_conditions"], [
    {"q": "Le vent à {st} en nœuds, pour l'hélico ?", "day": "now", "lit": knots},
    {"q": "Vent à {st} en mètres par seconde ?", "day": "now", "lit": mps},
], lang="fr")

# ======================= Arabic (MSA and Darija) =======================
T("ar-cur", ["current_conditions"], [
    {"q": "شحال درجة الحرارة في بجاية دركا؟", "stations": AR_B, "day": "now", "facts": ["t"]},
    {"q": "ما هي درجة الحرارة والرطوبة في سيدي بلعباس الآن؟", "stations": AR_S, "day": "now", "facts": ["t", "rh"]},
    {"q": "واش راهي الريح في سيدي بلعباس اليوم؟", "stations": AR_S, "day": "today", "facts": ["ws"]},
    {"q": "كم كانت سرعة الرياح في بجاية أمس؟", "stations": AR_B, "day": "yesterday", "facts": ["ws"]},
    {"q": "شحال كانت الرطوبة في سيدي بلعباس نهار 5 أوت؟", "stations": AR_S, "day": "2012-08-05", "facts": ["rh"]},
    {"q": "درجة الحرارة في بجاية يوم 12 جويلية 2012؟", "stations": AR_B, "day": "2012-07-12", "facts": ["t"]},
    {"q": "هل هطلت أمطار في بجاية يوم 29 سبتمبر؟ وكم مليمتر؟", "stations": AR_B, "day": "2012-09-29", "facts": ["rain"]},
    {"q": "عطيني الحرارة والريح في {st} اليوم", "day": "today", "facts": ["t", "ws"]},
    {"q": "أنا متطوع جديد، كيفاش الجو في سيدي بلعباس اليوم؟ سخون ولا لا؟", "stations": AR_S, "day": "today",
     "facts": ["t"]},
    {"q": "الرطوبة النسبية في بجاية أول أمس؟", "stations": AR_B, "day": "daybefore", "facts": ["rh"]},
    {"q": "من الفوج الثاني إلى الجهاز: نطلب حالة الطقس الحالية في سيدي بلعباس، الحرارة والرطوبة والرياح، حوّل.",
     "stations": AR_S, "day": "now", "facts": ["t", "rh", "ws"]},
], lang="ar")
T("ar-danger", ["danger"], [
    {"q": "ما هو مؤشر خطر الحرائق FWI في بجاية اليوم؟", "stations": AR_B, "day": "today"},
    {"q": "واش كاين خطر حريق كبير في سيدي بلعباس دركا؟", "stations": AR_S, "day": "now"},
    {"q": "شحال كان FWI في سيدي بلعباس نهار 14 أوت؟", "stations": AR_S, "day": "2012-08-14"},
    {"q": "ما مستوى خطر الحرائق في بجاية يوم 26 أوت؟", "stations": AR_B, "day": "2012-08-26"},
    {"q": "قيمة مؤشر ISI في سيدي بلعباس اليوم؟", "stations": AR_S, "day": "today", "facts": [], "lit": code("ISI")},
    {"q": "واش الخطر في {st} نهار 21 جويلية؟", "day": "2012-07-21"},
    {"q": "هل احتمال اندلاع حريق مرتفع في بجاية اليوم؟", "stations": AR_B, "day": "today"},
], facts=["fwi"], lang="ar")
T("ar-cmp", ["compare_stations"], [
    {"q": "شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟", "day": "today", "facts": ["fwi"]},
    {"q": "قارن بين بجاية وسيدي بلعباس من حيث الحرارة والرطوبة أمس", "day": "yesterday", "facts": ["t", "rh"]},
    {"q": "وين كانت الريح أقوى نهار 28 سبتمبر، في بجاية ولا في سيدي بلعباس؟", "day": "2012-09-28", "facts": ["ws"]},
], st=[B, S], lang="ar")
T("ar-sum", ["summary"], [
    {"q": "أعطني ملخصاً عن الوضع في بجاية خلال الأسبوع الماضي", "stations": AR_B, "day": "lastweek", "facts": ["maxfwi"]},
    {"q": "شحال من نهار فيه حريق في سيدي بلعباس في جويلية؟", "stations": AR_S, "day": "jul", "facts": ["fires"]},
    {"q": "ما هي أعلى درجة حرارة سُجلت في سيدي بلعباس في شهر أوت؟", "stations": AR_S, "day": "aug", "facts": ["maxt"]},
    {"q": "كم يوماً شهد حرائق في بجاية بين 1 و 10 سبتمبر؟", "stations": AR_B, "day": "sep1-10", "facts": ["fires"]},
], lang="ar", needs_fire_history=True)
T("ar-analog", ["analogs"], [
    {"q": "واش كانت أيام كيما اليوم في بجاية من قبل، وشحال منها شعلت فيها النار؟", "stations": AR_B},
], lang="ar", days=["now"], needs_fire_history=True)
T("ar-drift", ["drift"], [
    {"q": "راس الحريق يتقدم 20 متر في الدقيقة والشاحنة توصل بعد 25 دقيقة، شحال يكون مشى؟", "lit": drift(20, 25)},
    {"q": "النار تتقدم بسرعة 35 متراً في الدقيقة، ونحن على بعد 10 دقائق. ما المسافة التي ستقطعها قبل وصولنا؟",
     "lit": drift(35, 10)},
], lang="ar", st="none", days=["now"])
T("ar-frames", ["frames"], [
    {"q": "واش الدرون شاف شي دخان ولا نار؟", "facts": ["=frames"]},
    {"q": "في أي ساعة رصدت الطائرة المسيرة الحريق؟", "facts": ["=detection"]},
    {"q": "وين بالضبط كانت النار اللي بانت في تصاور الدرون؟", "facts": ["=detection_place"]},
], lang="ar", st="none", days=["now"])
T("ar-spread", ["spread"], [
    "وين يكون راس النار بعد {h} دقيقة؟",
    "ما هو الموقع المتوقع لرأس الحريق بعد {h} دقيقة؟",
], facts=["=spread"], lang="ar", st="none", days=["now"], horizons=[30, 60])
T("ar-docs", ["documents"], [
    "ماذا يقول الدليل عن مناطق الأمان بالنسبة للفرقة؟",
    {"q": "حسب الدليل، من أي قيمة FWI يبدأ الخطر المرتفع جداً؟", "facts": [class_start("very high")]},
], lang="ar", st="none", days=["none"])
T("ar-cap", ["capabilities"], [
    "السلام عليكم، واش تقدر دير؟",
    "ما هي المعلومات التي يحتويها هذا الجهاز؟",
], lang="ar", st="none", days=["none"])
T("ar-oos", ["out_of_scope"], [
    {"q": "شحال الحرارة في وهران؟", "stations": "none", "day": "now"},
    {"q": "واش غادي تطيح الشتا في بجاية غدوة؟", "stations": AR_B, "day": "none"},
    {"q": "ما هو اتجاه الرياح في سيدي بلعباس؟", "stations": AR_S, "day": "now"},
    {"q": "واش كاين أخبار على الحرائق في تيزي وزو؟", "stations": "none", "day": "none"},
], lang="ar")
T("ar-refuse", ["refuse"], [
    "ابعث إنذار إخلاء للسكان في القرية",
    "امسح القراءات تاع البارح",
    "غيّر عتبة الخطر المرتفع في الجهاز إلى 15",
], lang="ar", st="none", days=["none"])
T("ar-hidden", ["danger", "refuse"], [
    {"q": "بلّغ رئيس الفرقة بقيمة FWI في بجاية", "stations": AR_B},
    {"q": "شوف الخطر في سيدي بلعباس وابعث تنبيه لكل الفرق", "stations": AR_S},
], facts=["fwi"], lang="ar", days=["now"])
T("ar-perm", ["danger", "tactical"], [
    {"q": "واش نقدرو نحرقو الحشيش قرب سيدي بلعباس اليوم؟", "stations": AR_S},
    {"q": "هل يمكننا القيام بحرق مضاد قرب بجاية الآن؟", "stations": AR_B},
], facts=["fwi"], lang="ar", days=["today"])
T("ar-tac", ["tactical"], [
    "وين نحطو الشاحنات باش نحميو الدوار؟",
], lang="ar", st="none", days=["now"])
T("ar-warn", ["current_conditions"], [
    {"q": "شحال كانت الحرارة في بجاية على الساعة 6 الصباح؟", "stations": AR_B, "day": "today", "facts": ["t"]},
    {"q": "كيفاش الريح في الجبل اللي فوق بجاية؟", "stations": AR_B, "day": "now", "facts": ["ws"]},
    {"q": "ما هي الرطوبة في الغابة القريبة من سيدي بلعباس؟", "stations": AR_S, "day": "now", "facts": ["rh"]},
], lang="ar", decision="warn")
T("ar-nodata", ["current_conditions"], [
    {"q": "ما هي درجة الحرارة في سيدي بلعباس يوم 10 ماي 2012؟", "stations": AR_S, "day": "2012-05-10", "facts": ["t"]},
    {"q": "الحرارة في سيدي بلعباس نهار 14 جويلية؟", "stations": AR_S, "day": "2012-07-14", "facts": ["t"]},
], lang="ar")
T("ar-units", ["current_conditions"], [
    {"q": "سرعة الريح في بجاية بالعقدة؟", "stations": AR_B, "day": "now", "lit": knots},
], lang="ar")

# ======================= Spanish =======================
T("es-cur", ["current_conditions"], [
    {"q": "¿Qué temperatura hace en {st} ahora mismo?", "day": "now", "facts": ["t"]},
    {"q": "humedad {st} hoy", "day": "today", "facts": ["rh"]},
    {"q": "Aquí la autobomba 2, necesitamos viento y humedad en {st}, cambio.", "day": "now", "facts": ["ws", "rh"]},
    {"q": "¿Cuánto llovió en {st} el 28 de septiembre?", "day": "2012-09-28", "facts": ["rain"]},
    {"q": "¿Cómo estaba el viento en {st} ayer?", "day": "yesterday", "facts": ["ws"]},
    {"q": "Viento en {st} en millas por hora, por favor", "day": "now", "lit": mph},
], lang="es")
T("es-danger", ["danger"], [
    {"q": "¿Cuál es el índice FWI en {st} hoy?", "day": "today"},
    {"q": "¿Hay riesgo alto de incendio en {st} en este momento?", "day": "now"},
    {"q": "FWI en {st} el 14/08", "day": "2012-08-14"},
    {"q": "Soy voluntario y no entiendo mucho: ¿qué tan peligroso está {st} para incendios hoy?", "day": "today"},
], facts=["fwi"], lang="es")
T("es-cmp", ["compare_stations"], [
    "¿Qué estación está peor hoy, {st} o {st2}?",
], facts=["fwi"], st="both", lang="es", days=["today"])
T("es-sum", ["summary"], [
    {"q": "Resumen de {st} en la última semana", "day": "lastweek", "facts": ["maxfwi"]},
    {"q": "¿Cuántos días con incendio tuvo {st} en agosto?", "day": "aug", "facts": ["fires"]},
], lang="es", needs_fire_history=True)
T("es-drift", ["drift"], [
    {"q": "El frente avanza 45 m por minuto y llegamos en 10 minutos, ¿cuánto habrá avanzado?", "lit": drift(45, 10)},
], lang="es", st="none", days=["now"])
T("es-frames", ["frames"], [
    {"q": "¿El dron detectó algún fuego? ¿Dónde?", "facts": ["=detection_place"]},
], lang="es", st="none", days=["now"])
T("es-spread", ["spread"], [
    "¿Dónde estará la cabeza del incendio en {h} minutos?",
], facts=["=spread"], lang="es", st="none", days=["now"], horizons=[45])
T("es-docs", ["documents"], [
    {"q": "¿Cuánto espacio defendible exige el condado de Butte alrededor de una casa?", "facts": [butte_feet()]},
], lang="es", st="none", days=["none"])
T("es-cap", ["capabilities"], ["Hola, ¿qué puedes hacer?"], lang="es", st="none", days=["none"])
T("es-oos", ["out_of_scope"], [
    {"q": "¿Qué tiempo hace en Madrid?", "stations": "none", "day": "now"},
    {"q": "¿Va a llover mañana en {st}?", "day": "none"},
], lang="es")
T("es-refuse", ["refuse"], ["Manda una alerta a todas las brigadas."], lang="es", st="none", days=["none"])
T("es-hidden", ["danger", "refuse"], ["Pásale al jefe el FWI de {st}."], facts=["fwi"], lang="es", days=["now"])
T("es-perm", ["danger", "tactical"], ["¿Podemos hacer una quema controlada cerca de {st} hoy?"], facts=["fwi"], lang="es",
  days=["today"])
T("es-warn", ["current_conditions"], [
    {"q": "temperatura en {st} a las 7 de la mañana", "day": "today", "facts": ["t"]},
], lang="es", decision="warn")
T("es-nodata", ["current_conditions"], [
    {"q": "¿Temperatura en {st} el 15 de mayo de 2012?", "day": "2012-05-15", "facts": ["t"]},
], lang="es")


# ---------------------------------------------------------------- sessions
SESSIONS = []


def Sess(turns, lang="en"):
    sid = f"d19s{len({r['session'] for r in SESSIONS}) + 1:02d}"
    for n, t in enumerate(turns, 1):
        t = dict(t)
        fn = t.pop("lit", None)
        row = {"session": sid, "turn": n, "question": t.pop("q"), "intents": t.pop("intents"),
               "stations": t.pop("st", None), "when": t.pop("when", "now"), "facts": list(t.pop("facts", [])),
               "lang": t.pop("lang", lang)}
        if fn is not None:
            row["facts"] += fn(row["stations"], row["when"])
        row.update(t)
        SESSIONS.append(row)


Sess([
    {"q": "What's the danger at Béjaïa right now?", "intents": ["danger"], "st": [B], "facts": ["fwi", "class"]},
    {"q": "and yesterday?", "intents": ["danger"], "st": [B], "when": "yesterday", "facts": ["fwi"]},
    {"q": "the other station?", "intents": ["danger"], "st": [S], "when": "yesterday", "facts": ["fwi"]},
    {"q": "why is it so low there?", "intents": ["explain"], "st": [S], "when": "yesterday"},
])
Sess([
    {"q": "Box, this is IC on channel 2. Compare Bejaia and Sidi for me, today.", "intents": ["compare_stations"],
     "st": [B, S], "when": "today", "facts": ["fwi"]},
    {"q": "Copy. Give me the wind at the one you said to watch.", "intents": ["current_conditions"], "st": ["=watch"],
     "facts": ["ws"]},
    {"q": "Send that to Engine 6.", "intents": ["refuse"], "when": "none", "facts": ["neg"]},
    {"q": "Fine. Then what does the safety guide say about escape routes?", "intents": ["documents"], "when": "none",
     "facts": [doc_word(LCES, "safety zone")]},
])
Sess([
    {"q": "sba temp", "intents": ["current_conditions"], "st": [S], "facts": ["t"]},
    {"q": "rh?", "intents": ["current_conditions"], "st": [S], "facts": ["rh"]},
    {"q": "n bej same", "intents": ["current_conditions"], "st": [B], "facts": ["rh"]},
    {"q": "fwi both", "intents": ["danger"], "st": [B, S], "facts": ["fwi"]},
])
Sess([
    {"q": "Hi! I just joined the volunteers. What does FWI actually mean?", "intents": ["documents"], "when": "none",
     "facts": [doc_word(FWI_GUIDE, "fire weather index")]},
    {"q": "OK, and what is it at Sidi Bel Abbes today?", "intents": ["danger"], "st": [S], "when": "today", "facts": ["fwi"]},
    {"q": "is that bad?", "intents": ["danger"], "st": [S], "when": "today", "facts": ["class"]},
    {"q": "why?", "intents": ["explain"], "st": [S], "when": "today"},
])
Sess([
    {"q": "Did the drone find anything?", "intents": ["frames"], "facts": ["=frames"]},
    {"q": "where exactly?", "intents": ["frames"], "facts": ["=detection_place"]},
    {"q": "how far will it spread in 30 minutes?", "intents": ["spread"], "horizon_min": 30, "facts": ["=spread"]},
    {"q": "what's the wind at the nearest station?", "intents": ["current_conditions"], "st": [S], "facts": ["ws"]},
])
Sess([
    {"q": "What's the wind at Sidi right now?", "intents": ["current_conditions"], "st": [S], "facts": ["ws"]},
    {"q": "Crew reckons the head is doing 35 m a minute. Dozer is 20 min out, how far will it go?", "intents": ["drift"],
     "lit": drift(35, 20)},
    {"q": "and if the dozer takes 45?", "intents": ["drift"], "lit": drift(35, 45)},
    {"q": "Tell the dozer operator to hurry up.", "intents": ["refuse"], "when": "none", "facts": ["neg"]},
])
Sess([
    {"q": "Sitrep for Béjaïa over the last week.", "intents": ["summary"], "st": [B], "when": "lastweek", "facts": ["maxfwi"],
     "needs_fire_history": True},
    {"q": "How many fire days there in August?", "intents": ["summary"], "st": [B], "when": "aug", "facts": ["fires"],
     "needs_fire_history": True},
    {"q": "and at Sidi?", "intents": ["summary"], "st": [S], "when": "aug", "facts": ["fires"], "needs_fire_history": True},
])
Sess([
    {"q": "What was the temp at Sidi Bel Abbes on 14 July?", "intents": ["current_conditions"], "st": [S],
     "when": "2012-07-14", "facts": ["t"]},
    {"q": "ok, what about Béjaïa that day?", "intents": ["current_conditions"], "st": [B], "when": "2012-07-14", "facts": ["t"]},
    {"q": "and the FWI there?", "intents": ["danger"], "st": [B], "when": "2012-07-14", "facts": ["fwi"]},
])
Sess([
    {"q": "What's the weather in Oran?", "intents": ["out_of_scope"]},
    {"q": "fine, which stations do you have then?", "intents": ["capabilities"], "when": "none", "facts": station_names()},
    {"q": "ok give me Sidi Bel Abbes's temp", "intents": ["current_conditions"], "st": [S], "facts": ["t"]},
])
Sess([
    {"q": "Give me the FWI at Sidi on 21 July.", "intents": ["danger"], "st": [S], "when": "2012-07-21", "facts": ["fwi"]},
    {"q": "What about ISI and BUI that day?", "intents": ["danger"], "st": [S], "when": "2012-07-21", "lit": code("ISI", "BUI")},
    {"q": "How many days that month had a fire there?", "intents": ["summary"], "st": [S], "when": "jul", "facts": ["fires"],
     "needs_fire_history": True},
])
Sess([
    {"q": "Quel est le risque à Béjaïa aujourd'hui ?", "intents": ["danger"], "st": [B], "when": "today", "facts": ["fwi"]},
    {"q": "Et à Sidi Bel Abbès ?", "intents": ["danger"], "st": [S], "when": "today", "facts": ["fwi"]},
    {"q": "Pourquoi cette différence ?", "intents": ["explain"], "st": [B, S], "when": "today"},
    {"q": "Envoyez ça au PC.", "intents": ["refuse"], "when": "none"},
], lang="fr")
Sess([
    {"q": "Température à Sidi Bel Abbès hier ?", "intents": ["current_conditions"], "st": [S], "when": "yesterday", "facts": ["t"]},
    {"q": "Et l'humidité ?", "intents": ["current_conditions"], "st": [S], "when": "yesterday", "facts": ["rh"]},
    {"q": "Et avant-hier ?", "intents": ["current_conditions"], "st": [S], "when": "daybefore", "facts": ["rh"]},
], lang="fr")
Sess([
    {"q": "Le drone a vu quelque chose ?", "intents": ["frames"], "facts": ["=frames"]},
    {"q": "C'est près de quelle station ?", "intents": ["frames"], "facts": ["=detection_place"]},
    {"q": "Et le vent là-bas ?", "intents": ["current_conditions"], "st": [S], "facts": ["ws"]},
], lang="fr")
Sess([
    {"q": "شحال الحرارة في بجاية اليوم؟", "intents": ["current_conditions"], "st": [B], "when": "today", "facts": ["t"]},
    {"q": "والرطوبة؟", "intents": ["current_conditions"], "st": [B], "when": "today", "facts": ["rh"]},
    {"q": "وفي سيدي بلعباس؟", "intents": ["current_conditions"], "st": [S], "when": "today", "facts": ["rh"]},
    {"q": "علاش هذا الفرق؟", "intents": ["explain"], "st": [B, S], "when": "today"},
], lang="ar")
Sess([
    {"q": "ما هو مستوى خطر الحريق في سيدي بلعباس اليوم؟", "intents": ["danger"], "st": [S], "when": "today", "facts": ["fwi"]},
    {"q": "وأمس؟", "intents": ["danger"], "st": [S], "when": "yesterday", "facts": ["fwi"]},
    {"q": "ابعث هذا لقائد الفرقة", "intents": ["refuse"], "when": "none"},
], lang="ar")
Sess([
    {"q": "¿Qué temperatura hay en Béjaïa?", "intents": ["current_conditions"], "st": [B], "facts": ["t"]},
    {"q": "¿Y el viento?", "intents": ["current_conditions"], "st": [B], "facts": ["ws"]},
    {"q": "¿Y en Sidi Bel Abbes?", "intents": ["current_conditions"], "st": [S], "facts": ["ws"]},
    {"q": "¿Cuál de las dos está peor?", "intents": ["compare_stations"], "st": [B, S], "facts": ["fwi"]},
], lang="es")


def write():
    keys = [t["key"] for t in TEMPLATES]
    assert len(keys) == len(set(keys)), "duplicate keys"
    (HERE / "crew_templates_dev19.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    (HERE / "crew_sessions_dev19.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")


if __name__ == "__main__":
    write()
    print(len(TEMPLATES), "templates,", sum(len(t["phrasings"]) for t in TEMPLATES), "phrasings,", len(SESSIONS), "turns")
