#!/usr/bin/env python3
"""Batch d103: a blind, broad fire-season sample of crew questions (sealed-test style).

Writes crew_templates_dev103.jsonl and crew_sessions_dev103.jsonl next to this script. Every number in a
gold fact is computed here: readings and codes from the Algerian CSV through crew_facts.table() /
fire_record(), unit conversions of those readings, products of the crew's own rates and minutes, and
thresholds parsed out of the shipped documents with regular expressions.

Run from the repository root:  PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev103 (written blind at stop 61, sealed until it was scored once, then dev)
"""
import json
import math
import re
from pathlib import Path

from appliance import paths
from appliance.evaluation import crew_days
from appliance.evaluation import crew_facts as cf

NAME = "d103"
OUT = Path(__file__).resolve().parent
TAB = cf.table()
FIREREC = cf.fire_record()
B, S = "bejaia", "sidi-bel-abbes"
BOTH = "both"
DOCS = paths.EDGE_DATA_DIR / "documents"


# ----------------------------------------------------------------------------- numbers from the data
def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def one_day(key):
    d = days_of(key)
    assert d and len(d) == 1, key
    return d[0]


def devs(st):
    return [B, S] if st == BOTH else [st]


def half_up(x, nd=0):
    q = 10 ** nd
    return math.floor(x * q + 0.5 + 1e-9) / q


def num(x):
    return cf._num(x)


def dec_forms(x, nd=1):
    s = f"{half_up(x, nd):.{nd}f}"
    return [s, s.replace(".", ",")]


def K(st, key, *codes):
    """FWI-system codes (FFMC, DMC, DC, ISI, BUI, FWI) as recorded, per station."""
    return [num(TAB[(d, one_day(key))].codes[c]) for d in devs(st) for c in codes]


def raw(dev, key, field):
    r = TAB[(dev, one_day(key))]
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm,
            "fwi": r.codes["FWI"]}[field]


def V(st, key, *fields):
    """Readings as literal numbers (when the item's day key is not the reading's day)."""
    return [num(raw(d, key, f)) for d in devs(st) for f in fields]


UNIT_WORDS = {"mph": ["mph"], "kn": ["kn", "kt", "knots", "nœuds", "noeuds", "nudos"], "ms": ["m/s"],
              "F": ["°F", "F"]}


def conv_value(field, unit, x):
    if unit == "F":
        assert field == "t"
        return x * 9 / 5 + 32
    assert field == "ws"
    return x / {"mph": 1.609344, "kn": 1.852, "ms": 3.6}[unit]


def U(st, key, field, unit):
    """The reading converted to the unit the crew asked for, in the usual roundings."""
    out = []
    for d in devs(st):
        x = conv_value(field, unit, raw(d, key, field))
        v0 = int(half_up(x))
        forms = dec_forms(x)
        if abs(half_up(x, 1) - v0) < 1e-9:
            forms = [str(v0)] + forms
        else:
            for w in UNIT_WORDS[unit]:
                forms += [f"{v0} {w}", f"{v0}{w}"]
        out.append({"any": sorted(set(forms), key=forms.index)})
    return out


def DIFF(key, field, unit_words):
    a, b = raw(B, key, field), raw(S, key, field)
    d = abs(a - b)
    if abs(d - round(d)) < 1e-9:
        n = str(int(round(d)))
        return [{"any": [f"{n} {w}" for w in unit_words] + [f"{n}{w}" for w in unit_words if not w[0].isalpha()]}]
    return [{"any": dec_forms(d)}]


def rows_in(dev, window):
    return [TAB[(dev, day)] for day in days_of(window) if (dev, day) in TAB]


def field_of(r, field):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm, "fwi": r.codes["FWI"]}[field]


def COUNT(st, window, field, thr):
    """Days in the window whose reading is above thr (strictly)."""
    return [sum(1 for r in rows_in(d, window) if field_of(r, field) > thr) for d in devs(st)]


def AVG(st, window, field):
    out = []
    for d in devs(st):
        vals = [field_of(r, field) for r in rows_in(d, window)]
        out.append({"any": dec_forms(sum(vals) / len(vals))})
    return out


def MIN(st, window, field):
    return [num(min(field_of(r, field) for r in rows_in(d, window))) for d in devs(st)]


def TOTAL(st, window, field):
    out = []
    for d in devs(st):
        tot = sum(field_of(r, field) for r in rows_in(d, window))
        out.append({"any": dec_forms(tot) + ([str(int(round(tot)))] if abs(tot - round(tot)) < 1e-9 else [])})
    return out


def ENDS(st, window, field):
    """First and last value of the window (a trend is told by its ends)."""
    out = []
    for d in devs(st):
        rs = rows_in(d, window)
        out += [num(field_of(rs[0], field)), num(field_of(rs[-1], field))]
    return out


def WIN_ANALOG(dev, window, thr):
    """Days of the window (box's fire record) with FWI above thr, and how many of them burned."""
    hot = [fire for day in days_of(window) if (dev, day) in FIREREC
           for fwi, fire in [FIREREC[(dev, day)]] if fwi > thr]
    return [len(hot), sum(hot)]


def DIST(metres, extra=()):
    """A distance the crew's own numbers give: m and km forms, dot and comma."""
    m = int(half_up(metres))
    forms = [f"{m} m", f"{m}m", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m:,} m".replace(",", ".")]
    km = m / 1000
    ks = f"{km:.3f}".rstrip("0").rstrip(".")
    kforms = {ks}
    if float(ks).is_integer():
        kforms.add(f"{int(float(ks))}.0")
    for nd in (1, 2):       # a rounding the crew would say, when it stays within 3 % of the product
        v = half_up(km, nd)
        if v > 0 and abs(v - km) / km < 0.03:
            kforms.add(f"{v:.{nd}f}")
    for k in sorted(kforms):
        for kk in (k, k.replace(".", ",")):
            forms += [f"{kk} km", f"{kk}km", f"{kk} كم"]
    forms += list(extra)
    seen = []
    for f in forms:
        if f not in seen:
            seen.append(f)
    return [{"any": seen}]


def rate_m(rate, per="min", minutes=0):
    """Crew rate times minutes, in metres: m/min, km/h or mph."""
    if per == "min":
        return rate * minutes
    if per == "kmh":
        return rate * 1000 * minutes / 60
    if per == "mph":
        return rate * 1609.344 * minutes / 60
    raise ValueError(per)


# ----------------------------------------------------------------------------- facts from the documents
def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())     # line breaks as spaces


DEFSP, LCESDOC, FWIDOC = (doc(n) for n in ("butte-county-defensible-space.md", "crew-safety-lces.md",
                                             "fire-weather-index-guide.md"))


def rx(text, pat, group=1):
    m = re.search(pat, text, re.S)
    assert m, pat
    return m.group(group)


DEF_FEET = int(rx(DEFSP, r"requires (\d+) feet of defensible space"))
ZONE0 = int(rx(DEFSP, r"Zone 0 is the first (\d+) feet"))
Z1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEFSP)
ZONE1_FROM, ZONE1_TO = int(Z1.group(1)), int(Z1.group(2))
GRASS_IN = int(rx(DEFSP, r"maximum height of (\d+) inches"))
BRANCH_FT = int(rx(DEFSP, r"branches (\d+) feet from chimneys"))
CLASS_FROM = {w: float(v) for v, w in re.findall(r"from ([\d.]+),?\s+(very high|high|moderate|low|extreme)", FWIDOC)}
FFMC_IGNITE = int(rx(FWIDOC, r"above about (\d+)\s+fine fuels"))
LCES_M = re.search(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", LCESDOC)
LCES_WORDS = [{"any": [w.lower().rstrip("s")]} for w in LCES_M.groups()]
assert "downhill" in LCESDOC and "spot fires" in LCESDOC and "posted early" in LCESDOC
WATCHOUT = [{"any": ["downhill"]}, {"any": ["spot fire"]}]
LOOKOUT_EARLY = [{"any": ["early"]}, {"any": ["lookout"]}]
PULLBACK = [{"any": [rx(LCESDOC, r"(Pull back) and re-assess").lower(), "re-assess", "reassess"]}]
ISI_WORDS = [{"any": [rx(FWIDOC, r"rates how fast\s+a fire would (spread)")]}]
BUI_WORDS = [{"any": ["buildup", "build-up", "fuel available"]}]
assert "Buildup Index" in FWIDOC and "fuel available" in FWIDOC
FWI_NAME = [{"any": [rx(FWIDOC, r"The (Fire Weather Index) \(FWI\)").lower()]}]
DOC_TITLES = [{"any": ["defensible"]}, {"any": ["LCES", "crew safety"]}, {"any": ["fire weather index", "FWI"]}]


def dec_fact(x):
    return {"any": dec_forms(x)} if not float(x).is_integer() else int(x)


HIGH_FROM = dec_fact(CLASS_FROM["high"])
VHIGH_FROM = dec_fact(CLASS_FROM["very high"])
EXTREME_FROM = dec_fact(CLASS_FROM["extreme"])

# ----------------------------------------------------------------------------- seeded frame facts
SEED = cf.SEEDED
# Time and place parts of the seeded frame facts, without the English fire word (for answers in other languages)
FR_TIME = [f for f in SEED["frames"] if f != cf.FIRE_WORD]
DET_TIME = [f for f in SEED["detection"] if f != cf.FIRE_WORD]
DET_PLACE = [f for f in SEED["detection_place"] if f != cf.FIRE_WORD]
NAMES_EN = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
NAMES_AR = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس", "سيدي بل عباس"]}]
PERIOD_EN = [{"any": ["June"]}, {"any": ["September"]}]


# ----------------------------------------------------------------------------- template machinery
TEMPLATES = []
SESSIONS = []
_KEYS = set()


def R(q, lang, st, day, facts=(), h=None, thr=None, intents=None, alt=None, fire=False):
    return {"q": q, "lang": lang, "st": st, "day": day, "facts": list(facts), "h": h, "thr": thr,
            "intents": intents, "alt": alt, "fire": fire}


def _stmode(st):
    return {None: "none", BOTH: "both", "alt": "alt"}.get(st, [st] if st in (B, S) else st)


def T(kind, intents, rows, decision=None):
    """One template per (fire-history need) group of rows; phrasings carry their own stations and facts."""
    for fire in (False, True):
        group = [r for r in rows if r["fire"] == fire]
        if not group:
            continue
        key = f"{NAME}-{kind}" + ("-fh" if fire and len(group) != len(rows) else "")
        assert key not in _KEYS, key
        _KEYS.add(key)
        phr = []
        for r in group:
            p = {"q": r["q"], "lang": r["lang"], "stations": _stmode(r["st"]), "facts": r["facts"]}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phr.append(p)
        t = {"key": key, "intents": intents, "phrasings": phr, "stations": "none",
             "days": [r["day"] for r in group]}
        if any(r["h"] is not None for r in group):
            t["horizons"] = [r["h"] for r in group]
        if any(r["thr"] is not None for r in group):
            t["thr"] = [r["thr"] for r in group]
        if any(r["intents"] for r in group):
            t["intents_by_phrasing"] = [r["intents"] or intents for r in group]
        if decision:
            t["decision"] = decision
        if fire:
            t["needs_fire_history"] = True
        TEMPLATES.append(t)


def TURN(session, turn, q, lang, intents, st, when, facts=(), decision=None, h=None, fire=False, alt=None):
    stations = None if st is None else sorted(devs(st)) if st in (B, S, BOTH) else st
    row = {"session": f"{NAME}s{session:02d}", "turn": turn, "question": q, "intents": intents,
           "stations": stations, "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if fire:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    SESSIONS.append(row)


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FRAMES, DOCU, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXPL = "photo", "out_of_scope", "refuse", "tactical", "explain"
NEG = "neg"
W_EN = ["degree", "°C"]
W_DEG = ["degree", "degré", "grado", "درج", "°C"]
W_KMH = ["km/h"]

# ============================================================================= current conditions
T("cc-en", [CC], [
    R("temp at SBA right now?", "en", S, "now", ["t"]),
    R("What's the latest humidity reading you've got for Béjaïa?", "en", B, "now", ["rh"]),
    R("Engine 14 to base, give me the current wind speed at Sidi Bel Abbes.", "en", S, "now", ["ws"]),
    R("did it rain at bejaia today", "en", B, "today", ["rain"]),
    R("Need the full noon obs for Sidi-Bel Abbès: temperature, RH, wind, rain.", "en", S, "now", ["t", "rh", "ws", "rain"]),
    R("How hot did it get in Bejaia yesterday?", "en", B, "yesterday", ["t"]),
    R("wind in mph at SBA pls", "en", S, "now", ["ws"] + U(S, "now", "ws", "mph")),
    R("Béjaïa wind speed in knots, for the air ops brief.", "en", B, "now", ["ws"] + U(B, "now", "ws", "kn")),
    R("Convert the current Sidi Bel Abbes wind to metres per second for me.", "en", S, "now", ["ws"] + U(S, "now", "ws", "ms")),
    R("What's the temperature at Bejaia in Fahrenheit? The exchange crew from Oregon keeps asking.", "en", B, "now",
      ["t"] + U(B, "now", "t", "F")),
    R("Temp in F at SBA yesterday?", "en", S, "yesterday", ["t"] + U(S, "yesterday", "t", "F")),
    R("RH at Béjaïa on 14-Aug?", "en", B, "2012-08-14", ["rh"]),
    R("Give me Sidi Bel Abbes for 8/14, temp and humidity.", "en", S, "2012-08-14", ["t", "rh"]),
    R("What was the wind doing at Bejaia on Aug 3?", "en", B, "2012-08-03", ["ws"]),
    R("Hi, new volunteer here, sorry if this is basic. How humid is it at Béjaïa at the moment?", "en", B, "now", ["rh"]),
    R("Rainfall at SBA the day before yesterday?", "en", S, "daybefore", ["rain"]),
    R("Readings at Sidi Bel Abbès on 2012-07-22", "en", S, "2012-07-22", ["t", "rh", "ws", "rain"]),
    R("bejaia temp rh wind now", "en", B, "now", ["t", "rh", "ws"]),
    R("Logistics here. What was the noon temperature at Sidi-Bel Abbes on 21 September? Working out water for the crews.",
      "en", S, "2012-09-21", ["t"]),
    R("Was any rain recorded at Béjaïa on the 25th of September?", "en", B, "2012-09-25", ["rain"]),
    R("Current humidity and wind at Sidi Bel Abbes, wind in m/s please.", "en", S, "now", ["rh", "ws"] + U(S, "now", "ws", "ms")),
    R("What did Sidi Bel Abbes hit on 3 August, in °F?", "en", S, "2012-08-03", ["t"] + U(S, "2012-08-03", "t", "F")),
    R("wind bejaia yday mph", "en", B, "yesterday", ["ws"] + U(B, "yesterday", "ws", "mph")),
    R("SBA conditions 13/8?", "en", S, "2012-08-13", ["t", "rh", "ws"]),
    R("What did the Béjaïa station log for humidity {day}?", "en", B, "2012-07-01", ["rh"]),
    R("Sidi Bel Abbes, 2 June: temperature and rain?", "en", S, "2012-06-02", ["t", "rain"]),
    R("What were the readings at Sidi Bel Abbes on 14 July?", "en", S, "2012-07-14", ["t", "rh", "ws"]),
    R("Latest wind at Béjaïa, knots and km/h.", "en", B, "now", ["ws"] + U(B, "now", "ws", "kn")),
    R("{st} weather at noon {day}?", "en", "alt", "2012-08-20", ["t", "rh", "ws"]),
    R("how windy was {st} {day}", "en", "alt", "2012-08-20", ["ws"]),
])

T("cc-fr", [CC], [
    R("Quelle température à Sidi Bel Abbès en ce moment ?", "fr", S, "now", ["t"]),
    R("Humidité relative à Béjaïa, s'il vous plaît.", "fr", B, "now", ["rh"]),
    R("Il a plu hier à Béjaïa ?", "fr", B, "yesterday", ["rain"]),
    R("Donne-moi le vent à SBA, en nœuds.", "fr", S, "now", ["ws"] + U(S, "now", "ws", "kn")),
    R("Relevés de Béjaïa le 3/8 : température, humidité, vent.", "fr", B, "2012-08-03", ["t", "rh", "ws"]),
    R("C'était combien l'humidité à Sidi-Bel-Abbès le 14 août ?", "fr", S, "2012-08-14", ["rh"]),
    R("La météo de midi à Béjaïa, avant-hier ?", "fr", B, "daybefore", ["t", "rh", "ws"]),
    R("Vitesse du vent à Sidi Bel Abbès en mètres par seconde, c'est pour le pilote du drone.", "fr", S, "now",
      ["ws"] + U(S, "now", "ws", "ms")),
    R("Quelle était la température à Béjaïa {day} ?", "fr", B, "2012-09-21", ["t"]),
    R("On a eu combien de pluie à SBA aujourd'hui ?", "fr", S, "today", ["rain"]),
    R("Le vent à Béjaïa le 22/9, ça donnait quoi ?", "fr", B, "2012-09-22", ["ws"]),
    R("Température en Fahrenheit à Sidi Bel Abbès hier, pour le rapport des collègues américains.", "fr", S, "yesterday",
      ["t"] + U(S, "yesterday", "t", "F")),
])

T("cc-es", [CC], [
    R("¿Qué temperatura marca Béjaïa ahora mismo?", "es", B, "now", ["t"]),
    R("Humedad en Sidi Bel Abbès, por favor.", "es", S, "now", ["rh"]),
    R("¿Cuánto viento hubo ayer en Béjaïa? En km/h.", "es", B, "yesterday", ["ws"]),
    R("viento en SBA en nudos", "es", S, "now", ["ws"] + U(S, "now", "ws", "kn")),
    R("¿Llovió en Sidi Bel Abbès el 25 de septiembre?", "es", S, "2012-09-25", ["rain"]),
    R("Datos de Béjaïa del 14/08: temperatura y humedad.", "es", B, "2012-08-14", ["t", "rh"]),
    R("¿Qué viento marcaba Béjaïa anteayer, en millas por hora?", "es", B, "daybefore", ["ws"] + U(B, "daybefore", "ws", "mph")),
    R("Temperatura en SBA {day}", "es", S, "2012-08-03", ["t"]),
    R("Dame las lecturas de hoy de Béjaïa: temperatura, humedad, viento y lluvia.", "es", B, "today", ["t", "rh", "ws", "rain"]),
])

T("cc-ar", [CC], [
    R("شحال الحرارة في سيدي بلعباس دروك؟", "ar", S, "now", ["t"]),
    R("ما هي نسبة الرطوبة في بجاية الآن؟", "ar", B, "now", ["rh"]),
    R("الريح في بجاية قداش راهي؟", "ar", B, "now", ["ws"]),
    R("هل تساقطت أمطار في سيدي بلعباس أمس؟", "ar", S, "yesterday", ["rain"]),
    R("عطيني الحرارة والرطوبة في بجاية نهار 14 أوت", "ar", B, "2012-08-14", ["t", "rh"]),
    R("سرعة الرياح في سيدي بلعباس بالعقدة من فضلك", "ar", S, "now", ["ws"] + U(S, "now", "ws", "kn")),
    R("ما هي درجة الحرارة المسجلة في بجاية يوم 3/8؟", "ar", B, "2012-08-03", ["t"]),
    R("قراءات محطة سيدي بلعباس أول أمس", "ar", S, "daybefore", ["t", "rh", "ws"]),
    R("واش طاحت الشتا في بجاية نهار 25 سبتمبر؟", "ar", B, "2012-09-25", ["rain"]),
    R("الحرارة في سيدي بلعباس بالفهرنهايت", "ar", S, "now", ["t"] + U(S, "now", "t", "F")),
    R("كم كانت سرعة الريح في بجاية {day}؟", "ar", B, "2012-09-21", ["ws"]),
])

# ============================================================================= danger
T("dg-en", [DG], [
    R("FWI at SBA?", "en", S, "now", ["fwi", "class"]),
    R("What's the fire danger class at Béjaïa today?", "en", B, "today", ["class", "fwi"]),
    R("Danger rating Sidi Bel Abbes yesterday", "en", S, "yesterday", ["fwi", "class"]),
    R("ISI at Bejaia right now?", "en", B, "now", K(B, "now", "ISI")),
    R("Give me the BUI for Sidi-Bel Abbès.", "en", S, "now", K(S, "now", "BUI")),
    R("What's the FFMC at SBA? Are the fine fuels ready to carry fire?", "en", S, "now", K(S, "now", "FFMC")),
    R("DMC and DC at Béjaïa please", "en", B, "now", K(B, "now", "DMC", "DC")),
    R("FBAN request: all six FWI system codes for Sidi Bel Abbes on 21 September (FFMC, DMC, DC, ISI, BUI, FWI).", "en", S,
      "2012-09-21", K(S, "2012-09-21", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI")),
    R("how bad is the fire danger at bejaia rn", "en", B, "now", ["fwi", "class"]),
    R("What was the FWI at Béjaïa on August 14?", "en", B, "2012-08-14", ["fwi"]),
    R("danger level SBA 03-Aug", "en", S, "2012-08-03", ["fwi", "class"]),
    R("Is Sidi Bel Abbes in high danger today?", "en", S, "today", ["fwi", "class"]),
    R("Initial spread index at Bejaia, day before yesterday.", "en", B, "daybefore", K(B, "daybefore", "ISI")),
    R("What danger class did Béjaïa have on 2012-09-21?", "en", B, "2012-09-21", ["class", "fwi"]),
    R("Command to box, what's the FWI number at Sidi-Bel Abbes, over.", "en", S, "now", ["fwi"]),
    R("Volunteer question: what does the fire weather index say for Béjaïa today? Are we OK to do the trail clean-up?",
      "en", B, "today", ["fwi", "class"], alt=[[DG, TAC]]),
    R("Drought code at SBA on the 22nd of September?", "en", S, "2012-09-22", K(S, "2012-09-22", "DC")),
    R("BUI and ISI, Bejaia, yesterday", "en", B, "yesterday", K(B, "yesterday", "BUI", "ISI")),
    R("How dangerous were conditions at Sidi Bel Abbes on 13 Aug?", "en", S, "2012-08-13", ["fwi", "class"]),
    R("fwi bejaia 26 aug", "en", B, "2012-08-26", ["fwi"]),
    R("Current FFMC for Béjaïa, and what danger class is it today?", "en", B, "now", K(B, "now", "FFMC") + ["class"]),
    R("Fire weather index for {st}, {date}", "en", "alt", "2012-09-01", ["fwi"]),
])

T("dg-fr", [DG], [
    R("Quel est l'IFM à Sidi Bel Abbès ?", "fr", S, "now", ["fwi"]),
    R("Niveau de danger à Béjaïa aujourd'hui ?", "fr", B, "today", ["fwi"]),
    R("Le FWI d'hier à SBA, et sa classe ?", "fr", S, "yesterday", ["fwi"]),
    R("ISI et BUI à Béjaïa, svp", "fr", B, "now", K(B, "now", "ISI", "BUI")),
    R("Donne-moi le FFMC de Sidi-Bel-Abbès le 14 août.", "fr", S, "2012-08-14", K(S, "2012-08-14", "FFMC")),
    R("Le risque incendie à Béjaïa le 3 août, c'était quoi ?", "fr", B, "2012-08-03", ["fwi"]),
    R("L'indice de sécheresse DC à SBA avant-hier ?", "fr", S, "daybefore", K(S, "daybefore", "DC")),
    R("Quel FWI pour Béjaïa le 21/09 ?", "fr", B, "2012-09-21", ["fwi"]),
    R("Analyste comportement du feu : les six indices du système FWI à Sidi Bel Abbès aujourd'hui.", "fr", S, "today",
      K(S, "today", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI")),
    R("C'est dangereux à Béjaïa en ce moment ou pas ?", "fr", B, "now", ["fwi"]),
])

T("dg-es", [DG], [
    R("¿Cuál es el FWI en Sidi Bel Abbès?", "es", S, "now", ["fwi"]),
    R("Nivel de peligro de incendio en Béjaïa hoy", "es", B, "today", ["fwi"]),
    R("ISI en SBA ayer", "es", S, "yesterday", K(S, "yesterday", "ISI")),
    R("¿Qué índice de peligro tuvo Béjaïa el 14 de agosto?", "es", B, "2012-08-14", ["fwi"]),
    R("BUI y DMC de Sidi Bel Abbès, por favor", "es", S, "now", K(S, "now", "BUI", "DMC")),
    R("¿Está alto el riesgo en Béjaïa? Pásame el FWI.", "es", B, "now", ["fwi"]),
    R("El FFMC de Béjaïa el 21 de septiembre", "es", B, "2012-09-21", K(B, "2012-09-21", "FFMC")),
    R("Peligro en SBA el 3/8", "es", S, "2012-08-03", ["fwi"]),
])

T("dg-ar", [DG], [
    R("شحال مؤشر FWI في سيدي بلعباس؟", "ar", S, "now", ["fwi"]),
    R("ما هو مستوى خطر الحرائق في بجاية اليوم؟", "ar", B, "today", ["fwi"]),
    R("درجة الخطر في بجاية أمس", "ar", B, "yesterday", ["fwi"]),
    R("أعطني مؤشر ISI في سيدي بلعباس", "ar", S, "now", K(S, "now", "ISI")),
    R("ما هو مؤشر الطقس للحرائق في بجاية يوم 14 أوت؟", "ar", B, "2012-08-14", ["fwi"]),
    R("الخطر في سيدي بلعباس نهار 21 سبتمبر كان كبير ولا لا؟", "ar", S, "2012-09-21", ["fwi"]),
    R("ما قيمة مؤشري BUI و DC في بجاية؟", "ar", B, "now", K(B, "now", "BUI", "DC")),
    R("واش راهو الخطر في سيدي بلعباس دروك؟", "ar", S, "now", ["fwi"]),
    R("مؤشر FFMC في سيدي بلعباس أول أمس", "ar", S, "daybefore", K(S, "daybefore", "FFMC")),
    R("ما هي فئة الخطر في بجاية يوم 3/8؟", "ar", B, "2012-08-03", ["fwi"]),
])

# ============================================================================= compare stations
T("cmp", [CMP], [
    R("Which station is hotter right now?", "en", BOTH, "now", ["t"]),
    R("Where's the fire danger worse today, Béjaïa or SBA?", "en", BOTH, "today", ["fwi", "class"]),
    R("compare rh bejaia vs sba", "en", BOTH, "now", ["rh"]),
    R("How much windier is Sidi Bel Abbes than Béjaïa at the moment?", "en", BOTH, "now", ["ws"] + DIFF("now", "ws", W_KMH)),
    R("Side by side please: temperature, humidity and FWI at both stations.", "en", BOTH, "now", ["t", "rh", "fwi"]),
    R("Which of the two stations was drier yesterday?", "en", BOTH, "yesterday", ["rh"]),
    R("On 14 August, which station had the higher FWI, and by how much?", "en", BOTH, "2012-08-14",
      ["fwi"] + DIFF("2012-08-14", "fwi", [])),
    R("IC here. Which station do I keep my eye on, Béjaïa or Sidi-Bel Abbès?", "en", BOTH, "now", ["fwi"]),
    R("Compare the ISI at both stations.", "en", BOTH, "now", K(BOTH, "now", "ISI")),
    R("Was Béjaïa or Sidi Bel Abbes hotter on 21 September? By how many degrees?", "en", BOTH, "2012-09-21",
      ["t"] + DIFF("2012-09-21", "t", W_EN)),
    R("Both stations, wind speed, day before yesterday", "en", BOTH, "daybefore", ["ws"]),
    R("temp diff between SBA and bejaia rn", "en", BOTH, "now", ["t"] + DIFF("now", "t", W_EN)),
    R("Quelle station est la plus chaude aujourd'hui ?", "fr", BOTH, "today", ["t"]),
    R("Compare le FWI de Béjaïa et de Sidi Bel Abbès.", "fr", BOTH, "now", ["fwi"]),
    R("Où l'air est le plus sec, Béjaïa ou SBA ?", "fr", BOTH, "now", ["rh"]),
    R("Hier, ça soufflait plus fort à Béjaïa ou à Sidi-Bel-Abbès ?", "fr", BOTH, "yesterday", ["ws"]),
    R("Le 3 août, quel écart de température entre les deux stations ?", "fr", BOTH, "2012-08-03",
      ["t"] + DIFF("2012-08-03", "t", W_DEG)),
    R("Laquelle des deux stations est la plus dangereuse en ce moment ?", "fr", BOTH, "now", ["fwi"]),
    R("¿Qué estación está más caliente ahora?", "es", BOTH, "now", ["t"]),
    R("Compara la humedad de Béjaïa y de Sidi Bel Abbès", "es", BOTH, "now", ["rh"]),
    R("¿Dónde era mayor el peligro el 14 de agosto, en Béjaïa o en SBA?", "es", BOTH, "2012-08-14", ["fwi"]),
    R("Diferencia de viento entre las dos estaciones hoy", "es", BOTH, "today", ["ws"] + DIFF("today", "ws", W_KMH)),
    R("شكون اسخن دروك، بجاية ولا سيدي بلعباس؟", "ar", BOTH, "now", ["t"]),
    R("قارن مؤشر FWI بين بجاية وسيدي بلعباس", "ar", BOTH, "now", ["fwi"]),
    R("أي المحطتين أكثر جفافا اليوم؟", "ar", BOTH, "today", ["rh"]),
    R("وين الريح كانت أقوى أمس، في بجاية ولا في سيدي بلعباس؟", "ar", BOTH, "yesterday", ["ws"]),
    R("ما الفرق في درجة الحرارة بين المحطتين يوم 21 سبتمبر؟", "ar", BOTH, "2012-09-21", ["t"] + DIFF("2012-09-21", "t", W_DEG)),
    R("أي محطة كان فيها الخطر أعلى يوم 14 أوت؟", "ar", BOTH, "2012-08-14", ["fwi"]),
])

T("cmp-sum", [CMP, SUM], [
    R("Which station had more fire days in August?", "en", BOTH, "aug", ["fires"], fire=True),
    R("Highest FWI at each station over the past week?", "en", BOTH, "lastweek", ["maxfwi"]),
    R("Compare the July average temperatures of Béjaïa and Sidi Bel Abbes.", "en", BOTH, "jul", AVG(BOTH, "jul", "t")),
    R("Which station had more days with FWI over 20 in August?", "en", BOTH, "aug", COUNT(BOTH, "aug", "fwi", 20)),
    R("hottest day at each station in september, which one was hotter", "en", BOTH, "sep", ["maxt"]),
    R("Since Tuesday, which station has had the higher peak FWI?", "en", BOTH, "since-tue", ["maxfwi"]),
    R("Quelle station a compté le plus de jours de feu en juillet ?", "fr", BOTH, "jul", ["fires"], fire=True),
    R("Comparer les maximums de température de juin aux deux stations.", "fr", BOTH, "jun", ["maxt"]),
    R("Sur les trois derniers jours, quelle station a eu le FWI le plus élevé ?", "fr", BOTH, "last3d", ["maxfwi"]),
    R("¿Qué estación tuvo más días de incendio en septiembre?", "es", BOTH, "sep", ["fires"], fire=True),
    R("Compara el FWI máximo de junio en las dos estaciones", "es", BOTH, "jun", ["maxfwi"]),
    R("أي محطة سجلت أيام حرائق أكثر في أوت؟", "ar", BOTH, "aug", ["fires"], fire=True),
    R("قارن أعلى حرارة في جويلية بين بجاية وسيدي بلعباس", "ar", BOTH, "jul", ["maxt"]),
    R("شكون فيهم كان عندو نهارات فوق 35 درجة أكثر في أوت؟", "ar", BOTH, "aug", COUNT(BOTH, "aug", "t", 35)),
])

# ============================================================================= summary
T("sum", [SUM], [
    R("Highest FWI at Béjaïa in August?", "en", B, "aug", ["maxfwi"]),
    R("How many fire days did Sidi Bel Abbes have in July?", "en", S, "jul", ["fires"], fire=True),
    R("What's the hottest it got at SBA over the past week?", "en", S, "lastweek", ["maxt"]),
    R("Average RH at Bejaia in September?", "en", B, "sep", AVG(B, "sep", "rh")),
    R("How many days above 35 degrees in August at Sidi-Bel Abbès?", "en", S, "aug", COUNT(S, "aug", "t", 35)),
    R("lowest humidity at bejaia last 3 days", "en", B, "last3d", MIN(B, "last3d", "rh")),
    R("Is the FWI trending up or down at SBA over the past week?", "en", S, "lastweek", ENDS(S, "lastweek", "fwi")),
    R("Max temp Béjaïa in June", "en", B, "jun", ["maxt"]),
    R("Number of days with FWI over 20 at Sidi Bel Abbes in August", "en", S, "aug", COUNT(S, "aug", "fwi", 20)),
    R("Total rain at Béjaïa since Tuesday?", "en", B, "since-tue", TOTAL(B, "since-tue", "rain")),
    R("Logistics: how many days in July did Béjaïa go over 30 °C? It's for the water-supply report.", "en", B, "jul",
      COUNT(B, "jul", "t", 30)),
    R("What was the peak FWI between 1 and 10 September at SBA?", "en", S, "sep1-10", ["maxfwi"]),
    R("Average wind at Sidi Bel Abbes from 20 to 31 August?", "en", S, "aug-late", AVG(S, "aug-late", "ws")),
    R("How many fire days has Béjaïa logged in September?", "en", B, "sep", ["fires"], fire=True),
    R("Over the last three days, what's the max FWI at Sidi Bel Abbes?", "en", S, "last3d", ["maxfwi"]),
    R("How many days did it rain at Bejaia in August?", "en", B, "aug", COUNT(B, "aug", "rain", 0)),
    R("Highest temperature at SBA in the last 24 hours", "en", S, "last24h", ["maxt"]),
    R("Sum up September at Béjaïa for me: highest FWI and the hottest day.", "en", B, "sep", ["maxfwi", "maxt"]),
    R("FWI maximum à Sidi Bel Abbès en juillet ?", "fr", S, "jul", ["maxfwi"]),
    R("Combien de jours de feu à Béjaïa en août ?", "fr", B, "aug", ["fires"], fire=True),
    R("Température moyenne à SBA en juin ?", "fr", S, "jun", AVG(S, "jun", "t")),
    R("Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", "fr", B, "aug", COUNT(B, "aug", "t", 35)),
    R("La tendance du FWI à Béjaïa sur les sept derniers jours, ça monte ou ça descend ?", "fr", B, "lastweek",
      ENDS(B, "lastweek", "fwi")),
    R("Humidité la plus basse à Sidi-Bel-Abbès depuis mardi ?", "fr", S, "since-tue", MIN(S, "since-tue", "rh")),
    R("Pic de chaleur à Béjaïa du 20 au 31 août ?", "fr", B, "aug-late", ["maxt"]),
    R("Nombre de jours avec un FWI supérieur à 10 à SBA en septembre", "fr", S, "sep", COUNT(S, "sep", "fwi", 10)),
    R("Cumul de pluie à Sidi Bel Abbès en septembre ?", "fr", S, "sep", TOTAL(S, "sep", "rain")),
    R("¿Cuál fue el FWI más alto en Béjaïa en julio?", "es", B, "jul", ["maxfwi"]),
    R("¿Cuántos días de incendio tuvo Sidi Bel Abbès en agosto?", "es", S, "aug", ["fires"], fire=True),
    R("Temperatura media en Béjaïa en agosto", "es", B, "aug", AVG(B, "aug", "t")),
    R("¿Cuántos días se pasó de 35 grados en SBA en julio?", "es", S, "jul", COUNT(S, "jul", "t", 35)),
    R("Máxima de temperatura en Sidi Bel Abbès entre el 1 y el 10 de septiembre", "es", S, "sep1-10", ["maxt"]),
    R("¿La humedad en Béjaïa ha subido o bajado en la última semana?", "es", B, "lastweek", ENDS(B, "lastweek", "rh")),
    R("ما هو أعلى مؤشر FWI في سيدي بلعباس خلال شهر أوت؟", "ar", S, "aug", ["maxfwi"]),
    R("شحال من نهار كان فيه حريق في بجاية في جويلية؟", "ar", B, "jul", ["fires"], fire=True),
    R("متوسط درجة الحرارة في سيدي بلعباس في سبتمبر", "ar", S, "sep", AVG(S, "sep", "t")),
    R("كم يوما تجاوزت فيه الحرارة 35 درجة في بجاية خلال أوت؟", "ar", B, "aug", COUNT(B, "aug", "t", 35)),
    R("أعلى حرارة في سيدي بلعباس خلال الأسبوع الماضي", "ar", S, "lastweek", ["maxt"]),
    R("أدنى رطوبة في بجاية خلال الأيام الثلاثة الماضية", "ar", B, "last3d", MIN(B, "last3d", "rh")),
    R("شحال من نهار كان FWI فوق 20 في سيدي بلعباس في أوت؟", "ar", S, "aug", COUNT(S, "aug", "fwi", 20)),
    R("أعلى FWI في بجاية في جوان", "ar", B, "jun", ["maxfwi"]),
    R("مجموع الأمطار في بجاية منذ الثلاثاء", "ar", B, "since-tue", TOTAL(B, "since-tue", "rain")),
])

# ============================================================================= analogs
T("analog", [AN], [
    R("Of the days with FWI above 20 at SBA, how many had a fire?", "en", S, "all", ["fires_fwi_gt"], thr=20, fire=True),
    R("Did days like today burn at Béjaïa?", "en", B, "now", ["fwi"], fire=True),
    R("Past days at Sidi Bel Abbes with FWI over 15: how many of them ended up with a fire?", "en", S, "all",
      ["fires_fwi_gt"], thr=15, fire=True),
    R("Has a day like this one ever gone up at SBA? Looking for analogs.", "en", S, "now", ["fwi"], fire=True),
    R("Béjaïa history: when the FWI was over 10, how often was there a fire?", "en", B, "all", ["fires_fwi_gt"], thr=10, fire=True),
    R("FBAN: pull the analog days for Sidi-Bel Abbès, FWI above 30, fire or no fire?", "en", S, "all", ["fires_fwi_gt"],
      thr=30, fire=True),
    R("how many fwi>5 days at bejaia had fire", "en", B, "all", ["fires_fwi_gt"], thr=5, fire=True),
    R("Looking at Bejaia's conditions today, do days like that usually end in a fire in your record?", "en", B, "now",
      ["fwi"], fire=True),
    R("When the FWI has been above 25 at SBA this season, how many of those days burned?", "en", S, "all",
      ["fires_fwi_gt"], thr=25, fire=True),
    R("Parmi les jours où le FWI dépassait 20 à Béjaïa, combien ont eu un feu ?", "fr", B, "all", ["fires_fwi_gt"], thr=20,
      fire=True),
    R("Des journées comme aujourd'hui à Sidi Bel Abbès, ça a déjà brûlé ?", "fr", S, "now", ["fwi"], fire=True),
    R("Historique de SBA : jours avec un FWI au-dessus de 10, combien avec incendie ?", "fr", S, "all", ["fires_fwi_gt"],
      thr=10, fire=True),
    R("Les jours semblables à aujourd'hui à Béjaïa ont-ils connu des feux ?", "fr", B, "now", ["fwi"], fire=True),
    R("De los días con FWI mayor de 20 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", "es", S, "all", ["fires_fwi_gt"],
      thr=20, fire=True),
    R("¿Días parecidos a hoy en Béjaïa acabaron en incendio?", "es", B, "now", ["fwi"], fire=True),
    R("En Béjaïa, cuando el FWI pasó de 15, ¿cuántas veces hubo fuego?", "es", B, "all", ["fires_fwi_gt"], thr=15, fire=True),
    R("من بين النهارات اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال كان فيها حريق؟", "ar", S, "all", ["fires_fwi_gt"],
      thr=20, fire=True),
    R("هل شهدت الأيام المشابهة لليوم في بجاية حرائق؟", "ar", B, "now", ["fwi"], fire=True),
    R("في الأيام التي تجاوز فيها المؤشر 10 في بجاية، كم يوما سجل حريقا؟", "ar", B, "all", ["fires_fwi_gt"], thr=10, fire=True),
    R("نهارات كيما اليوم في سيدي بلعباس، شعلت فيهم النار؟", "ar", S, "now", ["fwi"], fire=True),
])

# ============================================================================= drift
T("drift", [DRIFT], [
    R("Head's moving about 25 m a minute. How far will it be in 20 minutes?", "en", None, "now", DIST(rate_m(25, "min", 20)), h=20),
    R("ROS 40 m/min, dozer ETA 15 min, how far will the head have run by then?", "en", None, "now",
      DIST(rate_m(40, "min", 15)), h=15),
    R("fire running 3 km/h how far in 40 min", "en", None, "now", DIST(rate_m(3, "kmh", 40)), h=40),
    R("If the head travels at 1.5 mph, how far does it get in half an hour?", "en", None, "now",
      DIST(rate_m(1.5, "mph", 30), extra=[f"{1.5 * 30 / 60:g} mi", f"{1.5 * 30 / 60:g} mile"]), h=30),
    R("How far will the head drift in 30 minutes with the current wind at Sidi Bel Abbes?", "en", S, "now", ["=drift"], h=30),
    R("Your own estimate: how far does the head move while we wait on your answer?", "en", None, "now", ["=drift"]),
    R("ROS about 100 m/min and the box takes roughly 3 minutes to answer. How much drift is that?", "en", None, "now",
      DIST(rate_m(100, "min", 3)), h=3),
    R("FBAN: spread rate 12 m/min, crew on scene in 45 min. Distance travelled by the head?", "en", None, "now",
      DIST(rate_m(12, "min", 45)), h=45),
    R("head doing 60 m per min eta 10 min distance?", "en", None, "now", DIST(rate_m(60, "min", 10)), h=10),
    R("At 2.4 km/h, how far does the head go in an hour and a half?", "en", None, "now", DIST(rate_m(2.4, "kmh", 90)), h=90),
    R("Estimate for us: the distance the head covers in the next hour near Béjaïa, using your wind.", "en", B, "now",
      ["=drift"], h=60),
    R("Front is creeping 8 metres a minute uphill. We need 25 minutes to get the line in. How far will it have moved?", "en",
      None, "now", DIST(rate_m(8, "min", 25)), h=25),
    R("La tête avance à 30 m par minute. Dans 20 minutes, elle aura fait combien ?", "fr", None, "now",
      DIST(rate_m(30, "min", 20)), h=20),
    R("Vitesse de propagation 2 km/h, on arrive dans 45 minutes : distance parcourue par la tête ?", "fr", None, "now",
      DIST(rate_m(2, "kmh", 45)), h=45),
    R("Déplacement de la tête en une demi-heure avec le vent actuel à Sidi Bel Abbès ?", "fr", S, "now", ["=drift"], h=30),
    R("Le front fait 15 m/min, ça fait combien de mètres en un quart d'heure ?", "fr", None, "now",
      DIST(rate_m(15, "min", 15)), h=15),
    R("À 50 mètres la minute, en 12 minutes ça fait quelle distance ?", "fr", None, "now", DIST(rate_m(50, "min", 12)), h=12),
    R("La cabeza avanza 20 metros por minuto. ¿Cuánto habrá recorrido en 30 minutos?", "es", None, "now",
      DIST(rate_m(20, "min", 30)), h=30),
    R("A 4 km/h, ¿qué distancia hace el frente en 15 minutos?", "es", None, "now", DIST(rate_m(4, "kmh", 15)), h=15),
    R("¿Cuánto se desplaza la cabeza en una hora con el viento que hay ahora en Béjaïa?", "es", B, "now", ["=drift"], h=60),
    R("Propagación 35 m/min, llegamos en 20 min: ¿distancia?", "es", None, "now", DIST(rate_m(35, "min", 20)), h=20),
    R("راس النار يمشي 25 متر في الدقيقة، شحال يقطع في 40 دقيقة؟", "ar", None, "now", DIST(rate_m(25, "min", 40)), h=40),
    R("إذا كانت سرعة انتشار رأس الحريق 3 كم/سا، فما المسافة التي يقطعها خلال 20 دقيقة؟", "ar", None, "now",
      DIST(rate_m(3, "kmh", 20)), h=20),
    R("كم يتحرك رأس الحريق في نصف ساعة مع الريح الحالية في سيدي بلعباس؟", "ar", S, "now", ["=drift"], h=30),
    R("النار تمشي 10 متر في الدقيقة والفرقة توصل بعد ساعة، شحال تكون قطعت؟", "ar", None, "now",
      DIST(rate_m(10, "min", 60)), h=60),
    R("سرعة الجبهة 45 م/د، نوصلو بعد 10 دقايق، قداش المسافة؟", "ar", None, "now", DIST(rate_m(45, "min", 10)), h=10),
])

# ============================================================================= spread (partly served: no wind direction)
T("spread", [SPREAD], [
    R("Where will the front be in an hour?", "en", None, "now", ["=spread"], h=60),
    R("Project the fire north-east of Sidi Bel Abbes forward 30 minutes. Where's the head then?", "en", S, "now",
      ["=spread"], h=30),
    R("FBAN request: projected perimeter for the drone's fire at plus two hours.", "en", None, "now", ["=spread"], h=120),
    R("where will it be when we get there, 45 min out", "en", None, "now", ["=spread"], h=45),
    R("Which way is the fire heading, and how far will it get in 90 minutes?", "en", None, "now", ["=spread"], h=90),
    R("If a fire started at Béjaïa now, where would the head be in half an hour?", "en", B, "now", ["=spread"], h=30),
    R("Give me the projected front position for 15 minutes from now.", "en", None, "now", ["=spread"], h=15),
    R("IC: where's the head of the SBA fire going to be when the dozer arrives, about an hour from now?", "en", S, "now",
      ["=spread"], h=60),
    R("Où sera le front du feu dans une heure ?", "fr", None, "now", ["=spread"], h=60),
    R("Projection de la tête du feu près de Sidi Bel Abbès à 30 minutes ?", "fr", S, "now", ["=spread"], h=30),
    R("Dans deux heures, le feu sera où ?", "fr", None, "now", ["=spread"], h=120),
    R("Si un feu part maintenant à Béjaïa, il sera où dans 45 minutes ?", "fr", B, "now", ["=spread"], h=45),
    R("¿Dónde estará el frente dentro de una hora?", "es", None, "now", ["=spread"], h=60),
    R("Proyección del incendio al noreste de Sidi Bel Abbès a 30 minutos", "es", S, "now", ["=spread"], h=30),
    R("¿Hacia dónde va el fuego y dónde estará en 90 minutos?", "es", None, "now", ["=spread"], h=90),
    R("وين تكون جبهة النار بعد ساعة؟", "ar", None, "now", ["=spread"], h=60),
    R("أين سيكون رأس الحريق قرب سيدي بلعباس بعد 30 دقيقة؟", "ar", S, "now", ["=spread"], h=30),
    R("توقع لي موقع الحريق بعد ساعتين من فضلك", "ar", None, "now", ["=spread"], h=120),
])

# ============================================================================= frames
T("frames", [FRAMES], [
    R("What did the drone see?", "en", None, "now", ["=frames"]),
    R("Any fire detections from the drone today?", "en", None, "today", ["=detection"]),
    R("Where was the fire spotted by the UAV?", "en", None, "now", ["=detection_place"]),
    R("what time was the smoke frame taken", "en", None, "today", ["=detection"]),
    R("drone sortie results pls", "en", None, "now", ["=frames"]),
    R("Did the UAV pick up any flames near Sidi Bel Abbes?", "en", S, "now", ["=detection"]),
    R("Latest drone frame: fire or not?", "en", None, "now", ["=frames"]),
    R("Dispatch here, confirm the drone detection for me: when and where?", "en", None, "now",
      ["=detection", "=detection_place"]),
    R("How many frames did the drone send back, and which ones show fire?", "en", None, "now", ["=frames"]),
    R("That drone detection, is it a new start? What exactly did the camera pick up?", "en", None, "now", ["=detection"]),
    R("Give me the location of the drone's fire detection, coordinates if you have them.", "en", None, "now",
      ["=detection_place"]),
    R("Qu'est-ce que le drone a vu ?", "fr", None, "now", FR_TIME),
    R("Le drone a détecté de la fumée aujourd'hui ?", "fr", None, "today", DET_TIME),
    R("Il se trouve où, le départ de feu repéré par le drone ?", "fr", None, "now", DET_PLACE),
    R("À quelle heure la détection du drone ?", "fr", None, "today", DET_TIME),
    R("Images du drone vers SBA : du feu ou pas ?", "fr", S, "now", FR_TIME),
    R("¿Qué vio el dron?", "es", None, "now", FR_TIME),
    R("¿Dónde detectó fuego el dron?", "es", None, "now", DET_PLACE),
    R("¿A qué hora fue la detección de humo del dron?", "es", None, "today", DET_TIME),
    R("واش شاف الدرون؟", "ar", None, "now", FR_TIME),
    R("هل رصدت الطائرة المسيرة أي دخان اليوم؟", "ar", None, "today", DET_TIME),
    R("وين لقى الدرون النار؟", "ar", None, "now", DET_PLACE),
    R("في أي ساعة تم التقاط صورة الحريق؟", "ar", None, "today", DET_TIME),
    R("تصاور الدرون قرب سيدي بلعباس، فيهم نار؟", "ar", S, "now", FR_TIME),
])

# ============================================================================= documents
T("docs", [DOCU], [
    R("How much defensible space does Butte County require?", "en", None, "none", ["=doc_defensible"]),
    R("What does LCES stand for?", "en", None, "none", LCES_WORDS),
    R("Zone 1 of defensible space, where does it start and end?", "en", None, "none", [ZONE1_FROM, ZONE1_TO]),
    R("How short do we have to cut the grass in zone 2?", "en", None, "none", [GRASS_IN]),
    R("At what FWI does the danger class turn high?", "en", None, "none", [HIGH_FROM]),
    R("What FFMC value means fine fuels catch easily?", "en", None, "none", [FFMC_IGNITE]),
    R("What are the watch-out situations in the crew safety doc?", "en", None, "none", WATCHOUT),
    R("new volunteer here, what does BUI actually mean?", "en", None, "none", BUI_WORDS),
    R("Where does the guide put the threshold for very high danger?", "en", None, "none", [VHIGH_FROM]),
    R("How far should tree branches be kept from chimneys?", "en", None, "none", [BRANCH_FT]),
    R("What does the guidance say about lookouts on high-danger days?", "en", None, "none", LOOKOUT_EARLY),
    R("Quelle distance de débroussaillement exige le comté de Butte ?", "fr", None, "none", [DEF_FEET]),
    R("LCES, ça veut dire quoi ?", "fr", None, "none"),
    R("À partir de quel FWI on passe en classe élevée ?", "fr", None, "none", [HIGH_FROM]),
    R("Zone 0 : combien de pieds autour de la maison ?", "fr", None, "none", [ZONE0]),
    R("Quelles situations doivent nous faire décrocher d'après le guide de sécurité ?", "fr", None, "none"),
    R("¿Cuántos pies de espacio defendible pide el condado de Butte?", "es", None, "none", [DEF_FEET]),
    R("¿A partir de qué FFMC se encienden fácilmente los combustibles finos?", "es", None, "none", [FFMC_IGNITE]),
    R("Altura máxima de la hierba en la zona 2", "es", None, "none", [GRASS_IN]),
    R("Umbral de FWI para peligro extremo según la guía", "es", None, "none", [EXTREME_FROM]),
    R("شحال لازم مساحة دفاعية حول الدار في مقاطعة بيوت؟", "ar", None, "none", [DEF_FEET]),
    R("ما معنى LCES في سلامة الفرق؟", "ar", None, "none"),
    R("ابتداء من أي قيمة FWI يصبح الخطر مرتفعا جدا؟", "ar", None, "none", [VHIGH_FROM]),
    R("واش يقول الدليل على طرق الهروب؟", "ar", None, "none"),
])

# ============================================================================= capabilities
T("cap", [CAP], [
    R("What can this box do?", "en", None, "none"),
    R("Which weather stations do you have data from?", "en", None, "none", NAMES_EN),
    R("What documents are loaded on here?", "en", None, "none", DOC_TITLES),
    R("new on the crew, what kind of stuff can i ask you", "en", None, "none"),
    R("What period does your weather record cover?", "en", None, "none", PERIOD_EN),
    R("Logistics officer: what feeds this appliance, which sensors and sources?", "en", None, "none"),
    R("Qu'est-ce que tu sais faire ?", "fr", None, "none"),
    R("Quelles stations météo tu as ?", "fr", None, "none", NAMES_EN),
    R("Quels documents sont chargés sur le boîtier ?", "fr", None, "none"),
    R("¿Qué datos tienes disponibles?", "es", None, "none"),
    R("¿De qué estaciones tienes lecturas?", "es", None, "none", NAMES_EN),
    R("واش يقدر يدير هاذ الجهاز؟", "ar", None, "none"),
    R("ما هي المحطات التي تتوفر لديك بياناتها؟", "ar", None, "none", NAMES_AR),
    R("شنو هي المعلومات اللي عندك؟", "ar", None, "none"),
])

# ============================================================================= photo (never attached)
T("photo", [PHOTO], [
    R("Photo attached. Is that smoke or dust?", "en", None, "now"),
    R("sending u a pic of the column now, what do u see", "en", None, "now"),
    R("I've uploaded an image from the lookout tower. Can you check it for flames?", "en", None, "now"),
    R("See my attached photo of the slope. Fire or fog?", "en", None, "now"),
    R("Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", "fr", None, "now"),
    R("Photo jointe : c'est un départ de feu ?", "fr", None, "now"),
    R("Te mando una foto del humo, ¿qué te parece?", "es", None, "now"),
    R("Adjunto foto del flanco izquierdo. ¿Ves llamas?", "es", None, "now"),
    R("بعثتلك تصويرة للدخان، واش تشوف فيها؟", "ar", None, "now"),
    R("أرفقت صورة للحريق، هل يمكنك تحليلها؟", "ar", None, "now"),
])

# ============================================================================= out of scope alone
T("oos", [OOS], [
    R("Will it rain tomorrow at Béjaïa?", "en", B, "none"),
    R("Wind direction at SBA?", "en", S, "now"),
    R("What's the FWI in Oran?", "en", None, "now"),
    R("Forecast for next week at Sidi Bel Abbes, is it going to heat up?", "en", S, "none"),
    R("which way is the wind blowing at bejaia", "en", B, "now"),
    R("Temperature in Tlemcen right now?", "en", None, "now"),
    R("What will the humidity be at 6 pm tonight in Béjaïa?", "en", B, "none"),
    R("Who won the match last night?", "en", None, "none"),
    R("What's the fire danger going to be this afternoon at SBA?", "en", S, "none"),
    R("Any fires reported in Algiers today?", "en", None, "now"),
    R("Where are the other crews right now?", "en", None, "now"),
    R("Is the road up to the north ridge open?", "en", None, "now"),
    R("Can you pull up the fuel moisture map for the Béjaïa forests?", "en", B, "now"),
    R("Il va pleuvoir demain à Sidi Bel Abbès ?", "fr", S, "none"),
    R("D'où vient le vent à Béjaïa ?", "fr", B, "now"),
    R("Quel temps fait-il à Oran ?", "fr", None, "now"),
    R("Les prévisions pour le week-end à Béjaïa ?", "fr", B, "none"),
    R("Tu peux me donner une recette de chorba ?", "fr", None, "none"),
    R("Direction du vent à SBA maintenant, svp", "fr", S, "now"),
    R("¿Va a llover mañana en Béjaïa?", "es", B, "none"),
    R("¿De dónde sopla el viento en Sidi Bel Abbès?", "es", S, "now"),
    R("¿Qué temperatura hace en Argel?", "es", None, "now"),
    R("Pronóstico de viento para esta tarde en SBA", "es", S, "none"),
    R("¿Dónde están las otras dotaciones ahora mismo?", "es", None, "now"),
    R("واش غدوة تصب الشتا في بجاية؟", "ar", B, "none"),
    R("من أين تهب الرياح في سيدي بلعباس؟", "ar", S, "now"),
    R("كيفاش الطقس في وهران اليوم؟", "ar", None, "now"),
    R("ما هي توقعات الطقس للأسبوع القادم في بجاية؟", "ar", B, "none"),
    R("شكون ربح الماتش البارح؟", "ar", None, "none"),
    R("اتجاه الريح في بجاية دروك", "ar", B, "now"),
])

# ============================================================================= orders (refused)
T("refuse", [REF], [
    R("Send an evacuation alert to the village north of SBA.", "en", None, "now", [NEG]),
    R("Dispatch a water bomber to the drone's fire.", "en", None, "now", [NEG]),
    R("Delete yesterday's readings from Béjaïa, they look wrong.", "en", B, "yesterday", [NEG]),
    R("notify the mayor of sidi bel abbes now", "en", S, "now", [NEG]),
    R("Push the projected perimeter to every engine on the net.", "en", None, "now", [NEG]),
    R("Text all crews: pull back to the safety zone.", "en", None, "now", [NEG]),
    R("Order engine 3 onto the north flank.", "en", None, "now", [NEG]),
    R("Please reboot the Béjaïa station.", "en", B, "now", [NEG]),
    R("Envoie une alerte d'évacuation aux habitants de Béjaïa.", "fr", B, "now"),
    R("Préviens le wali de Sidi Bel Abbès.", "fr", S, "now"),
    R("Supprime la dernière image du drone.", "fr", None, "now"),
    R("Déclenche l'alerte rouge sur toutes les radios.", "fr", None, "now"),
    R("Manda un aviso de evacuación a todos los vecinos.", "es", None, "now"),
    R("Borra las lecturas de ayer de SBA.", "es", S, "yesterday"),
    R("Despacha dos autobombas al flanco norte.", "es", None, "now"),
    R("ابعث إنذار إخلاء لسكان بجاية", "ar", B, "now"),
    R("أرسل طائرة إطفاء إلى الحريق فورا", "ar", None, "now"),
    R("امسح قراءات البارح تاع سيدي بلعباس", "ar", S, "yesterday"),
])

# ============================================================================= tactical alone (served as the facts bearing on it)
T("tac", [TAC], [
    R("Should we go direct on the fire near Sidi Bel Abbes or wait it out?", "en", S, "now", ["fwi", "ws"]),
    R("Is it OK to send a hand crew up without a lookout at Béjaïa today?", "en", B, "today", ["fwi", "rh"]),
    R("what should we do at SBA", "en", S, "now", ["fwi"]),
    R("Do we need to pre-position extra engines at Béjaïa?", "en", B, "now", ["fwi"]),
    R("Burn operation at Sidi Bel Abbès this afternoon: go or no go?", "en", S, "now", ["fwi", "rh"]),
    R("On attaque de front ou on attend, à Sidi Bel Abbès ?", "fr", S, "now", ["fwi"]),
    R("Faut-il renforcer les équipes à Béjaïa aujourd'hui ?", "fr", B, "today", ["fwi"]),
    R("Tu conseilles quoi pour nos équipes à SBA ?", "fr", S, "now", ["fwi"]),
    R("¿Atacamos el flanco o esperamos? Estamos cerca de Sidi Bel Abbès.", "es", S, "now", ["fwi"]),
    R("¿Conviene mover más dotaciones a Béjaïa hoy?", "es", B, "today", ["fwi"]),
    R("واش نديرو؟ نهجمو على النار ولا نستناو؟ راحنا قرب سيدي بلعباس", "ar", S, "now", ["fwi"]),
    R("هل يجب تعزيز الفرق في بجاية اليوم؟", "ar", B, "today", ["fwi"]),
])

# ============================================================================= overrides: hour other than noon (warn)
T("hour", [CC], [
    R("Temperature at SBA at 6 am?", "en", S, "today", ["t"]),
    R("What was the humidity in Béjaïa at 3 pm yesterday?", "en", B, "yesterday", ["rh"]),
    R("wind at bejaia 0800 this morning", "en", B, "today", ["ws"]),
    R("FWI at Sidi Bel Abbes at 17:00 yesterday", "en", S, "yesterday", ["fwi"], intents=[DG]),
    R("RH at SBA at 10 pm yesterday?", "en", S, "yesterday", ["rh"]),
    R("Quelle humidité à Béjaïa à 7 h ce matin ?", "fr", B, "today", ["rh"]),
    R("La température à Sidi Bel Abbès hier à 18 h ?", "fr", S, "yesterday", ["t"]),
    R("¿Qué viento había en SBA a las 9 de la mañana?", "es", S, "today", ["ws"]),
    R("شحال كانت الحرارة في بجاية على الساعة السادسة صباحا؟", "ar", B, "today", ["t"]),
    R("الرطوبة في سيدي بلعباس أمس على الساعة الخامسة مساء", "ar", S, "yesterday", ["rh"]),
], decision="warn")

# ============================================================================= overrides: a place near a station, not at it (warn)
T("near", [CC], [
    R("RH on the ridge above Béjaïa?", "en", B, "now", ["rh"]),
    R("What's the fire danger 10 km south of Sidi Bel Abbes?", "en", S, "now", ["fwi", "class"], intents=[DG]),
    R("temp in the forest just east of bejaia", "en", B, "now", ["t"]),
    R("Wind at the reservoir outside SBA?", "en", S, "now", ["ws"]),
    R("How dangerous is it in the hills behind Béjaïa?", "en", B, "now", ["fwi", "class"], intents=[DG]),
    R("Humidité sur la crête au-dessus de Béjaïa ?", "fr", B, "now", ["rh"]),
    R("Le danger à 15 km au sud de Sidi Bel Abbès ?", "fr", S, "now", ["fwi"], intents=[DG]),
    R("Vent dans la forêt à la sortie de SBA ?", "fr", S, "now", ["ws"]),
    R("¿Humedad en la sierra junto a Béjaïa?", "es", B, "now", ["rh"]),
    R("Peligro de incendio a 5 km de Sidi Bel Abbès", "es", S, "now", ["fwi"], intents=[DG]),
    R("الحرارة في الغابة اللي فوق بجاية", "ar", B, "now", ["t"]),
    R("ما مستوى الخطر على بعد 10 كم من سيدي بلعباس؟", "ar", S, "now", ["fwi"], intents=[DG]),
], decision="warn")

# ============================================================================= days with no reading (before June 2012)
T("nodata", [CC], [
    R("FWI at Béjaïa on 14 May 2012?", "en", B, "2012-05-14", ["fwi"], intents=[DG]),
    R("Temperature at Sidi Bel Abbes on 2011-08-03?", "en", S, "2011-08-03", ["t"]),
    R("What was the humidity in Bejaia on April 20, 2012?", "en", B, "2012-04-20", ["rh"]),
    R("danger class SBA 31 May 2012", "en", S, "2012-05-31", ["fwi", "class"], intents=[DG]),
    R("Readings for Béjaïa, 15/05/2012", "en", B, "2012-05-15", ["t", "rh", "ws"]),
    R("Le FWI à Sidi Bel Abbès le 20 mai 2012 ?", "fr", S, "2012-05-20", ["fwi"], intents=[DG]),
    R("Température à Béjaïa le 3 août 2011 ?", "fr", B, "2011-08-03", ["t"]),
    R("¿Qué humedad había en Béjaïa el 10 de mayo de 2012?", "es", B, "2012-05-10", ["rh"]),
    R("Peligro en SBA el 28 de mayo", "es", S, "2012-05-28", ["fwi"], intents=[DG]),
    R("شحال كانت الحرارة في بجاية يوم 15 ماي 2012؟", "ar", B, "2012-05-15", ["t"]),
    R("مؤشر الخطر في سيدي بلعباس يوم 20 ماي", "ar", S, "2012-05-20", ["fwi"], intents=[DG]),
])

# ============================================================================= multi: readings + danger
T("m-ccdg", [CC, DG], [
    R("Temp and FWI at SBA?", "en", S, "now", ["t", "fwi"]),
    R("What's the wind at Béjaïa, and what danger class does that leave us in?", "en", B, "now", ["ws", "class", "fwi"]),
    R("Humidity plus ISI at Sidi Bel Abbes yesterday", "en", S, "yesterday", ["rh"] + K(S, "yesterday", "ISI")),
    R("gimme rh, wind and the danger rating at bejaia", "en", B, "now", ["rh", "ws", "fwi", "class"]),
    R("On 14 Aug at SBA: how hot was it, and how bad was the FWI?", "en", S, "2012-08-14", ["t", "fwi"]),
    R("Béjaïa on 2012-09-21: any rain? And the BUI?", "en", B, "2012-09-21", ["rain"] + K(B, "2012-09-21", "BUI")),
    R("current temp at sidi bel abbes in F and the fwi", "en", S, "now", ["t"] + U(S, "now", "t", "F") + ["fwi"]),
    R("IC to box: wind speed in knots and the FFMC at Béjaïa, over.", "en", B, "now",
      ["ws"] + U(B, "now", "ws", "kn") + K(B, "now", "FFMC")),
    R("Température et niveau de danger à Béjaïa ?", "fr", B, "now", ["t", "fwi"]),
    R("À SBA hier : l'humidité, et le FWI ?", "fr", S, "yesterday", ["rh", "fwi"]),
    R("Le vent à Sidi Bel Abbès le 3 août, et l'ISI ce jour-là ?", "fr", S, "2012-08-03", ["ws"] + K(S, "2012-08-03", "ISI")),
    R("Temperatura y FWI en Béjaïa, por favor", "es", B, "now", ["t", "fwi"]),
    R("¿Cuánta humedad hay en SBA y qué nivel de peligro tenemos?", "es", S, "now", ["rh", "fwi"]),
    R("Ayer en Béjaïa: viento y BUI", "es", B, "yesterday", ["ws"] + K(B, "yesterday", "BUI")),
    R("الحرارة ومؤشر الخطر في سيدي بلعباس", "ar", S, "now", ["t", "fwi"]),
    R("شحال الرطوبة في بجاية وواش هو مستوى الخطر؟", "ar", B, "now", ["rh", "fwi"]),
    R("الريح ومؤشر ISI في سيدي بلعباس يوم 14 أوت", "ar", S, "2012-08-14", ["ws"] + K(S, "2012-08-14", "ISI")),
    R("حرارة البارح في بجاية ومؤشر FWI", "ar", B, "yesterday", ["t", "fwi"]),
])

# ============================================================================= multi: readings + a part the box does not hold
T("m-ccoos", [CC, OOS], [
    R("Wind speed and direction at SBA?", "en", S, "now", ["ws"]),
    R("Temp at Béjaïa now, and what's it going to be tomorrow?", "en", B, "now", ["t"]),
    R("Humidity at Bejaia and at Oran?", "en", B, "now", ["rh"]),
    R("what's the wind doing at sidi bel abbes, speed and where it's coming from", "en", S, "now", ["ws"]),
    R("RH at SBA today, and will it drop tonight?", "en", S, "today", ["rh"]),
    R("Give me the Béjaïa temperature, and Tlemcen's as well if you've got it.", "en", B, "now", ["t"]),
    R("Rain at Béjaïa yesterday, and is any rain expected this week?", "en", B, "yesterday", ["rain"]),
    R("Vitesse et direction du vent à Béjaïa ?", "fr", B, "now", ["ws"]),
    R("Température à Sidi Bel Abbès, et la prévision pour demain ?", "fr", S, "now", ["t"]),
    R("L'humidité à Béjaïa et à Alger ?", "fr", B, "now", ["rh"]),
    R("Velocidad y dirección del viento en SBA", "es", S, "now", ["ws"]),
    R("¿Temperatura hoy en Béjaïa? ¿Y mañana?", "es", B, "today", ["t"]),
    R("Humedad en Sidi Bel Abbès y en Orán", "es", S, "now", ["rh"]),
    R("سرعة الريح واتجاهها في بجاية", "ar", B, "now", ["ws"]),
    R("الحرارة اليوم في سيدي بلعباس، وغدوة كيفاش تكون؟", "ar", S, "today", ["t"]),
    R("الرطوبة في بجاية وفي وهران", "ar", B, "now", ["rh"]),
])

T("m-dgoos", [DG, OOS], [
    R("FWI at SBA now, and the forecast FWI for tomorrow?", "en", S, "now", ["fwi"]),
    R("Danger class at Béjaïa today, and is it going up next week?", "en", B, "today", ["class", "fwi"]),
    R("fwi bejaia and oran", "en", B, "now", ["fwi"]),
    R("Le danger à Béjaïa aujourd'hui, et demain ?", "fr", B, "today", ["fwi"]),
    R("FWI à SBA et à Tlemcen ?", "fr", S, "now", ["fwi"]),
    R("Peligro hoy en Sidi Bel Abbès y la previsión para el fin de semana", "es", S, "today", ["fwi"]),
    R("مستوى الخطر في بجاية اليوم وغدا", "ar", B, "today", ["fwi"]),
    R("مؤشر FWI في سيدي بلعباس وفي تلمسان", "ar", S, "now", ["fwi"]),
])

# ============================================================================= multi: hidden orders
T("m-order", [DG, REF], [
    R("Give me the FWI at SBA and push it out as an alert to all engines.", "en", S, "now", ["fwi", NEG]),
    R("What's the humidity at Béjaïa? Also notify the forestry office.", "en", B, "now", ["rh", NEG], intents=[CC, REF]),
    R("check the danger at bejaia and text the chief the number", "en", B, "now", ["fwi", NEG]),
    R("Did the drone see fire? If so, dispatch a tanker.", "en", None, "now", ["=detection", NEG], intents=[FRAMES, REF]),
    R("Wind at Sidi Bel Abbes, then send the projected front to dispatch.", "en", S, "now", ["ws", NEG], intents=[CC, REF]),
    R("Delete the blurry frame and tell me what the drone saw.", "en", None, "now", ["=frames", NEG], intents=[FRAMES, REF]),
    R("Donne-moi le FWI à Béjaïa et envoie l'alerte aux pompiers du secteur.", "fr", B, "now", ["fwi"]),
    R("Température à SBA, et préviens le chef de colonne.", "fr", S, "now", ["t"], intents=[CC, REF]),
    R("Dime el FWI de Béjaïa y avisa a la central.", "es", B, "now", ["fwi"]),
    R("¿Qué vio el dron? Y manda la imagen al puesto de mando.", "es", None, "now", FR_TIME, intents=[FRAMES, REF]),
    R("عطيني مؤشر الخطر في سيدي بلعباس وابعث تنبيه للفرق", "ar", S, "now", ["fwi"]),
    R("شحال الريح في بجاية؟ وبلغ الحماية المدنية", "ar", B, "now", ["ws"], intents=[CC, REF]),
])

# ============================================================================= multi: figures + what should we do
T("m-tac", [DG, TAC], [
    R("FWI at SBA? Do we need a second lookout?", "en", S, "now", ["fwi"]),
    R("Béjaïa danger class now, and should we hold the crew back?", "en", B, "now", ["class", "fwi"]),
    R("with the humidity at sidi bel abbes where it is, can we burn out this afternoon?", "en", S, "now", ["rh"],
      intents=[CC, TAC]),
    R("Le danger à SBA, et on engage ou pas ?", "fr", S, "now", ["fwi"]),
    R("Quel FWI à Béjaïa ? Tu conseilles d'envoyer une équipe à pied ?", "fr", B, "now", ["fwi"]),
    R("Nivel de peligro en Béjaïa, y ¿reforzamos la vigilancia?", "es", B, "now", ["fwi"]),
    R("شحال الخطر في سيدي بلعباس وواش نبعثو فرقة أخرى؟", "ar", S, "now", ["fwi"]),
    R("ما هي سرعة الرياح في بجاية؟ وهل من الآمن التقدم نحو الجبهة؟", "ar", B, "now", ["ws"], intents=[CC, TAC]),
])

# ============================================================================= multi: drone + projection / crew rate
T("m-frsp", [FRAMES, SPREAD], [
    R("What did the drone spot, and where will that fire be in an hour?", "en", None, "now", ["=frames", "=spread"], h=60),
    R("Drone fire: when was it seen, and where's the head at plus 30 minutes?", "en", None, "now",
      ["=detection", "=spread"], h=30),
    R("Le drone a vu quoi, et où sera le feu dans 45 minutes ?", "fr", None, "now", FR_TIME + ["=spread"], h=45),
    R("¿Dónde vio fuego el dron y hacia dónde irá en media hora?", "es", None, "now", DET_PLACE + ["=spread"], h=30),
    R("وين شاف الدرون النار ووين تكون بعد ساعة؟", "ar", None, "now", DET_PLACE + ["=spread"], h=60),
    R("UAV detection details plus a two-hour projection, please.", "en", None, "now", ["=detection", "=spread"], h=120),
])

T("m-frdr", [FRAMES, DRIFT], [
    R("When did the drone see the fire? If it runs at 20 m/min, how far does it go in 30 minutes?", "en", None, "now",
      ["=detection"] + DIST(rate_m(20, "min", 30)), h=30),
    R("Heure de la détection du drone ? Et à 40 m/min, quelle distance en 15 minutes ?", "fr", None, "now",
      DET_TIME + DIST(rate_m(40, "min", 15)), h=15),
    R("¿Qué vio el dron? Si el frente avanza 30 m por minuto, ¿cuánto recorre en 20 minutos?", "es", None, "now",
      FR_TIME + DIST(rate_m(30, "min", 20)), h=20),
    R("واش شاف الدرون؟ وإذا النار تمشي 15 متر في الدقيقة، شحال تقطع في نص ساعة؟", "ar", None, "now",
      FR_TIME + DIST(rate_m(15, "min", 30)), h=30),
])

# ============================================================================= multi: figure + guidance
T("m-dgdoc", [DG, DOCU], [
    R("FWI at SBA right now, and what does the crew-safety guide say about staffing on high-danger days?", "en", S, "now",
      ["fwi", "class"] + LOOKOUT_EARLY[1:]),
    R("ISI at Béjaïa, and what does the ISI actually measure?", "en", B, "now", K(B, "now", "ISI") + ISI_WORDS),
    R("What's the FFMC at Sidi Bel Abbes, and from what value do fine fuels ignite easily?", "en", S, "now",
      K(S, "now", "FFMC") + [FFMC_IGNITE]),
    R("Le FWI à Béjaïa, et à partir de quel seuil on passe en danger élevé ?", "fr", B, "now", ["fwi", HIGH_FROM]),
    R("BUI en SBA y qué significa según la guía", "es", S, "now", K(S, "now", "BUI")),
    R("مؤشر FFMC في بجاية، ومن أي قيمة تشتعل الأعشاب الدقيقة بسهولة؟", "ar", B, "now", K(B, "now", "FFMC") + [FFMC_IGNITE]),
])

T("m-sumana", [SUM, AN], [
    R("How many fire days at SBA in August, and over the whole season, of the days with FWI above 20, how many burned?",
      "en", S, "aug", ["fires", "fires_fwi_gt"], thr=20, fire=True),
    R("Highest FWI at Béjaïa in July, and did days like that one burn?", "en", B, "jul", ["maxfwi"], fire=True),
    R("Combien de jours de feu à Béjaïa en septembre, et sur la saison, parmi les jours à FWI au-dessus de 10, combien ont brûlé ?",
      "fr", B, "sep", ["fires", "fires_fwi_gt"], thr=10, fire=True),
    R("FWI máximo en SBA en agosto, y en toda la temporada ¿cuántos días con FWI mayor de 25 tuvieron fuego?", "es", S, "aug",
      ["maxfwi", "fires_fwi_gt"], thr=25, fire=True),
    R("شحال من نهار حريق في سيدي بلعباس في سبتمبر، ومن بين كل النهارات اللي FWI فيها فوق 15 شحال شعلت؟", "ar", S, "sep",
      ["fires", "fires_fwi_gt"], thr=15, fire=True),
])

# ============================================================================= multi: three asks
T("m-three", [DG, CC, CMP], [
    R("FWI at SBA, temp at Béjaïa, and which station's worse overall?", "en", BOTH, "now", ["fwi"] + V(B, "now", "t")),
    R("Humidity at Béjaïa, ISI at Sidi Bel Abbes, and which one's windier?", "en", BOTH, "now",
      V(B, "now", "rh") + K(S, "now", "ISI") + ["ws"]),
    R("La température à SBA, le FWI à Béjaïa, et laquelle est la plus risquée ?", "fr", BOTH, "now",
      V(S, "now", "t") + ["fwi"]),
    R("Humedad en Béjaïa, FWI en SBA, y ¿cuál está peor?", "es", BOTH, "now", V(B, "now", "rh") + ["fwi"]),
    R("قداش الحرارة في بجاية، شحال FWI في سيدي بلعباس، وشكون فيهم أخطر؟", "ar", BOTH, "now", V(B, "now", "t") + ["fwi"]),
    R("Temp at SBA in °F, wind at Béjaïa in mph, and what's tomorrow looking like?", "en", BOTH, "now",
      V(S, "now", "t") + U(S, "now", "t", "F") + V(B, "now", "ws") + U(B, "now", "ws", "mph"), intents=[CC, OOS]),
    R("What did the drone see, how far does the head run at 30 m/min in 20 min, and send that to dispatch.", "en", None,
      "now", ["=frames"] + DIST(rate_m(30, "min", 20)) + [NEG], h=20, intents=[FRAMES, DRIFT, REF]),
    R("FWI à Béjaïa, vent à SBA en nœuds, et envoie tout ça au PC.", "fr", BOTH, "now",
      V(B, "now", "fwi") + V(S, "now", "ws") + U(S, "now", "ws", "kn"), intents=[DG, CC, REF]),
    R("Temperatura en SBA, dirección del viento, y ¿qué hacemos?", "es", S, "now", ["t"], intents=[CC, OOS, TAC]),
    R("قداش الحرارة في بجاية، واش شاف الدرون، وابعث التقرير للقيادة", "ar", B, "now", ["t"] + FR_TIME,
      intents=[CC, FRAMES, REF]),
])

T("m-photo", [PHOTO, CC], [
    R("Attaching a photo of the smoke. Also, what's the RH at SBA?", "en", S, "now", ["rh"]),
    R("pic incoming of the flank, and whats the wind at bejaia", "en", B, "now", ["ws"]),
    R("Je joins une photo ; et quelle température à Béjaïa ?", "fr", B, "now", ["t"]),
    R("بعثتلك صورة، وشحال الرطوبة في سيدي بلعباس؟", "ar", S, "now", ["rh"]),
    R("I'm sending you my own photo: is it the same fire as the drone's frame?", "en", None, "now", ["=frames"],
      intents=[PHOTO, FRAMES]),
    R("هاذي تصويرة من عندي، قارنها مع صورة الدرون", "ar", None, "now", FR_TIME, intents=[PHOTO, FRAMES]),
])

T("m-ccsp", [CC, SPREAD], [
    R("Wind at SBA, and where will the front be in 30 min?", "en", S, "now", ["ws", "=spread"], h=30),
    R("Where's the head going in the next hour, and what's the humidity doing at Sidi Bel Abbes?", "en", S, "now",
      ["rh", "=spread"], h=60),
    R("Vent à Sidi Bel Abbès, et position du front dans une heure ?", "fr", S, "now", ["ws", "=spread"], h=60),
    R("Viento en SBA y proyección del frente a 45 minutos", "es", S, "now", ["ws", "=spread"], h=45),
    R("سرعة الريح في سيدي بلعباس، ووين تكون النار بعد نص ساعة؟", "ar", S, "now", ["ws", "=spread"], h=30),
])

T("m-cap", [CAP, DG], [
    R("What can you tell me, and what's the FWI at Béjaïa now?", "en", B, "now", ["fwi"]),
    R("Have you got the crew safety documents on board? And what does LCES stand for?", "en", None, "none", LCES_WORDS,
      intents=[CAP, DOCU]),
    R("Quelles stations tu as, et quelle température à SBA ?", "fr", S, "now", ["t"], intents=[CAP, CC]),
    R("¿Qué puedes hacer? Y dime la humedad en Béjaïa.", "es", B, "now", ["rh"], intents=[CAP, CC]),
])

T("m-ccsum", [CC, SUM], [
    R("Temp at SBA today and the hottest day this past week?", "en", S, "lastweek", V(S, "now", "t") + ["maxt"]),
    R("Current RH at Béjaïa, and the lowest it's been over the last 3 days", "en", B, "last3d",
      V(B, "now", "rh") + MIN(B, "last3d", "rh")),
    R("FWI actuel à Sidi Bel Abbès, et le maximum depuis mardi ?", "fr", S, "since-tue", V(S, "now", "fwi") + ["maxfwi"],
      intents=[DG, SUM]),
    R("Temperatura ahora en Béjaïa y la máxima de septiembre", "es", B, "sep", V(B, "now", "t") + ["maxt"]),
    R("الحرارة اليوم في سيدي بلعباس وأعلى حرارة في سبتمبر", "ar", S, "sep", V(S, "now", "t") + ["maxt"]),
    R("How many fire days at Béjaïa in August, and what was the FWI on the 14th?", "en", B, "aug",
      ["fires"] + V(B, "2012-08-14", "fwi"), intents=[SUM, DG], fire=True),
])

T("m-ccdoc", [CC, DOCU], [
    R("Is the humidity low at SBA? And what do the watch-out situations say about hotter, drier weather?", "en", S, "now",
      ["rh"] + PULLBACK),
    R("Is Béjaïa windy right now, and what does the LCES guide say to do when the wind picks up?", "en", B, "now",
      ["ws"] + PULLBACK),
    R("Quelle humidité à SBA, et que dit le guide sur les zones de sécurité ?", "fr", S, "now", ["rh"]),
    R("شحال الريح في بجاية؟ وواش يقول الدليل على طرق الهروب؟", "ar", B, "now", ["ws"]),
])

T("m-cmpx", [CMP, OOS], [
    R("Which station is windier, and which way is it blowing at each?", "en", BOTH, "now", ["ws"]),
    R("Compare FWI at both stations and alert the crew at the worse one.", "en", BOTH, "now", ["fwi", NEG],
      intents=[CMP, REF]),
    R("Quelle station est la plus chaude, et laquelle le sera demain ?", "fr", BOTH, "now", ["t"]),
    R("Compara la humedad de las dos estaciones y la de Orán", "es", BOTH, "now", ["rh"]),
])

T("m-sumoos", [SUM, OOS], [
    R("Highest FWI at SBA in September, and what's next week looking like?", "en", S, "sep", ["maxfwi"]),
    R("Combien de jours de feu à Béjaïa en août, et à Oran ?", "fr", B, "aug", ["fires"], fire=True),
    R("أعلى حرارة في بجاية في أوت، وكيفاش تكون الحرارة الشهر الجاي؟", "ar", B, "aug", ["maxt"]),
])

# ============================================================================= more multi-ask questions
T("m-dgfr", [FRAMES, DG], [
    R("The drone picked up smoke north-east of town. What's the FWI and danger class at the Sidi Bel Abbes station?", "en",
      S, "now", ["=detection", "fwi", "class"]),
    R("Le drone a repéré quoi, et quel est le FWI à Sidi Bel Abbès ?", "fr", S, "now", FR_TIME + ["fwi"]),
    R("واش لقى الدرون، وشحال الخطر في سيدي بلعباس؟", "ar", S, "now", FR_TIME + ["fwi"]),
])

T("m-ccdr", [CC, DRIFT], [
    R("Wind at SBA now? And at 35 m/min, how far does the head go in 20 min?", "en", S, "now",
      ["ws"] + DIST(rate_m(35, "min", 20)), h=20),
    R("¿Viento en Béjaïa? Y si la cabeza va a 2 km/h, ¿cuánto avanza en 30 minutos?", "es", B, "now",
      ["ws"] + DIST(rate_m(2, "kmh", 30)), h=30),
    R("شحال الحرارة في بجاية؟ والنار إذا تمشي 20 متر في الدقيقة، شحال تقطع في ربع ساعة؟", "ar", B, "now",
      ["t"] + DIST(rate_m(20, "min", 15)), h=15),
])

T("m-spref", [SPREAD, REF], [
    R("Project the front out an hour and push it to every tablet on the incident.", "en", None, "now", ["=spread", NEG], h=60),
    R("Projette le front à 30 minutes et envoie la carte au PC.", "fr", None, "now", ["=spread"], h=30),
])

T("m-docref", [DOCU, REF], [
    R("Read me the LCES summary and send a copy to all the crew bosses.", "en", None, "none", LCES_WORDS + [NEG]),
    R("واش يقول الدليل على المساحة الدفاعية؟ وابعثو لكل الفرق", "ar", None, "none", [DEF_FEET]),
])

T("m-dgan", [DG, AN], [
    R("FWI at SBA today, and have days like it burned before?", "en", S, "now", ["fwi"], fire=True),
    R("What's the Béjaïa FWI, and in the record, of the days above 20, how many had fires?", "en", B, "now",
      ["fwi", "fires_fwi_gt"], thr=20, fire=True),
    R("Le FWI à Béjaïa aujourd'hui, et des jours pareils ont-ils brûlé ?", "fr", B, "today", ["fwi"], fire=True),
    R("FWI hoy en Sidi Bel Abbès y ¿días así tuvieron incendio?", "es", S, "today", ["fwi"], fire=True),
    R("مؤشر FWI اليوم في بجاية، والنهارات اللي كيفو شعلت؟", "ar", B, "today", ["fwi"], fire=True),
])

T("m-hour", [CC, DG], [
    R("Temp at SBA at 6 this morning, plus the FWI.", "en", S, "today", ["t", "fwi"]),
    R("L'humidité à Béjaïa hier à 16 h, et le FWI de ce jour-là ?", "fr", B, "yesterday", ["rh", "fwi"]),
    R("الحرارة في سيدي بلعباس على الثامنة صباحا ومؤشر الخطر", "ar", S, "today", ["t", "fwi"]),
], decision="warn")

T("m-near", [CC, DG], [
    R("RH and fire danger up on the ridge above Béjaïa?", "en", B, "now", ["rh", "fwi", "class"]),
    R("wind + fwi at the quarry 5 km out of sidi bel abbes", "en", S, "now", ["ws", "fwi"]),
    R("Temperatura y peligro a 10 km al norte de SBA", "es", S, "now", ["t", "fwi"]),
], decision="warn")

T("m-cmpdg", [DG, CMP], [
    R("What's the ISI at Béjaïa, and is Sidi Bel Abbes any worse on FWI?", "en", BOTH, "now", K(B, "now", "ISI") + ["fwi"]),
    R("danger class at SBA and which station is drier", "en", BOTH, "now",
      V(S, "now", "fwi") + [{"class": cf.danger_class(raw(S, "now", "fwi"))}] + ["rh"]),
    R("Le FWI à SBA, et laquelle des deux stations est la plus chaude ?", "fr", BOTH, "now", V(S, "now", "fwi") + ["t"]),
    R("شحال FWI في بجاية، وشكون أسخن فيهم؟", "ar", BOTH, "now", V(B, "now", "fwi") + ["t"]),
])

# ============================================================================= sessions (3-5 turns)
# s01: engine crew, typing fast
TURN(1, 1, "fwi sba rn", "en", [DG], S, "now", ["fwi", "class"])
TURN(1, 2, "n bejaia?", "en", [DG], B, "now", ["fwi", "class"])
TURN(1, 3, "why so low there", "en", [EXPL], B, "now", ["rh", "rain"])
TURN(1, 4, "ok which one do we keep an eye on", "en", [CMP], BOTH, "now", ["fwi"])
# s02: French crew lead, leaves out station and day
TURN(2, 1, "Bonjour, température et humidité à Béjaïa aujourd'hui ?", "fr", [CC], B, "today", ["t", "rh"])
TURN(2, 2, "Et hier ?", "fr", [CC], B, "yesterday", ["t", "rh"])
TURN(2, 3, "Et à Sidi Bel Abbès, le même jour ?", "fr", [CC], S, "yesterday", ["t", "rh"])
TURN(2, 4, "Pourquoi le danger était si faible à Béjaïa ce jour-là ?", "fr", [EXPL], B, "yesterday", ["rh", "rain"])
# s03: Algerian crew lead in darja
TURN(3, 1, "شحال FWI في بجاية اليوم؟", "ar", [DG], B, "today", ["fwi"])
TURN(3, 2, "وفي سيدي بلعباس؟", "ar", [DG], S, "today", ["fwi"])
TURN(3, 3, "علاش راهو طايح هكذا؟", "ar", [EXPL], S, "today", ["rh"])
TURN(3, 4, "واش شاف الدرون اليوم؟", "ar", [FRAMES], None, "today", FR_TIME)
# s04: dispatcher, drone -> projection -> crew rate -> order
TURN(4, 1, "Dispatch to box: any drone detections today?", "en", [FRAMES], None, "today", ["=detection"])
TURN(4, 2, "Where exactly?", "en", [FRAMES], None, "today", ["=detection_place"])
TURN(4, 3, "Where will the head be in 45 minutes?", "en", [SPREAD], None, "now", ["=spread"], h=45)
TURN(4, 4, "Engine 7 reports ROS about 30 m/min. Using their number, how far in those 45?", "en", [DRIFT], None, "now",
     DIST(rate_m(30, "min", 45)), h=45)
TURN(4, 5, "Copy. Put that on the dispatch board.", "en", [REF], None, "now", [NEG])
# s05: Spanish, fire days by month, then the other station
TURN(5, 1, "¿Cuántos días de incendio hubo en Béjaïa en agosto?", "es", [SUM], B, "aug", ["fires"], fire=True)
TURN(5, 2, "¿Y en julio?", "es", [SUM], B, "jul", ["fires"], fire=True)
TURN(5, 3, "¿Y en la otra estación?", "es", [SUM], S, "jul", ["fires"], fire=True)
TURN(5, 4, "Entonces, ¿cuál de las dos tuvo más en julio?", "es", [CMP, SUM], BOTH, "jul", ["fires"], fire=True)
# s06: English, then French mid-session
TURN(6, 1, "What's the wind at Sidi Bel Abbes?", "en", [CC], S, "now", ["ws"])
TURN(6, 2, "in knots?", "en", [CC], S, "now", ["ws"] + U(S, "now", "ws", "kn"))
TURN(6, 3, "Et la direction ?", "fr", [OOS], S, "now", [])
TURN(6, 4, "D'accord. Et le FWI là-bas ?", "fr", [DG], S, "now", ["fwi"])
# s07: incident commander on the radio
TURN(7, 1, "Command to box, danger class at Béjaïa, over.", "en", [DG], B, "now", ["class", "fwi"])
TURN(7, 2, "Copy. Same station on 14 August?", "en", [DG], B, "2012-08-14", ["class", "fwi"])
TURN(7, 3, "Why was it that much higher then?", "en", [EXPL], B, "2012-08-14", ["rain"] + K(B, "2012-08-14", "BUI"))
TURN(7, 4, "Which station was worse that day?", "en", [CMP], BOTH, "2012-08-14", ["fwi"])
# s08: analyst in Modern Standard Arabic
TURN(8, 1, "ما هي أعلى قيمة لمؤشر FWI في سيدي بلعباس خلال أوت؟", "ar", [SUM], S, "aug", ["maxfwi"])
TURN(8, 2, "وفي بجاية؟", "ar", [SUM], B, "aug", ["maxfwi"])
TURN(8, 3, "كم يوما تجاوز فيه المؤشر 20 في سيدي بلعباس خلال نفس الشهر؟", "ar", [SUM], S, "aug", COUNT(S, "aug", "fwi", 20))
TURN(8, 4, "ومن بين هذه الأيام، كم يوما سجل حريقا؟", "ar", [AN], S, "aug", WIN_ANALOG(S, "aug", 20), fire=True,
     alt=[[AN, SUM]])
# s09: new volunteer
TURN(9, 1, "Hi, I'm new. What does FWI mean?", "en", [DOCU], None, "none", FWI_NAME)
TURN(9, 2, "What is it at Béjaïa today?", "en", [DG], B, "today", ["fwi", "class"])
TURN(9, 3, "Is that a lot?", "en", [EXPL], B, "today", ["class"], alt=[[DG]])
# s10: French logistics officer, ends with an order
TURN(10, 1, "Logistique : température max à Sidi Bel Abbès sur la semaine écoulée ?", "fr", [SUM], S, "lastweek", ["maxt"])
TURN(10, 2, "Et la moyenne ?", "fr", [SUM], S, "lastweek", AVG(S, "lastweek", "t"))
TURN(10, 3, "Pareil pour Béjaïa.", "fr", [SUM], B, "lastweek", ["maxt"] + AVG(B, "lastweek", "t"))
TURN(10, 4, "Envoie-moi tout ça par SMS.", "fr", [REF], None, "now", [])
# s11: Spanish analyst
TURN(11, 1, "FFMC, ISI y FWI en Sidi Bel Abbès el 21 de septiembre", "es", [DG], S, "2012-09-21",
     K(S, "2012-09-21", "FFMC", "ISI", "FWI"))
TURN(11, 2, "¿Y el día anterior?", "es", [DG], S, "2012-09-20", K(S, "2012-09-20", "FFMC", "ISI", "FWI"))
TURN(11, 3, "¿Por qué se disparó el ISI el 21?", "es", [EXPL], S, "2012-09-21", ["ws"] + K(S, "2012-09-21", "FFMC"))
TURN(11, 4, "¿Y los días así, ardieron?", "es", [AN], S, "2012-09-21", ["fwi"], fire=True)
# s12: engine crew, typos and shorthand
TURN(12, 1, "temp bejia now", "en", [CC], B, "now", ["t"])
TURN(12, 2, "rh?", "en", [CC], B, "now", ["rh"])
TURN(12, 3, "wind mph", "en", [CC], B, "now", ["ws"] + U(B, "now", "ws", "mph"))
TURN(12, 4, "same for sba", "en", [CC], S, "now", ["t", "rh", "ws"] + U(S, "now", "ws", "mph"))
TURN(12, 5, "which is worse", "en", [CMP], BOTH, "now", ["fwi"])
# s13: darja, then English
TURN(13, 1, "الريح في سيدي بلعباس قداش؟", "ar", [CC], S, "now", ["ws"])
TURN(13, 2, "والبارح؟", "ar", [CC], S, "yesterday", ["ws"])
TURN(13, 3, "what about the 28th, in knots", "en", [CC], S, "2012-09-28", ["ws"] + U(S, "2012-09-28", "ws", "kn"))
TURN(13, 4, "ok and if a fire starts there now, where is it in 30 min", "en", [SPREAD], S, "now", ["=spread"], h=30)
# s14: French incident commander, drone
TURN(14, 1, "Le drone a vu un feu ?", "fr", [FRAMES], None, "now", DET_TIME)
TURN(14, 2, "Il est où ?", "fr", [FRAMES], None, "now", DET_PLACE)
TURN(14, 3, "Et il sera où dans une heure ?", "fr", [SPREAD], None, "now", ["=spread"], h=60)
# s15: Spanish, then English; an hour other than noon
TURN(15, 1, "Humedad en Béjaïa ahora", "es", [CC], B, "now", ["rh"])
TURN(15, 2, "¿Y a las seis de la mañana?", "es", [CC], B, "today", ["rh"], decision="warn")
TURN(15, 3, "ok, English please. FWI there?", "en", [DG], B, "now", ["fwi", "class"])
TURN(15, 4, "why so low?", "en", [EXPL], B, "now", ["rh", "rain"])
# s16: Modern Standard Arabic, tactical then an order
TURN(16, 1, "ما هو مستوى الخطر في سيدي بلعباس اليوم؟", "ar", [DG], S, "today", ["fwi"])
TURN(16, 2, "وهل يجب أن نسحب الفرق؟", "ar", [TAC], S, "today", ["fwi"])
TURN(16, 3, "لماذا؟", "ar", [EXPL], S, "today", ["rh"])
TURN(16, 4, "أرسل أمر الانسحاب إلى الفرق", "ar", [REF], None, "now", [])
# s17: incident commander, both stations over the last days
TURN(17, 1, "FWI both stations side by side", "en", [CMP], BOTH, "now", ["fwi"])
TURN(17, 2, "and yesterday", "en", [CMP], BOTH, "yesterday", ["fwi"])
TURN(17, 3, "how about the day before?", "en", [CMP], BOTH, "daybefore", ["fwi"])
TURN(17, 4, "Any rain at either one over those three days? Totals please.", "en", [SUM], BOTH, "last3d",
     TOTAL(BOTH, "last3d", "rain"), alt=[[CMP, SUM]])


def write():
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    tpath.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    spath.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")
    n = sum(len(t["phrasings"]) for t in TEMPLATES)
    print(f"{len(TEMPLATES)} templates, {n} phrasings -> {tpath.name}; {len(SESSIONS)} session turns -> {spath.name}")


if __name__ == "__main__":
    write()
