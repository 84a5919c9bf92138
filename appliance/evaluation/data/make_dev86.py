"""Batch d86 (dev): blind fire-crew questions for the appliance's question reader.

Writes crew_templates_dev86.jsonl and crew_sessions_dev86.jsonl beside this file.
Every number in a gold fact is computed here: readings and codes from the Algerian CSV through
crew_facts.table() / day_fact / window_facts, unit conversions of the real reading, distances from the
crew's own rate and minutes, thresholds and figures parsed out of the shipped documents by regex.

Run:  python -m appliance.evaluation.data.make_dev86
"""
import json
import re
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d86"
OUT = Path(__file__).resolve().parent
T = crew_facts.table()
B, S = "bejaia", "sidi-bel-abbes"
TODAY = crew_days.TODAY.isoformat()
YEST = "2012-09-29"
_num = crew_facts._num

# ---------------------------------------------------------------- facts computed from the data
def day(st, d):
    return T[(st, d)]


def lit(tok, st, d="2012-09-30"):
    """One station's day fact (t, rh, ws, rain, fwi, class) as crew_facts writes it."""
    return crew_facts.day_fact(tok, st, d)


def code(st, d, c):
    return _num(day(st, d).codes[c])


def _forms(v, units):
    s1 = f"{v:.1f}"
    out = [s1, s1.replace(".", ",")]
    out += [f"{round(v)} {u}" for u in units] + [f"{round(v)}{u}" for u in units]
    return {"any": out}


def mph(st, d=TODAY):
    return _forms(day(st, d).wind_kmh / 1.609344, ["mph"])


def knots(st, d=TODAY):
    return _forms(day(st, d).wind_kmh / 1.852, ["kn", "knot", "nœud", "noeud", "kt"])


def mps(st, d=TODAY):
    return _forms(day(st, d).wind_kmh / 3.6, ["m/s", "m s"])


def fahr(st, d=TODAY):
    return _forms(day(st, d).temperature_c * 9 / 5 + 32, ["°F", "F", "degrees F"])


FIELD = {"t": "temperature_c", "rh": "rh_pct", "ws": "wind_kmh", "rain": "rain_mm"}


def rows(st, key):
    return [T[(st, d)] for d in crew_days.resolve(key, "en", 0)["days"] if (st, d) in T]


def val(r, f):
    return r.codes["FWI"] if f == "fwi" else getattr(r, FIELD[f])


def count(st, key, f, thr, strict=True):
    return sum((val(r, f) > thr) if strict else (val(r, f) >= thr) for r in rows(st, key))


def avg(st, key, f):
    rs = rows(st, key)
    a = sum(val(r, f) for r in rs) / len(rs)
    s1 = f"{a:.1f}"
    forms = [s1, s1.replace(".", ",")]
    if s1.endswith(".0"):
        forms.append(s1[:-2])
    return {"any": forms}


def low(st, key, f):
    return _num(min(val(r, f) for r in rows(st, key)))


def rain_total(st, key):
    return _num(round(sum(r.rain_mm for r in rows(st, key)), 1))


def ends(st, key, f):
    rs = rows(st, key)
    return [_num(val(rs[0], f)), _num(val(rs[-1], f))]


def hottest_of(d, f="t"):
    return max((B, S), key=lambda st: val(day(st, d), f))


def driest_of(d):
    return min((B, S), key=lambda st: day(st, d).rh_pct)


def analog(st, thr):
    return crew_facts.window_facts("fires_fwi_gt", st, [TODAY], thr)


def dist(metres):
    m = round(metres)
    km = m / 1000
    k = f"{km:g}"
    forms = [f"{m} m", f"{m}m", f"{k} km", f"{k.replace('.', ',')} km", f"{k}km"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m:,} m".replace(",", "\u202f")]
    return {"any": list(dict.fromkeys(forms))}


def drift_m(rate_m_min, minutes):
    return dist(rate_m_min * minutes)


def drift_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# ---------------------------------------------------------------- facts parsed from the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
LCES_TXT = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWI_TXT = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
DEF_TXT = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")


def _one(pattern, text, conv=str, group=1):
    m = re.search(pattern, " ".join(text.split()))
    if not m:
        raise SystemExit(f"document pattern not found: {pattern}")
    return conv(m.group(group))


def _n(s):
    return _num(float(s))


LCES_WORDS = [{"any": [w.lower().rstrip("s")]} for w in
              re.search(r"before it engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)\.",
                        " ".join(LCES_TXT.split())).groups()]
WO_DOWNHILL = {"any": [_one(r"builds line (downhill) toward a fire", LCES_TXT)]}
WO_SPOT = {"any": [_one(r"when (spot fire)s appear across the line", LCES_TXT)]}
WO_HOTDRY = {"any": [_one(r"when the weather gets (hotter and drier)", LCES_TXT)]}
WO_WIND = {"any": [_one(r"when the (wind) increases or changes direction", LCES_TXT)]}
WO_TIRED = {"any": [_one(r"when the crew is (tired)", LCES_TXT)]}
WO_SEE = {"any": [_one(r"when the crew (cannot see) the main fire", LCES_TXT)]}
STAFF_LOOKOUT = {"any": [_one(r"(lookout)s are posted early", LCES_TXT)]}
STAFF_SHORT = {"any": [_one(r"escape routes are kept (short)", LCES_TXT)]}
ESCAPE_SLOW = {"any": [_one(r"at the (slowest) member's pace", LCES_TXT)]}
CLASS_FROM = {w: _n(v) for v, w in re.findall(r"from ([\d.]+) (very high|high|moderate|low|extreme)\b",
                                              " ".join(FWI_TXT.split()))}
FFMC_EASY = _one(r"above about (\d+) fine fuels ignite easily", FWI_TXT, _n)
ISI_NAME = {"any": [_one(r"The (Initial Spread Index) \(ISI\)", FWI_TXT).lower()]}
ISI_WHAT = {"any": [_one(r"rates how fast a fire would (spread)", FWI_TXT)]}
BUI_NAME = {"any": [_one(r"The (Buildup Index) \(BUI\)", FWI_TXT).lower()]}
FWI_WHAT = {"any": [_one(r"into one rating of (fire intensity)", FWI_TXT)]}
DEF_FEET = _one(r"requires (\d+) feet of defensible space", DEF_TXT, _n)
ZONE0 = _one(r"Zone 0 is the first (\d+) feet", DEF_TXT, _n)
GRASS_IN = _one(r"maximum height of (\d+) inches", DEF_TXT, _n)
BRANCH_FT = _one(r"branches (\d+) feet from chimneys", DEF_TXT, _n)
STATION_NAMES = [{"any": [st.replace("-", " ")]} for st in crew_facts.STATIONS]   # the two stations the box holds

# ---------------------------------------------------------------- the questions
CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
ST = {"B": [B], "S": [S], "BS": [B, S], "-": "none"}

TEMPLATES = {}   # key -> list of phrasing records


def Q(kind, lang, text, intents, st, d, facts, dec=None, h=None, thr=None, fh=False, alt=None):
    key = f"{NAME}-{kind}" + ("-w" if dec == "warn" else "") + ("-fh" if fh else "") + ("-thr" if thr else "") \
        + ("-h" if h else "")
    TEMPLATES.setdefault(key, []).append(dict(lang=lang, q=text, intents=intents, st=st, day=d, facts=facts,
                                              dec=dec, h=h, thr=thr, fh=fh, alt=alt))


def en(*a, **k): Q(a[0], "en", *a[1:], **k)
def fr(*a, **k): Q(a[0], "fr", *a[1:], **k)
def es(*a, **k): Q(a[0], "es", *a[1:], **k)
def ar(*a, **k): Q(a[0], "ar", *a[1:], **k)


W = "warn"
NEG = "neg"
AUG14, AUG3, JUL21, AUG25, AUG22, JUL5, SEP12 = ("2012-08-14", "2012-08-03", "2012-07-21", "2012-08-25",
                                                "2012-08-22", "2012-07-05", "2012-09-12")

# ---- current conditions ------------------------------------------------------------------------------
en("cc", "temp at SBA rn?", [CC], "S", "now", ["t"])
en("cc", "What's the humidity in Bejaia right now?", [CC], "B", "now", ["rh"])
en("cc", "Give me the full noon obs for Sidi Bel Abbes. All of it, temp, RH, wind, rain.", [CC], "S", "now",
   ["t", "rh", "ws", "rain"])
en("cc", "bejia wind pls", [CC], "B", "now", ["ws"])
en("cc", "Did it rain at all at Béjaïa yesterday?", [CC], "B", "yesterday", ["rain"])
en("cc", "Sidi Bel Abbes on 14 Aug, what were temp and humidity?", [CC], "S", AUG14, ["t", "rh"])
en("cc", "How windy was Bejaia on the 3rd of August?", [CC], "B", AUG3, ["ws"])
en("cc", "rh sidi bel abes day before yesterday", [CC], "S", "daybefore", ["rh"])
en("ccdg", "What did the Bejaia station log on 2012-07-21, and what was the FWI that day?", [CC, DG], "B", JUL21,
   ["t", "rh", "ws", "rain", "fwi"])
en("cc", "Logistics here. Our crews think in Fahrenheit, what's the temperature at Sidi Bel Abbes?", [CC], "S", "now",
   ["t", fahr(S)])
en("cc", "Wind at Bejaia in mph please, the strike team lead doesn't do km/h.", [CC], "B", "now", ["ws", mph(B)])
en("cc", "sba wind in knots for air attack", [CC], "S", "now", ["ws", knots(S)])
en("cc", "Bejaia wind speed in metres per second, yesterday's reading.", [CC], "B", "yesterday",
   ["ws", mps(B, YEST)])
en("cc", "humidty at sidi bel abbes on aug 25th?", [CC], "S", AUG25, ["rh"])
en("cc", "Temperature at Bejaia. Just the number.", [CC], "B", "now", ["t"])
en("cc", "What was the temperature at Sidi Bel Abbes at 6 this morning?", [CC], "S", "today", ["t"], dec=W)
en("cc", "Humidity at Bejaia around 4 pm yesterday?", [CC], "B", "yesterday", ["rh"], dec=W)
en("cc", "what's the wind doing up on the ridge above Bejaia", [CC], "B", "now", ["ws"], dec=W)
en("cc", "How hot is it about 10 km south of Sidi Bel Abbes?", [CC], "S", "now", ["t"], dec=W)
en("cc", "Temp and RH at Bejaia on 20 May 2012?", [CC], "B", "2012-05-20", ["t", "rh"])
en("cc", "sba wind 5 oct 2011", [CC], "S", "2011-10-05", ["ws"])
fr("cc", "Quelle température à Béjaïa en ce moment ?", [CC], "B", "now", ["t"])
fr("cc", "L'humidité relative à Sidi Bel Abbès hier, c'était combien ?", [CC], "S", "yesterday", ["rh"])
fr("cc", "Il a plu à SBA aujourd'hui ?", [CC], "S", "today", ["rain"])
fr("cc", "Relevé complet de Béjaïa du 14 août stp", [CC], "B", AUG14, ["t", "rh", "ws", "rain"])
fr("cc", "vent à sidi bel abbes le 3/8", [CC], "S", AUG3, ["ws"])
fr("cc", "Le vent à Béjaïa en nœuds, ça donne quoi ?", [CC], "B", "now", ["ws", knots(B)])
fr("cc", "Chef d'agrès ici. Température et hygrométrie à Sidi Bel Abbès avant-hier ?", [CC], "S", "daybefore",
   ["t", "rh"])
fr("cc", "Quelle humidité à Béjaïa vers 8 h ce matin ?", [CC], "B", "today", ["rh"], dec=W)
fr("cc", "Et sur les crêtes au-dessus de Sidi Bel Abbès, le vent donne quoi ?", [CC], "S", "now", ["ws"], dec=W)
fr("cc", "Température à Béjaïa le 2 mai 2012 ?", [CC], "B", "2012-05-02", ["t"])
fr("ccdg", "Combien de pluie tombée à Béjaïa le 15 juin, et l'IFM ce jour-là ?", [CC, DG], "B", "2012-06-15",
   ["rain", "fwi"])
es("cc", "¿Qué temperatura marca Sidi Bel Abbès ahora mismo?", [CC], "S", "now", ["t"])
es("cc", "humedad en bejaia ayer", [CC], "B", "yesterday", ["rh"])
es("cc", "¿Llovió en Sidi Bel Abbès anteayer?", [CC], "S", "daybefore", ["rain"])
es("cc", "Dame viento y humedad de Bejaia del 21 de julio.", [CC], "B", JUL21, ["ws", "rh"])
es("cc", "viento en SBA en millas por hora porfa", [CC], "S", "now", ["ws", mph(S)])
es("cc", "¿Cuánto viento hace a unos 15 km al norte de Bejaia?", [CC], "B", "now", ["ws"], dec=W)
es("cc", "¿Qué temperatura había en Sidi Bel Abbès a las 18:00 de ayer?", [CC], "S", "yesterday", ["t"], dec=W)
es("cc", "¿Qué humedad hubo en Bejaia el 10 de mayo de 2012?", [CC], "B", "2012-05-10", ["rh"])
es("ccdg", "Soy el jefe de retén: temperatura y nivel de peligro en Bejaia el 22/08, por favor.", [CC, DG], "B", AUG22,
   ["t", "class"])
ar("cc", "شحال راهي الحرارة في بجاية ضرك؟", [CC], "B", "now", ["t"])                           # Algerian
ar("cc", "ما نسبة الرطوبة في سيدي بلعباس اليوم؟", [CC], "S", "today", ["rh"])                      # MSA
ar("cc", "شحال كان الريح فبجاية البارح؟", [CC], "B", "yesterday", ["ws"])                          # Moroccan
ar("cc", "قديش الحرارة بسيدي بلعباس هلق؟", [CC], "S", "now", ["t"])                                # Levantine
ar("cc", "هل هطلت أمطار في بجاية أمس؟", [CC], "B", "yesterday", ["rain"])                          # MSA
ar("cc", "عطيني القراءات تاع سيدي بلعباس نهار 14 أوت", [CC], "S", AUG14, ["t", "rh", "ws", "rain"])  # Algerian
ar("cc", "كم درجة الحرارة في سيدي بلعباس بالفهرنهايت؟", [CC], "S", "now", ["t", fahr(S)])          # MSA
ar("cc", "شحال كانت الحرارة في بجاية مع الستة تاع الصباح؟", [CC], "B", "today", ["t"], dec=W)       # Algerian
ar("cc", "شو وضع الهوا فوق الجبل يلي جنب سيدي بلعباس؟", [CC], "S", "now", ["ws"], dec=W)          # Levantine
ar("cc", "ما درجة الحرارة في بجاية يوم 15 ماي 2012؟", [CC], "B", "2012-05-15", ["t"])              # MSA
ar("cc", "الرطوبة ف سيدي بلعباس نهار 3 غشت شحال كانت؟", [CC], "S", AUG3, ["rh"])                   # Moroccan
ar("cc", "ما سرعة الرياح في بجاية بالمتر في الثانية؟", [CC], "B", "now", ["ws", mps(B)])            # MSA
ar("ccdg", "بدي الرطوبة والهوا ببجاية أول مبارح، وكمان الـFWI", [CC, DG], "B", "daybefore", ["rh", "ws", "fwi"])  # Levantine
ar("cc", "واش طاحت الشتا في سيدي بلعباس اليوم؟", [CC], "S", "today", ["rain"])                     # Algerian

# ---- danger -----------------------------------------------------------------------------------------
en("dg", "FWI Bejaia", [DG], "B", "now", ["fwi"])
en("dg", "What's the fire danger class at Sidi Bel Abbes today?", [DG], "S", "today", ["class"])
en("dg", "sba isi?", [DG], "S", "now", [code(S, TODAY, "ISI")])
en("dg", "BUI at Bejaia yesterday", [DG], "B", "yesterday", [code(B, YEST, "BUI")])
en("dg", "What were the FFMC and DMC at Sidi Bel Abbes on Aug 14?", [DG], "S", AUG14,
   [code(S, AUG14, "FFMC"), code(S, AUG14, "DMC")])
en("dg", "how bad is it at sidi bel abbes today, danger-wise", [DG], "S", "today", ["fwi", "class"])
en("ccdg", "Drought code at Bejaia, latest, and the humidity that goes with it.", [DG, CC], "B", "now",
   [code(B, TODAY, "DC"), "rh"])
en("dg", "Danger rating at Bejaia the day before yesterday?", [DG], "B", "daybefore", ["class"])
en("dg", "fwi n class sba 3 aug", [DG], "S", AUG3, ["fwi", "class"])
en("dg", "Is Bejaia in high danger today or not?", [DG], "B", "today", ["class", "fwi"])
en("dg", "FBAN here. Full code stack for Sidi Bel Abbes on 21 July please: FFMC, DMC, DC, ISI, BUI, FWI.", [DG], "S",
   JUL21, [code(S, JUL21, c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
en("dg", "Danger class for the valley 5 km east of Sidi Bel Abbes?", [DG], "S", "now", ["class"], dec=W)
en("dg", "FWI at Bejaia at 9 this morning?", [DG], "B", "today", ["fwi"], dec=W)
en("dg", "What was the FWI at Sidi Bel Abbes on 1 September 2011?", [DG], "S", "2011-09-01", ["fwi"])
fr("dg", "IFM à Sidi Bel Abbès aujourd'hui ?", [DG], "S", "today", ["fwi"])
fr("dg", "Classe de danger à Béjaïa, dernier relevé", [DG], "B", "now", ["class"])
fr("dg", "C'était quoi l'ISI à Béjaïa le 14 août ?", [DG], "B", AUG14, [code(B, AUG14, "ISI")])
fr("dg", "Donne-moi le BUI et l'IFM de SBA pour hier", [DG], "S", "yesterday", [code(S, YEST, "BUI"), "fwi"])
fr("dg", "Le danger sur le massif à 20 km de Béjaïa, il est à combien ?", [DG], "B", "now", ["fwi"], dec=W)
fr("dg", "niveau de danger sidi bel abbes avant-hier", [DG], "S", "daybefore", ["class"])
fr("dg", "Le FFMC à Béjaïa aujourd'hui, on est au-dessus de 90 ou pas ?", [DG], "B", "today",
   [code(B, TODAY, "FFMC")])
fr("dg", "Quel était l'IFM à Sidi Bel Abbès le 25 août ?", [DG], "S", AUG25, ["fwi"])
es("dg", "¿Qué índice FWI tiene Bejaia hoy?", [DG], "B", "today", ["fwi"])
es("dg", "¿Nivel de peligro en Sidi Bel Abbès?", [DG], "S", "now", ["class"])
es("dg", "dame el ISI y el BUI de Bejaia de ayer", [DG], "B", "yesterday",
   [code(B, YEST, "ISI"), code(B, YEST, "BUI")])
es("dg", "¿Cuál fue el FWI en Sidi Bel Abbès el 3 de agosto?", [DG], "S", AUG3, ["fwi"])
es("dg", "¿Cómo estaba el peligro en Bejaia a las 7 de la tarde de anteayer?", [DG], "B", "daybefore", ["class"],
   dec=W)
es("dg", "¿Qué FWI hubo en Sidi Bel Abbès el 20 de mayo de 2012?", [DG], "S", "2012-05-20", ["fwi"])
es("dg", "Código de humedad del combustible fino, FFMC, en SBA ahora", [DG], "S", "now", [code(S, TODAY, "FFMC")])
ar("dg", "شحال الـFWI في سيدي بلعباس اليوم؟", [DG], "S", "today", ["fwi"])                         # Algerian
ar("dg", "ما هي درجة خطر الحرائق في بجاية الآن؟", [DG], "B", "now", ["class"])                      # MSA
ar("dg", "شو مؤشر ISI ببجاية مبارح؟", [DG], "B", "yesterday", [code(B, YEST, "ISI")])             # Levantine
ar("dg", "واش الخطر طالع ف سيدي بلعباس اليوم؟", [DG], "S", "today", ["class", "fwi"])             # Moroccan
ar("dg", "ما قيمة مؤشر الجفاف DC في سيدي بلعباس يوم 14 أوت؟", [DG], "S", AUG14, [code(S, AUG14, "DC")])  # MSA
ar("dg", "الخطر في الغابة لي فوق بجاية بـ 8 كيلو، واش راهو؟", [DG], "B", "now", ["class"], dec=W)   # Algerian
ar("dg", "كم كان مؤشر FWI في بجاية يوم 25 ماي 2012؟", [DG], "B", "2012-05-25", ["fwi"])            # MSA
ar("dg", "قديش الـBUI والـFWI بسيدي بلعباس اليوم؟", [DG], "S", "today", [code(S, TODAY, "BUI"), "fwi"])  # Levantine
ar("dg", "شنو هو مستوى الخطر ف بجاية نهار 22 غشت؟", [DG], "B", AUG22, ["class"])                  # Moroccan
ar("dg", "ما مؤشر FWI في سيدي بلعباس عند الساعة التاسعة صباح اليوم؟", [DG], "S", "today", ["fwi"], dec=W)  # MSA

# ---- current conditions + danger in one message ------------------------------------------------------
en("ccdg", "temp and FWI at SBA", [CC, DG], "S", "now", ["t", "fwi"])
en("ccdg", "Bejaia: humidity, and what danger class are we in?", [CC, DG], "B", "now", ["rh", "class"])
fr("ccdg", "Vent et IFM à Béjaïa hier ?", [CC, DG], "B", "yesterday", ["ws", "fwi"])
es("ccdg", "¿Humedad y nivel de peligro en Sidi Bel Abbès hoy?", [CC, DG], "S", "today", ["rh", "class"])
ar("ccdg", "عطيني الحرارة والـFWI تاع بجاية ضرك", [CC, DG], "B", "now", ["t", "fwi"])               # Algerian
ar("ccdg", "ما سرعة الرياح وما فئة الخطر في سيدي بلعباس أمس؟", [CC, DG], "S", "yesterday", ["ws", "class"])  # MSA

# ---- compare stations -------------------------------------------------------------------------------
en("cmp", "Which station is hotter right now?", [CMP], "BS", "now", ["t"])
en("cmp", "bejaia vs sba who's drier", [CMP], "BS", "now", ["rh"])
en("cmp", "Compare the FWI at both stations today.", [CMP], "BS", "today", ["fwi"])
en("cmp", "Side by side please: wind and RH, yesterday, both stations.", [CMP], "BS", "yesterday", ["ws", "rh"])
en("cmp", "Which station had the worse danger class on 14 August?", [CMP], "BS", AUG14, ["fwi", "class"])
en("cmp", "By how much is SBA windier than Bejaia at the moment?", [CMP], "BS", "now", ["ws"])
en("cmp", "Rank the two stations by ISI today, highest first.", [CMP], "BS", "today",
   [code(B, TODAY, "ISI"), code(S, TODAY, "ISI")])
fr("cmp", "Laquelle des deux stations est la plus chaude aujourd'hui ?", [CMP], "BS", "today", ["t"])
fr("cmp", "Béjaïa ou Sidi Bel Abbès : où l'IFM est-il le plus élevé ?", [CMP], "BS", "now", ["fwi"])
fr("cmp", "Compare-moi l'humidité des deux stations hier.", [CMP], "BS", "yesterday", ["rh"])
fr("cmp", "Le 22 août, quelle station était la plus dangereuse ?", [CMP], "BS", AUG22, ["fwi"])
es("cmp", "¿Dónde sopla más el viento ahora, en Bejaia o en Sidi Bel Abbès?", [CMP], "BS", "now", ["ws"])
es("cmp2", "¿Cuál de las dos estaciones está más seca hoy, y el equipo tiene mapa de caminos?", [CMP, CAP], "BS",
   "today", ["rh"])
es("cmp", "Compárame el FWI de las dos del 3 de agosto.", [CMP], "BS", AUG3, ["fwi"])
ar("cmp", "شكون أسخن ضرك، بجاية ولا سيدي بلعباس؟", [CMP], "BS", "now", ["t"])                       # Algerian
ar("cmp2", "قارن مؤشر FWI بين المحطتين اليوم وأرسل النتيجة إلى قائد القطاع", [CMP, REF], "BS", "today", ["fwi"])  # MSA
ar("cmp", "وين الرطوبة أقل، ببجاية ولا بسيدي بلعباس؟", [CMP], "BS", "now", ["rh"])                    # Levantine
ar("cmp", "شكون فيهم كان فيه الريح كثر البارح؟", [CMP], "BS", "yesterday", ["ws"])                    # Moroccan
ar("cmp", "أي المحطتين كانت أخطر يوم 25 أوت؟", [CMP], "BS", AUG25, ["fwi", "class"])                # MSA

# ---- compare over a window (compare_stations + summary) ----------------------------------------------
en("cmpsum", "Which station had more fire days in August?", [CMP, SUM], "BS", "aug", ["fires"], fh=True)
en("cmpsum", "highest fwi at each station over the past week", [CMP, SUM], "BS", "lastweek", ["maxfwi"])
en("cmpsum", "Hottest reading of July, Bejaia vs Sidi Bel Abbes?", [CMP, SUM], "BS", "jul", ["maxt"])
en("cmpsum", "Rank the stations by number of days over 35C in August.", [CMP, SUM], "BS", "aug",
   [count(B, "aug", "t", 35), count(S, "aug", "t", 35)])
en("cmpsum", "Average RH in September at both. Which one was more humid?", [CMP, SUM], "BS", "sep",
   [avg(B, "sep", "rh"), avg(S, "sep", "rh")])
fr("cmpsum", "Quelle station a eu le plus de jours de feu en juillet ?", [CMP, SUM], "BS", "jul", ["fires"],
   fh=True)
fr("cmpsum", "Maximum d'IFM du 20 au 31 août, station par station.", [CMP, SUM], "BS", "aug-late", ["maxfwi"])
fr("cmpsum", "Sur les trois derniers jours, où a-t-il fait le plus chaud au maximum ?", [CMP, SUM], "BS", "last3d",
   ["maxt"])
es("cmpsum", "¿Qué estación llegó a la temperatura más alta en junio?", [CMP, SUM], "BS", "jun", ["maxt"])
es("cmpsum", "¿Cuál de las dos tuvo más días con FWI por encima de 20 en agosto?", [CMP, SUM], "BS", "aug",
   [count(B, "aug", "fwi", 20), count(S, "aug", "fwi", 20)])
ar("cmpsum", "أي المحطتين سجلت أيام حرائق أكثر في أوت؟", [CMP, SUM], "BS", "aug", ["fires"], fh=True)  # MSA
ar("cmpsum", "أعلى FWI في كل محطة خلال الأسبوع الماضي؟", [CMP, SUM], "BS", "lastweek", ["maxfwi"])       # MSA
ar("cmpsum", "شكون فيهم وصلت فيه الحرارة أعلى في جويلية، بجاية ولا سيدي بلعباس؟", [CMP, SUM], "BS", "jul",
   ["maxt"])                                                                                          # Algerian
ar("cmpsum", "قارنلي معدل الحرارة بأيلول بين المحطتين", [CMP, SUM], "BS", "sep",
   [avg(B, "sep", "t"), avg(S, "sep", "t")])                                                          # Levantine

# ---- a comparison or a ranking joined to a second ask --------------------------------------------------
HOT = hottest_of(TODAY)
DRY = driest_of(TODAY)
en("cmp2", "who's hottest, and what's the RH at Bejaia?", [CMP, CC], "BS", "now", ["t", lit("rh", B)])
en("cmp2", "Which station is worse off today, and what do the watch-out situations say about hotter, drier weather?",
   [CMP, DOC], "BS", "today", ["fwi", WO_HOTDRY])
en("cmp2", "Rank the two by FWI and forward the ranking to the IC.", [CMP, REF], "BS", "now", ["fwi", NEG])
en("cmp2", "which one's windier, and did the drone pick up any smoke?", [CMP, FRM], "BS", "now", ["ws", "=frames"])
en("cmp2", "Who's driest today, and what danger class is that station in?", [CMP, DG], "BS", "today",
   ["rh", lit("class", DRY)])
en("cmp2", "Compare FWI at the two stations and give me the SBA wind in mph.", [CMP, CC], "BS", "now",
   ["fwi", lit("ws", S), mph(S)])
en("cmp2", "which station is hotter, and what's it gonna be tomorrow", [CMP, OOS], "BS", "today", ["t"])
en("cmp2", "Hottest station right now, and can the box show me the roads out of there?", [CMP, CAP], "BS", "now",
   ["t", NEG])
en("cmp2", "rank em by humidity then text the crew boss the list", [CMP, REF], "BS", "now", ["rh", NEG])
en("cmp2", "Which station's FWI is higher, and what does FWI actually measure?", [CMP, DOC], "BS", "now",
   ["fwi", FWI_WHAT])
en("cmp2", "Who's got the most wind today, and where's the head gonna be in 30 min?", [CMP, SPR], "BS", "today",
   ["ws", "=spread"], h=30)
en("cmp2", "Which station burned more often on days with FWI over 20, and what is the FWI at each today?",
   [ANA, CMP], "BS", "now", ["fires_fwi_gt", "fwi"], thr=20, fh=True, alt=[[ANA, CMP, DG]])
fr("cmp2", "Qui est le plus sec des deux, et quel vent à Béjaïa ?", [CMP, CC], "BS", "now", ["rh", lit("ws", B)])
fr("cmp2", "Classe les stations par IFM et envoie le classement au PC.", [CMP, REF], "BS", "now", ["fwi"])
fr("cmp2", "Laquelle est la plus chaude, et qu'a vu le drone ?", [CMP, FRM], "BS", "now", ["t", "=frames"])
fr("cmp2", "Compare l'humidité des deux stations et dis-moi d'où vient le vent.", [CMP, OOS], "BS", "now", ["rh"])
fr("cmp2", "La plus venteuse aujourd'hui, et la box sait où sont nos engins ?", [CMP, CAP], "BS", "today", ["ws"],
   alt=[[CMP, OOS]])
es("cmp2", "¿Cuál está peor hoy, y qué dice la guía sobre el ISI?", [CMP, DOC], "BS", "today", ["fwi"])
es("cmp2", "¿Quién tiene más viento, y cuál es la humedad en Bejaia?", [CMP, CC], "BS", "now", ["ws", lit("rh", B)])
es("cmp2", "Ordena las estaciones por temperatura y pásaselo al jefe de sector.", [CMP, REF], "BS", "now", ["t"])
es("cmp2", "¿Qué estación tuvo el FWI más alto ayer, y hubo humo en el vuelo del dron?", [CMP, FRM], "BS",
   "yesterday", ["fwi", "=frames"])
ar("cmp2", "شكون فيهم أخطر اليوم، وواش شاف الدرون؟", [CMP, FRM], "BS", "today", ["fwi", "=frames"])    # Algerian
ar("cmp2", "أي المحطتين أكثر حرارة، وما هي الرطوبة في سيدي بلعباس؟", [CMP, CC], "BS", "now",
   ["t", lit("rh", S)])                                                                                 # MSA
ar("cmp2", "رتّبلي المحطتين حسب الـFWI وابعت الترتيب لغرفة العمليات", [CMP, REF], "BS", "now", ["fwi"])  # Levantine
ar("cmp2", "شكون فيهم فيه الريح كثر، وشنو غادي يكون غدا؟", [CMP, OOS], "BS", "now", ["ws"])          # Moroccan
ar("cmp2", "أي محطة أجف الآن، وهل يستطيع الجهاز عرض خريطة للطرق؟", [CMP, CAP], "BS", "now", ["rh"])   # MSA
ar("cmp2", "مين أسخن اليوم، وشو بتقول الإرشادات عن المواقف الخطرة لما يصير الطقس أسخن؟", [CMP, DOC], "BS",
   "today", ["t"])                                                                                      # Levantine

# ---- summary over a window ----------------------------------------------------------------------------
en("sum", "Highest FWI at Sidi Bel Abbes in August?", [SUM], "S", "aug", ["maxfwi"])
en("sum", "hottest day bejaia past week", [SUM], "B", "lastweek", ["maxt"])
en("sum", "How many fire days did Bejaia log in July?", [SUM], "B", "jul", ["fires"], fh=True)
en("sum", "days over 35 degrees at SBA in August, how many", [SUM], "S", "aug", [count(S, "aug", "t", 35)])
en("sum", "How many days with FWI over 20 at Sidi Bel Abbes in July?", [SUM], "S", "jul",
   [count(S, "jul", "fwi", 20)])
en("sum", "Average temperature at Bejaia in September?", [SUM], "B", "sep", [avg(B, "sep", "t")])
en("cmpsum", "lowest rh over the last three days, sba vs bejaia", [CMP, SUM], "BS", "last3d",
   [low(B, "last3d", "rh"), low(S, "last3d", "rh")])
en("sum", "FWI trend at Bejaia over the past week, going up or down?", [SUM], "B", "lastweek", ends(B, "lastweek", "fwi"))
en("sum", "Max temp at Sidi Bel Abbes between 1 and 10 September.", [SUM], "S", "sep1-10", ["maxt"])
en("sum", "How many fire days at SBA from 20 to 31 August?", [SUM], "S", "aug-late", ["fires"], fh=True)
en("sum", "Total rain at Bejaia over the past week?", [SUM], "B", "lastweek", [rain_total(B, "lastweek")])
en("sum", "Peak FWI at Bejaia in June, and how many fire days that month?", [SUM], "B", "jun", ["maxfwi", "fires"],
   fh=True)
fr("sum", "IFM maximum à Béjaïa en août ?", [SUM], "B", "aug", ["maxfwi"])
fr("sum", "Combien de jours de feu à Sidi Bel Abbès en juin ?", [SUM], "S", "jun", ["fires"], fh=True)
fr("sum", "Température moyenne à SBA sur les sept derniers jours ?", [SUM], "S", "lastweek", [avg(S, "lastweek", "t")])
fr("sum", "Combien de jours au-dessus de 30 °C à Béjaïa en septembre ?", [SUM], "B", "sep", [count(B, "sep", "t", 30)])
fr("sum", "La journée la plus chaude de juillet à Sidi Bel Abbès, c'était combien ?", [SUM], "S", "jul", ["maxt"])
fr("sum", "Depuis mardi, l'IFM de Sidi Bel Abbès monte ou descend ?", [SUM], "S", "since-tue",
   ends(S, "since-tue", "fwi"))
fr("sum", "Humidité la plus basse à Béjaïa du 1er au 10 septembre ?", [SUM], "B", "sep1-10", [low(B, "sep1-10", "rh")])
es("sum", "¿Cuál fue el FWI más alto en Bejaia en julio?", [SUM], "B", "jul", ["maxfwi"])
es("sum", "¿Cuántos días con incendio tuvo Sidi Bel Abbès en septiembre?", [SUM], "S", "sep", ["fires"], fh=True)
es("sum", "Media de humedad en Bejaia en agosto", [SUM], "B", "aug", [avg(B, "aug", "rh")])
es("sum", "¿Cuántos días pasó de 35 grados Sidi Bel Abbès en julio?", [SUM], "S", "jul", [count(S, "jul", "t", 35)])
es("sum", "¿Temperatura máxima en SBA en los últimos tres días?", [SUM], "S", "last3d", ["maxt"])
ar("sum", "ما أعلى قيمة لمؤشر FWI في سيدي بلعباس في جويلية؟", [SUM], "S", "jul", ["maxfwi"])             # MSA
ar("sum", "شحال من نهار كان فيه حريق في بجاية في أوت؟", [SUM], "B", "aug", ["fires"], fh=True)         # Algerian
ar("sum", "شو أعلى حرارة سجلتها بجاية بالأسبوع الماضي؟", [SUM], "B", "lastweek", ["maxt"])             # Levantine
ar("sum", "شحال من نهار فات فيه FWI 20 ف سيدي بلعباس ف غشت؟", [SUM], "S", "aug",
   [count(S, "aug", "fwi", 20)])                                                                       # Moroccan
ar("sum", "ما متوسط درجة الحرارة في سيدي بلعباس في سبتمبر؟", [SUM], "S", "sep", [avg(S, "sep", "t")])   # MSA
ar("sum", "كيفاش راه يمشي الـFWI في سيدي بلعباس من الثلاثاء لليوم، طالع ولا هابط؟", [SUM], "S", "since-tue",
   ends(S, "since-tue", "fwi"))                                                                         # Algerian
ar("sum", "قديش نزل شتي ببجاية بآخر أسبوع؟", [SUM], "B", "lastweek", [rain_total(B, "lastweek")])       # Levantine
ar("sum", "أقل رطوبة ف بجاية ف التلات أيام اللي فاتو؟", [SUM], "B", "last3d", [low(B, "last3d", "rh")])  # Moroccan

# ---- analogs (the box's record of past fire days) ----------------------------------------------------
en("ana", "Did days like today at Sidi Bel Abbes end up burning?", [ANA], "S", "today", ["fwi"], fh=True)
en("ana", "Has Bejaia ever had a fire on a day as damp as this one?", [ANA], "B", "today", ["rh"], fh=True)
fr("ana", "Les jours comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", [ANA], "B", "today", ["fwi"], fh=True)
es("ana", "¿Los días parecidos a hoy en Bejaia terminaron en incendio?", [ANA], "B", "today", ["fwi"], fh=True)
ar("ana", "هل اندلعت حرائق في أيام مشابهة لليوم في سيدي بلعباس؟", [ANA], "S", "today", ["fwi"], fh=True)  # MSA
ar("ana", "الأيام يلي متل اليوم بسيدي بلعباس، صار فيها حريق؟", [ANA], "S", "today", ["fwi"], fh=True)   # Levantine
en("ana", "Of the days with FWI above 20 at Bejaia, how many had a fire?", [ANA], "B", "now", ["fires_fwi_gt"],
   thr=20, fh=True)
en("ana", "past days at sba with fwi over 10, how many actually burned", [ANA], "S", "now", ["fires_fwi_gt"], thr=10,
   fh=True)
fr("ana", "Sur les jours où l'IFM dépassait 15 à Sidi Bel Abbès, combien ont vu un feu ?", [ANA], "S", "now",
   ["fires_fwi_gt"], thr=15, fh=True)
es("ana", "De los días con FWI mayor de 25 en Sidi Bel Abbès, ¿cuántos tuvieron fuego?", [ANA], "S", "now",
   ["fires_fwi_gt"], thr=25, fh=True)
ar("ana", "من النهارات لي كان فيهم FWI فوق 20 في بجاية، شحال منهم شعلت فيهم النار؟", [ANA], "B", "now",
   ["fires_fwi_gt"], thr=20, fh=True)                                                                  # Algerian
ar("ana", "من الأيام اللي داز فيها FWI 10 ف بجاية، شحال منها تشعلات فيها العافية؟", [ANA], "B", "now",
   ["fires_fwi_gt"], thr=10, fh=True)                                                                  # Moroccan

# ---- drift (crew's own rate and minutes, or the box's estimate) ---------------------------------------
en("drift", "fire's running 25 m a minute, we're 20 min out, how far does it move", [DRIFT], "-", "none",
   [drift_m(25, 20)], h=20)
en("drift", "If the head is doing 1.5 km/h, how far will it go in 40 minutes?", [DRIFT], "-", "none",
   [drift_kmh(1.5, 40)], h=40)
en("drift", "ROS 60 m/min, dozer ETA 15 min. Distance covered by the head?", [DRIFT], "-", "none",
   [drift_m(60, 15)], h=15)
en("drift", "How far will the front drift while you're working out the answer?", [DRIFT], "-", "none", ["=drift"])
fr("drift", "Le front avance à 30 m par minute, on arrive dans 25 minutes : il aura fait combien ?", [DRIFT], "-",
   "none", [drift_m(30, 25)], h=25)
fr("drift", "Vitesse du front 2 km/h, 45 min de trajet, ça fait quelle distance ?", [DRIFT], "-", "none",
   [drift_kmh(2, 45)], h=45)
es("drift", "El frente va a 40 metros por minuto y tardamos media hora. ¿Cuánto avanza?", [DRIFT], "-", "none",
   [drift_m(40, 30)], h=30)
es("drift", "¿Cuánto se desplaza la cabeza mientras el sistema responde?", [DRIFT], "-", "none", ["=drift"])
ar("drift", "النار تتقدم بسرعة 20 متراً في الدقيقة، ونحتاج 35 دقيقة للوصول. كم ستتقدم؟", [DRIFT], "-", "none",
   [drift_m(20, 35)], h=35)                                                                              # MSA
ar("drift", "الراس تاع النار يمشي 50 متر في الدقيقة، قدامنا ربع ساعة، شحال يزيد يمشي؟", [DRIFT], "-", "none",
   [drift_m(50, 15)], h=15)                                                                              # Algerian
ar("drift", "إذا النار ماشية 3 كيلو بالساعة، قديش بتمشي بعشرين دقيقة؟", [DRIFT], "-", "none",
   [drift_kmh(3, 20)], h=20)                                                                             # Levantine
en("drift2", "How far does the head move at 35 m/min over 20 min, and what's the wind at SBA right now?",
   [DRIFT, CC], "S", "now", [drift_m(35, 20), "ws"], h=20)
fr("drift2", "Front à 45 m/min, 10 minutes pour y être : quelle distance, et la box peut-elle me donner la route ?",
   [DRIFT, CAP], "-", "none", [drift_m(45, 10)], h=10)

# ---- spread (projection: distance, direction unknown) -------------------------------------------------
en("spr", "Where's the head gonna be in 30 min near SBA?", [SPR], "S", "now", ["=spread"], h=30)
en("spr2", "Project the fire front an hour out from the drone detection, and remind me when that detection was.",
   [SPR, FRM], "-", "none", ["=spread", "=detection"], h=60)
en("spr", "where will the fire be by the time we get there, 45 min, and which way is it running", [SPR], "-",
   "none", ["=spread"], h=45)
fr("spr", "Où sera la tête du feu dans une heure ?", [SPR], "-", "none", ["=spread"], h=60)
fr("spr2", "Projection du front à 20 minutes, direction comprise, et envoie-la au chef de colonne.", [SPR, REF],
   "-", "none", ["=spread"], h=20)
es("spr2", "¿Dónde estará el frente dentro de 20 minutos? ¿Y qué viento hay en Sidi Bel Abbès?", [SPR, CC], "S",
   "now", ["=spread", "ws"], h=20)
ar("spr", "أين سيكون رأس الحريق بعد نصف ساعة؟", [SPR], "-", "none", ["=spread"], h=30)                  # MSA
ar("spr2", "وين توصل النار بعد ساعة؟ وشحال راهو الريح في سيدي بلعباس ضرك؟", [SPR, CC], "S", "now",
   ["=spread", "ws"], h=60)                                                                             # Algerian
ar("spr", "لوين رح توصل النار بعد ربع ساعة وبأي اتجاه؟", [SPR], "-", "none", ["=spread"], h=15)        # Levantine

# ---- frames (the drone sortie) ------------------------------------------------------------------------
en("frm", "anything on the drone feed?", [FRM], "-", "none", ["=frames"])
en("frm", "What time did the drone pick up the fire?", [FRM], "-", "none", ["=detection"])
en("frm", "Where exactly was the smoke the drone saw?", [FRM], "-", "none", ["=detection_place"])
en("frm2", "Did the UAV sortie show flames or only smoke, and should we send a crew up to check it?", [FRM, TAC],
   "-", "none", ["=frames"])
en("frm", "last drone frame, time and what's in it", [FRM], "-", "none", ["=frames"])
fr("frm2", "Le drone a détecté quelque chose ? Si oui, préviens la colonne.", [FRM, REF], "-", "none", ["=frames"])
fr("frm", "À quelle heure la détection du drone ?", [FRM], "-", "none", ["=detection"])
fr("frm", "La fumée vue par le drone, c'était où exactement ?", [FRM], "-", "none", ["=detection_place"])
es("frm", "¿Qué vio el dron en la última pasada?", [FRM], "-", "none", ["=frames"])
es("frm", "¿Dónde estaba el humo que detectó el dron?", [FRM], "-", "none", ["=detection_place"])
ar("frm", "هل رصدت الطائرة المسيّرة أي دخان؟", [FRM], "-", "none", ["=frames"])                        # MSA
ar("frm", "الدرون وين شاف النار؟", [FRM], "-", "none", ["=detection_place"])                            # Algerian
ar("frm", "أيمتى شافت الدرون الحريق؟", [FRM], "-", "none", ["=detection"])                             # Levantine
ar("frm", "الدرون شاف شي دخان؟", [FRM], "-", "none", ["=frames"])                                      # Moroccan
en("frm2", "What did the drone see, and what's the FWI at Sidi Bel Abbes near there?", [FRM, DG], "S", "now",
   ["=frames", "fwi"])
es("frm2", "¿A qué hora vio el dron el fuego, y qué temperatura había en Sidi Bel Abbès?", [FRM, CC], "S", "now",
   ["=detection", "t"])
ar("frm2", "وين شاف الدرون الدخان، وشحال الريح في سيدي بلعباس؟", [FRM, CC], "S", "now",
   ["=detection_place", "ws"])                                                                          # Algerian

# ---- documents: watch-outs, LCES, guide meanings ------------------------------------------------------
en("doc", "whats LCES again", [DOC], "-", "none", LCES_WORDS)
en("doc", "when are we supposed to pull back, the watch-out stuff", [DOC], "-", "none", [WO_DOWNHILL, WO_SPOT])
en("doc", "does building line downhill count as a watch out?", [DOC], "-", "none", [WO_DOWNHILL])
en("doc", "Quick one: what does ISI mean on the box?", [DOC], "-", "none", [ISI_NAME, ISI_WHAT])
en("doc", "whats BUI", [DOC], "-", "none", [BUI_NAME])
en("doc", "FFMC above what number means fine fuels light easy?", [DOC], "-", "none", [FFMC_EASY])
en("doc", "At what FWI does the box call it high?", [DOC], "-", "none", [CLASS_FROM["high"]])
en("doc", "How much defensible space does Butte County want around a house?", [DOC], "-", "none",
   ["=doc_defensible"])
en("doc", "how short does the grass have to be in zone 2", [DOC], "-", "none", [GRASS_IN])
en("doc", "On a very high danger day, what changes for lookouts and escape routes?", [DOC], "-", "none",
   [STAFF_LOOKOUT, STAFF_SHORT])
en("doc", "is a wind shift one of those watch out situations or not", [DOC], "-", "none", [WO_WIND])
en("doc", "Lost sight of the main fire, is that a watch-out?", [DOC], "-", "none", [WO_SEE])
en("doc2", "how are we supposed to time an escape route, and what's the wind at Bejaia right now?", [DOC, CC], "B", "now",
   [ESCAPE_SLOW, "ws"])
fr("doc", "C'est quoi déjà LCES ?", [DOC], "-", "none", [])
fr("doc", "À partir de quel IFM on passe en danger très élevé ?", [DOC], "-", "none", [CLASS_FROM["very high"]])
fr("doc", "Les situations « watch-out », tu peux me les rappeler en gros ?", [DOC], "-", "none", [])
fr("doc", "Combien de débroussaillement autour des maisons dans la doc du Butte County ?", [DOC], "-", "none",
   [DEF_FEET])
fr("doc2", "Le DC, ça mesure quoi exactement ? Et il est à combien à Béjaïa aujourd'hui ?", [DOC, DG], "B", "today",
   [code(B, TODAY, "DC")])
fr("doc", "On est fatigués et on ne connaît pas le secteur : c'est une situation où il faut se replier ?", [DOC],
   "-", "none", [])
es("doc2", "¿Qué significa el BUI? ¿Y cuánto marca hoy en Sidi Bel Abbès?", [DOC, DG], "S", "today",
   [code(S, TODAY, "BUI")])
es("doc", "¿Con qué FWI empieza el peligro extremo?", [DOC], "-", "none", [CLASS_FROM["extreme"]])
es("doc", "¿Cuándo hay que replegarse según las situaciones de alerta de la guía?", [DOC], "-", "none", [])
es("doc", "¿Qué ancho tiene la zona 0 alrededor de una casa?", [DOC], "-", "none", [ZONE0])
ar("doc2", "ما معنى مؤشر FFMC، وما قيمته في سيدي بلعباس الآن؟", [DOC, DG], "S", "now",
   [code(S, TODAY, "FFMC")])                                                                            # MSA
ar("doc", "واش معناها LCES؟", [DOC], "-", "none", [])                                                   # Algerian
ar("doc", "من أي رقم FWI بيصير الخطر عالي؟", [DOC], "-", "none", [CLASS_FROM["high"]])                 # Levantine
ar("doc", "شنو هوما الحالات اللي خاصنا نرجعو فيها اللور؟", [DOC], "-", "none", [])                      # Moroccan
ar("doc", "كم قدماً يجب إبعاد أغصان الأشجار عن المداخن؟", [DOC], "-", "none", [BRANCH_FT])              # MSA
ar("doc", "إذا ما كان عندنا اتصال مع حدا شايف النار، لازم ننسحب؟", [DOC], "-", "none", [])             # Levantine
en("doc2", "LCES quick reminder, and the danger class at Bejaia today", [DOC, DG], "B", "today",
   LCES_WORDS + ["class"])
fr("doc2", "Le seuil FFMC où ça s'enflamme facilement, et le FFMC actuel à Sidi Bel Abbès ?", [DOC, DG], "S", "now",
   [FFMC_EASY, code(S, TODAY, "FFMC")])
ar("doc2", "شو يعني ISI، وقديش هو ببجاية اليوم؟", [DOC, DG], "B", "today", [code(B, TODAY, "ISI")])      # Levantine

# ---- capabilities: maps, roads, resources -------------------------------------------------------------
en("cap", "can this thing show me a map of the fire?", [CAP], "-", "none", [])
en("cap", "Does the box have road data? Need access routes in.", [CAP], "-", "none", [NEG])
en("cap", "do you know where the other engines are", [CAP], "-", "none", [NEG], alt=[[OOS]])
en("cap", "What data does this box actually hold?", [CAP], "-", "none", STATION_NAMES)
en("cap", "Can it give us a forecast?", [CAP], "-", "none", [NEG])
en("cap", "Does it know the wind direction?", [CAP], "-", "none", [NEG])
en("cap", "can you keep track of our water tenders and dozers", [CAP], "-", "none", [NEG])
en("cap", "Which weather stations do you cover?", [CAP], "-", "none", STATION_NAMES)
en("cap", "Can the box do fuel moisture maps?", [CAP], "-", "none", [NEG])
en("cap", "Volunteer here, first shift. What can I actually ask you?", [CAP], "-", "none", [])
fr("cap", "La box peut-elle afficher une carte ?", [CAP], "-", "none", [])
fr("cap", "T'as les routes et les pistes forestières dedans ?", [CAP], "-", "none", [])
fr("cap", "Quelles données tu as, exactement ?", [CAP], "-", "none", STATION_NAMES)
fr("cap", "Tu connais la position des moyens aériens ?", [CAP], "-", "none", [], alt=[[OOS]])
fr("cap", "Est-ce que le boîtier calcule la direction de propagation ?", [CAP], "-", "none", [])
es("cap", "¿El equipo tiene mapas de carreteras?", [CAP], "-", "none", [])
es("cap", "¿Qué estaciones tienes?", [CAP], "-", "none", STATION_NAMES)
es("cap", "¿Puedes saber dónde están las cuadrillas?", [CAP], "-", "none", [], alt=[[OOS]])
es("cap", "¿Esto da previsiones o solo lo medido?", [CAP], "-", "none", [])
ar("cap", "ما البيانات المتوفرة في هذا الجهاز؟", [CAP], "-", "none", [])                                 # MSA
ar("cap", "عندك الطرقان ولا لا؟", [CAP], "-", "none", [])                                                # Algerian
ar("cap", "فيك تورجيني خريطة للحريق؟", [CAP], "-", "none", [])                                          # Levantine
ar("cap", "واش كتعرف فين كاينين الكاميوات ديال الإطفاء؟", [CAP], "-", "none", [], alt=[[OOS]])           # Moroccan
ar("cap", "هل يعرف الجهاز اتجاه الرياح؟", [CAP], "-", "none", [])                                        # MSA
ar("cap", "واش تقدر تعطيني توقعات الطقس؟", [CAP], "-", "none", [])                                     # Algerian

# ---- out of scope -------------------------------------------------------------------------------------
en("oos", "Forecast for tomorrow at Bejaia?", [OOS], "B", "none", [])
en("oos", "What's the FWI in Oran?", [OOS], "-", "none", [])
en("oos", "wind direction at sba", [OOS], "S", "none", [])
en("oos", "will it rain later today in Sidi Bel Abbes", [OOS], "S", "none", [])
en("oos", "Who won the match last night?", [OOS], "-", "none", [])
en("oos", "How many tankers are available on this incident?", [OOS], "-", "none", [])
en("oos", "nearest road to the fire from the drone spot?", [OOS], "-", "none", [])
fr("oos", "Quel temps demain à Béjaïa ?", [OOS], "B", "none", [])
fr("oos", "IFM à Tlemcen ?", [OOS], "-", "none", [])
fr("oos", "D'où vient le vent à SBA ?", [OOS], "S", "none", [])
es("oos", "¿Qué tiempo hará la semana que viene en Sidi Bel Abbès?", [OOS], "S", "none", [])
es("oos", "¿Cómo está el peligro en Argel?", [OOS], "-", "none", [])
es("oos", "¿Dónde está la pista más cercana para la autobomba?", [OOS], "-", "none", [])
ar("oos", "ما توقعات الطقس لغدٍ في بجاية؟", [OOS], "B", "none", [])                                      # MSA
ar("oos", "شحال الحرارة في وهران؟", [OOS], "-", "none", [])                                              # Algerian
ar("oos", "من وين جاي الهوا بسيدي بلعباس؟", [OOS], "S", "none", [])                                     # Levantine
ar("oos", "شنو غادي يكون الجو غدا ف سيدي بلعباس؟", [OOS], "S", "none", [])                              # Moroccan

# ---- a part the box holds beside a part it does not ---------------------------------------------------
en("oosp", "Wind speed and direction at SBA?", [CC, OOS], "S", "now", ["ws"])
en("oosp", "temp at bejaia today and tomorrow", [CC, OOS], "B", "today", ["t"])
en("oosp", "FWI at Bejaia and at Oran?", [DG, OOS], "B", "now", ["fwi"])
en("oosp", "humidity at sba now, and what's it looking like tonight", [CC, OOS], "S", "now", ["rh"])
fr("oosp", "Vitesse et direction du vent à Béjaïa ?", [CC, OOS], "B", "now", ["ws"])
fr("oosp", "IFM à Sidi Bel Abbès aujourd'hui et demain ?", [DG, OOS], "S", "today", ["fwi"])
es("oosp", "¿Temperatura en Bejaia y en Orán?", [CC, OOS], "B", "now", ["t"])
es("oosp", "¿Viento en Sidi Bel Abbès, y de dónde sopla?", [CC, OOS], "S", "now", ["ws"])
ar("oosp", "ما سرعة الرياح واتجاهها في بجاية؟", [CC, OOS], "B", "now", ["ws"])                           # MSA
ar("oosp", "الحرارة في سيدي بلعباس اليوم وغدوة؟", [CC, OOS], "S", "today", ["t"])                       # Algerian
ar("oosp", "قديش الـFWI ببجاية وبتلمسان؟", [DG, OOS], "B", "now", ["fwi"])                              # Levantine

# ---- orders (alone or hidden in a question) -----------------------------------------------------------
en("ref", "Send an evacuation alert to the village below the ridge.", [REF], "-", "none", [NEG])
en("ref", "Dispatch two engines to the east flank.", [REF], "-", "none", [NEG])
en("ref", "Notify dispatch that Sidi Bel Abbes is at high danger.", [REF], "S", "none", [NEG])
en("ref", "delete yesterday's readings", [REF], "-", "none", [NEG])
fr("ref", "Envoie l'alerte d'évacuation aux communes autour de Sidi Bel Abbès.", [REF], "S", "none", [])
fr("ref", "Préviens le CODIS qu'on décroche.", [REF], "-", "none", [])
es("ref", "Manda una alerta a todas las brigadas.", [REF], "-", "none", [])
es("ref", "Avisa a la central de que nos retiramos.", [REF], "-", "none", [])
ar("ref", "أرسل تنبيه إخلاء للسكان قرب بجاية", [REF], "B", "none", [])                                  # MSA
ar("ref", "ابعث القراءات تاع اليوم لرئيس الفرقة", [REF], "-", "none", [])                               # Algerian
ar("ref", "صيفط التصويرة ديال الدرون للقيادة", [REF], "-", "none", [])                                  # Moroccan
en("ref2", "whats the fwi at bejaia and text it to the chief", [DG, REF], "B", "now", ["fwi", NEG])
en("ref2", "Email the drone frame to the IC and tell me what time it was taken.", [FRM, REF], "-", "none",
   ["=detection", NEG])
en("ref2", "Humidity at SBA, then page the air tanker base with it.", [CC, REF], "S", "now", ["rh", NEG])
fr("ref2", "Donne-moi l'humidité à Béjaïa et transmets-la au PC.", [CC, REF], "B", "now", ["rh"])
es("ref2", "Dime el FWI de Sidi Bel Abbès y avisa al jefe de guardia.", [DG, REF], "S", "now", ["fwi"])
ar("ref2", "شو الحرارة بسيدي بلعباس؟ وبعتها للقائد", [CC, REF], "S", "now", ["t"])                       # Levantine
ar("ref2", "ما هي فئة الخطر في بجاية؟ وأبلغ غرفة العمليات بها فوراً", [DG, REF], "B", "now", ["class"])  # MSA

# ---- photo (never attached) ---------------------------------------------------------------------------
en("photo", "Attached a photo of the column, is that a new start?", [PHOTO], "-", "none", [])
en("photo", "sending u a pic of the smoke rn what do u see", [PHOTO], "-", "none", [])
en("photo2", "Here's a picture of the ridge. Also, what's the RH at SBA?", [PHOTO, CC], "S", "now", ["rh"])
fr("photo", "Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", [PHOTO], "-", "none", [])
es("photo", "Te mando una foto del humo, ¿qué opinas?", [PHOTO], "-", "none", [])
ar("photo", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", [PHOTO], "-", "none", [])                         # Algerian
ar("photo", "أرفقت صورة للحريق، ما تقييمك لها؟", [PHOTO], "-", "none", [])                               # MSA

# ---- tactical (served only as the facts bearing on it) ------------------------------------------------
en("tac", "Should we go direct on the flank at SBA or hold?", [TAC], "S", "now", ["fwi", "ws"])
en("tac", "Is it safe to put a crew on the line near Bejaia right now?", [TAC], "B", "now", ["fwi", "rh", "ws"])
en("tac", "do we need extra lookouts today at sba", [TAC], "S", "today", ["class"])
fr("tac", "On engage à Sidi Bel Abbès ou on attend ?", [TAC], "S", "now", ["fwi", "ws"])
es("tac", "¿Metemos a la cuadrilla en el flanco en Bejaia o esperamos?", [TAC], "B", "now", ["fwi", "ws"])
ar("tac", "هل نرسل الفرقة إلى الخط في سيدي بلعباس الآن؟", [TAC], "S", "now", ["fwi", "ws"])              # MSA
ar("tac", "نطلعو للغابة في بجاية ولا نستناو شوية؟", [TAC], "B", "now", ["fwi", "ws"])                    # Algerian
ar("tac2", "منطلع عالجبهة هلق ولا منستنى؟ وشو وضع الهوا بسيدي بلعباس؟", [TAC, CC], "S", "now", ["ws"])  # Levantine
en("tac2", "what's the wind at SBA and should we pull the crew back?", [CC, TAC], "S", "now", ["ws"])
fr("tac2", "IFM à Béjaïa, et tu nous conseilles quoi, on attaque ?", [DG, TAC], "B", "now", ["fwi"])

# ---- more comparisons and rankings joined to a second (or third) ask ----------------------------------
en("cmp3", "Who's got the higher ISI, and what does ISI tell me again?", [CMP, DOC], "BS", "now",
   [code(B, TODAY, "ISI"), code(S, TODAY, "ISI"), ISI_WHAT])
en("cmp3", "Hottest of the two right now, and forward that to the Division Sup.", [CMP, REF], "BS", "now", ["t", NEG])
en("cmp3", "Which station had more fire days in September, and can you plot them on a map for me?", [CMP, SUM, CAP],
   "BS", "sep", ["fires"], fh=True)
en("cmp3", "which one's more humid today, and is a tired crew one of the watch-outs or am I just being soft",
   [CMP, DOC], "BS", "today", ["rh", WO_TIRED])
en("cmp3", "Which station is drier, and where does the drone put the smoke?", [CMP, FRM], "BS", "now",
   ["rh", "=detection_place"])
en("cmp3", "Who's worse off today, and what are we supposed to change on a high-danger day?", [CMP, DOC], "BS", "today",
   ["fwi", STAFF_LOOKOUT])
fr("cmp3", "Classement des deux stations par humidité, et quelles situations watch-out quand ça s'assèche ?",
   [CMP, DOC], "BS", "now", ["rh"])
fr("cmp3", "Laquelle a eu l'IFM le plus fort en août, et combien de jours de feu chacune ?", [CMP, SUM], "BS", "aug",
   ["maxfwi", "fires"], fh=True)
fr("cmp3", "Où le vent est-il le plus fort, et où sera la tête du feu dans 30 minutes ?", [CMP, SPR], "BS", "now",
   ["ws", "=spread"], h=30)
fr("cmp3", "Compare les températures des deux stations et envoie ça par SMS au chef de site.", [CMP, REF], "BS", "now",
   ["t"])
es("cmp3", "¿Cuál de las dos está más caliente, y el dron vio humo?", [CMP, FRM], "BS", "now", ["t", "=frames"])
es("cmp3", "¿Qué estación tuvo más días de incendio en julio? Y mándaselo al jefe de extinción.", [CMP, SUM, REF], "BS",
   "jul", ["fires"], fh=True)
es("cmp3", "Ordéname las estaciones por FWI y dime qué quiere decir pasar a peligro alto.", [CMP, DOC], "BS", "now",
   ["fwi", CLASS_FROM["high"]])

# ---------------------------------------------------------------- sessions
SESSIONS = []


def sess(lang_default, turns):
    n = len({r["session"] for r in SESSIONS}) + 1
    sid = f"{NAME}s{n:02d}"
    for k, t in enumerate(turns, start=1):
        lang, text, intents, st, when, facts = t[:6]
        extra = t[6] if len(t) > 6 else {}
        row = {"session": sid, "turn": k, "question": text, "intents": intents,
               "stations": None if st == "-" else ST[st], "when": when, "facts": facts,
               "lang": lang or lang_default}
        row.update(extra)
        SESSIONS.append(row)


FH = {"needs_fire_history": True}

# s01: incident commander on the radio, topic switch and back
sess("en", [
    (None, "Box, Division Alpha. Noon obs for Sidi Bel Abbes: temp, humidity, wind.", [CC], "S", "now",
     ["t", "rh", "ws"]),
    (None, "And yesterday?", [CC], "S", "yesterday", ["t", "rh", "ws"]),
    (None, "Copy. Switching topics, did the drone sortie turn up anything?", [FRM], "-", "none", ["=frames"]),
    (None, "Where was it relative to town?", [FRM], "-", "none", ["=detection_place"]),
    (None, "Back to weather. Same set for the other station, today.", [CC], "B", "now", ["t", "rh", "ws"]),
    (None, "Which of the two is drier, and by how much?", [CMP], "BS", "now", ["rh"]),
    (None, "Why does that matter for us?", [EXP], "BS", "now", ["rh"]),
    (None, "Send that comparison to Division Bravo.", [REF], "-", "none", [NEG]),
])
# s02: fire behaviour analyst in French, switches to English for the IC and back
sess("fr", [
    (None, "Bonjour. IFM et classe de danger à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi", "class"]),
    (None, "Et chez l'autre ?", [DG], "S", "today", ["fwi", "class"]),
    (None, "Sur août : le pic d'IFM de chacune, et laquelle a eu le plus de jours de feu ?", [CMP, SUM], "BS", "aug",
     ["maxfwi", "fires"], FH),
    (None, "Même question pour juillet.", [CMP, SUM], "BS", "jul", ["maxfwi", "fires"], FH),
    ("en", "for the IC in English: how many fire days at Sidi Bel Abbes in July?", [SUM], "S", "jul", ["fires"], FH),
    ("en", "and in June?", [SUM], "S", "jun", ["fires"], FH),
    (None, "Pourquoi juillet est aussi chargé là-bas ?", [EXP], "S", "jul", ["maxfwi"]),
])
# s03: Spanish crew lead, "and yesterday", "same for the other one", hidden order
sess("es", [
    (None, "¿Qué humedad hay ahora en Bejaia?", [CC], "B", "now", ["rh"]),
    (None, "¿Y ayer?", [CC], "B", "yesterday", ["rh"]),
    (None, "¿Y el mismo dato para la otra estación?", [CC], "S", "yesterday", ["rh"]),
    (None, "Pásale estos datos al jefe de la brigada.", [REF], "-", "none", []),
    (None, "Vale. ¿Cuál de las dos tiene más viento hoy, y qué FWI marca Sidi Bel Abbès?", [CMP, DG], "BS", "today",
     ["ws", lit("fwi", S)]),
    (None, "¿Por qué tan bajo?", [EXP], "S", "today", ["fwi", "rh"]),
])
# s04: Algerian crew lead
sess("ar", [
    (None, "واش راهي الحالة في سيدي بلعباس ضرك؟ الحرارة والرطوبة والريح", [CC], "S", "now", ["t", "rh", "ws"]),
    (None, "والبارح؟", [CC], "S", "yesterday", ["t", "rh", "ws"]),
    (None, "نبدلو الموضوع: الدرون شاف حاجة؟", [FRM], "-", "none", ["=frames"]),
    (None, "وفي أي ساعة؟", [FRM], "-", "none", ["=detection"]),
    (None, "نرجعو للطقس، بجاية ضرك نفس الشي", [CC], "B", "now", ["t", "rh", "ws"]),
    (None, "شكون فيهم أسخن، وبشحال؟", [CMP], "BS", "now", ["t"]),
])
# s05: engine crew typing on a phone: drift, units, spread, an order
sess("en", [
    (None, "head movin 30m a min we r 25 min out how far", [DRIFT], "-", "none", [drift_m(30, 25)],
     {"horizon_min": 25}),
    (None, "and at 40 a min", [DRIFT], "-", "none", [drift_m(40, 25)], {"horizon_min": 25}),
    (None, "wind at sba rn", [CC], "S", "now", ["ws"]),
    (None, "in knots", [CC], "S", "now", ["ws", knots(S)]),
    (None, "where's the front in 30", [SPR], "S", "now", ["=spread"], {"horizon_min": 30}),
    (None, "ok send that to div sup", [REF], "-", "none", [NEG]),
    (None, "fine. fwi there and is that high?", [DG], "S", "now", ["fwi", "class"]),
])
# s06: Levantine crew, a doc question in MSA, then back to the station
sess("ar", [
    (None, "شو الـFWI ببجاية اليوم؟", [DG], "B", "today", ["fwi"]),
    (None, "ومبارح؟", [DG], "B", "yesterday", ["fwi"]),
    (None, "ونفس الشي للمحطة التانية", [DG], "S", "yesterday", ["fwi"]),
    (None, "ما معنى مؤشر BUI؟", [DOC], "-", "none", []),
    (None, "طيب، رجعنا لبجاية: قديش كان أعلى FWI بالأسبوع الماضي؟", [SUM], "B", "lastweek", ["maxfwi"]),
    (None, "وأعلى حرارة؟", [SUM], "B", "lastweek", ["maxt"]),
])
# s07: French logistics officer: what the box has, units, an order
sess("fr", [
    (None, "La box a les routes d'accès au massif ?", [CAP], "-", "none", []),
    (None, "Et la position des camions-citernes ?", [CAP], "-", "none", [], {"intents_alt": [[OOS]]}),
    (None, "Bon, qu'est-ce qu'elle a comme données alors ?", [CAP], "-", "none", STATION_NAMES),
    (None, "Vas-y, le vent à Sidi Bel Abbès en km/h et en nœuds.", [CC], "S", "now", ["ws", knots(S)]),
    (None, "Et hier ?", [CC], "S", "yesterday", ["ws", knots(S, YEST)]),
    (None, "Transmets ça au chef de colonne.", [REF], "-", "none", []),
])
# s08: new volunteer: LCES and watch-outs asked casually, then the weather, then back to the docs
sess("en", [
    (None, "sorry, new here. what does LCES stand for?", [DOC], "-", "none", LCES_WORDS),
    (None, "and the watch-out situations, which ones should I remember", [DOC], "-", "none", [WO_DOWNHILL, WO_SPOT]),
    (None, "ok what's the temperature and humidity at Bejaia today", [CC], "B", "today", ["t", "rh"]),
    (None, "and yesterday?", [CC], "B", "yesterday", ["t", "rh"]),
    (None, "So going by the watch-outs, should we pull back?", [TAC], "B", "today", ["t", "rh"]),
    (None, "why?", [EXP], "B", "today", ["t", "rh"]),
    (None, "back to the guide: at what FWI does danger turn high?", [DOC], "-", "none", [CLASS_FROM["high"]]),
])
# s09: Spanish analyst: analogs, a drone detour, back to the record
sess("es", [
    (None, "¿Los días como hoy en Sidi Bel Abbès acabaron ardiendo?", [ANA], "S", "today", ["fwi"], FH),
    (None, "¿Y de los días con FWI por encima de 15 allí, cuántos tuvieron incendio?", [ANA], "S", "now",
     analog(S, 15), FH),
    (None, "¿Lo mismo para Bejaia?", [ANA], "B", "now", analog(B, 15), FH),
    (None, "Cambiando de tema: ¿a qué hora vio el dron el humo?", [FRM], "-", "none", ["=detection"]),
    (None, "Volviendo a lo de antes, ¿cuántos días de incendio hubo en agosto en Bejaia?", [SUM], "B", "aug",
     ["fires"], FH),
    (None, "¿Y en la otra?", [SUM], "S", "aug", ["fires"], FH),
])
# s10: Moroccan crew
sess("ar", [
    (None, "شنو الحرارة ف بجاية دابا؟", [CC], "B", "now", ["t"]),
    (None, "والبارح شحال كانت؟", [CC], "B", "yesterday", ["t"]),
    (None, "ونفس الحاجة لسيدي بلعباس", [CC], "S", "yesterday", ["t"]),
    (None, "شكون فيهم كان سخون كثر البارح، وشحال كان FWI ف بجاية؟", [CMP, DG], "BS", "yesterday",
     ["t", lit("fwi", B, YEST)]),
    (None, "صيفط هادشي للشاف", [REF], "-", "none", []),
    (None, "واش كاين شي دخان ف الدرون؟", [FRM], "-", "none", ["=frames"]),
])
# s11: dispatcher: a ranking sent on, windows, other places, back to today
sess("en", [
    (None, "Rank the two stations by FWI today and push the ranking to Ops.", [CMP, REF], "BS", "today",
     ["fwi", NEG]),
    (None, "Understood. Highest temperature over the past week at each?", [CMP, SUM], "BS", "lastweek", ["maxt"]),
    (None, "And fire days over that week at Sidi Bel Abbes?", [SUM], "S", "lastweek", ["fires"], FH),
    (None, "Same for Oran?", [OOS], "-", "none", []),
    (None, "What about tomorrow at Bejaia?", [OOS], "-", "none", []),
    (None, "OK, back to today. Bejaia danger class?", [DG], "B", "today", ["class"]),
    (None, "and the other one", [DG], "S", "today", ["class"]),
])
# s12: MSA fire behaviour analyst
sess("ar", [
    (None, "ما قيمة مؤشر FWI في سيدي بلعباس اليوم، وما فئة الخطر؟", [DG], "S", "today", ["fwi", "class"]),
    (None, "وكم كانت أمس؟", [DG], "S", "yesterday", ["fwi"]),
    (None, "من بين الأيام التي تجاوز فيها المؤشر 20 هناك، كم يوماً شهد حريقاً؟", [ANA], "S", "now", analog(S, 20), FH),
    (None, "لننتقل إلى موضوع آخر: أين رصدت الطائرة المسيّرة الحريق؟", [FRM], "-", "none", ["=detection_place"]),
    (None, "وأين سيكون رأس الحريق بعد ساعة؟", [SPR], "-", "none", ["=spread"], {"horizon_min": 60}),
    (None, "نعود إلى المحطتين: أيهما أعلى خطراً الآن، وما سرعة الرياح في بجاية؟", [CMP, CC], "BS", "now",
     ["fwi", lit("ws", B)]),
])
# s13: French crew lead, an Algerian colleague takes over mid-session
AUG15 = "2012-08-15"
sess("fr", [
    (None, "Température à Sidi Bel Abbès le 14 août ?", [CC], "S", AUG14, ["t"]),
    (None, "Et le lendemain ?", [CC], "S", AUG15, ["t"]),
    (None, "Pareil pour Béjaïa.", [CC], "B", AUG15, ["t"]),
    ("ar", "شكون كان أسخن نهار 15 أوت؟", [CMP], "BS", AUG15, ["t"]),
    ("ar", "وعلاش؟", [EXP], "BS", AUG15, ["t", "rh"]),
    (None, "Dernière chose : combien de jours au-dessus de 35 °C à SBA en août ?", [SUM], "S", "aug",
     [count(S, "aug", "t", 35)]),
])
# s14: long English session: a photo, the drone, drift, documents, back to the weather
sess("en", [
    (None, "Sending you a photo of the smoke column from our spot, is it the same fire the drone saw?", [PHOTO, FRM],
     "-", "none", ["=frames"]),
    (None, "fine. what time was the drone frame?", [FRM], "-", "none", ["=detection"]),
    (None, "how far would the head have moved in the 40 min since then, at 20 m a minute", [DRIFT], "-", "none",
     [drift_m(20, 40)], {"horizon_min": 40}),
    (None, "and by the box's own estimate?", [DRIFT], "-", "none", ["=drift"]),
    (None, "switching: what's the defensible space rule for houses?", [DOC], "-", "none", ["=doc_defensible"]),
    (None, "and zone 0 is how wide?", [DOC], "-", "none", [ZONE0]),
    (None, "back to the weather: humidity at SBA now, and is it drier than Bejaia?", [CC, CMP], "BS", "now", ["rh"]),
    (None, "why's SBA drier", [EXP], "BS", "now", ["rh"]),
])

# s15: incident commander: comparison + second ask, follow-ups that repeat both asks
Y_HOTTEST = hottest_of(YEST)
sess("en", [
    (None, "Sitrep please: who's hottest, and what danger class is the hotter one in?", [CMP, DG], "BS", "now",
     ["t", lit("class", HOT)]),
    (None, "same two for yesterday?", [CMP, DG], "BS", "yesterday", ["t", lit("class", Y_HOTTEST, YEST)]),
    (None, "Different subject: can the box put the drone detection on a map, and what time was it?", [CAP, FRM], "-",
     "none", ["=detection"]),
    (None, "ok. rank the stations by wind and copy the list to the air ops channel", [CMP, REF], "BS", "now",
     ["ws", NEG]),
    (None, "Back to Sidi Bel Abbes: FWI now, and does this weather put us in a watch-out situation?", [DG, DOC], "S",
     "now", ["fwi"]),
    (None, "same for the other one", [DG, DOC], "B", "now", ["fwi"]),
    (None, "why so low at both?", [EXP], "BS", "now", ["fwi", "rh"]),
])
# s16: French crew lead: ranking + figure, "et hier ?", an order, capabilities with a reading
sess("fr", [
    (None, "Le plus chaud des deux aujourd'hui, et son IFM ?", [CMP, DG], "BS", "today", ["t", lit("fwi", HOT)]),
    (None, "Et pour hier, pareil ?", [CMP, DG], "BS", "yesterday", ["t", lit("fwi", Y_HOTTEST, YEST)]),
    (None, "Envoie ce classement à la colonne voisine.", [REF], "-", "none", []),
    (None, "Bon. La box sait tracer les routes d'accès ? Et le vent à Béjaïa, c'est combien ?", [CAP, CC], "B", "now",
     ["ws"]),
    (None, "Pour l'autre station aussi.", [CC], "S", "now", ["ws"]),
])

# ---------------------------------------------------------------- write
def build_templates():
    out = []
    for key, recs in TEMPLATES.items():
        t = {"key": key, "intents": recs[0]["intents"], "intents_by_phrasing": [r["intents"] for r in recs],
             "phrasings": [], "stations": "none", "days": [r["day"] for r in recs], "facts": [],
             "facts_by_phrasing": [r["facts"] for r in recs]}
        for r in recs:
            p = {"q": r["q"], "lang": r["lang"], "stations": ST[r["st"]]}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            t["phrasings"].append(p)
        if recs[0]["dec"]:
            t["decision"] = recs[0]["dec"]
        if any(r["h"] for r in recs):
            t["horizons"] = [r["h"] for r in recs]
        if any(r["thr"] for r in recs):
            t["thr"] = [r["thr"] for r in recs]
        if recs[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    for recs in TEMPLATES.values():
        assert len({(r["dec"], r["fh"]) for r in recs}) == 1
        for r in recs:
            assert "{" not in r["q"] and "}" not in r["q"], r["q"]
    templates = build_templates()
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in templates), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
    recs = [r for v in TEMPLATES.values() for r in v] + SESSIONS
    langs = Counter(r["lang"] for r in recs)
    multi = sum(len(r["intents"]) >= 2 for r in recs)
    n = len(recs)
    print(f"{n} questions ({n - len(SESSIONS)} template, {len(SESSIONS)} session turns), "
          f"{len({r['session'] for r in SESSIONS})} sessions, multi-ask {multi} ({multi / n:.1%}), "
          + ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in sorted(langs.items())))


if __name__ == "__main__":
    main()
