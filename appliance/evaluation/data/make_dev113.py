"""Batch d113 (dev), written blind at stop 64: crew questions for the wildfire appliance, with gold computed by code.

Voices: a mop-up / night-shift engine crew and a water-supply / logistics officer typing fast on phones at
the end of a long shift (typos, abbreviations, no punctuation, French-Darja-Arabic code-switching), a
municipal forest warden who is not in the fire service, plus dispatch, command, a volunteer and analysts.

Every number in a gold fact comes from the CSV through appliance.evaluation.crew_facts (day readings, codes,
window aggregates, unit conversions), from the crew's own numbers (rate x minutes), or from a regex over the
shipped documents. Nothing is typed by hand.

Writes, next to this script, crew_templates_dev113.jsonl and crew_sessions_dev113.jsonl.

Run from the repository root (the folder holding appliance/):
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev113
"""
import json
import re
from pathlib import Path

from appliance import paths
from appliance.evaluation import crew_days, crew_facts

NAME = "d113"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}
T = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
YDAY = "2012-09-29"
DBY = "2012-09-28"
num = crew_facts._num
DAYKEY = {"now": TODAY, "today": TODAY, "yesterday": YDAY, "daybefore": DBY}


# ----------------------------------------------------------------------------------------------------------
# literal facts, all computed
def _day(key):
    return DAYKEY.get(key, key)


def row(dev, key):
    return T[(dev, _day(key))]


def code(dev, key, name):
    """A code of the FWI system (FFMC, DMC, DC, ISI, BUI, FWI) as the CSV writes it."""
    return num(row(dev, key).codes[name])


def conv(dev, key, unit):
    """The real reading converted to the unit the crew asked for, to one decimal."""
    r = row(dev, key)
    value = {"mph": r.wind_kmh / 1.609344, "kt": r.wind_kmh / 1.852, "ms": r.wind_kmh / 3.6,
             "F": r.temperature_c * 9 / 5 + 32}[unit]
    return num(round(value, 1))


def wdays(win):
    return crew_days.resolve(win, "en", 0)["days"]


def wrows(dev, win):
    return [T[(dev, d)] for d in wdays(win) if (dev, d) in T]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def count_gt(dev, win, field, thr):
    """Days of the window whose reading is strictly above thr."""
    return sum(FIELD[field](r) > thr for r in wrows(dev, win))


def avg(dev, win, field):
    rs = wrows(dev, win)
    return num(round(sum(FIELD[field](r) for r in rs) / len(rs), 1))


def lo(dev, win, field):
    return num(min(FIELD[field](r) for r in wrows(dev, win)))


def hi(dev, win, field):
    return num(max(FIELD[field](r) for r in wrows(dev, win)))


def rain_total(dev, win):
    return num(round(sum(r.rain_mm for r in wrows(dev, win)), 1))


def first_last(dev, win, field):
    rs = wrows(dev, win)
    return [num(FIELD[field](rs[0])), num(FIELD[field](rs[-1]))]


def diff(dev_a, dev_b, key, field):
    return num(round(abs(FIELD[field](row(dev_a, key)) - FIELD[field](row(dev_b, key))), 1))


def fires_gt(dev, thr):
    """For a session turn (no thr there): [days with FWI above thr before today, of which fire days]."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def day_tok(tok, dev, key):
    return crew_facts.day_fact(tok, dev, _day(key))


def _fmt(x, comma=False):
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return s.replace(".", ",") if comma else s


def _dist(metres):
    metres = round(metres)
    km = metres / 1000
    forms = [f"{metres} m", f"{metres}m", f"{metres} متر", f"{_fmt(km)} km", f"{_fmt(km, True)} km", f"{_fmt(km)}km"]
    if metres >= 1000:
        forms += [f"{metres:,} m", f"{metres:,} m".replace(",", " ")]
    seen = []
    for f in forms:
        if f not in seen:
            seen.append(f)
    return {"any": seen}


def drift_rate(m_per_min, minutes):
    """The crew's own rate (metres a minute) times their minutes."""
    return _dist(m_per_min * minutes)


def drift_kmh(kmh, minutes):
    """The crew's own rate (km/h) over their minutes."""
    return _dist(kmh * 1000 * minutes / 60)


# the shipped documents, read with a regex
DOCS = {p.name: p.read_text(encoding="utf-8") for p in sorted((paths.EDGE_DATA_DIR / "documents").glob("*.md"))}
FWI_GUIDE, LCES, DEFENSIBLE = (DOCS["fire-weather-index-guide.md"], DOCS["crew-safety-lces.md"],
                               DOCS["butte-county-defensible-space.md"])


def _re(text, pattern, group=1):
    m = re.search(pattern.replace(" ", r"\s+"), text, re.S)      # a line break may fall between any two words
    if not m:
        raise SystemExit(f"document pattern not found: {pattern}")
    return m.group(group)


def _n(s):
    return num(float(s))


DOC_FFMC = _n(_re(FWI_GUIDE, r"above about (\d+)\s+fine fuels"))
DOC_HIGH = _n(_re(FWI_GUIDE, r"from ([\d.]+) high"))
DOC_VHIGH = _n(_re(FWI_GUIDE, r"from ([\d.]+)\s+very high"))
DOC_EXTREME = _n(_re(FWI_GUIDE, r"from ([\d.]+) extreme"))
DOC_MODERATE = _n(_re(FWI_GUIDE, r"from ([\d.]+) moderate"))
DOC_VLOW = _n(_re(FWI_GUIDE, r"below ([\d.]+) very low"))
DOC_FEET = _n(_re(DEFENSIBLE, r"requires (\d+) feet of defensible space"))
DOC_Z0 = _n(_re(DEFENSIBLE, r"Zone 0 is the first (\d+) feet"))
DOC_Z1 = [_n(_re(DEFENSIBLE, r"Zone 1 runs from (\d+) to (\d+) feet", g)) for g in (1, 2)]
DOC_Z2 = [_n(_re(DEFENSIBLE, r"Zone 2 runs from (\d+) to (\d+) feet", g)) for g in (1, 2)]
DOC_GRASS = _n(_re(DEFENSIBLE, r"maximum height of (\d+) inches"))
DOC_BRANCH = _n(_re(DEFENSIBLE, r"branches (\d+) feet from chimneys"))
DOC_LEAVES = _n(_re(DEFENSIBLE, r"deeper than (\d+) inches"))
_LCES = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes) and (Safety zones)", LCES)
LCES_L, LCES_C, LCES_E, LCES_S = (_LCES.group(i) for i in range(1, 5))
LOOKOUT = {"any": [LCES_L[:-1], "guetteur", "vigie", "vigía", "vigia", "مراقب"]}
SAFETY_ZONE = {"any": [LCES_S[:-1], "zone de sécurité", "zona de seguridad", "منطقة آمنة", "مناطق آمنة"]}
ESCAPE = {"any": [LCES_E[:-1], "itinéraire d'échappement", "ruta de escape", "طريق"]}
WATCHOUT = {"any": [w for w in ("downhill", "spot fire") if w in LCES]}
FWI_NAME = {"any": [_re(FWI_GUIDE, r"The (Fire Weather Index) \(FWI\)"), "indice forêt météo", "indice de peligro"]}
FFMC_NAME = {"any": [_re(FWI_GUIDE, r"The (Fine Fuel Moisture Code)"), "fine fuel", "combustibles fins", "combustibles finos"]}
STATION_B = {"any": ["bejaia", "بجاية"]}
STATION_S = {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس"]}


# ----------------------------------------------------------------------------------------------------------
# templates: one group per kind; every phrasing carries its own stations, day key, intents and facts
GROUPS = {}          # name -> {"decision", "fire", "items": [...]}


def group(name, decision=None, fire=False):
    GROUPS[name] = {"decision": decision, "fire": fire, "items": []}

    def add(lang, q, intents, st, day, facts=(), thr=None, h=None, alt=None):
        GROUPS[name]["items"].append({"lang": lang, "q": q, "intents": list(intents), "st": st, "day": day,
                                      "facts": list(facts), "thr": thr, "h": h, "alt": alt})
    return add


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- current conditions ---------------------------------------------------------------------------------
a = group("cur")
a("en", "temp sba rn", [CC], "S", "now", ["t"])
a("en", "rh at bejaia now pls", [CC], "B", "now", ["rh"])
a("en", "hows the wind looking at sidi bel abbes", [CC], "S", "now", ["ws"])
a("en", "any rain at bejaia 2day or still bone dry", [CC], "B", "today", ["rain"])
a("en", "night crew here. what did the SBA station read at noon today, temp humidity wind", [CC], "S", "today", ["t", "rh", "ws"])
a("en", "bejaia humidity yday?", [CC], "B", "yesterday", ["rh"])
a("en", "wind speed in mph at SBA", [CC], "S", "now", ["ws", conv(S, "now", "mph")])
a("en", "gimme bejaia wind in knots", [CC], "B", "now", ["ws", conv(B, "now", "kt")])
a("en", "temp in F at sidi bel abbes today, the american liaison keeps asking", [CC], "S", "today", ["t", conv(S, "today", "F")])
a("en", "ws sba m/s", [CC], "S", "now", ["ws", conv(S, "now", "ms")])
a("en", "what was it like at bejaia on 3/8, hot?", [CC], "B", "2012-08-03", ["t"])
a("en", "readings for SBA 14-Aug", [CC], "S", "2012-08-14", ["t", "rh", "ws", "rain"])
a("en", "did it rain at sidi bel abbes the day before yesterday", [CC], "S", "daybefore", ["rain"])
a("en", "humidity bejaia 2012-07-08", [CC], "B", "2012-07-08", ["rh"])
a("en", "latest off the bejia station?", [CC], "B", "now", ["t", "rh", "ws", "rain"])
a("en", "Quick one: how warm was it at Sidi Bel Abbes on the 22nd of August", [CC], "S", "2012-08-22", ["t"])
a("en", "still mid twenties at bejaia or has it cooled off", [CC], "B", "now", ["t"])
a("en", "logistics officer. need yesterday's temp and rain at SBA for the water log", [CC], "S", "yesterday", ["t", "rain"])
a("en", "wind sba 29/9", [CC], "S", "2012-09-29", ["ws"])
a("en", "Relative humidity, Bejaia, Sept 12", [CC], "B", "2012-09-12", ["rh"])
a("en", "end of shift, just need the numbers - sidi bel abbes, now, everything u got", [CC], "S", "now", ["t", "rh", "ws", "rain"])
a("en", "how humid was SBA on jul 26", [CC], "S", "2012-07-26", ["rh"])
a("en", "bejaia temp", [CC], "B", "now", ["t"])
a("en", "wind at Béjaïa in km/h and m/s pls, filling the tanker sheet", [CC], "B", "now", ["ws", conv(B, "now", "ms")])
a("en", "was there any rain on the 28th at sidi bel abbes", [CC], "S", "2012-09-28", ["rain"])
a("fr", "salam, la température à SBA dork ?", [CC], "S", "now", ["t"])
a("fr", "khoya c combien l'humidité a bejaia", [CC], "B", "now", ["rh"])
a("fr", "le vent à Sidi Bel Abbès hier, en km/h", [CC], "S", "yesterday", ["ws"])
a("fr", "il a plu à Béjaïa le 28 ?", [CC], "B", "2012-09-28", ["rain"])
a("fr", "relevé complet de bejaia le 3 août stp", [CC], "B", "2012-08-03", ["t", "rh", "ws", "rain"])
a("fr", "yaatik saha, donne moi le vent en nœuds à sba", [CC], "S", "now", ["ws", conv(S, "now", "kt")])
a("fr", "Bonsoir, équipe de nuit. Humidité relative à Sidi Bel Abbès aujourd'hui à midi ?", [CC], "S", "today", ["rh"])
a("fr", "temp bejaia avant-hier", [CC], "B", "daybefore", ["t"])
a("fr", "fait combien de degrés à SBA le 14/08", [CC], "S", "2012-08-14", ["t"])
a("fr", "Béjaïa, la pluie d'hier, il en est tombé combien ?", [CC], "B", "yesterday", ["rain"])
a("es", "humedad en Béjaïa ahora?", [CC], "B", "now", ["rh"])
a("es", "oye cuánto viento hay en SBA, en nudos si puedes", [CC], "S", "now", ["ws", conv(S, "now", "kt")])
a("es", "temperatura en Sidi Bel Abbes ayer", [CC], "S", "yesterday", ["t"])
a("es", "¿llovió en Bejaia el 25 de septiembre?", [CC], "B", "2012-09-25", ["rain"])
a("es", "lecturas de SBA del 14/08 porfa", [CC], "S", "2012-08-14", ["t", "rh", "ws", "rain"])
a("es", "viento en m/s en bejaia hoy", [CC], "B", "today", ["ws", conv(B, "today", "ms")])
a("es", "cuántos grados hacía en Sidi Bel Abbès anteayer", [CC], "S", "daybefore", ["t"])
a("es", "a ver, la humedad relativa de SBA el 26 de julio", [CC], "S", "2012-07-26", ["rh"])
a("ar", "شحال الحرارة في بجاية دروك؟", [CC], "B", "now", ["t"])
a("ar", "الرطوبة في سيدي بلعباس اليوم؟", [CC], "S", "today", ["rh"])
a("ar", "كاين الريح في بجاية؟ شحال سرعتو", [CC], "B", "now", ["ws"])
a("ar", "ما هي سرعة الرياح في سيدي بلعباس أمس؟", [CC], "S", "yesterday", ["ws"])
a("ar", "هل سقط المطر في بجاية يوم 29 سبتمبر؟", [CC], "B", "2012-09-29", ["rain"])
a("ar", "la température ف SBA نهار 3/8", [CC], "S", "2012-08-03", ["t"])
a("ar", "عطيني القراءات كامل تاع سيدي بلعباس البارح", [CC], "S", "yesterday", ["t", "rh", "ws", "rain"])
a("ar", "الحرارة بالفهرنهايت في بجاية اليوم", [CC], "B", "today", ["t", conv(B, "today", "F")])
a("ar", "chhal el humidité f bejaia lyoum", [CC], "B", "today", ["rh"])
a("ar", "الريح ف SBA بالميل في الساعة", [CC], "S", "now", ["ws", conv(S, "now", "mph")])

# --- danger ---------------------------------------------------------------------------------------------
a = group("danger")
a("en", "fwi sba", [DG], "S", "now", ["fwi"])
a("en", "danger class bejaia rn?", [DG], "B", "now", ["fwi", "class"])
a("en", "whats the fire danger at sidi bel abbes today, low or what", [DG], "S", "today", ["fwi", "class"])
a("en", "ISI at SBA now", [DG], "S", "now", [code(S, "now", "ISI")])
a("en", "BUI bejaia", [DG], "B", "now", [code(B, "now", "BUI")])
a("en", "FFMC at sidi bel abbes yesterday, are the fine fuels still taking a spark", [DG], "S", "yesterday", [code(S, "yesterday", "FFMC")])
a("en", "what was the FWI at Bejaia on 14 Aug", [DG], "B", "2012-08-14", ["fwi"])
a("en", "DC sba 2012-08-29", [DG], "S", "2012-08-29", [code(S, "2012-08-29", "DC")])
a("en", "danger level bejaia the day before yesterday", [DG], "B", "daybefore", ["fwi", "class"])
a("en", "DMC at bejaia 26/9", [DG], "B", "2012-09-26", [code(B, "2012-09-26", "DMC")])
a("en", "how bad is it at SBA today fire-wise", [DG], "S", "today", ["fwi", "class"])
a("en", "fire weather index for Bejaia, Aug 22", [DG], "B", "2012-08-22", ["fwi"])
a("en", "is sba in the high class today or nah", [DG], "S", "today", ["fwi", "class"])
a("en", "mop-up crew asking: fwi + isi at bejaia", [DG], "B", "now", ["fwi", code(B, "now", "ISI")])
a("en", "what danger rating did SBA have on July 26", [DG], "S", "2012-07-26", ["fwi", "class"])
a("en", "FWI sidi bel abbes yday", [DG], "S", "yesterday", ["fwi"])
a("en", "Dispatch to box: current FWI and danger class for Bejaia please.", [DG], "B", "now", ["fwi", "class"])
a("en", "buildup index at sba on the 3rd of august", [DG], "S", "2012-08-03", [code(S, "2012-08-03", "BUI")])
a("fr", "indice FWI à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi"])
a("fr", "c'est quoi la classe de danger à SBA dork", [DG], "S", "now", ["fwi"])
a("fr", "l'ISI de sidi bel abbes hier stp", [DG], "S", "yesterday", [code(S, "yesterday", "ISI")])
a("fr", "niveau de risque incendie à Bejaia le 14 août ?", [DG], "B", "2012-08-14", ["fwi"])
a("fr", "FFMC bejaia maintenant, les fines sont sèches ou pas", [DG], "B", "now", [code(B, "now", "FFMC")])
a("fr", "le BUI à SBA le 29 août", [DG], "S", "2012-08-29", [code(S, "2012-08-29", "BUI")])
a("fr", "wesh le risque à Sidi Bel Abbès hier, il était à combien ?", [DG], "S", "yesterday", ["fwi"])
a("fr", "DMC et DC à Béjaïa aujourd'hui", [DG], "B", "today", [code(B, "today", "DMC"), code(B, "today", "DC")])
a("es", "índice FWI en SBA ahora", [DG], "S", "now", ["fwi"])
a("es", "qué nivel de peligro hay hoy en Béjaïa", [DG], "B", "today", ["fwi"])
a("es", "el ISI en Sidi Bel Abbes ayer?", [DG], "S", "yesterday", [code(S, "yesterday", "ISI")])
a("es", "peligro de incendio en bejaia el 3 de agosto", [DG], "B", "2012-08-03", ["fwi"])
a("es", "DC y BUI en SBA hoy", [DG], "S", "today", [code(S, "today", "DC"), code(S, "today", "BUI")])
a("es", "¿cómo está el riesgo en Béjaïa anteayer? el FWI digo", [DG], "B", "daybefore", ["fwi"])
a("ar", "شحال الـ FWI في سيدي بلعباس دروك؟", [DG], "S", "now", ["fwi"])
a("ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["fwi"])
a("ar", "مؤشر ISI في بجاية أمس", [DG], "B", "yesterday", [code(B, "yesterday", "ISI")])
a("ar", "الخطر عالي في SBA ولا لا؟", [DG], "S", "now", ["fwi"])
a("ar", "درجة الخطر في سيدي بلعباس يوم 22 أوت", [DG], "S", "2012-08-22", ["fwi"])
a("ar", "le danger ف بجاية البارح كان كيفاش", [DG], "B", "yesterday", ["fwi"])
a("ar", "الـ FFMC تاع سيدي بلعباس اليوم شحال؟", [DG], "S", "today", [code(S, "today", "FFMC")])

# --- compare the stations ------------------------------------------------------------------------------
a = group("cmp")
a("en", "which station's hotter rn", [CMP], "BS", "now", ["t"])
a("en", "bejaia vs sba humidity", [CMP], "BS", "now", ["rh"])
a("en", "where's it windier today, SBA or bejaia", [CMP], "BS", "today", ["ws"])
a("en", "FWI both stations side by side", [CMP], "BS", "now", ["fwi"])
a("en", "which one was worse on 14 Aug, fire danger wise", [CMP], "BS", "2012-08-14", ["fwi"])
a("en", "how much hotter was SBA than Bejaia on 3/8?", [CMP], "BS", "2012-08-03", ["t", diff(S, B, "2012-08-03", "t")])
a("en", "compare the August max FWI at the two stations", [CMP, SUM], "BS", "aug", ["maxfwi"])
a("en", "highest temp at each station over the past week", [CMP, SUM], "BS", "lastweek", ["maxt"])
a("en", "which station had more days with FWI over 20 in August", [CMP, SUM], "BS", "aug",
  [count_gt(B, "aug", "fwi", 20), count_gt(S, "aug", "fwi", 20)])
a("en", "logistics: which side has been drier on average since tuesday, need to pre-position tankers", [CMP, SUM], "BS", "since-tue",
  [avg(B, "since-tue", "rh"), avg(S, "since-tue", "rh")])
a("en", "rh gap between the two stations yesterday?", [CMP], "BS", "yesterday", ["rh", diff(B, S, "yesterday", "rh")])
a("en", "side by side pls: temp, rh and wind, bejaia and sba, 22 aug", [CMP], "BS", "2012-08-22", ["t", "rh", "ws"])
a("fr", "qui est le plus sec aujourd'hui, Béjaïa ou SBA ?", [CMP], "BS", "today", ["rh"])
a("fr", "compare moi le FWI des deux stations dork", [CMP], "BS", "now", ["fwi"])
a("fr", "le vent, bejaia contre sidi bel abbes hier", [CMP], "BS", "yesterday", ["ws"])
a("fr", "entre les deux stations, laquelle a eu le FWI max le plus élevé en août ?", [CMP, SUM], "BS", "aug", ["maxfwi"])
a("fr", "il faisait plus chaud où le 26/07, SBA ou Béjaïa, et de combien", [CMP], "BS", "2012-07-26", ["t", diff(B, S, "2012-07-26", "t")])
a("es", "¿dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès?", [CMP], "BS", "now", ["t"])
a("es", "compara humedad y viento de las dos estaciones hoy", [CMP], "BS", "today", ["rh", "ws"])
a("es", "qué estación tuvo la temperatura más alta en julio", [CMP, SUM], "BS", "jul", ["maxt"])
a("es", "SBA o Béjaïa: cuál tuvo más peligro el 29 de agosto", [CMP], "BS", "2012-08-29", ["fwi"])
a("ar", "شكون فيهم أسخن دروك، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["t"])
a("ar", "قارن بين المحطتين في مؤشر FWI اليوم", [CMP], "BS", "today", ["fwi"])
a("ar", "وين كانت الرطوبة أقل أمس؟ بجاية ولا SBA", [CMP], "BS", "yesterday", ["rh"])
a("ar", "أي محطة سجلت أعلى FWI في أوت؟", [CMP, SUM], "BS", "aug", ["maxfwi"])
a("ar", "متوسط الحرارة في جويلية، بجاية مقابل سيدي بلعباس", [CMP, SUM], "BS", "jul", [avg(B, "jul", "t"), avg(S, "jul", "t")])

a = group("cmpfh", fire=True)
a("en", "which station had more fire days in july", [CMP, SUM], "BS", "jul", ["fires"])
a("fr", "plus de jours de feu en août : Béjaïa ou SBA ?", [CMP, SUM], "BS", "aug", ["fires"])
a("es", "en septiembre, ¿qué estación tuvo más días con incendio?", [CMP, SUM], "BS", "sep", ["fires"])
a("ar", "شكون فيهم كان عندو أيام حرايق أكثر في جوان، بجاية ولا سيدي بلعباس؟", [CMP, SUM], "BS", "jun", ["fires"])

# --- summary over a window ------------------------------------------------------------------------------
a = group("sum")
a("en", "max fwi sba last week", [SUM], "S", "lastweek", ["maxfwi"])
a("en", "hottest day at bejaia in august, how hot", [SUM], "B", "aug", ["maxt"])
a("en", "how many days above 35 degrees at SBA in August", [SUM], "S", "aug", [count_gt(S, "aug", "t", 35)])
a("en", "avg temp at bejaia over the last 3 days", [SUM], "B", "last3d", [avg(B, "last3d", "t")])
a("en", "logistics officer: total rain at SBA over the past week? planning water resupply", [SUM], "S", "lastweek", [rain_total(S, "lastweek")])
a("en", "lowest humidity at sidi bel abbes in July", [SUM], "S", "jul", [lo(S, "jul", "rh")])
a("en", "FWI trend at SBA since tuesday, going up or down?", [SUM], "S", "since-tue", first_last(S, "since-tue", "fwi"))
a("en", "days with FWI over 20 at sidi bel abbes in aug", [SUM], "S", "aug", [count_gt(S, "aug", "fwi", 20)])
a("en", "peak wind at bejaia in september", [SUM], "B", "sep", [hi(B, "sep", "ws")])
a("en", "hottest it got at SBA between 1 and 10 September", [SUM], "S", "sep1-10", ["maxt"])
a("en", "how many days did it rain at bejaia {day}", [SUM], "B", "lastweek", [count_gt(B, "lastweek", "rain", 0)])
a("en", "water officer: avg RH at SBA 20-31 Aug", [SUM], "S", "aug-late", [avg(S, "aug-late", "rh")])
a("en", "highest fwi bejaia last 24h", [SUM], "B", "last24h", ["maxfwi"])
a("en", "how many days hit more than 30 at bejaia in september, tanker crews want to know", [SUM], "B", "sep", [count_gt(B, "sep", "t", 30)])
a("en", "mean wind at sba {day}", [SUM], "S", "last3d", [avg(S, "last3d", "ws")])
a("en", "top FWI at Béjaïa in June?", [SUM], "B", "jun", ["maxfwi"])
a("fr", "FWI max à Sidi Bel Abbès sur les sept derniers jours ?", [SUM], "S", "lastweek", ["maxfwi"])
a("fr", "combien de jours au-dessus de 35° à Béjaïa en août", [SUM], "B", "aug", [count_gt(B, "aug", "t", 35)])
a("fr", "la moyenne des températures à SBA en juillet stp", [SUM], "S", "jul", [avg(S, "jul", "t")])
a("fr", "le plus chaud à bejaia depuis mardi", [SUM], "B", "since-tue", ["maxt"])
a("fr", "cumul de pluie à Béjaïa sur les trois derniers jours, pour la citerne", [SUM], "B", "last3d", [rain_total(B, "last3d")])
a("fr", "humidité la plus basse à SBA du 20 au 31 août", [SUM], "S", "aug-late", [lo(S, "aug-late", "rh")])
a("es", "temperatura máxima en SBA en agosto", [SUM], "S", "aug", ["maxt"])
a("es", "cuántos días con FWI por encima de 15 en Béjaïa en agosto", [SUM], "B", "aug", [count_gt(B, "aug", "fwi", 15)])
a("es", "promedio de humedad en Sidi Bel Abbes la última semana", [SUM], "S", "lastweek", [avg(S, "lastweek", "rh")])
a("es", "el FWI más alto en Béjaïa del 20 al 31 de agosto", [SUM], "B", "aug-late", ["maxfwi"])
a("es", "lluvia total en SBA en septiembre, para la logística del agua", [SUM], "S", "sep", [rain_total(S, "sep")])
a("ar", "أعلى FWI في سيدي بلعباس خلال الأسبوع الماضي", [SUM], "S", "lastweek", ["maxfwi"])
a("ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في SBA في أوت؟", [SUM], "S", "aug", [count_gt(S, "aug", "t", 35)])
a("ar", "متوسط الحرارة في بجاية في جوان", [SUM], "B", "jun", [avg(B, "jun", "t")])
a("ar", "أقل رطوبة في بجاية في سبتمبر", [SUM], "B", "sep", [lo(B, "sep", "rh")])
a("ar", "أعلى سرعة ريح في سيدي بلعباس منذ الثلاثاء", [SUM], "S", "since-tue", [hi(S, "since-tue", "ws")])

a = group("sumfh", fire=True)
a("en", "how many fire days at bejaia in June", [SUM], "B", "jun", ["fires"])
a("en", "max FWI at SBA last week and how many of those days burned", [SUM], "S", "lastweek", ["maxfwi", "fires"])
a("fr", "nombre de jours de feu à SBA en septembre", [SUM], "S", "sep", ["fires"])
a("es", "días de incendio en bejaia en julio?", [SUM], "B", "jul", ["fires"])
a("ar", "قداه من نهار كان فيه حريق في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", ["fires"])
a("ar", "chhal men nhar kan fih l'feu f bejaia f août", [SUM], "B", "aug", ["fires"])

# --- analogs: the record of past fire days ------------------------------------------------------------
a = group("analog", fire=True)
a("en", "of the days with FWI above 20 at SBA, how many had a fire", [AN], "S", "none", ["fires_fwi_gt"], thr=20)
a("en", "bejaia: when FWI went over 15, how often did it actually burn", [AN], "B", "none", ["fires_fwi_gt"], thr=15)
a("en", "did days like today at sidi bel abbes end up with fires", [AN], "S", "today", ["fwi"])
a("en", "past fire days with fwi > 10 at bejaia?", [AN], "B", "none", ["fires_fwi_gt"], thr=10)
a("en", "history check: FWI over 30 at SBA, fire or no fire?", [AN], "S", "none", ["fires_fwi_gt"], thr=30)
a("en", "days that looked like today at bejaia, did any of them burn?", [AN], "B", "today", ["fwi"])
a("fr", "parmi les jours où le FWI dépassait 20 à Béjaïa, combien ont eu un feu ?", [AN], "B", "none", ["fires_fwi_gt"], thr=20)
a("fr", "les jours comme aujourd'hui à SBA, ça a brûlé ?", [AN], "S", "today", ["fwi"])
a("fr", "historique: FWI au-dessus de 10 à sidi bel abbes, combien de feux", [AN], "S", "none", ["fires_fwi_gt"], thr=10)
a("es", "de los días con FWI mayor que 15 en SBA, cuántos tuvieron incendio", [AN], "S", "none", ["fires_fwi_gt"], thr=15)
a("es", "¿días parecidos a hoy en Béjaïa acabaron en incendio?", [AN], "B", "today", ["fwi"])
a("ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صرا فيها حريق؟", [AN], "S", "none", ["fires_fwi_gt"], thr=20)
a("ar", "الأيام اللي كيما اليوم في بجاية، واش شعلت فيها النار؟", [AN], "B", "today", ["fwi"])
a("ar", "FWI فوق 30 في بجاية، قداه من مرة كان حريق؟", [AN], "B", "none", ["fires_fwi_gt"], thr=30)

# --- drift: a distance from a rate and a time -------------------------------------------------------------
a = group("drift")
a("en", "heads moving about 25 m a minute, how far in 20 min", [DR], None, "none", [drift_rate(25, 20), "=drift"], h=20)
a("en", "ros 40 m/min, 45 minutes till the dozer gets there. how far does it go", [DR], None, "none", [drift_rate(40, 45), "=drift"], h=45)
a("en", "if it runs at 2 km/h for an hour and a half how far is that", [DR], None, "none", [drift_kmh(2, 90), "=drift"], h=90)
a("en", "how far will the head move in 30 min with the wind at SBA now", [DR], "S", "now", ["=drift"], h=30)
a("en", "front doing 15 m per min. 2 hrs. distance?", [DR], None, "none", [drift_rate(15, 120), "=drift"], h=120)
a("en", "your own estimate: drift of the fire near sidi bel abbes over the next quarter hour", [DR], "S", "now", ["=drift"], h=15)
a("en", "12 metres a min for 50 min, how many metres is that on the ground", [DR], None, "none", [drift_rate(12, 50), "=drift"], h=50)
a("fr", "le front avance de 30 m par minute, en 40 minutes ça fait combien ?", [DR], None, "none", [drift_rate(30, 40), "=drift"], h=40)
a("fr", "à 1,5 km/h pendant une heure, la tête elle sera à quelle distance", [DR], None, "none", [drift_kmh(1.5, 60), "=drift"], h=60)
a("fr", "combien de mètres parcourt le feu en 25 min d'après ta propre estimation, vent de SBA", [DR], "S", "now", ["=drift"], h=25)
a("es", "avanza 20 metros por minuto, ¿cuánto en media hora?", [DR], None, "none", [drift_rate(20, 30), "=drift"], h=30)
a("es", "a 3 km/h durante 20 minutos, qué distancia recorre el frente", [DR], None, "none", [drift_kmh(3, 20), "=drift"], h=20)
a("es", "cuánto se desplaza la cabeza en 10 minutos según tu estimación", [DR], None, "none", ["=drift"], h=10)
a("ar", "النار ماشية 35 متر في الدقيقة، شحال تمشي في 20 دقيقة؟", [DR], None, "none", [drift_rate(35, 20), "=drift"], h=20)
a("ar", "إذا كانت سرعة انتشار النار 2.5 كم/سا، كم تقطع في 36 دقيقة؟", [DR], None, "none", [drift_kmh(2.5, 36), "=drift"], h=36)
a("ar", "قداه تتحرك راس النار في نص ساعة حسب الريح تاع سيدي بلعباس؟", [DR], "S", "now", ["=drift"], h=30)

# --- spread: where the front will be (no wind direction held) --------------------------------------------
a = group("spread")
a("en", "where will the fire NE of SBA be in 30 min", [SP], "S", "now", ["=spread"], h=30)
a("en", "projected front position in an hour, which way is it heading", [SP], None, "now", ["=spread"], h=60)
a("en", "where's the head gonna be when we get there, 45 min out", [SP], None, "now", ["=spread"], h=45)
a("en", "project the fire line 2 hours ahead", [SP], None, "now", ["=spread"], h=120)
a("en", "night shift. where does that fire by sidi bel abbes end up in 90 min if nobody touches it", [SP], "S", "now", ["=spread"], h=90)
a("fr", "où sera le front du feu près de Sidi Bel Abbès dans une demi-heure ?", [SP], "S", "now", ["=spread"], h=30)
a("fr", "projection du front dans 1h stp, et dans quel sens", [SP], None, "now", ["=spread"], h=60)
a("es", "¿dónde estará el frente dentro de 45 minutos?", [SP], None, "now", ["=spread"], h=45)
a("es", "proyección del incendio de SBA a 90 minutos", [SP], "S", "now", ["=spread"], h=90)
a("ar", "وين راح تكون راس النار بعد ساعة؟", [SP], None, "now", ["=spread"], h=60)
a("ar", "توقع موقع جبهة الحريق قرب سيدي بلعباس بعد 20 دقيقة", [SP], "S", "now", ["=spread"], h=20)

# --- frames: what the drone saw -------------------------------------------------------------------------
a = group("frames")
a("en", "did the drone pick up anything", [FR], None, "none", ["=frames"])
a("en", "what time did the drone see smoke", [FR], None, "none", ["=detection"])
a("en", "where was that drone detection", [FR], None, "none", ["=detection_place"])
a("en", "uav sortie today, any fire in the frames?", [FR], None, "today", ["=detection"])
a("en", "last drone frame, fire or no fire", [FR], None, "none", ["=frames"])
a("en", "the bird flew NE of sba earlier, what did it spot", [FR], "S", "today", ["=detection", "=detection_place"])
a("fr", "le drone a vu quoi aujourd'hui ?", [FR], None, "today", ["=frames"])
a("fr", "il y a de la fumée sur les images du drone ? c'était où ?", [FR], None, "none", ["=detection", "=detection_place"])
a("es", "¿el dron detectó humo? a qué hora", [FR], None, "none", ["=detection"])
a("es", "dónde vio fuego el dron", [FR], None, "none", ["=detection_place"])
a("ar", "واش شاف الدرون؟ كاين دخان؟", [FR], None, "none", ["=detection"])
a("ar", "وين كانت النار اللي صورها الدرون؟", [FR], None, "none", ["=detection_place"])
a("ar", "في أي ساعة التقط الدرون صورة الحريق؟", [FR], None, "none", ["=detection"])

# --- documents ------------------------------------------------------------------------------------------
a = group("docs")
a("en", "how much defensible space does butte county want around a house", [DOC], None, "none", ["=doc_defensible"])
a("en", "whats LCES stand for again", [DOC], None, "none", [LOOKOUT, SAFETY_ZONE])
a("en", "FFMC above what number means fine fuels light easy? per the guide", [DOC], None, "none", [DOC_FFMC])
a("en", "what FWI counts as high on this box, per the fwi guide", [DOC], None, "none", [DOC_HIGH])
a("en", "zone 2 grass height, max?", [DOC], None, "none", [DOC_GRASS])
a("en", "watch out situations list pls, new guy on the crew", [DOC], None, "none", [WATCHOUT])
a("en", "how far back from chimneys do branches have to be kept", [DOC], None, "none", [DOC_BRANCH])
a("en", "I'm the municipal forest warden, not fire service. What does your guidance say to clear around the forest hut?", [DOC], None, "none", ["=doc_defensible"])
a("en", "what does the guide say escape routes have to lead to", [DOC], None, "none", [SAFETY_ZONE])
a("fr", "c'est quoi LCES exactement", [DOC], None, "none", [LOOKOUT])
a("fr", "à partir de quel FWI on passe en danger très élevé selon le guide ?", [DOC], None, "none", [DOC_VHIGH])
a("fr", "la zone 1 c'est de combien à combien de pieds ?", [DOC], None, "none", DOC_Z1)
a("fr", "d'après la doc, l'extrême ça commence à quel FWI", [DOC], None, "none", [DOC_EXTREME])
a("es", "¿cuántos pies de espacio defendible pide Butte County?", [DOC], None, "none", [DOC_FEET])
a("es", "qué dice la guía sobre el FFMC y los combustibles finos", [DOC], None, "none", [DOC_FFMC])
a("es", "la zona 0, ¿cuántos pies son?", [DOC], None, "none", [DOC_Z0])
a("ar", "شنو معنى LCES؟", [DOC], None, "none", [LOOKOUT])
a("ar", "حسب الدليل، من أي قيمة FWI يبدأ الخطر المرتفع؟", [DOC], None, "none", [DOC_HIGH])
a("ar", "كم قدم من المساحة الدفاعية حول المنازل في مقاطعة بوت؟", [DOC], None, "none", [DOC_FEET])
a("ar", "الأوراق اليابسة، من أي عمق لازم نحيوها؟ حسب الوثيقة", [DOC], None, "none", [DOC_LEAVES])

# --- capabilities -----------------------------------------------------------------------------------------
a = group("caps")
a("en", "what can this box actually do", [CAP], None, "none", [])
a("en", "what data u got on here", [CAP], None, "none", [])
a("en", "new volunteer: which weather stations does this thing read from?", [CAP], None, "none", [STATION_B, STATION_S])
a("en", "does it get the drone pictures too or just weather", [CAP], None, "none", [])
a("fr", "tu sais faire quoi exactement ?", [CAP], None, "none", [])
a("fr", "t'as quelles données dans la boîte ?", [CAP], None, "none", [])
a("es", "¿qué puedes hacer tú?", [CAP], None, "none", [])
a("es", "qué estaciones tienes", [CAP], None, "none", [STATION_B, STATION_S])
a("ar", "واش تقدر تدير هاد الآلة؟", [CAP], None, "none", [])
a("ar", "ما هي البيانات المتوفرة في الجهاز؟", [CAP], None, "none", [])

# --- photo: none is ever attached ---------------------------------------------------------------------
a = group("photo")
a("en", "sending u a pic of the smoke column, what do u make of it", [PH], None, "none", [])
a("en", "see attached photo of the ridge, is that smoke?", [PH], None, "none", [])
a("en", "photo attached from the night patrol, hot spot or just a reflection?", [PH], None, "none", [])
a("fr", "j'ai envoyé une photo du foyer, tu peux regarder ?", [PH], None, "none", [])
a("es", "te mando una foto de la columna, ¿qué ves?", [PH], None, "none", [])
a("ar", "بعثتلك تصويرة تاع الدخان، شوفها", [PH], None, "none", [])
a("ar", "حطيت صورة من البرج، واش هذا دخان؟", [PH], None, "none", [])

# --- out of scope alone ---------------------------------------------------------------------------------
a = group("oos")
a("en", "fwi tomorrow at sba?", [OOS], "S", "none", [])
a("en", "wind direction at bejaia", [OOS], "B", "now", [])
a("en", "whats the weather in oran", [OOS], None, "none", [])
a("en", "will it rain tonight at bejaia", [OOS], "B", "none", [])
a("en", "forecast for next week at sidi bel abbes", [OOS], "S", "none", [])
a("en", "temp in tlemcen rn", [OOS], None, "now", [])
a("en", "who won the match last night lol", [OOS], None, "none", [])
a("en", "where's the wind coming from at SBA, need to know which flank", [OOS], "S", "now", [])
a("fr", "la météo de demain à Béjaïa ?", [OOS], "B", "none", [])
a("fr", "le FWI à Alger aujourd'hui ?", [OOS], None, "today", [])
a("fr", "d'où vient le vent à SBA", [OOS], "S", "now", [])
a("es", "¿va a llover mañana en Béjaïa?", [OOS], "B", "none", [])
a("es", "dirección del viento en SBA", [OOS], "S", "now", [])
a("es", "humedad en Tlemcen", [OOS], None, "now", [])
a("ar", "واش راح يكون الجو غدوة في سيدي بلعباس؟", [OOS], "S", "none", [])
a("ar", "منين جاية الريح في بجاية؟", [OOS], "B", "now", [])
a("ar", "الحرارة في وهران اليوم", [OOS], None, "today", [])
a("ar", "طقس الأسبوع الجاي في بجاية", [OOS], "B", "none", [])

# --- refuse: orders to the box ------------------------------------------------------------------------
a = group("refuse")
a("en", "push an alert to all engines: pull back to the road", [REF], None, "none", ["neg"])
a("en", "dispatch tanker 3 to the SBA water point", [REF], "S", "none", ["neg"])
a("en", "delete yesterday's readings theyre wrong", [REF], None, "none", ["neg"])
a("en", "notify the wali's office we're done with mop-up", [REF], None, "none", ["neg"])
a("fr", "envoie une alerte à la protection civile de Béjaïa", [REF], "B", "none", [])
a("fr", "supprime la dernière photo du drone", [REF], None, "none", [])
a("es", "manda una alerta a todas las dotaciones", [REF], None, "none", [])
a("ar", "ابعث إنذار للحماية المدنية في سيدي بلعباس", [REF], "S", "none", [])
a("ar", "بلّغ رئيس البلدية باش يغلق الغابة", [REF], None, "none", [])

# --- tactical: only the facts bearing on it --------------------------------------------------------------
a = group("tac")
a("en", "should we pull the night crew off the line at SBA", [TAC], "S", "now", ["fwi", "ws"])
a("en", "ok to send the guys home or keep a watch on the bejaia side?", [TAC], "B", "now", ["fwi"])
a("en", "should we reopen the road to the forest, whats the FWI at SBA rn", [DG, TAC], "S", "now", ["fwi", "class"])
a("en", "whats the humidity at bejaia and do we need to keep the engine on scene overnight", [CC, TAC], "B", "now", ["rh"])
a("en", "water officer: do we need a second tanker at sba tonight? give me the wind and rh there", [CC, TAC], "S", "now", ["ws", "rh"])
a("fr", "on rouvre la route ou pas ? c'est quoi le danger à SBA dork", [DG, TAC], "S", "now", ["fwi"])
a("fr", "faut-il garder une équipe de surveillance cette nuit à Béjaïa ?", [TAC], "B", "now", ["fwi"])
a("es", "¿retiramos la dotación de SBA? y dame el FWI", [DG, TAC], "S", "now", ["fwi"])
a("es", "¿hace falta mantener la guardia esta noche en Béjaïa?", [TAC], "B", "now", ["fwi"])
a("ar", "نحلو الطريق ولا لا؟ واش هو الخطر في سيدي بلعباس دروك", [DG, TAC], "S", "now", ["fwi"])
a("ar", "نخليو فرقة حراسة الليلة في بجاية ولا نروحو؟", [TAC], "B", "now", ["fwi"])
a("ar", "حارس الغابة: نقدر نحل الغابة للزوار اليوم؟ الخطر كيفاش في بجاية", [DG, TAC], "B", "today", ["fwi"])

# --- a place near a station, not at it (warn) ------------------------------------------------------------
a = group("near", decision="warn")
a("en", "the pines on the hills above bejaia, how dry is it up there", [CC], "B", "now", ["rh"])
a("en", "danger in the woods about 10 km south of SBA", [DG], "S", "now", ["fwi"])
a("en", "forest warden here, not fire service. The picnic area a couple of kilometres outside Sidi Bel Abbès: what is the fire risk today?",
  [DG], "S", "today", ["fwi", "class"])
a("en", "wind on the ridge behind the bejaia station", [CC], "B", "now", ["ws"])
a("en", "temp down in the valley past SBA, roughly twenty minutes drive east", [CC], "S", "now", ["t"])
a("en", "FWI for the cork oak stand near Bejaia", [DG], "B", "now", ["fwi"])
a("en", "whats the humidity out at the douar fifteen km from sidi bel abbes", [CC], "S", "now", ["rh"])
a("en", "the reservoir a few km west of SBA, hows the temp and wind out there for the fill crew", [CC], "S", "now", ["t", "ws"])
a("en", "municipal warden: the pine plantation just outside bejaia, danger class yesterday?", [DG], "B", "yesterday", ["fwi", "class"])
a("fr", "les pins juste au-dessus de Béjaïa, le danger c'est combien ?", [DG], "B", "now", ["fwi"])
a("fr", "à 5 km de SBA vers le nord, il fait combien ?", [CC], "S", "now", ["t"])
a("fr", "garde forestier communal: la forêt à côté de Sidi Bel Abbès, je la laisse ouverte ? le risque est de combien", [DG, TAC], "S", "today", ["fwi"])
a("es", "en las colinas encima de Béjaïa, ¿qué humedad hay?", [CC], "B", "now", ["rh"])
a("es", "peligro a unos diez kilómetros de SBA", [DG], "S", "now", ["fwi"])
a("ar", "الغابة اللي فوق بجاية، شحال الرطوبة تما؟", [CC], "B", "now", ["rh"])
a("ar", "الخطر في الجبل اللي قريب من سيدي بلعباس", [DG], "S", "now", ["fwi"])
a("ar", "على بعد عشرة كيلومترات من بجاية، الريح كيفاش؟", [CC], "B", "now", ["ws"])
a("ar", "حارس الغابات البلدي: الصنوبر اللي قرب سيدي بلعباس، واش فيه خطر اليوم؟", [DG], "S", "today", ["fwi"])

# --- an hour other than noon (warn) ---------------------------------------------------------------------
a = group("hour", decision="warn")
a("en", "temp at SBA at 6 am", [CC], "S", "today", ["t"])
a("en", "what was bejaia humidity at 11 last night", [CC], "B", "yesterday", ["rh"])
a("en", "wind at sidi bel abbes at 18:00 yesterday", [CC], "S", "yesterday", ["ws"])
a("en", "FWI at bejaia at 4pm today", [DG], "B", "today", ["fwi"])
a("en", "night shift log: SBA rh at 2100 yday?", [CC], "S", "yesterday", ["rh"])
a("fr", "la température à Béjaïa à 20h hier ?", [CC], "B", "yesterday", ["t"])
a("fr", "le vent à SBA vers 7h du matin", [CC], "S", "today", ["ws"])
a("es", "humedad en SBA a las 8 de la mañana", [CC], "S", "today", ["rh"])
a("es", "temperatura en Béjaïa ayer a las 22h", [CC], "B", "yesterday", ["t"])
a("ar", "شحال كانت الحرارة في سيدي بلعباس على الساعة 6 تاع الصباح؟", [CC], "S", "today", ["t"])
a("ar", "الرطوبة في بجاية البارح على 9 تاع الليل", [CC], "B", "yesterday", ["rh"])

# --- days with no reading (abstain by the data) --------------------------------------------------------
a = group("nodata")
a("en", "bejaia FWI on 20 May 2012", [DG], "B", "2012-05-20", ["fwi"])
a("en", "temp at SBA on 3/5/2012", [CC], "S", "2012-05-03", ["t"])
a("en", "readings SBA 14 July", [CC], "S", "2012-07-14", ["t", "rh", "ws", "rain"])
a("en", "humidity at bejaia 10 Aug 2011", [CC], "B", "2011-08-10", ["rh"])
a("fr", "le FWI à SBA le 15 mai 2012 ?", [DG], "S", "2012-05-15", ["fwi"])
a("es", "temperatura en Béjaïa el 2 de abril de 2012", [CC], "B", "2012-04-02", ["t"])
a("ar", "الحرارة في سيدي بلعباس يوم 20 ماي 2012", [CC], "S", "2012-05-20", ["t"])

# --- several asks in one --------------------------------------------------------------------------------
a = group("multi")
a("en", "temp and fwi sba rn", [CC, DG], "S", "now", ["t", "fwi"])
a("en", "bejaia rh + danger class, and wind direction while ur at it", [CC, DG, OOS], "B", "now", ["rh", "fwi", "class"])
a("en", "FWI today at SBA and tmrw?", [DG, OOS], "S", "today", ["fwi"])
a("en", "the FWI at SBA, and which station is hotter?", [DG, CMP], "BS", "now", [day_tok("fwi", S, "now"), "t"])
a("en", "ping the chief with the numbers and tell me the wind at bejaia", [CC, REF], "B", "now", ["ws", "neg"])
a("en", "what did the drone see and how far will it run in 20 min at 30 m/min", [FR, DR], None, "now", ["=detection", drift_rate(30, 20)], h=20)
a("en", "danger at bejaia and in oran", [DG, OOS], "B", "now", ["fwi"])
a("en", "danger at SBA and where will the front be in 30", [DG, SP], "S", "now", ["fwi", "=spread"], h=30)
a("en", "LCES refresher and the humidity at SBA rn", [DOC, CC], "S", "now", [LOOKOUT, "rh"])
a("en", "logistics: average temp at bejaia last week, and should we double the water runs", [SUM, TAC], "B", "lastweek", [avg(B, "lastweek", "t")])
a("en", "humidity at SBA and at Tlemcen", [CC, OOS], "S", "now", ["rh"])
a("en", "how hot is it at SBA and send that to the wilaya", [CC, REF], "S", "now", ["t", "neg"])
a("en", "ISI and BUI at bejaia plus the fwi", [DG], "B", "now", [code(B, "now", "ISI"), code(B, "now", "BUI"), "fwi"])
a("en", "did the drone see smoke and whats the fire danger at SBA", [FR, DG], "S", "now", ["=detection", "fwi"])
a("en", "night shift: temp, rh at SBA and what the box thinks the head will drift in 15 min", [CC, DR], "S", "now", ["t", "rh", "=drift"], h=15)
a("en", "compare FWI at both and tell me which one we should send the reserve engine to", [CMP, TAC], "BS", "now", ["fwi"])
a("en", "sba rh now and at 9 tonight", [CC, OOS], "S", "now", ["rh"])
a("en", "FWI at SBA and is it safe to pull the hose lines", [DG, TAC], "S", "now", ["fwi"])
a("en", "rh + wind bejaia, and r we good to reopen the beach road", [CC, TAC], "B", "now", ["rh", "ws"])
a("en", "temp sba now and did the drone see anything", [CC, FR], "S", "now", ["t", "=detection"])
a("en", "max FWI at bejaia in aug, and what counts as very high per the guide", [SUM, DOC], "B", "aug", ["maxfwi", DOC_VHIGH])
a("en", "how far will it go in 25 min at 40 m/min and whats the danger at sba", [DR, DG], "S", "now", [drift_rate(40, 25), "fwi"], h=25)
a("en", "forward the drone frame to HQ and tell me what time it was taken", [FR, REF], None, "none", ["=detection", "neg"])
a("en", "wind at SBA and is it gonna shift tonight", [CC, OOS], "S", "now", ["ws"])
a("en", "defensible space for the forest hut + fire danger at bejaia today", [DOC, DG], "B", "today", ["=doc_defensible", "fwi"])
a("en", "compare rh at both and should we move the water point to the wetter side", [CMP, TAC], "BS", "now", ["rh"])
a("en", "the drone pic, smoke? I'm attaching a phone photo too", [FR, PH], None, "none", ["=detection"])
a("en", "how hot at SBA rn and log it in the shift report for me", [CC, REF], "S", "now", ["t", "neg"])
a("en", "what's LCES and should we post a lookout tonight at SBA", [DOC, TAC], "S", "now", [LOOKOUT])
a("en", "what can you do, and whats the fwi at bejaia", [CAP, DG], "B", "now", ["fwi"])
a("en", "wind speed at bejaia in knots, and its bearing", [CC, OOS], "B", "now", ["ws", conv(B, "now", "kt")])
a("en", "the FWI at SBA, and which station is windier?", [DG, CMP], "BS", "now", [day_tok("fwi", S, "now"), "ws"])
a("en", "danger at bejaia and at Setif", [DG, OOS], "B", "now", ["fwi"])
a("en", "pull everyone back to the trucks and tell me the rh at SBA", [CC, REF], "S", "now", ["rh", "neg"])
a("en", "sent a pic from the lookout, plus whats the rh at SBA", [PH, CC], "S", "now", ["rh"])
a("en", "hottest day at SBA in august and was the FWI over 30 any day that month", [SUM], "S", "aug", ["maxt", count_gt(S, "aug", "fwi", 30)])
a("fr", "température et FWI à Béjaïa dork", [CC, DG], "B", "now", ["t", "fwi"])
a("fr", "le vent à SBA et sa direction stp", [CC, OOS], "S", "now", ["ws"])
a("fr", "envoie le bulletin au commandant et dis moi l'humidité à Sidi Bel Abbès", [CC, REF], "S", "now", ["rh"])
a("fr", "danger à Béjaïa aujourd'hui et demain ?", [DG, OOS], "B", "today", ["fwi"])
a("fr", "le drone a vu de la fumée ? et le FWI à SBA c'est combien", [FR, DG], "S", "now", ["=detection", "fwi"])
a("fr", "FWI max en août à SBA et combien de jours au-dessus de 20", [SUM], "S", "aug", ["maxfwi", count_gt(S, "aug", "fwi", 20)])
a("fr", "humidité à bejaia et à Oran", [CC, OOS], "B", "now", ["rh"])
a("fr", "humidité à SBA et on peut rouvrir la route de la forêt ?", [CC, TAC], "S", "now", ["rh"])
a("fr", "FWI à Béjaïa et le drone a vu quoi", [DG, FR], "B", "now", ["fwi", "=frames"])
a("fr", "transmets ça au PC et donne moi le FWI max de la semaine à SBA", [SUM, REF], "S", "lastweek", ["maxfwi"])
a("fr", "la température à SBA en Fahrenheit, et le FWI", [CC, DG], "S", "now", ["t", conv(S, "now", "F"), "fwi"])
a("fr", "garde forestier: le risque aujourd'hui à Béjaïa, et est-ce que je ferme le parc ?", [DG, TAC], "B", "today", ["fwi"])
a("fr", "à 20 m/min pendant 30 min ça fait combien, et où sera le front", [DR, SP], None, "now", [drift_rate(20, 30), "=spread"], h=30)
a("fr", "c'est quoi le FFMC selon le guide et il est à combien à SBA", [DOC, DG], "S", "now", [DOC_FFMC, code(S, "now", "FFMC")])
a("fr", "le vent à Béjaïa et à Tizi Ouzou", [CC, OOS], "B", "now", ["ws"])
a("fr", "yaatik saha, le FWI à SBA et qui est le plus humide des deux", [DG, CMP], "BS", "now", [day_tok("fwi", S, "now"), "rh"])
a("es", "humedad en SBA y ¿abrimos la pista forestal?", [CC, TAC], "S", "now", ["rh"])
a("es", "dame el FWI de Béjaïa y avisa a la central", [DG, REF], "B", "now", ["fwi"])
a("es", "¿qué vio el dron? y el peligro en SBA", [FR, DG], "S", "now", ["=detection", "fwi"])
a("es", "temperatura en SBA hoy y mañana", [CC, OOS], "S", "today", ["t"])
a("es", "máximo de FWI en agosto en SBA y qué FWI es alto según la guía", [SUM, DOC], "S", "aug", ["maxfwi", DOC_HIGH])
a("es", "viento en SBA en nudos y el ISI", [CC, DG], "S", "now", ["ws", conv(S, "now", "kt"), code(S, "now", "ISI")])
a("es", "temperatura, humedad y FWI en SBA", [CC, DG], "S", "now", ["t", "rh", "fwi"])
a("es", "viento en Béjaïa y de dónde sopla", [CC, OOS], "B", "now", ["ws"])
a("es", "manda esto al jefe de guardia y dime el peligro en SBA", [DG, REF], "S", "now", ["fwi"])
a("es", "qué vio el dron y dónde estará el frente en una hora", [FR, SP], None, "now", ["=frames", "=spread"], h=60)
a("es", "FWI en Béjaïa hoy y pronóstico para mañana", [DG, OOS], "B", "today", ["fwi"])
a("ar", "الحرارة والرطوبة وFWI في سيدي بلعباس دروك", [CC, DG], "S", "now", ["t", "rh", "fwi"])
a("ar", "شحال الريح في بجاية ومنين جاية؟", [CC, OOS], "B", "now", ["ws"])
a("ar", "ابعث الأرقام للقائد وقولي شحال الخطر في SBA", [DG, REF], "S", "now", ["fwi"])
a("ar", "الخطر في بجاية اليوم وغدوة", [DG, OOS], "B", "today", ["fwi"])
a("ar", "واش شاف الدرون ووين راح تكون النار بعد نص ساعة؟", [FR, SP], None, "now", ["=detection", "=spread"], h=30)
a("ar", "قارن الحرارة بين المحطتين وقولي وين نبعثو الصهريج", [CMP, TAC], "BS", "now", ["t"])
a("ar", "الرطوبة في بجاية ونحلو الطريق ولا؟", [CC, TAC], "B", "now", ["rh"])
a("ar", "FWI في سيدي بلعباس وواش شاف الدرون", [DG, FR], "S", "now", ["fwi", "=detection"])
a("ar", "قولي الحرارة في SBA وسجلها في التقرير", [CC, REF], "S", "now", ["t"])
a("ar", "الريح في سيدي بلعباس وفي تلمسان", [CC, OOS], "S", "now", ["ws"])
a("ar", "أعلى حرارة في بجاية في أوت، ونزيدو صهاريج ولا؟", [SUM, TAC], "B", "aug", ["maxt"])
a("ar", "النار ماشية 30 متر في الدقيقة، شحال في ربع ساعة؟ ووين تكون الجبهة؟", [DR, SP], None, "now", [drift_rate(30, 15), "=spread"], h=15)
a("ar", "واش تقدر تدير؟ وشحال الخطر في بجاية", [CAP, DG], "B", "now", ["fwi"])
a("ar", "الحرارة في بجاية la température w l'humidité دروك", [CC], "B", "now", ["t", "rh"])

a("fr", "rh à SBA et dis aux gars de plier les tuyaux", [CC, REF], "S", "now", ["rh"])
a("fr", "la moyenne du vent à Béjaïa depuis mardi, et on laisse la citerne sur place ?", [SUM, TAC], "B", "since-tue", [avg(B, "since-tue", "ws")])
a("fr", "le drone a repéré quoi, et appelle la colonne pour qu'elle monte", [FR, REF], None, "none", ["=frames"])
a("fr", "FWI à SBA aujourd'hui, et il sera comment ce soir ?", [DG, OOS], "S", "today", ["fwi"])
a("fr", "la température à Béjaïa et LCES ça veut dire quoi déjà", [CC, DOC], "B", "now", ["t", LOOKOUT])
a("es", "humedad en Béjaïa y avísale al capataz", [CC, REF], "B", "now", ["rh"])
a("es", "FWI máximo en SBA la última semana y ¿reabrimos el camino?", [SUM, TAC], "S", "lastweek", ["maxfwi"])
a("es", "¿cuánto avanza a 50 m por minuto en 12 minutos? y el viento en SBA", [DR, CC], "S", "now", [drift_rate(50, 12), "ws"], h=12)
a("es", "peligro en SBA y en Orán", [DG, OOS], "S", "now", ["fwi"])
a("en", "warden again: FWI at bejaia today, and can I let the school group into the forest park", [DG, TAC], "B", "today", ["fwi"])
a("en", "gimme ws in mph at SBA, and its direction", [CC, OOS], "S", "now", ["ws", conv(S, "now", "mph")])
a("en", "rain at bejaia yday and tell dispatch we're heading back", [CC, REF], "B", "yesterday", ["rain", "neg"])
a("en", "temp + rh at SBA, temp in F, and where's the wind from", [CC, OOS], "S", "now", ["t", conv(S, "now", "F"), "rh"])
a("ar", "شحال الـ FWI في بجاية؟ وقول للفرقة يرجعو", [DG, REF], "B", "now", ["fwi"])
a("ar", "الرطوبة في SBA دروك والليلة؟", [CC, OOS], "S", "now", ["rh"])
a("ar", "متوسط الرطوبة في سيدي بلعباس خلال الأسبوع الماضي، ونحطو نقطة الماء وين؟", [SUM, TAC], "S", "lastweek", [avg(S, "lastweek", "rh")])

a = group("multifh", fire=True)
a("en", "of days with FWI over 20 at SBA how many burned, and what's the FWI there today", [AN, DG], "S", "today", ["fires_fwi_gt", "fwi"], thr=20)
a("fr", "FWI à Béjaïa aujourd'hui et, dans l'historique, les jours au-dessus de 15 ont brûlé combien de fois ?", [DG, AN], "B", "today", ["fwi", "fires_fwi_gt"], thr=15)
a("es", "FWI de hoy en SBA y cuántos días con FWI mayor que 10 tuvieron fuego", [DG, AN], "S", "today", ["fwi", "fires_fwi_gt"], thr=10)
a("ar", "الخطر اليوم في بجاية، والأيام اللي فاتت فيها FWI 20 قداه منها شعلت؟", [DG, AN], "B", "today", ["fwi", "fires_fwi_gt"], thr=20)


# ----------------------------------------------------------------------------------------------------------
# what the wording takes for granted, checked against the data (a rebuild fails if the data disagree)
def _fwi(dev, key):
    return row(dev, key).codes["FWI"]


assert row(S, "2012-08-03").temperature_c > row(B, "2012-08-03").temperature_c      # "how much hotter was SBA"
assert _fwi(S, "now") > _fwi(B, "now")                          # "pourquoi c'est plus haut à SBA", "علاش بجاية أقل"
assert row(B, "now").rh_pct > row(S, "now").rh_pct              # "علاش الرطوبة طالعة تما" (Béjaïa)
assert _fwi(S, "today") < _fwi(S, "yesterday")                  # "¿por qué bajó?"
assert _fwi(B, "2012-08-29") > _fwi(S, "2012-08-29")            # "why's bejaia so much higher that day"
assert crew_facts.danger_class(_fwi(B, "today")) in ("very low", "low")     # "علاش الخطر منخفض هكا"
assert crew_facts.danger_class(_fwi(S, "today")) != "high"      # "is sba in the high class today or nah" stays a plain ask
# the drier station since Tuesday (by its average humidity), where the water officer would move the water point
DRIER = min((B, S), key=lambda dev: avg(dev, "since-tue", "rh"))


# ----------------------------------------------------------------------------------------------------------
# sessions: follow-ups that leave out the station, the day, the window or the list of asks
WATCH = crew_facts.watch_station(TODAY)
OTHER = B if WATCH == S else S
SESSIONS = []


def session(*turns):
    sid = f"{NAME}s{len(SESSIONS) + 1:02d}"
    rows = []
    for k, t in enumerate(turns, start=1):
        lang, q, intents, st, when, facts = t[:6]
        extra = t[6] if len(t) > 6 else {}
        r = {"session": sid, "turn": k, "question": q, "intents": list(intents), "stations": st, "when": when,
             "facts": list(facts), "lang": lang}
        r.update(extra)
        rows.append(r)
    SESSIONS.append(rows)


WARN = {"decision": "warn"}
FH = {"needs_fire_history": True}

session(("en", "sba fwi rn", [DG], [S], "now", ["fwi"]),
        ("en", "and the other one", [DG], [B], "now", ["fwi"]),
        ("en", "why so low there", [EXP], [B], "now", ["rh", "rain"]),
        ("en", "same for yday", [DG], [B], "yesterday", ["fwi"]))
session(("en", "need it for the water plan: max temp and total rain at SBA over the past week", [SUM], [S], "lastweek",
         ["maxt", rain_total(S, "lastweek")]),
        ("en", "same for bejaia", [SUM], [B], "lastweek", ["maxt", rain_total(B, "lastweek")]),
        ("en", "and in august?", [SUM], [B], "aug", ["maxt", rain_total(B, "aug")]),
        ("en", "which of the two was hotter on average in august", [CMP, SUM], [B, S], "aug",
         [avg(B, "aug", "t"), avg(S, "aug", "t")]))
session(("fr", "salam, FWI à Béjaïa dork ?", [DG], [B], "now", ["fwi"]),
        ("fr", "w SBA ?", [DG], [S], "now", ["fwi"]),
        ("fr", "pourquoi c'est plus haut à SBA ?", [EXP], [B, S], "now", ["rh"]),
        ("fr", "ok et demain ça va monter ?", [OOS], [B, S], "none", []))
session(("ar", "شحال الحرارة في سيدي بلعباس دروك؟", [CC], [S], "now", ["t"]),
        ("ar", "والرطوبة؟", [CC], [S], "now", ["rh"]),
        ("ar", "وفي بجاية؟", [CC], [B], "now", ["rh"]),
        ("ar", "علاش الرطوبة طالعة تما؟", [EXP], [B], "now", ["rain"]))
session(("en", "Hello, I'm the municipal forest warden for the commune, not with the fire service. Is the fire danger high today "
               "in the pine woods on the hill north of Sidi Bel Abbès?", [DG], [S], "today", ["fwi", "class"], WARN),
        ("en", "Should I close the walking trails up there?", [TAC], [S], "today", ["fwi"], WARN),
        ("en", "And over the past week, what was the highest it got up there?", [SUM], [S], "lastweek", ["maxfwi"], WARN),
        ("en", "Could you tell the mayor's office to put the closure signs up?", [REF], [S], "none", ["neg"]))
session(("es", "peligro en SBA hoy", [DG], [S], "today", ["fwi"]),
        ("es", "¿y ayer?", [DG], [S], "yesterday", ["fwi"]),
        ("es", "¿por qué bajó?", [EXP], [S], "today", ["rh", "ws"]),
        ("en", "switching to english for the new guy: temp at bejaia now", [CC], [B], "now", ["t"]))
session(("en", "did the drone catch anything", [FR], None, "none", ["=detection"]),
        ("en", "where", [FR], None, "none", ["=detection_place"]),
        ("en", "how far would it go in 40 min at 20 m/min", [DR], None, "none", [drift_rate(20, 40)], {"horizon_min": 40}),
        ("en", "and where's the front then, which way", [SP], None, "now", ["=spread"], {"horizon_min": 40}))
session(("fr", "combien de jours au-dessus de 35° à SBA en août ?", [SUM], [S], "aug", [count_gt(S, "aug", "t", 35)]),
        ("fr", "et en juillet ?", [SUM], [S], "jul", [count_gt(S, "jul", "t", 35)]),
        ("fr", "et à Béjaïa, même période ?", [SUM], [B], "jul", [count_gt(B, "jul", "t", 35)]),
        ("fr", "laquelle des deux a eu le plus de jours de feu en juillet ?", [CMP, SUM], [B, S], "jul", ["fires"], FH))
session(("ar", "ما هو مؤشر خطر الحرائق في بجاية اليوم؟", [DG], [B], "today", ["fwi"]),
        ("ar", "وما هي سرعة الرياح؟", [CC], [B], "today", ["ws"]),
        ("fr", "et en nœuds ?", [CC], [B], "today", [conv(B, "today", "kt")]),
        ("ar", "علاش الخطر منخفض هكا؟", [EXP], [B], "today", ["rh", "rain"]))
session(("en", "command to box, compare FWI both stations, over", [CMP], [B, S], "now", ["fwi"]),
        ("en", "copy. which one are we watching then", [CMP], [B, S], "now", ["fwi"]),
        ("en", "roger. max FWI at that one over the last 3 days", [SUM], [WATCH], "last3d", ["maxfwi"]),
        ("en", "dispatch a lookout team there, out", [REF], [WATCH], "none", ["neg"]))
session(("en", "hi im new, what does FWI even mean", [DOC], None, "none", [FWI_NAME]),
        ("en", "ok and whats it at bejaia right now", [DG], [B], "now", ["fwi"]),
        ("en", "is that bad?", [DG], [B], "now", ["class"], {"intents_alt": [[EXP]]}),
        ("en", "why?", [EXP], [B], "now", ["rh", "rain"]))
session(("fr", "le vent à SBA maintenant", [CC], [S], "now", ["ws"]),
        ("fr", "en m/s stp", [CC], [S], "now", [conv(S, "now", "ms")]),
        ("ar", "وفي بجاية؟", [CC], [B], "now", ["ws", conv(B, "now", "ms")]),
        ("fr", "ok, on peut lâcher le chantier ou pas ?", [TAC], None, "now", []))
session(("en", "how many days FWI over 15 at bejaia in august", [SUM], [B], "aug", [count_gt(B, "aug", "fwi", 15)]),
        ("en", "and at SBA", [SUM], [S], "aug", [count_gt(S, "aug", "fwi", 15)]),
        ("en", "and over the whole record there, days with FWI over 15, how many had fires", [AN], [S], "none", fires_gt(S, 15), FH))
session(("es", "temperatura en Béjaïa el 14 de agosto", [CC], [B], "2012-08-14", ["t"]),
        ("es", "¿y en SBA ese día?", [CC], [S], "2012-08-14", ["t"]),
        ("es", "¿cuál estaba peor de peligro?", [CMP], [B, S], "2012-08-14", ["fwi"]),
        ("es", "¿y a las 5 de la tarde?", [CMP], [B, S], "2012-08-14", ["fwi"], WARN))
session(("ar", "أنا حارس غابات تابع للبلدية. ما مستوى خطر الحرائق اليوم في سيدي بلعباس؟", [DG], [S], "today", ["fwi"]),
        ("ar", "وفي الغابة التي تبعد حوالي خمسة كيلومترات عن المدينة؟", [DG], [S], "today", ["fwi"], WARN),
        ("ar", "هل يجب أن أمنع الشواء في المنتزه هناك؟", [TAC], [S], "today", ["fwi"], WARN),
        ("ar", "أرسل تنبيها إلى البلدية من فضلك", [REF], None, "none", []))
session(("en", "ISI and BUI at SBA on 29 aug", [DG], [S], "2012-08-29", [code(S, "2012-08-29", "ISI"), code(S, "2012-08-29", "BUI")]),
        ("en", "same two at bejaia", [DG], [B], "2012-08-29", [code(B, "2012-08-29", "ISI"), code(B, "2012-08-29", "BUI")]),
        ("en", "and the FWI for each", [CMP], [B, S], "2012-08-29", ["fwi"], {"intents_alt": [[DG]]}),
        ("en", "why's bejaia so much higher that day", [EXP], [B, S], "2012-08-29",
         [code(B, "2012-08-29", "BUI"), code(S, "2012-08-29", "BUI")]))
session(("fr", "on finit le noyage vers 2h, l'humidité à Béjaïa ?", [CC], [B], "now", ["rh"]),
        ("fr", "et le max de FWI sur les trois derniers jours", [SUM], [B], "last3d", ["maxfwi"]),
        ("fr", "pareil pour SBA", [SUM], [S], "last3d", ["maxfwi"]),
        ("fr", "préviens le chef de centre qu'on rentre, et donne moi le vent à SBA", [CC, REF], [S], "now", ["ws"]))
session(("en", "fire NE of SBA, how far could the head get in an hour", [DR], [S], "now", ["=drift"], {"horizon_min": 60}),
        ("en", "and where exactly will it be", [SP], [S], "now", ["=spread"], {"horizon_min": 60}),
        ("es", "¿y en dos horas?", [SP], [S], "now", ["=spread"], {"horizon_min": 120}),
        ("en", "what about tomorrow morning", [OOS], [S], "none", []))
session(("ar", "الـ ISI في SBA دروك؟", [DG], [S], "now", [code(S, "now", "ISI")]),
        ("ar", "والـ FFMC؟", [DG], [S], "now", [code(S, "now", "FFMC")]),
        ("ar", "ونفس الشي في بجاية", [DG], [B], "now", [code(B, "now", "ISI"), code(B, "now", "FFMC")]))
session(("en", "tanker crew at the reservoir about 8 km west of bejaia wants the humidity", [CC], [B], "now", ["rh"], WARN),
        ("en", "and the temp out there at 5 this morning", [CC], [B], "today", ["t"], WARN),
        ("en", "ok forget it, just the bejaia station noon numbers then, temp rh wind", [CC], [B], "today", ["t", "rh", "ws"]))
session(("ar", "wesh, el FWI f SBA lyoum ?", [DG], [S], "today", ["fwi"]),
        ("ar", "w l'ISI ?", [DG], [S], "today", [code(S, "today", "ISI")]),
        ("ar", "نفس الزوج في بجاية، وابعثهم للشاف", [DG, REF], [B], "today", ["fwi", code(B, "today", "ISI")]),
        ("ar", "علاش بجاية أقل؟", [EXP], [B, S], "today", ["rh"]))
session(("en", "water officer again. avg humidity at SBA {since tue}", [SUM], [S], "since-tue", [avg(S, "since-tue", "rh")]),
        ("en", "and the lowest", [SUM], [S], "since-tue", [lo(S, "since-tue", "rh")]),
        ("en", "both of those for bejaia", [SUM], [B], "since-tue", [avg(B, "since-tue", "rh"), lo(B, "since-tue", "rh")]),
        ("en", "should we move the second water point to the drier one then? and what's the wind there now", [TAC, CC], [DRIER], "now",
         ["ws"]))


# ----------------------------------------------------------------------------------------------------------
def templates():
    out = []
    for name, g in GROUPS.items():
        items = g["items"]
        phrasings = []
        for it in items:
            p = {"q": it["q"], "lang": it["lang"], "stations": ST[it["st"]], "facts": it["facts"]}
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": f"{NAME}-{name}", "intents": items[0]["intents"], "phrasings": phrasings, "stations": "none",
             "days": [it["day"] for it in items], "intents_by_phrasing": [it["intents"] for it in items]}
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if g["decision"]:
            t["decision"] = g["decision"]
        if g["fire"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    # the one session turn written with a window placeholder: the window in the crew's words
    for rows in SESSIONS:
        for r in rows:
            r["question"] = r["question"].replace("{since tue}", crew_days.WINDOWS["since-tue"]["en"])
    tpl = templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for rows in SESSIONS for r in rows), encoding="utf-8")
    n_t = sum(len(t["phrasings"]) for t in tpl)
    n_s = sum(len(rows) for rows in SESSIONS)
    print(f"{n_t} template phrasings, {len(SESSIONS)} sessions / {n_s} turns -> {OUT}")


if __name__ == "__main__":
    main()
