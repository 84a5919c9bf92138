"""Batch d99 (dev): a representative mixed day of crew questions (blind), gold computed from the data by code.

Run:  python -m appliance.evaluation.data.make_dev99
Writes crew_templates_dev99.jsonl and crew_sessions_dev99.jsonl next to this script.
"""
import json
import re
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d99"
B, S = "bejaia", "sidi-bel-abbes"
TODAY = crew_days.TODAY.isoformat()
DOCS = EDGE_DATA_DIR / "documents"

# ---------------------------------------------------------------- names as crews type them
NAMES = {
    "en": {B: ["Bejaia", "Béjaïa", "bejaia", "Bejaya", "BEJAIA", "Béjaia"],
           S: ["Sidi Bel Abbes", "SBA", "sidi bel abbes", "Sidi-Bel-Abbès", "Sidi Belabbes", "sba"]},
    "fr": {B: ["Béjaïa", "Bejaia", "Béjaia"], S: ["Sidi Bel Abbès", "SBA", "Sidi-Bel-Abbès", "sidi bel abbes"]},
    "es": {B: ["Bejaia", "Béjaïa", "bejaia"], S: ["Sidi Bel Abbes", "SBA", "Sidi Bel Abbès"]},
    "ar": {B: ["بجاية", "بجاية", "Bejaia"], S: ["سيدي بلعباس", "سيدي بل عباس", "SBA", "سيدي بلعباس"]},
}
_counter = {}


def name(lang, dev):
    k = (lang, dev)
    i = _counter.get(k, 0)
    _counter[k] = i + 1
    lst = NAMES[lang][dev]
    return lst[i % len(lst)]


# ---------------------------------------------------------------- facts computed from the data
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"] or []


def rows(dev, key):
    t = crew_facts.table()
    return [t[(dev, d)] for d in days_of(key) if (dev, d) in t]


def num(x):
    return crew_facts._num(x)


def variants(x, nd=1):
    """String forms of a computed figure: 1 decimal, integer, French comma."""
    r = round(x, nd)
    forms = {f"{r:.{nd}f}", f"{r:.{nd}f}".replace(".", ","), str(round(x))}
    if float(r).is_integer():
        forms.add(str(int(r)))
    return {"any": sorted(forms)}


def code(c):
    def f(devs, key):
        out = []
        for dev in devs:
            rs = rows(dev, key)
            if len(rs) == 1:
                out.append(num(rs[0].codes[c]))
        return out
    return f


def conv(kind):
    fn = {"mph": lambda d: d.wind_kmh * 0.621371, "kn": lambda d: d.wind_kmh * 0.539957,
          "ms": lambda d: d.wind_kmh / 3.6, "F": lambda d: d.temperature_c * 9 / 5 + 32}[kind]

    def f(devs, key):
        out = []
        for dev in devs:
            rs = rows(dev, key)
            if len(rs) == 1:
                out.append(variants(fn(rs[0])))
        return out
    return f


FIELD = {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
         "rain": lambda d: d.rain_mm, "fwi": lambda d: d.codes["FWI"], "isi": lambda d: d.codes["ISI"],
         "bui": lambda d: d.codes["BUI"], "ffmc": lambda d: d.codes["FFMC"]}


def stat(field, op, thr=None):
    def f(devs, key):
        out = []
        for dev in devs:
            vals = [FIELD[field](r) for r in rows(dev, key)]
            if not vals:
                continue
            if op == "avg":
                out.append(variants(sum(vals) / len(vals)))
            elif op == "min":
                out.append(num(min(vals)))
            elif op == "max":
                out.append(num(max(vals)))
            elif op == "gt":
                out.append(sum(v > thr for v in vals))
            elif op == "lt":
                out.append(sum(v < thr for v in vals))
            elif op == "sum":
                out.append(variants(sum(vals)))
        return out
    return f


def diff(field):
    def f(devs, key):
        a, b = (rows(d, key) for d in (B, S))
        if len(a) == 1 and len(b) == 1:
            return [variants(abs(FIELD[field](a[0]) - FIELD[field](b[0])))]
        return []
    return f


def fires_fwi(thr):
    def f(devs, key):
        out = []
        for dev in devs:
            out.extend(crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr))
        return out
    return f


def dist_forms(metres):
    km = metres / 1000
    m = round(metres)
    kms = f"{km:.2f}".rstrip("0").rstrip(".")
    return {"any": sorted({f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros",
                           f"{kms} km", f"{kms}km", f"{kms.replace('.', ',')} km", f"{kms.replace('.', ',')}km"})}


def drift(rate_m_min, minutes):
    return lambda devs, key: [dist_forms(rate_m_min * minutes)]


def drift_kmh(kmh, minutes):
    return lambda devs, key: [dist_forms(kmh * 1000 * minutes / 60)]


def doc(fname, pattern, fmt="{0}"):
    text = (DOCS / fname).read_text(encoding="utf-8")
    m = re.search(pattern, text)
    if not m:
        raise ValueError(f"{pattern!r} not in {fname}")
    return fmt.format(*m.groups())


LCES = [{"any": [w.lower()]} for w in re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)",
                                                  (DOCS / "crew-safety-lces.md").read_text()).groups()]
FFMC_IGN = float(doc("fire-weather-index-guide.md", r"above\s+about\s+(\d+)\s+fine\s+fuels"))
HIGH_FROM = float(doc("fire-weather-index-guide.md", r"from ([\d.]+)\s+high"))
VHIGH_FROM = float(doc("fire-weather-index-guide.md", r"from ([\d.]+)\s+very\s+high"))
EXTREME_FROM = float(doc("fire-weather-index-guide.md", r"and\s+from\s+([\d.]+)\s+extreme"))
GRASS_IN = doc("butte-county-defensible-space.md", r"maximum\s+height\s+of\s+(\d+)\s+inches")
ZONE0_FT = doc("butte-county-defensible-space.md", r"first\s+(\d+)\s+feet\s+from\s+the\s+structure")
BRANCH_FT = doc("butte-county-defensible-space.md", r"branches\s+(\d+)\s+feet\s+from\s+chimneys")
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", (DOCS / "butte-county-defensible-space.md").read_text()).groups()


def fwi_now(devs, key):
    return [num(crew_facts.table()[(dev, TODAY)].codes["FWI"]) for dev in devs]


def only(dev, field):
    return lambda devs, key: [num(FIELD[field](r)) for r in rows(dev, key)]


def lit(*xs):
    return lambda devs, key: list(xs)


# ---------------------------------------------------------------- rows
GROUP_OPTS = {"near": {"decision": "warn"}, "hour": {"decision": "warn"},
              "analog": {"needs_fire_history": True}, "firecount": {"needs_fire_history": True},
              "analogmix": {"needs_fire_history": True}}
ROWS = []   # (group, lang, text, intents, devs, day, facts, h, intents_alt)


def add(group, lang, text, intents, st=None, day="none", facts=(), h=None, alt=None):
    """st: None, 'b', 's', 'bs'/'sb' (both; @A first), 'alt' (one row per station)."""
    if st == "alt":
        add(group, lang, text, intents, "b", day, facts, h, alt)
        add(group, lang, text, intents, "s", day, facts, h, alt)
        return
    code_of = {"b": B, "s": S}
    if st in ("b", "s"):
        a, o = code_of[st], (S if st == "b" else B)
        devs = [a]
    elif st in ("bs", "sb"):
        a, o = code_of[st[0]], code_of[st[1]]
        devs = [B, S]
    else:
        a = o = None
        devs = None
    q = text
    if "@A" in q:
        q = q.replace("@A", name(lang, a))
    if "@B" in q:
        q = q.replace("@B", name(lang, o))
    ROWS.append((group, lang, q, list(intents), devs, day, list(facts), h, alt))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---- current conditions
for lang, text, st, day, facts in [
    ("en", "what's the temp at @A right now", "alt", "now", ["t"]),
    ("en", "Humidity at @A today?", "alt", "today", ["rh"]),
    ("en", "Give me the noon obs for @A, all of it.", "s", "now", ["t", "rh", "ws", "rain"]),
    ("en", "how windy is it at @A", "alt", "now", ["ws"]),
    ("en", "Any rain at @A yesterday?", "alt", "yesterday", ["rain"]),
    ("en", "Dispatch here. Need current temperature and RH for @A, copy?", "b", "now", ["t", "rh"]),
    ("en", "@A weather {day} — temp, humidity, wind please", "s", "2012-08-14", ["t", "rh", "ws"]),
    ("en", "wat was the wind at @A on 3/8", "b", "2012-08-03", ["ws"]),
    ("en", "Temperature at @A on 14-Aug?", "s", "2012-08-14", ["t"]),
    ("en", "I'm new on the crew — how do I find out how dry the air is at @A today? What is it?", "b", "today", ["rh"]),
    ("en", "@A conditions {day}", "s", "daybefore", ["t", "rh", "ws", "rain"]),
    ("en", "rh @A rn", "s", "now", ["rh"]),
    ("en", "How much rain fell at @A {day}?", "b", "2012-09-28", ["rain"]),
    ("en", "Wind speed in mph at @A, please.", "alt", "now", [conv("mph")]),
    ("en", "what's @A's wind in knots today", "alt", "today", [conv("kn")]),
    ("en", "Give the @A wind in metres per second for the heli pilot.", "s", "now", [conv("ms")]),
    ("en", "Temp at @A in Fahrenheit? US liaison is asking.", "alt", "today", [conv("F")]),
    ("en", "logistics: was it a scorcher at @A on July 3rd? what did the thermometer say", "s", "2012-07-03", ["t"]),
    ("en", "quick one, humidity + wind @A yesterday", "b", "yesterday", ["rh", "ws"]),
    ("en", "What did the @A station log {day}?", "b", "2012-08-22", ["t", "rh", "ws", "rain"]),
    ("fr", "Quelle température à @A en ce moment ?", "alt", "now", ["t"]),
    ("fr", "Il a plu hier sur @A ?", "alt", "yesterday", ["rain"]),
    ("fr", "Donne-moi l'humidité relative à @A aujourd'hui", "s", "today", ["rh"]),
    ("fr", "vent a @A stp", "alt", "now", ["ws"]),
    ("fr", "Relevé complet de @A {day}, s'il vous plaît.", "b", "2012-08-14", ["t", "rh", "ws", "rain"]),
    ("fr", "C'était quoi la température à @A le 3 août ?", "s", "2012-08-03", ["t"]),
    ("fr", "Le vent à @A en nœuds, pour l'hélico.", "b", "now", [conv("kn")]),
    ("fr", "Météo de @A {day} : température et vent", "s", "daybefore", ["t", "ws"]),
    ("es", "¿Qué temperatura hay ahora en @A?", "alt", "now", ["t"]),
    ("es", "humedad en @A hoy porfa", "alt", "today", ["rh"]),
    ("es", "¿Cuánto viento hubo ayer en @A?", "s", "yesterday", ["ws"]),
    ("es", "Datos de @A {day}: temperatura, humedad y viento.", "b", "2012-07-03", ["t", "rh", "ws"]),
    ("es", "¿Llovió en @A el 28?", "s", "2012-09-28", ["rain"]),
    ("es", "Viento en @A en metros por segundo, para el piloto.", "b", "now", [conv("ms")]),
    ("ar", "قداش السخانة في @A دروك؟", "alt", "now", ["t"]),
    ("ar", "ما هي نسبة الرطوبة في @A اليوم؟", "alt", "today", ["rh"]),
    ("ar", "واش طاحت الشتا في @A البارح؟", "b", "yesterday", ["rain"]),
    ("ar", "الريح في @A قداش راهي؟", "s", "now", ["ws"]),
    ("ar", "أعطني قراءات محطة @A {day}", "b", "2012-08-14", ["t", "rh", "ws", "rain"]),
    ("ar", "شحال كانت الحرارة في @A نهار 3 أوت؟", "s", "2012-08-03", ["t"]),
]:
    add("cc", lang, text, [CC], st, day, facts)

# ---- danger
for lang, text, st, day, facts in [
    ("en", "fire danger @A today?", "alt", "today", ["fwi", "class"]),
    ("en", "What's the FWI at @A?", "alt", "now", ["fwi"]),
    ("en", "How bad is it at @A right now, danger-wise?", "b", "now", ["fwi", "class"]),
    ("en", "ISI for @A please", "alt", "now", [code("ISI")]),
    ("en", "BUI at @A today", "s", "today", [code("BUI")]),
    ("en", "FBAN request: FFMC and DMC at @A, today's noon values.", "s", "now", [code("FFMC"), code("DMC")]),
    ("en", "drought code @A?", "b", "now", [code("DC")]),
    ("en", "Danger class at @A {day}?", "s", "2012-08-14", ["class", "fwi"]),
    ("en", "what was the fwi at @A yesterday", "alt", "yesterday", ["fwi"]),
    ("en", "Is it high danger at @A or not", "b", "now", ["fwi", "class"]),
    ("en", "IC to engine 4: what's the danger rating over at @A, over.", "s", "now", ["fwi", "class"]),
    ("en", "fire weather index @A 3/8", "s", "2012-08-03", ["fwi"]),
    ("en", "Was @A in the red {day}?", "b", "2012-08-22", ["fwi", "class"]),
    ("en", "How easily would fine fuels catch at @A today — what's the FFMC saying?", "s", "today", [code("FFMC")]),
    ("fr", "Niveau de danger à @A aujourd'hui ?", "alt", "today", ["fwi", "class"]),
    ("fr", "L'IFM à @A, c'est combien ?", "b", "now", ["fwi"]),
    ("fr", "ISI et BUI sur @A stp", "s", "now", [code("ISI"), code("BUI")]),
    ("fr", "Quel était le FWI à @A hier ?", "alt", "yesterday", ["fwi"]),
    ("fr", "Classe de danger à @A le 14 août ?", "b", "2012-08-14", ["class", "fwi"]),
    ("fr", "Indice FFMC de @A, valeur de midi", "s", "now", [code("FFMC")]),
    ("es", "¿Cuál es el peligro de incendio en @A ahora mismo?", "alt", "now", ["fwi", "class"]),
    ("es", "FWI de @A ayer", "b", "yesterday", ["fwi"]),
    ("es", "dame el ISI de @A", "s", "now", [code("ISI")]),
    ("es", "¿Qué código de sequía (DC) tiene @A hoy?", "s", "today", [code("DC")]),
    ("es", "¿En qué clase de peligro estuvo @A {day}?", "b", "2012-08-03", ["class", "fwi"]),
    ("ar", "واش الخطر في @A اليوم؟", "alt", "today", ["fwi", "class"]),
    ("ar", "كم هو مؤشر FWI في @A؟", "alt", "now", ["fwi"]),
    ("ar", "عطيني ISI تاع @A", "s", "now", [code("ISI")]),
    ("ar", "ما هي درجة خطر الحرائق في @A يوم 14 أوت؟", "b", "2012-08-14", ["class", "fwi"]),
    ("ar", "FWI ta3 @A lbareh chhal?", "s", "yesterday", ["fwi"]),
    ("ar", "مؤشر الجفاف DC في @A كم؟", "b", "now", [code("DC")]),
]:
    add("danger", lang, text, [DG], st, day, facts)

# ---- compare stations (a figure)
for lang, text, st, day, facts in [
    ("en", "Which station's hotter right now?", "bs", "now", ["t"]),
    ("en", "@A or @B — where's the danger worse today?", "bs", "today", ["fwi"]),
    ("en", "compare fwi both stations", "bs", "now", ["fwi"]),
    ("en", "Side by side please: humidity and wind, @A vs @B.", "sb", "now", ["rh", "ws"]),
    ("en", "Which of the two stations was drier yesterday?", "bs", "yesterday", ["rh"]),
    ("en", "How much hotter was @A than @B on Aug 3?", "sb", "2012-08-03", ["t", diff("t")]),
    ("en", "Where should I be more worried today, @A or @B?", "bs", "today", ["fwi"]),
    ("en", "windier station rn?", "bs", "now", ["ws"]),
    ("fr", "Quelle station est la plus chaude aujourd'hui ?", "bs", "today", ["t"]),
    ("fr", "Compare le danger entre @A et @B", "bs", "now", ["fwi"]),
    ("fr", "Écart d'humidité entre @A et @B, hier ?", "sb", "yesterday", ["rh", diff("rh")]),
    ("fr", "C'est où le plus venteux, @A ou @B ?", "sb", "now", ["ws"]),
    ("es", "¿Dónde hace más calor ahora, en @A o en @B?", "bs", "now", ["t"]),
    ("es", "compara el FWI de las dos estaciones", "bs", "now", ["fwi"]),
    ("es", "¿Cuál estación estaba más seca el 14 de agosto?", "bs", "2012-08-14", ["rh"]),
    ("ar", "وين الخطر أكثر اليوم، @A ولا @B؟", "bs", "today", ["fwi"]),
    ("ar", "قارن الحرارة بين المحطتين", "bs", "now", ["t"]),
    ("ar", "أي محطة كانت أكثر رياحا أمس؟", "bs", "yesterday", ["ws"]),
    ("ar", "بشحال @A أسخن من @B نهار 3 أوت؟", "sb", "2012-08-03", ["t", diff("t")]),
]:
    add("cmp", lang, text, [CMP], st, day, facts)

# ---- compare over a window (compare + summary)
for lang, text, st, day, facts in [
    ("en", "Highest FWI at each station over the past week?", "bs", "lastweek", ["maxfwi"]),
    ("en", "Which station peaked hotter in July?", "bs", "jul", ["maxt"]),
    ("en", "compare august avg temps @A vs @B", "bs", "aug", [stat("t", "avg")]),
    ("en", "Which station racked up more days with FWI over 20 in August?", "bs", "aug", [stat("fwi", "gt", 20)]),
    ("fr", "Quelle station a eu le FWI le plus élevé en juillet ?", "bs", "jul", ["maxfwi"]),
    ("fr", "Moyenne d'humidité en septembre, @A contre @B", "sb", "sep", [stat("rh", "avg")]),
    ("es", "¿Qué estación tuvo la máxima más alta en agosto?", "bs", "aug", ["maxt"]),
    ("es", "Compara el FWI máximo de los últimos tres días en las dos estaciones.", "bs", "last3d", ["maxfwi"]),
    ("ar", "أي محطة كان فيها أعلى FWI في أوت؟", "bs", "aug", ["maxfwi"]),
    ("ar", "قارن متوسط الحرارة في جويلية بين @A و @B", "bs", "jul", [stat("t", "avg")]),
]:
    add("cmpwin", lang, text, [CMP, SUM], st, day, facts)

# ---- summary
for lang, text, st, day, facts in [
    ("en", "Highest FWI at @A over the past week?", "alt", "lastweek", ["maxfwi"]),
    ("en", "hottest day @A in august, what temp", "alt", "aug", ["maxt"]),
    ("en", "How many days above 35 degrees at @A in August?", "alt", "aug", [stat("t", "gt", 35)]),
    ("en", "Average humidity at @A in September?", "s", "sep", [stat("rh", "avg")]),
    ("en", "Lowest RH @A in July", "b", "jul", [stat("rh", "min")]),
    ("en", "how many days with FWI over 20 at @A in July", "s", "jul", [stat("fwi", "gt", 20)]),
    ("en", "Peak temperature at @A since Tuesday?", "b", "since-tue", ["maxt"]),
    ("en", "Total rain at @A over the last three days?", "alt", "last3d", [stat("rain", "sum")]),
    ("en", "What's the trend at @A this past week — FWI going up or down?", "s", "lastweek", []),
    ("en", "Max wind recorded at @A from 20 to 31 August?", "b", "aug-late", [stat("ws", "max")]),
    ("en", "mean fwi @A june", "b", "jun", [stat("fwi", "avg")]),
    ("en", "Days under 30% humidity at @A in August — how many?", "s", "aug", [stat("rh", "lt", 30)]),
    ("fr", "FWI max à @A sur la semaine écoulée ?", "alt", "lastweek", ["maxfwi"]),
    ("fr", "Combien de jours au-dessus de 35 °C à @A en juillet ?", "alt", "jul", [stat("t", "gt", 35)]),
    ("fr", "Température moyenne à @A en août", "b", "aug", [stat("t", "avg")]),
    ("fr", "Le jour le plus chaud de septembre à @A ?", "s", "sep", ["maxt"]),
    ("fr", "Tendance du danger à @A depuis mardi ?", "b", "since-tue", []),
    ("fr", "Humidité minimale à @A entre le 1er et le 10 septembre", "s", "sep1-10", [stat("rh", "min")]),
    ("es", "¿Cuál fue el FWI más alto en @A en julio?", "alt", "jul", ["maxfwi"]),
    ("es", "¿Cuántos días con FWI por encima de 10 tuvo @A en agosto?", "b", "aug", [stat("fwi", "gt", 10)]),
    ("es", "temperatura máxima en @A en la última semana", "s", "lastweek", ["maxt"]),
    ("es", "Promedio de viento en @A en junio.", "s", "jun", [stat("ws", "avg")]),
    ("ar", "أعلى درجة حرارة في @A في أوت؟", "alt", "aug", ["maxt"]),
    ("ar", "قداش من نهار فاتت فيه السخانة 35 في @A في جويلية؟", "s", "jul", [stat("t", "gt", 35)]),
    ("ar", "ما هو أعلى FWI في @A خلال الأسبوع الماضي؟", "b", "lastweek", ["maxfwi"]),
    ("ar", "متوسط الرطوبة في @A في سبتمبر", "b", "sep", [stat("rh", "avg")]),
    ("ar", "كيفاش راه يتطور الخطر في @A هاد الأيام الثلاثة؟", "s", "last3d", []),
]:
    add("sum", lang, text, [SUM], st, day, facts)

# ---- plain counts of fire days (summary, from the fire record)
for lang, text, st, day, facts in [
    ("en", "How many fire days did @A have in August?", "alt", "aug", ["fires"]),
    ("en", "fire days @A july count", "b", "jul", ["fires"]),
    ("fr", "Nombre de jours de feu à @A en juin ?", "alt", "jun", ["fires"]),
    ("es", "¿Cuántos días con incendio hubo en @A en septiembre?", "s", "sep", ["fires"]),
    ("ar", "شحال من نهار كان فيه حريق في @A في أوت؟", "b", "aug", ["fires"]),
]:
    add("firecount", lang, text, [SUM], st, day, facts)

# ---- analogs
for lang, text, st, day, facts in [
    ("en", "Of the days with FWI above 20 at @A, how many actually had a fire?", "alt", "none", [fires_fwi(20)]),
    ("en", "Did days like today at @A end up burning?", "alt", "today", []),
    ("en", "On past days when @A's FWI topped 10, how often was there a fire?", "s", "none", [fires_fwi(10)]),
    ("en", "history check: fwi > 15 at @A — how many of those days saw fire", "b", "none", [fires_fwi(15)]),
    ("en", "Have we seen conditions like this before at @A, and did it burn?", "s", "now", []),
    ("fr", "Parmi les jours avec un FWI supérieur à 20 à @A, combien ont brûlé ?", "alt", "none", [fires_fwi(20)]),
    ("fr", "Des journées comme aujourd'hui à @A, ça a déjà donné des feux ?", "b", "today", []),
    ("es", "De los días con FWI mayor que 15 en @A, ¿cuántos tuvieron incendio?", "alt", "none", [fires_fwi(15)]),
    ("es", "¿Días parecidos a hoy en @A acabaron en incendio?", "s", "today", []),
    ("ar", "الأيام اللي كان فيها FWI فوق 20 في @A، شحال منها صار فيها حريق؟", "alt", "none", [fires_fwi(20)]),
    ("ar", "هل أيام مشابهة لليوم في @A شهدت حرائق؟", "s", "today", []),
]:
    add("analog", lang, text, [AN], st, day, facts)

# ---- drift: crew-given rates, km/h, or the box's own estimate
for lang, text, rate, mins, kind in [
    ("en", "Head's moving about 25 m a minute. How far in 20 minutes?", 25, 20, "m"),
    ("en", "if the head runs 40 m/min how far does it get in half an hour", 40, 30, "m"),
    ("en", "Front doing roughly 1.5 km/h — distance after 40 min?", 1.5, 40, "kmh"),
    ("en", "rate of spread 12 m per min, 45 min, how far", 12, 45, "m"),
    ("en", "We clocked the head at 3 km/h. Where's it at in 15 minutes, distance-wise?", 3, 15, "kmh"),
    ("en", "Spotter says 60 metres a minute. How much ground in 10 min?", 60, 10, "m"),
    ("fr", "La tête avance à 30 m par minute, quelle distance en 25 minutes ?", 30, 25, "m"),
    ("fr", "Front à 2 km/h, combien de chemin en une heure et demie ?", 2, 90, "kmh"),
    ("fr", "vitesse 18 m/min pendant 40 min ça fait combien", 18, 40, "m"),
    ("es", "El frente avanza a 20 metros por minuto. ¿Cuánto recorre en 35 minutos?", 20, 35, "m"),
    ("es", "cabeza a 2,5 km/h, ¿qué distancia en 20 min?", 2.5, 20, "kmh"),
    ("ar", "راس النار يمشي 35 متر في الدقيقة، شحال يقطع في 20 دقيقة؟", 35, 20, "m"),
    ("ar", "إذا كانت سرعة الجبهة 1.2 كم/سا، ما المسافة بعد 50 دقيقة؟", 1.2, 50, "kmh"),
]:
    f = drift(rate, mins) if kind == "m" else drift_kmh(rate, mins)
    add("drift", lang, text, [DR], None, "none", [f], h=mins)
for lang, text, st, mins in [
    ("en", "With today's wind at @A, how far would a head drift in 30 minutes?", "alt", 30),
    ("en", "your own estimate: distance the head covers in an hour near @A", "s", 60),
    ("fr", "Avec le vent actuel à @A, de combien la tête se déplace en 45 minutes ?", "b", 45),
    ("es", "Con el viento de ahora en @A, ¿cuánto avanza la cabeza en 30 minutos?", "s", 30),
    ("ar", "بالريح اللي راهي في @A، شحال تمشي النار في ساعة؟", "b", 60),
]:
    add("drift", lang, text, [DR], st, "now", ["=drift"], h=mins)

# ---- spread (projection: partly served)
for lang, text, st, mins in [
    ("en", "Where will the front be in 30 min if it starts at @A?", "alt", 30),
    ("en", "Project the fire from @A out one hour.", "s", 60),
    ("en", "where's the head gonna be in 2 hrs, fire near @A", "b", 120),
    ("en", "Can you give me a spread projection for the next 45 minutes at @A?", "s", 45),
    ("fr", "Où sera le front dans une heure si ça part de @A ?", "alt", 60),
    ("fr", "Projection de propagation à 30 minutes depuis @A", "s", 30),
    ("es", "¿Dónde estará el frente dentro de 30 minutos, fuego en @A?", "alt", 30),
    ("es", "Proyección de avance del fuego desde @A a una hora.", "b", 60),
    ("ar", "وين توصل النار بعد نص ساعة إذا بدات في @A؟", "alt", 30),
    ("ar", "توقع انتشار الحريق من @A خلال ساعتين", "s", 120),
]:
    add("spread", lang, text, [SP], st, "now", ["=spread"], h=mins)

# ---- frames
for lang, text, day, facts, *st in [
    ("en", "What did the drone see?", "none", ["=frames"]),
    ("en", "any smoke on the drone frames today", "today", ["=detection"]),
    ("en", "Where was the fire the drone picked up?", "none", ["=detection_place"]),
    ("en", "Drone sortie results please — detections, times.", "today", ["=frames"]),
    ("en", "what time did the uav spot the fire", "today", ["=detection"]),
    ("en", "Did the drone catch anything near @A?", "today", ["=detection_place"], "s"),
    ("en", "Recon bird back yet? What'd it find?", "none", ["=frames"]),
    ("fr", "Qu'est-ce que le drone a vu ?", "none", ["=frames"]),
    ("fr", "Le drone a détecté de la fumée aujourd'hui ? À quelle heure ?", "today", ["=detection"]),
    ("fr", "Où se trouvait le feu repéré par le drone ?", "none", ["=detection_place"]),
    ("es", "¿Qué vio el dron?", "none", ["=frames"]),
    ("es", "¿A qué hora detectó humo el dron hoy?", "today", ["=detection"]),
    ("es", "¿Dónde estaba el fuego que captó el dron?", "none", ["=detection_place"]),
    ("ar", "واش شاف الدرون؟", "none", ["=frames"]),
    ("ar", "وقتاش الدرون شاف الدخان اليوم؟", "today", ["=detection"]),
    ("ar", "أين رصدت الطائرة المسيرة النار؟", "none", ["=detection_place"]),
]:
    add("frames", lang, text, [FR], st[0] if st else None, day, facts)

# ---- documents
for lang, text, facts in [
    ("en", "How much defensible space do we need around a house?", ["=doc_defensible"]),
    ("en", "what does LCES stand for", LCES),
    ("en", "Above what FFMC do fine fuels ignite easily?", [num(FFMC_IGN)]),
    ("en", "From which FWI does the danger become high?", [num(HIGH_FROM)]),
    ("en", "Zone 2 — how short does the grass need to be cut?", [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch"]}]),
    ("en", "Remind me of the watch-out situations, new guys are asking.", [{"any": ["downhill"]}, {"any": ["spot fire"]}]),
    ("en", "How far should branches be kept from chimneys?", [{"any": [f"{BRANCH_FT} feet", f"{BRANCH_FT} ft"]}]),
    ("en", "What's zone 0 again in the defensible space rules?", [{"any": [f"{ZONE0_FT} feet", f"{ZONE0_FT} ft"]}]),
    ("en", "What's the difference between ISI and BUI?", [{"any": ["spread"]}, {"any": ["fuel"]}]),
    ("en", "what fwi counts as extreme", [num(EXTREME_FROM)]),
    ("fr", "Quelle distance de débroussaillement autour d'une maison selon le document ?", ["=doc_defensible"]),
    ("fr", "C'est quoi LCES exactement ?", LCES),
    ("fr", "À partir de quel FWI on passe en très élevé ?", [num(VHIGH_FROM)]),
    ("fr", "Que dit le guide sur le FFMC et l'inflammabilité des combustibles fins ?", [num(FFMC_IGN)]),
    ("fr", "La zone 1 va de combien à combien de pieds ?", [{"any": [f"{ZONE1[0]} to {ZONE1[1]}", f"{ZONE1[0]} à {ZONE1[1]}", f"{ZONE1[1]} feet", f"{ZONE1[1]} pieds"]}]),
    ("es", "¿Cuánto espacio defendible hace falta alrededor de una vivienda?", ["=doc_defensible"]),
    ("es", "¿Qué significa LCES?", LCES),
    ("es", "¿Desde qué FWI el peligro es alto según la guía?", [num(HIGH_FROM)]),
    ("ar", "شحال لازم نخليو مسافة آمنة حول الدار؟", ["=doc_defensible"]),
    ("ar", "ما معنى LCES؟", LCES),
    ("ar", "من أي قيمة FWI يصبح الخطر عاليا؟", [num(HIGH_FROM)]),
]:
    add("docs", lang, text, [DOC], None, "none", facts)

# ---- capabilities
for lang, text in [
    ("en", "What can this box actually do?"),
    ("en", "which stations do u have data from"),
    ("en", "New volunteer here — what kind of questions can I ask you?"),
    ("en", "What data is loaded on this thing?"),
    ("fr", "Tu sais faire quoi exactement ?"),
    ("fr", "Quelles données as-tu en mémoire ?"),
    ("es", "¿Qué puedes hacer?"),
    ("es", "¿De qué estaciones tienes datos?"),
    ("ar", "واش تقدر تدير؟"),
    ("ar", "ما هي البيانات المتوفرة لديك؟"),
    ("ar", "chno t9der dir b had l'appareil?"),
]:
    add("cap", lang, text, [CAP], None, "none", [])

# ---- photo (never attached)
for lang, text in [
    ("en", "Sending you a photo of the smoke column now, what do you make of it?"),
    ("en", "pic attached — is that flame or just dust?"),
    ("en", "I've uploaded a picture of the ridge, can you check it for fire?"),
    ("fr", "Je t'envoie une photo de la fumée, tu peux l'analyser ?"),
    ("fr", "photo jointe, c'est du feu ?"),
    ("es", "Te mando una foto del humo, ¿qué ves?"),
    ("es", "Adjunto foto de la columna, ¿es incendio?"),
    ("ar", "بعثتلك تصويرة تاع الدخان، شوفها"),
    ("ar", "أرفقت صورة للحريق، ماذا ترى فيها؟"),
]:
    add("photo", lang, text, [PH], None, "none", [])

# ---- out of scope alone
for lang, text, day, *st in [
    ("en", "Will it rain tomorrow at @A?", "none", "b"),
    ("en", "what's the forecast for next week", "none"),
    ("en", "Fire danger in Oran today?", "today"),
    ("en", "Which way is the wind blowing at @A?", "now", "s"),
    ("en", "temp in Tlemcen rn", "now"),
    ("en", "Who won the match last night?", "none"),
    ("en", "Is the wind going to pick up later this afternoon?", "none"),
    ("en", "Fuel moisture map for the district?", "none"),
    ("fr", "Quel temps demain à @A ?", "none", "s"),
    ("fr", "Danger incendie à Alger aujourd'hui ?", "today"),
    ("fr", "Le vent vient d'où à @A ?", "now", "b"),
    ("fr", "Tu connais une bonne recette de couscous ?", "none"),
    ("es", "¿Qué tiempo hará mañana en @A?", "none", "b"),
    ("es", "¿Cuál es la temperatura en Orán?", "now"),
    ("es", "¿De dónde sopla el viento en @A?", "now", "s"),
    ("es", "Previsión para el fin de semana, por favor.", "none"),
    ("ar", "واش راح يكون الطقس غدوة في @A؟", "none", "b"),
    ("ar", "قداش السخانة في وهران؟", "now"),
    ("ar", "منين جاية الريح في @A؟", "now", "s"),
    ("ar", "ما هي توقعات الأسبوع القادم؟", "none"),
    ("ar", "شكون ربح الماتش البارح؟", "none"),
]:
    add("oos", lang, text, [OOS], st[0] if st else None, day, [])

# ---- refuse alone
for lang, text, facts, *st in [
    ("en", "Send an evacuation alert to the village.", ["neg"]),
    ("en", "dispatch two engines to @A now", ["neg"], "s"),
    ("en", "Notify the district chief that we're pulling out.", ["neg"]),
    ("en", "Delete yesterday's readings, they look wrong.", ["neg"]),
    ("fr", "Envoie une alerte d'évacuation aux habitants.", []),
    ("fr", "Préviens le chef de colonne qu'on se replie.", []),
    ("es", "Manda un aviso de evacuación al pueblo.", []),
    ("es", "Borra los datos de ayer.", []),
    ("ar", "ابعث إنذار إخلاء للسكان", []),
    ("ar", "خبر رئيس الفرقة باللي راحنا نرجعو", []),
]:
    add("refuse", lang, text, [REF], st[0] if st else None, "none", facts)

# ---- tactical alone (served as the facts bearing on it)
for lang, text, st, facts in [
    ("en", "Should we put extra lookouts out at @A today?", "alt", ["fwi"]),
    ("en", "do we go direct attack or hold back at @A", "s", ["fwi", "ws"]),
    ("en", "Is it OK to leave one crew alone on the line at @A?", "b", ["fwi"]),
    ("fr", "On engage ou on attend à @A ?", "alt", ["fwi", "ws"]),
    ("es", "¿Atacamos directamente o esperamos en @A?", "s", ["fwi", "ws"]),
    ("ar", "واش نهجمو ولا نستناو في @A؟", "alt", ["fwi", "ws"]),
]:
    add("tac", lang, text, [TAC], st, "now", facts)

# ---- near a station (override warn)
for lang, text, st, day, intents, facts in [
    ("en", "What's the wind like on the ridge above @A?", "alt", "now", [CC], ["ws"]),
    ("en", "temp 10 km out of @A", "b", "now", [CC], ["t"]),
    ("en", "Fire danger in the hills south of @A?", "s", "now", [DG], ["fwi", "class"]),
    ("fr", "Quelle humidité dans la forêt à côté de @A ?", "alt", "now", [CC], ["rh"]),
    ("fr", "Danger sur les crêtes au nord de @A ?", "b", "now", [DG], ["fwi", "class"]),
    ("es", "¿Qué viento hay en el monte a 15 km de @A?", "s", "now", [CC], ["ws"]),
    ("es", "Peligro de incendio en el valle junto a @A", "b", "now", [DG], ["fwi", "class"]),
    ("ar", "قداش السخانة في الغابة اللي قريبة من @A؟", "alt", "now", [CC], ["t"]),
    ("ar", "ما درجة الخطر على بعد 20 كم من @A؟", "s", "now", [DG], ["fwi", "class"]),
]:
    add("near", lang, text, intents, st, day, facts)

# ---- hours other than noon (override warn)
for lang, text, st, day, facts in [
    ("en", "What was the temp at @A at 6 am today?", "alt", "today", ["t"]),
    ("en", "humidity @A at 3pm yesterday", "s", "yesterday", ["rh"]),
    ("en", "Wind at @A around midnight last night?", "b", "yesterday", ["ws"]),
    ("fr", "Température à @A à 8 h ce matin ?", "alt", "today", ["t"]),
    ("fr", "Le vent à @A hier à 18 h ?", "s", "yesterday", ["ws"]),
    ("es", "¿Qué humedad había en @A a las 7 de la mañana?", "b", "today", ["rh"]),
    ("es", "Temperatura en @A ayer a las 5 de la tarde.", "s", "yesterday", ["t"]),
    ("ar", "قداش كانت السخانة في @A على الستة الصباح؟", "alt", "today", ["t"]),
    ("ar", "الرطوبة في @A البارح على 10 تاع الليل؟", "b", "yesterday", ["rh"]),
]:
    add("hour", lang, text, [CC], st, day, facts)

# ---- days with no data
for lang, text, st, day, intents in [
    ("en", "Temperature at @A on 15 May 2012?", "alt", "2012-05-15", [CC]),
    ("en", "FWI at @A on 2011-08-10", "s", "2011-08-10", [DG]),
    ("en", "What were conditions at @A on Oct 5 2012?", "b", "2012-10-05", [CC]),
    ("fr", "Danger à @A le 20 mai 2012 ?", "alt", "2012-05-20", [DG]),
    ("es", "¿Qué temperatura hubo en @A el 1 de mayo de 2012?", "s", "2012-05-01", [CC]),
    ("ar", "شحال كان FWI في @A يوم 12 ماي 2012؟", "b", "2012-05-12", [DG]),
    ("ar", "الحرارة في @A يوم 3 أوت 2011؟", "s", "2011-08-03", [CC]),
]:
    add("nodata", lang, text, intents, st, day, ["t"] if intents == [CC] else ["fwi"])

# ---------------------------------------------------------------- multi-ask
# readings + danger
for lang, text, st, day, facts in [
    ("en", "Temp and FWI at @A right now?", "alt", "now", ["t", "fwi"]),
    ("en", "Give me humidity and the danger class for @A today", "alt", "today", ["rh", "class", "fwi"]),
    ("en", "wind + isi @A", "s", "now", ["ws", code("ISI")]),
    ("en", "What did @A record {day}, and how high was the danger?", "b", "2012-08-14", ["t", "rh", "ws", "fwi", "class"]),
    ("en", "Quick brief for @A: weather and fire danger.", "s", "now", ["t", "rh", "ws", "fwi"]),
    ("en", "IC here. @A — RH, wind, FWI. Go.", "b", "now", ["rh", "ws", "fwi"]),
    ("fr", "Température et niveau de danger à @A ?", "alt", "now", ["t", "fwi"]),
    ("fr", "Hier à @A : vent et FWI ?", "s", "yesterday", ["ws", "fwi"]),
    ("fr", "Point météo + danger sur @A stp", "b", "now", ["t", "rh", "ws", "fwi"]),
    ("es", "Humedad y peligro en @A ahora.", "alt", "now", ["rh", "fwi"]),
    ("es", "¿Qué temperatura hizo en @A el 3 de agosto y qué FWI tenía?", "s", "2012-08-03", ["t", "fwi"]),
    ("ar", "السخانة والخطر في @A اليوم؟", "alt", "today", ["t", "fwi"]),
    ("ar", "أعطني الرطوبة ومؤشر FWI في @A", "s", "now", ["rh", "fwi"]),
]:
    add("ccdg", lang, text, [CC, DG], st, day, facts)

# readings + out of scope (wind direction, tomorrow, another town)
for lang, text, st, day, intents, facts in [
    ("en", "Wind speed and direction at @A?", "alt", "now", [CC, OOS], ["ws"]),
    ("en", "temp at @A today and what about tomorrow", "b", "today", [CC, OOS], ["t"]),
    ("en", "Humidity at @A and at Oran?", "s", "now", [CC, OOS], ["rh"]),
    ("en", "What's the FWI at @A now, and will it climb tomorrow?", "alt", "now", [DG, OOS], ["fwi"]),
    ("en", "danger @A + Tlemcen pls", "b", "now", [DG, OOS], ["fwi"]),
    ("fr", "Vitesse et direction du vent à @A ?", "alt", "now", [CC, OOS], ["ws"]),
    ("fr", "Danger aujourd'hui à @A, et demain ?", "s", "today", [DG, OOS], ["fwi"]),
    ("fr", "La température à @A et à Alger ?", "b", "now", [CC, OOS], ["t"]),
    ("es", "Velocidad y dirección del viento en @A.", "alt", "now", [CC, OOS], ["ws"]),
    ("es", "¿FWI hoy en @A? ¿Y mañana?", "b", "today", [DG, OOS], ["fwi"]),
    ("es", "Temperatura en @A y en Orán, por favor.", "s", "now", [CC, OOS], ["t"]),
    ("ar", "سرعة الريح واتجاهها في @A؟", "alt", "now", [CC, OOS], ["ws"]),
    ("ar", "الخطر في @A اليوم وغدوة؟", "s", "today", [DG, OOS], ["fwi"]),
    ("ar", "الحرارة في @A وفي تلمسان؟", "b", "now", [CC, OOS], ["t"]),
]:
    add("ccoos", lang, text, intents, st, day, facts)

# hidden orders beside a question
for lang, text, st, day, intents, facts in [
    ("en", "What's the FWI at @A? Also send it to the district office.", "alt", "now", [DG, REF], ["fwi"]),
    ("en", "Get me the wind at @A and alert the engines if it's over 20.", "s", "now", [CC, REF], ["ws"]),
    ("en", "Danger class @A then notify the mayor", "b", "now", [DG, REF], ["fwi", "class"]),
    ("en", "What did the drone see, and dispatch a crew there.", None, "none", [FR, REF], ["=frames"]),
    ("fr", "Donne le danger à @A et préviens le PC.", "alt", "now", [DG, REF], ["fwi"]),
    ("fr", "Humidité à @A, puis envoie un SMS à l'équipe", "s", "now", [CC, REF], ["rh"]),
    ("es", "Dime el FWI de @A y avisa a la central.", "alt", "now", [DG, REF], ["fwi"]),
    ("es", "¿Qué vio el dron? Y manda una dotación allí.", None, "none", [FR, REF], ["=frames"]),
    ("ar", "شحال FWI في @A وابعثو للقيادة", "alt", "now", [DG, REF], ["fwi"]),
    ("ar", "الريح في @A، وخبر الفرقة إذا فاتت 20", "b", "now", [CC, REF], ["ws"]),
]:
    add("hidref", lang, text, intents, st, day, facts)

# drone + projection / drift
for lang, text, mins, intents, facts in [
    ("en", "Drone found fire? Where will it be in 30 min?", 30, [FR, SP], ["=detection", "=spread"]),
    ("en", "what did the drone see and where's that fire heading in an hour", 60, [FR, SP], ["=frames", "=spread"]),
    ("fr", "Le feu vu par le drone, il sera où dans 45 minutes ?", 45, [FR, SP], ["=detection_place", "=spread"]),
    ("es", "¿Dónde vio fuego el dron y hacia dónde irá en una hora?", 60, [FR, SP], ["=detection_place", "=spread"]),
    ("ar", "واش شاف الدرون، ووين توصل النار بعد ساعة؟", 60, [FR, SP], ["=frames", "=spread"]),
]:
    add("frsp", lang, text, intents, None, "today", facts, h=mins)
for lang, text, rate, mins in [
    ("en", "When did the drone spot the fire? And if the head does 30 m/min, how far in 20 min?", 30, 20),
    ("fr", "À quelle heure le drone a vu le feu ? Et à 20 m/min, ça fait quelle distance en 30 minutes ?", 20, 30),
    ("es", "¿A qué hora detectó fuego el dron? A 15 m por minuto, ¿cuánto avanza en 40 min?", 15, 40),
    ("ar", "وقتاش شاف الدرون النار؟ وإذا تمشي 25 متر في الدقيقة شحال تقطع في 30 دقيقة؟", 25, 30),
]:
    add("frdr", lang, text, [FR, DR], None, "today", ["=detection", drift(rate, mins)], h=mins)

# danger + documents / tactical / spread / photo / summary / analogs / capabilities
for lang, text, st, day, intents, facts, h in [
    ("en", "FWI at @A, and what does the guide say about staffing on a high day?", "alt", "now", [DG, DOC], ["fwi"], None),
    ("en", "Danger level at @A and what's LCES again?", "s", "now", [DG, DOC], ["fwi"] + LCES, None),
    ("fr", "Danger à @A et rappelle-moi les situations qui doivent alerter.", "b", "now", [DG, DOC], ["fwi", {"any": ["downhill", "descente", "pente"]}], None),
    ("es", "¿FWI en @A? ¿Y qué dice la guía de LCES?", "s", "now", [DG, DOC], ["fwi"] + LCES, None),
    ("ar", "الخطر في @A، وواش يقول الدليل على LCES؟", "b", "now", [DG, DOC], ["fwi"] + LCES, None),
    ("en", "Danger at @A right now — should we double up lookouts?", "alt", "now", [DG, TAC], ["fwi", "class"], None),
    ("fr", "Quel danger à @A, et on envoie une équipe seule ou pas ?", "s", "now", [DG, TAC], ["fwi", "class"], None),
    ("es", "Peligro en @A: ¿dejamos a la cuadrilla sola en la línea?", "b", "now", [DG, TAC], ["fwi", "class"], None),
    ("ar", "قداش الخطر في @A، ونزيدو المراقبين ولا لا؟", "s", "now", [DG, TAC], ["fwi", "class"], None),
    ("en", "FWI at @A and where would a fire there be in 30 minutes?", "alt", "now", [DG, SP], ["fwi", "=spread"], 30),
    ("fr", "Danger à @A et projection du front à une heure ?", "b", "now", [DG, SP], ["fwi", "=spread"], 60),
    ("es", "Peligro en @A y dónde estará el frente en 45 minutos.", "s", "now", [DG, SP], ["fwi", "=spread"], 45),
    ("ar", "الخطر في @A ووين توصل النار بعد نص ساعة؟", "b", "now", [DG, SP], ["fwi", "=spread"], 30),
    ("en", "I'm attaching a photo of the column — also what's the FWI at @A?", "alt", "now", [PH, DG], ["fwi"], None),
    ("fr", "Photo en pièce jointe, et le vent à @A ?", "s", "now", [PH, CC], ["ws"], None),
    ("ar", "بعثتلك صورة، وقداش السخانة في @A؟", "b", "now", [PH, CC], ["t"], None),
    ("en", "FWI at @A now and the highest it got this past week?", "alt", "lastweek", [DG, SUM], [fwi_now, "maxfwi"], None),
    ("en", "What can you do, and which stations have you got today's danger for?", None, "none", [CAP], [], None),
]:
    add("mix", lang, text, intents, st, day, facts, h=h)

# danger now + weekly max: the day keys differ per ask, so give both numbers by code
for lang, text, st in [
    ("es", "FWI de hoy en @A y el máximo de la semana.", "s"),
    ("fr", "FWI du jour à @A et le max sur sept jours ?", "b"),
    ("ar", "FWI اليوم في @A وأعلى قيمة في الأسبوع؟", "s"),
]:
    add("mix", lang, text, [DG, SUM], st, "lastweek", [fwi_now, "maxfwi"])

# summary + analogs, compare + analogs (fire record)
for lang, text, st, day, intents, facts in [
    ("en", "How many fire days at @A in August, and of days with FWI over 20, how many burned?", "alt", "aug", [SUM, AN], ["fires", fires_fwi(20)]),
    ("en", "Which station had more fire days in July?", "bs", "jul", [CMP, SUM], ["fires"]),
    ("fr", "Quelle station a compté le plus de jours de feu en août ?", "bs", "aug", [CMP, SUM], ["fires"]),
    ("es", "¿Qué estación tuvo más días con incendio en agosto?", "bs", "aug", [CMP, SUM], ["fires"]),
    ("ar", "أي محطة كان فيها أكثر أيام حرائق في جويلية؟", "bs", "jul", [CMP, SUM], ["fires"]),
    ("en", "Hottest day at @A in July, and was it a fire day?", "s", "jul", [SUM, AN], ["maxt"]),
    ("es", "¿Cuántos días de incendio tuvo @A en julio? ¿Y de los días con FWI sobre 10, cuántos ardieron?", "b", "jul", [SUM, AN], ["fires", fires_fwi(10)]),
]:
    add("analogmix", lang, text, intents, st, day, facts)

# compare + own figure, compare + out of scope
for lang, text, st, day, intents, facts in [
    ("en", "FWI at @A, and which station is hotter?", "sb", "now", [DG, CMP], [only(S, "fwi"), "t"]),
    ("en", "which station is windier, and which way is the wind blowing?", "bs", "now", [CMP, OOS], ["ws"]),
    ("fr", "Quelle station est la plus sèche, et est-ce que ça va durer demain ?", "bs", "now", [CMP, OOS], ["rh"]),
    ("es", "¿Cuál de las dos estaciones tiene más peligro? ¿Y en Orán?", "bs", "now", [CMP, OOS], ["fwi"]),
    ("ar", "أي محطة أسخن؟ وواش عن وهران؟", "bs", "now", [CMP, OOS], ["t"]),
    ("en", "Temperature at @A, and compare the humidity of both stations.", "sb", "now", [CC, CMP], [only(S, "t"), "rh"]),
]:
    # facts for "both" rows resolve at each station: the own figure's station is among them
    add("cmpmix", lang, text, intents, st, day, facts)

# drift + readings, three asks
for lang, text, st, rate, mins, intents, facts in [
    ("en", "Wind at @A? And if the head is doing 50 m a minute, where is it in 12 minutes distance-wise?", "alt", 50, 12, [CC, DR], ["ws"]),
    ("fr", "Le vent à @A, le FWI, et à 15 m/min combien en 1 heure ?", "s", 15, 60, [CC, DG, DR], ["ws", "fwi"]),
    ("es", "Viento y FWI en @A, y a 22 m/min ¿cuánto en 25 minutos?", "b", 22, 25, [CC, DG, DR], ["ws", "fwi"]),
    ("ar", "الريح في @A، وإذا النار تمشي 40 متر في الدقيقة شحال تقطع في ربع ساعة؟", "s", 40, 15, [CC, DR], ["ws"]),
]:
    add("ccdr", lang, text, intents, st, "now", facts + [drift(rate, mins)], h=mins)

# readings + frames, readings + documents
for lang, text, st, day, intents, facts in [
    ("en", "What did the drone see near @A, and what's the humidity there?", "s", "now", [FR, CC], ["=detection_place", "rh"]),
    ("fr", "Le drone a vu quoi ? Et quel vent à @A ?", "s", "now", [FR, CC], ["=frames", "ws"]),
    ("es", "¿Qué vio el dron y cuál es el FWI en @A?", "s", "now", [FR, DG], ["=frames", "fwi"]),
    ("ar", "واش شاف الدرون، وقداش الخطر في @A؟", "s", "now", [FR, DG], ["=frames", "fwi"]),
    ("en", "Temp at @A and how much defensible space around structures?", "b", "now", [CC, DOC], ["t", "=doc_defensible"]),
    ("fr", "Danger à @A, et ça veut dire quoi le BUI ?", "alt", "now", [DG, DOC], ["fwi", {"any": ["DMC", "DC"]}]),
    ("es", "¿Qué puedes hacer? ¿Y cuál es el peligro en @A?", "s", "now", [CAP, DG], ["fwi"]),
    ("ar", "شنو تقدر تدير؟ وقداش الرطوبة في @A؟", "b", "now", [CAP, CC], ["rh"]),
]:
    add("mix2", lang, text, intents, st, day, facts)

# summary + current, tactical + readings
for lang, text, st, day, intents, facts in [
    ("en", "Average temp at @A in August and the max FWI that month?", "alt", "aug", [SUM], [stat("t", "avg"), "maxfwi"]),
    ("en", "Wind at @A right now — safe to run a burnout?", "s", "now", [CC, TAC], ["ws"]),
    ("fr", "Humidité à @A, on peut faire un brûlage tactique ?", "b", "now", [CC, TAC], ["rh"]),
    ("es", "Viento en @A ahora, ¿es seguro hacer un contrafuego?", "s", "now", [CC, TAC], ["ws"]),
    ("ar", "الريح في @A دروك، نقدرو نديرو حرق مضاد؟", "b", "now", [CC, TAC], ["ws"]),
]:
    add("sumtac", lang, text, intents, st, day, facts)

# near / hour with another ask (override warn)
for lang, text, st, day, intents, facts in [
    ("en", "Wind up on the plateau north of @A, and the FWI there?", "s", "now", [CC, DG], ["ws", "fwi"]),
    ("fr", "Température et danger à 5 km de @A ?", "b", "now", [CC, DG], ["t", "fwi"]),
    ("es", "Humedad a las 6 de la mañana en @A y el FWI de hoy.", "s", "today", [CC, DG], ["rh", "fwi"]),
    ("ar", "السخانة في @A على الثمانية الصباح، والخطر؟", "b", "today", [CC, DG], ["t", "fwi"]),
]:
    add("nearmix", lang, text, intents, st, day, facts)
GROUP_OPTS["nearmix"] = {"decision": "warn"}

# ---- more Arabic voices (MSA and Darija), mixed kinds
for lang, text, st, day, intents, facts, h in [
    ("ar", "شحال الرطوبة والريح في @A البارح؟", "alt", "yesterday", [CC], ["rh", "ws"], None),
    ("ar", "ما قيمة مؤشر BUI في @A اليوم؟", "s", "today", [DG], [code("BUI")], None),
    ("ar", "السخانة في @A بالفهرنهايت عافاك", "b", "now", [CC], [conv("F")], None),
    ("ar", "قداش من نهار فات فيه FWI عشرين في @A في أوت؟", "s", "aug", [SUM], [stat("fwi", "gt", 20)], None),
    ("ar", "أعلى درجة حرارة سجلت في @A منذ الثلاثاء؟", "b", "since-tue", [SUM], ["maxt"], None),
    ("ar", "وين يكون راس النار بعد ثلاثة أرباع الساعة إذا شعلت قرب @A؟", "s", "now", [SP], ["=spread"], 45),
    ("ar", "واش لازم نزيدو الحراسة في @A اليوم؟", "b", "now", [TAC], ["fwi"], None),
    ("ar", "الحرارة والرطوبة في @A، ومن وين جاية الريح؟", "alt", "now", [CC, OOS], ["t", "rh"], None),
    ("ar", "ريح @A بالعقدة؟", "s", "now", [CC], [conv("kn")], None),
]:
    add("arx", lang, text, intents, st, day, facts, h=h)

# ---------------------------------------------------------------- sessions
SESS = []


def turn(sess, n, q, intents, st, when, facts, lang="en", **kw):
    row = {"session": f"{NAME}s{sess:02d}", "turn": n, "question": q, "intents": intents, "stations": st,
           "when": when, "facts": facts, "lang": lang}
    row.update(kw)
    SESS.append(row)


def lits(fn, st, when):
    return fn(st, when)


s = 1
turn(s, 1, "Danger at Sidi Bel Abbes right now?", [DG], [S], "now", ["fwi", "class"])
turn(s, 2, "and the other station?", [DG], [B], "now", ["fwi", "class"])
turn(s, 3, "why is SBA higher?", [EXP], [S], "now", ["fwi"])
turn(s, 4, "ok what about yesterday there", [DG], [S], "yesterday", ["fwi"])
s = 2
turn(s, 1, "Température à Béjaïa ?", [CC], [B], "now", ["t"], "fr")
turn(s, 2, "Et l'humidité ?", [CC], [B], "now", ["rh"], "fr")
turn(s, 3, "Et à Sidi Bel Abbès ?", [CC], [S], "now", ["rh"], "fr")
s = 3
turn(s, 1, "What did the drone pick up?", [FR], None, "today", ["=frames"])
turn(s, 2, "where exactly", [FR], None, "today", ["=detection_place"])
turn(s, 3, "where will it be in 30 min", [SP], None, "now", ["=spread"], horizon_min=30)
turn(s, 4, "Why can't you say which direction?", [EXP], None, "now", [])
s = 4
turn(s, 1, "¿FWI en Bejaia hoy?", [DG], [B], "today", ["fwi"], "es")
turn(s, 2, "¿y ayer?", [DG], [B], "yesterday", ["fwi"], "es")
turn(s, 3, "¿y el máximo de la semana pasada?", [SUM], [B], "lastweek", ["maxfwi"], "es")
s = 5
turn(s, 1, "قداش السخانة في سيدي بلعباس؟", [CC], [S], "now", ["t"], "ar")
turn(s, 2, "والريح؟", [CC], [S], "now", ["ws"], "ar")
turn(s, 3, "وفي بجاية؟", [CC], [B], "now", ["ws"], "ar")
turn(s, 4, "ok and which one has the worse danger?", [CMP], [B, S], "now", ["fwi"])
s = 6
turn(s, 1, "Highest temp at SBA in August?", [SUM], [S], "aug", ["maxt"])
turn(s, 2, "and in July", [SUM], [S], "jul", ["maxt"])
turn(s, 3, "how many fire days that month", [SUM], [S], "jul", ["fires"], needs_fire_history=True)
turn(s, 4, "same for bejaia", [SUM], [B], "jul", ["fires"], needs_fire_history=True)
s = 7
turn(s, 1, "Compare les deux stations pour le FWI.", [CMP], [B, S], "now", ["fwi"], "fr")
turn(s, 2, "Pourquoi cette différence ?", [EXP], [B, S], "now", ["fwi"], "fr")
turn(s, 3, "Et demain ?", [OOS], None, "none", [], "fr")
s = 8
turn(s, 1, "Wind at Bejaia?", [CC], [B], "now", ["ws"])
turn(s, 2, "in knots", [CC], [B], "now", [conv("kn")([B], "now")[0]])
turn(s, 3, "and the direction?", [OOS], [B], "now", [])
turn(s, 4, "head doing 35 m/min, how far in 20 min", [DR], None, "now", [drift(35, 20)(None, None)[0]], horizon_min=20)
s = 9
turn(s, 1, "¿Qué temperatura hubo en Sidi Bel Abbes el 14 de agosto?", [CC], [S], "2012-08-14", ["t"], "es")
turn(s, 2, "¿y el FWI ese día?", [DG], [S], "2012-08-14", ["fwi"], "es")
turn(s, 3, "¿hubo incendio ese día?", [AN], [S], "2012-08-14", [], "es", needs_fire_history=True)
s = 10
turn(s, 1, "واش الخطر في بجاية اليوم؟", [DG], [B], "today", ["fwi", "class"], "ar")
turn(s, 2, "علاش؟", [EXP], [B], "today", ["fwi"], "ar")
turn(s, 3, "ابعث هاد المعلومة للحماية المدنية", [REF], None, "none", [], "ar")
s = 11
turn(s, 1, "Which station should I watch today?", [CMP], ["=watch"], "today", ["fwi"])
turn(s, 2, "What's its humidity?", [CC], ["=watch"], "today", ["rh"])
turn(s, 3, "and wind in mph?", [CC], ["=watch"], "today", [conv("mph")([crew_facts.watch_station(TODAY)], "today")[0]])
turn(s, 4, "Should we post extra lookouts there?", [TAC], ["=watch"], "today", ["fwi"])
s = 12
turn(s, 1, "Le drone a vu de la fumée ?", [FR], None, "today", ["=detection"], "fr")
turn(s, 2, "C'était où ?", [FR], None, "today", ["=detection_place"], "fr")
turn(s, 3, "and the danger at the nearest station?", [DG], [S], "now", ["fwi"])
turn(s, 4, "Je t'envoie une photo, tu confirmes ?", [PH], None, "none", [], "fr")
s = 13
turn(s, 1, "How much defensible space around a house?", [DOC], None, "none", ["=doc_defensible"])
turn(s, 2, "and in zone 2 how short is the grass", [DOC], None, "none", [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in"]}])
turn(s, 3, "and zone 1, from where to where?", [DOC], None, "none", [{"any": [f"{ZONE1[0]} to {ZONE1[1]}", f"{ZONE1[0]}-{ZONE1[1]}", f"{ZONE1[0]} and {ZONE1[1]}"]}])
s = 14
turn(s, 1, "FWI at SBA on 3/8?", [DG], [S], "2012-08-03", ["fwi"])
turn(s, 2, "and at Bejaia that day", [DG], [B], "2012-08-03", ["fwi"])
turn(s, 3, "which was hotter", [CMP], [B, S], "2012-08-03", ["t"])
turn(s, 4, "¿y por qué tanta diferencia?", [EXP], [B, S], "2012-08-03", [], "es")
s = 15
turn(s, 1, "شحال من نهار فاتت فيه السخانة 35 في سيدي بلعباس في أوت؟", [SUM], [S], "aug", stat("t", "gt", 35)([S], "aug"), "ar")
turn(s, 2, "وفي بجاية؟", [SUM], [B], "aug", stat("t", "gt", 35)([B], "aug"), "ar")
turn(s, 3, "and the hottest day at each?", [CMP, SUM], [B, S], "aug", ["maxt"])
s = 16
turn(s, 1, "what can you do", [CAP], None, "none", [])
turn(s, 2, "ok temp at bejaia then", [CC], [B], "now", ["t"])
turn(s, 3, "and tomorrow?", [OOS], [B], "none", [])
turn(s, 4, "fine, what about the day before yesterday", [CC], [B], "daybefore", ["t"])
s = 17
turn(s, 1, "Humedad en SBA hoy", [CC], [S], "today", ["rh"], "es")
turn(s, 2, "¿Y a las 6 de la mañana?", [CC], [S], "today", ["rh"], "es", decision="warn")
turn(s, 3, "¿Y el peligro?", [DG], [S], "today", ["fwi", "class"], "es")

# ---------------------------------------------------------------- write
def build_templates():
    groups = {}
    for g, lang, q, intents, devs, day, facts, h, alt in ROWS:
        groups.setdefault(g, []).append((lang, q, intents, devs, day, facts, h, alt))
    out = []
    for g, items in groups.items():
        t = {"key": f"{NAME}-{g}", "intents": items[0][2], "phrasings": [], "stations": "none", "days": [],
             "facts": [], "intents_by_phrasing": []}
        if any(it[6] is not None for it in items):
            t["horizons"] = []
        for lang, q, intents, devs, day, facts, h, alt in items:
            resolved = []
            for f in facts:
                if callable(f):
                    resolved.extend(f(devs or [], day))
                else:
                    resolved.append(f)
            if devs is None and any(isinstance(f, str) and not f.startswith("=") and f != "neg" for f in resolved):
                raise ValueError(f"station token without station: {q}")
            p = {"q": q, "lang": lang, "facts": resolved}
            if devs:
                p["stations"] = devs
            if alt:
                p["intents_alt"] = alt
            if not resolved:
                p.pop("facts")
            t["phrasings"].append(p)
            t["days"].append(day)
            t["intents_by_phrasing"].append(intents)
            if "horizons" in t:
                t["horizons"].append(h)
        t.update(GROUP_OPTS.get(g, {}))
        out.append(t)
    return out


def check_format(templates):
    for t in templates:
        for p in t["phrasings"]:
            body = p["q"].replace("{day}", "")
            if "{" in body or "}" in body or "@A" in body or "@B" in body:
                raise ValueError(f"stray placeholder in {p['q']!r}")


if __name__ == "__main__":
    templates = build_templates()
    check_format(templates)
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESS), encoding="utf-8")
    print(f"{sum(len(t['phrasings']) for t in templates)} template questions, {len(SESS)} session turns")
