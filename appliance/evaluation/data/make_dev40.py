"""Generator for blind batch d40 (file dev40): crew questions with gold computed from the data.

Run from /work/main:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main /work/main/.venv/bin/python /work/batches/d40/make_dev40.py

Every number in a gold fact is computed here: from the CSV (crew_facts.table / fire_record / day_fact),
from unit conversions of a real reading, from the crew's own rate x minutes, or parsed out of the shipped
documents with a regex. Question texts are written by hand; no gold number is typed.
"""
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path
from statistics import mean

from appliance.evaluation import crew_facts as cf
from appliance.evaluation.crew_days import TODAY

NAME, FILE = "d40", "dev40"
OUT = Path(__file__).resolve().parent
DOCS = Path("/work/main/edge_data/documents")

B, S = "bejaia", "sidi-bel-abbes"
T = cf.table()
FR = cf.fire_record()
TD = TODAY.isoformat()
YD, DBY = "2012-09-29", "2012-09-28"


def _days_of(key):
    from appliance.evaluation import crew_days
    return crew_days.resolve(key, "en", 0)["days"]


# ---------------------------------------------------------------- numbers from the data
def num(x, nd=1):
    x = round(float(x), nd)
    return int(x) if x.is_integer() else x


def day_of(key):
    return {"now": TD, "today": TD, "yesterday": YD, "daybefore": DBY}.get(key, key)


def code(dev, key, c):
    return num(T[(dev, day_of(key))].codes[c])


def reading(dev, key, field):
    d = T[(dev, day_of(key))]
    return {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm, "fwi": d.codes["FWI"]}[field]


def diff(field, key, a=B, b=S):
    if field in ("t", "rh", "ws", "rain", "fwi"):
        return num(abs(reading(a, key, field) - reading(b, key, field)))
    return num(abs(T[(a, day_of(key))].codes[field] - T[(b, day_of(key))].codes[field]))


STATION_WORDS = {B: ["bejaia", "bgayet", "بجاية"], S: ["sidi", "سيدي بلعباس", "سيدي بل عباس"]}


def name_any(dev):
    return {"any": list(STATION_WORDS[dev])}


def worse(key):
    return name_any(cf.watch_station(day_of(key)))


def extreme_station(key, field, higher=True):
    vals = {dev: reading(dev, key, field) for dev in (B, S)}
    assert vals[B] != vals[S], (key, field)
    pick = max(vals, key=vals.get) if higher else min(vals, key=vals.get)
    return name_any(pick)


def window_max_station(key, attr):
    days = _days_of(key)
    best = {}
    for dev in (B, S):
        rows = [T[(dev, d)] for d in days if (dev, d) in T]
        best[dev] = max((r.codes["FWI"] if attr == "fwi" else r.temperature_c) for r in rows)
    assert best[B] != best[S]
    return name_any(max(best, key=best.get))


def count_above(dev, key, field, thr):
    rows = [T[(dev, d)] for d in _days_of(key) if (dev, d) in T]
    get = {"t": lambda r: r.temperature_c, "fwi": lambda r: r.codes["FWI"], "rh": lambda r: r.rh_pct}[field]
    return sum(get(r) > thr for r in rows)


def window_min(dev, key, field):
    rows = [T[(dev, d)] for d in _days_of(key) if (dev, d) in T]
    return num(min({"rh": r.rh_pct, "t": r.temperature_c}[field] for r in rows))


def window_mean(dev, key, field):
    rows = [T[(dev, d)] for d in _days_of(key) if (dev, d) in T]
    m = mean({"rh": r.rh_pct, "t": r.temperature_c}[field] for r in rows)
    s = f"{m:.1f}"
    return {"any": [s, s.replace(".", ",")]}


def fires_gt(dev, thr):
    """As crew_facts' fires_fwi_gt (past days before today with FWI above thr): [days, fire days]."""
    hot = [fire for (d, day), (fwi, fire) in FR.items() if d == dev and fwi > thr and day < TD]
    return [len(hot), sum(hot)]


def fires_temp_gt(dev, thr):
    """Past days whose noon temperature was above thr: [days, fire days] from the record of past fires."""
    hot = [FR[(d, day)][1] for (d, day), r in T.items() if d == dev and r.temperature_c > thr and day < TD]
    return [len(hot), sum(hot)]


def fires_in(dev, key):
    return sum(FR[(dev, d)][1] for d in _days_of(key) if (dev, d) in FR)


# ---------------------------------------------------------------- unit conversions of real readings
def _dec_forms(v, units):
    s = f"{v:.1f}"
    forms = [s, s.replace(".", ",")]
    forms += [f"{round(v)} {u}" for u in units] + [f"{round(v)}{u}" for u in units]
    return {"any": forms}


def mph(dev, key):
    return _dec_forms(reading(dev, key, "ws") * 0.621371, ["mph", "mi/h", "miles"])


def knots(dev, key):
    return _dec_forms(reading(dev, key, "ws") / 1.852, ["kn", "kt", "nœud", "noeud", "nudo", "عقد"])


def mps(dev, key):
    return _dec_forms(reading(dev, key, "ws") / 3.6, ["m/s", "m s", "متر"])


def fahrenheit(dev, key):
    f = reading(dev, key, "t") * 9 / 5 + 32
    if float(round(f, 1)).is_integer():
        return num(f)
    return _dec_forms(f, ["°F", "F"])


# ---------------------------------------------------------------- the crew's own numbers
def dist(metres):
    """A distance the crew's rate gives, in m and km forms (French comma too)."""
    m = num(metres, 0)
    km = num(metres / 1000, 3)
    kms = f"{km}"
    forms = [f"{m} m", f"{m}m", f"{kms} km", f"{kms}km", f"{kms.replace('.', ',')} km", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m:,} m".replace(",", ".")]
    return {"any": sorted(set(forms))}


def rate_dist(m_per_min=None, km_h=None, minutes=0):
    if m_per_min is not None:
        return dist(m_per_min * minutes)
    return dist(km_h * 1000 / 60 * minutes)


# ---------------------------------------------------------------- the shipped documents, by regex
DOC = {p.stem: p.read_text(encoding="utf-8") for p in DOCS.glob("*.md")}
FWI_GUIDE, LCES, BUTTE = DOC["fire-weather-index-guide"], DOC["crew-safety-lces"], DOC["butte-county-defensible-space"]
CLASS_FROM = {m.group(2): num(m.group(1)) for m in re.finditer(r"from ([\d.]+)\s+(very high|high|moderate|low|extreme)", FWI_GUIDE)}
FFMC_EASY = num(re.search(r"above about (\d+)\s+fine\s+fuels\s+ignite", FWI_GUIDE).group(1))
DEFENSIBLE_FT = num(re.search(r"(\d+) feet of defensible space", BUTTE).group(1))
ZONE0_FT = num(re.search(r"Zone 0 is the first (\d+) feet", BUTTE).group(1))
ZONE1 = [num(x) for x in re.search(r"Zone 1 runs from (\d+) to (\d+) feet", BUTTE).groups()]
ZONE2 = [num(x) for x in re.search(r"Zone 2 runs from (\d+) to (\d+) feet", BUTTE).groups()]
GRASS_IN = num(re.search(r"maximum height of (\d+) inches", BUTTE).group(1))
BRANCH_FT = num(re.search(r"branches (\d+) feet\s+from chimneys", BUTTE).group(1))
LEAVES_IN = num(re.search(r"deeper than (\d+) inches", BUTTE).group(1))
assert DEFENSIBLE_FT == 100 and CLASS_FROM["high"] and "Lookouts" in LCES
for word in ("downhill", "spot fires", "hotter and drier", "tired", "slowest", "alone"):
    assert word in LCES, word
assert "intensity" in FWI_GUIDE and "spread" in FWI_GUIDE and "fuel available" in FWI_GUIDE

LOOKOUT = {"any": ["lookout", "guetteur", "vigie", "vigía", "vigia", "observador", "مراقب", "LCES"]}
ESCAPE = {"any": ["escape", "échappement", "fuite", "repli", "ruta de escape", "vía de escape", "vias de escape",
                  "هروب", "نجاة", "انسحاب"]}
WATCHOUT = {"any": ["downhill", "spot fire", "hotter and drier", "tired", "descente", "sautes de feu",
                    "foyers secondaires", "fatigu", "cuesta abajo", "ladera abajo", "focos secundarios", "cansad",
                    "منحدر", "بؤر", "متعب", "تعب"]}
SLOWEST = {"any": ["slowest", "plus lent", "más lento", "mas lento", "أبطأ"]}
INTENSITY = {"any": ["intensity", "intensité", "intensidad", "شدة"]}
SPREADW = {"any": ["spread", "propagation", "propagación", "انتشار"]}
FUEL = {"any": ["fuel", "combustible", "وقود"]}
ISIW = {"any": ["ISI", "Initial Spread Index", "indice de propagation initiale", "índice de propagación inicial",
                "مؤشر الانتشار"]}
DMCW, DCW = {"any": ["DMC", "Duff Moisture"]}, {"any": ["DC ", "DC,", "DC)", "DC.", "Drought Code", "(DC"]}
NOON = {"any": ["noon", "midi", "12:00", "12 h", "12h", "mediodía", "mediodia", "الظهر", "الزوال"]}
PHOTO = {"any": ["photo", "image", "picture", "foto", "imagen", "صورة", "تصويرة"]}
DIRECTION = {"any": ["direction", "dirección", "direccion", "اتجاه"]}
NEG_EXTRA = {"fr": ["ne peut pas", "ne peux pas", "impossible", "pas de", "n'ai pas", "n'a pas", "aucun", "ne dispose"],
             "es": ["no puede", "no puedo", "no tengo", "no tiene", "no dispone", "no hay", "imposible", "ningún",
                    "ninguna"],
             "ar": ["لا يمكن", "لا أستطيع", "لا يستطيع", "لا أملك", "لا يملك", "لا تتوفر", "لا يتوفر", "غير متوفر",
                    "ليس", "لا توجد", "لا يوجد", "ما نقدرش", "ما عنديش"]}


def neg(lang):
    if lang == "en":
        return "neg"
    return {"any": cf.NEGATION["any"] + NEG_EXTRA[lang]}


# ---------------------------------------------------------------- the questions
Q = []          # template phrasings
SESS = []       # session turns

ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}


def q(kind, lang, text, intents, st=None, day="now", facts=(), dec=None, thr=None, h=None, alt=None, nfh=False):
    Q.append(dict(kind=kind, lang=lang, q=text, intents=list(intents), st=ST[st], day=day, facts=list(facts),
                  dec=dec, thr=thr, h=h, alt=alt, nfh=nfh))


CC, D, C, SM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOCI, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ===== current conditions =====
q("cond", "en", "Dispatch to the box: latest temperature, humidity and wind at Béjaïa, please.", [CC], "B", "now", ["t", "rh", "ws"])
q("cond", "en", "sba temp n humidity rn", [CC], "S", "now", ["t", "rh"])
q("cond", "en", "Engine 4 here. Sidi-Bel Abbès wind, in miles per hour if you can.", [CC], "S", "now", ["ws", mph(S, "now")])
q("cond", "en", "whats the wind at bej in knots", [CC], "B", "now", ["ws", knots(B, "now")])
q("cond", "en", "Air temp at Bejaia today in Fahrenheit? The loaner kit only reads °F.", [CC], "B", "today", ["t", fahrenheit(B, "today")])
q("cond", "en", "Did Sidi Bel Abbes get any rain yesterday?", [CC], "S", "yesterday", ["rain"])
q("cond", "en", "Bejaia humidity on 14-Aug?", [CC], "B", "2012-08-14", ["rh"])
q("cond", "en", "Copy, need the wind in metres per second at Sidi Bel Abbès for the day before yesterday.", [CC], "S", "daybefore", ["ws", mps(S, "daybefore")])
q("cond", "en", "Noon readings at SBA for 2012-08-03, temp, RH and wind, over.", [CC], "S", "2012-08-03", ["t", "rh", "ws"])
q("cond", "en", "hey um is it raining at Bejaia right now or not? sorry if that's a silly question, first week here", [CC], "B", "now", ["rain"])
q("cond", "en", "What was it like at Sidi Bel Abbès on the 17th of August? Heat and humidity mostly.", [CC], "S", "2012-08-17", ["t", "rh"])
q("cond", "en", "Wind at Bejaia — how strong and from which side?", [CC, OOS], "B", "now", ["ws"])
q("cond", "en", "sidi wind speed + direction pls", [CC, OOS], "S", "now", ["ws"])
q("cond_hour", "en", "What did Béjaïa read at 5:30 this morning for temperature?", [CC], "B", "today", ["t"], dec="warn")
q("cond_hour", "en", "RH at SBA around 4 in the afternoon yesterday?", [CC], "S", "yesterday", ["rh"], dec="warn")
q("cond_hour", "en", "Temperature at Sidi Bel Abbès around 9 last night?", [CC], "S", "yesterday", ["t"], dec="warn")
q("cond_near", "en", "How windy is it up on the crest behind Bejaia right now?", [CC], "B", "now", ["ws"], dec="warn")
q("cond_near", "en", "temp about 8 km north of sidi bel abbes?", [CC], "S", "now", ["t"], dec="warn")

q("cond", "fr", "Donne-moi la température et l'humidité relevées à Béjaïa ce midi.", [CC], "B", "today", ["t", "rh"])
q("cond", "fr", "Vent à SBA en nœuds, s'il te plaît.", [CC], "S", "now", ["ws", knots(S, "now")])
q("cond", "fr", "Il a plu hier sur Béjaïa ?", [CC], "B", "yesterday", ["rain"])
q("cond", "fr", "Quelles conditions à Sidi Bel Abbès le 3/8 ? Température, humidité, vent.", [CC], "S", "2012-08-03", ["t", "rh", "ws"])
q("cond", "fr", "Le vent souffle d'où à Sidi Bel Abbès, et à quelle vitesse ?", [CC, OOS], "S", "now", ["ws"])
q("cond", "fr", "Le 14 août, il faisait combien à Béjaïa ?", [CC], "B", "2012-08-14", ["t"])
q("cond_hour", "fr", "Température à Sidi Bel Abbès vers 7 h ce matin ?", [CC], "S", "today", ["t"], dec="warn")
q("cond_near", "fr", "Quelle humidité sur les hauteurs, à une quinzaine de kilomètres de Béjaïa ?", [CC], "B", "now", ["rh"], dec="warn")

q("cond", "es", "¿Qué temperatura marca ahora Sidi Bel Abbès?", [CC], "S", "now", ["t"])
q("cond", "es", "Humedad y viento en Béjaïa, lectura de hoy, por favor.", [CC], "B", "today", ["rh", "ws"])
q("cond", "es", "¿Llovió ayer en SBA?", [CC], "S", "yesterday", ["rain"])
q("cond", "es", "Necesito el viento de Béjaïa en millas por hora, tenemos un anemómetro gringo.", [CC], "B", "now", ["ws", mph(B, "now")])
q("cond", "es", "¿Cuántos grados hacía en Sidi Bel Abbès el 17 de agosto?", [CC], "S", "2012-08-17", ["t"])
q("cond", "es", "Velocidad y rumbo del viento en Béjaïa.", [CC, OOS], "B", "now", ["ws"])
q("cond", "es", "Temperatura en Béjaïa en grados Fahrenheit, ahora.", [CC], "B", "now", ["t", fahrenheit(B, "now")])
q("cond_hour", "es", "¿Y la humedad en Béjaïa ayer a las 18:00?", [CC], "B", "yesterday", ["rh"], dec="warn")
q("cond_near", "es", "¿Qué viento hay en el monte, unos 12 km al sur de Sidi Bel Abbès?", [CC], "S", "now", ["ws"], dec="warn")

q("cond", "ar", "ما درجة الحرارة والرطوبة النسبية في بجاية الآن؟", [CC], "B", "now", ["t", "rh"])
q("cond", "ar", "شحال راهي السخانة في سيدي بلعباس دروك؟", [CC], "S", "now", ["t"])
q("cond", "ar", "rih f bejaia ch7al rah drok?", [CC], "B", "now", ["ws"])
q("cond", "ar", "هل هطل المطر في سيدي بلعباس أمس؟", [CC], "S", "yesterday", ["rain"])
q("cond", "ar", "الريح من وين جاية في بجاية وقداش سرعتها؟", [CC, OOS], "B", "now", ["ws"])
q("cond", "ar", "rtouba f sba nhar 14 aout ch7al kanet?", [CC], "S", "2012-08-14", ["rh"])
q("cond", "ar", "ما سرعة الرياح في سيدي بلعباس بالمتر في الثانية؟", [CC], "S", "now", ["ws", mps(S, "now")])
q("cond_hour", "ar", "كم كانت درجة الحرارة في بجاية على الساعة السادسة صباحاً اليوم؟", [CC], "B", "today", ["t"], dec="warn")
q("cond_near", "ar", "الجبل اللي فوق سيدي بلعباس، كاين ريح قوية تما؟", [CC], "S", "now", ["ws"], dec="warn")

# ===== danger =====
q("danger", "en", "Box, FWI at Sidi Bel Abbès?", [D], "S", "now", ["fwi"])
q("danger", "en", "danger class bej today", [D], "B", "today", ["class"])
q("danger", "en", "Command to appliance, requesting FWI and danger class for Bejaia, over.", [D], "B", "now", ["fwi", "class"])
q("danger", "en", "ISI at SBA as of this noon?", [D], "S", "today", [code(S, "today", "ISI")])
q("danger", "en", "BUI and DC at Béjaïa on 2012-08-29?", [D], "B", "2012-08-29", [code(B, "2012-08-29", "BUI"), code(B, "2012-08-29", "DC")])
q("danger", "en", "FFMC at sidi bel abbes yesterday, need it for the fine fuels check", [D], "S", "yesterday", [code(S, "yesterday", "FFMC")])
q("danger", "en", "How bad was the fire danger at Bejaia on the 25th of August?", [D], "B", "2012-08-25", ["fwi", "class"])
q("danger", "en", "I'm a volunteer and the codes confuse me — is it dangerous around Sidi Bel Abbes today, basically yes or no?", [D], "S", "today", ["class"])
q("danger", "en", "FWI and class at SBA — and what is FWI actually measuring?", [D, DOCI], "S", "now", ["fwi", "class", INTENSITY])
q("danger", "en", "Fire behaviour analyst: DMC and BUI for Sidi Bel Abbès on Aug 23 2012.", [D], "S", "2012-08-23", [code(S, "2012-08-23", "DMC"), code(S, "2012-08-23", "BUI")])
q("danger_hour", "en", "fwi sba at 0600?", [D], "S", "today", ["fwi"], dec="warn")
q("danger_near", "en", "Danger level for the cork oak stand some 20 km east of Béjaïa?", [D], "B", "now", ["class"], dec="warn")

q("danger", "fr", "Indice FWI à Béjaïa ce midi ?", [D], "B", "today", ["fwi"])
q("danger", "fr", "Classe de danger à SBA en ce moment ?", [D], "S", "now", ["class"])
q("danger", "fr", "Quel ISI et quel BUI à Sidi Bel Abbès le 21 septembre ?", [D], "S", "2012-09-21", [code(S, "2012-09-21", "ISI"), code(S, "2012-09-21", "BUI")])
q("danger", "fr", "C'était quoi le niveau de risque à Béjaïa avant-hier ?", [D], "B", "daybefore", ["fwi", "class"])
q("danger", "fr", "FFMC à Béjaïa aujourd'hui, et d'après le guide, à partir de quelle valeur les combustibles fins s'enflamment facilement ?", [D, DOCI], "B", "today", [code(B, "today", "FFMC"), FFMC_EASY])
q("danger_near", "fr", "Risque incendie sur le massif à 25 km au sud de Sidi Bel Abbès, tu as ça ?", [D], "S", "now", ["class"], dec="warn")

q("danger", "es", "¿Qué índice FWI da Béjaïa ahora mismo?", [D], "B", "now", ["fwi"])
q("danger", "es", "Clase de peligro en Sidi Bel Abbès hoy.", [D], "S", "today", ["class"])
q("danger", "es", "¿Cuánto daba el ISI en Béjaïa el 29 de agosto?", [D], "B", "2012-08-29", [code(B, "2012-08-29", "ISI")])
q("danger", "es", "Peligro en SBA ayer: índice y categoría.", [D], "S", "yesterday", ["fwi", "class"])
q("danger", "es", "Dame el BUI de Sidi Bel Abbès del 31 de julio y dime qué mide según la guía.", [D, DOCI], "S", "2012-07-31", [code(S, "2012-07-31", "BUI"), FUEL])
q("danger_hour", "es", "¿Qué peligro había en Béjaïa a las 3 de la tarde?", [D], "B", "today", ["fwi"], dec="warn")

q("danger", "ar", "ما هي فئة خطر الحرائق في سيدي بلعباس اليوم؟", [D], "S", "today", ["class"])
q("danger", "ar", "الـFWI في بجاية شحال راهو؟", [D], "B", "now", ["fwi"])
q("danger", "ar", "danger f sba lbare7 kan kbir wela la?", [D], "S", "yesterday", ["fwi", "class"])
q("danger", "ar", "أعطني مؤشر الانتشار الأولي ISI ومؤشر التراكم BUI لبجاية يوم 23 أوت.", [D], "B", "2012-08-23", [code(B, "2012-08-23", "ISI"), code(B, "2012-08-23", "BUI")])
q("danger", "ar", "fwi ta3 sidi bel abbes 17 aout?", [D], "S", "2012-08-17", ["fwi"])
q("danger_near", "ar", "الخطر في الغابة اللي بعيدة على بجاية بعشرين كيلومتر، كيفاش راهو؟", [D], "B", "now", ["class"], dec="warn")

# ===== compare stations =====
q("cmp", "en", "Which station is worse right now, Bejaia or SBA?", [C], "BS", "now", ["fwi", worse("now")])
q("cmp", "en", "Dispatch: compare today's FWI at both stations and give me the gap.", [C], "BS", "today", ["fwi", diff("fwi", "today")])
q("cmp", "en", "Command to box: both stations, class for each, over.", [C, D], "BS", "now", ["class"], alt=[[C]])
q("cmp", "en", "hotter rn bej or sidi?? by how many degrees", [C], "BS", "now", ["t", diff("t", "now")])
q("cmp", "en", "On 17 August, which of the two had the higher fire danger, and by how much?", [C], "BS", "2012-08-17", ["fwi", worse("2012-08-17"), diff("fwi", "2012-08-17")])
q("cmp", "en", "Was Béjaïa or Sidi Bel Abbès drier on 2012-08-25? Both humidities please.", [C], "BS", "2012-08-25", ["rh", extreme_station("2012-08-25", "rh", higher=False)])
q("cmp", "en", "ISI at each station yesterday — which one would carry a fire faster?", [C, D], "BS", "yesterday", [code(B, "yesterday", "ISI"), code(S, "yesterday", "ISI")], alt=[[C]])
q("cmp", "en", "windier today: sba or bejaia", [C], "BS", "today", ["ws", extreme_station("today", "ws")])
q("cmp", "en", "New volunteer here. Is one of the two stations scarier than the other today? I don't really get the numbers yet.", [C], "BS", "today", ["class", worse("today")])
q("cmp", "en", "Temperature gap between Bejaia and Sidi Bel Abbes on 2 August?", [C], "BS", "2012-08-02", ["t", diff("t", "2012-08-02")])
q("cmp", "en", "Between Bejaia and SBA, which was in the higher danger class on 21 Sep, and what class was the other one in?", [C], "BS", "2012-09-21", ["class", worse("2012-09-21")])
q("cmp", "en", "Analyst: BUI side by side, Bej vs Sidi, 23/08/2012.", [C, D], "BS", "2012-08-23", [code(B, "2012-08-23", "BUI"), code(S, "2012-08-23", "BUI")], alt=[[C]])
q("cmp", "en", "29 Aug: which station ran the higher FWI, and what was the difference?", [C], "BS", "2012-08-29", ["fwi", worse("2012-08-29"), diff("fwi", "2012-08-29")])
q("cmp_win", "en", "Which station peaked higher on FWI in August, and what was each one's peak?", [C, SM], "BS", "aug", ["maxfwi", window_max_station("aug", "fwi")])
q("cmp_win", "en", "Over the past week, where was fire danger worse? Max FWI for each site.", [C, SM], "BS", "lastweek", ["maxfwi", window_max_station("lastweek", "fwi")])
q("cmp_win", "en", "How many fire days did each station log in July, and which had more?", [C, SM], "BS", "jul", ["fires"], nfh=True)
q("cmp_tac", "en", "Logistics: deciding where to pre-position the water tender. Compare danger at the two stations for 26 July.", [C, TAC], "BS", "2012-07-26", ["fwi", worse("2012-07-26")])

q("cmp", "fr", "Laquelle des deux stations est la plus exposée en ce moment ?", [C], "BS", "now", ["fwi", worse("now")])
q("cmp", "fr", "Compare Béjaïa et SBA : FWI et classe pour chacune, aujourd'hui.", [C, D], "BS", "today", ["fwi", "class"], alt=[[C]])
q("cmp", "fr", "De combien le FWI de Sidi Bel Abbès dépassait-il celui de Béjaïa le 25 août ?", [C], "BS", "2012-08-25", ["fwi", diff("fwi", "2012-08-25")])
q("cmp", "fr", "Où faisait-il le plus chaud hier, à Béjaïa ou à Sidi Bel Abbès ?", [C], "BS", "yesterday", ["t", extreme_station("yesterday", "t")])
q("cmp", "fr", "L'humidité est plus basse où, Bej ou SBA, et avec quel écart ?", [C], "BS", "now", ["rh", diff("rh", "now")])
q("cmp", "fr", "Le 29 août, Béjaïa était vraiment pire que Sidi Bel Abbès ? Donne les deux classes.", [C], "BS", "2012-08-29", ["class", "fwi"])
q("cmp_win", "fr", "Sur la semaine écoulée, quelle station a eu le FWI maximal le plus élevé ?", [C, SM], "BS", "lastweek", ["maxfwi", window_max_station("lastweek", "fwi")])
q("cmp_win", "fr", "En août, combien de journées de feu pour chaque station, et laquelle en a eu le plus ?", [C, SM], "BS", "aug", ["fires"], nfh=True)
q("cmp_tac", "fr", "Je dois choisir où envoyer le renfort, Béjaïa ou SBA, vu le risque d'aujourd'hui.", [C, TAC], "BS", "today", ["fwi", worse("today")])

q("cmp", "es", "¿Cuál de las dos estaciones está peor ahora mismo?", [C], "BS", "now", ["fwi", worse("now")])
q("cmp", "es", "Diferencia de FWI entre Béjaïa y Sidi Bel Abbès el 21 de julio.", [C], "BS", "2012-07-21", ["fwi", diff("fwi", "2012-07-21")])
q("cmp", "es", "¿Dónde sopló más el viento ayer, y cuánto en cada una?", [C], "BS", "yesterday", ["ws", extreme_station("yesterday", "ws")])
q("cmp", "es", "Compárame la clase de peligro de las dos estaciones hoy y dime cuál vigilar.", [C, D], "BS", "today", ["class", worse("today")], alt=[[C]])
q("cmp", "es", "Humedad de Béjaïa frente a la de SBA el 17 de agosto, con la diferencia.", [C], "BS", "2012-08-17", ["rh", diff("rh", "2012-08-17")])
q("cmp", "es", "El ISI de cada estación hoy, y cuál propagaría más rápido.", [C, D], "BS", "today", [code(B, "today", "ISI"), code(S, "today", "ISI")], alt=[[C]])
q("cmp_win", "es", "¿Qué estación llegó a la temperatura más alta en julio?", [C, SM], "BS", "jul", ["maxt", window_max_station("jul", "t")])
q("cmp_win", "es", "Desde el martes, ¿cuál ha tenido el FWI más alto?", [C, SM], "BS", "since-tue", ["maxfwi", window_max_station("since-tue", "fwi")])
q("cmp_tac", "es", "¿Mando la cuadrilla a Béjaïa o a Sidi Bel Abbès? Según el peligro de hoy.", [C, TAC], "BS", "today", ["fwi", worse("today")])

q("cmp", "ar", "أي المحطتين أخطر الآن، بجاية أم سيدي بلعباس؟", [C], "BS", "now", ["fwi", worse("now")])
q("cmp", "ar", "شكون فيهم سخون كثر اليوم، بجاية ولا سيدي بلعباس؟ وبقداش؟", [C], "BS", "today", ["t", diff("t", "today")])
q("cmp", "ar", "anahi li khatra ktar lyoum, bejaia wela sba? w l fwi ta3 kol wa7da", [C], "BS", "today", ["fwi", worse("today")])
q("cmp", "ar", "قارن مؤشر FWI بين المحطتين يوم 17 أوت، وكم الفرق بينهما؟", [C], "BS", "2012-08-17", ["fwi", diff("fwi", "2012-08-17")])
q("cmp", "ar", "ما فئة الخطر في كل من بجاية وسيدي بلعباس أمس؟", [C, D], "BS", "yesterday", ["class"], alt=[[C], [D]])
q("cmp", "ar", "rtouba f bejaia w sba nhar 29 aout, chkoun fihom nachef ktar?", [C], "BS", "2012-08-29", ["rh", extreme_station("2012-08-29", "rh", higher=False)])
q("cmp_win", "ar", "في أوت، شكون فيهم وصل لأعلى FWI؟", [C, SM], "BS", "aug", ["maxfwi", window_max_station("aug", "fwi")])
q("cmp_win", "ar", "كم عدد أيام الحرائق في كل محطة خلال جويلية؟", [C, SM], "BS", "jul", ["fires"], nfh=True, alt=[[SM]])
q("cmp_tac", "ar", "نبعثو الفرقة لبجاية ولا لسيدي بلعباس؟ شوف الخطر تاع اليوم وقولي.", [C, TAC], "BS", "today", ["fwi", worse("today")])

# ===== summary over a window =====
q("sum", "en", "Highest FWI at Sidi Bel Abbès in August?", [SM], "S", "aug", ["maxfwi"])
q("sum", "en", "bej hottest day in july, what temp", [SM], "B", "jul", ["maxt"])
q("sum", "en", "Peak FWI at SBA over the last three days.", [SM], "S", "last3d", ["maxfwi"])
q("sum", "en", "How many August days did SBA top 35 °C?", [SM], "S", "aug", [count_above(S, "aug", "t", 35)], thr=35)
q("sum", "en", "Count the August days when Béjaïa's FWI went over 20.", [SM], "B", "aug", [count_above(B, "aug", "fwi", 20)], thr=20)
q("sum", "en", "Average noon temperature at Bejaia across September?", [SM], "B", "sep", [window_mean(B, "sep", "t")])
q("sum", "en", "Is danger at SBA climbing or easing since Tuesday? Give me the highest FWI in that stretch.", [SM], "S", "since-tue", ["maxfwi"])
q("sum", "en", "Logistics: for the past week at Béjaïa, the top temperature and the top FWI?", [SM], "B", "lastweek", ["maxt", "maxfwi"])
q("sum", "en", "Lowest humidity SBA saw in July?", [SM], "S", "jul", [window_min(S, "jul", "rh")])
q("sum_fires", "en", "How many fire days did Bejaia record in September?", [SM], "B", "sep", ["fires"], nfh=True)
q("sum_fires", "en", "first ten days of sept, how many fire days at sba", [SM], "S", "sep1-10", ["fires"], nfh=True)
q("sum_fires", "en", "From 20 to 31 August at Bejaia: highest FWI, and on how many of those days was there a fire?", [SM], "B", "aug-late", ["maxfwi", "fires"], nfh=True)

q("sum", "fr", "FWI le plus haut à Béjaïa en juillet ?", [SM], "B", "jul", ["maxfwi"])
q("sum", "fr", "Combien de jours au-dessus de 36 °C à Béjaïa en août ?", [SM], "B", "aug", [count_above(B, "aug", "t", 36)], thr=36)
q("sum", "fr", "Température maximale à SBA sur les trois derniers jours ?", [SM], "S", "last3d", ["maxt"])
q("sum", "fr", "La tendance du risque à Béjaïa depuis mardi, ça monte ou ça descend ?", [SM], "B", "since-tue", ["maxfwi"])
q("sum", "fr", "Moyenne de l'humidité à Sidi Bel Abbès en septembre ?", [SM], "S", "sep", [window_mean(S, "sep", "rh")])
q("sum_fires", "fr", "Combien de jours de feu à Sidi Bel Abbès en juin ?", [SM], "S", "jun", ["fires"], nfh=True)

q("sum", "es", "¿Cuál fue el FWI máximo en Sidi Bel Abbès en julio?", [SM], "S", "jul", ["maxfwi"])
q("sum", "es", "¿En cuántos días de septiembre pasó el FWI de 15 en SBA?", [SM], "S", "sep", [count_above(S, "sep", "fwi", 15)], thr=15)
q("sum", "es", "Temperatura más alta en Béjaïa durante la última semana.", [SM], "B", "lastweek", ["maxt"])
q("sum", "es", "Del 20 al 31 de agosto, ¿cuál fue el pico de FWI en Sidi Bel Abbès?", [SM], "S", "aug-late", ["maxfwi"])
q("sum", "es", "¿Cuántos días superaron los 38 grados en SBA en agosto?", [SM], "S", "aug", [count_above(S, "aug", "t", 38)], thr=38)
q("sum_fires", "es", "Días de incendio en Béjaïa en agosto, ¿cuántos fueron?", [SM], "B", "aug", ["fires"], nfh=True)

q("sum", "ar", "ما أعلى قيمة لمؤشر FWI في بجاية خلال شهر أوت؟", [SM], "B", "aug", ["maxfwi"])
q("sum", "ar", "a3la temperature f bejaia had smana?", [SM], "B", "lastweek", ["maxt"])
q("sum", "ar", "كم يوماً تجاوزت فيه الحرارة 37 درجة في سيدي بلعباس في أوت؟", [SM], "S", "aug", [count_above(S, "aug", "t", 37)], thr=37)
q("sum", "ar", "الخطر في بجاية من الثلاثاء لليوم، طالع ولا هابط؟", [SM], "B", "since-tue", ["maxfwi"])
q("sum", "ar", "ما أدنى رطوبة نسبية سُجّلت في سيدي بلعباس في جوان؟", [SM], "S", "jun", [window_min(S, "jun", "rh")])
q("sum_fires", "ar", "شحال من نهار كانت فيه النار في سيدي بلعباس في جويلية؟", [SM], "S", "jul", ["fires"], nfh=True)

# ===== analogs =====
q("analog", "en", "Past days like today at SBA — did they end up with fires?", [AN], "S", "today", ["fwi"], nfh=True)
q("analog", "en", "Bejaia: when FWI went past 20, how many of those days actually saw a fire?", [AN], "B", "now", ["fires_fwi_gt"], thr=20, nfh=True)
q("analog", "en", "sba days w fwi over 10, how many burned", [AN], "S", "now", ["fires_fwi_gt"], thr=10, nfh=True)
q("analog", "en", "Analyst here. For Sidi Bel Abbès, how many recorded days exceeded FWI 25, and what share of them were fire days?", [AN], "S", "now", ["fires_fwi_gt"], thr=25, nfh=True)
q("analog", "en", "Has Béjaïa ever had a fire on a day as damp as today?", [AN], "B", "today", ["rh"], nfh=True)
q("analog", "en", "Whenever SBA has been above 35 degrees at noon, how often did a fire follow that day?", [AN], "S", "now", fires_temp_gt(S, 35), thr=35, nfh=True)
q("analog", "en", "Did days like yesterday at Bejaia tend to burn?", [AN], "B", "yesterday", ["fwi"], nfh=True)
q("analog", "en", "Volunteer question: someone said fires start once the index is over 5 or so. At SBA, of the days over 5, how many really had fires?", [AN], "S", "now", ["fires_fwi_gt"], thr=5, nfh=True)
q("analog", "en", "Take 17 August at SBA — did the days that looked like it have fires?", [AN], "S", "2012-08-17", ["fwi"], nfh=True)
q("analog_cmp", "en", "Which station turned more of its FWI>15 days into fires?", [AN, C], "BS", "now", ["fires_fwi_gt"], thr=15, nfh=True)
q("analog_cmp", "en", "Days with FWI above 30: how many at each station, and how many of them had a fire?", [AN, C], "BS", "now", ["fires_fwi_gt"], thr=30, nfh=True)
q("analog_danger", "en", "Is today the kind of day that burned before at Bejaia? And what's the class right now?", [AN, D], "B", "today", ["fwi", "class"], nfh=True)

q("analog", "fr", "Les jours comme aujourd'hui à Béjaïa, il y a eu des feux ?", [AN], "B", "today", ["fwi"], nfh=True)
q("analog", "fr", "Parmi les journées où le FWI a dépassé 20 à Sidi Bel Abbès, combien ont brûlé ?", [AN], "S", "now", ["fires_fwi_gt"], thr=20, nfh=True)
q("analog", "fr", "Combien de jours au-dessus d'un FWI de 12 à Béjaïa, et combien avec un feu ?", [AN], "B", "now", ["fires_fwi_gt"], thr=12, nfh=True)
q("analog", "fr", "Des journées semblables à hier à SBA, ça a donné des départs de feu ?", [AN], "S", "yesterday", ["fwi"], nfh=True)
q("analog", "fr", "Quand il a fait plus de 35 degrés à Béjaïa, combien de fois il y a eu le feu ?", [AN], "B", "now", fires_temp_gt(B, 35), thr=35, nfh=True)
q("analog_cmp", "fr", "Quelle station transforme le plus souvent ses jours à FWI > 10 en incendies ?", [AN, C], "BS", "now", ["fires_fwi_gt"], thr=10, nfh=True)

q("analog", "es", "¿Los días parecidos a hoy en Sidi Bel Abbès acabaron en incendio?", [AN], "S", "today", ["fwi"], nfh=True)
q("analog", "es", "De los días con FWI por encima de 18 en Béjaïa, ¿en cuántos hubo fuego?", [AN], "B", "now", ["fires_fwi_gt"], thr=18, nfh=True)
q("analog", "es", "¿Cuántos días con FWI mayor que 8 tuvo SBA y en cuántos se quemó algo?", [AN], "S", "now", ["fires_fwi_gt"], thr=8, nfh=True)
q("analog", "es", "Días como el de ayer en Béjaïa: ¿terminaron con incendio?", [AN], "B", "yesterday", ["fwi"], nfh=True)
q("analog_cmp", "es", "En cada estación, de los días con FWI sobre 25, ¿cuántos fueron de incendio?", [AN, C], "BS", "now", ["fires_fwi_gt"], thr=25, nfh=True)
q("analog_danger", "es", "¿Hoy se parece a los días que ardieron en SBA? Y dame la clase actual.", [AN, D], "S", "today", ["fwi", "class"], nfh=True)

q("analog", "ar", "هل شهدت الأيام المشابهة لهذا اليوم حرائق في بجاية من قبل؟", [AN], "B", "today", ["fwi"], nfh=True)
q("analog", "ar", "النهارات اللي كان فيهم FWI فوق 20 في سيدي بلعباس، شحال منهم شعلت فيهم النار؟", [AN], "S", "now", ["fires_fwi_gt"], thr=20, nfh=True)
q("analog", "ar", "les jours li fwi fou9 10 f bejaia, ch7al kan fihom 7ri9?", [AN], "B", "now", ["fires_fwi_gt"], thr=10, nfh=True)
q("analog", "ar", "نهار كيما البارح في سيدي بلعباس، كانت فيه النار قبل؟", [AN], "S", "yesterday", ["fwi"], nfh=True)
q("analog", "ar", "عندما تجاوزت الحرارة 36 درجة في سيدي بلعباس، كم مرة اندلع حريق في ذلك اليوم؟", [AN], "S", "now", fires_temp_gt(S, 36), thr=36, nfh=True)
q("analog_cmp", "ar", "في كل محطة، كم يوماً تجاوز فيه المؤشر 15، وكم منها شهد حريقاً؟", [AN, C], "BS", "now", ["fires_fwi_gt"], thr=15, nfh=True)

# ===== drift (a distance) =====
q("drift", "en", "Head's running about 28 m a minute. How far does it get in a quarter of an hour?", [DR], None, "now", [rate_dist(28, minutes=15)], h=15)
q("drift", "en", "if it does 1.5 km/h how far does it go in 90 min", [DR], None, "now", [rate_dist(km_h=1.5, minutes=90)], h=90)
q("drift", "en", "Engine 7: ROS 40 m/min, we're 35 minutes out. How much ground will the head have covered when we roll up?", [DR], None, "now", [rate_dist(40, minutes=35)], h=35)
q("drift", "en", "spread rate 12 m per min, 50 min, how far pls", [DR], None, "now", [rate_dist(12, minutes=50)], h=50)
q("drift_own", "en", "Using your own estimate, how far does the front move in the half hour it takes us to get there from SBA?", [DR], "S", "now", ["=drift"], h=30)
q("drift_own", "en", "Box estimate only: drift of the head near Sidi Bel Abbès over 45 minutes?", [DR], "S", "now", ["=drift"], h=45)

q("drift", "fr", "Le front avance à 30 m/min. Quelle distance en 25 minutes ?", [DR], None, "now", [rate_dist(30, minutes=25)], h=25)
q("drift", "fr", "Propagation à 2 km/h, on arrive dans 45 minutes : combien de terrain la tête aura-t-elle gagné ?", [DR], None, "now", [rate_dist(km_h=2, minutes=45)], h=45)
q("drift_own", "fr", "D'après ta propre estimation, de combien la tête se déplace près de SBA en une heure ?", [DR], "S", "now", ["=drift"], h=60)

q("drift", "es", "Si avanza a 18 metros por minuto, ¿cuánto recorre en 40 minutos?", [DR], None, "now", [rate_dist(18, minutes=40)], h=40)
q("drift", "es", "La cabeza va a 0,8 km/h; en hora y media, ¿cuánto avanza?", [DR], None, "now", [rate_dist(km_h=0.8, minutes=90)], h=90)
q("drift_own", "es", "Con tu propia estimación, ¿cuánto se mueve el frente cerca de Sidi Bel Abbès en 20 minutos?", [DR], "S", "now", ["=drift"], h=20)

q("drift", "ar", "إذا كانت النار تتقدم بسرعة 20 متراً في الدقيقة، فكم ستقطع في 30 دقيقة؟", [DR], None, "now", [rate_dist(20, minutes=30)], h=30)
q("drift", "ar", "النار ماشية 35 متر في الدقيقة، في ربع ساعة قداش تمشي؟", [DR], None, "now", [rate_dist(35, minutes=15)], h=15)
q("drift_own", "ar", "b l'estimation ta3ek, ch7al tmchi nnar 9rib l sba f 40 minute?", [DR], "S", "now", ["=drift"], h=40)

# ===== spread (where the front will be) =====
q("spread", "en", "Where will the head of the fire north-east of SBA be in 30 minutes?", [SP], "S", "now", ["=spread"], h=30)
q("spread", "en", "Project the front an hour ahead for the fire by Sidi Bel Abbès.", [SP], "S", "now", ["=spread"], h=60)
q("spread", "en", "Which way will it run and how far in the next half hour?", [SP], None, "now", ["=spread"], h=30)
q("spread", "en", "Volunteer asking: if the fire keeps going like this, where will it be in 15 minutes? Sorry, I don't know the proper terms.", [SP], None, "now", ["=spread"], h=15)
q("spread_rate", "en", "fire running 30m/min — where's the front gonna be in 40 min?", [SP], None, "now", ["=spread", rate_dist(30, minutes=40)], h=40, alt=[[SP, DR]])
q("spread_rate", "en", "IC: head moving roughly 1 km/h, give me the projected front in two hours, over.", [SP], None, "now", ["=spread", rate_dist(km_h=1, minutes=120)], h=120, alt=[[SP, DR]])
q("spread_rate", "en", "Dozer's 45 minutes out and we make it 20 m/min. Where's the head by the time it gets there?", [SP], None, "now", ["=spread", rate_dist(20, minutes=45)], h=45, alt=[[SP, DR]])
q("spread_multi", "en", "Where will the front be in 20 min, and what's the FWI at SBA right now?", [SP, D], "S", "now", ["=spread", "fwi"], h=20)
q("spread_multi", "en", "Where's the head heading in the next hour, and should we pull the crew back off the north flank?", [SP, TAC], None, "now", ["=spread"], h=60)
q("spread_multi", "en", "Project the fire 30 minutes out and push that perimeter to every engine.", [SP, REF], None, "now", ["=spread", "neg"], h=30)
q("spread_multi", "en", "Front position in 90 minutes at 25 m/min, plus the wind speed at SBA now.", [SP, CC], "S", "now", ["=spread", rate_dist(25, minutes=90), "ws"], h=90, alt=[[SP, DR, CC]])
q("spread_multi", "en", "Projected head in 45 min, and give me wind speed and direction at Sidi Bel Abbès.", [SP, CC], "S", "now", ["=spread", "ws"], h=45, alt=[[SP, CC, OOS]])

q("spread", "fr", "Où sera le front dans 30 minutes, au nord-est de Sidi Bel Abbès ?", [SP], "S", "now", ["=spread"], h=30)
q("spread", "fr", "Projection du feu à 45 minutes, et dans quelle direction il part ?", [SP], None, "now", ["=spread"], h=45)
q("spread_rate", "fr", "On voit la tête avancer à 15 m/min. Elle sera où dans une heure ?", [SP], None, "now", ["=spread", rate_dist(15, minutes=60)], h=60, alt=[[SP, DR]])
q("spread_rate", "fr", "Avec 0,6 km/h de vitesse de propagation, où sera le front dans deux heures ?", [SP], None, "now", ["=spread", rate_dist(km_h=0.6, minutes=120)], h=120, alt=[[SP, DR]])
q("spread_multi", "fr", "Où en sera le feu dans 20 minutes, et quelle est la classe de danger à SBA ?", [SP, D], "S", "now", ["=spread", "class"], h=20)
q("spread_multi", "fr", "Où sera la tête dans une heure, et est-ce qu'on doit évacuer le douar ?", [SP, TAC], None, "now", ["=spread"], h=60)

q("spread", "es", "¿Dónde estará el frente dentro de media hora?", [SP], None, "now", ["=spread"], h=30)
q("spread", "es", "Proyección del incendio cerca de Sidi Bel Abbès a una hora vista.", [SP], "S", "now", ["=spread"], h=60)
q("spread", "es", "¿Hacia dónde y cuánto avanzará el fuego en 90 minutos?", [SP], None, "now", ["=spread"], h=90)
q("spread_rate", "es", "Avanza a 22 m por minuto: ¿dónde estará la cabeza en 50 minutos?", [SP], None, "now", ["=spread", rate_dist(22, minutes=50)], h=50, alt=[[SP, DR]])
q("spread_multi", "es", "Dónde va a estar el frente en 40 minutos y qué viento hay en SBA.", [SP, CC], "S", "now", ["=spread", "ws"], h=40)
q("spread_multi", "es", "Con 1,2 km/h, ¿dónde estará el frente en 30 minutos? Y manda la proyección al puesto de mando.", [SP, REF], None, "now", ["=spread", rate_dist(km_h=1.2, minutes=30), neg("es")], h=30, alt=[[SP, DR, REF]])

q("spread", "ar", "أين ستكون جبهة الحريق بعد 30 دقيقة؟", [SP], None, "now", ["=spread"], h=30)
q("spread", "ar", "النار اللي في شمال شرق سيدي بلعباس، وين توصل في ساعة؟", [SP], "S", "now", ["=spread"], h=60)
q("spread_rate", "ar", "nnar tmchi 25 metre f dqiqa, win tkoun f 20 minute?", [SP], None, "now", ["=spread", rate_dist(25, minutes=20)], h=20, alt=[[SP, DR]])
q("spread_rate", "ar", "إذا كان معدل الانتشار 40 متراً في الدقيقة، فأين سيصل رأس الحريق بعد 45 دقيقة؟", [SP], None, "now", ["=spread", rate_dist(40, minutes=45)], h=45, alt=[[SP, DR]])
q("spread_multi", "ar", "وين يكون راس النار بعد نص ساعة، وشحال الريح في سيدي بلعباس؟", [SP, CC], "S", "now", ["=spread", "ws"], h=30)
q("spread_multi", "ar", "أين سيكون الحريق بعد ساعتين، وهل يجب أن ننسحب؟", [SP, TAC], None, "now", ["=spread"], h=120)

# ===== frames (the drone) =====
q("frames", "en", "Did the drone pick up anything on its last sortie?", [FRM], None, "now", ["=frames"])
q("frames", "en", "What time did the UAV see the smoke?", [FRM], None, "now", ["=detection"])
q("frames", "en", "Where exactly was the fire the drone spotted?", [FRM], None, "now", ["=detection_place"])
q("frames", "en", "uav see smoke near sba today?", [FRM], "S", "today", ["=detection_place"])
q("frames_multi", "en", "Drone detection: when, where, and what's the danger class at the nearest station?", [FRM, D], "S", "now", ["=detection", "=detection_place", "class"])
q("frames_multi", "en", "What did the drone see? Relay the frame to command while you're at it.", [FRM, REF], None, "now", ["=frames", "neg"])
q("frames", "fr", "Le drone a vu quelque chose ce midi ?", [FRM], None, "today", ["=frames"])
q("frames", "fr", "À quelle heure et où le drone a-t-il repéré la fumée ?", [FRM], None, "now", ["=detection", "=detection_place"])
q("frames", "fr", "La détection du drone, c'est près de quelle station ?", [FRM], None, "now", ["=detection_place"])
q("frames", "es", "¿Qué captó el dron en su último vuelo?", [FRM], None, "now", ["=frames"])
q("frames", "es", "¿A qué hora vio humo el dron?", [FRM], None, "now", ["=detection"])
q("frames_multi", "es", "¿Dónde estaba el fuego que detectó el dron y cómo anda el peligro en Sidi Bel Abbès?", [FRM, D], "S", "now", ["=detection_place", "class"])
q("frames", "ar", "هل رصدت الطائرة المسيّرة دخاناً أو ناراً اليوم؟", [FRM], None, "today", ["=frames"])
q("frames", "ar", "الدرون شاف النار وين بالضبط؟", [FRM], None, "now", ["=detection_place"])
q("frames", "ar", "drone chaf dokhan f wa9tach?", [FRM], None, "now", ["=detection"])

# ===== documents =====
q("docs", "en", "How much defensible space does the Butte County sheet want around a house?", [DOCI], None, "none", ["=doc_defensible"])
q("docs", "en", "what does LCES stand for", [DOCI], None, "none", [LOOKOUT, ESCAPE])
q("docs", "en", "From what FWI does the box start calling it 'high'?", [DOCI], None, "none", [CLASS_FROM["high"]])
q("docs", "en", "In zone 2, how short does the grass need to be cut?", [DOCI], None, "none", [GRASS_IN])
q("docs", "en", "Per the safety doc, when should a crew pull back and re-assess? A couple of the watch-outs will do.", [DOCI], None, "none", [WATCHOUT])
q("docs", "en", "What does the guide say ISI tells you?", [DOCI], None, "none", [SPREADW])
q("docs", "en", "Zone 1 on the defensible space sheet — from how many feet to how many feet?", [DOCI], None, "none", ZONE1)
q("docs", "en", "New guy here. What's FFMC, and at what value does it start to mean trouble?", [DOCI], None, "none", [FFMC_EASY])
q("docs", "en", "How far from chimneys do tree branches have to be kept, per the defensible space guidance?", [DOCI], None, "none", [BRANCH_FT])
q("docs", "en", "dozer boss asking how we should time an escape route, per the doc", [DOCI], None, "none", [SLOWEST])
q("docs_multi", "en", "At what FWI does it become very high, and where is SBA sitting now?", [DOCI, D], "S", "now", [CLASS_FROM["very high"], "fwi"])
q("docs_multi", "en", "What does the LCES doc say about staffing on high-danger days, and is Bejaia at high today?", [DOCI, D], "B", "today", [LOOKOUT, "class"])
q("docs_multi", "en", "List the FWI thresholds for each danger class and email them to the district chief.", [DOCI, REF], None, "none", [CLASS_FROM["high"], CLASS_FROM["very high"], "neg"])

q("docs", "fr", "Quelle distance de débroussaillement le document du comté de Butte exige-t-il autour des bâtiments ?", [DOCI], None, "none", ["=doc_defensible"])
q("docs", "fr", "LCES, ça veut dire quoi concrètement ?", [DOCI], None, "none", [LOOKOUT, ESCAPE])
q("docs", "fr", "À partir de quel FWI la classe devient « élevée » d'après le guide ?", [DOCI], None, "none", [CLASS_FROM["high"]])
q("docs", "fr", "Les situations où il faut se replier, selon la fiche sécurité ?", [DOCI], None, "none", [WATCHOUT])
q("docs", "fr", "Le BUI combine quels codes, selon le guide ?", [DOCI], None, "none", [DMCW, DCW])
q("docs", "fr", "La zone 0, c'est combien de pieds autour de la maison ?", [DOCI], None, "none", [ZONE0_FT])
q("docs", "fr", "Les feuilles mortes au sol, au-delà de quelle épaisseur faut-il les enlever dans la zone 2 ?", [DOCI], None, "none", [LEAVES_IN])
q("docs_multi", "fr", "Seuil de la classe extrême, et Béjaïa en est loin aujourd'hui ?", [DOCI, D], "B", "today", [CLASS_FROM["extreme"], "fwi"])

q("docs", "es", "¿Cuánto espacio defendible pide la guía de Butte alrededor de una vivienda?", [DOCI], None, "none", ["=doc_defensible"])
q("docs", "es", "¿Qué significan las siglas LCES?", [DOCI], None, "none", [LOOKOUT, ESCAPE])
q("docs", "es", "¿Con qué FWI empieza la clase moderada?", [DOCI], None, "none", [CLASS_FROM["moderate"]])
q("docs", "es", "¿Qué dice el documento sobre la altura máxima de la hierba en la zona 2?", [DOCI], None, "none", [GRASS_IN])
q("docs", "es", "Según el documento de seguridad, ¿cómo hay que cronometrar una ruta de escape?", [DOCI], None, "none", [SLOWEST])
q("docs", "es", "¿Qué índice mide la rapidez de propagación según la guía?", [DOCI], None, "none", [ISIW])
q("docs_multi", "es", "¿A partir de qué FWI se considera 'muy alto' y cuánto marca hoy Sidi Bel Abbès?", [DOCI, D], "S", "today", [CLASS_FROM["very high"], "fwi"])
q("docs_multi", "es", "¿Qué pide la guía en días de peligro alto? Y reenvíasela a todos los voluntarios.", [DOCI, REF], None, "none", [LOOKOUT, neg("es")])

q("docs", "ar", "ما المسافة المطلوبة للمساحة الدفاعية حول المباني حسب وثيقة مقاطعة بوت؟", [DOCI], None, "none", ["=doc_defensible"])
q("docs", "ar", "واش معناها LCES؟", [DOCI], None, "none", [LOOKOUT, ESCAPE])
q("docs", "ar", "ابتداءً من أي قيمة لمؤشر FWI تصبح فئة الخطر عالية؟", [DOCI], None, "none", [CLASS_FROM["high"]])
q("docs", "ar", "chno ygoul l guide 3la FFMC, men 9adech ywalli khatar?", [DOCI], None, "none", [FFMC_EASY])
q("docs", "ar", "متى يجب على الفرقة أن تنسحب وتعيد التقييم حسب وثيقة السلامة؟", [DOCI], None, "none", [WATCHOUT])
q("docs", "ar", "الحشيش في المنطقة 2 لازم يكون قصير بقداش؟", [DOCI], None, "none", [GRASS_IN])
q("docs", "ar", "kifach n7asbou wa9t tri9 l hrob (escape route) 3la 7sab l document?", [DOCI], None, "none", [SLOWEST])
q("docs_multi", "ar", "ما عتبة الفئة القصوى، وما قيمة المؤشر في بجاية اليوم؟", [DOCI, D], "B", "today", [CLASS_FROM["extreme"], "fwi"])

# ===== capabilities =====
q("caps", "en", "What can this box actually tell me?", [CAP], None, "none", [])
q("caps", "en", "Which stations do you have data from?", [CAP], None, "none", [name_any(B), name_any(S)])
q("caps", "en", "Does the appliance hold wind direction at all?", [CAP], None, "none", ["neg"], alt=[[CAP, OOS]])
q("caps", "fr", "Tu sais faire quoi, au juste ?", [CAP], None, "none", [])
q("caps", "fr", "Quelles données as-tu à bord ?", [CAP], None, "none", [name_any(B), name_any(S)])
q("caps", "es", "¿Qué datos tienes disponibles?", [CAP], None, "none", [name_any(B), name_any(S)])
q("caps", "es", "¿Me puedes dar pronósticos del tiempo?", [CAP], None, "none", [neg("es")], alt=[[CAP, OOS], [OOS]])
q("caps", "ar", "ما هي البيانات المتوفرة لديك؟", [CAP], None, "none", [name_any(B), name_any(S)])
q("caps", "ar", "واش تقدر تعاوني بيه؟", [CAP], None, "none", [])

# ===== photo =====
q("photo", "en", "Sent you a photo of the column just now, is that a new start?", [PH], None, "now", [PHOTO], alt=[[PH, FRM]])
q("photo", "en", "see the attached picture of the ridge line, what do you make of it", [PH], None, "now", [PHOTO])
q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est un nouveau foyer ?", [PH], None, "now", [PHOTO], alt=[[PH, FRM]])
q("photo", "es", "Te mando una foto del humo, ¿qué ves?", [PH], None, "now", [PHOTO])
q("photo", "ar", "أرسلت لك صورة للدخان، ماذا ترى فيها؟", [PH], None, "now", [PHOTO])
q("photo", "ar", "b3atlek tswira ta3 dokhan, chouf w goulia", [PH], None, "now", [PHOTO])
q("photo_multi", "en", "Here's a pic from the engine cam — what do you see? Also the FWI at SBA.", [PH, D], "S", "now", [PHOTO, "fwi"])

# ===== out of scope =====
q("oos", "en", "Will the wind pick up at SBA this afternoon?", [OOS], "S", "none", ["neg"])
q("oos", "en", "What's the FWI in Oran today?", [OOS], None, "none", ["neg"])
q("oos", "en", "fwi tomorrow bej?", [OOS], "B", "none", ["neg"])
q("oos", "en", "Which way is the wind blowing at Béjaïa?", [OOS], "B", "now", ["neg"], alt=[[CC, OOS]])
q("oos", "en", "Who won the JSK match last night?", [OOS], None, "none", [])
q("oos_part", "en", "Compare SBA with Tlemcen for danger today.", [D, OOS], "S", "today", ["fwi"], alt=[[C, D, OOS], [C, OOS]])
q("oos_part", "en", "Temp at Bejaia now, and how cold will it get tonight?", [CC, OOS], "B", "now", ["t"])
q("oos_part", "en", "Danger class at SBA today, and the outlook for next week?", [D, OOS], "S", "today", ["class"])

q("oos", "fr", "Il va pleuvoir demain sur Béjaïa ?", [OOS], "B", "none", [neg("fr")])
q("oos", "fr", "Le FWI à Tizi Ouzou, tu l'as ?", [OOS], None, "none", [neg("fr")])
q("oos", "fr", "D'où vient le vent à SBA ?", [OOS], "S", "now", [neg("fr")], alt=[[CC, OOS]])
q("oos", "fr", "Donne-moi une recette de chorba pour ce soir.", [OOS], None, "none", [])
q("oos_part", "fr", "FWI à Béjaïa aujourd'hui, et à Alger ?", [D, OOS], "B", "today", ["fwi"])

q("oos", "es", "¿Qué tiempo hará mañana en Sidi Bel Abbès?", [OOS], "S", "none", [neg("es")])
q("oos", "es", "¿Cómo está el peligro de incendio en Orán?", [OOS], None, "none", [neg("es")])
q("oos", "es", "¿De qué dirección sopla el viento en Sidi Bel Abbès?", [OOS], "S", "now", [neg("es")], alt=[[CC, OOS]])
q("oos_part", "es", "Humedad ahora en Béjaïa y la previsión para esta noche.", [CC, OOS], "B", "now", ["rh"])

q("oos", "ar", "هل سترتفع درجة الحرارة غداً في بجاية؟", [OOS], "B", "none", [neg("ar")])
q("oos", "ar", "شحال الخطر في وهران اليوم؟", [OOS], None, "none", [neg("ar")])
q("oos", "ar", "rih mnin jay f sba?", [OOS], "S", "now", [neg("ar")], alt=[[CC, OOS]])
q("oos", "ar", "شكون ربح الماتش البارح؟", [OOS], None, "none", [])
q("oos_part", "ar", "ما مؤشر الخطر في سيدي بلعباس اليوم، وكم هو في تلمسان؟", [D, OOS], "S", "today", ["fwi"], alt=[[C, D, OOS]])

# ===== refuse (orders) =====
q("refuse", "en", "Send an evacuation alert to the hamlet east of SBA.", [REF], "S", "none", ["neg"])
q("refuse", "en", "Dispatch two tankers to Béjaïa now.", [REF], "B", "none", ["neg"])
q("refuse", "en", "Delete this morning's drone frames.", [REF], None, "none", ["neg"])
q("refuse", "en", "notify civil protection that bej is at very high danger", [REF], "B", "none", ["neg"])
q("refuse_multi", "en", "Give me SBA's FWI and text it to the regional chief.", [D, REF], "S", "now", ["fwi", "neg"])
q("refuse_multi", "en", "What's the class at Bejaia? Then page all crews with it.", [D, REF], "B", "now", ["class", "neg"])
q("refuse", "fr", "Envoie une alerte à la protection civile pour Sidi Bel Abbès.", [REF], "S", "none", [neg("fr")])
q("refuse", "fr", "Déclenche l'évacuation du village tout de suite.", [REF], None, "none", [neg("fr")])
q("refuse", "fr", "Efface les images du drone.", [REF], None, "none", [neg("fr")])
q("refuse_multi", "fr", "Donne-moi le FWI de Béjaïa et transmets-le au PC.", [D, REF], "B", "now", ["fwi", neg("fr")])
q("refuse", "es", "Manda una alerta a todos los equipos de Béjaïa.", [REF], "B", "none", [neg("es")])
q("refuse", "es", "Despacha un helicóptero a Sidi Bel Abbès.", [REF], "S", "none", [neg("es")])
q("refuse_multi", "es", "Dame la temperatura de SBA y avísale al jefe de zona.", [CC, REF], "S", "now", ["t", neg("es")])
q("refuse", "ar", "أرسل تنبيهاً إلى الحماية المدنية في بجاية.", [REF], "B", "none", [neg("ar")])
q("refuse", "ar", "بعث زوج شاحنات تاع الما لسيدي بلعباس دروك.", [REF], "S", "none", [neg("ar")])
q("refuse", "ar", "ab3at alerte l ga3 les équipes", [REF], None, "none", [neg("ar")])
q("refuse_multi", "ar", "ما مؤشر الخطر في سيدي بلعباس؟ ثم أبلغ قائد القطاع بذلك.", [D, REF], "S", "now", ["fwi", neg("ar")])

# ===== tactical =====
q("tac", "en", "Should we go direct on the head near SBA?", [TAC], "S", "now", ["class", "ws"])
q("tac", "en", "Is it safe to run a burnout near Bejaia today?", [TAC], "B", "today", ["class", "rh"])
q("tac", "en", "IC: do I pull crews off the line at Sidi Bel Abbès, yes or no?", [TAC], "S", "now", ["class"])
q("tac", "en", "Should I evacuate the farms north-east of SBA?", [TAC], "S", "now", ["class"])
q("tac", "en", "can we leave one engine alone at bej today or is that dumb", [TAC], "B", "today", ["class"])
q("tac", "en", "Do we need air support for this one?", [TAC], None, "now", [])
q("tac_multi", "en", "What's the danger class at SBA, and should we post lookouts early?", [D, TAC], "S", "now", ["class"])
q("tac_multi", "en", "Logistics: move the water tender to Béjaïa or keep it at SBA tonight? Which station's worse?", [TAC, C], "BS", "now", ["fwi", worse("now")])
q("tac_multi", "en", "Worth keeping a crew on standby at Bejaia given the last three days? Peak FWI?", [TAC, SM], "B", "last3d", ["maxfwi"])

q("tac", "fr", "On attaque de front ou on reste sur les flancs, vers Sidi Bel Abbès ?", [TAC], "S", "now", ["class", "ws"])
q("tac", "fr", "Faut-il évacuer le douar à côté du feu ?", [TAC], None, "now", [])
q("tac", "fr", "Je poste des guetteurs tout de suite à Béjaïa ou pas ?", [TAC], "B", "now", ["class"])
q("tac", "fr", "On laisse une équipe seule sur la ligne à Béjaïa aujourd'hui ?", [TAC], "B", "today", ["class"])
q("tac_multi", "fr", "Risque à SBA maintenant, et est-ce qu'on lance un brûlage tactique ?", [D, TAC], "S", "now", ["fwi", "class"])
q("tac_multi", "fr", "Vu les sept derniers jours à Sidi Bel Abbès, je garde l'effectif renforcé ? Donne le FWI max.", [TAC, SM], "S", "lastweek", ["maxfwi"])

q("tac", "es", "¿Atacamos la cabeza directamente cerca de Sidi Bel Abbès o esperamos?", [TAC], "S", "now", ["class", "ws"])
q("tac", "es", "¿Es seguro hacer un contrafuego hoy en Béjaïa?", [TAC], "B", "today", ["class", "rh"])
q("tac", "es", "¿Retiro a la gente de la línea en SBA?", [TAC], "S", "now", ["class"])
q("tac", "es", "¿Evacuamos el pueblo o aguantamos?", [TAC], None, "now", [])
q("tac", "es", "¿Necesitamos medios aéreos en Béjaïa con el viento que hace?", [TAC], "B", "now", ["ws"], alt=[[TAC, CC]])
q("tac_multi", "es", "¿Pongo vigías ya en Sidi Bel Abbès? ¿Qué clase de peligro hay?", [TAC, D], "S", "now", ["class"])

q("tac", "ar", "هل نهاجم رأس الحريق مباشرة قرب سيدي بلعباس؟", [TAC], "S", "now", ["class", "ws"])
q("tac", "ar", "نخليو فرقة وحدها في بجاية اليوم ولا لا؟", [TAC], "B", "today", ["class"])
q("tac", "ar", "nsab9ou n7abtou l'équipe men l front f sba wela la?", [TAC], "S", "now", ["class"])
q("tac", "ar", "هل يجب إخلاء القرية القريبة من الحريق؟", [TAC], None, "now", [])
q("tac", "ar", "هل من الآمن إشعال نار مضادة في بجاية اليوم؟", [TAC], "B", "today", ["class", "rh"])
q("tac_multi", "ar", "شحال الخطر في سيدي بلعباس دروك، ونحطو مراقبين ولا لا؟", [D, TAC], "S", "now", ["fwi", "class"])

# ===== days with no reading =====
q("nodata", "en", "Temperature at Sidi Bel Abbès on 15 May 2012?", [CC], "S", "2012-05-15", ["t"])
q("nodata", "en", "What was the wind at SBA on 14 July?", [CC], "S", "2012-07-14", ["ws"])
q("nodata", "en", "Class at Sidi Bel Abbès on Bastille Day, 14/07/2012?", [D], "S", "2012-07-14", ["class"])
q("nodata", "fr", "Même jour l'an dernier à Béjaïa, le 30 septembre 2011, c'était quoi le FWI ?", [D], "B", "2011-09-30", ["fwi"])
q("nodata", "fr", "Donne le FWI de Béjaïa pour le 10 mai 2012.", [D], "B", "2012-05-10", ["fwi"])
q("nodata", "es", "¿Qué humedad había en Béjaïa el 25 de mayo de 2012?", [CC], "B", "2012-05-25", ["rh"])
q("nodata", "ar", "كم كانت الحرارة في سيدي بلعباس يوم 14 جويلية 2012؟", [CC], "S", "2012-07-14", ["t"])
q("nodata", "ar", "DMC f bejaia 20 mai 2012?", [D], "B", "2012-05-20", [])


# ===== more two- and three-part questions =====
q("combo", "en", "Give me the wind at both stations now and tell me which one has the higher FWI.", [CC, C], "BS", "now", ["ws", "fwi", worse("now")], alt=[[C]])
q("combo", "en", "FWI at Bejaia on 29 Aug, and did days like that one burn?", [D, AN], "B", "2012-08-29", ["fwi"], nfh=True)
q("combo", "en", "How many fire days at SBA in August, and of all its days above FWI 20, how many burned?", [SM, AN], "S", "aug", ["fires", "fires_fwi_gt"], thr=20, nfh=True)
q("combo", "en", "At 25 m/min how far does it get in 40 min — and what does the LCES doc say about timing escape routes?", [DR, DOCI], None, "now", [rate_dist(25, minutes=40), SLOWEST], h=40)
q("combo", "en", "What's the ISI at SBA right now, and what does ISI mean according to the guide?", [D, DOCI], "S", "now", [code(S, "now", "ISI"), SPREADW])
q("combo", "en", "Where did the drone see the fire, and where will the front be in half an hour?", [FRM, SP], None, "now", ["=detection_place", "=spread"], h=30)
q("combo", "en", "Bejaia's class right now, and tomorrow's?", [D, OOS], "B", "now", ["class"])
q("combo", "en", "SBA's top temperature over the past week, and should we double the patrols?", [SM, TAC], "S", "lastweek", ["maxt"])
q("combo", "en", "IC: which station's higher on FWI today? Then send the numbers to Sector 2.", [C, REF], "BS", "today", ["fwi", worse("today"), "neg"])
q("combo", "en", "Volunteer here: what counts as a safety zone in the LCES doc, and is SBA at high danger?", [DOCI, D], "S", "now", [{"any": ["shelter", "surviv", "abri", "refugio", "ملجأ"]}, "class"])
q("combo", "en", "Hottest August day at Bejaia and at SBA — which station topped out higher?", [C, SM], "BS", "aug", ["maxt", window_max_station("aug", "t")])
q("combo", "en", "sba n bej rh rn + which one is worse", [CC, C], "BS", "now", ["rh", worse("now")], alt=[[C]])
q("combo", "en", "Projected front in 25 min, and do we need to move the staging area?", [SP, TAC], None, "now", ["=spread"], h=25)
q("combo", "en", "Since Tuesday: top FWI at both stations and how many fire days each.", [C, SM], "BS", "since-tue", ["maxfwi", "fires"], nfh=True)

q("combo", "fr", "Le vent à Béjaïa et à SBA, et laquelle des deux a le FWI le plus fort ?", [CC, C], "BS", "now", ["ws", "fwi", worse("now")])
q("combo", "fr", "FWI à Sidi Bel Abbès le 21 septembre, et les jours comparables ont-ils brûlé ?", [D, AN], "S", "2012-09-21", ["fwi"], nfh=True)
q("combo", "fr", "Où sera le front dans 40 minutes, et que dit la fiche LCES sur les itinéraires de repli ?", [SP, DOCI], None, "now", ["=spread", ESCAPE], h=40)
q("combo", "fr", "Combien de jours de feu à Béjaïa en juillet, et faut-il renforcer les équipes pour autant ?", [SM, TAC], "B", "jul", ["fires"], nfh=True)
q("combo", "fr", "Classe de danger à Béjaïa, et la prévision pour demain ?", [D, OOS], "B", "now", ["class"])
q("combo", "fr", "Le drone a vu quoi ? Et préviens le préfet dans la foulée.", [FRM, REF], None, "now", ["=frames", neg("fr")])

q("combo", "es", "¿Qué temperatura hay en cada estación ahora y cuál está más seca?", [CC, C], "BS", "now", ["t", "rh", extreme_station("now", "rh", higher=False)])
q("combo", "es", "¿Cuántos días con FWI sobre 20 ardieron en SBA, y cuál fue el máximo de agosto?", [AN, SM], "S", "aug", ["fires_fwi_gt", "maxfwi"], thr=20, nfh=True)
q("combo", "es", "A 15 m/min, ¿cuánto avanza en 20 minutos? ¿Y qué clase de peligro tiene Sidi Bel Abbès?", [DR, D], "S", "now", [rate_dist(15, minutes=20), "class"], h=20)
q("combo", "es", "¿Qué vio el dron y dónde estará el fuego en 45 minutos?", [FRM, SP], None, "now", ["=frames", "=spread"], h=45)
q("combo", "es", "Según la guía, ¿desde qué FWI es peligro extremo? ¿Y cuál fue el FWI máximo de Béjaïa en agosto?", [DOCI, SM], "B", "aug", [CLASS_FROM["extreme"], "maxfwi"])
q("combo", "es", "¿Hace falta reforzar Béjaïa? Compárala con SBA en la última semana, FWI máximo de cada una.", [TAC, C, SM], "BS", "lastweek", ["maxfwi", window_max_station("lastweek", "fwi")])

q("combo", "ar", "ما سرعة الرياح في المحطتين الآن، وأيهما أعلى خطراً؟", [CC, C], "BS", "now", ["ws", worse("now")], alt=[[C]])
q("combo", "ar", "الـFWI في بجاية نهار 29 أوت، والنهارات اللي كيفو شعلت فيهم النار؟", [D, AN], "B", "2012-08-29", ["fwi"], nfh=True)
q("combo", "ar", "nnar tmchi 20 metre f dqiqa, ch7al tmchi f 45 min? w ch7al l fwi f sba?", [DR, D], "S", "now", [rate_dist(20, minutes=45), "fwi"], h=45)
q("combo", "ar", "أين رصدت الطائرة المسيّرة الحريق، وأين سيكون رأسه بعد ساعة؟", [FRM, SP], None, "now", ["=detection_place", "=spread"], h=60)
q("combo", "ar", "ماذا تقول وثيقة السلامة عن المراقبين، وهل الخطر مرتفع في سيدي بلعباس اليوم؟", [DOCI, D], "S", "today", [LOOKOUT, "class"])
q("combo", "ar", "شحال من نهار شعلت فيه النار في بجاية في أوت، ونزيدو فرقة ولا لا؟", [SM, TAC], "B", "aug", ["fires"], nfh=True)
q("combo", "ar", "قارن بين المحطتين في أعلى درجة حرارة خلال الأسبوع الماضي، وأرسل النتيجة إلى غرفة العمليات.", [C, SM, REF], "BS", "lastweek", ["maxt", neg("ar")])

# ---------------------------------------------------------------- sessions
def turn(sess, lang, text, intents, st, when, facts, dec=None, h=None, alt=None, nfh=False):
    n = sum(1 for r in SESS if r["session"] == sess) + 1
    row = {"session": sess, "turn": n, "question": text, "intents": list(intents), "stations": ST[st] if st else None,
           "when": when, "facts": list(facts), "lang": lang}
    if dec:
        row["decision"] = dec
    if h:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if nfh:
        row["needs_fire_history"] = True
    SESS.append(row)


s = f"{NAME}s01"   # incident commander on the radio
turn(s, "en", "Appliance, Command. Danger class at Sidi Bel Abbès, over.", [D], "S", "now", ["class"])
turn(s, "en", "Copy. Same for the other station.", [D], "B", "now", ["class"])
turn(s, "en", "Why's that one so low?", [EXP], "B", "now", ["rh"])
turn(s, "en", "Then which do I watch, and by how much FWI?", [C], "BS", "now", [worse("now"), diff("fwi", "now")])

s = f"{NAME}s02"   # French crew lead
turn(s, "fr", "Température et vent à Béjaïa ce midi ?", [CC], "B", "today", ["t", "ws"])
turn(s, "fr", "Et hier ?", [CC], "B", "yesterday", ["t", "ws"])
turn(s, "fr", "Même chose pour Sidi Bel Abbès, même jour.", [CC], "S", "yesterday", ["t", "ws"])
turn(s, "fr", "Pourquoi le FWI reste si bas là-bas ?", [EXP], "S", "yesterday", ["fwi"])

s = f"{NAME}s03"   # Spanish lead, switches to English
turn(s, "es", "¿Cuántos días de incendio tuvo Sidi Bel Abbès en agosto?", [SM], "S", "aug", ["fires"], nfh=True)
turn(s, "es", "¿Y Béjaïa?", [SM], "B", "aug", ["fires"], nfh=True)
turn(s, "en", "Which of the two was worse that month overall? Max FWI for both.", [C, SM], "BS", "aug", ["maxfwi", window_max_station("aug", "fwi")])
turn(s, "es", "¿Por qué?", [EXP], "BS", "aug", [])

s = f"{NAME}s04"   # Darija, analogs
turn(s, "ar", "الخطر في سيدي بلعباس اليوم شحال؟", [D], "S", "today", ["fwi", "class"])
turn(s, "ar", "والنهارات اللي كيما اليوم، كانت فيهم النار؟", [AN], "S", "today", ["fwi"], nfh=True)
turn(s, "ar", "وفي بجاية؟", [AN], "B", "today", ["fwi"], nfh=True)
turn(s, "ar", "علاش؟", [EXP], "B", "today", [])

s = f"{NAME}s05"   # engine crew on a phone: drone, spread, own rate
turn(s, "en", "drone saw smoke near sba? when", [FRM], "S", "now", ["=detection"])
turn(s, "en", "where will it be in 30 min", [SP], "S", "now", ["=spread"], h=30)
turn(s, "en", "we clocked it at 20 m/min, redo it", [SP], "S", "now", ["=spread", rate_dist(20, minutes=30)], h=30, alt=[[SP, DR]])
turn(s, "en", "why no direction??", [EXP], "S", "now", [DIRECTION])
turn(s, "en", "ok do we pull back the crew on the east flank", [TAC], "S", "now", ["class"])

s = f"{NAME}s06"   # French then Darija then French
turn(s, "fr", "Quel était le risque à Béjaïa le 29 août ?", [D], "B", "2012-08-29", ["fwi", "class"])
turn(s, "fr", "Et à Sidi Bel Abbès le même jour ?", [D], "S", "2012-08-29", ["fwi", "class"])
turn(s, "ar", "شكون فيهم كان أخطر؟ وبقداش؟", [C], "BS", "2012-08-29", [worse("2012-08-29"), diff("fwi", "2012-08-29")])
turn(s, "fr", "Pourquoi Béjaïa était plus haut ce jour-là ?", [EXP], "BS", "2012-08-29", [])

s = f"{NAME}s07"   # dispatcher, documents
turn(s, "en", "Dispatch. What does the LCES sheet say about staffing on high-danger days?", [DOCI], None, "none", [LOOKOUT])
turn(s, "en", "Is either station at high today?", [D], "BS", "today", ["class"], alt=[[D, C]])
turn(s, "en", "What FWI would it take to get there?", [DOCI], None, "none", [CLASS_FROM["high"]], alt=[[DOCI, D]])
turn(s, "en", "Fine. Send that summary to all engines.", [REF], None, "none", ["neg"])

s = f"{NAME}s08"   # Spanish volunteer
turn(s, "es", "Perdón, soy nuevo. ¿Qué es eso del FWI?", [DOCI], None, "none", [INTENSITY])
turn(s, "es", "¿Y cuánto vale ahora en Béjaïa?", [D], "B", "now", ["fwi"])
turn(s, "es", "¿Eso es mucho o poco?", [EXP], "B", "now", ["class"], alt=[[D]])
turn(s, "es", "¿Y en Sidi Bel Abbès?", [D], "S", "now", ["fwi"])

s = f"{NAME}s09"   # MSA analyst, analogs then compare
turn(s, "ar", "كم يوماً تجاوز فيه مؤشر FWI قيمة 20 في بجاية، وكم منها شهد حريقاً؟", [AN], "B", "now", fires_gt(B, 20), nfh=True)
turn(s, "ar", "وفي سيدي بلعباس؟", [AN], "S", "now", fires_gt(S, 20), nfh=True)
turn(s, "ar", "أيهما أخطر اليوم؟", [C], "BS", "today", ["fwi", worse("today")])
turn(s, "ar", "لماذا؟", [EXP], "BS", "today", [])

s = f"{NAME}s10"   # logistics officer, summaries
turn(s, "en", "Logistics: hottest noon reading at Béjaïa in July?", [SM], "B", "jul", ["maxt"])
turn(s, "en", "And in August?", [SM], "B", "aug", ["maxt"])
turn(s, "en", "Same for SBA in August, plus how many days went over 38.", [SM], "S", "aug", ["maxt", count_above(S, "aug", "t", 38)])
turn(s, "en", "Will that kind of heat come back next week?", [OOS], None, "none", ["neg"])

s = f"{NAME}s11"   # engine crew in Arabizi
turn(s, "ar", "salam, fwi f bejaia drok?", [D], "B", "now", ["fwi"])
turn(s, "ar", "w sba?", [D], "S", "now", ["fwi"])
turn(s, "ar", "chkoun fihom khatra ktar w b ch7al?", [C], "BS", "now", [worse("now"), diff("fwi", "now")])
turn(s, "ar", "nnar tmchi 30 metre f dqiqa, ch7al tmchi f 25 min?", [DR], None, "now", [rate_dist(30, minutes=25)], h=25)

s = f"{NAME}s12"   # French IC: hour and a place off the station
turn(s, "fr", "Humidité à Sidi Bel Abbès à 8 h ce matin ?", [CC], "S", "today", ["rh"], dec="warn")
turn(s, "fr", "Et sur la crête, à 10 km au nord ?", [CC], "S", "today", ["rh"], dec="warn")
turn(s, "fr", "Bon, donne-moi le FWI de midi alors.", [D], "S", "today", ["fwi"])
turn(s, "fr", "Pourquoi tu n'as que la valeur de midi ?", [EXP], "S", "today", [NOON], alt=[[CAP]])

s = f"{NAME}s13"   # Spanish IC: drone, spread, own rate
turn(s, "es", "¿El dron vio algo hoy?", [FRM], None, "today", ["=frames"])
turn(s, "es", "¿Dónde exactamente?", [FRM], None, "now", ["=detection_place"])
turn(s, "es", "¿Y dónde estará el frente en una hora?", [SP], "S", "now", ["=spread"], h=60)
turn(s, "es", "Si va a 10 m/min, ¿cuánto avanza en ese tiempo?", [DR], None, "now", [rate_dist(10, minutes=60)], h=60)


# ---------------------------------------------------------------- write the templates
def build_templates():
    groups = OrderedDict()
    for it in Q:
        gk = (it["kind"], it["dec"], it["nfh"])
        groups.setdefault(gk, []).append(it)
    templates, used = [], set()
    for (kind, dec, nfh), items in groups.items():
        key = f"{NAME}-{kind}" + (f"-{dec}" if dec else "") + ("-hist" if nfh else "")
        assert key not in used, key
        used.add(key)
        phrasings = []
        for it in items:
            p = {"q": it["q"], "lang": it["lang"], "stations": it["st"]}
            if it["facts"]:
                p["facts"] = it["facts"]
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": items[0]["intents"], "phrasings": phrasings, "stations": "none",
             "days": [it["day"] for it in items], "intents_by_phrasing": [it["intents"] for it in items]}
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if dec:
            t["decision"] = dec
        if nfh:
            t["needs_fire_history"] = True
        templates.append(t)
    return templates


def main():
    templates = build_templates()
    OUT.mkdir(parents=True, exist_ok=True)
    tp, sp = OUT / f"crew_templates_{FILE}.jsonl", OUT / f"crew_sessions_{FILE}.jsonl"
    tp.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    sp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESS), encoding="utf-8")
    from appliance.evaluation.crew_build import expand
    items = expand(tp, sp)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    multi = sum(len(i["intents"]) >= 2 for i in items)
    print(f"{len(items)} questions ({len(Q)} template phrasings, {len(SESS)} session turns)")
    print(f"multi-intent: {multi} ({100 * multi / len(items):.1f} %)")
    langs = Counter(i["lang"] for i in items)
    print("languages:", {k: f"{v} ({100 * v / len(items):.0f} %)" for k, v in langs.items()})
    print("decisions:", dict(Counter(i["decision"] for i in items)))
    print("intent sets:", dict(Counter("+".join(i["intents"]) for i in items).most_common()))
    return items


if __name__ == "__main__":
    main()
