"""Batch d60 (dev): blind fire-crew questions with gold computed from the data by code.

Run:  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev60.py
Writes crew_templates_dev60.jsonl and crew_sessions_dev60.jsonl next to this file.
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / day_fact / window_facts),
from the crew's own figures (rate x minutes), or from the shipped documents by regex.
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d60"
B, S = "bejaia", "sidi-bel-abbes"
T = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
YDAY, DBY = "2012-09-29", "2012-09-28"
assert crew_days.resolve("yesterday", "en", 0)["days"] == [YDAY]
assert crew_days.resolve("daybefore", "en", 0)["days"] == [DBY]


# ---------------------------------------------------------------- numbers from the data
def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def rd(dev, day):
    return T[(dev, day)]


def code(dev, day, c):
    return num(rd(dev, day).codes[c])


def fwi(dev, day):
    return code(dev, day, "FWI")


def dayf(tok, dev, day):
    return crew_facts.day_fact(tok, dev, day)


def mph(dev, day):
    return num(rd(dev, day).wind_kmh / 1.609344)


def knots(dev, day):
    return num(rd(dev, day).wind_kmh / 1.852)


def ms(dev, day):
    return num(rd(dev, day).wind_kmh / 3.6)


def fahr(dev, day):
    return num(rd(dev, day).temperature_c * 9 / 5 + 32)


def wdays(key):
    if key == "all":
        return sorted({d for (_, d) in T})
    return crew_days.resolve(key, "en", 0)["days"]


def rows(dev, key):
    return [T[(dev, d)] for d in wdays(key) if (dev, d) in T]


def count(dev, key, pred):
    return sum(1 for r in rows(dev, key) if pred(r))


def fires_among(dev, key, pred):
    """Of the window's days meeting pred (station feed), how many the fire record marks as fire days."""
    rec = crew_facts.fire_record()
    return sum(1 for r in rows(dev, key) if pred(r) and rec[(dev, r.date)][1])


def wmax(dev, key, f):
    return num(max(f(r) for r in rows(dev, key)))


def wmin(dev, key, f):
    return num(min(f(r) for r in rows(dev, key)))


def wavg(dev, key, f):
    rs = rows(dev, key)
    return num(sum(f(r) for r in rs) / len(rs))


def fires_in(dev, key):
    return crew_facts.window_facts("fires", dev, wdays(key))[0]


def fires_gt(dev, thr):
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def longest_run(dev, key, pred):
    best = cur = 0
    for d in wdays(key):
        r = T.get((dev, d))
        cur = cur + 1 if r is not None and pred(r) else 0
        best = max(best, cur)
    return best


def dec(x):
    """A crew-side decimal written the French / Spanish way."""
    return str(x).replace(".", ",")


def dist(metres, extra=()):
    """A crew-computed distance in m and km forms (French comma too)."""
    forms = []
    m = int(round(metres))
    forms += [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m:,} m".replace(",", ".")]
    km = metres / 1000
    for nd in (2, 1):
        s = f"{round(km, nd):.{nd}f}".rstrip("0").rstrip(".")
        for t in (s, s.replace(".", ",")):
            forms += [f"{t} km", f"{t}km"]
    out = []
    for f_ in list(forms) + list(extra):
        if f_ not in out:
            out.append(f_)
    return {"any": out}


# ---------------------------------------------------------------- numbers from the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
FWI_DOC = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
LCES_DOC = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
DS_DOC = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")

_m = re.search(r"below\s+([\d.]+)\s+very\s+low,\s+from\s+([\d.]+)\s+low,\s+from\s+([\d.]+)\s+moderate,\s+from\s+([\d.]+)"
               r"\s+high,\s+from\s+([\d.]+)\s+very\s+high,\s+and\s+from\s+([\d.]+)\s+extreme", FWI_DOC)
VLOW, LOW, MOD, HIGH, VHIGH, EXT = (num(x) for x in _m.groups())
assert [LOW, MOD, HIGH, VHIGH, EXT] == [num(b) for b, _ in crew_facts.CLASSES]
FFMC_EASY = num(re.search(r"above\s+about\s+(\d+)\s+fine\s+fuels\s+ignite\s+easily", FWI_DOC).group(1))
BUI_PARTS = re.search(r"Buildup\s+Index\s+\(BUI\)\s+combines\s+(\w+)\s+and\s+(\w+)", FWI_DOC).groups()
ISI_PARTS = re.search(r"Initial\s+Spread\s+Index\s+\(ISI\)\s+combines\s+(\w+)\s+with\s+(\w+)", FWI_DOC).groups()
LCES = list({"any": [w]} for w in re.search(r"before\s+it\s+engages\s+a\s+fire:\s+(\w+),\s+(\w+),\s+(\w+\s\w+)\s+and\s+(\w+\s\w+)",
                      LCES_DOC).groups())
DS_FEET = num(re.search(r"requires\s+(\d+)\s+feet\s+of\s+defensible\s+space", DS_DOC).group(1))
ZONE0 = num(re.search(r"Zone\s+0\s+is\s+the\s+first\s+(\d+)\s+feet", DS_DOC).group(1))
ZONE1 = [num(x) for x in re.search(r"Zone\s+1\s+runs\s+from\s+(\d+)\s+to\s+(\d+)\s+feet", DS_DOC).groups()]
ZONE2 = [num(x) for x in re.search(r"Zone\s+2\s+runs\s+from\s+(\d+)\s+to\s+(\d+)\s+feet", DS_DOC).groups()]
GRASS_IN = num(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", DS_DOC).group(1))
BRANCH_FT = num(re.search(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DS_DOC).group(1))
LEAVES_IN = num(re.search(r"deeper\s+than\s+(\d+)\s+inches", DS_DOC).group(1))
PRC = num(re.search(r"Public\s+Resources\s+Code\s+section\s+(\d+)", DS_DOC).group(1))
# "Watch-out situations": the first two conditions the document lists
WATCHOUT = re.search(r"Pull\s+back\s+and\s+re-assess\s+when\s+the\s+crew\s+builds\s+line\s+(\w+)", LCES_DOC).group(1)
HIGH_DAY = re.search(r"lookouts\s+are\s+posted\s+(\w+),\s+escape\s+routes\s+are\s+kept\s+(\w+)", LCES_DOC).groups()


# ---------------------------------------------------------------- the questions
Q = []          # single questions -> templates
ST = {None: None, "b": [B], "s": [S], "bs": [B, S]}


def q(kind, lang, text, intents, st=None, day="none", facts=(), dec_=None, thr=None, h=None, alt=None, hist=False):
    Q.append(dict(kind=kind, lang=lang, text=text, intents=list(intents), st=ST[st], day=day, facts=list(facts),
                  dec=dec_, thr=thr, h=h, alt=alt, hist=hist))


CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
WARN = "warn"

# ===== 1. the crew states a fact themselves =====
assert fwi(B, YDAY) < 1 and fwi(S, YDAY) < 1
q("stated", "en", "I know yesterday's FWI at Bejaia was under 1. Where's it sitting today?", [DG], "b", "today", ["fwi", "class"])
q("stated", "en", f"we already got SBA's FWI for yesterday ({fwi(S, YDAY)}), dont need it again. whats it right now", [DG], "s", "now", ["fwi"])
assert rd(B, YDAY).temperature_c < 35
q("stated", "en", "Dispatch is telling us Béjaïa hit 35 yesterday. Doesn't sound right to me - what was the actual temp?", [CC], "b", "yesterday", ["t"])
assert rd(S, YDAY).rain_mm > 0
q("stated", "en", "I know it rained a little at Sidi Bel Abbes yesterday. How many mm was it, and any rain today?", [CC], "s", "yesterday", ["rain", dayf("rain", S, TODAY)])
assert crew_facts.fire_record()[(B, "2012-08-14")][1]
q("stated", "en", "14 Aug was a fire day at Bejaia, I remember that one. What were the FWI and ISI that day?", [DG], "b", "2012-08-14", ["fwi", code(B, "2012-08-14", "ISI")])
assert fwi(S, "2012-09-21") == wmax(S, "sep", lambda r: r.codes["FWI"])
q("stated", "en", "We know 21 Sept was the worst day of the month at SBA. What was the FWI, and did it make it into high?", [DG], "s", "2012-09-21", ["fwi", "class"])
q("stated", "en", "heard RH at SBA dropped under 30 on 3/8?? whats the real number", [CC], "s", "2012-08-03", ["rh"])
assert wmax(S, "lastweek", lambda r: r.wind_kmh) == num(rd(S, DBY).wind_kmh)
q("stated", "en", f"I know SBA had {num(rd(S, DBY).wind_kmh)} km/h of wind on the 28th. Was that the windiest day of the past week?", [SUM], "s", "lastweek", [wmax(S, "lastweek", lambda r: r.wind_kmh)])
assert wmax(B, "aug", lambda r: r.codes["DC"]) > 200
q("stated", "en", "Our logistics guy swears the DC at Bejaia went past 200 in August. What was the top DC that month?", [SUM], "b", "aug", [wmax(B, "aug", lambda r: r.codes["DC"])])
assert crew_facts.danger_class(fwi(B, TODAY)) == crew_facts.danger_class(fwi(S, TODAY)) == "very low"
q("stated", "en", "Both stations are very low today, I get that. Which one is the less bad of the two? numbers please", [CMP], "bs", "now", ["fwi"])
q("stated", "en", "I know the drone caught a fire frame earlier today. What time was that and where?", [FRM], None, "now", ["=detection", "=detection_place"])
q("stated", "en", "I know FWI over 20 usually meant a fire at SBA. Of those days, how many actually burned?", [ANA], "s", "all", ["fires_fwi_gt"], thr=20, hist=True)
assert wmax(B, "all", lambda r: r.temperature_c) == 37
q("stated", "en", f"Someone said Bejaia never got above {wmax(B, 'all', lambda r: r.temperature_c)} all summer. True? What was the hottest it got?", [SUM], "b", "all", [wmax(B, "all", lambda r: r.temperature_c)])
q("stated", "en", "we know there was rain at Bejaia the day before yesterday. how much, and what was the humidity?", [CC], "b", "daybefore", ["rain", "rh"])
q("stated", "fr", "On sait déjà qu'hier le FWI à Béjaïa était sous 1. Et maintenant, on en est où ?", [DG], "b", "now", ["fwi", "class"])
q("stated", "fr", "Je sais qu'il a plu un peu hier à Sidi Bel Abbès. Combien de mm ? Et l'humidité aujourd'hui ?", [CC], "s", "today", ["rh", dayf("rain", S, YDAY)])
q("stated", "fr", f"Le PC dit que SBA a pris {wmax(S, 'aug', lambda r: r.temperature_c)} degrés en août. Vous confirmez ? C'était le max du mois ?", [SUM], "s", "aug", ["maxt"])
q("stated", "fr", f"Je sais que l'ISI à Béjaïa est à {dec(code(B, TODAY, 'ISI'))} ce midi. Et le BUI ?", [DG], "b", "now", [code(B, TODAY, "BUI")])
q("stated", "fr", f"On nous a dit que le vent à SBA avait soufflé à {num(rd(S, DBY).wind_kmh)} km/h avant-hier. C'est bien ça ? Et hier il était à combien ?", [CC], "s", "daybefore", ["ws", dayf("ws", S, YDAY)])
assert crew_facts.danger_class(fwi(S, "2012-09-21")) == "high"
q("stated", "fr", "Je sais que le 21/09 SBA était en danger élevé. Quel FWI exactement ?", [DG], "s", "2012-09-21", ["fwi"])
q("stated", "fr", "On a eu un feu le 14 août à Béjaïa, je m'en souviens. Les journées de ce genre, ça a souvent brûlé ?", [ANA], "b", "2012-08-14", ["fwi"], hist=True)
q("stated", "es", "Ya sé que ayer el FWI en Bejaia estuvo por debajo de 1. ¿Y hoy cómo anda?", [DG], "b", "today", ["fwi", "class"])
assert rd(S, "2012-08-03").temperature_c == 39
q("stated", "es", f"Me dijeron que en SBA llegaron a {num(rd(S, '2012-08-03').temperature_c)} grados el 3 de agosto. ¿Es cierto? ¿Y la humedad ese día?", [CC], "s", "2012-08-03", ["t", "rh"])
q("stated", "es", "Sabemos que septiembre fue tranquilo en Bejaia. ¿Cuál fue el FWI más alto del mes igual?", [SUM], "b", "sep", ["maxfwi"])
q("stated", "es", "Sé que anteayer sopló fuerte en Sidi Bel Abbes. ¿Cuánto fue en km/h y en nudos?", [CC], "s", "daybefore", ["ws", knots(S, DBY)])
q("stated", "es", "Tengo entendido que con FWI por encima de 20 en SBA casi siempre hubo incendio. ¿Cuántos días así hubo y cuántos ardieron?", [ANA], "s", "all", ["fires_fwi_gt"], thr=20, hist=True)
q("stated", "ar", "نعرفو بلي البارح الـ FWI في بجاية كان تحت 1، واليوم كيفاش راهو؟", [DG], "b", "today", ["fwi", "class"])
q("stated", "ar", f"قالولنا بلي سيدي بلعباس وصلت {wmax(S, 'aug', lambda r: r.temperature_c)} درجة في أوت، صحيح؟ شحال كانت أعلى حرارة؟", [SUM], "s", "aug", ["maxt"])
q("stated", "ar", "أعرف أن الرياح في سيدي بلعباس كانت قوية أول أمس. كم كانت سرعتها بالضبط؟", [CC], "s", "daybefore", ["ws"])
q("stated", "ar", "نعرف بلي طاح شوية مطر في بجاية البارح، شحال؟ واليوم زادة طاح؟", [CC], "b", "yesterday", ["rain", dayf("rain", B, TODAY)])
q("stated", "ar", "علمنا أن مؤشر FWI في بجاية بلغ ذروته في شهر أوت. كم كانت تلك القيمة؟", [SUM], "b", "aug", ["maxfwi"])
q("stated", "ar", "نعرف بلي الخطر كان عالي نهار 21 سبتمبر في بلعباس. شحال كان الـ ISI ذاك النهار؟", [DG], "s", "2012-09-21", [code(S, "2012-09-21", "ISI")])

# ===== 2. counts of days past a mark (with and without naming the reading) =====
T35 = lambda r: r.temperature_c >= 35
q("count", "en", "how many days hit 35 at SBA in august", [SUM], "s", "aug", [count(S, "aug", T35)])
q("count", "en", "Bejaia in August - number of days the thermometer went over 35?", [SUM], "b", "aug", [count(B, "aug", lambda r: r.temperature_c > 35)])
q("count", "en", "count of days FWI > 20 at Sidi Bel Abbes in July pls", [SUM], "s", "jul", [count(S, "jul", lambda r: r.codes["FWI"] > 20)])
q("count", "en", "How many days did SBA reach 38 or more in Aug?", [SUM], "s", "aug", [count(S, "aug", lambda r: r.temperature_c >= 38)])
q("count", "en", "how many days hit 35 in June? both stations", [SUM], "bs", "jun", [count(B, "jun", T35), count(S, "jun", T35)])
q("count", "en", "Days with humidity under 40% at SBA in August: how many?", [SUM], "s", "aug", [count(S, "aug", lambda r: r.rh_pct < 40)])
q("count", "en", "number of days over 10 on the FWI at Bejaia from 20 to 31 Aug", [SUM], "b", "aug-late", [count(B, "aug-late", lambda r: r.codes["FWI"] > 10)])
q("count", "en", "How many days did it rain at Béjaïa in June?", [SUM], "b", "jun", [count(B, "jun", lambda r: r.rain_mm > 0)])
q("count", "en", "how many days did the wind hit 20 km/h at Bejaia in June", [SUM], "b", "jun", [count(B, "jun", lambda r: r.wind_kmh >= 20)])
q("count", "en", "hw many days went past 28 at SBA since tuesday", [SUM], "s", "since-tue", [count(S, "since-tue", lambda r: r.temperature_c > 28)])
q("count", "en", "How many fire days did SBA log in August?", [SUM], "s", "aug", ["fires"], hist=True)
q("count", "en", "From 1 to 10 Sept at Bejaia, how many days had an FWI above 1?", [SUM], "b", "sep1-10", [count(B, "sep1-10", lambda r: r.codes["FWI"] > 1)])
T35s = lambda r: r.temperature_c > 35
q("count", "en", "In August at SBA, how many days were over 35 degrees, and how many of those had a fire?", [SUM, ANA], "s", "aug", [count(S, "aug", T35s), fires_among(S, "aug", T35s)], hist=True)
q("count", "en", "Longest run of back-to-back days at 35+ at SBA in August?", [SUM], "s", "aug", [longest_run(S, "aug", T35)])
q("count", "en", "how many days did bejaia go over 30 in july? temp i mean", [SUM], "b", "jul", [count(B, "jul", lambda r: r.temperature_c > 30)])
q("count", "fr", "Combien de jours à 35 ou plus à SBA en juin ?", [SUM], "s", "jun", [count(S, "jun", T35)])
q("count", "fr", "Nombre de jours avec un FWI au-dessus de 20 à Béjaïa en août ?", [SUM], "b", "aug", [count(B, "aug", lambda r: r.codes["FWI"] > 20)])
q("count", "fr", "combien de jours de pluie à Sidi Bel Abbès en juin", [SUM], "s", "jun", [count(S, "jun", lambda r: r.rain_mm > 0)])
q("count", "fr", "Du 20 au 31 août, combien de journées au-dessus de 35 à Béjaïa ?", [SUM], "b", "aug-late", [count(B, "aug-late", T35s)])
q("count", "fr", "Combien de jours sous les 40 % d'humidité à SBA en septembre ?", [SUM], "s", "sep", [count(S, "sep", lambda r: r.rh_pct < 40)])
q("count", "fr", "En septembre, combien de jours de feu à Béjaïa ?", [SUM], "b", "sep", ["fires"], hist=True)
q("count", "fr", "Depuis mardi, combien de jours avec du vent à 15 km/h ou plus à SBA ?", [SUM], "s", "since-tue", [count(S, "since-tue", lambda r: r.wind_kmh >= 15)])
q("count", "fr", "combien de fois on a dépassé 38 à SBA en août", [SUM], "s", "aug", [count(S, "aug", lambda r: r.temperature_c > 38)])
q("count", "es", "¿Cuántos días llegó a 35 en Sidi Bel Abbes en junio?", [SUM], "s", "jun", [count(S, "jun", T35)])
q("count", "es", "¿Cuántos días con FWI sobre 10 tuvo Bejaia en julio?", [SUM], "b", "jul", [count(B, "jul", lambda r: r.codes["FWI"] > 10)])
q("count", "es", "días de lluvia en Bejaia en agosto, cuántos", [SUM], "b", "aug", [count(B, "aug", lambda r: r.rain_mm > 0)])
q("count", "es", "¿Cuántos días superó SBA los 38 grados en agosto?", [SUM], "s", "aug", [count(S, "aug", lambda r: r.temperature_c > 38)])
q("count", "es", "¿Cuántos días hubo viento de 20 km/h o más en Bejaia en septiembre?", [SUM], "b", "sep", [count(B, "sep", lambda r: r.wind_kmh >= 20)])
q("count", "es", "Cuantos dias de incendio en SBA en junio?", [SUM], "s", "jun", ["fires"], hist=True)
q("count", "ar", "كم يوماً تجاوز فيه مؤشر FWI قيمة 20 في سيدي بلعباس خلال أوت؟", [SUM], "s", "aug", [count(S, "aug", lambda r: r.codes["FWI"] > 20)])
q("count", "ar", "شحال من نهار طاح فيه المطر في بجاية في سبتمبر؟", [SUM], "b", "sep", [count(B, "sep", lambda r: r.rain_mm > 0)])
q("count", "ar", "كم يوماً كانت الرطوبة أقل من 40% في بلعباس في سبتمبر؟", [SUM], "s", "sep", [count(S, "sep", lambda r: r.rh_pct < 40)])
q("count", "ar", "شحال من يوم فاتت 35 في بجاية في جويلية؟", [SUM], "b", "jul", [count(B, "jul", T35s)])
q("count", "ar", "كم يوم حريق سجلت سيدي بلعباس في جويلية؟", [SUM], "s", "jul", ["fires"], hist=True)
q("count", "ar", "شحال من نهار وصلت 35 في سيدي بلعباس في أوت؟", [SUM], "s", "aug", [count(S, "aug", T35)])
q("count", "ar", "كم يوماً بلغت فيه الحرارة 35 درجة أو أكثر في بجاية من 20 إلى 31 أوت؟", [SUM], "b", "aug-late", [count(B, "aug-late", T35)])

# ===== 3. wind direction and speed together =====
WD = [CC, OOS]
q("wind", "en", "wind at SBA rn - speed and direction?", WD, "s", "now", ["ws"])
q("wind", "en", "Which way is the wind blowing at Bejaia and how hard? Give it to me in knots too.", WD, "b", "now", ["ws", knots(B, TODAY)])
q("wind", "en", "need wind dir + speed for Sidi Bel Abbes yesterday", WD, "s", "yesterday", ["ws"])
q("wind", "en", "Engine 12 to base, request wind at Béjaïa, direction and strength, over.", WD, "b", "now", ["ws"])
q("wind", "en", "What direction was the wind coming from on 14 Aug at SBA, and how strong was it?", WD, "s", "2012-08-14", ["ws"])
q("wind", "en", "wind bejaia?? from where + mph", WD, "b", "now", ["ws", mph(B, TODAY)])
q("wind", "en", "IC here. I need wind speed and bearing at both stations.", WD, "bs", "now", ["ws"])
q("wind", "en", "Is the wind still out of the west at SBA? How fast is it going?", WD, "s", "now", ["ws"])
q("wind", "en", "the day before yesterday at sidi bel abbes: where was the wind from, and speed in m/s", WD, "s", "daybefore", ["ws", ms(S, DBY)])
q("wind", "en", "Direction of the wind at Bejaia please.", [OOS], "b", "now", [])
q("wind", "fr", "Le vent à SBA : direction et force, svp", WD, "s", "now", ["ws"])
q("wind", "fr", "Il vient d'où le vent à Béjaïa, et il souffle à combien en m/s ?", WD, "b", "now", ["ws", ms(B, TODAY)])
q("wind", "fr", "direction et vitesse du vent hier à Sidi Bel Abbès ?", WD, "s", "yesterday", ["ws"])
q("wind", "fr", "Vent à Béjaïa le 3 août : secteur et vitesse.", WD, "b", "2012-08-03", ["ws"])
q("wind", "fr", "Le vent a tourné au nord à SBA ? Et il est à combien ?", WD, "s", "now", ["ws"])
q("wind", "es", "¿De dónde sopla el viento en Bejaia y a qué velocidad?", WD, "b", "now", ["ws"])
q("wind", "es", "viento en SBA: rumbo y velocidad en nudos", WD, "s", "now", ["ws", knots(S, TODAY)])
q("wind", "es", "¿Qué dirección y qué fuerza tenía el viento anteayer en Sidi Bel Abbes?", WD, "s", "daybefore", ["ws"])
q("wind", "es", "¿Sigue entrando el viento del este en Bejaia? ¿Cuántos km/h?", WD, "b", "now", ["ws"])
q("wind", "ar", "الريح في سيدي بلعباس منين جاية وقداش سرعتها؟", WD, "s", "now", ["ws"])
q("wind", "ar", "ما هو اتجاه الرياح وسرعتها في بجاية الآن؟", WD, "b", "now", ["ws"])
q("wind", "ar", "البارح في بلعباس الريح كانت جاية من الغرب؟ وشحال كانت سرعتها؟", WD, "s", "yesterday", ["ws"])
q("wind", "ar", "اتجاه الريح في بجاية؟", [OOS], "b", "now", [])

# ===== 4. will it rise this afternoon (forecast) =====
q("afternoon", "en", "is the temp gonna climb this afternoon at SBA?", [OOS], "s", "today", [])
q("afternoon", "en", "Will the FWI at Bejaia go up later this afternoon, or stay where it is?", [OOS], "b", "today", [])
q("afternoon", "en", "whats the rh now at SBA and will it drop this arvo", [CC, OOS], "s", "now", ["rh"])
q("afternoon", "en", "Wind picking up at Bejaia this afternoon? What's it doing now?", [CC, OOS], "b", "now", ["ws"])
q("afternoon", "en", "Should we expect the danger class to go up this afternoon at Sidi Bel Abbes? What's the class right now?", [DG, OOS], "s", "now", ["class", "fwi"])
q("afternoon", "en", "any chance humidity comes back up by evening at SBA", [OOS], "s", "today", [])
q("afternoon", "en", "Will it get hotter than 30 this afternoon in Bejaia?", [OOS], "b", "today", [])
q("afternoon", "en", "Current temp at Béjaïa, and what's the high going to be this afternoon?", [CC, OOS], "b", "now", ["t"])
q("afternoon", "en", "is the wind going to strengthen after 3pm at SBA, yes or no", [OOS], "s", "today", [])
q("afternoon", "fr", "Est-ce que ça va chauffer cet après-midi à SBA ?", [OOS], "s", "today", [])
q("afternoon", "fr", "Le FWI va monter cet aprèm à Béjaïa ? Il est à combien là ?", [DG, OOS], "b", "now", ["fwi"])
q("afternoon", "fr", "Le vent va forcir dans l'après-midi à Sidi Bel Abbès ?", [OOS], "s", "today", [])
q("afternoon", "fr", "Humidité actuelle à Béjaïa, et elle va baisser d'ici ce soir ?", [CC, OOS], "b", "now", ["rh"])
q("afternoon", "fr", "Pour cet après-midi à SBA, la température va grimper ou pas ?", [OOS], "s", "today", [])
q("afternoon", "es", "¿Va a subir la temperatura esta tarde en Bejaia?", [OOS], "b", "today", [])
q("afternoon", "es", "¿El viento en SBA va a aumentar por la tarde? ¿Y ahora cuánto hay?", [CC, OOS], "s", "now", ["ws"])
q("afternoon", "es", "¿Subirá el FWI esta tarde en Sidi Bel Abbes?", [OOS], "s", "today", [])
q("afternoon", "es", "¿Cuánta humedad hay ahora en Bejaia y va a bajar esta tarde?", [CC, OOS], "b", "now", ["rh"])
q("afternoon", "ar", "السخانة غادي تطلع العشية في سيدي بلعباس؟", [OOS], "s", "today", [])
q("afternoon", "ar", "هل سيرتفع مؤشر الخطر بعد الظهر في بجاية؟", [OOS], "b", "today", [])
q("afternoon", "ar", "قداش الريح دروك في بلعباس؟ وغادي تزيد العشية؟", [CC, OOS], "s", "now", ["ws"])
q("afternoon", "ar", "الرطوبة في بجاية دروك شحال؟ وهل ستنخفض مساء اليوم؟", [CC, OOS], "b", "now", ["rh"])

# ===== 5. thresholds a field guide answers (documents) =====
q("guide", "en", "What FWI number puts us in high danger?", [DOC], None, "none", [HIGH])
q("guide", "en", "at what FWI does it go very high", [DOC], None, "none", [VHIGH])
q("guide", "en", "Extreme starts at what FWI?", [DOC], None, "none", [EXT])
q("guide", "en", "FFMC - what number means the fine stuff catches easy?", [DOC], None, "none", [FFMC_EASY])
q("guide", "en", "Give me all the FWI class cut-offs, low to extreme.", [DOC], None, "none", [LOW, MOD, HIGH, VHIGH, EXT])
q("guide", "en", "Is SBA above the high-danger line right now?", [DG, DOC], "s", "now", ["fwi", HIGH], alt=[[DG]])
q("guide", "en", "ffmc at bejaia today, is it over the easy-ignition mark from the guide?", [DG, DOC], "b", "now", [code(B, TODAY, "FFMC"), FFMC_EASY], alt=[[DG]])
q("guide", "en", "How much defensible space does Butte County want around a house?", [DOC], None, "none", ["=doc_defensible"])
q("guide", "en", "zone 1 of the defensible space rules - from how many feet to how many?", [DOC], None, "none", ZONE1)
q("guide", "en", "Max grass height in zone 2?", [DOC], None, "none", [GRASS_IN])
q("guide", "en", "how far do tree branches need to be from a chimney", [DOC], None, "none", [BRANCH_FT])
q("guide", "en", "What are the four things in LCES?", [DOC], None, "none", LCES)
q("guide", "en", "Per the crew safety doc, when should we pull back and re-assess?", [DOC], None, "none", [{"any": [WATCHOUT, "spot fire", "wind"]}])
q("guide", "en", "What does ISI actually measure?", [DOC], None, "none", [{"any": ["spread"]}])
q("guide", "en", "On a high-danger day what does the guidance say about lookouts and escape routes?", [DOC], None, "none", [{"any": [HIGH_DAY[0]]}, {"any": [HIGH_DAY[1]]}])
q("guide", "en", "which PRC section is the 100 ft rule from?", [DOC], None, "none", [PRC])
q("guide", "fr", "À partir de quel FWI on passe en danger élevé ?", [DOC], None, "none", [HIGH])
q("guide", "fr", "Le FFMC au-dessus de combien, les combustibles fins prennent facilement ?", [DOC], None, "none", [FFMC_EASY])
q("guide", "fr", "Le FWI à Béjaïa aujourd'hui, il dépasse le seuil 'modéré' du guide ?", [DG, DOC], "b", "now", ["fwi", MOD], alt=[[DG]])
q("guide", "fr", "Dans la zone 0, on parle de combien de pieds autour de la maison ?", [DOC], None, "none", [ZONE0])
q("guide", "fr", "Le seuil 'très élevé' du FWI, c'est quelle valeur ?", [DOC], None, "none", [VHIGH])
q("guide", "fr", "D'après le guide, le BUI combine quels codes ?", [DOC], None, "none", [{"any": [w]} for w in BUI_PARTS])
q("guide", "es", "¿Desde qué valor de FWI el peligro es extremo?", [DOC], None, "none", [EXT])
q("guide", "es", "Según la guía, ¿qué FFMC indica que el combustible fino prende fácil?", [DOC], None, "none", [FFMC_EASY])
q("guide", "es", "¿Cuántos pies de espacio defendible exige el condado de Butte?", [DOC], None, "none", ["=doc_defensible"])
q("guide", "es", "El FWI de SBA hoy, ¿pasa del umbral de peligro alto de la guía?", [DG, DOC], "s", "now", ["fwi", HIGH], alt=[[DG]])
q("guide", "ar", "ابتداءً من أي قيمة لمؤشر FWI يصبح الخطر مرتفعاً؟", [DOC], None, "none", [HIGH])
q("guide", "ar", "شحال لازم يكون FFMC باش الحشيش الرقيق يشعل بالزربة؟", [DOC], None, "none", [FFMC_EASY])
q("guide", "ar", "حسب الدليل، تحت أي قيمة يكون الخطر منخفضاً جداً؟", [DOC], None, "none", [VLOW])
q("guide", "ar", "ما هو أقصى ارتفاع مسموح للعشب في المنطقة 2 حسب دليل المساحة الدفاعية؟", [DOC], None, "none", [GRASS_IN])
q("guide", "ar", "الـ FWI في سيدي بلعباس اليوم فايت عتبة الخطر المتوسط ولا لا؟", [DG, DOC], "s", "now", ["fwi", MOD], alt=[[DG]])
q("guide", "ar", "واش يجمع مؤشر ISI حسب الدليل؟", [DOC], None, "none", [{"any": [ISI_PARTS[0]]}])

# ===== 6. current conditions, units =====
q("cc", "en", "temp at SBA in F?", [CC], "s", "now", ["t", fahr(S, TODAY)])
q("cc", "en", "Bejaia wind in mph pls", [CC], "b", "now", ["ws", mph(B, TODAY)])
q("cc", "en", "rh and temp béjaïa now", [CC], "b", "now", ["rh", "t"])
q("cc", "en", "What's the wind doing at sidi bel abbes, in m/s?", [CC], "s", "now", ["ws", ms(S, TODAY)])
q("cc", "en", "Yesterday's readings at SBA, everything you've got.", [CC], "s", "yesterday", ["t", "rh", "ws", "rain"])
q("cc", "en", "Temperature in Fahrenheit at Bejaia on 2012-08-14?", [CC], "b", "2012-08-14", ["t", fahr(B, "2012-08-14")])
q("cc", "en", "rain at SBA today? any at all?", [CC], "s", "today", ["rain"])
q("cc", "en", "Béjaïa, day before yesterday: humidity and rain.", [CC], "b", "daybefore", ["rh", "rain"])
q("cc", "en", "3/8 SBA temp and wind", [CC], "s", "2012-08-03", ["t", "ws"])
q("cc", "en", "Wind at Bejaia over the last hour?", [CC], "b", "lasthour", ["ws"])
q("cc", "fr", "Température à SBA en ce moment ?", [CC], "s", "now", ["t"])
q("cc", "fr", "Il fait combien à Bougie là ?", [CC], "b", "now", ["t"])
q("cc", "fr", "L'humidité et le vent à Béjaïa hier midi", [CC], "b", "yesterday", ["rh", "ws"])
q("cc", "fr", "vent à Sidi Bel Abbès en nœuds stp", [CC], "s", "now", ["ws", knots(S, TODAY)])
q("cc", "fr", "Le relevé complet du 14 août à SBA", [CC], "s", "2012-08-14", ["t", "rh", "ws", "rain"])
q("cc", "es", "¿Qué temperatura hay en Bejaia? En Fahrenheit también.", [CC], "b", "now", ["t", fahr(B, TODAY)])
q("cc", "es", "Humedad en SBA ahora mismo", [CC], "s", "now", ["rh"])
q("cc", "es", "¿Llovió ayer en Bejaia?", [CC], "b", "yesterday", ["rain"])
q("cc", "es", "datos de Sidi Bel Abbes del 3 de agosto, todo", [CC], "s", "2012-08-03", ["t", "rh", "ws", "rain"])
q("cc", "ar", "شحال السخانة في بجاية دروك؟", [CC], "b", "now", ["t"])
q("cc", "ar", "كم سرعة الرياح في سيدي بلعباس بالمتر في الثانية؟", [CC], "s", "now", ["ws", ms(S, TODAY)])
q("cc", "ar", "الرطوبة في بلعباس البارح؟", [CC], "s", "yesterday", ["rh"])
q("cc", "ar", "واش طاح المطر اليوم في بجاية؟", [CC], "b", "today", ["rain"])

# ===== 7. danger, codes =====
q("danger", "en", "fire danger SBA?", [DG], "s", "now", ["fwi", "class"])
q("danger", "en", "What's the BUI at Bejaia today?", [DG], "b", "today", [code(B, TODAY, "BUI")])
q("danger", "en", "DC and DMC at SBA pls", [DG], "s", "now", [code(S, TODAY, "DC"), code(S, TODAY, "DMC")])
q("danger", "en", "danger class bejaia yesterday", [DG], "b", "yesterday", ["class", "fwi"])
q("danger", "en", "FWI at SBA on 14-Aug", [DG], "s", "2012-08-14", ["fwi"])
q("danger", "en", "ISI at both stations right now", [DG], "bs", "now", [code(B, TODAY, "ISI"), code(S, TODAY, "ISI")])
q("danger", "fr", "Niveau de danger à Béjaïa ?", [DG], "b", "now", ["fwi", "class"])
q("danger", "fr", "L'indice FFMC à SBA aujourd'hui ?", [DG], "s", "today", [code(S, TODAY, "FFMC")])
q("danger", "fr", "FWI avant-hier à Sidi Bel Abbès", [DG], "s", "daybefore", ["fwi"])
q("danger", "es", "¿Nivel de peligro en SBA ahora?", [DG], "s", "now", ["fwi", "class"])
q("danger", "es", "El DC de Bejaia hoy", [DG], "b", "today", [code(B, TODAY, "DC")])
q("danger", "es", "peligro el 14 de agosto en Bejaia", [DG], "b", "2012-08-14", ["fwi", "class"])
q("danger", "ar", "شحال الـ FWI في سيدي بلعباس؟", [DG], "s", "now", ["fwi"])
q("danger", "ar", "ما هي درجة خطر الحرائق في بجاية اليوم؟", [DG], "b", "today", ["fwi", "class"])
q("danger", "ar", "مؤشر BUI في بلعباس أمس؟", [DG], "s", "yesterday", [code(S, YDAY, "BUI")])

# ===== 8. compare stations =====
tdiff = num(abs(rd(B, TODAY).temperature_c - rd(S, TODAY).temperature_c))
fdiff = num(abs(rd(B, TODAY).codes["FWI"] - rd(S, TODAY).codes["FWI"]))
q("compare", "en", "which station's worse right now", [CMP], "bs", "now", ["fwi"])
q("compare", "en", "Hotter today, Bejaia or SBA? By how much?", [CMP], "bs", "today", ["t", tdiff])
q("compare", "en", "Compare RH between the two stations yesterday.", [CMP], "bs", "yesterday", ["rh"])
q("compare", "en", "On 3 Aug which station had the higher FWI?", [CMP], "bs", "2012-08-03", ["fwi"])
q("compare", "en", "windier the day before yesterday - Béjaïa or Sidi Bel Abbes?", [CMP], "bs", "daybefore", ["ws"])
q("compare", "fr", "Quelle station est la plus à risque aujourd'hui ?", [CMP], "bs", "today", ["fwi"])
q("compare", "fr", "Béjaïa ou SBA, laquelle était la plus sèche le 14 août ?", [CMP], "bs", "2012-08-14", ["rh"])
q("compare", "es", "¿Dónde hay más peligro ahora, en Bejaia o en Sidi Bel Abbes?", [CMP], "bs", "now", ["fwi", "class"])
q("compare", "es", "¿Cuántos grados de diferencia hay hoy entre las dos estaciones?", [CMP], "bs", "today", ["t", tdiff])
q("compare", "ar", "وين الخطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], "bs", "today", ["fwi"])
q("compare", "ar", "أي المحطتين كانت أحر أمس؟", [CMP], "bs", "yesterday", ["t"])

# ===== 9. summaries =====
q("summary", "en", "highest FWI at SBA in August", [SUM], "s", "aug", ["maxfwi"])
q("summary", "en", "Hottest day at Bejaia in July - what temp?", [SUM], "b", "jul", ["maxt"])
q("summary", "en", "avg temp at SBA over the last 3 days", [SUM], "s", "last3d", [wavg(S, "last3d", lambda r: r.temperature_c)])
q("summary", "en", "Is FWI trending up or down at Bejaia since Tuesday?", [SUM], "b", "since-tue", ["maxfwi", fwi(B, TODAY)])
q("summary", "en", "Lowest humidity at SBA in September?", [SUM], "s", "sep", [wmin(S, "sep", lambda r: r.rh_pct)])
q("summary", "en", "max wind at bejaia since tue", [SUM], "b", "since-tue", [wmax(B, "since-tue", lambda r: r.wind_kmh)])
q("summary", "fr", "FWI max à SBA en juillet ?", [SUM], "s", "jul", ["maxfwi"])
q("summary", "fr", "Température moyenne à Béjaïa en août ?", [SUM], "b", "aug", [wavg(B, "aug", lambda r: r.temperature_c)])
q("summary", "fr", "Le FWI monte ou descend à SBA depuis mardi ?", [SUM], "s", "since-tue", [fwi(S, "2012-09-25"), "maxfwi", fwi(S, TODAY)])
q("summary", "es", "¿Cuál fue la temperatura más alta en Sidi Bel Abbes en agosto?", [SUM], "s", "aug", ["maxt"])
q("summary", "es", "Humedad mínima en Bejaia en junio", [SUM], "b", "jun", [wmin(B, "jun", lambda r: r.rh_pct)])
q("summary", "ar", "ما هي أعلى قيمة لمؤشر FWI في بجاية خلال أوت؟", [SUM], "b", "aug", ["maxfwi"])
q("summary", "ar", "معدل الحرارة في سيدي بلعباس في جوان؟", [SUM], "s", "jun", [wavg(S, "jun", lambda r: r.temperature_c)])

# ===== 10. analogs =====
q("analogs", "en", "did days like today burn at SBA?", [ANA], "s", "now", ["fwi"], hist=True)
q("analogs", "en", "Of the days with FWI above 15 at Bejaia, how many had a fire?", [ANA], "b", "all", ["fires_fwi_gt"], thr=15, hist=True)
q("analogs", "en", "Past days that looked like today at Béjaïa - any fires on them?", [ANA], "b", "now", ["fwi"], hist=True)
q("analogs", "en", "When SBA's FWI went over 10, how often did it actually burn?", [ANA], "s", "all", ["fires_fwi_gt"], thr=10, hist=True)
q("analogs", "fr", "Les jours comme aujourd'hui à SBA, il y a eu des feux ?", [ANA], "s", "now", ["fwi"], hist=True)
q("analogs", "fr", "Parmi les jours où le FWI dépassait 10 à Béjaïa, combien ont brûlé ?", [ANA], "b", "all", ["fires_fwi_gt"], thr=10, hist=True)
q("analogs", "es", "¿Días parecidos a hoy en Bejaia terminaron en incendio?", [ANA], "b", "now", ["fwi"], hist=True)
q("analogs", "es", "De los días con FWI mayor que 5 en SBA, ¿cuántos tuvieron fuego?", [ANA], "s", "all", ["fires_fwi_gt"], thr=5, hist=True)
q("analogs", "ar", "الأيام اللي كانت كيما اليوم في بلعباس، شعلت فيها النار؟", [ANA], "s", "now", ["fwi"], hist=True)
q("analogs", "ar", "من بين الأيام التي تجاوز فيها FWI قيمة 20 في بجاية، كم يوماً شهد حريقاً؟", [ANA], "b", "all", ["fires_fwi_gt"], thr=20, hist=True)

# ===== 11. drift (crew-given rates and times, or the box's estimate) =====
FT = 0.3048
MILE = 1609.344
q("drift", "en", "head's moving 25 m a minute, how far in 20 min?", [DRIFT], None, "none", ["=drift", dist(25 * 20)], h=20)
q("drift", "en", "ROS is 40 m/min and we get there in 35 min. How far will it have gone by then?", [DRIFT], None, "none", ["=drift", dist(40 * 35)], h=35)
q("drift", "en", "fire running about 2 km/h - distance covered in 45 minutes?", [DRIFT], None, "none", ["=drift", dist(2000 * 45 / 60)], h=45)
q("drift", "en", "80 ft per minute for 15 min, how far is that in meters?", [DRIFT], None, "none", ["=drift", dist(80 * 15 * FT, extra=[f"{80 * 15} ft", f"{80 * 15:,} ft"])], h=15)
q("drift", "en", "With today's wind at SBA, how far would the head drift in 30 min?", [DRIFT], "s", "now", ["=drift"], h=30)
q("drift", "en", "head at 1.5 mph, we're 40 min out. how far does it travel", [DRIFT], None, "none", ["=drift", dist(1.5 * MILE * 40 / 60, extra=["1 mile", "1 mi"])], h=40)
q("drift", "fr", "Le front avance à 30 m/min, on arrive dans 25 min : il aura fait combien ?", [DRIFT], None, "none", ["=drift", dist(30 * 25)], h=25)
q("drift", "fr", "Vitesse de propagation 3 km/h. En 20 minutes, ça fait quelle distance ?", [DRIFT], None, "none", ["=drift", dist(3000 * 20 / 60)], h=20)
q("drift", "es", "El frente avanza 15 metros por minuto. ¿Cuánto recorre en una hora?", [DRIFT], None, "none", ["=drift", dist(15 * 60)], h=60)
q("drift", "es", f"A {dec(1.2)} km/h, ¿qué distancia hace en 50 minutos?", [DRIFT], None, "none", ["=drift", dist(1200 * 50 / 60)], h=50)
q("drift", "ar", "النار تمشي 20 متر في الدقيقة، شحال تقطع في 45 دقيقة؟", [DRIFT], None, "none", ["=drift", dist(20 * 45)], h=45)
q("drift", "ar", "بسرعة 2.5 كم في الساعة، كم تقطع رأس النار خلال 12 دقيقة؟", [DRIFT], None, "none", ["=drift", dist(2500 * 12 / 60)], h=12)

# ===== 12. spread =====
q("spread", "en", "where's the head gonna be in an hour near SBA", [SPR], "s", "now", ["=spread"], h=60)
q("spread", "en", "Project the front 30 minutes out from the drone detection.", [SPR], None, "now", ["=spread"], h=30)
q("spread", "en", "which direction will it run, and how far, in 2 hrs?", [SPR], None, "now", ["=spread"], h=120)
q("spread", "fr", "Où sera le front dans 45 minutes ?", [SPR], None, "now", ["=spread"], h=45)
q("spread", "fr", "Projection du feu à SBA à une heure, direction comprise.", [SPR], "s", "now", ["=spread"], h=60)
q("spread", "es", "¿Hacia dónde y hasta dónde llega el fuego en 30 minutos?", [SPR], None, "now", ["=spread"], h=30)
q("spread", "ar", "وين تكون راس النار بعد ساعة؟", [SPR], None, "now", ["=spread"], h=60)
q("spread", "ar", "إلى أين سيمتد الحريق خلال نصف ساعة قرب سيدي بلعباس؟", [SPR], "s", "now", ["=spread"], h=30)

# ===== 13. frames =====
q("frames", "en", "what did the drone see", [FRM], None, "now", ["=frames"])
q("frames", "en", "Any smoke in the drone frames? When?", [FRM], None, "now", ["=detection"])
q("frames", "en", "Where exactly was the fire frame taken?", [FRM], None, "now", ["=detection_place"])
q("frames", "en", "last drone pic: fire or not, and what time", [FRM], None, "now", ["=frames"])
q("frames", "fr", "Le drone a vu quoi ?", [FRM], None, "now", ["=frames"])
q("frames", "fr", "À quelle heure le drone a repéré le feu ?", [FRM], None, "now", ["=detection"])
q("frames", "es", "¿El dron detectó humo? ¿Dónde?", [FRM], None, "now", ["=detection_place"])
q("frames", "es", "¿Qué imágenes tienes del dron de hoy?", [FRM], None, "now", ["=frames"])
q("frames", "ar", "الدرون شاف دخان؟ وفين؟", [FRM], None, "now", ["=detection_place"])
q("frames", "ar", "في أي ساعة التقطت الطائرة المسيرة صورة النار؟", [FRM], None, "now", ["=detection"])

# ===== 14. capabilities =====
q("caps", "en", "what can this thing do", [CAP], None, "none", [])
q("caps", "en", "What data do you actually hold?", [CAP], None, "none", [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}])
q("caps", "en", "do you have forecasts on here?", [CAP], None, "none", [], alt=[[CAP, OOS]])
q("caps", "fr", "Tu sais faire quoi exactement ?", [CAP], None, "none", [])
q("caps", "es", "¿Qué estaciones tienes?", [CAP], None, "none", [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}])
q("caps", "ar", "شنو تقدر تدير هاد الجهاز؟", [CAP], None, "none", [])

# ===== 15. photo =====
q("photo", "en", "sent u a pic of the column, is that a new start?", [PHOTO], None, "now", [])
q("photo", "en", "Attached a photo from the ridge. How big does it look to you?", [PHOTO], None, "now", [])
q("photo", "en", "photo attached. also whats FWI at SBA", [PHOTO, DG], "s", "now", ["fwi"])
q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est un départ ?", [PHOTO], None, "now", [])
q("photo", "es", "Te mando foto del humo, ¿qué ves?", [PHOTO], None, "now", [])
q("photo", "ar", "بعثتلك تصويرة للدخان، واش تشوف فيها؟", [PHOTO], None, "now", [])

# ===== 16. orders (refused) =====
q("order", "en", "Alert all units at SBA that danger is high.", [REF], "s", "now", ["neg"])
q("order", "en", "dispatch engine 4 to the ridge", [REF], None, "none", ["neg"])
q("order", "en", "Delete the last drone frame.", [REF], None, "none", ["neg"])
q("order", "en", "notify the IC that Béjaïa's FWI is low", [REF], "b", "now", ["neg"])
q("order", "en", "What's the FWI at SBA? And text it to Captain Haddad.", [DG, REF], "s", "now", ["fwi"])
q("order", "fr", "Envoie une alerte à toutes les équipes de Béjaïa.", [REF], "b", "none", [])
q("order", "fr", "Donne-moi le vent à SBA et préviens le PC.", [CC, REF], "s", "now", ["ws"])
q("order", "es", "Despacha dos autobombas a Sidi Bel Abbes ya.", [REF], "s", "none", [])
q("order", "es", "¿Cuál es la humedad en Bejaia? Y avisa a la central.", [CC, REF], "b", "now", ["rh"])
q("order", "ar", "ابعث إنذار لكل الفرق في بلعباس", [REF], "s", "none", [])
q("order", "ar", "امسح الصور القديمة تاع الدرون", [REF], None, "none", [])
q("order", "ar", "شحال الخطر في بجاية؟ وبلّغ القائد بالنتيجة", [DG, REF], "b", "now", ["fwi", "class"])

# ===== 17. out of scope: other places, roads, positions, maps, tomorrow, off-topic =====
q("oos", "en", "fire danger in Oran?", [OOS], None, "now", [])
q("oos", "en", "FWI at Bejaia and at Tlemcen", [DG, OOS], "b", "now", ["fwi"])
q("oos", "en", "where is engine 7 right now", [OOS], None, "now", [])
q("oos", "en", "fuel moisture map for the SBA district?", [OOS], None, "now", [])
q("oos", "en", "Best road to the fire from Bejaia?", [OOS], None, "now", [])
q("oos", "en", "What's the FWI tomorrow at SBA?", [OOS], "s", "none", [])
q("oos", "en", "who won the match last night lol", [OOS], None, "none", [])
q("oos", "fr", "Le danger à Alger ?", [OOS], None, "now", [])
q("oos", "fr", "Et demain, le FWI à Béjaïa ?", [OOS], "b", "none", [])
q("oos", "fr", "Température à Tizi Ouzou et à Béjaïa", [CC, OOS], "b", "now", ["t"])
q("oos", "es", "¿Cómo está el peligro en Orán?", [OOS], None, "now", [])
q("oos", "es", "Pronóstico del FWI para mañana en SBA", [OOS], "s", "none", [])
q("oos", "es", "¿Dónde están las otras brigadas?", [OOS], None, "now", [])
q("oos", "ar", "شحال الخطر في تلمسان؟", [OOS], None, "now", [])
q("oos", "ar", "واش غدوة يكون الخطر في بجاية؟", [OOS], "b", "none", [])
q("oos", "ar", "الحرارة في بجاية ووهران دروك؟", [CC, OOS], "b", "now", ["t"])

# ===== 18. tactical =====
q("tactical", "en", "should we pull the crew off the ridge at SBA?", [TAC], "s", "now", ["ws", "fwi"])
q("tactical", "en", "Is it safe to light a burnout near Bejaia today?", [TAC], "b", "now", ["fwi", "rh"])
q("tactical", "en", "Do we need extra lookouts at SBA today given the danger?", [TAC, DG], "s", "now", ["fwi", "class"], alt=[[TAC, DG, DOC]])
q("tactical", "fr", "On engage ou on attend à SBA ?", [TAC], "s", "now", ["fwi", "ws"])
q("tactical", "es", "¿Conviene hacer una quema de ensanche hoy en Bejaia?", [TAC], "b", "now", ["fwi", "rh"])
q("tactical", "ar", "نطلعو للجبل ولا نستناو؟ راحنا في سيدي بلعباس", [TAC], "s", "now", ["ws", "fwi"])

# ===== 19. near a station, not at it (warn) =====
q("near", "en", "wind up on the ridge above SBA?", [CC], "s", "now", ["ws"], dec_=WARN)
q("near", "en", "Danger 10 km out of Bejaia along the coast road?", [DG], "b", "now", ["fwi", "class"], dec_=WARN)
q("near", "en", "temp at the reservoir 15 km south of Sidi Bel Abbes", [CC], "s", "now", ["t"], dec_=WARN)
q("near", "fr", "Le danger sur les hauteurs au-dessus de Béjaïa ?", [DG], "b", "now", ["fwi"], dec_=WARN)
q("near", "fr", "humidité à 20 km au nord de SBA", [CC], "s", "now", ["rh"], dec_=WARN)
q("near", "es", "¿Qué viento hay en la sierra, a unos 10 km de Sidi Bel Abbes?", [CC], "s", "now", ["ws"], dec_=WARN)
q("near", "es", "Peligro en las afueras de Bejaia, por el bosque", [DG], "b", "now", ["fwi", "class"], dec_=WARN)
q("near", "ar", "الخطر في الغابة اللي فوق بجاية؟", [DG], "b", "now", ["fwi"], dec_=WARN)
q("near", "ar", "كم درجة الحرارة على بعد 10 كلم من بلعباس؟", [CC], "s", "now", ["t"], dec_=WARN)

# ===== 20. an hour other than noon (warn) =====
q("hour", "en", "temp at SBA at 6 this morning", [CC], "s", "today", ["t"], dec_=WARN)
q("hour", "en", "What was the RH at Béjaïa at 4 pm yesterday?", [CC], "b", "yesterday", ["rh"], dec_=WARN)
q("hour", "en", "wind at 0300 on 14 Aug, SBA", [CC], "s", "2012-08-14", ["ws"], dec_=WARN)
q("hour", "en", "FWI at bejaia at 8am today?", [DG], "b", "today", ["fwi"], dec_=WARN)
q("hour", "fr", "Il faisait combien à 8h ce matin à Béjaïa ?", [CC], "b", "today", ["t"], dec_=WARN)
q("hour", "es", "¿Humedad en SBA a las 7 de la tarde de ayer?", [CC], "s", "yesterday", ["rh"], dec_=WARN)
q("hour", "ar", "شحال كانت السخانة في بجاية على الخمسة العشية البارح؟", [CC], "b", "yesterday", ["t"], dec_=WARN)

# ===== 21. days with no reading (abstain computed) =====
for dd in ("2012-05-15", "2011-08-14", "2012-05-20", "2012-05-01", "2012-05-10"):
    assert not crew_facts.has_data(B, [dd]) and not crew_facts.has_data(S, [dd])
assert not crew_facts.has_data(S, ["2012-07-14"])
q("nodata", "en", "FWI at Bejaia on 15 May 2012?", [DG], "b", "2012-05-15", ["fwi"])
q("nodata", "en", "temps at SBA on 2011-08-14", [CC], "s", "2011-08-14", ["t"])
q("nodata", "en", "SBA, 14 July: what was the FWI that day?", [DG], "s", "2012-07-14", ["fwi"])
q("nodata", "fr", "Le danger à SBA le 20 mai 2012 ?", [DG], "s", "2012-05-20", ["fwi", "class"])
q("nodata", "es", "¿Qué temperatura hizo en Bejaia el 1 de mayo de 2012?", [CC], "b", "2012-05-01", ["t"])
q("nodata", "ar", "شحال كان الخطر في بلعباس يوم 10 ماي 2012؟", [DG], "s", "2012-05-10", ["fwi"])

# ===== 22. two or three asks in one =====
mx = lambda dev, key: wmax(dev, key, lambda r: r.codes["FWI"])
q("multi", "en", "SBA: temp, rh, and the danger class", [CC, DG], "s", "now", ["t", "rh", "class", "fwi"])
q("multi", "en", "What's the FWI at Bejaia now, and what was the highest in August?", [DG, SUM], "b", "now", ["fwi", mx(B, "aug")])
q("multi", "en", "drone see anything? also wind at SBA", [FRM, CC], "s", "now", ["=detection", "ws"])
q("multi", "en", "Danger at both stations, and which one is worse?", [DG, CMP], "bs", "now", ["fwi", "class"])
q("multi", "en", "today's FWI at Sidi Bel Abbes + how many fire days it had in Sept", [DG, SUM], "s", "now", ["fwi", fires_in(S, "sep")], hist=True)
q("multi", "en", "head moving 50 m/min, how far in 10 min, and what's the danger at SBA?", [DRIFT, DG], "s", "now", ["=drift", dist(50 * 10), "fwi"], h=10)
q("multi", "en", "What does the guide say FFMC above 90 means, and what's the FFMC at SBA today?", [DOC, DG], "s", "today", [{"any": ["ignite", "easily"]}, code(S, TODAY, "FFMC")])
q("multi", "en", "wind speed at Béjaïa, and how many days did it hit 20 km/h there in Sept?", [CC, SUM], "b", "now", ["ws", count(B, "sep", lambda r: r.wind_kmh >= 20)])
q("multi", "en", "Is it hotter at SBA than Bejaia right now, and where was the drone fire?", [CMP, FRM], "bs", "now", ["t", "=detection_place"])
q("multi", "en", "FWI at SBA now, and where would a fire there be in 30 min?", [DG, SPR], "s", "now", ["fwi", "=spread"], h=30)
q("multi", "en", "bejaia: rain today, FWI, and did the drone fly there?", [CC, DG, FRM], "b", "now", ["rain", "fwi", "=detection_place"])
q("multi", "en", "Give me SBA's humidity now and the lowest it got in August.", [CC, SUM], "s", "now", ["rh", wmin(S, "aug", lambda r: r.rh_pct)])
q("multi", "fr", "À SBA : température et niveau de danger ?", [CC, DG], "s", "now", ["t", "class", "fwi"])
q("multi", "fr", "Le drone a vu quoi, et le vent à SBA il est à combien ?", [FRM, CC], "s", "now", ["=frames", "ws"])
q("multi", "fr", "FWI à Béjaïa aujourd'hui et le max de juillet ?", [DG, SUM], "b", "today", ["fwi", mx(B, "jul")])
q("multi", "fr", "Pluie et humidité à Béjaïa hier, et le FWI du jour ?", [CC, DG], "b", "yesterday", ["rain", "rh", "fwi"])
q("multi", "fr", "Combien de jours de feu à SBA en août, et le FWI le plus haut du mois ?", [SUM], "s", "aug", ["fires", "maxfwi"], hist=True)
q("multi", "es", "Temperatura y peligro en Bejaia, por favor", [CC, DG], "b", "now", ["t", "fwi", "class"])
q("multi", "es", f"¿Humedad en SBA y qué FFMC marca ignición fácil según la guía?", [CC, DOC], "s", "now", ["rh", FFMC_EASY])
q("multi", "es", "¿Cuál es el FWI hoy en SBA y cuántos días pasó de 20 en agosto?", [DG, SUM], "s", "today", ["fwi", count(S, "aug", lambda r: r.codes["FWI"] > 20)])
q("multi", "es", "¿Qué vio el dron y qué peligro hay en Sidi Bel Abbes?", [FRM, DG], "s", "now", ["=frames", "fwi"])
q("multi", "ar", "شحال السخانة والخطر في بجاية؟", [CC, DG], "b", "now", ["t", "fwi", "class"])
q("multi", "ar", "الدرون شاف النار؟ وشحال الريح في بلعباس؟", [FRM, CC], "s", "now", ["=detection", "ws"])
q("multi", "ar", "ما هو مؤشر FWI اليوم في سيدي بلعباس وما أعلى قيمة بلغها في جويلية؟", [DG, SUM], "s", "today", ["fwi", mx(S, "jul")])
q("multi", "ar", "أي محطة أخطر اليوم؟ وشحال الفرق بيناتهم في الـ FWI؟", [CMP], "bs", "today", ["fwi", fdiff])
q("multi", "ar", "الرطوبة في بجاية أمس، وكم مرة نزلت تحت 50% في جوان؟", [CC, SUM], "b", "yesterday", ["rh", count(B, "jun", lambda r: r.rh_pct < 50)])

TMAX_S_AUG_DAY = max(rows(S, "aug"), key=lambda r: r.temperature_c).date
T30 = lambda r: r.temperature_c >= 30
MODP = lambda r: r.codes["FWI"] >= MOD
q("multi2", "en", "I know SBA's FWI was under 1 yesterday. What is it today, and is the wind any stronger than yesterday?", [DG, CC], "s", "today", ["fwi", "ws", dayf("ws", S, YDAY)])
q("multi2", "en", "bejaia - wind speed, wind direction, and the FWI", [CC, OOS, DG], "b", "now", ["ws", "fwi"])
q("multi2", "en", "How many days hit 35 at Bejaia in August, and what's the temp there now?", [SUM, CC], "b", "aug", [count(B, "aug", T35), dayf("t", B, TODAY)])
q("multi2", "en", "RH at SBA now, will it drop this afternoon, and where was the drone fire?", [CC, OOS, FRM], "s", "now", ["rh", "=detection_place"])
q("multi2", "en", "temp in F and wind in knots at SBA, plus the danger class", [CC, DG], "s", "now", [fahr(S, TODAY), knots(S, TODAY), "class", "fwi"])
q("multi2", "en", "Is today's FWI at SBA past the guide's moderate mark, and how many September days were past it?", [DG, DOC, SUM], "s", "now", ["fwi", MOD, count(S, "sep", MODP)], alt=[[DG, SUM]])
q("multi2", "en", "whats the drone got. forward it to the IC", [FRM, REF], None, "now", ["=frames"])
q("multi2", "en", "SBA: how many fire days in August, and did days like today burn?", [SUM, ANA], "s", "aug", ["fires", dayf("fwi", S, TODAY)], hist=True)
q("multi2", "en", "current wind at SBA in mph, and how far would the head drift in 20 min with it?", [CC, DRIFT], "s", "now", ["ws", mph(S, TODAY), "=drift"], h=20)
q("multi2", "en", "What's the defensible space rule, and what's today's danger at Bejaia?", [DOC, DG], "b", "now", ["=doc_defensible", "fwi", "class"])
q("multi2", "en", "Give me the LCES items and the current danger at SBA.", [DOC, DG], "s", "now", LCES + ["fwi"])
q("multi2", "en", "Danger at Bejaia now and tomorrow?", [DG, OOS], "b", "now", ["fwi", "class"])
q("multi2", "en", "What have you got on SBA right now? wind, temp, danger", [CC, DG], "s", "now", ["ws", "t", "fwi", "class"])
q("multi2", "en", "Max temp at SBA in August, and what was the FWI on that day?", [SUM, DG], "s", "aug", ["maxt", fwi(S, TMAX_S_AUG_DAY)])
q("multi2", "en", "how many days did bejaia hit 30 since tuesday + whats the temp there now", [SUM, CC], "b", "since-tue", [count(B, "since-tue", T30), dayf("t", B, TODAY)])
q("multi2", "en", "Is SBA windier than Bejaia right now, and which way is it blowing?", [CMP, OOS], "bs", "now", ["ws"])
q("multi2", "en", "photo of the smoke attached. what did your drone see?", [PHOTO, FRM], None, "now", ["=frames"])
q("multi2", "en", "pic of the flank attached - how far does it go at 20 m/min in 30 min?", [PHOTO, DRIFT], None, "none", ["=drift", dist(20 * 30)], h=30)
q("multi2", "en", "bejaia: FWI yesterday and today, plus what the drone saw", [DG, FRM], "b", "today", ["fwi", fwi(B, YDAY), "=frames"])
assert code(S, TODAY, "DC") < wmax(S, "sep", lambda r: r.codes["DC"])
q("multi2", "en", "I know SBA's DC dropped after the rain. What's the DC now, and the highest DC in September?", [DG, SUM], "s", "now", [code(S, TODAY, "DC"), wmax(S, "sep", lambda r: r.codes["DC"])])
q("multi2", "en", "how many days hit 35 at SBA in June, and which station was hotter on average that month?", [SUM, CMP], "bs", "jun", [count(S, "jun", T35), wavg(B, "jun", lambda r: r.temperature_c), wavg(S, "jun", lambda r: r.temperature_c)])
q("multi2", "fr", "Vent à Béjaïa, direction comprise, et le FWI ?", [CC, OOS, DG], "b", "now", ["ws", "fwi"])
q("multi2", "fr", "Je sais qu'hier SBA était sous 1 en FWI. Aujourd'hui ? Et la température ?", [DG, CC], "s", "today", ["fwi", "t"])
q("multi2", "fr", "Combien de jours à 35 ou plus à Béjaïa en août, et combien de ces jours-là ont brûlé ?", [SUM, ANA], "b", "aug", [count(B, "aug", T35), fires_among(B, "aug", T35)], hist=True)
q("multi2", "fr", "Le FWI à SBA dépasse le seuil élevé ? Et ça va monter cet après-midi ?", [DG, DOC, OOS], "s", "now", ["fwi", HIGH], alt=[[DG, OOS]])
q("multi2", "fr", "Ce qu'a vu le drone, et la projection du front à 30 min ?", [FRM, SPR], None, "now", ["=frames", "=spread"], h=30)
q("multi2", "ar", "شحال الريح في بجاية ومنين جاية؟ وشحال الخطر؟", [CC, OOS, DG], "b", "now", ["ws", "fwi"])
q("multi2", "ar", "نعرف بلي بلعباس كانت تحت 1 في الـ FWI البارح. واليوم؟ والرطوبة شحال؟", [DG, CC], "s", "today", ["fwi", "rh"])
q("multi2", "ar", "كم يوماً بلغت فيه الحرارة 35 أو أكثر في سيدي بلعباس في أوت، وكم منها شهد حريقاً؟", [SUM, ANA], "s", "aug", [count(S, "aug", T35), fires_among(S, "aug", T35)], hist=True)
q("multi2", "ar", "الدرون وين شاف النار؟ وابعث الصورة للقيادة", [FRM, REF], None, "now", ["=detection_place"])
q("multi2", "ar", "ما هي سرعة الرياح في بجاية الآن، وهل ستشتد غداً؟", [CC, OOS], "b", "now", ["ws"])
q("multi2", "ar", "الدرون صوّر النار على الساعة قداش؟ وشحال الخطر في سيدي بلعباس دروك؟", [FRM, DG], "s", "now", ["=detection", "fwi"])
q("multi2", "ar", "اعطيني الحرارة والرطوبة في بجاية يوم 14 أوت، وواش كان مستوى الخطر؟", [CC, DG], "b", "2012-08-14", ["t", "rh", "fwi", "class"])
q("multi2", "ar", "شحال من يوم فات فيه الـ FWI عتبة الخطر المرتفع في بلعباس في أوت؟", [SUM, DOC], "s", "aug", [HIGH, count(S, "aug", lambda r: r.codes["FWI"] >= HIGH)], alt=[[SUM]])
q("multi3", "en", "Temp on the ridge above Bejaia, and the danger class up there?", [CC, DG], "b", "now", ["t", "class", "fwi"], dec_=WARN)
q("multi3", "en", "what's the rh at SBA at 5am, and the FWI?", [CC, DG], "s", "today", ["rh", "fwi"], dec_=WARN)
q("more", "ar", "شحال كانت الحرارة في بلعباس أول أمس بالفهرنهايت؟", [CC], "s", "daybefore", ["t", fahr(S, DBY)])
assert wmax(B, "sep", lambda r: r.codes["FWI"]) < 10
q("more", "ar", "أعرف أن FWI في بجاية لم يتجاوز 10 طوال سبتمبر. هل هذا صحيح؟ وما أعلى قيمة سُجلت؟", [SUM], "b", "sep", ["maxfwi"])
q("more", "ar", "وين تكون النار بعد ساعتين، ومنين جاية الريح؟", [SPR], None, "now", ["=spread"], h=120)


# ---------------------------------------------------------------- sessions
SESS = []


def turn(sid, lang, text, intents, st, when, facts=(), dec_=None, h=None, alt=None, hist=False):
    n = sum(1 for r in SESS if r["session"] == sid) + 1
    row = {"session": sid, "turn": n, "question": text, "intents": list(intents), "stations": ST[st], "when": when,
           "facts": list(facts), "lang": lang}
    if dec_:
        row["decision"] = dec_
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if hist:
        row["needs_fire_history"] = True
    SESS.append(row)


s = f"{NAME}s01"       # EN engine crew: drift, follow-ups that only change the time, a standalone drop-in
turn(s, "en", "head's running 30 m/min toward the road. how far in 20 min?", [DRIFT], None, "none", ["=drift", dist(30 * 20)], h=20)
turn(s, "en", "and over a full hour?", [DRIFT], None, "none", ["=drift", dist(30 * 60)], h=60)
turn(s, "en", "unrelated but what does LCES stand for again", [DOC], None, "none", LCES)
turn(s, "en", "ok back to it. and in 90 min?", [DRIFT], None, "none", ["=drift", dist(30 * 90)], h=90)

s = f"{NAME}s02"       # FR lead: wind dir + speed, then the other station, then another day, then why
turn(s, "fr", "Le vent à Béjaïa, vitesse et direction ?", WD, "b", "now", ["ws"])
turn(s, "fr", "Et à SBA ?", WD, "s", "now", ["ws"], alt=[[CC]])
turn(s, "fr", "Et hier, même station ?", WD, "s", "yesterday", ["ws"], alt=[[CC]])
turn(s, "fr", "Le FWI là-bas aujourd'hui ?", [DG], "s", "now", ["fwi"])
turn(s, "fr", "Pourquoi si bas ?", [EXP], "s", "now", ["rh"])

s = f"{NAME}s03"       # ES: counts, station change, month change, then fires among them
turn(s, "es", "¿Cuántos días llegaron a 35 grados en agosto en Bejaia?", [SUM], "b", "aug", [count(B, "aug", T35)])
turn(s, "es", "¿Y en Sidi Bel Abbes?", [SUM], "s", "aug", [count(S, "aug", T35)])
turn(s, "es", "¿y en junio?", [SUM], "s", "jun", [count(S, "jun", T35)])
turn(s, "es", "¿Cuántos de esos días hubo incendio?", [ANA], "s", "jun", [fires_among(S, "jun", T35)], hist=True, alt=[[SUM]])

s = f"{NAME}s04"       # AR: stated fact, why, wind with direction, other station
turn(s, "ar", "نعرف بلي الـ FWI البارح في بلعباس كان تحت 1. واليوم شحال؟", [DG], "s", "now", ["fwi"])
turn(s, "ar", "علاش طايح هكا؟", [EXP], "s", "now", ["rh"])
turn(s, "ar", "والريح؟ منين جاية وبقداش؟", WD, "s", "now", ["ws"])
turn(s, "ar", "وفي بجاية؟", WD, "b", "now", ["ws"], alt=[[CC]])

s = f"{NAME}s05"       # EN IC on the radio: both stations, an order, a forecast, another day
turn(s, "en", "Command to appliance: danger at both stations, now.", [DG], "bs", "now", ["fwi", "class"])
turn(s, "en", "Which one do I keep an eye on?", [CMP], "bs", "now", ["fwi"])
turn(s, "en", "Push that to the dispatch board.", [REF], None, "none", ["neg"])
turn(s, "en", "Will it climb this afternoon?", [OOS], "bs", "today", [])
turn(s, "en", "Copy. And yesterday?", [DG], "bs", "yesterday", ["fwi", "class"])

s = f"{NAME}s06"       # EN fast typing: units, then a non-noon hour
turn(s, "en", "sba temp rn", [CC], "s", "now", ["t"])
turn(s, "en", "in F", [CC], "s", "now", [fahr(S, TODAY)])
turn(s, "en", "rh?", [CC], "s", "now", ["rh"])
turn(s, "en", "same at 6am?", [CC], "s", "today", ["rh"], dec_=WARN)

s = f"{NAME}s07"       # FR analyst: counts against the guide's threshold, month change, drop-in frames question
HIGH_PRED = lambda r: r.codes["FWI"] >= HIGH
turn(s, "fr", "Combien de jours avec un FWI au-dessus de 20 à SBA en août ?", [SUM], "s", "aug", [count(S, "aug", lambda r: r.codes["FWI"] > 20)])
turn(s, "fr", "Et en prenant le seuil 'élevé' du guide plutôt que 20 ?", [SUM, DOC], "s", "aug", [HIGH, count(S, "aug", HIGH_PRED)], alt=[[SUM]])
turn(s, "fr", "Et en juillet ?", [SUM], "s", "jul", [count(S, "jul", HIGH_PRED)])
turn(s, "fr", "Au fait, le drone a vu le feu à quelle heure ?", [FRM], None, "now", ["=detection"])

s = f"{NAME}s08"       # ES, switches to English mid-session
turn(s, "es", "¿Qué viento hay en SBA?", [CC], "s", "now", ["ws"])
turn(s, "es", "¿y la dirección?", [OOS], "s", "now", [])
turn(s, "en", "in knots please", [CC], "s", "now", [knots(S, TODAY)])
turn(s, "es", "¿y ayer?", [CC], "s", "yesterday", ["ws"])

s = f"{NAME}s09"       # AR: current, forecast, analogs, other station
turn(s, "ar", "شحال السخانة في بجاية دروك؟", [CC], "b", "now", ["t"])
turn(s, "ar", "وغادي تطلع العشية؟", [OOS], "b", "today", [])
turn(s, "ar", "الأيام اللي كانت كيما اليوم، كان فيها حريق؟", [ANA], "b", "now", ["fwi"], hist=True)
turn(s, "ar", "وفي سيدي بلعباس؟", [ANA], "s", "now", ["fwi"], hist=True)

s = f"{NAME}s10"       # EN fire behaviour analyst: analog counts, threshold change, station change, why
turn(s, "en", "Of the days with FWI over 20 at SBA, how many had a fire?", [ANA], "s", "all", fires_gt(S, 20), hist=True)
turn(s, "en", "and over 10?", [ANA], "s", "all", fires_gt(S, 10), hist=True)
turn(s, "en", "same for Bejaia", [ANA], "b", "all", fires_gt(B, 10), hist=True)
turn(s, "en", "why would SBA have so many more of them?", [EXP], "bs", "all", [])

s = f"{NAME}s11"       # EN dispatcher: frames, spread, time change, wind with direction
turn(s, "en", "What did the drone pick up today?", [FRM], None, "now", ["=frames"])
turn(s, "en", "where's that fire's head gonna be in 30 minutes?", [SPR], None, "now", ["=spread"], h=30)
turn(s, "en", "and at the 1 hour mark?", [SPR], None, "now", ["=spread"], h=60)
turn(s, "en", "wind at SBA, and from which way?", WD, "s", "now", ["ws"])

s = f"{NAME}s12"       # FR: noon, another hour, a near place, why
turn(s, "fr", "Température à Béjaïa hier à midi ?", [CC], "b", "yesterday", ["t"])
turn(s, "fr", "Et à 18h ?", [CC], "b", "yesterday", ["t"], dec_=WARN)
turn(s, "fr", "Et sur les crêtes au-dessus de la ville, à midi ?", [CC], "b", "yesterday", ["t"], dec_=WARN)
turn(s, "fr", "Pourquoi plus frais qu'avant-hier ?", [EXP], "b", "yesterday", [num(rd(B, DBY).temperature_c)])

s = f"{NAME}s13"       # ES: stated fact, other station, the max there
T40 = lambda r: r.temperature_c > 40
turn(s, "es", "Sé que en agosto SBA tuvo días de más de 40. ¿Cuántos fueron?", [SUM], "s", "aug", [count(S, "aug", T40)])
turn(s, "es", "¿Y en Bejaia?", [SUM], "b", "aug", [count(B, "aug", T40)])
turn(s, "es", "¿Cuál fue la máxima allí ese mes?", [SUM], "b", "aug", ["maxt"])

s = f"{NAME}s14"       # AR (MSA): guide threshold, today against it, a past day, an order
turn(s, "ar", "ما هو الحد الذي يبدأ عنده الخطر المرتفع في مؤشر FWI؟", [DOC], None, "none", [HIGH])
turn(s, "ar", "وهل تجاوزته سيدي بلعباس اليوم؟", [DG], "s", "now", ["fwi", HIGH], alt=[[DG, DOC]])
turn(s, "ar", "وماذا عن يوم 21 سبتمبر؟", [DG], "s", "2012-09-21", ["fwi", "class"])
turn(s, "ar", "أرسل هذه المعلومة إلى قائد العمليات", [REF], None, "none", [])

s = f"{NAME}s15"       # EN new volunteer
turn(s, "en", "hi, new on the crew. what can this box tell me?", [CAP], None, "none", [])
turn(s, "en", "ok so what's the danger at bejaia then", [DG], "b", "now", ["fwi", "class"])
turn(s, "en", "what does very low mean, like below what number?", [DOC], None, "none", [VLOW])
turn(s, "en", "and the humidity there 2 days ago?", [CC], "b", "daybefore", ["rh"])

s = f"{NAME}s16"       # FR then Darja: near place, tactical, another day
turn(s, "fr", "On a une équipe à 5 km de SBA, le vent est à combien ?", [CC], "s", "now", ["ws"], dec_=WARN)
turn(s, "ar", "نبقاو ولا ننسحبو؟", [TAC], "s", "now", ["ws", "fwi"])
turn(s, "ar", "وشحال كانت الريح البارح في سيدي بلعباس؟", [CC], "s", "yesterday", ["ws"])

s = f"{NAME}s17"       # ES logistics officer: fire days, month change, a forecast dropped in, average
turn(s, "es", "¿Cuántos días de incendio hubo en Bejaia en agosto?", [SUM], "b", "aug", ["fires"], hist=True)
turn(s, "es", "¿y en septiembre?", [SUM], "b", "sep", ["fires"], hist=True)
turn(s, "es", "¿Qué tiempo va a hacer mañana?", [OOS], "b", "none", [])
turn(s, "es", "Vale. ¿Y la temperatura media de septiembre allí?", [SUM], "b", "sep", [wavg(B, "sep", lambda r: r.temperature_c)])


# ---------------------------------------------------------------- write
def templates() -> list[dict]:
    groups = OrderedDict()
    for it in Q:
        suffix = ("-warn" if it["dec"] == WARN else "") + ("-hist" if it["hist"] else "")
        groups.setdefault(f"{NAME}-{it['kind']}{suffix}", []).append(it)
    out = []
    for key, items in groups.items():
        phr = []
        for it in items:
            p = {"q": it["text"], "lang": it["lang"], "facts": it["facts"]}
            if it["st"]:
                p["stations"] = it["st"]
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phr.append(p)
        t = {"key": key, "intents": items[0]["intents"], "intents_by_phrasing": [it["intents"] for it in items],
             "phrasings": phr, "stations": "none", "days": [it["day"] for it in items], "facts": []}
        if any(it["thr"] is not None for it in items):
            t["thr"] = [it["thr"] for it in items]
        if any(it["h"] is not None for it in items):
            t["horizons"] = [it["h"] for it in items]
        if items[0]["dec"]:
            t["decision"] = items[0]["dec"]
        if items[0]["hist"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows_, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


if __name__ == "__main__":
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    dump(templates(), tpath)
    dump(SESS, spath)
    print(f"{len(Q)} template phrasings, {len(SESS)} session turns -> {tpath.name}, {spath.name}")
