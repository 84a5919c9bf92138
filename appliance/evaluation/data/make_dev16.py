"""Sealed batch d16: crew questions written blind to the parser; every literal fact computed here.

Run from the repository root:  python appliance/evaluation/data/make_dev16.py (written as the sealed batch d16, scored once, then moved to dev)
Writes crew_templates_dev16.jsonl and crew_sessions_dev16.jsonl beside this file.

Literal facts (unit conversions, FWI sub-codes, crew-stated drift distances, document figures) are
computed below from /work/shared/data/algerian_forest_fires/ (the UCI CSV) and edge_data/documents/;
no number in a gold fact is typed by hand. Fact tokens (t, rh, ws, fwi, ...) are left to crew_facts.
"""
import csv
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
CSV = Path("/work/shared/data/algerian_forest_fires/Algerian_forest_fires_dataset_UPDATE.csv")
DOCS = ROOT / "edge_data" / "documents"
NAME = "d16"
DEV = {"b": "bejaia", "s": "sidi-bel-abbes"}
REL = {"now": "2012-09-30", "today": "2012-09-30", "yesterday": "2012-09-29", "daybefore": "2012-09-28"}


# ---------------------------------------------------------------- the data, read from the CSV
def load_csv(path: Path = CSV) -> dict:
    """{(device, 'YYYY-MM-DD'): {column: float}} for every well-formed row (the broken row is left out)."""
    out, device, header = {}, None, None
    with open(path, newline="", encoding="ascii", errors="replace") as fh:
        for row in csv.reader(fh):
            cells = [c.strip() for c in row]
            cells = [c for c in cells if c != ""]
            if len(cells) == 1 and "region" in cells[0].lower():
                device = "bejaia" if cells[0].lower().startswith("bejaia") else "sidi-bel-abbes"
                continue
            if cells and cells[0] == "day":
                header = cells
                continue
            if not cells or not cells[0].isdigit() or header is None:
                continue
            if len(cells) != len(header):
                continue        # the one malformed row (Sidi-Bel Abbes 14/07/2012): no reading that day
            rec = dict(zip(header, cells))
            day = f"{rec['year']}-{rec['month']}-{rec['day']}"
            out[(device, day)] = {k: float(v) for k, v in rec.items() if k not in ("day", "month", "year", "Classes")}
    return out


DATA = load_csv()


def row(st: str, day: str) -> dict:
    return DATA[(DEV[st], REL.get(day, day))]


def _n(x: float) -> str:
    return f"{x:.1f}"


def _variants(x: float, units: list[str], digits: int = 1) -> list[str]:
    """A converted value as an answer may write it: one decimal (dot or comma) and rounded with its unit."""
    out = []
    r = round(x, digits)
    if abs(r - round(r)) > 1e-9:
        out += [f"{r:.{digits}f}", f"{r:.{digits}f}".replace(".", ",")]
    for u in units:
        out.append(f"{round(x)}{u}")
    return sorted(set(out))


def mph(st, day):
    return {"any": _variants(row(st, day)["Ws"] / 1.609344, [" mph", " miles"])}


def knots(st, day):
    return {"any": _variants(row(st, day)["Ws"] / 1.852, [" kn", " knot", " kt", " nœud", " nudo", " عقد"])}


def ms(st, day):
    return {"any": _variants(row(st, day)["Ws"] / 3.6, [" m/s", " metres per second", " meters per second", " م/ث"])}


def fahr(st, day):
    f = row(st, day)["Temperature"] * 9 / 5 + 32
    return {"any": _variants(f, [" °F", "°F", " F", " degrees", " deg", " fahrenheit", " degrés"])}


def code(st, day, name, lang="en"):
    v = row(st, day)[name]
    if float(v).is_integer():
        return int(v)
    return v if lang == "en" else {"any": [_n(v), _n(v).replace(".", ",")]}


def dist(metres: float) -> dict:
    """A crew-stated rate x time: the distance in m and in km, dot or comma, with or without thousands."""
    m = round(metres)
    km = metres / 1000
    forms = {f"{m} m", f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m} metres", f"{m} meters", f"{m} mètres",
             f"{m} متر", f"{m} metros"}
    for k in {f"{km:g}", f"{round(km, 1):g}", f"{round(km, 2):g}"}:
        forms |= {f"{k} km", f"{k} km".replace(".", ",")}
    return {"any": sorted(forms)}


def feet_dist(ft: float) -> dict:
    m = ft * 0.3048
    forms = {f"{round(ft)} ft", f"{round(ft):,} ft", f"{round(ft)} feet", f"{round(ft):,} feet", f"{round(m)} m",
             f"{round(m, -1):.0f} m"}
    return {"any": sorted(forms)}


# ---------------------------------------------------------------- the documents
DOC = {p.stem: p.read_text(encoding="utf-8") for p in DOCS.glob("*.md")}


def doc_figure(stem: str, pattern: str, unit: str = "") -> dict:
    m = re.search(pattern, DOC[stem])
    assert m, (stem, pattern)
    v = m.group(1)
    return {"any": [f"{v} {unit}".strip(), f"{v}{unit}".strip()] if unit else [v]}


def doc_word(stem: str, *words: str) -> dict:
    for w in words:
        assert w.lower() in DOC[stem].lower(), (stem, w)
    return {"any": list(words)}


def _num_doc(v: str):
    x = float(v)
    return int(x) if x.is_integer() else x


HIGH_FROM = _num_doc(re.search(r"from ([\d.]+)\s+high", DOC["fire-weather-index-guide"]).group(1))
VHIGH_FROM = _num_doc(re.search(r"from ([\d.]+)\s+very\s+high", DOC["fire-weather-index-guide"]).group(1))
DEFENSIBLE_FT = int(re.search(r"requires (\d+) feet of defensible space", DOC["butte-county-defensible-space"]).group(1))
ZONE1_TO = int(re.search(r"Zone 1 runs from \d+ to (\d+) feet", DOC["butte-county-defensible-space"]).group(1))
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", DOC["butte-county-defensible-space"]).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DOC["butte-county-defensible-space"]).group(1))
DEFENSIBLE_FR = {"any": [f"{DEFENSIBLE_FT} feet", f"{DEFENSIBLE_FT} ft", f"{DEFENSIBLE_FT} pieds",
                         f"{round(DEFENSIBLE_FT * 0.3048)} m", f"{DEFENSIBLE_FT} قدم", f"{DEFENSIBLE_FT} pies"]}


# ---------------------------------------------------------------- the questions
TEMPLATES = []


def Q(q, st=None, day="none", facts=None, lang="en", h=None):
    return {"q": q, "st": st, "day": day, "facts": facts, "lang": lang, "h": h}


def T(kind, intents, phrasings, decision=None, facts=None, fire_history=False):
    days = [p["day"] for p in phrasings]
    t = {"key": f"{NAME}-{kind}", "intents": intents, "stations": "none", "days": days, "facts": facts or [],
         "phrasings": []}
    if any(p["h"] for p in phrasings):
        t["horizons"] = [p["h"] for p in phrasings]
    for p in phrasings:
        out = {"q": p["q"], "lang": p["lang"]}
        if p["st"]:
            out["stations"] = sorted(DEV[c] for c in p["st"])
        if p["facts"] is not None:
            out["facts"] = p["facts"]
        t["phrasings"].append(out)
    if decision:
        t["decision"] = decision
    if fire_history:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


# ---- current conditions, plain (several voices)
T("cc", ["current_conditions"], [
    Q("Dispatch to weather box: need current temp and relative humidity at the Béjaïa station, over.", "b", "now", ["t", "rh"]),
    Q("Command here. Give me the wind speed at Sidi Bel Abbes off the noon obs.", "s", "today", ["ws"]),
    Q("whats the humidity at sba rn", "s", "now", ["rh"]),
    Q("temp bej today??", "b", "today", ["t"]),
    Q("Hi, I only joined the brigade last week - how warm is it at the Bejaia weather station today, and is it raining there?", "b", "today", ["t", "rain"]),
    Q("Did Sidi-Bel-Abbès get any rain yesterday?", "s", "yesterday", ["rain"]),
    Q("conditions at bejaia 29/09", "b", "2012-09-29", ["t", "rh", "ws", "rain"]),
    Q("Sidi Bel Abbes obs for Aug 14 please - temp, humidity, wind.", "s", "2012-08-14", ["t", "rh", "ws"]),
    Q("How much rain fell at Béjaïa on the 25th of September?", "b", "2012-09-25", ["rain"]),
    Q("RH at Bej on 03.08.2012?", "b", "2012-08-03", ["rh"]),
    Q("what was it doing at SBA the day before yesterday, wind n humidity", "s", "daybefore", ["ws", "rh"]),
    Q("Copy. Need the temperature at Sidi for 8/27.", "s", "2012-08-27", ["t"]),
    Q("Read me the Bejaia station for July 4th - everything it logged.", "b", "2012-07-04", ["t", "rh", "ws", "rain"]),
    Q("Noon reading from Sidi Bel Abbes, June 15th, go ahead.", "s", "2012-06-15", ["t", "rh", "ws", "rain"]),
    Q("is the wind up at bejaia right now or is it calm", "b", "now", ["ws"]),
    Q("sidi humidity 12 sept", "s", "2012-09-12", ["rh"]),
    Q("Engine 4 asking: how dry is the air at Béjaïa this noon?", "b", "today", ["rh"]),
    Q("what temp did bel abbes hit on 2012-09-21", "s", "2012-09-21", ["t"]),
])

# ---- units the crew asks for (literal conversions)
T("units", ["current_conditions"], [
    Q("Wind at Béjaïa in mph?", "b", "now", [mph("b", "now")]),
    Q("SBA temp in fahrenheit today", "s", "today", [fahr("s", "today")]),
    Q("What was the wind in knots at Sidi Bel Abbes on August 27?", "s", "2012-08-27", [knots("s", "2012-08-27")]),
    Q("temp F at bejaia yesterday", "b", "yesterday", [fahr("b", "yesterday")]),
    Q("Wind speed at Sidi, meters per second please.", "s", "now", [ms("s", "now")]),
    Q("Béjaïa, 14 August: give me the temperature in Fahrenheit and the wind in miles per hour.", "b", "2012-08-14",
      [fahr("b", "2012-08-14"), mph("b", "2012-08-14")]),
    Q("knots pls bej wind 3 aug", "b", "2012-08-03", [knots("b", "2012-08-03")]),
    Q("Convert today's Sidi-Bel Abbes wind to miles per hour for the American liaison.", "s", "today", [mph("s", "today")]),
    Q("how many degrees F was it at SBA on Sept 21", "s", "2012-09-21", [fahr("s", "2012-09-21")]),
    Q("Bejaia wind for the 12th of September, in knots, for the helicopter pilot.", "b", "2012-09-12", [knots("b", "2012-09-12")]),
])

# ---- FWI sub-codes asked by name (literal from the CSV)
T("codes", ["danger"], [
    Q("What's the ISI at Sidi Bel Abbes today?", "s", "today", [code("s", "today", "ISI")]),
    Q("BUI bejaia 27 aug", "b", "2012-08-27", [code("b", "2012-08-27", "BUI")]),
    Q("Need DMC and DC for SBA, 14 Aug.", "s", "2012-08-14", [code("s", "2012-08-14", "DMC"), code("s", "2012-08-14", "DC")]),
    Q("FFMC at Béjaïa yesterday? Trying to judge how the fine fuels are.", "b", "yesterday", [code("b", "yesterday", "FFMC")]),
    Q("Give me the full set for Sidi on Sept 21st: FFMC, DMC, DC, ISI, BUI and FWI.", "s", "2012-09-21",
      [code("s", "2012-09-21", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"]),
    Q("drought code at bejaia on 2012-08-27", "b", "2012-08-27", [code("b", "2012-08-27", "DC")]),
    Q("initial spread index sidi bel abbes now", "s", "now", [code("s", "now", "ISI")]),
    Q("What was the buildup index at Bejaia on 3 August?", "b", "2012-08-03", [code("b", "2012-08-03", "BUI")]),
    Q("Duff moisture code, Sidi Bel Abbes, 27th of August - read it out.", "s", "2012-08-27", [code("s", "2012-08-27", "DMC")]),
])

# ---- danger (FWI, class, is a fire likely)
T("danger", ["danger"], [
    Q("What's the fire danger at Béjaïa right now?", "b", "now", ["fwi", "class"]),
    Q("fwi sidi today", "s", "today", ["fwi"]),
    Q("is a fire likely around sba today", "s", "today", ["fwi", "class"]),
    Q("Danger class for Bejaia on 27 August?", "b", "2012-08-27", ["class"]),
    Q("IC to box: fire weather index at Sidi Bel Abbes, yesterday's reading.", "s", "yesterday", ["fwi"]),
    Q("How bad was the fire danger at bejaia on the 21st of September?", "b", "2012-09-21", ["fwi", "class"]),
    Q("Sorry if this is a silly question, but is today a dangerous fire day at the Sidi Bel Abbes station?", "s", "today", ["fwi", "class"]),
    Q("fwi bej 14/08", "b", "2012-08-14", ["fwi"]),
    Q("What danger class was SBA in on August 3rd 2012?", "s", "2012-08-03", ["class"]),
    Q("risk level bejaia day before yesterday", "b", "daybefore", ["fwi", "class"]),
    Q("Need the FWI and the class for Sidi Bel Abbes, 2012-09-23.", "s", "2012-09-23", ["fwi", "class"]),
    Q("are we in high danger at bejaia today or not", "b", "today", ["fwi", "class"]),
    Q("Battalion 2 to box, what's the fire weather rating at Sidi on the 26th?", "s", "2012-09-26", ["fwi", "class"]),
])

# ---- two stations side by side
T("cmp", ["compare_stations"], [
    Q("Which station is worse today, Bejaia or SBA?", "bs", "today", ["fwi"]),
    Q("compare sidi and bej fwi yesterday", "bs", "yesterday", ["fwi"]),
    Q("Put Béjaïa and Sidi Bel Abbes side by side for 14 August: temp, RH, wind.", "bs", "2012-08-14", ["t", "rh", "ws"]),
    Q("Where's the air drier right now, at the coast station or the inland one?", "bs", "now", ["rh"]),
    Q("Of our two stations, which had the higher danger on Aug 27?", "bs", "2012-08-27", ["fwi"]),
    Q("hotter at sba or bejaia today", "bs", "today", ["t"]),
    Q("Dispatch: compare both stations' danger for the 21st of September, which one do we keep an eye on?", "bs", "2012-09-21", ["fwi", "class"]),
    Q("windier where today, Sidi or Béjaïa?", "bs", "today", ["ws"]),
    Q("Stack up Bejaia against Sidi Bel Abbes for the 23rd, humidity and FWI.", "bs", "2012-09-23", ["rh", "fwi"]),
])

# ---- summaries over a window
T("sum", ["summary"], [
    Q("Sitrep for Sidi Bel Abbes covering the last week.", "s", "lastweek", ["maxfwi"]),
    Q("give me a rundown of bejaia the past 3 days", "b", "last3d", ["maxfwi"]),
    Q("What was the hottest it got at SBA in August?", "s", "aug", ["maxt"]),
    Q("max FWI at bejaia during July", "b", "jul", ["maxfwi"]),
    Q("How has the danger trended at Béjaïa since Tuesday?", "b", "since-tue", ["maxfwi"]),
    Q("Summary for both stations, first ten days of September.", "bs", "sep1-10", ["maxfwi"]),
    Q("peak temp sidi last 24 hrs", "s", "last24h", ["maxt"]),
    Q("End of August at Sidi, 20th through 31st: how bad did it get?", "s", "aug-late", ["maxfwi"]),
    Q("Quick trend on both stations over the past seven days, please - worst FWI at each.", "bs", "lastweek", ["maxfwi"]),
    Q("How did June go at Bejaia? Highest temperature and highest FWI.", "b", "jun", ["maxt", "maxfwi"]),
])
T("firecount", ["summary"], [
    Q("How many fire days did Sidi Bel Abbes log in August?", "s", "aug", ["fires"]),
    Q("fires recorded at bejaia in june?", "b", "jun", ["fires"]),
    Q("Brief me on September at Béjaïa: worst FWI and how many fire days.", "b", "sep", ["maxfwi", "fires"]),
    Q("count of fire days at SBA from the 1st to the 10th of Sept", "s", "sep1-10", ["fires"]),
    Q("In July, how many days at Bejaia ended up with a fire on record?", "b", "jul", ["fires"]),
], fire_history=True)

# ---- past days like today
T("analogs", ["analogs"], [
    Q("Days in the record that look like today at Sidi Bel Abbes - how many of them had fires?", "s", "today", []),
    Q("bejaia: find past days similar to today, how many burned", "b", "today", []),
    Q("Has a day like yesterday at SBA ever turned into a fire?", "s", "yesterday", []),
    Q("Look for days with conditions like 27 August at Béjaïa - what happened on those days?", "b", "2012-08-27", []),
    Q("Volunteer question: when the weather was like today's at Bejaia before, did fires start?", "b", "today", []),
    Q("analog days for sidi 21 sept, fire or no fire?", "s", "2012-09-21", []),
], fire_history=True)

# ---- drone frames
T("frames", ["frames"], [
    Q("Did the drone pick anything up?", None, "today", ["=detection"]),
    Q("time of the last drone frame?", None, "today", ["=frames"]),
    Q("Where was the smoke the UAV saw?", None, "today", ["=detection_place"]),
    Q("any fire in todays sortie frames", None, "today", ["=detection"]),
    Q("How many frames did the drone send back, and did any of them show fire?", None, "today", ["=frames"]),
    Q("uav see smoke or not", None, "today", ["=detection"]),
    Q("What time was the fire frame, and which station was it near?", None, "today", ["=detection", "=detection_place"]),
    Q("IC to box: anything on the aerial imagery this afternoon?", None, "today", ["=detection"]),
])

# ---- where the head will be
T("spread", ["spread"], [
    Q("Where will the head be in 30 minutes?", None, "now", ["=spread"], h=30),
    Q("Project the fire from the drone detection out 60 minutes.", None, "now", ["=spread"], h=60),
    Q("fire ne of sba, where's it gonna be in 45", None, "now", ["=spread"], h=45),
    Q("If that detection is real, where's the front in an hour and a half?", None, "now", ["=spread"], h=90),
    Q("head position in 20 min?", None, "now", ["=spread"], h=20),
])

# ---- drift: the crew gives a rate and a time
T("drift", ["drift"], [
    Q("Head's running 35 m a minute and the dozer is 20 min out. How far does it go by then?", None, "none", [dist(35 * 20)]),
    Q("ROS roughly 12 meters per minute, engine ETA 25 minutes. How much ground does the fire gain before we're there?", None, "none", [dist(12 * 25)]),
    Q("fire moving 2.4 km/h were 40 min away how far will it have gone", None, "none", [dist(2.4 * 1000 * 40 / 60)]),
    Q("Front's doing 80 feet a minute and the crew arrives in 15 minutes. How far is that?", None, "none", [feet_dist(80 * 15)]),
    Q("If it keeps up 50 m/min for the 12 minutes it takes us to get in, how far will it have moved?", None, "none", [dist(50 * 12)]),
    Q("How far does the front move while your answer gets to us?", None, "now", ["=drift"]),
    Q("Drift check: 18 m per minute over a 35 minute transit.", None, "none", [dist(18 * 35)]),
    Q("spreading about 1.5 km an hour, tanker 50 minutes out - distance covered?", None, "none", [dist(1.5 * 1000 * 50 / 60)]),
    Q("Head at 22 m/min, hand crew hiking in takes an hour ten. How far does the head get?", None, "none", [dist(22 * 70)]),
    Q("Wind's 30 km/h; figure the grass fire runs at a tenth of the wind speed. Engine is 15 min out - how far does it run?", None, "none",
      [dist(30 * 1000 / 60 * 0.1 * 15)]),
    Q("By the time this answer hits the line, how far will the fire have moved?", None, "now", ["=drift"]),
])

# ---- a photo the crew says it attached (none is attached in this set)
T("photo", ["photo"], [
    Q("Is that smoke in the photo I just sent from the ridge?", None, "now", []),
    Q("look at my pic, is that a new start or the burn pile", None, "now", []),
    Q("C'est de la fumée sur la photo que je viens d'envoyer ?", None, "now", [], "fr"),
    Q("شوف التصويرة اللي بعثتلك، واش هاداك دخان؟", None, "now", [], "ar"),
])

# ---- the loaded guidance
T("docs", ["documents"], [
    Q("What does the guidance say about defensible space around structures?", None, "none", ["=doc_defensible"]),
    Q("how many feet of clearance does butte county want around a house", None, "none", ["=doc_defensible"]),
    Q("LCES - what does it stand for in the loaded safety doc?", None, "none",
      [doc_word("crew-safety-lces", "lookout"), doc_word("crew-safety-lces", "escape route"), doc_word("crew-safety-lces", "safety zone")]),
    Q("What's zone 0 in the defensible space document?", None, "none", [{"any": [f"{ZONE0_FT} feet", f"{ZONE0_FT} ft", f"{ZONE0_FT}-foot"]}]),
    Q("According to the FWI guide on the box, at what FWI does the danger turn high?", None, "none", [HIGH_FROM]),
    Q("list the watch out situations from the crew safety doc", None, "none", [doc_word("crew-safety-lces", "downhill", "spot fire", "wind increases")]),
    Q("What does the FFMC measure, per the box's own guide?", None, "none", [doc_word("fire-weather-index-guide", "fine fuel", "litter")]),
    Q("grass height limit in zone 2?", None, "none", [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch"]}]),
])

# ---- what the box can do
T("caps", ["capabilities"], [
    Q("hello?", None, "none", []),
    Q("What can you do?", None, "none", []),
    Q("Which weather stations have you got?", None, "none", [{"any": ["bejaia"]}, {"any": ["sidi bel abbes", "sidi-bel abbes", "sidi-bel-abbes"]}]),
    Q("new volunteer here, how am I supposed to use this thing", None, "none", []),
    Q("What data do you hold, and for which dates?", None, "none", []),
    Q("Radio check, box, are you up?", None, "none", []),
    Q("help", None, "none", []),
])

# ---- nothing to answer with
T("oos", ["out_of_scope"], [
    Q("What's the FWI in Oran today?", None, "today", []),
    Q("weather tlemcen", None, "now", []),
    Q("Forecast for tomorrow at Béjaïa?", "b", "2012-10-01", []),
    Q("Will the wind pick up at SBA later this afternoon?", "s", "today", []),
    Q("Where are the other engines right now?", None, "now", []),
    Q("who won the match last night", None, "none", []),
    Q("Any news on the fires in Kabylie?", None, "none", []),
    Q("fuel moisture in the pine stands at bejaia?", "b", "now", []),
    Q("Haines index at Sidi Bel Abbes?", "s", "now", []),
    Q("ERC for Bejaia today", "b", "today", []),
    Q("Temperature in Algiers, please.", None, "now", []),
    Q("what's the weather like in Marseille", None, "now", []),
    Q("Which way is the wind blowing at SBA?", "s", "now", []),
])

# ---- wind speed and direction: the speed is served, the direction is not
T("winddir", ["current_conditions", "out_of_scope"], [
    Q("wind speed and direction at bej", "b", "now", ["ws"]),
    Q("Which way's the wind at Sidi and how strong?", "s", "now", ["ws"]),
    Q("Where is the wind coming from at Béjaïa today, and at what speed?", "b", "today", ["ws"]),
])

# ---- orders the box cannot carry out
T("refuse", ["refuse"], [
    Q("Send an evacuation alert for the villages east of Sidi Bel Abbes.", None, "none", ["neg"]),
    Q("Publish a red flag warning for the whole district.", None, "none", ["neg"]),
    Q("order the evacuation of the campground now", None, "none", ["neg"]),
    Q("Delete yesterday's readings, they look wrong.", None, "none", ["neg"]),
    Q("switch your clock to local time", None, "none", ["neg"]),
    Q("Notify the wali's office that we are engaging.", None, "none", ["neg"]),
    Q("turn off the alerts, theyre spamming us", None, "none", ["neg"]),
    Q("Page the duty officer for me.", None, "none", ["neg"]),
])
T("hidden-order", ["danger", "refuse"], [
    Q("Let the brigade at Béjaïa know today's FWI.", "b", "today", ["fwi", "neg"]),
    Q("radio the sba crews their danger class for today", "s", "today", ["class", "neg"]),
    Q("Get the fire weather index for Sidi to the IC's phone, would you?", "s", "now", ["fwi", "neg"]),
])
T("hidden-order-cc", ["current_conditions", "refuse"], [
    Q("text the chief the humidity at bejaia", "b", "now", ["rh", "neg"]),
    Q("Broadcast the Sidi Bel Abbes wind speed to all units.", "s", "now", ["ws", "neg"]),
])

# ---- tactical calls the crew must make (facts bearing on it: warn)
T("tactical", ["tactical"], [
    Q("Where should we stage the engines?", None, "none", []),
    Q("Is it safe to send the crew into the draw above Sidi?", "s", "now", []),
    Q("best escape route off the ridge?", None, "none", []),
    Q("Pick a safety zone for us.", None, "none", []),
    Q("where do I cut the line", None, "none", []),
])
T("permit", ["danger", "tactical"], [
    Q("ok to burn garden waste near Béjaïa today?", "b", "today", ["fwi", "class"]),
    Q("Should we go direct or indirect at SBA given today's danger?", "s", "today", ["fwi", "class"]),
    Q("can we run a burnout this evening near bej", "b", "today", ["fwi", "class"]),
    Q("Farmer's asking if he can burn stubble outside Sidi Bel Abbes today - what do I tell him?", "s", "today", ["fwi", "class"]),
])

# ---- places near a station but not at it (warn)
T("near", ["current_conditions"], [
    Q("What's the temperature up on the ridge above Bejaia?", "b", "now", ["t"]),
    Q("humidity down by the port of béjaïa", "b", "now", ["rh"]),
    Q("Wind out at the farms south of Sidi Bel Abbes?", "s", "now", ["ws"]),
], decision="warn")
T("near-danger", ["danger"], [
    Q("Fire danger in the forest outside Sidi Bel Abbes today?", "s", "today", ["fwi", "class"]),
    Q("how risky are the hills behind bejaia right now", "b", "now", ["fwi", "class"]),
], decision="warn")

# ---- hours: the box holds only the noon reading (warn)
T("hour", ["current_conditions"], [
    Q("Temp at Béjaïa at 6 am?", "b", "today", ["t"]),
    Q("what was the humidity at SBA at 3 pm yesterday", "s", "yesterday", ["rh"]),
    Q("Wind at Bejaia at 18:00 on 14 August?", "b", "2012-08-14", ["ws"]),
    Q("temp at sidi around 10 pm yesterday?", "s", "yesterday", ["t"]),
], decision="warn")

# ---- days the data does not cover
T("nodata", ["danger"], [
    Q("FWI at Béjaïa on 15 May 2012?", "b", "2012-05-15", ["fwi"]),
    Q("bejaia danger on 2011-08-14", "b", "2011-08-14", ["fwi"]),
    Q("What was the danger rating at Sidi on 20 October 2012?", "s", "2012-10-20", ["fwi"]),
])
T("nodata-cc", ["current_conditions"], [
    Q("Conditions at SBA on 14 July?", "s", "2012-07-14", ["t", "rh", "ws"]),
    Q("temp at sidi bel abbes on 31 may 2012", "s", "2012-05-31", ["t"]),
])

# ---- several parts in one breath
T("multi-danger-spread", ["danger", "spread"], [
    Q("fwi at sba and where will the head of the drone fire be in 30 min", "s", "now", ["fwi", "=spread"], h=30),
])
T("multi-cc-danger-docs", ["current_conditions", "danger", "documents"], [
    Q("Temp and danger class at Bejaia today - and what does the guidance say about defensible space?", "b", "today", ["t", "class", "=doc_defensible"]),
])
T("multi-frames-danger", ["frames", "danger"], [
    Q("Did the drone see fire, and how's the danger at Sidi Bel Abbes?", "s", "today", ["=detection", "fwi"]),
    Q("danger at sidi + anything on the drone?", "s", "today", ["fwi", "=detection"]),
])
T("multi-cmp-docs", ["compare_stations", "documents"], [
    Q("Compare the two stations for today and tell me what LCES means.", "bs", "today", ["fwi", doc_word("crew-safety-lces", "lookout")]),
])
T("multi-cc-danger-oos", ["current_conditions", "danger", "out_of_scope"], [
    Q("rh at sba + fwi + forecast for tomorrow", "s", "today", ["rh", "fwi"]),
])
T("multi-sum-analogs", ["summary", "analogs"], [
    Q("Last week's summary at Bejaia, and how many similar days had a fire?", "b", "lastweek", ["maxfwi"]),
], fire_history=True)
T("multi-frames-drift", ["frames", "drift"], [
    Q("Time of the drone's fire frame, and how far the front moves in the 25 minutes till the engine arrives at 30 m/min?", None, "today",
      ["=detection", dist(30 * 25)]),
])
T("multi-cc-danger", ["current_conditions", "danger"], [
    Q("Béjaïa now: temperature, humidity, wind and FWI.", "b", "now", ["t", "rh", "ws", "fwi"]),
    Q("gimme sidi wx and danger for 22 sept", "s", "2012-09-22", ["t", "rh", "ws", "fwi"]),
])


# ================================================================ French-speaking crew lead
FR = "fr"
T("fr-cc", ["current_conditions"], [
    Q("Quelle température à Béjaïa en ce moment ?", "b", "now", ["t"], FR),
    Q("Humidité relative à Sidi Bel Abbès hier ?", "s", "yesterday", ["rh"], FR),
    Q("Il est tombé combien de pluie à Béjaïa le 25/09 ?", "b", "2012-09-25", ["rain"], FR),
    Q("Donne-moi la météo de SBA du 14 août : température, humidité, vent.", "s", "2012-08-14", ["t", "rh", "ws"], FR),
    Q("le vent a sidi en km/h stp", "s", "now", ["ws"], FR),
    Q("Relevé de midi à Béjaïa, avant-hier, s'il vous plaît.", "b", "daybefore", ["t", "rh", "ws", "rain"], FR),
    Q("Il faisait quelle température à Sidi-Bel-Abbès le 3 août ?", "s", "2012-08-03", ["t"], FR),
])
T("fr-units", ["current_conditions"], [
    Q("Le vent à Béjaïa, en nœuds, aujourd'hui ?", "b", "today", [knots("b", "today")], FR),
    Q("Quelle température en degrés Fahrenheit à Sidi Bel Abbès le 3 août ?", "s", "2012-08-03", [fahr("s", "2012-08-03")], FR),
    Q("Vitesse du vent à Béjaïa le 27 août, en mètres par seconde ?", "b", "2012-08-27", [ms("b", "2012-08-27")], FR),
])
T("fr-danger", ["danger"], [
    Q("Quel est l'IFM à Béjaïa aujourd'hui ?", "b", "today", ["fwi"], FR),
    Q("Niveau de danger à Sidi-Bel-Abbès le 27/08/2012 ?", "s", "2012-08-27", ["fwi", "class"], FR),
    Q("Un départ de feu est-il probable à Béjaïa aujourd'hui ?", "b", "today", ["fwi", "class"], FR),
    Q("La classe de danger à Sidi le 23/09 ?", "s", "2012-09-23", ["class"], FR),
    Q("c'est quoi le risque incendie a bejaia hier", "b", "yesterday", ["fwi", "class"], FR),
])
T("fr-codes", ["danger"], [
    Q("Quel est l'ISI à Sidi Bel Abbès le 21 septembre ?", "s", "2012-09-21", [code("s", "2012-09-21", "ISI", FR)], FR),
    Q("L'indice d'humus (DMC) à Béjaïa le 27 août ?", "b", "2012-08-27", [code("b", "2012-08-27", "DMC", FR)], FR),
    Q("Quel est le BUI à Béjaïa avant-hier ?", "b", "daybefore", [code("b", "daybefore", "BUI", FR)], FR),
    Q("FFMC et indice de sécheresse (DC) à SBA le 14 août ?", "s", "2012-08-14",
      [code("s", "2012-08-14", "FFMC", FR), code("s", "2012-08-14", "DC", FR)], FR),
])
T("fr-cmp", ["compare_stations"], [
    Q("Compare les deux stations pour aujourd'hui : laquelle faut-il surveiller ?", "bs", "today", ["fwi"], FR),
    Q("Où faisait-il le plus chaud hier, à Béjaïa ou à Sidi Bel Abbès ?", "bs", "yesterday", ["t"], FR),
    Q("Béjaïa contre Sidi Bel Abbès le 21 septembre : humidité et IFM.", "bs", "2012-09-21", ["rh", "fwi"], FR),
])
T("fr-sum", ["summary"], [
    Q("Fais-moi un point de situation sur Sidi Bel Abbès sur les sept derniers jours.", "s", "lastweek", ["maxfwi"], FR),
    Q("IFM max à SBA du 20 au 31 août ?", "s", "aug-late", ["maxfwi"], FR),
    Q("Température maximale à Béjaïa en août ?", "b", "aug", ["maxt"], FR),
    Q("Résumé de la situation à Béjaïa depuis mardi.", "b", "since-tue", ["maxfwi"], FR),
    Q("Combien de jours avec feu à Béjaïa en juillet ?", "b", "jul", ["fires"], FR),
])
T("fr-analogs", ["analogs"], [
    Q("Des jours semblables à aujourd'hui à Sidi Bel Abbès : combien ont brûlé ?", "s", "today", [], FR),
    Q("Dans l'historique de Béjaïa, les journées comme hier ont-elles donné des feux ?", "b", "yesterday", [], FR),
], fire_history=True)
T("fr-frames", ["frames"], [
    Q("Le drone a-t-il vu de la fumée ?", None, "today", ["=detection"], FR),
    Q("À quelle heure est la dernière image du drone ?", None, "today", ["=frames"], FR),
    Q("Le feu repéré par le drone, il est où exactement ?", None, "today", ["=detection_place"], FR),
])
T("fr-spread", ["spread"], [
    Q("Où sera la tête du feu dans 30 minutes ?", None, "now", ["=spread"], FR, h=30),
    Q("Projection du front dans une heure ?", None, "now", ["=spread"], FR, h=60),
])
T("fr-drift", ["drift"], [
    Q("Le front avance de 40 m par minute, le camion arrive dans 12 minutes : il aura fait combien ?", None, "none", [dist(40 * 12)], FR),
    Q("Le feu progresse à 1,8 km/h et on est à 35 minutes. De combien il aura avancé ?", None, "none", [dist(1.8 * 1000 * 35 / 60)], FR),
    Q("Pendant que ta réponse nous arrive, le front bouge de combien ?", None, "now", ["=drift"], FR),
])
T("fr-docs", ["documents"], [
    Q("Que dit le document sur la distance à débroussailler autour des maisons ?", None, "none", [DEFENSIBLE_FR], FR),
    Q("Que veut dire LCES d'après le guide de sécurité ?", None, "none", [], FR),
    Q("Selon le guide, à partir de quel IFM le danger est-il très élevé ?", None, "none", [VHIGH_FROM], FR),
])
T("fr-caps", ["capabilities"], [
    Q("Bonjour, tu sais faire quoi ?", None, "none", [], FR),
    Q("Quelles stations as-tu, et sur quelle période ?", None, "none", [], FR),
])
T("fr-oos", ["out_of_scope"], [
    Q("Quel temps fait-il à Oran ?", None, "now", [], FR),
    Q("Prévision pour demain à Béjaïa ?", "b", "2012-10-01", [], FR),
    Q("Quelle est la température à Tizi Ouzou ?", None, "now", [], FR),
    Q("Où sont les autres engins en ce moment ?", None, "now", [], FR),
])
T("fr-winddir", ["current_conditions", "out_of_scope"], [
    Q("Direction et force du vent à Sidi Bel Abbès ?", "s", "now", ["ws"], FR),
])
T("fr-refuse", ["refuse"], [
    Q("Envoie une alerte d'évacuation pour le village.", None, "none", ["neg"], FR),
    Q("Supprime les données d'hier.", None, "none", ["neg"], FR),
    Q("Peux-tu changer l'heure de l'appareil ?", None, "none", ["neg"], FR),
])
T("fr-hidden-order", ["danger", "refuse"], [
    Q("Préviens la caserne de Béjaïa du niveau de danger du jour.", "b", "today", ["fwi", "class", "neg"], FR),
])
T("fr-permit", ["danger", "tactical"], [
    Q("On peut faire un brûlage dirigé près de Sidi Bel Abbès aujourd'hui ?", "s", "today", ["fwi", "class"], FR),
])
T("fr-tactical", ["tactical"], [
    Q("Où positionner les engins ?", None, "none", [], FR),
    Q("On attaque de front ou par les flancs ?", None, "none", [], FR),
])
T("fr-near", ["current_conditions"], [
    Q("Température sur les hauteurs de Béjaïa ?", "b", "now", ["t"], FR),
], decision="warn")
T("fr-hour", ["current_conditions"], [
    Q("Humidité à Béjaïa à 6h du matin ?", "b", "today", ["rh"], FR),
    Q("Le vent à Sidi Bel Abbès hier soir vers 20h ?", "s", "yesterday", ["ws"], FR),
], decision="warn")
T("fr-nodata", ["danger"], [
    Q("Risque à Sidi Bel Abbès le 10 mai 2012 ?", "s", "2012-05-10", ["fwi"], FR),
])
T("fr-multi", ["current_conditions", "danger", "frames"], [
    Q("L'IFM et le vent à Béjaïa, et est-ce que le drone a repéré un feu ?", "b", "now", ["fwi", "ws", "=detection"], FR),
])

# ================================================================ Arabic-speaking crew lead (Darija and MSA)
AR = "ar"
T("ar-cc", ["current_conditions"], [
    Q("شحال السخانة في بجاية ليوم؟", "b", "today", ["t"], AR),
    Q("واش كاين الريح في سيدي بلعباس درك؟ شحال سرعتو؟", "s", "now", ["ws"], AR),
    Q("شحال كانت الرطوبة في بجاية البارح؟", "b", "yesterday", ["rh"], AR),
    Q("واش طاحت الشتا في سيدي بلعباس يوم 25 سبتمبر؟", "s", "2012-09-25", ["rain"], AR),
    Q("ما هي درجة الحرارة والرطوبة النسبية في محطة بجاية الآن؟", "b", "now", ["t", "rh"], AR),
    Q("كم كانت كمية الأمطار في بجاية يوم 29 سبتمبر؟", "b", "2012-09-29", ["rain"], AR),
    Q("شحال كانت الريح في سيدي بلعباس قبل البارح؟", "s", "daybefore", ["ws"], AR),
    Q("أعطني قراءة محطة سيدي بلعباس ليوم 14 أوت: الحرارة والرطوبة والرياح.", "s", "2012-08-14", ["t", "rh", "ws"], AR),
])
T("ar-units", ["current_conditions"], [
    Q("الريح في بجاية بالعقدة شحال؟", "b", "now", [knots("b", "now")], AR),
    Q("ما سرعة الرياح بالميل في الساعة في سيدي بلعباس اليوم؟", "s", "today", [mph("s", "today")], AR),
    Q("ما هي درجة الحرارة بالفهرنهايت في بجاية أمس؟", "b", "yesterday", [fahr("b", "yesterday")], AR),
])
T("ar-danger", ["danger"], [
    Q("واش الخطر كبير ليوم في سيدي بلعباس؟", "s", "today", ["fwi", "class"], AR),
    Q("شحال الـ FWI تاع بجاية يوم 14 أوت؟", "b", "2012-08-14", ["fwi"], AR),
    Q("ما هو مؤشر طقس الحرائق في سيدي بلعباس يوم 27 أوت 2012؟", "s", "2012-08-27", ["fwi"], AR),
    Q("ما هي درجة خطر الحرائق في بجاية اليوم؟", "b", "today", ["fwi", "class"], AR),
    Q("واش كانت النار ممكنة في سيدي بلعباس البارح؟", "s", "yesterday", ["fwi", "class"], AR),
])
T("ar-codes", ["danger"], [
    Q("شحال ISI في سيدي بلعباس البارح؟", "s", "yesterday", [code("s", "yesterday", "ISI", AR)], AR),
    Q("ما هي قيم DMC و DC في سيدي بلعباس يوم 21 سبتمبر؟", "s", "2012-09-21",
      [code("s", "2012-09-21", "DMC", AR), code("s", "2012-09-21", "DC", AR)], AR),
    Q("BUI تاع بجاية نهار 27 أوت شحال كان؟", "b", "2012-08-27", [code("b", "2012-08-27", "BUI", AR)], AR),
])
T("ar-cmp", ["compare_stations"], [
    Q("وين راهي الحالة خطيرة كثر، بجاية ولا سيدي بلعباس؟", "bs", "now", ["fwi"], AR),
    Q("قارن بين المحطتين من حيث سرعة الرياح أمس.", "bs", "yesterday", ["ws"], AR),
    Q("أيهما كانت أكثر حرارة يوم 3 أوت، بجاية أم سيدي بلعباس؟", "bs", "2012-08-03", ["t"], AR),
])
T("ar-sum", ["summary"], [
    Q("أعطني ملخصاً للوضع في سيدي بلعباس خلال الأسبوع الماضي.", "s", "lastweek", ["maxfwi"], AR),
    Q("شحال كانت أعلى سخانة في بجاية في جويلية؟", "b", "jul", ["maxt"], AR),
    Q("كم كانت أعلى قيمة لمؤشر FWI في بجاية في أوت؟", "b", "aug", ["maxfwi"], AR),
    Q("كيفاش كانت الحالة في سيدي بلعباس هاد الثلاث أيام اللي فاتو؟", "s", "last3d", ["maxfwi"], AR),
])
T("ar-firecount", ["summary"], [
    Q("شحال من نهار كانت فيه النار في سيدي بلعباس في أوت؟", "s", "aug", ["fires"], AR),
    Q("كم يوماً شهد حرائق في سيدي بلعباس بين 1 و 10 سبتمبر؟", "s", "sep1-10", ["fires"], AR),
], fire_history=True)
T("ar-analogs", ["analogs"], [
    Q("واش كاين أيام كيما ليوم في سيدي بلعباس، وشحال منهم شعلت فيهم النار؟", "s", "today", [], AR),
    Q("ما هي الأيام المشابهة لليوم في بجاية، وكم منها شهد حريقاً؟", "b", "today", [], AR),
], fire_history=True)
T("ar-frames", ["frames"], [
    Q("الدرون شاف شي دخان ولا لا؟", None, "today", ["=detection"], AR),
    Q("هل رصدت الطائرة المسيّرة أي حريق؟ ومتى؟", None, "today", ["=detection"], AR),
    Q("وين بالضبط شاف الدرون النار؟", None, "today", ["=detection_place"], AR),
])
T("ar-spread", ["spread"], [
    Q("أين سيكون رأس الحريق بعد 45 دقيقة؟", None, "now", ["=spread"], AR, h=45),
    Q("وين توصل النار في نص ساعة؟", None, "now", ["=spread"], AR, h=30),
])
T("ar-drift", ["drift"], [
    Q("الراس تاع النار يمشي 30 متر في الدقيقة والكاميون باقيلو 20 دقيقة، شحال تمشي حتى يوصل؟", None, "none", [dist(30 * 20)], AR),
    Q("ينتقل الحريق بسرعة 1.2 كم في الساعة ونحتاج 50 دقيقة للوصول، كم سيتقدم؟", None, "none", [dist(1.2 * 1000 * 50 / 60)], AR),
])
T("ar-docs", ["documents"], [
    Q("واش تقول الوثيقة على المسافة الآمنة حول الديار؟", None, "none", [DEFENSIBLE_FR], AR),
    Q("ما معنى LCES حسب دليل السلامة؟", None, "none", [], AR),
    Q("ماذا يقيس مؤشر BUI حسب الدليل؟", None, "none", [], AR),
])
T("ar-caps", ["capabilities"], [
    Q("كيفاش نستعمل هاد الجهاز؟", None, "none", [], AR),
    Q("ما الذي يمكنك فعله؟", None, "none", [], AR),
    Q("السلام عليكم", None, "none", [], AR),
])
T("ar-oos", ["out_of_scope"], [
    Q("وهران، واش الخطر تما ليوم؟", None, "today", [], AR),
    Q("ما هي توقعات الطقس لغد في سيدي بلعباس؟", "s", "2012-10-01", [], AR),
    Q("ما هي درجة الحرارة في الجزائر العاصمة؟", None, "now", [], AR),
])
T("ar-winddir", ["current_conditions", "out_of_scope"], [
    Q("ما هو اتجاه الرياح وسرعتها في بجاية؟", "b", "now", ["ws"], AR),
])
T("ar-refuse", ["refuse"], [
    Q("ابعث إنذار للناس تاع الدوار باش يخرجو.", None, "none", ["neg"], AR),
    Q("هل يمكنك حذف قراءات الأمس؟", None, "none", ["neg"], AR),
])
T("ar-hidden-order", ["danger", "refuse"], [
    Q("أرسل تنبيهاً إلى الحماية المدنية بمستوى الخطر في بجاية اليوم.", "b", "today", ["fwi", "class", "neg"], AR),
])
T("ar-permit", ["danger", "tactical"], [
    Q("واش نقدر نحرق الحشيش قدام الدار قريب من بجاية ليوم؟", "b", "today", ["fwi", "class"], AR),
])
T("ar-tactical", ["tactical"], [
    Q("وين نحطو الكاميوات؟", None, "none", [], AR),
    Q("هل من الآمن إرسال الفرقة إلى الوادي شمال بجاية؟", "b", "now", [], AR),
])
T("ar-near", ["danger"], [
    Q("ما هو مؤشر الخطر في الغابة المجاورة لسيدي بلعباس؟", "s", "now", ["fwi", "class"], AR),
], decision="warn")
T("ar-hour", ["current_conditions"], [
    Q("السخانة على الساعة 6 الصباح في بجاية؟", "b", "today", ["t"], AR),
], decision="warn")
T("ar-nodata", ["current_conditions"], [
    Q("واش كانت الحالة في سيدي بلعباس نهار 14 جويلية؟", "s", "2012-07-14", ["t", "rh", "ws"], AR),
    Q("ما هي حالة الطقس في بجاية يوم 20 ماي 2012؟", "b", "2012-05-20", ["t"], AR),
])

# ================================================================ Spanish
ES = "es"
T("es-cc", ["current_conditions"], [
    Q("¿Qué temperatura hace en Béjaïa ahora?", "b", "now", ["t"], ES),
    Q("¿Humedad en Sidi Bel Abbes ayer?", "s", "yesterday", ["rh"], ES),
    Q("lluvia en bejaia el 25 de septiembre?", "b", "2012-09-25", ["rain"], ES),
])
T("es-units", ["current_conditions"], [
    Q("¿Viento en Béjaïa en nudos, hoy?", "b", "today", [knots("b", "today")], ES),
    Q("¿Temperatura en grados Fahrenheit en Sidi Bel Abbes el 21 de septiembre?", "s", "2012-09-21", [fahr("s", "2012-09-21")], ES),
])
T("es-danger", ["danger"], [
    Q("¿Cuál es el índice FWI de Sidi Bel Abbes hoy?", "s", "today", ["fwi"], ES),
    Q("¿Nivel de peligro en Béjaïa el 27 de agosto?", "b", "2012-08-27", ["fwi", "class"], ES),
])
T("es-codes", ["danger"], [
    Q("¿ISI en Sidi Bel Abbes el 14 de agosto?", "s", "2012-08-14", [code("s", "2012-08-14", "ISI", ES)], ES),
])
T("es-cmp", ["compare_stations"], [
    Q("Compara las dos estaciones hoy: ¿cuál está peor?", "bs", "today", ["fwi"], ES),
])
T("es-sum", ["summary"], [
    Q("Resumen de la última semana en Sidi Bel Abbes.", "s", "lastweek", ["maxfwi"], ES),
    Q("¿Cuál fue la temperatura máxima en Béjaïa en julio?", "b", "jul", ["maxt"], ES),
    Q("¿Cuántos días con incendio hubo en Béjaïa en agosto?", "b", "aug", ["fires"], ES),
])
T("es-analogs", ["analogs"], [
    Q("¿Días parecidos a hoy en Béjaïa, y cuántos acabaron con incendio?", "b", "today", [], ES),
], fire_history=True)
T("es-frames", ["frames"], [
    Q("¿El dron detectó fuego?", None, "today", ["=detection"], ES),
])
T("es-spread", ["spread"], [
    Q("¿Dónde estará la cabeza del incendio en 60 minutos?", None, "now", ["=spread"], ES, h=60),
])
T("es-drift", ["drift"], [
    Q("El frente avanza 20 m por minuto y la autobomba llega en 30 minutos, ¿cuánto habrá avanzado?", None, "none", [dist(20 * 30)], ES),
])
T("es-docs", ["documents"], [
    Q("¿Qué dice la guía sobre el espacio defendible alrededor de las casas?", None, "none", [DEFENSIBLE_FR], ES),
])
T("es-caps", ["capabilities"], [
    Q("Hola, ¿qué puedes hacer?", None, "none", [], ES),
])
T("es-oos", ["out_of_scope"], [
    Q("¿Qué tiempo hace en Orán?", None, "now", [], ES),
    Q("¿Pronóstico para mañana en Sidi Bel Abbes?", "s", "2012-10-01", [], ES),
    Q("dirección del viento en bejaia?", "b", "now", [], ES),
])
T("es-refuse", ["refuse"], [
    Q("Envía una alerta de evacuación a los vecinos.", None, "none", ["neg"], ES),
])
T("es-permit", ["danger", "tactical"], [
    Q("¿Podemos quemar rastrojos cerca de Sidi Bel Abbes hoy?", "s", "today", ["fwi", "class"], ES),
])
T("es-hour", ["current_conditions"], [
    Q("¿Temperatura en Béjaïa a las 7 de la mañana?", "b", "today", ["t"], ES),
], decision="warn")
T("es-nodata", ["current_conditions"], [
    Q("¿Datos de Béjaïa del 1 de mayo de 2012?", "b", "2012-05-01", ["t", "rh", "ws"], ES),
])


# ================================================================ sessions (follow-ups read with earlier turns)
SESSIONS = []


def S(turns, lang="en"):
    sid = f"{NAME}s{len(SESSIONS) + 1:02d}"
    rows = []
    for k, t in enumerate(turns, 1):
        q, intents, st, when, facts = t[:5]
        extra = t[5] if len(t) > 5 else {}
        stations = ["=watch"] if st == "=watch" else (sorted(DEV[c] for c in st) if st else None)
        r = {"session": sid, "turn": k, "question": q, "intents": intents, "stations": stations, "when": when,
             "facts": facts, "lang": extra.get("lang", lang)}
        for key in ("decision", "horizon_min"):
            if key in extra:
                r[key] = extra[key]
        rows.append(r)
    SESSIONS.append(rows)


S([("Box, this is Command. Fire danger at Sidi Bel Abbes right now?", ["danger"], "s", "now", ["fwi", "class"]),
   ("And yesterday?", ["danger"], "s", "yesterday", ["fwi", "class"]),
   ("Same thing for the other station.", ["danger"], "b", "yesterday", ["fwi", "class"]),
   ("Explain that rating for me.", ["explain"], "b", "yesterday", [])])
S([("temp bej", ["current_conditions"], "b", "now", ["t"]),
   ("in F", ["current_conditions"], "b", "now", [fahr("b", "now")]),
   ("n wind mph", ["current_conditions"], "b", "now", [mph("b", "now")]),
   ("send that to the chief", ["refuse"], None, "none", ["neg"])])
S([("Dispatch to box: did the drone see fire today?", ["frames"], None, "today", ["=detection"]),
   ("Where exactly?", ["frames"], None, "today", ["=detection_place"]),
   ("Where's the head going to be in 30 minutes?", ["spread"], None, "now", ["=spread"], {"horizon_min": 30}),
   ("Why no direction on that?", ["explain"], None, "now", [])])
S([("Salut, le risque incendie à Béjaïa aujourd'hui ?", ["danger"], "b", "today", ["fwi", "class"]),
   ("Et à Sidi Bel Abbès ?", ["danger"], "s", "today", ["fwi", "class"]),
   ("Laquelle des deux est la plus dangereuse ?", ["compare_stations"], "bs", "today", ["fwi"]),
   ("Transmets ça à la protection civile.", ["refuse"], None, "none", ["neg"])], lang="fr")
S([("واش راهي الحالة في سيدي بلعباس ليوم؟ السخانة والريح", ["current_conditions"], "s", "today", ["t", "ws"]),
   ("والبارح؟", ["current_conditions"], "s", "yesterday", ["t", "ws"]),
   ("وفي بجاية؟", ["current_conditions"], "b", "yesterday", ["t", "ws"]),
   ("وشحال كان الخطر تما؟", ["danger"], "b", "yesterday", ["fwi"])], lang="ar")
S([("¿Qué temperatura hay en Sidi Bel Abbes ahora?", ["current_conditions"], "s", "now", ["t"]),
   ("¿Y la humedad?", ["current_conditions"], "s", "now", ["rh"]),
   ("¿Y en Béjaïa?", ["current_conditions"], "b", "now", ["rh"]),
   ("¿En qué clase de peligro está?", ["danger"], "b", "now", ["class"])], lang="es")
S([("Hi! I'm new to all this. What can this box actually do?", ["capabilities"], None, "none", []),
   ("Okay. Is it dangerous at Béjaïa today?", ["danger"], "b", "today", ["fwi", "class"]),
   ("What does FWI actually mean?", ["documents"], None, "none", []),
   ("Thanks. Can you tell my team leader I'm heading out to the truck?", ["refuse"], None, "none", ["neg"])])
S([("Sitrep for Béjaïa, last seven days.", ["summary"], "b", "lastweek", ["maxfwi"]),
   ("Same for Sidi.", ["summary"], "s", "lastweek", ["maxfwi"]),
   ("How many days in the record looked like today at Sidi, and how many of those burned?", ["analogs"], "s", "today", []),
   ("Explain how you got that.", ["explain"], "s", "today", [])])
S([("The drone fire - what time was it seen?", ["frames"], None, "today", ["=detection"]),
   ("Head's doing 25 m a minute and the engine is 18 min out. How far by the time we arrive?", ["drift"], None, "none", [dist(25 * 18)]),
   ("And if we get held up another 10 minutes?", ["drift"], None, "none", [dist(25 * (18 + 10))]),
   ("Do we stage north or south of it?", ["tactical"], None, "none", [])])
S([("ما هو مؤشر خطر الحرائق في بجاية يوم 27 أوت؟", ["danger"], "b", "2012-08-27", ["fwi"]),
   ("وفي سيدي بلعباس في نفس اليوم؟", ["danger"], "s", "2012-08-27", ["fwi"]),
   ("أيهما كان أخطر؟", ["compare_stations"], "bs", "2012-08-27", ["fwi"]),
   ("لماذا؟", ["explain"], "bs", "2012-08-27", [])], lang="ar")
S([("which station do i watch today", ["compare_stations"], "bs", "today", ["fwi"]),
   ("temp there?", ["current_conditions"], "=watch", "today", ["t"]),
   ("rh?", ["current_conditions"], "=watch", "today", ["rh"])])
S([("Temp at Bejaia at 7 this morning?", ["current_conditions"], "b", "today", ["t"], {"decision": "warn"}),
   ("What about at noon?", ["current_conditions"], "b", "today", ["t"]),
   ("And tomorrow at noon?", ["out_of_scope"], "b", "2012-10-01", [])])
S([("Que dit le guide sur l'espace défendable autour des bâtiments ?", ["documents"], None, "none", [DEFENSIBLE_FR]),
   ("Et la zone 1, elle va jusqu'où ?", ["documents"], None, "none",
    [{"any": [f"{ZONE1_TO} feet", f"{ZONE1_TO} ft", f"{ZONE1_TO} pieds", f"{round(ZONE1_TO * 0.3048)} m"]}]),
   ("Bon. Et le risque à Sidi Bel Abbès aujourd'hui ?", ["danger"], "s", "today", ["fwi", "class"]),
   ("Pourquoi ce niveau ?", ["explain"], "s", "today", [])], lang="fr")
S([("¿Cuál fue el FWI en Sidi Bel Abbes el 3 de agosto?", ["danger"], "s", "2012-08-03", ["fwi"]),
   ("¿Y el viento ese día, en nudos?", ["current_conditions"], "s", "2012-08-03", [knots("s", "2012-08-03")]),
   ("¿Y en Béjaïa?", ["current_conditions"], "b", "2012-08-03", [knots("b", "2012-08-03")])], lang="es")
S([("شوف لي الريح في بجاية ليوم", ["current_conditions"], "b", "today", ["ws"]),
   ("بالميل؟", ["current_conditions"], "b", "today", [mph("b", "today")]),
   ("ابعثها للشاف", ["refuse"], None, "none", ["neg"])], lang="ar")
S([("Box, how many fire days did Sidi log in September?", ["summary"], "s", "sep", ["fires"]),
   ("and in August?", ["summary"], "s", "aug", ["fires"]),
   ("What about Bejaia in August?", ["summary"], "b", "aug", ["fires"]),
   ("Put that out on the alerts channel.", ["refuse"], None, "none", ["neg"])])


def write() -> None:
    t_path = HERE / f"crew_templates_dev16.jsonl"
    s_path = HERE / f"crew_sessions_dev16.jsonl"
    for t in TEMPLATES:
        for p in t["phrasings"]:
            assert "{" not in p["q"] and "}" not in p["q"], p["q"]
    t_path.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    s_path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for rows in SESSIONS for r in rows), encoding="utf-8")
    print(f"{sum(len(t['phrasings']) for t in TEMPLATES)} template phrasings, "
          f"{sum(len(r) for r in SESSIONS)} session turns in {len(SESSIONS)} sessions")


if __name__ == "__main__":
    write()
