"""Batch d36 (file dev36): blind crew questions for the wildfire appliance, gold computed by code.

Run (writes only beside this file):
    cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev36.py
Add --check to expand the written files with crew_build and print counts and a sample.

Every gold number comes from the CSV (crew_facts.table / fire_record / window_facts), from a unit
conversion of a real reading, from the crew's own numbers (rate x minutes), or from a regex over the
shipped documents. No gold number is typed by hand.
"""
import json
import re
import sys
from collections import Counter, OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts

OUT = Path(__file__).resolve().parent
NAME, FILE = "d36", "dev36"
B, S = "bejaia", "sidi-bel-abbes"
BOTH = "both"
ALT = "alt"
T = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
DOCS = Path("/work/main/edge_data/documents")


# ---------------------------------------------------------------- computed facts
def days_of(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def day_of(key: str) -> str:
    d = days_of(key)
    assert len(d) == 1, key
    return d[0]


def rd(dev, key):
    return T[(dev, day_of(key))]


def num(x):
    return crew_facts._num(round(float(x), 1))


def dec_any(x, nd=1):
    """A converted or averaged figure: one decimal, point or comma (and the whole number when .0)."""
    s = f"{x:.{nd}f}"
    forms = [s, s.replace(".", ",")]
    if s.endswith(".0"):
        forms = [s[:-2]] + forms
    return {"any": forms}


def mph(dev, key):
    return dec_any(rd(dev, key).wind_kmh * 0.621371)


def knots(dev, key):
    return dec_any(rd(dev, key).wind_kmh / 1.852)


def mps(dev, key):
    return dec_any(rd(dev, key).wind_kmh / 3.6)


def fahr(dev, key):
    return dec_any(rd(dev, key).temperature_c * 9 / 5 + 32)


def code(dev, key, name):
    return num(rd(dev, key).codes[name])


def diff(dev_a, dev_b, key, field):
    get = (lambda r: r.codes["FWI"]) if field == "fwi" else (lambda r: getattr(r, field))
    return num(abs(get(rd(dev_a, key)) - get(rd(dev_b, key))))


def rows(dev, key):
    return [T[(dev, d)] for d in days_of(key) if (dev, d) in T]


def count_above(dev, key, field, thr):
    get = (lambda r: r.codes["FWI"]) if field == "fwi" else (lambda r: getattr(r, field))
    return sum(1 for r in rows(dev, key) if get(r) > thr)


def mean(dev, key, field):
    vals = [getattr(r, field) for r in rows(dev, key)]
    return dec_any(sum(vals) / len(vals))


def total_rain(dev, key):
    return num(sum(r.rain_mm for r in rows(dev, key)))


def peak_day(dev, key):
    best = max(rows(dev, key), key=lambda r: r.codes["FWI"])
    y, m, d = best.date.split("-")
    mon = crew_days.MONTHS["en"][int(m) - 1]
    return {"any": [best.date, f"{int(d)} {mon}", f"{mon} {int(d)}", f"{int(d)} {mon[:3]}", f"{mon[:3]} {int(d)}",
                    f"{d}/{m}", f"{int(d)}/{int(m)}"]}


def fwi_on(dev, day):
    return num(T[(dev, day)].codes["FWI"])


def fires_above(dev, thr):
    """The analog count by crew_facts' own rule (days before today with FWI above thr): [days, fires]."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def dist(metres):
    m = round(metres)
    km = m / 1000
    ks = f"{km:.3f}".rstrip("0").rstrip(".")
    forms = [f"{m} m", f"{ks} km", f"{ks.replace('.', ',')} km", f"{m} متر", f"{ks} كلم", f"{ks} كم"]
    if m >= 1000:
        forms += [f"{m // 1000} {m % 1000:03d} m", f"{m // 1000},{m % 1000:03d} m"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def drift(rate_m_per_min=None, kmh=None, minutes=None):
    metres = rate_m_per_min * minutes if rate_m_per_min is not None else kmh * 1000 / 60 * minutes
    return dist(metres)


# shipped documents, parsed with a regex
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


BUTTE, LCES, FWIG = (doc(n) for n in ("butte-county-defensible-space.md", "crew-safety-lces.md",
                                      "fire-weather-index-guide.md"))


def rx(text, pattern, cast=float):
    m = re.search(pattern, text, re.S)
    assert m, pattern
    return crew_facts._num(cast(m.group(1)))


DOC_FEET = rx(BUTTE, r"requires (\d+) feet of defensible space")
ZONE0 = rx(BUTTE, r"Zone 0 is the first (\d+) feet")
ZONE1_LO = rx(BUTTE, r"Zone 1 runs from (\d+) to \d+ feet")
ZONE1_HI = rx(BUTTE, r"Zone 1 runs from \d+ to (\d+) feet")
GRASS_IN = rx(BUTTE, r"maximum height of (\d+) inches")
BRANCH_FT = rx(BUTTE, r"branches (\d+) feet\s+from chimneys")
FFMC_EASY = rx(FWIG, r"above about (\d+)\s+fine fuels ignite easily")
CL_VLOW = rx(FWIG, r"below ([\d.]+) very low")
CL_MOD = rx(FWIG, r"from ([\d.]+) moderate")
CL_HIGH = rx(FWIG, r"from ([\d.]+) high")
CL_VHIGH = rx(FWIG, r"from ([\d.]+)\s+very high")
assert "Lookouts" in LCES and "Safety zones" in LCES and "downhill" in LCES

LOOKOUT = {"any": ["lookout", "vigie", "guetteur", "vigía", "vigia", "مراقب"]}
SAFETY_ZONE = {"any": ["safety zone", "zone de sécurité", "zona de seguridad", "منطقة آمنة", "منطقة الأمان"]}
WATCHOUT = {"any": ["downhill", "spot fire", "descendante", "en descente", "cuesta abajo", "pendiente abajo",
                    "منحدر", "lookout"]}
HIGH_DAY = {"any": ["lookout", "escape route", "not left alone", "vigie", "itinéraire", "ruta de escape",
                    "vigía", "مراقب", "طريق"]}
NEG_ML = {"any": crew_facts.NEGATION["any"] + ["ne peux pas", "ne peut pas", "impossible", "pas en mesure",
                                                "no puedo", "no puede", "no es posible", "لا أستطيع", "لا يمكن",
                                                "ما نقدرش", "لا يمكنني"]}
DIRECTION = {"any": ["direction", "dirección", "اتجاه"]}
ORAN = {"any": ["Oran", "وهران"]}
TLEMCEN = {"any": ["Tlemcen", "تلمسان"]}
ALGIERS = {"any": ["Algiers", "Alger", "Argel", "الجزائر"]}
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس", "سيدي بل عباس"]}]


# ---------------------------------------------------------------- the questions
ROWS = []   # template rows


def Q(kind, lang, q, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    if st == ALT:
        assert "{st}" in q, q
    ROWS.append(dict(kind=kind, lang=lang, q=q, intents=list(intents), st=st, day=day, facts=list(facts), dec=dec,
                     h=h, thr=thr, fh=fh, alt=alt))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---- current conditions ------------------------------------------------------------------
k = "cond"
Q(k, "en", "Dispatch needs the noon temperature and humidity at Sidi Bel Abbes for the log, please.", [CC], [S], "today", ["t", "rh"])
Q(k, "en", "{st} wind speed right now?", [CC], ALT, "now", ["ws"])
Q(k, "en", "rh bejaia rn", [CC], [B], "now", ["rh"])
Q(k, "en", "Did any rain fall at {st} {day}?", [CC], ALT, "2012-08-31", ["rain"])
Q(k, "en", "What were conditions like at SBA yesterday? Temp, RH, wind, rain, the lot.", [CC], [S], "yesterday", ["t", "rh", "ws", "rain"])
Q(k, "en", "Bejaia IC to the box: current wind and relative humidity, over.", [CC], [B], "now", ["ws", "rh"])
Q(k, "en", "how hot did sba get on 17 aug", [CC], [S], "2012-08-17", ["t"])
Q(k, "en", "Temperature at {st} {day}?", [CC], ALT, "2012-07-21", ["t"])
Q(k, "en", "Sorry, new volunteer here. How humid is it at Béjaïa at the moment?", [CC], [B], "now", ["rh"])
Q(k, "en", "Water tender 3. How much rain did Bejaia get the day before yesterday?", [CC], [B], "daybefore", ["rain"])
Q(k, "en", "sba temp n wind 3/8 pls", [CC], [S], "2012-08-03", ["t", "ws"])
Q(k, "en", "Give me the full 14-Aug reading for Bejaia.", [CC], [B], "2012-08-14", ["t", "rh", "ws", "rain"])
Q(k, "fr", "Quelle humidité relative à Sidi-Bel-Abbès ce midi ?", [CC], [S], "today", ["rh"])
Q(k, "fr", "Il fait combien à Béjaïa, là, maintenant ?", [CC], [B], "now", ["t"])
Q(k, "fr", "Vent à {st} {day} ?", [CC], ALT, "2012-09-14", ["ws"])
Q(k, "fr", "Chef d'agrès FPT de Béjaïa : le relevé d'hier svp, température, humidité et vent.", [CC], [B], "yesterday", ["t", "rh", "ws"])
Q(k, "fr", "Est-ce qu'il a plu sur Sidi Bel Abbès le 5 septembre ?", [CC], [S], "2012-09-05", ["rain"])
Q(k, "fr", "La température relevée à SBA le 14 juillet, tu l'as ?", [CC], [S], "2012-07-14", ["t"])
Q(k, "es", "¿Cuánto viento hay ahora mismo en Sidi Bel Abbès?", [CC], [S], "now", ["ws"])
Q(k, "es", "Jefe de cuadrilla: ¿humedad y temperatura en Béjaïa ayer?", [CC], [B], "yesterday", ["rh", "t"])
Q(k, "es", "¿Llovió en {st} {day}?", [CC], ALT, "2012-06-03", ["rain"])
Q(k, "es", "dame la temp de SBA del 12/8 porfa", [CC], [S], "2012-08-12", ["t"])
Q(k, "es", "¿Qué tiempo hacía en Béjaïa el 26 de julio a mediodía? Temperatura, humedad y viento.", [CC], [B], "2012-07-26", ["t", "rh", "ws"])
Q(k, "ar", "شحال الحرارة في سيدي بلعباس ضرك؟", [CC], [S], "now", ["t"])
Q(k, "ar", "ما هي نسبة الرطوبة في بجاية اليوم؟", [CC], [B], "today", ["rh"])
Q(k, "ar", "wach tahet chta f bjaya lbareh?", [CC], [B], "yesterday", ["rain"])
Q(k, "ar", "قداش كانت سرعة الريح في بجاية نهار 29 أوت؟", [CC], [B], "2012-08-29", ["ws"])
Q(k, "ar", "أعطني قراءات محطة سيدي بلعباس ليوم 2 أوت: الحرارة والرطوبة والرياح.", [CC], [S], "2012-08-02", ["t", "rh", "ws"])
Q(k, "ar", "chhal kant l7rara f SBA nhar 11/08?", [CC], [S], "2012-08-11", ["t"])
Q(k, "ar", "شحال كانت الريح ف {st} {day}؟", [CC], ALT, "2012-07-21", ["ws"])
Q(k, "ar", "هل سقطت أمطار على بجاية أول أمس؟ وكم؟", [CC], [B], "daybefore", ["rain"])

# ---- units asked ---------------------------------------------------------------------------
k = "units"
Q(k, "en", "Wind at SBA now, in mph?", [CC], [S], "now", ["ws", mph(S, "now")])
Q(k, "en", "What's the temperature in Fahrenheit at Bejaia right now?", [CC], [B], "now", ["t", fahr(B, "now")])
Q(k, "en", "Bejaia wind yesterday in knots please, the helo pilot is asking.", [CC], [B], "yesterday", ["ws", knots(B, "yesterday")])
Q(k, "en", "sba wind m/s rn", [CC], [S], "now", ["ws", mps(S, "now")])
Q(k, "en", "Give me Sidi-Bel Abbès's 17 August high in °F for the American liaison.", [CC], [S], "2012-08-17", ["t", fahr(S, "2012-08-17")])
Q(k, "fr", "Le vent à Béjaïa en nœuds, s'il te plaît, c'est pour l'hélico.", [CC], [B], "now", ["ws", knots(B, "now")])
Q(k, "fr", "Vitesse du vent à SBA le 28 septembre, en mètres par seconde ?", [CC], [S], "2012-09-28", ["ws", mps(S, "2012-09-28")])
Q(k, "es", "¿Viento en Béjaïa en millas por hora, ahora mismo?", [CC], [B], "now", ["ws", mph(B, "now")])
Q(k, "es", "¿Cuántos grados Fahrenheit marcó Sidi Bel Abbès el 2 de agosto?", [CC], [S], "2012-08-02", ["t", fahr(S, "2012-08-02")])
Q(k, "ar", "سرعة الرياح في سيدي بلعباس الآن بالعقدة من فضلك", [CC], [S], "now", ["ws", knots(S, "now")])
Q(k, "ar", "l7rara f bjaya b fahrenheit 3afak", [CC], [B], "now", ["t", fahr(B, "now")])
Q(k, "ar", "قداش الريح في بجاية بالمتر في الثانية؟", [CC], [B], "now", ["ws", mps(B, "now")])

# ---- danger --------------------------------------------------------------------------------
k = "danger"
Q(k, "en", "What's the FWI at {st} right now?", [DG], ALT, "now", ["fwi"])
Q(k, "en", "Danger class at Bejaia today?", [DG], [B], "today", ["class", "fwi"])
Q(k, "en", "fwi sba yday", [DG], [S], "yesterday", ["fwi"])
Q(k, "en", "Box, Bejaia IC. Fire danger rating at the station for noon, over.", [DG], [B], "today", ["fwi", "class"])
Q(k, "en", "FBAN request: ISI and BUI at Sidi Bel Abbes on August 17.", [DG], [S], "2012-08-17",
  [code(S, "2012-08-17", "ISI"), code(S, "2012-08-17", "BUI")])
Q(k, "en", "What was the fine fuel moisture code at Bejaia on 29 Aug?", [DG], [B], "2012-08-29", [code(B, "2012-08-29", "FFMC")])
Q(k, "en", "DC and DMC at SBA on 23 September. I want to see how deep the drying went.", [DG], [S], "2012-09-23",
  [code(S, "2012-09-23", "DC"), code(S, "2012-09-23", "DMC")])
Q(k, "en", "How dangerous was it at {st} {day}? Just the class.", [DG], ALT, "2012-08-25", ["class"])
Q(k, "en", "Is fire danger at Sidi Bel Abbes high at the moment or not?", [DG], [S], "now", ["class", "fwi"])
Q(k, "en", "fwi + class bejaia 29/8", [DG], [B], "2012-08-29", ["fwi", "class"])
Q(k, "fr", "C'est quoi l'indice FWI à Béjaïa aujourd'hui ?", [DG], [B], "today", ["fwi"])
Q(k, "fr", "Niveau de danger à Sidi-Bel-Abbès avant-hier ?", [DG], [S], "daybefore", ["class", "fwi"])
Q(k, "fr", "Donne-moi l'ISI de SBA le 21 juillet.", [DG], [S], "2012-07-21", [code(S, "2012-07-21", "ISI")])
Q(k, "fr", "Le danger était à quel niveau à Béjaïa le 22 août ?", [DG], [B], "2012-08-22", ["class", "fwi"])
Q(k, "fr", "FFMC à Sidi Bel Abbès aujourd'hui : on est au-dessus de 90 ou pas ?", [DG], [S], "today", [code(S, "today", "FFMC")])
Q(k, "es", "¿Qué índice FWI marca hoy Sidi Bel Abbès?", [DG], [S], "today", ["fwi"])
Q(k, "es", "¿Nivel de peligro en Béjaïa ayer?", [DG], [B], "yesterday", ["class", "fwi"])
Q(k, "es", "soy el analista: necesito el BUI de Béjaïa del 29 de agosto", [DG], [B], "2012-08-29", [code(B, "2012-08-29", "BUI")])
Q(k, "es", "¿Qué tan peligroso estaba {st} {day}?", [DG], ALT, "2012-08-17", ["fwi", "class"])
Q(k, "ar", "واش راهو مؤشر FWI في بجاية ضرك؟", [DG], [B], "now", ["fwi"])
Q(k, "ar", "ما هي درجة خطر الحرائق في سيدي بلعباس اليوم؟", [DG], [S], "today", ["class", "fwi"])
Q(k, "ar", "wach kayen khatar f SBA lbareh?", [DG], [S], "yesterday", ["class", "fwi"])
Q(k, "ar", "كم كان مؤشر الانتشار الأولي ISI في سيدي بلعباس يوم 16 سبتمبر؟", [DG], [S], "2012-09-16", [code(S, "2012-09-16", "ISI")])
Q(k, "ar", "الخطر في بجاية نهار 23 أوت، كان عالي ولا لا؟", [DG], [B], "2012-08-23", ["class", "fwi"])
Q(k, "ar", "FWI ta3 bjaya nhar 31 juillet?", [DG], [B], "2012-07-31", ["fwi"])
Q(k, "ar", "ما قيمة مؤشر الجفاف DC في بجاية أمس؟", [DG], [B], "yesterday", [code(B, "yesterday", "DC")])

# ---- conditions + danger (multi) ----------------------------------------------------------
k = "cond-danger"
Q(k, "en", "Temp, RH and FWI at SBA right now.", [CC, DG], [S], "now", ["t", "rh", "fwi"])
Q(k, "en", "bejaia wind + danger class rn pls", [CC, DG], [B], "now", ["ws", "class"])
Q(k, "en", "For the morning brief: Bejaia's humidity yesterday, and what danger class did that come out at?", [CC, DG], [B], "yesterday", ["rh", "class"])
Q(k, "en", "What were the wind and the FWI at {st} {day}?", [CC, DG], ALT, "2012-08-26", ["ws", "fwi"])
Q(k, "fr", "Humidité et niveau de danger à Sidi-Bel-Abbès le 16 septembre ?", [CC, DG], [S], "2012-09-16", ["rh", "class", "fwi"])
Q(k, "fr", "Béjaïa maintenant : température, vent, et l'indice FWI.", [CC, DG], [B], "now", ["t", "ws", "fwi"])
Q(k, "fr", "Hier à SBA, il a plu ? et ça donnait quel niveau de danger ?", [CC, DG], [S], "yesterday", ["rain", "class"])
Q(k, "es", "¿Temperatura y FWI en Béjaïa el 17 de agosto?", [CC, DG], [B], "2012-08-17", ["t", "fwi"])
Q(k, "es", "dime humedad y clase de peligro en SBA ahora", [CC, DG], [S], "now", ["rh", "class"])
Q(k, "es", "Ayer en Sidi Bel Abbès: ¿cuánto viento hubo y qué ISI dio?", [CC, DG], [S], "yesterday", ["ws", code(S, "yesterday", "ISI")])
Q(k, "ar", "الحرارة والرطوبة ومؤشر FWI في بجاية اليوم من فضلك", [CC, DG], [B], "today", ["t", "rh", "fwi"])
Q(k, "ar", "شحال الريح في سيدي بلعباس ضرك؟ وواش الخطر عالي؟", [CC, DG], [S], "now", ["ws", "class"])
Q(k, "ar", "l7rara w lkhatar f SBA nhar 21/07", [CC, DG], [S], "2012-07-21", ["t", "class", "fwi"])

# ---- compare ---------------------------------------------------------------------------------
k = "compare"
Q(k, "en", "Which station is worse right now, Bejaia or Sidi Bel Abbes?", [CMP], BOTH, "now", ["fwi"])
Q(k, "en", "Between the two stations, which was hotter on 2 August and by how much?", [CMP], BOTH, "2012-08-02", ["t", diff(S, B, "2012-08-02", "temperature_c")])
Q(k, "en", "compare fwi bej vs sba yday", [CMP], BOTH, "yesterday", ["fwi"])
Q(k, "en", "Where is it drier at noon today, Béjaïa or SBA?", [CMP], BOTH, "today", ["rh"])
Q(k, "en", "Which station had the higher FWI on 29 August, and by how much?", [CMP], BOTH, "2012-08-29", ["fwi", diff(B, S, "2012-08-29", "fwi")])
Q(k, "fr", "Entre Béjaïa et Sidi-Bel-Abbès, laquelle est la plus ventée aujourd'hui ?", [CMP], BOTH, "today", ["ws"])
Q(k, "fr", "Compare-moi le danger des deux stations le 25 août.", [CMP], BOTH, "2012-08-25", ["class", "fwi"])
Q(k, "fr", "Quelle station a eu le plus chaud hier, et de combien de degrés ?", [CMP], BOTH, "yesterday", ["t", diff(B, S, "yesterday", "temperature_c")])
Q(k, "es", "¿Cuál de las dos estaciones está peor ahora mismo?", [CMP], BOTH, "now", ["fwi"])
Q(k, "es", "¿Dónde hubo más humedad el 12 de agosto, en Béjaïa o en Sidi Bel Abbès?", [CMP], BOTH, "2012-08-12", ["rh"])
Q(k, "es", "¿Cuánto más alto fue el FWI de SBA que el de Béjaïa el 26 de agosto?", [CMP], BOTH, "2012-08-26", ["fwi", diff(S, B, "2012-08-26", "fwi")])
Q(k, "ar", "أي محطة فيها خطر أكبر ضرك، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "now", ["fwi"])
Q(k, "ar", "قارن لي بين المحطتين في درجة الحرارة أمس", [CMP], BOTH, "yesterday", ["t"])
Q(k, "ar", "chkoun skhoun ktar lyoum, bjaya wela SBA?", [CMP], BOTH, "today", ["t"])
Q(k, "ar", "أي محطة كانت الرياح فيها أقوى يوم 28 سبتمبر؟", [CMP], BOTH, "2012-09-28", ["ws"])
Q(k, "en", "Which of the two is more dangerous today, and what class is each one in?", [CMP, DG], BOTH, "today", ["fwi", "class"])
Q(k, "fr", "Quelle station est la plus dangereuse le 21 septembre ? Donne aussi le FWI et la classe de chacune.", [CMP, DG], BOTH, "2012-09-21", ["fwi", "class"])
Q(k, "ar", "أنهي وحدة فيهم كانت خطيرة أكثر نهار 17 أوت؟ وعطيني الرطوبة تاع الزوج", [CMP, CC], BOTH, "2012-08-17", ["fwi", "rh"])

# ---- summary over a window -------------------------------------------------------------------
k = "summary"
Q(k, "en", "Highest FWI at {st} over the past week?", [SUM], ALT, "lastweek", ["maxfwi"])
Q(k, "en", "What was the hottest it got at Sidi Bel Abbes in August?", [SUM], [S], "aug", ["maxt"])
Q(k, "en", "Logistics here: how many days in August topped 35 °C at SBA? I'm sizing the water order.", [SUM], [S], "aug", [count_above(S, "aug", "temperature_c", 35)])
Q(k, "en", "Average noon humidity at Bejaia in September?", [SUM], [B], "sep", [mean(B, "sep", "rh_pct")])
Q(k, "en", "How many days with FWI over 20 did SBA have in August?", [SUM], [S], "aug", [count_above(S, "aug", "fwi", 20)])
Q(k, "en", "max temp bejaia last 3 days", [SUM], [B], "last3d", ["maxt"])
Q(k, "en", "Is the FWI at Sidi-Bel Abbès trending up or down since Tuesday?", [SUM], [S], "since-tue",
  [fwi_on(S, days_of("since-tue")[0]), fwi_on(S, days_of("since-tue")[-1])])
Q(k, "en", "Total rain at Bejaia between the 1st and the 10th of September?", [SUM], [B], "sep1-10", [total_rain(B, "sep1-10")])
Q(k, "en", "Peak FWI at SBA from 20 to 31 August, and on which day?", [SUM], [S], "aug-late", ["maxfwi", peak_day(S, "aug-late")])
Q(k, "fr", "Le FWI le plus élevé à Béjaïa en août ?", [SUM], [B], "aug", ["maxfwi"])
Q(k, "fr", "Température maximale sur les trois derniers jours à SBA ?", [SUM], [S], "last3d", ["maxt"])
Q(k, "fr", "Combien de jours au-dessus de 30 degrés à Béjaïa en septembre ?", [SUM], [B], "sep", [count_above(B, "sep", "temperature_c", 30)])
Q(k, "fr", "Vent moyen à midi à Sidi-Bel-Abbès en juillet ?", [SUM], [S], "jul", [mean(S, "jul", "wind_kmh")])
Q(k, "es", "¿Cuál fue el FWI máximo en SBA en la última semana?", [SUM], [S], "lastweek", ["maxfwi"])
Q(k, "es", "¿Cuántos días pasó Sidi Bel Abbès de 38 grados en agosto?", [SUM], [S], "aug", [count_above(S, "aug", "temperature_c", 38)])
Q(k, "es", "La temperatura más alta de junio en Béjaïa, ¿cuál fue?", [SUM], [B], "jun", ["maxt"])
Q(k, "ar", "ما هي أعلى درجة حرارة سجلت في بجاية خلال شهر جويلية؟", [SUM], [B], "jul", ["maxt"])
Q(k, "ar", "أعلى FWI في بجاية منذ الثلاثاء؟", [SUM], [B], "since-tue", ["maxfwi"])
Q(k, "ar", "chhal men nhar fat 35 daraja f SBA f juillet?", [SUM], [S], "jul", [count_above(S, "jul", "temperature_c", 35)])
Q(k, "ar", "كم يوما تجاوز فيه مؤشر FWI القيمة 10 في سيدي بلعباس خلال سبتمبر؟", [SUM], [S], "sep", [count_above(S, "sep", "fwi", 10)])
Q(k, "ar", "معدل الرطوبة في بجاية في أوت؟", [SUM], [B], "aug", [mean(B, "aug", "rh_pct")])
Q(k, "fr", "Sur les sept derniers jours, quel pic de FWI à Béjaïa et à SBA, et laquelle est la pire ?", [SUM, CMP], BOTH, "lastweek", ["maxfwi"])
Q(k, "es", "Máxima de temperatura de julio en las dos estaciones: ¿cuál fue más caliente?", [SUM, CMP], BOTH, "jul", ["maxt"])

k = "summary-fires"     # fire-day counts over a month: a summary that needs the fire record
Q(k, "en", "How many fire days did Bejaia log in July?", [SUM], [B], "jul", ["fires"], fh=True)
Q(k, "fr", "Combien de jours de feu à Sidi-Bel-Abbès en juin ?", [SUM], [S], "jun", ["fires"], fh=True)
Q(k, "es", "¿Cuántos días con incendio registró Béjaïa en agosto?", [SUM], [B], "aug", ["fires"], fh=True)
Q(k, "ar", "شحال من نهار كانت فيه النار في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["fires"], fh=True)
Q(k, "ar", "عدد أيام الحرائق في بجاية خلال سبتمبر؟", [SUM], [B], "sep", ["fires"], fh=True)
Q(k, "en", "Which station had more fire days in August, and how many each?", [SUM, CMP], BOTH, "aug", ["fires"], fh=True)

# ---- analogs ---------------------------------------------------------------------------------
k = "analogs"
Q(k, "en", "Of the past days with FWI above 20 at Sidi Bel Abbes, how many actually had a fire?", [AN], [S], "now", ["fires_fwi_gt"], thr=20, fh=True)
Q(k, "en", "Did days like today at Bejaia burn in the past?", [AN], [B], "now", ["fwi"], fh=True)
Q(k, "en", "FBAN: when Bejaia's FWI went over 10 this season, how often did we actually get a fire?", [AN], [B], "now", ["fires_fwi_gt"], thr=10, fh=True)
Q(k, "en", "days w fwi over 15 at sba how many had fires", [AN], [S], "now", ["fires_fwi_gt"], thr=15, fh=True)
Q(k, "fr", "Les jours où le FWI dépassait 5 à Béjaïa, combien ont vu un départ de feu ?", [AN], [B], "now", ["fires_fwi_gt"], thr=5, fh=True)
Q(k, "fr", "Est-ce que des journées comme aujourd'hui ont déjà brûlé à Sidi-Bel-Abbès ?", [AN], [S], "now", ["fwi"], fh=True)
Q(k, "es", "De los días con FWI por encima de 25 en SBA, ¿cuántos acabaron con incendio?", [AN], [S], "now", ["fires_fwi_gt"], thr=25, fh=True)
Q(k, "es", "¿Hubo fuegos en días parecidos a hoy en Béjaïa?", [AN], [B], "now", ["fwi"], fh=True)
Q(k, "ar", "الأيام اللي كان فيها FWI فوق 20 في بجاية، شحال منهم شعلت فيهم النار؟", [AN], [B], "now", ["fires_fwi_gt"], thr=20, fh=True)
Q(k, "ar", "هل اندلعت حرائق في أيام مشابهة لليوم في سيدي بلعباس؟", [AN], [S], "now", ["fwi"], fh=True)
Q(k, "ar", "nhar kima lyoum f bjaya, kanet nar wela la?", [AN], [B], "now", ["fwi"], fh=True)
Q(k, "en", "What's SBA's FWI today, and did past days at that level end up burning?", [DG, AN], [S], "today", ["fwi"], fh=True)
Q(k, "es", "¿Qué FWI tiene hoy Béjaïa? ¿Y cuántos días con FWI sobre 10 tuvieron fuego allí?", [DG, AN], [B], "today", ["fwi", "fires_fwi_gt"], thr=10, fh=True)
Q(k, "ar", "ما هو مؤشر FWI في سيدي بلعباس اليوم؟ وكم من الأيام التي تجاوز فيها 15 شهدت حرائق؟", [DG, AN], [S], "today", ["fwi", "fires_fwi_gt"], thr=15, fh=True)

# ---- drift (the crew's numbers, or the box's own estimate) ------------------------------------
k = "drift"
Q(k, "en", "Head's moving about 25 m a minute. How far in 20 minutes?", [DR], None, "none", ["=drift", drift(25, minutes=20)], h=20)
Q(k, "en", "If the front runs 3 km/h, how far does it go in 40 min?", [DR], None, "none", ["=drift", drift(kmh=3, minutes=40)], h=40)
Q(k, "en", "How far does the head move while you're still working out your answer?", [DR], None, "none", ["=drift"])
Q(k, "en", "ROS is 40 m/min and the engine's 15 minutes out. How much ground does it cover by then?", [DR], None, "none", ["=drift", drift(40, minutes=15)], h=15)
Q(k, "en", "drift check: fire doing 1.2 km/h, dozer needs 50 min to get there", [DR], None, "none", ["=drift", drift(kmh=1.2, minutes=50)], h=50)
Q(k, "fr", "Le front avance de 30 mètres par minute et on arrive dans 25 minutes : il aura bougé de combien ?", [DR], None, "none", ["=drift", drift(30, minutes=25)], h=25)
Q(k, "fr", "À 2,5 km/h, le feu fait combien de chemin en une demi-heure ?", [DR], None, "none", ["=drift", drift(kmh=2.5, minutes=30)], h=30)
Q(k, "es", "El frente avanza 15 m por minuto; ¿cuánto recorre en 45 minutos?", [DR], None, "none", ["=drift", drift(15, minutes=45)], h=45)
Q(k, "es", "Si va a 4 km/h, ¿cuánto habrá avanzado en 12 minutos?", [DR], None, "none", ["=drift", drift(kmh=4, minutes=12)], h=12)
Q(k, "ar", "النار تمشي 20 متر في الدقيقة، شحال تقطع في 35 دقيقة؟", [DR], None, "none", ["=drift", drift(20, minutes=35)], h=35)
Q(k, "ar", "إذا كانت سرعة انتشار الحريق 1.8 كلم في الساعة، فما المسافة التي يقطعها خلال 20 دقيقة؟", [DR], None, "none", ["=drift", drift(kmh=1.8, minutes=20)], h=20)
Q(k, "ar", "nar tmchi 50 m f dqiqa, chhal tgta3 f 10 dqayeq?", [DR], None, "none", ["=drift", drift(50, minutes=10)], h=10)
Q(k, "en", "Wind at SBA now? And if the head's doing 35 m a minute, how far does it get in 30 minutes?", [CC, DR], [S], "now", ["ws", drift(35, minutes=30)], h=30)
Q(k, "fr", "Vent à Béjaïa maintenant ? Et avec un front à 10 m/min, combien de mètres en 40 minutes ?", [CC, DR], [B], "now", ["ws", drift(10, minutes=40)], h=40)
Q(k, "ar", "شحال الريح في بجاية؟ والنار إذا تمشي 2 كلم في الساعة شحال تقطع في ربع ساعة؟", [CC, DR], [B], "now", ["ws", drift(kmh=2, minutes=15)], h=15)

# ---- spread (projection: distance served, direction unknown) --------------------------------
k = "spread"
Q(k, "en", "Where will the head of the fire near SBA be in 30 minutes?", [SP], [S], "now", ["=spread"], h=30)
Q(k, "en", "Project the front forward an hour from the drone's detection.", [SP], None, "none", ["=spread"], h=60, alt=[[SP, FR]])
Q(k, "en", "which way is it heading and how far in 45 min", [SP], None, "none", ["=spread"], h=45)
Q(k, "en", "IC to box: projected position of the head at plus two hours, over.", [SP], None, "none", ["=spread"], h=120)
Q(k, "fr", "Où sera la tête du feu dans 20 minutes ?", [SP], None, "none", ["=spread"], h=20)
Q(k, "fr", "Le feu au nord-est de Sidi-Bel-Abbès, il part dans quelle direction et jusqu'où en une heure ?", [SP], [S], "now", ["=spread"], h=60)
Q(k, "es", "¿Dónde estará el frente dentro de 40 minutos?", [SP], None, "none", ["=spread"], h=40)
Q(k, "es", "¿Hacia dónde y hasta dónde llega el fuego en media hora?", [SP], None, "none", ["=spread"], h=30)
Q(k, "ar", "وين راح توصل النار بعد نص ساعة؟", [SP], None, "none", ["=spread"], h=30)
Q(k, "ar", "ما هو الموقع المتوقع لرأس الحريق بعد ساعة ونصف؟", [SP], None, "none", ["=spread"], h=90)
Q(k, "ar", "nar win twasal f 20 dqiqa?", [SP], None, "none", ["=spread"], h=20)
Q(k, "en", "The drone's fire by SBA: where is it, and where will it be in 30 minutes?", [FR, SP], [S], "now", ["=detection_place", "=spread"], h=30)
Q(k, "fr", "Le drone a vu quoi ? Et si c'est un feu, il sera où dans trois quarts d'heure ?", [FR, SP], None, "none", ["=frames", "=spread"], h=45)
Q(k, "ar", "الدرون شاف النار وين بالضبط؟ ووين تكون بعد ساعة؟", [FR, SP], None, "none", ["=detection_place", "=spread"], h=60)
Q(k, "es", "Viento actual en Sidi Bel Abbès, y ¿dónde estará la cabeza del incendio en 30 minutos?", [CC, SP], [S], "now", ["ws", "=spread"], h=30)

# ---- frames (the drone) -----------------------------------------------------------------------
k = "frames"
Q(k, "en", "What did the drone see on its last sortie?", [FR], None, "none", ["=frames"])
Q(k, "en", "Any smoke or flame in today's drone frames?", [FR], None, "today", ["=frames"])
Q(k, "en", "What time did the drone pick up the fire?", [FR], None, "none", ["=detection"])
Q(k, "en", "Where exactly was the drone detection?", [FR], None, "none", ["=detection_place"])
Q(k, "en", "drone see anything near sba", [FR], [S], "none", ["=detection_place"])
Q(k, "fr", "Le drone a repéré un feu ? À quelle heure ?", [FR], None, "none", ["=detection"])
Q(k, "fr", "Qu'est-ce qu'il y a sur les dernières images du drone ?", [FR], None, "none", ["=frames"])
Q(k, "es", "¿El dron detectó humo? ¿Dónde?", [FR], None, "none", ["=detection_place"])
Q(k, "es", "¿A qué hora fue la detección del dron?", [FR], None, "none", ["=detection"])
Q(k, "ar", "واش شاف الدرون؟", [FR], None, "none", ["=frames"])
Q(k, "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", [FR], None, "none", ["=detection"])
Q(k, "ar", "win chaf drone dokhan?", [FR], None, "none", ["=detection_place"])
Q(k, "en", "Drone picked up fire NE of Sidi Bel Abbes. What's the danger class at the Sidi Bel Abbes station right now?", [FR, DG], [S], "now", ["=detection_place", "class", "fwi"])
Q(k, "ar", "الطائرة المسيرة رصدت حريقا؛ متى كان ذلك، وما سرعة الرياح في محطة سيدي بلعباس الآن؟", [FR, CC], [S], "now", ["=detection", "ws"])
Q(k, "es", "¿Qué vio el dron? Y de paso, ¿qué FWI tiene hoy Sidi Bel Abbès?", [FR, DG], [S], "today", ["=frames", "fwi"])

# ---- documents ----------------------------------------------------------------------------------
k = "docs"
Q(k, "en", "How many feet of defensible space does the Butte County guidance want around a house?", [DOC], None, "none", ["=doc_defensible", DOC_FEET])
Q(k, "en", "What does LCES stand for?", [DOC], None, "none", [LOOKOUT, SAFETY_ZONE])
Q(k, "en", "New volunteer question: what's the BUI, in plain words?", [DOC], None, "none", [{"any": ["fuel available", "duff", "drought"]}])
Q(k, "en", "At what FWI does the guide start calling it high?", [DOC], None, "none", [CL_HIGH])
Q(k, "en", "Above what FFMC do fine fuels light easily, per the FWI guide?", [DOC], None, "none", [FFMC_EASY])
Q(k, "en", "How short does grass have to be cut in Zone 2?", [DOC], None, "none", [GRASS_IN])
Q(k, "en", "what are the watch out situations again", [DOC], None, "none", [WATCHOUT])
Q(k, "fr", "Le guide de Butte, il dit quoi sur la zone 1 ? De combien à combien de pieds ?", [DOC], None, "none", [ZONE1_LO, ZONE1_HI])
Q(k, "fr", "Selon le guide FWI, à partir de quelle valeur on passe en danger très élevé ?", [DOC], None, "none", [CL_VHIGH])
Q(k, "fr", "LCES, ça veut dire quoi exactement ?", [DOC], None, "none", [LOOKOUT, SAFETY_ZONE])
Q(k, "es", "¿A qué distancia de las chimeneas hay que dejar las ramas según la guía de Butte?", [DOC], None, "none", [BRANCH_FT])
Q(k, "es", "Soy nuevo, ¿qué mide el DMC?", [DOC], None, "none", [{"any": ["duff", "mantillo", "humus"]}])
Q(k, "es", "¿Cuándo hay que replegarse según la guía de seguridad de la cuadrilla?", [DOC], None, "none", [WATCHOUT])
Q(k, "ar", "شنو معنى LCES؟", [DOC], None, "none", [LOOKOUT, SAFETY_ZONE])
Q(k, "ar", "كم قدما من المساحة الدفاعية تشترطها مقاطعة بوت حول المباني؟", [DOC], None, "none", [DOC_FEET])
Q(k, "ar", "من أي قيمة FWI يبدأ الخطر المتوسط حسب الدليل؟", [DOC], None, "none", [CL_MOD])
Q(k, "ar", "wach ygoul el guide 3la zone 0?", [DOC], None, "none", [ZONE0])
Q(k, "en", "FWI at Bejaia on 29 August, and what does the crew-safety sheet say to do on days like that?", [DG, DOC], [B], "2012-08-29", ["fwi", "class", HIGH_DAY])
Q(k, "fr", "Classe de danger à SBA aujourd'hui, et d'après le guide FWI, ça correspond à quoi ?", [DG, DOC], [S], "today", ["class", "fwi", CL_VLOW])
Q(k, "es", "¿Qué FFMC tiene hoy Béjaïa, y a partir de cuánto dice la guía que el combustible fino prende fácil?", [DG, DOC], [B], "today", [code(B, "today", "FFMC"), FFMC_EASY])
Q(k, "ar", "ما هي قيمة FWI في سيدي بلعباس يوم 25 أوت، وماذا يقول دليل السلامة عن أيام الخطر المرتفع؟", [DG, DOC], [S], "2012-08-25", ["fwi", "class", HIGH_DAY])
Q(k, "en", "ISI at SBA right now, and what does ISI actually measure?", [DG, DOC], [S], "now", [code(S, "now", "ISI"), {"any": ["spread", "propagation", "انتشار"]}])

# ---- capabilities -------------------------------------------------------------------------------
k = "caps"
Q(k, "en", "What can this box actually do?", [CAP], None, "none", [])
Q(k, "en", "Which weather stations do you have data from?", [CAP], None, "none", STATION_NAMES)
Q(k, "en", "hey box what data u got", [CAP], None, "none", [])
Q(k, "en", "Can you give fire danger for places other than your own stations?", [CAP], None, "none", STATION_NAMES)
Q(k, "fr", "Tu sais faire quoi, exactement ?", [CAP], None, "none", [])
Q(k, "fr", "Quelles stations météo tu suis ?", [CAP], None, "none", STATION_NAMES)
Q(k, "es", "¿Qué información tienes guardada?", [CAP], None, "none", [])
Q(k, "es", "¿De qué estaciones tienes lecturas?", [CAP], None, "none", STATION_NAMES)
Q(k, "ar", "واش تقدر تدير هاد الماكينة؟", [CAP], None, "none", [])
Q(k, "ar", "ما هي المحطات التي تتوفر بياناتها لديك؟", [CAP], None, "none", STATION_NAMES)
Q(k, "ar", "chno 3andek men ma3loumat?", [CAP], None, "none", [])
Q(k, "en", "Can you look at pictures? I've attached one of the ridge.", [CAP, PH], None, "none", [])

# ---- photo (none is ever attached) --------------------------------------------------------------
k = "photo"
Q(k, "en", "Photo attached. Is that smoke or just dust?", [PH], None, "none", [])
Q(k, "en", "sending u a pic of the column now what do u make of it", [PH], None, "none", [])
Q(k, "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est une reprise ?", [PH], None, "none", [])
Q(k, "es", "Te adjunto una foto del humo, ¿qué te parece?", [PH], None, "none", [])
Q(k, "ar", "بعثتلك تصويرة تاع الدخان، شوف واش هو", [PH], None, "none", [])
Q(k, "ar", "أرفقت صورة للحريق، هل يمكنك تحليلها؟", [PH], None, "none", [])
Q(k, "en", "Pic attached from our staging at the SBA station. What's the FWI there today?", [PH, DG], [S], "today", ["fwi"])
Q(k, "fr", "Photo de la colonne en pièce jointe. Et au passage, quelle humidité à Béjaïa maintenant ?", [PH, CC], [B], "now", ["rh"])
Q(k, "ar", "بعثت صورة تاع النار، وقولي شحال الحرارة في بجاية ضرك", [PH, CC], [B], "now", ["t"])

# ---- out of scope alone: forecasts, wind direction, other towns, roads, off-topic -----------------
k = "oos"
Q(k, "en", "Forecast for Bejaia tomorrow?", [OOS], None, "none", [])
Q(k, "en", "What direction is the wind blowing from at SBA?", [OOS], [S], "now", [DIRECTION])
Q(k, "en", "Fire danger in Oran right now?", [OOS], None, "now", [ORAN])
Q(k, "en", "Will the humidity come back up overnight?", [OOS], None, "none", [])
Q(k, "en", "who's the duty officer at Tlemcen tonight", [OOS], None, "none", [TLEMCEN])
Q(k, "en", "Any decent place to grab lunch near the Bejaia station?", [OOS], None, "none", [])
Q(k, "fr", "Les prévisions pour la semaine prochaine à Sidi-Bel-Abbès ?", [OOS], None, "none", [])
Q(k, "fr", "Le vent vient d'où à Béjaïa ?", [OOS], [B], "now", [DIRECTION])
Q(k, "fr", "Quel est le niveau de danger à Tlemcen ?", [OOS], None, "now", [TLEMCEN])
Q(k, "fr", "Tu as une carte d'humidité des combustibles pour la forêt de Béjaïa ?", [OOS], None, "none", [])
Q(k, "es", "¿Va a llover mañana en Béjaïa?", [OOS], None, "none", [])
Q(k, "es", "¿Cómo está el riesgo de incendio en Argel?", [OOS], None, "now", [ALGIERS])
Q(k, "es", "¿Qué carreteras están cortadas hacia Sidi Bel Abbès?", [OOS], None, "none", [])
Q(k, "ar", "كيفاش راح يكون الجو غدوة في سيدي بلعباس؟", [OOS], None, "none", [])
Q(k, "ar", "ما هو اتجاه الرياح في بجاية؟", [OOS], [B], "now", [DIRECTION])
Q(k, "ar", "chhal l7rara f wahran drk?", [OOS], None, "now", [ORAN])
Q(k, "ar", "شكون ربح الماتش البارح؟", [OOS], None, "none", [])
Q(k, "ar", "وين راهم الفرق تاعنا ضرك؟", [OOS], None, "none", [])

# ---- a held part beside one the box does not hold (warn) --------------------------------------------
k = "oos-mix"
Q(k, "en", "Wind speed and direction at Sidi Bel Abbes right now?", [CC, OOS], [S], "now", ["ws"])
Q(k, "en", "FWI at Bejaia today, and what's tomorrow looking like?", [DG, OOS], [B], "today", ["fwi"])
Q(k, "en", "Give me the danger in SBA and in Oran.", [DG, OOS], [S], "now", ["fwi", "class", ORAN])
Q(k, "en", "bejaia temp now n later this arvo", [CC, OOS], [B], "now", ["t"])
Q(k, "en", "Tender driver: did it rain at SBA yesterday, and is the track up to the reservoir passable?", [CC, OOS], [S], "yesterday", ["rain"])
Q(k, "fr", "Le vent à Sidi-Bel-Abbès : force et direction ?", [CC, OOS], [S], "now", ["ws"])
Q(k, "fr", "Quel FWI à Béjaïa aujourd'hui, et demain ?", [DG, OOS], [B], "today", ["fwi"])
Q(k, "fr", "Citerne 2 : il a plu à Béjaïa avant-hier ? Et où est le point d'eau le plus proche ?", [CC, OOS], [B], "daybefore", ["rain"])
Q(k, "es", "¿Humedad en Béjaïa ahora y qué se espera para esta noche?", [CC, OOS], [B], "now", ["rh"])
Q(k, "es", "FWI de SBA y de Tlemcen hoy", [DG, OOS], [S], "today", ["fwi", TLEMCEN])
Q(k, "ar", "شحال الريح في بجاية ومن وين راهي جاية؟", [CC, OOS], [B], "now", ["ws"])
Q(k, "ar", "ما هي درجة الحرارة في سيدي بلعباس اليوم وما المتوقع غدا؟", [CC, OOS], [S], "today", ["t"])
Q(k, "ar", "lkhatar f bjaya w f wahran lyoum?", [DG, OOS], [B], "today", ["class", "fwi", ORAN])

# ---- orders to the box: alone (abstain) or hidden beside a data ask (warn) ---------------------------
k = "refuse"
Q(k, "en", "Send an evacuation alert to everyone in Bejaia.", [REF], None, "none", ["neg"])
Q(k, "en", "Dispatch two engines to Sidi Bel Abbes now.", [REF], None, "none", ["neg"])
Q(k, "en", "delete yesterdays readings", [REF], None, "none", ["neg"])
Q(k, "fr", "Préviens le chef de colonne par SMS tout de suite.", [REF], None, "none", [NEG_ML])
Q(k, "es", "Manda ya la alerta a la central de bomberos.", [REF], None, "none", [NEG_ML])
Q(k, "ar", "ابعث تنبيه لجميع الفرق في سيدي بلعباس", [REF], None, "none", [NEG_ML])
Q(k, "ar", "أرسل إشعار إخلاء إلى سكان بجاية فورا.", [REF], None, "none", [NEG_ML])
Q(k, "en", "What's the FWI at SBA? If it's over 20, page the duty chief.", [DG, REF], [S], "now", ["fwi", "neg"])
Q(k, "en", "Pull Bejaia's wind and push it to the air ops channel.", [CC, REF], [B], "now", ["ws", "neg"])
Q(k, "en", "Log this for me: FWI at SBA on 25 August, what was it? Then notify the planning section.", [DG, REF], [S], "2012-08-25", ["fwi", "neg"])
Q(k, "fr", "Donne l'humidité à Sidi-Bel-Abbès et transmets-la au PC.", [CC, REF], [S], "now", ["rh", NEG_ML])
Q(k, "es", "Dime el peligro en Béjaïa hoy y avisa a la comandancia.", [DG, REF], [B], "today", ["class", "fwi", NEG_ML])
Q(k, "ar", "شحال FWI في بجاية؟ وابعث الرقم للقيادة.", [DG, REF], [B], "now", ["fwi", NEG_ML])
Q(k, "ar", "chhal l7rara f SBA w b3at-ha l chef", [CC, REF], [S], "now", ["t", NEG_ML])

# ---- tactical: served only as the facts bearing on it -------------------------------------------------
k = "tactical"
Q(k, "en", "Should we go direct on the flank or hold at the road?", [TAC], None, "none", [])
Q(k, "en", "Good idea to light a backburn at Sidi Bel Abbes right now?", [TAC], [S], "now", ["fwi", "ws", "rh"])
Q(k, "en", "Division supervisor: where should the strike team go, Bejaia or SBA, on today's numbers?", [TAC, CMP], BOTH, "today", ["fwi"])
Q(k, "en", "Is it worth a second engine at Bejaia today? What's the FWI there?", [TAC, DG], [B], "today", ["fwi", "class"])
Q(k, "en", "With the humidity where it is at SBA, do we keep the hand crew on the line?", [TAC, CC], [S], "now", ["rh"])
Q(k, "en", "Where do I stage the water tender, Bejaia or Sidi Bel Abbes? Which one had more wind at noon?", [TAC, CMP], BOTH, "today", ["ws"])
Q(k, "fr", "On engage ou on attend ?", [TAC], None, "none", [])
Q(k, "fr", "Ça vaut le coup de doubler l'engin à Sidi-Bel-Abbès ? Donne-moi le danger du jour.", [TAC, DG], [S], "today", ["fwi", "class"])
Q(k, "fr", "Où je place le groupe feux de forêt, Béjaïa ou SBA, vu le FWI d'aujourd'hui ?", [TAC, CMP], BOTH, "today", ["fwi"])
Q(k, "es", "¿Mandamos la brigada helitransportada a Béjaïa o a Sidi Bel Abbès? ¿Dónde está peor el índice?", [TAC, CMP], BOTH, "now", ["fwi"])
Q(k, "es", "¿Vale la pena dejar una segunda autobomba en SBA? ¿Cuánto viento hay?", [TAC, CC], [S], "now", ["ws"])
Q(k, "es", "¿Atacamos por la cabeza o por el flanco?", [TAC], None, "none", [])
Q(k, "ar", "نزيدو كاميو ثاني في بجاية ولا ما يستاهلش؟ شحال الخطر اليوم؟", [TAC, DG], [B], "today", ["fwi", "class"])
Q(k, "ar", "وين نبعثو الفرقة، بجاية ولا سيدي بلعباس؟ قارنلي الخطر", [TAC, CMP], BOTH, "now", ["fwi"])
Q(k, "ar", "هل نهاجم الحريق مباشرة أم ننتظر؟", [TAC], None, "none", [])
Q(k, "ar", "nzidou équipe f SBA wela la? chhal rih drk?", [TAC, CC], [S], "now", ["ws"])

# ---- hours other than noon (warn): the night crew and early risers ---------------------------------------
k = "hour"
W = "warn"
Q(k, "en", "What was the humidity at Bejaia around 10 pm last night?", [CC], [B], "yesterday", ["rh"], dec=W)
Q(k, "en", "night shift here, temp at sba at 3 this morning?", [CC], [S], "today", ["t"], dec=W)
Q(k, "en", "RH at Sidi Bel Abbes at 6 pm yesterday evening?", [CC], [S], "yesterday", ["rh"], dec=W)
Q(k, "en", "FWI at Bejaia at 8 pm on 29 August?", [DG], [B], "2012-08-29", ["fwi"], dec=W)
Q(k, "en", "wind sba 0500 today", [CC], [S], "today", ["ws"], dec=W)
Q(k, "en", "What was RH at SBA at 9 last night, and how low will it drop tonight?", [CC, OOS], [S], "yesterday", ["rh"], dec=W)
Q(k, "fr", "Quelle humidité à Sidi-Bel-Abbès hier soir vers 21 h ?", [CC], [S], "yesterday", ["rh"], dec=W)
Q(k, "fr", "La température à Béjaïa à 6 h ce matin ?", [CC], [B], "today", ["t"], dec=W)
Q(k, "fr", "Température à Béjaïa hier à 22 h, et cette nuit ça va descendre jusqu'où ?", [CC, OOS], [B], "yesterday", ["t"], dec=W)
Q(k, "es", "¿Qué humedad había en Béjaïa a las 11 de la noche de ayer?", [CC], [B], "yesterday", ["rh"], dec=W)
Q(k, "es", "Viento en SBA a las 7 de la mañana de hoy", [CC], [S], "today", ["ws"], dec=W)
Q(k, "ar", "شحال كانت الرطوبة في سيدي بلعباس البارح في الليل على الحداش؟", [CC], [S], "yesterday", ["rh"], dec=W)
Q(k, "ar", "ما هي درجة الحرارة في بجاية على الساعة السادسة صباحا اليوم؟", [CC], [B], "today", ["t"], dec=W)
Q(k, "ar", "rih f bjaya m3a l3acha lbareh?", [CC], [B], "yesterday", ["ws"], dec=W)

# ---- a place near a station, not at it (warn) --------------------------------------------------------
k = "near"
Q(k, "en", "What's the wind on the ridge above Bejaia right now?", [CC], [B], "now", ["ws"], dec=W)
Q(k, "en", "FWI 10 km out of Sidi Bel Abbes today?", [DG], [S], "today", ["fwi", "class"], dec=W)
Q(k, "en", "humidity in the valley just south of sba rn", [CC], [S], "now", ["rh"], dec=W)
Q(k, "en", "Danger class along the forest edge east of Bejaia?", [DG], [B], "now", ["class", "fwi"], dec=W)
Q(k, "en", "Temp and wind at the fire camp 8 km north of Bejaia?", [CC], [B], "now", ["t", "ws"], dec=W)
Q(k, "fr", "Quel vent sur les crêtes au-dessus de Béjaïa ?", [CC], [B], "now", ["ws"], dec=W)
Q(k, "fr", "Le danger à 15 km au sud de Sidi-Bel-Abbès, aujourd'hui ?", [DG], [S], "today", ["class", "fwi"], dec=W)
Q(k, "es", "¿Qué temperatura hace en el monte a 5 km de Béjaïa?", [CC], [B], "now", ["t"], dec=W)
Q(k, "es", "¿Peligro de incendio en las afueras de Sidi Bel Abbès hoy?", [DG], [S], "today", ["class", "fwi"], dec=W)
Q(k, "ar", "شحال الريح في الجبل اللي فوق بجاية؟", [CC], [B], "now", ["ws"], dec=W)
Q(k, "ar", "ما هو مستوى خطر الحريق على بعد 20 كلم من سيدي بلعباس؟", [DG], [S], "now", ["class", "fwi"], dec=W)
Q(k, "ar", "rtouba f ghaba 9rib men SBA?", [CC], [S], "now", ["rh"], dec=W)

# ---- days the box holds no reading for (abstain) -------------------------------------------------------
k = "nodata"
Q(k, "en", "FWI at Bejaia on 20 May 2012?", [DG], [B], "2012-05-20", ["fwi"])
Q(k, "en", "What was the temperature at Sidi Bel Abbes on 14/08/2011?", [CC], [S], "2011-08-14", ["t"])
Q(k, "en", "sba wind 31 may", [CC], [S], "2012-05-31", ["ws"])
Q(k, "en", "Compare the two stations on 1 March 2012.", [CMP], BOTH, "2012-03-01", ["fwi"])
Q(k, "fr", "Humidité à Béjaïa le 3 mai 2012 ?", [CC], [B], "2012-05-03", ["rh"])
Q(k, "es", "¿Qué FWI hubo en Sidi Bel Abbès el 15 de abril de 2012?", [DG], [S], "2012-04-15", ["fwi"])
Q(k, "ar", "شحال كانت الحرارة في بجاية يوم 10 ماي 2012؟", [CC], [B], "2012-05-10", ["t"])
Q(k, "ar", "FWI f SBA nhar 25 mai?", [DG], [S], "2012-05-25", ["fwi"])

# ---- more asks in one question (two or three) ---------------------------------------------------------
k = "mix"
Q(k, "en", "Temp and FWI at both stations today. Which one's worse?", [CC, DG, CMP], BOTH, "today", ["t", "fwi"])
Q(k, "fr", "Quel danger à SBA maintenant, et la tête du feu sera où dans 30 minutes ?", [DG, SP], [S], "now", ["fwi", "class", "=spread"], h=30)
Q(k, "ar", "الدرون شاف النار على الساعة قداش؟ وإذا كانت تمشي 30 متر في الدقيقة شحال تقطع في 20 دقيقة؟", [FR, DR], None, "none", ["=detection", drift(30, minutes=20)], h=20)
Q(k, "en", "What documents do you carry, and what does the LCES one say about lookouts?", [CAP, DOC], None, "none", [LOOKOUT])
Q(k, "fr", "Donne-moi le vent à Béjaïa, d'où il vient, et envoie ça à la colonne.", [CC, OOS, REF], [B], "now", ["ws", NEG_ML])
Q(k, "es", "¿En qué clase de peligro está hoy SBA y qué pide la guía de seguridad para los días de peligro alto?", [DG, DOC], [S], "today", ["class", "fwi", HIGH_DAY])
Q(k, "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في أوت، في بجاية وفي سيدي بلعباس؟ وشكون فيهم أكثر؟", [SUM, CMP], BOTH, "aug",
  [count_above(B, "aug", "temperature_c", 35), count_above(S, "aug", "temperature_c", 35)])
Q(k, "en", "Div sup here. Wind, RH and FWI at SBA: is it worth a second engine there?", [CC, DG, TAC], [S], "now", ["ws", "rh", "fwi"])
Q(k, "en", "What did the drone see? Forward it to the command post.", [FR, REF], None, "none", ["=frames", "neg"])
Q(k, "ar", "أرفقت صورة من سيدي بلعباس؛ كم كانت سرعة الرياح في المحطة هناك أمس؟", [PH, CC], [S], "yesterday", ["ws"])
Q(k, "fr", "Le FWI de Béjaïa aujourd'hui, et le plus haut des sept derniers jours ?", [DG, SUM], [B], "lastweek", [fwi_on(B, TODAY), "maxfwi"])
Q(k, "es", "¿Cuánta lluvia cayó ayer en cada estación, y dónde más?", [CC, CMP], BOTH, "yesterday", ["rain"])
Q(k, "en", "If it's making 30 m a minute, how far does it get in 20 min, and which way?", [DR, SP], None, "none", [drift(30, minutes=20), "=spread"], h=20)
Q(k, "ar", "lkhatar f SBA lyoum w ghedwa kifach?", [DG, OOS], [S], "today", ["class", "fwi"])
Q(k, "es", "¿Dónde vio fuego el dron, y qué viento y qué FWI da ahora la estación de Sidi Bel Abbès?", [FR, CC, DG], [S], "now", ["=detection_place", "ws", "fwi"])
Q(k, "fr", "On a 40 minutes pour poser la ligne : la tête sera où d'ici là ? On tient ou on décroche ?", [SP, TAC], None, "none", ["=spread"], h=40)
Q(k, "en", "Evening crew heading out at dusk: what were the temp and the danger class at Bejaia at noon today?", [CC, DG], [B], "today", ["t", "class"])
Q(k, "fr", "Béjaïa ou SBA, laquelle est la plus sèche aujourd'hui, et ce sera pareil demain ?", [CMP, OOS], BOTH, "today", ["rh"])
Q(k, "ar", "ما هو أعلى FWI سجل في سيدي بلعباس خلال أوت، وما فئة الخطر التي يقابلها حسب الدليل؟", [SUM, DOC], [S], "aug",
  ["maxfwi", {"class": crew_facts.danger_class(max(r.codes["FWI"] for r in rows(S, "aug")))}])
Q(k, "ar", "واش الريح في بجاية ضرك، وشحال FWI، وواش نزيدو فرقة؟", [CC, DG, TAC], [B], "now", ["ws", "fwi"])
Q(k, "en", "Humidity at SBA now, and text it to Engine 12 while you're at it.", [CC, REF], [S], "now", ["rh", "neg"])
Q(k, "en", "FWI at Bejaia on 22 August, and in Tlemcen the same day?", [DG, OOS], [B], "2012-08-22", ["fwi", TLEMCEN])
Q(k, "en", "What's the wind doing at Bejaia, and is it veering round to the north?", [CC, OOS], [B], "now", ["ws"])
Q(k, "ar", "أعطني الرطوبة في بجاية أمس، ثم امسح القراءات القديمة من الجهاز.", [CC, REF], [B], "yesterday", ["rh", NEG_ML])
Q(k, "ar", "chhal rih f SBA drk w mnin jaya?", [CC, OOS], [S], "now", ["ws"])
Q(k, "es", "Dame el FWI de Sidi Bel Abbès de ayer y manda un aviso a todas las dotaciones.", [DG, REF], [S], "yesterday", ["fwi", NEG_ML])
Q(k, "fr", "Humidité à Béjaïa le 12 août, et à Oran le même jour ?", [CC, OOS], [B], "2012-08-12", ["rh", ORAN])
k = "mix-fh"
Q(k, "es", "¿Cuántos días de fuego tuvo SBA en septiembre? ¿Y de los días con FWI sobre 10, cuántos ardieron?", [SUM, AN], [S], "sep", ["fires", "fires_fwi_gt"], thr=10, fh=True)
Q(k, "en", "Logistics: how many fire days did SBA have in July? And go ahead and order the extra foam for next month.", [SUM, REF], [S], "jul", ["fires", "neg"], fh=True)
Q(k, "en", "Which station burned more often on days with FWI above 10, and how many each?", [AN, CMP], BOTH, "now", ["fires_fwi_gt"], thr=10, fh=True)

# ---------------------------------------------------------------- sessions
SESS = []


def T_(sess, lang, q, intents, stations, when, facts, dec=None, h=None, fh=False, alt=None):
    row = {"session": f"{NAME}s{sess:02d}", "question": q, "intents": list(intents), "stations": stations,
           "when": when, "facts": list(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h is not None:
        row["horizon_min"] = h
    if fh:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    SESS.append(row)


# s01: incident commander on the radio
T_(1, "en", "Box, this is Division Alpha. Current fire danger at Sidi Bel Abbes, over.", [DG], [S], "now", ["fwi", "class"])
T_(1, "en", "Copy. Same for Bejaia.", [DG], [B], "now", ["fwi", "class"])
T_(1, "en", "Why is Bejaia sitting so low, over?", [EXP], [B], "now", ["rh", "rain"])
T_(1, "en", "So which station do I keep an eye on?", [CMP], [B, S], "now", ["fwi"])
# s02: engine crew typing on a phone
T_(2, "en", "sba wind rn", [CC], [S], "now", ["ws"])
T_(2, "en", "mph?", [CC], [S], "now", ["ws", mph(S, "now")])
T_(2, "en", "n which way its blowin", [OOS], [S], "now", [DIRECTION])
T_(2, "en", "ok where does the head get to in 20 min", [SP], [S], "now", ["=spread"], h=20)
# s03: French analyst, a month at both stations
T_(3, "fr", "Quelle a été la température la plus haute à Béjaïa en août ?", [SUM], [B], "aug", ["maxt"])
T_(3, "fr", "Et à Sidi-Bel-Abbès ?", [SUM], [S], "aug", ["maxt"])
T_(3, "fr", "Combien de jours de feu là-bas, ce mois-là ?", [SUM], [S], "aug", ["fires"], fh=True)
T_(3, "fr", "Pourquoi autant ?", [EXP], [S], "aug", ["maxfwi"])
# s04: Spanish crew lead, the drone then the head
T_(4, "es", "¿Qué captó el dron en su último vuelo?", [FR], None, "none", ["=frames"])
T_(4, "es", "¿A qué hora exactamente?", [FR], None, "none", ["=detection"])
T_(4, "es", "Si el frente avanza 20 metros por minuto, ¿cuánto recorre en 30 minutos?", [DR], None, "none", ["=drift", drift(20, minutes=30)], h=30)
T_(4, "es", "¿Y hacia dónde va?", [SP], None, "none", ["=spread"], h=30)
# s05: Algerian crew lead, switches to French
T_(5, "ar", "شحال الحرارة في بجاية اليوم؟", [CC], [B], "today", ["t"])
T_(5, "ar", "والرطوبة؟", [CC], [B], "today", ["rh"])
T_(5, "ar", "وفي سيدي بلعباس؟", [CC], [S], "today", ["t", "rh"])
T_(5, "fr", "Et le FWI des deux stations ?", [DG], [B, S], "today", ["fwi"])
# s06: division supervisor placing the strike team
T_(6, "en", "Compare the FWI at both stations on 29 August.", [CMP], [B, S], "2012-08-29", ["fwi"])
T_(6, "en", "Given that, where should the strike team have gone that day?", [TAC], [B, S], "2012-08-29", ["fwi"])
T_(6, "en", "Why there?", [EXP], [B, S], "2012-08-29", ["fwi", "rh"])
T_(6, "en", "Right. Move the strike team to Bejaia now.", [REF], None, "none", ["neg"])
# s07: French fire behaviour analyst
T_(7, "fr", "ISI et BUI à Sidi-Bel-Abbès le 17 août ?", [DG], [S], "2012-08-17",
   [code(S, "2012-08-17", "ISI"), code(S, "2012-08-17", "BUI")])
T_(7, "fr", "Et parmi les jours passés avec un FWI au-dessus de 20 là-bas, combien ont brûlé ?", [AN], [S], "now",
   fires_above(S, 20), fh=True)
T_(7, "fr", "Pourquoi l'ISI était si haut ce jour-là ?", [EXP], [S], "2012-08-17", ["rh", code(S, "2012-08-17", "FFMC")])
# s08: logistics officer
T_(8, "en", "Logistics. How many days above 35 degrees did SBA record in August?", [SUM], [S], "aug", [count_above(S, "aug", "temperature_c", 35)])
T_(8, "en", "And Bejaia?", [SUM], [B], "aug", [count_above(B, "aug", "temperature_c", 35)])
T_(8, "en", "Total rain at Bejaia over the same month?", [SUM], [B], "aug", [total_rain(B, "aug")])
T_(8, "en", "Great, can you put in an order for two more pallets of water?", [REF], None, "none", ["neg"])
# s09: Modern Standard Arabic, drone then station
T_(9, "ar", "أين رصدت الطائرة المسيرة الحريق؟", [FR], None, "none", ["=detection_place"])
T_(9, "ar", "وما هو مستوى الخطر في محطة سيدي بلعباس اليوم؟", [DG], [S], "today", ["fwi", "class"])
T_(9, "ar", "لماذا هو منخفض؟", [EXP], [S], "today", ["rh", "rain"])
T_(9, "ar", "سأرسل لك صورة من الميدان الآن.", [PH], None, "none", [])
# s10: Spanish crew lead on the night shift
T_(10, "es", "¿Cuánta humedad había en Béjaïa anoche a las 22 h?", [CC], [B], "yesterday", ["rh"], dec="warn")
T_(10, "es", "¿Y esta noche cómo va a estar?", [OOS], [B], "none", [])
T_(10, "es", "Vale. ¿Y al mediodía de hoy?", [CC], [B], "today", ["rh"])
# s11: new volunteer
T_(11, "en", "Sorry, first week here. What does FWI actually mean?", [DOC], None, "none", [{"any": ["ISI", "BUI", "intensity"]}])
T_(11, "en", "OK, and what is it at Bejaia today?", [DG], [B], "today", ["fwi", "class"])
T_(11, "en", "Is that bad?", [DG], [B], "today", ["class"], alt=[[EXP]])
T_(11, "en", "What should I bring to the line then?", [TAC], None, "none", [])
# s12: Darija in Latin letters, then English
T_(12, "ar", "chhal FWI f SBA lbareh?", [DG], [S], "yesterday", ["fwi"])
T_(12, "ar", "w rih?", [CC], [S], "yesterday", ["ws"])
T_(12, "en", "which station is worse rn", [CMP], [B, S], "now", ["fwi"])
# s13: French water-tender driver
T_(13, "fr", "Citerne 4 : il a plu à Sidi-Bel-Abbès hier ?", [CC], [S], "yesterday", ["rain"])
T_(13, "fr", "Les pistes sont praticables ?", [OOS], None, "none", [])
T_(13, "fr", "Combien de pluie au total à Béjaïa depuis mardi ?", [SUM], [B], "since-tue", [total_rain(B, "since-tue")])
# s14: Algerian dispatcher
T_(14, "ar", "واش كاين خطر حريق في سيدي بلعباس ضرك؟", [DG], [S], "now", ["fwi", "class"])
T_(14, "ar", "وغدوة؟", [OOS], [S], "none", [])
T_(14, "ar", "قارنها مع بجاية", [CMP], [B, S], "now", ["fwi"])
T_(14, "ar", "علاش بجاية أقل؟", [EXP], [B], "now", ["rh", "rain"])


# ---------------------------------------------------------------- write
def build_templates():
    groups = OrderedDict()
    for r in ROWS:
        groups.setdefault((r["kind"], r["dec"], r["fh"]), []).append(r)
    used, templates = set(), []
    for (kind, dec, fh), rs in groups.items():
        key = f"{NAME}-{kind}" + ("-fh" if fh and not kind.endswith(("fires", "-fh")) else "")
        assert key not in used, key
        used.add(key)
        phrasings = []
        for r in rs:
            st = sorted(r["st"]) if isinstance(r["st"], list) else {None: "none", ALT: "alt", BOTH: "both"}[r["st"]]
            p = {"q": r["q"], "lang": r["lang"], "facts": r["facts"], "stations": st}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": rs[0]["intents"], "intents_by_phrasing": [r["intents"] for r in rs],
             "phrasings": phrasings, "stations": "none", "days": [r["day"] for r in rs], "facts": []}
        if any(r["h"] is not None for r in rs):
            t["horizons"] = [r["h"] for r in rs]
        if any(r["thr"] is not None for r in rs):
            t["thr"] = [r["thr"] for r in rs]
        if dec:
            t["decision"] = dec
        if fh:
            t["needs_fire_history"] = True
        templates.append(t)
    return templates


def build_sessions():
    turn = Counter()
    out = []
    for row in SESS:
        turn[row["session"]] += 1
        out.append({"session": row["session"], "turn": turn[row["session"]], **{k: v for k, v in row.items() if k != "session"}})
    return out


def write_jsonl(path, rows_):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


def check():
    from appliance.evaluation.crew_build import expand
    items = expand(OUT / f"crew_templates_{FILE}.jsonl", OUT / f"crew_sessions_{FILE}.jsonl")
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    print(f"{n} questions, {len({i['session'] for i in items if i['session']})} sessions, "
          f"{sum(1 for i in items if i['session'])} session turns")
    print("languages:", {k: f"{v} ({100 * v / n:.0f} %)" for k, v in Counter(i["lang"] for i in items).most_common()})
    print("decisions:", dict(Counter(i["decision"] for i in items).most_common()))
    multi = sum(1 for i in items if len(i["intents"]) >= 2)
    print(f"multi-intent: {multi} ({100 * multi / n:.1f} %)")
    hidden = sum(1 for i in items if len(i["intents"]) >= 2 and set(i["intents"]) & {"out_of_scope", "refuse"})
    print(f"hidden order / out-of-scope part beside a served one: {hidden} ({100 * hidden / n:.1f} %); "
          f"any order or out-of-scope: {sum(1 for i in items if set(i['intents']) & {'out_of_scope', 'refuse'})}")
    print("intent sets:")
    for k, v in Counter("+".join(i["intents"]) for i in items).most_common():
        print(f"  {v:3d}  {k}")
    per_intent = Counter(x for i in items for x in i["intents"])
    print("per intent:", dict(per_intent.most_common()))
    empty = [i["id"] for i in items if not i["facts"] and i["decision"] != "abstain"
             and not set(i["intents"]) <= {"capabilities", "tactical", "photo", "out_of_scope"}]
    print("served items with no fact:", empty)
    if "--sample" in sys.argv:
        for it in items[:: max(1, n // 45)]:
            print(json.dumps({k: it[k] for k in ("id", "lang", "question", "intents", "decision", "facts")}, ensure_ascii=False))
    return items


if __name__ == "__main__":
    write_jsonl(OUT / f"crew_templates_{FILE}.jsonl", build_templates())
    write_jsonl(OUT / f"crew_sessions_{FILE}.jsonl", build_sessions())
    print(f"wrote {OUT / f'crew_templates_{FILE}.jsonl'} and {OUT / f'crew_sessions_{FILE}.jsonl'}")
    if "--check" in sys.argv:
        check()
