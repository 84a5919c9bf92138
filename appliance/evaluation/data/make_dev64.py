"""Batch d64 (dev): blind fire-crew questions, gold computed from the CSV and the shipped documents by code.

Run:  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev64.py
Writes crew_templates_dev64.jsonl and crew_sessions_dev64.jsonl next to this file.
Every number in a gold fact comes from crew_facts.table() / fire_record(), a unit conversion of a real
reading, the crew's own numbers (rate x minutes), or a regex over edge_data/documents.
"""
import json
import re
from collections import Counter
from pathlib import Path
from statistics import mean

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF
from appliance.paths import EDGE_DATA_DIR

NAME = "d64"
OUT = Path(__file__).resolve().parent
T = CF.table()
FR = CF.fire_record()
B, S = "bejaia", "sidi-bel-abbes"
BOTH = "both"
NONE = "none"
TODAY = CD.TODAY.isoformat()
YEST = "2012-09-29"
DB4 = "2012-09-28"
CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FRAMES, DOCS, CAPS = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
KEY_DAY = {"now": TODAY, "today": TODAY, "yesterday": YEST, "daybefore": DB4}


# ----------------------------------------------------------------------------- data helpers
def _n(x):
    return CF._num(round(float(x), 1))


def raw(st, day, f):
    d = T[(st, KEY_DAY.get(day, day))]
    base = {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}
    return base[f] if f in base else d.codes[f.upper()]


def v(st, day, f):
    """One gold fact for a day's reading (numbers as the CSV writes them)."""
    day = KEY_DAY.get(day, day)
    if f in ("rain", "class"):
        return CF.day_fact(f, st, day)
    if f == "mph":
        return _n(raw(st, day, "ws") / 1.609344)
    if f == "knots":
        return _n(raw(st, day, "ws") / 1.852)
    if f == "ms":
        return _n(raw(st, day, "ws") / 3.6)
    if f == "F":
        return _n(raw(st, day, "t") * 9 / 5 + 32)
    return CF._num(raw(st, day, f))


def vs(st, day, *fs):
    return [v(st, day, f) for f in fs]


def both(day, *fs):
    return [v(st, day, f) for st in (B, S) for f in fs]


def wdays(key):
    return CD.resolve(key, "en", 0)["days"]


def wrows(st, key):
    return [(d, T[(st, d)]) for d in wdays(key) if (st, d) in T]


def field(row, f):
    return {"t": row.temperature_c, "rh": row.rh_pct, "ws": row.wind_kmh, "rain": row.rain_mm}.get(f) \
        if f in ("t", "rh", "ws", "rain") else row.codes[f.upper()]


def extreme(st, key, f, hi=True):
    """(day, value) of a window's highest (or lowest) reading; the day must be unique."""
    rows = wrows(st, key)
    best = (max if hi else min)(field(r, f) for _, r in rows)
    days = [d for d, r in rows if field(r, f) == best]
    assert len(days) == 1, (st, key, f, days)
    return days[0], CF._num(best)


def win_max(st, key, f):
    return CF._num(max(field(r, f) for _, r in wrows(st, key)))


def win_min(st, key, f):
    return CF._num(min(field(r, f) for _, r in wrows(st, key)))


def win_avg(st, key, f):
    return _n(mean(field(r, f) for _, r in wrows(st, key)))


def fires(st, key):
    return sum(FR[(st, d)][1] for d in wdays(key) if (st, d) in FR)


def count(st, key, f, op, thr):
    """(days past the threshold, how many of them burned)."""
    rows = wrows(st, key)
    if op in (">", "<"):        # a strict "above"/"under": no day may sit on the threshold (no > / >= doubt)
        assert all(field(r, f) != thr for _, r in rows), (st, key, f, thr)
    ok = {">": lambda x: x > thr, "<": lambda x: x < thr, ">=": lambda x: x >= thr, "<=": lambda x: x <= thr}[op]
    hit = [d for d, r in rows if ok(field(r, f))]
    return [len(hit), sum(FR[(st, d)][1] for d in hit)]


def fires_fwi_gt(st, thr):
    return CF.window_facts("fires_fwi_gt", st, [TODAY], thr)


def dist(m):
    """A distance the crew can compute (rate x time) in m and km, point and comma, Latin and Arabic units."""
    m = CF._num(round(m, 3))
    k = CF._num(round(m / 1000, 3))
    ks = [f"{k}", f"{k}".replace(".", ",")]
    ms = [f"{m}"] + ([f"{m:,}", f"{m:,}".replace(",", " ")] if m >= 1000 else [])
    forms = [f"{x} m" for x in ms] + [f"{x}m" for x in ms] + [f"{x} km" for x in ks] + [f"{x}km" for x in ks]
    forms += [f"{x} م" for x in ms] + [f"{x} كم" for x in ks]
    return {"any": list(dict.fromkeys(forms))}


NEG_WORDS = {"fr": ["ne peut pas", "ne peux pas", "ne pouvons pas", "impossible", "pas en mesure", "pas la possibilit"],
             "es": ["no puede", "no puedo", "no es posible", "imposible", "no está en condiciones", "no tengo la capacidad"],
             "ar": ["لا يمكن", "لا أستطيع", "لا يستطيع", "لا يمكنني", "ما نقدرش", "غير قادر"]}


def neg(lang):
    if lang == "en":
        return "neg"
    return {"any": NEG_WORDS[lang] + CF.NEGATION["any"]}


def cls(st, day):
    return v(st, day, "class")


# ----------------------------------------------------------------------------- the shipped documents
DOCS_DIR = EDGE_DATA_DIR / "documents"
FWI_DOC = (DOCS_DIR / "fire-weather-index-guide.md").read_text(encoding="utf-8")
DS_DOC = (DOCS_DIR / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES_DOC = (DOCS_DIR / "crew-safety-lces.md").read_text(encoding="utf-8")


def num(pattern, text, group=1):
    m = re.search(pattern, text, flags=re.S)
    assert m, pattern
    return CF._num(float(m.group(group)))


TH = dict(zip(("very_low", "low", "moderate", "high", "very_high", "extreme"),
              (num(rf"{w}\s+([\d.]+)\s+{c}", FWI_DOC) for w, c in
               (("below", "very low"), ("from", "low,"), ("from", "moderate"), ("from", "high,"),
                ("from", "very\\s+high"), ("from", "extreme")))))
FFMC_EASY = num(r"above\s+about\s+(\d+)\s+fine\s+fuels", FWI_DOC)
DS_FEET = num(r"requires\s+(\d+)\s+feet\s+of\s+defensible", DS_DOC)
ZONE0 = num(r"Zone 0 is the first\s+(\d+)\s+feet", DS_DOC)
ZONE1_OUT = num(r"Zone 1 runs from\s+\d+\s+to\s+(\d+)\s+feet", DS_DOC)
GRASS_IN = num(r"maximum\s+height\s+of\s+(\d+)\s+inches", DS_DOC)
BRANCH_FT = num(r"keep\s+tree\s+branches\s+(\d+)\s+feet", DS_DOC)
LCES = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes)\s+and\s+(Safety zones)", LCES_DOC).groups()
LCES_WORDS = [{"any": [w.lower().rstrip("s")]} for w in LCES]   # lookout, communication, escape route, safety zone
WATCHOUT = {"any": [re.search(r"builds\s+line\s+(downhill)", LCES_DOC).group(1)]}
assert TH["very_low"] == CF.CLASSES[0][0] and TH["high"] == CF.CLASSES[2][0] and TH["extreme"] == CF.CLASSES[4][0]

# ----------------------------------------------------------------------------- derived days (by code)
SBA_AUG_HOT, SBA_AUG_TMAX = extreme(S, "aug", "t")
B_AUG_FWIDAY, B_AUG_FWIMAX = extreme(B, "aug", "fwi")
SBA_SEP_WINDY, SBA_SEP_WSMAX = extreme(S, "sep", "ws")
SBA_AUG_DRY, SBA_AUG_RHMIN = extreme(S, "aug", "rh", hi=False)
B_JUN_HOT, B_JUN_TMAX = extreme(B, "jun", "t")
SBA_JUL_FWIDAY, SBA_JUL_FWIMAX = extreme(S, "jul", "fwi")
B_AUG_DRY, B_AUG_RHMIN = extreme(B, "aug", "rh", hi=False)
SBA_SEP_FWIDAY, SBA_SEP_FWIMAX = extreme(S, "sep", "fwi")
B_AUG_HOT, B_AUG_TMAX = extreme(B, "aug", "t")
SBA_JUN_FWIDAY, SBA_JUN_FWIMAX = extreme(S, "jun", "fwi")
B_JUL_FWIDAY, B_JUL_FWIMAX = extreme(B, "jul", "fwi")
B_SEP_WINDY, B_SEP_WSMAX = extreme(B, "sep", "ws")
B_JUN_WINDY, B_JUN_WSMAX = extreme(B, "jun", "ws")
SBA_AUG_FWIDAY, SBA_AUG_FWIMAX = extreme(S, "aug", "fwi")


def R(lang, q, st, day, intents, facts=(), alt=None, h=None, thr=None):
    return {"lang": lang, "q": q, "st": st, "day": day, "intents": list(intents), "facts": list(facts),
            "alt": alt, "h": h, "thr": thr}


TEMPLATES = []


def emit(kind, rows, decision=None, fire=False):
    t = {"key": f"{NAME}-{kind}", "intents": rows[0]["intents"], "stations": NONE,
         "days": [r["day"] for r in rows], "facts": [], "intents_by_phrasing": [r["intents"] for r in rows],
         "phrasings": []}
    for r in rows:
        p = {"q": r["q"], "lang": r["lang"], "stations": sorted([r["st"]]) if r["st"] in (B, S) else r["st"],
             "facts": r["facts"]}
        if r["alt"]:
            p["intents_alt"] = r["alt"]
        t["phrasings"].append(p)
    if any(r["h"] is not None for r in rows):
        t["horizons"] = [r["h"] for r in rows]
    if any(r["thr"] is not None for r in rows):
        t["thr"] = [r["thr"] for r in rows]
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    for r in rows:
        assert "{" not in r["q"] and "}" not in r["q"], r["q"]
    TEMPLATES.append(t)


# ============================================================================= templates
# --- readings of a day, plain ------------------------------------------------------------
emit("reading", [
    R("en", "sba temp rn", S, "now", [CC], vs(S, "now", "t")),
    R("en", "What's the humidity doing at Béjaïa right now?", B, "now", [CC], vs(B, "now", "rh")),
    R("en", "Dispatch here. Need the noon wind speed for Sidi Bel Abbes, today's obs.", S, "today", [CC], vs(S, "today", "ws")),
    R("en", "Has Bejaia had any rain today or is it still bone dry?", B, "today", [CC], vs(B, "today", "rain")),
    R("en", "Engine 7 to the box: full weather picture at SBA for yesterday please", S, "yesterday", [CC],
      vs(S, "yesterday", "t", "rh", "ws", "rain")),
    R("en", "bejaia wind in mph?", B, "now", [CC], vs(B, "now", "ws", "mph")),
    R("en", "Helitack pilot wants the Sidi Bel Abbès wind in knots.", S, "now", [CC], vs(S, "now", "ws", "knots")),
    R("en", "temp at bejaia in fahrenheit pls, our mechanic only thinks in F", B, "now", [CC], vs(B, "now", "t", "F")),
    R("en", "Wind at Bejaia on 3/8, in metres per second?", B, "2012-08-03", [CC], vs(B, "2012-08-03", "ws", "ms")),
    R("en", "What relative humidity did Sidi-Bel-Abbès log on 14-Aug?", S, "2012-08-14", [CC], vs(S, "2012-08-14", "rh")),
    R("en", "Temperature and RH at Béjaïa the day before yesterday.", B, "daybefore", [CC], vs(B, "daybefore", "t", "rh")),
    R("en", "How many mm of rain fell at SBA on Sept 14?", S, "2012-09-14", [CC], vs(S, "2012-09-14", "rain")),
    R("en", "New volunteer here, sorry if this is basic: how hot is it at the Bejaia station today?", B, "today", [CC],
      vs(B, "today", "t")),
    R("en", "Temp, humidity and FWI for Sidi Bel Abbes today, in that order.", S, "today", [CC, DG], vs(S, "today", "t", "rh", "fwi")),
    R("en", "wind + danger class bejaia now", B, "now", [CC, DG], vs(B, "now", "ws", "fwi", "class")),
    R("en", "What was the temperature in Sidi Bel Abbes on Aug 17, and how high was the FWI that day?", S, "2012-08-17",
      [CC, DG], vs(S, "2012-08-17", "t", "fwi")),
    R("fr", "Quelle température à Béjaïa en ce moment ?", B, "now", [CC], vs(B, "now", "t")),
    R("fr", "Humidité relevée hier à Sidi Bel Abbès, svp", S, "yesterday", [CC], vs(S, "yesterday", "rh")),
    R("fr", "Le vent à SBA le 21 juillet, il soufflait à combien ?", S, "2012-07-21", [CC], vs(S, "2012-07-21", "ws")),
    R("fr", "Il a plu à Bgayet aujourd'hui ?", B, "today", [CC], vs(B, "today", "rain")),
    R("fr", "Donne-moi le vent et l'indice FWI à Béjaïa, s'il te plaît.", B, "now", [CC, DG], vs(B, "now", "ws", "fwi")),
    R("fr", "Météo complète de Sidi-Bel-Abbès le 3 août : température, humidité, vent.", S, "2012-08-03", [CC],
      vs(S, "2012-08-03", "t", "rh", "ws")),
    R("es", "¿Qué temperatura marca Béjaïa ahora mismo?", B, "now", [CC], vs(B, "now", "t")),
    R("es", "Viento en Sidi Bel Abbès el 3 de agosto, en nudos por favor", S, "2012-08-03", [CC],
      vs(S, "2012-08-03", "ws", "knots")),
    R("es", "humedad relativa de ayer en Bejaia?", B, "yesterday", [CC], vs(B, "yesterday", "rh")),
    R("es", "¿Cuánto viento hay en SBA y qué nivel de peligro tiene hoy?", S, "today", [CC, DG], vs(S, "today", "ws", "fwi")),
    R("ar", "شحال الحرارة في سيدي بلعباس دروك؟", S, "now", [CC], vs(S, "now", "t")),
    R("ar", "ما هي نسبة الرطوبة في بجاية اليوم؟", B, "today", [CC], vs(B, "today", "rh")),
    R("ar", "الريح في بجاية البارح قداه؟", B, "yesterday", [CC], vs(B, "yesterday", "ws")),
    R("ar", "كم كانت كمية الأمطار في سيدي بلعباس يوم 14 أوت؟", S, "2012-08-14", [CC], vs(S, "2012-08-14", "rain")),
    R("ar", "عطيني الحرارة ودرجة الخطر في سيدي بلعباس", S, "now", [CC, DG], vs(S, "now", "t", "fwi")),
    R("ar", "سرعة الرياح في بجاية بالمتر في الثانية من فضلك", B, "now", [CC], vs(B, "now", "ws", "ms")),
])

# --- the crew states its own reading and asks the station's -----------------------------------
emit("ownread", [
    R("en", "We're parked at the Sidi Bel Abbes station and our Kestrel reads 27 C. What did the station log at noon?", S,
      "today", [CC], vs(S, "today", "t")),
    R("en", "my handheld anemometer says 25 km/h. what's SBA's station showing for wind", S, "now", [CC], vs(S, "now", "ws")),
    R("en", "Kestrel's giving me 18 mph. What's the official wind at Bejaia?", B, "now", [CC], vs(B, "now", "ws", "mph")),
    R("en", "Sling psychrometer came out at 55 percent. What's Béjaïa's official RH for today?", B, "today", [CC],
      vs(B, "today", "rh")),
    R("en", "thermometer on the rig says 80F. what's the station temp at SBA, F and C", S, "now", [CC], vs(S, "now", "t", "F")),
    R("en", "Our belt kit says 26 degrees. Does Sidi Bel Abbes agree, and what's the danger class there?", S, "now",
      [CC, DG], vs(S, "now", "t", "fwi", "class")),
    R("en", "Rain gauge in the yard at the Bejaia post caught next to nothing. How much did the station record today?", B,
      "today", [CC], vs(B, "today", "rain")),
    R("fr", "Notre anémomètre indique 20 km/h. Et la station de Sidi Bel Abbès, elle dit quoi ?", S, "now", [CC],
      vs(S, "now", "ws")),
    R("fr", "Chez nous le thermomètre affiche 31 °C ; la station de Béjaïa annonce combien ?", B, "now", [CC], vs(B, "now", "t")),
    R("fr", "On mesure 35 % d'humidité avec notre appareil. La station de SBA donne quoi, et l'indice FWI ?", S, "now",
      [CC, DG], vs(S, "now", "rh", "fwi")),
    R("es", "Nuestro termómetro marca 30 grados, ¿qué registra la estación de Bejaia?", B, "now", [CC], vs(B, "now", "t")),
    R("es", "El anemómetro de mano da 10 nudos. ¿Qué viento tiene SBA según la estación?", S, "now", [CC],
      vs(S, "now", "ws", "knots")),
    R("ar", "الترمومتر تاعنا يقول 28 درجة، واش تقول محطة سيدي بلعباس؟", S, "now", [CC], vs(S, "now", "t")),
    R("ar", "جهاز قياس الرياح عندنا يعطي 12 كم/سا، كم تسجل محطة بجاية؟", B, "now", [CC], vs(B, "now", "ws")),
    R("ar", "الرطوبة عندنا حسب الجهاز 50٪، وماذا سجلت محطة بجاية اليوم؟", B, "today", [CC], vs(B, "today", "rh")),
    R("ar", "عندنا 30 درجة في الترمومتر، شحال تقول محطة بجاية، وشحال الخطر تماك؟", B, "now", [CC, DG], vs(B, "now", "t", "fwi")),
])

# --- a place near a station but not at it: readings (warn) --------------------------------
emit("nearplace", [
    R("en", "What's the temperature 12 km south of Béjaïa?", B, "now", [CC], vs(B, "now", "t")),
    R("en", "wind up on the ridge above SBA rn", S, "now", [CC], vs(S, "now", "ws")),
    R("en", "Humidity roughly 8 km north-east of Sidi Bel Abbes, out where the drone flew?", S, "now", [CC], vs(S, "now", "rh")),
    R("en", "We're on the coast road about 20 km west of Bejaia. Temp and wind out here?", B, "now", [CC], vs(B, "now", "t", "ws")),
    R("en", "Yesterday's rain for the valley just outside Béjaïa, maybe 5 km inland?", B, "yesterday", [CC],
      vs(B, "yesterday", "rain")),
    R("en", "Conditions on the plateau 15 km out of Sidi-Bel-Abbès on 17 August?", S, "2012-08-17", [CC],
      vs(S, "2012-08-17", "t", "rh", "ws")),
    R("en", "How much wind at the cork oak stand, a good 9 km east of Bejaia? And is there any wind direction?", B, "now",
      [CC, OOS], vs(B, "now", "ws")),
    R("fr", "Quelle humidité à une dizaine de kilomètres à l'est de Béjaïa ?", B, "now", [CC], vs(B, "now", "rh")),
    R("fr", "Le vent sur les crêtes au sud de Sidi Bel Abbès, il souffle à combien ?", S, "now", [CC], vs(S, "now", "ws")),
    R("fr", "Température dans la forêt à 6 km au nord de SBA, aujourd'hui ?", S, "today", [CC], vs(S, "today", "t")),
    R("es", "¿Qué temperatura hay en la sierra a 10 km al sur de Bejaia?", B, "now", [CC], vs(B, "now", "t")),
    R("es", "Humedad a unos 7 km al oeste de Sidi Bel Abbès, por favor", S, "now", [CC], vs(S, "now", "rh")),
    R("ar", "شحال الريح في الجبل اللي فوق بجاية؟", B, "now", [CC], vs(B, "now", "ws")),
    R("ar", "ما درجة الحرارة على بعد 15 كلم جنوب سيدي بلعباس؟", S, "now", [CC], vs(S, "now", "t")),
    R("ar", "الرطوبة في الغابة اللي قريبة من سيدي بلعباس، حوالي 5 كيلو للشمال؟", S, "now", [CC], vs(S, "now", "rh")),
], decision="warn")

# --- a place near a station: danger (warn) --------------------------------------------------
emit("neardanger", [
    R("en", "Fire danger for the pine stand 10 km north-east of SBA?", S, "now", [DG], vs(S, "now", "fwi", "class")),
    R("en", "What's the FWI on the hills 6 km behind Bejaia?", B, "now", [DG], vs(B, "now", "fwi")),
    R("en", "danger class 3km outside sidi bel abbes pls", S, "now", [DG], vs(S, "now", "fwi", "class")),
    R("en", "Is the scrub 25 km east of Béjaïa sitting in high danger today?", B, "today", [DG], vs(B, "today", "fwi", "class")),
    R("en", "IC to box: ISI for the slope about 4 km south of Sidi Bel Abbes?", S, "now", [DG], vs(S, "now", "isi")),
    R("en", "Wind and danger on the ridgeline 5 km north of SBA.", S, "now", [CC, DG], vs(S, "now", "ws", "fwi")),
    R("fr", "Quel est le niveau de danger à 8 km au sud-ouest de Béjaïa ?", B, "now", [DG], vs(B, "now", "fwi")),
    R("fr", "Risque d'incendie hier sur le massif juste au-dessus de SBA ?", S, "yesterday", [DG], vs(S, "yesterday", "fwi")),
    R("fr", "Le FWI pour les collines à 12 km de Sidi Bel Abbès, côté est ?", S, "now", [DG], vs(S, "now", "fwi")),
    R("fr", "Vent et classe de danger à 20 km au nord de Béjaïa ?", B, "now", [CC, DG], vs(B, "now", "ws", "fwi")),
    R("fr", "À 5 km au sud de SBA, il fait combien, et le FWI là-bas ?", S, "now", [CC, DG], vs(S, "now", "t", "fwi")),
    R("es", "¿Qué peligro de incendio hay a 15 km al norte de Sidi Bel Abbès?", S, "now", [DG], vs(S, "now", "fwi")),
    R("es", "Índice FWI en el monte, a unos 5 km al sur de Bejaia", B, "now", [DG], vs(B, "now", "fwi")),
    R("ar", "واش هو مستوى الخطر في الغابة على بعد 10 كلم شمال شرق سيدي بلعباس؟", S, "now", [DG], vs(S, "now", "fwi")),
    R("ar", "درجة خطر الحرائق في المرتفعات جنوب بجاية بحوالي 7 كيلومتر", B, "now", [DG], vs(B, "now", "fwi")),
    R("ar", "مؤشر FWI فالجبل اللي قدام بجاية البارح؟", B, "yesterday", [DG], vs(B, "yesterday", "fwi")),
], decision="warn")

# --- a place near a station: drone frames (warn) ---------------------------------------------
emit("nearframes", [
    R("en", "Did the drone pick up anything about 10 km north-east of Sidi Bel Abbes?", S, "now", [FRAMES], ["=detection_place"]),
    R("en", "Any smoke in the drone frames over the farmland 6 km NE of SBA this afternoon?", S, "now", [FRAMES], ["=frames"]),
    R("en", "What time did the UAV see fire near the quarry north-east of SBA, maybe 7 km out?", S, "now", [FRAMES],
      ["=detection"]),
    R("fr", "Le drone a-t-il vu de la fumée à 8 km au nord-est de Sidi Bel Abbès ?", S, "now", [FRAMES], ["=detection"]),
    R("fr", "Le drone a repéré quoi à une quinzaine de km au nord-est de SBA, et quel danger là-bas ?", S, "now",
      [FRAMES, DG], ["=frames", v(S, "now", "fwi")]),
    R("es", "¿El dron detectó algo cerca de SBA, unos 12 km al noreste?", S, "now", [FRAMES], ["=detection_place"]),
    R("es", "¿Qué vio el dron a unos 9 km al noreste de SBA, y qué índice FWI hay por allí?", S, "now", [FRAMES, DG],
      ["=frames", v(S, "now", "fwi")]),
    R("ar", "الدرون شاف دخان قريب من سيدي بلعباس، شي 10 كلم شمال شرق؟", S, "now", [FRAMES], ["=detection"]),
    R("ar", "هل التقطت الطائرة المسيرة صوراً لحريق على بعد بضعة كيلومترات شمال شرق سيدي بلعباس؟", S, "now", [FRAMES],
      ["=detection_place"]),
], decision="warn")

# --- a reading at an hour other than noon (warn) ---------------------------------------------
emit("hour", [
    R("en", "What was the temperature at SBA at 6 am today?", S, "today", [CC], vs(S, "today", "t")),
    R("en", "Béjaïa humidity at 5 in the evening yesterday?", B, "yesterday", [CC], vs(B, "yesterday", "rh")),
    R("en", "wind at sidi bel abbes around 0300 on 3/8", S, "2012-08-03", [CC], vs(S, "2012-08-03", "ws")),
    R("en", "What did the Bejaia station read at 9:00 this morning?", B, "today", [CC], vs(B, "today", "t", "rh", "ws")),
    R("en", "FWI at Bejaia at 4pm yesterday?", B, "yesterday", [DG], vs(B, "yesterday", "fwi")),
    R("fr", "Quelle température à Sidi Bel Abbès hier à 18 h ?", S, "yesterday", [CC], vs(S, "yesterday", "t")),
    R("fr", "Le vent à Béjaïa à 7 heures ce matin ?", B, "today", [CC], vs(B, "today", "ws")),
    R("fr", "Température et humidité à Béjaïa ce matin vers 6 h, et le FWI ?", B, "today", [CC, DG],
      vs(B, "today", "t", "rh", "fwi")),
    R("es", "¿Humedad en SBA a las 4 de la tarde de ayer?", S, "yesterday", [CC], vs(S, "yesterday", "rh")),
    R("es", "¿Qué temperatura hacía en Bejaia a medianoche del 17 de agosto?", B, "2012-08-17", [CC], vs(B, "2012-08-17", "t")),
    R("ar", "شحال كانت الحرارة في بجاية على الساعة 8 الصباح؟", B, "today", [CC], vs(B, "today", "t")),
    R("ar", "الريح في سيدي بلعباس على العشرة تاع الليل البارح", S, "yesterday", [CC], vs(S, "yesterday", "ws")),
], decision="warn")

# --- danger and the codes ------------------------------------------------------------------
emit("danger", [
    R("en", "What's the fire danger class at SBA?", S, "now", [DG], vs(S, "now", "fwi", "class")),
    R("en", "FWI bejaia", B, "now", [DG], vs(B, "now", "fwi")),
    R("en", "FBAN request: ISI and BUI for Sidi Bel Abbes off today's noon obs.", S, "today", [DG], vs(S, "today", "isi", "bui")),
    R("en", "What was the FFMC at Béjaïa on 25 August?", B, "2012-08-25", [DG], vs(B, "2012-08-25", "ffmc")),
    R("en", "DC and DMC at SBA yesterday?", S, "yesterday", [DG], vs(S, "yesterday", "dc", "dmc")),
    R("en", "How bad was the danger at Bejaia on the 29th of August?", B, "2012-08-29", [DG], vs(B, "2012-08-29", "fwi", "class")),
    R("en", "danger lvl sba 17/8", S, "2012-08-17", [DG], vs(S, "2012-08-17", "fwi", "class")),
    R("en", "Is Béjaïa in extreme danger right now or not?", B, "now", [DG], vs(B, "now", "fwi", "class")),
    R("en", "Buildup Index at Sidi-Bel Abbes on 2012-07-21?", S, "2012-07-21", [DG], vs(S, "2012-07-21", "bui")),
    R("en", "What's the FWI at SBA today, and what was the highest it reached this September?", S, "today", [DG, SUM],
      vs(S, "today", "fwi") + [SBA_SEP_FWIMAX]),
    R("fr", "Niveau de danger à Béjaïa aujourd'hui ?", B, "today", [DG], vs(B, "today", "fwi")),
    R("fr", "Quel était l'indice FWI à Sidi Bel Abbès le 25 août ?", S, "2012-08-25", [DG], vs(S, "2012-08-25", "fwi")),
    R("fr", "ISI et FFMC à SBA hier, merci", S, "yesterday", [DG], vs(S, "yesterday", "isi", "ffmc")),
    R("fr", "Classe de risque pour Bejaia avant-hier ?", B, "daybefore", [DG], vs(B, "daybefore", "fwi")),
    R("es", "¿Cuál es el índice FWI en Sidi Bel Abbès ahora?", S, "now", [DG], vs(S, "now", "fwi")),
    R("es", "Nivel de peligro en Béjaïa el 17 de agosto", B, "2012-08-17", [DG], vs(B, "2012-08-17", "fwi")),
    R("es", "Pásame el DMC de ayer en SBA", S, "yesterday", [DG], vs(S, "yesterday", "dmc")),
    R("ar", "شحال مؤشر خطر الحرائق في بجاية دروك؟", B, "now", [DG], vs(B, "now", "fwi")),
    R("ar", "ما هي درجة خطر الحرائق في سيدي بلعباس يوم 21 جويلية؟", S, "2012-07-21", [DG], vs(S, "2012-07-21", "fwi")),
    R("ar", "عطيني ISI تاع سيدي بلعباس اليوم", S, "today", [DG], vs(S, "today", "isi")),
    R("ar", "مؤشر الجفاف DC في بجاية أمس", B, "yesterday", [DG], vs(B, "yesterday", "dc")),
])

# --- compare the two stations ---------------------------------------------------------------
emit("compare", [
    R("en", "Which station is worse right now, Bejaia or SBA?", BOTH, "now", [CMP], both("now", "fwi")),
    R("en", "Is it hotter at Sidi Bel Abbes or at Béjaïa today, and by how much?", BOTH, "today", [CMP], both("today", "t")),
    R("en", "Compare humidity between the two stations yesterday.", BOTH, "yesterday", [CMP], both("yesterday", "rh")),
    R("en", "which one was windier on 28 sept", BOTH, "2012-09-28", [CMP], both("2012-09-28", "ws")),
    R("en", "Compare fire danger at both stations on 25 August.", BOTH, "2012-08-25", [CMP], both("2012-08-25", "fwi")),
    R("en", "Which station is drier today, and what's the FWI at each?", BOTH, "today", [CMP, DG], both("today", "rh", "fwi")),
    R("en", "SBA vs bejaia wind rn", BOTH, "now", [CMP], both("now", "ws")),
    R("en", "Which station had more fire days in August?", BOTH, "aug", [CMP, SUM], [fires(B, "aug"), fires(S, "aug")]),
    R("fr", "Lequel est le plus exposé aujourd'hui, Béjaïa ou Sidi Bel Abbès ?", BOTH, "today", [CMP], both("today", "fwi")),
    R("fr", "Écart de température entre les deux stations le 17 août ?", BOTH, "2012-08-17", [CMP], both("2012-08-17", "t")),
    R("fr", "Quelle station a le vent le plus fort aujourd'hui, et quelle humidité à chacune ?", BOTH, "today", [CMP, CC],
      both("today", "ws", "rh")),
    R("fr", "Entre Béjaïa et SBA, laquelle a eu le FWI le plus élevé en juillet ?", BOTH, "jul", [CMP, SUM],
      [win_max(B, "jul", "fwi"), win_max(S, "jul", "fwi")]),
    R("es", "¿Dónde hay más peligro ahora, en Bejaia o en Sidi Bel Abbès?", BOTH, "now", [CMP], both("now", "fwi")),
    R("es", "Compara la humedad de las dos estaciones de ayer", BOTH, "yesterday", [CMP], both("yesterday", "rh")),
    R("ar", "وين الخطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", BOTH, "today", [CMP], both("today", "fwi")),
    R("ar", "قارن لي درجة الحرارة بين بجاية وسيدي بلعباس يوم 3 أوت", BOTH, "2012-08-03", [CMP], both("2012-08-03", "t")),
    R("ar", "أي محطة أكثر جفافاً الآن، وما هي الرطوبة ومؤشر الخطر في كل واحدة؟", BOTH, "now", [CMP, CC, DG],
      both("now", "rh", "fwi")),
])

# --- summaries over a window ------------------------------------------------------------------
emit("summary", [
    R("en", "Highest FWI at Sidi Bel Abbes in August?", S, "aug", [SUM], [win_max(S, "aug", "fwi")]),
    R("en", "hottest it got at bejaia in july", B, "jul", [SUM], [win_max(B, "jul", "t")]),
    R("en", "How many fire days did SBA have in August?", S, "aug", [SUM], [fires(S, "aug")]),
    R("en", "Average relative humidity at Sidi Bel Abbes in September?", S, "sep", [SUM], [win_avg(S, "sep", "rh")]),
    R("en", "FWI trend at Sidi Bel Abbès since Tuesday: climbing or falling?", S, "since-tue", [SUM],
      [v(S, "2012-09-25", "fwi"), v(S, TODAY, "fwi")]),
    R("en", "Lowest humidity Bejaia saw between 1 and 10 September?", B, "sep1-10", [SUM], [win_min(B, "sep1-10", "rh")]),
    R("en", "How many days at SBA in August hit 40 degrees or more?", S, "aug", [SUM], count(S, "aug", "t", ">=", 40)[:1]),
    R("en", "Strongest wind at Bejaia over the last three days?", B, "last3d", [SUM], [win_max(B, "last3d", "ws")]),
    R("en", "How many July days had an FWI over 20 at Sidi Bel Abbes?", S, "jul", [SUM], count(S, "jul", "fwi", ">", 20)[:1]),
    R("fr", "FWI maximal à Béjaïa en août ?", B, "aug", [SUM], [win_max(B, "aug", "fwi")]),
    R("fr", "Combien de journées de feu à Sidi Bel Abbès en juillet ?", S, "jul", [SUM], [fires(S, "jul")]),
    R("fr", "Température la plus haute à SBA du 20 au 31 août", S, "aug-late", [SUM], [win_max(S, "aug-late", "t")]),
    R("fr", "Humidité moyenne à Béjaïa en juin ?", B, "jun", [SUM], [win_avg(B, "jun", "rh")]),
    R("es", "¿Cuántos días con incendio tuvo Bejaia en septiembre?", B, "sep", [SUM], [fires(B, "sep")]),
    R("es", "Temperatura máxima en Sidi Bel Abbès en junio", S, "jun", [SUM], [win_max(S, "jun", "t")]),
    R("es", "¿Cuál fue el viento más fuerte en SBA desde el martes?", S, "since-tue", [SUM], [win_max(S, "since-tue", "ws")]),
    R("ar", "شحال من نهار فيه حريق في بجاية في أوت؟", B, "aug", [SUM], [fires(B, "aug")]),
    R("ar", "ما أعلى درجة حرارة سُجلت في سيدي بلعباس في جويلية؟", S, "jul", [SUM], [win_max(S, "jul", "t")]),
    R("ar", "أعلى FWI في سيدي بلعباس في سبتمبر", S, "sep", [SUM], [win_max(S, "sep", "fwi")]),
    R("ar", "كيفاش راهي الحرارة في بجاية من نهار الثلاثاء، طالعة ولا هابطة؟", B, "since-tue", [SUM],
      [v(B, "2012-09-25", "t"), v(B, TODAY, "t")]),
])

# --- the figure on the day a month's extreme fell, and whether that day burned ----------------
emit("extremefire", [
    R("en", "Hottest day at Sidi Bel Abbes in August: how hot, and was it a fire day?", S, "aug", [SUM, AN],
      [SBA_AUG_TMAX], alt=[[SUM]]),
    R("en", "When did Béjaïa's FWI peak in August, what did it hit, and did a fire get recorded that day?", B, "aug",
      [SUM, AN], [B_AUG_FWIMAX], alt=[[SUM]]),
    R("en", "Find me the windiest day at SBA in September. Wind speed that day, and did anything burn?", S, "sep",
      [SUM, AN], [SBA_SEP_WSMAX], alt=[[SUM]]),
    R("en", "On the day with the lowest humidity at SBA in August, what was the temperature, and was there a fire?", S,
      "aug", [SUM, CC, AN], [SBA_AUG_RHMIN, v(S, SBA_AUG_DRY, "t")], alt=[[SUM, AN], [SUM, CC]]),
    R("en", "bejaia june hottest day -> FWI that day + fire y/n", B, "jun", [SUM, DG, AN],
      [B_JUN_TMAX, v(B, B_JUN_HOT, "fwi")], alt=[[SUM, AN], [SUM, DG]]),
    R("fr", "Le jour où le FWI a été le plus fort en juillet à SBA : quelle valeur, et y a-t-il eu un feu ?", S, "jul",
      [SUM, AN], [SBA_JUL_FWIMAX], alt=[[SUM]]),
    R("fr", "Jour le plus sec d'août à Béjaïa (humidité minimale) : quel vent ce jour-là, et feu ou pas ?", B, "aug",
      [SUM, CC, AN], [B_AUG_RHMIN, v(B, B_AUG_DRY, "ws")], alt=[[SUM, AN], [SUM, CC]]),
    R("fr", "En septembre à Sidi Bel Abbès, quel jour a eu le FWI max, et ce jour-là il y a eu un incendie ?", S, "sep",
      [SUM, AN], [SBA_SEP_FWIMAX], alt=[[SUM]]),
    R("es", "El día más caluroso de agosto en Bejaia: ¿qué temperatura hizo y hubo incendio?", B, "aug", [SUM, AN],
      [B_AUG_TMAX], alt=[[SUM]]),
    R("es", "¿Qué día de junio tuvo el FWI más alto en SBA, con cuánto, y se quemó algo ese día?", S, "jun", [SUM, AN],
      [SBA_JUN_FWIMAX], alt=[[SUM]]),
    R("ar", "أسخن نهار في أوت في سيدي بلعباس، شحال كانت الحرارة وهل كان فيه حريق؟", S, "aug", [SUM, AN], [SBA_AUG_TMAX],
      alt=[[SUM]]),
    R("ar", "في أي يوم بلغ مؤشر FWI ذروته في بجاية خلال جويلية، وهل سُجل حريق في ذلك اليوم؟", B, "jul", [SUM, AN],
      [B_JUL_FWIMAX], alt=[[SUM]]),
    R("ar", "النهار اللي كانت فيه الريح أقوى في بجاية في سبتمبر، شحال كانت الحرارة وكان حريق ولا لا؟", B, "sep",
      [SUM, CC, AN], [B_SEP_WSMAX, v(B, B_SEP_WINDY, "t")], alt=[[SUM, AN], [SUM, CC]]),
], fire=True)

# --- days past a threshold, and how many of them burned -----------------------------------------
emit("countburn", [
    R("en", "How many days in August did SBA reach 40 degrees or hotter, and how many of those had fires?", S, "aug",
      [SUM, AN], count(S, "aug", "t", ">=", 40), alt=[[SUM]]),
    R("en", "Count the days Bejaia's FWI went above 20 in August. How many of them burned?", B, "aug", [SUM, AN],
      count(B, "aug", "fwi", ">", 20), alt=[[SUM]]),
    R("en", "days of 38C or more at sidi bel abbes in july + how many were fire days", S, "jul", [SUM, AN],
      count(S, "jul", "t", ">=", 38), alt=[[SUM]]),
    R("en", "In September, how many days at Béjaïa had humidity of 50% or lower, and on how many of them was there a fire?",
      B, "sep", [SUM, AN], count(B, "sep", "rh", "<=", 50), alt=[[SUM]]),
    R("en", "Between Aug 20 and 31 at Bejaia: how many days had FWI above 10, and how many of those saw a fire?", B,
      "aug-late", [SUM, AN], count(B, "aug-late", "fwi", ">", 10), alt=[[SUM]]),
    R("fr", "Combien de jours à 35 °C ou plus à Sidi Bel Abbès en juin, et parmi eux combien avec un feu ?", S, "jun",
      [SUM, AN], count(S, "jun", "t", ">=", 35), alt=[[SUM]]),
    R("fr", "Sur juillet à Sidi Bel Abbès : nombre de jours où le FWI a dépassé 12, et combien ont brûlé ?", S, "jul",
      [SUM, AN], count(S, "jul", "fwi", ">", 12), alt=[[SUM]]),
    R("es", "¿Cuántos días de agosto superó el FWI 10 en Bejaia y en cuántos hubo incendio?", B, "aug", [SUM, AN],
      count(B, "aug", "fwi", ">", 10), alt=[[SUM]]),
    R("es", "Días de septiembre en SBA con humedad por debajo del 40 %: ¿cuántos y cuántos acabaron con fuego?", S, "sep",
      [SUM, AN], count(S, "sep", "rh", "<", 40), alt=[[SUM]]),
    R("ar", "شحال من يوم في أوت وصلت فيه الحرارة 38 درجة ولا أكثر في سيدي بلعباس، وشحال منهم كان فيهم حريق؟", S, "aug",
      [SUM, AN], count(S, "aug", "t", ">=", 38), alt=[[SUM]]),
    R("ar", "كم يوماً تجاوز فيه مؤشر FWI قيمة 5 في بجاية خلال سبتمبر، وكم منها شهد حريقاً؟", B, "sep", [SUM, AN],
      count(B, "sep", "fwi", ">", 5), alt=[[SUM]]),
], fire=True)

# --- analogs: did days like this burn -------------------------------------------------------------
emit("analogs", [
    R("en", "Did days like today at Sidi Bel Abbes end up burning in the past?", S, "now", [AN], vs(S, "now", "fwi")),
    R("en", "Of all the days on record with FWI above 20 at SBA, how many had a fire?", S, "now", [AN], ["fires_fwi_gt"],
      thr=20),
    R("en", "bejaia: days w/ FWI over 12, how many burned", B, "now", [AN], ["fires_fwi_gt"], thr=12),
    R("en", "Looking back through the record, when Béjaïa looked like it does today, did fires follow?", B, "now", [AN],
      vs(B, "now", "fwi")),
    R("en", "Days like yesterday at SBA — historically fire or no fire?", S, "yesterday", [AN], vs(S, "yesterday", "fwi")),
    R("en", "What's the FWI at Sidi Bel Abbes now, and did days with numbers like that burn before?", S, "now", [DG, AN],
      vs(S, "now", "fwi")),
    R("fr", "Parmi les jours où le FWI dépassait 25 à Sidi Bel Abbès, combien ont connu un incendie ?", S, "now", [AN],
      ["fires_fwi_gt"], thr=25),
    R("fr", "Les journées comparables à aujourd'hui à Béjaïa ont-elles brûlé ?", B, "now", [AN], vs(B, "now", "fwi")),
    R("fr", "Quel FWI à SBA hier, et les jours de ce genre ont-ils brûlé par le passé ?", S, "yesterday", [DG, AN],
      vs(S, "yesterday", "fwi")),
    R("es", "De los días con FWI mayor que 10 en Bejaia, ¿cuántos tuvieron incendio?", B, "now", [AN], ["fires_fwi_gt"], thr=10),
    R("es", "¿Los días parecidos a hoy en SBA acabaron con fuego?", S, "now", [AN], vs(S, "now", "fwi")),
    R("ar", "من بين الأيام اللي فاتها FWI 20 في بجاية، شحال منها صار فيها حريق؟", B, "now", [AN], ["fires_fwi_gt"], thr=20),
    R("ar", "هل الأيام المشابهة لليوم في سيدي بلعباس عرفت حرائق في الماضي؟", S, "now", [AN], vs(S, "now", "fwi")),
    R("ar", "شحال الخطر في بجاية اليوم، والأيام اللي كانت كيما هكا كان فيها حريق؟", B, "today", [DG, AN], vs(B, "today", "fwi")),
], fire=True)

# --- one reading on two different days in one message (when = the first day named) -------------
emit("twoday", [
    R("en", "Temp at SBA on 3 Aug and on 17 Aug?", S, "2012-08-03", [CC],
      [v(S, "2012-08-03", "t"), v(S, "2012-08-17", "t")]),
    R("en", "bejaia RH yesterday vs today", B, "yesterday", [CC], [v(B, YEST, "rh"), v(B, TODAY, "rh")]),
    R("en", "What was the FWI at Sidi Bel Abbes on July 21, and again on August 25?", S, "2012-07-21", [DG],
      [v(S, "2012-07-21", "fwi"), v(S, "2012-08-25", "fwi")]),
    R("en", "Wind at Béjaïa on the 14th of September and on the 28th?", B, "2012-09-14", [CC],
      [v(B, "2012-09-14", "ws"), v(B, "2012-09-28", "ws")]),
    R("en", "Give me SBA humidity for 14/08 and 17/08 side by side.", S, "2012-08-14", [CC],
      [v(S, "2012-08-14", "rh"), v(S, "2012-08-17", "rh")]),
    R("fr", "Humidité à Sidi Bel Abbès le 3 août, puis le 14 août ?", S, "2012-08-03", [CC],
      [v(S, "2012-08-03", "rh"), v(S, "2012-08-14", "rh")]),
    R("fr", "FWI à Béjaïa avant-hier et hier ?", B, "daybefore", [DG], [v(B, DB4, "fwi"), v(B, YEST, "fwi")]),
    R("es", "Temperatura en Bejaia el 3 de agosto y el 17 de agosto", B, "2012-08-03", [CC],
      [v(B, "2012-08-03", "t"), v(B, "2012-08-17", "t")]),
    R("es", "¿Llovió en SBA anteayer o ayer? Dame los mm de cada día", S, "daybefore", [CC],
      [v(S, DB4, "rain"), v(S, YEST, "rain")]),
    R("ar", "شحال كانت الحرارة في سيدي بلعباس يوم 17 أوت ويوم 25 أوت؟", S, "2012-08-17", [CC],
      [v(S, "2012-08-17", "t"), v(S, "2012-08-25", "t")]),
    R("ar", "الرطوبة في بجاية أمس واليوم", B, "yesterday", [CC], [v(B, YEST, "rh"), v(B, TODAY, "rh")]),
])

# --- drift: how far the head moves ------------------------------------------------------------------
emit("drift", [
    R("en", "Head's running about 25 m a minute. How far does it go in 20 minutes?", NONE, "now", [DRIFT], [dist(25 * 20)], h=20),
    R("en", "If the fire moves at 1.5 km/h, how far does it get in 40 min?", NONE, "now", [DRIFT], [dist(1.5 * 1000 * 40 / 60)],
      h=40),
    R("en", "ROS 12 m/min, dozer ETA 35 min. Distance covered by then?", NONE, "now", [DRIFT], [dist(12 * 35)], h=35),
    R("en", "By your own estimate, how far will the head move in the 15 minutes it takes us to get there?", NONE, "now",
      [DRIFT], ["=drift"], h=15),
    R("en", "At 30 m/min, how far does it run in 20 minutes, and where does that put the head?", NONE, "now",
      [DRIFT, SPREAD], [dist(30 * 20), "=spread"], h=20),
    R("en", "fire doing 40m/min, we're 25 min out. how far has it gone by the time we roll up", NONE, "now", [DRIFT],
      [dist(40 * 25)], h=25),
    R("en", "FBAN: 3.2 km/h sustained for an hour and a half — what displacement is that?", NONE, "now", [DRIFT],
      [dist(3.2 * 1000 * 90 / 60)], h=90),
    R("fr", "Le front avance à 30 m par minute, il aura fait combien en 45 minutes ?", NONE, "now", [DRIFT], [dist(30 * 45)],
      h=45),
    R("fr", "Vitesse de propagation 2 km/h : distance parcourue en une demi-heure ?", NONE, "now", [DRIFT],
      [dist(2 * 1000 * 30 / 60)], h=30),
    R("fr", "D'après tes calculs, de combien la tête du feu va se déplacer en 20 minutes ?", NONE, "now", [DRIFT], ["=drift"],
      h=20),
    R("es", "El frente va a 18 metros por minuto; ¿cuánto avanza en 50 minutos?", NONE, "now", [DRIFT], [dist(18 * 50)], h=50),
    R("es", "Con 2,5 km/h, ¿qué distancia recorre el fuego en 24 minutos?", NONE, "now", [DRIFT], [dist(2.5 * 1000 * 24 / 60)],
      h=24),
    R("ar", "النار تمشي 20 متر في الدقيقة، شحال تقطع في نص ساعة؟", NONE, "now", [DRIFT], [dist(20 * 30)], h=30),
    R("ar", "إذا كانت سرعة انتشار النار 1.2 كم/سا، ما المسافة التي تقطعها خلال 40 دقيقة؟", NONE, "now", [DRIFT],
      [dist(1.2 * 1000 * 40 / 60)], h=40),
    R("ar", "قداش تتحرك راس النار في 10 دقايق حسب الحساب تاعك؟", NONE, "now", [DRIFT], ["=drift"], h=10),
])

# --- spread: where the front will be ----------------------------------------------------------------
emit("spread", [
    R("en", "Where will the front of the drone fire near SBA be in 30 minutes?", S, "now", [SPREAD], ["=spread"], h=30),
    R("en", "Project the head for the next hour, Bejaia area, and give me the wind there.", B, "now", [SPREAD, CC],
      ["=spread", v(B, "now", "ws")], h=60),
    R("en", "spread projection 45 min out, and which way is it heading", NONE, "now", [SPREAD], ["=spread"], h=45),
    R("en", "If a fire took off at Sidi Bel Abbès right now, where's the head in two hours?", S, "now", [SPREAD], ["=spread"],
      h=120),
    R("en", "Where's the head going to be in 30 min, and what's the wind doing at SBA?", S, "now", [SPREAD, CC],
      ["=spread", v(S, "now", "ws")], h=30),
    R("en", "Fire just started 5 km west of Bejaia. Where will it be in an hour?", B, "now", [SPREAD], ["=spread"], h=60),
    R("fr", "Où sera le front dans 20 minutes, et dans quelle direction ?", NONE, "now", [SPREAD], ["=spread"], h=20),
    R("fr", "Projection de la propagation à une heure pour le feu vu par le drone", S, "now", [SPREAD], ["=spread"], h=60),
    R("es", "¿Hasta dónde llegará el frente en 40 minutos cerca de SBA?", S, "now", [SPREAD], ["=spread"], h=40),
    R("ar", "وين راح توصل النار بعد نص ساعة؟", NONE, "now", [SPREAD], ["=spread"], h=30),
    R("ar", "ما هو الموقع المتوقع لرأس الحريق بعد ساعة قرب سيدي بلعباس؟", S, "now", [SPREAD], ["=spread"], h=60),
])

# --- drone frames ------------------------------------------------------------------------------------
emit("frames", [
    R("en", "What did the drone see this sortie?", NONE, "now", [FRAMES], ["=frames"]),
    R("en", "When was the smoke first picked up by the UAV?", NONE, "now", [FRAMES], ["=detection"]),
    R("en", "Where exactly was the fire frame taken?", NONE, "now", [FRAMES], ["=detection_place"]),
    R("en", "any detections from the drone today", NONE, "today", [FRAMES], ["=frames"]),
    R("en", "Last drone frame: fire or not?", NONE, "now", [FRAMES], ["=frames"]),
    R("en", "What did the drone catch, and how's the danger at SBA where it flew?", S, "now", [FRAMES, DG],
      ["=frames", v(S, "now", "fwi")]),
    R("en", "What did the drone spot, and where will that fire be in 30 minutes?", NONE, "now", [FRAMES, SPREAD],
      ["=frames", "=spread"], h=30),
    R("fr", "Qu'a détecté le drone pendant son vol ?", NONE, "now", [FRAMES], ["=frames"]),
    R("fr", "À quelle heure le drone a vu la fumée ?", NONE, "now", [FRAMES], ["=detection"]),
    R("es", "¿Dónde vio el dron el humo?", NONE, "now", [FRAMES], ["=detection_place"]),
    R("es", "¿El dron detectó fuego hoy? ¿Y dónde estará ese frente dentro de una hora?", NONE, "today", [FRAMES, SPREAD],
      ["=detection", "=spread"], h=60),
    R("ar", "واش شاف الدرون في الخرجة تاعو؟", NONE, "now", [FRAMES], ["=frames"]),
    R("ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", NONE, "now", [FRAMES], ["=detection"]),
    R("ar", "وين كانت النار اللي صورها الدرون؟", NONE, "now", [FRAMES], ["=detection_place"]),
    R("ar", "واش صوّرت الطائرة بدون طيار، وشحال مؤشر الخطر في سيدي بلعباس؟", S, "now", [FRAMES, DG],
      ["=frames", v(S, "now", "fwi")]),
])

# --- the shipped documents ----------------------------------------------------------------------
emit("docs", [
    R("en", "How much defensible space does Butte County want around a house?", NONE, "none", [DOCS], ["=doc_defensible"]),
    R("en", "What does LCES stand for?", NONE, "none", [DOCS], LCES_WORDS),
    R("en", "At what FFMC do fine fuels start lighting easily?", NONE, "none", [DOCS], [FFMC_EASY]),
    R("en", "What FWI number tips us into high danger?", NONE, "none", [DOCS], [TH["high"]]),
    R("en", "zone 2 grass, max height?", NONE, "none", [DOCS], [GRASS_IN]),
    R("en", "Per the crew safety sheet, when should we pull back and re-assess?", NONE, "none", [DOCS], [WATCHOUT]),
    R("en", "How far should branches be kept from a chimney under the defensible space rules?", NONE, "none", [DOCS],
      [BRANCH_FT]),
    R("en", "According to your FWI guide, where does 'high' start, and is SBA there now?", S, "now", [DOCS, DG],
      [TH["high"], v(S, "now", "fwi"), cls(S, "now")]),
    R("fr", "Quelle distance de débroussaillement le comté de Butte impose-t-il autour des bâtiments ?", NONE, "none",
      [DOCS], [DS_FEET]),
    R("fr", "À partir de quel FWI on passe en danger très élevé ?", NONE, "none", [DOCS], [TH["very_high"]]),
    R("fr", "C'est quoi les quatre points LCES ?", NONE, "none", [DOCS], []),
    R("es", "¿Qué dice la guía sobre la zona 0 alrededor de la casa?", NONE, "none", [DOCS], [ZONE0]),
    R("es", "¿Desde qué valor de FWI el peligro es extremo? ¿Y cuánto marca Bejaia ahora?", B, "now", [DOCS, DG],
      [TH["extreme"], v(B, "now", "fwi")]),
    R("ar", "شنو هي LCES في وثيقة سلامة الفرقة؟", NONE, "none", [DOCS], []),
    R("ar", "ما هي المسافة المطلوبة حول المنازل في مقاطعة بوت؟", NONE, "none", [DOCS], [DS_FEET]),
    R("ar", "من أي قيمة FFMC تشتعل الأعشاب الرقيقة بسهولة؟", NONE, "none", [DOCS], [FFMC_EASY]),
])

# --- what the box can do ------------------------------------------------------------------------
emit("caps", [
    R("en", "What can this box actually do for us?", NONE, "none", [CAPS], []),
    R("en", "which stations do you have data from", NONE, "none", [CAPS], [{"any": ["bejaia"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes"]}]),
    R("en", "Do you hold drone imagery on here, or just weather?", NONE, "none", [CAPS], []),
    R("en", "What do you have on board, and what's the temperature at SBA right now?", S, "now", [CAPS, CC], vs(S, "now", "t")),
    R("fr", "Tu sais faire quoi exactement ?", NONE, "none", [CAPS], []),
    R("fr", "Quelles données as-tu à bord ?", NONE, "none", [CAPS], []),
    R("es", "¿Qué información tiene este equipo?", NONE, "none", [CAPS], []),
    R("es", "¿Qué datos tienes guardados y cuánta humedad hay en Bejaia?", B, "now", [CAPS, CC], vs(B, "now", "rh")),
    R("ar", "واش يقدر يدير هاذ الجهاز؟", NONE, "none", [CAPS], []),
    R("ar", "ما هي البيانات المتوفرة لديك؟", NONE, "none", [CAPS], []),
])

# --- a photo the crew says it attached (none ever is) -----------------------------------------------
emit("photo", [
    R("en", "Sending you a pic of the column, how big does it look?", NONE, "none", [PHOTO], []),
    R("en", "I attached a photo of the flank. Is that crowning?", NONE, "none", [PHOTO], []),
    R("en", "Photo of the ridge attached. Also, what's the FWI at Bejaia?", B, "now", [PHOTO, DG], vs(B, "now", "fwi")),
    R("fr", "Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", NONE, "none", [PHOTO], []),
    R("es", "Te mando una foto del humo, ¿es un foco nuevo?", NONE, "none", [PHOTO], []),
    R("ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", NONE, "none", [PHOTO], []),
    R("ar", "راني بعثتلك صورة للدخان، وقولي شحال الريح في سيدي بلعباس.", S, "now", [PHOTO, CC], vs(S, "now", "ws")),
])

# --- out of scope alone (forecast, other towns, wind direction, air readings the box lacks) -------
emit("oos", [
    R("en", "Forecast for Bejaia tomorrow?", B, "none", [OOS], []),
    R("en", "Wind direction at SBA right now?", S, "now", [OOS], []),
    R("en", "What's the FWI in Oran?", NONE, "now", [OOS], []),
    R("en", "barometric pressure at bejaia", B, "now", [OOS], []),
    R("en", "Dew point at Sidi Bel Abbes?", S, "now", [OOS], []),
    R("en", "Any lightning expected tonight over the hills?", NONE, "none", [OOS], []),
    R("en", "PM2.5 / smoke concentration at Sidi Bel Abbes?", S, "now", [OOS], []),
    R("en", "What's the visibility for the air tankers at Béjaïa?", B, "now", [OOS], []),
    R("en", "who won the match last night", NONE, "none", [OOS], []),
    R("en", "Cloud cover and solar radiation at SBA?", S, "now", [OOS], []),
    R("fr", "Prévisions pour demain à Sidi Bel Abbès ?", S, "none", [OOS], []),
    R("fr", "D'où vient le vent à Béjaïa ?", B, "now", [OOS], []),
    R("fr", "Quelle est la pression atmosphérique à SBA ?", S, "now", [OOS], []),
    R("fr", "Le danger à Tizi Ouzou aujourd'hui ?", NONE, "today", [OOS], []),
    R("es", "¿Qué tiempo hará mañana en Bejaia?", B, "none", [OOS], []),
    R("es", "¿Cuál es el punto de rocío en SBA?", S, "now", [OOS], []),
    R("es", "¿Nivel de peligro en Tlemcen?", NONE, "now", [OOS], []),
    R("ar", "واش راح يكون الطقس غدوة في بجاية؟", B, "none", [OOS], []),
    R("ar", "منين جاي الريح في سيدي بلعباس؟", S, "now", [OOS], []),
    R("ar", "ما هو الضغط الجوي في بجاية الآن؟", B, "now", [OOS], []),
    R("ar", "شحال الحرارة في وهران؟", NONE, "now", [OOS], []),
    R("ar", "مؤشر الأشعة فوق البنفسجية في سيدي بلعباس؟", S, "now", [OOS], []),
])

# --- a part the box holds beside a part it does not (warn) --------------------------------------
emit("oosmix", [
    R("en", "Wind speed and direction at SBA?", S, "now", [CC, OOS], vs(S, "now", "ws")),
    R("en", "What's the FWI at Bejaia today and what will it be tomorrow?", B, "today", [DG, OOS], vs(B, "today", "fwi")),
    R("en", "temp in bejaia and oran rn", B, "now", [CC, OOS], vs(B, "now", "t")),
    R("en", "Give me RH and dew point at Sidi Bel Abbes.", S, "now", [CC, OOS], vs(S, "now", "rh")),
    R("en", "Pressure and temperature at Béjaïa please, the air base wants both.", B, "now", [CC, OOS], vs(B, "now", "t")),
    R("en", "Danger at SBA now, and is it going to get worse later this afternoon?", S, "now", [DG, OOS], vs(S, "now", "fwi")),
    R("en", "Wind at Bejaia in knots, and what were the peak gusts?", B, "now", [CC, OOS], vs(B, "now", "ws", "knots")),
    R("fr", "Vent à Béjaïa : vitesse et direction ?", B, "now", [CC, OOS], vs(B, "now", "ws")),
    R("fr", "Température à SBA aujourd'hui, et la prévision pour demain ?", S, "today", [CC, OOS], vs(S, "today", "t")),
    R("fr", "Humidité à Sidi Bel Abbès et à Mascara ?", S, "now", [CC, OOS], vs(S, "now", "rh")),
    R("es", "¿Temperatura en Bejaia ahora y pronóstico para mañana?", B, "now", [CC, OOS], vs(B, "now", "t")),
    R("es", "Velocidad y dirección del viento en SBA", S, "now", [CC, OOS], vs(S, "now", "ws")),
    R("es", "Humedad y presión atmosférica en Sidi Bel Abbès", S, "now", [CC, OOS], vs(S, "now", "rh")),
    R("ar", "سرعة واتجاه الريح في بجاية", B, "now", [CC, OOS], vs(B, "now", "ws")),
    R("ar", "الخطر في سيدي بلعباس اليوم وغدوة؟", S, "today", [DG, OOS], vs(S, "today", "fwi")),
    R("ar", "الحرارة في بجاية وفي تيزي وزو", B, "now", [CC, OOS], vs(B, "now", "t")),
    R("ar", "الرطوبة ونقطة الندى في سيدي بلعباس", S, "now", [CC, OOS], vs(S, "now", "rh")),
    R("ar", "شحال الحرارة في سيدي بلعباس دروك، وشحال راح تكون غدوة العشية؟", S, "now", [CC, OOS], vs(S, "now", "t")),
])

# --- orders alone (refused) ---------------------------------------------------------------------
emit("refuse", [
    R("en", "Send an evacuation alert to the village north of SBA.", NONE, "none", [REF], [neg("en")]),
    R("en", "Pass the red flag warning on to Engine 12.", NONE, "none", [REF], [neg("en")]),
    R("en", "Notify the forestry office in Bejaia that danger is going up.", NONE, "none", [REF], [neg("en")]),
    R("en", "Dispatch two tankers to the drone fire, now.", NONE, "none", [REF], [neg("en")]),
    R("en", "delete the old drone frames", NONE, "none", [REF], [neg("en")]),
    R("en", "Warn the farmers east of SBA to clear out.", NONE, "none", [REF], [neg("en")]),
    R("fr", "Préviens la protection civile de Béjaïa tout de suite.", NONE, "none", [REF], [neg("fr")]),
    R("fr", "Envoie une alerte à tous les engins du secteur.", NONE, "none", [REF], [neg("fr")]),
    R("es", "Avisa al jefe de brigada de que el fuego se acerca.", NONE, "none", [REF], [neg("es")]),
    R("es", "Manda la alerta a la central de Sidi Bel Abbès.", NONE, "none", [REF], [neg("es")]),
    R("ar", "بلّغ الحماية المدنية في سيدي بلعباس بالحريق", NONE, "none", [REF], [neg("ar")]),
    R("ar", "ابعث إنذار للفرق اللي راهم في الغابة", NONE, "none", [REF], [neg("ar")]),
])

# --- orders hidden beside a question (warn) ----------------------------------------------------
emit("refusemix", [
    R("en", "What's the FWI at SBA? Then push an alert with it to all crews.", S, "now", [DG, REF], vs(S, "now", "fwi") + [neg("en")]),
    R("en", "Check the wind at Bejaia and warn the dozer operator if it's over 20.", B, "now", [CC, REF],
      vs(B, "now", "ws") + [neg("en")]),
    R("en", "Give me the drone detection time and forward it to dispatch.", NONE, "now", [FRAMES, REF], ["=detection", neg("en")]),
    R("en", "Compare the two stations and text the result to the IC.", BOTH, "now", [CMP, REF], both("now", "fwi") + [neg("en")]),
    R("en", "Danger class at Béjaïa today — and tell the forestry post to close the trails.", B, "today", [DG, REF],
      vs(B, "today", "fwi", "class") + [neg("en")]),
    R("en", "How far does the head go in 30 min at 20 m/min? Relay that to Engine 4.", NONE, "now", [DRIFT, REF],
      [dist(20 * 30), neg("en")], h=30),
    R("fr", "Donne-moi l'humidité à SBA et préviens le chef de colonne.", S, "now", [CC, REF], vs(S, "now", "rh") + [neg("fr")]),
    R("fr", "Quel danger à Béjaïa ? Transmets l'alerte au poste de commandement.", B, "now", [DG, REF],
      vs(B, "now", "fwi") + [neg("fr")]),
    R("es", "¿Cuánto viento hay en Sidi Bel Abbès? Y avisa a la brigada 3.", S, "now", [CC, REF], vs(S, "now", "ws") + [neg("es")]),
    R("es", "Dime qué vio el dron y manda la imagen al centro de mando.", NONE, "now", [FRAMES, REF], ["=frames", neg("es")]),
    R("ar", "شحال الخطر في بجاية؟ وبلّغ رئيس الفرقة.", B, "now", [DG, REF], vs(B, "now", "fwi") + [neg("ar")]),
    R("ar", "عطيني الحرارة في سيدي بلعباس وابعثها للقيادة.", S, "now", [CC, REF], vs(S, "now", "t") + [neg("ar")]),
    R("ar", "شوف الرطوبة في بجاية، وإذا كانت تحت 30 حذّر الفرقة.", B, "now", [CC, REF], vs(B, "now", "rh") + [neg("ar")]),
    R("es", "Dame la temperatura de Bejaia y avisa a la torre de vigilancia.", B, "now", [CC, REF],
      vs(B, "now", "t") + [neg("es")]),
])

# --- tactical (served only as the facts bearing on it) ----------------------------------------------
emit("tactical", [
    R("en", "Should we pull the crews off the ridge at SBA?", S, "now", [TAC], vs(S, "now", "ws", "fwi")),
    R("en", "Is it safe to light a backburn near Bejaia this afternoon?", B, "now", [TAC], vs(B, "now", "ws", "rh")),
    R("en", "Where should I stage the spare tanker, Bejaia or SBA?", BOTH, "now", [CMP, TAC], both("now", "fwi")),
    R("en", "Logistics: do I need to pre-position extra water at SBA today? What's its danger class?", S, "today", [DG, TAC],
      vs(S, "today", "fwi", "class")),
    R("fr", "On engage sur le flanc ou on attend, vu la météo à Sidi Bel Abbès ?", S, "now", [TAC], vs(S, "now", "ws", "rh")),
    R("es", "¿Conviene subir la cuadrilla a pie por la ladera en SBA con este viento?", S, "now", [TAC], vs(S, "now", "ws")),
    R("ar", "نطلعو للجبل ولا نستناو؟ كيفاش راهي الحالة في بجاية؟", B, "now", [TAC], vs(B, "now", "ws", "fwi")),
    R("ar", "هل من الآمن إشعال نار مضادة قرب سيدي بلعباس الآن؟", S, "now", [TAC], vs(S, "now", "ws", "rh")),
])

# --- days the box has no reading for (abstain) -----------------------------------------------
emit("nodata", [
    R("en", "What was the temperature at Bejaia on 15 May 2012?", B, "2012-05-15", [CC], []),
    R("en", "FWI at SBA on 2012-04-20?", S, "2012-04-20", [DG], []),
    R("en", "Danger level at Sidi Bel Abbes on 17 Aug 2011, same week last year?", S, "2011-08-17", [DG], []),
    R("fr", "Humidité à Béjaïa le 10 mai 2012 ?", B, "2012-05-10", [CC], []),
    R("es", "¿Qué viento hubo en SBA el 28 de mayo de 2012?", S, "2012-05-28", [CC], []),
    R("ar", "شحال كانت الحرارة في بجاية يوم 20 ماي 2012؟", B, "2012-05-20", [CC], []),
])

# ============================================================================= sessions
SESSIONS = []


def turn(sid, n, lang, q, st, when, intents, facts=(), decision=None, h=None, alt=None):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": list(intents),
           "stations": None if st == NONE else sorted([B, S]) if st == BOTH else [st], "when": when,
           "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    assert "{" not in q and "}" not in q
    SESSIONS.append(row)


# s01: radio, station switch, why, back
turn(1, 1, "en", "Box, Engine 3. Danger at Sidi Bel Abbes right now?", S, "now", [DG], vs(S, "now", "fwi", "class"))
turn(1, 2, "en", "And the other station?", B, "now", [DG], vs(B, "now", "fwi", "class"))
turn(1, 3, "en", "why's it that low there?", B, "now", [EXP], vs(B, "now", "rh", "rain"))
turn(1, 4, "en", "Copy. Temp and wind back at SBA.", S, "now", [CC], vs(S, "now", "t", "ws"))
# s02: French, then Arabic mid-session
turn(2, 1, "fr", "Humidité à Béjaïa hier ?", B, "yesterday", [CC], vs(B, "yesterday", "rh"))
turn(2, 2, "fr", "Et le vent, le même jour ?", B, "yesterday", [CC], vs(B, "yesterday", "ws"))
turn(2, 3, "ar", "وفي سيدي بلعباس؟", S, "yesterday", [CC], vs(S, "yesterday", "ws"))
turn(2, 4, "fr", "Pourquoi autant d'écart d'humidité entre les deux ?", BOTH, "yesterday", [EXP], both("yesterday", "rh"))
# s03: extreme day + fire, detour to a document, back to that day
turn(3, 1, "en", "Hottest day at SBA in August, and did it burn?", S, "aug", [SUM, AN], [SBA_AUG_TMAX], alt=[[SUM]])
turn(3, 2, "en", "Unrelated: what does the LCES sheet say a safety zone has to be?", NONE, "none", [DOCS], [LCES_WORDS[3]])
turn(3, 3, "en", "Back to SBA. What was the humidity on that hottest day?", S, SBA_AUG_HOT, [CC], vs(S, SBA_AUG_HOT, "rh"))
turn(3, 4, "en", "and the FWI?", S, SBA_AUG_HOT, [DG], vs(S, SBA_AUG_HOT, "fwi"))
# s04: Spanish, unit, detour to the drone, back
turn(4, 1, "es", "¿Viento en Bejaia ahora?", B, "now", [CC], vs(B, "now", "ws"))
turn(4, 2, "es", "¿y en nudos?", B, "now", [CC], vs(B, "now", "knots"))
turn(4, 3, "es", "Otra cosa: ¿qué vio el dron hoy?", NONE, "now", [FRAMES], ["=frames"])
turn(4, 4, "es", "Vale. Volviendo a Bejaia, ¿y la humedad?", B, "now", [CC], vs(B, "now", "rh"))
# s05: Arabic, why, other station, an order
turn(5, 1, "ar", "شحال الخطر في سيدي بلعباس اليوم؟", S, "today", [DG], vs(S, "today", "fwi"))
turn(5, 2, "ar", "وعلاش؟", S, "today", [EXP], vs(S, "today", "rh"))
turn(5, 3, "ar", "وبجاية؟", B, "today", [DG], vs(B, "today", "fwi"))
turn(5, 4, "ar", "ابعث التحذير لفرقة الغابة", NONE, "none", [REF], [neg("ar")])
# s06: analyst, near place (warn), drone out there (warn), drift, spread
turn(6, 1, "en", "FWI for the slope 8 km north-east of SBA?", S, "now", [DG], vs(S, "now", "fwi"), decision="warn")
turn(6, 2, "en", "What did the drone see out there?", S, "now", [FRAMES], ["=detection_place"], decision="warn")
turn(6, 3, "en", "Say the head is doing 35 m/min. How far in 25 minutes?", NONE, "now", [DRIFT], [dist(35 * 25)], h=25)
turn(6, 4, "en", "and where will it be in 45?", NONE, "now", [SPREAD], ["=spread"], h=45)
# s07: fast typing, own reading, compare
turn(7, 1, "en", "kestrel says 27c here at bejaia stn, what u got", B, "now", [CC], vs(B, "now", "t"))
turn(7, 2, "en", "rh too", B, "now", [CC], vs(B, "now", "rh"))
turn(7, 3, "en", "same 2 numbers for sba", S, "now", [CC], vs(S, "now", "t", "rh"))
turn(7, 4, "en", "so which one burns worse", BOTH, "now", [CMP], both("now", "fwi"))
# s08: French, an order in the middle, then back
turn(8, 1, "fr", "Combien de jours de feu à Béjaïa en août ?", B, "aug", [SUM], [fires(B, "aug")])
turn(8, 2, "fr", "Au fait, tu peux transmettre ce chiffre au PC ?", NONE, "none", [REF], [neg("fr")])
turn(8, 3, "fr", "Bon. Et à Sidi Bel Abbès ?", S, "aug", [SUM], [fires(S, "aug")])
turn(8, 4, "fr", "Et le FWI le plus haut ce mois-là, là-bas ?", S, "aug", [SUM], [SBA_AUG_FWIMAX])
# s09: two days one after the other, a photo
turn(9, 1, "en", "SBA temp on 3 Aug?", S, "2012-08-03", [CC], vs(S, "2012-08-03", "t"))
turn(9, 2, "en", "and on the 17th?", S, "2012-08-17", [CC], vs(S, "2012-08-17", "t"))
turn(9, 3, "en", "what danger class was the 17th", S, "2012-08-17", [DG], vs(S, "2012-08-17", "fwi", "class"))
turn(9, 4, "en", "sending you a photo from that day so you can see it", NONE, "none", [PHOTO], [])
# s10: Arabic, unit, English direction (out of scope), back to Arabic
turn(10, 1, "ar", "ما هي سرعة الرياح في بجاية الآن؟", B, "now", [CC], vs(B, "now", "ws"))
turn(10, 2, "ar", "وبالعقدة؟", B, "now", [CC], vs(B, "now", "knots"))
turn(10, 3, "en", "and which way is it blowing?", B, "now", [OOS], [])
turn(10, 4, "ar", "طيب، ودرجة الحرارة؟", B, "now", [CC], vs(B, "now", "t"))
# s11: Spanish, summary, detour to a document, back, why
turn(11, 1, "es", "¿Cuál fue la temperatura máxima en SBA en julio?", S, "jul", [SUM], [win_max(S, "jul", "t")])
turn(11, 2, "es", "Pregunta aparte: ¿cuánto espacio defendible pide Butte County alrededor de las casas?", NONE, "none",
     [DOCS], [DS_FEET])
turn(11, 3, "es", "Volviendo a SBA: ¿cuántos días de incendio hubo ese mes?", S, "jul", [SUM], [fires(S, "jul")])
turn(11, 4, "es", "¿Y por qué tantos?", S, "jul", [EXP], [])
# s12: new volunteer, capabilities, danger, what the class means, tomorrow
turn(12, 1, "en", "hi, first day on the crew. what can you tell me?", NONE, "none", [CAPS], [])
turn(12, 2, "en", "ok what's the danger at bejaia", B, "now", [DG], vs(B, "now", "fwi", "class"))
turn(12, 3, "en", "what does that class mean?", B, "now", [EXP], [TH["very_low"]], alt=[[DOCS]])
turn(12, 4, "en", "will it be worse tomorrow?", B, "none", [OOS], [])
# s13: French near place (warn), Spanish back at the station
turn(13, 1, "fr", "Température à 10 km à l'ouest de Béjaïa ?", B, "now", [CC], vs(B, "now", "t"), decision="warn")
turn(13, 2, "fr", "Et l'humidité là-bas ?", B, "now", [CC], vs(B, "now", "rh"), decision="warn")
turn(13, 3, "es", "¿Y el peligro en la propia estación?", B, "now", [DG], vs(B, "now", "fwi"))
# s14: counts, how many burned, detour, back
SBA_AUG_FWI25 = count(S, "aug", "fwi", ">", 25)
turn(14, 1, "en", "How many days did SBA's FWI go over 25 in August?", S, "aug", [SUM], SBA_AUG_FWI25[:1])
turn(14, 2, "en", "How many of those burned?", S, "aug", [AN], SBA_AUG_FWI25[1:], alt=[[SUM]])
turn(14, 3, "en", "Quick one while I have you: wind at Bejaia now?", B, "now", [CC], vs(B, "now", "ws"))
turn(14, 4, "en", "Back to SBA in August: what was the worst FWI of the month?", S, "aug", [SUM], [SBA_AUG_FWIMAX])


# ============================================================================= write
def write(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


write(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", TEMPLATES)
write(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESSIONS)

langs = Counter([p["lang"] for t in TEMPLATES for p in t["phrasings"]] + [s["lang"] for s in SESSIONS])
n = sum(langs.values())
multi = sum(len(i) >= 2 for t in TEMPLATES for i in t["intents_by_phrasing"]) + sum(len(s["intents"]) >= 2 for s in SESSIONS)
print(f"{n} questions ({sum(len(t['phrasings']) for t in TEMPLATES)} standalone, {len(SESSIONS)} session turns in "
      f"{len({s['session'] for s in SESSIONS})} sessions); multi-intent {multi} ({multi / n:.1%}); "
      + ", ".join(f"{k} {c} ({c / n:.0%})" for k, c in sorted(langs.items())))
