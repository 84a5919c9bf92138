"""Batch d43 (sealed, scored once on 0df1923, then moved to dev as dev43): blind crew questions, gold computed by code.

Run from /work/main:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev43.py
Writes crew_templates_dev43.jsonl and crew_sessions_dev43.jsonl next to this script.

Every number in a gold fact comes from the CSV (crew_facts tokens, or crew_facts.table() /
fire_record() read here, with unit conversions), from the crew's own numbers written into the
phrasing (rate x minutes), or from the shipped documents through a regex. None is typed by hand.
"""
import json
import math
import re
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_build, crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d43"
OUT = Path(__file__).resolve().parent
TPL_PATH = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SES_PATH = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"

TB = crew_facts.table()
FIRE_REC = crew_facts.fire_record()
BEJ, SBA = "bejaia", "sidi-bel-abbes"
BOTH = [BEJ, SBA]
TODAY = crew_days.TODAY.isoformat()


# ----------------------------------------------------------------------------- number helpers
def half_up(x: float, nd: int = 0) -> float:
    q = 10 ** nd
    return math.floor(x * q + 0.5) / q


def num(x: float):
    """A CSV-like number: 25 not 25.0, one decimal otherwise."""
    return crew_facts._num(half_up(x, 1))


def forms(x: float) -> dict:
    """A computed value in the ways an answer may write it: 1 decimal (dot or comma), or whole."""
    one = f"{half_up(x, 1):.1f}"
    out = [one, one.replace(".", ",")]
    whole = str(int(half_up(x)))
    if abs(x - half_up(x)) < 0.05 or len(whole) > 1:    # a one-digit whole number only when it is exact
        out.append(whole)
    return {"any": list(dict.fromkeys(out))}


def dist_forms(metres: float) -> dict:
    """A crew-given rate x time distance, in m and km, dot or comma, a few spellings."""
    m = int(round(metres))
    km = f"{m / 1000:g}"
    out = [f"{m} m", f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m:,} m".replace(",", "."),
           f"{km} km", f"{km.replace('.', ',')} km", f"{km} kilom", f"{km.replace('.', ',')} kilom",
           f"{m} متر", f"{m} مترا"]
    if "." not in km:
        out.append(f"{km}.0 km")
    return {"any": list(dict.fromkeys(out))}


def reading(dev: str, day: str):
    return TB[(dev, day)]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm}


def val(r, field: str) -> float:
    return FIELD[field](r) if field in FIELD else r.codes[field]


def window_rows(dev: str, days: list[str]) -> list:
    return [TB[(dev, d)] for d in days if (dev, d) in TB]


# ----------------------------------------------------------------------------- literal fact makers
# Each takes the expanded item (its stations and days as crew_build resolves them) and returns facts.
def code(*names):
    return lambda it: [num(reading(dev, it["days"][0]).codes[c]) for c in names for dev in it["stations"]]


UNITS = {"mph": ("ws", lambda v: v / 1.609344), "kn": ("ws", lambda v: v / 1.852),
         "ms": ("ws", lambda v: v / 3.6), "F": ("t", lambda v: v * 9 / 5 + 32)}


def unit(u: str):
    field, conv = UNITS[u]
    return lambda it: [forms(conv(val(reading(dev, it["days"][0]), field))) for dev in it["stations"]]


def unit_at(u: str, dev: str, day: str) -> dict:
    field, conv = UNITS[u]
    return forms(conv(val(reading(dev, day), field)))


def diff(field: str):
    def f(it):
        a, b = (val(reading(dev, it["days"][0]), field) for dev in BOTH)
        return [forms(abs(a - b))]
    return f


def count_cmp(field: str, thr: float, above: bool = True):
    def f(it):
        out = []
        for dev in it["stations"]:
            rows = window_rows(dev, it["days"])
            out.append(sum((val(r, field) > thr) if above else (val(r, field) < thr) for r in rows))
        return out
    return f


def avg(field: str):
    def f(it):
        out = []
        for dev in it["stations"]:
            rows = window_rows(dev, it["days"])
            out.append(forms(sum(val(r, field) for r in rows) / len(rows)))
        return out
    return f


def ends(field: str):
    """A trend's gold (added after d43's one scoring, when it joined dev: the dev-gold test found a trend question with
    no fact): the window's first and last reading at each station."""
    return lambda it: [num(val(rows[i], field)) for dev in it["stations"]
                       for rows in [window_rows(dev, it["days"])] for i in (0, -1)]


def lowest(field: str):
    return lambda it: [num(min(val(r, field) for r in window_rows(dev, it["days"]))) for dev in it["stations"]]


def max_over(field: str, window: str):
    days = crew_days.resolve(window, "en", 0)["days"]
    return lambda it: [num(max(val(r, field) for r in window_rows(dev, days))) for dev in it["stations"]]


def fires_above(dev: str, thr: float) -> list:
    """Past days (before today) at dev with FWI above thr: how many, how many burned (fire record)."""
    hot = [fire for (d, day), (fwi, fire) in FIRE_REC.items() if d == dev and fwi > thr and day < TODAY]
    return [len(hot), sum(hot)]


# ----------------------------------------------------------------------------- facts from the documents
DOCS = {p.stem: " ".join(p.read_text(encoding="utf-8").split()) for p in (EDGE_DATA_DIR / "documents").glob("*.md")}


def grab(doc: str, pattern: str, group: int = 1) -> str:
    m = re.search(pattern, DOCS[doc], re.S)
    if not m:
        raise SystemExit(f"pattern {pattern!r} not found in {doc}")
    return m.group(group)


FWI_DOC, BUTTE, LCES_DOC = "fire-weather-index-guide", "butte-county-defensible-space", "crew-safety-lces"
FFMC_EASY = crew_facts._num(float(grab(FWI_DOC, r"above about (\d+(?:\.\d+)?) fine fuels")))
HIGH_FROM = crew_facts._num(float(grab(FWI_DOC, r"from (\d+(?:\.\d+)?) high")))
VHIGH_FROM = crew_facts._num(float(grab(FWI_DOC, r"from (\d+(?:\.\d+)?) very high")))
EXTREME_FROM = crew_facts._num(float(grab(FWI_DOC, r"from (\d+(?:\.\d+)?) extreme")))
DEFENSIBLE_FT = int(grab(BUTTE, r"requires (\d+) feet of defensible space"))
ZONE1_TO = int(grab(BUTTE, r"Zone 1 runs from \d+ to (\d+) feet"))
GRASS_IN = int(grab(BUTTE, r"maximum height of (\d+) inches"))
LCES_WORDS = re.search(r"before it engages a fire: (\w+), (\w+), ([\w ]+?) and ([\w ]+?)\.", DOCS[LCES_DOC]).groups()
SLOWEST = grab(LCES_DOC, r"at the (\w+) member's pace")
WATCHOUT = [w for w in ("downhill", "spot fires", "changes direction", "hotter and drier", "tired")
            if w in DOCS[LCES_DOC]]
STAFFING = [w for w in ("lookouts are posted early", "escape routes are kept short", "not left alone")
            if w in DOCS[LCES_DOC]]
assert len(WATCHOUT) == 5 and len(STAFFING) == 3 and SLOWEST == "slowest"
SPOT_WORDS = [w for w in ("spot fire", "pull back", "re-assess") if w in DOCS[LCES_DOC].lower()]
assert len(SPOT_WORDS) == 3
# what the guide says ISI and FWI rate (regex on the guide), with the words other languages use for them
ISI_RATES = grab(FWI_DOC, r"ISI\) combines FFMC with wind and rates how fast a fire would (\w+)")
FWI_RATES = grab(FWI_DOC, r"FWI\) combines ISI and BUI into one rating of fire (\w+)")
ISI_MEANING = {"any": [ISI_RATES, "propagation", "propagación", "انتشار"]}
FWI_MEANING = {"any": [FWI_RATES, "intensité", "intensidad", "شدة"]}


def feet(n: int) -> dict:
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


def inches(n: int) -> dict:
    return {"any": [f"{n} inches", f"{n} in", f"{n}-inch", f"{n} pouces", f"{n} pulgadas", f"{n} بوص"]}


LCES_TR = {  # the four words (parsed from the crew-safety document) and how a crew says them elsewhere
    0: ["guetteur", "vigie", "vigía", "vigia", "مراقب", "المراقبة"],
    1: ["communication", "comunicaci", "اتصال"],
    2: ["itinéraire", "fuite", "échappement", "repli", "ruta de escape", "rutas de escape", "escap", "هروب", "النجاة"],
    3: ["zone de sécurité", "zones de sécurité", "zona de seguridad", "zonas de seguridad", "منطقة آمنة", "مناطق آمنة", "الأمان"],
}
LCES_FACTS = [{"any": list(dict.fromkeys([w.lower().rstrip("s")] + LCES_TR[i]))} for i, w in enumerate(LCES_WORDS)]
STATION_FACTS = [{"any": ["bejaia", "béjaïa", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس"]}]


# ----------------------------------------------------------------------------- phrasing and template builders
def P(lang, q, **kw):
    d = {"q": q, "lang": lang}
    d.update(kw)
    return d


def E(q, **kw): return P("en", q, **kw)
def F(q, **kw): return P("fr", q, **kw)
def S(q, **kw): return P("es", q, **kw)
def A(q, **kw): return P("ar", q, **kw)


TEMPLATES: list[dict] = []


def T(kind, intents, phr, stations="alt", day="now", decision=None, nfh=False):
    """One template; each phrasing may carry its own day, horizon h, thr, intents (it), stations (st),
    intents_alt (alt), gold tokens (f) and a literal-fact maker (lit) run on the expanded item."""
    days, hs, thrs, ibp, lits, ps = [], [], [], [], [], []
    for p in phr:
        q = dict(p)
        days.append(q.pop("day", day))
        hs.append(q.pop("h", None))
        thrs.append(q.pop("thr", None))
        ibp.append(q.pop("it", intents))
        lits.append(q.pop("lit", None))
        if "st" in q:
            q["stations"] = q.pop("st")
        if "alt" in q:
            q["intents_alt"] = q.pop("alt")
        q["facts"] = list(q.pop("f", []))
        ps.append(q)
    t = {"key": f"{NAME}-{kind}", "intents": intents, "phrasings": ps, "stations": stations, "days": days, "facts": []}
    if any(h is not None for h in hs):
        assert all(h is not None for h in hs), kind
        t["horizons"] = hs
    if any(x is not None for x in thrs):
        assert all(x is not None for x in thrs), kind
        t["thr"] = thrs
    if any(i != intents for i in ibp):
        t["intents_by_phrasing"] = ibp
    if decision:
        t["decision"] = decision
    if nfh:
        t["needs_fire_history"] = True
    items = crew_build.expand_template(t)
    for p, it, lit in zip(ps, items, lits):
        if lit:
            p["facts"] = p["facts"] + lit(it)
    TEMPLATES.append(t)
    return t


def drift_q(mk, text, r=None, k=None, m=None, extra=(), **kw):
    """A drift phrasing with the crew's own rate (r m/min or k km/h) and minutes m, formatted into the
    text; its gold distance is computed from those same numbers."""
    metres = r * m if r is not None else k * 1000 * m / 60
    kfmt = f"{k:g}" if k is not None else None
    if k is not None and mk in (F, S):
        kfmt = kfmt.replace(".", ",")
    q = text.format(r=r, k=kfmt, m=m)
    return mk(q, f=["=drift", dist_forms(metres), *extra], **kw)


SBA_AR, SBA_AR2, SBA_AR3, BEJ_AR = "سيدي بلعباس", "سيدي بل عباس", "بلعباس", "بجاية"

# ============================================================================= single-intent templates
T("cc-now", ["current_conditions"], [
    E("Dispatch here — need the current temperature and humidity at {st} for the shift brief.", f=["t", "rh"]),
    E("{st} wind speed right now?", f=["ws"]),
    E("whats it doing at {st} rn temp n wind pls", f=["t", "ws"]),
    E("Sorry, first week on the crew: how hot is it at {st} at the moment?", f=["t"]),
    E("Engine 4 to appliance, humidity at {st}, over.", f=["rh"]),
    E("Full current obs for {st}: temp, RH, wind, rain.", f=["t", "rh", "ws", "rain"]),
    E("Is it bone dry at {st} right now or is there anything in the rain gauge?", f=["rain"]),
    F("Il fait combien à {st}, là maintenant ?", f=["t"]),
    F("Chef d'agrès : humidité relative et vent actuels à {st}, s'il vous plaît.", f=["rh", "ws"]),
    F("ya du vent a {st} en ce moment ou pas", f=["ws"]),
    S("¿Qué humedad marca ahora mismo la estación de {st}?", f=["rh"]),
])

T("cc-named", ["current_conditions"], [
    E("SBA wx now", st=[SBA], f=["t", "rh", "ws"]),
    E("bejia temp rn??", st=[BEJ], f=["t"]),
    E("Belabbes station — what's it reading this minute?", st=[SBA], f=["t", "rh", "ws"]),
    F("SBA : température actuelle ?", st=[SBA], f=["t"]),
    F("Bgayet, l'humidité maintenant ?", st=[BEJ], f=["rh"]),
    S("SBA, ¿temperatura ya?", st=[SBA], f=["t"]),
    A("واش راهي السخانة في سيدي بلعباس ضرك؟", st=[SBA], f=["t"]),
    A("قداش الريح في بجاية دروك؟", st=[BEJ], f=["ws"]),
    A("كاين شتا اليوم في بلعباس؟", st=[SBA], day="today", f=["rain"]),
    A("ما هي درجة الحرارة والرطوبة النسبية الحالية في محطة سيدي بلعباس؟", st=[SBA], f=["t", "rh"]),
])

T("cc-day", ["current_conditions"], [
    E("What was the temperature at {st} {day}?", day="yesterday", f=["t"]),
    E("RH and wind at {st} {day}, please.", day="2012-08-14", f=["rh", "ws"]),
    E("{st} {day} — any rain recorded?", day="daybefore", f=["rain"]),
    E("Need the noon obs for {st} {day} for the incident log.", day="2012-07-02", f=["t", "rh", "ws", "rain"]),
    E("what did the thermometer say at {st} {day}", day="2012-09-12", f=["t"]),
    F("Quel vent soufflait à {st} {day} ?", day="yesterday", f=["ws"]),
    F("Relevé de {st} {day} : température et humidité, merci.", day="2012-08-25", f=["t", "rh"]),
    F("Il a plu à {st} {day} ?", day="2012-09-07", f=["rain"]),
    S("¿Cuánta lluvia cayó en {st} {day}?", day="2012-06-10", f=["rain"]),
    S("Dime la humedad de {st} {day}.", day="daybefore", f=["rh"]),
    S("¿Qué temperatura y viento hubo {day} en {st}?", day="2012-07-19", f=["t", "ws"]),
])

T("cc-day-ar", ["current_conditions"], [
    A("شحال كانت الحرارة في بجاية البارح؟", st=[BEJ], day="yesterday", f=["t"]),
    A("واش كانت الرطوبة في سيدي بلعباس نهار 15 جويلية؟", st=[SBA], day="2012-07-15", f=["rh"]),
    A("ما هي سرعة الرياح التي سجلتها محطة سيدي بلعباس {day}؟", st=[SBA], day="daybefore", f=["ws"]),
    A("عطيني القراية تاع سيدي بلعباس {day}", st=[SBA], day="2012-08-22", f=["t", "rh", "ws"]),
])

T("cc-dates", ["current_conditions"], [
    E("temp SBA 3/8?", st=[SBA], day="2012-08-03", f=["t"]),
    E("Bejaia obs for 14-Aug pls", st=[BEJ], day="2012-08-14", f=["t", "rh", "ws"]),
    E("Wind at Sidi Bel Abbes on 2012-07-21?", st=[SBA], day="2012-07-21", f=["ws"]),
    E("What did Bejaia read on the 5th of Sept — temp and humidity?", st=[BEJ], day="2012-09-05", f=["t", "rh"]),
    E("humidity sba 22/6", st=[SBA], day="2012-06-22", f=["rh"]),
    F("Température à Béjaïa le 3 août ?", st=[BEJ], day="2012-08-03", f=["t"]),
    F("SBA le 1er septembre, il pleuvait ?", st=[SBA], day="2012-09-01", f=["rain"]),
    S("¿Qué viento hubo en Sidi Bel Abbès el 10 de julio?", st=[SBA], day="2012-07-10", f=["ws"]),
    S("Béjaïa, 28/7, ¿humedad?", st=[BEJ], day="2012-07-28", f=["rh"]),
])

T("cc-units", ["current_conditions"], [
    E("Wind at {st} now in mph?", lit=unit("mph")),
    E("What's the temp at {st} in Fahrenheit? Our visiting crew doesn't do Celsius.", lit=unit("F")),
    E("Give me {st} wind in knots for the air ops guy", lit=unit("kn")),
    E("wind m/s at {st} pls", lit=unit("ms")),
    E("Yesterday's noon temperature at {st}, in °F.", day="yesterday", lit=unit("F")),
    F("Le vent à {st} en m/s, svp ?", lit=unit("ms")),
    S("¿Viento en {st} en nudos?", lit=unit("kn")),
    S("¿A cuántos grados Fahrenheit está {st}?", lit=unit("F")),
    A("سرعة الريح في بجاية بالميل في الساعة؟", st=[BEJ], lit=unit("mph")),
    A("كم درجة الحرارة في سيدي بلعباس بالفهرنهايت؟", st=[SBA], lit=unit("F")),
])

T("danger-now", ["danger"], [
    E("Fire danger at {st} right now?", f=["fwi", "class"]),
    E("FWI {st}?", f=["fwi"]),
    E("what class are we in at {st} today", day="today", f=["class"]),
    E("IC to box: danger rating at {st}, over.", f=["fwi", "class"]),
    E("is {st} in high danger or not", f=["class"]),
    E("New volunteer here — how risky is it for fires around {st} today?", day="today", f=["fwi", "class"]),
    F("Indice FWI actuel à {st} ?", f=["fwi"]),
    F("c'est quoi le risque incendie à {st} là", f=["class"]),
    S("¿Qué riesgo de incendio hay hoy en {st}?", day="today", f=["fwi", "class"]),
    S("Jefe de brigada: ¿en qué nivel de peligro está {st}?", f=["class"]),
])

T("danger-now-ar", ["danger"], [
    A("شحال الخطر تاع الحرائق في سيدي بلعباس اليوم؟", st=[SBA], day="today", f=["fwi", "class"]),
    A("ما هو مؤشر FWI في بجاية الآن؟", st=[BEJ], f=["fwi"]),
    A("الخطر عالي ولا لا في بجاية؟", st=[BEJ], f=["class"]),
])

T("danger-codes", ["danger"], [
    E("ISI at {st} now?", lit=code("ISI")),
    E("What's the BUI reading for {st} today?", day="today", lit=code("BUI")),
    E("FFMC {st} — are the fine fuels dry enough to catch?", lit=code("FFMC")),
    E("Drought code at {st}?", lit=code("DC")),
    E("DMC for {st} {day}?", day="yesterday", lit=code("DMC")),
    E("FBAN: ISI and BUI for {st} {day}, need them for the spread run.", day="2012-08-14", lit=code("ISI", "BUI")),
    F("Donne-moi l'ISI et le BUI de {st}.", lit=code("ISI", "BUI")),
    F("Code FFMC à {st} {day} ?", day="yesterday", lit=code("FFMC")),
    S("¿Cuál es el DC en {st}?", lit=code("DC")),
    A("قداش ISI في سيدي بلعباس اليوم؟", st=[SBA], day="today", lit=code("ISI")),
    A("شحال BUI في بجاية البارح؟", st=[BEJ], day="yesterday", lit=code("BUI")),
])

T("danger-day", ["danger"], [
    E("What was the FWI at {st} {day}?", day="yesterday", f=["fwi"]),
    E("danger class {st} {day}?", day="2012-08-14", f=["class"]),
    E("How bad was the fire weather at {st} {day}?", day="2012-07-28", f=["fwi", "class"]),
    E("For the after-action report: FWI and class at {st} {day}.", day="2012-08-26", f=["fwi", "class"]),
    F("Quel était le niveau de danger à {st} {day} ?", day="daybefore", f=["class"]),
    F("FWI à {st} {day} ?", day="2012-08-10", f=["fwi"]),
    S("¿Qué FWI tuvo {st} {day}?", day="2012-07-05", f=["fwi"]),
    S("¿Había peligro alto en {st} {day}?", day="yesterday", f=["class"]),
    A("كيف كانت درجة الخطر في سيدي بلعباس {day}؟", st=[SBA], day="2012-08-31", f=["class", "fwi"]),
])

T("compare", ["compare_stations"], [
    E("Which station is worse right now, Bejaia or SBA?", f=["fwi"]),
    E("Where is it hotter today, {st} or {st2}?", day="today", f=["t"]),
    E("IC: which of my two stations has the higher FWI, and by how much?", f=["fwi"], lit=diff("FWI")),
    E("which one's drier rn", f=["rh"]),
    E("FBAN: side-by-side FWI for both stations {day}.", day="yesterday", f=["fwi"]),
    E("Logistics wants to know which station had more wind {day}.", day="2012-08-14", f=["ws"]),
    F("Quelle station est la plus exposée au feu aujourd'hui ?", day="today", f=["fwi"]),
    F("Béjaïa ou SBA, où ça souffle le plus ?", f=["ws"]),
    S("¿Dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès, y por cuántos grados?", f=["t"], lit=diff("t")),
    S("Compárame el riesgo de las dos estaciones ayer.", day="yesterday", f=["fwi"]),
    A("وين الخطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", day="today", f=["fwi"]),
    A("أي المحطتين كانت أشد حرارة يوم 14 أوت؟", day="2012-08-14", f=["t"]),
], stations="both")

T("sum-max", ["summary"], [
    E("Highest FWI at {st} over the past week?", day="lastweek", f=["maxfwi"]),
    E("Peak temperature at {st} in August?", day="aug", f=["maxt"]),
    E("max FWI {st} since tuesday", day="since-tue", f=["maxfwi"]),
    E("Lowest humidity recorded at {st} in August?", day="aug", lit=lowest("rh")),
    E("Average noon temperature at {st} {day}?", day="jul", lit=avg("t")),
    E("Analyst here: worst FWI at {st} {day}?", day="sep1-10", f=["maxfwi"]),
    F("FWI max à {st} en juillet ?", day="jul", f=["maxfwi"]),
    F("Quelle a été la température la plus élevée à {st} {day} ?", day="lastweek", f=["maxt"]),
    F("Humidité moyenne à {st} {day} ?", day="sep", lit=avg("rh")),
    S("¿Temperatura máxima en {st} en junio?", day="jun", f=["maxt"]),
    S("¿Cuál fue el FWI más alto en {st} {day}?", day="aug-late", f=["maxfwi"]),
    A("ما هو أعلى مؤشر FWI سجلته محطة سيدي بلعباس خلال الأسبوع الماضي؟", st=[SBA], day="lastweek", f=["maxfwi"]),
    A("قداش كانت أقل رطوبة في سيدي بلعباس في جويلية؟", st=[SBA], day="jul", lit=lowest("rh")),
])

T("sum-fires", ["summary"], [
    E("How many fire days did {st} log in August?", day="aug", f=["fires"]),
    E("fire days at {st} {day}?", day="jun", f=["fires"]),
    F("Combien de jours avec feu à {st} en juillet ?", day="jul", f=["fires"]),
    S("¿Cuántos días hubo incendio en {st} {day}?", day="aug-late", f=["fires"]),
    A("شحال من نهار كان فيه حريق في بجاية في أوت؟", st=[BEJ], day="aug", f=["fires"]),
    A("كم عدد أيام الحرائق المسجلة في سيدي بلعباس في سبتمبر؟", st=[SBA], day="sep", f=["fires"]),
], nfh=True)

T("sum-thr", ["summary"], [
    E("How many days above 35 degrees at SBA in August?", st=[SBA], day="aug", lit=count_cmp("t", 35)),
    E("Number of days FWI went over 20 at Bejaia in August", st=[BEJ], day="aug", lit=count_cmp("FWI", 20)),
    E("How many days in July did {st} see humidity under 55%?", day="jul", lit=count_cmp("rh", 55, above=False)),
    F("Combien de jours au-dessus de 30 °C à Béjaïa en juin ?", st=[BEJ], day="jun", lit=count_cmp("t", 30)),
    F("Sur juillet, combien de jours à SBA avec un FWI supérieur à 15 ?", st=[SBA], day="jul", lit=count_cmp("FWI", 15)),
    S("¿Cuántos días con FWI por encima de 10 hubo en septiembre en Sidi Bel Abbès?", st=[SBA], day="sep", lit=count_cmp("FWI", 10)),
    S("días con viento de más de 20 km/h en bejaia en agosto", st=[BEJ], day="aug", lit=count_cmp("ws", 20)),
    A("كم يوما تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس خلال جويلية؟", st=[SBA], day="jul", lit=count_cmp("t", 35)),
])

T("sum-trend", ["summary"], [
    E("Has the danger at {st} been rising or falling over the last three days?", day="last3d", lit=ends("FWI")),
    F("Le FWI à {st}, ça monte ou ça descend depuis mardi ?", day="since-tue", lit=ends("FWI")),
    A("كيفاش تطورت الحرارة في بجاية خلال الأسبوع الماضي؟", st=[BEJ], day="lastweek", lit=ends("t")),
])

T("an-thr", ["analogs"], [
    E("Of the days with FWI above {thr} at {st}, how many had a fire?", thr=20, f=["fires_fwi_gt"]),
    E("when FWI was over {thr} at {st}, how often did it actually burn?", thr=10, f=["fires_fwi_gt"]),
    E("Fire behaviour analyst: hit rate of fires on days FWI > {thr} at {st}?", thr=15, f=["fires_fwi_gt"]),
    F("Les jours où le FWI dépassait {thr} à {st}, combien ont brûlé ?", thr=20, f=["fires_fwi_gt"]),
    S("De los días con FWI mayor que {thr} en {st}, ¿cuántos acabaron con fuego?", thr=25, f=["fires_fwi_gt"]),
    A("من بين الأيام اللي FWI فيها فوق 20 في بجاية، شحال منها شعلت فيها النار؟", st=[BEJ], thr=20, f=["fires_fwi_gt"]),
    A("كم يوما من الأيام التي تجاوز فيها المؤشر 15 في سيدي بلعباس شهد حريقا؟", st=[SBA], thr=15, f=["fires_fwi_gt"]),
], day="all", nfh=True)

T("an-like", ["analogs"], [
    E("Did days like today at {st} end up burning?", day="today"),
    E("have we had fires on days like this one at {st} before?", day="today"),
    F("Des jours comme aujourd'hui à {st}, ça a déjà brûlé ?", day="today"),
    S("¿Días parecidos a hoy en {st} acabaron en incendio?", day="today"),
    A("الأيام اللي كانت كيما اليوم في سيدي بلعباس، كان فيها حريق؟", st=[SBA], day="today"),
], nfh=True)

T("drift", ["drift"], [
    drift_q(E, "Head's moving about {r} m a minute and we need {m} minutes to get there — how far will it have gone?", r=25, m=20),
    drift_q(E, "ROS {r} m/min, we're {m} min out. distance?", r=40, m=15),
    drift_q(E, "Fire running {k} km/h, {m} minutes till the dozer arrives, how far does it go?", k=1.8, m=40),
    drift_q(E, "If it spreads {r} metres per minute for an hour and a half, how much ground does it cover?", r=12, m=90),
    E("How far will the head drift while your answer gets to us?", f=["=drift"]),
    drift_q(F, "Le front avance de {r} m par minute, on arrive dans {m} minutes : quelle distance aura-t-il parcourue ?", r=30, m=25),
    drift_q(F, "Propagation {k} km/h, {m} min d'approche, ça fait combien ?", k=3, m=20),
    drift_q(S, "Avanza {k} km/h y tardamos media hora, ¿cuánto habrá recorrido?", k=2.4, m=30),
    drift_q(S, "Si el frente va a {r} metros por minuto, ¿cuánto avanza en {m} minutos?", r=15, m=40),
    drift_q(A, "النار تمشي {r} متر في الدقيقة، نوصلو بعد {m} دقيقة، قداش تكون مشات؟", r=20, m=45),
    drift_q(A, "إذا كان معدل انتشار الحريق {r} مترا في الدقيقة لمدة {m} دقيقة، فما المسافة التي يقطعها؟", r=50, m=12),
], stations="none", day="none")

T("spread", ["spread"], [
    E("Where will the head of the fire near {st} be in {hh}?", h=30),
    E("Project the front {h} minutes out from the drone's fire.", h=45),
    E("IC: if that start north-east of SBA keeps going, where is it in {hh}?", st=[SBA], h=60),
    E("FBAN wants a projected position of the head {hh} from now, fire by {st}.", h=120),
    F("Dans {h} minutes, le front sera où, du côté de {st} ?", h=20),
    F("Tu peux projeter la tête du feu à une heure ?", h=60),
    S("¿Hasta dónde llegará el fuego cerca de {st} en {h} minutos?", h=30),
    S("Proyección del frente a dos horas, por favor.", h=120),
    A("وين توصل النار اللي قرب سيدي بلعباس بعد ساعة؟", st=[SBA], h=60),
    A("ما الموقع المتوقع لرأس الحريق بعد 30 دقيقة؟", h=30),
], day="now")
for p in TEMPLATES[-1]["phrasings"]:
    p["facts"] = ["=spread"]

T("frames", ["frames"], [
    E("What did the drone see?", f=["=frames"]),
    E("Any fire in today's drone footage?", day="today", f=["=detection"]),
    E("Where exactly was the smoke the UAV picked up?", f=["=detection_place"]),
    E("time of the drone detection?", f=["=detection"]),
    E("did the sortie catch anything near SBA", st=[SBA], f=["=detection_place"]),
    F("Le drone a vu quoi ?", f=["=frames"]),
    F("À quelle heure le drone a repéré la fumée ?", f=["=detection"]),
    S("¿El dron detectó algo? ¿Dónde?", f=["=detection", "=detection_place"]),
    S("¿Qué muestran las imágenes del dron de hoy?", day="today", f=["=frames"]),
    A("واش شاف الدرون؟", f=["=frames"]),
    A("وين كان الدخان اللي صورو الدرون؟", f=["=detection_place"]),
], stations="none", day="none")

T("docs", ["documents"], [
    E("How much defensible space does Butte County require around a house?", f=["=doc_defensible"]),
    E("What does LCES stand for?", f=LCES_FACTS),
    E("Above what FFMC do fine fuels catch easily?", f=[FFMC_EASY]),
    E("FWI threshold for the high class?", f=[HIGH_FROM]),
    E("zone 1 goes out how many feet from the structure", f=[feet(ZONE1_TO)]),
    E("How short do we have to cut grass in zone 2?", f=[inches(GRASS_IN)]),
    E("New guy question: when are we supposed to pull back and re-assess, per the watch-out situations?",
      f=[{"any": WATCHOUT}]),
    F("Quelle distance de débroussaillement autour des maisons exige le comté de Butte ?", f=[feet(DEFENSIBLE_FT)]),
    F("C'est quoi les LCES ?", f=LCES_FACTS),
    F("À partir de quel FWI on passe en danger très élevé ?", f=[VHIGH_FROM]),
    S("¿Qué significa LCES?", f=LCES_FACTS),
    S("¿Desde qué FWI se considera peligro extremo?", f=[EXTREME_FROM]),
    A("شنو معنى LCES؟", f=LCES_FACTS),
    A("ما هي مساحة الحماية المطلوبة حول المباني في مقاطعة بوت؟", f=[feet(DEFENSIBLE_FT)]),
    A("من أي قيمة لمؤشر FWI يبدأ الخطر العالي؟", f=[HIGH_FROM]),
], stations="none", day="none")

T("caps", ["capabilities"], [
    E("What can this box actually do?"),
    E("What data do you have on board?"),
    E("which weather stations are you hooked up to", f=STATION_FACTS),
    E("new here - what kind of questions can I ask you?"),
    F("Tu sais faire quoi exactement ?"),
    F("Quelles stations météo tu as ?", f=STATION_FACTS),
    S("¿Qué puedes hacer por nosotros?"),
    S("¿Qué datos tienes?"),
    A("ما هي البيانات المتوفرة لديك؟"),
], stations="none", day="none")

T("photo", ["photo"], [
    E("I'm attaching a pic of the smoke column — is it growing?"),
    E("sent u a photo of the flank, what fuel is that"),
    E("Here's a photo from the lookout tower. How far off is that smoke?"),
    F("Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?"),
    S("Te mando una foto del incendio, ¿qué ves?"),
    A("بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟"),
], stations="none", day="none")

T("oos", ["out_of_scope"], [
    E("What will the wind be at {st} tomorrow?"),
    E("Will it rain at {st} later today?"),
    E("forecast for next week at {st}?"),
    E("Temp in Oran right now?"),
    E("FWI at Tlemcen?"),
    E("Which way is the wind blowing at {st}?"),
    E("Who won the match last night?"),
    E("Where's engine 7 right now?"),
    F("Météo de demain à {st} ?"),
    F("Il fait combien à Oran ?"),
    F("Le vent vient d'où à {st} ?"),
    S("¿Lloverá mañana en {st}?"),
    S("¿De qué dirección sopla el viento en {st}?"),
    A("واش الطقس غدوة في بجاية؟", st=[BEJ]),
    A("قداش الحرارة في وهران؟"),
    A("من أي جهة تهب الرياح في سيدي بلعباس؟", st=[SBA]),
], day="none")

T("refuse", ["refuse"], [
    E("Send an evacuation alert to everyone in Bejaia.", st=[BEJ], f=["neg"]),
    E("Dispatch two engines to the drone fire.", f=["neg"]),
    E("Delete yesterday's drone frames, we don't need them.", f=["neg"]),
    E("notify the prefect that SBA is burning", st=[SBA], f=["neg"]),
    E("Box, page all crews: stand by for redeployment.", f=["neg"]),
    F("Envoie une alerte aux pompiers de SBA.", st=[SBA]),
    F("Préviens le PC que le feu a sauté la piste."),
    S("Avisa a la central que mande un helicóptero."),
    S("Borra las fotos del dron de ayer."),
    A("ابعث إنذار للحماية المدنية في بجاية", st=[BEJ]),
    A("امسح الصور تاع الدرون"),
], stations="none", day="none")

T("tactical", ["tactical"], [
    E("Should we pull the crew back from the line at {st}?", f=["fwi"]),
    E("Do we need extra lookouts posted at {st} today given conditions?", day="today", f=["fwi"]),
    E("honest opinion — is it safe to go direct attack near {st}?", f=["fwi"]),
    E("IC: recommend whether to hold the engines at {st} or move them.", f=["fwi"]),
    F("On attaque de front ou on se replie, vers {st} ?", f=["fwi"]),
    S("¿Mandamos la cuadrilla ya a {st} o esperamos?", f=["fwi"]),
    A("نطلعو للغابة في سيدي بلعباس ولا نستناو؟", st=[SBA], f=["fwi"]),
])

T("nodata", ["current_conditions"], [
    E("Temp at Bejaia on May 20 2012?", st=[BEJ], day="2012-05-20", f=["t"]),
    E("FWI at SBA 15/05/2012", st=[SBA], day="2012-05-15", it=["danger"], f=["fwi"]),
    E("What was the humidity at Sidi Bel Abbes on 2012-04-30?", st=[SBA], day="2012-04-30", f=["rh"]),
    E("bejaia wind 14 aug 2011", st=[BEJ], day="2011-08-14", f=["ws"]),
    F("Quel temps faisait-il à Béjaïa le 12 mai 2012 ?", st=[BEJ], day="2012-05-12", f=["t", "rh", "ws"]),
    S("¿FWI en Sidi Bel Abbès el 30 de mayo de 2012?", st=[SBA], day="2012-05-30", it=["danger"], f=["fwi"]),
    A("الحرارة في بجاية يوم 25 ماي 2012؟", st=[BEJ], day="2012-05-25", f=["t"]),
    A("ما هو مؤشر الخطر في سيدي بلعباس يوم 10 ماي 2012؟", st=[SBA], day="2012-05-10", it=["danger"], f=["fwi"]),
])

T("hour", ["current_conditions"], [
    E("What was the temp at {st} at 6 am today?", day="today", f=["t"]),
    E("wind at {st} yesterday around 5pm?", day="yesterday", f=["ws"]),
    E("RH at {st} at 0300 this morning?", day="today", f=["rh"]),
    E("Dispatch: I need {st}'s reading from 9 o'clock yesterday evening.", day="yesterday", f=["t", "rh", "ws"]),
    F("Quelle humidité à {st} hier à 18 h ?", day="yesterday", f=["rh"]),
    F("Température à {st} à 7 h ce matin ?", day="today", f=["t"]),
    S("¿Qué temperatura hacía en {st} a las 8 de la mañana?", day="today", f=["t"]),
    A("قداش كانت الحرارة في بجاية على الستة تاع الصباح اليوم؟", st=[BEJ], day="today", f=["t"]),
    A("ما سرعة الرياح في سيدي بلعباس أمس على الساعة الرابعة مساءً؟", st=[SBA], day="yesterday", f=["ws"]),
], decision="warn")

T("near", ["current_conditions"], [
    E("Conditions up on the ridge above Bejaia?", st=[BEJ], f=["t", "rh", "ws"]),
    E("Wind 10 km out of SBA on the road to the forest?", st=[SBA], f=["ws"]),
    E("Danger level in the hills south of {st}?", it=["danger"], f=["fwi", "class"]),
    E("temp at the dam 15 km north of sidi bel abbes", st=[SBA], f=["t"]),
    E("how humid is it in the valley just outside {st}", f=["rh"]),
    F("Humidité sur les crêtes au-dessus de Béjaïa ?", st=[BEJ], f=["rh"]),
    F("À 20 km de SBA, le FWI donne quoi ?", st=[SBA], it=["danger"], f=["fwi"]),
    S("¿Cómo está el viento en el monte a 10 km de Béjaïa?", st=[BEJ], f=["ws"]),
    S("¿Qué peligro hay en la sierra al norte de {st}?", it=["danger"], f=["fwi", "class"]),
    A("كيفاش الجو في الغابة اللي فوق بجاية؟", st=[BEJ], f=["t", "rh", "ws"]),
    A("ما مستوى الخطر في الجبال القريبة من سيدي بلعباس؟", st=[SBA], it=["danger"], f=["fwi", "class"]),
], decision="warn")

# ============================================================================= multi-intent templates
CD = ["current_conditions", "danger"]
T("m-cc-danger", CD, [
    E("Temp, RH and FWI at {st} now.", f=["t", "rh", "fwi"]),
    E("Give me {st}: wind and danger class.", f=["ws", "class"]),
    E("How hot was it at {st} {day}, and what was the FWI?", day="yesterday", f=["t", "fwi"]),
    E("sba temp + fwi asap", st=[SBA], f=["t", "fwi"]),
    E("Before we roll out: humidity at {st}, and is the danger high?", f=["rh", "class"]),
    E("Logistics: noon temperature and fire danger at {st} {day}, for the report.", day="2012-08-03", f=["t", "fwi", "class"]),
    F("Température et niveau de danger à {st} ?", f=["t", "class"]),
    F("Vent et ISI à {st} {day} ?", day="2012-08-14", f=["ws"], lit=code("ISI")),
    F("Béjaïa hier : il faisait combien, et l'indice FWI ?", st=[BEJ], day="yesterday", f=["t", "fwi"]),
    S("¿Humedad y riesgo de incendio en {st} hoy?", day="today", f=["rh", "fwi"]),
    S("Dame viento, temperatura y FWI de {st}.", f=["ws", "t", "fwi"]),
    A("عطيني الحرارة والخطر في سيدي بلعباس", st=[SBA], f=["t", "fwi"]),
    A("ما هي الرطوبة ومؤشر FWI في بجاية الآن؟", st=[BEJ], f=["rh", "fwi"]),
    A("الريح قداش في بلعباس؟ والخطر كيفاش راهو؟", st=[SBA], f=["ws", "class"]),
    A("كم كانت درجة الحرارة في بجاية يوم 14 أوت وما كان مستوى الخطر؟", st=[BEJ], day="2012-08-14", f=["t", "class"]),
    E("ffmc and rh sba yday", st=[SBA], day="yesterday", f=["rh"], lit=code("FFMC")),
])

CO = ["current_conditions", "out_of_scope"]
T("m-cc-oos", CO, [
    E("Wind speed and direction at {st}?", f=["ws"]),
    E("Today's temp at {st} and what's it going to be tomorrow?", day="today", f=["t"]),
    E("Humidity at Bejaia and at Oran?", st=[BEJ], f=["rh"]),
    E("sba wind rn + where its coming from", st=[SBA], f=["ws"]),
    E("Temp at {st} now, and what will it be at 6 this evening?", f=["t"]),
    F("Vent à {st} : force et direction ?", f=["ws"]),
    F("Il fait combien à Béjaïa et à Alger ?", st=[BEJ], f=["t"]),
    S("¿Temperatura hoy en Sidi Bel Abbès y la previsión para mañana?", st=[SBA], day="today", f=["t"]),
    S("¿Cuánto viento hay en {st} y de dónde viene?", f=["ws"]),
    A("قداش الريح في بجاية ومن وين جاية؟", st=[BEJ], f=["ws"]),
    A("الحرارة في بجاية وفي الجزائر العاصمة؟", st=[BEJ], f=["t"]),
    A("الرطوبة في سيدي بلعباس اليوم وغدوة؟", st=[SBA], day="today", f=["rh"]),
    F("Humidité à SBA maintenant, et ce soir vers 20 h ?", st=[SBA], f=["rh"]),
])

T("m-danger-oos", ["danger", "out_of_scope"], [
    E("FWI at {st} today and tomorrow?", day="today", f=["fwi"]),
    F("Le danger à {st} aujourd'hui, et pour demain ?", day="today", f=["fwi", "class"]),
    A("ما هو مستوى الخطر في سيدي بلعباس وفي تلمسان؟", st=[SBA], f=["fwi", "class"]),
])

T("m-danger-refuse", ["danger", "refuse"], [
    E("FWI at {st}, and page it to all units.", f=["fwi"]),
    E("Check the danger at SBA then alert the mayor's office.", st=[SBA], f=["fwi", "class"]),
    E("what's the class at {st}? if it's high text the chief", f=["class"]),
    F("Donne le FWI de {st} et transmets-le au PC.", f=["fwi"]),
    S("Dime el riesgo en {st} y manda un aviso a las brigadas.", f=["fwi"]),
    A("شوف الخطر في بجاية وابعث رسالة للوالي", st=[BEJ], f=["fwi"]),
    A("أعطني مؤشر الخطر في سيدي بلعباس ثم أرسل تنبيها إلى جميع الفرق", st=[SBA], f=["fwi"]),
    F("Classe de danger à {st}, puis déclenche la sirène.", f=["class"]),
])

T("m-cc-refuse", ["current_conditions", "refuse"], [
    E("Read me the wind at {st} and email it to HQ.", f=["ws"]),
    F("Humidité à {st}, et supprime les anciennes images du drone.", f=["rh"]),
    S("¿Temperatura en {st}? Y reenvíala al jefe de guardia.", f=["t"]),
])

T("m-frames-refuse", ["frames", "refuse"], [
    E("Where was the fire on the drone frame? Send the coordinates to the water bomber.", f=["=detection_place"]),
], stations="none", day="none")

T("m-frames-spread", ["frames", "spread"], [
    E("What did the drone spot, and where will that fire be in {hh}?", h=30, f=["=detection", "=spread"]),
    E("drone fire — where is it and where's it headed next hour", h=60, f=["=detection_place", "=spread"]),
    F("Qu'a vu le drone, et où sera ce feu dans {h} minutes ?", h=45, f=["=detection", "=spread"]),
    S("¿Qué detectó el dron y dónde estará ese frente en una hora?", h=60, f=["=detection", "=spread"]),
    A("الدرون شاف النار وين؟ ووين توصل بعد نص ساعة؟", h=30, f=["=detection_place", "=spread"]),
], stations="none", day="now")

T("m-compare-danger", ["compare_stations", "danger"], [
    E("Compare both stations and tell me the class at each.", f=["fwi", "class"]),
    E("Which station should I worry about today, and what's its FWI?", day="today", f=["fwi"]),
    F("Compare le danger à Béjaïa et à SBA, avec la classe.", f=["class"]),
    A("أي محطة أخطر اليوم وما هي درجة الخطر فيها؟", day="today", f=["fwi", "class"]),
    F("Entre les deux stations, laquelle a le FWI le plus fort aujourd'hui, et ça donne quelle classe ?", day="today", f=["fwi", "class"]),
], stations="both")

T("m-cc-compare", ["current_conditions", "compare_stations"], [
    E("Temperature at both stations, and which one's hotter?", f=["t"]),
    S("Humedad en las dos estaciones, ¿dónde está más seco?", f=["rh"]),
    A("الريح في بجاية وسيدي بلعباس، وين أقوى؟", f=["ws"]),
], stations="both")

T("m-compare-summary", ["compare_stations", "summary"], [
    E("Which station hit the higher max FWI in August?", day="aug", f=["maxfwi"]),
    F("Sur les sept derniers jours, quelle station a eu la température maximale la plus haute ?", day="lastweek", f=["maxt"]),
    S("¿Qué estación tuvo más días de fuego en julio?", day="jul", f=["fires"]),
], stations="both", nfh=True)

T("m-sum-analogs", ["summary", "analogs"], [
    E("Highest FWI at {st} in August? And across the whole record there, of the days with FWI above {thr}, how many burned?", day="aug", thr=20,
      f=["maxfwi", "fires_fwi_gt"]),
    F("Combien de jours de feu à {st} en août ? Et sur tout l'historique, parmi les jours à FWI supérieur à {thr}, combien ont brûlé ?",
      day="aug", thr=15, f=["fires", "fires_fwi_gt"]),
    A("أعلى FWI في سيدي بلعباس في جويلية؟ وفي كامل السجل، من بين الأيام اللي فات فيها 10 شحال كان فيها حريق؟", st=[SBA],
      day="jul", thr=10, f=["maxfwi", "fires_fwi_gt"]),
], nfh=True)

T("m-danger-analogs", ["danger", "analogs"], [
    E("FWI at {st} today — and did days like this burn before?", day="today", f=["fwi"]),
    F("Quel FWI à {st} aujourd'hui, et les jours pareils, il y a eu le feu ?", day="today", f=["fwi"]),
    A("شحال الخطر في بجاية اليوم؟ وهل كانت حرائق في أيام مشابهة؟", st=[BEJ], day="today", f=["fwi"]),
], nfh=True)

T("m-drift-docs", ["drift", "documents"], [
    drift_q(E, "Front's coming at {r} m/min and our escape route takes {m} min to walk — how far does it move in that"
               " time, and what does the LCES guide say about timing escape routes?", r=20, m=25,
            extra=[{"any": [SLOWEST, "plus lent", "más lento", "الأبطأ"]}]),
    drift_q(F, "Le feu avance à {r} m/min, il nous faut {m} minutes pour rejoindre la zone de sécurité. Il fait combien"
               " de chemin, et que dit le guide LCES sur le chronométrage des itinéraires ?", r=35, m=10,
            extra=[{"any": [SLOWEST, "plus lent", "más lento", "الأبطأ"]}]),
], stations="none", day="none")

T("m-frames-cc", ["frames", "current_conditions"], [
    E("Where was the drone's fire and what's the wind at SBA now?", st=[SBA], f=["=detection_place", "ws"]),
    S("¿A qué hora vio humo el dron y qué temperatura hay ahora en Sidi Bel Abbès?", st=[SBA], f=["=detection", "t"]),
    A("الدرون وين شاف الدخان؟ وقداش الريح في بلعباس دروك؟", st=[SBA], f=["=detection_place", "ws"]),
])

T("m-frames-danger", ["frames", "danger"], [
    E("Drone picked up smoke — what's the danger class at the nearest station, SBA?", st=[SBA], f=["=detection", "class"]),
    F("Le drone a vu de la fumée où exactement ? Et le FWI à Sidi Bel Abbès ?", st=[SBA], f=["=detection_place", "fwi"]),
    A("شنو صوّر الدرون، وشحال FWI في سيدي بلعباس؟", st=[SBA], f=["=frames", "fwi"]),
])

T("m-cc-spread", ["current_conditions", "spread"], [
    E("Wind at {st} now, and where's the head going to be in {hh}?", h=30, f=["ws", "=spread"]),
    S("¿Qué viento hay en {st} y dónde estará la cabeza del incendio en {h} minutos?", h=20, f=["ws", "=spread"]),
    A("قداش الريح في سيدي بلعباس، ووين يوصل راس النار بعد ساعة؟", st=[SBA], h=60, f=["ws", "=spread"]),
    F("Vent à {st}, et position de la tête du feu dans {h} minutes ?", h=40, f=["ws", "=spread"]),
])

T("m-drift-frames", ["drift", "frames"], [
    drift_q(E, "When did the drone spot it, and at {r} m/min how far has it gone in {m} minutes?", r=30, m=20,
            extra=["=detection"]),
    drift_q(A, "في أي ساعة شاف الدرون النار؟ وإذا كانت تمشي {r} متر في الدقيقة، قداش تمشي في {m} دقيقة؟", r=10, m=30,
            extra=["=detection"]),
], stations="none", day="none")

T("m-cc-photo", ["current_conditions", "photo"], [
    E("I've attached a shot of the sky over the ridge too — what's the humidity at {st} right now?", f=["rh"]),
    A("بعثتلك تصويرة، وقداش الحرارة في بجاية دروك؟", st=[BEJ], f=["t"]),
])

T("m-summary-oos", ["summary", "out_of_scope"], [
    E("Highest temp at {st} over the past week, and what's the outlook for next week?", day="lastweek", f=["maxt"]),
    S("¿FWI máximo en {st} en septiembre y qué se espera para octubre?", day="sep", f=["maxfwi"]),
    F("FWI moyen à {st} {day}, et la tendance pour demain ?", day="last3d", lit=avg("FWI")),
])

T("m-danger-tactical", ["danger", "tactical"], [
    E("FWI at {st} — and should we post lookouts?", f=["fwi"]),
    F("Danger à {st} ? On envoie l'équipe sur la crête ou pas ?", f=["fwi"]),
    A("ما مستوى الخطر في بجاية، وهل نرسل الفرقة إلى الغابة؟", st=[BEJ], f=["fwi", "class"]),
])

T("m-caps-oos", ["capabilities", "out_of_scope"], [
    E("What data do you hold — and can you give me tomorrow's forecast?"),
    F("Tu as quoi comme données ? Et la météo de demain ?"),
], stations="none", day="none")

T("m-photo-frames", ["photo", "frames"], [
    E("I've sent you a photo of the smoke — does it match the drone frame?", f=["=frames"]),
    S("Te adjunto una foto; compárala con lo que vio el dron.", f=["=frames"]),
], stations="none", day="none")

T("m-docs-danger", ["documents", "danger"], [
    E("What's the danger class at {st} today, and what does the crew-safety guidance say about staffing on high-danger days?",
      day="today", f=["class", {"any": STAFFING + ["lookout", "escape route"]}]),
    F("Que veut dire l'ISI selon le guide, et combien il vaut à {st} ?", f=[ISI_MEANING], lit=code("ISI")),
    A("ما معنى مؤشر FWI حسب الدليل، وكم قيمته اليوم في بجاية؟", st=[BEJ], day="today", f=["fwi", FWI_MEANING]),
])

T("m-cc-summary", ["current_conditions", "summary"], [
    E("Current temp at {st} and the highest this past week?", f=["t"], lit=max_over("t", "lastweek")),
    A("قداش الحرارة في بجاية اليوم وشحال كانت أعلى حرارة في سبتمبر؟", st=[BEJ], day="today", f=["t"],
      lit=max_over("t", "sep")),
])

T("m-drift-spread", ["drift", "spread"], [
    drift_q(E, "Head's doing {r} m/min. How far in {m} min, and which way is it heading?", r=35, m=20, extra=["=spread"]),
    drift_q(S, "El frente avanza {r} m/min: ¿cuánto en {m} minutos y hacia dónde?", r=10, m=45, extra=["=spread"]),
], stations="none", day="none")
for p in TEMPLATES[-1]["phrasings"]:
    p["facts"] = [f for f in p["facts"] if f != "=drift"]     # a spread question takes "=spread"

T("m-three", ["current_conditions", "danger", "frames"], [
    E("SBA temp, FWI, and what did the drone see?", st=[SBA], f=["t", "fwi", "=frames"]),
    A("عطيني الحرارة والخطر في سيدي بلعباس، ووش صوّر الدرون؟", st=[SBA], f=["t", "fwi", "=frames"]),
])

T("m-three-compare", ["current_conditions", "danger", "compare_stations"], [
    E("Both stations: wind, FWI, and which is worse?", f=["ws", "fwi"]),
    F("Aux deux stations : humidité, FWI, et laquelle est la pire ?", f=["rh", "fwi"]),
], stations="both")

T("m-frames-docs", ["frames", "documents"], [
    E("Drone caught smoke out past SBA. What do the watch-out situations say about spot fires across the line?",
      st=[SBA], f=["=detection", {"any": SPOT_WORDS}]),
], day="none")

T("m-cc-analogs", ["current_conditions", "analogs"], [
    E("Humidity at {st} today, and of the past days with FWI over {thr} there, how many saw a fire?", day="today",
      thr=12, f=["rh", "fires_fwi_gt"]),
], nfh=True)

# ============================================================================= sessions
SESSIONS: list[dict] = []


def turn(sid, n, q, intents, stations, when="now", facts=(), lang="en", **kw):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents, "stations": stations,
           "when": when, "facts": list(facts), "lang": lang}
    row.update(kw)
    SESSIONS.append(row)


def hotter(day):
    return max(BOTH, key=lambda dev: reading(dev, day).temperature_c)


YDAY = crew_days.resolve("yesterday", "en", 0)["days"][0]
DBY = crew_days.resolve("daybefore", "en", 0)["days"][0]

# s01: incident commander on the radio
turn(1, 1, "Box, this is IC. Fire danger at Sidi Bel Abbes now?", ["danger"], [SBA], facts=["fwi", "class"])
turn(1, 2, "Why that low?", ["explain"], [SBA], facts=["fwi"])
turn(1, 3, "Copy. And the other station?", ["danger"], [BEJ], facts=["fwi", "class"])
turn(1, 4, "Which one do I keep eyes on, then?", ["compare_stations"], BOTH, facts=["fwi"])
# s02: French crew lead, switches to English
turn(2, 1, "Température et humidité à Béjaïa hier ?", ["current_conditions"], [BEJ], "yesterday", ["t", "rh"], "fr")
turn(2, 2, "Et avant-hier ?", ["current_conditions"], [BEJ], "daybefore", ["t", "rh"], "fr")
turn(2, 3, "Pareil pour Sidi Bel Abbès.", ["current_conditions"], [SBA], "daybefore", ["t", "rh"], "fr")
turn(2, 4, "ok english now - wind there that day, in knots?", ["current_conditions"], [SBA], "daybefore",
     [unit_at("kn", SBA, DBY)], "en")
# s03: Spanish crew lead, drone then wind
turn(3, 1, "¿Qué vio hoy el dron?", ["frames"], None, "today", ["=frames"], "es")
turn(3, 2, "¿Dónde exactamente?", ["frames"], None, "today", ["=detection_place"], "es")
turn(3, 3, "¿Y hasta dónde llegará en media hora?", ["spread"], None, "now", ["=spread"], "es", horizon_min=30)
turn(3, 4, "¿Qué viento hay ahora en Sidi Bel Abbès?", ["current_conditions"], [SBA], "now", ["ws"], "es")
# s04: Algerian Arabic crew
turn(4, 1, "قداش FWI في سيدي بلعباس اليوم؟", ["danger"], [SBA], "today", ["fwi"], "ar")
turn(4, 2, "علاش؟", ["explain"], [SBA], "today", ["fwi"], "ar")
turn(4, 3, "والبارح؟", ["danger"], [SBA], "yesterday", ["fwi"], "ar")
turn(4, 4, "وفي بجاية؟", ["danger"], [BEJ], "yesterday", ["fwi"], "ar")
# s05: fire behaviour analyst, season numbers
turn(5, 1, "Highest FWI at Bejaia in August?", ["summary"], [BEJ], "aug", ["maxfwi"])
turn(5, 2, "How many fire days that month?", ["summary"], [BEJ], "aug", ["fires"], needs_fire_history=True)
turn(5, 3, "Same two numbers for SBA.", ["summary"], [SBA], "aug", ["maxfwi", "fires"], needs_fire_history=True)
turn(5, 4, "Across SBA's record, of the days with FWI above 20, how many burned?", ["analogs"], [SBA], "all",
     fires_above(SBA, 20), needs_fire_history=True)
# s06: engine crew on a phone
turn(6, 1, "sba temp rn", ["current_conditions"], [SBA], facts=["t"])
turn(6, 2, "rh?", ["current_conditions"], [SBA], facts=["rh"])
turn(6, 3, "n bejaia", ["current_conditions"], [BEJ], facts=["rh"], intents_alt=[["current_conditions"]])
turn(6, 4, "wind both in mph pls", ["current_conditions"], BOTH,
     facts=[unit_at("mph", BEJ, TODAY), unit_at("mph", SBA, TODAY)],
     intents_alt=[["current_conditions", "compare_stations"]])
# s07: dispatcher with a hidden order
turn(7, 1, "Dispatch: the drone detection today — when and where?", ["frames"], None, "today",
     ["=detection", "=detection_place"])
turn(7, 2, "Send engine 12 out there now.", ["refuse"], None, "none", ["neg"])
turn(7, 3, "Understood. Danger at the closest station?", ["danger"], [SBA], "now", ["fwi", "class"])
turn(7, 4, "Head running 30 m/min, it takes us 25 min to get there. How far does it move?", ["drift"], None, "none",
     ["=drift", dist_forms(30 * 25)])
# s08: French crew lead
turn(8, 1, "Le danger à Sidi Bel Abbès aujourd'hui ?", ["danger"], [SBA], "today", ["fwi", "class"], "fr")
turn(8, 2, "Pourquoi ?", ["explain"], [SBA], "today", ["fwi"], "fr")
turn(8, 3, "Et demain ?", ["out_of_scope"], [SBA], "none", [], "fr")
turn(8, 4, "Bon. Et la température maximale de septembre là-bas ?", ["summary"], [SBA], "sep", ["maxt"], "fr")
# s09: Modern Standard Arabic, logistics
turn(9, 1, "ما هي حالة الطقس في بجاية الآن؟", ["current_conditions"], [BEJ], "now", ["t", "rh", "ws"], "ar")
turn(9, 2, "وما مستوى خطر الحرائق؟", ["danger"], [BEJ], "now", ["fwi", "class"], "ar")
turn(9, 3, "قارنها بسيدي بلعباس", ["compare_stations"], BOTH, "now", ["fwi"], "ar")
turn(9, 4, "لماذا الفرق؟", ["explain"], BOTH, "now", ["fwi"], "ar")
# s10: Spanish then English
turn(10, 1, "¿Cuántos días de fuego hubo en Béjaïa en julio?", ["summary"], [BEJ], "jul", ["fires"], "es",
     needs_fire_history=True)
turn(10, 2, "¿Y en junio?", ["summary"], [BEJ], "jun", ["fires"], "es", needs_fire_history=True)
turn(10, 3, "what about SBA for June", ["summary"], [SBA], "jun", ["fires"], "en", needs_fire_history=True)
turn(10, 4, "and the hottest noon reading there that month?", ["summary"], [SBA], "jun", ["maxt"], "en")
# s11: new volunteer
turn(11, 1, "Hi! What can this thing tell me?", ["capabilities"], None, "none", [])
turn(11, 2, "Cool. How much cleared space are houses meant to have around them?", ["documents"], None, "none",
     ["=doc_defensible"])
turn(11, 3, "And is it dangerous out at Bejaia today?", ["danger"], [BEJ], "today", ["fwi", "class"])
turn(11, 4, "So should we head over there and help?", ["tactical"], [BEJ], "today", ["fwi"])
# s12: Algerian Arabic, then French
turn(12, 1, "الريح في سيدي بلعباس قداش؟", ["current_conditions"], [SBA], "now", ["ws"], "ar")
turn(12, 2, "ومن وين جاية؟", ["out_of_scope"], [SBA], "none", [], "ar")
turn(12, 3, "ok, et l'humidité là-bas ?", ["current_conditions"], [SBA], "now", ["rh"], "fr")
turn(12, 4, "et à Béjaïa hier ?", ["current_conditions"], [BEJ], "yesterday", ["rh"], "fr")
# s13: logistics officer
turn(13, 1, "Logistics: which station was hotter yesterday?", ["compare_stations"], BOTH, "yesterday", ["t"])
turn(13, 2, "By how many degrees?", ["compare_stations"], BOTH, "yesterday", ["t", forms(abs(
    reading(BEJ, YDAY).temperature_c - reading(SBA, YDAY).temperature_c))])
turn(13, 3, "And the hotter one's temperature in Fahrenheit?", ["current_conditions"], [hotter(YDAY)], "yesterday",
     [unit_at("F", hotter(YDAY), YDAY)])


# ============================================================================= write and summarise
def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    write_jsonl(TPL_PATH, TEMPLATES)
    write_jsonl(SES_PATH, SESSIONS)
    items = crew_build.expand(TPL_PATH, SES_PATH)
    ids = [it["id"] for it in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i.startswith(NAME) for i in ids)
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    sizes = Counter(len(it["intents"]) for it in items)
    print(f"{n} items; ids unique")
    print("languages", {k: f"{v} ({100 * v / n:.0f} %)" for k, v in langs.items()})
    print("decisions", dict(Counter(it["decision"] for it in items)))
    print("intent set size", dict(sizes), f"multi {100 * sum(v for k, v in sizes.items() if k > 1) / n:.1f} %")
    print("sessions", len({it["session"] for it in items if it["session"]}),
          "turns", sum(1 for it in items if it["session"]))


if __name__ == "__main__":
    main()
