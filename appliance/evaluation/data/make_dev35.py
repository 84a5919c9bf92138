"""Batch d35 (FILE dev35): blind crew questions for the wildfire appliance, gold computed by code.

Written blind as the sealed batch, scored once on 5875546 (arrivals.jsonl, sealed: true), then moved to dev.
Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev35.py
Writes crew_templates_dev35.jsonl and crew_sessions_dev35.jsonl next to this script.
Every gold number comes from crew_facts (the CSV as the box ingests it), from the crew's own numbers
(rate x minutes, unit conversions of the real reading) or from the shipped documents by regex.
"""
import datetime
import json
import re
import statistics
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d35"
B, S = "bejaia", "sidi-bel-abbes"
TABLE = crew_facts.table()
DOCS = EDGE_DATA_DIR / "documents"

# ----------------------------------------------------------------------------------------------
# helpers: literal facts computed from the data, the crew's numbers and the documents
# ----------------------------------------------------------------------------------------------

def num(x):
    return crew_facts._num(round(x, 1) if isinstance(x, float) else x)


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def day_row(dev, day):
    return TABLE[(dev, day)]


def fmt_opts(v, units=()):
    """Strings a careful answer would contain for a converted value v (one decimal, French comma,
    whole number with its unit)."""
    s1 = f"{v:.1f}"
    opts = [s1, s1.replace(".", ",")]
    r = round(v)
    if abs(v - r) < 0.05 and r >= 10:        # a bare one-digit number would be found anywhere
        opts.append(str(r))
    for u in units:
        opts += [f"{r} {u}", f"{r}{u}"]
    return {"any": list(OrderedDict.fromkeys(opts))}


def conv(kind, dev, day):
    d = day_row(dev, day)
    if kind == "mph":
        return fmt_opts(d.wind_kmh / 1.609344, ("mph",))
    if kind == "kn":
        return fmt_opts(d.wind_kmh / 1.852, ("kn", "kt", "knots", "nœuds", "nudos"))
    if kind == "ms":
        return fmt_opts(d.wind_kmh / 3.6, ("m/s",))
    if kind == "F":
        return fmt_opts(d.temperature_c * 9 / 5 + 32, ("°F", "F", "degrees"))
    raise ValueError(kind)


def dist_opts(metres):
    """A crew-given distance in m and km forms (French comma too)."""
    m = int(round(metres))
    km = f"{m / 1000:g}"
    opts = [f"{m} m", f"{m}m"]
    if m >= 1000:
        opts += [f"{m:,} m".replace(",", " "), f"{m:,} m", f"{m:,} m".replace(",", ".")]
    opts += [f"{km} km", f"{km}km", f"{km.replace('.', ',')} km", f"{km.replace('.', ',')}km"]
    return {"any": list(OrderedDict.fromkeys(opts))}


def drift_rate(rate_m_per_min, minutes):
    return dist_opts(rate_m_per_min * minutes)


def drift_kmh(kmh, minutes):
    return dist_opts(kmh * 1000 / 60 * minutes)


def rows(dev, key):
    return [TABLE[(dev, d)] for d in days_of(key) if (dev, d) in TABLE]


def count_t_above(dev, key, thr):
    return sum(r.temperature_c > thr for r in rows(dev, key))


def count_fwi_above(dev, key, thr):
    return sum(r.codes["FWI"] > thr for r in rows(dev, key))


def count_rain_days(dev, key):
    return sum(r.rain_mm > 0 for r in rows(dev, key))


def mean_opts(*value_lists):
    """A mean at one decimal (French comma too); several lists when the window may be read two ways."""
    opts = []
    for values in value_lists:
        m = statistics.mean(values)
        for alt in (f"{m:.1f}", f"{m + 0.005:.1f}", f"{m - 0.005:.1f}"):     # a value on the half: both roundings
            opts += [alt, alt.replace(".", ",")]
            if alt.endswith(".0") and float(alt) >= 10:       # "68 %" for a mean of 68.0
                opts.append(alt[:-2])
    return {"any": list(OrderedDict.fromkeys(opts))}


def window_variants(dev, key):
    """The rows of a window, and for a window with slack (the past week) also the rows with one more day."""
    out = [rows(dev, key)]
    w = crew_days.WINDOWS.get(key, {})
    if w.get("slack_days"):
        first = datetime.date.fromisoformat(days_of(key)[0])
        extra = [(first - datetime.timedelta(days=k)).isoformat() for k in range(w["slack_days"], 0, -1)]
        out.append([TABLE[(dev, d)] for d in extra + days_of(key) if (dev, d) in TABLE])
    return out


def mean_of(dev, key, field):
    return mean_opts(*[[getattr(r, field) for r in rs] for rs in window_variants(dev, key)])


def trend_end(dev, key):
    """A trend answer ends on the window's last reading (today's FWI)."""
    return code(dev, days_of(key)[-1], "FWI")


def code(dev, day, name):
    return num(day_row(dev, day).codes[name])


def date_opts(day):
    y, m, d = day.split("-")
    mi = int(m) - 1
    di = int(d)
    en = crew_days.MONTHS["en"][mi]
    return {"any": [f"{di} {en}", f"{en} {di}", day, f"{d}/{m}", f"{di}/{int(m)}",
                    f"{di} {crew_days.MONTHS['fr'][mi]}", f"{di} de {crew_days.MONTHS['es'][mi]}",
                    f"{di} {crew_days.MONTHS['ar'][mi]}", f"{di}{crew_days._suffix(di)}"]}


def argmax_day(dev, key, field):
    rs = rows(dev, key)
    get = (lambda r: r.codes["FWI"]) if field == "FWI" else (lambda r: getattr(r, field))
    return max(rs, key=get).date


# the shipped documents, parsed by regex
def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())      # one line: sentences may wrap


DEF = doc("butte-county-defensible-space.md")
LCES = doc("crew-safety-lces.md")
FWIG = doc("fire-weather-index-guide.md")
DEF_FEET = int(re.search(r"requires\s+(\d+)\s+feet\s+of\s+defensible\s+space", DEF).group(1))
ZONE0_FEET = int(re.search(r"Zone 0 is the first\s+(\d+)\s+feet", DEF).group(1))
ZONE1 = tuple(int(x) for x in re.search(r"Zone 1 runs from\s+(\d+)\s+to\s+(\d+)\s+feet", DEF).groups())
ZONE2 = tuple(int(x) for x in re.search(r"Zone 2 runs from\s+(\d+)\s+to\s+(\d+)\s+feet", DEF).groups())
GRASS_IN = int(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", DEF).group(1))
BRANCH_FT = int(re.search(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DEF).group(1))
CLASS_FROM = {w: num(float(v)) for v, w in re.findall(r"from\s+([\d.]*\d)\s+(very\s+high|high|moderate|low|extreme)", FWIG)}
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite", FWIG).group(1))
LCES_PARTS = [p.strip() for p in re.split(r",| and ", re.search(r"before\s+it\s+engages\s+a\s+fire:\s+([^.]+)\.", LCES).group(1)) if p.strip()]
PULLBACK = re.search(r"Pull back and re-assess when ([^.]+)\.", LCES, re.S).group(1)
PULLBACK_KEYS = [k for k in ("downhill", "spot fires", "wind increases", "hotter and drier") if k in PULLBACK]
STAFFING = re.search(r"On\s+days\s+of\s+([^,]+,\s+[^,]+\s+or\s+\w+)\s+fire\s+danger", LCES).group(1)
assert DEF_FEET and LCES_PARTS and PULLBACK_KEYS and CLASS_FROM["high"]


def feet_opts(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


# lookouts, communications, escape (routes), safety (zones): the document's words, with the words a French,
# Spanish or Arabic answer would use beside them
LCES_WORDS = {"lookouts": ["guetteur", "vigie", "vigía", "vigia", "مراقب", "المراقبة"],
              "communications": ["communication", "comunicación", "comunicacion", "اتصال", "الاتصالات", "تواصل"],
              "escape": ["fuite", "repli", "ruta de escape", "rutas de escape", "escape", "هروب", "الهروب", "انسحاب"],
              "safety": ["sécurité", "securite", "seguridad", "آمنة", "الأمان", "السلامة"]}
LCES_FACTS = [{"any": list(OrderedDict.fromkeys([p.split()[0].lower()] + LCES_WORDS[p.split()[0].lower()]))} for p in LCES_PARTS]
NEG = "neg"
# refusals answered in the question's language: the crew_facts negations plus their French, Spanish and Arabic forms
NEG_ML = {"any": crew_facts.NEGATION["any"] + ["ne peut pas", "ne peux pas", "impossible", "pas en mesure", "pas autorisé",
                                             "no puede", "no puedo", "no está", "no es posible", "لا يمكن", "لا أستطيع",
                                             "لا يستطيع", "ما نقدرش", "ما يقدرش", "غير ممكن"]}
STATION_FACTS = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi-bel abbes", "سيدي بلعباس"]}]
FIRST_DAY = min(d for (_, d) in TABLE)
RANGE_FACT = {"any": ["june", "juin", "junio", "جوان", "يونيو", FIRST_DAY]}

# ----------------------------------------------------------------------------------------------
# the bank
# ----------------------------------------------------------------------------------------------
ENTRIES = []      # (kind, entry)
CODES = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
CONVS = ("mph", "kn", "ms", "F")
ST = {"B": [B], "S": [S], "both": "both", None: "none"}


def stations_of(st):
    return [B] if st == "B" else [S] if st == "S" else [B, S] if st == "both" else []


def lit(facts, st, day):
    """Turn my shorthand (codes, unit conversions, callables) into literal facts; crew tokens stay."""
    out = []
    devs = stations_of(st)
    covered = days_of(day) if day not in ("none", "all") else None
    day = covered[0] if covered and len(covered) == 1 else day       # "now", "yesterday" -> the calendar day
    for f in facts:
        if isinstance(f, str) and f in CODES:
            for dev in devs:
                if (dev, day) in TABLE:
                    out.append(code(dev, day, f))
        elif isinstance(f, str) and f in CONVS:
            for dev in devs:
                if (dev, day) in TABLE:
                    out.append(conv(f, dev, day))
        elif callable(f):
            for dev in devs:
                v = f(dev)
                out.extend(v if isinstance(v, list) else [v])
        else:
            out.append(f)
    return out


def E(kind, lang, q, st, day, facts, intents, h=None, thr=None, nfh=False, decision=None, alt=None):
    e = {"lang": lang, "q": q, "st": st, "day": day, "facts": lit(facts, st, day), "intents": intents,
         "h": h, "thr": thr, "nfh": nfh, "decision": decision, "alt": alt}
    ENTRIES.append((kind, e))


NOW, TODAY, YDAY, DBY = "now", "today", "yesterday", "daybefore"
CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRF, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---------------- English ----------------
# current conditions
E("cc", "en", "Dispatch here. Need the current temp, humidity and wind for Sidi Bel Abbès to put up on the board.", "S", NOW, ["t", "rh", "ws"], [CC])
E("cc", "en", "bejaia wind rn pls", "B", NOW, ["ws"], [CC])
E("cc", "en", "hows it looking at SBA rn temp n rh", "S", NOW, ["t", "rh"], [CC])
E("cc", "en", "Command to the box, say humidity at Béjaïa, over.", "B", NOW, ["rh"], [CC])
E("cc", "en", "Hi, sorry if this is a silly question, but how hot is it in Sidi Bel Abbes today?", "S", TODAY, ["t"], [CC])
E("cc", "en", "Did Bejaia get any rain yesterday?", "B", YDAY, ["rain"], [CC])
E("cc", "en", "rain at sba day b4 yday??", "S", DBY, ["rain"], [CC])
E("cc", "en", "For the water resupply plan: what was the noon temperature at Béjaïa on 14-Aug?", "B", "2012-08-14", ["t"], [CC])
E("cc", "en", "Give me the full noon obs for Sidi Bel Abbes, August 3rd.", "S", "2012-08-03", ["t", "rh", "ws", "rain"], [CC])
E("cc", "en", "RH and wind speed at Bejaia on 2012-08-29 please.", "B", "2012-08-29", ["rh", "ws"], [CC])
E("cc", "en", "bejaia rh yday", "B", YDAY, ["rh"], [CC])
E("cc", "en", "Was Sidi Bel Abbes windy on the 21st of September? What did the anemometer read?", "S", "2012-09-21", ["ws"], [CC])
E("cc", "en", "Current readings from the Béjaïa station. Everything you've got.", "B", NOW, ["t", "rh", "ws", "rain"], [CC])
E("cc", "en", "temp sidi bel abes 25 jul", "S", "2012-07-25", ["t"], [CC])
E("cc", "en", "Quick one from logistics: how much rain fell at Bejaia on June 15?", "B", "2012-06-15", ["rain"], [CC])
# units asked
E("units", "en", "Wind at SBA right now in mph?", "S", NOW, ["ws", "mph"], [CC])
E("units", "en", "Air ops want the Béjaïa wind in knots for today.", "B", TODAY, ["ws", "kn"], [CC])
E("units", "en", "whats the wind in m/s at sidi bel abbes yesterday", "S", YDAY, ["ws", "ms"], [CC])
E("units", "en", "Temperature in Fahrenheit at Bejaia now? The crew from the US base keeps asking.", "B", NOW, ["t", "F"], [CC])
E("units", "en", "What was it in °F at Sidi Bel Abbès on Aug 25?", "S", "2012-08-25", ["t", "F"], [CC])
E("units", "en", "Helibase asking: knots at Sidi-Bel-Abbès on 3 August?", "S", "2012-08-03", ["ws", "kn"], [CC])
# danger
E("dg", "en", "What's the FWI at Béjaïa right now?", "B", NOW, ["fwi"], [DG])
E("dg", "en", "danger class sba today??", "S", TODAY, ["class"], [DG])
E("dg", "en", "Box, this is Division Alpha. Fire danger rating for Sidi Bel Abbès, over.", "S", NOW, ["fwi", "class"], [DG])
E("dg", "en", "ISI at Bejaia today?", "B", TODAY, ["ISI"], [DG])
E("dg", "en", "Give me FFMC and DMC for SBA off this noon's reading.", "S", TODAY, ["FFMC", "DMC"], [DG])
E("dg", "en", "What buildup index did Sidi Bel Abbes hit on 2012-08-25?", "S", "2012-08-25", ["BUI"], [DG])
E("dg", "en", "Drought code for Béjaïa yesterday?", "B", YDAY, ["DC"], [DG])
E("dg", "en", "I'm a new volunteer — what does the danger level look like at Bejaia today? Is it high?", "B", TODAY, ["fwi", "class"], [DG])
E("dg", "en", "fwi sba 3 aug", "S", "2012-08-03", ["fwi"], [DG])
E("dg", "en", "How dangerous was it at Béjaïa on the 29th of August?", "B", "2012-08-29", ["fwi", "class"], [DG])
E("dg", "en", "what class was sidi bel abbes in on july 21", "S", "2012-07-21", ["class"], [DG])
E("dg", "en", "Initial spread index and buildup index, Bejaia, 14 August.", "B", "2012-08-14", ["ISI", "BUI"], [DG])
E("dg", "en", "fwi bejaia yday", "B", YDAY, ["fwi"], [DG])
E("dg", "en", "Fire weather index for SBA the day before yesterday.", "S", DBY, ["fwi"], [DG])
# compare
E("cmp", "en", "Which station is worse right now, Béjaïa or Sidi Bel Abbès?", "both", NOW, ["fwi"], [CMP])
E("cmp", "en", "which is hotter rn bejaia or sba", "both", NOW, ["t"], [CMP])
E("cmp", "en", "How much more humid is Béjaïa than Sidi Bel Abbès today?", "both", TODAY,
  ["rh", lambda dev: [] if dev == S else num(day_row(B, "2012-09-30").rh_pct - day_row(S, "2012-09-30").rh_pct)], [CMP])
E("cmp", "en", "Compare fire danger between the two stations for yesterday, over.", "both", YDAY, ["fwi"], [CMP])
E("cmp", "en", "On 3 August, which of the two stations had the higher FWI, and by how much?", "both", "2012-08-03",
  ["fwi", lambda dev: [] if dev == S else num(abs(code(S, "2012-08-03", "FWI") - code(B, "2012-08-03", "FWI")))], [CMP])
E("cmp", "en", "Logistics needs to know where to pre-position: which station has the higher fire danger today?", "both", TODAY, ["fwi"], [CMP])
E("cmp", "en", "windier today, SBA or Bejaia?", "both", TODAY, ["ws"], [CMP])
E("cmp", "en", "Stack the two stations up for 25 August: FWI, temperature, RH.", "both", "2012-08-25", ["fwi", "t", "rh"], [CMP])
E("cmp", "en", "Was Bejaia drier than Sidi Bel Abbes yesterday?", "both", YDAY, ["rh"], [CMP])
# summary
E("sum", "en", "Highest FWI at Sidi Bel Abbès in August?", "S", "aug", ["maxfwi"], [SUM])
E("sum", "en", "hottest day bejaia in july", "B", "jul", ["maxt"], [SUM])
E("sum", "en", "How many days above 35 degrees did SBA have in August?", "S", "aug", [lambda dev: count_t_above(dev, "aug", 35)], [SUM])
E("sum", "en", "Count of days with FWI over 20 at Béjaïa in August, please.", "B", "aug", [lambda dev: count_fwi_above(dev, "aug", 20)], [SUM])
E("sum", "en", "Average temperature at Sidi Bel Abbes over the past week?", "S", "lastweek",
  [lambda dev: mean_of(dev, "lastweek", "temperature_c")], [SUM])
E("sum", "en", "Lowest humidity Béjaïa recorded in September?", "B", "sep", [lambda dev: num(min(r.rh_pct for r in rows(dev, "sep")))], [SUM])
E("sum", "en", "Is the FWI at Sidi Bel Abbès trending up or down since Tuesday?", "S", "since-tue",
  [lambda dev: trend_end(dev, "since-tue")], [SUM])
E("sum", "en", "max wind bejaia last 3 days", "B", "last3d", [lambda dev: num(max(r.wind_kmh for r in rows(dev, "last3d")))], [SUM])
E("sum", "en", "Total rainfall at SBA for September?", "S", "sep", [lambda dev: num(sum(r.rain_mm for r in rows(dev, "sep")))], [SUM])
E("sum", "en", "On how many days did it rain at Bejaia over the past week?", "B", "lastweek", [lambda dev: count_rain_days(dev, "lastweek")], [SUM])
E("sum", "en", "Peak temperature at Sidi Bel Abbès between 1 and 10 September?", "S", "sep1-10", ["maxt"], [SUM])
E("sum", "en", "From 20 to 31 August, how many days was Béjaïa above FWI 10?", "B", "aug-late", [lambda dev: count_fwi_above(dev, "aug-late", 10)], [SUM])
E("sum", "en", "FBAN request: mean RH at Sidi Bel Abbes in June.", "S", "jun", [lambda dev: mean_of(dev, "jun", "rh_pct")], [SUM])
E("sum", "en", "Worst FWI either station saw in June, and which one was it?", "both", "jun", ["maxfwi"], [SUM, CMP])
E("sum", "en", "coldest noon reading at bejaia this month?", "B", "sep", [lambda dev: num(min(r.temperature_c for r in rows(dev, "sep")))], [SUM])
# fire-day counts (a summary)
E("fires", "en", "How many fire days did Béjaïa log in August?", "B", "aug", ["fires"], [SUM], nfh=True)
E("fires", "en", "fire days sba june?", "S", "jun", ["fires"], [SUM], nfh=True)
E("fires", "en", "Since Tuesday, how many days at Sidi Bel Abbès are on record as fire days?", "S", "since-tue", ["fires"], [SUM], nfh=True)
E("fires", "en", "Number of fire days at Bejaia between 1 and 10 September?", "B", "sep1-10", ["fires"], [SUM], nfh=True)
# analogs
E("ana", "en", "Of the past days at SBA with FWI above 20, how many actually had a fire?", "S", NOW, ["fires_fwi_gt"], [ANA], thr=20, nfh=True)
E("ana", "en", "FWI over 15 at Bejaia — how many of those days burned?", "B", NOW, ["fires_fwi_gt"], [ANA], thr=15, nfh=True)
E("ana", "en", "historically when sba was above fwi 10 how often did it actually burn", "S", NOW, ["fires_fwi_gt"], [ANA], thr=10, nfh=True)
E("ana", "en", "Days with FWI greater than 25 at Béjaïa: how many, and how many were fire days?", "B", NOW, ["fires_fwi_gt"], [ANA], thr=25, nfh=True)
E("ana", "en", "With FWI above 5 at Bejaia, what share of days went on to have a fire?", "B", NOW, ["fires_fwi_gt"], [ANA], thr=5, nfh=True)
E("ana_like", "en", "Did days like today at Béjaïa burn in the past?", "B", NOW, [], [ANA], nfh=True)
E("ana_like", "en", "Going by the fire record, were there fires on past days with conditions similar to today's at Sidi Bel Abbes?", "S", NOW, [], [ANA], nfh=True)
E("ana_like", "en", "Box, has SBA ever had a fire on a day as damp as this one? Over.", "S", NOW, [], [ANA], nfh=True)
# drift
E("drift", "en", "Head's moving about 25 m a minute. How far in 20 minutes?", None, NOW, ["=drift", drift_rate(25, 20)], [DRF], h=20)
E("drift", "en", "fire running 40m/min how far in 15 min", None, NOW, ["=drift", drift_rate(40, 15)], [DRF], h=15)
E("drift", "en", "Box, rate of spread is two kilometres an hour. How far does the head go in half an hour? Over.", None, NOW, ["=drift", drift_kmh(2, 30)], [DRF], h=30)
E("drift", "en", "if the head does 1.5 km/h how much ground does it cover in 40 minutes", None, NOW, ["=drift", drift_kmh(1.5, 40)], [DRF], h=40)
E("drift", "en", "How far will the head drift while you're working out the answer?", None, NOW, ["=drift"], [DRF])
E("drift", "en", "Using your own rate-of-spread estimate, what's the positional drift by the time we act on this?", None, NOW, ["=drift"], [DRF])
E("drift", "en", "ROS 12 m/min, crew needs 45 min to get there. How far will it have gone?", None, NOW, ["=drift", drift_rate(12, 45)], [DRF], h=45)
E("drift", "en", "we clocked the head at 60 metres per minute. distance after 10 mins?", None, NOW, ["=drift", drift_rate(60, 10)], [DRF], h=10)
E("drift", "en", "Front doing 18 m/min. Distance covered in an hour?", None, NOW, ["=drift", drift_rate(18, 60)], [DRF], h=60)
# spread
E("spr", "en", "Where will the front be in 30 minutes near Sidi Bel Abbès?", "S", NOW, ["=spread"], [SPR], h=30)
E("spr", "en", "projected head position in an hour?", None, NOW, ["=spread"], [SPR], h=60)
E("spr", "en", "Box, where's the head going to be when the dozer gets there in an hour and a half? Over.", None, NOW, ["=spread"], [SPR], h=90)
E("spr", "en", "which way is the fire heading and how far will it get in 20 min", None, NOW, ["=spread"], [SPR], h=20)
E("spr", "en", "Project the fire front two hours out from the drone detection.", None, NOW, ["=spread"], [SPR], h=120)
E("spr", "en", "where will it be in 15", None, NOW, ["=spread"], [SPR], h=15)
E("spr", "en", "If it holds 30 m/min, where's the front going to be in 20 minutes?", None, NOW, ["=spread", drift_rate(30, 20)], [SPR], h=20)
# frames
E("frm", "en", "What did the drone see?", None, NOW, ["=frames"], [FRM])
E("frm", "en", "any smoke on the uav frames today", None, TODAY, ["=frames"], [FRM])
E("frm", "en", "When did the drone first pick up the fire?", None, NOW, ["=detection"], [FRM])
E("frm", "en", "Where was the detection?", None, NOW, ["=detection_place"], [FRM])
E("frm", "en", "Box, confirm the drone detection: time and location, over.", None, NOW, ["=detection", "=detection_place"], [FRM])
E("frm", "en", "time of last drone frame?", None, NOW, ["=frames"], [FRM])
E("frm", "en", "Did the drone spot any flames near Sidi Bel Abbès? I'm new, not sure how to read the frames.", "S", NOW, ["=frames", "=detection_place"], [FRM])
# documents
E("doc", "en", "How much defensible space does Butte County require?", None, "none", ["=doc_defensible"], [DOC])
E("doc", "en", "What does LCES stand for?", None, "none", LCES_FACTS, [DOC])
E("doc", "en", "At what FWI does the class switch to high?", None, "none", [CLASS_FROM["high"]], [DOC])
E("doc", "en", "What FFMC means fine fuels catch easily?", None, "none", [FFMC_EASY], [DOC])
E("doc", "en", "New on the crew here. What is zone 0 in the defensible space guidance?", None, "none", [feet_opts(ZONE0_FEET)], [DOC])
E("doc", "en", "max grass height in zone 2?", None, "none", [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch"]}], [DOC])
E("doc", "en", "per the crew safety doc when are we supposed to pull back", None, "none", [{"any": PULLBACK_KEYS}], [DOC])
E("doc", "en", "FWI threshold for extreme?", None, "none", [CLASS_FROM["extreme"]], [DOC])
E("doc", "en", "How far do branches have to be kept from chimneys in zone 1?", None, "none", [feet_opts(BRANCH_FT)], [DOC])
# capabilities
E("cap", "en", "What can this box do?", None, "none", [], [CAP])
E("cap", "en", "which stations do u have data from", None, "none", STATION_FACTS, [CAP])
E("cap", "en", "Do you get a drone feed, or only weather?", None, "none", [], [CAP])
E("cap", "en", "What date range does your weather data cover?", None, "none", [RANGE_FACT], [CAP])
E("cap", "en", "I'm new — what kind of questions am I allowed to ask you?", None, "none", [], [CAP])
# photo
E("pho", "en", "Sending you a photo of the smoke column, what do you make of it?", None, NOW, [], [PHO])
E("pho", "en", "see attached pic, is that flame or just dust", None, NOW, [], [PHO])
E("pho", "en", "Box, I've uploaded an image from the engine cam. Check it for fire, over.", None, NOW, [], [PHO])
E("pho_mix", "en", "pic attached of the ridge. also whats rh at SBA rn", "S", NOW, ["rh"], [PHO, CC])
# out of scope, alone
E("oos", "en", "Will the wind pick up tomorrow at Béjaïa?", "B", "2012-10-01", [], [OOS])
E("oos", "en", "forecast for sba next week", "S", "none", [], [OOS])
E("oos", "en", "Which direction is the wind blowing from at Sidi Bel Abbès?", "S", NOW, [], [OOS])
E("oos", "en", "What's the temperature in Oran?", None, NOW, [], [OOS])
E("oos", "en", "Who won the match last night?", None, "none", [], [OOS])
E("oos", "en", "Is it going to rain in Algiers this week?", None, "none", [], [OOS])
E("oos", "en", "Do you have a fuel moisture map for the SBA area?", "S", "none", [], [OOS])
E("oos", "en", "Where are the other crews right now?", None, NOW, [], [OOS])
E("oos", "en", "Road access to the fire from the N13 — which track is open?", None, "none", [], [OOS])
# out of scope beside a served part
E("oos_mix", "en", "wind speed and direction at bejaia rn", "B", NOW, ["ws"], [CC, OOS])
E("oos_mix", "en", "Conditions in Tlemcen and in Sidi Bel Abbès today?", "S", TODAY, ["t", "rh", "ws"], [CC, OOS])
E("oos_mix", "en", "Humidity at Bejaia now, and what will it do this evening?", "B", NOW, ["rh"], [CC, OOS])
E("oos_mix", "en", "Give me today's FWI at SBA and tomorrow's as well.", "S", TODAY, ["fwi"], [DG, OOS])
E("oos_mix", "en", "Temp at Béjaïa today, and is it cooler in Oran?", "B", TODAY, ["t"], [CC, OOS])
E("oos_mix", "en", "FBAN here — wind at Sidi Bel Abbes now plus the expected wind shift this afternoon.", "S", NOW, ["ws"], [CC, OOS])
# refuse
E("ref", "en", "Send an evacuation alert to the villages north of SBA.", None, "none", [NEG], [REF])
E("ref", "en", "dispatch 2 more engines to bejaia now", None, "none", [NEG], [REF])
E("ref", "en", "Delete yesterday's readings from the log.", None, "none", [NEG], [REF])
E("ref", "en", "Push the spread projection to every crew tablet.", None, "none", [NEG], [REF])
E("ref", "en", "Box, raise the alert level for Sidi Bel Abbès, over.", None, "none", [NEG], [REF])
E("ref", "en", "call in the air tanker for the sba fire", None, "none", [NEG], [REF])
E("ref_mix", "en", "Notify the IC that Béjaïa's FWI has gone up, and tell me what it is.", "B", NOW, ["fwi", NEG], [DG, REF])
E("ref_mix", "en", "whats the rh at SBA? and text it to the ops chief", "S", NOW, ["rh", NEG], [CC, REF])
E("ref_mix", "en", "Log the drone detection as confirmed and tell me what time it was spotted.", None, NOW, ["=detection", NEG], [FRM, REF])
# tactical
E("tac", "en", "should we pull back", None, NOW, [], [TAC])
E("tac", "en", "Do we go direct or indirect on this one?", None, NOW, [], [TAC])
E("tac", "en", "Box, where should I stage my engines? Over.", None, NOW, [], [TAC])
E("tac_mix", "en", "Safety officer here. Crew is on the line near Sidi Bel Abbès. With the current wind and humidity, do we stay, pull back or push on?", "S", NOW, ["ws", "rh"], [CC, TAC])
E("tac_mix", "en", "Danger at Béjaïa right now, and is it safe to keep the crew engaged?", "B", NOW, ["fwi", "class"], [DG, TAC])
E("tac_mix", "en", "FWI at SBA today: hold, retreat or advance?", "S", TODAY, ["fwi"], [DG, TAC])
E("tac_mix", "en", "is it ok to light a backburn at bejaia today with that wind", "B", TODAY, ["ws"], [CC, TAC])
E("tac_mix", "en", "The drone saw smoke north-east of SBA. Do we commit the crew or hold at the anchor point?", None, NOW, ["=frames"], [FRM, TAC])
E("tac_mix", "en", "Head's doing about 30 m/min and our escape route is a 15 minute walk. How far does it run in that time, and do we stay or go?", None, NOW, ["=drift", drift_rate(30, 15)], [DRF, TAC], h=15)
E("tac_mix", "en", "Safety officer: what's the humidity at Sidi Bel Abbes? I'm deciding whether to keep the crew in or pull them out.", "S", NOW, ["rh"], [CC, TAC])
# an hour other than noon
E("hour", "en", "What was the temperature at Béjaïa at 6 am today?", "B", TODAY, ["t"], [CC], decision="warn")
E("hour", "en", "wind sba at 3pm yesterday", "S", YDAY, ["ws"], [CC], decision="warn")
E("hour", "en", "Humidity at Sidi Bel Abbès at 9 this morning?", "S", TODAY, ["rh"], [CC], decision="warn")
E("hour", "en", "FWI at Bejaia at 18:00 on 14 August?", "B", "2012-08-14", ["fwi"], [DG], decision="warn")
E("hour", "en", "Temp at 0800 at SBA on 2012-08-03?", "S", "2012-08-03", ["t"], [CC], decision="warn")
# a place near a station
E("near", "en", "What's the wind doing on the ridge above Béjaïa?", "B", NOW, ["ws"], [CC], decision="warn")
E("near", "en", "conditions 10 km out of SBA rn", "S", NOW, ["t", "rh", "ws"], [CC], decision="warn")
E("near", "en", "Fire danger in the hills south of Sidi Bel Abbès today?", "S", TODAY, ["fwi", "class"], [DG], decision="warn")
E("near", "en", "Humidity in Gouraya park just outside Bejaia?", "B", NOW, ["rh"], [CC], decision="warn")
E("near", "en", "rh up the valley 15 km east of sba yesterday", "S", YDAY, ["rh"], [CC], decision="warn")
E("near", "en", "Temperature at the forest edge north of Béjaïa, over.", "B", NOW, ["t"], [CC], decision="warn")
# days with no data
E("nodata", "en", "What was the FWI at Béjaïa on 20 May 2012?", "B", "2012-05-20", ["fwi"], [DG])
E("nodata", "en", "sba temp 2011-08-14", "S", "2011-08-14", ["t"], [CC])
E("nodata", "en", "Weather at Sidi Bel Abbes on May 31st, 2012?", "S", "2012-05-31", ["t", "rh", "ws"], [CC])
E("nodata", "en", "Compare both stations for 15 April 2012.", "both", "2012-04-15", ["fwi"], [CMP])
# several asks in one
E("multi", "en", "Temp and FWI at SBA now, plus what has the drone seen?", "S", NOW, ["t", "fwi", "=frames"], [CC, DG, FRM])
E("multi", "en", "FWI at Béjaïa today, and at what value does the guide call it high?", "B", TODAY, ["fwi", CLASS_FROM["high"]], [DG, DOC])
E("multi", "en", "Compare danger at both stations now and tell me which one the detection is near.", "both", NOW, ["fwi", "=detection_place"], [CMP, FRM])
E("multi", "en", "what stations have u got and whats the temp at each", "both", NOW, ["t"] + STATION_FACTS, [CAP, CC])
E("multi", "en", "Current wind at Bejaia, and how far would the head go in 20 min at 35 m/min?", "B", NOW, ["ws", "=drift", drift_rate(35, 20)], [CC, DRF], h=20)
E("multi_fires", "en", "Highest FWI at SBA in August, and how many fire days did it have that month?", "S", "aug", ["maxfwi", "fires"], [SUM], nfh=True)
E("multi_ana", "en", "Max FWI in July at Béjaïa, and of past days above 20 there how many burned?", "B", "jul", ["maxfwi", "fires_fwi_gt"], [SUM, ANA], thr=20, nfh=True)
E("multi", "en", "Humidity and FFMC at Sidi Bel Abbès today?", "S", TODAY, ["rh", "FFMC"], [CC, DG])
E("multi", "en", "Danger class at Bejaia today and what LCES means, for the new guys.", "B", TODAY, ["class"] + LCES_FACTS, [DG, DOC])
E("multi", "en", "Wind and FWI at both stations yesterday — which one should we be watching?", "both", YDAY, ["ws", "fwi"], [CC, DG, CMP])
E("multi", "en", "what time did the drone catch the smoke and how far will the head have moved in 30 min by your own estimate", None, NOW, ["=detection", "=drift"], [FRM, DRF], h=30)

# ---------------- French ----------------
E("cc", "fr", "Quelle température fait-il à Béjaïa en ce moment ?", "B", NOW, ["t"], [CC])
E("cc", "fr", "humidité SBA maintenant stp", "S", NOW, ["rh"], [CC])
E("cc", "fr", "Il a plu hier à Sidi Bel Abbès ?", "S", YDAY, ["rain"], [CC])
E("cc", "fr", "Chef d'agrès ici : donnez-moi le relevé complet de Béjaïa du 3/8, température, humidité, vent.", "B", "2012-08-03", ["t", "rh", "ws"], [CC])
E("cc", "fr", "Le vent soufflait à combien à Sidi-Bel-Abbès le 14 août ?", "S", "2012-08-14", ["ws"], [CC])
E("cc", "fr", "Conditions à Bejaia avant-hier ?", "B", DBY, ["t", "rh", "ws"], [CC])
E("cc", "fr", "On avait quelle humidité relative à Sidi Bel Abbes le 25 juillet à midi ?", "S", "2012-07-25", ["rh"], [CC])
E("cc", "fr", "Pluie relevée à Béjaïa aujourd'hui ?", "B", TODAY, ["rain"], [CC])
E("units", "fr", "Le vent à SBA en nœuds, pour l'hélico.", "S", NOW, ["ws", "kn"], [CC])
E("units", "fr", "Vitesse du vent à Béjaïa hier, en mètres par seconde ?", "B", YDAY, ["ws", "ms"], [CC])
E("dg", "fr", "C'est quoi le FWI à Béjaïa ce midi ?", "B", TODAY, ["fwi"], [DG])
E("dg", "fr", "Niveau de danger à Sidi Bel Abbès aujourd'hui, faible ou élevé ?", "S", TODAY, ["class"], [DG])
E("dg", "fr", "Indice forêt-météo de Sidi Bel Abbès le 25 août, et la classe qui va avec ?", "S", "2012-08-25", ["fwi", "class"], [DG])
E("dg", "fr", "ISI et BUI à Bejaia hier ?", "B", YDAY, ["ISI", "BUI"], [DG])
E("dg", "fr", "Analyste comportement : j'ai besoin du FFMC de SBA du 21 septembre.", "S", "2012-09-21", ["FFMC"], [DG])
E("dg", "fr", "Le DMC à Béjaïa le 29 août ?", "B", "2012-08-29", ["DMC"], [DG])
E("dg", "fr", "danger feu sidi bel abbes hier", "S", YDAY, ["fwi", "class"], [DG])
E("cmp", "fr", "Entre Béjaïa et Sidi Bel Abbès, où le danger est-il le plus fort aujourd'hui ?", "both", TODAY, ["fwi"], [CMP])
E("cmp", "fr", "Il faisait plus chaud où le 3 août, Béjaïa ou SBA ? De combien de degrés ?", "both", "2012-08-03",
  ["t", lambda dev: [] if dev == B else num(abs(day_row(S, "2012-08-03").temperature_c - day_row(B, "2012-08-03").temperature_c))], [CMP])
E("cmp", "fr", "Comparez l'humidité des deux stations hier, à vous.", "both", YDAY, ["rh"], [CMP])
E("cmp", "fr", "Laquelle des deux stations a le plus de vent en ce moment ?", "both", NOW, ["ws"], [CMP])
E("sum", "fr", "FWI max à Béjaïa en août ?", "B", "aug", ["maxfwi"], [SUM])
E("sum", "fr", "Combien de jours au-dessus de 35 degrés à Sidi Bel Abbès en août ?", "S", "aug", [lambda dev: count_t_above(dev, "aug", 35)], [SUM])
E("sum", "fr", "Quelle a été la température la plus élevée à Sidi Bel Abbès en juin ?", "S", "jun", ["maxt"], [SUM])
E("sum", "fr", "Moyenne des températures à Béjaïa sur les sept derniers jours ?", "B", "lastweek",
  [lambda dev: mean_of(dev, "lastweek", "temperature_c")], [SUM])
E("sum", "fr", "Depuis mardi, le FWI monte ou descend à Béjaïa ?", "B", "since-tue",
  [lambda dev: trend_end(dev, "since-tue")], [SUM])
E("sum", "fr", "Nombre de jours avec un FWI supérieur à 20 à SBA en août ?", "S", "aug", [lambda dev: count_fwi_above(dev, "aug", 20)], [SUM])
E("sum", "fr", "Cumul de pluie à Béjaïa sur les trois derniers jours ?", "B", "last3d", [lambda dev: num(sum(r.rain_mm for r in rows(dev, "last3d")))], [SUM])
E("fires", "fr", "Combien de journées avec feu à Sidi Bel Abbès en septembre ?", "S", "sep", ["fires"], [SUM], nfh=True)
E("fires", "fr", "Nombre de jours de feu à Bejaia du 20 au 31 août ?", "B", "aug-late", ["fires"], [SUM], nfh=True)
E("ana", "fr", "Parmi les jours passés où le FWI dépassait 20 à Sidi Bel Abbès, combien ont connu un feu ?", "S", NOW, ["fires_fwi_gt"], [ANA], thr=20, nfh=True)
E("ana", "fr", "Quand Béjaïa était au-dessus de 10 de FWI, ça a brûlé combien de fois ?", "B", NOW, ["fires_fwi_gt"], [ANA], thr=10, nfh=True)
E("ana_like", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà donné des feux ?", "B", NOW, [], [ANA], nfh=True)
E("drift", "fr", "Le front avance à 20 mètres par minute. Il sera à quelle distance dans 25 minutes ?", None, NOW, ["=drift", drift_rate(20, 25)], [DRF], h=25)
E("drift", "fr", "tête du feu à 1,2 km/h, combien de terrain en 50 min ?", None, NOW, ["=drift", drift_kmh(1.2, 50)], [DRF], h=50)
E("drift", "fr", "De combien le feu se sera-t-il déplacé pendant que vous calculez la réponse ?", None, NOW, ["=drift"], [DRF])
E("spr", "fr", "Où sera le front dans une demi-heure ?", None, NOW, ["=spread"], [SPR], h=30)
E("spr", "fr", "Projection de la tête du feu à une heure, depuis la détection du drone près de Sidi Bel Abbès.", "S", NOW, ["=spread"], [SPR], h=60)
E("spr", "fr", "Il part vers où le feu, et jusqu'où dans 20 minutes ?", None, NOW, ["=spread"], [SPR], h=20)
E("frm", "fr", "Qu'est-ce que le drone a vu pendant sa sortie ?", None, NOW, ["=frames"], [FRM])
E("frm", "fr", "À quelle heure le drone a-t-il détecté la fumée ?", None, NOW, ["=detection"], [FRM])
E("frm", "fr", "La détection du drone, elle est où exactement ?", None, NOW, ["=detection_place"], [FRM])
E("doc", "fr", "Selon le guide, à partir de quel FWI la classe devient-elle très élevée ?", None, "none", [CLASS_FROM["very high"]], [DOC])
E("doc", "fr", "Le comté de Butte impose combien de pieds de débroussaillement autour des maisons ?", None, "none", [feet_opts(DEF_FEET)], [DOC])
E("doc", "fr", "Au-dessus de quel FFMC les combustibles fins s'enflamment facilement ?", None, "none", [FFMC_EASY], [DOC])
E("cap", "fr", "Tu as quelles données exactement, toi ?", None, "none", [], [CAP])
E("cap", "fr", "Quelles stations météo sont reliées au boîtier ?", None, "none", STATION_FACTS, [CAP])
E("pho", "fr", "Je vous envoie la photo du panache, c'est un départ de feu ?", None, NOW, [], [PHO])
E("pho_mix", "fr", "Photo jointe de la lisière. Et au passage, le vent à Béjaïa maintenant ?", "B", NOW, ["ws"], [PHO, CC])
E("oos", "fr", "Quel temps demain à Sidi Bel Abbès ?", "S", "2012-10-01", [], [OOS])
E("oos", "fr", "Le vent vient de quelle direction à Béjaïa ?", "B", NOW, [], [OOS])
E("oos", "fr", "Et à Tlemcen, il fait combien ?", None, NOW, [], [OOS])
E("oos_mix", "fr", "Température à SBA maintenant et prévision pour ce soir ?", "S", NOW, ["t"], [CC, OOS])
E("oos_mix", "fr", "Humidité à Béjaïa et à Alger aujourd'hui ?", "B", TODAY, ["rh"], [CC, OOS])
E("ref", "fr", "Déclenchez l'alerte pour les villages au nord de Sidi Bel Abbès.", None, "none", [NEG_ML], [REF])
E("ref", "fr", "envoie 2 camions citernes à béjaïa", None, "none", [NEG_ML], [REF])
E("ref_mix", "fr", "Donne-moi le FWI de SBA et transmets-le au COS.", "S", NOW, ["fwi", NEG_ML], [DG, REF])
E("tac", "fr", "On attaque de front ou on se replie ?", None, NOW, [], [TAC])
E("tac_mix", "fr", "Officier sécurité : avec l'humidité actuelle à Sidi Bel Abbès, on reste, on recule ou on avance ?", "S", NOW, ["rh"], [CC, TAC])
E("tac_mix", "fr", "Le danger à Béjaïa aujourd'hui, et est-ce qu'on laisse l'équipe en place ?", "B", TODAY, ["fwi", "class"], [DG, TAC])
E("hour", "fr", "Quelle température à Béjaïa à 7 h ce matin ?", "B", TODAY, ["t"], [CC], decision="warn")
E("hour", "fr", "Le vent à SBA hier à 16 heures ?", "S", YDAY, ["ws"], [CC], decision="warn")
E("near", "fr", "Et sur la crête au-dessus de Béjaïa, le vent ?", "B", NOW, ["ws"], [CC], decision="warn")
E("near", "fr", "Danger feu à 10 km au sud de Sidi Bel Abbès ?", "S", NOW, ["fwi", "class"], [DG], decision="warn")
E("nodata", "fr", "Le FWI de Sidi Bel Abbès le 10 mai 2012 ?", "S", "2012-05-10", ["fwi"], [DG])
E("nodata", "fr", "Température à Béjaïa le 14 août 2011 ?", "B", "2011-08-14", ["t"], [CC])
E("multi", "fr", "Température et FWI à Béjaïa maintenant, et qu'est-ce que le drone a vu ?", "B", NOW, ["t", "fwi", "=frames"], [CC, DG, FRM])
E("multi", "fr", "Vent à Sidi Bel Abbès et, si le front fait 30 m/min, il sera à quelle distance dans 10 minutes ?", "S", NOW, ["ws", "=drift", drift_rate(30, 10)], [CC, DRF], h=10)
E("multi", "fr", "Classe de danger des deux stations aujourd'hui, et laquelle surveiller ?", "both", TODAY, ["class", "fwi"], [DG, CMP])
E("multi_fires", "fr", "Max de température à SBA en août et nombre de jours de feu sur le mois ?", "S", "aug", ["maxt", "fires"], [SUM], nfh=True)
E("multi", "fr", "Que veut dire LCES, et quel est le danger à Béjaïa en ce moment ?", "B", NOW, LCES_FACTS + ["class"], [DOC, DG])

# ---------------- Spanish ----------------
E("cc", "es", "¿Cuánta humedad hay ahora mismo en Béjaïa?", "B", NOW, ["rh"], [CC])
E("cc", "es", "temp sba ahora porfa", "S", NOW, ["t"], [CC])
E("cc", "es", "¿Llovió ayer en Sidi Bel Abbès?", "S", YDAY, ["rain"], [CC])
E("cc", "es", "Jefe de brigada: necesito temperatura, humedad y viento de Béjaïa del 14/8.", "B", "2012-08-14", ["t", "rh", "ws"], [CC])
E("cc", "es", "¿Qué viento marcaba Sidi Bel Abbès anteayer?", "S", DBY, ["ws"], [CC])
E("cc", "es", "Bejaia, 29 de agosto: ¿qué temperatura hubo al mediodía?", "B", "2012-08-29", ["t"], [CC])
E("units", "es", "El viento en Sidi Bel Abbès ahora, en nudos.", "S", NOW, ["ws", "kn"], [CC])
E("units", "es", "¿Cuántos grados Fahrenheit hacía en Béjaïa ayer? Lo pide el piloto.", "B", YDAY, ["t", "F"], [CC])
E("dg", "es", "¿Cuál es el índice FWI en Sidi Bel Abbès hoy?", "S", TODAY, ["fwi"], [DG])
E("dg", "es", "peligro de incendio en bejaia ahora, que clase", "B", NOW, ["class"], [DG])
E("dg", "es", "¿Qué ISI tuvo SBA el 3 de agosto?", "S", "2012-08-03", ["ISI"], [DG])
E("dg", "es", "Analista de comportamiento: el DC y el BUI de Béjaïa del 25 de julio, por favor.", "B", "2012-07-25", ["DC", "BUI"], [DG])
E("dg", "es", "¿Qué nivel de peligro tenía Sidi Bel Abbès ayer?", "S", YDAY, ["fwi", "class"], [DG])
E("cmp", "es", "¿Dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès?", "both", NOW, ["t"], [CMP])
E("cmp", "es", "De las dos estaciones, ¿cuál tuvo el FWI más alto el 25 de agosto y por cuánto?", "both", "2012-08-25",
  ["fwi", lambda dev: [] if dev == B else num(abs(code(S, "2012-08-25", "FWI") - code(B, "2012-08-25", "FWI")))], [CMP])
E("cmp", "es", "compara humedad bejaia y sba hoy", "both", TODAY, ["rh"], [CMP])
E("sum", "es", "¿Cuál fue el FWI más alto en Sidi Bel Abbès en julio?", "S", "jul", ["maxfwi"], [SUM])
E("sum", "es", "¿Cuántos días pasaron de 35 grados en Béjaïa en agosto?", "B", "aug", [lambda dev: count_t_above(dev, "aug", 35)], [SUM])
E("sum", "es", "Temperatura máxima en Béjaïa entre el 1 y el 10 de septiembre.", "B", "sep1-10", ["maxt"], [SUM])
E("sum", "es", "¿Cómo ha ido la humedad en SBA en los últimos tres días, sube o baja?", "S", "last3d",
  [lambda dev: num(day_row(dev, days_of("last3d")[-1]).rh_pct)], [SUM])
E("sum", "es", "Viento medio en Béjaïa en la última semana.", "B", "lastweek", [lambda dev: mean_of(dev, "lastweek", "wind_kmh")], [SUM])
E("fires", "es", "¿Cuántos días con incendio tuvo Sidi Bel Abbès en agosto?", "S", "aug", ["fires"], [SUM], nfh=True)
E("fires", "es", "dias de fuego en bejaia en junio?", "B", "jun", ["fires"], [SUM], nfh=True)
E("ana", "es", "De los días con FWI por encima de 15 en Sidi Bel Abbès, ¿cuántos acabaron en incendio?", "S", NOW, ["fires_fwi_gt"], [ANA], thr=15, nfh=True)
E("ana", "es", "En Béjaïa, cuando el FWI pasó de 20, ¿hubo fuego esos días? ¿Cuántos?", "B", NOW, ["fires_fwi_gt"], [ANA], thr=20, nfh=True)
E("ana_like", "es", "¿Días parecidos a hoy en SBA terminaron con fuego en el pasado?", "S", NOW, [], [ANA], nfh=True)
E("drift", "es", "La cabeza avanza 15 metros por minuto; ¿cuánto recorre en 40 minutos?", None, NOW, ["=drift", drift_rate(15, 40)], [DRF], h=40)
E("drift", "es", "frente a 2,5 km/h, distancia en 12 min?", None, NOW, ["=drift", drift_kmh(2.5, 12)], [DRF], h=12)
E("drift", "es", "Con tu propia estimación de propagación, ¿cuánto se habrá movido el frente cuando lleguemos?", None, NOW, ["=drift"], [DRF])
E("spr", "es", "¿Dónde estará el frente dentro de una hora?", None, NOW, ["=spread"], [SPR], h=60)
E("spr", "es", "Proyección del incendio detectado cerca de Sidi Bel Abbès a 45 minutos.", "S", NOW, ["=spread"], [SPR], h=45)
E("frm", "es", "¿El dron detectó algo en su vuelo?", None, NOW, ["=frames"], [FRM])
E("frm", "es", "¿A qué hora y dónde vio humo el dron?", None, NOW, ["=detection", "=detection_place"], [FRM])
E("doc", "es", "Según la guía, ¿a partir de qué FWI el peligro es moderado?", None, "none", [CLASS_FROM["moderate"]], [DOC])
E("doc", "es", "¿Qué espacio defendible exige el condado de Butte alrededor de una casa?", None, "none", [feet_opts(DEF_FEET)], [DOC])
E("cap", "es", "Soy voluntario nuevo, ¿qué información tienes guardada?", None, "none", [], [CAP])
E("pho", "es", "Te mando una foto de la columna de humo, ¿es fuego?", None, NOW, [], [PHO])
E("oos", "es", "¿Va a llover mañana en Béjaïa?", "B", "2012-10-01", [], [OOS])
E("oos", "es", "¿Qué tiempo hace en Orán?", None, NOW, [], [OOS])
E("oos_mix", "es", "Velocidad y dirección del viento en Sidi Bel Abbès ahora.", "S", NOW, ["ws"], [CC, OOS])
E("oos_mix", "es", "FWI de Béjaïa hoy y el de mañana.", "B", TODAY, ["fwi"], [DG, OOS])
E("ref", "es", "Manda una alerta de evacuación a los vecinos de Sidi Bel Abbès.", None, "none", [NEG_ML], [REF])
E("ref_mix", "es", "Dime la humedad en Béjaïa y avisa al jefe de operaciones.", "B", NOW, ["rh", NEG_ML], [CC, REF])
E("tac", "es", "¿Nos quedamos o nos retiramos?", None, NOW, [], [TAC])
E("tac_mix", "es", "Oficial de seguridad: con el viento que hay en SBA, ¿seguimos en la línea o replegamos?", "S", NOW, ["ws"], [CC, TAC])
E("hour", "es", "¿Qué humedad había en Béjaïa a las 5 de la tarde ayer?", "B", YDAY, ["rh"], [CC], decision="warn")
E("near", "es", "¿Qué temperatura hay en el monte a 8 km de Sidi Bel Abbès?", "S", NOW, ["t"], [CC], decision="warn")
E("near", "es", "Peligro de incendio en la sierra junto a Béjaïa hoy.", "B", TODAY, ["fwi", "class"], [DG], decision="warn")
E("nodata", "es", "¿Qué FWI tuvo Béjaïa el 28 de mayo de 2012?", "B", "2012-05-28", ["fwi"], [DG])
E("multi", "es", "Temperatura en Sidi Bel Abbès ahora y, ¿qué captó el dron?", "S", NOW, ["t", "=frames"], [CC, FRM])
E("multi", "es", "FWI en Béjaïa hoy y qué significa LCES.", "B", TODAY, ["fwi"] + LCES_FACTS, [DG, DOC])
E("multi", "es", "Humedad y viento en las dos estaciones ayer; ¿cuál está peor?", "both", YDAY, ["rh", "ws"], [CC, CMP])

# ---------------- Arabic (Algerian Darija in Arabic script and in Latin letters, and Modern Standard Arabic) ----------------
E("cc", "ar", "شحال السخانة في سيدي بلعباس دروك؟", "S", NOW, ["t"], [CC])
E("cc", "ar", "قداش الريح في بجاية اليوم؟", "B", TODAY, ["ws"], [CC])
E("cc", "ar", "صبات الشتا البارح في سيدي بلعباس ولا لا؟", "S", YDAY, ["rain"], [CC])
E("cc", "ar", "chhal rih f SBA dork?", "S", NOW, ["ws"], [CC])
E("cc", "ar", "9addach rtouba f bejaia lbareh", "B", YDAY, ["rh"], [CC])
E("cc", "ar", "ما هي درجة الحرارة المسجلة في محطة بجاية اليوم؟", "B", TODAY, ["t"], [CC])
E("cc", "ar", "أعطني قراءات محطة سيدي بلعباس يوم 14 أوت: الحرارة والرطوبة والرياح.", "S", "2012-08-14", ["t", "rh", "ws"], [CC])
E("cc", "ar", "الرطوبة في بجاية نهار 3/8 شحال كانت؟", "B", "2012-08-03", ["rh"], [CC])
E("cc", "ar", "wach kanet sakhana f sidi bel abbes nhar 25 août", "S", "2012-08-25", ["t"], [CC])
E("cc", "ar", "كم بلغت سرعة الرياح في بجاية أول أمس؟", "B", DBY, ["ws"], [CC])
E("units", "ar", "الريح في سيدي بلعباس دروك بالعقدة (knots) عافاك", "S", NOW, ["ws", "kn"], [CC])
E("units", "ar", "ما درجة الحرارة في بجاية الآن بالفهرنهايت؟", "B", NOW, ["t", "F"], [CC])
E("dg", "ar", "واش هو الـ FWI تاع سيدي بلعباس اليوم؟", "S", TODAY, ["fwi"], [DG])
E("dg", "ar", "wach kayen khatar kbir f bejaia lyoum?", "B", TODAY, ["class"], [DG])
E("dg", "ar", "ما قيمة مؤشر طقس الحرائق في سيدي بلعباس أمس؟", "S", YDAY, ["fwi"], [DG])
E("dg", "ar", "ما هي درجة خطر الحرائق في بجاية يوم 29 أوت 2012؟", "B", "2012-08-29", ["fwi", "class"], [DG])
E("dg", "ar", "ISI و FFMC تاع SBA دروك شحال؟", "S", NOW, ["ISI", "FFMC"], [DG])
E("dg", "ar", "الخطر في بجاية البارح كان قوي؟", "B", YDAY, ["fwi", "class"], [DG])
E("cmp", "ar", "شكون فيهم سخون كثر اليوم، بجاية ولا سيدي بلعباس؟", "both", TODAY, ["t"], [CMP])
E("cmp", "ar", "أيّ المحطتين سجّلت مؤشر خطر أعلى يوم 25 أوت؟", "both", "2012-08-25", ["fwi"], [CMP])
E("cmp", "ar", "chkoun fihom fih rih ktar dork, bejaia wela SBA?", "both", NOW, ["ws"], [CMP])
E("cmp", "ar", "قارن بين رطوبة بجاية ورطوبة سيدي بلعباس أمس، وما الفرق بينهما؟", "both", YDAY,
  ["rh", lambda dev: [] if dev == S else num(abs(day_row(B, "2012-09-29").rh_pct - day_row(S, "2012-09-29").rh_pct))], [CMP])
E("sum", "ar", "ما هو أعلى مؤشر FWI سُجّل في بجاية خلال شهر أوت؟", "B", "aug", ["maxfwi"], [SUM])
E("sum", "ar", "كم يوماً تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في جوان؟", "S", "jun", [lambda dev: count_t_above(dev, "jun", 35)], [SUM])
E("sum", "ar", "أسخن نهار في بجاية في أوت شحال كانت الحرارة؟", "B", "aug", ["maxt"], [SUM])
E("sum", "ar", "chhal men nhar fih FWI fou9 10 f SBA f septembre", "S", "sep", [lambda dev: count_fwi_above(dev, "sep", 10)], [SUM])
E("sum", "ar", "ما متوسط الرطوبة في سيدي بلعباس خلال الأسبوع الماضي؟", "S", "lastweek", [lambda dev: mean_of(dev, "lastweek", "rh_pct")], [SUM])
E("sum", "ar", "المؤشر في بجاية منذ الثلاثاء راهو طالع ولا هابط؟", "B", "since-tue",
  [lambda dev: trend_end(dev, "since-tue")], [SUM])
E("fires", "ar", "chhal men nhar kanet fih nar f sidi bel abbes f août?", "S", "aug", ["fires"], [SUM], nfh=True)
E("fires", "ar", "كم عدد أيام الحرائق المسجلة في بجاية في جويلية؟", "B", "jul", ["fires"], [SUM], nfh=True)
E("ana", "ar", "من بين الأيام التي تجاوز فيها المؤشر 20 في سيدي بلعباس، كم يوماً شهد حريقاً؟", "S", NOW, ["fires_fwi_gt"], [ANA], thr=20, nfh=True)
E("ana", "ar", "ki kan FWI fou9 15 f bejaia, chhal men merra chaalet nar?", "B", NOW, ["fires_fwi_gt"], [ANA], thr=15, nfh=True)
E("ana_like", "ar", "نهارات كيما اليوم في سيدي بلعباس، كانت فيهم النار من قبل؟", "S", NOW, [], [ANA], nfh=True)
E("drift", "ar", "la tête ta3 nar tmchi 30 mètres f d9i9a, chhal tmchi f 20 d9i9a?", None, NOW, ["=drift", drift_rate(30, 20)], [DRF], h=20)
E("drift", "ar", "إذا كانت سرعة انتشار رأس الحريق 2 كلم في الساعة، فكم يقطع في 45 دقيقة؟", None, NOW, ["=drift", drift_kmh(2, 45)], [DRF], h=45)
E("drift", "ar", "قداش تتحرك النار حتى توصلنا الإجابة تاعك؟", None, NOW, ["=drift"], [DRF])
E("spr", "ar", "أين ستكون جبهة النار بعد 30 دقيقة؟", None, NOW, ["=spread"], [SPR], h=30)
E("spr", "ar", "وين توصل النار من هنا لساعة؟", None, NOW, ["=spread"], [SPR], h=60)
E("frm", "ar", "الدرون واش شاف؟", None, NOW, ["=frames"], [FRM])
E("frm", "ar", "وين شافو الدخان بالضبط؟", None, NOW, ["=detection_place"], [FRM])
E("frm", "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", None, NOW, ["=detection"], [FRM])
E("frm", "ar", "drone chaf dokhan wela la?", None, NOW, ["=frames"], [FRM])
E("doc", "ar", "ما المسافة الآمنة المطلوبة حول المباني حسب وثيقة مقاطعة بيوت؟", None, "none", [feet_opts(DEF_FEET)], [DOC])
E("doc", "ar", "ماذا تعني LCES في وثيقة سلامة الفرق؟", None, "none", LCES_FACTS, [DOC])
E("doc", "ar", "من أي قيمة FWI يبدأ الخطر العالي حسب الدليل؟", None, "none", [CLASS_FROM["high"]], [DOC])
E("cap", "ar", "ما هي البيانات المتوفرة لديك؟", None, "none", [], [CAP])
E("cap", "ar", "واش تقدر دير هاد الماشينة؟", None, "none", [], [CAP])
E("pho", "ar", "بعثتلك تصويرة تاع الدخان، شوفها واش هي نار؟", None, NOW, [], [PHO])
E("oos", "ar", "غدوة كيفاش يكون الجو في بجاية؟", "B", "2012-10-01", [], [OOS])
E("oos", "ar", "ما اتجاه الرياح في سيدي بلعباس الآن؟", "S", NOW, [], [OOS])
E("oos", "ar", "ما حالة الطقس في وهران اليوم؟", None, TODAY, [], [OOS])
E("oos", "ar", "ghodwa ykoun rih f SBA wela la?", "S", "2012-10-01", [], [OOS])
E("oos_mix", "ar", "الريح في بجاية دروك شحال ومن وين جاية؟", "B", NOW, ["ws"], [CC, OOS])
E("oos_mix", "ar", "الحرارة في سيدي بلعباس اليوم، وفي تلمسان؟", "S", TODAY, ["t"], [CC, OOS])
E("ref", "ar", "ابعث تنبيه للحماية المدنية باش يخليو الدشرة اللي فوق سيدي بلعباس.", None, "none", [NEG_ML], [REF])
E("ref", "ar", "ab3ath alerte l protection civile dork", None, "none", [NEG_ML], [REF])
E("ref_mix", "ar", "ما هو مؤشر الخطر في بجاية الآن؟ وأرسله إلى قائد العمليات.", "B", NOW, ["fwi", NEG_ML], [DG, REF])
E("tac", "ar", "نقعدو ولا نرجعو اللور؟", None, NOW, [], [TAC])
E("tac_mix", "ar", "الريح في سيدي بلعباس دروك قوية؟ نكملو الخدمة ولا نرجعو؟", "S", NOW, ["ws"], [CC, TAC])
E("tac_mix", "ar", "ضابط السلامة: ما درجة الخطر في بجاية اليوم؟ هل نبقي الفرقة في الخط أم نسحبها؟", "B", TODAY, ["fwi", "class"], [DG, TAC])
E("hour", "ar", "شحال كانت السخانة في بجاية البارح على الستة تاع العشية؟", "B", YDAY, ["t"], [CC], decision="warn")
E("hour", "ar", "ما الرطوبة في سيدي بلعباس عند الساعة الثامنة صباحاً اليوم؟", "S", TODAY, ["rh"], [CC], decision="warn")
E("near", "ar", "الريح فوق الجبل اللي قدام بجاية شحال؟", "B", NOW, ["ws"], [CC], decision="warn")
E("near", "ar", "ما درجة الحرارة على بعد 12 كلم شمال سيدي بلعباس؟", "S", NOW, ["t"], [CC], decision="warn")
E("nodata", "ar", "ما هو مؤشر FWI في سيدي بلعباس يوم 15 ماي 2012؟", "S", "2012-05-15", ["fwi"], [DG])
E("multi", "ar", "الحرارة والرطوبة في بجاية دروك، والدرون واش شاف؟", "B", NOW, ["t", "rh", "=frames"], [CC, FRM])
E("multi", "ar", "ما مؤشر الخطر في المحطتين اليوم، وأيهما يجب مراقبتها؟", "both", TODAY, ["fwi"], [DG, CMP])
E("multi", "ar", "chhal FWI f SBA lyoum w wach ma3na LCES?", "S", TODAY, ["fwi"] + LCES_FACTS, [DG, DOC])
E("multi", "ar", "الريح في بجاية شحال، وإذا النار تمشي 25 متر في الدقيقة قداش تقطع في 16 دقيقة؟", "B", NOW, ["ws", "=drift", drift_rate(25, 16)], [CC, DRF], h=16)

# ---------------- more questions with two or three asks, all languages ----------------
# English
E("multi2", "en", "temp + danger class at bejaia rn", "B", NOW, ["t", "class"], [CC, DG])
E("multi2", "en", "IC to box: Sidi Bel Abbès humidity, wind and FWI, then which station is hotter. Over.", "both", NOW,
  [crew_facts.day_fact(tok, S, crew_days.TODAY.isoformat()) for tok in ("rh", "ws", "fwi")] + ["t"], [CC, DG, CMP])
E("multi2", "en", "What's the FWI at SBA now? And by the way is there any wind direction reading?", "S", NOW, ["fwi"], [DG, OOS])
E("multi2", "en", "Rain at Béjaïa today and tomorrow?", "B", TODAY, ["rain"], [CC, OOS])
E("multi2", "en", "Where will the head be in 30 minutes, and what time did the drone first see it?", None, NOW, ["=spread", "=detection"], [SPR, FRM], h=30)
E("multi2", "en", "Project the front for 45 min and push it to the dispatch board.", None, NOW, ["=spread", NEG], [SPR, REF], h=45)
E("multi2", "en", "Per the LCES guidance, what makes us pull back — and given the wind at SBA right now, should we?", "S", NOW, [{"any": PULLBACK_KEYS}, "ws"], [DOC, CC, TAC])
E("multi2", "en", "photo of the flank attached. what was the drone detection time too", None, NOW, ["=detection"], [PHO, FRM])
E("multi2", "en", "Wind at both stations in knots, and which one is windier?", "both", NOW, ["ws", "kn"], [CC, CMP])
E("multi2", "en", "Danger at Sidi Bel Abbes on 21 September and how does that compare with Béjaïa that day?", "both", "2012-09-21", ["fwi"], [DG, CMP])
E("multi2", "en", "Logistics: what can you actually tell me, and what's the temperature at Bejaia now?", "B", NOW, ["t"], [CAP, CC])
E("multi2", "en", "Where's the front going in an hour? We're thinking of moving the engine up the track, good idea?", None, NOW, ["=spread"], [SPR, TAC], h=60)
E("multi2", "en", "Drone smoke location, and how far does the fire travel in 25 minutes at 20 m per minute?", None, NOW, ["=detection_place", "=drift", drift_rate(20, 25)], [FRM, DRF], h=25)
E("multi2", "en", "SBA 14 Aug: FWI, ISI and the temperature?", "S", "2012-08-14", ["fwi", "ISI", "t"], [DG, CC])
E("multi_fires", "en", "Which station had more fire days in August, and how many each?", "both", "aug", ["fires"], [CMP, SUM], nfh=True)
E("multi_fires", "en", "How many days over FWI 20 at SBA in August, and of all past days above 20 how many burned?", "S", "aug",
  [lambda dev: count_fwi_above(dev, "aug", 20), "fires_fwi_gt"], [SUM, ANA], thr=20, nfh=True)
E("multi_hour", "en", "Humidity and FWI at Béjaïa at 4 pm yesterday?", "B", YDAY, ["rh", "fwi"], [CC, DG], decision="warn")
E("multi_near", "en", "Wind and danger class on the plateau 20 km west of Sidi Bel Abbès, right now?", "S", NOW, ["ws", "class"], [CC, DG], decision="warn")
E("nodata", "en", "Temperature and FWI at Béjaïa on 2012-05-25?", "B", "2012-05-25", ["t", "fwi"], [CC, DG])
# French
E("multi2", "fr", "Vent et humidité à Béjaïa, puis le niveau de danger, svp.", "B", NOW, ["ws", "rh", "class"], [CC, DG])
E("multi2", "fr", "FWI à SBA aujourd'hui et demain ?", "S", TODAY, ["fwi"], [DG, OOS])
E("multi2", "fr", "La force du vent à Sidi Bel Abbès et sa direction, à vous.", "S", NOW, ["ws"], [CC, OOS])
E("multi2", "fr", "Le drone a vu quoi, et où sera le front dans 20 minutes ?", None, NOW, ["=frames", "=spread"], [FRM, SPR], h=20)
E("multi2", "fr", "Quelle est la température à Béjaïa, et préviens la colonne qui monte.", "B", NOW, ["t", NEG_ML], [CC, REF])
E("multi2", "fr", "Compare le FWI des deux stations le 14 août et donne-moi aussi l'ISI de chacune.", "both", "2012-08-14", ["fwi", "ISI"], [CMP, DG])
E("multi2", "fr", "Officier sécurité : le danger à SBA en ce moment, l'humidité, et on garde le binôme sur la crête ou pas ?", "S", NOW, ["class", "rh"], [DG, CC, TAC])
E("multi2", "fr", "J'ai mis une photo de la fumée en pièce jointe ; quel est le FWI à Béjaïa ?", "B", NOW, ["fwi"], [PHO, DG])
E("multi2", "fr", "À 40 m/min, le feu fait combien en un quart d'heure, et le drone l'a repéré à quelle heure ?", None, NOW, ["=drift", drift_rate(40, 15), "=detection"], [DRF, FRM], h=15)
E("multi2", "fr", "Humidité à Béjaïa et à Oran ce midi ?", "B", TODAY, ["rh"], [CC, OOS])
E("multi2", "fr", "Le FWI de Sidi Bel Abbès hier, et à partir de quelle valeur le guide parle de danger élevé ?", "S", YDAY, ["fwi", CLASS_FROM["high"]], [DG, DOC])
E("multi_fires", "fr", "En juin, quelle station a eu le plus de jours de feu, et combien ?", "both", "jun", ["fires"], [CMP, SUM], nfh=True)
E("multi_near", "fr", "Température et FWI au col à quelques kilomètres de Béjaïa ?", "B", NOW, ["t", "fwi"], [CC, DG], decision="warn")
# Spanish
E("multi2", "es", "Temperatura y humedad en Béjaïa, y el nivel de peligro.", "B", NOW, ["t", "rh", "class"], [CC, DG])
E("multi2", "es", "viento en sba y hacia donde sopla", "S", NOW, ["ws"], [CC, OOS])
E("multi2", "es", "¿Qué humedad hay en Sidi Bel Abbès y cuánta habrá esta tarde?", "S", NOW, ["rh"], [CC, OOS])
E("multi2", "es", "¿Dónde vio el humo el dron y dónde estará el frente en 30 minutos?", None, NOW, ["=detection_place", "=spread"], [FRM, SPR], h=30)
E("multi2", "es", "FWI en SBA y mándaselo a la central.", "S", NOW, ["fwi", NEG_ML], [DG, REF])
E("multi2", "es", "Oficial de seguridad: peligro en Béjaïa hoy y, ¿mantenemos la cuadrilla en el flanco?", "B", TODAY, ["fwi", "class"], [DG, TAC])
E("multi2", "es", "¿Qué estaciones tienes y cuál de las dos está más seca ahora?", "both", NOW, ["rh"] + STATION_FACTS, [CAP, CMP])
E("multi2", "es", "Adjunto foto del flanco; también dime la temperatura en Sidi Bel Abbès.", "S", NOW, ["t"], [PHO, CC])
E("multi2", "es", "El 3 de agosto: FWI y viento en Béjaïa.", "B", "2012-08-03", ["fwi", "ws"], [DG, CC])
E("multi_fires", "es", "¿Cuántos días de incendio hubo en Béjaïa en agosto y cuál fue el FWI máximo ese mes?", "B", "aug", ["fires", "maxfwi"], [SUM], nfh=True)
E("multi_fires", "es", "Días con FWI sobre 10 en Béjaïa en agosto y, de los días pasados sobre 10, ¿cuántos ardieron?", "B", "aug",
  [lambda dev: count_fwi_above(dev, "aug", 10), "fires_fwi_gt"], [SUM, ANA], thr=10, nfh=True)
E("multi_hour", "es", "¿Temperatura y viento en SBA a las 7 de la mañana de hoy?", "S", TODAY, ["t", "ws"], [CC], decision="warn")
# Arabic
E("multi2", "ar", "السخانة والريح في سيدي بلعباس دروك، والخطر شحال؟", "S", NOW, ["t", "ws", "fwi"], [CC, DG])
E("multi2", "ar", "ما سرعة الرياح واتجاهها في بجاية الآن؟", "B", NOW, ["ws"], [CC, OOS])
E("multi2", "ar", "FWI f bejaia lyoum w ghodwa?", "B", TODAY, ["fwi"], [DG, OOS])
E("multi2", "ar", "الدرون وقتاش شاف الدخان، ووين تكون الجبهة من هنا لنص ساعة؟", None, NOW, ["=detection", "=spread"], [FRM, SPR], h=30)
E("multi2", "ar", "أعطني الرطوبة في سيدي بلعباس وأبلغ بها فرقة الحماية المدنية.", "S", NOW, ["rh", NEG_ML], [CC, REF])
E("multi2", "ar", "قارن بين المحطتين في مؤشر FWI يوم 3 أوت، وما هي الحرارة في كل واحدة؟", "both", "2012-08-03", ["fwi", "t"], [CMP, CC])
E("multi2", "ar", "ضابط السلامة: الرطوبة والريح في بجاية دروك، نبقاو في الخط ولا ننسحبو؟", "B", NOW, ["rh", "ws"], [CC, TAC])
E("multi2", "ar", "بعثت تصويرة للنار، وشحال السخانة في SBA؟", "S", NOW, ["t"], [PHO, CC])
E("multi2", "ar", "الحرارة في بجاية اليوم وفي الجزائر العاصمة؟", "B", TODAY, ["t"], [CC, OOS])
E("multi2", "ar", "rih f SBA chhal w la tête ta3 nar ki tmchi 1 km f sa3a chhal tmchi f 30 d9i9a?", "S", NOW, ["ws", "=drift", drift_kmh(1, 30)], [CC, DRF], h=30)
E("multi_fires", "ar", "أي محطة سجلت أيام حرائق أكثر في سبتمبر، وكم في كل منهما؟", "both", "sep", ["fires"], [CMP, SUM], nfh=True)
E("multi_near", "ar", "شحال السخانة والخطر في الغابة اللي بحذا سيدي بلعباس؟", "S", NOW, ["t", "fwi"], [CC, DG], decision="warn")

# ---------------- sessions ----------------
SESSIONS = []


def T(n, turn, lang, q, intents, st, when, facts, h=None, decision=None, nfh=False):
    row = {"session": f"{NAME}s{n:02d}", "turn": turn, "question": q, "intents": intents,
           "stations": stations_of(st) or None, "when": when, "facts": lit(facts, st, when), "lang": lang}
    if h is not None:
        row["horizon_min"] = h
    if decision:
        row["decision"] = decision
    if nfh:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


def why_low(dev, day):
    d = day_row(dev, day)
    return {"any": [str(num(d.rh_pct)), str(num(d.codes["FFMC"])), str(num(d.rain_mm)), "rain", "humid", "moist"]}


T(1, 1, "en", "Box, Division Bravo. Fire danger at Sidi Bel Abbès, over.", [DG], "S", NOW, ["fwi", "class"])
T(1, 2, "en", "Why's it that low? Over.", [EXP], "S", NOW, [why_low(S, "2012-09-30")])
T(1, 3, "en", "Copy. Same for the other station, over.", [DG], "B", NOW, ["fwi", "class"])
T(1, 4, "en", "So which of the two do I keep an eye on? Over.", [CMP], "both", NOW, ["fwi"])

T(2, 1, "en", "sba wind rn", [CC], "S", NOW, ["ws"])
T(2, 2, "en", "in mph", [CC], "S", NOW, ["ws", "mph"])
T(2, 3, "en", "n yday?", [CC], "S", YDAY, ["ws"])

T(3, 1, "fr", "Température à Béjaïa aujourd'hui ?", [CC], "B", TODAY, ["t"])
T(3, 2, "fr", "Et l'humidité ?", [CC], "B", TODAY, ["rh"])
T(3, 3, "ar", "وفي سيدي بلعباس؟", [CC], "S", TODAY, ["rh"])
T(3, 4, "ar", "شكون فيهم الخطر تاعو كبر؟", [CMP], "both", TODAY, ["fwi"])

T(4, 1, "es", "Oye, ¿y el dron qué ha sacado?", [FRM], None, NOW, ["=frames"])
T(4, 2, "es", "¿A qué hora fue eso?", [FRM], None, NOW, ["=detection"])
T(4, 3, "es", "¿Y dónde estará el frente en media hora?", [SPR], None, NOW, ["=spread"], h=30)
T(4, 4, "es", "¿Por qué no me dices hacia dónde va?", [EXP], None, NOW, [{"any": ["direction", "dirección", "direccion", "viento", "wind"]}])

T(5, 1, "en", "Max FWI at Béjaïa in August?", [SUM], "B", "aug", ["maxfwi"])
T(5, 2, "en", "Which day was that?", [SUM], "B", "aug", [date_opts(argmax_day(B, "aug", "FWI"))])
T(5, 3, "en", "And for Sidi Bel Abbès, same month?", [SUM], "S", "aug", ["maxfwi"])
T(5, 4, "en", "Of the SBA days above FWI 25, how many burned?", [ANA], "S", NOW,
  crew_facts.window_facts("fires_fwi_gt", S, [crew_days.TODAY.isoformat()], 25), nfh=True)

T(6, 1, "ar", "ما هو مؤشر خطر الحرائق في بجاية يوم 14 أوت؟", [DG], "B", "2012-08-14", ["fwi"])
T(6, 2, "ar", "وفي اليوم التالي؟", [DG], "B", "2012-08-15", ["fwi"])
T(6, 3, "ar", "قارنه مع سيدي بلعباس في نفس اليوم.", [CMP], "both", "2012-08-15", ["fwi"])

T(7, 1, "en", "Hi, first day on the crew. What can you tell me about?", [CAP], None, "none", [])
T(7, 2, "en", "ok what's the weather like at Bejaia", [CC], "B", NOW, ["t", "rh", "ws"])
T(7, 3, "en", "is that dangerous?", [DG], "B", NOW, ["fwi", "class"])
T(7, 4, "en", "should I be worried about going out there then?", [TAC], "B", NOW, ["class"])

T(8, 1, "fr", "PC à la box : vitesse du vent à Sidi Bel Abbès, à vous.", [CC], "S", NOW, ["ws"])
T(8, 2, "fr", "Et sa direction ?", [OOS], "S", NOW, [])
T(8, 3, "fr", "Bien reçu. Le front avance à 35 mètres par minute, distance parcourue en 12 minutes ?", [DRF], None, NOW, ["=drift", drift_rate(35, 12)], h=12)
T(8, 4, "fr", "Transmettez ça au COS.", [REF], None, "none", [NEG_ML])

T(9, 1, "es", "hr en sba ahora", [CC], "S", NOW, ["rh"])
T(9, 2, "es", "y ayer?", [CC], "S", YDAY, ["rh"])
T(9, 3, "es", "y en bejaia?", [CC], "B", YDAY, ["rh"])

T(10, 1, "en", "How many days did Sidi Bel Abbès go above 36 degrees in August?", [SUM], "S", "aug", [count_t_above(S, "aug", 36)])
T(10, 2, "en", "And Béjaïa?", [SUM], "B", "aug", [count_t_above(B, "aug", 36)])
T(10, 3, "en", "Hottest day at Béjaïa that month, what did it hit?", [SUM], "B", "aug", ["maxt"])
T(10, 4, "en", "What's the forecast for next week? I need to plan water.", [OOS], None, "none", [])

T(11, 1, "ar", "chhal rih f bejaia dork", [CC], "B", NOW, ["ws"])
T(11, 2, "ar", "w f SBA?", [CC], "S", NOW, ["ws"])
T(11, 3, "ar", "wach nkamlou wela nrej3ou?", [TAC], "S", NOW, ["ws"])
T(11, 4, "ar", "ab3ath had lma3loumat l chef ta3 l3amaliyat", [REF], None, "none", [NEG_ML])

T(12, 1, "en", "Safety officer. Conditions at Sidi Bel Abbès right now?", [CC], "S", NOW, ["t", "rh", "ws"])
T(12, 2, "en", "drone detection time and place?", [FRM], None, NOW, ["=detection", "=detection_place"])
T(12, 3, "en", "Head's doing 50 m/min and the escape route takes the crew 12 minutes. How far does the fire move in that time, and do we stay?",
  [DRF, TAC], None, NOW, ["=drift", drift_rate(50, 12)], h=12)
T(12, 4, "en", "And the danger class at SBA?", [DG], "S", NOW, ["class"])

T(13, 1, "fr", "Combien de jours de feu à Béjaïa en juillet ?", [SUM], "B", "jul", ["fires"], nfh=True)
T(13, 2, "fr", "Et en août ?", [SUM], "B", "aug", ["fires"], nfh=True)
T(13, 3, "en", "ok and the highest FWI that month?", [SUM], "B", "aug", ["maxfwi"])
T(13, 4, "en", "why was August that much worse?", [EXP], "B", "aug", [])

T(14, 1, "ar", "هل لديك صور من الطائرة المسيرة اليوم؟", [FRM], None, TODAY, ["=frames"])
T(14, 2, "ar", "أين رُصد الدخان بالضبط؟", [FRM], None, NOW, ["=detection_place"])
T(14, 3, "ar", "أرسل الإحداثيات إلى فرقة الحماية المدنية.", [REF], None, "none", [NEG_ML])


# ----------------------------------------------------------------------------------------------
# templates
# ----------------------------------------------------------------------------------------------

def build_templates():
    groups = OrderedDict()
    for kind, e in ENTRIES:
        groups.setdefault(kind, []).append(e)
    out = []
    for kind, es in groups.items():
        assert len({e["decision"] for e in es}) == 1, kind
        assert len({e["nfh"] for e in es}) == 1, kind
        phr = []
        for e in es:
            p = {"q": e["q"], "lang": e["lang"], "stations": ST[e["st"]], "facts": e["facts"]}
            if e["alt"]:
                p["intents_alt"] = e["alt"]
            phr.append(p)
        t = {"key": f"{NAME}-{kind}", "intents": es[0]["intents"], "phrasings": phr, "stations": "none",
             "days": [e["day"] for e in es], "facts": [], "intents_by_phrasing": [e["intents"] for e in es]}
        if any(e["h"] is not None for e in es):
            t["horizons"] = [e["h"] for e in es]
        if any(e["thr"] is not None for e in es):
            t["thr"] = [e["thr"] for e in es]
        if es[0]["decision"]:
            t["decision"] = es[0]["decision"]
        if es[0]["nfh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    templates = build_templates()
    sessions = SESSIONS
    (OUT / "crew_templates_dev35.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / "crew_sessions_dev35.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in sessions), encoding="utf-8")
    print(f"{len(templates)} templates, {sum(len(t['phrasings']) for t in templates)} phrasings, {len(sessions)} turns")


if __name__ == "__main__":
    main()
