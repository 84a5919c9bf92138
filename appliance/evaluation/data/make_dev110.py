"""Batch d110 (dev), written blind at stop 63: crew questions, air-operations lean (drone pilots, air attack, helicopter and
water-bomber coordinators, fire behaviour analysts) plus dispatch, command, engine crews, volunteers and
logistics for about a third.

Every number in a gold fact is computed here: from the CSV through crew_facts.table() / fire_record(),
from unit conversions of the real reading, from the crew's own rate and time, or parsed out of the shipped
documents with a regex. Nothing numeric is typed by hand except the crew's own words.

Writes, next to this script, crew_templates_dev110.jsonl and crew_sessions_dev110.jsonl.

Run from the repository root (the folder holding appliance/):
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev110
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d110"
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": sorted([B, S]), None: "none"}
T = crew_facts.table()
DOCS = EDGE_DATA_DIR / "documents"


# ----------------------------------------------------------------------------------------------- helpers
def day_of(key: str) -> str:
    days = crew_days.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def wdays(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def dev_of(code: str) -> str:
    return {"B": B, "S": S}[code]


def rd(code: str, key: str):
    return T[(dev_of(code), day_of(key))]


def fmt1(x: float) -> str:
    v = round(x, 1)
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def forms(x: float, units=()) -> dict:
    """A figure at one decimal, with its comma twin, and its whole-number form beside each unit word."""
    s = fmt1(x)
    out = [s, s.replace(".", ",")]
    out += [f"{round(x)} {u}" for u in units] + [f"{round(x)}{u}" for u in units if not u[0].isalpha()]
    return {"any": list(OrderedDict.fromkeys(out))}


def kt(code, key):
    return forms(rd(code, key).wind_kmh / 1.852, ("kt", "kn", "knot", "nœud", "noeud", "nudo", "عقد"))


def mph(code, key):
    return forms(rd(code, key).wind_kmh / 1.609344, ("mph",))


def ms(code, key):
    return forms(rd(code, key).wind_kmh / 3.6, ("m/s",))


def fahr(code, key):
    return forms(rd(code, key).temperature_c * 9 / 5 + 32, ("°F", "F", "degrees"))


def code_(code, key, name):
    return crew_facts._num(rd(code, key).codes[name])


def diff(field, key):
    a, b = (getattr(rd(c, key), field) for c in "BS")
    return crew_facts._num(round(abs(a - b), 1))


FIELD = {"t": "temperature_c", "rh": "rh_pct", "ws": "wind_kmh", "rain": "rain_mm"}


def _vals(code, key, field):
    rows = [T[(dev_of(code), d)] for d in wdays(key) if (dev_of(code), d) in T]
    return [r.codes[field] if field.isupper() else getattr(r, FIELD[field]) for r in rows]


def count_gt(code, key, field, thr):
    return sum(v > thr for v in _vals(code, key, field))


def mean(code, key, field, units=("%",)):
    v = _vals(code, key, field)
    return forms(sum(v) / len(v), units)


def wmin(code, key, field):
    return crew_facts._num(min(_vals(code, key, field)))


def wmax(code, key, field):
    return crew_facts._num(max(_vals(code, key, field)))


def wsum(code, key, field):
    return forms(sum(_vals(code, key, field)), ("mm",))


def analog_code(code, field, thr):
    """Past days (before the clock's day) whose code was above thr: [how many, how many burned]."""
    dev, today = dev_of(code), crew_days.TODAY.isoformat()
    rows = [d for (dv, day), d in T.items() if dv == dev and day < today and d.codes[field] > thr]
    return [len(rows), sum(d.fire for d in rows)]


def analog_fwi(code, thr):
    """As crew_facts' fires_fwi_gt, for a session turn (session rows carry no threshold)."""
    dev, today = dev_of(code), crew_days.TODAY.isoformat()
    hot = [fire for (dv, day), (fwi, fire) in crew_facts.fire_record().items() if dv == dev and fwi > thr and day < today]
    return [len(hot), sum(hot)]


def dist(metres: float, extra=()) -> dict:
    """A distance the crew's own rate gives, in m and km, dot and comma, whole and rounded to 10 m."""
    m = round(metres)
    km = metres / 1000
    out = [f"{m} m", f"{m:,} m", f"{m:,} m".replace(",", " "), f"{int(round(metres, -1))} m", f"{m} متر", f"{m} م"]
    for k in (f"{km:.1f}", f"{km:.2f}"):
        out += [f"{k} km", f"{k.replace('.', ',')} km", f"{k} كم"]
    if float(round(km, 3)).is_integer():
        out += [f"{int(round(km))} km", f"{int(round(km))} كم"]
    out += list(extra)
    return {"any": list(OrderedDict.fromkeys(out))}


CHAIN_M = 66 * 0.3048          # one surveyor's chain, 66 ft
MILE_M = 1609.344
FOOT_M = 0.3048


def d_mpm(rate_m_per_min, minutes):
    return dist(rate_m_per_min * minutes)


def d_kmh(rate_kmh, minutes):
    return dist(rate_kmh * 1000 * minutes / 60)


def d_ms(rate_ms, minutes):
    return dist(rate_ms * 60 * minutes)


def d_chains(ch_per_h, minutes):
    ch = ch_per_h * minutes / 60
    return dist(ch * CHAIN_M, (f"{ch:g} chains", f"{ch:g} ch"))


def d_ftpm(ft_per_min, minutes):
    ft = ft_per_min * minutes
    return dist(ft * FOOT_M, (f"{ft:g} ft", f"{ft:g} feet"))


def d_mph(rate_mph, minutes):
    mi = rate_mph * minutes / 60
    return dist(mi * MILE_M, (f"{mi:.2f} mi", f"{mi:.2f} mile"))


# ---------------------------------------------------------------------------- facts from the documents
def _doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


_fwi_guide, _lces, _butte = _doc("fire-weather-index-guide.md"), _doc("crew-safety-lces.md"), _doc("butte-county-defensible-space.md")


def _num(s):
    return crew_facts._num(float(s))


DOC = {
    "ffmc_easy": _num(re.search(r"above about (\d+(?:\.\d+)?)\s+fine fuels ignite easily", _fwi_guide).group(1)),
    "very_low_below": _num(re.search(r"below (\d+(?:\.\d+)?) very low", _fwi_guide).group(1)),
    "high_from": _num(re.search(r"from (\d+(?:\.\d+)?) high", _fwi_guide).group(1)),
    "very_high_from": _num(re.search(r"from (\d+(?:\.\d+)?)\s+very high", _fwi_guide).group(1)),
    "extreme_from": _num(re.search(r"from (\d+(?:\.\d+)?) extreme", _fwi_guide).group(1)),
    "defensible_ft": _num(re.search(r"requires (\d+) feet of defensible space", _butte).group(1)),
    "zone0_ft": _num(re.search(r"Zone 0 is the first (\d+) feet", _butte).group(1)),
    "zone1": tuple(_num(x) for x in re.search(r"Zone 1 runs from (\d+) to (\d+) feet", _butte).groups()),
    "zone2_grass_in": _num(re.search(r"maximum height of (\d+) inches", _butte).group(1)),
    "chimney_ft": _num(re.search(r"branches (\d+) feet\s+from chimneys", _butte).group(1)),
    "lces": re.search(r"engages a fire: (\w+),\s+(\w+), (\w+ \w+) and (\w+ \w+)\.", _lces).groups(),
    "slowest": re.search(r"at the (slowest) member", _lces).group(1),
    "watchouts": [re.search(r"(downhill)", _lces).group(1), re.search(r"(spot fires)", _lces).group(1)],
    "isi_wind": re.search(r"ISI\) combines FFMC with (wind)", _lces + _fwi_guide).group(1),
    "dangerous_classes": re.search(r"On days of (high), (very high) or (extreme) fire danger", _lces).groups(),
}
LCES = [{"any": [w]} for w in DOC["lces"]]

# ------------------------------------------------------------------------------------------- questions
QS: list[dict] = []


def Q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    QS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "st": ST[st], "day": day,
               "facts": list(facts), "dec": dec, "h": h, "thr": thr, "fh": fh, "alt": alt})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FR_, DOCU, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- current conditions, one ask -------------------------------------------------------------------
Q("cc", "en", "Air attack 2 to the box: surface wind at SBA, give it to me in knots.", [CC], "S", "now", ["ws", kt("S", "now")])
Q("cc", "en", "drone pilot here, wind at bejaia in m/s pls, deciding on launch", [CC], "B", "now", ["ws", ms("B", "now")])
Q("cc", "en", "Helibase asking for the relative humidity at Sidi Bel Abbes as of the latest ob.", [CC], "S", "now", ["rh"])
Q("cc", "en", "Need Béjaïa's temperature today in Fahrenheit, the tanker crew runs their performance charts in °F.", [CC], "B", "today", ["t", fahr("B", "today")])
Q("cc", "en", "What was the wind doing at SBA at the noon ob yesterday? mph.", [CC], "S", "yesterday", ["ws", mph("S", "yesterday")])
Q("cc", "en", "Lead plane wants the Bejaia noon obs: temp, humidity, wind.", [CC], "B", "now", ["t", "rh", "ws"])
Q("cc", "en", "Any rain in the last reading at Sidi-Bel Abbès?", [CC], "S", "now", ["rain"])
Q("cc", "en", "Béjaïa, 14-Aug: noon temperature and RH.", [CC], "B", "2012-08-14", ["t", "rh"])
Q("cc", "en", "Sidi Bel Abbes on 3 Aug 2012 — wind speed in knots?", [CC], "S", "2012-08-03", ["ws", kt("S", "2012-08-03")])
Q("cc", "en", "UAV ops need the wind in metres per second at Sidi Bel Abbès for the 21st of September.", [CC], "S", "2012-09-21", ["ws", ms("S", "2012-09-21")])
Q("cc", "en", "how hot was it in bejaia day before yesterday", [CC], "B", "daybefore", ["t"])
Q("cc", "en", "Relative humidity, SBA, July 15th?", [CC], "S", "2012-07-15", ["rh"])
Q("cc", "en", "Dispatch here. For the log: latest temperature and humidity at Sidi Bel Abbès.", [CC], "S", "now", ["t", "rh"])
Q("cc", "en", "Sorry, I'm new on the crew — how windy is it in Bejaia today?", [CC], "B", "today", ["ws"])
Q("cc", "en", "Rain gauge at Béjaïa yesterday, anything in it?", [CC], "B", "yesterday", ["rain"])
Q("cc", "en", "SBA temperature 2012-08-28 in degrees F", [CC], "S", "2012-08-28", ["t", fahr("S", "2012-08-28")])
Q("cc", "en", "Logistics: how warm is it at Sidi Bel Abbes today? Planning water for the crews.", [CC], "S", "today", ["t"])
Q("cc", "en", "Wind and RH at Bejaia on 05/07, the noon numbers.", [CC], "B", "2012-07-05", ["ws", "rh"])
Q("cc", "fr", "Coordinateur aérien : le vent à Sidi Bel Abbès, en nœuds s'il vous plaît.", [CC], "S", "now", ["ws", kt("S", "now")])
Q("cc", "fr", "Température et humidité relative à Béjaïa ce midi ?", [CC], "B", "today", ["t", "rh"])
Q("cc", "fr", "Télépilote du drone : vitesse du vent sur Bejaia, en m/s ?", [CC], "B", "now", ["ws", ms("B", "now")])
Q("cc", "fr", "Il a plu hier à SBA ?", [CC], "S", "yesterday", ["rain"])
Q("cc", "fr", "Relevé du 3/8 à Sidi Bel Abbès, la température ?", [CC], "S", "2012-08-03", ["t"])
Q("cc", "fr", "Pour le rapport du PC : humidité à Béjaïa le 21 septembre.", [CC], "B", "2012-09-21", ["rh"])
Q("cc", "fr", "Quel vent soufflait à Sidi-Bel-Abbès avant-hier ?", [CC], "S", "daybefore", ["ws"])
Q("cc", "fr", "Le pilote de l'hélico bombardier est américain, il veut la température de Béjaïa en °F.", [CC], "B", "now", ["t", fahr("B", "now")])
Q("cc", "es", "Coordinación aérea: viento en Sidi Bel Abbès ahora mismo, en nudos.", [CC], "S", "now", ["ws", kt("S", "now")])
Q("cc", "es", "¿Qué humedad relativa marca hoy Béjaïa?", [CC], "B", "today", ["rh"])
Q("cc", "es", "Piloto de dron: necesito el viento de Bejaia en metros por segundo.", [CC], "B", "now", ["ws", ms("B", "now")])
Q("cc", "es", "temperatura en SBA ayer al mediodía", [CC], "S", "yesterday", ["t"])
Q("cc", "es", "¿Cayó algo de lluvia en Béjaïa el 14 de agosto?", [CC], "B", "2012-08-14", ["rain"])
Q("cc", "es", "Datos de Sidi Bel Abbes del 3 de agosto: temperatura y viento, por favor.", [CC], "S", "2012-08-03", ["t", "ws"])
Q("cc", "ar", "شحال راهي الريح في سيدي بلعباس ضرك؟", [CC], "S", "now", ["ws"])
Q("cc", "ar", "ما درجة الحرارة في بجاية اليوم بالفهرنهايت؟", [CC], "B", "today", ["t", fahr("B", "today")])
Q("cc", "ar", "قائد الدرون: سرعة الرياح في بجاية بالمتر في الثانية من فضلك", [CC], "B", "now", ["ws", ms("B", "now")])
Q("cc", "ar", "الرطوبة في سيدي بلعباس البارح قداش كانت؟", [CC], "S", "yesterday", ["rh"])
Q("cc", "ar", "كاش ما طاحت الشتا في بجاية أمس؟", [CC], "B", "yesterday", ["rain"])
Q("cc", "ar", "درجة الحرارة والرطوبة في سيدي بلعباس يوم 14 أوت", [CC], "S", "2012-08-14", ["t", "rh"])
Q("cc", "ar", "منسق الطائرات يطلب سرعة الرياح بالعقدة في سيدي بلعباس", [CC], "S", "now", ["ws", kt("S", "now")])
Q("cc", "ar", "واش كانت السخانة في بجاية نهار 3 أوت؟", [CC], "B", "2012-08-03", ["t"])

# --- danger, one ask -------------------------------------------------------------------------------
Q("dg", "en", "FBAN request: ISI and BUI at SBA today.", [DG], "S", "today", [code_("S", "today", "ISI"), code_("S", "today", "BUI")])
Q("dg", "en", "What's the FWI at Béjaïa right now, and what class does that make it?", [DG], "B", "now", ["fwi", "class"])
Q("dg", "en", "Fine fuel moisture code at Sidi Bel Abbes?", [DG], "S", "now", [code_("S", "now", "FFMC")])
Q("dg", "en", "danger class bejaia yesterday", [DG], "B", "yesterday", ["fwi", "class"])
Q("dg", "en", "Air attack: fire danger rating at SBA before I commit the heavies?", [DG], "S", "now", ["fwi", "class"])
Q("dg", "en", "DMC and DC for Béjaïa on 14-Aug.", [DG], "B", "2012-08-14", [code_("B", "2012-08-14", "DMC"), code_("B", "2012-08-14", "DC")])
Q("dg", "en", "What ISI did Sidi-Bel Abbes post on Sept 21?", [DG], "S", "2012-09-21", [code_("S", "2012-09-21", "ISI")])
Q("dg", "en", "FWI at SBA, Aug 3?", [DG], "S", "2012-08-03", ["fwi", "class"])
Q("dg", "en", "Buildup index at Bejaia today? Want to know if the duff will carry it.", [DG], "B", "today", [code_("B", "today", "BUI")])
Q("dg", "en", "is it high danger at sba rn", [DG], "S", "now", ["fwi", "class"])
Q("dg", "en", "Fire weather index at Béjaïa the day before yesterday?", [DG], "B", "daybefore", ["fwi", "class"])
Q("dg", "en", "Danger level SBA 15 July.", [DG], "S", "2012-07-15", ["fwi", "class"])
Q("dg", "en", "Helitack: FFMC and ISI for Bejaia, latest run.", [DG], "B", "now", [code_("B", "now", "FFMC"), code_("B", "now", "ISI")])
Q("dg", "en", "Drought code at SBA on the 28th of August?", [DG], "S", "2012-08-28", [code_("S", "2012-08-28", "DC")])
Q("dg", "fr", "L'IFM à Sidi Bel Abbès aujourd'hui ?", [DG], "S", "today", ["fwi"])
Q("dg", "fr", "Niveau de danger feux de forêt à Béjaïa, là maintenant.", [DG], "B", "now", ["fwi"])
Q("dg", "fr", "ISI et BUI d'hier à SBA, pour le briefing des Canadair.", [DG], "S", "yesterday", [code_("S", "yesterday", "ISI"), code_("S", "yesterday", "BUI")])
Q("dg", "fr", "Le FFMC de Béjaïa le 14 août, il passait la barre des 90 ?", [DG], "B", "2012-08-14", [code_("B", "2012-08-14", "FFMC")])
Q("dg", "fr", "Classe de risque à Sidi-Bel-Abbès le 21 septembre ?", [DG], "S", "2012-09-21", ["fwi"])
Q("dg", "fr", "Analyste comportement du feu : DMC et DC à Bejaia aujourd'hui svp", [DG], "B", "today", [code_("B", "today", "DMC"), code_("B", "today", "DC")])
Q("dg", "es", "¿Qué FWI tiene Sidi Bel Abbès ahora?", [DG], "S", "now", ["fwi"])
Q("dg", "es", "Índice de propagación inicial en Béjaïa hoy, el ISI.", [DG], "B", "today", [code_("B", "today", "ISI")])
Q("dg", "es", "peligro de incendio en SBA anteayer", [DG], "S", "daybefore", ["fwi"])
Q("dg", "es", "Analista: BUI y DC de Bejaia el 14 de agosto.", [DG], "B", "2012-08-14", [code_("B", "2012-08-14", "BUI"), code_("B", "2012-08-14", "DC")])
Q("dg", "es", "¿En qué clase de peligro está Béjaïa?", [DG], "B", "now", ["fwi"])
Q("dg", "es", "FFMC de Sidi Bel Abbes el 3 de agosto", [DG], "S", "2012-08-03", [code_("S", "2012-08-03", "FFMC")])
Q("dg", "ar", "شحال مؤشر FWI في سيدي بلعباس اليوم؟", [DG], "S", "today", ["fwi"])
Q("dg", "ar", "ما مستوى خطر الحرائق في بجاية الآن؟", [DG], "B", "now", ["fwi"])
Q("dg", "ar", "محلل سلوك النار: أعطني ISI و BUI في سيدي بلعباس", [DG], "S", "now", [code_("S", "now", "ISI"), code_("S", "now", "BUI")])
Q("dg", "ar", "درجة الخطر في بجاية أمس", [DG], "B", "yesterday", ["fwi"])
Q("dg", "ar", "مؤشر رطوبة الوقود الدقيق FFMC في سيدي بلعباس يوم 21 سبتمبر", [DG], "S", "2012-09-21", [code_("S", "2012-09-21", "FFMC")])
Q("dg", "ar", "واش الخطر كان عالي في بجاية نهار 14 أوت؟", [DG], "B", "2012-08-14", ["fwi"])
Q("dg", "ar", "مؤشر الجفاف DC في سيدي بلعباس اليوم كم؟", [DG], "S", "today", [code_("S", "today", "DC")])

# --- compare the stations -------------------------------------------------------------------------
Q("cmp", "en", "Which station is windier right now, SBA or Béjaïa? Knots for both.", [CMP], "BS", "now", ["ws", kt("B", "now"), kt("S", "now")])
Q("cmp", "en", "Where's the FWI worse today, Bejaia or Sidi Bel Abbes?", [CMP], "BS", "today", ["fwi"])
Q("cmp", "en", "Side by side please: RH at both stations.", [CMP], "BS", "now", ["rh"])
Q("cmp", "en", "Temperature difference between Béjaïa and SBA on 14-Aug?", [CMP], "BS", "2012-08-14", ["t", diff("temperature_c", "2012-08-14")])
Q("cmp", "en", "Air attack: which of the two is drier right now, and by how many points of RH?", [CMP], "BS", "now", ["rh", diff("rh_pct", "now")])
Q("cmp", "en", "Compare ISI at the two stations today.", [CMP], "BS", "today", [code_("B", "today", "ISI"), code_("S", "today", "ISI")])
Q("cmp", "en", "hotter yesterday sba or bejaia", [CMP], "BS", "yesterday", ["t"])
Q("cmp", "en", "Which station was windier on 21 Sept?", [CMP], "BS", "2012-09-21", ["ws"])
Q("cmp", "en", "Helibase picking a staging side — which station shows the lower danger right now?", [CMP], "BS", "now", ["fwi"])
Q("cmp", "en", "BUI, Béjaïa versus SBA, Aug 3.", [CMP], "BS", "2012-08-03", [code_("B", "2012-08-03", "BUI"), code_("S", "2012-08-03", "BUI")])
Q("cmp", "fr", "Quelle station est la plus sèche aujourd'hui, Béjaïa ou Sidi Bel Abbès ?", [CMP], "BS", "today", ["rh"])
Q("cmp", "fr", "Comparez l'IFM des deux stations.", [CMP], "BS", "now", ["fwi"])
Q("cmp", "fr", "Écart de température entre SBA et Béjaïa hier ?", [CMP], "BS", "yesterday", ["t", diff("temperature_c", "yesterday")])
Q("cmp", "fr", "Vent : Béjaïa contre Sidi-Bel-Abbès, le 14 août.", [CMP], "BS", "2012-08-14", ["ws"])
Q("cmp", "fr", "Laquelle des deux stations a le BUI le plus élevé en ce moment ?", [CMP], "BS", "now", [code_("B", "now", "BUI"), code_("S", "now", "BUI")])
Q("cmp", "es", "¿Cuál de las dos estaciones está más caliente hoy?", [CMP], "BS", "today", ["t"])
Q("cmp", "es", "Compara la humedad de Béjaïa con la de Sidi Bel Abbès.", [CMP], "BS", "now", ["rh"])
Q("cmp", "es", "¿Dónde soplaba más ayer, en SBA o en Bejaia? En nudos.", [CMP], "BS", "yesterday", ["ws", kt("B", "yesterday"), kt("S", "yesterday")])
Q("cmp", "es", "FWI de las dos estaciones lado a lado, 3 de agosto", [CMP], "BS", "2012-08-03", ["fwi"])
Q("cmp", "ar", "وين الخطر أكبر ضرك، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["fwi"])
Q("cmp", "ar", "قارن درجة الحرارة بين بجاية وسيدي بلعباس اليوم", [CMP], "BS", "today", ["t"])
Q("cmp", "ar", "أي محطة كانت فيها الريح أقوى البارح؟", [CMP], "BS", "yesterday", ["ws"])
Q("cmp", "ar", "الفرق في الرطوبة بين المحطتين الآن كم؟", [CMP], "BS", "now", ["rh", diff("rh_pct", "now")])
Q("cmp", "ar", "قارن مؤشر ISI بين بجاية وسيدي بلعباس يوم 21 سبتمبر", [CMP], "BS", "2012-09-21", [code_("B", "2012-09-21", "ISI"), code_("S", "2012-09-21", "ISI")])

# --- summaries over a window ----------------------------------------------------------------------
Q("sum", "en", "Highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
Q("sum", "en", "Max temp at Béjaïa over the past week.", [SUM], "B", "lastweek", ["maxt"])
Q("sum", "en", "How many days above 35 °C did Sidi Bel Abbes have in August?", [SUM], "S", "aug", [count_gt("S", "aug", "t", 35)])
Q("sum", "en", "Logistics needs the average RH at Bejaia in July for the monthly report.", [SUM], "B", "jul", [mean("B", "jul", "rh")])
Q("sum", "en", "How many fire days did SBA log in July?", [SUM], "S", "jul", ["fires"], fh=True)
Q("sum", "en", "Lowest humidity at SBA since Tuesday?", [SUM], "S", "since-tue", [wmin("S", "since-tue", "rh")])
Q("sum", "en", "Days with wind over 20 km/h at Béjaïa in September?", [SUM], "B", "sep", [count_gt("B", "sep", "ws", 20)])
Q("sum", "en", "FBAN: peak ISI at Sidi Bel Abbes between 1 and 10 September.", [SUM], "S", "sep1-10", [wmax("S", "sep1-10", "ISI")])
Q("sum", "en", "Hottest it got at Bejaia in June?", [SUM], "B", "jun", ["maxt"])
Q("sum", "en", "Top FWI at Sidi Bel Abbes over the last three days.", [SUM], "S", "last3d", ["maxfwi"])
Q("sum", "en", "How many days with FWI over 20 at SBA in August?", [SUM], "S", "aug", [count_gt("S", "aug", "FWI", 20)])
Q("sum", "en", "Mean wind at Béjaïa from 20 to 31 August, in knots please.", [SUM], "B", "aug-late",
  [mean("B", "aug-late", "ws", ("km/h",)), forms(sum(_vals("B", "aug-late", "ws")) / len(_vals("B", "aug-late", "ws")) / 1.852, ("kt", "kn"))])
Q("sum", "en", "rain total bejaia sept?", [SUM], "B", "sep", [wsum("B", "sep", "rain")])
Q("sum", "fr", "IFM maximum à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["maxfwi"])
Q("sum", "fr", "Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", [SUM], "B", "aug", [count_gt("B", "aug", "t", 35)])
Q("sum", "fr", "Humidité moyenne à SBA sur les sept derniers jours ?", [SUM], "S", "lastweek", [mean("S", "lastweek", "rh")])
Q("sum", "fr", "Nombre de journées avec feu à Béjaïa en septembre ?", [SUM], "B", "sep", ["fires"], fh=True)
Q("sum", "fr", "Température la plus haute relevée à Sidi-Bel-Abbès depuis mardi", [SUM], "S", "since-tue", ["maxt"])
Q("sum", "fr", "Combien de jours avec un IFM supérieur à 10 à Béjaïa en juin ?", [SUM], "B", "jun", [count_gt("B", "jun", "FWI", 10)])
Q("sum", "es", "Máxima de temperatura en Sidi Bel Abbès en junio", [SUM], "S", "jun", ["maxt"])
Q("sum", "es", "¿Cuántos días con incendio tuvo Béjaïa en agosto?", [SUM], "B", "aug", ["fires"], fh=True)
Q("sum", "es", "FWI más alto en SBA del 20 al 31 de agosto", [SUM], "S", "aug-late", ["maxfwi"])
Q("sum", "es", "Viento medio en Bejaia en la última semana", [SUM], "B", "lastweek", [mean("B", "lastweek", "ws", ("km/h",))])
Q("sum", "es", "¿Cuántos días pasó Béjaïa de los 30 grados en septiembre?", [SUM], "B", "sep", [count_gt("B", "sep", "t", 30)])
Q("sum", "ar", "أعلى قيمة FWI في سيدي بلعباس في أوت", [SUM], "S", "aug", ["maxfwi"])
Q("sum", "ar", "شحال من نهار فيه حريق في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], fh=True)
Q("sum", "ar", "أعلى درجة حرارة في بجاية خلال الأسبوع الماضي", [SUM], "B", "lastweek", ["maxt"])
Q("sum", "ar", "معدل الرطوبة في سيدي بلعباس في سبتمبر", [SUM], "S", "sep", [mean("S", "sep", "rh")])
Q("sum", "ar", "كم يوما تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", [count_gt("S", "jul", "t", 35)])
Q("sum", "ar", "أقل رطوبة سجلتها بجاية منذ الثلاثاء", [SUM], "B", "since-tue", [wmin("B", "since-tue", "rh")])

# --- analogs (the box's fire record) --------------------------------------------------------------
Q("ana", "en", "FBAN question: at SBA, of all past days with FWI above 20, how many had a fire?", [ANA], "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("ana", "en", "Historically, when Sidi Bel Abbes ran an FWI over 10, how often did it actually burn?", [ANA], "S", "all", ["fires_fwi_gt"], thr=10, fh=True)
Q("ana", "en", "Past record at Bejaia for days with FWI > 5: how many were fire days?", [ANA], "B", "all", ["fires_fwi_gt"], thr=5, fh=True)
Q("ana", "en", "Days like today at Béjaïa: did they burn?", [ANA], "B", "now", ["fwi"], fh=True)
Q("ana", "en", "Air attack wants context: have days with numbers like today's at SBA produced fires before?", [ANA], "S", "today", ["fwi"], fh=True)
Q("ana", "en", "Is today the kind of day that has burned before at Sidi Bel Abbes?", [ANA], "S", "today", ["fwi"], fh=True)
Q("ana", "en", "with ISI over 10 at SBA how many of those days went on to burn", [ANA], "S", "all", analog_code("S", "ISI", 10), fh=True)
Q("ana", "fr", "Les jours comme aujourd'hui à Sidi Bel Abbès, ça a brûlé ?", [ANA], "S", "today", ["fwi"], fh=True)
Q("ana", "fr", "Parmi les jours où l'IFM dépassait 15 à Béjaïa, combien ont eu un feu ?", [ANA], "B", "all", ["fires_fwi_gt"], thr=15, fh=True)
Q("ana", "fr", "Historique : jours à IFM supérieur à 30 à SBA, combien avec incendie ?", [ANA], "S", "all", ["fires_fwi_gt"], thr=30, fh=True)
Q("ana", "es", "De los días con FWI por encima de 20 en Sidi Bel Abbès, ¿cuántos tuvieron fuego?", [ANA], "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("ana", "es", "¿Los días parecidos a hoy en Béjaïa acabaron en incendio?", [ANA], "B", "today", ["fwi"], fh=True)
Q("ana", "es", "Con FWI mayor que 8 en Bejaia, ¿cuántas veces hubo incendio?", [ANA], "B", "all", ["fires_fwi_gt"], thr=8, fh=True)
Q("ana", "ar", "النهارات اللي كيما اليوم في سيدي بلعباس، كان فيهم حريق؟", [ANA], "S", "today", ["fwi"], fh=True)
Q("ana", "ar", "من بين الأيام التي تجاوز فيها FWI القيمة 20 في بجاية، كم يوما شهد حريقا؟", [ANA], "B", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("ana", "ar", "كي يكون FWI فوق 10 في سيدي بلعباس، شحال من مرة صرا حريق؟", [ANA], "S", "all", ["fires_fwi_gt"], thr=10, fh=True)

# --- drift with the crew's own rate and time (or the box's own estimate) --------------------------
Q("drift", "en", "Lead plane: head is running 30 chains per hour. How far does it go in the 40 min before the next drop?", [DRIFT], None, "none", ["=drift", d_chains(30, 40)], h=40)
Q("drift", "en", "Spread rate 25 m a minute, tanker turnaround 20 minutes: how far does the head move between drops?", [DRIFT], None, "none", ["=drift", d_mpm(25, 20)], h=20)
Q("drift", "en", "FBAN puts the head at about 0.5 mph. Distance covered in 45 min?", [DRIFT], None, "none", ["=drift", d_mph(0.5, 45)], h=45)
Q("drift", "en", "ROS 1.2 km/h and 35 minutes until the heli is back on scene — how much ground does it gain?", [DRIFT], None, "none", ["=drift", d_kmh(1.2, 35)], h=35)
Q("drift", "en", "fire moving 12 ft per minute how far in 30 min", [DRIFT], None, "none", ["=drift", d_ftpm(12, 30)], h=30)
Q("drift", "en", "Drone has the front advancing at 0.4 m/s. How many metres does it cover in 25 minutes?", [DRIFT], None, "none", ["=drift", d_ms(0.4, 25)], h=25)
Q("drift", "en", "How far will the head have moved by the time your answer reaches us?", [DRIFT], None, "none", ["=drift"])
Q("drift", "en", "ROS 60 m/min, 15 minutes. Distance?", [DRIFT], None, "none", ["=drift", d_mpm(60, 15)], h=15)
Q("drift", "en", "Air attack: head rate 8 chains an hour, two hours of daylight left. How much ground does it take before dark?", [DRIFT], None, "none", ["=drift", d_chains(8, 120)], h=120)
Q("drift", "en", "With 40 m/min of spread and a 90-minute wait on the Canadairs, how far does the front travel?", [DRIFT], None, "none", ["=drift", d_mpm(40, 90)], h=90)
Q("drift", "en", "How much does the fire drift while you're working this answer out?", [DRIFT], None, "none", ["=drift"])
Q("drift", "en", "head at 3 km/h, bomber ETA 10 min, distance?", [DRIFT], None, "none", ["=drift", d_kmh(3, 10)], h=10)
Q("drift", "fr", "La tête avance à 20 m/min et le Canadair revient dans 25 minutes : elle progresse de combien ?", [DRIFT], None, "none", ["=drift", d_mpm(20, 25)], h=25)
Q("drift", "fr", "Vitesse de propagation 1,5 km/h, 40 min avant le prochain largage. Distance parcourue ?", [DRIFT], None, "none", ["=drift", d_kmh(1.5, 40)], h=40)
Q("drift", "fr", "D'après le drone le front fait 0,3 m/s. Sur 20 minutes ça donne combien ?", [DRIFT], None, "none", ["=drift", d_ms(0.3, 20)], h=20)
Q("drift", "fr", "De combien le feu avance-t-il pendant le temps de réponse du boîtier ?", [DRIFT], None, "none", ["=drift"])
Q("drift", "fr", "Propagation de 45 m par minute pendant une heure et quart, ça fait quoi en km ?", [DRIFT], None, "none", ["=drift", d_mpm(45, 75)], h=75)
Q("drift", "es", "Propagación de 35 m/min y el hidroavión tarda 30 minutos. ¿Cuánto avanza la cabeza?", [DRIFT], None, "none", ["=drift", d_mpm(35, 30)], h=30)
Q("drift", "es", "Frente a 2 km/h, ¿qué distancia recorre en 45 minutos?", [DRIFT], None, "none", ["=drift", d_kmh(2, 45)], h=45)
Q("drift", "es", "El analista dice 10 cadenas por hora. ¿Cuánto terreno gana en dos horas?", [DRIFT], None, "none", ["=drift", d_chains(10, 120)], h=120)
Q("drift", "es", "¿Cuánto se desplaza el fuego mientras calculas la respuesta?", [DRIFT], None, "none", ["=drift"])
Q("drift", "ar", "النار تمشي 30 متر في الدقيقة والكانادير يرجع بعد 20 دقيقة، شحال تقطع؟", [DRIFT], None, "none", ["=drift", d_mpm(30, 20)], h=20)
Q("drift", "ar", "سرعة انتشار رأس الحريق 1.8 كم/سا، ما المسافة التي يقطعها خلال 50 دقيقة؟", [DRIFT], None, "none", ["=drift", d_kmh(1.8, 50)], h=50)
Q("drift", "ar", "الدرون يبين الجبهة تتقدم 0.5 متر في الثانية، قداه تقطع في ربع ساعة؟", [DRIFT], None, "none", ["=drift", d_ms(0.5, 15)], h=15)
Q("drift", "ar", "قداش تتحرك النار في الوقت اللي تحسب فيه الجواب؟", [DRIFT], None, "none", ["=drift"])
Q("drift", "ar", "معدل الانتشار 15 مترا في الدقيقة لمدة ساعة ونصف، كم كيلومترا؟", [DRIFT], None, "none", ["=drift", d_mpm(15, 90)], h=90)

# --- spread / projection (no wind direction: distance and "direction unknown") --------------------
Q("spread", "en", "Where will the head of the fire north-east of SBA be in 30 minutes?", [SPREAD], "S", "now", ["=spread"], h=30)
Q("spread", "en", "Air attack: project the front 45 min out, I'm laying a retardant line ahead of it.", [SPREAD], None, "now", ["=spread"], h=45)
Q("spread", "en", "FBAN: one-hour projection of the fire the drone found near Sidi Bel Abbes, please.", [SPREAD], "S", "now", ["=spread"], h=60)
Q("spread", "en", "where's the fire gonna be when the heli gets there, 20 min", [SPREAD], None, "now", ["=spread"], h=20)
Q("spread", "en", "Projected perimeter two hours from now?", [SPREAD], None, "now", ["=spread"], h=120)
Q("spread", "en", "The dozer arrives in 40 minutes. Where does the front sit by then?", [SPREAD], None, "now", ["=spread"], h=40)
Q("spread", "en", "Which way and how far will it run in the next half hour?", [SPREAD], None, "now", ["=spread"], h=30)
Q("spread", "fr", "Où sera le front du feu au nord-est de Sidi Bel Abbès dans 30 minutes ?", [SPREAD], "S", "now", ["=spread"], h=30)
Q("spread", "fr", "Projection de la tête à une heure, pour placer les HBE.", [SPREAD], None, "now", ["=spread"], h=60)
Q("spread", "fr", "Dans trois quarts d'heure, le feu sera où ?", [SPREAD], None, "now", ["=spread"], h=45)
Q("spread", "es", "¿Dónde estará el frente dentro de 40 minutos?", [SPREAD], None, "now", ["=spread"], h=40)
Q("spread", "es", "Proyección del incendio de cerca de Sidi Bel Abbès a una hora vista.", [SPREAD], "S", "now", ["=spread"], h=60)
Q("spread", "es", "Coordinador aéreo: ¿hacia dónde y hasta dónde llega el fuego en la próxima media hora?", [SPREAD], None, "now", ["=spread"], h=30)
Q("spread", "ar", "وين توصل النار بعد نص ساعة؟", [SPREAD], None, "now", ["=spread"], h=30)
Q("spread", "ar", "توقع موقع جبهة الحريق قرب سيدي بلعباس بعد ساعة", [SPREAD], "S", "now", ["=spread"], h=60)
Q("spread", "ar", "كي توصل الهليكوبتر بعد 25 دقيقة، وين يكون راس النار؟", [SPREAD], None, "now", ["=spread"], h=25)

# --- the drone's frames --------------------------------------------------------------------------
Q("frames", "en", "What did the drone see on the 12:25 pass?", [FR_], None, "now", ["=detection"])
Q("frames", "en", "UAV 1: any smoke or flame in today's frames?", [FR_], None, "today", ["=frames"])
Q("frames", "en", "Where exactly was the drone detection? Tanker needs a position.", [FR_], None, "now", ["=detection_place"])
Q("frames", "en", "What time did the drone first pick up the fire?", [FR_], None, "now", ["=detection"])
Q("frames", "en", "Latest drone frame — anything in it?", [FR_], None, "now", ["=frames"])
Q("frames", "en", "Air attack asking: the drone hit, was that north-east of SBA?", [FR_], "S", "now", ["=detection_place"])
Q("frames", "en", "How many frames came down from the sortie, and which ones had fire?", [FR_], None, "now", ["=frames"])
Q("frames", "en", "Drone saw smoke where, and at what time?", [FR_], None, "now", ["=detection_place", "=detection"])
Q("frames", "en", "sortie results pls", [FR_], None, "now", ["=frames"])
Q("frames", "en", "Was the drone detection open flame or just smoke?", [FR_], None, "now", ["=detection"])
Q("frames", "fr", "Qu'est-ce que le drone a vu pendant sa sortie ?", [FR_], None, "now", ["=frames"])
Q("frames", "fr", "Position de la détection drone, pour guider le Canadair.", [FR_], None, "now", ["=detection_place"])
Q("frames", "fr", "À quelle heure le drone a repéré le feu ?", [FR_], None, "now", ["=detection"])
Q("frames", "fr", "Dernière image du drone : fumée ou pas ?", [FR_], None, "now", ["=frames"])
Q("frames", "es", "¿Qué detectó el dron en el vuelo de hoy?", [FR_], None, "today", ["=frames"])
Q("frames", "es", "¿Dónde vio humo el dron?", [FR_], None, "now", ["=detection_place"])
Q("frames", "es", "Hora de la detección del dron", [FR_], None, "now", ["=detection"])
Q("frames", "es", "Último fotograma del dron, ¿hay fuego?", [FR_], None, "now", ["=frames"])
Q("frames", "ar", "واش شاف الدرون اليوم؟", [FR_], None, "today", ["=frames"])
Q("frames", "ar", "وين بالضبط شاف الدرون الدخان؟", [FR_], None, "now", ["=detection_place"])
Q("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", [FR_], None, "now", ["=detection"])
Q("frames", "ar", "آخر تصويرة من الدرون فيها نار ولا لا؟", [FR_], None, "now", ["=frames"])

# --- the shipped documents -------------------------------------------------------------------------
Q("docs", "en", "LCES: remind me what the four are.", [DOCU], None, "none", LCES)
Q("docs", "en", "Per the FWI guide, above what FFMC do fine fuels light easily?", [DOCU], None, "none", [DOC["ffmc_easy"]])
Q("docs", "en", "At what FWI does this box start calling the class high?", [DOCU], None, "none", [DOC["high_from"]])
Q("docs", "en", "Butte County defensible space: how many feet around the structure?", [DOCU], None, "none", ["=doc_defensible"])
Q("docs", "en", "Zone 1 of defensible space covers what distance from the house?", [DOCU], None, "none", list(DOC["zone1"]))
Q("docs", "en", "Watch-out situations: when does the crew pull back and re-assess?", [DOCU], None, "none", [{"any": DOC["watchouts"]}])
Q("docs", "en", "What does ISI actually rate, according to the guide on the box?", [DOCU], None, "none", [{"any": [DOC["isi_wind"]]}])
Q("docs", "en", "How are we supposed to time an escape route?", [DOCU], None, "none", [{"any": [DOC["slowest"]]}])
Q("docs", "fr", "D'après le guide, à partir de quel IFM on passe en danger très élevé ?", [DOCU], None, "none", [DOC["very_high_from"]])
Q("docs", "fr", "Hauteur maximale de l'herbe en zone 2, selon le document de Butte County ?", [DOCU], None, "none", [DOC["zone2_grass_in"]])
Q("docs", "fr", "Au-dessus de quel FFMC le combustible fin s'enflamme facilement, selon le guide ?", [DOCU], None, "none", [DOC["ffmc_easy"]])
Q("docs", "fr", "Zone 0 : sur combien de pieds autour de la maison ?", [DOCU], None, "none", [DOC["zone0_ft"]])
Q("docs", "es", "Según la guía, ¿a partir de qué FWI el peligro es extremo?", [DOCU], None, "none", [DOC["extreme_from"]])
Q("docs", "es", "Espacio defendible en Butte County: ¿cuántos pies?", [DOCU], None, "none", [DOC["defensible_ft"]])
Q("docs", "es", "¿Por debajo de qué FWI la clase es muy baja?", [DOCU], None, "none", [DOC["very_low_below"]])
Q("docs", "ar", "حسب الدليل، ابتداء من أي قيمة FWI يصبح الخطر مرتفعا؟", [DOCU], None, "none", [DOC["high_from"]])
Q("docs", "ar", "كم قدما من المساحة الدفاعية تفرضها مقاطعة بيوت؟", [DOCU], None, "none", [DOC["defensible_ft"]])
Q("docs", "ar", "الدليل يقول FFMC فوق قداش يولي الحشيش الرقيق يشعل بالخف؟", [DOCU], None, "none", [DOC["ffmc_easy"]])

# --- capabilities ----------------------------------------------------------------------------------
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس"]}]
Q("cap", "en", "What can this box actually give an air attack group?", [CAP])
Q("cap", "en", "Which weather stations are you reading?", [CAP], facts=STATION_NAMES)
Q("cap", "en", "Do you have drone imagery on board?", [CAP])
Q("cap", "en", "new guy here, what kind of stuff can i ask you", [CAP])
Q("cap", "en", "What data do you hold, and how far back do the station readings go?", [CAP])
Q("cap", "fr", "Quelles données as-tu à bord ?", [CAP])
Q("cap", "fr", "Tu lis quelles stations météo, exactement ?", [CAP], facts=STATION_NAMES)
Q("cap", "es", "¿Qué puede hacer este equipo por la coordinación aérea?", [CAP])
Q("cap", "ar", "واش تقدر تدير هاد الماشينة؟", [CAP])
Q("cap", "ar", "ما هي المحطات التي تقرأ بياناتها؟", [CAP], facts=STATION_NAMES)

# --- photo (never attached) -------------------------------------------------------------------------
Q("photo", "en", "Sending you the IR shot from the drone now, what do you make of it?", [PHOTO])
Q("photo", "en", "pic attached from the tanker cockpit is that our fire", [PHOTO])
Q("photo", "en", "Look at my photo of the smoke column: how tall is it?", [PHOTO])
Q("photo", "fr", "Je vous envoie une photo prise depuis l'hélico, vous voyez la fumée ?", [PHOTO])
Q("photo", "fr", "Photo jointe du versant : quel type de combustible ?", [PHOTO])
Q("photo", "es", "Te mando la foto del dron, ¿qué ves?", [PHOTO])
Q("photo", "ar", "بعثتلك تصويرة من الهليكوبتر، واش تشوف فيها؟", [PHOTO])
Q("photo", "ar", "أرفقت صورة للدخان، هل هو حريق جديد؟", [PHOTO])

# --- out of scope, alone -----------------------------------------------------------------------------
Q("oos", "en", "Forecast wind for SBA tomorrow afternoon? Planning the bomber schedule.", [OOS], "S", "none")
Q("oos", "en", "Wind direction at Béjaïa for the approach?", [OOS], "B", "now")
Q("oos", "en", "Temp and RH in Oran right now", [OOS], None, "now")
Q("oos", "en", "Cloud ceiling over Sidi Bel Abbes for the helicopters?", [OOS], "S", "now")
Q("oos", "en", "What will the FWI be at Bejaia next week?", [OOS], "B", "none")
Q("oos", "en", "Tlemcen FWI today?", [OOS], None, "today")
Q("oos", "en", "Visibility under the smoke over the fire area, for the tanker run?", [OOS], None, "now")
Q("oos", "en", "who won the match last night", [OOS])
Q("oos", "en", "Any lightning expected around Béjaïa this evening?", [OOS], "B", "none")
Q("oos", "en", "Got a fuel moisture map for the hills around SBA?", [OOS], "S", "none")
Q("oos", "fr", "Prévision de vent pour demain à Béjaïa ?", [OOS], "B", "none")
Q("oos", "fr", "D'où vient le vent à Sidi Bel Abbès ?", [OOS], "S", "now")
Q("oos", "fr", "La météo à Tizi Ouzou cet après-midi ?", [OOS], None, "none")
Q("oos", "fr", "Quel temps fera-t-il samedi à SBA ?", [OOS], "S", "none")
Q("oos", "es", "¿Qué viento se espera mañana en Sidi Bel Abbès?", [OOS], "S", "none")
Q("oos", "es", "¿De dónde sopla el viento en Béjaïa?", [OOS], "B", "now")
Q("oos", "es", "Temperatura en Orán ahora", [OOS], None, "now")
Q("oos", "es", "¿Habrá tormentas esta tarde en Bejaia?", [OOS], "B", "none")
Q("oos", "ar", "واش راح تكون الريح غدوة في بجاية؟", [OOS], "B", "none")
Q("oos", "ar", "من أي جهة تهب الرياح في سيدي بلعباس؟", [OOS], "S", "now")
Q("oos", "ar", "شحال السخانة في تلمسان اليوم؟", [OOS], None, "today")
Q("oos", "ar", "توقعات الطقس في الجزائر العاصمة لهذا الأسبوع", [OOS])

# --- orders, alone --------------------------------------------------------------------------------
Q("ref", "en", "Dispatch the second Canadair to SBA now.", [REF], "S", "none", ["neg"])
Q("ref", "en", "Alert all units at Béjaïa: extreme danger, pull back.", [REF], "B", "none", ["neg"])
Q("ref", "en", "Delete this morning's drone frames.", [REF], None, "none", ["neg"])
Q("ref", "en", "Notify helibase we're pulling the crew off the ridge.", [REF], None, "none", ["neg"])
Q("ref", "en", "Launch the drone over the north sector.", [REF], None, "none", ["neg"])
Q("ref", "fr", "Envoyez le bombardier d'eau sur Sidi Bel Abbès.", [REF], "S", "none")
Q("ref", "fr", "Prévenez le CODIS que le feu a sauté la route.", [REF], None, "none")
Q("ref", "fr", "Efface tout l'historique de la session.", [REF], None, "none")
Q("ref", "es", "Manda el helicóptero a Béjaïa ya.", [REF], "B", "none")
Q("ref", "es", "Avisa a todas las brigadas de que se retiren.", [REF], None, "none")
Q("ref", "ar", "ابعث الكانادير لسيدي بلعباس درك", [REF], "S", "none")
Q("ref", "ar", "خبر الحماية المدنية في بجاية باللي النار قربت", [REF], "B", "none")

# --- tactical, alone (served only as the facts bearing on it) -----------------------------------
Q("tac", "en", "Can we fly the drone at Béjaïa in this wind?", [TAC], "B", "now", ["ws"])
Q("tac", "en", "Should air attack stage the heavies out of SBA or hold them?", [TAC], "S", "now", ["fwi"])
Q("tac", "en", "With numbers like these at Sidi Bel Abbes, do we go direct or indirect?", [TAC], "S", "now", ["fwi", "rh"])
Q("tac", "en", "Worth keeping the helitack crew on standby at Bejaia today?", [TAC], "B", "today", ["fwi"])
Q("tac", "en", "What should the engine crew do first when we get on scene?", [TAC])
Q("tac", "fr", "On engage les HBE sur Sidi Bel Abbès avec ce vent ?", [TAC], "S", "now", ["ws"])
Q("tac", "fr", "Faut-il poster des guetteurs à Béjaïa aujourd'hui ?", [TAC], "B", "today", ["fwi"])
Q("tac", "fr", "Attaque directe ou indirecte, chef ?", [TAC])
Q("tac", "es", "¿Conviene volar el dron en Sidi Bel Abbès con este viento?", [TAC], "S", "now", ["ws"])
Q("tac", "es", "¿Mantenemos la brigada helitransportada en Béjaïa hoy?", [TAC], "B", "today", ["fwi"])
Q("tac", "ar", "نطلعو الدرون في بجاية مع هاد الريح ولا لا؟", [TAC], "B", "now", ["ws"])
Q("tac", "ar", "نبعثو الفرقة للجبل ولا نستناو؟", [TAC])

# --- a reading at an hour other than noon (warn) --------------------------------------------------
Q("hour", "en", "RH at SBA at 0600 this morning?", [CC], "S", "today", ["rh"], dec="warn")
Q("hour", "en", "What was the temp at Béjaïa at 3 pm yesterday?", [CC], "B", "yesterday", ["t"], dec="warn")
Q("hour", "en", "Wind at Sidi Bel Abbes at 1800 local on Aug 14?", [CC], "S", "2012-08-14", ["ws"], dec="warn")
Q("hour", "en", "FWI at Bejaia as of 0900 today", [DG], "B", "today", ["fwi"], dec="warn")
Q("hour", "fr", "Humidité à Béjaïa à 6 h ce matin ?", [CC], "B", "today", ["rh"], dec="warn")
Q("hour", "fr", "Température à SBA hier à 16 h", [CC], "S", "yesterday", ["t"], dec="warn")
Q("hour", "es", "¿Qué viento había en Béjaïa a las 7 de la mañana?", [CC], "B", "today", ["ws"], dec="warn")
Q("hour", "es", "Temperatura en Sidi Bel Abbès a las 17:00 de ayer", [CC], "S", "yesterday", ["t"], dec="warn")
Q("hour", "ar", "شحال كانت الرطوبة في سيدي بلعباس على الستة تاع الصباح؟", [CC], "S", "today", ["rh"], dec="warn")
Q("hour", "ar", "درجة الحرارة في بجاية على الساعة الثالثة بعد الظهر أمس", [CC], "B", "yesterday", ["t"], dec="warn")

# --- a place near a station, not at it (warn) -------------------------------------------------------
Q("near", "en", "FWI on the ridge above SBA where the drone saw smoke?", [DG], "S", "now", ["fwi"], dec="warn")
Q("near", "en", "Wind at the helispot 10 km out of Béjaïa?", [CC], "B", "now", ["ws"], dec="warn")
Q("near", "en", "RH down in the valley just north-east of Sidi Bel Abbes?", [CC], "S", "now", ["rh"], dec="warn")
Q("near", "en", "Danger class for the forest 15 km south of Bejaia?", [DG], "B", "now", ["fwi", "class"], dec="warn")
Q("near", "en", "temp at the airstrip outside SBA today", [CC], "S", "today", ["t"], dec="warn")
Q("near", "fr", "Le vent sur la crête au-dessus de Béjaïa ?", [CC], "B", "now", ["ws"], dec="warn")
Q("near", "fr", "Danger dans la forêt à 10 km de Sidi Bel Abbès ?", [DG], "S", "now", ["fwi"], dec="warn")
Q("near", "fr", "Humidité au barrage près de SBA aujourd'hui", [CC], "S", "today", ["rh"], dec="warn")
Q("near", "es", "Viento en la loma a 5 km de Sidi Bel Abbès", [CC], "S", "now", ["ws"], dec="warn")
Q("near", "es", "Peligro en el monte al sur de Béjaïa", [DG], "B", "now", ["fwi"], dec="warn")
Q("near", "ar", "الخطر في الغابة اللي فوق بجاية؟", [DG], "B", "now", ["fwi"], dec="warn")
Q("near", "ar", "الريح في الجبل على بعد 10 كيلومتر من سيدي بلعباس", [CC], "S", "now", ["ws"], dec="warn")

# --- days with no reading (abstain) -----------------------------------------------------------------
Q("nodata", "en", "Temp at SBA on 15 May 2012?", [CC], "S", "2012-05-15", ["t"])
Q("nodata", "en", "FWI at Béjaïa, 2011-08-14", [DG], "B", "2011-08-14", ["fwi"])
Q("nodata", "en", "Wind at Bejaia on 20/04/2012?", [CC], "B", "2012-04-20", ["ws"])
Q("nodata", "en", "SBA noon reading for 14 July 2012, the RH?", [CC], "S", "2012-07-14", ["rh"])
Q("nodata", "fr", "Température à Béjaïa le 10 mai 2012 ?", [CC], "B", "2012-05-10", ["t"])
Q("nodata", "fr", "IFM à Sidi Bel Abbès le 25 mai 2012 ?", [DG], "S", "2012-05-25", ["fwi"])
Q("nodata", "es", "Humedad en Béjaïa el 30 de mayo de 2012", [CC], "B", "2012-05-30", ["rh"])
Q("nodata", "es", "FWI de Sidi Bel Abbès el 1 de abril de 2012", [DG], "S", "2012-04-01", ["fwi"])
Q("nodata", "ar", "درجة الحرارة في بجاية يوم 20 ماي 2012", [CC], "B", "2012-05-20", ["t"])
Q("nodata", "ar", "الريح في سيدي بلعباس يوم 5 أكتوبر 2011", [CC], "S", "2011-10-05", ["ws"])

# ================================================================ several asks in one question
# conditions + danger
Q("m-ccdg", "en", "Air attack: SBA wind in knots and the FWI, go.", [CC, DG], "S", "now", ["ws", kt("S", "now"), "fwi"])
Q("m-ccdg", "en", "Béjaïa noon: temperature in °F, RH, and ISI.", [CC, DG], "B", "now", ["t", fahr("B", "now"), "rh", code_("B", "now", "ISI")])
Q("m-ccdg", "en", "bejaia yesterday wind + danger class", [CC, DG], "B", "yesterday", ["ws", "fwi", "class"])
Q("m-ccdg", "en", "For the heli brief: SBA on 21 Sept, humidity and BUI.", [CC, DG], "S", "2012-09-21", ["rh", code_("S", "2012-09-21", "BUI")])
Q("m-ccdg", "en", "Give me RH at Bejaia and the FFMC. Are the fines cured or not?", [CC, DG], "B", "now", ["rh", code_("B", "now", "FFMC")])
Q("m-ccdg", "en", "Temp, wind in mph and danger at Sidi Bel Abbes today.", [CC, DG], "S", "today", ["t", "ws", mph("S", "today"), "fwi", "class"])
Q("m-ccdg", "en", "Water-bomber coordinator: Bejaia on the 28th of August, what were the wind and the FWI?", [CC, DG], "B", "2012-08-28", ["ws", "fwi"])
Q("m-ccdg", "fr", "Vent en nœuds et IFM à Sidi Bel Abbès.", [CC, DG], "S", "now", ["ws", kt("S", "now"), "fwi"])
Q("m-ccdg", "fr", "Béjaïa le 14 août : humidité et classe de danger.", [CC, DG], "B", "2012-08-14", ["rh", "fwi"])
Q("m-ccdg", "fr", "Température et ISI à SBA, maintenant.", [CC, DG], "S", "now", ["t", code_("S", "now", "ISI")])
Q("m-ccdg", "fr", "Avant le décollage du drone : vent en m/s à Béjaïa et niveau de danger ?", [CC, DG], "B", "now", ["ws", ms("B", "now"), "fwi"])
Q("m-ccdg", "es", "Viento en m/s y FWI en Béjaïa.", [CC, DG], "B", "now", ["ws", ms("B", "now"), "fwi"])
Q("m-ccdg", "es", "Humedad y BUI de Sidi Bel Abbès de ayer.", [CC, DG], "S", "yesterday", ["rh", code_("S", "yesterday", "BUI")])
Q("m-ccdg", "es", "Para el piloto del anfibio: temperatura en Béjaïa el 5 de julio y el FFMC de ese día.", [CC, DG], "B", "2012-07-05", ["t", code_("B", "2012-07-05", "FFMC")])
Q("m-ccdg", "ar", "الريح بالعقدة ومؤشر الخطر في سيدي بلعباس", [CC, DG], "S", "now", ["ws", kt("S", "now"), "fwi"])
Q("m-ccdg", "ar", "الحرارة والرطوبة ومؤشر ISI في بجاية اليوم", [CC, DG], "B", "today", ["t", "rh", code_("B", "today", "ISI")])
Q("m-ccdg", "ar", "سرعة الرياح ودرجة الخطر في بجاية يوم 21 سبتمبر", [CC, DG], "B", "2012-09-21", ["ws", "fwi"])
Q("m-ccdg", "ar", "قبل ما نطيرو: الرطوبة في سيدي بلعباس وقداش FFMC؟", [CC, DG], "S", "now", ["rh", code_("S", "now", "FFMC")])

# conditions / danger beside a part the box does not hold
Q("m-ccoos", "en", "Wind at SBA, speed in knots and direction, for the drop run.", [CC, OOS], "S", "now", ["ws", kt("S", "now")])
Q("m-ccoos", "en", "Temp at Béjaïa now, and what will it climb to this afternoon?", [CC, OOS], "B", "now", ["t"])
Q("m-ccoos", "en", "RH at Sidi Bel Abbes and at Oran airport?", [CC, OOS], "S", "now", ["rh"])
Q("m-ccoos", "en", "bejaia wind speed + bearing pls", [CC, OOS], "B", "now", ["ws"])
Q("m-ccoos", "en", "Humidity at SBA today, and what's expected tomorrow?", [CC, OOS], "S", "today", ["rh"])
Q("m-ccoos", "fr", "Vitesse et direction du vent à Béjaïa ?", [CC, OOS], "B", "now", ["ws"])
Q("m-ccoos", "fr", "Température à Sidi Bel Abbès et à Mascara ?", [CC, OOS], "S", "now", ["t"])
Q("m-ccoos", "fr", "Humidité à SBA maintenant, et la prévision pour demain ?", [CC, OOS], "S", "now", ["rh"])
Q("m-ccoos", "es", "Velocidad y dirección del viento en Sidi Bel Abbès", [CC, OOS], "S", "now", ["ws"])
Q("m-ccoos", "es", "Temperatura en Béjaïa y en Argel", [CC, OOS], "B", "now", ["t"])
Q("m-ccoos", "ar", "سرعة واتجاه الريح في بجاية", [CC, OOS], "B", "now", ["ws"])
Q("m-ccoos", "ar", "الرطوبة في سيدي بلعباس اليوم وغدوة", [CC, OOS], "S", "today", ["rh"])
Q("m-ccoos", "ar", "الحرارة في بجاية وفي جيجل", [CC, OOS], "B", "now", ["t"])
Q("m-dgoos", "en", "FWI at SBA today and the outlook for tomorrow?", [DG, OOS], "S", "today", ["fwi", "class"])
Q("m-dgoos", "en", "ISI at Béjaïa and at Tizi Ouzou.", [DG, OOS], "B", "now", [code_("B", "now", "ISI")])
Q("m-dgoos", "fr", "IFM aujourd'hui à Béjaïa, et demain ?", [DG, OOS], "B", "today", ["fwi"])
Q("m-dgoos", "es", "Peligro en SBA hoy y el pronóstico para el fin de semana", [DG, OOS], "S", "today", ["fwi"])
Q("m-dgoos", "ar", "مؤشر FWI في سيدي بلعباس وفي معسكر", [DG, OOS], "S", "now", ["fwi"])

# an order hidden beside a question
Q("m-ref", "en", "Pull the FWI for Bejaia and page it to helibase.", [DG, REF], "B", "now", ["fwi", "class"])
Q("m-ref", "en", "SBA wind in knots, then dispatch tanker 2.", [CC, REF], "S", "now", ["ws", kt("S", "now")])
Q("m-ref", "en", "What's the danger class at SBA? And push an alert to all crews if it's high.", [DG, REF], "S", "now", ["fwi", "class"])
Q("m-ref", "en", "What did the drone pick up? Forward it to dispatch.", [FR_, REF], None, "now", ["=frames"])
Q("m-ref", "fr", "Donne-moi l'humidité à Béjaïa et préviens le PC.", [CC, REF], "B", "now", ["rh"])
Q("m-ref", "fr", "IFM à SBA, puis déclenche l'alerte.", [DG, REF], "S", "now", ["fwi"])
Q("m-ref", "es", "Dime el FWI de Béjaïa y avisa a la base de helicópteros.", [DG, REF], "B", "now", ["fwi"])
Q("m-ref", "es", "¿Qué vio el dron? Reenvíalo al puesto de mando.", [FR_, REF], None, "now", ["=frames"])
Q("m-ref", "ar", "عطيني درجة الخطر في بجاية وبلغ الحماية المدنية", [DG, REF], "B", "now", ["fwi"])
Q("m-ref", "ar", "الريح في سيدي بلعباس، وابعث الهليكوبتر", [CC, REF], "S", "now", ["ws"])

# the drone's frames with a projection, a drift, a danger, a photo
Q("m-frsp", "en", "Where did the drone see the fire, and where will it be in 30 min?", [FR_, SPREAD], None, "now", ["=detection_place", "=spread"], h=30)
Q("m-frsp", "en", "Drone hit time, and a one-hour projection off it.", [FR_, SPREAD], None, "now", ["=detection", "=spread"], h=60)
Q("m-frsp", "fr", "Où le drone a-t-il vu le feu, et où sera-t-il dans 45 minutes ?", [FR_, SPREAD], None, "now", ["=detection_place", "=spread"], h=45)
Q("m-frsp", "es", "¿Dónde detectó el dron el fuego y hasta dónde habrá llegado en media hora?", [FR_, SPREAD], None, "now", ["=detection_place", "=spread"], h=30)
Q("m-frsp", "ar", "وين شاف الدرون النار، ووين تكون بعد ساعة؟", [FR_, SPREAD], None, "now", ["=detection_place", "=spread"], h=60)
Q("m-frdr", "en", "When did the drone pick it up? And at 20 m/min, how far has it run in the 40 min since?", [FR_, DRIFT], None, "now", ["=detection", d_mpm(20, 40)], h=40)
Q("m-frdr", "fr", "Heure de la détection drone, et à 25 m/min, combien de terrain perdu en une demi-heure ?", [FR_, DRIFT], None, "now", ["=detection", d_mpm(25, 30)], h=30)
Q("m-frdr", "ar", "الدرون شاف النار على واش من ساعة؟ وبسرعة 20 متر في الدقيقة قداش تمشي في 30 دقيقة؟", [FR_, DRIFT], None, "now", ["=detection", d_mpm(20, 30)], h=30)
Q("m-frdg", "en", "Drone saw smoke NE of SBA. What's the FWI at the SBA station right now?", [FR_, DG], "S", "now", ["=detection_place", "fwi", "class"])
Q("m-frdg", "fr", "Le drone a repéré quoi, et quel est l'IFM à Sidi Bel Abbès ?", [FR_, DG], "S", "now", ["=frames", "fwi"])
Q("m-frdg", "es", "¿Qué vio el dron y qué peligro marca SBA?", [FR_, DG], "S", "now", ["=frames", "fwi"])
Q("m-frdg", "ar", "واش شاف الدرون؟ وقداش الخطر في سيدي بلعباس؟", [FR_, DG], "S", "now", ["=frames", "fwi"])
Q("m-photo", "en", "Attaching a photo from the lead plane: does it match what the drone saw at 12:25?", [PHOTO, FR_], None, "now", ["=detection"])
Q("m-photo", "en", "Sent you a pic of the windsock at the helispot; what's the wind at SBA?", [PHOTO, CC], "S", "now", ["ws"])
Q("m-photo", "fr", "Je joins une photo du pilote : c'est le même feu que celui du drone ?", [PHOTO, FR_], None, "now", ["=frames"])
Q("m-photo", "ar", "راني باعث تصويرة، هي نفس النار اللي شافها الدرون؟", [PHOTO, FR_], None, "now", ["=frames"])
Q("m-photo", "en", "Photo attached from tanker 3. What did your drone see, and where will the fire be in 20 minutes?", [PHOTO, FR_, SPREAD], None, "now", ["=frames", "=spread"], h=20)

# comparisons with a separate ask, three asks
Q("m-cmp", "en", "FWI at SBA, and which station is hotter?", [DG, CMP], "BS", "now", ["fwi", "t"])
Q("m-cmp", "en", "Give me Béjaïa's RH, then tell me which station is windier.", [CC, CMP], "BS", "now", ["rh", "ws"])
Q("m-cmp", "en", "SBA wind in knots, Béjaïa FWI, and which one is worse overall?", [CC, DG, CMP], "BS", "now", ["ws", kt("S", "now"), "fwi"])
Q("m-cmp", "en", "Three things: temp at SBA in °F, ISI at Béjaïa, and which station is drier.", [CC, DG, CMP], "BS", "now", ["t", fahr("S", "now"), code_("B", "now", "ISI"), "rh"])
Q("m-cmp", "fr", "IFM à Sidi Bel Abbès, et laquelle des deux stations est la plus sèche ?", [DG, CMP], "BS", "now", ["fwi", "rh"])
Q("m-cmp", "fr", "Vent à SBA, IFM à Béjaïa, et quelle station est la plus exposée ?", [CC, DG, CMP], "BS", "now", ["ws", "fwi"])
Q("m-cmp", "es", "Temperatura en Béjaïa, humedad en Sidi Bel Abbès, y cuál de las dos está más seca.", [CC, CMP], "BS", "now", ["t", "rh"])
Q("m-cmp", "ar", "الحرارة في بجاية، وأي محطة فيها خطر أكبر؟", [CC, CMP], "BS", "now", ["t", "fwi"])
Q("m-cmp", "ar", "الحرارة في بجاية، الريح في سيدي بلعباس، وأي وحدة فيهم أخطر؟", [CC, DG, CMP], "BS", "now", ["t", "ws", "fwi"])

# comparisons over a window
Q("m-cmpsum", "en", "Which station had more fire days in August?", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
Q("m-cmpsum", "en", "Highest FWI at each station over the past week.", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
Q("m-cmpsum", "en", "Compare the July average temperatures, SBA against Béjaïa.", [CMP, SUM], "BS", "jul", [mean("B", "jul", "t", ("°C",)), mean("S", "jul", "t", ("°C",))])
Q("m-cmpsum", "en", "Which station logged more days with FWI over 20 in August?", [CMP, SUM], "BS", "aug", [count_gt("B", "aug", "FWI", 20), count_gt("S", "aug", "FWI", 20)])
Q("m-cmpsum", "fr", "Quelle station a eu le plus de jours de feu en juillet ?", [CMP, SUM], "BS", "jul", ["fires"], fh=True)
Q("m-cmpsum", "fr", "Températures maximales des deux stations depuis mardi", [CMP, SUM], "BS", "since-tue", ["maxt"])
Q("m-cmpsum", "es", "¿Qué estación tuvo el FWI máximo más alto en septiembre?", [CMP, SUM], "BS", "sep", ["maxfwi"])
Q("m-cmpsum", "es", "Compara los días de incendio de junio en las dos estaciones.", [CMP, SUM], "BS", "jun", ["fires"], fh=True)
Q("m-cmpsum", "ar", "أي محطة كان فيها أكثر نهارات حرائق في أوت؟", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
Q("m-cmpsum", "ar", "قارن أعلى حرارة في المحطتين خلال الأسبوع الماضي", [CMP, SUM], "BS", "lastweek", ["maxt"])

# summary with analogs; danger or summary with the documents
Q("m-sumana", "en", "How many fire days at SBA in August, and of all past days with FWI over 15 there, how many burned?", [SUM, ANA], "S", "aug", ["fires", "fires_fwi_gt"], thr=15, fh=True)
Q("m-sumana", "fr", "Nombre de jours de feu à Béjaïa en août, et sur tous les jours passés à IFM au-dessus de 20, combien ont brûlé ?", [SUM, ANA], "B", "aug", ["fires", "fires_fwi_gt"], thr=20, fh=True)
Q("m-sumana", "es", "¿Cuántos días de fuego tuvo SBA en julio? ¿Y de los días con FWI mayor que 10, cuántos ardieron?", [SUM, ANA], "S", "jul", ["fires", "fires_fwi_gt"], thr=10, fh=True)
Q("m-dgdoc", "en", "FFMC at SBA today — is that above the guide's easy-ignition mark?", [DG, DOCU], "S", "today", [code_("S", "today", "FFMC"), DOC["ffmc_easy"]])
Q("m-dgdoc", "en", "FWI at Béjaïa, and where does the guide put the line for high?", [DG, DOCU], "B", "now", ["fwi", DOC["high_from"]])
Q("m-dgdoc", "fr", "IFM à SBA, et le seuil du guide pour « élevé » ?", [DG, DOCU], "S", "now", ["fwi", DOC["high_from"]])
Q("m-dgdoc", "ar", "FFMC في بجاية اليوم، وحسب الدليل من أي قيمة يشعل الوقود الرقيق بسهولة؟", [DG, DOCU], "B", "today", [code_("B", "today", "FFMC"), DOC["ffmc_easy"]])
Q("m-dgdoc", "en", "Days in the very high class at SBA in August, and what FWI does the guide start very high at?", [SUM, DOCU], "S", "aug",
  [count_gt("S", "aug", "FWI", DOC["very_high_from"] - 1e-9), DOC["very_high_from"]])

# conditions or danger with a tactical ask
Q("m-tac", "en", "Wind at SBA in m/s — can the quadcopter hold station in that?", [CC, TAC], "S", "now", ["ws", ms("S", "now")])
Q("m-tac", "en", "Béjaïa RH and temp; do we start the burnout now?", [CC, TAC], "B", "now", ["rh", "t"])
Q("m-tac", "en", "ISI at SBA today. Direct attack with the dozers, or wait for the bombers?", [DG, TAC], "S", "today", [code_("S", "today", "ISI")])
Q("m-tac", "fr", "Vent à Béjaïa : on peut faire voler le drone ?", [CC, TAC], "B", "now", ["ws"])
Q("m-tac", "fr", "Classe de danger à Béjaïa : on renforce les guetteurs ?", [DG, TAC], "B", "now", ["fwi"])
Q("m-tac", "es", "Viento en SBA en nudos. ¿Podemos lanzar los helibaldes?", [CC, TAC], "S", "now", ["ws", kt("S", "now")])
Q("m-tac", "ar", "شحال الريح في سيدي بلعباس؟ نقدرو نطيرو الدرون؟", [CC, TAC], "S", "now", ["ws"])
Q("m-tac", "ar", "مستوى الخطر في سيدي بلعباس، نزيدو الفرق ولا لا؟", [DG, TAC], "S", "now", ["fwi"])
Q("m-tac", "en", "Head at 50 m/min and the escape route takes the crew 12 minutes: how far does the fire move in that time, and are we OK to stay?", [DRIFT, TAC], None, "none", [d_mpm(50, 12)], h=12)
Q("m-tac", "ar", "النار تمشي 40 متر في الدقيقة والفرقة تحتاج 15 دقيقة باش توصل للمنطقة الآمنة. شحال تمشي النار؟ نخرجو درك؟", [DRIFT, TAC], None, "none", [d_mpm(40, 15)], h=15)
Q("m-tac", "en", "LCES says time the escape route against the front. Ours is 18 minutes with the head at 30 m/min: what does the guide say to time it by, and how far does the fire come?", [DOCU, DRIFT], None, "none", [{"any": [DOC["slowest"]]}, d_mpm(30, 18)], h=18)

# spread with the wind; capabilities with a part the box lacks
Q("m-ccsp", "en", "SBA wind right now, and where's the head in 45 minutes?", [CC, SPREAD], "S", "now", ["ws", "=spread"], h=45)
Q("m-ccsp", "es", "Viento en Sidi Bel Abbès y dónde estará el frente en una hora.", [CC, SPREAD], "S", "now", ["ws", "=spread"], h=60)
Q("m-ccsp", "fr", "Vent à SBA en nœuds, et position du front dans 30 minutes ?", [CC, SPREAD], "S", "now", ["ws", kt("S", "now"), "=spread"], h=30)
Q("m-capoos", "en", "Can you pull up a fuel moisture map? And what else can you do for us?", [CAP, OOS])
Q("m-capoos", "es", "¿Tienes mapas de carreteras? ¿Y qué más sabes hacer?", [CAP, OOS])

# near-station or off-noon with a second ask (warn by convention)
Q("m-near", "en", "Drone saw smoke on the slope 8 km NE of SBA: wind and FWI up there?", [CC, DG], "S", "now", ["ws", "fwi"], dec="warn")
Q("m-near", "fr", "Sur la crête au nord de Béjaïa : vent et IFM ?", [CC, DG], "B", "now", ["ws", "fwi"], dec="warn")
Q("m-near", "ar", "قرب السد اللي حدا سيدي بلعباس: الحرارة والخطر؟", [CC, DG], "S", "now", ["t", "fwi"], dec="warn")
Q("m-near", "en", "Temp and RH at Bejaia at 0700 this morning?", [CC], "B", "today", ["t", "rh"], dec="warn")
Q("m-near", "es", "Viento y FWI en Sidi Bel Abbès a las 8 de la tarde de ayer", [CC, DG], "S", "yesterday", ["ws", "fwi"], dec="warn")

# more mixed asks from the air side
Q("m-air", "en", "Tanker base: ISI and FWI at Béjaïa, plus the RH.", [CC, DG], "B", "now", [code_("B", "now", "ISI"), "fwi", "rh"])
Q("m-air", "en", "Spotter wants Sidi Bel Abbes temp in F and wind in knots, and the danger class.", [CC, DG], "S", "now",
  ["t", fahr("S", "now"), "ws", kt("S", "now"), "fwi", "class"])
Q("m-air", "en", "Compare the wind at both stations in m/s, and give me SBA's BUI on its own.", [CMP, DG], "BS", "now",
  ["ws", ms("B", "now"), ms("S", "now"), code_("S", "now", "BUI")])
Q("m-air", "en", "What did the drone see, and what's the wind at SBA for the bucket drops?", [FR_, CC], "S", "now", ["=frames", "ws"])
Q("m-air", "en", "FFMC at SBA on 14-Aug, and of all past days there with FWI above 15, how many burned?", [DG, ANA], "S", "2012-08-14",
  [code_("S", "2012-08-14", "FFMC"), "fires_fwi_gt"], thr=15, fh=True)
Q("m-air", "en", "For the sitrep: time of the drone detection and the current FWI at Béjaïa.", [FR_, DG], "B", "now", ["=detection", "fwi"])
Q("m-air", "ar", "شحال الرطوبة في بجاية، ومن وين جاية الريح؟", [CC, OOS], "B", "now", ["rh"])
Q("m-air", "ar", "آخر صورة من الدرون واش فيها، وقداه الريح في سيدي بلعباس؟", [FR_, CC], "S", "now", ["=frames", "ws"])
Q("m-air", "ar", "قارن الرطوبة بين المحطتين، وعطيني ISI تاع بجاية وحدو", [CMP, DG], "BS", "now", ["rh", code_("B", "now", "ISI")])
Q("m-air", "ar", "الحرارة في سيدي بلعباس بالفهرنهايت ومؤشر BUI", [CC, DG], "S", "now", ["t", fahr("S", "now"), code_("S", "now", "BUI")])
Q("m-air", "ar", "أعطني FWI في سيدي بلعباس وابعثو للقيادة", [DG, REF], "S", "now", ["fwi"])
Q("m-air", "es", "Temperatura y humedad en SBA, y ¿cuál de las dos estaciones tiene más viento?", [CC, CMP], "BS", "now", ["t", "rh", "ws"])
Q("m-air", "es", "¿Qué vio el dron a las 12:25 y qué viento hay en Sidi Bel Abbès?", [FR_, CC], "S", "now", ["=detection", "ws"])
Q("m-air", "es", "Viento en Béjaïa y su dirección, para el anfibio.", [CC, OOS], "B", "now", ["ws"])
Q("m-air", "fr", "Vent à SBA et sa direction pour l'axe de largage, plus l'IFM.", [CC, DG, OOS], "S", "now", ["ws", "fwi"])

# ================================================================================== sessions
SESS: list[dict] = []


def turns(*rows):
    n = len([s for s in {r["session"] for r in SESS}]) + 1
    sid = f"{NAME}s{n:02d}"
    for k, r in enumerate(rows, start=1):
        q, lang, intents, st, when, facts = r[:6]
        extra = r[6] if len(r) > 6 else {}
        row = {"session": sid, "turn": k, "question": q, "intents": list(intents), "stations": ST[st] if st else None,
               "when": when, "facts": list(facts), "lang": lang}
        row.update(extra)
        SESS.append(row)


turns(("Air attack 1: wind at SBA, in knots.", "en", [CC], "S", "now", ["ws", kt("S", "now")]),
      ("And the FWI there?", "en", [DG], "S", "now", ["fwi", "class"]),
      ("Other station?", "en", [DG], "B", "now", ["fwi", "class"]),
      ("Why's Béjaïa sitting so low?", "en", [EXP], "B", "now", ["rh", "rain"]))
turns(("Coordinateur Canadair : l'IFM à Béjaïa aujourd'hui ?", "fr", [DG], "B", "today", ["fwi"]),
      ("Et hier ?", "fr", [DG], "B", "yesterday", ["fwi"]),
      ("Pourquoi aussi bas ?", "fr", [EXP], "B", "yesterday", ["rh", "rain"]),
      ("Et Sidi Bel Abbès, le même jour ?", "fr", [DG], "S", "yesterday", ["fwi"]))
turns(("Drone 1 is back on the ground. What did the sortie pick up?", "en", [FR_], None, "now", ["=frames"]),
      ("Where was it?", "en", [FR_], None, "now", ["=detection_place"]),
      ("Project it 30 min out.", "en", [SPREAD], None, "now", ["=spread"], {"horizon_min": 30}),
      ("why can't you give me a direction on that?", "en", [EXP], None, "now", [{"any": ["direction"]}],
       {"intents_alt": [[EXP, CAP]]}))
turns(("Viento en Sidi Bel Abbès, en nudos.", "es", [CC], "S", "now", ["ws", kt("S", "now")]),
      ("¿Y la humedad?", "es", [CC], "S", "now", ["rh"]),
      ("¿Y en Béjaïa?", "es", [CC], "B", "now", ["rh"]),
      ("Manda el helicóptero a la que esté peor.", "es", [REF], None, "none", []))
turns(("واش راه الخطر في بجاية اليوم؟", "ar", [DG], "B", "today", ["fwi"]),
      ("و في سيدي بلعباس؟", "ar", [DG], "S", "today", ["fwi"]),
      ("علاش أعلى؟", "ar", [EXP], "S", "today", ["rh", "rain"]),
      ("Et la vitesse du vent là-bas ?", "fr", [CC], "S", "now", ["ws"]))
turns(("FBAN: highest FWI at SBA in September?", "en", [SUM], "S", "sep", ["maxfwi"]),
      ("How many fire days there that month?", "en", [SUM], "S", "sep", ["fires"], {"needs_fire_history": True}),
      ("Of all the past days with FWI above 15 at SBA, how many burned?", "en", [ANA], "S", "all", analog_fwi("S", 15), {"needs_fire_history": True}),
      ("Same for Béjaïa.", "en", [ANA], "B", "all", analog_fwi("B", 15), {"needs_fire_history": True}))
turns(("sba temp rn", "en", [CC], "S", "now", ["t"]),
      ("rh", "en", [CC], "S", "now", ["rh"]),
      ("n bejaia", "en", [CC], "B", "now", ["rh"]),
      ("which 1 worse", "en", [CMP], "BS", "now", ["fwi"]))
turns(("Logistique : température maximale à Béjaïa sur les sept derniers jours ?", "fr", [SUM], "B", "lastweek", ["maxt"]),
      ("Et à Sidi Bel Abbès ?", "fr", [SUM], "S", "lastweek", ["maxt"]),
      ("شحال من نهار فات فيه 25 درجة تماك؟", "ar", [SUM], "S", "lastweek", [count_gt("S", "lastweek", "t", 25)]))
turns(("Lookout has the head at 20 m/min. Heli turnaround is 18 min. How far?", "en", [DRIFT], None, "none", ["=drift", d_mpm(20, 18)], {"horizon_min": 18}),
      ("And if the rate doubles?", "en", [DRIFT], None, "none", ["=drift", d_mpm(40, 18)], {"horizon_min": 18}),
      ("Where does that put the front in an hour?", "en", [SPREAD], None, "now", ["=spread"], {"horizon_min": 60}))
turns(("Temperatura en Béjaïa a las 6 de la mañana", "es", [CC], "B", "today", ["t"], {"decision": "warn"}),
      ("¿Y a mediodía?", "es", [CC], "B", "today", ["t"]),
      ("¿Y el ISI?", "es", [DG], "B", "today", [code_("B", "today", "ISI")]))
turns(("ما هي عناصر LCES الأربعة؟", "ar", [DOCU], None, "none", []),
      ("وكيف أحسب زمن طريق الهروب؟", "ar", [DOCU], None, "none", []),
      ("ما مستوى الخطر في سيدي بلعباس الآن؟", "ar", [DG], "S", "now", ["fwi"]),
      ("لماذا؟", "ar", [EXP], "S", "now", ["rh", "rain"]))
turns(("Dispatch: what's tomorrow's wind at Béjaïa?", "en", [OOS], "B", "none", []),
      ("OK, today's then.", "en", [CC], "B", "today", ["ws"]),
      ("Alert the Béjaïa crews to that.", "en", [REF], "B", "none", ["neg"]),
      ("So what can you actually do?", "en", [CAP], None, "none", []))
turns(("Quelle station a eu l'IFM le plus élevé en août ?", "fr", [CMP, SUM], "BS", "aug", ["maxfwi"]),
      ("Et en juillet ?", "fr", [CMP, SUM], "BS", "jul", ["maxfwi"]),
      ("Combien de jours de feu à SBA ce mois-là ?", "fr", [SUM], "S", "jul", ["fires"], {"needs_fire_history": True}))
turns(("hi, new volunteer. what was the temperature at Béjaïa on 1 May 2012?", "en", [CC], "B", "2012-05-01", ["t"]),
      ("ok, what about June 1st?", "en", [CC], "B", "2012-06-01", ["t"]),
      ("and the FWI that day?", "en", [DG], "B", "2012-06-01", ["fwi", "class"]),
      ("why was it so low?", "en", [EXP], "B", "2012-06-01", []))
turns(("منسق الطيران: الريح في سيدي بلعباس بالعقدة", "ar", [CC], "S", "now", ["ws", kt("S", "now")]),
      ("والاتجاه؟", "ar", [OOS], "S", "now", []),
      ("fine. ISI at SBA then.", "en", [DG], "S", "now", [code_("S", "now", "ISI")]))
turns(("¿Cuál fue el FWI de Sidi Bel Abbès el 21 de septiembre?", "es", [DG], "S", "2012-09-21", ["fwi"]),
      ("¿Y el de Béjaïa ese mismo día?", "es", [DG], "B", "2012-09-21", ["fwi"]),
      ("¿Por qué tanta diferencia?", "es", [EXP], "BS", "2012-09-21", ["rh"]),
      ("De los días con FWI por encima de 20 en SBA, ¿cuántos ardieron?", "es", [ANA], "S", "all", analog_fwi("S", 20), {"needs_fire_history": True}))
turns(("IC to the box: SBA FWI and wind in mph, over.", "en", [CC, DG], "S", "now", ["fwi", "ws", mph("S", "now")]),
      ("Copy. Drone pick up anything?", "en", [FR_], None, "now", ["=frames"]),
      ("Where will it be in 40 mikes?", "en", [SPREAD], None, "now", ["=spread"], {"horizon_min": 40}),
      ("Send the tanker there.", "en", [REF], None, "none", ["neg"]))
turns(("La tête du feu avance à 30 m/min. En 25 minutes elle fait combien ?", "fr", [DRIFT], None, "none", ["=drift", d_mpm(30, 25)], {"horizon_min": 25}),
      ("Et en 50 minutes ?", "fr", [DRIFT], None, "none", ["=drift", d_mpm(30, 50)], {"horizon_min": 50}),
      ("Et pendant que tu calcules, il avance de combien ?", "fr", [DRIFT], None, "none", ["=drift"]))


# ================================================================================== write
def build_templates(qs):
    groups: "OrderedDict[tuple, list]" = OrderedDict()
    for q in qs:
        sig = (q["kind"], q["dec"], q["h"] is not None, q["thr"] is not None, q["fh"])
        groups.setdefault(sig, []).append(q)
    seen, out = {}, []
    for (kind, dec, has_h, has_thr, fh), members in groups.items():
        seen[kind] = seen.get(kind, 0) + 1
        key = f"{NAME}-{kind}" + ("" if seen[kind] == 1 else f"-{seen[kind]}")
        phr = []
        for m in members:
            p = {"q": m["q"], "lang": m["lang"], "stations": m["st"], "facts": m["facts"] or []}
            if m["alt"]:
                p["intents_alt"] = m["alt"]
            phr.append(p)
        t = {"key": key, "intents": members[0]["intents"], "intents_by_phrasing": [m["intents"] for m in members],
             "phrasings": phr, "stations": "none", "days": [m["day"] for m in members]}
        if dec:
            t["decision"] = dec
        if has_h:
            t["horizons"] = [m["h"] for m in members]
        if has_thr:
            t["thr"] = [m["thr"] for m in members]
        if fh:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    dump(build_templates(QS), OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(SESS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    print(f"{len(QS)} template questions, {len(SESS)} session turns in {len({r['session'] for r in SESS})} sessions")
