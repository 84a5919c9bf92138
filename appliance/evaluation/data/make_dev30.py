"""Batch d30 (written blind as the sealed batch, scored once on 5e56199, then moved to dev): blind fire-crew questions; every gold number computed from the CSV, the crew's own numbers
or the shipped documents. Writes crew_templates_dev30.jsonl and crew_sessions_dev30.jsonl next to itself."""
import json
import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
sys.path.insert(0, "/work/main")
from appliance.evaluation import crew_facts  # noqa: E402

DOCS = Path("/work/main/edge_data/documents")
TAB = crew_facts.table()
B, S = "bejaia", "sidi-bel-abbes"
NOW, YDAY = "2012-09-30", "2012-09-29"


def R(st, day):
    return TAB[(st, day)]


def num_forms(x, units=()):
    if float(f"{x:.1f}").is_integer():      # a whole value: a plain number fact, as the CSV writes it
        return int(round(x))
    s1 = f"{x:.1f}"
    forms = [s1, s1.replace(".", ",")]
    forms += [f"{round(x)} {u}" for u in units] + [f"{round(x)}{u}" for u in units]
    return {"any": sorted(set(forms))}


def mph(st, day): return num_forms(R(st, day).wind_kmh / 1.609344, ("mph",))
def knots(st, day): return num_forms(R(st, day).wind_kmh / 1.852, ("kt", "knots", "kn"))
def ms(st, day): return num_forms(R(st, day).wind_kmh / 3.6, ("m/s",))
def fahr(st, day): return num_forms(R(st, day).temperature_c * 9 / 5 + 32, ("°F", "F"))


def code(st, day, name):
    v = R(st, day).codes[name]
    return int(v) if float(v).is_integer() else v


def dist(m):
    m = round(m, 3)
    km = m / 1000
    kms = f"{km:g}"
    forms = {f"{m:g} m", f"{m:g}m", f"{m:g} metres", f"{m:g} meters", f"{kms} km", f"{kms}km",
             kms.replace(".", ",") + " km"}
    if m >= 1000:
        forms |= {f"{int(m):,} m".replace(",", " "), f"{int(m):,} m"}
    return {"any": sorted(forms)}


def days_of(month):
    return [d for (dev, d) in TAB if d.startswith(f"2012-{month:02d}-")]


def count_above(st, month, field, thr):
    return sum(1 for (dev, d), r in TAB.items() if dev == st and d.startswith(f"2012-{month:02d}-")
               and (r.temperature_c if field == "t" else r.codes["FWI"] if field == "fwi" else r.wind_kmh) > thr)


def avg(st, month, field):
    rows = [r for (dev, d), r in TAB.items() if dev == st and d.startswith(f"2012-{month:02d}-")]
    vals = [r.temperature_c if field == "t" else r.codes["FWI"] if field == "fwi" else r.rh_pct for r in rows]
    return num_forms(sum(vals) / len(vals))


def diff(day, field):
    a, b = R(B, day), R(S, day)
    get = (lambda r: r.codes["FWI"]) if field == "fwi" else (lambda r: r.temperature_c)
    return num_forms(abs(get(a) - get(b)))


lces = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
LCES_WORDS = re.search(r"four things in place before it engages a fire: (\w+),\s+(\w+), (\w+) routes and (\w+) zones", lces).groups()
fwig = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
HIGH_FROM = float(re.search(r"from ([\d.]+) high", fwig).group(1))
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite", fwig).group(1))
defs = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
ZONE0 = int(re.search(r"Zone 0 is the first (\d+) feet", defs).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", defs).group(1))
LOOKOUT = {"any": [LCES_WORDS[0].lower().rstrip("s")]}
ESCAPE = {"any": [LCES_WORDS[2].lower()]}
SAFETY = {"any": [LCES_WORDS[3].lower()]}

TEMPLATES = []


def P(q, lang="en", st=None, day="now", facts=(), thr=None, h=None, intents=None, alt=None):
    return dict(q=q, lang=lang, st=st, day=day, facts=list(facts), thr=thr, h=h, intents=intents, alt=alt)


def T(kind, intents, items, decision=None, fire=False):
    t = {"key": f"d30-{kind}", "intents": intents, "phrasings": [], "stations": "none",
         "days": [it["day"] for it in items]}
    for it in items:
        p = {"q": it["q"], "lang": it["lang"], "stations": ({"B": [B], "S": [S], "2": "both"}[it["st"]] if it["st"] else "none"),
             "facts": it["facts"]}
        if it["alt"]:
            p["intents_alt"] = it["alt"]
        t["phrasings"].append(p)
    if any(it["thr"] is not None for it in items):
        t["thr"] = [it["thr"] if it["thr"] is not None else 0 for it in items]
    if any(it["h"] is not None for it in items):
        t["horizons"] = [it["h"] if it["h"] is not None else 30 for it in items]
    if any(it["intents"] for it in items):
        t["intents_by_phrasing"] = [it["intents"] or intents for it in items]
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)

# ---------------- current conditions ----------------
CC = ["current_conditions"]
T("cur", CC, [
    P("Engine 4 to box, give me temp and humidity at Sidi Bel Abbes, over.", st="S", facts=["t", "rh"]),
    P("bejaia wind rn?", st="B", facts=["ws"]),
    P("What's the relative humidity reading in Béjaïa today", st="B", day="today", facts=["rh"]),
    P("SBA conditions now pls", st="S", facts=["t", "rh", "ws"]),
    P("Hi, I'm new on the crew. Could you tell me how hot it was yesterday in Bejaia?", st="B", day="yesterday", facts=["t"]),
    P("did it rain at sidi bel abbes yesterday", st="S", day="yesterday", facts=["rain"]),
    P("Command here. Latest noon obs for Béjaïa: temperature, RH, wind, rain. Copy?", st="B", facts=["t", "rh", "ws", "rain"]),
    P("wats the temp at SBA on 14-Aug", st="S", day="2012-08-14", facts=["t"]),
    P("Humidity at Bejaia on 3/8?", st="B", day="2012-08-03", facts=["rh"]),
    P("Need the wind speed Sidi-Bel-Abbès recorded 2012-07-22 for the after-action report.", st="S", day="2012-07-22", facts=["ws"]),
    P("how windy was it in bejaya the day before yesterday", st="B", day="daybefore", facts=["ws"]),
    P("Logistics: what was the rainfall at Sidi Bel Abbes on June 18th? Planning water resupply.", st="S", day="2012-06-18", facts=["rain"]),
    P("temp n rh sidi belabbes today", st="S", day="today", facts=["t", "rh"]),
    P("Radio check done. Now, Béjaïa station, what's the air temperature right now?", st="B", facts=["t"]),
    P("Bejaia 12 Sept readings?", st="B", day="2012-09-12", facts=["t", "rh", "ws", "rain"]),
    P("How dry is the air at SBA this noon?", st="S", facts=["rh"]),
    P("yo box humidity bejaia yday", st="B", day="yesterday", facts=["rh"]),
    P("Weather at the Sidi Bel Abbes station on Aug 27, 2012?", st="S", day="2012-08-27", facts=["t", "rh", "ws"]),
    P("Quelle température à Béjaïa en ce moment ?", "fr", st="B", facts=["t"]),
    P("humidité SBA aujourd'hui svp", "fr", st="S", day="today", facts=["rh"]),
    P("Il a plu hier à Béjaïa ? On a besoin de savoir pour le débroussaillage.", "fr", st="B", day="yesterday", facts=["rain"]),
    P("Donne-moi le vent à Sidi Bel Abbès le 3 août.", "fr", st="S", day="2012-08-03", facts=["ws"]),
    P("Chef d'agrès ici : relevé complet de Béjaïa du 14 août, temp, humidité, vent.", "fr", st="B", day="2012-08-14", facts=["t", "rh", "ws"]),
    P("c quoi la temp a sidi bel abbes avant-hier", "fr", st="S", day="daybefore", facts=["t"]),
    P("Conditions actuelles à Bejaia, s'il te plaît, on monte au feu.", "fr", st="B", facts=["t", "rh", "ws"]),
    P("Et l'humidité relative à Sidi-Bel-Abbès le 22 juillet ?", "fr", st="S", day="2012-07-22", facts=["rh"]),
    P("¿Cuánto viento hay ahora en Béjaïa?", "es", st="B", facts=["ws"]),
    P("temperatura sidi bel abbes ayer", "es", st="S", day="yesterday", facts=["t"]),
    P("Oye, ¿llovió en Bejaia el 12 de septiembre?", "es", st="B", day="2012-09-12", facts=["rain"]),
    P("Necesito la humedad de SBA de hoy, rápido.", "es", st="S", day="today", facts=["rh"]),
    P("Datos de Sidi Bel Abbes del 14 de agosto: temperatura y viento.", "es", st="S", day="2012-08-14", facts=["t", "ws"]),
    P("¿Qué tiempo hace en Béjaïa ahora mismo? Temperatura, humedad, todo.", "es", st="B", facts=["t", "rh", "ws"]),
    P("شحال السخانة في بجاية دروك؟", "ar", st="B", facts=["t"]),
    P("ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", "ar", st="S", day="today", facts=["rh"]),
    P("chhal kan el vent f bjaya lbareh?", "ar", st="B", day="yesterday", facts=["ws"]),
    P("واش طاحت الشتا في سيدي بلعباس أمس؟", "ar", st="S", day="yesterday", facts=["rain"]),
    P("أعطني قراءات محطة بجاية يوم 14 أوت: الحرارة والرطوبة والرياح.", "ar", st="B", day="2012-08-14", facts=["t", "rh", "ws"]),
    P("sba drok kifach el jaw? skhana w rtouba", "ar", st="S", facts=["t", "rh"]),
    P("كم كانت سرعة الرياح في سيدي بلعباس يوم 3 أوت؟", "ar", st="S", day="2012-08-03", facts=["ws"]),
    P("الرطوبة في بجاية أول أمس قداش؟", "ar", st="B", day="daybefore", facts=["rh"]),
])

T("units", CC, [
    P("Wind at Sidi Bel Abbes in mph?", st="S", facts=[mph(S, NOW)]),
    P("Air ops asking: Béjaïa wind in knots, current.", st="B", facts=[knots(B, NOW)]),
    P("SBA wind m/s pls for the drone pilot", st="S", facts=[ms(S, NOW)]),
    P("What's that temperature in Fahrenheit at Bejaia? Our US liaison wants it.", st="B", facts=[fahr(B, NOW)]),
    P("temp sidi bel abbes yesterday in F", st="S", day="yesterday", facts=[fahr(S, YDAY)]),
    P("Bejaia wind yesterday, knots please", st="B", day="yesterday", facts=[knots(B, YDAY)]),
    P("Convert the Béjaïa wind on 14 Aug to miles per hour.", st="B", day="2012-08-14", facts=[mph(B, "2012-08-14")]),
    P("Heli needs wind in kts at SBA on 2012-08-03.", st="S", day="2012-08-03", facts=[knots(S, "2012-08-03")]),
    P("What was the wind in meters per second at Bejaia on July 22?", st="B", day="2012-07-22", facts=[ms(B, "2012-07-22")]),
    P("Le vent à Sidi Bel Abbès en nœuds, maintenant ?", "fr", st="S", facts=[knots(S, NOW)]),
    P("Vent Béjaïa en m/s stp, pour le drone", "fr", st="B", facts=[ms(B, NOW)]),
    P("La température d'hier à SBA en degrés Fahrenheit ?", "fr", st="S", day="yesterday", facts=[fahr(S, YDAY)]),
    P("¿Viento en Sidi Bel Abbes en nudos?", "es", st="S", facts=[knots(S, NOW)]),
    P("Temperatura de Bejaia en Fahrenheit, por favor.", "es", st="B", facts=[fahr(B, NOW)]),
    P("سرعة الريح في بجاية بالمتر في الثانية؟", "ar", st="B", facts=[ms(B, NOW)]),
    P("el vent f sidi bel abbes b les noeuds chhal?", "ar", st="S", facts=[knots(S, NOW)]),
])

# ---------------- danger ----------------
DG = ["danger"]
T("danger", DG, [
    P("FWI at Sidi Bel Abbes?", st="S", facts=["fwi"]),
    P("What's the fire danger class in Béjaïa today?", st="B", day="today", facts=["class"]),
    P("danger lvl SBA rn", st="S", facts=["class"]),
    P("IC to box: FWI and rating for Bejaia, over.", st="B", facts=["fwi", "class"]),
    P("ISI at Sidi-Bel-Abbès now? Analyst wants spread potential.", st="S", facts=[code(S, NOW, "ISI")]),
    P("BUI for Bejaia today", st="B", day="today", facts=[code(B, NOW, "BUI")]),
    P("What was the FFMC at SBA yesterday?", st="S", day="yesterday", facts=[code(S, YDAY, "FFMC")]),
    P("Drought code at Béjaïa on 14 August?", st="B", day="2012-08-14", facts=[code(B, "2012-08-14", "DC")]),
    P("DMC sidi bel abbes 3/8", st="S", day="2012-08-03", facts=[code(S, "2012-08-03", "DMC")]),
    P("How bad was the fire danger at Bejaia on Aug 27?", st="B", day="2012-08-27", facts=["fwi", "class"]),
    P("is it high danger at sba yesterday or not", st="S", day="yesterday", facts=["class"]),
    P("Fire weather index for Sidi Bel Abbes on 2012-07-22, and which class is that?", st="S", day="2012-07-22", facts=["fwi", "class"]),
    P("new guy here, what does the danger look like at Bejaia today? is it safe-ish?", st="B", day="today", facts=["class"]),
    P("FWI both stations now", st="2", facts=["fwi"]),
    P("Quel est l'indice FWI à Béjaïa ?", "fr", st="B", facts=["fwi"]),
    P("Niveau de danger feu à Sidi Bel Abbès hier ?", "fr", st="S", day="yesterday", facts=["class"]),
    P("L'ISI à Bejaia le 14 août, c'était combien ?", "fr", st="B", day="2012-08-14", facts=[code(B, "2012-08-14", "ISI")]),
    P("risque incendie SBA auj", "fr", st="S", day="today", facts=["class"]),
    P("Donne le FFMC de Béjaïa maintenant, on veut savoir si la litière prend.", "fr", st="B", facts=[code(B, NOW, "FFMC")]),
    P("Classe de danger et FWI pour Sidi-Bel-Abbès le 27 août.", "fr", st="S", day="2012-08-27", facts=["fwi", "class"]),
    P("Le BUI à Sidi Bel Abbès ce midi ?", "fr", st="S", facts=[code(S, NOW, "BUI")]),
    P("¿Qué nivel de peligro hay en Bejaia?", "es", st="B", facts=["class"]),
    P("FWI de Sidi Bel Abbes ayer", "es", st="S", day="yesterday", facts=["fwi"]),
    P("¿Y el índice de propagación inicial (ISI) en SBA ahora?", "es", st="S", facts=[code(S, NOW, "ISI")]),
    P("¿Cuál fue el FWI en Béjaïa el 3 de agosto?", "es", st="B", day="2012-08-03", facts=["fwi"]),
    P("riesgo de incendio en sidi bel abbes hoy, rapido", "es", st="S", day="today", facts=["class"]),
    P("قداش الخطر تاع النار في سيدي بلعباس دروك؟", "ar", st="S", facts=["class"]),
    P("ما قيمة مؤشر FWI في بجاية اليوم؟", "ar", st="B", day="today", facts=["fwi"]),
    P("FWI f bjaya lbareh chhal kan?", "ar", st="B", day="yesterday", facts=["fwi"]),
    P("ما هي درجة خطر الحرائق في سيدي بلعباس يوم 14 أوت؟", "ar", st="S", day="2012-08-14", facts=["fwi", "class"]),
    P("ISI تاع بجاية دروك", "ar", st="B", facts=[code(B, NOW, "ISI")]),
    P("الخطر في سيدي بلعباس أمس كان عالي ولا لا؟", "ar", st="S", day="yesterday", facts=["class"]),
])

# ---------------- compare ----------------
CP = ["compare_stations"]
T("compare", CP, [
    P("Which station is worse right now, Bejaia or Sidi Bel Abbes?", st="2", facts=["fwi"]),
    P("hotter today: SBA or bejaia?", st="2", day="today", facts=["t"]),
    P("By how much does the FWI differ between the two stations today?", st="2", day="today", facts=["fwi", diff(NOW, "fwi")]),
    P("Dispatcher: compare fire danger Béjaïa vs Sidi-Bel-Abbès yesterday, which one gets the extra engine?", st="2", day="yesterday", facts=["fwi"]),
    P("which was drier on 14 Aug, bejaia or sba", st="2", day="2012-08-14", facts=["rh"]),
    P("Temperature gap between Bejaia and Sidi Bel Abbes on August 3rd?", st="2", day="2012-08-03", facts=["t", diff("2012-08-03", "t")]),
    P("windier station now?", st="2", facts=["ws"]),
    P("FBAN request: side-by-side FWI, ISI for both stations at noon today.", st="2", day="today",
      facts=["fwi", code(B, NOW, "ISI"), code(S, NOW, "ISI")]),
    P("Where is the danger higher on 2012-08-27, Béjaïa or SBA, and by how much?", st="2", day="2012-08-27", facts=["fwi", diff("2012-08-27", "fwi")]),
    P("Compare the two stations on July 22 please. Which one should we worry about?", st="2", day="2012-07-22", facts=["fwi"]),
    P("Laquelle des deux stations est la plus dangereuse en ce moment ?", "fr", st="2", facts=["fwi"]),
    P("Il fait plus chaud où hier, Béjaïa ou Sidi Bel Abbès ?", "fr", st="2", day="yesterday", facts=["t"]),
    P("écart de FWI entre bejaia et SBA le 14 août ?", "fr", st="2", day="2012-08-14", facts=["fwi", diff("2012-08-14", "fwi")]),
    P("Comparez l'humidité des deux stations aujourd'hui.", "fr", st="2", day="today", facts=["rh"]),
    P("¿Dónde hay más peligro ahora, en Bejaia o en Sidi Bel Abbes?", "es", st="2", facts=["fwi"]),
    P("compara temperatura de las dos estaciones ayer", "es", st="2", day="yesterday", facts=["t"]),
    P("¿Cuánta diferencia de FWI había entre SBA y Béjaïa el 27 de agosto?", "es", st="2", day="2012-08-27", facts=["fwi", diff("2012-08-27", "fwi")]),
    P("¿Qué estación tuvo más viento el 3 de agosto?", "es", st="2", day="2012-08-03", facts=["ws"]),
    P("وين الخطر أكثر دروك، بجاية ولا سيدي بلعباس؟", "ar", st="2", facts=["fwi"]),
    P("قارن بين درجة الحرارة في بجاية وسيدي بلعباس اليوم.", "ar", st="2", day="today", facts=["t"]),
    P("chkoun fihom skhoun ktar lbareh, bjaya wla sba?", "ar", st="2", day="yesterday", facts=["t"]),
    P("ما الفرق في مؤشر FWI بين المحطتين يوم 14 أوت؟", "ar", st="2", day="2012-08-14", facts=["fwi", diff("2012-08-14", "fwi")]),
])


def minrh(st, month):
    v = min(r.rh_pct for (dev, d), r in TAB.items() if dev == st and d.startswith(f"2012-{month:02d}-"))
    return int(v) if float(v).is_integer() else v


# ---------------- summary ----------------
SM = ["summary"]
T("summary", SM, [
    P("Hottest day at Sidi Bel Abbes in August, what temp?", st="S", day="aug", facts=["maxt"]),
    P("highest FWI bejaia past week", st="B", day="lastweek", facts=["maxfwi"]),
    P("How many days above 35 degrees did SBA have in August?", st="S", day="aug", thr=35, facts=[count_above(S, 8, "t", 35)]),
    P("Average temperature in Béjaïa in July?", st="B", day="jul", facts=[avg(B, 7, "t")]),
    P("Peak FWI at Sidi-Bel-Abbès in September so far.", st="S", day="sep", facts=["maxfwi"]),
    P("Count the days with FWI over 20 at Bejaia in August.", st="B", day="aug", thr=20, facts=[count_above(B, 8, "fwi", 20)]),
    P("max temp SBA last 3 days", st="S", day="last3d", facts=["maxt"]),
    P("Logistics planning: what's the average FWI at Sidi Bel Abbes over June? Need it for the staffing memo.", st="S", day="jun", facts=[avg(S, 6, "fwi")]),
    P("Lowest humidity recorded at Bejaia in August?", st="B", day="aug", facts=[minrh(B, 8)]),
    P("How hot did it get at Béjaïa between 1 and 10 September?", st="B", day="sep1-10", facts=["maxt"]),
    P("Has the FWI at SBA been climbing or dropping since Tuesday? Give me the peak.", st="S", day="since-tue", facts=["maxfwi"]),
    P("days over 30 deg in july at bejaia?", st="B", day="jul", thr=30, facts=[count_above(B, 7, "t", 30)]),
    P("Worst FWI in late August (20th to 31st) at Sidi Bel Abbes?", st="S", day="aug-late", facts=["maxfwi"]),
    P("Température max à Sidi Bel Abbès en juillet ?", "fr", st="S", day="jul", facts=["maxt"]),
    P("Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", "fr", st="B", day="aug", thr=35, facts=[count_above(B, 8, "t", 35)]),
    P("FWI le plus haut sur la dernière semaine à SBA", "fr", st="S", day="lastweek", facts=["maxfwi"]),
    P("Moyenne des températures à Sidi-Bel-Abbès en août, svp.", "fr", st="S", day="aug", facts=[avg(S, 8, "t")]),
    P("Combien de jours avec un FWI supérieur à 30 à Sidi Bel Abbès en juillet ?", "fr", st="S", day="jul", thr=30, facts=[count_above(S, 7, "fwi", 30)]),
    P("Le pic de FWI à Béjaïa depuis mardi ?", "fr", st="B", day="since-tue", facts=["maxfwi"]),
    P("¿Cuál fue la temperatura máxima en Bejaia en agosto?", "es", st="B", day="aug", facts=["maxt"]),
    P("¿Cuántos días pasó de 35 grados Sidi Bel Abbes en julio?", "es", st="S", day="jul", thr=35, facts=[count_above(S, 7, "t", 35)]),
    P("FWI máximo en SBA en los últimos tres días", "es", st="S", day="last3d", facts=["maxfwi"]),
    P("media de humedad en béjaïa en septiembre", "es", st="B", day="sep", facts=[avg(B, 9, "rh")]),
    P("El FWI más alto de junio en Sidi Bel Abbes, por favor.", "es", st="S", day="jun", facts=["maxfwi"]),
    P("أعلى درجة حرارة سجلت في بجاية في أوت؟", "ar", st="B", day="aug", facts=["maxt"]),
    P("شحال من نهار فاتت فيها السخانة 35 في سيدي بلعباس في أوت؟", "ar", st="S", day="aug", thr=35, facts=[count_above(S, 8, "t", 35)]),
    P("ما هو أعلى مؤشر FWI في سيدي بلعباس خلال الأسبوع الماضي؟", "ar", st="S", day="lastweek", facts=["maxfwi"]),
    P("moyenne ta3 skhana f bjaya f juillet chhal?", "ar", st="B", day="jul", facts=[avg(B, 7, "t")]),
    P("كم يوما تجاوز فيه مؤشر FWI قيمة 20 في بجاية في سبتمبر؟", "ar", st="B", day="sep", thr=20, facts=[count_above(B, 9, "fwi", 20)]),
    P("أعلى FWI في سيدي بلعباس من 20 إلى 31 أوت", "ar", st="S", day="aug-late", facts=["maxfwi"]),
])
T("summary-fires", SM, [
    P("How many fire days did Sidi Bel Abbes log in August?", st="S", day="aug", facts=["fires"]),
    P("fire days bejaia july?", st="B", day="jul", facts=["fires"]),
    P("Count of days with a fire at SBA in June.", st="S", day="jun", facts=["fires"]),
    P("Combien de journées avec feu à Béjaïa en septembre ?", "fr", st="B", day="sep", facts=["fires"]),
    P("¿Cuántos días con incendio hubo en Sidi Bel Abbes en julio?", "es", st="S", day="jul", facts=["fires"]),
    P("شحال من نهار كانت فيه النار في بجاية في أوت؟", "ar", st="B", day="aug", facts=["fires"]),
], fire=True)

# ---------------- analogs ----------------
AN = ["analogs"]
T("analogs", AN, [
    P("Of the days with FWI above 20 at Sidi Bel Abbes, how many had a fire?", st="S", thr=20, facts=["fires_fwi_gt"]),
    P("bejaia: days FWI over 10, how many burned?", st="B", thr=10, facts=["fires_fwi_gt"]),
    P("Analyst question. Looking at past days at SBA with FWI greater than 30, what share saw fire?", st="S", thr=30, facts=["fires_fwi_gt"]),
    P("Did days like today at Béjaïa end up with a fire in the record?", st="B", facts=["fwi"]),
    P("past days similar to today at sidi bel abbes, did they burn?", st="S", facts=["fwi"]),
    P("When the FWI went past 15 at Bejaia this season, how often was there a fire?", st="B", thr=15, facts=["fires_fwi_gt"]),
    P("Any history of fires on days like this one at SBA?", st="S", facts=["fwi"]),
    P("Parmi les jours où le FWI dépassait 20 à Béjaïa, combien ont eu un feu ?", "fr", st="B", thr=20, facts=["fires_fwi_gt"]),
    P("Les jours comme aujourd'hui à Sidi Bel Abbès, ça a brûlé ?", "fr", st="S", facts=["fwi"]),
    P("jours FWI > 25 a SBA : combien avec incendie ?", "fr", st="S", thr=25, facts=["fires_fwi_gt"]),
    P("De los días con FWI por encima de 20 en Sidi Bel Abbes, ¿cuántos tuvieron fuego?", "es", st="S", thr=20, facts=["fires_fwi_gt"]),
    P("¿Días parecidos a hoy en Bejaia acabaron en incendio?", "es", st="B", facts=["fwi"]),
    P("días con FWI mayor de 10 en béjaïa, cuántos con fuego", "es", st="B", thr=10, facts=["fires_fwi_gt"]),
    P("من بين الأيام التي تجاوز فيها FWI قيمة 20 في بجاية، كم يوما شهد حريقا؟", "ar", st="B", thr=20, facts=["fires_fwi_gt"]),
    P("نهارات كيما اليوم في سيدي بلعباس، شعلت فيهم النار؟", "ar", st="S", facts=["fwi"]),
    P("les jours li FWI fathom 15 f SBA, chhal mnhom kan fihom feu?", "ar", st="S", thr=15, facts=["fires_fwi_gt"]),
], fire=True)

# ---------------- drift ----------------
DR = ["drift"]
T("drift", DR, [
    P("Head's moving about 25 m a minute. How far in 20 minutes?", h=20, facts=[dist(25 * 20)]),
    P("front doing 1.2 km/h, where is it after 45 min, distance only", h=45, facts=[dist(1200 * 45 / 60)]),
    P("If the fire runs 40 metres per minute, how much ground does it cover in half an hour?", h=30, facts=[dist(40 * 30)]),
    P("Using your own spread estimate at Sidi Bel Abbes, how far does the head travel in the next hour?", st="S", h=60, facts=["=drift"]),
    P("rate 15 m/min, 90 min, distance?", h=90, facts=[dist(15 * 90)]),
    P("Lookout reports the head at 3 km/h. How far in 15 minutes?", h=15, facts=[dist(3000 * 15 / 60)]),
    P("How far could the head drift in 2 hours near SBA, from the box's estimate?", st="S", h=120, facts=["=drift"]),
    P("We clocked 8 m every minute on the flank. Distance after 50 minutes?", h=50, facts=[dist(8 * 50)]),
    P("Le front avance à 30 m par minute. Quelle distance en 40 minutes ?", "fr", h=40, facts=[dist(30 * 40)]),
    P("tête du feu a 2,5 km/h, combien en une heure et demie ?", "fr", h=90, facts=[dist(2500 * 90 / 60)]),
    P("Selon ton estimation, le feu parcourt combien en 30 minutes à Béjaïa ?", "fr", st="B", h=30, facts=["=drift"]),
    P("12 mètres à la minute pendant 25 minutes, ça fait combien ?", "fr", h=25, facts=[dist(12 * 25)]),
    P("El frente avanza 20 metros por minuto, ¿cuánto en 45 minutos?", "es", h=45, facts=[dist(20 * 45)]),
    P("cabeza a 1,8 km/h, distancia en 20 min", "es", h=20, facts=[dist(1800 * 20 / 60)]),
    P("¿Cuánto se desplaza la cabeza en una hora con la estimación de la caja en Sidi Bel Abbes?", "es", st="S", h=60, facts=["=drift"]),
    P("النار تمشي 35 متر في الدقيقة، قداش تقطع في 20 دقيقة؟", "ar", h=20, facts=[dist(35 * 20)]),
    P("إذا كانت سرعة رأس الحريق 2 كم/سا، ما المسافة بعد 30 دقيقة؟", "ar", h=30, facts=[dist(2000 * 30 / 60)]),
    P("el feu yemchi 10 m f dqiqa, f 60 dqiqa chhal?", "ar", h=60, facts=[dist(10 * 60)]),
])

# ---------------- spread ----------------
SP = ["spread"]
T("spread", SP, [
    P("Where will the front be in an hour near Sidi Bel Abbes?", st="S", h=60, facts=["=spread"]),
    P("project the fire 30 min out, SBA", st="S", h=30, facts=["=spread"]),
    P("Can you map where the head will sit in two hours at Béjaïa?", st="B", h=120, facts=["=spread"]),
    P("FBAN: need a 90-minute projection of the fire front off the drone detection.", h=90, facts=["=spread"]),
    P("where's this thing gonna be in 45 mins", h=45, facts=["=spread"]),
    P("Où sera le front dans une heure vers Sidi Bel Abbès ?", "fr", st="S", h=60, facts=["=spread"]),
    P("Projection du feu à 30 minutes, Béjaïa, on doit placer les camions.", "fr", st="B", h=30, facts=["=spread"]),
    P("Dans 2 heures, le feu sera où ?", "fr", h=120, facts=["=spread"]),
    P("¿Dónde estará el frente del incendio en una hora en SBA?", "es", st="S", h=60, facts=["=spread"]),
    P("proyeccion del fuego a 30 minutos", "es", h=30, facts=["=spread"]),
    P("وين يكون راس النار بعد ساعة في سيدي بلعباس؟", "ar", st="S", h=60, facts=["=spread"]),
    P("توقع موقع جبهة الحريق بعد 30 دقيقة.", "ar", h=30, facts=["=spread"]),
])

# ---------------- frames ----------------
FR = ["frames"]
T("frames", FR, [
    P("What did the drone see?", facts=["=frames"]),
    P("any detections from the sortie?", facts=["=detection"]),
    P("Where exactly did the drone spot the fire?", facts=["=detection_place"]),
    P("What time was the fire frame taken?", facts=["=detection"]),
    P("IC: drone picked up smoke or not? Location and time, over.", facts=["=detection", "=detection_place"]),
    P("Summarise the drone frames from today's flight.", facts=["=frames"]),
    P("did the uav catch anything NE of SBA", facts=["=detection_place"]),
    P("Le drone a vu quoi ?", "fr", facts=["=frames"]),
    P("Détection de fumée sur le vol du drone ? À quelle heure ?", "fr", facts=["=detection"]),
    P("Où le drone a-t-il repéré le feu exactement ?", "fr", facts=["=detection_place"]),
    P("¿Qué vio el dron?", "es", facts=["=frames"]),
    P("¿El dron detectó humo? ¿Dónde?", "es", facts=["=detection_place"]),
    P("hora de la detección del dron", "es", facts=["=detection"]),
    P("واش شاف الدرون؟", "ar", facts=["=frames"]),
    P("في أي ساعة رصدت الطائرة المسيرة الحريق؟", "ar", facts=["=detection"]),
    P("drone chaf nar wla dokhan? win?", "ar", facts=["=detection_place"]),
])

# ---------------- documents ----------------
DC_ = ["documents"]
T("docs", DC_, [
    P("How much defensible space is required around a house?", facts=["=doc_defensible"]),
    P("What does LCES stand for?", facts=[LOOKOUT, ESCAPE, SAFETY]),
    P("At what FWI does the danger become high according to the guide?", facts=[HIGH_FROM]),
    P("clearance zone around structures per the doc?", facts=["=doc_defensible"]),
    P("Above which FFMC do fine fuels catch easily?", facts=[FFMC_EASY]),
    P("How short should grass be cut in zone 2?", facts=[GRASS_IN]),
    P("What's zone 0 in the defensible space guidance?", facts=[ZONE0]),
    P("Que dit la doc sur l'espace défendable autour des maisons ?", "fr", facts=["=doc_defensible"]),
    P("C'est quoi LCES, rappelle-moi.", "fr", facts=[LOOKOUT, ESCAPE, SAFETY]),
    P("À partir de quel FWI on passe en danger élevé ?", "fr", facts=[HIGH_FROM]),
    P("¿Qué significa LCES?", "es", facts=[LOOKOUT, ESCAPE, SAFETY]),
    P("¿Cuánto espacio defendible hay que dejar alrededor de una casa?", "es", facts=["=doc_defensible"]),
    P("según la guía, desde qué FFMC prende fácil el combustible fino", "es", facts=[FFMC_EASY]),
    P("شنو معنى LCES؟", "ar", facts=[LOOKOUT, ESCAPE, SAFETY]),
    P("ما هي المسافة الآمنة المطلوبة حول المنازل حسب الوثيقة؟", "ar", facts=["=doc_defensible"]),
    P("mn ayna FWI يولي الخطر عالي حسب الدليل؟", "ar", facts=[HIGH_FROM]),
])

# ---------------- capabilities ----------------
T("caps", ["capabilities"], [
    P("What can this box do?"),
    P("which stations do u have data for", facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    P("New volunteer here, what kind of questions can I ask you?"),
    P("What data does the appliance hold, and for what dates?", facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    P("help", ),
    P("Qu'est-ce que tu sais faire ?", "fr"),
    P("Quelles données tu as dans la boîte ?", "fr", facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    P("¿Qué puedes hacer?", "es"),
    P("واش تقدر تدير هاد الصندوق؟", "ar"),
    P("ما هي البيانات المتوفرة لديك؟", "ar"),
])

# ---------------- photo ----------------
T("photo", ["photo"], [
    P("Attached a photo of the smoke column, what do you make of it?", facts=["neg"]),
    P("sending pic now, tell me if that's a crown fire", facts=["neg"]),
    P("Check the image I just uploaded of the ridge.", facts=["neg"]),
    P("Here's a picture from the lookout, how big is the fire in it?", facts=["neg"]),
    P("Je t'envoie une photo de la fumée, tu peux l'analyser ?", "fr"),
    P("regarde la photo jointe stp", "fr"),
    P("Te mando una foto del humo, ¿qué ves?", "es"),
    P("بعثتلك تصويرة تاع الدخان، شوفها", "ar"),
])

# ---------------- out of scope ----------------
OS = ["out_of_scope"]
T("oos", OS, [
    P("What's the forecast for tomorrow at Sidi Bel Abbes?", st="S", facts=["neg"]),
    P("wind direction at bejaia rn?", st="B", facts=["neg"]),
    P("Temperature in Oran right now?", facts=["neg"]),
    P("Will it rain later today over SBA?", st="S", facts=["neg"]),
    P("FWI in Tlemcen today", facts=["neg"]),
    P("Which way is the wind blowing at Sidi Bel Abbes?", st="S", facts=["neg"]),
    P("What's the danger going to be next week at Béjaïa?", st="B", facts=["neg"]),
    P("who won the match last night", facts=["neg"]),
    P("Fuel moisture map for the Tessala mountains, please.", facts=["neg"]),
    P("Prévisions météo pour demain à Béjaïa ?", "fr", st="B"),
    P("Le vent vient d'où à Sidi Bel Abbès ?", "fr", st="S"),
    P("Il fait combien à Alger ?", "fr"),
    P("Quelle route pour rejoindre le feu depuis la caserne ?", "fr"),
    P("¿Qué pronóstico hay para mañana en Sidi Bel Abbes?", "es", st="S"),
    P("¿De dónde sopla el viento en Bejaia?", "es", st="B"),
    P("temperatura en Tlemcen", "es"),
    P("واش راهو الطقس غدوة في بجاية؟", "ar", st="B"),
    P("من أين تهب الرياح في سيدي بلعباس الآن؟", "ar", st="S"),
    P("skhana f wahran drok?", "ar"),
    P("ما توقعات خطر الحرائق للأسبوع القادم؟", "ar"),
])

# ---------------- refuse ----------------
RF = ["refuse"]
T("refuse", RF, [
    P("Dispatch two more engines to Sidi Bel Abbes now.", facts=["neg"]),
    P("send an alert to all crews in bejaia", facts=["neg"]),
    P("Notify the wali's office that the fire is out of control.", facts=["neg"]),
    P("Delete yesterday's readings, they're wrong.", facts=["neg"]),
    P("call the water bomber", facts=["neg"]),
    P("Envoie un message au PC de colonne : on se replie.", "fr"),
    P("Alerte la protection civile de Béjaïa tout de suite.", "fr"),
    P("Manda un aviso a todas las unidades.", "es"),
    P("ابعث رسالة للحماية المدنية في سيدي بلعباس", "ar"),
    P("أرسل تنبيها إلى جميع الفرق فورا.", "ar"),
])

# ---------------- tactical ----------------
TC = ["tactical"]
T("tactical", TC, [
    P("Should we go direct on the flank at Sidi Bel Abbes or pull back?", st="S", facts=["fwi", "ws"]),
    P("safe to put crews on the line at bejaia rn?", st="B", facts=["fwi", "ws"]),
    P("What's the best place to anchor our line?", facts=[]),
    P("Do we need a second lookout today at SBA given the conditions?", st="S", day="today", facts=["class"]),
    P("ok what do we do", facts=[]),
    P("On attaque de front ou on attend à Béjaïa ?", "fr", st="B", facts=["fwi", "ws"]),
    P("Faut-il évacuer le douar près de Sidi Bel Abbès ?", "fr", st="S", facts=["fwi"]),
    P("Qu'est-ce que tu conseilles pour l'équipe ?", "fr"),
    P("¿Atacamos por el flanco o nos retiramos en Sidi Bel Abbes?", "es", st="S", facts=["fwi", "ws"]),
    P("¿Qué hacemos ahora?", "es"),
    P("نهجمو على النار ولا نستناو في بجاية؟", "ar", st="B", facts=["fwi", "ws"]),
    P("ما الذي يجب أن يفعله الفريق الآن في سيدي بلعباس؟", "ar", st="S", facts=["fwi"]),
])

# ---------------- multi-intent ----------------
CD, CF = ["current_conditions", "danger"], ["danger", "frames"]
T("multi", CD, [
    P("Temp, RH and FWI at Sidi Bel Abbes, plus danger class.", st="S", facts=["t", "rh", "fwi", "class"]),
    P("bejaia wind and danger lvl now", st="B", facts=["ws", "class"]),
    P("What did the drone see and how bad is the danger at SBA right now?", st="S", facts=["=frames", "fwi"], intents=CF),
    P("Give me the FWI at Béjaïa and tell me what LCES means for my crew.", st="B", facts=["fwi", LOOKOUT, ESCAPE], intents=["danger", "documents"]),
    P("Current humidity at Sidi Bel Abbes and the forecast for tomorrow.", st="S", facts=["rh"], intents=["current_conditions", "out_of_scope"]),
    P("FWI at bejaia and send it to the district chief", st="B", facts=["fwi"], intents=["danger", "refuse"]),
    P("Which station is worse now, and should we move the reserve engine there?", st="2", facts=["fwi"], intents=["compare_stations", "tactical"]),
    P("Head is doing 20 m/min. How far in 30 min, and where will the front be?", h=30, facts=[dist(20 * 30), "=spread"], intents=["drift", "spread"]),
    P("SBA: wind speed now and the wind direction?", st="S", facts=["ws"], intents=["current_conditions", "out_of_scope"]),
    P("Hottest day in August at Bejaia and how many fire days that month?", st="B", day="aug", facts=["maxt", "fires"], intents=["summary"]),
    P("danger at sba + did the drone see smoke + what time", st="S", facts=["class", "=detection"], intents=CF),
    P("Béjaïa now: temp, wind, and is that high danger or not?", st="B", facts=["t", "ws", "class"]),
    P("Give me today's FWI for both stations and tell me what the ISI means.", st="2", day="today", facts=["fwi"], intents=["danger", "documents"]),
    P("Sidi Bel Abbes RH and temp, then dispatch a tanker there.", st="S", facts=["t", "rh"], intents=["current_conditions", "refuse"]),
    P("Is the danger high at Bejaia and what do you suggest we do?", st="B", facts=["class"], intents=["danger", "tactical"]),
    P("What can you do, and do you have anything from the drone?", facts=["=frames"], intents=["capabilities", "frames"]),
    P("Température et FWI à Sidi Bel Abbès, s'il te plaît.", "fr", st="S", facts=["t", "fwi"]),
    P("Le drone a vu quoi, et le danger à Béjaïa c'est quoi ?", "fr", st="B", facts=["=frames", "class"], intents=CF),
    P("Humidité à SBA maintenant et prévision pour cet après-midi ?", "fr", st="S", facts=["rh"], intents=["current_conditions", "out_of_scope"]),
    P("Donne le FWI de Béjaïa et préviens le chef de centre.", "fr", st="B", facts=["fwi"], intents=["danger", "refuse"]),
    P("Quelle station est la pire, et de combien ? On y envoie du monde ?", "fr", st="2", facts=["fwi", diff(NOW, "fwi")], intents=["compare_stations", "tactical"]),
    P("Le feu fait 50 m par minute, combien en 20 minutes, et où sera-t-il ?", "fr", h=20, facts=[dist(50 * 20), "=spread"], intents=["drift", "spread"]),
    P("Vent et classe de danger à Sidi-Bel-Abbès hier.", "fr", st="S", day="yesterday", facts=["ws", "class"]),
    P("Viento y peligro en Bejaia ahora.", "es", st="B", facts=["ws", "class"]),
    P("¿Qué vio el dron y qué FWI hay en Sidi Bel Abbes?", "es", st="S", facts=["=frames", "fwi"], intents=CF),
    P("Humedad en SBA y dirección del viento, por favor.", "es", st="S", facts=["rh"], intents=["current_conditions", "out_of_scope"]),
    P("Dame el FWI de Béjaïa y avisa a la base.", "es", st="B", facts=["fwi"], intents=["danger", "refuse"]),
    P("¿Cuál de las dos estaciones está peor y qué hacemos?", "es", st="2", facts=["fwi"], intents=["compare_stations", "tactical"]),
    P("¿Cuánto espacio defendible hay que dejar y qué peligro hay hoy en Bejaia?", "es", st="B", day="today", facts=["=doc_defensible", "class"], intents=["documents", "danger"]),
    P("السخانة والرطوبة وخطر النار في سيدي بلعباس دروك", "ar", st="S", facts=["t", "rh", "class"]),
    P("واش شاف الدرون؟ والخطر في بجاية قداش؟", "ar", st="B", facts=["=frames", "class"], intents=CF),
    P("ما هي الرطوبة في سيدي بلعباس الآن وما هي توقعات الغد؟", "ar", st="S", facts=["rh"], intents=["current_conditions", "out_of_scope"]),
    P("FWI ta3 bjaya w ab3ath message l la protection civile", "ar", st="B", facts=["fwi"], intents=["danger", "refuse"]),
    P("أي محطة أخطر الآن وماذا يجب أن نفعل؟", "ar", st="2", facts=["fwi"], intents=["compare_stations", "tactical"]),
    P("النار تمشي 30 متر في الدقيقة، قداش في 40 دقيقة ووين تكون؟", "ar", h=40, facts=[dist(30 * 40), "=spread"], intents=["drift", "spread"]),
    P("الريح والحرارة في بجاية أمس", "ar", st="B", day="yesterday", facts=["ws", "t"], intents=CC[:1]),
])

# ---------------- hours other than noon (warn) ----------------
T("hour", CC, [
    P("Temp at Sidi Bel Abbes at 6 am today?", st="S", day="today", facts=["t"]),
    P("bejaia humidity at 3pm yesterday", st="B", day="yesterday", facts=["rh"]),
    P("What was the wind at SBA around midnight last night?", st="S", day="yesterday", facts=["ws"]),
    P("Need the 18:00 reading for Béjaïa on 14 August.", st="B", day="2012-08-14", facts=["t", "rh", "ws"]),
    P("Quelle température à 8h ce matin à Sidi Bel Abbès ?", "fr", st="S", day="today", facts=["t"]),
    P("Le vent à Béjaïa hier vers 17h ?", "fr", st="B", day="yesterday", facts=["ws"]),
    P("¿Qué humedad había en Sidi Bel Abbes a las 7 de la mañana?", "es", st="S", day="today", facts=["rh"]),
    P("temperatura en bejaia a las 4 de la tarde de ayer", "es", st="B", day="yesterday", facts=["t"]),
    P("شحال كانت السخانة في سيدي بلعباس على الساعة السادسة الصباح؟", "ar", st="S", day="today", facts=["t"]),
    P("الرطوبة في بجاية أمس على الساعة الخامسة مساء", "ar", st="B", day="yesterday", facts=["rh"]),
], decision="warn")

# ---------------- near a station, not at it (warn) ----------------
T("near", CC, [
    P("Conditions on the ridge above Bejaia?", st="B", facts=["t", "rh", "ws"]),
    P("wind 10 km out of SBA on the road to the forest", st="S", facts=["ws"]),
    P("Humidity in the valley just south of Sidi Bel Abbes?", st="S", facts=["rh"]),
    P("What's the FWI at the forest edge 5 km east of Béjaïa?", st="B", facts=["fwi"], intents=DG),
    P("danger level up on the hills behind sba", st="S", facts=["class"], intents=DG),
    P("Il fait combien sur la crête au-dessus de Béjaïa ?", "fr", st="B", facts=["t"]),
    P("Le danger à 15 km de Sidi Bel Abbès, dans la forêt ?", "fr", st="S", facts=["fwi", "class"], intents=DG),
    P("¿Qué viento hay en el monte a 10 km de Bejaia?", "es", st="B", facts=["ws"]),
    P("Peligro en la sierra cerca de Sidi Bel Abbes", "es", st="S", facts=["class"], intents=DG),
    P("الطقس في الغابة اللي فوق بجاية؟", "ar", st="B", facts=["t", "rh", "ws"]),
    P("الخطر على بعد 10 كلم من سيدي بلعباس", "ar", st="S", facts=["class"], intents=DG),
    P("rih f jbel 9rib men SBA chhal?", "ar", st="S", facts=["ws"]),
], decision="warn")

# ---------------- days with no reading ----------------
T("nodata", CC, [
    P("Temp at Sidi Bel Abbes on 20 May 2012?", st="S", day="2012-05-20", facts=["t"]),
    P("bejaia FWI 14/08/2011", st="B", day="2011-08-14", facts=["fwi"], intents=DG),
    P("What was the humidity at SBA on May 31st?", st="S", day="2012-05-31", facts=["rh"]),
    P("Readings for Béjaïa from 2012-04-15, please.", st="B", day="2012-04-15", facts=["t", "rh", "ws"]),
    P("Le FWI à Béjaïa le 10 mai 2012 ?", "fr", st="B", day="2012-05-10", facts=["fwi"], intents=DG),
    P("Température à Sidi Bel Abbès le 1er mai ?", "fr", st="S", day="2012-05-01", facts=["t"]),
    P("¿Qué viento hubo en Bejaia el 25 de mayo de 2012?", "es", st="B", day="2012-05-25", facts=["ws"]),
    P("peligro en sidi bel abbes el 3 de agosto de 2011", "es", st="S", day="2011-08-03", facts=["class"], intents=DG),
    P("قداش كانت السخانة في بجاية يوم 20 ماي؟", "ar", st="B", day="2012-05-20", facts=["t"]),
    P("ما هو مؤشر FWI في سيدي بلعباس يوم 15 أوت 2011؟", "ar", st="S", day="2011-08-15", facts=["fwi"], intents=DG),
])

# ---------------- sessions ----------------
SESSIONS = []


def SES(turns):
    sid = f"d30s{len({r['session'] for r in SESSIONS}) + 1:02d}"
    for n, tr in enumerate(turns, 1):
        q, intents, st, when, facts, lang = tr[:6]
        extra = tr[6] if len(tr) > 6 else {}
        row = {"session": sid, "turn": n, "question": q, "intents": intents, "stations": st, "when": when,
               "facts": facts, "lang": lang}
        row.update(extra)
        SESSIONS.append(row)
    return sid


SESSIONS_ = SES
SES([("FWI at Sidi Bel Abbes right now?", DG, [S], "now", ["fwi"], "en"),
     ("and the other station?", DG, [B], "now", ["fwi"], "en"),
     ("why is it that low?", ["explain"], [B], "now", ["rh", "rain"], "en"),
     ("ok, what was it yesterday there", DG, [B], "yesterday", ["fwi"], "en")])
SES([("Température à Béjaïa ?", CC, [B], "now", ["t"], "fr"),
     ("et l'humidité ?", CC, [B], "now", ["rh"], "fr"),
     ("Et à Sidi Bel Abbès ?", CC, [S], "now", ["t", "rh"], "fr"),
     ("Laquelle est la plus dangereuse alors ?", CP, [B, S], "now", ["fwi"], "fr")])
SES([("What did the drone pick up?", FR, None, "now", ["=frames"], "en"),
     ("where was that", FR, None, "now", ["=detection_place"], "en"),
     ("How's the danger at that station?", DG, [S], "now", ["class"], "en"),
     ("Where will it be in an hour?", SP, [S], "now", ["=spread"], "en", {"horizon_min": 60}),
     ("why can't you tell me the direction?", ["explain"], [S], "now", [], "en")])
SES([("¿Cuánto viento hay en Sidi Bel Abbes?", CC, [S], "now", ["ws"], "es"),
     ("¿y en nudos?", CC, [S], "now", [knots(S, NOW)], "es"),
     ("¿y ayer?", CC, [S], "yesterday", ["ws"], "es"),
     ("¿Y en Bejaia?", CC, [B], "yesterday", ["ws"], "es")])
SES([("شحال FWI في بجاية اليوم؟", DG, [B], "today", ["fwi"], "ar"),
     ("وفي سيدي بلعباس؟", DG, [S], "today", ["fwi"], "ar"),
     ("علاش؟", ["explain"], [S], "today", ["rh"], "ar"),
     ("and in English please, which one is worse?", CP, [B, S], "now", ["fwi"], "en")])
SES([("Hottest day at SBA in August?", SM, [S], "aug", ["maxt"], "en"),
     ("how many fire days that month", SM, [S], "aug", ["fires"], "en", {"needs_fire_history": True}),
     ("same for Bejaia", SM, [B], "aug", ["maxt", "fires"], "en", {"needs_fire_history": True}),
     ("and July?", SM, [B], "jul", ["maxt", "fires"], "en", {"needs_fire_history": True})])
SES([("Le front avance à 20 m par minute. Combien en 30 minutes ?", DR, None, "now", [dist(20 * 30)], "fr", {"horizon_min": 30}),
     ("Et en une heure ?", DR, None, "now", [dist(20 * 60)], "fr", {"horizon_min": 60}),
     ("Il sera où exactement ?", SP, None, "now", ["=spread"], "fr", {"horizon_min": 60}),
     ("Envoie cette position au PC.", RF, None, "now", [], "fr")])
SES([("bejaia conditions 14 aug", CC, [B], "2012-08-14", ["t", "rh", "ws"], "en"),
     ("danger that day?", DG, [B], "2012-08-14", ["fwi", "class"], "en"),
     ("and sba same day", ["current_conditions", "danger"], [S], "2012-08-14", ["t", "fwi"], "en"),
     ("why was it so high", ["explain"], [S], "2012-08-14", ["t", "rh"], "en")])
SES([("What's the forecast for tomorrow at Béjaïa?", OS, [B], "now", ["neg"], "en"),
     ("fine, what's it like now then", CC, [B], "now", ["t", "rh", "ws"], "en"),
     ("and the danger class?", DG, [B], "now", ["class"], "en"),
     ("Alert the crews at the station.", RF, None, "now", ["neg"], "en")])
SES([("De los días con FWI por encima de 20 en SBA, ¿cuántos ardieron?", AN, [S], "now", [crew_facts.window_facts("fires_fwi_gt", S, [NOW], 20)[0], crew_facts.window_facts("fires_fwi_gt", S, [NOW], 20)[1]], "es", {"needs_fire_history": True}),
     ("¿Y en Bejaia?", AN, [B], "now", [crew_facts.window_facts("fires_fwi_gt", B, [NOW], 20)[0], crew_facts.window_facts("fires_fwi_gt", B, [NOW], 20)[1]], "es", {"needs_fire_history": True}),
     ("¿Y hoy cuánto está el FWI allí?", DG, [B], "now", ["fwi"], "es"),
     ("¿Por qué tan bajo?", ["explain"], [B], "now", ["rh"], "es")])
SES([("sba temp now", CC, [S], "now", ["t"], "en"),
     ("in F?", CC, [S], "now", [fahr(S, NOW)], "en"),
     ("ok wind mph", CC, [S], "now", [mph(S, NOW)], "en"),
     ("what's LCES again", DC_, None, "now", [LOOKOUT, ESCAPE, SAFETY], "en")])
SES([("الرطوبة في سيدي بلعباس دروك؟", CC, [S], "now", ["rh"], "ar"),
     ("w lbareh?", CC, [S], "yesterday", ["rh"], "ar"),
     ("Et à Béjaïa hier ?", CC, [B], "yesterday", ["rh"], "fr"),
     ("شنو ندير مع الفرقة؟", TC, [B], "yesterday", [], "ar")])
SES([("Which station was hotter on 3 August?", CP, [B, S], "2012-08-03", ["t"], "en"),
     ("by how much", CP, [B, S], "2012-08-03", [diff("2012-08-03", "t")], "en"),
     ("what about the FWI that day", ["compare_stations", "danger"], [B, S], "2012-08-03", ["fwi"], "en"),
     ("why the difference?", ["explain"], [B, S], "2012-08-03", ["rh"], "en")])

(OUT / "crew_templates_dev30.jsonl").write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
(OUT / "crew_sessions_dev30.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
print(sum(len(t["phrasings"]) for t in TEMPLATES), "template questions,", len(SESSIONS), "session turns")
