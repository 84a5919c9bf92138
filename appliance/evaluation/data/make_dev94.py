"""Blind batch d94 (dev): a mixed week of crew questions (engines and a command post), gold computed by code.

Regenerate (from the repository root):
    python -m appliance.evaluation.data.make_dev94
Writes crew_templates_dev94.jsonl and crew_sessions_dev94.jsonl next to this script.

Every number in a gold fact comes from the CSV (crew_facts.table / day_fact / window_facts, or a
conversion of the real reading), from the crew's own figures (rate x minutes), or from the shipped
documents by regex. No gold number is typed by hand.
"""
import json
import math
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d94"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
STN = {"B": [B], "S": [S], "BS": sorted([B, S]), None: None}
TABLE = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
YDAY = crew_days.resolve("yesterday", "en", 0)["days"][0]

# intents
CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---------------------------------------------------------------- literal facts, all computed


def window(key):
    return crew_days.resolve(key, "en", 0)["days"]


def rows(dev, key):
    return [TABLE[(dev, d)] for d in window(key) if (dev, d) in TABLE]


def dec_forms(v, units=()):
    """A derived figure at one decimal (both separators, rounded and truncated) and whole with its unit."""
    if abs(v - round(v)) < 1e-9:
        out = [str(int(round(v)))]
    else:
        out = []
        for r in (round(v, 1), math.floor(v * 10 + 1e-9) / 10):
            s = f"{r:.1f}"
            if not s.endswith(".0"):            # "8.0" for 8.09 would be a bare whole number
                out += [s, s.replace(".", ",")]
    out += [f"{round(v)} {u}" for u in units] + [f"{round(v)}{u}" for u in units if not u[0].isalpha()]
    return {"any": list(OrderedDict.fromkeys(out))}


def day(dev, d):
    return TABLE[(dev, d)]


def lit(tok, dev, d):
    """A day fact of one station, for a question whose other asks name another station or window."""
    return crew_facts.day_fact(tok, dev, d)


def code(name, dev, d):
    return crew_facts._num(day(dev, d).codes[name])


def klass(dev, d):
    return {"class": crew_facts.danger_class(day(dev, d).codes["FWI"])}


def mph(dev, d):
    return dec_forms(day(dev, d).wind_kmh / 1.609344, ("mph",))


def knots(dev, d):
    return dec_forms(day(dev, d).wind_kmh / 1.852, ("kn", "kt", "noeud", "nudo", "عقد"))


def mps(dev, d):
    return dec_forms(day(dev, d).wind_kmh / 3.6, ("m/s",))


def fahr(dev, d):
    return dec_forms(day(dev, d).temperature_c * 9 / 5 + 32, ("°F", "F", "degrees F", "fahrenheit"))


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def wavg(field, dev, key):
    vals = [FIELD[field](r) for r in rows(dev, key)]
    return dec_forms(sum(vals) / len(vals))


def wmin(field, dev, key):
    return crew_facts._num(min(FIELD[field](r) for r in rows(dev, key)))


def wmax(field, dev, key):
    return crew_facts._num(max(FIELD[field](r) for r in rows(dev, key)))


def wsum(field, dev, key):
    return dec_forms(sum(FIELD[field](r) for r in rows(dev, key)), ("mm",))


def count(field, op, thr, dev, key):
    f = FIELD[field]
    return sum((f(r) > thr) if op == ">" else (f(r) >= thr) for r in rows(dev, key))


def trend(dev, key):
    """First and last FWI of the window, and its peak."""
    rs = rows(dev, key)
    return [crew_facts._num(rs[0].codes["FWI"]), crew_facts._num(rs[-1].codes["FWI"]),
            crew_facts._num(max(r.codes["FWI"] for r in rs))]


def first_day_forms():
    first = min(d for (_, d) in TABLE)
    y, m, dd = first.split("-")
    month = crew_days.MONTHS["en"][int(m) - 1]
    return {"any": [first, f"{month} {y}", f"{int(dd)} {month}", f"{month} {int(dd)}",
                    f"{crew_days.MONTHS['fr'][int(m) - 1]} {y}", f"{crew_days.MONTHS['es'][int(m) - 1]} de {y}",
                    f"{crew_days.MONTHS['ar'][int(m) - 1]} {y}"]}


def dist(metres):
    """A crew's rate x minutes, in the forms an answer writes it (m and km, both decimal separators)."""
    m = round(metres, 1)
    m = int(m) if float(m).is_integer() else m
    km = metres / 1000
    ks = f"{km:.3f}".rstrip("0").rstrip(".")
    forms = [f"{m} m", f"{m}m", f"{m} metre", f"{m} meter", f"{m} mètre", f"{m} metro", f"{m} متر"]
    if isinstance(m, int) and m >= 1000:
        forms += [f"{m:,} m".replace(",", " "), f"{m:,} m"]
    for s in (ks, ks.replace(".", ",")):
        forms += [f"{s} km", f"{s}km", f"{s} kilom", f"{s} كم", f"{s} كيلو"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def by_rate(m_per_min=None, km_h=None, minutes=0):
    rate = m_per_min if m_per_min is not None else km_h * 1000 / 60
    return dist(rate * minutes)


# ---------------------------------------------------------------- facts from the shipped documents
DOCS = {p.stem: p.read_text(encoding="utf-8") for p in (EDGE_DATA_DIR / "documents").glob("*.md")}
ALLDOCS = re.sub(r"\s+", " ", "\n".join(DOCS.values()))     # sentences run across line breaks


def rx(pattern, group=1):
    m = re.search(pattern, ALLDOCS, flags=re.S)
    if not m:
        raise ValueError(f"document pattern not found: {pattern}")
    return m.group(group)


def feet(n):
    n = int(n)
    metric = n * 0.3048
    forms = [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]
    forms += [f"{round(metric)} m", f"{round(metric, 1):.1f} m", f"{round(metric, 1):.1f}".replace(".", ",") + " m"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def num(s):
    v = float(s)
    return int(v) if v.is_integer() else v


DEFENSIBLE_FT = rx(r"requires (\d+) feet of defensible space")
DOC_DEF_ML = feet(DEFENSIBLE_FT)                      # the "=doc_defensible" fact in every language
ZONE0 = feet(rx(r"Zone 0 is the first (\d+) feet"))
ZONE1 = feet(rx(r"Zone 1 runs from \d+ to (\d+) feet"))
BRANCH = feet(rx(r"branches (\d+) feet from chimneys"))
GRASS_IN = rx(r"maximum height of (\d+) inches")
GRASS = {"any": [f"{GRASS_IN} inch", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} pouce", f"{GRASS_IN} pulgada",
                 f"{GRASS_IN} بوص", f"{GRASS_IN} إنش", f"{round(int(GRASS_IN) * 2.54)} cm"]}
HIGH_FROM = num(rx(r"from ([\d.]+) high"))
VHIGH_FROM = num(rx(r"from ([\d.]+) very high"))
EXTREME_FROM = num(rx(r"from ([\d.]+) extreme"))
FFMC_EASY = num(rx(r"above about (\d+)\s+fine fuels ignite easily"))
LCES_WORDS = [w.strip().rstrip("s").lower() for w in
              re.split(r",|\s+and\s+", rx(r"engages a fire: ([A-Za-z ,\n]+?)\.\s+Lookouts watch"))]
LCES = {"any": ["lces"] + LCES_WORDS + ["guetteur", "vigie", "vigía", "vigia", "مراقب", "ترصد"]}
SLOWEST = {"any": [rx(r"at the (slowest) member"), "plus lent", "más lento", "mas lento", "أبطأ", "الأبطأ"]}
STAFFING = {"any": [rx(r"(lookout)s are posted early"), "guetteur", "vigie", "vigía", "vigia", "مراقب",
                    rx(r"(escape route)s are kept short"), "not left alone", "pas seul", "solo", "وحد"]}
ISI_MEANS = {"any": [rx(r"rates how fast a fire would (spread)"), "propagation", "propagación", "انتشار"]}
BUI_MEANS = {"any": [rx(r"rates the (fuel) available"), "combustible", "وقود", "DMC"]}
FWI_MEANS = {"any": ["ISI", "BUI", rx(r"one rating of fire (intensity)"), "intensité", "intensidad", "شدة"]}

NEG_ML = {"any": crew_facts.NEGATION["any"] + [
    "ne peux pas", "ne peut pas", "impossible", "pas possible", "pas en mesure", "no puedo", "no puede",
    "no es posible", "no está autorizado", "لا يمكن", "لا أستطيع", "لا يستطيع", "ما نقدرش", "ما يقدرش",
    "ما نقدر", "غير ممكن", "ليس بإمكان"]}
NB = {"any": ["bejaia", "bgayet", "بجاية"]}
NS = {"any": ["sidi bel abbes", "sidi bel-abbes", "سيدي بلعباس", "سيدي بل عباس"]}


def neg(lang):
    return "neg" if lang == "en" else NEG_ML


def docdef(lang):
    return "=doc_defensible" if lang == "en" else DOC_DEF_ML


# ---------------------------------------------------------------- the questions
ITEMS = []


def Q(kind, lang, q, intents, st=None, when="none", facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    ITEMS.append({"kind": kind, "lang": lang, "q": q, "intents": list(intents), "st": st, "when": when,
                  "facts": list(facts), "dec": dec, "h": h, "thr": thr, "fh": fh, "alt": alt})


T0, Y0 = TODAY, YDAY
A14, A03, J15, A28, J20, A29, S02, A20 = ("2012-08-14", "2012-08-03", "2012-07-15", "2012-08-28", "2012-06-20",
                                          "2012-08-29", "2012-09-02", "2012-08-20")

# --- plain readings
Q("cc", "en", "temp at SBA rn", [CC], "S", "now", ["t"])
Q("cc", "en", "What's the humidity reading at Béjaïa right now?", [CC], "B", "now", ["rh"])
Q("cc", "en", "wind speed bejaia pls", [CC], "B", "now", ["ws"])
Q("cc", "en", "Did it rain at Sidi Bel Abbès today?", [CC], "S", "today", ["rain"])
Q("cc", "en", "Give me the full noon obs for Bejaia - temp, RH, wind, rain.", [CC], "B", "today", ["t", "rh", "ws", "rain"])
Q("cc", "en", "sba wx yesterday?", [CC], "S", "yesterday", ["t", "rh", "ws"])
Q("cc", "en", "What was the temperature in Béjaïa on 14 Aug?", [CC], "B", A14, ["t"])
Q("cc", "en", "RH at Sidi Bel Abbes 3/8", [CC], "S", A03, ["rh"])
Q("cc", "en", "Engine 4 here, need current wind in mph at Sidi Bel Abbes.", [CC], "S", "now", ["ws", mph(S, T0)])
Q("cc", "en", "whats the temp in fahrenheit at bejaia, volunteer from the states sorry", [CC], "B", "now", ["t", fahr(B, T0)])
Q("cc", "en", "wind at SBA in knots", [CC], "S", "now", ["ws", knots(S, T0)])
Q("cc", "en", "Béjaïa wind, m/s please", [CC], "B", "now", ["ws", mps(B, T0)])
Q("cc", "en", "how much rain fell at bejaia the day before yesterday", [CC], "B", "daybefore", ["rain"])
Q("cc", "en", "Conditions at Sidi-Bel-Abbès on 2012-07-15?", [CC], "S", J15, ["t", "rh", "ws"])
Q("cc", "en", "is it humid at bejaia today or dry", [CC], "B", "today", ["rh"])
Q("cc", "en", "Logistics: what was the noon temperature at SBA on the 28th of August? Planning water.", [CC], "S", A28, ["t"])
Q("cc", "en", "Bejaia wind reading, over", [CC], "B", "now", ["ws"])
Q("cc", "en", "quick one - temp + humidity sidi bel abbes", [CC], "S", "now", ["t", "rh"])
Q("cc", "en", "What did the Béjaïa station record on June 20?", [CC], "B", J20, ["t", "rh", "ws"])
Q("cc", "en", "Any rain at SBA yesterday, even a trace?", [CC], "S", "yesterday", ["rain"])
Q("cc", "en", "Bejaia, noon temp on the 2nd of September?", [CC], "B", S02, ["t"])
Q("cc", "en", "rain gauge at Bejaia, latest?", [CC], "B", "now", ["rain"])
Q("cc", "fr", "Température à Béjaïa maintenant ?", [CC], "B", "now", ["t"])
Q("cc", "fr", "Quelle humidité relative à Sidi Bel Abbès aujourd'hui ?", [CC], "S", "today", ["rh"])
Q("cc", "fr", "vent à SBA svp", [CC], "S", "now", ["ws"])
Q("cc", "fr", "Il a plu hier à Béjaïa ?", [CC], "B", "yesterday", ["rain"])
Q("cc", "fr", "Donnez-moi les relevés de Sidi-Bel-Abbès du 14 août : température, humidité, vent.", [CC], "S", A14, ["t", "rh", "ws"])
Q("cc", "fr", "c koi la temp a bejaia ce midi", [CC], "B", "today", ["t"])
Q("cc", "fr", "Le vent à Béjaïa en nœuds, s'il vous plaît.", [CC], "B", "now", ["ws", knots(B, T0)])
Q("cc", "fr", "Relevé de midi à Sidi Bel Abbes avant-hier ?", [CC], "S", "daybefore", ["t", "rh", "ws"])
Q("cc", "fr", "Quelle température faisait-il à Béjaïa le 3 août ?", [CC], "B", A03, ["t"])
Q("cc", "es", "¿Qué temperatura hay ahora en Béjaïa?", [CC], "B", "now", ["t"])
Q("cc", "es", "humedad en SBA hoy", [CC], "S", "today", ["rh"])
Q("cc", "es", "¿Cuánto viento hay en Sidi Bel Abbès? En millas por hora si puede ser.", [CC], "S", "now", ["ws", mph(S, T0)])
Q("cc", "es", "¿Llovió ayer en Bejaia?", [CC], "B", "yesterday", ["rain"])
Q("cc", "es", "lecturas de Sidi Bel Abbes del 15 de julio porfa", [CC], "S", J15, ["t", "rh", "ws"])
Q("cc", "es", "temp en bejaia en grados fahrenheit", [CC], "B", "now", ["t", fahr(B, T0)])
Q("cc", "es", "¿Cómo estaba el viento en Béjaïa anteayer?", [CC], "B", "daybefore", ["ws"])
Q("cc", "ar", "شحال السخانة في بجاية دروك؟", [CC], "B", "now", ["t"])
Q("cc", "ar", "كم نسبة الرطوبة في سيدي بلعباس اليوم؟", [CC], "S", "today", ["rh"])
Q("cc", "ar", "wach kayen ryah f SBA drok? ch7al", [CC], "S", "now", ["ws"])
Q("cc", "ar", "هل نزل المطر في بجاية أمس؟", [CC], "B", "yesterday", ["rain"])
Q("cc", "ar", "شو درجة الحرارة بسيدي بلعباس هلق؟", [CC], "S", "now", ["t"])
Q("cc", "ar", "عطيني القراءات تاع بجاية يوم 14 أوت: الحرارة والرطوبة والريح", [CC], "B", A14, ["t", "rh", "ws"])
Q("cc", "ar", "ch7al el humidité f bejaia lyoum", [CC], "B", "today", ["rh"])
Q("cc", "ar", "ما سرعة الرياح في سيدي بلعباس بالمتر في الثانية؟", [CC], "S", "now", ["ws", mps(S, T0)])
Q("cc", "ar", "قديش كانت الحرارة ببجاية مبارح؟", [CC], "B", "yesterday", ["t"])

# --- danger and the codes
Q("danger", "en", "FWI at SBA now?", [DG], "S", "now", ["fwi"])
Q("danger", "en", "what's the fire danger class in Bejaia today", [DG], "B", "today", ["class"])
Q("danger", "en", "Danger rating for Sidi Bel Abbes, over.", [DG], "S", "now", ["class", "fwi"])
Q("danger", "en", "ISI at Béjaïa?", [DG], "B", "now", [code("ISI", B, T0)])
Q("danger", "en", "BUI sidi bel abbes today", [DG], "S", "today", [code("BUI", S, T0)])
Q("danger", "en", "What's the FFMC at Bejaia right now - are fine fuels ready to go?", [DG], "B", "now", [code("FFMC", B, T0)])
Q("danger", "en", "DMC and DC for SBA", [DG], "S", "now", [code("DMC", S, T0), code("DC", S, T0)])
Q("danger", "en", "How bad was the fire danger at Béjaïa yesterday?", [DG], "B", "yesterday", ["fwi", "class"])
Q("danger", "en", "fwi sba 14/08", [DG], "S", A14, ["fwi"])
Q("danger", "en", "What danger class did Béjaïa hit on the 3rd of August?", [DG], "B", A03, ["class"])
Q("danger", "en", "new volunteer here - what does the box say the fire weather index is at Sidi Bel Abbes today?", [DG], "S", "today", ["fwi"])
Q("danger", "en", "is bejaia in high danger rn", [DG], "B", "now", ["class", "fwi"])
Q("danger", "en", "FBAN request: full FWI system codes for SBA, today's noon obs.", [DG], "S", "today",
  [code(c, S, T0) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
Q("danger", "en", "danger level bejia the day before yesterday", [DG], "B", "daybefore", ["class"])
Q("danger", "en", "whats the ISI at SBA on Aug 29", [DG], "S", A29, [code("ISI", S, A29)])
Q("danger", "en", "DC at Béjaïa on Aug 20?", [DG], "B", A20, [code("DC", B, A20)])
Q("danger", "en", "FFMC at SBA yesterday", [DG], "S", "yesterday", [code("FFMC", S, Y0)])
Q("danger", "fr", "Indice FWI à Béjaïa ?", [DG], "B", "now", ["fwi"])
Q("danger", "fr", "Quel est le niveau de danger à Sidi Bel Abbès aujourd'hui ?", [DG], "S", "today", ["class"])
Q("danger", "fr", "ISI et BUI à SBA, merci", [DG], "S", "now", [code("ISI", S, T0), code("BUI", S, T0)])
Q("danger", "fr", "Le danger était à combien hier à Béjaïa ?", [DG], "B", "yesterday", ["fwi", "class"])
Q("danger", "fr", "FFMC Sidi-Bel-Abbès ce midi ?", [DG], "S", "today", [code("FFMC", S, T0)])
Q("danger", "fr", "classe de danger bejaia le 14 août", [DG], "B", A14, ["class"])
Q("danger", "fr", "C'est quoi l'indice forêt météo à Sidi Bel Abbes là ?", [DG], "S", "now", ["fwi"])
Q("danger", "fr", "Risque incendie à Béjaïa avant-hier ?", [DG], "B", "daybefore", ["class", "fwi"])
Q("danger", "es", "¿Cuál es el FWI en Sidi Bel Abbès?", [DG], "S", "now", ["fwi"])
Q("danger", "es", "nivel de peligro bejaia hoy", [DG], "B", "today", ["class"])
Q("danger", "es", "¿Qué índice de propagación inicial (ISI) tiene SBA ahora mismo?", [DG], "S", "now", [code("ISI", S, T0)])
Q("danger", "es", "¿Qué clase de peligro hubo en Béjaïa el 3 de agosto?", [DG], "B", A03, ["class"])
Q("danger", "es", "FWI de ayer en Sidi Bel Abbes", [DG], "S", "yesterday", ["fwi"])
Q("danger", "ar", "شحال الـFWI في سيدي بلعباس؟", [DG], "S", "now", ["fwi"])
Q("danger", "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["class"])
Q("danger", "ar", "wach l'danger f bejaia lyoum, 3ali wla la?", [DG], "B", "today", ["class"])
Q("danger", "ar", "قديش مؤشر الـISI بسيدي بلعباس؟", [DG], "S", "now", [code("ISI", S, T0)])
Q("danger", "ar", "كم كان مؤشر FWI في بجاية أمس؟", [DG], "B", "yesterday", ["fwi"])
Q("danger", "ar", "الخطر في سيدي بلعباس يوم 14 أوت؟", [DG], "S", A14, ["class", "fwi"])
Q("danger", "ar", "BUI ta3 bejaia ch7al?", [DG], "B", "now", [code("BUI", B, T0)])

# --- compare the stations
Q("compare", "en", "Which station is hotter right now?", [CMP], "BS", "now", ["t"])
Q("compare", "en", "compare FWI bejaia vs sba", [CMP], "BS", "now", ["fwi"])
Q("compare", "en", "Side by side please: RH and wind at both stations.", [CMP], "BS", "now", ["rh", "ws"])
Q("compare", "en", "Where's the danger worse today, Béjaïa or Sidi Bel Abbès?", [CMP], "BS", "today", ["fwi", "class"])
Q("compare", "en", "which one was drier yesterday, SBA or Bejaia", [CMP], "BS", "yesterday", ["rh"])
Q("compare", "en", "IC: which station had the higher FWI on 14 Aug?", [CMP], "BS", A14, ["fwi"])
Q("compare", "fr", "Quelle station est la plus ventée en ce moment ?", [CMP], "BS", "now", ["ws"])
Q("compare", "fr", "Comparez le FWI de Béjaïa et de Sidi Bel Abbès aujourd'hui.", [CMP], "BS", "today", ["fwi"])
Q("compare", "fr", "Hier c'était plus sec où ? Béjaïa ou SBA", [CMP], "BS", "yesterday", ["rh"])
Q("compare", "es", "¿Dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès?", [CMP], "BS", "now", ["t"])
Q("compare", "es", "compara la humedad de las dos estaciones", [CMP], "BS", "now", ["rh"])
Q("compare", "ar", "وين الخطر أكبر دروك، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["fwi", "class"])
Q("compare", "ar", "قارن لي الحرارة بين المحطتين اليوم", [CMP], "BS", "today", ["t"])
Q("compare", "ar", "أي محطة كانت فيها الرياح أقوى أمس؟", [CMP], "BS", "yesterday", ["ws"])
# compare over a window
Q("cmpwin", "en", "Which station had more fire days in August?", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
Q("cmpwin", "en", "highest FWI at each station over the past week", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
Q("cmpwin", "en", "compare the hottest day in July, bejaia vs sidi bel abbes", [CMP, SUM], "BS", "jul", ["maxt"])
Q("cmpwin", "fr", "Laquelle des deux stations a eu le plus de jours de feu en juillet ?", [CMP, SUM], "BS", "jul", ["fires"], fh=True)
Q("cmpwin", "es", "¿Qué estación tuvo el FWI más alto en la última semana?", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
Q("cmpwin", "ar", "chkoun fihom kan fih ktar les jours ta3 nar f août, bejaia wla sba?", [CMP, SUM], "BS", "aug", ["fires"], fh=True)

# --- windows
Q("summary", "en", "Max FWI at SBA over the last week?", [SUM], "S", "lastweek", ["maxfwi"])
Q("summary", "en", "hottest day at bejaia in august", [SUM], "B", "aug", ["maxt"])
Q("summary", "en", "How many fire days did Béjaïa have in July?", [SUM], "B", "jul", ["fires"], fh=True)
Q("summary", "en", "Avg humidity at Sidi Bel Abbes in June?", [SUM], "S", "jun", [wavg("rh", S, "jun")])
Q("summary", "en", "how many days over 35 degrees at SBA in August", [SUM], "S", "aug", [count("t", ">", 35, S, "aug")])
Q("summary", "en", "Lowest RH at Bejaia over the last 3 days?", [SUM], "B", "last3d", [wmin("rh", B, "last3d")])
Q("summary", "en", "Has the FWI at SBA been going up or down since Tuesday?", [SUM], "S", "since-tue", trend(S, "since-tue"))
Q("summary", "en", "How many days in September did Béjaïa's FWI go over 5?", [SUM], "B", "sep", [count("fwi", ">", 5, B, "sep")])
Q("summary", "en", "Total rain at Sidi Bel Abbès in the first ten days of September?", [SUM], "S", "sep1-10", [wsum("rain", S, "sep1-10")])
Q("summary", "en", "fire days at sba 20-31 aug", [SUM], "S", "aug-late", ["fires"], fh=True)
Q("summary", "en", "Hottest noon reading at Bejaia over the last three days?", [SUM], "B", "last3d", ["maxt"])
Q("summary", "en", "Analyst here. Mean FWI for Béjaïa across August, one decimal.", [SUM], "B", "aug", [wavg("fwi", B, "aug")])
Q("summary", "en", "how many days with wind 18 km/h or more at SBA in July", [SUM], "S", "jul", [count("ws", ">=", 18, S, "jul")])
Q("summary", "en", "Windiest day at Béjaïa in September, and how strong?", [SUM], "B", "sep", [wmax("ws", B, "sep")])
Q("summary", "en", "What's the highest FWI Sidi Bel Abbes recorded in June?", [SUM], "S", "jun", ["maxfwi"])
Q("summary", "en", "Coolest noon temp at SBA in the last 3 days?", [SUM], "S", "last3d", [wmin("t", S, "last3d")])
Q("summary", "en", "how many fire days at SBA since tuesday", [SUM], "S", "since-tue", ["fires"], fh=True)
Q("summary", "fr", "FWI max à Béjaïa sur la semaine écoulée ?", [SUM], "B", "lastweek", ["maxfwi"])
Q("summary", "fr", "Combien de jours de feu à Sidi Bel Abbès en août ?", [SUM], "S", "aug", ["fires"], fh=True)
Q("summary", "fr", "Température moyenne à Béjaïa en juillet ?", [SUM], "B", "jul", [wavg("t", B, "jul")])
Q("summary", "fr", "Combien de jours au-dessus de 35 degrés à SBA en juillet ?", [SUM], "S", "jul", [count("t", ">", 35, S, "jul")])
Q("summary", "fr", "Le jour le plus chaud à Sidi-Bel-Abbès en septembre ?", [SUM], "S", "sep", ["maxt"])
Q("summary", "fr", "Cumul de pluie à Béjaïa sur les trois derniers jours ?", [SUM], "B", "last3d", [wsum("rain", B, "last3d")])
Q("summary", "fr", "Tendance du FWI à Béjaïa depuis mardi ?", [SUM], "B", "since-tue", trend(B, "since-tue"))
Q("summary", "es", "¿Cuál fue el FWI máximo en Sidi Bel Abbès en agosto?", [SUM], "S", "aug", ["maxfwi"])
Q("summary", "es", "¿Cuántos días de incendio hubo en Béjaïa en septiembre?", [SUM], "B", "sep", ["fires"], fh=True)
Q("summary", "es", "humedad media en SBA en septiembre", [SUM], "S", "sep", [wavg("rh", S, "sep")])
Q("summary", "es", "¿Cuántos días pasó de 35 grados Béjaïa en agosto?", [SUM], "B", "aug", [count("t", ">", 35, B, "aug")])
Q("summary", "es", "temperatura máxima en Sidi Bel Abbes del 20 al 31 de agosto", [SUM], "S", "aug-late", ["maxt"])
Q("summary", "es", "¿Cuántos días con FWI por encima de 20 tuvo SBA en julio?", [SUM], "S", "jul", [count("fwi", ">", 20, S, "jul")])
Q("summary", "ar", "أعلى FWI في بجاية خلال الأسبوع الماضي؟", [SUM], "B", "lastweek", ["maxfwi"])
Q("summary", "ar", "شحال من نهار كان فيه حريق في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", ["fires"], fh=True)
Q("summary", "ar", "ما متوسط درجة الحرارة في سيدي بلعباس في أوت؟", [SUM], "S", "aug", [wavg("t", S, "aug")])
Q("summary", "ar", "أسخن نهار في بجاية في جوان؟", [SUM], "B", "jun", ["maxt"])
Q("summary", "ar", "ch7al men nhar fat 35 daraja f SBA f septembre?", [SUM], "S", "sep", [count("t", ">", 35, S, "sep")])
Q("summary", "ar", "كم يوماً تجاوز فيه مؤشر FWI قيمة 15 في بجاية خلال أوت؟", [SUM], "B", "aug", [count("fwi", ">", 15, B, "aug")])
Q("summary", "ar", "أقل رطوبة في سيدي بلعباس من 1 إلى 10 سبتمبر؟", [SUM], "S", "sep1-10", [wmin("rh", S, "sep1-10")])

# --- past fire days like this one
Q("analogs", "en", "Of the days with FWI above 20, how many had a fire at SBA?", [AN], "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "en", "did days like today burn at bejaia?", [AN], "B", "now", ["fwi"], fh=True)
Q("analogs", "en", "Looking back at the record: when Béjaïa's FWI topped 10, how often was there a fire?", [AN], "B", "all",
  ["fires_fwi_gt"], thr=10, fh=True)
Q("analogs", "en", "past days similar to today at Sidi Bel Abbes - any of them end up as fire days?", [AN], "S", "now", ["fwi"], fh=True)
Q("analogs", "en", "FWI over 15 at SBA, how many of those days burned", [AN], "S", "all", ["fires_fwi_gt"], thr=15, fh=True)
Q("analogs", "en", "Is today the kind of day that has produced fires before at Bejaia?", [AN], "B", "now", ["fwi"], fh=True)
Q("analogs", "fr", "Parmi les jours où le FWI dépassait 20 à Béjaïa, combien ont eu un feu ?", [AN], "B", "all", ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "fr", "Les journées comme aujourd'hui à Sidi Bel Abbès, ça a brûlé par le passé ?", [AN], "S", "now", ["fwi"], fh=True)
Q("analogs", "fr", "FWI > 25 à SBA : combien de jours avec incendie ?", [AN], "S", "all", ["fires_fwi_gt"], thr=25, fh=True)
Q("analogs", "es", "De los días con FWI por encima de 10 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", [AN], "S", "all",
  ["fires_fwi_gt"], thr=10, fh=True)
Q("analogs", "es", "¿Días parecidos a hoy en Béjaïa acabaron con fuego?", [AN], "B", "now", ["fwi"], fh=True)
Q("analogs", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صار فيها حريق؟", [AN], "S", "all",
  ["fires_fwi_gt"], thr=20, fh=True)
Q("analogs", "ar", "هل الأيام المشابهة لليوم في بجاية شهدت حرائق؟", [AN], "B", "now", ["fwi"], fh=True)
Q("analogs", "ar", "ayam kima lyoum f SBA, kan fihom nar wla la?", [AN], "S", "now", ["fwi"], fh=True)

# --- drift: crew's rates, or the box's own estimate
Q("drift", "en", "head's moving about 25 m a minute, we're 20 min out. how far will it have gone by the time we get there?", [DR],
  facts=["=drift", by_rate(25, minutes=20)], h=20)
Q("drift", "en", "ROS 1.2 km/h, how far does the head go in 45 minutes?", [DR], facts=["=drift", by_rate(km_h=1.2, minutes=45)], h=45)
Q("drift", "en", "If the fire runs at 40 metres per minute for a quarter of an hour, how much ground does it cover?", [DR],
  facts=["=drift", by_rate(40, minutes=15)], h=15)
Q("drift", "en", "drift check: ROS 100 m/min, your answer took 3 min, how far did the front move meanwhile", [DR],
  facts=["=drift", by_rate(100, minutes=3)], h=3)
Q("drift", "en", "How far would the head travel in 30 minutes on today's wind at SBA? your own estimate", [DR], "S", "now", ["=drift"], h=30)
Q("drift", "en", "dozer ETA 50 min, fire doing 12 m/min, distance it'll have run?", [DR], facts=["=drift", by_rate(12, minutes=50)], h=50)
Q("drift", "en", "Fire moving at 3 km/h. Distance covered in an hour and a half?", [DR], facts=["=drift", by_rate(km_h=3, minutes=90)], h=90)
Q("drift", "en", "box estimate pls: how far does the head move in the next hour on the Bejaia wind", [DR], "B", "now", ["=drift"], h=60)
Q("drift", "fr", "Le front avance à 30 m/min, on arrive dans 25 minutes : quelle distance aura-t-il parcourue ?", [DR],
  facts=["=drift", by_rate(30, minutes=25)], h=25)
Q("drift", "fr", "À 2 km/h, combien de chemin fait la tête du feu en 45 min ?", [DR], facts=["=drift", by_rate(km_h=2, minutes=45)], h=45)
Q("drift", "fr", "Selon toi, de combien progresse la tête du feu en 20 minutes avec le vent actuel à Béjaïa ?", [DR], "B", "now", ["=drift"], h=20)
Q("drift", "fr", "vitesse 15 m par minute, 1 h de trajet, distance ?", [DR], facts=["=drift", by_rate(15, minutes=60)], h=60)
Q("drift", "es", "El frente avanza unos 20 metros por minuto y tardamos media hora en llegar, ¿cuánto habrá recorrido?", [DR],
  facts=["=drift", by_rate(20, minutes=30)], h=30)
Q("drift", "es", "A 1,5 km/h, ¿qué distancia recorre la cabeza en 40 minutos?", [DR], facts=["=drift", by_rate(km_h=1.5, minutes=40)], h=40)
Q("drift", "es", "Con el viento de ahora en Sidi Bel Abbès, ¿cuánto se movería la cabeza en 15 minutos?", [DR], "S", "now", ["=drift"], h=15)
Q("drift", "ar", "النار ماشية 30 متر في الدقيقة، شحال تقطع في 40 دقيقة؟", [DR], facts=["=drift", by_rate(30, minutes=40)], h=40)
Q("drift", "ar", "إذا كانت سرعة انتشار رأس الحريق 2.5 كم في الساعة، فما المسافة التي يقطعها في ساعتين؟", [DR],
  facts=["=drift", by_rate(km_h=2.5, minutes=120)], h=120)
Q("drift", "ar", "السرعة 35 م/د، شحال من متر تمشي في ربع ساعة؟", [DR], facts=["=drift", by_rate(35, minutes=15)], h=15)

# --- spread: where the front will be (no wind direction held)
Q("spread", "en", "Where will the head of the SBA fire be in 30 minutes?", [SP], "S", "now", ["=spread"], h=30)
Q("spread", "en", "project the front for the next hour from the drone detection", [SP], facts=["=spread"], h=60)
Q("spread", "en", "Fire's running 20 m/min. Where's the front gonna be when the dozer gets there in 40 min?", [SP],
  facts=["=spread", by_rate(20, minutes=40)], h=40)
Q("spread", "en", "Can you show me the projected perimeter 2 hours out?", [SP], facts=["=spread"], h=120)
Q("spread", "en", "where will the fire be in 15 mins, which way is it heading", [SP], facts=["=spread"], h=15)
Q("spread", "en", "Spread projection for the fire NE of Sidi Bel Abbès, 45 min horizon.", [SP], "S", "now", ["=spread"], h=45)
Q("spread", "en", "projected front in 20 minutes for the drone's fire", [SP], facts=["=spread"], h=20)
Q("spread", "fr", "Où sera le front du feu dans une heure ?", [SP], facts=["=spread"], h=60)
Q("spread", "fr", "Projection de la progression du feu près de SBA à 30 minutes, s'il vous plaît.", [SP], "S", "now", ["=spread"], h=30)
Q("spread", "fr", "Le feu avance à 25 m/min ; il sera où dans 20 minutes ?", [SP], facts=["=spread", by_rate(25, minutes=20)], h=20)
Q("spread", "es", "¿Dónde estará el frente del incendio dentro de media hora?", [SP], facts=["=spread"], h=30)
Q("spread", "es", "proyección del avance del fuego a 90 minutos, ¿hacia dónde va?", [SP], facts=["=spread"], h=90)
Q("spread", "ar", "وين راح يكون راس النار من هنا لنص ساعة؟", [SP], facts=["=spread"], h=30)
Q("spread", "ar", "توقع لي امتداد الحريق قرب سيدي بلعباس خلال ساعة", [SP], "S", "now", ["=spread"], h=60)
Q("spread", "ar", "النار تتقدم 15 متر في الدقيقة، أين ستكون الجبهة بعد ساعة؟", [SP], facts=["=spread", by_rate(15, minutes=60)], h=60)

# --- the drone
Q("frames", "en", "did the drone see anything today?", [FRM], None, "today", ["=frames"])
Q("frames", "en", "what time did the UAV pick up the fire", [FRM], facts=["=detection"])
Q("frames", "en", "where was the smoke in the drone frame", [FRM], facts=["=detection_place"])
Q("frames", "en", "Any detections from today's sortie?", [FRM], None, "today", ["=frames"])
Q("frames", "en", "drone pics show flames or just smoke?", [FRM], facts=["=frames"])
Q("frames", "en", "Latest drone frame - what's in it?", [FRM], facts=["=frames"])
Q("frames", "en", "UAV detection near SBA, what and when?", [FRM], "S", "none", ["=detection", "=detection_place"])
Q("frames", "en", "IC to box: confirm location of the drone's fire sighting.", [FRM], facts=["=detection_place"])
Q("frames", "en", "frame count from the sortie, anything flagged?", [FRM], facts=["=frames"])
Q("frames", "fr", "Le drone a repéré quelque chose aujourd'hui ?", [FRM], None, "today", ["=frames"])
Q("frames", "fr", "À quelle heure le drone a détecté le feu ?", [FRM], facts=["=detection"])
Q("frames", "fr", "Où se trouve la fumée vue par le drone ?", [FRM], facts=["=detection_place"])
Q("frames", "fr", "Images du drone : il y a des flammes ?", [FRM], facts=["=frames"])
Q("frames", "es", "¿El dron detectó algo?", [FRM], facts=["=frames"])
Q("frames", "es", "¿A qué hora vio el dron el humo?", [FRM], facts=["=detection"])
Q("frames", "es", "¿Dónde está el fuego que vio el dron?", [FRM], facts=["=detection_place"])
Q("frames", "ar", "الدرون شاف شي حاجة اليوم؟", [FRM], None, "today", ["=frames"])
Q("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", [FRM], facts=["=detection"])
Q("frames", "ar", "win chaf drone dokhan?", [FRM], facts=["=detection_place"])

# --- the shipped documents
Q("docs", "en", "how much defensible space do we need around a house", [DOC], facts=["=doc_defensible"])
Q("docs", "en", "What's zone 1 in the defensible space guidance?", [DOC], facts=[ZONE1])
Q("docs", "en", "How short should grass be cut in zone 2?", [DOC], facts=[GRASS])
Q("docs", "en", "What does LCES stand for again?", [DOC], facts=[LCES])
Q("docs", "en", "From what FWI value does the box call it high danger?", [DOC], facts=[HIGH_FROM])
Q("docs", "en", "At what FFMC do fine fuels start igniting easily, per the guide?", [DOC], facts=[FFMC_EASY])
Q("docs", "en", "new guy q: how do i time an escape route", [DOC], facts=[SLOWEST])
Q("docs", "en", "How far should tree branches be kept from a chimney?", [DOC], facts=[BRANCH])
Q("docs", "en", "Zone 0 - how many feet out from the structure?", [DOC], facts=[ZONE0])
Q("docs", "fr", "Quelle distance de débroussaillement autour des maisons selon le document ?", [DOC], facts=[docdef("fr")])
Q("docs", "fr", "LCES, ça veut dire quoi ?", [DOC], facts=[LCES])
Q("docs", "fr", "À partir de quel FWI on passe en danger très élevé ?", [DOC], facts=[VHIGH_FROM])
Q("docs", "fr", "Hauteur max de l'herbe dans la zone 2 ?", [DOC], facts=[GRASS])
Q("docs", "es", "¿Cuánto espacio defendible hay que dejar alrededor de una casa?", [DOC], facts=[docdef("es")])
Q("docs", "es", "¿Qué es eso de LCES?", [DOC], facts=[LCES])
Q("docs", "es", "¿Con qué FWI se considera peligro extremo?", [DOC], facts=[EXTREME_FROM])
Q("docs", "es", "¿Cómo se cronometra una ruta de escape según la guía?", [DOC], facts=[SLOWEST])
Q("docs", "ar", "شحال لازم نخليو مساحة آمنة حول الدار حسب الوثيقة؟", [DOC], facts=[docdef("ar")])
Q("docs", "ar", "واش معناها LCES؟", [DOC], facts=[LCES])
Q("docs", "ar", "من أي قيمة FWI يعتبر الخطر مرتفعاً؟", [DOC], facts=[HIGH_FROM])
Q("docs", "ar", "FFMC fo9 ch7al ywali l7chich yech3al sahel?", [DOC], facts=[FFMC_EASY])

# --- what the box does
Q("capab", "en", "what can this box actually do?", [CAP])
Q("capab", "en", "Which weather stations are you getting data from?", [CAP], facts=[NB, NS])
Q("capab", "en", "Do you get the drone feed on this thing?", [CAP])
Q("capab", "en", "How far back does your weather record go?", [CAP], facts=[first_day_forms()])
Q("capab", "fr", "Tu sais faire quoi exactement ?", [CAP])
Q("capab", "fr", "Quelles données as-tu sur Béjaïa ?", [CAP], "B")
Q("capab", "es", "¿Qué puede hacer este equipo?", [CAP])
Q("capab", "es", "¿De qué estaciones tienes datos?", [CAP], facts=[NB, NS])
Q("capab", "ar", "واش تقدر تدير هاد الماشينة؟", [CAP])
Q("capab", "ar", "ما هي المحطات التي تتوفر بياناتها لديك؟", [CAP], facts=[NB, NS])

# --- a photo (none is ever attached)
Q("photo", "en", "sending u a pic of the column, what do you make of it", [PH])
Q("photo", "en", "Photo attached from the east flank - is that smoke or dust?", [PH])
Q("photo", "en", "I've uploaded a photo of the burn scar, can you tell how old it is?", [PH])
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est un nouveau départ ?", [PH])
Q("photo", "fr", "Photo jointe : c'est quoi cette colonne ?", [PH])
Q("photo", "es", "Te mando una foto del humo, ¿qué opinas?", [PH])
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف؟", [PH])
Q("photo", "ar", "صورة مرفقة للحريق، هل هذا حريق جديد؟", [PH])

# --- what the box does not hold
Q("oos", "en", "what's the FWI gonna be tomorrow at SBA", [OOS], "S")
Q("oos", "en", "Will the wind pick up this afternoon at Bejaia?", [OOS], "B")
Q("oos", "en", "any rain expected next week?", [OOS])
Q("oos", "en", "Which way is the wind blowing at SBA?", [OOS], "S")
Q("oos", "en", "Fire danger in Oran today?", [OOS])
Q("oos", "en", "temp in tlemcen rn", [OOS])
Q("oos", "en", "What's the humidity in Algiers?", [OOS])
Q("oos", "en", "who won the JSK game yesterday", [OOS])
Q("oos", "en", "Can you recommend somewhere to eat near the station?", [OOS])
Q("oos", "en", "Where are the other crews right now?", [OOS])
Q("oos", "en", "Best road to get the engine up to the fire from SBA?", [OOS], "S")
Q("oos", "en", "Is there a fuel moisture map for the NE sector?", [OOS])
Q("oos", "en", "wind direction at bejaia?", [OOS], "B")
Q("oos", "fr", "Quelle météo demain à Béjaïa ?", [OOS], "B")
Q("oos", "fr", "Le vent vient d'où à Sidi Bel Abbès ?", [OOS], "S")
Q("oos", "fr", "Danger à Tizi Ouzou ?", [OOS])
Q("oos", "fr", "Tu as une carte de l'humidité des combustibles pour le secteur ?", [OOS])
Q("oos", "fr", "Prévisions pour le week-end ?", [OOS])
Q("oos", "es", "¿Va a llover mañana en Sidi Bel Abbès?", [OOS], "S")
Q("oos", "es", "¿De qué dirección sopla el viento en Béjaïa?", [OOS], "B")
Q("oos", "es", "Temperatura en Orán ahora", [OOS])
Q("oos", "es", "¿Cuál es la capital de Argelia?", [OOS])
Q("oos", "ar", "كيفاش راح يكون الطقس غدوة في بجاية؟", [OOS], "B")
Q("oos", "ar", "منين جاي الريح في سيدي بلعباس؟", [OOS], "S")
Q("oos", "ar", "شحال الحرارة في وهران؟", [OOS])
Q("oos", "ar", "مين ربح الماتش مبارح؟", [OOS])
Q("oos", "ar", "wach kayen chta ghadwa f tlemcen?", [OOS])

# --- orders (refused)
Q("refuse", "en", "send a red flag alert to all engines", [REF], facts=[neg("en")])
Q("refuse", "en", "delete the last drone frame", [REF], facts=[neg("en")])
Q("refuse", "en", "Notify the wali's office that SBA is at high danger.", [REF], "S", facts=[neg("en")])
Q("refuse", "en", "Dispatch engine 7 to the NE flank.", [REF], facts=[neg("en")])
Q("refuse", "en", "page the duty officer and tell him to call me", [REF], facts=[neg("en")])
Q("refuse", "en", "wipe the session history pls", [REF], facts=[neg("en")])
Q("refuse", "en", "Turn off the alerts for Bejaia.", [REF], "B", facts=[neg("en")])
Q("refuse", "fr", "Envoie une alerte à toutes les équipes de Béjaïa.", [REF], "B", facts=[neg("fr")])
Q("refuse", "fr", "Supprime les relevés d'hier.", [REF], facts=[neg("fr")])
Q("refuse", "fr", "Préviens la protection civile tout de suite.", [REF], facts=[neg("fr")])
Q("refuse", "es", "Manda una alerta a todos los camiones.", [REF], facts=[neg("es")])
Q("refuse", "es", "Borra las fotos del dron.", [REF], facts=[neg("es")])
Q("refuse", "ar", "ابعث تنبيه لكل الفرق في سيدي بلعباس", [REF], "S", facts=[neg("ar")])
Q("refuse", "ar", "امسح البيانات تاع أمس", [REF], facts=[neg("ar")])
Q("refuse", "ar", "أرسل فرقة إلى الجهة الشمالية الشرقية فوراً", [REF], facts=[neg("ar")])

# --- what should we do (facts bearing on it)
Q("tactical", "en", "Should we put lookouts out early at SBA today?", [TAC], "S", "now", ["fwi", "class"])
Q("tactical", "en", "is it safe to go direct on the head at bejaia this afternoon", [TAC], "B", "now", ["class", "ws"])
Q("tactical", "en", "Do we need a second engine staged at Béjaïa?", [TAC], "B", "now", ["class"])
Q("tactical", "en", "with today's numbers would you burn out from the road at SBA?", [TAC], "S", "now", ["rh", "ws", "class"])
Q("tactical", "fr", "On peut laisser une équipe seule sur la ligne à Béjaïa aujourd'hui ?", [TAC], "B", "today", ["class"])
Q("tactical", "fr", "Faut-il renforcer le dispositif à Sidi Bel Abbès ?", [TAC], "S", "now", ["fwi", "class"])
Q("tactical", "es", "¿Conviene atacar de frente hoy en Sidi Bel Abbès?", [TAC], "S", "today", ["class", "ws"])
Q("tactical", "es", "¿Recomiendas mantener la dotación completa en Béjaïa?", [TAC], "B", "now", ["class"])
Q("tactical", "ar", "واش نبعثو فرقة زايدة لبجاية اليوم؟", [TAC], "B", "today", ["class"])
Q("tactical", "ar", "هل من الآمن الهجوم المباشر على الحريق في سيدي بلعباس الآن؟", [TAC], "S", "now", ["class", "ws"])

# --- days the box has no reading for
Q("nodata", "en", "What was the FWI at SBA on 15 May 2012?", [DG], "S", "2012-05-15", ["fwi"])
Q("nodata", "en", "temp at bejaia 2011-08-10", [CC], "B", "2011-08-10", ["t"])
Q("nodata", "en", "Sidi Bel Abbès readings for 20/05/2012?", [CC], "S", "2012-05-20", ["t", "rh", "ws"])
Q("nodata", "en", "Did it rain at SBA on 14 July?", [CC], "S", "2012-07-14", ["rain"])
Q("nodata", "fr", "Température à Béjaïa le 12 mai 2012 ?", [CC], "B", "2012-05-12", ["t"])
Q("nodata", "fr", "FWI à Sidi Bel Abbès le 30 avril ?", [DG], "S", "2012-04-30", ["fwi"])
Q("nodata", "es", "¿Qué humedad había en Béjaïa el 25 de mayo de 2012?", [CC], "B", "2012-05-25", ["rh"])
Q("nodata", "es", "FWI en Sidi Bel Abbès el 10 de agosto de 2011", [DG], "S", "2011-08-10", ["fwi"])
Q("nodata", "ar", "شحال كانت الحرارة في بجاية يوم 20 ماي 2012؟", [CC], "B", "2012-05-20", ["t"])
Q("nodata", "ar", "ما مؤشر الخطر في سيدي بلعباس يوم 5 أفريل؟", [DG], "S", "2012-04-05", ["class"])

# --- near a station but not at it, or at an hour other than noon: warn
W = "warn"
Q("near", "en", "What's the RH up on the ridge above Béjaïa?", [CC], "B", "now", ["rh"], dec=W)
Q("near", "en", "danger 10 km north of SBA?", [DG], "S", "now", ["fwi", "class"], dec=W)
Q("near", "en", "We're in the hills south of Bejaia, what's the humidity here?", [CC], "B", "now", ["rh"], dec=W)
Q("near", "en", "FWI at the forest edge 5 km east of Sidi Bel Abbès?", [DG], "S", "now", ["fwi"], dec=W)
Q("near", "fr", "Humidité sur la crête au-dessus de Béjaïa ?", [CC], "B", "now", ["rh"], dec=W)
Q("near", "fr", "Niveau de danger à 15 km au sud de SBA ?", [DG], "S", "now", ["class"], dec=W)
Q("near", "es", "¿Qué humedad hay en el monte a 10 km de Béjaïa?", [CC], "B", "now", ["rh"], dec=W)
Q("near", "es", "peligro en la sierra al norte de SBA", [DG], "S", "now", ["class"], dec=W)
Q("near", "ar", "شحال الرطوبة في الجبل فوق بجاية؟", [CC], "B", "now", ["rh"], dec=W)
Q("near", "ar", "الخطر على بعد 10 كيلومتر من سيدي بلعباس؟", [DG], "S", "now", ["class"], dec=W)
Q("hour", "en", "Temperature at 6 this morning at Sidi Bel Abbes?", [CC], "S", "today", ["t"], dec=W)
Q("hour", "en", "what was the wind at bejaia at 4 pm yesterday", [CC], "B", "yesterday", ["ws"], dec=W)
Q("hour", "en", "SBA temp at 9 last night?", [CC], "S", "yesterday", ["t"], dec=W)
Q("hour", "en", "RH in the valley below Béjaïa this morning around 8?", [CC], "B", "today", ["rh"], dec=W)
Q("hour", "fr", "Température à 7 h ce matin à Sidi Bel Abbès ?", [CC], "S", "today", ["t"], dec=W)
Q("hour", "fr", "Vent à Béjaïa hier à 18 h ?", [CC], "B", "yesterday", ["ws"], dec=W)
Q("hour", "es", "temperatura a las 8 de la mañana en Sidi Bel Abbès", [CC], "S", "today", ["t"], dec=W)
Q("hour", "ar", "الحرارة في سيدي بلعباس على الساعة 6 الصباح؟", [CC], "S", "today", ["t"], dec=W)

# --- two or three asks in one
Q("multi", "en", "temp and FWI at SBA rn", [CC, DG], "S", "now", ["t", "fwi"])
Q("multi", "en", "Wind speed and direction at Béjaïa?", [CC, OOS], "B", "now", ["ws"])
Q("multi", "en", "FWI at Bejaia today and what's it looking like tomorrow?", [DG, OOS], "B", "now", ["fwi"])
Q("multi", "en", "Give me the danger class at Sidi Bel Abbes and then push an alert to all units.", [DG, REF], "S", "now", ["class", neg("en")])
Q("multi", "en", "RH at SBA, and text it to the IC's phone", [CC, REF], "S", "now", ["rh", neg("en")])
Q("multi", "en", "What did the drone see and where will the fire be in 30 min?", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
Q("multi", "en", "drone spotted fire NE of SBA right? and what's the FWI at the SBA station", [FRM, DG], "S", "now",
  ["=detection_place", "fwi"])
Q("multi", "en", "FWI at Sidi Bel Abbès, and what does the LCES sheet say about staffing on high danger days?", [DG, DOC], "S", "now",
  ["fwi", STAFFING])
Q("multi", "en", "Today's noon temp at Bejaia, and the hottest it got over the past week?", [CC, SUM], "B", "lastweek",
  [lit("t", B, T0), "maxt"])
Q("multi", "en", "ROS 30 m/min for 20 min - how far? and what's the wind at SBA now", [DR, CC], "S", "now",
  ["=drift", by_rate(30, minutes=20), "ws"], h=20)
Q("multi", "en", "Which station's hotter, and what's the FWI at SBA?", [CMP, DG], "BS", "now", ["t", lit("fwi", S, T0)])
Q("multi", "en", "danger at Bejaia now - do we hold the crew back or go in?", [DG, TAC], "B", "now", ["class", "fwi"])
Q("multi", "en", "Got a photo here of the smoke, is it the same fire the drone caught?", [PH, FRM], facts=["=frames"])
Q("multi", "en", "Humidity at Béjaïa and in Oran?", [CC, OOS], "B", "now", ["rh"])
Q("multi", "en", "fire days at SBA in August, and of all the days with FWI over 20 how many burned?", [SUM, AN], "S", "aug",
  ["fires", crew_facts.window_facts("fires_fwi_gt", S, [TODAY], 20)[0]], thr=20, fh=True)
Q("multi", "en", "Max FWI at Béjaïa this week and today's class", [SUM, DG], "B", "lastweek", ["maxfwi", klass(B, T0)])
Q("multi", "en", "What did the drone see? Forward the frame to dispatch.", [FRM, REF], facts=["=frames", neg("en")])
Q("multi", "en", "What does the guide say about defensible space, and is danger high at Bejaia today?", [DOC, DG], "B", "today",
  ["=doc_defensible", "class"])
Q("multi", "en", "Where'll the head be in 45 min, and which road should we take in", [SP, OOS], facts=["=spread"], h=45)
Q("multi", "en", "wind at sba in mph + the FWI", [CC, DG], "S", "now", ["ws", mph(S, T0), "fwi"])
Q("multi", "en", "Yesterday's RH at Bejaia and the forecast for tonight?", [CC, OOS], "B", "yesterday", ["rh"])
Q("multi", "en", "Compare both stations' FWI and tell me which one to watch, then alert the other crews.", [CMP, REF], "BS", "now",
  ["fwi", neg("en")])
Q("multi", "en", "3 things: temp, FWI and wind direction at SBA", [CC, DG, OOS], "S", "now", ["t", "fwi"])
Q("multi", "en", "Drone detection time, danger at SBA, and how far would the head move in 20 min at today's wind?", [FRM, DG, DR],
  "S", "now", ["=detection", "fwi", "=drift"], h=20)
Q("multi", "en", "What's the ISI at Bejaia and what does ISI actually measure?", [DG, DOC], "B", "now", [code("ISI", B, T0), ISI_MEANS])
Q("multi", "en", "Temp at SBA now and is it gonna be hotter tomorrow?", [CC, OOS], "S", "now", ["t"])
Q("multi", "en", "RH + FWI at Béjaïa on 14 Aug", [CC, DG], "B", A14, ["rh", "fwi"])
Q("multi", "en", "How many days over 35° at SBA in August, and which station had the higher max FWI that month?", [SUM, CMP], "BS", "aug",
  [count("t", ">", 35, S, "aug"), "maxfwi"])
Q("multi", "en", "What's the fire danger at SBA, and can you call the mayor for me?", [DG, REF], "S", "now", ["fwi", "class", neg("en")])
Q("multi", "en", "Is it windier at Béjaïa than SBA, and how far would a fire move in half an hour on Béjaïa's wind?", [CMP, DR], "BS", "now",
  ["ws", "=drift"], h=30)
Q("multi", "en", "yo whats the danger at bejaia + did the drone pick up anything", [DG, FRM], "B", "now", ["class", "=frames"])
Q("multi", "en", "Conditions at SBA today, and what should the crew do about it?", [CC, TAC], "S", "today", ["t", "rh", "ws"])
Q("multi", "en", "Give me the FWI and the danger class at Béjaïa, and delete yesterday's log.", [DG, REF], "B", "now", ["fwi", "class", neg("en")])
Q("multi", "en", "What data does the box hold, and what's the temp at SBA?", [CAP, CC], "S", "now", ["t"])
Q("multi", "en", "SBA: RH and FWI, and what time did the drone see the fire?", [CC, DG, FRM], "S", "now", ["rh", "fwi", "=detection"])
Q("multi", "en", "Bejaia temp in °F and danger class pls", [CC, DG], "B", "now", ["t", fahr(B, T0), "class"])
Q("multi", "en", "What's the BUI at SBA, and what does BUI mean on this box?", [DG, DOC], "S", "now", [code("BUI", S, T0), BUI_MEANS])
Q("multi", "en", "how many fire days at bejaia in sept, and did days like today ever burn there?", [SUM, AN], "B", "sep",
  ["fires", lit("fwi", B, T0)], fh=True)
Q("multi", "en", "Check the drone frames and tell me how far the head would move in 15 min on SBA's wind.", [FRM, DR], "S", "now",
  ["=frames", "=drift"], h=15)
Q("multi", "en", "Temperature at Sidi Bel Abbes and Tlemcen, and the FWI at SBA", [CC, DG, OOS], "S", "now", ["t", "fwi"])
Q("multi", "en", "Yesterday at Béjaïa: rain total and danger class?", [CC, DG], "B", "yesterday", ["rain", "class"])
Q("multi", "en", "whats the FWI at SBA - and post it on the dispatch board", [DG, REF], "S", "now", ["fwi", neg("en")])
Q("multi", "en", "Which station had the highest temp in August, and how many fire days did each have?", [CMP, SUM], "BS", "aug",
  ["maxt", "fires"], fh=True)
Q("multi", "en", "LCES reminder + danger at SBA, briefing in 5", [DOC, DG], "S", "now", [LCES, "class"])
Q("multi", "en", "how far does the front get in 40 min at 15 m/min, and where will it be, which direction", [DR, SP],
  facts=[by_rate(15, minutes=40), "=spread"], h=40)
Q("multi", "en", "FWI at Bejaia, and which station is wetter today?", [DG, CMP], "BS", "today", [lit("fwi", B, T0), "rh"])
Q("multi", "en", "Max FWI at SBA since Tuesday, and today's wind there?", [SUM, CC], "S", "since-tue", ["maxfwi", lit("ws", S, T0)])
Q("multi", "en", "FWI and ISI at SBA, and what does ISI rate exactly?", [DG, DOC], "S", "now", ["fwi", code("ISI", S, T0), ISI_MEANS])
Q("multi", "en", "RH at Bejaia now, and the lowest it got in the past week?", [CC, SUM], "B", "lastweek",
  [lit("rh", B, T0), wmin("rh", B, "lastweek")])
Q("multi", "en", "What's the danger at SBA and should we pull the crew back?", [DG, TAC], "S", "now", ["class"])
Q("multi", "en", "Wind at Bejaia in knots, and how far would a fire run in 20 min on it?", [CC, DR], "B", "now",
  ["ws", knots(B, T0), "=drift"], h=20)
Q("multi", "en", "FWI at both stations side by side and text the numbers to the IC", [CMP, REF], "BS", "now", ["fwi", neg("en")])
Q("multi", "en", "I'm uploading a photo of the flank; also what's the RH at SBA?", [PH, CC], "S", "now", ["rh"])
Q("multi", "en", "Drone saw fire NE of SBA - where will it be in an hour, and what's the wind at the SBA station now?", [SP, CC], "S", "now",
  ["=spread", "ws"], h=60)
Q("multi", "en", "send me what the documents say on crew safety, and the current FWI at Béjaïa", [DOC, DG], "B", "now", [LCES, "fwi"])
Q("multi", "fr", "Température et FWI à Béjaïa ?", [CC, DG], "B", "now", ["t", "fwi"])
Q("multi", "fr", "Vitesse et direction du vent à SBA ?", [CC, OOS], "S", "now", ["ws"])
Q("multi", "fr", "Danger aujourd'hui à Sidi Bel Abbès, et demain ?", [DG, OOS], "S", "now", ["class"])
Q("multi", "fr", "Donne-moi le FWI de Béjaïa et envoie-le au PC.", [DG, REF], "B", "now", ["fwi", neg("fr")])
Q("multi", "fr", "Le drone a vu quoi, et le front sera où dans 30 minutes ?", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
Q("multi", "fr", "Humidité à Béjaïa et à Alger ?", [CC, OOS], "B", "now", ["rh"])
Q("multi", "fr", "Quelle station est la plus chaude, et quel vent à Sidi Bel Abbès ?", [CMP, CC], "BS", "now", ["t", lit("ws", S, T0)])
Q("multi", "fr", "Combien de jours de feu en août à Béjaïa, et parmi les jours à FWI > 15, combien ont brûlé ?", [SUM, AN], "B", "aug",
  ["fires", crew_facts.window_facts("fires_fwi_gt", B, [TODAY], 15)[0]], thr=15, fh=True)
Q("multi", "fr", "Le FWI à SBA, et que dit le guide sur les équipes les jours de danger élevé ?", [DG, DOC], "S", "now", ["fwi", STAFFING])
Q("multi", "fr", "20 m/min pendant 30 min, ça fait combien ? Et l'humidité à Béjaïa ?", [DR, CC], "B", "now",
  ["=drift", by_rate(20, minutes=30), "rh"], h=30)
Q("multi", "fr", "Classe de danger à Béjaïa : on engage ou on attend ?", [DG, TAC], "B", "now", ["class"])
Q("multi", "fr", "J'ai une photo de la colonne, c'est le même feu que celui du drone ?", [PH, FRM], facts=["=frames"])
Q("multi", "fr", "Température, FWI et direction du vent à Béjaïa ?", [CC, DG, OOS], "B", "now", ["t", "fwi"])
Q("multi", "fr", "Max de température à Sidi Bel Abbès cette semaine, et la température de ce midi ?", [SUM, CC], "S", "lastweek",
  ["maxt", lit("t", S, T0)])
Q("multi", "fr", "Le drone a détecté à quelle heure ? Transmets l'image au CODIS.", [FRM, REF], facts=["=detection", neg("fr")])
Q("multi", "fr", "Comparez l'humidité des deux stations hier et donnez-moi le FWI de Béjaïa.", [CMP, DG], "BS", "yesterday",
  ["rh", lit("fwi", B, Y0)])
Q("multi", "fr", "Que sais-tu faire, et quel est le danger à SBA ?", [CAP, DG], "S", "now", ["class"])
Q("multi", "fr", "FWI et pluie à Sidi Bel Abbès hier ?", [DG, CC], "S", "yesterday", ["fwi", "rain"])
Q("multi", "fr", "Le drone a vu quoi ? Et le danger à SBA ?", [FRM, DG], "S", "now", ["=frames", "class"])
Q("multi", "fr", "Température à Béjaïa en Fahrenheit et classe de danger ?", [CC, DG], "B", "now", ["t", fahr(B, T0), "class"])
Q("multi", "fr", "Moyenne du FWI à Béjaïa en août, et lequel des deux postes a eu la température max la plus haute ce mois-là ?", [SUM, CMP], "BS", "aug",
  [wavg("fwi", B, "aug"), "maxt"])
Q("multi", "fr", "Le front avance à 40 m/min ; distance dans 10 minutes ? et le vent à Béjaïa ?", [DR, CC], "B", "now",
  ["=drift", by_rate(40, minutes=10), "ws"], h=10)
Q("multi", "fr", "Humidité à SBA et prévision pour ce soir ?", [CC, OOS], "S", "now", ["rh"])
Q("multi", "es", "Temperatura y humedad en SBA, y el FWI", [CC, DG], "S", "now", ["t", "rh", "fwi"])
Q("multi", "es", "¿Velocidad del viento en Béjaïa y de dónde viene?", [CC, OOS], "B", "now", ["ws"])
Q("multi", "es", "FWI hoy en Béjaïa ¿y mañana?", [DG, OOS], "B", "now", ["fwi"])
Q("multi", "es", "Dime el peligro en Sidi Bel Abbès y avisa a todas las brigadas.", [DG, REF], "S", "now", ["class", neg("es")])
Q("multi", "es", "¿Qué vio el dron y hacia dónde irá el fuego en una hora?", [FRM, SP], None, "now", ["=frames", "=spread"], h=60)
Q("multi", "es", "¿Qué estación tiene más viento y cuál es el FWI en Béjaïa?", [CMP, DG], "BS", "now", ["ws", lit("fwi", B, T0)])
Q("multi", "es", "Avanza a 25 m/min, ¿cuánto en 20 minutos? ¿Y qué temperatura hay en SBA?", [DR, CC], "S", "now",
  ["=drift", by_rate(25, minutes=20), "t"], h=20)
Q("multi", "es", "Humedad en Béjaïa y en Tlemcen, por favor", [CC, OOS], "B", "now", ["rh"])
Q("multi", "es", "¿Cuántos días de fuego hubo en julio en SBA y cuántos días con FWI > 20 acabaron ardiendo?", [SUM, AN], "S", "jul",
  ["fires", crew_facts.window_facts("fires_fwi_gt", S, [TODAY], 20)[0]], thr=20, fh=True)
Q("multi", "es", "¿Qué dice la guía sobre el espacio defendible y cuál es el peligro hoy en Béjaïa?", [DOC, DG], "B", "today",
  [docdef("es"), "class"])
Q("multi", "es", "Te paso una foto del humo; ¿el dron vio algo parecido?", [PH, FRM], facts=["=frames"])
Q("multi", "es", "Temperatura, FWI y pronóstico para mañana en Sidi Bel Abbès", [CC, DG, OOS], "S", "now", ["t", "fwi"])
Q("multi", "es", "¿Qué temperatura y qué viento hubo ayer en Béjaïa, y cuál fue el FWI?", [CC, DG], "B", "yesterday", ["t", "ws", "fwi"])
Q("multi", "es", "¿Dónde vio el dron el fuego y qué peligro hay en Sidi Bel Abbès?", [FRM, DG], "S", "now", ["=detection_place", "class"])
Q("multi", "es", "FWI en SBA y mándaselo al jefe de dotación", [DG, REF], "S", "now", ["fwi", neg("es")])
Q("multi", "es", "¿Cuántos días pasaron de 35 °C en Sidi Bel Abbès en julio y qué estación tuvo el FWI más alto ese mes?", [SUM, CMP],
  "BS", "jul", [count("t", ">", 35, S, "jul"), "maxfwi"])
Q("multi", "es", "LCES y el nivel de peligro en Béjaïa ahora", [DOC, DG], "B", "now", [LCES, "class"])
Q("multi", "ar", "شحال الحرارة والـFWI في سيدي بلعباس؟", [CC, DG], "S", "now", ["t", "fwi"])
Q("multi", "ar", "سرعة الريح واتجاهها في بجاية؟", [CC, OOS], "B", "now", ["ws"])
Q("multi", "ar", "الخطر اليوم في بجاية وغدوة كيفاش؟", [DG, OOS], "B", "now", ["class"])
Q("multi", "ar", "عطيني مستوى الخطر في SBA وابعثو للحماية المدنية", [DG, REF], "S", "now", ["class", neg("ar")])
Q("multi", "ar", "الدرون واش شاف، ووين تكون النار بعد نص ساعة؟", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
Q("multi", "ar", "الرطوبة في بجاية وفي وهران؟", [CC, OOS], "B", "now", ["rh"])
Q("multi", "ar", "أي محطة أسخن، وقديش الريح بسيدي بلعباس؟", [CMP, CC], "BS", "now", ["t", lit("ws", S, T0)])
Q("multi", "ar", "الخطر في بجاية دروك، نهجمو ولا نستناو؟", [DG, TAC], "B", "now", ["class"])
Q("multi", "ar", "النار تمشي 20 متر في الدقيقة، شحال تقطع في 45 دقيقة؟ وشحال الرطوبة في سيدي بلعباس؟", [DR, CC], "S", "now",
  ["=drift", by_rate(20, minutes=45), "rh"], h=45)
Q("multi", "ar", "wach l'FWI f SBA w ch7al kayen ryah?", [DG, CC], "S", "now", ["fwi", "ws"])
Q("multi", "ar", "بعثتلك تصويرة، هل هي نفس النار اللي شافها الدرون؟", [PH, FRM], facts=["=frames"])
Q("multi", "ar", "ما هو مؤشر FWI في بجاية، وماذا يقول الدليل عن فرق الحراسة في أيام الخطر المرتفع؟", [DG, DOC], "B", "now", ["fwi", STAFFING])
Q("multi", "ar", "الحرارة والخطر واتجاه الريح في سيدي بلعباس", [CC, DG, OOS], "S", "now", ["t", "class"])
Q("multi", "ar", "أعلى FWI في سيدي بلعباس هاد الأسبوع، والخطر اليوم؟", [SUM, DG], "S", "lastweek", ["maxfwi", klass(S, T0)])
Q("multi", "ar", "شنو شاف الدرون؟ ومن بعد امسح الصورة", [FRM, REF], facts=["=frames", neg("ar")])
Q("multi", "ar", "قارن الرطوبة بين المحطتين، وشحال الـFWI في بجاية؟", [CMP, DG], "BS", "now", ["rh", lit("fwi", B, T0)])
Q("multi", "ar", "ch7al el 7rara f bejaia lyoum w ghadwa?", [CC, OOS], "B", "now", ["t"])
Q("multi", "ar", "الحرارة بالفهرنهايت والخطر في بجاية", [CC, DG], "B", "now", ["t", fahr(B, T0), "class"])
Q("multi", "ar", "واش شاف الدرون ووقتاش؟ وشحال الخطر في SBA؟", [FRM, DG], "S", "now", ["=detection", "class"])
Q("multi", "ar", "كم كان الـFWI في سيدي بلعباس أمس، وهل هطل المطر؟", [DG, CC], "S", "yesterday", ["fwi", "rain"])
Q("multi", "ar", "a3la 7rara f SBA had simana ch7al, w lyoum ch7al?", [SUM, CC], "S", "lastweek", ["maxt", lit("t", S, T0)])
Q("multi", "ar", "عطيني الـFWI في بجاية وامسح الجلسة", [DG, REF], "B", "now", ["fwi", neg("ar")])
Q("multi", "ar", "النار تمشي 25 متر في الدقيقة، شحال تقطع في 30 دقيقة ووين راح تكون؟", [DR, SP],
  facts=[by_rate(25, minutes=30), "=spread"], h=30)
Q("multi", "ar", "شو الحرارة بسيدي بلعباس وبتلمسان؟", [CC, OOS], "S", "now", ["t"])
Q("multi", "ar", "أي محطة كان فيها أيام حريق أكثر في سبتمبر، وقديش كان أعلى FWI في بجاية؟", [CMP, SUM], "BS", "sep",
  ["fires", wmax("fwi", B, "sep")], fh=True)

# ---------------------------------------------------------------- sessions
SESSIONS = []


def session(*turns):
    sid = f"{NAME}s{len(SESSIONS) + 1:02d}"
    rows_ = []
    for n, t in enumerate(turns, start=1):
        lang, q, intents, st, when, facts = t[:6]
        extra = t[6] if len(t) > 6 else {}
        row = {"session": sid, "turn": n, "question": q, "intents": list(intents), "stations": STN[st], "when": when,
               "facts": list(facts), "lang": lang}
        row.update(extra)
        rows_.append(row)
    SESSIONS.append(rows_)


WATCH = crew_facts.watch_station(TODAY)
WST = "B" if WATCH == B else "S"

session(("en", "FWI at Sidi Bel Abbes?", [DG], "S", "now", ["fwi"]),
        ("en", "and Bejaia?", [DG], "B", "now", ["fwi"]),
        ("en", "which one's worse then", [CMP], "BS", "now", ["fwi"]),
        ("en", "why?", [EXP], "BS", "now", ["rh"], {"intents_alt": [[EXP, CMP]]}))
session(("fr", "Température à Béjaïa ce midi ?", [CC], "B", "today", ["t"]),
        ("fr", "Et l'humidité ?", [CC], "B", "today", ["rh"]),
        ("fr", "Et hier ?", [CC], "B", "yesterday", ["rh"]),
        ("fr", "Pourquoi elle est si haute ?", [EXP], "B", "today", ["rain"]))
session(("en", "did the drone catch anything", [FRM], None, "none", ["=frames"]),
        ("en", "where exactly", [FRM], None, "none", ["=detection_place"]),
        ("ar", "وين راح توصل النار بعد ساعة؟", [SP], None, "now", ["=spread"], {"horizon_min": 60}),
        ("ar", "والخطر في سيدي بلعباس دروك؟", [DG], "S", "now", ["fwi", "class"]))
session(("es", "¿Cuál fue el FWI máximo en Béjaïa en agosto?", [SUM], "B", "aug", ["maxfwi"]),
        ("es", "¿Y en Sidi Bel Abbès?", [SUM], "S", "aug", ["maxfwi"]),
        ("es", "¿Cuántos días de incendio hubo allí ese mes?", [SUM], "S", "aug", ["fires"], {"needs_fire_history": True}),
        ("es", "¿Por qué tantos?", [EXP], "S", "aug", ["maxfwi"]))
session(("ar", "salam, ch7al el 7rara f SBA drok?", [CC], "S", "now", ["t"]),
        ("ar", "w rtouba?", [CC], "S", "now", ["rh"]),
        ("ar", "w f bejaia?", [CC], "B", "now", ["rh"]),
        ("ar", "ab3atha l chef ta3 l'intervention", [REF], None, "none", [neg("ar")]))
session(("en", "ISI and BUI at SBA for today's obs", [DG], "S", "today", [code("ISI", S, T0), code("BUI", S, T0)]),
        ("en", "same for yesterday", [DG], "S", "yesterday", [code("ISI", S, Y0), code("BUI", S, Y0)]),
        ("en", "why did the ISI drop?", [EXP], "S", "today", ["ws", code("FFMC", S, T0)]),
        ("en", "Highest FWI there over the past week?", [SUM], "S", "lastweek", ["maxfwi"]))
session(("fr", "Combien de jours au-dessus de 35 °C à Béjaïa en août ?", [SUM], "B", "aug", [count("t", ">", 35, B, "aug")]),
        ("fr", "Et en juillet ?", [SUM], "B", "jul", [count("t", ">", 35, B, "jul")]),
        ("en", "ok and at SBA in July?", [SUM], "S", "jul", [count("t", ">", 35, S, "jul")]))
session(("ar", "شو مستوى الخطر ببجاية هلق؟", [DG], "B", "now", ["class"]),
        ("ar", "وبسيدي بلعباس؟", [DG], "S", "now", ["class"]),
        ("ar", "ليش؟", [EXP], "S", "now", ["rh", "fwi"]),
        ("ar", "وبكرا؟", [OOS], "S", "none", []))
session(("en", "Box, IC. Danger at Sidi Bel Abbes, over.", [DG], "S", "now", ["class", "fwi"]),
        ("en", "Copy. Wind there?", [CC], "S", "now", ["ws"]),
        ("en", "Head at 35 m a minute, 20 minutes to the line. How far?", [DR], None, "none",
         ["=drift", by_rate(35, minutes=20)], {"horizon_min": 20}),
        ("en", "Copy. Dispatch two more engines.", [REF], None, "none", [neg("en")]),
        ("en", "Say again the FWI.", [DG], "S", "now", ["fwi"]))
session(("es", "¿Dónde hace más calor hoy?", [CMP], "BS", "today", ["t"]),
        ("es", "¿Y la humedad?", [CMP], "BS", "today", ["rh"]),
        ("en", "why is bejaia so humid", [EXP], "B", "today", ["rh", "rain"]))
session(("fr", "Le drone a vu un feu ?", [FRM], None, "none", ["=frames"]),
        ("fr", "À quelle heure ?", [FRM], None, "none", ["=detection"]),
        ("fr", "Il sera où dans 45 minutes ?", [SP], None, "now", ["=spread"], {"horizon_min": 45}),
        ("fr", "Et le vent à Sidi Bel Abbès pour l'instant ?", [CC], "S", "now", ["ws"]))
session(("en", "what does FWI mean", [DOC], None, "none", [FWI_MEANS]),
        ("en", "what's it at bejaia today", [DG], "B", "today", ["fwi"]),
        ("en", "is that bad?", [DG], "B", "today", ["class"], {"intents_alt": [[EXP], [DG, EXP]]}),
        ("en", "what about on 14 august", [DG], "B", A14, ["fwi"]))
session(("ar", "شحال كانو الأيام تاع النار في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], {"needs_fire_history": True}),
        ("ar", "وفي سيدي بلعباس؟", [SUM], "S", "jul", ["fires"], {"needs_fire_history": True}),
        ("ar", "شكون فيهم كانت أخطر في جويلية؟", [CMP, SUM], "BS", "jul", ["maxfwi"]),
        ("ar", "علاش؟", [EXP], "BS", "jul", ["maxt"]))
session(("en", "rh sba", [CC], "S", "now", ["rh"]),
        ("en", "n wind in knots", [CC], "S", "now", ["ws", knots(S, T0)]),
        ("en", "direction?", [OOS], "S", "none", []),
        ("en", "how far in 30 min at that wind", [DR], "S", "now", ["=drift"], {"horizon_min": 30}))
session(("fr", "FWI à SBA le 3 août ?", [DG], "S", A03, ["fwi"]),
        ("ar", "w f bejaia nfs nhar?", [DG], "B", A03, ["fwi"]),
        ("ar", "وشحال كانت الحرارة تما؟", [CC], "B", A03, ["t"]),
        ("fr", "Pourquoi un tel écart entre les deux ?", [EXP], "BS", A03, ["rh"]))
session(("es", "¿Qué dice la guía sobre LCES?", [DOC], None, "none", [LCES]),
        ("es", "¿Y sobre las rutas de escape?", [DOC], None, "none", [SLOWEST]),
        ("es", "¿Cuál es el peligro ahora en Sidi Bel Abbès?", [DG], "S", "now", ["class"]),
        ("es", "¿Entonces ponemos vigías?", [TAC], "S", "now", ["class"]))
session(("en", "Side by side: FWI both stations yesterday.", [CMP], "BS", "yesterday", ["fwi"]),
        ("en", "and today", [CMP], "BS", "today", ["fwi"]),
        ("en", "trend since tuesday at the worse one?", [SUM], WST, "since-tue", trend(WATCH, "since-tue")),
        ("en", "tomorrow?", [OOS], WST, "none", []))
session(("ar", "ما هي درجة الحرارة في سيدي بلعباس يوم 15 جويلية؟", [CC], "S", J15, ["t"]),
        ("ar", "وما كانت نسبة الرطوبة؟", [CC], "S", J15, ["rh"]),
        ("ar", "وفي اليوم الذي قبله؟", [CC], "S", "2012-07-14", ["rh"]),
        ("ar", "لماذا لا توجد بيانات لذلك اليوم؟", [EXP], "S", "2012-07-14", []))
session(("en", "photo attached of the flank, thoughts?", [PH], None, "none", []),
        ("en", "ok then what did the drone see", [FRM], None, "none", ["=frames"]),
        ("en", "and the danger at SBA + wind", [DG, CC], "S", "now", ["class", "ws"]))


# ---------------------------------------------------------------- write
def templates():
    groups = OrderedDict()
    for it in ITEMS:
        key = f"{NAME}-{it['kind']}" + ("-fh" if it["fh"] else "") + (f"-{it['dec']}" if it["dec"] else "")
        groups.setdefault(key, []).append(it)
    out = []
    for key, its in groups.items():
        t = {"key": key, "intents": its[0]["intents"],
             "phrasings": [], "stations": "none", "days": [i["when"] for i in its],
             "intents_by_phrasing": [i["intents"] for i in its]}
        for i in its:
            p = {"q": i["q"], "lang": i["lang"], "stations": STN[i["st"]] if i["st"] else "none", "facts": i["facts"]}
            if i["alt"]:
                p["intents_alt"] = i["alt"]
            t["phrasings"].append(p)
        if any(i["h"] is not None for i in its):
            t["horizons"] = [i["h"] for i in its]
        if any(i["thr"] is not None for i in its):
            t["thr"] = [i["thr"] for i in its]
        if its[0]["dec"]:
            t["decision"] = its[0]["dec"]
        if its[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    tpl = templates()
    for t in tpl:
        t["facts"] = []         # every phrasing carries its own facts (an empty list falls back to this)
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for s in SESSIONS for r in s), encoding="utf-8")
    turns = [r for s in SESSIONS for r in s]
    langs = Counter(i["lang"] for i in ITEMS) + Counter(r["lang"] for r in turns)
    multi = sum(len(i["intents"]) > 1 for i in ITEMS) + sum(len(r["intents"]) > 1 for r in turns)
    total = len(ITEMS) + len(turns)
    print(f"{total} questions ({len(ITEMS)} templated, {len(turns)} session turns in {len(SESSIONS)} sessions); "
          f"multi-ask {multi} ({100 * multi / total:.1f} %); languages "
          + ", ".join(f"{k} {v} ({100 * v / total:.1f} %)" for k, v in sorted(langs.items())))


if __name__ == "__main__":
    main()
