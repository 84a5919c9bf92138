#!/usr/bin/env python3
"""Batch d97 (dev): blind crew questions for the wildfire appliance's evaluation (voice: local volunteers and rural
forestry workers, not radio-trained; chatty, roundabout, code-switching).

Every number in a gold fact is computed here: from the CSV through crew_facts.table() / fire_record() and the
crew_facts tokens, from unit conversions of the real reading, from the crew's own rates and minutes, or parsed
out of the shipped documents with a regex. Nothing numeric is typed by hand.

Regenerate (writes crew_templates_dev97.jsonl and crew_sessions_dev97.jsonl next to this script):
    python -m appliance.evaluation.data.make_dev97
"""
import json
import re
import statistics
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d97"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
T = crew_facts.table()
num = crew_facts._num


# --------------------------------------------------------------------------------------------------------------
# Facts computed from the data
# --------------------------------------------------------------------------------------------------------------
def days_of(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def one_day(key: str) -> str:
    ds = days_of(key)
    assert len(ds) == 1, key
    return ds[0]


def val(dev: str, key: str, field: str) -> float:
    d = T[(dev, one_day(key))]
    if field in d.codes:
        return d.codes[field]
    return {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}[field]


def window_vals(dev: str, key: str, field: str) -> list[float]:
    out = []
    for day in days_of(key):
        d = T.get((dev, day))
        if d is None:
            continue
        out.append(d.codes[field] if field in d.codes else
                   {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}[field])
    assert out, (dev, key, field)
    return out


def forms(v: float, nd: int = 1) -> dict:
    """A computed figure as a crew may read it back: one decimal, whole number, French comma."""
    r1, r0 = round(v, nd), round(v)
    out = []
    for x in (num(r1), r0):
        if x not in out:
            out.append(x)
    if not float(r1).is_integer():
        out.append(f"{r1:.{nd}f}".replace(".", ","))
    return {"any": out}


def code(dev, key, name):
    return num(val(dev, key, name))


def mph(dev, key):
    return forms(val(dev, key, "ws") / 1.609344)


def knots(dev, key):
    return forms(val(dev, key, "ws") / 1.852)


def mps(dev, key):
    return forms(val(dev, key, "ws") / 3.6)


def fahr(dev, key):
    return forms(val(dev, key, "t") * 9 / 5 + 32)


def diff(dev1, dev2, key, field):
    return num(round(abs(val(dev1, key, field) - val(dev2, key, field)), 1))


def count_gt(dev, key, field, thr):
    return sum(v > thr for v in window_vals(dev, key, field))


def mean_of(dev, key, field):
    return forms(statistics.mean(window_vals(dev, key, field)))


def min_of(dev, key, field):
    return num(min(window_vals(dev, key, field)))


def total_of(dev, key, field):
    return forms(sum(window_vals(dev, key, field)))


def today_fwi(dev):
    return code(dev, "today", "FWI")


def _fmt(x: float) -> str:
    x = round(x, 3)
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def distance(metres: float) -> dict:
    """The crew's own rate x minutes, in m and km forms (French comma too)."""
    m, km = _fmt(metres), _fmt(metres / 1000)
    kmc = km.replace(".", ",")
    out = [num(round(metres, 3)), f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{km} km", f"{km}km",
           f"{kmc} km", f"{kmc}km"]
    return {"any": list(dict.fromkeys(out))}


def by_rate(m_per_min: float, minutes: float) -> dict:
    return distance(m_per_min * minutes)


def by_kmh(kmh: float, minutes: float) -> dict:
    return distance(kmh * 1000 * minutes / 60)


# --------------------------------------------------------------------------------------------------------------
# Facts parsed out of the shipped documents
# --------------------------------------------------------------------------------------------------------------
DOCS = EDGE_DATA_DIR / "documents"


def grab(name: str, pattern: str) -> tuple:
    m = re.search(pattern, (DOCS / name).read_text(encoding="utf-8"), re.S | re.I)
    assert m, (name, pattern)
    return tuple(re.sub(r"\s+", " ", g) for g in m.groups())


GUIDE, LCES, DEFS = "fire-weather-index-guide.md", "crew-safety-lces.md", "butte-county-defensible-space.md"
FFMC_EASY = float(grab(GUIDE, r"above\s+about\s+(\d+)\s+fine\s+fuels\s+ignite")[0])
CLASS_FROM = {w: float(grab(GUIDE, rf"from\s+([\d.]+)\s+{p}[\s,.]")[0])
              for w, p in (("high", r"high"), ("very high", r"very\s+high"), ("extreme", r"extreme"),
                           ("moderate", r"moderate"))}
LCES_WORDS = [w.lower() for w in grab(LCES, r"(Lookouts),\s+(Communications),\s+(Escape\s+routes)\s+and\s+(Safety\s+zones)")]
SLOWEST = grab(LCES, r"at\s+the\s+(slowest)\s+member")[0]
DOWNHILL, SPOTS, HOTDRY = (grab(LCES, p)[0] for p in (r"builds\s+line\s+(downhill)", r"when\s+(spot\s+fires)\s+appear",
                                                      r"(hotter\s+and\s+drier)"))
PULL_BACK = grab(LCES, r"(Pull\s+back)\s+and\s+re-assess")[0].lower()
POSTED = grab(LCES, r"(lookouts)\s+are\s+posted\s+early")[0]
ISI_WORDS = grab(GUIDE, r"ISI\)\s+combines\s+FFMC\s+with\s+(wind)\s+and\s+rates\s+how\s+fast\s+a\s+fire\s+would\s+(spread)")
GRASS_IN = int(grab(DEFS, r"maximum\s+height\s+of\s+(\d+)\s+inches")[0])
CHIMNEY_FT = int(grab(DEFS, r"branches\s+(\d+)\s+feet\s+from\s+chimneys")[0])
ZONE1 = tuple(int(x) for x in grab(DEFS, r"Zone\s+1\s+runs\s+from\s+(\d+)\s+to\s+(\d+)\s+feet"))
FIRST_DAY = min(day for _, day in T)
ZONE0 = grab(DEFS, r"keep\s+it\s+(ember-resistant),\s+with\s+no\s+wood\s+(mulch)")
BUI_WORDS = grab(GUIDE, r"BUI\)\s+combines\s+(DMC)\s+and\s+DC\s+and\s+rates\s+the\s+(fuel)\s+available")


def lces_each():
    return [{"any": [w]} for w in LCES_WORDS]


def lces_any():
    return {"any": [LCES_WORDS[0][:-1], "guetteur", "vigía", "vigia", "مراقب"]}


def doc_number(v: float):
    return num(v)


GRASS = {"any": [f"{GRASS_IN} inch", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{round(GRASS_IN * 2.54)} cm"]}
CHIMNEY = {"any": [f"{CHIMNEY_FT} feet", f"{CHIMNEY_FT} ft", f"{CHIMNEY_FT}-foot", f"{round(CHIMNEY_FT * 0.3048)} m"]}
ZONE1_F = {"any": [f"{ZONE1[1]} feet", f"{ZONE1[1]} ft"]}
ESCAPE = {"any": [SLOWEST, "lento", "lenta", "lent"]}
WATCHOUT = {"any": [DOWNHILL, SPOTS, HOTDRY]}
DOWNHILL_F = {"any": [DOWNHILL]}
HOTDRY_F = {"any": [HOTDRY, PULL_BACK, "re-assess"]}
ZONE0_F = {"any": [ZONE0[0], ZONE0[1]]}
BUI_F = {"any": [BUI_WORDS[1], BUI_WORDS[0]]}
STAFF = {"any": [POSTED, "lookout"]}
ISI_F = {"any": [ISI_WORDS[1], ISI_WORDS[0]]}
STATION_NAMES = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
DRONE_WORD = {"any": ["drone", "frame", "uav", "sortie"]}
NOON_WORD = {"any": ["noon", "midday", "12:00", "12 h", "midi", "mediodía"]}
FIRST_DAY_F = {"any": [FIRST_DAY, f"{int(FIRST_DAY[8:])} June", f"June {int(FIRST_DAY[8:])}", "June 2012"]}

# --------------------------------------------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------------------------------------------
QS: list[dict] = []


def add(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    assert "{" not in text and "}" not in text, text
    QS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "alt": alt,
               "stations": st if st is None or isinstance(st, list) else [st], "day": day, "facts": list(facts),
               "dec": dec, "h": h, "thr": thr, "fh": fh})


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---- current conditions, served ------------------------------------------------------------------------------
add("cc", "en", "Good afternoon, I hope this is the right box to type in. My neighbour and I look after the cork oaks "
    "out past the Béjaïa ring road and we keep arguing whether it's really hot today or just feels it. What does the "
    "Béjaïa station say for temperature right now?", [CC], B, "now", ["t"])
add("cc", "en", "hey so im new w the volunteer group they said this tablet knows the weather?? humidity at sidi bel "
    "abbes right now pls", [CC], S, "now", ["rh"])
add("cc", "en", "My cousin came back from the market yesterday saying the dust was going sideways in Bejaia, but he does "
    "exaggerate a bit. Any chance you could tell me how windy it actually was there yesterday?", [CC], B, "yesterday", ["ws"])
add("cc", "en", "Did it rain at all in Sidi Bel Abbès today? The ground by the tree nursery looks damp-ish but honestly "
    "that could just be Mourad's sprinklers.", [CC], S, "today", ["rain"])
add("cc", "en", "Sorry, quick one from the forestry hut: could I get the whole noon picture for SBA on the 29th? Temp, "
    "RH, wind, rain, all of it, we're filling in the logbook late again.", [CC], S, "2012-09-29", ["t", "rh", "ws", "rain"])
add("cc", "en", "My grandmother still talks about 14 August, the day the smoke rolled over the hill. Just out of "
    "curiosity really, what were the readings at Bejaia that day?", [CC], B, "2012-08-14", ["t", "rh", "ws", "rain"])
add("cc", "en", "um how hot was it in sidi bel abbes on 3/8, i mean the 3rd of August not March, sorry", [CC], S,
    "2012-08-03", ["t"])
add("cc", "en", "Would you be able to give me the wind at Bejaia in miles per hour? There's a retired Englishman who "
    "volunteers with us and he simply won't think in kilometres, bless him.", [CC], B, "now", ["ws", mph(B, "now")])
add("cc", "en", "wind at sba in knots?? the guy with the boat licence keeps asking lol", [CC], S, "now",
    ["ws", knots(S, "now")])
add("cc", "en", "I'm writing to my sister in Texas and she won't understand Celsius at all. Is there any way you can "
    "tell me today's temperature at Béjaïa in Fahrenheit?", [CC], B, "today", ["t", fahr(B, "today")])
add("cc", "en", "the drone fella asked me to find out the wind in metres per second at Sidi Bel Abbes the day before "
    "yesterday, no idea why but here I am", [CC], S, "daybefore", ["ws", mps(S, "daybefore")])
add("cc", "en", "Hello again. I remember it absolutely poured while we were cutting the firebreak on the 25th of "
    "September — how much rain did the Bejaia station actually catch that day?", [CC], B, "2012-09-25", ["rain"])
add("cc", "en", "Just checking I understood the table the chief showed us... the relative humidity at SBA on July 3rd, "
    "what was it, more or less?", [CC], S, "2012-07-03", ["rh"])
add("cc", "en", "We're trying to decide whether to bring the water bowser up the hill or leave it at the depot, and "
    "everybody has an opinion. Could you just give me the temperature and the wind at Béjaïa as of now?", [CC], B,
    "now", ["t", "ws"])
add("cc", "en", "Evening! Sorry, is it dry today at Sidi Bel-Abbès? I mean the humidity number, not how it looks.", [CC],
    S, "today", ["rh"])
add("cc", "fr", "Il a fait combien à Béjaïa le 21 septembre ? J'étais au mariage de ma cousine, on a crevé de chaud "
    "sous la tente, wallah.", [CC], B, "2012-09-21", ["t"])
add("cc", "fr", "Bonjour, excusez-moi de déranger, je voulais juste savoir s'il a plu aujourd'hui du côté de Bougie… "
    "enfin Béjaïa, pardon, c'est mon grand-père qui dit Bougie.", [CC], B, "today", ["rain"])
add("cc", "fr", "Le vent à Sidi Bel Abbès hier, il soufflait à combien ? Les bâches de la pépinière se sont envolées, "
    "le patron veut savoir si c'était exceptionnel.", [CC], S, "yesterday", ["ws"])
add("cc", "fr", "Salam, on fait la liste pour le rapport du mois : temp, humidité, vent et pluie à SBA pour le 14 août, "
    "s'il vous plaît, tout ça d'un coup si c'est possible.", [CC], S, "2012-08-14", ["t", "rh", "ws", "rain"])
add("cc", "fr", "Mon cousin est pilote amateur, il me demande le vent à Béjaïa en nœuds. Vous pouvez convertir ? "
    "Moi je n'y comprends rien.", [CC], B, "now", ["ws", knots(B, "now")])
add("cc", "es", "¿Cuántos km/h de viento marcó Sidi Bel Abbès el 28 de septiembre? Ese día se nos volaron todas las "
    "lonas del puesto.", [CC], S, "2012-09-28", ["ws"])
add("cc", "es", "Oye, perdona, mi jefe es de Arizona y solo entiende Fahrenheit. ¿Qué temperatura hace en Bejaia "
    "ahora, en grados F?", [CC], B, "now", ["t", fahr(B, "now")])
add("cc", "es", "Hola! ¿Qué tal la humedad hoy en SBA? Lo pregunto porque las hojas del monte crujen como papel.",
    [CC], S, "today", ["rh"])
add("cc", "es", "¿Me podrías decir cuánto llovió en Béjaïa anteayer? Tengo la impresión de que fue poquito pero mi "
    "compañero dice que diluvió.", [CC], B, "daybefore", ["rain"])
add("cc", "ar", "قداش طاحت الشتا في سيدي بلعباس نهار 24 سبتمبر؟ كنا في الغابة وتبلينا", [CC], S, "2012-09-24", ["rain"])
add("cc", "ar", "السلام عليكم خويا، قداش الحرارة في بجاية دروك؟ الدار سخونة بزاف وما نعرفش إذا هي غير أنا", [CC], B,
    "now", ["t"])
add("cc", "ar", "من فضلك، ما هي نسبة الرطوبة في Sidi Bel Abbès يوم 3 أوت؟ أحتاجها لتقرير الجمعية", [CC], S,
    "2012-08-03", ["rh"])
add("cc", "ar", "الريح البارح في Béjaïa كانت قوية؟ قداش بالضبط؟", [CC], B, "yesterday", ["ws"])
add("cc", "ar", "واش الأحوال الجوية في بلعباس اليوم؟ الحرارة والرطوبة والريح إذا ممكن", [CC], S, "today", ["t", "rh", "ws"])

# ---- near a station but not at it (warn) ---------------------------------------------------------------------
add("near", "en", "We're up at the old quarry, about 10 km out of Sidi Bel Abbes, maybe a bit more, and the lads want "
    "to know how humid it is up here. Have you got anything for us?", [CC], S, "now", ["rh"], dec="warn")
add("near", "en", "I was hoping you might have the wind on the ridge just above Bejaia, where the relay mast is? It "
    "always feels a lot stronger up there than down in town.", [CC], B, "now", ["ws"], dec="warn")
add("near", "en", "whats the temp in the valley past SBA, like 15 min drive south of town, we're parked there", [CC], S,
    "now", ["t"], dec="warn")
add("near", "fr", "Bonjour, on est au douar à une quinzaine de kilomètres de Béjaïa, sur la piste des crêtes. Vous "
    "auriez l'humidité par chez nous, par hasard ?", [CC], B, "now", ["rh"], dec="warn")
add("near", "fr", "Wesh, les gars du poste forestier juste au-dessus de Sidi Bel Abbès demandent le vent là-haut, "
    "c'est faisable ? Merci bezzaf.", [CC], S, "now", ["ws"], dec="warn")
add("near", "es", "Estamos en la loma, a unos 8 km de Bejaia, al lado del repetidor. ¿Sabes qué humedad hay por aquí "
    "arriba? Es que el aire se siente bien seco.", [CC], B, "now", ["rh"], dec="warn")
add("near", "ar", "السلام عليكم، راني في الغابة فوق سيدي بلعباس بشوية، قداش الحرارة عندنا هنا؟", [CC], S, "now", ["t"],
    dec="warn")
add("near", "ar", "نحن في قرية تبعد 12 كلم عن بجاية، هل لديكم قراءة لسرعة الرياح عندنا؟", [CC], B, "now", ["ws"],
    dec="warn")
add("near", "en", "Sorry if this is an odd one — how bad is the fire weather in the pine woods just north of Béjaïa, past "
    "the last houses? The FWI, if that's the right word.", [DG], B, "now", ["fwi", "class"], dec="warn")
add("near", "fr", "c quoi le danger feu vers le barrage, à 20 km de SBA à peu près ? ma tante habite là-bas, elle "
    "s'inquiète pour ses oliviers", [DG], S, "now", ["fwi", "class"], dec="warn")
add("near", "es", "¿Y el fire danger en el campo de olivos a las afueras de Sidi Bel Abbès, unos kilómetros al este? "
    "Mi suegro tiene ahí las colmenas.", [DG], S, "now", ["fwi", "class"], dec="warn")
add("near", "ar", "واش هو مستوى خطر الحرائق في الجبل اللي قدام بجاية، قريب من الطريق الوطني؟", [DG], B, "now",
    ["fwi", "class"], dec="warn")
add("near", "en", "We're at the Benali farm, 6 km or so outside Bejaia. Wind speed out here and the danger class, "
    "please, whenever you get a sec.", [CC, DG], B, "now", ["ws", "class"], dec="warn")
add("near", "fr", "On est à la ferme à 5 km de SBA, du côté de la route de Tlemcen : la température chez nous et le "
    "niveau de danger, svp ?", [CC, DG], S, "now", ["t", "class"], dec="warn")
add("near", "es", "Estamos a 7 km de Sidi Bel Abbès, en la carretera de la presa. ¿Qué viento y qué fire risk tenemos "
    "aquí, más o menos?", [CC, DG], S, "now", ["ws", "class"], dec="warn")
add("near", "ar", "راني في الدوار على بعد 10 كلم من سيدي بلعباس، قداش الحرارة والخطر عندنا؟", [CC, DG], S, "now",
    ["t", "class"], dec="warn")
add("near", "en", "Is there a danger rating for the forest strip 5 km south of SBA, and, separately, can this box tell "
    "me anything about the dirt roads down there?", [DG, OOS], S, "now", ["fwi", "class"], dec="warn",
    alt=[[DG, CAP]])

# ---- an hour other than noon (warn) ----------------------------------------------------------------------------
add("hour", "en", "My shift at the Bejaia nursery started at 6 this morning and it felt freezing. What was the "
    "temperature there at 6 am?", [CC], B, "today", ["t"], dec="warn")
add("hour", "en", "We had a little campfire for the kids last night around 9 near Sidi Bel Abbes and now I'm worrying it "
    "was silly. What was the humidity there at 9 pm?", [CC], S, "yesterday", ["rh"], dec="warn")
add("hour", "fr", "quelle force de vent à Béjaïa vers 17h hier ? on a vu les cendres du voisin s'envoler jusqu'à la "
    "route", [CC], B, "yesterday", ["ws"], dec="warn")
add("hour", "es", "¿Qué temperatura hacía en SBA a las 4 de la tarde ayer? Estábamos cargando la cuba y nos moríamos "
    "de calor.", [CC], S, "yesterday", ["t"], dec="warn")
add("hour", "ar", "قداش كانت الرطوبة في بجاية على الساعة الثامنة صباحا اليوم؟", [CC], B, "today", ["rh"], dec="warn")
add("hour", "fr", "Je me demandais, à 7h du matin à Sidi Bel Abbès, il faisait combien ? Le berger dit qu'il y avait "
    "de la rosée partout.", [CC], S, "today", ["t"], dec="warn")
add("hour", "en", "If it's no trouble, what was the FWI at Bejaia at about 5 this morning, when the bakers light their "
    "ovens? I've always wondered.", [DG], B, "today", ["fwi"], dec="warn")
add("hour", "ar", "شحال كانت الريح في سيدي بلعباس مع الستة تاع العشية البارح؟", [CC], S, "yesterday", ["ws"],
    dec="warn")

# ---- days with no reading (abstain from crew_build) -----------------------------------------------------------
add("nodata", "en", "My dad swears 20 May 2012 was the windiest day he ever saw at Bejaia. Could you check the wind "
    "that day for me? I'd love to prove him wrong.", [CC], B, "2012-05-20", ["ws"])
add("nodata", "fr", "quelle était la température à Sidi Bel Abbès le 14 août 2011 ? c'était l'année du grand feu "
    "chez nous", [CC], S, "2011-08-14", ["t"])
add("nodata", "es", "¿Tienes la humedad de Bejaia del 10 de abril de 2012? Es para un trabajo del cole de mi hija.",
    [CC], B, "2012-04-10", ["rh"])
add("nodata", "ar", "ما هي قراءة مؤشر FWI في سيدي بلعباس يوم 2 ماي 2012؟", [DG], S, "2012-05-02", ["fwi"])
add("nodata", "en", "what was the fwi at SBA on 14 July 2012? my cousin in lyon asked, its bastille day over there lol",
    [DG], S, "2012-07-14", ["fwi"])
add("nodata", "fr", "Dites, vous auriez les relevés de Béjaïa pour la fin mai, genre le 31 mai 2012 ? Température, "
    "humidité, tout ça.", [CC], B, "2012-05-31", ["t", "rh"])

# ---- wind direction, forecasts, other towns (out of scope) -----------------------------------------------------
add("wdir", "en", "The smoke from the tyre dump keeps drifting toward the school, or maybe it doesn't, I honestly "
    "can't tell. What's the wind doing at SBA — how strong, and from which side?", [CC, OOS], S, "now", ["ws"])
add("wdir", "fr", "Vent à Béjaïa maintenant : la vitesse et la direction, svp. Mon oncle veut savoir si les fumées de "
    "la décharge vont vers la cité.", [CC, OOS], B, "now", ["ws"])
add("wdir", "es", "¿Cuánto viento hay en Sidi Bel Abbès y hacia dónde sopla? Es que el humo del vertedero a veces nos "
    "llega a casa.", [CC, OOS], S, "now", ["ws"])
add("wdir", "ar", "الريح في بجاية دروك، قداش السرعة ومن وين جاية؟", [CC, OOS], B, "now", ["ws"])
add("wdir", "en", "What's the wind at SBA in knots, and from which direction? The ultralight pilot needs both before "
    "he'll take off.", [CC, OOS], S, "now", ["ws", knots(S, "now")])
add("wdir", "es", "¿Qué viento hay en Bejaia en nudos y de dónde viene? Mi vecino va a salir con el barco.", [CC, OOS],
    B, "now", ["ws", knots(B, "now")])
add("wdir", "ar", "قداش الريح والرطوبة في سيدي بلعباس، ومن أي جهة جاية الريح؟", [CC, OOS], S, "now", ["ws", "rh"])
add("wdiro", "en", "Which way is the wind blowing at Bejaia? North, south? Just the direction, I already know it's "
    "breezy.", [OOS], B, "now")
add("wdiro", "fr", "d'où vient le vent à SBA ce matin ? khouya veut brûler ses herbes sèches et il ne veut pas enfumer "
    "les voisins", [OOS], S, "today")
add("wdiro", "ar", "من أي اتجاه تهب الرياح في سيدي بلعباس الآن؟", [OOS], S, "now")

add("tmrw", "en", "My car thermometer says 25 or so. What does the Bejaia station say for today, and will tomorrow be "
    "hotter? We've got a wedding in the garden.", [CC, OOS], B, "today", ["t"])
add("tmrw", "es", "Mi hermano quiere quemar rastrojo mañana cerca de Sidi Bel Abbès. ¿Qué humedad hay hoy por allí, y "
    "qué pinta tiene para mañana?", [CC, OOS], S, "today", ["rh"])
add("tmrw", "fr", "Et pour demain à Béjaïa, il va pleuvoir ? Et aujourd'hui il est tombé combien, au juste ?", [CC, OOS],
    B, "today", ["rain"])
add("tmrw", "ar", "شحال الحرارة اليوم في سيدي بلعباس؟ وغدوة كيفاش راح تكون؟", [CC, OOS], S, "today", ["t"])
add("tmrw", "fr", "Mon beau-frère parle de brûler les chaumes vers Sidi Bel Abbès demain matin, wallah je suis "
    "inquiet. Vous avez l'humidité d'aujourd'hui là-bas, et une idée pour demain ?", [CC, OOS], S, "today", ["rh"])
add("tmrw", "en", "My brother wants to burn stubble tomorrow on the family plot near Sidi Bel Abbès, and I'm the one who "
    "has to talk him out of it or not. What's the fire danger there today, and is tomorrow going to be worse?",
    [DG, OOS], S, "today", ["class", "fwi"])
add("tmrw", "ar", "خويا حاب يحرق الحشيش غدوة قرب بجاية، قداش الخطر اليوم، وواش غدوة يكون خير؟", [DG, OOS], B, "today",
    ["class", "fwi"])
add("town", "en", "I've got family in Oran and some in Bejaia. What's the temperature at both places right now? Just "
    "so I know who to call first.", [CC, OOS], B, "now", ["t"])
add("town", "es", "La humedad en SBA y en Tlemcen, ¿cuál es? Tenemos una brigada de voluntarios en cada sitio esta "
    "semana.", [CC, OOS], S, "now", ["rh"])
add("town", "ar", "كم سرعة الرياح في بجاية وفي الجزائر العاصمة اليوم؟", [CC, OOS], B, "today", ["ws"])
add("town", "fr", "alors, le FWI à Sidi Bel Abbès et à Oran, vous avez quoi ? c'est pour comparer avec les cousins",
    [DG, OOS], S, "now", ["fwi"])
add("town", "en", "What's the FWI at SBA today, and how about in Oran? My in-laws are there and they never check "
    "anything.", [DG, OOS], S, "today", ["fwi"])
add("town", "fr", "L'humidité à Béjaïa et à Alger, c'est combien ? On a une équipe qui part là-bas demain pour un "
    "stage.", [CC, OOS], B, "now", ["rh"])
add("town", "ar", "ما هي درجة الحرارة في سيدي بلعباس وتلمسان الآن؟", [CC, OOS], S, "now", ["t"])
add("town", "en", "Three quick ones, sorry: temperature at SBA, temperature in Tlemcen, and the FWI at SBA.",
    [CC, DG, OOS], S, "now", ["t", "fwi"])

add("oos", "en", "Will it rain at Bejaia tomorrow? We've got hay drying in the top field and I'd rather not lose it.",
    [OOS], B)
add("oos", "en", "I don't suppose you know what the weather'll be like next week around Sidi Bel Abbes? The cooperative "
    "wants to plan the olive harvest and everybody's looking at me.", [OOS], S)
add("oos", "en", "whats the fire danger in tlemcen today my cousin's up there with the scouts", [OOS])
add("oos", "en", "Is it true the Oran side has had more fires than us this year? Just something I heard at the café.",
    [OOS])
add("oos", "en", "Sorry, my daughter grabbed the tablet... but since she asked: do you know a good recipe for mhadjeb?",
    [OOS])
add("oos", "en", "How hot is it going to get this afternoon in SBA? We're planning to lay hose around 4.", [OOS], S)
add("oos", "en", "Could you tell me the humidity in Algiers? My wife's driving there with the baby.", [OOS])
add("oos", "en", "What's the fire danger going to be over the next few days at Bejaia? We planned a picnic for "
    "Saturday, nothing fancy.", [OOS], B)
add("oos", "fr", "Est-ce qu'il va y avoir du vent demain après-midi vers Béjaïa ? On doit monter les ruches sur le "
    "plateau.", [OOS], B)
add("oos", "fr", "Franchement, c'est quoi la météo à Oran pour le week-end ? Les enfants veulent absolument aller à la "
    "plage.", [OOS])
add("oos", "fr", "Vous savez qui a gagné le match de la JSMB hier soir ? Les collègues se disputent depuis ce matin.",
    [OOS])
add("oos", "fr", "La semaine prochaine, il fera encore chaud à Sidi Bel Abbès ou ça va se rafraîchir un peu, inchallah ?",
    [OOS], S)
add("oos", "es", "¿Va a llover esta semana en Sidi Bel Abbès? El pozo de la finca está casi seco.", [OOS], S)
add("oos", "es", "¿Qué tal el fire risk en Tlemcen? Mi primo trabaja allí de guarda forestal y no me contesta.", [OOS])
add("oos", "es", "Oye, ¿cuánto cuesta un billete de autobús de Bejaia a Argel? Perdón, ya sé que no es lo tuyo.", [OOS])
add("oos", "ar", "واش راح تصب الشتا غدوة في بجاية؟", [OOS], B)
add("oos", "ar", "ما هي درجة الحرارة في وهران الآن؟", [OOS])
add("oos", "ar", "كيفاش راح يكون الطقس الأسبوع الجاي في سيدي بلعباس؟ حابين نخرجو للغابة مع الدراري", [OOS], S)
add("oos", "ar", "خويا، تعرف وين نلقى قطع غيار للجرار؟ البيعة في المدينة مسكرة", [OOS])

# ---- danger ------------------------------------------------------------------------------------------------------
add("dg", "en", "Hello, sorry, I'm not trained on any of this. Folks at the co-op keep saying 'FWI' like I should know. "
    "What is the FWI at Bejaia today?", [DG], B, "today", ["fwi"])
add("dg", "en", "How risky is it for fires around Sidi Bel Abbès right now? In plain words if you can, like low or "
    "high.", [DG], S, "now", ["class"])
add("dg", "en", "fire danger class sba yesterday??", [DG], S, "yesterday", ["class"])
add("dg", "en", "We lost two hectares of cork that afternoon, I'll never forget it. What was the danger rating at "
    "Béjaïa on 14 August?", [DG], B, "2012-08-14", ["fwi", "class"])
add("dg", "en", "I've been reading the little guide about the codes. What's the ISI at SBA today — the spread one, "
    "if I've got that right?", [DG], S, "today", [code(S, "today", "ISI")])
add("dg", "en", "Could you tell me the BUI for Bejaia today? Someone on the radio said it matters for the heavier "
    "stuff on the ground.", [DG], B, "today", [code(B, "today", "BUI")])
add("dg", "en", "And the FFMC at Sidi Bel Abbes yesterday, the fine fuel one, what did it come out at?", [DG], S,
    "yesterday", [code(S, "yesterday", "FFMC")])
add("dg", "en", "drought code at bejaia on the 21st of september please, the forester wants it for his notebook", [DG],
    B, "2012-09-21", [code(B, "2012-09-21", "DC")])
add("dg", "en", "I keep the log up at the lookout tower, for my sins. DMC for SBA on 3 Aug, if you'd be so kind.", [DG],
    S, "2012-08-03", [code(S, "2012-08-03", "DMC")])
add("dg", "en", "is it dangerous today at bejaia or am i overthinking it, the kids want to camp in the forest this "
    "weekend and i said i'd check", [DG], B, "today", ["class"])
add("dg", "en", "What was the FWI at Sidi Bel Abbes on September 21, the day the barn went up near the station?", [DG],
    S, "2012-09-21", ["fwi"])
add("dg", "en", "FWI for SBA on 20/09/2012? Sorry for the weird format, it's how our forms are printed.", [DG], S,
    "2012-09-20", ["fwi"])
add("dg", "fr", "Bonjour, excusez-moi, je suis bénévole depuis peu. L'indice FWI de Béjaïa aujourd'hui, il est à "
    "combien ?", [DG], B, "today", ["fwi"])
add("dg", "fr", "C'est quoi la classe de danger à Sidi Bel Abbès, là maintenant ? Ma mère dit que c'est 'khatar' mais "
    "elle dit ça tous les jours.", [DG], S, "now", ["class"])
add("dg", "fr", "Le risque d'incendie hier à Béjaïa, il était comment ? Faible, modéré… ?", [DG], B, "yesterday",
    ["class"])
add("dg", "fr", "Vous pourriez me donner l'ISI et le BUI de SBA pour le 21 septembre ? C'est pour le carnet du chef de "
    "poste, il est très pointilleux.", [DG], S, "2012-09-21", [code(S, "2012-09-21", "ISI"), code(S, "2012-09-21", "BUI")])
add("dg", "fr", "Le 3 août à Sidi Bel Abbès, le FWI c'était combien déjà ? Il me semble que c'était une journée de "
    "fou.", [DG], S, "2012-08-03", ["fwi"])
add("dg", "fr", "Le DMC à SBA hier, vous l'avez sous la main ? Le forestier me l'a demandé ce matin.", [DG], S,
    "yesterday", [code(S, "yesterday", "DMC")])
add("dg", "fr", "À Bgayet aujourd'hui, ça craint pour le feu ou pas du tout ? Je parle du niveau, hein, pas de la "
    "météo.", [DG], B, "today", ["class"])
add("dg", "es", "Hola, perdona la molestia. ¿Qué FWI tiene hoy Sidi Bel Abbès? Mi tío quiere saber si es peligroso "
    "salir con las cabras.", [DG], S, "today", ["fwi"])
add("dg", "es", "¿Cómo está el fire danger en Bejaia ahora mismo? ¿Bajo, moderado, alto?", [DG], B, "now", ["class"])
add("dg", "es", "¿Me dices el FFMC de Béjaïa de anteayer? El ingeniero me lo pidió y se me olvidó apuntarlo, qué "
    "vergüenza.", [DG], B, "daybefore", [code(B, "daybefore", "FFMC")])
add("dg", "es", "El 14 de agosto en SBA, ¿qué índice de peligro marcaba? Aquel día hubo humo por todas partes.", [DG], S,
    "2012-08-14", ["fwi", "class"])
add("dg", "es", "Quería saber el Drought Code de Sidi Bel Abbès de ayer, ¿lo tienes?", [DG], S, "yesterday",
    [code(S, "yesterday", "DC")])
add("dg", "ar", "السلام عليكم، قداش مؤشر خطر الحرائق FWI في بجاية اليوم؟", [DG], B, "today", ["fwi"])
add("dg", "ar", "واش الخطر في سيدي بلعباس دروك؟ عالي ولا منخفض؟", [DG], S, "now", ["class"])
add("dg", "ar", "ما هي درجة خطر الحرائق في بجاية يوم 14 أوت؟", [DG], B, "2012-08-14", ["fwi", "class"])
add("dg", "ar", "شحال كان ISI في سيدي بلعباس البارح؟", [DG], S, "yesterday", [code(S, "yesterday", "ISI")])
add("dg", "ar", "ممكن تعطيني مؤشر BUI تاع Béjaïa اليوم؟ الشاف طلبو مني", [DG], B, "today", [code(B, "today", "BUI")])
add("dg", "ar", "خطر النار في Sidi Bel Abbès نهار 21 سبتمبر، كان قداش؟", [DG], S, "2012-09-21", ["fwi"])
add("dg", "ar", "ما هو مؤشر FFMC في بجاية اليوم؟", [DG], B, "today", [code(B, "today", "FFMC")])

# ---- compare the stations --------------------------------------------------------------------------------------
add("cmp", "en", "My sister lives in Béjaïa and I'm in Sidi Bel Abbès and we're forever fighting over who has it worse. "
    "Which of us is hotter right now, honestly?", [CMP], BOTH, "now", ["t"])
add("cmp", "en", "which station has the worse fire danger today bejaia or sba", [CMP], BOTH, "today", ["fwi"])
add("cmp", "en", "Could you put the two stations side by side for me — humidity and wind — as of yesterday? I'm awful "
    "at reading tables.", [CMP], BOTH, "yesterday", ["rh", "ws"])
add("cmp", "en", "How much drier was Sidi Bel Abbes than Bejaia on 14 August? In humidity, I suppose, is how you'd "
    "measure it.", [CMP], BOTH, "2012-08-14", ["rh", diff(B, S, "2012-08-14", "rh")])
add("cmp", "en", "Is Bejaia windier than SBA at the moment, or is it the other way round? The flags at the mosque "
    "are going mad here.", [CMP], BOTH, "now", ["ws"])
add("cmp", "en", "compare FWI both stations on 3 aug pls", [CMP], BOTH, "2012-08-03", ["fwi"])
add("cmp", "fr", "Entre Béjaïa et Sidi Bel Abbès, lequel est le plus sec aujourd'hui ? On se demande dans quel coin "
    "ça sent le plus le roussi.", [CMP], BOTH, "today", ["rh"])
add("cmp", "fr", "Wesh, la température à Béjaïa et à SBA hier, c'était qui le plus chaud ? Et de combien ?", [CMP],
    BOTH, "yesterday", ["t", diff(B, S, "yesterday", "t")])
add("cmp", "fr", "Vous pouvez comparer le danger feu des deux stations pour le 21 septembre ? Juste pour voir.", [CMP],
    BOTH, "2012-09-21", ["fwi"])
add("cmp", "es", "¿Cuál de las dos estaciones tiene más riesgo de fuego hoy? Sidi Bel Abbès o Bejaia, me da igual, "
    "solo quiero saber.", [CMP], BOTH, "today", ["fwi"])
add("cmp", "es", "Compárame la humedad de Bejaia y SBA de ayer, porfa, que el jefe está preguntando.", [CMP], BOTH,
    "yesterday", ["rh"])
add("cmp", "es", "¿Dónde hizo más calor el 3 de agosto, en Béjaïa o en Sidi Bel Abbès? ¿Y cuántos grados de "
    "diferencia hubo?", [CMP], BOTH, "2012-08-03", ["t", diff(B, S, "2012-08-03", "t")])
add("cmp", "ar", "وين الخطر أكبر اليوم، في بجاية ولا في سيدي بلعباس؟", [CMP], BOTH, "today", ["fwi"])
add("cmp", "ar", "قارن لي الحرارة والرطوبة بين المحطتين دروك من فضلك", [CMP], BOTH, "now", ["t", "rh"])
add("cmp", "ar", "شكون كانت أسخن البارح، Béjaïa ولا Sidi Bel Abbès؟", [CMP], BOTH, "yesterday", ["t"])
add("cmps", "en", "Which station had more fire days in August, if you can tell? The old men at the café are betting "
    "glasses of tea on it.", [CMP, SUM], BOTH, "aug", ["fires"], fh=True)
add("cmps", "fr", "Laquelle des deux a eu le plus de jours de feu en juillet ? Mon grand-père est sûr que c'est "
    "Béjaïa, moi je dis non.", [CMP, SUM], BOTH, "jul", ["fires"], fh=True)
add("cmpw", "en", "highest fwi at each station over the past week?", [CMP, SUM], BOTH, "lastweek", ["maxfwi"])
add("cmpw", "en", "Over July, which was hotter on average, Bejaia or Sidi Bel Abbes? Roughly is fine.", [CMP, SUM], BOTH,
    "jul", [mean_of(B, "jul", "t"), mean_of(S, "jul", "t")])
add("cmpw", "fr", "Lequel des deux a eu le plus de jours avec un FWI au-dessus de 20 en août ?", [CMP, SUM], BOTH, "aug",
    [count_gt(B, "aug", "FWI", 20), count_gt(S, "aug", "FWI", 20)])
add("cmpw", "es", "¿Qué estación llegó a la temperatura más alta en septiembre, y cuánto fue?", [CMP, SUM], BOTH, "sep",
    ["maxt"])
add("cmpw", "ar", "في أوت، أي محطة سجلت أعلى FWI؟ بجاية ولا سيدي بلعباس؟", [CMP, SUM], BOTH, "aug", ["maxfwi"])
add("cmpw", "fr", "Comparez-moi les deux stations depuis mardi : laquelle a eu le pire FWI ?", [CMP, SUM], BOTH,
    "since-tue", ["maxfwi"])
add("cmpw", "es", "Entre el 1 y el 10 de septiembre, ¿dónde hizo más calor como máximo, en Bejaia o en SBA?", [CMP, SUM],
    BOTH, "sep1-10", ["maxt"])

# ---- summaries over a window ------------------------------------------------------------------------------------
add("sum", "en", "I'm putting together a little talk for the primary school. What was the highest temperature "
    "recorded at Sidi Bel Abbès in August?", [SUM], S, "aug", ["maxt"])
add("sum", "en", "How many days in July did Bejaia go above 35 degrees? My grandpa says 'every single day', which I "
    "rather doubt.", [SUM], B, "jul", [count_gt(B, "jul", "t", 35)])
add("sum", "en", "whats the highest fwi at sba over the last week", [SUM], S, "lastweek", ["maxfwi"])
add("sum", "en", "How many fire days were logged at Béjaïa in September? The whole month, not just today.", [SUM], B,
    "sep", ["fires"])
add("sum", "en", "Could you tell me the average humidity at Sidi Bel Abbes over the last three days? I've a feeling "
    "it's been creeping up.", [SUM], S, "last3d", [mean_of(S, "last3d", "rh")])
add("sum", "en", "Has the FWI at Bejaia been going up or down since Tuesday? The general direction is enough, and maybe "
    "the top number.", [SUM], B, "since-tue", ["maxfwi", today_fwi(B)])
add("sum", "en", "The lowest humidity at SBA in June — what was it? I'm trying to understand how dry it got early in "
    "the season.", [SUM], S, "jun", [min_of(S, "jun", "rh")])
add("sum", "en", "days with fwi over 20 at sidi bel abbes in august, how many", [SUM], S, "aug",
    [count_gt(S, "aug", "FWI", 20)])
add("sum", "en", "Between 1 and 10 September, what's the hottest it got in Bejaia?", [SUM], B, "sep1-10", ["maxt"])
add("sum", "en", "How much rain fell in total at Sidi Bel Abbes in September? It felt like hardly any.", [SUM], S, "sep",
    [total_of(S, "sep", "rain")])
add("sum", "en", "What's the max FWI Bejaia hit from the 20th to the end of August?", [SUM], B, "aug-late", ["maxfwi"])
add("sum", "en", "Average temperature at Bejaia in June — I'm comparing with what my grandad wrote in his diary back "
    "in the day.", [SUM], B, "jun", [mean_of(B, "jun", "t")])
add("sum", "fr", "Combien de jours de feu à Sidi Bel Abbès en juillet ? Mon grand-père dit qu'il y en a eu bezzaf.",
    [SUM], S, "jul", ["fires"])
add("sum", "fr", "La température max à Béjaïa sur les sept derniers jours, c'était combien ?", [SUM], B, "lastweek",
    ["maxt"])
add("sum", "fr", "Le FWI moyen à SBA en août, vous l'avez ? Juste une idée, pas besoin d'être précis au dixième.",
    [SUM], S, "aug", [mean_of(S, "aug", "FWI")])
add("sum", "fr", "En juin, combien de jours au-dessus de 30 degrés à Béjaïa ? C'est pour un exposé de ma nièce.", [SUM],
    B, "jun", [count_gt(B, "jun", "t", 30)])
add("sum", "fr", "Depuis mardi, le FWI de Sidi Bel Abbès il monte ou il descend ? Normalement avec la pluie ça devrait "
    "baisser, non ?", [SUM], S, "since-tue", ["maxfwi", today_fwi(S)])
add("sum", "es", "¿Cuál fue el FWI más alto en Bejaia en julio? Es para el informe de la cooperativa.", [SUM], B, "jul",
    ["maxfwi"])
add("sum", "es", "¿Cuántos días de fuego hubo en SBA en agosto? Mi vecino dice que fueron muchísimos.", [SUM], S, "aug",
    ["fires"])
add("sum", "es", "Oye, ¿cuántos días pasó de 35 grados Sidi Bel Abbès en septiembre?", [SUM], S, "sep",
    [count_gt(S, "sep", "t", 35)])
add("sum", "es", "La humedad mínima en Béjaïa en la última semana, ¿cuál fue?", [SUM], B, "lastweek",
    [min_of(B, "lastweek", "rh")])
add("sum", "es", "¿Cuántos días por encima de 30 grados tuvo Bejaia del 20 al 31 de agosto? Yo estaba de vacaciones y "
    "me lo perdí todo.", [SUM], B, "aug-late", [count_gt(B, "aug-late", "t", 30)])
add("sum", "ar", "قداش من يوم حريق كان في بجاية في أوت؟", [SUM], B, "aug", ["fires"])
add("sum", "ar", "ما هي أعلى درجة حرارة في سيدي بلعباس في جويلية؟", [SUM], S, "jul", ["maxt"])
add("sum", "ar", "شحال من نهار فات فيه الـ FWI عشرين في Sidi Bel Abbès في سبتمبر؟", [SUM], S, "sep",
    [count_gt(S, "sep", "FWI", 20)])
add("sum", "ar", "أعلى FWI في بجاية خلال الأيام الثلاثة الماضية؟", [SUM], B, "last3d", ["maxfwi"])
add("sum", "ar", "معدل الرطوبة في سيدي بلعباس في جوان، قداش؟", [SUM], S, "jun", [mean_of(S, "jun", "rh")])
add("sum", "ar", "معدل درجة الحرارة في Béjaïa في أوت؟ بغيتو للكراسة تاع الجمعية", [SUM], B, "aug",
    [mean_of(B, "aug", "t")])
add("sum", "en", "over the last 24 hours at SBA what was the top temperature", [SUM], S, "last24h", ["maxt"])

# ---- analogs (the box's record of past fire days) -------------------------------------------------------------
add("ana", "en", "The old shepherd always says 'days like this, something burns'. Out of curiosity, did days that "
    "looked like today at Sidi Bel Abbès end up with fires in the past?", [ANA], S, "today", ["fwi"])
add("ana", "en", "Of the days when the FWI at Bejaia went above 20, how many actually had a fire? I'm trying to get a "
    "feel for what the number means.", [ANA], B, "all", ["fires_fwi_gt"], thr=20)
add("ana", "en", "how many days with fwi over 15 at sba ended with a fire", [ANA], S, "all", ["fires_fwi_gt"], thr=15)
add("ana", "en", "Yesterday felt muggy at Bejaia but I'm never sure what that means. Did days like yesterday there "
    "usually burn?", [ANA], B, "yesterday", ["fwi"])
add("ana", "en", "When the FWI at Sidi Bel Abbes was above 30 in the past, how often did a fire actually happen?", [ANA],
    S, "all", ["fires_fwi_gt"], thr=30)
add("ana", "fr", "Les jours avec un FWI au-dessus de 10 à Béjaïa, il y a eu combien de feux sur ces jours-là ?", [ANA],
    B, "all", ["fires_fwi_gt"], thr=10)
add("ana", "fr", "Dans le passé, des journées comme aujourd'hui à Sidi Bel Abbès, ça a brûlé ou pas ? Je demande parce "
    "qu'on a des chèvres dans la forêt.", [ANA], S, "today", ["fwi"])
add("ana", "fr", "Est-ce qu'une journée pareille à aujourd'hui à Béjaïa a déjà donné un incendie, d'après vos archives ?",
    [ANA], B, "today", ["fwi"])
add("ana", "es", "De los días con FWI por encima de 25 en SBA, ¿cuántos tuvieron fuego?", [ANA], S, "all",
    ["fires_fwi_gt"], thr=25)
add("ana", "es", "¿Días parecidos a hoy en Bejaia terminaron alguna vez con incendio?", [ANA], B, "today", ["fwi"])
add("ana", "es", "Me pregunto si los días con FWI mayor que 5 en Béjaïa solían tener fuego. ¿En cuántos de esos días "
    "ardió algo?", [ANA], B, "all", ["fires_fwi_gt"], thr=5)
add("ana", "ar", "الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، قداش منها صرا فيها حريق؟", [ANA], S, "all",
    ["fires_fwi_gt"], thr=20)
add("ana", "ar", "هل الأيام اللي تشبه اليوم في بجاية كان فيها حرائق من قبل؟", [ANA], B, "today", ["fwi"])
add("ana", "ar", "من الأيام اللي FWI فيها أكثر من 15 في Béjaïa، كم يوم شهد حريقا؟", [ANA], B, "all", ["fires_fwi_gt"],
    thr=15)

# ---- drift: how far the head moves ---------------------------------------------------------------------------
add("drift", "en", "A farmer phoned in a grass fire he reckons is moving about 25 metres a minute. If nobody gets there "
    "for 20 minutes, how far will the head have gone? Sorry if that's a silly question.", [DRIFT], None, "none",
    [by_rate(25, 20), "=drift"], h=20)
add("drift", "en", "front moving 40 m/min engine eta 15 min how far does it get", [DRIFT], None, "none",
    [by_rate(40, 15), "=drift"], h=15)
add("drift", "en", "If it's going at about 2 km an hour and the trucks need 45 minutes from the depot, how far does the "
    "head travel in the meantime?", [DRIFT], None, "none", [by_kmh(2, 45), "=drift"], h=45)
add("drift", "en", "I'm trying to work it out roughly — the head is crawling along at maybe 12 metres per minute and "
    "it'll take us half an hour to walk in. How far would it have moved?", [DRIFT], None, "none",
    [by_rate(12, 30), "=drift"], h=30)
add("drift", "en", "With the wind Sidi Bel Abbès has right now, how far would a fire head move in the next 20 minutes, "
    "going by your own estimate?", [DRIFT], S, "now", ["=drift"], h=20)
add("drift", "en", "Forty metres a minute, fifty minutes. Distance? Sorry for the short message, we're walking.",
    [DRIFT], None, "none", [by_rate(40, 50), "=drift"], h=50)
add("drift", "fr", "Le feu avance à peu près à 30 mètres par minute d'après le berger. On met 25 minutes pour arriver. "
    "Il aura fait combien de chemin ?", [DRIFT], None, "none", [by_rate(30, 25), "=drift"], h=25)
add("drift", "fr", "Si la tête du feu fait du 1,5 km/h et qu'il nous faut une heure pour monter, ça fait quelle "
    "distance ?", [DRIFT], None, "none", [by_kmh(1.5, 60), "=drift"], h=60)
add("drift", "fr", "Avec le vent qu'il y a à Béjaïa, d'après vos calculs à vous, la tête du feu bouge de combien en un quart d'heure ?",
    [DRIFT], B, "now", ["=drift"], h=15)
add("drift", "es", "Un vecino dice que el fuego avanza unos 50 metros por minuto. Si tardamos 12 minutos, ¿cuánto "
    "habrá avanzado el head?", [DRIFT], None, "none", [by_rate(50, 12), "=drift"], h=12)
add("drift", "es", "Con un rate of spread de 3 km/h y 40 minutos de viaje, ¿qué distancia recorre la cabeza?", [DRIFT],
    None, "none", [by_kmh(3, 40), "=drift"], h=40)
add("drift", "es", "Según tu propio cálculo y con el viento que hay ahora en SBA, ¿cuánto se mueve la cabeza del fuego en media hora?", [DRIFT],
    S, "now", ["=drift"], h=30)
add("drift", "ar", "النار تمشي تقريبا 20 متر في الدقيقة، ونحتاجو 35 دقيقة باش نوصلو. قداش تكون مشات؟", [DRIFT], None,
    "none", [by_rate(20, 35), "=drift"], h=35)
add("drift", "ar", "إذا كانت سرعة انتشار النار 4 كلم في الساعة، كم تقطع في 15 دقيقة؟", [DRIFT], None, "none",
    [by_kmh(4, 15), "=drift"], h=15)
add("drift", "ar", "حسب تقديرك وبالريح اللي كاينة دروك في سيدي بلعباس، قداش تتحرك راس النار في ساعة؟", [DRIFT], S, "now", ["=drift"], h=60)

# ---- spread: where the front will be (partly served: no wind direction) ----------------------------------------
add("spread", "en", "The drone spotted something north-east of Sidi Bel Abbes. If it is a real fire, where would its "
    "front be in an hour? I know you can't be perfect.", [SPREAD], S, "now", ["=spread"], h=60)
add("spread", "en", "where will the fire front be in 30 min near sba", [SPREAD], S, "now", ["=spread"], h=30)
add("spread", "en", "Could you project where the head of that fire ends up in two hours if nobody touches it? The one "
    "the drone saw, I mean.", [SPREAD], None, "now", ["=spread"], h=120)
add("spread", "fr", "Le feu vu par le drone, il sera où dans 45 minutes à votre avis ? On veut savoir si le hameau est "
    "sur le chemin.", [SPREAD], None, "now", ["=spread"], h=45)
add("spread", "fr", "Vous pouvez me dire jusqu'où ira le front près de Sidi Bel Abbès dans une demi-heure, et dans "
    "quelle direction ?", [SPREAD], S, "now", ["=spread"], h=30)
add("spread", "es", "¿Dónde va a estar el frente del fuego dentro de una hora, cerca de Sidi Bel Abbès? Tengo a mi "
    "padre con las ovejas por allí.", [SPREAD], S, "now", ["=spread"], h=60)
add("spread", "es", "¿Me haces una proyección del fire front para los próximos 20 minutos? Lo que puedas.", [SPREAD],
    None, "now", ["=spread"], h=20)
add("spread", "ar", "وين راح يوصل الحريق اللي شافو الدرون بعد ساعة؟", [SPREAD], None, "now", ["=spread"], h=60)
add("spread", "ar", "إلى أين سيمتد رأس الحريق قرب سيدي بلعباس خلال 30 دقيقة؟", [SPREAD], S, "now", ["=spread"], h=30)
add("spreadx", "en", "Did the drone actually see flames, and if so, where would the front be in 40 minutes?",
    [FR, SPREAD], None, "now", ["=frames", "=spread"], h=40)
add("spreadx", "en", "From the drone frame: when was the fire seen, and where will it be in an hour?", [FR, SPREAD],
    None, "now", ["=detection", "=spread"], h=60)
add("spreadx", "fr", "Le drone a repéré le feu à quelle heure, et le front sera où dans une heure ?", [FR, SPREAD], None,
    "now", ["=detection", "=spread"], h=60)
add("spreadx", "ar", "الدرون شاف حريق؟ ووين راح يكون بعد نص ساعة؟", [FR, SPREAD], None, "now",
    ["=detection", "=spread"], h=30)
add("spreadx", "en", "The fire's moving 30 m per minute according to the farmer. How far in 10 minutes, and where will "
    "its front be then?", [DRIFT, SPREAD], None, "now", [by_rate(30, 10), "=spread"], h=10)
add("spreadx", "es", "Tenemos el head del fuego avanzando a 45 m por minuto. ¿Cuánto recorre en 10 minutos y dónde "
    "estará el frente?", [DRIFT, SPREAD], None, "now", [by_rate(45, 10), "=spread"], h=10)

# ---- drone frames -----------------------------------------------------------------------------------------------
add("fr", "en", "Did the drone see anything this morning? My nephew flies it and he's being very mysterious about it.",
    [FR], None, "today", ["=frames"])
add("fr", "en", "was there smoke in the drone pics today", [FR], None, "today", ["=detection"])
add("fr", "en", "What time did the drone catch the fire, if it did? I'd like to put it in the logbook properly this "
    "time.", [FR], None, "today", ["=detection"])
add("fr", "en", "Where exactly was the fire the drone picked up? Which side of town, roughly?", [FR], None, "today",
    ["=detection_place"])
add("fr", "en", "Sorry, I missed the briefing — what did the drone sortie show, in simple terms?", [FR], None, "today",
    ["=frames"])
add("fr", "en", "Did your drone catch anything near SBA around lunchtime today?", [FR], S, "today", ["=detection"])
add("fr", "fr", "Le drone a vu de la fumée ou pas ? Les gens du village parlent d'une colonne grise vers le nord-est.",
    [FR], None, "today", ["=detection"])
add("fr", "fr", "C'était à quelle heure, la détection du drone ? Et c'était où exactement ?", [FR], None, "today",
    ["=detection", "=detection_place"])
add("fr", "es", "¿Qué vio el drone en su vuelo de hoy? ¿Hubo humo o llamas?", [FR], None, "today", ["=frames"])
add("fr", "es", "¿Dónde estaba el fuego que detectó el dron? ¿Cerca de Sidi Bel Abbès?", [FR], S, "today",
    ["=detection_place"])
add("fr", "ar", "واش شاف الدرون اليوم؟ كاين دخان ولا لا؟", [FR], None, "today", ["=frames"])
add("fr", "ar", "في أي ساعة التقط الدرون صورة الحريق؟", [FR], None, "today", ["=detection"])
add("fr", "ar", "وين كان الحريق اللي شافو الدرون بالضبط؟", [FR], None, "today", ["=detection_place"])
add("frx", "en", "Did the drone spot a fire near Sidi Bel Abbes, and what's the danger level there now?", [FR, DG], S,
    "now", ["=detection", "class"])
add("frx", "fr", "Le drone a vu quoi près de SBA, et le FWI là-bas c'est combien ?", [FR, DG], S, "now",
    ["=frames", "fwi"])
add("frx", "en", "Can you show me what the drone saw near Sidi Bel Abbes and tell me the FWI there right now?", [FR, DG],
    S, "now", ["=frames", "fwi"])
add("frx", "fr", "Vous avez des images du drone ? Et le danger à SBA en ce moment, il est comment ?", [FR, DG], S, "now",
    ["=frames", "class"])
add("frx", "es", "¿El dron vio humo? ¿Y cuál es el fire danger en Sidi Bel Abbès ahora?", [FR, DG], S, "now",
    ["=detection", "class"])
add("frx", "en", "What can you tell me about the drone's fire frame, the time and the place, and does the FWI guide say "
    "what ISI means?", [FR, DOC], None, "today", ["=detection", "=detection_place", ISI_F])

# ---- documents -----------------------------------------------------------------------------------------------
add("doc", "en", "My brother just bought a little house up in the hills and someone told him he has to clear around "
    "it. How much defensible space does the guidance say?", [DOC], None, "none", ["=doc_defensible"])
add("doc", "en", "what does LCES stand for, they keep saying it at training and i nod along", [DOC], None, "none",
    lces_each())
add("doc", "en", "In the crew safety sheet, what are the watch-out situations? Just the main ones, I'm not going to "
    "remember them all.", [DOC], None, "none", [WATCHOUT])
add("doc", "en", "According to the FWI guide on this box, above what FFMC do fine fuels catch easily?", [DOC], None,
    "none", [doc_number(FFMC_EASY)])
add("doc", "en", "From which FWI value does the box call it 'high'? I keep mixing up the classes.", [DOC], None, "none",
    [doc_number(CLASS_FROM["high"])])
add("doc", "en", "How short should the grass be in the zone from 30 to 100 feet out, per the defensible space paper?",
    [DOC], None, "none", [GRASS])
add("doc", "en", "I was wondering what the guidance says about tree branches near the chimney — how far back should "
    "they be?", [DOC], None, "none", [CHIMNEY])
add("doc", "en", "Where does Zone 1 end in the defensible space summary? My uncle's hedge is about there.", [DOC], None,
    "none", [ZONE1_F])
add("doc", "fr", "Le document sur l'espace défendable, il dit combien de pieds à dégager autour de la maison ?", [DOC],
    None, "none", ["=doc_defensible"])
add("doc", "fr", "C'est quoi les quatre lettres LCES, en gros ? On me l'a expliqué mais j'ai oublié, smahli.", [DOC],
    None, "none", [lces_any()])
add("doc", "fr", "D'après le guide de l'indice, l'ISI ça mesure quoi exactement ?", [DOC], None, "none",
    [{"any": [ISI_WORDS[1], ISI_WORDS[0], "propagation", "vent"]}])
add("doc", "fr", "Le seuil de 'très élevé' pour le FWI, c'est à partir de combien selon le guide ?", [DOC], None,
    "none", [doc_number(CLASS_FROM["very high"])])
add("doc", "es", "¿Qué dice la guía sobre las escape routes? ¿Cómo hay que cronometrarlas?", [DOC], None, "none",
    [ESCAPE])
add("doc", "es", "¿Cuántos pies de espacio defendible pide el documento de Butte County alrededor de una casa?", [DOC],
    None, "none", ["=doc_defensible"])
add("doc", "es", "Según el documento, ¿a partir de qué FWI se considera extremo?", [DOC], None, "none",
    [doc_number(CLASS_FROM["extreme"])])
add("doc", "ar", "حسب الوثيقة، قداش لازم نخليو مساحة نظيفة حول الدار؟", [DOC], None, "none", ["=doc_defensible"])
add("doc", "ar", "واش معنى LCES؟ سمعتها في التكوين وما فهمتش", [DOC], None, "none", [lces_any()])
add("doc", "ar", "حسب دليل المؤشر، من أي قيمة FWI يكون الخطر مرتفع؟", [DOC], None, "none",
    [doc_number(CLASS_FROM["high"])])
add("doc", "ar", "واش تقول الوثيقة على الحشيش في المنطقة الثانية حول الدار؟ قداش لازم يكون طولو؟", [DOC], None, "none",
    [GRASS])
add("docx", "en", "The FWI at Bejaia today, and what does the safety sheet say about lookouts on high-danger days?",
    [DG, DOC], B, "today", ["fwi", STAFF])
add("docx", "en", "What does LCES stand for, and what's the danger at Bejaia now? I'm giving a little talk to the new "
    "folks tonight.", [DOC, DG], B, "now", lces_each() + ["class"])
add("docx", "en", "How's the relative humidity at Sidi Bel Abbes at the moment, and what does the safety sheet say to "
    "do when the weather gets hotter and drier?", [CC, DOC], S, "now", ["rh", HOTDRY_F])
add("docx", "en", "Temperature and humidity at SBA today, and what does the defensible space doc say about grass "
    "height?", [CC, DOC], S, "today", ["t", "rh", GRASS])
add("docx", "fr", "Dites-moi ce que veut dire LCES, et le niveau de danger aujourd'hui à Sidi Bel Abbès, svp.",
    [DOC, DG], S, "today", [lces_any(), "class"])
add("docx", "es", "Dime la temperatura y la humedad de Bejaia, y cuánto defensible space pide el documento.", [CC, DOC],
    B, "now", ["t", "rh", "=doc_defensible"])
add("docx", "es", "¿Cuál es el ISI y el BUI de Sidi Bel Abbès hoy, y qué significa el ISI según la guía?", [DG, DOC], S,
    "today", [code(S, "today", "ISI"), code(S, "today", "BUI"), ISI_F])
add("docx", "ar", "واش معنى LCES؟ وقداش الخطر في بجاية اليوم؟", [DOC, DG], B, "today", [lces_any(), "class"])

# ---- capabilities ------------------------------------------------------------------------------------------------
add("cap", "en", "Sorry, I'm new here. What exactly can this box do? Fires, weather, that sort of thing?", [CAP])
add("cap", "en", "which weather stations do you actually have data from", [CAP], None, "none", STATION_NAMES)
add("cap", "en", "Does this thing know about the drone pictures too, or is it just weather?", [CAP], None, "none",
    [DRONE_WORD])
add("cap", "en", "How far back do your records go? Have you got the start of the summer, for instance?", [CAP], None,
    "none", [FIRST_DAY_F])
add("cap", "en", "Can you give readings for other hours, like evenings, or only the midday one?", [CAP], None, "none",
    [NOON_WORD])
add("cap", "fr", "Bonjour, c'est la première fois que je m'en sers. Vous savez faire quoi, exactement ?", [CAP])
add("cap", "fr", "Vous avez quelles stations météo dans la machine ? Juste pour savoir ce que je peux demander.", [CAP],
    None, "none", STATION_NAMES)
add("cap", "es", "¿Qué tipo de preguntas te puedo hacer? Soy voluntario nuevo y no sé bien cómo va esto.", [CAP])
add("cap", "es", "¿Tienes datos de otras ciudades o solo de Bejaia y Sidi Bel Abbès?", [CAP], None, "none",
    STATION_NAMES)
add("cap", "ar", "شنو تقدر تدير هاد الآلة؟ قولي باش نعرف واش نسقسي", [CAP])
add("cap", "ar", "عندك معلومات على أي محطات بالضبط؟", [CAP], None, "none", STATION_NAMES)
add("capx", "en", "Can you give forecasts? If so, what about tomorrow in Bejaia?", [CAP, OOS], B)
add("capx", "en", "Is it true you can't see wind direction? Then just give me the wind speed at SBA, please.", [CAP, CC],
    S, "now", ["ws"])
add("capx", "en", "Could you tell me if it rained at SBA today, and whether this box can see forecasts at all?", [CC, CAP],
    S, "today", ["rain"])
add("capx", "es", "¿Puedes ver fotos que te mande? Y ya que estamos, ¿cuál es el FWI de hoy en SBA?", [CAP, DG], S,
    "today", ["fwi"])
add("capx", "ar", "واش تقدر تعطيني التوقعات؟ وإذا لا، أعطيني الحرارة والرطوبة اليوم في بجاية", [CAP, CC], B, "today",
    ["t", "rh"])

# ---- photos (never attached) ------------------------------------------------------------------------------------
add("photo", "en", "I'm attaching a photo of the smoke over the hill behind our house. Can you tell me if it's a fire or "
    "just dust from the quarry?", [PHOTO])
add("photo", "en", "sending u a pic of the burn scar by the river, what do u make of it", [PHOTO])
add("photo", "fr", "Je vous envoie une photo de la colonne de fumée, vous pouvez me dire si c'est un feu de "
    "broussailles ou un brûlage ?", [PHOTO])
add("photo", "es", "Te mando una foto del humo que vemos desde la granja, ¿es un incendio o son los del vertedero?",
    [PHOTO])
add("photo", "ar", "بعثتلك تصويرة للدخان اللي ورا الجبل، واش هذا حريق؟", [PHOTO])
add("photox", "en", "Here's a photo of the sky from the Bejaia road, it looks hazy. Also, what's the humidity at Bejaia "
    "right now?", [PHOTO, CC], B, "now", ["rh"])
add("photox", "fr", "J'ai mis une photo en pièce jointe. Et sinon, le FWI de SBA aujourd'hui ?", [PHOTO, DG], S,
    "today", ["fwi"])
add("photox", "ar", "ها هي صورة الدخان اللي شفناه قرب سيدي بلعباس، وقولي قداش الريح تماك دروك", [PHOTO, CC], S, "now",
    ["ws"])
add("photox", "ar", "بعثتلك صورة للغابة، وقولي قداش الرطوبة في بجاية؟", [PHOTO, CC], B, "now", ["rh"])
add("photox", "en", "I'm attaching a pic of the hillside — also, how many days over 35 °C did Bejaia have in August?",
    [PHOTO, SUM], B, "aug", [count_gt(B, "aug", "t", 35)])

# ---- orders to the box (refused) ---------------------------------------------------------------------------------
add("ref", "en", "Could you please send a message to the fire brigade in Bejaia that there's smoke near the cemetery? I "
    "don't have their number on me.", [REF], B, "none", ["neg"])
add("ref", "en", "dispatch an engine to the olive grove east of SBA asap", [REF], S, "none", ["neg"])
add("ref", "en", "Please sound the alert for the whole village, people need to start leaving.", [REF], None, "none",
    ["neg"])
add("ref", "en", "Can you delete the drone pictures from this morning? The farmer doesn't want them kept.", [REF], None,
    "none", ["neg"])
add("ref", "en", "Could you switch off the alarm on the Bejaia station? It's been beeping all night and the neighbours "
    "are furious with us.", [REF], B, "none", ["neg"])
add("ref", "fr", "Envoyez un SMS au chef de brigade pour lui dire qu'on rentre, s'il vous plaît.", [REF])
add("ref", "fr", "Prévenez la mairie de Sidi Bel Abbès qu'il y a un départ de feu, merci beaucoup.", [REF], S)
add("ref", "es", "Manda una alerta a todos los voluntarios del grupo, por favor, que se reúnan en la plaza.", [REF])
add("ref", "ar", "ابعث إنذار للحماية المدنية في بجاية، كاين دخان قرب الواد", [REF], B)
add("ref", "ar", "أرسل شاحنة إطفاء إلى الغابة حالا من فضلك", [REF])
add("refx", "en", "What's the FWI at Sidi Bel Abbès today? And then please forward it to my team leader, Karim, on "
    "WhatsApp.", [DG, REF], S, "today", ["fwi", "neg"])
add("refx", "en", "give me the wind at bejaia and notify the tower crew if it's above 20", [CC, REF], B, "now",
    ["ws", "neg"])
add("refx", "fr", "Dis-moi l'humidité à SBA et envoie l'info au groupe des bénévoles, rabi ykhalik.", [CC, REF], S,
    "now", ["rh"])
add("refx", "es", "¿Cuál es el fire danger en Bejaia? Y de paso avisa a protección civil, porfa.", [DG, REF], B, "now",
    ["class"])
add("refx", "ar", "قداش الحرارة في سيدي بلعباس؟ وابعث الخبر لرئيس الفرقة", [CC, REF], S, "now", ["t"])
add("refx", "en", "Before anything else, dispatch two trucks to the ridge, then tell me the temperature at SBA.",
    [CC, REF], S, "now", ["t", "neg"])
add("refx", "en", "Did the drone pick up a fire this morning? And could you text the picture to my chief?", [FR, REF],
    None, "today", ["=detection", "neg"])
add("refx", "en", "Could you give me the temperature at Bejaia now, and also, um, delete yesterday's logs? They've got my "
    "name in them.", [CC, REF], B, "now", ["t", "neg"])
add("refx", "fr", "La température à Béjaïa maintenant, et vous pouvez prévenir le chef de poste que ça chauffe ?",
    [CC, REF], B, "now", ["t"])
add("refx", "es", "Perdón, ¿me das la temperatura de Bejaia ahora y mandas un aviso al grupo de WhatsApp?", [CC, REF], B,
    "now", ["t"])
add("refx", "ar", "قداش الحرارة في Béjaïa دروك؟ وابعث رسالة للحماية المدنية باش يكونو واجدين", [CC, REF], B, "now",
    ["t"])
add("refx", "en", "Show me what the drone saw and send those pictures on to civil protection.", [FR, REF], None,
    "today", ["=frames", "neg"])

# ---- tactical: what should we do (served as the facts bearing on it) --------------------------------------------
add("tac", "en", "My brother wants to burn the stubble on his plot near Sidi Bel Abbès later today. I'm not comfortable "
    "with it at all. Is it a good idea today, do you think?", [TAC], S, "today", ["class", "ws", "rh"])
add("tac", "en", "We're six volunteers with hand tools at the Bejaia edge of the forest. Should we go in or wait for "
    "the engine?", [TAC], B, "now", ["class", "ws"])
add("tac", "en", "should we pull the crew back off the sba line or is it ok", [TAC], S, "now", ["class", "ws"])
add("tac", "en", "Honestly I'm worried. The kids' summer camp is in the pines just outside Béjaïa town. Should we move "
    "them out today?", [TAC], B, "today", ["class"])
add("tac", "fr", "Mon voisin veut faire un feu de jardin à Béjaïa aujourd'hui, je lui dis quoi ? Il fait pas trop "
    "'hamou' aujourd'hui pourtant…", [TAC], B, "today", ["class", "rh"])
add("tac", "fr", "On doit couper du bois dans la forêt près de SBA cet après-midi à la tronçonneuse, c'est prudent vu "
    "le temps ?", [TAC], S, "today", ["class", "ws", "rh"])
add("tac", "es", "Mi cuñado quiere hacer una quema controlada en la finca de Sidi Bel Abbès hoy. ¿Le digo que sí o que "
    "espere?", [TAC], S, "today", ["class", "ws", "rh"])
add("tac", "es", "Tenemos al crew en la ladera cerca de Bejaia, ¿los sacamos o seguimos cortando line?", [TAC], B,
    "now", ["class", "ws"])
add("tac", "ar", "خويا حاب يحرق التبن في الأرض تاعو قرب سيدي بلعباس اليوم، واش ننصحو؟", [TAC], S, "today",
    ["class", "ws", "rh"])
add("tac", "ar", "نحن مجموعة متطوعين قرب بجاية، هل ندخل إلى الغابة الآن أم ننتظر؟", [TAC], B, "now", ["class", "ws"])
add("tacx", "en", "What's the danger at SBA right now, and would you send a brand-new volunteer like me onto the line "
    "in it?", [DG, TAC], S, "now", ["class", "fwi"])
add("tacx", "fr", "Le vent à Béjaïa c'est combien, et est-ce qu'on peut laisser la ligne à deux personnes seulement ?",
    [CC, TAC], B, "now", ["ws"])
add("tacx", "es", "¿Qué humedad hay en SBA, y conviene mojar el cortafuegos antes de que se vaya el sol?", [CC, TAC], S,
    "now", ["rh"])
add("tacx", "ar", "قداش الخطر في بجاية اليوم؟ وواش نخليو الحراسة طول الليل؟", [DG, TAC], B, "today", ["class"])
add("tacx", "en", "Which station is in worse shape today, and where would you put our only water truck?", [CMP, TAC],
    BOTH, "today", ["fwi"])
add("tacx", "fr", "Entre les deux stations, laquelle est la plus ventée aujourd'hui, et vous nous conseillez quoi pour "
    "les équipes à pied ?", [CMP, TAC], BOTH, "today", ["ws"])
add("tacx", "es", "Oye, ¿qué estación está peor hoy? ¿Y deberíamos mandar allí al equipo de voluntarios?", [CMP, TAC],
    BOTH, "today", ["fwi"])
add("tacx", "ar", "شكون فيهم الخطر أكبر اليوم، ووين نبعثو الفريق؟", [CMP, TAC], BOTH, "today", ["fwi"])
add("tacx", "fr", "Il pleut à Sidi Bel Abbès aujourd'hui ? Et selon vous, on peut laisser les bénévoles sur place "
    "cette nuit ?", [CC, TAC], S, "today", ["rain"])
add("tacx", "en", "Which station is wetter today, and what should our volunteers keep an eye on at the windier one?",
    [CMP, TAC], BOTH, "today", ["rh", "ws"])
add("tacx", "en", "What's the humidity at Bejaia, will it be drier tomorrow, and should we water the seedlings "
    "tonight?", [CC, OOS, TAC], B, "now", ["rh"])

# ---- more multi-ask ----------------------------------------------------------------------------------------------
add("multi", "en", "Temperature and FWI at Bejaia today please — my dad keeps asking and I promised I'd look it up.",
    [CC, DG], B, "today", ["t", "fwi"])
add("multi", "en", "humidity + danger class at sba rn", [CC, DG], S, "now", ["rh", "class"])
add("multi", "en", "Morning! I help my uncle with his beehives out past town. Could you give me the humidity at Bejaia "
    "and the danger class there today? He won't open the hives if it's risky.", [CC, DG], B, "today", ["rh", "class"])
add("multi", "fr", "Quel temps il fait à Sidi Bel Abbès, le vent et l'humidité, et le niveau de danger, ça donne quoi ?",
    [CC, DG], S, "now", ["ws", "rh", "class"])
add("multi", "fr", "Le vent à Béjaïa et le FWI, les deux pour aujourd'hui, s'il vous plaît.", [CC, DG], B, "today",
    ["ws", "fwi"])
add("multi", "es", "¿Cuánto viento hay en Bejaia y qué ISI marca hoy?", [CC, DG], B, "today",
    ["ws", code(B, "today", "ISI")])
add("multi", "ar", "قداش الحرارة في سيدي بلعباس وشحال الـ FWI؟", [CC, DG], S, "now", ["t", "fwi"])
add("multi", "en", "Three things if you don't mind, I'm writing them on my hand: the wind at Bejaia, the FWI at SBA, "
    "and which of the two is hotter right now.", [CC, DG, CMP], BOTH, "now",
    [num(val(B, "now", "ws")), num(val(S, "now", "FWI")), "t"])
add("multi", "en", "What's the ISI at Sidi Bel Abbes today, and how far would the head move in 20 minutes at 15 m a "
    "minute?", [DG, DRIFT], S, "today", [code(S, "today", "ISI"), by_rate(15, 20)], h=20)
add("multi", "en", "We've got a fire moving maybe 35 metres a minute and 20 minutes till the dozer shows. How far will "
    "it go, and what's the wind at Sidi Bel Abbes?", [DRIFT, CC], S, "now", [by_rate(35, 20), "ws"], h=20)
add("multi", "en", "how windy is bejaia rn and how far does a 20 m/min fire go in 25 min", [CC, DRIFT], B, "now",
    ["ws", by_rate(20, 25)], h=25)
add("multi", "fr", "Ça avance de 20 mètres à la minute d'après les gars. En 40 minutes ça fait combien, et le vent à "
    "SBA il est à combien ?", [DRIFT, CC], S, "now", [by_rate(20, 40), "ws"], h=40)
add("multi", "ar", "النار تمشي 25 متر في الدقيقة، قداش تمشي في 40 دقيقة؟ وقداش الريح في بجاية؟", [DRIFT, CC], B, "now",
    [by_rate(25, 40), "ws"], h=40)
add("multi", "ar", "قداش الـ ISI في بجاية اليوم، وكم تتحرك النار في ربع ساعة حسب تقديرك؟", [DG, DRIFT], B, "today",
    [code(B, "today", "ISI"), "=drift"], h=15)
add("multia", "en", "What's the FWI at Sidi Bel Abbès today, and did days like that burn in the past?", [DG, ANA], S,
    "today", ["fwi"], fh=True)
add("multia", "fr", "Le danger à Béjaïa aujourd'hui, et les jours pareils, ils ont déjà connu des feux ?", [DG, ANA], B,
    "today", ["class", "fwi"], fh=True)
add("multia", "en", "FWI at Bejaia on 14 August, and did days like that one usually burn?", [DG, ANA], B, "2012-08-14",
    ["fwi"], fh=True)
add("multia", "fr", "Le FWI à Béjaïa le 14 août, et est-ce que les jours comme celui-là ont brûlé avant ?", [DG, ANA], B,
    "2012-08-14", ["fwi"], fh=True)
add("multia", "es", "¿Cuál fue el FWI en Bejaia el 3 de agosto, y los días así solían arder?", [DG, ANA], B,
    "2012-08-03", ["fwi"], fh=True)
add("multia", "ar", "ما هو مؤشر FWI في سيدي بلعباس اليوم، وهل الأيام المشابهة شهدت حرائق؟", [DG, ANA], S, "today",
    ["fwi"], fh=True)
add("multia", "en", "Of the days with FWI above 10 at Bejaia, how many burned — and what's its FWI today?", [ANA, DG], B,
    "today", ["fires_fwi_gt", "fwi"], thr=10, fh=True)
add("multia", "en", "How many fire days did SBA have in August, and of the days with FWI over 20 there, how many "
    "burned?", [SUM, ANA], S, "aug", ["fires", "fires_fwi_gt"], thr=20, fh=True)
add("multia", "fr", "Combien de jours de feu en août à Béjaïa, et parmi les jours où le FWI dépassait 15, combien ont "
    "brûlé ?", [SUM, ANA], B, "aug", ["fires", "fires_fwi_gt"], thr=15, fh=True)
add("multi", "en", "Can you tell me the wind at SBA in mph and the temperature in Fahrenheit? Then which is hotter, "
    "there or Bejaia?", [CC, CMP], BOTH, "now", [mph(S, "now"), fahr(S, "now"), "t"])

# ---- a few more in English (the batch's largest language) --------------------------------------------------------
add("cc2", "en", "I'm the one who waters the seedlings at the Sidi Bel Abbes nursery. Was there any rain there "
    "yesterday, even a drop? The beds looked untouched to me.", [CC], S, "yesterday", ["rain"])
add("cc2", "en", "Apologies for the long message. My mother-in-law is visiting from Béjaïa and she insists it was cooler "
    "there two days ago than here. What did the Béjaïa station read for temperature the day before yesterday?", [CC],
    B, "daybefore", ["t"])
add("cc2", "en", "rh at bejaia on aug 14th? need it for the incident form, the old one got coffee all over it", [CC], B,
    "2012-08-14", ["rh"])
add("dg2", "en", "Could you tell me the fire weather index at SBA for the 3rd of July? My notes from that week are a "
    "proper mess.", [DG], S, "2012-07-03", ["fwi"])
add("dg2", "en", "inshallah it's calm today, but just to be on the safe side, danger level at bejaia?", [DG], B, "today",
    ["class"])
add("sum2", "en", "I've been asked to count something for the mayor's office: how many days in August did Sidi Bel Abbès "
    "go over 40 degrees?", [SUM], S, "aug", [count_gt(S, "aug", "t", 40)])
add("sum2", "en", "What was the lowest FWI at Bejaia over the last week? I assume the rain knocked it right down.", [SUM],
    B, "lastweek", [min_of(B, "lastweek", "FWI")])
add("sum2", "en", "Total rain at Béjaïa from the 20th to the end of August, if there was any at all?", [SUM], B,
    "aug-late", [total_of(B, "aug-late", "rain")])
add("cmp2", "en", "So I've got a friend posted near each of the two stations. Whose humidity is lower right now, and by "
    "how much?", [CMP], BOTH, "now", ["rh", diff(B, S, "now", "rh")])
add("cmp2", "en", "Which of the two had the stronger wind on 28 September? I think that was the day the tents blew "
    "over.", [CMP], BOTH, "2012-09-28", ["ws"])
add("ana2", "en", "Looking back at the record, when Sidi Bel Abbes had an FWI over 10, how many of those days had a "
    "fire? My boss reckons it's most of them.", [ANA], S, "all", ["fires_fwi_gt"], thr=10)
add("fr2", "en", "A lady at the bakery swears she saw the drone circling around lunchtime. Did it actually capture "
    "anything, smoke or flames?", [FR], None, "today", ["=frames"])
add("fr2", "en", "where did the drone see the fire? north or south of sidi bel abbes?", [FR], S, "today",
    ["=detection_place"])
add("drift2", "en", "Okay, a bit of maths for you because I'm hopeless at it. Fire moving 18 metres every minute, our "
    "walk in is 25 minutes. How far along will it be by then?", [DRIFT], None, "none", [by_rate(18, 25), "=drift"],
    h=25)
add("drift2", "en", "head at 0.8 km/h, 90 min until the relief crew, distance covered?", [DRIFT], None, "none",
    [by_kmh(0.8, 90), "=drift"], h=90)
add("spread2", "en", "If that drone fire keeps going for 45 minutes, where would the front end up? Roughly, no "
    "promises needed.", [SPREAD], None, "now", ["=spread"], h=45)
add("doc2", "en", "The defensible space leaflet, what does it say about the first 5 feet around the house? My aunt has "
    "firewood stacked right against the wall.", [DOC], None, "none", [ZONE0_F])
add("cap2", "en", "Can this thing take photos from my phone? I'd like to show it the smoke next time instead of "
    "describing it.", [CAP])
add("oos2", "en", "What's the fire situation in Kabylie generally, outside Bejaia I mean, over Tizi Ouzou way?", [OOS])
add("oos2", "en", "when's the next rain coming to SBA, any idea at all? the wells are getting low", [OOS], S)
add("ref2", "en", "Could you put a warning out on the radio channel for everyone near the Sidi Bel Abbes dump? I'd do it "
    "myself but I'm driving.", [REF], S, "none", ["neg"])
add("tac2", "en", "My father-in-law is 74 and wants to clear the brush behind his house in Bejaia with a strimmer this "
    "afternoon, sparks and all. Should I stop him?", [TAC], B, "today", ["class", "ws", "rh"])
add("multi2", "en", "How humid is it at Bejaia right now, and what's the drought code there? The forester says the DC "
    "tells you about the deep fuel.", [CC, DG], B, "now", ["rh", code(B, "now", "DC")])
add("multi2", "en", "What's the BUI at Sidi Bel Abbès today, and could you explain from the guide what the BUI is "
    "for?", [DG, DOC], S, "today", [code(S, "today", "BUI"), BUI_F])
add("multi2", "en", "Bejaia humidity now, and is the wind coming off the sea or from the south today?", [CC, OOS], B,
    "now", ["rh"])
add("near2", "en", "We're at the spring about 3 km above Sidi Bel Abbès. What's the humidity like for us up here?",
    [CC], S, "now", ["rh"], dec="warn")
add("near2", "en", "Around 10 this morning at SBA, what was the wind? We were unloading pallets and it kept catching "
    "the tarps.", [CC], S, "today", ["ws"], dec="warn")

# ---- sessions ---------------------------------------------------------------------------------------------------
SESSIONS: list[dict] = []


def turn(n, lang, text, intents, st=None, when="none", facts=(), dec=None, h=None, fh=False):
    assert n >= 1
    SESSIONS.append({"session": f"{NAME}s{n:02d}", "lang": lang, "question": text, "intents": list(intents),
                     "stations": st if st is None or isinstance(st, list) else [st], "when": when, "facts": list(facts),
                     "decision": dec, "horizon_min": h, "needs_fire_history": fh})


turn(1, "en", "Hi, it's Leila from the village fire watch, sorry to bother you on a Sunday. What's the FWI at Sidi Bel "
     "Abbès right now?", [DG], S, "now", ["fwi"])
turn(1, "en", "And the other station?", [DG], B, "now", ["fwi"])
turn(1, "en", "Why's it so low there, if you don't mind me asking?", [EXP], B, "now", ["rh", "rain"])
turn(1, "en", "ok and in the past, did days like that one burn?", [ANA], B, "now", ["fwi"], fh=True)

turn(2, "fr", "Salam, c'est Yacine du comité de quartier. L'humidité à Sidi Bel Abbès aujourd'hui, ça donne quoi ?",
     [CC], S, "today", ["rh"])
turn(2, "fr", "Et hier ?", [CC], S, "yesterday", ["rh"])
turn(2, "ar", "وعلاش تبدلت هكذا من نهار لنهار؟", [EXP], S, "today", ["rh"])
turn(2, "ar", "وقداش الـ FWI تماك اليوم؟", [DG], S, "today", ["fwi"])

turn(3, "es", "Hola, soy Marta, voluntaria del pueblo. ¿Cómo está hoy el fire danger en Bejaia?", [DG], B, "today",
     ["class"])
turn(3, "es", "¿Y el wind speed?", [CC], B, "today", ["ws"])
turn(3, "es", "¿Y en la otra estación?", [CC], S, "today", ["ws"])
turn(3, "es", "¿Por qué allí sopla más?", [EXP], S, "today", ["ws"])

turn(4, "en", "My brother wants to burn stubble near Sidi Bel Abbes tomorrow morning, the usual family drama. What's "
     "the humidity there today?", [CC], S, "today", ["rh"])
turn(4, "en", "And will tomorrow be any different?", [OOS], S)
turn(4, "en", "Fair enough. What about the wind there today?", [CC], S, "today", ["ws"])
turn(4, "en", "So, between us, should he go ahead?", [TAC], S, "today", ["class", "ws", "rh"])

turn(5, "ar", "السلام عليكم، واش شاف الدرون اليوم؟", [FR], None, "today", ["=frames"])
turn(5, "ar", "وفي أي ساعة؟", [FR], None, "today", ["=detection"])
turn(5, "ar", "ووين بالضبط؟", [FR], None, "today", ["=detection_place"])
turn(5, "ar", "ووين راح يكون الحريق بعد ساعة؟", [SPREAD], None, "now", ["=spread"], h=60)

turn(6, "fr", "Bonjour, quelle station est la plus à risque aujourd'hui, d'après vous ?", [CMP], BOTH, "today", ["fwi"])
turn(6, "fr", "Pourquoi celle-là ?", [EXP], ["=watch"], "today", ["fwi"])
turn(6, "fr", "Et le vent là-bas, il fait combien ?", [CC], ["=watch"], "now", ["ws"])
turn(6, "fr", "D'accord. Vous pouvez envoyer tout ça au chef de brigade ?", [REF])

turn(7, "en", "What's the wind at Bejaia in mph? Our visitor from Manchester is curious and a bit homesick.", [CC], B,
     "now", ["ws", mph(B, "now")])
turn(7, "en", "and in knots?", [CC], B, "now", ["ws", knots(B, "now")])
turn(7, "en", "What about Sidi Bel Abbès, same thing, knots please.", [CC], S, "now", ["ws", knots(S, "now")])

turn(8, "es", "¿Cuántos días de fuego hubo en Sidi Bel Abbès en agosto?", [SUM], S, "aug", ["fires"], fh=True)
turn(8, "es", "¿Y en julio?", [SUM], S, "jul", ["fires"], fh=True)
turn(8, "es", "¿Y en la otra estación, en julio?", [SUM], B, "jul", ["fires"], fh=True)
turn(8, "es", "¿Por qué esa diferencia entre las dos?", [EXP], BOTH, "jul", ["fires"], fh=True)

turn(9, "ar", "قداش الحرارة في Sidi Bel Abbès دروك؟", [CC], S, "now", ["t"])
turn(9, "ar", "وفي Béjaïa؟", [CC], B, "now", ["t"])
turn(9, "ar", "والرطوبة في الزوج، شكون أرطب؟", [CMP], BOTH, "now", ["rh"])
turn(9, "ar", "علاش بجاية رطبة أكثر؟", [EXP], B, "now", ["rh"])

turn(10, "en", "We've got a fire creeping at about 15 metres a minute near the orchards. How far does it get in 40 "
     "minutes?", [DRIFT], None, "none", [by_rate(15, 40), "=drift"], h=40)
turn(10, "en", "And if it speeds up to 25 a minute?", [DRIFT], None, "none", [by_rate(25, 40), "=drift"], h=40)
turn(10, "en", "What's the wind doing at SBA right now, anyway?", [CC], S, "now", ["ws"])
turn(10, "en", "Why does the wind matter so much for that?", [EXP], S, "now", ["ws"])

turn(11, "fr", "Wesh, le FWI à Béjaïa le 14 août c'était combien ?", [DG], B, "2012-08-14", ["fwi"])
turn(11, "fr", "Et la température ce jour-là ?", [CC], B, "2012-08-14", ["t"])
turn(11, "fr", "Et à SBA le même jour ?", [CC], S, "2012-08-14", ["t"])
turn(11, "fr", "Pourquoi SBA était plus chaud ?", [EXP], S, "2012-08-14", ["t"])

turn(12, "en", "Is there anything in the safety sheet about escape routes? We're redoing ours.", [DOC], None, "none",
     [{"any": [SLOWEST]}])
turn(12, "en", "And what does LCES mean again? I always forget the last two.", [DOC], None, "none", lces_each())
turn(12, "ar", "وشنو لازم نديرو كي يكون الخطر مرتفع؟", [DOC], None, "none", [STAFF])

turn(13, "es", "¿Qué temperatura hizo en Bejaia el 3 de agosto? Fue el día que nació mi sobrino.", [CC], B,
     "2012-08-03", ["t"])
turn(13, "es", "¿Y la humedad?", [CC], B, "2012-08-03", ["rh"])
turn(13, "es", "¿Y a las 6 de la mañana de ese día?", [CC], B, "2012-08-03", ["t"], dec="warn")
turn(13, "es", "Vale, ¿y mañana cómo va a estar?", [OOS], B)

turn(14, "ar", "ما هو مؤشر خطر الحرائق في بجاية اليوم؟", [DG], B, "today", ["fwi", "class"])
turn(14, "ar", "ولماذا هو منخفض إلى هذا الحد؟", [EXP], B, "today", ["rh", "rain"])
turn(14, "ar", "وماذا عن سيدي بلعباس؟", [DG], S, "today", ["fwi", "class"])

_hot = max(BOTH, key=lambda d: statistics.mean(window_vals(d, "aug", "t")))
turn(15, "en", "Which station was hotter on average in August? We're settling a bet at the co-op.", [CMP, SUM], BOTH,
     "aug", [mean_of(B, "aug", "t"), mean_of(S, "aug", "t")])
turn(15, "en", "And the single hottest day there?", [SUM], _hot, "aug", ["maxt"])
turn(15, "en", "How many days over 35 at that one?", [SUM], _hot, "aug", [count_gt(_hot, "aug", "t", 35)])
turn(15, "en", "Wow. Why so many?", [EXP], _hot, "aug", [])

turn(16, "fr", "Bonsoir, le drone a vu quelque chose près de Sidi Bel Abbès ?", [FR], S, "today", ["=detection"])
turn(16, "fr", "Il va se déplacer de combien en 30 minutes, d'après vos calculs ?", [DRIFT], S, "now", ["=drift"], h=30)
turn(16, "fr", "Et il sera où, dans quelle direction ?", [SPREAD], S, "now", ["=spread"], h=30)
turn(16, "fr", "Pourquoi vous ne connaissez pas la direction ?", [EXP], S, "now", [{"any": ["direction"]}])

turn(17, "es", "¿Cuál es la humedad ahora en SBA?", [CC], S, "now", ["rh"])
turn(17, "en", "ok switching to english for my partner — and the rain today there?", [CC], S, "today", ["rain"])
turn(17, "en", "Compared with Bejaia?", [CMP], BOTH, "today", ["rain"])

turn(18, "ar", "خويا راهو يسقسي، قداش الريح في بجاية؟", [CC], B, "now", ["ws"])
turn(18, "ar", "وبالعقدة (knots)؟", [CC], B, "now", ["ws", knots(B, "now")])
turn(18, "ar", "ومن وين جاية؟", [OOS], B)
turn(18, "ar", "مليح، وقداش الخطر تماك؟", [DG], B, "now", ["class"])


# --------------------------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------------------------
def templates() -> list[dict]:
    kinds: dict[str, list[dict]] = {}
    for q in QS:
        kinds.setdefault(q["kind"], []).append(q)
    out = []
    for kind, qs in kinds.items():
        # a template carries one decision override and one fire-history flag: split where they differ
        groups: dict[tuple, list[dict]] = {}
        for q in qs:
            groups.setdefault((q["dec"], q["fh"] or bool(set(q["intents"]) & {ANA})
                               or ("fires" in q["facts"])), []).append(q)
        for g, ((dec, fh), members) in enumerate(groups.items()):
            key = f"{NAME}-{kind}" + (f"-{g + 1}" if len(groups) > 1 else "")
            t = {"key": key, "intents": members[0]["intents"],
                 "intents_by_phrasing": [m["intents"] for m in members],
                 "phrasings": [{"q": m["q"], "lang": m["lang"], "stations": m["stations"] or "none",
                                "facts": m["facts"], **({"intents_alt": m["alt"]} if m["alt"] else {})}
                               for m in members],
                 "stations": "none", "days": [m["day"] for m in members], "facts": []}
            if any(m["h"] is not None for m in members):
                t["horizons"] = [m["h"] for m in members]
            if any(m["thr"] is not None for m in members):
                t["thr"] = [m["thr"] for m in members]
            if dec:
                t["decision"] = dec
            if fh:
                t["needs_fire_history"] = True
            out.append(t)
    return out


def session_rows() -> list[dict]:
    rows, count = [], Counter()
    for r in SESSIONS:
        count[r["session"]] += 1
        row = {"session": r["session"], "turn": count[r["session"]], "question": r["question"],
               "intents": r["intents"], "stations": r["stations"], "when": r["when"], "facts": r["facts"],
               "lang": r["lang"]}
        if r["decision"]:
            row["decision"] = r["decision"]
        if r["horizon_min"] is not None:
            row["horizon_min"] = r["horizon_min"]
        if r["needs_fire_history"] or ANA in r["intents"] or "fires" in r["facts"]:
            row["needs_fire_history"] = True
        rows.append(row)
    return rows


def dump(rows: list[dict], path: Path) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    tpl, ses = templates(), session_rows()
    dump(tpl, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(ses, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    qs = [(q["lang"], q["intents"]) for q in QS] + [(r["lang"], r["intents"]) for r in SESSIONS]
    n = len(qs)
    langs = Counter(l for l, _ in qs)
    multi = sum(len(i) >= 2 for _, i in qs)
    print(f"{n} questions ({len(QS)} in {len(tpl)} templates, {len(SESSIONS)} session turns in "
          f"{len({r['session'] for r in SESSIONS})} sessions); multi-ask {multi} ({100 * multi / n:.1f} %); "
          + ", ".join(f"{k} {v} ({100 * v / n:.1f} %)" for k, v in sorted(langs.items())))


if __name__ == "__main__":
    main()
