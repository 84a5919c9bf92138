"""Generator of blind batch d26 (written blind as the sealed batch, scored once on 33b50c7, then moved to dev):
crew questions with gold facts computed from the CSV, the crew's own numbers and the shipped documents (never
typed by hand).

Run:  PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev26.py
Writes crew_templates_dev26.jsonl and crew_sessions_dev26.jsonl next to this script.
"""
import json
import re
from collections import OrderedDict
from datetime import datetime
from pathlib import Path

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF

OUT = Path(__file__).resolve().parent
NAME = "d26"
DOCS = Path("/work/main/edge_data/documents")
T = CF.table()
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TODAY = CD.TODAY.isoformat()

# --------------------------------------------------------------------------- numbers from the CSV

def iso(key):
    """A day key -> its calendar day."""
    if key in ("now", "today"):
        return TODAY
    if key in CD.RELATIVE:
        return CD.resolve(key, "en", 0)["days"][0]
    return key


def val(st, key, f):
    x = T[(st, iso(key))]
    m = {"t": x.temperature_c, "rh": x.rh_pct, "ws": x.wind_kmh, "rain": x.rain_mm}
    return m[f] if f in m else x.codes[f]


def n1(x):
    r = round(x + 1e-9, 1)
    return int(r) if float(r).is_integer() else r


def lit(st, key, f):
    """A reading or code of one day, as the CSV writes it."""
    return n1(val(st, key, f))


def diff(f, key, a=B, b=S):
    return n1(abs(val(a, key, f) - val(b, key, f)))


def dec_forms(v, units, decs=(1, 0), bare=True):
    out = []
    for d in decs:
        s = f"{v:.{d}f}"
        for x in dict.fromkeys([s, s.replace(".", ",")]):
            if d > 0 and bare:
                out.append(x)
            for u in units:
                out += [f"{x} {u}", f"{x}{u}"]
    return {"any": list(dict.fromkeys(out))}


MPH, KT, MS = ("mph", "miles"), ("kt", "kn", "knot", "noeud", "nœud", "nudo", "عقدة"), ("m/s", "m s")
FAHR = ("°F", "F", "degrees F", "fahrenheit")


def mph(kmh):
    return dec_forms(kmh / 1.609344, MPH)


def knots(kmh):
    return dec_forms(kmh / 1.852, KT)


def mps(kmh):
    return dec_forms(kmh / 3.6, MS)


def fahr(c):
    return dec_forms(c * 9 / 5 + 32, FAHR)


def fahr_delta(dc):
    """A temperature difference in °F (no +32)."""
    return dec_forms(dc * 9 / 5, FAHR)


def wdays(key):
    return CD.resolve(key, "en", 0)["days"]


def wvals(st, key, f):
    return [(d, val(st, d, f)) for d in wdays(key) if (st, d) in T]


EN_M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October"]
FR_M = ["janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct"]
ES_M = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre"]


def day_forms(days):
    out = []
    for d in days:
        y, m, dd = (int(x) for x in d.split("-"))
        en = EN_M[m - 1]
        out += [d, f"{dd} {en[:3]}", f"{en} {dd}", f"{en[:3]} {dd}", f"{dd} {FR_M[m - 1]}", f"{dd} de {ES_M[m - 1]}",
                f"{dd:02d}/{m:02d}", f"{dd}/{m}", f"{dd:02d}-{m:02d}", f"{m:02d}-{dd:02d}"]
    return {"any": list(dict.fromkeys(out))}


def wext(st, key, f, fn=max):
    """[extreme value, the day(s) it fell on]."""
    rows = wvals(st, key, f)
    v = fn(x for _, x in rows)
    return [n1(v), day_forms([d for d, x in rows if x == v])]


def wext_robust(st, key, f, fn=max):
    """An extreme over a window whose first day has slack ("the past week"): only if a day more would not change it."""
    got = wext(st, key, f, fn)
    first = wdays(key)[0]
    prev = datetime.fromisoformat(first).toordinal() - 1
    prev = datetime.fromordinal(prev).date().isoformat()
    if (st, prev) in T and fn(val(st, prev, f), got[0]) != got[0]:
        raise ValueError(f"window extreme not robust: {st} {key} {f}")
    return got


def wcount(st, key, f, op, thr):
    ops = {">": lambda x: x > thr, ">=": lambda x: x >= thr, "<": lambda x: x < thr}
    return sum(1 for _, x in wvals(st, key, f) if ops[op](x))


def wmean_forms(st, key, f):
    xs = [x for _, x in wvals(st, key, f)]
    m = sum(xs) / len(xs)
    return {"any": list(dict.fromkeys([f"{m:.1f}", f"{m:.1f}".replace(".", ","), f"{m:.2f}", f"{m:.2f}".replace(".", ",")]))}


def wseries(st, key, f):
    return [n1(x) for _, x in wvals(st, key, f)]


def first_last(st, key, f):
    xs = wseries(st, key, f)
    return [xs[0], xs[-1]]


def fires_fwi_gt(st, thr):
    return CF.window_facts("fires_fwi_gt", st, [TODAY], thr)


# --------------------------------------------------------------------------- distances from the crew's numbers

def minutes(t0, t1):
    a, b = (datetime.strptime(x, "%H:%M") for x in (t0, t1))
    return int((b - a).total_seconds() // 60)


def dist(m, chains=None, feet=None):
    """Distance forms: metres (exact, to 10 m), km (1 and 2 decimals, French comma), and the crew's unit."""
    out = []
    r = int(round(m))
    for v in dict.fromkeys([r, int(round(m, -1))]):
        out += [f"{v} m", f"{v}m"]
        if v >= 1000:
            out += [f"{v:,} m", f"{v:,} m".replace(",", " "), f"{v:,} m".replace(",", ".")]
    km = m / 1000
    for d in (1, 2):
        s = f"{km:.{d}f}"
        for x in dict.fromkeys([s, s.replace(".", ",")]):
            out += [f"{x} km", f"{x}km", f"{x} kilom", f"{x} كم"]
    if float(f"{km:.1f}").is_integer():
        out += [f"{int(round(km))} km", f"{int(round(km))} kilom"]
    if chains is not None:
        out += [f"{chains:g} chains", f"{chains:g} ch"]
    if feet is not None:
        for x in dict.fromkeys([f"{feet:g}", f"{feet:,.0f}", f"{feet:,.0f}".replace(",", " ")]):
            out += [f"{x} ft", f"{x} feet", f"{x} foot", f"{x} pieds", f"{x} pies", f"{x} قدم"]
    return {"any": list(dict.fromkeys(out))}


def d_rate_m_min(rate, mins):
    return dist(rate * mins)


def d_kmh(rate, mins):
    return dist(rate * 1000 * mins / 60)


def d_chains_h(rate, mins):
    ch = rate * mins / 60
    return dist(ch * 20.1168, chains=ch)


def d_ft_min(rate, mins):
    ft = rate * mins
    return dist(ft * 0.3048, feet=ft)


# --------------------------------------------------------------------------- facts parsed from the shipped documents

def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())     # lines joined: phrases cross line breaks


LCES_M = re.search(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", doc("crew-safety-lces.md"))
LCES = [{"any": [w.lower().rstrip("s")]} for w in LCES_M.groups()]
FFMC_IGNITE = int(re.search(r"above about (\d+) fine fuels ignite", doc("fire-weather-index-guide.md")).group(1))
HIGH_FROM = float(re.search(r"from ([\d.]+) high", doc("fire-weather-index-guide.md")).group(1))
VHIGH_FROM = int(re.search(r"from ([\d.]+) very high", doc("fire-weather-index-guide.md")).group(1))
_g = re.search(r"maximum height of (\d+) (inches)", doc("butte-county-defensible-space.md"))
GRASS = {"any": [f"{_g.group(1)} inch", f"{_g.group(1)} in", f"{_g.group(1)}-inch", f'{_g.group(1)}"', f"{_g.group(1)} pouces", f"{_g.group(1)} pulgadas"]}
_c = re.search(r"keep tree branches (\d+) (feet) from chimneys", doc("butte-county-defensible-space.md"))
CHIMNEY = {"any": [f"{_c.group(1)} feet", f"{_c.group(1)} ft", f"{_c.group(1)}-foot", f"{_c.group(1)} foot", f"{_c.group(1)} pieds", f"{_c.group(1)} pies"]}
_z0 = re.search(r"Zone 0 is the first (\d+) feet", doc("butte-county-defensible-space.md"))
ZONE0 = {"any": [f"{_z0.group(1)} feet", f"{_z0.group(1)} ft", f"{_z0.group(1)}-foot", f"{_z0.group(1)} foot"]}
PULLBACK = {"any": [re.search(r"(Pull back) and (re-assess)", doc("crew-safety-lces.md")).group(1).lower(), "re-assess", "reassess"]}
SLOWEST = {"any": [re.search(r"at the (slowest) member", doc("crew-safety-lces.md")).group(1)]}
_dd = re.search(r"follow (deeper) and (slower)-drying", doc("fire-weather-index-guide.md"))
DEEPER = {"any": [_dd.group(1), _dd.group(2)]}
_fw = re.search(r"combines (ISI) and (BUI)", doc("fire-weather-index-guide.md"))
FWI_PARTS = [{"any": [_fw.group(1)]}, {"any": [_fw.group(2)]}]
_lk = re.search(r"(lookouts are posted early)", doc("crew-safety-lces.md"))
LOOKOUT_EARLY = {"any": ["lookout", "early"]} if _lk else None

# --------------------------------------------------------------------------- words a good refusal / abstention carries

NEG_ML = {"any": CF.NEGATION["any"] + ["ne peut pas", "ne peux pas", "impossible", "pas en mesure", "no puede",
                                        "no puedo", "no es posible", "لا يمكن", "لا أستطيع", "لا يستطيع"]}
PHOTO = {"any": ["photo", "image", "picture", "attach", "foto", "imagen", "صورة", "تصويرة"]}
FORECAST = {"any": ["forecast", "prévision", "prevision", "pronóstico", "predicción", "توقع", "تنبؤ"]}
DIRECTION = {"any": ["direction", "dirección", "اتجاه"]}
STATIONS_FACT = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس"]}]
NOON = {"any": ["noon", "12:00", "midday", "once a day", "daily", "midi", "mediodía", "الظهر", "منتصف النهار"]}


def town(*names):
    return {"any": list(names)}


# --------------------------------------------------------------------------- the questions

ITEMS = []


def q(kind, lang, st, day, intents, text, facts=(), decision=None, h=None, thr=None, alt=None, hist=False):
    ITEMS.append(dict(kind=kind, lang=lang, st=st, day=day, intents=list(intents), q=text, facts=list(facts),
                      decision=decision, h=h, thr=thr, alt=alt, hist=hist))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC = "drift", "spread", "frames", "documents"
CAP, PH, OOS, REF, TAC, EXP = "capabilities", "photo", "out_of_scope", "refuse", "tactical", "explain"
W = "warn"

# ======================= English =======================
# current conditions
q("cc", "en", [S], "now", [CC], "wind sba rn", ["ws"])
q("cc", "en", [B], "now", [CC], "DIVS Bravo to the box, need temp, RH and wind at Bejaia, current, over", ["t", "rh", "ws"])
q("cc", "en", [S], "now", [CC], "Tender 12. Humidity at Sidi Bel Abbes right now? Trying to decide if I refill first.", ["rh"])
q("cc", "en", [B], "yesterday", [CC], "how much rain did bejaia get yesterday", ["rain"])
q("cc", "en", [S], "now", [CC], "Helibase requesting the latest wind at Sidi-Bel-Abbès in knots for the pilots.", [knots(val(S, "now", "ws"))])
q("cc", "en", [S], "now", [CC], "sba wind in mph pls", [mph(val(S, "now", "ws"))])
q("cc", "en", [B], "today", [CC], "Give me today's temperature at Béjaïa in Fahrenheit, the contract crew only reads °F.", [fahr(val(B, "today", "t"))])
q("cc", "en", [B], "2012-08-14", [CC], "what was the wind in m/s at bejaia on 14-Aug", [mps(val(B, "2012-08-14", "ws"))])
q("cc", "en", [S], "2012-08-03", [CC, DG], "Conditions at Sidi Bel Abbes on 3/8? temp rh wind rain, and the FWI that day", ["t", "rh", "ws", "rain", "fwi"])
q("cc", "en", [S], "daybefore", [CC, DG], "rh and temp at SBA day before yesterday and the fwi", ["rh", "t", "fwi"])
q("cc", "en", [S], "2012-09-27", [CC], "Did it rain at SBA on Sept 27?", ["rain"])
q("cc", "en", [B], "2012-08-29", [CC, DG], "Noon obs Bejaia 2012-08-29: temp, humidity, wind, rain, plus the danger class.", ["t", "rh", "ws", "rain", "class"])
q("cc", "en", [B], "today", [CC], "Hi, I'm a new volunteer, sorry if this is basic. What's the humidity at Béjaïa today?", ["rh"])
q("cc", "en", [B], "now", [CC, TAC], "Is it windy at Bejaia right now or are we good to fly the bucket?", ["ws"])
q("cc", "en", [S], "yesterday", [CC], "temp sidi bel abes yday", ["t"])
q("cc", "en", BOTH, "now", [CC], "Logistics here. Temp and wind at both stations now, I'm planning water and rehab.", ["t", "ws"], alt=[[CC, CMP]])
# readings asked at an hour other than noon (warn)
q("hour", "en", [S], "today", [CC], "What was the temperature at SBA at 6 am today?", ["t"], decision=W)
q("hour", "en", [B], "yesterday", [CC], "wind at bejaia around 5 pm yesterday", ["ws"], decision=W)
q("hour", "en", [S], "today", [CC], "RH overnight at Sidi Bel Abbes, say 3 in the morning? We had a night shift on the line.", ["rh"], decision=W)
q("hour", "en", [B], "today", [CC], "Helibase: wind at Béjaïa at 0800 this morning, for the first rotation log?", ["ws"], decision=W)
q("hour", "en", [S], "2012-08-11", [CC], "temp at sba at 1600 on 11 Aug", ["t"], decision=W)
# near a station but not at it (warn)
q("near", "en", [B], "now", [CC], "We're on the ridge above Bejaia, what's the wind up here", ["ws"], decision=W)
q("near", "en", [S], "now", [CC], "crew 10 km south of SBA on the main road, humidity where we are?", ["rh"], decision=W)
q("near", "en", [S], "today", [DG], "Fire danger for the valley 15 km east of Sidi Bel Abbes today?", ["fwi", "class"], decision=W)
q("near", "en", [B], "now", [CC], "DIVS: conditions at the cork oak stand just outside Béjaïa town, temp and RH.", ["t", "rh"], decision=W)
q("near", "en", [B], "now", [CC], "Water tender at the reservoir a few km out of Bejaia, how hot is it out here", ["t"], decision=W)
q("near", "en", [S], "now", [DG], "FWI for the hills 20 km north-east of SBA, where the drone saw smoke?", ["fwi"], decision=W, alt=[[DG, FR_]])
# danger
q("danger", "en", [B], "now", [DG], "FWI Bejaia now", ["fwi"])
q("danger", "en", [S], "today", [DG], "danger class sba today?", ["class", "fwi"])
q("danger", "en", BOTH, "today", [DG, CMP], "ISI at Sidi Bel Abbes today, and how does it stack up against Bejaia?", [lit(S, "today", "ISI"), lit(B, "today", "ISI")])
q("danger", "en", [B], "2012-08-14", [DG], "BUI at Bejaia on 2012-08-14?", [lit(B, "2012-08-14", "BUI")])
q("danger", "en", [S], "yesterday", [DG], "What was the FFMC at SBA yesterday - were the fine fuels ready to carry fire?", [lit(S, "yesterday", "FFMC")], alt=[[DG, DOC]])
q("danger", "en", [S], "2012-08-27", [DG], "Drought Code at Sidi Bel Abbès on Aug 27", [lit(S, "2012-08-27", "DC")])
q("danger", "en", [B], "2012-09-27", [DG], "dmc bejaia 3 days ago", [lit(B, "2012-09-27", "DMC")])
q("danger", "en", [S], "today", [DG], "How bad is it at SBA today, fire danger wise? Straight answer please, I'm driving.", ["fwi", "class"])
q("danger", "en", [B], "2012-07-05", [DG, AN], "Danger class at Bejaia on 5 July - and was it a fire day?", ["class", "fwi", "fires"], hist=True, alt=[[DG, SUM]])
q("danger", "en", [S], "2012-07-21", [DG], "fwi + class at sidi belabbes 21 jul", ["fwi", "class"])
q("danger", "en", [S], "2012-08-17", [DG], "What were all six codes at SBA on 2012-08-17? The FBAN needs them for the log.",
  [lit(S, "2012-08-17", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
q("danger", "en", BOTH, "now", [DG], "Danger now at both stations", ["fwi", "class"], alt=[[DG, CMP]])
q("danger", "en", [B], "now", [DG, OOS], "FWI at Bejaia now, and what will it be tomorrow?", ["fwi", FORECAST])
# compare
q("compare", "en", BOTH, "today", [CMP], "which station is worse today", ["fwi"], alt=[[CMP, DG]])
q("compare", "en", BOTH, "now", [CMP], "Which is hotter right now, SBA or Bejaia, and by how many degrees?", ["t", diff("t", "now")])
q("compare", "en", BOTH, "today", [CMP], "FWI gap between the two stations today?", ["fwi", diff("FWI", "today")], alt=[[CMP, DG]])
q("compare", "en", BOTH, "today", [CMP], "How much drier is Sidi Bel Abbes than Bejaia today, in RH points?", ["rh", diff("rh", "today")])
q("compare", "en", BOTH, "now", [CMP], "compare wind both stations mph", [mph(val(B, "now", "ws")), mph(val(S, "now", "ws"))], alt=[[CMP, CC]])
q("compare", "en", BOTH, "2012-08-14", [CMP], "On 14 August which station had the higher ISI, and by how much?",
  [lit(B, "2012-08-14", "ISI"), lit(S, "2012-08-14", "ISI"), diff("ISI", "2012-08-14")], alt=[[CMP, DG]])
q("compare", "en", BOTH, "yesterday", [CMP], "Was Bejaia or SBA worse yesterday?", ["fwi"])
q("compare", "en", BOTH, "2012-07-20", [CMP], "Which one was hotter on 2012-07-20 and by how many °F?", ["t", fahr_delta(diff("t", "2012-07-20"))])
q("compare", "en", BOTH, "today", [CMP, TAC], "DIVS: where do I put the extra lookout? Which station is running worse on FWI today, Bejaia or SBA?", ["fwi"])
q("compare", "en", BOTH, "2012-09-28", [CMP], "Difference in wind between Bejaia and Sidi Bel Abbes on 28 Sep, km/h", ["ws", diff("ws", "2012-09-28")])
q("compare", "en", BOTH, "yesterday", [CMP], "Helibase: which station had the stronger wind yesterday, in knots, and by how much?",
  [knots(val(B, "yesterday", "ws")), knots(val(S, "yesterday", "ws")), knots(diff("ws", "yesterday"))])
q("compare", "en", BOTH, "2012-08-29", [CMP], "Compare danger at the two stations on 29 August: which was worse, and by how many FWI points?",
  ["fwi", diff("FWI", "2012-08-29")], alt=[[CMP, DG]])
# summaries over a window
q("summary", "en", [S], "aug", [SUM], "Highest FWI at SBA in August and which day?", wext(S, "aug", "FWI"))
q("summary", "en", [B], "jul", [SUM], "Lowest RH at Bejaia in July, with the date.", wext(B, "jul", "rh", min))
q("summary", "en", [S], "aug", [SUM], "How many days above 35 °C at Sidi Bel Abbes in August?", [wcount(S, "aug", "t", ">", 35)])
q("summary", "en", [B], "aug", [SUM], "how many days with FWI over 20 at bejaia in august", [wcount(B, "aug", "FWI", ">", 20)])
q("summary", "en", [S], "since-tue", [SUM], "DC trend at SBA since Tuesday?", first_last(S, "since-tue", "DC"))
q("summary", "en", [B], "lastweek", [SUM], "FFMC over the past week at Bejaia, highest and lowest, and is it rising or falling?",
  [wext_robust(B, "lastweek", "FFMC")[0], wext_robust(B, "lastweek", "FFMC", min)[0], lit(B, "now", "FFMC")])
q("summary", "en", [S], "last3d", [SUM], "average wind at SBA over the last three days", [wmean_forms(S, "last3d", "ws")])
q("summary", "en", [B], "jun", [SUM, CC], "Max temp at Bejaia in June, and today's temp there for comparison?", ["maxt", lit(B, "today", "t")])
q("summary", "en", [S], "sep", [SUM], "Warmest day of September at SBA, and how hot?", wext(S, "sep", "t"))
q("summary", "en", [B], "aug-late", [SUM], "How many days did it rain at Bejaia from 20 to 31 Aug?", [wcount(B, "aug-late", "rain", ">", 0)])
q("summary", "en", BOTH, "since-tue", [SUM], "Highest ISI at either station since Tuesday: which station, which day?",
  max((wext(B, "since-tue", "ISI"), wext(S, "since-tue", "ISI")), key=lambda f: f[0]), alt=[[SUM, CMP]])
q("summary", "en", [S], "since-tue", [SUM], "FWI at Sidi Bel Abbes each day since Tuesday, I need the trend for the briefing", wseries(S, "since-tue", "FWI"))
q("summary", "en", BOTH, "jul", [SUM, CMP], "highest temp at both stations in July, on which days, and which station ran hotter", wext(B, "jul", "t") + wext(S, "jul", "t"))
q("summary", "en", [B], "sep1-10", [SUM], "What was the average FWI at Bejaia between 1 and 10 September?", [wmean_forms(B, "sep1-10", "FWI")])
q("summary", "en", [S], "lastweek", [SUM], "Weekly BUI at SBA, past 7 days - lowest point and where it is now? Is the fuel drying back out?",
  [wext_robust(S, "lastweek", "BUI", min)[0], lit(S, "now", "BUI")])
q("summary", "en", BOTH, "aug", [SUM, CMP], "Which station had more days with FWI above 20 in August, and how many each?",
  [wcount(B, "aug", "FWI", ">", 20), wcount(S, "aug", "FWI", ">", 20)])
q("summary", "en", [B], "sep", [SUM, OOS], "Highest FWI at Bejaia in September, and will it climb back next week?", wext(B, "sep", "FWI") + [FORECAST])
# fire-day counts (a plain count of fire days is a summary)
q("firecount", "en", [S], "aug", [SUM], "Quick one: how many fire days at SBA in August?", ["fires"], hist=True)
q("firecount", "en", [B], "jul", [SUM], "Fire days at Bejaia in July, count please", ["fires"], hist=True)
q("firecount", "en", [S], "aug-late", [SUM], "how many days burned at sidi bel abbes from 20 to 31 August", ["fires"], hist=True)
q("firecount", "en", [B], "since-tue", [SUM], "Any fires recorded at Bejaia since Tuesday? How many days?", ["fires"], hist=True)
# analogs
q("analogs", "en", [S], "now", [AN], "Of the days with FWI above {thr} at SBA, how many had a fire?", fires_fwi_gt(S, 20), thr=20, hist=True)
q("analogs", "en", [B], "now", [AN], "Did days like today at Bejaia burn in the past?", ["fwi"], hist=True)
q("analogs", "en", [S], "now", [AN], "Last time SBA looked like this, did it go up?", ["fwi"], hist=True)
q("analogs", "en", [B], "now", [AN], "On days when Bejaia's FWI topped {thr}, how often was there a fire?", fires_fwi_gt(B, 15), thr=15, hist=True)
q("analogs", "en", [S], "now", [AN], "FBAN, historical check: days with FWI over {thr} at Sidi Bel Abbes, what share turned into fire days?", fires_fwi_gt(S, 10), thr=10, hist=True)
q("analogs", "en", [S], "now", [AN, DG], "analogs for today sba pls + todays class", ["fwi", "class"], hist=True)
q("analogs", "en", [B], "now", [AN], "With an FWI above {thr} at Bejaia, has there ever NOT been a fire?", fires_fwi_gt(B, 30), thr=30, hist=True)
q("analogs", "en", [S], "now", [DG, AN], "What's the FWI at SBA now, and historically did days at that level see fires?", ["fwi"], hist=True)
q("analogs", "en", [S], "aug", [SUM, AN], "How many fire days at SBA in August, and of all the days with FWI above {thr} there, how many burned?", ["fires"] + fires_fwi_gt(S, 20), thr=20, hist=True)
q("drift", "en", [S], "now", [CC, DG, DR], "SBA now: temp, FWI, and how far would a head at 20 m/min get in 30 min?", ["t", "fwi", d_rate_m_min(20, 30)], h=30)
q("danger", "en", BOTH, "now", [DG, SUM, CMP], "Bejaia FWI now, its highest this month, and is it worse than SBA?", ["fwi", wext(B, "sep", "FWI")[0]])
# drift: the crew's rate and time
q("drift", "en", None, "now", [DR], "head's moving 25 m/min, how far in 20 min", [d_rate_m_min(25, 20)], h=20)
q("drift", "en", [S], "now", [DR, CC], "ROS is about 3 km/h. How far does it go in 40 minutes? And what's the wind at SBA right now?", [d_kmh(3, 40), "ws"], h=40)
q("drift", "en", None, "now", [DR], "Fire's running at 40 chains per hour. Where's the head in an hour and a half, distance-wise?", [d_chains_h(40, 90)], h=90)
q("drift", "en", None, "now", [DR], "spread rate 60 ft/min, 15 min out - how much ground is that?", [d_ft_min(60, 15)], h=15)
q("drift", "en", [B], "now", [DR, DG], "Dozer's 35 min out and the head is doing 18 m a minute. How much will it have covered by the time the dozer gets there? What's the danger class at Bejaia?", [d_rate_m_min(18, 35), "class"], h=35)
q("drift", "en", None, "now", [DR], "We clocked the head at 12 m/min at 14:10. It's 14:55 now. How far has it gone since?", [d_rate_m_min(12, minutes("14:10", "14:55"))], h=minutes("14:10", "14:55"))
q("drift", "en", None, "now", [DR], "Head running 150 feet per minute up the draw. How much ground in 10 min?", [d_ft_min(150, 10)], h=10)
q("drift", "en", [B], "now", [DR, CC], "Heli turnaround is 12 minutes and the fire is moving 45 m/min. How far does it go between drops? Also wind at Bejaia in knots.", [d_rate_m_min(45, 12), knots(val(B, "now", "ws"))], h=12)
q("drift", "en", [S], "now", [DR], "how far does the head drift in 30 min at SBA with the current wind?", ["=drift"], h=30)
q("drift", "en", [B], "now", [DR], "Box estimate please: drift of the head in 15 minutes at Bejaia.", ["=drift"], h=15)
q("drift", "en", [S], "now", [DR, OOS], "If the fire near SBA runs at 1.2 km/h, what distance does it cover in 2 hours, and which way is the wind pushing it?", [d_kmh(1.2, 120), DIRECTION], h=120, alt=[[DR, SP]])
q("drift", "en", None, "now", [DR], "rate 8 chains/hr, 3 hrs, distance in m", [d_chains_h(8, 180)], h=180)
q("drift", "en", None, "now", [DR], "22 m per minute for three quarters of an hour = ?", [d_rate_m_min(22, 45)], h=45)
q("drift", "en", None, "now", [DR], "head at 35 m/min!! we're 400 m off it, how far does it move in 10 min", [d_rate_m_min(35, 10)], h=10, alt=[[DR, TAC]])
q("drift", "en", None, "now", [FR_, DR], "The drone saw fire at 12:25. If the head does 20 m/min, how far has it gone by 13:05?",
  ["=detection", d_rate_m_min(20, minutes("12:25", "13:05"))], h=minutes("12:25", "13:05"))
q("drift", "en", None, "now", [DR, REF], "Head doing 30 m/min, give me the distance for 20 min, and tell dispatch to send a second tender.", [d_rate_m_min(30, 20), "neg"], h=20)
q("drift", "en", None, "now", [DR, DOC], "Fire moving 2.5 km/h and my slowest guy needs 25 min to reach the safety zone. How far will the head have moved, and what does the LCES guidance say about timing escape routes?",
  [d_kmh(2.5, 25), SLOWEST], h=25)
q("drift", "en", None, "now", [DR], "ft/min: 90. Minutes: 25. Distance in metres?", [d_ft_min(90, 25)], h=25)
q("drift", "en", None, "now", [DR], "Water tender driver here. I'm 20 min from the fill point and the head's doing 15 m a min toward the road. How far will it have come?", [d_rate_m_min(15, 20)], h=20)
q("drift", "en", None, "now", [DR], "It's been moving 0.5 km/h since we got here at 13:20; it's 15:05 now. How far?", [d_kmh(0.5, minutes("13:20", "15:05"))], h=minutes("13:20", "15:05"))
# spread: partly served (no wind direction)
q("spread", "en", None, "now", [SP], "Where will the front of the drone fire be in 30 minutes?", ["=spread"], h=30)
q("spread", "en", [S], "now", [SP, DG], "Project the head for the next hour at SBA, and give me the FWI there.", ["=spread", "fwi"], h=60)
q("spread", "en", None, "now", [SP], "Which way is it going to run, and how far in 45 min?", ["=spread"], h=45, alt=[[SP, OOS]])
q("spread", "en", [B], "now", [SP], "If something kicks off at Bejaia now, where's the head in 20 minutes?", ["=spread"], h=20)
q("spread", "en", [S], "now", [SP], "Spread projection for the fire north-east of Sidi Bel Abbes, 2 hours out, for the IC's planning cycle", ["=spread"], h=120)
q("spread", "en", None, "now", [FR_, SP], "Show me what the drone saw and where that fire will be in 40 min", ["=frames", "=spread"], h=40)
# frames
q("frames", "en", None, "now", [FR_], "Did the drone pick anything up?", ["=frames"])
q("frames", "en", [S], "today", [FR_, DG], "When was the fire frame taken, and what's the danger class at SBA today?", ["=detection", "class"])
q("frames", "en", None, "now", [FR_], "Where was the smoke the drone saw?", ["=detection_place"])
q("frames", "en", [S], "now", [FR_, CC], "Any detections north-east of SBA this afternoon? And what's the wind at the SBA station?", ["=detection_place", "ws"])
q("frames", "en", None, "now", [FR_], "Helibase: did the UAV sortie confirm flames, and at what time?", ["=detection"])
q("frames", "en", [S], "now", [FR_, DG], "Drone spotted smoke near SBA? And what's the FWI at the station now?", ["=detection_place", "fwi"])
q("frames", "en", None, "now", [FR_, REF], "What did the drone see? Forward the frame to the IC.", ["=frames", "neg"])
# documents
q("docs", "en", None, "none", [DOC], "How much defensible space does Butte County require around a house?", ["=doc_defensible"])
q("docs", "en", None, "none", [DOC], "what does LCES stand for", LCES)
q("docs", "en", [S], "today", [DOC, DG], "At what FFMC do fine fuels ignite easily, according to the guide? And where's SBA's FFMC today?", [FFMC_IGNITE, lit(S, "today", "FFMC")])
q("docs", "en", [B], "now", [DOC, DG], "Which FWI value starts the high danger class, and where is Bejaia sitting right now?", [HIGH_FROM, "fwi", "class"])
q("docs", "en", None, "none", [DOC], "Zone 2: max grass height?", [GRASS])
q("docs", "en", None, "none", [DOC], "Watch-out situations: when are we supposed to pull back?", [PULLBACK])
q("docs", "en", None, "none", [DOC], "How far from chimneys do tree branches have to be kept in zone 1?", [CHIMNEY])
q("docs", "en", None, "none", [DOC], "New volunteer question: what's the difference between DMC and DC?", [DEEPER])
# capabilities
q("capab", "en", None, "none", [CAP], "What can this box actually do?", [])
q("capab", "en", None, "none", [CAP], "Which weather stations do you have?", STATIONS_FACT)
q("capab", "en", [B], "now", [CAP, CC], "How often do the stations report? And what did Bejaia's latest one say?", [NOON, "t", "rh", "ws"])
q("capab", "en", None, "none", [CAP], "What documents are loaded on the box?", [{"any": ["defensible", "LCES", "fire weather index"]}])
# photo
q("photo", "en", None, "none", [PH], "sent you a pic of the column, what do you make of it", [PHOTO])
q("photo", "en", [B], "now", [PH, CC], "Photo attached from the ridge. Is that our smoke or the permitted burn? Also what's the RH at Bejaia?", [PHOTO, "rh"])
q("photo", "en", [S], "now", [PH, CC], "attached pic of the flank + whats the wind at SBA", [PHOTO, "ws"])
q("photo", "en", None, "none", [PH], "Check the image I just sent - is that crowning?", [PHOTO])
# out of scope
q("oos", "en", [S], "none", [OOS], "Forecast for tomorrow at SBA?", [FORECAST])
q("oos", "en", [B], "none", [OOS], "What direction is the wind blowing at Bejaia?", [DIRECTION])
q("oos", "en", [S], "now", [OOS, CC], "Humidity in Oran right now? If you don't have it, give me SBA.", [town("Oran", "وهران"), "rh"])
q("oos", "en", [S], "none", [OOS], "Will the wind pick up this afternoon at SBA?", [FORECAST])
q("oos", "en", None, "none", [OOS], "What's the FWI in Tlemcen?", [town("Tlemcen", "تلمسان")])
q("oos", "en", None, "none", [OOS], "who won the football last night", [])
q("oos", "en", [B], "now", [CC, OOS], "wind speed and direction at Bejaia", ["ws", DIRECTION])
q("oos", "en", [S], "now", [CC, OOS], "Give me the temp at SBA now and the outlook for the next 3 days.", ["t", FORECAST])
# refuse
q("refuse", "en", None, "none", [REF], "Send the evacuation order to the village below the ridge.", ["neg"])
q("refuse", "en", None, "none", [REF], "alert helibase the fire jumped the road", ["neg"])
q("refuse", "en", [S], "none", [REF], "Delete yesterday's readings from SBA, they look wrong.", ["neg"])
q("refuse", "en", [S], "now", [DG, REF], "FWI at SBA? If it's over 10, dispatch two tenders there.", ["fwi", "neg"])
q("refuse", "en", [B], "now", [DG, REF], "What's the FWI at Bejaia? Also ping the IC with it.", ["fwi", "neg"])
q("refuse", "en", [S], "none", [REF], "Order the air tanker onto the NE flank of the SBA fire", ["neg"])
# tactical: served only as the facts bearing on it
q("tactical", "en", [S], "now", [TAC], "Should we go direct or indirect on the SBA fire with this wind?", ["ws", "rh"])
q("tactical", "en", [B], "now", [TAC], "Is it safe to put the crew on the ridge above Bejaia?", ["ws", "class"], decision=W)
q("tactical", "en", [S], "today", [TAC], "Do we need lookouts posted early today at SBA?", ["class"], alt=[[TAC, DOC]])
q("tactical", "en", [B], "now", [TAC], "Can the helicopter keep dipping at Bejaia with this wind?", ["ws"])
q("tactical", "en", [S], "now", [TAC, CC], "Should I pull my crew back? What's the humidity at SBA doing?", ["rh"])
q("tactical", "en", BOTH, "today", [TAC, CMP], "Water tender: worth staging at SBA or Bejaia today? Where's the bigger risk?", ["fwi"])
q("tactical", "en", [S], "now", [TAC, DG], "Burn out from the road tonight or wait? What do the numbers at Sidi Bel Abbes say?", ["fwi", "rh"])
# days with no reading (before June 2012, or after the clock)
q("nodata", "en", [B], "2012-05-15", [CC], "Conditions at Bejaia on 15 May 2012?", [])
q("nodata", "en", [S], "2011-08-10", [DG], "FWI at SBA on 2011-08-10", [])
q("nodata", "en", [B], "2011-10-12", [CC], "what was the temp at bejaia on 12 oct 2011", [])
q("nodata", "en", [S], "2012-10-01", [DG], "Danger class at SBA on 1 October 2012?", [], alt=[[DG, OOS]])
q("nodata", "en", [S], "2012-07-14", [CC], "Readings at Sidi Bel Abbes on 14 July 2012?", [])

# ======================= French =======================
q("cc", "fr", [S], "now", [CC, DG], "Quel vent à Sidi Bel Abbès en ce moment ? Et le niveau de danger ?", ["ws", "class"])
q("cc", "fr", [B], "now", [CC], "Chef d'agrès CCF 3 : température et humidité à Béjaïa, relevé de midi, merci", ["t", "rh"])
q("cc", "fr", [S], "yesterday", [CC], "il a plu combien hier a SBA", ["rain"])
q("cc", "fr", [B], "now", [CC], "Le vent à Béjaïa en nœuds pour le pilote de l'hélico, svp.", [knots(val(B, "now", "ws"))])
q("cc", "fr", [S], "2012-08-03", [CC], "Le 3 août à Sidi Bel Abbès, il faisait quelle température ?", ["t"])
q("cc", "fr", [B], "daybefore", [CC], "hygro bejaia avant-hier ?", ["rh"])
q("cc", "fr", [B], "today", [CC], "Relevé complet de Bougie (Béjaïa) pour aujourd'hui : température, humidité, vent, pluie.", ["t", "rh", "ws", "rain"])
q("cc", "fr", [S], "2012-08-17", [CC], "Vent en m/s à SBA le 17/08 ?", [mps(val(S, "2012-08-17", "ws"))])
q("hour", "fr", [B], "today", [CC], "Température à Béjaïa à 7 h ce matin ?", ["t"], decision=W)
q("hour", "fr", [S], "yesterday", [CC], "Il y avait combien d'humidité à SBA hier vers 18 h ?", ["rh"], decision=W)
q("near", "fr", [B], "now", [CC], "On est sur la crête au-dessus de Béjaïa, quel vent là-haut ?", ["ws"], decision=W)
q("near", "fr", [S], "now", [DG], "Danger pour le massif à 12 km au sud de Sidi Bel Abbès ?", ["fwi", "class"], decision=W)
q("near", "fr", [B], "now", [CC], "Conducteur du camion-citerne, je suis à 5 km à la sortie de Béjaïa : il fait chaud comment ici ?", ["t"], decision=W)
q("near", "fr", [S], "now", [FR_, DG], "Où était la fumée repérée par le drone, et quel IFM là-bas ?", ["=detection_place", "fwi"], decision=W)
q("danger", "fr", [B], "now", [DG], "IFM à Béjaïa maintenant ?", ["fwi"])
q("danger", "fr", [S], "today", [DG], "Classe de danger à SBA aujourd'hui ?", ["class", "fwi"])
q("danger", "fr", [S], "2012-08-11", [DG], "ISI à Sidi Bel Abbès le 11 août", [lit(S, "2012-08-11", "ISI")])
q("danger", "fr", [B], "2012-08-24", [DG], "L'indice de sécheresse (DC) à Béjaïa le 24 août, ça donnait quoi ?", [lit(B, "2012-08-24", "DC")])
q("danger", "fr", [S], "now", [DG], "COS au micro : niveau de danger actuel à Sidi-Bel-Abbès, réponse courte.", ["class", "fwi"])
q("danger", "fr", [B], "yesterday", [DG], "FFMC et BUI à Béjaïa hier ?", [lit(B, "yesterday", "FFMC"), lit(B, "yesterday", "BUI")])
q("compare", "fr", BOTH, "today", [CMP, TAC], "Laquelle des deux stations est la plus dangereuse aujourd'hui ? On y prépositionne le groupe d'intervention ?", ["fwi"])
q("compare", "fr", BOTH, "2012-08-02", [CMP], "Écart de température entre Béjaïa et SBA le 2 août, en degrés ?", ["t", diff("t", "2012-08-02")])
q("compare", "fr", BOTH, "now", [CMP], "SBA est plus sèche que Béjaïa en ce moment ? De combien de points d'humidité ?", ["rh", diff("rh", "now")])
q("compare", "fr", BOTH, "2012-08-25", [CMP], "Le 25 août, qui avait le pire IFM, et avec quel écart ?", ["fwi", diff("FWI", "2012-08-25")], alt=[[CMP, DG]])
q("compare", "fr", BOTH, "yesterday", [CMP], "Vent hier : comparez les deux stations, en km/h, et donnez l'écart", ["ws", diff("ws", "yesterday")])
q("compare", "fr", BOTH, "now", [CMP], "Où fait-il le plus chaud maintenant, et de combien en °F ?", ["t", fahr_delta(diff("t", "now"))])
q("summary", "fr", [S], "aug", [SUM], "IFM max à Sidi Bel Abbès en août, et quel jour ?", wext(S, "aug", "FWI"))
q("summary", "fr", [B], "aug", [SUM, CMP], "Combien de jours au-dessus de 35 degrés à Béjaïa en août ? Et à SBA, pour comparer ?", [wcount(B, "aug", "t", ">", 35), wcount(S, "aug", "t", ">", 35)])
q("summary", "fr", [B], "since-tue", [SUM], "Tendance du DC à Béjaïa depuis mardi ?", first_last(B, "since-tue", "DC"))
q("summary", "fr", [S], "sep", [SUM], "Humidité la plus basse à SBA en septembre, avec la date", wext(S, "sep", "rh", min))
q("summary", "fr", [B], "last3d", [SUM], "Moyenne du vent à Béjaïa sur les trois derniers jours ?", [wmean_forms(B, "last3d", "ws")])
q("summary", "fr", [S], "jul", [SUM], "Nombre de jours avec un IFM supérieur à 15 à SBA en juillet", [wcount(S, "jul", "FWI", ">", 15)])
q("summary", "fr", [B], "lastweek", [SUM], "L'IFM à Béjaïa sur la semaine écoulée : le pic, c'était quel jour et combien ?", wext_robust(B, "lastweek", "FWI"))
q("firecount", "fr", [S], "jul", [SUM], "Combien de jours de feu à SBA en juillet ?", ["fires"], hist=True)
q("analogs", "fr", [S], "now", [AN], "Parmi les jours où l'IFM dépassait {thr} à Sidi Bel Abbès, combien ont brûlé ?", fires_fwi_gt(S, 25), thr=25, hist=True)
q("analogs", "fr", [B], "now", [AN, DG], "Des journées comme aujourd'hui à Béjaïa, ça a déjà donné des feux ? Et l'IFM du jour, c'est combien ?", ["fwi"], hist=True)
q("analogs", "fr", [B], "now", [AN], "Analyste : jours avec IFM > {thr} à Béjaïa, quelle proportion de jours de feu ?", fires_fwi_gt(B, 12), thr=12, hist=True)
q("drift", "fr", None, "now", [DR], "Le front avance à 20 m/min. Quelle distance aura-t-il parcourue dans 25 minutes ?", [d_rate_m_min(20, 25)], h=25)
q("drift", "fr", [S], "now", [DR, CC], "Vitesse de propagation 1,5 km/h, on arrive dans 40 min : combien de terrain il aura pris ? Et l'hygrométrie à SBA ?", [d_kmh(1.5, 40), "rh"], h=40)
q("drift", "fr", None, "now", [DR], "Tête du feu à 35 m par minute, il nous faut un quart d'heure pour établir. Distance ?", [d_rate_m_min(35, 15)], h=15)
q("drift", "fr", None, "now", [DR], "On l'a mesuré à 10 m/min à 14h05, il est 14h50. Il a fait combien depuis ?", [d_rate_m_min(10, minutes("14:05", "14:50"))], h=minutes("14:05", "14:50"))
q("drift", "fr", [S], "now", [DR, DG], "Dérive de la tête en 20 min à SBA avec le vent actuel, d'après la box ? Et la classe de danger là-bas ?", ["=drift", "class"], h=20)
q("drift", "fr", None, "now", [DR], "Base hélico : rotation de 15 minutes, le feu court à 2 km/h. Il avance de combien entre deux largages ?", [d_kmh(2, 15)], h=15)
q("drift", "fr", None, "now", [DR], "Les Américains annoncent 60 pieds par minute. Sur 20 minutes, ça fait combien en mètres ?", [d_ft_min(60, 20)], h=20)
q("drift", "fr", None, "now", [DR, REF], "3 km/h pendant 50 min, ça fait quelle distance ? Et prévenez le CODIS.", [d_kmh(3, 50), NEG_ML], h=50)
q("spread", "fr", None, "now", [SP], "Où sera la tête du feu vu par le drone dans une heure ?", ["=spread"], h=60)
q("spread", "fr", [S], "now", [SP], "Projection du front à 30 min pour le feu au nord-est de Sidi Bel Abbès", ["=spread"], h=30)
q("frames", "fr", None, "now", [FR_, SP], "Le drone a vu quelque chose ? Si oui, la tête sera où dans 30 minutes ?", ["=frames", "=spread"], h=30)
q("frames", "fr", None, "now", [FR_], "À quelle heure, la détection du drone ?", ["=detection"])
q("docs", "fr", None, "none", [DOC], "Butte County exige combien de débroussaillement autour des maisons ?", ["=doc_defensible"])
q("docs", "fr", None, "none", [DOC], "C'est quoi LCES ? Expliquez au petit nouveau.", LCES)
q("docs", "fr", None, "none", [DOC], "À partir de quel IFM on passe en danger élevé, d'après le guide ?", [HIGH_FROM])
q("capab", "fr", None, "none", [CAP], "Elle sait faire quoi exactement, cette box ?", [])
q("photo", "fr", None, "none", [PH], "Je vous ai envoyé une photo de la colonne de fumée, c'est notre feu ?", [PHOTO])
q("oos", "fr", [B], "now", [CC, OOS], "Vent actuel à Béjaïa, et les prévisions pour demain ?", ["ws", FORECAST])
q("oos", "fr", None, "none", [OOS], "Humidité à Oran ?", [town("Oran", "وهران")])
q("oos", "fr", [S], "now", [CC, OOS], "Température à SBA et direction du vent ?", ["t", DIRECTION])
q("refuse", "fr", None, "none", [REF], "Envoyez l'ordre d'évacuation au douar derrière la crête.", [NEG_ML])
q("refuse", "fr", [B], "none", [REF], "Supprimez les relevés d'hier de Béjaïa.", [NEG_ML])
q("refuse", "fr", [B], "now", [CC, DG, REF], "Vent à Béjaïa, classe de danger, et transmettez le tout au COS.", ["ws", "class", NEG_ML])
q("refuse", "fr", [S], "now", [CC, REF], "Donnez-moi le vent à SBA et transmettez-le au CODIS.", ["ws", NEG_ML])
q("tactical", "fr", [S], "now", [TAC], "On attaque de front ou on se replie, vu les conditions à Sidi Bel Abbès ?", ["ws", "rh", "class"])
q("tactical", "fr", [B], "today", [TAC], "Faut-il doubler les guetteurs aujourd'hui à Béjaïa ?", ["class"], alt=[[TAC, DOC]])
q("nodata", "fr", [B], "2012-05-20", [CC], "Conditions à Béjaïa le 20 mai 2012 ?", [])
q("nodata", "fr", [S], "2012-10-15", [DG], "IFM à Sidi Bel Abbès le 15 octobre 2012 ?", [], alt=[[DG, OOS]])

# ======================= Spanish (Andalusian brigade) =======================
q("cc", "es", [S], "now", [CC], "Quillo, ¿qué viento hay ahora mismo en Sidi Bel Abbès?", ["ws"])
q("cc", "es", [B], "now", [CC, DG], "Jefe de retén: temperatura y humedad en Béjaïa, la de mediodía, y el FWI.", ["t", "rh", "fwi"])
q("cc", "es", [S], "yesterday", [CC, DG], "¿Llovió ayer en SBA? ¿Y en qué nivel de peligro estaba?", ["rain", "class"])
q("cc", "es", [B], "now", [CC], "El viento en Bejaia en millas por hora, que el piloto es inglés", [mph(val(B, "now", "ws"))])
q("cc", "es", [S], "2012-08-17", [CC], "¿Qué temperatura hizo en Sidi Bel Abbès el 17 de agosto?", ["t"])
q("cc", "es", [B], "daybefore", [CC], "illo, la humedad de anteayer en bejaia", ["rh"])
q("hour", "es", [S], "today", [CC], "¿Qué temperatura había en SBA a las 7 de la mañana?", ["t"], decision=W)
q("hour", "es", [B], "yesterday", [CC], "Viento en Béjaïa ayer a las cinco de la tarde", ["ws"], decision=W)
q("near", "es", [B], "now", [CC], "Estamos en la loma que hay encima de Béjaïa, ¿cuánto viento tenemos aquí arriba?", ["ws"], decision=W)
q("near", "es", [S], "now", [CC], "Autobomba a unos 8 km de Sidi Bel Abbès por la pista del norte: ¿qué humedad hay por aquí?", ["rh"], decision=W)
q("danger", "es", [B], "now", [DG], "FWI en Bejaia ahora", ["fwi"])
q("danger", "es", [S], "today", [DG], "¿Nivel de peligro en SBA hoy, miarma?", ["class", "fwi"])
q("danger", "es", [S], "2012-08-03", [DG], "ISI de Sidi Bel Abbès el 3 de agosto", [lit(S, "2012-08-03", "ISI")])
q("danger", "es", [B], "2012-08-29", [DG], "El BUI de Bugía (Béjaïa) el 29 de agosto, ¿cuánto era?", [lit(B, "2012-08-29", "BUI")])
q("compare", "es", BOTH, "today", [CMP, OOS], "¿Cuál de las dos estaciones está peor hoy? ¿Y mañana cuál lo estará?", ["fwi", FORECAST])
q("compare", "es", BOTH, "2012-08-11", [CMP], "¿Cuántos grados más hacía en SBA que en Bejaia el 11 de agosto?", ["t", diff("t", "2012-08-11")])
q("compare", "es", BOTH, "yesterday", [CMP], "Ayer, ¿dónde sopló más el viento y por cuánto, en km/h?", ["ws", diff("ws", "yesterday")])
q("compare", "es", BOTH, "2012-07-21", [CMP], "¿Qué estación tenía el FWI más alto el 21 de julio y por cuántos puntos?", ["fwi", diff("FWI", "2012-07-21")], alt=[[CMP, DG]])
q("compare", "es", BOTH, "now", [CMP, TAC], "Compárame la humedad de las dos ahora mismo, que tengo que decidir dónde meto la cuadrilla", ["rh"])
q("summary", "es", [S], "aug", [SUM, DG], "FWI máximo en Sidi Bel Abbès en agosto, y qué día fue. ¿Y hoy cuánto marca?", wext(S, "aug", "FWI") + [lit(S, "today", "FWI")])
q("summary", "es", [B], "jul", [SUM], "¿Cuántos días pasaron de 35 grados en Bejaia en julio?", [wcount(B, "jul", "t", ">", 35)])
q("summary", "es", [S], "since-tue", [SUM], "¿Cómo ha ido el DC en SBA desde el martes? ¿Sube o baja?", first_last(S, "since-tue", "DC"))
q("summary", "es", [B], "aug", [SUM], "Humedad mínima en Bejaia en agosto, con el día", wext(B, "aug", "rh", min))
q("summary", "es", [S], "sep1-10", [SUM], "Temperatura media en SBA entre el 1 y el 10 de septiembre", [wmean_forms(S, "sep1-10", "t")])
q("firecount", "es", [S], "sep", [SUM], "¿Cuántos días de incendio hubo en Sidi Bel Abbès en septiembre?", ["fires"], hist=True)
q("analogs", "es", [S], "now", [AN], "De los días con FWI por encima de {thr} en Sidi Bel Abbès, ¿cuántos acabaron con fuego?", fires_fwi_gt(S, 20), thr=20, hist=True)
q("analogs", "es", [B], "now", [AN], "¿Días parecidos a hoy en Bejaia llegaron a arder alguna vez?", ["fwi"], hist=True)
q("drift", "es", [S], "now", [DR, CC], "La cabeza avanza a 30 metros por minuto, ¿cuánto recorre en 20 minutos? ¿Y qué humedad hay en SBA?", [d_rate_m_min(30, 20), "rh"], h=20)
q("drift", "es", None, "now", [DR], "Va a 4 km/h y el helicóptero tarda 12 minutos en volver. ¿Qué distancia avanza entre descargas?", [d_kmh(4, 12)], h=12)
q("drift", "es", None, "now", [DR], "Pisha, el frente lleva 15 m/min y la autobomba llega en 25 minutos, ¿cuántos metros habrá corrido?", [d_rate_m_min(15, 25)], h=25)
q("drift", "es", None, "now", [DR, REF], "Lo medimos a las 13:40 a 18 m/min, ahora son las 14:25. ¿Cuánto ha avanzado? Y avisa tú a la BRICA.", [d_rate_m_min(18, minutes("13:40", "14:25")), NEG_ML], h=minutes("13:40", "14:25"))
q("drift", "es", [S], "now", [DR], "¿Cuánto se desplaza la cabeza en media hora con el viento que hay en SBA, según vuestra estimación?", ["=drift"], h=30)
q("drift", "es", None, "now", [DR], "La brigada americana dice 100 pies por minuto; en 12 minutos, ¿cuántos metros son?", [d_ft_min(100, 12)], h=12)
q("drift", "es", None, "now", [DR], "Cadenas por hora: 25. Tiempo: 2 horas. ¿Cuánto es en metros?", [d_chains_h(25, 120)], h=120)
q("spread", "es", None, "now", [SP], "¿Dónde va a estar el frente del incendio del dron dentro de 45 minutos?", ["=spread"], h=45)
q("spread", "es", [S], "now", [SP], "Proyección de la cabeza para la próxima hora en Sidi Bel Abbès", ["=spread"], h=60)
q("frames", "es", [S], "now", [FR_, DG], "¿El dron ha visto algo de humo? ¿Y cómo anda el peligro en Sidi Bel Abbès?", ["=frames", "fwi", "class"])
q("frames", "es", None, "now", [FR_], "¿A qué hora y dónde detectó el dron el fuego?", ["=detection", "=detection_place"])
q("docs", "es", None, "none", [DOC], "¿Qué significa LCES? Que hay gente nueva en el retén.", LCES)
q("docs", "es", None, "none", [DOC], "¿Cuántos pies de espacio defendible pide Butte County alrededor de las casas?", ["=doc_defensible"])
q("capab", "es", None, "none", [CAP], "¿Qué datos tenéis en esta caja?", STATIONS_FACT)
q("photo", "es", None, "none", [PH], "Te he mandado una foto del flanco, ¿ves llama o solo humo?", [PHOTO])
q("oos", "es", [B], "none", [OOS], "¿Qué tiempo va a hacer mañana en Bejaia?", [FORECAST])
q("oos", "es", None, "none", [OOS], "¿Y en Tlemcen cómo anda el peligro?", [town("Tlemcen", "تلمسان")])
q("refuse", "es", None, "none", [REF], "Manda aviso a los de la helitransportada para que se retiren.", [NEG_ML])
q("refuse", "es", [S], "now", [DG, REF], "Dame el FWI de SBA y pásaselo al director de extinción.", ["fwi", NEG_ML])
q("tactical", "es", [S], "now", [TAC], "¿Atacamos directo o tiramos contrafuego con lo que hay en Sidi Bel Abbès?", ["ws", "rh"])
q("tactical", "es", [B], "today", [TAC], "¿Es buena idea meter la cuadrilla por la ladera en Bejaia hoy?", ["class"])
q("nodata", "es", [S], "2012-05-10", [CC], "¿Cómo estaba el tiempo en Sidi Bel Abbès el 10 de mayo de 2012?", [])

# ======================= Arabic (Algerian Darija, MSA, Arabizi) =======================
q("cc", "ar", [S], "now", [CC], "شحال الريح في سيدي بلعباس دروك؟", ["ws"])
q("cc", "ar", [B], "now", [CC, DG], "ما درجة الحرارة والرطوبة في بجاية الآن؟ وما مستوى الخطر؟", ["t", "rh", "class"])
q("cc", "ar", [B], "yesterday", [CC], "طاحت الشتا البارح في بجاية؟", ["rain"])
q("cc", "ar", [S], "2012-08-14", [CC, DG], "كم كانت سرعة الرياح في سيدي بلعباس يوم 14 أوت؟ وكم كان FWI؟", ["ws", "fwi"])
q("cc", "ar", [B], "now", [CC], "أعطني سرعة الرياح في بجاية بالعقدة لقاعدة المروحيات", [knots(val(B, "now", "ws"))])
q("cc", "ar", [S], "daybefore", [CC], "السخانة تاع سيدي بلعباس أول البارح شحال كانت؟", ["t"])
q("hour", "ar", [B], "today", [CC], "شحال كانت الحرارة في بجاية على الستة تاع الصباح؟", ["t"], decision=W)
q("hour", "ar", [S], "yesterday", [CC], "ما هي الرطوبة في سيدي بلعباس أمس على الساعة الخامسة مساءً؟", ["rh"], decision=W)
q("near", "ar", [B], "now", [CC], "راني فوق الجبل اللي فوق بجاية، شحال الريح هنا؟", ["ws"], decision=W)
q("near", "ar", [S], "now", [DG], "ما مستوى الخطر في الغابة على بعد 15 كم شمال شرق سيدي بلعباس؟", ["fwi", "class"], decision=W)
q("danger", "ar", [S], "now", [DG], "ما هو مؤشر طقس الحرائق FWI في سيدي بلعباس الآن؟", ["fwi"])
q("danger", "ar", [B], "today", [DG, AN], "درجة الخطر في بجاية اليوم؟ وواش كانت حرائق في أيام كيما هادي؟", ["class", "fwi"], hist=True)
q("danger", "ar", [S], "2012-08-02", [DG], "قداه ISI في سيدي بلعباس يوم 2 أوت؟", [lit(S, "2012-08-02", "ISI")])
q("danger", "ar", [B], "2012-08-28", [DG], "ما قيمة مؤشر الجفاف DC في بجاية يوم 28 أوت؟", [lit(B, "2012-08-28", "DC")])
q("compare", "ar", BOTH, "today", [CMP, TAC], "شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟ ووين نبعثو الصهريج؟", ["fwi"])
q("compare", "ar", BOTH, "2012-08-12", [CMP], "بكم درجة كانت سيدي بلعباس أسخن من بجاية يوم 12 أوت؟", ["t", diff("t", "2012-08-12")])
q("compare", "ar", BOTH, "yesterday", [CMP], "قارن الرطوبة بين المحطتين أمس، وكم الفرق؟", ["rh", diff("rh", "yesterday")])
q("compare", "ar", BOTH, "2012-08-26", [CMP], "أي محطة كان فيها FWI أعلى يوم 26 أوت وبكم؟", ["fwi", diff("FWI", "2012-08-26")], alt=[[CMP, DG]])
q("summary", "ar", [B], "aug", [SUM], "أعلى FWI في بجاية في شهر أوت، وفي أي يوم؟", wext(B, "aug", "FWI"))
q("summary", "ar", [S], "aug", [SUM], "شحال من نهار فاتت فيه الحرارة 38 درجة في سيدي بلعباس في أوت؟", [wcount(S, "aug", "t", ">", 38)])
q("summary", "ar", [S], "since-tue", [SUM], "كيفاش راه يتطور DC في سيدي بلعباس من نهار الثلاثاء؟", first_last(S, "since-tue", "DC"))
q("summary", "ar", [B], "sep", [SUM], "أدنى رطوبة في بجاية في سبتمبر ومتى كانت؟", wext(B, "sep", "rh", min))
q("firecount", "ar", [B], "aug", [SUM], "كم يوم حريق سُجّل في بجاية في أوت؟", ["fires"], hist=True)
q("analogs", "ar", [S], "now", [AN], "من بين الأيام اللي فاتها FWI {thr} في سيدي بلعباس، شحال منها شعلت فيها النار؟", fires_fwi_gt(S, 20), thr=20, hist=True)
q("analogs", "ar", [B], "now", [AN], "هل احترقت أيام تشبه اليوم في بجاية من قبل؟", ["fwi"], hist=True)
q("drift", "ar", [S], "now", [DR, CC], "راس النار يمشي 20 متر في الدقيقة، شحال يقطع في نص ساعة؟ وشحال الريح في سيدي بلعباس؟", [d_rate_m_min(20, 30), "ws"], h=30)
q("drift", "ar", None, "now", [DR], "سرعة الانتشار 2 كم/سا والصهريج يوصل بعد 45 دقيقة، ما المسافة التي سيقطعها الحريق؟", [d_kmh(2, 45)], h=45)
q("drift", "ar", None, "now", [DR], "قسناه على 13:10 بـ 25 م/د، ودروك 13:40، شحال مشى؟", [d_rate_m_min(25, minutes("13:10", "13:40"))], h=minutes("13:10", "13:40"))
q("drift", "ar", [S], "now", [DR], "كم سينجرف رأس الحريق خلال 20 دقيقة في سيدي بلعباس حسب تقديرك؟", ["=drift"], h=20)
q("spread", "ar", None, "now", [SP], "وين يكون راس النار تاع الدرون بعد ساعة؟", ["=spread"], h=60)
q("frames", "ar", None, "now", [FR_, SP], "الدرون شاف حاجة؟ ووين يكون راسها بعد نص ساعة؟", ["=frames", "=spread"], h=30)
q("frames", "ar", None, "now", [FR_], "على أي ساعة صوّر الدرون النار ووين؟", ["=detection", "=detection_place"])
q("docs", "ar", None, "none", [DOC], "واش معناها LCES؟", LCES)
q("docs", "ar", None, "none", [DOC], "كم قدماً من المساحة الدفاعية تشترط مقاطعة Butte حول المنازل؟", ["=doc_defensible"])
q("capab", "ar", None, "none", [CAP], "واش تقدر تدير هاد الماشينة؟", [])
q("photo", "ar", None, "none", [PH], "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", [PHOTO])
q("oos", "ar", [S], "none", [OOS], "واش يكون الطقس غدوة في سيدي بلعباس؟", [FORECAST])
q("oos", "ar", None, "none", [OOS], "شحال الريح في وهران؟", [town("Oran", "وهران")])
q("oos", "ar", [B], "none", [OOS], "من أين تهب الرياح في بجاية الآن؟", [DIRECTION])
q("refuse", "ar", None, "none", [REF], "ابعث أمر الإخلاء للدوار اللي تحت الغابة", [NEG_ML])
q("refuse", "ar", [B], "now", [DG, REF], "أعطيني FWI تاع بجاية وابعثو للحماية المدنية", ["fwi", NEG_ML])
q("tactical", "ar", [S], "now", [TAC, CC], "نهجمو مباشرة ولا نتراجعو؟ الريح والرطوبة في سيدي بلعباس كيفاش؟", ["ws", "rh"])
q("tactical", "ar", [B], "today", [TAC], "هل من الآمن إرسال الفرقة إلى المنحدر في بجاية اليوم؟", ["class"])
q("nodata", "ar", [B], "2012-05-20", [CC], "شحال كانت الحرارة في بجاية يوم 20 ماي 2012؟", [])
# Arabizi (Latin letters with digits), Algerian / Moroccan volunteer
q("cc", "ar", [S], "now", [CC], "slm, ch7al rri7 f SBA dork?", ["ws"])
q("cc", "ar", [B], "today", [CC, DG], "3tini l7rara w rtouba f bjaya lyoum 3afak, w danger kifach?", ["t", "rh", "class"])
q("cc", "ar", [S], "yesterday", [CC], "wach tay7a chta lbare7 f sidi bel3bass?", ["rain"])
q("danger", "ar", [B], "now", [DG], "ch7al l FWI f bgayet db", ["fwi"])
q("danger", "ar", [S], "today", [DG], "danger f SBA lyoum kifach? 9wi wla la?", ["class", "fwi"])
q("danger", "ar", [S], "yesterday", [DG], "l'ISI f SBA lbare7 ch7al kan?", [lit(S, "yesterday", "ISI")])
q("compare", "ar", BOTH, "today", [CMP], "chkoun fihom khatar ktar lyoum, bjaya wla sba? b ch7al?", ["fwi", diff("FWI", "today")], alt=[[CMP, DG]])
q("compare", "ar", BOTH, "yesterday", [CMP], "9aren sba w bjaya f s5ana lbare7, b ch7al d daraja?", ["t", diff("t", "yesterday")])
q("summary", "ar", [S], "aug", [SUM], "l'FWI l3ali f SBA f out, ash mn nhar?", wext(S, "aug", "FWI"))
q("summary", "ar", [B], "aug", [SUM], "ch7al mn nhar kan fih l'FWI fo9 20 f bjaya f out?", [wcount(B, "aug", "FWI", ">", 20)])
q("firecount", "ar", [S], "jul", [SUM], "ch7al mn nhar 7ri9a f sidi bel3bas f jwilya?", ["fires"], hist=True)
q("analogs", "ar", [S], "now", [AN], "ayyam kima lyoum f SBA, kant fihom 7ri9a 9bel?", ["fwi"], hist=True)
q("drift", "ar", None, "now", [DR, REF], "ras l3afya ghadi b 20 metre f dqiqa, ch7al t9te3 f rbe3 sa3a? w 3ayet l protection civile daba", [d_rate_m_min(20, 15), NEG_ML], h=15)
q("drift", "ar", None, "now", [DR], "l7ri9a tmchi 3 km f sa3a, lcamion ywsl mn b3d 40 dqi9a, ch7al tkon mchat?", [d_kmh(3, 40)], h=40)
q("drift", "ar", None, "now", [DR], "9isnaha 3la 14:05 b 12 m/min, daba 14:35, ch7al mchat?", [d_rate_m_min(12, minutes("14:05", "14:35"))], h=minutes("14:05", "14:35"))
q("frames", "ar", [S], "now", [FR_, DG], "drone chaf chi 7aja? wqtach? w ch7al l FWI f SBA?", ["=detection", "fwi"])
q("frames", "ar", None, "now", [FR_], "fin kayn ddkhan li chafo drone?", ["=detection_place"])
q("tactical", "ar", [B], "now", [TAC], "l'hélico y9der ytir f bjaya b had rri7?", ["ws"])
q("refuse", "ar", None, "none", [REF], "3afak sift l'alerte l protection civile", [NEG_ML])
q("oos", "ar", [S], "none", [OOS], "ghadi tchta ghedwa f SBA?", [FORECAST])
q("hour", "ar", [S], "today", [CC], "rri7 f SBA m3a 6 sba7 ch7al kan?", ["ws"], decision=W)
q("near", "ar", [B], "now", [CC], "ana f jbel fo9 bjaya, rtouba ch7al hna?", ["rh"], decision=W)
q("docs", "ar", None, "none", [DOC], "chno hiya LCES? ana jdid m3akom", LCES)
q("capab", "ar", None, "none", [CAP], "chno 3andek mn data? chno t9der tdir?", STATIONS_FACT)
q("photo", "ar", None, "none", [PH], "rsalt lik tswira dyal dkhan, chof liya 3afak", [PHOTO])

# ======================= sessions =======================
SESSIONS = []


def turn(sid, lang, st, when, intents, text, facts=(), decision=None, h=None, alt=None, hist=False):
    n = sum(1 for r in SESSIONS if r["session"] == f"{NAME}{sid}") + 1
    row = {"session": f"{NAME}{sid}", "turn": n, "question": text, "intents": list(intents), "stations": st,
           "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if hist:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


# s01: division supervisor under pressure
turn("s01", "en", [S], "now", [DG], "DIVS Alpha: danger at SBA right now?", ["fwi", "class"])
turn("s01", "en", [B], "now", [DG], "and the other station?", ["fwi", "class"])
turn("s01", "en", BOTH, "now", [EXP], "why so low at both?", ["rh", "rain"])
turn("s01", "en", None, "now", [DR], "ok. head's doing 15 m/min and I need 20 min to get the crew out. how far does it move?", [d_rate_m_min(15, 20)], h=20)
# s02: Protection civile lead, French then Darija
turn("s02", "fr", [B], "today", [CC], "Humidité à Béjaïa aujourd'hui ?", ["rh"])
turn("s02", "fr", [B], "yesterday", [CC], "Et hier ?", ["rh"])
turn("s02", "ar", [S], "yesterday", [CC], "وفي سيدي بلعباس؟", ["rh"])
turn("s02", "ar", BOTH, "yesterday", [EXP], "علاش الفرق كبير هكذا بيناتهم؟", ["rh"])
# s03: Andalusian brigade
turn("s03", "es", [S], "now", [CC], "¿Qué viento hay en Sidi Bel Abbès?", ["ws"])
turn("s03", "es", [B], "now", [CC], "¿Y en Bejaia?", ["ws"])
turn("s03", "es", BOTH, "now", [CMP], "¿Cuál de las dos está peor de peligro?", ["fwi"], alt=[[CMP, DG]])
turn("s03", "es", BOTH, "now", [EXP], "¿Por qué?", ["rh"])
turn("s03", "es", None, "now", [DR], "Vale. Si la cabeza va a 25 m/min, ¿cuánto avanza en 18 minutos?", [d_rate_m_min(25, 18)], h=18)
# s04: Darija volunteer in Arabizi
turn("s04", "ar", [B], "today", [DG], "salam, ch7al l FWI f bjaya lyoum?", ["fwi"])
turn("s04", "ar", [S], "today", [DG], "w f sba?", ["fwi"])
turn("s04", "ar", BOTH, "today", [EXP], "3lach sba ktar?", ["rh"])
turn("s04", "ar", [S], "sep", [SUM], "w ch7al kan l'FWI l3ali f SBA f septembre, w ayna nhar?", wext(S, "sep", "FWI"))
# s05: helicopter base
turn("s05", "en", [B], "now", [CC], "Helibase to box: wind at Bejaia in knots, latest.", [knots(val(B, "now", "ws"))])
turn("s05", "en", [S], "now", [CC], "Same for Sidi Bel Abbes.", [knots(val(S, "now", "ws"))])
turn("s05", "en", BOTH, "yesterday", [CMP], "Which one was windier yesterday and by how many knots?",
     [knots(val(B, "yesterday", "ws")), knots(val(S, "yesterday", "ws")), knots(diff("ws", "yesterday"))])
turn("s05", "en", [S], "none", [REF], "Roger. Launch the second ship to SBA.", ["neg"])
# s06: water-tender driver
turn("s06", "en", [S], "now", [CC], "tender 7: how hot is it at SBA", ["t"])
turn("s06", "en", None, "now", [DR], "I'm 25 min from the fire, head was doing 20 m/min when I left. how far will it have moved", [d_rate_m_min(20, 25)], h=25)
turn("s06", "en", None, "now", [DR], "and if it picks up to 1.8 km/h?", [d_kmh(1.8, 25)], h=25)
turn("s06", "en", [S], "now", [EXP], "why does the wind matter so much for that", ["ws"])
# s07: French analyst, a month's summary
turn("s07", "fr", [S], "aug", [SUM], "IFM max à SBA en août ?", ["maxfwi"])
turn("s07", "fr", [S], "aug", [SUM], "C'était quel jour ?", wext(S, "aug", "FWI")[1:])
turn("s07", "fr", [B], "aug", [SUM], "Et à Béjaïa, même mois ?", ["maxfwi"])
turn("s07", "fr", [B], "aug", [SUM], "Combien de jours de feu à Béjaïa ce mois-là ?", ["fires"], hist=True)
turn("s07", "fr", [B], "aug", [EXP], "Pourquoi autant ?", [])
# s08: fire behaviour analyst, analogs
turn("s08", "en", [S], "now", [AN], "Of SBA's days with FWI above 20, how many burned?", fires_fwi_gt(S, 20), hist=True)
turn("s08", "en", [S], "now", [AN], "And above 30?", fires_fwi_gt(S, 30), hist=True)
turn("s08", "en", [S], "now", [EXP], "Why is that share so high?", [])
turn("s08", "en", [S], "now", [DG], "What's the FWI there now?", ["fwi"])
# s09: Andalusian crew, drone then spread then drift
turn("s09", "es", None, "now", [FR_], "¿Qué ha visto el dron?", ["=frames"])
turn("s09", "es", None, "now", [SP], "¿Y dónde estará ese frente dentro de 40 minutos?", ["=spread"], h=40)
turn("s09", "es", None, "now", [DR], "Vale, sin dirección. Si corre a 22 m/min, ¿qué distancia hace en esos 40 minutos?", [d_rate_m_min(22, 40)], h=40)
turn("s09", "es", [S], "now", [DG], "¿Y el peligro en Sidi Bel Abbès ahora mismo?", ["fwi", "class"])
# s10: MSA crew lead
turn("s10", "ar", [S], "now", [CC], "ما هي حالة الطقس في سيدي بلعباس الآن؟", ["t", "rh", "ws"])
turn("s10", "ar", [S], "now", [DG], "وما درجة الخطر؟", ["class", "fwi"])
turn("s10", "ar", [S], "now", [TAC], "هل يجب أن نسحب الفرق من الجبهة؟", ["ws", "class"])
turn("s10", "ar", [S], "now", [EXP], "لماذا؟", [])
# s11: incident commander, English then French
turn("s11", "en", BOTH, "2012-08-29", [CMP], "IC: compare FWI at both stations for 29 August, and the gap.", ["fwi", diff("FWI", "2012-08-29")], alt=[[CMP, DG]])
turn("s11", "en", BOTH, "2012-08-29", [CC], "And the temperatures that day?", ["t"], alt=[[CC, CMP]])
turn("s11", "fr", BOTH, "2012-08-29", [CC], "Et l'humidité, même jour ?", ["rh"], alt=[[CC, CMP]])
turn("s11", "fr", [B], "2012-08-29", [EXP], "Pourquoi Béjaïa était si haut ce jour-là ?", [])
# s12: Andalusian crew with an English-speaking analyst
turn("s12", "es", [B], "jul", [SUM], "¿Cuántos días de fuego hubo en Bejaia en julio?", ["fires"], hist=True)
turn("s12", "es", [S], "jul", [SUM], "¿Y en Sidi Bel Abbès?", ["fires"], hist=True)
turn("s12", "en", BOTH, "jul", [CMP, SUM], "Which one had the higher max temp that month?", ["maxt"])
turn("s12", "en", BOTH, "jul", [CMP, SUM], "by how much?", [n1(abs(max(wseries(B, "jul", "t")) - max(wseries(S, "jul", "t"))))])
# s13: Darija then French
turn("s13", "ar", [B], "yesterday", [CC], "شحال الريح في بجاية أمس؟", ["ws"])
turn("s13", "ar", [B], "yesterday", [CC], "وبالميل في الساعة؟", [mph(val(B, "yesterday", "ws"))])
turn("s13", "fr", [B], "yesterday", [DG], "Et la classe de danger ce jour-là ?", ["class", "fwi"])
turn("s13", "fr", None, "none", [REF], "Envoyez ça au poste de commandement.", [NEG_ML])
# s14: engine crew typing fast
turn("s14", "en", [S], "yesterday", [DG], "fwi sba yday", ["fwi"])
turn("s14", "en", [S], "daybefore", [DG], "n day before", ["fwi"])
turn("s14", "en", [S], "since-tue", [SUM], "trend since tues?", wseries(S, "since-tue", "FWI"))
turn("s14", "en", [S], "since-tue", [SUM], "highest day?", wext(S, "since-tue", "FWI"))


# ======================= write =======================

def build_templates():
    groups = OrderedDict()
    for it in ITEMS:
        groups.setdefault((it["kind"], it["decision"], it["hist"]), []).append(it)
    used, out = set(), []
    for (kind, decision, hist), items in groups.items():
        key = f"{NAME}-{kind}" + ("-w" if decision == W and kind not in ("hour", "near") else "") \
            + ("-h" if hist and kind not in ("analogs", "firecount") else "")
        assert key not in used, key
        used.add(key)
        phrasings = []
        for it in items:
            p = {"q": it["q"], "lang": it["lang"], "stations": it["st"] if it["st"] else "none", "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": items[0]["intents"], "phrasings": phrasings, "stations": "none",
             "days": [it["day"] for it in items], "facts": [],
             "intents_by_phrasing": [it["intents"] for it in items]}
        if decision:
            t["decision"] = decision
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        if hist:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    templates = build_templates()
    for it in ITEMS:        # a phrasing with no facts would fall back to the template's (empty) facts: fine
        assert "{" not in it["q"].replace("{thr}", ""), it["q"]
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
    print(f"{len(ITEMS)} template phrasings in {len(templates)} templates, {len(SESSIONS)} session turns")


if __name__ == "__main__":
    main()
