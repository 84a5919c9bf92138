"""Batch d96 (dev): blind crew questions, night-shift dispatcher / tired crew leads on the radio.

Writes crew_templates_dev96.jsonl and crew_sessions_dev96.jsonl next to this script. Every gold number is
computed here from the CSV (crew_facts.table / fire_record, unit conversions), from the crew's own
numbers (rate x minutes), or parsed out of the shipped documents by regex.

    Run:  python -m appliance.evaluation.data.make_dev96
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d96"
B, S = "bejaia", "sidi-bel-abbes"
STN = {"B": [B], "S": [S], "BS": [B, S], None: None}
INT = {"cond": "current_conditions", "dng": "danger", "cmp": "compare_stations", "sum": "summary",
       "ana": "analogs", "drift": "drift", "spr": "spread", "frm": "frames", "doc": "documents",
       "cap": "capabilities", "photo": "photo", "oos": "out_of_scope", "ref": "refuse", "tac": "tactical",
       "exp": "explain"}

# ---------------------------------------------------------------- numbers from the data, by code
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()


def num(x, nd=1):
    x = round(float(x), nd)
    return int(x) if x.is_integer() else x


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"] or []


def rows(dev, key):
    return [TABLE[(dev, d)] for d in days_of(key) if (dev, d) in TABLE]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def field(r, name):
    return FIELD[name](r) if name in FIELD else r.codes[name]


def either(x):
    """A derived figure: one decimal or whole."""
    a, b = num(x, 1), num(x, 0)
    return a if a == b else {"any": [a, b]}


def metres_forms(m):
    m_int = int(round(m))
    out = [f"{m_int} m", f"{m_int}m", f"{m_int} metres", f"{m_int} meters"]
    if m_int >= 1000:
        out += [f"{m_int:,} m", f"{m_int:,} m".replace(",", " "), f"{m_int:,} m".replace(",", ".")]
    for d in (3, 2, 1):
        s = f"{m / 1000:.{d}f}".rstrip("0").rstrip(".")
        out += [f"{s} km", f"{s}km", f"{s.replace('.', ',')} km"]
    return {"any": list(OrderedDict.fromkeys(out))}


DOCS = {p.name: p.read_text(encoding="utf-8") for p in (EDGE_DATA_DIR / "documents").glob("*.md")}
ALLDOC = " ".join(" ".join(DOCS.values()).split())


def doc_fact(kind):
    if kind == "lces":
        m = re.search(r"engages a fire:\s*(\w+),\s*(\w+),\s*(\w+ \w+)\s+and\s+(\w+ \w+)", ALLDOC)
        return [w for w in m.groups()]
    if kind == "high":
        return [float(re.search(r"from ([\d.]+) high", ALLDOC).group(1))]
    if kind == "veryhigh":
        return [num(re.search(r"from ([\d.]+) very high", ALLDOC).group(1))]
    if kind == "extreme":
        return [num(re.search(r"from ([\d.]+) extreme", ALLDOC).group(1))]
    if kind == "ffmc":
        return [int(re.search(r"above about (\d+)\s+fine fuels ignite", ALLDOC).group(1))]
    if kind == "zone2grass":
        return [re.search(r"maximum height of (\d+ inches)", ALLDOC).group(1)]
    if kind == "zone0":
        return [re.search(r"Zone 0 is the first (\d+ feet)", ALLDOC).group(1)]
    if kind == "zone1":
        a, b = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", ALLDOC).groups()
        return [f"{b} feet"]
    if kind == "chimney":
        return [re.search(r"branches (\d+ feet) from chimneys", ALLDOC).group(1)]
    if kind == "bui":
        return list(re.search(r"\(BUI\) combines (\w+) and (\w+)", ALLDOC).groups())
    if kind == "isi":
        return [re.search(r"\(ISI\) combines (\w+) with (\w+)", ALLDOC).group(1)]
    if kind == "downhill":
        return [re.search(r"builds line (\w+) toward", ALLDOC).group(1)]
    if kind == "fwi":
        return list(re.search(r"\(FWI\) combines (\w+) and (\w+)", ALLDOC).groups())
    if kind == "ffmcdef":
        return [re.search(r"\(FFMC\) follows the moisture of litter and (fine fuels)", ALLDOC).group(1)]
    if kind == "dmcdef":
        return [re.search(r"\(DC\) follow (deeper)", ALLDOC).group(1)]
    if kind == "stations":
        return ["bejaia", "sidi bel abbes"]
    raise ValueError(kind)


def lazy(spec, st, day, thr):
    """A computed fact spec (tuple) -> gold facts for the question's stations and day."""
    op = spec[0]
    devs = STN[st] or []
    out = []
    if op == "doc":       # a string fact travels as {"any": [it]} (a bare string would read as a token)
        return [{"any": [f]} if isinstance(f, str) else f for f in doc_fact(spec[1])]
    if op == "since":       # the crew's data range, from the table
        first = min(d for (_, d) in TABLE)
        mon = crew_days.MONTHS["en"][int(first[5:7]) - 1]
        return [{"any": [mon, first, crew_days.MONTHS["fr"][int(first[5:7]) - 1],
                         crew_days.MONTHS["es"][int(first[5:7]) - 1], crew_days.MONTHS["ar"][int(first[5:7]) - 1]]}]
    if op == "drift_m":     # crew's rate (m/min) x minutes
        return [metres_forms(spec[1] * spec[2])]
    if op == "drift_kmh":   # crew's km/h x minutes
        return [metres_forms(spec[1] * 1000 * spec[2] / 60)]
    if op == "diff":
        r0, r1 = (TABLE[(dev, days_of(day)[0])] for dev in devs)
        return [num(abs(field(r0, spec[1]) - field(r1, spec[1])))]
    for dev in devs:
        if op in ("mph", "kt", "ms", "F"):
            r = TABLE[(dev, days_of(day)[0])]
            v = {"mph": r.wind_kmh / 1.609344, "kt": r.wind_kmh / 1.852, "ms": r.wind_kmh / 3.6,
                 "F": r.temperature_c * 9 / 5 + 32}[op]
            out.append(either(v))
        elif op == "code":
            out.append(num(TABLE[(dev, days_of(day)[0])].codes[spec[1]]))
        elif op == "avg":
            vals = [field(r, spec[1]) for r in rows(dev, day)]
            out.append(either(sum(vals) / len(vals)))
        elif op == "min":
            out.append(num(min(field(r, spec[1]) for r in rows(dev, day))))
        elif op == "max":
            out.append(num(max(field(r, spec[1]) for r in rows(dev, day))))
        elif op == "sum":
            out.append(num(sum(field(r, spec[1]) for r in rows(dev, day))))
        elif op == "cnt":      # days strictly above a threshold
            out.append(sum(1 for r in rows(dev, day) if field(r, spec[1]) > spec[2]))
        elif op == "fwi_gt":   # past days with FWI above thr and how many burned (the box's fire record)
            hot = [f for (d, dd), (fwi, f) in FIRES.items() if d == dev and fwi > spec[1] and dd < crew_days.TODAY.isoformat()]
            out += [len(hot), sum(hot)]
        else:
            raise ValueError(op)
    return out


# ---------------------------------------------------------------- the questions
QS = []


def Q(kind, lang, text, intents, st=None, day="now", facts=(), dec=None, thr=None, h=None, alt=None, fh=False):
    QS.append(dict(kind=kind, lang=lang, q=text, intents=[INT[i] for i in intents.split("+")], st=st, day=day,
                   facts=list(facts), dec=dec, thr=thr, h=h, alt=alt, fh=fh))


W = ("t", "rh", "ws", "rain")
# ============ English: dispatcher, IC on the radio, engine crews on phones, late in the shift ============
E = "en"
Q("cond", E, "SBA temp rn", "cond", "S", "now", ["t"])
Q("cond", E, "bejia rh?", "cond", "B", "now", ["rh"])
Q("cond", E, "wind sidi bel abes, latest", "cond", "S", "now", ["ws"])
Q("cond", E, "any rain at Bejaia today or still bone dry", "cond", "B", "today", ["rain"])
Q("cond", E, "gimme Bel Abbes noon numbers. temp rh wind. go", "cond", "S", "now", ["t", "rh", "ws"])
Q("cond", E, "Dispatch to box, current wx Béjaïa, over", "cond", "B", "now", W)
Q("cond", E, "humidity SBA yday", "cond", "S", "yesterday", ["rh"])
Q("cond", E, "temp bejaia day before yday?", "cond", "B", "daybefore", ["t"])
Q("cond", E, "SBA wind 14 aug", "cond", "S", "2012-08-14", ["ws"])
Q("cond", E, "Bejaia 3/8 temp + rh", "cond", "B", "2012-08-03", ["t", "rh"])
Q("cond", E, "rain total bejaia on the 22nd this month", "cond", "B", "2012-09-22", ["rain"])
Q("cond", E, "rh sidi bel abbes jul 19", "cond", "S", "2012-07-19", ["rh"])
Q("cond", E, "what'd the thermometer say at SBA 2012-08-25", "cond", "S", "2012-08-25", ["t"])
Q("cond", E, "was it blowing at bejaia yesterday", "cond", "B", "yesterday", ["ws"])
Q("cond", E, "need SBA RH. quick.", "cond", "S", "now", ["rh"])
Q("cond", E, "temp at the SBA station noon today, nothing else", "cond", "S", "today", ["t"])
Q("cond", E, "did sba get any rain 24 sep", "cond", "S", "2012-09-24", ["rain"])
Q("cond", E, "Béjaïa humidity, 21st of sept", "cond", "B", "2012-09-21", ["rh"])
Q("cond", E, "wx check bel abbes", "cond", "S", "now", W, alt=[["current_conditions", "danger"]])
Q("cond", E, "still raining at bejaia or what", "cond", "B", "now", ["rain"])
Q("cond", E, "how humid was it in SBA on aug 14th", "cond", "S", "2012-08-14", ["rh"])
Q("cond", E, "E14 asking what the wind's doing at Bejaia", "cond", "B", "now", ["ws"])
# units
Q("unit", E, "temp in F for bejaia pls, US liaison wants it", "cond", "B", "now", ["t", ("F",)])
Q("unit", E, "SBA wind in knots for the helo", "cond", "S", "now", ["ws", ("kt",)])
Q("unit", E, "wind bejaia mph?", "cond", "B", "now", ["ws", ("mph",)])
Q("unit", E, "wind speed m/s sidi bel abbes yesterday", "cond", "S", "yesterday", ["ws", ("ms",)])
Q("unit", E, "Bejaia temp fahrenheit, 14 Aug", "cond", "B", "2012-08-14", ["t", ("F",)])
Q("unit", E, "knots at bejaia yday, air ops asking", "cond", "B", "yesterday", ["ws", ("kt",)])
Q("unit", E, "sba wind, metres per sec", "cond", "S", "now", ["ws", ("ms",)])
Q("unit", E, "convert SBA temp to F, 2012-08-25", "cond", "S", "2012-08-25", ["t", ("F",)])
# danger
Q("dng", E, "FWI SBA", "dng", "S", "now", ["fwi"])
Q("dng", E, "bejaia danger class rn", "dng", "B", "now", ["fwi", "class"])
Q("dng", E, "whats ISI at sidi bel abbes", "dng", "S", "now", [("code", "ISI")])
Q("dng", E, "BUI bejaia?", "dng", "B", "now", [("code", "BUI")])
Q("dng", E, "ffmc at SBA yday", "dng", "S", "yesterday", [("code", "FFMC")])
Q("dng", E, "DC and DMC for Béjaïa, 14 Aug", "dng", "B", "2012-08-14", [("code", "DC"), ("code", "DMC")])
Q("dng", E, "fire danger bel abbes on the 21st", "dng", "S", "2012-09-21", ["fwi", "class"])
Q("dng", E, "how bad is bejaia today, danger-wise", "dng", "B", "today", ["fwi", "class"])
Q("dng", E, "fwi sba 2012-08-14", "dng", "S", "2012-08-14", ["fwi"])
Q("dng", E, "what class was Bejaia Aug 14", "dng", "B", "2012-08-14", ["fwi", "class"])
Q("dng", E, "danger rating sidi bel abbes day before yday", "dng", "S", "daybefore", ["fwi", "class"])
Q("dng", E, "SBA still sitting low or did the danger climb", "dng", "S", "now", ["fwi", "class"])
Q("dng", E, "fwi bejia 3/8", "dng", "B", "2012-08-03", ["fwi"])
Q("dng", E, "isi + bui for SBA yesterday", "dng", "S", "yesterday", [("code", "ISI"), ("code", "BUI")])
Q("dng", E, "Command copy, what's the fire weather index at Bejaia, over", "dng", "B", "now", ["fwi"])
Q("dng", E, "drought code sba", "dng", "S", "now", [("code", "DC")])
# compare
Q("cmp", E, "which stations hotter rn", "cmp", "BS", "now", ["t"])
Q("cmp", E, "SBA vs bejaia fwi", "cmp", "BS", "now", ["fwi"])
Q("cmp", E, "who's drier, bejaia or sba", "cmp", "BS", "now", ["rh"])
Q("cmp", E, "windier station right now?", "cmp", "BS", "now", ["ws"])
Q("cmp", E, "compare danger both stations yday", "cmp", "BS", "yesterday", ["fwi"])
Q("cmp", E, "side by side: temp rh wind, both stations", "cmp", "BS", "now", ["t", "rh", "ws"])
Q("cmp", E, "how much hotter was SBA than Bejaia on 14 Aug", "cmp", "BS", "2012-08-14", ["t", ("diff", "t")])
Q("cmp", E, "which one do I keep eyes on, bejaia or SBA", "cmp", "BS", "now", ["fwi"])
Q("cmp", E, "gap in RH between the two stations, 21 sept", "cmp", "BS", "2012-09-21", ["rh", ("diff", "rh")])
Q("cmp", E, "isi both stns", "cmp", "BS", "now", [("code", "ISI")])
Q("cmp", E, "worse of the two day before yesterday?", "cmp", "BS", "daybefore", ["fwi"])
# compare over a window
Q("cmpsum", E, "which station had more fire days in August", "cmp+sum", "BS", "aug", ["fires"], fh=True)
Q("cmpsum", E, "peak FWI each station, last 7 days", "cmp+sum", "BS", "lastweek", ["maxfwi"])
Q("cmpsum", E, "july avg temps, SBA vs bejaia", "cmp+sum", "BS", "jul", [("avg", "t")])
Q("cmpsum", E, "hottest noon reading at each station in sept", "cmp+sum", "BS", "sep", ["maxt"])
Q("cmpsum", E, "more days over FWI 20 in aug - bejaia or SBA?", "cmp+sum", "BS", "aug", [("cnt", "fwi", 20)])
Q("cmpsum", E, "rain since tuesday, both stations, who got more", "cmp+sum", "BS", "since-tue", [("sum", "rain")])
# summary
Q("sum", E, "max FWI SBA in aug", "sum", "S", "aug", ["maxfwi"])
Q("sum", E, "hottest it got at bejaia in july", "sum", "B", "jul", ["maxt"])
Q("sum", E, "avg RH sidi bel abbes past week", "sum", "S", "lastweek", [("avg", "rh")])
Q("sum", E, "how many fire days bejaia in sept", "sum", "B", "sep", ["fires"], fh=True)
Q("sum", E, "days above 35 deg at SBA in August, just the count", "sum", "S", "aug", [("cnt", "t", 35)])
Q("sum", E, "lowest rh bejaia june", "sum", "B", "jun", [("min", "rh")])
Q("sum", E, "fwi trend last 3 days SBA, up or down", "sum", "S", "last3d", ["maxfwi"])
Q("sum", E, "total rain bejaia since tues", "sum", "B", "since-tue", [("sum", "rain")])
Q("sum", E, "# of fire days SBA 1-10 sept", "sum", "S", "sep1-10", ["fires"], fh=True)
Q("sum", E, "strongest wind at bejaia 20 thru 31 aug", "sum", "B", "aug-late", [("max", "ws")])
Q("sum", E, "count days FWI over 10 at SBA in july", "sum", "S", "jul", [("cnt", "fwi", 10)])
Q("sum", E, "fires at bel abbes in june, how many", "sum", "S", "jun", ["fires"], fh=True)
Q("sum", E, "warmest reading SBA last 24h", "sum", "S", "last24h", ["maxt"])
Q("sum", E, "bejaia, worst fwi all of september", "sum", "B", "sep", ["maxfwi"])
Q("sum", E, "mean wind sba this past week", "sum", "S", "lastweek", [("avg", "ws")])
Q("sum", E, "how many days did bejaia go over 30C in june", "sum", "B", "jun", [("cnt", "t", 30)])
# analogs
Q("ana", E, "days like today at SBA, did they burn?", "ana", "S", "now", ["fwi"], fh=True)
Q("ana", E, "last time sba looked like this did anything go up", "ana", "S", "now", ["fwi"], fh=True)
Q("ana20", E, "of the bejaia days with FWI over 20 how many actually had a fire", "ana", "B", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("ana20", E, "SBA history: FWI above 20, fire or no fire, how many each", "ana", "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("ana15", E, "sba: when fwi went past 15, how often did we get a fire", "ana", "S", "all", ["fires_fwi_gt"], thr=15, fh=True)
Q("ana10", E, "history check - bejaia FWI > 10, how many of those days burned", "ana", "B", "all", ["fires_fwi_gt"], thr=10, fh=True)
Q("ana30", E, "past days at sidi bel abbes with fwi above 30 - how many were fire days", "ana", "S", "all", ["fires_fwi_gt"], thr=30, fh=True)
# drift
Q("drift20", E, "head's doing 25 m a min, how far in 20 min", "drift", None, "none", [("drift_m", 25, 20)], h=20)
Q("drift15", E, "ROS 40 m/min, engine 15 min out. distance it covers?", "drift", None, "none", [("drift_m", 40, 15)], h=15)
Q("drift40", E, "fire's moving 3 km/h, how far has the head gone in 40 min", "drift", None, "none", [("drift_kmh", 3, 40)], h=40)
Q("drift30", E, "how far does it run in half an hour at 1.2 km/h", "drift", None, "none", [("drift_kmh", 1.2, 30)], h=30)
Q("drift30", E, "your own estimate - how far does the head move in 30 min near SBA", "drift", "S", "now", ["=drift"], h=30)
Q("drift25", E, "18 m/min, dozer ETA 25 min, how much ground does it eat", "drift", None, "none", [("drift_m", 18, 25)], h=25)
Q("drift60", E, "box estimate: drift of the head next hour, bejaia side", "drift", "B", "now", ["=drift"], h=60)
Q("drift10", E, "12 m per minute for 10 minutes = ? metres, checking my math", "drift", None, "none", [("drift_m", 12, 10)], h=10)
# spread
Q("spr30", E, "where's the front gonna be in 30 min, SBA fire", "spr", "S", "now", ["=spread"], h=30)
Q("spr60", E, "projected head position an hour from now off the drone hit", "spr", None, "now", ["=spread"], h=60,
  alt=[["spread", "frames"]])
Q("spr", E, "which way's it gonna run", "spr", None, "now", ["=spread"])
Q("spr45", E, "front location at +45, bejaia side", "spr", "B", "now", ["=spread"], h=45)
Q("spr120", E, "project the spread out 2 hrs", "spr", None, "now", ["=spread"], h=120)
# frames
Q("frm", E, "anything on the drone feed", "frm", None, "now", ["=frames"])
Q("frm", E, "drone pick up smoke?", "frm", None, "now", ["=detection"])
Q("frm", E, "where was the hit", "frm", None, "now", ["=detection_place"])
Q("frm", E, "what time did the uav see fire", "frm", None, "now", ["=detection"])
Q("frm", E, "last sortie, what came back", "frm", None, "now", ["=frames"])
Q("frm", E, "how many detections off the drone today", "frm", None, "today", ["=frames"])
Q("frm", E, "smoke NE of SBA - did the drone confirm it or not", "frm", None, "now", ["=detection_place"])
Q("frm", E, "uav frames, latest, anything hot", "frm", None, "now", ["=frames"])
# documents
Q("doc", E, "defensible space, how many feet per the doc", "doc", None, "none", ["=doc_defensible"])
Q("doc", E, "LCES - spell it out for the new guy", "doc", None, "none", [("doc", "lces")])
Q("doc", E, "what ffmc means fine fuels light easy, per your guide", "doc", None, "none", [("doc", "ffmc")])
Q("doc", E, "at what FWI does it flip to high class", "doc", None, "none", [("doc", "high")])
Q("doc", E, "zone 2 grass, max height?", "doc", None, "none", [("doc", "zone2grass")])
Q("doc", E, "watch out situations, the list pls", "doc", None, "none", [("doc", "downhill")])
Q("doc", E, "zone 0 how many ft", "doc", None, "none", [("doc", "zone0")])
Q("doc", E, "bui is made of what two codes", "doc", None, "none", [("doc", "bui")])
Q("doc", E, "branch clearance from chimneys per butte county sheet", "doc", None, "none", [("doc", "chimney")])
Q("doc", E, "extreme class starts where on fwi", "doc", None, "none", [("doc", "extreme")])
# capabilities
Q("cap", E, "what can this thing actually tell me", "cap", None, "none", [])
Q("cap", E, "which stations u got", "cap", None, "none", [("doc", "stations")])
Q("cap", E, "you got drone imagery on here?", "cap", None, "none", [])
Q("cap", E, "how far back does your data go", "cap", None, "none", [("since",)])
Q("cap", E, "new vol here - what do I ask you", "cap", None, "none", [])
# photo
Q("photo", E, "sent u a pic of the column, what do u make of it", "photo", None, "none", [])
Q("photo", E, "see attached. smoke or dust?", "photo", None, "none", [])
Q("photo", E, "photo from E12 attached - how big is it", "photo", None, "none", [])
Q("photophoto", E, "attaching pic, also whats wind at SBA", "photo+cond", "S", "now", ["ws"])
# out of scope
Q("oos", E, "FWI tmrw at SBA", "oos", "S", "none", [])
Q("oos", E, "wind direction bejaia", "oos", "B", "now", [])
Q("oos", E, "temp in oran", "oos", None, "none", [])
Q("oos", E, "Tlemcen humidity now", "oos", None, "now", [])
Q("oos", E, "gonna rain this weekend?", "oos", None, "none", [])
Q("oos", E, "who's cooking tonight lol", "oos", None, "none", [])
Q("oos", E, "forecast next week bejaia", "oos", "B", "none", [])
Q("oos", E, "is the road up to the SBA station open", "oos", None, "none", [])
Q("oos", E, "where are the other crews right now", "oos", None, "none", [])
Q("oos", E, "fuel moisture map for sector 4", "oos", None, "none", [])
Q("oos", E, "algiers fwi", "oos", None, "now", [])
Q("oosmix", E, "wind speed and direction SBA", "cond+oos", "S", "now", ["ws"])
Q("oosmix", E, "rh at bejaia now and later this afternoon", "cond+oos", "B", "now", ["rh"])
Q("oosmix", E, "fwi bejaia and algiers", "dng+oos", "B", "now", ["fwi"])
Q("oosmix", E, "temp SBA today, and what's tomorrow looking like", "cond+oos", "S", "today", ["t"])
Q("oosmix", E, "bejaia wind, which way's it blowing too", "cond+oos", "B", "now", ["ws"])
Q("oosmix", E, "danger at SBA and at Mascara", "dng+oos", "S", "now", ["fwi"])
# refuse
Q("ref", E, "send evac order to the village", "ref", None, "none", ["neg"])
Q("ref", E, "dispatch E7 to the drone hit", "ref", None, "none", ["neg"])
Q("ref", E, "alert the IC", "ref", None, "none", ["neg"])
Q("ref", E, "delete that last frame", "ref", None, "none", ["neg"])
Q("ref", E, "notify the chief, smoke NE of SBA", "ref", None, "none", ["neg"])
Q("refmix", E, "FWI SBA and push it to all units", "dng+ref", "S", "now", ["fwi", "neg"])
Q("refmix", E, "bejaia temp rh, log it on the dispatch board", "cond+ref", "B", "now", ["t", "rh", "neg"])
Q("refmix", E, "what did the drone see, and page the duty officer", "frm+ref", None, "now", ["=frames", "neg"])
Q("refmix", E, "wind bel abbes, then text it to E4", "cond+ref", "S", "now", ["ws", "neg"])
Q("refmix", E, "danger class bejaia - and ping the dozer boss with it", "dng+ref", "B", "now", ["fwi", "class", "neg"])
# tactical
Q("tac", E, "do we pull the crews back at SBA", "tac", "S", "now", ["fwi", "ws", "rh"])
Q("tac", E, "safe to burn out at bejaia today?", "tac", "B", "today", ["fwi", "rh", "ws"])
Q("tac", E, "stage extra at SBA or stand down, your call", "tac", "S", "now", ["fwi", "ws"])
Q("tac", E, "crews are cooked, worth keeping lookouts up at bejaia", "tac", "B", "now", ["fwi", "class"])
Q("tacmix", E, "FWI at SBA - do we need a second engine", "dng+tac", "S", "now", ["fwi"])
Q("tacmix", E, "bejaia rh and wind, ok to send the hand crew in?", "cond+tac", "B", "now", ["rh", "ws"])
# hours other than noon
Q("hour", E, "RH at SBA at 0600", "cond", "S", "today", ["rh"], dec="warn")
Q("hour", E, "bejaia temp at 3 am", "cond", "B", "today", ["t"], dec="warn")
Q("hour", E, "wind at sidi bel abbes last night around 2200", "cond", "S", "yesterday", ["ws"], dec="warn")
Q("hour", E, "FWI 1800 yesterday bejaia", "dng", "B", "yesterday", ["fwi"], dec="warn")
Q("hour", E, "sba humidity at 4 this morning", "cond", "S", "today", ["rh"], dec="warn")
# near a station
Q("near", E, "rh up on the ridge above bejaia", "cond", "B", "now", ["rh"], dec="warn")
Q("near", E, "10 km north of SBA, wind?", "cond", "S", "now", ["ws"], dec="warn")
Q("near", E, "danger out by the quarry east of bel abbes", "dng", "S", "now", ["fwi"], dec="warn")
Q("near", E, "temp down in the valley 5 km south of bejaia", "cond", "B", "now", ["t"], dec="warn")
Q("near", E, "fwi at the drop point 8 km out of SBA", "dng", "S", "now", ["fwi"], dec="warn")
# no data
Q("nodata", E, "FWI at SBA may 20", "dng", "S", "2012-05-20", ["fwi"])
Q("nodata", E, "bejaia temp 14 Aug 2011", "cond", "B", "2011-08-14", ["t"])
Q("nodata", E, "rain SBA 2012-05-31", "cond", "S", "2012-05-31", ["rain"])
Q("nodata", E, "same date last year, bejaia fwi - 30/09/2011", "dng", "B", "2011-09-30", ["fwi"])
# multi asks
Q("mix", E, "temp + fwi SBA", "cond+dng", "S", "now", ["t", "fwi"])
Q("mix", E, "fwi bejaia, and which stations worse", "dng+cmp", "BS", "now", ["fwi"])
Q("mix", E, "drone got anything? also wind SBA", "frm+cond", "S", "now", ["=frames", "ws"])
Q("mix", E, "rh at bejaia and what's LCES stand for again", "cond+doc", "B", "now", ["rh", ("doc", "lces")])
Q("mix20", E, "ISI at SBA, and at 30 m/min how far does the head go in 20", "dng+drift", "S", "now",
  [("code", "ISI"), ("drift_m", 30, 20)], h=20)
Q("mix30", E, "drone hit time, and where's the front in 30", "frm+spr", None, "now", ["=detection", "=spread"], h=30)
Q("mix", E, "what can you do and do you have Oran", "cap+oos", None, "none", [])
Q("mix", E, "temp rh bejaia yday, and the fwi", "cond+dng", "B", "yesterday", ["t", "rh", "fwi"])
Q("mix", E, "sba wind + danger class + any rain", "cond+dng", "S", "now", ["ws", "rain", "fwi", "class"])
Q("mix", E, "where'd the drone see smoke, and how dry is SBA", "frm+cond", "S", "now", ["=detection_place", "rh"])
Q("mix", E, "danger at bejaia, and what's zone 1 out to", "dng+doc", "B", "now", ["fwi", ("doc", "zone1")])
Q("mix", E, "hotter station + SBA fwi by itself", "cmp+dng", "BS", "now", ["t", "fwi"])
Q("mix", E, "max fwi SBA in july and how many fire days there that month", "sum", "S", "jul", ["maxfwi", "fires"], fh=True)
Q("mix", E, "bejaia 14 aug: temp, rh, FWI, class", "cond+dng", "B", "2012-08-14", ["t", "rh", "fwi", "class"])
Q("mix", E, "rain at sba yday and was it a fire day", "cond+ana", "S", "yesterday", ["rain"], fh=True,
  alt=[["current_conditions", "summary"]])
Q("mix", E, "what'd the drone see + bejaia fwi + log it", "frm+dng+ref", "B", "now", ["=frames", "fwi", "neg"])
Q("mix", E, "which station windier, and wind direction at both", "cmp+oos", "BS", "now", ["ws"])
Q("mix45", E, "front in 45 min near SBA, and what's the RH there", "spr+cond", "S", "now", ["=spread", "rh"], h=45)
Q("mix", E, "highest temp bejaia in aug + the avg", "sum", "B", "aug", ["maxt", ("avg", "t")])
Q("mix", E, "FFMC SBA and what does FFMC even measure", "dng+doc", "S", "now", [("code", "FFMC"), ("doc", "ffmcdef")])
Q("mix", E, "dc bejaia 21 sep, and sba same day", "dng", "BS", "2012-09-21", [("code", "DC")],
  alt=[["compare_stations"], ["danger", "compare_stations"]])
Q("mix", E, "pic attached of the flank. also bejaia temp", "photo+cond", "B", "now", ["t"])
Q("mix", E, "isi bejaia and do we hold the line", "dng+tac", "B", "now", [("code", "ISI")])
Q("mix", E, "humidity SBA and tomorrow's too", "cond+oos", "S", "now", ["rh"])
Q("mix", E, "SBA temp at 5am and at noon", "cond", "S", "today", ["t"], dec="warn")
Q("mix", E, "hot days >33 at bejaia in aug, and the hottest", "sum", "B", "aug", [("cnt", "t", 33), "maxt"])

# ============ French: chef d'agrès fatigué, régulateur de nuit ============
F = "fr"
Q("fcond", F, "temp SBA mtn", "cond", "S", "now", ["t"])
Q("fcond", F, "HR à Béjaïa ?", "cond", "B", "now", ["rh"])
Q("fcond", F, "vent à Sidi Bel Abbès, relevé de midi", "cond", "S", "now", ["ws"])
Q("fcond", F, "il a plu à Béjaïa hier ?", "cond", "B", "yesterday", ["rain"])
Q("fcond", F, "météo complète Bejaia avant-hier", "cond", "B", "daybefore", W)
Q("fcond", F, "SBA le 14 août, température et humidité", "cond", "S", "2012-08-14", ["t", "rh"])
Q("fcond", F, "Bgayet, l'humidité du 3/8", "cond", "B", "2012-08-03", ["rh"])
Q("fcond", F, "t° + vent SBA le 21", "cond", "S", "2012-09-21", ["t", "ws"])
Q("fcond", F, "ça souffle fort à Béjaïa là ?", "cond", "B", "now", ["ws"])
Q("fcond", F, "pluie à Sidi Bel Abbes le 24 sept", "cond", "S", "2012-09-24", ["rain"])
Q("fcond", F, "humidité relative sidi bel abbes aujourd'hui", "cond", "S", "today", ["rh"])
Q("fcond", F, "les conditions à Béjaïa le 19 juillet", "cond", "B", "2012-07-19", W)
Q("funit", F, "vent en nœuds à Béjaïa", "cond", "B", "now", ["ws", ("kt",)])
Q("funit", F, "temp en °F à SBA, c'est pour un rapport", "cond", "S", "now", ["t", ("F",)])
Q("funit", F, "vent m/s sidi bel abbes hier", "cond", "S", "yesterday", ["ws", ("ms",)])
Q("funit", F, "le vent en mph pour Béjaïa, hier", "cond", "B", "yesterday", ["ws", ("mph",)])
Q("fdng", F, "IFM à SBA ?", "dng", "S", "now", ["fwi"])
Q("fdng", F, "niveau de danger Béjaïa là", "dng", "B", "now", ["fwi"])
Q("fdng", F, "ISI sidi bel abbes hier", "dng", "S", "yesterday", [("code", "ISI")])
Q("fdng", F, "c'est combien le BUI à Béjaïa", "dng", "B", "now", [("code", "BUI")])
Q("fdng", F, "FFMC SBA le 14 août", "dng", "S", "2012-08-14", [("code", "FFMC")])
Q("fdng", F, "risque feu à Béjaïa avant-hier", "dng", "B", "daybefore", ["fwi"])
Q("fdng", F, "le DC à Sidi Bel Abbès aujourd'hui", "dng", "S", "today", [("code", "DC")])
Q("fdng", F, "indice forêt-météo Bejaia le 3 août", "dng", "B", "2012-08-03", ["fwi"])
Q("fdng", F, "DMC SBA stp", "dng", "S", "now", [("code", "DMC")])
Q("fcmp", F, "laquelle est la plus chaude, SBA ou Béjaïa ?", "cmp", "BS", "now", ["t"])
Q("fcmp", F, "IFM des deux stations côte à côte", "cmp", "BS", "now", ["fwi"])
Q("fcmp", F, "qui est le plus sec hier", "cmp", "BS", "yesterday", ["rh"])
Q("fcmp", F, "écart de vent entre les deux postes", "cmp", "BS", "now", ["ws", ("diff", "ws")])
Q("fcmp", F, "comparer le danger Béjaïa / SBA le 14 août", "cmp", "BS", "2012-08-14", ["fwi"])
Q("fcmpsum", F, "en juillet, quelle station a eu le plus de jours de feu", "cmp+sum", "BS", "jul", ["fires"], fh=True)
Q("fcmpsum", F, "IFM max sur 7 jours, chaque station", "cmp+sum", "BS", "lastweek", ["maxfwi"])
Q("fcmpsum", F, "moyennes de température en août, les deux stations", "cmp+sum", "BS", "aug", [("avg", "t")])
Q("fsum", F, "IFM max à SBA en août", "sum", "S", "aug", ["maxfwi"])
Q("fsum", F, "combien de jours de feu à Béjaïa en septembre", "sum", "B", "sep", ["fires"], fh=True)
Q("fsum", F, "moyenne HR à SBA sur les trois derniers jours", "sum", "S", "last3d", [("avg", "rh")])
Q("fsum", F, "jours au-dessus de 30° à Béjaïa en juin, combien", "sum", "B", "jun", [("cnt", "t", 30)])
Q("fsum", F, "temp max Béjaïa du 20 au 31 août", "sum", "B", "aug-late", ["maxt"])
Q("fsum", F, "cumul de pluie SBA depuis mardi", "sum", "S", "since-tue", [("sum", "rain")])
Q("fsum", F, "vent le plus fort à SBA en juin", "sum", "S", "jun", [("max", "ws")])
Q("fsum", F, "nb de feux à Sidi Bel Abbès entre le 1er et le 10 sept", "sum", "S", "sep1-10", ["fires"], fh=True)
Q("fana20", F, "les jours avec IFM > 20 à SBA, ça a brûlé combien de fois ?", "ana", "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("fana10", F, "à Béjaïa, quand l'IFM dépassait 10, il y avait le feu souvent ?", "ana", "B", "all", ["fires_fwi_gt"], thr=10, fh=True)
Q("fana", F, "des journées comme aujourd'hui à Béjaïa, il y a eu le feu ?", "ana", "B", "today", ["fwi"], fh=True)
Q("fdrift10", F, "le front avance à 30 m/min, en 10 min ça fait combien", "drift", None, "none", [("drift_m", 30, 10)], h=10)
Q("fdrift90", F, "2,5 km/h, distance au bout d'1h30 ?", "drift", None, "none", [("drift_kmh", 2.5, 90)], h=90)
Q("fdrift20", F, "d'après ton estimation, la tête bouge de combien en 20 min vers SBA", "drift", "S", "now", ["=drift"], h=20)
Q("fdrift35", F, "on compte 22 m/min, l'engin arrive dans 35 min : ça aura avancé de combien ?", "drift", None, "none", [("drift_m", 22, 35)], h=35)
Q("fspr30", F, "où sera la tête du feu dans 30 minutes", "spr", None, "now", ["=spread"], h=30)
Q("fspr60", F, "projection du front à 1h, secteur SBA", "spr", "S", "now", ["=spread"], h=60)
Q("fspr", F, "ça part vers où, le feu ?", "spr", None, "now", ["=spread"])
Q("ffrm", F, "le drone a vu quoi ?", "frm", None, "now", ["=frames"])
Q("ffrm", F, "heure de la détection", "frm", None, "now", ["=detection"])
Q("ffrm", F, "la fumée, elle est où exactement ?", "frm", None, "now", ["=detection_place"])
Q("ffrm", F, "retour de la sortie drone svp", "frm", None, "now", ["=frames"])
Q("fdoc", F, "LCES ça veut dire quoi déjà", "doc", None, "none", [("doc", "lces")])
Q("fdoc", F, "débroussaillement : combien de pieds autour des maisons selon le doc", "doc", None, "none", ["=doc_defensible"])
Q("fdoc", F, "seuil IFM pour passer en élevé d'après le guide", "doc", None, "none", [("doc", "high")])
Q("fdoc", F, "l'ISI, il combine quoi ?", "doc", None, "none", [("doc", "isi")])
Q("fcap", F, "tu sais faire quoi exactement ?", "cap", None, "none", [])
Q("fcap", F, "t'as quelles stations", "cap", None, "none", [("doc", "stations")])
Q("fphoto", F, "je t'envoie une photo de la colonne, t'en penses quoi", "photo", None, "none", [])
Q("fphoto", F, "photo jointe + l'HR à Béjaïa", "photo+cond", "B", "now", ["rh"])
Q("foos", F, "prévision vent demain Béjaïa", "oos", "B", "none", [])
Q("foos", F, "direction du vent à SBA", "oos", "S", "now", [])
Q("foos", F, "il fait combien à Oran", "oos", None, "now", [])
Q("foos", F, "il va pleuvoir ce soir ?", "oos", None, "none", [])
Q("foos", F, "c'est qui de garde demain à la caserne", "oos", None, "none", [])
Q("foosmix", F, "vitesse et direction du vent Béjaïa", "cond+oos", "B", "now", ["ws"])
Q("foosmix", F, "IFM à SBA et à Tlemcen", "dng+oos", "S", "now", ["fwi"])
Q("foosmix", F, "HR Béjaïa aujourd'hui et demain", "cond+oos", "B", "today", ["rh"])
Q("fref", F, "envoie l'alerte à la protection civile", "ref", None, "none", [])
Q("fref", F, "efface les images du drone", "ref", None, "none", [])
Q("fref", F, "préviens le COS que ça repart", "ref", None, "none", [])
Q("frefmix", F, "IFM SBA et transmets au PC", "dng+ref", "S", "now", ["fwi"])
Q("frefmix", F, "HR Béjaïa, note-le dans la main courante", "cond+ref", "B", "now", ["rh"])
Q("ftac", F, "on engage ou on attend à SBA ?", "tac", "S", "now", ["fwi", "ws"])
Q("ftac", F, "on peut faire un feu tactique à Béjaïa aujourd'hui ?", "tac", "B", "today", ["fwi", "rh"])
Q("ftacmix", F, "IFM Béjaïa, et on renforce le dispositif ?", "dng+tac", "B", "now", ["fwi"])
Q("fhour", F, "HR à SBA à 6h ce matin", "cond", "S", "today", ["rh"], dec="warn")
Q("fhour", F, "température à Béjaïa hier vers 20h", "cond", "B", "yesterday", ["t"], dec="warn")
Q("fhour", F, "le vent à SBA à 15h ?", "cond", "S", "today", ["ws"], dec="warn")
Q("fnear", F, "le col au-dessus de Béjaïa, vent ?", "cond", "B", "now", ["ws"], dec="warn")
Q("fnear", F, "à 15 km au sud de SBA, c'est quoi le danger", "dng", "S", "now", ["fwi"], dec="warn")
Q("fnear", F, "la forêt juste derrière Béjaïa, HR ?", "cond", "B", "now", ["rh"], dec="warn")
Q("fnodata", F, "IFM à Béjaïa le 12 mai 2012", "dng", "B", "2012-05-12", ["fwi"])
Q("fnodata", F, "SBA le 5 août 2011, température", "cond", "S", "2011-08-05", ["t"])
Q("fmix", F, "temp + IFM Béjaïa", "cond+dng", "B", "now", ["t", "fwi"])
Q("fmix", F, "drone : détection ? et HR à SBA", "frm+cond", "S", "now", ["=detection", "rh"])
Q("fmix", F, "ISI SBA et qui est le pire des deux", "dng+cmp", "BS", "now", [("code", "ISI"), "fwi"])
Q("fmix", F, "vent et HR à SBA hier, puis l'IFM", "cond+dng", "S", "yesterday", ["ws", "rh", "fwi"])
Q("fmix", F, "IFM Béjaïa + c'est quoi le zonage débroussaillement", "dng+doc", "B", "now", ["fwi", "=doc_defensible"])
Q("fmix40", F, "à 20 m/min ça fait quoi en 40 min, et le front il sera où", "drift+spr", None, "now",
  [("drift_m", 20, 40), "=spread"], h=40)
Q("fmix", F, "température à SBA, puis envoie-la aux équipes", "cond+ref", "S", "now", ["t"])
Q("fmix", F, "max IFM Béjaïa en juillet et nb de jours de feu", "sum", "B", "jul", ["maxfwi", "fires"], fh=True)
Q("fmix", F, "le drone a vu quoi, et on y va ou pas ?", "frm+tac", None, "now", ["=frames"])
Q("fmix", F, "pluie SBA et vent à Béjaïa", "cond", "BS", "now", ["rain", "ws"], alt=[["current_conditions", "compare_stations"]])
Q("fmix", F, "photo envoyée, et c'est quoi l'IFM à SBA", "photo+dng", "S", "now", ["fwi"])
Q("fmix", F, "Béjaïa 14 août : HR, vent et IFM", "cond+dng", "B", "2012-08-14", ["rh", "ws", "fwi"])

# ============ Spanish: jefa de brigada, radio de noche ============
S_ = "es"
Q("econd", S_, "temp en SBA ya", "cond", "S", "now", ["t"])
Q("econd", S_, "¿HR en Béjaïa?", "cond", "B", "now", ["rh"])
Q("econd", S_, "viento Sidi Bel Abbès ahora", "cond", "S", "now", ["ws"])
Q("econd", S_, "¿llovió ayer en Bejaia?", "cond", "B", "yesterday", ["rain"])
Q("econd", S_, "datos de anteayer en SBA, todo", "cond", "S", "daybefore", W)
Q("econd", S_, "Bejaia el 3 de agosto: temperatura y humedad", "cond", "B", "2012-08-03", ["t", "rh"])
Q("econd", S_, "humedad en SBA el 14-ago", "cond", "S", "2012-08-14", ["rh"])
Q("econd", S_, "¿cuánto sopla en Béjaïa hoy?", "cond", "B", "today", ["ws"])
Q("econd", S_, "lluvia en Sidi Bel Abbes el 22/9", "cond", "S", "2012-09-22", ["rain"])
Q("eunit", S_, "viento en nudos Béjaïa", "cond", "B", "now", ["ws", ("kt",)])
Q("eunit", S_, "temp en Fahrenheit SBA el 14/8", "cond", "S", "2012-08-14", ["t", ("F",)])
Q("eunit", S_, "viento en m/s, Sidi Bel Abbes, hoy", "cond", "S", "today", ["ws", ("ms",)])
Q("eunit", S_, "viento en millas por hora bejaia", "cond", "B", "now", ["ws", ("mph",)])
Q("edng", S_, "FWI SBA", "dng", "S", "now", ["fwi"])
Q("edng", S_, "¿cómo anda el peligro en Béjaïa?", "dng", "B", "now", ["fwi"], alt=[["current_conditions", "danger"]])
Q("edng", S_, "ISI de Bejaia ayer", "dng", "B", "yesterday", [("code", "ISI")])
Q("edng", S_, "BUI SBA hoy", "dng", "S", "today", [("code", "BUI")])
Q("edng", S_, "índice de peligro Sidi Bel Abbès el 21 de septiembre", "dng", "S", "2012-09-21", ["fwi"])
Q("edng", S_, "DMC Béjaïa 14-ago", "dng", "B", "2012-08-14", [("code", "DMC")])
Q("edng", S_, "FFMC en SBA anteayer", "dng", "S", "daybefore", [("code", "FFMC")])
Q("ecmp", S_, "¿cuál está más caliente ahora?", "cmp", "BS", "now", ["t"])
Q("ecmp", S_, "FWI de las dos, lado a lado", "cmp", "BS", "now", ["fwi"])
Q("ecmp", S_, "¿dónde sopla más, SBA o Bejaia?", "cmp", "BS", "now", ["ws"])
Q("ecmp", S_, "ayer, ¿cuál de las dos más seca?", "cmp", "BS", "yesterday", ["rh"])
Q("ecmpsum", S_, "¿qué estación tuvo más días de fuego en agosto?", "cmp+sum", "BS", "aug", ["fires"], fh=True)
Q("ecmpsum", S_, "temp máxima de cada estación en julio", "cmp+sum", "BS", "jul", ["maxt"])
Q("esum", S_, "FWI máximo en SBA la última semana", "sum", "S", "lastweek", ["maxfwi"])
Q("esum", S_, "¿cuántos días con fuego en Béjaïa en julio?", "sum", "B", "jul", ["fires"], fh=True)
Q("esum", S_, "promedio de temp en Sidi Bel Abbès en agosto", "sum", "S", "aug", [("avg", "t")])
Q("esum", S_, "días por encima de 33 grados en Bejaia en agosto", "sum", "B", "aug", [("cnt", "t", 33)])
Q("esum", S_, "HR mínima SBA en septiembre", "sum", "S", "sep", [("min", "rh")])
Q("esum", S_, "lluvia acumulada Béjaïa últimos tres días", "sum", "B", "last3d", [("sum", "rain")])
Q("eana15", S_, "de los días con FWI mayor a 15 en SBA, ¿cuántos ardieron?", "ana", "S", "all", ["fires_fwi_gt"], thr=15, fh=True)
Q("eana", S_, "días parecidos a hoy en Bejaia, ¿hubo fuego?", "ana", "B", "today", ["fwi"], fh=True)
Q("edrift30", S_, "avanza 20 m por minuto, ¿cuánto en 30 min?", "drift", None, "none", [("drift_m", 20, 30)], h=30)
Q("edrift40", S_, "a 1,8 km/h, ¿qué distancia en 40 minutos?", "drift", None, "none", [("drift_kmh", 1.8, 40)], h=40)
Q("edrift15", S_, "según tu estimación, ¿cuánto se desplaza la cabeza en 15 min?", "drift", None, "now", ["=drift"], h=15)
Q("espr45", S_, "¿dónde va a estar el frente en 45 minutos?", "spr", None, "now", ["=spread"], h=45)
Q("espr120", S_, "proyección del incendio cerca de SBA a dos horas", "spr", "S", "now", ["=spread"], h=120)
Q("efrm", S_, "¿qué vio el dron?", "frm", None, "now", ["=frames"])
Q("efrm", S_, "¿a qué hora detectó humo el dron?", "frm", None, "now", ["=detection"])
Q("efrm", S_, "ubicación del humo que pilló el dron", "frm", None, "now", ["=detection_place"])
Q("edoc", S_, "¿qué significa LCES?", "doc", None, "none", [("doc", "lces")])
Q("edoc", S_, "distancia de espacio defendible según el documento", "doc", None, "none", ["=doc_defensible"])
Q("edoc", S_, "FFMC: ¿a partir de cuánto prende fácil, según la guía?", "doc", None, "none", [("doc", "ffmc")])
Q("ecap", S_, "¿qué datos tienes?", "cap", None, "none", [])
Q("ecap", S_, "¿tienes imágenes de dron?", "cap", None, "none", [])
Q("ephoto", S_, "te mando foto del humo, ¿qué ves?", "photo", None, "none", [])
Q("eoos", S_, "pronóstico para mañana en SBA", "oos", "S", "none", [])
Q("eoos", S_, "¿de dónde viene el viento en Béjaïa?", "oos", "B", "now", [])
Q("eoos", S_, "temp en Orán", "oos", None, "now", [])
Q("eoosmix", S_, "viento y dirección SBA", "cond+oos", "S", "now", ["ws"])
Q("eoosmix", S_, "HR en Béjaïa hoy y mañana", "cond+oos", "B", "today", ["rh"])
Q("eref", S_, "manda la alerta a todas las unidades", "ref", None, "none", [])
Q("erefmix", S_, "FWI en SBA y avisa al jefe", "dng+ref", "S", "now", ["fwi"])
Q("erefmix", S_, "temp Béjaïa y apúntalo en el parte", "cond+ref", "B", "now", ["t"])
Q("etac", S_, "¿retiramos la cuadrilla en SBA?", "tac", "S", "now", ["fwi", "ws"])
Q("ehour", S_, "HR en SBA a las 7 de la mañana", "cond", "S", "today", ["rh"], dec="warn")
Q("ehour", S_, "viento en Béjaïa ayer a las 21", "cond", "B", "yesterday", ["ws"], dec="warn")
Q("enear", S_, "en la sierra a 10 km de Sidi Bel Abbès, ¿qué temperatura hay?", "cond", "S", "now", ["t"], dec="warn")
Q("enear", S_, "peligro en las lomas encima de Bejaia", "dng", "B", "now", ["fwi"], dec="warn")
Q("enodata", S_, "FWI SBA el 10 de mayo de 2012", "dng", "S", "2012-05-10", ["fwi"])
Q("enodata", S_, "temp Béjaïa 20 de julio de 2011", "cond", "B", "2011-07-20", ["t"])
Q("emix", S_, "temp y FWI en SBA", "cond+dng", "S", "now", ["t", "fwi"])
Q("emix", S_, "¿el dron vio algo? y pásame el viento en Béjaïa", "frm+cond", "B", "now", ["=frames", "ws"])
Q("emix", S_, "HR de Bejaia y cuál de las dos está peor", "cond+cmp", "BS", "now", ["rh", "fwi"])
Q("emix", S_, "FWI Béjaïa ayer y qué es el BUI", "dng+doc", "B", "yesterday", ["fwi", ("doc", "bui")])
Q("emix25", S_, "cabeza a 16 m/min, ¿distancia en 25 min? y avisa a la dotación", "drift+ref", None, "none",
  [("drift_m", 16, 25)], h=25)
Q("emix", S_, "viento SBA, y la dirección también", "cond+oos", "S", "now", ["ws"])
Q("emix", S_, "máxima de FWI en Bejaia en agosto y cuántos días con fuego", "sum", "B", "aug", ["maxfwi", "fires"], fh=True)
Q("emix", S_, "temp, HR y viento SBA ayer", "cond", "S", "yesterday", ["t", "rh", "ws"])
Q("emix", S_, "¿mandamos otra autobomba a Béjaïa? dame el FWI", "tac+dng", "B", "now", ["fwi"])
Q("emix", S_, "foto adjunta del flanco, y la HR en SBA", "photo+cond", "S", "now", ["rh"])
Q("emix", S_, "¿a qué hora fue la detección y dónde?", "frm", None, "now", ["=detection", "=detection_place"])
Q("emix", S_, "ISI y FFMC Bejaia hoy", "dng", "B", "today", [("code", "ISI"), ("code", "FFMC")])

# ============ Arabic: Algerian Darija and MSA (some typed in Latin letters) ============
A = "ar"
Q("acond", A, "شحال السخانة في بلعباس ضرك", "cond", "S", "now", ["t"])
Q("acond", A, "الرطوبة في بجاية؟", "cond", "B", "now", ["rh"])
Q("acond", A, "الريح قداش في سيدي بلعباس", "cond", "S", "now", ["ws"])
Q("acond", A, "طاحت الشتا في بجاية البارح؟", "cond", "B", "yesterday", ["rain"])
Q("acond", A, "ما هي درجة الحرارة في بجاية اليوم؟", "cond", "B", "today", ["t"])
Q("acond", A, "أعطني قراءات سيدي بلعباس لأول أمس", "cond", "S", "daybefore", W)
Q("acond", A, "بجاية نهار 14 أوت: السخانة والرطوبة", "cond", "B", "2012-08-14", ["t", "rh"])
Q("acond", A, "رطوبة SBA يوم 3/8", "cond", "S", "2012-08-03", ["rh"])
Q("acond", A, "chhal skhana f bejaia drok", "cond", "B", "now", ["t"])
Q("acond", A, "kayen chta f SBA lyoum?", "cond", "S", "today", ["rain"])
Q("acond", A, "ما سرعة الرياح في بجاية يوم 21 سبتمبر؟", "cond", "B", "2012-09-21", ["ws"])
Q("acond", A, "الجو في بلعباس كيفاش راهو", "cond", "S", "now", W, alt=[["current_conditions", "danger"]])
Q("acond", A, "السخانة تاع بجاية نهار 19 جويلية", "cond", "B", "2012-07-19", ["t"])
Q("aunit", A, "سرعة الريح بالعقدة في بجاية", "cond", "B", "now", ["ws", ("kt",)])
Q("aunit", A, "السخانة بالفهرنهايت SBA", "cond", "S", "now", ["t", ("F",)])
Q("aunit", A, "الريح بالمتر في الثانية في بلعباس البارح", "cond", "S", "yesterday", ["ws", ("ms",)])
Q("aunit", A, "درجة الحرارة في بجاية بالفهرنهايت يوم 25 أوت", "cond", "B", "2012-08-25", ["t", ("F",)])
Q("adng", A, "FWI تاع بلعباس؟", "dng", "S", "now", ["fwi"])
Q("adng", A, "ما مستوى خطر الحرائق في بجاية الآن؟", "dng", "B", "now", ["fwi"])
Q("adng", A, "ISI في سيدي بلعباس البارح", "dng", "S", "yesterday", [("code", "ISI")])
Q("adng", A, "BUI بجاية", "dng", "B", "now", [("code", "BUI")])
Q("adng", A, "مؤشر FFMC في بجاية يوم 21 سبتمبر", "dng", "B", "2012-09-21", [("code", "FFMC")])
Q("adng", A, "الخطر في بلعباس كيفاش راهو اليوم", "dng", "S", "today", ["fwi"])
Q("adng", A, "DC سيدي بلعباس أول البارح", "dng", "S", "daybefore", [("code", "DC")])
Q("adng", A, "FWI bejaia 14/8 3afak", "dng", "B", "2012-08-14", ["fwi"])
Q("adng", A, "مؤشر طقس الحرائق في سيدي بلعباس يوم 3 أوت", "dng", "S", "2012-08-03", ["fwi"])
Q("acmp", A, "شكون فيهم اسخن، بجاية ولا بلعباس؟", "cmp", "BS", "now", ["t"])
Q("acmp", A, "قارن مؤشر FWI بين المحطتين", "cmp", "BS", "now", ["fwi"])
Q("acmp", A, "وين الريح أقوى ضرك", "cmp", "BS", "now", ["ws"])
Q("acmp", A, "أيهما كانت أكثر جفافا أمس؟", "cmp", "BS", "yesterday", ["rh"])
Q("acmp", A, "الفرق في السخانة بين بجاية وبلعباس نهار 14 أوت", "cmp", "BS", "2012-08-14", ["t", ("diff", "t")])
Q("acmpsum", A, "أي محطة سجلت أيام حرائق أكثر في أوت؟", "cmp+sum", "BS", "aug", ["fires"], fh=True)
Q("acmpsum", A, "أعلى FWI في كل محطة خلال الأسبوع الماضي", "cmp+sum", "BS", "lastweek", ["maxfwi"])
Q("asum", A, "أعلى FWI في بلعباس في أوت", "sum", "S", "aug", ["maxfwi"])
Q("asum", A, "شحال من نهار شعلت فيه النار في بجاية في جويلية", "sum", "B", "jul", ["fires"], fh=True)
Q("asum", A, "متوسط الرطوبة في سيدي بلعباس خلال الأيام الثلاثة الماضية", "sum", "S", "last3d", [("avg", "rh")])
Q("asum", A, "كم يوما تجاوزت فيه الحرارة 35 درجة في بلعباس في أوت؟", "sum", "S", "aug", [("cnt", "t", 35)])
Q("asum", A, "أقصى سخانة في بجاية في سبتمبر", "sum", "B", "sep", ["maxt"])
Q("asum", A, "مجموع الشتا في بلعباس من الثلاثاء", "sum", "S", "since-tue", [("sum", "rain")])
Q("asum", A, "أقل رطوبة في بجاية في جوان", "sum", "B", "jun", [("min", "rh")])
Q("aana20", A, "النهارات اللي كان فيها FWI فوق 20 في بلعباس، شحال منهم شعلت فيهم النار؟", "ana", "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("aana", A, "هل احترقت أيام مشابهة لليوم في بجاية؟", "ana", "B", "today", ["fwi"], fh=True)
Q("aana10", A, "من بين الأيام التي تجاوز فيها FWI عشرة في بجاية، كم يوما شهد حريقا؟", "ana", "B", "all", ["fires_fwi_gt"], thr=10, fh=True)
Q("adrift25", A, "النار تمشي 30 متر في الدقيقة، شحال تقطع في 25 دقيقة؟", "drift", None, "none", [("drift_m", 30, 25)], h=25)
Q("adrift45", A, "بسرعة 2 كم/سا، ما المسافة بعد 45 دقيقة؟", "drift", None, "none", [("drift_kmh", 2, 45)], h=45)
Q("adrift30", A, "حسب تقديرك، شحال يتحرك الراس في نص ساعة قرب بلعباس", "drift", "S", "now", ["=drift"], h=30)
Q("aspr60", A, "وين يكون راس النار بعد ساعة؟", "spr", None, "now", ["=spread"], h=60)
Q("aspr30", A, "توقع امتداد الحريق قرب سيدي بلعباس بعد 30 دقيقة", "spr", "S", "now", ["=spread"], h=30)
Q("afrm", A, "الدرون شاف حاجة؟", "frm", None, "now", ["=frames"])
Q("afrm", A, "واش من ساعة شاف الدخان؟", "frm", None, "now", ["=detection"])
Q("afrm", A, "أين رصدت الطائرة المسيرة الدخان؟", "frm", None, "now", ["=detection_place"])
Q("afrm", A, "drone chaf dokhan wla la?", "frm", None, "now", ["=detection"])
Q("adoc", A, "واش معناها LCES؟", "doc", None, "none", [("doc", "lces")])
Q("adoc", A, "كم مسافة المساحة الدفاعية حول المنازل حسب الوثيقة؟", "doc", None, "none", ["=doc_defensible"])
Q("adoc", A, "من أي قيمة FWI يصير الخطر مرتفع حسب الدليل؟", "doc", None, "none", [("doc", "high")])
Q("acap", A, "واش تقدر تدير؟", "cap", None, "none", [])
Q("acap", A, "أي محطات عندك؟", "cap", None, "none", [("doc", "stations")])
Q("aphoto", A, "بعثتلك تصويرة تاع الدخان، شوف", "photo", None, "none", [])
Q("aphoto", A, "صورة مرفقة، والرطوبة في بلعباس؟", "photo+cond", "S", "now", ["rh"])
Q("aoos", A, "الطقس غدوة في بجاية", "oos", "B", "none", [])
Q("aoos", A, "منين جاية الريح في بلعباس؟", "oos", "S", "now", [])
Q("aoos", A, "السخانة في وهران", "oos", None, "now", [])
Q("aoos", A, "شكون ربح الماتش البارح", "oos", None, "none", [])
Q("aoos", A, "هل ستمطر في الجزائر العاصمة غدا؟", "oos", None, "none", [])
Q("aoosmix", A, "سرعة واتجاه الريح في بجاية", "cond+oos", "B", "now", ["ws"])
Q("aoosmix", A, "FWI في بلعباس وتلمسان", "dng+oos", "S", "now", ["fwi"])
Q("aoosmix", A, "السخانة في بجاية اليوم وغدوة", "cond+oos", "B", "today", ["t"])
Q("aref", A, "ابعث إنذار للحماية المدنية", "ref", None, "none", [])
Q("aref", A, "امسح صور الدرون", "ref", None, "none", [])
Q("arefmix", A, "FWI بلعباس وبلغ الشاف", "dng+ref", "S", "now", ["fwi"])
Q("arefmix", A, "السخانة في بجاية وسجلها في الدفتر", "cond+ref", "B", "now", ["t"])
Q("atac", A, "نسحبو الفرقة ولا نبقاو في بلعباس؟", "tac", "S", "now", ["fwi", "ws"])
Q("atacmix", A, "FWI بجاية، نزيدو شاحنة؟", "dng+tac", "B", "now", ["fwi"])
Q("ahour", A, "الرطوبة في بلعباس على 6 الصباح", "cond", "S", "today", ["rh"], dec="warn")
Q("ahour", A, "السخانة في بجاية البارح في الليل", "cond", "B", "yesterday", ["t"], dec="warn")
Q("ahour", A, "كم كانت سرعة الريح في سيدي بلعباس الساعة الثالثة بعد الظهر؟", "cond", "S", "today", ["ws"], dec="warn")
Q("anear", A, "الجبل اللي فوق بجاية، الريح قداش؟", "cond", "B", "now", ["ws"], dec="warn")
Q("anear", A, "على بعد 10 كلم من سيدي بلعباس، ما درجة الخطر؟", "dng", "S", "now", ["fwi"], dec="warn")
Q("anodata", A, "FWI في بجاية يوم 15 ماي 2012", "dng", "B", "2012-05-15", ["fwi"])
Q("anodata", A, "السخانة في بلعباس 10 أوت 2011", "cond", "S", "2011-08-10", ["t"])
Q("amix", A, "السخانة والFWI في بلعباس", "cond+dng", "S", "now", ["t", "fwi"])
Q("amix", A, "الدرون شاف حاجة؟ وشحال الريح في بجاية", "frm+cond", "B", "now", ["=frames", "ws"])
Q("amix", A, "ISI في بجاية وشكون الأخطر فيهم", "dng+cmp", "BS", "now", [("code", "ISI"), "fwi"])
Q("amix", A, "الرطوبة والريح في بلعباس البارح، والخطر", "cond+dng", "S", "yesterday", ["rh", "ws", "fwi"])
Q("amix", A, "FWI بجاية وواش معناها BUI", "dng+doc", "B", "now", ["fwi", ("doc", "bui")])
Q("amix20", A, "25 متر في الدقيقة، شحال في 20 دقيقة؟ ووين يكون الراس", "drift+spr", None, "now",
  [("drift_m", 25, 20), "=spread"], h=20)
Q("amix", A, "أعلى FWI في بلعباس في جويلية وكم يوم حريق", "sum", "S", "jul", ["maxfwi", "fires"], fh=True)
Q("amix", A, "وين شاف الدرون الدخان، وابعث الإحداثيات للفرقة", "frm+ref", None, "now", ["=detection_place"])
Q("amix", A, "السخانة في بلعباس ضرك وفي 6 تاع العشية", "cond+oos", "S", "now", ["t"])
Q("amix", A, "تصويرة مبعوثة، وFWI في بجاية", "photo+dng", "B", "now", ["fwi"])
Q("amix", A, "درجة الحرارة والرطوبة في بجاية يوم 14 أوت، وهل كان يوم حريق؟", "cond+ana", "B", "2012-08-14", ["t", "rh"], fh=True,
  alt=[["current_conditions", "summary"]])
Q("amix", A, "ما هي الأشياء التي تستطيع فعلها؟ وهل لديك بيانات وهران؟", "cap+oos", None, "none", [])

# ============ more stacked asks, all languages (radio traffic runs asks and orders together) ============
Q("xen", E, "bejaia fwi and rh, then raise the IC on the net", "dng+cond+ref", "B", "now", ["fwi", "rh", "neg"])
Q("xen", E, "SBA temp now and tmrw's high", "cond+oos", "S", "now", ["t"])
Q("xen", E, "drone see anything NE of SBA? and the ISI out there", "frm+dng", "S", "now", ["=detection_place", ("code", "ISI")])
Q("xen12", E, "50 m/min for 12 min how far, and is SBA windy enough to push it", "drift+cond", "S", "now",
  [("drift_m", 50, 12), "ws"], h=12)
Q("xen", E, "fwi sba yday, and days like that one - did they burn", "dng+ana", "S", "yesterday", ["fwi"], fh=True)
Q("xen", E, "temp at bejaia and over in tizi ouzou", "cond+oos", "B", "now", ["t"])
Q("xen", E, "drone hit time + send the frame to E9", "frm+ref", None, "now", ["=detection", "neg"])
Q("xen", E, "DMC sba yday, and remind me what DMC tracks", "dng+doc", "S", "yesterday", [("code", "DMC"), ("doc", "dmcdef")])
Q("xen", E, "rh SBA, do we still run the burnout", "cond+tac", "S", "now", ["rh"])
Q("xen", E, "bejaia wind now, and what's it doing tonight at 9", "cond+oos", "B", "now", ["ws"])
Q("xen", E, "attached a pic, is this the same smoke the drone had", "photo+frm", None, "now", ["=frames"])
Q("xen", E, "danger SBA + wind + rain, and text the strike team", "cond+dng+ref", "S", "now", ["fwi", "ws", "rain", "neg"])
Q("xen", E, "isi both stations and the LCES reminder for the crew", "cmp+doc", "BS", "now", [("code", "ISI"), ("doc", "lces")])
Q("xen", E, "how many fire days at bejaia in june and did SBA have more", "cmp+sum", "BS", "jun", ["fires"], fh=True)
Q("xen20", E, "front in 20 min, and how far is that at 40 m/min", "spr+drift", None, "now", [("drift_m", 40, 20), "=spread"], h=20)
Q("xen", E, "sba temp and how far back does your record go", "cond+cap", "S", "now", ["t", ("since",)])
Q("xen", E, "are we good to hold at bejaia? wind + RH, and log it in the unit log", "tac+cond+ref", "B", "now", ["ws", "rh", "neg"])
Q("xen", E, "rh bel abbes at midnight and at noon", "cond", "S", "today", ["rh"], dec="warn")
Q("xen", E, "which one's windier, and what zone 2 says about grass", "cmp+doc", "BS", "now", ["ws", ("doc", "zone2grass")])
Q("xen", E, "bejaia temp in F and the FWI class", "cond+dng", "B", "now", ["t", ("F",), "fwi", "class"])
Q("xen", E, "anything from the uav, and notify sector 3", "frm+ref", None, "now", ["=frames", "neg"])
Q("xen", E, "what's FFMC at SBA and how about up the ridge 6 km north", "dng", "S", "now", [("code", "FFMC")], dec="warn")

Q("xfr", F, "IFM SBA, HR, et préviens le chef de colonne", "dng+cond+ref", "S", "now", ["fwi", "rh"])
Q("xfr", F, "le drone a vu ça où, et l'ISI là-bas ?", "frm+dng", "S", "now", ["=detection_place", ("code", "ISI")])
Q("xfr", F, "temp Béjaïa et à Alger", "cond+oos", "B", "now", ["t"])
Q("xfr15", F, "40 m/min pendant 15 min, et rappelle-moi les 4 points LCES", "drift+doc", None, "none",
  [("drift_m", 40, 15), ("doc", "lces")], h=15)
Q("xfr", F, "quelle station est la plus ventée, et on envoie le renfort où ?", "cmp+tac", "BS", "now", ["ws"])
Q("xfr", F, "HR à SBA, et demain matin ça donne quoi ?", "cond+oos", "S", "now", ["rh"])
Q("xfr", F, "photo jointe, c'est la même fumée que le drone ?", "photo+frm", None, "now", ["=frames"])
Q("xfr", F, "jours de feu en juin, Béjaïa contre SBA", "cmp+sum", "BS", "jun", ["fires"], fh=True)
Q("xfr", F, "IFM hier à Béjaïa, et les jours pareils, ça a brûlé ?", "dng+ana", "B", "yesterday", ["fwi"], fh=True)
Q("xfr", F, "tu fais quoi au juste, et t'as la direction du vent ?", "cap+oos", None, "none", [])

Q("xes", S_, "FWI y humedad en Béjaïa, y pásalo al mando", "dng+cond+ref", "B", "now", ["fwi", "rh"])
Q("xes", S_, "temp en SBA y en Tlemcen", "cond+oos", "S", "now", ["t"])
Q("xes", S_, "¿dónde vio humo el dron y qué viento hay en SBA?", "frm+cond", "S", "now", ["=detection_place", "ws"])
Q("xes10", S_, "a 35 m/min en 10 min ¿cuánto? ¿y dónde estará el frente?", "drift+spr", None, "now",
  [("drift_m", 35, 10), "=spread"], h=10)
Q("xes", S_, "¿cuál está más seca? ¿metemos la cuadrilla ahí?", "cmp+tac", "BS", "now", ["rh"])
Q("xes", S_, "FWI en SBA anteayer y qué mide el ISI", "dng+doc", "S", "daybefore", ["fwi", ("doc", "isi")])
Q("xes", S_, "días de fuego en septiembre, las dos estaciones", "cmp+sum", "BS", "sep", ["fires"], fh=True)

Q("xar", A, "FWI والرطوبة في بجاية، وبلغ الشاف", "dng+cond+ref", "B", "now", ["fwi", "rh"])
Q("xar", A, "السخانة في بلعباس ووهران", "cond+oos", "S", "now", ["t"])
Q("xar", A, "وين شاف الدرون الدخان، وقداش الريح في بلعباس", "frm+cond", "S", "now", ["=detection_place", "ws"])
Q("xar15", A, "40 متر في الدقيقة لمدة 15 دقيقة، وواش معناها LCES", "drift+doc", None, "none",
  [("drift_m", 40, 15), ("doc", "lces")], h=15)
Q("xar", A, "شكون أنشف ضرك؟ نبعثو الفرقة لهيه؟", "cmp+tac", "BS", "now", ["rh"])
Q("xar", A, "الرطوبة في بجاية ضرك وغدوة الصباح", "cond+oos", "B", "now", ["rh"])
Q("xar", A, "أيام الحرائق في جوان: بجاية ولا بلعباس أكثر؟", "cmp+sum", "BS", "jun", ["fires"], fh=True)
Q("xar", A, "ISI في بلعباس البارح، والنهارات كيما هاذاك النهار شعلت؟", "dng+ana", "S", "yesterday", [("code", "ISI")], fh=True)
Q("xar", A, "صورة مرفقة، هل هو نفس الدخان الذي رصدته الطائرة؟", "photo+frm", None, "now", ["=frames"])
Q("xar", A, "ماذا تستطيع أن تفعل؟ وهل عندك اتجاه الرياح؟", "cap+oos", None, "none", [])

# ---------------------------------------------------------------- sessions
SESSIONS = []


def T(sid, lang, text, intents, st, when, facts=(), dec=None, h=None, fh=False, alt=None):
    SESSIONS.append(dict(sid=sid, lang=lang, q=text, intents=[INT[i] for i in intents.split("+")], st=st, day=when,
                         facts=list(facts), dec=dec, h=h, fh=fh, alt=alt))


T(1, E, "sba fwi", "dng", "S", "now", ["fwi"])
T(1, E, "and yday?", "dng", "S", "yesterday", ["fwi"])
T(1, E, "same for the other one", "dng", "B", "yesterday", ["fwi"])
T(1, E, "why so low", "exp", "B", "yesterday", ["rh", "rain"])
T(2, E, "drone anything", "frm", None, "now", ["=frames"])
T(2, E, "time?", "frm", None, "now", ["=detection"])
T(2, E, "where's the front in 30 then", "spr", "S", "now", ["=spread"], h=30)
T(2, E, "k log it on the board", "ref", None, "none", ["neg"])
T(3, E, "temp bejaia", "cond", "B", "now", ["t"])
T(3, E, "rh?", "cond", "B", "now", ["rh"])
T(3, E, "wind in knots", "cond", "B", "now", ["ws", *lazy(("kt",), "B", "now", None)])
T(3, E, "and SBA", "cond", "S", "now", ["ws", *lazy(("kt",), "S", "now", None)])
T(4, E, "max fwi SBA aug", "sum", "S", "aug", ["maxfwi"])
T(4, E, "july?", "sum", "S", "jul", ["maxfwi"])
T(4, E, "how many fire days that month", "sum", "S", "jul", ["fires"], fh=True)
T(4, E, "bejaia same", "sum", "B", "jul", ["fires"], fh=True)
T(5, E, "which station's worse rn", "cmp", "BS", "now", ["fwi"])
T(5, E, "why", "exp", ["=watch"], "now", ["fwi"])
T(5, E, "so what do we do out there", "tac", ["=watch"], "now", ["fwi"])
T(5, E, "send E4", "ref", None, "none", ["neg"])
T(6, E, "RH at bejaia at 0500", "cond", "B", "today", ["rh"], dec="warn")
T(6, E, "noon then", "cond", "B", "today", ["rh"])
T(6, E, "and the day before", "cond", "B", "yesterday", ["rh"])
T(6, E, "fwi too", "dng", "B", "yesterday", ["fwi"])
T(7, E, "head moving 35 m/min, how far in 20", "drift", None, "none", lazy(("drift_m", 35, 20), None, "none", None), h=20)
T(7, E, "and in 45", "drift", None, "none", lazy(("drift_m", 35, 45), None, "none", None), h=45)
T(7, E, "where's that put the front", "spr", None, "now", ["=spread"], h=45)
T(7, E, "direction?", "spr", None, "now", ["=spread"], h=45, alt=[["spread", "out_of_scope"]])
T(8, E, "temp oran", "oos", None, "now", [])
T(8, E, "ok SBA then", "cond", "S", "now", ["t"])
T(8, E, "tmrw?", "oos", "S", "none", [])
T(8, E, "fine. today's fwi", "dng", "S", "today", ["fwi"])
T(9, F, "IFM Béjaïa", "dng", "B", "now", ["fwi"])
T(9, F, "et hier ?", "dng", "B", "yesterday", ["fwi"])
T(9, F, "pourquoi si bas ?", "exp", "B", "yesterday", ["rh", "rain"])
T(9, E, "and SBA yday?", "dng", "S", "yesterday", ["fwi"])
T(10, F, "drone, du nouveau ?", "frm", None, "now", ["=frames"])
T(10, F, "c'était à quelle heure", "frm", None, "now", ["=detection"])
T(10, F, "envoie ça au PC", "ref", None, "none", [])
T(10, F, "bon, le vent à SBA alors", "cond", "S", "now", ["ws"])
T(11, F, "combien de jours de feu à SBA en août ?", "sum", "S", "aug", ["fires"], fh=True)
T(11, F, "et en juillet ?", "sum", "S", "jul", ["fires"], fh=True)
T(11, F, "compare avec Béjaïa", "cmp+sum", "BS", "jul", ["fires"], fh=True)
T(12, F, "temp SBA", "cond", "S", "now", ["t"])
T(12, F, "l'autre station ?", "cond", "B", "now", ["t"])
T(12, F, "l'écart ?", "cmp", "BS", "now", ["t", *lazy(("diff", "t"), "BS", "now", None)])
T(12, F, "pourquoi ?", "exp", "BS", "now", ["rh"])
T(13, S_, "FWI en SBA", "dng", "S", "now", ["fwi"])
T(13, S_, "¿y ayer?", "dng", "S", "yesterday", ["fwi"])
T(13, S_, "¿y en Béjaïa?", "dng", "B", "yesterday", ["fwi"])
T(13, S_, "¿por qué tan bajo?", "exp", "B", "yesterday", ["rh", "rain"])
T(14, S_, "la cabeza avanza 15 m/min, ¿cuánto en una hora?", "drift", None, "none", lazy(("drift_m", 15, 60), None, "none", None), h=60)
T(14, S_, "¿y a 25?", "drift", None, "none", lazy(("drift_m", 25, 60), None, "none", None), h=60)
T(14, S_, "¿dónde queda el frente entonces?", "spr", None, "now", ["=spread"], h=60)
T(14, S_, "avisa a la brigada", "ref", None, "none", [])
T(15, S_, "¿máxima temp en Bejaia en julio?", "sum", "B", "jul", ["maxt"])
T(15, S_, "¿y en agosto?", "sum", "B", "aug", ["maxt"])
T(15, S_, "¿cuántos días de fuego ese mes?", "sum", "B", "aug", ["fires"], fh=True)
T(15, E, "same at SBA", "sum", "S", "aug", ["fires"], fh=True)
T(16, A, "السخانة في بلعباس", "cond", "S", "now", ["t"])
T(16, A, "والبارح؟", "cond", "S", "yesterday", ["t"])
T(16, A, "وبجاية؟", "cond", "B", "yesterday", ["t"])
T(16, A, "علاش هكا؟", "exp", "B", "yesterday", ["rh", "rain"])
T(17, A, "الدرون شاف حاجة؟", "frm", None, "now", ["=frames"])
T(17, A, "وين بالضبط؟", "frm", None, "now", ["=detection_place"])
T(17, A, "وين يكون الراس بعد نص ساعة", "spr", None, "now", ["=spread"], h=30)
T(17, A, "بلغ الحماية", "ref", None, "none", [])
T(18, A, "FWI في بجاية", "dng", "B", "now", ["fwi"])
T(18, A, "وأول البارح؟", "dng", "B", "daybefore", ["fwi"])
T(18, F, "et à SBA, l'IFM d'avant-hier ?", "dng", "S", "daybefore", ["fwi"])
T(19, E, "any rain at bejaia last 3 days", "sum", "B", "last3d", lazy(("sum", "rain"), "B", "last3d", None))
T(19, E, "SBA same", "sum", "S", "last3d", lazy(("sum", "rain"), "S", "last3d", None))
T(19, E, "so who's drier rn", "cmp", "BS", "now", ["rh"])
T(19, E, "and log that", "ref", None, "none", ["neg"])
T(20, A, "ما أعلى درجة حرارة في سيدي بلعباس في أوت؟", "sum", "S", "aug", ["maxt"])
T(20, A, "وفي جويلية؟", "sum", "S", "jul", ["maxt"])
T(20, A, "وكم يوما تجاوزت 35؟", "sum", "S", "jul", lazy(("cnt", "t", 35), "S", "jul", None))
T(21, E, "bejaia wind", "cond", "B", "now", ["ws"])
T(21, E, "mph", "cond", "B", "now", ["ws", *lazy(("mph",), "B", "now", None)])
T(21, E, "same other stn", "cond", "S", "now", ["ws", *lazy(("mph",), "S", "now", None)])
T(21, E, "and at 3 this morning", "cond", "S", "today", ["ws"], dec="warn")

T(22, E, "SBA temp + rh", "cond", "S", "now", ["t", "rh"])
T(22, E, "fwi too, and the class", "dng", "S", "now", ["fwi", "class"])
T(22, E, "worse than bejaia?", "cmp", "BS", "now", ["fwi"])
T(22, E, "ok pull em back?", "tac", "S", "now", ["fwi"])
T(22, E, "copy. log it", "ref", None, "none", ["neg"])
T(23, F, "IFM et vent à Béjaïa", "dng+cond", "B", "now", ["fwi", "ws"])
T(23, F, "pareil à SBA", "dng+cond", "S", "now", ["fwi", "ws"])
T(23, F, "pourquoi l'écart ?", "exp", "BS", "now", ["fwi"])
T(23, F, "et demain, ça remonte ?", "oos", "BS", "none", [])
T(24, S_, "¿el dron vio algo y a qué hora?", "frm", None, "now", ["=frames", "=detection"])
T(24, S_, "¿y el frente en 30 min? avisa a la base", "spr+ref", None, "now", ["=spread"], h=30)
T(24, S_, "viento en SBA", "cond", "S", "now", ["ws"])


# ---------------------------------------------------------------- build the files
def group_key(q):
    return (q["kind"], q["day"], q["thr"], q["h"], tuple(q["intents"]), q["dec"], q["fh"])


def resolve_specs(facts, st, day, thr):
    out = []
    for f in facts:
        out += lazy(f, st, day, thr) if isinstance(f, tuple) else [f]
    return out


def main():
    groups = OrderedDict()
    for q in QS:
        groups.setdefault(group_key(q), []).append(q)
    used, templates = {}, []
    for (kind, day, thr, h, intents, dec, fh), qs in groups.items():
        used[kind] = used.get(kind, 0) + 1
        key = f"{NAME}-{kind}" + (f"-{used[kind]}" if used[kind] > 1 else "")
        phr = []
        for q in qs:
            p = {"q": q["q"], "lang": q["lang"],
                 "stations": STN[q["st"]] if q["st"] else "none",
                 "facts": resolve_specs(q["facts"], q["st"], day, thr)}
            if q["alt"]:
                p["intents_alt"] = q["alt"]
            phr.append(p)
        t = {"key": key, "intents": list(intents), "phrasings": phr, "stations": "none", "days": [day]}
        if thr is not None:
            t["thr"] = [thr]
        if h is not None:
            t["horizons"] = [h]
        if dec:
            t["decision"] = dec
        if fh:
            t["needs_fire_history"] = True
        templates.append(t)
    # a phrasing with no facts: expand_template falls back to the template's facts ([]), as wanted
    sessions, turn = [], {}
    for r in SESSIONS:
        sid = f"{NAME}s{r['sid']:02d}"
        turn[sid] = turn.get(sid, 0) + 1
        st = r["st"] if isinstance(r["st"], list) else STN[r["st"]]
        row = {"session": sid, "turn": turn[sid], "question": r["q"], "intents": r["intents"], "stations": st,
               "when": r["day"], "facts": r["facts"], "lang": r["lang"]}
        if r["dec"]:
            row["decision"] = r["dec"]
        if r["h"] is not None:
            row["horizon_min"] = r["h"]
        if r["fh"]:
            row["needs_fire_history"] = True
        if r["alt"]:
            row["intents_alt"] = r["alt"]
        sessions.append(row)
    for name, rows_ in ((f"crew_templates_dev{NAME[1:]}.jsonl", templates), (f"crew_sessions_dev{NAME[1:]}.jsonl", sessions)):
        (OUT / name).write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows_), encoding="utf-8")
    print(f"{sum(len(t['phrasings']) for t in templates)} template questions in {len(templates)} templates, "
          f"{len(sessions)} session turns in {len(turn)} sessions")


if __name__ == "__main__":
    main()
