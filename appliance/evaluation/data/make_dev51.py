"""Build batch d51 (sealed, scored once on bfc9be3, then moved to dev as dev51): crew questions written blind, gold computed by code.

Run from the repository root:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev51.py

Writes crew_templates_dev51.jsonl and crew_sessions_dev51.jsonl next to this file. Every number in a gold fact
is computed here: from the CSV through crew_facts (readings, codes, windows, fire record), from unit
conversions of the real reading, from the crew's own rate x time, or parsed out of the shipped documents.
"""
import json
import re
from collections import Counter, OrderedDict
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d51"
OUT = Path(__file__).resolve().parent
T = cf.table()
TODAY = cd.TODAY.isoformat()
B, S, BS, N = ["bejaia"], ["sidi-bel-abbes"], ["bejaia", "sidi-bel-abbes"], "none"
CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRF, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"


# ---------------------------------------------------------------- numbers from the data
def days_of(key):
    return cd.resolve(key, "en", 0)["days"]


def one_day(key):
    d = days_of(key)
    assert d and len(d) == 1, key
    return d[0]


def reading(st, key):
    return T[(st, one_day(key))]


def half_up(v, nd):
    q = Decimal(1).scaleb(-nd)
    return str(Decimal(repr(float(v))).quantize(q, rounding=ROUND_HALF_UP))


def code(stations, key, name):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC) as the CSV writes it, per station."""
    return [cf._num(reading(st, key).codes[name]) for st in stations]


UNITS = {
    "mph": (lambda r: r.wind_kmh / 1.609344, [" mph", "mph"]),
    "kn": (lambda r: r.wind_kmh / 1.852, [" kn", "kn", " kt", "kt", " nœud", " noeud", " nudo", " عقد"]),
    "ms": (lambda r: r.wind_kmh / 3.6, [" m/s", "m/s"]),
    "F": (lambda r: r.temperature_c * 9 / 5 + 32, [" °F", "°F", " F", " degrees F", " fahrenheit", " ف"]),
}


def conv(stations, key, unit):
    """The real reading converted to the unit the crew asked for: one decimal (dot or comma), or whole
    units with the unit's name."""
    out = []
    for st in stations:
        fn, words = UNITS[unit]
        v = fn(reading(st, key))
        one = half_up(v, 1)
        whole = half_up(v, 0)
        forms = [one, one.replace(".", ",")] + [whole + w for w in words]
        out.append({"any": sorted(set(forms))})
    return out


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "fwi": lambda r: r.codes["FWI"]}


def rows(st, key):
    return [T[(st, d)] for d in days_of(key) if (st, d) in T]


def w_count(stations, key, field, thr):
    """How many recorded days of the window had the field above thr."""
    return [sum(FIELD[field](r) > thr for r in rows(st, key)) for st in stations]


def w_avg(stations, key, field):
    out = []
    for st in stations:
        rr = rows(st, key)
        v = sum(FIELD[field](r) for r in rr) / len(rr)
        forms = {half_up(v, 1), half_up(v, 1).replace(".", ","), half_up(v, 2), half_up(v, 2).replace(".", ",")}
        out.append({"any": sorted(forms)})
    return out


def w_min(stations, key, field):
    return [cf._num(min(FIELD[field](r) for r in rows(st, key))) for st in stations]


def w_max(stations, key, field):
    return [cf._num(max(FIELD[field](r) for r in rows(st, key))) for st in stations]


def fwi_gt(stations, thr):
    """For session turns (which carry no thr): the fire-record count crew_facts gives for a threshold."""
    out = []
    for st in stations:
        out.extend(cf.window_facts("fires_fwi_gt", st, [TODAY], thr))
    return out


# ---------------------------------------------------------------- numbers from the crew
def dist(metres):
    """A distance in the forms a crew reads: metres (plain, spaced or comma thousands), km with dot or comma."""
    m = int(Decimal(repr(float(metres))).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    forms = {f"{m} m", f"{m}m"}
    if m >= 1000:
        forms |= {f"{m:,} m".replace(",", " "), f"{m:,} m", f"{m:,}m"}
    km = metres / 1000
    for nd in (1, 2, 3):
        s = half_up(km, nd).rstrip("0").rstrip(".")
        if s in ("0",):
            continue
        forms |= {f"{s} km", f"{s}km", f"{s.replace('.', ',')} km", f"{s.replace('.', ',')}km"}
    return {"any": sorted(forms)}


def drift_rate(m_per_min, minutes):
    return dist(m_per_min * minutes)


def drift_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


def drift_ft(ft_per_min, minutes):
    ft = ft_per_min * minutes
    metres = ft * 0.3048
    forms = set(dist(metres)["any"]) | {f"{ft} ft", f"{ft:,} ft", f"{ft:,} ft".replace(",", " "), f"{ft} feet",
                                         f"{ft:,} feet"}
    return {"any": sorted(forms)}


# ---------------------------------------------------------------- numbers from the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
FWI_GUIDE = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
DEFENSIBLE = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")


def grab(pattern, text):
    m = re.search(pattern, text, re.S)
    assert m, pattern
    return cf._num(float(m.group(1)))


FFMC_EASY = grab(r"above about (\d+(?:\.\d+)?)\s+fine fuels ignite", FWI_GUIDE)
TH_HIGH = grab(r"from\s+(\d+(?:\.\d+)?)\s+high", FWI_GUIDE)
TH_VHIGH = grab(r"from (\d+(?:\.\d+)?)\s+very high", FWI_GUIDE)
TH_EXTREME = grab(r"from\s+(\d+(?:\.\d+)?)\s+extreme", FWI_GUIDE)
GRASS_IN = grab(r"maximum\s+height\s+of\s+(\d+)\s+inches", DEFENSIBLE)
ZONE1_FT = grab(r"Zone 1 runs\s+from\s+\d+\s+to\s+(\d+)\s+feet", DEFENSIBLE)
ZONE0_FT = grab(r"Zone 0 is the first\s+(\d+)\s+feet", DEFENSIBLE)
BRANCH_FT = grab(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DEFENSIBLE)
_lces = re.search(r"before it engages a fire:\s+([^.]+)\.", LCES, re.S).group(1)
LCES_PARTS = [p.strip().lower() for p in re.split(r",\s*|\s+and\s+", " ".join(_lces.split())) if p.strip()]
assert len(LCES_PARTS) == 4, LCES_PARTS
LOOKOUT, COMMS, ESCAPE, SAFETY = LCES_PARTS
SLOWEST = re.search(r"at\s+the\s+(slowest)\s+member", LCES).group(1)


def word(en, *others):
    """A document's own word (singular, as the answer may quote it), with the words crews of other
    languages would read for it."""
    base = en.rstrip("s") if en.endswith("s") else en
    return {"any": [base, *others]}


def inches(n):
    return {"any": [f"{n} inch", f"{n}-inch", f"{n} in", f"{n} pouces", f"{n} pulgadas", f"{n} بوص"]}


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


STATION_NAMES = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel-abbes"]}]

# ---------------------------------------------------------------- the questions (templates)
RECORDS = []


def Q(kind, lang, text, intents, st, day, facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    RECORDS.append(dict(kind=kind, lang=lang, q=text, intents=list(intents), st=st, day=day, facts=list(facts),
                        dec=dec, h=h, thr=thr, fh=fh, alt=alt))


# ---- current conditions
Q("cc", "en", "SBA temp rn?", [CC], S, "now", ["t"])
Q("cc", "en", "whats the humidity at bejaia right now", [CC], B, "now", ["rh"])
Q("cc", "en", "Engine 41 to base, need current wind speed at Sidi Bel Abbes, over.", [CC], S, "now", ["ws"])
Q("cc", "en", "Any rain in Béjaïa today or is it bone dry out there?", [CC], B, "today", ["rain"])
Q("cc", "en", "Give me the full noon obs for Sidi-Bel-Abbès: temp, RH, wind, rain.", [CC], S, "now",
  ["t", "rh", "ws", "rain"])
Q("cc", "en", "bejaia wx yesterday pls", [CC], B, "yesterday", ["t", "rh", "ws"])
Q("cc", "en", "What was the relative humidity in Sidi Bel Abbes on 14-Aug?", [CC], S, "2012-08-14", ["rh"])
Q("cc", "en", "Hi, sorry, I'm new on the crew. How hot is it at the Bejaia station today?", [CC], B, "today", ["t"])
Q("cc", "en", "temp + wind bej aug 3rd", [CC], B, "2012-08-03", ["t", "ws"])
Q("cc", "en", "Sidi bel abes, Friday's reading? mostly after RH and wind", [CC], S, "2012-09-28", ["rh", "ws"])
Q("cc", "en", "Was it raining at SBA on 2012-09-27?", [CC], S, "2012-09-27", ["rain"])
Q("cc", "en", "Logistics here. Need the Béjaïa temperature for 25 August for the heat-stress log, thanks.", [CC], B,
  "2012-08-25", ["t"])
# units asked
Q("cc", "en", "wind at SBA in mph?", [CC], S, "now", ["ws"] + conv(S, "now", "mph"))
Q("cc", "en", "Bejaia temp in Fahrenheit please, our US liaison keeps asking.", [CC], B, "now",
  ["t"] + conv(B, "now", "F"))
Q("cc", "en", "Air attack wants the Béjaïa wind in knots.", [CC], B, "now", ["ws"] + conv(B, "now", "kn"))
Q("cc", "en", "sba wind yesterday in m/s", [CC], S, "yesterday", ["ws"] + conv(S, "yesterday", "ms"))
Q("cc", "en", "Convert the Sidi Bel Abbes temperature on the 14th of August to °F.", [CC], S, "2012-08-14",
  ["t"] + conv(S, "2012-08-14", "F"))

Q("cc", "fr", "Quelle température à Béjaïa en ce moment ?", [CC], B, "now", ["t"])
Q("cc", "fr", "Humidité relative à SBA aujourd'hui svp", [CC], S, "today", ["rh"])
Q("cc", "fr", "il a plu hier sur Sidi Bel Abbès ?", [CC], S, "yesterday", ["rain"])
Q("cc", "fr", "Le vent à Béjaïa le 3/8, il soufflait à combien ?", [CC], B, "2012-08-03", ["ws"])
Q("cc", "fr", "Donne-moi le relevé de midi pour Bel Abbès : temp, HR, vent.", [CC], S, "now", ["t", "rh", "ws"])
Q("cc", "fr", "C'était quoi la temp à Bejaia le 21 juillet?", [CC], B, "2012-07-21", ["t"])
Q("cc", "fr", "vent en m/s à SBA stp, le télépilote le demande", [CC], S, "now", ["ws"] + conv(S, "now", "ms"))
Q("cc", "fr", "Le relevé d'avant-hier à Béjaïa, l'humidité surtout.", [CC], B, "daybefore", ["rh"])

Q("cc", "es", "¿Qué temperatura hay ahora mismo en Sidi Bel Abbes?", [CC], S, "now", ["t"])
Q("cc", "es", "humedad en bejaia hoy?", [CC], B, "today", ["rh"])
Q("cc", "es", "¿Llovió ayer en Béjaïa?", [CC], B, "yesterday", ["rain"])
Q("cc", "es", "Viento en SBA el 14 de agosto, por favor.", [CC], S, "2012-08-14", ["ws"])
Q("cc", "es", "pásame temp y humedad de Bejaia del 25/08", [CC], B, "2012-08-25", ["t", "rh"])
Q("cc", "es", "El viento en nudos en Sidi Bel Abbes, que lo pide el piloto del helicóptero.", [CC], S, "now",
  ["ws"] + conv(S, "now", "kn"))

Q("cc", "ar", "شحال الحرارة في سيدي بلعباس دركا؟", [CC], S, "now", ["t"])
Q("cc", "ar", "ما هي نسبة الرطوبة في بجاية اليوم؟", [CC], B, "today", ["rh"])
Q("cc", "ar", "واش طاح الشتا في بجاية البارح؟", [CC], B, "yesterday", ["rain"])
Q("cc", "ar", "سرعة الرياح في سيدي بلعباس يوم 3 أوت", [CC], S, "2012-08-03", ["ws"])
Q("cc", "ar", "عطيني القراءات تاع بجاية: الحرارة، الرطوبة والريح", [CC], B, "now", ["t", "rh", "ws"])
Q("cc", "ar", "كم كانت درجة الحرارة في سيدي بلعباس أول أمس؟", [CC], S, "daybefore", ["t"])
Q("cc", "ar", "الريح في بجاية بالعقدة من فضلك، الطيار يسقسي", [CC], B, "now", ["ws"] + conv(B, "now", "kn"))
Q("cc", "ar", "chhal l'humidité f SBA lyoum?", [CC], S, "today", ["rh"])

# ---- danger
Q("danger", "en", "FWI at Bejaia?", [DG], B, "now", ["fwi"])
Q("danger", "en", "whats the fire danger class at SBA right now", [DG], S, "now", ["class", "fwi"])
Q("danger", "en", "Dispatch to appliance: requesting current danger rating for Béjaïa.", [DG], B, "now", ["class"])
Q("danger", "en", "ISI sidi bel abbes today", [DG], S, "today", code(S, "today", "ISI"))
Q("danger", "en", "FBAN here, I need BUI and DC for Bejaia.", [DG], B, "now",
  code(B, "now", "BUI") + code(B, "now", "DC"))
Q("danger", "en", "fwi sba yday?", [DG], S, "yesterday", ["fwi"])
Q("danger", "en", "How bad was it at Bejaia on Aug 25, FWI-wise?", [DG], B, "2012-08-25", ["fwi", "class"])
Q("danger", "en", "FFMC at Sidi Bel Abbès, are the fine fuels primed?", [DG], S, "now", code(S, "now", "FFMC"))
Q("danger", "en", "danger lvl bejaia 8/14", [DG], B, "2012-08-14", ["class", "fwi"])
Q("danger", "en", "What class did SBA hit on July 21st?", [DG], S, "2012-07-21", ["class"])
Q("danger", "en", "Is Béjaïa in high danger today or not?", [DG], B, "today", ["class", "fwi"])
Q("danger", "en", "First week volunteering, sorry if dumb: what's the fire weather index for Sidi Bel Abbes?",
  [DG], S, "now", ["fwi"])

Q("danger", "fr", "Indice FWI à Sidi Bel Abbès ?", [DG], S, "now", ["fwi"])
Q("danger", "fr", "Niveau de danger à Béjaïa aujourd'hui, vite", [DG], B, "today", ["class"])
Q("danger", "fr", "Le FWI d'hier à SBA, il était à combien ?", [DG], S, "yesterday", ["fwi"])
Q("danger", "fr", "Donne l'ISI et le BUI pour Béjaïa le 14 août", [DG], B, "2012-08-14",
  code(B, "2012-08-14", "ISI") + code(B, "2012-08-14", "BUI"))
Q("danger", "fr", "Classe de risque à Bel Abbès le 25/08 ?", [DG], S, "2012-08-25", ["class", "fwi"])
Q("danger", "fr", "c quoi le FFMC à bejaia là", [DG], B, "now", code(B, "now", "FFMC"))
Q("danger", "fr", "Risque incendie sur Béjaïa avant-hier, on était à quel niveau ?", [DG], B, "daybefore", ["class"])

Q("danger", "es", "¿Cuál es el FWI en Béjaïa ahora?", [DG], B, "now", ["fwi"])
Q("danger", "es", "nivel de peligro en SBA hoy", [DG], S, "today", ["class"])
Q("danger", "es", "¿Qué clase de peligro tuvo Sidi Bel Abbes el 21 de julio?", [DG], S, "2012-07-21", ["class", "fwi"])
Q("danger", "es", "ISI de Bejaia ayer", [DG], B, "yesterday", code(B, "yesterday", "ISI"))
Q("danger", "es", "Oye, dame el DC y el DMC de Sidi Bel Abbes.", [DG], S, "now",
  code(S, "now", "DC") + code(S, "now", "DMC"))

Q("danger", "ar", "شحال الـ FWI في بجاية؟", [DG], B, "now", ["fwi"])
Q("danger", "ar", "ما هو مستوى خطر الحرائق في سيدي بلعباس اليوم؟", [DG], S, "today", ["class"])
Q("danger", "ar", "درجة الخطر في بجاية البارح", [DG], B, "yesterday", ["class", "fwi"])
Q("danger", "ar", "مؤشر ISI في سيدي بلعباس يوم 14 أوت", [DG], S, "2012-08-14", code(S, "2012-08-14", "ISI"))
Q("danger", "ar", "الخطر كيفاش راهو في SBA؟ طالع ولا لا؟", [DG], S, "now", ["class"])
Q("danger", "ar", "أعطني مؤشر BUI لمحطة بجاية", [DG], B, "now", code(B, "now", "BUI"))
Q("danger", "ar", "wach niveau ta3 danger f bjaya lyoum", [DG], B, "today", ["class"])

# ---- compare stations
Q("compare", "en", "which station is worse right now, bejaia or sba?", [CMP], BS, "now", ["fwi"])
Q("compare", "en", "Who's hotter today, Béjaïa or Sidi Bel Abbès, and by how much?", [CMP], BS, "today", ["t"])
Q("compare", "en", "Compare danger at the two stations yesterday.", [CMP], BS, "yesterday", ["fwi"])
Q("compare", "en", "Where's the humidity lower, Bejaia or Sidi Bel Abbes?", [CMP], BS, "now", ["rh"])
Q("compare", "en", "On Aug 14 which site had the higher FWI?", [CMP], BS, "2012-08-14", ["fwi"])
Q("compare", "en", "IC here. I've one strike team to pre-position. Which of the two stations is drier and windier "
  "today?", [CMP], BS, "today", ["rh", "ws"], alt=[[CMP, TAC]])
Q("compare", "en", "How much worse was SBA than Bejaia on 21 July, in FWI?", [CMP], BS, "2012-07-21", ["fwi"])

Q("compare", "fr", "Laquelle des deux stations est la plus exposée aujourd'hui ?", [CMP], BS, "today", ["fwi"])
Q("compare", "fr", "Béjaïa ou SBA, il fait plus chaud où là ?", [CMP], BS, "now", ["t"])
Q("compare", "fr", "Compare-moi l'humidité entre Béjaïa et Sidi Bel Abbès hier", [CMP], BS, "yesterday", ["rh"])
Q("compare", "fr", "Le 25 août, qui avait le FWI le plus haut, Bejaia ou Bel Abbès ?", [CMP], BS, "2012-08-25", ["fwi"])

Q("compare", "es", "¿Qué estación está peor ahora mismo?", [CMP], BS, "now", ["fwi"])
Q("compare", "es", "Compara el viento de Bejaia y Sidi Bel Abbes hoy", [CMP], BS, "today", ["ws"])
Q("compare", "es", "¿Dónde hacía más calor el 3 de agosto, en Béjaïa o en SBA?", [CMP], BS, "2012-08-03", ["t"])

Q("compare", "ar", "شكون فيهم الخطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], BS, "today", ["fwi"])
Q("compare", "ar", "قارن بين الرطوبة في بجاية وسيدي بلعباس", [CMP], BS, "now", ["rh"])
Q("compare", "ar", "أين كانت الحرارة أعلى أمس بين المحطتين؟", [CMP], BS, "yesterday", ["t"])
Q("compare", "ar", "الفرق في مؤشر FWI بين بجاية وسيدي بلعباس يوم 14 أوت", [CMP], BS, "2012-08-14", ["fwi"])

# ---- summary (windows; a plain count of fire days is a summary)
Q("summary", "en", "highest FWI at SBA in August?", [SUM], S, "aug", ["maxfwi"])
Q("summary", "en", "What's the hottest it got at Béjaïa in July?", [SUM], B, "jul", ["maxt"])
Q("summary-h", "en", "How many fire days did Sidi Bel Abbes log in June?", [SUM], S, "jun", ["fires"], fh=True)
Q("summary", "en", "avg temp at bejaia over the past week", [SUM], B, "lastweek", w_avg(B, "lastweek", "t"))
Q("summary", "en", "How many days above 35 degrees did SBA have in August?", [SUM], S, "aug", w_count(S, "aug", "t", 35))
Q("summary", "en", "FWI trend at Béjaïa since Tuesday, climbing or easing off?", [SUM], B, "since-tue", ["maxfwi", "fwi"])
Q("summary", "en", "lowest humidity at sidi bel abbes the last 3 days", [SUM], S, "last3d", w_min(S, "last3d", "rh"))
Q("summary", "en", "Count of days with FWI over 20 at Bejaia in August?", [SUM], B, "aug", w_count(B, "aug", "fwi", 20))
Q("summary", "en", "Max wind recorded at SBA between the 1st and the 10th of September", [SUM], S, "sep1-10",
  w_max(S, "sep1-10", "ws"))
Q("summary-h", "en", "Fire days at Bejaia from the 20th of August to the end of the month?", [SUM], B, "aug-late",
  ["fires"], fh=True)
Q("summary-h", "en", "Logistics: how many fire days did each station record in September?", [SUM], BS, "sep",
  ["fires"], fh=True)

Q("summary", "fr", "FWI max à Béjaïa en août ?", [SUM], B, "aug", ["maxfwi"])
Q("summary-h", "fr", "Combien de jours de feu à SBA en juillet ?", [SUM], S, "jul", ["fires"], fh=True)
Q("summary", "fr", "Température moyenne à Sidi Bel Abbès sur les 7 derniers jours", [SUM], S, "lastweek",
  w_avg(S, "lastweek", "t"))
Q("summary", "fr", "Combien de jours au-dessus de 35 °C à Béjaïa en juillet ?", [SUM], B, "jul", w_count(B, "jul", "t", 35))
Q("summary", "fr", "Le FWI monte ou il descend à Bel Abbès depuis mardi ?", [SUM], S, "since-tue", ["maxfwi", "fwi"])

Q("summary", "es", "¿Cuál fue la temperatura máxima en SBA en agosto?", [SUM], S, "aug", ["maxt"])
Q("summary-h", "es", "¿Cuántos días de incendio tuvo Bejaia en junio?", [SUM], B, "jun", ["fires"], fh=True)
Q("summary", "es", "humedad mínima en Sidi Bel Abbes en septiembre", [SUM], S, "sep", w_min(S, "sep", "rh"))
Q("summary", "es", "¿Cuántos días con FWI mayor que 15 hubo en Béjaïa en julio?", [SUM], B, "jul",
  w_count(B, "jul", "fwi", 15))

Q("summary", "ar", "أعلى FWI في سيدي بلعباس في أوت", [SUM], S, "aug", ["maxfwi"])
Q("summary-h", "ar", "كم يوم حريق سجلت محطة بجاية في سبتمبر؟", [SUM], B, "sep", ["fires"], fh=True)
Q("summary", "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في سيدي بلعباس في جويلية؟", [SUM], S, "jul",
  w_count(S, "jul", "t", 35))
Q("summary", "ar", "متوسط الرطوبة في بجاية خلال الأيام الثلاثة الأخيرة", [SUM], B, "last3d", w_avg(B, "last3d", "rh"))
Q("summary", "ar", "أقصى حرارة وصلتلها بجاية في جوان", [SUM], B, "jun", ["maxt"])

# ---- analogs (the record of past fire days)
Q("analogs", "en", "Did days like today at SBA end up burning in the past?", [ANA], S, "now", ["fwi"], fh=True)
Q("analogs", "en", "Of the days with FWI above 20 at Béjaïa, how many had a fire?", [ANA], B, "none",
  ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "en", "sba: when fwi was over 10 how often did it actually burn", [ANA], S, "none",
  ["fires_fwi_gt"], thr=10, fh=True)
Q("analogs", "en", "With today's numbers at Bejaia, what happened historically on similar days, fire or no fire?",
  [ANA], B, "now", ["fwi"], fh=True)
Q("analogs", "en", "Analyst question: at both stations, days with FWI > 30, how many, and how many had fires?",
  [ANA], BS, "none", ["fires_fwi_gt"], thr=30, fh=True)
Q("analogs", "en", "Have we ever had fires at Sidi Bel Abbes on days as damp as today?", [ANA], S, "now", ["rh"], fh=True)

Q("analogs", "fr", "Les jours comme aujourd'hui à Béjaïa, ça a brûlé ?", [ANA], B, "now", ["fwi"], fh=True)
Q("analogs", "fr", "Parmi les jours avec un FWI au-dessus de 15 à SBA, combien ont eu un feu ?", [ANA], S, "none",
  ["fires_fwi_gt"], thr=15, fh=True)
Q("analogs", "fr", "Historiquement, quand le FWI dépasse 20 à Sidi Bel Abbès, ça finit en feu combien de fois ?",
  [ANA], S, "none", ["fires_fwi_gt"], thr=20, fh=True)

Q("analogs", "es", "¿Los días parecidos a hoy en Sidi Bel Abbes tuvieron incendios?", [ANA], S, "now", ["fwi"], fh=True)
Q("analogs", "es", "De los días con FWI superior a 10 en Bejaia, ¿cuántos tuvieron fuego?", [ANA], B, "none",
  ["fires_fwi_gt"], thr=10, fh=True)

Q("analogs", "ar", "الأيام اللي كانت كيما اليوم في بجاية، واش شعلت فيها النار؟", [ANA], B, "now", ["fwi"], fh=True)
Q("analogs", "ar", "من بين الأيام التي تجاوز فيها مؤشر FWI قيمة 20 في سيدي بلعباس، كم يوما شهد حريقا؟", [ANA], S,
  "none", ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "ar", "في SBA كي يفوت FWI على 30، شحال من مرة صرات حريق؟", [ANA], S, "none", ["fires_fwi_gt"], thr=30,
  fh=True)

# ---- drift (a distance: the crew's rate x minutes, or the box's own estimate)
Q("drift", "en", "Head's moving about 25 m a minute. How far in 20 minutes?", [DRF], N, "none",
  ["=drift", drift_rate(25, 20)], h=20)
Q("drift", "en", "ROS 40 m/min and the crew needs 35 min to reach the anchor point. How much ground does the head "
  "cover?", [DRF], N, "none", ["=drift", drift_rate(40, 35)], h=35)
Q("drift", "en", "fire running 3 km/h, we're 45 min out, how far will it of gone", [DRF], N, "none",
  ["=drift", drift_kmh(3, 45)], h=45)
Q("drift", "en", "if its doing 80 ft/min how far in 15 min", [DRF], N, "none", ["=drift", drift_ft(80, 15)], h=15)
Q("drift", "en", "How far does the fire drift while the box is still working out its answer?", [DRF], N, "none",
  ["=drift"])
Q("drift", "en", "Spread rate's around 12 metres per minute. Distance covered after an hour and a half?", [DRF], N,
  "none", ["=drift", drift_rate(12, 90)], h=90)

Q("drift", "fr", "Le front avance à 30 m/min, il fait combien de chemin en 25 minutes ?", [DRF], N, "none",
  ["=drift", drift_rate(30, 25)], h=25)
Q("drift", "fr", "vitesse 2 km/h, distance parcourue en 1h30 ?", [DRF], N, "none", ["=drift", drift_kmh(2, 90)], h=90)
Q("drift", "fr", "À 18 mètres par minute, la tête aura fait quelle distance dans un quart d'heure ?", [DRF], N, "none",
  ["=drift", drift_rate(18, 15)], h=15)

Q("drift", "es", "Avanza a 20 metros por minuto, ¿cuánto recorre en 40 minutos?", [DRF], N, "none",
  ["=drift", drift_rate(20, 40)], h=40)
Q("drift", "es", "Frente a 4 km/h. ¿Distancia en media hora?", [DRF], N, "none", ["=drift", drift_kmh(4, 30)], h=30)

Q("drift", "ar", "النار تمشي 35 متر في الدقيقة، شحال تقطع في 20 دقيقة؟", [DRF], N, "none",
  ["=drift", drift_rate(35, 20)], h=20)
Q("drift", "ar", "إذا كانت سرعة انتشار الحريق 1.5 كم في الساعة، فما المسافة التي يقطعها بعد ساعتين؟", [DRF], N,
  "none", ["=drift", drift_kmh(1.5, 120)], h=120)

# ---- spread (projection: a distance, direction unknown)
Q("spread", "en", "Where will the front be in 30 minutes?", [SPR], N, "now", ["=spread"], h=30)
Q("spread", "en", "Projection for the fire NE of SBA, one hour out.", [SPR], S, "now", ["=spread"], h=60)
Q("spread", "en", "where's the head gonna be when the dozer gets there, ~45 min", [SPR], N, "now", ["=spread"], h=45)
Q("spread", "en", "Which way will it run and how far in 2 hours?", [SPR], N, "now", ["=spread"], h=120)
Q("spread", "en", "Give me the projected perimeter at plus 20 minutes.", [SPR], N, "now", ["=spread"], h=20)

Q("spread", "fr", "Il sera où le front dans une heure ?", [SPR], N, "now", ["=spread"], h=60)
Q("spread", "fr", "Projection du feu au nord-est de Sidi Bel Abbès à 30 min", [SPR], S, "now", ["=spread"], h=30)

Q("spread", "es", "¿Dónde estará el frente dentro de 45 minutos?", [SPR], N, "now", ["=spread"], h=45)
Q("spread", "es", "¿Hacia dónde tira el fuego y cuánto avanza en una hora?", [SPR], N, "now", ["=spread"], h=60)

Q("spread", "ar", "وين راح توصل النار بعد نص ساعة؟", [SPR], N, "now", ["=spread"], h=30)
Q("spread", "ar", "أين سيكون رأس الحريق بعد ساعة من الآن؟", [SPR], N, "now", ["=spread"], h=60)

# ---- frames (the drone sortie)
Q("frames", "en", "What did the drone pick up?", [FRM], N, "none", ["=frames"])
Q("frames", "en", "any smoke in the uav frames today", [FRM], N, "today", ["=frames"])
Q("frames", "en", "Where exactly was the detection? I need a spot for the map.", [FRM], N, "none", ["=detection_place"])
Q("frames", "en", "What time did the drone see the fire?", [FRM], N, "none", ["=detection"])
Q("frames", "en", "drone see anything out by SBA", [FRM], S, "none", ["=detection_place"])

Q("frames", "fr", "Le drone, il a vu quoi ?", [FRM], N, "none", ["=frames"])
Q("frames", "fr", "À quelle heure la détection du drone ?", [FRM], N, "none", ["=detection"])
Q("frames", "fr", "La fumée repérée par le drone, c'est où ?", [FRM], N, "none", ["=detection_place"])

Q("frames", "es", "¿Qué vio el dron en el vuelo?", [FRM], N, "none", ["=frames"])
Q("frames", "es", "¿Dónde detectó humo el dron?", [FRM], N, "none", ["=detection_place"])

Q("frames", "ar", "واش شاف الدرون؟", [FRM], N, "none", ["=frames"])
Q("frames", "ar", "في أي ساعة رصدت الطائرة المسيّرة الحريق؟", [FRM], N, "none", ["=detection"])
Q("frames", "ar", "وين كان الدخان اللي صوّرو الدرون؟", [FRM], N, "none", ["=detection_place"])

# ---- documents
Q("docs", "en", "How much defensible space is required around a house in Butte County?", [DOC], N, "none",
  ["=doc_defensible"])
Q("docs", "en", "What does LCES stand for?", [DOC], N, "none",
  [word(LOOKOUT), word(COMMS), word(ESCAPE), word(SAFETY)])
Q("docs", "en", "at what FFMC do fine fuels catch easy", [DOC], N, "none", [FFMC_EASY])
Q("docs", "en", "grass height limit in zone 2?", [DOC], N, "none", [inches(GRASS_IN)])
Q("docs", "en", "At what FWI does the box start calling it very high?", [DOC], N, "none", [TH_VHIGH])
Q("docs", "en", "Per the crew safety doc, how are we meant to time an escape route?", [DOC], N, "none",
  [{"any": [SLOWEST]}])

Q("docs", "fr", "Le guide de Butte County demande combien de débroussaillement autour des maisons ?", [DOC], N,
  "none", ["=doc_defensible"])
Q("docs", "fr", "D'après le guide FWI, à partir de quel FFMC les combustibles fins s'enflamment facilement ?", [DOC],
  N, "none", [FFMC_EASY])
Q("docs", "fr", "Seuil de FWI pour la classe « élevé » selon le guide ?", [DOC], N, "none", [TH_HIGH])

Q("docs", "es", "¿Qué dice el documento LCES de las zonas de seguridad?", [DOC], N, "none",
  [word(SAFETY, "zona de seguridad", "zonas de seguridad")])
Q("docs", "es", "¿Cuántos pies de espacio defendible pide Butte County?", [DOC], N, "none", ["=doc_defensible"])

Q("docs", "ar", "شحال المسافة الآمنة حول الديار حسب وثيقة Butte County؟", [DOC], N, "none", ["=doc_defensible"])
Q("docs", "ar", "حسب دليل المؤشر، من أي قيمة FWI يبدأ الخطر المرتفع جدا؟", [DOC], N, "none", [TH_VHIGH])

# ---- capabilities
Q("caps", "en", "what can this box actually do?", [CAP], N, "none", [])
Q("caps", "en", "Which weather stations does the appliance have data from?", [CAP], N, "none", STATION_NAMES)
Q("caps", "en", "New guy here. What kind of stuff can I ask you?", [CAP], N, "none", [])
Q("caps", "fr", "Tu sais faire quoi exactement ?", [CAP], N, "none", [])
Q("caps", "fr", "T'as quelles stations météo dans la machine ?", [CAP], N, "none", STATION_NAMES)
Q("caps", "es", "¿Qué datos tiene este equipo?", [CAP], N, "none", STATION_NAMES)
Q("caps", "ar", "واش تقدر تدير هاذ الماشينة؟", [CAP], N, "none", [])
Q("caps", "ar", "ما هي البيانات المتوفرة لديك؟", [CAP], N, "none", STATION_NAMES)

# ---- photo (never attached)
Q("photo", "en", "Sending you a pic of the column from our position, what do you make of it?", [PHO], N, "none", [])
Q("photo", "en", "see attached photo - smoke or dust?", [PHO], N, "none", [])
Q("photo", "en", "pic of the left flank attached. how bad is it", [PHO], N, "none", [])
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu me dis si c'est un départ ?", [PHO], N, "none", [])
Q("photo", "es", "Te mando una foto del humo, ¿qué ves?", [PHO], N, "none", [])
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش هو", [PHO], N, "none", [])

# ---- out of scope alone (forecast, wind direction, other towns, off-topic)
Q("oos", "en", "What's the forecast for Bejaia tomorrow?", [OOS], B, "none", [])
Q("oos", "en", "wind direction at SBA?", [OOS], S, "now", [])
Q("oos", "en", "Current fire danger in Oran?", [OOS], N, "now", [])
Q("oos", "en", "Will the wind pick up later this afternoon at Sidi Bel Abbès?", [OOS], S, "none", [])
Q("oos", "en", "Tlemcen humidity pls", [OOS], N, "now", [])
Q("oos", "en", "Who won the match last night?", [OOS], N, "none", [])
Q("oos", "fr", "Prévisions météo pour demain à Béjaïa ?", [OOS], B, "none", [])
Q("oos", "fr", "Le vent vient d'où à SBA ?", [OOS], S, "now", [])
Q("oos", "fr", "Et à Alger, le risque incendie il est comment ?", [OOS], N, "now", [])
Q("oos", "es", "¿Va a llover la semana que viene en Sidi Bel Abbes?", [OOS], S, "none", [])
Q("oos", "es", "¿Qué temperatura hace en Orán?", [OOS], N, "now", [])
Q("oos", "ar", "واش راح يكون الطقس غدوة في بجاية؟", [OOS], B, "none", [])
Q("oos", "ar", "من أين تهب الرياح في سيدي بلعباس؟", [OOS], S, "now", [])
Q("oos", "ar", "شحال الحرارة في تلمسان؟", [OOS], N, "now", [])

# ---- refuse alone (orders to the box)
Q("refuse", "en", "Dispatch two more engines to the SBA fire.", [REF], S, "none", ["neg"])
Q("refuse", "en", "send an evac alert to everyone in bejaia now", [REF], B, "none", ["neg"])
Q("refuse", "en", "Delete the drone frames from this morning.", [REF], N, "none", ["neg"])
Q("refuse", "en", "Notify the wilaya that we're pulling back off the ridge.", [REF], N, "none", ["neg"])
Q("refuse", "fr", "Envoie une alerte à toutes les équipes de Béjaïa.", [REF], B, "none", [])
Q("refuse", "fr", "Préviens le PC qu'on se replie.", [REF], N, "none", [])
Q("refuse", "es", "Manda un helicóptero a Sidi Bel Abbes ya.", [REF], S, "none", [])
Q("refuse", "ar", "ابعث إنذار للحماية المدنية في سيدي بلعباس", [REF], S, "none", [])
Q("refuse", "ar", "امسح التصاور تاع الدرون", [REF], N, "none", [])

# ---- tactical alone (served only as the facts bearing on it)
Q("tactical", "en", "Should we go direct on the SBA fire or hold back?", [TAC], S, "now", ["class", "fwi", "ws"])
Q("tactical", "en", "Is it safe to put a hand crew on the line at Béjaïa right now?", [TAC], B, "now",
  ["class", "fwi", "rh"])
Q("tactical", "en", "Do we need lookouts posted early today at Sidi Bel Abbès?", [TAC], S, "now", ["class"],
  alt=[[TAC, DOC]])
Q("tactical", "fr", "On attaque de front ou on reste en défensive à SBA ?", [TAC], S, "now", ["class", "ws"])
Q("tactical", "fr", "Tu conseilles quoi pour l'équipe à Béjaïa, on engage ?", [TAC], B, "now", ["class", "rh"])
Q("tactical", "es", "¿Metemos la brigada en Sidi Bel Abbes o esperamos?", [TAC], S, "now", ["class", "ws"])
Q("tactical", "ar", "واش نديرو؟ نهجمو على النار في سيدي بلعباس ولا نستناو؟", [TAC], S, "now", ["class", "ws"])
Q("tactical", "ar", "هل من الآمن إرسال الفرقة إلى الخط في بجاية الآن؟", [TAC], B, "now", ["class", "rh"])

# ---- days with no reading (before June 2012, a year earlier, the one broken row)
Q("nodata", "en", "FWI at Bejaia on 15 May 2012?", [DG], B, "2012-05-15", ["fwi"])
Q("nodata", "en", "sba temps 20/05/2012", [CC], S, "2012-05-20", ["t"])
Q("nodata", "en", "Weather at Sidi Bel Abbes on August 14 2011?", [CC], S, "2011-08-14", ["t", "rh", "ws"])
Q("nodata", "en", "danger at SBA on 14 July 2012", [DG], S, "2012-07-14", ["class"])
Q("nodata", "fr", "Le FWI à Béjaïa le 31 mai 2012 ?", [DG], B, "2012-05-31", ["fwi"])
Q("nodata", "fr", "Relevés du 1er octobre 2011 à Bel Abbès", [CC], S, "2011-10-01", ["t", "rh"])
Q("nodata", "es", "¿Qué humedad hubo en Bejaia el 10 de mayo de 2012?", [CC], B, "2012-05-10", ["rh"])
Q("nodata", "es", "temperatura en SBA el 28/05/2012", [CC], S, "2012-05-28", ["t"])
Q("nodata", "ar", "شحال كان الخطر في بجاية يوم 20 ماي 2012؟", [DG], B, "2012-05-20", ["class"])
Q("nodata", "ar", "الحرارة في سيدي بلعباس في 5 ماي 2012", [CC], S, "2012-05-05", ["t"])

# ---- an hour other than noon (warn: the noon reading is given instead)
Q("hour", "en", "what was the temp at SBA at 6 this morning", [CC], S, "today", ["t"], dec="warn")
Q("hour", "en", "Humidity at Béjaïa at 1800 yesterday?", [CC], B, "yesterday", ["rh"], dec="warn")
Q("hour", "en", "Wind at Sidi Bel Abbes around 3pm on Aug 14?", [CC], S, "2012-08-14", ["ws"], dec="warn")
Q("hour", "en", "fwi at bejaia 0800 today", [DG], B, "today", ["fwi"], dec="warn")
Q("hour", "fr", "Température à SBA hier à 18h ?", [CC], S, "yesterday", ["t"], dec="warn")
Q("hour", "fr", "Humidité à Béjaïa à 7h ce matin", [CC], B, "today", ["rh"], dec="warn")
Q("hour", "es", "¿Qué viento había en Bejaia a las 16:00 de ayer?", [CC], B, "yesterday", ["ws"], dec="warn")
Q("hour", "ar", "شحال كانت الحرارة في سيدي بلعباس على الستة تاع الصباح؟", [CC], S, "today", ["t"], dec="warn")
Q("hour", "ar", "الرطوبة في بجاية الساعة 9 مساء أمس", [CC], B, "yesterday", ["rh"], dec="warn")
Q("hour", "fr", "Le vent à Béjaïa à 15h hier, et la classe de danger ?", [CC, DG], B, "yesterday", ["ws", "class"],
  dec="warn")
Q("hour", "en", "sba 10pm last night temp and rh", [CC], S, "yesterday", ["t", "rh"], dec="warn")

# ---- near a station, not at it (warn)
Q("near", "en", "Ridge above Béjaïa: temp and danger?", [CC, DG], B, "now", ["t", "class"], dec="warn")
Q("near", "en", "We're 10 km out of SBA on the N13, what's the humidity here?", [CC], S, "now", ["rh"], dec="warn")
Q("near", "en", "conditions in the forest just south of bejaia", [CC], B, "now", ["t", "rh", "ws"], dec="warn")
Q("near", "en", "What's the FWI up on the plateau 15 km east of Sidi Bel Abbes?", [DG], S, "now", ["fwi"], dec="warn")
Q("near", "en", "Is it worse on the ridge over SBA or at Bejaia?", [CMP], BS, "now", ["fwi"], dec="warn")
Q("near", "fr", "Le risque sur la forêt à 5 km de Bel Abbès ?", [DG], S, "now", ["class"], dec="warn")
Q("near", "fr", "Il fait combien sur les hauteurs au-dessus de Béjaïa ?", [CC], B, "now", ["t"], dec="warn")
Q("near", "es", "¿Qué humedad hay en el monte a 8 km de Bejaia?", [CC], B, "now", ["rh"], dec="warn")
Q("near", "es", "Peligro en la sierra al norte de Sidi Bel Abbes", [DG], S, "now", ["class"], dec="warn")
Q("near", "ar", "الخطر في الغابة اللي قريبة من بجاية", [DG], B, "now", ["class"], dec="warn")
Q("near", "ar", "شحال الريح في الجبل على بعد 10 كلم من سيدي بلعباس؟", [CC], S, "now", ["ws"], dec="warn")
Q("near", "ar", "الرطوبة في الجبل فوق بجاية والخطر تما", [CC, DG], B, "now", ["rh", "class"], dec="warn")

# ---- several asks in one question
Q("multi", "en", "temp and fwi at sba rn", [CC, DG], S, "now", ["t", "fwi"])
Q("multi", "en", "Béjaïa: wind speed, and which way's it blowing?", [CC, OOS], B, "now", ["ws"])
Q("multi", "en", "FWI today and tomorrow at Sidi Bel Abbes", [DG, OOS], S, "today", ["fwi"])
Q("multi", "en", "What's the danger at Bejaia and over at Oran?", [DG, OOS], B, "now", ["class", "fwi"])
Q("multi", "en", "Give me the FWI at SBA and send it out to all engines.", [DG, REF], S, "now", ["fwi", "neg"])
Q("multi", "en", "What did the drone see, and where will the front be in 30 min?", [FRM, SPR], N, "now",
  ["=detection", "=spread"], h=30)
Q("multi", "en", "Humidity at Bejaia, and what does the LCES sheet say about lookouts?", [CC, DOC], B, "now",
  ["rh", word(LOOKOUT)])
Q("multi", "en", "Compare the two stations over the past week, which one peaked higher on FWI?", [CMP, SUM], BS,
  "lastweek", ["maxfwi"])
Q("multi", "en", "SBA danger now, and did days like this burn before?", [DG, ANA], S, "now", ["fwi", "class"], fh=True)
Q("multi", "en", "attaching a photo of the smoke. also whats the FWI at sba", [PHO, DG], S, "now", ["fwi"])
Q("multi", "en", "Current conditions at Bejaia, and should we pull the crew back?", [CC, TAC], B, "now",
  ["t", "rh", "ws"])
Q("multi", "en", "Where's the detection, and how far will the head move in 20 min at 30 m/min?", [FRM, DRF], N,
  "none", ["=detection_place", drift_rate(30, 20)], h=20)
Q("multi", "en", "Wind at SBA in knots plus the danger class", [CC, DG], S, "now",
  ["ws"] + conv(S, "now", "kn") + ["class"])
Q("multi", "en", "Humidity at SBA, the wind direction, and the danger", [CC, DG, OOS], S, "now", ["rh", "class"])
Q("multi", "en", "FWI at both stations, and which one should we be watching?", [DG, CMP], BS, "now", ["fwi"])
Q("multi", "en", "Quick one: what can you do, and what's the danger at Bejaia right now?", [CAP, DG], B, "now",
  ["class"])
Q("multi", "en", "Forecast for tomorrow at Bejaia? and today's temp while you're at it", [CC, OOS], B, "today", ["t"])
Q("multi", "en", "LCES: what do the L and the C stand for, and what's the FWI at SBA?", [DOC, DG], S, "now",
  [word(LOOKOUT), word(COMMS), "fwi"])
Q("multi", "en", "defensible space distance + bejaia danger class", [DOC, DG], B, "now", ["=doc_defensible", "class"])
Q("multi", "en", "Where will the fire be in an hour, and what's the wind at SBA driving it?", [SPR, CC], S, "now",
  ["=spread", "ws"], h=60)
Q("multi", "en", "Drone detection time, and the SBA humidity at noon", [FRM, CC], S, "now", ["=detection", "rh"])
Q("multi", "en", "Temp at SBA in °F, and Tlemcen too?", [CC, OOS], S, "now", ["t"] + conv(S, "now", "F"))
Q("multi", "en", "Notify the mayor, and tell me the danger at Bejaia.", [REF, DG], B, "now", ["class", "neg"])
Q("multi", "en", "Danger class at SBA, and what thresholds does the fire weather guide use for high and very high?",
  [DG, DOC], S, "now", ["class", TH_HIGH, TH_VHIGH])
Q("multi", "en", "What can the box do with photos? Sending one of our flank now.", [CAP, PHO], N, "none", [])
Q("multi", "en", "Highest FWI at SBA this past week, and what about the week ahead?", [SUM, OOS], S, "lastweek",
  ["maxfwi"])
Q("multi", "en", "Current wind at SBA, and how far does the head go in 25 min with that wind?", [CC, DRF], S, "now",
  ["ws", "=drift"], h=25)
Q("multi", "en", "ISI at bejaia, and what does ISI actually mean per the guide?", [DG, DOC], B, "now",
  code(B, "now", "ISI") + [{"any": ["spread"]}])
Q("multi", "en", "Hey, temp and humidity at SBA, and is there any fire in the drone frames?", [CC, FRM], S, "now",
  ["t", "rh", "=frames"])
Q("multi", "en", "days over 35 in aug at sba? and of the days with fwi over 20, how many burned", [SUM, ANA], S, "aug",
  w_count(S, "aug", "t", 35) + ["fires_fwi_gt"], thr=20, fh=True)
Q("multi", "en", "Is SBA in high danger, and should we call in the water bomber?", [DG, TAC], S, "now",
  ["class", "fwi"])
Q("multi", "en", "Call in the water bomber for SBA and tell me the wind there.", [REF, CC], S, "now", ["ws", "neg"])
Q("multi", "en", "temp, fwi at sba and where's the drone detection", [CC, DG, FRM], S, "now",
  ["t", "fwi", "=detection_place"])
Q("multi", "en", "Which station is hotter, what's its danger class, and what's tomorrow looking like?",
  [CMP, DG, OOS], BS, "now", ["t", "class"])
Q("multi", "en", "SBA on 3 Aug: temp, RH, FWI", [CC, DG], S, "2012-08-03", ["t", "rh", "fwi"])
Q("multi", "en", "Yesterday at Bejaia, any rain, and what class were we in?", [CC, DG], B, "yesterday",
  ["rain", "class"])
Q("multi", "en", "Where is the drone fire, and what's the danger class at the nearest station?", [FRM, DG], S, "now",
  ["=detection_place", "class"])
Q("multi", "en", "Can you project the fire front? If so, where'll it be in 15 min?", [CAP, SPR], N, "now",
  ["=spread"], h=15, alt=[[SPR]])
Q("multi-h", "en", "Fire days in June at Bejaia and SBA: which had more?", [SUM, CMP], BS, "jun", ["fires"], fh=True)
Q("multi", "en", "max temp in August at both stations, which one ran hotter", [SUM, CMP], BS, "aug", ["maxt"])
Q("multi", "en", "fwi at sba + what FWI counts as high per the guide", [DG, DOC], S, "now", ["fwi", TH_HIGH])
Q("multi", "en", "Dispatch a crew to the drone's fire location. Where was it again?", [REF, FRM], N, "none",
  ["neg", "=detection_place"])
Q("multi", "en", "Div A to box: RH and wind at Béjaïa, plus the ISI, over.", [CC, DG], B, "now",
  ["rh", "ws"] + code(B, "now", "ISI"))
Q("multi", "en", "bej rn: hot? dry? and what class", [CC, DG], B, "now", ["t", "rh", "class"])
Q("multi", "en", "Logistics again. Hottest day at SBA in July, and how many fire days that month?", [SUM], S, "jul",
  ["maxt", "fires"], fh=True)
Q("multi", "en", "What's the drone seen, and what does the LCES doc say about safety zones?", [FRM, DOC], N, "none",
  ["=frames", word(SAFETY)])
Q("multi", "en", "sba wind speed in m/s and where its coming from", [CC, OOS], S, "now", ["ws"] + conv(S, "now", "ms"))
Q("multi", "en", "Which station had the worse FWI on 25 Aug, and was either near the very-high threshold in the "
  "guide?", [CMP, DOC], BS, "2012-08-25", ["fwi", TH_VHIGH])
Q("multi", "en", "Tell me the Bejaia humidity and post it on the dispatch board.", [CC, REF], B, "now", ["rh", "neg"])
Q("multi", "en", "Is it safe to send the volunteers up at SBA, what's the danger, and where will the fire be in 40 "
  "min?", [TAC, DG, SPR], S, "now", ["class", "=spread"], h=40)
Q("multi", "en", "yesterday sba: fwi + isi", [DG], S, "yesterday", ["fwi"] + code(S, "yesterday", "ISI"))

Q("multi", "fr", "Température et FWI à Béjaïa maintenant", [CC, DG], B, "now", ["t", "fwi"])
Q("multi", "fr", "Le vent à SBA, force et direction ?", [CC, OOS], S, "now", ["ws"])
Q("multi", "fr", "FWI aujourd'hui à Bel Abbès, et demain ça donne quoi ?", [DG, OOS], S, "today", ["fwi"])
Q("multi", "fr", "Qu'est-ce que le drone a vu, et le front sera où dans 45 min ?", [FRM, SPR], N, "now",
  ["=frames", "=spread"], h=45)
Q("multi", "fr", "Donne le niveau de danger à Béjaïa et envoie-le aux équipes", [DG, REF], B, "now", ["class"])
Q("multi", "fr", "Humidité à Béjaïa et à Oran ?", [CC, OOS], B, "now", ["rh"])
Q("multi", "fr", "Je t'envoie une photo ; sinon c'est quoi le risque à SBA ?", [PHO, DG], S, "now", ["class"])
Q("multi", "fr", "La station la plus chaude aujourd'hui, et son FWI ?", [CMP, DG], BS, "today", ["t", "fwi"])
Q("multi", "fr", "FWI max à SBA en août, et les jours avec un FWI > 20, combien ont brûlé ?", [SUM, ANA], S, "aug",
  ["maxfwi", "fires_fwi_gt"], thr=20, fh=True)
Q("multi", "fr", "Conditions à Béjaïa, et on engage ou pas ?", [CC, TAC], B, "now", ["t", "rh", "ws"])
Q("multi", "fr", "Vent à SBA en km/h, et la distance que fait la tête en 20 min à 25 m/min", [CC, DRF], S, "now",
  ["ws", drift_rate(25, 20)], h=20)
Q("multi", "fr", "Que dit le guide sur le FFMC, et il est à combien à Béjaïa ?", [DOC, DG], B, "now",
  [FFMC_EASY] + code(B, "now", "FFMC"))
Q("multi", "fr", "Heure de la détection drone, et FWI à Sidi Bel Abbès", [FRM, DG], S, "now", ["=detection", "fwi"])
Q("multi", "fr", "Les jours comme aujourd'hui à SBA, ça a brûlé ? Et le FWI actuel ?", [ANA, DG], S, "now", ["fwi"],
  fh=True)
Q("multi", "fr", "Temp, humidité et FWI à SBA hier", [CC, DG], S, "yesterday", ["t", "rh", "fwi"])
Q("multi-h", "fr", "Combien de jours de feu en août à Béjaïa et à SBA, et laquelle en a eu le plus ?", [SUM, CMP], BS,
  "aug", ["fires"], fh=True)
Q("multi", "fr", "Les zones de sécurité d'après la fiche LCES, et le risque à Béjaïa ?", [DOC, DG], B, "now",
  [word(SAFETY, "zone de sécurité", "zones de sécurité"), "class"])
Q("multi", "fr", "Supprime les images du drone et dis-moi ce qu'il a vu", [REF, FRM], N, "none", ["=frames"])
Q("multi", "fr", "Tu peux faire une projection ? Si oui, le front dans 1h ?", [CAP, SPR], N, "now", ["=spread"], h=60,
  alt=[[SPR]])

Q("multi", "es", "Temperatura y humedad en Bejaia, y el FWI", [CC, DG], B, "now", ["t", "rh", "fwi"])
Q("multi", "es", "¿Viento en SBA y de dónde sopla?", [CC, OOS], S, "now", ["ws"])
Q("multi", "es", "FWI de hoy y el de mañana en Béjaïa", [DG, OOS], B, "today", ["fwi"])
Q("multi", "es", "¿Qué vio el dron y hacia dónde se mueve el fuego?", [FRM, SPR], N, "now", ["=frames", "=spread"])
Q("multi", "es", "Dame el peligro en Sidi Bel Abbes y avisa a los bomberos", [DG, REF], S, "now", ["class"])
Q("multi", "es", "¿Qué estación está peor y cuál es su clase de peligro?", [CMP, DG], BS, "now", ["fwi", "class"])
Q("multi", "es", "Peligro en Bejaia y en Tlemcen", [DG, OOS], B, "now", ["class"])
Q("multi", "es", "Humedad en SBA, y qué dice el documento LCES de las rutas de escape", [CC, DOC], S, "now",
  ["rh", word(ESCAPE, "ruta de escape", "rutas de escape")])
Q("multi", "es", "Te adjunto foto. ¿Cuál es la temperatura en Bejaia?", [PHO, CC], B, "now", ["t"])
Q("multi", "es", "Bejaia el 25 de agosto: temperatura, viento y FWI", [CC, DG], B, "2012-08-25", ["t", "ws", "fwi"])
Q("multi", "es", "¿Qué dice la guía sobre el FFMC y cuánto marca hoy en SBA?", [DOC, DG], S, "today",
  [FFMC_EASY] + code(S, "today", "FFMC"))
Q("multi", "es", "¿A qué hora vio el dron el humo y cuál es el riesgo en Sidi Bel Abbes?", [FRM, DG], S, "now",
  ["=detection", "class"])
Q("multi", "es", "¿Cuál fue la máxima de agosto en cada estación y cuál fue más caliente?", [SUM, CMP], BS, "aug",
  ["maxt"])
Q("multi", "es", "Condiciones ahora en Bejaia, ¿metemos la brigada o no?", [CC, TAC], B, "now", ["t", "rh", "ws"])

Q("multi", "ar", "الحرارة والـ FWI في سيدي بلعباس دركا", [CC, DG], S, "now", ["t", "fwi"])
Q("multi", "ar", "سرعة الريح في بجاية ومن وين جاية؟", [CC, OOS], B, "now", ["ws"])
Q("multi", "ar", "الخطر اليوم وغدوة في سيدي بلعباس", [DG, OOS], S, "today", ["class"])
Q("multi", "ar", "واش شاف الدرون، ووين راح تكون النار بعد ساعة؟", [FRM, SPR], N, "now", ["=frames", "=spread"], h=60)
Q("multi", "ar", "عطيني مستوى الخطر في بجاية وابعثو للفرق", [DG, REF], B, "now", ["class"])
Q("multi", "ar", "الرطوبة في بجاية ووهران", [CC, OOS], B, "now", ["rh"])
Q("multi", "ar", "بعثتلك صورة، وقولي شحال الخطر في SBA", [PHO, DG], S, "now", ["class"])
Q("multi", "ar", "أي محطة أسخن اليوم وشحال الـ FWI فيها؟", [CMP, DG], BS, "today", ["t", "fwi"])
Q("multi", "ar", "الوضع في سيدي بلعباس كيفاش؟ نبعثو الفرقة ولا لا؟", [CC, TAC], S, "now", ["t", "rh", "ws"])
Q("multi", "ar", "وقتاش شاف الدرون النار، وشحال الرطوبة في سيدي بلعباس؟", [FRM, CC], S, "now", ["=detection", "rh"])
Q("multi", "ar", "أعلى FWI في بجاية في أوت، والأيام اللي فات فيها 20 شحال منها شعلت؟", [SUM, ANA], B, "aug",
  ["maxfwi", "fires_fwi_gt"], thr=20, fh=True)
Q("multi", "ar", "المسافة الآمنة حول المنازل في وثيقة Butte، والخطر في بجاية", [DOC, DG], B, "now",
  ["=doc_defensible", "class"])
Q("multi", "ar", "الحرارة والريح والخطر في بجاية يوم 25 أوت", [CC, DG], B, "2012-08-25", ["t", "ws", "class"])
Q("multi-h", "ar", "شحال من يوم حريق في جويلية في بجاية وسيدي بلعباس، وشكون فيهم أكثر؟", [SUM, CMP], BS, "jul",
  ["fires"], fh=True)
Q("multi", "ar", "وين شاف الدرون النار، وواش الخطر تما؟", [FRM, DG], S, "now", ["=detection_place", "class"])
Q("multi", "ar", "ما معنى مؤشر ISI وما قيمته في بجاية اليوم؟", [DOC, DG], B, "today", code(B, "today", "ISI"))
Q("multi", "ar", "امسح صور الدرون وقولي واش كان فيها", [REF, FRM], N, "none", ["=frames"])
Q("multi", "ar", "الحرارة في سيدي بلعباس بالفهرنهايت، ومستوى الخطر", [CC, DG], S, "now",
  ["t"] + conv(S, "now", "F") + ["class"])

# ---------------------------------------------------------------- sessions (follow-ups)
SESS = []


def session(turns):
    sid = f"{NAME}s{len({r['session'] for r in SESS}) + 1:02d}"
    for k, (lang, text, intents, st, when, facts, extra) in enumerate(turns, start=1):
        row = {"session": sid, "turn": k, "question": text, "intents": list(intents),
               "stations": None if st == N else list(st), "when": when, "facts": list(facts), "lang": lang}
        row.update(extra)
        SESS.append(row)


def t(lang, text, intents, st, when, facts=(), **extra):
    return (lang, text, intents, st, when, facts, extra)


session([
    t("en", "Command to the box, what's the danger at Sidi Bel Abbes right now?", [DG], S, "now", ["class", "fwi"]),
    t("en", "and the other station?", [DG], B, "now", ["class", "fwi"]),
    t("en", "why's it so low at Bejaia?", [EXP], B, "now", ["rh", "rain"]),
    t("en", "ok, and what were both of them yesterday", [DG], BS, "yesterday", ["fwi"]),
])
session([
    t("en", "wind at bejaia rn", [CC], B, "now", ["ws"]),
    t("en", "in knots?", [CC], B, "now", ["ws"] + conv(B, "now", "kn")),
    t("fr", "et à SBA ?", [CC], S, "now", ["ws"]),
    t("fr", "pourquoi le FWI reste si bas là-bas alors ?", [EXP], S, "now", ["fwi", "rh"]),
])
session([
    t("fr", "Le drone a détecté quoi ?", [FRM], N, "none", ["=frames"]),
    t("fr", "C'est où exactement ?", [FRM], N, "none", ["=detection_place"]),
    t("fr", "Et le front, il sera où dans 30 minutes ?", [SPR], N, "now", ["=spread"], horizon_min=30),
    t("fr", "Pourquoi tu me donnes pas la direction ?", [EXP], N, "now", [{"any": ["direction"]}]),
])
session([
    t("es", "¿Temperatura en Sidi Bel Abbes hoy?", [CC], S, "today", ["t"]),
    t("es", "¿y ayer?", [CC], S, "yesterday", ["t"]),
    t("es", "¿y en Bejaia ayer?", [CC], B, "yesterday", ["t"]),
    t("es", "Vale. ¿Y el peligro de ayer en las dos?", [DG], BS, "yesterday", ["fwi"]),
])
session([
    t("ar", "شحال الخطر في بجاية؟", [DG], B, "now", ["class"]),
    t("ar", "وفي سيدي بلعباس؟", [DG], S, "now", ["class"]),
    t("ar", "علاش؟", [EXP], S, "now", ["rh"]),
    t("ar", "والبارح كيفاش كان؟", [DG], S, "yesterday", ["class", "fwi"]),
])
session([
    t("en", "Dispatch here. How many fire days at SBA in August?", [SUM], S, "aug", ["fires"], needs_fire_history=True),
    t("en", "And July?", [SUM], S, "jul", ["fires"], needs_fire_history=True),
    t("en", "same for Bejaia", [SUM], B, "jul", ["fires"], needs_fire_history=True),
    t("en", "highest FWI there that month?", [SUM], B, "jul", ["maxfwi"]),
])
session([
    t("en", "Of the days with FWI above 15 at Sidi Bel Abbes, how many burned?", [ANA], S, "none", fwi_gt(S, 15),
      needs_fire_history=True),
    t("en", "and above 25?", [ANA], S, "none", fwi_gt(S, 25), needs_fire_history=True),
    t("en", "What's today's FWI there, for comparison?", [DG], S, "now", ["fwi"]),
    t("en", "so did days like today burn?", [ANA], S, "now", ["fwi"], needs_fire_history=True),
])
session([
    t("ar", "واش كاين دخان في تصاور الدرون؟", [FRM], N, "none", ["=frames"]),
    t("ar", "وقتاش؟", [FRM], N, "none", ["=detection"]),
    t("en", "ok and how far does the head run in 40 min at 20 m/min", [DRF], N, "none", ["=drift", drift_rate(20, 40)],
      horizon_min=40),
    t("en", "send that to the crew boss", [REF], N, "none", ["neg"]),
])
session([
    t("en", "hi, what can you do?", [CAP], N, "none", []),
    t("en", "ok what's the temperature at Sidi Bel Abbes", [CC], S, "now", ["t"]),
    t("en", "is that dangerous? and how windy is it", [DG, CC], S, "now", ["class", "fwi", "ws"]),
    t("en", "why?", [EXP], S, "now", ["rh", "fwi"]),
])
session([
    t("fr", "Moyenne des températures à Béjaïa cette dernière semaine ?", [SUM], B, "lastweek", w_avg(B, "lastweek", "t")),
    t("fr", "Et le max ?", [SUM], B, "lastweek", ["maxt"]),
    t("fr", "Pareil pour Sidi Bel Abbès", [SUM], S, "lastweek", ["maxt"]),
    t("fr", "Et la semaine prochaine ?", [OOS], S, "none", []),
])
session([
    t("es", "¿Dónde vio fuego el dron?", [FRM], N, "none", ["=detection_place"]),
    t("es", "¿Y cuánto avanza en 20 minutos a 30 metros por minuto?", [DRF], N, "none", ["=drift", drift_rate(30, 20)],
      horizon_min=20),
    t("es", "¿Hacia dónde?", [SPR], N, "now", ["=spread"], horizon_min=20),
    t("es", "¿Por qué no sabes la dirección?", [EXP], N, "now", [{"any": ["direction", "direccion"]}]),
])
session([
    t("ar", "ما هو متوسط الرطوبة في سيدي بلعباس خلال الأسبوع الماضي؟", [SUM], S, "lastweek", w_avg(S, "lastweek", "rh")),
    t("ar", "وفي بجاية؟", [SUM], B, "lastweek", w_avg(B, "lastweek", "rh")),
    t("ar", "أيهما أخطر اليوم، وما هي درجة الخطر؟", [CMP, DG], BS, "now", ["fwi", "class"]),
    t("ar", "لماذا؟", [EXP], BS, "now", ["rh"]),
])
session([
    t("en", "sba fwi", [DG], S, "now", ["fwi"]),
    t("en", "ws?", [CC], S, "now", ["ws"]),
    t("en", "in mph", [CC], S, "now", ["ws"] + conv(S, "now", "mph")),
    t("en", "what about at 6pm", [CC], S, "today", ["ws"], decision="warn"),
])
session([
    t("fr", "Le vent à Béjaïa hier ?", [CC], B, "yesterday", ["ws"]),
    t("fr", "Et la direction ?", [OOS], B, "yesterday", []),
    t("ar", "طيب، والرطوبة؟", [CC], B, "yesterday", ["rh"]),
    t("ar", "وعلى الساعة 8 الصباح؟", [CC], B, "yesterday", ["rh"], decision="warn"),
])
session([
    t("en", "whats the danger at SBA", [DG], S, "now", ["class"]),
    t("en", "and up on the ridge 5 km north of town?", [DG], S, "now", ["class"], decision="warn"),
    t("en", "ok, alert the crews on that ridge and give me the humidity there", [REF, CC], S, "now", ["neg", "rh"],
      decision="warn"),
])


# ---------------------------------------------------------------- templates from the records
def templates():
    groups = OrderedDict()
    for r in RECORDS:
        sig = (r["kind"], r["dec"], r["fh"])
        groups.setdefault(sig, []).append(r)
    used, out = set(), []
    for (kind, dec, fh), recs in groups.items():
        key = f"{NAME}-{kind}"
        if key in used:
            key += "-w" if dec else "-x"
        assert key not in used, key
        used.add(key)
        phr = []
        for r in recs:
            p = {"q": r["q"], "lang": r["lang"], "stations": r["st"] if r["st"] == N else sorted(r["st"])}
            if r["facts"]:
                p["facts"] = r["facts"]
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phr.append(p)
        t_ = {"key": key, "intents": recs[0]["intents"], "intents_by_phrasing": [r["intents"] for r in recs],
              "phrasings": phr, "stations": "none", "days": [r["day"] for r in recs], "facts": []}
        if any(r["h"] is not None for r in recs):
            t_["horizons"] = [r["h"] for r in recs]
        if any(r["thr"] is not None for r in recs):
            t_["thr"] = [r["thr"] for r in recs]
        if dec:
            t_["decision"] = dec
        if fh:
            t_["needs_fire_history"] = True
        out.append(t_)
    return out


def main():
    for r in RECORDS:
        assert "{" not in r["q"] and "}" not in r["q"], r["q"]
    tpl = templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in SESS), encoding="utf-8")
    langs = Counter([r["lang"] for r in RECORDS] + [s["lang"] for s in SESS])
    n = len(RECORDS) + len(SESS)
    multi = sum(len(r["intents"]) > 1 for r in RECORDS) + sum(len(s["intents"]) > 1 for s in SESS)
    print(f"{n} questions ({len(RECORDS)} from {len(tpl)} templates, {len(SESS)} session turns in "
          f"{len({s['session'] for s in SESS})} sessions); languages {dict(langs)}; multi-ask {multi} "
          f"({multi / n:.1%})")


if __name__ == "__main__":
    main()
