"""Batch d56 (dev): blind fire-crew questions for the wildfire appliance's evaluation.

Writes, next to this file:
    crew_templates_dev56.jsonl  one template per question group (phrasings carry their own language,
                               stations, day key, facts)
    crew_sessions_dev56.jsonl  multi-turn sessions (follow-ups, "why?", language switches)

Every number in a gold fact is computed here: from the Algerian CSV through crew_facts (tokens such as
"t", "fwi", "maxfwi", or literals built from crew_facts.table()), from unit conversions of the real
reading, from the crew's own numbers (rate x minutes), or parsed out of the shipped documents by regex.

Run:  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev56.py
"""
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d56"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"

TABLE = crew_facts.table()
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}


# --------------------------------------------------------------------------- numbers from the data
def _num(x):
    x = float(x)
    return int(x) if x.is_integer() else x


def row(st, day):
    return TABLE[(st, day)]


def code(st, day, name):
    """A fire-weather code as the station network published it (FFMC, DMC, DC, ISI, BUI, FWI)."""
    return _num(row(st, day).codes[name])


def value(r, what):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(what) \
        if what in ("t", "rh", "ws", "rain") else r.codes[what.upper()]


def window_days(key):
    return crew_days.resolve(key, "en", 0)["days"]


def window_rows(st, key):
    return [TABLE[(st, d)] for d in window_days(key) if (st, d) in TABLE]


def dec_forms(v, units=()):
    """A computed decimal as a crew would read it: 9.3 / 9,3, and the rounded whole number with its unit."""
    s = f"{v:.1f}"
    forms = [s[:-2]] if s.endswith(".0") else [s, s.replace(".", ",")]
    forms += [f"{round(v)} {u}" for u in units] + [f"{round(v)}{u}" for u in units if not u[0].isalpha()]
    return {"any": list(OrderedDict.fromkeys(forms))}


def conv(st, day, unit):
    r = row(st, day)
    if unit == "mph":
        return dec_forms(r.wind_kmh / 1.609344, ["mph"])
    if unit == "kn":
        return dec_forms(r.wind_kmh / 1.852, ["kn", "kt", "knots", "nœuds", "noeuds", "nudos", "عقدة"])
    if unit == "ms":
        return dec_forms(r.wind_kmh / 3.6, ["m/s"])
    if unit == "F":
        return dec_forms(r.temperature_c * 9 / 5 + 32, ["°F", "F"])
    raise ValueError(unit)


def avg(st, key, what):
    rows = window_rows(st, key)
    return dec_forms(sum(value(r, what) for r in rows) / len(rows))


def total(st, key, what):
    rows = window_rows(st, key)
    return dec_forms(sum(value(r, what) for r in rows), ["mm"])


def lowest(st, key, what):
    return _num(min(value(r, what) for r in window_rows(st, key)))


def count_above(st, key, what, thr):
    return sum(value(r, what) > thr for r in window_rows(st, key))


def first_last(st, key, what):
    rows = window_rows(st, key)
    return [_num(value(rows[0], what)), _num(value(rows[-1], what))]


def diff(day, what):
    """The gap between the two stations on a day, as a positive number at the data's rounding."""
    a, b = value(row(B, day), what), value(row(S, day), what)
    return _num(round(abs(a - b), 1))


def aug_hot_fires(st, thr):
    """August days at a station whose FWI (the fire record's) was above thr, and how many of them had a fire."""
    hot = [fire for (dev, day), (fwi, fire) in sorted(crew_facts.fire_record().items())
           if dev == st and day[5:7] == "08" and fwi > thr]
    return [len(hot), sum(hot)]


def km_forms(metres):
    """A distance in m and km, with the French decimal comma and thousands separators."""
    m = round(metres)
    km = round(metres / 1000, 3)
    forms = [f"{m} m"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " ")]
    ks = f"{km:g}"
    forms += [f"{ks} km", f"{ks.replace('.', ',')} km"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def drift_m(rate_m_min, minutes):
    return km_forms(rate_m_min * minutes)


def drift_kmh(rate_kmh, minutes):
    return km_forms(rate_kmh * 1000 * minutes / 60)


def drift_ft(rate_ft_min, minutes):
    ft = rate_ft_min * minutes
    metres = km_forms(ft * 0.3048)
    return {"any": [f"{ft} ft", f"{ft} feet"] + metres["any"]}


# --------------------------------------------------------------------------- facts from the documents
GUIDE = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
SAFETY = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
BUTTE = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")

CLASS_FROM = {m.group(2): _num(m.group(1))
              for m in re.finditer(r"from\s+([\d.]+)\s+(very high|extreme|moderate|high|low)\b", GUIDE)}
FFMC_EASY = _num(re.search(r"above\s+about\s+(\d+)\s+fine\s+fuels\s+ignite", GUIDE).group(1))
LCES = re.search(r"(Lookouts),\s*(Communications),\s*(Escape routes)\s+and\s+(Safety zones)", SAFETY).groups()
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", BUTTE).group(1))
ZONE1_FT = [int(x) for x in re.search(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE).groups()]
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", BUTTE).group(1))
BRANCH_FT = int(re.search(r"keep tree branches (\d+) feet", BUTTE).group(1))


def feet(n):
    metres = f"{round(n * 0.3048, 1):g} m"
    return {"any": list(OrderedDict.fromkeys([f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds",
                                              f"{n} pies", metres, metres.replace(".", ",")]))}


def inches(n):
    return {"any": [f"{n} inches", f"{n} inch", f"{n} in", f"{n}-inch", f"{n} pouces", f"{n} pulgadas",
                    f"{round(n * 2.54):g} cm"]}


NEG_ML = {"any": ["cannot", "can't", "can not", "not able", "unable", "does not", "doesn't", "won't", "will not",
                  "ne peut pas", "ne peux pas", "ne pourra pas", "impossible", "pas possible",
                  "no puede", "no puedo", "no es posible", "no podemos",
                  "لا يمكن", "لا أستطيع", "لا يستطيع", "ما نقدرش", "ما يقدرش", "ماننجمش", "غير ممكن"]}
NO_DIRECTION = {"any": ["direction", "dirección", "اتجاه"]}


def neg(lang):
    return "neg" if lang == "en" else NEG_ML


# --------------------------------------------------------------------------- questions
QUESTIONS = []      # template phrasings
TURNS = []          # session rows


def q(group, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    QUESTIONS.append({"group": group, "lang": lang, "q": text, "intents": list(intents), "st": st, "day": day,
                      "facts": list(facts), "dec": dec, "h": h, "thr": thr, "fh": fh, "alt": alt})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRF, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

T30, Y, DB = "2012-09-30", "2012-09-29", "2012-09-28"
AUG_HOT_FIRES = aug_hot_fires(S, 20)

# ---- current conditions: readings of a day ---------------------------------------------------------------
q("cc", "en", "Dispatch to appliance: I need temp, RH and wind for the Bejaia station, latest reading.", [CC], "B", "now", ["t", "rh", "ws"])
q("cc", "en", "sba wx rn?", [CC], "S", "now", ["t", "rh", "ws"])
q("cc", "en", "Engine 4. Humidity at Sidi Bel Abbes right now, what's it reading", [CC], "S", "now", ["rh"])
q("cc", "en", "hi, first week on the crew here - is it windy at Béjaïa today? how strong?", [CC], "B", "today", ["ws"])
q("cc", "en", "Did Bejaia pick up any rain yesterday?", [CC], "B", "yesterday", ["rain"])
q("cc", "en", "What did the Sidi-Bel-Abbès station read on 14-Aug? Temp and humidity will do.", [CC], "S", "2012-08-14", ["t", "rh"])
q("cc", "en", "bejaia 3/8 wind + rain pls", [CC], "B", "2012-08-03", ["ws", "rain"])
q("cc", "en", "Logistics here. For the heat-stress log I need the noon temperature at SBA the day before yesterday.", [CC], "S", "daybefore", ["t"])
q("cc", "en", "Full obs for Bejaia, 2012-07-22: temperature, humidity, wind, rain.", [CC], "B", "2012-07-22", ["t", "rh", "ws", "rain"])
q("cc", "en", "temp at bel abbes", [CC], "S", "now", ["t"])
q("cc", "en", "How dry is the air over Bejaia at the moment? Just the RH figure.", [CC], "B", "now", ["rh"])
q("cc", "en", "Rainfall at Sidi Bel Abbes, Sept 27?", [CC], "S", "2012-09-27", ["rain"])
q("cc", "en", "Copy that. Request wind speed at Bejaia off the last reading, over.", [CC], "B", "now", ["ws"])
q("cc", "en", "what was it like at SBA on the 5th of july, hot?", [CC], "S", "2012-07-05", ["t"])
q("cc", "en", "Put both stations' temperature and humidity up for today, side by side.", [CC], "BS", "today", ["t", "rh"], alt=[[CC, CMP]])
q("cc", "en", "bejaya humidity yday", [CC], "B", "yesterday", ["rh"])
q("cc", "en", "Was there wind at Sidi Bel Abbes on 28 September? I heard it was blowing hard.", [CC], "S", "2012-09-28", ["ws"])
q("cc", "fr", "Quelle température fait-il à Béjaïa en ce moment ?", [CC], "B", "now", ["t"])
q("cc", "fr", "Humidité relative à Sidi Bel Abbès hier, svp.", [CC], "S", "yesterday", ["rh"])
q("cc", "fr", "Chef d'agrès : il me faut le vent et la pluie relevés à Bejaia le 12 août.", [CC], "B", "2012-08-12", ["ws", "rain"])
q("cc", "fr", "c koi le vent a SBA la", [CC], "S", "now", ["ws"])
q("cc", "fr", "Est-ce qu'il est tombé quelque chose à Sidi-Bel-Abbès avant-hier ?", [CC], "S", "daybefore", ["rain"])
q("cc", "fr", "Relevé de Béjaïa du 2 septembre : température, humidité et vent.", [CC], "B", "2012-09-02", ["t", "rh", "ws"])
q("cc", "fr", "Pour le point de situation, l'hygrométrie actuelle à Bejaia ?", [CC], "B", "now", ["rh"])
q("cc", "fr", "Il faisait combien à SBA le 3/8 à midi ?", [CC], "S", "2012-08-03", ["t"])
q("cc", "es", "¿Qué temperatura marca ahora la estación de Béjaïa?", [CC], "B", "now", ["t"])
q("cc", "es", "humedad sidi bel abbes ayer??", [CC], "S", "yesterday", ["rh"])
q("cc", "es", "jefe cuanto viento hay en SBA ahorita", [CC], "S", "now", ["ws"])
q("cc", "es", "¿Llovió en Bejaia el 20 de julio? Si llovió, ¿cuántos milímetros?", [CC], "B", "2012-07-20", ["rain"])
q("cc", "es", "Necesito los datos de Sidi Bel Abbès del 9/9: temperatura y humedad relativa.", [CC], "S", "2012-09-09", ["t", "rh"])
q("cc", "es", "Pásame viento y humedad de Béjaïa de anteayer.", [CC], "B", "daybefore", ["ws", "rh"])
q("cc", "ar", "واش راهي السخانة في بجاية دروك؟", [CC], "B", "now", ["t"])
q("cc", "ar", "قداش الرطوبة في سيدي بلعباس اليوم؟", [CC], "S", "today", ["rh"])
q("cc", "ar", "ما هي سرعة الرياح المسجلة في محطة بجاية أمس؟", [CC], "B", "yesterday", ["ws"])
q("cc", "ar", "طاحت الشتا في سيدي بلعباس البارح ولا لا؟", [CC], "S", "yesterday", ["rain"])
q("cc", "ar", "عطيني القراءات تاع بجاية نهار 15 أوت، السخانة والريح", [CC], "B", "2012-08-15", ["t", "ws"])
q("cc", "ar", "ما درجة الحرارة والرطوبة النسبية في سيدي بلعباس يوم 10 جويلية 2012؟", [CC], "S", "2012-07-10", ["t", "rh"])
q("cc", "ar", "الريح ف SBA قداه دوك", [CC], "S", "now", ["ws"])

# ---- units asked ------------------------------------------------------------------------------------------
q("units", "en", "Wind at Bejaia in mph?", [CC], "B", "now", ["ws", conv(B, T30, "mph")])
q("units", "en", "SBA wind in knots for the air attack pilot", [CC], "S", "now", ["ws", conv(S, T30, "kn")])
q("units", "en", "Our US liaison wants the Sidi Bel Abbes temperature in Fahrenheit. What is it today?", [CC], "S", "today", ["t", conv(S, T30, "F")])
q("units", "en", "bejaia wind yesterday in m/s pls", [CC], "B", "yesterday", ["ws", conv(B, Y, "ms")])
q("units", "en", "Temp in °F at Bejaia on Aug 10.", [CC], "B", "2012-08-10", ["t", conv(B, "2012-08-10", "F")])
q("units", "fr", "Le vent à Sidi Bel Abbès en nœuds, pour l'hélico ?", [CC], "S", "now", ["ws", conv(S, T30, "kn")])
q("units", "fr", "Vitesse du vent à Béjaïa en m/s svp", [CC], "B", "now", ["ws", conv(B, T30, "ms")])
q("units", "es", "¿Viento en Béjaïa en millas por hora?", [CC], "B", "now", ["ws", conv(B, T30, "mph")])
q("units", "es", "La temperatura de SBA de ayer, pero en grados Fahrenheit.", [CC], "S", "yesterday", ["t", conv(S, Y, "F")])
q("units", "ar", "سرعة الريح في بجاية بالعقدة knots من فضلك", [CC], "B", "now", ["ws", conv(B, T30, "kn")])
q("units", "ar", "قداش الريح في سيدي بلعباس بالمتر في الثانية؟", [CC], "S", "now", ["ws", conv(S, T30, "ms")])

# ---- danger: FWI, class, codes ------------------------------------------------------------------------------
q("danger", "en", "What's the FWI at Sidi Bel Abbes right now?", [DG], "S", "now", ["fwi"])
q("danger", "en", "danger class bejaia today", [DG], "B", "today", ["class"])
q("danger", "en", "IC to appliance, fire danger rating for Bejaia this afternoon, over.", [DG], "B", "now", ["fwi", "class"])
q("danger", "en", "ISI at SBA?", [DG], "S", "now", [code(S, T30, "ISI")])
q("danger", "en", "Need BUI and DC for Bejaia, 12 August.", [DG], "B", "2012-08-12", [code(B, "2012-08-12", "BUI"), code(B, "2012-08-12", "DC")])
q("danger", "en", "How high did the fire weather index get at Sidi-Bel-Abbès yesterday?", [DG], "S", "yesterday", ["fwi"])
q("danger", "en", "FFMC for bejaia on the 1st of Sept - were the fine fuels ready to go?", [DG], "B", "2012-09-01", [code(B, "2012-09-01", "FFMC")])
q("danger", "en", "Is the danger at SBA high or low today? Give me the number too.", [DG], "S", "today", ["class", "fwi"])
q("danger", "en", "What danger class was Bejaia sitting in on 2012-08-25?", [DG], "B", "2012-08-25", ["class"])
q("danger", "en", "FBAN request: DMC at Sidi Bel Abbes on 28 Aug.", [DG], "S", "2012-08-28", [code(S, "2012-08-28", "DMC")])
q("danger", "en", "bejaia fwi yday", [DG], "B", "yesterday", ["fwi"])
q("danger", "en", "In plain words, how bad is the fire danger at Sidi Bel Abbes today?", [DG], "S", "today", ["class"])
q("danger", "en", "drought code sba now", [DG], "S", "now", [code(S, T30, "DC")])
q("danger", "fr", "Indice FWI à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi"])
q("danger", "fr", "Quel est le niveau de danger feu de forêt à Sidi Bel Abbès en ce moment ?", [DG], "S", "now", ["class"])
q("danger", "fr", "Donnez-moi l'ISI et le FFMC de Bejaia du 20 août.", [DG], "B", "2012-08-20", [code(B, "2012-08-20", "ISI"), code(B, "2012-08-20", "FFMC")])
q("danger", "fr", "classe de danger SBA hier stp", [DG], "S", "yesterday", ["class"])
q("danger", "fr", "Le FWI était à combien à Sidi-Bel-Abbès le 7 juillet ?", [DG], "S", "2012-07-07", ["fwi"])
q("danger", "fr", "On est à quel BUI sur Béjaïa, là ?", [DG], "B", "now", [code(B, T30, "BUI")])
q("danger", "es", "¿Cuál es el índice FWI en Sidi Bel Abbes hoy?", [DG], "S", "today", ["fwi"])
q("danger", "es", "Nivel de peligro en Béjaïa ahora mismo", [DG], "B", "now", ["class"])
q("danger", "es", "Dime el BUI de Bejaia de ayer, por favor.", [DG], "B", "yesterday", [code(B, Y, "BUI")])
q("danger", "es", "¿Qué clase de peligro tuvo SBA el 18 de agosto?", [DG], "S", "2012-08-18", ["class"])
q("danger", "es", "el isi d sidi bel abbes q tal", [DG], "S", "now", [code(S, T30, "ISI")])
q("danger", "ar", "قداش الـFWI في بجاية اليوم؟", [DG], "B", "today", ["fwi"])
q("danger", "ar", "ما هو مستوى خطر الحرائق في سيدي بلعباس حاليا؟", [DG], "S", "now", ["class"])
q("danger", "ar", "مؤشر ISI تاع سيدي بلعباس البارح شحال؟", [DG], "S", "yesterday", [code(S, Y, "ISI")])
q("danger", "ar", "الخطر في بجاية نهار 22 أوت كان عالي ولا؟", [DG], "B", "2012-08-22", ["class"])
q("danger", "ar", "أعطني قيمة مؤشر الجفاف DC لمحطة بجاية اليوم", [DG], "B", "today", [code(B, T30, "DC")])
q("danger", "ar", "خويا شحال الخطر ف سيدي بلعباس نهار 25 أوت", [DG], "S", "2012-08-25", ["fwi", "class"])

# ---- compare stations ---------------------------------------------------------------------------------------
q("compare", "en", "Which station is worse right now, Bejaia or SBA?", [CMP], "BS", "now", ["fwi"])
q("compare", "en", "Hotter today at Bejaia or Sidi Bel Abbes, and by how many degrees?", [CMP], "BS", "today", ["t", diff(T30, "t")])
q("compare", "en", "Compare FWI across the two stations for Aug 14.", [CMP], "BS", "2012-08-14", ["fwi"])
q("compare", "en", "humidity bejaia vs sba rn", [CMP], "BS", "now", ["rh"])
q("compare", "en", "Dispatcher here. Which of my two stations was drier yesterday?", [CMP], "BS", "yesterday", ["rh"])
q("compare", "en", "Windier station on 28 Sept?", [CMP], "BS", "2012-09-28", ["ws"])
q("compare", "en", "What was the FWI gap between the two stations on 2012-08-20?", [CMP], "BS", "2012-08-20", ["fwi", diff("2012-08-20", "fwi")])
q("compare", "en", "If I can only cover one station this afternoon, which one carries more fire danger?", [CMP], "BS", "now", ["fwi"], alt=[[CMP, TAC]])
q("compare", "fr", "Entre Béjaïa et Sidi Bel Abbès, où le danger est-il le plus fort aujourd'hui ?", [CMP], "BS", "today", ["fwi"])
q("compare", "fr", "Écart de température entre les deux stations hier ?", [CMP], "BS", "yesterday", ["t", diff(Y, "t")])
q("compare", "fr", "Laquelle des deux stations était la plus ventée le 10 août ?", [CMP], "BS", "2012-08-10", ["ws"])
q("compare", "fr", "Béjaïa contre SBA pour l'humidité, maintenant : qui est le plus sec ?", [CMP], "BS", "now", ["rh"])
q("compare", "es", "¿Dónde hay más peligro ahora, en Béjaïa o en Sidi Bel Abbès?", [CMP], "BS", "now", ["fwi"])
q("compare", "es", "Compárame la humedad de las dos estaciones de ayer", [CMP], "BS", "yesterday", ["rh"])
q("compare", "es", "¿Qué diferencia de temperatura hubo entre SBA y Bejaia el 12 de agosto?", [CMP], "BS", "2012-08-12", ["t", diff("2012-08-12", "t")])
q("compare", "ar", "شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "today", ["fwi"])
q("compare", "ar", "قارن لي بين المحطتين في سرعة الرياح أمس", [CMP], "BS", "yesterday", ["ws"])
q("compare", "ar", "وين كانت السخانة أكثر نهار 22 أوت، بجاية ولا سيدي بلعباس؟ وبقداش؟", [CMP], "BS", "2012-08-22", ["t", diff("2012-08-22", "t")])
q("compare", "ar", "أي المحطتين سجلت مؤشر FWI أعلى يوم 25 أوت؟", [CMP], "BS", "2012-08-25", ["fwi"])

# ---- summary over a window ----------------------------------------------------------------------------------
q("summary", "en", "Highest FWI at Bejaia over the past week?", [SUM], "B", "lastweek", ["maxfwi"])
q("summary", "en", "What was the hottest it got at SBA in August?", [SUM], "S", "aug", ["maxt"])
q("summary", "en", "Average RH at Bejaia over the last three days", [SUM], "B", "last3d", [avg(B, "last3d", "rh")])
q("summary", "en", "days above 35 degrees at SBA in august, how many", [SUM], "S", "aug", [count_above(S, "aug", "t", 35)], thr=35)
q("summary", "en", "How many days with FWI over 20 did Sidi Bel Abbes have in July?", [SUM], "S", "jul", [count_above(S, "jul", "fwi", 20)], thr=20)
q("summary", "en", "Is the FWI trending up or down at Bejaia since Tuesday?", [SUM], "B", "since-tue", first_last(B, "since-tue", "fwi"))
q("summary", "en", "peak temp bejaia in june", [SUM], "B", "jun", ["maxt"])
q("summary", "en", "Lowest humidity SBA logged between 1 and 10 Sept?", [SUM], "S", "sep1-10", [lowest(S, "sep1-10", "rh")])
q("summary", "en", "How much rain fell at Bejaia from 20 to 31 August, all told?", [SUM], "B", "aug-late", [total(B, "aug-late", "rain")])
q("summary", "en", "Max FWI at each station in September - one line each.", [SUM], "BS", "sep", ["maxfwi"])
q("summary", "en", "Mean wind speed at Sidi Bel Abbes over the last 24 hours?", [SUM], "S", "last24h", [avg(S, "last24h", "ws")])
q("summary", "fr", "FWI maximal à Sidi Bel Abbès sur la dernière semaine ?", [SUM], "S", "lastweek", ["maxfwi"])
q("summary", "fr", "Température moyenne à SBA en septembre ?", [SUM], "S", "sep", [avg(S, "sep", "t")])
q("summary", "fr", "Combien de jours au-dessus de 30 °C à Bejaia en juillet ?", [SUM], "B", "jul", [count_above(B, "jul", "t", 30)], thr=30)
q("summary", "fr", "Tendance de l'humidité à Sidi-Bel-Abbès depuis mardi : ça sèche ou ça remonte ?", [SUM], "S", "since-tue", first_last(S, "since-tue", "rh"))
q("summary", "fr", "Le pic de chaleur de juin à Béjaïa, c'était combien ?", [SUM], "B", "jun", ["maxt"])
q("summary", "es", "¿Cuál fue la temperatura máxima en Béjaïa en julio?", [SUM], "B", "jul", ["maxt"])
q("summary", "es", "FWI más alto en Sidi Bel Abbes en los últimos tres días", [SUM], "S", "last3d", ["maxfwi"])
q("summary", "es", "¿Cuántos días pasó de 10 el FWI en Bejaia en septiembre?", [SUM], "B", "sep", [count_above(B, "sep", "fwi", 10)], thr=10)
q("summary", "es", "Humedad media en SBA del 20 al 31 de agosto", [SUM], "S", "aug-late", [avg(S, "aug-late", "rh")])
q("summary", "ar", "أعلى درجة حرارة سجلت في سيدي بلعباس في أوت؟", [SUM], "S", "aug", ["maxt"])
q("summary", "ar", "ما هو متوسط سرعة الرياح في بجاية خلال الأسبوع الماضي؟", [SUM], "B", "lastweek", [avg(B, "lastweek", "ws")])
q("summary", "ar", "شحال من نهار فات فيه الـFWI 20 في سيدي بلعباس في أوت؟", [SUM], "S", "aug", [count_above(S, "aug", "fwi", 20)], thr=20)
q("summary", "ar", "أكبر FWI في بجاية من 20 إلى 31 أوت قداش كان؟", [SUM], "B", "aug-late", ["maxfwi"])

# fire-day counts over a month (summary from the record of past fires)
q("firecount", "en", "How many fire days did Sidi Bel Abbes log in July?", [SUM], "S", "jul", ["fires"], fh=True)
q("firecount", "en", "fire count bejaia aug", [SUM], "B", "aug", ["fires"], fh=True)
q("firecount", "en", "How many days in September had a recorded fire at Bejaia?", [SUM], "B", "sep", ["fires"], fh=True)
q("firecount", "fr", "Combien de jours de feu à Béjaïa en juin ?", [SUM], "B", "jun", ["fires"], fh=True)
q("firecount", "es", "¿Cuántos días con incendio hubo en SBA en agosto?", [SUM], "S", "aug", ["fires"], fh=True)
q("firecount", "ar", "شحال من نهار كان فيه حريق في بجاية في جويلية؟", [SUM], "B", "jul", ["fires"], fh=True)

# ---- analogs: past fire days like today -------------------------------------------------------------------------
q("analogs", "en", "Of all the days SBA had an FWI above 20, how many actually had a fire?", [ANA], "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
q("analogs", "en", "Did past days like today at Bejaia end up burning?", [ANA], "B", "today", ["fwi"], fh=True)
q("analogs", "en", "Going by the record: when Bejaia's FWI went over 10, how often was there a fire?", [ANA], "B", "all", ["fires_fwi_gt"], thr=10, fh=True)
q("analogs", "en", "Analog check for Sidi Bel Abbes today - did similar days see fires?", [ANA], "S", "today", ["fwi"], fh=True)
q("analogs", "en", "days w fwi >15 at sba how many burned", [ANA], "S", "all", ["fires_fwi_gt"], thr=15, fh=True)
q("analogs", "fr", "Parmi les jours où le FWI dépassait 15 à Béjaïa, combien ont connu un feu ?", [ANA], "B", "all", ["fires_fwi_gt"], thr=15, fh=True)
q("analogs", "fr", "Les journées qui ressemblent à aujourd'hui à Sidi Bel Abbès, ça a brûlé ou pas ?", [ANA], "S", "today", ["fwi"], fh=True)
q("analogs", "es", "De los días con FWI por encima de 20 en Sidi Bel Abbes, ¿cuántos tuvieron incendio?", [ANA], "S", "all", ["fires_fwi_gt"], thr=20, fh=True)
q("analogs", "es", "¿Días parecidos a hoy en Béjaïa acabaron con fuego?", [ANA], "B", "today", ["fwi"], fh=True)
q("analogs", "ar", "من بين الأيام اللي كان فيها FWI فوق 10 في بجاية، شحال منها صرا فيها حريق؟", [ANA], "B", "all", ["fires_fwi_gt"], thr=10, fh=True)
q("analogs", "ar", "هل شهدت أيام مماثلة لليوم في سيدي بلعباس حرائق في السابق؟", [ANA], "S", "today", ["fwi"], fh=True)

# ---- drift: crew-given rate and minutes, or the box's own estimate ---------------------------------------------
q("drift", "en", "Head's doing about 25 m a minute, we need 20 minutes to get on scene. How far will it have moved?", [DRF], None, "none", ["=drift", drift_m(25, 20)], h=20)
q("drift", "en", "ROS 40 m/min, ETA 15 min. distance the head covers?", [DRF], None, "none", ["=drift", drift_m(40, 15)], h=15)
q("drift", "en", "If it's running at 1.5 km/h, how far does it get in 40 minutes?", [DRF], None, "none", ["=drift", drift_kmh(1.5, 40)], h=40)
q("drift", "en", "How far does the fire head drift while you're working out your answer?", [DRF], None, "none", ["=drift"])
q("drift", "en", "fire moving ~60 m per min, we r 12 min out. how far", [DRF], None, "none", ["=drift", drift_m(60, 12)], h=12)
q("drift", "en", "We clocked the head at 18 metres a minute. The dozer is 35 minutes away. How much ground does it gain?", [DRF], None, "none", ["=drift", drift_m(18, 35)], h=35)
q("drift", "en", "head running 30 ft/min, we're 15 min out, how far is that", [DRF], None, "none", ["=drift", drift_ft(30, 15)], h=15)
q("drift", "fr", "Le front avance à 20 m/min, on arrive dans 25 minutes : il aura fait combien de chemin ?", [DRF], None, "none", ["=drift", drift_m(20, 25)], h=25)
q("drift", "fr", "Vitesse de propagation 2 km/h, délai d'intervention 45 minutes, ça fait quelle distance ?", [DRF], None, "none", ["=drift", drift_kmh(2, 45)], h=45)
q("drift", "fr", "De combien la tête du feu se déplace-t-elle pendant le temps de réponse du boîtier ?", [DRF], None, "none", ["=drift"])
q("drift", "es", "El frente avanza 35 m por minuto y llegamos en 10 minutos. ¿Cuánto habrá avanzado?", [DRF], None, "none", ["=drift", drift_m(35, 10)], h=10)
q("drift", "es", "Si corre a 0,8 km/h, ¿qué distancia recorre en 30 minutos?", [DRF], None, "none", ["=drift", drift_kmh(0.8, 30)], h=30)
q("drift", "ar", "النار ماشية 50 متر في الدقيقة، نوصلو بعد 18 دقيقة، قداش تكون زادت؟", [DRF], None, "none", ["=drift", drift_m(50, 18)], h=18)
q("drift", "ar", "إذا كانت سرعة انتشار رأس الحريق 1.2 كم/سا، فما المسافة التي يقطعها خلال 50 دقيقة؟", [DRF], None, "none", ["=drift", drift_kmh(1.2, 50)], h=50)
q("drift", "ar", "شحال يتحرك راس النار في الوقت اللي تجاوبني فيه الماشينة؟", [DRF], None, "none", ["=drift"])

# ---- spread: where the front will be (partly served: no wind direction) -------------------------------------------
q("spread", "en", "Where will the head of the fire be in 30 minutes?", [SPR], None, "none", ["=spread"], h=30)
q("spread", "en", "Project the front an hour out from the drone's detection.", [SPR], None, "none", ["=spread"], h=60)
q("spread", "en", "which way is it gonna run and how far by the time we get there, 45 min", [SPR], None, "none", ["=spread"], h=45)
q("spread", "en", "IC: give me a projected fire position at plus two hours.", [SPR], None, "none", ["=spread"], h=120)
q("spread", "en", "Where's the fire front likely to sit in 15 min?", [SPR], None, "none", ["=spread"], h=15)
q("spread", "fr", "Où sera le front du feu dans une heure ?", [SPR], None, "none", ["=spread"], h=60)
q("spread", "fr", "Projection de la propagation à 30 min depuis la détection du drone, direction comprise.", [SPR], None, "none", ["=spread"], h=30)
q("spread", "es", "¿Dónde estará la cabeza del incendio en 20 minutos?", [SPR], None, "none", ["=spread"], h=20)
q("spread", "es", "Proyección del frente para dentro de una hora y media", [SPR], None, "none", ["=spread"], h=90)
q("spread", "ar", "وين توصل النار بعد نص ساعة؟", [SPR], None, "none", ["=spread"], h=30)
q("spread", "ar", "ما هو الموقع المتوقع لجبهة الحريق بعد ساعتين؟", [SPR], None, "none", ["=spread"], h=120)

# ---- frames: what the drone saw -------------------------------------------------------------------------------
q("frames", "en", "What did the drone see on its last run?", [FRM], None, "none", ["=frames"])
q("frames", "en", "Any fire in the UAV imagery today?", [FRM], None, "today", ["=detection"])
q("frames", "en", "Where exactly was the smoke the drone picked up?", [FRM], None, "none", ["=detection_place"])
q("frames", "en", "What time was the detection logged?", [FRM], None, "none", ["=detection"])
q("frames", "en", "drone pics show anything?? smoke flames", [FRM], None, "none", ["=frames"])
q("frames", "en", "Did today's sortie catch any smoke near Sidi Bel Abbes?", [FRM], "S", "today", ["=detection_place"])
q("frames", "fr", "Le drone a-t-il repéré de la fumée ?", [FRM], None, "none", ["=detection"])
q("frames", "fr", "À quelle heure et à quel endroit le drone a-t-il détecté le feu ?", [FRM], None, "none", ["=detection", "=detection_place"])
q("frames", "es", "¿Qué vio el dron en su último vuelo?", [FRM], None, "none", ["=frames"])
q("frames", "es", "¿Dónde estaba el humo que detectó el dron?", [FRM], None, "none", ["=detection_place"])
q("frames", "ar", "الدرون شاف دخان ولا والو؟", [FRM], None, "none", ["=detection"])
q("frames", "ar", "في أي ساعة التقطت الطائرة المسيرة صورة الحريق؟", [FRM], None, "none", ["=detection"])
q("frames", "ar", "وين بالضبط كانت النار اللي صورها الدرون؟", [FRM], None, "none", ["=detection_place"])

# ---- documents ---------------------------------------------------------------------------------------------
q("docs", "en", "How much defensible space does Butte County require around a house?", [DOC], None, "none", ["=doc_defensible"])
q("docs", "en", "What does LCES stand for?", [DOC], None, "none", [{"any": [x]} for x in LCES])
q("docs", "en", "At what FWI does the box start calling the danger high?", [DOC], None, "none", [CLASS_FROM["high"]])
q("docs", "en", "what's zone 0 in the defensible space guidance", [DOC], None, "none", [feet(ZONE0_FT)])
q("docs", "en", "Per the index guide, above what FFMC do fine fuels catch easily?", [DOC], None, "none", [FFMC_EASY])
q("docs", "en", "Remind me of the watch-out situations in the crew safety doc.", [DOC], None, "none", [{"any": ["downhill", "spot fire"]}])
q("docs", "en", "How short does annual grass have to be cut in zone 2?", [DOC], None, "none", [inches(GRASS_IN)])
q("docs", "en", "new guy question: how far do tree branches need to be from a chimney?", [DOC], None, "none", [feet(BRANCH_FT)])
q("docs", "fr", "Quelle distance de débroussaillement le comté de Butte exige-t-il autour des bâtiments ?", [DOC], None, "none", ["=doc_defensible"])
q("docs", "fr", "D'après le guide, à partir de quel FWI le danger devient-il très élevé ?", [DOC], None, "none", [CLASS_FROM["very high"]])
q("docs", "fr", "La zone 1 autour d'une maison, elle va de combien à combien ?", [DOC], None, "none", [feet(ZONE1_FT[0]), feet(ZONE1_FT[1])])
q("docs", "es", "¿Qué significa LCES?", [DOC], None, "none", [{"any": [LCES[0], "vigía", "vigias", "vigías"]}])
q("docs", "es", "¿Desde qué valor de FWI la guía habla de peligro extremo?", [DOC], None, "none", [CLASS_FROM["extreme"]])
q("docs", "ar", "شنو معنى LCES في وثيقة السلامة؟", [DOC], None, "none", [{"any": [LCES[0], "مراقب", "المراقبة"]}])
q("docs", "ar", "حسب دليل المؤشر، ابتداءً من أي قيمة يكون الخطر متوسطًا؟", [DOC], None, "none", [CLASS_FROM["moderate"]])
q("docs", "ar", "قداش من مسافة لازم نخليو نقية دور الدار في Butte County؟", [DOC], None, "none", ["=doc_defensible"])

# ---- capabilities -------------------------------------------------------------------------------------------
q("caps", "en", "What can this box actually do for us?", [CAP])
q("caps", "en", "what data u got on here", [CAP])
q("caps", "en", "Which weather stations is this unit hooked up to?", [CAP])
q("caps", "en", "Can you look at drone frames, or just the weather?", [CAP])
q("caps", "fr", "Quelles données cette machine a-t-elle en mémoire ?", [CAP])
q("caps", "fr", "Tu sais faire quoi exactement ?", [CAP])
q("caps", "es", "¿Qué información tiene guardada este equipo?", [CAP])
q("caps", "es", "A ver, ¿para qué me sirve esta caja?", [CAP])
q("caps", "ar", "واش تقدر دير هاد الماشينة؟", [CAP])
q("caps", "ar", "ما هي البيانات المتوفرة في هذا الجهاز؟", [CAP])

# ---- photo: nothing is ever attached -------------------------------------------------------------------------
q("photo", "en", "Sending a pic of the column now, what do you make of it?", [PHO])
q("photo", "en", "photo attached - smoke or just dust?", [PHO])
q("photo", "fr", "Je vous joins une photo du panache, c'est quoi d'après vous ?", [PHO])
q("photo", "es", "Te mando una foto del humo, ¿es un foco nuevo?", [PHO])
q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش هو", [PHO])
q("photo", "ar", "أرفقت صورة للدخان الظاهر خلف التلة، هل هو حريق؟", [PHO])

# ---- out of scope alone: forecasts, other towns, wind direction, off-topic --------------------------------------
q("oos", "en", "Will the wind pick up tomorrow at Bejaia?", [OOS], "B")
q("oos", "en", "Forecast for SBA next week?", [OOS], "S")
q("oos", "en", "What's the FWI in Oran?", [OOS])
q("oos", "en", "temp in tlemcen now", [OOS])
q("oos", "en", "Which direction is the wind blowing from at Sidi Bel Abbes?", [OOS], "S")
q("oos", "en", "who won the match last night", [OOS])
q("oos", "en", "Is it going to get hotter later this afternoon at Bejaia?", [OOS], "B")
q("oos", "fr", "Prévision de pluie pour demain à Béjaïa ?", [OOS], "B")
q("oos", "fr", "Quel temps fait-il à Alger ?", [OOS])
q("oos", "fr", "Le vent vient de quelle direction à SBA ?", [OOS], "S")
q("oos", "es", "¿Va a llover mañana en Sidi Bel Abbes?", [OOS], "S")
q("oos", "es", "¿Cuál es el peligro de incendio en Tremecén?", [OOS])
q("oos", "ar", "الطقس غدوة في بجاية كيفاش؟", [OOS], "B")
q("oos", "ar", "قداش السخانة في وهران؟", [OOS])
q("oos", "ar", "منين جاية الريح في سيدي بلعباس؟", [OOS], "S")

# ---- refuse alone: orders to the box --------------------------------------------------------------------------
q("refuse", "en", "Send an evacuation alert to the village north of SBA.", [REF], None, "none", [neg("en")])
q("refuse", "en", "dispatch engine 7 to the drone hit asap", [REF], None, "none", [neg("en")])
q("refuse", "en", "Delete yesterday's readings, they're junk.", [REF], None, "none", [neg("en")])
q("refuse", "en", "Notify the prefecture that danger is extreme.", [REF], None, "none", [neg("en")])
q("refuse", "fr", "Envoie une alerte SMS à tous les chefs de groupe.", [REF], None, "none", [neg("fr")])
q("refuse", "fr", "Déclenche l'alerte pour le secteur nord, tout de suite.", [REF], None, "none", [neg("fr")])
q("refuse", "es", "Avisa a protección civil de que salimos ya.", [REF], None, "none", [neg("es")])
q("refuse", "ar", "ابعث إنذار للحماية المدنية في سيدي بلعباس", [REF], None, "none", [neg("ar")])
q("refuse", "ar", "امسح الصور تاع الدرون كامل", [REF], None, "none", [neg("ar")])

# ---- tactical alone: served only as the facts bearing on it --------------------------------------------------------
q("tactical", "en", "Should we go direct on the flank at SBA or pull back?", [TAC], "S", "now", ["ws", "rh", "fwi"])
q("tactical", "en", "Is it OK to leave one crew alone on the line near Bejaia today?", [TAC], "B", "today", ["fwi", "class"])
q("tactical", "en", "what would u do with 2 engines at sba rn", [TAC], "S", "now", ["ws", "fwi"])
q("tactical", "fr", "On attaque de front ou on se replie, à Sidi Bel Abbès ?", [TAC], "S", "now", ["ws", "fwi"])
q("tactical", "es", "¿Metemos a la cuadrilla o esperamos? Estamos en Béjaïa.", [TAC], "B", "now", ["ws", "fwi"])
q("tactical", "ar", "نطلعو للجبل ولا نستناو؟ راحنا في سيدي بلعباس", [TAC], "S", "now", ["ws", "fwi"])

# ---- days with no reading (before June 2012; the one broken row) ---------------------------------------------------
q("nodata", "en", "What was the FWI at Bejaia on 15 May 2012?", [DG], "B", "2012-05-15", ["fwi"])
q("nodata", "en", "temp SBA 2011-08-14?", [CC], "S", "2011-08-14", ["t"])
q("nodata", "en", "Readings at Sidi Bel Abbes for 14 July 2012?", [CC], "S", "2012-07-14", ["t", "rh", "ws"])
q("nodata", "en", "Bejaia humidity on April 2nd 2012", [CC], "B", "2012-04-02", ["rh"])
q("nodata", "fr", "FWI à Sidi Bel Abbès le 3 mai 2012 ?", [DG], "S", "2012-05-03", ["fwi"])
q("nodata", "es", "¿Temperatura en Béjaïa el 30 de abril de 2012?", [CC], "B", "2012-04-30", ["t"])
q("nodata", "ar", "الرطوبة في بجاية يوم 20 ماي 2012؟", [CC], "B", "2012-05-20", ["rh"])

# ---- hours other than noon (warn: the noon reading is served) ------------------------------------------------------
q("hour", "en", "What was the temperature at Bejaia at 6 am today?", [CC], "B", "today", ["t"], dec="warn")
q("hour", "en", "SBA humidity at 3pm yesterday?", [CC], "S", "yesterday", ["rh"], dec="warn")
q("hour", "en", "wind at bejaia around 9 this morning", [CC], "B", "today", ["ws"], dec="warn")
q("hour", "en", "FWI at Sidi Bel Abbes at 17:00 on 20 Aug?", [DG], "S", "2012-08-20", ["fwi"], dec="warn")
q("hour", "fr", "Quelle humidité à Béjaïa à 18h hier ?", [CC], "B", "yesterday", ["rh"], dec="warn")
q("hour", "fr", "Le vent à 7 h ce matin à SBA ?", [CC], "S", "today", ["ws"], dec="warn")
q("hour", "es", "¿Qué temperatura había en Sidi Bel Abbes a las 5 de la tarde ayer?", [CC], "S", "yesterday", ["t"], dec="warn")
q("hour", "ar", "قداش كانت السخانة في بجاية على الستة تاع الصباح؟", [CC], "B", "today", ["t"], dec="warn")
q("hour", "ar", "ما سرعة الرياح في سيدي بلعباس عند الساعة الثامنة مساء أمس؟", [CC], "S", "yesterday", ["ws"], dec="warn")

# ---- places near a station but not at it (warn) ---------------------------------------------------------------------
q("near", "en", "What's the wind like up on the ridge above Bejaia?", [CC], "B", "now", ["ws"], dec="warn")
q("near", "en", "Danger level 10 km south of SBA, in the pines?", [DG], "S", "now", ["fwi", "class"], dec="warn")
q("near", "en", "humidity in the hills behind bejaia port", [CC], "B", "now", ["rh"], dec="warn")
q("near", "en", "FWI for the forest just outside Sidi Bel Abbes?", [DG], "S", "now", ["fwi"], dec="warn")
q("near", "fr", "Le vent sur la crête au-dessus de Béjaïa ?", [CC], "B", "now", ["ws"], dec="warn")
q("near", "fr", "Danger en forêt à 15 km de Sidi Bel Abbès ?", [DG], "S", "now", ["fwi"], dec="warn")
q("near", "es", "¿Qué humedad hay en el monte a las afueras de Bejaia?", [CC], "B", "now", ["rh"], dec="warn")
q("near", "ar", "الريح فوق الجبل اللي قدام بجاية كيفاش؟", [CC], "B", "now", ["ws"], dec="warn")
q("near", "ar", "الخطر في الغابة على بعد 10 كيلومتر من سيدي بلعباس؟", [DG], "S", "now", ["fwi"], dec="warn")

# ================================================================ multi-intent (two or three asks) =================
# readings + danger
q("m-ccdg", "en", "Temp and FWI at SBA, quick.", [CC, DG], "S", "now", ["t", "fwi"])
q("m-ccdg", "en", "Bejaia conditions and danger class as of today's reading, please.", [CC, DG], "B", "today", ["t", "rh", "ws", "class"])
q("m-ccdg", "en", "rh + isi bejaia yday", [CC, DG], "B", "yesterday", ["rh", code(B, Y, "ISI")])
q("m-ccdg", "en", "Sidi Bel Abbes on 22/08: temperature, wind, and the FWI it came out to.", [CC, DG], "S", "2012-08-22", ["t", "ws", "fwi"])
q("m-ccdg", "fr", "Température et indice de danger à Béjaïa, maintenant.", [CC, DG], "B", "now", ["t", "fwi"])
q("m-ccdg", "fr", "Hier à SBA : humidité, vent, et la classe de danger ?", [CC, DG], "S", "yesterday", ["rh", "ws", "class"])
q("m-ccdg", "es", "Temperatura y peligro en Bejaia ahora", [CC, DG], "B", "now", ["t", "fwi"])
q("m-ccdg", "es", "¿Cómo estuvo SBA el 5 de julio? Humedad y FWI.", [CC, DG], "S", "2012-07-05", ["rh", "fwi"])
q("m-ccdg", "ar", "ما هي درجة الحرارة ومؤشر الخطر في سيدي بلعباس الآن؟", [CC, DG], "S", "now", ["t", "fwi"])
q("m-ccdg", "ar", "الريح والـFWI تاع بجاية البارح", [CC, DG], "B", "yesterday", ["ws", "fwi"])

# readings / danger + a part the box does not hold (wind direction, tomorrow, another town)
q("m-oos", "en", "Bejaia wind speed and direction?", [CC, OOS], "B", "now", ["ws"])
q("m-oos", "en", "What's the FWI at Bejaia today, and what will it be tomorrow?", [DG, OOS], "B", "today", ["fwi"])
q("m-oos", "en", "Humidity at Bejaia and over in Oran please", [CC, OOS], "B", "now", ["rh"])
q("m-oos", "en", "temp + rh sba now, also forecast for tmrw", [CC, OOS], "S", "now", ["t", "rh"])
q("m-oos", "en", "SBA danger now and for later this evening?", [DG, OOS], "S", "now", ["fwi", "class"])
q("m-oos", "en", "Give me yesterday's wind at Sidi Bel Abbes and which way it was coming from.", [CC, OOS], "S", "yesterday", ["ws"])
q("m-oos", "en", "Temps in Algiers and Bejaia today?", [CC, OOS], "B", "today", ["t"])
q("m-oos", "en", "Can you tell me the humidity at Bejaia and whether rain is on the way this week?", [CC, OOS], "B", "now", ["rh"])
q("m-oos", "fr", "Température et humidité à Béjaïa, et le vent vient d'où ?", [CC, OOS], "B", "now", ["t", "rh"])
q("m-oos", "fr", "Le FWI de Sidi Bel Abbès aujourd'hui, et demain ça donne quoi ?", [DG, OOS], "S", "today", ["fwi"])
q("m-oos", "fr", "Humidité à Béjaïa et à Tizi Ouzou ?", [CC, OOS], "B", "now", ["rh"])
q("m-oos", "fr", "Danger à SBA et à Mascara, on a des équipes sur les deux.", [DG, OOS], "S", "now", ["fwi"])
q("m-oos", "es", "Viento en Béjaïa y de dónde sopla", [CC, OOS], "B", "now", ["ws"])
q("m-oos", "es", "¿FWI en SBA hoy? ¿Y el pronóstico para mañana?", [DG, OOS], "S", "today", ["fwi"])
q("m-oos", "es", "Temperatura en Sidi Bel Abbes y en Orán", [CC, OOS], "S", "now", ["t"])
q("m-oos", "ar", "الريح في بجاية قداه ومنين جاية؟", [CC, OOS], "B", "now", ["ws"])
q("m-oos", "ar", "الـFWI في سيدي بلعباس اليوم وغدوة؟", [DG, OOS], "S", "today", ["fwi"])
q("m-oos", "ar", "قداش الحرارة في بجاية وفي تيزي وزو؟", [CC, OOS], "B", "now", ["t"])
q("m-oos", "ar", "ما هي نسبة الرطوبة في سيدي بلعباس، وهل ستمطر في نهاية الأسبوع؟", [CC, OOS], "S", "now", ["rh"])

# a hidden order beside a question
q("m-ref", "en", "Check SBA danger and text the duty officer the number.", [DG, REF], "S", "now", ["fwi", neg("en")])
q("m-ref", "en", "What did the drone see? Forward it to the command post too.", [FRM, REF], None, "none", ["=frames", neg("en")])
q("m-ref", "en", "bejaia temp then page all units if its over 30", [CC, REF], "B", "now", ["t", neg("en")])
q("m-ref", "en", "Give me the FWI at Bejaia and log an alert on the dispatch board while you're at it.", [DG, REF], "B", "now", ["fwi", neg("en")])
q("m-ref", "fr", "Donne-moi le vent à SBA et préviens le PC de colonne.", [CC, REF], "S", "now", ["ws", neg("fr")])
q("m-ref", "fr", "Quelle est la classe de danger à Béjaïa ? Et envoie-la au CODIS.", [DG, REF], "B", "now", ["class", neg("fr")])
q("m-ref", "es", "Dime la humedad de Sidi Bel Abbes y mándale el dato al jefe de sector", [CC, REF], "S", "now", ["rh", neg("es")])
q("m-ref", "es", "¿Dónde vio humo el dron? Y avisa a los bomberos de la zona.", [FRM, REF], None, "none", ["=detection_place", neg("es")])
q("m-ref", "ar", "أعطيني الرطوبة في بجاية وابعثها للقائد", [CC, REF], "B", "now", ["rh", neg("ar")])
q("m-ref", "ar", "شحال الخطر في سيدي بلعباس؟ وأعلن حالة الطوارئ", [DG, REF], "S", "now", ["fwi", neg("ar")])

# drone + spread / drift
q("m-frsp", "en", "Drone detection location, and where will the head be in 30 min?", [FRM, SPR], None, "none", ["=detection_place", "=spread"], h=30)
q("m-frsp", "en", "Any smoke on the drone frames, and how far does the head travel in 20 min at 40 m a minute?", [FRM, DRF], None, "none", ["=detection", "=drift", drift_m(40, 20)], h=20)
q("m-frsp", "fr", "Qu'a vu le drone et où sera le feu dans 45 minutes ?", [FRM, SPR], None, "none", ["=frames", "=spread"], h=45)
q("m-frsp", "es", "¿Qué detectó el dron y dónde estará el frente en una hora?", [FRM, SPR], None, "none", ["=frames", "=spread"], h=60)
q("m-frsp", "es", "El fuego avanza 45 m/min y tardamos 20 min: ¿cuánto avanza? ¿Y hay humo en las imágenes del dron?", [DRF, FRM], None, "none", ["=drift", drift_m(45, 20), "=detection"], h=20)
q("m-frsp", "ar", "واش شاف الدرون، ووين تكون النار بعد ساعة؟", [FRM, SPR], None, "none", ["=frames", "=spread"], h=60)
q("m-frsp", "ar", "وقتاش صور الدرون النار؟ وإذا كانت تمشي 30 متر في الدقيقة قداش تقطع في ربع ساعة؟", [FRM, DRF], None, "none", ["=detection", "=drift", drift_m(30, 15)], h=15)
q("m-frsp", "en", "Rate's 30 m/min and we're 25 min out - how far will it get, and where does that put the front?", [DRF, SPR], None, "none", ["=spread", drift_m(30, 25)], h=25)

# photo beside something served
q("m-photo", "en", "Photo attached of the smoke. Also what's the danger at Bejaia right now?", [PHO, DG], "B", "now", ["fwi"])
q("m-photo", "fr", "Je vous envoie une photo de la fumée ; et le drone, il a vu quoi ?", [PHO, FRM], None, "none", ["=frames"])
q("m-photo", "es", "Te paso foto del foco. ¿Qué viento hay en SBA?", [PHO, CC], "S", "now", ["ws"])
q("m-photo", "ar", "بعثتلك صورة، وشحال الخطر في سيدي بلعباس؟", [PHO, DG], "S", "now", ["fwi"])

# danger + documents
q("m-dgdoc", "en", "Is the danger high enough at SBA to post lookouts early, going by the safety doc?", [DG, DOC], "S", "now", ["fwi", "class"], alt=[[DG, DOC, TAC]])
q("m-dgdoc", "en", "What's the defensible space rule, and the current FWI at Bejaia?", [DOC, DG], "B", "now", ["=doc_defensible", "fwi"])
q("m-dgdoc", "en", "ISI and BUI at Bejaia now, and what do those two codes actually measure?", [DG, DOC], "B", "now", [code(B, T30, "ISI"), code(B, T30, "BUI")])
q("m-dgdoc", "en", "bejaia fwi + class + the guide's cutoff for very high", [DG, DOC], "B", "now", ["fwi", "class", CLASS_FROM["very high"]])
q("m-dgdoc", "fr", "Le danger à Béjaïa et la distance de débroussaillement du guide de Butte ?", [DG, DOC], "B", "now", ["fwi", "=doc_defensible"])
q("m-dgdoc", "fr", "FFMC à SBA aujourd'hui, et à partir de quelle valeur le guide dit que ça s'enflamme facilement ?", [DG, DOC], "S", "today", [code(S, T30, "FFMC"), FFMC_EASY])
q("m-dgdoc", "es", "¿Qué FWI hay en Béjaïa y a partir de cuánto se considera alto según la guía?", [DG, DOC], "B", "now", ["fwi", CLASS_FROM["high"]])
q("m-dgdoc", "ar", "شحال الـFWI في سيدي بلعباس، وشنو يقول الدليل على هاد المستوى؟", [DG, DOC], "S", "now", ["fwi", "class"])

# summary + compare; danger + analogs
q("m-sumcmp", "en", "Which station had more fire days in August, and how many each?", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
q("m-sumcmp", "fr", "Laquelle des deux stations a eu le plus de jours de feu en juillet, et combien ?", [CMP, SUM], "BS", "jul", ["fires"], fh=True)
q("m-sumcmp", "es", "¿Cuál de las dos estaciones tuvo más días de fuego en junio? ¿Cuántos?", [CMP, SUM], "BS", "jun", ["fires"], fh=True)
q("m-sumcmp", "ar", "شكون فيهم كان فيه حرائق أكثر في أوت، بجاية ولا سيدي بلعباس؟ وشحال؟", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
q("m-sumcmp", "en", "Max FWI over the past week at both stations - which one peaked higher?", [SUM, CMP], "BS", "lastweek", ["maxfwi"])
q("m-sumcmp", "fr", "Température maximale en août à Béjaïa et à SBA, laquelle a été la plus chaude ?", [SUM, CMP], "BS", "aug", ["maxt"])

q("m-dgana", "en", "FWI at Sidi Bel Abbes today, and of past days there with FWI over 10, how many burned?", [DG, ANA], "S", "today", ["fwi", "fires_fwi_gt"], thr=10, fh=True)
q("m-dgana", "fr", "FWI à SBA maintenant, et parmi les jours au-dessus de 20, combien ont brûlé ?", [DG, ANA], "S", "now", ["fwi", "fires_fwi_gt"], thr=20, fh=True)
q("m-dgana", "es", "Peligro hoy en Béjaïa y ¿días así en el pasado tuvieron incendio?", [DG, ANA], "B", "today", ["fwi"], fh=True)
q("m-dgana", "ar", "شحال الـFWI في بجاية اليوم؟ والأيام اللي كان فيها فوق 15 شحال منها شعلت؟", [DG, ANA], "B", "today", ["fwi", "fires_fwi_gt"], thr=15, fh=True)

# readings + tactical (tactical is never served: warn)
q("m-tac", "en", "Wind at SBA right now - do we light the backburn or not?", [CC, TAC], "S", "now", ["ws"])
q("m-tac", "en", "whats rh at sba and is it safe to put crews on the ridge", [CC, TAC], "S", "now", ["rh"])
q("m-tac", "fr", "Vent à Sidi Bel Abbès en km/h et en nœuds, et est-ce qu'on peut engager ?", [CC, TAC], "S", "now", ["ws", conv(S, T30, "kn")])
q("m-tac", "es", "¿Qué peligro hay en Béjaïa? ¿Mando la cuadrilla al monte?", [DG, TAC], "B", "now", ["fwi"])
q("m-tac", "ar", "شحال الريح في بجاية؟ نديرو contre-feu ولا لا؟", [CC, TAC], "B", "now", ["ws"])

# capabilities + an unheld part; compare + readings in units; summary + danger
q("m-misc", "en", "What can you do, and do you have wind direction at the stations?", [CAP, OOS])
q("m-misc", "en", "Current FWI at Bejaia and the wind there in knots", [DG, CC], "B", "now", ["fwi", "ws", conv(B, T30, "kn")])
q("m-misc", "en", "Which station is hotter right now, and what's that in Fahrenheit?", [CMP, CC], "BS", "now", ["t", conv(B, T30, "F"), conv(S, T30, "F")])
q("m-misc", "en", "Highest FWI at SBA in July, and where does it stand today?", [SUM, DG], "S", "jul", ["maxfwi", code(S, T30, "FWI")])
q("m-misc", "fr", "Tu peux faire quoi, et tu as les prévisions météo ?", [CAP, OOS])
q("m-misc", "es", "¿Cuál es peor ahora, Bejaia o SBA? ¿Y qué dice el dron?", [CMP, FRM], "BS", "now", ["fwi", "=frames"])
q("m-misc", "ar", "شكون أسخن دروك، بجاية ولا سيدي بلعباس؟ وواش شاف الدرون؟", [CMP, FRM], "BS", "now", ["t", "=frames"])
q("m-misc", "ar", "ماذا تستطيع أن تفعل؟ وهل عندك بيانات وهران؟", [CAP, OOS])
q("m-misc", "en", "Did it rain at Bejaia on 27 Sept and what was the FWI after?", [CC, DG], "B", "2012-09-27", ["rain", "fwi"])

# multi with a non-noon hour or a near-station place (warn by convention)
q("m-hour", "en", "Temperature and humidity at SBA at 7 this morning?", [CC], "S", "today", ["t", "rh"], dec="warn")
q("m-hour", "en", "Bejaia at 4 pm yesterday: wind and FWI?", [CC, DG], "B", "yesterday", ["ws", "fwi"], dec="warn")
q("m-hour", "fr", "Vent et humidité sur les hauteurs de Béjaïa, vers 16 h ?", [CC], "B", "today", ["ws", "rh"], dec="warn")
q("m-hour", "es", "¿Humedad y peligro en los pinares a 5 km de Sidi Bel Abbes?", [CC, DG], "S", "now", ["rh", "fwi"], dec="warn")
q("m-hour", "ar", "قداش الريح والخطر في الغابة اللي فوق بجاية؟", [CC, DG], "B", "now", ["ws", "fwi"], dec="warn")


# more two- and three-ask questions in English voices
q("m-more", "en", "FBAN: Bejaia ISI, BUI and FWI for 25 Aug, plus the temp that day.", [DG, CC], "B", "2012-08-25", [code(B, "2012-08-25", "ISI"), code(B, "2012-08-25", "BUI"), "fwi", "t"])
q("m-more", "en", "sba temp in F and the danger class, need both for the 1400 briefing", [CC, DG], "S", "now", ["t", conv(S, T30, "F"), "class"])
q("m-more", "en", "What's the wind doing at Bejaia, and what does the safety doc say to do when it shifts?", [CC, DOC], "B", "now", ["ws", {"any": ["escape", "re-check", "watch-out", "watch out", "pull back", "lookout"]}])
q("m-more", "en", "How many August days at SBA went over FWI 20, and how many of those burned?", [SUM, ANA], "S", "aug", AUG_HOT_FIRES, thr=20, fh=True)
q("m-more", "en", "Where did the drone see smoke? And what's the humidity at SBA right now?", [FRM, CC], "S", "now", ["=detection_place", "rh"])
q("m-more", "en", "Today's FWI at Bejaia, and how's Mostaganem looking?", [DG, OOS], "B", "today", ["fwi"])
q("m-more", "en", "Average temp at Bejaia over the past week - is it cooling off? and what's the outlook for the weekend", [SUM, OOS], "B", "lastweek", [avg(B, "lastweek", "t")])
q("m-more", "en", "Wind at SBA in m/s, and how far does a head at 55 m/min go in 10 minutes?", [CC, DRF], "S", "now", ["ws", conv(S, T30, "ms"), "=drift", drift_m(55, 10)], h=10)
q("m-more", "en", "What does the drone frame show, and can you blast it out to all the tablets?", [FRM, REF], None, "none", ["=frames", neg("en")])
q("m-more", "en", "Can you do spread projections? If so, where's the head in 20 min?", [CAP, SPR], None, "none", ["=spread"], h=20)
q("m-more", "en", "Which station got more rain on 27 Sept, and how much at each?", [CMP, CC], "BS", "2012-09-27", ["rain"])
q("m-more", "en", "Is SBA's FWI up or down since Tuesday, and where is it right now?", [SUM, DG], "S", "since-tue", first_last(S, "since-tue", "fwi"))
q("m-more", "en", "Sidi Bel Abbes danger class on 12 Aug - and historically, did days at that level burn?", [DG, ANA], "S", "2012-08-12", ["class", "fwi"], fh=True)
q("m-more", "en", "Photo of the flank coming through now. Separately, what time did the drone catch the fire?", [PHO, FRM], None, "none", ["=detection"])
q("m-more", "en", "At 1 km/h, how far does the head get in 40 min? And give me SBA's wind now.", [DRF, CC], "S", "now", ["=drift", drift_kmh(1, 40), "ws"], h=40)
q("m-more", "en", "Volunteer here. What's the danger at Bejaia today, what's the temperature, and is there anything from the drone?", [DG, CC, FRM], "B", "today", ["fwi", "t", "=frames"])

# ================================================================ sessions ===========================================
def turn(session, lang, text, intents, st, day, facts=(), dec=None, h=None, fh=False):
    n = sum(t["session"] == f"{NAME}s{session:02d}" for t in TURNS) + 1
    r = {"session": f"{NAME}s{session:02d}", "turn": n, "question": text, "intents": list(intents),
         "stations": st if isinstance(st, list) else ST[st], "when": day, "facts": list(facts), "lang": lang}
    if r["stations"] == "none":
        r["stations"] = None
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    TURNS.append(r)


W = ["=watch"]
# s01: dispatcher, compare then follow-ups without the station
turn(1, "en", "Which station's looking worse right now?", [CMP], "BS", "now", ["fwi"])
turn(1, "en", "What's the humidity there?", [CC], W, "now", ["rh"])
turn(1, "en", "why is it the worse one?", [EXP], W, "now", ["rh", "ws"])
turn(1, "en", "And the drone - anything on it?", [FRM], None, "none", ["=frames"])
# s02: engine crew typing, switches to French
turn(2, "en", "bejaia wind rn", [CC], "B", "now", ["ws"])
turn(2, "en", "n sba?", [CC], "S", "now", ["ws"])
turn(2, "fr", "Et le FWI là-bas ?", [DG], "S", "now", ["fwi"])
turn(2, "fr", "pourquoi si bas ?", [EXP], "S", "now", ["rh", "rain"])
# s03: French lead, yesterday then the day before, then an unheld tomorrow
turn(3, "fr", "Danger à Sidi Bel Abbès hier ?", [DG], "S", "yesterday", ["fwi", "class"])
turn(3, "fr", "Et avant-hier ?", [DG], "S", "daybefore", ["fwi"])
turn(3, "fr", "Pourquoi ça a changé d'un jour à l'autre ?", [EXP], "S", "yesterday", ["rh", "ws"])
turn(3, "fr", "Et pour demain, ça s'annonce comment ?", [OOS], "S", "none", [])
# s04: Spanish, drone then projection
turn(4, "es", "¿Hay humo en las imágenes del dron?", [FRM], None, "none", ["=detection"])
turn(4, "es", "¿A qué hora fue?", [FRM], None, "none", ["=detection"])
turn(4, "es", "¿Dónde estará la cabeza en 40 minutos?", [SPR], None, "none", ["=spread"], h=40)
turn(4, "es", "¿Por qué no me das la dirección?", [EXP], None, "none", [NO_DIRECTION])
# s05: Darija, one station then the other, then why
turn(5, "ar", "قداش السخانة في بجاية اليوم؟", [CC], "B", "today", ["t"])
turn(5, "ar", "والرطوبة؟", [CC], "B", "today", ["rh"])
turn(5, "ar", "وفي سيدي بلعباس؟", [CC], "S", "today", ["t", "rh"])
turn(5, "ar", "علاش بجاية فيها رطوبة أكثر؟", [EXP], "BS", "today", ["rh"])
# s06: IC, August summary, other station, why
turn(6, "en", "Max FWI at SBA in August?", [SUM], "S", "aug", ["maxfwi"])
turn(6, "en", "How many fire days did they have that month?", [SUM], "S", "aug", ["fires"], fh=True)
turn(6, "en", "Same for Bejaia.", [SUM], "B", "aug", ["fires"], fh=True)
turn(6, "en", "Why the difference between the two?", [EXP], "BS", "aug", ["maxfwi"])
# s07: new volunteer: documents, danger, then an order
turn(7, "en", "Sorry, new here - what's LCES?", [DOC], None, "none", [{"any": [x]} for x in LCES])
turn(7, "en", "ok. is today's danger at Bejaia high enough to worry about?", [DG], "B", "today", ["fwi", "class"])
turn(7, "en", "can you send that to my captain", [REF], None, "none", [neg("en")])
# s08: Arabic, MSA into Darija; analogs, why, another town
turn(8, "ar", "ما هو مؤشر FWI في سيدي بلعباس يوم 14 أوت؟", [DG], "S", "2012-08-14", ["fwi"])
turn(8, "ar", "شحال من نهار كان فيه FWI فوق 15 وشعلت فيه النار تماك؟", [ANA], "S", "all", crew_facts.window_facts("fires_fwi_gt", S, [T30], 15), fh=True)
turn(8, "ar", "علاش الخطر كان طالع نهار 14؟", [EXP], "S", "2012-08-14", ["rh", "t"])
turn(8, "ar", "ووهران كيفاش؟", [OOS], None, "none", [])
# s09: Spanish, non-noon hour then noon then Fahrenheit
turn(9, "es", "Temperatura en SBA a las 7 de la mañana", [CC], "S", "today", ["t"], dec="warn")
turn(9, "es", "¿Y al mediodía?", [CC], "S", "today", ["t"])
turn(9, "es", "En Fahrenheit, porfa.", [CC], "S", "today", ["t", conv(S, T30, "F")])
turn(9, "es", "¿Y mañana a la misma hora?", [OOS], "S", "none", [])
# s10: French analyst, codes, other station, compare, why
turn(10, "fr", "ISI et BUI à Béjaïa le 20 août ?", [DG], "B", "2012-08-20", [code(B, "2012-08-20", "ISI"), code(B, "2012-08-20", "BUI")])
turn(10, "fr", "Même chose pour SBA.", [DG], "S", "2012-08-20", [code(S, "2012-08-20", "ISI"), code(S, "2012-08-20", "BUI")])
turn(10, "fr", "Laquelle était la pire ce jour-là ?", [CMP], "BS", "2012-08-20", ["fwi"])
turn(10, "fr", "Pourquoi ?", [EXP], "BS", "2012-08-20", ["rh", "ws"])
# s11: engine boss on drift, then spread, then why no direction
turn(11, "en", "Head running 35 m/min, we're 20 min out. How far?", [DRF], None, "none", ["=drift", drift_m(35, 20)], h=20)
turn(11, "en", "what if it's 30 min", [DRF], None, "none", ["=drift", drift_m(35, 30)], h=30)
turn(11, "en", "where does that put it?", [SPR], None, "none", ["=spread"], h=30)
turn(11, "en", "why can't you tell me which way", [EXP], None, "none", [NO_DIRECTION])
# s12: Arabic dispatcher: drone, place, wind, then an order
turn(12, "ar", "كاين حريق في صور الدرون؟", [FRM], None, "none", ["=detection"])
turn(12, "ar", "وين بالضبط؟", [FRM], None, "none", ["=detection_place"])
turn(12, "ar", "قداش الريح في سيدي بلعباس دروك؟", [CC], "S", "now", ["ws"])
turn(12, "ar", "ابعث فرقة لتماك", [REF], None, "none", [neg("ar")])
# s13: logistics officer, threshold counts
turn(13, "en", "How many days over 35°C at SBA in August?", [SUM], "S", "aug", [count_above(S, "aug", "t", 35)])
turn(13, "en", "and july?", [SUM], "S", "jul", [count_above(S, "jul", "t", 35)])
turn(13, "en", "Bejaia, August, same threshold.", [SUM], "B", "aug", [count_above(B, "aug", "t", 35)])
# s14: Spanish lead, yesterday's conditions, FR switch, multi-intent
turn(14, "es", "¿Cómo estaba Béjaïa ayer a primera hora? Temperatura y viento.", [CC], "B", "yesterday", ["t", "ws"], dec="warn")
turn(14, "es", "Vale, ¿y el FWI de ese día con la dirección del viento?", [DG, OOS], "B", "yesterday", ["fwi"])
turn(14, "fr", "Et à Sidi Bel Abbès, même jour, danger et humidité ?", [DG, CC], "S", "yesterday", ["fwi", "rh"])


# ================================================================ write =================================================
def templates():
    groups = OrderedDict()
    for r in QUESTIONS:
        groups.setdefault(r["group"], []).append(r)
    out = []
    for g, rows in groups.items():
        for dec, fh in OrderedDict.fromkeys((r["dec"], r["fh"]) for r in rows):
            part = [r for r in rows if r["dec"] == dec and r["fh"] == fh]
            key = f"{NAME}-{g}" + ("-w" if dec else "") + ("-h" if fh and any(not x["fh"] for x in rows) else "")
            t = {"key": key, "intents": part[0]["intents"], "intents_by_phrasing": [r["intents"] for r in part],
                 "stations": "none", "days": [r["day"] for r in part],
                 "phrasings": []}
            for r in part:
                p = {"q": r["q"], "lang": r["lang"], "stations": ST[r["st"]], "facts": r["facts"]}
                if r["alt"]:
                    p["intents_alt"] = r["alt"]
                t["phrasings"].append(p)
            if any(r["h"] is not None for r in part):
                t["horizons"] = [r["h"] for r in part]
            if any(r["thr"] is not None for r in part):
                t["thr"] = [r["thr"] for r in part]
            if fh:
                t["needs_fire_history"] = True
            if dec:
                t["decision"] = dec
            out.append(t)
    keys = [t["key"] for t in out]
    assert len(set(keys)) == len(keys), keys
    return out


def check_texts():
    texts = [r["q"] for r in QUESTIONS] + [t["question"] for t in TURNS]
    dup = [t for t, n in Counter(texts).items() if n > 1]
    assert not dup, dup
    for t in texts:
        assert "{" not in t and "}" not in t, t


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows), encoding="utf-8")


def main():
    check_texts()
    OUT.mkdir(parents=True, exist_ok=True)
    tpl = templates()
    dump(tpl, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(TURNS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    langs = Counter([r["lang"] for r in QUESTIONS] + [t["lang"] for t in TURNS])
    total_n = len(QUESTIONS) + len(TURNS)
    multi = sum(len(r["intents"]) >= 2 for r in QUESTIONS) + sum(len(t["intents"]) >= 2 for t in TURNS)
    print(f"{NAME}: {len(tpl)} templates, {len(QUESTIONS)} template questions, {len(TURNS)} session turns "
          f"in {len({t['session'] for t in TURNS})} sessions; total {total_n}")
    print("languages:", {k: f"{v} ({100 * v / total_n:.1f} %)" for k, v in sorted(langs.items())})
    print(f"two or three asks: {multi} ({100 * multi / total_n:.1f} %)")


if __name__ == "__main__":
    main()
