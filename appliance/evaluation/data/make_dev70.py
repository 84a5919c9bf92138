"""Generator for crew question batch d70 (written blind to the reader; dev).

Run:  python -m appliance.evaluation.data.make_dev70
Writes crew_templates_dev70.jsonl and crew_sessions_dev70.jsonl next to this file.
Every gold number is computed here: from the CSV through crew_facts, from unit conversions of the
real reading, from the crew's own figures (rate x minutes), or parsed out of the shipped documents.
"""
import json
import re
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d70"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
B, S = "bejaia", "sidi-bel-abbes"
STATIONS = crew_facts.STATIONS
TAB = crew_facts.table()
num = crew_facts._num


# ---------------------------------------------------------------- computed facts
def row(dev, day):
    return TAB[(dev, day)]


def wdays(key):
    """The recorded days a day key covers (as crew_build resolves it)."""
    return crew_days.resolve(key, "en", 0)["days"]


def code(name, dev=None):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC) of the item's station(s) and day, or of dev."""
    def f(stations, days):
        devs = [dev] if dev else stations
        return [num(row(d, days[0]).codes[name]) for d in devs]
    return f


def conv(kind, dev=None):
    """The reading converted to the unit the crew asked for, at one decimal."""
    fn = {"mph": lambda r: r.wind_kmh / 1.609344, "kn": lambda r: r.wind_kmh / 1.852,
          "ms": lambda r: r.wind_kmh / 3.6, "F": lambda r: r.temperature_c * 9 / 5 + 32}[kind]

    def f(stations, days):
        devs = [dev] if dev else stations
        return [num(round(fn(row(d, days[0])), 1)) for d in devs]
    return f


FIELDS = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
          "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def _rows(dev, days):
    return [TAB[(dev, d)] for d in days if (dev, d) in TAB]


def count_above(field, thr, dev=None, key=None):
    def f(stations, days):
        devs = [dev] if dev else stations
        dd = wdays(key) if key else days
        return [sum(1 for r in _rows(d, dd) if FIELDS[field](r) > thr) for d in devs]
    return f


def agg(field, how, dev=None, key=None):
    """avg / min / max / sum of a field over the window."""
    def f(stations, days):
        devs = [dev] if dev else stations
        dd = wdays(key) if key else days
        out = []
        for d in devs:
            vals = [FIELDS[field](r) for r in _rows(d, dd)]
            v = {"avg": sum(vals) / len(vals), "min": min(vals), "max": max(vals), "sum": sum(vals)}[how]
            out.append(num(round(v, 1)))
        return out
    return f


def ends(field, dev=None):
    """First and last value of the window (a trend)."""
    def f(stations, days):
        devs = [dev] if dev else stations
        out = []
        for d in devs:
            rr = _rows(d, days)
            out += [num(FIELDS[field](rr[0])), num(FIELDS[field](rr[-1]))]
        return out
    return f


def diff(field):
    def f(stations, days):
        a, b = (FIELDS[field](row(d, days[0])) for d in STATIONS)
        return [num(round(abs(a - b), 1))]
    return f


def fires_of(dev, key):
    """A plain count of fire days of one station over a window (crew_facts' own count)."""
    def f(stations, days):
        return crew_facts.window_facts("fires", dev, wdays(key))
    return f


def window_of(token, dev, key):
    def f(stations, days):
        return crew_facts.window_facts(token, dev, wdays(key))
    return f


def day_of(token, dev, key="now"):
    def f(stations, days):
        return [crew_facts.day_fact(token, dev, wdays(key)[0])]
    return f


def analog(dev, thr):
    """Past days (before the clock's day) with FWI above thr, and how many burned."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [crew_days.TODAY.isoformat()], thr)


def _fmt(x, comma=False):
    s = f"{x:.3f}".rstrip("0").rstrip(".")
    return s.replace(".", ",") if comma else s


def dist(rate_m_per_min, minutes):
    """The crew's own rate x minutes, in m and km forms (French comma too)."""
    m = rate_m_per_min * minutes
    mi = int(round(m))
    km = m / 1000
    forms = {f"{mi} m", f"{mi}m", f"{mi} metres", f"{mi} meters"}
    if mi >= 1000:
        forms |= {f"{mi // 1000} {mi % 1000:03d} m", f"{mi // 1000},{mi % 1000:03d} m"}
    for k in (km, round(km, 2), round(km, 1)):
        forms |= {f"{_fmt(k)} km", f"{_fmt(k, True)} km"}
    return {"any": sorted(forms)}


def kmh(rate_kmh):
    return rate_kmh * 1000 / 60


# ---------------------------------------------------------------- facts parsed out of the documents
BUTTE = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
GUIDE = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def rx(pattern, text, conv_=float):
    return conv_(re.search(pattern, " ".join(text.split())).group(1))


DOC_FEET = num(rx(r"requires (\d+) feet of defensible space", BUTTE))
ZONE0_FT = num(rx(r"Zone 0 is the first (\d+) feet", BUTTE))
ZONE1_FT = num(rx(r"Zone 1 runs from \d+ to (\d+) feet", BUTTE))
GRASS_IN = num(rx(r"maximum height of (\d+) inches", BUTTE))
BRANCH_FT = num(rx(r"branches (\d+) feet from chimneys", BUTTE))
FFMC_EASY = num(rx(r"above about (\d+)\s+fine fuels ignite easily", GUIDE))
HIGH_FROM = num(rx(r"from ([\d.]+) high", GUIDE))
VHIGH_FROM = num(rx(r"from ([\d.]+) very\s+high", GUIDE))
LCES_WORDS = [w.strip() for w in re.split(r",|\band\b", rx(r"before it engages a fire: ([^.]+)\.", LCES, str)) if w.strip()]
FWI_NAME = rx(r"The ([A-Z][a-z]+ [A-Z][a-z]+ Index) \(FWI\)", GUIDE, str)
BUI_NAME = rx(r"The ([A-Z][a-z]+ Index) \(BUI\)", GUIDE, str)
WATCH_DOWNHILL = rx(r"builds line (\w+) toward a fire", LCES, str)
SLOWEST = rx(r"at the (\w+) member's pace", LCES, str)
LOOKOUT = {"any": sorted({"lookout", LCES_WORDS[0].lower().rstrip("s")})}
assert len(LCES_WORDS) == 4, LCES_WORDS
NAMES_AR = {"bejaia": {"any": ["bejaia", "بجاية"]}, "sidi-bel-abbes": {"any": ["sidi bel abbes", "سيدي بلعباس", "سيدي بلعباس"]}}


# ---------------------------------------------------------------- question helpers
TOKENS = set(crew_facts.DAY_TOKENS + crew_facts.WINDOW_TOKENS) | {"neg"}


def lit(f):
    """A plain string that is no fact token is a literal: wrap it as {"any": [...]}."""
    if isinstance(f, str) and f not in TOKENS and not f.startswith("="):
        return {"any": [f]}
    return f


def Q(q, lang="en", st=None, day="none", facts=(), intents=None, thr=None, h=None, alt=None):
    """st: "B", "S", "BS" (both), "alt" ({st} alternates), or None."""
    return {"q": q, "lang": lang, "st": st, "day": day, "facts": list(facts), "intents": intents,
            "thr": thr, "h": h, "alt": alt}


TEMPLATES = []


def T(kind, intents, qs, decision=None, fire=False):
    TEMPLATES.append({"kind": kind, "intents": intents, "qs": qs, "decision": decision, "fire": fire})


# ================================================================= single-intent: readings
T("cond", ["current_conditions"], [
    Q("temp at {st} rn?", st="alt", day="now", facts=["t"]),
    Q("What's the humidity reading at {st} right now?", st="alt", day="now", facts=["rh"]),
    Q("Engine 4 to the box. Wind speed at {st}, current, over.", st="alt", day="now", facts=["ws"]),
    Q("any rain at {st} {day}", st="alt", day="yesterday", facts=["rain"]),
    Q("Need the noon numbers for {st} {day} - temp, RH, wind, rain. Writing the after-action report.", st="alt", day="2012-08-14", facts=["t", "rh", "ws", "rain"]),
    Q("sba conditions pls", st="S", day="now", facts=["t", "rh", "ws", "rain"]),
    Q("How warm was it at Bejaia the day before yesterday?", st="B", day="daybefore", facts=["t"]),
    Q("Dispatch here. Current RH and air temp for Sidi Bel Abbes, please.", st="S", day="now", facts=["rh", "t"]),
    Q("what was the wind doing at {st} {day}", st="alt", day="2012-09-28", facts=["ws"]),
    Q("First season for me, sorry if this is basic: how humid is it at {st} today?", st="alt", day="today", facts=["rh"]),
    Q("Weather at {st} {day}?", st="alt", day="2012-07-03", facts=["t", "rh", "ws", "rain"]),
    Q("bejia wind kmh now", st="B", day="now", facts=["ws"]),
    Q("Did it rain at all in SBA on 27 September?", st="S", day="2012-09-27", facts=["rain"]),
    Q("Quelle température à {st} en ce moment ?", "fr", st="alt", day="now", facts=["t"]),
    Q("Humidité relative à Sidi Bel Abbès hier, svp.", "fr", st="S", day="yesterday", facts=["rh"]),
    Q("Il a plu à Béjaïa {day} ?", "fr", st="B", day="2012-09-25", facts=["rain"]),
    Q("Donne-moi les relevés de midi pour {st} {day}.", "fr", st="alt", day="2012-08-22", facts=["t", "rh", "ws", "rain"]),
    Q("Vent à SBA, là, maintenant ?", "fr", st="S", day="now", facts=["ws"]),
    Q("On a eu combien d'humidité à Béjaïa avant-hier ?", "fr", st="B", day="daybefore", facts=["rh"]),
    Q("¿Cuánta humedad hay ahora mismo en {st}?", "es", st="alt", day="now", facts=["rh"]),
    Q("Temperatura en Béjaïa ayer", "es", st="B", day="yesterday", facts=["t"]),
    Q("¿Llovió en Sidi Bel Abbes {day}?", "es", st="S", day="2012-09-27", facts=["rain"]),
    Q("Dame viento y temperatura de {st}, rápido", "es", st="alt", day="now", facts=["ws", "t"]),
    Q("قداش الحرارة في بجاية دروك؟", "ar", st="B", day="now", facts=["t"]),
    Q("ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", "ar", st="S", day="today", facts=["rh"]),
    Q("واش كانت سرعة الريح في بجاية البارح؟", "ar", st="B", day="yesterday", facts=["ws"]),
    Q("هل سقط مطر في سيدي بلعباس {day}؟", "ar", st="S", day="2012-09-24", facts=["rain"]),
    Q("عطيني القراءات تاع سيدي بلعباس نهار 3 أوت", "ar", st="S", day="2012-08-03", facts=["t", "rh", "ws", "rain"]),
])

T("units", ["current_conditions"], [
    Q("wind at {st} in mph?", st="alt", day="now", facts=["ws", conv("mph")]),
    Q("Give me the temperature at Sidi Bel Abbes in Fahrenheit, the contractors only think in F.", st="S", day="now", facts=["t", conv("F")]),
    Q("Wind speed at Bejaia in knots for the air attack pilot.", st="B", day="now", facts=["ws", conv("kn")]),
    Q("whats the wind at {st} in m/s {day}", st="alt", day="yesterday", facts=["ws", conv("ms")]),
    Q("Vent à Béjaïa en mètres par seconde, s'il vous plaît.", "fr", st="B", day="now", facts=["ws", conv("ms")]),
    Q("¿Viento en Sidi Bel Abbes en nudos?", "es", st="S", day="now", facts=["ws", conv("kn")]),
    Q("شحال الريح في سيدي بلعباس بالعقدة؟", "ar", st="S", day="now", facts=["ws", conv("kn")]),
    Q("درجة الحرارة في بجاية بالفهرنهايت من فضلك", "ar", st="B", day="now", facts=["t", conv("F")]),
])

# near a station but not at it, or an hour other than noon: warn
T("nearhr", ["current_conditions"], [
    Q("What's the temperature up on the ridge above Bejaia right now?", st="B", day="now", facts=["t"]),
    Q("RH about 10 km south of Sidi Bel Abbes? That's where we're staged.", st="S", day="now", facts=["rh"]),
    Q("temp at SBA at 6 this morning", st="S", day="today", facts=["t"]),
    Q("What was the wind at Bejaia at 4 pm yesterday?", st="B", day="yesterday", facts=["ws"]),
    Q("Humidity at {st} around midnight last night?", st="alt", day="today", facts=["rh"]),
    Q("conditions out by the dam, 20 km from bejaia?", st="B", day="now", facts=["t", "rh", "ws", "rain"]),
    Q("Temp and FWI up on the ridge 8 km west of Bejaia?", st="B", day="now", facts=["t", "fwi"], intents=["current_conditions", "danger"]),
    Q("Fire danger on the hills 5 km north of SBA?", st="S", day="now", facts=["fwi", "class"], intents=["danger"]),
    Q("Quelle humidité sur les hauteurs, à 15 km de Béjaïa ?", "fr", st="B", day="now", facts=["rh"]),
    Q("Température à Sidi Bel Abbès à 18 h hier ?", "fr", st="S", day="yesterday", facts=["t"]),
    Q("Indice FWI dans la forêt à une dizaine de km de Béjaïa ?", "fr", st="B", day="now", facts=["fwi"], intents=["danger"]),
    Q("¿Qué viento hay en la sierra, a las afueras de Sidi Bel Abbes?", "es", st="S", day="now", facts=["ws"]),
    Q("Temperatura en Béjaïa a las 8 de la mañana de hoy", "es", st="B", day="today", facts=["t"]),
    Q("Humedad y peligro en el monte a 10 km de Sidi Bel Abbes", "es", st="S", day="now", facts=["rh", "fwi"], intents=["current_conditions", "danger"]),
    Q("قداش الحرارة في الغابة اللي فوق بجاية؟", "ar", st="B", day="now", facts=["t"]),
    Q("ما هي الرطوبة في سيدي بلعباس على الساعة السادسة صباحا؟", "ar", st="S", day="today", facts=["rh"]),
    Q("شحال خطر الحرائق في الجبل قرب بجاية؟", "ar", st="B", day="now", facts=["fwi", "class"], intents=["danger"]),
    Q("الحرارة والرطوبة في بجاية على الرابعة العشية البارح", "ar", st="B", day="yesterday", facts=["t", "rh"]),
], decision="warn")

# ================================================================= danger
T("danger", ["danger"], [
    Q("FWI at {st}?", st="alt", day="now", facts=["fwi"]),
    Q("What's the danger class at {st} today", st="alt", day="today", facts=["class", "fwi"]),
    Q("how bad is fire danger at sba rn", st="S", day="now", facts=["fwi", "class"]),
    Q("ISI at Bejaia now?", st="B", day="now", facts=[code("ISI")]),
    Q("BUI for {st} {day}", st="alt", day="yesterday", facts=[code("BUI")]),
    Q("What FFMC is SBA showing today?", st="S", day="today", facts=[code("FFMC")]),
    Q("Drought code at Bejaia {day}?", st="B", day="2012-08-14", facts=[code("DC")]),
    Q("DMC and DC at {st}, latest", st="alt", day="now", facts=[code("DMC"), code("DC")]),
    Q("Was {st} in high danger {day}?", st="alt", day="2012-08-25", facts=["class", "fwi"]),
    Q("Incident command. What fire weather index did {st} publish {day}?", st="alt", day="2012-09-05", facts=["fwi"]),
    Q("danger lvl bejaia yday", st="B", day="yesterday", facts=["class", "fwi"]),
    Q("Quel est l'indice FWI à Sidi Bel Abbès aujourd'hui ?", "fr", st="S", day="today", facts=["fwi"]),
    Q("Niveau de danger à {st} ?", "fr", st="alt", day="now", facts=["class", "fwi"]),
    Q("L'ISI de Béjaïa hier, c'était combien ?", "fr", st="B", day="yesterday", facts=[code("ISI")]),
    Q("Le risque était-il élevé à Sidi Bel Abbès {day} ?", "fr", st="S", day="2012-08-03", facts=["class", "fwi"]),
    Q("¿Qué índice FWI marca Béjaïa ahora?", "es", st="B", day="now", facts=["fwi"]),
    Q("Nivel de peligro en Sidi Bel Abbes ayer", "es", st="S", day="yesterday", facts=["class", "fwi"]),
    Q("¿Cuál es el BUI en {st} hoy?", "es", st="alt", day="today", facts=[code("BUI")]),
    Q("واش هو مؤشر FWI في سيدي بلعباس دروك؟", "ar", st="S", day="now", facts=["fwi"]),
    Q("ما هي درجة خطر الحرائق في بجاية اليوم؟", "ar", st="B", day="today", facts=["class", "fwi"]),
    Q("قداش كان الـ FFMC في سيدي بلعباس {day}؟", "ar", st="S", day="2012-08-10", facts=[code("FFMC")]),
    Q("مستوى الخطر في بجاية البارح", "ar", st="B", day="yesterday", facts=["class", "fwi"]),
])

# ================================================================= comparisons
T("compare", ["compare_stations"], [
    Q("Which station is hotter right now?", st="BS", day="now", facts=["t"]),
    Q("Where's the fire danger worse today, Bejaia or SBA?", st="BS", day="today", facts=["fwi"]),
    Q("Compare RH at both stations", st="BS", day="now", facts=["rh"]),
    Q("How much windier is Sidi Bel Abbes than Bejaia at the moment?", st="BS", day="now", facts=["ws", diff("ws")]),
    Q("side by side pls: temp + FWI, both stations, yesterday", st="BS", day="yesterday", facts=["t", "fwi"]),
    Q("Which of the two stations had the higher FWI {day}?", st="BS", day="2012-08-14", facts=["fwi"]),
    Q("bejaia vs sba which one drier", st="BS", day="now", facts=["rh"]),
    Q("Which station peaked higher on FWI in July?", st="BS", day="jul", facts=["maxfwi"]),
    Q("Entre Béjaïa et Sidi Bel Abbès, où le risque est-il le plus fort ?", "fr", st="BS", day="now", facts=["fwi"]),
    Q("Compare-moi les températures des deux stations hier.", "fr", st="BS", day="yesterday", facts=["t"]),
    Q("¿Cuál de las dos estaciones está más seca ahora?", "es", st="BS", day="now", facts=["rh"]),
    Q("Compara el viento en Béjaïa y en Sidi Bel Abbes", "es", st="BS", day="now", facts=["ws"]),
    Q("¿En cuál de las dos hace más calor hoy?", "es", st="BS", day="today", facts=["t"]),
    Q("وين الخطر أكبر، بجاية ولا سيدي بلعباس؟", "ar", st="BS", day="now", facts=["fwi"]),
    Q("قارن لي الرطوبة بين المحطتين", "ar", st="BS", day="now", facts=["rh"]),
    Q("أي محطة كانت أسخن يوم 14 أوت؟", "ar", st="BS", day="2012-08-14", facts=["t"]),
])

T("comparefire", ["compare_stations"], [
    Q("Which station racked up more fire days in August?", st="BS", day="aug", facts=["fires"]),
    Q("Quelle station a eu le plus de jours de feu en juillet ?", "fr", st="BS", day="jul", facts=["fires"]),
    Q("¿Qué estación tuvo más días con incendio en junio?", "es", st="BS", day="jun", facts=["fires"]),
], fire=True)

# ================================================================= summaries over a window
T("summary", ["summary"], [
    Q("Highest FWI at {st} {day}?", st="alt", day="aug", facts=["maxfwi"]),
    Q("hottest reading at sba in july", st="S", day="jul", facts=["maxt"]),
    Q("How many days above 35 degrees at Bejaia in August?", st="B", day="aug", facts=[count_above("t", 35)]),
    Q("How many days with FWI over 20 did SBA have in July?", st="S", day="jul", facts=[count_above("fwi", 20)]),
    Q("Average temp at {st} {day}?", st="alt", day="lastweek", facts=[agg("t", "avg")]),
    Q("lowest humidity at bejaia in september", st="B", day="sep", facts=[agg("rh", "min")]),
    Q("Is the FWI trending up or down at {st} {day}?", st="alt", day="last3d", facts=[ends("fwi")]),
    Q("Total rain at SBA since Tuesday?", st="S", day="since-tue", facts=[agg("rain", "sum")]),
    Q("max wind at {st} {day}", st="alt", day="aug-late", facts=[agg("ws", "max")]),
    Q("Logistics. What was the peak temperature at Sidi Bel Abbes {day}? Planning water runs.", st="S", day="sep1-10", facts=["maxt"]),
    Q("Days with wind above 20 km/h at Bejaia in September?", st="B", day="sep", facts=[count_above("ws", 20)]),
    Q("FWI maximum à Béjaïa en juillet ?", "fr", st="B", day="jul", facts=["maxfwi"]),
    Q("Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en août ?", "fr", st="S", day="aug", facts=[count_above("t", 35)]),
    Q("Température moyenne à {st} {day} ?", "fr", st="alt", day="lastweek", facts=[agg("t", "avg")]),
    Q("L'humidité à Béjaïa monte ou descend {day} ?", "fr", st="B", day="last3d", facts=[ends("rh")]),
    Q("¿Cuántos días con FWI por encima de 10 hubo en Béjaïa en agosto?", "es", st="B", day="aug", facts=[count_above("fwi", 10)]),
    Q("Temperatura máxima registrada en Sidi Bel Abbes en junio", "es", st="S", day="jun", facts=["maxt"]),
    Q("Humedad mínima en Béjaïa {day}", "es", st="B", day="lastweek", facts=[agg("rh", "min")]),
    Q("أعلى قيمة FWI في سيدي بلعباس في أوت؟", "ar", st="S", day="aug", facts=["maxfwi"]),
    Q("شحال من نهار فاتت فيه الحرارة 35 درجة في بجاية في جويلية؟", "ar", st="B", day="jul", facts=[count_above("t", 35)]),
    Q("ما هو معدل الحرارة في سيدي بلعباس {day}؟", "ar", st="S", day="lastweek", facts=[agg("t", "avg")]),
    Q("أقصى سرعة ريح في بجاية في سبتمبر", "ar", st="B", day="sep", facts=[agg("ws", "max")]),
])

T("summaryfire", ["summary"], [
    Q("How many fire days did Bejaia log in July?", st="B", day="jul", facts=["fires"]),
    Q("fires at SBA in june, how many", st="S", day="jun", facts=["fires"]),
    Q("Combien de jours de feu à Sidi Bel Abbès en septembre ?", "fr", st="S", day="sep", facts=["fires"]),
    Q("¿Cuántos días con incendio registró {st} {day}?", "es", st="alt", day="aug", facts=["fires"]),
    Q("كم عدد أيام الحرائق في بجاية في أوت؟", "ar", st="B", day="aug", facts=["fires"]),
], fire=True)

# ================================================================= analogs (the record of past fire days)
T("analogs", ["analogs"], [
    Q("Of the days SBA had FWI above {thr}, how many actually burned?", st="S", day="none", thr=20, facts=["fires_fwi_gt"]),
    Q("Did days like today at Bejaia end up with fires?", st="B", day="now", facts=["fwi"]),
    Q("Historically, when {st} was over FWI {thr}, how often was there a fire?", st="alt", day="none", thr=15, facts=["fires_fwi_gt"]),
    Q("Any past fire days that looked like today's numbers at SBA?", st="S", day="now", facts=["fwi"]),
    Q("FWI above {thr} at Bejaia - how many of those days had a fire?", st="B", day="none", thr=10, facts=["fires_fwi_gt"]),
    Q("Historically, when {st} was over FWI {thr}, how often was there a fire?", st="alt", day="none", thr=30, facts=["fires_fwi_gt"]),
    Q("Parmi les jours où l'indice FWI dépassait {thr} à Sidi Bel Abbès, combien ont connu un feu ?", "fr", st="S", day="none", thr=25, facts=["fires_fwi_gt"]),
    Q("Les journées comme aujourd'hui à Béjaïa, ça a brûlé ?", "fr", st="B", day="now", facts=["fwi"]),
    Q("¿Cuántos de los días con FWI mayor que {thr} en Béjaïa tuvieron incendio?", "es", st="B", day="none", thr=15, facts=["fires_fwi_gt"]),
    Q("Los días parecidos a hoy en Sidi Bel Abbes, ¿acabaron en incendio?", "es", st="S", day="now", facts=["fwi"]),
    Q("الأيام اللي كان فيها FWI فوق {thr} في بجاية، شحال منها صرا فيها حريق؟", "ar", st="B", day="none", thr=20, facts=["fires_fwi_gt"]),
    Q("هل الأيام المشابهة لليوم في سيدي بلعباس عرفت حرائق؟", "ar", st="S", day="now", facts=["fwi"]),
], fire=True)

# ================================================================= drift (crew's figures or the box's estimate)
T("drift", ["drift"], [
    Q("Head's moving about 25 m a minute and the dozer is 20 min out. How far will it have gone by then?", h=20, facts=["=drift", dist(25, 20)]),
    Q("ROS 3 km/h, how far in 40 minutes?", h=40, facts=["=drift", dist(kmh(3), 40)]),
    Q("If the front does 1.5 km an hour, what's that over {hh}?", h=30, facts=["=drift", dist(kmh(1.5), 30)]),
    Q("how far does the head move while we wait on your answer", facts=["=drift"]),
    Q("fire running 60 m/min, 12 min to the road. distance?", h=12, facts=["=drift", dist(60, 12)]),
    Q("Using your own estimate, how much does the fire drift during the time you take to answer?", facts=["=drift"]),
    Q("Le front avance à 40 m par minute, on arrive dans 15 minutes : quelle distance aura-t-il parcourue ?", "fr", h=15, facts=["=drift", dist(40, 15)]),
    Q("À 2 km/h, combien de chemin fait la tête du feu en 45 minutes ?", "fr", h=45, facts=["=drift", dist(kmh(2), 45)]),
    Q("Avanza unos 12 metros por minuto y tardamos 25 minutos en llegar. ¿Cuánto habrá recorrido?", "es", h=25, facts=["=drift", dist(12, 25)]),
    Q("Con 4 km/h de propagación, ¿qué distancia en una hora y media?", "es", h=90, facts=["=drift", dist(kmh(4), 90)]),
    Q("النار تمشي 30 متر في الدقيقة، نوصلو بعد 10 دقايق، قداش تكون زادت؟", "ar", h=10, facts=["=drift", dist(30, 10)]),
    Q("إذا كانت سرعة انتشار الحريق 5 كم في الساعة، ما المسافة التي يقطعها خلال 20 دقيقة؟", "ar", h=20, facts=["=drift", dist(kmh(5), 20)]),
])

# ================================================================= spread (no wind direction: partly served)
T("spread", ["spread"], [
    Q("Where will the head be in 30 minutes if it started by SBA?", st="S", day="now", h=30, facts=["=spread"]),
    Q("project the front at {st} for {hh}", st="alt", day="now", h=60, facts=["=spread"]),
    Q("project the front at {st} for {hh}", st="alt", day="now", h=120, facts=["=spread"]),
    Q("Which way and how far will the fire run in the next hour near Bejaia?", st="B", day="now", h=60, facts=["=spread"]),
    Q("drone fire NE of sba - where's it heading next 20 min", st="S", day="now", h=20, facts=["=spread"]),
    Q("Où sera le front dans une heure, feu près de Sidi Bel Abbès ?", "fr", st="S", day="now", h=60, facts=["=spread"]),
    Q("Projection de la propagation à 30 minutes pour Béjaïa ?", "fr", st="B", day="now", h=30, facts=["=spread"]),
    Q("¿Hasta dónde llegará el frente en 45 minutos en Sidi Bel Abbes?", "es", st="S", day="now", h=45, facts=["=spread"]),
    Q("¿Hacia dónde se va a extender el fuego cerca de Béjaïa?", "es", st="B", day="now", facts=["=spread"]),
    Q("وين توصل جبهة النار بعد نص ساعة في سيدي بلعباس؟", "ar", st="S", day="now", h=30, facts=["=spread"]),
    Q("إلى أين سيمتد الحريق خلال ساعتين قرب بجاية؟", "ar", st="B", day="now", h=120, facts=["=spread"]),
])

# ================================================================= drone frames
T("frames", ["frames"], [
    Q("What did the drone pick up today?", day="today", facts=["=frames"]),
    Q("any smoke in the drone frames", facts=["=detection"]),
    Q("When did the UAV first see fire?", facts=["=detection"]),
    Q("Where was the drone's fire detection?", facts=["=detection_place"]),
    Q("show me the last frame the drone sent", facts=["=frames"]),
    Q("Did the sortie catch any flames near Sidi Bel Abbes?", st="S", facts=["=detection_place"]),
    Q("Qu'a vu le drone pendant son vol ?", "fr", facts=["=frames"]),
    Q("À quelle heure le drone a-t-il repéré le feu ?", "fr", facts=["=detection"]),
    Q("¿El dron vio humo?", "es", facts=["=detection"]),
    Q("¿Dónde localizó el dron el incendio?", "es", facts=["=detection_place"]),
    Q("واش شاف الدرون اليوم؟", "ar", day="today", facts=["=frames"]),
    Q("في أي ساعة رصدت الطائرة المسيرة الحريق؟", "ar", facts=["=detection"]),
    Q("وين كان الدخان اللي شافو الدرون؟", "ar", facts=["=detection_place"]),
])

# ================================================================= documents
T("docs", ["documents"], [
    Q("How much defensible space does Butte County require around a house?", facts=["=doc_defensible"]),
    Q("What's LCES stand for?", facts=LCES_WORDS),
    Q("per the FWI guide, above what FFMC do fine fuels catch easily?", facts=[FFMC_EASY]),
    Q("What FWI puts a day in the 'high' class according to the index guide?", facts=[HIGH_FROM]),
    Q("Zone 0 - how many feet out from the structure?", facts=[ZONE0_FT]),
    Q("Which watch-out situations should make us pull back and re-assess?", facts=[WATCH_DOWNHILL]),
    Q("how short does grass have to be cut in zone 2", facts=[GRASS_IN]),
    Q("What does BUI mean on the station readout?", facts=[{"any": [BUI_NAME.lower(), BUI_NAME.lower().replace("buildup", "build up")]}]),
    Q("How far should tree branches be kept from a chimney?", facts=[BRANCH_FT]),
    Q("Quelle profondeur de débroussaillement le comté de Butte exige-t-il autour des maisons ?", "fr", facts=[DOC_FEET]),
    Q("Que veut dire LCES ?", "fr", facts=[{"any": ["lookout", "guetteur", "vigie"]}]),
    Q("D'après le guide, à partir de quel FWI le danger est-il très élevé ?", "fr", facts=[VHIGH_FROM]),
    Q("¿Qué dice la guía sobre el personal en días de peligro alto?", "es", facts=[{"any": ["lookout", "vigía", "vigia", "vigías"]}]),
    Q("¿Cuántos pies de espacio defendible hay que dejar alrededor de una casa?", "es", facts=[DOC_FEET]),
    Q("¿Cómo hay que cronometrar una ruta de escape según la guía?", "es", facts=[{"any": [SLOWEST, "más lento", "mas lento"]}]),
    Q("شنو معنى LCES؟", "ar", facts=[{"any": ["lookout", "مراقب", "مراقبة"]}]),
    Q("حسب الدليل، من أي قيمة FWI يكون الخطر مرتفع؟", "ar", facts=[HIGH_FROM]),
    Q("كم قدم من المساحة الدفاعية مطلوبة حول المنازل في مقاطعة بوت؟", "ar", facts=[DOC_FEET]),
])

# ================================================================= capabilities
T("caps", ["capabilities"], [
    Q("what can this box actually do?"),
    Q("Which weather stations do you have data from?", facts=["bejaia", "sidi bel abbes"]),
    Q("Quick one from logistics: what kinds of data are you holding?"),
    Q("Can you look at drone images?"),
    Q("Qu'est-ce que tu sais faire, exactement ?", "fr"),
    Q("Tu as les données de quelles stations ?", "fr", facts=["bejaia", "sidi bel abbes"]),
    Q("¿Qué información tienes disponible?", "es"),
    Q("شنو تقدر تدير هاد الآلة؟", "ar"),
    Q("ما هي المحطات التي لديك بياناتها؟", "ar", facts=[NAMES_AR[B], NAMES_AR[S]]),
])

# ================================================================= photo (never attached)
T("photo", ["photo"], [
    Q("I attached a photo of the smoke, what fuel is burning?"),
    Q("sending pic of the column now - is it growing?"),
    Q("Look at the picture I just uploaded. Is that our fire or a new start?"),
    Q("Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", "fr"),
    Q("Te mando una foto del humo, ¿es un incendio nuevo?", "es"),
    Q("بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", "ar"),
    Q("أرفقت صورة للحريق، هل يمكنك تحليلها؟", "ar"),
])

# ================================================================= out of scope alone
T("oos", ["out_of_scope"], [
    Q("What's the forecast for SBA tomorrow?", st="S"),
    Q("Will the wind pick up this afternoon at Bejaia?", st="B"),
    Q("Which direction is the wind blowing from at Sidi Bel Abbes?", st="S", day="now"),
    Q("FWI in Oran?"),
    Q("Conditions in Tlemcen right now"),
    Q("who won the match last night"),
    Q("Is rain expected next week?"),
    Q("Prévisions météo pour demain à Béjaïa ?", "fr", st="B"),
    Q("D'où vient le vent à Sidi Bel Abbès ?", "fr", st="S", day="now"),
    Q("Quel temps fait-il à Alger ?", "fr"),
    Q("¿Va a llover mañana en Sidi Bel Abbes?", "es", st="S"),
    Q("¿Cómo está el peligro en Tizi Ouzou?", "es"),
    Q("واش راح يكون الطقس غدوة في بجاية؟", "ar", st="B"),
    Q("من أين تهب الرياح في سيدي بلعباس؟", "ar", st="S", day="now"),
    Q("شحال الحرارة في وهران؟", "ar"),
    Q("عطيني وصفة الكسكس", "ar"),
])

# ================================================================= orders
T("refuse", ["refuse"], [
    Q("Send an evacuation alert to everyone in the Sidi Bel Abbes area.", facts=["neg"]),
    Q("dispatch two tankers to bejaia now"),
    Q("Delete the drone frames from this morning."),
    Q("Notify the prefecture we're pulling back from the north flank."),
    Q("Envoie une alerte à toutes les équipes du secteur.", "fr"),
    Q("Préviens le chef de colonne qu'on se replie.", "fr"),
    Q("Manda un mensaje a la central pidiendo refuerzos.", "es"),
    Q("ابعث إنذار للسكان في سيدي بلعباس", "ar"),
    Q("احذف كل التصاور تاع الدرون", "ar"),
    Q("أرسل فرقة إطفاء إلى بجاية فورا", "ar"),
])

# ================================================================= tactical alone (served as the facts bearing on it)
T("tactical", ["tactical"], [
    Q("Should we pull the crew off the line at SBA?", st="S", day="now", facts=["fwi", "ws"]),
    Q("Is it safe to light a backburn at Bejaia right now?", st="B", day="now", facts=["rh", "ws"]),
    Q("where should we stage the engines"),
    Q("Do we need to evacuate the village?"),
    Q("On attaque de front ou on attend, à Sidi Bel Abbès ?", "fr", st="S", day="now", facts=["fwi", "ws"]),
    Q("Faut-il faire reculer les équipes à Béjaïa ?", "fr", st="B", day="now", facts=["fwi"]),
    Q("¿Mandamos a la cuadrilla a la ladera o esperamos? Estamos en Sidi Bel Abbes.", "es", st="S", day="now", facts=["fwi", "ws"]),
    Q("واش نزيدو ولا نرجعو اللور؟ راحنا في بجاية", "ar", st="B", day="now", facts=["fwi", "ws"]),
    Q("هل ننصح بإخلاء المنازل القريبة من سيدي بلعباس؟", "ar", st="S", day="now", facts=["fwi"]),
])

# ================================================================= days with no reading (abstain)
T("nodata", ["danger"], [
    Q("FWI at Bejaia on 20 May 2012", st="B", day="2012-05-20", facts=["fwi"]),
    Q("Danger à Sidi Bel Abbès le 15 mai 2012 ?", "fr", st="S", day="2012-05-15", facts=["fwi"]),
])
T("nodatac", ["current_conditions"], [
    Q("What were the readings at SBA on 14 July?", st="S", day="2012-07-14", facts=["t", "rh", "ws", "rain"]),
    Q("temp at bejaia 2011-08-10", st="B", day="2011-08-10", facts=["t"]),
    Q("¿Qué temperatura hubo en Béjaïa el 28 de mayo de 2012?", "es", st="B", day="2012-05-28", facts=["t"]),
    Q("شحال كانت الحرارة في بجاية نهار 10 ماي 2012؟", "ar", st="B", day="2012-05-10", facts=["t"]),
    Q("Humidité à Sidi Bel Abbès le 14 juillet ?", "fr", st="S", day="2012-07-14", facts=["rh"]),
])

# ================================================================= several asks in one question
CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
OOS, REF, TAC, DOC, FR_, SPR, DRF, PH, CAP = ("out_of_scope", "refuse", "tactical", "documents", "frames", "spread",
                                              "drift", "photo", "capabilities")
T("multi", [CC, DG], [
    Q("FWI at {st} and what's the wind doing?", st="alt", day="now", facts=["fwi", "ws"]),
    Q("sba temp humidity and danger class pls", st="S", day="now", facts=["t", "rh", "class", "fwi"]),
    Q("Yesterday at Bejaia: how hot did it get, and what was the ISI?", st="B", day="yesterday", facts=["t", code("ISI")]),
    Q("Give me RH at {st} plus the BUI", st="alt", day="now", facts=["rh", code("BUI")]),
    Q("Température et FWI à Béjaïa, maintenant.", "fr", st="B", day="now", facts=["t", "fwi"]),
    Q("À Sidi Bel Abbès hier : le vent, et le niveau de danger ?", "fr", st="S", day="yesterday", facts=["ws", "class", "fwi"]),
    Q("¿Humedad en Sidi Bel Abbes y qué clase de peligro tiene?", "es", st="S", day="now", facts=["rh", "class", "fwi"]),
    Q("عطيني الرطوبة ومؤشر الخطر في بجاية", "ar", st="B", day="now", facts=["rh", "fwi"]),
    Q("شحال الحرارة في سيدي بلعباس، وواش مستوى الخطر؟", "ar", st="S", day="now", facts=["t", "class", "fwi"]),
    Q("What's the FWI at {st} today, and the wind there in knots?", st="alt", day="today", facts=["fwi", "ws", conv("kn")]),
])

T("multioos", [CC, OOS], [
    Q("Wind speed and direction at {st}?", st="alt", day="now", facts=["ws"]),
    Q("Temp at Bejaia now, and what will it be tomorrow?", st="B", day="now", facts=["t"]),
    Q("RH at SBA, and at Oran while you're at it?", st="S", day="now", facts=["rh"]),
    Q("FWI today at Bejaia, and what'll it be tomorrow", st="B", day="today", facts=["fwi"], intents=[DG, OOS]),
    Q("Wind in knots at SBA and where's it coming from?", st="S", day="now", facts=["ws", conv("kn")]),
    Q("Vitesse et direction du vent à Sidi Bel Abbès ?", "fr", st="S", day="now", facts=["ws"]),
    Q("Le danger à Béjaïa, et à Tizi Ouzou ?", "fr", st="B", day="now", facts=["fwi"], intents=[DG, OOS]),
    Q("Combien de jours de feu à Béjaïa en août, et à Oran ?", "fr", st="B", day="aug", facts=["fires"], intents=[SUM, OOS]),
    Q("Temperatura en Béjaïa hoy y el pronóstico para mañana", "es", st="B", day="today", facts=["t"]),
    Q("¿De dónde sopla el viento en Sidi Bel Abbes y a qué velocidad?", "es", st="S", day="now", facts=["ws"]),
    Q("سرعة الريح واتجاهها في بجاية؟", "ar", st="B", day="now", facts=["ws"]),
    Q("مؤشر الخطر في سيدي بلعباس اليوم وغدوة؟", "ar", st="S", day="today", facts=["fwi"], intents=[DG, OOS]),
    Q("الحرارة في بجاية وفي قسنطينة؟", "ar", st="B", day="now", facts=["t"]),
    Q("Average temp at Bejaia over the past week, and what's next week looking like?", st="B", day="lastweek", facts=[agg("t", "avg")], intents=[SUM, OOS]),
])

T("multiref", [DG, REF], [
    Q("What's the FWI at SBA? Also text the mayor to close the forest road.", st="S", day="now", facts=["fwi"]),
    Q("check humidity at bejaia and then send an alert to all units", st="B", day="now", facts=["rh"], intents=[CC, REF]),
    Q("Give me the drone's detection time and forward the frame to HQ.", facts=["=detection"], intents=[FR_, REF]),
    Q("Donne le vent à Béjaïa et déclenche l'alerte pour tout le secteur.", "fr", st="B", day="now", facts=["ws"], intents=[CC, REF]),
    Q("Dime el nivel de peligro en Sidi Bel Abbes y avisa a protección civil.", "es", st="S", day="now", facts=["class", "fwi"]),
    Q("عطيني الحرارة في سيدي بلعباس وابعث رسالة للحماية المدنية", "ar", st="S", day="now", facts=["t"], intents=[CC, REF]),
    Q("What's the ISI at Bejaia, and wipe yesterday's readings, they look wrong.", st="B", day="now", facts=[code("ISI")]),
])

T("multiabs", [OOS, REF], [
    Q("Get tomorrow's forecast for SBA and push it to all the crews.", st="S"),
    Q("ابعث للفرق توقعات الريح تاع غدوة", "ar"),
])

T("multicmp", [CMP, DG], [
    Q("Which station was hotter yesterday, and what was the ISI at SBA?", st="BS", day="yesterday", facts=["t", code("ISI", S)]),
    Q("Compare l'humidité des deux stations aujourd'hui, et donne-moi le FWI de Béjaïa.", "fr", st="BS", day="today", facts=["rh", day_of("fwi", B, "today")]),
    Q("أي محطة فيها ريح أكثر دروك؟ وشحال الرطوبة في بجاية؟", "ar", st="BS", day="now", facts=["ws", day_of("rh", B)], intents=[CMP, CC]),
    Q("Temp at Bejaia, FWI at SBA, and which one's windier?", st="BS", day="now", facts=[day_of("t", B), day_of("fwi", S), "ws"], intents=[CC, DG, CMP]),
    Q("Humidité à Sidi Bel Abbès, ISI à Béjaïa, et laquelle des deux est la plus chaude ?", "fr", st="BS", day="now", facts=[day_of("rh", S), code("ISI", B), "t"], intents=[CC, DG, CMP]),
    Q("الحرارة في بجاية، الخطر في سيدي بلعباس، ووين الريح أقوى؟", "ar", st="BS", day="now", facts=[day_of("t", B), day_of("fwi", S), "ws"], intents=[CC, DG, CMP]),
    Q("Over the past week, which station averaged hotter, and what was Bejaia's peak FWI?", st="BS", day="lastweek", facts=[agg("t", "avg"), window_of("maxfwi", B, "lastweek")], intents=[CMP, SUM]),
])

T("multicmpfire", [CMP, SUM], [
    Q("Over August, which station had the higher peak FWI, and how many fire days did each log?", st="BS", day="aug", facts=["maxfwi", "fires"]),
    Q("¿Qué estación tuvo más días de incendio en agosto y cuál fue la temperatura máxima en Béjaïa ese mes?", "es", st="BS", day="aug", facts=["fires", window_of("maxt", B, "aug")]),
    Q("How many fire days at Bejaia in August, and of the days there with FWI over {thr}, how many burned?", st="B", day="aug", thr=15, facts=["fires", "fires_fwi_gt"], intents=[SUM, ANA]),
    Q("FWI max à Sidi Bel Abbès en juillet, et est-ce que les jours au-dessus de {thr} ont brûlé ?", "fr", st="S", day="jul", thr=20, facts=["maxfwi", "fires_fwi_gt"], intents=[SUM, ANA]),
    Q("أعلى حرارة في سيدي بلعباس في أوت، وهل الأيام اللي يكون فيها FWI فوق {thr} عرفت حرائق؟", "ar", st="S", day="aug", thr=30, facts=["maxt", "fires_fwi_gt"], intents=[SUM, ANA]),
    Q("What's the FWI at {st} today, and did past days like it burn?", st="alt", day="today", facts=["fwi"], intents=[DG, ANA]),
    Q("FWI actual en Béjaïa y, en el histórico, ¿cuántos días con FWI sobre {thr} ardieron?", "es", st="B", day="now", thr=10, facts=["fwi", "fires_fwi_gt"], intents=[DG, ANA]),
], fire=True)

T("multidoc", [DG, DOC], [
    Q("What's the danger class at SBA, and what does the crew safety guide say to do on high danger days?", st="S", day="now", facts=["class", "fwi", LOOKOUT]),
    Q("FFMC at Bejaia today - is it over the guide's easy-ignition mark?", st="B", day="today", facts=[code("FFMC"), FFMC_EASY]),
    Q("Classe de danger à Béjaïa, et à partir de quel FWI on passe en « élevé » selon le guide ?", "fr", st="B", day="now", facts=["class", "fwi", HIGH_FROM]),
    Q("Dime el FWI de Sidi Bel Abbes y qué significa LCES.", "es", st="S", day="now", facts=["fwi", {"any": ["lookout", "vigía", "vigia"]}]),
    Q("ما هو مستوى الخطر في بجاية، وماذا يقول الدليل عن مناطق الأمان؟", "ar", st="B", day="now", facts=["class", "fwi"]),
    Q("Which documents do you carry, and what does the defensible space one require?", facts=["=doc_defensible"], intents=[CAP, DOC]),
    Q("Quels documents as-tu ? Et jusqu'où va la zone 1 d'après le guide du comté de Butte ?", "fr", facts=[ZONE1_FT], intents=[CAP, DOC]),
])

T("multiframes", [FR_, CC], [
    Q("drone fire spot + wind at sba?", st="S", day="now", facts=["=detection_place", "ws"]),
    Q("Le drone a vu quoi, et quel vent à Sidi Bel Abbès ?", "fr", st="S", day="now", facts=["=frames", "ws"]),
    Q("واش لقى الدرون؟ وقداش الخطر في سيدي بلعباس؟", "ar", st="S", day="now", facts=["=frames", "fwi"], intents=[FR_, DG]),
    Q("When was the fire detected, and how far does it move at 20 m/min over 15 minutes?", h=15, facts=["=detection", dist(20, 15)], intents=[FR_, DRF]),
])

T("multispread", [FR_, SPR], [
    Q("What did the drone see, and where will that fire be in 30 min?", h=30, facts=["=frames", "=spread"]),
    Q("¿A qué hora detectó el dron el fuego y dónde estará el frente en una hora?", "es", h=60, facts=["=detection", "=spread"]),
    Q("Head doing 50 m/min. How far in 10 min, and where does that put the front?", h=10, facts=[dist(50, 10), "=spread"], intents=[DRF, SPR]),
    Q("Avec 30 m/min, quelle distance en 20 minutes, et où sera le front ?", "fr", h=20, facts=[dist(30, 20), "=spread"], intents=[DRF, SPR]),
    Q("Viento en Sidi Bel Abbes y ¿dónde estará la cabeza del fuego en una hora?", "es", st="S", day="now", h=60, facts=["ws", "=spread"], intents=[CC, SPR]),
    Q("شحال الريح في سيدي بلعباس ووين تكون النار بعد ساعة؟", "ar", st="S", day="now", h=60, facts=["ws", "=spread"], intents=[CC, SPR]),
])

T("multiphoto", [PH, CC], [
    Q("Pic attached of the flank. Also, RH at Bejaia?", st="B", day="now", facts=["rh"]),
    Q("Voici une photo du panache ; et le FWI à Sidi Bel Abbès ?", "fr", st="S", day="now", facts=["fwi"], intents=[PH, DG]),
    Q("بعثت صورة للدخان، وشحال الريح في بجاية؟", "ar", st="B", day="now", facts=["ws"]),
    Q("Je joins ma photo : est-ce que ça correspond à ce que le drone a vu ?", "fr", facts=["=frames"], intents=[PH, FR_]),
])

T("multitac", [CC, TAC], [
    Q("RH at SBA is what? and do we hold the line or pull back?", st="S", day="now", facts=["rh"]),
    Q("Danger at Bejaia, and do we need extra lookouts out?", st="B", day="now", facts=["fwi", "class"], intents=[DG, TAC]),
    Q("Quel vent à Béjaïa ? On peut engager les équipes sur la crête ?", "fr", st="B", day="now", facts=["ws"]),
    Q("¿Cómo está el FWI en Sidi Bel Abbes? ¿Retiramos a la gente?", "es", st="S", day="now", facts=["fwi"], intents=[DG, TAC]),
    Q("شحال الرطوبة في سيدي بلعباس؟ واش نبعثو الفرقة للجبل؟", "ar", st="S", day="now", facts=["rh"]),
])

T("multicap", [CAP, OOS], [
    Q("What data do you hold, and can you give me the wind direction?"),
    Q("¿Qué puedes hacer? ¿Y tienes el pronóstico de mañana?", "es"),
    Q("شنو هي المعطيات اللي عندك؟ وعندك توقعات الطقس؟", "ar"),
])

T("multimix", [CC, DG, FR_], [
    Q("SBA: RH, FWI, and is anything showing on the drone feed?", st="S", day="now", facts=["rh", "fwi", "=frames"]),
    Q("Wind at Bejaia in mph, and how does the LCES sheet say to time an escape route?", st="B", day="now", facts=["ws", conv("mph"), SLOWEST], intents=[CC, DOC]),
    Q("Which station is drier today, and what does the FWI guide say about FFMC past its ignition mark?", st="BS", day="today", facts=["rh", FFMC_EASY], intents=[CMP, DOC]),
    Q("Danger at SBA yesterday, then forward those numbers to the sector chief.", st="S", day="yesterday", facts=["class", "fwi"], intents=[DG, REF]),
    Q("ISI and BUI at Bejaia today, plus where the drone saw smoke", st="B", day="today", facts=[code("ISI"), code("BUI"), "=detection_place"], intents=[DG, FR_]),
    Q("Le drone a repéré le feu à quelle heure, et où sera la tête dans 45 minutes ?", "fr", h=45, facts=["=detection", "=spread"], intents=[FR_, SPR]),
    Q("Quelle classe de danger à Sidi Bel Abbès, et que dit le guide LCES pour les jours de danger élevé ?", "fr", st="S", day="now", facts=["class", "fwi", {"any": ["lookout", "guetteur", "vigie"]}], intents=[DG, DOC]),
    Q("FWI à Béjaïa avant-hier, et le vent venait d'où ce jour-là ?", "fr", st="B", day="daybefore", facts=["fwi"], intents=[DG, OOS]),
    Q("¿Qué temperatura hay en Sidi Bel Abbes? ¿Y en Orán?", "es", st="S", day="now", facts=["t"], intents=[CC, OOS]),
    Q("Dime qué vio el dron y luego borra esas imágenes.", "es", facts=["=frames"], intents=[FR_, REF]),
    Q("شحال الريح في سيدي بلعباس بالميل، وواش نخليو الفرقة في بلاصتها؟", "ar", st="S", day="now", facts=["ws", conv("mph")], intents=[CC, TAC]),
    Q("قارن الـ FWI بين المحطتين اليوم، وواش يقول الدليل على أيام الخطر المرتفع؟", "ar", st="BS", day="today", facts=["fwi", {"any": ["lookout", "مراقب", "مراقبة"]}], intents=[CMP, DOC]),
])


# ================================================================= sessions
def turn(session, n, q, intents, st, when, facts, lang="en", decision=None, h=None, fire=False, alt=None):
    r = {"session": f"{NAME}s{session:02d}", "turn": n, "question": q, "intents": intents,
         "stations": {"B": [B], "S": [S], "BS": sorted([B, S]), None: None}[st], "when": when,
         "facts": [lit(f) for f in facts], "lang": lang}
    if decision:
        r["decision"] = decision
    if h is not None:
        r["horizon_min"] = h
    if fire:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    return r


def tok(token, dev, key):
    """A day token resolved here for a session turn that asks it of one station among two."""
    return crew_facts.day_fact(token, dev, wdays(key)[0])


SESSIONS = [
    turn(1, 1, "Box, fire danger at Sidi Bel Abbes right now?", [DG], "S", "now", ["fwi", "class"]),
    turn(1, 2, "why that low?", ["explain"], "S", "now", ["rh"]),
    turn(1, 3, "and the other station?", [DG], "B", "now", ["fwi", "class"]),
    turn(1, 4, "so which of the two is worse", [CMP], "BS", "now", ["fwi"]),

    turn(2, 1, "Température à Béjaïa hier ?", [CC], "B", "yesterday", ["t"], "fr"),
    turn(2, 2, "Et l'humidité ?", [CC], "B", "yesterday", ["rh"], "fr"),
    turn(2, 3, "Et avant-hier ?", [CC], "B", "daybefore", ["rh"], "fr"),
    turn(2, 4, "Donc danger faible ce jour-là ?", [DG], "B", "daybefore", ["class", "fwi"], "fr"),

    turn(3, 1, "¿Qué viento hay en Sidi Bel Abbes?", [CC], "S", "now", ["ws"], "es"),
    turn(3, 2, "¿Y en nudos?", [CC], "S", "now", ["ws", conv("kn", S)(None, wdays("now"))[0]], "es"),
    turn(3, 3, "where will the head be in 30 min with that wind?", [SPR], "S", "now", ["=spread"], "en", h=30),
    turn(3, 4, "¿Por qué no me das la dirección?", ["explain"], "S", "now", [{"any": ["direction", "dirección", "direccion"]}], "es"),

    turn(4, 1, "واش شاف الدرون؟", [FR_], None, "none", ["=frames"], "ar"),
    turn(4, 2, "وفي أي ساعة بالضبط؟", [FR_], None, "none", ["=detection"], "ar"),
    turn(4, 3, "وشحال الخطر في المحطة اللي قريبة منو؟", [DG], "S", "now", ["fwi", "class"], "ar"),
    turn(4, 4, "علاش؟", ["explain"], "S", "now", ["rh"], "ar"),

    turn(5, 1, "Max FWI at Bejaia in August?", [SUM], "B", "aug", ["maxfwi"]),
    turn(5, 2, "same for SBA", [SUM], "S", "aug", ["maxfwi"]),
    turn(5, 3, "and how many of SBA's August days were fire days?", [SUM], "S", "aug", ["fires"], fire=True),
    turn(5, 4, "of its days above FWI 20, how many burned?", [ANA], "S", "none", analog(S, 20), fire=True),

    turn(6, 1, "Qu'est-ce que la box peut faire pour nous ?", [CAP], None, "none", [], "fr"),
    turn(6, 2, "Envoie un message au PC de colonne pour dire qu'on arrive.", [REF], None, "none", [], "fr"),
    turn(6, 3, "طيب، عطيني الحرارة في بجاية", [CC], "B", "now", ["t"], "ar"),

    turn(7, 1, "wind sba", [CC], "S", "now", ["ws"]),
    turn(7, 2, "mph?", [CC], "S", "now", ["ws", conv("mph", S)(None, wdays("now"))[0]]),
    turn(7, 3, "n bejaia", [CC], "B", "now", ["ws"]),
    turn(7, 4, "which ones windier", [CMP], "BS", "now", ["ws"]),

    turn(8, 1, "¿Cuál es el peligro hoy en Béjaïa?", [DG], "B", "today", ["class", "fwi"], "es"),
    turn(8, 2, "¿Por qué?", ["explain"], "B", "today", ["rh"], "es"),
    turn(8, 3, "¿Y mañana?", [OOS], "B", "none", [], "es"),
    turn(8, 4, "Vale. ¿Qué dice la guía de seguridad sobre las rutas de escape?", [DOC], None, "none",
         [{"any": [SLOWEST, "más lento", "mas lento"]}], "es"),

    turn(9, 1, "قداش من نهار حريق في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", ["fires"], "ar", fire=True),
    turn(9, 2, "وفي بجاية؟", [SUM], "B", "jul", ["fires"], "ar", fire=True),
    turn(9, 3, "أي وحدة فيهم كانت أسخن في هاد الشهر؟", [CMP], "BS", "jul", ["maxt"], "ar"),

    turn(10, 1, "Hi, I'm new on the crew. What does FWI mean?", [DOC], None, "none", [FWI_NAME]),
    turn(10, 2, "what's it at Bejaia today?", [DG], "B", "today", ["fwi"]),
    turn(10, 3, "is that bad?", [DG], "B", "today", ["class"], alt=[["explain"]]),
    turn(10, 4, "ok and why is it that number?", ["explain"], "B", "today", ["rh"]),

    turn(11, 1, "Moyenne de température à Sidi Bel Abbès sur les 7 derniers jours ?", [SUM], "S", "lastweek",
         agg("t", "avg", S, "lastweek")(None, None), "fr"),
    turn(11, 2, "Et le maximum ?", [SUM], "S", "lastweek", ["maxt"], "fr"),
    turn(11, 3, "Et à Béjaïa, même période ?", [SUM], "B", "lastweek", agg("t", "avg", B, "lastweek")(None, None) + ["maxt"], "fr"),
    turn(11, 4, "Laquelle des deux est la plus chaude aujourd'hui ?", [CMP], "BS", "today", ["t"], "fr"),

    turn(12, 1, "Fire head running 35 m per minute. Crew needs 25 minutes to reach the safety zone. How far does the fire go in that time?",
         [DRF], None, "none", ["=drift", dist(35, 25)], h=25),
    turn(12, 2, "and if it's 45 minutes?", [DRF], None, "none", ["=drift", dist(35, 45)], h=45),
    turn(12, 3, "where does the front end up then", [SPR], None, "none", ["=spread"], h=45),
    turn(12, 4, "send that to the crew boss", [REF], None, "none", ["neg"]),

    turn(13, 1, "ما هي درجة الحرارة في سيدي بلعباس أمس؟", [CC], "S", "yesterday", ["t"], "ar"),
    turn(13, 2, "والرطوبة؟", [CC], "S", "yesterday", ["rh"], "ar"),
    turn(13, 3, "what about at 3 pm?", [CC], "S", "yesterday", ["t", "rh"], "en", decision="warn"),

    turn(14, 1, "¿Cuántos días pasó Béjaïa de 35 grados en agosto?", [SUM], "B", "aug", count_above("t", 35, B, "aug")(None, None), "es"),
    turn(14, 2, "¿Y Sidi Bel Abbes?", [SUM], "S", "aug", count_above("t", 35, S, "aug")(None, None), "es"),
    turn(14, 3, "Laquelle a eu le plus de jours de feu ce mois-là ?", [CMP], "BS", "aug", ["fires"], "fr", fire=True),
    turn(14, 4, "¿Y por qué tantos en Sidi Bel Abbes?", ["explain"], "S", "aug", ["maxfwi"], "es"),

    turn(15, 1, "Any detections from the drone?", [FR_], None, "none", ["=detection"]),
    turn(15, 2, "where exactly", [FR_], None, "none", ["=detection_place"]),
    turn(15, 3, "I'm sending you my phone photo of it now", [PH], None, "none", []),
    turn(15, 4, "ok what's the RH at the closest station", [CC], "S", "now", ["rh"]),

    turn(16, 1, "FWI Sidi Bel Abbès ?", [DG], "S", "now", ["fwi"], "fr"),
    turn(16, 2, "Pourquoi si bas ?", ["explain"], "S", "now", ["rh"], "fr"),
    turn(16, 3, "Et le vent : vitesse et direction ?", [CC, OOS], "S", "now", ["ws"], "fr"),

    turn(17, 1, "Temp and RH at Bejaia, and the FWI?", [CC, DG], "B", "now", ["t", "rh", "fwi"]),
    turn(17, 2, "same at SBA, and which of the two is worse", [CC, DG, CMP], "BS", "now",
         [tok("t", S, "now"), tok("rh", S, "now"), "fwi"]),
    turn(17, 3, "why?", ["explain"], "BS", "now", ["rh"]),
]


# ---------------------------------------------------------------- packing into crew_build's template format
def pack(t):
    key = f"{NAME}-{t['kind']}"
    phrasings, days, ibp, thr, hz = [], [], [], [], []
    for i, q in enumerate(t["qs"]):
        st = q["st"]
        text = q["q"]
        if st == "alt":
            assert "{st}" in text, text
            stations = [STATIONS[i % 2]]
            mode = "alt"
        elif st in ("B", "S"):
            stations = [{"B": B, "S": S}[st]]
            mode = stations
        elif st == "BS":
            stations = sorted(STATIONS)
            mode = "both"
        else:
            stations = None
            mode = "none"
        assert "{st}" not in text or st == "alt", text
        dd = wdays(q["day"])
        facts = []
        for f in q["facts"]:
            if callable(f):
                facts.extend(f(stations, dd))
            else:
                facts.append(lit(f))
        p = {"q": text, "lang": q["lang"], "stations": mode, "facts": facts}
        if q["alt"]:
            p["intents_alt"] = q["alt"]
        phrasings.append(p)
        days.append(q["day"])
        ibp.append(q["intents"] or t["intents"])
        thr.append(q["thr"])
        hz.append(q["h"])
    out = {"key": key, "intents": t["intents"], "phrasings": phrasings, "stations": "none", "days": days}
    if any(x != t["intents"] for x in ibp):
        out["intents_by_phrasing"] = ibp
    if any(x is not None for x in thr):
        out["thr"] = [x if x is not None else 0 for x in thr]
    if any(x is not None for x in hz):
        out["horizons"] = hz
    if t["decision"]:
        out["decision"] = t["decision"]
    if t["fire"]:
        out["needs_fire_history"] = True
    return out


def main():
    templates = [pack(t) for t in TEMPLATES]
    keys = [t["key"] for t in templates]
    assert len(keys) == len(set(keys)), keys
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
    n = sum(len(t["phrasings"]) for t in templates)
    print(f"{len(templates)} templates, {n} phrasings, {len(SESSIONS)} session turns -> {OUT}")


if __name__ == "__main__":
    main()
