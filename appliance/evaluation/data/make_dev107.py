"""Batch d107 (dev), written blind at stop 62: templates and sessions with gold computed by code.

Voice lean: logistics and planning section staff, and volunteers new to the box, asking about things the box
may or may not hold (crews on the line, roads, water, aircraft, staffing, evacuations: none held), about how
things have trended over days against today, and about what the box can do, often beside a real ask.

Every gold number is computed here: readings and codes from the CSV through crew_facts.table(), window
figures (averages, minima, counts over a threshold, rain totals) from the same rows, unit conversions of the
real reading (mph, knots, m/s, degrees F), the crew's own rate times minutes for drift, and figures parsed
with regular expressions out of the shipped documents (edge_data/documents).

Run it from the repository root:
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev107
It writes crew_templates_dev107.jsonl and crew_sessions_dev107.jsonl next to this script, then prints counts.
"""
import json
import re
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d107"
OUT = Path(__file__).resolve().parent
TEMPLATES_OUT = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SESSIONS_OUT = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"

STATIONS = crew_facts.STATIONS
B, S = ["bejaia"], ["sidi-bel-abbes"]
BOTH, ALT = "both", "alt"
TODAY = crew_days.TODAY.isoformat()
TABLE = crew_facts.table()
DOCS = EDGE_DATA_DIR / "documents"
FIELDS = {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
          "rain": lambda d: d.rain_mm, "fwi": lambda d: d.codes["FWI"]}


# ---------------------------------------------------------------- number helpers
def num(x: float):
    """As the CSV writes it: 25 not 25.0."""
    return int(x) if float(x).is_integer() else round(x, 1)


def dec_forms(v: float, units=()) -> dict:
    """A derived figure (average, conversion): one decimal with point or comma, or whole with its unit."""
    one = f"{v:.1f}"
    forms = [one, one.replace(".", ",")]
    if one.endswith(".0"):
        forms.append(one[:-2])
    forms += [f"{round(v)} {u}" for u in units] + [f"{round(v)}{u}" for u in units]
    return {"any": list(dict.fromkeys(forms))}


def dist_forms(metres: float) -> dict:
    """A drift distance in metres and kilometres, point or comma."""
    m = round(metres)
    forms = [f"{m} m"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " ")]
    km = m / 1000
    for fmt in (f"{km:.2f}".rstrip("0").rstrip("."), f"{km:.1f}"):
        forms += [f"{fmt} km", f"{fmt.replace('.', ',')} km"]
    return {"any": list(dict.fromkeys(forms))}


def row(dev, day):
    return TABLE.get((dev, day))


def window_rows(dev, days):
    return [TABLE[(dev, d)] for d in days if (dev, d) in TABLE]


# ---------------------------------------------------------------- literal fact makers (callables of ctx)
# ctx: {"stations": [...] or None, "days": [...] or None, "thr": ..., "h": ...}
def code(name, day=None):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC, FWI) of the day asked (or a fixed day) at each station."""
    def f(ctx):
        d = day or (ctx["days"][0] if ctx["days"] and len(ctx["days"]) == 1 else None)
        return [num(row(dev, d).codes[name]) for dev in ctx["stations"] or [] if d and row(dev, d)]
    return f


def today(field):
    """Today's reading of a field at each station (for a trend question asked over a window)."""
    def f(ctx):
        out = []
        for dev in ctx["stations"] or []:
            r = row(dev, TODAY)
            if field == "class":
                out.append({"class": crew_facts.danger_class(r.codes["FWI"])})
            else:
                out.append(num(FIELDS[field](r)))
        return out
    return f


def conv(field, unit):
    """The day's real reading converted to the unit the crew asked for."""
    factors = {"mph": (lambda v: v / 1.609344, ("mph",)), "kt": (lambda v: v / 1.852, ("kt", "knots")),
               "ms": (lambda v: v / 3.6, ("m/s",)), "F": (lambda v: v * 9 / 5 + 32, ("°F", "F"))}
    fn, units = factors[unit]

    def f(ctx):
        return [dec_forms(fn(FIELDS[field](row(dev, ctx["days"][0]))), units) for dev in ctx["stations"] or []
                if row(dev, ctx["days"][0])]
    return f


def wavg(field):
    def f(ctx):
        out = []
        for dev in ctx["stations"] or []:
            rows = window_rows(dev, ctx["days"])
            if rows:
                out.append(dec_forms(sum(FIELDS[field](r) for r in rows) / len(rows)))
        return out
    return f


def wmin(field):
    def f(ctx):
        return [num(min(FIELDS[field](r) for r in window_rows(dev, ctx["days"]))) for dev in ctx["stations"] or []
                if window_rows(dev, ctx["days"])]
    return f


def wmax(field):
    def f(ctx):
        return [num(max(FIELDS[field](r) for r in window_rows(dev, ctx["days"]))) for dev in ctx["stations"] or []
                if window_rows(dev, ctx["days"])]
    return f


def wsum(field):
    def f(ctx):
        return [num(round(sum(FIELDS[field](r) for r in window_rows(dev, ctx["days"])), 1))
                for dev in ctx["stations"] or [] if window_rows(dev, ctx["days"])]
    return f


def wcount(field, thr=None):
    """Days in the window whose reading was above the threshold (the crew's own, or ctx's thr)."""
    def f(ctx):
        t = thr if thr is not None else ctx["thr"]
        return [sum(FIELDS[field](r) > t for r in window_rows(dev, ctx["days"])) for dev in ctx["stations"] or []
                if window_rows(dev, ctx["days"])]
    return f


def fires_over(thr):
    """For a session turn (no thr there): past days with FWI above thr, and how many of them burned."""
    def f(ctx):
        out = []
        for dev in ctx["stations"] or []:
            out += crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)
        return out
    return f


def diff(field):
    """By how much: the gap between the two stations' readings of the day."""
    def f(ctx):
        vals = [FIELDS[field](row(dev, ctx["days"][0])) for dev in STATIONS]
        gap = abs(vals[0] - vals[1])
        return [num(round(gap, 1))] if gap else []
    return f


def dist(rate_m_min, minutes):
    return lambda ctx: [dist_forms(rate_m_min * minutes)]


def kmh(rate_kmh):
    """A crew's km/h as metres per minute."""
    return rate_kmh * 1000 / 60


# ---------------------------------------------------------------- figures parsed from the shipped documents
def _doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


FWI_GUIDE, LCES, DEFENSIBLE = (_doc(n) for n in ("fire-weather-index-guide.md", "crew-safety-lces.md",
                                                   "butte-county-defensible-space.md"))


def _number(pattern, text):
    m = re.search(pattern, text, re.S)
    if not m:
        raise ValueError(f"pattern {pattern!r} not found in a shipped document")
    return num(float(m.group(1)))


FFMC_EASY = _number(r"above about (\d+(?:\.\d+)?)", FWI_GUIDE)
CLASS_FROM = {word: _number(r"from (\d+(?:\.\d+)?)\s+" + word.replace(" ", r"\s+") + r"\b", FWI_GUIDE)
              for word in ("low", "moderate", "high", "very high", "extreme")}
GRASS_INCHES = _number(r"maximum height of (\d+) inches", DEFENSIBLE)
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEFENSIBLE)
ZONE1_FEET = num(float(ZONE1.group(2)))
_lces = re.search(r"engages a fire:\s*(.+?)\.", LCES, re.S).group(1)
LCES_PARTS = [re.sub(r"s$", "", p.strip()).lower() for p in re.split(r",\s*|\s+and\s+", " ".join(_lces.split()))]
ISI_WORD = re.search(r"\(ISI\).*?rates how fast\s+a fire would (\w+)", FWI_GUIDE, re.S).group(1)
_watch = " ".join(re.search(r"## Watch-out situations\s+(.+?)\n\n", LCES, re.S).group(1).split())
WATCH_OUT = {"any": [w for w in ("downhill", "spot fire", "tired", "hotter and drier", "direction") if w in _watch]}
_staffing = " ".join(re.search(r"## Fire danger and staffing\s+(.+?)$", LCES, re.S).group(1).split())
STAFFING = {"any": [w for w in ("lookouts are posted early", "not left alone", "escape routes are kept short")
                    if w in _staffing]}

# a string literal is a token to crew_facts: a document's words go in as {"any": [...]} facts
LCES_FACTS = [{"any": [p]} for p in LCES_PARTS]
ESCAPE_FACTS = [{"any": [p]} for p in LCES_PARTS if p.startswith(("escape", "safety"))]
ISI_FACT = {"any": [ISI_WORD]}


# ---------------------------------------------------------------- templates
def P(q, st=None, day="now", f=(), lang="en", i=None, thr=None, h=None, alt=None):
    return {"q": q, "st": st, "day": day, "f": list(f), "lang": lang, "i": i, "thr": thr, "h": h, "alt": alt}


def phr_stations(p, idx):
    """The stations expand_template will give phrasing idx (same rule as crew_build)."""
    st = p["st"]
    if isinstance(st, list):
        return sorted(st)
    if st == BOTH:
        return sorted(STATIONS)
    if st == ALT and "{st}" in p["q"]:
        return [STATIONS[idx % 2]]
    return None


TEMPLATES = []


def T(kind, intents, phrasings, decision=None, fire=False):
    TEMPLATES.append({"kind": kind, "intents": intents, "phrasings": phrasings, "decision": decision, "fire": fire})


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- readings of today
T("cond-now", [CC], [
    P("Planning section: noon temperature at {st} for today's IAP weather block, please.", ALT, "now", ["t"]),
    P("how humid is it at {st} rn", ALT, "now", ["rh"]),
    P("Wind speed at {st}?", ALT, "now", ["ws"]),
    P("volunteer here, sorry if this is a dumb q - did it rain at {st} today?", ALT, "today", ["rain"]),
    P("Logs needs current temp + humidity at SBA for the cooling-station call.", S, "now", ["t", "rh"]),
    P("What are {st}'s readings at the moment? Temp, RH, wind, rain - the lot.", ALT, "now", ["t", "rh", "ws", "rain"]),
    P("bejaia temp", B, "now", ["t"]),
    P("Supply unit asking: how windy is it at {st} at the moment? Deciding on the tent line.", ALT, "now", ["ws"]),
    P("Quelle humidité relative à {st} en ce moment ?", ALT, "now", ["rh"], "fr"),
    P("Donnez-moi le relevé de midi à {st} : température et vent.", ALT, "today", ["t", "ws"], "fr"),
    P("Il a plu aujourd'hui sur Sidi-Bel-Abbès ?", S, "today", ["rain"], "fr"),
    P("Bonjour, nouveau bénévole ici. Il fait quelle température à Béjaïa là ?", B, "now", ["t"], "fr"),
    P("¿Cuánta humedad marca {st} ahora?", ALT, "now", ["rh"], "es"),
    P("Necesito la temperatura actual en {st} para el parte de logística.", ALT, "now", ["t"], "es"),
    P("¿Qué viento hay en SBA ahora mismo?", S, "now", ["ws"], "es"),
    P("شحال الحرارة في بجاية دروك؟", B, "now", ["t"], "ar"),
    P("كم تبلغ الرطوبة النسبية في سيدي بلعباس الآن؟", S, "now", ["rh"], "ar"),
    P("واش كاين ريح في بجاية اليوم؟ قداه سرعتها؟", B, "today", ["ws"], "ar"),
    P("هل نزل المطر اليوم في سيدي بلعباس؟", S, "today", ["rain"], "ar"),
])

# --- readings of a past day, in the crews' own date formats
T("cond-day", [CC], [
    P("Temp at {st} on 3/8?", ALT, "2012-08-03", ["t"]),
    P("RH at {st} 14-Aug", ALT, "2012-08-14", ["rh"]),
    P("Need the 2012-07-22 noon wind for {st}, filling in the daily log.", ALT, "2012-07-22", ["ws"]),
    P("what was the humidity at {st} yesterday", ALT, "yesterday", ["rh"]),
    P("Rain at {st} the day before yesterday - how much?", ALT, "daybefore", ["rain"]),
    P("I'm backfilling the unit log: what were temp and RH at SBA on Sept 12?", S, "2012-09-12", ["t", "rh"]),
    P("Documentation unit. Bejaia, {date}: temperature please.", B, "2012-06-18", ["t"]),
    P("Quelle température à {st} le 3 août ?", ALT, "2012-08-03", ["t"], "fr"),
    P("Humidité à {st} hier, svp.", ALT, "yesterday", ["rh"], "fr"),
    P("Vent relevé à Béjaïa le 28/07 ?", B, "2012-07-28", ["ws"], "fr"),
    P("Pour le rapport : il est tombé combien de pluie à Sidi-Bel-Abbès le 1er septembre ?", S, "2012-09-01", ["rain"], "fr"),
    P("¿Qué temperatura hubo ayer en {st}?", ALT, "yesterday", ["t"], "es"),
    P("Lluvia en {st} el 5 de septiembre", ALT, "2012-09-05", ["rain"], "es"),
    P("¿Cuánto viento hizo en Béjaïa anteayer?", B, "daybefore", ["ws"], "es"),
    P("قداش كانت الحرارة في بجاية أمس؟", B, "yesterday", ["t"], "ar"),
    P("الرطوبة في سيدي بلعباس يوم 14 أوت؟", S, "2012-08-14", ["rh"], "ar"),
    P("كم كانت سرعة الرياح في سيدي بلعباس أول أمس؟", S, "daybefore", ["ws"], "ar"),
])

# --- units the crew asks for
T("units", [CC], [
    P("wind at {st} in mph pls", ALT, "now", ["ws", conv("ws", "mph")]),
    P("Give me {st}'s wind in knots, our air ops liaison thinks in knots.", ALT, "now", ["ws", conv("ws", "kt")]),
    P("Temperature at {st} in Fahrenheit? I only know °F.", ALT, "now", ["t", conv("t", "F")]),
    P("{st} wind speed in m/s", ALT, "now", ["ws", conv("ws", "ms")]),
    P("What was yesterday's noon temperature at {st} in °F?", ALT, "yesterday", ["t", conv("t", "F")]),
    P("Le vent à {st} en mètres par seconde ?", ALT, "now", ["ws", conv("ws", "ms")], "fr"),
    P("Vitesse du vent à Sidi-Bel-Abbès hier, en nœuds.", S, "yesterday", ["ws", conv("ws", "kt")], "fr"),
    P("Pásame el viento de {st} en nudos.", ALT, "now", ["ws", conv("ws", "kt")], "es"),
    P("Temperatura en {st} en grados Fahrenheit, por favor.", ALT, "now", ["t", conv("t", "F")], "es"),
    P("سرعة الريح في بجاية بالمتر في الثانية؟", B, "now", ["ws", conv("ws", "ms")], "ar"),
    P("الحرارة في سيدي بلعباس بالفهرنهايت", S, "now", ["t", conv("t", "F")], "ar"),
])

# --- readings and danger asked together
T("cond-danger", [CC, DG], [
    P("temp, RH and FWI at {st} pls", ALT, "now", ["t", "rh", "fwi"]),
    P("Give me wind speed and danger class for {st} today.", ALT, "today", ["ws", "class"]),
    P("For the 1800 briefing: yesterday's temperature and FWI at {st}.", ALT, "yesterday", ["t", "fwi"]),
    P("New on the crew - can you tell me how hot it is at {st} and whether the fire danger is high?", ALT, "now", ["t", "class"]),
    P("Température et niveau de danger à {st} ?", ALT, "now", ["t", "class"], "fr"),
    P("Humidité et IFM à {st} hier ?", ALT, "yesterday", ["rh", "fwi"], "fr"),
    P("Temperatura y FWI en {st}, rápido.", ALT, "now", ["t", "fwi"], "es"),
    P("¿Humedad y clase de peligro en {st} ayer?", ALT, "yesterday", ["rh", "class"], "es"),
    P("الحرارة والرطوبة ومؤشر الخطر في بجاية دروك", B, "now", ["t", "rh", "fwi"], "ar"),
    P("أعطني سرعة الرياح ومستوى الخطر في سيدي بلعباس اليوم", S, "today", ["ws", "class"], "ar"),
    P("الحرارة و FWI في سيدي بلعباس البارح", S, "yesterday", ["t", "fwi"], "ar"),
])

# --- danger now / on a day
T("danger", [DG], [
    P("FWI at {st} right now?", ALT, "now", ["fwi"]),
    P("what's the danger class for {st} today", ALT, "today", ["class"]),
    P("Is {st} in high danger or not", ALT, "now", ["class", "fwi"]),
    P("Newbie question: how does the box rate fire danger at {st} today?", ALT, "today", ["class"]),
    P("fire danger sba", S, "now", ["class", "fwi"]),
    P("Give me FWI and class for {st} yesterday.", ALT, "yesterday", ["fwi", "class"]),
    P("Planning chief wants the danger rating at {st} {day} for the after-action report.", ALT, "2012-08-25", ["fwi", "class"]),
    P("Quel est l'indice forêt-météo à {st} aujourd'hui ?", ALT, "today", ["fwi"], "fr"),
    P("Niveau de danger à {st} en ce moment ?", ALT, "now", ["class"], "fr"),
    P("Le danger était à combien hier à Béjaïa ?", B, "yesterday", ["fwi"], "fr"),
    P("¿Nivel de peligro en {st}?", ALT, "now", ["class"], "es"),
    P("¿Cuál es el FWI de hoy en {st}?", ALT, "today", ["fwi"], "es"),
    P("Riesgo de incendio en Sidi Bel Abbès ayer: ¿qué clase fue?", S, "yesterday", ["class"], "es"),
    P("واش هو مستوى خطر الحرائق في بجاية اليوم؟", B, "today", ["class"], "ar"),
    P("ما قيمة مؤشر FWI في سيدي بلعباس الآن؟", S, "now", ["fwi"], "ar"),
    P("الخطر في سيدي بلعباس البارح، شحال كان؟", S, "yesterday", ["fwi", "class"], "ar"),
])

# --- the other codes of the FWI system
T("codes", [DG], [
    P("ISI at {st} today?", ALT, "today", [code("ISI")]),
    P("What's the BUI at {st}?", ALT, "now", [code("BUI")]),
    P("FFMC {st} yesterday", ALT, "yesterday", [code("FFMC")]),
    P("Analyst here: DMC and DC at {st} on 2012-08-20?", ALT, "2012-08-20", [code("DMC"), code("DC")]),
    P("drought code at SBA rn", S, "now", [code("DC")]),
    P("Initial spread index at {st}, 15/9?", ALT, "2012-09-15", [code("ISI")]),
    P("L'ISI à {st} ce midi ?", ALT, "today", [code("ISI")], "fr"),
    P("Indice d'accumulation (BUI) à {st} le 10 septembre ?", ALT, "2012-09-10", [code("BUI")], "fr"),
    P("FFMC à Sidi-Bel-Abbès avant-hier ?", S, "daybefore", [code("FFMC")], "fr"),
    P("¿Qué FFMC marca {st} hoy?", ALT, "today", [code("FFMC")], "es"),
    P("Código de sequía (DC) en {st} ayer", ALT, "yesterday", [code("DC")], "es"),
    P("شحال ISI في بجاية اليوم؟", B, "today", [code("ISI")], "ar"),
    P("مؤشر التراكم BUI في سيدي بلعباس يوم 20 أوت", S, "2012-08-20", [code("BUI")], "ar"),
    P("كم قيمة FFMC في بجاية أمس؟", B, "yesterday", [code("FFMC")], "ar"),
])

# --- the two stations compared on a day
T("compare", [CMP], [
    P("Which is drier right now, Bejaia or SBA?", BOTH, "now", ["rh"]),
    P("hotter today - bejaia or sidi bel abbes?", BOTH, "today", ["t"]),
    P("Side by side please: FWI at both stations.", BOTH, "now", ["fwi"]),
    P("Logistics wants to know where to pre-position: which station has the higher fire danger today?", BOTH, "today", ["fwi"]),
    P("Compare yesterday's wind at the two stations.", BOTH, "yesterday", ["ws"]),
    P("How much hotter was Sidi Bel Abbes than Bejaia on August 10?", BOTH, "2012-08-10", ["t", diff("t")]),
    P("Entre Béjaïa et Sidi-Bel-Abbès, où le danger est-il le plus fort aujourd'hui ?", BOTH, "today", ["fwi"], "fr"),
    P("Quelle station est la plus ventée en ce moment ?", BOTH, "now", ["ws"], "fr"),
    P("Comparez l'humidité des deux stations hier.", BOTH, "yesterday", ["rh"], "fr"),
    P("¿Dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès?", BOTH, "now", ["t"], "es"),
    P("Compárame el FWI de las dos estaciones de ayer.", BOTH, "yesterday", ["fwi"], "es"),
    P("أيهما أخطر اليوم: بجاية ولا سيدي بلعباس؟", BOTH, "today", ["fwi"], "ar"),
    P("وين الرطوبة أقل دروك، في بجاية ولا في سيدي بلعباس؟", BOTH, "now", ["rh"], "ar"),
    P("قارن لي سرعة الرياح بين المحطتين أمس", BOTH, "yesterday", ["ws"], "ar"),
])

# --- a figure of one station asked beside the comparison
T("compare-plus", [CMP, DG], [
    P("FWI at SBA, and which station is hotter today?", BOTH, "today", [code("FWI"), "t"]),
    P("Le FWI à Béjaïa, et quelle station est la plus humide ?", BOTH, "now", [code("FWI"), "rh"], "fr"),
])


def _only(dev, maker):
    """A literal for one station of a two-station question."""
    return lambda ctx: maker({**ctx, "stations": [dev]})


TEMPLATES[-1]["phrasings"][0]["f"] = [_only("sidi-bel-abbes", code("FWI")), "t"]
TEMPLATES[-1]["phrasings"][1]["f"] = [_only("bejaia", code("FWI")), "rh"]

# --- the stations compared over a window
T("compare-window", [CMP, SUM], [
    P("Which station had more days with FWI over {thr} in August?", BOTH, "aug", [wcount("fwi")], thr=20),
    P("Highest FWI at each station over the last three days?", BOTH, "last3d", ["maxfwi"]),
    P("Compare the July average temperatures at the two stations.", BOTH, "jul", [wavg("t")]),
    P("planning q: which site ran wetter since tuesday, total rain each", BOTH, "since-tue", [wsum("rain")]),
    P("Depuis mardi, quelle station a eu la température max la plus haute ?", BOTH, "since-tue", ["maxt"], "fr"),
    P("Comparez la moyenne du FWI en juillet entre les deux stations.", BOTH, "jul", [wavg("fwi")], "fr"),
    P("¿Qué estación tuvo más días por encima de {thr} grados en agosto?", BOTH, "aug", [wcount("t")], "es", thr=35),
    P("Máximo de FWI en cada estación desde el martes.", BOTH, "since-tue", ["maxfwi"], "es"),
    P("أي محطة كانت أكثر حرارة في المتوسط خلال جويلية؟", BOTH, "jul", [wavg("t")], "ar"),
    P("شحال من يوم فات فيه FWI {thr} في بجاية وفي سيدي بلعباس في سبتمبر؟", BOTH, "sep", [wcount("fwi")], "ar", thr=10,
      alt=[[SUM]]),
])

T("compare-fires", [CMP, SUM], [
    P("Planning needs it for the season report: fire days in September, Bejaia vs SBA.", BOTH, "sep", ["fires"]),
    P("Quelle station a compté le plus de jours de feu en août ?", BOTH, "aug", ["fires"], "fr"),
    P("وين كانو الحرائق أكثر في جوان، بجاية ولا سيدي بلعباس؟", BOTH, "jun", ["fires"], "ar"),
], fire=True)

# --- one station over a window
T("summary", [SUM], [
    P("Highest FWI at {st} over the past week?", ALT, "lastweek", ["maxfwi"]),
    P("hottest day at {st} in august, what temp", ALT, "aug", ["maxt"]),
    P("Average RH at {st} in September?", ALT, "sep", [wavg("rh")]),
    P("How many days above {thr} degrees at {st} in August?", ALT, "aug", [wcount("t")], thr=35),
    P("how many days with FWI over {thr} at {st} in july", ALT, "jul", [wcount("fwi")], thr=20),
    P("Lowest humidity recorded at {st} since Tuesday?", ALT, "since-tue", [wmin("rh")]),
    P("Total rain at {st} over the last three days?", ALT, "last3d", [wsum("rain")]),
    P("Logistics: what's the windiest noon reading at {st} this month?", ALT, "sep", [wmax("ws")]),
    P("For the demob plan, what was the average FWI at {st} between 1 and 10 September?", ALT, "sep1-10", [wavg("fwi")]),
    P("Volunteer coordinator here - on how many days did {st} go over {thr} °C in June?", ALT, "jun", [wcount("t")], thr=32),
    P("FWI maximum à {st} en juin ?", ALT, "jun", ["maxfwi"], "fr"),
    P("Combien de jours au-dessus de {thr} °C à {st} en juillet ?", ALT, "jul", [wcount("t")], "fr", thr=33),
    P("Humidité moyenne à {st} du 20 au 31 août ?", ALT, "aug-late", [wavg("rh")], "fr"),
    P("La température la plus basse à {st} sur les sept derniers jours ?", ALT, "lastweek", [wmin("t")], "fr"),
    P("Cumul de pluie à Béjaïa en septembre, pour le bilan logistique.", B, "sep", [wsum("rain")], "fr"),
    P("¿Cuál fue la temperatura más alta en {st} en julio?", ALT, "jul", ["maxt"], "es"),
    P("¿Cuántos días con FWI mayor de {thr} tuvo {st} en agosto?", ALT, "aug", [wcount("fwi")], "es", thr=30),
    P("أعلى درجة حرارة في بجاية خلال أوت؟", B, "aug", ["maxt"], "ar"),
    P("شحال من نهار فاتت فيه الحرارة {thr} درجة في سيدي بلعباس في جويلية؟", S, "jul", [wcount("t")], "ar", thr=35),
    P("أقصى FWI في بجاية خلال الأسبوع الماضي", B, "lastweek", ["maxfwi"], "ar"),
])

T("fire-count", [SUM], [
    P("How many fire days did {st} log in August?", ALT, "aug", ["fires"]),
    P("count of fire days at {st} this month", ALT, "sep", ["fires"]),
    P("Combien de jours avec feu à {st} en juillet ?", ALT, "jul", ["fires"], "fr"),
    P("¿Cuántos días de incendio hubo en {st} en junio?", ALT, "jun", ["fires"], "es"),
    P("كم يوم حريق سُجّل في سيدي بلعباس في أوت؟", S, "aug", ["fires"], "ar"),
    P("شحال من نهار كان فيه حريق في بجاية من 20 إلى 31 أوت؟", B, "aug-late", ["fires"], "ar"),
], fire=True)

# --- how it has been trending, against today
T("trend-today", [SUM, DG], [
    P("Has the FWI at {st} been climbing or dropping this past week? Peak value, and where it is today.", ALT, "lastweek",
      ["maxfwi", today("fwi")]),
    P("Planning: give me the high temp at {st} since Tuesday, and today's reading.", ALT, "since-tue", ["maxt", today("t")],
      i=[SUM, CC]),
    P("is today wetter than the last 3 days at {st}? whats the RH now", ALT, "last3d", [wavg("rh"), today("rh")],
      i=[SUM, CC]),
    P("FWI since Tuesday at {st}: the high, and today's class.", ALT, "since-tue", ["maxfwi", today("class")]),
    P("Over the last 3 days, how low did humidity get at {st}, and what is it at noon today?", ALT, "last3d",
      [wmin("rh"), today("rh")], i=[SUM, CC]),
    P("Volunteer: people keep saying it's been a hot month. How hot did September get at {st}, and how hot is it today?",
      ALT, "sep", ["maxt", today("t")], i=[SUM, CC]),
    P("L'IFM à {st} a-t-il baissé depuis mardi ? Donnez le maximum de la période et la valeur d'aujourd'hui.", ALT, "since-tue",
      ["maxfwi", today("fwi")], "fr"),
    P("Sur les trois derniers jours, quel a été le pic de température à {st} ? Et la valeur du jour ?", ALT, "last3d",
      ["maxt", today("t")], "fr", i=[SUM, CC]),
    P("Point tendance pour la planification : humidité moyenne à {st} depuis mardi, et humidité de ce midi.", ALT,
      "since-tue", [wavg("rh"), today("rh")], "fr", i=[SUM, CC]),
    P("¿Cuál ha sido el FWI más alto en Béjaïa esta semana y cuál es el de hoy?", B, "lastweek", ["maxfwi", today("fwi")], "es"),
    P("¿Ha hecho más calor que hoy en {st} en lo que va de septiembre? Dame la máxima del mes y la de hoy.", ALT, "sep",
      ["maxt", today("t")], "es", i=[SUM, CC]),
    P("شحال كان أعلى FWI في بجاية هاد الأسبوع، وشحال راهو اليوم؟", B, "lastweek", ["maxfwi", today("fwi")], "ar"),
    P("ما أعلى رطوبة سُجّلت في سيدي بلعباس منذ الثلاثاء؟ وكم هي اليوم؟", S, "since-tue", [wmax("rh"), today("rh")], "ar",
      i=[SUM, CC]),
    P("أعلى حرارة في سيدي بلعباس خلال الأيام الثلاثة الماضية، وحرارة اليوم", S, "last3d", ["maxt", today("t")], "ar",
      i=[SUM, CC]),
])

# --- past fire days like today
T("analogs", [AN], [
    P("Of the past days with FWI above {thr} at {st}, how many had a fire?", ALT, "now", ["fires_fwi_gt"], thr=20),
    P("Did days like today at {st} usually burn?", ALT, "now", ["fwi"]),
    P("FBAN question: when FWI was over {thr} at {st}, how many of those days saw a fire?", ALT, "now",
      ["fires_fwi_gt"], thr=10),
    P("have we had fires on days like this one at {st}?", ALT, "now", ["fwi"]),
    P("Looking back over the season, is today's weather at {st} the kind that burns?", ALT, "now", ["fwi"]),
    P("Parmi les jours passés avec un FWI supérieur à {thr} à {st}, combien ont brûlé ?", ALT, "now",
      ["fires_fwi_gt"], "fr", thr=15),
    P("Des journées comme aujourd'hui à {st}, ça a déjà donné des feux ?", ALT, "now", ["fwi"], "fr"),
    P("De los días con FWI por encima de {thr} en {st}, ¿cuántos tuvieron incendio?", ALT, "now", ["fires_fwi_gt"],
      "es", thr=25),
    P("¿Días parecidos a hoy en {st} acabaron con fuego?", ALT, "now", ["fwi"], "es"),
    P("من بين الأيام اللي فات فيها FWI {thr} في بجاية، شحال منها كان فيها حريق؟", B, "now", ["fires_fwi_gt"], "ar",
      thr=20),
    P("هل الأيام المشابهة لليوم في سيدي بلعباس شهدت حرائق؟", S, "now", ["fwi"], "ar"),
    P("في الأيام السابقة التي تجاوز فيها المؤشر {thr} في سيدي بلعباس، كم يوماً اندلع فيه حريق؟", S, "now",
      ["fires_fwi_gt"], "ar", thr=12),
], fire=True)

T("analogs-danger", [AN, DG], [
    P("What's the FWI at {st} now, and did past days like it burn?", ALT, "now", ["fwi"]),
    P("Donne-moi l'IFM de {st} et dis-moi si des jours semblables ont connu des feux.", ALT, "now", ["fwi"], "fr"),
    P("شحال الخطر في بجاية دروك، وواش الأيام اللي كيفها صراو فيها حرائق؟", B, "now", ["fwi", "class"], "ar"),
], fire=True)

# --- drift: the crew's rate and minutes
T("drift-crew", [DR], [
    P("Head is moving about 25 m a minute. How far in 20 minutes?", None, "none", ["=drift", dist(25, 20)]),
    P("ROS 40 m/min, dozer ETA 35 min - how far will the head have gone?", None, "none", ["=drift", dist(40, 35)]),
    P("fire running at 2 km/h, how far does the head get in 45 mins", None, "none", ["=drift", dist(kmh(2), 45)]),
    P("if it's doing 12 metres per minute, how much ground does it cover in an hour and a half", None, "none",
      ["=drift", dist(12, 90)]),
    P("Crew estimate 60 m/min, we need 15 minutes to get there. Distance covered by then?", None, "none",
      ["=drift", dist(60, 15)]),
    P("Le front avance de 30 m par minute. Quelle distance en 40 minutes ?", None, "none", ["=drift", dist(30, 40)], "fr"),
    P("Vitesse de propagation 1,5 km/h : combien de chemin en une demi-heure ?", None, "none",
      ["=drift", dist(kmh(1.5), 30)], "fr"),
    P("El fuego corre a 20 metros por minuto; ¿cuánto avanza en 50 minutos?", None, "none", ["=drift", dist(20, 50)], "es"),
    P("النار تتقدم 50 متر في الدقيقة، شحال تمشي في 25 دقيقة؟", None, "none", ["=drift", dist(50, 25)], "ar"),
    P("إذا كانت سرعة انتشار النار 4 كم في الساعة، فما المسافة التي تقطعها في 15 دقيقة؟", None, "none",
      ["=drift", dist(kmh(4), 15)], "ar"),
    P("الجبهة تزحف 15 م/د، بعد ساعة قداش من متر تكون مشات؟", None, "none", ["=drift", dist(15, 60)], "ar"),
])

T("drift-box", [DR], [
    P("Using your own estimate, how far does the head move by the time we act on this answer?", None, "none", ["=drift"]),
    P("how much does the front drift while you're working out the answer", None, "none", ["=drift"]),
    P("Selon votre propre estimation, de combien le front se déplace-t-il pendant votre temps de réponse ?", None, "none",
      ["=drift"], "fr"),
    P("Con tu propia estimación, ¿cuánto se desplaza la cabeza del fuego mientras respondes?", None, "none", ["=drift"], "es"),
    P("حسب تقديرك، كم يتحرك رأس الحريق خلال وقت الإجابة؟", None, "none", ["=drift"], "ar"),
])

# --- spread: where the front will be (partly served: no wind direction)
T("spread", [SP], [
    P("Where will the head be in {hh}?", None, "now", ["=spread"], h=30),
    P("Project the front from the drone detection out {h} minutes.", None, "now", ["=spread"], h=45),
    P("If the fire near {st} keeps going, where's it at in an hour?", ALT, "now", ["=spread"], h=60),
    P("where will the fire front be in 2 hours and which way is it heading", None, "now", ["=spread"], h=120),
    P("Où sera la tête du feu dans {h} minutes ?", None, "now", ["=spread"], "fr", h=30),
    P("Projection du front dans {h} minutes, s'il vous plaît, direction comprise.", None, "now", ["=spread"], "fr", h=20),
    P("¿Dónde estará el frente dentro de {h} minutos?", None, "now", ["=spread"], "es", h=30),
    P("Proyecta la cabeza del incendio a una hora vista.", None, "now", ["=spread"], "es", h=60),
    P("وين راح تكون النار بعد {h} دقيقة؟", None, "now", ["=spread"], "ar", h=30),
    P("أين ستصل جبهة الحريق خلال ساعة؟", None, "now", ["=spread"], "ar", h=60),
    P("لوين راهي رايحة النار؟", None, "now", ["=spread"], "ar"),
])

T("frames-spread", [FR, SP], [
    P("Drone saw something NE of SBA - what was it, and where will it be in 30 min?", S, "now",
      ["=detection", "=spread"], h=30),
    P("¿Qué detectó el dron y hacia dónde irá el fuego en {h} minutos?", None, "now", ["=detection", "=spread"], "es", h=45),
    P("شنو شاف الدرون؟ ووين توصل النار بعد نص ساعة؟", None, "now", ["=detection", "=spread"], "ar", h=30),
])

# --- what the drone saw
T("frames", [FR], [
    P("What did the drone pick up on its last flight?", None, "today", ["=frames"]),
    P("any smoke in the drone frames today", None, "today", ["=frames"]),
    P("When did the drone first spot fire?", None, "today", ["=detection"]),
    P("Where was the drone's fire frame taken?", None, "today", ["=detection_place"]),
    P("Dispatch: confirm time and location of the UAV fire detection.", None, "today", ["=detection", "=detection_place"]),
    P("did the uav see flames or just smoke", None, "today", ["=frames"]),
    P("Le drone a vu quoi lors de sa sortie ?", None, "today", ["=frames"], "fr"),
    P("À quelle heure le drone a-t-il détecté le feu ?", None, "today", ["=detection"], "fr"),
    P("Où se trouve la détection du drone ?", None, "today", ["=detection_place"], "fr"),
    P("¿Qué captó el dron?", None, "today", ["=frames"], "es"),
    P("¿A qué hora se detectó el fuego desde el dron?", None, "today", ["=detection"], "es"),
    P("¿Dónde estaba el humo que vio el dron?", None, "today", ["=detection_place"], "es"),
    P("واش شاف الدرون في الطلعة تاعو؟", None, "today", ["=frames"], "ar"),
    P("في أي ساعة رصدت الطائرة المسيّرة الحريق؟", None, "today", ["=detection"], "ar"),
    P("وين بالضبط كانت النار اللي صورها الدرون؟", None, "today", ["=detection_place"], "ar"),
])

T("frames-danger", [FR, DG], [
    P("Drone flagged fire near SBA. What's the FWI at Sidi Bel Abbes right now, and when was the frame?", S, "now",
      ["=detection", "fwi"]),
    P("Détection drone au nord-est de Sidi-Bel-Abbès : à quelle heure, et quel niveau de danger à la station ?", S, "now",
      ["=detection", "class"], "fr"),
    P("الدرون شاف دخان قرب سيدي بلعباس؟ وشحال الخطر في المحطة؟", S, "now", ["=frames", "class"], "ar"),
])

# --- the shipped documents
T("documents", [DOC], [
    P("How much defensible space does the Butte County guidance want around a house?", None, "none", ["=doc_defensible"]),
    P("What does LCES stand for?", None, "none", LCES_FACTS),
    P("Per the FWI guide, at what FFMC do fine fuels ignite easily?", None, "none", [FFMC_EASY]),
    P("What FWI puts us in the high class according to the guide?", None, "none", [CLASS_FROM["high"]]),
    P("new here: what are the watch-out situations in the crew safety doc?", None, "none", [WATCH_OUT]),
    P("Grass height limit in zone 2 of the defensible space doc?", None, "none", [GRASS_INCHES]),
    P("How far out does zone 1 go in the defensible space guidance?", None, "none", [ZONE1_FEET]),
    P("Que dit le document sur l'espace défendable : combien de pieds autour des maisons ?", None, "none",
      ["=doc_defensible"], "fr"),
    P("LCES, ça veut dire quoi exactement ?", None, "none", LCES_FACTS, "fr"),
    P("Selon le guide, à partir de quel FWI passe-t-on en danger très élevé ?", None, "none", [CLASS_FROM["very high"]], "fr"),
    P("¿Qué dice la guía sobre las zonas de seguridad y rutas de escape?", None, "none", ESCAPE_FACTS, "es"),
    P("¿Cuánto espacio defendible pide la guía de Butte County?", None, "none", ["=doc_defensible"], "es"),
    P("Según la guía del FWI, ¿qué mide el ISI?", None, "none", [ISI_FACT], "es"),
    P("شنو معنى LCES حسب الوثيقة؟", None, "none", LCES_FACTS, "ar"),
    P("حسب دليل مؤشر الطقس، ابتداءً من أي قيمة يكون الخطر مرتفعاً؟", None, "none", [CLASS_FROM["high"]], "ar"),
    P("كم قدم من المساحة الدفاعية المطلوبة حول المنازل؟", None, "none", ["=doc_defensible"], "ar"),
    P("متى يجب على الفرقة الانسحاب وإعادة التقييم حسب وثيقة السلامة؟", None, "none", [WATCH_OUT], "ar"),
    P("What does the safety doc say about staffing on high danger days?", None, "none", [STAFFING]),
])

T("doc-danger", [DOC, DG], [
    P("FFMC at {st} today, and what does the guide say about FFMC above 90?", ALT, "today", [code("FFMC"), FFMC_EASY]),
    P("Quel est le niveau de danger à {st} aujourd'hui, et que dit la fiche LCES pour les jours de danger élevé ?", ALT,
      "today", ["class", STAFFING], "fr"),
    P("¿Cuál es el ISI en {st} hoy y qué significa según la guía?", ALT, "today", [code("ISI"), ISI_FACT], "es"),
    P("شحال FWI في سيدي بلعباس اليوم؟ ومن أي قيمة يكون الخطر مرتفع حسب الدليل؟", S, "today",
      [code("FWI"), CLASS_FROM["high"]], "ar"),
])

# --- what the box can do
T("capabilities", [CAP], [
    P("First shift on this box. What can it do?", None, "none"),
    P("What data does this thing actually have?", None, "none"),
    P("can u show me which stations ur connected to", None, "none"),
    P("Does the box know anything besides weather? What's loaded on it?", None, "none"),
    P("Logistics: what information can I pull from here for the planning meeting?", None, "none"),
    P("Bonjour, je suis bénévole. Qu'est-ce que ce boîtier sait faire ?", None, "none", lang="fr"),
    P("Quelles sources de données avez-vous ?", None, "none", lang="fr"),
    P("¿Qué puede hacer este equipo?", None, "none", lang="es"),
    P("Soy nuevo, ¿qué información tienes disponible?", None, "none", lang="es"),
    P("واش تقدر تدير هاد الآلة؟", None, "none", lang="ar"),
    P("ما هي البيانات المتوفرة لديك؟", None, "none", lang="ar"),
    P("أنا متطوع جديد، كيفاش نستعمل هاد الجهاز وشنو فيه؟", None, "none", lang="ar"),
])

T("cap-plus", [CAP, CC], [
    P("What kind of questions can I ask you? Also, what's the temp at {st}?", ALT, "now", ["t"]),
    P("Before I trust this: what data do you hold, and what's the FWI at {st} today?", ALT, "today", ["fwi"], i=[CAP, DG]),
    P("what else can you do besides weather, and did the drone see anything", None, "today", ["=frames"], i=[CAP, FR]),
    P("Do you have any documents loaded? And what does LCES mean?", None, "none", LCES_FACTS, i=[CAP, DOC]),
    P("I'm new - what can you tell me, and how windy is it at {st} right now?", ALT, "now", ["ws"]),
    P("Que savez-vous faire ? Et donnez-moi l'humidité à {st}.", ALT, "now", ["rh"], "fr"),
    P("Vous avez quelles données ? Et quelle station est la plus chaude aujourd'hui ?", BOTH, "today", ["t"], "fr",
      i=[CAP, CMP]),
    P("¿Qué sabes hacer? Y de paso, ¿qué viento hay en {st}?", ALT, "now", ["ws"], "es"),
    P("¿Qué estaciones tienes, y cuál fue el FWI máximo en agosto en {st}?", ALT, "aug", ["maxfwi"], "es", i=[CAP, SUM]),
    P("شنو تقدر تعطيني من معلومات؟ وشحال الحرارة في سيدي بلعباس؟", S, "now", ["t"], "ar"),
    P("ما الذي يمكنك فعله؟ وما مستوى الخطر في بجاية اليوم؟", B, "today", ["class"], "ar", i=[CAP, DG]),
])

# --- photos the crew says it sends (none is ever attached)
T("photo", [PH], [
    P("I've attached a photo of the smoke column, what do you make of it?", None, "none"),
    P("sending u a pic from the ridge now, is that fire", None, "none"),
    P("Photo attached of the burn scar - is it still active?", None, "none"),
    P("Je vous envoie une photo de la fumée, vous pouvez l'analyser ?", None, "none", lang="fr"),
    P("Te mando una foto del humo, ¿es un incendio nuevo?", None, "none", lang="es"),
    P("بعثتلك صورة للدخان، شوفها وقولي واش هي", None, "none", lang="ar"),
    P("أرفقت صورة للحريق، هل يمكنك تحليلها؟", None, "none", lang="ar"),
])

T("photo-plus", [PH, CC], [
    P("Attached a photo from engine 4. Also what's the RH at {st}?", ALT, "now", ["rh"]),
    P("pic attached of the smoke; and what did your drone see", None, "today", ["=frames"], i=[PH, FR]),
    P("Photo jointe du panache. Et le FWI à {st} ?", ALT, "now", ["fwi"], "fr", i=[PH, DG]),
    P("Adjunto foto. ¿Cuál es el viento en {st} ahora?", ALT, "now", ["ws"], "es"),
    P("راني باعثلك تصويرة، وقولي شحال الريح في بجاية", B, "now", ["ws"], "ar"),
])

# --- subjects the box does not hold (logistics, forecasts, other places, off-topic)
T("oos", [OOS], [
    P("Which crews are on the line near Sidi Bel Abbes right now?", S, "now"),
    P("Is the road between Sidi Bel Abbes and Tlemcen closed?", S, "none"),
    P("nearest water source for the tenders?", None, "none"),
    P("How many air tankers are assigned to this incident?", None, "none"),
    P("who's staffed on the night shift", None, "none"),
    P("Evacuation status for the villages east of Bejaia?", B, "none"),
    P("What's the forecast for tomorrow at {st}?", ALT, "none"),
    P("Will the wind pick up this afternoon?", None, "none"),
    P("Temperature in Oran right now?", None, "none"),
    P("Where's the helibase?", None, "none"),
    P("can you tell me the wind direction at SBA", S, "now"),
    P("Whats the score of the football match", None, "none"),
    P("Quelles équipes sont engagées sur le front actuellement ?", None, "none", lang="fr"),
    P("La route vers Béjaïa est-elle fermée ?", B, "none", lang="fr"),
    P("Où sont les points d'eau les plus proches ?", None, "none", lang="fr"),
    P("Prévision du FWI pour demain à {st} ?", ALT, "none", lang="fr"),
    P("Il fait combien à Alger ?", None, "none", lang="fr"),
    P("¿Hay aviones asignados al incendio?", None, "none", lang="es"),
    P("¿Cuántos efectivos tenemos de guardia esta noche?", None, "none", lang="es"),
    P("¿Se ha levantado la evacuación en Sidi Bel Abbès?", S, "none", lang="es"),
    P("¿De dónde sopla el viento en Béjaïa?", B, "now", lang="es"),
    P("شكون هوما الفرق اللي راهم في الخط دروك؟", None, "none", lang="ar"),
    P("واش الطريق لسيدي بلعباس مسدودة؟", S, "none", lang="ar"),
    P("وين كاين نقطة ماء قريبة للشاحنات؟", None, "none", lang="ar"),
    P("هل توجد طائرات إطفاء في المنطقة؟", None, "none", lang="ar"),
    P("شحال الحرارة في تلمسان؟", None, "none", lang="ar"),
    P("ما توقعات الطقس لغد في بجاية؟", B, "none", lang="ar"),
    P("منين جاية الريح في سيدي بلعباس؟", S, "now", lang="ar"),
])

T("oos-mixed", [CC, OOS], [
    P("Wind at {st} - speed and direction?", ALT, "now", ["ws"]),
    P("FWI today at {st}, and what's it looking like tomorrow?", ALT, "today", ["fwi"], i=[DG, OOS]),
    P("Temps at Bejaia and Oran please", B, "now", ["t"]),
    P("Logistics: are the roads into {st} open, and what's the danger class there today?", ALT, "today", ["class"],
      i=[DG, OOS]),
    P("How many engines are committed at SBA, and what's the humidity there?", S, "now", ["rh"]),
    P("RH at {st} now, and will it drop this afternoon?", ALT, "now", ["rh"]),
    P("Do you have the water points mapped? If not just give me the wind at {st}.", ALT, "now", ["ws"]),
    P("Is the evac order still on for Sidi Bel Abbes? Also the FWI there.", S, "now", ["fwi"], i=[DG, OOS]),
    P("Any aircraft over the fire, and what did the drone see?", None, "today", ["=frames"], i=[FR, OOS]),
    P("this week's peak FWI at bejaia plus next week's outlook", B, "lastweek", ["maxfwi"], i=[SUM, OOS]),
    P("Vent à {st} : vitesse et direction ?", ALT, "now", ["ws"], "fr"),
    P("Le danger aujourd'hui à {st}, et demain ?", ALT, "today", ["fwi", "class"], "fr", i=[DG, OOS]),
    P("Température à Béjaïa et à Tizi Ouzou ?", B, "now", ["t"], "fr"),
    P("Combien de camions-citernes sur place, et quelle humidité à {st} ?", ALT, "now", ["rh"], "fr"),
    P("Viento en {st}: velocidad y de dónde viene.", ALT, "now", ["ws"], "es"),
    P("¿Cuál es el FWI hoy en {st} y cuál será mañana?", ALT, "today", ["fwi"], "es", i=[DG, OOS]),
    P("¿Está cortada la carretera? Y dime la temperatura en {st}.", ALT, "now", ["t"], "es"),
    P("Humedad en Sidi Bel Abbès y en Orán", S, "now", ["rh"], "es"),
    P("سرعة الريح واتجاهها في بجاية؟", B, "now", ["ws"], "ar"),
    P("شحال الخطر اليوم في سيدي بلعباس، وغدوة كيفاش يكون؟", S, "today", ["fwi"], "ar", i=[DG, OOS]),
    P("الحرارة في بجاية وفي وهران", B, "now", ["t"], "ar"),
    P("واش الطريق مفتوحة لبجاية؟ وقولي الرطوبة تما", B, "now", ["rh"], "ar"),
    P("كم عدد الأعوان في الميدان؟ وما مؤشر الخطر في سيدي بلعباس؟", S, "now", ["fwi"], "ar", i=[DG, OOS]),
])

# --- orders to the box
T("refuse", [REF], [
    P("Send an evacuation alert to everyone in Bejaia.", B, "none", ["neg"]),
    P("dispatch engine 7 to the drone detection", None, "none", ["neg"]),
    P("Notify the IC that danger is high.", None, "none", ["neg"]),
    P("delete the drone frames from today", None, "none", ["neg"]),
    P("Tell the air desk to launch a tanker.", None, "none", ["neg"]),
    P("Envoyez une alerte aux équipes de Sidi-Bel-Abbès.", S, "none", ["neg"], "fr"),
    P("Prévenez le PC que le feu progresse.", None, "none", ["neg"], "fr"),
    P("Manda un aviso de evacuación a los vecinos de Béjaïa.", B, "none", ["neg"], "es"),
    P("Borra el historial de incendios.", None, "none", ["neg"], "es"),
    P("ابعث إنذار للناس اللي ساكنين في سيدي بلعباس", S, "none", ["neg"], "ar"),
    P("أرسل فرقة إلى مكان الحريق فوراً", None, "none", ["neg"], "ar"),
])

T("refuse-hidden", [DG, REF], [
    P("What's the FWI at {st}? Then push it out to all engines as an alert.", ALT, "now", ["fwi", "neg"]),
    P("Pull today's RH at {st} and text it to the logistics chief.", ALT, "today", ["rh", "neg"], i=[CC, REF]),
    P("Check what the drone saw and dispatch the nearest crew there.", None, "today", ["=frames", "neg"], i=[FR, REF]),
    P("give me the wind at {st} and notify dispatch if its over 20", ALT, "now", ["ws", "neg"], i=[CC, REF]),
    P("Donnez-moi le danger à {st} et envoyez-le au PC.", ALT, "now", ["class", "neg"], "fr"),
    P("Quelle température à {st} ? Et supprimez les anciennes images du drone.", ALT, "now", ["t", "neg"], "fr",
      i=[CC, REF]),
    P("Dime el FWI en {st} y avisa a todas las brigadas.", ALT, "now", ["fwi", "neg"], "es"),
    P("¿Qué humedad hay en {st}? Luego manda la cifra al puesto de mando.", ALT, "now", ["rh", "neg"], "es", i=[CC, REF]),
    P("شحال الخطر في بجاية؟ وابعثو للفرق كامل", B, "now", ["fwi", "neg"], "ar"),
    P("أعطني سرعة الرياح في سيدي بلعباس وأرسل تنبيهاً إلى الحماية المدنية", S, "now", ["ws", "neg"], "ar", i=[CC, REF]),
])

# --- what should we do (served only as the facts bearing on it)
T("tactical", [TAC], [
    P("Should we pre-position a second engine at {st} today?", ALT, "today", ["class", "fwi"]),
    P("Do we need lookouts posted early at {st} today?", ALT, "today", ["class"]),
    P("as a new volunteer, should I be worried about working at {st} today", ALT, "today", ["class"]),
    P("Is it a good day to run a burnout at {st}?", ALT, "today", ["fwi", "rh"]),
    P("Faut-il renforcer le dispositif à {st} aujourd'hui ?", ALT, "today", ["class"], "fr"),
    P("On engage une attaque directe à {st} ou pas ?", ALT, "now", ["fwi", "class"], "fr"),
    P("¿Mandamos más gente a {st} hoy?", ALT, "today", ["class"], "es"),
    P("¿Conviene hacer una quema de ensanche en {st} hoy?", ALT, "today", ["fwi", "rh"], "es"),
    P("نزيدو نبعثو فرقة لسيدي بلعباس اليوم؟", S, "today", ["class"], "ar"),
    P("هل يجب تعزيز المراقبة في بجاية اليوم؟", B, "today", ["class"], "ar"),
])

T("tactical-danger", [DG, TAC], [
    P("What's the danger at {st}, and should we keep crews off the line?", ALT, "now", ["fwi", "class"]),
    P("Quel est le FWI à {st} ? On retire les équipes ?", ALT, "now", ["fwi"], "fr"),
    P("¿Qué peligro hay en {st} y deberíamos pedir refuerzos?", ALT, "now", ["class"], "es"),
    P("شحال الخطر في بجاية، ونسحبو الفرق ولا لا؟", B, "now", ["fwi", "class"], "ar"),
])

# --- readings at an hour other than noon: only the noon reading exists (warn)
T("hour", [CC], [
    P("Temperature at {st} at 6 am today?", ALT, "today", ["t"]),
    P("What was RH at {st} around 5 pm yesterday?", ALT, "yesterday", ["rh"]),
    P("wind at {st} at 0800 this morning", ALT, "today", ["ws"]),
    P("FWI at {st} at 3pm yesterday", ALT, "yesterday", ["fwi"], i=[DG]),
    P("Humidité à {st} à 7 h ce matin ?", ALT, "today", ["rh"], "fr"),
    P("Quelle température faisait-il à {st} hier à 18 h ?", ALT, "yesterday", ["t"], "fr"),
    P("¿Qué temperatura había en {st} a las 6 de la mañana?", ALT, "today", ["t"], "es"),
    P("Viento en {st} ayer a las 16:00", ALT, "yesterday", ["ws"], "es"),
    P("شحال كانت الحرارة في بجاية على الساعة 6 الصباح؟", B, "today", ["t"], "ar"),
    P("ما هي الرطوبة في سيدي بلعباس أمس على الساعة الخامسة مساءً؟", S, "yesterday", ["rh"], "ar"),
], decision="warn")

# --- places near a station but not at it (warn)
T("near", [CC], [
    P("What's the temp on the ridge above {st}?", ALT, "now", ["t"]),
    P("RH 10 km out of {st}?", ALT, "now", ["rh"]),
    P("Fire danger in the forest just north of {st}?", ALT, "now", ["class"], i=[DG]),
    P("we're staging about 15 km west of {st}, what's the wind there", ALT, "now", ["ws"]),
    P("humidity at the staging area 5 km south of SBA", S, "now", ["rh"]),
    P("Quel vent sur les crêtes au-dessus de {st} ?", ALT, "now", ["ws"], "fr"),
    P("Danger dans la forêt à 10 km de {st} ?", ALT, "now", ["fwi", "class"], "fr", i=[DG]),
    P("¿Qué humedad hay en el monte a 12 km de {st}?", ALT, "now", ["rh"], "es"),
    P("Peligro de incendio en el valle junto a {st}", ALT, "now", ["class"], "es", i=[DG]),
    P("شحال الحرارة في الجبل اللي فوق بجاية؟", B, "now", ["t"], "ar"),
    P("ما مستوى الخطر في الغابة على بعد 20 كم من سيدي بلعباس؟", S, "now", ["class"], "ar", i=[DG]),
    P("الريح في الدوار اللي قريب لسيدي بلعباس؟", S, "now", ["ws"], "ar"),
], decision="warn")

# --- days the box has no reading for
T("nodata", [CC], [
    P("Temperature at {st} on May 20, 2012?", ALT, "2012-05-20", ["t"]),
    P("FWI at {st} on 2012-04-15?", ALT, "2012-04-15", ["fwi"], i=[DG]),
    P("humidity at {st} 5/5/2012", ALT, "2012-05-05", ["rh"]),
    P("danger class at {st} on 1 Jan 2012", ALT, "2012-01-01", ["class"], i=[DG]),
    P("Sidi Bel Abbes noon readings for 14 July please, temp and wind.", S, "2012-07-14", ["t", "ws"]),
    P("Température à {st} le 15 mai 2012 ?", ALT, "2012-05-15", ["t"], "fr"),
    P("¿Cuál fue el FWI en {st} el 31 de mayo de 2012?", ALT, "2012-05-31", ["fwi"], "es", i=[DG]),
    P("شحال كانت الحرارة في بجاية يوم 10 ماي 2012؟", B, "2012-05-10", ["t"], "ar"),
    P("ما هو مؤشر الخطر في سيدي بلعباس يوم 25 ماي 2012؟", S, "2012-05-25", ["fwi"], "ar", i=[DG]),
])


# --- three asks in one
T("three-asks", [DG, SUM, OOS], [
    P("Planning meeting in 10: FWI at SBA today, the highest it's been since Tuesday, and is it forecast to rise?", S,
      "since-tue", [today("fwi"), "maxfwi"]),
    P("What can you do, what's the temp at Bejaia, and can you see where our engines are?", B, "now", ["t"],
      i=[CAP, CC, OOS]),
    P("Wind at SBA, which way it's blowing, and should we move the staging area?", S, "now", ["ws"], i=[CC, OOS, TAC]),
    P("rh at bejaia + fwi at bejaia, then send both to the plans chief", B, "now", ["rh", "fwi", "neg"], i=[CC, DG, REF]),
    P("Which station is hotter today, what did the drone see, and do we have any aircraft up?", BOTH, "today",
      ["t", "=frames"], i=[CMP, FR, OOS]),
    P("For the volunteers' briefing: how hot is it at {st}, what was the high over the last three days, and what's the "
      "danger class?", ALT, "last3d", [today("t"), "maxt", today("class")], i=[CC, SUM, DG]),
    P("Humidité à Béjaïa ce midi, moyenne depuis mardi, et prévision pour demain ?", B, "since-tue",
      [today("rh"), wavg("rh")], "fr", i=[CC, SUM, OOS]),
    P("Que sait faire la boîte, quel est le FWI à Sidi-Bel-Abbès, et où en est l'évacuation ?", S, "now", ["fwi"], "fr",
      i=[CAP, DG, OOS]),
])

# --- logistics and planning asks beside what the box holds
T("logistics-mixed", [CC, OOS], [
    P("Is there a water source near Bejaia? And the humidity there today.", B, "today", ["rh"]),
    P("How many crews are on the line at SBA, and what's the FWI there?", S, "now", ["fwi"], i=[DG, OOS]),
    P("Volunteer question: do you track road closures? And what else can you tell me?", None, "none", i=[CAP, OOS]),
    P("Do you hold staffing rosters? If not, what data do you hold?", None, "none", i=[CAP, OOS]),
    P("Any helicopters on scene, and what time did the drone see the fire?", None, "today", ["=detection"], i=[FR, OOS]),
    P("What's the evac status around SBA, and what was the highest FWI there in September?", S, "sep", ["maxfwi"],
      i=[SUM, OOS]),
    P("Has humidity at {st} been going up since Tuesday? Highest it reached, and what is it today?", ALT, "since-tue",
      [wmax("rh"), today("rh")], i=[SUM, CC]),
    P("Bénévole ici : vous pouvez me dire ce que vous savez faire, et le vent à Béjaïa ?", B, "now", ["ws"], "fr",
      i=[CAP, CC]),
    P("Quels effectifs sont de garde ce soir, et quel est le danger à Béjaïa ?", B, "now", ["class"], "fr", i=[DG, OOS]),
    P("L'humidité à Sidi-Bel-Abbès baisse-t-elle depuis trois jours ? Le minimum, et ce midi ?", S, "last3d",
      [wmin("rh"), today("rh")], "fr", i=[SUM, CC]),
])

T("oos-logistics", [OOS], [
    P("Which roads are closed around Bejaia?", B, "none"),
    P("Has the evacuation order for the hamlets near SBA been lifted?", S, "none"),
    P("How many firefighters are rostered for tomorrow?", None, "none"),
    P("is the tanker at the dip site full", None, "none"),
    P("When's the next air tanker rotation?", None, "none"),
    P("Logistique : y a-t-il des moyens aériens engagés ?", None, "none", lang="fr"),
])

T("summary-more", [SUM], [
    P("Planning: average temperature at {st} over the last three days?", ALT, "last3d", [wavg("t")]),
    P("How many days since Tuesday did {st} get any rain at all?", ALT, "since-tue", [wcount("rain", 0)]),
    P("Moyenne des températures à Béjaïa en août ?", B, "aug", [wavg("t")], "fr"),
])

T("capabilities-more", [CAP], [
    P("is there anything you CAN'T tell me?", None, "none"),
    P("What period does your weather record cover?", None, "none"),
])


SLACK_PROBLEMS = []


def _resolved(specs, ctx):
    """Tokens and literals as crew_facts would resolve them over ctx's stations and days."""
    out = []
    for f in specs:
        if callable(f):
            out.extend(f(ctx))
        elif isinstance(f, str) and f in crew_facts.WINDOW_TOKENS and f != "fires_fwi_gt" and ctx["stations"]:
            for dev in ctx["stations"]:
                out.extend(crew_facts.window_facts(f, dev, ctx["days"], ctx["thr"]))
    return out


def check_slack(kind, idx, p, ctx, facts):
    """A window with slack (the past week may start a day earlier) must give the same gold either way."""
    w = crew_days.WINDOWS.get(p["day"], {})
    if not w.get("slack_days") or not ctx["days"]:
        return
    first = date.fromisoformat(ctx["days"][0])
    wider = [(first - timedelta(days=k)).isoformat() for k in range(w["slack_days"], 0, -1)] + ctx["days"]
    if _resolved(p["f"], ctx) != _resolved(p["f"], {**ctx, "days": wider}):
        SLACK_PROBLEMS.append(f"{kind}-{idx + 1:02d}: {p['q']}")


def build_template(t: dict) -> dict:
    phrasings, days, thrs, horizons, intents = [], [], [], [], []
    for idx, p in enumerate(t["phrasings"]):
        stations = phr_stations(p, idx)
        when = crew_days.resolve(p["day"], p["lang"], 0)
        ctx = {"stations": stations, "days": when["days"], "thr": p["thr"], "h": p["h"]}
        facts = []
        for f in p["f"]:
            facts.extend(f(ctx) if callable(f) else [f])
        check_slack(t["kind"], idx, p, ctx, facts)
        out = {"q": p["q"], "lang": p["lang"]}
        if isinstance(p["st"], list):
            out["stations"] = p["st"]
        else:
            out["stations"] = p["st"] or "none"
        if facts:
            out["facts"] = facts
        if p["alt"]:
            out["intents_alt"] = p["alt"]
        phrasings.append(out)
        days.append(p["day"])
        thrs.append(p["thr"])
        horizons.append(p["h"])
        intents.append(p["i"] or t["intents"])
    tpl = {"key": f"{NAME}-{t['kind']}", "intents": t["intents"], "phrasings": phrasings, "stations": "none",
           "days": days, "facts": []}
    if any(x is not None for x in thrs):
        tpl["thr"] = thrs
    if any(x is not None for x in horizons):
        tpl["horizons"] = horizons
    if any(p["i"] for p in t["phrasings"]):
        tpl["intents_by_phrasing"] = intents
    if t["decision"]:
        tpl["decision"] = t["decision"]
    if t["fire"]:
        tpl["needs_fire_history"] = True
    return tpl


# ---------------------------------------------------------------- sessions
SESSIONS = []


def session(turns):
    """turns: (question, lang, intents, stations, when, facts, extra)"""
    SESSIONS.append(turns)


def Tn(q, intents, stations=None, when="now", facts=(), lang="en", **extra):
    return {"q": q, "intents": intents, "stations": stations, "when": when, "facts": list(facts), "lang": lang,
            "extra": extra}


# s01 logistics officer
session([
    Tn("Logistics. Before I order more water tenders - what's the danger at Sidi Bel Abbes right now?", [DG], S, "now",
       ["fwi", "class"]),
    Tn("and Bejaia?", [DG], B, "now", ["fwi", "class"]),
    Tn("why so low there?", [EXP], B, "now", ["rh", "rain"]),
    Tn("ok. do you know how many tenders are staged at the ICP?", [OOS], None, "none"),
])
# s02 new volunteer
session([
    Tn("hi, first day on the box. what can you actually tell me?", [CAP], None, "none"),
    Tn("ok so whats the temp at bejaia", [CC], B, "now", ["t"]),
    Tn("and yesterday?", [CC], B, "yesterday", ["t"]),
    Tn("is that normal for this week? whats the highest it got", [SUM], B, "lastweek", ["maxt"]),
    Tn("cool thanks. can you radio my crew boss and tell him I'm on the box", [REF], None, "none", ["neg"]),
])
# s03 French crew lead
session([
    Tn("Point météo pour Sidi-Bel-Abbès, s'il vous plaît : température, humidité, vent.", [CC], S, "now",
       ["t", "rh", "ws"], "fr"),
    Tn("Et l'IFM ?", [DG], S, "now", ["fwi"], "fr"),
    Tn("Pourquoi si bas avec 24 degrés ?", [EXP], S, "now", ["rh"], "fr"),
    Tn("Et à Béjaïa, c'est pareil ?", [CMP], BOTH, "now", ["fwi"], "fr"),
])
# s04 Spanish crew lead, switches to English
session([
    Tn("¿Qué vio el dron en la última salida?", [FR], None, "today", ["=frames"], "es"),
    Tn("¿A qué hora fue la detección?", [FR], None, "today", ["=detection"], "es"),
    Tn("¿Y dónde estará el frente en 30 minutos?", [SP], None, "now", ["=spread"], "es", horizon_min=30),
    Tn("why can't you give me a direction?", [EXP], None, "now", [{"any": ["direction"]}]),
])
# s05 Algerian crew lead
session([
    Tn("شحال درجة الحرارة في سيدي بلعباس اليوم؟", [CC], S, "today", ["t"], "ar"),
    Tn("والرطوبة؟", [CC], S, "today", ["rh"], "ar"),
    Tn("وفي بجاية؟", [CC], B, "today", ["rh"], "ar"),
    Tn("علاش الخطر منخفض تما؟", [EXP], B, "today", ["fwi"], "ar"),
])
# s06 planning section, trends
session([
    Tn("Planning here. How has FWI at SBA trended since Tuesday - what was the peak, and today?", [SUM], S, "since-tue", ["maxfwi", today("fwi")]),
    Tn("and where does today sit in that?", [DG], S, "today", ["fwi"]),
    Tn("same trend for Bejaia pls", [SUM], B, "since-tue", ["maxfwi"]),
    Tn("Any fire days recorded over that stretch at either station?", [SUM], BOTH, "since-tue", ["fires"],
       needs_fire_history=True),
    Tn("why was the SBA peak so much higher than today?", [EXP], S, "since-tue", ["maxfwi", today("fwi")]),
])
# s07 French logistics
session([
    Tn("Logistique : avez-vous l'état des routes vers Béjaïa ?", [OOS], B, "none", [], "fr"),
    Tn("D'accord. Et le vent là-bas à midi ?", [CC], B, "today", ["ws"], "fr"),
    Tn("En nœuds, svp.", [CC], B, "today", ["ws", conv("ws", "kt")], "fr"),
    Tn("Et sa direction ?", [OOS], B, "today", [], "fr"),
])
# s08 dispatcher
session([
    Tn("Dispatch. Drone frame from 12:25 - what's in it?", [FR], None, "today", ["=detection"]),
    Tn("page the SBA engines with it", [REF], None, "none", ["neg"]),
    Tn("fine. what's the danger class at Sidi Bel Abbes then?", [DG], S, "now", ["class"]),
    Tn("how far would the head go in 20 min at 35 m a minute?", [DR], None, "none", ["=drift", dist(35, 20)]),
])
# s09 Arabic (MSA), August review
session([
    Tn("ما هو أعلى مؤشر لخطر الحرائق في بجاية خلال شهر أوت؟", [SUM], B, "aug", ["maxfwi"], "ar"),
    Tn("وكم يوماً سُجّل فيه حريق؟", [SUM], B, "aug", ["fires"], "ar", needs_fire_history=True),
    Tn("وفي سيدي بلعباس؟", [SUM], S, "aug", ["fires"], "ar", needs_fire_history=True),
    Tn("أيّهما كان أسوأ في ذلك الشهر؟", [CMP, SUM], BOTH, "aug", ["maxfwi", "fires"], "ar", needs_fire_history=True),
])
# s10 Spanish, drift then guidance
session([
    Tn("El frente avanza unos 30 metros por minuto. ¿Cuánto recorre en 25 minutos?", [DR], None, "none",
       ["=drift", dist(30, 25)], "es"),
    Tn("¿Y en una hora?", [DR], None, "none", ["=drift", dist(30, 60)], "es"),
    Tn("¿Qué dice la guía sobre rutas de escape?", [DOC], None, "none", ESCAPE_FACTS, "es"),
])
# s11 new volunteer, photo
session([
    Tn("I'm uploading a photo of the smoke I saw from the road, can you check it?", [PH], None, "none"),
    Tn("it didn't go through? ok what did the drone see then", [FR], None, "today", ["=frames"]),
    Tn("where exactly was it", [FR], None, "today", ["=detection_place"]),
    Tn("what should we do about it?", [TAC], S, "now", ["class"]),
])
# s12 French, then Arabic
session([
    Tn("Quelle station est la plus sèche aujourd'hui ?", [CMP], BOTH, "today", ["rh"], "fr"),
    Tn("Et hier ?", [CMP], BOTH, "yesterday", ["rh"], "fr"),
    Tn("علاش؟", [EXP], BOTH, "yesterday", ["rh"], "ar"),
])
# s13 fire behaviour analyst, analogs
session([
    Tn("FBAN. Of past SBA days with FWI over 15, how many burned?", [AN], S, "now", [fires_over(15)],
       needs_fire_history=True),
    Tn("and Bejaia, same cut?", [AN], B, "now", [fires_over(15)], needs_fire_history=True),
    Tn("does today at SBA look anything like those?", [AN], S, "now", ["fwi"], needs_fire_history=True),
    Tn("why not?", [EXP], S, "now", ["fwi"]),
])
# s14 Spanish logistics
session([
    Tn("Soy de logística. ¿Cuántas brigadas hay en la línea ahora mismo?", [OOS], None, "none", [], "es"),
    Tn("Vale. ¿Qué datos tienes entonces?", [CAP], None, "none", [], "es"),
    Tn("Dame la humedad de Béjaïa de ayer.", [CC], B, "yesterday", ["rh"], "es"),
    Tn("¿Y el FWI ese día?", [DG], B, "yesterday", ["fwi"], "es"),
])
# s15 Algerian dialect, order then tactics
session([
    Tn("ابعث تنبيه للفرق في سيدي بلعباس", [REF], S, "none", ["neg"], "ar"),
    Tn("مليح، واش هو مؤشر الخطر تما دروك؟", [DG], S, "now", ["fwi", "class"], "ar"),
    Tn("نزيدو نرسلو فرقة أخرى؟", [TAC], S, "now", ["class"], "ar"),
])
# s16 incident commander on the radio
session([
    Tn("Command to box: wind and RH at Bejaia, and the danger class.", [CC, DG], B, "now", ["ws", "rh", "class"]),
    Tn("copy. and the day before yesterday?", [CC, DG], B, "daybefore", ["ws", "rh", "class"]),
    Tn("say again why it's rated like that", [EXP], B, "daybefore", ["fwi"]),
    Tn("what's tomorrow looking like?", [OOS], B, "none"),
])
# s17 planning, trend vs today in French then English
session([
    Tn("Planification : l'humidité à Sidi-Bel-Abbès sur les trois derniers jours, la plus basse ?", [SUM], S, "last3d",
       [wmin("rh")], "fr"),
    Tn("Et aujourd'hui ?", [CC], S, "today", ["rh"], "fr"),
    Tn("compare that with Bejaia today", [CMP], BOTH, "today", ["rh"]),
    Tn("why the gap?", [EXP], BOTH, "today", ["rh"]),
])


def build_sessions() -> list[dict]:
    rows = []
    for n, turns in enumerate(SESSIONS, start=1):
        sid = f"{NAME}s{n:02d}"
        for k, tn in enumerate(turns, start=1):
            st = tn["stations"]
            stations = sorted(STATIONS) if st == BOTH else (sorted(st) if st else None)
            when = crew_days.resolve(tn["when"], "en", 0)
            ctx = {"stations": stations, "days": when["days"], "thr": None, "h": None}
            facts = []
            for f in tn["facts"]:
                facts.extend(f(ctx) if callable(f) else [f])
            check_slack(sid, k - 1, {"day": tn["when"], "f": tn["facts"], "q": tn["q"]}, ctx, facts)
            r = {"session": sid, "turn": k, "question": tn["q"], "intents": tn["intents"], "stations": stations,
                 "when": tn["when"], "facts": facts, "lang": tn["lang"]}
            r.update(tn["extra"])
            rows.append(r)
    return rows


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    templates = [build_template(t) for t in TEMPLATES]
    keys = [t["key"] for t in templates]
    if len(set(keys)) != len(keys):
        raise SystemExit(f"duplicate template keys: {sorted(k for k in keys if keys.count(k) > 1)}")
    sessions = build_sessions()
    if SLACK_PROBLEMS:
        raise SystemExit("gold depends on the past week's slack day:\n  " + "\n  ".join(SLACK_PROBLEMS))
    write_jsonl(TEMPLATES_OUT, templates)
    write_jsonl(SESSIONS_OUT, sessions)
    n_t = sum(len(t["phrasings"]) for t in templates)
    langs = Counter(p["lang"] for t in templates for p in t["phrasings"]) + Counter(r["lang"] for r in sessions)
    print(f"{n_t} template questions + {len(sessions)} session turns in {len(SESSIONS)} sessions -> {OUT}")
    print("languages:", dict(langs))


if __name__ == "__main__":
    main()
