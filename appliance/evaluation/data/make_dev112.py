"""Batch d112 (dev), written blind at stop 63, sealed until it was scored once at stop 64: crew questions for the wildfire appliance, gold computed by code.

Voice lean: incident commanders and division supervisors at a command post on a fast-moving afternoon
(short orders mixed with questions, follow-ups, corrections, language switches), with the brief's other
voices (dispatcher, engine crew on a phone, new volunteer, French / Spanish / Arabic crew leads, fire
behaviour analyst, logistics officer) in balance.

Every number in a gold fact comes from the CSV (crew_facts.table / fire_record), from the crew's own
numbers (rate x minutes), or from the shipped documents by regex. Nothing numeric is typed by hand.

Regenerate:
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev112
"""
import hashlib
import json
import re
from collections import Counter
from pathlib import Path


from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d112"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
T = crew_facts.table()
FR = crew_facts.fire_record()
num = crew_facts._num      # as the CSV writes it (25 not 25.0)

# ----------------------------------------------------------------------------------------------------
# Reading the data
# ----------------------------------------------------------------------------------------------------
CODES = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
GET = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
       "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"],
       **{c: (lambda r, c=c: r.codes[c]) for c in CODES}}


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def one_day(key):
    d = days_of(key)
    assert len(d) == 1, key
    return d[0]


def rows(dev, key):
    return [T[(dev, d)] for d in days_of(key) if (dev, d) in T]


def r1(x):
    return num(round(x, 1))


def dec_forms(x):
    s = f"{x:.1f}"
    return [s, s.replace(".", ",")]


# ----------------------------------------------------------------------------------------------------
# Fact builders: each is a callable (stations, day key) -> list of gold facts, or a crew_facts token
# ----------------------------------------------------------------------------------------------------
def _sts(st, only):
    out = only if only is not None else st
    assert out, "a station fact needs a station"
    return out


def at(dev, *tokens, key=None):
    """crew_facts tokens for one station only (the others named in the question are not asked)."""
    return lambda st, k: crew_facts.resolve_facts(list(tokens), [dev], days_of(key or k))


def code(name, only=None, key=None):
    def f(st, k):
        d = one_day(key or k)
        return [num(T[(dev, d)].codes[name]) for dev in _sts(st, only)]
    return f


def conv(field, unit, only=None, key=None):
    """A reading in the unit the crew asked for, from the real reading."""
    def f(st, k):
        d = one_day(key or k)
        out = []
        for dev in _sts(st, only):
            r = T[(dev, d)]
            if field == "ws":
                v = r.wind_kmh * {"mph": 1 / 1.609344, "kn": 1 / 1.852, "ms": 1 / 3.6}[unit]
                sfx = {"mph": ["mph"], "kn": ["kn", "kt", "knots", "nœuds", "nudos", "عقدة"],
                       "ms": ["m/s"]}[unit]
            else:
                v = r.temperature_c * 9 / 5 + 32
                sfx = ["°F", "° F", "F", "°", "degrees", "degrés", "grados", "درجة"]
            forms = dec_forms(v) + [f"{round(v)} {s}" for s in sfx] + [f"{round(v)}{s}" for s in sfx]
            out.append({"any": list(dict.fromkeys(forms))})
        return out
    return f


def wstat(field, how, only=None, key=None):
    """max / min / avg / sum of a field over a window, per station."""
    def f(st, k):
        out = []
        for dev in _sts(st, only):
            vals = [GET[field](r) for r in rows(dev, key or k)]
            assert vals, (dev, key or k)
            if how == "max":
                out.append(num(max(vals)))
            elif how == "min":
                out.append(num(min(vals)))
            elif how == "sum":
                out.append(r1(sum(vals)))
            elif how == "avg":
                out.append({"any": dec_forms(sum(vals) / len(vals))})
            elif how == "firstlast":
                out += [num(vals[0]), num(vals[-1])]
        return out
    return f


def wcount(field, thr, op=">", only=None, key=None, burned=False):
    """Days in a window whose field is over thr (op '>' = strictly above; '>=' = 'or more'), per station;
    with burned, also how many of those days are fire days in the box's record."""
    def f(st, k):
        out = []
        for dev in _sts(st, only):
            days = [d for d in days_of(key or k) if (dev, d) in T]
            vals = {d: GET[field](T[(dev, d)]) for d in days}
            if op == ">":
                assert all(v != thr for v in vals.values()), f"tie at threshold {thr} ({dev} {key or k})"
                hot = [d for d, v in vals.items() if v > thr]
            else:
                hot = [d for d, v in vals.items() if v >= thr]
            out.append(len(hot))
            if burned:
                out.append(sum(FR[(dev, d)][1] for d in hot))
        return out
    return f


def fwi_burn(thr, only=None, key=None):
    """Analog count inside a window from the box's fire record: days with FWI above thr, and how many burned."""
    def f(st, k):
        out = []
        for dev in _sts(st, only):
            win = set(days_of(key or k))
            hot = [fire for (dv, d), (fwi, fire) in FR.items() if dv == dev and d in win and fwi > thr]
            assert all(fwi != thr for (dv, d), (fwi, _) in FR.items() if dv == dev and d in win)
            out += [len(hot), sum(hot)]
        return out
    return f


def diff(field, key=None):
    """The gap between the two stations (a compare 'by how much')."""
    def f(st, k):
        d = one_day(key or k)
        a, b = (GET[field](T[(dev, d)]) for dev in BOTH)
        return [r1(abs(a - b))]
    return f


def drivers(dev=None, key=None):
    """A 'why' about a danger figure: the answer cites at least one of the figures behind it."""
    def f(st, k):
        out = []
        for dv in ([dev] if dev else _sts(st, None)):
            r = T[(dv, one_day(key or k))]
            forms = [str(num(r.codes[c])) for c in ("ISI", "BUI", "FFMC")]
            forms += [f"{num(r.rh_pct)} %", f"{num(r.rh_pct)}%"]
            if r.rain_mm:
                forms += [f"{num(r.rain_mm)} mm"]
            out.append({"any": forms})
        return out
    return f


def dist(metres):
    """A distance the crew's own numbers give: metres and km forms, French comma too."""
    m = num(round(metres, 1))
    km = f"{metres / 1000:g}"
    forms = [f"{m} m", f"{m}m", f"{km} km", f"{km}km", f"{km.replace('.', ',')} km",
             f"{km.replace('.', ',')}km", f"{m} متر", f"{m} م"]
    km2 = f"{int(metres / 10 + 0.5) / 100:.2f}"      # half-up: 625 m -> 0.63 km
    if km2.rstrip("0").rstrip(".") != km:
        forms += [f"{km2} km", f"{km2.replace('.', ',')} km"]
    if metres >= 1000 and float(m).is_integer():
        forms += [f"{int(m):,} m".replace(",", " "), f"{int(m):,} m"]
    return lambda st, k: [{"any": list(dict.fromkeys(forms))}]


def dist_ft(feet):
    metres = feet * 0.3048
    forms = [f"{feet} ft", f"{feet} feet", f"{feet:,} ft", f"{feet:,} feet", f"{round(metres)} m",
             f"{round(metres)}m", f"{metres / 1000:.2f} km", f"{metres / 1000:.2f} km".replace(".", ",")]
    return lambda st, k: [{"any": list(dict.fromkeys(forms))}]


def rate_x_min(rate_m_per_min, minutes):
    return dist(rate_m_per_min * minutes)


def kmh_x_min(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


def now(*tokens):
    """Today's figure asked beside a window ask: crew_facts tokens on the clock's day."""
    return lambda st, k: crew_facts.resolve_facts(list(tokens), st, days_of("now"))


# ---- the shipped documents, by regex -----------------------------------------------------------------
DOCS = {p.stem: p.read_text(encoding="utf-8") for p in (EDGE_DATA_DIR / "documents").glob("*.md")}
DEF, LCES_DOC, FWI_DOC = DOCS["butte-county-defensible-space"], DOCS["crew-safety-lces"], DOCS["fire-weather-index-guide"]


def grab(pattern, text, group=1, cast=float):
    m = re.search(pattern.replace(" ", r"\s+"), text)
    assert m, pattern
    return num(cast(m.group(group)))


DOC_DEF_FT = grab(r"requires (\d+) feet of defensible space", DEF)
DOC_Z0 = grab(r"Zone 0 is the first (\d+) feet", DEF)
DOC_Z1 = (grab(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 1), grab(r"Zone 1 runs from (\d+) to (\d+) feet", DEF, 2))
DOC_Z2 = (grab(r"Zone 2 runs from (\d+) to (\d+) feet", DEF, 1), grab(r"Zone 2 runs from (\d+) to (\d+) feet", DEF, 2))
DOC_GRASS_IN = grab(r"maximum height of (\d+) inches", DEF)
DOC_BRANCH_FT = grab(r"branches (\d+) feet from chimneys", DEF)
DOC_PRC = str(grab(r"section (\d{4})", DEF, cast=int))
DOC_FFMC = grab(r"above about (\d+)\s+fine fuels ignite", FWI_DOC)
DOC_HIGH = grab(r"from ([\d.]+)\s+high", FWI_DOC)
DOC_VHIGH = grab(r"from ([\d.]+)\s+very high", FWI_DOC)
DOC_EXTREME = grab(r"from ([\d.]+)\s+extreme", FWI_DOC)
_lces = re.search(r"(Lookouts),\s+(Communications),\s+(Escape\s+routes)\s+and\s+(Safety\s+zones)", LCES_DOC)
assert _lces
LCES_WORDS = [re.sub(r"\s+", " ", w).lower() for w in _lces.groups()]
LCES_FACTS = [{"any": [w]} for w in LCES_WORDS]
_flat = lambda x: re.sub(r"\s+", " ", x)
assert all(w in _flat(LCES_DOC) for w in ("slowest member", "downhill", "spot fires", "wind increases", "hotter and drier"))
SLOWEST = {"any": ["slowest"]}
WATCHOUT = {"any": ["downhill", "spot fires", "wind increases", "hotter and drier"]}
assert "without a fire shelter" in _flat(LCES_DOC) and "survives" in LCES_DOC
SAFETY_ZONE = {"any": ["fire shelter", "survive"]}
assert "combines DMC and DC" in _flat(FWI_DOC) and "fuel available" in _flat(FWI_DOC)
BUI_DOC = {"any": ["DMC", "DC", "duff", "drought", "fuel available"]}
assert "deeper" in FWI_DOC and "slower-drying" in _flat(FWI_DOC)
DC_DOC = {"any": ["deep", "slow"]}
assert all(w in _flat(LCES_DOC) for w in ("lookouts are posted early", "escape routes are kept short", "not left alone"))
HIGH_DAY = {"any": ["posted early", "kept short", "not left alone"]}
WHY_100 = {"any": [DOC_PRC, "State Responsibility Area", "Public Resources Code"]}
DOC_TITLES = {"any": ["defensible", "LCES", "Fire Weather Index"]}
assert all(any(w in d for d in DOCS.values()) for w in DOC_TITLES["any"])

# ---- the seeded state (drone sortie), from crew_facts' own seeded facts --------------------------------
FIRE_WORD = crew_facts.FIRE_WORD
FRAME_TIMES = [f for f in crew_facts.SEEDED["frames"] if f is not FIRE_WORD]
DET_TIME = [f for f in crew_facts.SEEDED["detection"] if f is not FIRE_WORD]
DET_PLACE = [f for f in crew_facts.SEEDED["detection_place"] if f is not FIRE_WORD]
AR_NAMES = {B: ["بجاية"], S: ["سيدي بلعباس", "بلعباس"]}
DET_PLACE_AR = [{"any": DET_PLACE[0]["any"] + AR_NAMES[S]}]
NO_DIRECTION = [f for f in crew_facts.SEEDED["spread"] if isinstance(f, dict) and "any" in f]
STATION_NAMES = [{"any": [dev.replace("-", " ")]} for dev in crew_facts.STATIONS]
STATION_NAMES_AR = [{"any": [dev.replace("-", " ")] + AR_NAMES[dev]} for dev in crew_facts.STATIONS]
_first = min(d for _, d in T)
FIRST_DAY = {"any": [_first, f"{crew_days.MONTHS['en'][int(_first[5:7]) - 1]} 2012",
                     f"{crew_days.MONTHS['en'][int(_first[5:7]) - 1]} {int(_first[8:])}"]}


# ----------------------------------------------------------------------------------------------------
# Questions
# ----------------------------------------------------------------------------------------------------
def q(lang, text, st="none", day=None, f=(), it=None, h=None, thr=None, alt=None):
    """st: 'none' | 'alt' (text has {st}) | 'both' | a list of stations named in the crew's own words."""
    return {"lang": lang, "q": text, "st": st, "day": day, "f": list(f), "it": it, "h": h, "thr": thr, "alt": alt}


def en(*a, **k): return q("en", *a, **k)
def fr(*a, **k): return q("fr", *a, **k)
def es(*a, **k): return q("es", *a, **k)
def ar(*a, **k): return q("ar", *a, **k)


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

KINDS = []


def kind(name, intents, qs, decision=None, fire=False):
    KINDS.append({"kind": name, "intents": intents, "qs": qs, "decision": decision, "fire": fire})


# ---- readings of a day --------------------------------------------------------------------------------
kind("wx", [CC], [
    en("{st} wx now", "alt", f=["t", "rh", "ws"]),
    en("Command post to the box: temp, humidity and wind at {st}, latest.", "alt", f=["t", "rh", "ws"]),
    en("what's the RH at {st} right now", "alt", f=["rh"]),
    en("Division Zulu. How windy is it at {st}?", "alt", f=["ws"]),
    en("humidity {st} pls", "alt", f=["rh"]),
    en("Did {st} get any rain {day}?", "alt", "yesterday", f=["rain"]),
    en("Temp at SBA?", [S], f=["t"]),
    en("I need the noon obs for {st} {day}.", "alt", "2012-08-14", f=["t", "rh", "ws"]),
    en("whats it doing at bej, wind + rh", [B], f=["ws", "rh"]),
    en("New volunteer here, sorry if this is a basic one: how hot is it at {st} today?", "alt", "today", f=["t"]),
    en("Logistics. Current temperature and humidity at {st}, I'm planning water and shade for the crews.", "alt", f=["t", "rh"]),
    en("{st} wind speed, latest reading, km/h.", "alt", f=["ws"]),
    en("Quick one. Rain total at {st} {day}?", "alt", "daybefore", f=["rain"]),
    en("Give me the {st} numbers from {date}.", "alt", "2012-07-22", f=["t", "rh", "ws"], alt=[[CC, DG]]),
    en("How dry is the air at {st} at the moment?", "alt", f=["rh"]),
    en("What did the {st} station read on Friday?", "alt", "2012-09-28", f=["t", "rh", "ws"]),
    en("readings sba 14-Aug", [S], "2012-08-14", f=["t", "rh", "ws"]),
    en("Is it still blowing hard at {st}?", "alt", f=["ws"]),
    en("{st}: temperature and relative humidity for 3 September.", "alt", "2012-09-03", f=["t", "rh"]),
    en("Ops wants the last obs out of {st}. Go ahead.", "alt", f=["t", "rh", "ws"]),
    en("how much rain fell at {st} last thursday", "alt", "2012-09-27", f=["rain"]),
    en("Current conditions {st}, the whole lot.", "alt", f=["t", "rh", "ws", "rain"]),
    en("Was it windy at {st} {day}?", "alt", "2012-08-25", f=["ws"]),
    en("FBAN request: {st} noon temperature, RH and wind for {date}.", "alt", "2012-08-29", f=["t", "rh", "ws"]),
    en("Dispatch checking in. What's the temperature at Sidi Bel Abbes as of the latest reading?", [S], f=["t"]),
    fr("Quelle température à {st} en ce moment ?", "alt", f=["t"]),
    fr("COS au boîtier : humidité relative à {st}, dernière mesure.", "alt", f=["rh"]),
    fr("Il a plu à {st} {day} ?", "alt", "yesterday", f=["rain"]),
    fr("Donne-moi le vent à Sidi Bel Abbès, vite.", [S], f=["ws"]),
    fr("Relevés de {st} pour le 3 août, s'il te plaît.", "alt", "2012-08-03", f=["t", "rh", "ws"]),
    fr("chef d'agrès ici on a combien d'humidité a bejaia la", [B], f=["rh"]),
    fr("Température et vent à {st} avant-hier ?", "alt", "daybefore", f=["t", "ws"]),
    fr("Ça souffle fort à {st} aujourd'hui ?", "alt", "today", f=["ws"]),
    fr("Conditions actuelles à {st} ?", "alt", f=["t", "rh", "ws"]),
    fr("le 21/09 à SBA il faisait combien", [S], "2012-09-21", f=["t"]),
    es("¿Qué temperatura hay ahora en {st}?", "alt", f=["t"]),
    es("Humedad relativa en {st}, la última que tengas.", "alt", f=["rh"]),
    es("¿Llovió {day} en {st}?", "alt", "yesterday", f=["rain"]),
    es("jefe de sector aqui: viento en SBA ya", [S], f=["ws"]),
    es("Datos de {st} del {date}: temperatura, humedad y viento.", "alt", "2012-08-14", f=["t", "rh", "ws"]),
    es("¿Cuánto viento hubo anteayer en {st}?", "alt", "daybefore", f=["ws"]),
    es("¿Cómo está el tiempo en Béjaïa ahora mismo?", [B], f=["t", "rh", "ws"]),
    es("Temperatura en {st} el viernes pasado", "alt", "2012-09-28", f=["t"]),
    ar("قداش الحرارة في بجاية دروك؟", [B], f=["t"]),
    ar("ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", [S], "today", f=["rh"]),
    ar("واش طاح المطر البارح في بلعباس؟", [S], "yesterday", f=["rain"]),
    ar("سرعة الرياح في محطة بجاية حاليا؟", [B], f=["ws"]),
    ar("أعطيني القراءات تاع {st} نهار 14 أوت", "alt", "2012-08-14", f=["t", "rh", "ws"]),
    ar("كيفاش الجو في سيدي بلعباس؟", [S], f=["t", "rh", "ws"]),
    ar("ما درجة الحرارة التي سجلتها محطة {st} أول أمس؟", "alt", "daybefore", f=["t"]),
    ar("شحال الرطوبة في بجاية نهار الجمعة؟", [B], "2012-09-28", f=["rh"]),
    ar("الريح قوية في {st} ولا لا؟", "alt", f=["ws"]),
])

kind("units", [CC], [
    en("wind at {st} in mph", "alt", f=["ws", conv("ws", "mph")]),
    en("Give me the {st} wind in knots, the helo pilot's asking.", "alt", f=["ws", conv("ws", "kn")]),
    en("{st} temp in Fahrenheit? The US liaison wants it.", "alt", f=["t", conv("t", "F")]),
    en("What's the wind at SBA in metres per second?", [S], f=["ws", conv("ws", "ms")]),
    en("Bejaia temperature in °F {day}", [B], "yesterday", f=["t", conv("t", "F")]),
    en("convert the {st} wind to m/s for the drone op", "alt", f=["ws", conv("ws", "ms")]),
    fr("Le vent à {st} en nœuds, pour le pilote de l'hélico ?", "alt", f=["ws", conv("ws", "kn")]),
    fr("Vent à Béjaïa en m/s s'il te plaît", [B], f=["ws", conv("ws", "ms")]),
    es("¿Viento en {st} en nudos?", "alt", f=["ws", conv("ws", "kn")]),
    es("Temperatura de Sidi Bel Abbès en grados Fahrenheit", [S], f=["t", conv("t", "F")]),
    ar("سرعة الريح في بجاية بالعقدة؟", [B], f=["ws", conv("ws", "kn")]),
    ar("قداش الريح في {st} بالمتر في الثانية؟", "alt", f=["ws", conv("ws", "ms")]),
])

# ---- danger ---------------------------------------------------------------------------------------------
kind("fwi", [DG], [
    en("FWI {st}", "alt", f=["fwi"]),
    en("How bad is it at {st} today, fire-danger wise?", "alt", "today", f=["fwi", "class"]),
    en("Danger class at SBA, now.", [S], f=["fwi", "class"]),
    en("What rating is Bejaia sitting at?", [B], f=["fwi", "class"]),
    en("ISI at {st}?", "alt", f=[code("ISI")]),
    en("Give me the BUI for {st} {day}.", "alt", "yesterday", f=[code("BUI")]),
    en("FFMC at {st}. Are the fine fuels primed?", "alt", f=[code("FFMC")]),
    en("What's the drought code reading at {st}?", "alt", f=[code("DC")]),
    en("DMC sba", [S], f=[code("DMC")]),
    en("Fire weather index for {st} {day}", "alt", "2012-08-14", f=["fwi"]),
    en("Was {st} in the high class {day}?", "alt", "2012-08-30", f=["fwi", "class"]),
    en("Div Alpha asking: what's the fire danger rating at {st}?", "alt", f=["fwi", "class"]),
    en("Full set of codes for {st} please: FFMC, DMC, DC, ISI, BUI, FWI.", "alt",
       f=[code("FFMC"), code("DMC"), code("DC"), code("ISI"), code("BUI"), "fwi"]),
    en("how high was the FWI at {st} {day}", "alt", "2012-08-26", f=["fwi"]),
    en("What danger level was {st} at, {day}?", "alt", "daybefore", f=["fwi", "class"]),
    en("FWI at Sidi Bel on 3/8", [S], "2012-08-03", f=["fwi"]),
    en("Initial spread index and buildup index, {st}, today.", "alt", "today", f=[code("ISI"), code("BUI")]),
    en("fire danger {st} rn", "alt", f=["fwi", "class"]),
    fr("Quel est l'IFM à {st} ?", "alt", f=["fwi"]),
    fr("Niveau de danger à Sidi Bel Abbès aujourd'hui ?", [S], "today", f=["fwi"]),
    fr("Le FWI de {st} {day} ?", "alt", "yesterday", f=["fwi"]),
    fr("ISI et BUI à {st}, merci.", "alt", f=[code("ISI"), code("BUI")]),
    fr("Le risque incendie est à quel niveau à Béjaïa ?", [B], f=["fwi"]),
    fr("Indice de sécheresse (DC) à {st} ?", "alt", f=[code("DC")]),
    fr("FFMC à SBA le 21 septembre ?", [S], "2012-09-21", f=[code("FFMC")]),
    fr("C'est classé comment, le danger, à {st} ?", "alt", f=["fwi"]),
    es("¿Cuál es el FWI en {st}?", "alt", f=["fwi"]),
    es("Nivel de peligro de incendio en Sidi Bel Abbès, hoy.", [S], "today", f=["fwi"]),
    es("Índice de propagación inicial (ISI) en {st}", "alt", f=[code("ISI")]),
    es("¿Qué clase de peligro tenía {st} el 14 de agosto?", "alt", "2012-08-14", f=["fwi"]),
    es("peligro en bejaia ahora?", [B], f=["fwi"]),
    es("BUI de {st} de ayer", "alt", "yesterday", f=[code("BUI")]),
    es("Dame el FFMC y el DMC de {st}.", "alt", f=[code("FFMC"), code("DMC")]),
    ar("قداش مؤشر FWI في بجاية؟", [B], f=["fwi"]),
    ar("ما هو مستوى خطر الحرائق في سيدي بلعباس اليوم؟", [S], "today", f=["fwi"]),
    ar("الخطر في {st} كبير ولا لا؟", "alt", f=["fwi"]),
    ar("ما قيمة مؤشر الانتشار الأولي ISI في {st}؟", "alt", f=[code("ISI")]),
    ar("شحال كان FWI في بلعباس البارح؟", [S], "yesterday", f=["fwi"]),
    ar("أعطيني BUI تاع بجاية", [B], f=[code("BUI")]),
    ar("ما درجة خطر الحريق في {st} يوم 3 أوت؟", "alt", "2012-08-03", f=["fwi"]),
    ar("مؤشر الجفاف DC في سيدي بلعباس؟", [S], f=[code("DC")]),
    ar("واش هو تصنيف الخطر في {st} دروك؟", "alt", f=["fwi"]),
])

# ---- the two stations side by side -------------------------------------------------------------------------
kind("vs", [CMP], [
    en("Which station is worse right now?", "both", f=["fwi"]),
    en("Hotter at SBA or Bejaia?", "both", f=["t"]),
    en("{st} vs {st2}, FWI, go.", "both", f=["fwi"]),
    en("Where's the wind stronger today, {st} or {st2}?", "both", "today", f=["ws"]),
    en("Side by side: RH and FWI, both stations.", "both", f=["rh", "fwi"]),
    en("How much higher is the FWI at Sidi Bel Abbes than at Bejaia today?", "both", "today", f=["fwi", diff("fwi")]),
    en("Which station should I be watching, danger-wise?", "both", f=["fwi"]),
    en("Compare humidity at {st} and {st2} {day}.", "both", "yesterday", f=["rh"]),
    en("who's drier, bej or sba", "both", f=["rh"]),
    en("What's the temperature gap between the two stations?", "both", f=["t", diff("t")]),
    en("Compare the danger at both stations on 14 August.", "both", "2012-08-14", f=["fwi"]),
    en("Which one had more wind {day}, {st} or {st2}?", "both", "daybefore", f=["ws"]),
    fr("Quelle station est la plus exposée en ce moment ?", "both", f=["fwi"]),
    fr("Il fait plus chaud où, à Béjaïa ou à Sidi Bel Abbès ?", "both", f=["t"]),
    fr("Compare l'IFM des deux stations {day}.", "both", "yesterday", f=["fwi"]),
    fr("Écart d'humidité entre {st} et {st2} ?", "both", f=["rh", diff("rh")]),
    fr("Le vent est plus fort où aujourd'hui ?", "both", "today", f=["ws"]),
    es("¿Qué estación está peor ahora mismo?", "both", f=["fwi"]),
    es("¿Dónde hace más calor, en Béjaïa o en Sidi Bel Abbès?", "both", f=["t"]),
    es("Compara el viento de las dos estaciones {day}.", "both", "yesterday", f=["ws"]),
    es("¿Cuál está más seca hoy, {st} o {st2}?", "both", "today", f=["rh"]),
    ar("أي محطة فيها خطر أكبر دروك، بجاية ولا سيدي بلعباس؟", "both", f=["fwi"]),
    ar("وين السخانة أكثر اليوم؟ بجاية ولا بلعباس؟", "both", "today", f=["t"]),
    ar("قارن لي الرطوبة بين المحطتين البارح", "both", "yesterday", f=["rh"]),
    ar("ما الفرق في سرعة الرياح بين بجاية وسيدي بلعباس اليوم؟", "both", "today", f=["ws", diff("ws")]),
    ar("FWI تاع بجاية و FWI تاع بلعباس، شكون فيهم أعلى؟", "both", f=["fwi"]),
])

# ---- windows ----------------------------------------------------------------------------------------------
kind("window", [SUM], [
    en("Highest FWI at {st} in August?", "alt", "aug", f=["maxfwi"]),
    en("Hottest it got at {st} {day}?", "alt", "jul", f=["maxt"]),
    en("How many days at {st} hit {thr} degrees or more in August?", "alt", "aug", thr=35, f=[wcount("t", 35, ">=")]),
    en("Average temperature at {st} over the past week?", "alt", "lastweek", f=[wstat("t", "avg")]),
    en("Lowest humidity at {st} {day}", "alt", "sep", f=[wstat("rh", "min")]),
    en("Is the FWI at {st} trending up or down over the last three days?", "alt", "last3d", f=[wstat("fwi", "firstlast")]),
    en("Max wind at {st} since Tuesday?", "alt", "since-tue", f=[wstat("ws", "max")]),
    en("How much rain has {st} had over the past week?", "alt", "lastweek", f=[wstat("rain", "sum")]),
    en("days with fwi over {thr} at {st} in august", "alt", "aug", thr=20, f=[wcount("fwi", 20)]),
    en("Peak temp at SBA between 1 and 10 September", [S], "sep1-10", f=["maxt"]),
    en("What's the hottest {st} got from 20 to 31 August?", "alt", "aug-late", f=["maxt"]),
    en("Number of days in June when Bejaia hit {thr} degrees or hotter", [B], "jun", thr=33, f=[wcount("t", 33, ">=", only=[B])]),
    en("Rundown for {st}, last 7 days: high temp, low temp, peak FWI.", "alt", "lastweek",
       f=["maxt", wstat("t", "min"), "maxfwi"]),
    en("Logistics: average humidity at {st} {day}? Planning rehab tents.", "alt", "sep", f=[wstat("rh", "avg")]),
    fr("FWI max à {st} en août ?", "alt", "aug", f=["maxfwi"]),
    fr("Combien de jours à {thr} °C ou plus à Béjaïa en juillet ?", [B], "jul", thr=35, f=[wcount("t", 35, ">=", only=[B])]),
    fr("Température moyenne à {st} sur la semaine écoulée ?", "alt", "lastweek", f=[wstat("t", "avg")]),
    fr("Humidité la plus basse à {st} depuis mardi ?", "alt", "since-tue", f=[wstat("rh", "min")]),
    fr("Cumul de pluie à {st} sur les trois derniers jours ?", "alt", "last3d", f=[wstat("rain", "sum")]),
    fr("Le FWI a-t-il monté ou baissé à {st} depuis mardi ?", "alt", "since-tue", f=[wstat("fwi", "firstlast")]),
    es("¿Máximo de FWI en {st} en julio?", "alt", "jul", f=["maxfwi"]),
    es("¿Cuántos días llegó {st} a {thr} grados o más en agosto?", "alt", "aug", thr=36, f=[wcount("t", 36, ">=")]),
    es("Media de humedad en {st} la última semana", "alt", "lastweek", f=[wstat("rh", "avg")]),
    es("Viento máximo en {st} desde el martes", "alt", "since-tue", f=[wstat("ws", "max")]),
    es("Temperatura más baja en Sidi Bel Abbès en septiembre", [S], "sep", f=[wstat("t", "min")]),
    ar("أعلى FWI في {st} في شهر أوت؟", "alt", "aug", f=["maxfwi"]),
    ar("شحال من نهار وصلت فيه الحرارة {thr} درجة ولا أكثر في {st} في أوت؟", "alt", "aug", thr=37, f=[wcount("t", 37, ">=")]),
    ar("ما متوسط درجة الحرارة في بجاية خلال الأسبوع الماضي؟", [B], "lastweek", f=[wstat("t", "avg", only=[B])]),
    ar("أقل رطوبة في سيدي بلعباس في سبتمبر؟", [S], "sep", f=[wstat("rh", "min", only=[S])]),
    ar("كمية المطر في {st} منذ الثلاثاء؟", "alt", "since-tue", f=[wstat("rain", "sum")]),
    ar("أعلى سرعة ريح في {st} في الأيام الثلاثة الماضية؟", "alt", "last3d", f=[wstat("ws", "max")]),
])

kind("firedays", [SUM], [
    en("How many fire days did {st} log in August?", "alt", "aug", f=["fires"]),
    en("Fire days at {st} {day}, count please.", "alt", "jun", f=["fires"]),
    en("how many days burned at sba in september", [S], "sep", f=["fires"]),
    fr("Combien de jours de feu à Sidi Bel Abbès en septembre ?", [S], "sep", f=["fires"]),
    fr("Nombre de journées avec incendie à {st} {day} ?", "alt", "jul", f=["fires"]),
    es("¿Cuántos días con incendio tuvo Béjaïa en junio?", [B], "jun", f=["fires"]),
    ar("شحال من نهار فيه حريق تسجل في بجاية في جويلية؟", [B], "jul", f=["fires"]),
    ar("كم عدد أيام الحرائق في {st} خلال الأسبوع الماضي؟", "alt", "lastweek", f=["fires"]),
], fire=True)

kind("vs-window", [CMP, SUM], [
    en("Which station had more days with FWI over {thr} in August?", "both", "aug", thr=20, f=[wcount("fwi", 20)]),
    en("Highest FWI at each station over the past week.", "both", "lastweek", f=["maxfwi"]),
    en("Compare the August average temperatures, SBA vs Bejaia.", "both", "aug", f=[wstat("t", "avg")]),
    en("Which station got more rain since Tuesday?", "both", "since-tue", f=[wstat("rain", "sum")]),
    en("Max wind at both stations over the last three days, which was worse?", "both", "last3d", f=[wstat("ws", "max")]),
    fr("Quelle station a eu le plus de jours à {thr} °C ou plus en août ?", "both", "aug", thr=35, f=[wcount("t", 35, ">=")]),
    fr("Compare les FWI max des deux stations en septembre.", "both", "sep", f=["maxfwi"]),
    es("¿Qué estación tuvo la temperatura más alta en agosto?", "both", "aug", f=["maxt"]),
    es("Compara la humedad media de las dos estaciones en la última semana.", "both", "lastweek", f=[wstat("rh", "avg")]),
    ar("أي محطة سجلت أعلى FWI في أوت؟", "both", "aug", f=["maxfwi"]),
    ar("قارن أعلى حرارة بين بجاية وسيدي بلعباس من 20 إلى 31 أوت", "both", "aug-late", f=["maxt"]),
])

kind("vs-firedays", [CMP, SUM], [
    en("Fire days in August: Bejaia or SBA, who had more?", "both", "aug", f=["fires"]),
    fr("Qui a eu le plus de jours de feu en juin, Béjaïa ou Sidi Bel Abbès ?", "both", "jun", f=["fires"]),
    es("¿Qué estación tuvo más días con fuego en julio?", "both", "jul", f=["fires"]),
    ar("قارن عدد أيام الحرائق بين بجاية وسيدي بلعباس في سبتمبر", "both", "sep", f=["fires"]),
], fire=True)

# ---- analogs ---------------------------------------------------------------------------------------------
kind("analog", [AN], [
    en("Did days like today burn at {st}?", "alt", "today", f=["fwi"]),
    en("Of the days with FWI above {thr}, how many had a fire at {st}?", "alt", thr=20, f=["fires_fwi_gt"]),
    en("When {st} looked like this before, did we get fires?", "alt", f=["fwi"]),
    en("Historically, when the FWI at SBA went past {thr}, how often did it actually go up?", [S], thr=15, f=["fires_fwi_gt"]),
    en("Any fire days at {st} with numbers like {day}'s?", "alt", "yesterday", f=["fwi"]),
    en("FBAN: analog check for {st}, how many FWI>{thr} days in the record turned into fire days?", "alt", thr=10, f=["fires_fwi_gt"]),
    en("In August, of the days at {st} with FWI above {thr}, how many burned?", "alt", "aug", thr=20, f=[fwi_burn(20)]),
    en("Both stations: of all recorded days with FWI over {thr}, how many were fire days?", "both", thr=30, f=["fires_fwi_gt"]),
    fr("Les jours comme aujourd'hui à {st}, il y a eu des feux ?", "alt", "today", f=["fwi"]),
    fr("Sur les jours avec un FWI supérieur à {thr} à {st}, combien ont brûlé ?", "alt", thr=20, f=["fires_fwi_gt"]),
    fr("Des journées semblables à hier à Béjaïa ont-elles connu des incendies ?", [B], "yesterday", f=["fwi"]),
    es("¿Hubo incendios en días parecidos a hoy en {st}?", "alt", "today", f=["fwi"]),
    es("De los días con FWI por encima de {thr} en {st}, ¿cuántos tuvieron fuego?", "alt", thr=15, f=["fires_fwi_gt"]),
    es("historial: dias como este en sba acabaron en incendio?", [S], f=["fwi"]),
    ar("الأيام اللي كانت كيما اليوم في {st}، كان فيها حريق؟", "alt", "today", f=["fwi"]),
    ar("من بين الأيام اللي فاتها FWI {thr} في سيدي بلعباس، شحال منها شعلت فيها النار؟", [S], thr=20, f=["fires_fwi_gt"]),
    ar("هل شهدت أيام مشابهة لهذا اليوم في بجاية حرائق في الماضي؟", [B], "today", f=["fwi"]),
], fire=True)

# ---- drift (the crew's numbers, or the box's estimate) ----------------------------------------------------
kind("drift", [DR], [
    en("Head's running about 25 m a minute. How far in 20 minutes?", h=20, f=["=drift", rate_x_min(25, 20)]),
    en("ROS 1.2 km/h, we need 45 minutes to get the dozer up there. How far does the head move?", h=45, f=["=drift", kmh_x_min(1.2, 45)]),
    en("Using your own spread estimate, how far does the head go in the next {h} minutes?", h=30, f=["=drift"]),
    en("we clock it at 40 m/min, crew there in 15 min, distance?", h=15, f=["=drift", rate_x_min(40, 15)]),
    en("If the front holds 18 metres a minute for an hour and a half, how much ground is that?", h=90, f=["=drift", rate_x_min(18, 90)]),
    en("How much will the fire have moved by the time Engine 6 gets there? They're {h} minutes out.", h=25, f=["=drift"]),
    en("Lookout says about 40 feet a minute. How far in an hour?", h=60, f=["=drift", dist_ft(40 * 60)]),
    en("Drift check: head at 3 km/h, 10 minute delay on our end, how many metres?", h=10, f=["=drift", kmh_x_min(3, 10)]),
    fr("Le front avance à 30 m par minute. Quelle distance en 20 minutes ?", h=20, f=["=drift", rate_x_min(30, 20)]),
    fr("Vitesse de propagation 2,4 km/h, on arrive dans 25 minutes : de combien la tête aura bougé ?", h=25, f=["=drift", kmh_x_min(2.4, 25)]),
    fr("De combien le front se déplace en une demi-heure, d'après ton estimation ?", h=30, f=["=drift"]),
    fr("12 m/min pendant 40 min, ça fait combien ?", h=40, f=["=drift", rate_x_min(12, 40)]),
    es("La cabeza avanza a 20 metros por minuto. ¿Cuánto recorre en 35 minutos?", h=35, f=["=drift", rate_x_min(20, 35)]),
    es("Con 1,8 km/h de propagación, ¿qué distancia en 40 minutos?", h=40, f=["=drift", kmh_x_min(1.8, 40)]),
    es("¿Cuánto se desplazará el frente en la próxima hora según tu cálculo?", h=60, f=["=drift"]),
    ar("النار تمشي 35 متر في الدقيقة، قداش تقطع في 20 دقيقة؟", h=20, f=["=drift", rate_x_min(35, 20)]),
    ar("سرعة انتشار الحريق 1.5 كم في الساعة، ما المسافة التي يقطعها رأس النار خلال 40 دقيقة؟", h=40, f=["=drift", kmh_x_min(1.5, 40)]),
    ar("قداش تتحرك جبهة النار في نص ساعة حسب الحساب تاعك؟", h=30, f=["=drift"]),
    ar("الفرقة توصل بعد 15 دقيقة والنار تتقدم 50 متر في الدقيقة، قداش تكون تقدمت؟", h=15, f=["=drift", rate_x_min(50, 15)]),
])

# ---- spread (partly served: no wind direction) ------------------------------------------------------------
kind("front", [SP], [
    en("Where will the head be in {h} minutes?", h=30, f=["=spread"]),
    en("Project the front for me, an hour out.", h=60, f=["=spread"]),
    en("From the drone's detection, where's the front by the time we arrive? 40 minutes.", h=40, f=["=spread"]),
    en("Which way is it going to run, and how far?", f=["=spread"]),
    en("Spread projection for {hh}, SBA side.", [S], h=90, f=["=spread"]),
    en("Where's the fire going to be when the dozer shows up in 20?", h=20, f=["=spread"]),
    en("FBAN: need a projected head position at plus 30.", h=30, f=["=spread"]),
    en("Where does the front end up in an hour, and which way is the wind pushing it?", h=60, f=["=spread"]),
    fr("Où sera la tête du feu dans {h} minutes ?", h=45, f=["=spread"]),
    fr("Projection du front à une heure, c'est possible ?", h=60, f=["=spread"]),
    fr("Le feu va partir où, et jusqu'où, d'ici 30 minutes ?", h=30, f=["=spread"]),
    es("¿Dónde estará el frente dentro de {h} minutos?", h=30, f=["=spread"]),
    es("Proyección de la cabeza del incendio para la próxima hora", h=60, f=["=spread"]),
    es("¿Hacia dónde va el fuego y hasta dónde llega en media hora?", h=30, f=["=spread"]),
    ar("وين تكون راس النار بعد {h} دقيقة؟", h=20, f=["=spread"]),
    ar("ما هو الموقع المتوقع لجبهة الحريق بعد ساعة؟", h=60, f=["=spread"]),
    ar("النار لوين رايحة وقداش توصل في نص ساعة؟", h=30, f=["=spread"]),
])

# ---- frames ------------------------------------------------------------------------------------------------
kind("drone", [FRM], [
    en("What did the drone see?", f=["=frames"]),
    en("Any smoke in the drone frames?", f=["=detection"]),
    en("Where was the fire the UAV picked up?", f=["=detection_place"]),
    en("When did the drone spot it?", f=["=detection"]),
    en("Last drone pass. Anything?", f=["=frames"]),
    en("uav detections today?", day="today", f=["=detection"]),
    en("The sortie this afternoon, did it catch flames near Sidi Bel Abbes?", [S], f=["=detection_place"]),
    en("Time stamp on the fire frame?", f=["=detection"]),
    en("Div Bravo: did the drone confirm anything north-east of town?", f=["=detection_place"]),
    fr("Qu'est-ce que le drone a vu ?", f=FRAME_TIMES),
    fr("Le drone a détecté de la fumée ? À quelle heure ?", f=DET_TIME),
    fr("Où se trouvait le feu repéré par le drone ?", f=DET_PLACE),
    fr("Dernières images du drone, rien à signaler ?", f=FRAME_TIMES),
    es("¿Qué ha visto el dron?", f=FRAME_TIMES),
    es("¿A qué hora detectó humo el dron?", f=DET_TIME),
    es("¿Dónde estaba el fuego que vio el dron?", f=DET_PLACE),
    ar("واش شاف الدرون؟", f=FRAME_TIMES),
    ar("في أي ساعة اكتشفت الطائرة المسيرة الدخان؟", f=DET_TIME),
    ar("وين كانت النار اللي صورها الدرون؟", f=DET_PLACE_AR),
    ar("الدرون جاب حتى حاجة في التصاور الأخيرة؟", f=FRAME_TIMES),
])

# ---- documents -----------------------------------------------------------------------------------------------
kind("guide", [DOC], [
    en("How much defensible space does Butte County require?", f=["=doc_defensible"]),
    en("What does LCES stand for?", f=LCES_FACTS),
    en("Zone 0: how many feet out from the house?", f=[DOC_Z0]),
    en("Max grass height in zone 2?", f=[DOC_GRASS_IN]),
    en("From what FWI does the box call it high?", f=[DOC_HIGH]),
    en("What FFMC means fine fuels light easily?", f=[DOC_FFMC]),
    en("What are the watch-out situations in the crew safety doc?", f=[WATCHOUT]),
    en("How far do tree branches need to be kept from chimneys?", f=[DOC_BRANCH_FT]),
    en("new guy here, what does the BUI actually measure?", f=[BUI_DOC]),
    en("What does the safety guidance say about timing escape routes?", f=[SLOWEST]),
    fr("Quelle distance de débroussaillement exige le comté de Butte ?", f=[DOC_DEF_FT]),
    fr("À partir de quel FWI le danger est-il « très élevé » ?", f=[DOC_VHIGH]),
    fr("Zone 1 : de combien à combien de pieds ?", f=list(DOC_Z1)),
    fr("Au-dessus de quel FFMC les combustibles fins s'enflamment facilement ?", f=[DOC_FFMC]),
    fr("Le guide de sécurité, il dit quoi sur les itinéraires d'évacuation ?"),
    es("¿Cuántos pies de espacio defendible pide el condado de Butte?", f=[DOC_DEF_FT]),
    es("¿Qué FWI marca el paso a peligro extremo?", f=[DOC_EXTREME]),
    es("Altura máxima de la hierba en la zona 2 según el documento", f=[DOC_GRASS_IN]),
    es("¿Qué significa LCES?"),
    ar("قداش لازم تكون المساحة الدفاعية حول البنايات في مقاطعة بوت؟", f=[DOC_DEF_FT]),
    ar("من أي قيمة FWI يصبح الخطر مرتفعا؟", f=[DOC_HIGH]),
    ar("ما معنى LCES في وثيقة سلامة الفرق؟"),
    ar("قداش لازم نبعدو أغصان الشجر على المدخنة؟", f=[DOC_BRANCH_FT]),
])

# ---- capabilities -----------------------------------------------------------------------------------------------
kind("whatcan", [CAP], [
    en("What can this box actually do?"),
    en("Which weather stations do you have?", f=STATION_NAMES),
    en("Do you get drone imagery?"),
    en("What documents are loaded on here?", f=[DOC_TITLES]),
    en("how far back does your weather data go", f=[FIRST_DAY]),
    en("Help. What kinds of questions can I ask you?"),
    fr("Tu sais faire quoi, exactement ?"),
    fr("Quelles stations météo as-tu ?", f=STATION_NAMES),
    fr("Tu as des images de drone ?"),
    es("¿Qué datos tienes?"),
    es("¿Qué estaciones meteorológicas tienes disponibles?", f=STATION_NAMES),
    ar("واش تقدر تدير هاد الجهاز؟"),
    ar("ما هي المحطات المتوفرة لديك؟", f=STATION_NAMES_AR),
    ar("عندك تصاور تاع الدرون؟"),
])

# ---- photo (never attached) ----------------------------------------------------------------------------------------
kind("pic", [PH], [
    en("Sending you a photo of the smoke column. New start or our burn?"),
    en("See attached pic, what fuel type is that?"),
    en("just uploaded a picture of the flank how bad does it look"),
    en("I've attached a shot from the lookout. Smoke or dust?"),
    en("photo attached of the ridge, tell me what you see"),
    fr("Je t'envoie une photo de la colonne de fumée, t'en penses quoi ?"),
    fr("Photo jointe : c'est de la fumée ou de la poussière ?"),
    es("Te mando una foto del humo, ¿es un incendio nuevo?"),
    es("Adjunto foto del flanco izquierdo, ¿qué ves?"),
    ar("بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟"),
    ar("أرفقت صورة للحريق، هل هي بداية جديدة؟"),
])

# ---- out of scope, alone -------------------------------------------------------------------------------------------
kind("nothere", [OOS], [
    en("What's the forecast for tomorrow at {st}?", "alt", "none"),
    en("Will the wind pick up later this afternoon?", day="none"),
    en("Which way is the wind blowing at SBA?", [S], "none"),
    en("FWI in Oran?", day="none"),
    en("Conditions at Tlemcen right now", day="none"),
    en("Is it going to rain next week?", day="none"),
    en("Who won the match last night?", day="none"),
    en("Wind direction at {st}?", "alt", "none"),
    en("How's the weather in Algiers?", day="none"),
    en("What does the fuel moisture map look like for the north sector?", day="none"),
    en("Where are Engine 4 and Engine 7 right now?", day="none"),
    en("Best road to get the water tender up to the ridge?", day="none"),
    en("Give me the temperature at Bejaia for 3 pm tomorrow.", [B], "none"),
    fr("Quelle météo demain à {st} ?", "alt", "none"),
    fr("Le vent vient d'où à Béjaïa ?", [B], "none"),
    fr("Danger à Tlemcen aujourd'hui ?", day="none"),
    fr("Il va pleuvoir ce week-end ?", day="none"),
    fr("C'est quoi la meilleure piste pour monter au col ?", day="none"),
    es("¿Qué tiempo hará mañana en {st}?", "alt", "none"),
    es("¿De dónde sopla el viento en Sidi Bel Abbès?", [S], "none"),
    es("Peligro de incendio en Orán", day="none"),
    es("¿Dónde están ahora las otras cuadrillas?", day="none"),
    ar("واش يكون الجو غدوة في بجاية؟", [B], "none"),
    ar("منين جاية الريح في سيدي بلعباس؟", [S], "none"),
    ar("كيفاش الطقس في وهران؟", day="none"),
    ar("هل ستمطر الأسبوع القادم؟", day="none"),
    ar("شكون ربح الماتش البارح؟", day="none"),
])

# ---- orders (refused) --------------------------------------------------------------------------------------------------
kind("order", [REF], [
    en("Send an evacuation alert to the village below the ridge.", day="none", f=["neg"]),
    en("Dispatch two more engines to Division C.", day="none", f=["neg"]),
    en("Notify the prefect that we're losing the east flank.", day="none", f=["neg"]),
    en("Delete the last drone frame, it's a false alarm.", day="none", f=["neg"]),
    en("page air attack for me", day="none", f=["neg"]),
    en("Push a red flag warning out to all crews.", day="none", f=["neg"]),
    en("Order the water bomber onto grid 14.", day="none", f=["neg"]),
    fr("Envoie une alerte d'évacuation au douar en contrebas.", day="none"),
    fr("Préviens le COS que la ligne a sauté.", day="none"),
    fr("Supprime les images du drone de ce matin.", day="none"),
    es("Manda una alerta de evacuación a la aldea.", day="none"),
    es("Avisa al director de extinción de que perdemos el flanco.", day="none"),
    es("Despacha dos autobombas más al sector norte.", day="none"),
    ar("ابعث إنذار إخلاء للسكان تاع الدوار.", day="none"),
    ar("خبر الحماية المدنية بلي النار قطعت الطريق.", day="none"),
    ar("امسح التصاور تاع الدرون.", day="none"),
])

# ---- tactical (served only as the facts bearing on it) -------------------------------------------------------------
kind("call", [TAC], [
    en("Should we pull Division A off the line at {st}?", "alt", f=["fwi"]),
    en("Is it safe to put a crew on the ridge this afternoon?", day="none"),
    en("Do we go direct or indirect on the west flank?", day="none"),
    en("Where should I stage the water tenders?", day="none"),
    en("Your call: hold the line or fall back?", day="none"),
    en("With conditions at {st} what they are, do we need extra lookouts?", "alt", f=["fwi"]),
    en("Can we burn out along the road at SBA today, or is that asking for trouble?", [S], "today", f=["fwi"]),
    fr("On engage les équipes au sol à {st} ou on attend ?", "alt", f=["fwi"]),
    fr("Tu conseilles un repli du secteur nord ?", day="none"),
    fr("Faut-il renforcer les guetteurs avec ce vent ?", day="none"),
    es("¿Metemos a la cuadrilla en ataque directo o esperamos?", day="none"),
    es("Con las condiciones de {st}, ¿conviene retirar al personal?", "alt", f=["fwi"]),
    ar("نبعثو الفرقة للجبل ولا نستناو؟", day="none"),
    ar("واش نديرو مع هاد الحالة في سيدي بلعباس، نزيدو رجال؟", [S], f=["fwi"]),
    ar("هل ننسحب من الجهة الشرقية؟", day="none"),
])

# ---- near a station but not at it (warn) ----------------------------------------------------------------------------
kind("nearby", [CC], [
    en("Temperature on the ridge above {st}?", "alt", f=["t"]),
    en("Wind 10 km out of SBA?", [S], f=["ws"]),
    en("What's the FWI on the plateau north of {st}?", "alt", f=["fwi"], it=[DG]),
    en("Humidity at the village 5 km south of {st}?", "alt", f=["rh"]),
    en("Fire danger at the forest edge just outside Bejaia", [B], f=["fwi"], it=[DG]),
    fr("Quel vent sur la crête au-dessus de {st} ?", "alt", f=["ws"]),
    fr("Danger à 15 km de Sidi Bel Abbès, côté forêt ?", [S], f=["fwi"], it=[DG]),
    es("¿Temperatura en la sierra a 10 km de {st}?", "alt", f=["t"]),
    es("Peligro en las afueras de Béjaïa", [B], f=["fwi"], it=[DG]),
    ar("قداش الحرارة في الجبل اللي فوق بجاية؟", [B], f=["t"]),
    ar("ما مستوى الخطر في الغابة على بعد 10 كم من سيدي بلعباس؟", [S], f=["fwi"], it=[DG]),
    ar("الريح في الدوار اللي قريب من {st}؟", "alt", f=["ws"]),
], decision="warn")

# ---- an hour other than noon (warn) -----------------------------------------------------------------------------------
kind("offhour", [CC], [
    en("What was the humidity at {st} at 6 this morning?", "alt", "today", f=["rh"]),
    en("Temp at SBA at 3 pm yesterday?", [S], "yesterday", f=["t"]),
    en("Wind at {st} at 0800?", "alt", "today", f=["ws"]),
    en("FWI at {st} at 17:00 {day}?", "alt", "yesterday", f=["fwi"], it=[DG]),
    en("RH at 9 pm on 14 Aug at {st}", "alt", "2012-08-14", f=["rh"]),
    fr("Humidité à {st} à 7 h ce matin ?", "alt", "today", f=["rh"]),
    fr("Quel vent à Béjaïa hier à 16 h ?", [B], "yesterday", f=["ws"]),
    es("¿Temperatura en {st} a las 6 de la mañana?", "alt", "today", f=["t"]),
    es("¿Qué humedad había ayer a las 18:00 en Sidi Bel Abbès?", [S], "yesterday", f=["rh"]),
    ar("قداش كانت الحرارة في بجاية على الساعة 6 تاع الصباح؟", [B], "today", f=["t"]),
    ar("ما سرعة الرياح في {st} على الساعة الثالثة مساء أمس؟", "alt", "yesterday", f=["ws"]),
], decision="warn")

# ---- days with no reading (abstain, computed) ----------------------------------------------------------------------------
kind("noreading", [CC], [
    en("FWI at {st} on 14 August 2011?", "alt", "2011-08-14", f=["fwi"], it=[DG]),
    en("What was the temperature at SBA on 20 May 2012?", [S], "2012-05-20", f=["t"]),
    en("Readings from {st}, 2010-07-04", "alt", "2010-07-04", f=["t", "rh", "ws"]),
    en("Rain at {st} on March 3rd 2012?", "alt", "2012-03-03", f=["rain"]),
    fr("Le FWI à {st} le 15 mai 2012 ?", "alt", "2012-05-15", f=["fwi"], it=[DG]),
    fr("Relevés de Béjaïa du 10 août 2011", [B], "2011-08-10", f=["t", "rh", "ws"]),
    es("¿Qué temperatura hizo en {st} el 25 de mayo de 2012?", "alt", "2012-05-25", f=["t"]),
    es("Peligro en Sidi Bel Abbès el 1 de agosto de 2011", [S], "2011-08-01", f=["fwi"], it=[DG]),
    ar("قداش كانت الحرارة في بجاية يوم 20 ماي 2012؟", [B], "2012-05-20", f=["t"]),
    ar("ما هو مؤشر FWI في سيدي بلعباس يوم 5 أوت 2011؟", [S], "2011-08-05", f=["fwi"], it=[DG]),
])

# ---- two or three asks in one -----------------------------------------------------------------------------------------
kind("multi", [CC, DG], [
    en("Temp and FWI at {st}?", "alt", f=["t", "fwi"], it=[CC, DG]),
    en("{st}: wind, RH, and what's the danger class?", "alt", f=["ws", "rh", "fwi", "class"], it=[CC, DG]),
    en("Wind speed and direction at {st}", "alt", f=["ws"], it=[CC, OOS]),
    en("FWI at {st} now and tomorrow?", "alt", f=["fwi"], it=[DG, OOS]),
    en("What did the drone see, and where will the head be in 30 min?", h=30, f=["=frames", "=spread"], it=[FRM, SP]),
    en("Give me SBA's danger rating and send it to all crews.", [S], f=["fwi", "class", "neg"], it=[DG, REF]),
    en("Smoke on the drone? If yes, alert dispatch.", f=["=detection", "neg"], it=[FRM, REF]),
    en("How far does the head go in 20 min at 30 m/min, and what does LCES say about escape routes?", h=20,
       f=["=drift", rate_x_min(30, 20), SLOWEST], it=[DR, DOC]),
    en("FWI at Sidi Bel Abbes, and which station is hotter?", "both", f=[at(S, "fwi"), "t"], it=[DG, CMP]),
    en("Bejaia and Oran, current temps?", [B], f=["t"], it=[CC, OOS]),
    en("Photo attached. Also, which stations have you got?", f=STATION_NAMES, it=[PH, CAP]),
    en("Should we pull back at {st}? What's the FWI there?", "alt", f=["fwi"], it=[TAC, DG]),
    en("Current RH at {st}, and is there anything on the drone?", "alt", f=["rh", "=frames"], it=[CC, FRM]),
    en("FWI {st} + what the FWI guide says counts as high", "alt", f=["fwi", DOC_HIGH], it=[DG, DOC]),
    en("Danger at {st} and the forecast for tonight", "alt", f=["fwi"], it=[DG, OOS]),
    en("Is it going to get worse this afternoon at {st}? What's the RH now?", "alt", f=["rh"], it=[CC, OOS]),
    en("Send engine 3 up to the ridge and tell me the wind at {st}", "alt", f=["ws", "neg"], it=[REF, CC]),
    en("What did the drone see, and what should we do about it?", f=["=frames"], it=[FRM, TAC]),
    en("LCES reminder, and the current ISI at {st}", "alt", f=LCES_FACTS + [code("ISI")], it=[DOC, DG]),
    en("Photo of the flank attached; also what's the FWI at SBA", [S], f=["fwi"], it=[PH, DG]),
    en("Wind at {st} in knots, plus the danger class.", "alt", f=["ws", conv("ws", "kn"), "fwi", "class"], it=[CC, DG]),
    en("Temp, RH and FWI for both stations side by side, and where did the drone see fire?", "both",
       f=["t", "rh", "fwi", "=detection_place"], it=[CMP, FRM]),
    en("Drift at 2 km/h over 30 min, and which direction will the front go?", h=30,
       f=[kmh_x_min(2, 30), "=spread"], it=[DR, SP]),
    en("What's the DC at {st}, and what does that code track according to the guide?", "alt", f=[code("DC"), DC_DOC], it=[DG, DOC]),
    en("Give me the wind at {st} and notify the helibase.", "alt", f=["ws", "neg"], it=[CC, REF]),
    en("At 60 m/min, how far in 15 min, and can my crew outrun that?", h=15, f=["=drift", rate_x_min(60, 15)], it=[DR, TAC]),
    en("Any fire detections, and what's the danger at the nearest station?", [S], f=["=detection", "fwi"], it=[FRM, DG]),
    en("Rain {day} at {st}? And will it rain tomorrow?", "alt", "yesterday", f=["rain"], it=[CC, OOS]),
    en("Zone 1 in the defensible space doc, how far out does it go, and how dry is it at {st} right now?", "alt",
       f=[DOC_Z1[1], "rh"], it=[DOC, CC]),
    en("FWI at both stations and in Tlemcen", "both", f=["fwi"], it=[DG, OOS], alt=[[CMP, OOS]]),
    en("What can you tell me about wind direction and speed at {st}?", "alt", f=["ws"], it=[CC, OOS]),
    en("Danger at {st} and a projection for the next 45 minutes", "alt", h=45, f=["fwi", "=spread"], it=[DG, SP]),
    en("Send the drone back up and tell me what it saw last time", f=["=frames", "neg"], it=[REF, FRM]),
    en("Is it hotter at SBA than Bejaia, and what's the DMC at SBA?", "both", f=["t", code("DMC", only=[S])], it=[CMP, DG]),
    en("Temp at {st}, any drone detections, and where's the head in 20?", "alt", h=20,
       f=["t", "=frames", "=spread"], it=[CC, FRM, SP]),
    en("FWI at SBA, wind direction there, and send the numbers to dispatch", [S], f=["fwi", "neg"], it=[DG, OOS, REF]),
    en("sba wind rh fwi + is the drone seeing anything", [S], f=["ws", "rh", "fwi", "=frames"], it=[CC, DG, FRM]),
    en("Humidity at {st}, and where's the nearest safety zone on our line?", "alt", f=["rh"], it=[CC, OOS]),
    en("What's the ISI at {st}, and how far does the head move in 30 min at 35 m a minute?", "alt", h=30,
       f=[code("ISI"), "=drift", rate_x_min(35, 30)], it=[DG, DR]),
    en("I just sent a photo of the smoke. What time did the drone see fire?", f=["=detection"], it=[PH, FRM]),
    en("Give me RH at SBA, and what does the FWI guide say about FFMC?", [S], f=["rh", DOC_FFMC], it=[CC, DOC]),
    en("Nearest station to the drone's fire, what's its wind doing?", [S], f=["=detection_place", "ws"], it=[FRM, CC]),
    en("wind sba in mph and whats the forecast for 1600", [S], f=["ws", conv("ws", "mph"), ], it=[CC, OOS]),
    en("Which station's hotter? And cancel the last alert while you're at it.", "both", f=["t", "neg"], it=[CMP, REF]),
    en("What's the danger at SBA, and what does the LCES doc say we change on high-danger days?", [S],
       f=["fwi", "class", HIGH_DAY], it=[DG, DOC]),
    en("Temp at SBA and over in Mascara?", [S], f=["t"], it=[CC, OOS]),
    en("How far in 25 min at 1.5 km/h, and where is the fire now per the drone?", h=25,
       f=[kmh_x_min(1.5, 25), "=detection_place"], it=[DR, FRM]),
    en("Humidity at both stations, and will it recover tonight?", "both", f=["rh"], it=[CMP, OOS]),
    en("Can you text the FWI to the sector chief? What is it at Bejaia anyway?", [B], f=["fwi", "neg"], it=[REF, DG]),
    en("Anything from the drone this afternoon, and what's the danger where it saw it?", [S], f=["=detection", "fwi"], it=[FRM, DG]),
    en("Bejaia RH, and the time of the drone's last frame", [B], f=["rh", "=frames"], it=[CC, FRM]),
    en("SBA: FWI and ISI, and is it safe to send the hand crew in?", [S], f=["fwi", code("ISI")], it=[DG, TAC]),
    fr("Température et IFM à {st} ?", "alt", f=["t", "fwi"], it=[CC, DG]),
    fr("Vent à {st}, vitesse et direction ?", "alt", f=["ws"], it=[CC, OOS]),
    fr("Le FWI à {st} aujourd'hui et demain ?", "alt", "today", f=["fwi"], it=[DG, OOS]),
    fr("Le drone a vu quoi, et le front sera où dans 30 minutes ?", h=30, f=FRAME_TIMES + ["=spread"], it=[FRM, SP]),
    fr("Donne-moi le danger à SBA et envoie-le aux équipes.", [S], f=["fwi"], it=[DG, REF]),
    fr("Fumée sur les images du drone ? Si oui, préviens le COS.", f=DET_TIME, it=[FRM, REF]),
    fr("À 20 m/min, on est où dans 25 minutes ? Et que dit le guide LCES sur les zones de sécurité ?", h=25,
       f=["=drift", rate_x_min(20, 25)], it=[DR, DOC]),
    fr("Béjaïa et Oran, températures actuelles ?", [B], f=["t"], it=[CC, OOS]),
    fr("On recule ou pas à {st} ? Donne-moi l'humidité.", "alt", f=["rh"], it=[TAC, CC]),
    fr("Photo en pièce jointe, et c'est quoi le danger à Béjaïa ?", [B], f=["fwi"], it=[PH, DG]),
    fr("Quel est le FWI à Sidi Bel Abbès et quelle station est la plus chaude ?", "both", f=[at(S, "fwi"), "t"], it=[DG, CMP]),
    fr("Humidité à {st}, et le drone a-t-il détecté quelque chose ?", "alt", f=["rh"] + FRAME_TIMES, it=[CC, FRM]),
    fr("Danger à {st} et projection du front à une heure", "alt", h=60, f=["fwi", "=spread"], it=[DG, SP]),
    fr("Pluie hier à {st} ? Et pour ce soir ?", "alt", "yesterday", f=["rain"], it=[CC, OOS]),
    fr("Le vent à {st} en nœuds, et le niveau de danger.", "alt", f=["ws", conv("ws", "kn"), "fwi"], it=[CC, DG]),
    fr("Supprime la dernière alerte et dis-moi l'ISI à {st}.", "alt", f=[code("ISI")], it=[REF, DG]),
    fr("Température à {st} et à Mostaganem ?", "alt", f=["t"], it=[CC, OOS]),
    fr("Vent à {st}, danger, et envoie tout ça au PC.", "alt", f=["ws", "fwi"], it=[CC, DG, REF]),
    fr("IFM à {st}, et d'après le guide, à partir de combien c'est extrême ?", "alt", f=["fwi", DOC_EXTREME], it=[DG, DOC]),
    fr("Humidité à Béjaïa et direction du vent ?", [B], f=["rh"], it=[CC, OOS]),
    fr("Le drone a vu de la fumée à quelle heure, et c'est quoi l'IFM à Sidi Bel Abbès ?", [S], f=DET_TIME + ["fwi"], it=[FRM, DG]),
    fr("Quel FWI à {st}, et est-ce qu'on engage les moyens aériens ?", "alt", f=["fwi"], it=[DG, TAC]),
    fr("Vent à {st} et prévision pour demain matin ?", "alt", f=["ws"], it=[CC, OOS]),
    fr("Le front à 35 m/min : combien en 40 minutes, et dans quelle direction il part ?", h=40,
       f=[rate_x_min(35, 40), "=spread"], it=[DR, SP]),
    es("Temperatura y FWI en {st}", "alt", f=["t", "fwi"], it=[CC, DG]),
    es("Velocidad y dirección del viento en {st}", "alt", f=["ws"], it=[CC, OOS]),
    es("Peligro hoy en {st} y pronóstico para mañana", "alt", "today", f=["fwi"], it=[DG, OOS]),
    es("¿Qué vio el dron y hacia dónde irá el frente en 40 minutos?", h=40, f=FRAME_TIMES + ["=spread"], it=[FRM, SP]),
    es("Dame el FWI de SBA y mándaselo a todas las cuadrillas", [S], f=["fwi"], it=[DG, REF]),
    es("A 45 m por minuto, ¿cuánto avanza en 20 minutos? ¿Y qué dice el documento LCES de las rutas de escape?", h=20,
       f=["=drift", rate_x_min(45, 20)], it=[DR, DOC]),
    es("Humedad en Béjaïa y en Orán", [B], f=["rh"], it=[CC, OOS]),
    es("¿Retiramos a la gente de {st}? ¿Qué FWI hay?", "alt", f=["fwi"], it=[TAC, DG]),
    es("Te adjunto una foto; además, ¿qué peligro hay en Sidi Bel Abbès?", [S], f=["fwi"], it=[PH, DG]),
    es("¿El dron detectó humo? Y el viento en Sidi Bel Abbès, ¿cuánto es?", [S], f=DET_TIME + ["ws"], it=[FRM, CC]),
    es("FWI en SBA, y ¿cuál de las dos estaciones tiene más viento?", "both", f=[at(S, "fwi"), "ws"], it=[DG, CMP]),
    es("Peligro en {st} y proyección del frente a media hora", "alt", h=30, f=["fwi", "=spread"], it=[DG, SP]),
    es("Lluvia ayer en {st}, ¿y va a llover esta noche?", "alt", "yesterday", f=["rain"], it=[CC, OOS]),
    es("Temperatura en {st}, lo que vio el dron y cuánto avanza el frente en 30 minutos a 25 m/min", "alt", h=30,
       f=["t"] + FRAME_TIMES + ["=drift", rate_x_min(25, 30)], it=[CC, FRM, DR]),
    es("Humedad en {st} y dirección del viento", "alt", f=["rh"], it=[CC, OOS]),
    es("¿Qué detectó el dron y qué hacemos con la cuadrilla?", f=FRAME_TIMES, it=[FRM, TAC]),
    es("¿FWI en Béjaïa? Y borra la alerta de antes.", [B], f=["fwi"], it=[DG, REF]),
    ar("الحرارة و FWI في {st}؟", "alt", f=["t", "fwi"], it=[CC, DG]),
    ar("سرعة الريح واتجاهها في بجاية؟", [B], f=["ws"], it=[CC, OOS]),
    ar("الخطر اليوم في سيدي بلعباس وغدوة؟", [S], "today", f=["fwi"], it=[DG, OOS]),
    ar("واش شاف الدرون ووين تكون النار بعد نص ساعة؟", h=30, f=FRAME_TIMES + ["=spread"], it=[FRM, SP]),
    ar("أعطيني FWI تاع بلعباس وابعثو لكل الفرق", [S], f=["fwi"], it=[DG, REF]),
    ar("النار تمشي 40 متر في الدقيقة، قداش تقطع في ربع ساعة؟ وواش تقول الوثيقة على مناطق الأمان؟", h=15,
       f=["=drift", rate_x_min(40, 15)], it=[DR, DOC]),
    ar("الحرارة في بجاية وفي وهران؟", [B], f=["t"], it=[CC, OOS]),
    ar("نسحبو الرجال من {st}؟ قداش الخطر؟", "alt", f=["fwi"], it=[TAC, DG]),
    ar("بعثتلك صورة، وقولي الرطوبة في بجاية", [B], f=["rh"], it=[PH, CC]),
    ar("هل رصدت الطائرة المسيرة دخانا؟ وما الرطوبة في سيدي بلعباس؟", [S], f=DET_TIME + ["rh"], it=[FRM, CC]),
    ar("شحال FWI في بلعباس، وشكون فيهم أسخن؟", "both", f=[at(S, "fwi"), "t"], it=[DG, CMP]),
    ar("الخطر في {st} وتوقع انتشار النار بعد ساعة", "alt", h=60, f=["fwi", "=spread"], it=[DG, SP]),
    ar("طاح المطر البارح في {st}؟ ويطيح غدوة؟", "alt", "yesterday", f=["rain"], it=[CC, OOS]),
    ar("ابعث إنذار للحماية المدنية وقولي الريح في {st}", "alt", f=["ws"], it=[REF, CC]),
    ar("الحرارة في {st} والتوقعات تاع الليل", "alt", f=["t"], it=[CC, OOS]),
    ar("قداش الحرارة في {st}، واش شاف الدرون، ووين تكون النار بعد ربع ساعة؟", "alt", h=15,
       f=["t"] + FRAME_TIMES + ["=spread"], it=[CC, FRM, SP]),
    ar("ما قيمة ISI في {st}؟ وما الذي يقيسه هذا المؤشر حسب الدليل؟", "alt", f=[code("ISI")], it=[DG, DOC]),
    ar("الرطوبة في {st} ومنين جاية الريح؟", "alt", f=["rh"], it=[CC, OOS]),
    ar("واش شاف الدرون؟ وابعث التصاور للقيادة", f=FRAME_TIMES, it=[FRM, REF]),
    ar("الريح في {st} بالعقدة، والخطر قداش؟", "alt", f=["ws", conv("ws", "kn"), "fwi"], it=[CC, DG]),
    ar("ما درجة الحرارة في سيدي بلعباس؟ وهل ننسحب من المحور الشمالي؟", [S], f=["t"], it=[CC, TAC]),
    ar("النار تتقدم 2 كم في الساعة، قداش تقطع في 30 دقيقة ووين تكون؟", h=30, f=[kmh_x_min(2, 30), "=spread"], it=[DR, SP]),
])

kind("multi-fire", [SUM, AN], [
    en("Highest FWI at {st} in August, and over the whole record, how many days above {thr} burned?", "alt", "aug",
       thr=20, f=["maxfwi", "fires_fwi_gt"], it=[SUM, AN]),
    en("How many days at SBA reached {thr} degrees or more in August, and how many of those were fire days?", [S], "aug",
       thr=38, f=[wcount("t", 38, ">=", only=[S], burned=True)], it=[SUM, AN]),
    en("Fire days at {st} this past week, and today's FWI?", "alt", "lastweek", f=["fires", now("fwi")],
       it=[SUM, DG]),
    en("Did days like today burn at {st}? And what's the FWI right now?", "alt", f=["fwi"], it=[AN, DG]),
    fr("FWI max en août à {st}, et sur toute la saison, combien de jours au-dessus de {thr} ont brûlé ?", "alt", "aug",
       thr=20, f=["maxfwi", "fires_fwi_gt"], it=[SUM, AN]),
    fr("Combien de jours de feu à Béjaïa en août, et le danger aujourd'hui ?", [B], "aug",
       f=["fires", at(B, "fwi", key="now")], it=[SUM, DG]),
    es("Máximo de FWI en agosto en {st} y, de todos los días con FWI mayor de {thr}, ¿cuántos ardieron?", "alt", "aug",
       thr=20, f=["maxfwi", "fires_fwi_gt"], it=[SUM, AN]),
    es("¿Días como hoy en Sidi Bel Abbès acabaron en incendio? ¿Y cuál es el peligro ahora?", [S], f=["fwi"], it=[AN, DG]),
    ar("أعلى FWI في {st} في أوت، ومن بين كل الأيام اللي فاتت {thr} في الموسم كامل شحال شعلت؟", "alt", "aug",
       thr=20, f=["maxfwi", "fires_fwi_gt"], it=[SUM, AN]),
    ar("شحال من نهار حريق في بلعباس في سبتمبر، وقداش الخطر دروك؟", [S], "sep",
       f=["fires", at(S, "fwi", key="now")], it=[SUM, DG]),
    en("Bejaia: temperature now, and did days like this burn before?", [B], f=["t", "fwi"], it=[CC, AN]),
    fr("Des jours comme aujourd'hui ont brûlé à {st} ? Et l'humidité actuelle ?", "alt", "today", f=["fwi", "rh"], it=[AN, CC]),
], fire=True)

kind("multi-window", [SUM, DG], [
    en("How many days did {st} top FWI {thr} in September, and what's it sitting at now?", "alt", "sep", thr=10,
       f=[wcount("fwi", 10), now("fwi")], it=[SUM, DG]),
    en("Max FWI since Tuesday at {st}, and today's danger class", "alt", "since-tue", f=["maxfwi", now("fwi", "class")], it=[SUM, DG]),
    fr("Combien de jours à {thr} °C ou plus à SBA en août, et l'IFM aujourd'hui ?", [S], "aug", thr=38,
       f=[wcount("t", 38, ">=", only=[S]), at(S, "fwi", key="now")], it=[SUM, DG]),
    es("Temperatura máxima en {st} en la última semana y la de hoy", "alt", "lastweek", f=["maxt", now("t")], it=[SUM, CC]),
    ar("أعلى حرارة في {st} في أوت، وقداش الحرارة اليوم؟", "alt", "aug", f=["maxt", now("t")], it=[SUM, CC]),
    en("Current FWI at Bejaia and the highest it got this past week", [B], "lastweek", f=[now("fwi"), "maxfwi"], it=[DG, SUM]),
    ar("قداش FWI في بجاية دروك، وأعلى قيمة وصلها في الأسبوع الماضي؟", [B], "lastweek", f=[now("fwi"), "maxfwi"], it=[DG, SUM]),
])

kind("multi-nearby", [CC, DG], [
    en("Temp and danger on the ridge above {st}", "alt", f=["t", "fwi"], it=[CC, DG]),
    en("FWI 5 km east of SBA, and what did the drone see out there?", [S], f=["fwi", "=frames"], it=[DG, FRM]),
    fr("Température et danger sur le plateau à 10 km de {st} ?", "alt", f=["t", "fwi"], it=[CC, DG]),
    es("Viento y peligro en el monte encima de {st}", "alt", f=["ws", "fwi"], it=[CC, DG]),
    ar("الحرارة والخطر في الغابة اللي قريبة من بجاية؟", [B], f=["t", "fwi"], it=[CC, DG]),
], decision="warn")

kind("multi-offhour", [CC, DG], [
    en("RH and FWI at {st} at 4 pm yesterday", "alt", "yesterday", f=["rh", "fwi"], it=[CC, DG]),
    fr("Vent et IFM à {st} hier à 18 h ?", "alt", "yesterday", f=["ws", "fwi"], it=[CC, DG]),
    ar("الحرارة والخطر في بجاية على الساعة 5 العشية البارح", [B], "yesterday", f=["t", "fwi"], it=[CC, DG]),
], decision="warn")


# ----------------------------------------------------------------------------------------------------
# Sessions
# ----------------------------------------------------------------------------------------------------
SESSIONS = []


def session(*turns):
    SESSIONS.append(turns)


def t(lang, text, intents, st=None, when=None, f=(), decision=None, h=None, fire=False, alt=None):
    return {"lang": lang, "q": text, "it": intents, "st": st, "when": when, "f": list(f), "decision": decision,
            "h": h, "fire": fire, "alt": alt}


session(  # IC on the radio
    t("en", "Box, Command. FWI at Sidi Bel Abbes, now.", [DG], [S], f=["fwi"]),
    t("en", "And Bejaia?", [DG], [B], f=["fwi"]),
    t("en", "Why is it so low at both?", [EXP], BOTH, "now", f=[drivers()]),
    t("en", "Copy. Wind at the first one, and push it to Div A.", [CC, REF], [S], f=["ws", "neg"]),
)
session(  # division supervisor, correction, switches to French
    t("en", "Div Bravo. Wind and RH at Bejaia.", [CC], [B], f=["ws", "rh"]),
    t("en", "no, I meant the other station", [CC], [S], f=["ws", "rh"]),
    t("fr", "Et le danger là-bas ?", [DG], [S], f=["fwi"]),
    t("fr", "Pourquoi si bas ?", [EXP], [S], "now", f=[drivers()]),
)
session(  # Spanish crew lead
    t("es", "¿Qué temperatura hay en Béjaïa?", [CC], [B], f=["t"]),
    t("es", "¿Y ayer?", [CC], [B], "yesterday", f=["t"]),
    t("es", "¿Y en la otra estación?", [CC], [S], "yesterday", f=["t"]),
    t("es", "¿Cuál de las dos estuvo peor ayer?", [CMP], BOTH, "yesterday", f=["fwi"]),
)
session(  # Algerian Arabic, IC
    t("ar", "واش الخطر في بجاية دروك؟", [DG], [B], f=["fwi"]),
    t("ar", "وفي سيدي بلعباس؟", [DG], [S], f=["fwi"]),
    t("ar", "علاش؟", [EXP], [S], "now", f=[drivers()]),
    t("ar", "وقداش الريح تما؟", [CC], [S], f=["ws"]),
)
session(  # fire behaviour analyst: frames then spread
    t("en", "What did the drone pick up this afternoon?", [FRM], f=["=frames"]),
    t("en", "Where exactly?", [FRM], f=["=detection_place"]),
    t("en", "Where will the head be 30 minutes from there?", [SP], f=["=spread"], h=30),
    t("en", "Why can't you give me a direction?", [EXP], f=NO_DIRECTION),
    t("en", "OK. Nearest station's wind, and which way is it blowing?", [CC, OOS], [S], f=["ws"]),
)
session(  # IC, hidden order, then a forecast
    t("en", "Danger class at SBA?", [DG], [S], f=["fwi", "class"]),
    t("en", "Push that to all division radios.", [REF], when="none", f=["neg"]),
    t("en", "Fine. What's the humidity there?", [CC], [S], f=["rh"]),
    t("en", "Will it drop later today?", [OOS], [S], "none"),
)
session(  # French COS with a correction
    t("fr", "Point météo Béjaïa.", [CC], [B], f=["t", "rh", "ws"]),
    t("fr", "Et hier ?", [CC], [B], "yesterday", f=["t", "rh", "ws"]),
    t("fr", "Non, je voulais dire à Sidi Bel Abbès, hier.", [CC], [S], "yesterday", f=["t", "rh", "ws"]),
    t("fr", "Laquelle des deux est la plus dangereuse aujourd'hui ?", [CMP], BOTH, "today", f=["fwi"]),
)
session(  # logistics officer, windows
    t("en", "Logistics here. Hottest it got at Bejaia this past week?", [SUM], [B], "lastweek", f=["maxt"]),
    t("en", "Same for SBA.", [SUM], [S], "lastweek", f=["maxt"]),
    t("en", "And its average temperature over that week?", [SUM], [S], "lastweek", f=[wstat("t", "avg", only=[S])]),
    t("en", "Any fire days in there?", [SUM], [S], "lastweek", f=["fires"], fire=True),
)
session(  # MSA, switches to English for units
    t("ar", "ما هي درجة الحرارة في سيدي بلعباس الآن؟", [CC], [S], f=["t"]),
    t("ar", "والرطوبة؟", [CC], [S], f=["rh"]),
    t("en", "wind in knots?", [CC], [S], f=["ws", conv("ws", "kn", only=[S])]),
    t("ar", "وفي بجاية؟", [CC], [B], f=["ws", conv("ws", "kn", only=[B])]),
)
session(  # engine crew on a phone, drift
    t("en", "head moving 30m/min how far in 20", [DR], f=["=drift", rate_x_min(30, 20)], h=20),
    t("en", "and in 45", [DR], f=["=drift", rate_x_min(30, 45)], h=45),
    t("en", "what if its 50 a min same 45", [DR], f=["=drift", rate_x_min(50, 45)], h=45),
    t("en", "wats the wind at sba rn", [CC], [S], f=["ws"]),
)
session(  # Spanish division supervisor, correction
    t("es", "Peligro en Sidi Bel Abbès anteayer", [DG], [S], "daybefore", f=["fwi"]),
    t("es", "Perdón, quería decir en Béjaïa.", [DG], [B], "daybefore", f=["fwi"]),
    t("es", "¿Y la humedad ese día?", [CC], [B], "daybefore", f=["rh"]),
    t("es", "¿Por qué salió tan bajo el índice?", [EXP], [B], "daybefore", f=[drivers()]),
)
session(  # new volunteer, documents
    t("en", "Sorry, I'm new. What's LCES?", [DOC], when="none", f=LCES_FACTS),
    t("en", "How much do you have to clear around a house?", [DOC], when="none", f=["=doc_defensible"]),
    t("en", "Why 100 feet?", [EXP], when="none", f=[WHY_100]),
    t("en", "Is fire danger high at Bejaia today, and what's the temperature?", [DG, CC], [B], "today", f=["fwi", "class", "t"]),
)
session(  # Algerian Arabic IC: compare, correction, order
    t("ar", "شكون أخطر دروك، بجاية ولا بلعباس؟", [CMP], BOTH, f=["fwi"]),
    t("ar", "والريح؟", [CMP], BOTH, f=["ws"]),
    t("ar", "لا، قصدت الريح في بلعباس برك", [CC], [S], f=["ws"]),
    t("ar", "ابعث هاد المعلومات للقيادة", [REF], when="none"),
)
session(  # French to Arabic and back
    t("fr", "Le drone a vu quelque chose ?", [FRM], f=FRAME_TIMES),
    t("fr", "À quelle heure exactement ?", [FRM], f=DET_TIME),
    t("ar", "وين بالضبط؟", [FRM], f=DET_PLACE_AR),
    t("fr", "Et le danger à la station la plus proche ?", [DG], [S], f=["fwi"]),
)
session(  # IC, window then analogs
    t("en", "How many days over FWI 20 at SBA in August?", [SUM], [S], "aug", f=[wcount("fwi", 20, only=[S])]),
    t("en", "How many of those burned?", [AN], [S], "aug", f=[fwi_burn(20, only=[S])], fire=True, alt=[[SUM, AN]]),
    t("en", "Same question for Bejaia.", [AN], [B], "aug", f=[fwi_burn(20, only=[B])], fire=True, alt=[[SUM, AN]]),
    t("en", "OK, today's FWI at both, side by side.", [CMP], BOTH, f=["fwi"], alt=[[DG]]),
)
session(  # photo, drone, hidden order
    t("en", "Sent you a photo from the lookout tower, what do you make of it?", [PH], when="none"),
    t("en", "OK then, what did the drone see?", [FRM], f=["=frames"]),
    t("en", "Get the drone to do another pass over that spot.", [REF], when="none", f=["neg"]),
    t("en", "What's the fire danger at SBA now, and do we keep the crew there?", [DG, TAC], [S], f=["fwi", "class"]),
)
session(  # Spanish, tactical to spread
    t("es", "¿Metemos la cuadrilla en el flanco derecho en Sidi Bel Abbès?", [TAC], [S], f=["fwi"]),
    t("es", "¿Qué viento hay allí?", [CC], [S], f=["ws"]),
    t("es", "¿Y de dónde viene?", [OOS], [S], "none"),
    t("es", "Vale. ¿Dónde estará la cabeza en 20 minutos?", [SP], f=["=spread"], h=20),
)
session(  # MSA, windows
    t("ar", "ما أعلى قيمة لمؤشر FWI في بجاية خلال شهر أوت؟", [SUM], [B], "aug", f=["maxfwi"]),
    t("ar", "ونفس الشيء في سيدي بلعباس؟", [SUM], [S], "aug", f=["maxfwi"]),
    t("ar", "أي المحطتين سجلت أياما أكثر بحرارة 37 درجة أو أكثر في أوت؟", [CMP, SUM], BOTH, "aug",
      f=[wcount("t", 37, ">=")]),
    t("ar", "كم يوم حريق سجلت بجاية في نفس الشهر؟", [SUM], [B], "aug", f=["fires"], fire=True),
)
session(  # IC: off-noon hour and a place near the station (warn)
    t("en", "Temperature at SBA at 0600?", [CC], [S], "today", f=["t"], decision="warn"),
    t("en", "Fine, give me noon then.", [CC], [S], "today", f=["t"]),
    t("en", "What about out at the quarry 8 km north of there?", [CC], [S], f=["t"], decision="warn"),
    t("en", "FWI out there?", [DG], [S], f=["fwi"], decision="warn"),
)
session(  # French, a day with no reading, then forecast and another town
    t("fr", "FWI à Béjaïa le 12 mai 2012 ?", [DG], [B], "2012-05-12", f=["fwi"]),
    t("fr", "Et le 12 juin ?", [DG], [B], "2012-06-12", f=["fwi"]),
    t("fr", "Et demain ?", [OOS], [B], "none"),
    t("fr", "Bon. Et à Tlemcen aujourd'hui ?", [OOS], None, "none"),
)
session(  # engine crew typing fast, switches to Arabic
    t("en", "sba temp rh wind rn", [CC], [S], f=["t", "rh", "ws"]),
    t("en", "fwi too", [DG], [S], f=["fwi"]),
    t("ar", "والخطر في بجاية؟", [DG], [B], f=["fwi"]),
    t("en", "compare em", [CMP], BOTH, f=["fwi"]),
)
session(  # Spanish: capabilities and documents
    t("es", "¿Qué puedes hacer tú?", [CAP], when="none"),
    t("es", "¿Qué documentos tienes cargados?", [CAP], when="none", f=[DOC_TITLES]),
    t("es", "¿Qué dice el de espacio defendible sobre la zona 0?", [DOC], when="none", f=[DOC_Z0]),
    t("es", "¿Y la zona 2 hasta dónde llega?", [DOC], when="none", f=[DOC_Z2[1]]),
)
session(  # IC on a fast afternoon: order, compare, drift, language switch
    t("en", "Command to box. Which station's worse, quick.", [CMP], BOTH, f=["fwi"]),
    t("en", "Alert Div C about it.", [REF], when="none", f=["neg"]),
    t("en", "Never mind. Head's doing 45 m a minute, dozer's 20 out. Distance?", [DR], f=["=drift", rate_x_min(45, 20)], h=20),
    t("fr", "Et le vent à Sidi Bel Abbès en ce moment ?", [CC], [S], f=["ws"]),
    t("fr", "Et sa direction ?", [OOS], [S], "none"),
)
session(  # dispatcher
    t("en", "Dispatch. Latest temp at Bejaia for the log.", [CC], [B], f=["t"]),
    t("en", "Correction, I need yesterday's, not today's.", [CC], [B], "yesterday", f=["t"]),
    t("en", "And the danger class yesterday at both stations?", [CMP], BOTH, "yesterday", f=["fwi", "class"], alt=[[DG]]),
)


# ----------------------------------------------------------------------------------------------------
# Build
# ----------------------------------------------------------------------------------------------------
DATA_INTENTS = {CC, DG, CMP, SUM, AN}


def default_day(day, intents, st):
    """A question that names no day: 'now' where it asks for readings (or a call at a named station, served
    as that station's facts), no time at all where it asks the drone, the documents, the box itself, a drift
    or a projection."""
    if day is not None:
        return day
    return "now" if set(intents) & DATA_INTENTS or (TAC in intents and st not in (None, "none")) else "none"


def stations_of(mode, text, i):
    """Which stations crew_build.expand_template gives a phrasing (mirrors its rule)."""
    if isinstance(mode, list):
        return sorted(mode)
    if mode == "both":
        return sorted(crew_facts.STATIONS)
    if "{st}" in text and mode == "alt":
        return [crew_facts.STATIONS[i % 2]]
    return None


def resolve(fs, st, key):
    out = []
    for x in fs:
        if callable(x):
            out.extend(x(st, key))
        else:
            out.append(x)
    return out


def build_templates():
    out = []
    for k in KINDS:
        phrasings, days, hs, thrs, ibp = [], [], [], [], []
        for i, p in enumerate(k["qs"]):
            text, mode = p["q"], p["st"]
            if mode == "alt":
                assert "{st}" in text, text
            else:
                assert "{st}" not in text or mode == "both", text
            if "{h}" in text or "{hh}" in text:
                assert p["h"], text
            if "{thr}" in text:
                assert p["thr"] is not None, text
            st = stations_of(mode, text, i)
            day = default_day(p["day"], p["it"] or k["intents"], mode)
            facts = resolve(p["f"], st, day)
            ph = {"q": text, "lang": p["lang"], "stations": mode, "facts": facts}
            if p["alt"]:
                ph["intents_alt"] = p["alt"]
            phrasings.append(ph)
            days.append(day)
            hs.append(p["h"])
            thrs.append(p["thr"])
            ibp.append(p["it"] or k["intents"])
        t_ = {"key": f"{NAME}-{k['kind']}", "intents": k["intents"], "phrasings": phrasings, "stations": "none",
              "days": days, "intents_by_phrasing": ibp}
        if any(h is not None for h in hs):
            t_["horizons"] = hs
        if any(x is not None for x in thrs):
            t_["thr"] = thrs
        if k["decision"]:
            t_["decision"] = k["decision"]
        if k["fire"]:
            t_["needs_fire_history"] = True
        out.append(t_)
    return out


def build_sessions():
    out = []
    for n, turns in enumerate(SESSIONS, start=1):
        assert 3 <= len(turns) <= 5
        for j, tt in enumerate(turns, start=1):
            st = tt["st"]
            when = default_day(tt["when"], tt["it"], st)
            facts = resolve(tt["f"], st, when)
            row = {"session": f"{NAME}s{n:02d}", "turn": j, "question": tt["q"], "intents": tt["it"],
                   "stations": st, "when": when, "facts": facts, "lang": tt["lang"]}
            if tt["decision"]:
                row["decision"] = tt["decision"]
            if tt["h"] is not None:
                row["horizon_min"] = tt["h"]
            if tt["fire"]:
                row["needs_fire_history"] = True
            if tt["alt"]:
                row["intents_alt"] = tt["alt"]
            out.append(row)
    return out


def write_jsonl(path, rows_):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


def main():
    tpl, ses = build_templates(), build_sessions()
    tp, sp = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    write_jsonl(tp, tpl)
    write_jsonl(sp, ses)
    from appliance.evaluation.crew_build import expand
    items = expand(tp, sp)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i.startswith(NAME) for i in ids)
    langs = Counter(i["lang"] for i in items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    multi_strict = sum(len(set(i["intents"]) - ({SUM} if CMP in i["intents"] else set())) >= 2 for i in items)
    print(f"{len(items)} questions; sessions {len({i['session'] for i in items if i['session']})}; "
          f"session turns {sum(1 for i in items if i['session'])}")
    print("languages", {k: f"{v} ({100 * v / len(items):.1f} %)" for k, v in langs.most_common()})
    print("decisions", dict(Counter(i["decision"] for i in items)))
    print(f"multi-intent {multi} ({100 * multi / len(items):.1f} %); without compare+summary pairs "
          f"{multi_strict} ({100 * multi_strict / len(items):.1f} %)")
    print("intent sets:")
    for k, v in sorted(Counter("+".join(i["intents"]) for i in items).items(), key=lambda kv: -kv[1]):
        print(f"  {v:4d}  {k}")
    for p in (tp, sp):
        print(hashlib.sha256(p.read_bytes()).hexdigest(), p)
    return items


if __name__ == "__main__":
    main()
