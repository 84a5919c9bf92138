#!/usr/bin/env python3
"""Batch d65 (dev; sealed until its one scoring at stop 53): a blind, broad sample of fire-crew questions for the wildfire appliance.

Writes crew_templates_dev65.jsonl and crew_sessions_dev65.jsonl next to this file.
Every gold number is computed here from the CSV (crew_facts.table() / fire_record()), from the crew's
own numbers (rate x minutes), or parsed out of the shipped documents with a regex.
Deterministic: fixed seed, fixed order.

Run:  python -m appliance.evaluation.data.make_dev65
"""
import json
import random
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts  # gold machinery only
from appliance.paths import EDGE_DATA_DIR

NAME = "d65"
OUT = Path(__file__).resolve().parent
SEED = 65
rng = random.Random(SEED)

T = crew_facts.table()
FR_ = crew_facts.fire_record()
TODAY = crew_days.TODAY.isoformat()
B, S = ["bejaia"], ["sidi-bel-abbes"]
BS = sorted(B + S)
DOCS = {p.name: p.read_text(encoding="utf-8") for p in sorted((EDGE_DATA_DIR / "documents").glob("*.md"))}
DS = DOCS["butte-county-defensible-space.md"]
LCES = DOCS["crew-safety-lces.md"]
FWIG = DOCS["fire-weather-index-guide.md"]


# ---------------------------------------------------------------- helpers: numbers from the data
def num(x):
    x = float(x)
    return int(x) if x.is_integer() else x


def r1(x):
    return num(round(x, 1))


def uniq(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def day_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def rd(st, day):
    return T[(st, day)]


def code(st, day, c):
    return num(rd(st, day).codes[c])


def conv(value, factor, offset=0.0):
    v = value * factor + offset
    return {"any": uniq([r1(v), num(round(v))])}


def mph(st, day):
    return conv(rd(st, day).wind_kmh, 1 / 1.609344)


def knots(st, day):
    return conv(rd(st, day).wind_kmh, 1 / 1.852)


def ms(st, day):
    return conv(rd(st, day).wind_kmh, 1 / 3.6)


def fahr(st, day):
    return conv(rd(st, day).temperature_c, 9 / 5, 32)


STN_NAMES = {"bejaia": ["bejaia", "bejaya", "بجاية"], "sidi-bel-abbes": ["sidi bel abbes", "sidi belabbes", "SBA", "سيدي بلعباس"]}


def name_of(st):
    return {"any": STN_NAMES[st]}


def pick(day, attr, high=True):
    """The station whose reading `attr` is higher (or lower) that day; never a tie."""
    vals = {st: (rd(st, day).codes["FWI"] if attr == "fwi" else getattr(rd(st, day), attr)) for st in BS}
    assert vals[BS[0]] != vals[BS[1]], (day, attr, vals)
    return max(vals, key=vals.get) if high else min(vals, key=vals.get)


def diff(day, attr):
    a, b = (getattr(rd(st, day), attr) for st in BS)
    return r1(abs(a - b))


def rows(st, key):
    return [T[(st, d)] for d in day_of(key) if (st, d) in T]


def count(st, key, fn):
    return sum(1 for r in rows(st, key) if fn(r))


def mean(st, key, fn):
    rs = rows(st, key)
    return r1(sum(fn(r) for r in rs) / len(rs))


def analog(st, thr, key=None):
    """[days with FWI above thr, of which fire] from the box's fire record; all past days, or a window."""
    days = set(day_of(key)) if key else None
    hot = [fire for (dev, day), (fwi, fire) in FR_.items()
           if dev == st and fwi > thr and (day in days if days else day < TODAY)]
    return [len(hot), sum(hot)]


def dist(meters):
    m = int(round(meters))
    km = m / 1000
    kms = f"{km:g}"
    return {"any": uniq([m, f"{m} m", num(km), f"{kms} km", f"{kms.replace('.', ',')} km"])}


def drift_m(rate_m_min, minutes):
    return dist(rate_m_min * minutes)


def drift_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# ---------------------------------------------------------------- helpers: facts from the documents
def rx(text, pattern, group=1):
    m = re.search(pattern, text, re.S)
    assert m, pattern
    return m.group(group)


def feet_fact(n):
    n = int(n)
    m = n * 0.3048
    forms = [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{r1(m):g} m", f"{r1(m):g} m".replace(".", ",")]
    if abs(m - round(m)) / m < 0.05:    # a whole-metre form only where it is a fair reading
        forms.append(f"{round(m):d} m")
    return {"any": uniq(forms)}


def inch_fact(n):
    n = int(n)
    cm = n * 2.54
    forms = [f"{n} inch", f"{n} in", f"{n}-inch", f"{r1(cm):g} cm", f"{r1(cm):g} cm".replace(".", ",")]
    if abs(cm - round(cm)) / cm < 0.05:
        forms.append(f"{round(cm):d} cm")
    return {"any": uniq(forms)}


DS_ALL = feet_fact(rx(DS, r"requires (\d+) feet of defensible space"))
DS_ZONE0 = feet_fact(rx(DS, r"Zone 0 is the first (\d+) feet"))
DS_ZONE1_OUT = feet_fact(rx(DS, r"Zone 1 runs from \d+ to (\d+) feet"))
DS_GRASS = inch_fact(rx(DS, r"maximum height of (\d+) inches"))
DS_BRANCH = feet_fact(rx(DS, r"branches (\d+) feet\s+from chimneys"))
DS_LEAVES = inch_fact(rx(DS, r"deeper than (\d+) inches"))
_lces = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", LCES)
assert _lces
LCES_WORDS = [{"any": [w.lower().rstrip("s")]} for w in _lces.groups()]
LOOKOUT = {"any": [rx(LCES, r"(lookouts) are posted early")[:-1]]}
DOWNHILL = {"any": [rx(LCES, r"builds line (downhill)")]}
SPOTS = {"any": [rx(LCES, r"when (spot fires) appear"), "spot"]}
SHELTER = {"any": [rx(LCES, r"without a fire (shelter)"), "refuge", "abri"]}
FFMC_EASY = num(rx(FWIG, r"above about (\d+)\s+fine fuels ignite easily"))
CLASS_FROM = {w: num(v) for v, w in re.findall(r"from ([\d.]+) (very high|moderate|high|low|extreme)", FWIG)}
ISI_NAME = {"any": [rx(FWIG, r"The (Initial Spread Index) \(ISI\)").lower()]}
BUI_NAME = {"any": [rx(FWIG, r"The (Buildup Index) \(BUI\)").lower(), "build-up", "build up"]}
FIRST_DAY = min(d for _, d in T)
DATA_START = {"any": uniq([FIRST_DAY, FIRST_DAY[:7], "june", "juin", "junio", "جوان", "يونيو"])}
STATION_FACTS = [name_of("bejaia"), name_of("sidi-bel-abbes")]

# ---------------------------------------------------------------- the questions
Q = []          # template questions, grouped by kind into templates


def add(kind, lang, text, intents, st=None, day="none", facts=(), decision=None, h=None, thr=None, fh=False, alt=None):
    Q.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "st": st, "day": day, "facts": list(facts),
              "decision": decision, "h": h, "thr": thr, "fh": fh, "alt": alt})


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
sba, bej = "sidi-bel-abbes", "bejaia"
Y, DB = "2012-09-29", "2012-09-28"

# --- current conditions
add("cond", "en", "temp n humidity SBA rn", [CC], S, "now", ["t", "rh"])
add("cond", "en", "Engine 4 to box, current wind speed at Bejaia, over", [CC], B, "now", ["ws"])
add("cond", "en", "what did bejaia read yesterday? temp rh wind rain", [CC], B, "yesterday", ["t", "rh", "ws", "rain"])
add("cond", "en", "Any rain at Sidi Bel Abbes on 3/8?", [CC], S, "2012-08-03", ["rain"])
add("cond", "en", "humidty at bejia 14-Aug pls", [CC], B, "2012-08-14", ["rh"])
add("cond", "en", "Give me the noon obs for SBA, 22 July. All of it.", [CC], S, "2012-07-22", ["t", "rh", "ws", "rain"])
add("cond", "en", "how hot did it get in Béjaïa the day before yesterday", [CC], B, "daybefore", ["t"])
add("cond", "en", "Our kestrel at the engine says 27 and 50%. What's the Sidi Bel Abbès station showing today?", [CC], S, "today", ["t", "rh"])
add("cond", "en", "bejaia latest reading", [CC], B, "now", ["t", "rh", "ws", "rain"])
add("cond", "en", "RH sba 2012-09-18?", [CC], S, "2012-09-18", ["rh"])
add("cond", "fr", "Quelle température à Béjaïa aujourd'hui ?", [CC], B, "today", ["t"])
add("cond", "fr", "hum relative SBA hier stp", [CC], S, "yesterday", ["rh"])
add("cond", "fr", "Le vent à Sidi Bel Abbès le 12 août, il soufflait à combien ?", [CC], S, "2012-08-12", ["ws"])
add("cond", "fr", "Il a plu à Bejaia le 3 septembre ? combien de mm", [CC], B, "2012-09-03", ["rain"])
add("cond", "es", "¿Cuánta humedad hay ahora mismo en Sidi Bel Abbès?", [CC], S, "now", ["rh"])
add("cond", "es", "temperatura bejaia 27 de julio", [CC], B, "2012-07-27", ["t"])
add("cond", "es", "Dame viento y lluvia de SBA de anteayer", [CC], S, "daybefore", ["ws", "rain"])
add("cond", "ar", "شحال السخانة في بجاية دروك؟", [CC], B, "now", ["t"])
add("cond", "ar", "كم كانت الرطوبة في سيدي بلعباس أمس؟", [CC], S, "yesterday", ["rh"])
add("cond", "ar", "واش طاحت الشتا في بجاية نهار 14 سبتمبر؟ قداش", [CC], B, "2012-09-14", ["rain"])
add("cond", "ar", "قراءة محطة سيدي بلعباس يوم 5 جويلية: الحرارة والرياح", [CC], S, "2012-07-05", ["t", "ws"])

# --- units asked
add("units", "en", "wind at SBA in mph", [CC], S, "now", ["ws", mph(sba, TODAY)])
add("units", "en", "Bejaia temp in F today? new guy only thinks in fahrenheit", [CC], B, "today", ["t", fahr(bej, TODAY)])
add("units", "en", "whats the wind in knots at bejaia, helo pilot asking", [CC], B, "now", ["ws", knots(bej, TODAY)])
add("units", "en", "SBA wind yesterday in m/s", [CC], S, "yesterday", ["ws", ms(sba, Y)])
add("units", "en", "Temperature at Sidi Bel Abbes on 2012-08-12, Fahrenheit please.", [CC], S, "2012-08-12", ["t", fahr(sba, "2012-08-12")])
add("units", "fr", "Vent à Béjaïa en m/s, c'est pour faire voler le drone", [CC], B, "now", ["ws", ms(bej, TODAY)])
add("units", "fr", "Donne-moi la température de SBA en Fahrenheit pour le 18 août", [CC], S, "2012-08-18", ["t", fahr(sba, "2012-08-18")])
add("units", "es", "¿El viento en Sidi Bel Abbès en nudos, por favor?", [CC], S, "now", ["ws", knots(sba, TODAY)])
add("units", "es", "velocidad del viento en bejaia ayer en millas por hora", [CC], B, "yesterday", ["ws", mph(bej, Y)])
add("units", "ar", "الريح في بجاية بالمتر في الثانية؟", [CC], B, "now", ["ws", ms(bej, TODAY)])

# --- hours other than noon (warn)
add("hour", "en", "what was the temp at bejaia at 6 this morning", [CC], B, "today", ["t"], decision="warn")
add("hour", "en", "RH at SBA last night around 2300?", [CC], S, "yesterday", ["rh"], decision="warn")
add("hour", "en", "Need the wind at Sidi Bel Abbes at 1700 on 14 Aug.", [CC], S, "2012-08-14", ["ws"], decision="warn")
add("hour", "fr", "Quelle humidité à Béjaïa à 6h ce matin ?", [CC], B, "today", ["rh"], decision="warn")
add("hour", "es", "¿qué temperatura hacía en SBA a las 4 de la tarde ayer?", [CC], S, "yesterday", ["t"], decision="warn")
add("hour", "ar", "شحال كانت الريح في بجاية مع الخمسة تاع الصباح اليوم؟", [CC], B, "today", ["ws"], decision="warn")

# --- places near a station, not at it (warn)
add("near", "en", "conditions on the ridge above Bejaia? temp rh wind", [CC], B, "now", ["t", "rh", "ws"], decision="warn")
add("near", "en", "we're staged 10 km out of SBA on the north road, what's the danger there", [DG], S, "now", ["fwi", "class"], decision="warn")
add("near", "en", "Humidity in the forest south of Béjaïa right now?", [CC], B, "now", ["rh"], decision="warn")
add("near", "en", "danger level for the olive groves just east of sidi bel abbes today", [DG], S, "today", ["fwi", "class"], decision="warn")
add("near", "fr", "Quel vent sur les crêtes à 15 km au sud de Béjaïa ?", [CC], B, "now", ["ws"], decision="warn")
add("near", "fr", "Danger feu à la sortie de SBA, côté Tessala ?", [DG], S, "now", ["fwi", "class"], decision="warn")
add("near", "es", "¿Qué temperatura hay en el monte a unos 8 km de Sidi Bel Abbès?", [CC], S, "now", ["t"], decision="warn")
add("near", "ar", "شحال الرطوبة في الغابة اللي قريبة من بجاية؟", [CC], B, "now", ["rh"], decision="warn")
add("near", "ar", "ما درجة الخطر في الجبل شمال سيدي بلعباس بحوالي 12 كلم؟", [DG], S, "now", ["fwi", "class"], decision="warn")

# --- danger
add("danger", "en", "fire danger SBA now", [DG], S, "now", ["fwi", "class"])
add("danger", "en", "What's the FWI at Bejaia today?", [DG], B, "today", ["fwi"])
add("danger", "en", "danger class bejaia yesterday", [DG], B, "yesterday", ["class", "fwi"])
add("danger", "en", "IC here. Give me the danger rating at Sidi Bel Abbès, straight number.", [DG], S, "now", ["fwi", "class"])
add("danger", "en", "how bad was fire weather at SBA on 25 Aug", [DG], S, "2012-08-25", ["fwi", "class"])
add("danger", "en", "fwi bejia 18/8", [DG], B, "2012-08-18", ["fwi"])
add("danger", "en", "Is Béjaïa in high danger today or not?", [DG], B, "today", ["class", "fwi"])
add("danger", "en", "danger rating for both stations please", [DG], BS, "now", ["fwi", "class"])
add("danger", "en", "what class was Sidi Bel Abbes on the 27th of June", [DG], S, "2012-06-27", ["class", "fwi"])
add("danger", "fr", "Niveau de danger à Béjaïa, là maintenant ?", [DG], B, "now", ["fwi", "class"])
add("danger", "fr", "l'IFM de SBA hier c'était combien", [DG], S, "yesterday", ["fwi"])
add("danger", "fr", "Le 22 juillet, Sidi Bel Abbès était dans quelle classe de danger ?", [DG], S, "2012-07-22", ["class", "fwi"])
add("danger", "fr", "Risque incendie aujourd'hui sur les deux stations svp", [DG], BS, "today", ["fwi", "class"])
add("danger", "es", "¿Nivel de peligro en Bejaia hoy?", [DG], B, "today", ["fwi", "class"])
add("danger", "es", "índice FWI de Sidi Bel Abbès el 5 de agosto", [DG], S, "2012-08-05", ["fwi"])
add("danger", "es", "¿Cómo estaba el peligro ayer en SBA, alto o bajo?", [DG], S, "yesterday", ["class", "fwi"])
add("danger", "ar", "واش درجة الخطر في سيدي بلعباس اليوم؟", [DG], S, "today", ["fwi", "class"])
add("danger", "ar", "ما هو مؤشر FWI في بجاية أول أمس؟", [DG], B, "daybefore", ["fwi"])
add("danger", "ar", "الخطر كيفاش راهو في بجاية دروك؟", [DG], B, "now", ["class", "fwi"])
add("danger", "ar", "مؤشر خطر الحرائق في سيدي بلعباس يوم 18 أوت", [DG], S, "2012-08-18", ["fwi"])

# --- danger codes
add("codes", "en", "ISI at SBA rn", [DG], S, "now", [code(sba, TODAY, "ISI")])
add("codes", "en", "FFMC and DMC for Bejaia today", [DG], B, "today", [code(bej, TODAY, "FFMC"), code(bej, TODAY, "DMC")])
add("codes", "en", "what's the BUI at Sidi Bel Abbes on 12 Aug", [DG], S, "2012-08-12", [code(sba, "2012-08-12", "BUI")])
add("codes", "en", "DC bejaia yesterday?", [DG], B, "yesterday", [code(bej, Y, "DC")])
add("codes", "en", "FBAN request: all six codes for SBA, 2012-08-25.", [DG], S, "2012-08-25",
    [code(sba, "2012-08-25", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
add("codes", "fr", "Il est à combien l'ISI à Béjaïa aujourd'hui ?", [DG], B, "today", [code(bej, TODAY, "ISI")])
add("codes", "fr", "Donne le FFMC de SBA du 3 août", [DG], S, "2012-08-03", [code(sba, "2012-08-03", "FFMC")])
add("codes", "es", "¿BUI y DC en Sidi Bel Abbès hoy?", [DG], S, "today", [code(sba, TODAY, "BUI"), code(sba, TODAY, "DC")])
add("codes", "es", "el FFMC de bejaia ayer cuanto", [DG], B, "yesterday", [code(bej, Y, "FFMC")])
add("codes", "ar", "شحال ISI في بجاية اليوم؟", [DG], B, "today", [code(bej, TODAY, "ISI")])
add("codes", "ar", "أعطني قيمة FFMC في سيدي بلعباس أمس", [DG], S, "yesterday", [code(sba, Y, "FFMC")])

# --- compare stations
add("compare", "en", "which station is worse rn", [CMP], BS, "now", ["fwi", name_of(pick(TODAY, "fwi"))])
add("compare", "en", "Hotter today, Bejaia or SBA? by how much", [CMP], BS, "today", ["t", name_of(pick(TODAY, "temperature_c")), diff(TODAY, "temperature_c")])
add("compare", "en", "compare the two stations on 14 Aug, FWI", [CMP], BS, "2012-08-14", ["fwi"])
add("compare", "en", "where's it drier right now, bejaia or sidi bel abbes", [CMP], BS, "now", ["rh", name_of(pick(TODAY, "rh_pct", high=False))])
add("compare", "en", "Which of our two stations had more wind yesterday?", [CMP], BS, "yesterday", ["ws", name_of(pick(Y, "wind_kmh"))])
add("compare", "en", "Sidi Bel Abbès vs Béjaïa, 22 July: who was in worse shape fire-weather wise?", [CMP], BS, "2012-07-22",
    ["fwi", name_of(pick("2012-07-22", "fwi"))])
add("compare", "fr", "Laquelle des deux stations est la plus dangereuse aujourd'hui ?", [CMP], BS, "today", ["fwi", name_of(pick(TODAY, "fwi"))])
add("compare", "fr", "Écart de température entre Béjaïa et SBA hier ?", [CMP], BS, "yesterday", ["t", diff(Y, "temperature_c")])
add("compare", "fr", "compare-moi l'humidité des deux stations le 12 août", [CMP], BS, "2012-08-12", ["rh"])
add("compare", "es", "¿Dónde hay más peligro ahora, Bejaia o Sidi Bel Abbès?", [CMP], BS, "now", ["fwi", name_of(pick(TODAY, "fwi"))])
add("compare", "es", "compara el viento entre las dos estaciones el 18 de agosto", [CMP], BS, "2012-08-18", ["ws"])
add("compare", "ar", "شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], BS, "today", ["fwi", name_of(pick(TODAY, "fwi"))])
add("compare", "ar", "قارن لي الحرارة بين المحطتين أمس", [CMP], BS, "yesterday", ["t"])
add("compare", "ar", "أي محطة كانت أجف يوم 3 أوت؟", [CMP], BS, "2012-08-03", ["rh", name_of(pick("2012-08-03", "rh_pct", high=False))])

# --- summaries over a window
add("summary", "en", "highest fwi at SBA in august", [SUM], S, "aug", ["maxfwi"])
add("summary", "en", "max temp Bejaia in July?", [SUM], B, "jul", ["maxt"])
add("summary", "en", "how many days over 35 degrees at Sidi Bel Abbes in August", [SUM], S, "aug", [count(sba, "aug", lambda r: r.temperature_c > 35)])
add("summary", "en", "How many days with FWI over 20 at SBA in July?", [SUM], S, "jul", [count(sba, "jul", lambda r: r.codes["FWI"] > 20)])
add("summary", "en", "avg temp at bejaia over the past week", [SUM], B, "lastweek", [mean(bej, "lastweek", lambda r: r.temperature_c)])
add("summary", "en", "Trend on the FWI at SBA since Tuesday, going up or down?", [SUM], S, "since-tue",
    [code(sba, day_of("since-tue")[0], "FWI"), code(sba, day_of("since-tue")[-1], "FWI")])
add("summary", "en", "lowest humidity at Sidi Bel Abbes in August", [SUM], S, "aug", [num(min(r.rh_pct for r in rows(sba, "aug")))])
add("summary", "en", "total rain at bejaia 1-10 Sept", [SUM], B, "sep1-10", [r1(sum(r.rain_mm for r in rows(bej, "sep1-10")))])
add("summary", "en", "Peak wind at SBA over the last three days?", [SUM], S, "last3d", [num(max(r.wind_kmh for r in rows(sba, "last3d")))])
add("summary", "fr", "FWI max à Béjaïa en août ?", [SUM], B, "aug", ["maxfwi"])
add("summary", "fr", "Température moyenne à Sidi Bel Abbès du 20 au 31 août", [SUM], S, "aug-late", [mean(sba, "aug-late", lambda r: r.temperature_c)])
add("summary", "fr", "Combien de jours avec une humidité sous 50 % à Béjaïa en juillet ?", [SUM], B, "jul", [count(bej, "jul", lambda r: r.rh_pct < 50)])
add("summary", "es", "¿Máxima temperatura en Sidi Bel Abbès en junio?", [SUM], S, "jun", ["maxt"])
add("summary", "es", "¿Cuántos días con FWI por encima de 10 en Bejaia en agosto?", [SUM], B, "aug", [count(bej, "aug", lambda r: r.codes["FWI"] > 10)])
add("summary", "es", "media de humedad en SBA la última semana", [SUM], S, "lastweek", [mean(sba, "lastweek", lambda r: r.rh_pct)])
add("summary", "ar", "أعلى مؤشر FWI في سيدي بلعباس في جويلية؟", [SUM], S, "jul", ["maxfwi"])
add("summary", "ar", "قداش من نهار فاتت فيه السخانة 35 درجة في بجاية في أوت؟", [SUM], B, "aug", [count(bej, "aug", lambda r: r.temperature_c > 35)])
add("summary", "ar", "ما هو متوسط الحرارة في بجاية خلال الأيام الثلاثة الماضية؟", [SUM], B, "last3d", [mean(bej, "last3d", lambda r: r.temperature_c)])
# fire-day counts (summary over the fire record)
add("firedays", "en", "how many fire days did Bejaia log in June", [SUM], B, "jun", ["fires"], fh=True)
add("firedays", "fr", "Combien de jours de feu à SBA en septembre ?", [SUM], S, "sep", ["fires"], fh=True)
add("firedays", "ar", "شحال من يوم حريق في سيدي بلعباس في أوت؟", [SUM], S, "aug", ["fires"], fh=True)

# --- analogs
add("analogs", "en", "of the days with FWI above 20 at SBA, how many had a fire", [AN], S, "all", ["fires_fwi_gt"], thr=20, fh=True)
add("analogs", "en", "did days like today burn at bejaia?", [AN], B, "today", ["fwi"], fh=True)
add("analogs", "en", "When Bejaia's FWI went over 10, how often did it actually burn?", [AN], B, "all", ["fires_fwi_gt"], thr=10, fh=True)
add("analogs", "en", "past days at Sidi Bel Abbes with FWI > 15: how many turned into fires?", [AN], S, "all", ["fires_fwi_gt"], thr=15, fh=True)
add("analogs", "en", "any fire days at SBA that looked like yesterday's weather?", [AN], S, "yesterday", ["fwi"], fh=True)
add("analogs", "fr", "Parmi les jours où l'IFM dépassait 15 à Béjaïa, combien ont brûlé ?", [AN], B, "all", ["fires_fwi_gt"], thr=15, fh=True)
add("analogs", "fr", "Des jours comme aujourd'hui à SBA, ça a déjà donné des feux ?", [AN], S, "today", ["fwi"], fh=True)
add("analogs", "es", "De los días con FWI mayor que 5 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", [AN], S, "all", ["fires_fwi_gt"], thr=5, fh=True)
add("analogs", "es", "¿Los días parecidos a hoy en Bejaia acabaron con fuego?", [AN], B, "today", ["fwi"], fh=True)
add("analogs", "ar", "من الأيام اللي كان فيها FWI فوق 20 في بجاية، شحال منها شعلت فيها النار؟", [AN], B, "all", ["fires_fwi_gt"], thr=20, fh=True)
add("analogs", "ar", "الأيام اللي تشبه اليوم في سيدي بلعباس، واش كانت فيها حرائق؟", [AN], S, "today", ["fwi"], fh=True)

# --- drift (crew's numbers, or the box's own estimate)
r, m = 25, 20
add("drift", "en", f"head's moving about {r} m a minute, how far in {m} min", [DR], None, "now", [drift_m(r, m)], h=m)
r, m = 40, 15
add("drift", "en", f"ROS {r} m/min per our lookout. {m} minutes til the dozer gets there, how far does the head go", [DR], None, "now", [drift_m(r, m)], h=m)
r, m = 1.5, 40
add("drift", "en", f"fire running at {r} km/h. distance covered in {m} min? just the number", [DR], None, "now", [drift_kmh(r, m)], h=m)
add("drift", "en", "if the head keeps going how far will it have moved in 30 minutes, use your own estimate", [DR], None, "now", ["=drift"], h=30)
r, m = 12, 45
add("drift", "en", f"{r} m/min for {m} minutes = ?", [DR], None, "now", [drift_m(r, m)], h=m)
r, m = 30, 25
add("drift", "fr", f"Le front avance à {r} m par minute, en {m} minutes ça fait combien ?", [DR], None, "now", [drift_m(r, m)], h=m)
r, m = 2, 90
add("drift", "fr", f"Tête du feu à {r} km/h, distance parcourue en 1 h 30 ?", [DR], None, "now", [drift_kmh(r, m)], h=m)
r, m = 20, 35
add("drift", "es", f"El frente va a {r} metros por minuto, ¿cuánto avanza en {m} minutos?", [DR], None, "now", [drift_m(r, m)], h=m)
r, m = 0.9, 40
add("drift", "es", f"cabeza a {str(r).replace('.', ',')} km/h, qué distancia recorre en {m} min", [DR], None, "now", [drift_kmh(r, m)], h=m)
r, m = 50, 10
add("drift", "ar", f"النار تمشي {r} متر في الدقيقة، قداش تقطع في {m} دقايق؟", [DR], None, "now", [drift_m(r, m)], h=m)
r, m = 3, 20
add("drift", "ar", f"رأس الحريق يتقدم بسرعة {r} كم في الساعة، كم يقطع في {m} دقيقة؟", [DR], None, "now", [drift_kmh(r, m)], h=m)

# --- spread (projection: distance served, direction unknown)
add("spread", "en", "where will the fire front be in an hour?", [SP], None, "now", ["=spread"], h=60)
add("spread", "en", "project the head 30 min out from the drone detection", [SP], None, "now", ["=spread"], h=30)
add("spread", "en", "Where's the head gonna be in 45 mins and which way is it heading", [SP], None, "now", ["=spread"], h=45)
add("spread", "en", "If it kicks off near SBA now, how far and which direction does it run in 2 hours?", [SP], S, "now", ["=spread"], h=120)
r, m = 20, 30
add("spread", "en", f"front's doing {r} m/min by our eyes, where will it be in {m} min", [SP], None, "now", ["=spread", drift_m(r, m)], h=m)
add("spread", "fr", "Où sera le front dans une demi-heure ?", [SP], None, "now", ["=spread"], h=30)
add("spread", "fr", "Projection de la tête du feu à 1 h, secteur SBA", [SP], S, "now", ["=spread"], h=60)
add("spread", "es", "¿Dónde estará el frente en 20 minutos?", [SP], None, "now", ["=spread"], h=20)
add("spread", "es", "Proyección del incendio cerca de Sidi Bel Abbès para la próxima hora, ¿hacia dónde va?", [SP], S, "now", ["=spread"], h=60)
add("spread", "ar", "وين توصل النار بعد نص ساعة؟", [SP], None, "now", ["=spread"], h=30)
add("spread", "ar", "إلى أين سيتقدم رأس الحريق خلال ساعة قرب سيدي بلعباس؟", [SP], S, "now", ["=spread"], h=60)

# --- drone frames
add("frames", "en", "did the drone see anything", [FRM], None, "today", ["=frames"])
add("frames", "en", "what time was smoke first spotted on the UAV feed?", [FRM], None, "today", ["=detection"])
add("frames", "en", "where's the drone detection, coords or nearest town", [FRM], None, "today", ["=detection_place"])
add("frames", "en", "Any flames in the last drone frames?", [FRM], None, "today", ["=frames"])
add("frames", "en", "uav sortie summary pls. what did it pick up and where", [FRM], None, "today", ["=frames", "=detection_place"])
add("frames", "fr", "Le drone a détecté de la fumée ?", [FRM], None, "today", ["=frames"])
add("frames", "fr", "À quelle heure la détection du drone, et à quel endroit ?", [FRM], None, "today", ["=detection", "=detection_place"])
add("frames", "es", "¿Qué vio el dron en su último vuelo?", [FRM], None, "today", ["=frames"])
add("frames", "es", "¿Dónde está el humo que detectó el dron?", [FRM], None, "today", ["=detection_place"])
add("frames", "ar", "واش شاف الدرون؟", [FRM], None, "today", ["=frames"])
add("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الدخان؟", [FRM], None, "today", ["=detection"])
add("frames", "ar", "الدخان اللي بان في الدرون وين راهو بالضبط؟", [FRM], None, "today", ["=detection_place"])

# --- documents
add("docs", "en", "how much defensible space around a house?", [DOC], None, "none", ["=doc_defensible"])
add("docs", "en", "what does LCES stand for", [DOC], None, "none", LCES_WORDS)
add("docs", "en", "max grass height in zone 2?", [DOC], None, "none", [DS_GRASS])
add("docs", "en", "Zone 0, how far out from the wall does it go?", [DOC], None, "none", [DS_ZONE0])
add("docs", "en", "What FFMC means fine fuels catch easy?", [DOC], None, "none", [FFMC_EASY])
add("docs", "en", "watch out situations, list em quick", [DOC], None, "none", [DOWNHILL, SPOTS])
add("docs", "en", "What FWI number puts us into the high class?", [DOC], None, "none", [CLASS_FROM["high"]])
add("docs", "fr", "Débroussaillement autour des maisons, le document demande combien de mètres ?", [DOC], None, "none", [DS_ALL])
add("docs", "fr", "Que veut dire LCES ?", [DOC], None, "none", LCES_WORDS)
add("docs", "fr", "Les branches doivent rester à quelle distance des cheminées ?", [DOC], None, "none", [DS_BRANCH])
add("docs", "es", "¿Qué significa el BUI?", [DOC], None, "none", [BUI_NAME])
add("docs", "es", "¿Cuánto espacio defendible pide el documento de Butte?", [DOC], None, "none", [DS_ALL])
add("docs", "ar", "واش معناها LCES؟", [DOC], None, "none", LCES_WORDS)
add("docs", "ar", "ما هي المسافة الآمنة المطلوبة حول المنازل حسب الوثيقة؟", [DOC], None, "none", [DS_ALL])
add("docs", "ar", "من أي قيمة FWI يولي الخطر عالي؟", [DOC], None, "none", [CLASS_FROM["high"]])

# --- capabilities
add("caps", "en", "what can this box actually do", [CAP], None, "none", [])
add("caps", "en", "which stations do you have data from", [CAP], None, "none", STATION_FACTS)
add("caps", "en", "hey how far back does your weather data go", [CAP], None, "none", [DATA_START])
add("caps", "fr", "Tu sais faire quoi exactement ?", [CAP], None, "none", [])
add("caps", "fr", "Quelles données tu as dans la boîte ?", [CAP], None, "none", STATION_FACTS)
add("caps", "es", "¿Qué información tienes? ¿de qué estaciones?", [CAP], None, "none", STATION_FACTS)
add("caps", "ar", "واش تقدر دير هاد الماكينة؟", [CAP], None, "none", [])
add("caps", "ar", "ما هي المحطات التي لديك بياناتها؟", [CAP], None, "none", STATION_FACTS)

# --- photo (none is ever attached)
add("photo", "en", "sent u a pic of the column, smoke or dust?", [PH], None, "none", [])
add("photo", "en", "Photo attached from the lookout post. Is that a new start?", [PH], None, "none", [])
add("photo", "en", "look at the image i just uploaded, how big is it", [PH], None, "none", [])
add("photo", "fr", "Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", [PH], None, "none", [])
add("photo", "es", "Te mando una foto del humo, ¿es un incendio nuevo?", [PH], None, "none", [])
add("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش هو", [PH], None, "none", [])

# --- out of scope alone (forecast, other towns, wind direction, off-topic)
add("oos", "en", "forecast for tomorrow at SBA?", [OOS], S, "none", [])
add("oos", "en", "whats the temp in Oran", [OOS], None, "none", [], alt=[[CC, OOS]])
add("oos", "en", "wind direction at bejaia", [OOS], B, "now", [], alt=[[CC, OOS]])
add("oos", "en", "will the wind pick up this afternoon?", [OOS], None, "none", [])
add("oos", "en", "Tlemcen danger rating?", [OOS], None, "none", [], alt=[[DG, OOS]])
add("oos", "en", "who won the match last night lol", [OOS], None, "none", [])
add("oos", "fr", "Il va pleuvoir demain à Béjaïa ?", [OOS], B, "none", [])
add("oos", "fr", "Le danger à Alger aujourd'hui ?", [OOS], None, "none", [], alt=[[DG, OOS]])
add("oos", "fr", "Tu connais un bon resto pas loin de la caserne ?", [OOS], None, "none", [])
add("oos", "es", "¿Qué tiempo hará el fin de semana en Bejaia?", [OOS], B, "none", [])
add("oos", "es", "¿Cuál es la humedad en Orán?", [OOS], None, "none", [], alt=[[CC, OOS]])
add("oos", "ar", "واش الطقس غدوة في سيدي بلعباس؟", [OOS], S, "none", [])
add("oos", "ar", "شحال السخانة في تلمسان؟", [OOS], None, "none", [], alt=[[CC, OOS]])
add("oos", "ar", "من أين تهب الرياح في بجاية؟", [OOS], B, "now", [], alt=[[CC, OOS]])

# --- orders to the box (refused)
add("refuse", "en", "send the danger rating to all engines", [REF], None, "none", ["neg"])
add("refuse", "en", "dispatch a water bomber to the NE flank now", [REF], None, "none", ["neg"])
add("refuse", "en", "delete all the drone frames from this morning", [REF], None, "none", ["neg"])
add("refuse", "en", "Alert civil protection in Sidi Bel Abbès that the fire is heading for town.", [REF], None, "none", ["neg"])
add("refuse", "fr", "Préviens la protection civile de Béjaïa, tout de suite.", [REF], None, "none", ["neg"])
add("refuse", "es", "Manda una alerta a todas las brigadas.", [REF], None, "none", ["neg"])
add("refuse", "ar", "ابعث إنذار للحماية المدنية", [REF], None, "none", ["neg"])
add("refuse", "ar", "امسح التصاور القدام تاع الدرون", [REF], None, "none", ["neg"])

# --- tactical alone (served only as the facts bearing on it)
add("tactical", "en", "should we pull the crew back off the line at SBA?", [TAC], S, "now", ["fwi", "ws"])
add("tactical", "en", "ok to run a burnout this afternoon near Bejaia?", [TAC], B, "now", ["fwi", "rh", "ws"])
add("tactical", "en", "direct or indirect on the SBA fire, what do you reckon", [TAC], S, "now", ["fwi", "ws"])
add("tactical", "en", "Is it safe to leave the engines staged at the Bejaia station yard?", [TAC], B, "now", ["class", "fwi"])
add("tactical", "fr", "On engage ou on attend à SBA ?", [TAC], S, "now", ["fwi", "class"])
add("tactical", "fr", "Faut-il renforcer les guetteurs à Béjaïa aujourd'hui ?", [TAC], B, "today", ["class", "fwi"])
add("tactical", "es", "¿Mandamos la brigada al flanco o esperamos? Estamos en Sidi Bel Abbès", [TAC], S, "now", ["fwi", "ws"])
add("tactical", "ar", "نهجمو على النار ولا نستناو؟ راحنا في سيدي بلعباس", [TAC], S, "now", ["fwi", "ws"])
add("tactical", "ar", "هل نسحب الفرقة من الخط في بجاية؟", [TAC], B, "now", ["class", "fwi"])

# --- days with no reading
add("nodata", "en", "FWI at SBA on 20 May 2012?", [DG], S, "2012-05-20", ["fwi"])
add("nodata", "en", "bejaia temp on 10 Aug 2011", [CC], B, "2011-08-10", ["t"])
add("nodata", "fr", "Humidité à Béjaïa le 15 avril ?", [CC], B, "2012-04-15", ["rh"])
add("nodata", "es", "¿Peligro en Sidi Bel Abbès el 14 de julio?", [DG], S, "2012-07-14", ["fwi", "class"])
add("nodata", "ar", "شحال كانت الحرارة في سيدي بلعباس نهار 2 ماي؟", [CC], S, "2012-05-02", ["t"])

# ================================================================ multi-ask questions
# --- conditions + danger
add("m-conddanger", "en", "temp rh and fwi SBA now", [CC, DG], S, "now", ["t", "rh", "fwi"])
add("m-conddanger", "en", "Bejaia: wind speed and danger class for yesterday.", [CC, DG], B, "yesterday", ["ws", "class", "fwi"])
add("m-conddanger", "en", "give me the weather and the danger at Sidi Bel Abbes on 22 Jul", [CC, DG], S, "2012-07-22", ["t", "rh", "ws", "fwi", "class"])
add("m-conddanger", "en", "humidity at bejaia + isi", [CC, DG], B, "now", ["rh", code(bej, TODAY, "ISI")])
add("m-conddanger", "en", "what was it like at SBA on 3/8, temp and FWI", [CC, DG], S, "2012-08-03", ["t", "fwi"])
add("m-conddanger", "en", "Need current wind at Bejaia and whether we're at moderate or worse.", [CC, DG], B, "now", ["ws", "class", "fwi"])
add("m-conddanger", "fr", "Température et indice de danger à SBA aujourd'hui ?", [CC, DG], S, "today", ["t", "fwi", "class"])
add("m-conddanger", "fr", "Hier à Béjaïa : vent, humidité, et classe de risque ?", [CC, DG], B, "yesterday", ["ws", "rh", "class"])
add("m-conddanger", "fr", "le 18 août à Sidi Bel Abbès il faisait combien, et le FWI ?", [CC, DG], S, "2012-08-18", ["t", "fwi"])
add("m-conddanger", "es", "¿Temperatura y nivel de peligro en Bejaia ahora?", [CC, DG], B, "now", ["t", "fwi", "class"])
add("m-conddanger", "es", "humedad y FWI de SBA el 25 de agosto", [CC, DG], S, "2012-08-25", ["rh", "fwi"])
add("m-conddanger", "ar", "عطيني الحرارة والرطوبة ودرجة الخطر في بجاية", [CC, DG], B, "now", ["t", "rh", "fwi", "class"])
add("m-conddanger", "ar", "الريح ومؤشر الخطر في سيدي بلعباس أمس؟", [CC, DG], S, "yesterday", ["ws", "fwi"])
add("m-conddanger", "ar", "كيفاش كان الجو في بجاية نهار 14 أوت وشحال كان الخطر؟", [CC, DG], B, "2012-08-14", ["t", "rh", "fwi"])

# --- a held part beside a part the box does not hold
add("m-condoos", "en", "wind speed and direction at SBA?", [CC, OOS], S, "now", ["ws"])
add("m-condoos", "en", "temp now and tomorrow at bejaia", [CC, OOS], B, "today", ["t"])
add("m-condoos", "en", "RH at Bejaia and Oran pls", [CC, OOS], B, "now", ["rh"])
add("m-condoos", "en", "how windy is it at sidi bel abbes and which way's it blowing", [CC, OOS], S, "now", ["ws"])
add("m-condoos", "en", "What's the danger at SBA today, and will it get worse tomorrow?", [DG, OOS], S, "today", ["fwi", "class"])
add("m-condoos", "en", "temp at bejaia now, and what's it doing over in Tizi Ouzou", [CC, OOS], B, "now", ["t"])
add("m-condoos", "fr", "Vent à Béjaïa, force et direction ?", [CC, OOS], B, "now", ["ws"])
add("m-condoos", "fr", "Humidité à SBA aujourd'hui, et la prévision pour demain ?", [CC, OOS], S, "today", ["rh"])
add("m-condoos", "fr", "Le FWI de Béjaïa et celui de Tlemcen ?", [DG, OOS], B, "now", ["fwi"])
add("m-condoos", "es", "¿Viento en Sidi Bel Abbès ahora y de dónde viene?", [CC, OOS], S, "now", ["ws"])
add("m-condoos", "ar", "شحال الريح في بجاية ومن وين جاية؟", [CC, OOS], B, "now", ["ws"])
add("m-condoos", "ar", "الحرارة في سيدي بلعباس اليوم وغدوة؟", [CC, OOS], S, "today", ["t"])

# --- a question with an order hidden in it
add("m-dangerrefuse", "en", "whats the fwi at SBA, and push it to the dispatch board", [DG, REF], S, "now", ["fwi", "neg"])
add("m-dangerrefuse", "en", "Get me the danger class at Bejaia then text it to the duty officer.", [DG, REF], B, "now", ["class", "fwi", "neg"])
add("m-dangerrefuse", "en", "danger bejaia today + alert all crews if its high", [DG, REF], B, "today", ["fwi", "class", "neg"])
add("m-dangerrefuse", "en", "Current ISI at Sidi Bel Abbes? Also notify the air base we need a tanker.", [DG, REF], S, "now",
    [code(sba, TODAY, "ISI"), "neg"])
add("m-dangerrefuse", "fr", "Donne-moi le danger à SBA et envoie-le au CODIS.", [DG, REF], S, "now", ["fwi", "class", "neg"])
add("m-dangerrefuse", "fr", "Classe de risque à Béjaïa hier ? Et préviens le chef de colonne.", [DG, REF], B, "yesterday", ["class", "fwi", "neg"])
add("m-dangerrefuse", "es", "¿FWI en Bejaia ahora? y avisa al jefe de brigada por radio", [DG, REF], B, "now", ["fwi", "neg"])
add("m-dangerrefuse", "ar", "شحال الخطر في سيدي بلعباس؟ و ابعثها للقيادة", [DG, REF], S, "now", ["fwi", "class", "neg"])
add("m-dangerrefuse", "ar", "أعطني مؤشر FWI في بجاية وأرسل تنبيهاً لكل الفرق", [DG, REF], B, "now", ["fwi", "neg"])

# --- danger + what should we do
add("m-dangertac", "en", "danger at SBA now, do we send the hand crew up the slope?", [DG, TAC], S, "now", ["fwi", "class"])
add("m-dangertac", "en", "Whats the FWI at Bejaia and should we hold the line or back off", [DG, TAC], B, "now", ["fwi", "class"])
add("m-dangertac", "en", "ISI at Sidi Bel Abbes? thinking indirect attack, good idea?", [DG, TAC], S, "now", [code(sba, TODAY, "ISI")])
add("m-dangertac", "fr", "Danger à Béjaïa, et on rajoute des guetteurs ou pas ?", [DG, TAC], B, "now", ["fwi", "class"])
add("m-dangertac", "fr", "C'est quoi le FWI à SBA, et tu conseilles quoi pour la reprise de lisière ?", [DG, TAC], S, "now", ["fwi"])
add("m-dangertac", "es", "¿Cuál es el peligro en SBA y deberíamos replegarnos?", [DG, TAC], S, "now", ["fwi", "class"])
add("m-dangertac", "ar", "شحال الخطر في بجاية؟ نزيدو فرقة ولا لا؟", [DG, TAC], B, "now", ["fwi", "class"])

# --- drone + something else
add("m-frames", "en", "what did the drone see, and where will the head be in 30 min", [FRM, SP], None, "now", ["=frames", "=spread"], h=30)
add("m-frames", "en", "drone pick up smoke? and wind at SBA", [FRM, CC], S, "now", ["=frames", "ws"])
add("m-frames", "en", "when was the smoke spotted, and whats the danger at Sidi Bel Abbes", [FRM, DG], S, "now", ["=detection", "fwi", "class"])
r, m = 30, 20
add("m-frames", "en", f"UAV detection time? and if it's running {r} m/min how far in {m} min", [FRM, DR], None, "now", ["=detection", drift_m(r, m)], h=m)
add("m-frames", "fr", "Le drone a vu du feu ? Si oui, il sera où dans une heure ?", [FRM, SP], None, "now", ["=frames", "=spread"], h=60)
add("m-frames", "fr", "Détection drone : où ça, et le vent à Sidi Bel Abbès ?", [FRM, CC], S, "now", ["=detection_place", "ws"])
add("m-frames", "es", "¿El dron vio humo? ¿Y qué humedad hay en SBA?", [FRM, CC], S, "now", ["=frames", "rh"])
add("m-frames", "ar", "واش شاف الدرون دخان؟ ووين توصل النار بعد ساعة؟", [FRM, SP], None, "now", ["=frames", "=spread"], h=60)
add("m-frames", "ar", "وقتاش الدرون صور النار؟ وشحال الريح في سيدي بلعباس؟", [FRM, CC], S, "now", ["=detection", "ws"])

# --- compare + another ask
w = pick(TODAY, "fwi")
add("m-compare", "en", "which station's worse today and what's the humidity there", [CMP, CC], BS, "today",
    ["fwi", name_of(w), num(rd(w, TODAY).rh_pct)])
add("m-compare", "en", "Compare both stations' FWI now, and what was the highest at each in September?", [CMP, SUM], BS, "now",
    ["fwi"] + [num(max(r.codes["FWI"] for r in rows(st, "sep"))) for st in BS])
add("m-compare", "en", "bejaia vs SBA, who's hotter now? and any drone detection", [CMP, FRM], BS, "now",
    ["t", name_of(pick(TODAY, "temperature_c")), "=frames"])
d_ = pick(TODAY, "rh_pct", high=False)
add("m-compare", "fr", "Quelle station est la plus sèche aujourd'hui, et elle est dans quelle classe de danger ?", [CMP, DG], BS, "today",
    ["rh", name_of(d_), crew_facts.day_fact("class", d_, TODAY)])
add("m-compare", "es", "¿Cuál de las dos estaciones tiene más viento ahora y qué peligro hay en cada una?", [CMP, DG], BS, "now",
    ["ws", name_of(pick(TODAY, "wind_kmh")), "fwi", "class"])
add("m-compare", "ar", "شكون أسخن اليوم، بجاية ولا سيدي بلعباس؟ وشحال الخطر فيهم؟", [CMP, DG], BS, "today",
    ["t", name_of(pick(TODAY, "temperature_c")), "fwi"])

# --- summary + analogs
add("m-sumanalog", "en", "max fwi at SBA in august, and of the august days above 20 how many burned", [SUM, AN], S, "aug",
    ["maxfwi"] + analog(sba, 20, "aug"), fh=True)
add("m-sumanalog", "en", "How many fire days at Bejaia in July, and when FWI topped 10 that month did it usually burn?", [SUM, AN], B, "jul",
    ["fires"] + analog(bej, 10, "jul"), fh=True)
hot = [r for r in rows(sba, "aug") if r.temperature_c > 35]
add("m-sumanalog", "en", "number of days over 35C at SBA in aug + how many of those had fires", [SUM, AN], S, "aug",
    [len(hot), sum(r.fire for r in hot)], fh=True)
add("m-sumanalog", "fr", "Le FWI moyen à Béjaïa en août, et parmi les jours au-dessus de 15 ce mois-là, combien de feux ?", [SUM, AN], B, "aug",
    [mean(bej, "aug", lambda r: r.codes["FWI"])] + analog(bej, 15, "aug"), fh=True)
add("m-sumanalog", "fr", "Combien de jours de feu à SBA en juin ? Et des jours comme aujourd'hui, ça brûlait ?", [SUM, AN], S, "jun",
    ["fires", code(sba, TODAY, "FWI")], fh=True)
add("m-sumanalog", "es", "¿Cuántos días de incendio hubo en Bejaia en agosto y cuántos de los días con FWI sobre 10 de ese mes ardieron?",
    [SUM, AN], B, "aug", ["fires"] + analog(bej, 10, "aug"), fh=True)
hot = [r for r in rows(sba, "jul") if r.temperature_c > 35]
add("m-sumanalog", "ar", "أعلى حرارة في سيدي بلعباس في جويلية، والأيام اللي فاتت فيها 35 درجة شحال منها كان فيها حريق؟", [SUM, AN], S, "jul",
    ["maxt", sum(r.fire for r in hot)], fh=True)

# --- documents + danger
add("m-docdanger", "en", "FWI at SBA now and what does the guidance say about staffing on high danger days?", [DG, DOC], S, "now", ["fwi", LOOKOUT])
add("m-docdanger", "en", "bejaia ffmc today, and what ffmc counts as easy ignition per the doc", [DG, DOC], B, "today",
    [code(bej, TODAY, "FFMC"), FFMC_EASY])
add("m-docdanger", "en", "LCES quick reminder + danger class at Bejaia", [DOC, DG], B, "now", LCES_WORDS[:1] + LCES_WORDS[2:3] + ["class"])
add("m-docdanger", "fr", "Classe de danger à SBA, et que dit le guide sur les zones de sécurité ?", [DG, DOC], S, "now", ["class", "fwi", SHELTER])
add("m-docdanger", "es", "Peligro en Bejaia ahora, y qué dice el documento sobre el espacio defendible", [DG, DOC], B, "now", ["fwi", "class", DS_ALL])
add("m-docdanger", "ar", "شحال FWI في سيدي بلعباس؟ وشنو تقول الوثيقة على LCES؟", [DG, DOC], S, "now", ["fwi"] + LCES_WORDS)

# --- capabilities + another ask
add("m-caps", "en", "what can you do? and give me the danger at bejaia", [CAP, DG], B, "now", ["fwi", "class"])
add("m-caps", "en", "what data do you even carry? n just give me wind speed at SBA", [CAP, CC], S, "now", ["ws"])
add("m-caps", "fr", "Quelles stations tu as, et le FWI à Béjaïa ?", [CAP, DG], B, "now", STATION_FACTS[1:] + ["fwi"])
add("m-caps", "ar", "واش تقدر تعطيني؟ وشحال الرطوبة في سيدي بلعباس؟", [CAP, CC], S, "now", ["rh"])

# --- photo + another ask
add("m-photo", "en", "pic attached of the smoke, and whats RH at SBA", [PH, CC], S, "now", ["rh"])
add("m-photo", "en", "Uploading a photo from the ridge. Meanwhile, danger at Bejaia?", [PH, DG], B, "now", ["fwi", "class"])
add("m-photo", "fr", "Photo jointe de la colonne. Et le vent à Béjaïa ?", [PH, CC], B, "now", ["ws"])
add("m-photo", "ar", "بعثتلك صورة، و شحال السخانة في بجاية؟", [PH, CC], B, "now", ["t"])

# --- danger + an off-topic detour
add("m-detour", "en", "danger at sba? also anyone know if the canteen's open", [DG, OOS], S, "now", ["fwi", "class"])
add("m-detour", "en", "FWI bejaia and whats the score in the MCA game", [DG, OOS], B, "now", ["fwi"])
add("m-detour", "fr", "Le FWI à SBA, et au fait il fait beau à Paris ?", [DG, OOS], S, "now", ["fwi"])
add("m-detour", "ar", "شحال الخطر في بجاية؟ و شكون ربح الماتش البارح؟", [DG, OOS], B, "now", ["fwi", "class"])

# --- three asks
add("m-three", "en", "temp at bejaia, fwi at SBA, and did the drone see smoke", [CC, DG, FRM], BS, "now",
    [num(rd(bej, TODAY).temperature_c), code(sba, TODAY, "FWI"), "=frames"])
add("m-threefire", "en", "SBA: wind now, fire days in Sept, and of days with FWI over 10 how many burned?", [CC, SUM, AN], S, "now",
    ["ws", sum(FR_[(sba, d)][1] for d in day_of("sep") if (sba, d) in FR_)] + analog(sba, 10), fh=True)
add("m-three", "en", "Drone detection location, head position in 1 hour, and send it all to the IC", [FRM, SP, REF], None, "now",
    ["=detection_place", "=spread", "neg"], h=60)
add("m-three", "en", "defensible space distance, danger at bejaia today, and the forecast for tomorrow", [DOC, DG, OOS], B, "today",
    ["=doc_defensible", "fwi", "class"])
add("m-three", "fr", "Vent à SBA, FWI à Béjaïa, et on se replie ou pas ?", [CC, DG, TAC], BS, "now",
    [num(rd(sba, TODAY).wind_kmh), code(bej, TODAY, "FWI")])
add("m-three", "es", "Humedad en Bejaia, peligro en Sidi Bel Abbès y ¿dónde estará el frente en media hora?", [CC, DG, SP], BS, "now",
    [num(rd(bej, TODAY).rh_pct), code(sba, TODAY, "FWI"), "=spread"], h=30)

# ================================================================ sessions
SESS = []


def sess(turns):
    sid = f"{NAME}s{len(SESS) + 1:02d}"
    rows_ = []
    for k, t in enumerate(turns, start=1):
        lang, text, intents, st, when, facts = t[:6]
        extra = t[6] if len(t) > 6 else {}
        row = {"session": sid, "turn": k, "question": text, "intents": intents, "stations": st, "when": when,
               "facts": facts, "lang": lang}
        row.update(extra)
        rows_.append(row)
    SESS.append(rows_)


sess([("en", "fwi sba rn?", [DG], S, "now", ["fwi", "class"]),
      ("en", "n bejaia", [DG], B, "now", ["fwi", "class"]),
      ("en", "why so low both", [EXP], BS, "now", ["rh", "rain"]),
      ("en", "k. wind there in mph, n anything on the drone?", [CC, FRM], B, "now", ["ws", mph(bej, TODAY), "=frames"])])
sess([("fr", "Salut, chef d'agrès du CCF 2. Température et humidité à Béjaïa à midi ?", [CC], B, "today", ["t", "rh"]),
      ("fr", "Et hier, même heure ?", [CC], B, "yesterday", ["t", "rh"]),
      ("ar", "و سيدي بلعباس؟ والريح تما؟", [CC], S, "yesterday", ["t", "rh", "ws"]),
      ("ar", "علاش الرطوبة تما طايحة على بجاية؟", [EXP], BS, "yesterday", ["rh"])])
sess([("es", "Máximo FWI de agosto en Sidi Bel Abbès?", [SUM], S, "aug", ["maxfwi"]),
      ("es", "¿y cuántos días hubo fuego ese mes?", [SUM], S, "aug", ["fires"], {"needs_fire_history": True}),
      ("es", "¿Y en Bejaia lo mismo?", [SUM], B, "aug", ["maxfwi", "fires"], {"needs_fire_history": True}),
      ("es", "vale. mándale el resumen por correo al jefe", [REF], None, "none", ["neg"])])
sess([("en", "Command to box, did the drone pick anything up this sortie?", [FRM], None, "today", ["=frames"]),
      ("en", "Copy. Where exactly, and what time?", [FRM], None, "today", ["=detection_place", "=detection"]),
      ("en", "where's the head gonna be in 30 mikes", [SP], None, "now", ["=spread"], {"horizon_min": 30}),
      ("en", "what's the wind doing at the closest station", [CC], S, "now", ["ws"])])
sess([("ar", "ما هو مؤشر خطر الحريق في بجاية اليوم؟", [DG], B, "today", ["fwi", "class"]),
      ("ar", "وماذا عن أمس؟", [DG], B, "yesterday", ["fwi", "class"]),
      ("ar", "لماذا هو منخفض هكذا؟", [EXP], B, "today", ["rh", "rain"]),
      ("ar", "هل عندك توقعات لغدٍ؟", [OOS], B, "none", [])])
sess([("en", "hi sorry new here. what does ISI mean?", [DOC], None, "none", [ISI_NAME]),
      ("en", "and whats it at bejaia today", [DG], B, "today", [code(bej, TODAY, "ISI")]),
      ("en", "is that bad?", [DG], B, "today", ["class"], {"intents_alt": [[EXP]]})])
sess([("fr", "Combien de jours au-dessus de 35° en août à SBA ?", [SUM], S, "aug", [count(sba, "aug", lambda r: r.temperature_c > 35)]),
      ("fr", "Et à Béjaïa ?", [SUM], B, "aug", [count(bej, "aug", lambda r: r.temperature_c > 35)]),
      ("fr", "La température moyenne sur les 7 derniers jours, les deux stations", [SUM], BS, "lastweek",
       [mean(st, "lastweek", lambda r: r.temperature_c) for st in BS]),
      ("fr", "ok merci. tu peux prévenir la base logistique qu'on a besoin d'eau ?", [REF], None, "none", ["neg"])])
sess([("en", "compare both stations now. temp rh wind", [CMP], BS, "now", ["t", "rh", "ws"]),
      ("en", "which one do we watch", [CMP], BS, "now", ["fwi", name_of(pick(TODAY, "fwi"))]),
      ("es", "¿por qué esa?", [EXP], BS, "now", ["fwi", "rh"]),
      ("es", "y la dirección del viento allí?", [OOS], S, "now", [])])
r, m = 30, 15
sess([("ar", "واش كاين دخان فالتصاور تاع الدرون؟", [FRM], None, "today", ["=frames"]),
      ("ar", "وين بالضبط؟", [FRM], None, "today", ["=detection_place"]),
      ("ar", f"النار تمشي {r} متر فالدقيقة، قداش تمشي في ربع ساعة؟", [DR], None, "now", [drift_m(r, m)], {"horizon_min": m}),
      ("ar", "صيفطلي الخريطة للجماعة وقولي واش الدرجة دروك في سيدي بلعباس", [REF, DG], S, "now", ["neg", "fwi", "class"])])
sess([("en", "BUI and DC at SBA on 18 Aug?", [DG], S, "2012-08-18", [code(sba, "2012-08-18", "BUI"), code(sba, "2012-08-18", "DC")]),
      ("en", "same for Bejaia", [DG], B, "2012-08-18", [code(bej, "2012-08-18", "BUI"), code(bej, "2012-08-18", "DC")]),
      ("en", "highest FWI at SBA that month and how many fire days", [SUM], S, "aug", ["maxfwi", "fires"], {"needs_fire_history": True}),
      ("en", "why was the 18th so much worse at SBA than at Bejaia?", [EXP], BS, "2012-08-18", ["rh", "fwi"])])
sess([("es", "Buenas, ¿qué temperatura marcaba Béjaïa ayer?", [CC], B, "yesterday", ["t"]),
      ("es", "¿y a las 7 de la mañana?", [CC], B, "yesterday", ["t"], {"decision": "warn"}),
      ("es", "pásamelo en Fahrenheit", [CC], B, "yesterday", [fahr(bej, Y)]),
      ("es", "¿y la humedad de hoy en las dos?", [CC], BS, "today", ["rh"])])
r, m = 35, 20
sess([("fr", "Ici PC colonne. Le drone a vu quoi vers midi et demi ?", [FRM], None, "today", ["=frames"]),
      ("fr", f"Le front avance à {r} m/min d'après nos gars, dans {m} minutes il est où ?", [SP], None, "now",
       ["=spread", drift_m(r, m)], {"horizon_min": m}),
      ("fr", "Et on fait quoi, on tient la piste ou on décroche ? c'est quoi le danger à SBA", [TAC, DG], S, "now", ["fwi", "class"])])
sess([("ar", "شحال الريح في سيدي بلعباس دروك؟", [CC], S, "now", ["ws"]),
      ("ar", "بالعقدة knots عافاك", [CC], S, "now", [knots(sba, TODAY)]),
      ("en", "and on the ridge 10 km north of it?", [CC], S, "now", ["ws"], {"decision": "warn"}),
      ("en", "ok and why's SBA's danger higher than Bejaia's today?", [EXP], BS, "now", ["fwi", "rh"])])

# ================================================================ build the files
def templates():
    groups = OrderedDict()
    for rec in Q:
        groups.setdefault(rec["kind"], []).append(rec)
    out = []
    for kind, recs in groups.items():
        assert len({r["decision"] for r in recs}) == 1 and len({r["fh"] for r in recs}) == 1, kind
        recs = list(recs)
        rng.shuffle(recs)
        phrasings = []
        for r in recs:
            p = {"q": r["q"], "lang": r["lang"], "stations": sorted(r["st"]) if r["st"] else "none", "facts": r["facts"]}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phrasings.append(p)
        t = {"key": f"{NAME}-{kind}", "intents": recs[0]["intents"], "intents_by_phrasing": [r["intents"] for r in recs],
             "phrasings": phrasings, "stations": "none", "days": [r["day"] for r in recs]}
        if any(r["h"] is not None for r in recs):
            t["horizons"] = [r["h"] for r in recs]
        if any(r["thr"] is not None for r in recs):
            t["thr"] = [r["thr"] for r in recs]
        if recs[0]["decision"]:
            t["decision"] = recs[0]["decision"]
        if recs[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    tpl = templates()
    sessions = [row for s in SESS for row in s]
    for rec in Q:
        assert "{" not in rec["q"] and "}" not in rec["q"], rec["q"]
    texts = [r["q"] for r in Q] + [r["question"] for r in sessions]
    assert len(texts) == len(set(texts)), [t for t, c in Counter(texts).items() if c > 1]
    langs = Counter([r["lang"] for r in Q] + [r["lang"] for r in sessions])
    n = len(texts)
    multi = sum(len(r["intents"]) >= 2 for r in Q) + sum(len(r["intents"]) >= 2 for r in sessions)
    assert n >= 340, n
    assert multi / n >= 0.22, (multi, n)
    for lang, share in (("en", 0.45), ("fr", 0.20), ("es", 0.15), ("ar", 0.20)):
        assert langs[lang] >= share * n - 1e-9, (lang, langs[lang], share * n)
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in sessions), encoding="utf-8")
    print(f"{n} questions ({len(Q)} in {len(tpl)} templates, {len(sessions)} turns in {len(SESS)} sessions); "
          f"multi-ask {multi} ({multi / n:.1%}); languages {dict(langs)}")


if __name__ == "__main__":
    main()
