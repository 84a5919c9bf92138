"""Batch d55 (dev since its one scoring): a blind batch of fire-crew questions for the wildfire appliance's evaluation.

Writes, next to this file:
    crew_templates_dev55.jsonl  templates (one phrasing per crew question, facts as tokens or literals)
    crew_sessions_dev55.jsonl   sessions of 3-4 turns

Every number in a gold fact is computed here: from the Algerian CSV through crew_facts (tokens, table(),
window_facts), from unit conversions of the real readings, from the crew's own rate x time, or parsed
out of the shipped documents with a regex. Run from the repository root:
    PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=. python3 appliance/evaluation/data/make_dev55.py
"""
import json
import re
from collections import Counter, OrderedDict
from datetime import date, timedelta
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts

NAME = "d55"
OUT = Path(__file__).resolve().parent
DOCS = Path("/work/main/edge_data/documents")
TODAY = crew_days.TODAY.isoformat()
BJ, SB = "bejaia", "sidi-bel-abbes"
ST = {"B": [BJ], "S": [SB], "BOTH": [BJ, SB], None: None}
PLAIN = {BJ: "bejaia", SB: "sidi bel abbes"}      # station names as gold strings (accent/hyphen blind)


def word(w):
    """A literal string fact (a bare string would be read as a fact token)."""
    return {"any": [w]}

# ----------------------------------------------------------------------------------------------------
# Data helpers (all numbers from the CSV)
# ----------------------------------------------------------------------------------------------------
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()


def iso(key: str) -> str:
    if key in ("now", "today"):
        return TODAY
    if key in crew_days.RELATIVE:
        return (crew_days.TODAY - timedelta(days=crew_days.RELATIVE[key])).isoformat()
    return key


def row(dev, key):
    return TABLE[(dev, iso(key))]


def window_rows(dev, key):
    days = crew_days.resolve(key, "en", 0)["days"]
    return [TABLE[(dev, d)] for d in days if (dev, d) in TABLE]


def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def dec(x):
    """A converted or averaged figure at one decimal, with the French comma, and the whole number when .0."""
    s = f"{x:.1f}"
    forms = [s, s.replace(".", ",")]
    if s.endswith(".0"):
        forms.append(s[:-2])
    return {"any": list(OrderedDict.fromkeys(forms))}


def field(r, f):
    weather = {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}
    return weather[f] if f in weather else r.codes[f]


def code(dev, key, c):
    return num(row(dev, key).codes[c])


def mph(dev, key):
    return dec(row(dev, key).wind_kmh * 0.621371)


def knots(dev, key):
    return dec(row(dev, key).wind_kmh / 1.852)


def mps(dev, key):
    return dec(row(dev, key).wind_kmh / 3.6)


def fahr(c):
    return dec(c * 9 / 5 + 32)


def count(dev, key, f, op, thr):
    vals = [field(r, f) for r in window_rows(dev, key)]
    if op == ">":
        # "above X": make sure no reading sits exactly on X, so the count is not ambiguous
        assert not any(v == thr for v in vals), (dev, key, f, thr)
        return sum(v > thr for v in vals)
    if op == "rained":          # any rain at all: more than 0 mm
        return sum(v > 0 for v in vals)
    if op == ">=":
        return sum(v >= thr for v in vals)
    raise ValueError(op)


def avg(dev, key, f):
    vals = [field(r, f) for r in window_rows(dev, key)]
    return sum(vals) / len(vals)


def lowest(dev, key, f):
    return num(min(field(r, f) for r in window_rows(dev, key)))


def highest(dev, key, f):
    return num(max(field(r, f) for r in window_rows(dev, key)))


def which(key, f, higher=True):
    """Name of the station whose reading is higher (or lower) that day; never a tie."""
    a, b = field(row(BJ, key), f), field(row(SB, key), f)
    assert a != b, (key, f)
    return word(PLAIN[BJ] if (a > b) == higher else PLAIN[SB])


def diff(key, f):
    return num(abs(field(row(BJ, key), f) - field(row(SB, key), f)))


def fire_days(dev, key):
    days = crew_days.resolve(key, "en", 0)["days"]
    return sum(FIRES[(dev, d)][1] for d in days if (dev, d) in FIRES)


def more_fires(key):
    a, b = fire_days(BJ, key), fire_days(SB, key)
    assert a != b
    return word(PLAIN[BJ] if a > b else PLAIN[SB])


def analog(dev, thr):
    """[days with FWI above thr before today, of which fire days], as crew_facts counts them."""
    assert not any(fwi == thr for (d, _), (fwi, _f) in FIRES.items() if d == dev), (dev, thr)
    return crew_facts.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def dist(metres):
    """A drift distance in m and km forms (dot and comma)."""
    m = round(metres)
    km = m / 1000
    forms = [str(m)]
    if m >= 1000:
        forms += [f"{m:,}".replace(",", " "), f"{m:,}"]
    k = f"{km:g}"
    forms += [f"{k} km", f"{k.replace('.', ',')} km"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def m_per_min(rate, minutes):
    return dist(rate * minutes)


def km_per_h(rate, minutes):
    return dist(rate * 1000 / 60 * minutes)


def m_per_s(rate, minutes):
    return dist(rate * 60 * minutes)


# ----------------------------------------------------------------------------------------------------
# Document facts (parsed with regexes from the shipped documents)
# ----------------------------------------------------------------------------------------------------
def _doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())     # line breaks folded to spaces


DEF = _doc("butte-county-defensible-space.md")
LCES = _doc("crew-safety-lces.md")
FWIG = _doc("fire-weather-index-guide.md")


def _n(pattern, text, group=1):
    m = re.search(pattern, text)
    assert m, pattern
    return num(m.group(group))


DOC = {
    "zone1": [_n(r"Zone 1 runs from (\d+) to \d+ feet", DEF), _n(r"Zone 1 runs from \d+ to (\d+) feet", DEF)],
    "zone0": _n(r"Zone 0 is the first (\d+) feet", DEF),
    "grass": _n(r"maximum height of (\d+) inches", DEF),
    "chimney": _n(r"branches (\d+) feet from chimneys", DEF),
    "ffmc_easy": _n(r"above about (\d+)\s+fine fuels ignite easily", FWIG),
    "very_low": _n(r"below ([\d.]+) very low", FWIG),
    "high": _n(r"from ([\d.]+) high", FWIG),
    "very_high": _n(r"from ([\d.]+) very high", FWIG),
    "extreme": _n(r"and from ([\d.]+) extreme", FWIG),
}
_lces = re.search(r"(Lookouts),\s*(Communications),\s*(Escape routes) and (Safety zones)", LCES)
assert _lces
LCES_WORDS = [word(w.lower().rstrip("s")) for w in _lces.groups()]          # lookout, communication, escape route, safety zone
_wind = re.search(r"when the (wind increases) or (changes direction)", LCES)
assert _wind
WIND_SHIFT = {"any": list(_wind.groups())}
_high_days = re.search(r"(lookouts are posted early), (escape routes are kept short)", LCES)
assert _high_days
HIGH_DAYS = {"any": ["lookout", "escape route"]}
_isi = re.search(r"The Initial Spread Index \(ISI\) combines (FFMC) with (wind)", FWIG)
assert _isi
ISI_DEF = [word(_isi.group(1)), word(_isi.group(2))]

# ----------------------------------------------------------------------------------------------------
# Day phrases written the crews' way (from the entry's own day key, so text and gold cannot drift apart)
# ----------------------------------------------------------------------------------------------------
EN_M = crew_days.MONTHS["en"]
FR_M, ES_M, AR_M = crew_days.MONTHS["fr"], crew_days.MONTHS["es"], crew_days.MONTHS["ar"]
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _sfx(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def day_text(key, style):
    d = date.fromisoformat(iso(key))
    return {
        "slash": f"{d.day}/{d.month}",
        "slash2": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dash": f"{d.day}-{EN_M[d.month - 1][:3]}",
        "iso": d.isoformat(),
        "en": f"{EN_M[d.month - 1]} {d.day}",
        "en2": f"{d.day} {EN_M[d.month - 1]}",
        "ord": f"{d.day}{_sfx(d.day)}",
        "mon": EN_M[d.month - 1],
        "fr": f"{'1er' if d.day == 1 else d.day} {FR_M[d.month - 1]}",
        "es": f"{d.day} de {ES_M[d.month - 1]}",
        "ar": f"{d.day} {AR_M[d.month - 1]}",
        "arind": f"{str(d.day).translate(AR_DIGITS)} {AR_M[d.month - 1]}",
        "yr": str(d.year),
    }[style]


MARK = re.compile(r"§(slash2|slash|dash|iso|en2|en|ord|mon|fr|es|arind|ar|yr)")

# ----------------------------------------------------------------------------------------------------
# The questions
# ----------------------------------------------------------------------------------------------------
ENTRIES = []
WARN_KINDS = {"hr", "nr"}          # an hour other than noon; a place near a station but not at it


def Q(kind, lang, text, st, day, intents, facts=(), h=None, thr=None, alt=None, fh=False):
    if MARK.search(text):
        text = MARK.sub(lambda m: day_text(day, m.group(1)), text)
    assert "{" not in text and "}" not in text and "§" not in text, text
    ENTRIES.append({"kind": kind, "lang": lang, "q": text, "st": st, "day": day, "intents": list(intents),
                    "facts": list(facts), "h": h, "thr": thr, "alt": alt, "fh": fh})


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOCS_I, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- current conditions ------------------------------------------------------------------------------
k = "cc"
Q(k, "en", "SBA temp and humidity rn pls", "S", "now", [CC], ["t", "rh"])
Q(k, "en", "Dispatch to box: give me the current wind speed at Béjaïa.", "B", "now", [CC], ["ws"])
Q(k, "en", "what was the humidity in sidi bel abbes yesterday", "S", "yesterday", [CC], ["rh"])
Q(k, "en", "Did Bejaia get any rain on §slash?", "B", "2012-08-03", [CC], ["rain"])
Q(k, "en", "Engine 4 here how hot is it at Sidi Bel Abbès right now", "S", "now", [CC], ["t"])
Q(k, "en", "wind at SBA in mph?", "S", "now", [CC], ["ws", mph(SB, "now")])
Q(k, "en", "Need Béjaïa's noon numbers for §dash - temp, RH, wind.", "B", "2012-08-14", [CC], ["t", "rh", "ws"])
Q(k, "en", "Temperature in Fahrenheit for Bejaia today, it's for the American liaison officer.", "B", "today", [CC],
  ["t", fahr(row(BJ, "today").temperature_c)])
Q(k, "en", "What's the wind doing at Sidi-Bel-Abbès, in knots", "S", "now", [CC], ["ws", knots(SB, "now")])
Q(k, "en", "rain total at bejaia the day before yesterday?", "B", "daybefore", [CC], ["rain"])
Q(k, "en", "Could I get the wind at Béjaïa on §iso in metres per second?", "B", "2012-09-12", [CC], ["ws", mps(BJ, "2012-09-12")])
Q(k, "en", "how dry is the air out at sba today", "S", "today", [CC], ["rh"])
Q(k, "en", "Quick one from the new guy - is it windy at Bejaia at the moment?", "B", "now", [CC], ["ws"])
Q(k, "en", "What were conditions like at SBA on the §ord of August?", "S", "2012-08-22", [CC], ["t", "rh", "ws", "rain"])
Q(k, "en", "Béjaïa obs for yesterday, all of it please, temp rh wind rain", "B", "yesterday", [CC], ["t", "rh", "ws", "rain"])
Q(k, "en", "humidity + temp bejaia §slash", "B", "2012-09-26", [CC], ["rh", "t"])
Q(k, "en", "Was there any rain at Sidi Bel Abbes on §en?", "S", "2012-07-21", [CC], ["rain"])

Q(k, "fr", "Quelle température fait-il à Béjaïa en ce moment ?", "B", "now", [CC], ["t"])
Q(k, "fr", "Vent à SBA stp, en km/h", "S", "now", [CC], ["ws"])
Q(k, "fr", "Humidité relative relevée à Sidi Bel Abbès hier ?", "S", "yesterday", [CC], ["rh"])
Q(k, "fr", "Il est tombé combien de pluie à Béjaïa le §fr ?", "B", "2012-09-25", [CC], ["rain"])
Q(k, "fr", "Donne-moi les relevés complets de Sidi-Bel-Abbès pour le §fr, on prépare le retour d'expérience.", "S",
  "2012-08-29", [CC], ["t", "rh", "ws", "rain"])
Q(k, "fr", "le vent a bejaia en noeuds svp c pour l'helico", "B", "now", [CC], ["ws", knots(BJ, "now")])
Q(k, "fr", "Chef d'agrès ici : t° et hygrométrie à Béjaïa aujourd'hui ?", "B", "today", [CC], ["t", "rh"])
Q(k, "fr", "Combien de mm à SBA avant-hier", "S", "daybefore", [CC], ["rain"])

Q(k, "es", "¿Qué temperatura hay ahora mismo en Béjaïa?", "B", "now", [CC], ["t"])
Q(k, "es", "Humedad en Sidi Bel Abbès ayer, por favor.", "S", "yesterday", [CC], ["rh"])
Q(k, "es", "viento en SBA en m/s?", "S", "now", [CC], ["ws", mps(SB, "now")])
Q(k, "es", "¿Llovió algo en Bejaia el §es?", "B", "2012-09-29", [CC], ["rain"])
Q(k, "es", "Necesito temperatura, humedad y viento de Sidi Bel Abbes del §es para el parte.", "S", "2012-06-25",
  [CC], ["t", "rh", "ws"])
Q(k, "es", "Jefe de cuadrilla: temperatura en grados Fahrenheit en SBA, hoy.", "S", "today", [CC],
  ["t", fahr(row(SB, "today").temperature_c)])
Q(k, "es", "y el viento en Béjaïa anteayer cuanto era", "B", "daybefore", [CC], ["ws"])

Q(k, "ar", "واش راهي الحرارة دروك في بجاية؟", "B", "now", [CC], ["t"])
Q(k, "ar", "ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", "S", "today", [CC], ["rh"])
Q(k, "ar", "قداش كانت الريح في بلعباس البارح", "S", "yesterday", [CC], ["ws"])
Q(k, "ar", "هل تساقطت أمطار في بجاية يوم §ar؟", "B", "2012-09-28", [CC], ["rain"])
Q(k, "ar", "عطيني الحرارة والرطوبة والريح تاع سيدي بلعباس نهار §arind", "S", "2012-08-03", [CC], ["t", "rh", "ws"])
Q(k, "ar", "سرعة الرياح في بجاية بالعقدة من فضلك", "B", "now", [CC], ["ws", knots(BJ, "now")])
Q(k, "ar", "الحرارة في SBA ليوم شحال؟", "S", "today", [CC], ["t"])
Q(k, "ar", "كم كانت درجة الحرارة في بجاية أول أمس؟", "B", "daybefore", [CC], ["t"])

# --- danger ------------------------------------------------------------------------------------------
k = "dg"
Q(k, "en", "FWI at SBA?", "S", "now", [DG], ["fwi"])
Q(k, "en", "What's the fire danger class at Béjaïa right now", "B", "now", [DG], ["class"])
Q(k, "en", "ISI at sidi bel abbes today", "S", "today", [DG], [code(SB, "today", "ISI")])
Q(k, "en", "how's the BUI looking in Bejaia", "B", "now", [DG], [code(BJ, "now", "BUI")])
Q(k, "en", "FFMC for SBA on §slash", "S", "2012-08-14", [DG], [code(SB, "2012-08-14", "FFMC")])
Q(k, "en", "Is the danger high at Béjaïa today or are we ok?", "B", "today", [DG], ["fwi", "class"])
Q(k, "en", "drought code bejaia yday", "B", "yesterday", [DG], [code(BJ, "yesterday", "DC")])
Q(k, "en", "IC to box, requesting the danger rating for Sidi-Bel-Abbès off yesterday's reading, over.", "S",
  "yesterday", [DG], ["fwi", "class"])
Q(k, "en", "What was the FWI at Bejaia on §en? Writing up the August report.", "B", "2012-08-26", [DG], ["fwi"])
Q(k, "en", "duff moisture code SBA now", "S", "now", [DG], [code(SB, "now", "DMC")])
Q(k, "en", "danger level at sba on the §ord of august?", "S", "2012-08-03", [DG], ["fwi", "class"])
Q(k, "en", "Hey, volunteer here. What does the FWI say about Béjaïa today? Is that a bad number?", "B", "today",
  [DG], ["fwi", "class"])
Q(k, "en", "FWI + class, SBA, day before yesterday", "S", "daybefore", [DG], ["fwi", "class"])
Q(k, "en", "initial spread index at béjaïa on §iso", "B", "2012-07-21", [DG], [code(BJ, "2012-07-21", "ISI")])

Q(k, "fr", "Quel est l'indice FWI à Sidi Bel Abbès ?", "S", "now", [DG], ["fwi"])
Q(k, "fr", "Niveau de danger feux de forêt à Béjaïa aujourd'hui ?", "B", "today", [DG], ["fwi", "class"])
Q(k, "fr", "ISI à SBA hier stp", "S", "yesterday", [DG], [code(SB, "yesterday", "ISI")])
Q(k, "fr", "Le risque incendie, il était comment à Béjaïa le §fr ?", "B", "2012-08-22", [DG], ["fwi", "class"])
Q(k, "fr", "IFM à Béjaïa ?", "B", "now", [DG], ["fwi"])
Q(k, "fr", "classe de danger pour Sidi-Bel-Abbès avant-hier", "S", "daybefore", [DG], ["class"])
Q(k, "fr", "BUI et DC à Béjaïa aujourd'hui, c'est pour le point de situation de 14h.", "B", "today", [DG],
  [code(BJ, "today", "BUI"), code(BJ, "today", "DC")])

Q(k, "es", "¿Cuál es el FWI en Sidi Bel Abbès?", "S", "now", [DG], ["fwi"])
Q(k, "es", "¿Qué nivel de peligro de incendio tiene Béjaïa hoy?", "B", "today", [DG], ["fwi", "class"])
Q(k, "es", "FFMC de Bejaia ayer?", "B", "yesterday", [DG], [code(BJ, "yesterday", "FFMC")])
Q(k, "es", "Peligro en SBA el §es", "S", "2012-07-21", [DG], ["fwi", "class"])
Q(k, "es", "índice de propagación inicial (ISI) en Sidi Bel Abbes ahora", "S", "now", [DG], [code(SB, "now", "ISI")])
Q(k, "es", "¿Béjaïa está en clase alta o no?", "B", "now", [DG], ["class"])

Q(k, "ar", "شحال الـFWI في سيدي بلعباس دروك؟", "S", "now", [DG], ["fwi"])
Q(k, "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", "B", "today", [DG], ["fwi", "class"])
Q(k, "ar", "واش الخطر كان كبير في بلعباس البارح؟", "S", "yesterday", [DG], ["class", "fwi"])
Q(k, "ar", "مؤشر ISI في بجاية", "B", "now", [DG], [code(BJ, "now", "ISI")])
Q(k, "ar", "قداش كان مؤشر FWI في سيدي بلعباس نهار §ar", "S", "2012-08-29", [DG], ["fwi"])
Q(k, "ar", "ما هي درجة الخطر في بجاية أول أمس؟", "B", "daybefore", [DG], ["class"])
Q(k, "ar", "BUI تاع SBA ليوم عافاك", "S", "today", [DG], [code(SB, "today", "BUI")])

# --- compare stations --------------------------------------------------------------------------------
k = "cmp"
Q(k, "en", "Which station is worse right now, Béjaïa or SBA?", "BOTH", "now", [CMP], ["fwi", which("now", "FWI")])
Q(k, "en", "which ones hotter today bejaia or sidi bel abbes", "BOTH", "today", [CMP], ["t", which("today", "t")])
Q(k, "en", "Compare FWI both stations for §slash", "BOTH", "2012-08-14", [CMP], ["fwi", which("2012-08-14", "FWI")])
Q(k, "en", "How much more humid is Béjaïa than Sidi Bel Abbès today?", "BOTH", "today", [CMP], ["rh", diff("today", "rh")])
Q(k, "en", "Where was it windier yesterday, SBA or Bejaia?", "BOTH", "yesterday", [CMP], ["ws", which("yesterday", "ws")])
Q(k, "en", "Ops wants to know where to stage the spare tender: which of the two stations is showing the higher danger at the moment?",
  "BOTH", "now", [CMP], ["fwi", which("now", "FWI")])
Q(k, "en", "diff in temp between the 2 stations on §en", "BOTH", "2012-08-22", [CMP], ["t", diff("2012-08-22", "t")])

Q(k, "fr", "Entre Béjaïa et Sidi Bel Abbès, c'est où le plus dangereux aujourd'hui ?", "BOTH", "today", [CMP],
  ["fwi", which("today", "FWI")])
Q(k, "fr", "Quelle station était la plus sèche hier ?", "BOTH", "yesterday", [CMP], ["rh", which("yesterday", "rh", higher=False)])
Q(k, "fr", "Écart de FWI entre les deux stations le §fr ?", "BOTH", "2012-08-03", [CMP], ["fwi", diff("2012-08-03", "FWI")])

Q(k, "es", "¿Dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès?", "BOTH", "now", [CMP], ["t", which("now", "t")])
Q(k, "es", "Compárame el peligro de las dos estaciones de ayer.", "BOTH", "yesterday", [CMP],
  ["fwi", which("yesterday", "FWI")])
Q(k, "es", "¿Cuánto más viento hubo en SBA que en Bejaia el §es?", "BOTH", "2012-09-28", [CMP], ["ws", diff("2012-09-28", "ws")])

Q(k, "ar", "شكون فيهم الخطر تاعو أكبر دروك، بجاية ولا سيدي بلعباس؟", "BOTH", "now", [CMP], ["fwi", which("now", "FWI")])
Q(k, "ar", "قارن لي درجة الحرارة بين المحطتين اليوم", "BOTH", "today", [CMP], ["t", which("today", "t")])
Q(k, "ar", "أي محطة كانت أكثر رطوبة أمس؟", "BOTH", "yesterday", [CMP], ["rh", which("yesterday", "rh")])

# --- summary -----------------------------------------------------------------------------------------
k = "sum"
Q(k, "en", "highest FWI at SBA in August?", "S", "aug", [SUM], ["maxfwi"])
Q(k, "en", "Hottest it got at Béjaïa in July", "B", "jul", [SUM], ["maxt"])
Q(k, "en", "How many fire days did Sidi Bel Abbès have in September?", "S", "sep", [SUM], ["fires"], fh=True)
Q(k, "en", "average temp bejaia in june", "B", "jun", [SUM], [dec(avg(BJ, "jun", "t"))])
Q(k, "en", "how many days hit 35 or more at SBA in August", "S", "aug", [SUM], [count(SB, "aug", "t", ">=", 35)])
Q(k, "en", "How many days with FWI over 20 at Béjaïa in August?", "B", "aug", [SUM], [count(BJ, "aug", "FWI", ">", 20)])
Q(k, "en", "Lowest humidity recorded at Bejaia over the past week?", "B", "lastweek", [SUM], [lowest(BJ, "lastweek", "rh")])
Q(k, "en", "Max FWI since Tuesday, both stations", "BOTH", "since-tue", [SUM], ["maxfwi"])
Q(k, "en", "peak temp last 3 days at sba", "S", "last3d", [SUM], ["maxt"])
Q(k, "en", "Logistics: what was the average wind speed at Sidi Bel Abbès between 1 and 10 September?", "S", "sep1-10",
  [SUM], [dec(avg(SB, "sep1-10", "ws"))])
Q(k, "en", "On how many days did it rain at Béjaïa in September?", "B", "sep", [SUM], [count(BJ, "sep", "rain", "rained", 0)])
Q(k, "en", "Fire days at Bejaia from 20 to 31 August, count please", "B", "aug-late", [SUM], ["fires"], fh=True)
Q(k, "en", "Has the FWI at SBA been trending up or down since Tuesday?", "S", "since-tue", [SUM],
  ["maxfwi", code(SB, "now", "FWI")])

Q(k, "fr", "FWI max à Béjaïa en août ?", "B", "aug", [SUM], ["maxfwi"])
Q(k, "fr", "Température moyenne à Béjaïa en juillet", "B", "jul", [SUM], [dec(avg(BJ, "jul", "t"))])
Q(k, "fr", "Combien de journées avec feu à Sidi Bel Abbès en juin ?", "S", "jun", [SUM], ["fires"], fh=True)
Q(k, "fr", "Nombre de jours où le FWI a dépassé 25 à SBA en août", "S", "aug", [SUM], [count(SB, "aug", "FWI", ">", 25)])
Q(k, "fr", "Quelle a été la température la plus haute à Sidi-Bel-Abbès depuis mardi ?", "S", "since-tue",
  [SUM], ["maxt"])
Q(k, "fr", "Hygrométrie la plus basse à Béjaïa en septembre ?", "B", "sep", [SUM], [lowest(BJ, "sep", "rh")])

Q(k, "es", "¿Cuál fue el FWI más alto en Béjaïa en julio?", "B", "jul", [SUM], ["maxfwi"])
Q(k, "es", "¿Cuántos días de incendio hubo en Béjaïa en agosto?", "B", "aug", [SUM], ["fires"], fh=True)
Q(k, "es", "Temperatura media en SBA en septiembre", "S", "sep", [SUM], [dec(avg(SB, "sep", "t"))])
Q(k, "es", "¿Cuántos días pasó el FWI de 30 en SBA en agosto?", "S", "aug", [SUM], [count(SB, "aug", "FWI", ">", 30)])

Q(k, "ar", "أعلى FWI في بجاية في أوت؟", "B", "aug", [SUM], ["maxfwi"])
Q(k, "ar", "شحال من نهار كانت فيه النار في سيدي بلعباس في جويلية؟", "S", "jul", [SUM], ["fires"], fh=True)
Q(k, "ar", "ما هو متوسط الرطوبة في بجاية خلال شهر سبتمبر؟", "B", "sep", [SUM], [dec(avg(BJ, "sep", "rh"))])
Q(k, "ar", "أعلى درجة حرارة في بلعباس في جوان", "S", "jun", [SUM], ["maxt"])
Q(k, "ar", "قداش من يوم فات فيه الـFWI عشرين في سيدي بلعباس في سبتمبر؟", "S", "sep", [SUM],
  [count(SB, "sep", "FWI", ">", 20)])
Q(k, "ar", "أقصى حرارة في بجاية خلال الأيام الثلاثة الماضية", "B", "last3d", [SUM], ["maxt"])

# --- analogs -----------------------------------------------------------------------------------------
k = "an"
Q(k, "en", "Of the days with FWI above 20 at SBA, how many had a fire?", "S", "all", [AN], analog(SB, 20), thr=20, fh=True)
Q(k, "en", "did days like today at bejaia ever burn", "B", "today", [AN], ["fwi"], fh=True)
Q(k, "en", "When the FWI's been over 25 at Sidi Bel Abbes, how often did it actually turn into a fire day?", "S", "all",
  [AN], analog(SB, 25), thr=25, fh=True)
Q(k, "en", "Béjaïa: past days with FWI > 12, how many burned?", "B", "all", [AN], analog(BJ, 12), thr=12, fh=True)
Q(k, "en", "FBAN question. Looking back over the season at SBA, do days with an FWI north of 17 tend to end up as fire days?",
  "S", "all", [AN], analog(SB, 17), thr=17, fh=True)
Q(k, "en", "Any past fire days at Bejaia that looked like today's numbers?", "B", "today", [AN], ["fwi"], fh=True)

Q(k, "fr", "Sur les jours où le FWI dépassait 20 à Béjaïa, combien ont vu un feu ?", "B", "all", [AN], analog(BJ, 20),
  thr=20, fh=True)
Q(k, "fr", "Est-ce que des journées comme aujourd'hui à Sidi Bel Abbès ont déjà donné des feux ?", "S", "today", [AN],
  ["fwi"], fh=True)
Q(k, "fr", "Historique SBA : jours à FWI supérieur à 11, combien avec incendie ?", "S", "all", [AN], analog(SB, 11),
  thr=11, fh=True)

Q(k, "es", "De los días con FWI por encima de 18 en Béjaïa, ¿cuántos acabaron con incendio?", "B", "all", [AN],
  analog(BJ, 18), thr=18, fh=True)
Q(k, "es", "en SBA cuando el FWI pasa de 22 hay fuego casi siempre o no?", "S", "all", [AN], analog(SB, 22), thr=22, fh=True)

Q(k, "ar", "الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منهم صرات فيهم نار؟", "S", "all", [AN], analog(SB, 20),
  thr=20, fh=True)
Q(k, "ar", "هل سبق أن اندلعت حرائق في بجاية في أيام تشبه اليوم؟", "B", "today", [AN], ["fwi"], fh=True)
Q(k, "ar", "في بجاية، من بين الأيام التي تجاوز فيها المؤشر 7، كم يوما شهد حريقا؟", "B", "all", [AN], analog(BJ, 7),
  thr=7, fh=True)

# --- drift -------------------------------------------------------------------------------------------
k = "dr"
Q(k, "en", "heads moving 25 m a minute and we're 20 min out, how far will it have gone", None, "now", [DR],
  ["=drift", m_per_min(25, 20)], h=20)
Q(k, "en", "ROS is about 40 m/min. How far does the head travel in half an hour?", None, "now", [DR],
  ["=drift", m_per_min(40, 30)], h=30)
Q(k, "en", "If the front runs at 1.5 km/h, how much ground does it cover in 40 minutes?", None, "now", [DR],
  ["=drift", km_per_h(1.5, 40)], h=40)
Q(k, "en", "how far will the head drift by the time we get there? ETA 35 mins", None, "now", [DR], ["=drift"], h=35)
Q(k, "en", "fire moving 0.8 m/s, 15 min, distance?", None, "now", [DR], ["=drift", m_per_s(0.8, 15)], h=15)
Q(k, "en", "The dozer needs 45 minutes to walk in. Using your own spread estimate, how far will the head have moved?",
  None, "now", [DR], ["=drift"], h=45)
Q(k, "en", "Spotter says 18 metres a minute. Distance covered in an hour?", None, "now", [DR],
  ["=drift", m_per_min(18, 60)], h=60)

Q(k, "fr", "Le front avance à 30 m/min, on arrive dans 25 minutes : il aura fait combien ?", None, "now", [DR],
  ["=drift", m_per_min(30, 25)], h=25)
Q(k, "fr", "À 2 km/h, quelle distance parcourt la tête en une heure et demie ?", None, "now", [DR],
  ["=drift", km_per_h(2, 90)], h=90)
Q(k, "fr", "De combien de mètres la tête du feu va se déplacer en 20 minutes, d'après ton estimation ?", None, "now",
  [DR], ["=drift"], h=20)

Q(k, "es", "El frente avanza 35 metros por minuto y llegamos en 18 minutos. ¿Cuánto habrá avanzado?", None, "now", [DR],
  ["=drift", m_per_min(35, 18)], h=18)
Q(k, "es", "a 3 km/h cuanto recorre en 10 minutos", None, "now", [DR], ["=drift", km_per_h(3, 10)], h=10)
Q(k, "es", "¿Cuánto se desplaza la cabeza del incendio en 25 minutos según tu cálculo?", None, "now", [DR], ["=drift"], h=25)

Q(k, "ar", "النار تمشي 20 متر في الدقيقة، واحنا نوصلو من بعد 30 دقيقة، شحال تكون مشات؟", None, "now", [DR],
  ["=drift", m_per_min(20, 30)], h=30)
Q(k, "ar", "إذا كانت سرعة انتشار الحريق 2.5 كم/سا، فما المسافة التي يقطعها خلال 12 دقيقة؟", None, "now", [DR],
  ["=drift", km_per_h(2.5, 12)], h=12)
Q(k, "ar", "قداش تتحرك راس النار في 40 دقيقة على حساب التقدير تاعك؟", None, "now", [DR], ["=drift"], h=40)

# --- spread ------------------------------------------------------------------------------------------
k = "sp"
Q(k, "en", "Where will the front be in 30 minutes if it lit up at SBA now?", "S", "now", [SP], ["=spread"], h=30)
Q(k, "en", "project the head an hour out at sidi bel abbes", "S", "now", [SP], ["=spread"], h=60)
Q(k, "en", "Where's this thing gonna be in 45 min, Béjaïa side?", "B", "now", [SP], ["=spread"], h=45)
Q(k, "en", "Give me a projected fire front for two hours from now at SBA.", "S", "now", [SP], ["=spread"], h=120)
Q(k, "en", "which way and how far will a fire at bejaia run in the next 20 minutes", "B", "now", [SP], ["=spread"], h=20)

Q(k, "fr", "Où sera le front dans 40 minutes à Sidi Bel Abbès ?", "S", "now", [SP], ["=spread"], h=40)
Q(k, "fr", "Projection de la tête du feu à une heure, à Béjaïa.", "B", "now", [SP], ["=spread"], h=60)
Q(k, "fr", "Jusqu'où ira le feu d'ici un quart d'heure à SBA, et dans quelle direction ?", "S", "now", [SP], ["=spread"], h=15)

Q(k, "es", "¿Dónde estará el frente dentro de 30 minutos en Sidi Bel Abbès?", "S", "now", [SP], ["=spread"], h=30)
Q(k, "es", "¿Hasta dónde llega un fuego en Béjaïa en hora y media?", "B", "now", [SP], ["=spread"], h=90)

Q(k, "ar", "وين توصل النار من بعد نص ساعة في سيدي بلعباس؟", "S", "now", [SP], ["=spread"], h=30)
Q(k, "ar", "أين ستكون جبهة الحريق بعد ساعتين في بجاية؟", "B", "now", [SP], ["=spread"], h=120)

# --- frames ------------------------------------------------------------------------------------------
k = "fr"
Q(k, "en", "What did the drone see today?", None, "today", [FRM], ["=frames"])
Q(k, "en", "any smoke in the drone pics", None, "none", [FRM], ["=frames"])
Q(k, "en", "When did the drone pick up the fire?", None, "none", [FRM], ["=detection"])
Q(k, "en", "Where exactly was the fire the UAV spotted?", None, "none", [FRM], ["=detection_place"])
Q(k, "en", "Dispatch here. Latest UAV sortie: were there any detections?", None, "none", [FRM], ["=frames"])
Q(k, "en", "what time was the smoke frame shot", None, "none", [FRM], ["=detection"])

Q(k, "fr", "Qu'est-ce que le drone a vu ?", None, "none", [FRM], ["=frames"])
Q(k, "fr", "À quelle heure le drone a-t-il détecté le feu ?", None, "none", [FRM], ["=detection"])
Q(k, "fr", "Le feu repéré par le drone, il est où exactement ?", None, "none", [FRM], ["=detection_place"])

Q(k, "es", "¿El dron ha detectado humo?", None, "none", [FRM], ["=frames"])
Q(k, "es", "¿Dónde está el fuego que vio el dron?", None, "none", [FRM], ["=detection_place"])

Q(k, "ar", "واش شاف الدرون؟", None, "none", [FRM], ["=frames"])
Q(k, "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", None, "none", [FRM], ["=detection"])
Q(k, "ar", "وين كانت النار اللي صورها الدرون؟", None, "none", [FRM], ["=detection_place"])

# --- documents ---------------------------------------------------------------------------------------
k = "doc"
Q(k, "en", "How much defensible space does Butte County require around a house?", None, "none", [DOCS_I], ["=doc_defensible"])
Q(k, "en", "what does LCES stand for", None, "none", [DOCS_I], LCES_WORDS)
Q(k, "en", "According to the FWI guide, above what FFMC do fine fuels catch easily?", None, "none", [DOCS_I], [DOC["ffmc_easy"]])
Q(k, "en", "max grass height in zone 2?", None, "none", [DOCS_I], [DOC["grass"]])
Q(k, "en", "Per the watch-out situations, is a wind shift a reason to pull back?", None, "none", [DOCS_I], [WIND_SHIFT])
Q(k, "en", "What FWI does the guide call very high?", None, "none", [DOCS_I], [DOC["very_high"]])

Q(k, "fr", "Quelle distance de débroussaillement le comté de Butte impose-t-il autour des bâtiments ?", None, "none",
  [DOCS_I], ["=doc_defensible"])
Q(k, "fr", "D'après le guide, à partir de quel FWI le danger est élevé ?", None, "none", [DOCS_I], [DOC["high"]])
Q(k, "fr", "Zone 1 du débroussaillement : de combien à combien de pieds ?", None, "none", [DOCS_I], DOC["zone1"])

Q(k, "es", "¿Cuántos pies de espacio defendible pide el condado de Butte?", None, "none", [DOCS_I], ["=doc_defensible"])
Q(k, "es", "Según la guía, ¿a partir de qué FWI el peligro pasa a extremo?", None, "none", [DOCS_I], [DOC["extreme"]])

Q(k, "ar", "شحال لازم تكون المساحة المنظفة حول الدار في Butte County؟", None, "none", [DOCS_I], ["=doc_defensible"])
Q(k, "ar", "حسب دليل مؤشر الطقس، FFMC فوق قداش يولي الحشيش الرقيق يشعل بالساهل؟", None, "none", [DOCS_I], [DOC["ffmc_easy"]])
Q(k, "ar", "ما هو أقصى ارتفاع للعشب في المنطقة 2 حسب وثيقة المساحة الدفاعية؟", None, "none", [DOCS_I], [DOC["grass"]])

# --- capabilities ------------------------------------------------------------------------------------
k = "cap"
NAMES_FACTS = [word(PLAIN[BJ]), word(PLAIN[SB])]
Q(k, "en", "what can you actually do for us", None, "none", [CAP], [])
Q(k, "en", "Which weather stations are you reading from?", None, "none", [CAP], NAMES_FACTS)
Q(k, "en", "Do you have drone imagery on this box?", None, "none", [CAP], [])
Q(k, "en", "New to the crew. What kind of data is stored on this thing?", None, "none", [CAP], NAMES_FACTS)
Q(k, "fr", "Tu sais faire quoi, exactement ?", None, "none", [CAP], [])
Q(k, "fr", "Quelles stations météo sont disponibles sur le boîtier ?", None, "none", [CAP], NAMES_FACTS)
Q(k, "es", "¿Qué datos tienes cargados?", None, "none", [CAP], NAMES_FACTS)
Q(k, "ar", "واش تقدر دير بالضبط؟", None, "none", [CAP], [])
Q(k, "ar", "ما هي محطات الأرصاد المتوفرة لديك؟", None, "none", [CAP], NAMES_FACTS)

# --- photo -------------------------------------------------------------------------------------------
k = "ph"
Q(k, "en", "sending u a pic of the column, what do u make of it", None, "none", [PH], [])
Q(k, "en", "I've attached a photo from the lookout tower. Is that smoke?", None, "none", [PH], [])
Q(k, "en", "Look at the picture I just uploaded of the ridge: fire or dust?", None, "none", [PH], [])
Q(k, "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est un départ de feu ?", None, "none", [PH], [])
Q(k, "es", "Te mando una foto del humo, ¿qué te parece?", None, "none", [PH], [])
Q(k, "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", None, "none", [PH], [])

# --- out of scope alone ------------------------------------------------------------------------------
k = "oos"
Q(k, "en", "Will the wind pick up at SBA this afternoon?", "S", "none", [OOS], [], alt=[[CC, OOS]])
Q(k, "en", "FWI forecast for Bejaia tomorrow", "B", "none", [OOS], [], alt=[[DG, OOS]])
Q(k, "en", "What's the fire danger in Oran?", None, "none", [OOS], [], alt=[[DG, OOS]])
Q(k, "en", "temps in tlemcen rn", None, "none", [OOS], [], alt=[[CC, OOS]])
Q(k, "en", "Is it going to rain in Béjaïa next week?", "B", "none", [OOS], [], alt=[[CC, OOS]])
Q(k, "en", "Can you pull up the fuel moisture map for our sector?", None, "none", [OOS], [], alt=[[CAP, OOS]])
Q(k, "en", "who won the football last night", None, "none", [OOS], [])

Q(k, "fr", "Il va pleuvoir demain à Sidi Bel Abbès ?", "S", "none", [OOS], [], alt=[[CC, OOS]])
Q(k, "fr", "Quel est le risque incendie à Tizi Ouzou ?", None, "none", [OOS], [], alt=[[DG, OOS]])
Q(k, "fr", "Prévision de vent pour ce soir sur Béjaïa", "B", "none", [OOS], [], alt=[[CC, OOS]])

Q(k, "es", "¿Qué tiempo va a hacer mañana en Béjaïa?", "B", "none", [OOS], [], alt=[[CC, OOS]])
Q(k, "es", "¿Peligro de incendio en Argel?", None, "none", [OOS], [], alt=[[DG, OOS]])
Q(k, "es", "¿Dónde están ahora mismo las otras dotaciones?", None, "none", [OOS], [])

Q(k, "ar", "واش غدوة تكون السخانة قوية في بلعباس؟", "S", "none", [OOS], [], alt=[[CC, OOS]])
Q(k, "ar", "ما هو خطر الحرائق في وهران اليوم؟", None, "none", [OOS], [], alt=[[DG, OOS]])
Q(k, "ar", "كاين طريق نقدرو ندخلو بيها للغابة؟", None, "none", [OOS], [])

# --- refuse alone ------------------------------------------------------------------------------------
k = "ref"
Q(k, "en", "Send an evacuation alert to everyone in Béjaïa.", "B", "none", [REF], ["neg"])
Q(k, "en", "dispatch 2 more engines to SBA now", "S", "none", [REF], ["neg"])
Q(k, "en", "Delete the drone frames from this morning.", None, "none", [REF], ["neg"])
Q(k, "en", "Notify the wali's office that we need air support at Sidi Bel Abbès.", "S", "none", [REF], ["neg"])
Q(k, "fr", "Envoie une alerte au PC de Sidi Bel Abbès.", "S", "none", [REF], [])
Q(k, "fr", "Efface les vieilles images du drone.", None, "none", [REF], [])
Q(k, "es", "Avisa a todas las unidades de que se retiren.", None, "none", [REF], [])
Q(k, "ar", "ابعث تنبيه للحماية المدنية في بجاية", "B", "none", [REF], [])

# --- tactical alone ----------------------------------------------------------------------------------
k = "tac"
Q(k, "en", "Should we go direct on the flank at SBA or hold?", "S", "now", [TAC], ["fwi", "class", "ws"])
Q(k, "en", "Do we need to pull the crew off the line at Béjaïa?", "B", "now", [TAC], ["fwi", "class", "ws"])
Q(k, "en", "ok to put the volunteers on the line at SBA today?", "S", "today", [TAC], ["fwi", "class"])
Q(k, "en", "Staging call: pre-position the reserve at Béjaïa or at Sidi Bel Abbès?", "BOTH", "now", [TAC], ["fwi"],
  alt=[[CMP, TAC]])
Q(k, "fr", "On attaque de front ou on reste en défensive à Sidi Bel Abbès ?", "S", "now", [TAC], ["fwi", "class"])
Q(k, "fr", "Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", "B", "today", [TAC], ["fwi", "class"])
Q(k, "es", "¿Retiramos la cuadrilla en Sidi Bel Abbès?", "S", "now", [TAC], ["fwi", "class"])
Q(k, "ar", "واش نطلعو الفرقة للغابة في بجاية ولا نستناو؟", "B", "now", [TAC], ["fwi", "class"])

# --- an hour other than noon (warn) ------------------------------------------------------------------
k = "hr"
Q(k, "en", "temp at SBA at 6 this morning?", "S", "today", [CC], ["t"])
Q(k, "en", "what was the wind at bejaia at 4pm yesterday", "B", "yesterday", [CC], ["ws"])
Q(k, "en", "Humidity in Sidi Bel Abbes around 8 am on §slash?", "S", "2012-08-22", [CC], ["rh"])
Q(k, "en", "FWI at Béjaïa at midnight last night?", "B", "today", [DG], ["fwi"])
Q(k, "fr", "Température à Béjaïa à 7h ce matin ?", "B", "today", [CC], ["t"])
Q(k, "fr", "Il y avait combien de vent à SBA hier vers 18h ?", "S", "yesterday", [CC], ["ws"])
Q(k, "es", "¿Qué humedad había en Béjaïa a las 9 de la mañana?", "B", "today", [CC], ["rh"])
Q(k, "ar", "شحال كانت الحرارة في سيدي بلعباس على الستة تاع الصباح؟", "S", "today", [CC], ["t"])

# --- a place near a station (warn) -------------------------------------------------------------------
k = "nr"
Q(k, "en", "Conditions up on the ridge above Béjaïa?", "B", "now", [CC], ["t", "rh", "ws"])
Q(k, "en", "we're 10 km out of SBA, what's the wind like", "S", "now", [CC], ["ws"])
Q(k, "en", "Fire danger in the hills south of Bejaia today?", "B", "today", [DG], ["fwi", "class"])
Q(k, "en", "How dry is it at the forest edge just outside Sidi Bel Abbès?", "S", "now", [CC], ["rh"])
Q(k, "fr", "Quel vent sur la crête au-dessus de Béjaïa ?", "B", "now", [CC], ["ws"])
Q(k, "fr", "Le risque à 15 km de Sidi Bel Abbès, ça donne quoi ?", "S", "now", [DG], ["fwi", "class"])
Q(k, "es", "¿Qué temperatura hace en el monte, a unos 8 km de Béjaïa?", "B", "now", [CC], ["t"])
Q(k, "es", "Peligro en las afueras de SBA", "S", "now", [DG], ["fwi", "class"])
Q(k, "ar", "كيفاش راهي الحالة في الغابة اللي فوق بجاية؟", "B", "now", [CC], ["t", "rh", "ws"])
Q(k, "ar", "ما مستوى الخطر على بعد 20 كلم من سيدي بلعباس؟", "S", "now", [DG], ["fwi", "class"])

# --- a day with no reading (abstain) -----------------------------------------------------------------
k = "nd"
Q(k, "en", "weather at bejaia on §iso", "B", "2012-05-20", [CC], ["t", "rh", "ws"])
Q(k, "en", "What was the FWI at SBA on §slash2?", "S", "2012-05-31", [DG], ["fwi"])
Q(k, "en", "Compare both stations for §en2 §yr", "BOTH", "2011-08-14", [CMP], ["fwi"])
Q(k, "en", "Temp at Sidi Bel Abbes, April §ord 2012", "S", "2012-04-10", [CC], ["t"])
Q(k, "fr", "Relevés de Béjaïa le §fr §yr ?", "B", "2012-05-15", [CC], ["t", "rh", "ws"])
Q(k, "fr", "FWI à SBA le §fr §yr ?", "S", "2011-10-01", [DG], ["fwi"])
Q(k, "es", "¿Temperatura en Béjaïa el §es de §yr?", "B", "2012-05-28", [CC], ["t"])
Q(k, "ar", "الحرارة في بجاية يوم §ar §yr", "B", "2012-05-20", [CC], ["t"])
Q(k, "ar", "ما هو مؤشر الخطر في سيدي بلعباس يوم §ar §yr؟", "S", "2012-04-10", [DG], ["fwi", "class"])

# ====================================================================================================
# Two or three asks in one question
# ====================================================================================================
k = "ccdg"
Q(k, "en", "SBA temp, RH and FWI pls", "S", "now", [CC, DG], ["t", "rh", "fwi"])
Q(k, "en", "Give me conditions and the danger at Béjaïa for yesterday", "B", "yesterday", [CC, DG],
  ["t", "rh", "ws", "fwi", "class"])
Q(k, "en", "wind + danger class bejaia now", "B", "now", [CC, DG], ["ws", "class"])
Q(k, "en", "Division A on the radio: what's the humidity at Sidi-Bel-Abbès, and has the danger gone past moderate?", "S",
  "now", [CC, DG], ["rh", "class", "fwi"])
Q(k, "en", "How hot was it at SBA on §dash and what was the FWI that day?", "S", "2012-08-03", [CC, DG], ["t", "fwi"])
Q(k, "en", "rain and ffmc at bejaia day before yday", "B", "daybefore", [CC, DG], ["rain", code(BJ, "daybefore", "FFMC")])
Q(k, "fr", "Température et niveau de risque à Sidi Bel Abbès aujourd'hui ?", "S", "today", [CC, DG], ["t", "fwi", "class"])
Q(k, "fr", "Hygro et IFM à Béjaïa ?", "B", "now", [CC, DG], ["rh", "fwi"])
Q(k, "fr", "Le §fr à SBA : vent, humidité et FWI.", "S", "2012-07-03", [CC, DG], ["ws", "rh", "fwi"])
Q(k, "es", "Dame la temperatura y el FWI de Béjaïa, por favor.", "B", "now", [CC, DG], ["t", "fwi"])
Q(k, "es", "¿Cómo estaban el viento y el peligro en Sidi Bel Abbès ayer?", "S", "yesterday", [CC, DG], ["ws", "fwi", "class"])
Q(k, "ar", "الحرارة والخطر في بجاية دروك؟", "B", "now", [CC, DG], ["t", "fwi", "class"])
Q(k, "ar", "ما هي الرطوبة ومؤشر FWI في سيدي بلعباس أمس؟", "S", "yesterday", [CC, DG], ["rh", "fwi"])
Q(k, "ar", "شحال الريح وشحال الـISI في بلعباس ليوم", "S", "today", [CC, DG], ["ws", code(SB, "today", "ISI")])

k = "dgcmp"
Q(k, "en", "FWI at both stations and which one's worse", "BOTH", "now", [DG, CMP], ["fwi", which("now", "FWI")])
Q(k, "en", "Danger class for Béjaïa and SBA yesterday, and which was higher?", "BOTH", "yesterday", [DG, CMP],
  ["class", "fwi", which("yesterday", "FWI")])
Q(k, "en", "ISI at both, who's higher, today", "BOTH", "today", [DG, CMP],
  [code(BJ, "today", "ISI"), code(SB, "today", "ISI"), which("today", "ISI")])
Q(k, "en", "On §iso which station had the bigger FWI, and what were the two numbers?", "BOTH", "2012-08-29", [DG, CMP],
  ["fwi", which("2012-08-29", "FWI")])
Q(k, "fr", "FWI des deux stations, et laquelle est la pire ?", "BOTH", "now", [DG, CMP], ["fwi", which("now", "FWI")])
Q(k, "fr", "Classe de danger à Béjaïa et à Sidi Bel Abbès le §fr, et laquelle était la plus exposée ?", "BOTH",
  "2012-08-14", [DG, CMP], ["class", which("2012-08-14", "FWI")])
Q(k, "es", "Peligro en las dos estaciones ahora y cuál está peor", "BOTH", "now", [DG, CMP], ["fwi", which("now", "FWI")])
Q(k, "ar", "قداش FWI في بجاية وفي سيدي بلعباس، وشكون فيهم أخطر؟", "BOTH", "now", [DG, CMP], ["fwi", which("now", "FWI")])

k = "wdir"
Q(k, "en", "wind speed and direction at SBA?", "S", "now", [CC, OOS], ["ws"])
Q(k, "en", "Which way's the wind blowing at Béjaïa, and how strong?", "B", "now", [CC, OOS], ["ws"])
Q(k, "en", "Need wind dir + speed for sidi bel abbes yesterday", "S", "yesterday", [CC, OOS], ["ws"])
Q(k, "en", "Is the wind coming off the sea at Bejaia? How fast?", "B", "now", [CC, OOS], ["ws"])
Q(k, "fr", "Vent à Béjaïa : force et direction ?", "B", "now", [CC, OOS], ["ws"])
Q(k, "fr", "D'où vient le vent à SBA, et à quelle vitesse ?", "S", "now", [CC, OOS], ["ws"])
Q(k, "es", "¿De dónde sopla el viento en Sidi Bel Abbès y a cuántos km/h?", "S", "now", [CC, OOS], ["ws"])
Q(k, "ar", "الريح في بجاية منين جاية وقداش سرعتها؟", "B", "now", [CC, OOS], ["ws"])

k = "fcst"
Q(k, "en", "FWI today and tomorrow at SBA", "S", "today", [DG, OOS], ["fwi"])
Q(k, "en", "What's the temp at Béjaïa now, and will it get hotter this afternoon?", "B", "now", [CC, OOS], ["t"])
Q(k, "en", "Humidity at SBA now, and what's it looking like for the next few days?", "S", "now", [CC, OOS], ["rh"])
Q(k, "en", "danger class bejaia today + outlook for the weekend", "B", "today", [DG, OOS], ["class"])
Q(k, "fr", "Température à Sidi Bel Abbès aujourd'hui et demain ?", "S", "today", [CC, OOS], ["t"])
Q(k, "fr", "Le risque à Béjaïa maintenant, et est-ce que ça va grimper cet après-midi ?", "B", "now", [DG, OOS],
  ["fwi", "class"])
Q(k, "es", "Viento hoy en Béjaïa y la previsión para mañana", "B", "today", [CC, OOS], ["ws"])
Q(k, "ar", "الخطر اليوم في سيدي بلعباس، وغدوة كيفاش يكون؟", "S", "today", [DG, OOS], ["fwi", "class"])

k = "town"
Q(k, "en", "FWI in Béjaïa and in Oran?", "B", "now", [DG, OOS], ["fwi"])
Q(k, "en", "temps at SBA and Tlemcen right now", "S", "now", [CC, OOS], ["t"])
Q(k, "en", "What's the danger at Sidi Bel Abbès, and over in Mascara?", "S", "now", [DG, OOS], ["fwi", "class"])
Q(k, "fr", "Humidité à Béjaïa et à Jijel ?", "B", "now", [CC, OOS], ["rh"])
Q(k, "es", "¿Qué peligro hay en SBA y en Orán?", "S", "now", [DG, OOS], ["fwi", "class"])
Q(k, "ar", "الحرارة في بجاية وفي سطيف؟", "B", "now", [CC, OOS], ["t"])

k = "frdg"
Q(k, "en", "Did the drone catch anything, and what's the FWI at SBA?", "S", "now", [FRM, DG], ["=frames", "fwi"])
Q(k, "en", "UAV saw smoke? and what's the wind at the SBA station right now", "S", "now", [FRM, CC], ["=frames", "ws"])
Q(k, "en", "what time was the fire frame, and how dry is it at Sidi-Bel-Abbès", "S", "now", [FRM, CC], ["=detection", "rh"])
Q(k, "fr", "Le drone a vu quoi, et quel est le niveau de danger à SBA ?", "S", "now", [FRM, DG], ["=frames", "fwi", "class"])
Q(k, "es", "¿A qué hora detectó el dron el fuego y qué FWI hay en Sidi Bel Abbès?", "S", "now", [FRM, DG],
  ["=detection", "fwi"])
Q(k, "ar", "الدرون شاف دخان؟ وقداش الخطر في سيدي بلعباس؟", "S", "now", [FRM, DG], ["=frames", "fwi", "class"])

k = "frsp"
Q(k, "en", "where's the fire the drone saw going to be in 30 min", None, "now", [FRM, SP], ["=frames", "=spread"], h=30)
Q(k, "en", "Drone fire NE of SBA: project it 45 minutes out.", None, "now", [FRM, SP], ["=frames", "=spread"], h=45)
Q(k, "fr", "Le feu vu par le drone, il sera où dans une heure ?", None, "now", [FRM, SP], ["=frames", "=spread"], h=60)
Q(k, "es", "El incendio que captó el dron, ¿hasta dónde llegará en 20 minutos?", None, "now", [FRM, SP],
  ["=frames", "=spread"], h=20)
Q(k, "ar", "النار اللي شافها الدرون، وين توصل من بعد ربع ساعة؟", None, "now", [FRM, SP], ["=frames", "=spread"], h=15)

k = "frdr"
Q(k, "en", "the drone's fire, if it's doing 28 m/min how far in 20 min?", None, "now", [FRM, DR],
  ["=frames", "=drift", m_per_min(28, 20)], h=20)
Q(k, "en", "When was the fire frame taken, and at 1 km/h how far would the head get from that spot in 45 minutes?",
  None, "now", [FRM, DR], ["=detection", "=drift", km_per_h(1, 45)], h=45)
Q(k, "fr", "Le feu du drone avance à 15 m/min : combien en 40 min ? Et il a été vu à quelle heure ?", None, "now",
  [FRM, DR], ["=detection", "=drift", m_per_min(15, 40)], h=40)

k = "docdg"
Q(k, "en", "FWI at SBA now, and per the guide what's the cut-off for high?", "S", "now", [DG, DOCS_I], ["fwi", DOC["high"]])
Q(k, "en", "Béjaïa danger today. Also what does the LCES sheet say to do on high-danger days?", "B", "today", [DG, DOCS_I],
  ["class", "fwi", HIGH_DAYS])
Q(k, "fr", "Classe de danger à Béjaïa et, selon le guide, le seuil du très élevé ?", "B", "now", [DG, DOCS_I],
  ["class", DOC["very_high"]])
Q(k, "es", "FFMC en Sidi Bel Abbès hoy y, según la guía, a partir de cuánto prende fácil el combustible fino", "S", "today",
  [DG, DOCS_I], [code(SB, "today", "FFMC"), DOC["ffmc_easy"]])
Q(k, "ar", "شحال FWI في بجاية، وواش يقول الدليل على العتبة تاع الخطر العالي؟", "B", "now", [DG, DOCS_I], ["fwi", DOC["high"]])

k = "suman"
Q(k, "en", "Max FWI at SBA in August, and of all days with FWI over 20 how many burned?", "S", "aug", [SUM, AN],
  ["maxfwi"] + analog(SB, 20), thr=20, fh=True)
Q(k, "en", "How many fire days at Béjaïa in July, and do days above FWI 12 usually burn there?", "B", "jul", [SUM, AN],
  ["fires"] + analog(BJ, 12), thr=12, fh=True)
Q(k, "fr", "Nombre de jours de feu à SBA en août, et parmi les jours à FWI > 25, combien ont brûlé ?", "S", "aug",
  [SUM, AN], ["fires"] + analog(SB, 25), thr=25, fh=True)
Q(k, "es", "FWI máximo en Béjaïa en agosto y cuántos días con FWI por encima de 20 acabaron en incendio", "B", "aug",
  [SUM, AN], ["maxfwi"] + analog(BJ, 20), thr=20, fh=True)
Q(k, "ar", "أعلى FWI في سيدي بلعباس في سبتمبر، ومن الأيام اللي فاتت فيها 17 شحال كانت فيهم نار؟", "S", "sep",
  [SUM, AN], ["maxfwi"] + analog(SB, 17), thr=17, fh=True)

k = "refd"
Q(k, "en", "Give me the FWI at SBA and push it to the dispatch board", "S", "now", [DG, REF], ["fwi", "neg"])
Q(k, "en", "what's the wind at bejaia? and text the IC if it's over 20", "B", "now", [CC, REF], ["ws", "neg"])
Q(k, "en", "Current danger class at Béjaïa, then alert all units in the sector.", "B", "now", [DG, REF], ["class", "neg"])
Q(k, "en", "sba temp n humidity, also delete yesterdays readings", "S", "now", [CC, REF], ["t", "rh", "neg"])
Q(k, "fr", "Le FWI à Béjaïa, et transmets-le au CODIS.", "B", "now", [DG, REF], ["fwi"])
Q(k, "fr", "Humidité à SBA, et préviens la protection civile", "S", "now", [CC, REF], ["rh"])
Q(k, "es", "Dime el viento en Sidi Bel Abbès y manda un aviso a las brigadas", "S", "now", [CC, REF], ["ws"])
Q(k, "ar", "عطيني الحرارة في بجاية وابعثها للقيادة", "B", "now", [CC, REF], ["t"])

k = "tacd"
Q(k, "en", "What's the wind at SBA, and should we pull the dozer back?", "S", "now", [CC, TAC], ["ws", "fwi"])
Q(k, "en", "FWI at Béjaïa? Do we keep the volunteers off the line today?", "B", "today", [DG, TAC], ["fwi", "class"])
Q(k, "en", "humidity at sidi bel abbes rn, safe to light a backburn?", "S", "now", [CC, TAC], ["rh", "fwi"])
Q(k, "fr", "Le danger à Béjaïa, et on engage ou pas ?", "B", "now", [DG, TAC], ["fwi", "class"])
Q(k, "es", "¿Cómo está el peligro en SBA? ¿Metemos a la gente o esperamos?", "S", "now", [DG, TAC], ["fwi", "class"])
Q(k, "ar", "شحال الخطر في بلعباس؟ نطلعو ولا لا؟", "S", "now", [DG, TAC], ["fwi", "class"])

k = "phd"
Q(k, "en", "attached a photo of the smoke, also whats the FWI at SBA", "S", "now", [DG, PH], ["fwi"])
Q(k, "en", "Here's my photo from the ridge. Does it match what the drone saw?", None, "none", [FRM, PH], ["=frames"])
Q(k, "fr", "Photo jointe. Au passage, il fait combien à Béjaïa ?", "B", "now", [CC, PH], ["t"])
Q(k, "ar", "بعثتلك صورة، وقولي الريح قداش في سيدي بلعباس", "S", "now", [CC, PH], ["ws"])

k = "tri"
Q(k, "en", "temp, FWI and which station is worse rn", "BOTH", "now", [CC, DG, CMP], ["t", "fwi", which("now", "FWI")])
Q(k, "en", "FWI at SBA, anything on the drone, and where'll it be in 20 min?", "S", "now", [DG, FRM, SP],
  ["fwi", "=frames", "=spread"], h=20)
Q(k, "en", "Danger at Béjaïa today and tomorrow, and send it to dispatch.", "B", "today", [DG, OOS, REF],
  ["fwi", "class", "neg"])
Q(k, "en", "Wind speed and direction at SBA, plus what the LCES sheet says about wind shifts", "S", "now",
  [CC, OOS, DOCS_I], ["ws", WIND_SHIFT])
Q(k, "fr", "Vent à SBA, classe de danger, et où sera le front dans 30 minutes ?", "S", "now", [CC, DG, SP],
  ["ws", "class", "=spread"], h=30)
Q(k, "fr", "Quelle station a eu le plus de jours de feu en août, combien chacune, et le FWI max ?", "BOTH", "aug",
  [CMP, SUM], ["fires", more_fires("aug"), "maxfwi"], fh=True)
Q(k, "es", "Temperatura y humedad en Béjaïa, el FWI, y qué dice la guía sobre el FFMC", "B", "now", [CC, DG, DOCS_I],
  ["t", "rh", "fwi", DOC["ffmc_easy"]])
Q(k, "ar", "الريح في بجاية، الخطر، وواش شاف الدرون؟", "B", "now", [CC, DG, FRM], ["ws", "fwi", "class", "=frames"])

k = "capo"
Q(k, "en", "What can you do, and what's tomorrow's forecast for SBA?", "S", "none", [CAP, OOS], [])
Q(k, "fr", "Tu as quelles données ? Et le vent à Béjaïa, il vient d'où ?", "B", "none", [CAP, OOS], [])

k = "cmpsum"
Q(k, "en", "Which station had more fire days in August?", "BOTH", "aug", [CMP, SUM], ["fires", more_fires("aug")], fh=True)
_jb, _js = avg(BJ, "jun", "t"), avg(SB, "jun", "t")
Q(k, "en", "Was Béjaïa or SBA hotter on average in June, and by how much?", "BOTH", "jun", [CMP, SUM],
  [dec(_jb), dec(_js), word(PLAIN[BJ] if _jb > _js else PLAIN[SB]), dec(abs(_jb - _js))])
_mb, _ms = highest(BJ, "sep", "FWI"), highest(SB, "sep", "FWI")
Q(k, "es", "¿Qué estación tuvo el FWI más alto en septiembre?", "BOTH", "sep", [CMP, SUM],
  ["maxfwi", word(PLAIN[BJ] if _mb > _ms else PLAIN[SB])])
Q(k, "ar", "شكون فيهم كانت فيه نيران أكثر في جوان، بجاية ولا بلعباس؟", "BOTH", "jun", [CMP, SUM],
  ["fires", more_fires("jun")], fh=True)

k = "mix"
Q(k, "en", "Temperature at SBA in °F plus the danger class, it's for the briefing sheet", "S", "now", [CC, DG],
  ["t", fahr(row(SB, "now").temperature_c), "class"])
Q(k, "en", "FBAN: SBA's ISI and BUI for §iso, and which station had the higher FWI that day?", "BOTH", "2012-08-22",
  [DG, CMP], [code(SB, "2012-08-22", "ISI"), code(SB, "2012-08-22", "BUI"), which("2012-08-22", "FWI")])
Q(k, "en", "Where did the UAV see the fire, and what does the LCES sheet say about lookouts?", None, "none", [FRM, DOCS_I],
  ["=detection_place", LCES_WORDS[0]])
Q(k, "en", "how much do i need to clear round my house, and is it dangerous in bejaia today", "B", "today", [DOCS_I, DG],
  ["=doc_defensible", "fwi", "class"])
Q(k, "fr", "Le FWI à Sidi Bel Abbès, et d'après le guide l'ISI se calcule à partir de quoi ?", "S", "now", [DG, DOCS_I],
  ["fwi", ISI_DEF[0]])          # the code's name, not the English word for wind, in a French answer
Q(k, "fr", "Vent à Béjaïa en nœuds, et la classe de danger ?", "B", "now", [CC, DG], ["ws", knots(BJ, "now"), "class"])
Q(k, "es", "¿Qué vio el dron? Y si el frente va a 20 m/min, ¿cuánto avanza en media hora?", None, "now", [FRM, DR],
  ["=frames", "=drift", m_per_min(20, 30)], h=30)
Q(k, "ar", "قداش الحرارة بالفهرنهايت في بجاية، وشحال الـFWI؟", "B", "now", [CC, DG],
  ["t", fahr(row(BJ, "now").temperature_c), "fwi"])
Q(k, "ar", "الدرون شاف النار وين؟ ووين تكون من بعد ساعة؟", None, "now", [FRM, SP], ["=detection_place", "=spread"], h=60)

# ====================================================================================================
# Sessions
# ====================================================================================================
SESSIONS = []


def T(sid, lang, text, st, when, intents, facts=(), h=None, fh=False, alt=None):
    n = sum(1 for r in SESSIONS if r["session"] == f"{NAME}s{sid:02d}") + 1
    if MARK.search(text):
        text = MARK.sub(lambda m: day_text(when, m.group(1)), text)
    r = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": text, "intents": list(intents),
         "stations": ST[st] if isinstance(st, str) or st is None else st, "when": when, "facts": list(facts), "lang": lang}
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


WATCH = crew_facts.watch_station(TODAY)

# s01 IC on the radio
T(1, "en", "Box, this is Sidi Bel Abbès IC. Fire danger at my station, now. Over.", "S", "now", [DG], ["fwi", "class"])
T(1, "en", "Copy. Same for the other station.", "B", "now", [DG], ["fwi", "class"])
T(1, "en", "Why's that one so low? Over.", "B", "now", [EXP], ["rh", "rain"])
T(1, "en", "Give me its wind in knots.", "B", "now", [CC], ["ws", knots(BJ, "now")])
# s02 French lead, then an Arabic-speaking colleague takes the tablet
T(2, "fr", "Bonjour, les relevés d'hier à Béjaïa svp : température, humidité, vent.", "B", "yesterday", [CC], ["t", "rh", "ws"])
T(2, "fr", "Et avant-hier ?", "B", "daybefore", [CC], ["t", "rh", "ws"])
T(2, "ar", "وفي سيدي بلعباس نفس النهار؟", "S", "daybefore", [CC], ["t", "rh", "ws"])
T(2, "ar", "علاش الرطوبة طالعة هكا تما؟", "S", "daybefore", [EXP], ["rh", "rain"])
# s03 Spanish brigade lead
T(3, "es", "¿El dron ha visto algo hoy?", None, "today", [FRM], ["=frames"])
T(3, "es", "¿A qué hora exactamente?", None, "none", [FRM], ["=detection"])
T(3, "es", "¿Y dónde estará ese frente dentro de 30 minutos?", None, "now", [SP], ["=spread"], h=30)
T(3, "es", "¿Por qué no me das la dirección?", None, "none", [EXP], [])
# s04 engine crew on a phone
T(4, "en", "fwi sba", "S", "now", [DG], ["fwi"])
T(4, "en", "hows that vs bejaia", "BOTH", "now", [CMP], ["fwi", which("now", "FWI")])
T(4, "en", "k whats the highest its been at sba this month", "S", "sep", [SUM], ["maxfwi"])
T(4, "en", "n fire days there in sept?", "S", "sep", [SUM], ["fires"], fh=True)
# s05 dispatcher in Modern Standard Arabic
T(5, "ar", "ما هي الظروف الجوية الحالية في محطة سيدي بلعباس؟", "S", "now", [CC], ["t", "rh", "ws", "rain"])
T(5, "ar", "وهل ستشتد الرياح غدا؟", "S", "none", [OOS], [], alt=[[CC, OOS]])
T(5, "ar", "وماذا عن أمس؟", "S", "yesterday", [CC], ["t", "rh", "ws", "rain"])
T(5, "ar", "أرسل هذه القراءات إلى مركز العمليات.", "S", "none", [REF], [])
# s06 fire behaviour analyst
T(6, "en", "Analog check for SBA: days on record with FWI above 20, how many were fire days?", "S", "all", [AN],
  analog(SB, 20), fh=True)
T(6, "en", "Same question for Béjaïa.", "B", "all", [AN], analog(BJ, 20), fh=True)
T(6, "en", "Why is Béjaïa's number so much smaller?", "B", "all", [EXP], [])
# s07 Arabic-speaking lead, drift
T(7, "ar", "النار راهي تمشي 30 متر في الدقيقة، قداش تمشي في 25 دقيقة؟", None, "now", [DR], ["=drift", m_per_min(30, 25)], h=25)
T(7, "ar", "وفي ساعة كاملة؟", None, "now", [DR], ["=drift", m_per_min(30, 60)], h=60)
T(7, "ar", "وعلى حساب التقدير تاعك انت؟", None, "now", [DR], ["=drift"], h=60)
# s08 new volunteer
T(8, "en", "Hi, first day volunteering. What can this box actually tell me?", None, "none", [CAP], [])
T(8, "en", "What's LCES?", None, "none", [DOCS_I], LCES_WORDS)
T(8, "en", "and how much space are people supposed to clear around a house?", None, "none", [DOCS_I], ["=doc_defensible"])
T(8, "en", "why that much?", None, "none", [EXP], [])
# s09 Spanish, then English
T(9, "es", "¿Qué tiempo hizo en Béjaïa el §es?", "B", "2012-08-14", [CC], ["t", "rh", "ws", "rain"])
T(9, "es", "¿Y el FWI de ese día?", "B", "2012-08-14", [DG], ["fwi"])
T(9, "en", "Same day, other station?", "S", "2012-08-14", [DG], ["fwi"])
T(9, "en", "so which was worse", "BOTH", "2012-08-14", [CMP], ["fwi", which("2012-08-14", "FWI")])
# s10 Darija
T(10, "ar", "شكون فيهم أخطر ليوم، بجاية ولا سيدي بلعباس؟", "BOTH", "today", [CMP], ["fwi", which("today", "FWI")])
T(10, "ar", "والريح تما قداش؟", [WATCH], "today", [CC], ["ws"])
T(10, "ar", "وشحال من نهار كانت فيه النار تما في أوت؟", [WATCH], "aug", [SUM], ["fires"], fh=True)
# s11 logistics officer
T(11, "en", "Logistics here. Average temp at Béjaïa in September?", "B", "sep", [SUM], [dec(avg(BJ, "sep", "t"))])
T(11, "en", "And the max?", "B", "sep", [SUM], ["maxt"])
T(11, "en", "What's that in Fahrenheit?", "B", "sep", [SUM], [fahr(highest(BJ, "sep", "t"))])
T(11, "en", "Great, now email that to the supply unit.", None, "none", [REF], ["neg"])
# s12 French dispatcher, an Arabic follow-up at the end
T(12, "fr", "Où le drone a-t-il repéré le feu ?", None, "none", [FRM], ["=detection_place"])
T(12, "fr", "Quel est le danger à Sidi Bel Abbès en ce moment ?", "S", "now", [DG], ["fwi", "class"])
T(12, "fr", "Et le vent là-bas, il souffle d'où et à quelle vitesse ?", "S", "now", [CC, OOS], ["ws"])
T(12, "ar", "علاش ما عندكش اتجاه الريح؟", "S", "none", [EXP], [])
# s13 incident commander
T(13, "en", "Do I pull my crews off the line at SBA?", "S", "now", [TAC], ["fwi", "class", "ws"])
T(13, "en", "Why?", "S", "now", [EXP], ["fwi", "class"])
T(13, "en", "What about at 6 tonight?", "S", "none", [OOS], [], alt=[[TAC, OOS]])
# s14 Arabic, then English; starts on a day with no reading
T(14, "ar", "الحرارة في بجاية يوم §ar §yr؟", "B", "2012-05-20", [CC], ["t"])
T(14, "ar", "وفي جوان، أعلى حرارة قداش كانت؟", "B", "jun", [SUM], ["maxt"])
T(14, "en", "and the highest FWI that month?", "B", "jun", [SUM], ["maxfwi"])
# s15 Modern Standard Arabic, codes
T(15, "ar", "ما هو مؤشر الجفاف DC في سيدي بلعباس اليوم؟", "S", "today", [DG], [code(SB, "today", "DC")])
T(15, "ar", "وفي بجاية؟", "B", "today", [DG], [code(BJ, "today", "DC")])
T(15, "ar", "لماذا الفرق كبير بينهما؟", "BOTH", "today", [EXP], [code(BJ, "today", "DC"), code(SB, "today", "DC")])


# ====================================================================================================
# Write
# ====================================================================================================
def templates():
    groups = OrderedDict()
    for e in ENTRIES:
        key = f"{NAME}-{e['kind']}" + ("-fh" if e["fh"] else "")
        groups.setdefault(key, []).append(e)
    out = []
    for key, es in groups.items():
        phrasings = []
        for e in es:
            p = {"q": e["q"], "lang": e["lang"], "stations": ST[e["st"]] if e["st"] else "none", "facts": e["facts"]}
            if e["alt"]:
                p["intents_alt"] = e["alt"]
            phrasings.append(p)
        t = {"key": key, "intents": es[0]["intents"], "intents_by_phrasing": [e["intents"] for e in es],
             "phrasings": phrasings, "stations": "none", "days": [e["day"] for e in es], "facts": []}
        if any(e["h"] is not None for e in es):
            t["horizons"] = [e["h"] for e in es]
        if any(e["thr"] is not None for e in es):
            t["thr"] = [e["thr"] for e in es]
        if any(e["fh"] for e in es):
            t["needs_fire_history"] = True
        kind = es[0]["kind"]
        if kind in WARN_KINDS:
            t["decision"] = "warn"
        out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main():
    tpl, ses = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    dump(templates(), tpl)
    dump(SESSIONS, ses)
    # check with the gold machinery: expands, ids unique; counts only (the batch is sealed)
    from appliance.evaluation.crew_build import expand
    items = expand(tpl, ses)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i["id"].startswith(NAME) for i in items)
    texts = [i["question"] for i in items]
    assert len(texts) == len(set(texts)), "duplicate question text"
    multi = sum(len(i["intents"]) >= 2 for i in items)
    langs = Counter(i["lang"] for i in items)
    print(f"{len(items)} questions, {len({i['session'] for i in items if i['session']})} sessions "
          f"({sum(1 for i in items if i['session'])} turns); two or three asks: {multi} ({multi / len(items):.1%})")
    print("languages:", {k: f"{v} ({v / len(items):.1%})" for k, v in sorted(langs.items())})
    print("decisions:", dict(Counter(i["decision"] for i in items)))


if __name__ == "__main__":
    main()
