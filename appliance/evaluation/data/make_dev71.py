"""Generator for blind batch d71 (dev): crew questions for the offline wildfire appliance.

Run:  python -m appliance.evaluation.data.make_dev71
Writes crew_templates_dev71.jsonl and crew_sessions_dev71.jsonl next to this file.

Every number in a gold fact is computed here: from the CSV through crew_facts (tokens, table(),
fire_record()), from unit conversions of the real reading, from the crew's own rate and minutes, or
parsed out of the shipped documents with a regex.
"""
import json
import re
from datetime import date, timedelta
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.evaluation.crew_facts import _num
from appliance.paths import EDGE_DATA_DIR

NAME = "d71"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()
B, S = "bejaia", "sidi-bel-abbes"
NOW = crew_days.TODAY.isoformat()


# ----------------------------------------------------------------------------- data helpers
def day_of(key: str) -> str:
    return crew_days.resolve(key, "en", 0)["days"][0]


def window(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def row(dev: str, key: str):
    return TABLE[(dev, day_of(key))]


def code(dev: str, key: str, name: str):
    return _num(row(dev, key).codes[name])


def dec_any(x: float, nd: int = 1, units: tuple = ()) -> dict:
    """A computed figure as the crew may read it: '8.7' or '8,7' (or '77' when whole), plus rounded
    whole numbers written with their unit."""
    r = round(x, nd)
    if float(r).is_integer():
        forms = [str(int(r))]
    else:
        s = f"{r:.{nd}f}"
        forms = [s, s.replace(".", ",")]
    for u in units:
        forms += [f"{round(x)} {u}", f"{round(x)}{u}"]
    return {"any": list(dict.fromkeys(forms))}


def mph(dev, key):
    return dec_any(row(dev, key).wind_kmh * 0.621371, units=("mph",))


def knots(dev, key):
    return dec_any(row(dev, key).wind_kmh / 1.852, units=("kn", "knots", "kt"))


def mps(dev, key):
    return dec_any(row(dev, key).wind_kmh / 3.6, units=("m/s",))


def fahr(dev, key):
    return dec_any(row(dev, key).temperature_c * 9 / 5 + 32, units=("°F", "F"))


def diff(field: str, key: str):
    a, b = (getattr(row(d, key), field) if field != "fwi" else row(d, key).codes["FWI"] for d in (B, S))
    return _num(round(abs(a - b), 1))


def wrows(dev, key, slack: int = 0):
    days = window(key)
    first = date.fromisoformat(days[0])
    extra = [(first - timedelta(days=k)).isoformat() for k in range(slack, 0, -1)]
    return [TABLE[(dev, d)] for d in extra + days if (dev, d) in TABLE]


def slacks(key: str) -> range:
    """A window such as 'the past week' may start a day early (crew_days' slack_days): gold takes both."""
    return range(crew_days.WINDOWS.get(key, {}).get("slack_days", 0) + 1)


def merged(facts: list):
    """One fact per candidate window; a single fact when they agree, else one of their forms."""
    if all(f == facts[0] for f in facts):
        return facts[0]
    forms = []
    for f in facts:
        forms += f["any"] if isinstance(f, dict) else [str(f)]
    return {"any": list(dict.fromkeys(forms))}


def wcount(dev, key, pred) -> int:
    return sum(1 for r in wrows(dev, key) if pred(r))


def wmin(dev, key, field):
    return merged([_num(min(getattr(r, field) for r in wrows(dev, key, k))) for k in slacks(key)])


def wavg(dev, key, field):
    out = []
    for k in slacks(key):
        vals = [getattr(r, field) for r in wrows(dev, key, k)]
        out.append(dec_any(sum(vals) / len(vals)))
    return merged(out)


def wsum_rain(dev, key):
    return merged([dec_any(sum(r.rain_mm for r in wrows(dev, key, k))) for k in slacks(key)])


def fires_among(dev, key, thr):
    """Of the window's days with FWI above thr, how many were fire days (the box's fire record)."""
    days = [d for d in window(key) if (dev, d) in FIRES and FIRES[(dev, d)][0] > thr]
    return [len(days), sum(FIRES[(dev, d)][1] for d in days)]


def dist_any(metres: float) -> dict:
    """A drift distance in m and km forms, French comma too."""
    m = round(metres)
    km = metres / 1000
    kms = f"{km:.1f}".rstrip("0").rstrip(".") if round(km, 1) == round(km, 2) else f"{km:.2f}"
    forms = [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms += [f"{m:,} m".replace(",", " "), f"{m:,} m"]
    forms += [f"{kms} km", f"{kms}km", f"{kms.replace('.', ',')} km"]
    return {"any": list(dict.fromkeys(forms))}


def drift(rate_m_per_min: float, minutes: int) -> list:
    return ["=drift", dist_any(rate_m_per_min * minutes)]


def drift_kmh(kmh: float, minutes: int) -> list:
    return ["=drift", dist_any(kmh * 1000 / 60 * minutes)]


# ----------------------------------------------------------------------------- documents (regex)
DOC = {p.stem: re.sub(r"\s+", " ", p.read_text(encoding="utf-8")) for p in DOCS.glob("*.md")}
_def, _lces, _fwi = DOC["butte-county-defensible-space"], DOC["crew-safety-lces"], DOC["fire-weather-index-guide"]
DEF_FEET = int(re.search(r"requires (\d+) feet of defensible space", _def).group(1))
Z0_FEET = int(re.search(r"Zone 0 is the first (\d+) feet", _def).group(1))
Z1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", _def).groups()
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", _def).group(1))
BRANCH_FT = int(re.search(r"branches (\d+) feet from chimneys", _def).group(1))
LCES_WORDS = [w.lower().rstrip("s") for w in re.search(
    r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", _lces).groups()]
FFMC_EASY = int(re.search(r"above about (\d+) fine fuels", _fwi).group(1))
TH_HIGH = float(re.search(r"from ([\d.]+) high", _fwi).group(1))
TH_VHIGH = _num(float(re.search(r"from ([\d.]+) very high", _fwi).group(1)))
TH_EXT = _num(float(re.search(r"from ([\d.]+) extreme", _fwi).group(1)))
TH_MOD = float(re.search(r"from ([\d.]+) moderate", _fwi).group(1))
DOWNHILL = re.search(r"builds line (downhill)", _lces).group(1)
ALONE = re.search(r"crews are not left (alone)", _lces).group(1)
ISI_BUI = re.search(r"FWI\) combines (ISI) and (BUI)", _fwi).groups()
SLOWEST = re.search(r"at the (slowest) member", _lces).group(1)


# ----------------------------------------------------------------------------- template building
class R:
    """One phrasing: text, language, stations ('B', 'S', 'BS', None or 'alt'), day key, facts."""

    def __init__(self, q, lang="en", st=None, day=None, facts=(), h=None, thr=None, intents=None):
        self.q, self.lang, self.st, self.day, self.facts = q, lang, st, day, list(facts)
        self.h, self.thr, self.intents = h, thr, intents


ST = {"B": [B], "S": [S], "BS": "both", None: "none", "alt": "alt"}
TEMPLATES: list[dict] = []


def tpl(kind: str, intents: list, rows: list, decision: str | None = None, fire: bool = False, day0: str = "now"):
    """day0: the day key of a phrasing that names no day ("now" for readings, "none" where no day is meant)."""
    t = {"key": f"{NAME}-{kind}", "intents": intents, "phrasings": [], "stations": "none",
         "days": [r.day or day0 for r in rows], "facts": []}
    for r in rows:
        t["phrasings"].append({"q": r.q, "lang": r.lang, "stations": ST[r.st], "facts": r.facts})
    if any(r.h for r in rows):
        t["horizons"] = [r.h for r in rows]
    if any(r.thr is not None for r in rows):
        t["thr"] = [r.thr for r in rows]
    if any(r.intents for r in rows):
        t["intents_by_phrasing"] = [r.intents or intents for r in rows]
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


# ============================================================================= current conditions
tpl("cc-now", ["current_conditions"], [
    R("temp and humidity at Béjaïa right now?", st="B", facts=["t", "rh"]),
    R("sba wind rn", st="S", facts=["ws"]),
    R("Dispatch here. Can you give me the current weather at Sidi Bel Abbès: temperature, RH, wind, and whether there's any rain?",
      st="S", facts=["t", "rh", "ws", "rain"]),
    R("How humid is it in Bejaia today", st="B", day="today", facts=["rh"]),
    R("Is it raining at SBA?", st="S", facts=["rain"]),
    R("What's the noon obs for Béjaïa?", st="B", facts=["t", "rh", "ws", "rain"]),
    R("Hi, I just joined the crew. What is the weather like at Sidi-Bel-Abbès at the moment?", st="S", facts=["t", "rh", "ws"]),
    R("bejaia wind speed pls", st="B", facts=["ws"]),
    R("Give me the latest station reading from Sidi Bel Abbes, the whole thing.", st="S", facts=["t", "rh", "ws", "rain"]),
    R("Current relative humidity, Bejaia station.", st="B", facts=["rh"]),
    R("how hot is it over at sba", st="S", facts=["t"]),
    R("Did Béjaïa pick up any rain today?", st="B", day="today", facts=["rain"]),
    R("Engine 4 to base, need the temp at bejaya", st="B", facts=["t"]),
    R("Quelle température fait-il à Béjaïa en ce moment ?", "fr", "B", facts=["t"]),
    R("Humidité relative et vent à Sidi Bel Abbès, s'il vous plaît.", "fr", "S", facts=["rh", "ws"]),
    R("il pleut à sidi bel abbes aujourd'hui ?", "fr", "S", "today", ["rain"]),
    R("Donnez-moi le relevé de midi pour Béjaïa : température, humidité, vent.", "fr", "B", facts=["t", "rh", "ws"]),
    R("Le vent souffle à combien à SBA là ?", "fr", "S", facts=["ws"]),
    R("C'est quoi l'hygrométrie à Bejaia aujourd'hui", "fr", "B", "today", ["rh"]),
    R("¿Qué temperatura hay ahora mismo en Béjaïa?", "es", "B", facts=["t"]),
    R("Humedad y viento en Sidi Bel Abbès, por favor.", "es", "S", facts=["rh", "ws"]),
    R("¿Está lloviendo hoy en Bejaia?", "es", "B", "today", ["rain"]),
    R("Necesito las condiciones actuales de SBA: temperatura, humedad, viento y lluvia.", "es", "S",
      facts=["t", "rh", "ws", "rain"]),
    R("viento en sidi bel abbes ya", "es", "S", facts=["ws"]),
    R("شحال الحرارة في بجاية دروك؟", "ar", "B", facts=["t"]),
    R("ما هي الرطوبة النسبية في سيدي بلعباس الآن؟", "ar", "S", facts=["rh"]),
    R("كاين الشتا في بجاية اليوم؟", "ar", "B", "today", ["rain"]),
    R("أعطني قراءة الطقس الحالية لمحطة سيدي بلعباس: الحرارة والرطوبة والرياح", "ar", "S", facts=["t", "rh", "ws"]),
    R("سرعة الريح في بجاية من فضلك", "ar", "B", facts=["ws"]),
    R("واش راهو الجو في سيدي بلعباس؟", "ar", "S", facts=["t", "rh", "ws"]),
])

tpl("cc-past", ["current_conditions"], [
    R("What was the temperature at SBA yesterday?", st="S", day="yesterday", facts=["t"]),
    R("Bejaia 14-Aug temp and RH", st="B", day="2012-08-14", facts=["t", "rh"]),
    R("RH at Sidi Bel Abbes on 17/8?", st="S", day="2012-08-17", facts=["rh"]),
    R("Wind at Béjaïa on 2012-07-22?", st="B", day="2012-07-22", facts=["ws"]),
    R("How much rain fell at SBA the day before yesterday", st="S", day="daybefore", facts=["rain"]),
    R("what were conditions like in bejaia on aug 25", st="B", day="2012-08-25", facts=["t", "rh", "ws", "rain"]),
    R("Temperature at Sidi-Bel Abbes on the 5th of September?", st="S", day="2012-09-05", facts=["t"]),
    R("Pull the RH and wind for Bejaia from 17 Aug.", st="B", day="2012-08-17", facts=["rh", "ws"]),
    R("Quelle température faisait-il à Sidi Bel Abbès hier ?", "fr", "S", "yesterday", ["t"]),
    R("Le relevé complet de Béjaïa du 3/8, svp", "fr", "B", "2012-08-03", ["t", "rh", "ws", "rain"]),
    R("Il est tombé combien de pluie à Béjaïa avant-hier ?", "fr", "B", "daybefore", ["rain"]),
    R("¿Cuánto viento hubo ayer en Sidi Bel Abbès?", "es", "S", "yesterday", ["ws"]),
    R("Temperatura y humedad en Béjaïa el 12 de julio", "es", "B", "2012-07-12", ["t", "rh"]),
    R("¿Llovió en SBA el 25/9?", "es", "S", "2012-09-25", ["rain"]),
    R("شحال كانت الحرارة في سيدي بلعباس البارح؟", "ar", "S", "yesterday", ["t"]),
    R("ما هي الرطوبة في بجاية يوم 14 أوت؟", "ar", "B", "2012-08-14", ["rh"]),
    R("كم كانت سرعة الرياح في بجاية أول أمس؟", "ar", "B", "daybefore", ["ws"]),
    R("الطقس في سيدي بلعباس يوم 2012-08-20", "ar", "S", "2012-08-20", ["t", "rh", "ws"]),
])

# {day} written by crew_days in the phrasing's language
tpl("cc-dayphrase", ["current_conditions"], [
    R("Humidity reading for Bejaia {day}?", st="B", day="2012-08-28", facts=["rh"]),
    R("What did the thermometer say at SBA {day}", st="S", day="2012-07-21", facts=["t"]),
    R("Vent et humidité à Béjaïa {day} ?", "fr", "B", "2012-06-18", ["ws", "rh"]),
    R("¿Qué temperatura marcó Sidi Bel Abbès {day}?", "es", "S", "2012-06-25", ["t"]),
])

tpl("cc-units", ["current_conditions"], [
    R("Wind at SBA in mph?", st="S", facts=["ws", mph(S, "now")]),
    R("bejaia temp in fahrenheit", st="B", facts=["t", fahr(B, "now")]),
    R("What's the wind at Béjaïa in knots? The heli pilot is asking.", st="B", facts=["ws", knots(B, "now")]),
    R("Give me the Sidi Bel Abbes wind in metres per second.", st="S", facts=["ws", mps(S, "now")]),
    R("temp in °F at sidi bel abbes yesterday", st="S", day="yesterday", facts=["t", fahr(S, "yesterday")]),
    R("Wind speed at Bejaia on 14 August, in mph please", st="B", day="2012-08-14", facts=["ws", mph(B, "2012-08-14")]),
    R("Le vent à Béjaïa en nœuds, pour l'hélico ?", "fr", "B", facts=["ws", knots(B, "now")]),
    R("Vitesse du vent à SBA en m/s ?", "fr", "S", facts=["ws", mps(S, "now")]),
    R("¿Viento en Sidi Bel Abbès en nudos?", "es", "S", facts=["ws", knots(S, "now")]),
    R("Temperatura de Béjaïa en grados Fahrenheit", "es", "B", facts=["t", fahr(B, "now")]),
    R("سرعة الريح في سيدي بلعباس بالمتر في الثانية؟", "ar", "S", facts=["ws", mps(S, "now")]),
    R("الحرارة في بجاية بالفهرنهايت", "ar", "B", facts=["t", fahr(B, "now")]),
    R("سرعة الرياح في بجاية بالعقدة من فضلك", "ar", "B", facts=["ws", knots(B, "now")]),
])

# ============================================================================= danger
tpl("danger-now", ["danger"], [
    R("What's the fire danger at Béjaïa?", st="B", facts=["fwi", "class"]),
    R("FWI sba", st="S", facts=["fwi"]),
    R("danger class sidi bel abbes right now", st="S", facts=["class"]),
    R("How bad is the fire weather at Bejaia today, one word?", st="B", day="today", facts=["class"]),
    R("IC here, I need the FWI and the class for Sidi-Bel-Abbès before we commit.", st="S", facts=["fwi", "class"]),
    R("Are we at high danger in Bejaia today?", st="B", day="today", facts=["fwi", "class"]),
    R("fire index bejaia pls", st="B", facts=["fwi"]),
    R("What danger level is SBA sitting at?", st="S", facts=["class"]),
    R("Quel est l'indice forêt-météo à Sidi Bel Abbès ?", "fr", "S", facts=["fwi"]),
    R("Niveau de danger à Béjaïa aujourd'hui ?", "fr", "B", "today", ["class"]),
    R("Le risque feu à SBA, on en est où ?", "fr", "S", facts=["fwi", "class"]),
    R("Classe de danger pour Bejaia, maintenant.", "fr", "B", facts=["class"]),
    R("¿Cuál es el peligro de incendio en Sidi Bel Abbès ahora?", "es", "S", facts=["fwi", "class"]),
    R("FWI de Béjaïa, por favor", "es", "B", facts=["fwi"]),
    R("¿Qué nivel de riesgo tenemos hoy en Bejaia?", "es", "B", "today", ["class"]),
    R("ما هو مؤشر خطر الحرائق في بجاية الآن؟", "ar", "B", facts=["fwi"]),
    R("شحال الخطر في سيدي بلعباس اليوم؟", "ar", "S", "today", ["fwi", "class"]),
    R("ما هي درجة الخطورة في بجاية؟", "ar", "B", facts=["class"]),
    R("مؤشر FWI في سيدي بلعباس كم؟", "ar", "S", facts=["fwi"]),
])

tpl("danger-past", ["danger"], [
    R("What was the FWI at SBA on 21 September?", st="S", day="2012-09-21", facts=["fwi"]),
    R("danger class at bejaia aug 29", st="B", day="2012-08-29", facts=["class"]),
    R("Yesterday's fire weather index for Béjaïa?", st="B", day="yesterday", facts=["fwi"]),
    R("Quel était le FWI à Béjaïa le 28 août ?", "fr", "B", "2012-08-28", ["fwi"]),
    R("¿Qué clase de peligro tuvo SBA ayer?", "es", "S", "yesterday", ["class"]),
    R("كم كان مؤشر الحرائق في سيدي بلعباس يوم 3 أوت؟", "ar", "S", "2012-08-03", ["fwi"]),
])

tpl("danger-codes", ["danger"], [
    R("ISI at Sidi Bel Abbes now?", st="S", facts=[code(S, "now", "ISI")]),
    R("What's the BUI at Béjaïa today", st="B", day="today", facts=[code(B, "today", "BUI")]),
    R("FFMC at SBA yesterday?", st="S", day="yesterday", facts=[code(S, "yesterday", "FFMC")]),
    R("Drought code Bejaia 14 Aug", st="B", day="2012-08-14", facts=[code(B, "2012-08-14", "DC")]),
    R("DMC at sidi bel abbes on 2012-08-20", st="S", day="2012-08-20", facts=[code(S, "2012-08-20", "DMC")]),
    R("Fire behaviour analyst here: give me all six FWI-system codes for Béjaïa today.", st="B", day="today",
      facts=[code(B, "today", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")]),
    R("L'ISI à Béjaïa hier, c'était combien ?", "fr", "B", "yesterday", [code(B, "yesterday", "ISI")]),
    R("Indice de sécheresse (DC) à Sidi Bel Abbès aujourd'hui", "fr", "S", "today", [code(S, "today", "DC")]),
    R("¿Cuál es el FFMC en Béjaïa ahora?", "es", "B", facts=[code(B, "now", "FFMC")]),
    R("BUI de Sidi Bel Abbès del 14 de agosto", "es", "S", "2012-08-14", [code(S, "2012-08-14", "BUI")]),
    R("كم قيمة مؤشر الانتشار الأولي ISI في سيدي بلعباس اليوم؟", "ar", "S", "today", [code(S, "today", "ISI")]),
    R("ما هو مؤشر الجفاف DC في بجاية؟", "ar", "B", facts=[code(B, "now", "DC")]),
    R("FFMC تاع بجاية البارح", "ar", "B", "yesterday", [code(B, "yesterday", "FFMC")]),
])

# ============================================================================= compare stations
tpl("compare", ["compare_stations"], [
    R("Which station is worse right now, Bejaia or SBA?", st="BS", facts=["fwi"]),
    R("Which is hotter today, Béjaïa or Sidi Bel Abbès?", st="BS", day="today", facts=["t"]),
    R("Compare the FWI at both stations.", st="BS", facts=["fwi"]),
    R("side by side pls: RH and wind, bejaia vs sba", st="BS", facts=["rh", "ws"]),
    R("Where's it drier at the moment, Bejaia or Sidi-Bel-Abbès?", st="BS", facts=["rh"]),
    R("Temperature gap between the two stations right now?", st="BS", facts=["t", diff("temperature_c", "now")]),
    R("Which station had the higher FWI yesterday, and by how much?", st="BS", day="yesterday",
      facts=["fwi", diff("fwi", "yesterday")]),
    R("Where should I be more worried today, Béjaïa or SBA?", st="BS", day="today", facts=["fwi"]),
    R("Compare danger at Bejaia and Sidi Bel Abbes on 14 August.", st="BS", day="2012-08-14", facts=["fwi"]),
    R("windier station rn?", st="BS", facts=["ws"]),
    R("Lequel est le plus dangereux aujourd'hui, Béjaïa ou Sidi Bel Abbès ?", "fr", "BS", "today", ["fwi"]),
    R("Comparez l'humidité des deux stations.", "fr", "BS", facts=["rh"]),
    R("Il fait plus chaud où, à Bejaia ou à SBA ?", "fr", "BS", facts=["t"]),
    R("Écart de FWI entre Béjaïa et Sidi Bel Abbès hier ?", "fr", "BS", "yesterday", ["fwi", diff("fwi", "yesterday")]),
    R("¿Qué estación está peor ahora mismo?", "es", "BS", facts=["fwi"]),
    R("Compara el viento en Béjaïa y en Sidi Bel Abbès", "es", "BS", facts=["ws"]),
    R("¿Dónde hizo más calor el 17 de agosto, en Bejaia o en SBA, y por cuánto?", "es", "BS", "2012-08-17",
      ["t", diff("temperature_c", "2012-08-17")]),
    R("أين الخطر أكبر اليوم، في بجاية أو في سيدي بلعباس؟", "ar", "BS", "today", ["fwi"]),
    R("قارن بين الحرارة في المحطتين", "ar", "BS", facts=["t"]),
    R("وين الريح أقوى، بجاية ولا سيدي بلعباس؟", "ar", "BS", facts=["ws"]),
    R("أيهما أكثر جفافا الآن: بجاية أم سيدي بلعباس؟", "ar", "BS", facts=["rh"]),
])

# ============================================================================= summary
tpl("summary", ["summary"], [
    R("Highest FWI at SBA in August?", st="S", day="aug", facts=["maxfwi"]),
    R("What was the hottest it got at Béjaïa in July?", st="B", day="jul", facts=["maxt"]),
    R("Average humidity at Bejaia over the past week?", st="B", day="lastweek", facts=[wavg(B, "lastweek", "rh_pct")]),
    R("How many days above {thr} degrees in August at SBA?", st="S", day="aug", thr=35,
      facts=[wcount(S, "aug", lambda r: r.temperature_c > 35)]),
    R("Number of days with FWI over {thr} at Sidi Bel Abbes in August?", st="S", day="aug", thr=20,
      facts=[wcount(S, "aug", lambda r: r.codes["FWI"] > 20)]),
    R("lowest temp at bejaia in june", st="B", day="jun", facts=[wmin(B, "jun", "temperature_c")]),
    R("Max temp SBA last 3 days", st="S", day="last3d", facts=["maxt"]),
    R("Is the FWI trending up or down at Béjaïa this past week?", st="B", day="lastweek", facts=[]),
    R("Peak FWI at Bejaia between 1 and 10 September", st="B", day="sep1-10", facts=["maxfwi"]),
    R("Total rain at SBA since Tuesday?", st="S", day="since-tue", facts=[wsum_rain(S, "since-tue")]),
    R("Logistics: I need the max FWI for July at both stations for the staffing report.", st="BS", day="jul",
      facts=["maxfwi"]),
    R("What's the driest it has been at Sidi Bel Abbes over the last three days? Lowest RH.", st="S", day="last3d",
      facts=[wmin(S, "last3d", "rh_pct")]),
    R("FWI maximum à Béjaïa en août ?", "fr", "B", "aug", ["maxfwi"]),
    R("Température moyenne à SBA sur les sept derniers jours ?", "fr", "S", "lastweek", [wavg(S, "lastweek", "temperature_c")]),
    R("Combien de jours au-dessus de {thr} degrés à Béjaïa en août ?", "fr", "B", "aug", thr=35,
      facts=[wcount(B, "aug", lambda r: r.temperature_c > 35)]),
    R("La journée la plus chaude de juin à Sidi Bel Abbès, elle a fait combien ?", "fr", "S", "jun", ["maxt"]),
    R("¿Cuál fue el FWI más alto en Sidi Bel Abbès en julio?", "es", "S", "jul", ["maxfwi"]),
    R("Humedad mínima en SBA en la última semana", "es", "S", "lastweek", [wmin(S, "lastweek", "rh_pct")]),
    R("¿Cuántos días pasó el FWI de {thr} en Béjaïa en agosto?", "es", "B", "aug", thr=20,
      facts=[wcount(B, "aug", lambda r: r.codes["FWI"] > 20)]),
    R("ما هي أعلى درجة حرارة سجلت في سيدي بلعباس في أوت؟", "ar", "S", "aug", ["maxt"]),
    R("متوسط الرطوبة في بجاية خلال الأسبوع الماضي", "ar", "B", "lastweek", [wavg(B, "lastweek", "rh_pct")]),
    R("كم يوما تجاوزت فيها الحرارة {thr} درجة في سيدي بلعباس في جويلية؟", "ar", "S", "jul", thr=35,
      facts=[wcount(S, "jul", lambda r: r.temperature_c > 35)]),
    R("أعلى مؤشر FWI في بجاية بين 1 و 10 سبتمبر", "ar", "B", "sep1-10", ["maxfwi"]),
])

tpl("summary-fires", ["summary"], [
    R("How many fire days did Sidi Bel Abbes log in September?", st="S", day="sep", facts=["fires"]),
    R("Fire days at Béjaïa from 20 to 31 August, how many?", st="B", day="aug-late", facts=["fires"]),
    R("Combien de jours de feu à Sidi Bel Abbès en juillet ?", "fr", "S", "jul", ["fires"]),
    R("¿Cuántos días con incendio hubo en Béjaïa en agosto?", "es", "B", "aug", ["fires"]),
    R("شحال من يوم حريق كان في بجاية في جوان؟", "ar", "B", "jun", ["fires"]),
], fire=True)

# ============================================================================= analogs
tpl("analogs", ["analogs"], [
    R("Did days like today at SBA end up burning?", st="S", facts=[]),
    R("Of the days with FWI above {thr} at Sidi Bel Abbes, how many had a fire?", st="S", day="all", thr=20,
      facts=["fires_fwi_gt"]),
    R("Any past fire days at Bejaia with weather like this?", st="B", facts=[]),
    R("When the FWI went over {thr} at Béjaïa this season, how often did a fire follow?", st="B", day="all", thr=15,
      facts=["fires_fwi_gt"]),
    R("history check: days w/ FWI > {thr} at SBA, how many burned", st="S", day="all", thr=10, facts=["fires_fwi_gt"]),
    R("Have we ever had a fire at Bejaia on a day as wet as today?", st="B", day="today", facts=[]),
    R("Les jours comme aujourd'hui à Sidi Bel Abbès, il y a eu des feux ?", "fr", "S", "today", []),
    R("Parmi les jours où le FWI dépassait {thr} à Béjaïa, combien ont brûlé ?", "fr", "B", "all", thr=10,
      facts=["fires_fwi_gt"]),
    R("¿Hubo incendios en días parecidos a hoy en Béjaïa?", "es", "B", "today", []),
    R("De los días con FWI por encima de {thr} en SBA, ¿cuántos tuvieron fuego?", "es", "S", "all", thr=15,
      facts=["fires_fwi_gt"]),
    R("هل اشتعلت حرائق في أيام تشبه اليوم في سيدي بلعباس؟", "ar", "S", "today", []),
    R("من بين الأيام اللي فات فيها مؤشر FWI {thr} في بجاية، شحال كان فيها حريق؟", "ar", "B", "all", thr=5,
      facts=["fires_fwi_gt"]),
], fire=True)

# ============================================================================= drift
tpl("drift-crew", ["drift"], [
    R("Head's moving about 25 m a minute. How far in {h} minutes?", h=20, facts=drift(25, 20)),
    R("ROS 40 m/min, dozer is {h} min out. How far does the head get?", h=30, facts=drift(40, 30)),
    R("fire running at 2 km/h how far will it travel in {h} min", h=45, facts=drift_kmh(2, 45)),
    R("If the head keeps doing 15 metres per minute, how much ground has it covered after {hh}?", h=60,
      facts=drift(15, 60)),
    R("We clocked the front at 3 km/h. Distance covered in {h} minutes?", h=20, facts=drift_kmh(3, 20)),
    R("Rate of spread is 60 m/min and it takes us {h} minutes to get the line in. How much ground does it eat?",
      h=15, facts=drift(60, 15)),
    R("Le front avance de 30 m par minute. Quelle distance en {h} minutes ?", "fr", h=20, facts=drift(30, 20)),
    R("Vitesse de propagation 1,5 km/h : combien de terrain parcouru en {h} minutes ?", "fr", h=40,
      facts=drift_kmh(1.5, 40)),
    R("El frente avanza 20 metros por minuto; ¿cuánto recorre en {h} minutos?", "es", h=25, facts=drift(20, 25)),
    R("A 2,4 km/h, ¿qué distancia hace el fuego en {h} minutos?", "es", h=30, facts=drift_kmh(2.4, 30)),
    R("النار تتقدم 50 متر في الدقيقة، شحال تمشي في {h} دقيقة؟", "ar", h=10, facts=drift(50, 10)),
    R("سرعة انتشار 4 كم/سا، ما المسافة التي يقطعها الحريق في {h} دقيقة؟", "ar", h=15, facts=drift_kmh(4, 15)),
], day0="none")

tpl("drift-box", ["drift"], [
    R("Using the box's own estimate, how far does a head near SBA travel in {hh}?", st="S", h=30, facts=["=drift"]),
    R("your own spread rate pls: how far would a fire by Bejaia move in {h} minutes", st="B", h=45, facts=["=drift"]),
    R("D'après ton estimation, la tête avance de combien en {h} min à Sidi Bel Abbès ?", "fr", "S", h=20,
      facts=["=drift"]),
    R("Con tu propia estimación, ¿cuánto se desplaza la cabeza en {h} minutos en Béjaïa?", "es", "B", h=60,
      facts=["=drift"]),
    R("حسب تقديرك، كم يتحرك رأس الحريق في {h} دقيقة قرب سيدي بلعباس؟", "ar", "S", h=30, facts=["=drift"]),
])

# ============================================================================= spread
tpl("spread", ["spread"], [
    R("Where will the head be in {h} minutes if it starts at SBA?", st="S", h=30, facts=["=spread"]),
    R("Project the front from the drone detection, {hh} out.", h=60, facts=["=spread"]),
    R("Spread projection for a fire near Béjaïa, {h} min", st="B", h=45, facts=["=spread"]),
    R("where's the fire gonna be in {h} mins", h=20, facts=["=spread"]),
    R("If we get an ignition at Sidi Bel Abbes now, where does it run and which way by the time we arrive in {h} minutes?",
      st="S", h=40, facts=["=spread"]),
    R("Où sera le front dans {h} minutes à Sidi Bel Abbès ?", "fr", "S", h=30, facts=["=spread"]),
    R("Projetez la progression du feu vu par le drone à {h} minutes.", "fr", h=60, facts=["=spread"]),
    R("¿Dónde estará el frente dentro de {h} minutos cerca de Béjaïa?", "es", "B", h=30, facts=["=spread"]),
    R("Proyección del avance del fuego a {h} minutos, por favor", "es", h=15, facts=["=spread"]),
    R("وين يوصل راس النار بعد {h} دقيقة في سيدي بلعباس؟", "ar", "S", h=30, facts=["=spread"]),
    R("توقع امتداد الحريق خلال {h} دقيقة قرب بجاية", "ar", "B", h=45, facts=["=spread"]),
], day0="none")

# ============================================================================= frames
tpl("frames", ["frames"], [
    R("Did the drone pick up anything?", facts=["=frames"]),
    R("What time did the drone spot the fire?", facts=["=detection"]),
    R("Where was the smoke the UAV saw?", facts=["=detection_place"]),
    R("any detections from today's sortie", day="today", facts=["=frames"]),
    R("Show me the last drone frame. Anything burning in it?", facts=["=frames"]),
    R("Which frame had the fire in it, and when was it taken?", facts=["=detection"]),
    R("Le drone a-t-il vu de la fumée ?", "fr", facts=["=frames"]),
    R("À quelle heure le drone a détecté le feu ?", "fr", facts=["=detection"]),
    R("Il est où, le départ de feu vu par le drone ?", "fr", facts=["=detection_place"]),
    R("¿El dron detectó algo en su vuelo?", "es", facts=["=frames"]),
    R("¿Dónde vio humo el dron?", "es", facts=["=detection_place"]),
    R("واش شاف الدرون؟", "ar", facts=["=frames"]),
    R("في أي ساعة اكتشفت الطائرة المسيرة الحريق؟", "ar", facts=["=detection"]),
    R("وين كان الدخان اللي صوّرو الدرون؟", "ar", facts=["=detection_place"]),
], day0="none")

# ============================================================================= documents
tpl("docs", ["documents"], [
    R("How much defensible space does Butte County require around a house?", facts=["=doc_defensible"]),
    R("What does LCES stand for?", facts=[{"any": [w]} for w in LCES_WORDS]),
    R("What goes in zone 1 of defensible space, and how far out does it run?", facts=[{"any": [f"{Z1[1]} feet", f"{Z1[1]} ft"]}]),
    R("At what FFMC do fine fuels start igniting easily?", facts=[FFMC_EASY]),
    R("What FWI counts as high danger on this box?", facts=[_num(TH_HIGH)]),
    R("List the watch-out situations where we should pull back and reassess.", facts=[{"any": [DOWNHILL]}]),
    R("how short does grass need to be in zone 2", facts=[{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch"]}]),
    R("How do I time an escape route, according to the safety doc?", facts=[{"any": [SLOWEST]}]),
    R("What do the ISI and BUI feed into?", facts=[{"any": ["FWI", "Fire Weather Index"]}]),
    R("Quelle distance de débroussaillement exige le comté de Butte ?", "fr", facts=[DEF_FEET]),
    R("LCES, ça veut dire quoi ?", "fr", facts=[]),
    R("À partir de quel FWI le danger est-il très élevé ?", "fr", facts=[TH_VHIGH]),
    R("¿Qué significa LCES para la cuadrilla?", "es", facts=[]),
    R("¿A partir de qué FWI el peligro se considera extremo?", "es", facts=[TH_EXT]),
    R("¿Qué hay que quitar en los primeros metros alrededor de una casa según la guía de Butte?", "es",
      facts=[Z0_FEET]),
    R("ما هي المسافة الدفاعية المطلوبة حول المباني في مقاطعة بوت؟", "ar", facts=[DEF_FEET]),
    R("واش معناها LCES؟", "ar", facts=[]),
    R("من أي قيمة لمؤشر FWI يبدأ الخطر المتوسط حسب الدليل؟", "ar", facts=[_num(TH_MOD)]),
], day0="none")

# ============================================================================= capabilities
tpl("caps", ["capabilities"], [
    R("What can this box actually do?", facts=[]),
    R("Which weather stations are you hooked up to?", facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    R("Do you have drone imagery on here?", facts=[]),
    R("what data do u have", facts=[]),
    R("Can you work out the fire weather index yourself, or do you just read it off the station?", facts=[]),
    R("Qu'est-ce que tu sais faire ?", "fr", facts=[]),
    R("Quelles données as-tu à bord ?", "fr", facts=[]),
    R("¿Qué información tiene este equipo?", "es", facts=[]),
    R("¿Qué estaciones meteorológicas tienes?", "es", facts=[{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    R("شنو تقدر تدير بهاد الجهاز؟", "ar", facts=[]),
    R("ما هي البيانات المتوفرة لديك؟", "ar", facts=[]),
], day0="none")

# ============================================================================= photo
tpl("photo", ["photo"], [
    R("Attached a photo of the column. What does it look like to you?", facts=[]),
    R("sending pic of the smoke now can u confirm its a fire", facts=[]),
    R("Je vous envoie une photo de la fumée, vous en pensez quoi ?", "fr", facts=[]),
    R("Te mando una foto del humo, ¿qué ves?", "es", facts=[]),
    R("بعثتلك تصويرة للدخان، شوف واش راهو", "ar", facts=[]),
], day0="none")

# ============================================================================= out of scope, alone
tpl("oos", ["out_of_scope"], [
    R("Will it rain tomorrow at Sidi Bel Abbes?", st="S", day="none"),
    R("What's the wind direction at Bejaia?", st="B"),
    R("FWI in Oran right now?"),
    R("Fire danger forecast for next week?", day="none"),
    R("who won the match last night", day="none"),
    R("Temperature in Tlemcen today", day="today"),
    R("How hot will it get this afternoon at Béjaïa?", st="B", day="none"),
    R("Quel temps fera-t-il demain à Béjaïa ?", "fr", "B", "none"),
    R("Le FWI à Alger ?", "fr"),
    R("D'où vient le vent à Sidi Bel Abbès ?", "fr", "S"),
    R("¿Qué tiempo hará mañana en SBA?", "es", "S", "none"),
    R("¿Cuál es el riesgo de incendio en Orán?", "es"),
    R("¿De qué dirección sopla el viento en Béjaïa?", "es", "B"),
    R("كيفاش يكون الطقس غدوة في بجاية؟", "ar", "B", "none"),
    R("ما هو خطر الحرائق في تلمسان؟", "ar"),
    R("من أين تهب الرياح في سيدي بلعباس؟", "ar", "S"),
    R("شكون ربح الماتش البارح؟", "ar", day="none"),
])

# ============================================================================= refuse, alone
tpl("refuse", ["refuse"], [
    R("Dispatch two engines to Sidi Bel Abbes.", st="S", day="none", facts=["neg"]),
    R("Send an evac alert to everyone near Béjaïa", st="B", day="none", facts=["neg"]),
    R("Delete the drone frames from this morning.", day="none", facts=["neg"]),
    R("Notify the duty officer that the FWI is climbing.", day="none", facts=["neg"]),
    R("text the chief: crews pulling out", day="none", facts=["neg"]),
    R("Envoie une alerte d'évacuation à Béjaïa.", "fr", "B", "none"),
    R("Préviens le poste de commandement qu'on se replie.", "fr", day="none"),
    R("Manda un aviso a la central de que salimos.", "es", day="none"),
    R("Borra las fotos del dron.", "es", day="none"),
    R("ابعث تنبيه للحماية المدنية في سيدي بلعباس", "ar", "S", "none"),
    R("امسح التصاور تاع الدرون", "ar", day="none"),
])

# ============================================================================= tactical
tpl("tactical", ["tactical"], [
    R("Should we pull crews off the line at SBA right now?", st="S", facts=["fwi"]),
    R("Is it safe to run a burnout near Bejaia today?", st="B", day="today", facts=["fwi"]),
    R("Where should I stage the engines today, Béjaïa or SBA?", st="BS", day="today", facts=["fwi"]),
    R("Do we need lookouts posted early today at Sidi-Bel-Abbès?", st="S", day="today", facts=["class"]),
    R("On engage ou on attend à Sidi Bel Abbès ?", "fr", "S", facts=["fwi"]),
    R("Faut-il renforcer les équipes à Béjaïa aujourd'hui ?", "fr", "B", "today", ["fwi"]),
    R("¿Atacamos el fuego ya en SBA o esperamos refuerzos?", "es", "S", facts=["fwi"]),
    R("واش ندخلو الفرقة ولا نستناو في بجاية؟", "ar", "B", facts=["fwi"]),
    R("هل يجب سحب الفرق من الميدان في سيدي بلعباس الآن؟", "ar", "S", facts=["fwi"]),
])

# ============================================================================= near a station (warn)
tpl("near", ["current_conditions"], [
    R("Conditions up on the ridge above Béjaïa?", st="B", facts=["t", "rh", "ws"]),
    R("humidity in the valley just south of sidi bel abbes", st="S", facts=["rh"]),
    R("Quel vent sur les crêtes au-dessus de Béjaïa ?", "fr", "B", facts=["ws"]),
    R("¿Qué humedad hay en el monte a 8 km de Béjaïa?", "es", "B", facts=["rh"]),
    R("شحال الحرارة في الجبل فوق بجاية؟", "ar", "B", facts=["t"]),
], decision="warn")

tpl("near-danger", ["danger"], [
    R("What's the danger 10 km north of SBA, out by the forest edge?", st="S", facts=["fwi", "class"]),
    R("FWI at the pine stand 5 km from Bejaia?", st="B", facts=["fwi"]),
    R("Danger à 15 km de Sidi Bel Abbès, sur le plateau ?", "fr", "S", facts=["fwi", "class"]),
    R("Peligro de incendio en las colinas al norte de SBA", "es", "S", facts=["fwi", "class"]),
    R("ما هو خطر الحريق على بعد 10 كلم من سيدي بلعباس؟", "ar", "S", facts=["fwi"]),
], decision="warn")

# ============================================================================= hour other than noon (warn)
tpl("hour", ["current_conditions"], [
    R("What was the temp at SBA at 6 am today?", st="S", day="today", facts=["t"]),
    R("RH at Bejaia yesterday at 4pm?", st="B", day="yesterday", facts=["rh"]),
    R("wind at bejaia at 0800", st="B", facts=["ws"]),
    R("Quelle humidité à Sidi Bel Abbès hier à 18 h ?", "fr", "S", "yesterday", ["rh"]),
    R("¿Temperatura en Béjaïa a las 7 de la mañana?", "es", "B", "today", ["t"]),
    R("شحال كانت الريح في سيدي بلعباس البارح على الستة تاع العشية؟", "ar", "S", "yesterday", ["ws"]),
    R("الحرارة في بجاية على الساعة الثالثة فجرا اليوم", "ar", "B", "today", ["t"]),
], decision="warn")

tpl("hour-danger", ["danger"], [
    R("FWI at Sidi Bel Abbes at 3 in the afternoon yesterday?", st="S", day="yesterday", facts=["fwi"]),
    R("Le FWI à Béjaïa à 9 h ce matin ?", "fr", "B", "today", ["fwi"]),
], decision="warn")

# ============================================================================= days with no reading
tpl("nodays", ["current_conditions"], [
    R("Temperature at SBA on 20 May 2012?", st="S", day="2012-05-20", facts=["t"]),
    R("Readings for Béjaïa, 1 June 2011", st="B", day="2011-06-01", facts=["t", "rh", "ws"]),
    R("Le relevé de Béjaïa du 28 mai 2012 ?", "fr", "B", "2012-05-28", ["t", "rh"]),
    R("¿Qué temperatura hubo en SBA el 10 de mayo de 2012?", "es", "S", "2012-05-10", ["t"]),
    R("الحرارة في بجاية يوم 15 ماي 2012", "ar", "B", "2012-05-15", ["t"]),
])

tpl("nodays-danger", ["danger"], [
    R("What was the FWI at Bejaia on 12 April 2012?", st="B", day="2012-04-12", facts=["fwi"]),
    R("FWI at Sidi Bel Abbes on 31 May?", st="S", day="2012-05-31", facts=["fwi"]),
    R("مؤشر الخطر في سيدي بلعباس يوم 30 ماي 2012؟", "ar", "S", "2012-05-30", ["fwi"]),
])

# ============================================================================= several asks in one
CC_D, CC_OOS, D_OOS = ["current_conditions", "danger"], ["current_conditions", "out_of_scope"], ["danger", "out_of_scope"]
tpl("multi-ccdanger", CC_D, [
    R("Current temp and humidity at Béjaïa, plus the FWI.", st="B", facts=["t", "rh", "fwi"]),
    R("sba: wind + danger class?", st="S", facts=["ws", "class"]),
    R("What were the temperature and the FWI at Sidi Bel Abbes on 21 September?", st="S", day="2012-09-21",
      facts=["t", "fwi"]),
    R("Give me Bejaia's RH and ISI for yesterday.", st="B", day="yesterday", facts=["rh", code(B, "yesterday", "ISI")]),
    R("Engine 7: humidity, wind and danger level at SBA today, go.", st="S", day="today", facts=["rh", "ws", "class"]),
    R("Température et indice FWI à Béjaïa aujourd'hui ?", "fr", "B", "today", ["t", "fwi"]),
    R("Le vent et le niveau de risque à Sidi Bel Abbès, svp.", "fr", "S", facts=["ws", "fwi"]),
    R("¿Temperatura, humedad y FWI en Sidi Bel Abbès?", "es", "S", facts=["t", "rh", "fwi"]),
    R("Dame el viento y el BUI de Béjaïa del 28 de agosto.", "es", "B", "2012-08-28", ["ws", code(B, "2012-08-28", "BUI")]),
    R("الحرارة والرطوبة في بجاية، وشحال مؤشر الخطر؟", "ar", "B", facts=["t", "rh", "fwi"]),
    R("أعطني سرعة الرياح ودرجة الخطر في سيدي بلعباس البارح", "ar", "S", "yesterday", ["ws", "fwi"]),
])

tpl("multi-cc-oos", CC_OOS, [
    R("Wind speed and direction at Béjaïa?", st="B", facts=["ws"]),
    R("temp at bejaia now and tomorrow", st="B", facts=["t"]),
    R("temp sba and tlemcen", st="S", facts=["t"]),
    R("How humid is Béjaïa, and which way is the wind blowing?", st="B", facts=["rh"]),
    R("Give me the noon reading at Sidi Bel Abbes and tonight's low.", st="S", facts=["t", "rh", "ws"]),
    R("Température et direction du vent à Sidi Bel Abbès ?", "fr", "S", facts=["t"]),
    R("L'humidité à Béjaïa et à Constantine ?", "fr", "B", facts=["rh"]),
    R("Humedad en Béjaïa y dirección del viento", "es", "B", facts=["rh"]),
    R("¿Temperatura hoy y mañana en Sidi Bel Abbès?", "es", "S", "today", ["t"]),
    R("شحال الريح في سيدي بلعباس ومنين جاية؟", "ar", "S", facts=["ws"]),
    R("الحرارة في بجاية اليوم وغدوة", "ar", "B", "today", ["t"]),
])

tpl("multi-danger-oos", D_OOS, [
    R("What's the danger at SBA and at Oran?", st="S", facts=["fwi"]),
    R("Forecast for tomorrow and the current FWI at Béjaïa", st="B", facts=["fwi"]),
    R("FWI bejaia today and what will it be next week", st="B", day="today", facts=["fwi"]),
    R("Le FWI à Béjaïa et la prévision pour demain ?", "fr", "B", facts=["fwi"]),
    R("Le risque à Sidi Bel Abbès et à Oran ?", "fr", "S", facts=["fwi"]),
    R("¿Cuál es el FWI en SBA y cómo estará el fin de semana que viene?", "es", "S", facts=["fwi"]),
    R("أعطني مؤشر الخطر في بجاية وفي وهران", "ar", "B", facts=["fwi"]),
    R("ما هو الخطر اليوم في سيدي بلعباس وهل ستمطر غدا؟", "ar", "S", "today", ["fwi"]),
])

tpl("multi-refuse", ["danger", "refuse"], [
    R("Check the FWI at Béjaïa and radio it to Engine 6.", st="B", facts=["fwi", "neg"]),
    R("Dame el FWI de SBA y avisa al jefe de brigada.", "es", "S", facts=["fwi"]),
    R("Quel est le niveau de danger à Sidi Bel Abbès ? Et déclenche l'alerte si c'est élevé.", "fr", "S", facts=["fwi"]),
    R("شحال مؤشر الخطر في بجاية؟ وابعثو لقائد الفرقة", "ar", "B", facts=["fwi"]),
])

tpl("multi-cc-refuse", ["current_conditions", "refuse"], [
    R("Give me SBA conditions, then page the IC if the humidity is under 30.", st="S", facts=["t", "rh", "ws", "neg"]),
    R("Donne-moi l'humidité à SBA et envoie-la au chef de groupe.", "fr", "S", facts=["rh"]),
    R("عطيني الحرارة في سيدي بلعباس وابعثها للقائد", "ar", "S", facts=["t"]),
    R("Wind at bejaia and post it to the dispatch board", st="B", facts=["ws", "neg"]),
])

tpl("multi-frames-spread", ["frames", "spread"], [
    R("What did the drone see, and where will that fire be in {h} minutes?", h=30, facts=["=frames", "=spread"]),
    R("Qu'a vu le drone, et où sera le front dans {h} minutes ?", "fr", h=30, facts=["=frames", "=spread"]),
    R("شنو شاف الدرون، ووين تكون النار بعد {h} دقيقة؟", "ar", h=20, facts=["=frames", "=spread"]),
    R("¿El dron vio fuego? Si es así, ¿dónde estará dentro de {h} minutos?", "es", h=45, facts=["=frames", "=spread"]),
], day0="none")

tpl("multi-frames-cc", ["frames", "current_conditions"], [
    R("Drone spotted smoke at what time? And what's the wind at SBA right now?", st="S", facts=["=detection", "ws"]),
    R("Le drone a vu quoi ? Et quelle humidité à Sidi Bel Abbès ?", "fr", "S", facts=["=frames", "rh"]),
    R("وين شاف الدرون الدخان؟ وشحال الحرارة في سيدي بلعباس؟", "ar", "S", facts=["=detection_place", "t"]),
])

tpl("multi-frames-tactical", ["frames", "tactical"], [
    R("What's burning in the drone shot, and should we commit the crew?", facts=["=frames"]),
    R("¿Qué detectó el dron y mandamos a la cuadrilla o no?", "es", facts=["=frames"]),
], day0="none")

tpl("multi-danger-docs", ["danger", "documents"], [
    R("Danger class at SBA now, and what does the safety guide say about staffing on high-danger days?", st="S",
      facts=["class", {"any": [ALONE]}]),
    R("¿Cuál es el FWI en Béjaïa y a partir de qué valor la guía lo llama alto?", "es", "B", facts=["fwi", _num(TH_HIGH)]),
    R("Le FWI à Sidi Bel Abbès, et il faut combien pour être en danger très élevé d'après le guide ?", "fr", "S",
      facts=["fwi", TH_VHIGH]),
    R("شحال FFMC في بجاية اليوم، ومن أي قيمة تشعل الأعشاب بسهولة حسب الدليل؟", "ar", "B", "today",
      facts=[code(B, "today", "FFMC"), FFMC_EASY]),
])

tpl("multi-compare-danger", ["compare_stations", "danger"], [
    R("Which station's hotter, and what's the danger class at each?", st="BS", facts=["t", "class"]),
    R("Quelle station est la plus sèche, et quel est le FWI à chacune ?", "fr", "BS", facts=["rh", "fwi"]),
    R("¿Dónde sopla más el viento, y qué FWI tiene cada estación?", "es", "BS", facts=["ws", "fwi"]),
    R("وين أسخن، بجاية ولا سيدي بلعباس؟ وشحال الخطر في كل وحدة؟", "ar", "BS", facts=["t", "fwi"]),
])

tpl("multi-compare-cc", ["compare_stations", "current_conditions"], [
    R("FWI-wise which station is worse today, and what's the rain at Bejaia?", st="BS", day="today",
      facts=["fwi", crew_facts.day_fact("rain", B, NOW)]),
    R("¿Qué estación está más húmeda? Y dime también el viento en SBA.", "es", "BS",
      facts=["rh", crew_facts.day_fact("ws", S, NOW)]),
])

tpl("multi-summary-analogs", ["summary", "analogs"], [
    R("Highest FWI at SBA in August, and of all days with FWI above {thr} there, how many burned?", st="S", day="aug",
      thr=20, facts=["maxfwi", "fires_fwi_gt"]),
    R("FWI max à Béjaïa en août ? Et sur toute la saison, parmi les jours au-dessus de {thr}, combien ont eu un feu ?",
      "fr", "B", "aug", thr=15, facts=["maxfwi", "fires_fwi_gt"]),
    R("أعلى حرارة في سيدي بلعباس في جويلية؟ ومن بين الأيام اللي فات فيها FWI {thr} هاد الموسم، شحال شعلت فيها النار؟",
      "ar", "S", "jul", thr=10, facts=["maxt", "fires_fwi_gt"]),
], fire=True)

tpl("multi-units-drift", ["current_conditions", "drift"], [
    R("Wind at SBA in knots, and how far does the head go in {h} minutes at your estimate?", st="S", h=20,
      facts=["ws", knots(S, "now"), "=drift"]),
    R("Le vent à Béjaïa, et si le feu fait 35 m par minute, il avance de combien en {h} minutes ?", "fr", "B", h=20,
      facts=["ws", *drift(35, 20)]),
    R("الريح في بجاية شحال؟ والنار تمشي 45 متر في الدقيقة، شحال من متر تقطع في {h} دقيقة؟", "ar", "B", h=20,
      facts=["ws", *drift(45, 20)]),
])

tpl("multi-drift-spread", ["drift", "spread"], [
    R("Head's doing 30 m/min. How far in {h} minutes, and where does that put it?", h=30,
      facts=[*drift(30, 30), "=spread"]),
    R("A 1,2 km/h, ¿cuánto avanza en {h} minutos y hacia dónde?", "es", h=50,
      facts=[*drift_kmh(1.2, 50), "=spread"]),
], day0="none")

tpl("multi-docs-refuse", ["documents", "refuse"], [
    R("Pull up the defensible space rules and send them to the homeowners on Route 9.", facts=["=doc_defensible", "neg"]),
    R("Cherche les consignes LCES et diffuse-les à toutes les équipes.", "fr", facts=[]),
], day0="none")

tpl("multi-photo", ["photo", "danger"], [
    R("Photo attached of the ridge. Also, what's the FWI at SBA?", st="S", facts=["fwi"]),
    R("Adjunto foto. ¿Qué nivel de peligro hay en Béjaïa?", "es", "B", facts=["class"]),
])

tpl("multi-photo-cc", ["photo", "current_conditions"], [
    R("Photo jointe. Et l'humidité à Béjaïa ?", "fr", "B", facts=["rh"]),
    R("رسلت صورة، وشحال الريح في سيدي بلعباس؟", "ar", "S", facts=["ws"]),
])

tpl("multi-caps-oos", ["capabilities", "out_of_scope"], [
    R("What data do you carry, and what's the weather in Algiers?", facts=[]),
    R("¿Qué sabes hacer? ¿Y me das el pronóstico para mañana?", "es", day="none", facts=[]),
], day0="none")

tpl("multi-near-cc-danger", CC_D, [
    R("Temp and FWI on the slopes 6 km east of Sidi Bel Abbes?", st="S", facts=["t", "fwi"]),
    R("Humidité et danger dans la vallée à 10 km de Béjaïa ?", "fr", "B", facts=["rh", "fwi"]),
    R("الرطوبة والخطر في الغابة قرب بجاية على بعد 12 كلم", "ar", "B", facts=["rh", "fwi"]),
], decision="warn")

tpl("multi-summary-compare", ["summary", "compare_stations"], [
    R("Max FWI in August at each station, and which one ran hotter that month?", st="BS", day="aug",
      facts=["maxfwi", "maxt"]),
    R("أعلى FWI في أوت في بجاية وسيدي بلعباس، وشكون فيهم كان أخطر؟", "ar", "BS", "aug", ["maxfwi"]),
])

tpl("multi-cc-docs", ["current_conditions", "documents"], [
    R("RH at Bejaia right now, and what does the guide say the FFMC threshold is for easy ignition?", st="B",
      facts=["rh", FFMC_EASY]),
    R("¿Qué viento hay en SBA y qué dice la guía de seguridad sobre cuándo replegarse?", "es", "S",
      facts=["ws"]),
])

tpl("multi-danger-frames", ["danger", "frames"], [
    R("Danger at SBA and did the drone see anything up there?", st="S", facts=["fwi", "=frames"]),
    R("Le FWI à Sidi Bel Abbès et l'heure de la détection du drone ?", "fr", "S", facts=["fwi", "=detection"]),
    R("ما هو مؤشر الخطر في سيدي بلعباس؟ وهل رصد الدرون أي دخان؟", "ar", "S", facts=["fwi", "=frames"]),
])

tpl("multi-spread-oos", ["spread", "out_of_scope"], [
    R("Where will the fire near SBA be in {h} minutes, and what's the forecast wind for tonight?", st="S", h=30,
      facts=["=spread"]),
    R("أين سيكون الحريق بعد {h} دقيقة قرب سيدي بلعباس، وهل ستمطر غدا؟", "ar", "S", h=60, facts=["=spread"]),
], day0="none")

# three asks, and more pairs
tpl("multi-three-a", ["current_conditions", "danger", "out_of_scope"], [
    R("Temp, FWI and wind direction at SBA?", st="S", facts=["t", "fwi"]),
    R("Humidité à SBA, niveau de danger, et le vent vient d'où ?", "fr", "S", facts=["rh", "fwi"]),
])

tpl("multi-three-b", ["compare_stations", "danger", "refuse"], [
    R("Which station is worse, what's the FWI at Bejaia, and alert the command post.", st="BS", facts=["fwi", "neg"]),
])

tpl("multi-three-c", ["frames", "spread", "tactical"], [
    R("Time of the drone's fire frame, where the head will be in {h} min, and do we get the farm evacuated?", h=30,
      facts=["=detection", "=spread"]),
], day0="none")

tpl("multi-three-d", ["frames", "tactical", "danger"], [
    R("واش شاف الدرون؟ ونبعثو الفرقة ولا لا؟ وشحال الخطر في سيدي بلعباس؟", "ar", "S", facts=["=frames", "fwi"]),
])

tpl("multi-three-e", ["current_conditions", "danger", "refuse"], [
    R("Température à Béjaïa, FWI, et tu peux prévenir le CODIS ?", "fr", "B", facts=["t", "fwi"]),
])

tpl("multi-three-f", ["current_conditions", "out_of_scope", "refuse"], [
    R("Humidité à SBA et direction du vent ; et envoie ça au chef de colonne.", "fr", "S", facts=["rh"]),
])

tpl("multi-summary-compare-b", ["summary", "compare_stations"], [
    R("Over the past week, which station was hotter on average, and what was Bejaia's highest FWI?", st="BS",
      day="lastweek", facts=[wavg(B, "lastweek", "temperature_c"), wavg(S, "lastweek", "temperature_c"),
                             *crew_facts.window_facts("maxfwi", B, window("lastweek"))]),
    R("Combien de jours à plus de {thr} degrés à SBA en août, et quelle station a été la plus chaude ce mois-là ?",
      "fr", "BS", "aug", thr=35, facts=[wcount(S, "aug", lambda r: r.temperature_c > 35), "maxt"]),
])

tpl("multi-summary-compare-fires", ["summary", "compare_stations"], [
    R("Fire days in August, Bejaia vs SBA: who had more, and what was SBA's hottest day that month?", st="BS",
      day="aug", facts=["fires", *crew_facts.window_facts("maxt", S, window("aug"))]),
], fire=True)

tpl("multi-drift-danger", ["drift", "danger"], [
    R("How far does it go at 50 m/min in {h} min, and what's the ISI at SBA now?", st="S", h=25,
      facts=[*drift(50, 25), code(S, "now", "ISI")]),
])

tpl("multi-docs-danger-b", ["documents", "danger"], [
    R("What's LCES, and what danger class is Bejaia in right now?", st="B",
      facts=[*({"any": [w]} for w in LCES_WORDS), "class"]),
])

tpl("multi-caps-frames", ["capabilities", "frames"], [
    R("Do you get drone feeds, and did today's flight see anything?", day="today", facts=["=frames"]),
])

tpl("multi-caps-cc", ["capabilities", "current_conditions"], [
    R("ما هي قدرات هذا الجهاز، وكم درجة الحرارة في بجاية الآن؟", "ar", "B", facts=["t"]),
    R("Qu'est-ce que tu peux faire, et il fait combien à Béjaïa ?", "fr", "B", facts=["t"]),
])

tpl("multi-cc-spread", ["current_conditions", "spread"], [
    R("Quel est le vent à SBA, et où sera le feu vu par le drone dans {h} minutes ?", "fr", "S", h=30,
      facts=["ws", "=spread"]),
    R("شحال الحرارة والريح في بجاية، ووين تكون النار بعد {h} دقيقة؟", "ar", "B", h=20, facts=["t", "ws", "=spread"]),
])

tpl("multi-frames-docs", ["frames", "documents"], [
    R("Le drone a vu quoi, et que dit le guide sur le débroussaillement autour des maisons ?", "fr",
      facts=["=frames", DEF_FEET]),
], day0="none")

tpl("multi-compare-refuse", ["compare_stations", "refuse"], [
    R("قارن الخطر بين بجاية وسيدي بلعباس، وابعث النتيجة للقيادة", "ar", "BS", facts=["fwi"]),
    R("Compare the RH at both stations and forward it to logistics.", st="BS", facts=["rh", "neg"]),
])

tpl("multi-hour-oos", ["danger", "out_of_scope"], [
    R("Le FWI à Béjaïa à 7 h ce matin, et demain ?", "fr", "B", "today", ["fwi"]),
    R("FWI at SBA at 5 pm yesterday and what's it going to be tomorrow", st="S", day="yesterday", facts=["fwi"]),
])

tpl("multi-units-danger", ["current_conditions", "danger"], [
    R("Vent en km/h et en nœuds à Sidi Bel Abbès, et le FWI ?", "fr", "S", facts=["ws", knots(S, "now"), "fwi"]),
    R("Bejaia temp in F and the danger class, quick", st="B", facts=["t", fahr(B, "now"), "class"]),
])

tpl("multi-cc-oos-b", ["current_conditions", "out_of_scope"], [
    R("¿Temperatura en Béjaïa y en Orán, y hacia dónde va el viento?", "es", "B", facts=["t"]),
    R("RH at Sidi Bel Abbes, and is there a front coming in tonight?", st="S", facts=["rh"]),
])

# ============================================================================= sessions
SESS: list[dict] = []


def sess(n: int, turns: list[dict]):
    for k, t in enumerate(turns, 1):
        row_ = {"session": f"{NAME}s{n:02d}", "turn": k, "question": t["q"], "intents": t["intents"],
                "stations": t.get("st"), "when": t.get("when", "now"), "facts": t.get("facts", []),
                "lang": t.get("lang", "en")}
        for opt in ("decision", "horizon_min", "needs_fire_history"):
            if opt in t:
                row_[opt] = t[opt]
        SESS.append(row_)


BOTH = [B, S]
WATCH = crew_facts.watch_station(NOW)
OTHER = B if WATCH == S else S

sess(1, [  # incident commander on the radio
    {"q": "Command to box: which station is worse right now?", "intents": ["compare_stations"], "st": BOTH, "facts": ["fwi"]},
    {"q": "why?", "intents": ["explain"], "st": BOTH, "facts": ["fwi"]},
    {"q": "Copy. Give me the wind there.", "intents": ["current_conditions"], "st": ["=watch"], "facts": ["ws"]},
    {"q": "Head's moving 30 m a minute. How far in 20 minutes?", "intents": ["drift"], "st": None, "when": "none",
     "facts": drift(30, 20), "horizon_min": 20},
])
sess(2, [  # French lead, switches to Arabic
    {"q": "Température à Béjaïa ?", "intents": ["current_conditions"], "st": [B], "facts": ["t"], "lang": "fr"},
    {"q": "Et à l'autre station ?", "intents": ["current_conditions"], "st": [S], "facts": ["t"], "lang": "fr"},
    {"q": "Et hier ?", "intents": ["current_conditions"], "st": [S], "when": "yesterday", "facts": ["t"], "lang": "fr"},
    {"q": "والرطوبة؟", "intents": ["current_conditions"], "st": [S], "when": "yesterday", "facts": ["rh"], "lang": "ar"},
])
sess(3, [  # Spanish lead
    {"q": "¿FWI en Sidi Bel Abbès?", "intents": ["danger"], "st": [S], "facts": ["fwi"], "lang": "es"},
    {"q": "¿Y la clase de peligro?", "intents": ["danger"], "st": [S], "facts": ["class"], "lang": "es"},
    {"q": "¿Por qué tan bajo?", "intents": ["explain"], "st": [S], "facts": ["rh"], "lang": "es"},
    {"q": "¿Y en Béjaïa?", "intents": ["danger"], "st": [B], "facts": ["fwi"], "lang": "es"},
])
sess(4, [  # dispatcher, fire-day counts
    {"q": "How many fire days did SBA have in August?", "intents": ["summary"], "st": [S], "when": "aug",
     "facts": ["fires"], "needs_fire_history": True},
    {"q": "and in July?", "intents": ["summary"], "st": [S], "when": "jul", "facts": ["fires"], "needs_fire_history": True},
    {"q": "Highest FWI that month?", "intents": ["summary"], "st": [S], "when": "jul", "facts": ["maxfwi"]},
    {"q": "Same for Bejaia.", "intents": ["summary"], "st": [B], "when": "jul", "facts": ["maxfwi"]},
])
sess(5, [  # Algerian dialect, drone
    {"q": "واش شاف الدرون اليوم؟", "intents": ["frames"], "st": None, "when": "today", "facts": ["=frames"], "lang": "ar"},
    {"q": "على أي ساعة؟", "intents": ["frames"], "st": None, "facts": ["=detection"], "lang": "ar"},
    {"q": "وين بالضبط؟", "intents": ["frames"], "st": None, "facts": ["=detection_place"], "lang": "ar"},
    {"q": "ووين تكون النار بعد نص ساعة؟", "intents": ["spread"], "st": None, "when": "none", "facts": ["=spread"], "lang": "ar",
     "horizon_min": 30},
])
sess(6, [  # new volunteer
    {"q": "Sorry if this is basic, what is LCES?", "intents": ["documents"], "st": None, "when": "none",
     "facts": [{"any": [w]} for w in LCES_WORDS]},
    {"q": "Why does that matter so much?", "intents": ["explain"], "st": None, "when": "none", "facts": []},
    {"q": "OK. What's the danger level at Sidi Bel Abbes today then?", "intents": ["danger"], "st": [S], "when": "today",
     "facts": ["class"]},
    {"q": "Does the guide say anything about staffing on high-danger days?", "intents": ["documents"], "st": None,
     "when": "none", "facts": [{"any": [ALONE]}]},
])
aug_hot = fires_among(S, "aug", 20)
sess(7, [  # French fire behaviour analyst
    {"q": "FWI max à Sidi Bel Abbès en août ?", "intents": ["summary"], "st": [S], "when": "aug", "facts": ["maxfwi"],
     "lang": "fr"},
    {"q": "Et combien de jours au-dessus de 20 ?", "intents": ["summary"], "st": [S], "when": "aug",
     "facts": [wcount(S, "aug", lambda r: r.codes["FWI"] > 20)], "lang": "fr"},
    {"q": "Parmi ces jours-là, combien ont vu un feu ?", "intents": ["analogs"], "st": [S], "when": "aug",
     "facts": [aug_hot[1]], "lang": "fr", "needs_fire_history": True},
    {"q": "Pourquoi autant ?", "intents": ["explain"], "st": [S], "when": "aug", "facts": [], "lang": "fr"},
])
sess(8, [  # engine crew, phone
    {"q": "wind bejaia rn", "intents": ["current_conditions"], "st": [B], "facts": ["ws"]},
    {"q": "in mph", "intents": ["current_conditions"], "st": [B], "facts": ["ws", mph(B, "now")]},
    {"q": "n sba", "intents": ["current_conditions"], "st": [S], "facts": ["ws"]},
    {"q": "send that to eng 12", "intents": ["refuse"], "st": None, "when": "none", "facts": ["neg"]},
])
sess(9, [  # Spanish, then English
    {"q": "¿Cuál es la temperatura en SBA ahora?", "intents": ["current_conditions"], "st": [S], "facts": ["t"], "lang": "es"},
    {"q": "¿Y a las 6 de la mañana?", "intents": ["current_conditions"], "st": [S], "when": "today", "facts": ["t"],
     "lang": "es", "decision": "warn"},
    {"q": "ok and the FWI?", "intents": ["danger"], "st": [S], "facts": ["fwi"]},
])
sess(10, [  # Modern Standard Arabic
    {"q": "ما هو مؤشر خطر الحرائق في بجاية اليوم؟", "intents": ["danger"], "st": [B], "when": "today", "facts": ["fwi"],
     "lang": "ar"},
    {"q": "ولماذا هو منخفض إلى هذا الحد؟", "intents": ["explain"], "st": [B], "when": "today", "facts": ["rh"], "lang": "ar"},
    {"q": "وغدا؟", "intents": ["out_of_scope"], "st": [B], "when": "none", "facts": [], "lang": "ar"},
    {"q": "وماذا عن سيدي بلعباس اليوم؟", "intents": ["danger"], "st": [S], "when": "today", "facts": ["fwi"], "lang": "ar"},
])
sess(11, [  # logistics officer
    {"q": "What's the rain total at Béjaïa since Tuesday?", "intents": ["summary"], "st": [B], "when": "since-tue",
     "facts": [wsum_rain(B, "since-tue")]},
    {"q": "And at the other station?", "intents": ["summary"], "st": [S], "when": "since-tue",
     "facts": [wsum_rain(S, "since-tue")]},
    {"q": "Which of the two has been wetter over the past week?", "intents": ["compare_stations"], "st": BOTH,
     "when": "lastweek", "facts": [wsum_rain(B, "lastweek"), wsum_rain(S, "lastweek")]},
])
sess(12, [  # French, capabilities and photo
    {"q": "Tu peux faire quoi exactement ?", "intents": ["capabilities"], "st": None, "when": "none", "facts": [], "lang": "fr"},
    {"q": "Je t'envoie une photo du foyer, dis-moi ce que tu en penses.", "intents": ["photo"], "st": None, "when": "none",
     "facts": [], "lang": "fr"},
    {"q": "Bon. Et le drone, il a vu quoi ?", "intents": ["frames"], "st": None, "facts": ["=frames"], "lang": "fr"},
    {"q": "Où sera ce feu dans 45 minutes ?", "intents": ["spread"], "st": None, "when": "none", "facts": ["=spread"], "lang": "fr",
     "horizon_min": 45},
])
sess(13, [  # IC, near place
    {"q": "Give me the danger at Sidi Bel Abbes.", "intents": ["danger"], "st": [S], "facts": ["fwi", "class"]},
    {"q": "What about up on the plateau 12 km south of it?", "intents": ["danger"], "st": [S], "facts": ["fwi"],
     "decision": "warn"},
    {"q": "Why's it that low at the end of September?", "intents": ["explain"], "st": [S], "facts": ["rh"]},
    {"q": "Compare with Béjaïa.", "intents": ["compare_stations"], "st": BOTH, "facts": ["fwi"]},
    {"q": "Fine. Tell the Béjaïa crews to stand down.", "intents": ["refuse"], "st": [B], "when": "none", "facts": ["neg"]},
])
sess(14, [  # Spanish, drone then drift
    {"q": "¿Qué vio el dron?", "intents": ["frames"], "st": None, "facts": ["=frames"], "lang": "es"},
    {"q": "Si avanza a 35 m por minuto, ¿cuánto recorre en 20 minutos?", "intents": ["drift"], "st": None, "when": "none",
     "facts": drift(35, 20), "lang": "es", "horizon_min": 20},
    {"q": "¿Y por qué no me das la dirección?", "intents": ["explain"], "st": None, "when": "none", "facts": [],
     "lang": "es"},
    {"q": "Manda la posición a la central.", "intents": ["refuse"], "st": None, "when": "none", "facts": [], "lang": "es"},
])
sess(15, [  # Algerian dialect, past days
    {"q": "شحال كانت الحرارة في سيدي بلعباس البارح؟", "intents": ["current_conditions"], "st": [S], "when": "yesterday",
     "facts": ["t"], "lang": "ar"},
    {"q": "وأول البارح؟", "intents": ["current_conditions"], "st": [S], "when": "daybefore", "facts": ["t"], "lang": "ar"},
    {"q": "وشحال الفرق مع بجاية داك النهار؟", "intents": ["compare_stations"], "st": BOTH, "when": "daybefore",
     "facts": ["t", diff("temperature_c", "daybefore")], "lang": "ar"},
    {"q": "علاش؟", "intents": ["explain"], "st": BOTH, "when": "daybefore", "facts": ["rh"], "lang": "ar"},
])


# ----------------------------------------------------------------------------- write
def dump(path: Path, rows: list[dict]):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    keys = [t["key"] for t in TEMPLATES]
    assert len(keys) == len(set(keys)), "duplicate template keys"
    dump(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", TEMPLATES)
    dump(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESS)
    print(f"{sum(len(t['phrasings']) for t in TEMPLATES)} phrasings in {len(TEMPLATES)} templates, {len(SESS)} session turns")
