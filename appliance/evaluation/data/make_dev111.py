"""Batch d111 (dev), written blind at stop 63: crew questions for the wildfire appliance, gold computed from the CSV and documents.

Voice lean: people new to the box or outside the fire service (village committees, civil protection liaison
officers, forest guards, municipal staff, new volunteers), plus the brief's other voices for about a third.
Every gold number is computed here: readings and codes through crew_facts.table(), unit conversions of the
real reading, counts and averages over the recorded days, crews' own rates times minutes, and figures parsed
out of the shipped documents with regular expressions.

Writes, next to this script, crew_templates_dev111.jsonl and crew_sessions_dev111.jsonl.

Run from the repository root (the folder holding appliance/):
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev111
"""
import json
import re
import statistics
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR
from firmware_bridge.algerian import STATIONS as STATION_INFO

NAME = "d111"
OUT = Path(__file__).resolve().parent
BJ, SBA = "bejaia", "sidi-bel-abbes"
BOTH = [BJ, SBA]
TABLE = crew_facts.table()
NUM = crew_facts._num
DOCS = EDGE_DATA_DIR / "documents"


# ---------------------------------------------------------------- computed facts
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"] or []


def reading(dev, day):
    return TABLE.get((dev, day))


def dec_variants(x, nd=1):
    s = f"{x:.{nd}f}"
    out = [s, s.replace(".", ",")]
    if float(s).is_integer():
        out.append(str(int(round(x))))
    return {"any": sorted(set(out))}


def conv(field, factor, offset=0.0):
    """A reading of the one asked day in another unit, per named station."""
    def f(ctx):
        out = []
        for dev in ctx["devs"]:
            r = reading(dev, ctx["days"][0])
            if r is None:
                continue
            base = {"ws": r.wind_kmh, "t": r.temperature_c}[field]
            out.append(dec_variants(base * factor + offset))
        return out
    return f


MPH = conv("ws", 1 / 1.609344)
KNOTS = conv("ws", 1 / 1.852)
MS = conv("ws", 1 / 3.6)
FAHR = conv("t", 9 / 5, 32.0)


def code(name):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC) of the asked day, per named station."""
    def f(ctx):
        out = []
        for dev in ctx["devs"]:
            r = reading(dev, ctx["days"][0])
            if r is not None:
                out.append(NUM(r.codes[name]))
        return out
    return f


def count(field, op):
    """Recorded days of the window whose field is above (>) or at least (>=) the threshold, per station."""
    def f(ctx):
        out = []
        for dev in ctx["devs"]:
            rows = [reading(dev, d) for d in ctx["days"] if reading(dev, d)]
            vals = [r.codes["FWI"] if field == "fwi" else {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh,
                                                            "rain": r.rain_mm}[field] for r in rows]
            thr = ctx["thr"]
            out.append(sum((v > thr) if op == ">" else (v >= thr) if op == ">=" else (v < thr) for v in vals))
        return out
    return f


def mean(field):
    def f(ctx):
        out = []
        for dev in ctx["devs"]:
            rows = [reading(dev, d) for d in ctx["days"] if reading(dev, d)]
            vals = [r.codes["FWI"] if field == "fwi" else {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh}[field]
                    for r in rows]
            out.append(dec_variants(statistics.mean(vals)))
        return out
    return f


def total_rain(ctx):
    out = []
    for dev in ctx["devs"]:
        rows = [reading(dev, d) for d in ctx["days"] if reading(dev, d)]
        out.append(dec_variants(sum(r.rain_mm for r in rows)))
    return out


def dist(metres):
    """A crew's own rate times its own time: metres and kilometres, French comma too."""
    m = round(metres, 1)
    ms = f"{m:g}"
    km = f"{m / 1000:g}"
    forms = {f"{ms} m", f"{ms}m", f"{km} km", f"{km}km", f"{km.replace('.', ',')} km", f"{ms} metres", f"{ms} meters"}
    if m >= 1000:
        forms |= {f"{int(m):,} m".replace(",", " "), f"{int(m):,} m"}
    return {"any": sorted(forms)}


# seeded drone facts, in any language (times taken from crew_facts' own seeded tokens)
FIRE_WORDS = {"any": sorted(set(crew_facts.FIRE_WORD["any"]) | {
    "feu", "fumée", "fumee", "incendie", "flamme", "fuego", "humo", "incendio", "llama", "حريق", "دخان", "نار", "الحريق"})}
DET_TIME = crew_facts.SEEDED["detection"][1]
FRAME_TIMES = crew_facts.SEEDED["frames"][1]
DET_PLACE = {"any": sorted(set(crew_facts.SEEDED["detection_place"][1]["any"]) | {"سيدي بلعباس", "سيدي بلعباس", "بلعباس"})}


def frames_facts(kind):
    def f(ctx):
        if ctx["lang"] == "en":
            return ["=" + kind]
        return [FIRE_WORDS, {"frames": FRAME_TIMES, "detection": DET_TIME, "detection_place": DET_PLACE}[kind]]
    return f


# shipped documents: figures parsed with regular expressions
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES_DOC = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWI_DOC = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
FT = int(re.search(r"requires\s+(\d+)\s+feet\s+of\s+defensible\s+space", DEF).group(1))
ZONE0 = int(re.search(r"Zone\s+0\s+is\s+the\s+first\s+(\d+)\s+feet", DEF).group(1))
ZONE1 = tuple(int(x) for x in re.search(r"Zone\s+1\s+runs\s+from\s+(\d+)\s+to\s+(\d+)\s+feet", DEF).groups())
GRASS_IN = int(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", DEF).group(1))
BRANCH_FT = int(re.search(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DEF).group(1))
LITTER_IN = int(re.search(r"twigs\s+deeper\s+than\s+(\d+)\s+inches", DEF).group(1))
LCES_WORDS = re.split(r",\s*|\s+and\s+", re.search(r"engages\s+a\s+fire:\s+([^.]+)\.", LCES_DOC).group(1).replace("\n", " "))
FFMC_IGNITE = int(re.search(r"above\s+about\s+(\d+)\s+fine\s+fuels\s+ignite", FWI_DOC).group(1))
CLASS_FROM = {w: float(v) for v, w in re.findall(r"from\s+([\d.]+)\s+(very\s+high|high|moderate|low|extreme)", FWI_DOC)}
VERY_LOW_BELOW = float(re.search(r"below\s+([\d.]+)\s+very\s+low", FWI_DOC).group(1))
assert LCES_WORDS == ["Lookouts", "Communications", "Escape routes", "Safety zones"], LCES_WORDS
assert set(CLASS_FROM) == {"low", "moderate", "high", "very high", "extreme"}, CLASS_FROM


def metric(x, unit, words):
    """A converted length as a crew would read it: one decimal (dot and comma), and whole when it is near one."""
    forms = []
    for v in sorted({f"{x:.1f}", f"{x:.1f}".replace(".", ",")} | ({f"{round(x)}"} if abs(x - round(x)) < 0.15 or x >= 20 else set())):
        forms += [f"{v} {unit}"] + [f"{v} {w}" for w in words]
    return forms


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]
            + metric(n * 0.3048, "m", ["mètres", "metros", "متر"])}


def inches(n):
    return {"any": [f"{n} inches", f"{n} inch", f"{n} in", f"{n}-inch", f"{n} pouces", f"{n} pulgadas", f"{n} إنش"]
            + metric(n * 2.54, "cm", ["سم"])}


def num_any(x):
    return dec_variants(x) if not float(x).is_integer() else NUM(x)


DOC_NAMES = {"any": ["defensible", "LCES", "fire weather index", "Fire Weather Index"]}
AR_NAMES = {BJ: "بجاية", SBA: "سيدي بلعباس"}
STATION_NAMES = [{"any": [STATION_INFO[dev]["region"], AR_NAMES[dev]]} for dev in (BJ, SBA)]
LCES_FACTS = [{"any": [w]} for w in LCES_WORDS]
DIRECTION = {"any": ["direction"]}


# ---------------------------------------------------------------- template machinery
TEMPLATES = []


def P(lang, q, st="alt", day="now", facts=(), thr=None, h=None, intents=None, alt=None):
    return {"lang": lang, "q": q, "st": st, "day": day, "facts": list(facts) if not callable(facts) else facts,
            "thr": thr, "h": h, "intents": intents, "alt": alt}


def tpl(kind, intents, phrasings, decision=None, needs_fire_history=False):
    key = f"{NAME}-{kind}"
    assert key not in {t["key"] for t in TEMPLATES}, key
    rows, days, thrs, hs, ibp = [], [], [], [], []
    for i, p in enumerate(phrasings):
        st = p["st"]
        if st == "alt":
            assert "{st}" in p["q"], (key, p["q"])
            devs, mode = [crew_facts.STATIONS[i % 2]], "alt"
        elif st == "both":
            devs, mode = list(BOTH), "both"
        elif st is None:
            devs, mode = [], "none"
        else:
            devs, mode = sorted(st), sorted(st)
        ctx = {"devs": devs, "days": days_of(p["day"]), "key": p["day"], "lang": p["lang"], "thr": p["thr"], "h": p["h"]}
        facts = []
        for spec in (p["facts"] if not callable(p["facts"]) else [p["facts"]]):
            facts.extend(spec(ctx) if callable(spec) else [spec])
        row = {"q": p["q"], "lang": p["lang"], "stations": mode}
        if facts:
            row["facts"] = facts
        if p["alt"]:
            row["intents_alt"] = p["alt"]
        rows.append(row)
        days.append(p["day"])
        thrs.append(p["thr"])
        hs.append(p["h"])
        ibp.append(p["intents"] or intents)
    t = {"key": key, "intents": intents, "phrasings": rows, "stations": "alt", "days": days, "facts": []}
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if any(x is not None for x in hs):
        t["horizons"] = hs
    if any(p["intents"] for p in phrasings):
        t["intents_by_phrasing"] = ibp
    if decision:
        t["decision"] = decision
    if needs_fire_history:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)




# ================================================================ readings of a day
tpl("now-reading", ["current_conditions"], [
    P("en", "Good afternoon. I sit on the village committee and we are putting up the marquee for the harvest fair this "
            "afternoon. Could you tell me how warm it is at {st} at the moment, and how strong the wind is?", facts=["t", "ws"]),
    P("en", "Hello, I only joined the volunteers last week, so forgive the basic question: how humid is the air at {st} today?",
      facts=["rh"]),
    P("en", "Forest guard at the {st} post here. For my logbook I need today's temperature, humidity, wind and rain as the "
            "station recorded them.", facts=["t", "rh", "ws", "rain"]),
    P("en", "temp {st} rn", facts=["t"]),
    P("en", "The mayor's office keeps ringing me to ask whether it rained at all at {st} today. Did it, and how much?",
      facts=["rain"]),
    P("en", "Dispatch. Latest wind speed at {st}, please.", facts=["ws"]),
    P("en", "Parks department of the municipality. We decide whether to water the young pines from the weather, so: how much "
            "rain fell at {st} today and what is the humidity?", facts=["rain", "rh"]),
    P("en", "I'm the civil protection liaison officer for the wilaya and I'm writing the midday note. What are the temperature and "
            "the relative humidity at {st} just now?", facts=["t", "rh"]),
    P("en", "Engine 4 to box, current weather {st}, go ahead", facts=["t", "rh", "ws"]),
    P("en", "Some of the elderly residents are worried about the heat today. Is it actually hot at {st}? What does the "
            "thermometer say?", facts=["t"]),
    P("fr", "Bonjour, je suis bénévole depuis peu. Quelle température fait-il aujourd'hui à {st} ?", facts=["t"]),
    P("fr", "Ici le secrétariat de la mairie. On nous demande s'il y a du vent à {st} en ce moment ; pouvez-vous nous "
            "donner sa vitesse ?", facts=["ws"]),
    P("fr", "garde forestier secteur {st} : humidité et pluie du jour svp", facts=["rh", "rain"]),
    P("fr", "Pour le compte rendu du comité des fêtes, pourriez-vous m'indiquer la température, l'humidité et le vent relevés "
            "aujourd'hui à {st} ? Merci d'avance.", facts=["t", "rh", "ws"]),
    P("es", "Hola, soy voluntaria nueva en la brigada. ¿Cuánta humedad hay hoy en {st}?", facts=["rh"]),
    P("es", "Buenas tardes. ¿Qué temperatura marca ahora mismo la estación de {st}?", facts=["t"]),
    P("es", "Jefe de cuadrilla: viento y lluvia en {st} hoy, porfa.", facts=["ws", "rain"]),
    P("es", "Trabajo en el ayuntamiento y nos piden el parte del tiempo de hoy en {st}: temperatura, humedad y viento.",
      facts=["t", "rh", "ws"]),
    P("ar", "السلام عليكم، أنا عضو في لجنة القرية. شحال راهي السخانة ليوم في بجاية؟", st=[BJ], facts=["t"]),
    P("ar", "واش كاين الريح في سيدي بلعباس ضرك؟ بشحال سرعتها؟", st=[SBA], facts=["ws"]),
    P("ar", "ما هي الرطوبة النسبية المسجلة اليوم في محطة بجاية؟", st=[BJ], facts=["rh"]),
    P("ar", "حارس الغابة هنا. عطيني الحرارة والرطوبة والريح في بلعباس ليوم عفاك", st=[SBA], facts=["t", "rh", "ws"]),
    P("ar", "هل هطلت أمطار اليوم في سيدي بلعباس؟ وكم كانت كميتها؟", st=[SBA], facts=["rain"]),
    P("ar", "من فضلك، بغيت نعرف الطقس تاع ليوم في بجاية: السخانة والشتا", st=[BJ], facts=["t", "rain"]),
])

tpl("past-reading", ["current_conditions"], [
    P("en", "We held the village fête yesterday and everyone said the air felt very dry. What was the humidity at {st} {day}?",
      day="yesterday", facts=["rh"]),
    P("en", "For the insurance paperwork after the hay barn fire I need the temperature and the wind at {st} {day}.",
      day="2012-08-14", facts=["t", "ws"]),
    P("en", "Could you give me everything the station recorded at {st} {day}? Temperature, humidity, wind, rain, the lot.",
      day="2012-07-25", facts=["t", "rh", "ws", "rain"]),
    P("en", "wind {st} {day}?", day="daybefore", facts=["ws"]),
    P("en", "What was the temperature at SBA on 22/8?", st=[SBA], day="2012-08-22", facts=["t"]),
    P("en", "Bejaia 14-Aug, temp and RH pls", st=[BJ], day="2012-08-14", facts=["t", "rh"]),
    P("en", "Our school trip went to the forest {day}. Just out of curiosity, did any rain fall at {st} that day?",
      day="2012-09-25", facts=["rain"]),
    P("en", "Logistics here. I'm reconciling the fuel log for 2012-09-05 and need the noon temperature at Sidi Bel Abbes that day.",
      st=[SBA], day="2012-09-05", facts=["t"]),
    P("fr", "Quelle humidité y avait-il à {st} {day} ? Les agriculteurs disent que c'était très sec.", day="yesterday",
      facts=["rh"]),
    P("fr", "Le 3 août, quel vent soufflait à Sidi Bel Abbès ?", st=[SBA], day="2012-08-03", facts=["ws"]),
    P("fr", "Pouvez-vous me rappeler les relevés de {st} {day} ? Température et pluie surtout.", day="2012-09-12",
      facts=["t", "rain"]),
    P("fr", "Et avant-hier à Béjaïa, il faisait combien ?", st=[BJ], day="daybefore", facts=["t"]),
    P("es", "¿Qué humedad hubo ayer en Bejaia?", st=[BJ], day="yesterday", facts=["rh"]),
    P("es", "Necesito los datos del 5 de septiembre en Sidi Bel Abbes: temperatura y viento.", st=[SBA], day="2012-09-05",
      facts=["t", "ws"]),
    P("es", "¿Llovió en {st} {day}?", day="2012-08-28", facts=["rain"]),
    P("ar", "شحال كانت السخانة البارح في سيدي بلعباس؟", st=[SBA], day="yesterday", facts=["t"]),
    P("ar", "ما هي سرعة الرياح التي سجلتها محطة بجاية أمس؟", st=[BJ], day="yesterday", facts=["ws"]),
    P("ar", "عطيني الرطوبة في بجاية يوم 14 أوت عفاك", st=[BJ], day="2012-08-14", facts=["rh"]),
])

tpl("units", ["current_conditions"], [
    P("en", "I grew up with Fahrenheit, sorry. How hot is it at {st} today in °F?", facts=[FAHR]),
    P("en", "wind at {st} in mph pls", facts=[MPH]),
    P("en", "Our helicopter pilot wants the wind in knots. What is it at {st} now?", facts=[KNOTS]),
    P("en", "The drone operator asks for the wind speed at {st} in metres per second.", facts=[MS]),
    P("en", "What was the temperature at {st} {day} in Fahrenheit? The visiting team from abroad asked.", day="yesterday",
      facts=[FAHR]),
    P("fr", "Le vent à {st} en m/s, s'il vous plaît : notre télépilote ne travaille qu'avec cette unité.", facts=[MS]),
    P("fr", "Combien de nœuds de vent à {st} actuellement ?", facts=[KNOTS]),
    P("es", "¿Y el viento en {st}, en nudos?", facts=[KNOTS]),
    P("es", "Un compañero americano pregunta la temperatura de hoy en {st} en grados Fahrenheit.", facts=[FAHR]),
    P("ar", "شحال سرعة الريح في بجاية بالمتر في الثانية؟", st=[BJ], facts=[MS]),
    P("ar", "ما درجة الحرارة في سيدي بلعباس اليوم بالفهرنهايت؟", st=[SBA], facts=[FAHR]),
    P("ar", "الريح في بلعباس بالميل في الساعة mph عفاك", st=[SBA], facts=[MPH]),
])

# a reading asked at an hour the stations do not report (they read once, at local noon)
tpl("odd-hour", ["current_conditions"], [
    P("en", "The shepherds went out very early this morning. What was the temperature at {st} at 6 am today?", day="today",
      facts=["t"]),
    P("en", "humidity {st} 8pm yesterday?", day="yesterday", facts=["rh"]),
    P("en", "Could you tell me what the wind was doing at {st} around midnight {day}? A neighbour's fence came down.",
      day="daybefore", facts=["ws"]),
    P("fr", "Quelle était l'humidité à {st} hier vers 18 h ?", day="yesterday", facts=["rh"]),
    P("fr", "À 7 heures ce matin, il faisait combien à {st} ?", day="today", facts=["t"]),
    P("es", "¿Qué viento hacía en {st} a las 7 de la mañana?", day="today", facts=["ws"]),
    P("es", "¿Cuál era la temperatura en {st} ayer a las diez de la noche?", day="yesterday", facts=["t"]),
    P("ar", "كم كانت درجة الحرارة في بجاية على الساعة الثالثة صباحا اليوم؟", st=[BJ], day="today", facts=["t"]),
    P("ar", "شحال كانت الرطوبة في سيدي بلعباس البارح على الستة تاع العشية؟", st=[SBA], day="yesterday", facts=["rh"]),
], decision="warn")

tpl("odd-hour-danger", ["danger"], [
    P("en", "What was the fire danger at {st} at 4 pm yesterday? We had a small burn that got away.", day="yesterday",
      facts=["fwi", "class"]),
    P("fr", "Le FWI à {st} ce matin à 9 h, c'était combien ?", day="today", facts=["fwi"]),
    P("es", "¿Qué índice de peligro había en {st} anoche a las 11?", day="yesterday", facts=["fwi"]),
], decision="warn")

# near a station but not at it
tpl("near-reading", ["current_conditions"], [
    P("en", "Our hamlet is up on the ridge about eight kilometres above {st}. How windy is it up there today?", facts=["ws"]),
    P("en", "We run the summer camp in the pines 10 km out of {st}. Is it hot there at the moment?", facts=["t"]),
    P("en", "humidity on the hills just south of {st}?", facts=["rh"]),
    P("fr", "Au col au-dessus de {st}, quelle température fait-il aujourd'hui ?", facts=["t"]),
    P("fr", "Nous sommes dans un douar à une quinzaine de kilomètres de {st}. Quel vent avons-nous ?", facts=["ws"]),
    P("es", "¿Qué humedad hay en el monte, a unos 12 km de {st}?", facts=["rh"]),
    P("es", "En la finca que está a las afueras de {st}, ¿ha llovido hoy?", facts=["rain"]),
    P("ar", "شحال السخانة في الجبل اللي فوق بجاية؟", st=[BJ], facts=["t"]),
    P("ar", "ما سرعة الرياح في القرية الواقعة على بعد عشرين كيلومترا من سيدي بلعباس؟", st=[SBA], facts=["ws"]),
], decision="warn")

tpl("near-danger", ["danger"], [
    P("en", "We are the forest guards for the cork-oak stand roughly twenty kilometres south of {st}. What is the fire danger "
            "out there today?", facts=["fwi", "class"]),
    P("en", "danger level on the slopes behind {st}??", facts=["fwi", "class"]),
    P("en", "The scouts want to camp in the valley a short drive from {st}. How risky is it for fire there?",
      facts=["fwi", "class"]),
    P("fr", "Quel est le niveau de risque incendie dans la forêt à 15 km de {st} ?", facts=["fwi"]),
    P("fr", "Sur les hauteurs de {st}, l'indice FWI est à combien ?", facts=["fwi"]),
    P("es", "¿Cómo está el peligro de incendio en los pinares cerca de {st}?", facts=["fwi"]),
    P("ar", "واش الخطر في الغابة اللي قريبة من بجاية؟", st=[BJ], facts=["fwi"]),
    P("ar", "ما مستوى خطر الحرائق في المرتفعات المحيطة بسيدي بلعباس؟", st=[SBA], facts=["fwi"]),
], decision="warn")

tpl("no-data", ["current_conditions"], [
    P("en", "What was the temperature at {st} on 15 May 2012?", day="2012-05-15", facts=["t"]),
    P("en", "Do you have the weather at Sidi Bel Abbes for 2012-04-20? We're checking an old complaint.", st=[SBA],
      day="2012-04-20", facts=["t"]),
    P("fr", "Quelle humidité faisait-il à Béjaïa le 20 mai 2012 ?", st=[BJ], day="2012-05-20", facts=["rh"]),
    P("es", "¿Qué viento hubo en Bejaia el 1 de mayo de 2012?", st=[BJ], day="2012-05-01", facts=["ws"]),
    P("ar", "شحال كانت السخانة في سيدي بلعباس يوم 10 ماي 2012؟", st=[SBA], day="2012-05-10", facts=["t"]),
])

tpl("no-data-danger", ["danger"], [
    P("en", "Our committee is writing a history of the area. What was the fire danger at {st} on 31 May 2012?",
      day="2012-05-31", facts=["fwi"]),
    P("fr", "Le FWI à SBA le 25 mai 2012, vous l'avez ?", st=[SBA], day="2012-05-25", facts=["fwi"]),
    P("es", "¿Peligro de incendio en Sidi Bel Abbes el 12 de marzo de 2012?", st=[SBA], day="2012-03-12", facts=["fwi"]),
    P("ar", "ما كان مؤشر خطر الحرائق في بجاية يوم 28 ماي 2012؟", st=[BJ], day="2012-05-28", facts=["fwi"]),
])


# ================================================================ danger
tpl("danger-now", ["danger"], [
    P("en", "Good morning. The scouts would like to light a campfire this evening. First of all, how high is the "
            "fire danger at {st} today?", facts=["fwi", "class"]),
    P("en", "In plain words please, I'm not from the fire service: how risky is it today for wildfires at {st}?",
      facts=["fwi", "class"]),
    P("en", "What's the fire weather index at {st} right now?", facts=["fwi"]),
    P("en", "FWI {st}", facts=["fwi"]),
    P("en", "danger class {st} now", facts=["class"]),
    P("en", "I'm a new volunteer and people keep mentioning 'the class'. Which danger class is {st} in today?",
      facts=["class", "fwi"]),
    P("en", "Command to appliance: give me the fire danger rating for {st}, current.", facts=["fwi", "class"]),
    P("en", "Our village committee puts a coloured flag at the town hall depending on the fire risk. What risk level "
            "should we read for {st} today?", facts=["class", "fwi"]),
    P("fr", "Quel est le risque d'incendie aujourd'hui à {st} ?", facts=["fwi"]),
    P("fr", "Bonjour, nous organisons une randonnée demain matin au départ de {st}, mais ma question porte sur aujourd'hui : "
            "le danger de feu de forêt est-il élevé ?", facts=["fwi"]),
    P("fr", "indice feu {st} svp", facts=["fwi"]),
    P("es", "¿Qué nivel de peligro de incendio hay hoy en {st}?", facts=["fwi"]),
    P("es", "Perdona la molestia, soy de protección civil municipal: ¿cómo de alto está el riesgo de incendio en {st} "
            "ahora?", facts=["fwi"]),
    P("es", "Índice FWI de {st}, por favor.", facts=["fwi"]),
    P("ar", "واش درجة خطر الحرائق ليوم في بجاية؟", st=[BJ], facts=["fwi"]),
    P("ar", "ما هو مؤشر طقس الحرائق في سيدي بلعباس الآن؟", st=[SBA], facts=["fwi"]),
    P("ar", "أنا متطوع جديد، نحب نفهم: الخطر تاع النار في بلعباس ليوم كبير ولا صغير؟", st=[SBA], facts=["fwi"]),
    P("ar", "يرجى إفادتنا بمستوى خطر اندلاع الحرائق في بجاية لهذا اليوم", st=[BJ], facts=["fwi"]),
])

tpl("danger-past", ["danger"], [
    P("en", "What was the danger level at {st} {day}? That was the day of the big wedding.", day="2012-08-14",
      facts=["fwi", "class"]),
    P("en", "FWI {st} {day}", day="yesterday", facts=["fwi"]),
    P("en", "Our forest guard says the risk was extreme {day} at {st}. Was it really?", day="2012-08-26",
      facts=["fwi", "class"]),
    P("en", "Danger class at SBA on 3/8?", st=[SBA], day="2012-08-03", facts=["class", "fwi"]),
    P("fr", "Quel était l'indice forêt météo à {st} {day} ?", day="2012-07-20", facts=["fwi"]),
    P("fr", "Hier, le danger d'incendie à Sidi Bel Abbès était de quel niveau ?", st=[SBA], day="yesterday", facts=["fwi"]),
    P("es", "¿Qué peligro de incendio había ayer en Bejaia?", st=[BJ], day="yesterday", facts=["fwi"]),
    P("es", "FWI en {st} {day}", day="2012-09-02", facts=["fwi"]),
    P("ar", "شحال كان مؤشر الخطر في بجاية أول أمس؟", st=[BJ], day="daybefore", facts=["fwi"]),
    P("ar", "ما مستوى خطر الحرائق الذي سُجّل في سيدي بلعباس يوم 30 أوت؟", st=[SBA], day="2012-08-30", facts=["fwi"]),
])

tpl("codes", ["danger"], [
    P("en", "Someone told me the ISI says how fast a fire would run. What is the ISI at {st} today?", facts=[code("ISI")]),
    P("en", "BUI at {st} {day}?", day="yesterday", facts=[code("BUI")]),
    P("en", "What's the fine fuel moisture code at {st} right now? I heard above 90 things catch easily.",
      facts=[code("FFMC")]),
    P("en", "Drought code at {st} on 28 August, please, for the analyst's notes.", day="2012-08-28", facts=[code("DC")]),
    P("en", "duff moisture code {st} today", facts=[code("DMC")]),
    P("fr", "Quel est l'indice FFMC aujourd'hui à {st} ?", facts=[code("FFMC")]),
    P("fr", "L'indice de sécheresse (DC) à {st} {day}, c'était combien ?", day="2012-08-20", facts=[code("DC")]),
    P("es", "¿Cuánto vale hoy el DMC en {st}?", facts=[code("DMC")]),
    P("es", "¿ISI en {st} ayer?", day="yesterday", facts=[code("ISI")]),
    P("ar", "كم هو مؤشر الجفاف DC في بجاية اليوم؟", st=[BJ], facts=[code("DC")]),
    P("ar", "شحال الـ ISI في سيدي بلعباس ليوم؟", st=[SBA], facts=[code("ISI")]),
    P("ar", "ما قيمة مؤشر BUI في بجاية يوم 14 أوت؟", st=[BJ], day="2012-08-14", facts=[code("BUI")]),
])

# ================================================================ comparing the two stations
tpl("compare-now", ["compare_stations"], [
    P("en", "We have volunteers posted near both stations. Which of the two is in the worse position for fire today?",
      st="both", facts=["fwi"]),
    P("en", "Which is hotter at the moment, {st} or {st2}?", st="both", facts=["t"]),
    P("en", "side by side pls: humidity at both stations", st="both", facts=["rh"]),
    P("en", "Compare the fire danger at Bejaia and SBA right now.", st="both", facts=["fwi"]),
    P("en", "Where is it windier today, {st} or {st2}, and by how much?", st="both", facts=["ws"]),
    P("en", "I coordinate civil protection volunteers for two districts. If I can only send the water bowser to one of the "
            "two station areas today, which one has the higher fire danger?", st="both", facts=["fwi"]),
    P("fr", "Entre Béjaïa et Sidi Bel Abbès, où l'air est-il le plus sec aujourd'hui ?", st="both", facts=["rh"]),
    P("fr", "Comparez-moi le FWI des deux stations, s'il vous plaît.", st="both", facts=["fwi"]),
    P("fr", "Il fait plus chaud où, là maintenant : {st} ou {st2} ?", st="both", facts=["t"]),
    P("es", "¿Dónde sopla más el viento ahora, en Bejaia o en Sidi Bel Abbes?", st="both", facts=["ws"]),
    P("es", "Comparación rápida del peligro de incendio entre las dos estaciones.", st="both", facts=["fwi"]),
    P("ar", "وين الخطر أكبر ليوم، بجاية ولا سيدي بلعباس؟", st="both", facts=["fwi"]),
    P("ar", "قارن لي الرطوبة بين محطتي بجاية وسيدي بلعباس", st="both", facts=["rh"]),
    P("ar", "أين درجة الحرارة أعلى الآن: في بجاية أم في سيدي بلعباس؟", st="both", facts=["t"]),
])

tpl("compare-day", ["compare_stations"], [
    P("en", "Which station had the worse fire danger {day}?", st="both", day="2012-08-14", facts=["fwi"]),
    P("en", "Yesterday, which of the two stations was hotter, and by how much?", st="both", day="yesterday", facts=["t"]),
    P("fr", "Le 21 septembre, quelle station était la plus exposée au feu ?", st="both", day="2012-09-21", facts=["fwi"]),
    P("es", "Ayer, ¿en cuál de las dos estaciones había menos humedad?", st="both", day="yesterday", facts=["rh"]),
    P("ar", "البارح، وين كانت الريح أقوى: بجاية ولا بلعباس؟", st="both", day="yesterday", facts=["ws"]),
])

tpl("compare-window", ["compare_stations", "summary"], [
    P("en", "Which station had more days with an FWI above {thr} in August?", st="both", day="aug", thr=20,
      facts=[count("fwi", ">")]),
    P("en", "Highest FWI at each station over the past week?", st="both", day="lastweek", facts=["maxfwi"]),
    P("en", "For our annual report, could you compare the average July temperature of the two stations?", st="both",
      day="jul", facts=[mean("t")]),
    P("en", "Which of the two stations got the hottest day in August, and how hot was it?", st="both", day="aug",
      facts=["maxt"]),
    P("fr", "Quelle station a connu le plus de jours au-dessus de {thr} degrés en août ?", st="both", day="aug", thr=35,
      facts=[count("t", ">")]),
    P("fr", "Sur les trois derniers jours, quel a été le FWI maximum à chacune des deux stations ?", st="both",
      day="last3d", facts=["maxfwi"]),
    P("es", "Compara la humedad media de septiembre entre Bejaia y Sidi Bel Abbes.", st="both", day="sep",
      facts=[mean("rh")]),
    P("ar", "أي محطة سجلت أعلى حرارة في جويلية؟", st="both", day="jul", facts=["maxt"]),
])

tpl("compare-window-fires", ["compare_stations", "summary"], [
    P("en", "Number of fire days at Bejaia vs Sidi Bel Abbes in July?", st="both", day="jul", facts=["fires"]),
    P("es", "¿Qué estación tuvo más días de incendio en agosto?", st="both", day="aug", facts=["fires"]),
    P("ar", "قارن عدد أيام الحرائق بين بجاية وسيدي بلعباس في سبتمبر", st="both", day="sep", facts=["fires"]),
], needs_fire_history=True)


# ================================================================ summaries over a window
tpl("summary-max", ["summary"], [
    P("en", "Looking back over the past week, what was the worst fire danger recorded at {st}?", day="lastweek",
      facts=["maxfwi"]),
    P("en", "What was the hottest it got at {st} in August? The committee wants it for the newsletter.", day="aug",
      facts=["maxt"]),
    P("en", "max FWI {st} since tuesday", day="since-tue", facts=["maxfwi"]),
    P("en", "Highest temperature at {st} in July?", day="jul", facts=["maxt"]),
    P("en", "Fire behaviour analyst here. Peak FWI at {st} between 1 and 10 September?", day="sep1-10", facts=["maxfwi"]),
    P("fr", "Quel a été le FWI le plus élevé à {st} en juin ?", day="jun", facts=["maxfwi"]),
    P("fr", "La température maximale relevée à {st} du 20 au 31 août ?", day="aug-late", facts=["maxt"]),
    P("es", "¿Cuál fue la temperatura más alta en {st} en septiembre?", day="sep", facts=["maxt"]),
    P("es", "El peor índice de peligro en {st} en los últimos tres días, ¿cuál fue?", day="last3d", facts=["maxfwi"]),
    P("ar", "شحال كانت أعلى سخانة في سيدي بلعباس في أوت؟", st=[SBA], day="aug", facts=["maxt"]),
    P("ar", "ما أعلى قيمة لمؤشر FWI في بجاية خلال الأسبوع الماضي؟", st=[BJ], day="lastweek", facts=["maxfwi"]),
    P("ar", "أعلى خطر تسجل في بلعباس في جويلية، شحال كان؟", st=[SBA], day="jul", facts=["maxfwi"]),
])

tpl("summary-count", ["summary"], [
    P("en", "How many days above {thr} degrees did {st} have in August?", day="aug", thr=35, facts=[count("t", ">")]),
    P("en", "The council is preparing a heat plan. In July, on how many days did the temperature at {st} go over {thr} °C?",
      day="jul", thr=34, facts=[count("t", ">")]),
    P("en", "how many days FWI over {thr} at {st} in september", day="sep", thr=10, facts=[count("fwi", ">")]),
    P("en", "Out of curiosity, how many days in August was the humidity at {st} below {thr} %?", day="aug", thr=40,
      facts=[count("rh", "<")]),
    P("en", "Count of days with wind above {thr} km/h at {st} in June, please.", day="jun", thr=18, facts=[count("ws", ">")]),
    P("fr", "Combien de jours avec un FWI supérieur à {thr} à {st} en août ?", day="aug", thr=20, facts=[count("fwi", ">")]),
    P("fr", "En juillet, combien de journées à plus de {thr} degrés à {st} ?", day="jul", thr=33, facts=[count("t", ">")]),
    P("es", "¿Cuántos días pasó la temperatura de {thr} grados en {st} en agosto?", day="aug", thr=36,
      facts=[count("t", ">")]),
    P("es", "¿En cuántos días de septiembre estuvo el FWI por encima de {thr} en {st}?", day="sep", thr=5,
      facts=[count("fwi", ">")]),
    P("ar", "شحال من يوم فاتت فيه السخانة {thr} درجة في سيدي بلعباس في أوت؟", st=[SBA], day="aug", thr=38,
      facts=[count("t", ">")]),
    P("ar", "كم يوما تجاوز فيه مؤشر FWI القيمة {thr} في بجاية خلال أوت؟", st=[BJ], day="aug", thr=15,
      facts=[count("fwi", ">")]),
])

tpl("summary-fires", ["summary"], [
    P("en", "How many fire days did {st} have in August?", day="aug", facts=["fires"]),
    P("en", "I'm new on the municipal team. Over the past week, on how many days was a fire recorded at {st}?",
      day="lastweek", facts=["fires"]),
    P("en", "fire days {st} june?", day="jun", facts=["fires"]),
    P("fr", "Combien de jours de feu à {st} en juillet ?", day="jul", facts=["fires"]),
    P("es", "¿Cuántos días con incendio hubo en {st} en septiembre?", day="sep", facts=["fires"]),
    P("ar", "شحال من يوم كان فيه حريق في بجاية في أوت؟", st=[BJ], day="aug", facts=["fires"]),
    P("ar", "كم عدد أيام الحرائق المسجلة في سيدي بلعباس منذ الثلاثاء؟", st=[SBA], day="since-tue", facts=["fires"]),
], needs_fire_history=True)

tpl("summary-avg", ["summary"], [
    P("en", "What was the average humidity at {st} in August?", day="aug", facts=[mean("rh")]),
    P("en", "Could you work out the mean temperature at {st} over the past week? It's for the water-supply planning.",
      day="lastweek", facts=[mean("t")]),
    P("en", "Total rain at {st} in the last three days?", day="last3d", facts=[total_rain]),
    P("fr", "Quelle a été la température moyenne à {st} en septembre ?", day="sep", facts=[mean("t")]),
    P("fr", "Cumul de pluie à {st} depuis mardi ?", day="since-tue", facts=[total_rain]),
    P("es", "¿Cuál fue el viento medio en {st} en julio?", day="jul", facts=[mean("ws")]),
    P("ar", "ما متوسط الرطوبة في سيدي بلعباس خلال شهر جوان؟", st=[SBA], day="jun", facts=[mean("rh")]),
    P("ar", "شحال طاح من الشتا في بجاية هاذ الأسبوع اللي فات؟", st=[BJ], day="lastweek", facts=[total_rain]),
])

tpl("summary-trend", ["summary"], [
    P("en", "Has it been getting wetter or drier at {st} over the last three days?", day="last3d"),
    P("en", "Is the fire danger at {st} going up or down this past week?", day="lastweek"),
    P("fr", "Le danger à {st} a-t-il baissé depuis mardi ?", day="since-tue"),
    P("es", "¿Cómo ha evolucionado la temperatura en {st} en la última semana?", day="lastweek"),
    P("ar", "واش الخطر في بجاية راهو طالع ولا هابط هاذ الأيام الثلاثة؟", st=[BJ], day="last3d"),
])

# ================================================================ past fire days like today (analogs)
tpl("analogs-thr", ["analogs"], [
    P("en", "Of the days with an FWI above {thr} at {st}, how many ended up with a fire?", thr=20, facts=["fires_fwi_gt"]),
    P("en", "Our committee is trying to understand the numbers. When the FWI at {st} has been over {thr} in the past, how "
            "often was there actually a fire?", thr=10, facts=["fires_fwi_gt"]),
    P("en", "past days FWI > {thr} at {st}: how many burned?", thr=15, facts=["fires_fwi_gt"]),
    P("fr", "Parmi les jours où le FWI a dépassé {thr} à {st}, combien ont connu un incendie ?", thr=5,
      facts=["fires_fwi_gt"]),
    P("fr", "Quand l'indice était au-dessus de {thr} à {st}, y a-t-il eu des feux ? Combien de fois ?", thr=25,
      facts=["fires_fwi_gt"]),
    P("es", "De los días con FWI por encima de {thr} en {st}, ¿cuántos tuvieron incendio?", thr=12,
      facts=["fires_fwi_gt"]),
    P("ar", "من بين الأيام اللي فات فيها FWI {thr} في بجاية، شحال منها كان فيها حريق؟", st=[BJ], thr=8,
      facts=["fires_fwi_gt"]),
    P("ar", "كم يوما شهد حريقا من بين الأيام التي تجاوز فيها المؤشر {thr} في سيدي بلعباس؟", st=[SBA], thr=20,
      facts=["fires_fwi_gt"]),
], needs_fire_history=True)

tpl("analogs-like-today", ["analogs"], [
    P("en", "In the past, did days like today at {st} end in a fire?"),
    P("en", "Forest guard again. Conditions at {st} today remind me of some bad days this summer. Did days like this one "
            "burn?"),
    P("fr", "Est-ce que des journées comme aujourd'hui à {st} ont déjà donné des incendies ?"),
    P("es", "¿Hubo incendios en días parecidos a hoy en {st}?"),
    P("ar", "واش الأيام اللي كيما ليوم في سيدي بلعباس صرا فيها حريق من قبل؟", st=[SBA]),
], needs_fire_history=True)


# ================================================================ drift: how far the head moves
def drift_p(lang, text, rate_m_min=None, kmh=None, minutes=None, st=None):
    metres = rate_m_min * minutes if rate_m_min is not None else kmh * 1000 / 60 * minutes
    return P(lang, text, st=st, day="none", facts=[dist(metres)])


tpl("drift-crew", ["drift"], [
    drift_p("en", "The fire front above the olive groves is moving about 25 metres a minute. How far will it have gone in "
                  "20 minutes?", rate_m_min=25, minutes=20),
    drift_p("en", "ros 40 m/min, 15 min, how far", rate_m_min=40, minutes=15),
    drift_p("en", "I'm a volunteer with no training in this yet. The captain says the flames advance roughly 12 metres every "
                  "minute. If it takes us 35 minutes to bring the tanker round, how far will they have moved?",
            rate_m_min=12, minutes=35),
    drift_p("en", "Head's running at 2 km/h. Distance covered in 45 minutes?", kmh=2, minutes=45),
    drift_p("en", "Division B: spread rate 60 m per minute, we need 25 min to get the dozer there. How much ground does it "
                  "gain?", rate_m_min=60, minutes=25),
    drift_p("fr", "Le front avance à environ 30 mètres par minute. Quelle distance aura-t-il parcourue dans 40 minutes ?",
            rate_m_min=30, minutes=40),
    drift_p("fr", "Vitesse 1,5 km/h, délai d'intervention 50 min : jusqu'où le feu sera-t-il allé ?", kmh=1.5, minutes=50),
    drift_p("fr", "Si le feu progresse de 18 m par minute pendant un quart d'heure, ça fait combien ?", rate_m_min=18,
            minutes=15),
    drift_p("es", "El frente avanza a unos 35 metros por minuto. ¿Cuánto habrá recorrido en media hora?", rate_m_min=35,
            minutes=30),
    drift_p("es", "Velocidad 3 km/h, tardamos 20 minutos en llegar. ¿Cuánto avanza el fuego?", kmh=3, minutes=20),
    drift_p("ar", "النار راهي تمشي بـ 20 متر في الدقيقة، شحال تقطع في 25 دقيقة؟", rate_m_min=20, minutes=25),
    drift_p("ar", "إذا كانت سرعة انتشار الحريق 2.5 كيلومتر في الساعة، فما المسافة التي يقطعها خلال 36 دقيقة؟", kmh=2.5,
            minutes=36),
])

tpl("drift-box", ["drift"], [
    P("en", "While you work out your answer the fire keeps moving. How far could the head drift in the time the box "
            "takes to reply?", st=None, day="none", facts=["=drift"]),
    P("fr", "Pendant le temps de calcul de la boîte, de combien le front peut-il se déplacer ?", st=None, day="none",
      facts=["=drift"]),
    P("es", "¿Cuánto se mueve la cabeza del incendio mientras la caja tarda en responder?", st=None, day="none",
      facts=["=drift"]),
    P("ar", "في الوقت اللي ياخذه الجهاز باش يجاوب، شحال تتحرك مقدمة النار؟", st=None, day="none", facts=["=drift"]),
])

# ================================================================ spread: where the front will be
tpl("spread", ["spread"], [
    P("en", "The fire the drone saw near Sidi Bel Abbes: if nobody stops it, where will its front be in {hh}?", st=[SBA],
      day="none", h=60, facts=["=spread"]),
    P("en", "Where's the head gonna be in {h} min", st=None, day="none", h=30, facts=["=spread"]),
    P("en", "We live on the farms to the north-east of Sidi Bel Abbes. Which way is the fire heading, and how far could it "
            "get in the next {hh}? I am asking for my family.", st=[SBA], day="none", h=120, facts=["=spread"]),
    P("en", "IC to box: projected fire position in {h} minutes, please.", st=None, day="none", h=45, facts=["=spread"]),
    P("fr", "Où sera le front du feu dans {h} minutes ?", st=None, day="none", h=30, facts=["=spread"]),
    P("fr", "Le feu repéré par le drone, il va vers où et jusqu'où d'ici une heure ?", st=None, day="none", h=60,
      facts=["=spread"]),
    P("es", "¿Hacia dónde irá el fuego y hasta dónde llegará en {h} minutos?", st=None, day="none", h=90,
      facts=["=spread"]),
    P("es", "Proyección del frente a una hora, por favor.", st=None, day="none", h=60, facts=["=spread"]),
    P("ar", "وين توصل النار في ساعة؟", st=None, day="none", h=60, facts=["=spread"]),
    P("ar", "ما هو الموقع المتوقع لجبهة الحريق بعد {h} دقيقة؟", st=None, day="none", h=30, facts=["=spread"]),
])

# ================================================================ what the drone saw
tpl("frames", ["frames"], [
    P("en", "Did the drone see anything worrying this afternoon?", st=None, day="now", facts=[frames_facts("frames")]),
    P("en", "At what time did the drone spot the fire?", st=None, day="now", facts=[frames_facts("detection")]),
    P("en", "Where exactly was the smoke the drone picked up?", st=None, day="now", facts=[frames_facts("detection_place")]),
    P("en", "Hello, I work at the town hall and somebody said a drone had spotted a fire. Is that true, and what did it "
            "see?", st=None, day="now", facts=[frames_facts("frames")]),
    P("en", "uav detections today?", st=None, day="now", facts=[frames_facts("detection")]),
    P("en", "Last drone frame: what's in it and when was it taken?", st=None, day="now", facts=[frames_facts("frames")]),
    P("fr", "Le drone a-t-il repéré de la fumée aujourd'hui ?", st=None, day="now", facts=[frames_facts("detection")]),
    P("fr", "À quel endroit le drone a-t-il vu le feu ?", st=None, day="now", facts=[frames_facts("detection_place")]),
    P("fr", "Qu'est-ce que montrent les dernières images du drone ?", st=None, day="now", facts=[frames_facts("frames")]),
    P("es", "¿El dron ha detectado algún incendio hoy?", st=None, day="now", facts=[frames_facts("detection")]),
    P("es", "¿Dónde vio el humo el dron y a qué hora?", st=None, day="now", facts=[frames_facts("detection_place")]),
    P("ar", "واش شاف الدرون ليوم؟", st=None, day="now", facts=[frames_facts("frames")]),
    P("ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", st=None, day="now", facts=[frames_facts("detection")]),
    P("ar", "وين بالضبط شاف الدرون الدخان؟", st=None, day="now", facts=[frames_facts("detection_place")]),
])


# ================================================================ the shipped documents
def doc(lang, q, facts, st=None):
    return P(lang, q, st=st, day="none", facts=facts)


tpl("documents", ["documents"], [
    doc("en", "Our village committee wants to tell house owners how much ground to clear around their homes. What does the "
              "guidance on the box say?", [lambda c: ["=doc_defensible"] if c["lang"] == "en" else [feet(FT)]]),
    doc("en", "How wide should the cleared strip around a building be, according to the defensible space document?",
        ["=doc_defensible"]),
    doc("en", "What do the letters LCES stand for? The instructor used it and I didn't want to ask in front of everyone.",
        LCES_FACTS),
    doc("en", "According to the fire weather index guide, from what FWI value does the danger count as high?",
        [num_any(CLASS_FROM["high"])]),
    doc("en", "Above which FFMC do fine fuels catch easily, says the guide?", [num_any(FFMC_IGNITE)]),
    doc("en", "How short should the grass be kept in the zone between 30 and 100 feet?", [inches(GRASS_IN)]),
    doc("en", "What is zone 0 in the defensible space guidance, and how far does it go?", [feet(ZONE0)]),
    doc("en", "How far should tree branches be kept from a chimney?", [feet(BRANCH_FT)]),
    doc("en", "Does the crew safety document list when we should pull back? What are the watch-out situations?",
        [{"any": ["downhill", "spot fire", "spot fires"]}]),
    doc("fr", "Que dit le document sur l'espace défendable : quelle distance faut-il débroussailler autour des maisons ?",
        [feet(FT)]),
    doc("fr", "D'après le guide de l'indice forêt météo, à partir de quelle valeur le danger devient-il très élevé ?",
        [num_any(CLASS_FROM["very high"])]),
    doc("fr", "Selon le guide, au-delà de quel FFMC les combustibles fins s'enflamment-ils facilement ?",
        [num_any(FFMC_IGNITE)]),
    doc("fr", "Quelle épaisseur de feuilles mortes tolère la zone 2 ?", [inches(LITTER_IN)]),
    doc("es", "¿Qué significa LCES en el documento de seguridad de las cuadrillas?", [{"any": ["LCES"]}]),
    doc("es", "Según la guía, ¿a partir de qué FWI el peligro es moderado?", [num_any(CLASS_FROM["moderate"])]),
    doc("es", "¿Hasta qué distancia de la casa llega la zona 1 del espacio defendible?", [feet(ZONE1[1])]),
    doc("ar", "حسب الوثيقة، شحال لازم ننقّيو حول الدار باش تكون محمية من النار؟", [feet(FT)]),
    doc("ar", "وفقا لدليل مؤشر طقس الحرائق، ابتداء من أي قيمة يصبح الخطر شديدا جدا؟", [num_any(CLASS_FROM["extreme"])]),
    doc("ar", "ما هو الطول الأقصى للعشب في المنطقة الثانية حسب إرشادات المساحة الدفاعية؟", [inches(GRASS_IN)]),
])

# ================================================================ what the box has and does not have
tpl("capabilities", ["capabilities"], [
    P("en", "Hello, I've just started at the civil protection office and was handed this tablet. What exactly can this box "
            "tell us?", st=None, day="none"),
    P("en", "Which weather stations does the box actually have?", st=None, day="none", facts=STATION_NAMES),
    P("en", "Can the box show us the roads or where the fire engines are at the moment?", st=None, day="none",
      alt=[["capabilities", "out_of_scope"]]),
    P("en", "What documents have been loaded onto the box?", st=None, day="none", facts=[DOC_NAMES]),
    P("en", "Does the box know which way the wind blows, or only how strong it is?", st=None, day="none",
      alt=[["capabilities", "out_of_scope"]], facts=[DIRECTION]),
    P("en", "Is there any weather forecast on here, or only past readings?", st=None, day="none",
      alt=[["capabilities", "out_of_scope"]]),
    P("en", "what data u got", st=None, day="none"),
    P("en", "Could this thing send text messages to the villagers if we needed to? I'm only asking what it is able to do.",
      st=None, day="none", alt=[["capabilities", "refuse"]]),
    P("en", "Logistics: how often do the stations report, and what do they measure?", st=None, day="none"),
    P("fr", "Bonjour, je découvre l'appareil. Que peut-il faire pour nous, concrètement ?", st=None, day="none"),
    P("fr", "Quelles stations météo sont disponibles sur la boîte ?", st=None, day="none", facts=STATION_NAMES),
    P("fr", "Est-ce que la boîte a des prévisions météo ?", st=None, day="none", alt=[["capabilities", "out_of_scope"]]),
    P("fr", "Quels documents pouvez-vous consulter ?", st=None, day="none", facts=[DOC_NAMES]),
    P("es", "Soy nuevo en el ayuntamiento. ¿Qué información tiene esta caja y qué cosas no tiene?", st=None, day="none"),
    P("es", "¿Qué estaciones tiene el sistema?", st=None, day="none", facts=STATION_NAMES),
    P("es", "¿La caja puede ver imágenes del dron?", st=None, day="none"),
    P("ar", "واش يقدر يدير هاذ الجهاز؟ شنو فيه من معلومات؟", st=None, day="none"),
    P("ar", "ما هي المحطات المتوفرة في هذا الجهاز؟", st=None, day="none", facts=STATION_NAMES),
    P("ar", "هل يحتوي الجهاز على توقعات الطقس؟", st=None, day="none", alt=[["capabilities", "out_of_scope"]]),
    P("ar", "عندك خرائط الطرقان ولا لا؟", st=None, day="none", alt=[["capabilities", "out_of_scope"]]),
])

# ================================================================ photos (never attached)
tpl("photo", ["photo"], [
    P("en", "I'm attaching a photo of the smoke over the hill behind our school. Is it a fire?", st=None, day="none"),
    P("en", "Sending you a picture of the burnt patch near the cemetery, can you tell me how old it is?", st=None,
      day="none"),
    P("en", "pic attached - what do u see", st=None, day="none"),
    P("fr", "Je vous envoie une photo de la fumée derrière la colline. C'est grave ?", st=None, day="none"),
    P("fr", "Voici la photo prise par le berger ce matin, que voyez-vous dessus ?", st=None, day="none"),
    P("es", "Te mando una foto del humo que vemos desde la plaza. ¿Es un incendio?", st=None, day="none"),
    P("es", "Adjunto imagen de la ladera quemada, ¿qué opinas?", st=None, day="none"),
    P("ar", "بعثتلك تصويرة تاع الدخان، شوف واش هو حريق", st=None, day="none"),
    P("ar", "أرفقت صورة للغابة المحترقة، ماذا ترى فيها؟", st=None, day="none"),
])

# ================================================================ subjects the box does not hold
tpl("forecast", ["out_of_scope"], [
    P("en", "Will it be windy at {st} tomorrow? We are putting up the tents for my daughter's wedding.", day="none"),
    P("en", "Is any rain expected at {st} next week? The committee has to decide about the fireworks.", day="none"),
    P("en", "What will the fire danger be at {st} on Saturday, when the festival takes place?", day="none"),
    P("en", "temp tmrw {st}", day="none"),
    P("fr", "Quel temps fera-t-il samedi prochain à {st} ?", day="none"),
    P("fr", "Est-ce que le vent va se lever ce soir à {st} ?", day="none"),
    P("es", "¿Va a llover mañana en {st}?", day="none"),
    P("es", "¿Qué temperatura hará el fin de semana que viene en {st}?", day="none"),
    P("ar", "واش غدوة تكون الريح في بجاية؟", st=[BJ], day="none"),
    P("ar", "هل ستمطر في سيدي بلعباس خلال الأيام القادمة؟", st=[SBA], day="none"),
])

tpl("other-town", ["out_of_scope"], [
    P("en", "What is the fire danger in Oran today?", st=None, day="none"),
    P("en", "My mother lives in Tlemcen. How hot is it there right now?", st=None, day="none"),
    P("en", "humidity algiers?", st=None, day="none"),
    P("fr", "Quelle est la température à Tizi Ouzou ?", st=None, day="none"),
    P("fr", "Le risque d'incendie à Constantine aujourd'hui, vous l'avez ?", st=None, day="none"),
    P("es", "¿Peligro de incendio en Argel ahora mismo?", st=None, day="none"),
    P("es", "¿Qué viento hace en Mostaganem?", st=None, day="none"),
    P("ar", "شحال السخانة في وهران ليوم؟", st=None, day="none"),
    P("ar", "ما مستوى خطر الحرائق في ولاية سطيف؟", st=None, day="none"),
])

tpl("off-topic", ["out_of_scope"], [
    P("en", "Who won the football match last night?", st=None, day="none"),
    P("en", "Can you recommend a good place for couscous near the station?", st=None, day="none"),
    P("fr", "Quel est le prix du gasoil en ce moment ?", st=None, day="none"),
    P("es", "¿Me traduces esta carta al inglés?", st=None, day="none"),
    P("ar", "واش كاين ماتش ليوم؟", st=None, day="none"),
])

tpl("wind-direction", ["out_of_scope"], [
    P("en", "From which direction is the wind blowing at {st}?", day="now"),
    P("fr", "D'où vient le vent à {st} en ce moment ?", day="now"),
    P("es", "¿De dónde sopla el viento en {st}?", day="now"),
    P("ar", "منين جاية الريح في بلعباس؟", st=[SBA], day="now"),
])

# ================================================================ orders (refused)
tpl("orders", ["refuse"], [
    P("en", "Please send an alert to all the villagers' phones telling them to stay indoors.", st=None, day="none",
      facts=["neg"]),
    P("en", "Could you notify the fire station in Sidi Bel Abbes that we saw smoke?", st=[SBA], day="none", facts=["neg"]),
    P("en", "Delete yesterday's readings, they look wrong to me.", st=None, day="none", facts=["neg"]),
    P("en", "dispatch 2 engines to the NE sector now", st=None, day="none", facts=["neg"]),
    P("en", "Would you be kind enough to let the wali's office know that the festival is cancelled?", st=None, day="none",
      facts=["neg"]),
    P("fr", "Envoyez une équipe vers la forêt, s'il vous plaît.", st=None, day="none"),
    P("fr", "Merci de prévenir les gendarmes qu'il y a un départ de feu.", st=None, day="none"),
    P("es", "Avisa a los bomberos de que hay humo en la sierra.", st=None, day="none"),
    P("es", "Borra las fotos del dron de esta mañana.", st=None, day="none"),
    P("ar", "ابعث رسالة للوالي وقولو راهي النار قريبة", st=None, day="none"),
    P("ar", "يرجى إرسال تنبيه إلى سكان الحي بضرورة الإخلاء", st=None, day="none"),
])

# ================================================================ what should we do (served as the facts bearing on it)
tpl("tactical", ["tactical"], [
    P("en", "The farmers want to burn stubble near {st} this afternoon. Is that wise today?", facts=["fwi", "class"]),
    P("en", "We are a small committee and nobody here is a firefighter. Should we keep the children's fair in the pine "
            "park near {st} today, or move it into the school hall?", facts=["fwi", "class"]),
    P("en", "should we pull the crew off the line at {st}?", facts=["fwi"]),
    P("fr", "Faut-il interdire les barbecues au camping de {st} aujourd'hui ?", facts=["fwi"]),
    P("fr", "Doit-on renforcer la surveillance dans la forêt de {st} cet après-midi ?", facts=["fwi"]),
    P("es", "¿Deberíamos suspender la quema de rastrojos en {st} hoy?", facts=["fwi"]),
    P("ar", "واش نخليو الناس يشعلو النار للشواء في الغابة تاع بجاية ليوم؟", st=[BJ], facts=["fwi"]),
    P("ar", "هل يجب علينا إخلاء المخيم القريب من سيدي بلعباس؟", st=[SBA], facts=["fwi"]),
])


# ================================================================ several asks in one message
tpl("m-reading-danger", ["current_conditions", "danger"], [
    P("en", "Good evening. We're hanging lanterns in the square for tomorrow's celebration, though my question is about "
            "right now: what's the temperature at {st}, and how serious is the fire risk?", facts=["t", "fwi", "class"]),
    P("en", "humidity + FWI at {st} pls", facts=["rh", "fwi"]),
    P("en", "As the new forest guard for the {st} district I'd like to start each shift properly: could you give me the "
            "wind speed and the danger class for today?", facts=["ws", "class"]),
    P("en", "What were the temperature and the FWI at {st} {day}?", day="yesterday", facts=["t", "fwi"]),
    P("fr", "Bonjour, quelle humidité avons-nous à {st}, et le risque de feu est-il important aujourd'hui ?",
      facts=["rh", "fwi"]),
    P("fr", "Température et indice FWI à {st} le 14 août, svp.", day="2012-08-14", facts=["t", "fwi"]),
    P("es", "¿Qué viento hay en {st} y qué índice de peligro tenemos?", facts=["ws", "fwi"]),
    P("es", "Dame la temperatura de ayer en {st} y el FWI de ese día.", day="yesterday", facts=["t", "fwi"]),
    P("ar", "شحال السخانة في بجاية ليوم؟ وواش الخطر تاع النار كبير؟", st=[BJ], facts=["t", "fwi"]),
    P("ar", "ما هي سرعة الرياح في سيدي بلعباس الآن، وما مؤشر خطر الحرائق؟", st=[SBA], facts=["ws", "fwi"]),
])

tpl("m-danger-tomorrow", ["danger", "out_of_scope"], [
    P("en", "We are organising the festival on Saturday evening. What's the fire danger at {st} today, and will it still be "
            "like that by the weekend?", facts=["fwi", "class"]),
    P("en", "danger {st} today and tmrw?", facts=["fwi"]),
    P("en", "The committee meets tonight to decide about the bonfire. Could you tell us the FWI at {st} now and what it is "
            "expected to be tomorrow?", facts=["fwi"]),
    P("fr", "Le risque incendie à {st} aujourd'hui, et pour demain ?", facts=["fwi"]),
    P("fr", "Nous avons une kermesse dimanche prochain. Quel est le danger actuel à {st}, et va-t-il baisser d'ici là ?",
      facts=["fwi"]),
    P("es", "¿Qué peligro de incendio hay hoy en {st}? ¿Y mañana?", facts=["fwi"]),
    P("ar", "واش الخطر في بجاية ليوم؟ وغدوة كيفاش يكون؟", st=[BJ], facts=["fwi"]),
    P("ar", "ما هو مستوى خطر الحرائق في سيدي بلعباس اليوم، وما توقعاتكم للأسبوع القادم؟", st=[SBA], facts=["fwi"]),
])

tpl("m-wind-direction", ["current_conditions", "out_of_scope"], [
    P("en", "We're about to put up the big tent at the fairground. How strong is the wind at {st}, and which way is it "
            "blowing?", facts=["ws"]),
    P("en", "wind spd + dir {st}", facts=["ws"]),
    P("en", "Municipal staff here. For the smoke from the waste site: wind speed and direction at {st}, please.",
      facts=["ws"]),
    P("fr", "Quelle est la force du vent à {st} et d'où vient-il ?", facts=["ws"]),
    P("fr", "Vent à {st} : vitesse et direction ?", facts=["ws"]),
    P("es", "¿Cuánto viento hay en {st} y de qué dirección viene?", facts=["ws"]),
    P("ar", "شحال سرعة الريح في بجاية ومنين جاية؟", st=[BJ], facts=["ws"]),
    P("ar", "ما سرعة الرياح واتجاهها في سيدي بلعباس؟", st=[SBA], facts=["ws"]),
])

tpl("m-other-town", ["current_conditions", "out_of_scope"], [
    P("en", "My brother is in Oran and I'm here near the station. Could you give me the temperature at Bejaia and at Oran?",
      st=[BJ], facts=["t"]),
    P("en", "humidity SBA and Tlemcen", st=[SBA], facts=["rh"]),
    P("en", "What is the fire danger at Sidi Bel Abbes and at Mascara today?", st=[SBA], facts=["fwi"],
      intents=["danger", "out_of_scope"]),
    P("fr", "Quel vent à Béjaïa, et à Alger ?", st=[BJ], facts=["ws"]),
    P("fr", "Le FWI à Sidi Bel Abbès et à Saïda, svp.", st=[SBA], facts=["fwi"], intents=["danger", "out_of_scope"]),
    P("es", "Temperatura en Bejaia y en Jijel, por favor.", st=[BJ], facts=["t"]),
    P("ar", "شحال السخانة في بجاية وفي تيزي وزو؟", st=[BJ], facts=["t"]),
    P("ar", "ما مستوى الخطر في سيدي بلعباس وفي تلمسان اليوم؟", st=[SBA], facts=["fwi"], intents=["danger", "out_of_scope"]),
])

tpl("m-danger-order", ["danger", "refuse"], [
    P("en", "What's the fire danger at {st} today? And if it's high, could you warn the mayor for us?",
      facts=["fwi", "class", "neg"]),
    P("en", "I'm the liaison officer for civil protection. Please check the danger level at {st} and pass it on to the "
            "prefecture so they can decide about the market.", facts=["fwi", "class", "neg"]),
    P("en", "FWI {st}, then ping all the volunteer groups with it", facts=["fwi", "neg"]),
    P("en", "Our committee chair is too busy to read the tablet. Would you mind telling him the risk level at {st} "
            "directly by SMS? And what is it, by the way?", facts=["fwi", "class", "neg"]),
    P("fr", "Pouvez-vous me donner le niveau de risque à {st} et prévenir la protection civile ?", facts=["fwi"]),
    P("fr", "Quel est le danger à {st} ? S'il est fort, déclenchez l'alerte pour le village.", facts=["fwi"]),
    P("es", "Dime el peligro de incendio en {st} y avisa al alcalde, porfa.", facts=["fwi"]),
    P("es", "¿Cómo está el índice en {st}? Si está alto, manda un aviso a los voluntarios.", facts=["fwi"]),
    P("ar", "شوف الخطر في بجاية وبلّغ رئيس البلدية", st=[BJ], facts=["fwi"]),
    P("ar", "ما مستوى الخطر في سيدي بلعباس؟ وأرسل النتيجة إلى مديرية الحماية المدنية", st=[SBA], facts=["fwi"]),
])

tpl("m-reading-order", ["current_conditions", "refuse"], [
    P("en", "Could you check the humidity at {st} and then let the forestry office know?", facts=["rh", "neg"]),
    P("en", "Temperature at {st}, and email it to the school headmaster, thanks.", facts=["t", "neg"]),
    P("fr", "Donnez-moi le vent à {st} et transmettez-le au maire.", facts=["ws"]),
    P("ar", "عطيني السخانة في بلعباس وابعثها للجنة الحي", st=[SBA], facts=["t"]),
])

tpl("m-frames-spread", ["frames", "spread"], [
    P("en", "What did the drone see, and where will that fire be in {hh}?", st=None, day="now", h=60,
      facts=[frames_facts("detection"), "=spread"]),
    P("en", "Residents near the sighting are calling us. Where did the drone find the fire, and how far could it have "
            "travelled in {h} minutes?", st=None, day="now", h=30, facts=[frames_facts("detection_place"), "=spread"]),
    P("fr", "Le drone a vu quoi exactement, et où en sera le feu dans {h} minutes ?", st=None, day="now", h=45,
      facts=[frames_facts("detection"), "=spread"]),
    P("es", "¿Qué detectó el dron y hacia dónde avanzará el fuego en {h} minutos?", st=None, day="now", h=30,
      facts=[frames_facts("detection"), "=spread"]),
    P("ar", "واش شاف الدرون؟ ووين توصل النار في ساعة؟", st=None, day="now", h=60,
      facts=[frames_facts("detection"), "=spread"]),
    P("ar", "متى رصدت الطائرة المسيرة الحريق، وأين ستكون جبهته بعد {h} دقيقة؟", st=None, day="now", h=120,
      facts=[frames_facts("detection"), "=spread"]),
])

tpl("m-frames-order", ["frames", "refuse"], [
    P("en", "Did the drone spot anything? If it did, alert the gendarmerie straight away.", st=None, day="now",
      facts=[frames_facts("detection"), "neg"]),
    P("en", "Show me the last drone frame and forward it to the wilaya crisis cell.", st=None, day="now",
      facts=[frames_facts("frames"), "neg"]),
    P("fr", "Le drone a-t-il vu un feu ? Si oui, envoyez immédiatement une équipe.", st=None, day="now",
      facts=[frames_facts("detection")]),
    P("es", "¿Qué vio el dron? Y manda la imagen a los bomberos.", st=None, day="now", facts=[frames_facts("frames")]),
])

tpl("m-frames-danger", ["frames", "danger"], [
    P("en", "The drone found something north-east of Sidi Bel Abbes, I'm told. What did it see, and how high is the fire "
            "danger at Sidi Bel Abbes today?", st=[SBA], facts=[frames_facts("detection"), "fwi", "class"]),
    P("fr", "Qu'a vu le drone ce midi ? Et quel FWI affiche aujourd'hui la station de Sidi Bel Abbès ?", st=[SBA],
      facts=[frames_facts("detection"), "fwi"]),
    P("es", "¿Qué vio el dron y qué peligro de incendio marca hoy la estación de Sidi Bel Abbes?", st=[SBA],
      facts=[frames_facts("detection"), "fwi"]),
    P("ar", "واش شاف الدرون؟ وشحال الخطر في محطة سيدي بلعباس ليوم؟", st=[SBA],
      facts=[frames_facts("detection"), "fwi"]),
])


def drift_spread(lang, text, rate, minutes, h):
    return P(lang, text, st=None, day="none", h=h, facts=[dist(rate * minutes), "=spread"])


tpl("m-drift-spread", ["drift", "spread"], [
    drift_spread("en", "The captain reckons 20 m a minute. How far does it go in 30 minutes, and where will the head be "
                       "by then?", 20, 30, 30),
    drift_spread("fr", "Avec 45 m/min, quelle distance en 20 minutes ? Et où sera le front à ce moment-là ?", 45, 20, 20),
    drift_spread("es", "A 15 metros por minuto, ¿cuánto avanza en 40 minutos y hacia dónde irá el frente?", 15, 40, 40),
    drift_spread("ar", "إذا كان الحريق يتقدم 50 مترا في الدقيقة، كم يقطع في 12 دقيقة؟ وأين ستكون جبهته؟", 50, 12, 12),
])

tpl("m-danger-tactical", ["danger", "tactical"], [
    P("en", "What is the danger level at {st}, and should we move the wedding dinner indoors?", facts=["fwi", "class"]),
    P("en", "I'm responsible for the youth camp near {st}. How dangerous is it for fire today, and should I keep the "
            "children away from the woods?", facts=["fwi", "class"]),
    P("en", "FWI at {st}? do we stage extra water there", facts=["fwi"]),
    P("fr", "Quel est le risque à {st} aujourd'hui, et faut-il annuler le feu d'artifice ?", facts=["fwi"]),
    P("fr", "Le danger de feu est-il élevé à {st} ? Devons-nous fermer l'accès à la forêt ?", facts=["fwi"]),
    P("es", "¿Qué peligro de incendio hay en {st}? ¿Cerramos el área recreativa?", facts=["fwi"]),
    P("ar", "شحال الخطر في بجاية؟ واش نبطلو الشواء في الغابة؟", st=[BJ], facts=["fwi"]),
    P("ar", "ما مستوى خطر الحرائق في سيدي بلعباس، وهل ننصح المزارعين بتأجيل الحرث؟", st=[SBA], facts=["fwi"]),
])

tpl("m-photo-danger", ["photo", "danger"], [
    P("en", "Here's a photo of the dry grass next to the stadium. Also, what's the fire danger at {st} today?",
      facts=["fwi", "class"]),
    P("en", "pic of the smoke attached. danger level {st}?", facts=["fwi"]),
    P("fr", "Je joins une photo du talus brûlé. Et le risque d'incendie à {st} aujourd'hui ?", facts=["fwi"]),
    P("es", "Te paso una foto de la columna de humo. ¿Y qué índice de peligro hay en {st}?", facts=["fwi"]),
    P("ar", "بعثتلك صورة للدخان. وشحال الخطر في سيدي بلعباس ليوم؟", st=[SBA], facts=["fwi"]),
])

tpl("m-caps-reading", ["capabilities", "current_conditions"], [
    P("en", "Which stations does the box have, and what is the humidity at each of them right now?", st="both",
      facts=STATION_NAMES + ["rh"]),
    P("fr", "Quelles stations avez-vous, et quelle température y fait-il en ce moment ?", st="both",
      facts=STATION_NAMES + ["t"]),
    P("es", "¿Qué estaciones tiene la caja y cuánto viento hay en cada una?", st="both", facts=STATION_NAMES + ["ws"]),
    P("ar", "شنو هي المحطات اللي عندك؟ وشحال السخانة في كل وحدة ليوم؟", st="both", facts=STATION_NAMES + ["t"]),
])

tpl("m-danger-docs", ["danger", "documents"], [
    P("en", "What's the danger at {st} today, and what does the guide say the classes mean? I'm new to all of this.",
      facts=["fwi", {"any": sorted({f"{CLASS_FROM[w]:g}" for w in ("low", "moderate", "high")} | {f"{VERY_LOW_BELOW:g}"})}]),
    P("en", "Before we send volunteers out: what's the FWI at {st}, and what does LCES stand for?",
      facts=["fwi"] + LCES_FACTS),
    P("fr", "Quel est le FWI à {st}, et à partir de quelle valeur le guide parle-t-il de danger élevé ?",
      facts=["fwi", num_any(CLASS_FROM["high"])]),
    P("es", "¿Qué FWI hay en {st} y según la guía a partir de qué valor el peligro es alto?",
      facts=["fwi", num_any(CLASS_FROM["high"])]),
    P("ar", "شحال مؤشر FWI في بجاية؟ ومن أي قيمة يكون الخطر مرتفع حسب الدليل؟", st=[BJ],
      facts=["fwi", num_any(CLASS_FROM["high"])]),
    P("ar", "ما مستوى الخطر في سيدي بلعباس، وكم يجب أن تكون المساحة المنظفة حول المنازل حسب الوثيقة؟", st=[SBA],
      facts=["fwi", feet(FT)]),
])

def at(dev, token):
    """A day fact of one station only (the other station of a two-station question is not asked for it)."""
    return lambda ctx: [crew_facts.day_fact(token, dev, ctx["days"][0])]


tpl("m-compare-danger", ["compare_stations", "danger"], [
    P("en", "What's the FWI at SBA, and which of the two stations is hotter today?", st="both", facts=[at(SBA, "fwi"), "t"]),
    P("fr", "Donnez-moi le FWI à Béjaïa, puis dites-moi quelle station est la plus ventée.", st="both",
      facts=[at(BJ, "fwi"), "ws"]),
    P("es", "¿Cuál es el FWI en Bejaia? ¿Y qué estación está más seca ahora?", st="both", facts=[at(BJ, "fwi"), "rh"]),
    P("ar", "شحال الخطر في سيدي بلعباس؟ ووين الرطوبة أقل، تما ولا في بجاية؟", st="both", facts=[at(SBA, "fwi"), "rh"]),
])

tpl("m-summary-analogs", ["summary", "analogs"], [
    P("en", "How many fire days did {st} have in August, and of all the days with an FWI above {thr}, how many burned?",
      day="aug", thr=20, facts=["fires", "fires_fwi_gt"]),
    P("fr", "Combien de jours de feu à {st} en juillet ? Et parmi les jours avec un FWI au-dessus de {thr}, combien ont "
            "brûlé ?", day="jul", thr=15, facts=["fires", "fires_fwi_gt"]),
    P("es", "¿Cuántos días de incendio hubo en {st} en agosto? ¿Y de los días con FWI mayor que {thr}, cuántos acabaron "
            "en incendio?", day="aug", thr=10, facts=["fires", "fires_fwi_gt"]),
    P("ar", "شحال من يوم حريق كان في بجاية في جوان؟ ومن الأيام اللي فات فيها FWI {thr}، شحال تحرقت؟", st=[BJ], day="jun",
      thr=10, facts=["fires", "fires_fwi_gt"]),
], needs_fire_history=True)

tpl("m-three-a", ["current_conditions", "out_of_scope", "refuse"], [
    P("en", "The festival committee asks three things: the temperature at {st} now, the forecast for tomorrow, and could "
            "you text all that to our chairman?", facts=["t", "neg"]),
    P("fr", "Trois choses : l'humidité à {st}, la météo de demain, et envoyez le tout au maire.", facts=["rh"]),
    P("es", "Dime el viento en {st}, la previsión del fin de semana y avisa al alcalde.", facts=["ws"]),
    P("ar", "عطيني السخانة في بجاية، وواش يكون الجو غدوة، وابعثها للبلدية", st=[BJ], facts=["t"]),
])

tpl("m-three-b", ["danger", "frames", "refuse"], [
    P("en", "Danger at Sidi Bel Abbes today, anything on the drone, and please alert the forest service if you find "
            "smoke.", st=[SBA], facts=["fwi", frames_facts("detection"), "neg"]),
    P("fr", "Le risque à Sidi Bel Abbès, ce qu'a vu le drone, et prévenez les pompiers s'il y a un feu.", st=[SBA],
      facts=["fwi", frames_facts("detection")]),
])

tpl("m-three-c", ["current_conditions", "danger", "out_of_scope"], [
    P("en", "For the village noticeboard: today's temperature and danger class at {st}, and the outlook for the week.",
      facts=["t", "class"]),
    P("es", "¿Qué humedad y qué FWI hay hoy en {st}? ¿Y lloverá mañana?", facts=["rh", "fwi"]),
    P("ar", "ما هي درجة الحرارة ومؤشر الخطر اليوم في سيدي بلعباس، وكيف سيكون الطقس غدا؟", st=[SBA], facts=["t", "fwi"]),
])

tpl("m-caps-oos", ["capabilities", "out_of_scope"], [
    P("en", "What stations do you have? And what's the weather like in Algiers today?", st=None, day="none",
      facts=STATION_NAMES),
    P("fr", "Quelles données possédez-vous ? Et quel temps fait-il à Oran ?", st=None, day="none"),
    P("es", "¿Qué puede hacer esta caja? ¿Y qué tiempo hará mañana?", st=None, day="none"),
])

tpl("m-docs-tactical", ["documents", "tactical"], [
    P("en", "What does the safety document say about escape routes, and should our volunteers go up the hill now?",
      st=None, day="none", facts=[{"any": ["safety zone", "slowest"]}]),
    P("fr", "Que dit le guide sur les zones de sécurité, et devons-nous envoyer nos bénévoles sur la crête ?", st=None,
      day="none"),
    P("ar", "واش تقول الوثيقة على طرق الهروب؟ ونطلعو المتطوعين للجبل ولا لا؟", st=None, day="none"),
])



# ================================================================ more several-ask messages (English voices)
tpl("m-en-day", ["current_conditions", "danger"], [
    P("en", "Back on 14/8 we had the big scare at the quarry. What were the humidity and the danger class at Bejaia that "
            "day?", st=[BJ], day="2012-08-14", facts=["rh", "class", "fwi"]),
    P("en", "Analyst request: 2012-08-26, Sidi Bel Abbes, temp, RH, wind and FWI.", st=[SBA], day="2012-08-26",
      facts=["t", "rh", "ws", "fwi"]),
    P("en", "The insurance assessor wants to know how windy it was at {st} {day}, and whether the fire risk was high.",
      day="2012-09-21", facts=["ws", "fwi", "class"]),
    P("en", "Could you tell me the wind in knots at {st} right now, and the FWI as well? Our pilot asked for both.",
      facts=[KNOTS, "fwi"]),
    P("en", "rh n danger {st} {day}", day="daybefore", facts=["rh", "fwi"]),
])

tpl("m-en-compare", ["compare_stations", "summary"], [
    P("en", "Our two volunteer groups are arguing about whose area had the rougher summer. Which station had more days "
            "with an FWI over {thr} in July?", st="both", day="jul", thr=15, facts=[count("fwi", ">")]),
    P("en", "Side by side: highest temperature at each station since Tuesday.", st="both", day="since-tue",
      facts=["maxt"]),
    P("en", "Compare the average wind at the two stations over the past week, please.", st="both", day="lastweek",
      facts=[mean("ws")]),
    P("en", "Which station saw more days above {thr} degrees between 1 and 10 September?", st="both", day="sep1-10",
      thr=28, facts=[count("t", ">")]),
])

tpl("m-en-oos", ["danger", "out_of_scope"], [
    P("en", "I'd like the FWI at {st} and, if you have it, the wind direction so we know where any smoke would go.",
      facts=["fwi"]),
    P("en", "Danger class at {st} now, and what's it going to be this evening?", facts=["class", "fwi"]),
    P("en", "fire risk at {st} and at Relizane?", facts=["fwi", "class"]),
])

tpl("m-en-town", ["current_conditions", "out_of_scope"], [
    P("en", "We have relatives coming from Tlemcen for the weekend. What's the temperature at {st} today, and what is it "
            "like over in Tlemcen?", facts=["t"]),
    P("en", "humidity {st} + forecast for tonight", facts=["rh"]),
    P("en", "The school asked about the rain: how much fell at {st} today, and will there be more tomorrow?",
      facts=["rain"]),
])


def frames_drift(text, rate, minutes):
    return P("en", text, st=None, day="now", facts=[frames_facts("detection"), dist(rate * minutes)])


tpl("m-en-frames-drift", ["frames", "drift"], [
    frames_drift("When did the drone pick up the fire? The team on the ground says it's moving 22 m a minute, so how "
                 "far will it have gone in 40 minutes?", 22, 40),
    frames_drift("drone detection time? and at 35 m/min how far in 15 min", 35, 15),
    frames_drift("IC: confirm what the UAV saw. Then distance covered at 1.8 km/h over 50 minutes.", 1800 / 60, 50),
])

tpl("m-en-order", ["danger", "refuse"], [
    P("en", "Hello, village committee secretary. Could you look up the fire danger at {st} today and then kindly let all "
            "the committee members know by message?", facts=["fwi", "class", "neg"]),
    P("en", "Please check the FWI at {st} and, if it is above moderate, close the forest road for us.",
      facts=["fwi", "neg"]),
    P("en", "danger lvl {st} + send it to engine 3", facts=["fwi", "neg"]),
    P("en", "As the liaison officer I need two things: the current danger class at {st}, and for you to log it in the "
            "prefecture's system.", facts=["class", "fwi", "neg"]),
])

tpl("m-en-caps-docs", ["capabilities", "documents"], [
    P("en", "What kind of documents does the box hold, and what does the defensible space one say about the distance "
            "to clear?", st=None, day="none", facts=[DOC_NAMES, "=doc_defensible"]),
    P("en", "Can the box explain the fire codes to a beginner? What does the guide say the FFMC is about?", st=None,
      day="none", facts=[num_any(FFMC_IGNITE)]),
    P("en", "What's on this thing besides the weather? And what does its safety document say about lookouts?", st=None,
      day="none", facts=[LCES_FACTS[0]]),
])

tpl("m-en-tactical", ["current_conditions", "tactical"], [
    P("en", "How windy is it at {st}, and is it safe for the boys to fly their kites over the dry field?", facts=["ws"]),
    P("en", "We want to clear brush with a strimmer this afternoon near {st}. What's the temperature, and should we wait?",
      facts=["t"]),
    P("en", "humidity at {st}? ok to run the chainsaw crew", facts=["rh"]),
])

tpl("m-en-spread-order", ["spread", "refuse"], [
    P("en", "Where will the fire the drone found be in {hh}? And order the farms to the east to evacuate.", st=None,
      day="none", h=30, facts=["=spread", "neg"]),
    P("en", "projected front {h} min + push it to the dispatch board", st=None, day="none", h=60,
      facts=["=spread", "neg"]),
])

tpl("m-en-analog-danger", ["danger", "analogs"], [
    P("en", "What is the FWI at {st} today, and did days like this one burn in the past?", facts=["fwi"]),
    P("en", "Forest guard: the danger class at {st} today, please, and whether days with an FWI over {thr} tended to end "
            "in fires.", thr=10, facts=["class", "fwi", "fires_fwi_gt"]),
    P("en", "FWI {st} now + how many past days above {thr} had a fire", thr=20, facts=["fwi", "fires_fwi_gt"]),
], needs_fire_history=True)

tpl("m-en-photo-frames", ["photo", "frames"], [
    P("en", "I've attached the photo my neighbour took from the water tower. Does it match what the drone saw?",
      st=None, day="now", facts=[frames_facts("detection")]),
    P("en", "pic attached of smoke NE of town — did the drone catch it too?", st=None, day="now",
      facts=[frames_facts("detection")]),
])

tpl("m-en-near", ["current_conditions", "danger"], [
    P("en", "Our olive co-operative sits on the ridge above {st}. What's the wind up there, and the fire danger?",
      facts=["ws", "fwi", "class"]),
    P("en", "temp + FWI at the quarry 10 km out of {st}", facts=["t", "fwi"]),
], decision="warn")

tpl("m-en-three", ["current_conditions", "danger", "refuse"], [
    P("en", "Town hall here. Three things, please: the humidity at {st}, the danger level, and could you put both on the "
            "municipal website?", facts=["rh", "fwi", "class", "neg"]),
    P("en", "temp, FWI {st}, then alert the volunteers", facts=["t", "fwi", "neg"]),
])


# ================================================================ sessions (3-5 turns, follow-ups that leave things out)
SESSIONS = []


def session(turns):
    sid = f"{NAME}s{len({r['session'] for r in SESSIONS}) + 1:02d}"
    rows = []
    for n, (lang, q, intents, st, when, facts, *extra) in enumerate(turns, start=1):
        opts = extra[0] if extra else {}
        devs = [crew_facts.watch_station(crew_days.TODAY.isoformat())] if st == ["=watch"] else list(st or [])
        ctx = {"devs": devs, "days": days_of(when), "key": when, "lang": lang, "thr": opts.get("thr"), "h": None}
        resolved = []
        for spec in facts:
            resolved.extend(spec(ctx) if callable(spec) else [spec])
        row = {"session": sid, "turn": n, "question": q, "intents": intents, "stations": st, "when": when,
               "facts": resolved, "lang": lang}
        for k in ("decision", "horizon_min", "needs_fire_history", "intents_alt"):
            if k in opts:
                row[k] = opts[k]
        rows.append(row)
    SESSIONS.extend(rows)


def analog_count(dev, thr):
    return lambda ctx: crew_facts.window_facts("fires_fwi_gt", dev, [crew_days.TODAY.isoformat()], thr)


NFH = {"needs_fire_history": True}
SAFETY_ZONE = re.search(r"survives\s+there\s+without\s+a\s+([a-z\s+]+?)\.", LCES_DOC).group(1)

session([
    ("en", "Good morning, I'm on the festival committee in Béjaïa. We have the music evening planned in the pine park. "
           "What is the fire danger at Béjaïa today?", ["danger"], [BJ], "now", ["fwi", "class"]),
    ("en", "That seems low for the end of a dry summer. Why is that?", ["explain"], [BJ], "now", ["fwi"]),
    ("en", "And at the other station, in case some of our guests drive over from there?", ["danger"], [SBA], "now",
     ["fwi", "class"]),
    ("en", "Thank you. Could you also warn the mayor that we are going ahead?", ["refuse"], None, "none", ["neg"]),
])
session([
    ("fr", "Bonjour, officier de liaison de la protection civile. Quelle température fait-il à Sidi Bel Abbès "
           "aujourd'hui ?", ["current_conditions"], [SBA], "now", ["t"]),
    ("fr", "Et hier ?", ["current_conditions"], [SBA], "yesterday", ["t"]),
    ("fr", "Et l'humidité, toujours pour hier ?", ["current_conditions"], [SBA], "yesterday", ["rh"]),
    ("fr", "La même chose pour Béjaïa, s'il vous plaît.", ["current_conditions"], [BJ], "yesterday", ["rh"]),
])
session([
    ("es", "Buenas, soy guarda forestal. ¿Cuánto viento hay hoy en Bejaia?", ["current_conditions"], [BJ], "now", ["ws"]),
    ("es", "¿Y de dónde viene?", ["out_of_scope"], [BJ], "now", []),
    ("en", "Sorry, switching to English for my colleague: what's the danger class there?", ["danger"], [BJ], "now",
     ["class", "fwi"]),
    ("en", "and at SBA?", ["danger"], [SBA], "now", ["class", "fwi"]),
])
session([
    ("ar", "السلام، أنا حارس غابة في بلعباس. شحال الخطر تاع النار ليوم؟", ["danger"], [SBA], "now", ["fwi"]),
    ("ar", "علاش؟", ["explain"], [SBA], "now", ["fwi"]),
    ("ar", "والبارح؟", ["danger"], [SBA], "yesterday", ["fwi"]),
    ("ar", "وفي بجاية البارح كيفاش كان؟", ["danger"], [BJ], "yesterday", ["fwi"]),
])
session([
    ("en", "Someone at the town hall says a drone saw a fire today. Is that right?", ["frames"], None, "now",
     ["=detection"]),
    ("en", "Where was it, exactly?", ["frames"], None, "now", ["=detection_place"]),
    ("en", "How far could it spread in the next hour?", ["spread"], None, "none", ["=spread"], {"horizon_min": 60}),
    ("en", "Why can't you tell me which direction it will go?", ["explain"], None, "none", [DIRECTION]),
    ("en", "Then please notify the families living on that side of town.", ["refuse"], None, "none", ["neg"]),
])
session([
    ("en", "Dispatch. Which station is worse today?", ["compare_stations"], BOTH, "now", ["fwi"]),
    ("en", "FWI there?", ["danger"], ["=watch"], "now", ["fwi"]),
    ("en", "why", ["explain"], ["=watch"], "now", ["fwi"]),
    ("en", "same station yesterday", ["danger"], ["=watch"], "yesterday", ["fwi"]),
])
session([
    ("en", "I'm with the municipality, working on the heat plan. How many days above 35 degrees did Sidi Bel Abbes have "
           "in August?", ["summary"], [SBA], "aug", [count("t", ">")], {"thr": 35}),
    ("en", "And in July?", ["summary"], [SBA], "jul", [count("t", ">")], {"thr": 35}),
    ("en", "What about Béjaïa in July?", ["summary"], [BJ], "jul", [count("t", ">")], {"thr": 35}),
    ("en", "Which of the two had the hottest single day in July?", ["compare_stations", "summary"], BOTH, "jul", ["maxt"]),
])
session([
    ("fr", "Bonjour, je fais partie du comité de village. Combien de jours de feu à Béjaïa en août ?", ["summary"], [BJ],
     "aug", ["fires"], NFH),
    ("fr", "Et parmi tous les jours où le FWI dépassait 20, combien ont vraiment brûlé ?", ["analogs"], [BJ], "now",
     [analog_count(BJ, 20)], NFH),
    ("fr", "Et à Sidi Bel Abbès ?", ["analogs"], [SBA], "now", [analog_count(SBA, 20)], NFH),
])
session([
    ("en", "I'm a brand-new volunteer. What does LCES mean?", ["documents"], None, "none", LCES_FACTS),
    ("en", "And what counts as a safety zone, according to that document?", ["documents"], None, "none", [{"any": [SAFETY_ZONE]}]),
    ("en", "How much space should people clear around their houses?", ["documents"], None, "none", ["=doc_defensible"]),
    ("en", "Please print that page for tonight's volunteer meeting.", ["refuse"], None, "none", ["neg"]),
])
session([
    ("es", "Hola, ¿qué datos tiene esta caja?", ["capabilities"], None, "none", []),
    ("es", "¿Tiene también previsiones?", ["capabilities"], None, "none", [],
     {"intents_alt": [["capabilities", "out_of_scope"]]}),
    ("es", "Vale. Entonces, ¿qué temperatura hubo ayer en Sidi Bel Abbes?", ["current_conditions"], [SBA], "yesterday",
     ["t"]),
    ("es", "¿Y eso en grados Fahrenheit?", ["current_conditions"], [SBA], "yesterday", [FAHR]),
])
session([
    ("en", "head moving 30 m/min, how far in 20 min", ["drift"], None, "none", [dist(30 * 20)]),
    ("en", "and in 45", ["drift"], None, "none", [dist(30 * 45)]),
    ("en", "where will it be by then", ["spread"], None, "none", ["=spread"], {"horizon_min": 45}),
    ("en", "why no direction?", ["explain"], None, "none", [DIRECTION]),
])
session([
    ("en", "Civil protection liaison here. What's the humidity at Béjaïa right now?", ["current_conditions"], [BJ], "now",
     ["rh"]),
    ("fr", "Pardon, je continue en français pour mes collègues : et le vent ?", ["current_conditions"], [BJ], "now",
     ["ws"]),
    ("fr", "Et le vent à Sidi Bel Abbès ?", ["current_conditions"], [SBA], "now", ["ws"]),
    ("fr", "Laquelle des deux stations est la plus ventée ?", ["compare_stations"], BOTH, "now", ["ws"]),
])
session([
    ("ar", "ما هي درجة الحرارة في بجاية الآن؟", ["current_conditions"], [BJ], "now", ["t"]),
    ("ar", "وما مستوى خطر الحرائق هناك؟", ["danger"], [BJ], "now", ["fwi"]),
    ("ar", "أرسل هذه المعلومات إلى رئيس البلدية", ["refuse"], None, "none", []),
    ("ar", "حسنا، وما مستوى الخطر في سيدي بلعباس إذن؟", ["danger"], [SBA], "now", ["fwi"]),
])
session([
    ("en", "Our committee archive mentions a fire near Béjaïa in spring 2012. What was the fire danger at Béjaïa on 20 May "
           "2012?", ["danger"], [BJ], "2012-05-20", ["fwi"]),
    ("en", "What about 1 June?", ["danger"], [BJ], "2012-06-01", ["fwi", "class"]),
    ("en", "And the temperature that day?", ["current_conditions"], [BJ], "2012-06-01", ["t"]),
])
session([
    ("en", "We run the campsite by Sidi Bel Abbes and we're a bit nervous. Should we evacuate the guests?", ["tactical"],
     [SBA], "now", ["fwi"]),
    ("en", "What's the humidity at the Sidi Bel Abbes station, then?", ["current_conditions"], [SBA], "now", ["rh"]),
    ("en", "Where did the drone see the fire?", ["frames"], None, "now", ["=detection_place"]),
    ("en", "Could you call the gendarmerie for us?", ["refuse"], None, "none", ["neg"]),
])
session([
    ("ar", "شحال كانت أعلى سخانة في بجاية في أوت؟", ["summary"], [BJ], "aug", ["maxt"]),
    ("ar", "وفي بلعباس؟", ["summary"], [SBA], "aug", ["maxt"]),
    ("ar", "شكون فيهم كان أسخن في المتوسط هاذ الشهر؟", ["compare_stations", "summary"], BOTH, "aug", [mean("t")]),
    ("ar", "وشحال من يوم فيه حريق في بلعباس في أوت؟", ["summary"], [SBA], "aug", ["fires"], NFH),
])
session([
    ("es", "¿Qué estación está peor hoy?", ["compare_stations"], BOTH, "now", ["fwi"]),
    ("es", "¿Por qué?", ["explain"], BOTH, "now", ["fwi"]),
    ("es", "¿Y cuánta humedad hay en esa estación?", ["current_conditions"], ["=watch"], "now", ["rh"]),
    ("es", "¿Y el 23 de septiembre?", ["current_conditions"], ["=watch"], "2012-09-23", ["rh"]),
])
session([
    ("fr", "Logistique : température à Béjaïa hier à 6 h du matin ?", ["current_conditions"], [BJ], "yesterday", ["t"],
     {"decision": "warn"}),
    ("fr", "Et à midi ?", ["current_conditions"], [BJ], "yesterday", ["t"]),
    ("fr", "Et le FWI de ce jour-là ?", ["danger"], [BJ], "yesterday", ["fwi"]),
])
session([
    ("en", "New to the forest guards here. Is it dangerous for fire at Sidi Bel Abbès today?", ["danger"], [SBA],
     "now", ["fwi", "class"]),
    ("ar", "سمحلي نكمل بالعربية: والريح شحال؟", ["current_conditions"], [SBA], "now", ["ws"]),
    ("ar", "ومن أي جهة؟", ["out_of_scope"], [SBA], "now", []),
    ("ar", "مفهوم. وسرعة الريح في بجاية شحال؟", ["current_conditions"], [BJ], "now", ["ws"]),
])


# ================================================================ write
def write():
    for name, rows in (("templates", TEMPLATES), ("sessions", SESSIONS)):
        path = OUT / f"crew_{name}_dev{NAME[1:]}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
        print(f"{len(rows)} rows -> {path}")


if __name__ == "__main__":
    write()
