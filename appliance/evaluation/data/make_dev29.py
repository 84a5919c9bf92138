"""Batch d29 (FILE dev29): blind fire-crew questions with gold computed by code.

Writes crew_templates_dev29.jsonl and crew_sessions_dev29.jsonl next to this file.
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / window_facts), from the
crew's own numbers (rate x minutes), or from a regex over the shipped documents. Run with
PYTHONPATH=/work/main (the repository root) so that `appliance.evaluation` imports.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent
try:
    from appliance.evaluation import crew_days, crew_facts
except ImportError:                                     # run from the batch folder
    sys.path.insert(0, "/work/main")
    from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d29"
FILE = "dev29"
BEJ, SBA = "bejaia", "sidi-bel-abbes"
STATIONS = crew_facts.STATIONS
TAB = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
YESTERDAY = crew_days.resolve("yesterday", "en", 0)["days"][0]


# ---------------------------------------------------------------- numbers from the data
def num(x, nd=1):
    v = round(float(x), nd)
    return int(v) if v.is_integer() else v


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"] or []


def rows(dev, days):
    return [TAB[(dev, d)] for d in days if (dev, d) in TAB]


def dec_forms(v, nd=1):
    """A value written as a crew reads it: 17.4 and 17,4 (and 17 when it is whole)."""
    s = f"{round(v, nd):.{nd}f}"
    forms = [s, s.replace(".", ",")]
    if float(s).is_integer():
        forms.insert(0, str(int(float(s))))
    return {"any": list(dict.fromkeys(forms))}


def dist(metres):
    """A distance the crew's own numbers give, in metres and kilometres, French comma too."""
    m = int(round(metres))
    km = f"{m / 1000:g}"
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,}".replace(",", " ") + " m"]
    forms += [f"{km} km", f"{km}km", f"{km.replace('.', ',')} km", f"{km} كم"]
    return {"any": list(dict.fromkeys(forms))}


NAME_ANY = {BEJ: {"any": ["bejaia", "bgayet", "bougie", "بجاية"]},
            SBA: {"any": ["abbes", "SBA", "بلعباس", "بل عباس"]}}
NEG_ANY = {"any": list(crew_facts.NEGATION["any"]) + [
    "ne peut pas", "ne peux pas", "impossible", "pas en mesure", "no puede", "no puedo", "no es posible",
    "لا يمكن", "لا أستطيع", "ما نقدرش", "ما يقدرش", "ما نجمش"]}


def neg(lang):
    return "neg" if lang == "en" else NEG_ANY


# literal-fact makers: (devs, days, item) -> list of facts
def code(*names):
    return lambda devs, days, it: [num(TAB[(d, days[0])].codes[n]) for d in devs for n in names]


def mph(devs, days, it):
    return [num(TAB[(d, days[0])].wind_kmh / 1.609344) for d in devs]


def knots(devs, days, it):
    return [num(TAB[(d, days[0])].wind_kmh / 1.852) for d in devs]


def ms(devs, days, it):
    return [num(TAB[(d, days[0])].wind_kmh / 3.6) for d in devs]


def fahr(devs, days, it):
    return [num(TAB[(d, days[0])].temperature_c * 9 / 5 + 32) for d in devs]


def pick(attr, best):
    """The station that is `best` (max/min) on `attr` that day, as a name fact; none on a tie."""
    def f(devs, days, it):
        vals = {d: (TAB[(d, days[0])].codes["FWI"] if attr == "fwi" else getattr(TAB[(d, days[0])], attr)) for d in STATIONS}
        if len(set(vals.values())) == 1:
            return []
        return [NAME_ANY[best(vals, key=vals.get)]]
    return f


def gap(attr):
    def f(devs, days, it):
        a, b = ((TAB[(d, days[0])].codes["FWI"] if attr == "fwi" else getattr(TAB[(d, days[0])], attr)) for d in STATIONS)
        return [num(abs(a - b))]
    return f


def count_above(attr, x):
    def f(devs, days, it):
        return [sum((r.codes["FWI"] if attr == "fwi" else getattr(r, attr)) > x for r in rows(d, days)) for d in devs]
    return f


def mean_of(attr):
    def f(devs, days, it):
        out = []
        for d in devs:
            vals = [getattr(r, attr) for r in rows(d, days)]
            out.append(dec_forms(sum(vals) / len(vals)))
        return out
    return f


def min_of(attr):
    return lambda devs, days, it: [num(min(getattr(r, attr) for r in rows(d, days))) for d in devs]


def rain_total(devs, days, it):
    return [num(sum(r.rain_mm for r in rows(d, days))) for d in devs]


def fwi_ends(devs, days, it):
    out = []
    for d in devs:
        rs = rows(d, days)
        out += [num(rs[0].codes["FWI"]), num(rs[-1].codes["FWI"])]
    return list(dict.fromkeys(out))


def fire_gt(thr):
    return lambda devs, days, it: [x for d in devs for x in crew_facts.window_facts("fires_fwi_gt", d, [TODAY], thr)]


def run(rate_m_per_min):
    """The crew's own rate (m/min) times the item's minutes."""
    return lambda devs, days, it: [dist(rate_m_per_min * it["h"])]


def kmh(rate_kmh):
    return lambda devs, days, it: [dist(rate_kmh * 1000 / 60 * it["h"])]


def both(*fs):
    return lambda devs, days, it: [x for f in fs for x in f(devs, days, it)]


# ---------------------------------------------------------------- facts from the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def rx(pattern, text):
    m = re.search(pattern, text, re.S)
    if not m:
        raise SystemExit(f"document regex found nothing: {pattern}")
    return m.groups()


DEF_FEET = int(rx(r"requires (\d+) feet of\s+defensible space", DEF)[0])
ZONE0_FEET = int(rx(r"Zone 0 is the first (\d+) feet", DEF)[0])
ZONE1 = tuple(int(x) for x in rx(r"Zone 1 runs from (\d+) to (\d+) feet", DEF))
GRASS_IN = int(rx(r"maximum height of (\d+) inches", DEF)[0])
BRANCH_FT = int(rx(r"branches (\d+) feet\s+from chimneys", DEF)[0])
FFMC_IGN = int(rx(r"above about (\d+)\s+fine fuels ignite easily", FWIG)[0])
HIGH_FROM = num(rx(r"from ([\d.]+) high", FWIG)[0])
VHIGH_FROM = num(rx(r"from ([\d.]+)\s+very high", FWIG)[0])
EXTREME_FROM = num(rx(r"and from ([\d.]+) extreme", FWIG)[0])
FWI_PARTS = rx(r"The Fire Weather Index \(FWI\) combines (\w+) and (\w+)", FWIG)
ISI_FROM = rx(r"The Initial Spread Index \(ISI\) combines (\w+) with (\w+)", FWIG)
LCES_WORDS = rx(r"(Lookouts),\s+(Communications), (Escape routes) and (Safety zones)", LCES)
WATCHOUT = rx(r"(downhill) toward a fire.*?when (spot fires) appear", LCES)
HIGHDAY = rx(r"extreme fire danger.*?(lookouts) are posted early, (escape routes) are kept short", LCES)


def feet(n):
    return {"any": list(dict.fromkeys([f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم",
                    f"{num(n * 0.3048)} m", f"{num(n * 0.3048)} m".replace(".", ",")]))}


def inches(n):
    cm = n * 2.54
    return {"any": [f"{n} inch", f"{n}-inch", f"{n} in", f"{n} pouces", f"{n} pulgadas", f"{n} إنش",
                    f"{round(cm)} cm", f"{cm:.1f} cm", f"{cm:.1f} cm".replace(".", ",")]}


DEF_FACT = feet(DEF_FEET)


def word(w):
    return {"any": [w.lower().rstrip("s")]}


# ---------------------------------------------------------------- template builder
def Q(q, lang="en", day="now", st="alt", **kw):
    return {"q": q, "lang": lang, "day": day, "st": st, **kw}


TEMPLATES = []


def template(kind, intents, items, tok=(), decision=None, nfh=False):
    key = f"{NAME}-{kind}"
    t = {"key": key, "intents": intents, "phrasings": [], "stations": "alt", "days": [], "facts": []}
    horizons, thrs, ibp = [], [], []
    for i, it in enumerate(items):
        st, q = it["st"], it["q"]
        if st == "alt":
            assert "{st}" in q, q
            devs, mode = [STATIONS[i % 2]], "alt"
        elif st == "both":
            devs, mode = sorted(STATIONS), "both"
        elif st is None:
            assert "{st}" not in q, q
            devs, mode = None, "none"
        else:
            assert "{st}" not in q, q
            devs, mode = sorted(st), sorted(st)
        assert ("{day}" in q) == (it["day"] not in ("now", "none")) or it.get("day_in_text"), q
        days = days_of(it["day"])
        facts = list(it.get("tok", tok))
        lit = it.get("lit")
        if lit:
            facts += lit(devs, days, it) if callable(lit) else list(lit)
        p = {"q": q, "lang": it["lang"], "stations": mode}
        if facts:
            p["facts"] = facts
        if it.get("alt"):
            p["intents_alt"] = it["alt"]
        t["phrasings"].append(p)
        t["days"].append(it["day"])
        horizons.append(it.get("h"))
        thrs.append(it.get("thr"))
        ibp.append(it.get("intents", intents))
    if any(h is not None for h in horizons):
        t["horizons"] = horizons
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if any(x != intents for x in ibp):
        t["intents_by_phrasing"] = ibp
    if decision:
        t["decision"] = decision
    if nfh:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


WX = ["t", "rh", "ws", "rain"]
DG = ["fwi", "class"]

# ================================================================ current conditions, now
template("cc-now", ["current_conditions"], [
    Q("{st} wx now"),
    Q("Engine 41 to the box, go ahead with current conditions at {st}, over."),
    Q("temp n humidity {st} rn pls", tok=["t", "rh"]),
    Q("What's the wind doing at {st} right now?", tok=["ws"]),
    Q("hey, I'm new on the crew - how do I find out how hot it is at {st} today? like what does the station actually say", day="today", day_in_text=True, tok=["t"]),
    Q("Did it rain at {st} today or are we bone dry out here", day="today", day_in_text=True, tok=["rain"]),
    Q("Latest obs from {st}: temp, RH, wind. Need it for the 1300 briefing.", tok=["t", "rh", "ws"]),
    Q("Morning. Could you tell me what the weather station at {st} is reading at the moment? Temperature, humidity and wind if possible, and whether any rain fell. Thanks.", tok=WX),
    Q("Quelles sont les conditions actuelles à {st} ?", "fr"),
    Q("c koi l'humidité a {st} la", "fr", tok=["rh"]),
    Q("Météo à Bougie maintenant svp", "fr", st=[BEJ]),
    Q("Le vent souffle à combien à SBA en ce moment ?", "fr", st=[SBA], tok=["ws"]),
    Q("Bonjour, ici le chef d'agrès du CCF 2. Pouvez-vous me donner la température et l'humidité relevées à {st} ?", "fr", tok=["t", "rh"]),
    Q("¿Cómo está el tiempo ahorita en {st}?", "es"),
    Q("Che, ¿qué temperatura marca {st} hoy?", "es", day="today", day_in_text=True, tok=["t"]),
    Q("Necesito humedad y viento de Sidi Bel Abbes, ya.", "es", st=[SBA], tok=["rh", "ws"]),
    Q("¿Está lloviendo en {st} o qué?", "es", tok=["rain"]),
    Q("شحال السخانة في بجاية دروك؟", "ar", st=[BEJ], tok=["t"]),
    Q("ما هي الأحوال الجوية الحالية في سيدي بلعباس؟", "ar", st=[SBA]),
    Q("wesh lmeteo f bjaya drok? skhana w rih", "ar", st=[BEJ], tok=["t", "ws"]),
    Q("الريح قداه راهي في بلعباس؟", "ar", st=[SBA], tok=["ws"]),
    Q("chhal rtouba f SBA lyoum", "ar", day="today", day_in_text=True, st=[SBA], tok=["rh"]),
    Q("هل نزل المطر اليوم في بجاية؟", "ar", day="today", day_in_text=True, st=[BEJ], tok=["rain"]),
], tok=WX)

# ================================================================ current conditions, past days
template("cc-past", ["current_conditions"], [
    Q("What were conditions at {st} yesterday?", day="yesterday", day_in_text=True),
    Q("{st} temp {day}", day="2012-08-14", tok=["t"]),
    Q("Need the noon obs from {st} {day}, the whole set.", day="2012-07-22"),
    Q("how windy was it at SBA on 3/8", day="2012-08-03", day_in_text=True, st=[SBA], tok=["ws"]),
    Q("RH at {st} the day before yesterday?", day="daybefore", day_in_text=True, tok=["rh"]),
    Q("What did {st} log on 14-Aug? temp and wind only", day="2012-08-14", day_in_text=True, tok=["t", "ws"]),
    Q("Sept 12 at {st} - any rain recorded?", day="2012-09-12", day_in_text=True, tok=["rain"]),
    Q("FBAN request: temperature, RH and wind for Bejaia on 2012-08-27, for the post-fire report.", day="2012-08-27", day_in_text=True, st=[BEJ], tok=["t", "rh", "ws"]),
    Q("Quel temps faisait-il à {st} hier ?", "fr", day="yesterday", day_in_text=True),
    Q("Température à {st} {day} ?", "fr", day="2012-08-03", tok=["t"]),
    Q("l'humidité relative à SBA le 25/07 stp", "fr", day="2012-07-25", day_in_text=True, st=[SBA], tok=["rh"]),
    Q("avant-hier à Béjaïa, il y avait du vent ?", "fr", day="daybefore", day_in_text=True, st=[BEJ], tok=["ws"]),
    Q("¿Qué condiciones hubo ayer en {st}?", "es", day="yesterday", day_in_text=True),
    Q("¿Cuánto viento hizo en {st} {day}?", "es", day="2012-09-05", tok=["ws"]),
    Q("Dame la temperatura de Sidi Bel Abbes del 10/08, porfa", "es", day="2012-08-10", day_in_text=True, st=[SBA], tok=["t"]),
    Q("كيفاش كان الجو في بجاية البارح؟", "ar", day="yesterday", day_in_text=True, st=[BEJ]),
    Q("ما هي درجة الحرارة في سيدي بلعباس {day}؟", "ar", day="2012-08-20", st=[SBA], tok=["t"]),
    Q("rtouba f bel3abbes nhar 5 out", "ar", day="2012-08-05", day_in_text=True, st=[SBA], tok=["rh"]),
    Q("قبل البارح في بلعباس، شحال كانت الريح؟", "ar", day="daybefore", day_in_text=True, st=[SBA], tok=["ws"]),
], tok=WX)

# ================================================================ units asked
template("units", ["current_conditions"], [
    Q("Wind at {st} in mph?", tok=["ws"], lit=mph),
    Q("{st} wind speed in knots for the air attack guys", tok=["ws"], lit=knots),
    Q("Give me the temperature at {st} in Fahrenheit", tok=["t"], lit=fahr),
    Q("ws {st} m/s pls", tok=["ws"], lit=ms),
    Q("Temp in °F and wind in mph at SBA rn, the contractor crew doesn't do metric", st=[SBA], tok=["t", "ws"], lit=both(fahr, mph)),
    Q("yesterday's wind at {st} in knots?", day="yesterday", day_in_text=True, tok=["ws"], lit=knots),
    Q("Helicopter base wants Bejaia surface wind in kt", st=[BEJ], tok=["ws"], lit=knots),
    Q("Le vent à {st} en m/s, s'il vous plaît.", "fr", tok=["ws"], lit=ms),
    Q("Le vent à Béjaïa en nœuds ?", "fr", st=[BEJ], tok=["ws"], lit=knots),
    Q("¿El viento en {st} en nudos?", "es", tok=["ws"], lit=knots),
    Q("Temperatura en Fahrenheit en Sidi Bel Abbes, que el jefe de la brigada es gringo", "es", st=[SBA], tok=["t"], lit=fahr),
    Q("سرعة الريح في بجاية بالمتر في الثانية؟", "ar", st=[BEJ], tok=["ws"], lit=ms),
    Q("rih f SBA b l'mph 3afak", "ar", st=[SBA], tok=["ws"], lit=mph),
])

# ================================================================ a reading at an hour other than noon: warn
template("hour", ["current_conditions"], [
    Q("What was the temp at {st} at 6 this morning?", day="today", day_in_text=True, tok=["t"]),
    Q("humidity at {st} around 0300 last night", day="today", day_in_text=True, tok=["rh"]),
    Q("Wind at {st} at 5 pm yesterday?", day="yesterday", day_in_text=True, tok=["ws"]),
    Q("Can I get the readings from {st} at 8 in the evening {day}?", day="2012-08-14"),
    Q("What's it doing at {st} at 1600 today", day="today", day_in_text=True),
    Q("Il faisait combien à {st} à 7 h ce matin ?", "fr", day="today", day_in_text=True, tok=["t"]),
    Q("Le vent à SBA hier vers 18h ?", "fr", day="yesterday", day_in_text=True, st=[SBA], tok=["ws"]),
    Q("¿Qué humedad había en {st} a las 5 de la mañana?", "es", day="today", day_in_text=True, tok=["rh"]),
    Q("Temperatura en Béjaïa ayer a las 22:00", "es", day="yesterday", day_in_text=True, st=[BEJ], tok=["t"]),
    Q("شحال كانت السخانة في بلعباس مع الستة تاع الصباح؟", "ar", day="today", day_in_text=True, st=[SBA], tok=["t"]),
    Q("rih f bjaya lbare7 l3chiya m3a 8", "ar", day="yesterday", day_in_text=True, st=[BEJ], tok=["ws"]),
], tok=WX, decision="warn")

# ================================================================ near a station but not at it: warn
template("near", ["current_conditions"], [
    Q("Conditions up on the ridge above {st}?"),
    Q("We're staged about 12 km south of {st}. What's the wind there?", tok=["ws"]),
    Q("fire danger for the hills 20 min out of {st}", intents=["danger"], tok=DG),
    Q("What's the FWI like in the pine stand just east of SBA", st=[SBA], intents=["danger"], tok=DG),
    Q("temp in the valley below {st} right now", tok=["t"]),
    Q("Crew is on the coast road 8 km west of Bejaia - humidity there?", st=[BEJ], tok=["rh"]),
    Q("Quel vent sur les crêtes au-dessus de {st} ?", "fr", tok=["ws"]),
    Q("On est à 15 km au nord de SBA, c'est quoi le danger ici ?", "fr", st=[SBA], intents=["danger"], tok=DG),
    Q("Estamos a unos 10 km de {st}, en el monte. ¿Qué humedad hay?", "es", tok=["rh"]),
    Q("¿Peligro de incendio en las afueras de Béjaïa?", "es", st=[BEJ], intents=["danger"], tok=DG),
    Q("الغابة اللي فوق بجاية، كيفاش الريح تما؟", "ar", st=[BEJ], tok=["ws"]),
    Q("7na 3la b3d 10 km men SBA, chhal danger 3andna?", "ar", st=[SBA], intents=["danger"], tok=DG),
    Q("ما هي درجة الحرارة في المنطقة الجبلية قرب سيدي بلعباس؟", "ar", st=[SBA], tok=["t"]),
], tok=WX, decision="warn")

# ================================================================ danger now
template("danger-now", ["danger"], [
    Q("fire danger {st}?"),
    Q("What's the FWI at {st} right now", tok=["fwi"]),
    Q("IC to box: danger class for {st}, over", tok=["class"]),
    Q("Is it dangerous out at {st} today? First week on the crew, sorry if that's a dumb question", day="today", day_in_text=True),
    Q("how bad is it at sba today fwi wise", day="today", day_in_text=True, st=[SBA], tok=["fwi"]),
    Q("Give me the fire weather index and the class for both stations", st="both"),
    Q("Is the FWI at {st} over 20 at the moment?", tok=["fwi"]),
    Q("Division Z requesting current fire danger level at {st}. Over.", tok=["class"]),
    Q("Niveau de danger à {st} ?", "fr"),
    Q("C'est quoi le FWI à {st} aujourd'hui ?", "fr", day="today", day_in_text=True, tok=["fwi"]),
    Q("Classe de danger feu pour Sidi-Bel-Abbès, vite svp", "fr", st=[SBA], tok=["class"]),
    Q("Le risque incendie est-il élevé à Bougie en ce moment ?", "fr", st=[BEJ]),
    Q("¿Cuál es el índice FWI en {st}?", "es", tok=["fwi"]),
    Q("Oye, ¿el peligro de incendio en {st} está alto o qué onda?", "es"),
    Q("Riesgo de incendio hoy en Béjaïa, tío", "es", day="today", day_in_text=True, st=[BEJ]),
    Q("شحال الخطر تاع النار في سيدي بلعباس؟", "ar", st=[SBA]),
    Q("ما هو مؤشر حرائق الغابات في بجاية اليوم؟", "ar", day="today", day_in_text=True, st=[BEJ], tok=["fwi"]),
    Q("wach danger 3ali f bel3abbes drok?", "ar", st=[SBA]),
    Q("خطر الحريق في بجاية واش راه؟", "ar", st=[BEJ], tok=["class"]),
], tok=DG)

# ================================================================ a named code (ISI, BUI, FFMC, DMC, DC)
template("codes", ["danger"], [
    Q("ISI at {st}?", lit=code("ISI")),
    Q("What's the BUI at {st} today", day="today", day_in_text=True, lit=code("BUI")),
    Q("FFMC and DC for {st} please - fine fuels and the deep drought layer", lit=code("FFMC", "DC")),
    Q("Duff moisture code at SBA?", st=[SBA], lit=code("DMC")),
    Q("isi + bui {st} {day}", day="yesterday", lit=code("ISI", "BUI")),
    Q("Give me all six FWI system codes for {st}", lit=code("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")),
    Q("Indice de propagation initiale (ISI) à {st} ?", "fr", lit=code("ISI")),
    Q("FFMC à Béjaïa hier ?", "fr", day="yesterday", day_in_text=True, st=[BEJ], lit=code("FFMC")),
    Q("¿Cuánto marca el ISI en {st}?", "es", lit=code("ISI")),
    Q("Código de sequía (DC) en Sidi Bel Abbes {day}", "es", day="2012-08-14", st=[SBA], lit=code("DC")),
    Q("شحال الـ BUI في بجاية؟", "ar", st=[BEJ], lit=code("BUI")),
    Q("FFMC f SBA lyoum chhal?", "ar", day="today", day_in_text=True, st=[SBA], lit=code("FFMC")),
])

# ================================================================ danger on past days
template("danger-past", ["danger"], [
    Q("What was the danger class at {st} {day}?", day="2012-08-14"),
    Q("FWI {st} yesterday", day="yesterday", day_in_text=True, tok=["fwi"]),
    Q("Was {st} in high danger {day}?", day="2012-08-28"),
    Q("fwi at sba 2 days ago", day="daybefore", day_in_text=True, st=[SBA], tok=["fwi"]),
    Q("For the after-action review: fire weather index at Bejaia on 08/08/2012?", day="2012-08-08", day_in_text=True, st=[BEJ], tok=["fwi"]),
    Q("Quel était le FWI à {st} {day} ?", "fr", day="2012-07-30", tok=["fwi"]),
    Q("Danger hier à Bougie ?", "fr", day="yesterday", day_in_text=True, st=[BEJ]),
    Q("¿Qué índice de peligro tuvo {st} {day}?", "es", day="2012-08-25"),
    Q("¿Cuál fue el FWI en Sidi Bel Abbes anteayer?", "es", day="daybefore", day_in_text=True, st=[SBA], tok=["fwi"]),
    Q("شحال كان مؤشر الخطر في سيدي بلعباس {day}؟", "ar", day="2012-08-08", st=[SBA], tok=["fwi"]),
    Q("danger f bjaya lbare7 kan 3ali wela la?", "ar", day="yesterday", day_in_text=True, st=[BEJ]),
], tok=DG)

# ================================================================ compare the stations
template("compare", ["compare_stations"], [
    Q("Which station is worse right now?", st="both", tok=["fwi"], lit=pick("fwi", max)),
    Q("Which is hotter today, {st} or {st2}?", day="today", day_in_text=True, st="both", tok=["t"], lit=pick("temperature_c", max)),
    Q("compare fwi bejaia vs sba", st="both", tok=["fwi"]),
    Q("What's the FWI gap between the two stations today?", day="today", day_in_text=True, st="both", tok=["fwi"], lit=gap("fwi")),
    Q("Where's it drier, {st} or {st2}?", st="both", tok=["rh"], lit=pick("rh_pct", min)),
    Q("Which station had the higher danger {day}?", day="2012-08-14", st="both", tok=["fwi"], lit=pick("fwi", max)),
    Q("windier stn yesterday?", day="yesterday", day_in_text=True, st="both", tok=["ws"], lit=pick("wind_kmh", max)),
    Q("If I can only pre-position one strike team, which station area is in worse shape fire-weather wise?", st="both", tok=["fwi"], lit=pick("fwi", max),
      alt=[["compare_stations", "tactical"]]),
    Q("How much hotter is {st} than {st2} right now?", st="both", tok=["t"], lit=gap("temperature_c")),
    Q("Lequel est le plus dangereux aujourd'hui, Béjaïa ou Sidi-Bel-Abbès ?", "fr", day="today", day_in_text=True, st="both", tok=["fwi"], lit=pick("fwi", max)),
    Q("Écart de température entre {st} et {st2} ?", "fr", st="both", tok=["t"], lit=gap("temperature_c")),
    Q("Compare l'humidité des deux stations hier", "fr", day="yesterday", day_in_text=True, st="both", tok=["rh"]),
    Q("¿Cuál de las dos estaciones está peor ahora mismo?", "es", st="both", tok=["fwi"], lit=pick("fwi", max)),
    Q("¿Dónde hace más calor, en {st} o en {st2}?", "es", st="both", tok=["t"], lit=pick("temperature_c", max)),
    Q("Compárame el viento de las dos estaciones, porfa", "es", st="both", tok=["ws"]),
    Q("شكون فيهم أخطر اليوم، بجاية ولا بلعباس؟", "ar", day="today", day_in_text=True, st="both", tok=["fwi"], lit=pick("fwi", max)),
    Q("قارن بين مؤشر الحرائق في بجاية وسيدي بلعباس", "ar", st="both", tok=["fwi"]),
    Q("win rahi skhana ktar, bjaya wela SBA?", "ar", st="both", tok=["t"], lit=pick("temperature_c", max)),
    Q("أي محطة كانت أكثر رطوبة أمس؟", "ar", day="yesterday", day_in_text=True, st="both", tok=["rh"], lit=pick("rh_pct", max)),
])

# ================================================================ summaries over a window
template("summary", ["summary"], [
    Q("Highest FWI at {st} {day}?", day="aug", tok=["maxfwi"]),
    Q("hottest day {st} july", day="jul", day_in_text=True, tok=["maxt"]),
    Q("How many days above 35 degrees {day} at {st}?", day="aug", lit=count_above("temperature_c", 35)),
    Q("How many days with FWI over 20 at {st} {day}", day="aug", lit=count_above("fwi", 20)),
    Q("Average humidity at {st} {day}?", day="last3d", lit=mean_of("rh_pct")),
    Q("Has the FWI at {st} been climbing or dropping {day}?", day="since-tue", lit=fwi_ends),
    Q("Lowest RH at SBA in sept", day="sep", day_in_text=True, st=[SBA], lit=min_of("rh_pct")),
    Q("Total rain at {st} {day}", day="lastweek", lit=rain_total),
    Q("Quick rundown of {st} {day} please: temp, RH, wind, FWI", day="last24h", tok=["t", "rh", "ws", "fwi"]),
    Q("Logistics: how many days in June did {st} go over 30 °C? Planning water resupply off it.", day="jun", day_in_text=True, lit=count_above("temperature_c", 30)),
    Q("What was the windiest it got at {st} {day}?", day="aug-late", lit=lambda devs, days, it: [num(max(r.wind_kmh for r in rows(d, days))) for d in devs]),
    Q("FWI maximum à {st} en juillet ?", "fr", day="jul", day_in_text=True, tok=["maxfwi"]),
    Q("Combien de jours au-dessus de 35 °C à {st} en juillet ?", "fr", day="jul", day_in_text=True, lit=count_above("temperature_c", 35)),
    Q("Quelle a été la température la plus haute à {st} {day} ?", "fr", day="aug-late", tok=["maxt"]),
    Q("Humidité moyenne à Béjaïa sur la semaine écoulée ?", "fr", day="lastweek", day_in_text=True, st=[BEJ], lit=mean_of("rh_pct")),
    Q("¿Cuál fue el FWI más alto en {st} {day}?", "es", day="sep", tok=["maxfwi"]),
    Q("¿Cuántos días pasó de 30 grados {st} en junio?", "es", day="jun", day_in_text=True, lit=count_above("temperature_c", 30)),
    Q("Temperatura máxima de la última semana en Béjaïa", "es", day="lastweek", day_in_text=True, st=[BEJ], tok=["maxt"]),
    Q("شحال من نهار فاتت فيه السخانة 35 درجة في بلعباس في أوت؟", "ar", day="aug", day_in_text=True, st=[SBA], lit=count_above("temperature_c", 35)),
    Q("ما هي أعلى قيمة لمؤشر الحرائق في بجاية خلال شهر أوت؟", "ar", day="aug", day_in_text=True, st=[BEJ], tok=["maxfwi"]),
    Q("أعلى درجة حرارة في سيدي بلعباس {day}", "ar", day="lastweek", st=[SBA], tok=["maxt"]),
    Q("moyenne ta3 rih f bjaya had simana", "ar", day="lastweek", day_in_text=True, st=[BEJ], lit=mean_of("wind_kmh")),
])

# fire-day counts over a month (a summary that needs the fire record)
template("firedays", ["summary"], [
    Q("How many fire days did {st} have {day}?", day="jul"),
    Q("fire days at both stations in august?", day="aug", day_in_text=True, st="both"),
    Q("Number of days with a recorded fire at {st} {day}", day="sep"),
    Q("Combien de jours de feu à Sidi-Bel-Abbès en septembre ?", "fr", day="sep", day_in_text=True, st=[SBA]),
    Q("¿Cuántos días con incendio tuvo {st} {day}?", "es", day="jun"),
    Q("chhal men nhar kan fih l3afia f SBA f juillet?", "ar", day="jul", day_in_text=True, st=[SBA]),
    Q("كم يوما سُجل فيه حريق في بجاية {day}؟", "ar", day="aug", st=[BEJ]),
], tok=["fires"], nfh=True)

# ================================================================ analogs
template("analogs", ["analogs"], [
    Q("Of the days with FWI above {thr} at {st}, how many had a fire?", thr=20, tok=["fires_fwi_gt"]),
    Q("This season, when the FWI at {st} went over {thr}, did fires follow?", thr=10, tok=["fires_fwi_gt"]),
    Q("Did days like today at {st} end up burning?", day="today", day_in_text=True, tok=["fwi"]),
    Q("past fire days with weather like now at sba?", st=[SBA], tok=["fwi"]),
    Q("FWI > {thr} days at {st}: how many burned?", thr=30, tok=["fires_fwi_gt"]),
    Q("Parmi les jours où le FWI dépassait {thr} à {st}, combien ont connu un feu ?", "fr", thr=20, tok=["fires_fwi_gt"]),
    Q("Les jours comme aujourd'hui à Béjaïa, est-ce qu'il y a eu des départs de feu ?", "fr", day="today", day_in_text=True, st=[BEJ], tok=["fwi"]),
    Q("De los días con FWI por encima de {thr} en {st}, ¿en cuántos hubo fuego?", "es", thr=10, tok=["fires_fwi_gt"]),
    Q("¿Los días parecidos a hoy en Sidi Bel Abbes terminaron con incendio?", "es", day="today", day_in_text=True, st=[SBA], tok=["fwi"]),
    Q("من بين الأيام اللي كان فيها FWI فوق {thr} في بجاية، شحال منها صرات فيها نار؟", "ar", thr=20, st=[BEJ], tok=["fires_fwi_gt"]),
    Q("nhar kima lyoum f SBA, kanet fih nar wela la?", "ar", day="today", day_in_text=True, st=[SBA], tok=["fwi"]),
    Q("هل الأيام المشابهة لليوم في بجاية شهدت حرائق؟", "ar", day="today", day_in_text=True, st=[BEJ], tok=["fwi"]),
], nfh=True)

# ================================================================ drift from the crew's own numbers
template("drift", ["drift"], [
    Q("Head's moving about 25 m a minute. How far in {h} minutes?", day="none", st=None, h=20, lit=run(25)),
    Q("ROS 40 m/min, dozer ETA {h} min - how far does the head get", day="none", st=None, h=45, lit=run(40)),
    Q("fire running 2 km/h, how much ground does it cover in {hh}?", day="none", st=None, h=90, lit=kmh(2)),
    Q("If the front does 15 meters per minute, how far does it go in {h} minutes?", day="none", st=None, h=30, lit=run(15)),
    Q("Spread rate is roughly 1.5 km/h. We need 40 minutes to get the engines around. How far will the head have gone by then?", day="none", st=None, h=40, lit=kmh(1.5)),
    Q("head moving 60m/min how far in {h} min", day="none", st=None, h=15, lit=run(60)),
    Q("Le front avance à 30 m par minute. Quelle distance en 15 minutes ?", "fr", day="none", st=None, h=15, lit=run(30)),
    Q("Vitesse de propagation 3 km/h, on arrive dans une demi-heure : de combien la tête aura avancé ?", "fr", day="none", st=None, h=30, lit=kmh(3)),
    Q("El frente avanza 20 metros por minuto, ¿cuánto recorre en 25 minutos?", "es", day="none", st=None, h=25, lit=run(20)),
    Q("Si el fuego va a 1 km/h, ¿cuánto avanza en dos horas?", "es", day="none", st=None, h=120, lit=kmh(1)),
    Q("النار تمشي 50 متر في الدقيقة، شحال تقطع في 10 دقايق؟", "ar", day="none", st=None, h=10, lit=run(50)),
    Q("l'3afia tmchi 35 m f d9i9a, ch7al twasal f 20 d9i9a?", "ar", day="none", st=None, h=20, lit=run(35)),
    Q("سرعة انتشار النار 4 كم في الساعة، ما المسافة التي ستقطعها خلال 15 دقيقة؟", "ar", day="none", st=None, h=15, lit=kmh(4)),
], tok=["=drift"])

# drift by the box's own estimate
template("drift-own", ["drift"], [
    Q("How far does the head drift while the box is working out its answer?", day="none", st=None),
    Q("Analyst here: using your own ROS estimate, how far will the head have moved in {h} min?", day="none", st=None, h=30),
    Q("De combien la tête du feu se déplace-t-elle pendant le temps de réponse de la machine ?", "fr", day="none", st=None),
    Q("¿Cuánto se corre la cabeza del fuego mientras la caja calcula?", "es", day="none", st=None),
    Q("شحال تتحرك راس النار في الوقت اللي تاخذو الماشينة باش تجاوب؟", "ar", day="none", st=None),
], tok=["=drift"])

# ================================================================ spread (no wind direction: partly served)
template("spread", ["spread"], [
    Q("Where will the head be {h} minutes after the detection?", day="none", st=None, h=30),
    Q("Project the fire front out {hh} from the drone detection", day="none", st=None, h=60),
    Q("where's this thing gonna be by the time we get there, {h} min out", day="none", st=None, h=45),
    Q("Fire's running 30 m/min near SBA. Where will the front be in {h} min?", day="none", st=None, h=20, lit=run(30)),
    Q("Which way is the fire heading and where will it be in {hh}?", day="none", st=None, h=60),
    Q("Où sera le front du feu dans {h} minutes ?", "fr", day="none", st=None, h=30),
    Q("Projection de la tête du feu à une heure, svp", "fr", day="none", st=None, h=60),
    Q("¿Dónde va a estar el frente en {h} minutos?", "es", day="none", st=None, h=40),
    Q("¿Hacia dónde avanza el incendio y hasta dónde llega en media hora?", "es", day="none", st=None, h=30),
    Q("وين توصل النار من هنا لنص ساعة؟", "ar", day="none", st=None, h=30),
    Q("وين راح يكون راس النار بعد ساعة؟", "ar", day="none", st=None, h=60),
    Q("l'3afia win twasal f 45 d9i9a?", "ar", day="none", st=None, h=45),
], tok=["=spread"])

# ================================================================ what the drone saw
template("frames", ["frames"], [
    Q("What did the drone see?", day="none", st=None),
    Q("any smoke in the last drone pass?", day="none", st=None),
    Q("When was the fire picked up on the UAV imagery?", day="none", st=None, tok=["=detection"]),
    Q("Where's the detection from the drone frame?", day="none", st=None, tok=["=detection_place"]),
    Q("Drone sortie - anything hot? Time and location pls", day="none", st=None, tok=["=detection", "=detection_place"]),
    Q("uav pick up anything NE of sba?", day="none", st=None, tok=["=detection_place"]),
    Q("Air ops asking: did today's drone flight catch any flames, and at what time?", day="today", day_in_text=True, st=None, tok=["=detection"]),
    Q("Qu'a vu le drone ?", "fr", day="none", st=None),
    Q("À quelle heure le drone a repéré le feu ?", "fr", day="none", st=None, tok=["=detection"]),
    Q("¿El dron detectó algo?", "es", day="none", st=None),
    Q("¿Dónde vio humo el dron?", "es", day="none", st=None, tok=["=detection_place"]),
    Q("واش شاف الدرون؟", "ar", day="none", st=None),
    Q("في أي ساعة رصدت الطائرة المسيرة الحريق؟", "ar", day="none", st=None, tok=["=detection"]),
    Q("drone chaf dokhan win?", "ar", day="none", st=None, tok=["=detection_place"]),
], tok=["=frames"])

# ================================================================ the shipped documents
template("docs", ["documents"], [
    Q("How much defensible space does Butte County require around a house?", day="none", st=None, tok=["=doc_defensible"]),
    Q("What does LCES stand for?", day="none", st=None, lit=[word(w) for w in LCES_WORDS]),
    Q("what's zone 0 in the defensible space guidance", day="none", st=None, lit=[feet(ZONE0_FEET)]),
    Q("how tall can the grass be in zone 2", day="none", st=None, lit=[inches(GRASS_IN)]),
    Q("At what FFMC do fine fuels start catching easily?", day="none", st=None, lit=[FFMC_IGN]),
    Q("What FWI counts as high danger on this box?", day="none", st=None, lit=[HIGH_FROM]),
    Q("watch out situations, quick list", day="none", st=None, lit=[word(w) for w in WATCHOUT]),
    Q("Per the crew safety doc, what changes on a very high danger day?", day="none", st=None, lit=[word(w) for w in HIGHDAY]),
    Q("How far should tree branches be kept from a chimney?", day="none", st=None, lit=[feet(BRANCH_FT)]),
    Q("Where does zone 1 start and end?", day="none", st=None, lit=[feet(ZONE1[0]), feet(ZONE1[1])]),
    Q("Quelle distance de débroussaillement exige le comté de Butte ?", "fr", day="none", st=None, lit=[DEF_FACT]),
    Q("LCES, ça veut dire quoi au juste ?", "fr", day="none", st=None),
    Q("À partir de quel FWI le danger est-il très élevé ?", "fr", day="none", st=None, lit=[VHIGH_FROM]),
    Q("¿Qué mide el ISI según la guía?", "es", day="none", st=None, lit=[{"any": [ISI_FROM[0]]}]),
    Q("¿Cuántos pies de espacio defendible pide el condado de Butte?", "es", day="none", st=None, lit=[DEF_FACT]),
    Q("ماذا تعني LCES في دليل سلامة الطاقم؟", "ar", day="none", st=None),
    Q("من أي قيمة FWI يكون الخطر مرتفع؟", "ar", day="none", st=None, lit=[HIGH_FROM]),
    Q("chhal lazem tkoun l'herbe f zone 2?", "ar", day="none", st=None, lit=[inches(GRASS_IN)]),
    Q("واش هو الـ FWI وكيفاش يتحسب؟", "ar", day="none", st=None, lit=[{"any": [FWI_PARTS[0]]}, {"any": [FWI_PARTS[1]]}]),
])

# ================================================================ what the box can do
template("capab", ["capabilities"], [
    Q("What can this box actually do?", day="none", st=None),
    Q("Which weather stations does the box have?", day="none", st=None, lit=[NAME_ANY[BEJ], NAME_ANY[SBA]]),
    Q("is this thing able to read drone pics or is it just weather", day="none", st=None),
    Q("New volunteer here. What sort of questions am I allowed to ask you?", day="none", st=None),
    Q("What data do you hold, and from which stations?", day="none", st=None, lit=[NAME_ANY[BEJ], NAME_ANY[SBA]]),
    Q("Qu'est-ce que tu sais faire ?", "fr", day="none", st=None),
    Q("Quelles stations météo as-tu ?", "fr", day="none", st=None, lit=[NAME_ANY[BEJ], NAME_ANY[SBA]]),
    Q("¿Qué datos tenés cargados?", "es", day="none", st=None),
    Q("واش تقدر دير هاد الماشينة؟", "ar", day="none", st=None),
    Q("ما هي المحطات التي تتوفر على بياناتها؟", "ar", day="none", st=None, lit=[NAME_ANY[BEJ], NAME_ANY[SBA]]),
])

# ================================================================ photos (none is ever attached)
template("photo", ["photo"], [
    Q("I've attached a photo of the smoke column - is that a new start?", day="none", st=None),
    Q("sending pic of the flank now, what fuel type is that", day="none", st=None),
    Q("See the attached image from the lookout. How big would you say it is?", day="none", st=None),
    Q("Je vous envoie une photo de la fumée, vous pouvez me dire ce que c'est ?", "fr", day="none", st=None),
    Q("Te mandé una foto del humo, ¿qué opinás?", "es", day="none", st=None),
    Q("بعثتلك تصويرة تاع الدخان، شوف واش هي؟", "ar", day="none", st=None),
    Q("rani b3atetlek photo ta3 l3afia, chouf", "ar", day="none", st=None),
])

template("photo-plus", ["photo", "current_conditions"], [
    Q("Attached pic of the column. Also what's the wind at SBA?", st=[SBA], tok=["ws"]),
    Q("Photo jointe du foyer. Et le FWI à Béjaïa ?", "fr", st=[BEJ], intents=["photo", "danger"], tok=DG),
    Q("Te paso foto del frente. ¿Y el peligro en {st}?", "es", intents=["photo", "danger"], tok=DG),
    Q("uploaded a shot from the dozer, tell me what you see + humidity at {st}", tok=["rh"]),
])

# ================================================================ out of scope (forecast, direction, other towns, off-topic)
template("oos", ["out_of_scope"], [
    Q("What's the forecast for {st} tomorrow?", day="none"),
    Q("Will the wind pick up at SBA this afternoon?", day="none", st=[SBA]),
    Q("Wind direction at {st}?", day="none", alt=[["current_conditions", "out_of_scope"]]),
    Q("FWI in Oran?", day="none", st=None),
    Q("Conditions in Tlemcen right now", day="none", st=None),
    Q("who won the match last night", day="none", st=None),
    Q("Is next week going to be hotter in {st}?", day="none"),
    Q("Any lightning expected over the weekend near Algiers?", day="none", st=None),
    Q("Prévisions pour demain à {st} ?", "fr", day="none"),
    Q("Le vent vient d'où à SBA ?", "fr", day="none", st=[SBA], alt=[["current_conditions", "out_of_scope"]]),
    Q("Quel temps fait-il à Alger ?", "fr", day="none", st=None),
    Q("¿Qué pronóstico hay para mañana en {st}?", "es", day="none"),
    Q("¿Cómo está el clima en Orán, parce?", "es", day="none", st=None),
    Q("¿De dónde sopla el viento en Béjaïa?", "es", day="none", st=[BEJ], alt=[["current_conditions", "out_of_scope"]]),
    Q("كيفاش يكون الجو غدوة في بجاية؟", "ar", day="none", st=[BEJ]),
    Q("من أين تهب الرياح في سيدي بلعباس؟", "ar", day="none", st=[SBA], alt=[["current_conditions", "out_of_scope"]]),
    Q("wach lmeteo f tlemcen?", "ar", day="none", st=None),
    Q("ghodwa kayen chta f SBA?", "ar", day="none", st=[SBA]),
    Q("شكون ربح الماتش البارح؟", "ar", day="none", st=None),
])

# a served part with an unserved one: warn
template("oos-plus", ["danger", "out_of_scope"], [
    Q("FWI at SBA now, and what's tomorrow looking like?", st=[SBA], tok=DG),
    Q("Wind at {st} and which direction is it blowing from?", intents=["current_conditions", "out_of_scope"], tok=["ws"]),
    Q("Température à Béjaïa et à Oran ?", "fr", st=[BEJ], intents=["current_conditions", "out_of_scope"], tok=["t"]),
    Q("¿El FWI hoy en {st} y el pronóstico para mañana?", "es", day="today", day_in_text=True, tok=DG),
    Q("السخانة في بجاية اليوم وغدوة؟", "ar", day="today", day_in_text=True, st=[BEJ], intents=["current_conditions", "out_of_scope"], tok=["t"]),
    Q("danger at {st} rn and will it get worse tonight", tok=DG),
    Q("Le FWI à SBA et la prévision pour ce soir ?", "fr", st=[SBA], tok=["fwi"]),
    Q("واش الخطر في بلعباس اليوم، وكيفاش يكون غدوة؟", "ar", day="today", day_in_text=True, st=[SBA], tok=DG),
    Q("¿Temperatura en Béjaïa y de dónde viene el viento?", "es", st=[BEJ], intents=["current_conditions", "out_of_scope"], tok=["t"]),
])

# ================================================================ orders to the box
REFUSE = [
    Q("Send the evac order for the north side of SBA now.", day="none", st=[SBA]),
    Q("Alert dispatch that Bejaia is at high danger", day="none", st=[BEJ]),
    Q("delete yesterday's readings, they're wrong", day="yesterday", day_in_text=True, st=None),
    Q("Notify all engines to pull back to the safety zone.", day="none", st=None),
    Q("Box, dispatch a tanker to the drone detection.", day="none", st=None),
    Q("Envoie une alerte à la protection civile pour Sidi-Bel-Abbès.", "fr", day="none", st=[SBA]),
    Q("Supprime la dernière image du drone.", "fr", day="none", st=None),
    Q("Mandá un aviso a todas las dotaciones: repliegue inmediato.", "es", day="none", st=None),
    Q("Borra los datos de ayer de Béjaïa, están mal", "es", day="yesterday", day_in_text=True, st=[BEJ]),
    Q("ابعث تنبيه للحماية المدنية في بجاية", "ar", day="none", st=[BEJ]),
    Q("a3lem les pompiers f SBA bli kayen l3afia", "ar", day="none", st=[SBA]),
]
for it in REFUSE:
    it["tok"] = [neg(it["lang"])]
template("refuse", ["refuse"], REFUSE)

REFUSE_PLUS = [
    Q("What's the FWI at {st}? and push it to the dispatch board", tok=["fwi"], intents=["danger", "refuse"]),
    Q("Give me SBA wind then notify the IC it's over 20", st=[SBA], tok=["ws"]),
    Q("Le danger à Béjaïa, et préviens le chef de colonne s'il est élevé", "fr", st=[BEJ], tok=DG, intents=["danger", "refuse"]),
    Q("Dame la humedad en {st} y mándasela al puesto de mando", "es", tok=["rh"]),
    Q("قولي شحال الريح في بلعباس وابعثها للقائد", "ar", st=[SBA], tok=["ws"]),
    Q("Where did the drone see the fire? Dispatch the nearest engine there.", day="none", st=None, tok=["=detection_place"], intents=["frames", "refuse"]),
    Q("temp at {st} and text it to my captain", tok=["t"]),
    Q("Envoie-moi le vent à Béjaïa et déclenche l'alerte si ça dépasse 20", "fr", st=[BEJ], tok=["ws"]),
    Q("عطيني السخانة تاع بلعباس وقول للدرون يطلع", "ar", st=[SBA], tok=["t"]),
    Q("وين شاف الدرون النار؟ وابعث كاميو لتما", "ar", day="none", st=None, tok=["=detection_place"], intents=["frames", "refuse"]),
]
for it in REFUSE_PLUS:
    it["tok"] = list(it["tok"]) + [neg(it["lang"])]
template("refuse-plus", ["current_conditions", "refuse"], REFUSE_PLUS)

# ================================================================ tactical (served only as the facts bearing on it)
template("tactical", ["tactical"], [
    Q("Should we go direct on the head at {st} or hold back?", tok=DG + ["ws"]),
    Q("Is it safe to run a burnout at {st} right now?", tok=["ws", "rh", "fwi"]),
    Q("do we need extra lookouts posted around {st} today", day="today", day_in_text=True),
    Q("What's the best place to stage near Bejaia?", st=[BEJ], tok=["ws"]),
    Q("On attaque de front ou on se replie à {st} ?", "fr", tok=DG + ["ws"]),
    Q("Faut-il renforcer les équipes à SBA ?", "fr", st=[SBA]),
    Q("¿Conviene atacar por la cabeza en {st} o esperamos?", "es", tok=DG + ["ws"]),
    Q("¿Dejamos a la cuadrilla sola en la línea en Sidi Bel Abbes, po?", "es", st=[SBA], tok=["class"]),
    Q("نهجمو على راس النار ولا نستناو في بلعباس؟", "ar", st=[SBA], tok=DG + ["ws"]),
    Q("wach ndirou contre-feu f bjaya wela la?", "ar", st=[BEJ], tok=["ws", "rh"]),
], tok=DG)

template("tactical-plus", ["danger", "tactical"], [
    Q("Danger at {st}, and should we pull the crew back?"),
    Q("Quel est le FWI à SBA, et on engage ou pas ?", "fr", st=[SBA]),
    Q("fwi at {st}? thinking about sending the hand crew up the slope", alt=[["danger"]]),
    Q("¿Cuál es el peligro en {st} y qué hacemos con la cuadrilla?", "es"),
    Q("شحال الخطر في بجاية؟ نطلعو للغابة ولا لا؟", "ar", st=[BEJ]),
], tok=DG)

# ================================================================ days with no reading
template("nodata", ["current_conditions"], [
    Q("Temp at {st} on 20 May 2012?", day="2012-05-20", day_in_text=True, tok=["t"]),
    Q("FWI at SBA on 14 July?", day="2012-07-14", day_in_text=True, st=[SBA], intents=["danger"], tok=DG),
    Q("What were conditions at Bejaia on 15 August 2011?", day="2011-08-15", day_in_text=True, st=[BEJ]),
    Q("Conditions at {st} on October 3rd", day="2012-10-03", day_in_text=True, alt=[["current_conditions", "out_of_scope"], ["out_of_scope"]]),
    Q("Le danger à {st} le 10 mai 2012 ?", "fr", day="2012-05-10", day_in_text=True, intents=["danger"], tok=DG),
    Q("Température à Sidi-Bel-Abbès le 14 juillet ?", "fr", day="2012-07-14", day_in_text=True, st=[SBA], tok=["t"]),
    Q("¿Qué humedad hubo en {st} el 28 de mayo de 2012?", "es", day="2012-05-28", day_in_text=True, tok=["rh"]),
    Q("شحال كانت السخانة في بجاية يوم 20 ماي 2012؟", "ar", day="2012-05-20", day_in_text=True, st=[BEJ], tok=["t"]),
    Q("l'FWI f SBA nhar 14 juillet chhal kan?", "ar", day="2012-07-14", day_in_text=True, st=[SBA], intents=["danger"], tok=DG),
    Q("Which station was worse on 1 May 2012?", day="2012-05-01", day_in_text=True, st="both", intents=["compare_stations"], tok=["fwi"]),
], tok=WX)

# ================================================================ several asks in one
template("multi-ccdg", ["current_conditions", "danger"], [
    Q("Conditions and danger at {st}"),
    Q("temp + fwi sba rn", st=[SBA], tok=["t", "fwi"]),
    Q("Box, Strike Team 4. Need temperature, humidity, wind and the danger class at {st} before we go in.", tok=["t", "rh", "ws", "class"]),
    Q("hi sorry to bother, could you tell me the weather at {st} and whether the fire danger is high? it's my first shift", day="today", day_in_text=True),
    Q("{st} yesterday: wx and FWI", day="yesterday", day_in_text=True, tok=["t", "rh", "ws", "fwi"]),
    Q("Température et FWI à Béjaïa hier ?", "fr", day="yesterday", day_in_text=True, st=[BEJ], tok=["t", "fwi"]),
    Q("Conditions et niveau de danger à {st} ?", "fr"),
    Q("Bougie: vent, humidité et indice FWI svp", "fr", st=[BEJ], tok=["ws", "rh", "fwi"]),
    Q("Temperatura, humedad y FWI en {st}, rapidito", "es", tok=["t", "rh", "fwi"]),
    Q("Decime viento y clase de peligro en {st}", "es", tok=["ws", "class"]),
    Q("شحال السخانة والخطر في بلعباس؟", "ar", st=[SBA], tok=["t", "fwi", "class"]),
    Q("ما هي درجة الحرارة ومؤشر الحرائق في بجاية أمس؟", "ar", day="yesterday", day_in_text=True, st=[BEJ], tok=["t", "fwi"]),
], tok=WX + DG)

template("multi-frames-spread", ["frames", "spread"], [
    Q("What did the drone pick up, and where will that fire be in {h} minutes?", day="none", st=None, h=30),
    Q("Detection time from the UAV and a projection of the head at {hh}", day="none", st=None, h=60, tok=["=detection", "=spread"]),
    Q("Le drone a vu quoi, et le feu sera où dans {h} minutes ?", "fr", day="none", st=None, h=20),
    Q("¿Qué vio el dron y hacia dónde va el fuego en {h} minutos?", "es", day="none", st=None, h=45),
    Q("الدرون شاف النار؟ ووين توصل بعد نص ساعة؟", "ar", day="none", st=None, h=30),
], tok=["=frames", "=spread"])

template("multi-frames-drift", ["frames", "drift"], [
    Q("Where did the drone spot the fire, and at 25 m/min how far will the head move in {h} min?", day="none", st=None, h=20, tok=["=detection_place", "=drift"], lit=run(25)),
    Q("drone detection time? and head runs 40 m a minute, distance in {h} min", day="none", st=None, h=30, tok=["=detection", "=drift"], lit=run(40)),
    Q("À quelle heure le drone a vu le feu, et à 2 km/h il fait combien de chemin en {h} minutes ?", "fr", day="none", st=None, h=45, tok=["=detection", "=drift"], lit=kmh(2)),
])

template("multi-dgdoc", ["danger", "documents"], [
    Q("Danger class at {st}, and what does the guide say to do on days like that?", tok=["class"]),
    Q("FWI at SBA and remind me what the FWI is made of", st=[SBA], tok=["fwi"], lit=[{"any": [FWI_PARTS[0]]}, {"any": [FWI_PARTS[1]]}]),
    Q("Le FWI à {st}, et à partir de quelle valeur on passe en danger élevé ?", "fr", tok=["fwi"], lit=[HIGH_FROM]),
    Q("¿Qué FFMC hay en {st} y a partir de cuánto prende fácil el combustible fino?", "es", lit=both(code("FFMC"), lambda d, ds, it: [FFMC_IGN])),
    Q("شحال الخطر في بلعباس، وواش يقول الدليل على LCES؟", "ar", st=[SBA], tok=DG),
    Q("ISI and BUI at {st}, plus what the guide says the ISI is built from", lit=both(code("ISI", "BUI"), lambda d, ds, it: [{"any": [ISI_FROM[0]]}])),
])

template("multi-sumana", ["summary", "analogs"], [
    Q("Highest FWI at {st} {day}? And over the whole season, of the days with FWI above {thr}, how many had a fire?", day="aug", thr=20, tok=["maxfwi", "fires_fwi_gt"]),
    Q("FWI max en juillet à {st} ? Et sur toute la saison, parmi les jours où il a dépassé {thr}, combien ont eu un feu ?", "fr", day="jul", day_in_text=True, thr=10, tok=["maxfwi", "fires_fwi_gt"]),
    Q("أعلى FWI في سيدي بلعباس في أوت؟ وفي الموسم كامل، شحال من نهار فوق {thr} كانت فيه النار؟", "ar", day="aug", day_in_text=True, thr=30, st=[SBA], tok=["maxfwi", "fires_fwi_gt"]),
], nfh=True)

template("multi-cmpframes", ["compare_stations", "frames"], [
    Q("Which station's worse right now, and did the drone see anything?", st="both", tok=["fwi", "=frames"], lit=pick("fwi", max)),
    Q("¿Qué estación está peor y qué detectó el dron?", "es", st="both", tok=["fwi", "=frames"], lit=pick("fwi", max)),
    Q("أي محطة أخطر دروك، وواش شاف الدرون؟", "ar", st="both", tok=["fwi", "=frames"], lit=pick("fwi", max)),
])

template("multi-cmpdg", ["compare_stations", "danger"], [
    Q("Comparez l'humidité des deux stations et donnez-moi l'ISI de chacune", "fr", st="both", tok=["rh"], lit=both(pick("rh_pct", min), code("ISI"))),
    Q("bjaya w SBA chkoun fihom skhana ktar, w l'FWI ta3 kol wa7da?", "ar", st="both", tok=["t", "fwi"], lit=pick("temperature_c", max)),
    Q("¿Qué estación está más seca ahora y cuál es el FWI de cada una?", "es", st="both", tok=["rh", "fwi"], lit=pick("rh_pct", min)),
])

template("multi-ccframes", ["current_conditions", "frames"], [
    Q("شحال الريح والرطوبة في بجاية، وواش الدرون شاف دخان؟", "ar", st=[BEJ], tok=["ws", "rh", "=frames"]),
    Q("Wind at {st} in mph, and what time was the drone's fire frame?", tok=["ws", "=detection"], lit=mph),
    Q("Le vent à {st} et l'heure de la détection du drone ?", "fr", tok=["ws", "=detection"]),
])

template("multi-capframes", ["capabilities", "frames"], [
    Q("Can you look at drone images? What did the last sortie show?", day="none", st=None, tok=["=frames"]),
    Q("Tu peux lire les images du drone ? Qu'est-ce qu'il a vu ?", "fr", day="none", st=None, tok=["=frames"]),
])

template("multi-dgframes", ["danger", "frames"], [
    Q("Danger at {st} and has the drone seen any smoke?", tok=DG + ["=frames"]),
    Q("Peligro en Sidi Bel Abbes y si el dron vio humo por ahí", "es", st=[SBA], tok=DG + ["=detection_place"]),
    Q("danger f SBA w drone chaf chi haja?", "ar", st=[SBA], tok=DG + ["=frames"]),
    Q("Le drone a vu de la fumée ? Et le danger à SBA, il en est où ?", "fr", st=[SBA], tok=DG + ["=frames"]),
])

template("multi-driftspread", ["drift", "spread"], [
    Q("Head's doing 20 m/min. How far in {h} min and where will it be?", day="none", st=None, h=30, lit=run(20)),
    Q("À 50 m par minute, quelle distance en {h} minutes et vers où ?", "fr", day="none", st=None, h=10, lit=run(50)),
    Q("Va a 1 km/h: ¿cuánto avanza en {h} minutos y hacia qué lado?", "es", day="none", st=None, h=90, lit=kmh(1)),
    Q("النار تمشي 30 متر في الدقيقة: شحال تقطع في {h} دقيقة ووين توصل؟", "ar", day="none", st=None, h=40, lit=run(30)),
], tok=["=spread"])

template("multi-cmpsum", ["compare_stations", "summary"], [
    Q("Which station ran hotter {day}, and what was each one's peak?", day="aug", st="both", tok=["maxt"]),
    Q("¿Qué estación tuvo el FWI más alto {day}? Dame el máximo de cada una", "es", day="jul", st="both", tok=["maxfwi"]),
])
template("multi-cmpfires", ["compare_stations", "summary"], [
    Q("Quelle station a eu le plus de jours de feu en août, et combien chacune ?", "fr", day="aug", day_in_text=True, st="both", tok=["fires"]),
    Q("which station burned more days {day}, and how many each", day="jul", st="both", tok=["fires"]),
], nfh=True)

template("multi-photounits", ["current_conditions", "photo"], [
    Q("Photo attached of the ridge. Wind at {st} in knots?", tok=["ws"], lit=knots),
    Q("Pièce jointe : la colonne de fumée. Et la température à {st} en °F ?", "fr", tok=["t"], lit=fahr),
])


# ================================================================ sessions
SESS = []


def turn(sid, n, q, intents, stations, when, facts=(), lang="en", **kw):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents, "stations": stations,
           "when": when, "facts": list(facts), "lang": lang}
    row.update(kw)
    SESS.append(row)


def lits(f, stations, when, **it):
    devs = [crew_facts.watch_station(TODAY)] if stations == ["=watch"] else stations
    return f(devs, days_of(when), it)


# s01 incident commander on the radio
turn(1, 1, "Box, Division Alpha. Fire danger at Sidi Bel Abbes, over.", ["danger"], [SBA], "now", DG)
turn(1, 2, "Copy. Same for Bejaia.", ["danger"], [BEJ], "now", DG)
turn(1, 3, "Why is Bejaia sitting so low?", ["explain"], [BEJ], "now", ["rh", "rain"])
turn(1, 4, "And yesterday there?", ["danger"], [BEJ], "yesterday", DG)
# s02 engine crew on a phone
turn(2, 1, "which stn worse rn", ["compare_stations"], sorted(STATIONS), "now", ["fwi"] + lits(pick("fwi", max), sorted(STATIONS), "now"))
turn(2, 2, "wind there?", ["current_conditions"], ["=watch"], "now", ["ws"])
turn(2, 3, "in mph", ["current_conditions"], ["=watch"], "now", ["ws"] + lits(mph, ["=watch"], "now"))
turn(2, 4, "k and rh", ["current_conditions"], ["=watch"], "now", ["rh"])
# s03 French crew lead, then Arabic
turn(3, 1, "Quel est le FWI à Béjaïa aujourd'hui ?", ["danger"], [BEJ], "today", ["fwi"], "fr")
turn(3, 2, "Et à Sidi-Bel-Abbès ?", ["danger"], [SBA], "today", ["fwi"], "fr")
turn(3, 3, "Pourquoi il est plus haut là-bas ?", ["explain"], [SBA], "today", ["rh"], "fr")
turn(3, 4, "وفي البارح؟", ["danger"], [SBA], "yesterday", ["fwi"], "ar")
# s04 fire behaviour analyst: detection, drift, spread
turn(4, 1, "Drone sortie: where's the fire?", ["frames"], None, "none", ["=detection_place"])
turn(4, 2, "Head's doing about 20 m/min. How far in 30 min?", ["drift"], None, "none", ["=drift"] + [dist(20 * 30)], horizon_min=30)
turn(4, 3, "And in an hour?", ["drift"], None, "none", ["=drift"] + [dist(20 * 60)], horizon_min=60)
turn(4, 4, "Where will the front be by then?", ["spread"], None, "none", ["=spread"] + [dist(20 * 60)], horizon_min=60)
# s05 Argentine crew lead, summaries
turn(5, 1, "¿Cuál fue la máxima en Sidi Bel Abbes en agosto?", ["summary"], [SBA], "aug", ["maxt"], "es")
turn(5, 2, "¿Y en Béjaïa?", ["summary"], [BEJ], "aug", ["maxt"], "es")
turn(5, 3, "¿Cuántos días de fuego hubo ahí ese mes?", ["summary"], [BEJ], "aug", ["fires"], "es", needs_fire_history=True)
turn(5, 4, "Dale, ¿y el FWI máximo?", ["summary"], [BEJ], "aug", ["maxfwi"], "es")
# s06 Darija in Latin letters
turn(6, 1, "salam, chhal l'FWI f SBA drok?", ["danger"], [SBA], "now", ["fwi"], "ar")
turn(6, 2, "w bjaya?", ["danger"], [BEJ], "now", ["fwi"], "ar")
turn(6, 3, "3lach bjaya ta7t bezzaf?", ["explain"], [BEJ], "now", ["rh", "rain"], "ar")
# s07 logistics officer
turn(7, 1, "Logistics here. What data does this box hold?", ["capabilities"], None, "none", [NAME_ANY[BEJ], NAME_ANY[SBA]])
turn(7, 2, "OK, then give me total rain at Bejaia over the past week.", ["summary"], [BEJ], "lastweek", lits(rain_total, [BEJ], "lastweek"))
turn(7, 3, "and the other station?", ["summary"], [SBA], "lastweek", lits(rain_total, [SBA], "lastweek"))
turn(7, 4, "Email both figures to the supply unit.", ["refuse"], None, "none", ["neg"])
# s08 French: near-station place and an hour other than noon
turn(8, 1, "Le vent à Sidi-Bel-Abbès ?", ["current_conditions"], [SBA], "now", ["ws"], "fr")
turn(8, 2, "Et sur la crête, à 8 km au sud de la ville ?", ["current_conditions"], [SBA], "now", ["ws"], "fr", decision="warn")
turn(8, 3, "Et ce matin à 6 h ?", ["current_conditions"], [SBA], "today", ["ws"], "fr", decision="warn")
# s09 new volunteer
turn(9, 1, "hi, I'm new. what is the FWI exactly?", ["documents"], None, "none", [{"any": [FWI_PARTS[0]]}, {"any": [FWI_PARTS[1]]}])
turn(9, 2, "what is it at Bejaia today?", ["danger"], [BEJ], "today", ["fwi"])
turn(9, 3, "is that bad?", ["danger"], [BEJ], "today", ["class"], intents_alt=[["danger", "explain"], ["explain"]])
turn(9, 4, "why is it like that?", ["explain"], [BEJ], "today", ["rh", "rain"])
# s10 Modern Standard Arabic
turn(10, 1, "ما هي درجة الحرارة في سيدي بلعباس الآن؟", ["current_conditions"], [SBA], "now", ["t"], "ar")
turn(10, 2, "وما هي نسبة الرطوبة؟", ["current_conditions"], [SBA], "now", ["rh"], "ar")
turn(10, 3, "وماذا عن الغد؟", ["out_of_scope"], [SBA], "none", [], "ar")
turn(10, 4, "هل رصدت الطائرة المسيرة شيئا؟", ["frames"], None, "none", ["=frames"], "ar")
# s11 analogs over the season
turn(11, 1, "Of the days at Sidi Bel Abbes with FWI over 20, how many had a fire?", ["analogs"], [SBA], "now", lits(fire_gt(20), [SBA], "now"), needs_fire_history=True)
turn(11, 2, "And at Bejaia?", ["analogs"], [BEJ], "now", lits(fire_gt(20), [BEJ], "now"), needs_fire_history=True)
turn(11, 3, "Which of the two is worse today?", ["compare_stations"], sorted(STATIONS), "today", ["fwi"] + lits(pick("fwi", max), sorted(STATIONS), "today"))
# s12 Mexican crew: drone, then spread
turn(12, 1, "¿Qué vio el dron, compa?", ["frames"], None, "none", ["=frames"], "es")
turn(12, 2, "¿A qué hora fue eso?", ["frames"], None, "none", ["=detection"], "es")
turn(12, 3, "¿Y hacia dónde se va a mover el fuego en media hora?", ["spread"], None, "none", ["=spread"], "es", horizon_min=30)
turn(12, 4, "¿Por qué no me das la dirección?", ["explain"], None, "none", [], "es")
# s13 dispatcher, a past day
turn(13, 1, "Temperature at Bejaia on 14 August?", ["current_conditions"], [BEJ], "2012-08-14", ["t"])
turn(13, 2, "and SBA same day", ["current_conditions"], [SBA], "2012-08-14", ["t"])
turn(13, 3, "which one was worse for fire that day", ["compare_stations"], sorted(STATIONS), "2012-08-14", ["fwi"] + lits(pick("fwi", max), sorted(STATIONS), "2012-08-14"))
turn(13, 4, "why", ["explain"], sorted(STATIONS), "2012-08-14", ["rh"])
# s14 French logistics, then an order
turn(14, 1, "Combien de jours au-dessus de 35 °C à Sidi-Bel-Abbès en août ?", ["summary"], [SBA], "aug", lits(count_above("temperature_c", 35), [SBA], "aug"), "fr")
turn(14, 2, "Et à Béjaïa ?", ["summary"], [BEJ], "aug", lits(count_above("temperature_c", 35), [BEJ], "aug"), "fr")
turn(14, 3, "Envoie le tableau au PC de colonne.", ["refuse"], None, "none", [NEG_ANY], "fr")


# ---------------------------------------------------------------- write
def write(path, rows_):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


if __name__ == "__main__":
    keys = [t["key"] for t in TEMPLATES]
    assert len(keys) == len(set(keys)), "duplicate template keys"
    write(OUT / f"crew_templates_{FILE}.jsonl", TEMPLATES)
    write(OUT / f"crew_sessions_{FILE}.jsonl", SESS)
    from appliance.evaluation.crew_build import expand
    items = expand(OUT / f"crew_templates_{FILE}.jsonl", OUT / f"crew_sessions_{FILE}.jsonl")
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    print(f"{len(items)} questions ({len(SESS)} session turns in {len({r['session'] for r in SESS})} sessions)")
    print("languages", dict(Counter(i["lang"] for i in items)))
    print("decisions", dict(Counter(i["decision"] for i in items)))
    print("multi-intent", sum(len(i["intents"]) > 1 for i in items))
    print("with refuse/out_of_scope", sum(bool({"refuse", "out_of_scope"} & set(i["intents"])) for i in items))
    for k, v in sorted(Counter("+".join(i["intents"]) for i in items).items(), key=lambda kv: -kv[1]):
        print(f"  {v:4d} {k}")
