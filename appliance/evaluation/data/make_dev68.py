#!/usr/bin/env python3
"""Batch d68 (dev): generator of a blind evaluation batch: fire-crew questions with gold computed from the data.

Writes crew_templates_dev68.jsonl and crew_sessions_dev68.jsonl beside this file. Deterministic: every
gold number comes from the Algerian CSV (crew_facts.table / fire_record), from the crew's own numbers
(rate x minutes, unit conversions of the real reading) or from the shipped documents by regex.
Run:  python -m appliance.evaluation.data.make_dev68
"""
import json
import re
import statistics
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d68"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
TAB = crew_facts.table()
FIRES = crew_facts.fire_record()
TODAY = crew_days.TODAY.isoformat()
YEST, DBEF = "2012-09-29", "2012-09-28"
_num = crew_facts._num


# ---------------------------------------------------------------- data helpers (all gold numbers)
def rec(st, day):
    return TAB[(st, day)]


def code(st, day, c):
    return _num(rec(st, day).codes[c])


def days_of(key):
    return crew_days.resolve(key, "en", 0)["days"]


def argmax_day(st, key, field="FWI", month=None):
    days = [d for d in days_of(key) if (st, d) in TAB] if key else \
        sorted(d for (s, d) in TAB if s == st and (month is None or d[5:7] == month))
    val = (lambda d: rec(st, d).codes[field]) if field in rec(st, days[0]).codes else \
        (lambda d: getattr(rec(st, d), field))
    return max(days, key=lambda d: (val(d), d))


def forms(x, nd=1):
    """x at nd decimals, rounded half up as a person would (1.575 -> 1.58), point and comma."""
    v = float(Decimal(repr(x)).quantize(Decimal(1).scaleb(-nd), rounding=ROUND_HALF_UP))
    s = str(int(v)) if v.is_integer() else f"{v:.{nd}f}"
    return list(dict.fromkeys([s, s.replace(".", ",")]))


def mph(st, day):
    v = rec(st, day).wind_kmh / 1.609344
    return {"any": forms(v) + [f"{round(v)} mph"]}


def knots(st, day):
    v = rec(st, day).wind_kmh / 1.852
    return {"any": forms(v) + [f"{round(v)} kn", f"{round(v)} knots"]}


def mps(st, day):
    v = rec(st, day).wind_kmh / 3.6
    return {"any": forms(v) + [f"{round(v)} m/s"]}


def fahr(st, day):
    v = rec(st, day).temperature_c * 9 / 5 + 32
    return _num(round(v, 1)) if float(round(v, 1)).is_integer() else {"any": forms(v)}


def dist(m):
    """A distance in the forms a crew may read: metres, km (1 and 2 decimals), French comma."""
    out = []
    if not float(round(m, 1)).is_integer():
        out += [f"{f} m" for f in forms(m)]
    mi = round(m)
    out += [f"{mi} m", f"{mi:,} m", f"{mi:,} m".replace(",", " ")]
    if abs(round(m / 1000, 1) * 1000 - m) <= 10:     # a one-decimal km form only where it is close
        out += [f"{f} km" for f in forms(m / 1000, 1)]
    out += [f"{f} km" for f in forms(m / 1000, 2)]
    if round(m) % 10:                                  # metres not a whole 10: the exact km too
        out += [f"{f} km" for f in forms(round(m) / 1000, 3)]
    return {"any": list(dict.fromkeys(out))}


def fires_in(st, key):
    return sum(FIRES[(st, d)][1] for d in days_of(key) if (st, d) in FIRES)


def count_gt(st, key, field, thr):
    rows = [rec(st, d) for d in days_of(key) if (st, d) in TAB]
    get = (lambda r: r.codes[field]) if field in ("FWI", "ISI", "BUI", "FFMC", "DMC", "DC") else \
        (lambda r: getattr(r, field))
    return sum(get(r) > thr for r in rows)


def mean_of(st, key, field):
    rows = [rec(st, d) for d in days_of(key) if (st, d) in TAB]
    get = (lambda r: r.codes[field]) if field in ("FWI", "ISI", "BUI") else (lambda r: getattr(r, field))
    return {"any": forms(statistics.mean(get(r) for r in rows))}


def min_of(st, key, field):
    rows = [rec(st, d) for d in days_of(key) if (st, d) in TAB]
    return _num(min(getattr(r, field) for r in rows))


NAME_ANY = {B: {"any": ["Bejaia", "بجاية"]},
            S: {"any": ["Sidi Bel Abbes", "سيدي بلعباس", "بلعباس", "بل عباس"]}}


def worst_on(day):
    return NAME_ANY[crew_facts.watch_station(day)]


def worst_by(vals):
    """Station with the higher value; no tie allowed (a tie has no worst)."""
    a, b = vals[B], vals[S]
    assert a != b, vals
    return NAME_ANY[B if a > b else S]


FORECAST = {"en": {"any": ["forecast"]}, "fr": {"any": ["prévision", "prevoi", "forecast"]},
            "es": {"any": ["pronóstico", "previsión", "forecast"]},
            "ar": {"any": ["توقع", "تنبؤ", "forecast"]}}
DIRECTION = {"en": {"any": ["direction"]}, "fr": {"any": ["direction"]},
             "es": {"any": ["dirección", "direction"]}, "ar": {"any": ["اتجاه", "direction"]}}
PHOTO = {"en": {"any": ["photo", "image", "picture"]}, "fr": {"any": ["photo", "image"]},
         "es": {"any": ["foto", "imagen", "photo"]}, "ar": {"any": ["صورة", "تصويرة", "photo"]}}
TOWN = {"oran": {"any": ["Oran", "وهران"]}, "tlemcen": {"any": ["Tlemcen", "تلمسان"]},
        "algiers": {"any": ["Alger", "Algiers", "Argel", "الجزائر"]}}

# ---------------------------------------------------------------- the shipped documents, by regex
DOCS = EDGE_DATA_DIR / "documents"
GUIDE = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
BUTTE = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")


def _f(pattern, text, group=1):
    m = re.search(pattern, text, re.S)
    assert m, pattern
    return " ".join(m.group(group).split())


DOC_HIGH = _num(float(_f(r"from\s+([\d.]+)\s+high", GUIDE)))
DOC_VHIGH = _num(float(_f(r"from\s+([\d.]+)\s+very\s+high", GUIDE)))
DOC_EXTREME = _num(float(_f(r"from\s+([\d.]+)\s+extreme", GUIDE)))
DOC_FFMC = _num(float(_f(r"above\s+about\s+(\d+)\s+fine\s+fuels", GUIDE)))
DOC_FWI_WORD = _f(r"FWI\)\s+combines\s+ISI\s+and\s+BUI\s+into\s+one\s+rating\s+of\s+fire\s+(\w+)", GUIDE)
DOC_DS = _num(float(_f(r"requires\s+(\d+)\s+feet\s+of\s+defensible\s+space", BUTTE)))
DOC_Z1 = [_num(float(x)) for x in re.search(r"Zone\s+1\s+runs\s+from\s+(\d+)\s+to\s+(\d+)\s+feet", BUTTE).groups()]
DOC_GRASS = _f(r"maximum\s+height\s+of\s+(\d+)\s+inches", BUTTE)
DOC_LCES = [" ".join(w.split()).rstrip("s") for w in re.search(r"(Lookouts),\s+(Communications),\s+(Escape\s+routes)\s+and\s+(Safety\s+zones)", LCES).groups()]
DOC_DOWNHILL = _f(r"builds\s+line\s+(downhill)", LCES)
DOC_SPOT = _f(r"when\s+(spot\s+fire)s\s+appear", LCES)
DOC_ESCAPE = _f(r"(Escape\s+routes?)\s+lead\s+to\s+a\s+safety\s+zone", LCES).rstrip("s")

# ---------------------------------------------------------------- days picked from the data
HI_B = argmax_day(B, None)                       # Béjaïa's worst day of the season
HI_S = argmax_day(S, None)                       # Sidi-Bel Abbès' worst day
HI_B2 = max((d for (s, d) in TAB if s == B and d != HI_B), key=lambda d: rec(B, d).codes["FWI"])
RAIN_B = argmax_day(B, None, "rain_mm")          # wettest day at Béjaïa
RAIN_S = argmax_day(S, None, "rain_mm")
RAIN_S_AUG = argmax_day(S, None, "rain_mm", month="08")
HOT_S_AUG = argmax_day(S, None, "temperature_c", month="08")
JUL_S = argmax_day(S, None, month="07")
SEP_S = argmax_day(S, None, month="09")
SEP_S_PREV = (date.fromisoformat(SEP_S) - timedelta(days=1)).isoformat()
MEN = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September"]
MFR = ["", "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre"]
MES = ["", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre"]
MAR = ["", "جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر"]


def dt(day, lang, style=0):
    """A day as crews write it, in several habits."""
    y, m, d = (int(x) for x in day.split("-"))
    if lang == "en":
        suf = "th" if 10 <= d <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        return [f"{MEN[m][:3]} {d}", f"{d} {MEN[m]}", day, f"{d}-{MEN[m][:3]}", f"the {d}{suf} of {MEN[m]}",
                f"{MEN[m]} {d}{suf}"][style]
    if lang == "fr":
        return [f"le {d} {MFR[m]}", f"le {d:02d}/{m:02d}", f"le {d} {MFR[m].replace('û', 'u')}", f"{d}/{m}"][style]
    if lang == "es":
        return [f"el {d} de {MES[m]}", f"el {d:02d}/{m:02d}", f"el {d} {MES[m][:3]}"][style]
    return [f"نهار {d} {MAR[m]}", f"يوم {d:02d}/{m:02d}", f"في {d} {MAR[m]}", f"يوم {d} أغسطس" if m == 8 else f"يوم {d} {MAR[m]}"][style]


def date_any(day):
    y, m, d = (int(x) for x in day.split("-"))
    return {"any": [day, f"{d} {MEN[m]}", f"{MEN[m]} {d}", f"{d} {MEN[m][:3]}", f"{MEN[m][:3]} {d}",
                    f"{d:02d}/{m:02d}", f"{d}/{m}", f"{d} {MFR[m]}", f"{d} de {MES[m]}", f"{d} {MAR[m]}"]}


# ---------------------------------------------------------------- template builder
TEMPLATES = []


def R(lang, q, st=None, day="none", facts=(), intents=None, h=None, thr=None, alt=None):
    return {"lang": lang, "q": q, "st": st, "day": day, "facts": list(facts), "intents": intents, "h": h,
            "thr": thr, "alt": alt}


def T(kind, intents, rows, decision=None, fire=False, alt=None):
    phr = []
    for r in rows:
        p = {"q": r["q"], "lang": r["lang"], "facts": r["facts"]}
        if r["st"] is not None:
            p["stations"] = sorted(r["st"])
        if r["alt"] or alt:
            p["intents_alt"] = r["alt"] or alt
        phr.append(p)
    t = {"key": f"{NAME}-{kind}", "intents": intents, "phrasings": phr, "stations": "none",
         "days": [r["day"] for r in rows], "facts": []}
    if any(r["intents"] for r in rows):
        t["intents_by_phrasing"] = [r["intents"] or intents for r in rows]
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
OOS, REF, TAC = "out_of_scope", "refuse", "tactical"
NOW = "now"

# ================================================================ A. readings of a day
T("obs", [CC], [
    R("en", "whats the temp at SBA right now", [S], NOW, ["t"]),
    R("en", "Béjaïa humidity pls", [B], NOW, ["rh"]),
    R("en", "Wind speed in knots at Sidi Bel Abbes?", [S], NOW, ["ws", knots(S, TODAY)]),
    R("en", "Give me yesterday's noon obs for Bejaia: temp, RH, wind and rain.", [B], "yesterday", ["t", "rh", "ws", "rain"]),
    R("en", f"did it rain in SBA on {dt(RAIN_S_AUG, 'en', 0)}", [S], RAIN_S_AUG, ["rain"]),
    R("en", "Engine 4 to base, need the current wind at Bejaia in miles per hour, over.", [B], NOW, ["ws", mph(B, TODAY)]),
    R("en", f"how hot was it in sidi bel abes on {HOT_S_AUG} in fahrenheit", [S], HOT_S_AUG, ["t", fahr(S, HOT_S_AUG)]),
    R("en", "RH at bejaya day before yesterday?", [B], "daybefore", ["rh"]),
    R("en", f"Logistics here. What was the temperature at Béjaïa on {dt(HI_B, 'en', 4)}? Sorting out water for the crews.", [B], HI_B, ["t"]),
    R("en", "wind m/s SBA today", [S], "today", ["ws", mps(S, TODAY)]),
    R("en", "Dispatch, can you read me the latest weather from Sidi-Bel-Abbès?", [S], NOW, ["t", "rh", "ws", "rain"]),
    R("en", "Quick one: any rain in the last noon reading at Bejaia?", [B], NOW, ["rain"]),
    R("en", "new volunteer here, sorry if this is a dumb question. how windy is it at Bejaia today?", [B], "today", ["ws"]),
    R("en", "temp + rh sba 28 sept", [S], DBEF, ["t", "rh"]),
    R("fr", "Quelle température à Sidi Bel Abbès en ce moment ?", [S], NOW, ["t"]),
    R("fr", "Humidité relative à Béjaïa hier, svp.", [B], "yesterday", ["rh"]),
    R("fr", f"Il est tombé combien de pluie à Béjaïa {dt(RAIN_B, 'fr', 0)} ?", [B], RAIN_B, ["rain"]),
    R("fr", "vent a SBA en noeuds stp", [S], NOW, ["ws", knots(S, TODAY)]),
    R("fr", "Donnez-moi le relevé de midi de Bougie pour avant-hier.", [B], "daybefore", ["t", "rh", "ws", "rain"]),
    R("fr", f"Chef d'agrès : la température à Sidi-Bel-Abbès {dt(HOT_S_AUG, 'fr', 1)}, en Fahrenheit pour le rapport des Américains.", [S], HOT_S_AUG, ["t", fahr(S, HOT_S_AUG)]),
    R("es", "¿Qué temperatura hay ahora en Bejaia?", [B], NOW, ["t"]),
    R("es", "humedad en sidi bel abbes ayer", [S], "yesterday", ["rh"]),
    R("es", f"¿Cuánto viento había en Béjaïa {dt(HI_B2, 'es', 0)}? En m/s, porfa.", [B], HI_B2, ["ws", mps(B, HI_B2)]),
    R("es", f"¿Llovió en Sidi Bel Abbés {dt(RAIN_S, 'es', 0)}?", [S], RAIN_S, ["rain"]),
    R("ar", "قداه السخانة في بجاية دروك؟", [B], NOW, ["t"]),
    R("ar", "الرطوبة في سيدي بلعباس اليوم شحال؟", [S], "today", ["rh"]),
    R("ar", "ما هي سرعة الرياح في بجاية أمس؟", [B], "yesterday", ["ws"]),
    R("ar", f"صبات الشتا في بلعباس {dt(RAIN_S_AUG, 'ar', 0)}؟", [S], RAIN_S_AUG, ["rain"]),
    R("ar", "عطيني القراءات تاع بجاية: الحرارة والرطوبة والريح", [B], NOW, ["t", "rh", "ws"]),
    R("ar", f"كم كانت درجة الحرارة في سيدي بلعباس {dt(JUL_S, 'ar', 1)}؟", [S], JUL_S, ["t"]),
])

# ================================================================ B. danger and the codes
T("danger", [DG], [
    R("en", "fwi sba rn", [S], NOW, ["fwi"]),
    R("en", "What's the danger class at Bejaia today?", [B], "today", ["class"]),
    R("en", "Full FWI system codes for Sidi Bel Abbes yesterday please: FFMC, DMC, DC, ISI, BUI and FWI.", [S], "yesterday",
      [code(S, YEST, c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"]),
    R("en", f"BUI at Bejaia on {dt(HI_B, 'en', 0)}?", [B], HI_B, [code(B, HI_B, "BUI")]),
    R("en", "Command, say the fire weather index for Béjaïa, over.", [B], NOW, ["fwi"]),
    R("en", f"how dangerous was it at SBA on {dt(HI_S, 'en', 4)}", [S], HI_S, ["fwi", "class"]),
    R("en", "ffmc at bejaia 2day", [B], "today", [code(B, TODAY, "FFMC")]),
    R("en", "Drought code at Sidi-Bel-Abbès on 2012-09-16?", [S], "2012-09-16", [code(S, "2012-09-16", "DC")]),
    R("en", "FBAN request: ISI and BUI for Bejaia, day before yesterday.", [B], "daybefore",
      [code(B, DBEF, "ISI"), code(B, DBEF, "BUI")]),
    R("en", "is the danger low or high in SBA today", [S], "today", ["class", "fwi"]),
    R("en", "DMC at Bejaia yesterday please", [B], "yesterday", [code(B, YEST, "DMC")]),
    R("en", f"What was the fire danger rating at Sidi Bel Abbès on {dt(JUL_S, 'en', 1)}?", [S], JUL_S, ["class", "fwi"]),
    R("fr", "Indice FWI à Béjaïa maintenant ?", [B], NOW, ["fwi"]),
    R("fr", "Niveau de danger à SBA hier ?", [S], "yesterday", ["class"]),
    R("fr", "c koi l'ISI a bejaia aujourd'hui", [B], "today", [code(B, TODAY, "ISI")]),
    R("fr", "Le risque incendie était à combien à Sidi Bel Abbès le 26 août ?", [S], "2012-08-26", ["fwi", "class"]),
    R("fr", f"Quel était l'indice de sécheresse (DC) à Béjaïa {dt(HI_B, 'fr', 1)} ?", [B], HI_B, [code(B, HI_B, "DC")]),
    R("fr", "FFMC et BUI pour Sidi-Bel-Abbès avant-hier, merci.", [S], "daybefore", [code(S, DBEF, "FFMC"), code(S, DBEF, "BUI")]),
    R("es", "¿Qué nivel de peligro hay en Sidi Bel Abbés ahora mismo?", [S], NOW, ["class", "fwi"]),
    R("es", "FWI de Bejaia ayer?", [B], "yesterday", ["fwi"]),
    R("es", f"¿Cuál fue el índice de propagación inicial (ISI) en SBA {dt(HI_S, 'es', 0)}?", [S], HI_S, [code(S, HI_S, "ISI")]),
    R("es", "peligro bejaia 22/08", [B], "2012-08-22", ["class", "fwi"]),
    R("ar", "شحال مؤشر FWI في بجاية دروك؟", [B], NOW, ["fwi"]),
    R("ar", "الخطر في سيدي بلعباس اليوم واش راهو؟", [S], "today", ["class", "fwi"]),
    R("ar", "ما هي قيمة مؤشر الانتشار الأولي ISI في بجاية أمس؟", [B], "yesterday", [code(B, YEST, "ISI")]),
    R("ar", f"قداه كان الخطر في بلعباس {dt(HI_S, 'ar', 0)}؟", [S], HI_S, ["fwi", "class"]),
    R("ar", f"BUI تاع بجاية {dt(HI_B, 'ar', 2)}؟", [B], HI_B, [code(B, HI_B, "BUI")]),
    R("ar", "ما درجة خطر الحرائق في سيدي بلعباس يوم 16 سبتمبر؟", [S], "2012-09-16", ["class", "fwi"]),
])


# ================================================================ C. why was the danger high / low that day
def why_facts(st, day):
    r = rec(st, day)
    toks = ["fwi", "class"]
    toks += ["rh", "rain"] if r.rain_mm > 0 else ["t", "rh", "ws"]
    return toks


T("why", [CC, DG], [
    R("en", f"Why was the danger so high at Bejaia on {dt(HI_B, 'en', 0)}?", [B], HI_B, why_facts(B, HI_B)),
    R("en", f"what made SBA spike like that on {dt(HI_S, 'en', 4)}", [S], HI_S, why_facts(S, HI_S)),
    R("en", f"Danger at Bejaia fell to almost nothing on {dt(RAIN_B, 'en', 1)}, right after the worst stretch. Why?", [B], RAIN_B, why_facts(B, RAIN_B)),
    R("en", "Why is it so low at Sidi Bel Abbes today? Feels hot enough out here.", [S], "today", why_facts(S, TODAY)),
    R("en", f"IC to box: explain the high rating at Sidi-Bel-Abbès on {dt(JUL_S, 'en', 1)}. What drove it?", [S], JUL_S, why_facts(S, JUL_S)),
    R("en", "how come bejaia is so low today", [B], "today", why_facts(B, TODAY)),
    R("en", f"why was fwi low in SBA on {dt(RAIN_S, 'en', 3)}", [S], RAIN_S, why_facts(S, RAIN_S)),
    R("en", f"Analyst question: what pushed the FWI up at Sidi Bel Abbès on {SEP_S} when the days around it were quiet?", [S], SEP_S, why_facts(S, SEP_S)),
    R("fr", f"Pourquoi le danger était-il si élevé à Béjaïa {dt(HI_B, 'fr', 0)} ?", [B], HI_B, why_facts(B, HI_B)),
    R("fr", f"C'est quoi qui a fait grimper le risque à SBA {dt(HI_S, 'fr', 1)} ?", [S], HI_S, why_facts(S, HI_S)),
    R("fr", "Pourquoi l'indice est aussi bas à Sidi Bel Abbès aujourd'hui ?", [S], "today", why_facts(S, TODAY)),
    R("fr", f"Expliquez-moi pourquoi Béjaïa était en danger faible {dt(RAIN_B, 'fr', 0)}.", [B], RAIN_B, why_facts(B, RAIN_B)),
    R("es", f"¿Por qué el peligro estaba tan alto en Sidi Bel Abbés {dt(HI_S, 'es', 0)}?", [S], HI_S, why_facts(S, HI_S)),
    R("es", "¿Por qué hoy el riesgo en Bejaia es tan bajo?", [B], "today", why_facts(B, TODAY)),
    R("es", f"por que subio tanto el FWI en bejaia {dt(HI_B2, 'es', 1)}", [B], HI_B2, why_facts(B, HI_B2)),
    R("ar", f"علاش كان الخطر طالع بزاف في بجاية {dt(HI_B, 'ar', 0)}؟", [B], HI_B, why_facts(B, HI_B)),
    R("ar", "لماذا مؤشر الخطر منخفض في سيدي بلعباس اليوم؟", [S], "today", why_facts(S, TODAY)),
    R("ar", f"واش اللي خلا الخطر يطلع في بلعباس {dt(JUL_S, 'ar', 2)}؟", [S], JUL_S, why_facts(S, JUL_S)),
    R("ar", f"علاش الخطر طاح في بجاية {dt(RAIN_B, 'ar', 0)}؟", [B], RAIN_B, why_facts(B, RAIN_B)),
], alt=[[DG]])

# ================================================================ D. compare the two stations, with danger / weather
isi_both_today = [code(B, TODAY, "ISI"), code(S, TODAY, "ISI")]
T("cmp-danger", [CMP, DG], [
    R("en", "Compare fire danger at Bejaia and SBA right now.", BOTH, NOW, ["fwi", "class"]),
    R("en", "FWI both stations yesterday, which one's worse?", BOTH, "yesterday", ["fwi", worst_on(YEST)]),
    R("en", f"how does SBA danger stack up against bejaia on {dt(HI_S, 'en', 0)}", BOTH, HI_S, ["fwi", "class"]),
    R("en", f"danger class side by side, bejaia vs sba, {dt(HI_B, 'en', 3)}", BOTH, HI_B, ["class", "fwi"]),
    R("en", "Dispatcher: for resource allocation, which station has the higher FWI right now, and what are the two values?", BOTH, NOW, ["fwi", worst_on(TODAY)]),
    R("en", "ISI at both stations today - who's got more spread potential?", BOTH, "today", isi_both_today + [worst_by({B: isi_both_today[0], S: isi_both_today[1]})]),
    R("fr", "Comparez le danger entre Béjaïa et Sidi Bel Abbès aujourd'hui.", BOTH, "today", ["fwi", "class"]),
    R("fr", "FWI des deux stations le 26 août, laquelle était la pire ?", BOTH, "2012-08-26", ["fwi", worst_on("2012-08-26")]),
    R("es", "Compara el FWI de Bejaia y Sidi Bel Abbés hoy.", BOTH, "today", ["fwi"]),
    R("es", "peligro en las dos estaciones ayer, cual esta peor", BOTH, "yesterday", ["class", "fwi", worst_on(YEST)]),
    R("ar", "قارن لي الخطر بين بجاية وسيدي بلعباس دروك", BOTH, NOW, ["fwi", "class"]),
    R("ar", f"FWI تاع الجوج محطات {dt(HI_S, 'ar', 0)}، شكون فيهم الأخطر؟", BOTH, HI_S, ["fwi", worst_on(HI_S)]),
    R("ar", "ما الفرق في مستوى الخطر بين المحطتين أمس؟", BOTH, "yesterday", ["fwi", "class"]),
])
t_today = {st: rec(st, TODAY).temperature_c for st in BOTH}
T("cmp-wx", [CMP, CC], [
    R("en", "Which is hotter today, Bejaia or Sidi Bel Abbes, and by how many degrees?", BOTH, "today", ["t", worst_by(t_today)]),
    R("en", "IC here. Humidity and wind at both stations, and tell me where it's drier.", BOTH, NOW,
      ["rh", "ws", worst_by({st: -rec(st, TODAY).rh_pct for st in BOTH})]),
    R("en", "Is Béjaïa windier than Sidi-Bel-Abbès today? Give me both readings.", BOTH, "today", ["ws"]),
    R("en", f"temp and rh at both stations on {dt(HOT_S_AUG, 'en', 2)}, which one was drier", BOTH, HOT_S_AUG,
      ["t", "rh", worst_by({st: -rec(st, HOT_S_AUG).rh_pct for st in BOTH})]),
    R("fr", "Il fait plus chaud où, Béjaïa ou SBA ? Donnez les deux températures.", BOTH, NOW, ["t"]),
    R("fr", "L'humidité à Sidi-Bel-Abbès comparée à celle de Béjaïa hier ?", BOTH, "yesterday", ["rh"]),
    R("fr", f"Vent et humidité : Béjaïa contre SBA, {dt(SEP_S, 'fr', 3)}.", BOTH, SEP_S, ["ws", "rh"]),
    R("es", "¿Dónde hace más calor ahora, en Bejaia o en SBA?", BOTH, NOW, ["t"]),
    R("ar", "وين السخانة أكثر اليوم، بجاية ولا بلعباس؟", BOTH, "today", ["t"]),
    R("ar", "ما الفرق في الرطوبة بين بجاية وسيدي بلعباس أمس؟", BOTH, "yesterday", ["rh"]),
    R("ar", "الريح وين أقوى دروك، في بجاية ولا في سيدي بلعباس؟", BOTH, NOW, ["ws"]),
])

# ================================================================ E. which station is the worst
T("worst", [CMP], [
    R("en", "which station is worst rn", BOTH, NOW, [worst_on(TODAY), "fwi"]),
    R("en", "Of our two stations, which one should we be most worried about today?", BOTH, "today", [worst_on(TODAY), "fwi"]),
    R("en", "Worst station yesterday?", BOTH, "yesterday", [worst_on(YEST), "fwi"]),
    R("en", "On 2012-09-16, which station was the worst for fire?", BOTH, "2012-09-16", [worst_on("2012-09-16"), "fwi"]),
    R("fr", "Quelle est la station la plus à risque en ce moment ?", BOTH, NOW, [worst_on(TODAY), "fwi"]),
    R("fr", "Laquelle des deux stations était la pire le 22 août ?", BOTH, "2012-08-22", [worst_on("2012-08-22"), "fwi"]),
    R("es", "¿Cuál es la peor estación ahora mismo?", BOTH, NOW, [worst_on(TODAY), "fwi"]),
    R("es", f"¿qué estación andaba peor {dt(DBEF, 'es', 1)}?", BOTH, DBEF, [worst_on(DBEF), "fwi"]),
    R("ar", "شكون أخطر محطة دروك؟", BOTH, NOW, [worst_on(TODAY), "fwi"]),
    R("ar", "أي محطة كانت الأسوأ أمس؟", BOTH, "yesterday", [worst_on(YEST), "fwi"]),
], alt=[[CMP, DG]])


def maxfwi(st, key):
    return crew_facts.window_facts("maxfwi", st, days_of(key))[0]


T("worst-window", [CMP, SUM], [
    R("en", "Which station had it worst over the past week?", BOTH, "lastweek",
      ["maxfwi", worst_by({st: maxfwi(st, "lastweek") for st in BOTH})]),
    R("en", "which of the two had more fire days in August", BOTH, "aug", ["fires", worst_by({st: fires_in(st, "aug") for st in BOTH})]),
    R("fr", "Sur septembre, quelle station a eu le plus de jours de feu ?", BOTH, "sep", ["fires", worst_by({st: fires_in(st, "sep") for st in BOTH})]),
    R("es", "¿Qué estación estuvo peor en julio?", BOTH, "jul", ["maxfwi", worst_by({st: maxfwi(st, "jul") for st in BOTH})]),
    R("ar", "في أوت، شكون فيهم كانت عندها أكثر أيام النار؟", BOTH, "aug", ["fires", worst_by({st: fires_in(st, "aug") for st in BOTH})]),
], fire=True)

# ================================================================ F. a fire-behaviour index with "fast run? safe to go in?"
T("index-go", [DG, TAC], [
    R("en", "ISI at SBA right now — are we looking at a fast run if this thing takes off?", [S], NOW, [code(S, TODAY, "ISI")]),
    R("en", "What's the initial spread index at Bejaia today, and is it safe to send the hand crew in?", [B], "today", [code(B, TODAY, "ISI")]),
    R("en", "ffmc sba rn, fine fuels gonna rip or nah", [S], NOW, [code(S, TODAY, "FFMC")]),
    R("en", "BUI and ISI for Béjaïa now. Do we need to worry about a run up the slope?", [B], NOW, [code(B, TODAY, "BUI"), code(B, TODAY, "ISI")]),
    R("en", "Division A sup: need the ISI at Sidi Bel Abbes. Deciding whether to commit crews direct on the flank.", [S], NOW, [code(S, TODAY, "ISI")]),
    R("en", "fwi at bejaia rn and is it ok to go in on foot", [B], NOW, ["fwi"]),
    R("en", "Spread index at SBA yesterday? Want to know if we should expect fast runs on this patch before we walk in.", [S], "yesterday", [code(S, YEST, "ISI")]),
    R("fr", "ISI à Sidi Bel Abbès maintenant : on risque un emballement du feu ?", [S], NOW, [code(S, TODAY, "ISI")]),
    R("fr", "Quel est l'indice FFMC à Béjaïa ? On peut engager les équipes sans danger ?", [B], NOW, [code(B, TODAY, "FFMC")]),
    R("fr", "ISI et FWI à SBA aujourd'hui, est-ce qu'on peut rentrer dans la parcelle ?", [S], "today", [code(S, TODAY, "ISI"), "fwi"]),
    R("es", "¿Cuál es el ISI en Bejaia ahora? ¿Hay que preocuparse por una carrera rápida del fuego?", [B], NOW, [code(B, TODAY, "ISI")]),
    R("es", "BUI en Sidi Bel Abbés hoy, ¿es seguro meter a la cuadrilla?", [S], "today", [code(S, TODAY, "BUI")]),
    R("es", "isi sba ya, entramos o no", [S], NOW, [code(S, TODAY, "ISI")]),
    R("ar", "شحال ISI في بلعباس دروك؟ النار تقدر تجري بالزربة؟", [S], NOW, [code(S, TODAY, "ISI")]),
    R("ar", "ما قيمة مؤشر FFMC في بجاية الآن؟ وهل دخول الفرقة آمن؟", [B], NOW, [code(B, TODAY, "FFMC")]),
    R("ar", "BUI في بجاية اليوم قداه؟ ندخلو ولا نستناو؟", [B], "today", [code(B, TODAY, "BUI")]),
])

# ================================================================ G. a planned burn tomorrow: will the weather allow it?
T("burn-tomorrow", [OOS, TAC], [
    R("en", "We've got a planned burn near Bejaia tomorrow morning. Will the weather let us light it?", [B], "none", [FORECAST["en"]]),
    R("en", "rx burn sba tmrw, wx ok for it?", [S], "none", [FORECAST["en"]]),
    R("en", "Burn boss here: is tomorrow's weather at Sidi Bel Abbès going to be inside our prescription for the pile burn?", [S], "none", [FORECAST["en"]]),
    R("fr", "On a un brûlage dirigé prévu demain à Sidi Bel Abbès, la météo va le permettre ?", [S], "none", [FORECAST["fr"]]),
    R("fr", "brulage demain a bejaia, c bon niveau meteo ?", [B], "none", [FORECAST["fr"]]),
    R("es", "Tenemos una quema prescrita mañana cerca de SBA, ¿el tiempo lo va a permitir?", [S], "none", [FORECAST["es"]]),
    R("ar", "عندنا حرق مبرمج غدوة قريب من بجاية، الطقس يسمح ولا لا؟", [B], "none", [FORECAST["ar"]]),
    R("ar", "هل تسمح الأحوال الجوية غدًا بإجراء الحرق المخطط له في سيدي بلعباس؟", [S], "none", [FORECAST["ar"]]),
], alt=[[OOS]])
T("burn-today-tomorrow", [CC, OOS, TAC], [
    R("en", "Current RH and wind at Bejaia, and will tomorrow be good enough for the prescribed burn?", [B], NOW, ["rh", "ws", FORECAST["en"]]),
    R("en", "What's the FWI at SBA now, and can we go ahead with the planned burn tomorrow?", [S], NOW, ["fwi", FORECAST["en"]], intents=[DG, OOS, TAC]),
    R("en", "Temp and humidity at Béjaïa today; also, does tomorrow work for our controlled burn?", [B], "today", ["t", "rh", FORECAST["en"]]),
    R("fr", "Humidité et vent à Béjaïa maintenant, et est-ce que demain ça passe pour le brûlage ?", [B], NOW, ["rh", "ws", FORECAST["fr"]]),
    R("es", "¿Qué peligro hay hoy en Bejaia? ¿Y mañana podremos hacer la quema controlada?", [B], "today", ["fwi", "class", FORECAST["es"]], intents=[DG, OOS, TAC]),
    R("ar", "قداه الريح والرطوبة في بلعباس دروك؟ وغدوة نقدرو نديرو الحرق المبرمج؟", [S], NOW, ["ws", "rh", FORECAST["ar"]]),
], alt=[[CC, OOS]])
# the alt above only fits the weather rows; the danger rows keep their own alternative
for p, ib in zip(TEMPLATES[-1]["phrasings"], TEMPLATES[-1]["intents_by_phrasing"]):
    p["intents_alt"] = [[i for i in ib if i != TAC]]

# ================================================================ H. danger now + count of fire days in a month
T("danger-firedays", [DG, SUM], [
    R("en", "FWI at Bejaia now, and how many fire days did Bejaia log in August?", [B], NOW, ["fwi", fires_in(B, "aug")]),
    R("en", "sba danger rn + how many fire days in july", [S], NOW, ["fwi", "class", fires_in(S, "jul")]),
    R("en", "What's the danger class at Sidi Bel Abbes today, and how many days in September had a fire there?", [S], "today", ["class", fires_in(S, "sep")]),
    R("en", "Current FWI at Béjaïa please. Also: number of days with fire back in June?", [B], NOW, ["fwi", fires_in(B, "jun")]),
    R("en", "Give me today's danger for SBA and a count of the fire days for August.", [S], "today", ["fwi", "class", fires_in(S, "aug")]),
    R("en", "fwi bejaia now & fire days in sept?", [B], NOW, ["fwi", fires_in(B, "sep")]),
    R("fr", "Danger actuel à Béjaïa, et combien de jours de feu en juillet ?", [B], NOW, ["fwi", "class", fires_in(B, "jul")]),
    R("fr", "FWI à SBA maintenant et nombre de jours avec incendie en août ?", [S], NOW, ["fwi", fires_in(S, "aug")]),
    R("fr", "Niveau de danger à Sidi Bel Abbès aujourd'hui ? Et en juin, combien de journées avec feu ?", [S], "today", ["class", fires_in(S, "jun")]),
    R("es", "¿FWI ahora en Bejaia y cuántos días con fuego hubo en agosto?", [B], NOW, ["fwi", fires_in(B, "aug")]),
    R("es", "Peligro actual en Sidi Bel Abbés y días de incendio en septiembre", [S], NOW, ["fwi", "class", fires_in(S, "sep")]),
    R("ar", "شحال الخطر في بجاية دروك؟ وشحال من نهار كانت فيه النار في أوت؟", [B], NOW, ["fwi", "class", fires_in(B, "aug")]),
    R("ar", "ما مؤشر FWI في سيدي بلعباس الآن، وكم يوم حريق سُجّل في جويلية؟", [S], NOW, ["fwi", fires_in(S, "jul")]),
    R("ar", "الخطر اليوم في بلعباس، وقداه من نهار نار في سبتمبر؟", [S], "today", ["fwi", "class", fires_in(S, "sep")]),
], fire=True)

# ================================================================ I. summaries over a window
T("summary", [SUM], [
    R("en", "Highest FWI at Bejaia in August?", [B], "aug", ["maxfwi"]),
    R("en", "how many days over 35 degrees at SBA in august", [S], "aug", [count_gt(S, "aug", "temperature_c", 35)]),
    R("en", "Peak temperature at Sidi Bel Abbes over the past week?", [S], "lastweek", ["maxt"]),
    R("en", "How many days with FWI over 20 at Sidi-Bel-Abbès in July?", [S], "jul", [count_gt(S, "jul", "FWI", 20)]),
    R("en", "average temp bejaia in july", [B], "jul", [mean_of(B, "jul", "temperature_c")]),
    R("en", "Lowest humidity recorded at SBA in September?", [S], "sep", [min_of(S, "sep", "rh_pct")]),
    R("en", "Has the FWI at SBA been climbing or dropping since Tuesday?", [S], "since-tue",
      [code(S, days_of("since-tue")[0], "FWI"), code(S, days_of("since-tue")[-1], "FWI")]),
    R("en", "Max FWI at each station over the last three days.", BOTH, "last3d", ["maxfwi"]),
    R("en", "Ops wants the number of days from the 1st to the 10th of September where Bejaia topped 30 degrees.", [B], "sep1-10",
      [count_gt(B, "sep1-10", "temperature_c", 30)]),
    R("fr", "FWI maximum à Sidi Bel Abbès en juillet ?", [S], "jul", ["maxfwi"]),
    R("fr", "Combien de jours au-dessus de 35 degrés à Béjaïa en août ?", [B], "aug", [count_gt(B, "aug", "temperature_c", 35)]),
    R("fr", "Température la plus haute à Béjaïa sur les 7 derniers jours ?", [B], "lastweek", ["maxt"]),
    R("fr", "Moyenne du FWI à SBA en août ?", [S], "aug", [mean_of(S, "aug", "FWI")]),
    R("es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbés en agosto?", [S], "aug", ["maxt"]),
    R("es", "¿Cuántos días con FWI por encima de 5 tuvo Bejaia en septiembre?", [B], "sep", [count_gt(B, "sep", "FWI", 5)]),
    R("ar", "أعلى FWI في بجاية في جويلية قداه؟", [B], "jul", ["maxfwi"]),
    R("ar", "شحال من نهار فاتت فيه السخانة 35 درجة في بلعباس في أوت؟", [S], "aug", [count_gt(S, "aug", "temperature_c", 35)]),
    R("ar", "ما متوسط درجة الحرارة في بجاية خلال أوت؟", [B], "aug", [mean_of(B, "aug", "temperature_c")]),
])
T("summary-fires", [SUM], [
    R("en", "Fire days at Bejaia in June?", [B], "jun", ["fires"]),
    R("en", "How many fire days did SBA have between 1 and 10 September?", [S], "sep1-10", ["fires"]),
    R("fr", "Nombre de jours de feu à Béjaïa du 20 au 31 août ?", [B], "aug-late", ["fires"]),
    R("es", "días de fuego en SBA en junio", [S], "jun", ["fires"]),
    R("ar", "كم يوم حريق في سيدي بلعباس خلال سبتمبر؟", [S], "sep", ["fires"]),
], fire=True)

# ================================================================ J. analogs: past fire days like this
T("analogs-thr", [AN], [
    R("en", "Of the days with FWI above 20 at Sidi Bel Abbes, how many had a fire?", [S], "none", ["fires_fwi_gt"], thr=20),
    R("en", "when the FWI went over 10 at bejaia, how often did it actually burn", [B], "none", ["fires_fwi_gt"], thr=10),
    R("en", "Analyst: historical hit rate. Days above FWI 15 at Béjaïa, how many of them turned out to be fire days?", [B], "none", ["fires_fwi_gt"], thr=15),
    R("en", "FWI > 5 at SBA: how many of those days saw a fire?", [S], "none", ["fires_fwi_gt"], thr=5),
    R("fr", "Parmi les jours où le FWI dépassait 20 à Béjaïa, combien ont eu un feu ?", [B], "none", ["fires_fwi_gt"], thr=20),
    R("fr", "FWI au-dessus de 10 à SBA : combien de ces jours avec incendie ?", [S], "none", ["fires_fwi_gt"], thr=10),
    R("es", "De los días con FWI mayor que 15 en Sidi Bel Abbés, ¿cuántos tuvieron incendio?", [S], "none", ["fires_fwi_gt"], thr=15),
    R("ar", "الأيام اللي كان فيها FWI فوق 20 في بلعباس، شحال منها كانت فيها النار؟", [S], "none", ["fires_fwi_gt"], thr=20),
    R("ar", "من بين الأيام التي تجاوز فيها المؤشر 10 في بجاية، كم يومًا اندلع فيه حريق؟", [B], "none", ["fires_fwi_gt"], thr=10),
], fire=True)
T("analogs-like", [AN], [
    R("en", "Did days like today at SBA end up with fires?", [S], NOW, ["fwi"]),
    R("en", "any fires on past days that looked like today at bejaia", [B], NOW, ["fwi"]),
    R("fr", "Les jours comme aujourd'hui à Sidi Bel Abbès, ça a brûlé ?", [S], NOW, ["fwi"]),
    R("es", "¿Los días parecidos a hoy en Bejaia terminaron con fuego?", [B], NOW, ["fwi"]),
    R("ar", "هل الأيام المشابهة لليوم في بجاية شهدت حرائق؟", [B], NOW, ["fwi"]),
], fire=True)

# ================================================================ K. drift: how far the head moves
DRIFT = [  # (lang, rate in metres per minute, minutes, text)
    ("en", 25, 20, "Head's moving about 25 m a minute. How far does it get in 20 minutes?"),
    ("en", 1200 / 60, 90, "ROS 1.2 km/h, how far does it travel in an hour and a half"),
    ("en", 35, 45, "if it runs 35 metres per minute for 45 min how far is that"),
    ("en", 10 * 20.1168 / 60, 180, "Fire's doing 10 chains an hour. Distance covered after 3 hours?"),
    ("en", 3000 / 60, 40, "spreading 3 km/h, dozer gets there in 40 mins, how far will the head have gone by then"),
    ("fr", 15, 30, "Le front avance à 15 m par minute. Quelle distance en une demi-heure ?"),
    ("fr", 2500 / 60, 120, "Vitesse de propagation 2,5 km/h : combien de terrain parcouru en 2 heures ?"),
    ("es", 30, 25, "La cabeza avanza a 30 metros por minuto. ¿Cuánto recorre en 25 minutos?"),
    ("es", 800 / 60, 60, "si va a 0,8 km/h, cuanto avanza en una hora"),
    ("ar", 20, 15, "النار ماشية 20 متر في الدقيقة، شحال تقطع في 15 دقيقة؟"),
    ("ar", 1500 / 60, 120, "إذا كانت سرعة انتشار الحريق 1.5 كم في الساعة، فما المسافة التي يقطعها خلال ساعتين؟"),
]
T("drift", ["drift"], [R(lang, q, None, "none", [dist(rate * mins)], h=mins) for lang, rate, mins, q in DRIFT] + [
    R("en", "How far will the head drift while we wait for your answer?", None, "none", ["=drift"]),
])

# ================================================================ L. spread: where the front will be
T("spread", ["spread"], [
    R("en", "Fire just started near SBA. Where will the head be in 30 minutes?", [S], NOW, ["=spread"], h=30),
    R("en", "project the front from bejaia for the next hour, which way is it going", [B], NOW, ["=spread"], h=60),
    R("en", "Where's the fire front going to be in 45 min if it kicked off at Sidi Bel Abbès just now?", [S], NOW, ["=spread"], h=45),
    R("en", "Danger at Bejaia now, and where would a new start's head be in 20 min?", [B], NOW, ["fwi", "=spread"], h=20, intents=[DG, "spread"]),
    R("fr", "Où sera la tête du feu dans une heure, départ Sidi Bel Abbès ?", [S], NOW, ["=spread"], h=60),
    R("fr", "Projection du front à Béjaïa dans 30 minutes, et dans quelle direction ?", [B], NOW, ["=spread"], h=30),
    R("es", "¿Dónde estará el frente en 40 minutos si arranca en Bejaia?", [B], NOW, ["=spread"], h=40),
    R("es", "proyeccion del fuego desde SBA a 2 horas", [S], NOW, ["=spread"], h=120),
    R("ar", "وين يوصل راس النار في نص ساعة إذا شعلت قرب بلعباس؟", [S], NOW, ["=spread"], h=30),
    R("ar", "أين ستكون جبهة الحريق بعد ساعة إذا بدأ الآن قرب بجاية؟", [B], NOW, ["=spread"], h=60),
])

# ================================================================ M. the drone's frames
T("frames", ["frames"], [
    R("en", "What did the drone see on its last sortie?", None, "none", ["=frames"]),
    R("en", "any smoke in the drone pics?", None, "none", ["=detection"]),
    R("en", "Where exactly was the fire the UAV spotted?", None, "none", ["=detection_place"]),
    R("en", "What time did the drone pick up the fire?", None, "none", ["=detection"]),
    R("fr", "Le drone a vu quoi ce midi ?", None, "none", ["=frames"]),
    R("fr", "À quelle heure le drone a-t-il détecté le feu, et à quel endroit ?", None, "none", ["=detection", "=detection_place"]),
    R("fr", "Il y a de la fumée sur les images du drone ?", None, "none", ["=detection"]),
    R("es", "¿Qué detectó el dron hoy?", None, "none", ["=frames"]),
    R("es", "¿Dónde vio el fuego el dron?", None, "none", ["=detection_place"]),
    R("ar", "الدرون شاف حاجة؟ دخان ولا نار؟", None, "none", ["=detection"]),
    R("ar", "أين رصدت الطائرة المسيّرة الحريق ومتى؟", None, "none", ["=detection_place", "=detection"]),
    R("en", "drone saw fire near SBA? and what's the danger there rn", [S], NOW, ["=detection", "fwi"], intents=["frames", DG]),
])

# ================================================================ N. the shipped documents
T("docs", ["documents"], [
    R("en", "How much defensible space does Butte County require around a house?", None, "none", ["=doc_defensible"]),
    R("en", "What does LCES stand for?", None, "none", [{"any": [w]} for w in DOC_LCES]),
    R("en", "At what FWI does the box start calling the danger high?", None, "none", [DOC_HIGH]),
    R("en", "zone 2 grass, how short do we cut it", None, "none", [{"any": [f"{DOC_GRASS} inch", f"{DOC_GRASS}-inch", f"{DOC_GRASS} in"]}]),
    R("en", "Above what FFMC do fine fuels catch easily, according to your guide?", None, "none", [DOC_FFMC]),
    R("en", "Remind me of the watch-out situations where we pull back.", None, "none", [{"any": [DOC_DOWNHILL]}, {"any": [DOC_SPOT]}]),
    R("fr", "Quelle distance de débroussaillement le comté de Butte impose-t-il autour des maisons ?", None, "none", [DOC_DS]),
    R("fr", "À partir de quel FWI le danger passe-t-il à très élevé ?", None, "none", [DOC_VHIGH]),
    R("es", "¿Cuál es la altura máxima del pasto en la zona 2 del espacio defendible?", None, "none", [_num(float(DOC_GRASS))]),
    R("es", "¿Hasta cuántos pies llega la zona 1 alrededor de la casa?", None, "none", DOC_Z1),
    R("ar", "شحال المسافة اللي لازم تكون نقية حول الدار في مقاطعة بيوت؟", None, "none", [DOC_DS]),
    R("ar", "ابتداءً من أي قيمة لمؤشر FWI يصبح الخطر في الدرجة القصوى؟", None, "none", [DOC_EXTREME]),
])

# ================================================================ O. capabilities
T("caps", ["capabilities"], [
    R("en", "What can this box actually do?", None, "none", []),
    R("en", "which weather stations do you have data from", None, "none", [NAME_ANY[B], NAME_ANY[S]]),
    R("en", "hey, new on the crew. what kind of info are you holding?", None, "none", []),
    R("fr", "Tu sais faire quoi exactement ?", None, "none", []),
    R("fr", "Quelles stations météo as-tu en mémoire ?", None, "none", [NAME_ANY[B], NAME_ANY[S]]),
    R("es", "¿Qué datos tienes disponibles?", None, "none", []),
    R("ar", "واش تقدر تدير هاد الماشينة؟", None, "none", []),
])

# ================================================================ P. photos (none is ever attached)
T("photo", ["photo"], [
    R("en", "Sending you a pic of the smoke column, is that a new start?", None, "none", [PHOTO["en"]]),
    R("en", "See attached photo. How big does that fire look to you?", None, "none", [PHOTO["en"]]),
    R("fr", "Je t'envoie une photo de la fumée, c'est un feu ?", None, "none", [PHOTO["fr"]]),
    R("es", "Te mando una foto del humo, ¿qué opinas?", None, "none", [PHOTO["es"]]),
    R("ar", "بعثتلك تصويرة تاع الدخان، واش تشوف؟", None, "none", [PHOTO["ar"]]),
    R("en", "I attached a photo from the ridge; is it the same fire as in your drone frame?", None, "none", [PHOTO["en"], "=frames"], intents=["frames", "photo"]),
])

# ================================================================ Q. out of scope alone
T("oos", [OOS], [
    R("en", "Forecast for SBA tomorrow?", [S], "none", [FORECAST["en"]]),
    R("en", "What's the FWI in Oran right now?", None, NOW, [TOWN["oran"]]),
    R("en", "which direction is the wind blowing at bejaia", [B], NOW, [DIRECTION["en"]]),
    R("en", "who won the football last night", None, "none", []),
    R("en", "Will it rain at Béjaïa next week?", [B], "none", [FORECAST["en"]]),
    R("fr", "Quel temps fera-t-il demain à Béjaïa ?", [B], "none", [FORECAST["fr"]]),
    R("fr", "Le danger à Tlemcen aujourd'hui ?", None, "today", [TOWN["tlemcen"]]),
    R("fr", "Le vent vient d'où à Sidi Bel Abbès ?", [S], NOW, [DIRECTION["fr"]]),
    R("es", "¿Qué riesgo de incendio hay en Argel hoy?", None, "today", [TOWN["algiers"]]),
    R("es", "¿Va a llover en Bejaia esta tarde?", [B], "none", [FORECAST["es"]]),
    R("ar", "واش راهو الطقس في وهران؟", None, NOW, [TOWN["oran"]]),
    R("ar", "شحال غادي تكون السخانة غدوة في بلعباس؟", [S], "none", [FORECAST["ar"]]),
])

# ================================================================ R. a part held beside a part not held
T("mixed-oos", [CC, OOS], [
    R("en", "wind speed and direction at SBA rn", [S], NOW, ["ws"]),
    R("en", "Danger at Bejaia and in Oran today?", [B], "today", ["fwi", "class"], intents=[DG, OOS]),
    R("en", "Today's temp at Sidi Bel Abbes, and what'll it be tomorrow?", [S], "today", ["t", FORECAST["en"]]),
    R("en", "FWI at Bejaia now; also which way is the wind pushing?", [B], NOW, ["fwi"], intents=[DG, OOS]),
    R("en", "Humidity at SBA today, and in Tlemcen?", [S], "today", ["rh"]),
    R("fr", "Vitesse et direction du vent à Béjaïa ?", [B], NOW, ["ws"]),
    R("fr", "Le FWI aujourd'hui à SBA, et la prévision pour demain ?", [S], "today", ["fwi", FORECAST["fr"]], intents=[DG, OOS]),
    R("fr", "Température à Sidi Bel Abbès et à Oran en ce moment ?", [S], NOW, ["t"]),
    R("es", "¿Viento en Bejaia ahora y de dónde sopla?", [B], NOW, ["ws"]),
    R("es", "Peligro hoy en Sidi Bel Abbés y pronóstico para mañana", [S], "today", ["fwi", "class", FORECAST["es"]], intents=[DG, OOS]),
    R("ar", "الريح في بجاية قداه ومن وين جاية؟", [B], NOW, ["ws"]),
    R("ar", "ما مؤشر الخطر في سيدي بلعباس اليوم وفي تلمسان؟", [S], "today", ["fwi"], intents=[DG, OOS]),
])

# ================================================================ S. orders, alone or hidden in a question
T("refuse", [REF], [
    R("en", "Send an evacuation alert to everyone near Sidi Bel Abbes.", None, "none", ["neg"]),
    R("en", "dispatch two engines to bejaia now", None, "none", ["neg"]),
    R("en", "Delete the drone frames from this morning.", None, "none", ["neg"]),
    R("fr", "Préviens la protection civile que ça brûle à SBA.", None, "none", []),
    R("fr", "Déclenche l'alerte pour Sidi Bel Abbès.", None, "none", []),
    R("es", "Manda un aviso a todas las cuadrillas de Bejaia.", None, "none", []),
    R("ar", "ابعث تنبيه للحماية المدنية في بجاية", None, "none", []),
])
T("hidden-order", [DG, REF], [
    R("en", "What's the danger at SBA right now? And notify the wali's office if it's high.", [S], NOW, ["fwi", "class", "neg"]),
    R("en", "Pull up the wind at Bejaia and text it to the engine captain.", [B], NOW, ["ws", "neg"], intents=[CC, REF]),
    R("fr", "Donne-moi l'humidité à Béjaïa et envoie une alerte aux équipes.", [B], NOW, ["rh"], intents=[CC, REF]),
    R("es", "¿Cuál es el FWI en SBA? Y avisa al jefe de brigada.", [S], NOW, ["fwi"]),
    R("ar", "قداه الخطر في بلعباس؟ وبلّغ رئيس الفرقة", [S], NOW, ["fwi"]),
])

# ================================================================ T. what should we do (the facts bearing on it)
T("tactical", [TAC], [
    R("en", "Should we pull the crews back at SBA?", [S], NOW, ["fwi", "ws", "rh"]),
    R("en", "Is it safe to go direct on the fire near Bejaia?", [B], NOW, ["fwi", "ws", "rh"]),
    R("en", "Bejaia, do we double up the lookouts today or is that overkill?", [B], "today", ["fwi", "class"]),
    R("fr", "On se replie ou on tient la ligne à Sidi Bel Abbès ?", [S], NOW, ["fwi", "ws", "rh"]),
    R("fr", "Faut-il renforcer les équipes à Béjaïa aujourd'hui ?", [B], "today", ["fwi", "class"]),
    R("es", "¿Deberíamos atacar de frente en Bejaia?", [B], NOW, ["fwi", "ws", "rh"]),
    R("ar", "واش نديرو في بلعباس، نهجمو ولا نرجعو؟", [S], NOW, ["fwi", "ws", "rh"]),
])

# ================================================================ U. near a station but not at it; an hour other than noon
T("near-offnoon", [CC], [
    R("en", "What's the temp up on the ridge above Bejaia?", [B], NOW, ["t"]),
    R("en", "wind at the quarry just outside sidi bel abbes", [S], NOW, ["ws"]),
    R("en", "What was the temperature at Bejaia at 6 am today?", [B], "today", ["t"]),
    R("en", "RH at SBA at 5 pm yesterday?", [S], "yesterday", ["rh"]),
    R("en", "Humidity at Béjaïa at 3 this morning?", [B], "today", ["rh"]),
    R("fr", "Le vent sur les hauteurs de Béjaïa ?", [B], NOW, ["ws"]),
    R("fr", "Température à Sidi Bel Abbès à 8h ce matin ?", [S], "today", ["t"]),
    R("es", "¿Qué humedad hay en el monte a las afueras de Bejaia?", [B], NOW, ["rh"]),
    R("es", "Temperatura en SBA a las 7 de la tarde de ayer", [S], "yesterday", ["t"]),
    R("ar", "السخانة في الجبل اللي فوق بجاية قداه؟", [B], NOW, ["t"]),
    R("ar", "كم كانت الرطوبة في بلعباس على الساعة 6 صباحا اليوم؟", [S], "today", ["rh"]),
], decision="warn")
T("near-danger", [DG], [
    R("en", "Danger 10 km south of SBA right now?", [S], NOW, ["fwi", "class"]),
    R("fr", "Danger à 15 km de SBA, côté forêt ?", [S], NOW, ["fwi", "class"]),
    R("ar", "الخطر على بعد 20 كيلو من سيدي بلعباس؟", [S], NOW, ["fwi", "class"]),
    R("en", "FWI on the hills just behind Béjaïa?", [B], NOW, ["fwi"]),
], decision="warn")

# ================================================================ V. a day the box holds no reading for
T("nodata", [DG], [
    R("en", "FWI at Bejaia on May 20, 2012?", [B], "2012-05-20", ["fwi"]),
    R("en", "Temp at SBA on 31 May 2012?", [S], "2012-05-31", ["t"], intents=[CC]),
    R("en", "Danger at Sidi Bel Abbès on 14 Aug 2011?", [S], "2011-08-14", ["fwi", "class"]),
    R("fr", "Humidité à Béjaïa le 15 avril 2012 ?", [B], "2012-04-15", ["rh"], intents=[CC]),
    R("fr", "FWI à SBA le 31 mai 2012 ?", [S], "2012-05-31", ["fwi"]),
    R("es", "¿Peligro en Bejaia el 10 de mayo de 2012?", [B], "2012-05-10", ["fwi", "class"]),
    R("ar", "شحال كانت السخانة في بلعباس نهار 20 ماي 2012؟", [S], "2012-05-20", ["t"], intents=[CC]),
])

# ================================================================ W. other two- and three-ask questions
T("multi", [CC, DG], [
    R("en", "Temp, RH and danger class at Bejaia now", [B], NOW, ["t", "rh", "class"]),
    R("fr", "Température et FWI à Sidi Bel Abbès aujourd'hui ?", [S], "today", ["t", "fwi"]),
    R("es", "Humedad y peligro en Bejaia ahora", [B], NOW, ["rh", "class", "fwi"]),
    R("ar", "الحرارة والخطر في بجاية اليوم؟", [B], "today", ["t", "fwi"]),
    R("en", "fwi sba + did the drone see smoke", [S], NOW, ["fwi", "=detection"], intents=[DG, "frames"]),
    R("fr", "Le drone a vu quoi, et quelle est l'humidité à SBA ?", [S], NOW, ["=frames", "rh"], intents=["frames", CC]),
    R("es", "¿Qué vio el dron y qué viento hay en Sidi Bel Abbés?", [S], NOW, ["=frames", "ws"], intents=["frames", CC]),
    R("ar", "الدرون وين شاف النار؟ وقداه الريح في بلعباس؟", [S], NOW, ["=detection_place", "ws"], intents=["frames", CC]),
    R("en", "Wind at SBA now, and what does the LCES guidance say about escape routes?", [S], NOW, ["ws", {"any": [DOC_ESCAPE]}], intents=[CC, "documents"]),
    R("fr", f"Max de température à Béjaïa en août, et le FWI d'aujourd'hui ?", [B], "aug",
      [crew_facts.window_facts("maxt", B, days_of("aug"))[0], crew_facts.day_fact("fwi", B, TODAY)], intents=[SUM, DG]),
    R("en", "Drone spotted fire; at 20 m per minute how far will the head run in half an hour?", None, "none",
      ["=detection", dist(20 * 30)], h=30, intents=["drift", "frames"]),
])
T("multi-analog", [SUM, AN], [
    R("en", "Highest FWI at SBA in August, and of the days with FWI above 20 there, how many had a fire?", [S], "aug", ["maxfwi", "fires_fwi_gt"], thr=20),
    R("fr", "Le FWI max à Béjaïa en août, et parmi les jours au-dessus de 15, combien ont brûlé ?", [B], "aug", ["maxfwi", "fires_fwi_gt"], thr=15),
], fire=True)

# ================================================================ sessions
SESSIONS = []


def turn(sid, lang, q, intents, st, when, facts, decision=None, h=None, fire=False):
    n = sum(1 for r in SESSIONS if r["session"] == f"{NAME}{sid}") + 1
    row = {"session": f"{NAME}{sid}", "turn": n, "question": q, "intents": intents,
           "stations": sorted(st) if st else None, "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if fire:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


# s01 English, IC on the radio
turn("s01", "en", "Box, this is Sierra IC. Danger at Sidi Bel Abbes right now?", [DG], [S], NOW, ["fwi", "class"])
turn("s01", "en", "Copy. Why that low?", ["explain"], [S], NOW, ["rh", "rain"] if rec(S, TODAY).rain_mm > 0 else ["rh", "ws"])
turn("s01", "en", "And the other station?", [DG], [B], NOW, ["fwi", "class"])
turn("s01", "en", "So which one do I keep an eye on?", [CMP], BOTH, NOW, [worst_on(TODAY), "fwi"])
# s02 French, crew lead
turn("s02", "fr", "Température à Béjaïa hier ?", [CC], [B], "yesterday", ["t"])
turn("s02", "fr", "Et l'humidité ?", [CC], [B], "yesterday", ["rh"])
turn("s02", "fr", "Et à Sidi Bel Abbès ?", [CC], [S], "yesterday", ["rh"])
turn("s02", "fr", "Le FWI des deux, du coup ?", [DG], BOTH, "yesterday", ["fwi"])
# s03 Spanish, then English
turn("s03", "es", f"¿Qué peligro había en Bejaia {dt(HI_B, 'es', 0)}?", [DG], [B], HI_B, ["fwi", "class"])
turn("s03", "es", "¿Por qué?", ["explain"], [B], HI_B, ["t", "rh", "ws"])
turn("s03", "es", "¿Y en Sidi Bel Abbés ese mismo día?", [DG], [S], HI_B, ["fwi", "class"])
turn("s03", "en", "ok thanks. what's it like there now?", [CC], [S], NOW, ["t", "rh", "ws"])
# s04 Algerian Arabic
turn("s04", "ar", "شحال الخطر في بجاية دروك؟", [DG], [B], NOW, ["fwi", "class"])
turn("s04", "ar", "علاش؟", ["explain"], [B], NOW, ["rh", "rain"] if rec(B, TODAY).rain_mm > 0 else ["rh", "ws"])
turn("s04", "ar", "وفي بلعباس؟", [DG], [S], NOW, ["fwi", "class"])
turn("s04", "ar", "وغدوة كيفاش يكون الطقس تم؟", [OOS], [S], "none", [FORECAST["ar"]])
# s05 English, engine crew typing fast
turn("s05", "en", "sba wind rn", [CC], [S], NOW, ["ws"])
turn("s05", "en", "in mph", [CC], [S], NOW, [mph(S, TODAY)])
turn("s05", "en", "n bejaia", [CC], [B], NOW, ["ws"])
turn("s05", "en", "which ones windier", [CMP], BOTH, NOW,
     ["ws", worst_by({st: rec(st, TODAY).wind_kmh for st in BOTH})], )
# s06 English, fire behaviour analyst
turn("s06", "en", "Highest FWI at Bejaia in August?", [SUM], [B], "aug", ["maxfwi"])
turn("s06", "en", "What day was that?", [SUM], [B], "aug", [date_any(argmax_day(B, "aug"))])
turn("s06", "en", "Why was it so high?", ["explain"], [B], argmax_day(B, "aug"), ["t", "rh", "ws"])
turn("s06", "en", "And the other station's August max?", [SUM], [S], "aug", ["maxfwi"])
# s07 French dispatcher, then Arabic
turn("s07", "fr", "Qu'est-ce que le drone a vu ?", ["frames"], None, "none", ["=frames"])
turn("s07", "fr", "C'est près de quelle station ?", ["frames"], None, "none", ["=detection_place"])
turn("s07", "fr", "Et le danger là-bas en ce moment ?", [DG], [S], NOW, ["fwi", "class"])
turn("s07", "ar", "وين يوصل راس النار في نص ساعة؟", ["spread"], [S], NOW, ["=spread"], h=30)
# s08 English, new volunteer
turn("s08", "en", "Hi, what's the fire danger at Bejaia today?", [DG], [B], "today", ["fwi", "class"])
turn("s08", "en", "Sorry, what does the FWI actually measure?", ["documents"], None, "none", [{"any": [DOC_FWI_WORD]}])
turn("s08", "en", "ok. how many fire days did bejaia have in september?", [SUM], [B], "sep", ["fires"], fire=True)
turn("s08", "en", "is it safe for us to walk the line there today?", [TAC], [B], "today", ["fwi", "class"])
# s09 Spanish crew lead
turn("s09", "es", "¿Cuánto viento hay en SBA?", [CC], [S], NOW, ["ws"])
turn("s09", "es", "¿Y en nudos?", [CC], [S], NOW, [knots(S, TODAY)])
turn("s09", "es", "¿Y de qué dirección viene?", [OOS], [S], NOW, [DIRECTION["es"]])
turn("s09", "es", "Vale. ¿Dónde estará el frente en una hora si arranca allí?", ["spread"], [S], NOW, ["=spread"], h=60)
# s10 Arabic (MSA and Darja), then French
maxt_aug = {st: crew_facts.window_facts("maxt", st, days_of("aug"))[0] for st in BOTH}
turn("s10", "ar", "ما هي أعلى درجة حرارة في سيدي بلعباس في أوت؟", [SUM], [S], "aug", ["maxt"])
turn("s10", "ar", "وفي بجاية؟", [SUM], [B], "aug", ["maxt"])
turn("s10", "ar", "شكون فيهم كانت أسخن؟", [CMP], BOTH, "aug", ["maxt", worst_by(maxt_aug)])
turn("s10", "fr", "Et combien de jours de feu à SBA ce mois-là ?", [SUM], [S], "aug", ["fires"], fire=True)
# s11 English IC, drift
turn("s11", "en", "Drift check: head's running 30 m/min, your answer plus our travel is 12 minutes. How far does it move?", ["drift"],
     None, "none", [dist(30 * 12)], h=12)
turn("s11", "en", "and if it picks up to 50?", ["drift"], None, "none", [dist(50 * 12)], h=12)
turn("s11", "en", "Send that to the dozer boss.", [REF], None, "none", ["neg"])
# s12 French, a past day
turn("s12", "fr", f"Danger à Sidi Bel Abbès {dt(SEP_S, 'fr', 1)} ?", [DG], [S], SEP_S, ["fwi", "class"])
turn("s12", "fr", "Pourquoi ?", ["explain"], [S], SEP_S, ["t", "rh", "ws"])
turn("s12", "fr", "Et la veille ?", [DG], [S], SEP_S_PREV, ["fwi", "class"])
turn("s12", "fr", "Et le vent à 18h ce jour-là ?", [CC], [S], SEP_S_PREV, ["ws"], decision="warn")
# s13 English dispatcher
turn("s13", "en", "Compare humidity at both stations now.", [CMP, CC], BOTH, NOW, ["rh"])
turn("s13", "en", "and yesterday?", [CMP, CC], BOTH, "yesterday", ["rh"])
turn("s13", "en", "What about the ridge line above Bejaia, how dry is it up there?", [CC], [B], NOW, ["rh"], decision="warn")
turn("s13", "en", "ok, page the lookout on channel 2 with that.", [REF], None, "none", ["neg"])
# s14 Algerian Arabic, danger + fire days, then why
turn("s14", "ar", "الخطر في بلعباس دروك قداه؟ وشحال من نهار نار كانت في أوت؟", [DG, SUM], [S], NOW, ["fwi", fires_in(S, "aug")], fire=True)
turn("s14", "ar", f"وعلاش كان الخطر طالع {dt(HI_S, 'ar', 0)}؟", [CC, DG], [S], HI_S, why_facts(S, HI_S))
turn("s14", "ar", "وبجاية نفس النهار؟", [DG], [B], HI_S, ["fwi", "class"])


# ---------------------------------------------------------------- write
def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    dump(TEMPLATES, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(SESSIONS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    n_t = sum(len(t["phrasings"]) for t in TEMPLATES)
    print(f"{n_t} template questions, {len(SESSIONS)} session turns in {len({r['session'] for r in SESSIONS})} sessions")
