"""Batch d101 (dev): an incident management team's morning planning briefing (operations and planning chiefs,
a fire behaviour analyst, a safety officer: long questions with two or three asks, comparisons over windows,
thresholds, past dates in many formats), beside the brief's other voices.

Writes crew_templates_dev101.jsonl and crew_sessions_dev101.jsonl next to this file. Every number in a gold fact
comes from the CSV (through appliance.evaluation.crew_facts), from the crew's own figures (rate x minutes) or from
the shipped documents (regex).
    Run:  python -m appliance.evaluation.data.make_dev101
"""
import json
import re
import sys
from pathlib import Path

from appliance.paths import EDGE_DATA_DIR
from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf

NAME = "d101"
OUT = Path(__file__).parent
BJ, SB = "bejaia", "sidi-bel-abbes"
TODAY = cd.TODAY.isoformat()

# ---------------------------------------------------------------------------------------------
# Data helpers (all numbers come from the CSV through crew_facts)
# ---------------------------------------------------------------------------------------------
num = cf._num
CODES = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")


def days_of(key: str) -> list[str]:
    return cd.resolve(key, "en", 0)["days"]


def day_of(key: str) -> str:
    d = days_of(key)
    assert d and len(d) == 1, key
    return d[0]


def raw(field: str, dev: str, day: str) -> float:
    r = cf.table()[(dev, day)]
    if field in CODES:
        return r.codes[field]
    if field == "fwi":
        return r.codes["FWI"]
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}[field]


def both_forms(x: float, nd: int = 1) -> list[str]:
    s = f"{x:.{nd}f}"
    return [s, s.replace(".", ",")]


def V(tok: str, dev: str, key: str):
    """A literal gold fact for one station and one day key: day tokens as crew_facts writes them,
    fire-weather codes as recorded, and unit conversions of the real reading."""
    day = day_of(key)
    if tok in cf.DAY_TOKENS:
        return cf.day_fact(tok, dev, day)
    if tok in CODES:
        return num(raw(tok, dev, day))
    kmh, c = raw("ws", dev, day), raw("t", dev, day)
    if tok == "mph":
        x = kmh / 1.609344
        return {"any": both_forms(x) + [f"{round(x)} mph"]}
    if tok == "kn":
        x = kmh / 1.852
        r = round(x)
        return {"any": both_forms(x) + [f"{r} kn", f"{r} knot", f"{r} kt", f"{r} nœud", f"{r} noeud", f"{r} nudo",
                                        f"{r} عقد"]}
    if tok == "ms":
        x = kmh / 3.6
        return {"any": both_forms(x) + [f"{round(x)} m/s"]}
    if tok == "F":
        x = c * 9 / 5 + 32
        r = round(x)
        return {"any": both_forms(x) + [f"{r} °F", f"{r}°F", f"{r} F", f"{r} degrees F", f"{r} fahrenheit",
                                        f"{r} degrés F", f"{r} grados F", f"{r} فهرنهايت"]}
    raise ValueError(tok)


def Vs(toks, devs, key):
    return [V(t, d, key) for d in devs for t in toks]


def avg_val(field, dev, key):
    vals = [raw(field, dev, d) for d in days_of(key) if (dev, d) in cf.table()]
    return sum(vals) / len(vals)


def avg_fact(field, dev, key):
    vals = [raw(field, dev, d) for d in days_of(key) if (dev, d) in cf.table()]
    x = sum(vals) / len(vals)
    forms = both_forms(x)
    if abs(x - round(x)) < 0.05:
        forms.append(str(round(x)))
    return {"any": forms}


def min_fact(field, dev, key):
    return num(min(raw(field, dev, d) for d in days_of(key) if (dev, d) in cf.table()))


def max_fact(field, dev, key):
    return num(max(raw(field, dev, d) for d in days_of(key) if (dev, d) in cf.table()))


def sum_fact(field, dev, key):
    return num(round(sum(raw(field, dev, d) for d in days_of(key) if (dev, d) in cf.table()), 1))


def series(field, dev, key):
    return [num(raw(field, dev, d)) for d in days_of(key) if (dev, d) in cf.table()]


OPS = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b}


def count_fact(field, dev, key, op, thr):
    vals = [raw(field, dev, d) for d in days_of(key) if (dev, d) in cf.table()]
    if op in (">", "<"):    # a strict threshold worded "above"/"under": no day sits on it, so no reading doubts
        assert thr not in vals, (field, dev, key, thr)
    return sum(OPS[op](v, thr) for v in vals)


def fires_over(dev, key, thr):
    """Window analog: of the window's days with FWI above thr, how many and how many were fire days."""
    rec = cf.fire_record()
    hot = [rec[(dev, d)][1] for d in days_of(key) if (dev, d) in rec and rec[(dev, d)][0] > thr]
    assert all(rec[(dev, d)][0] != thr for d in days_of(key) if (dev, d) in rec)
    return [len(hot), sum(hot)]


def season_analog(dev, thr):
    """What the fires_fwi_gt token gives (for session turns, which carry no thr)."""
    assert all(fwi != thr for (d, _), (fwi, _f) in cf.fire_record().items() if d == dev)
    return cf.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def diff_fact(field, key):
    return num(round(abs(raw(field, BJ, day_of(key)) - raw(field, SB, day_of(key))), 1))


def worse(field, key, higher=True):
    a, b = raw(field, BJ, day_of(key)), raw(field, SB, day_of(key))
    assert a != b
    return BJ if (a > b) == higher else SB


def dist_fact(metres: float):
    m = round(metres)
    km = metres / 1000
    kms = f"{km:g}"
    forms = [f"{m} m", f"{m} metre", f"{m} meter", f"{m} mètre", f"{m} metro", f"{m} متر",
             f"{kms} km", f"{kms.replace('.', ',')} km", f"{kms} كم", f"{kms.replace('.', ',')} كم"]
    if m >= 1000:
        forms += [f"{m // 1000},{m % 1000:03d} m", f"{m // 1000} {m % 1000:03d} m", f"{m // 1000}\u202f{m % 1000:03d} m"]
    return {"any": sorted(set(forms))}


# ---------------------------------------------------------------------------------------------
# Facts parsed out of the shipped documents (never typed by hand)
# ---------------------------------------------------------------------------------------------
DOCS = EDGE_DATA_DIR / "documents"


def doc(name: str) -> str:
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


DEF, LCES, FWIG = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")
DEF_FT = int(re.search(r"requires (\d+) feet of defensible space", DEF).group(1))
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", DEF).group(1))
ZONE2_IN = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
BRANCH_FT = int(re.search(r"keep tree branches (\d+) feet from chimneys", DEF).group(1))
FFMC_IGN = int(re.search(r"above about (\d+) fine fuels ignite easily", FWIG).group(1))
HIGH_FROM = num(float(re.search(r"from ([\d.]+) high", FWIG).group(1)))
VHIGH_FROM = num(float(re.search(r"from ([\d.]+) very high", FWIG).group(1)))
EXTREME_FROM = num(float(re.search(r"from ([\d.]+) extreme", FWIG).group(1)))
LCES_WORDS = re.search(r"engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)\.", LCES).groups()
ISI_RATES = re.search(r"\(ISI\) combines FFMC with wind and rates how fast a fire would (\w+)", LCES + FWIG).group(1)
FWI_NAME = re.search(r"The ([A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+) \(FWI\)", FWIG).group(1)
SLOWEST = re.search(r"at the (\w+) member's pace", LCES).group(1)
POSTED = re.search(r"lookouts are posted (\w+)", LCES).group(1)
DOWNHILL = re.search(r"builds line (\w+) toward a fire", LCES).group(1)
assert LCES_WORDS == ("Lookouts", "Communications", "Escape routes", "Safety zones"), LCES_WORDS
assert ISI_RATES == "spread" and DOWNHILL == "downhill"

FT_M = 0.3048
# translations a crew lead would accept for the document's own words (strings, not numbers)
LCES_ANY = {
    "en": [[LCES_WORDS[0][:-1].lower()], [LCES_WORDS[1][:-1].lower()], [LCES_WORDS[2].split()[0].lower()],
           [LCES_WORDS[3][:-1].lower()]],
    "fr": [["lookout", "guetteur", "vigie", "observateur", "sentinelle"], ["communication"],
           ["escape", "itinéraire", "échappement", "repli", "fuite", "évacuation"],
           ["safety zone", "zone de sécurité", "zones de sécurité", "zone refuge", "zones refuges", "zone sûre", "zones sûres"]],
    "es": [["lookout", "vigía", "vigia", "vigilante", "observador"], ["communication", "comunicaci"],
           ["escape", "ruta de escape", "vía de escape", "vías de escape", "rutas de escape", "evacuación"],
           ["safety zone", "zona de seguridad", "zonas de seguridad", "zona segura", "zonas seguras"]],
    "ar": [["lookout", "مراقب", "المراقبة", "الرصد", "مراقبين"], ["communication", "اتصال", "الاتصالات", "التواصل"],
           ["escape", "الهروب", "الفرار", "الانسحاب", "النجاة"],
           ["safety zone", "مناطق آمنة", "منطقة آمنة", "مناطق الأمان", "منطقة الأمان", "مناطق الأمن"]],
}


def lces(lang, which=(0, 1, 2, 3)):
    return [{"any": LCES_ANY[lang][k]} for k in which]


def defensible(lang):
    if lang == "en":
        return ["=doc_defensible"]
    n, m = DEF_FT, round(DEF_FT * FT_M)
    return [{"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم",
                     f"{m} m", f"{m} mètres", f"{m} metros", f"{m} متر"]}]


ISI_ANY = {"any": [ISI_RATES, "propagation", "propagación", "propagacion", "انتشار", "الانتشار"]}
SAFETY_ZONE_ANY = {"any": list(dict.fromkeys(LCES_ANY["en"][3] + LCES_ANY["fr"][3] + LCES_ANY["es"][3] + LCES_ANY["ar"][3]))}
STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس", "سيدي بل عباس"]}]

# ---------------------------------------------------------------------------------------------
# Templates
# ---------------------------------------------------------------------------------------------
ST = {"BJ": [BJ], "SB": [SB], "both": [BJ, SB], None: None}
TEMPLATES: list[dict] = []
SESSIONS: list[dict] = []


def q(lang, text, st, day, facts=(), intents=None, h=None, thr=None, alt=None):
    return {"lang": lang, "q": text, "st": st, "day": day, "facts": list(facts), "intents": intents, "h": h, "thr": thr,
            "alt": alt}


def needs_fire(row, intents) -> bool:
    """The box's record of past fires (the CSV's Classes column) is needed: fire-day counts and analogs."""
    return AN in (row["intents"] or intents) or any(tok in ("fires", "fires_fwi_gt") for tok in row["facts"] if isinstance(tok, str))


def add(kind, intents, rows, decision=None):
    """One template per kind; rows that need the fire record go to a "<kind>-fh" template flagged
    needs_fire_history, so that flag never touches a question that does not use the record."""
    fire = [r for r in rows if needs_fire(r, intents)]
    plain = [r for r in rows if not needs_fire(r, intents)]
    if plain:
        _add(kind, intents, plain, decision, False)
    if fire:
        _add(f"{kind}-fh" if plain else kind, intents, fire, decision, True)


def _add(kind, intents, rows, decision, fire):
    assert len(rows) <= 99
    phrasings, by_intents = [], []
    for r in rows:
        p = {"q": r["q"], "lang": r["lang"], "stations": ST[r["st"]] if r["st"] else "none"}
        if r["facts"]:
            p["facts"] = r["facts"]
        if r["alt"]:
            p["intents_alt"] = r["alt"]
        phrasings.append(p)
        by_intents.append(r["intents"] or intents)
    t = {"key": f"{NAME}-{kind}", "intents": intents, "phrasings": phrasings, "stations": "none",
         "days": [r["day"] for r in rows]}
    if any(i != intents for i in by_intents):
        t["intents_by_phrasing"] = by_intents
    if any(r["h"] is not None for r in rows):
        t["horizons"] = [r["h"] for r in rows]
    if any(r["thr"] is not None for r in rows):
        t["thr"] = [r["thr"] for r in rows]
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- current conditions, today -----------------------------------------------------------------
add("cc-now", [CC], [
    q("en", "Ops here. Before the division sups head out, read me the noon obs at Béjaïa: temperature, RH, wind and rain.", "BJ", "today", ["t", "rh", "ws", "rain"]),
    q("en", "sba temp rh wind rn pls", "SB", "now", ["t", "rh", "ws"]),
    q("en", "Command to the box, say current humidity at Sidi Bel Abbes, over.", "SB", "now", ["rh"]),
    q("en", "I'm new on the crew, sorry if this is basic: how windy is it at Bejaia right now?", "BJ", "now", ["ws"]),
    q("en", "Logistics. The access tracks turn to mud after rain. Did it rain at Sidi-Bel-Abbès today?", "SB", "today", ["rain"]),
    q("en", "Planning wants the latest readings for both stations, one line each: temp, RH, wind.", "both", "now", ["t", "rh", "ws"]),
    q("en", "latest wind bejaya", "BJ", "now", ["ws"]),
    q("en", "What's the weather doing at SBA at the moment? Temp and humidity will do.", "SB", "now", ["t", "rh"]),
    q("en", "For the 214s I need today's rain figure at Béjaïa, in millimetres.", "BJ", "today", ["rain"]),
    q("en", "Current temperature, Sidi Belabbes.", "SB", "now", ["t"]),
    q("fr", "Bonjour, ici le chef des opérations. Pour le briefing de ce matin, il me faut les relevés de Béjaïa d'aujourd'hui : température, humidité relative et vent.", "BJ", "today", ["t", "rh", "ws"]),
    q("fr", "Il fait combien à Sidi Bel Abbès en ce moment ?", "SB", "now", ["t"]),
    q("fr", "humidité sba maintenant stp", "SB", "now", ["rh"]),
    q("fr", "Est-ce qu'il a plu à Béjaïa aujourd'hui, et combien de millimètres ?", "BJ", "today", ["rain"]),
    q("fr", "Vent actuel à Sidi-Bel-Abbès ?", "SB", "now", ["ws"]),
    q("es", "¿Qué temperatura y humedad tiene ahora Sidi Bel Abbès?", "SB", "now", ["t", "rh"]),
    q("es", "Jefe de brigada: viento actual en Béjaïa, por favor.", "BJ", "now", ["ws"]),
    q("es", "Dame las condiciones de hoy en Bejaia: temperatura, humedad, viento y si llovió.", "BJ", "today", ["t", "rh", "ws", "rain"]),
    q("es", "humedad sba ya", "SB", "now", ["rh"]),
    q("ar", "واش راهي الحرارة في سيدي بلعباس ضرك؟", "SB", "now", ["t"]),
    q("ar", "ما هي الرطوبة النسبية وسرعة الرياح في بجاية الآن؟", "BJ", "now", ["rh", "ws"]),
    q("ar", "هل نزل المطر اليوم في بجاية؟", "BJ", "today", ["rain"]),
    q("ar", "عطيني الطقس تاع سيدي بلعباس اليوم: الحرارة والرطوبة والريح", "SB", "today", ["t", "rh", "ws"]),
    q("ar", "شحال الريح في بجاية دوك؟", "BJ", "now", ["ws"]),
])

# --- current conditions, past days in the crews' own date formats -------------------------------
add("cc-past", [CC], [
    q("en", "Planning section. For the after-action timeline I need Sidi Bel Abbes on 17 August: temperature, humidity and wind.", "SB", "2012-08-17", ["t", "rh", "ws"]),
    q("en", "What was the RH at Béjaïa on 3/8?", "BJ", "2012-08-03", ["rh"]),
    q("en", "bejaia wind 14-Aug?", "BJ", "2012-08-14", ["ws"]),
    q("en", "Temperature at SBA on 2012-07-21.", "SB", "2012-07-21", ["t"]),
    q("en", "Did it rain at Sidi Bel Abbes yesterday?", "SB", "yesterday", ["rain"]),
    q("en", "Yesterday's noon reading at Bejaia, all of it please.", "BJ", "yesterday", ["t", "rh", "ws", "rain"]),
    q("en", "How hot was it at Sidi-Bel-Abbès the day before yesterday?", "SB", "daybefore", ["t"]),
    q("en", "Going back to the start of the season: what were the conditions at Béjaïa on June 1st?", "BJ", "2012-06-01", ["t", "rh", "ws", "rain"]),
    q("en", "Humidity at SBA on Sept 16?", "SB", "2012-09-16", ["rh"]),
    q("en", "We had a big rain event at the end of August. How much fell at Bejaia on the 31st?", "BJ", "2012-08-31", ["rain"]),
    q("en", "Wind speed at Sidi Bel Abbes, Aug 2 2012?", "SB", "2012-08-02", ["ws"]),
    q("fr", "Quelle était l'humidité à Sidi Bel Abbès le 12 août ?", "SB", "2012-08-12", ["rh"]),
    q("fr", "Relevés d'hier à Béjaïa, s'il vous plaît.", "BJ", "yesterday", ["t", "rh", "ws", "rain"]),
    q("fr", "Il faisait quelle température à SBA avant-hier ?", "SB", "daybefore", ["t"]),
    q("fr", "Le 29/08, vent à Béjaïa ?", "BJ", "2012-08-29", ["ws"]),
    q("fr", "Pour le rapport d'incident, donnez-moi la pluie tombée à Béjaïa le 3 septembre.", "BJ", "2012-09-03", ["rain"]),
    q("es", "¿Cuánto llovió ayer en Sidi Bel Abbès?", "SB", "yesterday", ["rain"]),
    q("es", "Temperatura en Béjaïa el 26 de julio.", "BJ", "2012-07-26", ["t"]),
    q("es", "Necesito humedad y viento de SBA del 02/08.", "SB", "2012-08-02", ["rh", "ws"]),
    q("es", "¿Qué condiciones hubo anteayer en Bejaia?", "BJ", "daybefore", ["t", "rh", "ws", "rain"]),
    q("ar", "شحال كانت الحرارة في سيدي بلعباس نهار 17 أوت؟", "SB", "2012-08-17", ["t"]),
    q("ar", "ما هي سرعة الرياح في بجاية أمس؟", "BJ", "yesterday", ["ws"]),
    q("ar", "الرطوبة في بجاية يوم 2012-07-27", "BJ", "2012-07-27", ["rh"]),
    q("ar", "واش طاح الشتا في سيدي بلعباس أول أمس؟", "SB", "daybefore", ["rain"]),
    q("ar", "أعطني قراءات سيدي بلعباس ليوم 21 جويلية", "SB", "2012-07-21", ["t", "rh", "ws", "rain"]),
])

# --- current conditions in the units asked ------------------------------------------------------
add("cc-units", [CC], [
    q("en", "Wind at Béjaïa right now in mph? The air attack guys don't think in km/h.", "BJ", "now", ["ws", V("mph", BJ, "now")]),
    q("en", "sba wind in knots pls, helo pilot asking", "SB", "now", ["ws", V("kn", SB, "now")]),
    q("en", "What was the temperature at Sidi Bel Abbes on 17 August, in Fahrenheit?", "SB", "2012-08-17", ["t", V("F", SB, "2012-08-17")]),
    q("en", "Give me today's wind at Bejaia in metres per second.", "BJ", "today", ["ws", V("ms", BJ, "today")]),
    q("en", "Temp at SBA yesterday in °F, and the wind in mph.", "SB", "yesterday", ["t", "ws", V("F", SB, "yesterday"), V("mph", SB, "yesterday")]),
    q("fr", "Le vent à Sidi Bel Abbès, en nœuds, pour le pilote du bombardier d'eau ?", "SB", "now", ["ws", V("kn", SB, "now")]),
    q("fr", "Vent à Béjaïa en m/s aujourd'hui ?", "BJ", "today", ["ws", V("ms", BJ, "today")]),
    q("es", "¿Viento en Sidi Bel Abbès ahora, en nudos?", "SB", "now", ["ws", V("kn", SB, "now")]),
    q("es", "Temperatura de Béjaïa hoy en grados Fahrenheit, por favor.", "BJ", "today", ["t", V("F", BJ, "today")]),
    q("es", "Viento en m/s en SBA ayer.", "SB", "yesterday", ["ws", V("ms", SB, "yesterday")]),
    q("ar", "سرعة الرياح في بجاية الآن بالعقدة؟", "BJ", "now", ["ws", V("kn", BJ, "now")]),
    q("ar", "الريح في سيدي بلعباس بالمتر في الثانية", "SB", "now", ["ws", V("ms", SB, "now")]),
    q("ar", "درجة الحرارة في سيدي بلعباس يوم 17 أوت بالفهرنهايت", "SB", "2012-08-17", ["t", V("F", SB, "2012-08-17")]),
])

# --- danger (FWI, class, codes), today and past days -------------------------------------------
add("danger-now", [DG], [
    q("en", "Fire behaviour analyst here. What's the current FWI and danger class at Sidi Bel Abbes?", "SB", "now", ["fwi", "class"]),
    q("en", "danger class bejaia rn", "BJ", "now", ["class"]),
    q("en", "ISI at SBA today?", "SB", "today", [V("ISI", SB, "today")]),
    q("en", "I want to see how much fuel is available in the heavier layers. What are the BUI and the DC at Béjaïa right now?", "BJ", "now", [V("BUI", BJ, "now"), V("DC", BJ, "now")]),
    q("en", "FFMC at Sidi-Bel-Abbès this noon? Trying to judge how receptive the fine fuels are.", "SB", "today", [V("FFMC", SB, "today")]),
    q("en", "How bad is the fire danger at Bejaia today, in plain words?", "BJ", "today", ["class", "fwi"]),
    q("en", "Give me all six FWI system codes for SBA, latest observation.", "SB", "now", [V(c, SB, "now") for c in CODES]),
    q("en", "Is the danger at Sidi Bel Abes high or extreme right now?", "SB", "now", ["class", "fwi"]),
    q("en", "DMC Bejaia now", "BJ", "now", [V("DMC", BJ, "now")]),
    q("fr", "Quel est l'IFM à Béjaïa aujourd'hui ? Et la classe de danger qui va avec ?", "BJ", "today", ["fwi", "class"]),
    q("fr", "Niveau de danger feu à SBA en ce moment ?", "SB", "now", ["class"]),
    q("fr", "Donnez-moi l'ISI et le BUI de Sidi Bel Abbès, relevé de midi.", "SB", "today", [V("ISI", SB, "today"), V("BUI", SB, "today")]),
    q("fr", "Le DMC à Béjaïa maintenant ?", "BJ", "now", [V("DMC", BJ, "now")]),
    q("es", "¿Cuál es el índice FWI en Sidi Bel Abbès ahora mismo?", "SB", "now", ["fwi"]),
    q("es", "Nivel de peligro de incendio hoy en Béjaïa.", "BJ", "today", ["class"]),
    q("es", "¿Qué FFMC marca Bejaia hoy?", "BJ", "today", [V("FFMC", BJ, "today")]),
    q("ar", "شحال راه مؤشر الحريق FWI في سيدي بلعباس اليوم؟", "SB", "today", ["fwi"]),
    q("ar", "ما هي درجة خطر الحرائق في بجاية الآن؟", "BJ", "now", ["class"]),
    q("ar", "أعطني مؤشر ISI و BUI في بجاية", "BJ", "now", [V("ISI", BJ, "now"), V("BUI", BJ, "now")]),
    q("ar", "واش الخطر عالي في سيدي بلعباس ضرك ولا لا؟", "SB", "now", ["class", "fwi"]),
])

add("danger-past", [DG], [
    q("en", "I'm writing up the July blow-up for the review board. What danger class was Sidi Bel Abbes in on 21 July?", "SB", "2012-07-21", ["class", "fwi"]),
    q("en", "FWI at Bejaia on 08/29?", "BJ", "2012-08-29", ["fwi"]),
    q("en", "Yesterday's FWI at SBA?", "SB", "yesterday", ["fwi"]),
    q("en", "BUI at Béjaïa on 24 Aug 2012", "BJ", "2012-08-24", [V("BUI", BJ, "2012-08-24")]),
    q("en", "What was the danger level at Sidi-Bel-Abbès the day before yesterday?", "SB", "daybefore", ["class"]),
    q("en", "ISI on the 17th of September at Bejaia", "BJ", "2012-09-17", [V("ISI", BJ, "2012-09-17")]),
    q("en", "The review wants the worst day of the August run. Start with this one: FWI and class at SBA on 2012-08-25.", "SB", "2012-08-25", ["fwi", "class"]),
    q("fr", "Quelle était la classe de danger à Béjaïa le 23 août ?", "BJ", "2012-08-23", ["class"]),
    q("fr", "IFM d'hier à Sidi Bel Abbès ?", "SB", "yesterday", ["fwi"]),
    q("fr", "Le DC à SBA le 25/08, c'était combien ?", "SB", "2012-08-25", [V("DC", SB, "2012-08-25")]),
    q("es", "¿Qué FWI tuvo Sidi Bel Abbès el 25 de agosto?", "SB", "2012-08-25", ["fwi"]),
    q("es", "Peligro en Béjaïa ayer: ¿qué clase?", "BJ", "yesterday", ["class"]),
    q("es", "ISI de Bejaia el 29/08", "BJ", "2012-08-29", [V("ISI", BJ, "2012-08-29")]),
    q("ar", "شحال كان FWI في بجاية يوم 29 أوت؟", "BJ", "2012-08-29", ["fwi"]),
    q("ar", "ما كانت درجة الخطر في سيدي بلعباس أمس؟", "SB", "yesterday", ["class"]),
    q("ar", "مؤشر BUI في سيدي بلعباس نهار 26 أوت", "SB", "2012-08-26", [V("BUI", SB, "2012-08-26")]),
])

# --- compare the stations on a day --------------------------------------------------------------
add("cmp-day", [CMP], [
    q("en", "Which station is worse right now, Béjaïa or Sidi Bel Abbes?", "both", "now", ["fwi"]),
    q("en", "Side by side for the briefing board: RH and FWI at both stations.", "both", "now", ["rh", "fwi"]),
    q("en", "Which one's hotter today, SBA or Bejaia, and by how much?", "both", "today", ["t", diff_fact("t", "today")]),
    q("en", "windier rn bejaia or sba", "both", "now", ["ws"]),
    q("en", "Compare the danger class at the two stations.", "both", "now", ["class", "fwi"]),
    q("en", "Where's it drier this noon, Béjaïa or Sidi Bel Abbes?", "both", "today", ["rh"]),
    q("en", "Yesterday, which of the two stations had the higher FWI?", "both", "yesterday", ["fwi"]),
    q("en", "Looking back at 17 August: how did Sidi Bel Abbes stack up against Béjaïa on temperature and humidity?", "both", "2012-08-17", ["t", "rh"]),
    q("en", "On Aug 25 2012, which station had the worse FWI, and by how much?", "both", "2012-08-25", ["fwi", diff_fact("fwi", "2012-08-25")]),
    q("fr", "Entre Béjaïa et Sidi Bel Abbès, où le danger est-il le plus élevé aujourd'hui ?", "both", "today", ["fwi", "class"]),
    q("fr", "Comparez l'humidité des deux stations, s'il vous plaît.", "both", "now", ["rh"]),
    q("fr", "Quelle station avait le plus de vent hier ?", "both", "yesterday", ["ws"]),
    q("fr", "Le 2 août, laquelle des deux stations était la plus chaude ?", "both", "2012-08-02", ["t"]),
    q("es", "¿Dónde hace más calor ahora, en Béjaïa o en Sidi Bel Abbès?", "both", "now", ["t"]),
    q("es", "Compara el FWI de las dos estaciones hoy.", "both", "today", ["fwi"]),
    q("es", "¿Qué estación estaba más seca el 12 de agosto?", "both", "2012-08-12", ["rh"]),
    q("ar", "أي محطة فيها خطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", "both", "today", ["fwi", "class"]),
    q("ar", "قارن لي الحرارة بين المحطتين الآن", "both", "now", ["t"]),
    q("ar", "وين كانت الريح أقوى أمس؟ بجاية ولا سيدي بلعباس", "both", "yesterday", ["ws"]),
    q("ar", "قارن مؤشر FWI في بجاية وسيدي بلعباس يوم 25 أوت", "both", "2012-08-25", ["fwi"]),
])

# --- compare the stations over a window (compare_stations + summary) ----------------------------
CS = [CMP, SUM]
add("cmp-window", CS, [
    q("en", "Planning chief. Over the past week, which station ran the higher peak FWI, and what were the two peaks?", "both", "lastweek", ["maxfwi"]),
    q("en", "Compare the August maximum temperatures at Béjaïa and Sidi Bel Abbes.", "both", "aug", ["maxt"]),
    q("en", "Which station had more fire days in July?", "both", "jul", ["fires"]),
    q("en", "Over the last three days, which station averaged the higher temperature? Give me both averages.", "both", "last3d", [avg_fact("t", BJ, "last3d"), avg_fact("t", SB, "last3d")]),
    q("en", "Between 1 and 10 September, which station logged more days with an FWI above 3?", "both", "sep1-10", [count_fact("fwi", BJ, "sep1-10", ">", 3), count_fact("fwi", SB, "sep1-10", ">", 3)]),
    q("en", "In June, how many days at 33 degrees or more did each station log, and which had more?", "both", "jun", [count_fact("t", BJ, "jun", ">=", 33), count_fact("t", SB, "jun", ">=", 33)]),
    q("en", "Since Tuesday, where has the FWI been higher on average, SBA or Bejaia?", "both", "since-tue", [avg_fact("fwi", BJ, "since-tue"), avg_fact("fwi", SB, "since-tue")]),
    q("en", "The late-August run is the one everyone remembers. From 20 to 31 August, give me each station's highest FWI and tell me which was worse.", "both", "aug-late", ["maxfwi"]),
    q("en", "sba vs bejaia max temp september", "both", "sep", ["maxt"]),
    q("en", "Over the past week, compare the rain totals at the two stations.", "both", "lastweek", [sum_fact("rain", BJ, "lastweek"), sum_fact("rain", SB, "lastweek")]),
    q("en", "Season review, part one. In August, which station had more days with FWI over 20, and how many each?", "both", "aug", [count_fact("fwi", BJ, "aug", ">", 20), count_fact("fwi", SB, "aug", ">", 20)]),
    q("en", "Lowest RH at each station over the last week, and which one got drier?", "both", "lastweek", [min_fact("rh", BJ, "lastweek"), min_fact("rh", SB, "lastweek")]),
    q("fr", "Sur les sept derniers jours, quelle station a eu l'IFM maximal le plus élevé ?", "both", "lastweek", ["maxfwi"]),
    q("fr", "Comparez le nombre de jours de feu en août entre Béjaïa et Sidi Bel Abbès.", "both", "aug", ["fires"]),
    q("fr", "En juillet, quelle station a eu la température moyenne la plus haute ?", "both", "jul", [avg_fact("t", BJ, "jul"), avg_fact("t", SB, "jul")]),
    q("fr", "Du 20 au 31 août, combien de jours avec un IFM au-dessus de 20 dans chaque station ?", "both", "aug-late", [count_fact("fwi", BJ, "aug-late", ">", 20), count_fact("fwi", SB, "aug-late", ">", 20)]),
    q("fr", "Depuis mardi, laquelle des deux stations a eu le plus de pluie ?", "both", "since-tue", [sum_fact("rain", BJ, "since-tue"), sum_fact("rain", SB, "since-tue")]),
    q("es", "En la última semana, ¿qué estación tuvo el FWI más alto? Dame los dos máximos.", "both", "lastweek", ["maxfwi"]),
    q("es", "Compara los días de incendio de septiembre en las dos estaciones.", "both", "sep", ["fires"]),
    q("es", "¿Cuál de las dos estaciones tuvo la temperatura máxima más alta en junio?", "both", "jun", ["maxt"]),
    q("es", "Entre el 1 y el 10 de septiembre, ¿dónde llovió más?", "both", "sep1-10", [sum_fact("rain", BJ, "sep1-10"), sum_fact("rain", SB, "sep1-10")]),
    q("ar", "خلال الأسبوع الماضي، أي محطة كان فيها أعلى FWI؟", "both", "lastweek", ["maxfwi"]),
    q("ar", "قارن عدد أيام الحرائق في جويلية بين بجاية وسيدي بلعباس", "both", "jul", ["fires"]),
    q("ar", "في أوت، شحال من نهار وصلت فيه الحرارة 36 درجة أو أكثر في كل محطة؟", "both", "aug", [count_fact("t", BJ, "aug", ">=", 36), count_fact("t", SB, "aug", ">=", 36)]),
    q("ar", "منذ الثلاثاء، وين كان متوسط الرطوبة أقل؟", "both", "since-tue", [avg_fact("rh", BJ, "since-tue"), avg_fact("rh", SB, "since-tue")]),
    q("ar", "قارن أعلى درجة حرارة في المحطتين من 20 إلى 31 أوت", "both", "aug-late", ["maxt"]),
])

# --- summaries at one station -------------------------------------------------------------------
add("summary", [SUM], [
    q("en", "Highest FWI at Sidi Bel Abbes in August?", "SB", "aug", ["maxfwi"]),
    q("en", "How many days at 36 degrees or hotter did Béjaïa have in August?", "BJ", "aug", [count_fact("t", BJ, "aug", ">=", 36)]),
    q("en", "How many fire days did SBA record in June?", "SB", "jun", ["fires"]),
    q("en", "What's the lowest humidity Bejaia saw over the past week?", "BJ", "lastweek", [min_fact("rh", BJ, "lastweek")]),
    q("en", "Trend check for the FBAN: FWI at Sidi Bel Abbes over the last three days, going up or down?", "SB", "last3d", series("fwi", SB, "last3d")),
    q("en", "Average temperature at Béjaïa in July?", "BJ", "jul", [avg_fact("t", BJ, "jul")]),
    q("en", "How many days with FWI over 20 at SBA in August?", "SB", "aug", [count_fact("fwi", SB, "aug", ">", 20)]),
    q("en", "hottest day at bejaia in sept?", "BJ", "sep", ["maxt"]),
    q("en", "Total rain at Sidi Bel Abbes since Tuesday?", "SB", "since-tue", [sum_fact("rain", SB, "since-tue")]),
    q("en", "Strongest wind at Bejaia over the last week?", "BJ", "lastweek", [max_fact("ws", BJ, "lastweek")]),
    q("en", "How many days did Béjaïa have with RH under 50 % in August?", "BJ", "aug", [count_fact("rh", BJ, "aug", "<", 50)]),
    q("en", "Highest FWI at SBA over the last 24 hours?", "SB", "last24h", ["maxfwi"]),
    q("en", "Between 1 and 10 September, how many fire days at Béjaïa?", "BJ", "sep1-10", ["fires"]),
    q("en", "Fire days at SBA from 20 to 31 August?", "SB", "aug-late", ["fires"]),
    q("en", "For the season summary: peak temperature at Sidi Bel Abbes in July, and how many fire days it had that month.", "SB", "jul", ["maxt", "fires"]),
    q("en", "Over the past week, what was the peak temperature at Béjaïa, and how many fire days did it log?", "BJ", "lastweek", ["maxt", "fires"]),
    q("en", "The DC keeps coming up in the briefings. What was the highest DC at Sidi Bel Abbes in August?", "SB", "aug", [max_fact("DC", SB, "aug")]),
    q("fr", "Quel a été l'IFM le plus haut à Béjaïa en juillet ?", "BJ", "jul", ["maxfwi"]),
    q("fr", "Combien de jours de feu à Sidi Bel Abbès en septembre ?", "SB", "sep", ["fires"]),
    q("fr", "Température maximale à SBA sur les trois derniers jours ?", "SB", "last3d", ["maxt"]),
    q("fr", "Moyenne d'humidité à Béjaïa sur la dernière semaine ?", "BJ", "lastweek", [avg_fact("rh", BJ, "lastweek")]),
    q("fr", "Combien de jours à 38 degrés ou plus à Sidi Bel Abbès en août ?", "SB", "aug", [count_fact("t", SB, "aug", ">=", 38)]),
    q("fr", "L'IFM monte ou baisse à Béjaïa depuis mardi ?", "BJ", "since-tue", series("fwi", BJ, "since-tue")),
    q("es", "¿Cuántos días de incendio hubo en Béjaïa en agosto?", "BJ", "aug", ["fires"]),
    q("es", "Temperatura máxima en Sidi Bel Abbès en julio.", "SB", "jul", ["maxt"]),
    q("es", "¿Cuál fue el FWI más alto en Bejaia en la última semana?", "BJ", "lastweek", ["maxfwi"]),
    q("es", "¿Cuántos días con FWI por encima de 11 tuvo SBA en junio?", "SB", "jun", [count_fact("fwi", SB, "jun", ">", 11)]),
    q("es", "Humedad mínima en Sidi Bel Abbès en septiembre.", "SB", "sep", [min_fact("rh", SB, "sep")]),
    q("ar", "شحال من نهار حريق كان في سيدي بلعباس في أوت؟", "SB", "aug", ["fires"]),
    q("ar", "ما هي أعلى درجة حرارة سجلت في بجاية في جوان؟", "BJ", "jun", ["maxt"]),
    q("ar", "أعلى FWI في سيدي بلعباس خلال الأسبوع الماضي", "SB", "lastweek", ["maxfwi"]),
    q("ar", "كم يوما تجاوز فيه مؤشر FWI قيمة 15 في بجاية في أوت؟", "BJ", "aug", [count_fact("fwi", BJ, "aug", ">", 15)]),
    q("ar", "متوسط الحرارة في سيدي بلعباس في جويلية", "SB", "jul", [avg_fact("t", SB, "jul")]),
    q("ar", "واش الـ FWI طالع ولا هابط في بجاية هاذ الثلاث أيام؟", "BJ", "last3d", series("fwi", BJ, "last3d")),
])

# --- analogs: past fire days like these ---------------------------------------------------------
add("analogs", [AN], [
    q("en", "Of the days this season at Sidi Bel Abbes with FWI above 20, how many had a fire?", "SB", "all", ["fires_fwi_gt"], thr=20),
    q("en", "Fire behaviour question. When Béjaïa's FWI has been over 10, how often did it actually burn?", "BJ", "all", ["fires_fwi_gt"], thr=10),
    q("en", "Did days like today at SBA end up with fires?", "SB", "today", ["fwi"]),
    q("en", "Looking at the record: out of all the days with FWI greater than 16 at Bejaia, how many were fire days?", "BJ", "all", ["fires_fwi_gt"], thr=16),
    q("en", "hist check sba fwi > 5 how many burned", "SB", "all", ["fires_fwi_gt"], thr=5),
    q("en", "Narrow it to August. Of the August days at Sidi Bel Abbes with FWI above 20, how many had a fire?", "SB", "aug", fires_over(SB, "aug", 20)),
    q("en", "Between 1 and 10 September at Béjaïa, of the days with FWI above 1, how many burned?", "BJ", "sep1-10", fires_over(BJ, "sep1-10", 1)),
    q("fr", "Parmi les jours où l'IFM dépassait 20 à Sidi Bel Abbès, combien ont connu un feu ?", "SB", "all", ["fires_fwi_gt"], thr=20),
    q("fr", "Les journées comme aujourd'hui à Béjaïa, ça a brûlé par le passé ?", "BJ", "today", ["fwi"]),
    q("fr", "Sur la saison, quand l'IFM de Béjaïa passait 10, combien de jours de feu ?", "BJ", "all", ["fires_fwi_gt"], thr=10),
    q("es", "De los días con FWI mayor que 18 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", "SB", "all", ["fires_fwi_gt"], thr=18),
    q("es", "¿Días parecidos a hoy en Béjaïa terminaron en incendio?", "BJ", "today", ["fwi"]),
    q("es", "Cuando el FWI en Bejaia superó 5, ¿cuántas veces hubo fuego?", "BJ", "all", ["fires_fwi_gt"], thr=5),
    q("ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها كان فيها حريق؟", "SB", "all", ["fires_fwi_gt"], thr=20),
    q("ar", "هل احترقت أيام مشابهة لليوم في بجاية؟", "BJ", "today", ["fwi"]),
    q("ar", "كم يوما من الأيام التي تجاوز فيها المؤشر 10 في بجاية شهدت حريقا؟", "BJ", "all", ["fires_fwi_gt"], thr=10),
])

# --- drift: the crew's rate and minutes, or the box's own estimate ------------------------------
def m_per_min(rate, minutes):
    return dist_fact(rate * minutes)


def km_per_h(rate, minutes):
    return dist_fact(rate * 1000 * minutes / 60)


add("drift", [DRIFT], [
    q("en", "Head's running about 25 m a minute. How far will it have moved in 20 minutes?", None, "now", [m_per_min(25, 20)], h=20),
    q("en", "Division Alpha reports a rate of spread of 40 m/min. Distance covered in 45 min?", None, "now", [m_per_min(40, 45)], h=45),
    q("en", "If the head keeps moving at 1.5 km/h, how far does it get in an hour and a half?", None, "now", [km_per_h(1.5, 90)], h=90),
    q("en", "by the time ur answer gets to us how far has the front drifted", None, "now", ["=drift"]),
    q("en", "FBAN question. Using the box's own spread estimate for Sidi Bel Abbes, how far does the head move during your answer latency?", "SB", "now", ["=drift"]),
    q("en", "fire moving 12 m/min, dozer is 35 min out, how far will it go", None, "now", [m_per_min(12, 35)], h=35),
    q("en", "At 3 km/h, how far will the head have travelled in 15 minutes?", None, "now", [km_per_h(3, 15)], h=15),
    q("fr", "La tête avance de 30 m par minute. Quelle distance en 25 minutes ?", None, "now", [m_per_min(30, 25)], h=25),
    q("fr", "Vitesse de propagation de 2 km/h, on arrive sur zone dans 45 minutes : de combien le front aura-t-il avancé ?", None, "now", [km_per_h(2, 45)], h=45),
    q("fr", "Le front a bougé de combien pendant que tu calculais ta réponse ?", None, "now", ["=drift"]),
    q("es", "El frente avanza 18 metros por minuto. ¿Cuánto habrá recorrido en media hora?", None, "now", [m_per_min(18, 30)], h=30),
    q("es", "A 6 km/h, ¿qué distancia recorre la cabeza en 20 minutos?", None, "now", [km_per_h(6, 20)], h=20),
    q("es", "¿Cuánto se desplaza la cabeza del incendio mientras me respondes?", None, "now", ["=drift"]),
    q("ar", "راس النار يمشي 20 متر في الدقيقة، شحال يمشي في 40 دقيقة؟", None, "now", [m_per_min(20, 40)], h=40),
    q("ar", "إذا كانت سرعة انتشار الحريق 2.5 كم في الساعة، ما المسافة التي يقطعها في ساعة؟", None, "now", [km_per_h(2.5, 60)], h=60),
    q("ar", "شحال تتحرك النار في الوقت اللي تجاوب فيه؟", None, "now", ["=drift"]),
])

# --- spread: where the front will be (no wind direction: partly served) --------------------------
add("spread", [SPREAD], [
    q("en", "Where will the head of the fire north-east of Sidi Bel Abbes be in 30 minutes?", "SB", "now", ["=spread"], h=30),
    q("en", "Project the front for me: where's it going to be in an hour?", None, "now", ["=spread"], h=60),
    q("en", "FBAN request. Give me a projected position of the head at plus 45 minutes for the detection near SBA, and state your assumptions.", "SB", "now", ["=spread"], h=45),
    q("en", "where will it be when the dozer gets there, ETA 20 min", None, "now", ["=spread"], h=20),
    q("en", "Where will the head be in half an hour, and which way is the wind pushing it?", None, "now", ["=spread"], h=30),
    q("fr", "Où sera le front dans une demi-heure ?", None, "now", ["=spread"], h=30),
    q("fr", "Projection de la tête du feu près de Sidi Bel Abbès à 90 minutes ?", "SB", "now", ["=spread"], h=90),
    q("es", "¿Dónde estará el frente en 45 minutos?", None, "now", ["=spread"], h=45),
    q("es", "Proyección del incendio al noreste de SBA dentro de una hora.", "SB", "now", ["=spread"], h=60),
    q("ar", "وين راح تكون راس النار بعد نص ساعة؟", None, "now", ["=spread"], h=30),
    q("ar", "أين سيصل الحريق قرب سيدي بلعباس بعد ساعة؟", "SB", "now", ["=spread"], h=60),
])

# --- frames: what the drone saw ----------------------------------------------------------------
add("frames", [FR_], [
    q("en", "What did the drone see on today's sortie?", None, "now", ["=frames"]),
    q("en", "Any fire or smoke detections from the UAV today?", None, "today", ["=detection"]),
    q("en", "Where exactly was the smoke the drone picked up?", None, "now", ["=detection_place"]),
    q("en", "What time was the fire frame taken?", None, "now", ["=detection"]),
    q("en", "drone see anything near sba", "SB", "now", ["=detection_place"]),
    q("en", "Latest frame from the drone: fire in it or not?", None, "now", ["=frames"]),
    q("en", "For the safety briefing, walk me through the UAV detection: what, where and when.", None, "now", ["=detection", "=detection_place"]),
    q("fr", "Le drone a-t-il détecté de la fumée aujourd'hui ? À quelle heure ?", None, "today", ["=detection"]),
    q("fr", "Qu'est-ce que le drone a vu, et où exactement ?", None, "now", ["=frames", "=detection_place"]),
    q("es", "¿El dron detectó algo? ¿Dónde?", None, "now", ["=detection_place"]),
    q("es", "¿A qué hora fue la imagen del dron con humo?", None, "now", ["=detection"]),
    q("ar", "واش شاف الدرون اليوم؟", None, "today", ["=frames"]),
    q("ar", "هل رصدت الطائرة المسيرة دخانا أو نارا؟ وأين؟", None, "now", ["=detection_place"]),
    q("ar", "على أي ساعة تصورت صورة النار؟", None, "now", ["=detection"]),
])

# --- documents ---------------------------------------------------------------------------------
ZONE0 = {"any": [f"{ZONE0_FT} feet", f"{ZONE0_FT} ft", f"{ZONE0_FT}-foot", f"{ZONE0_FT} foot"]}
ZONE2 = {"any": [f"{ZONE2_IN} inches", f"{ZONE2_IN} in", f"{ZONE2_IN}-inch", f"{ZONE2_IN} inch"]}
BRANCH = {"any": [f"{BRANCH_FT} feet", f"{BRANCH_FT} ft", f"{BRANCH_FT}-foot", f"{BRANCH_FT} pieds", f"{BRANCH_FT} pies", f"{BRANCH_FT} قدم"]}
add("docs", [DOC], [
    q("en", "How much defensible space does Butte County require around a structure?", None, "none", defensible("en")),
    q("en", "What does LCES stand for?", None, "none", lces("en")),
    q("en", "Per the FWI guide on the box, at what FFMC do fine fuels start igniting easily?", None, "none", [FFMC_IGN]),
    q("en", "According to the guide, what FWI value starts the high class?", None, "none", [HIGH_FROM]),
    q("en", "New volunteer. When should a crew pull back and re-assess, according to the safety guidance?", None, "none", [{"any": [DOWNHILL]}, {"any": ["spot fire"]}]),
    q("en", "What's Zone 0 in the defensible space doc?", None, "none", [ZONE0]),
    q("en", "How short should annual grass be kept in Zone 2?", None, "none", [ZONE2]),
    q("en", "How far from chimneys should tree branches be kept?", None, "none", [BRANCH]),
    q("en", "From what FWI is the danger class extreme, according to the box's guide?", None, "none", [EXTREME_FROM]),
    q("fr", "Que dit la fiche sécurité des équipes sur les LCES ?", None, "none", lces("fr")),
    q("fr", "Quelle distance de débroussaillement le comté de Butte exige-t-il autour d'une maison ?", None, "none", defensible("fr")),
    q("fr", "D'après le guide de l'indice, à partir de quelle valeur d'IFM la classe est-elle « très élevée » ?", None, "none", [VHIGH_FROM]),
    q("es", "¿Cuánto espacio defendible exige el condado de Butte?", None, "none", defensible("es")),
    q("es", "¿Qué significa LCES?", None, "none", lces("es")),
    q("es", "Según la guía del índice, ¿qué mide el ISI?", None, "none", [ISI_ANY]),
    q("ar", "ماذا تعني LCES؟", None, "none", lces("ar")),
    q("ar", "شحال لازم المساحة الدفاعية حول الدار في مقاطعة بوت؟", None, "none", defensible("ar")),
    q("ar", "حسب الدليل، من أي قيمة FFMC تشتعل الوقود الدقيقة بسهولة؟", None, "none", [FFMC_IGN]),
])

# --- capabilities ------------------------------------------------------------------------------
add("caps", [CAP], [
    q("en", "What can this box actually do for us?", None, "none"),
    q("en", "Which weather stations do you have on here?", None, "none", STATION_NAMES),
    q("en", "Do you have drone imagery loaded?", None, "none"),
    q("en", "what data u got", None, "none"),
    q("en", "Before I rely on you in the briefing: what sources do you draw on, and how far back does your weather go?", None, "none"),
    q("fr", "Qu'est-ce que tu sais faire, concrètement ?", None, "none"),
    q("fr", "Quelles stations sont disponibles sur le boîtier ?", None, "none", STATION_NAMES),
    q("es", "¿Qué información tienes disponible?", None, "none"),
    q("es", "¿Qué estaciones meteorológicas conoces?", None, "none", STATION_NAMES),
    q("ar", "واش يقدر يدير هاذ الجهاز؟", None, "none"),
    q("ar", "ما هي المحطات المتوفرة لديك؟", None, "none", STATION_NAMES),
])

# --- photo: the crew says it attached one (none is ever attached) -------------------------------
add("photo", [PHOTO], [
    q("en", "I'm attaching a photo of the smoke column from the ridge. What do you make of it?", None, "none"),
    q("en", "sending pic now, is that smoke or dust", None, "none"),
    q("en", "See the attached photo of the left flank: is that crown fire?", None, "none"),
    q("en", "Photo attached from the lookout. Does it match the drone's detection?", None, "now", ["=detection"], intents=[PHOTO, FR_]),
    q("fr", "Je vous envoie une photo de la fumée, vous pouvez l'analyser ?", None, "none"),
    q("fr", "Photo jointe de la colonne : c'est le même feu que celui du drone ?", None, "now", ["=detection"], intents=[PHOTO, FR_]),
    q("es", "Te mando una foto del humo, ¿qué ves?", None, "none"),
    q("es", "Adjunto foto del frente; compárala con lo que vio el dron.", None, "now", ["=frames"], intents=[PHOTO, FR_]),
    q("ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", None, "none"),
    q("ar", "أرفقت صورة للحريق، هل هي نفس ما رصدته الطائرة المسيرة؟", None, "now", ["=detection"], intents=[PHOTO, FR_]),
])

# --- out of scope alone: forecasts, wind direction, other towns, off-topic ----------------------
add("oos", [OOS], [
    q("en", "What's the forecast for tomorrow at Sidi Bel Abbes?", "SB", "none"),
    q("en", "Wind direction at Béjaïa right now?", "BJ", "now"),
    q("en", "What's the FWI in Oran today?", None, "today"),
    q("en", "Temperature in Tlemcen yesterday?", None, "yesterday"),
    q("en", "Will it rain at SBA later today?", "SB", "none"),
    q("en", "Who won the football last night?", None, "none"),
    q("en", "Planning needs the outlook. What will the danger class be at Bejaia next week?", "BJ", "none"),
    q("en", "which way is the wind blowing at sba", "SB", "now"),
    q("fr", "Quelle météo demain à Béjaïa ?", "BJ", "none"),
    q("fr", "Le vent vient d'où à Sidi Bel Abbès ?", "SB", "now"),
    q("fr", "IFM à Alger aujourd'hui ?", None, "today"),
    q("es", "¿Qué tiempo hará mañana en Sidi Bel Abbès?", "SB", "none"),
    q("es", "¿Cuál es el FWI en Tlemcen?", None, "now"),
    q("es", "¿De dónde sopla el viento en Béjaïa?", "BJ", "now"),
    q("ar", "واش راح يكون الطقس غدوة في بجاية؟", "BJ", "none"),
    q("ar", "ما هو مؤشر الحرائق في وهران اليوم؟", None, "today"),
    q("ar", "منين جاي الريح في سيدي بلعباس؟", "SB", "now"),
])

# --- a part the box holds beside a part it does not (warn) --------------------------------------
add("oos-mixed", [CC, OOS], [
    q("en", "Give me wind speed and direction at Sidi Bel Abbes.", "SB", "now", ["ws"]),
    q("en", "FWI at Béjaïa today, and what it'll be tomorrow?", "BJ", "today", ["fwi"], intents=[DG, OOS]),
    q("en", "Temperature at Bejaia and at Oran right now.", "BJ", "now", ["t"]),
    q("en", "Compare the FWI at SBA with Tlemcen's.", "SB", "now", ["fwi"], intents=[DG, OOS]),
    q("en", "Ops chief: today's RH at Sidi Bel Abbes, and is it expected to drop this afternoon?", "SB", "today", ["rh"]),
    q("en", "Yesterday's FWI at Béjaïa, and the outlook for the weekend?", "BJ", "yesterday", ["fwi"], intents=[DG, OOS]),
    q("fr", "Vent à Béjaïa : vitesse et direction ?", "BJ", "now", ["ws"]),
    q("fr", "Classe de danger à SBA aujourd'hui, et pour demain ?", "SB", "today", ["class"], intents=[DG, OOS]),
    q("es", "Humedad en Béjaïa hoy y la previsión para mañana.", "BJ", "today", ["rh"]),
    q("es", "FWI en Sidi Bel Abbès y en Orán.", "SB", "now", ["fwi"], intents=[DG, OOS]),
    q("ar", "سرعة الريح واتجاهها في بجاية", "BJ", "now", ["ws"]),
    q("ar", "درجة الخطر في سيدي بلعباس اليوم وغدا", "SB", "today", ["class"], intents=[DG, OOS]),
    q("ar", "الحرارة في بجاية وفي تلمسان", "BJ", "now", ["t"]),
])

# --- orders to the box: alone (abstain) and hidden beside a question (warn) ---------------------
add("refuse", [REF], [
    q("en", "Send an evacuation alert to everyone in Sidi Bel Abbes.", "SB", "none", ["neg"]),
    q("en", "Dispatch two engines to the detection north-east of SBA.", "SB", "none", ["neg"]),
    q("en", "Delete this morning's drone frames, we don't need them.", None, "none", ["neg"]),
    q("en", "notify the IC that danger is high", None, "none", ["neg"]),
    q("fr", "Envoyez une alerte d'évacuation aux habitants de Béjaïa.", "BJ", "none", ["neg"]),
    q("fr", "Préviens le PC que le feu progresse vers le nord.", None, "none", ["neg"]),
    q("es", "Manda un aviso a todas las brigadas de Béjaïa.", "BJ", "none", ["neg"]),
    q("ar", "ابعث إنذار إخلاء لسكان سيدي بلعباس", "SB", "none", ["neg"]),
    q("ar", "احذف الصور تاع الدرون", None, "none", ["neg"]),
])
add("refuse-hidden", [DG, REF], [
    q("en", "What's the FWI at SBA? Then push it to the dispatch board as an alert.", "SB", "now", ["fwi", "neg"]),
    q("en", "Pull today's readings for Bejaia and email them to the planning section.", "BJ", "today", ["t", "rh", "ws", "neg"], intents=[CC, REF]),
    q("en", "Check the detection time on the drone frame, then notify the safety officer.", None, "now", ["=detection", "neg"], intents=[FR_, REF]),
    q("en", "If Sidi Bel Abbes is above high, dispatch the standby crew. What's the class?", "SB", "now", ["class", "neg"]),
    q("fr", "Donne-moi la classe de danger à Béjaïa et envoie-la à toutes les équipes.", "BJ", "now", ["class", "neg"]),
    q("es", "Dime el FWI de Sidi Bel Abbès y avisa al jefe de incendio.", "SB", "now", ["fwi", "neg"]),
    q("ar", "شحال FWI في بجاية؟ وابعثو للقيادة", "BJ", "now", ["fwi", "neg"]),
    q("ar", "أعطني الحرارة في سيدي بلعباس وأرسل تنبيها للفرق", "SB", "now", ["t", "neg"], intents=[CC, REF]),
])

# --- tactical: served only as the facts bearing on it ------------------------------------------
add("tactical", [TAC], [
    q("en", "Safety officer. Given today's numbers at Sidi Bel Abbes, do we post lookouts early and keep the crews paired?", "SB", "today", ["class", "fwi"]),
    q("en", "Should we put crews on the line at Béjaïa today or hold them back?", "BJ", "today", ["class", "fwi"]),
    q("en", "is it ok to run a burnout op at sba today", "SB", "today", ["class", "fwi"]),
    q("en", "Ops wants a go/no-go on night shift staffing at Bejaia. What do you recommend?", "BJ", "now", ["class", "fwi"]),
    q("fr", "On engage les équipes à Sidi Bel Abbès aujourd'hui ou on attend ?", "SB", "today", ["class", "fwi"]),
    q("fr", "Faut-il renforcer le dispositif à Béjaïa cet après-midi ?", "BJ", "today", ["class", "fwi"]),
    q("es", "¿Deberíamos retirar a las brigadas de Béjaïa hoy?", "BJ", "today", ["class", "fwi"]),
    q("es", "¿Mando a la brigada a Sidi Bel Abbès o espero?", "SB", "now", ["class", "fwi"]),
    q("ar", "واش نبعثو الفرق للخط في سيدي بلعباس اليوم ولا نستناو؟", "SB", "today", ["class", "fwi"]),
    q("ar", "هل من الآمن العمل في بجاية اليوم؟", "BJ", "today", ["class", "fwi"]),
])

# --- a reading asked at an hour other than noon (warn) ------------------------------------------
add("hour", [CC], [
    q("en", "What was the humidity at Sidi Bel Abbes at 6 am today?", "SB", "today", ["rh"]),
    q("en", "Temp at Bejaia at 3 pm yesterday?", "BJ", "yesterday", ["t"]),
    q("en", "wind at sba at 0800 this morning", "SB", "today", ["ws"]),
    q("en", "FWI at Béjaïa at 16:00 on 17 August?", "BJ", "2012-08-17", ["fwi"], intents=[DG]),
    q("en", "The crew went in at 18:30 on the 21st of July. What was the RH at Sidi Bel Abbes at that time?", "SB", "2012-07-21", ["rh"]),
    q("fr", "Humidité à Béjaïa à 7 h ce matin ?", "BJ", "today", ["rh"]),
    q("fr", "Quel vent à SBA hier à 18 h ?", "SB", "yesterday", ["ws"]),
    q("es", "¿Qué temperatura había en Sidi Bel Abbès a las 5 de la tarde ayer?", "SB", "yesterday", ["t"]),
    q("es", "Humedad en Béjaïa a las 9 de la mañana.", "BJ", "today", ["rh"]),
    q("ar", "شحال كانت الحرارة في بجاية على الستة تاع الصباح؟", "BJ", "today", ["t"]),
    q("ar", "ما هي الرطوبة في سيدي بلعباس الساعة الثالثة بعد الظهر أمس؟", "SB", "yesterday", ["rh"]),
], decision="warn")

# --- a place near a station, not at it (warn) ---------------------------------------------------
add("near", [DG], [
    q("en", "What's the fire danger on the ridge above Béjaïa?", "BJ", "now", ["class", "fwi"]),
    q("en", "Conditions 10 km south of Sidi Bel Abbes right now?", "SB", "now", ["t", "rh", "ws"], intents=[CC]),
    q("en", "FWI in the forest just outside SBA?", "SB", "now", ["fwi"]),
    q("en", "Our crew is on the hills west of Bejaia. What's the humidity up there?", "BJ", "now", ["rh"], intents=[CC]),
    q("en", "Danger class about 5 km north of Sidi Bel Abbes, where the detection is?", "SB", "now", ["class"]),
    q("en", "Safety officer. The crew will build line downhill on the slope above SBA. What does the safety guide say about that, and what's the wind on that slope now?", "SB", "now", [{"any": [DOWNHILL, "pull back", "re-assess", "reassess"]}, "ws"], intents=[DOC, CC]),
    q("en", "Staging area is 8 km east of Béjaïa. FWI and temperature out there?", "BJ", "now", ["fwi", "t"], intents=[DG, CC]),
    q("fr", "Danger feu dans le massif au-dessus de Béjaïa ?", "BJ", "now", ["class"]),
    q("fr", "Vent à 15 km de Sidi Bel Abbès, côté nord ?", "SB", "now", ["ws"], intents=[CC]),
    q("es", "¿Qué peligro hay en el monte cerca de Béjaïa?", "BJ", "now", ["class"]),
    q("es", "Humedad a 20 km al este de Sidi Bel Abbès.", "SB", "now", ["rh"], intents=[CC]),
    q("ar", "خطر الحريق في الغابة قرب بجاية", "BJ", "now", ["class"]),
    q("ar", "الحرارة في الجبل فوق سيدي بلعباس", "SB", "now", ["t"], intents=[CC]),
    q("ar", "شحال الريح على بعد 10 كيلومتر من بجاية؟", "BJ", "now", ["ws"], intents=[CC]),
], decision="warn")

# --- days with no reading (abstain) -------------------------------------------------------------
add("nodata", [DG], [
    q("en", "What was the FWI at Sidi Bel Abbes on 20 May 2012?", "SB", "2012-05-20", ["fwi"]),
    q("en", "Temperature at Béjaïa on 14 August 2011?", "BJ", "2011-08-14", ["t"], intents=[CC]),
    q("en", "Compare both stations on 2012-05-31.", "both", "2012-05-31", ["fwi"], intents=[CMP]),
    q("en", "Rain at SBA on 1/5/2012?", "SB", "2012-05-01", ["rain"], intents=[CC]),
    q("en", "What were the readings at Sidi Bel Abbes on 14 July 2012?", "SB", "2012-07-14", ["t", "rh", "ws"], intents=[CC]),
    q("fr", "IFM à Béjaïa le 15 mai 2012 ?", "BJ", "2012-05-15", ["fwi"]),
    q("fr", "Température à Sidi Bel Abbès le 10 juillet 2011 ?", "SB", "2011-07-10", ["t"], intents=[CC]),
    q("es", "¿Qué humedad había en Béjaïa el 28 de mayo de 2012?", "BJ", "2012-05-28", ["rh"], intents=[CC]),
    q("ar", "شحال كان FWI في سيدي بلعباس يوم 20 ماي 2012؟", "SB", "2012-05-20", ["fwi"]),
    q("ar", "الحرارة في بجاية يوم 5 أوت 2011", "BJ", "2011-08-05", ["t"], intents=[CC]),
])

assert round(avg_val("t", BJ, "last3d"), 1) != round(avg_val("t", SB, "last3d"), 1)

# --- briefing questions with two or three asks --------------------------------------------------
HOT = worse("t", "today")           # the hotter station today
COLD = SB if HOT == BJ else BJ
add("brief-en", [DG, CC], [
    q("en", "Morning brief from the FBAN desk. First, the current FWI and danger class at Sidi Bel Abbes; second, the temperature and humidity driving it.", "SB", "now", ["fwi", "class", "t", "rh"]),
    q("en", "Ops chief, two asks. What is the wind at Béjaïa right now, and which of the two stations has the higher FWI?", "both", "now", [V("ws", BJ, "now")] + Vs(["fwi"], [BJ, SB], "now"), intents=[CC, CMP]),
    q("en", "Crews go in after the briefing. What's the danger class at SBA now, and where will the head of the detected fire be in 45 minutes?", "SB", "now", ["class", "=spread"], intents=[DG, SPREAD], h=45),
    q("en", "Safety officer. Remind me what LCES stands for, and tell me the FWI at Sidi Bel Abbes right now.", "SB", "now", lces("en") + ["fwi"], intents=[DOC, DG]),
    q("en", "What time did the drone catch the fire, and what's the ISI at the nearest station?", "SB", "now", ["=detection", V("ISI", SB, "now")], intents=[FR_, DG]),
    q("en", "Of the days at Sidi Bel Abbes with FWI above 20, how many burned? And what's the FWI there today?", "SB", "today", ["fires_fwi_gt", "fwi"], intents=[AN, DG], thr=20),
    q("en", "Head is moving about 30 m a minute. How far in 20 minutes, and what's the current wind at SBA?", "SB", "now", [m_per_min(30, 20), "ws"], intents=[DRIFT, CC], h=20),
    q("en", "Current readings at Sidi Bel Abbes please, and tell me what the drone picked up.", "SB", "now", ["t", "rh", "ws", "=frames"], intents=[CC, FR_]),
    q("en", "Three things: RH at Bejaia now, FWI at Sidi Bel Abbes now, and which station is worse overall?", "both", "now", [V("rh", BJ, "now")] + Vs(["fwi"], [SB, BJ], "now"), intents=[CC, DG, CMP]),
    q("en", "What does the FWI guide say the ISI rates, and what's the ISI at Béjaïa now?", "BJ", "now", [ISI_ANY, V("ISI", BJ, "now")], intents=[DOC, DG]),
    q("en", "Any smoke from the drone today? And given the danger at Sidi Bel Abbes, should we post lookouts early?", "SB", "today", ["=detection", "class"], intents=[FR_, TAC]),
    q("en", "For the morning planning meeting: highest FWI at Béjaïa in August, number of fire days there in August, and the same two figures for Sidi Bel Abbes.", "both", "aug", ["maxfwi", "fires"], intents=[CMP, SUM]),
    q("en", "Temperature at SBA right now in Fahrenheit, and the danger class.", "SB", "now", ["t", V("F", SB, "now"), "class"], intents=[CC, DG]),
    q("en", "Wind at Béjaïa in knots, and the FFMC.", "BJ", "now", ["ws", V("kn", BJ, "now"), V("FFMC", BJ, "now")], intents=[CC, DG]),
    q("en", "Yesterday at Sidi Bel Abbes: what were the temperature and RH, and what class did the FWI put it in?", "SB", "yesterday", ["t", "rh", "class"], intents=[CC, DG]),
    q("en", "Looking back at 17 August for the review: temperature and humidity at SBA, and the FWI at both stations.", "both", "2012-08-17", Vs(["t", "rh"], [SB], "2012-08-17") + Vs(["fwi"], [BJ, SB], "2012-08-17"), intents=[CC, DG]),
    q("en", "Give me the location of the drone detection and the danger class at the closest station.", "SB", "now", ["=detection_place", "class"], intents=[FR_, DG]),
    q("en", "Lookout puts the head at 2 km/h. How far in 45 minutes, and where will it be by then?", None, "now", [km_per_h(2, 45), "=spread"], intents=[DRIFT, SPREAD], h=45),
    q("en", "Which station is hotter today, and what's the danger class at the hotter one?", "both", "today", Vs(["t"], [BJ, SB], "today") + [V("class", HOT, "today")], intents=[CMP, DG]),
    q("en", "What data does this box hold, and what's the latest danger class at Béjaïa?", "BJ", "now", ["class"], intents=[CAP, DG]),
    q("en", "I'm new here. What does the FWI actually measure, and what is it at Sidi Bel Abbes today?", "SB", "today", [{"any": [FWI_NAME.lower(), "intensity"]}, "fwi"], intents=[DOC, DG]),
    q("en", "Wind and humidity at SBA right now, and how far will the head move during your answer at your own estimate?", "SB", "now", ["ws", "rh", "=drift"], intents=[CC, DRIFT]),
    q("en", "Today's FWI and class at both stations, and did the drone see anything?", "both", "today", ["fwi", "class", "=frames"], intents=[DG, FR_], alt=[[CMP, FR_]]),
    q("en", "Fire days at Béjaïa in August, and of all days there with FWI over 16, how many burned?", "BJ", "aug", ["fires", "fires_fwi_gt"], intents=[SUM, AN], thr=16),
    q("en", "Where was the smoke, what time was it, and at 20 m a minute how far could the head have moved in 30 minutes?", None, "now", ["=detection_place", "=detection", m_per_min(20, 30)], intents=[FR_, DRIFT], h=30),
    q("en", "Temperature and FWI at Sidi Bel Abbes on 2012-08-25, and the same for Béjaïa.", "both", "2012-08-25", ["t", "fwi"], intents=[CC, DG]),
    q("en", "Compare RH at both stations now and tell me whether we should keep crews on the line at SBA.", "both", "now", ["rh"], intents=[CMP, TAC]),
    q("en", "danger class bejaia + wind in mph pls", "BJ", "now", ["class", "ws", V("mph", BJ, "now")], intents=[DG, CC]),
    q("en", "Context for the FBAN: crews reported erratic fire behaviour at Sidi Bel Abbes on 21 July. What were the wind and RH that day, and the ISI?", "SB", "2012-07-21", ["ws", "rh", V("ISI", SB, "2012-07-21")], intents=[CC, DG]),
    q("en", "The IC wants one line per station. Since Tuesday, what's the highest FWI at each and how many fire days did each log?", "both", "since-tue", ["maxfwi", "fires"], intents=[CMP, SUM]),
    q("en", "Two for the safety officer: how long should grass be cut in Zone 2 of the defensible space guidance, and what's the danger class at Béjaïa today?", "BJ", "today", [ZONE2, "class"], intents=[DOC, DG]),
    q("en", "Rain at both stations today, and which of the two is drier?", "both", "today", ["rain", "rh"], intents=[CC, CMP]),
    q("en", "Over the last three days, how has the FWI moved at each station, and which one is climbing faster?", "both", "last3d", series("fwi", BJ, "last3d") + series("fwi", SB, "last3d"), intents=[CMP, SUM]),
])

add("brief-fr", [DG, CC], [
    q("fr", "Point de situation du matin. Quel est l'IFM à Sidi Bel Abbès, et quelle humidité relative au relevé de midi ?", "SB", "today", ["fwi", "rh"]),
    q("fr", "Deux questions : que dit la fiche LCES sur les zones de sécurité, et quelle est la classe de danger à Béjaïa ?", "BJ", "now", [SAFETY_ZONE_ANY, "class"], intents=[DOC, DG]),
    q("fr", "Le drone a repéré quelque chose ? Et quel vent à la station la plus proche ?", "SB", "now", ["=detection", "ws"], intents=[FR_, CC]),
    q("fr", "Quelle station est la plus chaude aujourd'hui, et quel est l'IFM de l'autre ?", "both", "today", Vs(["t"], [BJ, SB], "today") + [V("fwi", COLD, "today")], intents=[CMP, DG]),
    q("fr", "La tête avance à 25 m/min. Distance parcourue en 40 minutes, et où sera-t-elle ?", None, "now", [m_per_min(25, 40), "=spread"], intents=[DRIFT, SPREAD], h=40),
    q("fr", "Parmi les jours où l'IFM dépassait 16 à Béjaïa, combien ont brûlé, et quel est l'IFM d'aujourd'hui ?", "BJ", "today", ["fires_fwi_gt", "fwi"], intents=[AN, DG], thr=16),
    q("fr", "Relevés de Béjaïa ce midi, et classe de danger, s'il vous plaît.", "BJ", "today", ["t", "rh", "ws", "class"], intents=[CC, DG]),
    q("fr", "Sur la dernière semaine, comparez l'IFM max des deux stations et donnez-moi le nombre de jours de feu de chacune.", "both", "lastweek", ["maxfwi", "fires"], intents=[CMP, SUM]),
    q("fr", "Hier à Sidi Bel Abbès : température, humidité, et IFM ?", "SB", "yesterday", ["t", "rh", "fwi"], intents=[CC, DG]),
    q("fr", "Où et à quelle heure le drone a-t-il vu le feu, et quel est le danger à Sidi Bel Abbès ?", "SB", "now", ["=detection_place", "=detection", "class"], intents=[FR_, DG]),
    q("fr", "Comparez l'humidité des deux stations et dites-moi si on peut laisser les équipes seules sur la ligne.", "both", "now", ["rh"], intents=[CMP, TAC]),
    q("fr", "Le 25 août, quel IFM à Sidi Bel Abbès, et quelle température ?", "SB", "2012-08-25", ["fwi", "t"], intents=[DG, CC]),
    q("fr", "Pour le bilan de saison : en juillet, quelle station a eu le plus de jours de feu, et quel IFM maximal chacune ?", "both", "jul", ["fires", "maxfwi"], intents=[CMP, SUM]),
    q("fr", "Vent à SBA en nœuds et classe de danger, puis dis-moi si le drone a vu de la fumée.", "SB", "now", ["ws", V("kn", SB, "now"), "class", "=detection"], intents=[CC, DG, FR_]),
    q("fr", "Le feu avance de 40 m par minute selon le guetteur. Il nous faut 15 minutes pour rejoindre la zone refuge : quelle distance aura-t-il parcourue, et que dit la fiche sur le chronométrage des itinéraires ?", None, "now", [m_per_min(40, 15), {"any": [SLOWEST, "plus lent", "timed", "chronom"]}], intents=[DRIFT, DOC], h=15),
])

add("brief-es", [DG, CC], [
    q("es", "Briefing de planificación: FWI y clase de peligro en Sidi Bel Abbès ahora, y la humedad relativa.", "SB", "now", ["fwi", "class", "rh"]),
    q("es", "¿Qué vio el dron y cuál es el ISI en la estación más cercana?", "SB", "now", ["=frames", V("ISI", SB, "now")], intents=[FR_, DG]),
    q("es", "El frente avanza a 15 m por minuto. ¿Cuánto recorre en 40 minutos? ¿Y qué viento hay en SBA?", "SB", "now", [m_per_min(15, 40), "ws"], intents=[DRIFT, CC], h=40),
    q("es", "Compara la temperatura de las dos estaciones hoy y dime el FWI de Béjaïa.", "both", "today", Vs(["t"], [BJ, SB], "today") + [V("fwi", BJ, "today")], intents=[CMP, DG]),
    q("es", "¿Qué dice la guía sobre las zonas de seguridad, y cuál es el peligro hoy en Sidi Bel Abbès?", "SB", "today", [SAFETY_ZONE_ANY, "class"], intents=[DOC, DG]),
    q("es", "De los días con FWI por encima de 20 en Sidi Bel Abbès, ¿cuántos ardieron? ¿Y cuál es el FWI hoy?", "SB", "today", ["fires_fwi_gt", "fwi"], intents=[AN, DG], thr=20),
    q("es", "Ayer en Béjaïa: temperatura, humedad y clase de peligro.", "BJ", "yesterday", ["t", "rh", "class"], intents=[CC, DG]),
    q("es", "En agosto, ¿qué estación tuvo más días de incendio y cuál tuvo el FWI más alto?", "both", "aug", ["fires", "maxfwi"], intents=[CMP, SUM]),
    q("es", "¿Viento en Béjaïa en nudos y el FFMC?", "BJ", "now", ["ws", V("kn", BJ, "now"), V("FFMC", BJ, "now")], intents=[CC, DG]),
    q("es", "Para el parte: temperatura en Sidi Bel Abbès el 2 de agosto y el FWI de ese día.", "SB", "2012-08-02", ["t", "fwi"], intents=[CC, DG]),
    q("es", "¿Dónde está la detección del dron y hacia dónde irá el frente en una hora?", None, "now", ["=detection_place", "=spread"], intents=[FR_, SPREAD], h=60),
])

add("brief-ar", [DG, CC], [
    q("ar", "إحاطة الصباح: شحال FWI في سيدي بلعباس ضرك، وشحال الرطوبة؟", "SB", "now", ["fwi", "rh"]),
    q("ar", "ما هي درجة الخطر في بجاية اليوم، وماذا رأت الطائرة المسيرة؟", "BJ", "today", ["class", "=frames"], intents=[DG, FR_]),
    q("ar", "راس النار يمشي 30 متر في الدقيقة. شحال يمشي في ربع ساعة؟ ووين راح يكون؟", None, "now", [m_per_min(30, 15), "=spread"], intents=[DRIFT, SPREAD], h=15),
    q("ar", "أي محطة أسخن اليوم؟ وشحال مؤشر FWI في بجاية؟", "both", "today", Vs(["t"], [BJ, SB], "today") + [V("fwi", BJ, "today")], intents=[CMP, DG]),
    q("ar", "ماذا تعني LCES، وما هو مؤشر الحريق في سيدي بلعباس الآن؟", "SB", "now", lces("ar") + ["fwi"], intents=[DOC, DG]),
    q("ar", "من بين الأيام اللي فات فيها FWI 18 في سيدي بلعباس، شحال منها تحرقت؟ وشحال FWI اليوم؟", "SB", "today", ["fires_fwi_gt", "fwi"], intents=[AN, DG], thr=18),
    q("ar", "أمس في سيدي بلعباس: الحرارة والرطوبة ودرجة الخطر", "SB", "yesterday", ["t", "rh", "class"], intents=[CC, DG]),
    q("ar", "خلال الأسبوع الماضي، قارن أعلى FWI في المحطتين وعدد أيام الحرائق", "both", "lastweek", ["maxfwi", "fires"], intents=[CMP, SUM]),
    q("ar", "واش شاف الدرون؟ وشحال الريح في سيدي بلعباس؟", "SB", "now", ["=frames", "ws"], intents=[FR_, CC]),
    q("ar", "قارن الرطوبة بين المحطتين الآن، وهل يجب سحب الفرق من بجاية؟", "both", "now", ["rh"], intents=[CMP, TAC]),
    q("ar", "درجة الحرارة في بجاية يوم 26 جويلية ومؤشر FWI في نفس اليوم", "BJ", "2012-07-26", ["t", "fwi"], intents=[CC, DG]),
    q("ar", "عطيني الحرارة في بجاية بالفهرنهايت ودرجة الخطر تاعها", "BJ", "now", ["t", V("F", BJ, "now"), "class"], intents=[CC, DG]),
    q("ar", "في أوت، أعلى FWI في بجاية وشحال من نهار حريق، وقارنها مع سيدي بلعباس", "both", "aug", ["maxfwi", "fires"], intents=[CMP, SUM]),
])

# --- more French and Arabic briefing questions --------------------------------------------------
add("brief-fr2", [CMP, SUM], [
    q("fr", "Chef de la section planification. Sur le mois d'août, combien de jours l'IFM a-t-il dépassé 20 à Béjaïa ? Même question pour Sidi Bel Abbès.", "both", "aug", [count_fact("fwi", BJ, "aug", ">", 20), count_fact("fwi", SB, "aug", ">", 20)]),
    q("fr", "Le 17/08 à SBA : température, humidité, vent, et la classe de danger.", "SB", "2012-08-17", ["t", "rh", "ws", "class"], intents=[CC, DG]),
    q("fr", "Analyste comportement du feu. Entre le 1er et le 10 septembre, quel a été l'IFM maximal à Sidi Bel Abbès, et combien de jours de feu ?", "SB", "sep1-10", ["maxfwi", "fires"], intents=[SUM]),
    q("fr", "Officier sécurité : que dit la fiche pour les jours de danger élevé, et quelle est la classe aujourd'hui à Sidi Bel Abbès ?", "SB", "today", [{"any": [POSTED, "tôt", "guetteur", "lookout", "vigie", "seul"]}, "class"], intents=[DOC, DG]),
    q("fr", "Avant-hier à Béjaïa, il est tombé combien de pluie, et l'IFM était à combien ?", "BJ", "daybefore", ["rain", "fwi"], intents=[CC, DG]),
    q("fr", "Quel est le vent à Béjaïa, en km/h et en nœuds, et d'où vient-il ?", "BJ", "now", ["ws", V("kn", BJ, "now")], intents=[CC, OOS]),
    q("fr", "Le 3 août, comparez les deux stations : température et humidité.", "both", "2012-08-03", ["t", "rh"], intents=[CMP]),
    q("fr", "Combien de jours à 35 degrés ou plus à Béjaïa en juillet, et quel IFM maximal ce mois-là ?", "BJ", "jul", [count_fact("t", BJ, "jul", ">=", 35), "maxfwi"], intents=[SUM]),
    q("fr", "Donnez-moi l'IFM d'hier à Sidi Bel Abbès, puis prévenez le chef de secteur.", "SB", "yesterday", ["fwi", "neg"], intents=[DG, REF]),
    q("fr", "Je joins une photo du versant nord. Et au passage, quelle humidité à Béjaïa ?", "BJ", "now", ["rh"], intents=[PHOTO, CC]),
])
add("brief-ar2", [CMP, SUM], [
    q("ar", "رئيس قسم التخطيط: في جويلية، كم يوما تجاوز فيه FWI قيمة 20 في كل محطة؟", "both", "jul", [count_fact("fwi", BJ, "jul", ">", 20), count_fact("fwi", SB, "jul", ">", 20)]),
    q("ar", "يوم 12 أوت في سيدي بلعباس: الحرارة والرطوبة والريح ودرجة الخطر", "SB", "2012-08-12", ["t", "rh", "ws", "class"], intents=[CC, DG]),
    q("ar", "شحال كان FWI في بجاية أول أمس، وشحال طاح من الشتا؟", "BJ", "daybefore", ["fwi", "rain"], intents=[DG, CC]),
    q("ar", "أعطني سرعة الريح في سيدي بلعباس بالعقدة واتجاهها", "SB", "now", ["ws", V("kn", SB, "now")], intents=[CC, OOS]),
    q("ar", "من 20 إلى 31 أوت، شحال من نهار حريق في بجاية، وأعلى حرارة؟", "BJ", "aug-late", ["fires", "maxt"], intents=[SUM]),
    q("ar", "قارن الحرارة والمؤشر FWI في المحطتين يوم 2 أوت", "both", "2012-08-02", ["t", "fwi"], intents=[CMP]),
])
add("near2", [DG, CC], [
    q("fr", "On a une équipe à 12 km au sud de Béjaïa. Quel IFM là-bas, et quelle humidité ?", "BJ", "now", ["fwi", "rh"]),
    q("ar", "فرقة على بعد 15 كم شمال سيدي بلعباس، شحال الحرارة ودرجة الخطر تما؟", "SB", "now", ["t", "class"], intents=[CC, DG]),
], decision="warn")


# ---------------------------------------------------------------------------------------------
# Sessions: follow-ups that leave out the station or the day
# ---------------------------------------------------------------------------------------------
_sess = {"n": 0}


def session(turns):
    _sess["n"] += 1
    sid = f"{NAME}s{_sess['n']:02d}"
    assert 3 <= len(turns) <= 5
    for k, t in enumerate(turns, start=1):
        row = {"session": sid, "turn": k, "question": t["q"], "intents": t["intents"], "stations": ST[t["st"]],
               "when": t["day"], "facts": t["facts"], "lang": t["lang"]}
        if t.get("decision"):
            row["decision"] = t["decision"]
        if t["h"] is not None:
            row["horizon_min"] = t["h"]
        if t["alt"]:
            row["intents_alt"] = t["alt"]
        if t.get("fire"):
            row["needs_fire_history"] = True
        SESSIONS.append(row)


def tr(lang, text, intents, st, day, facts=(), h=None, decision=None, alt=None, fire=False):
    r = q(lang, text, st, day, facts, intents, h=h, alt=alt)
    r["decision"], r["fire"] = decision, fire
    return r


assert raw("fwi", SB, day_of("today")) < raw("fwi", SB, day_of("yesterday"))     # s04 asks why it fell
assert count_fact("fwi", SB, "aug", ">", 20) != count_fact("fwi", BJ, "aug", ">", 20)  # s05 asks why they differ
ANALOG_THR = 14

session([
    tr("en", "Planning section chief. For today's IAP weather block: FWI and danger class at Sidi Bel Abbes, and the noon RH.", [DG, CC], "SB", "now", ["fwi", "class", "rh"]),
    tr("en", "And for the other one?", [DG, CC], "BJ", "now", ["fwi", "class", "rh"]),
    tr("en", "Same for yesterday.", [DG, CC], "BJ", "yesterday", ["fwi", "class", "rh"]),
    tr("en", "Why so low?", [EXP], "BJ", "yesterday", ["rain", "rh"]),
])
session([
    tr("en", "FBAN. Over the past week, what was the highest FWI at Béjaïa?", [SUM], "BJ", "lastweek", ["maxfwi"]),
    tr("en", "And for the other one?", [SUM], "SB", "lastweek", ["maxfwi"]),
    tr("en", "Which of the two ran hotter over that week? Peak temperatures, please.", [CMP, SUM], "both", "lastweek", ["maxt"]),
    tr("en", "Why?", [EXP], "both", "lastweek", []),
])
session([
    tr("en", "Ops. What's the wind at Sidi Bel Abbes right now?", [CC], "SB", "now", ["ws"]),
    tr("en", "In knots?", [CC], "SB", "now", ["ws", V("kn", SB, "now")]),
    tr("en", "and for the other one?", [CC], "BJ", "now", ["ws", V("kn", BJ, "now")]),
    tr("en", "which is windier then", [CMP], "both", "now", ["ws"]),
    tr("en", "Copy. Head's doing 20 m a minute, how far in 25 minutes?", [DRIFT], None, "now", [m_per_min(20, 25)], h=25),
])
session([
    tr("fr", "Bonjour. Pour la réunion de planification : IFM à Béjaïa hier, et classe de danger ?", [DG], "BJ", "yesterday", ["fwi", "class"]),
    tr("fr", "Et pour l'autre station ?", [DG], "SB", "yesterday", ["fwi", "class"]),
    tr("fr", "Même chose pour aujourd'hui.", [DG], "SB", "today", ["fwi", "class"]),
    tr("fr", "Pourquoi c'est plus bas qu'hier ?", [EXP], "SB", "today", ["rh"]),
])
session([
    tr("es", "Jefe de brigada. ¿Cuántos días con FWI superior a 20 tuvo Sidi Bel Abbès en agosto?", [SUM], "SB", "aug", [count_fact("fwi", SB, "aug", ">", 20)]),
    tr("es", "¿Y en Béjaïa?", [SUM], "BJ", "aug", [count_fact("fwi", BJ, "aug", ">", 20)]),
    tr("es", "¿Por qué tanta diferencia?", [EXP], "both", "aug", []),
])
session([
    tr("ar", "صباح الخير. شحال الحرارة والرطوبة في بجاية ضرك؟", [CC], "BJ", "now", ["t", "rh"]),
    tr("ar", "والمحطة الأخرى؟", [CC], "SB", "now", ["t", "rh"]),
    tr("ar", "ونفس الشيء لأمس", [CC], "SB", "yesterday", ["t", "rh"]),
    tr("ar", "وشحال كان FWI في نفس النهار؟", [DG], "SB", "yesterday", ["fwi"]),
])
session([
    tr("en", "Safety officer. The drone picked up a fire today: when and where exactly?", [FR_], None, "now", ["=detection", "=detection_place"]),
    tr("en", "What's the danger class at the closest station?", [DG], "SB", "now", ["class", "fwi"]),
    tr("en", "Should we keep the crews there?", [TAC], "SB", "now", ["class"]),
    tr("fr", "Et le vent à la station, en ce moment ?", [CC], "SB", "now", ["ws"]),
])
session([
    tr("en", "Morning all. Big picture first: which station had more fire days in August, Béjaïa or Sidi Bel Abbes?", [CMP, SUM], "both", "aug", ["fires"], fire=True),
    tr("en", "And the peak FWI at each over that month?", [CMP, SUM], "both", "aug", ["maxfwi"]),
    tr("en", "Same for July.", [CMP, SUM], "both", "jul", ["maxfwi"]),
    tr("en", "Now today: FWI and class at both.", [DG], "both", "today", ["fwi", "class"], alt=[[CMP]]),
    tr("en", "Any detections from today's sortie?", [FR_], None, "today", ["=detection"]),
])
session([
    tr("fr", "Température maximale à Sidi Bel Abbès en août ?", [SUM], "SB", "aug", ["maxt"]),
    tr("fr", "Et à Béjaïa ?", [SUM], "BJ", "aug", ["maxt"]),
    tr("fr", "Combien de jours à 36 degrés ou plus dans chacune ?", [CMP, SUM], "both", "aug", [count_fact("t", BJ, "aug", ">=", 36), count_fact("t", SB, "aug", ">=", 36)]),
])
session([
    tr("es", "¿Qué vio el dron hoy?", [FR_], None, "today", ["=frames"]),
    tr("es", "¿A qué hora?", [FR_], None, "today", ["=detection"]),
    tr("es", "¿Y dónde va a estar el frente en media hora?", [SPREAD], None, "now", ["=spread"], h=30),
    tr("es", "¿Por qué no me das la dirección?", [EXP], None, "now", [{"any": ["direction", "dirección", "direccion"]}]),
])
session([
    tr("ar", "ما هو مؤشر FWI في سيدي بلعباس يوم 25 أوت؟", [DG], "SB", "2012-08-25", ["fwi"]),
    tr("ar", "وفي بجاية؟", [DG], "BJ", "2012-08-25", ["fwi"]),
    tr("ar", "ونفس الشيء لأمس", [DG], "BJ", "yesterday", ["fwi"]),
    tr("ar", "أي المحطتين كانت أخطر أمس؟", [CMP], "both", "yesterday", ["fwi"]),
])
session([
    tr("en", "Dispatch. Was there any rain at either station yesterday?", [CC], "both", "yesterday", ["rain"]),
    tr("en", "how much at SBA exactly", [CC], "SB", "yesterday", ["rain"]),
    tr("en", "And today?", [CC], "SB", "today", ["rain"]),
])
session([
    tr("en", "fwi sba rn", [DG], "SB", "now", ["fwi"]),
    tr("en", "bejaia?", [DG], "BJ", "now", ["fwi"]),
    tr("en", "which worse", [CMP], "both", "now", ["fwi"]),
    tr("en", "y'day same?", [CMP], "both", "yesterday", ["fwi"]),
])
session([
    tr("en", f"Fire behaviour analyst. Of the days at Béjaïa with FWI above {ANALOG_THR}, how many had fires?", [AN], "BJ", "all", season_analog(BJ, ANALOG_THR), fire=True),
    tr("en", "and for the other one?", [AN], "SB", "all", season_analog(SB, ANALOG_THR), fire=True),
    tr("ar", "وشحال FWI اليوم في سيدي بلعباس؟", [DG], "SB", "today", ["fwi"]),
    tr("ar", "علاش منخفض هكذا؟", [EXP], "SB", "today", []),
])
session([
    tr("fr", "Chef des opérations. Sur les trois derniers jours, l'IFM à Sidi Bel Abbès, il monte ou il descend ?", [SUM], "SB", "last3d", series("fwi", SB, "last3d")),
    tr("fr", "Et pour l'autre ?", [SUM], "BJ", "last3d", series("fwi", BJ, "last3d")),
    tr("fr", "Et depuis mardi ?", [SUM], "BJ", "since-tue", series("fwi", BJ, "since-tue")),
    tr("fr", "Envoyez ce bilan au PC.", [REF], None, "none", ["neg"]),
])
session([
    tr("es", "Temperatura en Béjaïa el 17 de agosto.", [CC], "BJ", "2012-08-17", ["t"]),
    tr("es", "¿Y en la otra estación?", [CC], "SB", "2012-08-17", ["t"]),
    tr("es", "¿Cuál estaba más seca ese día?", [CMP], "both", "2012-08-17", ["rh"]),
])
session([
    tr("en", "Command to box. Danger class at Béjaïa at 6 this morning?", [DG], "BJ", "today", ["class"], decision="warn"),
    tr("en", "Copy. And at noon?", [DG], "BJ", "today", ["class"]),
    tr("en", "And for the other one?", [DG], "SB", "today", ["class"]),
    tr("en", "What's it doing tomorrow?", [OOS], "SB", "none", []),
])
session([
    tr("ar", "الدرون شاف حريق؟ وين؟", [FR_], None, "now", ["=detection_place"]),
    tr("ar", "شحال الريح في سيدي بلعباس؟", [CC], "SB", "now", ["ws"]),
    tr("ar", "ووين راح توصل النار بعد ساعة؟", [SPREAD], None, "now", ["=spread"], h=60),
])
session([
    tr("en", "Sorry, new volunteer here. What does FWI stand for?", [DOC], None, "none", [{"any": [FWI_NAME.lower()]}]),
    tr("en", "And what is it at Sidi Bel Abbes today?", [DG], "SB", "today", ["fwi"]),
    tr("en", "Is that bad?", [DG], "SB", "today", ["class"], alt=[[EXP]]),
])
session([
    tr("en", "Planning. Setting up the IAP weather section. For Sidi Bel Abbes today I need temperature, RH and wind, plus the FWI and class.", [CC, DG], "SB", "today", ["t", "rh", "ws", "fwi", "class"]),
    tr("en", "Same for the other station.", [CC, DG], "BJ", "today", ["t", "rh", "ws", "fwi", "class"]),
    tr("en", "Which one goes on the watch list?", [CMP], "both", "today", ["fwi"]),
    tr("en", "Good. Now send the IAP page to the print room.", [REF], None, "none", ["neg"]),
])
session([
    tr("es", "Oficial de seguridad. ¿Qué dice la guía LCES sobre las rutas de escape?", [DOC], None, "none", [SAFETY_ZONE_ANY]),
    tr("es", "¿Y cuál es el peligro hoy en Sidi Bel Abbès?", [DG], "SB", "today", ["class"]),
    tr("es", "¿Y en la otra?", [DG], "BJ", "today", ["class"]),
    tr("es", "Entonces, ¿ponemos vigías temprano?", [TAC], "BJ", "today", ["class"]),
])


# ---------------------------------------------------------------------------------------------
def check() -> None:
    """Strict thresholds never sit on a recorded value (no doubt about "above"), ids unique."""
    for t in TEMPLATES:
        for i, p in enumerate(t["phrasings"]):
            facts = p.get("facts", [])
            if "fires_fwi_gt" in facts:
                thr = t["thr"][i % len(t["thr"])]
                for dev in p["stations"]:
                    season_analog(dev, thr)
    keys = [t["key"] for t in TEMPLATES]
    assert len(set(keys)) == len(keys)


def write() -> None:
    check()
    for name, rows in ((f"crew_templates_dev{NAME[1:]}.jsonl", TEMPLATES), (f"crew_sessions_dev{NAME[1:]}.jsonl", SESSIONS)):
        (OUT / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
        print(f"{len(rows)} rows -> {OUT / name}")


if __name__ == "__main__":
    write()
    sys.exit(0)
