"""Batch d33 (FILE dev33): blind crew questions for the wildfire appliance, with gold computed by code.

Written blind as the sealed batch, scored once on 1f1fdaa (arrivals.jsonl, sealed: true), then moved to dev.
Writes crew_templates_dev33.jsonl and crew_sessions_dev33.jsonl next to this file.
Every gold number comes from the CSV (crew_facts.table / fire_record / window_facts), from the crew's own
numbers (rate x minutes) or from the shipped documents (regex); none is typed by hand.

Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev33.py
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts as cf

OUT = Path(__file__).resolve().parent
NAME = "d33"
B, S = "bejaia", "sidi-bel-abbes"
T = cf.table()
FR = cf.fire_record()
TODAY = crew_days.TODAY.isoformat()
DOCS = Path("/work/main/edge_data/documents")

# ---------------------------------------------------------------- helpers over the real data
ATTR = {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
        "rain": lambda d: d.rain_mm, "fwi": lambda d: d.codes["FWI"]}
for _c in ("FFMC", "DMC", "DC", "ISI", "BUI"):
    ATTR[_c] = (lambda c: (lambda d: d.codes[c]))(_c)


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def num(x):
    return cf._num(round(x, 1))


def fmt(v):
    r = round(v, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def any_num(v, units=()):
    s = fmt(v)
    forms = [s]
    if "." in s:
        forms.append(s.replace(".", ","))
        forms += [f"{round(v)} {u}" for u in units] + [f"{round(v)}{u}" for u in units]
    return {"any": forms}


STATION_NAME = {B: {"any": ["bejaia", "bejaya", "بجاية"]},
                S: {"any": ["sidi bel abbes", "sidi belabbes", "SBA", "سيدي بلعباس", "سيدي بل عباس"]}}
UNITS = {"mph": (lambda kmh: kmh / 1.609344, ("mph",)),
         "kt": (lambda kmh: kmh / 1.852, ("kt", "kn", "knots", "nœuds", "noeuds", "nudos")),
         "ms": (lambda kmh: kmh / 3.6, ("m/s",)),
         "F": (lambda c: c * 9 / 5 + 32, ("°F", "F"))}


def one_day(days):
    assert days and len(days) == 1, days
    return days[0]


# Fact builders: callables f(stations, days) -> list of literal facts, so a literal always follows the
# item's own stations and day.
def CODE(c):
    return lambda sts, days: [num(ATTR[c](T[(st, one_day(days))])) for st in sts]


def UNIT(a, unit):
    conv, words = UNITS[unit]
    return lambda sts, days: [any_num(conv(ATTR[a](T[(st, one_day(days))])), words) for st in sts]


def WORSE(a, high=True):
    """Name of the station with the higher (or lower) value that day; both stations required."""
    def f(sts, days):
        assert sorted(sts) == [B, S]
        vals = {st: ATTR[a](T[(st, one_day(days))]) for st in sts}
        assert vals[B] != vals[S], (a, days, vals)
        pick = max(vals, key=vals.get) if high else min(vals, key=vals.get)
        return [STATION_NAME[pick]]
    return f


def DIFF(a):
    def f(sts, days):
        assert sorted(sts) == [B, S]
        v = [ATTR[a](T[(st, one_day(days))]) for st in sts]
        return [num(abs(v[0] - v[1]))]
    return f


def rows(st, days):
    return [T[(st, d)] for d in days if (st, d) in T]


def WIN(kind, a, thr=None):
    """Window statistics per station: max, min, avg, sum, count_gt, trend (first and last value)."""
    def f(sts, days):
        out = []
        for st in sts:
            vals = [ATTR[a](r) for r in rows(st, days)]
            assert vals
            if kind == "max":
                out.append(num(max(vals)))
            elif kind == "min":
                out.append(num(min(vals)))
            elif kind == "avg":
                mean = sum(vals) / len(vals)
                out.append(num(mean) if round(mean, 1) == int(round(mean, 1)) else any_num(mean))
            elif kind == "sum":
                out.append(any_num(sum(vals)))
            elif kind == "count_gt":
                out.append(sum(v > thr for v in vals))
            elif kind == "trend":
                out += [num(vals[0]), num(vals[-1])]
            else:
                raise ValueError(kind)
        return out
    return f


def WORSE_WIN(a):
    """Station whose window maximum is higher."""
    def f(sts, days):
        assert sorted(sts) == [B, S]
        vals = {st: max(ATTR[a](r) for r in rows(st, days)) for st in sts}
        assert vals[B] != vals[S]
        return [STATION_NAME[max(vals, key=vals.get)]]
    return f


def AT(a, key):
    """A value on another day than the item's window (e.g. today's FWI inside a week question)."""
    return lambda sts, days: [num(ATTR[a](T[(st, one_day(days_of(key)))])) for st in sts]


def FWI_GT(thr):
    """Analogs: of the past days with FWI above thr, how many, and how many burned (crew_facts' rule)."""
    return lambda sts, days: [x for st in sts for x in cf.window_facts("fires_fwi_gt", st, [TODAY], thr)]


def HOT_FIRES(thr):
    """Analogs over a window: days with temperature above thr, and how many of them were fire days."""
    def f(sts, days):
        out = []
        for st in sts:
            hot = [d for d in days if (st, d) in T and T[(st, d)].temperature_c > thr]
            out += [len(hot), sum(FR[(st, d)][1] for d in hot)]
        return out
    return f


def DIST(metres):
    m = round(metres)
    km = m / 1000
    forms = [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms += [f"{m // 1000} {m % 1000:03d} m", f"{m // 1000},{m % 1000:03d} m"]
    k = f"{km:.3f}".rstrip("0").rstrip(".")
    forms += [f"{k} km", f"{k}km"]
    if "." in k:
        forms += [f"{k.replace('.', ',')} km", f"{k.replace('.', ',')}km"]
    return {"any": forms}


def drift_m_per_min(rate, minutes):
    return DIST(rate * minutes)


def drift_kmh(rate_kmh, minutes):
    return DIST(rate_kmh * 1000 / 60 * minutes)


# ---------------------------------------------------------------- facts parsed from the shipped documents
DEF = " ".join((DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8").split())
LCES_DOC = " ".join((DOCS / "crew-safety-lces.md").read_text(encoding="utf-8").split())
FWIG = " ".join((DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8").split())
ZONE0 = int(re.search(r"Zone 0 is the first\s+(\d+)\s+feet", DEF).group(1))
ZONE1_OUT = int(re.search(r"Zone 1 runs from\s+\d+\s+to\s+(\d+)\s+feet", DEF).group(1))
GRASS_IN = int(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", DEF).group(1))
BRANCH_FT = int(re.search(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DEF).group(1))
LCES_WORDS = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", LCES_DOC).groups()
SLOWEST = re.search(r"at\s+the\s+(slowest)\s+member", LCES_DOC).group(1)
DOWNHILL = re.search(r"line\s+(downhill)\s+toward", LCES_DOC).group(1)
POSTED_EARLY = re.search(r"lookouts\s+are\s+(posted\s+early)", LCES_DOC).group(1)
SPOTS = re.search(r"when\s+(spot\s+fires)\s+appear", LCES_DOC).group(1)
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite easily", FWIG).group(1))
CLS = {m.group(2): cf._num(float(m.group(1))) for m in re.finditer(r"from\s+([\d.]+)\s+(very\s+high|high|extreme)\b", FWIG)}
HIGH_FROM, VHIGH_FROM, EXTREME_FROM = CLS["high"], CLS["very high"], CLS["extreme"]
LCES_EN = [{"any": [w]} for w in LCES_WORDS]
LCES_ANY = [{"any": [LCES_WORDS[0], "guetteur", "vigie", "vigía", "vigias", "مراقب", "مراقبين"]},
            {"any": [LCES_WORDS[3], "zone de sécurité", "zones de sécurité", "zona de seguridad", "zonas de seguridad",
                     "منطقة آمنة", "مناطق آمنة", "منطقة الأمان", "مناطق الأمان"]}]
SLOW_ANY = {"any": [SLOWEST, "plus lent", "más lento", "أبطأ"]}
DIRECTION_ANY = {"any": ["direction", "dirección", "اتجاه"]}

# ---------------------------------------------------------------- the questions
QS = []


def Q(kind, lang, q, intents, st=None, day="now", facts=(), dec=None, thr=None, h=None, alt=None, fh=False):
    QS.append(dict(kind=kind, lang=lang, q=q, intents=list(intents), st=st, day=day, facts=list(facts), dec=dec,
                   thr=thr, h=h, alt=alt, fh=fh))


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
BS = "BS"

# ---- current conditions, one ask (several readings of one day are one intent)
Q("cond", "en", "SBA temp rn?", [CC], "S", "now", ["t"])
Q("cond", "en", "Béjaïa station, what's the humidity doing right now", [CC], "B", "now", ["rh"])
Q("cond", "en", "Engine 4 to box: wind speed at Sidi Bel Abbes, over.", [CC], "S", "now", ["ws"])
Q("cond", "en", "did it rain at bejaia yesterday", [CC], "B", "yesterday", ["rain"])
Q("cond", "en", "Give me the noon obs for Sidi-Bel Abbès on 14-Aug: temp, RH, wind.", [CC], "S", "2012-08-14", ["t", "rh", "ws"])
Q("cond", "en", "what was the relative humidity in Bejaia the day before yesterday?", [CC], "B", "daybefore", ["rh"])
Q("cond", "en", "hi, first week volunteering here. how hot is it in Bejaia today? sorry if this is a dumb question", [CC], "B", "today", ["t"])
Q("cond", "en", "Wind at SBA in mph please, we've got a US crew on loan who don't do km/h", [CC], "S", "now", ["ws", UNIT("ws", "mph")])
Q("cond", "en", "Current temp at Bejaia in Fahrenheit?", [CC], "B", "now", ["t", UNIT("t", "F")])
Q("cond", "en", "Conditions at Sidi Bel Abbes on 3/8?", [CC], "S", "2012-08-03", ["t", "rh", "ws"])
Q("cond", "en", "how windy was it at bejaia on the 22nd of July", [CC], "B", "2012-07-22", ["ws"])
Q("cond", "en", "rain total Sidi-Bel-Abbes 27 Sept", [CC], "S", "2012-09-27", ["rain"])
Q("cond", "en", "Logistics. I need the noon temperature at both stations today for the heat-stress sheet, nothing else.", [CC], BS, "today", ["t"])
Q("cond", "en", "Wind knots Bejaia", [CC], "B", "now", ["ws", UNIT("ws", "kt")])
Q("cond", "en", "Is it humid in Béjaïa today or is it dry out?", [CC], "B", "today", ["rh"])
Q("cond", "en", "sba weather 28/09 pls", [CC], "S", "2012-09-28", ["t", "rh", "ws", "rain"])
Q("cond", "en", "What's the wind doing at Sidi Bel Abbes, in metres per second?", [CC], "S", "now", ["ws", UNIT("ws", "ms")])
Q("cond", "en", "quick one - humidity and temp at Bejia yesterday", [CC], "B", "yesterday", ["t", "rh"])
Q("cond", "fr", "Il fait combien à Sidi Bel Abbès là ?", [CC], "S", "now", ["t"])
Q("cond", "fr", "Humidité relative à Béjaïa hier midi ?", [CC], "B", "yesterday", ["rh"])
Q("cond", "fr", "Le vent à SBA, ça donne quoi en ce moment ?", [CC], "S", "now", ["ws"])
Q("cond", "fr", "Relevé complet de Béjaïa pour le 14 août svp : température, humidité, vent, pluie.", [CC], "B", "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cond", "fr", "il a plu a bejaia avant hier ?", [CC], "B", "daybefore", ["rain"])
Q("cond", "fr", "Température relevée à Sidi-Bel-Abbès le 22 juillet", [CC], "S", "2012-07-22", ["t"])
Q("cond", "fr", "vent en noeuds a bejaia stp, le pilote de l'hélico le veut en kt", [CC], "B", "now", ["ws", UNIT("ws", "kt")])
Q("cond", "fr", "On avait combien d'humidité à SBA le 5 septembre ?", [CC], "S", "2012-09-05", ["rh"])
Q("cond", "es", "¿Qué temperatura hay ahora en Bejaia?", [CC], "B", "now", ["t"])
Q("cond", "es", "viento en sidi bel abbes ayer??", [CC], "S", "yesterday", ["ws"])
Q("cond", "es", "Humedad relativa en Béjaïa el 3 de agosto", [CC], "B", "2012-08-03", ["rh"])
Q("cond", "es", "¿Llovió en SBA anteayer?", [CC], "S", "daybefore", ["rain"])
Q("cond", "es", "Pásame las condiciones de Bejaia de hoy: temperatura, viento y humedad.", [CC], "B", "today", ["t", "ws", "rh"])
Q("cond", "es", "velocidad del viento en Sidi Bel Abbes en millas por hora, porfa", [CC], "S", "now", ["ws", UNIT("ws", "mph")])
Q("cond", "ar", "شحال السخانة في سيدي بلعباس دركا؟", [CC], "S", "now", ["t"])
Q("cond", "ar", "ما هي نسبة الرطوبة في بجاية اليوم؟", [CC], "B", "today", ["rh"])
Q("cond", "ar", "الريح في بجاية البارح قداه كانت؟", [CC], "B", "yesterday", ["ws"])
Q("cond", "ar", "hal tahet chta f SBA lbareh?", [CC], "S", "yesterday", ["rain"])
Q("cond", "ar", "درجة الحرارة في سيدي بلعباس يوم 14 أوت", [CC], "S", "2012-08-14", ["t"])
Q("cond", "ar", "chhal rih f bejaia drk", [CC], "B", "now", ["ws"])
Q("cond", "ar", "أعطني قراءات محطة بجاية ليوم 28 سبتمبر: الحرارة والرطوبة والرياح", [CC], "B", "2012-09-28", ["t", "rh", "ws"])
Q("cond", "ar", "السخانة بالفهرنهايت في بجاية من فضلك", [CC], "B", "now", ["t", UNIT("t", "F")])

# ---- danger: FWI, class, a code
FC = ["fwi", "class"]
Q("danger", "en", "FWI at SBA right now?", [DG], "S", "now", FC)
Q("danger", "en", "What's the fire danger class in Bejaia today", [DG], "B", "today", ["class", "fwi"])
Q("danger", "en", "ISI for Sidi Bel Abbes today", [DG], "S", "today", [CODE("ISI")])
Q("danger", "en", "bejaia BUI?", [DG], "B", "now", [CODE("BUI")])
Q("danger", "en", "How dry are the fine fuels at SBA? Give me the FFMC.", [DG], "S", "now", [CODE("FFMC")])
Q("danger", "en", "Drought code at Béjaïa on 14 Aug", [DG], "B", "2012-08-14", [CODE("DC")])
Q("danger", "en", "What was the danger rating at Sidi-Bel Abbès on 2012-07-22?", [DG], "S", "2012-07-22", FC)
Q("danger", "en", "Was Bejaia in high danger yesterday or not?", [DG], "B", "yesterday", ["class", "fwi"])
Q("danger", "en", "duff moisture code SBA 3 aug", [DG], "S", "2012-08-03", [CODE("DMC")])
Q("danger", "en", "danger lvl bejia", [DG], "B", "now", ["class", "fwi"])
Q("danger", "en", "Dispatch here, I need the FWI number for Sidi Bel Abbes on 26 September for the log.", [DG], "S", "2012-09-26", ["fwi"])
Q("danger", "en", "How bad is it out at SBA, fire-weather wise?", [DG], "S", "now", FC)
Q("danger", "en", "initial spread index bejaia day before yesterday", [DG], "B", "daybefore", [CODE("ISI")])
Q("danger", "en", "FWI both stations now", [DG], BS, "now", ["fwi"])
Q("danger", "en", "Fire danger at Sidi Bel Abbes, the 5th of September?", [DG], "S", "2012-09-05", FC)
Q("danger", "en", "whats the fwi at bejaia today, is it even moderate", [DG], "B", "today", FC)
Q("danger", "en", "Buildup index and FWI at SBA yesterday pls", [DG], "S", "yesterday", [CODE("BUI"), "fwi"])
Q("danger", "en", "FBAN request: the full set of FWI system codes for Béjaïa on 2012-08-25 (FFMC, DMC, DC, ISI, BUI, FWI).", [DG], "B", "2012-08-25",
  [CODE("FFMC"), CODE("DMC"), CODE("DC"), CODE("ISI"), CODE("BUI"), "fwi"])
Q("danger", "fr", "Indice forêt-météo à Béjaïa, maintenant ?", [DG], "B", "now", FC)
Q("danger", "fr", "Niveau de danger à SBA aujourd'hui svp", [DG], "S", "today", ["class", "fwi"])
Q("danger", "fr", "L'ISI à Sidi Bel Abbès hier, c'était combien ?", [DG], "S", "yesterday", [CODE("ISI")])
Q("danger", "fr", "C'est quoi le FFMC à Bejaia le 14 août ?", [DG], "B", "2012-08-14", [CODE("FFMC")])
Q("danger", "fr", "danger incendie sidi bel abbes le 22 juillet", [DG], "S", "2012-07-22", FC)
Q("danger", "fr", "Le BUI de Béjaïa avant-hier ?", [DG], "B", "daybefore", [CODE("BUI")])
Q("danger", "fr", "On est dans quelle classe de danger à Sidi-Bel-Abbès ?", [DG], "S", "now", ["class", "fwi"])
Q("danger", "fr", "fwi bejaia le 12 septembre", [DG], "B", "2012-09-12", ["fwi"])
Q("danger", "es", "¿Cuál es el FWI en Sidi Bel Abbes ahora mismo?", [DG], "S", "now", FC)
Q("danger", "es", "peligro de incendio en Bejaia hoy", [DG], "B", "today", ["class", "fwi"])
Q("danger", "es", "¿Qué ISI tenía SBA el 14 de agosto?", [DG], "S", "2012-08-14", [CODE("ISI")])
Q("danger", "es", "Código de sequía (DC) de Béjaïa ayer", [DG], "B", "yesterday", [CODE("DC")])
Q("danger", "es", "¿Nivel de peligro en Sidi Bel Abbes el 28 de septiembre?", [DG], "S", "2012-09-28", FC)
Q("danger", "es", "el FFMC de bejaia ahorita cuanto da", [DG], "B", "now", [CODE("FFMC")])
Q("danger", "ar", "شحال الـFWI في سيدي بلعباس دركا؟", [DG], "S", "now", FC)
Q("danger", "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["class", "fwi"])
Q("danger", "ar", "خطر النار في بجاية البارح كيفاش كان؟", [DG], "B", "yesterday", FC)
Q("danger", "ar", "wach niveau ta3 danger f sidi bel abbes lyoum?", [DG], "S", "today", ["class", "fwi"])
Q("danger", "ar", "مؤشر الانتشار الأولي ISI في سيدي بلعباس يوم 3 أوت", [DG], "S", "2012-08-03", [CODE("ISI")])
Q("danger", "ar", "مؤشر طقس الحرائق في بجاية أول أمس", [DG], "B", "daybefore", FC)
Q("danger", "ar", "BUI f SBA chhal?", [DG], "S", "now", [CODE("BUI")])
Q("danger", "ar", "قداه كان الخطر في سيدي بلعباس نهار 22 جويلية؟", [DG], "S", "2012-07-22", FC)

# ---- compare the stations
Q("compare", "en", "Which station is worse right now, Bejaia or SBA?", [CMP], BS, "now", ["fwi", WORSE("fwi")])
Q("compare", "en", "Where's it hotter today, Béjaïa or Sidi Bel Abbes, and by how much?", [CMP], BS, "today", ["t", WORSE("t"), DIFF("t")])
Q("compare", "en", "Compare FWI Bejaia vs SBA on 14 Aug", [CMP], BS, "2012-08-14", ["fwi"])
Q("compare", "en", "which side was drier yesterday, bejaia or sidi bel abbes?", [CMP], BS, "yesterday", ["rh", WORSE("rh", high=False)])
Q("compare", "en", "who's windier rn, SBA or Bejaia", [CMP], BS, "now", ["ws", WORSE("ws")])
Q("compare", "en", "How much higher was the FWI at Sidi Bel Abbes than at Bejaia on 22 July?", [CMP], BS, "2012-07-22", ["fwi", DIFF("fwi")])
Q("compare", "en", "Put the two stations side by side for 3/8, temperature and humidity.", [CMP], BS, "2012-08-03", ["t", "rh"])
Q("compare", "en", "Which station had the higher fire danger on 5 Sept?", [CMP], BS, "2012-09-05", ["fwi", WORSE("fwi")])
Q("compare", "en", "bejaia vs sba fwi which is worse", [CMP], BS, "now", ["fwi", WORSE("fwi")])
Q("compare", "fr", "Lequel est le plus dangereux aujourd'hui, Béjaïa ou Sidi Bel Abbès ?", [CMP], BS, "today", ["fwi", WORSE("fwi")])
Q("compare", "fr", "Écart de température entre SBA et Béjaïa hier ?", [CMP], BS, "yesterday", ["t", DIFF("t")])
Q("compare", "fr", "Comparez l'humidité des deux stations le 14 août.", [CMP], BS, "2012-08-14", ["rh"])
Q("compare", "fr", "où ça souffle le plus fort maintenant, bejaia ou sba ?", [CMP], BS, "now", ["ws", WORSE("ws")])
Q("compare", "fr", "Quelle station avait le FWI le plus haut le 22 juillet, et de combien ?", [CMP], BS, "2012-07-22", ["fwi", WORSE("fwi"), DIFF("fwi")])
Q("compare", "es", "¿Dónde hay más peligro ahora, en Bejaia o en Sidi Bel Abbes?", [CMP], BS, "now", ["fwi", WORSE("fwi")])
Q("compare", "es", "Compara la temperatura de las dos estaciones ayer", [CMP], BS, "yesterday", ["t"])
Q("compare", "es", "¿Cuánto más seco está SBA que Béjaïa hoy?", [CMP], BS, "today", ["rh", DIFF("rh")])
Q("compare", "es", "¿Qué estación tuvo más viento el 3 de agosto?", [CMP], BS, "2012-08-03", ["ws", WORSE("ws")])
Q("compare", "ar", "وين الخطر أكثر دركا، بجاية ولا سيدي بلعباس؟", [CMP], BS, "now", ["fwi", WORSE("fwi")])
Q("compare", "ar", "قارن بين درجة الحرارة في بجاية وسيدي بلعباس اليوم", [CMP], BS, "today", ["t"])
Q("compare", "ar", "chkoun kan skhoun kthar lbareh, bejaia wla SBA?", [CMP], BS, "yesterday", ["t", WORSE("t")])
Q("compare", "ar", "أي محطة كانت أخطر يوم 14 أوت وبكم؟", [CMP], BS, "2012-08-14", ["fwi", WORSE("fwi"), DIFF("fwi")])

# ---- summary over a window
Q("summary", "en", "Highest FWI at Sidi Bel Abbes in August?", [SUM], "S", "aug", ["maxfwi"])
Q("summary", "en", "hottest day bejaia in july, how hot did it get", [SUM], "B", "jul", ["maxt"])
Q("summary", "en", "How many days above 35 degrees at SBA in August?", [SUM], "S", "aug", [WIN("count_gt", "t", 35)])
Q("summary", "en", "Average humidity at Bejaia over the past week?", [SUM], "B", "lastweek", [WIN("avg", "rh")])
Q("summary", "en", "Lowest humidity recorded at Sidi Bel Abbes in July", [SUM], "S", "jul", [WIN("min", "rh")])
Q("summary", "en", "Has the FWI at SBA been going up or down since Tuesday?", [SUM], "S", "since-tue", [WIN("trend", "fwi")])
Q("summary", "en", "Max temp at both stations over the last three days", [SUM], BS, "last3d", ["maxt"])
Q("summary", "en", "How many days with FWI over 20 at Sidi-Bel Abbès in September?", [SUM], "S", "sep", [WIN("count_gt", "fwi", 20)])
Q("summary", "en", "Peak FWI at Bejaia from 20 to 31 August", [SUM], "B", "aug-late", ["maxfwi"])
Q("summary", "en", "What's the average wind speed been at Sidi Bel Abbes this past week?", [SUM], "S", "lastweek", [WIN("avg", "ws")])
Q("summary", "en", "total rain at bejaia since tuesday", [SUM], "B", "since-tue", [WIN("sum", "rain")])
Q("summary", "en", "How many days did it rain at SBA in September?", [SUM], "S", "sep", [WIN("count_gt", "rain", 0)])
Q("summary", "en", "Worst FWI at Béjaïa in the first ten days of September", [SUM], "B", "sep1-10", ["maxfwi"])
Q("summary", "fr", "FWI max à Béjaïa en août ?", [SUM], "B", "aug", ["maxfwi"])
Q("summary", "fr", "Température la plus haute à SBA en juin", [SUM], "S", "jun", ["maxt"])
Q("summary", "fr", "Moyenne de l'humidité à Sidi-Bel-Abbès sur les trois derniers jours ?", [SUM], "S", "last3d", [WIN("avg", "rh")])
Q("summary", "fr", "Combien de jours à plus de 35 °C à Béjaïa en août ?", [SUM], "B", "aug", [WIN("count_gt", "t", 35)])
Q("summary", "fr", "Le FWI a baissé ou monté à Béjaïa cette dernière semaine ?", [SUM], "B", "lastweek", [WIN("trend", "fwi")])
Q("summary", "fr", "Combien de jours avec un FWI supérieur à 15 à SBA en août ?", [SUM], "S", "aug", [WIN("count_gt", "fwi", 15)])
Q("summary", "fr", "Le vent le plus fort relevé à Béjaïa en septembre ?", [SUM], "B", "sep", [WIN("max", "ws")])
Q("summary", "es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbes en agosto?", [SUM], "S", "aug", ["maxt"])
Q("summary", "es", "FWI máximo de SBA en julio", [SUM], "S", "jul", ["maxfwi"])
Q("summary", "es", "¿Cuántos días por encima de 30 grados en Béjaïa en junio?", [SUM], "B", "jun", [WIN("count_gt", "t", 30)])
Q("summary", "es", "humedad minima en bejaia en agosto", [SUM], "B", "aug", [WIN("min", "rh")])
Q("summary", "es", "¿La temperatura en SBA sube o baja desde el martes?", [SUM], "S", "since-tue", [WIN("trend", "t")])
Q("summary", "ar", "أعلى قيمة للـFWI في سيدي بلعباس في أوت؟", [SUM], "S", "aug", ["maxfwi"])
Q("summary", "ar", "أقصى درجة حرارة في بجاية في سبتمبر", [SUM], "B", "sep", ["maxt"])
Q("summary", "ar", "chhal men nhar kanet skhana fo9 35 f SBA f juillet?", [SUM], "S", "jul", [WIN("count_gt", "t", 35)])
Q("summary", "ar", "متوسط سرعة الرياح في بجاية خلال الأسبوع الماضي", [SUM], "B", "lastweek", [WIN("avg", "ws")])
Q("summary", "ar", "كم يوما تجاوز فيه مؤشر FWI قيمة 10 في بجاية في أوت؟", [SUM], "B", "aug", [WIN("count_gt", "fwi", 10)])
Q("summary", "ar", "أكبر خطر في سيدي بلعباس من 20 إلى 31 أوت", [SUM], "S", "aug-late", ["maxfwi"])
# fire-day counts over a month: a summary read from the fire record
Q("summary_fires", "en", "How many fire days did Béjaïa have in August?", [SUM], "B", "aug", ["fires"], fh=True)
Q("summary_fires", "en", "Number of recorded fire days at SBA, June", [SUM], "S", "jun", ["fires"], fh=True)
Q("summary_fires", "fr", "Combien de jours de feu à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["fires"], fh=True)
Q("summary_fires", "es", "¿Cuántos días con incendio hubo en Bejaia en septiembre?", [SUM], "B", "sep", ["fires"], fh=True)
Q("summary_fires", "ar", "شحال من نهار كانت فيه النار في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], fh=True)

# ---- analogs (past fire days like today / above a threshold)
Q("analogs", "en", "Of the days with FWI above 20 at SBA, how many had a fire?", [ANA], "S", "none", [FWI_GT(20)], thr=20, fh=True)
Q("analogs", "en", "Did days like today burn at Bejaia?", [ANA], "B", "today", ["fwi"], fh=True)
Q("analogs", "en", "Historically at Béjaïa, when the FWI was over 15, how often did it turn into a fire day?", [ANA], "B", "none", [FWI_GT(15)], thr=15, fh=True)
Q("analogs", "en", "days like this one at sidi bel abbes - did they usually end with a fire?", [ANA], "S", "today", ["fwi"], fh=True)
Q("analogs", "en", "From the fire record: FWI above 30 at Sidi Bel Abbes, how many of those days burned?", [ANA], "S", "none", [FWI_GT(30)], thr=30, fh=True)
Q("analogs", "en", "Any fires on past days that looked like today at Bejaia?", [ANA], "B", "now", ["fwi"], fh=True)
Q("analogs", "en", "For Bejaia, out of the days where FWI topped 10, how many were fire days?", [ANA], "B", "none", [FWI_GT(10)], thr=10, fh=True)
Q("analogs", "en", "Looking back at the days over 35 °C at SBA in August, how many of them had a fire?", [ANA], "S", "aug", [HOT_FIRES(35)], fh=True)
Q("analogs", "fr", "Les jours avec un FWI au-dessus de 20 à Béjaïa, combien ont brûlé ?", [ANA], "B", "none", [FWI_GT(20)], thr=20, fh=True)
Q("analogs", "fr", "Des journées comme aujourd'hui à SBA, ça a déjà donné des feux ?", [ANA], "S", "today", ["fwi"], fh=True)
Q("analogs", "fr", "Historique : FWI > 10 à Sidi Bel Abbès, combien de jours avec incendie ?", [ANA], "S", "none", [FWI_GT(10)], thr=10, fh=True)
Q("analogs", "fr", "Est-ce que les jours qui ressemblent à aujourd'hui à Béjaïa ont brûlé ?", [ANA], "B", "today", ["fwi"], fh=True)
Q("analogs", "es", "De los días con FWI mayor que 15 en Sidi Bel Abbes, ¿cuántos tuvieron fuego?", [ANA], "S", "none", [FWI_GT(15)], thr=15, fh=True)
Q("analogs", "es", "¿Los días parecidos a hoy en Bejaia terminaron en incendio?", [ANA], "B", "today", ["fwi"], fh=True)
Q("analogs", "es", "En el historial, con FWI por encima de 30 en Béjaïa, ¿hubo incendios?", [ANA], "B", "none", [FWI_GT(30)], thr=30, fh=True)
Q("analogs", "ar", "النهارات اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منهم شعلت فيهم النار؟", [ANA], "S", "none", [FWI_GT(20)], thr=20, fh=True)
Q("analogs", "ar", "هل الأيام المشابهة لليوم في بجاية شهدت حرائق في الماضي؟", [ANA], "B", "today", ["fwi"], fh=True)
Q("analogs", "ar", "ayam kima lyoum f SBA, kanet fihom nar?", [ANA], "S", "today", ["fwi"], fh=True)

# ---- drift: the crew's rate and minutes, or the box's own estimate
for lang, rate, mins, text in [
        ("en", 25, 20, "Head's running about {r} m a minute, crew needs {m} minutes to get there. How far will it have moved?"),
        ("en", 40, 15, "ROS {r} m/min, we're {m} min out. distance?"),
        ("en", 18, 35, "Rate of spread {r} metres per minute, ETA {m} min, how much ground does the head gain?"),
        ("fr", 30, 25, "Le front avance à {r} m par minute, on arrive dans {m} minutes : il aura fait combien ?"),
        ("es", 35, 12, "El frente va a {r} metros por minuto; llegamos en {m} minutos. ¿Cuánto avanza?"),
        ("ar", 20, 45, "النار تمشي {r} متر في الدقيقة ونوصلو بعد {m} دقيقة، شحال تكون زادت؟"),
        ("ar", 50, 10, "sor3a ta3 nar {r} m f dqiqa, {m} dqayeq, chhal tmchi?")]:
    Q("drift", lang, text.format(r=rate, m=mins), [DRIFT], None, "none", [drift_m_per_min(rate, mins)], h=mins)
for lang, rate, mins, text in [
        ("en", 1.2, 40, "fire moving at {r} km/h, how far in {m} minutes"),
        ("en", 3, 90, "If it's doing {r} km/h, how far does it get in an hour and a half?"),
        ("fr", 2.4, 50, "Vitesse {rc} km/h, {m} min de trajet pour nous, distance parcourue par la tête ?"),
        ("es", 1.8, 20, "A {rc} km/h, ¿qué distancia recorre la cabeza en {m} min?"),
        ("ar", 2, 30, "إذا كانت سرعة انتشار الحريق {r} كم/سا، ما المسافة التي يقطعها الرأس خلال {m} دقيقة؟")]:
    Q("drift", lang, text.format(r=fmt(rate), rc=fmt(rate).replace(".", ","), m=mins), [DRIFT], None, "none",
      [drift_kmh(rate, mins)], h=mins)
Q("drift", "en", "How far does the head drift while we're waiting on your answer?", [DRIFT], None, "none", ["=drift"])
Q("drift", "en", "Using your own estimate, how far will the front move in the time it takes you to reply?", [DRIFT], None, "none", ["=drift"])
Q("drift", "fr", "De combien la tête se décale pendant le temps de réponse de la boîte ?", [DRIFT], None, "none", ["=drift"])
Q("drift", "es", "¿Cuánto se desplaza la cabeza del fuego mientras esperamos tu respuesta?", [DRIFT], None, "none", ["=drift"])

# ---- spread (projection; no wind direction, so partly served)
SP = ["=spread"]
Q("spread", "en", "Where will the front be in 30 minutes?", [SPREAD], None, "none", SP, h=30)
Q("spread", "en", "Project the head of the SBA fire for an hour from now.", [SPREAD], ["S"], "none", SP, h=60)
Q("spread", "en", "where's this thing gonna be in 45 min", [SPREAD], None, "none", SP, h=45)
Q("spread", "en", "Spread projection for the fire north-east of Sidi Bel Abbes, two hours out. Which way is it running?", [SPREAD], ["S"], "none", SP, h=120)
Q("spread", "en", "Give me a projected perimeter for when the dozer gets there in 20 minutes", [SPREAD], None, "none", SP, h=20)
Q("spread", "fr", "Où sera la tête du feu dans une demi-heure ?", [SPREAD], None, "none", SP, h=30)
Q("spread", "fr", "Projection du front à une heure, direction comprise.", [SPREAD], None, "none", SP, h=60)
Q("spread", "fr", "Jusqu'où le feu va aller d'ici 15 minutes, et vers où ?", [SPREAD], None, "none", SP, h=15)
Q("spread", "es", "¿Dónde estará el frente dentro de 40 minutos?", [SPREAD], None, "none", SP, h=40)
Q("spread", "es", "Proyección de la propagación para la próxima hora, por favor", [SPREAD], None, "none", SP, h=60)
Q("spread", "ar", "وين راح تكون راس النار بعد نص ساعة؟", [SPREAD], None, "none", SP, h=30)
Q("spread", "ar", "win twassal nar f sa3a?", [SPREAD], None, "none", SP, h=60)

# ---- frames (the drone sortie)
Q("frames", "en", "Did the drone see anything?", [FRM], None, "none", ["=frames"])
Q("frames", "en", "What time was the fire frame taken?", [FRM], None, "none", ["=detection"])
Q("frames", "en", "Where's the detection the UAV picked up?", [FRM], None, "none", ["=detection_place"])
Q("frames", "en", "any smoke in the last drone pass", [FRM], None, "none", ["=frames"])
Q("frames", "en", "Drone sortie results for today please", [FRM], None, "today", ["=frames"])
Q("frames", "en", "That hotspot the drone got, is it over by Sidi Bel Abbes or Bejaia?", [FRM], None, "none", ["=detection_place"])
Q("frames", "en", "uav frames: flames or just smoke?", [FRM], None, "none", ["=frames"])
Q("frames", "en", "When did the drone last report fire, local time?", [FRM], None, "none", ["=detection"])
Q("frames", "fr", "Le drone a repéré quelque chose ?", [FRM], None, "none", ["=frames"])
Q("frames", "fr", "À quelle heure la détection du drone ?", [FRM], None, "none", ["=detection"])
Q("frames", "fr", "Elle est où la fumée vue par le drone ?", [FRM], None, "none", ["=detection_place"])
Q("frames", "fr", "Résultats du vol drone de ce midi ?", [FRM], None, "today", ["=frames"])
Q("frames", "es", "¿Qué vio el dron?", [FRM], None, "none", ["=frames"])
Q("frames", "es", "¿Dónde está el foco que detectó el dron?", [FRM], None, "none", ["=detection_place"])
Q("frames", "es", "¿A qué hora fue la detección del dron?", [FRM], None, "none", ["=detection"])
Q("frames", "ar", "واش شاف الدرون؟", [FRM], None, "none", ["=frames"])
Q("frames", "ar", "وين كانت النار اللي صورها الدرون؟", [FRM], None, "none", ["=detection_place"])
Q("frames", "ar", "f ay sa3a drone chaf dokhan?", [FRM], None, "none", ["=detection"])

# ---- documents
Q("docs", "en", "How much defensible space does Butte County require?", [DOC], None, "none", ["=doc_defensible"])
Q("docs", "en", "What does LCES stand for?", [DOC], None, "none", LCES_EN)
Q("docs", "en", "Zone 1 - how far out from the house does it run?", [DOC], None, "none", [ZONE1_OUT])
Q("docs", "en", "max grass height in zone 2?", [DOC], None, "none", [GRASS_IN])
Q("docs", "en", "At what FFMC do fine fuels start lighting easily?", [DOC], None, "none", [FFMC_EASY])
Q("docs", "en", "At what FWI does the box call it very high?", [DOC], None, "none", [VHIGH_FROM])
Q("docs", "en", "Watch-out situations: when are we supposed to pull back?", [DOC], None, "none", [{"any": [DOWNHILL, SPOTS]}])
Q("docs", "en", "How much clearance do tree branches need from a chimney?", [DOC], None, "none", [BRANCH_FT])
Q("docs", "en", "how should we time the escape route, per the safety doc", [DOC], None, "none", [SLOW_ANY])
Q("docs", "fr", "Quelle distance de débroussaillement Butte County exige autour des maisons ?", [DOC], None, "none", ["=doc_defensible"])
Q("docs", "fr", "LCES, ça veut dire quoi exactement ?", [DOC], None, "none", LCES_ANY)
Q("docs", "fr", "À partir de quel FWI on passe en danger élevé ?", [DOC], None, "none", [HIGH_FROM])
Q("docs", "fr", "La zone 0, elle fait quelle largeur autour du bâtiment ?", [DOC], None, "none", [ZONE0])
Q("docs", "es", "¿Qué dice la guía sobre cómo cronometrar las rutas de escape?", [DOC], None, "none", [SLOW_ANY])
Q("docs", "es", "¿Cuánto espacio defendible pide Butte County?", [DOC], None, "none", ["=doc_defensible"])
Q("docs", "es", "¿A partir de qué FWI el peligro es extremo?", [DOC], None, "none", [EXTREME_FROM])
Q("docs", "ar", "شنو معنى LCES؟", [DOC], None, "none", LCES_ANY)
Q("docs", "ar", "قداه لازم مساحة دفاعية حول الدار في بوت كاونتي؟", [DOC], None, "none", ["=doc_defensible"])
Q("docs", "ar", "من أي قيمة للـFWI يصبح الخطر مرتفعا جدا؟", [DOC], None, "none", [VHIGH_FROM])
Q("docs", "ar", "FFMC fo9 9addach ywalli lhchich yche3el b sahla?", [DOC], None, "none", [FFMC_EASY])

# ---- capabilities
Q("caps", "en", "What can this box actually do?", [CAP], None, "none", [])
Q("caps", "en", "Which weather stations do you have data from?", [CAP], None, "none", [STATION_NAME[B], STATION_NAME[S]])
Q("caps", "en", "do you even have wind direction in there", [CAP], None, "none", [], alt=[[CAP, OOS]])
Q("caps", "en", "New volunteer here. Can I ask you things in French or Arabic, or only English?", [CAP], None, "none", [])
Q("caps", "en", "What kind of data are you holding, and from which stations?", [CAP], None, "none", [STATION_NAME[B], STATION_NAME[S]])
Q("caps", "fr", "Tu sais faire quoi, au juste ?", [CAP], None, "none", [])
Q("caps", "fr", "Quelles stations météo sont dans la boîte ?", [CAP], None, "none", [STATION_NAME[B], STATION_NAME[S]])
Q("caps", "fr", "Est-ce que la boîte a des prévisions météo dedans ?", [CAP], None, "none", [], alt=[[CAP, OOS]])
Q("caps", "es", "¿Qué puede hacer este equipo?", [CAP], None, "none", [])
Q("caps", "es", "¿De qué estaciones tienes datos?", [CAP], None, "none", [STATION_NAME[B], STATION_NAME[S]])
Q("caps", "ar", "واش تقدر تدير هاد الماشينة؟", [CAP], None, "none", [])
Q("caps", "ar", "ما هي المحطات التي تتوفر على بياناتها؟", [CAP], None, "none", [STATION_NAME[B], STATION_NAME[S]])

# ---- photo (none is ever attached)
Q("photo", "en", "Sending you a photo of the ridge now, is that smoke?", [PHOTO], None, "none", [])
Q("photo", "en", "see pic attached - what is it", [PHOTO], None, "none", [])
Q("photo", "en", "I've attached two photos of the column. Can you rate how big it is?", [PHOTO], None, "none", [])
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux confirmer que c'est un feu ?", [PHOTO], None, "none", [])
Q("photo", "es", "Te adjunto una foto del humo, ¿qué ves?", [PHOTO], None, "none", [])
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", [PHOTO], None, "none", [])
Q("photo", "ar", "sift-lek tswira, chouf ida kayen nar", [PHOTO], None, "none", [])

# ---- out of scope alone (forecast, other towns, wind direction, off-topic)
Q("oos", "en", "What's the forecast for tomorrow at SBA?", [OOS], ["S"], "none", [])
Q("oos", "en", "Will the wind pick up this afternoon in Bejaia?", [OOS], ["B"], "none", [])
Q("oos", "en", "FWI in Oran right now?", [OOS], None, "none", [], alt=[[DG, OOS]])
Q("oos", "en", "temp in tlemcen", [OOS], None, "none", [], alt=[[CC, OOS]])
Q("oos", "en", "which way is the wind blowing at Sidi Bel Abbes", [OOS], ["S"], "none", [], alt=[[CC, OOS]])
Q("oos", "en", "Who won the Algeria match last night?", [OOS], None, "none", [])
Q("oos", "en", "Is there a road up to the ridge from the N7?", [OOS], None, "none", [])
Q("oos", "en", "Where are the other crews right now?", [OOS], None, "none", [])
Q("oos", "fr", "Météo de demain à Béjaïa ?", [OOS], ["B"], "none", [])
Q("oos", "fr", "Le danger à Tizi Ouzou aujourd'hui ?", [OOS], None, "none", [], alt=[[DG, OOS]])
Q("oos", "fr", "Donne-moi la carte d'humidité des combustibles du secteur.", [OOS], None, "none", [])
Q("oos", "fr", "Prévision du FWI pour la semaine prochaine à SBA", [OOS], ["S"], "none", [], alt=[[DG, OOS]])
Q("oos", "es", "¿Qué tiempo hará mañana en Sidi Bel Abbes?", [OOS], ["S"], "none", [])
Q("oos", "es", "¿Peligro de incendio en Orán?", [OOS], None, "none", [], alt=[[DG, OOS]])
Q("oos", "es", "¿Cómo se prepara un buen cuscús?", [OOS], None, "none", [])
Q("oos", "ar", "كيفاش راح يكون الطقس غدوة في بجاية؟", [OOS], ["B"], "none", [])
Q("oos", "ar", "شحال الحرارة في وهران دركا؟", [OOS], None, "none", [], alt=[[CC, OOS]])
Q("oos", "ar", "الريح منين جاية في سيدي بلعباس؟", [OOS], ["S"], "none", [], alt=[[CC, OOS]])
Q("oos", "ar", "ghodwa kayen khatar f SBA?", [OOS], ["S"], "none", [])

# ---- orders to the box (refused)
Q("refuse", "en", "Send an evacuation alert to all units in Bejaia.", [REF], ["B"], "none", ["neg"])
Q("refuse", "en", "Dispatch two engines to the SBA detection, now.", [REF], ["S"], "none", ["neg"])
Q("refuse", "en", "notify the wali's office we have a fire", [REF], None, "none", ["neg"])
Q("refuse", "en", "Delete yesterday's readings, they're wrong.", [REF], None, "none", ["neg"])
Q("refuse", "fr", "Envoie une alerte à tous les engins de SBA.", [REF], ["S"], "none", ["neg"])
Q("refuse", "fr", "Préviens le PC que le feu a franchi la piste.", [REF], None, "none", ["neg"])
Q("refuse", "es", "Manda una alerta a la central de Béjaïa.", [REF], ["B"], "none", ["neg"])
Q("refuse", "ar", "ابعث إنذار للحماية المدنية في سيدي بلعباس", [REF], ["S"], "none", ["neg"])
Q("refuse", "ar", "b3at alerte l ga3 les équipes", [REF], None, "none", ["neg"])

# ---- tactical alone (served only as the facts bearing on it)
Q("tactical", "en", "Should we pull the crew off the line at SBA?", [TAC], "S", "now", ["fwi", "ws"])
Q("tactical", "en", "Is it a good idea to run a backburn near Bejaia today?", [TAC], "B", "today", ["fwi", "ws", "rh"])
Q("tactical", "en", "Do we need lookouts posted early at Sidi Bel Abbes today?", [TAC], "S", "today", ["class"])
Q("tactical", "fr", "On engage ou pas à Sidi Bel Abbès avec ce vent ?", [TAC], "S", "now", ["ws", "fwi"])
Q("tactical", "fr", "Faut-il renforcer le dispositif à Béjaïa aujourd'hui ?", [TAC], "B", "today", ["fwi", "class"])
Q("tactical", "es", "¿Mandamos la cuadrilla a la ladera en SBA o esperamos?", [TAC], "S", "now", ["ws", "fwi"])
Q("tactical", "ar", "نطلعو للجبل في بجاية ولا نستناو؟", [TAC], "B", "now", ["ws", "fwi"])
Q("tactical", "ar", "wach nzidou camion f SBA lyoum?", [TAC], "S", "today", ["fwi"])

# ---- days with no reading (before June 2012)
Q("nodata", "en", "FWI at Bejaia on 15 May 2012?", [DG], "B", "2012-05-15", FC)
Q("nodata", "en", "temperature at SBA on May 20th 2012", [CC], "S", "2012-05-20", ["t"])
Q("nodata", "en", "Conditions at Sidi Bel Abbes on 2011-08-14?", [CC], "S", "2011-08-14", ["t", "rh", "ws"])
Q("nodata", "en", "danger at bejaia 10/04/2012", [DG], "B", "2012-04-10", FC)
Q("nodata", "fr", "Relevé de Béjaïa le 28 mai 2012 ?", [CC], "B", "2012-05-28", ["t", "rh"])
Q("nodata", "es", "¿FWI en Sidi Bel Abbes el 31 de mayo de 2012?", [DG], "S", "2012-05-31", FC)
Q("nodata", "ar", "الحرارة في بجاية يوم 25 ماي 2012", [CC], "B", "2012-05-25", ["t"])
Q("nodata", "ar", "FWI f SBA 1 mai 2012", [DG], "S", "2012-05-01", FC)

# ---- an hour other than noon, or a place near a station but not at it: warn
W = "warn"
Q("offnoon", "en", "Temperature at SBA at 6 this morning?", [CC], "S", "today", ["t"], dec=W)
Q("offnoon", "en", "Wind at Bejaia at 4 pm yesterday", [CC], "B", "yesterday", ["ws"], dec=W)
Q("offnoon", "fr", "Température à Béjaïa à 7 h ce matin ?", [CC], "B", "today", ["t"], dec=W)
Q("offnoon", "fr", "Humidité à SBA hier à 18 h", [CC], "S", "yesterday", ["rh"], dec=W)
Q("offnoon", "es", "¿Temperatura en Bejaia a las 8 de la mañana?", [CC], "B", "today", ["t"], dec=W)
Q("offnoon", "ar", "السخانة في بجاية على الستة الصباح", [CC], "B", "today", ["t"], dec=W)
Q("nearby", "en", "Wind on the ridge above Bejaia?", [CC], "B", "now", ["ws"], dec=W)
Q("nearby", "en", "fire danger 10 km north of Sidi Bel Abbes", [DG], "S", "now", FC, dec=W)
Q("nearby", "en", "What's the RH down in the valley south of SBA right now?", [CC], "S", "now", ["rh"], dec=W)
Q("nearby", "en", "Danger on the forest track 15 km out of Béjaïa", [DG], "B", "now", FC, dec=W)
Q("nearby", "fr", "Le vent sur la crête au-dessus de Sidi Bel Abbès ?", [CC], "S", "now", ["ws"], dec=W)
Q("nearby", "fr", "Danger à 20 km au sud de Béjaïa ?", [DG], "B", "now", FC, dec=W)
Q("nearby", "es", "Viento en la sierra a las afueras de Sidi Bel Abbes", [CC], "S", "now", ["ws"], dec=W)
Q("nearby", "es", "¿Peligro de incendio a 5 km de SBA?", [DG], "S", "now", FC, dec=W)
Q("nearby", "ar", "الريح فوق الجبل اللي قدام سيدي بلعباس", [CC], "S", "now", ["ws"], dec=W)
Q("nearby", "ar", "khatar 10 km men bejaia", [DG], "B", "now", FC, dec=W)

# ---- several asks in one question
# conditions + danger
Q("multi_cd", "en", "Temp, humidity and FWI at Sidi Bel Abbes now", [CC, DG], "S", "now", ["t", "rh", "fwi"])
Q("multi_cd", "en", "bejaia: wind + danger class pls", [CC, DG], "B", "now", ["ws", "class"])
Q("multi_cd", "en", "What was it like at SBA on 14 Aug? Weather and fire danger both.", [CC, DG], "S", "2012-08-14", ["t", "rh", "ws", "fwi", "class"])
Q("multi_cd", "en", "IC to box, need Bejaia yesterday: RH, wind, ISI.", [CC, DG], "B", "yesterday", ["rh", "ws", CODE("ISI")])
Q("multi_cd", "en", "How hot and how dangerous is it in Sidi-Bel Abbès today?", [CC, DG], "S", "today", ["t", "fwi", "class"])
Q("multi_cd", "fr", "À Béjaïa maintenant : température, vent, et le niveau de danger ?", [CC, DG], "B", "now", ["t", "ws", "class", "fwi"])
Q("multi_cd", "fr", "Hier à SBA, il faisait combien et le FWI était à combien ?", [CC, DG], "S", "yesterday", ["t", "fwi"])
Q("multi_cd", "fr", "Pluie et FFMC à Sidi Bel Abbès le 22 juillet ?", [CC, DG], "S", "2012-07-22", ["rain", CODE("FFMC")])
Q("multi_cd", "es", "Humedad y peligro en Bejaia ahora", [CC, DG], "B", "now", ["rh", "fwi", "class"])
Q("multi_cd", "es", "¿Qué viento hubo en SBA el 3 de agosto y qué FWI dio?", [CC, DG], "S", "2012-08-03", ["ws", "fwi"])
Q("multi_cd", "ar", "الحرارة والخطر في بجاية اليوم؟", [CC, DG], "B", "today", ["t", "fwi", "class"])
Q("multi_cd", "ar", "rih w FWI f SBA drk", [CC, DG], "S", "now", ["ws", "fwi"])
# conditions + something the box does not hold (wind direction, tomorrow, another town)
Q("multi_oos", "en", "Wind speed and direction at SBA?", [CC, OOS], "S", "now", ["ws"])
Q("multi_oos", "en", "bejaia wind, how strong and where from", [CC, OOS], "B", "now", ["ws"])
Q("multi_oos", "en", "Humidity at Bejaia today and what's it going to be tomorrow?", [CC, OOS], "B", "today", ["rh"])
Q("multi_oos", "fr", "Le vent à Sidi Bel Abbès, force et direction ?", [CC, OOS], "S", "now", ["ws"])
Q("multi_oos", "es", "¿Temperatura en Bejaia y en Orán ahora?", [CC, OOS], "B", "now", ["t"])
Q("multi_oos", "ar", "الريح في سيدي بلعباس قداه ومنين جاية؟", [CC, OOS], "S", "now", ["ws"])
Q("multi_oos", "en", "FWI at Bejaia today, and tomorrow's too if you've got it", [DG, OOS], "B", "today", FC)
Q("multi_oos", "en", "Danger at SBA and in Oran, quick", [DG, OOS], "S", "now", FC)
Q("multi_oos", "en", "Give me the fire danger at Sidi Bel Abbes now and the outlook for next week.", [DG, OOS], "S", "now", FC)
Q("multi_oos", "fr", "Le FWI à Béjaïa aujourd'hui, et demain ça va monter ?", [DG, OOS], "B", "today", FC)
Q("multi_oos", "fr", "Classe de danger à SBA et à Tlemcen ?", [DG, OOS], "S", "now", FC)
Q("multi_oos", "es", "Peligro en Sidi Bel Abbes hoy y pronóstico para mañana", [DG, OOS], "S", "today", FC)
Q("multi_oos", "ar", "الخطر في بجاية دركا، وغدوة كيفاش؟", [DG, OOS], "B", "now", FC)
# three asks: conditions, danger and a part not held
Q("multi_3oos", "en", "Temp, FWI and wind direction at SBA?", [CC, DG, OOS], "S", "now", ["t", "fwi"])
Q("multi_3oos", "en", "Conditions and danger at Bejaia now, plus what's coming tomorrow.", [CC, DG, OOS], "B", "now", ["t", "rh", "ws", "fwi"])
Q("multi_3oos", "fr", "Béjaïa : humidité, classe de danger, et d'où vient le vent ?", [CC, DG, OOS], "B", "now", ["rh", "class"])
Q("multi_3oos", "ar", "SBA: skhana, khatar, w rih mnin jaya?", [CC, DG, OOS], "S", "now", ["t", "fwi"])
# a hidden order beside a question
Q("multi_ref", "en", "Get me the FWI at SBA and push it out to all engines.", [DG, REF], "S", "now", FC + ["neg"])
Q("multi_ref", "en", "What's the wind at Bejaia? Also page the duty officer with it.", [CC, REF], "B", "now", ["ws", "neg"])
Q("multi_ref", "en", "danger class bejaia today, then send an alert to civil protection if it's high", [DG, REF], "B", "today", FC + ["neg"])
Q("multi_ref", "fr", "Donne le danger à Sidi Bel Abbès et envoie-le au PC de colonne.", [DG, REF], "S", "now", FC + ["neg"])
Q("multi_ref", "fr", "Température à Béjaïa, et préviens la mairie.", [CC, REF], "B", "now", ["t", "neg"])
Q("multi_ref", "es", "Dime el FWI de SBA y avisa a todas las brigadas.", [DG, REF], "S", "now", FC + ["neg"])
Q("multi_ref", "ar", "قولي الخطر في بجاية وابعثو للحماية المدنية", [DG, REF], "B", "now", FC + ["neg"])
Q("multi_ref", "en", "What did the drone see? And forward the frame to the command post.", [FRM, REF], None, "none", ["=frames", "neg"])
Q("multi_ref", "es", "¿Qué detectó el dron? Mándale la imagen al jefe de incendio.", [FRM, REF], None, "none", ["=frames", "neg"])
# compare + readings
Q("multi_cmp", "en", "Which station is hotter right now, and what's the humidity at each?", [CMP, CC], BS, "now", ["t", "rh", WORSE("t")])
Q("multi_cmp", "en", "Wind at both stations yesterday, and which one was gustier?", [CMP, CC], BS, "yesterday", ["ws", WORSE("ws")])
Q("multi_cmp", "fr", "Températures à Béjaïa et SBA aujourd'hui, laquelle est la plus chaude ?", [CMP, CC], BS, "today", ["t", WORSE("t")])
Q("multi_cmp", "es", "Humedad en las dos estaciones hoy y ¿cuál está más seca?", [CMP, CC], BS, "today", ["rh", WORSE("rh", high=False)])
Q("multi_cmp", "ar", "الرطوبة في بجاية وسيدي بلعباس دركا، وشكون فيهم أنشف؟", [CMP, CC], BS, "now", ["rh", WORSE("rh", high=False)])
Q("multi_cmp3", "en", "Temp and FWI at both stations now, which one's worse?", [CC, DG, CMP], BS, "now", ["t", "fwi", WORSE("fwi")])
Q("multi_cmp3", "fr", "Vent et FWI aux deux stations le 14 août : laquelle était la pire ?", [CC, DG, CMP], BS, "2012-08-14", ["ws", "fwi", WORSE("fwi")])
Q("multi_cmp3", "ar", "السخانة والخطر في المحطتين اليوم، وأي وحدة أخطر؟", [CC, DG, CMP], BS, "today", ["t", "fwi", WORSE("fwi")])
Q("multi_sumcmp", "en", "Max FWI in August at each station, which one had it worse?", [SUM, CMP], BS, "aug", ["maxfwi", WORSE_WIN("fwi")])
Q("multi_sumcmp", "fr", "Température max en juillet à Béjaïa et à SBA, qui a eu le plus chaud ?", [SUM, CMP], BS, "jul", ["maxt", WORSE_WIN("t")])
Q("multi_sumcmp", "es", "Pico de FWI de cada estación en septiembre y ¿cuál fue peor?", [SUM, CMP], BS, "sep", ["maxfwi", WORSE_WIN("fwi")])
# danger + tactical
Q("multi_tac", "en", "FWI at Bejaia today, do we stage a second engine?", [DG, TAC], "B", "today", FC)
Q("multi_tac", "en", "What's the danger class at SBA and should we keep the hand crew on the line?", [DG, TAC], "S", "now", FC)
Q("multi_tac", "fr", "Le danger à SBA maintenant, on maintient les équipes au sol ou on les replie ?", [DG, TAC], "S", "now", FC)
Q("multi_tac", "es", "Peligro en Bejaia hoy, ¿dejamos la brigada sola en el flanco?", [DG, TAC], "B", "today", FC)
Q("multi_tac", "ar", "قداه الخطر في سيدي بلعباس؟ نخليو الفرقة في الجبل ولا نهبطوها؟", [DG, TAC], "S", "now", FC)
Q("multi_cmptac", "en", "Between the two stations, which is worse today and where should the extra engine go?", [CMP, TAC], BS, "today", ["fwi", WORSE("fwi")])
# frames + spread / frames + danger
Q("multi_frsp", "en", "The drone fire: where is it, and where will it be in 30 min?", [FRM, SPREAD], None, "none", ["=detection_place", "=spread"], h=30)
Q("multi_frsp", "en", "what time did the drone catch it and how far will it run in the next hour", [FRM, SPREAD], None, "none", ["=detection", "=spread"], h=60)
Q("multi_frsp", "fr", "Le feu vu par le drone, il est où et il sera où dans 45 minutes ?", [FRM, SPREAD], None, "none", ["=detection_place", "=spread"], h=45)
Q("multi_frsp", "es", "¿Dónde vio el dron el fuego y hasta dónde llegará en 20 minutos?", [FRM, SPREAD], None, "none", ["=detection_place", "=spread"], h=20)
Q("multi_frdg", "en", "Did the drone pick up smoke, and what's the FWI at Sidi Bel Abbes station?", [FRM, DG], "S", "now", ["=frames", "fwi"])
Q("multi_frdg", "en", "Drone hit time + danger class at SBA now", [FRM, DG], "S", "now", ["=detection", "class"])
Q("multi_frdg", "fr", "Le drone a vu quoi, et le danger à la station de Sidi Bel Abbès ?", [FRM, DG], "S", "now", ["=frames", "fwi", "class"])
Q("multi_frdg", "ar", "واش صور الدرون، وقداه الخطر في محطة سيدي بلعباس؟", [FRM, DG], "S", "now", ["=frames", "fwi"])
# readings + drift / readings + spread
Q("multi_cdrift", "en", "Wind at SBA in knots? And if ROS is {r} m/min, how far in {m} min?".format(r=20, m=30), [CC, DRIFT], "S", "now",
  ["ws", UNIT("ws", "kt"), drift_m_per_min(20, 30)], h=30)
Q("multi_cdrift", "en", "bejaia wind now, and we clocked the head at {r} m a minute, how far in {m}".format(r=15, m=40), [CC, DRIFT], "B", "now",
  ["ws", drift_m_per_min(15, 40)], h=40)
Q("multi_cdrift", "es", "Viento en Sidi Bel Abbes ahora y, si el frente avanza {r} m por minuto, ¿cuánto recorre en {m} minutos?".format(r=45, m=10),
  [CC, DRIFT], "S", "now", ["ws", drift_m_per_min(45, 10)], h=10)
Q("multi_csp", "en", "Wind at SBA and where will the head be in 30 minutes?", [CC, SPREAD], "S", "now", ["ws", "=spread"], h=30)
Q("multi_csp", "ar", "الريح في سيدي بلعباس دركا ووين توصل النار بعد ساعة؟", [CC, SPREAD], "S", "now", ["ws", "=spread"], h=60)
# summary + analogs
Q("multi_sumana", "en", "How many fire days at SBA in August, and of all the days with FWI over 20, how many burned?", [SUM, ANA], "S", "aug",
  ["fires", FWI_GT(20)], thr=20, fh=True)
Q("multi_sumana", "fr", "Nombre de jours de feu à Béjaïa en août, et parmi les jours à FWI > 15, combien ont brûlé ?", [SUM, ANA], "B", "aug",
  ["fires", FWI_GT(15)], thr=15, fh=True)
Q("multi_sumana", "ar", "شحال من نهار حريق في سيدي بلعباس في جويلية؟ والنهارات اللي FWI فوق 10 شحال منهم شعلت؟", [SUM, ANA], "S", "jul",
  ["fires", FWI_GT(10)], thr=10, fh=True)
# danger now + a summary over the week
Q("multi_dgsum", "en", "FWI at SBA now and the week's high?", [DG, SUM], "S", "lastweek", [AT("fwi", "now"), "maxfwi"])
Q("multi_dgsum", "fr", "FWI de Béjaïa aujourd'hui, et le plus haut de la semaine ?", [DG, SUM], "B", "lastweek", [AT("fwi", "now"), "maxfwi"])
# documents + danger / documents + tactical
Q("multi_docdg", "en", "What's the FWI at Bejaia right now and what class does the guide put that in?", [DG, DOC], "B", "now", FC)
Q("multi_docdg", "fr", "Le FWI à Sidi Bel Abbès, et d'après le guide à partir de combien on est en danger élevé ?", [DG, DOC], "S", "now", ["fwi", HIGH_FROM])
Q("multi_docdg", "es", "Danger en SBA hoy y ¿qué dice la guía de seguridad sobre los días de peligro alto?", [DG, DOC], "S", "today", FC + [{"any": [POSTED_EARLY, "lookout", "vigía", "vigias", "vigilancia"]}])
Q("multi_doctac", "en", "Per LCES, do we post lookouts early at SBA today?", [DOC, TAC], "S", "today", [LCES_EN[0], "class"])
Q("multi_doctac", "fr", "Avec LCES, on doit avoir quoi en place avant d'engager à Béjaïa cet après-midi ?", [DOC, TAC], "B", "today", LCES_ANY)
# photo + danger
Q("multi_photo", "en", "Photo attached from the lookout. What's the danger at SBA?", [PHOTO, DG], "S", "now", FC)
Q("multi_photo", "fr", "Je joins une photo du panache ; c'est quoi le FWI à Béjaïa ?", [PHOTO, DG], "B", "now", ["fwi"])
Q("multi_photo", "ar", "بعثتلك صورة، وقولي قداه الخطر في بجاية", [PHOTO, DG], "B", "now", FC)
# capabilities + a part not held
Q("multi_caps", "en", "What can you do for us, and can you give me tomorrow's forecast?", [CAP, OOS], None, "none", [])
Q("multi_caps", "es", "¿Qué datos tienes? ¿Y el pronóstico del viento para esta tarde?", [CAP, OOS], None, "none", [])
# a near-station place or an off-noon hour with two asks: warn
Q("multi_near", "en", "Temp and danger on the ridge above SBA", [CC, DG], "S", "now", ["t", "fwi"], dec=W)
Q("multi_near", "fr", "Vent et niveau de danger à 10 km à l'est de Béjaïa ?", [CC, DG], "B", "now", ["ws", "class"], dec=W)
Q("multi_near", "en", "bejaia wind at 6am and the fwi", [CC, DG], "B", "today", ["ws", "fwi"], dec=W)
Q("multi_near", "ar", "السخانة والخطر في سيدي بلعباس على الثلاثة العشية البارح", [CC, DG], "S", "yesterday", ["t", "fwi"], dec=W)

# more asks in one question
Q("multi_more", "en", "SBA: ISI and BUI right now, plus the wind speed", [DG, CC], "S", "now", [CODE("ISI"), CODE("BUI"), "ws"])
Q("multi_more", "en", "What's the humidity at Bejaia, and is it drier there than at SBA?", [CC, CMP], BS, "now", ["rh", WORSE("rh", high=False)])
Q("multi_more", "en", "Wind at SBA in mph, and where's the front going to be in 20 min?", [CC, SPREAD], "S", "now", ["ws", UNIT("ws", "mph"), "=spread"], h=20)
Q("multi_more", "en", "Danger class at both stations today, and what does the crew safety doc say about staffing on high-danger days?", [DG, DOC], BS, "today", ["class", {"any": [POSTED_EARLY, "lookout"]}])
Q("multi_more", "en", "RH at Bejaia now, and send it to the tanker base.", [CC, REF], "B", "now", ["rh", "neg"])
Q("multi_more", "en", "What's the danger at SBA, and is there a road in from the south side?", [DG, OOS], "S", "now", FC)
Q("multi_more", "en", "what did the drone see, and at {r} m/min how far does the head move in {m} min".format(r=30, m=15), [FRM, DRIFT], None, "none", ["=frames", drift_m_per_min(30, 15)], h=15)
Q("multi_more", "en", "Box, two things: FFMC at Bejaia today, and the defensible space rule for Butte County.", [DG, DOC], "B", "today", [CODE("FFMC"), "=doc_defensible"])
Q("multi_more", "en", "temp at SBA in F and the heat index for tomorrow", [CC, OOS], "S", "now", ["t", UNIT("t", "F")])
Q("multi_more", "en", "Drone detection time, and Bejaia's humidity right now?", [FRM, CC], "B", "now", ["=detection", "rh"])
Q("multi_more", "es", "Temperatura y FWI de Bejaia ayer", [CC, DG], "B", "yesterday", ["t", "fwi"])
Q("multi_more", "es", "¿Cuál está peor hoy? ¿Y qué humedad hay en cada una?", [CMP, CC], BS, "today", ["fwi", WORSE("fwi"), "rh"])
Q("multi_more", "es", "¿Qué vio el dron y cuál es el peligro en Sidi Bel Abbes?", [FRM, DG], "S", "now", ["=frames", "fwi", "class"])
Q("multi_more", "es", "Viento en Béjaïa, de dónde sopla, y el FWI", [CC, DG, OOS], "B", "now", ["ws", "fwi"])
Q("multi_more", "es", "Dame el peligro en SBA y pásaselo por radio a la cuadrilla 3", [DG, REF], "S", "now", FC + ["neg"])
Q("multi_more", "es", "¿Qué puedes hacer tú? Y de paso, ¿qué peligro hay en Bejaia ahora?", [CAP, DG], "B", "now", FC)
Q("multi_more", "fr", "Vent à SBA en km/h et en nœuds, et le FWI ?", [CC, DG], "S", "now", ["ws", UNIT("ws", "kt"), "fwi"])
Q("multi_more", "fr", "Le drone a vu le feu à quelle heure, et il sera où dans une heure ?", [FRM, SPREAD], None, "none", ["=detection", "=spread"], h=60)
Q("multi_more", "ar", "wach chaf drone, w chhal khatar f SBA?", [FRM, DG], "S", "now", ["=frames", "fwi"])
Q("multi_more", "ar", "قارن الخطر بين المحطتين وقولي وين نبعثو الكاميون الزايد", [CMP, TAC], BS, "now", ["fwi", WORSE("fwi")])
Q("multi_more", "ar", "RH f bejaia drk w ghodwa?", [CC, OOS], "B", "now", ["rh"])
Q("multi_fh", "en", "How many days above 35 at SBA in August, and of those, how many burned?", [SUM, ANA], "S", "aug", [WIN("count_gt", "t", 35), HOT_FIRES(35)], fh=True)
Q("multi_fh", "en", "FWI at SBA on 3/8, and how many fire days did that month have?", [DG, SUM], "S", "aug", [AT("fwi", "2012-08-03"), "fires"], fh=True)
Q("multi_fh", "ar", "الرطوبة في بجاية دركا، وشحال من نهار حريق كان فيها في أوت؟", [CC, SUM], "B", "aug", [AT("rh", "now"), "fires"], fh=True)


# ---------------------------------------------------------------- sessions
SESSIONS = []


def turn(sid, n, lang, q, intents, st, when, facts, dec=None, h=None, alt=None, fh=False):
    SESSIONS.append(dict(session=sid, turn=n, lang=lang, q=q, intents=intents, st=st, when=when, facts=facts, dec=dec, h=h,
                         alt=alt, fh=fh))


s = "d33s01"
turn(s, 1, "en", "Command to box: fire danger at Sidi Bel Abbes, now.", [DG], "S", "now", FC)
turn(s, 2, "en", "Copy. And the other station?", [DG], "B", "now", FC)
turn(s, 3, "en", "Why is Bejaia so low?", [EXP], "B", "now", ["rh", "rain"], alt=[[DG, EXP]])
turn(s, 4, "en", "So which one do I watch?", [CMP], BS, "now", ["fwi", WORSE("fwi")])
s = "d33s02"
turn(s, 1, "fr", "Relevé de Béjaïa hier ?", [CC], "B", "yesterday", ["t", "rh", "ws", "rain"])
turn(s, 2, "fr", "Et avant-hier ?", [CC], "B", "daybefore", ["t", "rh", "ws", "rain"])
turn(s, 3, "fr", "Même jour à Sidi Bel Abbès ?", [CC], "S", "daybefore", ["t", "rh", "ws", "rain"])
turn(s, 4, "fr", "Et pourquoi le danger était si faible à Béjaïa hier ?", [EXP], "B", "yesterday", ["fwi", "rh", "rain"], alt=[[DG, EXP]])
s = "d33s03"
turn(s, 1, "es", "¿El dron detectó algo hoy?", [FRM], None, "today", ["=frames"])
turn(s, 2, "es", "¿Dónde exactamente?", [FRM], None, "none", ["=detection_place"])
turn(s, 3, "es", "¿Y dónde estará el frente en media hora?", [SPREAD], None, "none", ["=spread"], h=30)
turn(s, 4, "es", "¿Por qué no me das la dirección?", [EXP], None, "none", [DIRECTION_ANY])
s = "d33s04"
turn(s, 1, "ar", "شحال الخطر في سيدي بلعباس دركا؟", [DG], "S", "now", FC)
turn(s, 2, "ar", "والريح؟", [CC], "S", "now", ["ws"])
turn(s, 3, "ar", "وغدوة؟", [OOS], "S", "none", [])
turn(s, 4, "ar", "ابعث للجماعة باش يوجدو رواحهم", [REF], None, "none", ["neg"])
turn(s, 5, "ar", "علاش الخطر طايح هكا؟", [EXP], "S", "now", ["fwi", "rh"], alt=[[DG, EXP]])
s = "d33s05"
turn(s, 1, "en", "How many fire days at Bejaia in August?", [SUM], "B", "aug", ["fires"], fh=True)
turn(s, 2, "en", "And in July?", [SUM], "B", "jul", ["fires"], fh=True)
turn(s, 3, "fr", "Et à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["fires"], fh=True)
turn(s, 4, "fr", "Parmi les jours avec un FWI au-dessus de 20 là-bas, combien ont brûlé ?", [ANA], "S", "none", [FWI_GT(20)], fh=True)
s = "d33s06"
turn(s, 1, "ar", "salam, chhal skhana f bejaia lyoum?", [CC], "B", "today", ["t"])
turn(s, 2, "ar", "w rtouba?", [CC], "B", "today", ["rh"])
turn(s, 3, "ar", "w f SBA?", [CC], "S", "today", ["t", "rh"])
turn(s, 4, "ar", "ama wa7da fihom fiha khatar kther?", [CMP], BS, "today", ["fwi", WORSE("fwi")])
s = "d33s07"
turn(s, 1, "en", "head's doing {r} m/min, we're {m} min out, how far does it go".format(r=30, m=20), [DRIFT], None, "none",
     [drift_m_per_min(30, 20)], h=20)
turn(s, 2, "en", "what if it picks up to {r} m/min".format(r=45), [DRIFT], None, "none", [drift_m_per_min(45, 20)], h=20)
turn(s, 3, "en", "why does your own answer time matter for this?", [EXP], None, "none", ["=drift"])
turn(s, 4, "en", "ok. wind at SBA rn in mph", [CC], "S", "now", ["ws", UNIT("ws", "mph")])
s = "d33s08"
turn(s, 1, "fr", "LCES, rappelle-moi les quatre points.", [DOC], None, "none", LCES_ANY)
turn(s, 2, "fr", "Le danger à Béjaïa aujourd'hui ?", [DG], "B", "today", FC)
turn(s, 3, "fr", "Du coup on poste des guetteurs tôt ou pas ?", [TAC], "B", "today", ["class"])
turn(s, 4, "fr", "Pourquoi ?", [EXP], "B", "today", ["fwi"])
s = "d33s09"
turn(s, 1, "es", "¿Qué estación está peor hoy?", [CMP], BS, "today", ["fwi", WORSE("fwi")])
turn(s, 2, "es", "¿Y el viento allí, en millas por hora?", [CC], ["=watch"], "today", ["ws", UNIT("ws", "mph")])
turn(s, 3, "es", "¿Por qué está peor?", [EXP], ["=watch"], "today", ["fwi", "rh"])
turn(s, 4, "es", "Mándale eso al jefe de sector.", [REF], None, "none", ["neg"])
s = "d33s10"
turn(s, 1, "ar", "ما هي أعلى قيمة لمؤشر FWI في بجاية في سبتمبر؟", [SUM], "B", "sep", ["maxfwi"])
turn(s, 2, "ar", "وفي سيدي بلعباس؟", [SUM], "S", "sep", ["maxfwi"])
turn(s, 3, "ar", "كم يوما سجل فيه حريق هناك في نفس الشهر؟", [SUM], "S", "sep", ["fires"], fh=True)
turn(s, 4, "ar", "لماذا كان سبتمبر أخطر في سيدي بلعباس؟", [EXP], BS, "sep", ["maxfwi"])
s = "d33s11"
turn(s, 1, "en", "I just attached a photo from my phone, is that smoke on the hill?", [PHOTO], None, "none", [])
turn(s, 2, "en", "ok well what did the drone see then", [FRM], None, "none", ["=frames"])
turn(s, 3, "en", "where is it going in the next hour", [SPREAD], None, "none", ["=spread"], h=60)
turn(s, 4, "en", "and what's the danger at the Sidi Bel Abbes station", [DG], "S", "now", FC)
s = "d33s12"
turn(s, 1, "en", "Dispatch: readings for SBA on 14 August, for the after-action report.", [CC], "S", "2012-08-14", ["t", "rh", "ws", "rain"])
turn(s, 2, "en", "FWI and class that day?", [DG], "S", "2012-08-14", FC)
turn(s, 3, "en", "Same for Bejaia, weather and danger.", [CC, DG], "B", "2012-08-14", ["t", "rh", "ws", "fwi", "class"])
turn(s, 4, "en", "Which station was worse that day, and by how much FWI?", [CMP], BS, "2012-08-14", ["fwi", WORSE("fwi"), DIFF("fwi")])
turn(s, 5, "en", "Log that into the incident record for me.", [REF], None, "none", ["neg"])
s = "d33s13"
turn(s, 1, "fr", "Température max à SBA cette semaine ?", [SUM], "S", "lastweek", ["maxt"])
turn(s, 2, "fr", "Et à Béjaïa ?", [SUM], "B", "lastweek", ["maxt"])
turn(s, 3, "fr", "Et demain, il fera chaud ?", [OOS], None, "none", [])
s = "d33s14"
turn(s, 1, "ar", "واش شاف الدرون اليوم؟", [FRM], None, "today", ["=frames"])
turn(s, 2, "ar", "قداه كانت الساعة كي صور النار؟", [FRM], None, "none", ["=detection"])
turn(s, 3, "ar", "شحال تمشي راس النار في {m} دقيقة إذا كانت {r} متر في الدقيقة؟".format(m=15, r=40), [DRIFT], None, "none",
     [drift_m_per_min(40, 15)], h=15)
turn(s, 4, "ar", "وعلاش ما تقوليش وين رايحة؟", [EXP], None, "none", [DIRECTION_ANY])


# ---------------------------------------------------------------- build
ST = {None: None, "B": [B], "S": [S], BS: [B, S]}


def stations_of(st):
    if isinstance(st, list):
        return [x if x.startswith("=") else {"B": B, "S": S}[x] for x in st]
    return ST[st]


def resolve(facts, sts, day):
    days = days_of(day)
    real = sts
    if sts == ["=watch"]:
        real = [cf.watch_station(TODAY)]
    out = []
    for f in facts:
        if callable(f):
            assert real, f
            out.extend(f(real, days))
        else:
            out.append(f)
    return out


def phrasing_stations(st):
    sts = stations_of(st)
    if sts is None:
        return "none", None
    if sorted(sts) == [B, S]:
        return "both", sorted(sts)
    return sts, sts


def build():
    groups = OrderedDict()
    for q in QS:
        key = f"{NAME}-{q['kind']}" + (f"-{q['dec']}" if q["dec"] and not q["kind"] in ("offnoon", "nearby", "multi_near") else "") \
              + ("-fh" if q["fh"] and q["kind"] not in ("analogs", "summary_fires", "multi_sumana", "multi_fh") else "")
        groups.setdefault(key, []).append(q)
    templates = []
    for key, qs in groups.items():
        assert len({q["dec"] for q in qs}) == 1 and len({q["fh"] for q in qs}) == 1, key
        phrasings, days, thr, hz, ibp = [], [], [], [], []
        for q in qs:
            mode, sts = phrasing_stations(q["st"])
            p = {"q": q["q"], "lang": q["lang"], "stations": mode, "facts": resolve(q["facts"], sts, q["day"])}
            if q["alt"]:
                p["intents_alt"] = q["alt"]
            assert "{" not in q["q"] and "}" not in q["q"], q["q"]
            phrasings.append(p)
            days.append(q["day"])
            thr.append(q["thr"])
            hz.append(q["h"])
            ibp.append(q["intents"])
        t = {"key": key, "intents": ibp[0], "intents_by_phrasing": ibp, "phrasings": phrasings, "stations": "none",
             "days": days}
        if any(x is not None for x in thr):
            t["thr"] = thr
        if any(x is not None for x in hz):
            t["horizons"] = hz
        if qs[0]["dec"]:
            t["decision"] = qs[0]["dec"]
        if qs[0]["fh"]:
            t["needs_fire_history"] = True
        templates.append(t)
    rows = []
    for r in SESSIONS:
        sts = stations_of(r["st"])
        row = {"session": r["session"], "turn": r["turn"], "question": r["q"], "intents": r["intents"],
               "stations": sts, "when": r["when"], "facts": resolve(r["facts"], sts, r["when"]), "lang": r["lang"]}
        if r["dec"]:
            row["decision"] = r["dec"]
        if r["h"] is not None:
            row["horizon_min"] = r["h"]
        if r["alt"]:
            row["intents_alt"] = r["alt"]
        if r["fh"]:
            row["needs_fire_history"] = True
        rows.append(row)
    return templates, rows


def dump(path, objs):
    path.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs), encoding="utf-8")


if __name__ == "__main__":
    templates, rows = build()
    dump(OUT / "crew_templates_dev33.jsonl", templates)
    dump(OUT / "crew_sessions_dev33.jsonl", rows)
    print(f"{sum(len(t['phrasings']) for t in templates)} template questions in {len(templates)} templates, {len(rows)} session turns")
