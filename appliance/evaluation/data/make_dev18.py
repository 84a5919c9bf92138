"""Generate the dev18 crew batch: crew_templates_dev18.jsonl and crew_sessions_dev18.jsonl, beside this file.

Written blind to the parser. Every literal fact (unit conversions, codes asked by name, counts, differences,
distances from a crew-stated rate) is computed here from the Algerian CSV or read out of the shipped
documents; station/day facts are left as tokens for crew_facts to resolve. Run:
    python appliance/evaluation/data/make_dev18.py
"""
import csv
import json
import math
import re
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
CSV = Path("/work/shared/data/algerian_forest_fires/Algerian_forest_fires_dataset_UPDATE.csv")
DOCS = HERE.parents[2] / "edge_data" / "documents"
B, S = "bejaia", "sidi-bel-abbes"
ALT = (B, S)                      # crew_build: phrasing i names STATIONS[i % 2] through {st}
TODAY = date(2012, 9, 30)
RELATIVE = {"now": 0, "today": 0, "yesterday": 1, "daybefore": 2}
COLS = ("t", "rh", "ws", "rain", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI")


def load() -> dict:
    """{(device, 'YYYY-MM-DD'): {t, rh, ws, rain, codes..., fire}}; the row whose DC and ISI ran together
    (Sidi-Bel Abbes 14 July) has 13 cells and is left out, as the box's station feed leaves it out."""
    out, device = {}, None
    with open(CSV, newline="", encoding="ascii", errors="replace") as fh:
        for row in csv.reader(fh):
            cells = [c.strip() for c in row if c.strip()]
            if len(cells) == 1 and "region" in cells[0].lower():
                device = B if cells[0].lower().startswith("bejaia") else S
                continue
            if not cells or not cells[0].isdigit() or len(cells) != 14:
                continue
            rec = dict(zip(COLS, (float(c) for c in cells[3:13])))
            rec["fire"] = cells[13].lower() == "fire"
            out[(device, f"{cells[2]}-{int(cells[1]):02d}-{int(cells[0]):02d}")] = rec
    return out


DATA = load()


def iso(key: str) -> str:
    return (TODAY - timedelta(days=RELATIVE[key])).isoformat() if key in RELATIVE else key


def rec(dev: str, key: str) -> dict:
    return DATA[(dev, iso(key))]


def g(x: float) -> str:
    """A number as people write it: 25 not 25.0, one decimal otherwise."""
    return str(int(round(x))) if abs(x - round(x)) < 1e-9 else f"{x:.1f}"


def half_up(x: float, nd: int) -> float:
    """Rounding as a person does it (2.5 -> 3), not Python's banker's rounding."""
    return math.floor(x * 10 ** nd + 0.5 + 1e-9) / 10 ** nd


def variants(value: float, units: list[str]) -> dict:
    """{"any": [...]} with the value at one decimal and rounded, each with every unit spelling."""
    nums = []
    for v in (g(half_up(value, 1)), str(int(half_up(value, 0)))):
        if v not in nums:
            nums.append(v)
    return {"any": [f"{n}{sep}{u}" for n in nums for u in units for sep in ((" ", "") if u[0] in "°" else (" ",))]}


def mph(dev, key):
    return variants(rec(dev, key)["ws"] / 1.609344, ["mph", "miles per hour", "miles an hour"])


def knots(dev, key):
    return variants(rec(dev, key)["ws"] / 1.852, ["knots", "kt", "kn", "nœuds", "nudos", "عقدة"])


def ms(dev, key):
    return variants(rec(dev, key)["ws"] / 3.6, ["m/s", "metres per second", "meters per second"])


def fahr(dev, key):
    return variants(rec(dev, key)["t"] * 9 / 5 + 32, ["°F", "F", "degrees F", "fahrenheit"])


def num(x: float):
    """As the CSV writes it: 25 not 25.0."""
    return int(x) if float(x).is_integer() else x


def code(name):
    return lambda dev, key: num(rec(dev, key)[name])


def distance(metres: float) -> dict:
    """A distance a crew can hear: metres, and km with a point or a comma."""
    km = metres / 1000
    kms = [f"{half_up(km, nd):.{nd}f}".rstrip("0").rstrip(".") for nd in (2, 1)]
    out = [f"{g(metres)} m", f"{g(metres)} metres", f"{g(metres)} meters", f"{g(metres)}m"]
    if metres >= 1000:
        out += [f"{metres:,.0f} m", f"{metres:,.0f} m".replace(",", " ")]
    for k in dict.fromkeys(kms):
        out += [f"{k} km", f"{k.replace('.', ',')} km"]
    return {"any": list(dict.fromkeys(out))}


def feet_distance(feet: float) -> dict:
    m = feet * 0.3048
    out = [f"{g(feet)} ft", f"{g(feet)} feet", f"{feet:,.0f} ft", f"{feet:,.0f} feet", f"{round(m)} m", f"{round(m, -1):.0f} m"]
    return {"any": list(dict.fromkeys(out))}


def count_days(dev, first, last, pred) -> int:
    d, n = date.fromisoformat(first), 0
    while d <= date.fromisoformat(last):
        r = DATA.get((dev, d.isoformat()))
        n += bool(r and pred(r))
        d += timedelta(days=1)
    return n


DOC_TEXT = {p.name: p.read_text(encoding="utf-8") for p in DOCS.glob("*.md")}


def doc(pattern: str, group: int = 1) -> str:
    """A fact read out of the shipped guidance (so it is what the box holds, not what I remember)."""
    for text in DOC_TEXT.values():
        m = re.search(pattern, text)
        if m:
            return m.group(group)
    raise ValueError(f"not in the documents: {pattern}")


def doc_num(pattern: str):
    s = doc(pattern)
    return float(s) if "." in s else int(s)


def doc_words(*words) -> dict:
    blob = " ".join(DOC_TEXT.values()).lower()
    for w in words:
        assert w.lower() in blob, w
    return {"any": list(words)}


# ---------------------------------------------------------------- templates
TEMPLATES = []


def T(key, intents, stations, days, phrasings, facts=(), lit=None, **kw):
    """A template. `lit(dev, daykey)` adds literal facts per phrasing, for the station and day that
    phrasing resolves to (crew_build's rule: {st} alternates by index, a list names them, days cycle)."""
    out = []
    for i, raw in enumerate(phrasings):
        p = dict(raw) if isinstance(raw, dict) else {"q": raw}
        mode = p.get("stations", stations)
        if isinstance(mode, list):
            devs = mode
        elif mode == "both":
            devs = [B, S]
        elif mode == "alt" and "{st}" in p["q"]:
            devs = [ALT[i % 2]]
        else:
            devs = []
        day = days[i % len(days)]
        plit = p.pop("lit", lit)
        if plit:
            base = list(p.get("facts", facts))
            extra = []
            for dev in devs or [None]:
                got = plit(dev, day)
                extra += got if isinstance(got, list) else [got]
            p["facts"] = base + extra
        out.append(p if set(p) != {"q"} else p["q"])
    t = {"key": f"d18-{key}", "intents": intents, "stations": stations, "days": days, "facts": list(facts),
         "phrasings": out}
    t.update(kw)
    TEMPLATES.append(t)


def P(q, **kw):
    return {"q": q, **kw}


AR, FR, ES = "ar", "fr", "es"

# --- current conditions, now
T("cc-now", ["current_conditions"], "alt", ["now"], [
    "Dispatch to weather box, dispatch to weather box: current temperature, humidity and wind at {st}, over.",
    "engine 4 rolling, whats it like at {st} rn",
    "wx {st}?",
    "Sorry if this is a basic question, I only joined the volunteers this summer: what are the conditions at {st} at the moment?",
    "Command here. I need the live readings for {st}: temp, RH, wind speed. Go ahead.",
    "{st} conditions pls, temp + wind",
], facts=["t", "rh", "ws"])
T("cc-now-fr", ["current_conditions"], "alt", ["now", "today", "now", "today", "now"], [
    P("Quelle température fait-il à {st} en ce moment ?", facts=["t"]),
    P("Chef d'agrès à la box : humidité relative et vent à {st}, maintenant.", facts=["rh", "ws"]),
    P("{st} météo actuelle svp", facts=["t", "rh", "ws"]),
    P("Il fait combien à {st} aujourd'hui, et le vent, il souffle à combien ?", facts=["t", "ws"]),
    P("Est-ce qu'il pleut à {st} là ?", facts=["rain"]),
], lang=FR)
T("cc-now-es", ["current_conditions"], "alt", ["now", "today", "now", "now"], [
    P("¿Qué temperatura hay ahora mismo en {st}?", facts=["t"]),
    P("Humedad y viento en {st} hoy, por favor.", facts=["rh", "ws"]),
    P("condiciones {st} ya", facts=["t", "rh", "ws"]),
    P("Central a caja meteo: ¿cuánto viento marca {st} en este momento? Cambio.", facts=["ws"]),
], lang=ES)
T("cc-now-ar", ["current_conditions"], "none", ["now", "today", "now", "now", "today", "now"], [
    P("واش راهو الجو في بجاية دروك؟", stations=[B], facts=["t", "rh", "ws"]),
    P("شحال الحرارة في سيدي بلعباس اليوم؟", stations=[S], facts=["t"]),
    P("ما هي سرعة الرياح الحالية في محطة بجاية؟", stations=[B], facts=["ws"]),
    P("كم تبلغ الرطوبة النسبية في سيدي بلعباس الآن؟", stations=[S], facts=["rh"]),
    P("الريح في سيدي بلعباس قوية ولا لا؟ شحال بالضبط؟", stations=[S], facts=["ws"]),
    P("هل تسجل محطة بجاية أمطارا الآن؟", stations=[B], facts=["rain"]),
], lang=AR)

# --- current conditions on past days, {day}
T("cc-day", ["current_conditions"], "alt", ["2012-08-17", "2012-07-22", "2012-06-25", "2012-09-12", "yesterday", "daybefore"], [
    P("What was the temperature at {st} {day}?", facts=["t"]),
    P("need RH at {st} {day} for the report", facts=["rh"]),
    P("Hey, was it windy at {st} {day}? How many km/h?", facts=["ws"]),
    P("Did {st} get any rain {day}?", facts=["rain"]),
    P("Incident command: give me the noon reading at {st} {day}, all of it.", facts=["t", "rh", "ws", "rain"]),
    P("how humid was {st} {day}", facts=["rh"]),
])
# dates written the crew's own way, with the station in shorthand
T("cc-dates", ["current_conditions"], "none",
  ["2012-08-17", "2012-07-22", "2012-08-03", "2012-08-26", "2012-08-09", "2012-09-05", "2012-06-25", "2012-09-20"], [
    P("temp at SBA 17/08?", stations=[S], facts=["t"]),
    P("Bej wind on 22.07.2012", stations=[B], facts=["ws"]),
    P("Sidi humidity Aug 3rd?", stations=[S], facts=["rh"]),
    P("What did the Béjaïa station read on the 26th of August, temperature and humidity?", stations=[B], facts=["t", "rh"]),
    P("Conditions à SBA le 9/08 ?", stations=[S], facts=["t", "rh", "ws"], lang=FR),
    P("¿Qué temperatura marcó Bejaia el 05/09/2012?", stations=[B], facts=["t"], lang=ES),
    P("شحال كانت الحرارة في سيدي بلعباس نهار 25 جوان؟", stations=[S], facts=["t"], lang=AR),
    P("Il y avait du vent à Bgayet le 20/09 ?", stations=[B], facts=["ws"], lang=FR),
])
T("cc-day-fr", ["current_conditions"], "alt", ["2012-08-17", "yesterday", "2012-07-05", "daybefore"], [
    P("Quelle était l'humidité à {st} {day} ?", facts=["rh"]),
    P("Il a plu à {st} {day} ?", facts=["rain"]),
    P("Relevé de midi à {st} {day}, s'il vous plaît : température, humidité, vent.", facts=["t", "rh", "ws"]),
    P("{st} {day} temp ?", facts=["t"]),
], lang=FR)
T("cc-day-ar", ["current_conditions"], "none", ["yesterday", "2012-08-17", "2012-07-22", "daybefore"], [
    P("شحال كانت الرطوبة في بجاية البارح؟", stations=[B], facts=["rh"]),
    P("ما هي درجة الحرارة التي سجلتها محطة سيدي بلعباس يوم 17 أوت؟", stations=[S], facts=["t"]),
    P("واش كان الريح قوي في بجاية نهار 22 جويلية؟", stations=[B], facts=["ws"]),
    P("هل نزل المطر في سيدي بلعباس أول أمس؟", stations=[S], facts=["rain"]),
], lang=AR)
T("cc-day-es", ["current_conditions"], "alt", ["yesterday", "2012-08-26", "2012-09-12"], [
    P("¿Llovió ayer en {st}?", facts=["rain"]),
    P("¿Cuál fue la humedad relativa en {st} {day}?", facts=["rh"]),
    P("Temperatura y viento de {st} {day}, por favor.", facts=["t", "ws"]),
], lang=ES)

# --- units asked (literal conversions from the CSV reading)
T("units", ["current_conditions"], "alt", ["now", "now", "now", "2012-08-17", "2012-08-03", "today", "now", "now"], [
    P("wind at {st} in mph right now?", lit=mph),
    P("What's the temperature at {st} in Fahrenheit? Our mutual-aid crew from the States doesn't do Celsius.", lit=fahr),
    P("Helitack pilot wants the wind at {st} in knots.", lit=knots),
    P("Wind speed at {st} {day} in metres per second?", lit=ms),
    P("temp {st} {day} in F", lit=fahr),
    P("Our hand-held read 20 km/h at the line. What does {st} station give for wind today, and in mph too?",
      facts=["ws"], lit=mph),
    P("Le vent à {st} en nœuds, s'il vous plaît ?", lang=FR, lit=knots),
    P("¿La temperatura en {st} en grados Fahrenheit?", lang=ES, lit=fahr),
])
T("units-ar", ["current_conditions"], "none", ["now", "now"], [
    P("شحال الريح في بجاية بالميل في الساعة (mph)؟", stations=[B], lit=mph),
    P("أعطني درجة الحرارة في سيدي بلعباس بالفهرنهايت", stations=[S], lit=fahr),
], lang=AR)

# --- FWI codes asked by name (literal from the CSV)
T("codes", ["danger"], "alt", ["now", "today", "2012-08-26", "2012-08-17", "2012-07-22", "now", "2012-08-09", "today"], [
    P("What's the ISI at {st} right now?", lit=code("ISI")),
    P("BUI {st} today", lit=code("BUI")),
    P("DMC at {st} {day}? and the FWI while you're at it", facts=["fwi"], lit=code("DMC")),
    P("FFMC at {st} {day}, are the fine fuels primed?", lit=code("FFMC")),
    P("Quel était l'indice ISI à {st} {day} ?", lang=FR, lit=code("ISI")),
    P("¿Cuál es el BUI de {st} ahora?", lang=ES, lit=code("BUI")),
    P("Drought code for {st} {day}?", lit=code("DC")),
    P("Donne-moi le FFMC de {st} aujourd'hui.", lang=FR, lit=code("FFMC")),
])
T("codes-ar", ["danger"], "none", ["today", "2012-08-17"], [
    P("شحال مؤشر ISI في بجاية اليوم؟", stations=[B], lit=code("ISI")),
    P("ما قيمة مؤشر BUI في سيدي بلعباس يوم 17 أوت؟", stations=[S], lit=code("BUI")),
], lang=AR)

# --- danger
T("danger-now", ["danger"], "alt", ["now", "today", "now", "now", "now", "today"], [
    "What's the fire danger at {st} right now?",
    "Is a fire likely around {st} today?",
    "Command to box: FWI and danger class for {st}, over.",
    "danger lvl {st}??",
    "I'm a volunteer in my first season. How risky is it for fires near {st} at the moment?",
    "give me the fire weather index for {st} for today's briefing",
], facts=["fwi", "class"])
T("danger-day", ["danger"], "alt", ["2012-08-26", "2012-07-22", "2012-08-17", "2012-09-20", "yesterday"], [
    "What was the danger class at {st} {day}?",
    "FWI {st} {day}",
    "Was {st} in high danger {day} or not?",
    "How bad was the fire weather at {st} {day}? I need the index number for the after-action report.",
    "danger {st} {day}?",
], facts=["fwi", "class"])
T("danger-fr", ["danger"], "alt", ["today", "2012-08-17", "now", "now", "2012-07-05", "yesterday"], [
    "Quel est le niveau de danger d'incendie à {st} aujourd'hui ?",
    "L'IFM à {st} {day}, c'était combien ?",
    "Risque feu {st} maintenant ?",
    "Bonjour, je suis bénévole. Est-ce que le risque de feu est élevé à {st} en ce moment ?",
    "Donnez-moi l'indice FWI et la classe de danger pour {st} {day}.",
    "Hier à {st}, on était en danger modéré ou plus ?",
], facts=["fwi", "class"], lang=FR)
T("danger-ar", ["danger"], "none", ["today", "now", "2012-08-26", "2012-08-17", "today", "yesterday"], [
    P("واش الخطر تاع الحرايق في سيدي بلعباس اليوم؟", stations=[S]),
    P("ما هو مؤشر خطر الحرائق FWI في بجاية الآن؟", stations=[B]),
    P("كان الخطر عالي في سيدي بلعباس يوم 26 أوت؟", stations=[S]),
    P("شحال كان FWI في بجاية نهار 17 أوت؟", stations=[B]),
    P("هل احتمال اندلاع حريق كبير في سيدي بلعباس اليوم؟", stations=[S]),
    P("البارح في بجاية، الخطر كان واعر؟", stations=[B]),
], facts=["fwi", "class"], lang=AR)
T("danger-es", ["danger"], "alt", ["now", "2012-08-26", "today", "today"], [
    "¿Cuál es el peligro de incendio en {st} ahora mismo?",
    "¿Qué índice FWI tenía {st} {day}?",
    "peligro {st} hoy?",
    "Hola, soy voluntaria. ¿Es probable que haya un incendio en {st} hoy?",
], facts=["fwi", "class"], lang=ES)

# --- compare two stations
T("compare", ["compare_stations"], "both", ["now", "today", "now", "2012-08-17", "2012-07-22", "now", "today", "2012-08-26"], [
    P("Which station is worse right now, Béjaïa or Sidi-Bel Abbes?", facts=["fwi"]),
    P("Compare Bejaia and SBA for me: temperature, humidity and danger, today.", facts=["t", "rh", "fwi"]),
    P("bej vs sidi which one worse", facts=["fwi"]),
    P("Which was hotter on 17 August, Bejaia or Sidi Bel Abbes, and by how many degrees?", facts=["t"],
      lit=lambda dev, k: [] if dev == B else variants(rec(S, k)["t"] - rec(B, k)["t"], ["°C", "degrees", "C"])),
    P("Entre Béjaïa et Sidi Bel Abbès, où le danger était-il le plus fort le 22 juillet ?", facts=["fwi"], lang=FR),
    P("¿Qué estación está peor ahora, Béjaïa o Sidi Bel Abbes?", facts=["fwi"], lang=ES),
    P("قارن لي بين بجاية وسيدي بلعباس اليوم، وين الخطر أكبر؟", facts=["fwi"], lang=AR),
    P("Which one was drier on 26 August, the coast station or the inland one?", facts=["rh"]),
])

# --- the command post asking about all its crews at once: both stations
T("allcrews", ["danger"], "both", ["now", "today", "now", "now", "now", "today"], [
    P("Any of our crews seeing high danger right now?", facts=["fwi", "class"]),
    P("Give me the FWI for all our sectors, one line each, today.", facts=["fwi"]),
    P("Est-ce qu'une de nos équipes est en danger élevé en ce moment ?", facts=["fwi", "class"], lang=FR),
    P("¿Alguna de nuestras brigadas tiene peligro alto ahora?", facts=["fwi", "class"], lang=ES),
    P("واش كاين شي فرقة من فرقنا عندها خطر عالي دروك؟", facts=["fwi", "class"], lang=AR),
    P("Danger class across every engine's station today, please.", facts=["class"]),
])
T("allcrews-cc", ["current_conditions"], "both", ["now", "today", "now", "now"], [
    P("All units: what's the wind doing at every station we've got?", facts=["ws"]),
    P("Command post. Quick roll-call of humidity across all our stations today.", facts=["rh"]),
    P("Le vent sur tous nos secteurs, svp.", facts=["ws"], lang=FR),
    P("عطيني الريح في كل المحطات تاعنا", facts=["ws"], lang=AR),
])
T("allcrews-cmp", ["compare_stations"], "both", ["now", "today", "now", "now", "now"], [
    P("Which of our engines is sitting at the hottest station right now?", facts=["t"],
      intents_alt=[["compare_stations", "current_conditions"]]),
    P("Where's the danger worst among our crews' areas today?", facts=["fwi"]),
    P("Poste de commandement : laquelle de nos équipes est sur la station la plus chaude ?", facts=["t"], lang=FR,
      intents_alt=[["compare_stations", "current_conditions"]]),
    P("¿En qué estación de nuestras dotaciones hace más calor ahora mismo?", facts=["t"], lang=ES,
      intents_alt=[["compare_stations", "current_conditions"]]),
    P("أي محطة من محطات فرقنا فيها أعلى حرارة الآن؟", facts=["t"], lang=AR,
      intents_alt=[["compare_stations", "current_conditions"]]),
])

# --- summaries over windows
T("summary", ["summary"], "alt", ["last3d", "lastweek", "aug", "since-tue", "sep1-10", "last24h"], [
    P("Sitrep for {st} {day}?", facts=["maxfwi"]),
    P("Give me the week at {st}: the highest FWI and how many fire days.", facts=["maxfwi", "fires"]),
    P("How did August go at {st}? Hottest day and the number of fires.", facts=["maxt", "fires"]),
    P("trend at {st} since tue", facts=["maxfwi"]),
    P("Summarise {st} between the 1st and the 10th of September, peak danger please.", facts=["maxfwi"]),
    P("{st} last 24h summary", facts=["maxfwi"]),
], needs_fire_history=True)
T("summary-fr", ["summary"], "alt", ["lastweek", "jul", "aug-late", "jun"], [
    P("Faites-moi un point de situation pour {st} {day}.", facts=["maxfwi"]),
    P("Combien de jours de feu à {st} {day} ?", facts=["fires"]),
    P("Bilan de {st} {day} : FWI maximum ?", facts=["maxfwi"]),
    P("Quelle a été la température la plus haute à {st} {day} ?", facts=["maxt"]),
], lang=FR, needs_fire_history=True)
T("summary-es", ["summary"], "alt", ["lastweek", "jun", "sep"], [
    P("Resumen de {st} {day}, por favor.", facts=["maxfwi"]),
    P("¿Cuántos incendios hubo en {st} {day}?", facts=["fires"]),
    P("¿Cuál fue el FWI más alto en {st} {day}?", facts=["maxfwi"]),
], lang=ES, needs_fire_history=True)
T("summary-ar", ["summary"], "none", ["lastweek", "aug", "jul", "last3d"], [
    P("عطيني ملخص على بجاية خلال الأسبوع الماضي", stations=[B], facts=["maxfwi"]),
    P("شحال من حريق كان في سيدي بلعباس في أوت؟", stations=[S], facts=["fires"]),
    P("ما هي أعلى درجة حرارة سُجلت في بجاية في جويلية؟", stations=[B], facts=["maxt"]),
    P("كيفاش كانت الأمور في سيدي بلعباس في الثلاث أيام اللي فاتو؟", stations=[S], facts=["maxfwi"]),
], lang=AR, needs_fire_history=True)
T("summary-both", ["summary"], "both", ["lastweek", "sep"], [
    P("Situation report for both stations over the past week.", facts=["maxfwi"]),
    P("September roundup for the two stations: fire days at each?", facts=["fires"]),
], needs_fire_history=True)
# counts computed here (a threshold the crew names)
T("summary-count", ["summary"], "none", ["aug", "sep", "jul", "aug"], [
    P("How many days above 35 degrees did Sidi-Bel Abbes log in August?", stations=[S],
      facts=[count_days(S, "2012-08-01", "2012-08-31", lambda r: r["t"] > 35)]),
    P("On how many September days did it rain at Béjaïa?", stations=[B],
      facts=[count_days(B, "2012-09-01", "2012-09-30", lambda r: r["rain"] > 0)]),
    P("Combien de jours en juillet l'humidité est-elle descendue sous 40 % à Sidi Bel Abbès ?", stations=[S], lang=FR,
      facts=[count_days(S, "2012-07-01", "2012-07-31", lambda r: r["rh"] < 40)]),
    P("¿Cuántos días de agosto tuvo Béjaïa un FWI por encima de 10?", stations=[B], lang=ES,
      facts=[count_days(B, "2012-08-01", "2012-08-31", lambda r: r["FWI"] > 10)]),
])

# --- analogs
T("analogs-thr", ["analogs"], "alt", ["now"], [
    "Looking back over the season at {st}: of the days with an FWI above {thr}, how many had fires?",
    "How many past days at {st} had an FWI over {thr}, and how many of those burned?",
    P("Sur la saison à {st}, parmi les jours avec un FWI au-dessus de {thr}, combien ont connu un feu ?", lang=FR),
    P("En {st}, ¿cuántos días pasados con FWI mayor que {thr} tuvieron incendio?", lang=ES),
], facts=["fires_fwi_gt"], thr=[10, 20, 15, 5], needs_fire_history=True)
T("analogs", ["analogs"], "alt", ["now", "today", "now", "now"], [
    "Have we had days like today at {st} before? Did they burn?",
    P("Jours semblables à aujourd'hui à {st} : est-ce qu'il y a eu des feux ?", lang=FR),
    "past days similar to now at {st}?? fires on those",
    P("¿Hubo días parecidos a hoy en {st}? ¿Cuántos acabaron con fuego?", lang=ES),
], needs_fire_history=True)
T("analogs-ar", ["analogs"], "none", ["now", "today"], [
    P("واش كانت أيام كيما اليوم في سيدي بلعباس وشعلت فيها النار؟", stations=[S]),
    P("هل مرت على بجاية أيام مشابهة لليوم، وكم منها شهد حرائق؟", stations=[B]),
], lang=AR, needs_fire_history=True)

# --- drone frames
T("frames", ["frames"], "none", ["now", "today", "now", "today", "now", "today", "now", "now"], [
    P("Did the drone pick anything up on its last run?", facts=["=frames"]),
    P("what time did the drone spot the fire", facts=["=detection"]),
    P("Where exactly was that drone detection?", facts=["=detection_place"]),
    P("Le drone a-t-il détecté de la fumée ou des flammes aujourd'hui ?", facts=["=detection"], lang=FR),
    P("¿El dron vio algo de fuego en su vuelo?", facts=["=detection"], lang=ES),
    P("واش الدرون شاف شي دخان ولا نار اليوم؟", facts=["=detection"], lang=AR),
    P("وين شاف الدرون النار بالضبط؟", facts=["=detection_place"], lang=AR),
    P("uav frames?? any smoke", facts=["=frames"]),
])
T("frames-multi", ["frames", "danger"], "none", ["now", "now"], [
    P("Tell me what the drone saw and what the danger is at Sidi-Bel Abbes.", stations=[S],
      facts=["=detection", "fwi", "class"]),
    P("Qu'a vu le drone, et quel est l'indice FWI à Sidi Bel Abbès ?", stations=[S], facts=["=detection", "fwi"], lang=FR),
])

# --- spread (no wind direction stored: partly served)
T("spread", ["spread"], "alt", ["now"], [
    "If a fire kicks off at {st} now, where's the head in {h} minutes?",
    "Project the front from {st} for {hh}.",
    P("Si un feu démarre à {st}, jusqu'où ira la tête en {h} minutes ?", lang=FR),
    P("Si se inicia un fuego en {st}, ¿dónde estará el frente dentro de {h} minutos?", lang=ES),
    "new start by {st}: how far in {h} min, which way",
], facts=["=spread"], horizons=[30, 60, 15, 120, 45])
T("spread-ar", ["spread"], "none", ["now", "now"], [
    P("إذا شعلت النار قرب سيدي بلعباس، وين توصل بعد {h} دقيقة؟", stations=[S]),
    P("لو اندلع حريق عند بجاية الآن، إلى أين تصل جبهته خلال {h} دقيقة؟", stations=[B]),
], facts=["=spread"], horizons=[30, 60], lang=AR)

# --- drift: the crew states the rate, the distance is computed here
T("drift-rate", ["drift"], "none", ["now"], [
    P("Head's running about 30 m a minute and our engine is 20 minutes out. How far will it have moved by the time we get there?",
      facts=[distance(30 * 20)]),
    P("Fire moving 1.5 km/h, dozer ETA 40 min, how much ground does it gain?", facts=[distance(1500 * 40 / 60)]),
    P("spread rate 12 m/min we r 25 min away distance?", facts=[distance(12 * 25)]),
    P("IC to box: front advancing at 80 feet per minute, water tender is 15 minutes out. How far does it travel in that time?",
      facts=[feet_distance(80 * 15)]),
    P("Le front avance à 45 mètres par minute et le camion arrive dans un quart d'heure : de combien aura-t-il progressé ?",
      facts=[distance(45 * 15)], lang=FR),
    P("Vitesse de propagation 2 km/h, on est à 30 min. Ça fait combien de terrain ?", facts=[distance(2000 * 30 / 60)], lang=FR),
    P("El frente avanza 20 metros por minuto y tardamos 35 minutos en llegar. ¿Cuánto habrá avanzado?",
      facts=[distance(20 * 35)], lang=ES),
    P("النار تمشي 50 متر في الدقيقة والشاحنة توصل بعد 12 دقيقة، شحال تكون مشات؟", facts=[distance(50 * 12)], lang=AR),
    P("تتقدم جبهة النار بسرعة 3 كيلومترات في الساعة، وسيصل الفريق بعد 20 دقيقة. ما المسافة التي ستقطعها؟",
      facts=[distance(3000 * 20 / 60)], lang=AR),
    P("We clocked the flank at 8 m per minute. Crew needs 45 minutes to hike in: how far will it have crept?",
      facts=[distance(8 * 45)]),
])
T("drift", ["drift"], "none", ["now"], [
    P("How far does the front move while your answer is getting to us?", facts=["=drift"]),
    P("De combien le feu avance-t-il pendant que votre réponse nous parvient ?", facts=["=drift"], lang=FR),
    P("engine 9 is 25 min out from the fire by Sidi, how far does it go meanwhile", stations=[S], facts=["=drift"]),
])

# --- documents (facts read from the shipped guidance)
ZONE1 = doc(r"Zone 1 runs from \d+ to (\d+) feet")
T("docs", ["documents"], "none", ["none"], [
    P("What does the guidance say about defensible space around buildings?", facts=["=doc_defensible"]),
    P("How far out does Zone 1 go in the defensible space doc?", facts=[{"any": [f"{ZONE1} feet", f"{ZONE1} ft"]}]),
    P("LCES, remind me what the letters stand for?", facts=[doc_words("Lookouts"), doc_words("Safety zones")]),
    P("At what FWI does the box start calling the danger very high?", facts=[doc_num(r"from ([\d.]+)\s+very high")]),
    P("what's FFMC mean, and above what value do fine fuels catch easily?", facts=[doc_num(r"above about (\d+)\s+fine fuels")]),
    P("Que dit le guide sur le débroussaillement autour des maisons ?", facts=[doc_num(r"requires (\d+) feet")], lang=FR),
    P("¿Qué dice la guía sobre el espacio defendible alrededor de las casas?", facts=[doc_num(r"requires (\d+) feet")], lang=ES),
    P("شنو تقول الوثائق على المساحة الآمنة حول الدار؟", facts=[doc_num(r"requires (\d+) feet")], lang=AR),
    P("According to the crew safety sheet, when should we pull back and re-assess?",
      facts=[doc_words("downhill", "spot fires", "wind increases", "hotter and drier")]),
    P("À partir de quel FWI le danger est-il considéré comme élevé selon le guide ?", facts=[doc_num(r"from ([\d.]+)\s+high")], lang=FR),
    P("حسب الدليل، من أي قيمة لمؤشر FWI يكون الخطر مرتفعا جدا؟", facts=[doc_num(r"from ([\d.]+)\s+very high")], lang=AR),
])

# --- capabilities
T("caps", ["capabilities"], "none", ["none"], [
    "hello box, what can you actually do?",
    P("Which weather stations do you hold data for?", facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    P("Salut, tu sers à quoi exactement ?", lang=FR),
    P("Hola, ¿qué información tienes?", lang=ES),
    P("السلام عليكم، واش تقدر تعاوني بيه؟", lang=AR),
    P("What dates does your weather record cover?", facts=[{"any": ["2012"]}]),
    "help",
    P("ما هي المحطات التي تتوفر على بياناتها؟", lang=AR, facts=[{"any": ["bejaia", "بجاية"]}]),
])

# --- out of scope: towns without a station, forecasts, news, things not stored
T("oos-town", ["out_of_scope"], "none", ["now", "today", "now", "today", "now", "now", "today"], [
    "What's the wind in Oran right now?",
    "Tlemcen danger today?",
    P("Météo à Tizi Ouzou en ce moment ?", lang=FR),
    P("¿Hace calor en Argel hoy?", lang=ES),
    P("كيفاش الجو في وهران دروك؟", lang=AR),
    "How hot is it over in Sétif?",
    P("ما مستوى خطر الحرائق في ولاية جيجل اليوم؟", lang=AR),
])
T("oos-forecast", ["out_of_scope"], "alt", ["none"], [
    "Will the wind pick up at {st} tomorrow?",
    P("Est-ce qu'il va pleuvoir à {st} demain ?", lang=FR),
    "what's the FWI going to be at {st} next weekend",
    P("¿Qué temperatura va a hacer mañana en {st}?", lang=ES),
    P("واش غدوة تكون السخانة في بجاية؟", stations=[B], lang=AR),
])
T("oos-other", ["out_of_scope"], "none", ["none"], [
    "Who won the football last night?",
    "Any news about the big fires in Greece?",
    "Where are the other engines right now?",
    P("Quelles sont les dernières nouvelles sur les incendies en Kabylie ?", lang=FR),
    P("شكون ربح الماتش البارح؟", lang=AR),
])
T("oos-stored", ["out_of_scope"], "alt", ["now"], [
    "What's the live fuel moisture at {st}?",
    "ERC and Haines index for {st}?",
    P("Which way is the wind blowing at {st}?", facts=[{"any": ["direction"]}]),
    P("¿De dónde sopla el viento en {st}?", facts=[{"any": ["direction", "dirección"]}], lang=ES),
    P("منين جاي الريح في سيدي بلعباس؟", stations=[S], facts=[{"any": ["direction", "اتجاه"]}], lang=AR),
    P("Humidité du combustible à {st} ?", lang=FR),
])

# --- days with no data (before the record, after it, the broken row)
T("nodata-days", ["current_conditions"], "none",
  ["2012-05-15", "2011-08-10", "2012-05-20", "2012-10-03", "2012-07-14", "2012-07-14", "2012-01-01", "2011-07-30"], [
    P("What was the temperature at Béjaïa on 15 May 2012?", stations=[B], facts=["t"]),
    P("temp at Bejaia 10/08/2011?", stations=[B], facts=["t"]),
    P("Conditions à Sidi Bel Abbès le 20 mai 2012 ?", stations=[S], facts=["t", "rh", "ws"], lang=FR),
    P("¿Qué tiempo hizo en Béjaïa el 3 de octubre de 2012?", stations=[B], facts=["t"], lang=ES),
    P("شحال كانت الحرارة في سيدي بلعباس يوم 14 جويلية؟", stations=[S], facts=["t"], lang=AR),
    P("SBA weather 14 July?", stations=[S], facts=["t", "rh", "ws"]),
    P("wind at Sidi on 1 Jan 2012?", stations=[S], facts=["ws"]),
    P("هل كانت الرياح قوية في بجاية يوم 30 جويلية 2011؟", stations=[B], facts=["ws"], lang=AR),
])
T("nodata-danger", ["danger"], "none", ["2012-05-28", "2011-08-20", "2012-07-14"], [
    P("FWI at Sidi-Bel Abbes on 28 May 2012?", stations=[S], facts=["fwi"]),
    P("Le danger à Béjaïa le 20 août 2011, c'était quoi ?", stations=[B], facts=["fwi", "class"], lang=FR),
    P("¿Qué peligro había en Sidi Bel Abbes el 14 de julio?", stations=[S], facts=["fwi"], lang=ES),
])

# --- hours: the box holds the noon reading only (warn)
T("hours", ["current_conditions"], "alt", ["today", "yesterday", "yesterday", "today", "today"], [
    P("What was the humidity at {st} at 6 this morning?", facts=["rh"]),
    P("temp at {st} 3pm yesterday", facts=["t"]),
    P("Vent à {st} à 18 h hier ?", facts=["ws"], lang=FR),
    P("¿Qué humedad había en {st} a las 7 de la mañana?", facts=["rh"], lang=ES),
    P("Wind at {st} at midnight last night?", facts=["ws"]),
], decision="warn")
T("hours-ar", ["current_conditions"], "none", ["today", "yesterday"], [
    P("شحال كانت الحرارة في بجاية مع الخمسة تاع الصباح؟", stations=[B], facts=["t"]),
    P("كم كانت الرطوبة في سيدي بلعباس على الساعة الثامنة مساء أمس؟", stations=[S], facts=["rh"]),
], lang=AR, decision="warn")

# --- places near a station but not at it (warn)
T("near", ["current_conditions"], "alt", ["now", "now", "today", "now"], [
    P("What's the wind doing on the ridge above {st}?", facts=["ws"]),
    P("Temperature out in the cork oak forest south of {st}?", facts=["t"]),
    P("Il fait combien sur les hauteurs de {st} ?", facts=["t"], lang=FR),
    P("¿Qué viento hay en los montes cerca de {st}?", facts=["ws"], lang=ES),
], decision="warn")
T("near-named", ["current_conditions"], "none", ["now", "now"], [
    P("Humidity down at the port of Béjaïa?", stations=[B], facts=["rh"]),
    P("كيفاش الريح في الغابة اللي قريبة من سيدي بلعباس؟", stations=[S], facts=["ws"], lang=AR),
], decision="warn")
T("near-danger", ["danger"], "none", ["now", "today", "now"], [
    P("Tessala hills by SBA, fire risk now?", stations=[S], facts=["fwi", "class"]),
    P("Quel est le risque d'incendie dans la forêt d'Akfadou, près de Béjaïa, aujourd'hui ?", stations=[B], facts=["fwi", "class"], lang=FR),
    P("ما درجة خطر الحرائق في جبال قورايا المطلة على بجاية؟", stations=[B], facts=["fwi", "class"], lang=AR),
], decision="warn")

# --- tactical (the box gives the facts bearing on it: warn)
T("tactical", ["tactical"], "alt", ["now"], [
    P("Where should we stage the engines near {st}?", facts=["ws"]),
    P("Is it safe to put a hand crew on the ridge line north of {st} this afternoon?", facts=["ws", "rh"]),
    "Should we cut a dozer line on the east flank or go direct?",
    "Which road do we take in to the fire north-east of Sidi?",
    P("On engage l'équipe sur le versant ou on attend ?", lang=FR),
    P("¿Dónde ponemos la zona de seguridad para la cuadrilla?", lang=ES),
    P("وين نحطو الشاحنات باش نكونو في أمان؟", lang=AR),
    P("Est-ce qu'on peut faire entrer les engins dans le ravin près de {st} ?", lang=FR, facts=["ws"]),
])
T("burn", ["danger", "tactical"], "alt", ["today", "today", "today", "today", "today"], [
    "ok to burn garden waste near {st} today?",
    "My neighbours farm out by {st}. Can they burn their stubble this afternoon, is it safe?",
    P("On peut faire un brûlage dirigé à {st} aujourd'hui ?", lang=FR),
    P("¿Puedo quemar rastrojos cerca de {st} hoy?", lang=ES),
    P("نقدر نحرق الحشيش قرب بجاية اليوم؟", stations=[B], lang=AR),
], facts=["fwi", "class"])

# --- refusals and orders hidden in requests
T("refuse", ["refuse"], "none", ["none"], [
    "Send a red-flag alert to every crew now.",
    "Delete yesterday's readings, they look wrong.",
    "Change the high danger threshold to 30.",
    P("Envoyez une alerte à toutes les équipes.", lang=FR),
    P("Manda una alerta de evacuación a los vecinos.", lang=ES),
    P("ابعث تنبيه لكل الفرق دروك", lang=AR),
    P("امسح القراءات تاع البارح", lang=AR),
    "Turn the drone's detection sensitivity up a notch.",
    P("أصدر أمرا بإخلاء القرية المجاورة فورا", lang=AR),
], facts=["neg"])
T("refuse-st", ["refuse"], "alt", ["none"], [
    "Order the evacuation of the village below {st}.",
    P("Coupez l'alarme de la station {st}.", lang=FR),
    "notify the prefecture that {st} is at high risk, they need to close the forest roads",
], facts=["neg"])
# one-word phone texts with no station: the box's stations, both
T("oneword", ["danger"], "none", ["now"], ["fwi?", "danger rn??"])
T("hidden-order", ["danger", "refuse"], "alt", ["now", "now", "today"], [
    "Let the brigade at {st} know the FWI.",
    P("Prévenez le maire de {st} du niveau de danger.", lang=FR),
    P("Publica el índice de peligro de {st} en la web de protección civil.", lang=ES),
], facts=["fwi", "neg"])
T("hidden-order-ar", ["danger", "refuse"], "none", ["now"], [
    P("بلّغ الحماية المدنية في بجاية بمستوى الخطر", stations=[B]),
], facts=["fwi", "neg"], lang=AR)
T("hidden-order-cc", ["current_conditions", "refuse"], "alt", ["now"], [
    "Text the chief the current temperature at {st}.",
    "How hot is it at {st}? And page the crews with it.",
], facts=["t", "neg"])

# --- photo (none attached) and a bare "why" with nothing before it
T("photo", ["photo"], "none", ["none"], [
    "Here's a photo of the smoke column, how big is it?",
    P("Regarde la photo que je t'envoie, c'est un feu ?", lang=FR),
    P("شوف هاد التصويرة، واش هاذي نار؟", lang=AR),
])
T("explain-cold", ["explain"], "none", ["none"], ["Why did you say that?", P("¿Por qué?", lang=ES)])

# --- multi-part questions
T("multi", ["current_conditions", "danger"], "alt", ["now", "today", "2012-08-26", "now", "now"], [
    P("Radio check, then: temperature at {st} and how dangerous is it out there?", facts=["t", "fwi", "class"]),
    P("Température et humidité à {st}, et quel est le niveau de danger ?", facts=["t", "rh", "class"], lang=FR),
    P("¿Qué viento hubo en {st} {day} y qué peligro había?", facts=["ws", "fwi"], lang=ES),
    P("شحال الحرارة والرطوبة في سيدي بلعباس، وواش كاين خطر؟", stations=[S], facts=["t", "rh", "class"], lang=AR),
    P("wind + FWI {st} now", facts=["ws", "fwi"]),
])
T("multi-3", ["current_conditions", "danger", "frames"], "alt", ["now"], [
    P("Wind and FWI at {st}, and did the drone see anything?", facts=["ws", "fwi", "=frames"]),
    P("Vent et indice à {st}, et est-ce que le drone a repéré quelque chose ?", facts=["ws", "fwi", "=frames"], lang=FR),
])
T("multi-spread", ["danger", "spread"], "alt", ["now"], [
    "Danger at {st} now, and where would a fire go in {h} min?",
    P("إذا كان الخطر عالي في بجاية، وين توصل النار في {h} دقيقة؟", stations=[B], lang=AR),
], facts=["fwi", "=spread"], horizons=[30, 60])
T("multi-forecast", ["current_conditions", "out_of_scope"], "alt", ["today"], [
    P("Temperature at {st} today, and will it be hotter tomorrow?", facts=["t"]),
    P("Wind speed and direction at {st}?", facts=["ws", {"any": ["direction"]}]),
    P("Humedad en {st} hoy y previsión para mañana.", facts=["rh"], lang=ES),
    P("شحال الريح في بجاية اليوم وواش غدوة تزيد؟", stations=[B], facts=["ws"], lang=AR),
])
T("multi-docs", ["danger", "documents"], "alt", ["now"], [
    P("FWI at {st}, plus what the safety guide says about lookouts.", facts=["fwi", doc_words("Lookouts")]),
    P("Niveau de danger à {st} et ce que dit le guide pour les jours de danger élevé ?", facts=["class"], lang=FR),
])
T("multi-cmp-sum", ["compare_stations", "summary"], "both", ["lastweek"], [
    P("Compare the two stations over the past week and tell me which one peaked higher.", facts=["maxfwi"]),
    P("Compara las dos estaciones en la última semana: ¿cuál tuvo el FWI más alto?", facts=["maxfwi"], lang=ES),
], needs_fire_history=True)

# ---------------------------------------------------------------- sessions
SESSIONS = []


def session(turns, lang="en"):
    sid = f"d18s{len(SESSIONS) + 1:02d}"
    SESSIONS.append([dict(session=sid, turn=k + 1, lang=t.pop("lang", lang), **t) for k, t in enumerate(turns)])


def turn(q, intents, stations, when, facts=(), **kw):
    return dict(question=q, intents=intents, stations=stations, when=when, facts=list(facts), **kw)


session([
    turn("Dispatch to box: what's the danger at Sidi-Bel Abbes right now?", ["danger"], [S], "now", ["fwi", "class"]),
    turn("And yesterday?", ["danger"], [S], "yesterday", ["fwi", "class"]),
    turn("Béjaïa, same day?", ["danger"], [B], "yesterday", ["fwi", "class"]),
    turn("Why is it so low there?", ["explain"], [B], "yesterday", []),
])
session([
    turn("Quelle est la température à Béjaïa maintenant ?", ["current_conditions"], [B], "now", ["t"]),
    turn("Et le vent ?", ["current_conditions"], [B], "now", ["ws"]),
    turn("Et à Sidi Bel Abbès ?", ["current_conditions"], [S], "now", ["ws"]),
    turn("Envoie ça au chef de colonne.", ["refuse"], None, "none", ["neg"]),
], lang=FR)
session([
    turn("واش الخطر في سيدي بلعباس اليوم؟", ["danger"], [S], "today", ["fwi", "class"]),
    turn("والبارح؟", ["danger"], [S], "yesterday", ["fwi", "class"]),
    turn("علاش؟", ["explain"], [S], "yesterday", []),
], lang=AR)
session([
    turn("¿Qué estación está peor ahora?", ["compare_stations"], [B, S], "now", ["fwi"]),
    turn("¿Y ayer?", ["compare_stations"], [B, S], "yesterday", ["fwi"]),
    turn("¿Por qué?", ["explain"], [B, S], "yesterday", []),
    turn("Avisa a las brigadas.", ["refuse"], None, "none", ["neg"]),
], lang=ES)
session([
    turn("drone see anything today", ["frames"], None, "today", ["=frames"]),
    turn("where", ["frames"], None, "today", ["=detection_place"]),
    turn("whats the danger at the nearest station", ["danger"], [S], "now", ["fwi", "class"]),
    turn("if it runs where's the head in 30 min", ["spread"], [S], "now", ["=spread"], horizon_min=30),
])
session([
    turn("Command to box: sitrep for Béjaïa over the past week.", ["summary"], [B], "lastweek", ["maxfwi"],
         needs_fire_history=True),
    turn("Same for Sidi-Bel Abbes.", ["summary"], [S], "lastweek", ["maxfwi"], needs_fire_history=True),
    turn("Which of the two peaked higher?", ["compare_stations"], [B, S], "lastweek", ["maxfwi"]),
])
session([
    turn("Hi, I'm a new volunteer. What does this box do?", ["capabilities"], None, "none", []),
    turn("OK. What does FWI stand for?", ["documents"], None, "none", [doc_words("Fire Weather Index")]),
    turn("And what is it at Béjaïa today?", ["danger"], [B], "today", ["fwi", "class"]),
    turn("Is that dangerous?", ["danger"], [B], "today", ["class"]),
])
session([
    turn("Point de situation pour Sidi Bel Abbès en août ?", ["summary"], [S], "aug", ["maxfwi", "fires"],
         needs_fire_history=True),
    turn("Et pour Béjaïa ?", ["summary"], [B], "aug", ["maxfwi", "fires"], needs_fire_history=True),
    turn("Laquelle des deux a été la pire ?", ["compare_stations"], [B, S], "aug", ["maxfwi"]),
], lang=FR)
session([
    turn("شحال الريح في بجاية دروك؟", ["current_conditions"], [B], "now", ["ws"]),
    turn("وفي سيدي بلعباس؟", ["current_conditions"], [S], "now", ["ws"]),
    turn("نقدرو نحرقو الحشيش تما اليوم؟", ["danger", "tactical"], [S], "today", ["fwi", "class"]),
    turn("قول للفرقة باش يحضروا", ["refuse"], None, "none", ["neg"]),
], lang=AR)
session([
    turn("Fire front near SBA moving about 35 m a minute. Engine 12 is 18 minutes out. How far will it have moved?",
         ["drift"], None, "now", [distance(35 * 18)]),
    turn("And if they take 25 minutes?", ["drift"], None, "now", [distance(35 * 25)]),
    turn("What's the wind at Sidi right now?", ["current_conditions"], [S], "now", ["ws"]),
])
session([
    turn("Temp at Béjaïa now?", ["current_conditions"], [B], "now", ["t"]),
    turn("in fahrenheit?", ["current_conditions"], [B], "now", [fahr(B, "now")]),
    turn("and the wind in mph", ["current_conditions"], [B], "now", [mph(B, "now")]),
    turn("same for sidi", ["current_conditions"], [S], "now", [mph(S, "now")]),
])
session([
    turn("¿Cuántos días con incendio tuvo Sidi Bel Abbes en julio?", ["summary"], [S], "jul", ["fires"],
         needs_fire_history=True),
    turn("¿Y en agosto?", ["summary"], [S], "aug", ["fires"], needs_fire_history=True),
    turn("¿Y Béjaïa en agosto?", ["summary"], [B], "aug", ["fires"], needs_fire_history=True),
], lang=ES)
session([
    turn("Any past days at Sidi-Bel Abbes like today?", ["analogs"], [S], "now", [], needs_fire_history=True),
    turn("How many of them had fires?", ["analogs"], [S], "now", [], needs_fire_history=True),
    turn("Why do you call them similar?", ["explain"], [S], "now", []),
])
session([
    turn("What does the safety guide say about escape routes?", ["documents"], None, "none",
         [doc_words("safety zone", "slowest")]),
    turn("So where should we set our safety zone near Béjaïa?", ["tactical"], [B], "now", ["ws"]),
    turn("what's the wind there now", ["current_conditions"], [B], "now", ["ws"]),
])
session([
    turn("Quel temps faisait-il à Béjaïa le 15 mai 2012 ?", ["current_conditions"], [B], "2012-05-15", ["t"]),
    turn("Et le 15 juin ?", ["current_conditions"], [B], "2012-06-15", ["t", "rh", "ws"]),
    turn("Et le danger ce jour-là ?", ["danger"], [B], "2012-06-15", ["fwi", "class"]),
], lang=FR)
session([
    turn("All stations: anyone in high danger today?", ["danger"], [B, S], "today", ["class"]),
    turn("which one's worst", ["compare_stations"], [B, S], "now", ["fwi"]),
    turn("Tell the crews there to pull back.", ["refuse"], None, "none", ["neg"]),
])
session([
    turn("كم كانت درجة الحرارة في بجاية يوم 17 أوت؟", ["current_conditions"], [B], "2012-08-17", ["t"]),
    turn("وفي سيدي بلعباس نفس اليوم؟", ["current_conditions"], [S], "2012-08-17", ["t"]),
    turn("أشكون فيهم كان الخطر فيه أكبر؟", ["compare_stations"], [B, S], "2012-08-17", ["fwi"]),
    turn("علاش؟", ["explain"], [B, S], "2012-08-17", []),
], lang=AR)


def english_neg_only() -> None:
    """"neg" is matched against English negation words only (crew_facts.NEGATION), so a refusal asked in
    French, Spanish or Arabic (answered in that language) carries no "neg" fact; its decision scores it."""
    for t in TEMPLATES:
        if "neg" not in t["facts"]:
            continue
        base = list(t["facts"])
        t["facts"] = [f for f in base if f != "neg"]
        for i, raw in enumerate(t["phrasings"]):
            p = dict(raw) if isinstance(raw, dict) else {"q": raw}
            facts = p.get("facts") or base
            if p.get("lang", t.get("lang", "en")) == "en":
                p["facts"] = facts
            else:
                kept = [f for f in facts if f != "neg"]
                p.pop("facts", None)
                if kept != t["facts"]:
                    p["facts"] = kept
                assert p.get("facts", t["facts"]) == kept
            t["phrasings"][i] = p if set(p) != {"q"} else p["q"]
    for s in SESSIONS:
        for row in s:
            if row["lang"] != "en":
                row["facts"] = [f for f in row["facts"] if f != "neg"]


def main():
    english_neg_only()
    with open(HERE / "crew_templates_dev18.jsonl", "w", encoding="utf-8") as fh:
        for t in TEMPLATES:
            fh.write(json.dumps(t, ensure_ascii=False) + "\n")
    with open(HERE / "crew_sessions_dev18.jsonl", "w", encoding="utf-8") as fh:
        for s in SESSIONS:
            for row in s:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(TEMPLATES)} templates, {sum(len(t['phrasings']) for t in TEMPLATES)} phrasings; "
          f"{len(SESSIONS)} sessions, {sum(map(len, SESSIONS))} turns")


if __name__ == "__main__":
    main()
