"""Generate the blind crew batch dev20: crew_templates_dev20.jsonl and crew_sessions_dev20.jsonl beside this file.

Every literal number in a gold fact is computed here: readings and codes from the Algerian CSV through
appliance.evaluation.crew_facts (unit conversions of the real reading), crew-stated rates times minutes
by arithmetic, and guidance figures parsed out of edge_data/documents. Run:
    cd <worktree> && PYTHONPATH=$PWD /work/main/.venv/bin/python appliance/evaluation/data/make_dev20.py
"""
import json
import re
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
DOCS = ROOT / "edge_data" / "documents"
NAME = "d20"   # ids d20-... and d20s..; the files are *_dev20.jsonl as every dev batch
B, S = "bejaia", "sidi-bel-abbes"
STATIONS = crew_facts.STATIONS
TABLE = crew_facts.table()


# ---------------------------------------------------------------- literal facts, computed
def num(x: float):
    return int(x) if float(x).is_integer() else x


def fmt(x: float, nd: int = 1) -> str:
    s = f"{x:.{nd}f}".rstrip("0").rstrip(".")
    return s


def reading(dev: str, day: str):
    return TABLE[(dev, day)]


def mph(dev, day):
    v = reading(dev, day).wind_kmh * 0.621371
    return {"any": [f"{fmt(v)} mph", f"{round(v)} mph", f"{fmt(v)} mi"]}


def knots(dev, day):
    v = reading(dev, day).wind_kmh * 0.539957
    return {"any": [f"{fmt(v)} kn", f"{round(v)} kn", f"{fmt(v)} kt", f"{round(v)} kt", f"{fmt(v)} nœud", f"{round(v)} nœud"]}


def ms(dev, day):
    v = reading(dev, day).wind_kmh / 3.6
    return {"any": [f"{fmt(v)} m/s", f"{round(v)} m/s", f"{fmt(v).replace('.', ',')} m/s"]}


def fahr(dev, day):
    v = reading(dev, day).temperature_c * 9 / 5 + 32
    vs = [f"{x} {u}" for x in dict.fromkeys([fmt(v), str(round(v))]) for u in ("°F", "F", "degrees")]
    return {"any": vs + [f"{x}°F" for x in dict.fromkeys([fmt(v), str(round(v))])]}


def code(name):
    def f(dev, day):
        return num(reading(dev, day).codes[name])
    return f


def distance(metres: float):
    """A distance the crew's own numbers give: metres and kilometres, French comma too."""
    m = round(metres)
    km = fmt(metres / 1000, 2)
    return {"any": [f"{m} m", f"{km} km", f"{km.replace('.', ',')} km"]}


def rate_x_min(m_per_min: float, minutes: float):
    return distance(m_per_min * minutes)


def kmh_x_min(kmh: float, minutes: float):
    return distance(kmh * 1000 / 60 * minutes)


def doc(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


DEF = doc("butte-county-defensible-space.md")
LCES = doc("crew-safety-lces.md")
FWIG = doc("fire-weather-index-guide.md")
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+)\s+feet", DEF).groups()
ZONE0 = re.search(r"Zone 0 is the first (\d+)\s+feet", DEF).group(1)
GRASS = re.search(r"maximum height of (\d+)\s+inches", DEF).group(1)
CHIMNEY = re.search(r"branches (\d+) feet\s+from chimneys", DEF).group(1)
FFMC_EASY = re.search(r"above about (\d+)\s+fine fuels ignite", FWIG).group(1)
HIGH_FROM = re.search(r"from ([\d.]+)\s+high", FWIG).group(1)
VHIGH_FROM = re.search(r"from ([\d.]+)\s+very high", FWIG).group(1)
LCES_WORDS = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", LCES).groups()
assert ZONE1 and GRASS and FFMC_EASY and HIGH_FROM and LCES_WORDS


def ft(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds"]}


# ---------------------------------------------------------------- templates
TEMPLATES = []


def T(kind, intents, phrasings, stations="none", days=("none",), facts=(), per=None, **kw):
    """One template. `per(dev, day)` adds literal facts per phrasing for the station/day it will expand to."""
    t = {"key": f"{NAME}-{kind}", "intents": intents, "stations": stations, "days": list(days), "facts": list(facts),
         "phrasings": phrasings}
    t.update(kw)
    if per:
        out = []
        for i, raw in enumerate(phrasings):
            p = dict(raw) if isinstance(raw, dict) else {"q": raw}
            mode = p.get("stations", stations)
            key = t["days"][i % len(t["days"])]
            lang = p.get("lang", t.get("lang", "en"))
            day = crew_days.resolve(key, lang, 0)["days"][0]
            devs = mode if isinstance(mode, list) else ([STATIONS[i % 2]] if "{st}" in p["q"] else list(STATIONS))
            p["facts"] = list(p.get("facts", facts)) + [per(d, day) for d in devs]
            out.append(p)
        t["phrasings"] = out
    TEMPLATES.append(t)


def fr(q, **kw):
    return {"q": q, "lang": "fr", **kw}


def es(q, **kw):
    return {"q": q, "lang": "es", **kw}


def ar(q, **kw):
    return {"q": q, "lang": "ar", **kw}


# --- current conditions, now
T("cond-now", ["current_conditions"], [
    "Dispatch to all units: what's {st} reporting right now, temp humidity and wind?",
    "whats the wind doin at {st} rn",
    "Hi, I'm new on the volunteer roster. Could you tell me what the weather is like at {st} at the moment?",
    "Command here, give me current temperature and RH for {st}, over.",
    fr("Quelles sont les conditions actuelles à {st} : température, humidité, vent ?"),
    fr("le vent a {st} il est a combien la maintenant"),
    es("¿Qué temperatura y humedad marca {st} ahora mismo?"),
    ar("شحال السخانة والريح في {st} دروك؟"),
    ar("ما هي درجة الحرارة والرطوبة النسبية الحالية في محطة {st}؟"),
    es("oye, cómo está el viento en {st} ahorita"),
], stations="alt", days=["now"], facts=["t", "rh", "ws"])

T("cond-ar-names", ["current_conditions"], [
    ar("واش راهي الريح في بجاية اليوم؟", stations=[B], facts=["ws"]),
    ar("كم تبلغ درجة الحرارة في سيدي بلعباس اليوم؟", stations=[S], facts=["t"]),
    ar("بجاية: شحال الرطوبة والسخانة اليوم؟", stations=[B], facts=["rh", "t"]),
    ar("هل سقط مطر في سيدي بلعباس اليوم؟", stations=[S], facts=["rain"]),
    ar("عطيني الطقس تاع بلعباس اليوم، السخانة والريح", stations=[S], facts=["t", "ws"]),
], days=["today"])

# --- current conditions on a past day ({day} in its language)
T("cond-day", ["current_conditions"], [
    "What was the temperature at {st} {day}?",
    "how humid was it at {st} {day}",
    "Engine 4 asking: wind speed at {st} {day}?",
    "Did it rain at {st} {day}? Need it for the after-action report.",
    fr("Il faisait quelle température à {st} {day} ?"),
    fr("Pluie et humidité relevées à {st} {day}, s'il vous plaît."),
    es("¿Cuánto viento hubo en {st} {day}?"),
    ar("شحال كانت الرطوبة في {st} {day}؟"),
    ar("كم كانت سرعة الرياح في {st} {day}؟"),
], stations="alt", days=["2012-08-14", "2012-07-02", "2012-06-19", "2012-09-12", "2012-08-27", "2012-07-23",
                         "2012-06-08", "2012-09-05", "2012-08-09"],
  facts_by_phrasing=[["t"], ["rh"], ["ws"], ["rain"], ["t"], ["rain", "rh"], ["ws"], ["rh"], ["ws"]])

# --- dates written in the crew's own formats (explicit day per phrasing)
T("cond-datefmt", ["current_conditions"], [
    {"q": "temp at Bejaia on 3-Aug?", "stations": [B], "facts": ["t"]},
    {"q": "SBA readings 03.08.2012 pls", "stations": [S], "facts": ["t", "rh", "ws"]},
    fr("Béjaïa le 3/08, il faisait combien ?", stations=[B], facts=["t"]),
    {"q": "Sidi humidity on 21-Jul-2012?", "stations": [S], "facts": ["rh"]},
    {"q": "What did Bej read on 2012/09/17, wind and humidity?", "stations": [B], "facts": ["ws", "rh"]},
    es("¿Temperatura en Sidi Bel Abbes el 17/9?", stations=[S], facts=["t"]),
    ar("شحال كانت السخانة في بجاية نهار 21/07؟", stations=[B], facts=["t"]),
], days=["2012-08-03", "2012-08-03", "2012-08-03", "2012-07-21", "2012-09-17", "2012-09-17", "2012-07-21"])

# --- units asked
T("units-mph", ["current_conditions"], [
    "What's the wind at {st} in mph right now?",
    "wind {st} in miles per hour pls",
    "Give me {st} wind speed in mph, the strike team from the States only reads mph.",
    es("¿Y el viento en {st} en millas por hora?"),
], stations="alt", days=["now"], per=mph)
T("units-knots", ["current_conditions"], [
    "Air attack wants the {st} wind in knots, what have you got?",
    fr("Le vent à {st} en nœuds pour l'hélico, svp."),
    "{st} wind in kts yesterday?",
    ar("الريح في {st} بالعقدة شحال؟ الطيار يحتاجها"),
], stations="alt", days=["now", "now", "yesterday", "now"], per=knots)
T("units-f", ["current_conditions"], [
    "What's the temperature at {st} in Fahrenheit?",
    "temp at {st} in F??",
    "I'm from Canada on exchange but I think in Fahrenheit anyway, how hot was {st} {day}?",
    es("¿Cuántos grados Fahrenheit hace en {st}?"),
], stations="alt", days=["now", "now", "2012-08-20", "now"], per=fahr)
T("units-ms", ["current_conditions"], [
    fr("Vent à {st} en mètres par seconde ?"),
    "wind at {st} in m/s {day}",
    ar("سرعة الرياح في {st} بالمتر في الثانية؟"),
], stations="alt", days=["now", "yesterday", "now"], per=ms)

# --- hours: only the noon reading exists -> warn
T("cond-hour", ["current_conditions"], [
    "What was the temperature at {st} at 6 am today?",
    "humidity at {st} around 3 in the morning?",
    "Command: what was the wind at {st} at 18:00 yesterday?",
    fr("Quelle humidité à {st} à 7h ce matin ?"),
    es("¿Qué temperatura hacía en {st} a las 5 de la tarde ayer?"),
    ar("شحال كانت السخانة في {st} على الستة تاع الصباح اليوم؟"),
], stations="alt", days=["today", "today", "yesterday", "today", "yesterday", "today"],
  facts_by_phrasing=[["t"], ["rh"], ["ws"], ["rh"], ["t"], ["t"]], decision="warn")

# --- places near a station but not at it -> warn
T("cond-nearby", ["current_conditions"], [
    {"q": "What's the wind up on the ridge above Béjaïa right now?", "stations": [B], "facts": ["ws"]},
    {"q": "crew on the hills south of sidi bel abbes asking temp n humidity", "stations": [S], "facts": ["t", "rh"]},
    fr("Quel vent sur les crêtes au-dessus de Béjaïa, à 10 km de la station ?", stations=[B], facts=["ws"]),
    {"q": "How dry is it in the forest about 15 km out of Sidi Bel Abbes?", "stations": [S], "facts": ["rh"]},
    ar("شحال الريح في الغابة اللي فوق بجاية؟", stations=[B], facts=["ws"]),
    es("¿Qué humedad hay en el monte a las afueras de Sidi Bel Abbes?", stations=[S], facts=["rh"]),
], days=["now"], decision="warn")

# --- danger
T("danger-now", ["danger"], [
    "What's the fire danger at {st} today?",
    "fwi {st}??",
    "Is a fire likely around {st} today? First week volunteering, sorry if that's a dumb question.",
    "IC to base: danger class at {st} for this afternoon's ops?",
    fr("Quel est le niveau de danger d'incendie à {st} aujourd'hui ?"),
    fr("c'est quoi l'IFM a {st} la"),
    es("¿Qué nivel de peligro de incendio tiene {st} hoy?"),
    ar("ما هو مؤشر خطر الحرائق في {st} اليوم؟"),
    ar("واش الخطر تاع النار عالي في {st} اليوم؟"),
    es("¿Hay riesgo de que prenda un fuego en {st} hoy?"),
], stations="alt", days=["today"], facts=["fwi", "class"])

T("danger-day", ["danger"], [
    "What was the FWI at {st} {day}?",
    "danger rating {st} {day}?",
    "Was fire danger high at {st} {day}?",
    fr("Le danger à {st} {day}, c'était quelle classe ?"),
    es("¿Qué índice FWI tuvo {st} {day}?"),
    ar("شحال كان مؤشر FWI في {st} {day}؟"),
    ar("كيفاش كان الخطر في {st} {day}؟"),
], stations="alt", days=["2012-08-25", "2012-08-29", "2012-07-10", "2012-09-06", "2012-08-11", "2012-06-27", "2012-09-14"],
  facts=["fwi", "class"])

T("codes", ["danger"], [
    {"q": "What's the ISI at {st} today?", "c": "ISI"},
    {"q": "BUI for {st} {day}?", "c": "BUI"},
    {"q": "Dispatch: read me the DMC at {st}.", "c": "DMC"},
    {"q": "ffmc {st} now", "c": "FFMC"},
    fr("Quel est le DC à {st} {day} ?", c="DC"),
    es("¿Cuánto marca el ISI en {st}?", c="ISI"),
    ar("شحال BUI في {st} اليوم؟", c="BUI"),
    ar("ما قيمة مؤشر FFMC في {st} {day}؟", c="FFMC"),
], stations="alt", days=["today", "2012-08-29", "now", "now", "2012-08-25", "now", "today", "2012-07-30"])

# --- compare stations
T("compare", ["compare_stations"], [
    "Which station is worse right now, Béjaïa or Sidi Bel Abbes?",
    "compare bejaia n sidi fwi today",
    "IC: side by side, the two stations' fire danger {day}, which one do I watch?",
    fr("Entre Béjaïa et Sidi Bel Abbès, lequel est le plus dangereux aujourd'hui ?"),
    fr("Compare-moi les deux stations {day}, indice FWI."),
    es("¿Dónde está peor el peligro hoy, en Béjaïa o en Sidi Bel Abbes?"),
    ar("قارن لي بين بجاية وسيدي بلعباس في خطر الحرائق اليوم"),
    ar("وين الخطر أكبر {day}، بجاية ولا بلعباس؟"),
    "Between the coast station and the inland one, where's the danger higher {day}?",
], stations="both", days=["today", "today", "2012-08-14", "today", "2012-07-05", "today", "today", "2012-09-02", "yesterday"],
  facts=["fwi"])

T("compare-cond", ["compare_stations", "current_conditions"], [
    "Which is drier and windier today, {st} or {st2}? Give me the numbers.",
    fr("Donne-moi température et humidité aux deux stations aujourd'hui, et dis-moi où c'est le plus sec."),
    es("¿Dónde sopla más el viento hoy, en Béjaïa o en Sidi Bel Abbes, y cuánto?"),
    ar("قارن بين بجاية وسيدي بلعباس: الرطوبة والريح اليوم"),
], stations="both", days=["today"], facts=["rh", "ws"])

# --- summary over windows
T("summary", ["summary"], [
    "Give me a sitrep for {st} {day}.",
    "how has {st} been trending {day}",
    "What was the worst FWI at {st} {day}?",
    "Hottest day at {st} {day}, what temperature?",
    fr("Fais-moi le point sur {st} {day}."),
    fr("Résumé de la situation à {st} {day}, avec le FWI max."),
    es("Resumen de {st} {day}, por favor."),
    ar("عطيني ملخص على {st} {day}"),
    ar("ما هي أعلى قيمة لمؤشر FWI في {st} {day}؟"),
    ar("كيفاش كانت الأمور في {st} {day}؟"),
], stations="alt", days=["lastweek", "last3d", "aug", "jul", "lastweek", "sep1-10", "aug-late", "since-tue", "jun", "last3d"],
  facts_by_phrasing=[["maxfwi"], ["maxfwi"], ["maxfwi"], ["maxt"], ["maxfwi"], ["maxfwi"], ["maxfwi"], ["maxfwi"],
                     ["maxfwi"], ["maxfwi"]])

T("summary-fires", ["summary"], [
    "How many fire days did {st} have {day}?",
    "fires at {st} {day}? how many",
    fr("Combien de jours avec feu à {st} {day} ?"),
    es("¿Cuántos días con incendio hubo en {st} {day}?"),
    ar("شحال من نهار فيه نار في {st} {day}؟"),
    ar("كم يوماً سُجّل فيه حريق في {st} {day}؟"),
], stations="alt", days=["aug", "jul", "sep", "jun", "aug-late", "sep1-10"], facts=["fires"], needs_fire_history=True)

# --- analogs
T("analogs-thr", ["analogs"], [
    "Of the past days when FWI went above {thr} at {st}, how many actually had a fire?",
    "days with fwi over {thr} at {st} - how many burned?",
    fr("Parmi les jours où le FWI a dépassé {thr} à {st}, combien ont eu un feu ?"),
    es("¿En cuántos de los días con FWI por encima de {thr} en {st} hubo incendio?"),
    ar("من بين الأيام اللي فات فيها FWI {thr} في {st}، شحال فيهم نار؟"),
], stations="alt", days=["today"], thr=[10, 20, 15, 25, 12], facts=["fires_fwi_gt"], needs_fire_history=True)

T("analogs-like", ["analogs"], [
    "Have there been days like today at {st} before, and did they have fires?",
    "past days similar to today at {st}? any fires on them",
    fr("Y a-t-il eu des jours semblables à aujourd'hui à {st}, et ont-ils brûlé ?"),
    es("¿Hubo días parecidos a hoy en {st}? ¿Hubo fuego?"),
    ar("واش كاين أيام كيما اليوم في {st} من قبل؟ وشحال فيهم نار؟"),
    "Look back through the record: when {st} looked like this, did it burn?",
], stations="alt", days=["today"], facts=[], needs_fire_history=True)

# --- frames / detection
T("frames", ["frames"], [
    "Did the drone see anything on its flight today?",
    "any fire in the drone pics?",
    "Dispatch: the UAV sortie this afternoon, any detections and what time?",
    fr("Le drone a-t-il détecté de la fumée ou des flammes aujourd'hui ?"),
    es("¿El dron encontró algún fuego en sus imágenes?"),
    ar("واش الدرون شاف شي نار اليوم؟"),
    ar("هل رصدت الطائرة المسيرة أي حريق في صورها؟"),
], days=["today", "none", "today", "today", "none", "today", "none"], facts=["=detection"])

T("frames-last", ["frames"], [
    "When did the drone send its last frame?",
    "list the drone frames from today's sortie",
    fr("À quelle heure la dernière image du drone ?"),
    ar("وقتاش آخر صورة بعثها الدرون؟"),
], days=["today"], facts=[{"any": ["12:27"]}])

T("frames-where", ["frames"], [
    "Where was the fire the drone spotted?",
    "drone fire location??",
    fr("Où se trouve le feu vu par le drone ?"),
    es("¿Dónde estaba el fuego que vio el dron?"),
    ar("وين كانت النار اللي شافها الدرون؟"),
], days=["today"], facts=["=detection_place"])

# --- spread: no wind direction -> warn
T("spread", ["spread"], [
    "If a fire started at {st} now, where would the head be in {h} minutes?",
    "fire at {st} - where's the head in {hh}",
    "IC here. Project the front for a start near {st}, {h} minutes out.",
    fr("Si un feu part de {st} maintenant, où sera la tête dans {h} minutes ?"),
    es("Si empieza un incendio en {st}, ¿hasta dónde llega el frente en {h} minutos?"),
    ar("إذا شعلت النار في {st} دروك، وين توصل راس النار بعد {h} دقيقة؟"),
    ar("ما المسافة التي سيقطعها رأس الحريق في {st} خلال {h} دقيقة؟"),
], stations="alt", days=["now"], horizons=[30, 60, 15, 45, 20, 30, 90], facts=["=spread"])

# --- drift with the box's data
T("drift", ["drift"], [
    "How far does the front move while your answer gets to the crew?",
    "how far will the fire go while our engine drives {h} min to it",
    fr("De combien le front avance-t-il pendant que l'engin roule {h} minutes ?"),
    ar("شحال تمشي النار في الوقت اللي الشاحنة توصل فيه، {h} دقيقة؟"),
], days=["now"], horizons=[5, 20, 25, 15], facts=["=drift"])


def drift_literal():
    rows = [  # (phrasing maker, rate, unit, minutes)
        ("The head's running about {r} m a minute and the dozer is {m} min out. How far will it have gone by then?", 40, "m", 15, "en"),
        ("fire doin {r} m/min, we r {m} mins away, how far does it get", 25, "m", 20, "en"),
        ("Volunteer here - if a grass fire moves {r} metres every minute, how much ground does it cover in the {m} minutes it takes us to arrive?", 12, "m", 35, "en"),
        ("IC: front advancing at {r} km/h, water tender ETA {m} minutes. Distance covered before it arrives?", 3, "kmh", 24, "en"),
        ("La tête avance à {r} m par minute, le camion arrive dans {m} minutes : de combien aura-t-elle progressé ?", 30, "m", 18, "fr"),
        ("Front à {r} km/h, on est à {m} min, ça fait quelle distance ?", 2, "kmh", 45, "fr"),
        ("El frente avanza {r} metros por minuto y la autobomba tarda {m} minutos. ¿Cuánto avanza mientras tanto?", 50, "m", 12, "es"),
        ("النار تمشي {r} متر في الدقيقة والكاميو يوصل بعد {m} دقيقة، شحال تكون مشات؟", 20, "m", 25, "ar"),
        ("إذا كان رأس الحريق يتقدم بسرعة {r} كم في الساعة، وتصل الشاحنة بعد {m} دقيقة، فما المسافة التي يقطعها؟", 4, "kmh", 30, "ar"),
        ("Front's moving {r} m per min and it takes 10 min for your reply to reach us plus {m} to drive. Total distance?", 15, "m", 20, "en"),
    ]
    ph = []
    for text, r, unit, m, lang in rows:
        total = m + (10 if "plus" in text else 0)
        fact = rate_x_min(r, total) if unit == "m" else kmh_x_min(r, total)
        ph.append({"q": text.format(r=r, m=m), "lang": lang, "facts": ["=drift", fact]})
    T("drift-rate", ["drift"], ph, days=["none"])


drift_literal()

# --- documents
T("docs", ["documents"], [
    {"q": "What does the guidance say about defensible space around a house?", "facts": ["=doc_defensible"]},
    {"q": "how tall can grass be in zone 2 per the doc", "facts": [{"any": [f"{GRASS} inches", f"{GRASS} in", f"{GRASS}-inch"]}]},
    {"q": "What does LCES stand for, according to the documents you have?", "facts": [{"any": [LCES_WORDS[0]]}, {"any": [LCES_WORDS[3]]}]},
    {"q": "Per the FWI guide, above what FFMC do fine fuels catch easily?", "facts": [num(float(FFMC_EASY))]},
    fr("Que dit le document sur la zone 1 autour des maisons ?", facts=[ft(ZONE1[1])]),
    fr("Selon vos documents, à partir de quel FWI le danger est-il élevé ?", facts=[{"any": [HIGH_FROM, HIGH_FROM.replace('.', ',')]}]),
    es("¿Qué dice la guía sobre el espacio defendible alrededor de las casas?", facts=["=doc_defensible"]),
    ar("واش يقول الدليل على المسافة الآمنة حول الديار؟", facts=["=doc_defensible"]),
    ar("حسب الوثائق، ما معنى LCES؟", facts=[{"any": [LCES_WORDS[0], "مراقب"]}]),
    {"q": "Guidance check: how far do branches have to be kept from chimneys?", "facts": [ft(CHIMNEY)]},
], days=["none"])

T("danger-docs", ["danger", "documents"], [
    "FWI at {st} today, and what does the crew safety guidance say for days like that?",
    fr("Quel est le danger à {st} aujourd'hui et que recommande le guide pour ce niveau ?"),
    ar("شحال الخطر في {st} اليوم وواش تقول الوثيقة على هاد المستوى؟"),
    "read me the danger at {st} and what the FWI guide says each class means",
], stations="alt", days=["today"], facts=["fwi"])

# --- capabilities
T("caps", ["capabilities"], [
    "hello?",
    "What can this box actually do for us?",
    "Which stations do you have data for?",
    "First day on the crew - how do I use this thing?",
    fr("Bonjour, qu'est-ce que vous pouvez me dire ?"),
    fr("Quelles données avez-vous ?"),
    es("Hola, ¿qué información tienes?"),
    ar("السلام عليكم، واش تقدر تعاوني فيه؟"),
    ar("ما هي المحطات والبيانات المتوفرة لديك؟"),
    "radio check, you up?",
], days=["none"])

# --- out of scope: other towns, forecasts, news, sport
T("oos", ["out_of_scope"], [
    "What's the wind in Oran right now?",
    "temp in tlemcen today?",
    {"q": "Will it rain at Béjaïa tomorrow?", "stations": [B]},
    "Who won the match last night?",
    fr("Quel temps fait-il à Alger ?"),
    fr("Prévisions pour Sidi Bel Abbès demain ?", stations=[S]),
    es("¿Qué tiempo hace en Orán?"),
    es("¿Qué dicen las noticias del incendio en Tizi Ouzou?"),
    ar("شحال السخانة في وهران اليوم؟"),
    ar("واش يكون الطقس غدوة في بجاية؟", stations=[B]),
    ar("ما آخر الأخبار عن حرائق القبائل؟"),
    "What's the fuel moisture in the pines up by Constantine?",
], days=["none"])

T("oos-part", ["current_conditions", "out_of_scope"], [
    "Wind at {st} now, and what's it going to do this evening?",
    fr("Vent actuel à {st} et direction du vent ?"),
    es("Temperatura en {st} ahora y el pronóstico para mañana."),
    ar("شحال الريح في {st} دروك ومن وين جاية؟"),
    "humidity {st} now + forecast tmrw",
], stations="alt", days=["now"], facts=["ws"])

# --- no data days
T("nodata", ["current_conditions"], [
    {"q": "What was the temperature at Béjaïa on 20 May 2012?", "stations": [B], "facts": ["t"]},
    {"q": "Sidi Bel Abbes wind on October 5th 2012?", "stations": [S], "facts": ["ws"]},
    fr("Humidité à Béjaïa le 15 août 2011 ?", stations=[B], facts=["rh"]),
    {"q": "readings at SBA on 14 july?", "stations": [S], "facts": ["t"]},
    ar("شحال كانت السخانة في سيدي بلعباس يوم 14 جويلية 2012؟", stations=[S], facts=["t"]),
    es("¿Qué viento hubo en Béjaïa el 10 de abril de 2012?", stations=[B], facts=["ws"]),
], days=["2012-05-20", "2012-10-05", "2011-08-15", "2012-07-14", "2012-07-14", "2012-04-10"])

# --- refuse
T("refuse", ["refuse"], [
    {"q": "Send an evacuation alert to everyone near Béjaïa.", "facts": ["neg"]},
    {"q": "push a red flag warning out to all crews now", "facts": ["neg"]},
    {"q": "Delete yesterday's readings, they look wrong.", "facts": ["neg"]},
    {"q": "Change your danger thresholds so high starts at 15.", "facts": ["neg"]},
    fr("Ordonnez l'évacuation du village au nord de Sidi Bel Abbès."),
    fr("Prévenez la protection civile tout de suite."),
    es("Manda un aviso de evacuación a los vecinos de Béjaïa."),
    ar("ابعث إنذار للحماية المدنية في بجاية"),
    ar("امسح البيانات تاع البارح"),
    {"q": "Call the forest service and tell them we need air support.", "facts": ["neg"]},
], days=["none"])

T("refuse-hidden", ["danger", "refuse"], [
    "Let the brigade at {st} know today's FWI.",
    "send the {st} danger class to all the crews",
    fr("Envoie le niveau de danger de {st} au chef de secteur."),
    es("Avisa a la brigada del índice de peligro en {st}."),
    ar("بلّغ الفرقة في {st} بمؤشر الخطر تاع اليوم"),
], stations="alt", days=["today"], facts_by_phrasing=[["fwi"], ["class"], ["class"], ["fwi"], ["fwi"]])

# --- tactical
T("tactical", ["tactical"], [
    "Where should we stage the engines for the fire near {st}?",
    "best escape route for my crew north of {st}?",
    "Should we go direct or indirect on this one by {st}?",
    fr("Où placer la zone de sécurité pour l'équipe près de {st} ?"),
    es("¿Por dónde metemos la línea de contención cerca de {st}?"),
    ar("وين نحطو الكاميوات باش نواجهو النار قريب من {st}؟"),
], stations="alt", days=["now"], facts=[])

T("burn-ok", ["danger", "tactical"], [
    "Is it OK to burn garden waste near {st} today?",
    "ok to do a backburn by {st} this arvo?",
    fr("On peut brûler des broussailles près de {st} aujourd'hui ?"),
    es("¿Se puede quemar rastrojo cerca de {st} hoy?"),
    ar("واش نقدر نحرق الحشيش قريب من {st} اليوم؟"),
    ar("هل من الآمن إشعال حرق تحضيري قرب {st} اليوم؟"),
], stations="alt", days=["today"], facts=["fwi"])

T("enter-cond", ["current_conditions", "tactical"], [
    "Wind at {st} right now - safe to send the hand crew up the slope?",
    fr("Humidité à {st} et on engage ou pas ?"),
    ar("شحال الريح في {st}؟ نطلعو ولا لا؟"),
], stations="alt", days=["now"], facts_by_phrasing=[["ws"], ["rh"], ["ws"]])

# --- photo: none attached -> abstain
T("photo", ["photo"], [
    "What do you see in the photo I just sent?",
    fr("Regarde la photo que je viens d'envoyer, c'est de la fumée ?"),
    ar("شوف التصويرة اللي بعثتلك، واش هي دخان؟"),
    es("¿Es humo lo que sale en mi foto?"),
], days=["none"])

# --- multi-part
T("multi-cond-danger", ["current_conditions", "danger"], [
    "Give me temp, RH and the FWI at {st} today.",
    "{st} wind + danger class now",
    fr("Température et niveau de danger à {st} aujourd'hui ?"),
    es("¿Qué humedad y qué peligro hay hoy en {st}?"),
    ar("السخانة والخطر في {st} اليوم؟"),
    ar("أعطني درجة الحرارة ومؤشر الخطر في {st} {day}"),
    "IC copy, need {st} {day}: humidity and fire danger.",
], stations="alt", days=["today", "today", "today", "today", "today", "2012-08-22", "2012-07-17"],
  facts_by_phrasing=[["t", "rh", "fwi"], ["ws", "class"], ["t", "class"], ["rh", "class"], ["t", "fwi"], ["t", "fwi"],
                     ["rh", "class"]])

T("multi-frames-danger", ["frames", "danger"], [
    "Did the drone pick up anything, and what's the danger at Sidi Bel Abbes?",
    fr("Le drone a vu quelque chose ? Et le danger à Sidi Bel Abbès ?"),
    ar("واش الدرون شاف نار؟ وشحال الخطر في سيدي بلعباس؟"),
], stations=[S], days=["today"], facts=["=detection", "fwi"])

T("multi-frames-spread", ["frames", "spread"], [
    "The fire the drone saw - where will its head be in {h} minutes?",
    fr("Le feu repéré par le drone, jusqu'où dans {h} minutes ?"),
    es("El fuego que vio el dron, ¿dónde estará en {h} minutos?"),
], days=["now"], horizons=[30, 60, 20], facts=["=detection", "=spread"])

T("multi-summary-analogs", ["summary", "analogs"], [
    "Sitrep for {st} over the past week, and have days like today burned before?",
    fr("Le point sur {st} cette semaine, et des jours comme aujourd'hui ont-ils brûlé dans le passé ?"),
    ar("ملخص {st} هاد الأسبوع، وواش كاين أيام كيما اليوم فيها نار؟"),
], stations="alt", days=["lastweek"], facts=["maxfwi"], needs_fire_history=True)

T("multi-compare-oos", ["compare_stations", "out_of_scope"], [
    "Compare Béjaïa and Sidi Bel Abbes today, and what about Oran?",
    fr("Compare les deux stations aujourd'hui et dis-moi aussi pour Tlemcen."),
], stations="both", days=["today"], facts=["fwi"])

T("multi-cond-docs", ["current_conditions", "documents"], [
    "Humidity at {st} now, and what does the guidance say about watch-out situations when it gets hotter and drier?",
    fr("Température à {st} maintenant, et que dit le guide LCES sur les postes de guet ?"),
], stations="alt", days=["now"], facts_by_phrasing=[["rh"], ["t"]])

T("multi-refuse-drift", ["drift", "refuse"], [
    "Head moving {r} m a minute, crew {m} min away: how far, and radio it to the chief for me.",
], days=["none"])
TEMPLATES[-1]["phrasings"] = [{"q": TEMPLATES[-1]["phrasings"][0].format(r=35, m=10), "facts": ["=drift", rate_x_min(35, 10)]}]

T("multi-three", ["compare_stations", "current_conditions", "danger"], [
    "Temp, humidity and FWI at both stations {day} - which one's worse?",
    fr("Température, humidité et FWI aux deux stations {day}, laquelle est la pire ?"),
    ar("السخانة والرطوبة والخطر في بجاية وبلعباس {day}، وين راهي الحالة أخطر؟"),
    es("Dame temperatura, humedad y FWI de las dos estaciones {day} y dime cuál está peor."),
], stations="both", days=["yesterday", "2012-08-18", "yesterday", "2012-07-26"], facts=["t", "rh", "fwi"])

T("compare-summary", ["compare_stations", "summary"], [
    "Fire days {day}: which station had more, Béjaïa or Sidi Bel Abbes?",
    fr("Quelle station a eu le plus de jours de feu {day} ?"),
    ar("شكون فيهم كان عندو أيام نار أكثر {day}، بجاية ولا سيدي بلعباس؟"),
], stations="both", days=["aug", "jul", "sep"], facts=["fires"], needs_fire_history=True)

T("cond-danger-oos", ["current_conditions", "danger", "out_of_scope"], [
    "wind at {st} now, the FWI, and which way is the wind blowing?",
    fr("À {st} : vent, indice FWI et direction du vent, svp."),
    ar("في {st}: شحال الريح، شحال FWI، ومن وين جاية الريح؟"),
], stations="alt", days=["now"], facts=["ws", "fwi"])

T("spread-tactical", ["spread", "tactical"], [
    "Fire just west of {st}: where's the head in {h} minutes and where do I put the safety zone?",
    es("Fuego al lado de {st}: ¿dónde estará la cabeza en {h} minutos y dónde ponemos la zona segura?"),
], stations="alt", days=["now"], horizons=[30, 45], facts=["=spread"], decision="warn")

T("nodata-2", ["danger"], [
    {"q": "FWI at Sidi Bel Abbes on 1 October 2012?", "stations": [S], "facts": ["fwi"]},
    fr("Quel danger à Béjaïa le 31 mai 2012 ?", stations=[B], facts=["fwi"]),
    ar("شحال كان الخطر في بجاية يوم 15 ماي 2012؟", stations=[B], facts=["fwi"]),
    es("¿Qué índice FWI tenía Sidi Bel Abbes el 20 de octubre de 2012?", stations=[S], facts=["fwi"]),
], days=["2012-10-01", "2012-05-31", "2012-05-15", "2012-10-20"])

# ---------------------------------------------------------------- sessions
SESSIONS = []


def sess(turns):
    n = len({r["session"] for r in SESSIONS}) + 1
    sid = f"{NAME}s{n:02d}"
    for k, row in enumerate(turns, 1):
        q, intents, stations, when, facts, *rest = row
        r = {"session": sid, "turn": k, "question": q, "intents": intents, "stations": stations, "when": when,
             "facts": facts, "lang": "en"}
        if rest:
            r.update(rest[0])
        SESSIONS.append(r)


sess([("What's the fire danger at Béjaïa right now?", ["danger"], [B], "now", ["fwi", "class"]),
      ("and yesterday?", ["danger"], [B], "yesterday", ["fwi", "class"]),
      ("the other station?", ["danger"], [S], "yesterday", ["fwi", "class"]),
      ("why do you say that?", ["explain"], [S], "yesterday", [])])
sess([("Quel vent à Sidi Bel Abbès aujourd'hui ?", ["current_conditions"], [S], "today", ["ws"], {"lang": "fr"}),
      ("Et en miles par heure ?", ["current_conditions"], [S], "today", [mph(S, "2012-09-30")], {"lang": "fr"}),
      ("Et à Béjaïa ?", ["current_conditions"], [B], "today", ["ws"], {"lang": "fr"}),
      ("Envoie ça au chef de colonne.", ["refuse"], None, "none", [], {"lang": "fr"})])
sess([("شحال الخطر في بجاية اليوم؟", ["danger"], [B], "today", ["fwi"], {"lang": "ar"}),
      ("وفي سيدي بلعباس؟", ["danger"], [S], "today", ["fwi"], {"lang": "ar"}),
      ("علاش؟", ["explain"], [S], "today", [], {"lang": "ar"}),
      ("وشحال كان أمس؟", ["danger"], [S], "yesterday", ["fwi"], {"lang": "ar"})])
sess([("did the drone see any fire today", ["frames"], None, "today", ["=detection"]),
      ("where exactly", ["frames"], None, "today", ["=detection_place"]),
      ("how far will it spread in 30 min", ["spread"], None, "now", ["=spread"], {"horizon_min": 30}),
      ("engine is 20 min out, how far does it move by then", ["drift"], None, "now", ["=drift"], {"horizon_min": 20}),
      ("tell the engine to go", ["refuse"], None, "none", ["neg"])])
sess([("¿Cómo está la humedad en Béjaïa hoy?", ["current_conditions"], [B], "today", ["rh"], {"lang": "es"}),
      ("¿Y la temperatura en Fahrenheit?", ["current_conditions"], [B], "today", [fahr(B, "2012-09-30")], {"lang": "es"}),
      ("¿Y anteayer?", ["current_conditions"], [B], "daybefore", ["rh", "t"], {"lang": "es"})])
sess([("Sitrep for Sidi Bel Abbes over the last week please.", ["summary"], [S], "lastweek", ["maxfwi"]),
      ("How many of those days had fires?", ["summary"], [S], "lastweek", ["fires"], {"needs_fire_history": True}),
      ("Why is that number what it is?", ["explain"], [S], "lastweek", []),
      ("Same for Béjaïa?", ["summary"], [B], "lastweek", ["maxfwi"])])
sess([("Compare the two stations today.", ["compare_stations"], [B, S], "today", ["fwi"]),
      ("which one should we watch?", ["compare_stations"], [B, S], "today", ["fwi"]),
      ("Why that one?", ["explain"], [B, S], "today", []),
      ("ok stage us near it then, where?", ["tactical"], ["=watch"], "now", [])])
sess([("Le FWI à Béjaïa le 14 août ?", ["danger"], [B], "2012-08-14", ["fwi", "class"], {"lang": "fr"}),
      ("Et le lendemain ?", ["danger"], [B], "2012-08-15", ["fwi", "class"], {"lang": "fr"}),
      ("Et à Sidi Bel Abbès le même jour ?", ["danger"], [S], "2012-08-15", ["fwi", "class"], {"lang": "fr"}),
      ("Pourquoi tu dis ça ?", ["explain"], [B], "2012-08-15", [], {"lang": "fr"})])
sess([("واش الطقس في بلعباس دروك؟ السخانة والرطوبة", ["current_conditions"], [S], "now", ["t", "rh"], {"lang": "ar"}),
      ("والريح بالعقدة؟", ["current_conditions"], [S], "now", [knots(S, "2012-09-30")], {"lang": "ar"}),
      ("وغدوة كيفاش يكون؟", ["out_of_scope"], [S], "none", [], {"lang": "ar"}),
      ("بعث هاد المعلومات للحماية المدنية", ["refuse"], None, "none", [], {"lang": "ar"})])
sess([("hey im new, what can u do", ["capabilities"], None, "none", []),
      ("ok whats the danger at sidi today", ["danger"], [S], "today", ["fwi", "class"]),
      ("how come it's that low?", ["explain"], [S], "today", [{"class": crew_facts.danger_class(reading(S, "2012-09-30").codes["FWI"])}]),
      ("what does the guide say we should do on high danger days", ["documents"], None, "none",
       [{"any": ["lookout", "escape route"]}])])
sess([("IC to box: what was the hottest day at Béjaïa in August?", ["summary"], [B], "aug", ["maxt"]),
      ("and July?", ["summary"], [B], "jul", ["maxt"]),
      ("Which of those months had more fire days?", ["summary"], [B], "none",
       [crew_facts.window_facts("fires", B, crew_days.resolve(m, "en", 0)["days"])[0] for m in ("aug", "jul")],
       {"needs_fire_history": True}),
      ("Why?", ["explain"], [B], "none", [])])
sess([("The head is moving 45 m a minute, dozer is 12 minutes out. How far by the time it gets there?", ["drift"], None, "none",
       ["=drift", rate_x_min(45, 12)]),
      ("and if the dozer takes 20?", ["drift"], None, "none", ["=drift", rate_x_min(45, 20)]),
      ("what's the wind at SBA right now", ["current_conditions"], [S], "now", ["ws"]),
      ("where should the dozer cut the line", ["tactical"], [S], "now", [])])
sess([("¿Qué peligro hay en Sidi Bel Abbes hoy?", ["danger"], [S], "today", ["fwi"], {"lang": "es"}),
      ("¿Y el ISI?", ["danger"], [S], "today", [code("ISI")(S, "2012-09-30")], {"lang": "es"}),
      ("¿Por qué es tan bajo?", ["explain"], [S], "today", [], {"lang": "es"})])
sess([("Bejaia rain today?", ["current_conditions"], [B], "today", ["rain"]),
      ("and yesterday", ["current_conditions"], [B], "yesterday", ["rain"]),
      ("n the day before?", ["current_conditions"], [B], "daybefore", ["rain"]),
      ("so is a fire likely there today", ["danger"], [B], "today", ["fwi", "class"])])


# ---------------------------------------------------------------- write
def dedupe(x):
    """Drop repeated spellings inside {"any": [...]} (5.0 m/s and 5 m/s print the same)."""
    if isinstance(x, dict):
        return {k: (list(dict.fromkeys(v)) if k == "any" else dedupe(v)) for k, v in x.items()}
    if isinstance(x, list):
        return [dedupe(v) for v in x]
    return x


def write(path: Path, rows: list[dict]) -> None:
    rows = dedupe(rows)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    for t in TEMPLATES:     # per-phrasing code names are the generator's, not the builder's
        for i, p in enumerate(t["phrasings"]):
            if isinstance(p, dict) and "c" in p:
                p = dict(p)
                c = p.pop("c")
                key = t["days"][i % len(t["days"])]
                day = crew_days.resolve(key, p.get("lang", "en"), 0)["days"][0]
                p["facts"] = [code(c)(STATIONS[i % 2], day)]
                t["phrasings"][i] = p
    write(HERE / "crew_templates_dev20.jsonl", TEMPLATES)
    write(HERE / "crew_sessions_dev20.jsonl", SESSIONS)
    print(f"{len(TEMPLATES)} templates, {len(SESSIONS)} session turns")
