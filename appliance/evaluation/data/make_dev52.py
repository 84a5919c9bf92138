#!/usr/bin/env python3
"""Batch d52 (dev): fire-crew questions written blind, with gold computed by code.

Writes crew_templates_dev52.jsonl and crew_sessions_dev52.jsonl next to this file.
Run from the repository root:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev52.py

Every number in a gold fact comes from code: the CSV through crew_facts.table() / fire_record() (readings,
codes, counts, maxima, averages, differences, unit conversions), the crew's own numbers (a rate times a
time), or a regex over the shipped documents. Day tokens (t, rh, ws, ...) are left to crew_build.
"""
import json
import re
import sys
from collections import Counter, OrderedDict
from fractions import Fraction
from pathlib import Path

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF
from appliance.paths import EDGE_DATA_DIR

NAME = "d52"
OUT = Path(__file__).resolve().parent
TEMPLATES_OUT = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SESSIONS_OUT = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"

B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TABLE = CF.table()
FIRES = CF.fire_record()
TODAY = CD.TODAY.isoformat()

# --------------------------------------------------------------------------------------------------
# Facts computed from the data
# --------------------------------------------------------------------------------------------------
FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "fwi": lambda r: r.codes["FWI"]}


def dec1(x: float):
    r = round(float(x), 1)
    return int(r) if r.is_integer() else r


def dec_forms(x: float, units=()) -> dict:
    """A derived figure at one decimal (and French comma), with the rounded whole number beside its unit."""
    r = round(float(x), 1)
    if r.is_integer():
        return int(r)
    forms = [f"{r:.1f}", f"{r:.1f}".replace(".", ",")]
    for u in units:
        forms += [f"{round(x)} {u}", f"{round(x)}{u}"]
    return {"any": forms}


CONV = {"mph": (lambda v: v / 1.609344, ("mph",)),
        "kn": (lambda v: v / 1.852, ("knots", "kn", "kt")),
        "ms": (lambda v: v / 3.6, ("m/s",)),
        "F": (lambda c: c * 9 / 5 + 32, ("°F", "F"))}


def rows(dev, days):
    return [TABLE[(dev, d)] for d in (days or []) if (dev, d) in TABLE]


def one_day(ctx, dev):
    days = ctx["days"]
    return TABLE.get((dev, days[0])) if days and len(days) == 1 else None


def code(*names):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC) of each named station on the asked day, as recorded."""
    def f(ctx):
        out = []
        for dev in ctx["st"]:
            r = one_day(ctx, dev)
            if r is not None:
                out += [CF._num(r.codes[c]) for c in names]
        return out
    return f


def conv(unit):
    """The reading converted to the unit the crew asked for (wind from km/h, temperature from °C)."""
    fn, words = CONV[unit]

    def f(ctx):
        out = []
        for dev in ctx["st"]:
            r = one_day(ctx, dev)
            if r is not None:
                out.append(dec_forms(fn(r.temperature_c if unit == "F" else r.wind_kmh), words))
        return out
    return f


def diff(field):
    """By how much the two stations differ on the asked day."""
    def f(ctx):
        a, b = (one_day(ctx, dev) for dev in BOTH)
        return [dec1(abs(FIELD[field](a) - FIELD[field](b)))]
    return f


def count_above(field):
    """How many recorded days in the window had the field above the crew's threshold."""
    def f(ctx):
        return [sum(FIELD[field](r) > ctx["thr"] for r in rows(dev, ctx["days"])) for dev in ctx["st"]]
    return f


def count_above_fixed(field, thr):
    def f(ctx):
        return [sum(FIELD[field](r) > thr for r in rows(dev, ctx["days"])) for dev in ctx["st"]]
    return f


def mean(field):
    def f(ctx):
        out = []
        for dev in ctx["st"]:
            rs = rows(dev, ctx["days"])
            out.append(dec_forms(sum(FIELD[field](r) for r in rs) / len(rs)))
        return out
    return f


def minimum(field):
    def f(ctx):
        return [CF._num(min(FIELD[field](r) for r in rows(dev, ctx["days"]))) for dev in ctx["st"]]
    return f


def first_last(field):
    """The first and last value of a window: the two ends of a trend."""
    def f(ctx):
        out = []
        for dev in ctx["st"]:
            rs = rows(dev, ctx["days"])
            out += [CF._num(FIELD[field](rs[0])), CF._num(FIELD[field](rs[-1]))]
        return out
    return f


def today_value(field):
    """Today's reading, for a question that also asks a window (whose day tokens would be dropped)."""
    def f(ctx):
        return [CF._num(FIELD[field](TABLE[(dev, TODAY)])) for dev in ctx["st"]]
    return f


def analog_window(thr=None):
    """The box's fire record: of the past days in the window (all season when no window) with FWI above
    the threshold, how many there were and how many had a fire."""
    def f(ctx):
        t = ctx["thr"] if thr is None else thr
        out = []
        for dev in ctx["st"]:
            days = set(ctx["days"]) if ctx["days"] else None
            hot = [fire for (d, day), (fwi, fire) in FIRES.items()
                   if d == dev and fwi > t and day < TODAY and (days is None or day in days)]
            out += [len(hot), sum(hot)]
        return out
    return f


def dist(metres) -> dict:
    """A distance the crew's numbers give, in the forms a crew writes it."""
    m = Fraction(metres)
    assert m.denominator == 1, metres
    m = int(m)
    km = Fraction(m, 1000)
    km_s = f"{float(km):g}"
    forms = [f"{m} m", f"{m}m", f"{km_s} km", f"{km_s}km"]
    if "." in km_s:
        forms += [f"{km_s.replace('.', ',')} km", f"{km_s.replace('.', ',')}km"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,}".replace(",", " ") + " m", f"{m:,}".replace(",", ".") + " m"]
    return {"any": forms}


def metres(rate, unit, minutes):
    r = Fraction(str(rate))
    per_min = {"m/min": r, "km/h": r * 1000 / 60, "m/s": r * 60}[unit]
    return per_min * minutes


# --------------------------------------------------------------------------------------------------
# Facts parsed out of the shipped documents
# --------------------------------------------------------------------------------------------------
DOCS = {p.stem: p.read_text(encoding="utf-8") for p in (EDGE_DATA_DIR / "documents").glob("*.md")}


def rx(doc, pattern, group=1):
    m = re.search(pattern, DOCS[doc], re.S)
    if not m:
        raise SystemExit(f"pattern {pattern!r} not found in {doc}")
    return m.group(group)


DEF, LCES_DOC, FWI_DOC = "butte-county-defensible-space", "crew-safety-lces", "fire-weather-index-guide"
ZONE0_FT = int(rx(DEF, r"Zone 0 is the first (\d+) feet"))
ZONE1_TO_FT = int(rx(DEF, r"Zone 1 runs from \d+ to (\d+) feet"))
GRASS_IN = int(rx(DEF, r"maximum height of (\d+) inches"))
CHIMNEY_FT = int(rx(DEF, r"branches (\d+) feet\s+from chimneys"))
PRC = rx(DEF, r"Public Resources Code section (\d+)")
LCES_WORDS = [w.strip() for w in re.split(r",| and ", rx(LCES_DOC, r"before it engages a fire: ([^.]+)\.")) if w.strip()]
ESCAPE_PACE = rx(LCES_DOC, r"Time\s+the route at the (\w+) member")
WATCHOUT_WORDS = [rx(LCES_DOC, r"builds line (\w+) toward a fire"), rx(LCES_DOC, r"when (spot fires) appear")]
HIGH_DAY = rx(LCES_DOC, r"(lookouts) are posted early")
FFMC_EASY = float(rx(FWI_DOC, r"above about (\d+)\s+fine fuels ignite easily"))
HIGH_FROM = float(rx(FWI_DOC, r"from ([\d.]+) high"))
VHIGH_FROM = float(rx(FWI_DOC, r"from ([\d.]+)\s+very high"))
FFMC_TRACKS = rx(FWI_DOC, r"moisture of (litter) and fine fuels")
assert len(LCES_WORDS) == 4, LCES_WORDS


def lit(x):
    return CF._num(x)


LCES_ALL = [{"any": [w]} for w in LCES_WORDS]
LCES_ONE = {"any": LCES_WORDS + ["LCES"]}
STATION_NAMES = [{"any": ["bejaia", "bgayet", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس"]}]
PHOTO = {"any": ["photo", "image", "picture", "pic", "foto", "صورة"]}
NEG = {"en": "neg",
       "fr": {"any": CF.NEGATION["any"] + ["ne peut", "ne peux", "ne pas", "impossible", "pas en mesure", "pas possible"]},
       "es": {"any": CF.NEGATION["any"] + ["no puede", "no puedo", "no es posible", "imposible"]},
       "ar": {"any": CF.NEGATION["any"] + ["لا يمكن", "لا أستطيع", "لا يستطيع", "ما نقدرش", "غير ممكن", "لا"]}}

# --------------------------------------------------------------------------------------------------
# The questions (templates): one record per phrasing
# --------------------------------------------------------------------------------------------------
QS = []
# template-level conventions: decision overrides (brief) and the record of past fires
DECISION = {"hour": "warn", "near": "warn"}
FIRE_HISTORY = {"sumfire", "analogs", "cmpsumfire", "sumanalog", "dangeranalog"}


def q(kind, lang, text, intents, st=None, day="none", facts=(), thr=None, h=None, alt=None):
    QS.append({"kind": kind, "lang": lang, "text": text, "intents": list(intents), "st": st, "day": day,
               "facts": list(facts), "thr": thr, "h": h, "alt": alt})


CUR, DAN, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRI, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC = "photo", "out_of_scope", "refuse", "tactical"
WX = ["t", "rh", "ws", "rain"]
DG = ["fwi", "class"]

# ---- current conditions ----
q("cur", "en", "SBA conditions rn?", [CUR], [S], "now", WX)
q("cur", "en", "Engine 12 to base, give me temp and RH at Bejaia, over", [CUR], [B], "now", ["t", "rh"])
q("cur", "en", "whats the wind doing at {st}", [CUR], "alt", "now", ["ws"])
q("cur", "en", "Can you read me yesterday's noon numbers for Sidi Bel Abbes? Temp, humidity, wind, rain.", [CUR], [S], "yesterday", WX)
q("cur", "en", "bejaya weather 14-Aug", [CUR], [B], "2012-08-14", WX)
q("cur", "en", "What was the temperature at Béjaïa on 3/8?", [CUR], [B], "2012-08-03", ["t"])
q("cur", "en", "did it rain in SBA the day before yesterday", [CUR], [S], "daybefore", ["rain"])
q("cur", "en", "Need the latest reading out of Bel Abbès, all of it", [CUR], [S], "now", WX)
q("cur", "en", "Is it raining at Bejaia right now or is that just fog on the windscreen", [CUR], [B], "now", ["rain"])
q("cur", "fr", "Quelle température fait-il à Béjaïa en ce moment ?", [CUR], [B], "now", ["t"])
q("cur", "fr", "Donne-moi l'humidité et le vent à Sidi Bel Abbès, le 3 août", [CUR], [S], "2012-08-03", ["rh", "ws"])
q("cur", "fr", "meteo SBA stp, temp hum vent", [CUR], [S], "now", ["t", "rh", "ws"])
q("cur", "fr", "C'était comment le vent à Sidi-Bel-Abbès avant-hier ?", [CUR], [S], "daybefore", ["ws"])
q("cur", "es", "¿Qué temperatura hay ahora en Sidi Bel Abbès?", [CUR], [S], "now", ["t"])
q("cur", "es", "humedad en bejaia ayer??", [CUR], [B], "yesterday", ["rh"])
q("cur", "es", "¿Cómo andamos en SBA hoy? temp y humedad", [CUR], [S], "today", ["t", "rh"])
q("cur", "es", "dame la lectura completa de Sidi Bel Abbes del 9/9", [CUR], [S], "2012-09-09", WX)
q("cur", "ar", "شحال الحرارة في بجاية دروك؟", [CUR], [B], "now", ["t"])
q("cur", "ar", "ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", [CUR], [S], "today", ["rh"])
q("cur", "ar", "واش طاحت الشتا في بلعباس البارح؟", [CUR], [S], "yesterday", ["rain"])
q("cur", "ar", "الطقس في بجاية يوم ٢٠ جويلية", [CUR], [B], "2012-07-20", WX)
q("cur", "ar", "SBA الحرارة شحال؟ عاجل", [CUR], [S], "now", ["t"])

# ---- units the crew asks for ----
q("units", "en", "wind at SBA in mph?", [CUR], [S], "now", ["ws", conv("mph")])
q("units", "en", "Bejaia wind speed in knots for the helo pilot please", [CUR], [B], "now", ["ws", conv("kn")])
q("units", "en", "what's that in fahrenheit - temp at Sidi Bel Abbes today", [CUR], [S], "today", ["t", conv("F")])
q("units", "en", "air ops wants wind in m/s at bejaia, yesterday's noon reading", [CUR], [B], "yesterday", ["ws", conv("ms")])
q("units", "fr", "Le vent à Béjaïa en nœuds, ça donne combien ?", [CUR], [B], "now", ["ws", conv("kn")])
q("units", "fr", "Vent à SBA en m/s svp", [CUR], [S], "now", ["ws", conv("ms")])
q("units", "es", "¿Cuántas millas por hora de viento hay en Bejaia?", [CUR], [B], "now", ["ws", conv("mph")])
q("units", "es", "temperatura en fahrenheit de sidi bel abbes hoy, es para el equipo americano", [CUR], [S], "today", ["t", conv("F")])
q("units", "ar", "سرعة الرياح في سيدي بلعباس بالعقدة من فضلك", [CUR], [S], "now", ["ws", conv("kn")])
q("units", "ar", "الريح في بجاية بالمتر في الثانية؟ للطيار", [CUR], [B], "now", ["ws", conv("ms")])

# ---- danger ----
q("danger", "en", "FWI at {st}?", [DAN], "alt", "now", DG)
q("danger", "en", "danger class SBA today", [DAN], [S], "today", DG)
q("danger", "en", "IC here, confirm fire weather index for Sidi-Bel Abbès, yesterday's reading", [DAN], [S], "yesterday", DG)
q("danger", "en", "how bad was it at bejaia on 22 aug, danger wise", [DAN], [B], "2012-08-22", DG)
q("danger", "en", "fwi sba 3/8", [DAN], [S], "2012-08-03", DG)
q("danger", "en", "Are we at extreme at SBA or am I overreacting", [DAN], [S], "now", DG)
q("danger", "fr", "Quel est le niveau de danger à Sidi Bel Abbès aujourd'hui ?", [DAN], [S], "today", DG)
q("danger", "fr", "IFM Béjaïa ?", [DAN], [B], "now", DG)
q("danger", "fr", "Le risque incendie était à combien à Béjaïa le 14 août ?", [DAN], [B], "2012-08-14", DG)
q("danger", "fr", "C'est quoi la classe de danger sur les deux stations là ?", [DAN], BOTH, "now", DG)
q("danger", "es", "¿Qué nivel de peligro hay en Béjaïa?", [DAN], [B], "now", DG)
q("danger", "es", "el índice de peligro en sba el 5 de agosto, porfa", [DAN], [S], "2012-08-05", DG)
q("danger", "es", "¿Peligro de incendio alto hoy en Bejaia o no?", [DAN], [B], "today", DG)
q("danger", "ar", "شحال مؤشر FWI في سيدي بلعباس؟", [DAN], [S], "now", DG)
q("danger", "ar", "ما هي درجة خطر الحرائق في بجاية اليوم؟", [DAN], [B], "today", DG)
q("danger", "ar", "الخطر في بلعباس البارح كان كبير ولا لا؟", [DAN], [S], "yesterday", DG)
q("danger", "ar", "واش مستوى الخطر في المحطتين دروك؟", [DAN], BOTH, "now", DG)

# ---- fire-weather codes (danger) ----
q("codes", "en", "ISI at SBA?", [DAN], [S], "now", [code("ISI")])
q("codes", "en", "what's the BUI at bejaia right now", [DAN], [B], "now", [code("BUI")])
q("codes", "en", "FFMC for Sidi Bel Abbes on Aug 14 - were fine fuels dry enough to catch?", [DAN], [S], "2012-08-14", [code("FFMC")])
q("codes", "en", "DC and DMC at Béjaïa yesterday", [DAN], [B], "yesterday", [code("DC", "DMC")])
q("codes", "fr", "L'indice de propagation initiale (ISI) à Sidi Bel Abbès ?", [DAN], [S], "now", [code("ISI")])
q("codes", "fr", "FFMC à Béjaïa le 10 août", [DAN], [B], "2012-08-10", [code("FFMC")])
q("codes", "es", "¿Cuánto marca el FFMC en Bejaia ahora?", [DAN], [B], "now", [code("FFMC")])
q("codes", "es", "Código de sequía (DC) en Sidi Bel Abbès ayer", [DAN], [S], "yesterday", [code("DC")])
q("codes", "ar", "شحال ISI في بجاية؟", [DAN], [B], "now", [code("ISI")])
q("codes", "ar", "مؤشر الجفاف DC في سيدي بلعباس يوم 31 أوت", [DAN], [S], "2012-08-31", [code("DC")])

# ---- compare stations ----
q("compare", "en", "which station's worse right now", [CMP], BOTH, "now", ["fwi"])
q("compare", "en", "Hotter today: Bejaia or Sidi Bel Abbes? By how much?", [CMP], BOTH, "today", ["t", diff("t")])
q("compare", "en", "Compare humidity between the two stations yesterday", [CMP], BOTH, "yesterday", ["rh"])
q("compare", "en", "Where's it windier at the moment, SBA or Béjaïa?", [CMP], BOTH, "now", ["ws"])
q("compare", "en", "On 14 Aug which of the two had the higher FWI, and by how much?", [CMP], BOTH, "2012-08-14", ["fwi", diff("fwi")])
q("compare", "en", "Was SBA drier than Bejaia on 3/8?", [CMP], BOTH, "2012-08-03", ["rh"])
q("compare", "fr", "Quelle station est la plus exposée aujourd'hui, Béjaïa ou Sidi Bel Abbès ?", [CMP], BOTH, "today", ["fwi"])
q("compare", "fr", "Il fait plus chaud où en ce moment entre les deux stations ? et de combien ?", [CMP], BOTH, "now", ["t", diff("t")])
q("compare", "fr", "SBA ou Béjaïa, laquelle était la plus ventée hier ?", [CMP], BOTH, "yesterday", ["ws"])
q("compare", "es", "¿Dónde está peor ahora, en Bejaia o en Sidi Bel Abbès?", [CMP], BOTH, "now", ["fwi"])
q("compare", "es", "¿Qué estación tuvo más temperatura el 14 de agosto y cuántos grados de diferencia?", [CMP], BOTH, "2012-08-14", ["t", diff("t")])
q("compare", "ar", "وين الخطر أكبر دروك، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "now", ["fwi"])
q("compare", "ar", "أي محطة كانت أكثر جفافا البارح؟", [CMP], BOTH, "yesterday", ["rh"])
q("compare", "ar", "الفرق في مؤشر FWI بين بجاية وبلعباس يوم 3 أوت؟", [CMP], BOTH, "2012-08-03", ["fwi", diff("fwi")])

# ---- summary over a window ----
q("summary", "en", "highest FWI at SBA in August?", [SUM], [S], "aug", ["maxfwi"])
q("summary", "en", "How many days above {thr} degrees at Sidi Bel Abbes in August?", [SUM], [S], "aug", [count_above("t")], thr=35)
q("summary", "en", "Number of days with FWI over {thr} at Béjaïa in July?", [SUM], [B], "jul", [count_above("fwi")], thr=10)
q("summary", "en", "average temperature at SBA in June", [SUM], [S], "jun", [mean("t")])
q("summary", "en", "peak FWI over the last three days, {st}", [SUM], "alt", "last3d", ["maxfwi"])
q("summary", "en", "Trend at Sidi-Bel Abbès since Tuesday - is the FWI climbing or dropping?", [SUM], [S], "since-tue", [first_last("fwi"), "maxfwi"])
q("summary", "en", "lowest humidity at bejaia 20-31 aug", [SUM], [B], "aug-late", [minimum("rh")])
q("summary", "en", "Days over {thr}°C in Bejaia this September?", [SUM], [B], "sep", [count_above("t")], thr=30)
q("summary", "fr", "Quel a été l'IFM maximal à Béjaïa en août ?", [SUM], [B], "aug", ["maxfwi"])
q("summary", "fr", "Combien de jours au-dessus de {thr} degrés à Sidi Bel Abbès en août ?", [SUM], [S], "aug", [count_above("t")], thr=38)
q("summary", "fr", "Moyenne des températures à Béjaïa sur la dernière semaine ?", [SUM], [B], "lastweek", [mean("t")])
q("summary", "es", "¿Cuál fue el FWI más alto en Sidi Bel Abbès en agosto?", [SUM], [S], "aug", ["maxfwi"])
q("summary", "es", "¿Cuántos días pasó el FWI de {thr} en SBA en agosto?", [SUM], [S], "aug", [count_above("fwi")], thr=20)
q("summary", "ar", "أعلى حرارة تسجلت في بلعباس في شهر أوت؟", [SUM], [S], "aug", ["maxt"])
q("summary", "ar", "كم يوما تجاوزت فيه الحرارة {thr} درجة في بجاية خلال أوت؟", [SUM], [B], "aug", [count_above("t")], thr=35)
q("summary", "ar", "معدل الرطوبة في سيدي بلعباس في جوان", [SUM], [S], "jun", [mean("rh")])

# ---- summary: counts of fire days (the box's fire record) ----
q("sumfire", "en", "How many fire days did Bejaia log in September?", [SUM], [B], "sep", ["fires"])
q("sumfire", "en", "how many fires at Sidi Bel Abbès in July", [SUM], [S], "jul", ["fires"])
q("sumfire", "en", "fire days at {st} {day}?", [SUM], "alt", "jun", ["fires"])
q("sumfire", "fr", "Nombre de jours de feu en juin à SBA", [SUM], [S], "jun", ["fires"])
q("sumfire", "es", "¿Cuántos días con incendio tuvo Bejaia en agosto?", [SUM], [B], "aug", ["fires"])
q("sumfire", "ar", "شحال من نهار فيه حريق في سيدي بلعباس في سبتمبر؟", [SUM], [S], "sep", ["fires"])

# ---- analogs ----
q("analogs", "en", "have days like today at SBA ever burned?", [ANA], [S], "now", ["fwi"])
q("analogs", "en", "Of the days with FWI above {thr} at Sidi Bel Abbes, how many had a fire?", [ANA], [S], "all", ["fires_fwi_gt"], thr=20)
q("analogs", "en", "Bejaia: when FWI was over {thr}, how often was there a fire?", [ANA], [B], "all", ["fires_fwi_gt"], thr=10)
q("analogs", "en", "Did conditions like today's at Bejaia turn into fires in the past?", [ANA], [B], "now", ["fwi"])
q("analogs", "en", "In August at SBA, of the days with FWI over {thr}, how many burned?", [ANA], [S], "aug", [analog_window()], thr=15)
q("analogs", "fr", "Les jours comme aujourd'hui à Béjaïa, il y a eu des feux ?", [ANA], [B], "now", ["fwi"])
q("analogs", "fr", "Sur les jours où l'IFM dépassait {thr} à Sidi Bel Abbès, combien ont brûlé ?", [ANA], [S], "all", ["fires_fwi_gt"], thr=10)
q("analogs", "es", "¿Días parecidos a hoy en Sidi Bel Abbès terminaron en incendio?", [ANA], [S], "now", ["fwi"])
q("analogs", "es", "De los días con FWI mayor que {thr} en Bejaia, ¿cuántos tuvieron fuego?", [ANA], [B], "all", ["fires_fwi_gt"], thr=8)
q("analogs", "ar", "الأيام اللي كانت كيما اليوم في بلعباس، شعلت فيها النار؟", [ANA], [S], "now", ["fwi"])
q("analogs", "ar", "من بين الأيام التي تجاوز فيها مؤشر FWI {thr} في بجاية، كم يوما شهد حريقا؟", [ANA], [B], "all", ["fires_fwi_gt"], thr=10)
q("analogs", "ar", "أيام FWI فوق {thr} في سيدي بلعباس: شحال منها كان فيها حريق؟", [ANA], [S], "all", ["fires_fwi_gt"], thr=20)


# ---- drift: the crew's rate and time ----
def drift(lang, rate, unit, minutes, text, intents=(DRI,), extra=(), kind="drift", rate_txt=None):
    txt = text.replace("<r>", rate_txt or str(rate)).replace("<m>", str(minutes))
    q(kind, lang, txt, list(intents), None, "now", [*extra, dist(metres(rate, unit, minutes))], h=minutes)


drift("en", 25, "m/min", 20, "head's running ~<r> m a minute, how far in <m> min?")
drift("en", 40, "m/min", 45, "How far does the head go in <m> minutes at <r> m/min?")
drift("en", 12, "m/min", 35, "ROS <r> m/min, dozer ETA <m> min. how far does the head get by then")
drift("en", 3, "km/h", 40, "fire moving <r> km/h, we're <m> min out. distance it travels?")
drift("en", "0.5", "m/s", 10, "Lookout reports the front advancing at <r> m/s. How far will it have moved in <m> minutes?")
drift("en", "1.8", "km/h", 50, "spread rate <r> km/h, <m> minutes, how many km is that")
drift("fr", 30, "m/min", 25, "Le front avance à <r> m par minute, ça fait combien en <m> minutes ?")
drift("fr", 2, "km/h", 45, "vitesse <r> km/h, on arrive dans <m> min, il aura fait quelle distance ?")
drift("es", 20, "m/min", 30, "El frente va a <r> metros por minuto, ¿cuánto avanza en <m> minutos?")
drift("es", 4, "km/h", 15, "velocidad de <r> km/h, llegamos en <m> min, ¿cuánto se mueve?")
drift("ar", 35, "m/min", 20, "النار تمشي <r> متر في الدقيقة، شحال تقطع في <m> دقيقة؟")
drift("ar", "2.5", "km/h", 36, "سرعة انتشار الحريق <r> كم في الساعة، ما المسافة المقطوعة بعد <m> دقيقة؟")
# drift with the box's own estimate
q("drift", "en", "how far does the head move while you're working out the answer?", [DRI], None, "now", ["=drift"])
q("drift", "en", "Using your own spread rate, how far would the head drift during your answer latency?", [DRI], None, "now", ["=drift"])
q("drift", "fr", "De combien le front se déplace pendant le temps que tu mets à répondre ?", [DRI], None, "now", ["=drift"])
q("drift", "ar", "شحال يتحرك راس النار في الوقت اللي تاخذو باش تجاوب؟", [DRI], None, "now", ["=drift"])

# ---- spread (no wind direction: partly served) ----
q("spread", "en", "Where will the fire front be in {hh}?", [SPR], None, "now", ["=spread"], h=30)
q("spread", "en", "where's this thing gonna be in 45 when we get there", [SPR], None, "now", ["=spread"], h=45)
q("spread", "en", "Which way is the fire spreading and how far in an hour?", [SPR], None, "now", ["=spread"], h=60)
q("spread", "en", "FBAN request: projected front position at +90 min from the 12:25 detection", [SPR], None, "now", ["=spread"], h=90)
q("spread", "fr", "Où sera la tête du feu dans une demi-heure ?", [SPR], None, "now", ["=spread"], h=30)
q("spread", "fr", "Projection du front à 2 heures svp", [SPR], None, "now", ["=spread"], h=120)
q("spread", "es", "¿Hasta dónde llega el frente en 45 minutos?", [SPR], None, "now", ["=spread"], h=45)
q("spread", "es", "¿Hacia dónde va el incendio en la próxima hora?", [SPR], None, "now", ["=spread"], h=60)
q("spread", "ar", "وين توصل النار بعد نص ساعة؟", [SPR], None, "now", ["=spread"], h=30)
q("spread", "ar", "إلى أين سيمتد الحريق خلال الساعة القادمة؟", [SPR], None, "now", ["=spread"], h=60)

# ---- frames ----
q("frames", "en", "did the drone see anything", [FRM], None, "now", ["=frames"])
q("frames", "en", "Any smoke in the UAV frames today?", [FRM], None, "today", ["=frames"])
q("frames", "en", "What time was the fire picked up by the drone?", [FRM], None, "today", ["=detection"])
q("frames", "en", "where exactly was the drone detection", [FRM], None, "now", ["=detection_place"])
q("frames", "en", "Any flames on the drone feed near SBA?", [FRM], [S], "now", ["=detection_place"])
q("frames", "fr", "Le drone a repéré quelque chose ?", [FRM], None, "now", ["=frames"])
q("frames", "fr", "À quelle heure la détection de fumée par le drone ?", [FRM], None, "today", ["=detection"])
q("frames", "fr", "Où se trouve le départ de feu vu par le drone ?", [FRM], None, "now", ["=detection_place"])
q("frames", "es", "¿El dron detectó humo o fuego?", [FRM], None, "now", ["=frames"])
q("frames", "es", "¿Dónde y a qué hora vio el dron el fuego?", [FRM], None, "today", ["=detection_place", "=detection"])
q("frames", "ar", "واش شاف الدرون؟", [FRM], None, "now", ["=frames"])
q("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", [FRM], None, "today", ["=detection"])
q("frames", "ar", "وين بالضبط كانت النار اللي صورها الدرون؟", [FRM], None, "now", ["=detection_place"])

# ---- documents ----
q("docs", "en", "how much defensible space does Butte County want?", [DOC], None, "none", ["=doc_defensible"])
q("docs", "en", "What's the rule for zone 0 right against a structure - how many feet?", [DOC], None, "none", [ZONE0_FT])
q("docs", "en", "LCES - what does it stand for?", [DOC], None, "none", LCES_ALL)
q("docs", "en", "max grass height allowed in zone 2?", [DOC], None, "none", [GRASS_IN])
q("docs", "en", "From what FFMC do fine fuels ignite easily, per the guide?", [DOC], None, "none", [lit(FFMC_EASY)])
q("docs", "en", "list the watch out situations pls", [DOC], None, "none", [{"any": WATCHOUT_WORDS}])
q("docs", "fr", "Quelle distance de débroussaillement autour des maisons selon le guide de Butte County ?", [DOC], None, "none", ["=doc_defensible"])
q("docs", "fr", "Que veut dire LCES ?", [DOC], None, "none", [LCES_ONE])
q("docs", "fr", "À partir de quel IFM on passe en danger très élevé ?", [DOC], None, "none", [lit(VHIGH_FROM)])
q("docs", "es", "¿Cuánto espacio defendible piden alrededor de una casa?", [DOC], None, "none", ["=doc_defensible"])
q("docs", "es", "¿Qué significa LCES para la cuadrilla?", [DOC], None, "none", [LCES_ONE])
q("docs", "ar", "شحال لازم تكون المساحة الدفاعية حول الديار حسب دليل بوت كاونتي؟", [DOC], None, "none", ["=doc_defensible"])
q("docs", "ar", "ما معنى LCES؟", [DOC], None, "none", [LCES_ONE])
q("docs", "ar", "من أي قيمة FWI يصبح الخطر مرتفعا؟", [DOC], None, "none", [lit(HIGH_FROM)])

# ---- capabilities ----
q("caps", "en", "what can you actually tell me?", [CAP], None, "none", STATION_NAMES)
q("caps", "en", "Which stations do you have data from?", [CAP], None, "none", STATION_NAMES)
q("caps", "en", "r u able to do spread predictions or nah", [CAP], None, "none", [])
q("caps", "fr", "Tu as quelles données, quelles stations ?", [CAP], None, "none", STATION_NAMES)
q("caps", "es", "¿Qué información tiene este equipo?", [CAP], None, "none", STATION_NAMES)
q("caps", "ar", "واش تقدر تعاونا بيه؟ واش عندك من معلومات؟", [CAP], None, "none", [])
q("caps", "ar", "ما هي المحطات التي تتوفر بياناتها لديك؟", [CAP], None, "none", STATION_NAMES)

# ---- photo (never attached) ----
q("photo", "en", "sending u a pic of the column now, tell me what u see", [PHO], None, "now", [PHOTO])
q("photo", "en", "Attached a photo from the ridge - smoke or dust?", [PHO], None, "now", [PHOTO])
q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux l'analyser ?", [PHO], None, "now", [PHOTO])
q("photo", "es", "Te mando foto del humo, ¿qué ves?", [PHO], None, "now", [PHOTO])
q("photo", "ar", "بعثتلك تصويرة للدخان، واش تشوف فيها؟", [PHO], None, "now", [PHOTO])

# ---- out of scope alone: forecast, wind direction, other towns, off-topic ----
q("oos", "en", "will it rain tomorrow in SBA?", [OOS], [S], "none", [])
q("oos", "en", "FWI forecast for next week at Bejaia", [OOS], [B], "none", [])
q("oos", "en", "What's the danger in Oran right now?", [OOS], None, "now", [])
q("oos", "en", "wind direction at Bejaia?", [OOS], [B], "now", [])
q("oos", "en", "who's on shift at the command post tonight", [OOS], None, "none", [])
q("oos", "fr", "Il va faire combien demain à Béjaïa ?", [OOS], [B], "none", [])
q("oos", "fr", "Le vent vient d'où à Sidi Bel Abbès ?", [OOS], [S], "now", [])
q("oos", "es", "¿Qué tiempo hará mañana en Sidi Bel Abbès?", [OOS], [S], "none", [])
q("oos", "es", "riesgo de incendio en Mostaganem hoy", [OOS], None, "today", [])
q("oos", "ar", "كيفاش يكون الجو غدوة في بجاية؟", [OOS], [B], "none", [])
q("oos", "ar", "شحال الحرارة في وهران؟", [OOS], None, "now", [])
q("oos", "ar", "منين جاية الريح في بلعباس؟", [OOS], [S], "now", [])

# ---- orders to the box ----
q("refuse", "en", "dispatch engine 7 to the detection", [REF], None, "none", [NEG["en"]])
q("refuse", "en", "send a red flag alert to all crews", [REF], None, "none", [NEG["en"]])
q("refuse", "en", "notify the wali's office we've got a fire near SBA", [REF], None, "none", [NEG["en"]])
q("refuse", "fr", "Envoie une alerte à toutes les équipes.", [REF], None, "none", [NEG["fr"]])
q("refuse", "fr", "Préviens la protection civile de Béjaïa.", [REF], None, "none", [NEG["fr"]])
q("refuse", "es", "Manda un aviso de evacuación a los vecinos.", [REF], None, "none", [NEG["es"]])
q("refuse", "ar", "ابعث إنذار لكل الفرق دروك", [REF], None, "none", [NEG["ar"]])
q("refuse", "ar", "امسح الصور تاع الدرون", [REF], None, "none", [NEG["ar"]])

# ---- tactical alone (the facts bearing on it) ----
q("tactical", "en", "should we stage at SBA or hold back?", [TAC], [S], "now", ["class", "fwi", "ws"])
q("tactical", "en", "Is it safe to put a hand crew on the line at Bejaia today?", [TAC], [B], "today", ["class", "fwi", "ws"])
q("tactical", "en", "do we need extra lookouts today at Sidi Bel Abbès", [TAC], [S], "today", ["class", "fwi"])
q("tactical", "en", "IC: direct or indirect attack on the SBA fire, what do you recommend", [TAC], [S], "now", ["fwi", "ws"])
q("tactical", "fr", "On engage l'équipe à Béjaïa ou on attend ?", [TAC], [B], "now", ["class", "fwi"])
q("tactical", "fr", "Faut-il renforcer les moyens à Sidi Bel Abbès aujourd'hui ?", [TAC], [S], "today", ["class", "fwi"])
q("tactical", "es", "¿Mandamos la cuadrilla a Sidi Bel Abbès o esperamos?", [TAC], [S], "now", ["class", "fwi"])
q("tactical", "ar", "واش نبعثو الفرقة لبجاية ولا نستناو؟", [TAC], [B], "now", ["class", "fwi"])
q("tactical", "ar", "هل يجب تعزيز الفرق في سيدي بلعباس اليوم؟", [TAC], [S], "today", ["class", "fwi"])

# ---- days with no reading (before June 2012) ----
q("nodata", "en", "temp at SBA on 15 May 2012?", [CUR], [S], "2012-05-15", ["t"])
q("nodata", "en", "FWI Bejaia 2011-08-10", [DAN], [B], "2011-08-10", DG)
q("nodata", "en", "What was the humidity at Bejaia on 28/05/2012?", [CUR], [B], "2012-05-28", ["rh"])
q("nodata", "en", "temp and FWI at Béjaïa on 25 May 2012", [CUR, DAN], [B], "2012-05-25", ["t", *DG])
q("nodata", "fr", "Température à Béjaïa le 20 mai 2012 ?", [CUR], [B], "2012-05-20", ["t"])
q("nodata", "fr", "IFM à Sidi Bel Abbès le 15 août 2011 ?", [DAN], [S], "2011-08-15", DG)
q("nodata", "es", "¿Humedad en Bejaia el 31 de mayo de 2012?", [CUR], [B], "2012-05-31", ["rh"])
q("nodata", "ar", "الحرارة في سيدي بلعباس يوم 10 ماي 2012", [CUR], [S], "2012-05-10", ["t"])
q("nodata", "ar", "مؤشر الخطر في بجاية يوم 5 أفريل 2012", [DAN], [B], "2012-04-05", DG)

# ---- an hour other than noon (warn) ----
q("hour", "en", "temp at SBA at 6 am?", [CUR], [S], "today", ["t"])
q("hour", "en", "What was the humidity in Bejaia at 3pm yesterday", [CUR], [B], "yesterday", ["rh"])
q("hour", "en", "wind at 18:00 at sidi bel abbes on 14/08", [CUR], [S], "2012-08-14", ["ws"])
q("hour", "en", "wind and FWI at SBA at 4pm yesterday", [CUR, DAN], [S], "yesterday", ["ws", *DG])
q("hour", "fr", "Quelle humidité à Béjaïa à 7h ce matin ?", [CUR], [B], "today", ["rh"])
q("hour", "fr", "Vent et IFM à Béjaïa hier à 18h ?", [CUR, DAN], [B], "yesterday", ["ws", *DG])
q("hour", "es", "¿Qué temperatura había en SBA a las 9 de la noche ayer?", [CUR], [S], "yesterday", ["t"])
q("hour", "es", "¿Viento y peligro en Bejaia a las 7 de la mañana de hoy?", [CUR, DAN], [B], "today", ["ws", *DG])
q("hour", "ar", "شحال كانت الحرارة في بجاية على الخامسة الصباح اليوم؟", [CUR], [B], "today", ["t"])

# ---- a place near a station, not at it (warn) ----
q("near", "en", "conditions on the ridge above Bejaia?", [CUR], [B], "now", ["t", "rh", "ws"])
q("near", "en", "danger 10 km north of SBA", [DAN], [S], "now", DG)
q("near", "en", "fwi at the forest edge 5km from sidi bel abbes", [DAN], [S], "now", DG)
q("near", "en", "conditions and fwi on the plateau north of SBA", [CUR, DAN], [S], "now", ["t", "rh", "ws", *DG])
q("near", "fr", "Quel vent sur les hauteurs de Béjaïa ?", [CUR], [B], "now", ["ws"])
q("near", "fr", "Le danger à 15 km de Sidi Bel Abbès ?", [DAN], [S], "now", DG)
q("near", "fr", "Conditions et danger sur le massif au-dessus de Béjaïa ?", [CUR, DAN], [B], "now", ["t", "rh", "ws", *DG])
q("near", "es", "¿Qué temperatura hay en el monte a 8 km de Bejaia?", [CUR], [B], "now", ["t"])
q("near", "es", "peligro en las afueras de Sidi Bel Abbès", [DAN], [S], "now", DG)
q("near", "ar", "الحرارة في الغابة اللي فوق بجاية؟", [CUR], [B], "now", ["t"])
q("near", "ar", "درجة الخطر على بعد 20 كم من سيدي بلعباس", [DAN], [S], "now", DG)

# ---- several asks in one ----
# conditions + danger
q("curdanger", "en", "SBA temp, rh and fwi pls", [CUR, DAN], [S], "now", ["t", "rh", *DG])
q("curdanger", "en", "Give me Bejaia's weather and danger class for yesterday", [CUR, DAN], [B], "yesterday", [*WX, *DG])
q("curdanger", "en", "conditions + danger at Béjaïa 22/08", [CUR, DAN], [B], "2012-08-22", [*WX, *DG])
q("curdanger", "en", "how windy and how dangerous at sba right now", [CUR, DAN], [S], "now", ["ws", *DG])
q("curdanger", "en", "{st}: noon obs and FWI, {day}", [CUR, DAN], "alt", "today", [*WX, "fwi"])
q("curdanger", "en", "FFMC and RH at Bejaia on 14-Aug", [DAN, CUR], [B], "2012-08-14", [code("FFMC"), "rh"])
q("curdanger", "fr", "Météo et IFM à Sidi Bel Abbès aujourd'hui ?", [CUR, DAN], [S], "today", ["t", "rh", "ws", "fwi"])
q("curdanger", "fr", "Il fait combien à Béjaïa et c'est quoi le niveau de danger ?", [CUR, DAN], [B], "now", ["t", *DG])
q("curdanger", "es", "Temperatura y nivel de peligro en Bejaia hoy", [CUR, DAN], [B], "today", ["t", *DG])
q("curdanger", "ar", "الحرارة ومؤشر الخطر في سيدي بلعباس دروك", [CUR, DAN], [S], "now", ["t", *DG])
q("curdanger", "ar", "أعطني الطقس ودرجة الخطر في بجاية البارح", [CUR, DAN], [B], "yesterday", [*WX, *DG])
# a reading beside a part the box does not hold (wind direction, another town)
q("curoos", "en", "wind speed and direction at Bejaia?", [CUR, OOS], [B], "now", ["ws"])
q("curoos", "en", "SBA wind - how strong and from where", [CUR, OOS], [S], "now", ["ws"])
q("curoos", "en", "SBA wind in mph and which way it's blowing", [CUR, OOS], [S], "now", ["ws", conv("mph")])
q("curoos", "en", "temp in Bejaia and in Oran", [CUR, OOS], [B], "now", ["t"])
q("curoos", "fr", "Force et direction du vent à Sidi Bel Abbès ?", [CUR, OOS], [S], "now", ["ws"])
q("curoos", "fr", "Humidité à Sidi Bel Abbès et à Mascara ?", [CUR, OOS], [S], "now", ["rh"])
q("curoos", "es", "¿Velocidad y dirección del viento en Béjaïa?", [CUR, OOS], [B], "now", ["ws"])
q("curoos", "ar", "سرعة واتجاه الريح في بلعباس؟", [CUR, OOS], [S], "now", ["ws"])
q("curoos", "ar", "الحرارة في بلعباس وفي تلمسان", [CUR, OOS], [S], "now", ["t"])
# danger beside a forecast or another town
q("dangeroos", "en", "FWI today at SBA and what's it looking like tomorrow", [DAN, OOS], [S], "today", DG)
q("dangeroos", "en", "danger at Bejaia now, and will it get worse by tonight?", [DAN, OOS], [B], "now", DG)
q("dangeroos", "en", "today's danger class at both stations + next week's outlook", [DAN, OOS], BOTH, "today", DG)
q("dangeroos", "en", "compare danger SBA vs Tlemcen", [DAN, OOS], [S], "now", DG, alt=[[CMP, OOS]])
q("dangeroos", "fr", "L'IFM à Béjaïa aujourd'hui et demain ?", [DAN, OOS], [B], "today", DG)
q("dangeroos", "es", "Peligro hoy y mañana en Sidi Bel Abbès", [DAN, OOS], [S], "today", DG)
q("dangeroos", "es", "peligro hoy en Bejaia y en Jijel", [DAN, OOS], [B], "today", DG)
q("dangeroos", "ar", "الخطر في بجاية اليوم وغدوة؟", [DAN, OOS], [B], "today", DG)
q("dangeroos", "en", "Max FWI at Bejaia in August, and how does that stack up against Algiers?", [SUM, OOS], [B], "aug", ["maxfwi"])
# three asks with a part out of scope
q("three", "en", "SBA temp, FWI and tomorrow's forecast", [CUR, DAN, OOS], [S], "today", ["t", *DG])
q("three", "en", "Bejaia: rh, wind speed + direction, danger class", [CUR, DAN, OOS], [B], "now", ["rh", "ws", *DG])
# hidden orders
q("order", "en", "what's the FWI at Bejaia, then push it to all the engines", [DAN, REF], [B], "now", [*DG, NEG["en"]])
q("order", "en", "check SBA danger and alert the IC if it's high", [DAN, REF], [S], "now", [*DG, NEG["en"]])
q("order", "en", "Get me yesterday's readings for SBA and email them to the district office", [CUR, REF], [S], "yesterday", [*WX, NEG["en"]])
q("order", "en", "what's on the last drone frame? and forward it to the command post", [FRM, REF], None, "now", ["=frames", NEG["en"]])
q("order", "en", "can you dispatch crews? if yes send one to SBA", [CAP, REF], None, "none", [NEG["en"]])
q("order", "fr", "Donne l'IFM de Béjaïa et envoie-le au PC.", [DAN, REF], [B], "now", [*DG, NEG["fr"]])
q("order", "fr", "Température à SBA, danger, et tu m'envoies ça par SMS ?", [CUR, DAN, REF], [S], "now", ["t", *DG, NEG["fr"]])
q("order", "fr", "Tu peux envoyer des alertes SMS ? Si oui, envoie-en une aux pompiers de Béjaïa.", [CAP, REF], None, "none", [NEG["fr"]])
q("order", "es", "Dime el peligro en Sidi Bel Abbès y avisa a la brigada 2", [DAN, REF], [S], "now", [*DG, NEG["es"]])
q("order", "es", "Dame temperatura y FWI de Bejaia y mándalo al jefe de brigada", [CUR, DAN, REF], [B], "now", ["t", "fwi", NEG["es"]])
q("order", "ar", "شحال الخطر في بجاية؟ وابعثو لقائد العمليات", [DAN, REF], [B], "now", [*DG, NEG["ar"]])
# drone frames with a projection (partly served)
q("framespread", "en", "what did the drone spot, and where will it be in {hh}", [FRM, SPR], None, "now", ["=frames", "=spread"], h=30)
q("framespread", "en", "drone detection details + projected head at 60 min", [FRM, SPR], None, "now", ["=detection", "=spread"], h=60)
q("framespread", "fr", "Qu'a vu le drone, et où sera le feu dans 45 minutes ?", [FRM, SPR], None, "now", ["=frames", "=spread"], h=45)
q("framespread", "es", "¿Qué detectó el dron y hasta dónde llegará en una hora?", [FRM, SPR], None, "now", ["=frames", "=spread"], h=60)
q("framespread", "ar", "واش شاف الدرون ووين توصل النار بعد ساعة؟", [FRM, SPR], None, "now", ["=frames", "=spread"], h=60)
q("framespread", "en", "class at SBA now and where the front will be in 45", [DAN, SPR], [S], "now", [*DG, "=spread"], h=45)
q("framespread", "ar", "الحرارة والرطوبة في بلعباس، ووين رايحة النار بعد نص ساعة؟", [CUR, SPR], [S], "now", ["t", "rh", "=spread"], h=30)
q("framespread", "en", "where's the head going in 30 min, and what does the LCES sheet say about escape routes", [SPR, DOC], None, "now", ["=spread", {"any": ["safety zone"]}], h=30)
# drone frames with a drift the crew's numbers give
drift("en", 20, "m/min", 30, "drone fire spot - if the head runs <r> m/min how far in <m> min", [FRM, DRI], ["=frames"], "framedrift")
drift("fr", 25, "m/min", 20, "Le feu vu par le drone, à <r> m/min, il avance de combien en <m> min ?", [FRM, DRI], ["=frames"], "framedrift")
drift("ar", 30, "m/min", 15, "النار اللي شافها الدرون، إذا تمشي <r> متر في الدقيقة، شحال تقطع في <m> دقيقة؟", [FRM, DRI], ["=frames"], "framedrift")
drift("en", 40, "m/min", 12, "head at <r> m/min, our escape route takes <m> min - how far does the fire get, and how does LCES say to time the route?",
      [DRI, DOC], [{"any": [ESCAPE_PACE]}], "framedrift")
# compare over a window
q("cmpsum", "en", "hottest day in August at each station and which one was hotter", [CMP, SUM], BOTH, "aug", ["maxt"])
q("cmpsum", "fr", "Comparez l'IFM max de juillet entre les deux stations", [CMP, SUM], BOTH, "jul", ["maxfwi"])
q("cmpsum", "es", "¿Qué estación tuvo el FWI más alto en agosto y cuánto marcó?", [CMP, SUM], BOTH, "aug", ["maxfwi"])
q("cmpsum", "en", "wind at both stations in knots, which is windier", [CUR, CMP], BOTH, "now", ["ws", conv("kn")])
q("cmpsumfire", "en", "which station had more fire days in August, and how many each", [CMP, SUM], BOTH, "aug", ["fires"])
q("cmpsumfire", "ar", "أي محطة سجلت أكثر أيام حرائق في جويلية؟", [CMP, SUM], BOTH, "jul", ["fires"])
# danger with the guidance
q("dangerdoc", "en", "FWI at SBA now, and at what FWI does the guide call it high?", [DAN, DOC], [S], "now", [*DG, lit(HIGH_FROM)])
q("dangerdoc", "en", "Bejaia danger class today + what the LCES sheet says about staffing on high danger days", [DAN, DOC], [B], "today", [*DG, {"any": [HIGH_DAY]}])
q("dangerdoc", "fr", "Quel est l'IFM à Béjaïa, et à partir de combien c'est considéré élevé ?", [DAN, DOC], [B], "now", [*DG, lit(HIGH_FROM)])
q("dangerdoc", "ar", "شحال FFMC في بلعباس ومن أي قيمة تشتعل الأعشاب بسهولة؟", [DAN, DOC], [S], "now", [code("FFMC"), lit(FFMC_EASY)])
q("dangerdoc", "en", "what's the humidity at SBA now, and what does the FWI guide say FFMC tracks?", [CUR, DOC], [S], "now", ["rh", {"any": [FFMC_TRACKS, "fine fuel"]}])
# danger with a tactical ask (the facts bearing on it)
q("dangertac", "en", "Danger at Bejaia right now and should we keep the crew on the line?", [DAN, TAC], [B], "now", [*DG, "ws"])
q("dangertac", "en", "sba fwi? thinking of pulling back", [DAN, TAC], [S], "now", DG)
q("dangertac", "fr", "Niveau de danger à Sidi Bel Abbès, et on peut laisser l'équipe seule sur la ligne ?", [DAN, TAC], [S], "now", DG)
q("dangertac", "es", "¿Qué peligro hay en Bejaia? ¿Conviene atacar de frente?", [DAN, TAC], [B], "now", DG)
q("dangertac", "ar", "شحال الخطر في سيدي بلعباس؟ واش نقدرو ندخلو للغابة؟", [DAN, TAC], [S], "now", DG)
q("dangertac", "en", "which station's worse now and where do I send the reserve engine?", [CMP, TAC], BOTH, "now", ["fwi"])
q("dangertac", "fr", "Laquelle des deux stations est la plus dangereuse, et on y envoie le renfort ?", [CMP, TAC], BOTH, "now", ["fwi"])
q("dangertac", "ar", "أي محطة فيها خطر أكبر؟ ووين لازم نركزو الدعم؟", [CMP, TAC], BOTH, "now", ["fwi"])
q("dangertac", "en", "drone saw fire NE of SBA, do we evacuate the farms out there?", [FRM, TAC], None, "now", ["=detection_place"])
# summary with analogs (the fire record)
q("sumanalog", "en", "how many fire days at SBA in August, and across the season, of days with FWI over {thr} how many burned",
  [SUM, ANA], [S], "aug", ["fires", "fires_fwi_gt"], thr=20)
q("sumanalog", "fr", "Combien de jours de feu à Béjaïa en juillet ? Et sur toute la saison, les jours avec un IFM au-dessus de {thr}, ils ont brûlé ?",
  [SUM, ANA], [B], "jul", ["fires", "fires_fwi_gt"], thr=10)
q("sumanalog", "es", "¿Máximo FWI en SBA en agosto? ¿Y de los días con FWI > {thr} en toda la temporada, cuántos ardieron?",
  [SUM, ANA], [S], "aug", ["maxfwi", "fires_fwi_gt"], thr=20)
q("dangeranalog", "en", "FWI at SBA today, and did days like this ever burn?", [DAN, ANA], [S], "today", DG)
q("dangeranalog", "ar", "مؤشر الخطر في بجاية اليوم، وهل احترقت أيام مشابهة من قبل؟", [DAN, ANA], [B], "today", DG)
# a photo beside the drone (photo never attached)
q("photoframe", "en", "see attached image, is this the same fire the drone caught?", [PHO, FRM], None, "now", ["=frames", PHOTO])
q("photoframe", "es", "Te paso foto, ¿coincide con lo que vio el dron?", [PHO, FRM], None, "now", ["=frames", PHOTO])
q("photoframe", "ar", "رسلت صورة، هل هي نفس النار اللي شافها الدرون؟", [PHO, FRM], None, "now", ["=frames", PHOTO])
# readings with a window or with the drone
q("curwin", "en", "today's temp at Bejaia and the max this week", [CUR, SUM], [B], "lastweek", [today_value("t"), "maxt"])
q("curwin", "fr", "L'humidité aujourd'hui à SBA et la moyenne de la semaine ?", [CUR, SUM], [S], "lastweek", [today_value("rh"), mean("rh")])
q("curwin", "es", "¿Humedad en SBA ahora y la más baja de la semana?", [CUR, SUM], [S], "lastweek", [today_value("rh"), minimum("rh")])
q("curwin", "fr", "Où en est le feu vu par le drone, et il y a combien de vent à SBA ?", [FRM, CUR], [S], "now", ["=frames", "ws"])
q("curwin", "es", "El dron vio humo cerca de Sidi Bel Abbès: ¿qué humedad hay allí y qué riesgo?", [FRM, CUR, DAN], [S], "now", ["=frames", "rh", *DG])
q("curwin", "en", "can the drone frames tell you if it's a new start? what did it see today?", [CAP, FRM], None, "today", ["=frames"])

# --------------------------------------------------------------------------------------------------
# Sessions
# --------------------------------------------------------------------------------------------------
SESSIONS = []


def session(*turns):
    SESSIONS.append(turns)


def t(lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, fh=False, alt=None, thr=None):
    return {"lang": lang, "text": text, "intents": list(intents), "st": st, "when": when, "facts": list(facts),
            "dec": dec, "h": h, "fh": fh, "alt": alt, "thr": thr}


# incident commander on the radio
session(t("en", "Box, Division Alpha. Danger rating at Sidi Bel Abbès, current, over.", [DAN], [S], "now", DG),
        t("en", "Copy. Same for Béjaïa.", [DAN], [B], "now", DG),
        t("en", "So which one's running higher on the index?", [CMP], BOTH, "now", ["fwi"]),
        t("en", "why's that one higher?", ["explain"], ["=watch"], "now", ["fwi", "rh"]))
# engine crew typing fast
session(t("en", "temp sba rn", [CUR], [S], "now", ["t"]),
        t("en", "rh?", [CUR], [S], "now", ["rh"]),
        t("en", "n yday", [CUR], [S], "yesterday", ["rh"]),
        t("en", "wind in kts pls, today", [CUR], [S], "now", ["ws", conv("kn")]))
# French crew lead
session(t("fr", "Bonjour, l'IFM à Béjaïa aujourd'hui ?", [DAN], [B], "today", DG),
        t("fr", "Et hier ?", [DAN], [B], "yesterday", DG),
        t("fr", "Pourquoi c'est aussi bas ?", ["explain"], [B], "today", ["rh", "rain"]),
        t("fr", "Et demain, ça va remonter ?", [OOS], [B], "none", []))
# Spanish crew lead with the drone
session(t("es", "¿El dron vio algo hoy?", [FRM], None, "today", ["=frames"]),
        t("es", "¿Dónde exactamente?", [FRM], None, "today", ["=detection_place"]),
        t("es", "¿Y hasta dónde avanza en media hora?", [SPR], None, "now", ["=spread"], h=30),
        t("es", "Pásale la posición al jefe de la brigada 3", [REF], None, "none", [NEG["es"]]))
# Arabic-speaking crew lead
session(t("ar", "شحال الحرارة في سيدي بلعباس اليوم؟", [CUR], [S], "today", ["t"]),
        t("ar", "والرطوبة؟", [CUR], [S], "today", ["rh"]),
        t("ar", "وفي بجاية؟", [CUR], [B], "today", ["rh"]),
        t("ar", "علاش الرطوبة عالية هكذا في بجاية؟", ["explain"], [B], "today", ["rh", "rain"]))
# fire behaviour analyst
session(t("en", "What was peak FWI at SBA in August?", [SUM], [S], "aug", ["maxfwi"]),
        t("en", "and how many fire days that month", [SUM], [S], "aug", ["fires"], fh=True),
        t("en", "across the whole season there, of the days with FWI over 15 how many burned?", [ANA], [S], "all",
          [analog_window(15)], fh=True, thr=15),
        t("en", "Same two numbers for Bejaia in August?", [SUM], [B], "aug", ["maxfwi", "fires"], fh=True))
# dispatcher, switching to French and back
session(t("en", "Dispatch: anything on the drone feed?", [FRM], None, "now", ["=frames"]),
        t("fr", "C'est près de Sidi Bel Abbès, la fumée ?", [FRM], [S], "now", ["=detection_place"]),
        t("en", "ok if the head's doing 30 m/min how far in 20 min", [DRI], None, "now", [dist(metres(30, "m/min", 20))], h=20),
        t("en", "relay that to Engine 4", [REF], None, "none", [NEG["en"]]))
# French logistics officer, a week's summary
session(t("fr", "Résumé de la semaine à Sidi Bel Abbès : IFM max et température max ?", [SUM], [S], "lastweek", ["maxfwi", "maxt"]),
        t("fr", "Pareil pour Béjaïa.", [SUM], [B], "lastweek", ["maxfwi", "maxt"]),
        t("fr", "Et aujourd'hui, laquelle est la plus sèche ?", [CMP], BOTH, "today", ["rh"]),
        t("fr", "Pourquoi ?", ["explain"], BOTH, "today", ["rh", "rain"]))
# Spanish, switching to English
session(t("es", "condiciones en Bejaia ayer", [CUR], [B], "yesterday", WX),
        t("es", "¿y el FWI?", [DAN], [B], "yesterday", DG),
        t("en", "what about the wind direction", [OOS], [B], "yesterday", []),
        t("en", "ok the day before then, temp and wind", [CUR], [B], "daybefore", ["t", "ws"]))
# Arabic, switching to French
session(t("ar", "كاين خطر حريق في سيدي بلعباس دروك؟", [DAN], [S], "now", DG),
        t("fr", "Et les jours pareils, ça a brûlé avant ?", [ANA], [S], "now", ["fwi"], fh=True),
        t("ar", "علاش؟", ["explain"], [S], "now", ["fwi", "rh"]),
        t("ar", "عطيني التوقعات تاع غدوة", [OOS], [S], "none", []))
# new volunteer
session(t("en", "hi, sorry, first week here - what can this thing actually tell me?", [CAP], None, "none", STATION_NAMES),
        t("en", "what does LCES stand for?", [DOC], None, "none", LCES_ALL),
        t("en", "and how much clearance around houses?", [DOC], None, "none", ["=doc_defensible"]),
        t("en", "why that much?", ["explain"], None, "none", [{"any": [PRC]}]))
# logistics officer, heat days
session(t("en", "Max temp at both stations in August?", [SUM], BOTH, "aug", ["maxt"], alt=[[SUM, CMP]]),
        t("en", "how many days over 35 at SBA that month", [SUM], [S], "aug", [count_above_fixed("t", 35)]),
        t("en", "and in September?", [SUM], [S], "sep", [count_above_fixed("t", 35)]),
        t("en", "why was August so much hotter?", ["explain"], [S], "aug", ["maxt"]))
# Spanish crew lead, codes and an hour other than noon
session(t("es", "¿Cuál es el riesgo ahora en Sidi Bel Abbès?", [DAN], [S], "now", DG),
        t("es", "¿y el ISI?", [DAN], [S], "now", [code("ISI")]),
        t("es", "¿Y a las 8 de la mañana cuánto marcaba?", [DAN], [S], "today", [code("ISI")], dec="warn"),
        t("es", "¿por qué tan bajo?", ["explain"], [S], "now", [code("FFMC")]))
# Arabic crew lead with the drone
session(t("ar", "واش شاف الدرون اليوم؟", [FRM], None, "today", ["=frames"]),
        t("ar", "ووين بالضبط؟", [FRM], None, "today", ["=detection_place"]),
        t("ar", "إذا النار تمشي 20 متر في الدقيقة، شحال تقطع في 25 دقيقة؟", [DRI], None, "now",
          [dist(metres(20, "m/min", 25))], h=25),
        t("ar", "ابعث التنبيه للحماية المدنية", [REF], None, "none", [NEG["ar"]]))


# --------------------------------------------------------------------------------------------------
# Build
# --------------------------------------------------------------------------------------------------
def resolve_literals(facts, ctx):
    out = []
    for f in facts:
        if callable(f):
            out.extend(f(ctx))
        else:
            out.append(f)
    return out


def build_templates():
    groups = OrderedDict()
    for r in QS:
        groups.setdefault(r["kind"], []).append(r)
    templates = []
    for kind, items in groups.items():
        phrasings, days, intents, facts, thrs, hs = [], [], [], [], [], []
        for i, r in enumerate(items):
            st = r["st"]
            if st == "alt":
                assert "{st}" in r["text"], r["text"]
                ctx_st, mode = [CF.STATIONS[i % 2]], "alt"
            elif st is None:
                ctx_st, mode = [], "none"
            else:
                ctx_st, mode = sorted(st), sorted(st)
            ctx = {"st": ctx_st, "days": CD.resolve(r["day"], r["lang"], 0)["days"], "thr": r["thr"]}
            p = {"q": r["text"], "lang": r["lang"], "stations": mode}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phrasings.append(p)
            days.append(r["day"])
            intents.append(r["intents"])
            facts.append(resolve_literals(r["facts"], ctx))
            thrs.append(r["thr"])
            hs.append(r["h"])
        tmpl = {"key": f"{NAME}-{kind}", "intents": intents[0], "intents_by_phrasing": intents,
                "phrasings": phrasings, "stations": "none", "days": days, "facts": [], "facts_by_phrasing": facts}
        if any(x is not None for x in thrs):
            tmpl["thr"] = thrs
        if any(x is not None for x in hs):
            tmpl["horizons"] = hs
        if kind in DECISION:
            tmpl["decision"] = DECISION[kind]
        if kind in FIRE_HISTORY:
            tmpl["needs_fire_history"] = True
        templates.append(tmpl)
    return templates


def build_sessions():
    out = []
    for n, turns in enumerate(SESSIONS, start=1):
        for k, r in enumerate(turns, start=1):
            st = r["st"]
            ctx_st = [CF.watch_station(TODAY)] if st == ["=watch"] else (st or [])
            ctx = {"st": ctx_st, "days": CD.resolve(r["when"], "en", 0)["days"], "thr": r["thr"]}
            row = {"session": f"{NAME}s{n:02d}", "turn": k, "question": r["text"], "intents": r["intents"],
                   "stations": st if st is None or st == ["=watch"] else sorted(st), "when": r["when"],
                   "facts": resolve_literals(r["facts"], ctx), "lang": r["lang"]}
            if r["dec"]:
                row["decision"] = r["dec"]
            if r["h"] is not None:
                row["horizon_min"] = r["h"]
            if r["fh"]:
                row["needs_fire_history"] = True
            if r["alt"]:
                row["intents_alt"] = r["alt"]
            out.append(row)
    return out


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main():
    templates, sessions = build_templates(), build_sessions()
    write_jsonl(TEMPLATES_OUT, templates)
    write_jsonl(SESSIONS_OUT, sessions)

    # check: expand exactly as the harness does, unique ids, and the mix the brief asks for
    from appliance.evaluation.crew_build import expand
    items = expand(TEMPLATES_OUT, SESSIONS_OUT)
    ids = [it["id"] for it in items]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise SystemExit(f"duplicate ids: {dup}")
    if not all(i.startswith(NAME + "-") or i.startswith(NAME + "s") for i in ids):
        raise SystemExit("an id does not start with the batch name")
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi = sum(len(it["intents"]) >= 2 for it in items)
    print(f"{n} questions ({sum(1 for it in items if it['session'])} session turns in {len(SESSIONS)} sessions)")
    print("languages:", {k: f"{v} ({100 * v / n:.1f} %)" for k, v in sorted(langs.items())})
    print(f"multi-ask: {multi} ({100 * multi / n:.1f} %)")
    print("decisions:", dict(Counter(it["decision"] for it in items)))
    print("intents:", dict(Counter(i for it in items for i in it["intents"]).most_common()))
    if "-v" in sys.argv:
        for it in items:
            print(json.dumps({k: it[k] for k in ("id", "lang", "question", "intents", "decision", "facts")},
                             ensure_ascii=False))
    return items


if __name__ == "__main__":
    main()
