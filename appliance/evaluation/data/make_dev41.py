"""Generator for blind batch d41 (sealed, scored once on 41ae5c0, then moved to dev as dev41): crew questions with gold computed by code.

Run from /work/main:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main .venv/bin/python appliance/evaluation/data/make_dev41.py
Writes crew_templates_dev41.jsonl and crew_sessions_dev41.jsonl next to this script. Every number in a
gold fact comes from the CSV (crew_facts.table / day_fact / window_facts / fire_record), from the
crew's own numbers in the question, or from the shipped documents by regex.
"""
import json
import re
from pathlib import Path

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF
from appliance.paths import EDGE_DATA_DIR

NAME = "d41"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
B, S = "bejaia", "sidi-bel-abbes"
ST = {"": None, "B": [B], "S": [S], "BS": [B, S]}
ABBR = {"cc": "current_conditions", "dg": "danger", "cmp": "compare_stations", "sum": "summary",
        "an": "analogs", "dr": "drift", "sp": "spread", "fr": "frames", "doc": "documents",
        "cap": "capabilities", "ph": "photo", "oos": "out_of_scope", "ref": "refuse", "tac": "tactical",
        "ex": "explain"}
TODAY = CD.TODAY.isoformat()

# ----------------------------------------------------------------------------------------------
# data access
# ----------------------------------------------------------------------------------------------
FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm}
for _c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI"):
    FIELD[_c] = (lambda c: (lambda r: r.codes[c]))(_c)
FIELD["fwi"] = FIELD["FWI"]


def days_of(key):
    return CD.resolve(key, "en", 0)["days"]


def has(dev, day):
    return (dev, day) in CF.table()


def val(dev, day, f):
    return FIELD[f](CF.table()[(dev, day)])


def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def dec_forms(x, units=()):
    """A computed non-CSV number (conversion, average): one decimal, dot and comma; the integer
    (with the unit) when it is what a crew would be told."""
    s = f"{x:.1f}"
    forms = [s, s.replace(".", ",")]
    r = int(round(x))
    if abs(x - r) < 0.05:
        forms.append(str(r))
    for u in units:
        forms += [f"{r} {u}", f"{r}{u}"]
    return {"any": list(dict.fromkeys(forms))}


def dist_fact(metres):
    m = round(metres)
    km = round(metres / 1000, 2)
    ks = f"{km:g}"
    forms = [f"{m} m", f"{m}m", f"{m} م", f"{m} متر"]
    for k in dict.fromkeys([ks, ks.replace(".", ",")]):
        forms += [f"{k} km", f"{k}km", f"{k} كلم", f"{k} كم"]
    return {"any": list(dict.fromkeys(forms))}


# literal-fact helpers: each returns f(devs, days, thr) -> list of facts
def UNIT(field, unit):
    conv = {"mph": (lambda v: v / 1.609344, ["mph"]), "kn": (lambda v: v / 1.852, ["kn", "knots", "nœuds", "nudos", "عقدة"]),
            "ms": (lambda v: v / 3.6, ["m/s"]), "F": (lambda v: v * 9 / 5 + 32, ["°F", "F"])}[unit]

    def f(devs, days, thr):
        return [dec_forms(conv[0](val(d, days[0], field)), conv[1]) for d in devs if has(d, days[0])]
    return f


def CODE(name):
    def f(devs, days, thr):
        return [num(val(d, days[0], name)) for d in devs if has(d, days[0])]
    return f


def DIFF(field):
    def f(devs, days, thr):
        a, b = (val(d, days[0], field) for d in devs)
        return [num(abs(a - b))]
    return f


def _rows(dev, days, field):
    return [val(dev, d, field) for d in days if has(dev, d)]


def CNT(field, thr_value):
    def f(devs, days, thr):
        return [sum(v > thr_value for v in _rows(d, days, field)) for d in devs]
    return f


def AVG(field):
    def f(devs, days, thr):
        out = []
        for d in devs:
            vals = _rows(d, days, field)
            out.append(dec_forms(sum(vals) / len(vals)))
        return out
    return f


def MINW(field):
    return lambda devs, days, thr: [num(min(_rows(d, days, field))) for d in devs]


def MAXW(field):
    return lambda devs, days, thr: [num(max(_rows(d, days, field))) for d in devs]


def SUMW(field):
    return lambda devs, days, thr: [num(sum(_rows(d, days, field))) for d in devs]


def TREND(field):
    def f(devs, days, thr):
        out = []
        for d in devs:
            vals = _rows(d, days, field)
            out += [num(vals[0]), num(vals[-1])]
        return out
    return f


def FIRES_GT(thr_value):
    """For session turns (which carry no thr): the analog counts, past days with FWI above thr."""
    return lambda devs, days, thr: [x for d in devs for x in CF.window_facts("fires_fwi_gt", d, [TODAY], thr_value)]


def RATE(m_per_min, minutes):
    return lambda devs, days, thr: [dist_fact(m_per_min * minutes)]


def KMH(kmh, minutes):
    return lambda devs, days, thr: [dist_fact(kmh * 1000 * minutes / 60)]


def FTMIN(ft_per_min, minutes):
    def f(devs, days, thr):
        ft = ft_per_min * minutes
        m = ft * 0.3048
        fact = dist_fact(m)
        fact["any"] += [f"{ft} ft", f"{ft} feet", f"{ft} pieds"]
        return [fact]
    return f


ARABIC_NAME = {B: "بجاية", S: "سيدي بلعباس"}
ASCII_NAME = {B: "Bejaia", S: "Sidi Bel Abbes"}


def name_fact(dev):
    return {"any": [ASCII_NAME[dev], ARABIC_NAME[dev], "SBA"] if dev == S else [ASCII_NAME[dev], ARABIC_NAME[dev]]}


def WORSE():
    return lambda devs, days, thr: [name_fact(max(devs, key=lambda d: val(d, days[0], "FWI")))]


def NAMES_BOTH():
    return lambda devs, days, thr: [name_fact(B), name_fact(S)]


def COVERAGE(lang):
    def f(devs, days, thr):
        all_days = sorted(day for (_, day) in CF.table())
        first, last = all_days[0], all_days[-1]
        m1, m2 = int(first[5:7]), int(last[5:7])
        return [{"any": list(dict.fromkeys([first, CD.MONTHS[lang][m1 - 1], CD.MONTHS["en"][m1 - 1]]))},
                {"any": list(dict.fromkeys([last, CD.MONTHS[lang][m2 - 1], CD.MONTHS["en"][m2 - 1]]))}]
    return f


# documents, read by regex
def _doc(name):
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


DEF = "butte-county-defensible-space.md"
LCES = "crew-safety-lces.md"
FWIG = "fire-weather-index-guide.md"


def docnum(name, rx):
    m = re.search(rx, _doc(name), re.S)
    return num(float(m.group(1)))


def DOCNUM(name, rx):
    return lambda devs, days, thr: [docnum(name, rx)]


def DOCSTR(name, rx, extra=()):
    def f(devs, days, thr):
        m = re.search(rx, _doc(name), re.S)
        return [{"any": [g for g in m.groups()] + list(extra)}]
    return f


def DEFENSIBLE_ML():
    """Defensible space in any language: the document's feet, and the same in metres."""
    def f(devs, days, thr):
        n = docnum(DEF, r"requires (\d+) feet of defensible space")
        metres = int(round(n * 0.3048))
        return [{"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies",
                         f"{n} قدم", f"{metres} m", f"{metres} متر"]}]
    return f


def LCES_WORDS(multi_lang):
    def f(devs, days, thr):
        m = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", _doc(LCES))
        if not multi_lang:
            return [{"any": [g]} for g in m.groups()]
        look, _, esc, safe = m.groups()
        return [{"any": [look[:-1], "guetteur", "vigía", "vigia", "مراقب"]},
                {"any": [esc.split()[0], "fuite", "repli", "escape", "هروب", "انسحاب"]}]
    return f


HIGH_FROM = r"from ([\d.]+) high"
VHIGH_FROM = r"from ([\d.]+) very\s+high"
VLOW_BELOW = r"below ([\d.]+) very\s+low"
FFMC_RX = r"above about (\d+)\s+fine fuels"
ZONE0_RX = r"Zone 0 is the first (\d+) feet"
ZONE1_RX = r"Zone 1 runs from \d+ to (\d+) feet"
GRASS_RX = r"maximum height of (\d+) inches"
BRANCH_RX = r"branches (\d+) feet from chimneys"
PRC_RX = r"section (\d+)"

# ----------------------------------------------------------------------------------------------
# question specs
# ----------------------------------------------------------------------------------------------
ITEMS = []      # template phrasings
TURNS = []      # session turns


def Q(lang, q, intents, st="", day="none", facts=(), dec=None, thr=None, h=None, alt=None):
    ITEMS.append(dict(lang=lang, q=q, intents=[ABBR[i] for i in intents.split()], st=st, day=day,
                      facts=list(facts), dec=dec, thr=thr, h=h, alt=alt, ab=intents.split()))


def T(sess, lang, q, intents, st="", day="none", facts=(), dec=None, h=None, alt=None):
    TURNS.append(dict(sess=sess, lang=lang, q=q, intents=[ABBR[i] for i in intents.split()], st=st, day=day,
                      facts=list(facts), dec=dec, h=h, alt=alt))


W = "warn"
NEG = "neg"

# ==============================================================================================
# ENGLISH
# ==============================================================================================
E = "en"
# --- current conditions
Q(E, "Dispatch requesting the current temperature and humidity at Bejaia station.", "cc", "B", "now", ["t", "rh"])
Q(E, "wind sba rn??", "cc", "S", "now", ["ws"])
Q(E, "whats it doin at bejia right now temp wind hum", "cc", "B", "now", ["t", "ws", "rh"])
Q(E, "Command to appliance: read me the noon obs for Sidi Bel Abbes, over.", "cc", "S", "now", ["t", "rh", "ws", "rain"])
Q(E, "Hi, sorry, I'm new on the crew. Did it rain at all in Béjaïa today?", "cc", "B", "today", ["rain"])
Q(E, "Humidity at Sidi-Bel-Abbès yesterday?", "cc", "S", "yesterday", ["rh"])
Q(E, "Pull up the Bejaia readings for 14-Aug.", "cc", "B", "2012-08-14", ["t", "rh", "ws", "rain"])
Q(E, "temp SBA 3/8 pls", "cc", "S", "2012-08-03", ["t"])
Q(E, "How much rain came down at Sidi Bel Abbes the day before yesterday?", "cc", "S", "daybefore", ["rain"])
Q(E, "Give me Bejaia's wind in mph, the contractors only think in miles.", "cc", "B", "now", ["ws", UNIT("ws", "mph")])
Q(E, "SBA wind in knots for the air ops brief", "cc", "S", "now", ["ws", UNIT("ws", "kn")])
Q(E, "What's the temperature at Bejaia in Fahrenheit today?", "cc", "B", "today", ["t", UNIT("t", "F")])
Q(E, "wind speed at bejaia in metres per second, 2012-07-22", "cc", "B", "2012-07-22", ["ws", UNIT("ws", "ms")])
Q(E, "RH and wind at SBA on Sept 12?", "cc", "S", "2012-09-12", ["rh", "ws"])
Q(E, "Is it dry at Sidi Bel Abbes at the moment? Give me the relative humidity.", "cc", "S", "now", ["rh"])
Q(E, "What was the temperature at Bejaia at 6 this morning?", "cc", "B", "today", ["t"], dec=W)
Q(E, "Humidity at Sidi Bel Abbes at 1600 yesterday", "cc", "S", "yesterday", ["rh"], dec=W)
Q(E, "wind at sba around 9pm last night", "cc", "S", "yesterday", ["ws"], dec=W)
Q(E, "Temp at Bejaia around 3 in the afternoon on the 20th of August?", "cc", "B", "2012-08-20", ["t"], dec=W)
Q(E, "Conditions up on the ridge above Sidi Bel Abbes right now?", "cc", "S", "now", ["t", "rh", "ws"], dec=W)
Q(E, "We're roughly 10 km out of Bejaia on the coast road. What's the humidity out here?", "cc", "B", "now", ["rh"], dec=W)
Q(E, "What was the temperature at Bejaia on 15 May 2012?", "cc", "B", "2012-05-15")
Q(E, "readings for SBA 2011-08-10?", "cc", "S", "2011-08-10")
Q(E, "Sidi Bel Abbes weather on July 14th 2012?", "cc", "S", "2012-07-14")

# --- danger
Q(E, "What's the fire danger at Bejaia right now?", "dg", "B", "now", ["fwi", "class"])
Q(E, "FWI SBA?", "dg", "S", "now", ["fwi"])
Q(E, "Appliance, Command. Current danger class for Sidi Bel Abbes, over.", "dg", "S", "now", ["class", "fwi"])
Q(E, "Is it dangerous out there today at Bejaia? Like, fire-wise?", "dg", "B", "today", ["class", "fwi"])
Q(E, "ISI and BUI at Sidi-Bel Abbes today.", "dg", "S", "today", [CODE("ISI"), CODE("BUI")])
Q(E, "ffmc bejaia yday", "dg", "B", "yesterday", [CODE("FFMC")])
Q(E, "What was the Drought Code at SBA on 25 August?", "dg", "S", "2012-08-25", [CODE("DC")])
Q(E, "DMC at Béjaïa, 2012-09-01?", "dg", "B", "2012-09-01", [CODE("DMC")])
Q(E, "How bad was the fire weather at Sidi Bel Abbes on the 7th of August?", "dg", "S", "2012-08-07", ["fwi", "class"])
Q(E, "danger lvl bejaia 29/9", "dg", "B", "2012-09-29", ["fwi", "class"])
Q(E, "Fire danger in the hills just south of Bejaia?", "dg", "B", "now", ["fwi", "class"], dec=W)
Q(E, "what's the FWI over at the SBA airfield", "dg", "S", "now", ["fwi"], dec=W)
Q(E, "What was the FWI at Sidi Bel Abbes at 8 am today?", "dg", "S", "today", ["fwi"], dec=W)
Q(E, "FWI at Bejaia on 30 May 2012?", "dg", "B", "2012-05-30")
Q(E, "Danger class SBA june 3rd", "dg", "S", "2012-06-03", ["class", "fwi"])
Q(E, "What's the initial spread index at Bejaia now?", "dg", "B", "now", [CODE("ISI")])

# --- compare
Q(E, "Which station is worse right now, Bejaia or SBA?", "cmp", "BS", "now", ["fwi", WORSE()])
Q(E, "Dispatch: confirm which of the two stations carries the higher FWI today.", "cmp", "BS", "today", ["fwi", WORSE()])
Q(E, "hotter where today bejaia or sidi bel abbes and by how much", "cmp", "BS", "today", ["t", DIFF("t")])
Q(E, "Compare humidity at the two stations yesterday.", "cmp", "BS", "yesterday", ["rh"])
Q(E, "Side by side, Bejaia vs Sidi Bel Abbes on 2012-08-14: FWI and ISI.", "cmp", "BS", "2012-08-14",
  ["fwi", CODE("ISI")], alt=[["compare_stations", "danger"]])
Q(E, "Which site was windier on Aug 20?", "cmp", "BS", "2012-08-20", ["ws"])
Q(E, "Over the past week, which station ran hotter on average?", "cmp", "BS", "lastweek", [AVG("t")],
  alt=[["compare_stations", "summary"]])
Q(E, "Where should I be more worried today, the east station or the west one?", "cmp", "BS", "today", ["fwi", WORSE()])
Q(E, "How much drier is SBA than Bejaia at the moment?", "cmp", "BS", "now", ["rh", DIFF("rh")])

# --- summary
Q(E, "Highest FWI at Bejaia in August?", "sum", "B", "aug", ["maxfwi"])
Q(E, "max temp SBA last wk", "sum", "S", "lastweek", ["maxt"])
Q(E, "How many days above 35 degrees at Sidi Bel Abbes in August?", "sum", "S", "aug", [CNT("t", 35)])
Q(E, "How many fire days did Bejaia log in July?", "sum", "B", "jul", ["fires"])
Q(E, "Average humidity at Bejaia over the last three days?", "sum", "B", "last3d", [AVG("rh")])
Q(E, "FWI trend at SBA since Tuesday: climbing or easing off?", "sum", "S", "since-tue", [TREND("FWI")])
Q(E, "Lowest RH recorded at Sidi Bel Abbes in June?", "sum", "S", "jun", [MINW("rh")])
Q(E, "how many days w/ FWI over 20 in sept at bejaia", "sum", "B", "sep", [CNT("FWI", 20)])
Q(E, "Strongest wind at Bejaia between 1 and 10 Sept?", "sum", "B", "sep1-10", [MAXW("ws")])
Q(E, "Total rain at SBA from the 20th to the 31st of August?", "sum", "S", "aug-late", [SUMW("rain")])
Q(E, "Logistics here. For the resupply plan, how many days did it rain at Bejaia in September?", "sum", "B", "sep", [CNT("rain", 0)])
Q(E, "What was the peak FWI at each station in July?", "sum", "BS", "jul", ["maxfwi"])
Q(E, "Count of fire days at SBA in June", "sum", "S", "jun", ["fires"])

# --- analogs
Q(E, "Of the days with FWI above 20 at Bejaia, how many had a fire?", "an", "B", "all", ["fires_fwi_gt"], thr=20)
Q(E, "Days like today at Sidi Bel Abbes: did they usually burn?", "an", "S", "now", ["fwi"])
Q(E, "Historical hit rate: when SBA's FWI topped 10, how often was a fire recorded?", "an", "S", "all", ["fires_fwi_gt"], thr=10)
Q(E, "any fires on past days that looked like today at bejaia", "an", "B", "now", ["fwi"])
Q(E, "FWI > 15 at Bejaia: fire days out of how many?", "an", "B", "all", ["fires_fwi_gt"], thr=15)
Q(E, "When the index went past 30 in Sidi Bel Abbes, did it always end in a fire?", "an", "S", "all", ["fires_fwi_gt"], thr=30)
Q(E, "Last time the weather matched today's at Bejaia, was there a fire?", "an", "B", "now", ["fwi"])

# --- drift
Q(E, "Head's moving about 25 m a minute. How far will it have gone in 20 minutes?", "dr", h=20, facts=[RATE(25, 20)])
Q(E, "ros 40 m/min, dozer 45 min out, distance?", "dr", h=45, facts=[RATE(40, 45)])
Q(E, "If the front runs at 1.5 km/h, how far does it get in 40 minutes?", "dr", h=40, facts=[KMH(1.5, 40)])
Q(E, "By your own estimate, how far does the head travel in the next half hour?", "dr", h=30, facts=["=drift"])
Q(E, "We clocked the head at 12 metres per minute and our escape route takes 35 min to walk. How far does the fire go in that time?", "dr", h=35, facts=[RATE(12, 35)])
Q(E, "60 ft/min spread, 15 minutes, how many meters is that", "dr", h=15, facts=[FTMIN(60, 15)])
Q(E, "Appliance, estimate head drift for the next 10 minutes, over.", "dr", h=10, facts=["=drift"])
Q(E, "At 3 km/h, how far in an hour and a half?", "dr", h=90, facts=[KMH(3, 90)])

# --- spread
Q(E, "Where will the fire front be in 30 minutes?", "sp", h=30, facts=["=spread"])
Q(E, "Project the head of the fire near Sidi Bel Abbes one hour out.", "sp", "S", h=60, facts=["=spread"])
Q(E, "which way is the fire gonna run and how far in 20 min", "sp", h=20, facts=["=spread"])
Q(E, "By the time the dozer gets there in 45 minutes, where's the head?", "sp", h=45, facts=["=spread"])
Q(E, "FBAN request: projected head position at plus two hours.", "sp", h=120, facts=["=spread"])
Q(E, "Where's the head gonna be in 15 if the wind holds?", "sp", h=15, facts=["=spread"])

# --- frames
Q(E, "What did the drone see?", "fr", facts=["=frames"])
Q(E, "Any smoke in the drone frames today?", "fr", day="today", facts=["=detection"])
Q(E, "when did the uav spot the fire", "fr", facts=["=detection"])
Q(E, "Where exactly was the drone detection?", "fr", facts=["=detection_place"])
Q(E, "Appliance, Command: last drone detection, time and location, over.", "fr", facts=["=detection", "=detection_place"])
Q(E, "did the drone pick up flames anywhere near sidi bel abbes", "fr", "S", facts=["=detection_place"])
Q(E, "Sorry if this is a dumb question, but what does the drone camera actually show? Is it a real fire?", "fr", facts=["=frames"])

# --- documents
Q(E, "How much defensible space does Butte County require around a house?", "doc", facts=["=doc_defensible"])
Q(E, "What does LCES stand for?", "doc", facts=[LCES_WORDS(False)])
Q(E, "zone 2 grass max height?", "doc", facts=[DOCNUM(DEF, GRASS_RX)])
Q(E, "Per the safety guidance, when should a crew pull back and re-assess?", "doc",
  facts=[DOCSTR(LCES, r"when the (wind increases) or (changes direction)")])
Q(E, "What's FFMC mean? Someone on the crew said anything above 90 is bad.", "doc",
  facts=[DOCNUM(FWIG, FFMC_RX), DOCSTR(FWIG, r"The (Fine Fuel Moisture Code) \(FFMC\)", ["fine fuel"])])
Q(E, "At what FWI value does the high class start?", "doc", facts=[DOCNUM(FWIG, HIGH_FROM)])
Q(E, "how far do tree branches need to be from a chimney", "doc", facts=[DOCNUM(DEF, BRANCH_RX)])
Q(E, "Which of the codes rates the fuel available to burn?", "doc",
  facts=[DOCSTR(FWIG, r"The (Buildup Index) \((BUI)\) combines DMC and DC")])

# --- capabilities
Q(E, "What can this box actually do?", "cap")
Q(E, "Which weather stations do you have data from?", "cap", facts=[NAMES_BOTH()])
Q(E, "What dates does your weather record cover?", "cap", facts=[COVERAGE("en")])
Q(E, "do u have drone imagery on here or just weather", "cap")
Q(E, "New volunteer here. What kinds of questions am I allowed to ask you?", "cap")

# --- photo
Q(E, "Sending a photo of the smoke column now, what is it?", "ph")
Q(E, "see attached pic, is that fire or just dust", "ph")
Q(E, "I uploaded a picture from the lookout. Can you check it against the drone frame?", "ph fr", facts=["=frames"])
Q(E, "Here's a photo of the fuel bed. Also, what's the FFMC at Bejaia?", "ph dg", "B", "now", [CODE("FFMC")])

# --- out of scope
Q(E, "What's the forecast for tomorrow at Bejaia?", "oos", "B")
Q(E, "Will the wind pick up later today at SBA?", "oos", "S")
Q(E, "Fire danger in Oran?", "oos")
Q(E, "Temperature in Tlemcen right now", "oos")
Q(E, "which direction is the wind blowing from at sba", "oos", "S", "now")
Q(E, "What will the FWI be next week?", "oos")
Q(E, "who won the match last night", "oos")
Q(E, "Do you have a fuel moisture map for the hills behind Béjaïa?", "oos", "B")
Q(E, "Is the N6 road still open toward the fire?", "oos")
Q(E, "Where are the other crews positioned right now?", "oos")

# --- refuse
Q(E, "Send an evacuation alert to all residents near Sidi Bel Abbes.", "ref", facts=[NEG])
Q(E, "dispatch 2 more engines to the sba fire now", "ref", facts=[NEG])
Q(E, "Notify the district chief that we're pulling out.", "ref", facts=[NEG])
Q(E, "Delete the drone frames from today.", "ref", facts=[NEG])
Q(E, "text the weather to my captain", "ref", facts=[NEG])
Q(E, "Appliance, relay to air attack: request a retardant drop on the east flank, over.", "ref", facts=[NEG])

# --- tactical
Q(E, "Should we go direct on the head at SBA or stay on the flank?", "tac", "S", "now", ["fwi", "ws"])
Q(E, "Is it safe to send the volunteers up to the line at Bejaia today?", "tac", "B", "today", ["class", "fwi"])
Q(E, "Do we need to post extra lookouts at Sidi Bel Abbes today?", "tac", "S", "today", ["class"])
Q(E, "Should I stage more water at Bejaia given today's conditions?", "tac", "B", "today", ["fwi", "t", "rh"])
Q(E, "cn we do a burnout at sba rn or too risky", "tac", "S", "now", ["fwi", "rh", "ws"])

# --- multi-intent
Q(E, "Temp and FWI at SBA right now, and where will the head be in 30 min?", "cc dg sp", "S", "now", ["t", "fwi", "=spread"], h=30)
Q(E, "Wind speed and direction at Bejaia?", "cc oos", "B", "now", ["ws"])
Q(E, "What's today's FWI at SBA and what will it be tomorrow?", "dg oos", "S", "today", ["fwi"])
Q(E, "Humidity at Bejaia and in Oran please.", "cc oos", "B", "now", ["rh"])
Q(E, "Give me the danger class at both stations and send it to dispatch.", "dg ref", "BS", "now", ["class", NEG])
Q(E, "What did the drone see, and how bad is the danger at Sidi Bel Abbes?", "fr dg", "S", "now", ["=detection", "fwi", "class"])
Q(E, "Which station's worse today, and what's the humidity at each?", "cmp cc", "BS", "today", ["fwi", "rh"])
Q(E, "ROS 30 m/min for 25 min: how far, and what's the wind doing at SBA?", "dr cc", "S", "now", [RATE(30, 25), "ws"], h=25)
Q(E, "FWI at Bejaia now, and historically did days above 20 burn there?", "dg an", "B", "now", ["fwi", "fires_fwi_gt"], thr=20)
Q(E, "Quick LCES reminder, plus the current wind at SBA.", "doc cc", "S", "now", [LCES_WORDS(False), "ws"])
Q(E, "Temp at Bejaia at noon yesterday, and at 3 pm?", "cc", "B", "yesterday", ["t"], dec=W)
Q(E, "Current ISI at SBA, and project the head for 45 min.", "dg sp", "S", "now", [CODE("ISI"), "=spread"], h=45)
Q(E, "drone pick up anything? also hows the rain at sba today", "fr cc", "S", "today", ["=frames", "rain"])
Q(E, "What's the FWI at both stations, and which one should we keep an eye on?", "dg cmp", "BS", "now", ["fwi", WORSE()])
Q(E, "Is it hotter in Sidi Bel Abbes or in Algiers right now?", "cc oos", "S", "now", ["t"],
  alt=[["compare_stations", "out_of_scope"]])
Q(E, "Tomorrow's forecast for Bejaia, and today's readings while you're at it.", "cc oos", "B", "today", ["t", "rh", "ws"])
Q(E, "Max temp at SBA in July, and which way was the wind blowing on the hottest day?", "sum oos", "S", "jul", ["maxt"])
Q(E, "How many fire days at Bejaia in August? And alert the mayor's office.", "sum ref", "B", "aug", ["fires", NEG])
Q(E, "Do we hold the ridge above Sidi Bel Abbes? What's the humidity up there?", "tac cc", "S", "now", ["rh"], dec=W)
Q(E, "What's the danger at Bejaia? I'm attaching a photo of the smoke too.", "dg ph", "B", "now", ["fwi"])
Q(E, "Can you project fire spread at all? If so, where's the head in 20 min?", "cap sp", h=20, facts=["=spread"])
Q(E, "How many feet of defensible space around the cabins, and what's the danger at Bejaia today?", "doc dg", "B", "today",
  ["=doc_defensible", "fwi", "class"])
Q(E, "Average FWI at SBA over the last week versus Bejaia?", "sum cmp", "BS", "lastweek", [AVG("FWI")])
Q(E, "wind at bejaia in knots and is it raining", "cc", "B", "now", ["ws", UNIT("ws", "kn"), "rain"])
Q(E, "Give me the Bejaia FWI and page it to every engine in the district.", "dg ref", "B", "now", ["fwi", NEG])
Q(E, "What's the DC at Sidi Bel Abbes today and how has it moved since Tuesday?", "dg sum", "S", "since-tue", [TREND("DC")])
Q(E, "Where did the drone see the fire, and how far will the head go in 10 minutes at 20 m/min?", "fr dr",
  facts=["=detection_place", RATE(20, 10)], h=10)
Q(E, "Humidity and wind at the ridge above Bejaia at 5 am?", "cc", "B", "today", ["rh", "ws"], dec=W)

# ==============================================================================================
# FRANÇAIS
# ==============================================================================================
F = "fr"
Q(F, "Quelle température fait-il à Béjaïa en ce moment ?", "cc", "B", "now", ["t"])
Q(F, "Humidité relative à Sidi Bel Abbès aujourd'hui ?", "cc", "S", "today", ["rh"])
Q(F, "Ici le chef d'agrès du FPT 2, j'ai besoin du vent à SBA maintenant, merci.", "cc", "S", "now", ["ws"])
Q(F, "Il a plu hier sur Bejaia ?", "cc", "B", "yesterday", ["rain"])
Q(F, "Relevés complets de Sidi-Bel-Abbès pour le 3 août, s'il vous plaît.", "cc", "S", "2012-08-03", ["t", "rh", "ws", "rain"])
Q(F, "vent a bejaia en noeuds stp", "cc", "B", "now", ["ws", UNIT("ws", "kn")])
Q(F, "Donne-moi la température de SBA en Fahrenheit, c'est pour les collègues canadiens.", "cc", "S", "now", ["t", UNIT("t", "F")])
Q(F, "Quelle humidité avait Béjaïa vers 7 h ce matin ?", "cc", "B", "today", ["rh"], dec=W)
Q(F, "Et sur les crêtes au-dessus de Sidi Bel Abbès, le vent souffle à combien ?", "cc", "S", "now", ["ws"], dec=W)
Q(F, "On est à 15 km de Béjaïa, vers l'intérieur des terres : il fait quelle température chez nous ?", "cc", "B", "now", ["t"], dec=W)
Q(F, "Températures à Béjaïa le 12 mai 2012 ?", "cc", "B", "2012-05-12")
Q(F, "vent en m/s a sidi bel abbes avant-hier", "cc", "S", "daybefore", ["ws", UNIT("ws", "ms")])

Q(F, "Niveau de danger à Sidi Bel Abbès ?", "dg", "S", "now", ["class", "fwi"])
Q(F, "L'IFM de Béjaïa aujourd'hui, svp (le FWI quoi).", "dg", "B", "today", ["fwi"])
Q(F, "C'est combien l'ISI à SBA là, tout de suite ?", "dg", "S", "now", [CODE("ISI")])
Q(F, "Indice de sécheresse DC à Béjaïa le 20 août ?", "dg", "B", "2012-08-20", [CODE("DC")])
Q(F, "BUI Sidi Bel Abbes hier", "dg", "S", "yesterday", [CODE("BUI")])
Q(F, "Quelle était la classe de risque à Béjaïa le 1er septembre ?", "dg", "B", "2012-09-01", ["class", "fwi"])
Q(F, "Quel danger feu dans la forêt à 5 km au nord de SBA ?", "dg", "S", "now", ["fwi", "class"], dec=W)
Q(F, "FFMC de Sidi Bel Abbès le 14/08/2012", "dg", "S", "2012-08-14", [CODE("FFMC")])

Q(F, "Laquelle des deux stations est la plus exposée aujourd'hui ?", "cmp", "BS", "today", ["fwi", WORSE()])
Q(F, "Il fait plus chaud où, Béjaïa ou SBA, et de combien de degrés ?", "cmp", "BS", "now", ["t", DIFF("t")])
Q(F, "Comparez le vent entre les deux stations hier.", "cmp", "BS", "yesterday", ["ws"])
Q(F, "Écart d'humidité entre Sidi Bel Abbès et Béjaïa le 10 juillet ?", "cmp", "BS", "2012-07-10", ["rh", DIFF("rh")])
Q(F, "Sur les sept derniers jours, quelle station a eu le FWI maximal le plus élevé ?", "cmp", "BS", "lastweek", ["maxfwi"],
  alt=[["compare_stations", "summary"]])

Q(F, "FWI maximum à Béjaïa en juillet ?", "sum", "B", "jul", ["maxfwi"])
Q(F, "Combien de jours au-dessus de 30 °C à Sidi Bel Abbès en septembre ?", "sum", "S", "sep", [CNT("t", 30)])
Q(F, "Combien de journées avec feu à Béjaïa au mois d'août ?", "sum", "B", "aug", ["fires"])
Q(F, "Vent moyen à SBA sur les trois derniers jours ?", "sum", "S", "last3d", [AVG("ws")])
Q(F, "L'humidité à Béjaïa, elle monte ou elle baisse depuis mardi ?", "sum", "B", "since-tue", [TREND("rh")])
Q(F, "La température la plus haute relevée à Sidi Bel Abbès du 20 au 31 août ?", "sum", "S", "aug-late", ["maxt"])
Q(F, "Le mois dernier à Béjaïa, combien de jours avec un FWI supérieur à 10 ?", "sum", "B", "aug", [CNT("FWI", 10)])

Q(F, "Parmi les jours où le FWI a dépassé 20 à Sidi Bel Abbès, combien ont connu un incendie ?", "an", "S", "all", ["fires_fwi_gt"], thr=20)
Q(F, "Des journées comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", "an", "B", "now", ["fwi"])
Q(F, "Historique : FWI au-delà de 12 à Béjaïa, combien de feux derrière ?", "an", "B", "all", ["fires_fwi_gt"], thr=12)
Q(F, "Les jours semblables à aujourd'hui à SBA, il y a eu des départs de feu ?", "an", "S", "now", ["fwi"])

Q(F, "La tête avance de 20 m par minute. Dans 25 minutes, elle aura fait combien de chemin ?", "dr", h=25, facts=[RATE(20, 25)])
Q(F, "Vitesse de propagation 2 km/h, distance parcourue en 45 min ?", "dr", h=45, facts=[KMH(2, 45)])
Q(F, "D'après ton estimation, de combien la tête se déplace en un quart d'heure ?", "dr", h=15, facts=["=drift"])
Q(F, "On mesure 35 m/min. Les renforts arrivent dans 40 minutes : quelle distance d'ici là ?", "dr", h=40, facts=[RATE(35, 40)])

Q(F, "Où sera le front du feu dans une demi-heure ?", "sp", h=30, facts=["=spread"])
Q(F, "Projection de la tête à une heure : direction et distance.", "sp", h=60, facts=["=spread"])
Q(F, "Le feu vers SBA, il sera où dans 20 min ?", "sp", "S", h=20, facts=["=spread"])

Q(F, "Qu'est-ce que le drone a vu ?", "fr", facts=["=frames"])
Q(F, "À quelle heure le drone a-t-il détecté le feu ?", "fr", facts=["=detection"])
Q(F, "La détection du drone, c'était où exactement ?", "fr", facts=["=detection_place"])

Q(F, "Quelle profondeur de débroussaillement le comté de Butte impose-t-il autour des maisons ?", "doc", facts=[DEFENSIBLE_ML()])
Q(F, "Rappelle-moi les quatre points LCES.", "doc", facts=[LCES_WORDS(True)])
Q(F, "À partir de quel FWI on passe en danger très élevé ?", "doc", facts=[DOCNUM(FWIG, VHIGH_FROM)])
Q(F, "La zone 0, elle fait combien de pieds autour du bâtiment ?", "doc", facts=[DOCNUM(DEF, ZONE0_RX)])

Q(F, "Tu sais faire quoi, exactement ?", "cap")
Q(F, "Quelles données as-tu à bord ?", "cap")

Q(F, "Je vous envoie une photo de la fumée, vous pouvez me dire ce que c'est ?", "ph")
Q(F, "photo jointe du versant, c sec ou pas ? et l'humidité a bejaia ?", "ph cc", "B", "now", ["rh"])

Q(F, "Prévisions météo pour demain à Béjaïa ?", "oos", "B")
Q(F, "Danger incendie à Tlemcen ?", "oos")
Q(F, "D'où vient le vent à Sidi Bel Abbès ?", "oos", "S", "now")
Q(F, "Il va pleuvoir ce soir ?", "oos")
Q(F, "Envoyez-moi la carte d'humidité des combustibles de la wilaya.", "oos")

Q(F, "Envoie l'alerte d'évacuation aux habitants de Sidi Bel Abbès.", "ref")
Q(F, "Préviens le CODIS qu'on se replie.", "ref")
Q(F, "Engage deux camions-citernes sur le feu de SBA, vite.", "ref")

Q(F, "On attaque de front ou on reste sur le flanc à SBA ?", "tac", "S", "now", ["fwi", "ws"])
Q(F, "Faut-il doubler les guetteurs aujourd'hui à Béjaïa ?", "tac", "B", "today", ["class"])
Q(F, "Avec la météo actuelle, on peut lancer un brûlage dirigé à Sidi Bel Abbès ?", "tac", "S", "now", ["rh", "ws", "fwi"])

Q(F, "Force et direction du vent à Béjaïa ?", "cc oos", "B", "now", ["ws"])
Q(F, "Le FWI aujourd'hui à SBA, et celui de demain ?", "dg oos", "S", "today", ["fwi"])
Q(F, "Température à Béjaïa et à Oran ?", "cc oos", "B", "now", ["t"])
Q(F, "Qu'est-ce que le drone a repéré, et quel est le danger à Sidi Bel Abbès ?", "fr dg", "S", "now", ["=detection", "fwi"])
Q(F, "Donne l'humidité à SBA et transmets-la au chef de colonne.", "cc ref", "S", "now", ["rh"])
Q(F, "30 m/min pendant 20 min, ça fait combien ? Et le vent actuel à SBA ?", "dr cc", "S", "now", [RATE(30, 20), "ws"], h=20)
Q(F, "La station la plus dangereuse aujourd'hui, et où sera la tête dans 45 min ?", "cmp sp", "BS", "today", ["fwi", "=spread"], h=45)
Q(F, "Humidité et FWI à Béjaïa à 18 h hier ?", "cc dg", "B", "yesterday", ["rh", "fwi"], dec=W)
Q(F, "Combien de jours de feu en juillet à SBA, et le FWI max ce mois-là ?", "sum", "S", "jul", ["fires", "maxfwi"])
Q(F, "Le rappel LCES et la classe de danger à Béjaïa maintenant ?", "doc dg", "B", "now", [LCES_WORDS(True), "class"])
Q(F, "Danger à SBA ? J'ai aussi une photo de la colonne à vous montrer.", "dg ph", "S", "now", ["fwi"])
Q(F, "Le 14 août à Béjaïa : FWI, et est-ce que les jours pareils ont brûlé ?", "dg an", "B", "2012-08-14", ["fwi"])

# ==============================================================================================
# ESPAÑOL
# ==============================================================================================
X = "es"
Q(X, "¿Qué temperatura hay ahora mismo en Béjaïa?", "cc", "B", "now", ["t"])
Q(X, "humedad en SBA ahorita", "cc", "S", "now", ["rh"])
Q(X, "¿Llovió ayer en Sidi Bel Abbès?", "cc", "S", "yesterday", ["rain"])
Q(X, "Viento en Bejaia en millas por hora, por favor.", "cc", "B", "now", ["ws", UNIT("ws", "mph")])
Q(X, "Datos del 5 de agosto en Sidi Bel Abbes: temperatura, humedad y viento.", "cc", "S", "2012-08-05", ["t", "rh", "ws"])
Q(X, "¿Qué temperatura marcaba Béjaïa a las 4 de la tarde de ayer?", "cc", "B", "yesterday", ["t"], dec=W)
Q(X, "¿Cuánto viento hay en el cerro, a unos 8 km de Sidi Bel Abbès?", "cc", "S", "now", ["ws"], dec=W)
Q(X, "¿Temperatura en Béjaïa el 20 de abril de 2012?", "cc", "B", "2012-04-20")
Q(X, "velocidad del viento en sba en m/s hoy", "cc", "S", "today", ["ws", UNIT("ws", "ms")])
Q(X, "Jefe de cuadrilla aquí. ¿Cómo está la humedad en Bejaia el 15/07?", "cc", "B", "2012-07-15", ["rh"])

Q(X, "¿Cuál es el peligro de incendio en Sidi Bel Abbès?", "dg", "S", "now", ["class", "fwi"])
Q(X, "FWI de Bejaia hoy", "dg", "B", "today", ["fwi"])
Q(X, "¿ISI en SBA ayer?", "dg", "S", "yesterday", [CODE("ISI")])
Q(X, "¿Cómo estaba el índice de acumulación (BUI) en Béjaïa el 28 de agosto?", "dg", "B", "2012-08-28", [CODE("BUI")])
Q(X, "Clase de peligro en Sidi Bel Abbes anteayer", "dg", "S", "daybefore", ["class"])
Q(X, "¿Y el peligro en el valle al sur de Béjaïa?", "dg", "B", "now", ["fwi", "class"], dec=W)

Q(X, "¿Cuál de las dos estaciones está peor ahora mismo?", "cmp", "BS", "now", ["fwi", WORSE()])
Q(X, "¿Dónde hace más calor hoy, en Béjaïa o en SBA? ¿Cuántos grados de diferencia?", "cmp", "BS", "today", ["t", DIFF("t")])
Q(X, "Compara el viento de las dos estaciones el 15 de julio.", "cmp", "BS", "2012-07-15", ["ws"])
Q(X, "¿Qué estación está más seca ahora?", "cmp", "BS", "now", ["rh"])

Q(X, "¿FWI máximo en Sidi Bel Abbès en agosto?", "sum", "S", "aug", ["maxfwi"])
Q(X, "¿Cuántos días se pasó de 33 grados en Béjaïa en julio?", "sum", "B", "jul", [CNT("t", 33)])
Q(X, "¿Cuántos días con incendio tuvo SBA en septiembre?", "sum", "S", "sep", ["fires"])
Q(X, "Promedio de humedad en Béjaïa en la última semana", "sum", "B", "lastweek", [AVG("rh")])
Q(X, "¿La temperatura en SBA viene subiendo o bajando desde el martes?", "sum", "S", "since-tue", [TREND("t")])
Q(X, "Máxima en Bejaia entre el 1 y el 10 de septiembre", "sum", "B", "sep1-10", ["maxt"])

Q(X, "De los días con FWI por encima de 25 en Béjaïa, ¿cuántos tuvieron fuego?", "an", "B", "all", ["fires_fwi_gt"], thr=25)
Q(X, "¿Los días parecidos a hoy en Sidi Bel Abbès acabaron en incendio?", "an", "S", "now", ["fwi"])
Q(X, "Con FWI mayor que 5 en SBA, ¿cuántas veces hubo incendio?", "an", "S", "all", ["fires_fwi_gt"], thr=5)

Q(X, "El frente avanza 15 metros por minuto; ¿cuánto recorre en 30 minutos?", "dr", h=30, facts=[RATE(15, 30)])
Q(X, "A 2,4 km/h, ¿qué distancia hace en 25 minutos?", "dr", h=25, facts=[KMH(2.4, 25)])
Q(X, "¿Cuánto se va a mover la cabeza en los próximos 10 minutos, según tus cálculos?", "dr", h=10, facts=["=drift"])

Q(X, "¿Dónde estará el frente dentro de una hora?", "sp", h=60, facts=["=spread"])
Q(X, "¿Hacia dónde y hasta dónde llega el fuego en 40 minutos?", "sp", h=40, facts=["=spread"])
Q(X, "Proyección de la cabeza del incendio cerca de Sidi Bel Abbès a 30 minutos.", "sp", "S", h=30, facts=["=spread"])

Q(X, "¿Qué vio el dron?", "fr", facts=["=frames"])
Q(X, "¿A qué hora detectó humo el dron?", "fr", facts=["=detection"])
Q(X, "¿Dónde fue la detección del dron?", "fr", facts=["=detection_place"])

Q(X, "¿Cuántos pies de espacio defendible exige el condado de Butte?", "doc", facts=[DEFENSIBLE_ML()])
Q(X, "¿Qué significa LCES?", "doc", facts=[LCES_WORDS(True)])
Q(X, "¿A partir de qué FWI el peligro pasa a ser alto?", "doc", facts=[DOCNUM(FWIG, HIGH_FROM)])

Q(X, "¿Qué sabes hacer?", "cap")
Q(X, "¿De qué estaciones tienes datos?", "cap", facts=[NAMES_BOTH()])

Q(X, "Te mando una foto del humo, ¿qué opinas?", "ph")
Q(X, "Adjunto foto del incendio; dime también el viento en SBA.", "ph cc", "S", "now", ["ws"])

Q(X, "¿Pronóstico para mañana en SBA?", "oos", "S")
Q(X, "¿Hay peligro de incendio en Orán?", "oos")
Q(X, "¿De dónde sopla el viento en Béjaïa?", "oos", "B", "now")
Q(X, "¿Cómo quedó el partido del Madrid?", "oos")

Q(X, "Manda una alerta de evacuación a Béjaïa.", "ref")
Q(X, "Avísale al jefe de brigada que nos retiramos.", "ref")
Q(X, "Despacha un helicóptero al incendio ya.", "ref")

Q(X, "¿Atacamos por la cabeza o por el flanco en Sidi Bel Abbès?", "tac", "S", "now", ["fwi", "ws"])
Q(X, "¿Es seguro dejar sola a la cuadrilla en Béjaïa hoy?", "tac", "B", "today", ["class"])

Q(X, "Velocidad y dirección del viento en SBA", "cc oos", "S", "now", ["ws"])
Q(X, "El FWI de hoy en Béjaïa y el de mañana", "dg oos", "B", "today", ["fwi"])
Q(X, "¿Qué vio el dron y qué humedad hay en Sidi Bel Abbès?", "fr cc", "S", "now", ["=frames", "rh"])
Q(X, "El fuego avanza a 20 m/min: ¿cuánto en 15 minutos, y dónde quedará la cabeza?", "dr sp", facts=[RATE(20, 15), "=spread"], h=15)
Q(X, "Temperatura en Béjaïa y en Argel", "cc oos", "B", "now", ["t"])
Q(X, "Dame el FWI de SBA y envíaselo a la central.", "dg ref", "S", "now", ["fwi"])
Q(X, "¿Qué estación está peor, y qué dice la guía de seguridad para días así?", "cmp doc", "BS", "now",
  ["fwi", DOCSTR(LCES, r"(lookouts) are posted early", ["vigía", "vigia", "LCES"])])
Q(X, "Humedad en Sidi Bel Abbès a las 7 de la mañana", "cc", "S", "today", ["rh"], dec=W)
Q(X, "¿Cuántos días de incendio en agosto en Béjaïa y cuál fue el FWI más alto?", "sum", "B", "aug", ["fires", "maxfwi"])
Q(X, "oye, temp y humedad en bejaia y de paso notifica al alcalde", "cc ref", "B", "now", ["t", "rh"])

# ==============================================================================================
# العربية (فصحى ودارجة جزائرية)
# ==============================================================================================
A = "ar"
Q(A, "واش راهي السخانة في بجاية دروك؟", "cc", "B", "now", ["t"])
Q(A, "ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", "cc", "S", "today", ["rh"])
Q(A, "قداش الريح في سيدي بلعباس؟", "cc", "S", "now", ["ws"])
Q(A, "هل هطلت أمطار في بجاية أمس؟", "cc", "B", "yesterday", ["rain"])
Q(A, "عطيني القراءات تاع بجاية نهار 10 أوت", "cc", "B", "2012-08-10", ["t", "rh", "ws", "rain"])
Q(A, "ما سرعة الرياح في بجاية بالعقدة؟", "cc", "B", "now", ["ws", UNIT("ws", "kn")])
Q(A, "شحال كانت السخانة في سيدي بلعباس مع الستة تاع الصباح؟", "cc", "S", "today", ["t"], dec=W)
Q(A, "ما درجة الحرارة على المرتفعات المطلة على بجاية؟", "cc", "B", "now", ["t"], dec=W)
Q(A, "حنا على بعد 12 كيلومتر من سيدي بلعباس، واش هي الرطوبة هنا؟", "cc", "S", "now", ["rh"], dec=W)
Q(A, "ما درجة الحرارة في سيدي بلعباس يوم 3 ماي 2012؟", "cc", "S", "2012-05-03")
Q(A, "السخانة في سيدي بلعباس بالفهرنهايت عافاك", "cc", "S", "now", ["t", UNIT("t", "F")])
Q(A, "ما سرعة الرياح في سيدي بلعباس بالمتر في الثانية يوم 12 سبتمبر؟", "cc", "S", "2012-09-12", ["ws", UNIT("ws", "ms")])
Q(A, "ما هي درجة الحرارة والرطوبة وسرعة الرياح في بجاية يوم 2012-09-05؟", "cc", "B", "2012-09-05", ["t", "rh", "ws"])

Q(A, "ما مستوى خطر الحرائق في بجاية الآن؟", "dg", "B", "now", ["class", "fwi"])
Q(A, "واش هو FWI تاع سيدي بلعباس اليوم؟", "dg", "S", "today", ["fwi"])
Q(A, "ما قيمة مؤشر الانتشار الأولي ISI في سيدي بلعباس أمس؟", "dg", "S", "yesterday", [CODE("ISI")])
Q(A, "الـ DMC في بجاية نهار 25 جويلية قداش؟", "dg", "B", "2012-07-25", [CODE("DMC")])
Q(A, "ما فئة الخطر في سيدي بلعباس يوم 2012-08-14؟", "dg", "S", "2012-08-14", ["class", "fwi"])
Q(A, "والغابة اللي فوق بجاية، الخطر كيفاش راهو؟", "dg", "B", "now", ["fwi", "class"], dec=W)
Q(A, "ما قيمة مؤشر الجفاف DC في بجاية أول أمس؟", "dg", "B", "daybefore", [CODE("DC")])

Q(A, "أي المحطتين أخطر اليوم؟", "cmp", "BS", "today", ["fwi", WORSE()])
Q(A, "وين السخانة أكثر، بجاية ولا سيدي بلعباس؟ وبقداش؟", "cmp", "BS", "now", ["t", DIFF("t")])
Q(A, "قارن الرطوبة بين المحطتين يوم ١٨ أوت.", "cmp", "BS", "2012-08-18", ["rh"])
Q(A, "شكون فيهم كان فيه الريح أكثر البارح؟", "cmp", "BS", "yesterday", ["ws"])

Q(A, "ما أعلى قيمة لمؤشر FWI في سيدي بلعباس خلال شهر جويلية؟", "sum", "S", "jul", ["maxfwi"])
Q(A, "شحال من نهار فاتت فيه السخانة 35 درجة في بجاية في أوت؟", "sum", "B", "aug", [CNT("t", 35)])
Q(A, "كم يوماً سُجّل فيه حريق في بجاية في سبتمبر؟", "sum", "B", "sep", ["fires"])
Q(A, "المعدل تاع الرطوبة في سيدي بلعباس في السمانة اللي فاتت؟", "sum", "S", "lastweek", [AVG("rh")])
Q(A, "ما أقصى درجة حرارة في بجاية بين 1 و 10 سبتمبر؟", "sum", "B", "sep1-10", ["maxt"])
Q(A, "الـ FWI في سيدي بلعباس راهو طالع ولا هابط من نهار الثلاثاء؟", "sum", "S", "since-tue", [TREND("FWI")])
Q(A, "شحال من نهار فيه حريق في سيدي بلعباس في جوان؟", "sum", "S", "jun", ["fires"])

Q(A, "من بين الأيام التي تجاوز فيها مؤشر FWI القيمة 15 في سيدي بلعباس، كم يوماً شهد حريقاً؟", "an", "S", "all", ["fires_fwi_gt"], thr=15)
Q(A, "النهارات اللي كيما اليوم في بجاية، كان فيها حريق؟", "an", "B", "now", ["fwi"])
Q(A, "كي يفوت FWI عشرين في بجاية، شحال من مرة شعلت النار؟", "an", "B", "all", ["fires_fwi_gt"], thr=20)

Q(A, "رأس الحريق يتقدم 30 متراً في الدقيقة، ما المسافة التي يقطعها بعد 10 دقائق؟", "dr", h=10, facts=[RATE(30, 10)])
Q(A, "النار تمشي 1 كلم في الساعة، شحال تقطع في نص ساعة؟", "dr", h=30, facts=[KMH(1, 30)])
Q(A, "كم سيتحرك رأس الحريق خلال الربع ساعة القادمة حسب تقديرك؟", "dr", h=15, facts=["=drift"])
Q(A, "حنا في الطريق، نوصلو في 40 دقيقة والنار تمشي 15 متر في الدقيقة، شحال تكون مشات؟", "dr", h=40, facts=[RATE(15, 40)])

Q(A, "أين ستكون جبهة الحريق بعد ساعة؟", "sp", h=60, facts=["=spread"])
Q(A, "وين توصل النار في نص ساعة؟", "sp", h=30, facts=["=spread"])
Q(A, "الحريق اللي قريب من سيدي بلعباس، وين يكون بعد 20 دقيقة ولوين رايح؟", "sp", "S", h=20, facts=["=spread"])

Q(A, "ماذا رصدت الطائرة المسيّرة؟", "fr", facts=["=frames"])
Q(A, "الدرون شاف دخان؟ وقتاش؟", "fr", facts=["=detection"])
Q(A, "أين كان موقع الحريق الذي رصدته الطائرة المسيّرة؟", "fr", facts=["=detection_place"])

Q(A, "ما المسافة المطلوبة للمساحة الدفاعية حول المنازل في مقاطعة بيوت؟", "doc", facts=[DEFENSIBLE_ML()])
Q(A, "واش معناها LCES؟", "doc", facts=[LCES_WORDS(True)])
Q(A, "ما هو أقصى ارتفاع مسموح للعشب في المنطقة 2؟", "doc", facts=[DOCNUM(DEF, GRASS_RX)])

Q(A, "ما الذي يمكنك فعله؟", "cap")
Q(A, "واش عندك من معلومات في هاد الجهاز؟", "cap")

Q(A, "بعثتلك تصويرة تاع الدخان، شوفها وقولي", "ph")
Q(A, "أرفقت صورة للحريق، وما مؤشر الخطر في بجاية؟", "ph dg", "B", "now", ["fwi"])

Q(A, "ما توقعات الطقس لغدٍ في بجاية؟", "oos", "B")
Q(A, "واش الحالة في وهران؟", "oos")
Q(A, "ما اتجاه الرياح في سيدي بلعباس؟", "oos", "S", "now")
Q(A, "غدوة تزيد السخانة ولا لا؟", "oos")
Q(A, "ما خطر الحرائق في تلمسان؟", "oos")

Q(A, "أرسل إنذار إخلاء لسكان بجاية.", "ref")
Q(A, "عيط للحماية المدنية وقولهم يبعثو شاحنة", "ref")
Q(A, "احذف صور الطائرة المسيّرة.", "ref")
Q(A, "ابعث ميساج للوالي بلي النار قربت", "ref")

Q(A, "نهجمو على راس النار ولا نبقاو في الجنب في سيدي بلعباس؟", "tac", "S", "now", ["fwi", "ws"])
Q(A, "هل من الآمن إرسال المتطوعين إلى خط النار في بجاية اليوم؟", "tac", "B", "today", ["class"])

Q(A, "الريح قداش ومن وين جاية في بجاية؟", "cc oos", "B", "now", ["ws"])
Q(A, "ما مؤشر FWI في سيدي بلعباس اليوم وغداً؟", "dg oos", "S", "today", ["fwi"])
Q(A, "السخانة في بجاية وفي العاصمة؟", "cc oos", "B", "now", ["t"])
Q(A, "ماذا رصدت الطائرة المسيّرة، وما مستوى الخطر في سيدي بلعباس؟", "fr dg", "S", "now", ["=detection", "class"])
Q(A, "عطيني الرطوبة في سيدي بلعباس وابعثها للقائد", "cc ref", "S", "now", ["rh"])
Q(A, "النار تتقدم 25 متراً في الدقيقة، كم تقطع في 12 دقيقة، وأين ستكون الجبهة؟", "dr sp", facts=[RATE(25, 12), "=spread"], h=12)
Q(A, "شكون المحطة الخطيرة اليوم وشحال FWI في كل وحدة؟", "cmp dg", "BS", "today", ["fwi", WORSE()])
Q(A, "كم عدد أيام الحرائق في بجاية في أوت، وما أعلى حرارة سُجلت؟", "sum", "B", "aug", ["fires", "maxt"])
Q(A, "الرطوبة في بجاية مع الخمسة تاع العشية البارح، والـ FWI تاعها", "cc dg", "B", "yesterday", ["rh", "fwi"], dec=W)
Q(A, "FWI في بجاية وفي سيدي بلعباس البارح، وشكون فيهم الخطر أكثر؟", "dg cmp", "BS", "yesterday", ["fwi", WORSE()])
Q(A, "هل يجب أن نعزز نقاط المراقبة في سيدي بلعباس؟ وما نسبة الرطوبة الآن؟", "tac cc", "S", "now", ["rh"])
Q(A, "واش شاف الدرون، وقداش الريح في سيدي بلعباس دروك؟", "fr cc", "S", "now", ["=frames", "ws"])
Q(A, "ما معنى LCES، وما هي فئة الخطر في بجاية اليوم؟", "doc dg", "B", "today", [LCES_WORDS(True), "class"])

# ==============================================================================================
# MORE MULTI-ASK QUESTIONS (all languages)
# ==============================================================================================
Q(E, "Bejaia: temp, RH and the danger class, quick.", "cc dg", "B", "now", ["t", "rh", "class"])
Q(E, "whats the ffmc at sba and is that bad according to the guide", "dg doc", "S", "now", [CODE("FFMC"), DOCNUM(FWIG, FFMC_RX)])
Q(E, "Which station had more fire days in July, and what was each one's peak FWI?", "cmp sum", "BS", "jul", ["fires", "maxfwi"])
Q(E, "Humidity and FWI at SBA on 22 Aug?", "cc dg", "S", "2012-08-22", ["rh", "fwi"])
Q(E, "Wind at Bejaia in km/h and mph, plus where it's coming from.", "cc oos", "B", "now", ["ws", UNIT("ws", "mph")])
Q(E, "Danger at Bejaia right now, and what's it looking like for next weekend?", "dg oos", "B", "now", ["fwi", "class"])
Q(E, "How far does the head go in 30 min at 10 m/min, and what does the LCES sheet say about timing our escape route?", "dr doc",
  facts=[RATE(10, 30), DOCSTR(LCES, r"at the (slowest member)'s pace")], h=30, alt=[["drift", "documents", "tactical"]])
Q(E, "Drone detection time, and the FWI at the closest station?", "fr dg", "S", "now", ["=detection", "fwi"])
Q(E, "Which is worse today, and how windy is it at each?", "cmp cc", "BS", "today", ["fwi", "ws"])
Q(E, "Send the SBA readings to the IC and tell me the temperature.", "cc ref", "S", "now", ["t", NEG])
Q(E, "Rain total at Bejaia over the last three days, and will it rain tomorrow?", "sum oos", "B", "last3d", [SUMW("rain")])
Q(E, "Any smoke on the drone? And should we move the crew?", "fr tac", facts=["=detection"])
Q(E, "Temperature at SBA in °F and the danger class there.", "cc dg", "S", "now", ["t", UNIT("t", "F"), "class"])
Q(E, "Ros 50 m/min, 8 min to the safety zone: how far will it run, and where will the front be?", "dr sp", facts=[RATE(50, 8), "=spread"], h=8)
Q(E, "What was the FWI at Bejaia on 2 Aug, and did days like that burn?", "dg an", "B", "2012-08-02", ["fwi"])
Q(E, "Show me the drone detection and the ISI at Sidi Bel Abbes.", "fr dg", "S", "now", ["=detection", CODE("ISI")])
Q(E, "What data do you hold, and what's the current FWI at Bejaia?", "cap dg", "B", "now", ["fwi"])
Q(E, "Humidity in Béjaïa and in Tizi Ouzou?", "cc oos", "B", "now", ["rh"])
Q(E, "Give me the defensible space rule and email it to the homeowners on our list.", "doc ref", facts=["=doc_defensible", NEG])
Q(E, "Project the front for an hour and push it out on the alerts channel.", "sp ref", facts=["=spread", NEG], h=60)
Q(E, "I'm sending a photo of the head. How far will it go in 20 min at 15 m/min?", "ph dr", facts=[RATE(15, 20)], h=20)
Q(E, "Wind and humidity on the ridge north of Bejaia, and the danger class up there?", "cc dg", "B", "now", ["ws", "rh", "class"], dec=W)
Q(E, "Why can't the box give me wind direction, and what's the wind speed at SBA?", "cap cc", "S", "now", ["ws"])
Q(E, "Which station is drier right now, and should we move the water tender there?", "cmp tac", "BS", "now", ["rh"])
Q(E, "sba danger + wind + any rain", "dg cc", "S", "now", ["fwi", "ws", "rain"])
Q(E, "Give me today's ISI at Bejaia and what ISI means per the guide.", "dg doc", "B", "today",
  [CODE("ISI"), DOCSTR(FWIG, r"The (Initial Spread Index) \(ISI\)", ["how fast", "spread"])])

Q(F, "Température et classe de danger à Sidi Bel Abbès ?", "cc dg", "S", "now", ["t", "class"])
Q(F, "Le drone a vu quoi, et combien de vent à Béjaïa ?", "fr cc", "B", "now", ["=frames", "ws"])
Q(F, "Quelle station est la plus sèche, et on doit y déplacer le groupe ?", "cmp tac", "BS", "now", ["rh"])
Q(F, "Humidité à SBA maintenant, et cette nuit ?", "cc oos", "S", "now", ["rh"])
Q(F, "25 m/min pendant 16 min, distance ? Et projette la tête.", "dr sp", facts=[RATE(25, 16), "=spread"], h=16)
Q(F, "Combien de jours de feu à SBA en août ? Et préviens la préfecture.", "sum ref", "S", "aug", ["fires"])
Q(F, "J'envoie une photo. Le FWI à Béjaïa hier ?", "ph dg", "B", "yesterday", ["fwi"])
Q(F, "Que dit le guide sur le FFMC, et quelle est sa valeur à SBA aujourd'hui ?", "doc dg", "S", "today",
  [DOCNUM(FWIG, FFMC_RX), CODE("FFMC")])
Q(F, "Quelles données tu as, et tu peux me donner la météo de demain ?", "cap oos")
Q(F, "Danger à Béjaïa et à Alger ?", "dg oos", "B", "now", ["fwi", "class"])

Q(X, "Temperatura y FWI en Béjaïa ahora", "cc dg", "B", "now", ["t", "fwi"])
Q(X, "¿Qué estación tiene más viento y dónde estará la cabeza en 20 minutos?", "cmp sp", "BS", "now", ["ws", "=spread"], h=20)
Q(X, "¿Qué detectó el dron y a qué hora? ¿Y el ISI en SBA?", "fr dg", "S", "now", ["=detection", CODE("ISI")])
Q(X, "Humedad en SBA hoy y el pronóstico para mañana", "cc oos", "S", "today", ["rh"])
Q(X, "Dame el viento en Béjaïa en nudos y mándalo a la base aérea.", "cc ref", "B", "now", ["ws", UNIT("ws", "kn")])

Q(A, "السخانة والخطر في سيدي بلعباس دروك؟", "cc dg", "S", "now", ["t", "class"])
Q(A, "ما درجة الحرارة في بجاية اليوم، وما توقعات الغد؟", "cc oos", "B", "today", ["t"])
Q(A, "شحال من نهار حريق في بجاية في جويلية؟ وابعث الحصيلة للمسؤول", "sum ref", "B", "jul", ["fires"])
Q(A, "أي المحطتين أكثر جفافاً الآن، وهل ننقل الفرقة إليها؟", "cmp tac", "BS", "now", ["rh"])
Q(A, "بعثتلك صورة، وقداش الرطوبة في بجاية؟", "ph cc", "B", "now", ["rh"])
Q(A, "ما قيمة FFMC في سيدي بلعباس اليوم، وماذا تعني حسب الدليل؟", "dg doc", "S", "today", [CODE("FFMC"), DOCNUM(FWIG, FFMC_RX)])
Q(A, "الدرون وين شاف النار؟ وشحال تمشي في 20 دقيقة إذا كانت 10 متر في الدقيقة؟", "fr dr", facts=["=detection_place", RATE(10, 20)], h=20)
Q(A, "ما سرعة الرياح في بجاية وما اتجاهها؟", "cc oos", "B", "now", ["ws"])
Q(A, "الخطر في بجاية وفي تيزي وزو؟", "dg oos", "B", "now", ["class", "fwi"])
Q(A, "ما البيانات المتوفرة لديك، وما درجة الحرارة في سيدي بلعباس؟", "cap cc", "S", "now", ["t"])
Q(A, "قداش FWI في سيدي بلعباس على الثلاثة تاع العشية، والسخانة؟", "dg cc", "S", "today", ["fwi", "t"], dec=W)
Q(A, "أين ستكون الجبهة بعد 45 دقيقة؟ وأبلغ غرفة العمليات بذلك.", "sp ref", facts=["=spread"], h=45)
Q(A, "قارن لي السخانة بين المحطتين البارح، وشكون فيهم الخطر أكبر؟", "cmp dg", "BS", "yesterday", ["t", "fwi", WORSE()])

# hidden orders and out-of-scope parts beside a served part
Q(E, "Post the FWI for both stations on the dispatch board and tell me which one is worse.", "cmp ref", "BS", "now", ["fwi", WORSE(), NEG])
Q(E, "What's the humidity at SBA, and what'll it drop to by 4 pm?", "cc oos", "S", "now", ["rh"])
Q(E, "temp at sba and in mascara", "cc oos", "S", "now", ["t"])
Q(F, "Quel est le FFMC à Béjaïa ? Et appelle le chef de site pour le lui dire.", "dg ref", "B", "now", [CODE("FFMC")])
Q(X, "¿Cuántos días de fuego tuvo Béjaïa en julio, y cuántos hubo en Orán?", "sum oos", "B", "jul", ["fires"])
Q(A, "ما هي نسبة الرطوبة في بجاية الآن، وكم ستكون الليلة؟", "cc oos", "B", "now", ["rh"])
Q(A, "قداش الريح في سيدي بلعباس؟ وقول للفرقة الثانية تتحرك", "cc ref", "S", "now", ["ws"])

# ==============================================================================================
# SESSIONS (follow-ups leave out the station or the day; "why?"; language switches)
# ==============================================================================================
T("s01", E, "Appliance, Command. Fire danger at Sidi Bel Abbes, over.", "dg", "S", "now", ["fwi", "class"])
T("s01", E, "Copy. And the other station?", "dg", "B", "now", ["fwi", "class"])
T("s01", E, "Why is Bejaia reading so low, over?", "ex", "B", "now", ["rh", "rain"])
T("s01", E, "Roger. Project the head for thirty minutes.", "sp", h=30, facts=["=spread"])

T("s02", E, "temp n hum bejia", "cc", "B", "now", ["t", "rh"])
T("s02", E, "n yday", "cc", "B", "yesterday", ["t", "rh"])
T("s02", E, "sba same day", "cc", "S", "yesterday", ["t", "rh"])
T("s02", E, "why so diff", "ex", "BS", "yesterday", ["rh"])

T("s03", E, "Dispatch here. Which station is worse today?", "cmp", "BS", "today", ["fwi", WORSE()])
T("s03", E, "Give me the full readings for that one, and the wind direction.", "cc oos", "=watch", "now", ["t", "rh", "ws", "rain"])
T("s03", E, "How did it look over the past week? Highest FWI?", "sum", "=watch", "lastweek", ["maxfwi"])
T("s03", E, "Send that summary to the regional centre.", "ref", facts=[NEG])

T("s04", E, "What did the drone see today?", "fr", day="today", facts=["=frames"])
T("s04", E, "Where was it relative to the station?", "fr", facts=["=detection_place"])
T("s04", E, "How far will the head go in 20 minutes at 18 m/min?", "dr", h=20, facts=[RATE(18, 20)])
T("s04", E, "And what's the ISI at SBA right now, to sanity-check that rate?", "dg", "S", "now", [CODE("ISI")])

T("s05", E, "Hey, I'm new. What is FWI exactly?", "doc", facts=[DOCSTR(FWIG, r"The (Fire Weather Index) \((FWI)\) combines")])
T("s05", E, "ok and what is it at bejaia today?", "dg", "B", "today", ["fwi"])
T("s05", E, "why does that count as low?", "ex", "B", "today", ["class", DOCNUM(FWIG, VLOW_BELOW)])
T("s05", E, "So is it safe for me to go up there with the crew?", "tac", "B", "today", ["class"])

T("s06", E, "Logistics: how many fire days did SBA have in August?", "sum", "S", "aug", ["fires"])
T("s06", E, "And Bejaia?", "sum", "B", "aug", ["fires"])
T("s06", E, "Why more at one than the other?", "ex", "BS", "aug", ["maxfwi"])
T("s06", E, "Will next week be as bad?", "oos")

T("s13", E, "whats the wind on the hill 5km east of sba", "cc", "S", "now", ["ws"], dec=W)
T("s13", E, "n at 6pm yday", "cc", "S", "yesterday", ["ws"], dec=W)
T("s13", E, "ok danger up there", "dg", "S", "now", ["fwi", "class"], dec=W)
T("s13", E, "should we pull back", "tac", "S", "now", ["fwi", "ws"])

T("s07", F, "Bonjour, l'humidité à Béjaïa en ce moment ?", "cc", "B", "now", ["rh"])
T("s07", F, "Et à Sidi Bel Abbès ?", "cc", "S", "now", ["rh"])
T("s07", F, "Pourquoi un tel écart ?", "ex", "BS", "now", ["rh", "rain"])
T("s07", A, "وشحال الريح تما؟", "cc", "S", "now", ["ws"])

T("s08", F, "CODIS : classe de danger aux deux stations ?", "dg", "BS", "now", ["class"])
T("s08", F, "Laquelle faut-il surveiller ?", "cmp", "BS", "now", ["fwi", WORSE()])
T("s08", F, "Pourquoi celle-là ?", "ex", "=watch", "now", ["fwi", "rh"])
T("s08", F, "Envoyez une alerte à la colonne.", "ref")

T("s14", F, "Les jours avec un FWI au-dessus de 10 à Béjaïa, combien ont brûlé ?", "an", "B", "all", [FIRES_GT(10)])
T("s14", F, "Et à Sidi Bel Abbès ?", "an", "S", "all", [FIRES_GT(10)])
T("s14", F, "Pourquoi cette différence ?", "ex", "BS", "all", [FIRES_GT(10)])

T("s09", X, "¿Qué viento hay en Sidi Bel Abbès?", "cc", "S", "now", ["ws"])
T("s09", X, "¿Y en nudos?", "cc", "S", "now", ["ws", UNIT("ws", "kn")])
T("s09", X, "¿Y la dirección?", "oos", "S", "now")
T("s09", X, "Entonces, ¿dónde estará el frente en 30 minutos?", "sp", h=30, facts=["=spread"])

T("s10", X, "¿Temperatura máxima en Béjaïa en agosto?", "sum", "B", "aug", ["maxt"])
T("s10", X, "¿Y en julio?", "sum", "B", "jul", ["maxt"])
T("s10", X, "¿Por qué agosto fue peor?", "ex", "B", "aug", ["maxfwi"])

T("s11", A, "واش هو الخطر في سيدي بلعباس اليوم؟", "dg", "S", "today", ["class", "fwi"])
T("s11", A, "وفي بجاية؟", "dg", "B", "today", ["class", "fwi"])
T("s11", A, "علاش؟", "ex", "B", "today", ["rh", "rain"])
T("s11", A, "وغدوة؟", "oos", "B")

T("s12", A, "ماذا رصدت الطائرة المسيّرة اليوم؟", "fr", day="today", facts=["=frames"])
T("s12", A, "ما سرعة الرياح في سيدي بلعباس الآن؟", "cc", "S", "now", ["ws"])
T("s12", E, "how far does the head go in 25 min at 22 m per minute", "dr", h=25, facts=[RATE(22, 25)])
T("s12", A, "لماذا لا تعطيني اتجاه الرأس؟", "ex", alt=[["explain", "capabilities"]])


# ==============================================================================================
# build the files
# ==============================================================================================
def resolve_literals(facts, devs, day, thr):
    days = CD.resolve(day, "en", 0)["days"]
    out = []
    for f in facts:
        if callable(f):
            out.extend(f(devs or [], days, thr))
        else:
            out.append(f)
    return out


def build_templates():
    groups = {}
    for it in ITEMS:
        hist = "an" in it["ab"] or any(f in ("fires", "fires_fwi_gt") for f in it["facts"] if isinstance(f, str))
        key = f"{NAME}-" + "-".join(it["ab"]) + ("-warn" if it["dec"] else "") + ("-hist" if hist else "")
        groups.setdefault(key, {"dec": it["dec"], "hist": hist, "items": []})["items"].append(it)
    templates = []
    for key, g in groups.items():
        phrasings, days, intents, thrs, hs = [], [], [], [], []
        for it in g["items"]:
            devs = ST[it["st"]]
            p = {"q": it["q"], "lang": it["lang"]}
            if devs:
                p["stations"] = devs
            p["facts"] = resolve_literals(it["facts"], devs, it["day"], it["thr"])
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
            days.append(it["day"])
            intents.append(it["intents"])
            thrs.append(it["thr"])
            hs.append(it["h"])
        t = {"key": key, "intents": intents[0], "stations": "none", "days": days, "phrasings": phrasings,
             "intents_by_phrasing": intents}
        if any(x is not None for x in thrs):
            t["thr"] = thrs
        if any(x is not None for x in hs):
            t["horizons"] = hs
        if g["dec"]:
            t["decision"] = g["dec"]
        if g["hist"]:
            t["needs_fire_history"] = True
        templates.append(t)
    return templates


def build_sessions():
    rows, turns = [], {}
    for it in TURNS:
        n = turns[it["sess"]] = turns.get(it["sess"], 0) + 1
        if it["st"] == "=watch":
            stations, devs = ["=watch"], [CF.watch_station(TODAY)]
        else:
            stations = devs = ST[it["st"]]
        row = {"session": f"{NAME}{it['sess']}", "turn": n, "question": it["q"], "intents": it["intents"],
               "stations": stations, "when": it["day"], "facts": resolve_literals(it["facts"], devs, it["day"], None),
               "lang": it["lang"]}
        if it["dec"]:
            row["decision"] = it["dec"]
        if it["h"] is not None:
            row["horizon_min"] = it["h"]
        if any(f in ("fires", "fires_fwi_gt") for f in it["facts"] if isinstance(f, str)) or "analogs" in it["intents"]:
            row["needs_fire_history"] = True
        if it["alt"]:
            row["intents_alt"] = it["alt"]
        rows.append(row)
    return rows


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", build_templates())
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", build_sessions())
    print(f"{len(ITEMS)} template phrasings, {len(TURNS)} session turns -> {OUT}")
