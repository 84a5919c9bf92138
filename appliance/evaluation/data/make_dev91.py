"""Blind batch d91 (dev; sealed at stop 59, scored once at stop 60): a representative busy day of crew questions, gold
computed by code. Run:  python -m appliance.evaluation.data.make_dev91
Writes crew_templates_dev91.jsonl and crew_sessions_dev91.jsonl next to this file. Every gold number comes
from the CSV (crew_facts.table / fire_record), from the crew's own numbers, or from the shipped documents.
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d91"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"

DEV = {"B": "bejaia", "S": "sidi-bel-abbes"}
INT = {"cc": "current_conditions", "dg": "danger", "cmp": "compare_stations", "sum": "summary", "an": "analogs",
       "dr": "drift", "sp": "spread", "fr": "frames", "doc": "documents", "cap": "capabilities", "ph": "photo",
       "oos": "out_of_scope", "ref": "refuse", "tac": "tactical", "ex": "explain"}


# ---------------------------------------------------------------- helpers: facts computed from the data
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def row(st, key):
    days = days_of(key)
    assert len(days) == 1, key
    return crew_facts.table()[(DEV[st], days[0])]


def num(x):
    return crew_facts._num(round(x, 1))


def fmt1(v):
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def forms(v, units):
    """A converted figure: one decimal (point or comma) or the whole number with its unit."""
    out = []
    d = fmt1(v)
    out += [d, d.replace(".", ",")] if "." in d else [f"{d} {u}" for u in units] + [f"{d}{u}" for u in units]
    r = round(v)
    out += [f"{r} {u}" for u in units] + [f"{r}{u}" for u in units]
    return {"any": list(OrderedDict.fromkeys(out))}


def code(st, key, name):
    return crew_facts._num(row(st, key).codes[name])


def knots(st, key):
    return forms(row(st, key).wind_kmh / 1.852, ["kn", "knots", "kt", "nœuds", "noeuds", "nudos", "عقدة"])


def mph(st, key):
    return forms(row(st, key).wind_kmh * 0.621371, ["mph"])


def ms(st, key):
    return forms(row(st, key).wind_kmh / 3.6, ["m/s", "m s"])


def fahr(st, key):
    return forms(row(st, key).temperature_c * 9 / 5 + 32, ["°F", "F", "degrees F"])


def wrows(st, key):
    t = crew_facts.table()
    return [t[(DEV[st], d)] for d in days_of(key) if (DEV[st], d) in t]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def count_above(st, key, field, thr):
    return sum(FIELD[field](r) > thr for r in wrows(st, key))


def mean(st, key, field):
    vals = [FIELD[field](r) for r in wrows(st, key)]
    m = sum(vals) / len(vals)
    d = fmt1(m)
    return {"any": list(OrderedDict.fromkeys([d, d.replace(".", ",")]))}


def wmin(st, key, field):
    return num(min(FIELD[field](r) for r in wrows(st, key)))


def wmax(st, key, field):
    return num(max(FIELD[field](r) for r in wrows(st, key)))


def rain_total(st, key):
    tot = sum(r.rain_mm for r in wrows(st, key))
    d = fmt1(tot)
    return {"any": list(OrderedDict.fromkeys([f"{d} mm", f"{d.replace('.', ',')} mm", f"{d}mm", f"{d.replace('.', ',')}mm"]))}


def trend(st, key):
    rs = wrows(st, key)
    return [crew_facts._num(rs[0].codes["FWI"]), crew_facts._num(rs[-1].codes["FWI"])]


def analog_counts(st, thr):
    """Past days (before the clock's day) with FWI above thr, and how many of them had a fire."""
    today = crew_days.TODAY.isoformat()
    hot = [fire for (dev, day), (fwi, fire) in crew_facts.fire_record().items()
           if dev == DEV[st] and fwi > thr and day < today]
    return [len(hot), sum(hot)]


def dist(metres):
    """A distance the crew's own numbers give: metres and kilometres, point and comma."""
    m = round(metres)
    km = fmt1(m / 1000) if m % 100 == 0 else f"{m / 1000:.2f}".rstrip("0")
    out = [f"{m} m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر", f"{km} km",
           f"{km.replace('.', ',')} km", f"{km} كم"]
    if m >= 1000:
        out += [f"{m:,} m", f"{m:,}".replace(",", " ") + " m"]
    return {"any": list(OrderedDict.fromkeys(out))}


# ---------------------------------------------------------------- facts parsed from the shipped documents
TEXT = {p.stem: p.read_text(encoding="utf-8") for p in DOCS.glob("*.md")}
ALL = re.sub(r"\s+", " ", "\n".join(TEXT.values()))


def grab(pattern, group=1):
    m = re.search(pattern, ALL, flags=re.S)
    assert m, pattern
    return m.group(group)


DEF_FT = int(grab(r"requires (\d+) feet of defensible space"))
ZONE0_FT = int(grab(r"Zone 0 is the first (\d+) feet"))
GRASS_IN = int(grab(r"maximum height of (\d+) inches"))
BRANCH_FT = int(grab(r"branches (\d+) feet"))
FFMC_EASY = int(grab(r"above about (\d+)\s+fine fuels"))
HIGH_FROM = float(grab(r"from ([\d.]+) high"))
VHIGH_FROM = float(grab(r"from ([\d.]+)\s+very high"))
LCES = [w.strip() for w in re.split(r",|\band\b", grab(r"four things in place before it engages a fire: ([^.]+)\."))]
SLOWEST = grab(r"at the (\w+) member's pace")
DOWNHILL = grab(r"builds line (\w+) toward a fire")
ISI_WORD = grab(r"rates how fast a fire would (\w+)")
FWI_WORD = grab(r"into one rating of fire (\w+)")
ZONE1_TO = int(grab(r"Zone 1 runs from \d+ to (\d+) feet"))
DC_WORD = grab(r"Drought Code \(DC\) follow (\w+)")


def feet(v):
    m = v * 0.3048
    out = [f"{v} feet", f"{v} ft", f"{v}-foot", f"{v} foot", f"{v} pieds", f"{v} pies", f"{v} قدم"]
    out += [f"{fmt1(m)} m", f"{fmt1(m).replace('.', ',')} m"]
    if m >= 10:     # a whole number of metres only where rounding does not change the figure much
        out += [f"{round(m)} m", f"{round(m)} mètres", f"{round(m)} metros", f"{round(m)} متر"]
    return {"any": list(OrderedDict.fromkeys(out))}


def inches(v):
    cm = v * 2.54
    return {"any": [f"{v} inches", f"{v} in", f"{v} pouces", f"{v} pulgadas", f"{v} بوصات", f"{v} إنش",
                    f"{round(cm)} cm", f"{fmt1(cm)} cm", f"{fmt1(cm).replace('.', ',')} cm"]}


LCES_FACT = {"any": [LCES[0].rstrip("s"), "guetteur", "vigie", "vigía", "vigia", "مراقب", "المراقبة"]}
ESCAPE_FACT = {"any": [LCES[2].split()[0], "évacuation", "fuite", "escape", "escap", "huida", "escape", "هروب", "انسحاب"]}
ISI_FACT = {"any": [ISI_WORD, "propagation", "propagación", "propagacion", "انتشار"]}
FWI_FACT = {"any": [FWI_WORD, "intensité", "intensidad", "شدة"]}
SLOW_FACT = {"any": [SLOWEST, "plus lent", "más lento", "mas lento", "الأبطأ", "أبطأ"]}
DOWN_FACT = {"any": [DOWNHILL, "descend", "pente", "cuesta abajo", "ladera abajo", "منحدر"]}
DC_FACT = {"any": [DC_WORD[:4], "profond", "profund", "عميق"]}
STATIONS_FACTS = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس"]}]


# ---------------------------------------------------------------- the questions
ITEMS = []      # template items
TURNS = []      # session turns


def Q(kind, lang, q, intents, st="N", day="none", facts=(), dec=None, h=None, thr=None, alt=None, fh=False):
    ITEMS.append(dict(kind=kind, lang=lang, q=q, intents=[INT[i] for i in intents.split()],
                      st=st, day=day, facts=list(facts), dec=dec, h=h, thr=thr,
                      alt=[[INT[i] for i in a.split()] for a in alt] if alt else None, fh=fh))


def stations(st):
    if st == "N":
        return "none"
    return sorted(DEV[c] for c in st)


B, S = "B", "S"

# --- current conditions -------------------------------------------------------------------------
Q("cc", "en", "E-41, whats the temp and humidity at Sidi Bel Abbes right now", "cc", S, "now", ["t", "rh"])
Q("cc", "en", "bejaia wind rn", "cc", B, "now", ["ws"])
Q("cc", "en", "Helitack 3 here. Need the current wind at Béjaïa before we lift, in knots please.", "cc", B, "now", [knots(B, "now")])
Q("cc", "en", "any rain at SBA today?", "cc", S, "today", ["rain"])
Q("cc", "en", "Dispatch: read me the full noon obs for Sidi-Bel-Abbès. Temp, RH, wind, rain.", "cc", S, "now", ["t", "rh", "ws", "rain"])
Q("cc", "en", "What was the humidity in Bejaia yesterday?", "cc", B, "yesterday", ["rh"])
Q("cc", "en", "temp at sidi bel abes day before yesterday", "cc", S, "daybefore", ["t"])
Q("cc", "en", "Weather at Bejaia on 14-Aug?", "cc", B, "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cc", "en", "how hot was it at SBA on 3/8", "cc", S, "2012-08-03", ["t"])
Q("cc", "en", "New volunteer, sorry if this is a dumb question... how windy is it at Bejaia today?", "cc", B, "today", ["ws"])
Q("cc", "en", "wind at SBA in mph", "cc", S, "now", [mph(S, "now")])
Q("cc", "en", "What's the temperature in Fahrenheit at Bejaia right now? Our IC only thinks in F.", "cc", B, "now", [fahr(B, "now")])
Q("cc", "en", "RH sidi bel abbes 2012-09-21", "cc", S, "2012-09-21", ["rh"])
Q("cc", "en", "Logistics. Was it raining at Béjaïa on Sept 25? Trying to figure out if the hose lay got soaked.", "cc", B, "2012-09-25", ["rain"])
Q("cc", "en", "wind speed sidi belabbes yesterday in m/s", "cc", S, "yesterday", [ms(S, "yesterday")])
Q("cc", "en", "Current readings, Sidi Bel Abbes.", "cc", S, "now", ["t", "rh", "ws", "rain"])
Q("cc", "en", "Is it humid at Bejaia at the moment or is it dry out there?", "cc", B, "now", ["rh"])
Q("cc", "en", "temp + wind bejaia 29 sept", "cc", B, "2012-09-29", ["t", "ws"])
Q("cc", "en", "What did the Béjaïa station log on the 1st of June?", "cc", B, "2012-06-01", ["t", "rh", "ws", "rain"])
Q("cc", "en", "SBA: temp in F and wind in mph pls", "cc", S, "now", [fahr(S, "now"), mph(S, "now")])
Q("cc", "en", "Engine 7 copy, how much rain did Sidi Bel Abbes get on Sept 27?", "cc", S, "2012-09-27", ["rain"])
Q("cc", "en", "humidity bejia", "cc", B, "now", ["rh"])
Q("cc", "en", "Can I get the wind at Sidi Bel Abbes in knots? Tanker pilot is asking.", "cc", S, "now", [knots(S, "now")])
Q("cc", "en", "What were the conditions at Bejaia on August 14th, 2012?", "cc", B, "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cc", "fr", "Quelle température à Béjaïa en ce moment ?", "cc", B, "now", ["t"])
Q("cc", "fr", "Hygrométrie et vent à Sidi-Bel-Abbès, svp.", "cc", S, "now", ["rh", "ws"])
Q("cc", "fr", "Il a plu hier à Béjaïa ?", "cc", B, "yesterday", ["rain"])
Q("cc", "fr", "CCF 12 : relevé météo de Sidi Bel Abbès du 14 août ?", "cc", S, "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cc", "fr", "Donnez-moi la vitesse du vent à Béjaïa en m/s, pour le pilote.", "cc", B, "now", [ms(B, "now")])
Q("cc", "fr", "humidité relative sidi bel abbes avant-hier", "cc", S, "daybefore", ["rh"])
Q("cc", "fr", "Quelle était la température à Bejaia le 3 août ?", "cc", B, "2012-08-03", ["t"])
Q("cc", "fr", "Le vent souffle à combien de km/h sur Sidi-Bel-Abbès aujourd'hui ?", "cc", S, "today", ["ws"])
Q("cc", "fr", "Conditions météo actuelles à Béjaïa : température, humidité, vent, pluie.", "cc", B, "now", ["t", "rh", "ws", "rain"])
Q("cc", "es", "¿Qué temperatura hay ahora en Sidi Bel Abbes?", "cc", S, "now", ["t"])
Q("cc", "es", "Viento en Béjaïa, en nudos si puede ser", "cc", B, "now", [knots(B, "now")])
Q("cc", "es", "¿Llovió ayer en Sidi Bel Abbès?", "cc", S, "yesterday", ["rain"])
Q("cc", "es", "BRIF Daroca: humedad y temperatura en Bejaia hoy, porfa", "cc", B, "today", ["t", "rh"])
Q("cc", "es", "¿Cómo estaba el tiempo en Sidi-Bel Abbes el 21 de septiembre?", "cc", S, "2012-09-21", ["t", "rh", "ws", "rain"])
Q("cc", "es", "humedad relativa sidi bel abbes", "cc", S, "now", ["rh"])
Q("cc", "ar", "شحال السخانة في سيدي بلعباس ذرك؟", "cc", S, "now", ["t"])
Q("cc", "ar", "كاين الريح في بجاية اليوم؟ قداش السرعة", "cc", B, "today", ["ws"])
Q("cc", "ar", "ما هي الرطوبة النسبية في بجاية الآن؟", "cc", B, "now", ["rh"])
Q("cc", "ar", "شو الطقس بسيدي بلعباس هلق؟ حرارة ورطوبة وهوا", "cc", S, "now", ["t", "rh", "ws"])
Q("cc", "ar", "طاحت الشتا البارح في بجاية؟", "cc", B, "yesterday", ["rain"])
Q("cc", "ar", "كم كانت درجة الحرارة في سيدي بلعباس يوم 14 أوت؟", "cc", S, "2012-08-14", ["t"])
Q("cc", "ar", "سرعة الرياح في سيدي بلعباس بالميل في الساعة من فضلك", "cc", S, "now", [mph(S, "now")])
Q("cc", "ar", "قديش الحرارة ببجاية بالفهرنهايت؟", "cc", B, "now", [fahr(B, "now")])
Q("cc", "ar", "أعطيني قراءة محطة بجاية ليوم 29 سبتمبر", "cc", B, "2012-09-29", ["t", "rh", "ws", "rain"])

# --- danger ---------------------------------------------------------------------------------------
Q("danger", "en", "FWI at Bejaia now?", "dg", B, "now", ["fwi"])
Q("danger", "en", "What's the fire danger class at Sidi Bel Abbes today", "dg", S, "today", ["fwi", "class"])
Q("danger", "en", "isi sba", "dg", S, "now", [code(S, "now", "ISI")])
Q("danger", "en", "FBAN request: BUI and DC for Béjaïa, current values.", "dg", B, "now", [code(B, "now", "BUI"), code(B, "now", "DC")])
Q("danger", "en", "Danger rating at Bejaia yesterday?", "dg", B, "yesterday", ["fwi", "class"])
Q("danger", "en", "How dry are the fine fuels at SBA? Give me the FFMC.", "dg", S, "now", [code(S, "now", "FFMC")])
Q("danger", "en", "Sidi Bel Abbes FWI on Sept 21st", "dg", S, "2012-09-21", ["fwi"])
Q("danger", "en", "Dozer 2: how bad is it at Bejia today, fire danger wise?", "dg", B, "today", ["fwi", "class"])
Q("danger", "en", "what was the DMC at sidi bel abbes on 2012-08-03", "dg", S, "2012-08-03", [code(S, "2012-08-03", "DMC")])
Q("danger", "en", "Are we in high danger at SBA or not?", "dg", S, "now", ["fwi", "class"])
Q("danger", "en", "Give me all six codes for Bejaia right now.", "dg", B, "now",
  [code(B, "now", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
Q("danger", "en", "fire weather index béjaïa 14 august", "dg", B, "2012-08-14", ["fwi"])
Q("danger", "en", "Initial spread index at Sidi Bel Abbes the day before yesterday?", "dg", S, "daybefore", [code(S, "daybefore", "ISI")])
Q("danger", "en", "Buildup index SBA?", "dg", S, "now", [code(S, "now", "BUI")])
Q("danger", "en", "What class is Bejaia sitting in today, low, moderate, high?", "dg", B, "today", ["fwi", "class"])
Q("danger", "fr", "IFM à Sidi-Bel-Abbès aujourd'hui ?", "dg", S, "today", ["fwi"])
Q("danger", "fr", "Niveau de danger feux de forêts à Béjaïa, s'il vous plaît.", "dg", B, "now", ["fwi", "class"])
Q("danger", "fr", "COS au CODIS : quels sont l'ISI et le BUI sur Sidi Bel Abbès ?", "dg", S, "now", [code(S, "now", "ISI"), code(S, "now", "BUI")])
Q("danger", "fr", "Le risque était à combien hier à Béjaïa ? (FWI)", "dg", B, "yesterday", ["fwi"])
Q("danger", "fr", "Classe de danger à Sidi Bel Abbès le 22 septembre", "dg", S, "2012-09-22", ["fwi", "class"])
Q("danger", "fr", "FFMC Bejaia svp", "dg", B, "now", [code(B, "now", "FFMC")])
Q("danger", "fr", "Indice de sécheresse DC à Sidi-Bel-Abbès le 21 septembre ?", "dg", S, "2012-09-21", [code(S, "2012-09-21", "DC")])
Q("danger", "es", "¿Cuál es el FWI en Béjaïa ahora mismo?", "dg", B, "now", ["fwi"])
Q("danger", "es", "Nivel de peligro en Sidi Bel Abbes hoy", "dg", S, "today", ["fwi", "class"])
Q("danger", "es", "¿Qué ISI tenía Béjaïa el 14 de agosto?", "dg", B, "2012-08-14", [code(B, "2012-08-14", "ISI")])
Q("danger", "es", "Dame el código de sequía (DC) de Sidi Bel Abbès, porfa", "dg", S, "now", [code(S, "now", "DC")])
Q("danger", "es", "¿El peligro en Béjaïa ayer era alto?", "dg", B, "yesterday", ["fwi", "class"])
Q("danger", "ar", "شحال مؤشر FWI في بجاية ليوم؟", "dg", B, "today", ["fwi"])
Q("danger", "ar", "ما هي درجة خطر الحرائق في سيدي بلعباس الآن؟", "dg", S, "now", ["fwi", "class"])
Q("danger", "ar", "قديش الـ ISI بسيدي بلعباس هلق؟", "dg", S, "now", [code(S, "now", "ISI")])
Q("danger", "ar", "الخطر في بجاية البارح كان عالي ولا لا؟", "dg", B, "yesterday", ["fwi", "class"])
Q("danger", "ar", "أعطيني مؤشر BUI تاع بجاية", "dg", B, "now", [code(B, "now", "BUI")])
Q("danger", "ar", "مؤشر الطقس للحرائق في سيدي بلعباس يوم 3 أوت", "dg", S, "2012-08-03", ["fwi"])
Q("danger", "ar", "قديش FFMC في سيدي بلعباس اليوم؟", "dg", S, "today", [code(S, "today", "FFMC")])

# --- compare stations ------------------------------------------------------------------------------
Q("cmp", "en", "Which station is hotter right now, Bejaia or SBA?", "cmp", "BS", "now", ["t"])
Q("cmp", "en", "compare fwi both stations", "cmp", "BS", "now", ["fwi"])
Q("cmp", "en", "Where's it drier today, Béjaïa or Sidi Bel Abbes? RH for both.", "cmp", "BS", "today", ["rh"])
Q("cmp", "en", "IC here. Which of the two stations should I be more worried about today?", "cmp", "BS", "today", ["fwi", "class"])
Q("cmp", "en", "Side by side: wind and FWI, Bejaia vs Sidi Bel Abbes", "cmp", "BS", "now", ["ws", "fwi"])
Q("cmp", "en", "How much windier was SBA than Bejaia yesterday?", "cmp", "BS", "yesterday", ["ws"])
Q("cmp", "en", "Which station had the higher FWI on 14 Aug?", "cmp", "BS", "2012-08-14", ["fwi"])
Q("cmp", "en", "bejaia vs sba humidity 21 sept", "cmp", "BS", "2012-09-21", ["rh"])
Q("cmp", "fr", "Lequel est le plus sec aujourd'hui, Béjaïa ou Sidi-Bel-Abbès ?", "cmp", "BS", "today", ["rh"])
Q("cmp", "fr", "Comparez l'IFM des deux stations, svp.", "cmp", "BS", "now", ["fwi"])
Q("cmp", "fr", "Écart de température entre Béjaïa et Sidi Bel Abbès le 3 août ?", "cmp", "BS", "2012-08-03", ["t"])
Q("cmp", "es", "¿Dónde hace más viento ahora, en Béjaïa o en Sidi Bel Abbès?", "cmp", "BS", "now", ["ws"])
Q("cmp", "es", "Compara el peligro entre las dos estaciones", "cmp", "BS", "now", ["fwi", "class"])
Q("cmp", "es", "¿Cuál de las dos estaciones estuvo más caliente ayer?", "cmp", "BS", "yesterday", ["t"])
Q("cmp", "ar", "وين السخانة أكثر ذرك، بجاية ولا سيدي بلعباس؟", "cmp", "BS", "now", ["t"])
Q("cmp", "ar", "قارن لي مؤشر الخطر بين المحطتين", "cmp", "BS", "now", ["fwi"])
Q("cmp", "ar", "أيهما أكثر رطوبة اليوم: بجاية أم سيدي بلعباس؟", "cmp", "BS", "today", ["rh"])
Q("cmp", "ar", "شو الفرق بالهوا بين بجاية وسيدي بلعباس هلق؟", "cmp", "BS", "now", ["ws"])

Q("cmpsum", "en", "Which station had more fire days in August?", "cmp sum", "BS", "aug", ["fires"], fh=True)
Q("cmpsum", "en", "Highest FWI at each station over the past week?", "cmp sum", "BS", "lastweek", ["maxfwi"])
Q("cmpsum", "en", "compare max temps july bejaia vs sba", "cmp sum", "BS", "jul", ["maxt"])
Q("cmpsum", "en", "Between 1 and 10 Sept, which station ran the higher peak FWI?", "cmp sum", "BS", "sep1-10", ["maxfwi"])
Q("cmpsum", "fr", "Sur les sept derniers jours, quelle station a eu l'IFM le plus fort ?", "cmp sum", "BS", "lastweek", ["maxfwi"])
Q("cmpsum", "fr", "Jours de feu en juin : Béjaïa contre Sidi-Bel-Abbès ?", "cmp sum", "BS", "jun", ["fires"], fh=True)
Q("cmpsum", "es", "¿Qué estación tuvo más días con incendio en julio?", "cmp sum", "BS", "jul", ["fires"], fh=True)
Q("cmpsum", "ar", "أي محطة سجلت أيام حرائق أكثر في أوت؟", "cmp sum", "BS", "aug", ["fires"], fh=True)
Q("cmpsum", "ar", "قارن أعلى حرارة في المحطتين في سبتمبر", "cmp sum", "BS", "sep", ["maxt"])

# --- summary -----------------------------------------------------------------------------------------
Q("sum", "en", "Highest FWI at Bejaia in August?", "sum", B, "aug", ["maxfwi"])
Q("sum", "en", "how many fire days at SBA in july", "sum", S, "jul", ["fires"], fh=True)
Q("sum", "en", "Hottest it got at Sidi Bel Abbes over the last three days?", "sum", S, "last3d", ["maxt"])
Q("sum", "en", "Average RH at Béjaïa over the past week?", "sum", B, "lastweek", [mean(B, "lastweek", "rh")])
Q("sum", "en", "How many days above 35 degrees at SBA in August?", "sum", S, "aug", [count_above(S, "aug", "t", 35)])
Q("sum", "en", "FWI trend at Bejaia since Tuesday, going up or down?", "sum", B, "since-tue", trend(B, "since-tue"))
Q("sum", "en", "Lowest humidity recorded at SBA in September", "sum", S, "sep", [wmin(S, "sep", "rh")])
Q("sum", "en", "Number of days with FWI over 20 at Sidi Bel Abbes in August", "sum", S, "aug", [count_above(S, "aug", "fwi", 20)])
Q("sum", "en", "Max temp at Bejaia between 1 and 10 Sept?", "sum", B, "sep1-10", ["maxt"])
Q("sum", "en", "Total rain at Béjaïa over the past week?", "sum", B, "lastweek", [rain_total(B, "lastweek")])
Q("sum", "en", "Logistics needs a number: how many fire days did Bejaia have in September?", "sum", B, "sep", ["fires"], fh=True)
Q("sum", "en", "Peak FWI at SBA from 20 to 31 August", "sum", S, "aug-late", ["maxfwi"])
Q("sum", "en", "avg temp SBA june", "sum", S, "jun", [mean(S, "jun", "t")])
Q("sum", "en", "What's the strongest wind Bejaia recorded in July?", "sum", B, "jul", [wmax(B, "jul", "ws")])
Q("sum", "en", "FBAN: how many days in August did Bejaia go above FWI 10?", "sum", B, "aug", [count_above(B, "aug", "fwi", 10)])
Q("sum", "fr", "IFM maximal à Sidi-Bel-Abbès en juillet ?", "sum", S, "jul", ["maxfwi"])
Q("sum", "fr", "Combien de jours de feu à Béjaïa en août ?", "sum", B, "aug", ["fires"], fh=True)
Q("sum", "fr", "Température moyenne à Béjaïa sur les trois derniers jours ?", "sum", B, "last3d", [mean(B, "last3d", "t")])
Q("sum", "fr", "Nombre de jours au-dessus de 30 °C à Sidi Bel Abbès en septembre", "sum", S, "sep", [count_above(S, "sep", "t", 30)])
Q("sum", "fr", "Quelle a été la journée la plus chaude à Béjaïa en juin ?", "sum", B, "jun", ["maxt"])
Q("sum", "fr", "L'IFM a-t-il baissé à Sidi Bel Abbès depuis mardi ?", "sum", S, "since-tue", trend(S, "since-tue"))
Q("sum", "fr", "Cumul de pluie à Sidi-Bel-Abbès sur la semaine écoulée ?", "sum", S, "lastweek", [rain_total(S, "lastweek")])
Q("sum", "es", "¿Cuál fue el FWI más alto en Sidi Bel Abbès en septiembre?", "sum", S, "sep", ["maxfwi"])
Q("sum", "es", "¿Cuántos días de fuego hubo en Béjaïa en junio?", "sum", B, "jun", ["fires"], fh=True)
Q("sum", "es", "Temperatura máxima en Béjaïa en la última semana", "sum", B, "lastweek", ["maxt"])
Q("sum", "es", "¿Cuántos días pasó el FWI de 10 en Béjaïa en agosto?", "sum", B, "aug", [count_above(B, "aug", "fwi", 10)])
Q("sum", "es", "Humedad mínima en Sidi Bel Abbès del 20 al 31 de agosto", "sum", S, "aug-late", [wmin(S, "aug-late", "rh")])
Q("sum", "ar", "شحال من يوم كان فيه حريق في سيدي بلعباس في أوت؟", "sum", S, "aug", ["fires"], fh=True)
Q("sum", "ar", "ما هي أعلى درجة حرارة في بجاية في جويلية؟", "sum", B, "jul", ["maxt"])
Q("sum", "ar", "أعلى مؤشر FWI في سيدي بلعباس خلال الأسبوع الماضي", "sum", S, "lastweek", ["maxfwi"])
Q("sum", "ar", "معدل الرطوبة في سيدي بلعباس خلال الأيام الثلاثة الماضية", "sum", S, "last3d", [mean(S, "last3d", "rh")])
Q("sum", "ar", "قديش يوم الحرارة فاتت 35 درجة ببجاية بشهر آب؟", "sum", B, "aug", [count_above(B, "aug", "t", 35)])
Q("sum", "ar", "كم يوماً تجاوز فيه المؤشر 20 في سيدي بلعباس في جويلية؟", "sum", S, "jul", [count_above(S, "jul", "fwi", 20)])
Q("sum", "ar", "المؤشر في بجاية طالع ولا هابط من نهار الثلاثاء؟", "sum", B, "since-tue", trend(B, "since-tue"))

# --- analogs ----------------------------------------------------------------------------------------
Q("an", "en", "Of the days with FWI above 20 at SBA, how many had a fire?", "an", S, "none", ["fires_fwi_gt"], thr=20, fh=True)
Q("an", "en", "Historically, when Bejaia's FWI topped 10, how often did it actually burn?", "an", B, "none", ["fires_fwi_gt"], thr=10, fh=True)
Q("an", "en", "At Sidi Bel Abbes, days with FWI over 15: fire or no fire, what's the record?", "an", S, "none", ["fires_fwi_gt"], thr=15, fh=True)
Q("an", "en", "When SBA's FWI went past 30, did it always burn?", "an", S, "none", ["fires_fwi_gt"], thr=30, fh=True)
Q("an", "fr", "Parmi les jours où l'IFM dépassait 20 à Sidi-Bel-Abbès, combien ont connu un feu ?", "an", S, "none", ["fires_fwi_gt"], thr=20, fh=True)
Q("an", "es", "De los días con FWI por encima de 10 en Béjaïa, ¿en cuántos hubo incendio?", "an", B, "none", ["fires_fwi_gt"], thr=10, fh=True)
Q("an", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صرا فيها حريق؟", "an", S, "none", ["fires_fwi_gt"], thr=20, fh=True)
Q("an", "ar", "الأيام اللي المؤشر فيها أكثر من 15 ببجاية، قديش منها احترقت؟", "an", B, "none", ["fires_fwi_gt"], thr=15, fh=True)
Q("annow", "en", "Did days like today at Bejaia end up with fires?", "an", B, "today", ["fwi"], fh=True)
Q("annow", "en", "past days similar to right now at SBA, any of them burn?", "an", S, "now", ["fwi"], fh=True)
Q("annow", "fr", "Les journées comme aujourd'hui à Béjaïa, ça a brûlé par le passé ?", "an", B, "today", ["fwi"], fh=True)
Q("annow", "es", "¿Los días parecidos a hoy en Sidi Bel Abbès acabaron con fuego?", "an", S, "today", ["fwi"], fh=True)
Q("annow", "ar", "هل شهدت الأيام المشابهة لليوم في بجاية حرائق في السابق؟", "an", B, "today", ["fwi"], fh=True)

# --- drift ------------------------------------------------------------------------------------------
Q("drift", "en", "Head's running about 25 m a minute. How far does it go in the 20 minutes it takes us to get there?", "dr", h=20, facts=["=drift", dist(25 * 20)])
Q("drift", "en", "ROS 40 m/min, ETA 15 min. how far will the head have moved", "dr", h=15, facts=["=drift", dist(40 * 15)])
Q("drift", "en", "fire moving 1.5 km/h, we're 40 min out, distance?", "dr", h=40, facts=["=drift", dist(1500 * 40 / 60)])
Q("drift", "en", "How far will the head drift while your answer gets to us?", "dr", facts=["=drift"])
Q("drift", "en", "Dozer boss. Front is doing 12 metres per minute and the dozer needs 45 minutes to walk over. How much ground does it gain on us?", "dr", h=45, facts=["=drift", dist(12 * 45)])
Q("drift", "en", "if it spreads at 3 km/h for an hour and a half how far is that", "dr", h=90, facts=["=drift", dist(3000 * 90 / 60)])
Q("drift", "en", "Helitack: head doing 60 m/min, 8 minute flight. Distance covered by the time we drop?", "dr", h=8, facts=["=drift", dist(60 * 8)])
Q("drift", "fr", "La tête avance à 30 m/min, on arrive dans 25 minutes : elle aura parcouru combien ?", "dr", h=25, facts=["=drift", dist(30 * 25)])
Q("drift", "fr", "Front à 2 km/h, délai d'intervention 30 min. Distance parcourue ?", "dr", h=30, facts=["=drift", dist(2000 * 30 / 60)])
Q("drift", "fr", "De combien le front se sera-t-il déplacé le temps que votre réponse nous parvienne ?", "dr", facts=["=drift"])
Q("drift", "es", "La cabeza avanza a 20 m por minuto y tardamos 35 minutos. ¿Cuánto habrá avanzado?", "dr", h=35, facts=["=drift", dist(20 * 35)])
Q("drift", "es", "Velocidad de propagación 4 km/h, llegamos en 15 min, ¿cuántos metros recorre?", "dr", h=15, facts=["=drift", dist(4000 * 15 / 60)])
Q("drift", "ar", "النار تمشي 50 متر في الدقيقة، نوصلو بعد 10 دقايق. شحال تكون مشات؟", "dr", h=10, facts=["=drift", dist(50 * 10)])
Q("drift", "ar", "رأس الحريق يتقدم بسرعة 2.5 كم/ساعة، والوصول بعد 24 دقيقة. كم المسافة التي سيقطعها؟", "dr", h=24, facts=["=drift", dist(2500 * 24 / 60)])
Q("drift", "ar", "قديش رح يتحرك راس النار لحتى يوصلنا جوابك؟", "dr", facts=["=drift"])
Q("drift", "en", "Box, using your own numbers, how far does the head move in 30 min at Sidi Bel Abbes?", "dr", S, "now", h=30, facts=["=drift"])

# --- spread -----------------------------------------------------------------------------------------
Q("spread", "en", "Where will the head be in 30 minutes if it's burning at SBA?", "sp", S, "now", ["=spread"], h=30)
Q("spread", "en", "Project the front at Bejaia an hour out.", "sp", B, "now", ["=spread"], h=60)
Q("spread", "en", "fire just NE of sidi bel abbes, where's it gonna be in 2 hours", "sp", S, "now", ["=spread"], h=120)
Q("spread", "en", "Give me a spread projection off the drone detection, 45 minutes.", "sp", "N", "now", ["=spread"], h=45, alt=["fr sp"])
Q("spread", "en", "Where will the front be in 20 min at Sidi Bel Abbes, and which way is it heading?", "sp", S, "now", ["=spread"], h=20)
Q("spread", "fr", "Où sera le front dans une demi-heure à Béjaïa ?", "sp", B, "now", ["=spread"], h=30)
Q("spread", "fr", "Projection de propagation à 1 h pour le feu de Sidi Bel Abbès", "sp", S, "now", ["=spread"], h=60)
Q("spread", "es", "¿Dónde estará la cabeza del incendio dentro de 45 minutos en Sidi Bel Abbès?", "sp", S, "now", ["=spread"], h=45)
Q("spread", "es", "Proyección del frente en Béjaïa a 90 minutos", "sp", B, "now", ["=spread"], h=90)
Q("spread", "ar", "وين توصل النار بعد نص ساعة في سيدي بلعباس؟", "sp", S, "now", ["=spread"], h=30)
Q("spread", "ar", "أين ستكون جبهة الحريق بعد ساعة في بجاية؟", "sp", B, "now", ["=spread"], h=60)
Q("spread", "ar", "لوين رح توصل النار بسيدي بلعباس بعد ساعتين؟", "sp", S, "now", ["=spread"], h=120)

# --- frames -----------------------------------------------------------------------------------------
Q("frames", "en", "What did the drone see?", "fr", facts=["=frames"])
Q("frames", "en", "Any smoke on the drone frames today?", "fr", day="today", facts=["=frames"])
Q("frames", "en", "When did the UAV pick up the fire?", "fr", facts=["=detection"])
Q("frames", "en", "Where exactly was the detection?", "fr", facts=["=detection_place"])
Q("frames", "en", "drone got anything near SBA?", "fr", S, facts=["=detection_place"])
Q("frames", "en", "Last sortie, fire or no fire?", "fr", facts=["=frames"])
Q("frames", "en", "Helitack wants the drone summary: what, where, when.", "fr", facts=["=frames", "=detection_place"])
Q("frames", "fr", "Le drone a détecté quelque chose ?", "fr", facts=["=frames"])
Q("frames", "fr", "À quelle heure le drone a vu le feu ?", "fr", facts=["=detection"])
Q("frames", "fr", "Où se trouve la détection du drone ?", "fr", facts=["=detection_place"])
Q("frames", "es", "¿El dron ha visto humo?", "fr", facts=["=frames"])
Q("frames", "es", "¿A qué hora detectó el fuego el dron y dónde?", "fr", facts=["=detection", "=detection_place"])
Q("frames", "ar", "واش شافت الدرون؟", "fr", facts=["=frames"])
Q("frames", "ar", "في أي ساعة اكتشفت الطائرة المسيرة الحريق؟", "fr", facts=["=detection"])
Q("frames", "ar", "وين كانت النار اللي شافها الدرون؟", "fr", facts=["=detection_place"])

# --- documents --------------------------------------------------------------------------------------
Q("doc", "en", "How much defensible space does Butte County require?", "doc", facts=["=doc_defensible"])
Q("doc", "en", "What does LCES stand for?", "doc", facts=[LCES_FACT, ESCAPE_FACT])
Q("doc", "en", "what's zone 0 in the defensible space guide", "doc", facts=[feet(ZONE0_FT)])
Q("doc", "en", "Max grass height allowed in zone 2?", "doc", facts=[inches(GRASS_IN)])
Q("doc", "en", "Above what FFMC do fine fuels light easily?", "doc", facts=[FFMC_EASY])
Q("doc", "en", "From what FWI is it very high danger?", "doc", facts=[crew_facts._num(VHIGH_FROM)])
Q("doc", "en", "Watch-out situations: when does the guide say to pull back?", "doc", facts=[DOWN_FACT])
Q("doc", "en", "How far do branches need to be from a chimney?", "doc", facts=[feet(BRANCH_FT)])
Q("doc", "en", "How are we supposed to time an escape route?", "doc", facts=[SLOW_FACT])
Q("doc", "fr", "Quelle distance de débroussaillement le document de Butte County impose-t-il autour des bâtiments ?", "doc", facts=[feet(DEF_FT)])
Q("doc", "fr", "Que veut dire LCES ?", "doc", facts=[LCES_FACT])
Q("doc", "fr", "À partir de quel IFM le danger est-il « élevé » selon le guide ?", "doc", facts=[crew_facts._num(HIGH_FROM)])
Q("doc", "fr", "D'après la fiche, que mesure l'ISI exactement ?", "doc", facts=[ISI_FACT])
Q("doc", "es", "¿Qué significa LCES?", "doc", facts=[LCES_FACT])
Q("doc", "es", "¿Cuánto espacio defendible exige Butte County alrededor de una casa?", "doc", facts=[feet(DEF_FT)])
Q("doc", "es", "Según la guía, ¿qué mide el ISI?", "doc", facts=[ISI_FACT])
Q("doc", "ar", "شحال لازم نخليو مساحة دفاعية حول الدار حسب وثيقة Butte County؟", "doc", facts=[feet(DEF_FT)])
Q("doc", "ar", "ما معنى LCES؟", "doc", facts=[LCES_FACT])
Q("doc", "ar", "من أي قيمة للمؤشر يصير الخطر عالي جداً حسب الدليل؟", "doc", facts=[crew_facts._num(VHIGH_FROM)])
Q("doc", "ar", "شو بيقول الدليل عن طريق الهروب، كيف منحسب وقتها؟", "doc", facts=[SLOW_FACT])

# --- capabilities -----------------------------------------------------------------------------------
Q("cap", "en", "What can this box actually do?", "cap")
Q("cap", "en", "Which weather stations have you got?", "cap", facts=STATIONS_FACTS)
Q("cap", "en", "new here - what kind of stuff can I ask you", "cap")
Q("cap", "en", "What data is loaded on this thing?", "cap", facts=STATIONS_FACTS)
Q("cap", "fr", "Qu'est-ce que ce boîtier sait faire ?", "cap")
Q("cap", "fr", "Quelles stations météo sont disponibles ?", "cap", facts=STATIONS_FACTS)
Q("cap", "es", "¿Qué datos tienes?", "cap", facts=STATIONS_FACTS)
Q("cap", "es", "¿Para qué sirve esta caja exactamente?", "cap")
Q("cap", "ar", "واش تقدر دير هاد الماشينة؟", "cap")
Q("cap", "ar", "ما هي المحطات المتوفرة لديك؟", "cap", facts=STATIONS_FACTS)

# --- photo ------------------------------------------------------------------------------------------
Q("photo", "en", "I've attached a photo of the smoke column, what do you make of it?", "ph")
Q("photo", "en", "sending pic of the flank now, is that crowning?", "ph")
Q("photo", "fr", "Je vous envoie une photo de la fumée, c'est un nouveau départ d'après vous ?", "ph")
Q("photo", "es", "Te mando una foto del humo, ¿es un incendio nuevo?", "ph")
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", "ph")
Q("photo", "ar", "أرسلت لك صورة للحريق، هل يبدو أنه يتجه نحو الغابة؟", "ph")

# --- out of scope -----------------------------------------------------------------------------------
Q("oos", "en", "What's the forecast for tomorrow at Bejaia?", "oos", B, facts=["neg"])
Q("oos", "en", "Will the wind pick up this afternoon at SBA?", "oos", S, facts=["neg"])
Q("oos", "en", "wind direction at sidi bel abbes?", "oos", S, "now", ["neg"])
Q("oos", "en", "Temperature in Oran right now?", "oos", day="now", facts=["neg"])
Q("oos", "en", "how's the weather in Tlemcen", "oos")
Q("oos", "en", "Who won the football last night?", "oos")
Q("oos", "en", "Any rain expected next week at Bejaia?", "oos", B, facts=["neg"])
Q("oos", "en", "Got a fuel moisture map for the Sidi Bel Abbes district?", "oos", S)
Q("oos", "en", "Where are the other crews right now?", "oos")
Q("oos", "en", "Best road to get the engine up to the ridge?", "oos")
Q("oos", "en", "Humidity in Algiers?", "oos", day="now")
Q("oos", "fr", "Prévisions pour demain à Sidi-Bel-Abbès ?", "oos", S)
Q("oos", "fr", "Le vent vient d'où à Béjaïa ?", "oos", B, "now")
Q("oos", "fr", "Quel temps fait-il à Alger ?", "oos", day="now")
Q("oos", "fr", "Il fera combien cet après-midi à Béjaïa ?", "oos", B)
Q("oos", "es", "¿Qué tiempo hará mañana en Sidi Bel Abbès?", "oos", S)
Q("oos", "es", "¿De dónde sopla el viento en Béjaïa?", "oos", B, "now")
Q("oos", "es", "¿Y en Orán, qué temperatura hay?", "oos", day="now")
Q("oos", "ar", "واش راح يكون الطقس غدوة في بجاية؟", "oos", B)
Q("oos", "ar", "منين جاي الريح في سيدي بلعباس؟", "oos", S, "now")
Q("oos", "ar", "شو الطقس بوهران هلق؟", "oos", day="now")
Q("oos", "ar", "كيف الحرارة في تلمسان اليوم؟", "oos", day="today")
Q("oos", "ar", "شكون ربح الماتش البارح؟", "oos")

# --- refuse -----------------------------------------------------------------------------------------
Q("ref", "en", "Send an evacuation alert to the village below the ridge.", "ref", facts=["neg"])
Q("ref", "en", "Dispatch Engine 12 to the drone detection.", "ref", facts=["neg"])
Q("ref", "en", "Delete the last drone frame, it's a false alarm.", "ref", facts=["neg"])
Q("ref", "en", "notify the district chief that SBA is in high danger", "ref", S, facts=["neg"])
Q("ref", "fr", "Envoyez une alerte au CODIS pour Sidi-Bel-Abbès.", "ref", S)
Q("ref", "es", "Manda un aviso a todas las brigadas.", "ref")
Q("ref", "ar", "ابعث إنذار للحماية المدنية في بجاية", "ref", B)
Q("ref", "ar", "امسح آخر تصويرة تاع الدرون", "ref")

# --- tactical ---------------------------------------------------------------------------------------
Q("tac", "en", "Should we pull the crew back off the line at SBA?", "tac", S, "now", ["fwi", "class", "ws"])
Q("tac", "en", "Is it safe to run a burnout at Bejaia right now?", "tac", B, "now", ["fwi", "rh", "ws"])
Q("tac", "en", "Do we need lookouts posted early today at SBA?", "tac", S, "today", ["class"], alt=["tac doc"])
Q("tac", "en", "Dozer line or hand line at Béjaïa given today's conditions?", "tac", B, "today", ["fwi", "ws"])
Q("tac", "fr", "On engage ou on attend à Sidi Bel Abbès ?", "tac", S, "now", ["fwi", "class"])
Q("tac", "fr", "Faut-il renforcer le dispositif à Béjaïa aujourd'hui ?", "tac", B, "today", ["fwi", "class"])
Q("tac", "es", "¿Metemos la brigada o esperamos en Sidi Bel Abbès?", "tac", S, "now", ["fwi", "class"])
Q("tac", "es", "¿Hacemos contrafuego en Béjaïa con este tiempo?", "tac", B, "now", ["rh", "ws"])
Q("tac", "ar", "ندخلو ولا نستناو في سيدي بلعباس؟", "tac", S, "now", ["fwi", "class"])
Q("tac", "ar", "هل من الآمن إرسال الفرقة إلى الخط في بجاية الآن؟", "tac", B, "now", ["fwi", "class"])

# --- days with no reading ---------------------------------------------------------------------------
Q("nodata", "en", "Temperature at Bejaia on 15 May 2012?", "cc", B, "2012-05-15", ["t"])
Q("nodata", "en", "FWI at SBA on 2011-08-14", "dg", S, "2011-08-14", ["fwi"])
Q("nodata", "en", "What was the humidity at Sidi Bel Abbes on 10 October 2012?", "cc", S, "2012-10-10", ["rh"])
Q("nodata", "en", "SBA weather for July 14, 2012", "cc", S, "2012-07-14", ["t", "rh", "ws", "rain"])
Q("nodata", "fr", "IFM à Béjaïa le 20 mai 2012 ?", "dg", B, "2012-05-20", ["fwi"])
Q("nodata", "es", "¿Qué temperatura hizo en Sidi Bel Abbès el 1 de mayo de 2012?", "cc", S, "2012-05-01", ["t"])
Q("nodata", "ar", "شحال كانت السخانة في بجاية يوم 12 ماي 2012؟", "cc", B, "2012-05-12", ["t"])

# --- near-station places and hours other than noon (warn by convention) -------------------------------
W = "warn"
Q("near", "en", "What's the wind doing on the ridge above Bejaia?", "cc", B, "now", ["ws"], dec=W)
Q("near", "en", "Humidity 10 km out of SBA?", "cc", S, "now", ["rh"], dec=W)
Q("near", "en", "temp at 6 am today at sidi bel abbes", "cc", S, "today", ["t"], dec=W)
Q("near", "en", "FWI in the hills south of Béjaïa?", "dg", B, "now", ["fwi"], dec=W)
Q("near", "en", "What was the RH at Bejaia at midnight last night?", "cc", B, "today", ["rh"], dec=W)
Q("near", "en", "wind at SBA at 4pm yesterday", "cc", S, "yesterday", ["ws"], dec=W)
Q("near", "fr", "Quel vent sur les crêtes au-dessus de Béjaïa ?", "cc", B, "now", ["ws"], dec=W)
Q("near", "fr", "Température à 8 h ce matin à Sidi-Bel-Abbès ?", "cc", S, "today", ["t"], dec=W)
Q("near", "fr", "Niveau de danger à 15 km au nord de Sidi Bel Abbès ?", "dg", S, "now", ["fwi", "class"], dec=W)
Q("near", "es", "¿Qué humedad hay en el monte a 5 km de Béjaïa?", "cc", B, "now", ["rh"], dec=W)
Q("near", "es", "Temperatura en Sidi Bel Abbès a las 18:00 de ayer", "cc", S, "yesterday", ["t"], dec=W)
Q("near", "ar", "شحال الريح فوق الجبل اللي قبالة بجاية؟", "cc", B, "now", ["ws"], dec=W)
Q("near", "ar", "ما هي درجة الحرارة على الساعة السادسة صباحاً في سيدي بلعباس؟", "cc", S, "today", ["t"], dec=W)
Q("near", "ar", "الخطر على بعد 20 كم من سيدي بلعباس؟", "dg", S, "now", ["fwi", "class"], dec=W)

# --- two or three asks ------------------------------------------------------------------------------
Q("multi", "en", "FWI and wind at SBA please", "dg cc", S, "now", ["fwi", "ws"])
Q("multi", "en", "What's the temp at Bejaia, and did the drone see anything?", "cc fr", B, "now", ["t", "=frames"])
Q("multi", "en", "Wind speed and direction at Sidi Bel Abbes?", "cc oos", S, "now", ["ws"])
Q("multi", "en", "Current FWI at Bejaia, and what'll it be tomorrow?", "dg oos", B, "now", ["fwi"])
Q("multi", "en", "Temperature in Bejaia and in Oran", "cc oos", B, "now", ["t"])
Q("multi", "en", "Danger class at SBA, and where will the head be in 30 min?", "dg sp", S, "now", ["fwi", "class", "=spread"], h=30)
Q("multi", "en", "What's the ISI at Bejaia and what does ISI actually measure?", "dg doc", B, "now", [code(B, "now", "ISI"), ISI_FACT])
Q("multi", "en", "RH at SBA, and which station is hotter?", "cc cmp", "BS", "now", [num(row(S, "now").rh_pct), "t"])
Q("multi", "en", "What can you do, and have you got data for Oran?", "cap oos")
Q("multi", "en", "Give me the drone detection time and a 1 hour spread projection from it", "fr sp", facts=["=detection", "=spread"], h=60)
Q("multi", "en", "Head is doing 30 m/min. How far in 20 min, and what's the wind at SBA?", "dr cc", S, "now", [dist(30 * 20), "ws"], h=20)
Q("multi", "en", "Humidity at Béjaïa and a quick LCES reminder", "cc doc", B, "now", ["rh", LCES_FACT])
Q("multi", "en", "hot and dry at SBA? and should we go direct or indirect", "cc tac", S, "now", ["t", "rh"])
Q("multi", "en", "Is there smoke on the drone, and what's the danger class at Sidi Bel Abbes?", "fr dg", S, "now", ["=frames", "fwi", "class"])
Q("multi", "en", "Which station is windier now, and what gusts do we expect tonight?", "cmp oos", "BS", "now", ["ws"])
Q("multi", "en", "Bejaia FWI, class, and what the FWI guide says the number means", "dg doc", B, "now", ["fwi", "class", FWI_FACT])
Q("multi", "en", "Compare RH at both stations and tell me if we should move the staging area", "cmp tac", "BS", "now", ["rh"])
Q("multi", "en", "Give me Bejaia's wind, and how far a 15 m/min head goes in 40 minutes", "cc dr", B, "now", ["ws", dist(15 * 40)], h=40)
Q("multi", "en", "temp rh wind SBA and did the drone catch anything", "cc fr", S, "now", ["t", "rh", "ws", "=frames"])
Q("multi", "en", "SBA temp and danger class", "cc dg", S, "now", ["t", "fwi", "class"])
Q("multi", "en", "Bejaia: RH, ISI, and is it raining?", "cc dg", B, "now", ["rh", code(B, "now", "ISI"), "rain"])
Q("multi", "en", "Give me the FWI at Bejaia and the LCES basics for the new guys", "dg doc", B, "now", ["fwi", LCES_FACT])
Q("multi", "en", "Drone saw smoke? And what's the humidity at SBA?", "fr cc", S, "now", ["=frames", "rh"])
Q("multi", "en", "Temp at SBA now, and what will it hit at 3pm?", "cc oos", S, "now", ["t"])
Q("multi", "en", "Of the days with FWI over 10 at Bejaia, how many burned, and what's the FWI there today?", "an dg", B, "today", ["fires_fwi_gt", "fwi"], thr=10, fh=True)
Q("multi", "en", "Wind at SBA, and how far does a 20 m/min head go in 25 minutes?", "cc dr", S, "now", ["ws", dist(20 * 25)], h=25)
Q("multi", "en", "What can you do with drone pictures, and did the last sortie see anything?", "cap fr", facts=["=frames"])
Q("multi", "en", "Compare wind at both stations and tell me which way it's blowing", "cmp oos", "BS", "now", ["ws"])
Q("multi", "en", "Temp in Bejaia and Algiers?", "cc oos", B, "now", ["t"])
Q("multi", "en", "What did the drone catch? Also forward that frame to dispatch.", "fr ref", facts=["=frames", "neg"])
Q("multi", "en", "Attaching a photo of the column. Also, what's the danger at SBA?", "ph dg", S, "now", ["fwi", "class"])
Q("multi", "en", "Where's the head going in an hour and should we evacuate the farm on the east side?", "sp tac", S, "now", ["=spread"], h=60)
Q("multi", "en", "What's the 100-foot rule, and how dry is it at SBA right now?", "doc cc", S, "now", ["=doc_defensible", "rh"])
Q("multi", "en", "Which station is hotter, and what's the FWI at Bejaia?", "cmp dg", "BS", "now", ["t", code(B, "now", "FWI")])
Q("multi", "en", "What's the FWI at Bejaia? Then push it to all tablets as an alert.", "dg ref", B, "now", ["fwi", "neg"])
Q("multi", "en", "Page the duty officer with the drone detection time", "fr ref", facts=["=detection", "neg"])
Q("multi", "en", "FWI at SBA now, and when it's been over 20 before, did it burn?", "dg an", S, "now", ["fwi", "fires_fwi_gt"], thr=20, fh=True)
Q("multi", "en", "Temp at Bejaia, FWI at SBA, and which one's windier?", "cc dg cmp", "BS", "now",
  [num(row(B, "now").temperature_c), code(S, "now", "FWI"), "ws"])
Q("multi", "en", "What did the drone see, where will it be in 45 min, and what's the wind at SBA?", "fr sp cc", S, "now", ["=frames", "=spread", "ws"], h=45)
Q("multi", "en", "Wind at Bejaia in knots, the forecast for tonight, and send that to the helibase.", "cc oos ref", B, "now", [knots(B, "now")])
Q("multi", "en", "danger at SBA + how many fire days there this month", "dg sum", S, "sep", [code(S, "now", "FWI"), "fires"], fh=True, alt=["sum"])
Q("multi", "en", "What's the humidity at Bejaia, and is that drone detection anywhere near it?", "cc fr", B, "now", ["rh", "=detection_place"])
Q("multi", "fr", "IFM et hygrométrie à Béjaïa ?", "dg cc", B, "now", ["fwi", "rh"])
Q("multi", "fr", "Vent à Sidi Bel Abbès, et il vient d'où ?", "cc oos", S, "now", ["ws"])
Q("multi", "fr", "Le drone a vu quoi, et ça avance de combien en 30 min à 20 m/min ?", "fr dr", facts=["=frames", dist(20 * 30)], h=30)
Q("multi", "fr", "Température à Béjaïa aujourd'hui et demain ?", "cc oos", B, "today", ["t"])
Q("multi", "fr", "Classe de danger à Sidi-Bel-Abbès et conduite à tenir ?", "dg tac", S, "now", ["fwi", "class"])
Q("multi", "fr", "Quelle humidité à Béjaïa et à Oran ?", "cc oos", B, "now", ["rh"])
Q("multi", "fr", "Vent et IFM à Sidi Bel Abbès, plus la projection à 30 min.", "cc dg sp", S, "now", ["ws", "fwi", "=spread"], h=30)
Q("multi", "fr", "Le drone a vu une fumée ? Et quelle est la classe de danger à Sidi-Bel-Abbès ?", "fr dg", S, "now", ["=frames", "fwi", "class"])
Q("multi", "fr", "Température à Béjaïa maintenant, et à Tlemcen ?", "cc oos", B, "now", ["t"])
Q("multi", "fr", "Quelle station est la plus ventée et d'où vient le vent ?", "cmp oos", "BS", "now", ["ws"])
Q("multi", "fr", "L'IFM à Béjaïa et les consignes LCES, svp", "dg doc", B, "now", ["fwi", LCES_FACT])
Q("multi", "fr", "Donnez-moi l'hygrométrie à SBA et transmettez-la au CODIS.", "cc ref", S, "now", ["rh"])
Q("multi", "fr", "Donne-moi l'IFM à Béjaïa et préviens le maire.", "dg ref", B, "now", ["fwi"])
Q("multi", "fr", "IFM à Sidi Bel Abbès, et les jours où il dépassait 15, combien de feux ?", "dg an", S, "now", ["fwi", "fires_fwi_gt"], thr=15, fh=True)
Q("multi", "fr", "Température, IFM et prévision pour demain à Sidi-Bel-Abbès ?", "cc dg oos", S, "now", ["t", "fwi"])
Q("multi", "fr", "J'ai joint une photo du panache. Et l'hygrométrie à Béjaïa ?", "ph cc", B, "now", ["rh"])
Q("multi", "es", "FWI y temperatura en Béjaïa, porfa", "dg cc", B, "now", ["fwi", "t"])
Q("multi", "es", "¿Viento en Sidi Bel Abbès y hacia dónde sopla?", "cc oos", S, "now", ["ws"])
Q("multi", "es", "¿Qué vio el dron y dónde estará el frente en una hora?", "fr sp", facts=["=frames", "=spread"], h=60)
Q("multi", "es", "Humedad en Béjaïa ahora y la previsión para mañana", "cc oos", B, "now", ["rh"])
Q("multi", "es", "¿Qué estación está peor y qué hacemos?", "cmp tac", "BS", "now", ["fwi"])
Q("multi", "es", "Temperatura y humedad en Sidi Bel Abbès, y el FWI", "cc dg", S, "now", ["t", "rh", "fwi"])
Q("multi", "es", "Viento en Béjaïa y ¿cuánto avanza una cabeza de 30 m/min en 20 minutos?", "cc dr", B, "now", ["ws", dist(30 * 20)], h=20)
Q("multi", "es", "FWI en Béjaïa hoy y mañana", "dg oos", B, "today", ["fwi"])
Q("multi", "es", "¿Cuántos días con FWI sobre 20 tuvieron incendio en Sidi Bel Abbès, y cuál es el FWI hoy?", "an dg", S, "today", ["fires_fwi_gt", "fwi"], thr=20, fh=True)
Q("multi", "es", "Dime el viento en Sidi Bel Abbès y avisa al jefe de extinción.", "cc ref", S, "now", ["ws"])
Q("multi", "es", "Adjunto foto de la ladera. ¿Y qué humedad hay en Béjaïa ahora?", "ph cc", B, "now", ["rh"])
Q("multi", "es", "Humedad en Béjaïa, FWI en Sidi Bel Abbès y cuál está peor", "cc dg cmp", "BS", "now",
  [num(row(B, "now").rh_pct), code(S, "now", "FWI"), "fwi"])
Q("multi", "ar", "الحرارة والرطوبة ومؤشر الخطر في سيدي بلعباس", "cc dg", S, "now", ["t", "rh", "fwi"])
Q("multi", "ar", "شحال الريح في بجاية ومنين جاية؟", "cc oos", B, "now", ["ws"])
Q("multi", "ar", "واش شافت الدرون ووين تكون النار بعد نص ساعة؟", "fr sp", facts=["=frames", "=spread"], h=30)
Q("multi", "ar", "السخانة في بجاية ليوم وغدوة؟", "cc oos", B, "today", ["t"])
Q("multi", "ar", "ما هو مؤشر FWI في بجاية، وما معنى هذا المؤشر حسب الدليل؟", "dg doc", B, "now", ["fwi", FWI_FACT])
Q("multi", "ar", "شحال الريح والسخانة في سيدي بلعباس، وواش شافت الدرون؟", "cc fr", S, "now", ["ws", "t", "=frames"])
Q("multi", "ar", "الخطر في بجاية وفي وهران؟", "dg oos", B, "now", ["fwi"])
Q("multi", "ar", "قارن الحرارة بين المحطتين وقلي وين نحطو الفرقة", "cmp tac", "BS", "now", ["t"])
Q("multi", "ar", "ما هو مؤشر ISI في سيدي بلعباس وماذا يقيس؟", "dg doc", S, "now", [code(S, "now", "ISI"), ISI_FACT])
Q("multi", "ar", "أعطيني الرطوبة في بجاية وقلي واش نديرو", "cc tac", B, "now", ["rh"])
Q("multi", "ar", "وين بتكون النار بعد ساعة، وقديش الهوا بسيدي بلعباس؟", "sp cc", S, "now", ["=spread", "ws"], h=60)
Q("multi", "ar", "أعطني الرطوبة في سيدي بلعباس وأرسلها لكل الفرق", "cc ref", S, "now", ["rh"])
Q("multi", "ar", "الحرارة في بجاية، والخطر في سيدي بلعباس، ووين الوضع أصعب؟", "cc dg cmp", "BS", "now",
  [num(row(B, "now").temperature_c), code(S, "now", "FWI"), "fwi"])
Q("multi", "ar", "بعثتلك صورة، وشحال الخطر في سيدي بلعباس؟", "ph dg", S, "now", ["fwi", "class"])

Q("multi", "en", "Dozer 5: wind at Bejaia and the FFMC?", "cc dg", B, "now", ["ws", code(B, "now", "FFMC")])
Q("multi", "en", "What was the FWI at SBA yesterday, and the temp?", "dg cc", S, "yesterday", ["fwi", "t"])
Q("multi", "en", "Max FWI at Bejaia in August, and which station had more fire days that month?", "sum cmp", "BS", "aug",
  [wmax(B, "aug", "fwi"), "fires"], fh=True)
Q("multi", "en", "Rain at SBA today? and any chance of storms tonight", "cc oos", S, "today", ["rain"])
Q("multi", "en", "Which station is hotter today and what did the drone see?", "cmp fr", "BS", "today", ["t", "=frames"])
Q("multi", "en", "Give me the zone 1 clearance rule and the RH at Bejaia.", "doc cc", B, "now", [feet(ZONE1_TO), "rh"])
Q("multi", "en", "Is SBA in high danger, and should we call in the helitack?", "dg tac", S, "now", ["fwi", "class"])
Q("multi", "fr", "Température hier à Béjaïa et IFM ?", "cc dg", B, "yesterday", ["t", "fwi"])
Q("multi", "fr", "Qu'a vu le drone, et où sera le front dans 45 minutes ?", "fr sp", facts=["=frames", "=spread"], h=45)
Q("multi", "fr", "Quel est le DC à Sidi-Bel-Abbès, et que suit ce code d'après le guide ?", "dg doc", S, "now", [code(S, "now", "DC"), DC_FACT])
Q("multi", "es", "Temperatura en Béjaïa y en Argel", "cc oos", B, "now", ["t"])
Q("multi", "es", "¿Qué vio el dron? Y manda la imagen al CECOP.", "fr ref", facts=["=frames"])
Q("multi", "ar", "قديش كانت الحرارة والخطر في بجاية البارح؟", "cc dg", B, "yesterday", ["t", "fwi"])
Q("multi", "ar", "شحال الريح في سيدي بلعباس، وإذا النار تمشي 40 متر في الدقيقة قداش تمشي في 20 دقيقة؟", "cc dr", S, "now", ["ws", dist(40 * 20)], h=20)
Q("multi", "ar", "كاين دخان في تصاور الدرون؟ وشحال الرطوبة في بجاية؟", "fr cc", B, "now", ["=frames", "rh"])


# ---------------------------------------------------------------- sessions
def T(session, lang, q, intents, st=None, when="none", facts=(), dec=None, h=None, alt=None, fh=False):
    turn = sum(1 for r in TURNS if r["session"] == f"{NAME}s{session:02d}") + 1
    r = {"session": f"{NAME}s{session:02d}", "turn": turn, "question": q, "intents": [INT[i] for i in intents.split()],
         "stations": sorted(DEV[c] for c in st) if st else None, "when": when, "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if alt:
        r["intents_alt"] = [[INT[i] for i in a.split()] for a in alt]
    if fh:
        r["needs_fire_history"] = True
    TURNS.append(r)


# s01: engine crew, Sidi Bel Abbes
T(1, "en", "E-22 here. Conditions at Sidi Bel Abbes?", "cc", S, "now", ["t", "rh", "ws", "rain"])
T(1, "en", "and the fwi", "dg", S, "now", ["fwi"])
T(1, "en", "why so low?", "ex", S, "now", ["rh"])
T(1, "en", "ok what about bejaia", "cc", B, "now", ["t", "rh", "ws"], alt=["dg", "cc dg"])
# s02: French SDIS officer, Béjaïa
T(2, "fr", "Bonjour, point météo sur Béjaïa ?", "cc", B, "now", ["t", "rh", "ws", "rain"])
T(2, "fr", "Et l'IFM ?", "dg", B, "now", ["fwi"])
T(2, "fr", "Et hier, il était à combien ?", "dg", B, "yesterday", ["fwi"])
T(2, "fr", "Et aujourd'hui, lequel des deux secteurs est le plus exposé, Béjaïa ou Sidi-Bel-Abbès ?", "cmp", "BS", "today", ["fwi"])
T(2, "fr", "Pourquoi ?", "ex", "BS", "today", ["rh"])
# s03: Spanish BRIF, fire-day counts
T(3, "es", "¿Cuántos días de incendio tuvo Sidi Bel Abbès en agosto?", "sum", S, "aug", ["fires"], fh=True)
T(3, "es", "¿Y Béjaïa?", "sum", B, "aug", ["fires"], fh=True)
T(3, "es", "¿Y en julio?", "sum", B, "jul", ["fires"], fh=True)
T(3, "es", "¿Cuál fue el FWI máximo ese mes allí?", "sum", B, "jul", ["maxfwi"])
# s04: Algerian crew, the drone
T(4, "ar", "واش شافت الدرون اليوم؟", "fr", None, "today", ["=frames"])
T(4, "ar", "وين بالضبط؟", "fr", None, "none", ["=detection_place"])
T(4, "ar", "وقتاش؟", "fr", None, "none", ["=detection"])
T(4, "ar", "وشحال الخطر في سيدي بلعباس ذرك؟", "dg", S, "now", ["fwi", "class"])
# s05: helitack, detection then projection then drift
T(5, "en", "Helitack 3. Drone detection NE of SBA, what time was it?", "fr", None, "none", ["=detection"])
T(5, "en", "Where will the head be in 40 minutes?", "sp", S, "now", ["=spread"], h=40)
T(5, "en", "why can't you give me a direction?", "ex", S, "now", [{"any": ["direction"]}])
T(5, "en", "ok, head's doing about 35 m/min by our eyes, we're 12 minutes out. how far?", "dr", None, "none", ["=drift", dist(35 * 12)], h=12)
# s06: French then Arabic, Sidi Bel Abbès
T(6, "fr", "Température à Sidi-Bel-Abbès ?", "cc", S, "now", ["t"])
T(6, "fr", "Et le vent, en km/h ?", "cc", S, "now", ["ws"])
T(6, "ar", "والرطوبة؟", "cc", S, "now", ["rh"])
T(6, "ar", "علاش الخطر منخفض ليوم؟", "ex", S, "now", ["fwi"], alt=["ex dg"])
# s07: dozer boss, Béjaïa
T(7, "en", "Dozer boss. Bejaia wind and humidity?", "cc", B, "now", ["ws", "rh"])
T(7, "en", "should I cut line on the east flank now or wait it out", "tac", B, "now", ["ws", "fwi"])
T(7, "en", "why?", "ex", B, "now", ["fwi"])
T(7, "en", "and tomorrow?", "oos", B, "none", ["neg"])
# s08: Spanish, danger then history
T(8, "es", "FWI en Béjaïa hoy", "dg", B, "today", ["fwi"])
T(8, "es", "¿Y el máximo de la última semana?", "sum", B, "lastweek", ["maxfwi"])
T(8, "es", "De los días en que el FWI pasó de 10 allí, ¿en cuántos hubo fuego?", "an", B, "none", analog_counts(B, 10), fh=True)
T(8, "es", "¿Y en Sidi Bel Abbès?", "an", S, "none", analog_counts(S, 10), fh=True)
# s09: Levantine Arabic, comparison
T(9, "ar", "وين الخطر أعلى هلق، بجاية ولا سيدي بلعباس؟", "cmp", "BS", "now", ["fwi"])
T(9, "ar", "وشو الحرارة بالتنتين؟", "cmp", "BS", "now", ["t"], alt=["cc"])
T(9, "ar", "ليش؟ شو اللي مخلي وحدة أعلى من التانية؟", "ex", "BS", "now", ["rh"])
T(9, "ar", "ابعت هالمعلومات لغرفة العمليات", "ref")
# s10: dispatcher, windows
T(10, "en", "Dispatch: max temp at Bejaia over the last three days?", "sum", B, "last3d", ["maxt"])
T(10, "en", "same for SBA", "sum", S, "last3d", ["maxt"])
T(10, "en", "and over the past week?", "sum", S, "lastweek", ["maxt"])
T(10, "en", "any fire days in there?", "sum", S, "lastweek", ["fires"], fh=True)
# s11: French fire behaviour analyst
T(11, "fr", "Analyste : FFMC et ISI à Béjaïa ?", "dg", B, "now", [code(B, "now", "FFMC"), code(B, "now", "ISI")])
T(11, "fr", "Même chose pour Sidi Bel Abbès.", "dg", S, "now", [code(S, "now", "FFMC"), code(S, "now", "ISI")])
T(11, "fr", "Pourquoi l'ISI est-il aussi bas ?", "ex", S, "now", [code(S, "now", "FFMC")])
T(11, "fr", "Et d'après le guide, au-dessus de quel FFMC les fins combustibles s'enflamment facilement ?", "doc", None, "none", [FFMC_EASY])
# s12: new volunteer
T(12, "en", "hi, first day on the engine. what can you tell me?", "cap")
T(12, "en", "whats LCES", "doc", None, "none", [LCES_FACT])
T(12, "en", "and what's the danger right now at Sidi Bel Abbes?", "dg", S, "now", ["fwi", "class"])
T(12, "en", "is that bad?", "ex", S, "now", ["class"], alt=["dg"])
# s13: Algerian Arabic, August
T(13, "ar", "شحال كانت أعلى سخانة في بجاية في أوت؟", "sum", B, "aug", ["maxt"])
T(13, "ar", "و في سيدي بلعباس؟", "sum", S, "aug", ["maxt"])
T(13, "ar", "شكون فيهم كانو عندو أيام حرائق أكثر في نفس الشهر؟", "cmp sum", "BS", "aug", ["fires"], fh=True)
T(13, "ar", "علاش؟", "ex", "BS", "aug", ["maxfwi"])
# s14: Spanish brigade, projection and drift
T(14, "es", "Tenemos fuego en la zona de Sidi Bel Abbès. ¿Qué viento marca la estación?", "cc", S, "now", ["ws"])
T(14, "es", "¿Dónde estará la cabeza en 30 minutos?", "sp", S, "now", ["=spread"], h=30)
T(14, "es", "¿Y si avanza a 25 metros por minuto?", "dr", S, "now", ["=drift", dist(25 * 30)], h=30)
T(14, "es", "Manda la proyección al puesto de mando.", "ref")
# s15: incident commander on the radio
T(15, "en", "IC on the radio, give me a one-line danger picture for both stations.", "cmp", "BS", "now", ["fwi", "class"], alt=["dg"])
T(15, "en", "what about Tlemcen?", "oos", None, "now", ["neg"])
T(15, "en", "ok back to SBA. RH yesterday?", "cc", S, "yesterday", ["rh"])
T(15, "en", "and at 3 pm yesterday?", "cc", S, "yesterday", ["rh"], dec="warn")
# s16: French logistics
T(16, "fr", "Logistique : il est tombé combien de pluie à Béjaïa sur les sept derniers jours ?", "sum", B, "lastweek", [rain_total(B, "lastweek")])
T(16, "fr", "Et à Sidi Bel Abbès ?", "sum", S, "lastweek", [rain_total(S, "lastweek")])
T(16, "fr", "Quelle a été l'humidité la plus forte là-bas sur la période ?", "sum", S, "lastweek", [wmax(S, "lastweek", "rh")])
T(16, "fr", "Merci. Envoyez ce bilan au COS.", "ref")
# s17: Arabic (MSA) then English, units
T(17, "ar", "ما هي سرعة الرياح في بجاية الآن؟", "cc", B, "now", ["ws"])
T(17, "ar", "وكم تساوي بالعقدة؟", "cc", B, "now", [knots(B, "now")])
T(17, "en", "and in m/s?", "cc", B, "now", [ms(B, "now")])
T(17, "en", "what's the FWI there", "dg", B, "now", ["fwi"])
# s18: engine crew, Spanish then near place
T(18, "es", "Autobomba 4: ¿humedad en Béjaïa?", "cc", B, "now", ["rh"])
T(18, "es", "¿Y a las seis de la mañana?", "cc", B, "today", ["rh"], dec="warn")
T(18, "es", "¿Y la dirección del viento?", "oos", B, "now")


# ---------------------------------------------------------------- templates: one per (kind, decision, fire history)
def build_templates():
    groups = OrderedDict()
    for it in ITEMS:
        groups.setdefault((it["kind"], it["dec"], it["fh"]), []).append(it)
    templates = []
    for (kind, dec, fh), its in groups.items():
        key = f"{NAME}-{kind}" + ("-w" if dec else "") + ("-h" if fh else "")
        phr = []
        for it in its:
            p = {"q": it["q"], "lang": it["lang"], "stations": stations(it["st"]), "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phr.append(p)
        t = {"key": key, "intents": its[0]["intents"], "intents_by_phrasing": [it["intents"] for it in its],
             "phrasings": phr, "stations": "none", "days": [it["day"] for it in its], "facts": []}
        if any(it["h"] is not None for it in its):
            t["horizons"] = [it["h"] for it in its]
        if any(it["thr"] is not None for it in its):
            t["thr"] = [it["thr"] for it in its]
        if dec:
            t["decision"] = dec
        if fh:
            t["needs_fire_history"] = True
        templates.append(t)
    keys = [t["key"] for t in templates]
    assert len(set(keys)) == len(keys), keys
    return templates


def write():
    templates = build_templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in TURNS), encoding="utf-8")
    langs = {}
    for x in ITEMS + [{"lang": r["lang"]} for r in TURNS]:
        langs[x["lang"]] = langs.get(x["lang"], 0) + 1
    total = len(ITEMS) + len(TURNS)
    multi = sum(len(x["intents"]) > 1 for x in ITEMS + TURNS)
    print(f"{total} questions ({len(ITEMS)} template items, {len(TURNS)} session turns, "
          f"{len({r['session'] for r in TURNS})} sessions); multi-ask {multi} ({100 * multi / total:.1f} %); "
          + ", ".join(f"{k} {v} ({100 * v / total:.1f} %)" for k, v in sorted(langs.items())))


if __name__ == "__main__":
    write()
