"""Batch d106 (dev), written blind at stop 62: fire-crew questions (shift-change handovers, division supervisors' radio briefings).

Writes, next to this script, crew_templates_dev106.jsonl and crew_sessions_dev106.jsonl. Every number in a
gold fact is computed here: station readings through appliance.evaluation.crew_facts (the CSV at
appliance.paths.ALGERIAN_CSV), unit conversions of those readings, the crew's own rates times minutes,
and thresholds parsed out of the shipped documents (appliance.paths.EDGE_DATA_DIR / "documents").

Run it from the repository root:
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev106
"""
import json
import re
from collections import Counter, defaultdict
from datetime import date, timedelta
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d106"
OUT = Path(__file__).resolve().parent
TEMPLATES = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
SESSIONS = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
DOCS = EDGE_DATA_DIR / "documents"

B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EX = "photo", "out_of_scope", "refuse", "tactical", "explain"
CODES = ("FFMC", "DMC", "DC", "ISI", "BUI")
CREW_TOKENS = set(crew_facts.DAY_TOKENS) | set(crew_facts.WINDOW_TOKENS) | {"neg"}


# ----------------------------------------------------------------------------------------------- facts
def iso(daykey: str) -> str:
    """The one recorded day a day key stands for."""
    days = crew_days.resolve(daykey, "en", 0)["days"]
    assert days and len(days) == 1, daykey
    return days[0]


def wdays(key: str) -> list[list[str]]:
    """The days of a window; the past week also with its slack day (the box may count 23 September)."""
    days = crew_days.resolve(key, "en", 0)["days"]
    sets = [days]
    slack = crew_days.WINDOWS.get(key, {}).get("slack_days", 0)
    if slack:
        first = date.fromisoformat(days[0])
        sets.append([(first - timedelta(days=k)).isoformat() for k in range(slack, 0, -1)] + days)
    return sets


def row(st: str, day: str):
    return crew_facts.table()[(st, day)]


def num(x: float):
    return crew_facts._num(round(x, 1))


def dec_forms(x: float, units: tuple = ()) -> object:
    """A derived figure: the number when whole, else its one-decimal forms (dot and comma) and the
    whole number with its unit."""
    r = round(x, 1)
    if abs(r - round(r)) < 1e-9:
        return int(round(r))
    s = f"{r:.1f}"
    return {"any": [s, s.replace(".", ",")] + [f"{round(x)}{sep}{u}" for u in units for sep in (" ", "")]}


def field(st: str, day: str, f: str) -> float:
    d = row(st, day)
    weather = {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}
    return weather[f] if f in weather else d.codes[f.upper()]


def v(tok: str, st: str, daykey: str):
    """One gold fact for one station on one day: a crew_facts day token, a code, or a unit conversion."""
    day = iso(daykey)
    d = row(st, day)
    if tok in crew_facts.DAY_TOKENS:
        return crew_facts.day_fact(tok, st, day)
    if tok in CODES:
        return crew_facts._num(d.codes[tok])
    if tok == "mph":
        return dec_forms(d.wind_kmh / 1.609344, ("mph",))
    if tok == "kn":
        return dec_forms(d.wind_kmh / 1.852, ("kn", "kt", "knots", "noeuds", "nudos"))
    if tok == "ms":
        return dec_forms(d.wind_kmh / 3.6, ("m/s",))
    if tok == "F":
        return dec_forms(d.temperature_c * 9 / 5 + 32, ("°F", "F"))
    raise ValueError(tok)


def diff(f: str, daykey: str):
    day = iso(daykey)
    return num(abs(field(B, day, f) - field(S, day, f)))


def over_window(st: str, key: str, fn) -> object:
    """A window figure computed by fn(list of recorded days of st); both readings of the past week."""
    vals = []
    for days in wdays(key):
        present = [d for d in days if (st, d) in crew_facts.table()]
        vals.append(fn(present))
    if all(x == vals[0] for x in vals):
        return vals[0]
    forms = []
    for x in vals:
        forms += [json.dumps(x)] if not isinstance(x, dict) else x["any"]
    return {"any": sorted(set(forms))}


def count_above(st, key, f, thr):
    return over_window(st, key, lambda ds: sum(field(st, d, f) > thr for d in ds))


def w_max(st, key, f):
    return over_window(st, key, lambda ds: num(max(field(st, d, f) for d in ds)))


def w_min(st, key, f):
    return over_window(st, key, lambda ds: num(min(field(st, d, f) for d in ds)))


def w_avg(st, key, f):
    return over_window(st, key, lambda ds: dec_forms(sum(field(st, d, f) for d in ds) / len(ds)))


def w_sum(st, key, f):
    return over_window(st, key, lambda ds: num(sum(field(st, d, f) for d in ds)))


def w_fires(st, key):
    return crew_facts.window_facts("fires", st, wdays(key)[0])[0]


def analog(st, thr):
    """[days with FWI above thr before today, how many of them burned] from the box's fire record."""
    return crew_facts.window_facts("fires_fwi_gt", st, [crew_days.TODAY.isoformat()], thr)


def metres(m: float) -> dict:
    """A distance the crew's own numbers give: metres and kilometres, dot and comma."""
    m = round(m)
    km = m / 1000
    kms = f"{km:g}"
    forms = {f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر",
             f"{kms} km", f"{kms.replace('.', ',')} km", f"{kms} كم", f"{kms.replace('.', ',')} كم"}
    if m >= 1000:
        forms |= {f"{m:,} m".replace(",", " "), f"{m:,} m"}
    if km != int(km):
        forms.add(f"{km:.1f} km")
        forms.add(f"{km:.1f} km".replace(".", ","))
    return {"any": sorted(forms)}


def rate_min(rate_m_per_min: float, minutes: float) -> dict:
    return metres(rate_m_per_min * minutes)


def kmh_min(kmh: float, minutes: float) -> dict:
    return metres(kmh * 1000 * minutes / 60)


# Guidance facts parsed out of the shipped documents
def _doc(name: str) -> str:
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())     # one line: phrases cross line breaks


FWI_GUIDE = _doc("fire-weather-index-guide.md")
LCES_DOC = _doc("crew-safety-lces.md")
BUTTE = _doc("butte-county-defensible-space.md")


def _n(text: str, pattern: str):
    return crew_facts._num(float(re.search(pattern, text).group(1)))


FFMC_EASY = _n(FWI_GUIDE, r"above about (\d+) fine fuels ignite easily")
CLASS_FROM = {w: _n(FWI_GUIDE, rf"from ([\d.]+) {w}\b") for w in ("low", "moderate", "high", "extreme")}
CLASS_FROM["very high"] = _n(FWI_GUIDE, r"from ([\d.]+) very high")
ZONE0_FT = _n(BUTTE, r"Zone 0 is the first (\d+) feet")
ZONE2_IN = _n(BUTTE, r"maximum height of (\d+) inches")
ZONE1_TO = _n(BUTTE, r"Zone 1 runs from \d+ to (\d+) feet")
LCES_WORDS = re.search(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", LCES_DOC).groups()
# the four words as the sheet writes them, with the words a French, Spanish or Arabic answer would use
LCES_OTHER = {"lookout": ["guetteur", "vigie", "vigía", "مراقب"], "communication": ["comunicaci", "اتصال"],
              "escape route": ["itinéraire", "échappement", "ruta de escape", "rutas de escape", "طريق", "مسار"],
              "safety zone": ["zone de sécurité", "zones de sécurité", "zona de seguridad", "zonas de seguridad", "منطقة آمنة", "مناطق آمنة"]}
LCES = [{"any": [w.lower().rstrip("s")] + LCES_OTHER[w.lower().rstrip("s")]} for w in LCES_WORDS]
WATCH_DOWNHILL = {"any": [re.search(r"builds line (downhill)", LCES_DOC).group(1), "descente", "en descendant", "cuesta abajo", "منحدر"]}
WATCH_SPOT = {"any": [re.search(r"when (spot fires) appear", LCES_DOC).group(1)[:-1]]}
ISI_PARTS = [{"any": ["FFMC"]}, {"any": ["wind", "vent", "viento", "الريح", "الرياح"]}] \
    if re.search(r"ISI\) combines FFMC with wind", FWI_GUIDE) else []
BUI_PARTS = [{"any": ["DMC"]}, {"any": [" DC", "(DC", "DC)", "DC "]}] \
    if re.search(r"BUI\) combines DMC and DC", FWI_GUIDE) else []


def ft(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم", f"{n} أقدام"]}


def inches(n):
    return {"any": [f"{n} inches", f"{n} in", f"{n}-inch", f"{n} pouces", f"{n} pulgadas", f"{n} بوصات", f"{n} إنش"]}


STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس"]}]


# ----------------------------------------------------------------------------------------------- items
ITEMS: list[dict] = []


def Q(kind, lang, text, intents, st=None, day="none", facts=(), dec=None, h=None, thr=None, hist=False):
    """One question: kind groups it into a template (same decision override and fire-history flag)."""
    stations = None if st is None else ([st] if isinstance(st, str) else sorted(st))
    out = []
    for f in facts:                      # codes and conversions for every named station on the day
        if isinstance(f, str) and f not in CREW_TOKENS and not f.startswith("="):
            assert stations and day not in ("none",), (text, f)
            out += [v(f, s, day) for s in stations]
        elif isinstance(f, str) and f in crew_facts.WINDOW_TOKENS:
            assert stations, text
            out.append(f)
        else:
            out.append(f)
    ITEMS.append({"kind": kind, "lang": lang, "q": text, "intents": list(intents), "stations": stations,
                  "day": day, "facts": out, "dec": dec, "h": h, "thr": thr, "hist": hist})


# ---- current conditions, one station
Q("cc", "en", "Temp at SBA rn?", [CC], S, "now", ["t"])
Q("cc", "en", "what's the humidity in Bejaia today", [CC], B, "today", ["rh"])
Q("cc", "en", "Division Alpha to the box: wind speed at Sidi Bel Abbes, yesterday's noon reading, over.", [CC], S, "yesterday", ["ws"])
Q("cc", "en", "Any rain at Béjaïa on 14-Aug?", [CC], B, "2012-08-14", ["rain"])
Q("cc", "en", "Give me Bejaia wind in mph.", [CC], B, "now", ["ws", "mph"])
Q("cc", "en", "SBA wind in knots pls", [CC], S, "now", ["ws", "kn"])
Q("cc", "en", "How warm was it at Sidi-Bel Abbès on the 3rd of August, in Fahrenheit please? I'm briefing an American liaison.", [CC], S, "2012-08-03", ["t", "F"])
Q("cc", "en", "Handover note: I need the noon temperature, RH and wind for Bejaia, day before yesterday.", [CC], B, "daybefore", ["t", "rh", "ws"])
Q("cc", "en", "bejaya hum yday", [CC], B, "yesterday", ["rh"])
Q("cc", "en", "Wind in m/s at SBA on 2012-08-14", [CC], S, "2012-08-14", ["ws", "ms"])
Q("cc", "en", "Latest weather readout for Sidi Bel Abbes, everything you've got.", [CC], S, "now", ["t", "rh", "ws", "rain"])
Q("cc", "en", "Was it raining at Bejaia yesterday?", [CC], B, "yesterday", ["rain"])
Q("cc", "en", "I'm new on the crew. What does the station at Béjaïa say the relative humidity is right now?", [CC], B, "now", ["rh"])
Q("cc", "en", "relative humidity sidi bel abes 22 july", [CC], S, "2012-07-22", ["rh"])
Q("cc", "en", "Logistics here. Need the noon temp at Bejaia on 28 September for the heat-stress log.", [CC], B, "2012-09-28", ["t"])
Q("cc", "en", "how hot is it in sba", [CC], S, "now", ["t"])
Q("cc", "en", "Current conditions, Béjaïa.", [CC], B, "now", ["t", "rh", "ws", "rain"])
Q("cc", "en", "What was the wind doing at Sidi Bel Abbes on the 28th? Incoming shift wants it in the log.", [CC], S, "2012-09-28", ["ws"])
Q("cc", "en", "rain total sba 27/9", [CC], S, "2012-09-27", ["rain"])
Q("cc", "en", "Outgoing shift asks: humidity at Bejaia on Sept 25?", [CC], B, "2012-09-25", ["rh"])
Q("cc", "en", "Temp in °F at Béjaïa today", [CC], B, "today", ["t", "F"])
Q("cc", "en", "wind at bejia now kts", [CC], B, "now", ["ws", "kn"])
Q("cc", "fr", "Quelle température à Béjaïa en ce moment ?", [CC], B, "now", ["t"])
Q("cc", "fr", "L'humidité relative à SBA hier, s'il vous plaît.", [CC], S, "yesterday", ["rh"])
Q("cc", "fr", "Vent à Sidi Bel Abbès le 14 août ?", [CC], S, "2012-08-14", ["ws"])
Q("cc", "fr", "Il a plu à Béjaïa avant-hier ?", [CC], B, "daybefore", ["rain"])
Q("cc", "fr", "Relève de l'équipe : donnez-moi les relevés du jour de Sidi-Bel-Abbès, tout ce que vous avez.", [CC], S, "today", ["t", "rh", "ws", "rain"])
Q("cc", "fr", "vent bejaia en m/s svp", [CC], B, "now", ["ws", "ms"])
Q("cc", "fr", "Quelle était l'humidité à Béjaïa le 3 août ?", [CC], B, "2012-08-03", ["rh"])
Q("cc", "fr", "temp sba le 22/07", [CC], S, "2012-07-22", ["t"])
Q("cc", "fr", "Combien de millimètres de pluie à Sidi Bel Abbès le 27 septembre ?", [CC], S, "2012-09-27", ["rain"])
Q("cc", "fr", "Chef de groupe à l'appareil : force du vent à Béjaïa aujourd'hui ?", [CC], B, "today", ["ws"])
Q("cc", "es", "¿Qué temperatura hay ahora en Béjaïa?", [CC], B, "now", ["t"])
Q("cc", "es", "Humedad en Sidi Bel Abbes ayer", [CC], S, "yesterday", ["rh"])
Q("cc", "es", "viento en SBA en nudos porfa", [CC], S, "now", ["ws", "kn"])
Q("cc", "es", "¿Llovió en Bejaia el 14 de agosto?", [CC], B, "2012-08-14", ["rain"])
Q("cc", "es", "Necesito temperatura, humedad y viento de Sidi-Bel Abbès de anteayer para el parte.", [CC], S, "daybefore", ["t", "rh", "ws"])
Q("cc", "es", "temp bejaia en fahrenheit", [CC], B, "now", ["t", "F"])
Q("cc", "es", "¿Cuánto viento hubo en Béjaïa el 22 de julio?", [CC], B, "2012-07-22", ["ws"])
Q("cc", "es", "Jefe de cuadrilla: humedad relativa en Sidi Bel Abbès hoy, por favor.", [CC], S, "today", ["rh"])
Q("cc", "ar", "شحال الحرارة في بجاية دروك؟", [CC], B, "now", ["t"])
Q("cc", "ar", "ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", [CC], S, "today", ["rh"])
Q("cc", "ar", "الريح في سيدي بلعباس البارح قداش كانت؟", [CC], S, "yesterday", ["ws"])
Q("cc", "ar", "هل سقط المطر في بجاية يوم 14 أوت؟", [CC], B, "2012-08-14", ["rain"])
Q("cc", "ar", "عطيني القراءات تاع بجاية تاع أول أمس: الحرارة والرطوبة والريح", [CC], B, "daybefore", ["t", "rh", "ws"])
Q("cc", "ar", "سرعة الرياح في بجاية بالمتر في الثانية من فضلك", [CC], B, "now", ["ws", "ms"])
Q("cc", "ar", "كم كانت درجة الحرارة في سيدي بلعباس يوم 3 أوت؟", [CC], S, "2012-08-03", ["t"])
Q("cc", "ar", "الرطوبة في بجاية 25 سبتمبر؟", [CC], B, "2012-09-25", ["rh"])
Q("cc", "ar", "واش كاين شتا في سيدي بلعباس اليوم؟", [CC], S, "today", ["rain"])
Q("cc", "ar", "ما هي أحدث قراءة لمحطة سيدي بلعباس؟", [CC], S, "now", ["t", "rh", "ws", "rain"])

# ---- danger, one station
Q("danger", "en", "FWI at SBA rn", [DG], S, "now", ["fwi"])
Q("danger", "en", "Danger class for Bejaia today?", [DG], B, "today", ["fwi", "class"])
Q("danger", "en", "What's the ISI at Sidi Bel Abbes?", [DG], S, "now", ["ISI"])
Q("danger", "en", "BUI at Béjaïa yesterday", [DG], B, "yesterday", ["BUI"])
Q("danger", "en", "FFMC for SBA on 14-Aug, were the fine fuels cured?", [DG], S, "2012-08-14", ["FFMC"])
Q("danger", "en", "Division Bravo requesting the fire weather index for Bejaia, August 3rd, over.", [DG], B, "2012-08-03", ["fwi"])
Q("danger", "en", "how bad is the fire danger at sidi bel abbes today", [DG], S, "today", ["fwi", "class"])
Q("danger", "en", "DMC and DC for Béjaïa on 2012-08-29", [DG], B, "2012-08-29", ["DMC", "DC"])
Q("danger", "en", "drought code sba yesterday", [DG], S, "yesterday", ["DC"])
Q("danger", "en", "Is Bejaia in high danger right now?", [DG], B, "now", ["fwi", "class"])
Q("danger", "en", "What danger rating did Sidi-Bel Abbès have on 22 July?", [DG], S, "2012-07-22", ["fwi", "class"])
Q("danger", "en", "fwi bejia day before yday", [DG], B, "daybefore", ["fwi"])
Q("danger", "en", "Initial spread index, Béjaïa, 14 August.", [DG], B, "2012-08-14", ["ISI"])
Q("danger", "en", "Night shift handing over. Confirm the fire danger class at SBA for today's noon obs.", [DG], S, "today", ["fwi", "class"])
Q("danger", "en", "All six codes for Sidi Bel Abbes on Aug 14, 2012", [DG], S, "2012-08-14", ["FFMC", "DMC", "DC", "ISI", "BUI", "fwi"])
Q("danger", "en", "What is the buildup index at Bejaia now?", [DG], B, "now", ["BUI"])
Q("danger", "en", "danger lvl sba 26 sept", [DG], S, "2012-09-26", ["fwi", "class"])
Q("danger", "en", "FWI Béjaïa, Sept 28.", [DG], B, "2012-09-28", ["fwi"])
Q("danger", "en", "Behaviour analyst here: I need ISI and BUI for SBA on 3 Aug to sanity-check the FWI.", [DG], S, "2012-08-03", ["ISI", "BUI"])
Q("danger", "en", "Is fire danger moderate or worse at Sidi Bel Abbes today?", [DG], S, "today", ["fwi", "class"])
Q("danger", "fr", "Indice FWI à Béjaïa maintenant ?", [DG], B, "now", ["fwi"])
Q("danger", "fr", "Quelle est la classe de danger à Sidi Bel Abbès aujourd'hui ?", [DG], S, "today", ["fwi", "class"])
Q("danger", "fr", "ISI à SBA hier ?", [DG], S, "yesterday", ["ISI"])
Q("danger", "fr", "Le niveau de danger feu à Béjaïa le 14 août, svp", [DG], B, "2012-08-14", ["fwi", "class"])
Q("danger", "fr", "Indice de sécheresse (DC) à Sidi-Bel-Abbès le 22 juillet ?", [DG], S, "2012-07-22", ["DC"])
Q("danger", "fr", "Relève : FWI et classe pour Béjaïa, avant-hier.", [DG], B, "daybefore", ["fwi", "class"])
Q("danger", "fr", "ffmc sba auj", [DG], S, "today", ["FFMC"])
Q("danger", "fr", "On était à quel niveau de risque à Sidi Bel Abbès le 3 août ?", [DG], S, "2012-08-03", ["fwi", "class"])
Q("danger", "fr", "BUI de Béjaïa le 29 août ?", [DG], B, "2012-08-29", ["BUI"])
Q("danger", "es", "¿Índice FWI en Sidi Bel Abbès ahora?", [DG], S, "now", ["fwi"])
Q("danger", "es", "Clase de peligro en Béjaïa hoy", [DG], B, "today", ["fwi", "class"])
Q("danger", "es", "¿Cuál era el ISI en Bejaia ayer?", [DG], B, "yesterday", ["ISI"])
Q("danger", "es", "peligro de incendio sba 14 de agosto", [DG], S, "2012-08-14", ["fwi", "class"])
Q("danger", "es", "Dame el BUI y el DMC de Sidi Bel Abbes de anteayer.", [DG], S, "daybefore", ["BUI", "DMC"])
Q("danger", "es", "¿Qué nivel de peligro tuvo Béjaïa el 29 de agosto?", [DG], B, "2012-08-29", ["fwi", "class"])
Q("danger", "es", "FFMC Béjaïa hoy", [DG], B, "today", ["FFMC"])
Q("danger", "ar", "شحال FWI في سيدي بلعباس دروك؟", [DG], S, "now", ["fwi"])
Q("danger", "ar", "ما هي درجة خطر الحرائق في بجاية اليوم؟", [DG], B, "today", ["fwi", "class"])
Q("danger", "ar", "مؤشر الانتشار الأولي ISI في بجاية أمس", [DG], B, "yesterday", ["ISI"])
Q("danger", "ar", "واش مستوى الخطر في سيدي بلعباس يوم 14 أوت؟", [DG], S, "2012-08-14", ["fwi", "class"])
Q("danger", "ar", "أعطني مؤشر الجفاف DC لبجاية يوم 22 جويلية", [DG], B, "2012-07-22", ["DC"])
Q("danger", "ar", "مؤشر FWI في بجاية أول أمس", [DG], B, "daybefore", ["fwi"])
Q("danger", "ar", "قداش BUI في سيدي بلعباس اليوم؟", [DG], S, "today", ["BUI"])
Q("danger", "ar", "هل كان الخطر مرتفعا في سيدي بلعباس يوم 3 أوت؟", [DG], S, "2012-08-03", ["fwi", "class"])
Q("danger", "ar", "FFMC تاع بجاية 29 أوت", [DG], B, "2012-08-29", ["FFMC"])

# ---- compare the stations (each station's figure)
Q("cmp", "en", "Which station is hotter right now?", [CMP], BOTH, "now", ["t"])
Q("cmp", "en", "Compare the FWI at both stations today.", [CMP], BOTH, "today", ["fwi"])
Q("cmp", "en", "Where's the wind stronger, Bejaia or SBA?", [CMP], BOTH, "now", ["ws"])
Q("cmp", "en", "Side by side: RH and FWI, both stations, yesterday.", [CMP], BOTH, "yesterday", ["rh", "fwi"])
Q("cmp", "en", "Which one do we watch today, Béjaïa or Sidi Bel Abbès?", [CMP], BOTH, "today", ["fwi", "class"])
Q("cmp", "en", "How much drier is SBA than Bejaia right now, in RH points?", [CMP], BOTH, "now", ["rh", diff("rh", "now")])
Q("cmp", "en", "which station had the higher danger on 14 aug", [CMP], BOTH, "2012-08-14", ["fwi", "class"])
Q("cmp", "en", "DivSup Charlie: compare ISI between the two stations for 3 August, over.", [CMP], BOTH, "2012-08-03", ["ISI"])
Q("cmp", "en", "Was it hotter at Sidi Bel Abbes or Bejaia on 22 July, and by how many degrees?", [CMP], BOTH, "2012-07-22", ["t", diff("t", "2012-07-22")])
Q("cmp", "en", "temps at both stations now", [CMP], BOTH, "now", ["t"])
Q("cmp", "en", "Which station got more rain yesterday?", [CMP], BOTH, "yesterday", ["rain"])
Q("cmp", "fr", "Quelle station est la plus sèche aujourd'hui ?", [CMP], BOTH, "today", ["rh"])
Q("cmp", "fr", "Comparez le FWI de Béjaïa et de SBA pour hier.", [CMP], BOTH, "yesterday", ["fwi"])
Q("cmp", "fr", "Où le vent souffle-t-il le plus fort en ce moment, Béjaïa ou Sidi Bel Abbès ?", [CMP], BOTH, "now", ["ws"])
Q("cmp", "fr", "Écart de température entre les deux stations le 14 août ?", [CMP], BOTH, "2012-08-14", ["t", diff("t", "2012-08-14")])
Q("cmp", "fr", "Laquelle des deux stations est la plus dangereuse aujourd'hui ?", [CMP], BOTH, "today", ["fwi", "class"])
Q("cmp", "es", "¿Qué estación está más caliente ahora?", [CMP], BOTH, "now", ["t"])
Q("cmp", "es", "Compara la humedad de Béjaïa y Sidi Bel Abbès de ayer.", [CMP], BOTH, "yesterday", ["rh"])
Q("cmp", "es", "¿Dónde hay más peligro hoy, en Bejaia o en SBA?", [CMP], BOTH, "today", ["fwi", "class"])
Q("cmp", "es", "FWI de las dos estaciones el 3 de agosto, lado a lado", [CMP], BOTH, "2012-08-03", ["fwi"])
Q("cmp", "ar", "أي محطة أسخن دروك؟", [CMP], BOTH, "now", ["t"])
Q("cmp", "ar", "قارن مؤشر FWI بين بجاية وسيدي بلعباس اليوم", [CMP], BOTH, "today", ["fwi"])
Q("cmp", "ar", "وين الريح أقوى البارح، بجاية ولا سيدي بلعباس؟", [CMP], BOTH, "yesterday", ["ws"])
Q("cmp", "ar", "أي المحطتين كانت أكثر خطرا يوم 14 أوت؟", [CMP], BOTH, "2012-08-14", ["fwi", "class"])
Q("cmp", "ar", "الفرق في الرطوبة بين المحطتين اليوم", [CMP], BOTH, "today", ["rh", diff("rh", "today")])

# ---- compare the stations over a window
Q("cmpsum", "en", "Which station had more days with FWI over 20 in August?", [CMP, SUM], BOTH, "aug",
  [count_above(B, "aug", "fwi", 20), count_above(S, "aug", "fwi", 20)], thr=20)
Q("cmpsum", "en", "Highest FWI at each station over the past week.", [CMP, SUM], BOTH, "lastweek", [w_max(B, "lastweek", "fwi"), w_max(S, "lastweek", "fwi")])
Q("cmpsum", "en", "Compare the July average temperatures, Bejaia against SBA.", [CMP, SUM], BOTH, "jul", [w_avg(B, "jul", "t"), w_avg(S, "jul", "t")])
Q("cmpsum", "en", "Hottest noon at either station from 20 to 31 August: which station, and how hot?", [CMP, SUM], BOTH, "aug-late", ["maxt"])
Q("cmpsum", "en", "Lowest RH each station hit between 1 and 10 September?", [CMP, SUM], BOTH, "sep1-10", [w_min(B, "sep1-10", "rh"), w_min(S, "sep1-10", "rh")])
Q("cmpsum", "fr", "Comparez le FWI maximum des deux stations en juillet.", [CMP, SUM], BOTH, "jul", ["maxfwi"])
Q("cmpsum", "fr", "Humidité moyenne à Béjaïa et à SBA depuis mardi, on compare ?", [CMP, SUM], BOTH, "since-tue", [w_avg(B, "since-tue", "rh"), w_avg(S, "since-tue", "rh")])
Q("cmpsum", "es", "¿Qué estación tuvo más días por encima de 35 grados en agosto?", [CMP, SUM], BOTH, "aug",
  [count_above(B, "aug", "t", 35), count_above(S, "aug", "t", 35)], thr=35)
Q("cmpsum", "es", "Máxima temperatura de cada estación en septiembre, compáralas.", [CMP, SUM], BOTH, "sep", ["maxt"])
Q("cmpsum", "ar", "قارن أعلى FWI في المحطتين خلال الأيام الثلاثة الماضية", [CMP, SUM], BOTH, "last3d", ["maxfwi"])
Q("cmpsumfire", "en", "which stn logged more fire days in june", [CMP, SUM], BOTH, "jun", ["fires"], hist=True)
Q("cmpsumfire", "fr", "Quelle station a eu le plus de jours de feu en août ?", [CMP, SUM], BOTH, "aug", ["fires"], hist=True)
Q("cmpsumfire", "ar", "أي محطة عرفت أكثر أيام حرائق في جويلية؟", [CMP, SUM], BOTH, "jul", ["fires"], hist=True)

# ---- summaries over a window, one station
Q("sum", "en", "Highest FWI at SBA in August?", [SUM], S, "aug", ["maxfwi"])
Q("sum", "en", "How many days above 35 degrees at Sidi Bel Abbes in August?", [SUM], S, "aug", [count_above(S, "aug", "t", 35)], thr=35)
Q("sum", "en", "how many days with fwi over 20 at bejaia in aug", [SUM], B, "aug", [count_above(B, "aug", "fwi", 20)], thr=20)
Q("sum", "en", "Hottest noon temp at Béjaïa in July", [SUM], B, "jul", ["maxt"])
Q("sum", "en", "Average RH at SBA over the past week?", [SUM], S, "lastweek", [w_avg(S, "lastweek", "rh")])
Q("sum", "en", "Lowest humidity recorded at Bejaia in June", [SUM], B, "jun", [w_min(B, "jun", "rh")])
Q("sum", "en", "FWI trend at Bejaia over the last three days: going up or down?", [SUM], B, "last3d",
  [v("fwi", B, crew_days.resolve("last3d", "en", 0)["days"][0]), v("fwi", B, "now")])
Q("sum", "en", "Total rain at SBA since Tuesday?", [SUM], S, "since-tue", [w_sum(S, "since-tue", "rain")])
Q("sum", "en", "Logistics: how many days did Bejaia see wind above 20 km/h in September?", [SUM], B, "sep", [count_above(B, "sep", "ws", 20)], thr=20)
Q("sum", "en", "max wind SBA 1-10 sept", [SUM], S, "sep1-10", [w_max(S, "sep1-10", "ws")])
Q("sum", "en", "Peak FWI at Béjaïa from 20 to 31 August", [SUM], B, "aug-late", ["maxfwi"])
Q("sum", "en", "How many days at SBA in July had an FWI above 10?", [SUM], S, "jul", [count_above(S, "jul", "fwi", 10)], thr=10)
Q("sum", "en", "Average FWI at Bejaia in August", [SUM], B, "aug", [w_avg(B, "aug", "fwi")])
Q("sum", "fr", "FWI maximum à Sidi Bel Abbès en juillet ?", [SUM], S, "jul", ["maxfwi"])
Q("sum", "fr", "Combien de jours au-dessus de 35 °C à Béjaïa en août ?", [SUM], B, "aug", [count_above(B, "aug", "t", 35)], thr=35)
Q("sum", "fr", "Température moyenne à SBA sur les sept derniers jours", [SUM], S, "lastweek", [w_avg(S, "lastweek", "t")])
Q("sum", "fr", "Humidité la plus basse à Sidi-Bel-Abbès en août", [SUM], S, "aug", [w_min(S, "aug", "rh")])
Q("sum", "fr", "Cumul de pluie à Béjaïa depuis mardi ?", [SUM], B, "since-tue", [w_sum(B, "since-tue", "rain")])
Q("sum", "es", "¿Cuántos días con FWI por encima de 15 tuvo Sidi Bel Abbès en agosto?", [SUM], S, "aug", [count_above(S, "aug", "fwi", 15)], thr=15)
Q("sum", "es", "Temperatura máxima en Béjaïa en septiembre", [SUM], B, "sep", ["maxt"])
Q("sum", "es", "Humedad media en Bejaia en los últimos tres días", [SUM], B, "last3d", [w_avg(B, "last3d", "rh")])
Q("sum", "ar", "أعلى FWI في بجاية في أوت", [SUM], B, "aug", ["maxfwi"])
Q("sum", "ar", "شحال من يوم فاتت فيه الحرارة 35 درجة في سيدي بلعباس في جويلية؟", [SUM], S, "jul", [count_above(S, "jul", "t", 35)], thr=35)
Q("sum", "ar", "متوسط الرطوبة في سيدي بلعباس خلال الأسبوع الماضي", [SUM], S, "lastweek", [w_avg(S, "lastweek", "rh")])
Q("sum", "ar", "أعلى درجة حرارة في سيدي بلعباس من 20 إلى 31 أوت", [SUM], S, "aug-late", ["maxt"])
Q("sum", "ar", "شحال من نهار كان فيه FWI فوق 20 في سيدي بلعباس في أوت؟", [SUM], S, "aug", [count_above(S, "aug", "fwi", 20)], thr=20)
Q("sumfire", "en", "How many fire days did SBA have in September?", [SUM], S, "sep", ["fires"], hist=True)
Q("sumfire", "fr", "Nombre de jours de feu à Béjaïa en juin ?", [SUM], B, "jun", ["fires"], hist=True)
Q("sumfire", "es", "¿Cuántos días de incendio hubo en SBA en julio?", [SUM], S, "jul", ["fires"], hist=True)
Q("sumfire", "ar", "كم عدد أيام الحرائق في بجاية في سبتمبر؟", [SUM], B, "sep", ["fires"], hist=True)

# ---- analogs (the box's record of past fire days)
Q("analog", "en", "Of the days with FWI above 20 at SBA, how many had a fire?", [AN], S, "none", ["fires_fwi_gt"], thr=20, hist=True)
Q("analog", "en", "Did days like today burn at Bejaia?", [AN], B, "today", ["fwi"], hist=True)
Q("analog", "en", "past days at sba with fwi over 15, how many turned into fires", [AN], S, "none", ["fires_fwi_gt"], thr=15, hist=True)
Q("analog", "en", "When Béjaïa's FWI went above 10 before, did fires follow? How often?", [AN], B, "none", ["fires_fwi_gt"], thr=10, hist=True)
Q("analog", "en", "FBAN question: in the record, days at Sidi Bel Abbes with FWI over 25, what share burned?", [AN], S, "none", ["fires_fwi_gt"], thr=25, hist=True)
Q("analog", "en", "Have we had fires at Bejaia on days as mild as today?", [AN], B, "today", ["fwi"], hist=True)
Q("analog", "en", "Any history of fire on days with FWI over 5 at SBA?", [AN], S, "none", ["fires_fwi_gt"], thr=5, hist=True)
Q("analog", "fr", "Parmi les jours où le FWI dépassait 20 à Sidi Bel Abbès, combien ont connu un feu ?", [AN], S, "none", ["fires_fwi_gt"], thr=20, hist=True)
Q("analog", "fr", "Les jours comme aujourd'hui à Béjaïa, ça a brûlé par le passé ?", [AN], B, "today", ["fwi"], hist=True)
Q("analog", "fr", "Historique : jours à FWI supérieur à 10 à Béjaïa, combien avec incendie ?", [AN], B, "none", ["fires_fwi_gt"], thr=10, hist=True)
Q("analog", "es", "De los días con FWI mayor de 15 en Béjaïa, ¿cuántos tuvieron incendio?", [AN], B, "none", ["fires_fwi_gt"], thr=15, hist=True)
Q("analog", "es", "¿Días parecidos a hoy en Sidi Bel Abbès acabaron en incendio?", [AN], S, "today", ["fwi"], hist=True)
Q("analog", "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال فيهم حريق؟", [AN], S, "none", ["fires_fwi_gt"], thr=20, hist=True)
Q("analog", "ar", "هل احترقت أيام مثل اليوم في بجاية من قبل؟", [AN], B, "today", ["fwi"], hist=True)
Q("analog", "ar", "الأيام التي تجاوز فيها المؤشر 10 في بجاية، كم منها شهد حريقا؟", [AN], B, "none", ["fires_fwi_gt"], thr=10, hist=True)

# ---- drift (the crew's rate and minutes, or the box's own estimate)
Q("drift", "en", "Head's running about 25 m a minute. How far in 20 minutes?", [DR], facts=["=drift", rate_min(25, 20)], h=20)
Q("drift", "en", "ROS 40 m/min, dozer ETA 35 min. How far will the head have gone?", [DR], facts=["=drift", rate_min(40, 35)], h=35)
Q("drift", "en", "if the head moves 2 km/h how far by 45 min", [DR], facts=["=drift", kmh_min(2, 45)], h=45)
Q("drift", "en", "How far does the head drift while you're working out your answer?", [DR], facts=["=drift"])
Q("drift", "en", "Spotter reports 15 metres per minute; we need an hour to get the line in. Distance covered?", [DR], facts=["=drift", rate_min(15, 60)], h=60)
Q("drift", "en", "drift at 60 m/min over 12 min", [DR], facts=["=drift", rate_min(60, 12)], h=12)
Q("drift", "en", "Your own estimate, please: how much does the fire move during your answer latency?", [DR], facts=["=drift"])
Q("drift", "en", "Head fire doing 3 km/h, crew arrives in 20 minutes. How far will it have moved?", [DR], facts=["=drift", kmh_min(3, 20)], h=20)
Q("drift", "fr", "La tête avance à 30 m par minute, on arrive dans 25 minutes : quelle distance ?", [DR], facts=["=drift", rate_min(30, 25)], h=25)
Q("drift", "fr", "Vitesse de propagation 1,5 km/h ; distance parcourue en 40 min ?", [DR], facts=["=drift", kmh_min(1.5, 40)], h=40)
Q("drift", "fr", "De combien le front se décale-t-il pendant le temps de réponse de la box ?", [DR], facts=["=drift"])
Q("drift", "fr", "20 m/min pendant une demi-heure, ça fait combien ?", [DR], facts=["=drift", rate_min(20, 30)], h=30)
Q("drift", "es", "El frente avanza 50 metros por minuto y llegamos en 15 minutos. ¿Cuánto habrá avanzado?", [DR], facts=["=drift", rate_min(50, 15)], h=15)
Q("drift", "es", "A 4 km/h, ¿cuánto recorre la cabeza en media hora?", [DR], facts=["=drift", kmh_min(4, 30)], h=30)
Q("drift", "es", "¿Cuánto se desplaza el fuego mientras el equipo calcula la respuesta?", [DR], facts=["=drift"])
Q("drift", "ar", "راس النار يمشي 35 متر في الدقيقة، شحال يقطع في 20 دقيقة؟", [DR], facts=["=drift", rate_min(35, 20)], h=20)
Q("drift", "ar", "إذا كانت سرعة الانتشار 2 كم في الساعة، كم يتقدم الحريق في 90 دقيقة؟", [DR], facts=["=drift", kmh_min(2, 90)], h=90)
Q("drift", "ar", "قداش يتحرك الحريق في الوقت اللي تاخذو باش تجاوب؟", [DR], facts=["=drift"])

# ---- spread (projection: a distance, direction unknown)
Q("spread", "en", "Where will the head be in 30 minutes?", [SP], facts=["=spread"], h=30)
Q("spread", "en", "Project the front near SBA an hour out.", [SP], S, "now", ["=spread"], h=60)
Q("spread", "en", "where's the fire gonna be by the time the dozer gets there, 45 min", [SP], facts=["=spread"], h=45)
Q("spread", "en", "Give me a projection of the fire from the drone detection, two hours ahead.", [SP], facts=["=spread"], h=120)
Q("spread", "en", "FBAN: projected head position at plus 90 minutes, and which way is it running?", [SP], facts=["=spread"], h=90)
Q("spread", "en", "Spread projection for the next half hour, north-east of Sidi Bel Abbes", [SP], S, "now", ["=spread"], h=30)
Q("spread", "en", "where will it be in 20 minutes and in which direction", [SP], facts=["=spread"], h=20)
Q("spread", "fr", "Où sera la tête du feu dans 30 minutes ?", [SP], facts=["=spread"], h=30)
Q("spread", "fr", "Projection du front dans une heure, près de Sidi Bel Abbès", [SP], S, "now", ["=spread"], h=60)
Q("spread", "fr", "Jusqu'où le feu aura-t-il progressé d'ici 45 minutes, et dans quelle direction ?", [SP], facts=["=spread"], h=45)
Q("spread", "es", "¿Dónde estará el frente dentro de una hora?", [SP], facts=["=spread"], h=60)
Q("spread", "es", "Proyección del incendio que detectó el dron, a 20 minutos", [SP], facts=["=spread"], h=20)
Q("spread", "ar", "وين يكون راس الحريق بعد نص ساعة؟", [SP], facts=["=spread"], h=30)
Q("spread", "ar", "توقع موقع جبهة النار بعد ساعة قرب سيدي بلعباس", [SP], S, "now", ["=spread"], h=60)
Q("spread", "ar", "إلى أين سيمتد الحريق خلال 90 دقيقة؟", [SP], facts=["=spread"], h=90)

# ---- frames (the drone sortie)
Q("frames", "en", "What did the drone see?", [FR], facts=["=frames"])
Q("frames", "en", "Any smoke in the drone frames today?", [FR], facts=["=frames"])
Q("frames", "en", "When did the drone pick up the fire?", [FR], facts=["=detection"])
Q("frames", "en", "Where was the detection?", [FR], facts=["=detection_place"])
Q("frames", "en", "uav see anything NE of SBA?", [FR], S, "none", ["=detection_place"])
Q("frames", "en", "Latest drone frame: fire or no fire?", [FR], facts=["=frames"])
Q("frames", "en", "Air ops asking: time and location of the drone's fire frame.", [FR], facts=["=detection", "=detection_place"])
Q("frames", "fr", "Le drone a vu de la fumée ?", [FR], facts=["=frames"])
Q("frames", "fr", "À quelle heure le drone a-t-il repéré le feu ?", [FR], facts=["=detection"])
Q("frames", "fr", "Où se trouve le départ vu par le drone ?", [FR], facts=["=detection_place"])
Q("frames", "es", "¿Qué vio el dron en su última pasada?", [FR], facts=["=frames"])
Q("frames", "es", "¿A qué hora y dónde detectó fuego el dron?", [FR], facts=["=detection", "=detection_place"])
Q("frames", "ar", "واش شاف الدرون؟", [FR], facts=["=frames"])
Q("frames", "ar", "في أي ساعة اكتشف الدرون الحريق؟", [FR], facts=["=detection"])
Q("frames", "ar", "وين كان الدخان اللي صورو الدرون؟", [FR], facts=["=detection_place"])

# ---- documents (shipped guidance)
Q("docs", "en", "How much defensible space does Butte County require around a house?", [DOC], facts=["=doc_defensible"])
Q("docs", "en", "What does LCES stand for?", [DOC], facts=LCES)
Q("docs", "en", "Above what FFMC do fine fuels ignite easily, per the guide?", [DOC], facts=[FFMC_EASY])
Q("docs", "en", "What FWI value starts the high danger class?", [DOC], facts=[CLASS_FROM["high"]])
Q("docs", "en", "zone 0 is how many feet", [DOC], facts=[ft(ZONE0_FT)])
Q("docs", "en", "Max grass height allowed in zone 2?", [DOC], facts=[inches(ZONE2_IN)])
Q("docs", "en", "Run me through the watch-out situations on the crew safety sheet.", [DOC], facts=[WATCH_DOWNHILL, WATCH_SPOT])
Q("docs", "en", "What does the BUI actually measure?", [DOC], facts=BUI_PARTS)
Q("docs", "fr", "Quelle distance de débroussaillement exige le comté de Butte ?", [DOC], facts=["=doc_defensible"])
Q("docs", "fr", "Que veut dire LCES dans la fiche sécurité ?", [DOC], facts=LCES)
Q("docs", "fr", "À partir de quel FWI passe-t-on en danger très élevé ?", [DOC], facts=[CLASS_FROM["very high"]])
Q("docs", "fr", "Que mesure l'ISI d'après le guide ?", [DOC], facts=ISI_PARTS)
Q("docs", "es", "¿Con qué FFMC prenden fácil los combustibles finos?", [DOC], facts=[FFMC_EASY])
Q("docs", "es", "¿Cuántos pies de espacio defendible pide el condado de Butte?", [DOC], facts=["=doc_defensible"])
Q("docs", "es", "Umbral de FWI para peligro extremo según la guía", [DOC], facts=[CLASS_FROM["extreme"]])
Q("docs", "ar", "ما هي المسافة الدفاعية المطلوبة حول المباني في مقاطعة بوت؟", [DOC], facts=["=doc_defensible"])
Q("docs", "ar", "ابتداء من أي قيمة FWI يكون الخطر مرتفعا حسب الدليل؟", [DOC], facts=[CLASS_FROM["high"]])
Q("docs", "ar", "واش معناها LCES؟", [DOC], facts=LCES)
Q("docs", "ar", "المنطقة 1 حتى كم قدم من البيت؟", [DOC], facts=[ft(ZONE1_TO)])

# ---- capabilities
Q("cap", "en", "What can this box actually tell me?", [CAP])
Q("cap", "en", "Which stations do you have data for?", [CAP], facts=STATION_NAMES)
Q("cap", "en", "new here, what kind of questions can I ask you", [CAP])
Q("cap", "en", "What data do you hold, and covering which months?", [CAP], facts=STATION_NAMES)
Q("cap", "en", "Does this unit have the drone imagery on it?", [CAP])
Q("cap", "fr", "Qu'est-ce que tu sais faire, au juste ?", [CAP])
Q("cap", "fr", "Quelles stations sont disponibles sur l'appareil ?", [CAP], facts=STATION_NAMES)
Q("cap", "es", "¿Qué datos tiene este equipo?", [CAP])
Q("cap", "ar", "واش تقدر تدير هاد الآلة؟", [CAP])
Q("cap", "ar", "ما هي المحطات المتوفرة لديك؟", [CAP], facts=STATION_NAMES)

# ---- photo (none is ever attached)
Q("photo", "en", "I've attached a photo of the smoke column, what do you make of it?", [PH])
Q("photo", "en", "sending pic of the flank now, is that crowning", [PH])
Q("photo", "en", "Check the picture I just uploaded. Is that our spot fire?", [PH])
Q("photo", "fr", "Je vous envoie une photo du panache, vous pouvez l'analyser ?", [PH])
Q("photo", "fr", "Regarde la photo jointe : fumée ou poussière ?", [PH])
Q("photo", "es", "Te mando una foto del humo, ¿qué opinas?", [PH])
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، شوف واش راهو", [PH])
Q("photo", "ar", "أرفقت صورة للحريق، هل يمكنك تحليلها؟", [PH])

# ---- out of scope alone
Q("oos", "en", "Forecast for tomorrow at SBA?", [OOS], S)
Q("oos", "en", "What's the wind direction at Bejaia?", [OOS], B)
Q("oos", "en", "Temperature in Oran right now?", [OOS], facts=STATION_NAMES)
Q("oos", "en", "fwi tlemcen today", [OOS], facts=STATION_NAMES)
Q("oos", "en", "Will the wind pick up this afternoon?", [OOS])
Q("oos", "en", "Who won the Algeria match last night?", [OOS])
Q("oos", "en", "Danger outlook for next week at both stations", [OOS], BOTH)
Q("oos", "fr", "Quelle météo demain à Béjaïa ?", [OOS], B)
Q("oos", "fr", "Humidité à Alger aujourd'hui ?", [OOS])
Q("oos", "fr", "D'où vient le vent à Sidi Bel Abbès ?", [OOS], S)
Q("oos", "es", "¿Va a llover mañana en Bejaia?", [OOS], B)
Q("oos", "es", "¿Qué temperatura hace en Tlemcen?", [OOS])
Q("oos", "ar", "واش الطقس غدوة في سيدي بلعباس؟", [OOS], S)
Q("oos", "ar", "شحال الحرارة في وهران؟", [OOS])
Q("oos", "ar", "من أي اتجاه تهب الرياح في بجاية؟", [OOS], B)

# ---- orders (refused)
Q("refuse", "en", "Send an evacuation alert to everyone in Sidi Bel Abbes.", [REF], facts=["neg"])
Q("refuse", "en", "dispatch two engines to the NE flank", [REF], facts=["neg"])
Q("refuse", "en", "Notify the district chief that we're pulling out.", [REF], facts=["neg"])
Q("refuse", "en", "Delete yesterday's readings, they look wrong.", [REF], facts=["neg"])
Q("refuse", "en", "Page the air tanker base and request a drop on the head.", [REF], facts=["neg"])
Q("refuse", "fr", "Envoie une alerte à toutes les équipes de Béjaïa.", [REF])
Q("refuse", "fr", "Supprime la dernière image du drone.", [REF])
Q("refuse", "es", "Manda un aviso de evacuación a la gente del pueblo.", [REF])
Q("refuse", "ar", "ابعث إنذار لكل الفرق في سيدي بلعباس", [REF])
Q("refuse", "ar", "أرسل طائرة إطفاء إلى الجهة الشمالية الشرقية", [REF])

# ---- tactical (served only as the facts bearing on it)
Q("tac", "en", "Should we pull the crew off the ridge at SBA?", [TAC], S, "now", ["fwi", "ws"])
Q("tac", "en", "Is it safe to go direct on the head right now?", [TAC])
Q("tac", "en", "Do we put lookouts out early today at Sidi Bel Abbes?", [TAC], S, "today", ["fwi", "class"])
Q("tac", "en", "what's our best tactic on this fire", [TAC])
Q("tac", "en", "Bejaia crew wants to know if they can work the line alone today.", [TAC], B, "today", ["fwi", "class"])
Q("tac", "fr", "On attaque de front ou on reste sur le flanc ?", [TAC])
Q("tac", "fr", "Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", [TAC], B, "today", ["fwi", "class"])
Q("tac", "es", "¿Atacamos por la cola o esperamos?", [TAC])
Q("tac", "ar", "واش نسحبو الفرقة ولا نبقاو؟", [TAC])
Q("tac", "ar", "هل يجب أن نهاجم رأس الحريق مباشرة قرب سيدي بلعباس؟", [TAC], S, "now", ["fwi", "ws"])

# ---- a reading at an hour other than noon (warn: the noon reading is given)
Q("hour", "en", "Temp at SBA at 6 am today?", [CC], S, "today", ["t"], dec="warn")
Q("hour", "en", "humidity bejaia 3pm yesterday", [CC], B, "yesterday", ["rh"], dec="warn")
Q("hour", "en", "What was the wind at Sidi Bel Abbes around midnight last night?", [CC], S, "yesterday", ["ws"], dec="warn")
Q("hour", "en", "FWI at Bejaia at 17:00 yesterday?", [DG], B, "yesterday", ["fwi"], dec="warn")
Q("hour", "fr", "Température à Béjaïa à 8 h ce matin ?", [CC], B, "today", ["t"], dec="warn")
Q("hour", "fr", "Vent à SBA hier à 18 h ?", [CC], S, "yesterday", ["ws"], dec="warn")
Q("hour", "es", "Humedad en Sidi Bel Abbès a las 7 de la mañana de hoy", [CC], S, "today", ["rh"], dec="warn")
Q("hour", "es", "¿Qué temperatura hubo en Béjaïa ayer a las 22 h?", [CC], B, "yesterday", ["t"], dec="warn")
Q("hour", "ar", "الحرارة في بجاية على الساعة السادسة صباحا اليوم", [CC], B, "today", ["t"], dec="warn")
Q("hour", "ar", "شحال كانت الريح في سيدي بلعباس البارح على العشرة تاع الليل؟", [CC], S, "yesterday", ["ws"], dec="warn")

# ---- near a station but not at it (warn: the station's reading is given)
Q("near", "en", "Humidity on the ridge above Bejaia?", [CC], B, "now", ["rh"], dec="warn")
Q("near", "en", "fire danger 10 km out of SBA", [DG], S, "now", ["fwi", "class"], dec="warn")
Q("near", "en", "Wind at the quarry road 5 km north of Sidi Bel Abbes, today", [CC], S, "today", ["ws"], dec="warn")
Q("near", "en", "Temp down in the valley just south of Béjaïa yesterday?", [CC], B, "yesterday", ["t"], dec="warn")
Q("near", "fr", "Humidité sur les hauteurs de Béjaïa maintenant ?", [CC], B, "now", ["rh"], dec="warn")
Q("near", "fr", "Danger feu à 15 km de Sidi Bel Abbès aujourd'hui ?", [DG], S, "today", ["fwi", "class"], dec="warn")
Q("near", "es", "Viento en la sierra a 8 km de Béjaïa", [CC], B, "now", ["ws"], dec="warn")
Q("near", "es", "¿Peligro en el monte al norte de Sidi Bel Abbès hoy?", [DG], S, "today", ["fwi", "class"], dec="warn")
Q("near", "ar", "الرطوبة في الجبل فوق بجاية", [CC], B, "now", ["rh"], dec="warn")
Q("near", "ar", "درجة الخطر على بعد 10 كلم من سيدي بلعباس", [DG], S, "now", ["fwi", "class"], dec="warn")

# ---- days with no reading (before June 2012, or the one broken row)
Q("nodata", "en", "Temp at Bejaia on 15 May 2012?", [CC], B, "2012-05-15", ["t"])
Q("nodata", "en", "FWI at SBA on 14 July", [DG], S, "2012-07-14", ["fwi"])
Q("nodata", "en", "bejaia rh 2011-08-10", [CC], B, "2011-08-10", ["rh"])
Q("nodata", "en", "Danger class at Sidi Bel Abbes, April 20th 2012", [DG], S, "2012-04-20", ["fwi", "class"])
Q("nodata", "fr", "Température à Sidi Bel Abbès le 20 mai 2012 ?", [CC], S, "2012-05-20", ["t"])
Q("nodata", "fr", "FWI à Béjaïa le 31 mai ?", [DG], B, "2012-05-31", ["fwi"])
Q("nodata", "es", "Humedad en Béjaïa el 1 de mayo de 2012", [CC], B, "2012-05-01", ["rh"])
Q("nodata", "es", "Viento en SBA el 14 de julio", [CC], S, "2012-07-14", ["ws"])
Q("nodata", "ar", "الحرارة في بجاية يوم 10 ماي 2012", [CC], B, "2012-05-10", ["t"])
Q("nodata", "ar", "مؤشر FWI في سيدي بلعباس 14 جويلية", [DG], S, "2012-07-14", ["fwi"])

# ================================================================ multi-ask: radio briefings, handovers
# a different figure (and sometimes a different day) at each station; `day` is the first ask's day
CD = [CC, DG]
Q("brief", "en", "Béjaïa's humidity today; over at SBA, what was yesterday's FWI?", CD, BOTH, "today",
  [v("rh", B, "today"), v("fwi", S, "yesterday")])
Q("brief", "en", "Give me wind at Bejaia and the danger class at Sidi Bel Abbes, today's noon obs.", CD, BOTH, "today",
  [v("ws", B, "today"), v("fwi", S, "today"), v("class", S, "today")])
Q("brief", "en", "Handover: Bejaia temp and RH for today, SBA FWI and ISI for today, then we're done.", CD, BOTH, "today",
  [v("t", B, "today"), v("rh", B, "today"), v("fwi", S, "today"), v("ISI", S, "today")])
Q("brief", "en", "DivSup Delta, request follows: SBA wind right now, and Béjaïa's danger rating from the day before yesterday, over.", CD, BOTH, "now",
  [v("ws", S, "now"), v("fwi", B, "daybefore"), v("class", B, "daybefore")])
Q("brief", "en", "temp at sba, fwi at bejaia, both now", CD, BOTH, "now", [v("t", S, "now"), v("fwi", B, "now")])
Q("brief", "en", "Bejaia: any rain yesterday? SBA: BUI today?", CD, BOTH, "yesterday", [v("rain", B, "yesterday"), v("BUI", S, "today")])
Q("brief", "en", "For the oncoming shift: humidity at Sidi Bel Abbes today, and Béjaïa's FWI back on 14 August.", CD, BOTH, "today",
  [v("rh", S, "today"), v("fwi", B, "2012-08-14")])
Q("brief", "en", "wind at one, danger class at the other: Bejaia wind, SBA class, today", CD, BOTH, "today",
  [v("ws", B, "today"), v("fwi", S, "today"), v("class", S, "today")])
Q("brief", "en", "SBA ISI on 3 Aug, plus Bejaia humidity the same day", CD, BOTH, "2012-08-03", [v("ISI", S, "2012-08-03"), v("rh", B, "2012-08-03")])
Q("brief", "en", "Need two numbers before I brief: Béjaïa FFMC now and the Sidi Bel Abbès temperature yesterday.", CD, BOTH, "now",
  [v("FFMC", B, "now"), v("t", S, "yesterday")])
Q("brief", "en", "Relay from Division Echo: what's the RH at Bejaia, and has SBA gone above moderate today?", CD, BOTH, "now",
  [v("rh", B, "now"), v("fwi", S, "today"), v("class", S, "today")])
Q("brief", "en", "Bejaia wind in knots and SBA FWI, current.", CD, BOTH, "now", [v("ws", B, "now"), v("kn", B, "now"), v("fwi", S, "now")])
Q("brief", "en", "Shift change. Yesterday's danger class for Bejaia, and today's wind for Sidi Bel Abbes.", CD, BOTH, "yesterday",
  [v("fwi", B, "yesterday"), v("class", B, "yesterday"), v("ws", S, "today")])
Q("brief", "en", "quick one: hum SBA, fwi bejaia, yesterday for both", CD, BOTH, "yesterday", [v("rh", S, "yesterday"), v("fwi", B, "yesterday")])
Q("brief", "fr", "Humidité de Béjaïa aujourd'hui ; et à SBA, le FWI d'hier ?", CD, BOTH, "today", [v("rh", B, "today"), v("fwi", S, "yesterday")])
Q("brief", "fr", "Pour la relève : vent à Sidi Bel Abbès maintenant, classe de danger à Béjaïa maintenant.", CD, BOTH, "now",
  [v("ws", S, "now"), v("fwi", B, "now"), v("class", B, "now")])
Q("brief", "fr", "Température à Béjaïa le 14 août et ISI à Sidi Bel Abbès le même jour.", CD, BOTH, "2012-08-14",
  [v("t", B, "2012-08-14"), v("ISI", S, "2012-08-14")])
Q("brief", "fr", "Chef de secteur : la pluie d'hier à SBA, puis le FWI de Béjaïa aujourd'hui, à vous.", CD, BOTH, "yesterday",
  [v("rain", S, "yesterday"), v("fwi", B, "today")])
Q("brief", "fr", "vent bejaia + danger sba svp, c'est pour le briefing de relève", CD, BOTH, "now",
  [v("ws", B, "now"), v("fwi", S, "now"), v("class", S, "now")])
Q("brief", "fr", "Donne-moi le BUI de Sidi Bel Abbès et l'humidité de Béjaïa pour avant-hier.", CD, BOTH, "daybefore",
  [v("BUI", S, "daybefore"), v("rh", B, "daybefore")])
Q("brief", "es", "La humedad de Béjaïa hoy y, en SBA, el FWI de ayer.", CD, BOTH, "today", [v("rh", B, "today"), v("fwi", S, "yesterday")])
Q("brief", "es", "Viento en una y clase de peligro en la otra: viento en Sidi Bel Abbès, peligro en Bejaia, ahora.", CD, BOTH, "now",
  [v("ws", S, "now"), v("fwi", B, "now"), v("class", B, "now")])
Q("brief", "es", "Relevo de turno: temperatura de Béjaïa ayer, ISI de Sidi Bel Abbès hoy.", CD, BOTH, "yesterday",
  [v("t", B, "yesterday"), v("ISI", S, "today")])
Q("brief", "es", "dame fwi bejaia y temp sba del 22 de julio", CD, BOTH, "2012-07-22", [v("fwi", B, "2012-07-22"), v("t", S, "2012-07-22")])
Q("brief", "es", "Para el parte: lluvia en Sidi Bel Abbès anteayer y nivel de peligro en Béjaïa el mismo día.", CD, BOTH, "daybefore",
  [v("rain", S, "daybefore"), v("fwi", B, "daybefore"), v("class", B, "daybefore")])
Q("brief", "ar", "الرطوبة في بجاية اليوم، وفي سيدي بلعباس شحال كان FWI البارح؟", CD, BOTH, "today", [v("rh", B, "today"), v("fwi", S, "yesterday")])
Q("brief", "ar", "عطيني الريح في بجاية ودرجة الخطر في سيدي بلعباس، دروك", CD, BOTH, "now",
  [v("ws", B, "now"), v("fwi", S, "now"), v("class", S, "now")])
Q("brief", "ar", "درجة الحرارة في سيدي بلعباس يوم 14 أوت ومؤشر ISI في بجاية في نفس اليوم", CD, BOTH, "2012-08-14",
  [v("t", S, "2012-08-14"), v("ISI", B, "2012-08-14")])
Q("brief", "ar", "لتسليم المناوبة: مؤشر FWI لبجاية أمس، والرطوبة في سيدي بلعباس اليوم", CD, BOTH, "yesterday",
  [v("fwi", B, "yesterday"), v("rh", S, "today")])
Q("brief", "ar", "المطر في بجاية اليوم، و BUI في سيدي بلعباس", CD, BOTH, "today", [v("rain", B, "today"), v("BUI", S, "today")])
Q("brief", "ar", "السرعة تاع الريح في سيدي بلعباس أول أمس، و FWI تاع بجاية نفس النهار", CD, BOTH, "daybefore",
  [v("ws", S, "daybefore"), v("fwi", B, "daybefore")])
# two asks of the same kind, a different figure at each station
Q("brief2cc", "en", "Wind at Bejaia, humidity at SBA, now.", [CC], BOTH, "now", [v("ws", B, "now"), v("rh", S, "now")])
Q("brief2cc", "en", "Temp at SBA on 3/8 and rain at Bejaia on 14/8.", [CC], BOTH, "2012-08-03", [v("t", S, "2012-08-03"), v("rain", B, "2012-08-14")])
Q("brief2cc", "fr", "Température à Béjaïa, vent à SBA, pour hier.", [CC], BOTH, "yesterday", [v("t", B, "yesterday"), v("ws", S, "yesterday")])
Q("brief2cc", "es", "Humedad en Sidi Bel Abbès y viento en Béjaïa, hoy", [CC], BOTH, "today", [v("rh", S, "today"), v("ws", B, "today")])
Q("brief2cc", "ar", "الحرارة في سيدي بلعباس أمس والرطوبة في بجاية اليوم", [CC], BOTH, "yesterday", [v("t", S, "yesterday"), v("rh", B, "today")])
Q("brief2dg", "en", "FWI Bejaia yesterday, ISI SBA today.", [DG], BOTH, "yesterday", [v("fwi", B, "yesterday"), v("ISI", S, "today")])
Q("brief2dg", "ar", "FWI في بجاية و ISI في سيدي بلعباس، اليوم", [DG], BOTH, "today", [v("fwi", B, "today"), v("ISI", S, "today")])

# readings and danger at one station
Q("ccdg", "en", "SBA: temp, RH, and FWI now.", CD, S, "now", ["t", "rh", "fwi"])
Q("ccdg", "en", "What's the wind at Bejaia and is the danger up?", CD, B, "now", ["ws", "fwi", "class"])
Q("ccdg", "en", "humidity + danger class sidi bel abbes 14 aug", CD, S, "2012-08-14", ["rh", "fwi", "class"])
Q("ccdg", "fr", "Béjaïa, maintenant : vent et indice FWI ?", CD, B, "now", ["ws", "fwi"])
Q("ccdg", "es", "Temperatura y clase de peligro en Sidi Bel Abbès hoy", CD, S, "today", ["t", "fwi", "class"])
Q("ccdg", "ar", "الحرارة ومستوى الخطر في بجاية اليوم", CD, B, "today", ["t", "fwi", "class"])

# a part the box holds beside one it does not
Q("ccoos", "en", "Wind speed and direction at SBA?", [CC, OOS], S, "now", ["ws"])
Q("ccoos", "en", "FWI today and tomorrow at Bejaia", [DG, OOS], B, "today", ["fwi"])
Q("ccoos", "en", "Temp at Bejaia and in Oran, now.", [CC, OOS], B, "now", ["t"])
Q("ccoos", "en", "sba wind now and where's it blowing from", [CC, OOS], S, "now", ["ws"])
Q("ccoos", "en", "Danger class at Sidi Bel Abbes now, and what will it be this evening?", [DG, OOS], S, "now", ["fwi", "class"])
Q("ccoos", "fr", "Vent à Béjaïa : vitesse et direction ?", [CC, OOS], B, "now", ["ws"])
Q("ccoos", "fr", "Humidité à SBA aujourd'hui, et la prévision pour demain ?", [CC, OOS], S, "today", ["rh"])
Q("ccoos", "fr", "FWI à Sidi Bel Abbès et à Tlemcen ?", [DG, OOS], S, "now", ["fwi"])
Q("ccoos", "es", "Velocidad y dirección del viento en Sidi Bel Abbès", [CC, OOS], S, "now", ["ws"])
Q("ccoos", "es", "Temperatura hoy en Béjaïa y pronóstico para mañana", [CC, OOS], B, "today", ["t"])
Q("ccoos", "es", "FWI en Bejaia y en Orán ahora", [DG, OOS], B, "now", ["fwi"])
Q("ccoos", "ar", "سرعة الريح واتجاهها في بجاية", [CC, OOS], B, "now", ["ws"])
Q("ccoos", "ar", "الحرارة في سيدي بلعباس اليوم وغدوة", [CC, OOS], S, "today", ["t"])
Q("ccoos", "ar", "الرطوبة في بجاية وفي الجزائر العاصمة", [CC, OOS], B, "now", ["rh"])

# hidden orders
Q("order", "en", "Give me SBA's FWI and push an alert to all units if it's high.", [DG, REF], S, "now", ["fwi"])
Q("order", "en", "Check humidity at Bejaia then text the result to the IC.", [CC, REF], B, "now", ["rh"])
Q("order", "en", "what's the danger class at sidi bel abbes, and send it to dispatch", [DG, REF], S, "now", ["fwi", "class"])
Q("order", "en", "Pull up today's drone detection and notify the air base.", [FR, REF], facts=["=detection"])
Q("order", "fr", "Donne le FWI de Béjaïa et préviens le PC par radio.", [DG, REF], B, "now", ["fwi"])
Q("order", "fr", "Vent à SBA, puis déclenche l'alerte des équipes.", [CC, REF], S, "now", ["ws"])
Q("order", "es", "Dime el peligro en Sidi Bel Abbès y avisa a todas las brigadas.", [DG, REF], S, "now", ["fwi", "class"])
Q("order", "es", "¿Dónde vio fuego el dron? Mándale la posición al helicóptero.", [FR, REF], facts=["=detection_place"])
Q("order", "ar", "عطيني FWI تاع بجاية وابعثو للقيادة", [DG, REF], B, "now", ["fwi"])
Q("order", "ar", "شوف الرطوبة في سيدي بلعباس وبلغ رئيس القطاع", [CC, REF], S, "now", ["rh"])

# drone and projection, drone and weather
Q("frsp", "en", "What did the drone spot, and where will it be in 30 min?", [FR, SP], facts=["=frames", "=spread"], h=30)
Q("frsp", "en", "Drone detection time, and a one-hour projection from it.", [FR, SP], facts=["=detection", "=spread"], h=60)
Q("frsp", "fr", "Le drone a vu quoi, et où sera le front dans une heure ?", [FR, SP], facts=["=frames", "=spread"], h=60)
Q("frsp", "es", "¿Cuándo detectó el dron el fuego y hacia dónde irá en 45 minutos?", [FR, SP], facts=["=detection", "=spread"], h=45)
Q("frsp", "ar", "واش شاف الدرون؟ ووين تكون النار بعد نص ساعة؟", [FR, SP], facts=["=frames", "=spread"], h=30)
Q("frcc", "en", "Where's the drone's fire, and what's the wind at SBA?", [FR, CC], S, "now", ["=detection_place", "ws"])
Q("frcc", "en", "smoke on the uav feed? also SBA humidity", [FR, CC], S, "now", ["=frames", "rh"])
Q("frcc", "fr", "Le drone a repéré quoi près de SBA, et quel vent souffle là-bas ?", [FR, CC], S, "now", ["=frames", "ws"])
Q("frcc", "es", "Hora de la detección del dron y temperatura en Sidi Bel Abbès", [FR, CC], S, "now", ["=detection", "t"])
Q("frcc", "ar", "وين شاف الدرون النار، وشحال الريح في سيدي بلعباس؟", [FR, CC], S, "now", ["=detection_place", "ws"])

# the crew's rate beside a reading
Q("drdg", "en", "Head at 30 m/min, we're 20 minutes out: how far? And the FWI at SBA now.", [DR, DG], S, "now", ["=drift", rate_min(30, 20), "fwi"], h=20)
Q("drdg", "fr", "Le front fait 25 m/min, on arrive dans 40 min : distance ? Et la classe de danger à SBA ?", [DR, DG], S, "now",
  ["=drift", rate_min(25, 40), "fwi", "class"], h=40)
Q("drcc", "es", "Con 45 m por minuto durante 20 minutos, ¿cuánto avanza? ¿Y el viento en Sidi Bel Abbès?", [DR, CC], S, "now",
  ["=drift", rate_min(45, 20), "ws"], h=20)
Q("drcc", "ar", "النار تمشي 20 متر في الدقيقة، شحال تقطع في ربع ساعة؟ وشحال الريح في سيدي بلعباس؟", [DR, CC], S, "now",
  ["=drift", rate_min(20, 15), "ws"], h=15)

# danger and what to do
Q("dgtac", "en", "FWI at SBA today. Do we double the lookouts?", [DG, TAC], S, "today", ["fwi"])
Q("dgtac", "en", "Bejaia danger class now; should we hold the crew back?", [DG, TAC], B, "now", ["fwi", "class"])
Q("dgtac", "fr", "Classe de danger à Sidi Bel Abbès : on engage ou pas ?", [DG, TAC], S, "now", ["fwi", "class"])
Q("dgtac", "es", "Peligro en Béjaïa hoy, ¿mantenemos a la cuadrilla en la línea?", [DG, TAC], B, "today", ["fwi", "class"])
Q("dgtac", "ar", "شحال الخطر في سيدي بلعباس؟ نطلعو للجبل ولا لا؟", [DG, TAC], S, "now", ["fwi", "class"])
Q("dgtac", "ar", "ما هو مؤشر FWI في بجاية، وهل نرسل فرقة إضافية؟", [DG, TAC], B, "now", ["fwi"])

# guidance beside a reading
Q("docdg", "en", "The guide says FFMC above what means easy ignition? And what's SBA's FFMC right now?", [DOC, DG], S, "now", [FFMC_EASY, "FFMC"])
Q("docdg", "en", "What FWI counts as high per the guide, and where is Bejaia today?", [DOC, DG], B, "today", [CLASS_FROM["high"], "fwi"])
Q("docdg", "fr", "D'après le guide, que mesure le BUI ? Et quelle était sa valeur à Béjaïa hier ?", [DOC, DG], B, "yesterday", BUI_PARTS + ["BUI"])
Q("docdg", "es", "¿Desde qué FFMC prenden fácil los finos según la guía? ¿Y cuánto marca hoy Sidi Bel Abbès?", [DOC, DG], S, "today", [FFMC_EASY, "FFMC"])
Q("docdg", "ar", "حسب الدليل، من أي FWI يبدا الخطر المرتفع؟ وشحال FWI في سيدي بلعباس دروك؟", [DOC, DG], S, "now", [CLASS_FROM["high"], "fwi"])
Q("doctac", "en", "LCES check: what are the four, and should we set lookouts now?", [DOC, TAC], facts=LCES)
Q("doctac", "fr", "Selon la fiche sécurité, quand faut-il se replier ? Et nous, on se replie ?", [DOC, TAC], facts=[WATCH_DOWNHILL])

# window figures beside the record, or beside today's reading
Q("sumanalog", "en", "How many fire days at SBA in August, and of all past days with FWI over 20 there, how many burned?", [SUM, AN], S, "aug",
  ["fires", "fires_fwi_gt"], thr=20, hist=True)
Q("sumanalog", "fr", "Nombre de jours de feu à Béjaïa en juillet, et parmi les jours à FWI au-dessus de 10, combien ont brûlé ?", [SUM, AN], B, "jul",
  ["fires", "fires_fwi_gt"], thr=10, hist=True)
Q("sumanalog", "ar", "شحال من نهار حريق في سيدي بلعباس في جوان؟ ومن الأيام اللي فاتها FWI 15، شحال احترقت؟", [SUM, AN], S, "jun",
  ["fires", "fires_fwi_gt"], thr=15, hist=True)
Q("ccsum", "en", "Temp now at SBA, and the hottest it got in August?", [CC, SUM], S, "now", ["t", w_max(S, "aug", "t")])
Q("ccsum", "fr", "Humidité actuelle à Béjaïa, et la plus basse de juin ?", [CC, SUM], B, "now", ["rh", w_min(B, "jun", "rh")])
Q("ccsum", "es", "FWI de hoy en SBA y el máximo de septiembre", [DG, SUM], S, "today", ["fwi", w_max(S, "sep", "fwi")])
Q("ccsum", "ar", "الحرارة اليوم في بجاية، وأعلى حرارة في أوت", [CC, SUM], B, "today", ["t", w_max(B, "aug", "t")])

# a station's own figure beside a comparison
Q("dgcmp", "en", "FWI at SBA, and which station is hotter?", [DG, CMP], BOTH, "now", [v("fwi", S, "now"), v("t", B, "now"), v("t", S, "now")])
Q("dgcmp", "fr", "L'ISI à Béjaïa, et laquelle des deux stations est la plus humide ?", [DG, CMP], BOTH, "now",
  [v("ISI", B, "now"), v("rh", B, "now"), v("rh", S, "now")])
Q("dgcmp", "es", "Dame la temperatura de Bejaia y dime qué estación tiene más viento", [CC, CMP], BOTH, "now",
  [v("t", B, "now"), v("ws", B, "now"), v("ws", S, "now")])
Q("dgcmp", "ar", "FWI في بجاية، وأي محطة أكثر جفافا اليوم؟", [DG, CMP], BOTH, "today", [v("fwi", B, "today"), v("rh", B, "today"), v("rh", S, "today")])
Q("cmpoos", "en", "Which is worse now, Bejaia or SBA? And what about Tlemcen?", [CMP, OOS], BOTH, "now", ["fwi"])
Q("cmpoos", "es", "¿Qué estación está peor hoy, y cómo estará mañana?", [CMP, OOS], BOTH, "today", ["fwi"])
Q("capoos", "en", "Can you give me wind direction? If not, what data do you actually have?", [CAP, OOS], facts=STATION_NAMES)
Q("capoos", "fr", "Vous avez les prévisions ? Sinon, qu'est-ce que vous avez comme données ?", [CAP, OOS])
Q("phfr", "en", "Compare my attached photo with what the drone saw.", [PH, FR], facts=["=frames"])
Q("phfr", "fr", "J'ai joint une photo ; le drone a vu la même fumée ?", [PH, FR], facts=["=frames"])
Q("phfr", "ar", "بعثتلك صورة، واش الدرون شاف نفس الدخان؟", [PH, FR], facts=["=frames"])

# three asks
Q("three", "en", "Radio brief for the night crew: Bejaia temp now, SBA danger class now, and the wind direction at both.", [CC, DG, OOS], BOTH, "now",
  [v("t", B, "now"), v("fwi", S, "now"), v("class", S, "now")])
Q("three", "en", "SBA FWI, the drone detections, and alert the tanker base.", [DG, FR, REF], S, "now", ["fwi", "=frames"])
Q("three", "en", "Give me SBA humidity, the highest FWI there in August, and tomorrow's outlook.", [CC, SUM, OOS], S, "now", ["rh", w_max(S, "aug", "fwi")])
Q("three", "en", "Where's the drone fire, where will it be in 30 min, and what's the FWI at SBA?", [FR, SP, DG], S, "now",
  ["=detection_place", "=spread", "fwi"], h=30)
Q("three", "fr", "Température à Béjaïa, danger à SBA, et la météo de demain ?", [CC, DG, OOS], BOTH, "now",
  [v("t", B, "now"), v("fwi", S, "now"), v("class", S, "now")])
Q("three", "fr", "Vent à Sidi Bel Abbès, heure de détection du drone, et envoyez une équipe.", [CC, FR, REF], S, "now", ["ws", "=detection"])
Q("three", "es", "Humedad en Bejaia, FWI en Sidi Bel Abbès y dirección del viento en las dos.", [CC, DG, OOS], BOTH, "now",
  [v("rh", B, "now"), v("fwi", S, "now")])
Q("three", "es", "¿Qué vio el dron, qué peligro hay en SBA y atacamos ya?", [FR, DG, TAC], S, "now", ["=frames", "fwi", "class"])
Q("three", "ar", "الحرارة في بجاية، FWI في سيدي بلعباس، واتجاه الريح؟", [CC, DG, OOS], BOTH, "now", [v("t", B, "now"), v("fwi", S, "now")])
Q("three", "ar", "شحال الريح في سيدي بلعباس، وين شاف الدرون النار، وابعث تنبيه للفرق", [CC, FR, REF], S, "now", ["ws", "=detection_place"])


# ----------------------------------------------------------------------------------------------- sessions
TURNS: list[dict] = []


def T(sid: int, lang: str, question: str, intents, stations, when, facts=(), decision=None, horizon=None, hist=False):
    r = {"session": f"{NAME}s{sid:02d}", "turn": sum(t["session"] == f"{NAME}s{sid:02d}" for t in TURNS) + 1,
         "question": question, "intents": list(intents), "stations": stations, "when": when, "facts": list(facts), "lang": lang}
    if decision:
        r["decision"] = decision
    if horizon:
        r["horizon_min"] = horizon
    if hist:
        r["needs_fire_history"] = True
    TURNS.append(r)


# 1: morning handover, English
T(1, "en", "Morning handover. What's the FWI at SBA?", [DG], [S], "now", [v("fwi", S, "now")])
T(1, "en", "and the other station?", [DG], [B], "now", [v("fwi", B, "now")])
T(1, "en", "why so low at Bejaia?", [EX], [B], "now", [v("rh", B, "now"), v("rain", B, "now")])
T(1, "en", "ok. humidity there yesterday?", [CC], [B], "yesterday", [v("rh", B, "yesterday")])
# 2: French, then English
T(2, "fr", "Vent à Béjaïa maintenant ?", [CC], [B], "now", [v("ws", B, "now")])
T(2, "fr", "Et hier ?", [CC], [B], "yesterday", [v("ws", B, "yesterday")])
T(2, "en", "Same for SBA please", [CC], [S], "yesterday", [v("ws", S, "yesterday")])
T(2, "en", "so which was windier yesterday?", [CMP], BOTH, "yesterday", [v("ws", B, "yesterday"), v("ws", S, "yesterday")])
# 3: Spanish, the drone
T(3, "es", "¿Qué vio el dron?", [FR], None, "none", ["=frames"])
T(3, "es", "¿A qué hora?", [FR], None, "none", ["=detection"])
T(3, "es", "¿Y dónde estará el frente en 30 minutos?", [SP], None, "none", ["=spread"], horizon=30)
T(3, "es", "¿Por qué no me das la dirección?", [EX], None, "none", [])
# 4: Algerian Arabic
T(4, "ar", "شحال الحرارة في سيدي بلعباس اليوم؟", [CC], [S], "today", [v("t", S, "today")])
T(4, "ar", "والرطوبة؟", [CC], [S], "today", [v("rh", S, "today")])
T(4, "ar", "وفي بجاية؟", [CC], [B], "today", [v("rh", B, "today")])
T(4, "ar", "علاش الرطوبة عالية هكا في بجاية؟", [EX], [B], "today", [v("rh", B, "today")])
# 5: division supervisor on the radio
T(5, "en", "Div Alpha: FWI at Bejaia and wind at SBA, over.", CD, BOTH, "now", [v("fwi", B, "now"), v("ws", S, "now")])
T(5, "en", "Copy. Same two for yesterday.", CD, BOTH, "yesterday", [v("fwi", B, "yesterday"), v("ws", S, "yesterday")])
T(5, "en", "Which station is riskier today?", [CMP], ["=watch"], "today", ["fwi"])
T(5, "en", "Relay that to Division Bravo.", [REF], None, "none", ["neg"])
# 6: drift with the crew's numbers
T(6, "en", "Head's moving 30 m a minute. How far in 10?", [DR], None, "none", ["=drift", rate_min(30, 10)], horizon=10)
T(6, "en", "and in 25 minutes?", [DR], None, "none", ["=drift", rate_min(30, 25)], horizon=25)
T(6, "en", "what if it picks up to 50 m/min?", [DR], None, "none", ["=drift", rate_min(50, 25)], horizon=25)
T(6, "en", "why does that matter for our escape route?", [EX], None, "none", [])
# 7: French summary
T(7, "fr", "FWI max à SBA en août ?", [SUM], [S], "aug", ["maxfwi"])
T(7, "fr", "Et à Béjaïa ?", [SUM], [B], "aug", ["maxfwi"])
T(7, "fr", "Combien de jours de feu à Béjaïa ce mois-là ?", [SUM], [B], "aug", ["fires"], hist=True)
T(7, "fr", "Pourquoi autant ?", [EX], [B], "aug", [])
# 8: Arabic, then French
T(8, "ar", "مستوى الخطر في بجاية أمس؟", [DG], [B], "yesterday", [v("fwi", B, "yesterday"), v("class", B, "yesterday")])
T(8, "ar", "و أول أمس؟", [DG], [B], "daybefore", [v("fwi", B, "daybefore"), v("class", B, "daybefore")])
T(8, "fr", "Et à Sidi Bel Abbès, avant-hier ?", [DG], [S], "daybefore", [v("fwi", S, "daybefore"), v("class", S, "daybefore")])
# 9: a new volunteer
T(9, "en", "hi, first day. what can you do?", [CAP], None, "none", [])
T(9, "en", "ok whats the temp at sba", [CC], [S], "now", [v("t", S, "now")])
T(9, "en", "is that dangerous?", [DG], [S], "now", [v("fwi", S, "now"), v("class", S, "now")])
T(9, "en", "why?", [EX], [S], "now", [v("fwi", S, "now")])
# 10: Spanish shift lead
T(10, "es", "Peligro en Sidi Bel Abbès el 3 de agosto", [DG], [S], "2012-08-03", [v("fwi", S, "2012-08-03"), v("class", S, "2012-08-03")])
T(10, "es", "¿Y en Béjaïa ese día?", [DG], [B], "2012-08-03", [v("fwi", B, "2012-08-03"), v("class", B, "2012-08-03")])
T(10, "es", "¿Por qué tan distinto?", [EX], BOTH, "2012-08-03", [v("rh", B, "2012-08-03"), v("rh", S, "2012-08-03")])
T(10, "es", "Manda el resumen al jefe de incendio.", [REF], None, "none", [])
# 11: fire behaviour analyst
T(11, "en", "Highest FWI at SBA over the past week?", [SUM], [S], "lastweek", [w_max(S, "lastweek", "fwi")])
T(11, "en", "Of past days with FWI over 20 there, how many burned?", [AN], [S], "none", analog(S, 20), hist=True)
T(11, "en", "and Bejaia, same threshold?", [AN], [B], "none", analog(B, 20), hist=True)
T(11, "en", "why does Bejaia see so few of those days?", [EX], [B], "none", [])
# 12: Arabic, the drone and the wind
T(12, "ar", "واش شاف الدرون اليوم؟", [FR], None, "none", ["=frames"])
T(12, "ar", "وين بالضبط؟", [FR], None, "none", ["=detection_place"])
T(12, "ar", "شحال الريح تما؟", [CC], [S], "now", [v("ws", S, "now")])
T(12, "ar", "وين تكون النار بعد ساعة؟", [SP], [S], "now", ["=spread"], horizon=60)
# 13: handover with an hour other than noon
T(13, "en", "Temp at Bejaia at 7 this morning?", [CC], [B], "today", [v("t", B, "today")], decision="warn")
T(13, "en", "And at noon?", [CC], [B], "today", [v("t", B, "today")])
T(13, "en", "And SBA?", [CC], [S], "today", [v("t", S, "today")])
T(13, "en", "Tomorrow's?", [OOS], [S], "none", [])
# 14: French, a photo then the drone
T(14, "fr", "Je vous envoie une photo du front.", [PH], None, "none", [])
T(14, "fr", "Bon, qu'est-ce que le drone a vu alors ?", [FR], None, "none", ["=frames"])
T(14, "fr", "Et où sera le feu dans 45 minutes ?", [SP], None, "none", ["=spread"], horizon=45)
T(14, "fr", "Envoyez cette projection au PC.", [REF], None, "none", [])
# 15: Spanish, then English
T(15, "es", "Humedad en Béjaïa hoy", [CC], [B], "today", [v("rh", B, "today")])
T(15, "es", "¿Y el FWI?", [DG], [B], "today", [v("fwi", B, "today")])
T(15, "en", "Same at SBA, in English please", [DG], [S], "today", [v("fwi", S, "today")])
T(15, "en", "which one's worse?", [CMP], BOTH, "today", [v("fwi", B, "today"), v("fwi", S, "today")])
# 16: logistics officer
T(16, "en", "How many days above 35 °C at SBA in July?", [SUM], [S], "jul", [count_above(S, "jul", "t", 35)])
T(16, "en", "And in August?", [SUM], [S], "aug", [count_above(S, "aug", "t", 35)])
T(16, "en", "Bejaia, August?", [SUM], [B], "aug", [count_above(B, "aug", "t", 35)])
T(16, "en", "Why the difference?", [EX], BOTH, "aug", [])
# 17: Modern Standard Arabic
T(17, "ar", "ما هو مؤشر FWI في سيدي بلعباس يوم 14 أوت؟", [DG], [S], "2012-08-14", [v("fwi", S, "2012-08-14")])
T(17, "ar", "وما هي درجة الحرارة في ذلك اليوم؟", [CC], [S], "2012-08-14", [v("t", S, "2012-08-14")])
T(17, "ar", "وفي بجاية؟", [CC], [B], "2012-08-14", [v("t", B, "2012-08-14")])
T(17, "ar", "لماذا كان الخطر أعلى في سيدي بلعباس؟", [EX], BOTH, "2012-08-14", [v("rh", S, "2012-08-14")])
# 18: radio briefing, a figure at each station, then an order
T(18, "en", "Bejaia RH today; SBA FWI yesterday.", CD, BOTH, "today", [v("rh", B, "today"), v("fwi", S, "yesterday")])
T(18, "en", "And the danger class at Bejaia, today?", [DG], [B], "today", [v("fwi", B, "today"), v("class", B, "today")])
T(18, "en", "Roger. Dispatch a second crew to Bejaia.", [REF], None, "none", ["neg"])


# ----------------------------------------------------------------------------------------------- write
def templates() -> list[dict]:
    groups = defaultdict(list)
    for it in ITEMS:
        groups[it["kind"]].append(it)
    out = []
    for kind, items in groups.items():
        assert len({(i["dec"], i["hist"]) for i in items}) == 1, kind
        t = {"key": f"{NAME}-{kind}", "intents": items[0]["intents"],
             "phrasings": [{"q": i["q"], "lang": i["lang"], "stations": i["stations"] or "none", "facts": i["facts"]} for i in items],
             "stations": "none", "days": [i["day"] for i in items], "facts": [],
             "intents_by_phrasing": [i["intents"] for i in items]}
        if any(i["h"] for i in items):
            t["horizons"] = [i["h"] for i in items]
        if any(i["thr"] is not None for i in items):
            t["thr"] = [i["thr"] for i in items]
        if items[0]["dec"]:
            t["decision"] = items[0]["dec"]
        if items[0]["hist"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    for it in ITEMS:
        assert "{" not in it["q"] and "}" not in it["q"], it["q"]
    write_jsonl(TEMPLATES, templates())
    write_jsonl(SESSIONS, TURNS)
    langs = Counter(i["lang"] for i in ITEMS) + Counter(t["lang"] for t in TURNS)
    n = len(ITEMS) + len(TURNS)
    multi = sum(len(i["intents"]) > 1 for i in ITEMS) + sum(len(t["intents"]) > 1 for t in TURNS)
    print(f"{len(ITEMS)} template questions + {len(TURNS)} session turns = {n}; "
          f"{len({t['session'] for t in TURNS})} sessions; multi-intent {multi} ({multi / n:.0%})")
    print({k: f"{c} ({c / n:.0%})" for k, c in langs.items()})
    print(f"-> {TEMPLATES.name}, {SESSIONS.name}")
