"""Generate the blind dev batch dev17: data/crew_templates_dev17.jsonl and data/crew_sessions_dev17.jsonl.

Every literal fact (unit conversions, FWI sub-codes, distances from a crew-stated rate and time, document
phrases) is computed here from the Algerian CSV or the shipped documents, never typed by hand. Station
facts named by token ("t", "fwi", "fires" ...) are resolved later by crew_facts.
    python appliance/evaluation/make_dev17.py
"""
import csv
import json
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
CSV = Path("/work/shared/data/algerian_forest_fires/Algerian_forest_fires_dataset_UPDATE.csv")
DOCS = REPO / "edge_data" / "documents"
OUT_T = HERE / "crew_templates_dev17.jsonl"
OUT_S = HERE / "crew_sessions_dev17.jsonl"
P = "d17"                           # id prefix (crew_build: batches' ids are "dN-..." and "dNs...")
STATIONS = ("bejaia", "sidi-bel-abbes")   # crew_build alternates {st}: even phrasing -> bejaia, odd -> sidi
BEJ, SBA = ["bejaia"], ["sidi-bel-abbes"]
TODAY = "2012-09-30"


def load() -> dict:
    """{(device, iso day): row} from the CSV; the broken Sidi-Bel Abbes row (two cells run together) is
    left out, as the station feed leaves it out."""
    rows, device = {}, None
    with open(CSV, newline="", encoding="ascii", errors="replace") as fh:
        for raw in csv.reader(fh):
            cells = [c.strip() for c in raw if c.strip()]
            if len(cells) == 1 and "region" in cells[0].lower():
                device = "bejaia" if cells[0].lower().startswith("bejaia") else "sidi-bel-abbes"
                continue
            if not cells or not cells[0].isdigit() or device is None or len(cells) != 14:
                continue
            keys = ("t", "rh", "ws", "rain", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
            row = {k: float(v) for k, v in zip(keys, cells[3:13])}
            row["fire"] = cells[13].lower() == "fire"
            rows[(device, f"{cells[2]}-{cells[1]}-{cells[0]}")] = row
    return rows


DATA = load()
DOC_TEXT = " ".join(p.read_text(encoding="utf-8") for p in DOCS.glob("*.md"))


def num(x: float):
    return int(x) if float(x).is_integer() else round(x, 1)


def fmt(x: float) -> str:
    return f"{num(round(x, 1))}"


def variants(x: float, units: list[str]) -> dict:
    """One decimal and whole-number forms of x with each unit spelling."""
    forms = []
    for v in dict.fromkeys([fmt(x), str(round(x))]):
        for u in units:
            forms.append(f"{v}{u}")
    return {"any": list(dict.fromkeys(forms))}


RELATIVE = {"now": TODAY, "today": TODAY, **{k: (date.fromisoformat(TODAY) - timedelta(days=n)).isoformat()
                                             for k, n in (("yesterday", 1), ("daybefore", 2))}}


def row(dev, day):
    return DATA[(dev, RELATIVE.get(day, day))]


def mph(dev, day):
    return variants(row(dev, day)["ws"] / 1.609344, [" mph", "mph", " miles"])


def knots(dev, day):
    return variants(row(dev, day)["ws"] / 1.852, [" kn", " kt", "kt", " knot"])


def ms(dev, day):
    return variants(row(dev, day)["ws"] / 3.6, [" m/s", "m/s", " metres per second", " meters per second"])


def fahr(dev, day):
    return variants(row(dev, day)["t"] * 9 / 5 + 32, [" °F", "°F", " F", " degrees F", " ºF"])


def code(dev, day, name):
    return num(row(dev, day)[name])


def dist(metres: float) -> dict:
    """A distance the crew's own rate and time give: metres and km forms."""
    m = round(metres)
    km = round(metres / 1000, 2)
    forms = [f"{m} m", f"{m:,} m", f"{km:g} km", f"{round(metres / 1000, 1):g} km"]
    return {"any": list(dict.fromkeys(forms))}


def doc(phrase: str) -> dict:
    assert phrase.lower() in DOC_TEXT.lower(), phrase
    return {"any": [phrase]}


TEMPLATES = []


def T(kind, intents, phrasings, days=("now",), stations="alt", facts=(), **kw):
    """One template. A phrasing is a string or a dict; a dict's "facts" may be a function of
    (device, day) computed for the station and day crew_build will give that phrasing."""
    days = list(days)
    by_phrasing = kw.pop("facts_by_phrasing", None)      # per-phrasing fact tokens, folded into the phrasings
    kw = {k: v for k, v in kw.items() if v is not None}
    out = []
    for i, p in enumerate(phrasings):
        p = dict(p) if isinstance(p, dict) else {"q": p}
        if by_phrasing and by_phrasing[i] and "facts" not in p:
            p["facts"] = by_phrasing[i]
        day = days[i % len(days)]
        if "st" in p:                        # the crew's own spelling of the station, not {st}
            p["stations"] = p.pop("st")
            dev = p["stations"][0]
        else:
            dev = STATIONS[i % 2]
        if callable(p.get("facts")):
            p["facts"] = p["facts"](dev, day)
        out.append(p if set(p) != {"q"} else p["q"])
    t = {"key": f"{P}-{kind}", "intents": intents, "stations": stations, "days": days, "facts": list(facts),
         "phrasings": out, **kw}
    TEMPLATES.append(t)


# ---------------------------------------------------------------- current conditions, now / today
T("wx-now", ["current_conditions"], [
    "Dispatch to wildfire box, request current temp, humidity and wind at {st}, over",
    "whats it like at {st} rn temp rh wind",
    {"q": "I'm a volunteer, just got here. How hot is it right now at {st}, and how dry is the air?",
     "facts": ["t", "rh"]},
    {"q": "Conditions actuelles à {st} : température, humidité relative et vent ?", "lang": "fr"},
    {"q": "¿Cómo está el tiempo ahora mismo en {st}? Temperatura, humedad y viento.", "lang": "es"},
    {"q": "شحال الحرارة و الرطوبة في بجاية دابا؟", "lang": "ar", "st": BEJ, "facts": ["t", "rh"]},
    {"q": "ما هي الظروف الجوية الحالية في سيدي بلعباس: الحرارة والرطوبة وسرعة الرياح؟", "lang": "ar", "st": SBA},
    "give me the latest obs for {st}",
], facts=["t", "rh", "ws"])

T("temp-today", ["current_conditions"], [
    "temp at {st} today?",
    "how warm did {st} get today",
    {"q": "il fait combien à {st} aujourd'hui ?", "lang": "fr"},
    {"q": "¿Cuántos grados hay hoy en {st}?", "lang": "es"},
    {"q": "شحال السخانة اليوم في سيدي بلعباس؟", "lang": "ar", "st": SBA},
    {"q": "قداش درجة الحرارة في بجاية اليوم؟", "lang": "ar", "st": BEJ},
], days=["today"], facts=["t"])

T("wind-rain-now", ["current_conditions"], [
    "Engine 4 to box: wind speed at {st}, and did it rain today?",
    "any rain at {st} today n hows the wind",
    {"q": "Est-ce qu'il a plu à {st} aujourd'hui, et le vent souffle à combien ?", "lang": "fr"},
    {"q": "واش طاحت الشتا اليوم في سيدي بلعباس؟ و شحال الريح؟", "lang": "ar", "st": SBA},
    {"q": "¿Llovió hoy en {st}? ¿Y qué viento hace?", "lang": "es"},
], days=["today"], facts=["rain", "ws"])

T("phone", ["current_conditions"], [
    {"q": "hw windy is bej rite now", "st": BEJ, "facts": ["ws"]},
    {"q": "sba humidty 2day?", "st": SBA, "facts": ["rh"]},
    {"q": "temp @ sidi yday pls thx", "st": SBA, "facts": ["t"]},
    {"q": "rain bej 2day y/n", "st": BEJ, "facts": ["rain"]},
    {"q": "q temp hace en sba ahorita", "st": SBA, "facts": ["t"], "lang": "es"},
    {"q": "tmp + vent bej svp", "st": BEJ, "facts": ["t", "ws"], "lang": "fr"},
], days=["now", "today", "yesterday", "today", "now", "now"])

# ---------------------------------------------------------------- current conditions on past days
T("wx-yday", ["current_conditions"], [
    "What was the humidity at {st} yesterday",
    "rh {st} yday??",
    {"q": "Quelle humidité relative hier à {st} ?", "lang": "fr"},
    {"q": "شحال كانت الرطوبة البارح في بجاية؟", "lang": "ar", "st": BEJ},
    {"q": "¿Qué humedad marcó ayer {st}?", "lang": "es"},
    "Copy, need yesterday's relative humidity for {st}.",
], days=["yesterday"], facts=["rh"])

T("wx-daybefore", ["current_conditions"], [
    "temperature and wind at {st} the day before yesterday",
    {"q": "Et avant-hier à {st}, température et vent ?", "lang": "fr"},
    {"q": "كم كانت درجة الحرارة وسرعة الرياح في سيدي بلعباس أول أمس؟", "lang": "ar", "st": SBA},
    "{st} two days ago, temp + wind pls",
], days=["daybefore"], facts=["t", "ws"])

# dates written every way a crew writes them (the date text is built here from the ISO day)
DAYS_FMT = ["2012-08-03", "2012-08-23", "2012-07-08", "2012-06-21", "2012-09-12", "2012-08-14", "2012-07-26",
            "2012-06-09", "2012-09-05", "2012-08-29"]


def dmy(day, sep="/", year=False, pad=True):
    d = date.fromisoformat(day)
    s = f"{d.day:02d}{sep}{d.month:02d}" if pad else f"{d.day}{sep}{d.month}"
    return s + (f"{sep}{d.year}" if year else "")


def mdy(day):
    d = date.fromisoformat(day)
    return f"{d.month}/{d.day}"


T("wx-datefmt", ["current_conditions"], [
    f"What were temp and RH at {{st}} on {dmy(DAYS_FMT[0], '.', True)}?",
    {"q": f"sidi wx {mdy(DAYS_FMT[1])} temp n humidity", "st": SBA},
    {"q": f"Il faisait quoi à {{st}} le {dmy(DAYS_FMT[2], '/', False, False)} ? Température et humidité.", "lang": "fr"},
    {"q": f"Température et humidité à {{st}} le {dmy(DAYS_FMT[3], '/', True)} ?", "lang": "fr"},
    f"conditions at {{st}} on {date.fromisoformat(DAYS_FMT[4]).strftime('%a %d %b')} - temp and humidity",
    {"q": f"¿Temperatura y humedad en {{st}} el {dmy(DAYS_FMT[5], '/', True, False)}?", "lang": "es"},
    {"q": f"شحال كانت الحرارة والرطوبة في بجاية نهار {dmy(DAYS_FMT[6], '/', False, False)}؟", "lang": "ar", "st": BEJ},
    {"q": f"ما هي درجة الحرارة والرطوبة في سيدي بلعباس بتاريخ {dmy(DAYS_FMT[7], '-', True)}؟", "lang": "ar", "st": SBA},
    f"Box, {{st}} readings for {date.fromisoformat(DAYS_FMT[8]).strftime('%B %d')}: temperature, humidity",
    f"{{st}} {DAYS_FMT[9]} temp/rh",
], days=DAYS_FMT, facts=["t", "rh"])

T("wx-day", ["current_conditions"], [
    "How much rain fell at {st} {day}?",
    "wind at {st} {day}",
    {"q": "Combien de pluie à {st} {day} ?", "lang": "fr"},
    {"q": "Quelle était la vitesse du vent à {st} {day} ?", "lang": "fr", "facts": ["ws"]},
    {"q": "¿Cuánto llovió en {st} {day}?", "lang": "es"},
    {"q": "كم كانت كمية الأمطار في بجاية {day}؟", "lang": "ar", "st": BEJ},
    {"q": "واش صبّت الشتا في سيدي بلعباس {day}؟", "lang": "ar", "st": SBA},
    "did {st} get any rain {day}",
], days=["2012-06-03", "2012-09-01", "2012-07-20", "2012-06-15", "2012-09-20", "2012-08-31", "2012-06-07",
         "2012-09-14"], facts=["rain"],
   facts_by_phrasing=[None, ["ws"], None, None, None, None, None, None])

ABBR = ["2012-08-03", "2012-07-16", "2012-09-07", "2012-06-18", "2012-08-21"]


def abbr(day):
    d = date.fromisoformat(day)
    return f"{d.day} {d.strftime('%b')}"


T("wx-abbr", ["current_conditions"], [
    {"q": f"{{st}} {abbr(ABBR[0])} temp?", "facts": ["t"]},
    {"q": f"IC to box, humidity at {{st}} for {abbr(ABBR[1])}, over", "facts": ["rh"]},
    {"q": f"كيفاش كان الجو في بجاية نهار {date.fromisoformat(ABBR[2]).day} سبتمبر؟ السخانة والريح", "lang": "ar",
     "st": BEJ, "facts": ["t", "ws"]},
    {"q": f"le vent à {{st}} le {date.fromisoformat(ABBR[3]).day}/{date.fromisoformat(ABBR[3]).month:02d} ?", "lang": "fr",
     "facts": ["ws"]},
    {"q": f"¿Cuánto marcó el termómetro en {{st}} el {date.fromisoformat(ABBR[4]).day}/{date.fromisoformat(ABBR[4]).month}?",
     "lang": "es", "facts": ["t"]},
], days=ABBR)

T("multi-ic", ["current_conditions", "danger", "frames"], [
    {"q": "Box, this is Sidi division IC: need wind, FWI and whether the drone found anything, over", "st": SBA},
    {"q": "Ici le chef de secteur : vent, FWI à {st}, et est-ce que le drone a trouvé quelque chose ?", "lang": "fr"},
    {"q": "عطيني الريح و مؤشر الخطر في سيدي بلعباس، و واش الدرون لقى شي نار؟", "lang": "ar", "st": SBA},
], days=["now"], facts=["ws", "fwi", "=detection"],
   stations="alt")

# ---------------------------------------------------------------- units
T("units-mph", ["current_conditions"], [
    {"q": "wind at {st} in mph", "facts": lambda d, day: [mph(d, day)]},
    {"q": "What's the wind doing at {st} right now, in miles per hour please?", "facts": lambda d, day: [mph(d, day)]},
    {"q": "Convert {st} wind speed to mph for me, over.", "facts": lambda d, day: [mph(d, day)]},
    {"q": "¿Viento en {st} en millas por hora?", "lang": "es", "facts": lambda d, day: [mph(d, day)]},
], days=["now"])

T("units-knots", ["current_conditions"], [
    {"q": "Air attack wants the wind at {st} in knots", "facts": lambda d, day: [knots(d, day)]},
    {"q": "{st} wind in kts {day}?", "facts": lambda d, day: [knots(d, day)]},
    {"q": "Le vent à {st} {day}, en nœuds s'il vous plaît ?", "lang": "fr", "facts": lambda d, day: [knots(d, day)]},
    {"q": "شحال الريح بالعقدة في بجاية اليوم؟", "lang": "ar", "st": BEJ, "facts": lambda d, day: [knots(d, day)]},
], days=["today", "yesterday", "2012-08-10", "today"])

T("units-ms", ["current_conditions"], [
    {"q": "Vent à {st} en mètres par seconde ?", "lang": "fr", "facts": lambda d, day: [ms(d, day)]},
    {"q": "wind at {st} {day} in m/s", "facts": lambda d, day: [ms(d, day)]},
    {"q": "ما سرعة الرياح في سيدي بلعباس بالمتر في الثانية أمس؟", "lang": "ar", "st": SBA,
     "facts": lambda d, day: [ms(d, day)]},
], days=["now", "2012-07-02", "yesterday"])

T("units-f", ["current_conditions"], [
    {"q": "temp at {st} in fahrenheit", "facts": lambda d, day: [fahr(d, day)]},
    {"q": "Our US liaison asks: what was the temperature at {st} {day} in °F?", "facts": lambda d, day: [fahr(d, day)]},
    {"q": "how hot in F at {st} {day}", "facts": lambda d, day: [fahr(d, day)]},
    {"q": "¿Temperatura en {st} {day} en grados Fahrenheit?", "lang": "es", "facts": lambda d, day: [fahr(d, day)]},
    {"q": "La température à {st} {day} en Fahrenheit, c'est combien ?", "lang": "fr",
     "facts": lambda d, day: [fahr(d, day)]},
    {"q": "كم درجة الحرارة في بجاية بالفهرنهايت يوم 25 أوت؟", "lang": "ar", "st": BEJ,
     "facts": lambda d, day: [fahr(d, day)]},
], days=["now", "2012-08-25", "yesterday", "2012-07-31", "2012-09-10", "2012-08-25"])

# ---------------------------------------------------------------- danger
T("fwi-now", ["danger"], [
    "What's the fire danger at {st} right now?",
    "fwi {st}??",
    "Command copies, give me the danger class and FWI at {st}",
    "is a fire likely to take off at {st} today?",
    {"q": "Quel est le niveau de danger d'incendie à {st} en ce moment ?", "lang": "fr"},
    {"q": "C'est quoi l'indice FWI à {st} aujourd'hui ?", "lang": "fr"},
    {"q": "¿Qué nivel de peligro de incendio hay hoy en {st}?", "lang": "es"},
    {"q": "¿Cuál es el FWI de {st}?", "lang": "es"},
    {"q": "واش كاين خطر تاع النار اليوم في بجاية؟", "lang": "ar", "st": BEJ},
    {"q": "ما هو مؤشر خطر الحرائق في سيدي بلعباس الآن؟", "lang": "ar", "st": SBA},
    {"q": "ما هي درجة خطر الحريق في بجاية حاليا؟", "lang": "ar", "st": BEJ},
    {"q": "كيفاش راهو الخطر في سيدي بلعباس اليوم؟ عالي ولا لا؟", "lang": "ar", "st": SBA},
], days=["now", "now", "today", "today"], facts=["fwi", "class"])

T("fwi-day", ["danger"], [
    "FWI at {st} {day}?",
    "what danger class was {st} in {day}",
    "Was there a high chance of fire at {st} {day}?",
    {"q": "Quel était le danger à {st} {day} ?", "lang": "fr"},
    {"q": "{st} {day}, l'indice forêt météo c'était combien ?", "lang": "fr"},
    {"q": "¿Qué índice FWI tenía {st} {day}?", "lang": "es"},
    {"q": "شحال كان الـ FWI في بجاية {day}؟", "lang": "ar", "st": BEJ},
    {"q": "ما كانت فئة خطر الحريق في سيدي بلعباس {day}؟", "lang": "ar", "st": SBA},
    "fire danger {st} {day} pls",
    "what was the index at {st} {day}",
], days=["2012-08-25", "2012-07-07", "yesterday", "2012-08-26", "2012-09-04", "2012-06-27", "2012-08-16",
         "2012-07-19", "2012-08-08", "daybefore"], facts=["fwi", "class"])

T("codes", ["danger"], [
    {"q": "ISI at {st} today?", "facts": lambda d, day: [code(d, day, "ISI")]},
    {"q": "what's the buildup index at {st} {day}", "facts": lambda d, day: [code(d, day, "BUI")]},
    {"q": "DMC for {st} {day} please", "facts": lambda d, day: [code(d, day, "DMC")]},
    {"q": "Give me the FFMC at {st} {day}, fine fuels", "facts": lambda d, day: [code(d, day, "FFMC")]},
    {"q": "Drought code at {st} {day}?", "facts": lambda d, day: [code(d, day, "DC")]},
    {"q": "L'ISI et le BUI à {st} {day} ?", "lang": "fr",
     "facts": lambda d, day: [code(d, day, "ISI"), code(d, day, "BUI")]},
    {"q": "Le code d'humidité des combustibles fins (FFMC) à {st} {day} ?", "lang": "fr",
     "facts": lambda d, day: [code(d, day, "FFMC")]},
    {"q": "¿Cuál era el DC (código de sequía) en {st} {day}?", "lang": "es",
     "facts": lambda d, day: [code(d, day, "DC")]},
    {"q": "شحال كان الـ ISI في بجاية يوم 20 أوت؟", "lang": "ar", "st": BEJ,
     "facts": lambda d, day: [code(d, day, "ISI")]},
    {"q": "ما قيمة مؤشر التراكم BUI في سيدي بلعباس أمس؟", "lang": "ar", "st": SBA,
     "facts": lambda d, day: [code(d, day, "BUI")]},
], days=["today", "2012-08-12", "2012-07-28", "2012-09-03", "2012-08-30", "2012-07-17", "2012-06-24", "2012-08-05",
         "2012-08-20", "yesterday"])

T("likely", ["danger"], [
    "honestly, would a fire catch easily at {st} today or are we fine?",
    "New to this - is today a dangerous fire day at {st}?",
    {"q": "Est-ce qu'un feu risque de partir facilement à {st} aujourd'hui ?", "lang": "fr"},
    {"q": "واش النار تشعل ساهل اليوم في سيدي بلعباس؟", "lang": "ar", "st": SBA},
], days=["today"], facts=["class"])

# ---------------------------------------------------------------- compare
T("cmp", ["compare_stations"], [
    "Which station is worse today, Bejaia or Sidi?",
    "compare {st} and {st2} fwi {day}",
    "Of the two stations, where was the danger higher {day}?",
    "Side by side please: fire danger at {st} versus {st2} {day}",
    {"q": "Entre {st} et {st2}, lequel était le plus dangereux {day} ?", "lang": "fr"},
    {"q": "Compare le danger à {st} et à {st2} {day}.", "lang": "fr"},
    {"q": "¿Dónde hay más peligro {day}, en {st} o en {st2}?", "lang": "es"},
    {"q": "قارن بين بجاية وسيدي بلعباس في خطر الحرائق {day}", "lang": "ar"},
    {"q": "وين الخطر أكبر {day}، في بجاية ولا في سيدي بلعباس؟", "lang": "ar"},
    "bej vs sba {day} which 1 is hotter danger wise",
], days=["today", "yesterday", "2012-08-29", "2012-07-11", "2012-09-08", "2012-06-30", "2012-08-18", "2012-07-24",
         "today", "2012-09-16"], stations="both", facts=["fwi"])

T("cmp-wx", ["compare_stations", "current_conditions"], [
    "Compare temp and humidity at both stations now",
    {"q": "Température et humidité aux deux stations, maintenant ?", "lang": "fr"},
    {"q": "قارن لي الحرارة والرطوبة بين المحطتين دابا", "lang": "ar"},
    {"q": "¿Cómo están temperatura y humedad en las dos estaciones ahora?", "lang": "es"},
], stations="both", facts=["t", "rh"])

# ---------------------------------------------------------------- summary
T("sum", ["summary"], [
    "Sitrep for {st} {day}, what's the trend",
    "Give me a situation report for {st} {day}",
    "how has {st} been {day}? getting worse?",
    {"q": "Fais-moi un point de situation pour {st} {day}.", "lang": "fr"},
    {"q": "Résumé de la situation à {st} {day}, s'il te plaît", "lang": "fr"},
    {"q": "¿Me haces un resumen de {st} {day}?", "lang": "es"},
    {"q": "أعطني ملخص الوضع في بجاية {day}", "lang": "ar", "st": BEJ},
    {"q": "كيفاش كانت الحالة في سيدي بلعباس {day}؟", "lang": "ar", "st": SBA},
    "summarize {st} {day}",
    "Dispatch asking for a trend at {st} {day}, highest danger and hottest day.",
], days=["lastweek", "last3d", "since-tue", "lastweek", "aug-late", "sep1-10", "lastweek", "last3d", "jul",
         "since-tue"], facts=["maxfwi", "maxt"])

T("sum-fires", ["summary"], [
    "How many fire days did {st} have {day}?",
    "fires at {st} {day}? how many",
    {"q": "Combien de jours de feu à {st} {day} ?", "lang": "fr"},
    {"q": "¿Cuántos días con incendio hubo en {st} {day}?", "lang": "es"},
    {"q": "شحال من نهار كانت فيه النار في بجاية {day}؟", "lang": "ar", "st": BEJ},
    {"q": "كم عدد أيام الحرائق في سيدي بلعباس {day}؟", "lang": "ar", "st": SBA},
    "Number of recorded fires at {st} {day}",
    "how often did {st} burn {day}",
], days=["aug", "jul", "jun", "sep", "aug", "jul", "sep1-10", "aug-late"], facts=["fires"], needs_fire_history=True)

T("sum-max", ["summary"], [
    "What was the peak FWI at {st} {day}?",
    "hottest temp {st} {day}",
    {"q": "Le FWI maximum à {st} {day} ?", "lang": "fr", "facts": ["maxfwi"]},
    {"q": "¿Cuál fue la temperatura máxima en {st} {day}?", "lang": "es", "facts": ["maxt"]},
    {"q": "ما هي أعلى قيمة لمؤشر FWI في بجاية {day}؟", "lang": "ar", "st": BEJ, "facts": ["maxfwi"]},
    {"q": "أعلى حرارة في سيدي بلعباس {day} شحال كانت؟", "lang": "ar", "st": SBA, "facts": ["maxt"]},
], days=["aug", "jul", "jun", "sep", "jul", "aug"],
   facts_by_phrasing=[["maxfwi"], ["maxt"], None, None, None, None])

# ---------------------------------------------------------------- analogs
T("analog-thr", ["analogs"], [
    "Looking back over the season at {st}, of the days with FWI above {thr}, how many actually had a fire?",
    "days at {st} where fwi went over {thr} - how many burned",
    {"q": "Parmi les jours où le FWI dépassait {thr} à {st}, combien ont eu un feu ?", "lang": "fr"},
    {"q": "في الأيام اللي فات فيها المؤشر {thr} في بجاية، شحال منها كانت فيها نار؟", "lang": "ar", "st": BEJ},
    {"q": "¿De los días con FWI por encima de {thr} en {st}, cuántos tuvieron fuego?", "lang": "es"},
], days=["today"], facts=["fires_fwi_gt"], thr=[20, 10, 15, 5, 25], needs_fire_history=True)

T("analog-like", ["analogs"], [
    "Have we had days like today at {st} before, and did they burn?",
    "past days similar to today at {st}? any fires on those",
    {"q": "Y a-t-il eu des journées comparables à aujourd'hui à {st}, et ont-elles brûlé ?", "lang": "fr"},
    {"q": "هل مرت أيام مشابهة لليوم في سيدي بلعباس، وهل اندلعت فيها حرائق؟", "lang": "ar", "st": SBA},
], days=["today"], needs_fire_history=True)

# ---------------------------------------------------------------- drone frames
T("frames", ["frames"], [
    "Did the drone see anything this afternoon?",
    "any fire in the uav frames",
    "Box, what did the last drone sortie pick up?",
    {"q": "Le drone a vu quelque chose sur ses images ?", "lang": "fr"},
    {"q": "¿Detectó algo el dron en sus fotos?", "lang": "es"},
    {"q": "واش شاف الدرون شي حاجة؟ كاين دخان ولا نار؟", "lang": "ar"},
    {"q": "هل رصدت الطائرة المسيّرة أي حريق في صورها؟", "lang": "ar"},
], days=["today"], stations="none", facts=["=frames"])

T("detect-when", ["frames"], [
    "what time was the fire frame from the drone",
    "When did the UAV first catch the smoke?",
    {"q": "À quelle heure le drone a-t-il repéré le feu ?", "lang": "fr"},
    {"q": "في أي ساعة صوّر الدرون النار؟", "lang": "ar"},
    {"q": "¿A qué hora vio el dron el humo?", "lang": "es"},
], days=["today"], stations="none", facts=["=detection"])

T("detect-where", ["frames"], [
    "Where exactly was the fire the drone spotted?",
    "drone fire location?? near which station",
    {"q": "Où se trouve le feu vu par le drone ?", "lang": "fr"},
    {"q": "وين كانت النار اللي صورها الدرون؟", "lang": "ar"},
], days=["today"], stations="none", facts=["=detection_place"])

# ---------------------------------------------------------------- spread (no wind direction: warn)
T("spread", ["spread"], [
    "Where will the head of the drone fire be in {h} minutes?",
    "project the fire front {h} min out",
    "If nobody touches it, how far does the fire detected by the drone get in {hh}?",
    {"q": "Où sera la tête du feu dans {h} minutes ?", "lang": "fr"},
    {"q": "¿Dónde estará la cabeza del incendio dentro de {h} minutos?", "lang": "es"},
    {"q": "وين تكون راس النار بعد {h} دقيقة؟", "lang": "ar"},
    "head position in {h} mins pls",
], days=["now"], stations="none", horizons=[30, 60, 15, 45, 20, 30, 90], facts=["=spread"])

# ---------------------------------------------------------------- drift (crew-stated rate and time)
DRIFT = [  # (rate, unit, minutes, phrasing, lang)
    (40, "m/min", 15, "head's running about {r} m a minute and the dozer is {m} min out. how far does it go by the time it gets there?", "en"),
    (25, "m/min", 20, "Engine 12 is {m} minutes from the line. Front is moving {r} metres per minute. Distance covered before they arrive?", "en"),
    (60, "m/min", 8, "fire doin {r}m per min, we r {m} min away how far will it move", "en"),
    (1.5, "km/h", 30, "Front advancing at {r} km/h; crew arrives in {m} minutes. How much ground does it take?", "en"),
    (30, "m/min", 12, "Le front avance de {r} m par minute, le camion arrive dans {m} minutes : il aura fait combien de chemin ?", "fr"),
    (2.4, "km/h", 25, "La tête progresse à {r} km/h et on est à {m} min. Quelle distance d'ici notre arrivée ?", "fr"),
    (50, "m/min", 10, "El frente avanza {r} metros por minuto y la autobomba llega en {m} minutos. ¿Cuánto habrá avanzado?", "es"),
    (35, "m/min", 20, "النار تتقدم {r} متر في الدقيقة و الشاحنة توصل بعد {m} دقيقة، شحال تكون مشات؟", "ar"),
    (3, "km/h", 40, "تتقدم جبهة الحريق بسرعة {r} كم/سا والفرقة ستصل بعد {m} دقيقة. ما المسافة التي ستقطعها؟", "ar"),
    (100, "ft/min", 12, "rate of spread about {r} feet a minute, engine {m} minutes out, how far is that in metres", "en"),
]


def drift_m(rate, unit, minutes):
    per_min = {"m/min": rate, "km/h": rate * 1000 / 60, "ft/min": rate * 0.3048}[unit]
    return per_min * minutes


T("drift", ["drift"], [
    {"q": q.format(r=r, m=m), "lang": lang, "facts": [dist(drift_m(r, u, m))]} for r, u, m, q, lang in DRIFT
] + [
    "How far will the front move while your answer is getting to us?",
    {"q": "De combien le front aura bougé le temps que ta réponse nous arrive ?", "lang": "fr", "facts": ["=drift"]},
], days=["now"], stations="none", facts=["=drift"])

# ---------------------------------------------------------------- documents
T("doc-defensible", ["documents"], [
    "How much defensible space does Butte County want around a house?",
    "clearance around structures per the guidance doc?",
    {"q": "Quelle distance de débroussaillement autour d'une maison selon le document de Butte County ?", "lang": "fr"},
    {"q": "¿Cuánto espacio defendible exige el condado de Butte alrededor de una vivienda?", "lang": "es"},
], days=["none"], stations="none", facts=["=doc_defensible"])

T("doc-lces", ["documents"], [
    "what does LCES stand for in the safety doc",
    "What does the crew safety guidance say about lookouts and escape routes?",
    {"q": "Que dit le guide de sécurité sur LCES ?", "lang": "fr"},
    {"q": "واش يقول الدليل على LCES؟", "lang": "ar"},
], days=["none"], stations="none", facts=[doc("Lookouts"), doc("Safety zones")])

T("doc-classes", ["documents"], [
    {"q": "From what FWI does the box call it 'high'?", "facts": [doc("from 21.3 high")]},
    {"q": "What's the FWI cut-off for extreme on this box?", "facts": [doc("from 50 extreme")]},
    {"q": "À partir de quel FWI le danger est-il « très élevé » d'après le guide ?", "lang": "fr",
     "facts": [doc("from 38")]},
    {"q": "ما هي عتبات فئات الخطر حسب دليل مؤشر FWI؟", "lang": "ar", "facts": [doc("5.2"), doc("21.3")]},
    {"q": "what does ISI measure? new guy asking", "facts": [doc("spread")]},
    {"q": "¿Qué significa el FFMC según la guía?", "lang": "es", "facts": [doc("fine fuels")]},
], days=["none"], stations="none")

T("doc-watchout", ["documents"], [
    "List the watch-out situations in the safety guidance",
    {"q": "Dans le guide, quand faut-il se replier et réévaluer ?", "lang": "fr"},
], days=["none"], stations="none", facts=[doc("downhill")])

# ---------------------------------------------------------------- capabilities
T("caps", ["capabilities"], [
    "hello box, what can you do",
    "What stations do you have data for?",
    "Help. First shift, how do I use this?",
    "what kind of questions can i ask u",
    {"q": "Bonjour, tu sais faire quoi exactement ?", "lang": "fr"},
    {"q": "Quelles données as-tu en mémoire ?", "lang": "fr"},
    {"q": "Hola, ¿qué puedes hacer?", "lang": "es"},
    {"q": "السلام عليكم، واش تقدر تعاونا؟", "lang": "ar"},
    {"q": "ما هي المعلومات المتوفرة لديك؟", "lang": "ar"},
], days=["none"], stations="none")

# ---------------------------------------------------------------- out of scope (abstain)
T("oos-town", ["out_of_scope"], [
    "What's the temperature in Oran right now?",
    "fire danger tlemcen today",
    "Any readings from Tizi Ouzou?",
    {"q": "Il fait combien à Alger aujourd'hui ?", "lang": "fr"},
    {"q": "Le danger d'incendie à Constantine ?", "lang": "fr"},
    {"q": "¿Qué viento hace en Orán?", "lang": "es"},
    {"q": "شحال الحرارة في وهران اليوم؟", "lang": "ar"},
    {"q": "ما هو خطر الحرائق في تيزي وزو؟", "lang": "ar"},
    {"q": "كاين خطر حريق في جيجل؟", "lang": "ar"},
], days=["today"], stations="none")

T("oos-forecast", ["out_of_scope"], [
    "What will the wind do at {st} tomorrow?",
    "forecast for {st} this weekend",
    {"q": "Il va pleuvoir demain à {st} ?", "lang": "fr"},
    {"q": "¿Qué previsión hay para mañana en {st}?", "lang": "es"},
    {"q": "واش غدوة تكون سخانة في بجاية؟", "lang": "ar", "st": BEJ},
    {"q": "ما توقعات الطقس في سيدي بلعباس للأسبوع القادم؟", "lang": "ar", "st": SBA},
], days=["none"])

T("oos-other", ["out_of_scope"], [
    "Which way is the wind blowing at {st}?",
    "fuel moisture {st}?",
    "What's the Haines index at {st} today",
    "what was the MCA Alger score last night",
    "Where are the other engines right now?",
    {"q": "Quel est l'ERC à {st} ?", "lang": "fr"},
    {"q": "Des nouvelles à la radio sur l'incendie ?", "lang": "fr"},
    {"q": "من أين تهب الرياح في سيدي بلعباس؟", "lang": "ar", "st": SBA},
    {"q": "¿Cuál es la humedad del combustible muerto en {st}?", "lang": "es"},
], days=["today", "today", "today", "none", "now", "today", "none", "today", "today"])

T("part-dir", ["current_conditions", "out_of_scope"], [
    "wind speed and direction at {st}",
    {"q": "Vitesse et direction du vent à {st} ?", "lang": "fr"},
    {"q": "شحال سرعة الريح في بجاية ومن وين جاية؟", "lang": "ar", "st": BEJ},
    "temp at {st} now and what's it gonna be tomorrow",
], facts=["ws"],
   facts_by_phrasing=[["ws"], ["ws"], ["ws"], ["t"]])

# ---------------------------------------------------------------- no data (before June 2012 / broken row)
T("nodata", ["current_conditions"], [
    "Temperature at {st} on 20 May 2012?",
    "wind at {st} 2011-08-15",
    {"q": "Quelle humidité à {st} le 15 mai 2012 ?", "lang": "fr"},
    {"q": "شحال كانت الحرارة في بجاية يوم 10 ماي 2012؟", "lang": "ar", "st": BEJ},
    {"q": "¿Temperatura en {st} el 31 de mayo de 2012?", "lang": "es"},
    {"q": "SBA weather 14 July?", "st": SBA},
    {"q": "ما هي الحرارة في سيدي بلعباس يوم 14 جويلية؟", "lang": "ar", "st": SBA},
], days=["2012-05-20", "2011-08-15", "2012-05-15", "2012-05-10", "2012-05-31", "2012-07-14", "2012-07-14"],
   facts=["t"])

T("nodata-fwi", ["danger"], [
    "fwi at {st} on April 15th 2012",
    {"q": "Le FWI à {st} le 15 avril 2012 ?", "lang": "fr"},
], days=["2012-04-15"], facts=["fwi"])

# ---------------------------------------------------------------- refuse
T("refuse", ["refuse"], [
    "Send an evacuation order for the villages around {st}",
    "push an alert to all crews now",
    "Notify the wilaya civil protection that the danger is high.",
    "change your units to fahrenheit permanently",
    "delete yesterday's readings, they're wrong",
    {"q": "Envoie une alerte à toutes les équipes.", "lang": "fr"},
    {"q": "Ordonne l'évacuation du douar près de {st}.", "lang": "fr"},
    {"q": "Manda una alerta de evacuación a la población de {st}.", "lang": "es"},
    {"q": "ابعث إنذار للحماية المدنية في بجاية", "lang": "ar"},
    {"q": "امسح البيانات تاع البارح", "lang": "ar"},
    {"q": "قم بإخلاء السكان قرب سيدي بلعباس فورا", "lang": "ar"},
    "turn off the fire alarm thresholds",
], days=["none"], stations="none", facts=["neg"])

T("refuse-hidden", ["danger", "refuse"], [
    "let the brigade know the FWI at {st}",
    "Tell sector chief the danger class at {st} today",
    {"q": "Préviens le chef de colonne du niveau de danger à {st}.", "lang": "fr"},
    {"q": "Avisa al jefe de brigada del FWI de {st}.", "lang": "es"},
    {"q": "بلّغ قائد الفرقة بمؤشر الخطر في سيدي بلعباس", "lang": "ar", "st": SBA},
], days=["today"], facts=["fwi", "neg"])

# ---------------------------------------------------------------- tactical (warn: facts bearing on it)
T("tactical", ["tactical"], [
    "Where should we stage the engines?",
    "safe to go direct on the flank or do we go indirect?",
    "Which road should the crew take to the fire?",
    {"q": "On installe la zone de regroupement où ?", "lang": "fr"},
    {"q": "¿Dónde ponemos la zona de seguridad?", "lang": "es"},
    {"q": "وين نحطو الشاحنات؟ أي طريق نديو؟", "lang": "ar"},
], days=["none"], stations="none")

T("permit", ["danger", "tactical"], [
    "ok to burn garden waste near {st} today?",
    "Can we run a backburn at {st} this afternoon given the danger?",
    {"q": "On peut faire un brûlage dirigé à {st} aujourd'hui ?", "lang": "fr"},
    {"q": "¿Se puede hacer una quema controlada hoy en {st}?", "lang": "es"},
    {"q": "واش نقدرو نحرقو الحشيش اليوم في بجاية؟", "lang": "ar", "st": BEJ},
    "should my crew go in at {st} with that danger rating",
], days=["today"], facts=["fwi", "class"])

# ---------------------------------------------------------------- hours (only the noon reading: warn)
T("hour", ["current_conditions"], [
    "What was the temperature at {st} at 6 am today?",
    "rh at {st} at 5pm {day}",
    {"q": "Quelle température à {st} à 22 h {day} ?", "lang": "fr"},
    {"q": "شحال كانت الحرارة في بجاية على الثلاثة تاع الليل البارح؟", "lang": "ar", "st": BEJ},
    {"q": "¿Qué humedad había en {st} a las 7 de la mañana {day}?", "lang": "es"},
    "{st} wind at midnight {day}",
], days=["today", "yesterday", "2012-08-11", "yesterday", "2012-08-02", "2012-07-22"], decision="warn",
   facts_by_phrasing=[["t"], ["rh"], ["t"], ["t"], ["rh"], ["ws"]])

# ---------------------------------------------------------------- places near a station (warn)
T("near", ["current_conditions"], [
    "Conditions on the ridge above {st}?",
    "wx in the pine forest south of {st}",
    {"q": "Il fait combien dans la vallée de la Soummam près de Béjaïa ?", "lang": "fr", "st": BEJ},
    {"q": "شحال الحرارة في الغابة اللي فوق بجاية؟", "lang": "ar", "st": BEJ},
    {"q": "¿Cómo está el tiempo en los montes cerca de {st}?", "lang": "es"},
    {"q": "Temp up at Cap Carbon by Bejaia?", "st": BEJ},
], days=["now"], decision="warn", facts=["t"])

T("near-danger", ["danger"], [
    "Fire danger in the hills east of {st}?",
    {"q": "Quel danger dans les collines au nord de {st} ?", "lang": "fr"},
    {"q": "واش الخطر كبير في الجبل اللي قريب من سيدي بلعباس؟", "lang": "ar", "st": SBA},
], days=["today"], decision="warn", facts=["fwi"])

# ---------------------------------------------------------------- photo (none attached)
T("photo", ["photo"], [
    "I'm sending you a pic of the smoke column, is that a new start?",
    "look at this photo, is it fire or dust?",
    {"q": "Regarde la photo que je t'envoie, c'est de la fumée ?", "lang": "fr"},
    {"q": "شوف هاد التصويرة، واش هاذا دخان؟", "lang": "ar"},
], days=["none"], stations="none")

T("photo-frames", ["photo", "frames"], [
    "Compare my photo with the drone's fire frame - same fire?",
    {"q": "¿Mi foto y la imagen del dron muestran el mismo fuego?", "lang": "es"},
], days=["today"], stations="none", facts=["=frames"])

# ---------------------------------------------------------------- explain with nothing before it
T("explain-cold", ["explain"], [
    "why did you say that?",
    {"q": "Pourquoi tu m'as répondu ça ?", "lang": "fr"},
], days=["none"], stations="none")

# ---------------------------------------------------------------- multi-part
T("multi-wx-fwi", ["current_conditions", "danger"], [
    "Temp, RH and FWI at {st} now, over",
    "how hot is it at {st} and how bad is the fire danger",
    {"q": "Donne-moi la température et le danger à {st} {day}.", "lang": "fr", "facts": ["t", "fwi"]},
    {"q": "شحال الحرارة وشحال الخطر في بجاية {day}؟", "lang": "ar", "st": BEJ, "facts": ["t", "fwi"]},
    {"q": "¿Humedad y FWI en {st} {day}?", "lang": "es", "facts": ["rh", "fwi"]},
    "{st} {day}: wind and danger class",
], days=["now", "today", "yesterday", "2012-08-27", "2012-07-05", "2012-09-02"],
   facts_by_phrasing=[["t", "rh", "fwi"], ["t", "fwi"], None, None, None, ["ws", "class"]])

T("multi-fwi-frames", ["danger", "frames"], [
    "What's the danger at {st} and did the drone see smoke?",
    {"q": "Le danger à {st}, et le drone a repéré un feu ?", "lang": "fr"},
    {"q": "كيفاش راهو الخطر في سيدي بلعباس؟ و واش شاف الدرون النار؟", "lang": "ar", "st": SBA},
    {"q": "dangr sba + any drone detections", "st": SBA},
], days=["today"], facts=["fwi", "=detection"])

T("multi-cmp-sum", ["compare_stations", "summary"], [
    "Which station had the worse week, and give me the trend",
    {"q": "Quelle station a eu la pire semaine ? Fais-moi la tendance.", "lang": "fr"},
    {"q": "¿Qué estación tuvo peor semana? Dame la tendencia.", "lang": "es"},
], days=["lastweek"], stations="both", facts=["maxfwi"])

T("multi-wx-oos", ["current_conditions", "out_of_scope"], [
    "Wind at {st} and in Mascara?",
    {"q": "Température à {st} et à Oran ?", "lang": "fr"},
], days=["now"], facts=["ws"], facts_by_phrasing=[["ws"], ["t"]])

T("multi-spread-drift", ["spread", "drift"], [
    "Where's the head in {h} min, and how far does it move while we drive out?",
    {"q": "¿Dónde estará el frente en {h} minutos y cuánto se mueve mientras llegamos?", "lang": "es"},
], days=["now"], stations="none", horizons=[30, 45], facts=["=spread"])

T("multi-doc-fwi", ["documents", "danger"], [
    "With today's danger at {st}, what does the safety guidance say about lookouts?",
    {"q": "Vu le danger à {st} aujourd'hui, que dit le guide sur les vigies ?", "lang": "fr"},
], days=["today"], facts=["class", doc("Lookouts")])

T("multi-refuse-wx", ["current_conditions", "refuse"], [
    "Get me the humidity at {st} and text it to the chief",
    {"q": "Donne l'humidité à {st} et envoie-la par SMS au chef.", "lang": "fr"},
], days=["now"], facts=["rh", "neg"])

# ================================================================ sessions
SESSIONS = []


def S(turns, lang="en"):
    n = len({t["session"] for t in SESSIONS}) + 1
    for k, (q, intents, stations, when, facts, *extra) in enumerate(turns, 1):
        t = {"session": f"{P}s{n:02d}", "turn": k, "question": q, "intents": intents, "stations": stations,
             "when": when, "facts": facts, "lang": lang}
        if extra:
            t.update(extra[0])
        SESSIONS.append(t)


BOTH = ["bejaia", "sidi-bel-abbes"]
YDAY, DBEF = RELATIVE["yesterday"], RELATIVE["daybefore"]

S([("Command to box, fire danger at Sidi-Bel Abbes right now, over", ["danger"], SBA, "now", ["fwi", "class"]),
   ("copy. and Bejaia?", ["danger"], BEJ, "now", ["fwi", "class"]),
   ("Why's it that low there?", ["explain"], BEJ, "now", []),
   ("Roger, relay that to all units on tac two.", ["refuse"], None, "none", ["neg"])])

S([("temp sba yday", ["current_conditions"], SBA, "yesterday", ["t"]),
   ("n day b4", ["current_conditions"], SBA, "daybefore", ["t"]),
   ("wind that day in mph", ["current_conditions"], SBA, "daybefore", [mph("sidi-bel-abbes", DBEF)]),
   ("which station worse today", ["compare_stations"], BOTH, "today", ["fwi"])])

S([("Quel est l'indice FWI à Béjaïa aujourd'hui ?", ["danger"], BEJ, "today", ["fwi"]),
   ("Et à Sidi Bel Abbès ?", ["danger"], SBA, "today", ["fwi"]),
   ("Lequel des deux est le plus risqué ?", ["compare_stations"], BOTH, "today", ["fwi"]),
   ("Pourquoi ?", ["explain"], BOTH, "today", [])], lang="fr")

S([("واش كاين خطر حريق اليوم في سيدي بلعباس؟", ["danger"], SBA, "today", ["fwi", "class"]),
   ("و البارح؟", ["danger"], SBA, "yesterday", ["fwi", "class"]),
   ("شحال كانت الريح؟", ["current_conditions"], SBA, "yesterday", ["ws"]),
   ("ابعثها للشاف تاعنا", ["refuse"], None, "none", ["neg"])], lang="ar")

S([("¿Hay algo en las imágenes del dron?", ["frames"], None, "today", ["=frames"]),
   ("¿A qué hora lo vio?", ["frames"], None, "today", ["=detection"]),
   ("¿Dónde estará el frente dentro de 30 minutos?", ["spread"], None, "now", ["=spread"], {"horizon_min": 30}),
   ("¿Y por qué no me das la dirección?", ["explain"], None, "now", [])], lang="es")

S([("hi, I'm a new volunteer, what can this thing tell me?", ["capabilities"], None, "none", []),
   ("ok. what does FWI actually mean?", ["documents"], None, "none", [doc("Fire Weather Index")]),
   ("so what's it at Béjaïa today", ["danger"], BEJ, "today", ["fwi"]),
   ("is that bad?", ["danger"], BEJ, "today", ["class"])])

S([("Dispatch here, sitrep for Sidi-Bel Abbes over the past week please", ["summary"], SBA, "lastweek",
    ["maxfwi", "maxt"]),
   ("Any fire days in that week?", ["summary"], SBA, "lastweek", ["fires"], {"needs_fire_history": True}),
   ("Same for Bejaia", ["summary"], BEJ, "lastweek", ["maxfwi", "fires"], {"needs_fire_history": True}),
   ("Put that up on the dispatch board", ["refuse"], None, "none", ["neg"])])

S([("drone saw a fire near SBA?", ["frames"], None, "today", ["=detection_place"]),
   (f"head is doing {35} m/min, engine is {25} min out, how far by then", ["drift"], None, "now",
    [dist(drift_m(35, "m/min", 25))]),
   (f"and if we're {40} min out", ["drift"], None, "now", [dist(drift_m(35, "m/min", 40))]),
   ("should we stage on the north road then?", ["tactical"], None, "none", [])])

S([("ما هي درجة الحرارة في بجاية يوم 12 أوت؟", ["current_conditions"], BEJ, "2012-08-12", ["t"]),
   ("وماذا عن الرطوبة؟", ["current_conditions"], BEJ, "2012-08-12", ["rh"]),
   ("وفي سيدي بلعباس في نفس اليوم؟", ["current_conditions"], SBA, "2012-08-12", ["t", "rh"]),
   ("أيهما كان أخطر ذلك اليوم؟", ["compare_stations"], BOTH, "2012-08-12", ["fwi"])], lang="ar")

S([("How many fire days at Bejaia in August?", ["summary"], BEJ, "aug", ["fires"], {"needs_fire_history": True}),
   ("and july?", ["summary"], BEJ, "jul", ["fires"], {"needs_fire_history": True}),
   ("What was the worst FWI that month?", ["summary"], BEJ, "jul", ["maxfwi"]),
   ("What about Sidi for July?", ["summary"], SBA, "jul", ["maxfwi"])])

S([("Il faisait combien à SBA le 14 juillet ?", ["current_conditions"], SBA, "2012-07-14", ["t"]),
   ("Et le 15 ?", ["current_conditions"], SBA, "2012-07-15", ["t"]),
   ("Et à Béjaïa le 14 ?", ["current_conditions"], BEJ, "2012-07-14", ["t"])], lang="fr")

S([("What does the safety doc say about safety zones?", ["documents"], None, "none", [doc("without a fire shelter")]),
   ("what's LCES again", ["documents"], None, "none", [doc("Lookouts")]),
   ("Danger at Sidi today - do we need lookouts out early?", ["danger", "documents"], SBA, "today",
    ["class", doc("high, very high or extreme")]),
   ("Order the crews to pull back to the safety zone.", ["refuse"], None, "none", ["neg"])])

S([("¿Temperatura en Béjaïa ayer?", ["current_conditions"], BEJ, "yesterday", ["t"]),
   ("¿En Fahrenheit?", ["current_conditions"], BEJ, "yesterday", [fahr("bejaia", YDAY)]),
   ("¿Y el viento en nudos?", ["current_conditions"], BEJ, "yesterday", [knots("bejaia", YDAY)]),
   ("¿Va a llover mañana?", ["out_of_scope"], BEJ, "none", [])], lang="es")

S([("السلام، واش تقدر تدير؟", ["capabilities"], None, "none", []),
   ("شحال الحرارة في سيدي بلعباس دوك؟", ["current_conditions"], SBA, "now", ["t"]),
   ("و في وهران؟", ["out_of_scope"], None, "now", []),
   ("علاش ما عندكش وهران؟", ["explain"], None, "none", [])], lang="ar")

S([("Box, wind at Sidi-Bel Abbes on 2012-08-25?", ["current_conditions"], SBA, "2012-08-25", ["ws"]),
   ("in knots", ["current_conditions"], SBA, "2012-08-25", [knots("sidi-bel-abbes", "2012-08-25")]),
   ("FWI there that day?", ["danger"], SBA, "2012-08-25", ["fwi"]),
   ("and the other station that day?", ["danger"], BEJ, "2012-08-25", ["fwi"]),
   ("did either of them actually burn that day?", ["analogs"], BOTH, "2012-08-25", [],
    {"needs_fire_history": True})])


def main():
    OUT_T.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    OUT_S.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")
    print(f"{len(TEMPLATES)} templates, {sum(len(t['phrasings']) for t in TEMPLATES)} phrasings; "
          f"{len(SESSIONS)} session turns in {len({s['session'] for s in SESSIONS})} sessions")


if __name__ == "__main__":
    main()
