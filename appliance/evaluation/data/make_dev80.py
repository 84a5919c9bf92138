"""Batch d80 (dev): blind crew questions with gold computed by code.

Run:  python -m appliance.evaluation.data.make_dev80
Writes crew_templates_dev80.jsonl and crew_sessions_dev80.jsonl next to this file. Every number in a gold
fact comes from the CSV (crew_facts.table / day_fact / fire_record), from the crew's own numbers, or from a
regex over the shipped documents; none is typed by hand.
"""
import json
import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d80"
DOCS = EDGE_DATA_DIR / "documents"
TABLE = crew_facts.table()
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]


# ---------------------------------------------------------------- literal facts, all computed
def _rounded(v: float, nd: int) -> set[str]:
    """v at nd decimals, rounded half up and half even (both when a value sits on the half)."""
    q = Decimal(1).scaleb(-nd)
    d = Decimal(repr(v))
    return {str(d.quantize(q, rounding=ROUND_HALF_UP)), str(d.quantize(q, rounding=ROUND_HALF_EVEN))}


def _forms(v: float, nd: int = 1) -> dict:
    forms = set()
    for s in _rounded(v, nd):
        forms |= {s, s.replace(".", ",")}
        if nd and s.endswith("." + "0" * nd):
            forms.add(s.split(".")[0])
    return {"any": sorted(forms)}


def row(dev, day):
    return TABLE[(dev, day)]


def code(dev, day, name):
    return crew_facts._num(row(dev, day).codes[name])


def day_lit(tok, dev, day):
    return crew_facts.day_fact(tok, dev, day)


def mph(dev, day):
    return _forms(row(dev, day).wind_kmh / 1.609344)


def knots(dev, day):
    return _forms(row(dev, day).wind_kmh / 1.852)


def mps(dev, day):
    return _forms(row(dev, day).wind_kmh / 3.6)


def fahr(dev, day):
    return _forms(row(dev, day).temperature_c * 9 / 5 + 32)


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def rows_in(dev, key):
    return [TABLE[(dev, d)] for d in days_of(key) if (dev, d) in TABLE]


FIELDS = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
          "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"], "isi": lambda r: r.codes["ISI"],
          "bui": lambda r: r.codes["BUI"], "ffmc": lambda r: r.codes["FFMC"], "dc": lambda r: r.codes["DC"]}


def count_gt(dev, key, field, thr):
    return sum(FIELDS[field](r) > thr for r in rows_in(dev, key))


def count_lt(dev, key, field, thr):
    return sum(FIELDS[field](r) < thr for r in rows_in(dev, key))


def mean(dev, key, field):
    rs = rows_in(dev, key)
    return _forms(sum(FIELDS[field](r) for r in rs) / len(rs))


def lowest(dev, key, field):
    return crew_facts._num(min(FIELDS[field](r) for r in rows_in(dev, key)))


def highest(dev, key, field):
    return crew_facts._num(max(FIELDS[field](r) for r in rows_in(dev, key)))


def fire_days(dev, key):
    rec = crew_facts.fire_record()
    return sum(rec[(dev, d)][1] for d in days_of(key) if (dev, d) in rec)


def fires_above(dev, thr):
    """Past days (before the clock's day) with FWI above thr, and how many of them burned."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [crew_days.TODAY.isoformat()], thr)


def travel(rate_m_min=None, minutes=None, kmh=None):
    """A crew-given rate times a crew-given time: metres and kilometres, point and comma."""
    metres = rate_m_min * minutes if rate_m_min is not None else kmh * 1000 * minutes / 60
    km = metres / 1000
    m_s = f"{metres:g}"
    forms = {f"{m_s} m", f"{m_s}m", f"{m_s} metres", f"{m_s} meters"}
    for k in {f"{km:g}", *_rounded(km, 1), *_rounded(km, 2)}:
        forms |= {f"{k} km", f"{k}km", f"{k.replace('.', ',')} km", f"{k.replace('.', ',')}km"}
    return {"any": sorted(forms)}


# facts parsed out of the shipped documents
_FWI_DOC = " ".join((DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8").split())
_LCES_DOC = " ".join((DOCS / "crew-safety-lces.md").read_text(encoding="utf-8").split())
_DS_DOC = " ".join((DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8").split())
FFMC_IGNITE = int(re.search(r"above about (\d+)\s+fine fuels ignite", _FWI_DOC).group(1))
CLASS_FROM = {m.group(2): m.group(1) for m in re.finditer(r"from (\d+(?:\.\d+)?)\s+(very high|high|moderate|low|extreme)", _FWI_DOC)}
HIGH_FROM = float(CLASS_FROM["high"])
VHIGH_FROM = crew_facts._num(float(CLASS_FROM["very high"]))
EXTREME_FROM = crew_facts._num(float(CLASS_FROM["extreme"]))
LCES_WORDS = re.search(r"in place before it engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)\.", _LCES_DOC).groups()
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", _DS_DOC).group(1))
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", _DS_DOC).groups()
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", _DS_DOC).group(1))
BRANCH_FT = int(re.search(r"keep tree branches (\d+) feet from chimneys", _DS_DOC).group(1))
CODE_NAMES = re.findall(r"The (Fine Fuel Moisture Code|Initial Spread Index|Buildup Index) \((FFMC|ISI|BUI)\)", _FWI_DOC)
ISI_WHAT = {"any": [re.search(r"\(ISI\) combines FFMC with wind and rates how fast a fire would (\w+)", _FWI_DOC).group(1), "propag"]}
BUI_WHAT = {"any": [re.search(r"\(BUI\) combines DMC and DC and rates the (\w+) available", _FWI_DOC).group(1), "combustible"]}
DC_WHAT = {"any": list(re.search(r"Drought Code \(DC\) follow (\w+) and (\w+)-drying", _FWI_DOC).groups())}
WATCH_OUT = {"any": [w for w in ("downhill", "spot fires", "wind increases") if w in _LCES_DOC]}
assert len(WATCH_OUT["any"]) == 3
LCES = [{"any": [w]} for w in LCES_WORDS]


# ---------------------------------------------------------------- the questions
ITEMS = []


def Q(kind, lang, q, intents, st=None, day="none", facts=(), dec=None, thr=None, h=None, nfh=False, alt=None):
    ITEMS.append(dict(kind=kind, lang=lang, q=q, intents=list(intents), st=st, day=day, facts=list(facts),
                      dec=dec, thr=thr, h=h, nfh=nfh, alt=alt))


TODAY = "2012-09-30"
YEST = "2012-09-29"
DBY = "2012-09-28"

# ---- readings of a day --------------------------------------------------------------------------------
K = "reading"
Q(K, "en", "Engine 41 on scene. Need current temp and RH at Sidi Bel Abbes, go ahead.", ["current_conditions"], [S], "now", ["t", "rh"])
Q(K, "en", "bejaia wind rn?", ["current_conditions"], [B], "now", ["ws"])
Q(K, "en", "Quick one before we roll out of the yard: any rain at SBA today or is it bone dry?", ["current_conditions"], [S], "today", ["rain"])
Q(K, "en", "What did the Bejaia station read yesterday at noon, temp hum wind", ["current_conditions"], [B], "yesterday", ["t", "rh", "ws"])
Q(K, "en", "Relative humidity at Sidi-Bel-Abbès on 14-Aug?", ["current_conditions"], [S], "2012-08-14", ["rh"])
Q(K, "en", "We're writing the after-action for the 27 August run. What were the temperature and wind at Bejaia that day?", ["current_conditions"], [B], "2012-08-27", ["t", "ws"])
Q(K, "en", "temp sidi bel abbes 2012-08-03", ["current_conditions"], [S], "2012-08-03", ["t"])
Q(K, "en", "Logistics here, I'm planning water for tomorrow's shift and just want the basics from yesterday: how hot did it get at Béjaïa and how humid was it?", ["current_conditions"], [B], "yesterday", ["t", "rh"])
Q(K, "en", "Did it rain in Bejaia on Sept 2nd?", ["current_conditions"], [B], "2012-09-02", ["rain"])
Q(K, "en", "wind speed at SBA the day before yesterday pls", ["current_conditions"], [S], "daybefore", ["ws"])
Q(K, "en", "Give me the full weather line for {st} {day}.", ["current_conditions"], "alt", "2012-07-30", ["t", "rh", "ws", "rain"])
Q(K, "en", "What's the wind at SBA right now in mph? Our IC only thinks in mph.", ["current_conditions"], [S], "now", ["ws", mph(S, TODAY)])
Q(K, "en", "Convert Bejaia's noon wind on 19 August to knots for the helicopter crew", ["current_conditions"], [B], "2012-08-19", ["ws", knots(B, "2012-08-19")])
Q(K, "en", "How hot is it at Sidi Bel Abbes now, in Fahrenheit please, I'm briefing the American liaison.", ["current_conditions"], [S], "now", ["t", fahr(S, TODAY)])
Q(K, "en", "wind m/s bejaia today", ["current_conditions"], [B], "today", ["ws", mps(B, TODAY)])
Q(K, "fr", "Temperature et humidite a Bejaia aujourd'hui stp", ["current_conditions"], [B], "today", ["t", "rh"])
Q(K, "fr", "Il a plu combien à Sidi Bel Abbès le 18 juin ?", ["current_conditions"], [S], "2012-06-18", ["rain"])
Q(K, "fr", "Ici le chef d'agrès, on monte vers SBA : c'est quoi le vent en ce moment ?", ["current_conditions"], [S], "now", ["ws"])
Q(K, "fr", "Pour le rapport : météo complète de Béjaïa le 08/07/2012 (T, HR, vent, pluie).", ["current_conditions"], [B], "2012-07-08", ["t", "rh", "ws", "rain"])
Q(K, "fr", "hier a sba il faisait combien ?", ["current_conditions"], [S], "yesterday", ["t"])
Q(K, "fr", "Le vent à Béjaïa maintenant, en nœuds si possible, c'est pour l'hélico.", ["current_conditions"], [B], "now", ["ws", knots(B, TODAY)])
Q(K, "es", "¿Qué humedad marca Sidi Bel Abbes ahora mismo?", ["current_conditions"], [S], "now", ["rh"])
Q(K, "es", "temperatura en bejaia ayer", ["current_conditions"], [B], "yesterday", ["t"])
Q(K, "es", "Necesito el viento y la lluvia de SBA del 23 de julio, es para el informe del incendio", ["current_conditions"], [S], "2012-07-23", ["ws", "rain"])
Q(K, "es", "Oye, cuanto llovio en Bejaia anteayer?", ["current_conditions"], [B], "daybefore", ["rain"])
Q(K, "es", "Dame la temperatura de Sidi Bel Abbès hoy en grados Fahrenheit, porfa", ["current_conditions"], [S], "today", ["t", fahr(S, TODAY)])
Q(K, "ar", "ما هي درجة الحرارة والرطوبة النسبية في بجاية الآن؟", ["current_conditions"], [B], "now", ["t", "rh"])
Q(K, "ar", "واش راه الريح في سيدي بلعباس ضرك؟", ["current_conditions"], [S], "now", ["ws"])
Q(K, "ar", "شحال كانت السخانة في بجاية البارح؟", ["current_conditions"], [B], "yesterday", ["t"])
Q(K, "ar", "قديش كانت الرطوبة بسيدي بلعباس يوم 17 أيلول؟", ["current_conditions"], [S], "2012-09-17", ["rh"])
Q(K, "ar", "هو نزل مطر في بجاية النهارده ولا لأ؟", ["current_conditions"], [B], "today", ["rain"])
Q(K, "ar", "سرعة الرياح في سيدي بلعباس يوم ٢٧ أغسطس بالعقدة لو سمحت", ["current_conditions"], [S], "2012-08-27", ["ws", knots(S, "2012-08-27")])

# ---- danger / codes -----------------------------------------------------------------------------------
K = "danger"
Q(K, "en", "Division Alpha to the box: what's the FWI at Sidi Bel Abbes right now?", ["danger"], [S], "now", ["fwi"])
Q(K, "en", "danger class bejaia today", ["danger"], [B], "today", ["fwi", "class"])
Q(K, "en", "How bad was the fire danger at SBA on the 3rd of August? I remember that afternoon being ugly.", ["danger"], [S], "2012-08-03", ["fwi", "class"])
Q(K, "en", "ISI at Bejaia now?", ["danger"], [B], "now", [code(B, TODAY, "ISI")])
Q(K, "en", "I'm the FBAN on this one. Give me the BUI and DC for Sidi-Bel Abbes on Aug 27 2012, I want to see how much fuel was available.", ["danger"], [S], "2012-08-27", [code(S, "2012-08-27", "BUI"), code(S, "2012-08-27", "DC")])
Q(K, "en", "What was the FFMC in Bejaia yesterday? Trying to judge the fine fuels.", ["danger"], [B], "yesterday", [code(B, YEST, "FFMC")])
Q(K, "en", "fwi {st} {day}", ["danger"], "alt", "2012-08-31", ["fwi"])
Q(K, "en", "New volunteer here, sorry if it's a dumb question. Is the fire danger around Bejaia low or high at the moment?", ["danger"], [B], "now", ["fwi", "class"])
Q(K, "en", "Command, requesting the danger rating for SBA as of noon on 09/17/2012.", ["danger"], [S], "2012-09-17", ["fwi", "class"])
Q(K, "en", "DMC at sidi bel abbes today", ["danger"], [S], "today", [code(S, TODAY, "DMC")])
Q(K, "fr", "C'est quoi l'indice FWI à Béjaïa ce matin ? enfin la mesure de midi", ["danger"], [B], "today", ["fwi"])
Q(K, "fr", "Niveau de danger à SBA le 30 juillet ?", ["danger"], [S], "2012-07-30", ["fwi", "class"])
Q(K, "fr", "isi et bui a sidi bel abbes maintenant", ["danger"], [S], "now", [code(S, TODAY, "ISI"), code(S, TODAY, "BUI")])
Q(K, "fr", "Le risque incendie à Bejaia hier, c'était à quel niveau ?", ["danger"], [B], "yesterday", ["fwi"])
Q(K, "es", "¿Qué índice de peligro tenemos hoy en Sidi Bel Abbes?", ["danger"], [S], "today", ["fwi"])
Q(K, "es", "fwi bejaia 19 agosto", ["danger"], [B], "2012-08-19", ["fwi"])
Q(K, "es", "Jefe de brigada: necesito el FFMC de SBA de anteayer, ¿lo tienes?", ["danger"], [S], "daybefore", [code(S, DBY, "FFMC")])
Q(K, "ar", "ما هو مؤشر خطر الحرائق FWI في سيدي بلعباس اليوم؟", ["danger"], [S], "today", ["fwi"])
Q(K, "ar", "الخطر في بجاية كيفاش راهو ضرك؟ عالي ولا لا؟", ["danger"], [B], "now", ["fwi"])
Q(K, "ar", "شو كان مؤشر FWI بسيدي بلعباس يوم 31 آب؟", ["danger"], [S], "2012-08-31", ["fwi"])
Q(K, "ar", "عايز أعرف الـ ISI في بجاية امبارح", ["danger"], [B], "yesterday", [code(B, YEST, "ISI")])

# ---- compare stations ---------------------------------------------------------------------------------
K = "compare"
Q(K, "en", "Which station is drier right now, Bejaia or SBA?", ["compare_stations"], BOTH, "now", ["rh"])
Q(K, "en", "Two engines, two stations. Who's got the worse fire weather today, Bejaia or Sidi Bel Abbes, and by how much FWI?", ["compare_stations"], BOTH, "today", ["fwi"])
Q(K, "en", "side by side pls: temp + wind, both stations, yesterday", ["compare_stations"], BOTH, "yesterday", ["t", "ws"])
Q(K, "en", "Was SBA hotter than Bejaia on August 14th?", ["compare_stations"], BOTH, "2012-08-14", ["t"])
Q(K, "en", "For the morning briefing I want to compare the two stations over the past week: which one peaked higher on FWI?", ["compare_stations"], BOTH, "lastweek", ["maxfwi"], alt=[["compare_stations", "summary"]])
Q(K, "en", "Over August as a whole, which station logged more fire days?", ["compare_stations"], BOTH, "aug", ["fires"], nfh=True, alt=[["compare_stations", "summary"]])
Q(K, "en", "Average FWI in July, Bejaia vs Sidi Bel Abbes?", ["compare_stations"], BOTH, "jul", [mean(B, "jul", "fwi"), mean(S, "jul", "fwi")], alt=[["compare_stations", "summary"]])
Q(K, "en", "compare humidity bejaia sba 2012-09-11", ["compare_stations"], BOTH, "2012-09-11", ["rh"])
Q(K, "fr", "Quelle station est la plus venteuse en ce moment ?", ["compare_stations"], BOTH, "now", ["ws"])
Q(K, "fr", "Entre Béjaïa et SBA, laquelle avait le FWI le plus haut le 27 août ?", ["compare_stations"], BOTH, "2012-08-27", ["fwi"])
Q(K, "fr", "Sur le mois de septembre, quelle station a eu la température max la plus élevée ?", ["compare_stations"], BOTH, "sep", ["maxt"], alt=[["compare_stations", "summary"]])
Q(K, "fr", "compare l'humidite des deux stations hier", ["compare_stations"], BOTH, "yesterday", ["rh"])
Q(K, "es", "¿Dónde hace más calor ahora, en Bejaia o en Sidi Bel Abbes?", ["compare_stations"], BOTH, "now", ["t"])
Q(K, "es", "En agosto, ¿qué estación tuvo el FWI medio más alto?", ["compare_stations"], BOTH, "aug", [mean(B, "aug", "fwi"), mean(S, "aug", "fwi")], alt=[["compare_stations", "summary"]])
Q(K, "es", "compara el FWI de las dos estaciones del 3 de agosto", ["compare_stations"], BOTH, "2012-08-03", ["fwi"])
Q(K, "ar", "أيهما أخطر اليوم: بجاية أم سيدي بلعباس؟", ["compare_stations"], BOTH, "today", ["fwi"])
Q(K, "ar", "وين أسخن ضرك، بجاية ولا بلعباس؟", ["compare_stations"], BOTH, "now", ["t"])
Q(K, "ar", "قارنلي الرياح بين المحطتين خلال الأسبوع الماضي، شكون كانت أقوى؟", ["compare_stations"], BOTH, "lastweek", [highest(B, "lastweek", "ws"), highest(S, "lastweek", "ws")], alt=[["compare_stations", "summary"]])
Q(K, "ar", "في شهر أوت، أنهي محطة كان فيها أيام حرايق أكتر؟", ["compare_stations"], BOTH, "aug", ["fires"], nfh=True, alt=[["compare_stations", "summary"]])

# ---- summaries over a window ----------------------------------------------------------------------------
K = "summary"
Q(K, "en", "Highest FWI at Sidi Bel Abbes in August?", ["summary"], [S], "aug", ["maxfwi"])
Q(K, "en", "How many days in August went above 35 degrees at Bejaia?", ["summary"], [B], "aug", [count_gt(B, "aug", "t", 35)])
Q(K, "en", "Count the days in July where SBA's FWI was over 10 for me.", ["summary"], [S], "jul", [count_gt(S, "jul", "fwi", 10)])
Q(K, "en", "What was the hottest it got at Bejaia over the past week?", ["summary"], [B], "lastweek", ["maxt"])
Q(K, "en", "We keep hearing September was calm. Average FWI at Sidi Bel Abbes in September?", ["summary"], [S], "sep", [mean(S, "sep", "fwi")])
Q(K, "en", "lowest RH at SBA in august", ["summary"], [S], "aug", [lowest(S, "aug", "rh")])
Q(K, "en", "Is the FWI at Bejaia going up or down over the last three days?", ["summary"], [B], "last3d", ["maxfwi"])
Q(K, "en", "Number of days with humidity under 40% at Sidi Bel Abbes in August?", ["summary"], [S], "aug", [count_lt(S, "aug", "rh", 40)])
Q(K, "en", "Since Tuesday, what's the top temperature recorded at SBA?", ["summary"], [S], "since-tue", ["maxt"])
Q(K, "en", "How many fire days did Bejaia have in June?", ["summary"], [B], "jun", ["fires"], nfh=True)
Q(K, "en", "Plans section. Between the 1st and the 10th of September, how windy did it get at Bejaia, max wind?", ["summary"], [B], "sep1-10", [highest(B, "sep1-10", "ws")])
Q(K, "en", "days with wind over 20 km/h at bejaia in september?", ["summary"], [B], "sep", [count_gt(B, "sep", "ws", 20)])
Q(K, "en", "Peak FWI at Sidi Bel Abbes from 20 to 31 August?", ["summary"], [S], "aug-late", ["maxfwi"])
Q(K, "fr", "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en août ?", ["summary"], [S], "aug", [count_gt(S, "aug", "t", 35)])
Q(K, "fr", "FWI max à Béjaïa sur les sept derniers jours ?", ["summary"], [B], "lastweek", ["maxfwi"])
Q(K, "fr", "Moyenne des températures à SBA en juin, vite fait", ["summary"], [S], "jun", [mean(S, "jun", "t")])
Q(K, "fr", "nb de jours de feu a bejaia en aout", ["summary"], [B], "aug", ["fires"], nfh=True)
Q(K, "fr", "Depuis mardi, la température la plus haute relevée à Béjaïa ?", ["summary"], [B], "since-tue", ["maxt"])
Q(K, "fr", "Combien de jours avec un FWI supérieur à 15 à Béjaïa en août ?", ["summary"], [B], "aug", [count_gt(B, "aug", "fwi", 15)])
Q(K, "es", "¿Cuántos días pasó de 35 grados en Sidi Bel Abbes en julio?", ["summary"], [S], "jul", [count_gt(S, "jul", "t", 35)])
Q(K, "es", "FWI máximo en Bejaia en agosto", ["summary"], [B], "aug", ["maxfwi"])
Q(K, "es", "¿Cuántos días de incendio hubo en SBA en septiembre?", ["summary"], [S], "sep", ["fires"], nfh=True)
Q(K, "es", "La humedad mínima en Bejaia del 20 al 31 de agosto, ¿cuál fue?", ["summary"], [B], "aug-late", [lowest(B, "aug-late", "rh")])
Q(K, "es", "En los últimos tres días, ¿ha subido o bajado el FWI en Sidi Bel Abbes?", ["summary"], [S], "last3d", ["maxfwi"])
Q(K, "ar", "كم يوماً تجاوز فيه مؤشر FWI قيمة 20 في سيدي بلعباس خلال شهر أوت؟", ["summary"], [S], "aug", [count_gt(S, "aug", "fwi", 20)])
Q(K, "ar", "شحال من نهار فاتت فيه الحرارة 35 درجة في بجاية في أوت؟", ["summary"], [B], "aug", [count_gt(B, "aug", "t", 35)])
Q(K, "ar", "أعلى حرارة في سيدي بلعباس خلال الأسبوع الماضي؟", ["summary"], [S], "lastweek", ["maxt"])
Q(K, "ar", "قديش يوم حريق صار ببجاية بتموز؟", ["summary"], [B], "jul", ["fires"], nfh=True)
Q(K, "ar", "إيه متوسط الرطوبة في بلعباس في سبتمبر؟", ["summary"], [S], "sep", [mean(S, "sep", "rh")])
Q(K, "ar", "أعلى FWI في بجاية من 20 إلى 31 أوت؟", ["summary"], [B], "aug-late", ["maxfwi"])

# ---- analogs --------------------------------------------------------------------------------------------
K = "analogs"
for lang, q, dev, thr in [
        ("en", "Of all the days this season with FWI above 20 at SBA, how many actually had a fire?", S, 20),
        ("en", "FBAN question: at Bejaia, when the FWI went over 10, how often did we get a fire? Give me the count.", B, 10),
        ("fr", "Parmi les jours où le FWI dépassait 15 à Sidi Bel Abbès, combien ont brûlé ?", S, 15),
        ("es", "De los días con FWI mayor que 5 en Bejaia, ¿cuántos terminaron con incendio?", B, 5),
        ("ar", "من بين الأيام اللي فاتها الـ FWI 25 في سيدي بلعباس، شحال منها كان فيها حريق؟", S, 25),
        ("en", "fwi>15 days at bejaia, how many burned", B, 15)]:
    Q(K, lang, q, ["analogs"], [dev], "all", [*fires_above(dev, thr)], thr=thr, nfh=True)
K = "analogs-today"
Q(K, "en", "Did days like today at Sidi Bel Abbes end up burning in the past?", ["analogs"], [S], "now", ["fwi"], nfh=True)
Q(K, "en", "Looking at the record, when Bejaia had weather like this, were there fires?", ["analogs"], [B], "now", ["fwi"], nfh=True)
Q(K, "fr", "Des journées comme aujourd'hui à SBA, ça a déjà donné des feux ?", ["analogs"], [S], "today", ["fwi"], nfh=True)
Q(K, "es", "¿Días parecidos a hoy en Bejaia acabaron en incendio otras veces?", ["analogs"], [B], "today", ["fwi"], nfh=True)
Q(K, "ar", "الأيام اللي كانت كيما اليوم في بلعباس، كان فيها حرايق ولا لا؟", ["analogs"], [S], "today", ["fwi"], nfh=True)

# ---- drift: the crew's own rate, or the box's estimate ---------------------------------------------------
K = "drift"
Q(K, "en", "Head's moving about 25 m a minute. How far does it go in the 20 minutes it takes us to get there?", ["drift"], None, "none", [travel(25, 20)], h=20)
Q(K, "en", "if the fire does 3 km/h how far in 40 min", ["drift"], None, "none", [travel(kmh=3, minutes=40)], h=40)
Q(K, "en", "Spotter says 40 meters per minute on the head. We need 15 minutes to stage. Distance covered by then?", ["drift"], None, "none", [travel(40, 15)], h=15)
Q(K, "en", "Using your own estimate, how far will the head move near Sidi Bel Abbes in the next half hour?", ["drift"], [S], "now", ["=drift"], h=30)
Q(K, "en", "Rough math for me: 1.5 km/h spread, 90 minutes until the dozer arrives. How far?", ["drift"], None, "none", [travel(kmh=1.5, minutes=90)], h=90)
Q(K, "fr", "Le front avance à 30 m par minute, on arrive dans 25 minutes : il aura fait combien ?", ["drift"], None, "none", [travel(30, 25)], h=25)
Q(K, "fr", "vitesse 2 km/h, dans une heure il sera a quelle distance ?", ["drift"], None, "none", [travel(kmh=2, minutes=60)], h=60)
Q(K, "fr", "D'après ton estimation, de combien la tête du feu près de Béjaïa va-t-elle se déplacer en 15 minutes ?", ["drift"], [B], "now", ["=drift"], h=15)
Q(K, "es", "El frente va a 20 metros por minuto y tardamos 45 minutos. ¿Cuánto avanza?", ["drift"], None, "none", [travel(20, 45)], h=45)
Q(K, "es", "a 4 km/h, en media hora cuanto recorre el fuego?", ["drift"], None, "none", [travel(kmh=4, minutes=30)], h=30)
Q(K, "ar", "النار تتقدم بسرعة 50 متر في الدقيقة، كم ستقطع خلال 12 دقيقة؟", ["drift"], None, "none", [travel(50, 12)], h=12)
Q(K, "ar", "النار ماشية 2.5 كم في الساعة، شحال تمشي في ساعة ونص؟", ["drift"], None, "none", [travel(kmh=2.5, minutes=90)], h=90)
Q(K, "ar", "حسب تقديرك، قديش بتتحرك راس النار جنب سيدي بلعباس خلال ساعة؟", ["drift"], [S], "now", ["=drift"], h=60)

# ---- spread (partly served: no wind direction) -----------------------------------------------------------
K = "spread"
Q(K, "en", "Where will the head of the fire NE of Sidi Bel Abbes be in an hour?", ["spread"], [S], "now", ["=spread"], h=60)
Q(K, "en", "project the front 30 min out for the sba fire", ["spread"], [S], "now", ["=spread"], h=30)
Q(K, "en", "IC to box: I need a projected position of the fire front in two hours so I can place the crews. The one the drone caught.", ["spread"], None, "now", ["=spread"], h=120)
Q(K, "en", "Which way is the fire going to run in the next 45 minutes and how far?", ["spread"], None, "now", ["=spread"], h=45)
Q(K, "fr", "Où sera le front du feu de Sidi Bel Abbès dans une demi-heure ?", ["spread"], [S], "now", ["=spread"], h=30)
Q(K, "fr", "projection du front a 1h stp", ["spread"], None, "now", ["=spread"], h=60)
Q(K, "es", "¿Dónde va a estar la cabeza del incendio dentro de 90 minutos?", ["spread"], None, "now", ["=spread"], h=90)
Q(K, "es", "proyeccion del frente en 15 min, el de SBA", ["spread"], [S], "now", ["=spread"], h=15)
Q(K, "ar", "وين رح توصل جبهة النار بعد ساعتين؟", ["spread"], None, "now", ["=spread"], h=120)
Q(K, "ar", "فين هتكون النار اللي جنب سيدي بلعباس كمان نص ساعة؟", ["spread"], [S], "now", ["=spread"], h=30)

# ---- frames -------------------------------------------------------------------------------------------------
K = "frames"
Q(K, "en", "What did the drone pick up on today's flight?", ["frames"], None, "today", ["=frames"])
Q(K, "en", "any smoke on the uav frames", ["frames"], None, "none", ["=frames"])
Q(K, "en", "What time did the drone first spot the fire?", ["frames"], None, "today", ["=detection"])
Q(K, "en", "Where exactly was the detection? Give me the location from the drone frame.", ["frames"], None, "none", ["=detection_place"])
Q(K, "en", "Did the drone see flames or just smoke near Sidi Bel Abbes?", ["frames"], [S], "none", ["=detection_place"])
Q(K, "fr", "Le drone a vu quoi pendant sa sortie ?", ["frames"], None, "none", ["=frames"])
Q(K, "fr", "a quelle heure le drone a detecte le feu", ["frames"], None, "today", ["=detection"])
Q(K, "fr", "Il était où, le départ de feu repéré par le drone ?", ["frames"], None, "none", ["=detection_place"])
Q(K, "es", "¿El dron detectó algo hoy?", ["frames"], None, "today", ["=frames"])
Q(K, "es", "A qué hora salió el humo en las imágenes del dron?", ["frames"], None, "today", ["=detection"])
Q(K, "ar", "الدرون شاف حاجة اليوم؟", ["frames"], None, "today", ["=frames"])
Q(K, "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", ["frames"], None, "today", ["=detection"])
Q(K, "ar", "وين كان الدخان اللي صورتو الدرون؟", ["frames"], None, "none", ["=detection_place"])

# ---- documents ----------------------------------------------------------------------------------------------
K = "docs"
Q(K, "en", "How much defensible space does Butte County want around a house?", ["documents"], None, "none", ["=doc_defensible"])
Q(K, "en", "Remind me what LCES stands for.", ["documents"], None, "none", LCES)
Q(K, "en", "At what FFMC do fine fuels start catching easily, per the guide on the box?", ["documents"], None, "none", [FFMC_IGNITE])
Q(K, "en", "What FWI number does 'high' start at on this box?", ["documents"], None, "none", [crew_facts._num(HIGH_FROM)])
Q(K, "en", "per the defensible space doc how short does grass have to be in zone 2", ["documents"], None, "none", [GRASS_IN])
Q(K, "en", "What are the watch-out situations where we should pull back and re-assess?", ["documents"], None, "none", [WATCH_OUT])
Q(K, "fr", "Selon le guide, à partir de quel FWI on passe en danger très élevé ?", ["documents"], None, "none", [VHIGH_FROM])
Q(K, "fr", "c'est quoi la zone 0 dans le doc sur l'espace défendable, combien de pieds ?", ["documents"], None, "none", [ZONE0_FT])
Q(K, "fr", "L'ISI, ça mesure quoi exactement ?", ["documents"], None, "none", [ISI_WHAT])
Q(K, "es", "Según el documento, ¿a qué distancia hay que mantener las ramas de las chimeneas?", ["documents"], None, "none", [BRANCH_FT])
Q(K, "es", "¿Desde qué valor de FWI se considera peligro extremo?", ["documents"], None, "none", [EXTREME_FROM])
Q(K, "ar", "حسب الدليل، من أي قيمة FFMC تشتعل الوقود الدقيقة بسهولة؟", ["documents"], None, "none", [FFMC_IGNITE])
Q(K, "ar", "شنو معنى LCES في وثيقة سلامة الفرق؟", ["documents"], None, "none", LCES[:2])
Q(K, "ar", "المنطقة 1 في وثيقة المساحة الدفاعية من كام لكام قدم؟", ["documents"], None, "none", [int(ZONE1[0]), int(ZONE1[1])])

# ---- capabilities -------------------------------------------------------------------------------------------
K = "capab"
Q(K, "en", "What can you actually tell me? What data do you have on board?", ["capabilities"])
Q(K, "en", "which stations does this thing cover", ["capabilities"])
Q(K, "en", "First shift with the box. Does it have drone imagery or only weather?", ["capabilities"])
Q(K, "fr", "Tu sais faire quoi au juste ?", ["capabilities"])
Q(K, "fr", "Quelles données sont stockées dans le boîtier ?", ["capabilities"])
Q(K, "es", "¿Qué información tienes disponible?", ["capabilities"])
Q(K, "es", "que estaciones tienes", ["capabilities"])
Q(K, "ar", "شنو تقدر تعاوننا بيه هاد الجهاز؟", ["capabilities"])
Q(K, "ar", "ما هي البيانات المتوفرة لديك؟", ["capabilities"])

# ---- photo ---------------------------------------------------------------------------------------------------
K = "photo"
Q(K, "en", "Sending you a pic of the column from the ridge, can you tell if it's a new start?", ["photo"])
Q(K, "en", "see attached photo, what fuel type is that", ["photo"])
Q(K, "fr", "Je t'envoie une photo de la fumée, tu peux me dire si ça grossit ?", ["photo"])
Q(K, "es", "te adjunto foto del humo, ¿qué opinas?", ["photo"])
Q(K, "ar", "بعتلك صورة للدخان، شوفها وقلي إذا هو حريق جديد", ["photo"])
Q(K, "ar", "راني بعثتلك تصويرة للنار، واش تشوف فيها؟", ["photo"])

# ---- out of scope alone (abstain) ------------------------------------------------------------------------------
K = "oos"
Q(K, "en", "What's the forecast FWI for tomorrow at Bejaia?", ["out_of_scope"], [B], "none")
Q(K, "en", "Temperature in Oran right now?", ["out_of_scope"], None, "now")
Q(K, "en", "Which direction is the wind blowing at SBA?", ["out_of_scope"], [S], "now")
Q(K, "en", "Will the wind pick up this afternoon at Sidi Bel Abbes?", ["out_of_scope"], [S], "none")
Q(K, "en", "any idea who won the match last night", ["out_of_scope"])
Q(K, "en", "Fire danger in Tlemcen today?", ["out_of_scope"], None, "today")
Q(K, "fr", "Il va pleuvoir demain à Béjaïa ?", ["out_of_scope"], [B], "none")
Q(K, "fr", "Le vent vient d'où à Sidi Bel Abbès ?", ["out_of_scope"], [S], "now")
Q(K, "fr", "quel temps à Alger aujourd'hui", ["out_of_scope"], None, "today")
Q(K, "es", "¿Qué pronóstico hay para la semana que viene en Sidi Bel Abbes?", ["out_of_scope"], [S], "none")
Q(K, "es", "¿Cuál es la humedad en Constantina?", ["out_of_scope"], None, "now")
Q(K, "ar", "كيفاش راح يكون الطقس غدوة في بجاية؟", ["out_of_scope"], [B], "none")
Q(K, "ar", "منين جاي الريح في سيدي بلعباس؟", ["out_of_scope"], [S], "now")
Q(K, "ar", "قديش الحرارة بتيزي وزو هلق؟", ["out_of_scope"], None, "now")

# ---- orders (refuse) alone ----------------------------------------------------------------------------------
K = "refuse"
Q(K, "en", "Send an evacuation alert to everyone in the Sidi Bel Abbes sector.", ["refuse"], [S], "none", ["neg"])
Q(K, "en", "dispatch engine 12 to the drone detection", ["refuse"], None, "none", ["neg"])
Q(K, "en", "Delete the drone frames from this morning, they're taking up space.", ["refuse"], None, "none", ["neg"])
Q(K, "fr", "Préviens la protection civile de Béjaïa tout de suite.", ["refuse"], [B], "none")
Q(K, "es", "Manda un aviso a todas las brigadas de la zona", ["refuse"])
Q(K, "ar", "ابعث تنبيه للحماية المدنية في سيدي بلعباس دغيا", ["refuse"], [S])

# ---- tactical -------------------------------------------------------------------------------------------------
K = "tactical"
Q(K, "en", "Should we commit a hand crew to direct attack near Sidi Bel Abbes given today's conditions?", ["tactical"], [S], "today", ["fwi", "ws", "rh"], alt=[["tactical", "danger"]])
Q(K, "en", "do we need extra lookouts at bejaia today or are we fine", ["tactical"], [B], "today", ["fwi"], alt=[["tactical", "danger"]])
Q(K, "fr", "On engage ou on attend à SBA vu la météo actuelle ?", ["tactical"], [S], "now", ["fwi", "ws"], alt=[["tactical", "danger"]])
Q(K, "es", "¿Conviene meter la brigada ahora en Bejaia o esperamos?", ["tactical"], [B], "now", ["fwi"], alt=[["tactical", "danger"]])
Q(K, "ar", "نطلعو للغابة في بلعباس ولا نستناو؟ شنو تنصحنا؟", ["tactical"], [S], "now", ["fwi"], alt=[["tactical", "danger"]])

# ---- near-station places (warn) -------------------------------------------------------------------------------
K = "near"
Q(K, "en", "What's the humidity on the ridge about 10 km north of Sidi Bel Abbes right now?", ["current_conditions"], [S], "now", ["rh"], dec="warn")
Q(K, "en", "temp out at the coast road east of bejaia today", ["current_conditions"], [B], "today", ["t"], dec="warn")
Q(K, "en", "Fire danger in the hills just south of Bejaia, as of yesterday?", ["danger"], [B], "yesterday", ["fwi"], dec="warn")
Q(K, "fr", "Il fait combien au col à 15 km de Sidi Bel Abbès ?", ["current_conditions"], [S], "now", ["t"], dec="warn")
Q(K, "fr", "Risque incendie dans la forêt à côté de Béjaïa aujourd'hui ?", ["danger"], [B], "today", ["fwi"], dec="warn")
Q(K, "es", "¿Qué viento hay en el valle a 8 km al oeste de SBA?", ["current_conditions"], [S], "now", ["ws"], dec="warn")
Q(K, "ar", "شحال الرطوبة في الجبل اللي فوق بجاية ضرك؟", ["current_conditions"], [B], "now", ["rh"], dec="warn")
Q(K, "ar", "مستوى الخطر في الغابة على بعد 20 كم من سيدي بلعباس اليوم؟", ["danger"], [S], "today", ["fwi"], dec="warn")

# ---- hours other than noon (warn) --------------------------------------------------------------------------------
K = "hour"
Q(K, "en", "What was the temperature at Bejaia at 6 am yesterday?", ["current_conditions"], [B], "yesterday", ["t"], dec="warn")
Q(K, "en", "humidity at SBA at 4pm on 14 Aug", ["current_conditions"], [S], "2012-08-14", ["rh"], dec="warn")
Q(K, "en", "Night crew wants the wind at Sidi Bel Abbes around 22:00 last night.", ["current_conditions"], [S], "yesterday", ["ws"], dec="warn")
Q(K, "fr", "Quelle température à Béjaïa à 18h hier ?", ["current_conditions"], [B], "yesterday", ["t"], dec="warn")
Q(K, "es", "¿Cuánta humedad había en Sidi Bel Abbes a las 7 de la mañana de hoy?", ["current_conditions"], [S], "today", ["rh"], dec="warn")
Q(K, "ar", "شحال كانت الحرارة في بجاية على الساعة 8 الصباح اليوم؟", ["current_conditions"], [B], "today", ["t"], dec="warn")

# ---- days with no reading (abstain from the gold rules) ----------------------------------------------------------
K = "nodays"
Q(K, "en", "FWI at Bejaia on 15 May 2012?", ["danger"], [B], "2012-05-15")
Q(K, "en", "Temp at SBA on August 14, 2011? Digging up an old report", ["current_conditions"], [S], "2011-08-14")
Q(K, "fr", "Humidité à Béjaïa le 20 mai 2012 ?", ["current_conditions"], [B], "2012-05-20")
Q(K, "es", "¿Qué FWI tuvo Sidi Bel Abbes el 3 de mayo de 2012?", ["danger"], [S], "2012-05-03")
Q(K, "ar", "شحال كانت الحرارة في بجاية يوم 10 ماي 2012؟", ["current_conditions"], [B], "2012-05-10")
Q(K, "en", "Wind at Sidi Bel Abbes on 14 July 2012?", ["current_conditions"], [S], "2012-07-14")

# ================================================================ several asks in one
K = "multi-cc-danger"
Q(K, "en", "Need two things for SBA: the current FWI and the relative humidity.", ["danger", "current_conditions"], [S], "now", ["fwi", "rh"])
Q(K, "en", "Bejaia yesterday, temp and what class was the danger?", ["current_conditions", "danger"], [B], "yesterday", ["t", "fwi", "class"])
Q(K, "en", "Sitrep for the log: Sidi Bel Abbes on 17/09/2012, wind speed, and the ISI that goes with it.", ["current_conditions", "danger"], [S], "2012-09-17", ["ws", code(S, "2012-09-17", "ISI")])
Q(K, "fr", "À Béjaïa maintenant : le vent et l'indice FWI, merci.", ["current_conditions", "danger"], [B], "now", ["ws", "fwi"])
Q(K, "fr", "sba hier : humidite + niveau de danger", ["current_conditions", "danger"], [S], "yesterday", ["rh", "fwi"])
Q(K, "es", "En Bejaia el 27 de agosto: ¿temperatura y FWI?", ["current_conditions", "danger"], [B], "2012-08-27", ["t", "fwi"])
Q(K, "ar", "عطيني الحرارة والـ FWI تاع سيدي بلعباس اليوم", ["current_conditions", "danger"], [S], "today", ["t", "fwi"])
Q(K, "ar", "كم كانت سرعة الرياح ومؤشر الخطر في بجاية يوم 19 أوت؟", ["current_conditions", "danger"], [B], "2012-08-19", ["ws", "fwi"])

K = "multi-danger-summary"
Q(K, "en", "What's the FWI at SBA today, and what was the highest it reached in September?", ["danger", "summary"], [S], "sep", [day_lit("fwi", S, TODAY), "maxfwi"])
Q(K, "en", "Bejaia FWI now vs the August peak, how far off are we?", ["danger", "summary"], [B], "aug", [day_lit("fwi", B, TODAY), "maxfwi"])
Q(K, "fr", "Le FWI actuel à Sidi Bel Abbès, et le max de la semaine ?", ["danger", "summary"], [S], "lastweek", [day_lit("fwi", S, TODAY), "maxfwi"])
Q(K, "es", "¿Qué FWI hay hoy en Bejaia y cuántos días de incendio hubo allí en septiembre?", ["danger", "summary"], [B], "sep", [day_lit("fwi", B, TODAY), "fires"], nfh=True)
Q(K, "ar", "شحال الـ FWI في بلعباس ضرك، وشحال من نهار فاتت 20 في أوت؟", ["danger", "summary"], [S], "aug", [day_lit("fwi", S, TODAY), count_gt(S, "aug", "fwi", 20)])

K = "multi-compare-summary"
Q(K, "en", "Which station is hotter today, and how many days did Sidi Bel Abbes go over 35 in August?", ["compare_stations", "summary"], BOTH, "today",
  [day_lit("t", B, TODAY), day_lit("t", S, TODAY), count_gt(S, "aug", "t", 35)])
Q(K, "fr", "Qui a le FWI le plus haut maintenant, et à Béjaïa le FWI max en août c'était combien ?", ["compare_stations", "summary"], BOTH, "now",
  [day_lit("fwi", B, TODAY), day_lit("fwi", S, TODAY), highest(B, "aug", "fwi")])
Q(K, "ar", "أنهي محطة أرطب دلوقتي؟ وكام يوم كانت الرطوبة في بلعباس تحت 40 في أغسطس؟", ["compare_stations", "summary"], BOTH, "now",
  [day_lit("rh", B, TODAY), day_lit("rh", S, TODAY), count_lt(S, "aug", "rh", 40)])

K = "multi-oos-wind"
Q(K, "en", "Wind speed and direction at Sidi Bel Abbes now?", ["current_conditions", "out_of_scope"], [S], "now", ["ws"])
Q(K, "en", "bejaia wind rn, which way is it blowing and how strong", ["current_conditions", "out_of_scope"], [B], "now", ["ws"])
Q(K, "fr", "Le vent à SBA : force et direction stp", ["current_conditions", "out_of_scope"], [S], "now", ["ws"])
Q(K, "es", "¿De dónde sopla el viento en Bejaia y a qué velocidad?", ["current_conditions", "out_of_scope"], [B], "now", ["ws"])
Q(K, "ar", "الريح في سيدي بلعباس: شحال سرعتو ومنين جاي؟", ["current_conditions", "out_of_scope"], [S], "now", ["ws"])

K = "multi-oos-forecast"
Q(K, "en", "FWI at Bejaia today and what's it going to be tomorrow?", ["danger", "out_of_scope"], [B], "today", ["fwi"])
Q(K, "en", "Ops chief wants today's temp at SBA plus the forecast high for tomorrow. Can you do both?", ["current_conditions", "out_of_scope"], [S], "today", ["t"])
Q(K, "fr", "Le danger aujourd'hui à Sidi Bel Abbès, et la tendance pour demain ?", ["danger", "out_of_scope"], [S], "today", ["fwi"])
Q(K, "es", "Humedad hoy en Bejaia y lo que se espera para mañana", ["current_conditions", "out_of_scope"], [B], "today", ["rh"])
Q(K, "ar", "شو الـ FWI ببجاية اليوم وشو متوقع بكرا؟", ["danger", "out_of_scope"], [B], "today", ["fwi"])

K = "multi-oos-town"
Q(K, "en", "Temperature at Bejaia and at Oran right now", ["current_conditions", "out_of_scope"], [B], "now", ["t"])
Q(K, "fr", "FWI à SBA et à Tlemcen aujourd'hui ?", ["danger", "out_of_scope"], [S], "today", ["fwi"])
Q(K, "es", "¿Humedad en Sidi Bel Abbes y en Orán?", ["current_conditions", "out_of_scope"], [S], "now", ["rh"])
Q(K, "ar", "الحرارة في بجاية وفي جيجل ضرك؟", ["current_conditions", "out_of_scope"], [B], "now", ["t"])
Q(K, "en", "Danger class for Sidi Bel Abbes and for Algiers today, and also who's playing tonight?", ["danger", "out_of_scope"], [S], "today", ["fwi", "class"])

K = "multi-refuse"
Q(K, "en", "Give me the FWI at SBA and then text it to the ops chief.", ["danger", "refuse"], [S], "now", ["fwi"])
Q(K, "en", "Pull yesterday's temp at Bejaia and post it to the dispatch board for me", ["current_conditions", "refuse"], [B], "yesterday", ["t"])
Q(K, "en", "What did the drone see? Also go ahead and alert the Sidi Bel Abbes crews.", ["frames", "refuse"], None, "today", ["=frames"])
Q(K, "fr", "Donne-moi l'humidité à Béjaïa et envoie une alerte à toutes les équipes.", ["current_conditions", "refuse"], [B], "now", ["rh"])
Q(K, "es", "Dime el FWI de Sidi Bel Abbes hoy y avisa a la central de una vez", ["danger", "refuse"], [S], "today", ["fwi"])
Q(K, "ar", "عطيني حالة الخطر في بجاية وابعثها للقيادة", ["danger", "refuse"], [B], "now", ["fwi"])
Q(K, "ar", "شو شاف الدرون؟ وبلّغ الدفاع المدني فوراً", ["frames", "refuse"], None, "today", ["=frames"])

K = "multi-frames-spread"
Q(K, "en", "When did the drone see the fire, and where will the head be in 30 minutes?", ["frames", "spread"], None, "now", ["=detection", "=spread"], h=30)
Q(K, "fr", "Le drone l'a vu où, ce feu ? Et il sera où dans une heure ?", ["frames", "spread"], None, "now", ["=detection_place", "=spread"], h=60)
Q(K, "es", "¿Qué vio el dron y hasta dónde llega el frente en 45 minutos?", ["frames", "spread"], None, "now", ["=frames", "=spread"], h=45)
Q(K, "ar", "الدرون شاف النار وين؟ ووين رح تكون بعد نص ساعة؟", ["frames", "spread"], None, "now", ["=detection_place", "=spread"], h=30)

K = "multi-frames-danger"
Q(K, "en", "The drone frame near Sidi Bel Abbes, what time was it, and what's the danger class there now?", ["frames", "danger"], [S], "now", ["=detection", "fwi", "class"])
Q(K, "fr", "Le drone a repéré quoi, et c'est quoi le FWI à Sidi Bel Abbès en ce moment ?", ["frames", "danger"], [S], "now", ["=frames", "fwi"])
Q(K, "es", "¿El dron vio humo? ¿Y qué peligro hay en SBA ahora?", ["frames", "danger"], [S], "now", ["=frames", "fwi"])
Q(K, "ar", "كاين دخان في صور الدرون؟ وشحال الخطر في بلعباس ضرك؟", ["frames", "danger"], [S], "now", ["=frames", "fwi"])

K = "multi-docs"
Q(K, "en", "What's LCES, and is today's danger at SBA high enough that we should worry about it?", ["documents", "danger"], [S], "today", LCES + ["fwi"])
Q(K, "en", "From the FWI guide, where does 'high' start, and where's Bejaia sitting right now?", ["documents", "danger"], [B], "now", [crew_facts._num(HIGH_FROM), "fwi"])
Q(K, "fr", "Selon le guide, FFMC au-dessus de combien c'est dangereux ? Et il est à combien à Béjaïa aujourd'hui ?", ["documents", "danger"], [B], "today", [FFMC_IGNITE, code(B, TODAY, "FFMC")])
Q(K, "es", "¿Cuánto espacio defendible pide Butte County y qué FWI tiene Sidi Bel Abbes hoy?", ["documents", "danger"], [S], "today", ["=doc_defensible", "fwi"])
Q(K, "ar", "حسب الدليل، من أي FWI يبدأ الخطر العالي؟ وشحال راهو في سيدي بلعباس اليوم؟", ["documents", "danger"], [S], "today", [crew_facts._num(HIGH_FROM), "fwi"])

K = "multi-drift-frames"
Q(K, "en", "The drone fire: what time was it spotted, and if it runs 35 m/min how far has it gone 40 minutes later?", ["frames", "drift"], None, "none", ["=detection", travel(35, 40)], h=40)
Q(K, "fr", "À quelle heure le drone a vu le feu ? Et à 20 m/min, combien de chemin en 30 min ?", ["frames", "drift"], None, "none", ["=detection", travel(20, 30)], h=30)
Q(K, "ar", "الدرون شاف النار امتى؟ ولو ماشية 45 متر في الدقيقة، هتكون مشيت قد إيه بعد 20 دقيقة؟", ["frames", "drift"], None, "none", ["=detection", travel(45, 20)], h=20)

K = "multi-analogs-danger"
Q(K, "en", "What's Bejaia's FWI today, and of past days with FWI over 10 there, how many had fires?", ["danger", "analogs"], [B], "today", ["fwi", *fires_above(B, 10)], thr=10, nfh=True)
Q(K, "fr", "FWI à SBA maintenant ? Et sur les jours passés au-dessus de 20, combien ont brûlé ?", ["danger", "analogs"], [S], "now", ["fwi", *fires_above(S, 20)], thr=20, nfh=True)
Q(K, "es", "¿Cuál es el FWI de hoy en Sidi Bel Abbes y los días con más de 15 cuántos acabaron en fuego?", ["danger", "analogs"], [S], "today", ["fwi", *fires_above(S, 15)], thr=15, nfh=True)

K = "multi-photo"
Q(K, "en", "photo attached of the smoke — also what's the humidity at SBA rn", ["photo", "current_conditions"], [S], "now", ["rh"])
Q(K, "fr", "Je joins une photo. Au passage, le FWI à Béjaïa aujourd'hui ?", ["photo", "danger"], [B], "today", ["fwi"])
Q(K, "ar", "بعثتلك صورة، وقلي شحال الريح في سيدي بلعباس", ["photo", "current_conditions"], [S], "now", ["ws"])

K = "multi-capab-oos"
Q(K, "en", "What data do you hold, and do you have the forecast for tomorrow?", ["capabilities", "out_of_scope"])
Q(K, "es", "¿Qué datos tienes? ¿También tienes datos de Orán?", ["capabilities", "out_of_scope"])

K = "multi-tactical"
Q(K, "en", "Current FWI at Bejaia, and should we keep the crew on the line through the afternoon?", ["danger", "tactical"], [B], "now", ["fwi"])
Q(K, "fr", "Vent à SBA maintenant, et est-ce qu'on laisse l'équipe sur place ?", ["current_conditions", "tactical"], [S], "now", ["ws"])
Q(K, "es", "Qué humedad hay en Bejaia, y ¿mantenemos a la brigada en la línea?", ["current_conditions", "tactical"], [B], "now", ["rh"])

K = "multi-cc-compare"
Q(K, "en", "Temp at Bejaia on 3/8, and was SBA more humid that day?", ["current_conditions", "compare_stations"], BOTH, "2012-08-03",
  [day_lit("t", B, "2012-08-03"), day_lit("rh", B, "2012-08-03"), day_lit("rh", S, "2012-08-03")])
Q(K, "es", "El FWI en SBA hoy, y ¿qué estación tiene más viento?", ["danger", "compare_stations"], BOTH, "today",
  [day_lit("fwi", S, TODAY), day_lit("ws", B, TODAY), day_lit("ws", S, TODAY)])

K = "multi-three"
Q(K, "en", "Three things for the 1800 briefing: SBA's FWI now, the highest temperature there since Tuesday, and the forecast for tomorrow.",
  ["danger", "summary", "out_of_scope"], [S], "since-tue", [day_lit("fwi", S, TODAY), "maxt"])
Q(K, "fr", "Trois questions : le drone a vu quoi, où sera le front dans 30 minutes, et le vent à SBA maintenant ?",
  ["frames", "spread", "current_conditions"], [S], "now", ["=frames", "=spread", "ws"], h=30)
Q(K, "ar", "بغيت نعرف: الحرارة في بجاية اليوم، الخطر في سيدي بلعباس، وشكون فيهم الأسخن", ["current_conditions", "danger", "compare_stations"], BOTH, "today",
  [day_lit("t", B, TODAY), day_lit("t", S, TODAY), day_lit("fwi", S, TODAY)])
Q(K, "es", "Tres cosas: el FWI de Bejaia hoy, cuántos días pasó de 15 en agosto y manda el resumen a la central",
  ["danger", "summary", "refuse"], [B], "aug", [day_lit("fwi", B, TODAY), count_gt(B, "aug", "fwi", 15)])

# ---- long questions, side remark first, a date in the crew's own format --------------------------------------
K = "long-date"
Q(K, "en", "We had a flare-up on the eastern flank that day and the logs are a mess, so bear with me: what was the RH at Sidi Bel Abbes on 31-Aug?", ["current_conditions"], [S], "2012-08-31", ["rh"])
Q(K, "en", "Not urgent, the crew's on a break. For training I'd like the FWI at Bejaia on 2012-07-23.", ["danger"], [B], "2012-07-23", ["fwi"])
Q(K, "en", "The insurance folks are asking, God knows why, about rain at SBA on June 29. Anything recorded?", ["current_conditions"], [S], "2012-06-29", ["rain"])
Q(K, "en", "Radio's patchy so keep it short. Bejaia, 08 Aug, wind.", ["current_conditions"], [B], "2012-08-08", ["ws"])
Q(K, "en", "My relief asked about the heat back in midsummer. Temperature at Sidi Bel Abbes on Jul 30?", ["current_conditions"], [S], "2012-07-30", ["t"])
Q(K, "fr", "On refait le debrief avec la caserne, petite question : le 3 août à SBA il faisait quelle température ?", ["current_conditions"], [S], "2012-08-03", ["t"])
Q(K, "fr", "Juste pour vérifier un truc qu'un collègue m'a dit, le FWI à Béjaïa le 19/08 ?", ["danger"], [B], "2012-08-19", ["fwi"])
Q(K, "fr", "Bon, les gars disent que c'était calme, mais le vent le 25 sept à Sidi Bel Abbès c'était combien ?", ["current_conditions"], [S], "2012-09-25", ["ws"])
Q(K, "es", "Estamos repasando lo del mes pasado y nadie se acuerda: ¿qué humedad hubo en Bejaia el 31/08?", ["current_conditions"], [B], "2012-08-31", ["rh"])
Q(K, "es", "Con el lío de ayer se me pasó preguntar: el FWI de Sidi Bel Abbes el 17-sep", ["danger"], [S], "2012-09-17", ["fwi"])
Q(K, "ar", "الجماعة يقولو كان نهار سخون بزاف، بصح بغيت نتأكد: شحال كانت الحرارة في سيدي بلعباس يوم 14/08؟", ["current_conditions"], [S], "2012-08-14", ["t"])
Q(K, "ar", "للتقرير النهائي من فضلك، ما قيمة مؤشر FWI في بجاية بتاريخ 2012-08-27؟", ["danger"], [B], "2012-08-27", ["fwi"])
Q(K, "ar", "معلش سؤال صغير، الرطوبة في بجاية يوم ٨ تموز كانت كام؟", ["current_conditions"], [B], "2012-07-08", ["rh"])

# ---- comparisons over a window, threshold counts, more -------------------------------------------------------
K = "window-compare"
Q(K, "en", "Over the past week, which station had the highest single-day temperature?", ["compare_stations"], BOTH, "lastweek", ["maxt"], alt=[["compare_stations", "summary"]])
Q(K, "en", "In June, which station had more days above 35°C?", ["compare_stations"], BOTH, "jun", [count_gt(B, "jun", "t", 35), count_gt(S, "jun", "t", 35)], alt=[["compare_stations", "summary"]])
Q(K, "fr", "En août, c'est quelle station qui a eu le plus de jours avec un FWI au-dessus de 20 ?", ["compare_stations"], BOTH, "aug", [count_gt(B, "aug", "fwi", 20), count_gt(S, "aug", "fwi", 20)], alt=[["compare_stations", "summary"]])
Q(K, "es", "Del 20 al 31 de agosto, ¿qué estación tuvo el pico de FWI más alto?", ["compare_stations"], BOTH, "aug-late", ["maxfwi"], alt=[["compare_stations", "summary"]])
Q(K, "ar", "منذ الثلاثاء، أي محطة سجلت أعلى FWI؟", ["compare_stations"], BOTH, "since-tue", ["maxfwi"], alt=[["compare_stations", "summary"]])
Q(K, "en", "july: bejaia or sba, which had the higher average temperature", ["compare_stations"], BOTH, "jul", [mean(B, "jul", "t"), mean(S, "jul", "t")], alt=[["compare_stations", "summary"]])

K = "thresholds"
Q(K, "en", "How many days in September did Sidi Bel Abbes have an FWI above 5?", ["summary"], [S], "sep", [count_gt(S, "sep", "fwi", 5)])
Q(K, "en", "Days over 30 degrees at Bejaia between the 1st and 10th of September?", ["summary"], [B], "sep1-10", [count_gt(B, "sep1-10", "t", 30)])
Q(K, "en", "How many rainy days at SBA in June? Anything above zero counts.", ["summary"], [S], "jun", [count_gt(S, "jun", "rain", 0)])
Q(K, "fr", "Combien de jours avec plus de 20 km/h de vent à Béjaïa en juillet ?", ["summary"], [B], "jul", [count_gt(B, "jul", "ws", 20)])
Q(K, "fr", "nombre de jours ou le FWI a depasse 10 a SBA en juin", ["summary"], [S], "jun", [count_gt(S, "jun", "fwi", 10)])
Q(K, "es", "¿Cuántos días con humedad por debajo del 50 % tuvo Sidi Bel Abbes en agosto?", ["summary"], [S], "aug", [count_lt(S, "aug", "rh", 50)])
Q(K, "es", "Dias con mas de 30 grados en Bejaia en junio?", ["summary"], [B], "jun", [count_gt(B, "jun", "t", 30)])
Q(K, "ar", "في جوان، شحال من نهار فاتت فيه الحرارة 30 في بجاية؟", ["summary"], [B], "jun", [count_gt(B, "jun", "t", 30)])
Q(K, "ar", "كم يوماً كانت فيه سرعة الرياح فوق 15 كم/س في سيدي بلعباس في سبتمبر؟", ["summary"], [S], "sep", [count_gt(S, "sep", "ws", 15)])

# ---- incident-command voice, more of everything ---------------------------------------------------------------
K = "ic-voice"
Q(K, "en", "Box, this is Bel Abbes IC. Confirm current danger class at Sidi Bel Abbes, over.", ["danger"], [S], "now", ["fwi", "class"])
Q(K, "en", "Command post copies. Stand by... okay, give me Bejaia temp, RH and wind as of noon today.", ["current_conditions"], [B], "today", ["t", "rh", "ws"])
Q(K, "en", "Division Bravo requesting comparison, both stations, FWI, current.", ["compare_stations"], BOTH, "now", ["fwi"])
Q(K, "en", "IC here. Drone reported something this morning, I need the time and location of that detection.", ["frames"], None, "today", ["=detection", "=detection_place"])
Q(K, "en", "Safety officer: with the wind we have at SBA now, what's the danger and the wind speed?", ["danger", "current_conditions"], [S], "now", ["fwi", "ws"])
Q(K, "en", "Operations: past 24 hours at Bejaia, max temperature?", ["summary"], [B], "last24h", ["maxt"])
Q(K, "fr", "PC à boîtier : confirmez le niveau de danger à Béjaïa, à vous.", ["danger"], [B], "now", ["fwi"])
Q(K, "fr", "Chef de colonne ici. Je veux le comparatif des deux stations, humidité et vent, tout de suite.", ["compare_stations"], BOTH, "now", ["rh", "ws"])
Q(K, "es", "Puesto de mando a equipo: confirmad el viento en Sidi Bel Abbes, cambio.", ["current_conditions"], [S], "now", ["ws"])
Q(K, "es", "Aquí el jefe de operaciones: máximo de temperatura en Bejaia en las últimas 24 horas.", ["summary"], [B], "last24h", ["maxt"])
Q(K, "ar", "القيادة للجهاز: أكد لنا مستوى الخطر في سيدي بلعباس حالياً، انتهى.", ["danger"], [S], "now", ["fwi"])
Q(K, "ar", "هنا قائد العمليات، أعطني مقارنة درجة الحرارة بين المحطتين الآن.", ["compare_stations"], BOTH, "now", ["t"])

# ---- crews typing fast ------------------------------------------------------------------------------------------------
K = "fast"
Q(K, "en", "sba rh", ["current_conditions"], [S], "now", ["rh"])
Q(K, "en", "fwi both stns", ["compare_stations"], BOTH, "now", ["fwi"], alt=[["danger"]])
Q(K, "en", "bejia temp yday", ["current_conditions"], [B], "yesterday", ["t"])
Q(K, "en", "how many fire days sba jul", ["summary"], [S], "jul", ["fires"], nfh=True)
Q(K, "en", "drone smoke y/n?", ["frames"], None, "none", ["=frames"])
Q(K, "fr", "fwi sba mtn", ["danger"], [S], "now", ["fwi"])
Q(K, "fr", "meteo bejaia hier", ["current_conditions"], [B], "yesterday", ["t", "rh", "ws", "rain"])
Q(K, "es", "viento sba ya", ["current_conditions"], [S], "now", ["ws"])
Q(K, "es", "peligro bejaia hoy?", ["danger"], [B], "today", ["fwi"])
Q(K, "ar", "الخطر بلعباس", ["danger"], [S], "now", ["fwi"])
Q(K, "ar", "سخانة بجاية دروك", ["current_conditions"], [B], "now", ["t"])

# ---- more English variety to balance the mix ---------------------------------------------------------------------------
K = "misc-en"
Q(K, "en", "How much rain fell at Sidi Bel Abbes on the 5th of September?", ["current_conditions"], [S], "2012-09-05", ["rain"])
Q(K, "en", "Was Bejaia's danger higher on Aug 27 or on Aug 19?", ["danger"], [B], "none", [day_lit("fwi", B, "2012-08-27"), day_lit("fwi", B, "2012-08-19")],
  alt=[["danger", "summary"]])
Q(K, "en", "What was the humidity at Bejaia on 2012-06-29, and the FWI?", ["current_conditions", "danger"], [B], "2012-06-29", ["rh", "fwi"])
Q(K, "en", "Mean wind at Bejaia over the last week?", ["summary"], [B], "lastweek", [mean(B, "lastweek", "ws")])
Q(K, "en", "Hi, logistics. We're rotating crews Sunday. Just tell me if Sidi Bel Abbes is wetter or drier than Bejaia at the moment.", ["compare_stations"], BOTH, "now", ["rh"])
Q(K, "en", "What's the BUI at Bejaia today? FBAN wants it for the fuel call.", ["danger"], [B], "today", [code(B, TODAY, "BUI")])
Q(K, "en", "Lowest FWI recorded at Sidi Bel Abbes in July?", ["summary"], [S], "jul", [lowest(S, "jul", "fwi")])
Q(K, "en", "How windy was it at Bejaia on 25 Sept, in km/h and in mph?", ["current_conditions"], [B], "2012-09-25", ["ws", mph(B, "2012-09-25")])
Q("near", "en", "We've got a new start reported 5 km outside SBA. What's the wind doing there?", ["current_conditions"], [S], "now", ["ws"], dec="warn")
Q(K, "en", "Can you forward the drone image to the air attack base?", ["refuse"], None, "none", ["neg"])
Q(K, "en", "Any smoke or flames picked up near Sidi Bel Abbes, and at what time?", ["frames"], [S], "today", ["=detection", "=detection_place"])
Q(K, "en", "Do you have readings for Saida?", ["out_of_scope"], None, "none")
Q(K, "en", "What's the weather going to do tonight at Bejaia?", ["out_of_scope"], [B], "none")
Q(K, "en", "Pull up the drone's fire frame for me, and the FWI at Sidi Bel Abbes next to it.", ["frames", "danger"], [S], "now", ["=frames", "fwi"])
Q("hour", "en", "Temperature at SBA at 3 in the afternoon today, and how does that compare with Bejaia?", ["current_conditions", "compare_stations"], BOTH, "today",
  [day_lit("t", S, TODAY), day_lit("t", B, TODAY)], dec="warn")
Q(K, "en", "I'm sending you a photo of the smoke. And give me today's danger class at SBA.", ["photo", "danger"], [S], "today", ["fwi", "class"])
Q(K, "en", "How many fire days did Sidi Bel Abbes log from the 20th to the 31st of August?", ["summary"], [S], "aug-late", ["fires"], nfh=True)
Q(K, "en", "Over the last 24 hours at SBA, what's the peak FWI?", ["summary"], [S], "last24h", ["maxfwi"])
Q(K, "en", "Average humidity at Bejaia in June, please, for the season report.", ["summary"], [B], "jun", [mean(B, "jun", "rh")])
Q(K, "en", "Temp at Bejaia on 1 July in °F?", ["current_conditions"], [B], "2012-07-01", ["t", fahr(B, "2012-07-01")])
Q(K, "en", "Was 14 August a worse day at Sidi Bel Abbes or at Bejaia, by FWI?", ["compare_stations"], BOTH, "2012-08-14", ["fwi"])
Q(K, "en", "What's the drought code at Sidi Bel Abbes today? And remind me what DC tracks.", ["danger", "documents"], [S], "today", [code(S, TODAY, "DC"), DC_WHAT])
Q(K, "en", "Crew's asking whether 25 km/h of wind at the fire is worse than what SBA reads right now. What does SBA read?", ["current_conditions"], [S], "now", ["ws"])

# ---- the {day} machinery in every language, stations alternating ------------------------------------------------------
K = "dayphrase"
for lang, q, intents, key, facts in [
        ("en", "Temperature and humidity at {st} {day}?", ["current_conditions"], "2012-08-08", ["t", "rh"]),
        ("fr", "Humidité relevée à {st} {day} ?", ["current_conditions"], "2012-09-11", ["rh"]),
        ("es", "¿Qué viento marcó {st} {day}?", ["current_conditions"], "2012-07-23", ["ws"]),
        ("ar", "شحال كانت الحرارة في {st} {day}؟", ["current_conditions"], "2012-09-02", ["t"]),
        ("en", "FWI {day} at {st}", ["danger"], "2012-06-18", ["fwi"]),
        ("fr", "Il a fait combien à {st} {day} ?", ["current_conditions"], "2012-08-31", ["t"])]:
    Q(K, lang, q, intents, "alt", key, facts)


# ---- more two- and three-part asks ---------------------------------------------------------------------------------
K = "multi-more"
_windier = max(BOTH, key=lambda dev: row(dev, TODAY).wind_kmh)
Q(K, "en", "Before we send the strike team: RH at Bejaia now, and how many days this month has it dropped under 60%?", ["current_conditions", "summary"], [B], "sep",
  [day_lit("rh", B, TODAY), count_lt(B, "sep", "rh", 60)])
Q(K, "en", "What's the ISI at SBA, and where will the head be in 20 minutes?", ["danger", "spread"], [S], "now", [code(S, TODAY, "ISI"), "=spread"], h=20)
Q(K, "en", "Hottest day at Bejaia over the past week, and what time did the drone catch the fire?", ["summary", "frames"], [B], "lastweek", ["maxt", "=detection"])
Q(K, "en", "Compare FWI at both stations right now, and remind me where 'high' starts in the guide.", ["compare_stations", "documents"], BOTH, "now", ["fwi", crew_facts._num(HIGH_FROM)])
Q(K, "en", "FWI at Sidi Bel Abbes on 27 Aug, and what was the peak that month?", ["danger", "summary"], [S], "aug", [day_lit("fwi", S, "2012-08-27"), "maxfwi"])
Q(K, "en", "Wind at Bejaia yesterday in knots, plus where it was coming from.", ["current_conditions", "out_of_scope"], [B], "yesterday", ["ws", knots(B, YEST)])
Q(K, "en", "Head's doing 15 m/min and we're 30 min out. Distance by then? Also RH at SBA.", ["drift", "current_conditions"], [S], "now", [travel(15, 30), "rh"], h=30)
Q(K, "en", "Send the drone frame over to the CP and tell me what time it was taken.", ["frames", "refuse"], None, "today", ["=detection"])
Q(K, "en", "Quick LCES refresher for the new guys, and the wind at SBA for the lookouts.", ["documents", "current_conditions"], [S], "now", LCES[:2] + ["ws"])
Q(K, "en", "DMC at Bejaia today, and is it going to rain tonight?", ["danger", "out_of_scope"], [B], "today", [code(B, TODAY, "DMC")])
Q(K, "en", "Photo attached. What time did your drone catch the smoke?", ["photo", "frames"], None, "today", ["=detection"])
Q(K, "en", "Which station is windier right now, and what's the FWI at that one?", ["compare_stations", "danger"], BOTH, "now",
  [day_lit("ws", B, TODAY), day_lit("ws", S, TODAY), day_lit("fwi", _windier, TODAY)])
Q(K, "fr", "Humidité à SBA maintenant, et combien de jours sous 40 % en août ?", ["current_conditions", "summary"], [S], "aug", [day_lit("rh", S, TODAY), count_lt(S, "aug", "rh", 40)])
Q(K, "fr", "Le drone a vu quoi ? Et la température à Sidi Bel Abbès en ce moment ?", ["frames", "current_conditions"], [S], "now", ["=frames", "t"])
Q(K, "fr", "vent a bejaia en m/s et sa direction", ["current_conditions", "out_of_scope"], [B], "now", ["ws", mps(B, TODAY)])
Q(K, "fr", "Le FWI max en juillet à Béjaïa, et aujourd'hui il est à combien ?", ["summary", "danger"], [B], "jul", ["maxfwi", day_lit("fwi", B, TODAY)])
Q(K, "fr", "On progresse à 25 m/min, 40 min de marche : distance parcourue par le feu ? Et le danger à SBA ?", ["drift", "danger"], [S], "now", [travel(25, 40), "fwi"], h=40)
Q(K, "fr", "L'espace défendable exigé à Butte County, et transmets-le au maire.", ["documents", "refuse"], None, "none", ["=doc_defensible"])
Q(K, "fr", "Température à Béjaïa aujourd'hui et demain ?", ["current_conditions", "out_of_scope"], [B], "today", ["t"])
Q(K, "es", "¿Qué temperatura hay en las dos estaciones y qué pronóstico hay para el fin de semana?", ["compare_stations", "out_of_scope"], BOTH, "now", ["t"],
  alt=[["current_conditions", "out_of_scope"]])
Q(K, "es", "¿A qué hora detectó el dron el fuego y qué viento hay en SBA?", ["frames", "current_conditions"], [S], "now", ["=detection", "ws"])
Q(K, "es", "El FWI de SBA ayer, y según la guía ¿qué mide el BUI?", ["danger", "documents"], [S], "yesterday", ["fwi", BUI_WHAT])
Q(K, "es", "Si la cabeza va a 2 km/h, ¿cuánto avanza en 45 minutos? ¿Y hacia dónde va el frente?", ["drift", "spread"], None, "now", [travel(kmh=2, minutes=45), "=spread"], h=45)
Q(K, "ar", "شحال السخانة في بجاية ضرك، وواش كاين دخان في تصاوير الدرون؟", ["current_conditions", "frames"], [B], "now", ["t", "=frames"])
Q(K, "ar", "ما هو مؤشر FWI في سيدي بلعباس اليوم، وما أعلى قيمة سجلت في أوت؟", ["danger", "summary"], [S], "aug", [day_lit("fwi", S, TODAY), "maxfwi"])
Q(K, "ar", "الريح في بجاية دلوقتي قد إيه، وجاية منين؟", ["current_conditions", "out_of_scope"], [B], "now", ["ws"])
Q(K, "ar", "قارن الرطوبة بين المحطتين، وابعت النتيجة لغرفة العمليات", ["compare_stations", "refuse"], BOTH, "now", ["rh"])
Q(K, "ar", "شو يعني LCES؟ وقديش الـ FWI ببجاية اليوم؟", ["documents", "danger"], [B], "today", LCES[:2] + ["fwi"])
Q(K, "ar", "النار تتقدم 40 متر في الدقيقة، كم تقطع في 25 دقيقة؟ وما مستوى الخطر في سيدي بلعباس الآن؟", ["drift", "danger"], [S], "now", [travel(40, 25), "fwi"], h=25)
Q(K, "ar", "شحال من نهار فاتت فيه السخانة 35 في بجاية في جويلية، وشحال راهي اليوم؟", ["summary", "current_conditions"], [B], "jul",
  [count_gt(B, "jul", "t", 35), day_lit("t", B, TODAY)])
Q(K, "ar", "فين الدخان اللي شافه الدرون، وإيه مستوى الخطر في سيدي بلعباس دلوقتي؟", ["frames", "danger"], [S], "now", ["=detection_place", "fwi"])
K = "multi-more-hist"
Q(K, "en", "Today's danger at Bejaia, and did days like this burn before?", ["danger", "analogs"], [B], "now", ["fwi"], nfh=True)
Q(K, "en", "How many days in August did Bejaia's FWI top 20, and how many of the days above 20 actually burned?", ["summary", "analogs"], [B], "aug",
  [count_gt(B, "aug", "fwi", 20), *fires_above(B, 20)], thr=20, nfh=True)
Q(K, "es", "¿Humedad en Bejaia hoy y cuántos días de incendio lleva septiembre allí?", ["current_conditions", "summary"], [B], "sep", [day_lit("rh", B, TODAY), "fires"], nfh=True)


# ================================================================ sessions
SESSIONS = []


def T(sid, turn, lang, question, intents, stations, when, facts, dec=None, h=None, nfh=False, alt=None):
    r = {"session": f"{NAME}s{sid:02d}", "turn": turn, "question": question, "intents": intents, "stations": stations,
         "when": when, "facts": facts, "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if nfh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


# s01: IC, danger then the other station, why, which to watch
T(1, 1, "en", "Box, IC. Danger at Sidi Bel Abbes right now?", ["danger"], [S], "now", ["fwi", "class"])
T(1, 2, "en", "And the other station?", ["danger"], [B], "now", ["fwi", "class"])
T(1, 3, "en", "Why is Bejaia so low?", ["explain"], [B], "now", ["rh", "rain"])
T(1, 4, "en", "So which one do I keep an eye on?", ["compare_stations"], BOTH, "now", ["fwi"])
T(1, 5, "en", "What's the wind there?", ["current_conditions"], ["=watch"], "now", ["ws"])
# s02: French crew lead walking back through days
T(2, 1, "fr", "Température et humidité à Béjaïa hier ?", ["current_conditions"], [B], "yesterday", ["t", "rh"])
T(2, 2, "fr", "et avant-hier ?", ["current_conditions"], [B], "daybefore", ["t", "rh"])
T(2, 3, "fr", "Et à SBA le même jour ?", ["current_conditions"], [S], "daybefore", ["t", "rh"])
T(2, 4, "fr", "Pourquoi l'humidité était si haute là-bas ?", ["explain"], [S], "daybefore", ["rh", "rain"])
# s03: Spanish drone thread, ends with an order
T(3, 1, "es", "¿El dron vio algo en la salida de hoy?", ["frames"], None, "today", ["=frames"])
T(3, 2, "es", "¿A qué hora?", ["frames"], None, "today", ["=detection"])
T(3, 3, "es", "¿Y dónde exactamente?", ["frames"], None, "today", ["=detection_place"])
T(3, 4, "es", "¿Hasta dónde llega el frente en media hora?", ["spread"], None, "now", ["=spread"], h=30)
T(3, 5, "es", "Mándale todo eso al puesto de mando", ["refuse"], None, "none", [])
# s04: Algerian Darija, FWI back in time and why
T(4, 1, "ar", "شحال الـ FWI في سيدي بلعباس اليوم؟", ["danger"], [S], "today", ["fwi"])
T(4, 2, "ar", "والبارح؟", ["danger"], [S], "yesterday", ["fwi"])
T(4, 3, "ar", "وفي بجاية البارح؟", ["danger"], [B], "yesterday", ["fwi"])
T(4, 4, "ar", "علاش راهو هابط هكذا؟", ["explain"], [B], "yesterday", ["rh", "rain"])
# s05: FBAN looking at August
T(5, 1, "en", "Highest FWI at SBA in August?", ["summary"], [S], "aug", ["maxfwi"])
T(5, 2, "en", "How many fire days that month?", ["summary"], [S], "aug", ["fires"], nfh=True)
T(5, 3, "en", "Same numbers for Bejaia.", ["summary"], [B], "aug", ["maxfwi", "fires"], nfh=True)
T(5, 4, "en", "Back to SBA: of all the days with FWI above 25, how many actually burned?", ["analogs"], [S], "all", fires_above(S, 25), nfh=True)
# s06: English then French mid-session, units and wind direction
T(6, 1, "en", "wind at bejaia rn", ["current_conditions"], [B], "now", ["ws"])
T(6, 2, "en", "in mph?", ["current_conditions"], [B], "now", [mph(B, TODAY)])
T(6, 3, "fr", "Et la direction du vent ?", ["out_of_scope"], [B], "now", [])
T(6, 4, "fr", "Ok. Et le FWI là-bas ?", ["danger"], [B], "now", ["fwi"])
# s07: logistics officer learning the box
T(7, 1, "en", "What can this box do for us?", ["capabilities"], None, "none", [])
T(7, 2, "en", "Does it have forecasts?", ["capabilities"], None, "none", [], alt=[["out_of_scope"]])
T(7, 3, "en", "OK then, what's the drought code at SBA now?", ["danger"], [S], "now", [code(S, TODAY, "DC")])
T(7, 4, "en", "Why is it that low after the whole summer?", ["explain"], [S], "now", ["rain"])
# s08: Spanish, station comparisons over windows
T(8, 1, "es", "¿Qué estación tuvo el FWI más alto en la última semana?", ["compare_stations"], BOTH, "lastweek", ["maxfwi"], alt=[["compare_stations", "summary"]])
T(8, 2, "es", "¿Y en agosto?", ["compare_stations"], BOTH, "aug", ["maxfwi"], alt=[["compare_stations", "summary"]])
T(8, 3, "es", "¿Por qué tanta diferencia?", ["explain"], BOTH, "aug", [])
T(8, 4, "es", "¿Cuántos días de fuego tuvo cada una ese mes?", ["compare_stations"], BOTH, "aug", ["fires"], nfh=True, alt=[["summary"], ["compare_stations", "summary"]])
# s09: Levantine / Egyptian, crew rate then where
T(9, 1, "ar", "النار ماشية 30 متر بالدقيقة، قديش بتقطع بربع ساعة؟", ["drift"], None, "none", [travel(30, 15)], h=15)
T(9, 2, "ar", "وبعد نص ساعة؟", ["drift"], None, "none", [travel(30, 30)], h=30)
T(9, 3, "ar", "طيب وين رح تكون الجبهة بعد نص ساعة؟", ["spread"], None, "now", ["=spread"], h=30)
T(9, 4, "ar", "ليه مش عارف الاتجاه؟", ["explain"], None, "now", [])
# s10: new volunteer: documents then danger then what to do
T(10, 1, "en", "Sorry, new here. How much defensible space are homeowners supposed to clear?", ["documents"], None, "none", ["=doc_defensible"])
T(10, 2, "en", "And what's LCES?", ["documents"], None, "none", LCES)
T(10, 3, "en", "Is the danger at Bejaia today something to worry about?", ["danger"], [B], "today", ["fwi", "class"])
T(10, 4, "en", "So should we still go out on patrol?", ["tactical"], [B], "today", ["fwi"], alt=[["tactical", "danger"]])
# s11: French dispatcher, threshold counts, then an order
T(11, 1, "fr", "Combien de jours avec un FWI au-dessus de 20 à SBA en août ?", ["summary"], [S], "aug", [count_gt(S, "aug", "fwi", 20)])
T(11, 2, "fr", "Et à Béjaïa ?", ["summary"], [B], "aug", [count_gt(B, "aug", "fwi", 20)])
T(11, 3, "fr", "le max là-bas ce mois-là ?", ["summary"], [B], "aug", ["maxfwi"])
T(11, 4, "fr", "Envoie le bilan au PC directement.", ["refuse"], None, "none", [])
# s12: radio, a date, both, Fahrenheit, then an hour other than noon
T(12, 1, "en", "Box, command. Temp at Sidi Bel Abbes on 14-Aug?", ["current_conditions"], [S], "2012-08-14", ["t"])
T(12, 2, "en", "Same for Bejaia.", ["current_conditions"], [B], "2012-08-14", ["t"])
T(12, 3, "en", "Give me both in Fahrenheit.", ["current_conditions"], BOTH, "2012-08-14", [fahr(S, "2012-08-14"), fahr(B, "2012-08-14")],
  alt=[["compare_stations"]])
T(12, 4, "en", "What about 6 in the morning that day at SBA?", ["current_conditions"], [S], "2012-08-14", ["t"], dec="warn")
# s13: Spanish then English, humidity, forecast, yesterday, why
_rh_up = row(S, TODAY).rh_pct > row(S, YEST).rh_pct
T(13, 1, "es", "humedad en SBA ahora", ["current_conditions"], [S], "now", ["rh"])
T(13, 2, "es", "¿y mañana?", ["out_of_scope"], [S], "none", [])
T(13, 3, "en", "ok what was it yesterday then", ["current_conditions"], [S], "yesterday", ["rh"])
T(13, 4, "es", "¿Por qué " + ("subió" if _rh_up else "bajó") + " hoy?", ["explain"], [S], "now", ["rh", "rain"])
# s14: MSA, comparisons and a count
T(14, 1, "ar", "قارن بين المحطتين من حيث الحرارة والرطوبة اليوم.", ["compare_stations"], BOTH, "today", ["t", "rh"])
T(14, 2, "ar", "وماذا عن أعلى حرارة خلال الأسبوع الماضي في كل منهما؟", ["compare_stations"], BOTH, "lastweek", ["maxt"], alt=[["compare_stations", "summary"], ["summary"]])
T(14, 3, "ar", "كم يوماً تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس خلال أوت؟", ["summary"], [S], "aug", [count_gt(S, "aug", "t", 35)])
T(14, 4, "fr", "Et à Béjaïa, pareil ?", ["summary"], [B], "aug", [count_gt(B, "aug", "t", 35)])


# ================================================================ write
def templates() -> list[dict]:
    groups: dict[str, list[dict]] = {}
    for it in ITEMS:       # a template carries one decision override and one fire-history flag
        same = [o for o in ITEMS if o["kind"] == it["kind"]]
        name = it["kind"]
        if it["nfh"] and not all(o["nfh"] for o in same):
            name += "-hist"
        if it["dec"] and not all(o["dec"] == it["dec"] for o in same):
            name += "-" + it["dec"]
        groups.setdefault(name, []).append(it)
    out = []
    for kind, its in groups.items():
        for field in ("dec", "nfh"):
            if len({str(i[field]) for i in its}) != 1:
                raise ValueError(f"{kind}: mixed {field}")
        phrasings = []
        for i, it in enumerate(its):
            p = {"q": it["q"], "lang": it["lang"]}
            if it["st"] == "alt":
                p["stations"] = "alt"
            elif it["st"]:
                p["stations"] = list(it["st"])
            if it["alt"]:
                p["intents_alt"] = it["alt"]
            phrasings.append(p)
        t = {"key": f"{NAME}-{kind}", "intents": its[0]["intents"], "phrasings": phrasings, "stations": "none",
             "days": [i["day"] for i in its], "facts": [], "facts_by_phrasing": [i["facts"] for i in its],
             "intents_by_phrasing": [i["intents"] for i in its]}
        if any(i["thr"] is not None for i in its):
            t["thr"] = [i["thr"] for i in its]
        if any(i["h"] is not None for i in its):
            t["horizons"] = [i["h"] for i in its]
        if its[0]["dec"]:
            t["decision"] = its[0]["dec"]
        if its[0]["nfh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", templates())
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESSIONS)
    print(f"{len(ITEMS)} template phrasings, {len(SESSIONS)} session turns -> {OUT}")
