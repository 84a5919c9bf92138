"""Blind batch d95 (dev): fire-crew questions with gold computed from the data.

Writes crew_templates_dev95.jsonl and crew_sessions_dev95.jsonl next to this script.
Every number in a gold fact comes from the CSV (crew_facts.table / day_fact / window_facts), from a unit
conversion of the real reading, from the crew's own numbers (rate x minutes), or from a regex over the
shipped documents. Run:  python -m appliance.evaluation.data.make_dev95
"""
import json
from decimal import Decimal, ROUND_HALF_UP
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d95"
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TODAY = crew_days.TODAY.isoformat()
DOCS = EDGE_DATA_DIR / "documents"

INTENT = {"cc": "current_conditions", "dg": "danger", "cmp": "compare_stations", "sum": "summary",
          "an": "analogs", "dr": "drift", "sp": "spread", "fr": "frames", "doc": "documents",
          "cap": "capabilities", "ph": "photo", "oos": "out_of_scope", "ref": "refuse", "tac": "tactical",
          "ex": "explain"}


def intents(code: str) -> list[str]:
    return [INTENT[c] for c in code.split("+")]


# ---------------------------------------------------------------- numbers from the data
def row(dev, day):
    return crew_facts.table()[(dev, day)]


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"] or []


def num(x):
    return crew_facts._num(round(float(x), 1))


def dec_variants(x: float, digits=1):
    s = f"{x:.{digits}f}"
    out = [s, s.replace(".", ",")]
    return list(dict.fromkeys(out))


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}
for _c in ("FFMC", "DMC", "DC", "ISI", "BUI"):
    FIELD[_c] = (lambda c: (lambda r: r.codes[c]))(_c)

STATION_WORDS = {B: ["bejaia", "بجاية"], S: ["sidi bel abbes", "sidi belabbes", "سيدي بلعباس", "سيدي بلعباس"]}


def station_fact(dev):
    return {"any": list(dict.fromkeys(STATION_WORDS[dev]))}


# Fact builders: each returns fn(stations, days, key) -> list of facts
def code(name):
    """A code of the FWI system (ISI, BUI, FFMC, DMC, DC) for each named station on the item's one day."""
    def f(st, days, key):
        return [num(FIELD[name](row(d, days[0]))) for d in st if len(days) == 1 and (d, days[0]) in crew_facts.table()]
    return f


def on_day(tok, day=TODAY, only=None):
    """A day token read on a given day (today by default), for a part asked beside a window."""
    def f(st, days, key):
        return [crew_facts.day_fact(tok, d, day) for d in (only or st) if (d, day) in crew_facts.table()]
    return f


UNITS = {"mph": ("ws", lambda v: v / 1.609344, ["mph"]), "kn": ("ws", lambda v: v / 1.852, ["kn", "knots", "nœuds", "nudos", "عقدة"]),
         "ms": ("ws", lambda v: v / 3.6, ["m/s"]), "F": ("t", lambda v: v * 9 / 5 + 32, ["°F", "° F", " F", "fahrenheit"])}


def unit(u):
    field, conv, words = UNITS[u]

    def f(st, days, key):
        out = []
        for d in st:
            if len(days) == 1 and (d, days[0]) in crew_facts.table():
                v = conv(FIELD[field](row(d, days[0])))
                out.append({"any": dec_variants(v) + [f"{round(v)} {w}".replace("  ", " ") for w in words]
                            + [f"{round(v)}{w}" for w in words if not w.startswith(" ")]})
        return out
    return f


def window_rows(dev, key):
    return [row(dev, day) for day in days_of(key) if (dev, day) in crew_facts.table()]


def count_gt(field, thr, only=None):
    def f(st, days, key):
        return [sum(FIELD[field](r) > thr for r in window_rows(d, key)) for d in (only or st)]
    return f


def wmax(field, only=None):
    def f(st, days, key):
        return [num(max(FIELD[field](r) for r in window_rows(d, key))) for d in (only or st)]
    return f


def wmin(field, only=None):
    def f(st, days, key):
        return [num(min(FIELD[field](r) for r in window_rows(d, key))) for d in (only or st)]
    return f


def wavg(field):
    def f(st, days, key):
        out = []
        for d in st:
            rows = window_rows(d, key)
            m = sum(FIELD[field](r) for r in rows) / len(rows)
            out.append({"any": dec_variants(m) + dec_variants(m, 2) + [f"{round(m)} °", f"{round(m)}°"]})
        return out
    return f


def wfires(only):
    """Fire days over the item's window at one station (when the item names both, for a part asked of one)."""
    def f(st, days, key):
        return crew_facts.window_facts("fires", only, days_of(key))
    return f


def winner(field, day=None, low=False):
    """The station a comparison names: higher (or lower) figure on the day; nothing on a tie."""
    def f(st, days, key):
        dd = day or (days[0] if len(days) == 1 else TODAY)
        a, b = FIELD[field](row(B, dd)), FIELD[field](row(S, dd))
        if a == b:
            return []
        top = (B if a < b else S) if low else (B if a > b else S)
        return [station_fact(top)]
    return f


def diff(field, day=None):
    def f(st, days, key):
        dd = day or days[0]
        return [num(abs(FIELD[field](row(B, dd)) - FIELD[field](row(S, dd))))]
    return f


def analog(thr, only=None):
    """Past days (before the clock's day) with FWI above thr at a station: how many, how many burned."""
    def f(st, days, key):
        out = []
        for d in (only or st):
            out.extend(crew_facts.window_facts("fires_fwi_gt", d, [TODAY], thr))
        return out
    return f


def explain(fields, day=None):
    """A 'why' answer quotes the figures behind the danger: any one of them."""
    def f(st, days, key):
        dd = day or days[0]
        vals = []
        for d in st:
            for fl in fields:
                vals.append(f"{num(FIELD[fl](row(d, dd)))}")
        return [{"any": list(dict.fromkeys(vals))}]
    return f


def dist(metres: float):
    """A distance the crew's numbers give (rate x time): metre and kilometre forms, French comma too."""
    metres = round(metres, 3)
    m = round(metres)
    km = metres / 1000
    forms = [f"{m} m", f"{m}m", f"{m:,} m".replace(",", " ")]
    kms = [f"{km:g}"]
    one = Decimal(str(km)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    if float(one) != km:
        kms.append(str(one))
    for k in kms:
        forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km"]
    if km == int(km):
        forms.append(f"{int(km)}.0 km")
    return {"any": list(dict.fromkeys(forms))}


def fr_num(x):
    return f"{x:g}".replace(".", ",")


# ---------------------------------------------------------------- facts parsed from the shipped documents
def _doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


_DEF = _doc("butte-county-defensible-space.md")
_LCES = _doc("crew-safety-lces.md")
_FWIG = _doc("fire-weather-index-guide.md")
FEET = {"en": ["feet", "ft", "foot"], "fr": ["pieds", "feet", "ft"], "es": ["pies", "feet", "ft"], "ar": ["قدم", "أقدام", "feet", "ft"]}


def feet(n):
    words = sorted({w for ws in FEET.values() for w in ws})
    return {"any": [f"{n} {w}" for w in words] + [f"{n}-foot", f"{n}ft"]}


ZONE0 = int(re.search(r"Zone 0 is the first (\d+)\s+feet", _DEF).group(1))
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+)\s+feet", _DEF)
ZONE1_OUT = int(ZONE1.group(2))
GRASS = int(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", _DEF).group(1))
GRASS_FACT = {"any": [f"{GRASS} {w}" for w in ("inches", "inch", "pouces", "pulgadas", "بوصات", "إنش")] + [f"{GRASS}-inch"]}
_L = re.search(r"(Lookouts),\s+(Communications),\s+(Escape\s+routes)\s+and\s+(Safety\s+zones)", _LCES)
LCES_WORDS = {"Lookouts": ["lookout", "guetteur", "vigía", "vigia", "مراقب"],
              "Communications": ["communication", "comunicacion", "comunicación", "اتصال"],
              "Escape routes": ["escape route", "itinéraire", "ruta de escape", "rutas de escape", "طريق", "طرق"],
              "Safety zones": ["safety zone", "zone de sécurité", "zona de seguridad", "zonas de seguridad", "منطقة آمنة", "مناطق آمنة"]}
LCES = [{"any": LCES_WORDS[re.sub(r"\s+", " ", _L.group(k))]} for k in range(1, 5)]
HIGH_FROM = float(re.search(r"from ([\d.]+)\s+high", _FWIG).group(1))
FFMC_IGN = int(re.search(r"above about (\d+)\s+fine fuels", _FWIG).group(1))
_W = re.search(r"builds\s+line\s+(downhill)", _LCES).group(1)
_SPOT = re.search(r"when\s+(spot\s+fires)\s+appear", _LCES).group(1)
WATCHOUT = [{"any": [_W, "descente", "pendiente abajo", "cuesta abajo", "المنحدر"]},
            {"any": [_SPOT[:-1], "sautes", "foco secundario", "focos secundarios", "نيران"]}]
SLOWEST = re.search(r"at\s+the\s+(slowest)\s+member's\s+pace", _LCES).group(1)
ESCAPE = {"any": [SLOWEST, "safety zone", "plus lent", "más lento", "zona de seguridad", "الأبطأ"]}
DANGER_STAFF = re.search(r"lookouts\s+are\s+(posted\s+early)", _LCES).group(1)


# ---------------------------------------------------------------- the questions
QS = []   # template questions


def Q(kind, lang, text, st, day, code_, facts=(), decision=None, h=None, thr=None, fire=False, alt=None):
    """st: B / S / BOTH / None / 'alt' ({st} in the text)."""
    QS.append(dict(kind=kind, lang=lang, text=text, st=st, day=day, intents=intents(code_), facts=list(facts),
                   decision=decision, h=h, thr=thr, fire=fire, alt=alt))


W = "warn"
NOW, TOD, YEST, DBY = "now", "today", "yesterday", "daybefore"

# ============================ ENGLISH: single asks
Q("ccnow", "en", "temp at SBA rn?", S, NOW, "cc", ["t"])
Q("ccnow", "en", "What's the humidity reading at {st} right now?", "alt", NOW, "cc", ["rh"])
Q("ccnow", "en", "Dispatch to box: current wind speed at Béjaïa, over.", B, NOW, "cc", ["ws"])
Q("ccnow", "en", "any rain at sidi bel abbes today", S, TOD, "cc", ["rain"])
Q("ccnow", "en", "Give me the full noon picture for Bejaia: temp, RH, wind, rain.", B, NOW, "cc", ["t", "rh", "ws", "rain"])
Q("ccnow", "en", "hi, new volunteer here. how warm is it at {st} at the moment?", "alt", NOW, "cc", ["t"])
Q("ccnow", "en", "RH SBA", S, NOW, "cc", ["rh"])
Q("ccnow", "en", "Conditions at {st}?", "alt", NOW, "cc", ["t", "rh", "ws"])
Q("ccnow", "en", "how hard is it blowing at bejaia today", B, TOD, "cc", ["ws"])
Q("ccnow", "en", "What relative humidity did the Sidi Bel Abbès station log at noon today?", S, TOD, "cc", ["rh"])
Q("ccnow", "en", "Engine 4 asking: is it wet or dry at Bejaia, did any rain fall?", B, NOW, "cc", ["rain"])
Q("ccnow", "en", "wx at sba", S, NOW, "cc", ["t", "rh", "ws"])

Q("ccday", "en", "temp at SBA on 3/8?", S, "2012-08-03", "cc", ["t"])
Q("ccday", "en", "Béjaïa readings for 14-Aug pls", B, "2012-08-14", "cc", ["t", "rh", "ws"])
Q("ccday", "en", "What was the humidity at {st} yesterday?", "alt", YEST, "cc", ["rh"])
Q("ccday", "en", "Wind at Sidi Bel Abbes on 2012-07-22?", S, "2012-07-22", "cc", ["ws"])
Q("ccday", "en", "Did it rain in Bejaia the day before yesterday?", B, DBY, "cc", ["rain"])
Q("ccday", "en", "Logistics here, I need the noon temperature at {st} {day} for the shift report.", "alt", "2012-06-20", "cc", ["t"])
Q("ccday", "en", "what was it like at SBA on the 5th of September, temp and humidity", S, "2012-09-05", "cc", ["t", "rh"])
Q("ccday", "en", "Bejaia, Aug 25th: wind and humidity at noon?", B, "2012-08-25", "cc", ["ws", "rh"])
Q("ccday", "en", "How hot did it get at {st} {day}?", "alt", "2012-07-10", "cc", ["t"])

Q("ccunit", "en", "Wind at Sidi Bel Abbes in mph?", S, NOW, "cc", [unit("mph")])
Q("ccunit", "en", "Béjaïa wind in knots for the helicopter pilot.", B, NOW, "cc", [unit("kn")])
Q("ccunit", "en", "give me SBA wind in m/s", S, NOW, "cc", [unit("ms")])
Q("ccunit", "en", "What's the temperature in Fahrenheit at {st}?", "alt", NOW, "cc", [unit("F")])
Q("ccunit", "en", "Bejaia yesterday, wind in mph please", B, YEST, "cc", [unit("mph")])
Q("ccunit", "en", "°F at SBA on Aug 14?", S, "2012-08-14", "cc", [unit("F")])

Q("dgnow", "en", "What's the fire danger at {st} right now?", "alt", NOW, "dg", ["fwi", "class"])
Q("dgnow", "en", "FWI SBA", S, NOW, "dg", ["fwi"])
Q("dgnow", "en", "Danger class Béjaïa today?", B, TOD, "dg", ["class"])
Q("dgnow", "en", "ISI at Sidi Bel Abbes?", S, NOW, "dg", [code("ISI")])
Q("dgnow", "en", "What's the buildup index at Bejaia now?", B, NOW, "dg", [code("BUI")])
Q("dgnow", "en", "FFMC at sidi bel abbes this noon", S, TOD, "dg", [code("FFMC")])
Q("dgnow", "en", "drought code bejaia", B, NOW, "dg", [code("DC")])
Q("dgnow", "en", "Command to box: give me today's DMC at SBA.", S, TOD, "dg", [code("DMC")])
Q("dgnow", "en", "Is it high danger at {st} today or not?", "alt", TOD, "dg", ["fwi", "class"])
Q("dgnow", "en", "How risky is it out at Bejaia right now, fire-wise? First week on the job, sorry if that's a dumb question.", B, NOW, "dg", ["class", "fwi"])
Q("dgnow", "en", "ISI and BUI at SBA please", S, NOW, "dg", [code("ISI"), code("BUI")])

Q("dgday", "en", "FWI at Sidi Bel Abbes on 14 August?", S, "2012-08-14", "dg", ["fwi"])
Q("dgday", "en", "what danger class was bejaia on 25/8", B, "2012-08-25", "dg", ["class", "fwi"])
Q("dgday", "en", "ISI at SBA yesterday", S, YEST, "dg", [code("ISI")])
Q("dgday", "en", "Danger rating at {st} {day}?", "alt", "2012-07-28", "dg", ["fwi", "class"])
Q("dgday", "en", "Fire weather index, Béjaïa, 2 Sept?", B, "2012-09-02", "dg", ["fwi"])

Q("cmp", "en", "Which station is hotter right now?", BOTH, NOW, "cmp", ["t", winner("t")])
Q("cmp", "en", "Where's the danger worse today, Bejaia or SBA?", BOTH, TOD, "cmp", ["fwi", winner("fwi")])
Q("cmp", "en", "Compare the humidity at both stations.", BOTH, NOW, "cmp", ["rh"])
Q("cmp", "en", "side by side: wind and FWI, both stations", BOTH, NOW, "cmp", ["ws", "fwi"])
Q("cmp", "en", "Which site is drier, SBA or Béjaïa?", BOTH, NOW, "cmp", ["rh", winner("rh", low=True)])
Q("cmp", "en", "What's the FWI gap between the two stations?", BOTH, NOW, "cmp", ["fwi", diff("fwi")])
Q("cmp", "en", "Which station was windier on 14 August?", BOTH, "2012-08-14", "cmp", ["ws", winner("ws")])
Q("cmp", "en", "compare temps SBA vs bejaia yesterday", BOTH, YEST, "cmp", ["t"])
Q("cmp", "en", "Which station is windier? give it to me in knots", BOTH, NOW, "cmp", [unit("kn"), winner("ws")])

Q("cmpsum", "en", "Which station had more fire days in August?", BOTH, "aug", "cmp+sum", ["fires"], fire=True)
Q("cmpsum", "en", "Highest FWI at each station over the past week?", BOTH, "lastweek", "cmp+sum", ["maxfwi"])
Q("cmpsum", "en", "compare the July max temps for the two stations", BOTH, "jul", "cmp+sum", ["maxt"])
Q("cmpsum", "en", "How many days with FWI over {thr} did each station log in August?", BOTH, "aug", "cmp+sum", [count_gt("fwi", 20)], thr=20)

Q("sum", "en", "Highest FWI at {st} in August?", "alt", "aug", "sum", ["maxfwi"])
Q("sum", "en", "max temp at SBA over the past week", S, "lastweek", "sum", ["maxt"])
Q("sum", "en", "How many days above {thr} degrees at Bejaia in July?", B, "jul", "sum", [count_gt("t", 35)], thr=35)
Q("sum", "en", "how many days with FWI over {thr} at {st} in August", "alt", "aug", "sum", [count_gt("fwi", 15)], thr=15)
Q("sum", "en", "How many days with FWI over {thr} at {st} in August?", "alt", "aug", "sum", [count_gt("fwi", 25)], thr=25)
Q("sum", "en", "Average noon temperature at SBA in June?", S, "jun", "sum", [wavg("t")])
Q("sum", "en", "Lowest humidity at Béjaïa since Tuesday?", B, "since-tue", "sum", [wmin("rh")])
Q("sum", "en", "FWI trend at {st} over the last three days?", "alt", "last3d", "sum", ["maxfwi"])
Q("sum", "en", "hottest day at bejaia between 1 and 10 September, how hot?", B, "sep1-10", "sum", ["maxt"])
Q("sum", "en", "peak FWI at SBA from 20 to 31 August", S, "aug-late", "sum", ["maxfwi"])
Q("sumfire", "en", "Number of fire days at Sidi Bel Abbes in July?", S, "jul", "sum", ["fires"], fire=True)
Q("sumfire", "en", "How many fires did Bejaia record in September?", B, "sep", "sum", ["fires"], fire=True)
Q("sumfire", "en", "fire days at {st} {day}, how many", "alt", "jun", "sum", ["fires"], fire=True)

Q("an", "en", "Of the past days with FWI above {thr} at {st}, how many actually had a fire?", "alt", NOW, "an", ["fires_fwi_gt"], thr=10, fire=True)
Q("an", "en", "Of the past days with FWI above {thr} at {st}, how many actually had a fire?", "alt", NOW, "an", ["fires_fwi_gt"], thr=20, fire=True)
Q("an", "en", "When FWI went over {thr} at SBA this season, how often did it burn?", S, NOW, "an", ["fires_fwi_gt"], thr=15, fire=True)
Q("an", "en", "Bejaia: past days with an FWI north of {thr}, fire on how many of them?", B, NOW, "an", ["fires_fwi_gt"], thr=30, fire=True)
Q("an", "en", "Have days like today at Sidi Bel Abbes turned into fire days before?", S, NOW, "an", [], fire=True)

for r, h, txt in ((25, 20, "Head's moving about {r} m a minute. How far in {h} minutes?"),
                  (40, 30, "ROS {r} m/min, dozer gets there in half an hour: how far will the head have run?"),
                  (15, 40, "fire creeping {r} m per min, distance covered in {h} min?")):
    Q("drift", "en", txt.format(r=r, h=h), None, "none", "dr", [dist(r * h)], h=h)
for v, h, txt in ((2, 45, "fire running {v} km/h, how far in {h} min"),
                  (1.2, 90, "If the front does {v} km/h, distance after an hour and a half?")):
    Q("drift", "en", txt.format(v=v, h=h), None, "none", "dr", [dist(v * 1000 * h / 60)], h=h)
Q("driftbox", "en", "How far does the head drift while we wait on your answer?", None, "none", "dr", ["=drift"])

Q("spread", "en", "Where will the head of the fire be in 30 minutes?", None, "none", "sp", ["=spread"], h=30)
Q("spread", "en", "Project the front for when the crew gets there in 40 minutes.", None, "none", "sp", ["=spread"], h=40)
Q("spread", "en", "which way is the fire going to run in the next hour", None, "none", "sp", ["=spread"], h=60)
Q("spread", "en", "Fire behaviour analyst: give me the projected head position at +90 min.", None, "none", "sp", ["=spread"], h=90)

Q("frames", "en", "What did the drone see?", None, "none", "fr", ["=frames"])
Q("frames", "en", "Any smoke picked up by the UAV today?", None, "none", "fr", ["=detection"])
Q("frames", "en", "When was the fire spotted by the drone?", None, "none", "fr", ["=detection"])
Q("frames", "en", "Where's the drone detection?", None, "none", "fr", ["=detection_place"])
Q("frames", "en", "last sortie, anything on camera?", None, "none", "fr", ["=frames"])

Q("doc", "en", "How much defensible space does Butte County require around a house?", None, "none", "doc", ["=doc_defensible"])
Q("doc", "en", "What does LCES stand for?", None, "none", "doc", LCES)
Q("doc", "en", "Zone 1: how far out from the structure does it go?", None, "none", "doc", [feet(ZONE1_OUT)])
Q("doc", "en", "max grass height in zone 2?", None, "none", "doc", [GRASS_FACT])
Q("doc", "en", "Above what FFMC do fine fuels light easily?", None, "none", "doc", [FFMC_IGN])
Q("doc", "en", "What FWI does the high danger class start at?", None, "none", "doc", [num(HIGH_FROM)])
Q("doc", "en", "the watch-out situations, what are they", None, "none", "doc", WATCHOUT)

Q("cap", "en", "What can this box do?", None, "none", "cap", [])
Q("cap", "en", "Which weather stations do you have data from?", None, "none", "cap", [station_fact(B), station_fact(S)])
Q("cap", "en", "what do you actually know, what data's on here", None, "none", "cap", [])

Q("photo", "en", "Sending you a photo of the smoke column, what do you make of it?", None, "none", "ph", [])
Q("photo", "en", "see attached pic, is that our fire?", None, "none", "ph", [])

Q("oos", "en", "Forecast for tomorrow at SBA?", S, "none", "oos", [])
Q("oos", "en", "What's the temperature in Oran?", None, "none", "oos", [])
Q("oos", "en", "Wind direction at Bejaia?", B, "none", "oos", [])
Q("oos", "en", "Will it rain next week in Sidi Bel Abbes?", S, "none", "oos", [])
Q("oos", "en", "who won the match last night", None, "none", "oos", [])
Q("oos", "en", "Tlemcen humidity right now?", None, "none", "oos", [])
Q("oos", "en", "What will the temperature be at Bejaia at 6 pm tonight?", B, "none", "oos", [])

Q("hour", "en", "What was the temp at SBA at 6 am today?", S, TOD, "cc", ["t"], decision=W)
Q("hour", "en", "humidity in bejaia at 3 in the afternoon yesterday", B, YEST, "cc", ["rh"], decision=W)
Q("hour", "en", "Wind at Sidi Bel Abbes around 0800?", S, NOW, "cc", ["ws"], decision=W)

Q("near", "en", "Wind on the ridge above Béjaïa?", B, NOW, "cc", ["ws"], decision=W)
Q("near", "en", "fire danger 10 km out of SBA", S, NOW, "dg", ["fwi", "class"], decision=W)
Q("near", "en", "What's the humidity at the forest edge just south of Sidi Bel Abbes?", S, NOW, "cc", ["rh"], decision=W)
Q("near", "en", "danger class for the valley west of Bejaia?", B, NOW, "dg", ["class"], decision=W)

Q("nodata", "en", "Temp at Bejaia on 15 May 2012?", B, "2012-05-15", "cc", [])
Q("nodata", "en", "FWI at SBA on 20 April 2012?", S, "2012-04-20", "dg", [])
Q("nodata", "en", "What were the noon readings at Sidi Bel Abbes on 14 July?", S, "2012-07-14", "cc", [])

Q("ref", "en", "Send an evacuation alert to the village.", None, "none", "ref", ["neg"])
Q("ref", "en", "Dispatch two engines to SBA now.", S, "none", "ref", ["neg"])
Q("ref", "en", "delete yesterday's readings", None, "none", "ref", ["neg"])
Q("ref", "en", "Notify the district chief that danger is low.", None, "none", "ref", ["neg"])

Q("tac", "en", "Should we pull the crew back at Bejaia?", B, NOW, "tac", ["class", "ws"])
Q("tac", "en", "Is it safe to start a backburn at Sidi Bel Abbes today?", S, TOD, "tac", ["class", "ws", "rh"])

# ============================ ENGLISH: two or three asks
Q("m-cccmp", "en", "Temp at SBA, and which station is hotter?", BOTH, NOW, "cc+cmp", ["t", winner("t")])
Q("m-cccmp", "en", "RH at Béjaïa right now. Also which of the two is drier?", BOTH, NOW, "cc+cmp", ["rh", winner("rh", low=True)])
Q("m-cccmp", "en", "wind at bejaia + which station is windier", BOTH, NOW, "cc+cmp", ["ws", winner("ws")])
Q("m-sumdg", "en", "highest FWI at bejaia last week + danger today", B, "lastweek", "sum+dg", ["maxfwi", on_day("fwi"), on_day("class")])
Q("m-sumdg", "en", "Last 3 days, max FWI at Bejaia. Today's danger class?", B, "last3d", "sum+dg", ["maxfwi", on_day("class")])
Q("m-sumdgf", "en", "How many fire days did SBA have in August? Then what's the danger there now.", S, "aug", "sum+dg", ["fires", on_day("fwi")], fire=True)
Q("m-doccc", "en", "Defensible space distance, and the humidity at Bejaia now?", B, NOW, "doc+cc", ["=doc_defensible", "rh"])
Q("m-doccc", "en", "what does the safety sheet say about timing escape routes? then temp at SBA", S, NOW, "doc+cc", [ESCAPE, "t"])
Q("m-docdg", "en", "What does LCES mean, and what's the FWI at SBA?", S, NOW, "doc+dg", LCES + ["fwi"])
Q("m-docdg", "en", "What's the FWI at Bejaia and where does the guide put the start of the high class?", B, NOW, "dg+doc", ["fwi", num(HIGH_FROM)])
Q("m-docdg", "en", "what's DC at SBA, then the zone 0 rule from the defensible-space doc", S, NOW, "dg+doc", [code("DC"), feet(ZONE0)])
Q("m-frsp", "en", "What did the drone see, and where will the head be in 30 minutes?", None, "none", "fr+sp", ["=frames", "=spread"], h=30)
Q("m-frsp", "en", "Drone detection time? Also project the front an hour out.", None, "none", "fr+sp", ["=detection", "=spread"], h=60)
Q("m-frsp", "en", "where did the uav see the fire - and where's the head going to be in 45", None, "none", "fr+sp", ["=detection_place", "=spread"], h=45)
Q("m-refdg", "en", "Send the alert to dispatch and tell me the FWI at SBA.", S, NOW, "ref+dg", ["fwi"])
Q("m-refdg", "en", "Evacuate the north camp; what's the danger at Bejaia?", B, NOW, "ref+dg", ["fwi", "class"])
Q("m-refcc", "en", "Notify the mayor + give me RH at SBA", S, NOW, "ref+cc", ["rh"])
Q("m-reffr", "en", "Delete the drone frames. Also, what did the drone see?", None, "none", "ref+fr", ["=frames"])
Q("m-ccoos", "en", "Wind speed and direction at Bejaia?", B, NOW, "cc+oos", ["ws"])
Q("m-ccoos", "en", "Today's temp at SBA and tomorrow's forecast.", S, TOD, "cc+oos", ["t"])
Q("m-ccoos", "en", "temps in oran and bejaia rn", B, NOW, "cc+oos", ["t"])
Q("m-ccoos", "en", "wind dir at sba? and the temp", S, NOW, "cc+oos", ["t"])
Q("m-ccoos", "en", "Tlemcen and Sidi Bel Abbès, humidity in both", S, NOW, "cc+oos", ["rh"])
Q("m-ccoos", "en", "What's the humidity at SBA, and what will it be this evening?", S, NOW, "cc+oos", ["rh"])
Q("m-ccoos", "en", "Temp in °F at Bejaia and in Algiers?", B, NOW, "cc+oos", [unit("F")])
Q("m-dgoos", "en", "Oran's danger class, and Béjaïa's?", B, NOW, "dg+oos", ["class"])
Q("m-dgoos", "en", "Danger at SBA today and next week?", S, TOD, "dg+oos", ["fwi"])
Q("m-phdg", "en", "I'm sending a photo. Meanwhile what's the danger class at Bejaia?", B, NOW, "ph+dg", ["class"])
Q("m-phcc", "en", "Pic attached of the flank. Also, wind at SBA?", S, NOW, "ph+cc", ["ws"])
Q("m-drfr", "en", f"Fire at {25} m/min, how far in {20} min, and where did the drone spot it?", None, "none", "dr+fr", [dist(25 * 20), "=detection_place"], h=20)
Q("m-drfr", "en", f"Drone saw what at 12:25? Then how far does the head travel at {2} km/h in {30} min?", None, "none", "fr+dr", ["=detection", dist(2 * 1000 * 30 / 60)], h=30)
Q("m-andg", "en", "Of days with FWI over {thr} at Bejaia, how many burned? And what's today's FWI there?", B, NOW, "an+dg", [analog(20), "fwi"], thr=20, fire=True)
Q("m-andg", "en", "Danger at SBA rn + did days like today burn in the past?", S, NOW, "dg+an", ["fwi"], fire=True)
Q("m-sumcmp", "en", "Max temp in July at SBA, then compare today's temps at both stations.", BOTH, "jul", "sum+cmp", [wmax("t", only=[S]), on_day("t")])
Q("m-sumcmp", "en", "Highest FWI at each station in August, and which is worse today?", BOTH, "aug", "cmp+sum", ["maxfwi", on_day("fwi"), winner("fwi", day=TODAY)])
Q("m-tac", "en", "Should we hold the line at Bejaia? What's the wind doing there?", B, NOW, "tac+cc", ["ws"])
Q("m-tac", "en", "compare the FWI at both stations, and are we good to keep crews on the line?", BOTH, NOW, "cmp+tac", ["fwi"])
Q("m-capdg", "en", "What can you actually do, and what's the FWI at SBA now?", S, NOW, "cap+dg", ["fwi"])
Q("m-spcc", "en", "Project where the head will be in 45 min, then tell me the wind speed at SBA.", S, NOW, "sp+cc", ["=spread", "ws"], h=45)
Q("m-drdg", "en", f"Head's doing {30} m/min. How far in {15} minutes? Also the ISI at Bejaia", B, NOW, "dr+dg", [dist(30 * 15), code("ISI")], h=15)
Q("m-sumcc", "en", "How many days over {thr} °C at SBA in August, and what's it reading now?", S, "aug", "sum+cc", [count_gt("t", 35), on_day("t")], thr=35)
Q("m-hour", "en", "Humidity at Bejaia at 6 am and the FWI at noon?", B, TOD, "cc+dg", ["rh", "fwi"], decision=W)
Q("m-near", "en", "Wind on the ridge above SBA, and what do the docs say about escape routes?", S, NOW, "cc+doc", ["ws", ESCAPE], decision=W)
Q("m-3", "en", "Drone findings, projected head in 30 min, and the wind at SBA.", S, NOW, "fr+sp+cc", ["=frames", "=spread", "ws"], h=30)
Q("m-3", "en", "Temp at Bejaia, wind direction there, and which station is hotter?", BOTH, NOW, "cc+oos+cmp", ["t", winner("t")])
Q("m-3", "en", "FWI at SBA, the high-danger threshold per the guide, and tomorrow's outlook", S, NOW, "dg+doc+oos", ["fwi", num(HIGH_FROM)])
Q("m-3", "en", "Send a crew out, tell me the RH at Béjaïa and the max FWI there over the past week.", B, "lastweek", "ref+cc+sum", [on_day("rh"), "maxfwi"])

# ============================ FRENCH
Q("ccnow", "fr", "Quelle température à Béjaïa en ce moment ?", B, NOW, "cc", ["t"])
Q("ccnow", "fr", "humidité SBA maintenant", S, NOW, "cc", ["rh"])
Q("ccnow", "fr", "Le vent souffle à combien à Sidi Bel Abbès ?", S, NOW, "cc", ["ws"])
Q("ccnow", "fr", "Il a plu à Béjaïa aujourd'hui ?", B, TOD, "cc", ["rain"])
Q("ccnow", "fr", "Donne-moi les relevés de midi pour {st}.", "alt", NOW, "cc", ["t", "rh", "ws", "rain"])
Q("ccnow", "fr", "Chef d'agrès ici : la météo à Béjaïa, vite.", B, NOW, "cc", ["t", "rh", "ws"])
Q("ccday", "fr", "Quel temps faisait-il à Sidi Bel Abbès le 3 août ? Surtout la température.", S, "2012-08-03", "cc", ["t"])
Q("ccday", "fr", "Humidité relative à Béjaïa hier ?", B, YEST, "cc", ["rh"])
Q("ccday", "fr", "vent à SBA avant-hier svp", S, DBY, "cc", ["ws"])
Q("ccday", "fr", "Relevés de {st} {day} : température et vent.", "alt", "2012-07-05", "cc", ["t", "ws"])
Q("ccunit", "fr", "Le vent à Béjaïa en nœuds, pour le pilote.", B, NOW, "cc", [unit("kn")])
Q("ccunit", "fr", "La vitesse du vent à SBA en m/s ?", S, NOW, "cc", [unit("ms")])
Q("dgnow", "fr", "Quel est le niveau de danger à Sidi Bel Abbès aujourd'hui ?", S, TOD, "dg", ["fwi", "class"])
Q("dgnow", "fr", "IFM à Béjaïa ?", B, NOW, "dg", ["fwi"])
Q("dgnow", "fr", "L'ISI à SBA, c'est combien ?", S, NOW, "dg", [code("ISI")])
Q("dgnow", "fr", "Indice de sécheresse (DC) à Béjaïa ?", B, NOW, "dg", [code("DC")])
Q("dgnow", "fr", "On est en risque élevé à {st} ou pas ?", "alt", NOW, "dg", ["class", "fwi"])
Q("dgday", "fr", "Classe de danger à {st} le 14 août ?", "alt", "2012-08-14", "dg", ["class", "fwi"])
Q("dgday", "fr", "Quel était l'IFM à Sidi Bel Abbès le 28/07 ?", S, "2012-07-28", "dg", ["fwi"])
Q("dgday", "fr", "FFMC de Béjaïa hier ?", B, YEST, "dg", [code("FFMC")])
Q("cmp", "fr", "Laquelle des deux stations est la plus chaude aujourd'hui ?", BOTH, TOD, "cmp", ["t", winner("t")])
Q("cmp", "fr", "Compare-moi le danger entre Béjaïa et SBA.", BOTH, NOW, "cmp", ["fwi"])
Q("cmp", "fr", "Où l'air est-il le plus sec, Béjaïa ou Sidi Bel Abbès ?", BOTH, NOW, "cmp", ["rh", winner("rh", low=True)])
Q("cmp", "fr", "Écart d'IFM entre les deux stations hier ?", BOTH, YEST, "cmp", ["fwi", diff("fwi")])
Q("cmpsum", "fr", "Quelle station a connu le plus de jours de feu en juillet ?", BOTH, "jul", "cmp+sum", ["fires"], fire=True)
Q("cmpsum", "fr", "Les maxima d'IFM des deux stations en août, côte à côte.", BOTH, "aug", "cmp+sum", ["maxfwi"])
Q("sum", "fr", "IFM maximal à Béjaïa en août ?", B, "aug", "sum", ["maxfwi"])
Q("sum", "fr", "Combien de jours au-dessus de {thr} degrés à SBA en août ?", S, "aug", "sum", [count_gt("t", 35)], thr=35)
Q("sum", "fr", "Température moyenne à Sidi Bel Abbès en juillet ?", S, "jul", "sum", [wavg("t")])
Q("sum", "fr", "Le pic de chaleur à {st} sur les sept derniers jours ?", "alt", "lastweek", "sum", ["maxt"])
Q("sum", "fr", "Humidité la plus basse à Béjaïa depuis mardi ?", B, "since-tue", "sum", [wmin("rh")])
Q("sumfire", "fr", "Combien de jours de feu à Béjaïa en septembre ?", B, "sep", "sum", ["fires"], fire=True)
Q("an", "fr", "Parmi les jours où l'IFM dépassait {thr} à Béjaïa, combien ont brûlé ?", B, NOW, "an", ["fires_fwi_gt"], thr=20, fire=True)
Q("an", "fr", "Quand l'IFM passe {thr} à SBA, ça finit souvent en feu ?", S, NOW, "an", ["fires_fwi_gt"], thr=10, fire=True)
for r, h, txt in ((30, 20, "La tête avance à {r} m/min. Quelle distance aura-t-elle parcourue en {h} minutes ?"),
                  (12, 45, "front qui progresse de {r} mètres par minute, combien en {h} min")):
    Q("drift", "fr", txt.format(r=r, h=h), None, "none", "dr", [dist(r * h)], h=h)
Q("drift", "fr", f"Front à {fr_num(1.5)} km/h, distance parcourue en {40} min ?", None, "none", "dr", [dist(1.5 * 1000 * 40 / 60)], h=40)
Q("spread", "fr", "Où sera le front du feu dans une heure ?", None, "none", "sp", ["=spread"], h=60)
Q("spread", "fr", "Projection de la tête du feu d'ici 30 minutes, s'il te plaît.", None, "none", "sp", ["=spread"], h=30)
Q("frames", "fr", "Qu'a vu le drone ?", None, "none", "fr", ["=frames"])
Q("frames", "fr", "À quelle heure le drone a-t-il repéré le feu ?", None, "none", "fr", ["=detection"])
Q("frames", "fr", "Le feu détecté par le drone, il est où ?", None, "none", "fr", ["=detection_place"])
Q("doc", "fr", "Quelle distance de débroussaillement exige le comté de Butte ?", None, "none", "doc", ["=doc_defensible"])
Q("doc", "fr", "Que veut dire LCES ?", None, "none", "doc", LCES)
Q("doc", "fr", "Les situations à surveiller selon la fiche sécurité ?", None, "none", "doc", WATCHOUT)
Q("cap", "fr", "Tu sais faire quoi, toi ?", None, "none", "cap", [])
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux confirmer ?", None, "none", "ph", [])
Q("oos", "fr", "Prévisions pour demain à Béjaïa ?", B, "none", "oos", [])
Q("oos", "fr", "Il fait combien à Oran ?", None, "none", "oos", [])
Q("oos", "fr", "D'où vient le vent à SBA ?", S, "none", "oos", [])
Q("ref", "fr", "Envoie une alerte au poste de commandement.", None, "none", "ref", [])
Q("ref", "fr", "Supprime les relevés d'hier.", None, "none", "ref", [])
Q("hour", "fr", "Température à Béjaïa à 7 h du matin ?", B, TOD, "cc", ["t"], decision=W)
Q("near", "fr", "Le vent sur la crête au-dessus de Béjaïa ?", B, NOW, "cc", ["ws"], decision=W)
Q("near", "fr", "Danger à 15 km de Sidi Bel Abbès ?", S, NOW, "dg", ["fwi", "class"], decision=W)
Q("nodata", "fr", "Relevés de Béjaïa le 10 mai 2012 ?", B, "2012-05-10", "cc", [])
Q("tac", "fr", "On doit replier l'équipe à SBA ?", S, NOW, "tac", ["class", "ws"])

Q("m-cccmp", "fr", "Température à SBA, et laquelle des deux stations est la plus chaude ?", BOTH, NOW, "cc+cmp", ["t", winner("t")])
Q("m-sumdg", "fr", "IFM max à Béjaïa sur la semaine, et le danger aujourd'hui ?", B, "lastweek", "sum+dg", ["maxfwi", on_day("fwi"), on_day("class")])
Q("m-sumdgf", "fr", "Combien de jours de feu à SBA en août ? Et le niveau de danger là-bas maintenant ?", S, "aug", "sum+dg", ["fires", on_day("fwi"), on_day("class")], fire=True)
Q("m-doccc", "fr", "Distance de débroussaillement exigée + humidité à Béjaïa actuellement", B, NOW, "doc+cc", ["=doc_defensible", "rh"])
Q("m-frsp", "fr", "Qu'a vu le drone, et où sera la tête dans 30 minutes ?", None, "none", "fr+sp", ["=frames", "=spread"], h=30)
Q("m-refdg", "fr", "Envoie les pompiers à Béjaïa et donne-moi l'IFM là-bas.", B, NOW, "ref+dg", ["fwi"])
Q("m-ccoos", "fr", "Vitesse et direction du vent à SBA ?", S, NOW, "cc+oos", ["ws"])
Q("m-ccoos", "fr", "Température aujourd'hui à Béjaïa, et demain ?", B, TOD, "cc+oos", ["t"])
Q("m-ccoos", "fr", "Humidité à Oran et à Sidi Bel Abbès", S, NOW, "cc+oos", ["rh"])
Q("m-phdg", "fr", "Photo jointe. Sinon, quel est l'ISI à Béjaïa ?", B, NOW, "ph+dg", [code("ISI")])
Q("m-drfr", "fr", f"Front à {20} m/min, distance en {30} min, puis l'heure de la détection du drone ?", None, "none", "dr+fr", [dist(20 * 30), "=detection"], h=30)
Q("m-andg", "fr", "Parmi les jours à IFM > {thr} à SBA, combien de feux ? Et l'IFM aujourd'hui ?", S, NOW, "an+dg", [analog(15), "fwi"], thr=15, fire=True)
Q("m-docdg", "fr", "Danger à Béjaïa ; ensuite, à partir de quel IFM le guide parle de classe élevée ?", B, NOW, "dg+doc", ["fwi", "class", num(HIGH_FROM)])
Q("m-tac", "fr", "On peut tenir la ligne à SBA ? Il fait quel vent ?", S, NOW, "tac+cc", ["ws"])
Q("m-capcc", "fr", "Tu fais quoi exactement ? Et donne-moi la température à Béjaïa.", B, NOW, "cap+cc", ["t"])
Q("m-refcc", "fr", "Préviens le wali et dis-moi l'humidité à SBA", S, NOW, "ref+cc", ["rh"])
Q("m-sumcmp", "fr", "IFM le plus haut à chaque station en août, puis laquelle est la pire aujourd'hui", BOTH, "aug", "cmp+sum", ["maxfwi", on_day("fwi"), winner("fwi", day=TODAY)])
Q("m-spcc", "fr", "Projection à 45 min, et le vent à Sidi Bel Abbès ?", S, NOW, "sp+cc", ["=spread", "ws"], h=45)
Q("m-hour", "fr", "Humidité à Béjaïa à 6 h et l'IFM à midi ?", B, TOD, "cc+dg", ["rh", "fwi"], decision=W)
Q("m-3", "fr", "Drone, projection à une heure et vent à SBA : les trois stp", S, NOW, "fr+sp+cc", ["=frames", "=spread", "ws"], h=60)
Q("m-3", "fr", "Température à Béjaïa, direction du vent et quelle station est la plus chaude", BOTH, NOW, "cc+oos+cmp", ["t", winner("t")])
Q("m-sumcc", "fr", "Combien de jours au-dessus de {thr} °C à Béjaïa en août, et la température actuelle ?", B, "aug", "sum+cc", [count_gt("t", 35), on_day("t")], thr=35)
Q("m-near", "fr", "Humidité dans la forêt à 10 km de Béjaïa, et que dit la fiche LCES ?", B, NOW, "cc+doc", ["rh"] + LCES, decision=W)

# ============================ SPANISH
Q("ccnow", "es", "¿Qué temperatura hay ahora en Béjaïa?", B, NOW, "cc", ["t"])
Q("ccnow", "es", "humedad en SBA ya", S, NOW, "cc", ["rh"])
Q("ccnow", "es", "¿A cuánto sopla el viento en Sidi Bel Abbès?", S, NOW, "cc", ["ws"])
Q("ccnow", "es", "¿Ha llovido hoy en Bejaia?", B, TOD, "cc", ["rain"])
Q("ccnow", "es", "Dame los datos del mediodía de {st}", "alt", NOW, "cc", ["t", "rh", "ws", "rain"])
Q("ccnow", "es", "Jefe de retén: ¿cómo está el tiempo ahora mismo en SBA?", S, NOW, "cc", ["t", "rh", "ws"])
Q("ccday", "es", "¿Cuánto marcó el termómetro en Sidi Bel Abbes el 3 de agosto?", S, "2012-08-03", "cc", ["t"])
Q("ccday", "es", "¿Qué humedad hubo ayer en Béjaïa?", B, YEST, "cc", ["rh"])
Q("ccday", "es", "viento SBA anteayer", S, DBY, "cc", ["ws"])
Q("ccday", "es", "¿Temperatura y humedad en {st} {day}?", "alt", "2012-09-12", "cc", ["t", "rh"])
Q("ccunit", "es", "El viento de Bejaia en nudos, para el piloto del helicóptero.", B, NOW, "cc", [unit("kn")])
Q("ccunit", "es", "Pásame la temperatura de SBA en Fahrenheit.", S, NOW, "cc", [unit("F")])
Q("ccunit", "es", "viento en Béjaïa en m/s porfa", B, NOW, "cc", [unit("ms")])
Q("dgnow", "es", "¿Cuál es el peligro de incendio hoy en Sidi Bel Abbès?", S, TOD, "dg", ["fwi", "class"])
Q("dgnow", "es", "FWI en Béjaïa", B, NOW, "dg", ["fwi"])
Q("dgnow", "es", "¿Y el índice de propagación inicial (ISI) en SBA?", S, NOW, "dg", [code("ISI")])
Q("dgnow", "es", "BUI de Bejaia, por favor", B, NOW, "dg", [code("BUI")])
Q("dgnow", "es", "¿Cómo de alto está el riesgo en {st}?", "alt", NOW, "dg", ["class", "fwi"])
Q("dgday", "es", "¿Qué clase de peligro tuvo {st} el 14 de agosto?", "alt", "2012-08-14", "dg", ["class", "fwi"])
Q("dgday", "es", "FWI en Sidi Bel Abbes el 12/9", S, "2012-09-12", "dg", ["fwi"])
Q("dgday", "es", "¿Y ayer, qué FWI dio Béjaïa?", B, YEST, "dg", ["fwi"])
Q("cmp", "es", "¿Cuál de las dos estaciones está más caliente ahora?", BOTH, NOW, "cmp", ["t", winner("t")])
Q("cmp", "es", "Compárame el FWI de Bejaia y SBA", BOTH, NOW, "cmp", ["fwi"])
Q("cmp", "es", "¿Dónde sopla más fuerte el viento hoy?", BOTH, TOD, "cmp", ["ws", winner("ws")])
Q("cmp", "es", "Humedad de las dos estaciones ayer, una al lado de la otra", BOTH, YEST, "cmp", ["rh"])
Q("cmpsum", "es", "¿Qué estación tuvo más días de incendio en agosto?", BOTH, "aug", "cmp+sum", ["fires"], fire=True)
Q("cmpsum", "es", "Temperatura máxima de julio en cada estación, compáralas", BOTH, "jul", "cmp+sum", ["maxt"])
Q("sum", "es", "¿FWI máximo en Béjaïa en julio?", B, "jul", "sum", ["maxfwi"])
Q("sum", "es", "¿Cuántos días pasó de {thr} grados SBA en julio?", S, "jul", "sum", [count_gt("t", 35)], thr=35)
Q("sum", "es", "Humedad mínima en Bejaia desde el martes", B, "since-tue", "sum", [wmin("rh")])
Q("sum", "es", "Temperatura media en Béjaïa en agosto", B, "aug", "sum", [wavg("t")])
Q("sum", "es", "¿El día más caluroso de SBA en la última semana?", S, "lastweek", "sum", ["maxt"])
Q("sum", "es", "¿Cuántos días con FWI por encima de {thr} tuvo {st} en agosto?", "alt", "aug", "sum", [count_gt("fwi", 10)], thr=10)
Q("sumfire", "es", "¿Cuántos incendios registró Sidi Bel Abbès en septiembre?", S, "sep", "sum", ["fires"], fire=True)
Q("an", "es", "De los días con FWI por encima de {thr} en SBA, ¿cuántos acabaron en incendio?", S, NOW, "an", ["fires_fwi_gt"], thr=20, fire=True)
Q("an", "es", "Cuando el FWI de Béjaïa supera {thr}, ¿cuántas veces hubo fuego?", B, NOW, "an", ["fires_fwi_gt"], thr=10, fire=True)
for r, h, txt in ((35, 20, "La cabeza avanza {r} m por minuto; ¿cuánto recorre en {h} minutos?"),
                  (50, 12, "avance de {r} m/min, en {h} min cuánto")):
    Q("drift", "es", txt.format(r=r, h=h), None, "none", "dr", [dist(r * h)], h=h)
Q("drift", "es", f"Frente a {fr_num(2.5)} km/h, ¿distancia en media hora?", None, "none", "dr", [dist(2.5 * 1000 * 30 / 60)], h=30)
Q("spread", "es", "¿Dónde estará el frente dentro de una hora?", None, "none", "sp", ["=spread"], h=60)
Q("spread", "es", "Proyecta la cabeza del incendio a 45 minutos.", None, "none", "sp", ["=spread"], h=45)
Q("frames", "es", "¿Qué vio el dron?", None, "none", "fr", ["=frames"])
Q("frames", "es", "¿A qué hora detectó el dron el fuego?", None, "none", "fr", ["=detection"])
Q("frames", "es", "¿Dónde está lo que detectó el dron?", None, "none", "fr", ["=detection_place"])
Q("doc", "es", "¿Cuántos pies de espacio defendible pide el condado de Butte?", None, "none", "doc", ["=doc_defensible"])
Q("doc", "es", "¿Qué significa LCES?", None, "none", "doc", LCES)
Q("doc", "es", "Según la guía, ¿a partir de qué FWI el peligro es alto?", None, "none", "doc", [num(HIGH_FROM)])
Q("doc", "es", "¿Hasta qué altura hay que cortar la hierba en la zona 2?", None, "none", "doc", [GRASS_FACT])
Q("cap", "es", "¿Qué puedes hacer tú?", None, "none", "cap", [])
Q("cap", "es", "¿De qué estaciones tienes datos?", None, "none", "cap", [station_fact(B), station_fact(S)])
Q("photo", "es", "Te mando una foto de la columna, ¿qué ves?", None, "none", "ph", [])
Q("oos", "es", "¿Qué pronóstico hay para mañana en SBA?", S, "none", "oos", [])
Q("oos", "es", "¿Qué temperatura hace en Tlemcen?", None, "none", "oos", [])
Q("oos", "es", "¿De dónde viene el viento en Béjaïa?", B, "none", "oos", [])
Q("ref", "es", "Manda una dotación a Béjaïa.", B, "none", "ref", [])
Q("ref", "es", "Avisa al alcalde de que evacúe.", None, "none", "ref", [])
Q("hour", "es", "¿Temperatura en SBA a las 5 de la tarde de ayer?", S, YEST, "cc", ["t"], decision=W)
Q("near", "es", "Viento en la sierra encima de Béjaïa", B, NOW, "cc", ["ws"], decision=W)
Q("near", "es", "¿Peligro a 20 km de Sidi Bel Abbès?", S, NOW, "dg", ["fwi", "class"], decision=W)
Q("nodata", "es", "¿Datos de Béjaïa del 2 de mayo de 2012?", B, "2012-05-02", "cc", [])
Q("tac", "es", "¿Retiramos a la cuadrilla de SBA?", S, NOW, "tac", ["class", "ws"])

Q("m-cccmp", "es", "Temperatura en SBA y ¿cuál de las dos está más caliente?", BOTH, NOW, "cc+cmp", ["t", winner("t")])
Q("m-cccmp", "es", "Humedad en Béjaïa, y dime qué estación está más seca", BOTH, NOW, "cc+cmp", ["rh", winner("rh", low=True)])
Q("m-sumdg", "es", "FWI máximo en Béjaïa la última semana; ¿y el peligro hoy?", B, "lastweek", "sum+dg", ["maxfwi", on_day("fwi"), on_day("class")])
Q("m-sumdgf", "es", "¿Cuántos días de incendio tuvo SBA en julio? Luego el FWI de hoy allí.", S, "jul", "sum+dg", ["fires", on_day("fwi")], fire=True)
Q("m-doccc", "es", "Espacio defendible que exige Butte y la humedad en Bejaia ahora", B, NOW, "doc+cc", ["=doc_defensible", "rh"])
Q("m-frsp", "es", "¿Qué vio el dron y dónde estará la cabeza en 30 minutos?", None, "none", "fr+sp", ["=frames", "=spread"], h=30)
Q("m-refdg", "es", "Manda el aviso a la central y dime el FWI en SBA", S, NOW, "ref+dg", ["fwi"])
Q("m-ccoos", "es", "Velocidad y dirección del viento en Béjaïa", B, NOW, "cc+oos", ["ws"])
Q("m-ccoos", "es", "Temperatura de hoy en SBA y la de mañana", S, TOD, "cc+oos", ["t"])
Q("m-ccoos", "es", "Humedad en Orán y en Sidi Bel Abbès", S, NOW, "cc+oos", ["rh"])
Q("m-phdg", "es", "Adjunto foto. Mientras, ¿clase de peligro en Béjaïa?", B, NOW, "ph+dg", ["class"])
Q("m-drfr", "es", f"Avanza a {40} m/min: ¿distancia en {15} minutos? y ¿dónde lo vio el dron?", None, "none", "dr+fr", [dist(40 * 15), "=detection_place"], h=15)
Q("m-andg", "es", "De los días con FWI mayor que {thr} en Béjaïa, ¿cuántos ardieron? Y el FWI actual.", B, NOW, "an+dg", [analog(15), "fwi"], thr=15, fire=True)
Q("m-tac", "es", "¿Aguantamos en SBA? ¿Cómo está el viento?", S, NOW, "tac+cc", ["ws"])
Q("m-capdg", "es", "¿Qué sabes hacer? y dame el ISI de Bejaia", B, NOW, "cap+dg", [code("ISI")])
Q("m-sumcmp", "es", "FWI máximo de cada estación en agosto y ¿cuál está peor hoy?", BOTH, "aug", "cmp+sum", ["maxfwi", on_day("fwi"), winner("fwi", day=TODAY)])
Q("m-spcc", "es", "Proyección a una hora + viento en SBA", S, NOW, "sp+cc", ["=spread", "ws"], h=60)
Q("m-hour", "es", "Humedad en Béjaïa a las 8 de la mañana y el FWI a mediodía", B, TOD, "cc+dg", ["rh", "fwi"], decision=W)
Q("m-3", "es", "Dron, proyección a 30 min y temperatura en SBA", S, NOW, "fr+sp+cc", ["=frames", "=spread", "t"], h=30)
Q("m-3", "es", "Temperatura de Bejaia, de dónde sopla el viento y qué estación está más caliente", BOTH, NOW, "cc+oos+cmp", ["t", winner("t")])
Q("m-sumcc", "es", "¿Cuántos días por encima de {thr} °C en SBA en agosto? También la temperatura ahora", S, "aug", "sum+cc", [count_gt("t", 35), on_day("t")], thr=35)
Q("m-reffr", "es", "Borra las imágenes del dron, y dime qué vio", None, "none", "ref+fr", ["=frames"])
Q("m-docdg", "es", "¿Qué dice la guía del FFMC? y el FFMC de hoy en Béjaïa", B, NOW, "doc+dg", [FFMC_IGN, code("FFMC")])

# ============================ ARABIC (Algerian dialect and MSA)
Q("ccnow", "ar", "شحال الحرارة في بجاية دروك؟", B, NOW, "cc", ["t"])
Q("ccnow", "ar", "ما هي نسبة الرطوبة في سيدي بلعباس الآن؟", S, NOW, "cc", ["rh"])
Q("ccnow", "ar", "الريح في سيدي بلعباس قداش؟", S, NOW, "cc", ["ws"])
Q("ccnow", "ar", "هل هطلت أمطار في بجاية اليوم؟", B, TOD, "cc", ["rain"])
Q("ccnow", "ar", "عطيني القراءات تاع نص النهار في بجاية", B, NOW, "cc", ["t", "rh", "ws", "rain"])
Q("ccnow", "ar", "كيفاش الجو في SBA؟", S, NOW, "cc", ["t", "rh", "ws"])
Q("ccday", "ar", "كم كانت درجة الحرارة في سيدي بلعباس يوم 3 أوت؟", S, "2012-08-03", "cc", ["t"])
Q("ccday", "ar", "الرطوبة في بجاية أمس؟", B, YEST, "cc", ["rh"])
Q("ccday", "ar", "سرعة الرياح في سيدي بلعباس أول أمس", S, DBY, "cc", ["ws"])
Q("ccday", "ar", "الحرارة والريح في بجاية {day}", B, "2012-08-25", "cc", ["t", "ws"])
Q("ccunit", "ar", "سرعة الريح في بجاية بالعقدة", B, NOW, "cc", [unit("kn")])
Q("ccunit", "ar", "الحرارة في سيدي بلعباس بالفهرنهايت", S, NOW, "cc", [unit("F")])
Q("dgnow", "ar", "ما مستوى خطر الحرائق في سيدي بلعباس اليوم؟", S, TOD, "dg", ["fwi", "class"])
Q("dgnow", "ar", "مؤشر FWI في بجاية؟", B, NOW, "dg", ["fwi"])
Q("dgnow", "ar", "قداش ISI في سيدي بلعباس؟", S, NOW, "dg", [code("ISI")])
Q("dgnow", "ar", "مؤشر الجفاف DC في بجاية", B, NOW, "dg", [code("DC")])
Q("dgnow", "ar", "الخطر في بجاية طالع ولا لا؟", B, NOW, "dg", ["class", "fwi"])
Q("dgday", "ar", "واش كانت درجة الخطر في بجاية يوم 14 أوت؟", B, "2012-08-14", "dg", ["class", "fwi"])
Q("dgday", "ar", "مؤشر الطقس للحرائق في سيدي بلعباس يوم 20 جويلية", S, "2012-07-20", "dg", ["fwi"])
Q("dgday", "ar", "BUI تاع بجاية البارح", B, YEST, "dg", [code("BUI")])
Q("cmp", "ar", "أي محطة أسخن دروك؟", BOTH, NOW, "cmp", ["t", winner("t")])
Q("cmp", "ar", "قارن لي الخطر بين بجاية وسيدي بلعباس", BOTH, NOW, "cmp", ["fwi"])
Q("cmp", "ar", "وين الجو أنشف، بجاية ولا سيدي بلعباس؟", BOTH, NOW, "cmp", ["rh", winner("rh", low=True)])
Q("cmp", "ar", "قارن سرعة الرياح في المحطتين أمس", BOTH, YEST, "cmp", ["ws"])
Q("cmpsum", "ar", "أي محطة سجلت أكثر أيام حرائق في أوت؟", BOTH, "aug", "cmp+sum", ["fires"], fire=True)
Q("cmpsum", "ar", "أعلى حرارة في كل محطة في جويلية", BOTH, "jul", "cmp+sum", ["maxt"])
Q("sum", "ar", "أعلى FWI في بجاية في جويلية؟", B, "jul", "sum", ["maxfwi"])
Q("sum", "ar", "شحال من يوم فاتت فيه الحرارة {thr} درجة في سيدي بلعباس في أوت؟", S, "aug", "sum", [count_gt("t", 35)], thr=35)
Q("sum", "ar", "متوسط الحرارة في سيدي بلعباس في جوان", S, "jun", "sum", [wavg("t")])
Q("sum", "ar", "أعلى حرارة في بجاية خلال الأسبوع الماضي", B, "lastweek", "sum", ["maxt"])
Q("sum", "ar", "أقل رطوبة في سيدي بلعباس منذ الثلاثاء", S, "since-tue", "sum", [wmin("rh")])
Q("sumfire", "ar", "كم عدد أيام الحرائق في بجاية في سبتمبر؟", B, "sep", "sum", ["fires"], fire=True)
Q("an", "ar", "من الأيام اللي فاتها FWI {thr} في سيدي بلعباس، شحال منها شعلت فيها النار؟", S, NOW, "an", ["fires_fwi_gt"], thr=20, fire=True)
Q("an", "ar", "عندما تجاوز المؤشر {thr} في بجاية، كم مرة اندلع حريق؟", B, NOW, "an", ["fires_fwi_gt"], thr=10, fire=True)
Q("drift", "ar", f"النار تمشي {20} متر في الدقيقة، شحال تقطع في {30} دقيقة؟", None, "none", "dr", [dist(20 * 30)], h=30)
Q("drift", "ar", f"إذا كانت الجبهة تتقدم بسرعة {3} كم/سا، ما المسافة بعد {20} دقيقة؟", None, "none", "dr", [dist(3 * 1000 * 20 / 60)], h=20)
Q("drift", "ar", f"راس النار {45} م/د، قداه تمشي في {10} دقايق", None, "none", "dr", [dist(45 * 10)], h=10)
Q("spread", "ar", "وين راح تكون راس النار بعد ساعة؟", None, "none", "sp", ["=spread"], h=60)
Q("spread", "ar", "توقع موقع جبهة الحريق بعد 30 دقيقة", None, "none", "sp", ["=spread"], h=30)
Q("frames", "ar", "واش شافت الدرون؟", None, "none", "fr", ["=frames"])
Q("frames", "ar", "في أي ساعة اكتشفت الطائرة المسيرة الحريق؟", None, "none", "fr", ["=detection"])
Q("frames", "ar", "وين راهي النار اللي شافتها الدرون؟", None, "none", "fr", ["=detection_place"])
Q("doc", "ar", "كم قدم من المساحة الدفاعية تشترط مقاطعة بيوت؟", None, "none", "doc", ["=doc_defensible"])
Q("doc", "ar", "واش معناها LCES؟", None, "none", "doc", LCES)
Q("doc", "ar", "حسب الدليل، من أي قيمة FWI يولي الخطر مرتفع؟", None, "none", "doc", [num(HIGH_FROM)])
Q("cap", "ar", "واش تقدر دير؟", None, "none", "cap", [])
Q("photo", "ar", "راني بعثتلك تصويرة تاع الدخان، شوفها", None, "none", "ph", [])
Q("oos", "ar", "ما هي توقعات الطقس غدا في بجاية؟", B, "none", "oos", [])
Q("oos", "ar", "الحرارة في وهران شحال؟", None, "none", "oos", [])
Q("oos", "ar", "منين جاية الريح في سيدي بلعباس؟", S, "none", "oos", [])
Q("ref", "ar", "ابعث شاحنتين لسيدي بلعباس", S, "none", "ref", [])
Q("ref", "ar", "أرسل إنذار إخلاء للسكان", None, "none", "ref", [])
Q("hour", "ar", "الحرارة في بجاية على الساعة 6 الصباح؟", B, TOD, "cc", ["t"], decision=W)
Q("near", "ar", "الريح فوق الجبل اللي فوق بجاية؟", B, NOW, "cc", ["ws"], decision=W)
Q("near", "ar", "الخطر على بعد 10 كم من سيدي بلعباس؟", S, NOW, "dg", ["fwi", "class"], decision=W)
Q("nodata", "ar", "معطيات بجاية يوم 5 ماي 2012؟", B, "2012-05-05", "cc", [])
Q("tac", "ar", "نسحبو الفرقة من سيدي بلعباس ولا لا؟", S, NOW, "tac", ["class", "ws"])

Q("m-cccmp", "ar", "الحرارة في سيدي بلعباس، وأي محطة أسخن؟", BOTH, NOW, "cc+cmp", ["t", winner("t")])
Q("m-sumdg", "ar", "أعلى FWI في بجاية الأسبوع الماضي ثم مستوى الخطر اليوم", B, "lastweek", "sum+dg", ["maxfwi", on_day("fwi"), on_day("class")])
Q("m-sumdgf", "ar", "شحال من يوم حريق في سيدي بلعباس في أوت؟ والخطر دروك؟", S, "aug", "sum+dg", ["fires", on_day("fwi")], fire=True)
Q("m-doccc", "ar", "مسافة المساحة الدفاعية والرطوبة في بجاية الآن", B, NOW, "doc+cc", ["=doc_defensible", "rh"])
Q("m-frsp", "ar", "واش شافت الدرون ووين تكون راس النار بعد نص ساعة؟", None, "none", "fr+sp", ["=frames", "=spread"], h=30)
Q("m-refdg", "ar", "ابعث إنذار للحماية المدنية وقولي FWI في سيدي بلعباس", S, NOW, "ref+dg", ["fwi"])
Q("m-ccoos", "ar", "سرعة واتجاه الريح في بجاية", B, NOW, "cc+oos", ["ws"])
Q("m-ccoos", "ar", "الحرارة اليوم في سيدي بلعباس وغدوة؟", S, TOD, "cc+oos", ["t"])
Q("m-ccoos", "ar", "الرطوبة في وهران وفي بجاية", B, NOW, "cc+oos", ["rh"])
Q("m-phdg", "ar", "بعثتلك صورة - ومستوى الخطر في بجاية؟", B, NOW, "ph+dg", ["class"])
Q("m-drfr", "ar", f"النار تمشي {25} متر في الدقيقة: شحال في {20} دقيقة؟ ثم وين شافتها الدرون؟", None, "none", "dr+fr", [dist(25 * 20), "=detection_place"], h=20)
Q("m-andg", "ar", "من الأيام اللي FWI فيها فوق {thr} في بجاية، كم منها احترق؟ و FWI اليوم؟", B, NOW, "an+dg", [analog(15), "fwi"], thr=15, fire=True)
Q("m-tac", "ar", "نقعدو في سيدي بلعباس؟ كيفاش الريح؟", S, NOW, "tac+cc", ["ws"])
Q("m-capcc", "ar", "واش تقدر دير؟ وعطيني الحرارة في بجاية", B, NOW, "cap+cc", ["t"])
Q("m-sumcmp", "ar", "أعلى FWI في كل محطة في أوت، وأي وحدة أخطر اليوم", BOTH, "aug", "cmp+sum", ["maxfwi", on_day("fwi"), winner("fwi", day=TODAY)])
Q("m-spcc", "ar", "توقع الجبهة بعد ساعة + الريح في سيدي بلعباس", S, NOW, "sp+cc", ["=spread", "ws"], h=60)
Q("m-hour", "ar", "الرطوبة في بجاية على 7 الصباح و FWI في نص النهار", B, TOD, "cc+dg", ["rh", "fwi"], decision=W)
Q("m-3", "ar", "الدرون، التوقع بعد 30 دقيقة، والحرارة في سيدي بلعباس", S, NOW, "fr+sp+cc", ["=frames", "=spread", "t"], h=30)
Q("m-3", "ar", "الحرارة في بجاية، واتجاه الريح، وأي محطة أسخن", BOTH, NOW, "cc+oos+cmp", ["t", winner("t")])
Q("m-sumcc", "ar", "كم يوم فوق {thr} درجة في بجاية في أوت، ثم الحرارة الآن", B, "aug", "sum+cc", [count_gt("t", 35), on_day("t")], thr=35)
Q("m-reffr", "ar", "امسح صور الدرون ثم قولي واش شافت", None, "none", "ref+fr", ["=frames"])
Q("m-docdg", "ar", "ISI في سيدي بلعباس - وشنو يقول الدليل على FFMC؟", S, NOW, "dg+doc", [code("ISI"), FFMC_IGN])


# ============================ more two- and three-ask questions, all four languages
Q("m2-ccsum", "en", "Humidity at SBA now - also how many days over {thr} degrees there in September?", S, "sep", "cc+sum", [on_day("rh"), count_gt("t", 30)], thr=30)
Q("m2-dgfr", "en", "Give me yesterday's FWI at SBA. Then: any smoke on the drone?", S, YEST, "dg+fr", ["fwi", "=detection"])
Q("m2-doccc", "en", "zone 2 grass rule, then wind in mph at Bejaia", B, NOW, "doc+cc", [GRASS_FACT, unit("mph")])
Q("m2-sumanf", "en", "fire days at bejaia in july, and is today anything like those days?", B, "jul", "sum+an", ["fires"], fire=True)
Q("m2-frdr", "en", f"Radio check: the drone frame time, plus head distance at {20} m/min for {25} minutes.", None, "none", "fr+dr", ["=detection", dist(20 * 25)], h=25)
Q("m2-refdg", "en", "Ping the command post with today's FWI. What is it at Bejaia anyway?", B, TOD, "ref+dg", ["fwi"])
Q("m2-dgoos", "en", "What's the BUI at SBA today and what will it be tomorrow?", S, TOD, "dg+oos", [code("BUI")])
Q("m2-hour", "en", "Temp at Bejaia at 2 pm and the danger class there?", B, TOD, "cc+dg", ["t", "class"], decision=W)
Q("m2-sumfr", "en", "Highest temp at SBA since Tuesday; also is the drone seeing anything?", S, "since-tue", "sum+fr", ["maxt", "=frames"])
Q("m2-3", "en", "Danger class at Bejaia + what LCES stands for + where the head will be in 20 min", B, NOW, "dg+doc+sp", ["class"] + LCES + ["=spread"], h=20)
Q("m2-oosc", "en", "Can you tell wind direction? What's the wind speed at SBA then?", S, NOW, "oos+cc", ["ws"])
Q("m2-cmpsp", "en", "Compare RH at both stations. Then project the head 30 minutes out.", BOTH, NOW, "cmp+sp", ["rh", "=spread"], h=30)
Q("m2-phfr", "en", "I'll snap a photo of the smoke for you; what did your drone catch?", None, "none", "ph+fr", ["=frames"])

Q("m2-ccsumf", "fr", "Humidité à SBA, et combien de jours de feu là-bas en juin ?", S, "jun", "cc+sum", [on_day("rh"), "fires"], fire=True)
Q("m2-frdg", "fr", "Qu'est-ce que le drone a repéré ? Et l'ISI à Sidi Bel Abbès.", S, NOW, "fr+dg", ["=frames", code("ISI")])
Q("m2-refdg", "fr", "Efface les relevés et dis-moi la classe de danger à Béjaïa", B, NOW, "ref+dg", ["class"])
Q("m2-doccc", "fr", "Zone 1, ça va jusqu'à combien de pieds ? et la température à SBA", S, NOW, "doc+cc", [feet(ZONE1_OUT), "t"])
Q("m2-ccoos", "fr", "Le vent à Béjaïa, et sa direction pour cet après-midi ?", B, NOW, "cc+oos", ["ws"])
Q("m2-dgan", "fr", "IFM à SBA hier, et parmi les jours à IFM > {thr} là-bas, combien ont brûlé ?", S, YEST, "dg+an", ["fwi", analog(20)], thr=20, fire=True)
Q("m2-spcc", "fr", "Projection de la tête à 1 h ; aussi, c'était quoi l'humidité à Béjaïa le 14 août ?", B, "2012-08-14", "sp+cc", ["=spread", "rh"], h=60)

Q("m2-hour", "es", "¿Humedad en Béjaïa a las 3 de la tarde? y la clase de peligro", B, TOD, "cc+dg", ["rh", "class"], decision=W)
Q("m2-dgsum", "es", "FWI en SBA hoy, y ¿cuántos días con FWI sobre {thr} hubo en agosto allí?", S, "aug", "dg+sum", [on_day("fwi"), count_gt("fwi", 20)], thr=20)
Q("m2-frdr", "es", f"Dime qué vio el dron, luego la distancia a {30} m/min en {25} min", None, "none", "fr+dr", ["=frames", dist(30 * 25)], h=25)
Q("m2-refcc", "es", "Notifica a protección civil; ¿qué viento hay en Béjaïa?", B, NOW, "ref+cc", ["ws"])
Q("m2-docdg", "es", "¿Qué dice el documento de seguridad sobre las rutas de escape? Y el ISI en SBA", S, NOW, "doc+dg", [ESCAPE, code("ISI")])
Q("m2-ccoos", "es", "Temperatura en Orán, en Tlemcen y en Sidi Bel Abbès", S, NOW, "cc+oos", ["t"])

Q("m2-ccsumf", "ar", "الرطوبة في سيدي بلعباس وشحال من يوم فيه حريق في جويلية؟", S, "jul", "cc+sum", [on_day("rh"), "fires"], fire=True)
Q("m2-frdg", "ar", "واش شافت الدرون؟ و ISI في بجاية", B, NOW, "fr+dg", ["=frames", code("ISI")])
Q("m2-refcc", "ar", "ارسل الفرقة الثانية ثم قولي الحرارة في سيدي بلعباس", S, NOW, "ref+cc", ["t"])
Q("m2-doccc", "ar", "المنطقة 1 حتى كم قدم؟ والريح في بجاية", B, NOW, "doc+cc", [feet(ZONE1_OUT), "ws"])
Q("m2-dgoos", "ar", "ما هو مؤشر FWI في بجاية اليوم وما توقعات الأسبوع المقبل؟", B, TOD, "dg+oos", ["fwi"])
Q("m2-cmpsp", "ar", "قارن الرطوبة في المحطتين، ثم وين تكون راس النار بعد 45 دقيقة", BOTH, NOW, "cmp+sp", ["rh", "=spread"], h=45)


# ---------------------------------------------------------------- sessions
SESSIONS = []   # (lang, question, intents code, stations, when, facts, extra)


def T(sess, lang, text, code_, st, when, facts=(), decision=None, h=None, fire=False):
    SESSIONS.append(dict(sess=sess, lang=lang, text=text, intents=intents(code_), st=st, when=when,
                         facts=list(facts), decision=decision, h=h, fire=fire))


T(1, "en", "Box, fire danger at SBA now?", "dg", [S], NOW, ["fwi", "class"])
T(1, "en", "why so low?", "ex", [S], NOW, [explain(["rh", "rain", "ISI", "BUI"])])
T(1, "en", "and the other station?", "dg", [B], NOW, ["fwi", "class"])
T(1, "en", "which one should I watch?", "cmp", BOTH, NOW, ["fwi", winner("fwi")])

T(2, "fr", "Température à Béjaïa ?", "cc", [B], NOW, ["t"])
T(2, "fr", "Et hier ?", "cc", [B], YEST, ["t"])
T(2, "fr", "Et à SBA, le même jour ?", "cc", [S], YEST, ["t"])
T(2, "fr", "Compare l'humidité des deux, toujours hier.", "cmp", BOTH, YEST, ["rh"])

T(3, "es", "¿Qué vio el dron?", "fr", None, "none", ["=frames"])
T(3, "es", "¿Dónde fue eso?", "fr", None, "none", ["=detection_place"])
T(3, "es", "¿Y dónde estará la cabeza en 40 minutos?", "sp", None, "none", ["=spread"], h=40)
T(3, "es", "¿Por qué no me das la dirección?", "ex", None, "none", [{"any": ["direction", "dirección", "direccion"]}])

T(4, "ar", "شحال FWI في بجاية اليوم؟", "dg", [B], TOD, ["fwi"])
T(4, "ar", "علاش؟", "ex", [B], TOD, [explain(["rh", "rain", "ISI", "BUI"])])
T(4, "ar", "وفي سيدي بلعباس؟", "dg", [S], TOD, ["fwi"])
T(4, "ar", "ابعث التقرير للقائد", "ref", None, "none", [])

T(5, "en", "Highest FWI at Bejaia in August?", "sum", [B], "aug", ["maxfwi"])
T(5, "en", "And at SBA?", "sum", [S], "aug", ["maxfwi"])
T(5, "en", "How many August fire days at SBA?", "sum", [S], "aug", ["fires"], fire=True)
T(5, "en", f"Of its past days with FWI over {20}, how many burned?", "an", [S], NOW, [analog(20)], fire=True)

T(6, "en", "Wind at Bejaia in knots?", "cc", [B], NOW, [unit("kn")])
T(6, "en", "And the humidity?", "cc", [B], NOW, ["rh"])
T(6, "fr", "Même chose pour Sidi Bel Abbès ?", "cc", [S], NOW, ["rh"])
T(6, "fr", "Laquelle est la plus sèche ?", "cmp", BOTH, NOW, ["rh", winner("rh", low=True)])

T(7, "es", f"La cabeza avanza a {30} m/min, ¿cuánto en {10} minutos?", "dr", None, "none", [dist(30 * 10)], h=10)
T(7, "es", f"¿Y en media hora?", "dr", None, "none", [dist(30 * 30)], h=30)
T(7, "es", "¿Qué viento hay en SBA?", "cc", [S], NOW, ["ws"])
T(7, "es", "Avisa a la cuadrilla de que se retire.", "ref", None, "none", [])

T(8, "ar", "واش شافت الدرون اليوم؟", "fr", None, "none", ["=frames"])
T(8, "ar", "في أي ساعة؟", "fr", None, "none", ["=detection"])
T(8, "en", "what's the danger at the closest station?", "dg", [S], NOW, ["fwi", "class"])
T(8, "en", "and yesterday?", "dg", [S], YEST, ["fwi", "class"])

T(9, "en", "What data do you hold?", "cap", None, "none", [])
T(9, "en", "Fire days at Bejaia in June?", "sum", [B], "jun", ["fires"], fire=True)
T(9, "en", "And July?", "sum", [B], "jul", ["fires"], fire=True)
T(9, "en", "same for SBA, July", "sum", [S], "jul", ["fires"], fire=True)

T(10, "fr", "Danger à SBA le 14 août ?", "dg", [S], "2012-08-14", ["fwi", "class"])
T(10, "fr", "Pourquoi si élevé ?", "ex", [S], "2012-08-14", [explain(["t", "rh", "ISI", "BUI"])])
T(10, "fr", "Et à Béjaïa le même jour ?", "dg", [B], "2012-08-14", ["fwi", "class"])
T(10, "fr", "Combien de jours de feu à Béjaïa en août ?", "sum", [B], "aug", ["fires"], fire=True)

T(11, "es", "Temperatura en Béjaïa ahora", "cc", [B], NOW, ["t"])
T(11, "es", "¿Y a las 6 de la mañana?", "cc", [B], TOD, ["t"], decision=W)
T(11, "ar", "والرطوبة في سيدي بلعباس دروك؟", "cc", [S], NOW, ["rh"])
T(11, "ar", "أي وحدة أسخن؟", "cmp", BOTH, NOW, ["t", winner("t")])

T(12, "en", "sba temp", "cc", [S], NOW, ["t"])
T(12, "en", "rh", "cc", [S], NOW, ["rh"])
T(12, "en", "wind mph", "cc", [S], NOW, [unit("mph")])
T(12, "en", "wind dir", "oos", [S], NOW, [])
T(12, "en", "ok danger", "dg", [S], NOW, ["fwi", "class"])

T(13, "ar", "ما هي المسافة الدفاعية المطلوبة حول المباني؟", "doc", None, "none", ["=doc_defensible"])
T(13, "ar", "وما هي المنطقة صفر؟", "doc", None, "none", [feet(ZONE0)])
T(13, "ar", "وما مستوى الخطر الآن في بجاية؟", "dg", [B], NOW, ["fwi", "class"])
T(13, "ar", "لماذا؟", "ex", [B], NOW, [explain(["rh", "rain", "ISI", "BUI"])])

T(14, "fr", "Où sera la tête dans 30 min ?", "sp", None, "none", ["=spread"], h=30)
T(14, "fr", "Et dans une heure ?", "sp", None, "none", ["=spread"], h=60)
T(14, "fr", "Pourquoi tu ne donnes pas la direction ?", "ex", None, "none", [{"any": ["direction"]}])
T(14, "fr", "On envoie l'équipe par le nord ?", "tac", None, "none", [])

T(15, "en", "Temp at Bejaia and which station is hotter?", "cc+cmp", BOTH, NOW, ["t", winner("t")])
T(15, "en", "and yesterday?", "cc+cmp", BOTH, YEST, ["t", winner("t")])
T(15, "en", "Max temp at each over the past week?", "cmp+sum", BOTH, "lastweek", ["maxt"])
T(15, "en", "Forecast for tomorrow?", "oos", None, "none", [])

T(16, "es", "¿Cuántos días de incendio hubo en SBA en agosto?", "sum", [S], "aug", ["fires"], fire=True)
T(16, "es", "¿Y en Béjaïa?", "sum", [B], "aug", ["fires"], fire=True)
T(16, "es", "¿Cuál tuvo más?", "cmp+sum", BOTH, "aug", ["fires"], fire=True)
T(16, "es", "Dame también el FWI máximo de ese mes en las dos", "cmp+sum", BOTH, "aug", ["maxfwi"])

T(17, "ar", "الحرارة في سيدي بلعباس يوم 14 أوت", "cc", [S], "2012-08-14", ["t"])
T(17, "ar", "والرطوبة؟", "cc", [S], "2012-08-14", ["rh"])
T(17, "ar", "وفي بجاية؟", "cc", [B], "2012-08-14", ["rh"])
T(17, "ar", "أي محطة كانت أخطر ذاك النهار؟", "cmp", BOTH, "2012-08-14", ["fwi", winner("fwi")])


# ---------------------------------------------------------------- build
def resolve_facts(facts, stations, key):
    days = days_of(key) if key not in ("none", "all") else []
    out = []
    for f in facts:
        if callable(f):
            out.extend(f(stations or [], days, key))
        else:
            out.append(f)
    return out


def build_templates():
    groups = {}
    for q in QS:
        k = (q["kind"], q["lang"], q["decision"], q["fire"])
        groups.setdefault(k, []).append(q)
    keys = set()
    templates = []
    for (kind, lang, decision, fire), qs in groups.items():
        key = f"{NAME}-{kind}-{lang}" + ("-w" if decision and not kind.endswith(("hour", "near")) else "")
        if fire and not kind.startswith(("an", "sumfire", "m-sumdgf", "m-andg")):
            key += "-fh"
        assert key not in keys, key
        keys.add(key)
        phrasings = []
        for i, q in enumerate(qs):
            if q["st"] == "alt":
                assert "{st}" in q["text"], q["text"]
                stations, mode = [crew_facts.STATIONS[i % 2]], "alt"
            elif q["st"] is None:
                stations, mode = None, "none"
            elif q["st"] == BOTH:
                stations, mode = list(BOTH), "both"
            else:
                stations, mode = [q["st"]], [q["st"]]
            facts = resolve_facts(q["facts"], stations, q["day"])
            p = {"q": q["text"], "lang": lang, "stations": mode, "facts": facts}
            phrasings.append(p)
        t = {"key": key, "intents": qs[0]["intents"], "phrasings": phrasings, "stations": "none",
             "days": [q["day"] for q in qs], "facts": [],
             "intents_by_phrasing": [q["intents"] for q in qs]}
        if any(q["h"] is not None for q in qs):
            t["horizons"] = [q["h"] for q in qs]
        if any(q["thr"] is not None for q in qs):
            t["thr"] = [q["thr"] for q in qs]
        if decision:
            t["decision"] = decision
        if fire:
            t["needs_fire_history"] = True
        templates.append(t)
    return templates


def build_sessions():
    rows, turn = [], {}
    for s in SESSIONS:
        sid = f"{NAME}s{s['sess']:02d}"
        turn[sid] = turn.get(sid, 0) + 1
        r = {"session": sid, "turn": turn[sid], "question": s["text"], "intents": s["intents"],
             "stations": s["st"], "when": s["when"], "facts": resolve_facts(s["facts"], s["st"], s["when"]),
             "lang": s["lang"]}
        if s["decision"]:
            r["decision"] = s["decision"]
        if s["h"] is not None:
            r["horizon_min"] = s["h"]
        if s["fire"]:
            r["needs_fire_history"] = True
        rows.append(r)
    return rows


def write(path: Path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    write(HERE / f"crew_templates_dev{NAME[1:]}.jsonl", build_templates())
    write(HERE / f"crew_sessions_dev{NAME[1:]}.jsonl", build_sessions())
    print(f"{len(QS)} template questions, {len(SESSIONS)} session turns -> {HERE}")
