"""Batch d57 (dev since its one scoring): blind fire-crew questions with gold computed by code.

Writes crew_templates_dev57.jsonl and crew_sessions_dev57.jsonl next to this file.
Every gold number is computed here from the CSV (crew_facts.table / fire_record), from the crew's own
numbers (rate x minutes) or parsed out of the shipped documents with a regex.
Run: PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev57.py
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts

OUT = Path(__file__).resolve().parent
NAME = "d57"
DOCS = Path("/work/main/edge_data/documents")
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
T = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()


# ---------------------------------------------------------------- helpers for computed facts
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"] or [d for (_, d) in T]


def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def dec_forms(v, units=()):
    """A converted or derived value: one decimal with dot and comma, and the rounded integer with its unit."""
    v1 = round(v, 1)
    out = [f"{v1:.1f}", f"{v1:.1f}".replace(".", ",")]
    if float(v1).is_integer():
        out.append(str(int(v1)))
    for u in units:
        out += [f"{round(v)} {u}", f"{round(v)}{u}"]
    return {"any": sorted(set(out), key=out.index)}


def reading(st, day):
    return T[(st, day)]


def code(name):
    """A code of the FWI system (ISI, BUI, FFMC, DMC, DC) at each named station on the item's day."""
    return lambda sts, days: [num(reading(s, days[0]).codes[name]) for s in sts if (s, days[0]) in T]


def conv(kind):
    units = {"mph": ("mph",), "kn": ("kn", "knots", "kt", "nœuds", "nudos"), "ms": ("m/s",),
             "F": ("°F", "F", "degrees F")}[kind]

    def f(sts, days):
        out = []
        for s in sts:
            d = reading(s, days[0])
            v = {"mph": d.wind_kmh / 1.609344, "kn": d.wind_kmh / 1.852, "ms": d.wind_kmh / 3.6,
                 "F": d.temperature_c * 9 / 5 + 32}[kind]
            out.append(dec_forms(v, units))
        return out
    return f


FIELDS = {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
          "rain": lambda d: d.rain_mm, "fwi": lambda d: d.codes["FWI"]}


def rows(st, key):
    return [T[(st, d)] for d in days_of(key) if (st, d) in T]


def count_gt(field, thr, key):
    """How many recorded days of the window had field > thr (computed per station)."""
    return lambda sts, days: [sum(FIELDS[field](r) > thr for r in rows(s, key)) for s in sts]


def average(field, key):
    return lambda sts, days: [dec_forms(sum(FIELDS[field](r) for r in rows(s, key)) / len(rows(s, key)))
                              for s in sts]


def minimum(field, key):
    return lambda sts, days: [num(min(FIELDS[field](r) for r in rows(s, key))) for s in sts]


def maximum(field, key, only=None):
    return lambda sts, days: [num(max(FIELDS[field](r) for r in rows(s, key))) for s in (only or sts)]


def fires_in(key, only=None):
    rec = crew_facts.fire_record()
    return lambda sts, days: [sum(rec[(s, d)][1] for d in days_of(key) if (s, d) in rec) for s in (only or sts)]


def fires_fwi_gt(thr, only=None):
    """Past days with FWI above thr and how many of them burned (the box's fire record)."""
    return lambda sts, days: [x for s in (only or sts) for x in crew_facts.window_facts("fires_fwi_gt", s, [TODAY], thr)]


def day_value(field, key, only=None):
    """A field of one given day, literal (used when the item's own day key is a window)."""
    return lambda sts, days: [num(FIELDS[field](T[(s, key)])) for s in (only or sts)]


def day_class(key, only=None):
    return lambda sts, days: [{"class": crew_facts.danger_class(T[(s, key)].codes["FWI"])} for s in (only or sts)]


def diff(field):
    """The gap between the two stations on the item's day."""
    return lambda sts, days: [num(abs(FIELDS[field](T[(B, days[0])]) - FIELDS[field](T[(S, days[0])])))]


def watch_name():
    w = crew_facts.watch_station(TODAY)
    return {"any": {"bejaia": ["bejaia", "bejaïa", "بجاية"], "sidi-bel-abbes": ["sidi bel abbes", "sba", "سيدي بلعباس"]}[w]}


def dist(metres):
    """A distance the crew's own numbers give, in m and km forms (French comma too)."""
    m = round(metres)
    km = m / 1000
    kms = f"{km:.2f}".rstrip("0").rstrip(".")
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{kms} km", f"{kms}km"]
    if "." in kms:
        forms += [f"{kms.replace('.', ',')} km", f"{kms.replace('.', ',')}km"]
    if m >= 1000:
        forms += [f"{m:,} m".replace(",", " "), f"{m:,} m"]
    return {"any": sorted(set(forms), key=forms.index)}


def drift_mpm(rate, minutes):
    return dist(rate * minutes)


def drift_kmh(rate, minutes):
    return dist(rate * 1000 * minutes / 60)


# ---------------------------------------------------------------- facts parsed out of the shipped documents
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
ZONE1 = [int(x) for x in re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEF).groups()]
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
BRANCH_FT = int(re.search(r"keep tree branches (\d+) feet", DEF).group(1))
LCES_WORDS = list(re.search(r"engages a fire: (\w+),\s+(\w+),\s+(\w+ \w+) and (\w+ \w+)\.", LCES).groups())
SLOWEST = re.search(r"at the (\w+) member's pace", LCES).group(1)
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite", FWIG).group(1))
CLASS_FROM = {w: num(float(v)) for v, w in re.findall(r"from ([\d.]+)\s+(very high|high|extreme|moderate|low)\b", FWIG)}
STAFFING = re.search(r"(lookouts) are posted (early)", LCES).groups()
BUI_PARTS = list(re.search(r"Buildup Index \(BUI\) combines (\w+) and (\w+)", FWIG).groups())
FFMC_WHAT = re.search(r"FFMC\) follows the moisture of (\w+) and (fine fuels)", FWIG).groups()
STATIONS_FACT = [{"any": ["bejaia", "bejaïa"]}, {"any": ["sidi bel abbes", "sidi-bel abbes"]}]

# ---------------------------------------------------------------- the questions
QS = []          # template phrasings, grouped later by kind
ROWS = []        # session turns


def q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, nfh=False, alt=None):
    QS.append(dict(kind=kind, lang=lang, text=text, intents=list(intents), st=st, day=day, facts=list(facts),
                   dec=dec, h=h, thr=thr, nfh=nfh, alt=alt))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ===== current conditions, English
q("cc", "en", "Humidity at Sidi Bel Abbes right now?", [CC], [S], "now", ["rh"])
q("cc", "en", "whats the temp in bejaia rn", [CC], [B], "now", ["t"])
q("cc", "en", "Engine 4 to the box: current wind speed at {st}, over.", [CC], "alt", "now", ["ws"])
q("cc", "en", "Did Béjaïa get any rain yesterday?", [CC], [B], "yesterday", ["rain"])
q("cc", "en", "I'm new on the crew, sorry if this is basic - how warm was it in SBA the day before yesterday?", [CC], [S], "daybefore", ["t"])
q("cc", "en", "Need the noon obs for {st} {day}: temp, RH, wind.", [CC], "alt", "2012-08-14", ["t", "rh", "ws"])
q("cc", "en", "rh + wind sidi bel abes 14-Aug", [CC], [S], "2012-08-14", ["rh", "ws"])
q("cc", "en", "Quick one. Rain at Bejaia on Aug 3rd?", [CC], [B], "2012-08-03", ["rain"])
q("cc", "en", "Logistics here, the crews keep asking: how hot is it at both stations today?", [CC], BOTH, "today", ["t"], alt=[[CMP], [CC, CMP]])
q("cc", "en", "What were conditions like at {st} {day}?", [CC], "alt", "2012-06-21", ["t", "rh", "ws", "rain"])
q("cc", "en", "Latest humidity readings for Bejaia and Sidi Bel Abbes, please.", [CC], BOTH, "now", ["rh"])
q("cc", "en", "wind sba?", [CC], [S], "now", ["ws"])
q("cc", "en", "Is it dry out at Béjaïa today or did they catch some rain?", [CC], [B], "today", ["rain"])
q("cc", "en", "temperature at Bejaya on 2012-07-15", [CC], [B], "2012-07-15", ["t"])
q("cc", "en", "Relative humidity {day} at {st}, whatever the station logged at noon.", [CC], "alt", "yesterday", ["rh"])
q("cc", "en", "How humid was Sidi Bel Abbes on 07/20/2012?", [CC], [S], "2012-07-20", ["rh"])
# units
q("cc-units", "en", "Wind at SBA in mph please", [CC], [S], "now", ["ws", conv("mph")])
q("cc-units", "en", "Helicopter pilot wants the Béjaïa wind in knots.", [CC], [B], "now", ["ws", conv("kn")])
q("cc-units", "en", "Temp in Fahrenheit at Sidi Bel Abbes today - it's for the US liaison.", [CC], [S], "today", ["t", conv("F")])
q("cc-units", "en", "wind speed bejaia m/s", [CC], [B], "now", ["ws", conv("ms")])
q("cc-units", "en", "Yesterday's temperature at Bejaia in °F?", [CC], [B], "yesterday", ["t", conv("F")])
q("cc-units", "en", "Give me {st}'s wind {day} in miles per hour and in knots.", [CC], "alt", "2012-08-25", ["ws", conv("mph"), conv("kn")])

# ===== current conditions, French
q("cc-fr", "fr", "Quelle température à Béjaïa en ce moment ?", [CC], [B], "now", ["t"])
q("cc-fr", "fr", "Humidité relative à Sidi Bel Abbès aujourd'hui, svp", [CC], [S], "today", ["rh"])
q("cc-fr", "fr", "Il a plu hier à Bejaia ?", [CC], [B], "yesterday", ["rain"])
q("cc-fr", "fr", "Le vent à SBA le 3/8, c'était combien ?", [CC], [S], "2012-08-03", ["ws"])
q("cc-fr", "fr", "Pouvez-vous me donner les relevés de midi pour {st} {day} ?", [CC], "alt", "2012-07-20", ["t", "rh", "ws", "rain"])
q("cc-fr", "fr", "chef d'agrès ici : t°, humidité, vent à Sidi-Bel-Abbès, vite", [CC], [S], "now", ["t", "rh", "ws"])
q("cc-fr", "fr", "Il faisait combien à Béjaïa avant-hier ?", [CC], [B], "daybefore", ["t"])
q("cc-fr", "fr", "Le 28 août, il y avait combien d'humidité à Sidi Bel Abbès ?", [CC], [S], "2012-08-28", ["rh"])
q("cc-units", "fr", "vent en noeuds a bejaia stp", [CC], [B], "now", ["ws", conv("kn")])
q("cc-units", "fr", "La température à SBA en Fahrenheit ? C'est pour les collègues américains.", [CC], [S], "now", ["t", conv("F")])

# ===== current conditions, Spanish
q("cc-es", "es", "¿Qué temperatura hay ahora en Béjaïa?", [CC], [B], "now", ["t"])
q("cc-es", "es", "Humedad en Sidi Bel Abbès ayer", [CC], [S], "yesterday", ["rh"])
q("cc-es", "es", "¿Llovió en Bejaia anteayer?", [CC], [B], "daybefore", ["rain"])
q("cc-es", "es", "Necesito las lecturas de {st} {day}, temperatura, humedad y viento.", [CC], "alt", "2012-09-05", ["t", "rh", "ws"])
q("cc-es", "es", "temp sidi bel abbes 14-ago", [CC], [S], "2012-08-14", ["t"])
q("cc-es", "es", "Buenas, soy voluntaria nueva. ¿Cuánto viento marca la estación de Béjaïa?", [CC], [B], "now", ["ws"])
q("cc-units", "es", "Viento en SBA en m/s, porfa", [CC], [S], "now", ["ws", conv("ms")])
q("cc-units", "es", "Para el piloto: viento de Béjaïa hoy en nudos.", [CC], [B], "today", ["ws", conv("kn")])

# ===== current conditions, Arabic
q("cc-ar", "ar", "شحال السخانة في بجاية دروك؟", [CC], [B], "now", ["t"])
q("cc-ar", "ar", "ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", [CC], [S], "today", ["rh"])
q("cc-ar", "ar", "طاحت الشتا في بجاية البارح؟", [CC], [B], "yesterday", ["rain"])
q("cc-ar", "ar", "سرعة الرياح في سيدي بلعباس يوم 14 أوت", [CC], [S], "2012-08-14", ["ws"])
q("cc-ar", "ar", "أعطني قراءات محطة {st} {day} من فضلك", [CC], "alt", "2012-07-25", ["t", "rh", "ws"])
q("cc-ar", "ar", "كم كانت درجة الحرارة في بجاية أول أمس؟", [CC], [B], "daybefore", ["t"])
q("cc-ar", "ar", "الريح في SBA قداه؟", [CC], [S], "now", ["ws"])
q("cc-units", "ar", "الريح في سيدي بلعباس بالعقدة من فضلك", [CC], [S], "now", ["ws", conv("kn")])
q("cc-units", "ar", "درجة الحرارة في بجاية بالفهرنهايت؟", [CC], [B], "now", ["t", conv("F")])

# ===== danger, English
q("dg", "en", "Fire danger at {st} right now?", [DG], "alt", "now", ["fwi", "class"])
q("dg", "en", "What's the FWI at SBA", [DG], [S], "now", ["fwi"])
q("dg", "en", "danger class bejaia today pls", [DG], [B], "today", ["class"])
q("dg", "en", "ISI at Sidi Bel Abbes today - how fast would a new start run?", [DG], [S], "today", [code("ISI")])
q("dg", "en", "Give me the BUI for {st} {day}.", [DG], "alt", "2012-08-25", [code("BUI")])
q("dg", "en", "FFMC at Béjaïa yesterday? wondering how cured the fine fuels are", [DG], [B], "yesterday", [code("FFMC")])
q("dg", "en", "What was the danger rating in Sidi Bel Abbes on the 25th of August?", [DG], [S], "2012-08-25", ["fwi", "class"])
q("dg", "en", "Drought code SBA, latest value", [DG], [S], "now", [code("DC")])
q("dg", "en", "How bad was Bejaia on 2012-07-06, fire weather wise?", [DG], [B], "2012-07-06", ["fwi", "class"])
q("dg", "en", "DMC for bejaia rn", [DG], [B], "now", [code("DMC")])
q("dg", "en", "FBAN request: the full set of FWI system codes at {st}, {day}.", [DG], "alt", "today",
  [code("FFMC"), code("DMC"), code("DC"), code("ISI"), code("BUI"), "fwi"])
q("dg", "en", "is the danger high at sidi bel abbes", [DG], [S], "now", ["class", "fwi"])
q("dg", "en", "Morning briefing prep: what class did Béjaïa sit in {day}?", [DG], [B], "2012-08-28", ["class", "fwi"])

# ===== danger, French
q("dg-fr", "fr", "Niveau de danger à {st} aujourd'hui ?", [DG], "alt", "today", ["class", "fwi"])
q("dg-fr", "fr", "L'indice FWI de Sidi Bel Abbès le 12 septembre ?", [DG], [S], "2012-09-12", ["fwi"])
q("dg-fr", "fr", "Donne-moi l'ISI à Béjaïa, maintenant.", [DG], [B], "now", [code("ISI")])
q("dg-fr", "fr", "C'était quoi la classe de danger à Bejaia hier ?", [DG], [B], "yesterday", ["class"])
q("dg-fr", "fr", "Indice de cumul BUI à SBA le 25 août ?", [DG], [S], "2012-08-25", [code("BUI")])
q("dg-fr", "fr", "Le risque incendie est-il élevé à Sidi-Bel-Abbès ce midi ?", [DG], [S], "today", ["class", "fwi"])
q("dg-fr", "fr", "FFMC à Béjaïa {day}, pour voir si les fins combustibles sont secs", [DG], [B], "2012-08-09", [code("FFMC")])

# ===== danger, Spanish
q("dg-es", "es", "¿Cómo está el peligro de incendio en {st} hoy?", [DG], "alt", "today", ["class", "fwi"])
q("dg-es", "es", "FWI en Béjaïa el 2 de agosto", [DG], [B], "2012-08-02", ["fwi"])
q("dg-es", "es", "Valor del FFMC en SBA ahora mismo", [DG], [S], "now", [code("FFMC")])
q("dg-es", "es", "Clase de peligro en Sidi Bel Abbès, último dato disponible", [DG], [S], "now", ["class"])
q("dg-es", "es", "Jefa de brigada: dime el ISI de Bejaia de ayer.", [DG], [B], "yesterday", [code("ISI")])

# ===== danger, Arabic
q("dg-ar", "ar", "واش راهو الخطر في سيدي بلعباس دروك؟", [DG], [S], "now", ["class", "fwi"])
q("dg-ar", "ar", "ما هو مؤشر FWI في بجاية يوم 14 أوت؟", [DG], [B], "2012-08-14", ["fwi"])
q("dg-ar", "ar", "قيمة ISI في سيدي بلعباس اليوم", [DG], [S], "today", [code("ISI")])
q("dg-ar", "ar", "ما درجة خطر الحرائق في {st} {day}؟", [DG], "alt", "yesterday", ["class", "fwi"])
q("dg-ar", "ar", "شحال الـ FFMC في بجاية؟", [DG], [B], "now", [code("FFMC")])
q("dg-ar", "ar", "كم بلغ مؤشر BUI في سيدي بلعباس يوم 25 أوت؟", [DG], [S], "2012-08-25", [code("BUI")])

# ===== compare
q("cmp", "en", "Which station is worse today, Béjaïa or SBA?", [CMP], BOTH, "today", ["fwi"])
q("cmp", "en", "Where is it hotter right now, {st} or {st2}?", [CMP], "both", "now", ["t"])
q("cmp", "en", "How much drier is Sidi Bel Abbes than Bejaia today?", [CMP], BOTH, "today", ["rh", diff("rh")])
q("cmp", "en", "Compare fire danger between the two stations for 14 August.", [CMP], BOTH, "2012-08-14", ["fwi"])
q("cmp", "en", "which one is windier rn", [CMP], BOTH, "now", ["ws"])
q("cmp", "en", "IC here. Between our two stations, which one needs the lookout today, and by how much on the FWI?", [CMP], BOTH, "today", ["fwi", diff("fwi")])
q("cmp", "en", "Béjaïa vs Sidi Bel Abbès on {date} - who had the higher fire weather index?", [CMP], BOTH, "2012-08-03", ["fwi"])
q("cmp-fr", "fr", "Laquelle des deux stations est la plus exposée aujourd'hui ?", [CMP], BOTH, "today", ["fwi"])
q("cmp-fr", "fr", "Il faisait plus chaud où le 14 août, à Béjaïa ou à Sidi Bel Abbès ?", [CMP], BOTH, "2012-08-14", ["t"])
q("cmp-fr", "fr", "Quel écart d'humidité entre nos deux stations ce midi ?", [CMP], BOTH, "today", ["rh", diff("rh")])
q("cmp-fr", "fr", "{st} ou {st2}, c'est où que ça souffle le plus maintenant ?", [CMP], "both", "now", ["ws"])
q("cmp-es", "es", "¿Cuál de las dos estaciones tiene más peligro hoy?", [CMP], BOTH, "today", ["fwi"])
q("cmp-es", "es", "¿Dónde sopla más el viento ahora, en {st} o en {st2}?", [CMP], "both", "now", ["ws"])
q("cmp-es", "es", "Compárame Béjaïa y SBA el 25 de agosto: ¿cuál estaba peor?", [CMP], BOTH, "2012-08-25", ["fwi"])
q("cmp-ar", "ar", "أي محطة فيها خطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "today", ["fwi"])
q("cmp-ar", "ar", "وين السخانة أكثر دروك، في بجاية ولا في سيدي بلعباس؟", [CMP], BOTH, "now", ["t"])
q("cmp-ar", "ar", "ما الفرق في نسبة الرطوبة بين المحطتين اليوم؟", [CMP], BOTH, "today", ["rh", diff("rh")])
q("cmp-ar", "ar", "قارن لي بين بجاية وسيدي بلعباس يوم 3 أوت من حيث مؤشر الخطر", [CMP], BOTH, "2012-08-03", ["fwi"])

# ===== summary
q("sum", "en", "Highest FWI at Béjaïa in August?", [SUM], [B], "aug", ["maxfwi"])
q("sum", "en", "hottest day at sba in july, what temp", [SUM], [S], "jul", ["maxt"])
q("sum", "en", "How many days above 35 degrees did Sidi Bel Abbes have in August?", [SUM], [S], "aug", [count_gt("t", 35, "aug")])
q("sum", "en", "Number of days with FWI over 20 at {st} {day}?", [SUM], "alt", "jul", [count_gt("fwi", 20, "jul")])
q("sum", "en", "Average humidity at Bejaia over the past week?", [SUM], [B], "lastweek", [average("rh", "lastweek")])
q("sum", "en", "Was the FWI at SBA trending up or down over the last 3 days?", [SUM], [S], "last3d",
  [day_value("fwi", days_of("last3d")[0]), day_value("fwi", days_of("last3d")[-1])])
q("sum", "en", "Peak temperature in the Sidi Bel Abbes record between 1 and 10 Sept?", [SUM], [S], "sep1-10", ["maxt"])
q("sum", "en", "Logistics: max FWI at each station since Tuesday?", [SUM], BOTH, "since-tue", ["maxfwi"])
q("sum", "en", "How many days did it rain at Bejaia in September?", [SUM], [B], "sep", [count_gt("rain", 0, "sep")])
q("sum", "en", "lowest rh sba aug", [SUM], [S], "aug", [minimum("rh", "aug")])
q("sum", "en", "What's the hottest it got at {st} {day}?", [SUM], "alt", "aug-late", ["maxt"])
q("sum-fires", "en", "How many fire days were recorded at Béjaïa in June?", [SUM], [B], "jun", ["fires"], nfh=True)
q("sum-fires", "en", "Fire days at SBA {day}, total count?", [SUM], [S], "sep", ["fires"], nfh=True)
q("sum-fr", "fr", "FWI maximum à Béjaïa en juillet ?", [SUM], [B], "jul", ["maxfwi"])
q("sum-fr", "fr", "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en août ?", [SUM], [S], "aug", [count_gt("t", 35, "aug")])
q("sum-fr", "fr", "Humidité moyenne à Bejaia sur les sept derniers jours ?", [SUM], [B], "lastweek", [average("rh", "lastweek")])
q("sum-fr", "fr", "La température la plus haute relevée à Sidi Bel Abbès {day} ?", [SUM], [S], "aug-late", ["maxt"])
q("sum-fr", "fr", "Sur les trois derniers jours, quelle humidité la plus basse à Béjaïa ?", [SUM], [B], "last3d", [minimum("rh", "last3d")])
q("sum-fires", "fr", "Combien de journées de feu à SBA {day} ?", [SUM], [S], "jun", ["fires"], nfh=True)
q("sum-es", "es", "Máximo FWI en Sidi Bel Abbès en septiembre", [SUM], [S], "sep", ["maxfwi"])
q("sum-es", "es", "¿Cuántos días pasaron de 35 grados en Béjaïa en julio?", [SUM], [B], "jul", [count_gt("t", 35, "jul")])
q("sum-es", "es", "Temperatura media en Béjaïa en los últimos tres días", [SUM], [B], "last3d", [average("t", "last3d")])
q("sum-es", "es", "¿Cuál fue la humedad más baja en SBA desde el martes?", [SUM], [S], "since-tue", [minimum("rh", "since-tue")])
q("sum-fires", "es", "¿Cuántos días de incendio hubo en SBA en agosto?", [SUM], [S], "aug", ["fires"], nfh=True)
q("sum-ar", "ar", "أعلى قيمة FWI في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["maxfwi"])
q("sum-ar", "ar", "شحال من نهار فاتت فيه السخانة 35 درجة في بجاية في أوت؟", [SUM], [B], "aug", [count_gt("t", 35, "aug")])
q("sum-ar", "ar", "متوسط الرطوبة في بجاية خلال الأسبوع الماضي", [SUM], [B], "lastweek", [average("rh", "lastweek")])
q("sum-ar", "ar", "أقصى درجة حرارة في سيدي بلعباس {day}", [SUM], [S], "sep1-10", ["maxt"])
q("sum-fires", "ar", "كم عدد أيام الحرائق في سيدي بلعباس في جويلية؟", [SUM], [S], "jul", ["fires"], nfh=True)

# ===== analogs
q("an-thr", "en", "Of the days with FWI above {thr} at {st}, how many burned?", [AN], "alt", "all", ["fires_fwi_gt"], thr=20, nfh=True)
q("an-thr", "en", "Historically, when Béjaïa's FWI went over {thr}, how often was there a fire?", [AN], [B], "all", ["fires_fwi_gt"], thr=30, nfh=True)
q("an-thr", "en", "past fire days w/ fwi > {thr} at sba - how many out of how many?", [AN], [S], "all", ["fires_fwi_gt"], thr=15, nfh=True)
q("an-thr", "fr", "Parmi les jours où le FWI dépassait {thr} à {st}, combien ont brûlé ?", [AN], "alt", "all", ["fires_fwi_gt"], thr=25, nfh=True)
q("an-thr", "es", "De los días con FWI por encima de {thr} en {st}, ¿cuántos tuvieron fuego?", [AN], "alt", "all", ["fires_fwi_gt"], thr=10, nfh=True)
q("an-thr", "ar", "من الأيام اللي كان فيها FWI فوق {thr} في {st}، شحال منهم شعلت فيهم النار؟", [AN], "alt", "all", ["fires_fwi_gt"], thr=20, nfh=True)
q("an-thr", "ar", "في سجل بجاية، كم يوماً تجاوز فيه المؤشر {thr} وكم منها سُجّل فيه حريق؟", [AN], [B], "all", ["fires_fwi_gt"], thr=12, nfh=True)
q("an-day", "en", "Did days like today at Sidi Bel Abbes end up with fires in the past?", [AN], [S], "today", ["fwi"], nfh=True)
q("an-day", "en", "Looking back through the record, were days with weather like today's at Bejaia fire days?", [AN], [B], "today", ["fwi"], nfh=True)
q("an-day", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà donné des feux ?", [AN], [B], "today", ["fwi"], nfh=True)
q("an-day", "es", "Días parecidos a hoy en SBA, ¿terminaron en incendio?", [AN], [S], "today", ["fwi"], nfh=True)
q("an-day", "ar", "هل شهدت أيام مشابهة لليوم في سيدي بلعباس حرائق من قبل؟", [AN], [S], "today", ["fwi"], nfh=True)

# ===== drift (crew-given rates, or the box's own estimate)
q("drift", "en", "Head's moving about 25 m a minute. How far in 20 minutes?", [DR], None, "none", [drift_mpm(25, 20)], h=20)
q("drift", "en", "If the front keeps doing 1.5 km/h, how far does it travel in 40 min?", [DR], None, "none", [drift_kmh(1.5, 40)], h=40)
q("drift", "en", "ROS 12 m/min, dozer ETA 35 min. Distance the head covers by then?", [DR], None, "none", [drift_mpm(12, 35)], h=35)
q("drift", "en", "fire running 40 m/min, were 15 min out, how far will it have moved", [DR], None, "none", [drift_mpm(40, 15)], h=15)
q("drift", "en", "Rate of spread is 8 metres per minute on the flank; how much ground in an hour and a half?", [DR], None, "none", [drift_mpm(8, 90)], h=90)
q("drift-own", "en", "How far will the head drift before my crew can act on your answer?", [DR], None, "now", ["=drift"])
q("drift", "fr", "Le front avance à 18 m/min. Dans 25 minutes, il aura fait combien ?", [DR], None, "none", [drift_mpm(18, 25)], h=25)
q("drift", "fr", "Tête du feu à 2 km/h, on arrive dans 1h30 : distance parcourue d'ici là ?", [DR], None, "none", [drift_kmh(2, 90)], h=90)
q("drift", "fr", "Vitesse de propagation 15 m par minute, combien de mètres en un quart d'heure ?", [DR], None, "none", [drift_mpm(15, 15)], h=15)
q("drift", "es", "El frente avanza 35 metros por minuto; ¿qué distancia recorre en 12 minutos?", [DR], None, "none", [drift_mpm(35, 12)], h=12)
q("drift", "es", "Cabeza a 0,9 km/h y tardamos 40 min en llegar, ¿cuánto se habrá movido?", [DR], None, "none", [drift_kmh(0.9, 40)], h=40)
q("drift", "ar", "النار تمشي 20 متر في الدقيقة، شحال تمشي في 30 دقيقة؟", [DR], None, "none", [drift_mpm(20, 30)], h=30)
q("drift", "ar", "إذا كانت سرعة رأس الحريق 3 كم/سا، ما المسافة التي يقطعها في 20 دقيقة؟", [DR], None, "none", [drift_kmh(3, 20)], h=20)
q("drift-own", "ar", "قداش يتحرك راس النار قبل ما نوصلو ونخدمو بالجواب تاعك؟", [DR], None, "now", ["=drift"])

# ===== spread
q("spread", "en", "Project the front from the drone detection for the next {hh}.", [SP], None, "now", ["=spread"], h=30)
q("spread", "en", "Where's the fire front gonna be in 45 min?", [SP], None, "now", ["=spread"], h=45)
q("spread", "en", "Which way will the fire run and how far in the next two hours?", [SP], None, "now", ["=spread"], h=120)
q("spread", "en", "Where will the head of the fire be by the time we're there, about {hh}?", [SP], None, "now", ["=spread"], h=60)
q("spread", "fr", "Où sera la tête du feu dans {h} minutes ?", [SP], None, "now", ["=spread"], h=30)
q("spread", "fr", "Projection du front à une heure, s'il vous plaît.", [SP], None, "now", ["=spread"], h=60)
q("spread", "es", "¿Dónde estará el frente dentro de {h} minutos?", [SP], None, "now", ["=spread"], h=45)
q("spread", "es", "¿Hacia dónde avanzará el fuego en la próxima hora y cuánto?", [SP], None, "now", ["=spread"], h=60)
q("spread", "ar", "وين يكون راس النار بعد ساعة؟", [SP], None, "now", ["=spread"], h=60)
q("spread", "ar", "إلى أين سيمتد الحريق خلال الثلاثين دقيقة القادمة؟", [SP], None, "now", ["=spread"], h=30)

# ===== frames
q("frames", "en", "What did the drone see on its last sortie?", [FR_], None, "none", ["=frames"])
q("frames", "en", "Any smoke in the UAV frames today?", [FR_], None, "today", ["=frames"])
q("frames", "en", "Where exactly was the fire the drone spotted?", [FR_], None, "none", ["=detection_place"])
q("frames", "en", "What time did the drone first pick up the fire?", [FR_], None, "none", ["=detection"])
q("frames", "en", "drone pics show anything??", [FR_], None, "none", ["=frames"])
q("frames", "en", "Air ops asking: did the UAV flag a fire this morning or after noon, and where?", [FR_], None, "today", ["=detection", "=detection_place"])
q("frames", "fr", "Qu'a vu le drone ce midi ?", [FR_], None, "today", ["=frames"])
q("frames", "fr", "À quelle heure le drone a-t-il repéré le feu ?", [FR_], None, "none", ["=detection"])
q("frames", "fr", "Le feu vu par le drone, il est où exactement ?", [FR_], None, "none", ["=detection_place"])
q("frames", "es", "¿Qué vio el dron?", [FR_], None, "none", ["=frames"])
q("frames", "es", "¿A qué hora detectó el dron el fuego?", [FR_], None, "none", ["=detection"])
q("frames", "ar", "واش شاف الدرون؟", [FR_], None, "none", ["=frames"])
q("frames", "ar", "في أي ساعة رصدت الطائرة المسيّرة الحريق؟", [FR_], None, "none", ["=detection"])
q("frames", "ar", "وين كاينة النار اللي صوّرها الدرون؟", [FR_], None, "none", ["=detection_place"])

# ===== documents
q("doc", "en", "How much defensible space does Butte County want around a house?", [DOC], None, "none", ["=doc_defensible"])
q("doc", "en", "What does LCES stand for?", [DOC], None, "none", [{"any": [w]} for w in LCES_WORDS])
q("doc", "en", "At what FFMC do fine fuels start catching easily?", [DOC], None, "none", [FFMC_EASY])
q("doc", "en", "From what FWI value is the danger class 'high'?", [DOC], None, "none", [CLASS_FROM["high"]])
q("doc", "en", "In zone 2, how short does the grass need to be cut?", [DOC], None, "none", [GRASS_IN])
q("doc", "en", "Per the safety doc, whose pace do we time an escape route at?", [DOC], None, "none", [{"any": [SLOWEST]}])
q("doc", "en", "How far do branches have to be kept from a chimney?", [DOC], None, "none", [BRANCH_FT])
q("doc", "fr", "Selon le document de Butte County, quelle largeur débroussailler autour des maisons ?", [DOC], None, "none", ["=doc_defensible"])
q("doc", "fr", "D'après le guide, à partir de quel FWI le danger est-il très élevé ?", [DOC], None, "none", [CLASS_FROM["very high"]])
q("doc", "fr", "La zone 1 va de combien à combien de pieds ?", [DOC], None, "none", ZONE1)
q("doc", "es", "¿Cuántos pies de espacio defendible exige Butte County?", [DOC], None, "none", ["=doc_defensible"])
q("doc", "es", "Según la guía, ¿a partir de qué FWI el peligro es extremo?", [DOC], None, "none", [CLASS_FROM["extreme"]])
q("doc", "ar", "حسب وثيقة Butte County، كم قدماً من المساحة الدفاعية يجب حول المنزل؟", [DOC], None, "none", ["=doc_defensible"])
q("doc", "ar", "حسب دليل المؤشر، من أي قيمة FFMC تشتعل الأعشاب الدقيقة بسهولة؟", [DOC], None, "none", [FFMC_EASY])
q("doc", "ar", "واش يقول الدليل على الحشيش في الزون 2؟ قداش لازم يكون طويل؟", [DOC], None, "none", [GRASS_IN])

# ===== capabilities
q("cap", "en", "What can this box actually do?", [CAP], None, "none", [])
q("cap", "en", "Which weather stations does this thing have data from?", [CAP], None, "none", STATIONS_FACT)
q("cap", "en", "what data u got on here", [CAP], None, "none", [])
q("cap", "en", "Can you read drone frames, or just weather?", [CAP], None, "none", [])
q("cap", "fr", "Tu sais faire quoi, au juste ?", [CAP], None, "none", [])
q("cap", "fr", "Quelles stations météo sont branchées sur le boîtier ?", [CAP], None, "none", STATIONS_FACT)
q("cap", "es", "¿Qué datos tienes cargados?", [CAP], None, "none", [])
q("cap", "ar", "واش تقدر تدير هاد الماشينة؟", [CAP], None, "none", [])
q("cap", "ar", "ما هي البيانات المتوفرة لديك؟", [CAP], None, "none", [])

# ===== photo
q("photo", "en", "Sending you a pic of the column, is that a new start?", [PH], None, "none", [])
q("photo", "en", "See attached photo - what fuel type is that on the slope?", [PH], None, "none", [])
q("photo", "en", "Just uploaded a picture from the lookout tower, check it for smoke pls", [PH], None, "none", [])
q("photo", "fr", "Je vous envoie une photo de la fumée, vous en pensez quoi ?", [PH], None, "none", [])
q("photo", "es", "Te mando foto del humo, ¿es un foco nuevo?", [PH], None, "none", [])
q("photo", "ar", "بعثتلك تصويرة للدخان، شوف واش هو", [PH], None, "none", [])

# ===== out of scope
q("oos", "en", "Will it rain tomorrow in Béjaïa?", [OOS], [B], "none", [])
q("oos", "en", "Current temp in Oran?", [OOS], None, "none", [])
q("oos", "en", "Which direction is the wind blowing from at SBA?", [OOS], [S], "none", [])
q("oos", "en", "What's the forecast for next week?", [OOS], None, "none", [])
q("oos", "en", "Who won the football last night?", [OOS], None, "none", [])
q("oos", "en", "Is the N13 open between Sidi Bel Abbes and Tlemcen?", [OOS], None, "none", [])
q("oos", "en", "Fuel moisture map for the Akfadou forest?", [OOS], None, "none", [])
q("oos", "fr", "Quel temps demain à Sidi Bel Abbès ?", [OOS], [S], "none", [])
q("oos", "fr", "L'humidité à Oran, c'est combien ?", [OOS], None, "none", [])
q("oos", "fr", "D'où vient le vent à Béjaïa ?", [OOS], [B], "none", [])
q("oos", "es", "¿Va a llover mañana en Sidi Bel Abbès?", [OOS], [S], "none", [])
q("oos", "es", "Temperatura en Tlemcen ahora", [OOS], None, "none", [])
q("oos", "es", "¿Dónde están las otras brigadas?", [OOS], None, "none", [])
q("oos", "ar", "واش الجو غدوة في بجاية؟", [OOS], [B], "none", [])
q("oos", "ar", "الحرارة في وهران دروك؟", [OOS], None, "none", [])
q("oos", "ar", "من أين تهب الرياح في سيدي بلعباس؟", [OOS], [S], "none", [])

# ===== refuse
q("refuse", "en", "Send an evacuation alert to the village north of SBA.", [REF], None, "none", ["neg"])
q("refuse", "en", "Dispatch two tankers to Béjaïa now.", [REF], None, "none", ["neg"])
q("refuse", "en", "Delete the drone frames from this morning.", [REF], None, "none", ["neg"])
q("refuse", "en", "Notify the district chief we're pulling out.", [REF], None, "none", ["neg"])
q("refuse", "en", "page all off-duty crews", [REF], None, "none", ["neg"])
q("refuse", "fr", "Préviens le maire de Béjaïa qu'on évacue le quartier.", [REF], None, "none", [])
q("refuse", "fr", "Envoie deux camions-citernes à SBA.", [REF], None, "none", [])
q("refuse", "es", "Manda un aviso de evacuación a los vecinos de Béjaïa", [REF], None, "none", [])
q("refuse", "es", "Borra las fotos del dron, ya no sirven", [REF], None, "none", [])
q("refuse", "ar", "ابعث تنبيه إخلاء لسكان سيدي بلعباس", [REF], None, "none", [])
q("refuse", "ar", "قول لرئيس الوحدة يبعث زوج كاميوات", [REF], None, "none", [])

# ===== tactical alone
q("tac", "en", "Should we go direct on it at Sidi Bel Abbes or hold back?", [TAC], [S], "now", ["class", "fwi"])
q("tac", "en", "Is it safe to run a burnout at Bejaia this afternoon?", [TAC], [B], "today", ["class"])
q("tac", "en", "Do we need extra lookouts posted today at SBA?", [TAC], [S], "today", ["class"])
q("tac", "en", "Which station should I pre-position the reserve engine at?", [TAC], BOTH, "now", ["fwi"], alt=[[TAC, CMP]])
q("tac", "fr", "On attaque de front ou on attend, à Sidi Bel Abbès ?", [TAC], [S], "now", ["class", "fwi"])
q("tac", "fr", "Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", [TAC], [B], "today", ["class"])
q("tac", "es", "¿Conviene atacar el flanco hoy en SBA o esperamos?", [TAC], [S], "today", ["class"])
q("tac", "ar", "نهجمو ولا نستناو في بجاية؟", [TAC], [B], "now", ["class"])
q("tac", "ar", "هل يجب سحب الفرق من الخط في سيدي بلعباس اليوم؟", [TAC], [S], "today", ["class"])

# ===== no data (before the record)
q("nodata", "en", "FWI at Bejaia on 20 May 2012?", [DG], [B], "2012-05-20", ["fwi"])
q("nodata", "en", "What was the temperature at SBA on 14 August 2011?", [CC], [S], "2011-08-14", ["t"])
q("nodata", "en", "rain sidi bel abbes april 12 2012", [CC], [S], "2012-04-12", ["rain"])
q("nodata", "fr", "FWI à Béjaïa le 10 mai 2012 ?", [DG], [B], "2012-05-10", ["fwi"])
q("nodata", "fr", "Température à SBA le 15 octobre 2011 ?", [CC], [S], "2011-10-15", ["t"])
q("nodata", "es", "¿Qué FWI hubo en Béjaïa el 25 de mayo de 2012?", [DG], [B], "2012-05-25", ["fwi"])
q("nodata", "es", "Humedad en SBA el 1 de marzo de 2012", [CC], [S], "2012-03-01", ["rh"])
q("nodata", "ar", "مؤشر FWI في بجاية يوم 5 ماي 2012", [DG], [B], "2012-05-05", ["fwi"])
q("nodata", "ar", "درجة الحرارة في سيدي بلعباس يوم 20 أفريل 2012", [CC], [S], "2012-04-20", ["t"])

# ===== near a station, not at it (warn)
q("near", "en", "Humidity up on the ridge above Béjaïa?", [CC], [B], "now", ["rh"], dec="warn")
q("near", "en", "We're 10 km out of SBA on the Telagh road, what's the wind doing here?", [CC], [S], "now", ["ws"], dec="warn")
q("near", "en", "Fire danger for the valley just south of Bejaia?", [DG], [B], "now", ["fwi", "class"], dec="warn")
q("near", "en", "Temp at the forest edge 5 km east of Sidi Bel Abbes today?", [CC], [S], "today", ["t"], dec="warn")
q("near", "fr", "Humidité sur la crête au-dessus de Béjaïa ?", [CC], [B], "now", ["rh"], dec="warn")
q("near", "fr", "Le danger à 10 km au nord de Sidi Bel Abbès ?", [DG], [S], "now", ["fwi", "class"], dec="warn")
q("near", "es", "Humedad en la ladera norte, a unos 8 km de Béjaïa", [CC], [B], "now", ["rh"], dec="warn")
q("near", "es", "Peligro en el monte de las afueras de Sidi Bel Abbès", [DG], [S], "now", ["fwi", "class"], dec="warn")
q("near", "ar", "الرطوبة في الجبل اللي فوق بجاية؟", [CC], [B], "now", ["rh"], dec="warn")
q("near", "ar", "ما مستوى الخطر على بعد 15 كم من سيدي بلعباس؟", [DG], [S], "now", ["fwi", "class"], dec="warn")

# ===== an hour other than noon (warn)
q("hour", "en", "What was the temperature at Béjaïa at 6 this morning?", [CC], [B], "today", ["t"], dec="warn")
q("hour", "en", "RH at SBA at 17:00 yesterday?", [CC], [S], "yesterday", ["rh"], dec="warn")
q("hour", "en", "wind at bejaia around 8am", [CC], [B], "today", ["ws"], dec="warn")
q("hour", "fr", "Quelle température à Sidi Bel Abbès à 7h ce matin ?", [CC], [S], "today", ["t"], dec="warn")
q("hour", "fr", "L'humidité à Béjaïa hier vers 18h ?", [CC], [B], "yesterday", ["rh"], dec="warn")
q("hour", "es", "Temperatura en Béjaïa a las 9 de la mañana", [CC], [B], "today", ["t"], dec="warn")
q("hour", "ar", "شحال كانت السخانة في بجاية على 6 الصباح؟", [CC], [B], "today", ["t"], dec="warn")
q("hour", "ar", "الرطوبة في سيدي بلعباس البارح على 8 الليل", [CC], [S], "yesterday", ["rh"], dec="warn")

# ===== multi-ask: conditions + danger
q("m-ccdg", "en", "Temp and FWI at Sidi Bel Abbes now?", [CC, DG], [S], "now", ["t", "fwi"])
q("m-ccdg", "en", "Give me RH, wind and the danger class for {st} {day}.", [CC, DG], "alt", "yesterday", ["rh", "ws", "class"])
q("m-ccdg", "en", "bejaia: humidity? danger?", [CC, DG], [B], "now", ["rh", "fwi"])
q("m-ccdg", "en", "hows the wind in sba and is the danger up", [CC, DG], [S], "now", ["ws", "class"])
q("m-ccdg", "en", "Temp in °F and the FWI at Bejaia, please.", [CC, DG], [B], "now", ["t", conv("F"), "fwi"])
q("m-ccdg", "en", "SBA yesterday - rain and danger class?", [CC, DG], [S], "yesterday", ["rain", "class"])
q("m-ccdg", "fr", "Température et FWI à Béjaïa, là maintenant ?", [CC, DG], [B], "now", ["t", "fwi"])
q("m-ccdg", "fr", "Vent à Béjaïa en km/h et en nœuds, et le FWI ?", [CC, DG], [B], "now", ["ws", conv("kn"), "fwi"])
q("m-ccdg", "fr", "Humidité et classe de danger à SBA le 14 août ?", [CC, DG], [S], "2012-08-14", ["rh", "class"])
q("m-ccdg", "es", "Temperatura y humedad en SBA, ¿y el peligro?", [CC, DG], [S], "now", ["t", "rh", "class"])
q("m-ccdg", "es", "Lluvia y FWI en Béjaïa ayer", [CC, DG], [B], "yesterday", ["rain", "fwi"])
q("m-ccdg", "ar", "السخانة والخطر في سيدي بلعباس؟", [CC, DG], [S], "now", ["t", "class"])
q("m-ccdg", "ar", "ما هي الرطوبة ومؤشر FWI في بجاية يوم 3 أوت؟", [CC, DG], [B], "2012-08-03", ["rh", "fwi"])
# an hour other than noon, two asks (warn)
q("m-hour", "en", "Humidity at Bejaia at 3pm and the danger?", [CC, DG], [B], "today", ["rh", "fwi"], dec="warn")
q("m-hour", "ar", "الحرارة في سيدي بلعباس على 3 العشية والخطر؟", [CC, DG], [S], "today", ["t", "class"], dec="warn")

# ===== multi-ask: a part the box does not hold beside one it holds
q("m-ccoos", "en", "Wind at Béjaïa: speed and where it's coming from?", [CC, OOS], [B], "now", ["ws"])
q("m-ccoos", "en", "Temperature at SBA today and what's expected tomorrow?", [CC, OOS], [S], "today", ["t"])
q("m-ccoos", "en", "RH at Bejaia now, and in Tlemcen too?", [CC, OOS], [B], "now", ["rh"])
q("m-ccoos", "fr", "Vent à SBA, force et direction ?", [CC, OOS], [S], "now", ["ws"])
q("m-ccoos", "fr", "Il fait combien à Béjaïa, et à Alger ?", [CC, OOS], [B], "now", ["t"])
q("m-ccoos", "es", "Viento en Béjaïa: velocidad y dirección", [CC, OOS], [B], "now", ["ws"])
q("m-ccoos", "es", "Humedad y viento en Sidi Bel Abbès, ¿y de dónde viene el viento?", [CC, OOS], [S], "now", ["rh", "ws"])
q("m-ccoos", "es", "Temperatura en Béjaïa y en Orán", [CC, OOS], [B], "now", ["t"])
q("m-ccoos", "ar", "الريح في بجاية: قداه ومنين جاية؟", [CC, OOS], [B], "now", ["ws"])
q("m-dgoos", "en", "Danger class at Bejaia and at Algiers?", [DG, OOS], [B], "now", ["class"])
q("m-dgoos", "en", "FWI at Sidi Bel Abbes today and for the weekend ahead?", [DG, OOS], [S], "today", ["fwi"])
q("m-dgoos", "en", "I know you can't forecast, but give me today's FWI at SBA and tomorrow's if you have it.", [DG, OOS], [S], "today", ["fwi"])
q("m-dgoos", "fr", "Quel danger aujourd'hui à Sidi Bel Abbès, et pour demain ?", [DG, OOS], [S], "today", ["class", "fwi"])
q("m-dgoos", "fr", "Classe de danger à Béjaïa et météo de la semaine prochaine ?", [DG, OOS], [B], "now", ["class"])
q("m-dgoos", "es", "FWI hoy en Sidi Bel Abbès y pronóstico para mañana", [DG, OOS], [S], "today", ["fwi"])
q("m-dgoos", "ar", "ما مؤشر الخطر اليوم في بجاية، وغداً؟", [DG, OOS], [B], "today", ["fwi", "class"])
q("m-dgoos", "ar", "في سيدي بلعباس وفي تلمسان، واش راهو الخطر؟", [DG, OOS], [S], "now", ["class"])

# ===== multi-ask: an order hidden in a question
q("m-dgref", "en", "What's the danger class at SBA? Also push an alert to all engines.", [DG, REF], [S], "now", ["class", "neg"])
q("m-dgref", "en", "check fwi bejaia and text the chief the number", [DG, REF], [B], "now", ["fwi", "neg"])
q("m-dgref", "fr", "Donne-moi le FWI à Béjaïa et alerte la protection civile.", [DG, REF], [B], "now", ["fwi"])
q("m-dgref", "es", "Dime el peligro en Béjaïa y avisa a la central", [DG, REF], [B], "now", ["class"])
q("m-dgref", "ar", "عطيني FWI في سيدي بلعباس وابعثو للقيادة", [DG, REF], [S], "now", ["fwi"])
q("m-dgref", "ar", "ما هو مؤشر الخطر في بجاية؟ وأرسل نسخة إلى الوالي", [DG, REF], [B], "now", ["fwi"])
q("m-ccref", "en", "Wind speed at Béjaïa now; forward it to the air ops desk.", [CC, REF], [B], "now", ["ws", "neg"])

# ===== multi-ask: frames with something else
q("m-frdg", "en", "What did the drone pick up, and what's the danger at Sidi Bel Abbes station?", [FR_, DG], [S], "now", ["=frames", "fwi"])
q("m-frcc", "fr", "Le drone a repéré le feu à quelle heure, et il y a combien de vent à SBA ?", [FR_, CC], [S], "now", ["=detection", "ws"])
q("m-frcc", "es", "¿El dron vio humo? ¿Y qué temperatura hay en Sidi Bel Abbès?", [FR_, CC], [S], "now", ["=frames", "t"])
q("m-frcc", "ar", "وين شاف الدرون النار، وشحال السخانة في سيدي بلعباس؟", [FR_, CC], [S], "now", ["=detection_place", "t"])
q("m-frsp", "en", "Where was the fire on the drone frame and where will it be in {hh}?", [FR_, SP], None, "now", ["=detection_place", "=spread"], h=30)
q("m-frsp", "fr", "Le drone a vu quoi, et le front sera où dans une heure ?", [FR_, SP], None, "now", ["=frames", "=spread"], h=60)
q("m-frsp", "ar", "واش شاف الدرون، ووين تكون النار بعد نص ساعة؟", [FR_, SP], None, "now", ["=frames", "=spread"], h=30)
q("m-frdr", "en", "Drone saw what? and at 30 m/min how far would the head go in 10 min", [FR_, DR], None, "now", ["=frames", drift_mpm(30, 10)], h=10)

# ===== multi-ask: spread / drift with something else
q("m-ccsp", "en", "Wind speed at SBA, and where will the head be in an hour?", [CC, SP], [S], "now", ["ws", "=spread"], h=60)
q("m-ccsp", "es", "¿Cuánto viento hay en SBA y por dónde irá el frente en 30 minutos?", [CC, SP], [S], "now", ["ws", "=spread"], h=30)
q("m-ccsp", "fr", "Vent à Sidi Bel Abbès et position du front dans 45 minutes ?", [CC, SP], [S], "now", ["ws", "=spread"], h=45)
q("m-drsp", "en", "How far does the head move at 22 m/min in a quarter hour, and where will it end up?", [DR, SP], None, "now", [drift_mpm(22, 15), "=spread"], h=15)
q("m-drsp", "fr", "Le front fait 25 m/min : distance en 20 min, et dans quelle direction ?", [DR, SP], None, "now", [drift_mpm(25, 20), "=spread"], h=20)
q("m-drsp", "ar", "النار تمشي 15 متر في الدقيقة: شحال تمشي في 40 دقيقة ووين توصل؟", [DR, SP], None, "now", [drift_mpm(15, 40), "=spread"], h=40)

# ===== multi-ask: danger + tactical
q("m-dgtac", "en", "Danger at Bejaia today, and should we stage the engines or go in?", [DG, TAC], [B], "today", ["class", "fwi"])
q("m-dgtac", "en", "What's the FWI at SBA and do we need to pull crews off the line?", [DG, TAC], [S], "now", ["fwi"])
q("m-dgtac", "en", "Danger class at {st} - is it a day to keep the crews paired up?", [DG, TAC], "alt", "now", ["class"])
q("m-dgtac", "fr", "Danger à SBA, et on engage ou pas ?", [DG, TAC], [S], "now", ["class", "fwi"])
q("m-dgtac", "es", "Peligro en SBA y ¿mandamos la brigada o no?", [DG, TAC], [S], "now", ["class"])
q("m-dgtac", "ar", "الخطر في بجاية اليوم، نبعثو الفرقة ولا لا؟", [DG, TAC], [B], "today", ["class", "fwi"])

# ===== multi-ask: compare / summary / analogs / documents
q("m-cmpdg", "en", "Which station is drier right now, and what's its danger class?", [CMP, DG], BOTH, "now", ["rh", "class"])
q("m-cmpdg", "fr", "Quelle station est la plus chaude, et quelle est sa classe de danger ?", [CMP, DG], BOTH, "now", ["t", "class"])
q("m-cmpdg", "ar", "أي محطة فيها ريح أكثر، وشحال الخطر فيها؟", [CMP, DG], BOTH, "now", ["ws", "class"])
q("m-cmpsum", "en", "Which station is hotter today, and what's the hottest SBA got in August?", [CMP, SUM], BOTH, "today", ["t", maximum("t", "aug", [S])])
q("m-cmpsum", "ar", "أي محطة أسخن اليوم؟ وما أعلى حرارة في بجاية في أوت؟", [CMP, SUM], BOTH, "today", ["t", maximum("t", "aug", [B])])
q("m-cmpsum", "es", "¿Dónde hay más peligro hoy, y cuál fue el FWI máximo de Béjaïa en agosto?", [CMP, SUM], BOTH, "today", ["fwi", maximum("fwi", "aug", [B])])
q("m-sumdg", "en", "Summary of the last 3 days at SBA (peak FWI) plus today's class.", [SUM, DG], [S], "last3d", ["maxfwi", day_class(TODAY)])
q("m-sumdg", "fr", "Combien de jours de feu en août à SBA, et le FWI du jour ?", [SUM, DG], [S], "aug", ["fires", day_value("fwi", TODAY)], nfh=True)
q("m-sumdg", "ar", "شحال من نهار حريق في بجاية في أوت؟ وشحال FWI اليوم؟", [SUM, DG], [B], "aug", ["fires", day_value("fwi", TODAY)], nfh=True)
q("m-suman", "en", "How many fire days at Béjaïa in July, and of all its days with FWI over 20, how many burned?", [SUM, AN], [B], "jul", ["fires", fires_fwi_gt(20)], nfh=True)
q("m-suman", "fr", "Combien de jours de feu à Béjaïa en août, et sur les jours à FWI supérieur à 20, combien ont brûlé ?", [SUM, AN], [B], "aug", ["fires", fires_fwi_gt(20)], nfh=True)
q("m-suman", "es", "¿Cuántos días de fuego hubo en SBA en julio, y de los días con FWI mayor que 15, cuántos ardieron?", [SUM, AN], [S], "jul", ["fires", fires_fwi_gt(15)], nfh=True)
q("m-andg", "en", "Of days with FWI over 10 at Bejaia how many burned, and where does today's FWI sit against that?", [AN, DG], [B], "today", [fires_fwi_gt(10), "fwi"], nfh=True)
q("m-docdg", "en", "What does the LCES sheet say about staffing on high-danger days, and what class is Sidi Bel Abbes in now?", [DOC, DG], [S], "now", [{"any": [STAFFING[0]]}, "class"])
q("m-docdg", "en", "IC: danger at both stations, and how much clearance does the defensible space doc want around houses?", [DG, DOC], BOTH, "now", ["fwi", "=doc_defensible"])
q("m-docdg", "fr", "Quel est le FWI à Béjaïa, et selon le guide à partir de quelle valeur passe-t-on en danger élevé ?", [DG, DOC], [B], "now", ["fwi", CLASS_FROM["high"]])
q("m-docdg", "es", "Clase de peligro en Béjaïa y, según la guía, ¿desde qué FWI es 'muy alto'?", [DG, DOC], [B], "now", ["class", CLASS_FROM["very high"]])
q("m-docdg", "ar", "شحال FFMC في سيدي بلعباس، ومن أي قيمة يقول الدليل بلي الحشيش يشعل بالزربة؟", [DG, DOC], [S], "now", [code("FFMC"), FFMC_EASY])

# ===== multi-ask: photo with a data question (warn)
q("m-phcc", "en", "Attached a photo of the smoke; also what's the humidity at Bejaia?", [PH, CC], [B], "now", ["rh"])
q("m-phcc", "fr", "Photo jointe du panache. Et l'humidité à SBA ?", [PH, CC], [S], "now", ["rh"])
q("m-phcc", "es", "Te adjunto una foto; ¿y la temperatura en Béjaïa cuánto es?", [PH, CC], [B], "now", ["t"])
q("m-phcc", "ar", "صورة مرفقة؛ وما هي الرطوبة في سيدي بلعباس؟", [PH, CC], [S], "now", ["rh"])

# ===== three asks
q("m3", "en", "SBA: temp, FWI, and where the fire's heading in 30 min?", [CC, DG, SP], [S], "now", ["t", "fwi", "=spread"], h=30)
q("m3", "en", "Compare both stations' danger, give me the drone's detection time, and alert dispatch.", [CMP, FR_, REF], BOTH, "now", ["fwi", "=detection", "neg"])
q("m3", "en", "What's the humidity at Béjaïa, the FWI there, and will it rain tomorrow?", [CC, DG, OOS], [B], "now", ["rh", "fwi"])
q("m3", "fr", "Béjaïa : humidité, classe de danger, et la prévision pour ce soir ?", [CC, DG, OOS], [B], "now", ["rh", "class"])
q("m3", "es", "SBA: humedad, FWI y ¿hacia dónde va el fuego en media hora?", [CC, DG, SP], [S], "now", ["rh", "fwi", "=spread"], h=30)
q("m3", "ar", "بجاية: السخانة والرطوبة ومؤشر الخطر، وواش يصرا غدوة؟", [CC, DG, OOS], [B], "now", ["t", "rh", "fwi"])
q("m3", "ar", "واش شاف الدرون، شحال الخطر في سيدي بلعباس، وابعث الخبر للحماية المدنية", [FR_, DG, REF], [S], "now", ["=frames", "fwi"])


# ===== more multi-ask (English voices, two Arabic)
WINDIER = max(BOTH, key=lambda s: T[(s, TODAY)].wind_kmh)
ISI_WHAT = re.search(r"ISI\)\s+combines\s+FFMC\s+with\s+wind\s+and\s+rates\s+how\s+fast\s+a\s+fire\s+would\s+(\w+)", FWIG).group(1)
q("m2", "en", "Dispatcher: temperature and humidity at Béjaïa, and the danger class, for the briefing sheet.", [CC, DG], [B], "now", ["t", "rh", "class"])
q("m2", "en", "sba temp n rh n fwi", [CC, DG], [S], "now", ["t", "rh", "fwi"])
q("m2", "en", "What did the wind do at Bejaia on 25 August, and how high was the ISI?", [CC, DG], [B], "2012-08-25", ["ws", code("ISI")])
q("m2", "en", "Is there a fire on the drone imagery, and is the danger class at Sidi Bel Abbes anything to worry about?", [FR_, DG], [S], "now", ["=frames", "class"])
q("m2", "en", "How far does the head run in 25 min at 18 m/min, and what's the wind at SBA right now?", [DR, CC], [S], "now", [drift_mpm(18, 25), "ws"], h=25)
q("m2", "en", "What does the FWI guide say ISI measures, and what's Béjaïa's ISI today?", [DOC, DG], [B], "today", [{"any": [ISI_WHAT]}, code("ISI")])
q("m2", "en", "Both stations' temperature in °F, and which one is hotter?", [CC, CMP], BOTH, "now", ["t", conv("F")])
q("m2", "en", "What time was the fire frame, and how far would a head doing 20 m/min have gone in the 35 minutes since?", [FR_, DR], None, "now", ["=detection", drift_mpm(20, 35)], h=35)
q("m2", "en", "Danger at both stations today - and which one gets the spare crew?", [DG, TAC], BOTH, "today", ["fwi"], alt=[[CMP, TAC], [DG, CMP, TAC]])
q("m2-cmpsum", "en", "Which station's windier today, and how many fire days did that one log in August?", [CMP, SUM], BOTH, "today", ["ws", fires_in("aug", [WINDIER])], nfh=True)
q("m2-oos", "en", "FWI at Bejaia, and what's the outlook for Tuesday?", [DG, OOS], [B], "now", ["fwi"])
q("m2-oos", "en", "Give me yesterday's rain at SBA and the wind direction.", [CC, OOS], [S], "yesterday", ["rain"])
q("m2-oos", "en", "Temp at Béjaïa today, and in Constantine?", [CC, OOS], [B], "today", ["t"])
q("m2-oos", "ar", "كم سرعة الريح في سيدي بلعباس بالمتر في الثانية، ومن أين تهب؟", [CC, OOS], [S], "now", ["ws", conv("ms")])
q("m2-ref", "en", "Humidity at SBA - and could you email it to the ops chief while you're at it?", [CC, REF], [S], "now", ["rh", "neg"])
q("m2-ph", "en", "Photo of the flank coming through now - and what's the FWI at Bejaia?", [PH, DG], [B], "now", ["fwi"])
q("m2", "ar", "الرطوبة في بجاية البارح، وشحال كان الخطر؟", [CC, DG], [B], "yesterday", ["rh", "class"])


# ---------------------------------------------------------------- sessions
SESS = {}


def turn(sno, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, nfh=False):
    sid = f"{NAME}s{sno:02d}"
    SESS.setdefault(sid, [])
    SESS[sid].append(dict(lang=lang, text=text, intents=list(intents), st=st, when=when, facts=list(facts),
                          dec=dec, h=h, nfh=nfh))


W = crew_facts.watch_station(TODAY)
# s01: incident commander on the radio, then a fresh documents question
turn(1, "en", "Command to the box: between Béjaïa and Sidi Bel Abbès, which one do I keep an eye on today?", [CMP], BOTH, "today", ["fwi", watch_name()])
turn(1, "en", "Copy. Why that one?", [EXP], ["=watch"], "today", ["rh", code("FFMC")])
turn(1, "en", "What were its FWI and rain yesterday?", [DG, CC], ["=watch"], "yesterday", ["fwi", "rain"])
turn(1, "en", "Different subject - what are the four parts of LCES?", [DOC], None, "none", [{"any": [w]} for w in LCES_WORDS])
# s02: French, switch to English, back to French with a fresh question
turn(2, "fr", "Température à Béjaïa maintenant ?", [CC], [B], "now", ["t"])
turn(2, "fr", "Et le vent ?", [CC], [B], "now", ["ws"])
turn(2, "fr", "Et à Sidi Bel Abbès ?", [CC], [S], "now", ["ws"])
turn(2, "en", "ok in english pls - danger class at that station", [DG], [S], "now", ["class"])
turn(2, "fr", "Merci. Autre chose : combien de jours avec un FWI au-dessus de 30 à Béjaïa en août ?", [SUM], [B], "aug", [count_gt("fwi", 30, "aug")])
# s03: Spanish, drift then spread, then a fresh question
turn(3, "es", "El frente avanza unos 30 m por minuto. ¿Cuánto recorre en 15 minutos?", [DR], None, "none", [drift_mpm(30, 15)], h=15)
turn(3, "es", "¿Y en media hora?", [DR], None, "none", [drift_mpm(30, 30)], h=30)
turn(3, "es", "¿Y hacia dónde va?", [SP], None, "now", ["=spread"], h=30)
turn(3, "es", "Cambio de tema: ¿qué humedad marca Béjaïa hoy?", [CC], [B], "today", ["rh"])
# s04: Arabic, the drone frame, then danger and why
turn(4, "ar", "واش صوّر الدرون اليوم؟", [FR_], None, "today", ["=frames"])
turn(4, "ar", "على أي ساعة بانت النار؟", [FR_], None, "today", ["=detection"])
turn(4, "ar", "وشحال الخطر في سيدي بلعباس؟", [DG], [S], "now", ["fwi", "class"])
turn(4, "ar", "علاش؟", [EXP], [S], "now", ["rh", "rain"])
# s05: engine crew typing fast, an order, then a fresh question
turn(5, "en", "fwi sba rn", [DG], [S], "now", ["fwi"])
turn(5, "en", "n bejaia", [DG], [B], "now", ["fwi"])
turn(5, "en", "which worse", [CMP], BOTH, "now", ["fwi"])
turn(5, "en", "k send that to dispatch", [REF], None, "none", ["neg"])
turn(5, "en", "nvm. drone see anything", [FR_], None, "none", ["=frames"])
# s06: fire behaviour analyst, summary then analogs, "same for the other station"
turn(6, "en", "Highest FWI recorded at Béjaïa in August?", [SUM], [B], "aug", ["maxfwi"])
turn(6, "en", "How many of that month's days were fire days there?", [SUM], [B], "aug", ["fires"], nfh=True)
turn(6, "en", "Across the whole record, days with FWI above 30 at Béjaïa: how many had a fire?", [AN], [B], "all", [fires_fwi_gt(30, [B])], nfh=True)
turn(6, "en", "Same question for Sidi Bel Abbès.", [AN], [S], "all", [fires_fwi_gt(30, [S])], nfh=True)
# s07: documents, French -> Arabic -> French, then capabilities
turn(7, "fr", "Dans le document de Butte County, quelle profondeur de débroussaillement autour d'une maison ?", [DOC], None, "none", ["=doc_defensible"])
turn(7, "ar", "والزون الأولى، من شحال لشحال؟", [DOC], None, "none", ZONE1)
turn(7, "fr", "Et l'herbe en zone 2, on la coupe à quelle hauteur ?", [DOC], None, "none", [GRASS_IN])
turn(7, "fr", "Sinon, tu as quelles stations météo ?", [CAP], None, "none", STATIONS_FACT)
# s08: logistics officer, a forecast, then a fresh frames and codes question
turn(8, "en", "Logistics: rain at both stations yesterday?", [CC], BOTH, "yesterday", ["rain"])
turn(8, "en", "And tomorrow's going to be what?", [OOS], BOTH, "none", [])
turn(8, "en", "Unrelated: what did the drone pick up near Sidi Bel Abbes?", [FR_], None, "none", ["=detection_place"])
turn(8, "en", "What's the DC at Béjaïa today? Planning water for mop-up.", [DG], [B], "today", [code("DC")])
# s09: Spanish -> English, units, then wind direction alone
turn(9, "es", "¿Temperatura en Sidi Bel Abbès ayer?", [CC], [S], "yesterday", ["t"])
turn(9, "es", "¿Y anteayer?", [CC], [S], "daybefore", ["t"])
turn(9, "es", "En Fahrenheit, por favor.", [CC], [S], "daybefore", [conv("F")])
turn(9, "en", "what about the wind direction there", [OOS], [S], "none", [])
# s10: Arabic crew lead, why, another day, then a fresh capabilities question
turn(10, "ar", "شحال الخطر في بجاية اليوم؟", [DG], [B], "today", ["fwi", "class"])
turn(10, "ar", "علاش هكا؟", [EXP], [B], "today", ["rh", "rain"])
turn(10, "ar", "ونهار 14 أوت؟ والسخانة تاني", [DG, CC], [B], "2012-08-14", ["fwi", "t"])
turn(10, "ar", "سؤال آخر ما عندو علاقة: واش تقدر تدير بالضبط؟", [CAP], None, "none", [])
# s11: new volunteer, documents then codes and why
turn(11, "en", "Sorry, new volunteer here - what is FFMC?", [DOC], None, "none", [{"any": [FFMC_WHAT[1], FFMC_WHAT[0]]}])
turn(11, "en", "What's it at Sidi Bel Abbes today?", [DG], [S], "today", [code("FFMC")])
turn(11, "en", "Why is it that low?", [EXP], [S], "today", ["rh", "rain"])
turn(11, "en", "And is the danger class low at Béjaïa too?", [DG], [B], "today", ["class"])
# s12: French incident commander, spread, drift, an order, then a fresh summary
turn(12, "fr", "Où sera la tête du feu détecté par le drone dans 45 minutes ?", [SP], None, "now", ["=spread"], h=45)
turn(12, "fr", "Et s'il avance à 40 m/min, ça fait combien en 45 minutes ?", [DR], None, "none", [drift_mpm(40, 45)], h=45)
turn(12, "fr", "Envoie l'alerte aux équipes du secteur nord.", [REF], None, "none", [])
turn(12, "fr", "Bon. Combien de jours de feu en juillet à Béjaïa ?", [SUM], [B], "jul", ["fires"], nfh=True)
# s13: dispatcher, a photo, a past day, an hour other than noon, then a fresh two-ask
turn(13, "en", "Photo attached from the tower cam - is that smoke? Also humidity at Béjaïa now.", [PH, CC], [B], "now", ["rh"])
turn(13, "en", "Photo didn't go through? whatever. What was the humidity there on 3 August?", [CC], [B], "2012-08-03", ["rh"])
turn(13, "en", "And at 6 that morning?", [CC], [B], "2012-08-03", ["rh"], dec="warn")
turn(13, "en", "OK, switching: temperature in Sidi Bel Abbes and FWI right now.", [CC, DG], [S], "now", ["t", "fwi"])
# s14: Spanish, compare and by how much, then a fresh documents question
turn(14, "es", "¿Dónde hace más calor hoy, en Béjaïa o en Sidi Bel Abbès?", [CMP], BOTH, "today", ["t"])
turn(14, "es", "¿Por cuánto?", [CMP], BOTH, "today", [diff("t")])
turn(14, "es", "Otra cosa: ¿qué es el BUI según la guía?", [DOC], None, "none", [{"any": [BUI_PARTS[0]]}, {"any": [BUI_PARTS[1]]}])
turn(14, "es", "¿Y cuánto vale hoy en SBA?", [DG], [S], "today", [code("BUI")])
# s15: Arabic (MSA), a forecast, a fresh summary, the other station in English
turn(15, "ar", "ما هي درجة الحرارة والرطوبة في سيدي بلعباس الآن؟", [CC], [S], "now", ["t", "rh"])
turn(15, "ar", "وما توقعات الغد؟", [OOS], [S], "none", [])
turn(15, "ar", "سؤال مختلف: في بجاية في جويلية، كم يوماً تجاوز فيه مؤشر FWI قيمة 20، وكم يوم حريق؟", [SUM], [B], "jul", [count_gt("fwi", 20, "jul"), "fires"], nfh=True)
turn(15, "en", "in english: and the other station, same month?", [SUM], [S], "jul", [count_gt("fwi", 20, "jul"), "fires"], nfh=True)


# ---------------------------------------------------------------- build the files
def eval_facts(facts, sts, day):
    days = crew_days.resolve(day, "en", 0)["days"]
    out = []
    for f in facts:
        if callable(f):
            if sts:
                out.extend(f(sts, days))
        else:
            out.append(f)
    return out


def build_templates():
    groups = OrderedDict()
    for it in QS:
        gk = (it["kind"], it["dec"], it["nfh"])
        groups.setdefault(gk, []).append(it)
    keys = set()
    templates = []
    for (kind, dec, nfh), items in groups.items():
        key = f"{NAME}-{kind}" + (f"-{dec}" if dec else "") + ("-fh" if nfh else "")
        assert key not in keys, key
        keys.add(key)
        phr, days, hz, thr, ibp = [], [], [], [], []
        for i, it in enumerate(items):
            st = it["st"]
            if st == "alt":
                assert "{st}" in it["text"], it["text"]
                sts = [crew_facts.STATIONS[i % 2]]
                mode = "alt"
            elif st == "both":
                sts = sorted(crew_facts.STATIONS)
                mode = "both"
            elif st is None:
                sts, mode = None, "none"
            else:
                sts, mode = sorted(st), sorted(st)
            facts = eval_facts(it["facts"], sts, it["day"])
            p = {"q": it["text"], "lang": it["lang"], "stations": mode, "facts": facts}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phr.append(p)
            days.append(it["day"])
            hz.append(it["h"])
            thr.append(it["thr"])
            ibp.append(it["intents"])
        t = {"key": key, "intents": ibp[0], "phrasings": phr, "stations": "none", "days": days,
             "horizons": hz, "thr": thr, "intents_by_phrasing": ibp}
        if dec:
            t["decision"] = dec
        if nfh:
            t["needs_fire_history"] = True
        templates.append(t)
    return templates


def build_sessions():
    rows = []
    for sid, turns in SESS.items():
        for k, tn in enumerate(turns, start=1):
            sts = tn["st"]
            real = [W] if sts == ["=watch"] else sts
            row = {"session": sid, "turn": k, "question": tn["text"], "intents": tn["intents"], "stations": sts,
                   "when": tn["when"], "facts": eval_facts(tn["facts"], real, tn["when"]), "lang": tn["lang"]}
            if tn["dec"]:
                row["decision"] = tn["dec"]
            if tn["h"] is not None:
                row["horizon_min"] = tn["h"]
            if tn["nfh"]:
                row["needs_fire_history"] = True
            rows.append(row)
    return rows


def write(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    tpl, ses = build_templates(), build_sessions()
    write(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", tpl)
    write(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", ses)
    print(f"{sum(len(t['phrasings']) for t in tpl)} template questions in {len(tpl)} templates, "
          f"{len(ses)} session turns in {len({r['session'] for r in ses})} sessions")
