#!/usr/bin/env python3
"""Generator of the crew-question batch d67 (sealed at stop 53, scored once at stop 54; dev since).

Writes crew_templates_dev67.jsonl and crew_sessions_dev67.jsonl next to this file. Deterministic: no
randomness, no clock. Every number in a gold fact is computed here: from the Algerian CSV through
appliance.evaluation.crew_facts (table, fire_record, day_fact), from unit conversions of the real
readings, from the crew's own numbers (rate x minutes), or parsed out of the shipped documents with a
regex. Run:
    python -m appliance.evaluation.data.make_dev67
"""
import json
import re
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d67"
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"
TB = crew_facts.table()
FR = crew_facts.fire_record()
TODAY = crew_days.TODAY.isoformat()


# ---------------------------------------------------------------- helpers: numbers from the data
def num(x):
    return crew_facts._num(round(float(x), 1))


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def row(dev, key):
    d = days_of(key)
    assert len(d) == 1, key
    return TB[(dev, d[0])]


def code(dev, key, name):
    """A published code (ISI, BUI, FFMC, DMC, DC, FWI) of one day, as the CSV writes it."""
    return num(row(dev, key).codes[name])


def dec_forms(x, nd=1):
    """A computed decimal as a crew may read it: 8.7 / 8,7 (an integer x.0 also as x)."""
    s = f"{x:.{nd}f}"
    out = [s, s.replace(".", ",")]
    if float(s).is_integer():
        out.insert(0, str(int(float(s))))
    return out


def any_of(*lists):
    seen = []
    for lst in lists:
        for v in lst:
            if v not in seen:
                seen.append(v)
    return {"any": seen}


def wind_in(dev, key, unit):
    """The real wind reading converted into the unit the crew asked for."""
    kmh = row(dev, key).wind_kmh
    factor, labels = {"mph": (1.609344, ["mph"]), "kn": (1.852, ["kn", "kt", "knot", "nœud", "nud", "عقد"]),
                      "ms": (3.6, ["m/s", "m s"])}[unit]
    x = kmh / factor
    forms = [f for f in dec_forms(x) if not f.isdigit()]      # a bare "5" would match anything
    return any_of(forms, [f"{round(x)} {lab}" for lab in labels] + [f"{round(x)}{lab}" for lab in labels])


def temp_f(dev, key):
    c = row(dev, key).temperature_c
    f = c * 9 / 5 + 32
    return any_of(dec_forms(f), [f"{round(f)} °F", f"{round(f)}°F", f"{round(f)} F", f"{round(f)}°"])


def window_rows(dev, key):
    return [TB[(dev, d)] for d in days_of(key) if (dev, d) in TB]


def all_rows(dev):
    return [r for (dv, _), r in sorted(TB.items()) if dv == dev]


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "fwi": lambda r: r.codes["FWI"]}


def count_gt(dev, key, field, thr, ge=False):
    rows = all_rows(dev) if key == "all" else window_rows(dev, key)
    return sum((FIELD[field](r) >= thr) if ge else (FIELD[field](r) > thr) for r in rows)


def w_min(dev, key, field):
    return num(min(FIELD[field](r) for r in window_rows(dev, key)))


def w_mean(dev, key, field):
    rows = window_rows(dev, key)
    return any_of(dec_forms(sum(FIELD[field](r) for r in rows) / len(rows)))


def diff(key, field):
    a, b = (FIELD[field](row(dev, key)) for dev in (B, S))
    return any_of(dec_forms(abs(a - b)))


def past_hot_fires(dev, thr):
    """Past days (before the clock's day) hotter than thr degrees: how many, and how many had a fire."""
    hot = [FR[(dev, d)][1] for (dv, d), r in TB.items() if dv == dev and d < TODAY and r.temperature_c > thr]
    return [len(hot), sum(hot)]


def num_forms(x):
    return any_of(dec_forms(float(x)))


def dist(meters):
    """A distance the crew's own numbers give (rate x time), in m and km, French comma too."""
    m = round(meters)
    km = m / 1000
    out = [f"{m} m", f"{m}m", f"{m} متر", f"{m:,} m".replace(",", " ")]
    for nd in (1, 2, 3):
        k = f"{km:.{nd}f}"
        if abs(float(k) - km) < 1e-9:
            out += [f"{k} km", f"{k}km", k.replace(".", ",") + " km", f"{k} كم"]
            break
    if km.is_integer():
        out += [f"{int(km)} km", f"{int(km)} كم"]
    return any_of(out)


def rain_fact(dev, key, lang):
    r = row(dev, key).rain_mm
    if r:
        return num(r)
    words = {"en": [], "fr": ["pas de pluie", "aucune pluie", "sec"], "es": ["sin lluvia", "no llovió", "seco"],
             "ar": ["لا أمطار", "ما طاحش", "بدون أمطار"]}[lang]
    return any_of(crew_facts.day_fact("rain", dev, days_of(key)[0])["any"], words)


NEG_ML = any_of(crew_facts.NEGATION["any"],
                ["ne peut", "ne peux", "ne pourra", "impossible", "pas en mesure", "no puede", "no puedo",
                 "no es posible", "no está", "لا يمكن", "لا أستطيع", "لا يستطيع", "ما نقدرش", "ما يقدرش", "غير ممكن"])


def neg(lang):
    return "neg" if lang == "en" else NEG_ML


# ---------------------------------------------------------------- facts parsed from the shipped documents
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


BUTTE, LCES, FWIG = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")


def grab(pattern, text, conv=float):
    m = re.search(pattern.replace(" ", r"\s+"), text, re.S)      # the documents wrap lines anywhere
    assert m, pattern
    vals = [conv(g) for g in m.groups()]
    return [crew_facts._num(v) if isinstance(v, float) else v for v in vals]


DOC_FEET = grab(r"requires (\d+) feet of defensible space", BUTTE)[0]
ZONE0 = grab(r"Zone 0 is the first (\d+) feet", BUTTE)[0]
ZONE1 = grab(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE)
ZONE2 = grab(r"Zone 2 runs from (\d+) to (\d+) feet", BUTTE)
GRASS_IN = grab(r"maximum height of (\d+) inches", BUTTE)[0]
BRANCH_FT = grab(r"keep tree branches (\d+) feet from chimneys", BUTTE)[0]
LCES_WORDS = [w.lower() for w in grab(r"engages a fire: (Lookouts), (Communications),\s+(Escape routes) and (Safety zones)",
                                      LCES, str)]
SLOWEST = grab(r"Time\s+the route at the (\w+) member", LCES, str)[0]
DOWNHILL = grab(r"builds line (\w+) toward a fire", LCES, str)[0]
STAFFING = [w.lower() for w in grab(r"fire danger.*?:\s+(lookouts) are posted early, (escape routes) are kept short, and crews are not left (alone)",
                                    LCES.split("## Fire danger and staffing")[1], str)]
FFMC_IGN = grab(r"above about (\d+)\s+fine fuels ignite", FWIG)[0]
BUI_PARTS = grab(r"Buildup Index \(BUI\) combines (\w+) and (\w+)", FWIG, str)
ISI_PARTS = grab(r"Initial Spread Index \(ISI\) combines (\w+) with (\w+)", FWIG, str)
TH_LOW = grab(r"below ([\d.]+) very low", FWIG)[0]
TH_HIGH = grab(r"from ([\d.]+) high", FWIG)[0]
TH_VHIGH = grab(r"from ([\d.]+) very\s+high", FWIG)[0]
TH_EXT = grab(r"from ([\d.]+) extreme", FWIG)[0]
NAMES_F = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]


def lit(*words):
    """A string fact (a plain string would be read as a fact token)."""
    return {"any": list(words)}

# ---------------------------------------------------------------- the questions
ITEMS = {}          # kind -> list of phrasing specs (insertion order)
FIRE_KINDS = {"sumfire", "ana", "msumana", "m3fire", "mcmpsum"}
WARN_KINDS = {"near", "hour"}          # the brief's conventions: a place near a station, an hour other than noon
ST = {"B": [B], "S": [S], "BS": "both", "-": "none"}


def Q(kind, lang, text, intents, st, day, facts=(), h=None, thr=None, alt=None):
    assert "{" not in text and "}" not in text, text
    ITEMS.setdefault(kind, []).append({"lang": lang, "q": text, "intents": list(intents), "st": st, "day": day,
                                       "facts": list(facts), "h": h, "thr": thr, "alt": alt})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- current conditions -------------------------------------------------------------------
Q("cur", "en", "SBA temp rn?", [CC], "S", "now", ["t"])
Q("cur", "en", "Engine 4 to base, need the current humidity at Bejaia, over.", [CC], "B", "now", ["rh"])
Q("cur", "en", "what's the wind doing at sidi bel abbes right now", [CC], "S", "now", ["ws"])
Q("cur", "en", "Did it rain in Béjaïa yesterday?", [CC], "B", "yesterday", [rain_fact(B, "yesterday", "en")])
Q("cur", "en", "Give me the full noon obs for Sidi-Bel-Abbès, 2012-08-14.", [CC], "S", "2012-08-14",
  ["t", "rh", "ws", rain_fact(S, "2012-08-14", "en")])
Q("cur", "en", "hey quick one how hot was it in bejaia on 3/8", [CC], "B", "2012-08-03", ["t"])
Q("cur", "en", "Relative humidity at noon today, Sidi Bel Abbes?", [CC], "S", "today", ["rh"])
Q("cur", "en", "Any rain in the last hour at bejaia?", [CC], "B", "lasthour", [rain_fact(B, "lasthour", "en")])
Q("cur", "en", "Logistics here. What were the temperature and wind at SBA the day before yesterday? Planning water resupply.",
  [CC], "S", "daybefore", ["t", "ws"])
Q("cur", "en", "Bejaia weather 14-Aug pls", [CC], "B", "2012-08-14", ["t", "rh", "ws", rain_fact(B, "2012-08-14", "en")])
Q("cur", "en", "How much rain fell at Sidi Bel Abbès on the 27th of this month?", [CC], "S", "2012-09-27",
  [rain_fact(S, "2012-09-27", "en")])
Q("cur", "en", "new here sorry if dumb question - what is the humidity in bejaya today", [CC], "B", "today", ["rh"])
Q("cur", "en", "Wind speed at both stations, current please.", [CC], "BS", "now", ["ws"])
Q("cur", "en", "temps n rh for sba yday", [CC], "S", "yesterday", ["t", "rh"])
Q("cur", "en", "What did the Bejaia station record on July 3rd?", [CC], "B", "2012-07-03",
  ["t", "rh", "ws", rain_fact(B, "2012-07-03", "en")])
Q("cur", "en", "Copy, Division Alpha requesting latest temp and RH out of Sidi Bel Abbes.", [CC], "S", "now", ["t", "rh"])
Q("cur", "en", "how windy was bejaia on the 21st", [CC], "B", "2012-09-21", ["ws"])
Q("cur", "fr", "Quelle température fait-il à Béjaïa en ce moment ?", [CC], "B", "now", ["t"])
Q("cur", "fr", "HR à SBA hier stp", [CC], "S", "yesterday", ["rh"])
Q("cur", "fr", "Il est tombé combien de pluie à Sidi Bel Abbès aujourd'hui ?", [CC], "S", "today", [rain_fact(S, "today", "fr")])
Q("cur", "fr", "Donne-moi le vent relevé à Béjaïa le 3 août.", [CC], "B", "2012-08-03", ["ws"])
Q("cur", "fr", "Les conditions relevées à Sidi-Bel-Abbès avant-hier, s'il vous plaît.", [CC], "S", "daybefore",
  ["t", "rh", "ws", rain_fact(S, "daybefore", "fr")])
Q("cur", "fr", "c quoi l'humidité a bejaia la maintenant", [CC], "B", "now", ["rh"])
Q("cur", "fr", "Météo du 14/08 à Bel Abbès : température et humidité.", [CC], "S", "2012-08-14", ["t", "rh"])
Q("cur", "es", "¿Cuánta humedad hay ahora en Bejaia?", [CC], "B", "now", ["rh"])
Q("cur", "es", "Temperatura en Sidi Bel Abbès ayer", [CC], "S", "yesterday", ["t"])
Q("cur", "es", "oye llovió hoy en bejaia??", [CC], "B", "today", [rain_fact(B, "today", "es")])
Q("cur", "es", "Necesito el viento que marcó SBA el 21 de septiembre.", [CC], "S", "2012-09-21", ["ws"])
Q("cur", "es", "Datos de Béjaïa del 14 de agosto: temperatura, humedad y viento.", [CC], "B", "2012-08-14", ["t", "rh", "ws"])
Q("cur", "es", "¿Qué tiempo hace en Sidi Bel Abbes ahora mismo?", [CC], "S", "now",
  ["t", "rh", "ws", rain_fact(S, "now", "es")])
Q("cur", "ar", "شحال السخانة في بجاية درك؟", [CC], "B", "now", ["t"])
Q("cur", "ar", "الرطوبة في سيدي بلعباس البارح قداه؟", [CC], "S", "yesterday", ["rh"])
Q("cur", "ar", "واش طاح الشتا اليوم في بلعباس؟", [CC], "S", "today", [rain_fact(S, "today", "ar")])
Q("cur", "ar", "ما هي سرعة الرياح في بجاية الآن؟", [CC], "B", "now", ["ws"])
Q("cur", "ar", "عطيني الحالة الجوية في سيدي بلعباس نهار 14 أوت", [CC], "S", "2012-08-14",
  ["t", "rh", "ws", rain_fact(S, "2012-08-14", "ar")])
Q("cur", "ar", "كم كانت درجة الحرارة في بجاية أول أمس؟", [CC], "B", "daybefore", ["t"])
Q("cur", "ar", "الريح في بجاية يوم 3 جويلية؟", [CC], "B", "2012-07-03", ["ws"])

# --- units asked -------------------------------------------------------------------------------
Q("unit", "en", "Wind at SBA in mph", [CC], "S", "now", ["ws", wind_in(S, "now", "mph")])
Q("unit", "en", "Bejaia wind in knots for the air ops briefing.", [CC], "B", "now", ["ws", wind_in(B, "now", "kn")])
Q("unit", "en", "whats the temp at bejaia in fahrenheit, the US liaison keeps asking", [CC], "B", "now",
  ["t", temp_f(B, "now")])
Q("unit", "en", "SBA wind yesterday in m/s?", [CC], "S", "yesterday", ["ws", wind_in(S, "yesterday", "ms")])
Q("unit", "en", "Temperature at Sidi Bel Abbes on Aug 14 in °F please.", [CC], "S", "2012-08-14", ["t", temp_f(S, "2012-08-14")])
Q("unit", "en", "Helitack needs Bejaia wind yesterday in knots.", [CC], "B", "yesterday", ["ws", wind_in(B, "yesterday", "kn")])
Q("unit", "fr", "Le vent à Béjaïa en nœuds, c'est pour l'hélico.", [CC], "B", "now", ["ws", wind_in(B, "now", "kn")])
Q("unit", "fr", "Température à SBA en Fahrenheit hier ?", [CC], "S", "yesterday", ["t", temp_f(S, "yesterday")])
Q("unit", "es", "¿Viento en Sidi Bel Abbès en metros por segundo?", [CC], "S", "now", ["ws", wind_in(S, "now", "ms")])
Q("unit", "es", "Pásame el viento de Bejaia en millas por hora, por favor", [CC], "B", "now", ["ws", wind_in(B, "now", "mph")])
Q("unit", "ar", "سرعة الريح في بلعباس بالعقدة؟", [CC], "S", "now", ["ws", wind_in(S, "now", "kn")])
Q("unit", "ar", "الحرارة في بجاية بالفهرنهايت", [CC], "B", "now", ["t", temp_f(B, "now")])
Q("unit", "ar", "الريح في بجاية البارح بالمتر في الثانية", [CC], "B", "yesterday", ["ws", wind_in(B, "yesterday", "ms")])

# --- danger ------------------------------------------------------------------------------------
Q("dng", "en", "Fire danger at SBA now?", [DG], "S", "now", ["fwi", "class"])
Q("dng", "en", "what's the FWI in Bejaia today", [DG], "B", "today", ["fwi"])
Q("dng", "en", "Danger class for Sidi Bel Abbès yesterday.", [DG], "S", "yesterday", ["fwi", "class"])
Q("dng", "en", "ISI at bejaia rn", [DG], "B", "now", [code(B, "now", "ISI")])
Q("dng", "en", "Give me the BUI for SBA, 14 Aug.", [DG], "S", "2012-08-14", [code(S, "2012-08-14", "BUI")])
Q("dng", "en", "FFMC at Sidi Bel Abbes today? Want to know how dry the fine fuels are.", [DG], "S", "today",
  [code(S, "today", "FFMC")])
Q("dng", "en", "Command to Engine 2, confirm the danger rating at Béjaïa on the 21st of September.", [DG], "B", "2012-09-21",
  ["fwi", "class"])
Q("dng", "en", "DMC and DC at SBA the day before yesterday", [DG], "S", "daybefore",
  [code(S, "daybefore", "DMC"), code(S, "daybefore", "DC")])
Q("dng", "en", "how bad is it out at bejaia, danger wise", [DG], "B", "now", ["fwi", "class"])
Q("dng", "en", "Is Sidi Bel Abbes in high danger today or what?", [DG], "S", "today", ["fwi", "class"])
Q("dng", "en", "fwi sba 3 aug", [DG], "S", "2012-08-03", ["fwi"])
Q("dng", "en", "Behaviour analyst: initial spread index and buildup index at Bejaia for 2012-08-14?", [DG], "B", "2012-08-14",
  [code(B, "2012-08-14", "ISI"), code(B, "2012-08-14", "BUI")])
Q("dng", "fr", "Niveau de danger à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi"])
Q("dng", "fr", "FWI SBA hier", [DG], "S", "yesterday", ["fwi"])
Q("dng", "fr", "Quel était l'indice de propagation initiale (ISI) à Sidi Bel Abbès le 3 août ?", [DG], "S", "2012-08-03",
  [code(S, "2012-08-03", "ISI")])
Q("dng", "fr", "Le risque incendie est à combien à Bejaia là ?", [DG], "B", "now", ["fwi"])
Q("dng", "fr", "donne moi le BUI de bejaia stp", [DG], "B", "now", [code(B, "now", "BUI")])
Q("dng", "es", "¿Cuál es el peligro de incendio en Sidi Bel Abbès ahora?", [DG], "S", "now", ["fwi"])
Q("dng", "es", "FWI de Bejaia ayer", [DG], "B", "yesterday", ["fwi"])
Q("dng", "es", "¿Y el FFMC de SBA el 21 de septiembre?", [DG], "S", "2012-09-21", [code(S, "2012-09-21", "FFMC")])
Q("dng", "es", "Índice de peligro en Béjaïa el 14 de agosto, porfa", [DG], "B", "2012-08-14", ["fwi"])
Q("dng", "ar", "شحال الخطر في بلعباس درك؟", [DG], "S", "now", ["fwi"])
Q("dng", "ar", "ما هو مؤشر FWI في بجاية اليوم؟", [DG], "B", "today", ["fwi"])
Q("dng", "ar", "مستوى خطر الحرائق في سيدي بلعباس البارح", [DG], "S", "yesterday", ["fwi"])
Q("dng", "ar", "قداه ISI في بجاية؟", [DG], "B", "now", [code(B, "now", "ISI")])
Q("dng", "ar", "مؤشر الجفاف DC في بلعباس نهار 14 أوت", [DG], "S", "2012-08-14", [code(S, "2012-08-14", "DC")])

# --- compare stations --------------------------------------------------------------------------
Q("cmp", "en", "Which station is worse right now, Bejaia or SBA?", [CMP], "BS", "now", ["fwi"], alt=[[CMP, DG]])
Q("cmp", "en", "hotter where today sba or bejaia", [CMP], "BS", "today", ["t"])
Q("cmp", "en", "How much drier is Sidi Bel Abbès than Béjaïa today, in RH points?", [CMP], "BS", "today", ["rh", diff("today", "rh")])
Q("cmp", "en", "Compare the FWI at the two stations for yesterday.", [CMP], "BS", "yesterday", ["fwi"], alt=[[CMP, DG]])
Q("cmp", "en", "Dispatch here. Which of the two stations had the higher danger on 14 August?", [CMP], "BS", "2012-08-14", ["fwi"],
  alt=[[CMP, DG]])
Q("cmp", "en", "windier at bejaia or sidi bel abbes?", [CMP], "BS", "now", ["ws"])
Q("cmp", "en", "By how many degrees was SBA hotter than Bejaia on Aug 3?", [CMP], "BS", "2012-08-03", ["t", diff("2012-08-03", "t")])
Q("cmp", "fr", "Entre Béjaïa et Sidi Bel Abbès, laquelle est la plus dangereuse aujourd'hui ?", [CMP], "BS", "today", ["fwi"],
  alt=[[CMP, DG]])
Q("cmp", "fr", "Il a fait plus chaud où hier, SBA ou Béjaïa ?", [CMP], "BS", "yesterday", ["t"])
Q("cmp", "fr", "Écart de FWI entre les deux stations maintenant ?", [CMP], "BS", "now", ["fwi", diff("now", "fwi")], alt=[[CMP, DG]])
Q("cmp", "es", "¿Dónde sopla más el viento ahora, en Bejaia o en Sidi Bel Abbès?", [CMP], "BS", "now", ["ws"])
Q("cmp", "es", "Compárame el peligro de las dos estaciones ayer", [CMP], "BS", "yesterday", ["fwi"], alt=[[CMP, DG]])
Q("cmp", "es", "¿Cuál de las dos estaciones estaba más seca anteayer?", [CMP], "BS", "daybefore", ["rh"])
Q("cmp", "ar", "شكون فيهم أخطر اليوم، بجاية ولا بلعباس؟", [CMP], "BS", "today", ["fwi"], alt=[[CMP, DG]])
Q("cmp", "ar", "وين كانت السخانة أكثر البارح، في بجاية ولا في سيدي بلعباس؟", [CMP], "BS", "yesterday", ["t"])
Q("cmp", "ar", "قارن لي الرطوبة بين المحطتين الآن", [CMP], "BS", "now", ["rh"])
Q("cmp", "ar", "بشحال يفوت FWI تاع بلعباس على بجاية نهار 14 أوت؟", [CMP], "BS", "2012-08-14", ["fwi", diff("2012-08-14", "fwi")],
  alt=[[CMP, DG]])

# --- summary over a window ---------------------------------------------------------------------
Q("sum", "en", "Highest FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
Q("sum", "en", "max temp bejaia july", [SUM], "B", "jul", ["maxt"])
Q("sum", "en", "How many days over 35 degrees at Sidi Bel Abbès in August?", [SUM], "S", "aug", [count_gt(S, "aug", "t", 35)], thr=35)
Q("sum", "en", "Average humidity at Bejaia over the past week?", [SUM], "B", "lastweek", [w_mean(B, "lastweek", "rh")])
Q("sum", "en", "Lowest RH recorded at SBA in July", [SUM], "S", "jul", [w_min(S, "jul", "rh")])
Q("sum", "en", "How many days with FWI over 20 has SBA had this season?", [SUM], "S", "all", [count_gt(S, "all", "fwi", 20)], thr=20)
Q("sum", "en", "Is danger trending up or down at Sidi Bel Abbes since Tuesday?", [SUM], "S", "since-tue",
  ["maxfwi", code(S, "today", "FWI")])
Q("sum", "en", "Analyst request: peak FWI at each station between 1 and 10 September.", [SUM], "BS", "sep1-10", ["maxfwi"])
Q("sum", "en", "whats the hottest its been in bejaia the last 3 days", [SUM], "B", "last3d", ["maxt"])
Q("sum", "en", "Mean wind speed at SBA in June?", [SUM], "S", "jun", [w_mean(S, "jun", "ws")])
Q("sum", "en", "Count the days at Bejaia where the temperature hit 35 or more in August.", [SUM], "B", "aug",
  [count_gt(B, "aug", "t", 35, ge=True)], thr=35)
Q("sum", "en", "Lowest FWI at Bejaia this past week?", [SUM], "B", "lastweek", [w_min(B, "lastweek", "fwi")])
Q("sum", "fr", "FWI max à Sidi Bel Abbès en juillet ?", [SUM], "S", "jul", ["maxfwi"])
Q("sum", "fr", "Combien de jours au-dessus de 35 °C à Béjaïa en août ?", [SUM], "B", "aug", [count_gt(B, "aug", "t", 35)], thr=35)
Q("sum", "fr", "Température moyenne à SBA du 20 au 31 août", [SUM], "S", "aug-late", [w_mean(S, "aug-late", "t")])
Q("sum", "fr", "La tendance du danger à Béjaïa cette semaine, ça monte ou ça baisse ?", [SUM], "B", "lastweek",
  ["maxfwi", code(B, "today", "FWI")])
Q("sum", "es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en agosto?", [SUM], "S", "aug", ["maxt"])
Q("sum", "es", "¿Cuántos días con FWI por encima de 20 tuvo Bejaia en agosto?", [SUM], "B", "aug", [count_gt(B, "aug", "fwi", 20)],
  thr=20)
Q("sum", "es", "Humedad mínima en SBA en septiembre", [SUM], "S", "sep", [w_min(S, "sep", "rh")])
Q("sum", "ar", "أعلى FWI في بلعباس في أوت؟", [SUM], "S", "aug", ["maxfwi"])
Q("sum", "ar", "شحال من نهار فاتت فيه السخانة 35 درجة في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", [count_gt(S, "jul", "t", 35)],
  thr=35)
Q("sum", "ar", "ما هو متوسط الرطوبة في بجاية خلال الأسبوع الماضي؟", [SUM], "B", "lastweek", [w_mean(B, "lastweek", "rh")])
Q("sum", "ar", "أعلى درجة حرارة في بجاية من 20 إلى 31 أوت", [SUM], "B", "aug-late", ["maxt"])

# --- fire-day counts (summary over the record of past fires) --------------------------------------
Q("sumfire", "en", "How many fire days did SBA have in August?", [SUM], "S", "aug", ["fires"])
Q("sumfire", "en", "fire days bejaia sept", [SUM], "B", "sep", ["fires"])
Q("sumfire", "en", "Number of days with a recorded fire at each station in July?", [SUM], "BS", "jul", ["fires"])
Q("sumfire", "en", "How many fire days at Sidi Bel Abbes over the past week?", [SUM], "S", "lastweek", ["fires"])
Q("sumfire", "fr", "Combien de jours de feu à Béjaïa en juin ?", [SUM], "B", "jun", ["fires"])
Q("sumfire", "es", "¿Cuántos días con incendio hubo en Sidi Bel Abbès en septiembre?", [SUM], "S", "sep", ["fires"])
Q("sumfire", "ar", "شحال من نهار كانت فيه النار في بجاية في أوت؟", [SUM], "B", "aug", ["fires"])
Q("sumfire", "ar", "كم عدد أيام الحرائق في سيدي بلعباس منذ الثلاثاء؟", [SUM], "S", "since-tue", ["fires"])

# --- analogs (past fire days like today) -------------------------------------------------------
Q("ana", "en", "Of the days SBA had an FWI above 20, how many had a fire?", [ANA], "S", "all", ["fires_fwi_gt"], thr=20)
Q("ana", "en", "past days at bejaia with fwi over 10 - how many actually burned", [ANA], "B", "all", ["fires_fwi_gt"], thr=10)
Q("ana", "en", "Did days like today at Sidi Bel Abbes end up with fires?", [ANA], "S", "now", ["fwi"])
Q("ana", "en", "FBAN here: at SBA, when FWI ran above 15, how many of those days turned into fire days?", [ANA], "S", "all",
  ["fires_fwi_gt"], thr=15)
Q("ana", "en", "Looking at the record, do days like this one at Bejaia usually burn?", [ANA], "B", "now", ["fwi"])
Q("ana", "fr", "Parmi les jours où le FWI dépassait 10 à Sidi Bel Abbès, combien ont eu un feu ?", [ANA], "S", "all",
  ["fires_fwi_gt"], thr=10)
Q("ana", "fr", "Les journées comme aujourd'hui à Béjaïa, ça a brûlé par le passé ?", [ANA], "B", "now", ["fwi"])
Q("ana", "es", "De los días con FWI mayor que 5 en Bejaia, ¿cuántos tuvieron incendio?", [ANA], "B", "all", ["fires_fwi_gt"], thr=5)
Q("ana", "es", "¿Los días parecidos a hoy en SBA acabaron con fuego?", [ANA], "S", "now", ["fwi"])
Q("ana", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في بلعباس، شحال منها صرات فيها نار؟", [ANA], "S", "all", ["fires_fwi_gt"],
  thr=20)
Q("ana", "ar", "هل شهدت الأيام المشابهة لليوم في بجاية حرائق في السابق؟", [ANA], "B", "now", ["fwi"])
Q("ana", "ar", "الأيام اللي فاتت فيها السخانة 35 في بلعباس، شحال منها شعلت فيها النار؟", [ANA], "S", "all",
  past_hot_fires(S, 35), thr=35)

# --- drift (how far the head moves) --------------------------------------------------------------
for lang, tmpl, rate, unit, mins in [
    ("en", "Head's moving about {r} m a minute. Dozer is {m} min out. How far will the head have moved by then?", 25, "m/min", 20),
    ("en", "ROS {r} m/min, {m} minutes till the crew is in place. Distance the head covers?", 40, "m/min", 15),
    ("en", "if the fire runs {r} km/h how far does it get in {m} min", 1.2, "km/h", 30),
    ("en", "We clocked the front at {r} m/s. How far in {m} minutes?", 3, "m/s", 10),
    ("en", "Spread rate is {r} metres per minute and our hose lay takes {m} minutes. How much ground does the head gain?", 18, "m/min", 35),
    ("fr", "Le front avance à {r} m par minute, on arrive dans {m} minutes. Quelle distance aura-t-il parcourue ?", 30, "m/min", 25),
    ("fr", "Vitesse {r} km/h, délai {m} min : ça fait combien de chemin pour le feu ?", 2, "km/h", 45),
    ("es", "El frente avanza {r} metros por minuto y tardamos {m} minutos en llegar. ¿Cuánto se habrá movido?", 50, "m/min", 12),
    ("es", "a {r} km por hora, cuánto avanza el fuego en {m} minutos", 0.9, "km/h", 40),
    ("ar", "النار تمشي {r} متر في الدقيقة و احنا نوصلو بعد {m} دقيقة، شحال تكون مشات؟", 20, "m/min", 30),
    ("ar", "إذا كانت سرعة انتشار الحريق {r} كم في الساعة، كم مسافة سيقطع في {m} دقيقة؟", 1.5, "km/h", 40),
    ("ar", "الراس يتقدم {r} م/د، الجرافة توصل بعد {m} دقيقة. قداه المسافة؟", 35, "m/min", 15),
]:
    per_min = {"m/min": rate, "km/h": rate * 1000 / 60, "m/s": rate * 60}[unit]
    text = tmpl.replace("{r}", str(rate).replace(".", "," if lang in ("fr", "es") else ".")).replace("{m}", str(mins))
    Q("drift", lang, text, [DRIFT], "-", "now", [dist(per_min * mins)], h=mins)
Q("drift", "en", "Using your own estimate, how far does the head move in the next 30 minutes?", [DRIFT], "-", "now", ["=drift"], h=30)
Q("drift", "en", "How much will the fire have moved by the time we act on your answer?", [DRIFT], "-", "now", ["=drift"])
Q("drift", "es", "¿Cuánto avanzará la cabeza del incendio en 20 minutos, según tu estimación?", [DRIFT], "-", "now", ["=drift"], h=20)
Q("drift", "fr", "D'après ton estimation, de combien la tête du feu va bouger en un quart d'heure ?", [DRIFT], "-", "now", ["=drift"], h=15)

# --- spread (where the front will be) -------------------------------------------------------------
Q("spread", "en", "Where will the fire front be in 45 minutes?", [SPR], "-", "now", ["=spread"], h=45)
Q("spread", "en", "Project the head out one hour. Which way is it heading?", [SPR], "-", "now", ["=spread"], h=60)
Q("spread", "en", "front's doing 30 m/min - where's it gonna be in 20?", [SPR], "-", "now", ["=spread", dist(30 * 20)], h=20)
Q("spread", "en", "Give me a projection of the fire position for when the strike team gets there, ETA 25 minutes.", [SPR], "-",
  "now", ["=spread"], h=25)
Q("spread", "fr", "Où sera le front du feu dans une demi-heure ?", [SPR], "-", "now", ["=spread"], h=30)
Q("spread", "fr", "Projection de la tête du feu à 90 minutes, et dans quelle direction ?", [SPR], "-", "now", ["=spread"], h=90)
Q("spread", "es", "¿Dónde estará el frente dentro de 40 minutos?", [SPR], "-", "now", ["=spread"], h=40)
Q("spread", "es", "Proyección del incendio para dentro de dos horas", [SPR], "-", "now", ["=spread"], h=120)
Q("spread", "ar", "وين تكون النار بعد نص ساعة؟", [SPR], "-", "now", ["=spread"], h=30)
Q("spread", "ar", "أين ستصل جبهة الحريق خلال ساعة؟", [SPR], "-", "now", ["=spread"], h=60)

# --- frames (what the drone saw) ----------------------------------------------------------------
Q("frm", "en", "What did the drone see?", [FRM], "-", "none", ["=frames"])
Q("frm", "en", "Any smoke in the drone frames today?", [FRM], "-", "today", ["=frames"])
Q("frm", "en", "what time did the drone pick up the fire", [FRM], "-", "none", ["=detection"])
Q("frm", "en", "Where exactly is the fire the UAV spotted?", [FRM], "-", "none", ["=detection_place"])
Q("frm", "en", "Air ops: confirm the drone detection, time and location.", [FRM], "-", "none", ["=detection", "=detection_place"])
Q("frm", "en", "did the uav get anything near sba", [FRM], "S", "none", ["=detection_place"])
Q("frm", "fr", "Le drone a détecté quelque chose ?", [FRM], "-", "none", ["=frames"])
Q("frm", "fr", "À quelle heure le drone a vu le feu ?", [FRM], "-", "none", ["=detection"])
Q("frm", "fr", "C'est où exactement, le feu vu par le drone ?", [FRM], "-", "none", ["=detection_place"])
Q("frm", "es", "¿El dron vio humo?", [FRM], "-", "none", ["=frames"])
Q("frm", "es", "¿A qué hora detectó el dron el fuego y en qué zona?", [FRM], "-", "none", ["=detection", "=detection_place"])
Q("frm", "ar", "واش شاف الدرون؟", [FRM], "-", "none", ["=frames"])
Q("frm", "ar", "وقتاش الدرون شاف النار؟", [FRM], "-", "none", ["=detection"])
Q("frm", "ar", "أين يقع الحريق الذي رصدته الطائرة المسيرة؟", [FRM], "-", "none", ["=detection_place"])

# --- documents -----------------------------------------------------------------------------------
Q("doc", "en", "How much defensible space does Butte County require around a house?", [DOC], "-", "none", ["=doc_defensible"])
Q("doc", "en", "what does LCES stand for", [DOC], "-", "none", [lit(w[:-1] if w.endswith("s") else w) for w in LCES_WORDS])
Q("doc", "en", "Per the FWI guide, above what FFMC do fine fuels catch easily?", [DOC], "-", "none", [FFMC_IGN])
Q("doc", "en", "What's zone 1 in the defensible space doc?", [DOC], "-", "none", ZONE1)
Q("doc", "en", "From what FWI value does the box call the danger high?", [DOC], "-", "none", [TH_HIGH])
Q("doc", "en", "When should a crew pull back and re-assess, according to the safety guidance?", [DOC], "-", "none",
  [{"any": [DOWNHILL, "wind", "spot"]}])
Q("doc", "en", "How short does grass have to be cut in zone 2?", [DOC], "-", "none", [GRASS_IN])
Q("doc", "en", "how far do tree branches need to be from a chimney", [DOC], "-", "none", [BRANCH_FT])
Q("doc", "fr", "Quelle distance de débroussaillement autour des maisons dans le document de Butte County ?", [DOC], "-", "none",
  [DOC_FEET])
Q("doc", "fr", "Le FFMC au-dessus de combien, les combustibles fins prennent facilement ?", [DOC], "-", "none", [FFMC_IGN])
Q("doc", "fr", "À partir de quel FWI on passe en danger très élevé ?", [DOC], "-", "none", [TH_VHIGH])
Q("doc", "es", "¿Cuántos pies de espacio defendible exige Butte County?", [DOC], "-", "none", [DOC_FEET])
Q("doc", "es", "¿Qué es el BUI según la guía del índice?", [DOC], "-", "none", [lit(w) for w in BUI_PARTS])
Q("doc", "es", "Según la guía de seguridad, ¿qué significa LCES?", [DOC], "-", "none")
Q("doc", "ar", "شحال لازم تكون المساحة الدفاعية حول الدار حسب وثيقة بوت كاونتي؟", [DOC], "-", "none", [DOC_FEET])
Q("doc", "ar", "من أي قيمة FWI يصبح الخطر مرتفعا جدا حسب الدليل؟", [DOC], "-", "none", [TH_VHIGH])
Q("doc", "ar", "FFMC فوق شحال يولي الحطب الرقيق يشعل ساهل؟", [DOC], "-", "none", [FFMC_IGN])

# --- capabilities --------------------------------------------------------------------------------
Q("cap", "en", "What can this box actually do?", [CAP], "-", "none")
Q("cap", "en", "which weather stations are you hooked up to", [CAP], "-", "none", NAMES_F)
Q("cap", "en", "Do you have wind direction data?", [CAP], "-", "none", ["neg"])
Q("cap", "en", "Can you give me a forecast?", [CAP], "-", "none", ["neg"])
Q("cap", "en", "New volunteer - what kind of questions can I ask you?", [CAP], "-", "none")
Q("cap", "fr", "Tu sais faire quoi exactement ?", [CAP], "-", "none")
Q("cap", "fr", "Quelles données tu as dans la machine ?", [CAP], "-", "none", NAMES_F)
Q("cap", "es", "¿Qué información tiene este equipo?", [CAP], "-", "none", NAMES_F)
Q("cap", "ar", "واش تقدر تدير هاد الماكينة؟", [CAP], "-", "none")
Q("cap", "ar", "ما هي محطات الأرصاد المتوفرة لديك؟", [CAP], "-", "none")

# --- photo -------------------------------------------------------------------------------------
Q("photo", "en", "Attached a photo of the smoke column from the ridge. What do you make of it?", [PHOTO], "-", "none")
Q("photo", "en", "sending pic now is that flame or just dust??", [PHOTO], "-", "none")
Q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux l'analyser ?", [PHOTO], "-", "none")
Q("photo", "es", "Te adjunto una foto del humo, ¿es un incendio nuevo?", [PHOTO], "-", "none")
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش هي نار", [PHOTO], "-", "none")

# --- out of scope alone ------------------------------------------------------------------------
Q("oos", "en", "Will it rain tomorrow at SBA?", [OOS], "S", "none")
Q("oos", "en", "What's the FWI in Oran right now?", [OOS], "-", "now")
Q("oos", "en", "which way is the wind blowing at bejaia", [OOS], "B", "now")
Q("oos", "en", "Forecast for next week around Sidi Bel Abbès?", [OOS], "S", "none")
Q("oos", "en", "temp in tlemcen", [OOS], "-", "now")
Q("oos", "en", "Who won the match last night?", [OOS], "-", "none")
Q("oos", "en", "What's the danger going to be this evening at Bejaia?", [OOS], "B", "none")
Q("oos", "fr", "Il va faire quel temps demain à Béjaïa ?", [OOS], "B", "none")
Q("oos", "fr", "Le vent à Alger, ça donne quoi ?", [OOS], "-", "now")
Q("oos", "fr", "D'où vient le vent à SBA ?", [OOS], "S", "now")
Q("oos", "es", "¿Va a llover mañana en Bejaia?", [OOS], "B", "none")
Q("oos", "es", "Humedad en Tlemcen, por favor", [OOS], "-", "now")
Q("oos", "es", "¿Hacia dónde sopla el viento en Sidi Bel Abbès?", [OOS], "S", "now")
Q("oos", "ar", "كيفاش يكون الجو غدوة في بلعباس؟", [OOS], "S", "none")
Q("oos", "ar", "شحال السخانة في وهران؟", [OOS], "-", "now")
Q("oos", "ar", "منين جاية الريح في بجاية؟", [OOS], "B", "now")
Q("oos", "ar", "ما هي توقعات الطقس للأسبوع القادم؟", [OOS], "-", "none")

# --- orders (refused) -------------------------------------------------------------------------------
Q("ref", "en", "Send an evacuation alert to everyone in Sidi Bel Abbès.", [REF], "S", "none", ["neg"])
Q("ref", "en", "dispatch engine 6 to the drone fire now", [REF], "-", "none", ["neg"])
Q("ref", "en", "Delete yesterday's readings, they're wrong.", [REF], "-", "none", ["neg"])
Q("ref", "fr", "Préviens le PC de colonne que le feu a franchi la route.", [REF], "-", "none", [NEG_ML])
Q("ref", "es", "Manda un aviso a todas las brigadas de Bejaia.", [REF], "B", "none", [NEG_ML])
Q("ref", "ar", "ابعث إنذار لكل الفرق في بلعباس", [REF], "S", "none", [NEG_ML])
Q("ref", "ar", "قم بإرسال طائرة إطفاء إلى بجاية فورا", [REF], "B", "none", [NEG_ML])

# --- tactical (served only as the facts bearing on it) ------------------------------------------
Q("tac", "en", "Should we pull the crew off the line at SBA?", [TAC], "S", "now", ["fwi", "ws"])
Q("tac", "en", "IC here. Do I need lookouts posted early today at Bejaia?", [TAC], "B", "today", ["fwi", "class"])
Q("tac", "en", "is it safe to run a burnout near sidi bel abbes today", [TAC], "S", "today", ["fwi", "rh", "ws"])
Q("tac", "fr", "On engage ou on attend à Sidi Bel Abbès ?", [TAC], "S", "now", ["fwi"])
Q("tac", "es", "¿Mandamos la cuadrilla a la línea en Bejaia o esperamos?", [TAC], "B", "now", ["fwi"])
Q("tac", "ar", "واش نطلعو نخدمو على النار في بلعباس ولا نستناو؟", [TAC], "S", "now", ["fwi"])
Q("tac", "ar", "هل يجب أن نسحب الفرقة من خط النار في بجاية؟", [TAC], "B", "now", ["fwi"])

# --- near a station, not at it (decision warn by the brief's convention) --------------------------
Q("near", "en", "What's the humidity up on the ridge above Bejaia?", [CC], "B", "now", ["rh"])
Q("near", "en", "Temp 10 km out of SBA on the south road?", [CC], "S", "now", ["t"])
Q("near", "en", "Danger level in the hills north of Sidi Bel Abbès today?", [DG], "S", "today", ["fwi"])
Q("near", "en", "wind at the quarry like 8km east of bejaia", [CC], "B", "now", ["ws"])
Q("near", "fr", "Le vent sur les crêtes au-dessus de Béjaïa ?", [CC], "B", "now", ["ws"])
Q("near", "fr", "Niveau de danger à 15 km de SBA ?", [DG], "S", "now", ["fwi"])
Q("near", "es", "¿Qué temperatura hay en el monte a 5 km de Bejaia?", [CC], "B", "now", ["t"])
Q("near", "ar", "شحال الرطوبة في الغابة قرب بلعباس؟", [CC], "S", "now", ["rh"])
Q("near", "ar", "ما مستوى الخطر في الجبال المحيطة ببجاية؟", [DG], "B", "now", ["fwi"])

# --- an hour other than noon (decision warn by the brief's convention) ---------------------------------
Q("hour", "en", "What was the temp at Bejaia at 6 am today?", [CC], "B", "today", ["t"])
Q("hour", "en", "RH at SBA at 3pm yesterday?", [CC], "S", "yesterday", ["rh"])
Q("hour", "en", "wind at bejaia 1700 yesterday", [CC], "B", "yesterday", ["ws"])
Q("hour", "fr", "Température à Sidi Bel Abbès à 18h hier ?", [CC], "S", "yesterday", ["t"])
Q("hour", "es", "¿Humedad en Bejaia a las 8 de la mañana de hoy?", [CC], "B", "today", ["rh"])
Q("hour", "ar", "شحال كانت السخانة في بلعباس على الستة تاع الصباح؟", [CC], "S", "today", ["t"])
Q("hour", "ar", "ما هي سرعة الرياح في بجاية عند الساعة العاشرة ليلا أمس؟", [CC], "B", "yesterday", ["ws"])

# --- days with no reading (before June 2012) --------------------------------------------------------
Q("nodata", "en", "FWI at SBA on 20 May 2012?", [DG], "S", "2012-05-20", ["fwi"])
Q("nodata", "en", "bejaia temp 14 aug 2011", [CC], "B", "2011-08-14", ["t"])
Q("nodata", "en", "What was the humidity at Sidi Bel Abbes on May 15th?", [CC], "S", "2012-05-15", ["rh"])
Q("nodata", "fr", "Danger à Béjaïa le 10 mai 2012 ?", [DG], "B", "2012-05-10", ["fwi"])
Q("nodata", "es", "¿Temperatura en Sidi Bel Abbès el 31 de mayo?", [CC], "S", "2012-05-31", ["t"])
Q("nodata", "ar", "شحال كان FWI في بجاية نهار 25 ماي؟", [DG], "B", "2012-05-25", ["fwi"])
Q("nodata", "ar", "الرطوبة في بلعباس يوم 1 أوت 2011", [CC], "S", "2011-08-01", ["rh"])

# ================================================================ several asks in one question
Q("mcd", "en", "Temp, humidity and FWI for SBA now.", [CC, DG], "S", "now", ["t", "rh", "fwi"])
Q("mcd", "en", "bejaia wind + danger class pls", [CC, DG], "B", "now", ["ws", "fwi", "class"])
Q("mcd", "en", "Give me yesterday's readings at Sidi Bel Abbes and the danger rating that went with them.", [CC, DG], "S",
  "yesterday", ["t", "rh", "ws", rain_fact(S, "yesterday", "en"), "fwi", "class"])
Q("mcd", "en", "Bejaia on 14 August: how hot, and what was the FWI?", [CC, DG], "B", "2012-08-14", ["t", "fwi"])
Q("mcd", "en", "sba humidity and isi today", [CC, DG], "S", "today", ["rh", code(S, "today", "ISI")])
Q("mcd", "fr", "Température et niveau de danger à Béjaïa aujourd'hui ?", [CC, DG], "B", "today", ["t", "fwi"])
Q("mcd", "fr", "HR et FWI à SBA le 21 septembre", [CC, DG], "S", "2012-09-21", ["rh", "fwi"])
Q("mcd", "es", "Dame humedad, viento y FWI de Bejaia ahora.", [CC, DG], "B", "now", ["rh", "ws", "fwi"])
Q("mcd", "es", "¿Qué temperatura y qué índice de peligro hubo ayer en Sidi Bel Abbès?", [CC, DG], "S", "yesterday", ["t", "fwi"])
Q("mcd", "ar", "السخانة و الخطر في بلعباس درك؟", [CC, DG], "S", "now", ["t", "fwi"])
Q("mcd", "ar", "ما هي درجة الحرارة ومؤشر الخطر في بجاية أمس؟", [CC, DG], "B", "yesterday", ["t", "fwi"])

Q("mcoos", "en", "Wind speed and direction at SBA?", [CC, OOS], "S", "now", ["ws"])
Q("mcoos", "en", "Current temp at Bejaia, and what's tomorrow looking like?", [CC, OOS], "B", "now", ["t"])
Q("mcoos", "en", "Humidity in Oran and in Sidi Bel Abbès?", [CC, OOS], "S", "now", ["rh"])
Q("mcoos", "en", "rain at bejaia today and is more coming tonight", [CC, OOS], "B", "today", [rain_fact(B, "today", "en")])
Q("mcoos", "fr", "Vent à Béjaïa : vitesse et direction ?", [CC, OOS], "B", "now", ["ws"])
Q("mcoos", "fr", "Température à SBA aujourd'hui et demain ?", [CC, OOS], "S", "today", ["t"])
Q("mcoos", "es", "¿Cuánto viento hay en Bejaia y de dónde viene?", [CC, OOS], "B", "now", ["ws"])
Q("mcoos", "es", "Temperatura en Sidi Bel Abbès y en Orán", [CC, OOS], "S", "now", ["t"])
Q("mcoos", "ar", "الريح في بلعباس، شحال و منين جاية؟", [CC, OOS], "S", "now", ["ws"])
Q("mcoos", "ar", "السخانة في بجاية و في الجزائر العاصمة؟", [CC, OOS], "B", "now", ["t"])

Q("mdoos", "en", "FWI at SBA today and tomorrow?", [DG, OOS], "S", "today", ["fwi"])
Q("mdoos", "en", "Danger class Bejaia now, and for the rest of the week?", [DG, OOS], "B", "now", ["fwi", "class"])
Q("mdoos", "en", "Compare danger at Bejaia, SBA and Tlemcen.", [CMP, OOS], "BS", "now", ["fwi"], alt=[[CMP, DG, OOS]])
Q("mdoos", "fr", "Le danger à Béjaïa, et celui de Tlemcen ?", [DG, OOS], "B", "now", ["fwi"])
Q("mdoos", "es", "Peligro hoy en SBA y el pronóstico para mañana", [DG, OOS], "S", "today", ["fwi"])
Q("mdoos", "ar", "الخطر في بجاية اليوم و غدوة؟", [DG, OOS], "B", "today", ["fwi"])

Q("mref", "en", "What's the FWI at Bejaia? Also push it out to all engines.", [DG, REF], "B", "now", ["fwi", "neg"])
Q("mref", "en", "check sba wind and text it to the IC", [CC, REF], "S", "now", ["ws", "neg"])
Q("mref", "en", "Pull up the drone frame and forward it to dispatch.", [FRM, REF], "-", "none", ["=frames", "neg"])
Q("mref", "en", "Humidity at Sidi Bel Abbès, then page the duty officer with it.", [CC, REF], "S", "now", ["rh", "neg"])
Q("mref", "fr", "Donne-moi l'humidité à SBA et envoie une alerte aux équipes.", [CC, REF], "S", "now", ["rh", NEG_ML])
Q("mref", "es", "Dime el peligro en Bejaia y avisa a la central.", [DG, REF], "B", "now", ["fwi", NEG_ML])
Q("mref", "ar", "عطيني الريح في بجاية و ابعثها لقائد العمليات", [CC, REF], "B", "now", ["ws", NEG_ML])
Q("mref", "ar", "ما هو مؤشر الخطر في بلعباس؟ وأرسل تنبيها إلى الحماية المدنية", [DG, REF], "S", "now", ["fwi", NEG_ML])

Q("mfrsp", "en", "Where's the drone fire now and where will it be in 30 min?", [FRM, SPR], "-", "now",
  ["=detection_place", "=spread"], h=30)
Q("mfrsp", "en", "What did the UAV see, and where will the head be in an hour?", [FRM, SPR], "-", "now", ["=frames", "=spread"], h=60)
Q("mfrsp", "fr", "Le feu repéré par le drone, il sera où dans 45 minutes ?", [FRM, SPR], "-", "now", ["=spread"], h=45)
Q("mfrsp", "es", "¿Dónde vio el dron el fuego y hasta dónde llegará en media hora?", [FRM, SPR], "-", "now",
  ["=detection_place", "=spread"], h=30)
Q("mfrsp", "ar", "الدرون وين شاف النار، ووين تكون بعد ساعة؟", [FRM, SPR], "-", "now", ["=detection_place", "=spread"], h=60)

Q("mfrdr", "en", "Drone fire: when was it spotted, and at 20 m/min how far has it run in 40 minutes?", [FRM, DRIFT], "-", "now",
  ["=detection", dist(20 * 40)], h=40)
Q("mfrdr", "fr", "À quelle heure le drone a vu le feu, et s'il avance à 15 m/min, il fait combien en une heure ?", [FRM, DRIFT], "-",
  "now", ["=detection", dist(15 * 60)], h=60)
Q("mfrdr", "es", "¿Qué vio el dron y, a 40 metros por minuto, cuánto avanza el frente en 15 minutos?", [FRM, DRIFT], "-", "now",
  ["=frames", dist(40 * 15)], h=15)
Q("mfrdr", "ar", "الدرون شاف النار وقتاش؟ و إذا تمشي 25 متر في الدقيقة شحال تمشي في 20 دقيقة؟", [FRM, DRIFT], "-", "now",
  ["=detection", dist(25 * 20)], h=20)

Q("mdtac", "en", "What's the danger at SBA and should we hold the crew back?", [DG, TAC], "S", "now", ["fwi", "class"])
Q("mdtac", "en", "bejaia fwi? thinking of sending the hand crew up without a lookout", [DG, TAC], "B", "now", ["fwi"])
Q("mdtac", "fr", "Quel est le FWI à Béjaïa, et est-ce qu'on envoie la colonne ?", [DG, TAC], "B", "now", ["fwi"])
Q("mdtac", "es", "¿Qué peligro hay en SBA y conviene atacar ya?", [DG, TAC], "S", "now", ["fwi"])
Q("mdtac", "ar", "شحال الخطر في بجاية، و واش نبعثو الفرقة؟", [DG, TAC], "B", "now", ["fwi"])

Q("mddoc", "en", "FWI at Sidi Bel Abbes now, and what does the safety guidance say for high-danger days?", [DG, DOC], "S", "now",
  ["fwi", any_of([w[:-1] if w.endswith("s") else w for w in STAFFING])])
Q("mddoc", "en", "Bejaia danger class today and what that class means per the FWI guide", [DG, DOC], "B", "today", ["fwi", "class"])
Q("mddoc", "fr", "Le FWI à SBA hier, et à partir de quelle valeur c'est « élevé » selon le guide ?", [DG, DOC], "S", "yesterday",
  ["fwi", TH_HIGH])
Q("mddoc", "ar", "قداه FWI في بجاية اليوم؟ و من شحال يبدا الخطر العالي حسب الدليل؟", [DG, DOC], "B", "today", ["fwi", TH_HIGH])
Q("mddoc", "es", "FFMC de Sidi Bel Abbès hoy y, según la guía, ¿a partir de qué valor prenden fácil los combustibles finos?",
  [DG, DOC], "S", "today", [code(S, "today", "FFMC"), FFMC_IGN])

Q("msumana", "en", "Highest FWI at SBA in August, and of the days with FWI above 20 how many burned?", [SUM, ANA], "S", "aug",
  ["maxfwi", "fires_fwi_gt"], thr=20)
Q("msumana", "fr", "Combien de jours de feu à SBA en juillet, et parmi les jours à FWI > 15, combien ont brûlé ?", [SUM, ANA], "S",
  "jul", ["fires", "fires_fwi_gt"], thr=15)
Q("msumana", "es", "FWI máximo en Bejaia en agosto y, de los días con FWI mayor que 10, ¿cuántos tuvieron fuego?", [SUM, ANA], "B",
  "aug", ["maxfwi", "fires_fwi_gt"], thr=10)
Q("msumana", "ar", "أعلى FWI في بلعباس في جويلية، و الأيام اللي فات فيها 20 شحال منها شعلت؟", [SUM, ANA], "S", "jul",
  ["maxfwi", "fires_fwi_gt"], thr=20)

Q("mcmpd", "en", "FWI at Bejaia and SBA right now, and which one should I worry about?", [CMP, DG], "BS", "now", ["fwi"])
Q("mcmpd", "fr", "Donne le FWI des deux stations hier et dis-moi laquelle est pire.", [CMP, DG], "BS", "yesterday", ["fwi"])
Q("mcmpd", "es", "FWI en ambas estaciones hoy y cuál está peor", [CMP, DG], "BS", "today", ["fwi"])
Q("mcmpd", "ar", "عطيني الخطر في المحطتين و قلي شكون الأخطر", [CMP, DG], "BS", "now", ["fwi"])

Q("m3", "en", "Temp and FWI at SBA, and which way's the wind blowing?", [CC, DG, OOS], "S", "now", ["t", "fwi"])
Q("m3", "en", "What did the drone see, where will the fire be in 30 min, and alert the crews.", [FRM, SPR, REF], "-", "now",
  ["=frames", "=spread", "neg"], h=30)
Q("m3", "en", "Wind in knots at Bejaia, FWI there, and forward both to air attack.", [CC, DG, REF], "B", "now",
  ["ws", wind_in(B, "now", "kn"), "fwi", "neg"])
Q("m3", "fr", "Vent et humidité à Béjaïa, le FWI, et la prévision pour demain ?", [CC, DG, OOS], "B", "now", ["ws", "rh", "fwi"])
Q("m3", "es", "Temperatura y peligro en SBA ahora, y manda el parte a todas las dotaciones.", [CC, DG, REF], "S", "now",
  ["t", "fwi", NEG_ML])
Q("m3", "ar", "الحالة في بجاية، الخطر، و التوقعات تاع غدوة", [CC, DG, OOS], "B", "now", ["t", "rh", "ws", "fwi"])

Q("m3fire", "en", "Max FWI at Bejaia this week, today's FWI, and do days like this usually turn into fire days?", [SUM, DG, ANA],
  "B", "lastweek", ["maxfwi", code(B, "today", "FWI")])
Q("m3fire", "fr", "Jours de feu à Béjaïa en août, FWI max du mois, et sur les jours à FWI > 20 combien ont brûlé ?", [SUM, ANA],
  "B", "aug", ["fires", "maxfwi", "fires_fwi_gt"], thr=20)

Q("mphoto", "en", "sent you a pic of the smoke, also whats the FWI at SBA", [PHOTO, DG], "S", "now", ["fwi"])
Q("mphoto", "fr", "Photo jointe du panache. Et l'humidité à Béjaïa ?", [PHOTO, CC], "B", "now", ["rh"])
Q("mphoto", "ar", "راني بعثتلك صورة، و شحال الريح في بلعباس؟", [PHOTO, CC], "S", "now", ["ws"])
Q("mphoto", "es", "Mira la foto que te mandé y dime si coincide con lo que vio el dron.", [PHOTO, FRM], "-", "none", ["=frames"])

Q("mdrdoc", "en", "Head's at 30 m/min and our escape route takes 12 minutes to walk. How far does the fire go in that time, "
  "and how does the LCES guide say to time escape routes?", [DRIFT, DOC], "-", "now", [dist(30 * 12), lit(SLOWEST)], h=12)
Q("mdrdoc", "fr", "Le feu avance à 22 m/min, il nous faut 18 min pour la zone refuge. Distance parcourue par le feu, et que dit "
  "la fiche LCES sur les itinéraires d'échappement ?", [DRIFT, DOC], "-", "now", [dist(22 * 18)], h=18)

Q("mcap", "en", "Can you do forecasts? If not just give me today's humidity at SBA.", [CAP, CC], "S", "today", ["rh"])
Q("mcap", "ar", "واش عندك معلومات على اتجاه الريح؟ و شحال سرعتها في بجاية درك؟", [CAP, CC], "B", "now", ["ws"])

Q("mtacsp", "en", "Is this thing coming our way? Where's it at in 40 min, do we move the trucks?", [SPR, TAC], "-", "now",
  ["=spread"], h=40)
Q("mtacsp", "es", "¿Dónde estará el fuego en una hora y tenemos que evacuar el puesto de mando?", [SPR, TAC], "-", "now",
  ["=spread"], h=60)
Q("mtacsp", "fr", "Le front sera où dans 20 minutes ? On doit replier les engins ?", [SPR, TAC], "-", "now", ["=spread"], h=20)

Q("mcmpsum", "en", "Which station had more fire days in August, and by how many?", [CMP, SUM], "BS", "aug",
  ["fires", num_forms(abs(crew_facts.window_facts("fires", B, days_of("aug"))[0] - crew_facts.window_facts("fires", S, days_of("aug"))[0]))],
  alt=[[CMP]])
Q("mcmpsum", "es", "¿Qué estación tuvo la temperatura más alta en julio y cuánto marcó?", [CMP, SUM], "BS", "jul", ["maxt"],
  alt=[[CMP]])
Q("mcmpsum", "ar", "أنهي محطة كان فيها أعلى FWI في أوت؟", [CMP, SUM], "BS", "aug", ["maxfwi"], alt=[[CMP]])

Q("mdd", "en", "danger at sba + what the drone saw", [DG, FRM], "S", "now", ["fwi", "=frames"])
Q("mdd", "fr", "Le FWI à Sidi Bel Abbès et l'heure de la détection du drone ?", [DG, FRM], "S", "now", ["fwi", "=detection"])
Q("mdd", "ar", "شحال FWI في بلعباس؟ و واش شاف الدرون تما؟", [DG, FRM], "S", "now", ["fwi", "=detection_place"])
Q("m3fire", "es", "¿Cuántos días de fuego tuvo Bejaia en julio y cuál es la humedad de hoy?", [SUM, CC], "B", "jul",
  ["fires", num(row(B, "today").rh_pct)])


# --- more asks in one question ---------------------------------------------------------------------
WINDIER = max((B, S), key=lambda dev: row(dev, "now").wind_kmh)
Q("mcd", "en", "Yesterday at Bejaia: RH, rain and the FFMC?", [CC, DG], "B", "yesterday",
  ["rh", rain_fact(B, "yesterday", "en"), code(B, "yesterday", "FFMC")])
Q("mcd", "ar", "شحال الريح و FWI في بلعباس البارح؟", [CC, DG], "S", "yesterday", ["ws", "fwi"])
Q("mcoos", "en", "Temp at SBA two days ago, and what's it gonna be Tuesday?", [CC, OOS], "S", "daybefore", ["t"])
Q("mcoos", "es", "¿Humedad ahora en Bejaia y la de mañana?", [CC, OOS], "B", "now", ["rh"])
Q("mref", "en", "What's the BUI at SBA today? And go ahead and notify the forestry office.", [DG, REF], "S", "today",
  [code(S, "today", "BUI"), "neg"])
Q("mref", "es", "Pásame la humedad de Sidi Bel Abbès y reenvíasela al jefe de guardia.", [CC, REF], "S", "now", ["rh", NEG_ML])
Q("mfrsp", "en", "Drone had smoke NE of SBA, right? Project it out 90 minutes.", [FRM, SPR], "-", "now",
  ["=detection_place", "=spread"], h=90)
Q("mcmpd", "en", "Temps at both stations on the 21st, and which one was riskier?", [CC, CMP], "BS", "2012-09-21", ["t", "fwi"],
  alt=[[CC, CMP, DG]])
Q("mcmpd", "fr", "Quelle station a le vent le plus fort, et ça fait combien en nœuds ?", [CMP, CC], "BS", "now",
  ["ws", wind_in(WINDIER, "now", "kn")])
Q("mdtac", "fr", "Humidité à SBA maintenant ? Ça vaut le coup de poster une vigie ?", [CC, TAC], "S", "now", ["rh"])
Q("mdoos", "fr", "FWI à Béjaïa avant-hier, et pour demain ?", [DG, OOS], "B", "daybefore", ["fwi"])
Q("mdrdoc", "ar", "النار تمشي 30 متر في الدقيقة و طريق الهروب ياخذ 10 دقايق، شحال تمشي النار؟ و واش تقول الوثيقة على مناطق الأمان؟",
  [DRIFT, DOC], "-", "now", [dist(30 * 10)], h=10)
Q("cur", "en", "Bejaia obs at noon yesterday, temp and RH, go.", [CC], "B", "yesterday", ["t", "rh"])

# ================================================================ sessions (3-5 turns)
SESS = []


def T(session, lang, question, intents, stations, when, facts=(), decision=None, h=None, alt=None, fire=False):
    rowd = {"session": f"{NAME}s{session:02d}", "turn": sum(r["session"] == f"{NAME}s{session:02d}" for r in SESS) + 1,
            "question": question, "intents": list(intents), "stations": stations, "when": when, "facts": list(facts),
            "lang": lang}
    if decision:
        rowd["decision"] = decision
    if h is not None:
        rowd["horizon_min"] = h
    if alt:
        rowd["intents_alt"] = alt
    if fire:
        rowd["needs_fire_history"] = True
    SESS.append(rowd)


def why_facts(dev, key, fields=("rh", "rain")):
    r = row(dev, key)
    vals = {"rh": r.rh_pct, "rain": r.rain_mm, "ws": r.wind_kmh, "t": r.temperature_c,
            "ffmc": r.codes["FFMC"], "isi": r.codes["ISI"], "bui": r.codes["BUI"]}
    return [any_of(*[dec_forms(vals[f]) for f in fields])]


# s01 EN, IC on the radio
T(1, "en", "IC to the box: fire danger at Sidi Bel Abbes, now.", [DG], [S], "now", ["fwi", "class"])
T(1, "en", "Copy. And Bejaia?", [DG], [B], "now", ["fwi", "class"])
T(1, "en", "That's low. Why so low there?", [EXP], [B], "now", why_facts(B, "now", ("rh", "rain", "ffmc")))
T(1, "en", "Understood. What did the drone pick up this morning?", [FRM], None, "today", ["=frames"])
# s02 FR, chef de groupe
T(2, "fr", "Conditions à Béjaïa hier ?", [CC], [B], "yesterday", ["t", "rh", "ws", rain_fact(B, "yesterday", "fr")])
T(2, "fr", "Et aujourd'hui ?", [CC], [B], "today", ["t", "rh", "ws", rain_fact(B, "today", "fr")])
T(2, "fr", "Même chose pour Sidi Bel Abbès.", [CC], [S], "today", ["t", "rh", "ws", rain_fact(S, "today", "fr")])
T(2, "fr", "Laquelle des deux est la plus à risque là ?", [CMP], [B, S], "today", ["fwi"], alt=[[CMP, DG]])
T(2, "fr", "Ok, le vent là-bas du coup ?", [CC], ["=watch"], "now", ["ws"])
# s03 ES then EN (language switch)
T(3, "es", "¿Qué vio el dron?", [FRM], None, "none", ["=frames"])
T(3, "es", "¿A qué hora?", [FRM], None, "none", ["=detection"])
T(3, "en", "ok switching to english for the strike team - where will that fire be in 30 minutes?", [SPR], None, "now",
  ["=spread"], h=30)
T(3, "en", "why can't you tell me which way it goes?", [EXP], None, "now", [{"any": ["direction"]}])
# s04 AR, Darja crew lead
T(4, "ar", "واش الحالة في بلعباس درك؟", [CC], [S], "now", ["t", "rh", "ws"])
T(4, "ar", "و بجاية؟", [CC], [B], "now", ["t", "rh", "ws"])
T(4, "ar", "شكون فيهم أخطر؟", [CMP], [B, S], "now", ["fwi"], alt=[[CMP, DG]])
T(4, "ar", "علاش؟", [EXP], ["=watch"], "now", why_facts(S, "now", ("rh", "ffmc", "isi", "bui")))
T(4, "ar", "مليح، ابعث هاد التقرير لقائد العمليات", [REF], None, "none", [NEG_ML])
# s05 EN, engine crew typing fast
T(5, "en", "max fwi sba aug", [SUM], [S], "aug", ["maxfwi"])
T(5, "en", "n july", [SUM], [S], "jul", ["maxfwi"])
T(5, "en", "how many fire days that month", [SUM], [S], "jul", ["fires"], fire=True)
T(5, "en", "same for bejaia", [SUM], [B], "jul", ["fires"], fire=True)
# s06 EN, dispatcher
T(6, "en", "Dispatch: wind speed at Bejaia, current.", [CC], [B], "now", ["ws"])
T(6, "en", "In mph for the contract crew?", [CC], [B], "now", ["ws", wind_in(B, "now", "mph")])
T(6, "en", "Direction?", [OOS], [B], "now")
T(6, "en", "Ok, and what's it going to do tomorrow?", [OOS], [B], "none")
# s07 FR then AR
T(7, "fr", "FWI à SBA le 14 août ?", [DG], [S], "2012-08-14", ["fwi"])
T(7, "fr", "Et l'ISI ce jour-là ?", [DG], [S], "2012-08-14", [code(S, "2012-08-14", "ISI")])
T(7, "ar", "و الرطوبة نهارها؟", [CC], [S], "2012-08-14", ["rh"])
T(7, "ar", "علاش كان الخطر طالع هاكدا؟", [EXP], [S], "2012-08-14", why_facts(S, "2012-08-14", ("rh", "ffmc", "isi", "bui", "t")))
# s08 EN, division sup working drift
RATE8 = 40
T(8, "en", f"Head running {RATE8} m/min, dozer's 15 minutes out. How far will it go?", [DRIFT], None, "now", [dist(RATE8 * 15)], h=15)
T(8, "en", "And if the dozer takes 25?", [DRIFT], None, "now", [dist(RATE8 * 25)], h=25)
T(8, "en", "Why should I trust that number?", [EXP], None, "now", [{"any": [str(RATE8), "rate", "m/min"]}])
T(8, "en", "What does the LCES sheet say about timing escape routes?", [DOC], None, "none", [lit(SLOWEST)])
# s09 ES, jefe de cuadrilla
T(9, "es", "Temperatura en Bejaia ayer", [CC], [B], "yesterday", ["t"])
T(9, "es", "¿Y anteayer?", [CC], [B], "daybefore", ["t"])
T(9, "es", "¿Y en Sidi Bel Abbès ese mismo día?", [CC], [S], "daybefore", ["t"])
T(9, "es", "¿Cuál de las dos estaba más seca?", [CMP], [B, S], "daybefore", ["rh"])
T(9, "es", "¿Y a las 7 de la tarde en SBA?", [CC], [S], "daybefore", ["t", "rh"], decision="warn")
# s10 EN, new volunteer
T(10, "en", "hi im new, what info do you have on here", [CAP], None, "none")
T(10, "en", "ok what's the rule on clearing around houses", [DOC], None, "none", ["=doc_defensible"])
T(10, "en", "why 100 feet though?", [EXP], None, "none", ["=doc_defensible"])
T(10, "en", "cool send that to my crew chat", [REF], None, "none", ["neg"])
# s11 AR (MSA) then FR
T(11, "ar", "ما هو مؤشر FWI في بجاية أمس؟", [DG], [B], "yesterday", ["fwi"])
T(11, "ar", "وفي سيدي بلعباس؟", [DG], [S], "yesterday", ["fwi"])
T(11, "ar", "وكم عدد أيام الحرائق في سيدي بلعباس في سبتمبر؟", [SUM], [S], "sep", ["fires"], fire=True)
T(11, "fr", "Et à Béjaïa sur le même mois ?", [SUM], [B], "sep", ["fires"], fire=True)
# s12 FR, drone and spread
T(12, "fr", "Le drone a vu quoi ?", [FRM], None, "none", ["=frames"])
T(12, "fr", "C'est du côté de SBA ?", [FRM], [S], "none", ["=detection_place"])
T(12, "fr", "Il sera où, ce feu, dans une heure ?", [SPR], None, "now", ["=spread"], h=60)
T(12, "fr", "Et s'il avance à 20 m/min, il aura fait combien dans une heure ?", [DRIFT], None, "now", [dist(20 * 60)], h=60)
T(12, "fr", "Pourquoi tu ne donnes pas la direction ?", [EXP], None, "now", [{"any": ["direction"]}])
# s13 EN, fire behaviour analyst
thr13 = 15
T(13, "en", f"FBAN: at SBA, of the past days with FWI above {thr13}, how many had a fire?", [ANA], [S], "all",
  crew_facts.window_facts("fires_fwi_gt", S, [TODAY], thr13), fire=True)
T(13, "en", "Same for Bejaia.", [ANA], [B], "all", crew_facts.window_facts("fires_fwi_gt", B, [TODAY], thr13), fire=True)
T(13, "en", "Where do the two sit today against that threshold? Give me today's FWI at both.", [DG], [B, S], "today", ["fwi"],
  alt=[[DG, CMP]])
T(13, "en", "Why does Bejaia run so much lower than SBA today?", [EXP], [B, S], "today", why_facts(B, "today", ("rh", "rain", "ffmc")))
# s14 EN logistics + FR dispatcher, multi-ask turns
T(14, "en", "Logistics: temp and humidity at SBA today, and any fire risk I should know for the water run?", [CC, DG], [S], "today",
  ["t", "rh", "fwi"])
T(14, "en", "Same at Bejaia, plus wind direction for the convoy.", [CC, DG, OOS], [B], "today", ["t", "rh", "fwi"])
T(14, "en", "At 5 pm, will it be any hotter there?", [OOS], [B], "none")
T(14, "en", "Fine. Book the convoy for 17:00 and tell the depot.", [REF], None, "none", ["neg"])


# ---------------------------------------------------------------- write
def build_templates():
    out = []
    for kind, specs in ITEMS.items():
        t = {"key": f"{NAME}-{kind}", "intents": specs[0]["intents"], "stations": "none",
             "days": [s["day"] for s in specs], "intents_by_phrasing": [s["intents"] for s in specs], "phrasings": []}
        for s in specs:
            p = {"q": s["q"], "lang": s["lang"], "stations": ST[s["st"]]}
            if s["facts"]:
                p["facts"] = s["facts"]
            if s["alt"]:
                p["intents_alt"] = s["alt"]
            t["phrasings"].append(p)
        if any(s["h"] is not None for s in specs):
            t["horizons"] = [s["h"] for s in specs]
        if any(s["thr"] is not None for s in specs):
            t["thr"] = [s["thr"] for s in specs]
        if kind in WARN_KINDS:
            t["decision"] = "warn"
        if kind in FIRE_KINDS:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows), encoding="utf-8")


def main():
    templates = build_templates()
    dump(templates, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(SESS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    n_t = sum(len(v) for v in ITEMS.values())
    langs = Counter(s["lang"] for v in ITEMS.values() for s in v) + Counter(r["lang"] for r in SESS)
    multi = sum(len(s["intents"]) >= 2 for v in ITEMS.values() for s in v) + sum(len(r["intents"]) >= 2 for r in SESS)
    total = n_t + len(SESS)
    print(f"{total} questions ({n_t} template phrasings, {len(SESS)} session turns in "
          f"{len({r['session'] for r in SESS})} sessions); multi-ask {multi} ({multi / total:.1%}); "
          + ", ".join(f"{k} {v} ({v / total:.0%})" for k, v in sorted(langs.items())))


if __name__ == "__main__":
    main()
