"""Batch d104 (dev): blind crew questions (support crews' voice), gold computed by code.

Writes crew_templates_dev104.jsonl and crew_sessions_dev104.jsonl next to this script.
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record), a unit conversion
of a real reading, the crew's own figures (rate x minutes) or a regex over the shipped documents.
    Run:  python -m appliance.evaluation.data.make_dev104
"""
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path

from appliance import paths
from appliance.evaluation import crew_days, crew_facts as cf

OUT = Path(__file__).parent
NAME = "d104"
B, S = ["bejaia"], ["sidi-bel-abbes"]
BOTH = sorted(cf.STATIONS)
N = "none"
TAB = cf.table()
TODAY = crew_days.TODAY.isoformat()


# ----------------------------------------------------------------------------------------------- helpers
def date_of(key: str) -> str:
    """A single-day key -> its recorded day."""
    days = crew_days.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def window(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def row(dev, key):
    return TAB[(dev, date_of(key))]


def num(x):
    x = float(x)
    return int(x) if x.is_integer() else x


def forms(x: float) -> dict:
    """A converted figure: one decimal (dot and French comma) or whole."""
    one = round(x, 1)
    vals = [num(one)]
    if round(x) != one:
        vals.append(int(round(x)))
    if not float(one).is_integer():
        vals.append(f"{one}".replace(".", ","))
    return {"any": vals}


def KN(dev, key):
    return forms(row(dev, key).wind_kmh / 1.852)


def MPH(dev, key):
    return forms(row(dev, key).wind_kmh / 1.609344)


def MS(dev, key):
    return forms(row(dev, key).wind_kmh / 3.6)


def FAH(dev, key):
    return forms(row(dev, key).temperature_c * 9 / 5 + 32)


def CODE(dev, key, name):
    return num(row(dev, key).codes[name])


def DF(tok, dev, key):
    """A day fact as a literal (for questions whose stations' facts differ by ask)."""
    return cf.day_fact(tok, dev, date_of(key))


FIELD = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
         "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def rows_in(dev, wkey):
    return [TAB[(dev, d)] for d in window(wkey) if (dev, d) in TAB]


def COUNT_GT(dev, wkey, field, thr):
    return sum(FIELD[field](r) > thr for r in rows_in(dev, wkey))


def COUNT_F_GT(dev, wkey, thr_f):
    """Days whose noon temperature in Fahrenheit was above thr_f."""
    return sum(r.temperature_c * 9 / 5 + 32 > thr_f for r in rows_in(dev, wkey))


def AVG(dev, wkey, field):
    vals = [FIELD[field](r) for r in rows_in(dev, wkey)]
    return forms(sum(vals) / len(vals))


def MIN(dev, wkey, field):
    return num(min(FIELD[field](r) for r in rows_in(dev, wkey)))


def SUM(dev, wkey, field):
    return forms(sum(FIELD[field](r) for r in rows_in(dev, wkey)))


def FIRES(dev, wkey):
    return cf.window_facts("fires", dev, window(wkey))[0]


def MAXFWI(dev, wkey):
    return cf.window_facts("maxfwi", dev, window(wkey))[0]


def ANALOG(dev, thr):
    return cf.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def DIST(metres: float) -> dict:
    """A distance the crew's own figures give: metres and kilometres, French comma too."""
    m = round(metres)
    km = f"{round(metres / 1000, 2):g}"
    vals = [f"{m} m", f"{km} km", f"{km.replace('.', ',')} km", m]
    if m >= 1000:
        vals.insert(1, f"{m:,} m")
    return {"any": list(OrderedDict.fromkeys(vals))}


def DIST_FT(feet: float) -> dict:
    m = feet * 0.3048
    f = round(feet)
    km = f"{round(m / 1000, 2):g}"
    return {"any": [f"{f} ft", f"{f:,} ft", f"{f} feet", f"{f:,} feet", f"{round(m)} m", f"{km} km",
                    f"{km.replace('.', ',')} km"]}


# The shipped documents, parsed (never typed by hand).
DOCS = {p.name: p.read_text(encoding="utf-8") for p in (paths.EDGE_DATA_DIR / "documents").glob("*.md")}
DEF = DOCS["butte-county-defensible-space.md"]
LCES = DOCS["crew-safety-lces.md"]
FWIG = DOCS["fire-weather-index-guide.md"]


def grab(pattern, text):
    m = re.search(pattern, re.sub(r"\s+", " ", text))
    assert m, pattern
    return m


ZONE1_OUT = int(grab(r"Zone 1 runs from (\d+) to (\d+) feet", DEF).group(2))
ZONE0 = int(grab(r"Zone 0 is the first (\d+) feet", DEF).group(1))
GRASS_IN = int(grab(r"maximum height of (\d+) inches", DEF).group(1))
CHIMNEY_FT = int(grab(r"branches (\d+) feet from chimneys", DEF).group(1))
LEAVES_IN = int(grab(r"deeper than (\d+) inches", DEF).group(1))
_lces = grab(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", LCES)
LOOKOUT = {"any": [_lces.group(1)[:-1], "guetteur", "vigie", "vigía", "مراقب"]}
ESCAPE = {"any": [_lces.group(3)[:-1], "itinéraire d'échappement", "ruta de escape", "طريق"]}
SAFETYZ = {"any": [_lces.group(4)[:-1], "zone de sécurité", "zona de seguridad", "منطقة آمنة"]}
WIND_SHIFT = {"any": [grab(r"(Re-check) both when the wind shifts", LCES).group(1), "re-assess", "pull back"]}
_cls = {w: float(v) for v, w in re.findall(r"from ([\d.]+) (very high|high|extreme|low|moderate)", re.sub(r"\s+", " ", FWIG))}
TH_HIGH, TH_VHIGH, TH_EXT, TH_LOW = (num(_cls[k]) for k in ("high", "very high", "extreme", "low"))
TH_VLOW = num(grab(r"below ([\d.]+) very low", FWIG).group(1))
FFMC_IGN = int(grab(r"above about (\d+)\s+fine fuels ignite", FWIG).group(1))
BUI_PARTS = [{"any": [w]} for w in grab(r"Buildup Index \(BUI\) combines (\w+) and (\w+)", FWIG).groups()]
ISI_WORD = {"any": [grab(r"and rates how fast\s+a fire would (spread)", FWIG).group(1), "propag", "انتشار"]}
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس"]}]

# ------------------------------------------------------------------------------------------ the questions
# kind -> (decision override, needs_fire_history)
KINDS = {
    "cc": (None, False), "cc-hour": ("warn", False), "cc-near": ("warn", False), "danger-near": ("warn", False),
    "danger": (None, False), "cmp": (None, False), "cmpsum": (None, False), "cmpsum-fire": (None, True),
    "sum": (None, False), "sum-fire": (None, True), "analog": (None, True), "drift": (None, False),
    "spread": (None, False), "frames": (None, False), "docs": (None, False), "caps": (None, False),
    "photo": (None, False), "photo-frames": (None, False), "oos": (None, False), "oos-mix": (None, False),
    "refuse": (None, False), "refuse-mix": (None, False), "tact": (None, False), "tact-mix": (None, False),
    "nodata": (None, False), "multi": (None, False), "multi-fire": (None, True), "multi-near": ("warn", False),
}
Q = []


def q(kind, lang, text, intents, st, day, facts=(), hz=None, thr=None):
    assert kind in KINDS and "{" not in text and "}" not in text, text
    Q.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "st": st, "day": day,
              "facts": list(facts), "hz": hz, "thr": thr})


CC, DG, CMP, SUMI, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC = "photo", "out_of_scope", "refuse", "tactical"

# --- current conditions, served ------------------------------------------------------------------------
q("cc", "en", "Tender 4 here, what's the humidity at SBA right now", [CC], S, "now", ["rh"])
q("cc", "en", "logistics - temp at Bejaia today pls, planning the water runs", [CC], B, "today", ["t"])
q("cc", "en", "Air attack asking: surface wind at Sidi Bel Abbes, in knots?", [CC], S, "now", [KN(S[0], "now")])
q("cc", "en", "wind at bejaia in mph", [CC], B, "now", [MPH(B[0], "now")])
q("cc", "en", "Medic here. How hot is it at Sidi-Bel Abbès in Fahrenheit, and how humid?", [CC], S, "now",
  [FAH(S[0], "now"), "rh"])
q("cc", "en", "What did the Béjaïa station read on 14-Aug? temp, RH, wind", [CC], B, "2012-08-14", ["t", "rh", "ws"])
q("cc", "en", "any rain at SBA yesterday", [CC], S, "yesterday", ["rain"])
q("cc", "en", "helo coord: give me the Bejaia wind in m/s for the 29th", [CC], B, "2012-09-29", [MS(B[0], "2012-09-29")])
q("cc", "en", "Did it rain in Béjaïa on Sept 25?", [CC], B, "2012-09-25", ["rain"])
q("cc", "en", "readings sidi bel abbes 2012-08-17", [CC], S, "2012-08-17", ["t", "rh", "ws"])
q("cc", "en", "I just joined the tender crew, sorry if this is basic - what's the weather like at Bejaia today?",
  [CC], B, "today", ["t", "rh", "ws"])
q("cc", "en", "RH SBA day before yesterday?", [CC], S, "daybefore", ["rh"])
q("cc", "en", "Quick one, wind at Sidi Bel Abes on 21/09 - knots please, the tanker pilot asked", [CC], S, "2012-09-21",
  [KN(S[0], "2012-09-21")])
q("cc", "en", "Temperature at Bejaia on August 23rd in °F. Medic wants it for the heat log.", [CC], B, "2012-08-23",
  [FAH(B[0], "2012-08-23")])
q("cc", "en", "Water tender driver asking how much rain fell at SBA on 5 Sept", [CC], S, "2012-09-05", ["rain"])
q("cc", "en", "current conditions bejaia", [CC], B, "now", ["t", "rh", "ws"])
q("cc", "en", "How windy was it at Sidi-Bel-Abbès on 28 September? The rotor pilot wants it in metres per second.",
  [CC], S, "2012-09-28", [MS(S[0], "2012-09-28")])
q("cc", "en", "IC to box, latest temp and humidity for Sidi Bel Abbes, over", [CC], S, "now", ["t", "rh"])
q("cc", "en", "temp at bejaia 17 aug in fahrenheit", [CC], B, "2012-08-17", [FAH(B[0], "2012-08-17")])
q("cc", "en", "Bejaia humidity yesterday? Logistics needs it for the drinking-water estimate.", [CC], B, "yesterday", ["rh"])

q("cc", "en", "Need to brief the tender driver before he rolls out - wind at SBA in km/h?", [CC], S, "now", ["ws"])
q("cc", "fr", "Je dois briefer le pilote de l'hélico : le vent à Béjaïa, en nœuds ?", [CC], B, "now", [KN(B[0], "now")])
q("cc", "fr", "Quelle humidité à Sidi Bel Abbès en ce moment ?", [CC], S, "now", ["rh"])
q("cc", "fr", "Chauffeur citerne : il fait combien à Béjaïa aujourd'hui ?", [CC], B, "today", ["t"])
q("cc", "fr", "Le vent à SBA en nœuds svp, c'est pour l'hélico", [CC], S, "now", [KN(S[0], "now")])
q("cc", "fr", "Relevés de Béjaïa le 3/8 : température, humidité, vent.", [CC], B, "2012-08-03", ["t", "rh", "ws"])
q("cc", "fr", "Il a plu hier à Sidi-Bel-Abbès ?", [CC], S, "yesterday", ["rain"])
q("cc", "fr", "Donne-moi la température de Bejaia le 22 août en Fahrenheit, c'est pour le médecin de la colonne",
  [CC], B, "2012-08-22", [FAH(B[0], "2012-08-22")])
q("cc", "fr", "vent bejaia avant-hier ?", [CC], B, "daybefore", ["ws"])
q("cc", "fr", "Officier logistique ici. Quelles étaient les conditions à Sidi Bel Abbes le 16 septembre ?", [CC], S,
  "2012-09-16", ["t", "rh", "ws"])
q("cc", "fr", "Vitesse du vent à Béjaïa maintenant, en m/s.", [CC], B, "now", [MS(B[0], "now")])

q("cc", "es", "¿Qué humedad hay ahora en Sidi Bel Abbes?", [CC], S, "now", ["rh"])
q("cc", "es", "Temperatura de ayer en Béjaïa, en grados Fahrenheit por favor", [CC], B, "yesterday", [FAH(B[0], "yesterday")])
q("cc", "es", "viento en SBA en nudos, lo pide el coordinador aéreo", [CC], S, "now", [KN(S[0], "now")])
q("cc", "es", "¿Llovió en Bejaia el 31 de agosto?", [CC], B, "2012-08-31", ["rain"])
q("cc", "es", "Necesito la lectura de Sidi-Bel Abbès del 12/08: temperatura, humedad y viento", [CC], S, "2012-08-12",
  ["t", "rh", "ws"])
q("cc", "es", "¿Cuánto viento hay hoy en Béjaïa? En millas por hora, que el piloto es americano", [CC], B, "today",
  [MPH(B[0], "today")])
q("cc", "es", "condiciones actuales sidi bel abbes", [CC], S, "now", ["t", "rh", "ws"])

q("cc", "ar", "شحال الرطوبة في سيدي بلعباس دروك؟", [CC], S, "now", ["rh"])
q("cc", "ar", "ما هي درجة الحرارة في بجاية اليوم؟", [CC], B, "today", ["t"])
q("cc", "ar", "سرعة الريح في بجاية بالعقدة من فضلك، للهليكوبتر", [CC], B, "now", [KN(B[0], "now")])
q("cc", "ar", "واش طاحت الشتا في سيدي بلعباس البارح؟", [CC], S, "yesterday", ["rain"])
q("cc", "ar", "أعطني قراءات محطة بجاية يوم 14 أوت: الحرارة والرطوبة والرياح", [CC], B, "2012-08-14", ["t", "rh", "ws"])
q("cc", "ar", "الحرارة في سيدي بلعباس بالفهرنهايت؟ المسعف يحتاجها", [CC], S, "now", [FAH(S[0], "now")])
q("cc", "ar", "كم كانت سرعة الرياح في سيدي بلعباس يوم 28 سبتمبر بالمتر في الثانية؟", [CC], S, "2012-09-28",
  [MS(S[0], "2012-09-28")])
q("cc", "ar", "الرطوبة في بجاية أول أمس", [CC], B, "daybefore", ["rh"])
q("cc", "ar", "سائق الصهريج يسأل: كم كمية المطر في بجاية يوم 25 سبتمبر؟", [CC], B, "2012-09-25", ["rain"])

# --- readings at an hour other than noon (warn) -----------------------------------------------------------
q("cc-hour", "en", "What was the humidity at SBA at 6 this morning? Medic is worried about the night shift.", [CC], S,
  "today", ["rh"])
q("cc-hour", "en", "temp at bejaia at 3pm today", [CC], B, "today", ["t"])
q("cc-hour", "en", "Air attack: wind at Sidi Bel Abbes at 16:30, in knots", [CC], S, "today", [KN(S[0], "today")])
q("cc-hour", "en", "How cold did Béjaïa get around 4 am last night? Crew slept out at the staging area.", [CC], B,
  "today", ["t"])
q("cc-hour", "en", "wind at bejaia yesterday evening about 8pm?", [CC], B, "yesterday", ["ws"])
q("cc-hour", "en", "RH at sidi bel abbes at 0700 on 21 Sept", [CC], S, "2012-09-21", ["rh"])
q("cc-hour", "en", "How hot was SBA at 5 in the afternoon on the 17th of August, in F?", [CC], S, "2012-08-17",
  [FAH(S[0], "2012-08-17")])
q("cc-hour", "fr", "Quelle température à Béjaïa hier à 18h ?", [CC], B, "yesterday", ["t"])
q("cc-hour", "fr", "Humidité à Sidi Bel Abbès à 7 heures ce matin ?", [CC], S, "today", ["rh"])
q("cc-hour", "fr", "Le vent à SBA vers 15h30 aujourd'hui, on prépare un largage", [CC], S, "today", ["ws"])
q("cc-hour", "es", "¿Qué temperatura había en Sidi Bel Abbes a las 6 de la mañana?", [CC], S, "today", ["t"])
q("cc-hour", "es", "viento en bejaia ayer a las 17:00", [CC], B, "yesterday", ["ws"])
q("cc-hour", "ar", "شحال كانت الرطوبة في بجاية على الخمسة تاع الصباح؟", [CC], B, "today", ["rh"])
q("cc-hour", "ar", "ما سرعة الرياح في سيدي بلعباس على الساعة الرابعة مساء أمس؟", [CC], S, "yesterday", ["ws"])
q("cc-hour", "ar", "الحرارة في سيدي بلعباس البارح في الليل، حوالي العشرة؟", [CC], S, "yesterday", ["t"])

# --- a place near a station, not at it (warn) ---------------------------------------------------------------
q("cc-near", "en", "Wind at the helispot on the plateau, 15 km south of SBA?", [CC], S, "now", ["ws"])
q("cc-near", "en", "What's the humidity up on the dam road above Béjaïa?", [CC], B, "now", ["rh"])
q("cc-near", "en", "tender driver at the reservoir 8 km out of bejaia asking what the temp is there", [CC], B, "now", ["t"])
q("cc-near", "en", "Conditions on the ridge east of Sidi Bel Abbes? We have a crew staging up there.", [CC], S, "now",
  ["t", "rh", "ws"])
q("cc-near", "en", "Helo coordinator - wind in knots at the landing zone about 20 km north of Béjaïa", [CC], B, "now",
  [KN(B[0], "now")])
q("cc-near", "en", "Temp in °F at the staging area on the outskirts of Sidi-Bel-Abbès?", [CC], S, "now", [FAH(S[0], "now")])
q("cc-near", "en", "did it rain on the forest track above bejaia yesterday", [CC], B, "yesterday", ["rain"])
q("cc-near", "fr", "Quel vent sur le plateau à 12 km de Sidi Bel Abbès, là où on pose l'hélico ?", [CC], S, "now", ["ws"])
q("cc-near", "fr", "Humidité au barrage au-dessus de Béjaïa ?", [CC], B, "now", ["rh"])
q("cc-near", "fr", "Il fait quelle température sur la route de crête, à 10 km de SBA ?", [CC], S, "now", ["t"])
q("cc-near", "es", "¿Qué viento hay en el helipuerto de la meseta, a 15 km de Sidi Bel Abbes?", [CC], S, "now", ["ws"])
q("cc-near", "es", "temperatura en la presa, encima de Béjaïa", [CC], B, "now", ["t"])
q("cc-near", "ar", "شحال الريح في الهضبة على بعد 15 كلم من سيدي بلعباس؟ الهليكوبتر راح ينزل تما", [CC], S, "now", ["ws"])
q("cc-near", "ar", "ما هي الرطوبة عند السد فوق بجاية؟", [CC], B, "now", ["rh"])
q("cc-near", "ar", "الحرارة في الغابة اللي فوق بجاية بعشرة كيلومتر", [CC], B, "now", ["t"])

q("danger-near", "en", "FWI at the helispot on the plateau 15 km from SBA?", [DG], S, "now", ["fwi"])
q("danger-near", "en", "danger class on the dam road above Bejaia", [DG], B, "now", ["class"])
q("danger-near", "en", "How bad is the fire danger in the olive groves 5 km outside Sidi Bel Abbes? FWI and class.", [DG],
  S, "now", ["fwi", "class"])
q("danger-near", "fr", "Indice FWI sur la crête au nord de Béjaïa, à une dizaine de km ?", [DG], B, "now", ["fwi"])
q("danger-near", "es", "¿Cuál es el peligro de incendio en el valle a 20 km de Sidi Bel Abbes?", [DG], S, "now", ["class"])
q("danger-near", "ar", "ما درجة خطر الحرائق في الجبل القريب من بجاية، حوالي 10 كلم؟", [DG], B, "now", ["class"])

# --- danger -------------------------------------------------------------------------------------------------
q("danger", "en", "FWI at SBA now?", [DG], S, "now", ["fwi"])
q("danger", "en", "danger class bejaia today", [DG], B, "today", ["class"])
q("danger", "en", "What's the ISI at Sidi Bel Abbes today?", [DG], S, "today", [CODE(S[0], "today", "ISI")])
q("danger", "en", "BUI at Béjaïa on 29 August?", [DG], B, "2012-08-29", [CODE(B[0], "2012-08-29", "BUI")])
q("danger", "en", "How dangerous was it at SBA on Aug 25th - FWI and class", [DG], S, "2012-08-25", ["fwi", "class"])
q("danger", "en", "FFMC at Bejaia yesterday?", [DG], B, "yesterday", [CODE(B[0], "yesterday", "FFMC")])
q("danger", "en", "Fire danger at Sidi-Bel-Abbès on the 21st of September?", [DG], S, "2012-09-21", ["class"])
q("danger", "en", "DC at SBA on 27 August", [DG], S, "2012-08-27", [CODE(S[0], "2012-08-27", "DC")])
q("danger", "en", "DMC Béjaïa 2012-08-21", [DG], B, "2012-08-21", [CODE(B[0], "2012-08-21", "DMC")])
q("danger", "en", "Logistics officer here, do I need to worry about fire danger at Bejaia today? What class is it?",
  [DG], B, "today", ["class"])
q("danger", "en", "fire weather index sidi bel abbes yesterday pls", [DG], S, "yesterday", ["fwi"])
q("danger", "en", "What class was the danger at Béjaïa on 23 Aug?", [DG], B, "2012-08-23", ["class"])
q("danger", "en", "Is SBA in high danger today or not?", [DG], S, "today", ["class"])
q("danger", "en", "initial spread index at bejaia on 18/08", [DG], B, "2012-08-18", [CODE(B[0], "2012-08-18", "ISI")])
q("danger", "en", "Buildup index at Sidi Bel Abbes the day before yesterday", [DG], S, "daybefore",
  [CODE(S[0], "daybefore", "BUI")])
q("danger", "fr", "Quel est l'indice FWI à Sidi Bel Abbès aujourd'hui ?", [DG], S, "today", ["fwi"])
q("danger", "fr", "Classe de danger à Béjaïa le 29 août ?", [DG], B, "2012-08-29", ["class"])
q("danger", "fr", "L'ISI à SBA hier, svp", [DG], S, "yesterday", [CODE(S[0], "yesterday", "ISI")])
q("danger", "fr", "Niveau de danger feu à Bejaia en ce moment ?", [DG], B, "now", ["class"])
q("danger", "fr", "FFMC à Sidi-Bel-Abbès le 16 septembre", [DG], S, "2012-09-16", [CODE(S[0], "2012-09-16", "FFMC")])
q("danger", "fr", "le BUI de béjaïa avant-hier", [DG], B, "daybefore", [CODE(B[0], "daybefore", "BUI")])
q("danger", "es", "¿Cuál es el FWI en Béjaïa ahora?", [DG], B, "now", ["fwi"])
q("danger", "es", "peligro de incendio en SBA hoy", [DG], S, "today", ["class"])
q("danger", "es", "¿Qué clase de peligro hubo en Sidi Bel Abbes el 17 de agosto?", [DG], S, "2012-08-17", ["class"])
q("danger", "es", "ISI de Bejaia el 29/08", [DG], B, "2012-08-29", [CODE(B[0], "2012-08-29", "ISI")])
q("danger", "es", "Dame el índice FWI de ayer en Sidi Bel Abbès", [DG], S, "yesterday", ["fwi"])
q("danger", "ar", "ما هو مؤشر FWI في سيدي بلعباس اليوم؟", [DG], S, "today", ["fwi"])
q("danger", "ar", "شحال الخطر في بجاية دروك؟", [DG], B, "now", ["class"])
q("danger", "ar", "درجة خطر الحريق في سيدي بلعباس يوم 25 أوت", [DG], S, "2012-08-25", ["class"])
q("danger", "ar", "مؤشر الانتشار الأولي ISI في بجاية أمس", [DG], B, "yesterday", [CODE(B[0], "yesterday", "ISI")])
q("danger", "ar", "واش الخطر كان عالي في سيدي بلعباس يوم 21 سبتمبر؟", [DG], S, "2012-09-21", ["class"])
q("danger", "ar", "BUI تاع بجاية يوم 29 أوت", [DG], B, "2012-08-29", [CODE(B[0], "2012-08-29", "BUI")])

# --- compare the stations -------------------------------------------------------------------------------------
q("cmp", "en", "Which station is hotter right now?", [CMP], BOTH, "now", ["t"])
q("cmp", "en", "compare FWI bejaia vs SBA today", [CMP], BOTH, "today", ["fwi"])
q("cmp", "en", "Where is it drier, Béjaïa or Sidi Bel Abbes?", [CMP], BOTH, "now", ["rh"])
q("cmp", "en", "Which base is windier today, in knots? Helo has to pick one.", [CMP], BOTH, "today",
  [KN(B[0], "today"), KN(S[0], "today")])
q("cmp", "en", "side by side please: RH and FWI at both stations yesterday", [CMP], BOTH, "yesterday", ["rh", "fwi"])
q("cmp", "en", "Which station had the worse fire weather on 2012-08-23?", [CMP], BOTH, "2012-08-23", ["fwi"])
q("cmp", "en", "By how many degrees was SBA hotter than Bejaia on 17 Aug?", [CMP], BOTH, "2012-08-17", ["t"])
q("cmp", "en", "Logistics: which base needs more water today, where's it hotter and drier?", [CMP], BOTH, "today",
  ["t", "rh"])
q("cmp", "en", "compare wind bejaia sba 28 sept", [CMP], BOTH, "2012-09-28", ["ws"])
q("cmp", "en", "Which of the two stations should dispatch be watching today for fire danger?", [CMP], BOTH, "today",
  ["fwi"])
q("cmp", "fr", "Où fait-il le plus chaud, à Béjaïa ou à Sidi Bel Abbès ?", [CMP], BOTH, "now", ["t"])
q("cmp", "fr", "Compare le FWI des deux stations le 25 août.", [CMP], BOTH, "2012-08-25", ["fwi"])
q("cmp", "fr", "Quelle station est la plus sèche aujourd'hui ?", [CMP], BOTH, "today", ["rh"])
q("cmp", "fr", "Vent : Béjaïa contre SBA, hier", [CMP], BOTH, "yesterday", ["ws"])
q("cmp", "fr", "Laquelle des deux a le danger le plus élevé maintenant ?", [CMP], BOTH, "now", ["fwi"])
q("cmp", "es", "¿Dónde hace más calor hoy, en Béjaïa o en Sidi Bel Abbes?", [CMP], BOTH, "today", ["t"])
q("cmp", "es", "compara la humedad de las dos estaciones el 12 de agosto", [CMP], BOTH, "2012-08-12", ["rh"])
q("cmp", "es", "¿Qué estación tiene peor FWI ahora mismo?", [CMP], BOTH, "now", ["fwi"])
q("cmp", "ar", "وين أسخن، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "now", ["t"])
q("cmp", "ar", "قارن مؤشر FWI بين المحطتين يوم 29 أوت", [CMP], BOTH, "2012-08-29", ["fwi"])
q("cmp", "ar", "أي محطة فيها رياح أقوى اليوم؟", [CMP], BOTH, "today", ["ws"])
q("cmp", "ar", "الرطوبة في بجاية وسيدي بلعباس البارح، شكون فيهم أنشف؟", [CMP], BOTH, "yesterday", ["rh"])

# --- compare over a window ------------------------------------------------------------------------------------
q("cmpsum", "en", "highest FWI at each station over the past week", [CMP, SUMI], BOTH, "lastweek", ["maxfwi"])
q("cmpsum", "en", "Compare the hottest day in July at Bejaia and at SBA.", [CMP, SUMI], BOTH, "jul", ["maxt"])
q("cmpsum", "en", "which base saw the higher peak FWI in August?", [CMP, SUMI], BOTH, "aug", ["maxfwi"])
q("cmpsum", "en", "How many days over 35 °C in August at each station? Medic is building the heat-stress brief.",
  [CMP, SUMI], BOTH, "aug", [COUNT_GT(B[0], "aug", "t", 35), COUNT_GT(S[0], "aug", "t", 35)])
q("cmpsum-fire", "en", "Which station had more fire days in August?", [CMP, SUMI], BOTH, "aug", ["fires"])
q("cmpsum", "fr", "FWI maximal aux deux stations depuis mardi ?", [CMP, SUMI], BOTH, "since-tue", ["maxfwi"])
q("cmpsum-fire", "fr", "Quelle station a eu le plus de jours de feu en juillet ?", [CMP, SUMI], BOTH, "jul", ["fires"])
q("cmpsum", "es", "¿Qué estación tuvo la temperatura máxima más alta en agosto?", [CMP, SUMI], BOTH, "aug", ["maxt"])
q("cmpsum-fire", "es", "compara los días con incendio en septiembre entre las dos estaciones", [CMP, SUMI], BOTH, "sep",
  ["fires"])
q("cmpsum", "ar", "أي محطة سجلت أعلى FWI في جويلية؟", [CMP, SUMI], BOTH, "jul", ["maxfwi"])
q("cmpsum-fire", "ar", "قارن عدد أيام الحرائق بين بجاية وسيدي بلعباس في أوت", [CMP, SUMI], BOTH, "aug", ["fires"])

# --- summaries ---------------------------------------------------------------------------------------------------
q("sum", "en", "Hottest it got at SBA in August?", [SUMI], S, "aug", ["maxt"])
q("sum", "en", "max FWI at bejaia over the last three days", [SUMI], B, "last3d", ["maxfwi"])
q("sum-fire", "en", "How many fire days did Sidi Bel Abbes have in July?", [SUMI], S, "jul", ["fires"])
q("sum", "en", "Logistics planning: how many days above 35 degrees at SBA in August?", [SUMI], S, "aug",
  [COUNT_GT(S[0], "aug", "t", 35)])
q("sum", "en", "Average humidity at Béjaïa over the past week?", [SUMI], B, "lastweek", [AVG(B[0], "lastweek", "rh")])
q("sum", "en", "What's the peak FWI at SBA since Tuesday?", [SUMI], S, "since-tue", ["maxfwi"])
q("sum", "en", "How many days with FWI over 20 at Bejaia in August?", [SUMI], B, "aug", [COUNT_GT(B[0], "aug", "fwi", 20)])
q("sum", "en", "Lowest RH at Sidi Bel Abbes in September?", [SUMI], S, "sep", [MIN(S[0], "sep", "rh")])
q("sum", "en", "total rain at bejaia between 1 and 10 September", [SUMI], B, "sep1-10", [SUM(B[0], "sep1-10", "rain")])
q("sum", "en", "Medic asks: how many days topped 100°F at SBA in August?", [SUMI], S, "aug", [COUNT_F_GT(S[0], "aug", 100)])
q("sum", "en", "hottest day at bejaia from 20 to 31 August", [SUMI], B, "aug-late", ["maxt"])
q("sum-fire", "en", "How many fire days at Béjaïa in September?", [SUMI], B, "sep", ["fires"])
q("sum", "en", "Analyst: average FWI at Sidi Bel Abbes in July, one decimal", [SUMI], S, "jul", [AVG(S[0], "jul", "fwi")])
q("sum", "fr", "Température max à Sidi Bel Abbès en août ?", [SUMI], S, "aug", ["maxt"])
q("sum-fire", "fr", "Combien de jours de feu à Béjaïa en août ?", [SUMI], B, "aug", ["fires"])
q("sum", "fr", "FWI le plus haut à SBA sur les trois derniers jours ?", [SUMI], S, "last3d", ["maxfwi"])
q("sum", "fr", "Moyenne des températures à Béjaïa en juillet", [SUMI], B, "jul", [AVG(B[0], "jul", "t")])
q("sum", "fr", "Combien de jours avec un vent au-dessus de 18 km/h à SBA en septembre ?", [SUMI], S, "sep",
  [COUNT_GT(S[0], "sep", "ws", 18)])
q("sum", "fr", "Combien de jours avec un FWI supérieur à 10 à Sidi Bel Abbès du 20 au 31 août ?", [SUMI], S, "aug-late",
  [COUNT_GT(S[0], "aug-late", "fwi", 10)])
q("sum", "es", "¿Cuál fue la temperatura más alta en Béjaïa en julio?", [SUMI], B, "jul", ["maxt"])
q("sum-fire", "es", "¿Cuántos días de incendio hubo en Sidi Bel Abbes en agosto?", [SUMI], S, "aug", ["fires"])
q("sum", "es", "FWI máximo en Bejaia en la última semana", [SUMI], B, "lastweek", ["maxfwi"])
q("sum", "es", "¿Cuántos días pasaron de 35 grados en SBA en julio?", [SUMI], S, "jul", [COUNT_GT(S[0], "jul", "t", 35)])
q("sum", "es", "humedad media en Sidi-Bel Abbès en septiembre", [SUMI], S, "sep", [AVG(S[0], "sep", "rh")])
q("sum", "ar", "أعلى درجة حرارة في سيدي بلعباس في جويلية؟", [SUMI], S, "jul", ["maxt"])
q("sum-fire", "ar", "شحال من يوم حريق كان في بجاية في جويلية؟", [SUMI], B, "jul", ["fires"])
q("sum", "ar", "أعلى FWI في بجاية في أوت", [SUMI], B, "aug", ["maxfwi"])
q("sum", "ar", "كم يوما تجاوزت فيه الحرارة 35 درجة في بجاية في أوت؟", [SUMI], B, "aug", [COUNT_GT(B[0], "aug", "t", 35)])
q("sum", "ar", "معدل الرطوبة في سيدي بلعباس خلال الأسبوع الماضي", [SUMI], S, "lastweek", [AVG(S[0], "lastweek", "rh")])
q("sum", "ar", "أقصى FWI في سيدي بلعباس منذ الثلاثاء", [SUMI], S, "since-tue", ["maxfwi"])

# --- analogs (the record of past fire days) ----------------------------------------------------------------------
q("analog", "en", "Of the days with FWI above 20 at SBA, how many had a fire?", [AN], S, "all", ["fires_fwi_gt"], thr=20)
q("analog", "en", "did days like today at bejaia end up burning?", [AN], B, "today")
q("analog", "en", "Bejaia, past days with FWI over 10: how many turned into fire days?", [AN], B, "all", ["fires_fwi_gt"],
  thr=10)
q("analog", "en", "Looking at the record, when FWI was above 15 at Sidi Bel Abbes, how often was there a fire?", [AN], S,
  "all", ["fires_fwi_gt"], thr=15)
q("analog", "en", "Have we had fire days at SBA with weather like today's?", [AN], S, "today")
q("analog", "en", "fire history check - days at bejaia with fwi > 5, how many fires", [AN], B, "all", ["fires_fwi_gt"],
  thr=5)
q("analog", "en", "Analyst question: of the SBA days with FWI above 25, what share burned?", [AN], S, "all",
  ["fires_fwi_gt"], thr=25)
q("analog", "fr", "Parmi les jours où le FWI dépassait 20 à Sidi Bel Abbès, combien ont eu un feu ?", [AN], S, "all",
  ["fires_fwi_gt"], thr=20)
q("analog", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà brûlé par le passé ?", [AN], B, "today")
q("analog", "fr", "Jours avec FWI > 8 à Béjaïa : combien avec un feu ?", [AN], B, "all", ["fires_fwi_gt"], thr=8)
q("analog", "es", "De los días con FWI mayor que 15 en Béjaïa, ¿cuántos tuvieron incendio?", [AN], B, "all",
  ["fires_fwi_gt"], thr=15)
q("analog", "es", "¿Días parecidos a hoy en Sidi Bel Abbes acabaron en incendio?", [AN], S, "today")
q("analog", "es", "de los dias con fwi por encima de 30 en SBA cuantos ardieron", [AN], S, "all", ["fires_fwi_gt"], thr=30)
q("analog", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صرا فيها حريق؟", [AN], S, "all",
  ["fires_fwi_gt"], thr=20)
q("analog", "ar", "هل شهدت أيام مثل اليوم في بجاية حرائق من قبل؟", [AN], B, "today")
q("analog", "ar", "الأيام التي تجاوز فيها FWI قيمة 10 في بجاية: كم منها عرف حريقا؟", [AN], B, "all", ["fires_fwi_gt"],
  thr=10)

# --- drift (a distance from the crew's numbers, or the box's own estimate) ----------------------------------------
q("drift", "en", "Head is moving about 25 m a minute. How far in 20 minutes?", [DR], N, "none", ["=drift", DIST(25 * 20)],
  hz=20)
q("drift", "en", "tender driver needs to know - fire running 40 m/min, we're 35 min out, how far will the head have moved",
  [DR], N, "none", ["=drift", DIST(40 * 35)], hz=35)
q("drift", "en", "If the front advances 1.5 km/h, how much ground does it cover in 40 minutes?", [DR], N, "none",
  ["=drift", DIST(1500 * 40 / 60)], hz=40)
q("drift", "en", "Rate of spread 12 m per minute, 90 minutes until the dozer gets there. How far does the head drift?",
  [DR], N, "none", ["=drift", DIST(12 * 90)], hz=90)
q("drift", "en", "spread rate 30 ft/min, how far in 45 min", [DR], N, "none", ["=drift", DIST_FT(30 * 45)], hz=45)
q("drift", "en", "How far does the head drift while the box is working out its answer?", [DR], N, "none", ["=drift"])
q("drift", "en", "Helo coordinator: head moving 0.8 km/h, bucket drop in 25 minutes. How far will it have gone?", [DR], N,
  "none", ["=drift", DIST(800 * 25 / 60)], hz=25)
q("drift", "en", "ROS 60 m/min, 15 min - distance?", [DR], N, "none", ["=drift", DIST(60 * 15)], hz=15)
q("drift", "fr", "Le front avance de 20 m par minute, combien en 30 minutes ?", [DR], N, "none", ["=drift", DIST(20 * 30)],
  hz=30)
q("drift", "fr", "Tête du feu à 2 km/h : distance parcourue en 45 min ?", [DR], N, "none", ["=drift", DIST(2000 * 45 / 60)],
  hz=45)
q("drift", "fr", "Vitesse 35 m/min, la citerne arrive dans 25 minutes : de combien le feu aura avancé ?", [DR], N, "none",
  ["=drift", DIST(35 * 25)], hz=25)
q("drift", "fr", "De combien la position du front dérive-t-elle pendant le temps de réponse du boîtier ?", [DR], N, "none",
  ["=drift"])
q("drift", "es", "El frente avanza 15 m por minuto; ¿cuánto en una hora?", [DR], N, "none", ["=drift", DIST(15 * 60)], hz=60)
q("drift", "es", "a 3 km/h cuanto avanza en 20 minutos", [DR], N, "none", ["=drift", DIST(3000 * 20 / 60)], hz=20)
q("drift", "es", "Velocidad de propagación 50 metros por minuto, faltan 12 minutos para que llegue el helicóptero. "
  "¿Cuánto se habrá movido?", [DR], N, "none", ["=drift", DIST(50 * 12)], hz=12)
q("drift", "ar", "النار تتقدم 30 متر في الدقيقة، شحال تمشي في 20 دقيقة؟", [DR], N, "none", ["=drift", DIST(30 * 20)], hz=20)
q("drift", "ar", "إذا كانت سرعة الجبهة 2.5 كلم في الساعة، كم تقطع في 36 دقيقة؟", [DR], N, "none",
  ["=drift", DIST(2500 * 36 / 60)], hz=36)
q("drift", "ar", "راس الحريق يتحرك 45 متر في الدقيقة والصهريج يوصل بعد 15 دقيقة، شحال يكون تحرك؟", [DR], N, "none",
  ["=drift", DIST(45 * 15)], hz=15)

# --- spread (projection: distance served, direction unknown -> warn) ------------------------------------------------
q("spread", "en", "Where will the head be in 30 minutes if a fire started at SBA now?", [SP], S, "now", ["=spread"], hz=30)
q("spread", "en", "project the front for the next hour from the drone's detection", [SP], N, "now", ["=spread"], hz=60)
q("spread", "en", "Air attack wants to know where the fire will be in 45 min so we can line up the drop.", [SP], N, "now",
  ["=spread"], hz=45)
q("spread", "en", "Where will the fire front be in 2 hours near Sidi Bel Abbes, and which way is it heading?", [SP], S,
  "now", ["=spread"], hz=120)
q("spread", "en", "If something took off at Bejaia right now, where's the head in a quarter of an hour?", [SP], B, "now",
  ["=spread"], hz=15)
q("spread", "en", "front position in 90 min? tender crew deciding where to stage", [SP], N, "now", ["=spread"], hz=90)
q("spread", "fr", "Où sera la tête du feu dans 30 minutes ?", [SP], N, "now", ["=spread"], hz=30)
q("spread", "fr", "Projection du front à une heure depuis la détection du drone près de SBA", [SP], S, "now", ["=spread"],
  hz=60)
q("spread", "fr", "Dans 20 minutes le feu sera où, et il part dans quelle direction ?", [SP], N, "now", ["=spread"], hz=20)
q("spread", "es", "¿Dónde estará el frente dentro de 45 minutos?", [SP], N, "now", ["=spread"], hz=45)
q("spread", "es", "proyección del incendio a 2 horas cerca de Sidi Bel Abbes", [SP], S, "now", ["=spread"], hz=120)
q("spread", "es", "Si empieza un fuego en Béjaïa ahora, ¿hasta dónde llega en media hora?", [SP], B, "now", ["=spread"],
  hz=30)
q("spread", "ar", "وين يكون راس الحريق بعد نص ساعة؟", [SP], N, "now", ["=spread"], hz=30)
q("spread", "ar", "توقع موقع جبهة النار بعد ساعة قرب سيدي بلعباس", [SP], S, "now", ["=spread"], hz=60)
q("spread", "ar", "إلى أين ستصل النار خلال 40 دقيقة وفي أي اتجاه؟", [SP], N, "now", ["=spread"], hz=40)

# --- frames -----------------------------------------------------------------------------------------------------------
q("frames", "en", "Did the drone pick up any smoke today?", [FR_], N, "today", ["=detection"])
q("frames", "en", "What time was the fire frame taken?", [FR_], N, "none", ["=detection"])
q("frames", "en", "where was the drone's fire detection", [FR_], N, "none", ["=detection_place"])
q("frames", "en", "Last drone pass, anything burning NE of SBA?", [FR_], S, "none", ["=detection_place"])
q("frames", "en", "Helo coordinator: what did the UAV see on its sortie?", [FR_], N, "none", ["=frames"])
q("frames", "en", "any detections from the drone sortie", [FR_], N, "none", ["=frames"])
q("frames", "en", "When did the drone send its last frame?", [FR_], N, "none", ["=frames"])
q("frames", "fr", "Le drone a vu de la fumée ?", [FR_], N, "none", ["=detection"])
q("frames", "fr", "À quelle heure la détection du drone ?", [FR_], N, "none", ["=detection"])
q("frames", "fr", "Où le drone a-t-il repéré le feu ?", [FR_], N, "none", ["=detection_place"])
q("frames", "es", "¿El dron detectó algo?", [FR_], N, "none", ["=frames"])
q("frames", "es", "¿a qué hora fue la imagen del fuego?", [FR_], N, "none", ["=detection"])
q("frames", "es", "¿Dónde vio el dron el incendio?", [FR_], N, "none", ["=detection_place"])
q("frames", "ar", "واش شاف الدرون دخان؟", [FR_], N, "none", ["=detection"])
q("frames", "ar", "وين كان الحريق اللي صورتو الطائرة بدون طيار؟", [FR_], N, "none", ["=detection_place"])
q("frames", "ar", "في أي ساعة التقطت صورة الحريق؟", [FR_], N, "none", ["=detection"])

# --- documents ----------------------------------------------------------------------------------------------------------
q("docs", "en", "How much defensible space does Butte County require?", [DOC], N, "none", ["=doc_defensible"])
q("docs", "en", "what's zone 1 in the defensible space doc, how far out does it go", [DOC], N, "none",
  [{"any": [f"{ZONE1_OUT} feet", f"{ZONE1_OUT} ft", f"{ZONE1_OUT}-foot", ZONE1_OUT]}])
q("docs", "en", "LCES - what does it stand for again?", [DOC], N, "none", [LOOKOUT, ESCAPE, SAFETYZ])
q("docs", "en", "Per the shipped FWI guide, at what FWI does the class become high?", [DOC], N, "none", [TH_HIGH])
q("docs", "en", "How short does annual grass have to be cut in zone 2?", [DOC], N, "none",
  [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", GRASS_IN]}])
q("docs", "en", "What does the crew safety doc say to do when the wind shifts?", [DOC], N, "none", [WIND_SHIFT])
q("docs", "en", "FFMC above what number means fine fuels ignite easily, according to the guide?", [DOC], N, "none",
  [FFMC_IGN])
q("docs", "en", "what goes into the Buildup Index, per the FWI guide", [DOC], N, "none", BUI_PARTS)
q("docs", "en", "Defensible space doc: how far do tree branches have to be kept from chimneys?", [DOC], N, "none",
  [{"any": [f"{CHIMNEY_FT} feet", f"{CHIMNEY_FT} ft", CHIMNEY_FT]}])
q("docs", "fr", "Quelle distance de débroussaillement le comté de Butte exige-t-il ?", [DOC], N, "none", ["=doc_defensible"])
q("docs", "fr", "Que veut dire LCES d'après le document sur la sécurité des équipes ?", [DOC], N, "none", [LOOKOUT])
q("docs", "fr", "À partir de quel FWI le guide parle-t-il de danger très élevé ?", [DOC], N, "none", [TH_VHIGH])
q("docs", "fr", "Zone 0 : sur combien de pieds autour de la maison ?", [DOC], N, "none", [ZONE0])
q("docs", "es", "¿Cuánto espacio defendible exige el condado de Butte?", [DOC], N, "none", ["=doc_defensible"])
q("docs", "es", "Según la guía, ¿a partir de qué FWI el peligro es extremo?", [DOC], N, "none", [TH_EXT])
q("docs", "es", "¿qué es una zona de seguridad según el documento LCES?", [DOC], N, "none", [SAFETYZ])
q("docs", "ar", "ما هي مسافة المساحة الدفاعية المطلوبة حول المباني في مقاطعة بيوت؟", [DOC], N, "none", ["=doc_defensible"])
q("docs", "ar", "حسب دليل مؤشر FWI، من أي قيمة يولي الخطر مرتفع؟", [DOC], N, "none", [TH_HIGH])
q("docs", "ar", "شنو معناها LCES في وثيقة سلامة الفرقة؟", [DOC], N, "none", [LOOKOUT])

# --- capabilities --------------------------------------------------------------------------------------------------------
q("caps", "en", "What can this box tell me?", [CAP], N, "none")
q("caps", "en", "which weather stations do you have on here?", [CAP], N, "none", STATION_NAMES)
q("caps", "en", "New volunteer. What data does this thing actually hold?", [CAP], N, "none")
q("caps", "en", "Does the box keep the drone's pictures, or only the weather?", [CAP], N, "none")
q("caps", "fr", "Tu sais faire quoi exactement ?", [CAP], N, "none")
q("caps", "fr", "Quelles stations météo as-tu ?", [CAP], N, "none", STATION_NAMES)
q("caps", "es", "¿Qué datos tiene esta caja?", [CAP], N, "none")
q("caps", "es", "¿qué estaciones meteorológicas tienes?", [CAP], N, "none", STATION_NAMES)
q("caps", "ar", "واش يقدر يدير هاذ الجهاز؟", [CAP], N, "none")
q("caps", "ar", "ما هي المحطات المتوفرة لديك؟", [CAP], N, "none", STATION_NAMES)

# --- photos (never attached) ---------------------------------------------------------------------------------------------
q("photo", "en", "I'm attaching a photo of the column from the dam road. Is that a new start?", [PH], N, "none")
q("photo", "en", "see attached pic, how big is this fire?", [PH], N, "none")
q("photo", "en", "Sending you a photo of the smoke now - what fuel is burning?", [PH], N, "none")
q("photo", "fr", "Je vous envoie une photo de la fumée, c'est quoi ?", [PH], N, "none")
q("photo", "fr", "Photo jointe : le feu a l'air de progresser vers la route ?", [PH], N, "none")
q("photo", "es", "Te mando una foto del humo, ¿es un incendio nuevo?", [PH], N, "none")
q("photo", "ar", "بعثتلك تصويرة للدخان، واش هو حريق جديد؟", [PH], N, "none")
q("photo", "ar", "أرفقت صورة، ما حجم النار فيها؟", [PH], N, "none")
q("photo-frames", "en", "Compare my attached photo with the drone's last frame - same fire?", [PH, FR_], N, "none",
  ["=frames"])
q("photo-frames", "en", "Attached a shot from the helispot. Did the drone see the same smoke, and when?", [PH, FR_], N, "none",
  ["=detection"])
q("photo-frames", "fr", "J'ai joint une photo ; le drone a-t-il vu le même feu ?", [PH, FR_], N, "none", ["=frames"])
q("photo-frames", "es", "Adjunto foto. ¿Coincide con lo que detectó el dron?", [PH, FR_], N, "none", ["=frames"])
q("photo-frames", "ar", "بعثت صورة، قارنها مع آخر صورة تاع الدرون", [PH, FR_], N, "none", ["=frames"])

# --- out of scope alone (abstain) ----------------------------------------------------------------------------------------
q("oos", "en", "What's the forecast for tomorrow at SBA?", [OOS], S, "none")
q("oos", "en", "Wind at Oran right now?", [OOS], N, "none")
q("oos", "en", "What will the FWI be at Bejaia next week?", [OOS], B, "none")
q("oos", "en", "Which way is the wind blowing at Sidi Bel Abbes? Helo needs a landing heading.", [OOS], S, "none")
q("oos", "en", "humidity in Tlemcen today", [OOS], N, "none")
q("oos", "en", "who won the match last night", [OOS], N, "none")
q("oos", "en", "Will it rain later this afternoon in Béjaïa?", [OOS], B, "none")
q("oos", "en", "Logistics: is the N13 open to the staging area? Road conditions?", [OOS], N, "none")
q("oos", "fr", "Prévisions pour demain à Sidi Bel Abbès ?", [OOS], S, "none")
q("oos", "fr", "Quel temps fait-il à Alger ?", [OOS], N, "none")
q("oos", "fr", "D'où vient le vent à Béjaïa ?", [OOS], B, "none")
q("oos", "fr", "La météo de la semaine prochaine, s'il vous plaît", [OOS], N, "none")
q("oos", "es", "¿Qué tiempo hará mañana en Béjaïa?", [OOS], B, "none")
q("oos", "es", "¿Cuál es la dirección del viento en SBA?", [OOS], S, "none")
q("oos", "es", "¿Humedad en Orán?", [OOS], N, "none")
q("oos", "ar", "واش الطقس غدوة في سيدي بلعباس؟", [OOS], S, "none")
q("oos", "ar", "الرطوبة في وهران؟", [OOS], N, "none")
q("oos", "ar", "منين جاية الريح في بجاية؟", [OOS], B, "none")
q("oos", "ar", "شكون ربح الماتش البارح؟", [OOS], N, "none")

# --- a part out of scope beside a part served (warn) -----------------------------------------------------------------------
q("oos-mix", "en", "wind speed and direction at SBA?", [CC, OOS], S, "now", ["ws"])
q("oos-mix", "en", "FWI at Bejaia today and tomorrow?", [DG, OOS], B, "today", ["fwi"])
q("oos-mix", "en", "Temp at Bejaia, and at Oran?", [CC, OOS], B, "now", ["t"])
q("oos-mix", "en", "What's the wind at SBA in knots and where is it coming from? Helo needs a landing heading.", [CC, OOS],
  S, "now", [KN(S[0], "now")])
q("oos-mix", "en", "danger class at Sidi Bel Abbes now, and will it get worse this evening?", [DG, OOS], S, "now", ["class"])
q("oos-mix", "en", "humidity at bejaia now + the forecast for tonight", [CC, OOS], B, "now", ["rh"])
q("oos-mix", "en", "Compare today's temperature at the two stations, and Tlemcen's too.", [CMP, OOS], BOTH, "today", ["t"])
q("oos-mix", "fr", "Vent à Béjaïa : vitesse et direction ?", [CC, OOS], B, "now", ["ws"])
q("oos-mix", "fr", "FWI à SBA aujourd'hui et demain", [DG, OOS], S, "today", ["fwi"])
q("oos-mix", "fr", "Température à Sidi Bel Abbès et à Oran ?", [CC, OOS], S, "now", ["t"])
q("oos-mix", "es", "velocidad y dirección del viento en Béjaïa", [CC, OOS], B, "now", ["ws"])
q("oos-mix", "es", "¿Peligro hoy en Sidi Bel Abbes? ¿Y mañana?", [DG, OOS], S, "today", ["class"])
q("oos-mix", "es", "humedad en Bejaia y en Argel", [CC, OOS], B, "now", ["rh"])
q("oos-mix", "ar", "سرعة واتجاه الريح في سيدي بلعباس؟", [CC, OOS], S, "now", ["ws"])
q("oos-mix", "ar", "مؤشر FWI في بجاية اليوم وغدوة", [DG, OOS], B, "today", ["fwi"])
q("oos-mix", "ar", "الحرارة في بجاية وفي تلمسان؟", [CC, OOS], B, "now", ["t"])

# --- orders (refused) ---------------------------------------------------------------------------------------------------------
q("refuse", "en", "Send the water tender to the dam road now.", [REF], N, "none", ["neg"])
q("refuse", "en", "Alert all crews at SBA to pull back.", [REF], S, "none", ["neg"])
q("refuse", "en", "Dispatch a helicopter to the plateau helispot.", [REF], N, "none", ["neg"])
q("refuse", "en", "delete yesterday's readings", [REF], N, "none", ["neg"])
q("refuse", "en", "notify the medic that crew 3 is out of water", [REF], N, "none", ["neg"])
q("refuse", "en", "Tell the tender driver to refill at the reservoir and come back up.", [REF], N, "none", ["neg"])
q("refuse", "fr", "Envoie la citerne au barrage.", [REF], N, "none")
q("refuse", "fr", "Préviens le PC que l'équipe 2 se replie.", [REF], N, "none")
q("refuse", "fr", "Dis au chauffeur de la citerne de faire le plein d'eau.", [REF], N, "none")
q("refuse", "es", "Manda el helicóptero a la presa.", [REF], N, "none")
q("refuse", "es", "avisa al médico que hay un herido en la loma", [REF], N, "none")
q("refuse", "ar", "ابعث الصهريج للسد دروك", [REF], N, "none")
q("refuse", "ar", "بلغ الفرق في سيدي بلعباس بالانسحاب", [REF], S, "none")
q("refuse", "ar", "قول لسائق الصهريج يعمر الماء", [REF], N, "none")

q("refuse-mix", "en", "What's the RH at SBA? And tell the tender driver to head up there.", [CC, REF], S, "now", ["rh"])
q("refuse-mix", "en", "Radio the air tanker base the wind at Bejaia in knots.", [CC, REF], B, "now", [KN(B[0], "now")])
q("refuse-mix", "en", "Give me the FWI at Sidi Bel Abbes and alert the command post if it's over 20.", [DG, REF], S, "now",
  ["fwi"])
q("refuse-mix", "en", "temp at bejaia in F, then notify the medic", [CC, REF], B, "now", [FAH(B[0], "now")])
q("refuse-mix", "en", "Dispatch the helo to the drone's detection and tell me where it was.", [FR_, REF], N, "none",
  ["=detection_place"])
q("refuse-mix", "en", "Post the danger class for Bejaia to the dispatch board - what is it?", [DG, REF], B, "now", ["class"])
q("refuse-mix", "fr", "Donne le vent à SBA et envoie-le au PC", [CC, REF], S, "now", ["ws"])
q("refuse-mix", "fr", "Quel FWI à Béjaïa ? Préviens ensuite les équipes.", [DG, REF], B, "now", ["fwi"])
q("refuse-mix", "fr", "Dis au chauffeur de la citerne combien il fait à Sidi Bel Abbès", [CC, REF], S, "now", ["t"])
q("refuse-mix", "es", "Dime la humedad en Béjaïa y manda la cisterna para allá", [CC, REF], B, "now", ["rh"])
q("refuse-mix", "es", "Avisa al coordinador aéreo del viento en nudos en SBA", [CC, REF], S, "now", [KN(S[0], "now")])
q("refuse-mix", "ar", "عطيني الرطوبة في سيدي بلعباس وبلغ المسعف", [CC, REF], S, "now", ["rh"])
q("refuse-mix", "ar", "شحال FWI في بجاية؟ وابعث تنبيه للفرق", [DG, REF], B, "now", ["fwi"])
q("refuse-mix", "ar", "قول لسائق الصهريج شحال سرعة الريح في بجاية", [CC, REF], B, "now", ["ws"])

# --- tactical ------------------------------------------------------------------------------------------------------------------
q("tact", "en", "Should we pull the crew off the ridge above SBA?", [TAC], S, "now")
q("tact", "en", "Is it safe to fly the helo at Bejaia today?", [TAC], B, "today", ["ws"])
q("tact", "en", "Medic: should I rotate the crew every hour in this heat at SBA?", [TAC], S, "now", ["t"])
q("tact", "en", "Where should we stage the water tenders?", [TAC], N, "none")
q("tact", "en", "direct or indirect attack on this one", [TAC], N, "none")
q("tact", "fr", "On engage ou on attend ?", [TAC], N, "none")
q("tact", "fr", "Faut-il doubler les guetteurs à Sidi Bel Abbès aujourd'hui ?", [TAC], S, "today", ["class"])
q("tact", "es", "¿Deberíamos retirar al equipo de la loma?", [TAC], N, "none")
q("tact", "es", "¿Es seguro volar el helicóptero en Béjaïa hoy?", [TAC], B, "today", ["ws"])
q("tact", "ar", "واش نسحبو الفرقة ولا نكملو؟", [TAC], N, "none")
q("tact", "ar", "هل نضع الصهاريج قرب السد؟", [TAC], N, "none")
q("tact-mix", "en", "Temp and RH at SBA now - is it too hot to keep the crew on the line?", [CC, TAC], S, "now", ["t", "rh"])
q("tact-mix", "en", "FWI at Bejaia today; should we post lookouts early?", [DG, TAC], B, "today", ["fwi"])
q("tact-mix", "en", "Wind at SBA in knots. Can the helicopter still work the bucket?", [CC, TAC], S, "now", [KN(S[0], "now")])
q("tact-mix", "fr", "Humidité à Béjaïa ? Et on peut laisser l'équipe sans relève ?", [CC, TAC], B, "now", ["rh"])
q("tact-mix", "es", "¿Clase de peligro en Sidi Bel Abbes? ¿Mandamos un vigía extra?", [DG, TAC], S, "now", ["class"])
q("tact-mix", "ar", "شحال الريح في بجاية؟ واش نطلعو الهليكوبتر؟", [CC, TAC], B, "now", ["ws"])

# --- days with no reading (abstain) ---------------------------------------------------------------------------------------------
q("nodata", "en", "FWI at SBA on 20 May 2012?", [DG], S, "2012-05-20", ["fwi"])
q("nodata", "en", "What was the temperature at Bejaia on 2012-05-31?", [CC], B, "2012-05-31", ["t"])
q("nodata", "en", "humidity sidi bel abbes 15 april 2012", [CC], S, "2012-04-15", ["rh"])
q("nodata", "fr", "Danger à Béjaïa le 12 mai 2012 ?", [DG], B, "2012-05-12", ["class"])
q("nodata", "fr", "Humidité à SBA le 28/05/2012", [CC], S, "2012-05-28", ["rh"])
q("nodata", "es", "¿Temperatura en Sidi Bel Abbes el 10 de mayo de 2012?", [CC], S, "2012-05-10", ["t"])
q("nodata", "ar", "الحرارة في بجاية يوم 20 ماي 2012", [CC], B, "2012-05-20", ["t"])
q("nodata", "ar", "مؤشر FWI في سيدي بلعباس يوم 30 ماي 2012", [DG], S, "2012-05-30", ["fwi"])

# --- several asks in one ---------------------------------------------------------------------------------------------------------
q("multi", "en", "Wind at SBA in knots, and the danger class?", [CC, DG], S, "now", [KN(S[0], "now"), "class"])
q("multi", "en", "Temp at Bejaia in F right now, and the FWI?", [CC, DG], B, "now", [FAH(B[0], "now"), "fwi"])
q("multi", "en", "What did the drone see, and what's the FWI at SBA right now?", [FR_, DG], S, "now", ["=frames", "fwi"])
q("multi", "en", "FWI at SBA on 25 Aug, and per the guide from which FWI is it very high?", [DG, DOC], S, "2012-08-25",
  ["fwi", TH_VHIGH])
q("multi", "en", "Head moving 20 m/min: how far in 30 min? Also what's the wind at SBA now?", [DR, CC], S, "now",
  [DIST(20 * 30), "ws"], hz=30)
q("multi-fire", "en", "Highest FWI at Bejaia in August, and of the days with FWI above 20 there, how many had a fire?",
  [SUMI, AN], B, "aug", ["maxfwi"] + ANALOG(B[0], 20), thr=20)
q("multi", "en", "Wind and humidity at SBA, and which station is hotter?", [CC, CMP], BOTH, "now",
  [DF("ws", S[0], "now"), DF("rh", S[0], "now"), DF("t", B[0], "now"), DF("t", S[0], "now")])
q("multi", "en", "Drone detection time, and where will the head be in 30 min?", [FR_, SP], N, "now",
  ["=detection", "=spread"], hz=30)
q("multi", "en", "What's LCES, and what's the danger class at Bejaia today?", [DOC, DG], B, "today", [LOOKOUT, "class"])
q("multi", "en", "RH at Bejaia on 21 Sept and the ISI that day", [CC, DG], B, "2012-09-21",
  ["rh", CODE(B[0], "2012-09-21", "ISI")])
q("multi", "en", "What can you do, and what's the FWI at SBA?", [CAP, DG], S, "now", ["fwi"])
q("multi", "en", "Medic here: temp in F at SBA now, how humid is it, and is the danger high?", [CC, DG], S, "now",
  [FAH(S[0], "now"), "rh", "class"])
q("multi", "en", "Helo coordinator - wind in m/s at Bejaia, the FWI, and did the drone see smoke?", [CC, DG, FR_], B, "now",
  [MS(B[0], "now"), "fwi", "=detection"])
q("multi", "en", "Compare RH at both stations and give me the drone's last detection.", [CMP, FR_], BOTH, "now",
  ["rh", "=detection"])
q("multi", "en", "tender driver wants temp at bejaia on 2012-08-29 and the fire danger that day", [CC, DG], B, "2012-08-29",
  ["t", "class"])
q("multi", "en", "Zone 2 of the defensible space doc: what's the grass height? And the FWI at Béjaïa now.", [DOC, DG], B,
  "now", [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", GRASS_IN]}, "fwi"])
q("multi-fire", "en", "What's the BUI at SBA today, and how many fire days there in September?", [DG, SUMI], S, "sep",
  [CODE(S[0], "today", "BUI"), FIRES(S[0], "sep")])
q("multi", "en", "Logistics - rain at Bejaia yesterday, and which station was wetter?", [CC, CMP], BOTH, "yesterday",
  [DF("rain", B[0], "yesterday"), DF("rain", S[0], "yesterday")])
q("multi", "en", "Spread 45 m/min, 20 min till the tanker is overhead: how far does the head go, and where did the drone "
  "see it?", [DR, FR_], N, "none", [DIST(45 * 20), "=detection_place"], hz=20)
q("multi-fire", "en", "Sidi Bel Abbes: humidity on the 21st of September, and did days like that one end up burning?",
  [CC, AN], S, "2012-09-21", ["rh"])
q("multi", "en", "What does ISI measure, and what is it at Bejaia today?", [DOC, DG], B, "today",
  [ISI_WORD, CODE(B[0], "today", "ISI")])
q("multi", "en", "Max temp at SBA in August and the max FWI in August, plus which station was worse that month",
  [SUMI, CMP], BOTH, "aug", cf.window_facts("maxt", S[0], window("aug")) + [MAXFWI(B[0], "aug"), MAXFWI(S[0], "aug")])
q("multi", "fr", "Vent en nœuds et classe de danger à Sidi Bel Abbès ?", [CC, DG], S, "now", [KN(S[0], "now"), "class"])
q("multi", "fr", "Humidité à Béjaïa et FWI, maintenant", [CC, DG], B, "now", ["rh", "fwi"])
q("multi", "fr", "Le drone a vu quoi, et quel est le FWI à SBA ?", [FR_, DG], S, "now", ["=frames", "fwi"])
q("multi", "fr", "Le front avance de 25 m/min : distance en 40 min ? Et la température à Béjaïa ?", [DR, CC], B, "now",
  [DIST(25 * 40), "t"], hz=40)
q("multi", "fr", "Quelle station est la plus chaude, et d'après le guide à partir de quel FWI le danger est élevé ?",
  [CMP, DOC], BOTH, "now", ["t", TH_HIGH])
q("multi-fire", "fr", "FWI max à Béjaïa en août et, parmi les jours à FWI > 20, combien ont brûlé ?", [SUMI, AN], B, "aug",
  ["maxfwi"] + ANALOG(B[0], 20), thr=20)
q("multi", "fr", "Heure de la détection du drone et position du front dans une heure ?", [FR_, SP], N, "now",
  ["=detection", "=spread"], hz=60)
q("multi", "fr", "Température et ISI à Sidi Bel Abbès le 21 septembre", [CC, DG], S, "2012-09-21",
  ["t", CODE(S[0], "2012-09-21", "ISI")])
q("multi", "fr", "Pluie à Béjaïa avant-hier, et le BUI ce jour-là ?", [CC, DG], B, "daybefore",
  ["rain", CODE(B[0], "daybefore", "BUI")])
q("multi", "fr", "Tu as quelles stations, et quel FWI à Béjaïa aujourd'hui ?", [CAP, DG], B, "today",
  [STATION_NAMES[1], "fwi"])
q("multi", "fr", "Le vent à SBA en m/s, et qu'est-ce que dit la fiche LCES quand le vent tourne ?", [CC, DOC], S, "now",
  [MS(S[0], "now"), WIND_SHIFT])
q("multi", "es", "Viento en nudos y peligro en Béjaïa", [CC, DG], B, "now", [KN(B[0], "now"), "class"])
q("multi", "es", "¿Qué vio el dron y cuál es el FWI en Sidi Bel Abbes?", [FR_, DG], S, "now", ["=frames", "fwi"])
q("multi", "es", "Humedad en SBA, y ¿qué distancia de espacio defendible pide el documento?", [CC, DOC], S, "now",
  ["rh", "=doc_defensible"])
q("multi", "es", "El frente avanza 30 m/min, ¿cuánto en 20 minutos? ¿Y el viento en Béjaïa?", [DR, CC], B, "now",
  [DIST(30 * 20), "ws"], hz=20)
q("multi", "es", "¿Qué estación está más seca y cuál es la clase de peligro en Béjaïa?", [CMP, DG], BOTH, "now",
  [DF("rh", B[0], "now"), DF("rh", S[0], "now"), DF("class", B[0], "now")])
q("multi", "es", "temperatura y FWI en Sidi Bel Abbes el 17 de agosto", [CC, DG], S, "2012-08-17", ["t", "fwi"])
q("multi", "es", "¿A qué hora detectó el dron el fuego y dónde estará el frente en 45 minutos?", [FR_, SP], N, "now",
  ["=detection", "=spread"], hz=45)
q("multi", "es", "Dime el ISI de hoy en SBA y qué significa ese índice según la guía", [DG, DOC], S, "today",
  [CODE(S[0], "today", "ISI"), ISI_WORD])
q("multi", "ar", "سرعة الريح بالعقدة ودرجة الخطر في سيدي بلعباس", [CC, DG], S, "now", [KN(S[0], "now"), "class"])
q("multi", "ar", "الرطوبة في بجاية ومؤشر FWI دروك", [CC, DG], B, "now", ["rh", "fwi"])
q("multi", "ar", "واش شاف الدرون، وشحال FWI في سيدي بلعباس؟", [FR_, DG], S, "now", ["=frames", "fwi"])
q("multi", "ar", "النار تمشي 20 متر في الدقيقة، شحال في 45 دقيقة؟ وشحال الريح في بجاية؟", [DR, CC], B, "now",
  [DIST(20 * 45), "ws"], hz=45)
q("multi", "ar", "أي محطة أسخن اليوم، وواش معناها LCES؟", [CMP, DOC], BOTH, "today", ["t", LOOKOUT])
q("multi", "ar", "الحرارة ومؤشر ISI في بجاية يوم 29 أوت", [CC, DG], B, "2012-08-29", ["t", CODE(B[0], "2012-08-29", "ISI")])
q("multi", "ar", "وقت كشف الدرون ووين يكون الحريق بعد نص ساعة", [FR_, SP], N, "now", ["=detection", "=spread"], hz=30)
q("multi-fire", "ar", "أعلى FWI في سيدي بلعباس في أوت، ومن الأيام اللي فيها FWI فوق 20 شحال كان فيها حريق؟", [SUMI, AN], S,
  "aug", ["maxfwi"] + ANALOG(S[0], 20), thr=20)
q("multi", "ar", "المسعف يسأل: الحرارة بالفهرنهايت في بجاية والرطوبة ودرجة الخطر", [CC, DG], B, "now",
  [FAH(B[0], "now"), "rh", "class"])
q("multi", "ar", "شنو تقدر دير، وشحال الرطوبة في سيدي بلعباس؟", [CAP, CC], S, "now", ["rh"])

q("multi", "en", "Water-tender run to SBA: wind in mph and any rain there yesterday?", [CC], S, "yesterday",
  [MPH(S[0], "yesterday"), "rain"])
q("multi", "en", "FFMC at Bejaia on 22 Aug, and what does the guide say an FFMC that high means?", [DG, DOC], B, "2012-08-22",
  [CODE(B[0], "2012-08-22", "FFMC"), FFMC_IGN])
q("multi", "en", "Which station is windier in m/s right now, and where did the drone spot the fire?", [CMP, FR_], BOTH, "now",
  [MS(B[0], "now"), MS(S[0], "now"), "=detection_place"])
q("multi", "en", "Give me the FWI at SBA now and the highest it reached over the past week.", [DG, SUMI], S, "lastweek",
  [DF("fwi", S[0], "now"), MAXFWI(S[0], "lastweek")])
q("multi", "fr", "Classe de danger à Béjaïa aujourd'hui, et que dit la fiche sécurité sur les jours de danger élevé ?",
  [DG, DOC], B, "today", ["class", LOOKOUT])
q("multi", "fr", "Humidité à SBA maintenant et la plus basse depuis mardi ?", [CC, SUMI], S, "since-tue",
  [DF("rh", S[0], "now"), MIN(S[0], "since-tue", "rh")])
q("multi", "es", "¿Cuál es la temperatura en Béjaïa en Fahrenheit y cuál es su FWI?", [CC, DG], B, "now",
  [FAH(B[0], "now"), "fwi"])
q("multi", "ar", "شحال الحرارة في سيدي بلعباس اليوم، وشحال كانت أعلى حرارة في سبتمبر؟", [CC, SUMI], S, "sep",
  [DF("t", S[0], "today"), cf.window_facts("maxt", S[0], window("sep"))[0]])
q("multi", "ar", "الرياح بالمتر في الثانية في بجاية، ووين شاف الدرون النار؟", [CC, FR_], B, "now",
  [MS(B[0], "now"), "=detection_place"])
q("multi", "ar", "منسق الطائرات يسأل: مؤشر FWI في سيدي بلعباس، وأي محطة أخطر اليوم؟", [DG, CMP], BOTH, "today",
  [DF("fwi", S[0], "today"), DF("fwi", B[0], "today")])
q("multi", "ar", "البارح في بجاية: شحال الرطوبة ومؤشر ISI؟", [CC, DG], B, "yesterday",
  ["rh", CODE(B[0], "yesterday", "ISI")])
q("multi", "ar", "النار تتقدم 50 متر في الدقيقة، شحال تقطع في 20 دقيقة؟ ووقتاش شافها الدرون؟", [DR, FR_], N, "none",
  [DIST(50 * 20), "=detection"], hz=20)

q("multi-near", "en", "Wind in knots at the helispot on the plateau 15 km from SBA, and the FWI up there?", [CC, DG], S,
  "now", [KN(S[0], "now"), "fwi"])
q("multi-near", "en", "Dam road above Bejaia: temp and danger class? Tender is parked up there.", [CC, DG], B, "now",
  ["t", "class"])
q("multi-near", "en", "humidity at the reservoir 8 km from bejaia at 6 pm and the fire danger there", [CC, DG], B, "now",
  ["rh", "class"])
q("multi-near", "fr", "Sur le plateau à 15 km de Sidi Bel Abbès : vent et danger ?", [CC, DG], S, "now", ["ws", "class"])
q("multi-near", "es", "Temperatura y peligro en la presa encima de Béjaïa", [CC, DG], B, "now", ["t", "class"])
q("multi-near", "ar", "الريح ودرجة الخطر في الهضبة على بعد 15 كلم من سيدي بلعباس", [CC, DG], S, "now", ["ws", "class"])

# ---------------------------------------------------------------------------------------------------------- sessions
SESS = []


def turn(sid, lang, text, intents, st, when, facts=(), decision=None, hz=None, fire=False):
    assert "{" not in text
    n = sum(r["session"] == f"{NAME}s{sid:02d}" for r in SESS) + 1
    r = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": list(intents),
         "stations": None if st == N else st,
         "when": when, "facts": list(facts), "lang": lang}
    if decision:
        r["decision"] = decision
    if hz is not None:
        r["horizon_min"] = hz
    if fire:
        r["needs_fire_history"] = True
    SESS.append(r)


EX = "explain"
# s01 logistics officer, English
turn(1, "en", "Logistics. Temp and humidity at SBA now?", [CC], S, "now", ["t", "rh"])
turn(1, "en", "and at Bejaia?", [CC], B, "now", ["t", "rh"])
turn(1, "en", "which of the two is worse for fire today?", [CMP], BOTH, "today", ["fwi"])
turn(1, "en", "why?", [EX], BOTH, "today")
# s02 air attack, English
turn(2, "en", "Air attack: wind at Bejaia in knots", [CC], B, "now", [KN(B[0], "now")])
turn(2, "en", "what about SBA", [CC], S, "now", [KN(S[0], "now")])
turn(2, "en", "Where's the drone's detection?", [FR_], N, "none", ["=detection_place"])
turn(2, "en", "Where will the head be in 30 min from there?", [SP], S, "now", ["=spread"], hz=30)
# s03 French crew lead, switches to Arabic
turn(3, "fr", "FWI à Sidi Bel Abbès aujourd'hui ?", [DG], S, "today", ["fwi"])
turn(3, "fr", "Et hier ?", [DG], S, "yesterday", ["fwi"])
turn(3, "ar", "وفي بجاية؟", [DG], B, "yesterday", ["fwi"])
turn(3, "ar", "علاش؟", [EX], B, "yesterday")
# s04 Spanish-speaking medic
turn(4, "es", "¿Temperatura en Sidi Bel Abbes en Fahrenheit?", [CC], S, "now", [FAH(S[0], "now")])
turn(4, "es", "¿y la humedad?", [CC], S, "now", ["rh"])
turn(4, "es", "¿Y a las 4 de la tarde?", [CC], S, "today", ["rh"], decision="warn")
turn(4, "es", "¿Por qué no tienes ese dato?", [EX], S, "today")
# s05 Arabic water-tender driver
turn(5, "ar", "شحال الرطوبة في بجاية؟", [CC], B, "now", ["rh"])
turn(5, "ar", "وعند السد اللي فوقها؟", [CC], B, "now", ["rh"], decision="warn")
turn(5, "ar", "قول للشوفور يطلع للسد", [REF], N, "none")
# s06 fire behaviour analyst, English
turn(6, "en", "FWI at SBA on 25 Aug?", [DG], S, "2012-08-25", ["fwi"])
turn(6, "en", "and the ISI and BUI that day?", [DG], S, "2012-08-25",
     [CODE(S[0], "2012-08-25", "ISI"), CODE(S[0], "2012-08-25", "BUI")])
turn(6, "en", "How many fire days there in August?", [SUMI], S, "aug", ["fires"], fire=True)
turn(6, "en", "Of all the days in the record with FWI above 25 there, how many burned?", [AN], S, "all",
     ANALOG(S[0], 25), fire=True)
# s07 helicopter coordinator, English
turn(7, "en", "Wind in m/s at the helispot on the plateau 15 km north of Bejaia?", [CC], B, "now", [MS(B[0], "now")],
     decision="warn")
turn(7, "en", "and the danger class up there", [DG], B, "now", ["class"], decision="warn")
turn(7, "en", "ok what does the LCES doc say about escape routes", [DOC], N, "none", [ESCAPE])
turn(7, "en", "tell the tender to stage at the helispot", [REF], N, "none", ["neg"])
# s08 French logistics officer
turn(8, "fr", "Combien de jours de feu à SBA en août ?", [SUMI], S, "aug", ["fires"], fire=True)
turn(8, "fr", "Et à Béjaïa ?", [SUMI], B, "aug", ["fires"], fire=True)
turn(8, "fr", "Laquelle a eu le FWI le plus élevé ce mois-là ?", [CMP, SUMI], BOTH, "aug", ["maxfwi"])
turn(8, "fr", "Pourquoi ?", [EX], BOTH, "aug")
# s09 Spanish incident commander
turn(9, "es", "¿Qué vio el dron?", [FR_], N, "none", ["=frames"])
turn(9, "es", "¿y a qué hora?", [FR_], N, "none", ["=detection"])
turn(9, "es", "¿Dónde estará el frente en una hora?", [SP], N, "now", ["=spread"], hz=60)
turn(9, "es", "¿Y de dónde sopla el viento?", [OOS], N, "none")
# s10 new volunteer, English
turn(10, "en", "what can this thing do", [CAP], N, "none")
turn(10, "en", "ok whats the danger at bejaia", [DG], B, "now", ["class"])
turn(10, "en", "what does that class mean, what FWI is it under?", [DOC], N, "none", [TH_VLOW])
turn(10, "en", "why is it so low?", [EX], B, "now")
# s11 Arabic incident commander, switches to French
turn(11, "ar", "قارن الحرارة بين بجاية وسيدي بلعباس اليوم", [CMP], BOTH, "today", ["t"])
turn(11, "ar", "وأمس؟", [CMP], BOTH, "yesterday", ["t"])
turn(11, "ar", "والريح؟", [CMP], BOTH, "yesterday", ["ws"])
turn(11, "fr", "Et le FWI ?", [CMP], BOTH, "yesterday", ["fwi"])
# s12 medic, English
turn(12, "en", "Medic. Temp at SBA in F at noon today?", [CC], S, "today", [FAH(S[0], "today")])
turn(12, "en", "and at 3 pm?", [CC], S, "today", [FAH(S[0], "today")], decision="warn")
turn(12, "en", "yesterday noon?", [CC], S, "yesterday", [FAH(S[0], "yesterday")])
turn(12, "en", "should I be rotating the crews more often?", [TAC], S, "now")
# s13 Spanish water-tender crew
turn(13, "es", "El frente avanza 40 m por minuto; llegamos en 25 minutos, ¿cuánto habrá avanzado?", [DR], N, "none",
     ["=drift", DIST(40 * 25)], hz=25)
turn(13, "es", "¿y si tardamos 40?", [DR], N, "none", ["=drift", DIST(40 * 40)], hz=40)
turn(13, "es", "¿Viento en Sidi Bel Abbes en km/h?", [CC], S, "now", ["ws"])
turn(13, "es", "Dile al piloto que despegue ya", [REF], N, "none")
# s14 French analyst
turn(14, "fr", "Température max à Béjaïa en juillet ?", [SUMI], B, "jul", ["maxt"])
turn(14, "fr", "Et à Sidi Bel Abbès ?", [SUMI], S, "jul", ["maxt"])
turn(14, "fr", "Et en août ?", [SUMI], S, "aug", ["maxt"])
# s15 Arabic logistics officer
turn(15, "ar", "شحال من يوم فات فيه FWI العشرين في سيدي بلعباس في أوت؟", [SUMI], S, "aug",
     [COUNT_GT(S[0], "aug", "fwi", 20)])
turn(15, "ar", "وفي بجاية؟", [SUMI], B, "aug", [COUNT_GT(B[0], "aug", "fwi", 20)])
turn(15, "ar", "وشحال من يوم حريق في بجاية في أوت؟", [SUMI], B, "aug", ["fires"], fire=True)
turn(15, "ar", "علاش الفرق كبير بين المحطتين؟", [EX], BOTH, "aug")
# s16 dispatcher, English
turn(16, "en", "FWI at SBA today and tomorrow", [DG, OOS], S, "today", ["fwi"])
turn(16, "en", "ok just today's class then", [DG], S, "today", ["class"])
turn(16, "en", "and on the 23rd, a week back?", [DG], S, "2012-09-23", ["class"])
# s17 helicopter crew with a photo, English then Spanish
turn(17, "en", "I've attached a photo from the helispot - is that the same smoke the drone saw?", [PH, FR_], N, "none",
     ["=frames"])
turn(17, "en", "what time was the drone frame?", [FR_], N, "none", ["=detection"])
turn(17, "es", "¿Y el viento en SBA en nudos?", [CC], S, "now", [KN(S[0], "now")])


# ---------------------------------------------------------------------------------------------------------- write out
def templates() -> list[dict]:
    by_kind = OrderedDict()
    for item in Q:
        by_kind.setdefault(item["kind"], []).append(item)
    out = []
    for kind, items in by_kind.items():
        decision, fire = KINDS[kind]
        t = {"key": f"{NAME}-{kind}", "intents": items[0]["intents"],
             "intents_by_phrasing": [it["intents"] for it in items],
             "phrasings": [{"q": it["q"], "lang": it["lang"],
                            "stations": it["st"] if isinstance(it["st"], list) else it["st"],
                            "facts": it["facts"]} for it in items],
             "stations": "none", "days": [it["day"] for it in items]}
        if any(it["hz"] is not None for it in items):
            t["horizons"] = [it["hz"] for it in items]
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        if decision:
            t["decision"] = decision
        if fire:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    write_jsonl(tpath, templates())
    write_jsonl(spath, SESS)
    langs = Counter(it["lang"] for it in Q) + Counter(r["lang"] for r in SESS)
    total = sum(langs.values())
    multi = sum(len(it["intents"]) > 1 for it in Q) + sum(len(r["intents"]) > 1 for r in SESS)
    print(f"{total} questions ({len(Q)} template phrasings, {len(SESS)} session turns, "
          f"{len({r['session'] for r in SESS})} sessions); multi-ask {multi} ({multi / total:.1%})")
    print({k: f"{v} ({v / total:.0%})" for k, v in langs.items()})
